"""The IR: a variant fully resolved, `extends` applied and every default filled in.

This is the one model every backend reads. Values are plain data (ints, strings,
tuples), so a backend can print them with `repr()` and never needs the AST.
"""

from __future__ import annotations

from dataclasses import dataclass

# Card ranks as in the card codes of rules/auction-pitch.md AP-1.4, high to low.
RANKS = ("A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2")
SUITS = ("S", "H", "D", "C")
SUIT_WORDS = {"spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C"}
RANK_WORDS = {
    "ace": "A",
    "king": "K",
    "queen": "Q",
    "jack": "J",
    "ten": "T",
    "nine": "9",
    "eight": "8",
    "seven": "7",
    "six": "6",
    "five": "5",
    "four": "4",
    "three": "3",
    "two": "2",
}


@dataclass(frozen=True, slots=True)
class Origin:
    """Where a setting was stated: for comments in generated code and 'differs from' notes."""

    path: str
    line: int
    text: str


@dataclass(frozen=True, slots=True)
class PointRule:
    id: str
    kind: str  # "highest_trump" | "lowest_trump" | "trump_card" | "joker" | "most_count"
    rank: str | None  # for "trump_card": a rank code such as "J"
    recipient: str | None  # "holder" | "capturer" | "player"; None for "most_count"
    counts: tuple[tuple[str, int], ...]  # for "most_count": rank code -> count value
    tie: str | None  # for "most_count": "nobody" | "pitcher"
    origin: Origin | None


@dataclass(frozen=True, slots=True)
class Variant:
    id: str
    title: str
    description: str
    source: str
    lineage: tuple[str, ...]  # this variant's id, then its base's, up to the root
    rule_prefix: str
    players_min: int
    players_max: int
    partnership_size: int  # 1: each for themselves; k: sides of k partners, seat % (n // k)
    ranks: str  # the pack's ranks, high to low, as card-code letters
    jokers: int  # 0 or 1
    joker_trump: str | None  # the suit a pitched joker makes trump
    pack_size: int
    hand_size: int
    packet_size: int
    deal_rotation: int  # +1 the deal passes left, -1 right, 0 stays
    auction: str  # "once_around" | "none" | "sell"
    min_bid: int  # 0 and 0 when there is no bidding
    max_bid: int
    privilege: str  # "none" | "match" | "match_except_smudge" | "match_even_smudge"
    smudge_bid: int | None
    smudge_wins_game: bool
    smudge_unless_in_hole: bool
    smudge_scores_bid: bool
    smudge_needs_every_trick: bool
    # "stick_the_dealer" | "redeal_by_next_dealer" | "redeal_by_same_dealer" | "eldest_pitches"
    all_pass: str
    trump_lead: str  # "must_follow" | "follow_or_trump"
    plain_lead: str  # "must_follow" | "follow_or_trump"
    points: tuple[PointRule, ...]
    countdown: bool  # scores count down from the target to 0
    count_out_mode: str  # "in_order" | "higher_score"
    count_out_pitcher_first: bool
    count_out_order: tuple[str, ...]
    target: int
    all_points_wins_game: bool
    settle_above_zero: int
    settle_at_or_below_zero: int
    setback_chips: int
    # setting key -> where it was stated; settings left at their default are absent
    origins: tuple[tuple[str, Origin], ...]
    # the variant this one extends, resolved the same way (for "how it differs" notes)
    parent: Variant | None = None
    source_text: str = ""  # the variant's own file, shown beside its rulebook

    @property
    def base(self) -> str | None:
        return self.lineage[1] if len(self.lineage) > 1 else None

    def origin(self, key: str) -> Origin | None:
        return dict(self.origins).get(key)

    @property
    def partnerships(self) -> bool:
        return self.partnership_size > 1
