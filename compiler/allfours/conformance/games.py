"""Whole-game records (format `allfours-game/1`): several deals of one game in a row.

A hand record starts from given scores and a given dealer, so it cannot show what
happens between hands: the deal passing to the next dealer (or staying, after a bunch),
scores and set-backs carried from one hand to the next, the game ending on the hand that
reaches the target and not before, a tie at the target broken by the variant's rule. A
game record holds the game's table and its state before the first deal, then `deals`,
each a hand as a hand record has it (`dealer`, `hands`, `stock`, `steps`, `expect`),
whose dealer and scores before come from the deal before it; its `expect` repeats the
last deal's outcome (`deals`, `game_over`, `winner`, `scores`, `setbacks`, `payouts`).

Everything here plays games through a generated module's public `Game` (`deal()` starts
the next hand, rotating the dealer), so the records say what the reference says.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from allfours.conformance.cases import Case, tags_for
from allfours.conformance.modules import rules_of
from allfours.conformance.records import (
    GAME_FORMAT,
    Record,
    deal_view,
    game_expect,
    state_before,
)
from allfours.conformance.scenarios import Ctx, View, _view, cautious
from allfours.conformance.trace import trace
from allfours.registry.rules import point_rule
from allfours.runtime import model
from allfours.runtime.replay import RecordError, format_of

MAX_DEALS = 12  # a generated game that has not ended by then is tried again


# -- playing and replaying -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Start:
    """Where a game record starts: the table and the state before its first deal."""

    players: int
    dealer: int
    scores: list[int] | None = None  # None: where the variant starts
    setbacks: list[int] | None = None


Chooser = Callable[[View], str]


def play_game(
    ctx: Ctx,
    start: Start,
    rng: random.Random,
    choose: Chooser = cautious,
    max_deals: int = MAX_DEALS,
    until_over: bool = True,
) -> Record | None:
    """A game played by the reference from `start`, with random deals and the actions
    `choose` picks from the legal ones, until it ends (None if not within `max_deals`,
    unless not `until_over`: then the deals played so far)."""
    module = ctx.module
    game = module.Game(
        start.players,
        dealer=start.dealer,
        scores=start.scores,
        setbacks=start.setbacks,
        seed=rng.getrandbits(64),
    )
    first_scores, first_setbacks = list(game.scores), list(game.setbacks)
    deals: list[dict[str, Any]] = []
    while len(deals) < max_deals:
        game.deal()
        dealt = game.events[0]
        deal: dict[str, Any] = {"dealer": game.dealer, "hands": [list(h) for h in dealt.hands]}
        if ctx.keeps_stock:
            deal["stock"] = list(dealt.stock)
        steps: list[dict[str, Any]] = []
        while game.to_act is not None:
            view = _view(game, ctx, rng, start.players, game.dealer)
            action = choose(view)
            if action not in view.legal:
                action = cautious(view)
            steps.append({"seat": view.seat, "action": action, "legal": list(view.legal)})
            game.apply(action, view.seat)
        deal["steps"] = steps
        deal["expect"] = module.expect_of(game)
        deals.append(deal)
        if game.game_over:
            break
    else:
        if until_over:
            return None
    record: Record = {
        "format": GAME_FORMAT,
        "players": start.players,
        "dealer": start.dealer,
        "scores": first_scores,
    }
    if ctx.sets_back:
        record["setbacks"] = first_setbacks
    record["deals"] = deals
    record["expect"] = game_expect(deals[-1]["expect"], len(deals))
    return record


def replay_game(module: ModuleType, record: Mapping[str, Any]) -> Record:
    """A copy of a game record completed by the reference: each deal's legal sets, its
    `expect` and any illegal step (which ends the game record), each deal's `dealer` as
    the rules rotate it, and the game's `expect`. RecordError when it cannot be played."""
    players, deals = record.get("players"), record.get("deals")
    if not isinstance(players, int) or not isinstance(deals, list) or not deals:
        raise RecordError("a game record needs 'players' and a list of 'deals'")
    try:
        game = module.Game(
            players,
            dealer=record.get("dealer", 0),
            scores=record.get("scores"),
            setbacks=record.get("setbacks"),
        )
    except (TypeError, ValueError) as error:
        raise RecordError(str(error)) from None
    out_deals: list[dict[str, Any]] = []
    finished = True
    for index, deal in enumerate(deals):
        if not finished:
            raise RecordError(f"deal {index + 1} follows a deal that did not finish")
        try:
            if "stock" in deal:
                game.deal(deal["hands"], deal["stock"])
            else:
                game.deal(deal["hands"])
        except (TypeError, ValueError, KeyError) as error:
            raise RecordError(f"deal {index + 1}: {error}") from None
        out: dict[str, Any] = {"dealer": game.dealer, "hands": deal["hands"]}
        if "stock" in deal:
            out["stock"] = deal["stock"]
        steps: list[dict[str, Any]] = []
        for number, step in enumerate(deal.get("steps", [])):
            seat = step.get("seat")
            steps.append(
                {"seat": seat, "action": step["action"], "legal": list(game.legal_actions())}
            )
            try:
                game.apply(step["action"], seat if isinstance(seat, int) else -1)
            except module.IllegalAction as illegal:
                out["error"] = {
                    "step": number,
                    "action": illegal.action,
                    "rule": illegal.rule,
                    "message": illegal.reason,
                }
                break
        out["steps"] = steps
        out["expect"] = module.expect_of(game)
        out_deals.append(out)
        finished = game.hand_result is not None and "error" not in out
    completed: Record = {
        key: value for key, value in record.items() if key not in ("deals", "expect")
    }
    completed["deals"] = out_deals
    if finished:
        completed["expect"] = game_expect(out_deals[-1]["expect"], len(out_deals))
    return completed


def part_of(record: Mapping[str, Any], first: int, last: int) -> Record:
    """Deals `first` to `last` of a game record, as a game record that starts where deal
    `first` started (its dealer, its scores and set-backs)."""
    scores, setbacks = state_before(record, first)
    deals = [dict(deal) for deal in record["deals"][first : last + 1]]
    part: Record = {key: value for key, value in record.items() if key not in ("deals", "expect")}
    part["dealer"] = deals[0]["dealer"]
    part["scores"] = scores
    if "setbacks" in record:
        part["setbacks"] = setbacks
    part["deals"] = deals
    last_expect = deals[-1].get("expect")
    if isinstance(last_expect, dict) and "scores" in last_expect:
        part["expect"] = game_expect(last_expect, len(deals))
    return part


def as_hand_record(module: ModuleType, record: Mapping[str, Any]) -> Record:
    """A game record of one deal as the hand record it is, completed by the reference."""
    view = deal_view(record, 0, format_of(rules_of(module)))
    if "setbacks" not in record:
        view.pop("setbacks", None)
    completed: Record = module.replay(view)
    completed["format"] = view["format"]
    completed["id"] = record["id"]
    return completed


# -- the cases only a game shows -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GameCase:
    id: str
    rules: tuple[str, ...]  # rule ids
    summary: str
    detect: Callable[[Ctx, Record], bool]
    start: Callable[[Ctx, random.Random], Start | None]
    until_over: bool = True  # played to the end of the game
    max_deals: int = MAX_DEALS  # a game not over by then is tried again


def _dealers(record: Mapping[str, Any]) -> list[int]:
    return [deal["dealer"] for deal in record["deals"]]


def _rotates(ctx: Ctx, record: Mapping[str, Any]) -> bool:
    """At least three deals, each by the next dealer in turn."""
    dealers, players = _dealers(record), record["players"]
    step = ctx.rules.deal.rotation
    return len(dealers) >= 3 and all(
        (before + step) % players == after for before, after in itertools.pairwise(dealers)
    )


def _same_dealer_again(ctx: Ctx, record: Mapping[str, Any]) -> bool:
    dealers = _dealers(record)
    return any(before == after for before, after in itertools.pairwise(dealers))


def _reached(ctx: Ctx, expect: Mapping[str, Any], players: int) -> list[int]:
    """The sides at or past the target after a deal."""
    scores = expect.get("scores")
    if not isinstance(scores, list):
        return []
    sides = ctx.sides(players)
    return [
        side for side in range(sides) if (scores[side] - ctx.start) * ctx.direction >= ctx.target
    ]


def _ends_on_the_target(ctx: Ctx, record: Mapping[str, Any]) -> bool:
    """Two deals or more; the game ends with the first deal after which a side is at the
    target, by its score (not at once, nor by a smudge)."""
    deals = record["deals"]
    players = record["players"]
    last = deals[-1]["expect"]
    if len(deals) < 2 or not last.get("game_over"):
        return False
    if any(_reached(ctx, d["expect"], players) for d in deals[:-1]):
        return False
    return last.get("winner") in _reached(ctx, last, players)


def _tie_at_the_target(ctx: Ctx, record: Mapping[str, Any]) -> bool:
    """The last deal brings two sides or more to the target level at the top, and the
    game still has one winner."""
    deals = record["deals"]
    last = deals[-1]["expect"]
    reached = _reached(ctx, last, record["players"])
    if len(reached) < 2 or not last.get("game_over"):
        return False
    scores = last["scores"]
    best = max(scores[side] * ctx.direction for side in reached)
    return sum(1 for side in reached if scores[side] * ctx.direction == best) > 1


def _deals_counted(record: Mapping[str, Any]) -> int:
    """The deals of a game record that passed the deal on: a deal followed by one of the
    same dealer was dealt again, and a game of a fixed number of deals does not count it."""
    dealers = _dealers(record)
    again = sum(1 for before, after in itertools.pairwise(dealers) if before == after)
    return len(dealers) - again


def _ends_after_the_deals(ctx: Ctx, record: Mapping[str, Any], tie: bool) -> bool:
    """A game of a fixed number of deals that no side ended at the target: it ends with
    the deal after which each player has dealt as often as the game lasts (`tie`: a later
    one, the sides level at the top after it), and the side with the best score wins."""
    deals, players = record["deals"], record["players"]
    last = deals[-1]["expect"]
    limit = ctx.rules.game.deals_each * players
    if not limit or not last.get("game_over") or not isinstance(last.get("scores"), list):
        return False
    if any(_reached(ctx, d["expect"], players) for d in deals):
        return False
    counted = _deals_counted(record)
    if counted < limit or (counted > limit) is not tie:
        return False
    scores, sides = last["scores"], ctx.sides(players)
    best = max(scores[side] * ctx.direction for side in range(sides))
    leaders = [side for side in range(sides) if scores[side] * ctx.direction == best]
    return leaders == [last.get("winner")]


def _small_table_at_zero(ctx: Ctx, rng: random.Random) -> Start:
    """A new game at the smallest table the variant plays: the fewest deals to the end."""
    players = min(ctx.player_counts)
    return Start(players, rng.randrange(players))


def carried_case_id(point_id: str) -> str:
    """The game case of a point whose tie carries it over: the blame reads the point's
    id from it."""
    return f"game-{point_id}-tie-carried-over"


def _carried_over(point_id: str) -> Callable[[Ctx, Record], bool]:
    """A deal where the point ties, and the next deal, where a side scores it (then worth
    its value and the value carried)."""

    def detect(ctx: Ctx, record: Mapping[str, Any]) -> bool:
        scored = [deal["expect"].get("points", {}).get(point_id, -1) for deal in record["deals"]]
        return any(
            tied is None and isinstance(then, int) and then >= 0
            for tied, then in itertools.pairwise(scored)
        )

    return detect


def _midway(ctx: Ctx, rng: random.Random) -> Start:
    """A few points from the target on every side, so that the game ends in a few deals."""
    players, dealer = ctx.table(rng)
    sides = ctx.sides(players)
    reach = max(2, ctx.target // 3)
    progress = [ctx.target - rng.randint(2, reach + 1) for _ in range(sides)]
    return Start(players, dealer, ctx.scores(players, progress))


def _level(ctx: Ctx, rng: random.Random) -> Start:
    """Every side the same few points from the target."""
    players, dealer = ctx.table(rng)
    sides = ctx.sides(players)
    level = ctx.target - rng.randint(1, 4)
    return Start(players, dealer, ctx.scores(players, [level] * sides))


def _partway(ctx: Ctx, rng: random.Random) -> Start:
    """Each side anywhere in the first half of the way to the target."""
    players, dealer = ctx.table(rng)
    progress = [rng.randint(0, ctx.target // 2) for _ in range(ctx.sides(players))]
    return Start(players, dealer, ctx.scores(players, progress))


def _at_zero(ctx: Ctx, rng: random.Random) -> Start:
    players, _ = ctx.table(rng)
    return Start(players, rng.randrange(players))


def game_cases(ctx: Ctx) -> list[GameCase]:
    rules = ctx.rules
    has = dict(rules.numbers)
    out = [
        GameCase(
            "game-dealer-rotation",
            ("deal.rotation",),
            "three deals or more in a row: each by the next dealer, the scores carried over",
            _rotates,
            _at_zero if ctx.target <= 15 else _partway,
            until_over=False,
        ),
        GameCase(
            "game-ends-on-the-target",
            ("game.target", "deal.rotation"),
            "the game goes on until a deal brings a side to the target, and ends with it",
            _ends_on_the_target,
            _midway,
        ),
    ]
    two_can_reach = (
        rules.game.count_out.mode != "none"
        and len([p for p in rules.points if not p.at_once]) > 1
        and "game.count_out" in has
    )
    if two_can_reach:
        out.append(
            GameCase(
                "game-tie-at-the-target",
                ("game.count_out", "game.one_winner", "game.target"),
                "a deal brings two sides to the target level at the top: the variant's "
                "rule, not the score, names the one winner",
                _tie_at_the_target,
                _level,
            )
        )
    if rules.game.deals_each:
        # Each player deals so often at the smallest table, and a few deals to break a tie.
        longest = rules.game.deals_each * min(ctx.player_counts) + MAX_DEALS
        out += [
            GameCase(
                "game-ends-after-the-deals",
                ("game.deals", "deal.rotation"),
                "no side reaches the target: the game ends once each player has dealt as "
                "often as it lasts, and the highest score wins",
                lambda ctx, record: _ends_after_the_deals(ctx, record, tie=False),
                _small_table_at_zero,
                max_deals=longest,
            ),
            GameCase(
                "game-tie-after-the-deals",
                ("game.deals", "deal.rotation"),
                "the sides are level at the top once each player has dealt as often as the "
                "game lasts: play goes on, one deal at a time, until one leads alone",
                lambda ctx, record: _ends_after_the_deals(ctx, record, tie=True),
                _small_table_at_zero,
                max_deals=longest,
            ),
        ]
    for point in rules.points:
        if isinstance(point.select, model.MostCount) and point.select.tie == "carried":
            out.append(
                GameCase(
                    carried_case_id(point.id),
                    (point_rule(point.id), "game.target"),
                    f"a deal where {point.id} ties, and the next deal, where a side scores "
                    "it with the value carried over",
                    _carried_over(point.id),
                    _partway,
                )
            )
    return [case for case in out if all(rule in has for rule in case.rules)]


GAME_ATTEMPTS = 400
RANDOM_GAMES = 2


def _tags(ctx: Ctx, record: Record, cases: list[Case], found: Sequence[GameCase]) -> list[str]:
    """The rule numbers and cases of the game's own cases and of each of its deals."""
    numbers = dict(ctx.rules.numbers)
    rule_tags = {numbers[rule] for case in found for rule in case.rules}
    case_tags: list[str] = [case.id for case in found]
    hand_format = format_of(ctx.rules)
    for index in range(len(record["deals"])):
        view = deal_view(record, index, hand_format)
        found_cases, tags = tags_for(cases, trace(view, ctx.module))
        rule_tags.update(tag for tag in tags if tag not in {c.id for c in found_cases})
        case_tags += [c.id for c in found_cases if c.id not in case_tags]
    ordered = sorted(rule_tags, key=_rule_key)
    return [*ordered, *case_tags]


def tags_of_game(ctx: Ctx, record: Record, cases: list[Case]) -> list[str]:
    """A game record's tags: those of the game cases it shows, and of each deal's."""
    found = [case for case in game_cases(ctx) if case.detect(ctx, record)]
    return _tags(ctx, record, cases, found)


def _rule_key(rule: str) -> tuple[str, int, int]:
    prefix, _, number = rule.rpartition("-")
    major, _, minor = number.partition(".")
    return prefix, int(major) if major.isdigit() else 0, int(minor) if minor.isdigit() else 0


def _named(ctx: Ctx, record: Record, record_id: str, description: str) -> Record:
    return {
        "format": GAME_FORMAT,
        "id": record_id,
        "variant": ctx.module.VARIANT["id"],
        "description": description,
        "tags": [],
        **{key: value for key, value in record.items() if key != "format"},
    }


def generate_games(
    ctx: Ctx, seed: int, cases: list[Case], random_games: int = RANDOM_GAMES
) -> tuple[list[Record], list[str]]:
    """A variant's game records: one for each game case that applies, then random games;
    and the cases no attempt produced."""
    variant: str = ctx.module.VARIANT["id"]
    stem = variant.replace("_", "-")
    numbers = dict(ctx.rules.numbers)
    all_cases = game_cases(ctx)
    records: list[Record] = []
    missed: list[str] = []
    for case in all_cases:
        for attempt in range(GAME_ATTEMPTS):
            rng = random.Random(f"{seed}/{variant}/{case.id}/{attempt}")
            start = case.start(ctx, rng)
            played = None
            if start is not None:
                played = play_game(
                    ctx, start, rng, until_over=case.until_over, max_deals=case.max_deals
                )
            if played is None or not case.detect(ctx, played):
                continue
            rules = ", ".join(dict.fromkeys(numbers[rule] for rule in case.rules))
            record = _named(ctx, played, f"{stem}-{case.id}", f"{case.summary} ({rules})")
            found = [c for c in all_cases if c.detect(ctx, record)]
            record["tags"] = _tags(ctx, record, cases, found)
            records.append(record)
            break
        else:
            missed.append(case.id)
    for index in range(random_games):
        rng = random.Random(f"{seed}/{variant}/game/random/{index}")
        for attempt in range(GAME_ATTEMPTS):
            # To its end if it can: a game that goes on (only bidding out wins) as it stands
            last = attempt == GAME_ATTEMPTS - 1
            played = play_game(ctx, _partway(ctx, rng), rng, until_over=not last)
            if played is not None and len(played["deals"]) > 1:
                break
        assert played is not None, "a game that need not end is always played"
        record = _named(
            ctx,
            played,
            f"{stem}-game-random-{index + 1:02d}",
            f"a random game of {played['players']} players, from dealer seat "
            f"{played['dealer']}, to its end",
        )
        found = [c for c in all_cases if c.detect(ctx, record)]
        record["tags"] = [*_tags(ctx, record, cases, found), "random"]
        records.append(record)
    return records, missed
