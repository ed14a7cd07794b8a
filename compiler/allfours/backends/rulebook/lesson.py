"""The teaching parts of a rulebook page: the game in brief, a worked example, the table
rules and a glossary, in one language.

The example's facts come from the engine (`example`); this module orders them into
Markdown and asks a language's `Phrases` for every sentence. Players are named, not
numbered (`NAMES`, given in turn order from the player left of the dealer; the dealer
is the last), and cards are named in words, never by their codes. Text from a variant
file (a point's name) reaches the page only through the language's `point_title`,
which escapes it.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import NamedTuple

from allfours import ir
from allfours.backends.rulebook.example import TRICKS_SHOWN, Example, PointWon, example
from allfours.backends.rulebook.language import Language
from allfours.registry.rules import numbered
from allfours.runtime import events as e
from allfours.runtime.cards import SAME_COLOUR, SUIT_CODES
from allfours.runtime.model import Point

MINUS = "\N{MINUS SIGN}"  # scores below zero, as the rulebooks print them


def score(points: int) -> str:
    """A score as printed: 5, or a minus sign before a score below zero."""
    return f"{MINUS}{-points}" if points < 0 else str(points)


def chips(net: int) -> str:
    """Chips won or lost, signed: +4, 0, or with a minus sign."""
    return f"+{net}" if net > 0 else score(net)


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


# The example's players, in turn order from the player left of the dealer: names read
# the same in every language of the site.
NAMES = ("Anna", "Ben", "Clara", "Dan", "Eva", "Felix", "Greta")


class Play(NamedTuple):
    """One card played to a trick, and what it shows: "pitch" (the first card, whose
    suit is trump), "trumps" (a trump on a plain lead by a player who could follow),
    "void_trumps" (a trump, with no card of the suit led), "void" (another suit, with no
    card of the suit led), "no_trumps" (another suit on a trump lead, with no trump)."""

    who: str
    card: str  # in words
    note: str


class Phrases(ABC):
    """A language's sentences for the teaching parts of a page."""

    language: Language  # the rulebook language: point titles come from it

    @abstractmethod
    def titles(self) -> dict[str, str]:
        """Headings and fixed phrases, keyed by: brief, example, example_intro, hands,
        points, player, jokers, table_rules, table_rules_badge, table_rules_note, glossary,
        and_ (the word joining the last two of a list), both_sides."""

    @abstractmethod
    def card(self, code: str) -> str:
        """A card in words: "the queen of hearts"."""

    @abstractmethod
    def rank(self, rank: str) -> str:
        """A rank in words, for a hand's column of one suit: "queen"."""

    @abstractmethod
    def suit(self, code: str) -> str:
        """A suit's name: "hearts"."""

    @abstractmethod
    def brief(self, v: ir.Variant) -> list[str]:
        """The game in brief: paragraphs, and a numbered list of how a hand goes."""

    @abstractmethod
    def setting(self, x: Example, who: list[str], scores: list[tuple[str, int]]) -> str:
        """Who plays, who deals, the scores before the hand."""

    @abstractmethod
    def before_play(self, x: Example, event: e.Event, name: dict[int, str]) -> str:
        """One thing done before the play (a bid, a beg, trump named...), "" to say none."""

    @abstractmethod
    def run_dealt(self, x: Example, cards: list[tuple[str, list[str]]]) -> str:
        """The cards the run gave each player, in words."""

    @abstractmethod
    def privilege(self, x: Example, dealer: str, bid: int) -> str:
        """The dealer taking the contract at the high bid (the dealer's privilege)."""

    @abstractmethod
    def exchanges(self, x: Example, counts: list[tuple[str, int, int, bool]]) -> str:
        """The cards each player discarded and drew: (who, discarded, drew, whether the
        player drew first, as the dealer robbing the pack does)."""

    @abstractmethod
    def trick(self, x: Example, number: int, plays: list[Play], winner: str) -> str: ...

    @abstractmethod
    def rest(self, x: Example, played: int, won: list[tuple[str, int]]) -> str:
        """The tricks not told card by card: who won how many."""

    @abstractmethod
    def point(self, x: Example, won: PointWon, name: dict[int, str], sides: dict[int, str]) -> str:
        """A point of the hand: who scores it, and why."""

    @abstractmethod
    def contract(self, x: Example, pitcher: str, sides: dict[int, str]) -> str:
        """Whether the pitcher made the bid, and what it cost or brought."""

    @abstractmethod
    def scores(self, x: Example, scores: list[tuple[str, int]]) -> str: ...

    @abstractmethod
    def outcome(self, x: Example, winner: str, reached: list[str]) -> str:
        """Who won the game, and how (or that it goes on)."""

    @abstractmethod
    def payouts(self, x: Example, net: list[tuple[str, int]]) -> str: ...

    @abstractmethod
    def table_rules(self, v: ir.Variant) -> list[str]:
        """The table rules for mistakes, one Markdown list item's text each."""

    @abstractmethod
    def glossary(self, v: ir.Variant) -> list[tuple[str, str]]:
        """The terms the variant uses: (term, definition)."""

    def cite(self, x: Example, rule_id: str) -> str:
        """A link to a rule on the page, in parentheses; "" if the variant lacks it."""
        return _link(x.number(rule_id))

    def rule(self, v: ir.Variant, rule_id: str) -> str:
        """The same, for the variant's rules outside the example."""
        numbers = {rule.id: rule.number for rule in numbered(v.rules, v.prefix)}
        return _link(numbers.get(rule_id, ""))

    def sides_named(self, x: Example, sides: list[str]) -> str:
        """Some of the sides: "both sides" where that is all of two partnerships."""
        if x.partnerships and len(sides) == x.sides == 2:
            return self.titles()["both_sides"]
        return "; ".join(sides) if x.partnerships else self.names(sides)

    def following(self, v: ir.Variant) -> str:
        """A link to the rule that says which cards may be played to a trick."""
        return self.rule(v, "play.plain_lead") or self.rule(v, "play.trump_lead")

    def names(self, people: list[str]) -> str:
        """ "Anna, Ben and Clara"."""
        if len(people) < 2:
            return "".join(people)
        return f"{', '.join(people[:-1])} {self.titles()['and_']} {people[-1]}"


def at_stake(v: ir.Variant) -> tuple[tuple[Point, ...], tuple[Point, ...]]:
    """The points a hand's play decides, and those scored before it (a turn-up, a gift)."""
    points = v.rules.points
    return (
        tuple(point for point in points if not point.before_play),
        tuple(point for point in points if point.before_play),
    )


def is_all_fours(points: tuple[Point, ...]) -> bool:
    """The four points the family is named for, and no other."""
    return [point.id for point in points] == ["high", "low", "jack", "game"]


def _link(number: str) -> str:
    return f" ([{number}](#{number.lower().replace('.', '-')}))" if number else ""


def seat_names(x: Example) -> dict[int, str]:
    return {seat: NAMES[x.order(seat)] for seat in range(x.players)}


def side_names(x: Example, phrases: Phrases) -> dict[int, str]:
    name = seat_names(x)
    return {
        side: phrases.names([name[seat] for seat in sorted(x.seats_of(side), key=x.order)])
        for side in range(x.sides)
    }


def _hands(x: Example, phrases: Phrases, name: dict[int, str]) -> list[str]:
    words = phrases.titles()
    jokers = any(code not in _natural_codes() for hand in x.hands for code in hand)
    head = [words["player"], *(phrases.suit(code).capitalize() for code in SUIT_CODES)]
    if jokers:
        head.append(words["jokers"])
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for seat in sorted(range(x.players), key=x.order):
        hand = x.hands[seat]
        cells = [name[seat]]
        for suit in SUIT_CODES:
            ranks = [code[:-1] for code in hand if code in _natural_codes() and code[-1] == suit]
            ranks.sort(key=ir.RANKS.index)
            cells.append(", ".join(phrases.rank(rank) for rank in ranks) or "—")
        if jokers:
            held = [phrases.card(code) for code in hand if code not in _natural_codes()]
            cells.append(", ".join(held) or "—")
        lines.append("| " + " | ".join(cells) + " |")
    return lines


def _natural_codes() -> frozenset[str]:
    return frozenset(rank + suit for suit in SUIT_CODES for rank in ir.RANKS)


def _plays(
    x: Example, trick: e.TrickWon, first: bool, phrases: Phrases, joined: frozenset[str]
) -> list[Play]:
    """A trick's cards in words, each with what it shows (`joined`: the cards of another
    suit that are trumps, such as the Left Pedro)."""
    name = seat_names(x)
    trump = x.trump
    pitched = first and any(
        isinstance(event, e.TrumpFixed) and event.how == "first_card_pitched" for event in x.events
    )
    held = _holdings_before(x, trick)

    def suit(code: str) -> str:  # the suit a card follows: a joker's, or a joined card's, trump
        return trump if code not in _natural_codes() or code in joined else code[-1]

    led = suit(trick.cards[0])
    out: list[Play] = []
    for index, (seat, code) in enumerate(zip(_trick_seats(x, trick), trick.cards, strict=True)):
        note = ""
        if index == 0 and pitched:
            note = "pitch"
        elif index > 0 and suit(code) != led:
            void = not any(suit(card) == led for card in held[seat])
            if led == trump:
                note = "no_trumps"
            elif suit(code) == trump:
                note = "void_trumps" if void else "trumps"
            else:
                note = "void"
        out.append(Play(name[seat], phrases.card(code), note))
    return out


def _trick_seats(x: Example, trick: e.TrickWon) -> list[int]:
    """The seats that played the trick's cards, in order, from the log."""
    plays = [event for event in x.events if isinstance(event, e.Played)]
    for start in range(len(plays)):
        window = plays[start : start + len(trick.cards)]
        if tuple(event.card for event in window) == trick.cards:
            return [event.seat for event in window]
    return []


def _holdings_before(x: Example, trick: e.TrickWon) -> dict[int, list[str]]:
    """Each seat's cards as the trick starts: dealt, run and drawn, less those discarded
    and those played to earlier tricks."""
    held: dict[int, list[str]] = {seat: list(hand) for seat, hand in enumerate(x.hands)}
    for event in x.events:
        if isinstance(event, e.TrickWon) and event == trick:
            break
        match event:
            case e.Played(seat=seat, card=card) | e.Discarded(seat=seat, card=card):
                held[seat].remove(card)
            case e.Drew(seat=seat, card=card):
                held[seat].append(card)
            case e.RunDealt(cards=cards):
                for seat, extra in enumerate(cards):
                    held[seat].extend(extra)
    for seat, code in zip(_trick_seats(x, trick), trick.cards, strict=True):
        held[seat].append(code)  # the trick's own cards, already removed: still in hand
    return held


def _joined_trumps(v: ir.Variant, x: Example) -> frozenset[str]:
    """The card of the other suit of trump's colour that is a trump (Cinch's Left Pedro)."""
    same = v.rules.pack.same_colour
    if same is None or not x.trump:
        return frozenset()
    partner = SUIT_CODES[SAME_COLOUR[SUIT_CODES.index(x.trump)]]
    return frozenset({same.rank + partner})


def render_example(v: ir.Variant, phrases: Phrases) -> str:
    """The worked example as Markdown (without its heading)."""
    x = example(v)
    name, sides = seat_names(x), side_names(x, phrases)
    words = phrases.titles()
    out: list[str] = []
    out.append(
        phrases.setting(
            x,
            [name[seat] for seat in sorted(range(x.players), key=x.order)],
            [(sides[side], x.scores_before[side]) for side in range(x.sides)],
        )
    )
    out += ["", f"**{words['hands']}**", "", *_hands(x, phrases, name), ""]
    said: list[str] = []
    exchanged: dict[int, list[int]] = {}  # seat -> discarded, drew, drew first
    high = 0  # the high bid so far
    for event in x.events:
        if isinstance(event, e.Played):
            break
        if isinstance(event, e.Discarded):
            exchanged.setdefault(event.seat, [0, 0, 0])[0] += 1
        elif isinstance(event, e.Drew):
            counts = exchanged.setdefault(event.seat, [0, 0, 1])
            counts[1] += 1
        elif isinstance(event, e.RunDealt):
            seats = sorted(range(x.players), key=x.order)
            run = [(name[s], [phrases.card(code) for code in event.cards[s]]) for s in seats]
            said.append(phrases.run_dealt(x, run))
        elif isinstance(event, e.Bid) and event.action.startswith("bid "):
            bid = int(event.action.removeprefix("bid "))
            matched = bid == high and event.seat == x.dealer
            said.append(
                phrases.privilege(x, name[event.seat], bid)
                if matched
                else phrases.before_play(x, event, name)
            )
            high = max(high, bid)
        else:
            sentence = phrases.before_play(x, event, name)
            if sentence:
                said.append(sentence)
    if exchanged:
        seats = sorted(exchanged, key=x.order)
        moved = [(name[s], exchanged[s][0], exchanged[s][1], bool(exchanged[s][2])) for s in seats]
        said.append(phrases.exchanges(x, moved))
    if said:
        out += [" ".join(said), ""]
    joined = _joined_trumps(v, x)
    for number, trick in enumerate(x.tricks[:TRICKS_SHOWN], start=1):
        plays = _plays(x, trick, number == 1, phrases, joined)
        out += [f"- {phrases.trick(x, number, plays, name[trick.winner])}"]
    if len(x.tricks) > TRICKS_SHOWN:
        won: dict[int, int] = {}
        for trick in x.tricks[TRICKS_SHOWN:]:
            won[trick.winner] = won.get(trick.winner, 0) + 1
        rest = [(name[seat], won[seat]) for seat in sorted(won, key=x.order)]
        out += [f"- {phrases.rest(x, len(x.tricks) - TRICKS_SHOWN, rest)}"]
    out += ["", f"**{words['points']}**", ""]
    out += [f"- {phrases.point(x, won_, name, sides)}" for won_ in x.points]
    out.append("")
    closing: list[str] = []
    if x.pitcher >= 0 and x.made is not None:
        closing.append(phrases.contract(x, name[x.pitcher], sides))
    closing.append(phrases.scores(x, [(sides[s], x.scores_after[s]) for s in range(x.sides)]))
    reached = [sides[s] for s in range(x.sides) if _reached(v, x.scores_after[s])]
    outcome = phrases.outcome(x, sides[x.winner] if x.winner is not None else "", reached)
    closing.append(capital(outcome))
    if x.payouts:
        net = [(name[seat], x.payouts[seat]) for seat in sorted(range(x.players), key=x.order)]
        closing.append(phrases.payouts(x, net))
    out += [" ".join(closing)]
    return "\n".join(out)


def _reached(v: ir.Variant, score: int) -> bool:
    target = v.rules.game.target
    return score <= 0 if v.rules.scoring.direction == "down" else score >= target


def render_brief(v: ir.Variant, phrases: Phrases) -> str:
    return "\n\n".join(phrases.brief(v))


def render_table_rules(v: ir.Variant, phrases: Phrases) -> str:
    note = phrases.titles()["table_rules_note"]
    items = "\n".join(f"- {rule}" for rule in phrases.table_rules(v))
    return f'!!! info "{phrases.titles()["table_rules_badge"]}"\n    {note}\n\n{items}'


def render_glossary(v: ir.Variant, phrases: Phrases) -> str:
    return "\n".join(f"- **{term}**: {meaning}" for term, meaning in phrases.glossary(v))
