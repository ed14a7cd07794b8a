"""The bad-variant fixtures, what each is expected to report, and a way to run the checker.

Shared by the tests of this folder; conftest.py holds the pytest hooks.

Every file in `bad/` is one case. A fixture states what it expects on the offending line
with a trailing comment, `target: 0  # expect: E0601` (several codes: `# expect: E0101, E0302`).
Cases where that is impossible (binary or non-UTF-8 bytes, an empty file, a pair of files
that extend each other, a file too large to commit, a path that does not exist) carry their
expectations in `_TABLE` and `GENERATED` below.
"""

from __future__ import annotations

import importlib.util
import re
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if importlib.util.find_spec("allfours") is None:  # run without PYTHONPATH=compiler
    sys.path.insert(0, str(ROOT / "compiler"))

from cli_runner import Run, run_cli  # noqa: E402

HERE = Path(__file__).resolve().parent
BAD_DIR = HERE / "bad"
GOLDEN_DIR = HERE / "golden"
BAD_PREFIX = "tests/diagnostics/bad"  # how the checker shows a fixture's path, run from ROOT

Expectation = tuple[str, int, str]  # (file as shown, line, code)

_EXPECT = re.compile(rb"#\s*expect:\s*(E\d{4}(?:\s*,\s*E\d{4})*)")


def shown(stem: str) -> str:
    """The path of `bad/<stem>.variant` as the checker prints it when run from ROOT."""
    return f"{BAD_PREFIX}/{stem}.variant"


@dataclass(frozen=True)
class Case:
    name: str  # the fixture's stem; also names its golden file
    path: str  # the path given to `allfours check`, relative to the folder it runs in
    expected: frozenset[Expectation]
    content: bytes | None = None  # for generated cases: written into a scratch folder first
    companions: tuple[tuple[str, bytes], ...] = ()  # more generated files, beside it
    exists: bool = True  # False: the path deliberately names no file
    is_folder: bool = False  # True: the path is made a folder, which cannot be read as a file

    @property
    def generated(self) -> bool:
        return self.content is not None or self.is_folder


# Committed fixtures whose expectations cannot be written as a trailing comment.
_TABLE: dict[str, set[Expectation]] = {
    "empty": {(shown("empty"), 1, "E0004")},
    "whitespace_only": {(shown("whitespace_only"), 1, "E0004")},
    # Latin-1 `ñ` in the title on line 1.
    "latin1_title": {(shown("latin1_title"), 1, "E0001")},
    # A binary file is refused as a whole: the byte offset is in the message.
    "png_renamed": {(shown("png_renamed"), 1, "E0002")},
    # Each of the pair reports the `extends` that closes the circle: the other's.
    "cycle_a": {(shown("cycle_b"), 2, "E0203")},
    "cycle_b": {(shown("cycle_a"), 2, "E0203")},
}


def extends_chain(stem: str, files: int) -> tuple[bytes, tuple[tuple[str, bytes], ...]]:
    """A variant `stem` and the files it stands on: `files` in all, each extending the
    next, the last extending auction_pitch."""
    names = [stem, *(f"{stem}_{i}" for i in range(1, files))]
    texts = [
        f'variant {name} "{name}" extends {base}\n'.encode()
        for name, base in zip(names, [*names[1:], "auction_pitch"], strict=True)
    ]
    return texts[0], tuple(
        (f"{name}.variant", text) for name, text in zip(names[1:], texts[1:], strict=True)
    )


_CHAIN, _CHAIN_FILES = extends_chain("extends_too_deep", 17)


def _one_megabyte() -> bytes:
    header = b'variant huge_file "A Very Long House Rule" extends auction_pitch\n'
    filler = b"# " + b"all fours " * 6 + b"\n"
    return header + filler * ((1024 * 1024) // len(filler) + 1)


# Cases that are not committed: generated into a scratch folder, or naming no file at all.
GENERATED: tuple[Case, ...] = (
    Case(
        "huge_file",
        shown("huge_file"),
        frozenset({(shown("huge_file"), 1, "E0003")}),
        content=_one_megabyte(),
    ),
    Case(
        "extends_too_deep",
        shown("extends_too_deep"),
        frozenset({(shown("extends_too_deep"), 1, "E0209")}),
        content=_CHAIN,
        companions=_CHAIN_FILES,
    ),
    Case(
        "folder_not_file",
        shown("folder_not_file"),
        frozenset({(shown("folder_not_file"), 1, "E0005")}),
        is_folder=True,
    ),
)


def comment_expectations(path: Path) -> set[Expectation]:
    """The `# expect: CODE` comments of a fixture, by line (lines split at `\\n` only)."""
    found: set[Expectation] = set()
    for number, line in enumerate(path.read_bytes().split(b"\n"), start=1):
        match = _EXPECT.search(line)
        if match:
            for code in match.group(1).split(b","):
                found.add((shown(path.stem), number, code.strip().decode("ascii")))
    return found


def _committed_cases() -> list[Case]:
    cases = []
    for path in sorted(BAD_DIR.glob("*.variant")):
        expected = comment_expectations(path) | _TABLE.get(path.stem, set())
        cases.append(Case(path.stem, shown(path.stem), frozenset(expected)))
    return cases


CASES: tuple[Case, ...] = (*_committed_cases(), *GENERATED)
TABLE_NAMES = frozenset(_TABLE)


# -- running the checker in this process ---------------------------------------------


def run_case(case: Case, scratch: Path, output_format: str = "text") -> Run:
    """`allfours check` on one case; a generated case is first written below `scratch`."""
    cwd = ROOT
    if case.is_folder:
        # A folder named like a variant, found while checking the folder that holds it.
        (scratch / case.path).mkdir(parents=True, exist_ok=True)
        extra = ["--format", "json"] if output_format == "json" else []
        return run_cli(["check", str(Path(case.path).parent), *extra], scratch)
    elif case.content is not None:
        target = scratch / case.path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(case.content)
        for name, content in case.companions:
            (target.parent / name).write_bytes(content)
        cwd = scratch
    elif not case.exists:
        assert not (ROOT / case.path).exists(), f"{case.path} must not exist"
    extra = ["--format", "json"] if output_format == "json" else []
    return run_cli(["check", case.path, *extra], cwd)
