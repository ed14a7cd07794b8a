"""The kit as an implementer meets it: installed from the wheel into a fresh virtual
environment, run from an empty folder of their own, with no checkout in sight.

The same suite and implementation give the same report from there as from the
checkout (timings aside), with every rule named by its number; the bundled suites pass
against the reference and the JavaScript engine; and against each one-rule mutant of
the reference, the summary names the rule that was changed first.
"""

from __future__ import annotations

import ast
import json
import re
import shlex
import subprocess
import sys
import venv
from collections.abc import Iterator
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import Any

import pytest

from sampling import REPRESENTATIVE_VARIANTS, sampled

from .helpers import ROOT, SUITES_DIR
from .mutants import ALL_MUTANTS, BLAME_MUTANTS, Mutant

pytestmark = pytest.mark.slow

SERVE_MUTANT = Path(__file__).parent / "serve_mutant.py"
NODE_ADAPTER = ROOT / "tools" / "js-pitch" / "adapter.js"
HOUSE_RULE = """\
# Friday night Setback: partnerships to seven, Low to whoever takes it.
variant friday "Friday night Setback" extends partnership_pitch
target: 7
"""
TIMING = re.compile(r"[0-9.]+ s \([0-9,]+ records/s, start-up [0-9.]+ s\)")


def _requirements(name: str, seen: set[str]) -> None:
    """`name` and every distribution it needs (extras aside), found installed."""
    key = name.lower().replace("_", "-")
    if key in seen:
        return
    seen.add(key)
    for requirement in metadata.requires(name) or []:
        if "extra ==" in requirement:
            continue
        found = re.match(r"[A-Za-z0-9._-]+", requirement)
        assert found is not None, requirement
        _requirements(found.group(0), seen)


def _link_dependencies(wheel: Path, into: Path) -> None:
    """Every package the wheel needs, linked from this environment into a folder of its
    own (so that nothing of the checkout's own install comes along)."""
    import zipfile

    with zipfile.ZipFile(wheel) as archive:
        meta = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        lines = archive.read(meta).decode().splitlines()
    needed: set[str] = set()
    for line in lines:
        if line.startswith("Requires-Dist:") and "extra ==" not in line:
            found = re.match(r"[A-Za-z0-9._-]+", line.split(":", 1)[1].strip())
            assert found is not None, line
            _requirements(found.group(0), needed)
    into.mkdir()
    for name in sorted(needed):
        distribution = metadata.distribution(name)
        tops = {
            Path(str(f)).parts[0]
            for f in distribution.files or ()
            if not str(f).startswith("..") and "__pycache__" not in str(f)
        }
        for top in tops:
            source = Path(str(distribution.locate_file(top)))
            target = into / top
            if source.exists() and not target.exists():
                target.symlink_to(source)


@dataclass(frozen=True)
class Installed:
    python: Path
    allfours: Path
    folder: Path  # an empty folder of the implementer's own, outside the checkout

    def run(self, *args: str, cwd: Path | None = None, timeout: float = 600) -> Any:
        return subprocess.run(
            [str(self.allfours), *args],
            capture_output=True,
            text=True,
            cwd=cwd or self.folder,
            timeout=timeout,
            env={"PATH": "/usr/bin:/bin", "HOME": str(self.folder)},
        )


@pytest.fixture(scope="session")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Installed]:
    """The wheel built from the checkout, installed into a fresh virtual environment."""
    base = tmp_path_factory.mktemp("anywhere")
    built = subprocess.run(
        [
            *(sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation"),
            *("-w", str(base / "dist"), str(ROOT)),
        ],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert built.returncode == 0, built.stderr
    wheel = next((base / "dist").glob("allfours-*.whl"))
    environment = base / "venv"
    venv.EnvBuilder(with_pip=True).create(environment)
    python = environment / "bin" / "python"
    pip = subprocess.run(
        [str(python), "-m", "pip", "install", "-q", "--no-deps", "--no-index", str(wheel)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert pip.returncode == 0, pip.stderr
    _link_dependencies(wheel, base / "dependencies")
    site = next((environment / "lib").glob("python3*/site-packages"))
    (site / "dependencies.pth").write_text(str(base / "dependencies") + "\n", encoding="utf-8")
    folder = base / "my_engine"
    folder.mkdir()
    found = Installed(python, environment / "bin" / "allfours", folder)
    where = subprocess.run(
        [str(python), "-c", "import allfours; print(allfours.__file__)"],
        capture_output=True,
        text=True,
        cwd=folder,
    )
    assert where.stdout.startswith(str(site)), where.stdout + where.stderr  # the wheel's
    yield found


def _checkout(*args: str) -> Any:
    """The same command from the checkout, with its own (editable) install."""
    return subprocess.run(
        [sys.executable, "-m", "allfours", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=600,
    )


def _mutant(name: str, variant: str) -> str:
    return shlex.join([sys.executable, str(SERVE_MUTANT), name, variant])


def _without_timings(report: dict[str, Any]) -> dict[str, Any]:
    out = {k: v for k, v in report.items() if k not in ("seconds", "startup_seconds")}
    out["summary"] = TIMING.sub("TIME", report["summary"])
    return out


def _text(output: str) -> str:
    return TIMING.sub("TIME", output)


def _rules_named(report: dict[str, Any]) -> list[str]:
    return [
        d["rule"]
        for record in report["records"]
        for d in record.get("differences", ())
        if d["kind"] != "error"
    ]


def test_the_wheel_carries_the_bundled_suites_and_generates_them_the_same(
    installed: Installed,
) -> None:
    written = installed.run("conformance", "suite", "partnership_pitch")
    assert written.returncode == 0, written.stderr
    committed = (SUITES_DIR / "partnership_pitch.jsonl").read_text(encoding="utf-8")
    assert (installed.folder / "partnership_pitch.jsonl").read_text(encoding="utf-8") == committed
    generated = installed.run("conformance", "generate", "partnership_pitch", "--out", "-")
    assert generated.returncode == 0, generated.stderr
    assert generated.stdout == committed


def test_a_partnership_suite_reports_the_same_here_and_there(installed: Installed) -> None:
    """Against a partnership engine with one rule wrong: the same verdicts, the sides of
    the table right, every rule named by number, from the empty folder as from the
    checkout; and the reference passes."""
    suite = installed.folder / "partnership_pitch.jsonl"
    if not suite.exists():
        assert installed.run("conformance", "suite", "partnership_pitch").returncode == 0
    passing = installed.run("conformance", "run", str(suite), "--impl", _serve_installed(installed))
    assert passing.returncode == 0, passing.stdout[-1500:]
    wrong = _mutant("jack-to-its-holder", "partnership_pitch")
    for form in ("json", "text"):
        here = installed.run("conformance", "run", str(suite), "--impl", wrong, "--format", form)
        there = _checkout("conformance", "run", str(suite), "--impl", wrong, "--format", form)
        assert here.returncode == there.returncode == 1, here.stderr + there.stderr
        if form == "json":
            ours, theirs = json.loads(here.stdout), json.loads(there.stdout)
            assert _without_timings(ours) == _without_timings(theirs)
            named = _rules_named(ours)
            assert named and all(re.fullmatch(r"PP-\d+\.\d+", rule) for rule in named), named
            assert ours["suspects"][0].startswith("PP-5.3 ")
        else:
            assert _text(here.stdout) == _text(there.stdout)
            assert "failures concentrate on rule PP-5.3" in here.stdout


def _serve_installed(installed: Installed, *variants: str) -> str:
    return shlex.join([str(installed.allfours), "conformance", "serve", *variants])


def test_a_house_rule_outside_the_checkout_is_generated_run_and_fuzzed(
    installed: Installed, tmp_path: Path
) -> None:
    house = tmp_path / "house"
    house.mkdir()
    (house / "friday.variant").write_text(HOUSE_RULE, encoding="utf-8")
    made = installed.run(
        "conformance", "generate", "house/friday.variant", "--out", "suites", cwd=tmp_path
    )
    assert made.returncode == 0, made.stderr
    suite = tmp_path / "suites" / "friday.jsonl"
    from_checkout = _checkout(
        "conformance", "generate", str(house / "friday.variant"), "--out", "-"
    )
    assert from_checkout.stdout == suite.read_text(encoding="utf-8")
    header = json.loads(suite.read_text(encoding="utf-8").splitlines()[0])
    assert header["title"] == "Friday night Setback"
    assert header["facts"]["tables"] == {"4": [[0, 2], [1, 3]]}
    serve = _serve_installed(installed, str(house / "friday.variant"))
    assert installed.run("conformance", "run", str(suite), "--impl", serve).returncode == 0
    wrong = _mutant("jack-to-its-holder", str(house / "friday.variant"))
    here = installed.run("conformance", "run", str(suite), "--impl", wrong, "--format", "json")
    there = _checkout("conformance", "run", str(suite), "--impl", wrong, "--format", "json")
    assert _without_timings(json.loads(here.stdout)) == _without_timings(json.loads(there.stdout))
    suspects = json.loads(here.stdout)["suspects"]
    assert suspects[0].startswith(f"{header['rules'][0]['number'].split('-')[0]}-")
    fuzz = [
        *("conformance", "fuzz", str(house / "friday.variant"), "--impl", wrong),
        *("--games", "4", "--seed", "5", "--format", "json"),
    ]
    fuzzed_here, fuzzed_there = installed.run(*fuzz), _checkout(*fuzz)
    assert fuzzed_here.returncode == fuzzed_there.returncode == 1, fuzzed_here.stderr
    ours, theirs = json.loads(fuzzed_here.stdout), json.loads(fuzzed_there.stdout)
    for report in (ours, theirs):
        report.pop("seconds")
        for found in report["found"]:
            for key in ("seconds", "shrink_seconds"):
                found.pop(key)
            found["outcome"] = {k: v for k, v in found["outcome"].items() if k != "seconds"}
    assert ours == theirs
    assert ours["found"] and ours["games"] == 4


def test_every_bundled_suite_passes_against_the_reference_and_javascript(
    installed: Installed, full: bool
) -> None:
    """From outside, through the installed kit (the default run: the representative
    variants' suites; the checkout's own protocol test replays every suite)."""
    suites = [
        str(path)
        for path in sorted(SUITES_DIR.glob("*.jsonl"))
        if full or path.stem in REPRESENTATIVE_VARIANTS
    ]
    reference = installed.run("conformance", "run", *suites, "--impl", _serve_installed(installed))
    assert reference.returncode == 0, reference.stdout[-2000:]
    assert " 0 failed" in reference.stdout.splitlines()[-1]
    javascript = installed.run(
        "conformance", "run", *suites, "--impl", shlex.join(["node", str(NODE_ADAPTER)])
    )
    assert javascript.returncode == 0, javascript.stdout[-2000:]


def _first_of_each_variant(mutant: Mutant) -> bool:
    """The default run's sample: the first mutant of each variant, and those an
    independent engine's misattributions were made into (the in-process mutation test
    plays them all; this one proves the same from outside, one process each)."""
    first = next(m for m in ALL_MUTANTS if m.variant == mutant.variant)
    return mutant is first or mutant in BLAME_MUTANTS


@pytest.mark.parametrize(
    "mutant",
    sampled(ALL_MUTANTS, _first_of_each_variant, ids=lambda m: f"{m.variant}-{m.name}"),
)
def test_the_summary_names_the_changed_rule_first_from_outside(
    installed: Installed, mutant: Mutant
) -> None:
    suite = SUITES_DIR / f"{mutant.variant}.jsonl"
    impl = _mutant(mutant.name, mutant.variant)
    result = installed.run("conformance", "run", str(suite), "--impl", impl, "--format", "json")
    assert result.returncode == 1, result.stderr
    report = json.loads(result.stdout)
    assert report["suspects"][0].startswith(f"{mutant.rule} "), report["suspects"]


GUIDES = [ROOT / "docs" / f"implementers{suffix}.md" for suffix in ("", ".es", ".pl")]


def _commands(guide: Path) -> tuple[list[str], list[str], str]:
    """The guide's walk from `pip install` to a report: its two command blocks, and the
    minimal adapter they run."""
    text = guide.read_text(encoding="utf-8")
    walk = text.split("\n## ", 2)[1]  # the first section after the introduction
    blocks = re.findall(r"^```\n(.*?)```$", walk, flags=re.DOTALL | re.MULTILINE)
    assert len(blocks) == 2, f"{guide.name}: the walk must hold two command blocks"
    adapter = re.search(r"```python\n(# minimal_adapter\.py.*?)```", text, flags=re.DOTALL)
    assert adapter is not None
    first, second = (block.strip().splitlines() for block in blocks)
    return first, second, adapter.group(1)


def test_the_guides_walk_the_same_commands_in_every_language() -> None:
    """The Spanish and Polish guides run what the English one runs (their prose and the
    adapter's comments translated, the commands and the adapter's code the same), so
    the default run walks the English one alone and `--full` all three."""
    english_first, english_second, english_adapter = _commands(GUIDES[0])
    for guide in GUIDES[1:]:
        first, second, adapter = _commands(guide)
        assert (first, second) == (english_first, english_second), guide.name
        assert ast.dump(ast.parse(adapter)) == ast.dump(ast.parse(english_adapter)), guide.name


@pytest.mark.parametrize("guide", sampled(GUIDES, [GUIDES[0]], ids=lambda path: path.name))
def test_every_command_of_the_guide_s_walk_runs_in_an_empty_folder(
    installed: Installed, tmp_path: Path, guide: Path
) -> None:
    """From `pip install` to a report, as the guide says it in each language, in a folder
    of the implementer's own: every command succeeds, and the report is written."""
    first, second, adapter = _commands(guide)
    assert first[:2] == [
        "python3 -m venv .venv && . .venv/bin/activate",
        "python3 -m pip install allfours",
    ]  # made here from the wheel: `installed`
    folder = tmp_path / "my_engine"
    (folder / "my_rules").mkdir(parents=True)
    (folder / "minimal_adapter.py").write_text(adapter, encoding="utf-8")
    (folder / "my_rules" / "friday.variant").write_text(HOUSE_RULE, encoding="utf-8")
    house_adapter = adapter.replace('"auction_pitch"', '"my_rules/friday.variant"')
    assert house_adapter != adapter
    (folder / "my_adapter.py").write_text(house_adapter, encoding="utf-8")
    environment = {"PATH": f"{installed.allfours.parent}:/usr/bin:/bin", "HOME": str(folder)}
    for command in [*first[2:], *second]:
        done = subprocess.run(
            command,
            shell=True,
            capture_output=True,
            text=True,
            cwd=folder,
            env=environment,
            timeout=600,
        )
        assert done.returncode == 0, f"{command}\n{done.stdout[-1500:]}\n{done.stderr[-1500:]}"
        assert "Traceback" not in done.stderr, done.stderr
    page = (folder / "report.html").read_text(encoding="utf-8")
    assert "AP-5.2" in page and "<script" not in page
    assert (folder / "suites" / "friday.jsonl").is_file()
