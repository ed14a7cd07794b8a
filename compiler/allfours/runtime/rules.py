"""The variant as data: what a generated module passes to the engine."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class PointRule:
    """One point of the hand (rulebook section 5)."""

    id: str
    kind: str  # "highest_trump" | "lowest_trump" | "trump_card" | "joker" | "most_count"
    rank: str | None = None  # "trump_card": the rank code, e.g. "J"
    recipient: str | None = None  # "holder" | "capturer" | "player"
    counts: tuple[tuple[str, int], ...] = ()  # "most_count": rank code -> count value
    tie: str | None = None  # "most_count": "nobody" | "pitcher"


@dataclass(frozen=True, slots=True)
class Rules:
    """Every setting of a variant that changes how the game is played or scored."""

    id: str
    title: str
    rule_prefix: str
    players_min: int
    players_max: int
    partnership_size: int  # 1: each for themselves; k: partnerships of k, side = seat % sides
    ranks: str  # the pack's ranks, high to low
    jokers: int
    joker_trump: str | None  # the suit (code letter) a pitched joker makes trump
    hand_size: int
    packet_size: int
    deal_rotation: int  # +1 the deal passes left, -1 right, 0 stays
    auction: str  # "once_around" | "none" | "sell"
    min_bid: int
    max_bid: int
    privilege: str  # "none" | "match" | "match_except_smudge" | "match_even_smudge"
    smudge_bid: int | None
    smudge_wins_game: bool
    smudge_unless_in_hole: bool
    smudge_scores_bid: bool
    smudge_needs_every_trick: bool
    # "stick_the_dealer" | "redeal_by_next_dealer" | "redeal_by_same_dealer" | "eldest_pitches"
    all_pass: str
    trump_lead: str  # "must_follow"
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

    def rule(self, number: str) -> str:
        """A rule number as the rulebook cites it, e.g. `AP-4.3`."""
        return f"{self.rule_prefix}-{number}"
