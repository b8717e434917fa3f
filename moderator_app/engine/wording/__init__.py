"""The words the engine gives to posts, explanations and the checker: phase titles, causes, reasons, and
message codes with their parameters (every word itself lives in the catalogue, moderator_app/i18n/)."""
