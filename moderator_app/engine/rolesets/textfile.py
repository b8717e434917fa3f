"""Reading a host's text file whatever editor saved it: the encoding detected, or refused clearly.

Hosts write role sets and game scripts in Notepad, Word, forum text boxes: the bytes may be UTF-8,
UTF-8 with a BOM, UTF-16 (with a BOM, or plain Latin/Cyrillic text without one), or Windows-1251.
A file is read as the first of these that fits; anything else (a picture, a KOI8 file, a truncated
UTF-8 file) is an InputError naming the file, the line and what to do, never a UnicodeDecodeError.
The size is bounded before anything is decoded.
"""

from __future__ import annotations

import codecs
from dataclasses import dataclass
from pathlib import Path

from ..wording.check_words import say
from ..model.errors import InputError

#: A role set is about 20 KB and a long game's script about 200 KB; anything far bigger is not one.
MAX_BYTES = 2_000_000


@dataclass(frozen=True)
class Decoded:
    text: str
    encoding: str  #: "utf-8", "utf-8-sig", "utf-16", "cp1251"


def read_text(path: Path, *, max_bytes: int = MAX_BYTES) -> Decoded:
    """The file's text; too big, unreadable or undecodable files are an InputError."""
    try:
        size = path.stat().st_size
        if size > max_bytes:
            raise InputError(say("file.too_big", size=size, most=max_bytes), file=str(path))
        data = path.read_bytes()
    except OSError as err:
        raise InputError(say("file.unreadable", detail=str(err.strerror or err)), file=str(path)) from None
    return decode(data, file=str(path), max_bytes=max_bytes)


def decode(data: bytes, *, file: str | None = None, max_bytes: int = MAX_BYTES) -> Decoded:
    """Detect the encoding of `data` and decode it."""
    if len(data) > max_bytes:
        raise InputError(say("file.text_too_big", size=len(data), most=max_bytes), file=file)
    if data.startswith(codecs.BOM_UTF8):
        return _strict(data[len(codecs.BOM_UTF8):], "utf-8", "utf-8-sig", file)
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return _strict(data, "utf-16", "utf-16", file)
    plain16 = _utf16_without_bom(data)
    if plain16:
        return _strict(data, plain16, "utf-16", file)
    if b"\x00" in data:
        raise InputError(say("file.binary"), file=file)
    try:
        return Decoded(data.decode("utf-8"), "utf-8")
    except UnicodeDecodeError as err:
        utf8_error = err
    cyrillic = _as_cp1251(data)
    if cyrillic is not None:
        return Decoded(cyrillic, "cp1251")
    line = data[: utf8_error.start].count(b"\n") + 1
    raise InputError(say("file.not_utf8", byte=f"0x{data[utf8_error.start]:02x}"), file=file, line=line)


def _strict(data: bytes, codec: str, name: str, file: str | None) -> Decoded:
    try:
        return Decoded(data.decode(codec), name)
    except UnicodeDecodeError as err:
        raise InputError(say("file.broken_encoding", encoding=name, at=err.start), file=file) from None


def _utf16_without_bom(data: bytes) -> str | None:
    """UTF-16 saved without a BOM: every other byte of Latin or Cyrillic text is 0x00 or 0x04."""
    if len(data) < 4 or len(data) % 2:
        return None
    evens, odds = data[0::2], data[1::2]
    def high(half: bytes) -> float:
        return sum(b in (0, 4) for b in half) / len(half)
    if high(odds) > 0.9 and evens.count(0) < len(evens) * 0.1:
        return "utf-16-le"
    if high(evens) > 0.9 and odds.count(0) < len(odds) * 0.1:
        return "utf-16-be"
    return None


def _as_cp1251(data: bytes) -> str | None:
    """Windows-1251 Russian text: the non-ASCII characters are Cyrillic letters (and typographic
    marks), mostly lowercase; KOI8-R or binary read as 1251 fails one of these."""
    try:
        text = data.decode("cp1251")
    except UnicodeDecodeError:
        return None
    wide = [c for c in text if ord(c) > 127]
    letters = [c for c in wide if "\u0400" <= c <= "\u04ff"]
    if not wide or len(letters) < 0.8 * len(wide):
        return None
    lower = sum(c.islower() for c in letters)
    return text if lower >= len(letters) - lower else None
