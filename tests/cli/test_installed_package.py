"""The package as a user installs it: built into a wheel, unpacked away from the checkout,
and run from a project folder of the user's own. What it generates names its sources by
the project's own paths or by the bundled variant's id, never by a path of the machine
that built it (the bundled variants live inside the installed package)."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel built from the checkout, unpacked: a folder for PYTHONPATH."""
    dist = tmp_path_factory.mktemp("dist")
    built = subprocess.run(
        [
            *(sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation"),
            *("-w", str(dist), str(ROOT)),
        ],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert built.returncode == 0, built.stderr
    (wheel,) = dist.glob("allfours-*.whl")
    site = tmp_path_factory.mktemp("site")
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(site)
    return site


def _allfours(site: Path, cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "allfours", *args],
        cwd=cwd,
        env={**os.environ, "PYTHONPATH": str(site)},
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )


def test_generated_files_name_no_path_of_the_building_machine(
    installed: Path, tmp_path: Path
) -> None:
    project = tmp_path / "project"
    (project / "variants").mkdir(parents=True)
    (project / "variants" / "house.variant").write_text(
        'variant house "House" extends auction_pitch\ntarget: 11\n', encoding="utf-8"
    )
    (project / "variants" / "friday.variant").write_text(
        'variant friday "Friday" extends house\n', encoding="utf-8"
    )
    elsewhere = tmp_path / "elsewhere" / "rules"
    elsewhere.mkdir(parents=True)
    (elsewhere / "sunday.variant").write_text(
        'variant sunday "Sunday" extends seven_up\ntarget: 10\n', encoding="utf-8"
    )
    imported = subprocess.run(
        [sys.executable, "-c", "import allfours; print(allfours.__file__)"],
        env={**os.environ, "PYTHONPATH": str(installed)},
        capture_output=True,
        text=True,
        check=True,
    )
    assert imported.stdout.startswith(str(installed)), "the unpacked wheel, not the checkout"

    runs = [
        _allfours(installed, project, "build"),
        _allfours(installed, project, "build", "--variants", str(elsewhere), "--out", "other"),
        _allfours(installed, project, "preview", "variants/friday.variant", "--out", "preview"),
    ]
    for run in runs:
        assert run.returncode == 0, run.stderr
    written = [
        path
        for folder in ("generated", "other", "preview")
        for path in (project / folder).rglob("*")
        if path.is_file() and path.suffix in (".py", ".md", ".html")
    ]
    assert len(written) > 20
    machine_paths = (str(tmp_path), str(installed), str(ROOT))
    for path in written:
        text = path.read_text(encoding="utf-8")
        assert not any(machine in text for machine in machine_paths), path
    module = (project / "generated" / "rules" / "friday.py").read_text(encoding="utf-8")
    assert '"source": "variants/friday.variant"' in module
    assert "# AP-7.1 target: variants/house.variant:2" in module
    assert "# AP-1.1 players: variants/auction_pitch.variant:" in module  # bundled, by its id
    other = (project / "other" / "rules" / "sunday.py").read_text(encoding="utf-8")
    assert '"source": "rules/sunday.variant"' in other
