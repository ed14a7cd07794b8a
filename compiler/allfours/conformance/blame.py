"""Which rule decides a differing field, and where in the hand it happened.

A difference the runner finds is a path (`steps[7].legal`, `expect.points.low`) and two
values. To act on it an engine author needs the rule that decides that field, by its
number in the variant's rulebook (AP-5.2), and the state of the hand at that point:
whose turn it was, in what phase (a bid, the dealer's bid, naming trump, a discard, a
lead, a follow), trump, the trick so far. The rule comes from the variant's rulebook
(`rulebook.Rulebook`: the suite's header, or the bundled variant's own), which maps rule
ids to numbers and says which card follows which suit once trump is known; the state is
read off the record.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from allfours.conformance.records import Record
from allfours.conformance.rulebook import SUITS, Rulebook
from allfours.registry.rules import point_rule

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
    "rob": "discard",  # the high bidder robs the pack, or passes it to the partner
    "partner": "discard",
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
    "over": 4,
    "turnups": 0,
    "pitcher": 0,
    "bid": 0,
    "trump": 2,
    "redeal": 2,
    "tricks": 4,
    "reneges": 4,
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


def sides(record: Record, book: Rulebook) -> list[list[int]]:
    """The table's layout of a record: each side's seats, in side order (the record's
    own `sides` where it gives them)."""
    given = record.get("sides")
    if isinstance(given, list) and given:
        return given
    return book.sides(record["players"])


# -- the state of the hand at a step ---------------------------------------------------


@dataclass(frozen=True, slots=True)
class Situation:
    """The state of the hand before step `step`: what a FAIL line shows."""

    seat: Any
    phase: str  # auction, begging, naming, discard, play, or over (after the hand)
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
    step: int = -1  # which step of the record it is before

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


def situations(record: Record, book: Rulebook) -> list[Situation]:
    """The situation before each step of a record."""
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
        if step.get("legal") == []:  # nothing is legal: the record says the hand is over
            phase = "over"
        seat = step.get("seat")
        passed: tuple[int, ...] = ()
        cold: tuple[int, ...] = ()
        if phase == "over":
            role = "after the hand"
        elif phase == "auction":
            role = "the dealer's bid" if seat == dealer else "bid"
        elif phase == "naming":
            role = "declaring trump for the pitch" if book.has("play.declare") else "naming trump"
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
            if named is None and book.has("trump.named") and book.has("kitty.take"):
                role = "discarding before naming"  # the widow seen before trump is named
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
                len(out),
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
    record: Record | None = None,
) -> str:
    """The rule id that decides `field` ("seat" or "legal") at a step. `differing` is
    what the record has and the implementation lacks, and what it has besides: actions of
    a legal set, or for the seat to act the seat each gave. With the record, a legal set
    that differs by cards the player holds only through the stock (a run, a refill, the
    pack robbed) is blamed on the rule that deals them."""
    if situation is None:
        return "errors.refused"
    phase, role = situation.phase, situation.role
    if phase == "over":  # the hand is over as the record says: the rule that ended it
        return _ended_by(book, record)
    if phase == "auction":
        if field == "seat":
            return book.first("auction.order")
        actions = _actions(differing)
        if "take set" in actions:  # a stuck dealer's set, or its lack
            return book.first("auction.all_pass", "auction.bids")
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
    if phase == "naming" and book.has("play.declare"):  # trump declared for the pitch
        return "play.declare"
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
        if role == "discarding before naming":  # when the widow is taken and seen
            return "kitty.take"
        if _actions(differing) & {"rob", "partner"}:  # who robs the pack
            return book.first("draw.rob")
        robbing = ("the dealer's discards", "the high bidder's discards")
        if field == "seat" and book.has("draw.rob"):
            # Who discards when: the robber last, after the others.
            seats = {seat for side in differing for seat in side}
            robber = _robber(book, record) if record is not None else None
            if role in robbing or (robber is not None and robber in seats):
                return "draw.rob"
        if differs_by_it and field == "legal":  # a trump for every purpose, discards too
            return book.first("trump.same_colour")
        kept = set(book.kept.get(situation.trump or "", ()))
        cards = {action.split(" ", 1)[-1] for action in actions if action.startswith("discard ")}
        if field == "legal" and cards and cards <= kept:  # a point's card, never discarded
            return book.first("draw.discard")
        dealt = (
            _dealing_rule(book, record, situation, differing)
            if field == "legal" and record is not None
            else None
        )
        if dealt is not None:
            return dealt
        if role in robbing:
            return book.first("draw.rob")
        return book.first("draw.discard", "discard.after_run", "draw.down", "kitty.take")
    # the play
    if book.has("play.trumps_only") and _drops_out(book, situation, field, differing):
        return "play.trumps_only"
    if field == "seat":
        if not situation.trick:
            if situation.first_trick:
                return book.first("play.pitch", "play.maker_leads", "play.lead", "play.trick")
            # Who leads is who won the last trick: how its cards rank, where some rank apart.
            last = _trick_cards(record, situation.trick_number - 1) if record else []
            return _ranking_rule(book, last, situation.trump) or book.first("play.trick")
        return book.first("table.seats")
    dealt = _dealing_rule(book, record, situation, differing) if record is not None else None
    if dealt is not None:
        return dealt
    if not situation.trick:  # a lead: which cards may be led
        if situation.first_trick:
            return book.first("play.pitch", "play.maker_leads", "play.lead", "play.trick")
        return book.first("play.trick")
    if differs_by_it:  # the card of trump's colour followed, or not, as a trump
        return book.first("play.suits")
    if book.has("play.renege") and differing[0] and not differing[1]:
        return "play.renege"  # a renege the implementation does not allow
    lead = book.suit(situation.trick[0], situation.trump)
    if situation.trump and lead == situation.trump:
        return book.first("play.trump_lead")
    if book.has("play.undertrump") and situation.trump:
        cards = {a.split(" ", 1)[-1] for a in _actions(differing)}
        if cards and all(card.endswith(situation.trump) for card in cards):
            return "play.undertrump"
    return book.first("play.plain_lead")


def _ended_by(book: Rulebook, record: Record | None) -> str:
    """The rule that ended the record's hand: how the game was won, a bunch, a hand
    nobody bid in, or its tricks all played."""
    expect = record.get("expect") if record is not None else None
    if record is None or not isinstance(expect, dict):
        return book.first("play.all_tricks", "errors.refused")
    if expect.get("game_over") is True:
        return result_rule(book, record, "expect.game_over")
    if expect.get("redeal") is True:
        return book.first("beg.bunch", "play.all_tricks")
    if _all_passed(record) and not expect.get("tricks"):
        return book.first("auction.all_pass", "play.all_tricks")
    return book.first("play.all_tricks", "errors.refused")


def _robber(book: Rulebook, record: Record) -> int | None:
    """The seat that robs the pack in a record's hand: the dealer, or the high bidder."""
    expect = record.get("expect") if isinstance(record.get("expect"), dict) else {}
    assert isinstance(expect, dict)
    seat = expect.get("pitcher") if book.high_bidder_robs else record.get("dealer")
    return seat if isinstance(seat, int) else None


def _dealing_rule(
    book: Rulebook,
    record: Record,
    situation: Situation,
    differing: tuple[Sequence[Any], Sequence[Any]],
) -> str | None:
    """The rule that deals a player cards, when the implementation offers the player a
    card the record never shows them holding, one that reaches a hand only after the
    deal (from the stock, or another player's discards): the implementation dealt the
    player other cards than the rules do."""
    seat = situation.seat
    hands = record.get("hands")
    if not isinstance(seat, int) or not isinstance(hands, list) or not 0 <= seat < len(hands):
        return None
    word = "play" if situation.phase == "play" else "discard"
    actions = [str(a) for side in differing for a in side]
    if not actions or any(action.split(" ", 1)[0] != word for action in actions):
        return None  # not only which cards: another kind of action, another phase
    missing = {str(a).split(" ", 1)[-1] for a in differing[0]}
    extra = {str(a).split(" ", 1)[-1] for a in differing[1]}
    dealt = set(hands[seat]) if isinstance(hands[seat], list) else set()
    # Only cards that reach the player after the deal, or that it never holds.
    if missing & dealt or extra & _held(record, seat, situation_step(record, situation)):
        return None
    later = missing | extra
    stock = record.get("stock")
    in_stock = set(stock) if isinstance(stock, list) else set()
    dealt_to_others = {c for hand in hands if isinstance(hand, list) for c in hand} - dealt
    if later & dealt_to_others and book.has("draw.from_discards"):
        return "draw.from_discards"  # another player's discard, dealt on
    if later <= in_stock:
        if book.has("draw.rob") and _robber(book, record) == seat:
            return "draw.rob"
        for rule_id in ("beg.run", "draw.refill", "kitty.take", "play.draw"):
            if book.has(rule_id):
                return rule_id
    return None


def _held(record: Record, seat: int, at: int) -> set[str]:
    """Every card the record shows `seat` holding at some point (dealt, offered to it in
    a legal set, played by it), but those it had discarded before step `at`: out of
    play, they cannot come back to it."""
    hands = record.get("hands") or []
    held = set(hands[seat]) if seat < len(hands) and isinstance(hands[seat], list) else set()
    gone: set[str] = set()
    for number, step in enumerate(record.get("steps", ())):
        if not isinstance(step, dict) or step.get("seat") != seat:
            continue
        for action in [step.get("action"), *(step.get("legal") or ())]:
            if isinstance(action, str) and action.startswith(("play ", "discard ")):
                held.add(action.split(" ", 1)[1])
        action = step.get("action")
        if number < at and isinstance(action, str) and action.startswith("discard "):
            gone.add(action.split(" ", 1)[1])
    return held - gone


def situation_step(record: Record, situation: Situation) -> int:
    """The index of the step a situation is before (its place among the record's)."""
    return situation.step if situation.step >= 0 else len(record.get("steps", ()))


def _trick_cards(record: Record | None, index: int) -> list[str]:
    """The cards of trick `index` as the record's expect has them (none if it has not)."""
    expect = record.get("expect") if isinstance(record, dict) else None
    tricks = expect.get("tricks") if isinstance(expect, dict) else None
    if not isinstance(tricks, list) or not 0 <= index < len(tricks):
        return []
    cards = tricks[index].get("cards") if isinstance(tricks[index], dict) else None
    return [str(card) for card in cards] if isinstance(cards, list) else []


def _ranking_rule(book: Rulebook, cards: Sequence[str], trump: str | None) -> str | None:
    """The rule that ranks the cards that rank apart once trump is known (a joker, a card
    of trump's colour that joins trump), when a trick holds one."""
    moved = book.moved.get(trump or "", {})
    if trump and any(card in moved for card in cards):
        return book.first("trump.same_colour", "table.pack")
    return None


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


# The game records of a game of a fixed number of deals that the deals ended (games.py).
DEALS_CASES = frozenset({"game-ends-after-the-deals", "game-tie-after-the-deals"})


def result_rule(
    book: Rulebook, record: Record, where: str, result: Mapping[str, Any] | None = None
) -> str:
    """The rule id that decides a result field (`expect.points.low`, `expect.scores[1]`);
    `result` is the implementation's whole result, where it gave one."""
    result = result if isinstance(result, Mapping) else {}
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

    if key == "points" and "points" not in result and tagged("game.going_out"):
        # the rules end the hand between two tricks, where the implementation played on
        return "game.going_out"
    if key == "points":
        point = path.split(".", 2)[1] if "." in path else ""
        point = point.split("[", 1)[0]
        if point:
            return book.first(f"points.{point}")
        return book.first("points.made", "points.before_play", "points.in_play_only")
    if key in ("pitcher", "bid"):
        return book.first("auction.contract", "auction.sale")
    if key == "deals":  # how many deals a game lasts: when it ends
        return tagged("game.deals") or book.first("game.target")
    if key == "trump":
        declared = tagged("play.declare")  # a record whose pitch the pitcher declared
        return declared or book.first("play.pitch", "trump.turn_up", "trump.stock", "trump.named")
    if key == "turnups":
        return book.first("trump.turn_up", "beg.run")
    if key == "redeal":
        return book.first("beg.bunch")
    if key == "reneges":
        return book.first("play.renege")
    if key == "tricks":
        if book.has("play.trumps_only") and _trick_of_trumps_only(record, path):
            return "play.trumps_only"
        if path.endswith(".leader"):
            first = path.startswith("tricks[0]")
            if first:
                return book.first("play.pitch", "play.maker_leads", "play.lead")
            return book.first("play.trick")
        if path.endswith(".winner"):
            number = re.match(r"tricks\[(\d+)\]", path)
            cards = _trick_cards(record, int(number.group(1))) if number is not None else []
            trump = expect.get("trump")
            ranked = _ranking_rule(book, cards, trump if isinstance(trump, str) else None)
            return ranked or book.first("play.trick")
        return book.first("play.all_tricks")
    # Two edge cases where the rule at fault is not the field's own: whether a smudge
    # lost a trick still counts (the smudge's rule), whether a score of exactly zero is in
    # the hole (the hole's rule) decide the contract, the scores and the game alike.
    smudge_lost_a_trick = "smudge-loses-a-trick" in tags and expect.get("made") is True
    if key in ("made", "scores", "game_over", "winner") and smudge_lost_a_trick:
        return book.first("auction.smudge", "scoring.contract")
    if key in ("game_over", "winner") and "smudge-made-from-zero" in tags:
        return book.first("scoring.hole", "game.instant")
    carried = _carried_point(book, tags)
    if key == "scores" and carried is not None:
        return carried  # a tie's value carried over to the next hand's point
    if key == "scores" and "smudge-made-from-the-hole" in tags:
        return book.first("game.instant", "scoring.hole")  # what the smudge scores from there
    if (
        key in ("made", "scores", "setbacks")
        and _all_passed(record)
        and book.has("auction.all_pass")
    ):
        return "auction.all_pass"  # how a hand nobody bid in is scored, if at all
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
                if _held_out_of_the_hole(record, result, int(seat.group(1))):
                    return book.first("scoring.hole", "scoring.contract")
                return book.first("scoring.contract", "scoring.others")
        return book.first("scoring.others")
    if key == "setbacks" and "smudge-set-counts-setbacks" in tags:
        return book.first("scoring.setbacks", "scoring.contract")  # how many a smudge counts
    if key == "setbacks":
        # Who is set back is the contract's rule; the count only follows it.
        return book.first("scoring.contract", "scoring.setbacks")
    if key in ("game_over", "winner") and "set-back-too-often-loses" in tags:
        return book.first("game.setbacks", "game.target")
    if key in ("game_over", "winner") and tags & DEALS_CASES and book.has("game.deals"):
        return "game.deals"  # a game that the deals ended, no side at the target
    if key in ("game_over", "winner"):
        found = tagged("game.instant", "game.at_once", "game.going_out")
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
            # Whether the game ends is the target's rule; who wins it when sides reach
            # the target together, the count-out's.
            if key == "winner" and (len(over) > 1 or tagged("game.count_out")):
                return book.first("game.count_out", "game.target")
        if key == "winner" and tagged("game.one_winner"):
            return "game.one_winner"
        return book.first("game.target")
    if key == "payouts":
        if book.has("settle.setbacks") and _priced_by_setbacks(expect, result):
            return "settle.setbacks"
        return book.first("settle.chips", "settle.net")
    return book.first("errors.refused")


_CARRIED_CASE = re.compile(r"game-(\w+)-tie-carried-over")


def _carried_point(book: Rulebook, tags: set[str]) -> str | None:
    """The rule of the point a game record's case carries over from a tie, if any (the
    case's id names the point: `games.carried_case_id`)."""
    for tag in sorted(tags):
        found = _CARRIED_CASE.fullmatch(tag)
        if found is not None and book.has(point_rule(found.group(1))):
            return point_rule(found.group(1))
    return None


def _all_passed(record: Record) -> bool:
    """Whether everyone passed in the record's auction (and someone had a turn)."""
    bids = [
        step.get("action")
        for step in record.get("steps", ())
        if isinstance(step, dict) and phase_of(step, "play") == "auction"
    ]
    # a stuck dealer who takes a set instead of bidding ends an auction of passes too
    return bool(bids) and all(action in ("pass", "take set") for action in bids)


def _held_out_of_the_hole(expect: Mapping[str, Any], result: Mapping[str, Any], seat: int) -> bool:
    """Whether the implementation kept a score at zero that the rules take below it: the
    hole's rule, not the contract's."""
    want, got = _item(expect.get("scores"), seat), _item(result.get("scores"), seat)
    return isinstance(want, int) and want < 0 and got == 0


def _priced_by_setbacks(expect: Mapping[str, Any], result: Mapping[str, Any]) -> bool:
    """Whether the implementation's payouts differ from the rules' by a price per
    set-back: each loser's difference the same multiple of their set-backs."""
    want, got, setbacks = expect.get("payouts"), result.get("payouts"), expect.get("setbacks")
    winner = expect.get("winner")
    if not (isinstance(want, list) and isinstance(got, list) and isinstance(setbacks, list)):
        return False
    if not len(want) == len(got) == len(setbacks):
        return False
    ratios = set()
    for seat, (w, g, n) in enumerate(zip(want, got, setbacks, strict=True)):
        if seat == winner or not all(isinstance(v, int) for v in (w, g, n)):
            continue
        if n == 0:
            if g != w:
                return False  # a difference where no set-back can be priced
            continue
        ratios.add((w - g) / n)
    return len(ratios) == 1 and 0 not in ratios


def _item(values: Any, index: int) -> Any:
    return values[index] if isinstance(values, list) and 0 <= index < len(values) else None


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
