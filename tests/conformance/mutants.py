"""Implementations of Auction Pitch, of Seven-Up, of Cinch, of Pidro, of Ten-Point Pitch and
of Nine-Five that are each wrong about exactly one rule.

Each is the generated `auction_pitch` (or `seven_up`, `cinch`, `pidro`, `ten_point_pitch`,
`nine_five`) engine with one
change: a setting of its `RULES` replaced (the way a careless port would misread the
rulebook), or one method overridden (the way a careless port would code it). The
conformance suite must fail every one of them, on a record tagged with the rule that was
changed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from allfours.conformance.engine_adapter import Engine, EngineImplementation
from allfours.conformance.modules import engine_class


@dataclass(frozen=True)
class Mutant:
    name: str
    rule: str  # the rule it breaks, as the suite tags it
    case: str  # the edge case that shows it
    build: Callable[[ModuleType], Engine]
    variant: str = "auction_pitch"

    def implementation(self, module: ModuleType) -> EngineImplementation:
        return EngineImplementation({self.variant: self.build(module)}, name=self.name)


def _replaced(value: Any, path: str, new: Any) -> Any:
    """`value` (a NamedTuple of the IR) with the field at a dotted path replaced."""
    name, _, rest = path.partition(".")
    inner = new if not rest else _replaced(getattr(value, name), rest, new)
    return value._replace(**{name: inner})


def _setting(path: str, new: Any) -> Callable[[ModuleType], Engine]:
    """The engine run with one setting of RULES (at a path, `auction.privilege`) replaced."""

    def build(module: ModuleType) -> Engine:
        rules = _replaced(module.RULES, path, new)
        return Engine(
            lambda players, **kw: module.Engine(rules, players, **kw),
            module.IllegalAction,
            module.expect_of,
        )

    return build


def _point(point_id: str, path: str, new: Any) -> Callable[[ModuleType], Engine]:
    """The engine run with one point of the hand scored another way."""

    def build(module: ModuleType) -> Engine:
        points = tuple(
            _replaced(p, path, new) if p.id == point_id else p for p in module.RULES.points
        )
        return _setting("points", points)(module)

    return build


def _override(make: Callable[[type], type]) -> Callable[[ModuleType], Engine]:
    """The engine with a subclass that codes one rule differently."""

    def build(module: ModuleType) -> Engine:
        cls = make(module.Game)
        return Engine(cls, module.IllegalAction, module.expect_of)

    return build


def _no_set_back(base: type) -> type:
    class NoSetBack(base):  # type: ignore[misc]
        def _contract_made(self, points: Any, made_counts: Any) -> bool:
            return True  # a pitcher who falls short keeps the points made (not AP-6.2)

    return NoSetBack


def _payouts_ignore_zero(base: type) -> type:
    class PayoutsIgnoreZero(base):  # type: ignore[misc]
        def payouts(self) -> list[int] | None:
            net: list[int] | None = super().payouts()
            if net is None:
                return None
            winners = self.side_seats(self.winner)
            for seat, score in enumerate(self.scores):
                if seat not in winners and score == 0:  # 0 pays like 1 or more (not AP-8.1)
                    net[seat] += len(winners)
                    for collector in winners:
                        net[collector] -= 1
            return net

    return PayoutsIgnoreZero


def _zero_in_the_hole(base: type) -> type:
    class ZeroInTheHole(base):  # type: ignore[misc]
        def _in_the_hole(self, score: int) -> bool:
            return score <= 0  # exactly 0 counted in the hole (not AP-6.3)

    return ZeroInTheHole


def _trumps_do_not_win(base: type) -> type:
    class TrumpsDoNotWin(base):  # type: ignore[misc]
        def trick_winner(self, trick: list[int]) -> int:
            suits, rank = self.suit_of, self.context.rank
            lead = suits[trick[0]]
            if lead == self.trump_suit:
                result: int = super().trick_winner(trick)
                return result
            # trumps ignored (not AP-4.4)
            best = min((c for c in trick if suits[c] == lead), key=rank.__getitem__)
            return int((self.leader + trick.index(best)) % self.players)

    return TrumpsDoNotWin


def _trump_lead_free(base: type) -> type:
    class TrumpLeadFree(base):  # type: ignore[misc]
        def legal_actions(self) -> tuple[str, ...]:
            trick = self.trick
            if self.phase == "play" and trick and self.suit_of[trick[0]] == self.trump_suit:
                hand = self.hands[self.to_act]
                return tuple(self.play_actions[c] for c in hand)  # any card (not AP-4.2)
            result: tuple[str, ...] = super().legal_actions()
            return result

    return TrumpLeadFree


def _equal_bids(base: type) -> type:
    class EqualBids(base):  # type: ignore[misc]
        def legal_actions(self) -> tuple[str, ...]:
            legal: tuple[str, ...] = super().legal_actions()
            smudge, high = self.smudge, self.high_bid
            if self.phase != "auction" or not high or (smudge and high == smudge.bid):
                return legal
            more = {*legal, f"bid {high}"}  # anyone may match the high bid (not AP-3.2)
            return tuple(a for a in self.auction_phase.candidates if a in more)

    return EqualBids


def _dealer_never_rotates(base: type) -> type:
    class DealerNeverRotates(base):  # type: ignore[misc]
        def _next_dealer(self, result: Any) -> int:
            return int(self.dealer)  # the same dealer deals every hand (not AP-2.3)

    return DealerNeverRotates


def _game_over_only_when_scores_differ(base: type) -> type:
    class GameOverOnlyWhenScoresDiffer(base):  # type: ignore[misc]
        def _decide_winner(self, points: Any, values: Any, made: Any, *rest: Any) -> int | None:
            firsts = range(self.sides)
            reached = [self.scores[s] for s in firsts if self.reached(self.scores[s])]
            if len(reached) > 1 and reached.count(max(reached)) > 1:
                return None  # level at the top: play on (not AP-7.1: the game ends)
            winner: int | None = super()._decide_winner(points, values, made, *rest)
            return winner

    return GameOverOnlyWhenScoresDiffer


MUTANTS = (
    Mutant(
        "low-to-the-capturer", "AP-5.2", "low-taken-by-another", _point("low", "credit", "capturer")
    ),
    Mutant(
        "jack-to-its-holder", "AP-5.3", "jack-taken-by-another", _point("jack", "credit", "holder")
    ),
    Mutant(
        "tied-game-to-the-pitcher",
        "AP-5.4",
        "game-tie-with-pitcher",
        _point("game", "select.tie", "pitcher"),
    ),
    Mutant(
        "no-dealers-privilege",
        "AP-3.3",
        "dealer-takes-at-high-bid",
        _setting("auction.privilege", "none"),
    ),
    Mutant(
        "dealer-may-match-a-smudge",
        "AP-3.4",
        "smudge-blocks-later-bids",
        _setting("auction.smudge.dealer_may_match", True),
    ),
    Mutant(
        "no-trumping-while-able-to-follow",
        "AP-4.3",
        "trump-while-able-to-follow",
        _setting("play.plain_lead", "must_follow"),
    ),
    Mutant(
        "smudge-wins-even-from-the-hole",
        "AP-7.2",
        "smudge-made-from-the-hole",
        _setting("auction.smudge.unless_in_hole", False),
    ),
    Mutant("no-set-back", "AP-6.2", "set-back", _override(_no_set_back)),
    Mutant(
        "payouts-ignore-zero-scores", "AP-8.1", "payout-from-zero", _override(_payouts_ignore_zero)
    ),
    Mutant(
        "count-out-by-higher-score",
        "AP-7.3",
        "count-out-by-order",
        _setting("game.count_out.mode", "higher_score"),
    ),
    Mutant(
        "pitcher-does-not-count-first",
        "AP-7.3",
        "count-out-pitcher-first",
        _setting("game.count_out.pitcher_first", False),
    ),
    Mutant(
        "dealer-not-stuck",
        "AP-3.5",
        "everyone-passes-to-the-dealer",
        _setting("auction.all_pass", "redeal_by_next_dealer"),
    ),
    Mutant(
        "smudge-does-not-win",
        "AP-7.2",
        "smudge-wins-the-game",
        _setting("auction.smudge.wins_game", False),
    ),
    Mutant("game-to-eleven", "AP-7.1", "target-reached", _setting("game.target", 11)),
    Mutant(
        "set-backs-cost-chips",
        "AP-8.2",
        "payout-with-set-backs",
        _setting("settlement.per_setback", 1),
    ),
    Mutant(
        "every-point-wins-at-once",
        "AP-7.2",
        "all-points-without-a-smudge",
        _setting("game.all_points_wins", True),
    ),
    Mutant("zero-is-in-the-hole", "AP-6.3", "smudge-made-from-zero", _override(_zero_in_the_hole)),
    Mutant(
        "trumps-do-not-win-plain-tricks",
        "AP-4.4",
        "plain-trick-trumped",
        _override(_trumps_do_not_win),
    ),
    Mutant(
        "trump-lead-need-not-be-followed",
        "AP-4.2",
        "trump-lead-must-follow",
        _override(_trump_lead_free),
    ),
    Mutant("equal-bids-allowed", "AP-3.2", "bid-must-rise", _override(_equal_bids)),
    Mutant(
        "smudge-needs-every-trick",
        "AP-3.4",
        "smudge-loses-a-trick",
        _setting("auction.smudge.needs_every_trick", True),
    ),
)


# The mutants only whole-game records show: each is wrong about what happens between hands.
GAME_MUTANTS = (
    Mutant(
        "dealer-never-rotates",
        "AP-2.3",
        "game-dealer-rotation",
        _override(_dealer_never_rotates),
    ),
    Mutant(
        "game-over-only-when-scores-differ",
        "AP-7.1",  # the game ends when someone reaches the target; AP-7.3 only names who won
        "game-tie-at-the-target",
        _override(_game_over_only_when_scores_differ),
    ),
)


# -- Seven-Up -------------------------------------------------------------------------------


def _gift_to_eldest_only(base: type) -> type:
    class GiftToEldestOnly(base):  # type: ignore[misc]
        def _gift_sides(self) -> list[int]:
            sides: list[int] = super()._gift_sides()
            return sides[:1]  # only the player who begged (not SU-3.4 with three players)

    return GiftToEldestOnly


def _seven_up(name: str, rule: str, case: str, build: Callable[[ModuleType], Engine]) -> Mutant:
    return Mutant(name, rule, case, build, variant="seven_up")


SEVEN_UP_MUTANTS = (
    _seven_up(
        "gift-that-reaches-the-target",
        "SU-3.5",
        "gift-refused-near-the-target",
        _setting("begging.gift_limit", False),
    ),
    _seven_up(
        "low-to-the-captor", "SU-6.4", "low-taken-by-another", _point("low", "credit", "capturer")
    ),
    _seven_up(
        "jack-to-its-holder", "SU-6.5", "jack-taken-by-another", _point("jack", "credit", "holder")
    ),
    _seven_up("tied-game-to-eldest", "SU-6.7", "game-tie", _point("game", "select.tie", "eldest")),
    _seven_up(
        "no-turned-jack",
        "SU-2.3",
        "turned-jack-at-the-deal",
        _point("turned_jack", "select.values", ()),
    ),
    _seven_up(
        "gift-to-eldest-only",
        "SU-3.4",
        "gift-to-each-opponent",
        _override(_gift_to_eldest_only),
    ),
    _seven_up(
        "no-discards-after-a-run",
        "SU-4.1",
        "discards-after-a-run",
        _setting("begging.discard_to", None),
    ),
    _seven_up("runs-of-two-cards", "SU-3.6", "run-to-a-new-suit", _setting("begging.run_size", 2)),
    _seven_up(
        "no-trumping-while-able-to-follow",
        "SU-5.3",
        "trump-while-able-to-follow",
        _setting("play.plain_lead", "must_follow"),
    ),
    _seven_up(
        "trump-lead-need-not-be-followed",
        "SU-5.2",
        "trump-lead-must-follow",
        _override(_trump_lead_free),
    ),
    _seven_up("void-must-trump", "SU-5.3", "void-plays-any", _setting("play.void", "must_trump")),
    _seven_up(
        "count-out-by-higher-score",
        "SU-7.3",
        "count-out-by-order",
        _setting("game.count_out.mode", "higher_score"),
    ),
    _seven_up("game-to-ten", "SU-7.1", "target-reached", _setting("game.target", 10)),
)


# -- Cinch ----------------------------------------------------------------------------------


def _trump_discarded_at_six(base: type) -> type:
    class TrumpDiscardedAtSix(base):  # type: ignore[misc]
        def legal_actions(self) -> tuple[str, ...]:
            legal: tuple[str, ...] = super().legal_actions()
            seat = self.to_act
            if self.phase != "discard" or seat is None or seat == self.dealer:
                return legal
            hand = self.hands[seat]
            trumps = [c for c in hand if self.suit_of[c] == self.trump_suit]
            if len(trumps) != self.rules.refill.hand_size:
                return legal
            # six trumps held, and one of them may still go (not CI-4.1)
            more = [f"discard {self.codes[c]}" for c in trumps]
            return tuple(a for a in legal if a != "done") + tuple(more)

    return TrumpDiscardedAtSix


def _set_scores_the_others_count(base: type) -> type:
    class SetScoresTheOthersCount(base):  # type: ignore[misc]
        def _difference(self, counts: list[int], made: bool | None) -> list[int]:
            gains: list[int] = super()._difference(counts, made)
            if made is False:
                other = 1 - self.side_of[self.pitcher]
                gains[other] = counts[other] + self.contract  # not 14 + b - B (CI-7.2)
            return gains

    return SetScoresTheOthersCount


def _discards_dealt_last_first(base: type) -> type:
    class DiscardsDealtLastFirst(base):  # type: ignore[misc]
        def deal_back(self, size: int) -> None:
            self.discards.reverse()  # the latest discard first (not CI-4.3)
            super().deal_back(size)

    return DiscardsDealtLastFirst


def _left_pedro_above_the_right(module: ModuleType) -> Engine:
    same = module.RULES.pack.same_colour._replace(below="6")  # above the five (not CI-1.3)
    return _setting("pack.same_colour", same)(module)


def _cinch(name: str, rule: str, case: str, build: Callable[[ModuleType], Engine]) -> Mutant:
    return Mutant(name, rule, case, build, variant="cinch")


CINCH_MUTANTS = (
    _cinch(
        "left-pedro-not-a-trump",
        "CI-1.3",  # "the Left Pedro is a trump for every purpose": the discards show it first
        "same-colour-follows-a-trump-lead",
        _setting("pack.same_colour", None),
    ),
    _cinch(
        "left-pedro-above-the-right",
        "CI-1.3",
        "same-colour-below-the-five",
        _left_pedro_above_the_right,
    ),
    _cinch(
        "trump-discarded-at-six",
        "CI-4.1",
        "discard-trumps-down-to-the-hand-size",
        _override(_trump_discarded_at_six),
    ),
    _cinch(
        "discards-dealt-last-first",
        "CI-4.3",
        "dealt-from-the-discards",
        _override(_discards_dealt_last_first),
    ),
    _cinch(
        "set-scores-the-others-count",
        "CI-7.2",
        "set-with-a-point-out-of-play",
        _override(_set_scores_the_others_count),
    ),
    _cinch(
        "all-pass-thrown-in",
        "CI-3.4",
        "all-pass-dealer-plays",
        _setting("auction.all_pass", "redeal_by_next_dealer"),
    ),
)


# -- Pidro ----------------------------------------------------------------------------------


def _cold_players_not_skipped(base: type) -> type:
    class ColdPlayersNotSkipped(base):  # type: ignore[misc]
        def lead_from(self, seat: int) -> bool:
            suit, trump = self.suit_of, self.trump_suit
            if not any(suit[card] == trump for hand in self.hands for card in hand):
                return False  # the hand still ends once nobody holds a trump
            # every player is asked for a card, trumps or none (not PI-5.7)
            self.leader, self.to_act, self.in_trick = seat, seat, self.round_from[seat]
            return True

    return ColdPlayersNotSkipped


def _pidro(name: str, rule: str, case: str, build: Callable[[ModuleType], Engine]) -> Mutant:
    return Mutant(name, rule, case, build, variant="pidro")


PIDRO_MUTANTS = (
    _pidro(
        "cold-players-not-skipped",
        "PI-5.7",
        "cold-player-passed-over",
        _override(_cold_players_not_skipped),
    ),
    _pidro(
        "plain-cards-played",
        "PI-5.7",
        "only-trumps-are-led",
        _setting("play.trumps_only", False),
    ),
    _pidro(
        "point-card-discardable",
        "PI-4.1",
        "kill-excess-trumps-but-no-point",
        _setting("refill.keep_points", False),
    ),
    _pidro(
        "top-bid-not-retakeable",
        "PI-3.8",
        "top-bid-retaken",
        _setting("auction.retake_top", False),
    ),
)


# -- Ten-Point Pitch ----------------------------------------------------------------------


def _low_joker_above_the_high(module: ModuleType) -> Engine:
    high, low = module.RULES.pack.jokers  # the first listed ranks higher (not TP-1.2)
    return _setting("pack.jokers", (low, high))(module)


def _ten_point(name: str, rule: str, case: str, build: Callable[[ModuleType], Engine]) -> Mutant:
    return Mutant(name, rule, case, build, variant="ten_point_pitch")


TEN_POINT_MUTANTS = (
    _ten_point(
        "low-joker-above-the-high",
        "TP-1.3",  # the sentence that ranks the trumps: "the high joker, the low joker"
        "high-joker-beats-low-joker",
        _low_joker_above_the_high,
    ),
    _ten_point(
        "dealer-robs-the-pack",
        "TP-4.4",
        "high-bidder-robs-the-pack",
        _setting("refill.robber", "dealer"),
    ),
    _ten_point(
        "set-moon-only-set-back",
        "TP-8.4",
        "smudge-set-loses-the-game",
        _setting("auction.smudge.set_loses", False),
    ),
    _ten_point(
        "moon-from-the-hole-wins",
        "TP-8.4",
        "smudge-made-from-the-hole",
        _setting("auction.smudge.unless_in_hole", False),
    ),
)


# -- Nine-Five ------------------------------------------------------------------------------


def _nine_five(name: str, rule: str, case: str, build: Callable[[ModuleType], Engine]) -> Mutant:
    return Mutant(name, rule, case, build, variant="nine_five")


NINE_FIVE_MUTANTS = (
    _nine_five(
        "no-forced-bid",
        "NF-3.9",
        "forced-bid",
        _setting("auction.forced", None),
    ),
    _nine_five(
        "maker-leads-first",
        "NF-5.1",
        "high-bidder-names-trump",
        _setting("play.first_lead", "maker"),
    ),
    _nine_five(
        "all-pass-dealer-stuck",
        "NF-3.4",
        "all-pass-thrown-in",
        _setting("auction.all_pass", "stick_the_dealer"),
    ),
)


# -- what an independent engine got wrong, blamed on a neighbouring rule before ----------


def _result(change: Callable[[Any, dict[str, Any]], None]) -> Callable[[ModuleType], Engine]:
    """The engine whose hand result is changed afterwards, the way a port that scores the
    hand its own way would report it."""

    def build(module: ModuleType) -> Engine:
        def result(game: Any) -> Mapping[str, Any]:
            expect = dict(module.expect_of(game))
            if game.hand_result is not None:
                change(game, expect)
            return expect

        return Engine(module.Game, module.IllegalAction, result)

    return build


def _pitcher_side(game: Any) -> list[int]:
    side = game.side_of[game.pitcher]
    return [seat for seat in range(game.players) if game.side_of[seat] == side]


def _set_back_by_one(game: Any, expect: dict[str, Any]) -> None:
    if expect.get("made") is False:
        scores = list(expect["scores"])
        for seat in _pitcher_side(game):
            scores[seat] += game.contract - 1  # set back 1, not the bid (not AP-6.2)
        expect["scores"] = scores


def _set_back_not_scored(game: Any, expect: dict[str, Any]) -> None:
    if expect.get("made") is False:  # said to be set, yet neither scored nor counted
        scores, setbacks = list(expect["scores"]), list(expect["setbacks"])
        for seat in _pitcher_side(game):
            scores[seat] += game.contract
            setbacks[seat] -= 1
        expect["scores"], expect["setbacks"] = scores, setbacks


def _all_pass_set(game: Any, expect: dict[str, Any]) -> None:
    if expect.get("points") == {} and not expect.get("tricks"):  # nobody bid
        scores = list(expect["scores"])
        scores[game.dealer] -= 2  # the dealer set back two (not AP-3.5: thrown in)
        expect["scores"] = scores


def _must_lead_trump(base: type) -> type:
    class MustLeadTrump(base):  # type: ignore[misc]
        def legal_actions(self) -> tuple[str, ...]:
            legal: tuple[str, ...] = super().legal_actions()
            if self.phase != "play" or self.trick or not self.tricks:
                return legal
            hand = self.hands[self.to_act]
            trumps = [c for c in hand if self.suit_of[c] == self.trump_suit]
            if not trumps:
                return legal
            return tuple(self.play_actions[c] for c in trumps)  # a trump led (not AP-4.4)

    return MustLeadTrump


def _never_scored(point_id: str) -> Callable[[ModuleType], Engine]:
    """The engine with one point that no hand ever awards: a most-counting-cards point in
    which no card counts, so that every side ties and no one scores it."""

    def build(module: ModuleType) -> Engine:
        nothing = engine_class(module, "MostCount")((), "nobody")
        return _point(point_id, "select", nothing)(module)

    return build


BLAME_MUTANTS = (
    Mutant("set-back-by-one", "AP-6.2", "set-back", _result(_set_back_by_one)),
    Mutant("set-back-not-scored", "AP-6.2", "set-back", _result(_set_back_not_scored)),
    Mutant(
        "all-pass-scored-as-a-set",
        "AP-3.5",
        "all-pass-thrown-in",
        _result(_all_pass_set),
        variant="auction_pitch_redeal",
    ),
    Mutant("leader-must-lead-trump", "AP-4.4", "winner-leads", _override(_must_lead_trump)),
    Mutant(
        "discard-down-plain-first",
        "CI-4.2",
        "discard-down-to-the-hand-size",
        _setting("discard_down.plain_first", True),
        variant="cinch_widow",
    ),
    Mutant(
        "slam-never-scored",
        "PP-5.5",  # a port that never finds a side that took every trick
        "slam-every-trick",
        _never_scored("slam"),
        variant="partnership_pitch_slam",
    ),
    Mutant(
        "set-scores-every-point-plus-the-shortfall",
        "CI-7.2",  # the house rule read the base's way: O + b becomes 14 + b - B
        "set-with-a-point-out-of-play",
        _setting("scoring.set_own_plus_bid", False),
        variant="cinch_own_points_plus_bid",
    ),
)


ALL_MUTANTS = (
    *MUTANTS,
    *BLAME_MUTANTS,
    *GAME_MUTANTS,
    *SEVEN_UP_MUTANTS,
    *CINCH_MUTANTS,
    *PIDRO_MUTANTS,
    *TEN_POINT_MUTANTS,
    *NINE_FIVE_MUTANTS,
)
