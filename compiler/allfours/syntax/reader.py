"""Bytes to text, refusing what is not a variant file before any parsing starts.

Reading is bounded: only regular files are opened (a FIFO or a device such as /dev/zero
would block or never end), and no more than the size limit is read. Line ends are
normalised on reading, so that every later stage (the parser, the diagnostics, the
rulebook's copy of the file) sees the same lines an editor shows.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import NamedTuple

from allfours.diagnostics import Code, Diagnostic, Label
from allfours.span import Span

MAX_FILE_BYTES = 256 * 1024
# Every sequence an editor may show as the end of a line. After reading, `\n` is the only
# one left: a lone carriage return or a Unicode line separator can never hide a line
# inside another (a comment that a Markdown renderer would end early, say).
LINE_ENDS = ("\r\n", "\r", "\x85", "\u2028", "\u2029")


class ReadResult(NamedTuple):
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
    path: str, code: Code, message: str, help: str, line: int = 1, column: int = 1
) -> ReadResult:
    label = Label(Span.point(path, line, column), "")
    return ReadResult(None, (Diagnostic(code, message, label, help=help),))


def normalise_line_ends(text: str) -> str:
    for end in LINE_ENDS:
        text = text.replace(end, "\n")
    return text


def _special_file(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return "a pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def read_source(path: Path, shown: str) -> ReadResult:
    """The text of the variant file at `path` (shown in diagnostics as `shown`)."""
    try:
        # O_NONBLOCK: opening a FIFO must not wait for a writer; fstat then refuses it.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except OSError as error:
        return _unreadable(shown, error)
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            return _unreadable(shown, OSError(errno.EISDIR, "is a directory"))
        if not stat.S_ISREG(info.st_mode):
            return _refuse(
                shown,
                Code.E0005,
                f"cannot read the file: it is {_special_file(info.st_mode)}",
                "a variant file is a plain text file; check the path",
            )
        if info.st_size > MAX_FILE_BYTES:
            return _too_large(shown, info.st_size)
        data = os.read(fd, MAX_FILE_BYTES + 1)
        while len(data) <= MAX_FILE_BYTES and (chunk := os.read(fd, MAX_FILE_BYTES + 1)):
            data += chunk  # a file that grew while it was read
    except OSError as error:
        return _unreadable(shown, error)
    finally:
        os.close(fd)
    return decode_source(shown, data)


def _unreadable(shown: str, error: OSError) -> ReadResult:
    reason = error.strerror or "cannot be read"
    return _refuse(shown, Code.E0005, f"cannot read the file: {reason.lower()}", "check the path")


def _too_large(path: str, size: int) -> ReadResult:
    return _refuse(
        path,
        Code.E0003,
        f"the file is {size:,} bytes, more than a variant file may hold ({MAX_FILE_BYTES:,} bytes)",
        "a variant states one game in a few dozen lines; check that this is the right file",
    )


def decode_source(path: str, data: bytes) -> ReadResult:
    if len(data) > MAX_FILE_BYTES:
        return _too_large(path, len(data))
    if data.startswith((b"\xff\xfe", b"\xfe\xff")) or _looks_like_utf16(data):
        return _refuse(
            path,
            Code.E0001,
            "the file is UTF-16 text, not UTF-8",
            "save the file as UTF-8 in your editor (often called 'UTF-8' or 'Unicode (UTF-8)')",
        )
    nul = data.find(b"\x00")
    if nul >= 0:
        return _refuse(
            path,
            Code.E0002,
            f"the file holds binary data, not text (a NUL byte at byte {nul:,})",
            "variant files are plain text; check that this is the right file",
        )
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line, column = _position_of(data, error.start)
        return _refuse(
            path,
            Code.E0001,
            f"the file is not UTF-8 text (byte 0x{data[error.start]:02x} at line {line})",
            "save the file as UTF-8 in your editor and check it again",
            line,
            column,
        )
    text = normalise_line_ends(text)
    if not text.strip():
        return _refuse(
            path,
            Code.E0004,
            "the file is empty",
            "start with a header line, for example: "
            'variant house "House Pitch" extends auction_pitch',
        )
    return ReadResult(text, ())
