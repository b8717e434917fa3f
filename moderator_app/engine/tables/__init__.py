"""Room nights and scored tables (SUSPI): rooms and presence, what a table fixes at setup, secret goals,
points per game and an evening of several games."""
