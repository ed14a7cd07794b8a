"""From bytes on disk to an AST: reading, parsing and building nodes."""

from allfours.syntax.parser import ParseResult, parse_source
from allfours.syntax.reader import MAX_FILE_BYTES, ReadResult, decode_source, read_source

__all__ = [
    "MAX_FILE_BYTES",
    "ParseResult",
    "ReadResult",
    "decode_source",
    "parse_source",
    "read_source",
]
