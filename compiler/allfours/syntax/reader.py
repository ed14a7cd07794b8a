"""Bytes to text, refusing what is not a variant file before any parsing starts."""

from __future__ import annotations

from dataclasses import dataclass

from allfours.diagnostics import Diagnostic, Label
from allfours.span import Span

MAX_FILE_BYTES = 256 * 1024


@dataclass(frozen=True, slots=True)
class ReadResult:
    text: str | None
    diagnostics: tuple[Diagnostic, ...]


def _position_of(data: bytes, offset: int) -> tuple[int, int]:
    """1-based line and column of a byte offset, counting columns in bytes."""
    line = data.count(b"\n", 0, offset) + 1
    column = offset - (data.rfind(b"\n", 0, offset) + 1) + 1
    return line, column


def _looks_like_utf16(data: bytes) -> bool:
    """UTF-16 without a byte order mark: text whose every other byte is NUL."""
    sample = data[:512]
    if len(sample) < 4:
        return False
    odd, even = sample[1::2], sample[0::2]
    return odd.count(0) > len(odd) * 0.9 or even.count(0) > len(even) * 0.9


def _refuse(
    path: str, code: str, message: str, help: str, line: int = 1, column: int = 1
) -> ReadResult:
    label = Label(Span.point(path, line, column), "")
    return ReadResult(None, (Diagnostic(code, message, label, help=help),))


def decode_source(path: str, data: bytes) -> ReadResult:
    if len(data) > MAX_FILE_BYTES:
        return _refuse(
            path,
            "E0003",
            f"the file is {len(data):,} bytes, more than a variant file may hold "
            f"({MAX_FILE_BYTES:,} bytes)",
            "a variant states one game in a few dozen lines; check that this is the right file",
        )
    if data.startswith((b"\xff\xfe", b"\xfe\xff")) or _looks_like_utf16(data):
        return _refuse(
            path,
            "E0001",
            "the file is UTF-16 text, not UTF-8",
            "save the file as UTF-8 in your editor (often called 'UTF-8' or 'Unicode (UTF-8)')",
        )
    nul = data.find(b"\x00")
    if nul >= 0:
        return _refuse(
            path,
            "E0002",
            f"the file holds binary data, not text (a NUL byte at byte {nul:,})",
            "variant files are plain text; check that this is the right file",
        )
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line, column = _position_of(data, error.start)
        return _refuse(
            path,
            "E0001",
            f"the file is not UTF-8 text (byte 0x{data[error.start]:02x} at line {line})",
            "save the file as UTF-8 in your editor and check it again",
            line,
            column,
        )
    if not text.strip():
        return _refuse(
            path,
            "E0004",
            "the file is empty",
            "start with a header line, for example: "
            'variant house "House Pitch" extends auction_pitch',
        )
    return ReadResult(text, ())
