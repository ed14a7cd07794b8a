"""The phases of a hand: what may be done in each, doing it, and why a refusal.

Each phase has candidate actions and an ordered tuple of constraints, each a rule, a
filter, a reason and the situations it applies in (a lead or a trump led; the dealer
facing a bid). The legal actions are the candidates left after every filter of the
situation; an action that is refused is refused by the first of those constraints whose
filter drops it, with its rule and reason. What is legal and what a refusal says
therefore come from the same place and cannot disagree. A phase then applies a legal
action to the engine's state, and says which phase comes next.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Generic, NamedTuple, TypeVar

from .cards import SUIT_CODES
from .events import BegAction, Begged, Discarded, DiscardsDone, Drew, SaleAnswered, TrickWon
from .model import Play, RuleId, Rules

if TYPE_CHECKING:
    from .engine import Engine, IllegalAction

PASS, SELL, REFUSE = "pass", "sell", "refuse"
STAND, BEG, GIVE, RUN = "stand", "beg", "give", "run"
DONE = "done"
# A stuck dealer's other choice, where the rules give one: take a set and pass the deal.
TAKE_SET = "take set"
ROB, PARTNER = "rob", "partner"  # the high bidder robs the pack, or passes it to its partner
NAMES = tuple(f"name {suit}" for suit in SUIT_CODES)
BEG_WORDS: dict[str, BegAction] = {STAND: "stand", BEG: "beg", GIVE: "give", RUN: "run"}
# Bids, cards played and tricks won are events of the hot paths: made without the
# keyword handling of a NamedTuple's own constructor (`_event(Played, (seat, card))`).
_event: Callable[..., Any] = tuple.__new__
A = TypeVar("A")  # what a phase's candidates are: action strings, or card numbers


class Constraint(NamedTuple, Generic[A]):
    rule: RuleId
    keep: Callable[[Engine, list[A]], list[A]]  # the candidates still allowed
    reason: Callable[[Engine, A], str]  # why one it dropped is refused
    when: tuple[str, ...]  # the phase's situations it applies in


def by_situation(
    constraints: Sequence[Constraint[A]], situations: Sequence[str]
) -> dict[str, tuple[Constraint[A], ...]]:
    """Each situation's constraints, in order."""
    return {s: tuple(c for c in constraints if s in c.when) for s in situations}


def first_refusal(
    game: Engine, candidates: list[A], action: A, constraints: Sequence[Constraint[A]]
) -> Constraint[A]:
    """The constraint that drops `action` (a candidate that is not legal)."""
    for constraint in constraints:
        kept = constraint.keep(game, candidates)
        if action not in kept:
            return constraint
        candidates = kept
    raise AssertionError(f"{action!r} is legal")  # pragma: no cover


class Phase:
    """A phase of the hand. `name` is what observations and records call it."""

    name = "waiting"

    def legal(self, game: Engine) -> tuple[str, ...]:
        return ()

    def apply(self, game: Engine, seat: int, action: str) -> None:
        raise AssertionError(f"no action is legal in phase {self.name}")  # pragma: no cover

    def refusal(self, game: Engine, action: str) -> IllegalAction:
        if game.winner is not None:
            return game.illegal(action, "game.one_winner", "the game is over")
        return game.illegal(action, "deal.deal", "no hand is being played; deal first")

    def turn_rule(self, game: Engine) -> RuleId:
        """The rule that says whose turn it is."""
        return "auction.order"


class Between(Phase):
    """Before the first deal, between hands, and after the game."""

    def __init__(self, name: str) -> None:
        self.name = name


# -- the auction ----------------------------------------------------------------------------
# The situations: nobody has bid yet, or someone has; the player to act is the dealer
# (who bids last, with a privilege or a duty) or not.

OPENING, DEALER_OPENING, FACING, DEALER_FACING = (
    "opening",
    "dealer_opening",
    "facing",
    "dealer_facing",
)
AUCTION_SITUATIONS = (OPENING, DEALER_OPENING, FACING, DEALER_FACING)


def _stuck(game: Engine, actions: list[str]) -> list[str]:
    """A dealer stuck by everyone passing may not pass (the auction's last resort), nor,
    where the rules say so, bid below a least bid of its own."""
    auction = game.rules.auction
    least = auction.stuck_at if auction is not None else 0
    bid_of = game.bid_amounts
    return [a for a in actions if a == TAKE_SET or (a != PASS and bid_of[a] >= least)]


def _not_stuck(game: Engine, actions: list[str]) -> list[str]:
    """Only a dealer stuck by everyone passing may take a set instead of bidding."""
    return [a for a in actions if a != TAKE_SET]


def _obliged(game: Engine) -> bool:
    """Whether the player to bid holds the forced bid's rank and another card of its suit."""
    auction = game.rules.auction
    forced = auction.forced if auction is not None else None
    if forced is None:
        return False
    codes = game.codes
    return forced.obliges([codes[card] for card in game.hands[game.to_act or 0]])


def _forced(game: Engine, actions: list[str]) -> list[str]:
    """A forced player may not pass, nor bid below the forced bid, until someone has bid
    that much."""
    auction = game.rules.auction
    forced = auction.forced if auction is not None else None
    if forced is None or game.high_bid >= forced.at_least or not _obliged(game):
        return actions
    bid_of = game.bid_amounts
    return [a for a in actions if a != PASS and bid_of.get(a, 0) >= forced.at_least]


def _forced_reason(game: Engine, action: str) -> str:
    forced = game.rules.auction.forced if game.rules.auction is not None else None
    assert forced is not None
    return (
        f"holding a {forced.rank} and another card of its suit, this player must bid at "
        f"least {forced.at_least}"
    )


def _smudged(game: Engine, actions: list[str]) -> list[str]:
    """A smudge cannot be taken away: after it, pass (or the dealer's match, if even a
    smudge may be matched)."""
    smudge = game.smudge
    if smudge is None or game.high_bid != smudge.bid:
        return actions
    match = f"bid {smudge.bid}" if game.to_act == game.dealer and smudge.dealer_may_match else ""
    return [a for a in actions if a in (PASS, match)]


def _retaken(game: Engine) -> int:
    """The bid that may be bid again: the top bid, once bid, where a later player may take
    it by bidding it again (Pidro's 14 over 14); else none (0)."""
    auction = game.rules.auction
    assert auction is not None
    return game.high_bid if auction.retake_top and game.high_bid == auction.max_bid else 0


def _dealer_facing_a_bid(game: Engine, actions: list[str]) -> list[str]:
    """The dealer's privilege: the high bid may be matched; without it, it may not (but
    for a top bid that may be taken again)."""
    bid_of, high = game.bid_amounts, game.high_bid
    if game.privilege:
        return [a for a in actions if a == PASS or bid_of[a] >= high]
    again = _retaken(game)
    return [a for a in actions if a == PASS or bid_of[a] != high or bid_of[a] == again]


def _raise(game: Engine, actions: list[str]) -> list[str]:
    """A bid must be higher than every earlier bid (the dealer's own rule comes first),
    but for a top bid that a later player may take by bidding it again."""
    if game.to_act == game.dealer and game.privilege:
        return actions
    bid_of, high, again = game.bid_amounts, game.high_bid, _retaken(game)
    return [a for a in actions if a == PASS or bid_of[a] > high or bid_of[a] == again]


def _smudge_reason(game: Engine, action: str) -> str:
    smudge = game.smudge
    if smudge is not None and game.to_act == game.dealer and smudge.dealer_may_match:
        return f"a smudge cannot be taken away; the dealer may only match it (bid {smudge.bid})"
    return "a smudge cannot be taken away; only pass is left"


def _dealer_reason(game: Engine, action: str) -> str:
    if game.privilege:
        return f"the dealer may take the contract at {game.high_bid} or bid higher, not lower"
    return "the dealer may not take the contract at an equal bid"


def auction_constraints(rules: Rules) -> tuple[Constraint[str], ...]:
    """The auction's constraints, for the rules this variant has: no smudge rule, no
    smudge constraint. Where the pitch is sold, the rule that gives the dealer no
    privilege is the sale's."""
    auction = rules.auction
    assert auction is not None
    dealer_rule: RuleId = "auction.sale" if auction.kind == "sell" else "auction.privilege"
    stuck = auction.all_pass == "stick_the_dealer"
    every = (
        Constraint(
            "auction.all_pass",
            _not_stuck,
            lambda g, a: "only the dealer, when everyone else has passed, may take the set",
            (OPENING, FACING, DEALER_FACING) if stuck and auction.stuck_set else (),
        ),
        Constraint(
            "auction.all_pass",
            _stuck,
            lambda g, a: (
                "everyone else passed, so the dealer must bid"
                + (f" {auction.stuck_at} or more" if auction.stuck_at else "")
                + (f", or take a set of {auction.stuck_set}" if auction.stuck_set else "")
            ),
            (DEALER_OPENING,) if stuck else (),
        ),
        Constraint("auction.forced", _forced, _forced_reason, AUCTION_SITUATIONS),
        Constraint("auction.smudge", _smudged, _smudge_reason, (FACING, DEALER_FACING)),
        Constraint(dealer_rule, _dealer_facing_a_bid, _dealer_reason, (DEALER_FACING,)),
        Constraint(
            "auction.bids",
            _raise,
            lambda g, a: (
                f"a bid must be higher than {g.high_bid}"
                + (f", or {g.high_bid} again" if _retaken(g) else "")
            ),
            (FACING, DEALER_FACING),
        ),
    )
    has = dict(rules.numbers)
    return tuple(constraint for constraint in every if constraint.rule in has)


class AuctionPhase(Phase):
    """Bids once around the table from the dealer's left (or the seller's left), the
    dealer bidding last; or bids in rounds from there, a pass being final, until all but
    the high bidder (or everyone) have passed. Then the auction is over."""

    name = "auction"

    def __init__(self, rules: Rules) -> None:
        auction = rules.auction
        assert auction is not None
        self.kind = auction.kind
        # Bids in rounds, a pass being final: an auction of rounds, or a sale bid for so.
        self.in_rounds = auction.kind == "rounds" or auction.sold_in_rounds
        self.min_bid, self.max_bid = auction.min_bid, auction.max_bid
        self.candidates = [PASS, *(f"bid {b}" for b in range(self.min_bid, self.max_bid + 1))]
        if auction.stuck_set and auction.all_pass == "stick_the_dealer":
            self.candidates.append(TAKE_SET)
        self.table = by_situation(auction_constraints(rules), AUCTION_SITUATIONS)
        # A card played in the auction: refused by the rule that says when play starts,
        # the pitch where the first card names trump, else the auction's own order.
        self.play_too_soon: RuleId = "play.pitch" if rules.trump.pitched else "auction.order"
        # The constraints read only the rules, whether the dealer is to act, the high bid
        # and whether the cards oblige a bid: each legal set is worked out once, and
        # shared by every game of the rules.
        self._legal: dict[tuple[bool, int, bool], tuple[str, ...]] = {}
        self.forced = auction.forced is not None

    def constraints(self, game: Engine) -> tuple[Constraint[str], ...]:
        """The constraints of the auction's situation now."""
        if game.to_act == game.dealer:
            return self.table[DEALER_FACING if game.high_bid else DEALER_OPENING]
        return self.table[FACING if game.high_bid else OPENING]

    def legal(self, game: Engine) -> tuple[str, ...]:
        key = (game.to_act == game.dealer, game.high_bid, self.forced and _obliged(game))
        legal = self._legal.get(key)
        if legal is None:
            actions = self.candidates
            for constraint in self.constraints(game):
                actions = constraint.keep(game, actions)
            legal = self._legal[key] = tuple(actions)
        return legal

    def refusal(self, game: Engine, action: str) -> IllegalAction:
        if action.startswith("play "):
            return game.illegal(action, self.play_too_soon, "the auction is not over; bid or pass")
        if action not in self.candidates:
            return game.illegal(
                action,
                "auction.bids",
                f"bids are `bid N` with N from {self.min_bid} to {self.max_bid}",
            )
        found = first_refusal(game, self.candidates, action, self.constraints(game))
        return game.illegal(action, found.rule, found.reason(game, action))

    def apply(self, game: Engine, seat: int, action: str) -> None:
        if action == TAKE_SET:  # a stuck dealer's set: the hand ends unplayed
            game.take_the_set(seat)
            return
        game.events.append(game.bid_events[seat][action])
        if action != PASS:
            game.high_bid = game.bid_amounts[action]
            game.high_bidder = seat
        if self.in_rounds:
            if action == PASS:
                game.passed[seat] = True
            # The next player still in, but the high bidder, whose bid stands until raised
            # (and the seller, who never bids).
            seller = game.eldest if self.kind == "sell" else -1
            for turn in game.round_from[seat][1:]:
                if not game.passed[turn] and turn not in (game.high_bidder, seller):
                    game.to_act = turn
                    return
            self._close(game)  # all but the high bidder (or everyone) have passed
        elif seat != game.dealer:
            game.to_act = game.round_from[seat][1]
        else:
            self._close(game)  # the dealer bids last

    def _close(self, game: Engine) -> None:
        """The auction is over: the contract goes to the high bidder, or to no one."""
        eldest = game.eldest
        if self.kind == "sell":
            if game.high_bid:
                game.enter(game.sale_phase, eldest)
            else:
                game.start_play(eldest, None)  # nobody bid: the seller pitches, no contract
        elif game.high_bid:
            game.start_play(game.high_bidder, game.high_bid)
        elif game.all_pass == "eldest_pitches":
            game.start_play(eldest, None)
        elif game.all_pass == "dealer_plays":
            game.start_play(game.dealer, None)
        else:
            game.throw_in()


class SalePhase(Phase):
    """The seller, left of the dealer, sells the pitch for the high bid or refuses it."""

    name = "sale"

    def legal(self, game: Engine) -> tuple[str, ...]:
        return (SELL, REFUSE)

    def refusal(self, game: Engine, action: str) -> IllegalAction:
        return game.illegal(action, "auction.sale", "the seller must `sell` or `refuse`")

    def apply(self, game: Engine, seat: int, action: str) -> None:
        price = game.high_bid
        game.log(SaleAnswered(seat, "sell" if action == SELL else "refuse", price))
        if action == REFUSE:
            game.start_play(seat, price)  # the seller pitches, bound to the price
            return
        # Sold: the price is scored to the seller at once, which may end the game.
        game.add(game.side_of[seat], price * game.direction)
        if game.reached(game.scores[seat]):
            game.sale_wins(game.high_bidder, price, game.side_of[seat])
            return
        game.start_play(game.high_bidder, price)


# -- begging: stand or beg, give or run ------------------------------------------------------


def _no_gift_to_the_target(game: Engine, actions: list[str]) -> list[str]:
    """The dealer may not give a gift that would bring a receiving side to the target."""
    return [a for a in actions if a != GIVE or not game.gift_ends_game()]


class BegPhase(Phase):
    """Eldest stands or begs the turned-up suit; to a beg, the dealer gives or runs."""

    name = "begging"

    def __init__(self, rules: Rules) -> None:
        begging = rules.begging
        assert begging is not None
        self.constraints = (
            (
                Constraint(
                    "beg.gift_limit",
                    _no_gift_to_the_target,
                    lambda g, a: "the gift would bring a side to the target; the dealer must run",
                    ("dealer",),
                ),
            )
            if begging.gift_limit
            else ()
        )

    def _candidates(self, game: Engine) -> list[str]:
        return [GIVE, RUN] if game.begged else [STAND, BEG]

    def legal(self, game: Engine) -> tuple[str, ...]:
        actions = self._candidates(game)
        if game.begged:
            for constraint in self.constraints:
                actions = constraint.keep(game, actions)
        return tuple(actions)

    def turn_rule(self, game: Engine) -> RuleId:
        return "beg.beg" if game.begged else "beg.eldest"

    def refusal(self, game: Engine, action: str) -> IllegalAction:
        candidates = self._candidates(game)
        if action not in candidates:
            if game.begged:
                return game.illegal(action, "beg.beg", "eldest begged: the dealer must give or run")
            return game.illegal(action, "beg.eldest", "eldest must first stand or beg")
        found = first_refusal(game, candidates, action, self.constraints)
        return game.illegal(action, found.rule, found.reason(game, action))

    def apply(self, game: Engine, seat: int, action: str) -> None:
        game.log(Begged(seat, BEG_WORDS[action]))
        if action == STAND:
            game.accept_turn_up()
        elif action == BEG:
            game.begged = True
            game.to_act = game.dealer
        elif action == GIVE:
            game.give_gift()
        else:
            game.run_the_cards()


class DiscardPhase(Phase):
    """After a run, each player in turn from eldest discards down to the hand size."""

    name = "discard"

    def __init__(self, rules: Rules) -> None:
        begging = rules.begging
        assert begging is not None and begging.discard_to is not None
        self.keep = begging.discard_to

    def legal(self, game: Engine) -> tuple[str, ...]:
        discards = game.cards.discard_actions
        return tuple([discards[c] for c in game.hands[game.to_act or 0]])

    def turn_rule(self, game: Engine) -> RuleId:
        return "discard.after_run"

    def refusal(self, game: Engine, action: str) -> IllegalAction:
        if action.startswith("discard "):
            return game.illegal(action, "discard.after_run", "discard a card you hold")
        return game.illegal(
            action, "discard.after_run", f"discard down to {self.keep} cards before the play"
        )

    def start(self, game: Engine) -> None:
        game.enter(self, game.eldest)

    def apply(self, game: Engine, seat: int, action: str) -> None:
        card = game.cards.card_of_discard[action]
        game.hands[seat].remove(card)
        game.log(Discarded(seat, game.codes[card]))
        if len(game.hands[seat]) > self.keep:
            return  # more to discard
        # Every player was run the same cards, so each has the same number to discard.
        following = game.round_from[seat][1]
        if following == game.eldest:
            game.start_play(game.eldest, None)
        else:
            game.to_act = following


# -- naming trump, discarding and drawing (the Pedro line) ----------------------------------


class NamePhase(Phase):
    """The high bidder names trump: `name S`, `name H`, `name D` or `name C`."""

    name = "naming"

    def legal(self, game: Engine) -> tuple[str, ...]:
        return NAMES

    def turn_rule(self, game: Engine) -> RuleId:
        return "trump.named"

    def refusal(self, game: Engine, action: str) -> IllegalAction:
        return game.illegal(
            action, "trump.named", "the high bidder names trump first: `name S`, `H`, `D` or `C`"
        )

    def apply(self, game: Engine, seat: int, action: str) -> None:
        game.fix_trump(NAMES.index(action), seat)
        after = game._prepared.after_naming
        if after is not None:
            after.start(game)
        else:
            game.begin_play()


class RefillPhase(Phase):
    """Each player but the robber, in turn from the dealer's left, discards every plain
    card (and trumps beyond the hand size while holding more); the dealer then deals each
    of them back to the hand size, from the stock and then from their discards; the
    robber (the dealer or the high bidder; there may be none) robs the pack and discards
    down to the hand size. `done` ends a turn once nothing more may go."""

    name = "discard"

    def __init__(self, rules: Rules) -> None:
        assert rules.refill is not None
        self.keep = rules.refill.hand_size
        self.keep_points = rules.refill.keep_points
        self.robber = rules.refill.robber
        self.at_most = rules.refill.at_most
        self.returned_trumps = rules.refill.returned_trumps
        self.trumps_too = rules.refill.trumps_too
        self.partner_may_rob = rules.refill.partner_may_rob

    def start(self, game: Engine) -> None:
        game.discards = []
        robber = self.robber
        game.robber = (
            game.pitcher if robber == "pitcher" else -1 if robber == "none" else game.dealer
        )
        game.enter(self, game.others_of_robber()[0])

    def _discardable(self, game: Engine, seat: int) -> list[int]:
        """The cards `seat` may discard now (none: only `done` is left)."""
        hand, keep = game.hands[seat], self.keep
        if self.keep_points:  # a card a point is about never goes
            points = game.point_cards()
            hand = [card for card in hand if card not in points]
        if seat == game.robber or seat == game.passer:  # down to the hand size, any cards
            return hand if len(game.hands[seat]) > keep else []
        trump, suit = game.trump_suit, game.suit_of
        trumps = sum(1 for card in game.hands[seat] if suit[card] == trump)
        if trumps > keep:
            return hand  # over the hand size in trumps: any card may go
        if self.at_most and self._made(game, seat) >= self.at_most:
            return []
        if self.trumps_too:  # any cards, trumps too
            return hand
        return [card for card in hand if suit[card] != trump]

    def _made(self, game: Engine, seat: int) -> int:
        """How many cards `seat` has discarded this hand."""
        return sum(1 for card in game.discards if game.holder[card] == seat)

    def legal(self, game: Engine) -> tuple[str, ...]:
        if game.rob_choice:  # the high bidder robs the pack, or its partner does
            return (ROB, PARTNER)
        seat = game.to_act or 0
        cards = self._discardable(game, seat)
        if self.at_most and seat != game.robber:  # discarding is a choice: `done` at any time
            discards = game.cards.discard_actions
            return (*[discards[c] for c in cards], DONE)
        if not cards:
            return (DONE,)
        discards = game.cards.discard_actions
        return tuple([discards[c] for c in cards])

    def _rule(self, game: Engine) -> RuleId:
        robbing = game.rob_choice or game.to_act in (game.robber, game.passer)
        return "draw.rob" if robbing else "draw.discard"

    def turn_rule(self, game: Engine) -> RuleId:
        return self._rule(game)

    def refusal(self, game: Engine, action: str) -> IllegalAction:
        seat = game.to_act or 0
        rule = self._rule(game)
        if game.rob_choice:
            return game.illegal(
                action, rule, "the high bidder robs the pack (`rob`) or passes it (`partner`)"
            )
        if action in (ROB, PARTNER) and self.partner_may_rob:
            return game.illegal(action, rule, "no one chooses who robs the pack now")
        robber = "the dealer" if game.robber == game.dealer else "the high bidder"
        if action == DONE:
            if seat == game.robber:
                reason = f"{robber} discards down to {self.keep} cards first"
            elif any(game.suit_of[c] != game.trump_suit for c in game.hands[seat]):
                reason = "discard every plain card first"
            else:
                reason = f"discard trumps down to {self.keep} first"
            return game.illegal(action, rule, reason)
        card = game.cards.card_of_discard.get(action, -1)
        if card not in game.hands[seat]:
            return game.illegal(action, rule, "discard a card you hold, or `done`")
        if self.keep_points and card in game.point_cards():
            return game.illegal(action, rule, "a card that scores a point may not be discarded")
        if seat == game.robber:
            return game.illegal(action, rule, f"{robber} keeps {self.keep} cards")
        if self.at_most and (self.trumps_too or game.suit_of[card] != game.trump_suit):
            return game.illegal(action, rule, f"at most {self.at_most} cards may be discarded")
        if self.returned_trumps:
            return game.illegal(
                action, rule, "a discarded trump is returned to its player: a trump stays"
            )
        return game.illegal(
            action, rule, f"a trump may be discarded only while holding more than {self.keep}"
        )

    def apply(self, game: Engine, seat: int, action: str) -> None:
        if action in (ROB, PARTNER):
            game.rob_choice = False
            if action == PARTNER:  # the partner robs the pack; the high bidder discards after
                game.passer, game.robber = seat, game.partner_of(seat)
            game.rob_the_pack()
            game.to_act = game.robber
            return
        if action != DONE:
            card = game.cards.card_of_discard[action]
            game.hands[seat].remove(card)
            game.log(Discarded(seat, game.codes[card]))
            if seat != game.robber:
                game.discards.append(card)
            return
        game.log(DiscardsDone(seat))
        if seat == game.robber:
            passer = game.passer
            if passer >= 0 and len(game.hands[passer]) > self.keep:
                game.to_act = passer  # the high bidder who passed the pack discards down
                return
            game.begin_play()
            return
        if seat == game.passer:
            game.begin_play()
            return
        others = game.others_of_robber()
        if seat != others[-1]:
            game.to_act = others[others.index(seat) + 1]
            return
        game.deal_back(self.keep)
        if game.robber < 0:  # no one robs the pack: everyone has drawn
            game.begin_play()
            return
        if self.partner_may_rob and game.partner_of(game.robber) >= 0:
            game.rob_choice = True  # the high bidder chooses who robs the pack
            game.to_act = game.robber
            return
        game.rob_the_pack()
        game.to_act = game.robber


class DiscardDownPhase(Phase):
    """The high bidder takes the kitty (or each player their packet) from the stock, where
    there is one; then, from the high bidder in turn, each player holding more than the
    hand size discards down to it, one card at a time: any cards, or plain cards first.
    The last discard of a turn ends it. Where the widow is seen before naming, the high
    bidder takes it and discards down as the auction ends, names trump, and the others
    discard after."""

    name = "discard"

    def __init__(self, rules: Rules) -> None:
        down = rules.discard_down
        assert down is not None
        self.size, self.each, self.keep = down.kitty, down.each, down.down_to
        self.plain_first = down.plain_first
        self.before_naming = down.before_naming

    def start(self, game: Engine) -> None:
        if self.before_naming:  # the high bidder has taken the widow and discarded down
            self._next_turn(game, game.pitcher)
            return
        self.take_kitty(game)
        self._next_turn(game, game.pitcher, first=True)

    def before_trump(self, game: Engine, name: Phase) -> None:
        """The auction is over: the high bidder takes the widow, sees it and discards down
        before naming trump (`name`), where the variant says so."""
        self.take_kitty(game)
        if len(game.hands[game.pitcher]) > self.keep:
            game.enter(self, game.pitcher)
        else:
            game.enter(name, game.pitcher)

    def take_kitty(self, game: Engine) -> None:
        """The high bidder takes the kitty (or each player their packet) from the stock."""
        takers = [*game.round_from[game.dealer][1:], game.dealer]
        for seat in takers if self.each else [game.pitcher] if self.size else []:
            hand = game.hands[seat]
            for _ in range(self.size):
                card = game.stock.pop(0)
                hand.append(card)
                game.holder[card] = seat
                game.log(Drew(seat, game.codes[card]))

    def _next_turn(self, game: Engine, seat: int, *, first: bool = False) -> None:
        """The first player from `seat` (itself too, when `first`) still over the hand
        size; the play begins when there is none."""
        order = game.round_from[seat] if first else game.round_from[seat][1:]
        for turn in order:
            if turn == game.pitcher and not first:
                break  # round the table and back to the high bidder: everyone is done
            if len(game.hands[turn]) > self.keep:
                game.enter(self, turn)
                return
        game.begin_play()

    def _discardable(self, game: Engine, seat: int) -> list[int]:
        """The cards `seat` may discard: any, or while it holds a plain card only those."""
        hand = game.hands[seat]
        if not self.plain_first:
            return hand
        plain = [card for card in hand if game.suit_of[card] != game.trump_suit]
        return plain or hand

    def legal(self, game: Engine) -> tuple[str, ...]:
        discards = game.cards.discard_actions
        return tuple([discards[c] for c in self._discardable(game, game.to_act or 0)])

    def turn_rule(self, game: Engine) -> RuleId:
        return "draw.down"

    def refusal(self, game: Engine, action: str) -> IllegalAction:
        card = game.cards.card_of_discard.get(action, -1)
        if card in game.hands[game.to_act or 0]:
            return game.illegal(action, "draw.down", "discard your plain cards first")
        if action.startswith("discard "):
            return game.illegal(action, "draw.down", "discard a card you hold")
        before = "naming trump" if game.context_unknown else "the play"
        return game.illegal(
            action, "draw.down", f"discard down to {self.keep} cards before {before}"
        )

    def apply(self, game: Engine, seat: int, action: str) -> None:
        card = game.cards.card_of_discard[action]
        game.hands[seat].remove(card)
        game.log(Discarded(seat, game.codes[card]))
        if len(game.hands[seat]) > self.keep:
            return  # more to discard
        name = game._prepared.name_phase
        if game.context_unknown and name is not None:  # the widow seen: now trump is named
            game.enter(name, seat)
            return
        self._next_turn(game, seat)


# -- the play -------------------------------------------------------------------------------


Allowed = Callable[["Engine", list[int]], list[int]]  # the cards a player may still play


def _any_card(game: Engine, cards: list[int]) -> list[int]:
    return cards


def _trump_if_able(game: Engine, cards: list[int]) -> list[int]:
    suit, trump = game.suit_of, game.trump_suit
    return [c for c in cards if suit[c] == trump] or cards


# What a player holding none of the suit led may play, by `Play.void`, and why a card is
# refused then.
VOID_PLAYS: dict[str, Allowed] = {"any_card": _any_card, "must_trump": _trump_if_able}
VOID_REASONS = {
    "any_card": "",  # never refuses
    "must_trump": "you hold none of the suit led: play a trump while you hold one",
}


def _no_undertrump(game: Engine, cards: list[int]) -> list[int]:
    """No trump below one already in the trick, unless the player holds only trumps."""
    suit, rank, trump = game.suit_of, game.context.rank, game.trump_suit
    in_trick = [rank[c] for c in game.trick if suit[c] == trump]
    hand = game.hands[game.to_act or 0]
    if not in_trick or all(suit[c] == trump for c in hand):
        return cards
    best = min(in_trick)
    kept = [c for c in cards if suit[c] != trump or rank[c] < best]
    return kept or cards


def _first_lead_trump(game: Engine, cards: list[int]) -> list[int]:
    """The first lead of the hand is a trump, where the leader holds one."""
    if game.tricks:
        return cards
    suit, trump = game.suit_of, game.trump_suit
    return [c for c in cards if suit[c] == trump] or cards


def _trumps_only(game: Engine, cards: list[int]) -> list[int]:
    """Only trumps are played (a player still in the hand holds one)."""
    suit, trump = game.suit_of, game.trump_suit
    return [c for c in cards if suit[c] == trump]


def _trump_must_follow(void: Allowed) -> Allowed:
    def keep(game: Engine, cards: list[int]) -> list[int]:
        """On a trump lead, a player holding a trump must play one."""
        suit, trump = game.suit_of, game.trump_suit
        return [c for c in cards if suit[c] == trump] or void(game, cards)

    return keep


def _plain_must_follow(void: Allowed) -> Allowed:
    def keep(game: Engine, cards: list[int]) -> list[int]:
        """On a plain lead, a player holding the suit led must play it."""
        suit = game.suit_of
        led = suit[game.trick[0]]
        return [c for c in cards if suit[c] == led] or void(game, cards)

    return keep


def _plain_follow_or_trump(void: Allowed) -> Allowed:
    def keep(game: Engine, cards: list[int]) -> list[int]:
        """On a plain lead, a player holding the suit led plays it or a trump."""
        suit = game.suit_of
        led = suit[game.trick[0]]
        follow = [c for c in cards if suit[c] == led]
        if not follow:
            return void(game, cards)
        trump = game.trump_suit
        return [c for c in cards if suit[c] == led or suit[c] == trump]

    return keep


def _plain_free(void: Allowed) -> Allowed:
    def keep(game: Engine, cards: list[int]) -> list[int]:
        """On a plain lead, a player holding the suit led plays any card; a void player
        plays as `when void` says."""
        suit = game.suit_of
        led = suit[game.trick[0]]
        return cards if any(suit[c] == led for c in cards) else void(game, cards)

    return keep


# Each follow rule of `Play`, by its value: how to keep the cards it allows (given what a
# void player may play), and what a refusal says.
TRUMP_LEAD: dict[str, tuple[Callable[[Allowed], Allowed], str]] = {
    "must_follow": (_trump_must_follow, "trump was led; play a trump while you hold one"),
}
PLAIN_LEAD: dict[str, tuple[Callable[[Allowed], Allowed], str]] = {
    "must_follow": (_plain_must_follow, "follow suit while you hold the suit led"),
    "follow_or_trump": (
        _plain_follow_or_trump,
        "follow suit or trump while you hold the suit led",
    ),
    "free": (_plain_free, ""),  # refuses only as `when void` says
}


def _may_renege(keep: Allowed) -> Allowed:
    def lenient(game: Engine, cards: list[int]) -> list[int]:
        """Where a renege is allowed: a player holding the suit led may play any card (a
        card the follow rule forbids is a renege, penalised when the hand ends); a void
        player plays as the rule says."""
        suit = game.suit_of
        led = suit[game.trick[0]]
        return cards if any(suit[c] == led for c in cards) else keep(game, cards)

    return lenient


LEAD, TRUMP_LED, PLAIN_LED = "lead", "trump_led", "plain_led"
PLAY_SITUATIONS = (LEAD, TRUMP_LED, PLAIN_LED)


def play_constraints(play: Play) -> tuple[Constraint[int], ...]:
    """The follow rules of a variant's play, as constraints."""
    void = VOID_PLAYS[play.void]
    trump_keep, trump_reason = TRUMP_LEAD[play.trump_lead]
    plain_keep, plain_reason = PLAIN_LEAD[play.plain_lead]

    def plain_refusal(game: Engine, card: int) -> str:
        suit, hand = game.suit_of, game.hands[game.to_act or 0]
        holds_led = any(suit[c] == suit[game.trick[0]] for c in hand)
        return plain_reason if holds_led else VOID_REASONS[play.void]

    trump_follow, plain_follow = trump_keep(void), plain_keep(void)
    if play.renege is not None:
        trump_follow, plain_follow = _may_renege(trump_follow), _may_renege(plain_follow)
    follow: tuple[Constraint[int], ...] = (
        Constraint("play.trump_lead", trump_follow, lambda g, c: trump_reason, (TRUMP_LED,)),
        Constraint("play.plain_lead", plain_follow, plain_refusal, (PLAIN_LED,)),
    )
    if play.trumps_only:  # before any follow rule: nothing but a trump is ever played
        follow = (
            Constraint(
                "play.trumps_only",
                _trumps_only,
                lambda g, c: "only trumps are played",
                PLAY_SITUATIONS,
            ),
            *follow,
        )
    if play.first_lead_trump:  # cited by the rule that says who leads the first trick
        follow = (
            Constraint(
                "play.maker_leads",
                _first_lead_trump,
                lambda g, c: "lead a trump to the first trick while you hold one",
                (LEAD,),
            ),
            *follow,
        )
    if play.undertrump == "allowed":
        return follow
    return (
        *follow,
        Constraint(
            "play.undertrump",
            _no_undertrump,
            lambda g, c: "you may not play a trump below one already in the trick",
            (PLAIN_LED,),
        ),
    )


class PlayPhase(Phase):
    """Tricks, one card each in turn from the leader; the winner leads the next."""

    name = "play"

    def __init__(self, rules: Rules) -> None:
        self.table = by_situation(play_constraints(rules.play), PLAY_SITUATIONS)
        # The rules that say who leads: the first lead, and each lead after a trick (on
        # the Seven-Up page, both are SU-5.1).
        pitched, named = rules.trump.pitched, rules.trump.named
        self.first_lead: RuleId = (
            "play.pitch" if pitched else "play.maker_leads" if named else "play.lead"
        )
        self.next_lead: RuleId = "play.trick" if pitched or named else "play.lead"
        # Where the pitcher declares the suit of a pitch that does not make trump plain.
        self.declared = pitched and rules.trump.declared
        self.declaring = DeclarePhase(self) if self.declared else None
        self.draws = rules.draw is not None
        self.trumps_only = rules.play.trumps_only
        self.after_trick = self.draws or any(point.at_once for point in rules.points)
        self.goes_out = rules.game.going_out  # the pitcher's side may go out between tricks
        # Every legal set needs the situation's filters: kept ready, without the rest.
        self.keeps = {s: tuple(c.keep for c in self.table[s]) for s in PLAY_SITUATIONS}
        # Where a renege is allowed: the follow rules as written, which tell one.
        self.renege = rules.play.renege is not None
        strict = by_situation(play_constraints(rules.play._replace(renege=None)), PLAY_SITUATIONS)
        self.strict = {s: tuple(c.keep for c in strict[s]) for s in PLAY_SITUATIONS}

    def constraints(self, game: Engine) -> tuple[Constraint[int], ...]:
        """The constraints of the play's situation now: a lead (any card may be led), a
        trump led, or a plain suit led. The situation is kept as the play goes, in
        `game.situation`, and its filters in `game.follow`."""
        return self.table[game.situation]

    def _enter(self, game: Engine, situation: str) -> None:
        game.situation, game.follow = situation, self.keeps[situation]

    def led(self, game: Engine, card: int) -> None:
        """The card led sets what the others must follow: a trump, or a plain suit."""
        self._enter(game, TRUMP_LED if game.suit_of[card] == game.trump_suit else PLAIN_LED)

    def start(self, game: Engine) -> None:
        self._enter(game, LEAD)

    def legal(self, game: Engine) -> tuple[str, ...]:
        cards = game.hands[game.to_act or 0]  # to_act is a seat whenever cards are played
        for keep in game.follow:
            cards = keep(game, cards)
        plays = game.play_actions
        return tuple([plays[c] for c in cards])

    def _followed(self, game: Engine, seat: int) -> list[int]:
        """The cards of `seat` that the follow rules as written allow now: any other card
        played to a trick is a renege."""
        allowed = game.hands[seat]
        for keep in self.strict[game.situation]:
            allowed = keep(game, allowed)
        return allowed

    def reneges(self, game: Engine) -> tuple[str, ...]:
        """The legal cards now that would be a renege (none where the rules allow none)."""
        if not self.renege or not game.trick:
            return ()
        allowed = self._followed(game, game.to_act or 0)
        return tuple(a for a in self.legal(game) if game.card_of_play[a] not in allowed)

    def turn_rule(self, game: Engine) -> RuleId:
        if self.trumps_only and len(game.in_trick) < game.players:
            return "play.trumps_only"  # a player without trumps is passed over
        if game.trick:
            return "table.seats"  # play goes clockwise
        return self.next_lead if game.tricks else self.first_lead  # the winner leads; first, ...

    def refusal(self, game: Engine, action: str) -> IllegalAction:
        cards = game.cards
        card = cards.card_of_play.get(action)
        if card is None:
            return self._not_a_play(game, action)
        seat = game.to_act
        assert seat is not None
        hand = game.hands[seat]
        if card not in hand:
            return game.illegal(
                action, "deal.deal", f"seat {seat} does not hold the {cards.name(card)}"
            )
        found = first_refusal(game, hand, card, self.constraints(game))
        return game.illegal(action, found.rule, found.reason(game, card))

    def _not_a_play(self, game: Engine, action: str) -> IllegalAction:
        """An action of an earlier phase, or of none: refused by the rule that ended that
        phase, where the variant has it."""
        earlier: RuleId | None = None
        if action in (PASS, SELL, REFUSE) or action.startswith("bid "):
            earlier, reason = "auction.order", "the auction is over; play a card"
        elif action in (STAND, BEG, GIVE, RUN):
            earlier, reason = "beg.eldest", "the turn-up has been decided; play a card"
        elif action.startswith("name ") and self.declared:
            earlier, reason = "play.declare", "trump has been declared; play a card"
        elif action.startswith("name "):
            earlier, reason = "trump.named", "trump has been named; play a card"
        elif action.startswith("discard ") or action == DONE:
            rules = game.rules
            earlier = (
                "draw.discard"
                if rules.refill is not None
                else "draw.down"
                if rules.discard_down is not None
                else "discard.after_run"
            )
            reason = "the discarding is over; play a card"
        if earlier is not None and earlier in game._cite:
            return game.illegal(action, earlier, reason)
        return game.illegal(action, "errors.refused", "not an action of this game")

    def apply(self, game: Engine, seat: int, action: str) -> None:
        card = game.card_of_play[action]
        if self.renege and game.trick and card not in self._followed(game, seat):
            game.note_renege(seat, card)
        game.hands[seat].remove(card)
        game.played_by[card] = seat
        trick = game.trick
        events = game.events
        events.append(game.played_events[seat][card])
        if not trick:  # a lead: it sets what the others must follow
            if game.context_unknown:  # the pitch names trump
                suits = game.cards.pitched_suits(card, self.declared)
                if len(suits) > 1:  # not plainly: the pitcher declares it before anyone plays
                    trick.append(card)
                    assert self.declaring is not None
                    game.enter(self.declaring, seat)
                    return
                game.fix_trump(suits[0], seat)
            self.led(game, card)
        trick.append(card)
        seats = game.in_trick
        if len(trick) < len(seats):
            game.to_act = seats[len(trick)]
            return
        winner = game.trick_winner(trick)
        captured_by = game.captured_by
        for played in trick:
            captured_by[played] = winner
        codes = game.codes
        won = _event(TrickWon, (game.leader, tuple([codes[c] for c in trick]), winner))
        events.append(won)
        game.tricks.append(won)
        game.taken.append((winner, trick))
        game.trick = []
        game.situation, game.follow = LEAD, self.keeps[LEAD]
        game.to_act = game.leader = winner
        if self.after_trick:  # the rules act between tricks: points on capture, draws
            if game.capture_points and game.score_captured(trick, winner):
                return  # a point scored on capture ended the game
            if self.draws and game.stock:
                game.draw_after_trick(winner)
        if self.trumps_only:  # the lead may pass on, and the trick be shorter
            if not game.lead_from(winner):
                game.finish_hand()
                return
        elif game.hands[winner]:  # the lead_from of every other play, inlined: a hot path
            game.in_trick = game.round_from[winner]
        else:
            game.finish_hand()
            return
        if self.goes_out:  # more tricks to come: the pitcher's side may go out now
            game.go_out()


class DeclarePhase(Phase):
    """The pitcher of a card that does not make trump plain (a joker whose rule names no
    suit, a card that may be the trump of the same colour) declares trump before anyone
    plays to it: `name X`, X one of the suits the card may make trump."""

    name = "declaring"

    def __init__(self, play: PlayPhase) -> None:
        self.play = play

    def legal(self, game: Engine) -> tuple[str, ...]:
        return tuple([NAMES[suit] for suit in game.cards.pitched_suits(game.trick[0], True)])

    def turn_rule(self, game: Engine) -> RuleId:
        return "play.declare"

    def refusal(self, game: Engine, action: str) -> IllegalAction:
        names = [f"`{name}`" for name in self.legal(game)]
        said = ", ".join(names[:-1]) + " or " + names[-1]
        return game.illegal(
            action, "play.declare", f"the pitcher declares trump for the card pitched: {said}"
        )

    def apply(self, game: Engine, seat: int, action: str) -> None:
        game.fix_trump(NAMES.index(action), seat)
        play = self.play
        play.led(game, game.trick[0])
        game.enter(play, game.in_trick[1])
