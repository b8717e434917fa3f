"""Named errors. Bad host input is an InputError that says what and where, never a traceback."""

from __future__ import annotations


class InputError(Exception):
    """Wrong input from a file or the host: carries the file and line when known."""

    def __init__(self, message: str, *, file: str | None = None, line: int | None = None):
        super().__init__(message)
        self.message = message
        self.file = file
        self.line = line
        #: the journal position of the entry that failed, when a whole journal was replayed
        self.position: int | None = None

    def located(self, file: str | None = None, line: int | None = None) -> "InputError":
        """Fill in the place if the raiser did not know it."""
        if self.file is None:
            self.file = file
        if self.line is None:
            self.line = line
        return self

    def __str__(self) -> str:
        return self.text("en")

    def text(self, lang: str | None) -> str:
        """`file:line: message` with the message in `lang` when it is a catalogue message (the role-set
        checker's `check_words.Message`); plain text a library wrote stays as it is."""
        render = getattr(self.message, "render", None)
        message = render(lang) if callable(render) else str(self.message)
        where = ""
        if self.file:
            where = f"{self.file}:{self.line}: " if self.line else f"{self.file}: "
        elif self.line:
            where = f"line {self.line}: "
        return where + message
