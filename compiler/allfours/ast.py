"""The variant file as written: one frozen node per statement, each with its span.

The AST mirrors the surface syntax and resolves nothing: `extends` is still a name,
defaults are not filled in. Checks read it; `lower` turns it into the IR.
"""

from __future__ import annotations

from dataclasses import dataclass

from allfours.span import Span


@dataclass(frozen=True, slots=True)
class Name:
    value: str
    span: Span


@dataclass(frozen=True, slots=True)
class Number:
    value: int
    span: Span


@dataclass(frozen=True, slots=True)
class Header:
    id: Name
    title: str
    base: Name | None
    span: Span


# -- statements ---------------------------------------------------------------------
# Every statement has a `key`: two statements with the same key state the same
# setting, which is an error in one file and an override across `extends`.


@dataclass(frozen=True, slots=True)
class Description:
    text: str
    span: Span
    key = "description"


@dataclass(frozen=True, slots=True)
class Numbering:
    prefix: Name
    span: Span
    key = "rule numbers"


@dataclass(frozen=True, slots=True)
class Players:
    low: Number
    high: Number | None
    partnership: Number | None  # players per partnership; None: each for themselves
    seating: str | None  # "opposite" | "alternately" | None
    span: Span
    key = "players"


@dataclass(frozen=True, slots=True)
class Pack:
    size: Number
    lowest_rank: Name | None  # a rank word, e.g. "seven"; None: down to the two
    joker: bool
    span: Span
    key = "pack"


@dataclass(frozen=True, slots=True)
class Joker:
    pitched_trump: str  # the suit word a pitched joker makes trump, e.g. "spades"
    span: Span
    key = "joker"


@dataclass(frozen=True, slots=True)
class Deal:
    hand_size: Number
    packet_size: Number
    span: Span
    key = "deal"


@dataclass(frozen=True, slots=True)
class Rotation:
    step: int  # +1 passes left, -1 passes right, 0 stays with the dealer
    span: Span
    key = "deal rotation"


@dataclass(frozen=True, slots=True)
class Auction:
    kind: str  # "once_around" | "none" | "sell"
    low: Number | None  # the bid range; None when there is no bidding
    high: Number | None
    span: Span
    key = "auction"


@dataclass(frozen=True, slots=True)
class Privilege:
    kind: str  # "none" | "match"
    limit: str | None  # None | "except_smudge" | "even_smudge"
    limit_span: Span | None
    span: Span
    key = "dealer's privilege"


@dataclass(frozen=True, slots=True)
class Smudge:
    bid: Number
    wins_game: bool
    unless_in_hole: bool
    scores_bid: bool
    needs_every_trick: bool
    clauses: tuple[Span, ...]  # where each clause was written, for diagnostics
    span: Span
    key = "smudge"


@dataclass(frozen=True, slots=True)
class NoSmudge:
    """`smudge: none`: a variant built on one with a smudge, without it."""

    span: Span
    key = "smudge"


@dataclass(frozen=True, slots=True)
class AllPass:
    # "stick_the_dealer" | "redeal_by_next_dealer" | "redeal_by_same_dealer" | "eldest_pitches"
    kind: str
    span: Span
    key = "if everyone passes"


@dataclass(frozen=True, slots=True)
class Trump:
    span: Span
    key = "trump"


@dataclass(frozen=True, slots=True)
class TrumpLead:
    kind: str  # "must_follow" | "follow_or_trump"
    span: Span
    key = "on a trump lead"


@dataclass(frozen=True, slots=True)
class PlainLead:
    kind: str
    span: Span
    key = "on a plain lead"


@dataclass(frozen=True, slots=True)
class Void:
    span: Span
    key = "when void"


@dataclass(frozen=True, slots=True)
class CountValue:
    rank: str
    value: Number
    span: Span


@dataclass(frozen=True, slots=True)
class PointCard:
    kind: str  # "highest_trump" | "lowest_trump" | "trump_card" | "joker" | "most_count"
    rank: str | None  # for "trump_card": the rank's word, e.g. "jack"
    counts: tuple[CountValue, ...]
    span: Span


@dataclass(frozen=True, slots=True)
class Recipient:
    kind: str  # "holder" | "capturer" | "player"
    span: Span


@dataclass(frozen=True, slots=True)
class Clause:
    kind: str  # "not_dealt_nobody" | "tie_nobody" | "tie_pitcher"
    span: Span


@dataclass(frozen=True, slots=True)
class Point:
    id: Name
    card: PointCard
    recipient: Recipient | None
    clauses: tuple[Clause, ...]
    span: Span

    @property
    def key(self) -> str:
        return f"point {self.id.value}"


@dataclass(frozen=True, slots=True)
class Contract:
    span: Span
    key = "contract"


@dataclass(frozen=True, slots=True)
class Target:
    value: Number
    span: Span
    key = "target"


@dataclass(frozen=True, slots=True)
class Scoring:
    countdown: bool  # False: scores count up from 0 to the target
    span: Span
    key = "scores"


@dataclass(frozen=True, slots=True)
class CountOut:
    mode: str  # "in_order" | "higher_score"
    pitcher_first: bool
    order: tuple[Name, ...]
    span: Span
    key = "count out"


@dataclass(frozen=True, slots=True)
class InstantWin:
    span: Span
    key = "instant win"


@dataclass(frozen=True, slots=True)
class Settle:
    above_zero: Number
    at_or_below_zero: Number
    span: Span
    key = "settle"


@dataclass(frozen=True, slots=True)
class SetbackChips:
    per_setback: Number
    span: Span
    key = "set-back chips"


Statement = (
    Description
    | Numbering
    | Players
    | Pack
    | Joker
    | Deal
    | Rotation
    | Auction
    | Privilege
    | Smudge
    | NoSmudge
    | AllPass
    | Trump
    | TrumpLead
    | PlainLead
    | Void
    | Point
    | Contract
    | Scoring
    | Target
    | CountOut
    | InstantWin
    | Settle
    | SetbackChips
)


@dataclass(frozen=True, slots=True)
class VariantFile:
    path: str
    header: Header
    statements: tuple[Statement, ...]
