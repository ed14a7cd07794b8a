"""The playground's pins (tools/playground/requirements.txt) cover what pyproject.toml says
the compiler needs in the browser, at versions it allows: a dependency added to pyproject
fails here, at once, with the command that pins it (the site's build checks the
dependencies' own requirements too, from the wheels it downloads)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[2]
PINS = ROOT / "tools" / "playground" / "requirements.txt"


def _canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def test_every_requirement_of_the_browser_is_pinned_with_its_hash() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted = [*project["dependencies"], *project["optional-dependencies"]["playground"]]
    text = PINS.read_text(encoding="utf-8")
    pins = dict(re.findall(r"^([a-z0-9-]+)==(\S+) \\\n    --hash=sha256:[0-9a-f]{64}$", text, re.M))
    assert len(pins) == text.count("--hash=sha256:"), "a pin without its hash, or malformed"
    unpinned = []
    for requirement in map(Requirement, wanted):
        version = pins.get(_canonical(requirement.name))
        if version is None or not requirement.specifier.contains(version, prereleases=True):
            unpinned.append(str(requirement))
    assert unpinned == [], (
        f"{PINS.relative_to(ROOT)} does not pin {unpinned}: "
        "run `python tools/playground/build.py lock` and commit it"
    )
