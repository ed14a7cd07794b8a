"""Whole-game records (allfours-game/1), `count out: the higher score wins`, and fuzzing.

The game records are replayed deal after deal through the `deal` request; an engine
wrong about what happens between hands fails them on its rule. Fuzzing plays random
games against a one-rule mutant and must find, shrink and write a record of its rule.
"""

from __future__ import annotations

import contextlib
import itertools
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from allfours.conformance.engine_adapter import module_implementation
from allfours.conformance.fuzz import fuzz
from allfours.conformance.games import replay_game
from allfours.conformance.generate import generate
from allfours.conformance.protocol import Hand, HandImplementation, Refused
from allfours.conformance.records import GAME_FORMAT, parse_suite
from allfours.conformance.runner import run_in_process
from allfours.conformance.transport import InProcess

from .helpers import SUITES_DIR, allfours, games, python_impl, rules_module
from .mutants import GAME_MUTANTS, MUTANTS, Mutant


def test_every_bundled_variant_has_game_records_of_several_deals() -> None:
    records = games("auction_pitch")
    ids = {r["id"] for r in records}
    assert {"auction-pitch-game-dealer-rotation", "auction-pitch-game-ends-on-the-target"} <= ids
    rotation = next(r for r in records if r["id"].endswith("dealer-rotation"))
    dealers = [deal["dealer"] for deal in rotation["deals"]]
    assert len(dealers) >= 3
    assert all((a + 1) % rotation["players"] == b for a, b in itertools.pairwise(dealers))
    # The scores carry over: each deal starts from the one before it.
    ends = next(r for r in records if r["id"].endswith("ends-on-the-target"))
    assert ends["expect"]["game_over"] is True
    assert [d["expect"]["game_over"] for d in ends["deals"]][:-1] == [False] * (
        len(ends["deals"]) - 1
    )


def test_the_reference_replays_its_game_records_unchanged() -> None:
    module = rules_module("auction_pitch")
    for record in games("auction_pitch"):
        assert replay_game(module, record) == record, record["id"]


@pytest.mark.parametrize("mutant", GAME_MUTANTS, ids=lambda m: m.name)
def test_a_mutant_between_hands_fails_game_records_on_its_rule(mutant: Mutant) -> None:
    module = rules_module(mutant.variant)
    report = run_in_process(games(mutant.variant), lambda: mutant.implementation(module))
    tagged = [o for o in report.failures if mutant.rule in o.tags and mutant.case in o.tags]
    assert tagged, report.render_text()
    assert tagged[0].rule == mutant.rule, tagged[0].render()
    assert report.by_rule()[0][0] == mutant.rule
    assert report.suspects()[0].startswith(f"{mutant.rule} ")


class _HandsOnly(HandImplementation):
    """Plays one hand per start and says nothing of formats: no game records for it."""

    def __init__(self) -> None:
        self.inner = module_implementation([rules_module("auction_pitch")])

    def start(self, hand: Hand) -> None:
        self.inner.start(hand)

    def legal(self) -> tuple[int | None, list[str]]:
        seat, legal = self.inner.legal()
        return seat, list(legal)

    def apply(self, seat: int, action: str) -> None:
        self.inner.apply(seat, action)

    def result(self) -> dict[str, Any]:
        return dict(self.inner.result())


def test_game_records_are_skipped_unless_the_hello_lists_their_format() -> None:
    report = run_in_process(games("auction_pitch"), _HandsOnly)
    assert report.ok and len(report.skipped) == len(report.outcomes)
    assert GAME_FORMAT in report.skipped[0].detail


# -- count out: the higher score wins --------------------------------------------------------


def _with_higher_score(base: ModuleType) -> ModuleType:
    """The generated module with `count out: the higher score wins` (no bundled variant
    has it): its own id, rules, Game and replay."""
    module = ModuleType("auction_pitch_higher_score")
    module.__dict__.update({k: v for k, v in base.__dict__.items() if not k.startswith("__")})
    count_out = base.RULES.game.count_out._replace(mode="higher_score", pitcher_first=True)
    rules = base.RULES._replace(
        id="auction_pitch_higher_score",
        game=base.RULES.game._replace(count_out=count_out),
    )
    engine = base.Engine

    class Game(engine):  # type: ignore[misc,valid-type]
        def __init__(self, players: int = 4, **kw: Any) -> None:
            super().__init__(rules, players, **kw)

    module.__dict__.update(
        RULES=rules,
        VARIANT={**base.VARIANT, "id": "auction_pitch_higher_score"},
        Game=Game,
        replay=lambda record: base.replay_record(rules, record),
    )
    return module


def test_the_higher_score_gets_targeted_records_ties_at_the_top_included() -> None:
    base = rules_module("auction_pitch")
    module = _with_higher_score(base)
    records = list(generate(module).records)
    ids = {r["id"] for r in records}
    stem = "auction-pitch-higher-score-count-out-higher-score"
    assert {stem, f"{stem}-tie-to-pitcher", f"{stem}-tie-by-order"} <= ids
    # The reference passes them; an engine that counts out in order fails the first.
    assert run_in_process(records, module_implementation([module])).ok
    in_order = module_implementation([base])
    in_order.engines = {"auction_pitch_higher_score": in_order.engines["auction_pitch"]}
    in_order.variants = ["auction_pitch_higher_score"]
    report = run_in_process([r for r in records if r["id"] == stem], in_order)
    assert [o.id for o in report.failures] == [stem]
    # (Outside the bundled variants the runner has no rulebook to name the rule by.)
    assert report.failures[0].where == "expect.winner"


# -- fuzzing ---------------------------------------------------------------------------------

FUZZED = ("no-set-back", "no-dealers-privilege", "dealer-never-rotates")


@pytest.mark.parametrize("name", FUZZED)
def test_fuzzing_finds_shrinks_and_writes_the_mutants_rule(name: str) -> None:
    mutant = next(m for m in (*MUTANTS, *GAME_MUTANTS) if m.name == name)
    module = rules_module("auction_pitch")
    report = fuzz(module, InProcess(lambda: mutant.implementation(module)), games=60, seed=1)
    found = [f for f in report.found if f.kind == mutant.rule]
    assert found, report.render_text()
    shrunk = found[0]
    assert shrunk.deals <= shrunk.original_deals and shrunk.steps <= shrunk.original_steps
    assert shrunk.deals == (2 if mutant.rule == "AP-2.3" else 1)
    # The records it writes are a suite: the mutant fails it, the reference passes it.
    again = run_in_process(report.records(), lambda: mutant.implementation(module))
    assert again.failures and again.failures[0].rule == mutant.rule
    assert run_in_process(report.records(), module_implementation([module])).ok


def test_fuzzing_the_reference_finds_nothing() -> None:
    module = rules_module("auction_pitch")
    report = fuzz(module, InProcess(lambda: module_implementation([module])), games=40, seed=2)
    assert report.ok and report.games == 40 and report.deals >= 40


def test_the_fuzz_command_writes_a_suite_that_run_replays(tmp_path: Path) -> None:
    impl = python_impl(Path(__file__).parent / "serve_mutant.py", "no-set-back")
    out = tmp_path / "found.jsonl"
    result = allfours(
        "conformance", "fuzz", "auction_pitch", "--impl", impl, "--games", "24", "--out", str(out)
    )
    assert result.exit_code == 1, result.stderr
    assert "FOUND [AP-6.2]" in result.stdout
    records = parse_suite(out.read_text(encoding="utf-8"))
    assert any("AP-6.2" in r["tags"] for r in records)
    replay = allfours("conformance", "run", str(out), "--impl", impl)
    assert replay.exit_code == 1 and "[AP-6.2]" in replay.stdout


@pytest.mark.parametrize(
    "args",
    [
        ("nonesuch", "--impl", "true", "--games", "1"),
        ("auction_pitch", "--impl", "true", "--games", "0"),
        ("auction_pitch", "--impl", "true", "--seconds", "-1"),
        ("auction_pitch", "--impl", "true", "--seconds", "nan"),
        ("auction_pitch", "--impl", "true", "--seconds", "inf"),
        ("auction_pitch", "--impl", "true", "--timeout", "nan"),
        ("auction_pitch", "--impl", "true", "--startup-timeout", "-inf"),
        ("auction_pitch", "--impl", "true", "--games", "1", "--deals", "0"),
        ("auction_pitch", "--impl", "true", "--games", "1", "--out", "."),
    ],
)
def test_the_fuzz_command_refuses_bad_input_without_a_traceback(args: tuple[str, ...]) -> None:
    """Refused before anything is started: nothing is fuzzed, nothing is lost."""
    result = allfours("conformance", "fuzz", *args)
    assert result.exit_code == 2 and "Traceback" not in result.stderr, result.stderr
    assert result.stdout == ""


@pytest.mark.parametrize(
    "args",
    [
        ("run", str(SUITES_DIR / "auction_pitch.jsonl"), "--impl", "true", "--timeout", "nan"),
        ("run", str(SUITES_DIR / "auction_pitch.jsonl"), "--impl", "true", "--min-records", "-1"),
        ("run", str(SUITES_DIR / "auction_pitch.jsonl"), "--impl", "true", "--format", "html"),
        ("run", str(SUITES_DIR / "auction_pitch.jsonl"), "--impl", "true", "--out", "."),
        ("schema", "--write", "."),
        ("suite", "nonesuch"),
        ("suite", "auction_pitch", "--out", "."),
        ("generate", "auction_pitch", "--out", str(SUITES_DIR / "auction_pitch.jsonl")),
    ],
)
def test_the_kit_refuses_bad_options_with_a_line(args: tuple[str, ...]) -> None:
    result = allfours("conformance", *args)
    assert result.exit_code == 2 and "Traceback" not in result.stderr, result.stderr
    assert result.stderr.startswith("allfours: ")


class _AcceptsEverything(HandImplementation):
    """The reference, except that it takes every action: a refused one is ignored."""

    def __init__(self, module: ModuleType) -> None:
        self.inner = module_implementation([module])
        self.variants = self.inner.variants
        self.formats = self.inner.formats
        self.players = [4]  # a hello that lists the table sizes it plays

    def start(self, hand: Hand) -> None:
        self.inner.start(hand)

    def deal(self, hands: list[list[str]], stock: list[str] | None) -> int:
        return self.inner.deal(hands, stock)

    def legal(self) -> tuple[int | None, Sequence[str]]:
        return self.inner.legal()

    def apply(self, seat: int, action: str) -> None:
        with contextlib.suppress(Refused):
            self.inner.apply(seat, action)

    def result(self) -> Mapping[str, Any]:
        return self.inner.result()


def test_fuzzing_offers_illegal_actions_at_the_tables_the_hello_lists() -> None:
    """An engine that takes every action passes every legal game, yet fuzzing finds it:
    beside each game it offers an action the rules refuse. Its hello lists `players`
    ([4]): every game is at that table."""
    module = rules_module("auction_pitch")
    from allfours.conformance.fuzz import playable_tables

    implementation = _AcceptsEverything(module)
    transport = InProcess(lambda: _AcceptsEverything(module))
    assert transport.start() is None
    tables = playable_tables(module, transport.capabilities)
    assert tables == [4]
    report = fuzz(module, transport, games=12, seed=3, tables=tables)
    assert report.probes >= 6
    assert not report.ok, report.render_text()
    assert all(f.outcome.kind == "accepted" for f in report.found), report.render_text()
    assert {f.record["players"] for f in report.found} == {4}
    assert implementation.players == [4]


def test_fuzzed_games_run_to_their_end() -> None:
    """Whole games, however many deals they take (not cut after a few)."""
    from allfours.conformance.fuzz import random_game
    from allfours.conformance.records import MAX_DEALS
    from allfours.conformance.scenarios import Ctx

    module = rules_module("auction_pitch")
    games = [random_game(Ctx(module), 1, index) for index in range(20)]
    over = [game for game in games if len(game["deals"]) < MAX_DEALS]
    assert all(game["expect"]["game_over"] for game in over)
    assert max(len(game["deals"]) for game in games) > 6  # the old cut
    cut = random_game(Ctx(module), 1, 0, max_deals=2)
    assert len(cut["deals"]) <= 2
