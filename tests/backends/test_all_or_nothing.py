"""`allfours build` writes all or nothing: killed at any moment, it leaves generated/ all
old or all new, and what a kill leaves beside it is reported by `--check` and cleaned by
the next build. A variant file with CRLF line ends builds fresh."""

from __future__ import annotations

import hashlib
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
VARIANTS = ("auction_pitch", "pitch_smudge", "auction_pitch_to_11")
KILLS = 6  # builds killed in the default run; the full run (`--full`) kills 24


def _allfours(project: Path, *args: str) -> subprocess.Popen[bytes]:
    path = os.pathsep.join(filter(None, [str(ROOT / "compiler"), os.environ.get("PYTHONPATH")]))
    return subprocess.Popen(
        [sys.executable, "-m", "allfours", *args],
        cwd=project,
        env={**os.environ, "PYTHONPATH": path},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )


def _run(project: Path, *args: str) -> tuple[int, str]:
    proc = _allfours(project, *args)
    out, err = proc.communicate(timeout=120)
    return proc.returncode, (out + err).decode()


def _tree(folder: Path) -> dict[str, str]:
    """Every file below `folder` and a digest of its bytes."""
    return {
        path.relative_to(folder).as_posix(): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }


def _project(tmp_path: Path) -> Path:
    project = tmp_path / "project"
    (project / "variants").mkdir(parents=True)
    for name in VARIANTS:
        shutil.copy(ROOT / "variants" / f"{name}.variant", project / "variants")
    return project


def _change_every_variant(project: Path) -> None:
    """A new title for every variant, in every language: every generated file shows it."""
    for path in (project / "variants").glob("*.variant"):
        text = path.read_text(encoding="utf-8")
        changed = re.sub(r'^(variant \w+ "[^"]*)"', r'\1 (changed)"', text, count=1, flags=re.M)
        changed = re.sub(r'^(title \w+: "[^"]*)"', r'\1 (changed)"', changed, flags=re.M)
        path.write_text(changed, encoding="utf-8")


def _staging(project: Path) -> bool:
    return any(name.startswith(".generated.") for name in os.listdir(project))


def _kill_at(project: Path, delay: float | None, after_staging: bool) -> float:
    """Start a build and SIGKILL it `delay` seconds after it starts, or after its staging
    folder appears (the moments around the switch); with no delay, let it end. The time
    from that moment to the end of the process."""
    proc = _allfours(project, "build")
    began = time.monotonic()
    while after_staging and proc.poll() is None and not _staging(project):
        pass
    began = time.monotonic()
    while (delay is None or time.monotonic() - began < delay) and proc.poll() is None:
        pass
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    return time.monotonic() - began


def test_a_build_killed_at_any_moment_leaves_all_old_or_all_new(tmp_path: Path, full: bool) -> None:
    project = _project(tmp_path)
    assert _run(project, "build")[0] == 0
    old = _tree(project / "generated")
    saved = tmp_path / "old-generated"
    shutil.copytree(project / "generated", saved)
    _change_every_variant(project)
    began = time.monotonic()
    assert _run(project, "build")[0] == 0
    build_time = time.monotonic() - began
    new = _tree(project / "generated")
    engine = "rules/_allfours_runtime.py"  # the engine every module shares: no title in it
    assert len(new) == len(old) and all(new[name] != old[name] for name in new if name != engine)

    def restore() -> None:
        """generated/ as it was, and nothing a killed build left beside it."""
        for name in os.listdir(project):
            if name.startswith(".generated.") or name == "generated":
                shutil.rmtree(project / name)
        shutil.copytree(saved, project / "generated")

    restore()
    write_time = _kill_at(project, None, after_staging=True)  # how long the writing lasts
    rng = random.Random(7)
    seen = {"old": 0, "new": 0}
    # A third of the kills anywhere in the build; the others spread evenly over the
    # writing, so that some fall on each side of the switch.
    kills = 4 * KILLS if full else KILLS
    moments = [(rng.uniform(0, build_time), False) for _ in range(kills // 3)]
    spread = kills - len(moments)
    moments += [((k + rng.random()) / spread * write_time, True) for k in range(spread)]
    for trial, (delay, after_staging) in enumerate(moments):
        restore()
        _kill_at(project, delay, after_staging)
        state = _tree(project / "generated")
        assert state in (old, new), f"a mix after a kill {delay:.3f} s in (trial {trial})"
        seen["old" if state == old else "new"] += 1
        code, said = _run(project, "build", "--check")
        left_over = _staging(project)
        assert code == (1 if state == old or left_over else 0), said
        assert ("left over from an interrupted write" in said) == left_over
    assert seen["old"] and seen["new"], seen  # the kills fell on both sides of the switch
    assert _run(project, "build")[0] == 0
    assert _tree(project / "generated") == new
    assert [n for n in os.listdir(project) if n.startswith(".generated.")] == []
    assert _run(project, "build", "--check")[0] == 0


def test_other_files_in_the_output_folder_are_kept(tmp_path: Path) -> None:
    project = _project(tmp_path)
    (project / "generated" / "conformance").mkdir(parents=True)
    suite = project / "generated" / "conformance" / "x.jsonl"
    suite.write_text("{}\n", encoding="utf-8")
    assert _run(project, "build")[0] == 0
    assert suite.read_text(encoding="utf-8") == "{}\n"
    stray = project / "generated" / "rulebook" / ".auction_pitch.es.md.36xubj2k"
    stray.write_bytes(b"")
    code, said = _run(project, "build", "--check")
    assert code == 1 and "left over from an interrupted write" in said
    assert _run(project, "build")[0] == 0
    assert not stray.exists() and suite.is_file()


def test_a_variant_with_crlf_line_ends_is_fresh_after_a_build(tmp_path: Path) -> None:
    project = _project(tmp_path)
    path = project / "variants" / "auction_pitch.variant"
    path.write_bytes(path.read_bytes().replace(b"\n", b"\r\n"))
    assert _run(project, "build")[0] == 0
    code, said = _run(project, "build", "--check")
    assert code == 0, said
    code, said = _run(project, "build")
    assert code == 0 and "0 files written" in said
