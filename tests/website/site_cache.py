"""The rulebook site, built once for what it is built from, and kept between test runs.

A site build (`mkdocs build --strict`, with the playground's bundle) takes a minute or
more on a shared machine, and the crawl, the playground's test and its benchmark all
read the same site: it is built into `build/test-site/DIGEST/`, DIGEST naming every file
it is built from, once per checkout state, whichever test worker asks first (the others
wait for it), and found there by the next run.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# The site's cache works as the playground's bundle cache does (tools/playground/build.py).
if str(ROOT / "tools") not in sys.path:
    sys.path.insert(0, str(ROOT / "tools"))
from playground.build import cached_build, digest_of  # noqa: E402

CACHE = ROOT / "build" / "test-site"
KEPT = 2
# What a site is built from: the pages, the generated rulebooks, the hook, the compiler
# (the pages it renders, the playground's bundle), and the site's settings.
SOURCES = (
    "docs",
    "generated/rulebook",
    "generated/cards",
    "generated/simulation",
    "compiler/allfours",
    "grammar",
    "variants",
    "tools/mkdocs_hooks.py",
    "tools/playground",
    "mkdocs.yml",
    "pyproject.toml",
)
IGNORED = ("node_modules", "__pycache__")


def _files() -> Iterator[Path]:
    for name in SOURCES:
        path = ROOT / name
        if path.is_file():
            yield path
            continue
        for found in sorted(path.rglob("*")):
            if found.is_file() and not any(part in IGNORED for part in found.parts):
                yield found
    yield from sorted(ROOT.glob("generated/family*.md"))


def digest() -> str:
    return digest_of(_files(), ROOT)


def playground_bundle() -> Path:
    """The playground's bundle for the checkout (tools/playground/build.py: found, or
    made), for a site built from a project that is not the checkout."""
    made = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "playground" / "build.py")],
        capture_output=True,
        text=True,
        timeout=1200,
    )
    assert made.returncode == 0, made.stderr
    return Path(made.stdout.strip())


def mkdocs_build(project: Path, site: Path, playground: Path | None = None) -> None:
    """`mkdocs build --strict` of `project` (its mkdocs.yml, docs/, tools/, generated/);
    no warning allowed. `playground`: the bundle to use, made beforehand."""
    path = os.pathsep.join(filter(None, [str(ROOT / "compiler"), os.environ.get("PYTHONPATH")]))
    env = {**os.environ, "PYTHONPATH": path, "NO_MKDOCS_2_WARNING": "1"}
    if playground is not None:
        env["ALLFOURS_PLAYGROUND_BUNDLE"] = str(playground)
    result = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(site)],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        timeout=1200,  # the first build of a checkout makes the playground's bundle too
    )
    assert result.returncode == 0, result.stderr
    warnings = [line for line in result.stderr.splitlines() if line.startswith("WARNING")]
    assert not warnings, "\n".join(warnings)


def built_site() -> Path:
    """The site of the checkout as it is: found, or built."""
    return cached_build(CACHE, digest(), lambda site: mkdocs_build(ROOT, site), KEPT)
