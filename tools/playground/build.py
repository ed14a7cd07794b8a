"""Build the site's playground: every byte its page needs, from the registries, pinned.

    python tools/playground/build.py            # build (or find) the bundle, print its folder
    python tools/playground/build.py lock       # pin the wheels again (requirements.txt)

The bundle is what `tools/mkdocs_hooks.py` copies into the site (`assets/playground/`):

- Pyodide's runtime, from the npm package `pyodide` (package-lock.json), and the editor,
  CodeMirror 6 from npm, bundled with esbuild from `src/`;
- `site-packages.zip`: the compiler's own wheel built from this checkout, and the wheels
  of its dependencies and of the `playground` extra (pyproject.toml), downloaded from PyPI
  with pip's hash checking (requirements.txt, written by `lock` from pyproject, so that a
  dependency added there is pinned here by running `lock` again, and a build whose pins do
  not cover pyproject's dependencies fails saying so). Compiled modules are left out:
  the browser runs pure Python (markupsafe falls back to its own), and only the site's
  languages of Babel's locale data are kept;
- `snapshot.bin.gz`: Pyodide's memory after the compiler was imported and used once in
  every language (the parser's tables built, the templates compiled), made here in Node
  by `snapshot.mjs`, so that the page starts where this build left off;
- `playground.json`: what the page's script needs to know (the files, the Markdown
  extensions of mkdocs.yml, the language words of the highlighter).

A bundle is made once for its inputs (their digest names its folder under
`build/playground/`) and kept: a second build of the same checkout finds it.
"""

from __future__ import annotations

import fcntl
import gzip
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
import zipfile
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, cast

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
CACHE = ROOT / "build" / "playground"
REQUIREMENTS = HERE / "requirements.txt"
NODE_MODULES = HERE / "node_modules"
PYODIDE = NODE_MODULES / "pyodide"
# Pyodide's own files that the page loads (the rest of the npm package is for Node).
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
# The wheels' platforms: pure Python first; a package that has no pure wheel is taken from
# the Linux one for Pyodide's Python, its compiled modules left out.
PLATFORMS = ("any", "manylinux_2_17_x86_64", "manylinux2014_x86_64")
COMPILED = (".so", ".pyd", ".dylib")
# What the browser never needs of the compiler's wheel: the conformance suites.
LEFT_OUT = ("allfours/bundled_suites/",)
# How many bundles are kept (older ones are removed when a new one is made).
KEPT = 3


class BuildError(Exception):
    """Why the playground cannot be built: one paragraph for the person building."""


def _run(command: list[str], **options: Any) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(command, capture_output=True, text=True, check=False, **options)
    if result.returncode != 0:
        # Node prints the minified source line an error came from (megabytes of Pyodide)
        # before the error itself: the long lines go, so that the error shows.
        lines = (result.stderr or result.stdout).strip().splitlines()
        said = "\n".join(line for line in lines if len(line) <= 500)[-3000:]
        raise BuildError(f"{' '.join(command[:4])} ... failed:\n{said}")
    return result


# -- what the bundle is made from ---------------------------------------------------------


def _inputs() -> list[Path]:
    files = [
        HERE / "package-lock.json",
        REQUIREMENTS,
        HERE / "build.py",
        HERE / "snapshot.mjs",
        ROOT / "pyproject.toml",
        ROOT / "mkdocs.yml",
        ROOT / "grammar" / "allfours.lark",
        *sorted((HERE / "src").rglob("*")),
        *sorted((ROOT / "variants").glob("*.variant")),
        *sorted(
            p
            for p in (ROOT / "compiler" / "allfours").rglob("*")
            if "__pycache__" not in p.parts and p.suffix != ".pyc"
        ),
    ]
    return [p for p in files if p.is_file()]


def digest_of(files: Iterable[Path], root: Path = ROOT) -> str:
    """A short digest of files' paths (under `root`) and contents: what names a build made
    from them in its cache."""
    digest = hashlib.sha256()
    for path in files:
        digest.update(path.relative_to(root).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:16]


def inputs_digest() -> str:
    return digest_of(_inputs())


def requirements() -> list[str]:
    """What the browser's Python needs, as pyproject says it: the compiler's dependencies
    and the `playground` extra."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return [*project["dependencies"], *project["optional-dependencies"]["playground"]]


def markdown_extensions() -> list[Any]:
    """The site's Markdown extensions: those MkDocs always uses, then the compiler's list
    that the site's hook adds (allfours.docs)."""
    from mkdocs.config.defaults import MkDocsConfig

    from allfours.docs import MARKDOWN_EXTENSIONS

    named = {next(iter(each)) if isinstance(each, dict) else each for each in MARKDOWN_EXTENSIONS}
    builtins: list[str] = cast(Any, MkDocsConfig.markdown_extensions).builtins
    return [*(name for name in builtins if name not in named), *MARKDOWN_EXTENSIONS]


# -- npm -----------------------------------------------------------------------------------


def npm_ci() -> None:
    """node_modules as package-lock.json pins it (installed again only when it changed)."""
    if shutil.which("npm") is None or shutil.which("node") is None:
        raise BuildError(
            "the playground needs Node.js and npm to build: apt-get install nodejs npm"
        )
    lock = (HERE / "package-lock.json").read_bytes()
    stamp = NODE_MODULES / ".allfours-lock"
    if stamp.is_file() and stamp.read_bytes() == hashlib.sha256(lock).hexdigest().encode():
        return
    _run(["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=HERE)
    stamp.write_text(hashlib.sha256(lock).hexdigest())


def pyodide_python() -> str:
    """Pyodide's Python as `3.14`, from its lock file."""
    info = json.loads((PYODIDE / "pyodide-lock.json").read_text(encoding="utf-8"))["info"]
    major, minor, *_ = str(info["python"]).split(".")
    return f"{major}.{minor}"


def _target_options() -> list[str]:
    python = pyodide_python()
    abi = "cp" + python.replace(".", "")
    options = ["--only-binary=:all:", "--python-version", python, "--implementation", "cp"]
    for tag in (abi, "abi3", "none"):
        options += ["--abi", tag]
    for platform in PLATFORMS:
        options += ["--platform", platform]
    return options


# -- the wheels ---------------------------------------------------------------------------

_WHEEL = re.compile(r"^(?P<name>[^-]+)-(?P<version>[^-]+)-.*\.whl$")


def _canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def lock() -> str:
    """requirements.txt for pyproject's requirements: every wheel pip resolves for
    Pyodide's Python, pinned by its SHA-256."""
    npm_ci()
    with tempfile.TemporaryDirectory() as folder:
        _run(
            [
                *(sys.executable, "-m", "pip", "download", "--quiet", "--dest", folder),
                *_target_options(),
                *requirements(),
            ]
        )
        lines = []
        for wheel in sorted(Path(folder).glob("*.whl"), key=lambda p: p.name.lower()):
            found = _WHEEL.match(wheel.name)
            if found is None:
                raise BuildError(f"not a wheel's name: {wheel.name}")
            digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
            name = _canonical(found["name"])
            lines.append(f"{name}=={found['version']} \\\n    --hash=sha256:{digest}")
    header = (
        "# The wheels of the playground's Python, for Pyodide's Python; written by\n"
        "# `python tools/playground/build.py lock` from pyproject.toml: do not edit.\n"
    )
    return header + "\n".join(lines) + "\n"


def _download(folder: Path) -> list[Path]:
    _run(
        [
            *(sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--require-hashes"),
            *("--dest", str(folder), "-r", str(REQUIREMENTS)),
            *_target_options(),
        ]
    )
    return sorted(folder.glob("*.whl"))


def _needed(wheels: list[Path]) -> set[str]:
    """The distributions pyproject's requirements need in Pyodide, following each wheel's
    own requirements (markers read for Pyodide's Python and platform)."""
    from email.parser import Parser

    from packaging.requirements import Requirement

    environment = {
        "python_version": pyodide_python(),
        "python_full_version": pyodide_python() + ".0",
        "sys_platform": "emscripten",
        "platform_system": "Emscripten",
        "platform_machine": "wasm32",
        "os_name": "posix",
        "implementation_name": "cpython",
        "platform_python_implementation": "CPython",
        "extra": "",
    }
    requires: dict[str, list[str]] = {}
    for wheel in wheels:
        with zipfile.ZipFile(wheel) as archive:
            meta = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
            message = Parser().parsestr(archive.read(meta).decode("utf-8"))
        requires[_canonical(message["Name"])] = message.get_all("Requires-Dist") or []
    needed: set[str] = set()
    waiting = [Requirement(text) for text in requirements()]
    while waiting:
        requirement = waiting.pop()
        if requirement.marker is not None and not requirement.marker.evaluate(environment):
            continue
        name = _canonical(requirement.name)
        if name in needed:
            continue
        needed.add(name)
        waiting += [Requirement(text) for text in requires.get(name, [])]
    return needed


def _check_pins(wheels: list[Path]) -> None:
    pinned = {_canonical(_WHEEL.match(w.name)["name"]) for w in wheels}  # type: ignore[index]
    missing = _needed(wheels) - pinned
    if missing:
        raise BuildError(
            f"pyproject.toml needs {', '.join(sorted(missing))}, which "
            f"{REQUIREMENTS.relative_to(ROOT)} does not pin: run "
            "`python tools/playground/build.py lock` and commit requirements.txt"
        )


def _own_wheel(folder: Path) -> Path:
    _run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(folder), str(ROOT)]
    )
    return next(folder.glob("allfours-*.whl"))


def _kept(name: str, languages: tuple[str, ...]) -> bool:
    """Whether a wheel's file goes to the browser."""
    if name.endswith(COMPILED) or "/__pycache__/" in name or name.startswith(LEFT_OUT):
        return False
    found = re.match(r"babel/locale-data/(?P<locale>[^/]+)\.dat$", name)
    if found:  # Babel's data for the site's languages only (and the root they fall back to)
        locale = found["locale"]
        return locale == "root" or locale.split("_")[0] in languages
    return True


def _site_packages(wheels: list[Path], out: Path) -> None:
    from allfours.backends.rulebook import LANGUAGES

    languages = tuple(language.code for language in LANGUAGES)
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as bundle:
        for wheel in wheels:
            with zipfile.ZipFile(wheel) as archive:
                for member in sorted(archive.namelist()):
                    if member.endswith("/") or not _kept(member, languages):
                        continue
                    info = zipfile.ZipInfo(member, date_time=(2020, 1, 1, 0, 0, 0))
                    info.compress_type = zipfile.ZIP_DEFLATED
                    bundle.writestr(info, archive.read(member))


# -- the page's scripts and the snapshot --------------------------------------------------


def _esbuild(out: Path) -> None:
    esbuild = NODE_MODULES / ".bin" / "esbuild"
    for name in ("page.js", "worker.js"):
        _run(
            [
                str(esbuild),
                str(HERE / "src" / name),
                "--bundle",
                "--format=esm",
                "--minify",
                "--target=es2022",
                "--legal-comments=none",
                "--external:./pyodide/*",
                f"--outfile={out / name}",
            ]
        )


def _highlight_words() -> dict[str, list[str]]:
    """The highlighter's words, from the registry the Pygments lexer reads."""
    from allfours.highlight import RANK_WORDS, RUN_ON_KEYWORDS, STATEMENT_KEYWORDS, SUIT_WORDS

    return {
        "statements": list(STATEMENT_KEYWORDS),
        "run_on": list(RUN_ON_KEYWORDS),
        "ranks": list(RANK_WORDS),
        "suits": list(SUIT_WORDS),
    }


def _variants() -> list[dict[str, str]]:
    """The bundled variants the page opens without asking Python: id, title and text."""
    from allfours.playground.session import Playground, bundled_texts

    texts = bundled_texts()
    return [{**each, "text": texts[each["id"]]} for each in Playground.titles(texts)]


def _snapshot(out: Path, config: Path) -> None:
    _run(
        [
            "node",
            str(HERE / "snapshot.mjs"),
            str(PYODIDE),
            str(out / "site-packages.zip"),
            str(config),
        ],
        cwd=out,
        timeout=900,
    )
    raw = out / "snapshot.bin"
    with raw.open("rb") as source, gzip.GzipFile(out / "snapshot.bin.gz", "wb", 6, mtime=0) as gz:
        shutil.copyfileobj(source, gz)
    raw.unlink()


def _assemble(out: Path) -> None:
    npm_ci()
    wheels_dir = out.parent / f"{out.name}.wheels"
    wheels_dir.mkdir()
    try:
        wheels = _download(wheels_dir)
        _check_pins(wheels)
        wheels.append(_own_wheel(wheels_dir))
        out.mkdir()
        _site_packages(wheels, out / "site-packages.zip")
    finally:
        shutil.rmtree(wheels_dir, ignore_errors=True)
    (out / "pyodide").mkdir()
    for name in PYODIDE_FILES:
        shutil.copy(PYODIDE / name, out / "pyodide" / name)
    from allfours.backends.rulebook import LANGUAGES

    config = {
        "languages": [language.code for language in LANGUAGES],
        "markdown_extensions": markdown_extensions(),
        "highlight": _highlight_words(),
        "python": pyodide_python(),
    }
    (out / "playground.json").write_text(json.dumps(config, indent=1) + "\n", encoding="utf-8")
    _snapshot(out, out / "playground.json")
    (out / "variants.json").write_text(json.dumps(_variants(), ensure_ascii=False), "utf-8")
    _esbuild(out)
    files = {
        p.relative_to(out).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()[:16]
        for p in sorted(out.rglob("*"))
        if p.is_file()
    }
    config["files"] = files
    (out / "playground.json").write_text(json.dumps(config, indent=1) + "\n", encoding="utf-8")


def cached_build(cache: Path, digest: str, make: Callable[[Path], None], kept: int) -> Path:
    """The folder `cache/digest`: found, or made by `make(folder)` in a scratch folder and
    moved into place whole, so that a folder in the cache is always complete. One build at
    a time (test workers ask for the same one); the `kept` newest stay, older ones go."""
    target = cache / digest
    if target.is_dir():
        return target
    cache.mkdir(parents=True, exist_ok=True)
    with (cache / ".lock").open("w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        try:
            if target.is_dir():
                return target
            scratch = Path(tempfile.mkdtemp(prefix=f"{digest}.", dir=cache))
            try:
                make(scratch / "made")
                os.replace(scratch / "made", target)
            finally:
                shutil.rmtree(scratch, ignore_errors=True)
            older = sorted(
                (p for p in cache.iterdir() if p.is_dir() and p != target),
                key=lambda p: p.stat().st_mtime,
            )
            for old in older[: max(0, len(older) - kept + 1)]:
                shutil.rmtree(old, ignore_errors=True)
        finally:
            fcntl.flock(held, fcntl.LOCK_UN)
    return target


def build() -> Path:
    """The bundle for this checkout: found, or made."""
    return cached_build(CACHE, inputs_digest(), _assemble, KEPT)


def main(argv: list[str]) -> int:
    try:
        if argv[:1] == ["lock"]:
            REQUIREMENTS.write_text(lock(), encoding="utf-8")
            print(REQUIREMENTS.relative_to(ROOT))
        elif not argv:
            print(build())
        else:
            print(__doc__, file=sys.stderr)
            return 2
    except BuildError as error:
        print(f"playground: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
