"""What a player knows about the cards from the variant's RULES alone: every card of the
pack, the suit each card follows once trump is known, the order of the trumps (jokers and
a card of trump's colour included), and what a card is worth to whoever takes it.

Nothing here names a variant: the pack's ranks, its jokers, its card of trump's colour and
the points of the hand are all read from `model.Rules`.
"""

from __future__ import annotations

from functools import cache

from allfours.runtime import model
from allfours.runtime.cards import SUIT_CODES, cards_of

SUITS: tuple[str, ...] = SUIT_CODES  # the engine's suit numbers: S 0, H 1, D 2, C 3
JOKER_SUIT = ""  # a joker follows no suit until trump is known


def rank_of(code: str) -> str:
    return code[0]


class TrumpOrder:
    """The cards once `trump` is known: the suit each follows, and its strength within
    that suit (higher wins). Read off the engine's own trump contexts
    (`runtime.cards`), so that the players and the rules never disagree on the order."""

    def __init__(self, pack: model.Pack, trump: str | None) -> None:
        cards = cards_of(pack)
        codes = cards.codes
        self.trump = trump
        self.level = pack.jokers_level  # level jokers: which of two in a trick wins
        self.jokers = frozenset(joker.code for joker in pack.jokers)
        if trump is None:  # natural suits; a joker follows none until trump is known
            self.suit: dict[str, str] = {
                code: JOKER_SUIT if code in self.jokers else code[1] for code in codes
            }
            self.strength: dict[str, int] = {
                code: 0 if code in self.jokers else len(cards.ranks) - cards.rank_of[card]
                for card, code in enumerate(codes)
            }
            self.trumps: tuple[str, ...] = ()
            return
        context = cards.context(SUITS.index(trump))
        self.suit = {code: SUITS[context.suit[card]] for card, code in enumerate(codes)}
        self.strength = {code: len(codes) - context.rank[card] for card, code in enumerate(codes)}
        self.trumps = tuple(codes[card] for card in context.trumps)

    def is_trump(self, card: str) -> bool:
        return self.trump is not None and self.suit[card] == self.trump

    def beats(self, card: str, best: str, led: str) -> bool:
        """Whether `card`, played after `best`, takes the trick from it, `led` being the
        suit led."""
        card_suit, best_suit = self.suit[card], self.suit[best]
        if card_suit == best_suit:
            if self.level == "later" and card in self.jokers and best in self.jokers:
                return True  # of two level jokers, the one played later wins
            return self.strength[card] > self.strength[best]
        return card_suit == self.trump or (best_suit != self.trump and card_suit == led)

    def winning(self, cards: list[str]) -> int:
        """The index of the card that takes a trick played in this order."""
        led = self.suit[cards[0]]
        best = 0
        for index in range(1, len(cards)):
            if self.beats(cards[index], cards[best], led):
                best = index
        return best


class CardSense:
    """A variant's cards as a player reasons about them."""

    def __init__(self, rules: model.Rules) -> None:
        self.rules = rules
        pack = rules.pack
        self.codes: tuple[str, ...] = tuple(
            [rank + suit for suit in SUITS for rank in pack.ranks]
            + [joker.code for joker in pack.jokers]
        )
        self.all_codes = frozenset(self.codes)
        self._orders = {trump: TrumpOrder(pack, trump) for trump in (None, *SUITS)}
        self.jokers = {joker.code: joker for joker in pack.jokers}
        # The points decided in the play (not by a turn-up or a gift before it).
        self.play_points = tuple(p for p in rules.points if not p.before_play)
        self.count_values: dict[str, int] = {}
        self._point_counts: dict[model.Point, dict[str, int]] = {}
        for point in self.play_points:
            if isinstance(point.select, model.MostCount):
                self.count_values.update(point.select.counts)
                self._point_counts[point] = dict(point.select.counts)
        # The counting cards' total over the whole pack (a joker counts nothing).
        self.count_total = sum(
            self.count_values.get(rank_of(c), 0) for c in self.codes if c not in self.jokers
        )
        # What taking a card is worth whatever is unseen, per trump (stake's fixed part):
        # plain cards and named cards that score to the capturer, and the card's share of
        # a most-count point before it is divided by the counting cards in play.
        self._named: dict[tuple[model.Point, str], str | None] = {}
        self._fixed: dict[str, dict[str, float]] = {}
        self._counted: dict[str, float] = {}
        # The high and low trump points that go to the capturer: (value, lowest).
        self._ends: tuple[tuple[int, bool], ...] = ()
        ends: list[tuple[int, bool]] = []
        for point in self.play_points:
            if point.credit not in ("capturer", None):
                continue  # credited to whoever held or played it: taking it changes nothing
            select = point.select
            if isinstance(select, model.MostCount):
                counts = dict(select.counts)
                for card in self.codes:
                    rank = rank_of(card) if card not in self.jokers else ""
                    worth = point.value * counts.get(rank, 0)
                    self._counted[card] = self._counted.get(card, 0.0) + worth
            elif isinstance(select, model.HighestTrump | model.LowestTrump):
                ends.append((point.value, isinstance(select, model.LowestTrump)))
        self._ends = tuple(ends)
        for trump in SUITS:
            order = self._orders[trump]
            fixed = dict.fromkeys(self.codes, 0.0)
            for point in self.play_points:
                if point.credit not in ("capturer", None):
                    continue
                select = point.select
                if isinstance(select, model.PlainCards):
                    for card in self.codes:
                        if (
                            not order.is_trump(card)
                            and card not in self.jokers
                            and rank_of(card) == select.rank
                        ):
                            fixed[card] += point.value
                elif not isinstance(
                    select, model.MostCount | model.HighestTrump | model.LowestTrump
                ):
                    named = self.named_card(point, trump)
                    if named is not None:
                        fixed[named] += point.value
            self._fixed[trump] = fixed

    def counts_of(self, point: model.Point) -> dict[str, int]:
        """What each rank counts toward a most-count point."""
        return self._point_counts[point]

    def order(self, trump: str | None) -> TrumpOrder:
        return self._orders[trump]

    def total_points(self) -> int:
        """What the points of the play are worth together (a point per card of a rank in
        the plain suits counting once per suit)."""
        total = 0
        for point in self.play_points:
            each = max(point.value, point.hanged)
            total += each * (3 if isinstance(point.select, model.PlainCards) else 1)
        return total

    def named_card(self, point: model.Point, trump: str) -> str | None:
        """The one card a point is about once trump is known, if it is about one."""
        key = (point, trump)
        if key not in self._named:
            self._named[key] = self._name_card(point, trump)
        return self._named[key]

    def _name_card(self, point: model.Point, trump: str) -> str | None:
        match point.select:
            case model.TrumpCard(rank=rank):
                return rank + trump
            case model.SameColourCard(rank=rank):
                cards = cards_of(self.rules.pack)
                return cards.codes[cards.same_colour_card(rank, SUITS.index(trump))]
            case model.JokerCard(code=code):
                return code
        return None

    def stake(
        self, card: str, trump: str | None, unseen: frozenset[str], dealt_share: float
    ) -> float:
        """What `card` is worth to the side that takes it in a trick, in points: the
        points about it credited to the capturer, the share of a most-count point its
        count carries, and the chance it is the high or low trump in play."""
        if trump is None:
            return 0.0
        worth = self._fixed[trump][card]
        counted = self._counted.get(card)
        if counted:
            worth += counted / max(self.count_total * max(dealt_share, 0.1), 1.0)
        if self._ends and self._orders[trump].is_trump(card):
            for value, lowest in self._ends:
                beyond = self._beyond(card, trump, lowest, unseen)
                worth += value * (1.0 - dealt_share) ** beyond
        return worth

    def _beyond(self, card: str, trump: str, lowest: bool, unseen: frozenset[str]) -> int:
        """How many unseen trumps are above `card` (below it, for the low trump)."""
        strength = self.order(trump).strength
        mine = strength[card]
        count = 0
        for other in self.order(trump).trumps:
            if other not in unseen:
                continue
            if lowest and other in self.jokers and not self.jokers[other].can_be_low:
                continue
            if (strength[other] < mine) if lowest else (strength[other] > mine):
                count += 1
        return count


@cache
def sense_of(rules: model.Rules) -> CardSense:
    """One CardSense per variant (its orders are worked out once)."""
    return CardSense(rules)
