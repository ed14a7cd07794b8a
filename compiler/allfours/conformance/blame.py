"""Which rule decides a differing field, and where in the hand it happened.

A difference the runner finds is a path (`steps[7].legal`, `expect.points.low`) and two
values. To act on it an engine author needs the rule that decides that field, by its
number in the variant's rulebook (AP-5.2), and the state of the hand at that point:
whose turn it was, in what phase (a bid, the dealer's bid, naming trump, a discard, a
lead, a follow), trump, the trick so far. The rule comes from the rule registry through
the variant's generated module (`RULES.numbers` maps rule ids to numbers, and its cards
say which card follows which suit once trump is known); the state is read off the
record.
A record of a variant whose module cannot be found still gets its context, and rules
named by their ids.
"""

from __future__ import annotations

import contextlib
import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from allfours.conformance import defaults
from allfours.conformance.records import Record

SUITS = "SHDC"
# The phase each action word belongs to (the step's action decides it).
PHASES = {
    "pass": "auction",
    "bid": "auction",
    "stand": "begging",
    "beg": "begging",
    "give": "begging",
    "run": "begging",
    "name": "naming",
    "discard": "discard",
    "done": "discard",
    "play": "play",
}
# The order in which a hand's facts follow from each other: a difference at a later stage
# can be a consequence of one at an earlier stage, never the reverse.
STAGES = {
    "auction": 0,
    "begging": 0,
    "naming": 1,
    "discard": 2,
    "play": 3,
    "turnups": 0,
    "pitcher": 0,
    "bid": 0,
    "trump": 2,
    "redeal": 2,
    "tricks": 4,
    "points": 5,
    "made": 6,
    "scores": 7,
    "setbacks": 7,
    "game_over": 8,
    "winner": 9,
    "payouts": 10,
}
INDEX = re.compile(r"\[\d+\]")


def phase_of(step: Any, default: str = "play") -> str:
    """The phase of the hand a record's step is in: by the words of its legal actions
    when the record lists them (an illegal step's own action may be of another phase),
    else by its action's word."""
    legal = step.get("legal") if isinstance(step, dict) else None
    if isinstance(legal, list) and legal:
        word = _word(legal[0])
        if word in PHASES:
            return PHASES[word]
    action = step.get("action") if isinstance(step, dict) else None
    return PHASES.get(_word(action), default)


@dataclass(frozen=True, slots=True)
class Rulebook:
    """A variant's rule numbers and the settings the blame needs."""

    numbers: dict[str, str]
    pitched: bool = True  # trump by the first card pitched (else turned up)
    target: int | None = None
    smudge_bid: int | None = None
    top_bid: int | None = None  # the highest bid there is
    forced_bid: int | None = None  # the least bid a player's cards may oblige
    partnered: tuple[int, ...] = ()
    partnership_size: int = 1
    # trump -> the cards that follow another suit than their printed one once it is
    # trump (a joker, a card of trump's colour that joins trump) -> the suit they follow
    moved: dict[str, dict[str, str]] = field(default_factory=dict)
    # trump -> the card of the other suit of its colour that joins trump (the Left Pedro)
    same_colour: dict[str, str] = field(default_factory=dict)
    turn: int = 1  # 1: the turn passes to the left; -1: to the right
    high_bidder_robs: bool = False  # the high bidder, not the dealer, robs the pack

    def suit(self, card: str, trump: str | None) -> str:
        """The suit a card follows once `trump` is known."""
        moved = self.moved.get(trump or "", {})
        return moved.get(card, card[-1:])

    def number(self, rule_id: str) -> str:
        return self.numbers.get(rule_id, rule_id)

    def has(self, rule_id: str) -> bool:
        return rule_id in self.numbers

    def first(self, *rule_ids: str) -> str:
        """The first of `rule_ids` the variant has (the last if it has none)."""
        for rule_id in rule_ids:
            if rule_id in self.numbers:
                return rule_id
        return rule_ids[-1]

    def sides(self, players: int) -> list[list[int]]:
        """Each side's seats at a table of `players`."""
        count = players // self.partnership_size if players in self.partnered else players
        return [list(range(side, players, count)) for side in range(count)]


NO_RULEBOOK = Rulebook({})


def rulebook_of(module: ModuleType) -> Rulebook:
    rules = module.RULES
    auction = getattr(rules, "auction", None)
    smudge = getattr(auction, "smudge", None) if auction is not None else None
    table = getattr(rules, "table", None)
    moved, same = _moved_cards(module)
    return Rulebook(
        dict(rules.numbers),
        pitched=getattr(rules.trump, "kind", "") == "first_card_pitched",
        target=getattr(rules.game, "target", None),
        smudge_bid=getattr(smudge, "bid", None),
        top_bid=getattr(auction, "max_bid", None) if auction is not None else None,
        forced_bid=getattr(getattr(auction, "forced", None), "at_least", None),
        partnered=tuple(getattr(table, "partnered", ()) or ()),
        partnership_size=getattr(table, "partnership_size", 1) or 1,
        moved=moved,
        same_colour=same,
        turn=getattr(table, "turn", 1) or 1,
        high_bidder_robs=getattr(getattr(rules, "refill", None), "robber", "") == "pitcher",
    )


def _moved_cards(module: ModuleType) -> tuple[dict[str, dict[str, str]], dict[str, str]]:
    """For each trump suit, the cards the module's own trump context moves to another
    suit than their printed one, and the card of trump's colour among them."""
    cards_of = getattr(module, "cards_of", None)
    if cards_of is None:
        return {}, {}
    pack = module.RULES.pack
    cards = cards_of(pack)
    same = getattr(pack, "same_colour", None)
    moved: dict[str, dict[str, str]] = {}
    joining: dict[str, str] = {}
    for number, trump in enumerate(SUITS):
        context = cards.context(number)
        moved[trump] = {
            cards.codes[card]: SUITS[context.suit[card]]
            for card in range(cards.size)
            if context.suit[card] != cards.suit_of[card]
        }
        if same is not None:
            joining[trump] = cards.codes[cards.same_colour_card(same.rank, number)]
    return moved, joining


@functools.lru_cache(maxsize=64)
def rulebook(variant: str) -> Rulebook:
    """The rulebook of a bundled variant, or none (rules named by id) if it has no module."""
    from allfours.conformance.modules import ModuleLoadError, load_module

    if not variant.replace("_", "").isalnum():
        return NO_RULEBOOK
    try:
        return rulebook_of(load_module(variant, defaults.RULES_DIR))
    except (ModuleLoadError, AttributeError, TypeError, ValueError):
        return NO_RULEBOOK


def sides(record: Record) -> list[list[int]]:
    """The table's layout of a record: each side's seats, in side order."""
    players = record["players"]
    return rulebook(str(record.get("variant", ""))).sides(players)


# -- the state of the hand at a step ---------------------------------------------------


@dataclass(frozen=True, slots=True)
class Situation:
    """The state of the hand before step `step`: what a FAIL line shows."""

    seat: Any
    phase: str  # auction, begging, discard, play
    role: str  # "bid", "the dealer's bid", "lead", "follow", "stand or beg"...
    trump: str | None
    trick: tuple[str, ...]  # the cards of the trick so far (play)
    trick_number: int
    high_bid: int | None  # the auction so far
    first_trick: bool
    # Where only trumps are played (a player without one drops out of the hand): the
    # seats passed over just before this step (between the seat the turn would reach and
    # the one the record has act), and those that play no card to this step's trick.
    passed: tuple[int, ...] = ()
    out: tuple[int, ...] = ()

    def describe(self) -> str:
        parts = [f"seat {self.seat}", self.role]
        if self.phase == "auction":
            parts.append(f"high bid {self.high_bid}" if self.high_bid else "no bid yet")
        elif self.phase == "naming":
            parts.append(f"bid {self.high_bid}" if self.high_bid else "no contract")
        if self.trump:
            parts.append(f"trump {self.trump}")
        if self.phase == "play":
            so_far = " ".join(self.trick) if self.trick else "none"
            parts.append(f"trick {self.trick_number + 1} so far: {so_far}")
            if self.passed:
                parts.append(f"{_seats(self.passed)} passed over")
            if self.out:
                parts.append(f"{_seats(self.out)} without a trump, playing no card to it")
        return ", ".join(parts)


def _seats(seats: Sequence[int]) -> str:
    return ("seats " if len(seats) > 1 else "seat ") + ", ".join(map(str, seats))


def _word(action: Any) -> str:
    return str(action).split(" ", 1)[0] if isinstance(action, str) else ""


def _trump(record: Record) -> str | None:
    expect = record.get("expect")
    if isinstance(expect, dict) and isinstance(expect.get("trump"), str):
        return str(expect["trump"])
    for step in record.get("steps", ()):
        action = step.get("action")
        if _word(action) in ("name", "play") and action[-1:] in SUITS:
            return str(action[-1])
    return None


def _record_tricks(record: Record, players: int) -> list[dict[str, Any]]:
    """The tricks the record's `expect` holds, if each is well formed (a leader, a
    winner and from one card to one a player); else none."""
    expect = record.get("expect")
    tricks = expect.get("tricks") if isinstance(expect, dict) else None
    if not isinstance(tricks, list):
        return []
    for trick in tricks:
        cards = trick.get("cards") if isinstance(trick, dict) else None
        if not isinstance(cards, list) or not 1 <= len(cards) <= players:
            return []
    return tricks


def _play_slices(steps: Sequence[dict[str, Any]], sizes: list[int], players: int) -> list[int]:
    """For each step, the trick its card would go to: a trick holds as many cards as the
    record's own trick of that number (one a player, or fewer where players drop out),
    one a player beyond the tricks the record holds."""
    out: list[int] = []
    tricks, played = 0, 0
    for step in steps:
        out.append(tricks)
        if _word(step.get("action")) == "play":
            played += 1
            if played >= (sizes[tricks] if tricks < len(sizes) else players):
                tricks, played = tricks + 1, 0
    return out


def _between(first: int, last: int, players: int, turn: int) -> tuple[int, ...]:
    """The seats from `first` up to `last` (not included) in turn order."""
    seats: list[int] = []
    seat = first
    while seat != last and len(seats) < players:
        seats.append(seat)
        seat = (seat + turn) % players
    return tuple(seats)


def situations(record: Record) -> list[Situation]:
    """The situation before each step of a record."""
    book = rulebook(str(record.get("variant", "")))
    steps: Sequence[dict[str, Any]] = record.get("steps", ())
    players = record.get("players") or 1
    dealer = record.get("dealer")
    trump = _trump(record)
    expected = _record_tricks(record, players)
    sizes = [len(t["cards"]) for t in expected]
    # Where only trumps are played, who plays to each trick (the record's steps say).
    dropping = book.has("play.trumps_only") and isinstance(players, int)
    seats_in: dict[int, set[int]] = {}
    if dropping:
        for step, number in zip(steps, _play_slices(steps, sizes, players), strict=True):
            if _word(step.get("action")) == "play" and isinstance(step.get("seat"), int):
                seats_in.setdefault(number, set()).add(step["seat"])
    expect = record.get("expect") if isinstance(record.get("expect"), dict) else {}
    assert isinstance(expect, dict)
    out: list[Situation] = []
    trick: list[str] = []
    last: int | None = None  # the seat that played last to the trick
    tricks = 0
    high: int | None = None
    named: str | None = None
    for step in steps:
        action = step.get("action")
        word = _word(action)
        phase = phase_of(step, "play" if trick else "auction")
        seat = step.get("seat")
        passed: tuple[int, ...] = ()
        cold: tuple[int, ...] = ()
        if phase == "auction":
            role = "the dealer's bid" if seat == dealer else "bid"
        elif phase == "naming":
            role = "naming trump"
        elif phase == "begging":
            offered = {_word(a) for a in step.get("legal") or [action]}
            eldest = bool(offered & {"stand", "beg"})
            role = "stand or beg" if eldest else "the dealer's answer to a beg"
        elif phase == "discard":
            robber = expect.get("pitcher") if book.high_bidder_robs else dealer
            robbing = seat == robber and book.has("draw.rob")
            if not robbing:
                role = "discarding"
            else:
                role = (
                    "the high bidder's discards"
                    if book.high_bidder_robs
                    else "the dealer's discards"
                )
        else:
            pitch = tricks == 0 and high and book.pitched
            role = "follow" if trick else ("the pitch" if pitch else "lead")
            if dropping and isinstance(seat, int) and 0 <= seat < players:
                # The seat the turn reaches first: the next after the last to play; for
                # a lead the last trick's winner, or the maker.
                if trick:
                    due: Any = None if last is None else (last + book.turn) % players
                elif tricks:
                    before = expected[tricks - 1] if tricks <= len(expected) else {}
                    due = before.get("winner")
                else:
                    due = expect.get("pitcher")
                if isinstance(due, int) and 0 <= due < players:
                    passed = _between(due, seat, players, book.turn)
                playing = seats_in.get(tricks, set())
                cold = tuple(s for s in range(players) if s not in playing)
        shown_trump = trump if phase in ("play", "discard") or named else None
        if phase == "begging":
            shown_trump = trump
        out.append(
            Situation(
                seat,
                phase,
                role,
                shown_trump,
                tuple(trick),
                tricks,
                high,
                tricks == 0,
                passed,
                cold,
            )
        )
        if word == "bid":
            with contextlib.suppress(IndexError, ValueError):
                high = max(high or 0, int(str(action).split(" ", 1)[1]))
        elif word == "name":
            named = str(action).split(" ", 1)[-1]
        elif word == "play":
            trick.append(str(action).split(" ", 1)[-1])
            last = seat if isinstance(seat, int) else None
            if len(trick) >= (sizes[tricks] if tricks < len(sizes) else players):
                trick, tricks = [], tricks + 1
    return out


def result_context(record: Record) -> str:
    """The state a result field is read in: the contract, trump."""
    expect = record.get("expect") if isinstance(record.get("expect"), dict) else {}
    assert isinstance(expect, dict)
    parts = ["the result"]
    if expect.get("pitcher") is not None:
        parts.append(f"pitcher seat {expect['pitcher']} bid {expect.get('bid')}")
    if expect.get("trump"):
        parts.append(f"trump {expect['trump']}")
    scores = record.get("scores")
    if scores:
        parts.append(f"scores before the hand {scores}")
    return ", ".join(parts)


# -- the rule of a difference -------------------------------------------------------------


def _actions(detail_sets: tuple[Sequence[Any], Sequence[Any]]) -> set[str]:
    missing, extra = detail_sets
    return {str(a) for a in (*missing, *extra)}


def step_rule(
    book: Rulebook,
    situation: Situation | None,
    field: str,
    differing: tuple[Sequence[Any], Sequence[Any]] = ((), ()),
) -> str:
    """The rule id that decides `field` ("seat" or "legal") at a step. `differing` is
    what the record has and the implementation lacks, and what it has besides: actions of
    a legal set, or for the seat to act the seat each gave."""
    if situation is None:
        return "errors.refused"
    phase, role = situation.phase, situation.role
    if phase == "auction":
        if field == "seat":
            return book.first("auction.order")
        actions = _actions(differing)
        if book.smudge_bid is not None and f"bid {book.smudge_bid}" in actions:
            return book.first("auction.smudge", "auction.bids")
        top = book.top_bid
        if book.has("auction.retake") and situation.high_bid == top and f"bid {top}" in actions:
            return "auction.retake"  # the top bid, bid again
        forced = book.forced_bid
        stuck = role == "the dealer's bid" and not situation.high_bid  # the all-pass rule's
        if forced is not None and not stuck and (situation.high_bid or 0) < forced:
            below = {"pass", *(f"bid {b}" for b in range(1, forced))}
            if actions and actions <= below:  # only the actions a forced player lacks
                return book.first("auction.forced", "auction.bids")
        if role == "the dealer's bid":
            if "pass" in actions and not situation.high_bid:
                return book.first("auction.all_pass", "auction.bids")
            return book.first("auction.privilege", "auction.sale", "auction.bids")
        return book.first("auction.bids")
    if phase == "begging":
        if role == "stand or beg":
            return book.first("beg.eldest", "beg.stand")
        actions = _actions(differing)
        if "give" in actions and book.has("beg.gift_limit"):
            return "beg.gift_limit"
        return book.first("beg.run", "beg.beg")
    if phase == "naming":
        if field == "seat":  # who names: the high bidder, or whoever plays without a bid
            return book.first("auction.contract" if situation.high_bid else "auction.all_pass")
        return book.first("trump.named")
    # A difference only about the card of trump's colour that joins trump: whether it
    # is a trump, not what the phase's own rule says.
    joining = book.same_colour.get(situation.trump or "")
    actions = _actions(differing)
    differs_by_it = (
        joining is not None
        and bool(actions)
        and all(action.split(" ", 1)[-1] == joining for action in actions)
    )
    if phase == "discard":
        if role in ("the dealer's discards", "the high bidder's discards"):
            return book.first("draw.rob")
        if differs_by_it and field == "legal":  # a trump for every purpose, discards too
            return book.first("trump.same_colour")
        return book.first("draw.discard", "discard.after_run")
    # the play
    if book.has("play.trumps_only") and _drops_out(book, situation, field, differing):
        return "play.trumps_only"
    if field == "seat":
        if not situation.trick:
            if situation.first_trick:
                return book.first("play.pitch", "play.maker_leads", "play.lead", "play.trick")
            return book.first("play.trick")
        return book.first("table.seats")
    if not situation.trick:
        if situation.first_trick:
            return book.first("play.pitch", "play.maker_leads", "play.lead", "play.all_tricks")
        return book.first("play.all_tricks")
    if differs_by_it:  # the card of trump's colour followed, or not, as a trump
        return book.first("play.suits")
    lead = book.suit(situation.trick[0], situation.trump)
    if situation.trump and lead == situation.trump:
        return book.first("play.trump_lead")
    if book.has("play.undertrump") and situation.trump:
        cards = {a.split(" ", 1)[-1] for a in _actions(differing)}
        if cards and all(card.endswith(situation.trump) for card in cards):
            return "play.undertrump"
    return book.first("play.plain_lead")


def _drops_out(
    book: Rulebook,
    situation: Situation,
    field: str,
    differing: tuple[Sequence[Any], Sequence[Any]],
) -> bool:
    """Where only trumps are played, whether a difference in the play is about that: a
    plain card played or held back, the turn given to a player without a trump (or kept
    from the player the record passes it to over them)."""
    if field == "seat":
        given = {seat for seat in differing[1] if isinstance(seat, int)}
        return bool(situation.passed) or bool(given & set(situation.out))
    plays = [action for action in _actions(differing) if action.startswith("play ")]
    cards = {action.split(" ", 1)[-1] for action in plays}
    return bool(situation.trump) and any(
        book.suit(card, situation.trump) != situation.trump for card in cards
    )


def result_rule(book: Rulebook, record: Record, where: str) -> str:
    """The rule id that decides a result field (`expect.points.low`, `expect.scores[1]`)."""
    path = where.removeprefix("expect.")
    key = re.split(r"[.\[]", path, maxsplit=1)[0]
    expect = record.get("expect") if isinstance(record.get("expect"), dict) else {}
    assert isinstance(expect, dict)
    tags = set(record.get("tags", ()))

    def tagged(*rule_ids: str) -> str | None:
        for rule_id in rule_ids:
            if book.has(rule_id) and book.number(rule_id) in tags:
                return rule_id
        return None

    if key == "points":
        point = path.split(".", 2)[1] if "." in path else ""
        point = point.split("[", 1)[0]
        if point:
            return book.first(f"points.{point}")
        return book.first("points.made", "points.before_play", "points.in_play_only")
    if key in ("pitcher", "bid"):
        return book.first("auction.contract", "auction.sale")
    if key == "trump":
        return book.first("play.pitch", "trump.turn_up", "trump.stock", "trump.named")
    if key == "turnups":
        return book.first("trump.turn_up", "beg.run")
    if key == "redeal":
        return book.first("beg.bunch")
    if key == "tricks":
        if book.has("play.trumps_only") and _trick_of_trumps_only(record, path):
            return "play.trumps_only"
        if path.endswith(".leader"):
            first = path.startswith("tricks[0]")
            if first:
                return book.first("play.pitch", "play.maker_leads", "play.lead")
            return book.first("play.trick")
        if path.endswith(".winner"):
            joining = book.same_colour.get(str(expect.get("trump")))
            number = re.match(r"tricks\[(\d+)\]", path)
            tricks = expect.get("tricks")
            if joining is not None and number is not None and isinstance(tricks, list):
                index = int(number.group(1))
                trick = tricks[index] if index < len(tricks) else {}
                if isinstance(trick, dict) and joining in trick.get("cards", ()):
                    return book.first("trump.same_colour", "play.trick")  # its rank
            return book.first("play.trick")
        return book.first("play.all_tricks")
    # Two edge cases where the rule at fault is not the field's own: whether a smudge
    # lost a trick still counts (the smudge's rule), whether a score of exactly zero is in
    # the hole (the hole's rule) decide the contract, the scores and the game alike.
    smudge_lost_a_trick = "smudge-loses-a-trick" in tags and expect.get("made") is True
    if key in ("made", "scores", "game_over", "winner") and smudge_lost_a_trick:
        return book.first("auction.smudge", "scoring.contract")
    if key in ("game_over", "winner") and "smudge-made-from-zero" in tags:
        return book.first("scoring.hole", "game.instant")
    if key == "made":
        return book.first("scoring.contract", "scoring.difference", "points.made")
    if key == "scores" and book.has("scoring.difference"):
        # Only one side scores: the difference of the counts, or, after a set, the other
        # side every point plus the shortfall.
        return "scoring.set" if expect.get("made") is False else "scoring.difference"
    if key == "scores":
        seat = re.search(r"\[(\d+)\]", path)
        pitcher = expect.get("pitcher")
        if seat is not None and pitcher is not None:
            hand_sides = book.sides(record.get("players") or 1)
            pitchers = next((s for s in hand_sides if pitcher in s), [pitcher])
            if int(seat.group(1)) in pitchers:
                return tagged("scoring.hole") or book.first("scoring.contract", "scoring.others")
        return book.first("scoring.others")
    if key == "setbacks":
        return book.first("scoring.setbacks", "scoring.contract")
    if key in ("game_over", "winner") and "set-back-too-often-loses" in tags:
        return book.first("game.setbacks", "game.target")
    if key in ("game_over", "winner"):
        found = tagged("game.instant", "game.at_once")
        if found:
            return found
        scores = expect.get("scores")
        target = book.target
        if isinstance(scores, list) and target is not None:
            # One seat a side: partners share a score.
            firsts = [side[0] for side in book.sides(len(scores)) if side]
            over = [
                scores[seat]
                for seat in firsts
                if isinstance(scores[seat], int) and scores[seat] >= target
            ]
            # Whether a hand that brings sides to the target together ends the game, and
            # who wins it, is the count-out's to say.
            level_at_top = len(over) > 1 and over.count(max(over)) > 1
            if key == "winner" and (len(over) > 1 or tagged("game.count_out")):
                return book.first("game.count_out", "game.target")
            if key == "game_over" and level_at_top:
                return book.first("game.count_out", "game.target")
        if key == "winner" and tagged("game.one_winner"):
            return "game.one_winner"
        return book.first("game.target")
    if key == "payouts":
        setbacks = expect.get("setbacks")
        if isinstance(setbacks, list) and any(setbacks) and tagged("settle.setbacks"):
            return "settle.setbacks"
        return book.first("settle.chips", "settle.net")
    return book.first("errors.refused")


def _trick_of_trumps_only(record: Record, path: str) -> bool:
    """Where only trumps are played, whether a differing trick field is about who plays
    to a trick (its cards, how many tricks there are) or about a lead passed on from a
    winner without a trump, rather than who wins it."""
    if not path.endswith((".leader", ".winner")):
        return True  # the cards, or the tricks themselves: who plays, and until when
    if path.endswith(".winner"):
        return False
    expect = record.get("expect") if isinstance(record.get("expect"), dict) else {}
    assert isinstance(expect, dict)
    number = re.match(r"tricks\[(\d+)\]", path)
    tricks = expect.get("tricks")
    if number is None or not isinstance(tricks, list):
        return False
    index = int(number.group(1))
    if index >= len(tricks) or not isinstance(tricks[index], dict):
        return False
    before = tricks[index - 1] if index else None
    due = before.get("winner") if isinstance(before, dict) else expect.get("pitcher")
    return bool(tricks[index].get("leader") != due)


def stage(where: str, phase: str) -> int:
    """How far into the hand a difference is (see STAGES)."""
    if where.startswith("expect."):
        key = re.split(r"[.\[]", where.removeprefix("expect."), maxsplit=1)[0]
        return STAGES.get(key, 9)
    return STAGES.get(phase, 2)


def normalized(where: str) -> str:
    """A path without its indexes: `steps[3].legal` and `steps[9].legal` are one field."""
    return INDEX.sub("[]", where)
