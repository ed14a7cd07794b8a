"""A variant's rulebook as the kit needs it: rule numbers, sentences, and a few settings.

To name the rule behind a difference (AP-5.2, not an internal id) and to send the right
table, the runner needs to know the variant: its rule numbers, the sentence of each
rule, who sits on which side, and the handful of settings blame reads (the smudge bid,
the top bid, which cards change suit with trump...). A suite carries all of it in its
first line, a header in the format `allfours-suite/1`, so that the same suite gives the
same report from any folder, with or without the variant's rules module at hand:

    {"format": "allfours-suite/1", "variant": "auction_pitch", "title": "Auction Pitch",
     "rules": [{"number": "AP-3.2", "rule": "auction.bids", "text": "Bids run from ..."},
               ...],
     "facts": {"pitched": true, "target": 7, "smudge_bid": 4, ...}}

`rules` is the rulebook in its order, one entry per rule (a number that states several
rules appears once for each); `facts` is what blame reads besides. Records without a
header (an implementer's own, an older suite) of a bundled variant get the same
rulebook, compiled from the installed package.
"""

from __future__ import annotations

import functools
import html
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import ModuleType
from typing import TYPE_CHECKING, Any

from allfours.runtime.replay import SUITE_FORMAT as SUITE_FORMAT  # said once, there

if TYPE_CHECKING:
    from allfours import ir

SUITS = "SHDC"
RULE_NUMBER = re.compile(r"^[A-Z][A-Z0-9]*-\d+\.\d+$")


@dataclass(frozen=True, slots=True)
class Rulebook:
    """A variant's rule numbers and sentences, and the settings blame reads."""

    numbers: dict[str, str]  # rule id -> its number in the variant (auction.bids -> AP-3.2)
    texts: dict[str, str] = field(default_factory=dict)  # number -> the rule's sentence
    variant: str = ""
    title: str = ""
    pitched: bool = True  # trump by the first card pitched (else turned up or named)
    target: int | None = None
    smudge_bid: int | None = None
    top_bid: int | None = None  # the highest bid there is
    forced_bid: int | None = None  # the least bid a player's cards may oblige
    # each table size the variant allows -> each side's seats (the rules' own layout)
    tables: dict[int, list[list[int]]] = field(default_factory=dict)
    # trump -> the cards that follow another suit than their printed one once it is
    # trump (a joker, a card of trump's colour that joins trump) -> the suit they follow
    moved: dict[str, dict[str, str]] = field(default_factory=dict)
    # trump -> the card of the other suit of its colour that joins trump (the Left Pedro)
    same_colour: dict[str, str] = field(default_factory=dict)
    turn: int = 1  # 1: the turn passes to the left; -1: to the right
    high_bidder_robs: bool = False  # the high bidder, not the dealer, robs the pack
    # trump -> the cards points are about, where no such card may be discarded (Pidro)
    kept: dict[str, list[str]] = field(default_factory=dict)

    def suit(self, card: str, trump: str | None) -> str:
        """The suit a card follows once `trump` is known."""
        moved = self.moved.get(trump or "", {})
        return moved.get(card, card[-1:])

    def number(self, rule_id: str) -> str:
        """The rule's number in the variant; a rule the variant lacks has none ("")."""
        return self.numbers.get(rule_id, "")

    def text(self, number: str) -> str:
        """The sentence of the rule with this number ("" when the suite gives none)."""
        return self.texts.get(number, "")

    def has(self, rule_id: str) -> bool:
        return rule_id in self.numbers

    def first(self, *rule_ids: str) -> str:
        """The first of `rule_ids` the variant has (the last if it has none)."""
        for rule_id in rule_ids:
            if rule_id in self.numbers:
                return rule_id
        return rule_ids[-1]

    def sides(self, players: int) -> list[list[int]]:
        """Each side's seats at a table of `players` (each for themselves at a table the
        rulebook does not know)."""
        known = self.tables.get(players)
        return [list(side) for side in known] if known else [[s] for s in range(players)]

    @property
    def known(self) -> bool:
        """Whether this is a variant's rulebook (not the empty one of an unknown variant)."""
        return bool(self.numbers)


NO_RULEBOOK = Rulebook({})


def rulebook_of(module: ModuleType, variant: ir.Variant | None = None) -> Rulebook:
    """The rulebook of a rules module; with its IR, the sentences of its rules too."""
    rules = module.RULES
    auction = getattr(rules, "auction", None)
    smudge = getattr(auction, "smudge", None) if auction is not None else None
    table = rules.table
    moved, same = _moved_cards(module)
    texts = sentences(variant) if variant is not None else {}
    return Rulebook(
        dict(rules.numbers),
        texts,
        variant=str(module.VARIANT["id"]),
        title=str(module.VARIANT.get("title", "")),
        pitched=getattr(rules.trump, "kind", "") == "first_card_pitched",
        target=getattr(rules.game, "target", None),
        smudge_bid=getattr(smudge, "bid", None),
        top_bid=getattr(auction, "max_bid", None) if auction is not None else None,
        forced_bid=getattr(getattr(auction, "forced", None), "at_least", None),
        tables={
            players: table.layout(players)
            for players in range(table.players_min, table.players_max + 1)
            if table.allows(players)
        },
        moved=moved,
        same_colour=same,
        turn=getattr(table, "turn", 1) or 1,
        high_bidder_robs=getattr(getattr(rules, "refill", None), "robber", "") == "pitcher",
        kept=_kept_cards(module),
    )


def _moved_cards(module: ModuleType) -> tuple[dict[str, dict[str, str]], dict[str, str]]:
    """For each trump suit, the cards the module's own trump context moves to another
    suit than their printed one, and the card of trump's colour among them."""
    from allfours.conformance.modules import runtime_of

    cards_of = getattr(runtime_of(module), "cards_of", None)
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


def _kept_cards(module: ModuleType) -> dict[str, list[str]]:
    """For each trump suit, the cards points are about, where none may be discarded."""
    refill = getattr(module.RULES, "refill", None)
    if refill is None or not getattr(refill, "keep_points", False):
        return {}
    from allfours.conformance.modules import runtime_of

    runtime = runtime_of(module)
    codes = runtime.cards_of(module.RULES.pack).codes
    point_cards = runtime.prepared(module.RULES).point_cards
    return {trump: sorted(codes[c] for c in point_cards[n]) for n, trump in enumerate(SUITS)}


def sentences(variant: ir.Variant) -> dict[str, str]:
    """Each rule number of the variant's rulebook -> its sentence, as plain text (the
    English rulebook's own words, with the notes for implementers that the page shows
    apart)."""
    from allfours.backends.rulebook import Language, sections

    return {
        rule.number: plain_text(rule.said)
        for section in sections(variant, Language("en"))
        for rule in section.rules
    }


_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")
_ESCAPED = re.compile(r"\\([\\`*_\[\]#!|~.])")
_EMPHASIS = re.compile(r"(?<!\\)(\*\*|\*|`)")


def plain_text(markdown: str) -> str:
    """A rulebook sentence without its Markdown: links as their text, no emphasis or
    code marks, escapes and entities as the characters they stand for."""
    text = _LINK.sub(r"\1", markdown)
    text = _EMPHASIS.sub("", text)
    text = _ESCAPED.sub(r"\1", text)
    return html.unescape(text)


# -- the suite's header -----------------------------------------------------------------

_FACTS = (
    "pitched",
    "target",
    "smudge_bid",
    "top_bid",
    "forced_bid",
    "tables",
    "moved",
    "same_colour",
    "turn",
    "high_bidder_robs",
    "kept",
)


def header(book: Rulebook) -> dict[str, Any]:
    """The first line of a suite of `book`'s variant."""
    by_number: dict[str, list[str]] = {}
    for rule_id, number in book.numbers.items():
        by_number.setdefault(number, []).append(rule_id)
    rules = [
        {"number": number, "rule": rule_id, "text": book.text(number)}
        for number in sorted(by_number, key=number_key)
        for rule_id in by_number[number]
    ]
    facts: dict[str, Any] = {}
    for name in _FACTS:
        value = getattr(book, name)
        # JSON keys are strings: a table size is written "4"
        facts[name] = {str(k): v for k, v in value.items()} if name == "tables" else value
    return {
        "format": SUITE_FORMAT,
        "variant": book.variant,
        "title": book.title,
        "rules": rules,
        "facts": facts,
    }


def number_key(number: str) -> tuple[str, int, int]:
    """Rule numbers in rulebook order: AP-2.10 after AP-2.9."""
    prefix, _, rest = number.partition("-")
    section, _, item = rest.partition(".")
    return (prefix, int(section) if section.isdigit() else 0, int(item) if item.isdigit() else 0)


def is_header(line: Mapping[str, Any]) -> bool:
    return line.get("format") == SUITE_FORMAT


class HeaderError(ValueError):
    """A suite header that does not say what the format says it must."""


def from_header(data: Mapping[str, Any]) -> Rulebook:
    """The rulebook a suite's header gives; a malformed header is a `HeaderError` that
    names the field."""
    variant = data.get("variant")
    if not isinstance(variant, str) or not variant:
        raise HeaderError("the suite header needs a 'variant' string")
    title = data.get("title", "")
    if not isinstance(title, str):
        raise HeaderError("the suite header's 'title' must be a string")
    rules = data.get("rules")
    if not isinstance(rules, list):
        raise HeaderError("the suite header needs a list of 'rules'")
    numbers: dict[str, str] = {}
    texts: dict[str, str] = {}
    for index, entry in enumerate(rules):
        if not isinstance(entry, dict):
            raise HeaderError(f"the suite header's rules[{index}] must be an object")
        number, rule_id, text = entry.get("number"), entry.get("rule"), entry.get("text", "")
        if not isinstance(number, str) or not RULE_NUMBER.match(number):
            raise HeaderError(f"rules[{index}].number must be a rule number such as AP-3.2")
        if not isinstance(rule_id, str) or not rule_id:
            raise HeaderError(f"rules[{index}].rule must be a rule id string")
        if not isinstance(text, str):
            raise HeaderError(f"rules[{index}].text must be a string")
        numbers[rule_id] = number
        if text:
            texts[number] = text
    facts = data.get("facts", {})
    if not isinstance(facts, dict):
        raise HeaderError("the suite header's 'facts' must be an object")
    values: dict[str, Any] = {}
    for name, value in facts.items():
        if name not in _FACTS:
            continue  # a later version's fact: not read by this runner
        problem = _fact_problem(name, value)
        if problem:
            raise HeaderError(f"facts.{name} {problem}")
        values[name] = {int(k): v for k, v in value.items()} if name == "tables" else value
    return Rulebook(numbers, texts, variant=variant, title=title, **values)


def _fact_problem(name: str, value: Any) -> str | None:
    def whole(v: Any) -> bool:
        return isinstance(v, int) and not isinstance(v, bool) and abs(v) < 10**6

    if name in ("pitched", "high_bidder_robs"):
        return None if isinstance(value, bool) else "must be true or false"
    if name in ("target", "smudge_bid", "top_bid", "forced_bid"):
        return None if value is None or whole(value) else "must be a whole number or null"
    if name == "tables":
        ok = isinstance(value, dict) and all(
            k.isdigit() and 0 < int(k) <= 64 and _is_layout(v, int(k)) for k, v in value.items()
        )
        return None if ok else "must map each table size to each side's seats"
    if name == "turn":
        return None if value in (1, -1) else "must be 1 or -1"
    if name == "same_colour":
        ok = isinstance(value, dict) and all(
            k in SUITS and isinstance(v, str) for k, v in value.items()
        )
        return None if ok else "must map a suit letter to a card code"
    if name == "kept":
        ok = isinstance(value, dict) and all(
            k in SUITS and isinstance(v, list) and all(isinstance(c, str) for c in v)
            for k, v in value.items()
        )
        return None if ok else "must map a suit letter to a list of card codes"
    if name == "moved":
        ok = isinstance(value, dict) and all(
            k in SUITS
            and isinstance(v, dict)
            and all(isinstance(c, str) and s in SUITS for c, s in v.items())
            for k, v in value.items()
        )
        return None if ok else "must map a suit letter to {card code: suit letter}"
    return None


def _is_layout(sides: Any, players: int) -> bool:
    if not isinstance(sides, list) or not all(isinstance(side, list) for side in sides):
        return False
    seats = [seat for side in sides for seat in side]
    return all(type(seat) is int for seat in seats) and sorted(seats) == list(range(players))


# -- records without a header -------------------------------------------------------------

# Rulebooks read from suites whose records travel on without them (the pytest plugin's
# records, handed to `assert_conforms` by a test): by variant id, for this process.
_REMEMBERED: dict[str, Rulebook] = {}


def remember(book: Rulebook) -> None:
    """Judge every later record of `book`'s variant by it, in this process."""
    _REMEMBERED[book.variant] = book


def known_rulebook(variant: str) -> Rulebook:
    """The rulebook of a variant a record names without one: a suite's remembered by
    `remember`, else the bundled variant's (none for an unknown id)."""
    return _REMEMBERED.get(variant) or bundled_rulebook(variant)


@functools.lru_cache(maxsize=64)
def bundled_rulebook(variant: str) -> Rulebook:
    """The rulebook of a bundled variant, compiled from the installed package (whatever
    the folder); none for an id the package does not carry."""
    from allfours.sources import SpecError, bundled_ids, open_variant

    if variant not in bundled_ids():
        return NO_RULEBOOK
    try:
        opened = open_variant(variant)
    except SpecError:
        return NO_RULEBOOK
    return rulebook_of(opened.module, opened.variant)
