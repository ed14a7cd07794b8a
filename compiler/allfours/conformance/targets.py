"""One scenario builder per edge case: the table, the deal and the choices that make the
case likely. A builder returns None when the variant's table cannot hold the case (the
generator then tries another seed); cases without a builder of their own are looked for
in random hands.

The cases about points steer the trump suit: in the auction-pitch line the pitcher
pitches it; in the turn-up line the card turned up names it and eldest stands, and runs
are steered by the cards at the places of the stock that a run turns up; in the Pedro
line the high bidder names it, and the discards are steered by who holds what (and, where
no card of a point may be discarded, by who holds the cards of points).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from allfours.conformance.scenarios import (
    SUITS,
    Ctx,
    Injector,
    Policy,
    Scenario,
    View,
    lead_suit,
    leads,
    prefer,
    suit_of,
)
from allfours.conformance.trace import JOKER
from allfours.runtime import model

Builder = Callable[[Ctx, random.Random], Scenario | None]


def _table(ctx: Ctx, rng: random.Random, at_least: int = 2) -> Scenario:
    players, dealer = ctx.table(rng, at_least)
    return Scenario(players, dealer)


def _bids(ctx: Ctx, first: int | None, dealer: int | None = None, sale: str = "sell") -> Policy:
    """The first bidder bids `first` (None: passes), the dealer bids `dealer` (None: by
    chance), everyone else passes; a seller answers `sale`."""

    def choose(view: View) -> str | None:
        if view.phase == "sale":
            return sale
        if view.seat == view.first_bidder and view.bids_made == 0:
            return "pass" if first is None else f"bid {first}"
        if view.seat == view.dealer:
            return None if dealer is None else f"bid {dealer}"
        return "pass"

    return choose


def _everyone_passes(view: View) -> str | None:
    return "pass"


def _non_smudge_bids(ctx: Ctx) -> list[int]:
    return [b for b in range(ctx.min_bid, ctx.max_bid + 1) if b != ctx.smudge_bid]


def _progress(ctx: Ctx, players: int, values: dict[int, int], rest: int = 0) -> list[int]:
    """Per-side progress: `values` for the given sides, `rest` for the others."""
    return [values.get(side, rest) for side in range(ctx.sides(players))]


def _strong(
    ctx: Ctx,
    rng: random.Random,
    bid: int | None,
    progress: int | None = 0,
    with_jack: bool = True,
    others: int = 0,
) -> Scenario | None:
    """The pitcher holds the top trumps and the lowest, all other trumps are undealt."""
    players, dealer = ctx.table(rng)
    pitcher = ctx.pitcher_of(players, dealer)
    suit = rng.choice(SUITS)
    cards = ctx.strong_hand(suit, with_jack)
    exclude = {c for c in ctx.pack if c != JOKER and c[1] == suit and c not in cards}
    sides = ctx.sides(players)
    return Scenario(
        players,
        dealer,
        progress=None
        if progress is None
        else _progress(ctx, players, {pitcher % sides: progress}, others),
        fixed={pitcher: cards},
        exclude=exclude,
        auction=None if bid is None else ctx.smudge_policy(pitcher, bid),
        play=leads(ctx, pitcher, first=cards[0], highest_of=suit),
    )


def _undealt_by_strong(ctx: Ctx) -> bool:
    """Whether the strong hand leaves a point's card out of play (a trump it lacks, such
    as the five or the nine of trumps of Sancho Pedro), so that no one could take every
    point with it. Where the rules take cards from the stock after the deal (a turn-up, a
    draw), the cards it leaves undealt lie in the stock and may still come into play."""
    if ctx.keeps_stock:
        return False
    suit = SUITS[0]
    cards = ctx.strong_hand(suit)
    return any(
        isinstance(point.select, model.TrumpCard) and point.select.rank + suit not in cards
        for point in ctx.rules.points
    )


def _cards_of_points(ctx: Ctx, trump: str) -> dict[str, str] | None:
    """The card each point of the hand is about when `trump` is trump and every trump
    that is no point's card is undealt: its named card, or the highest trump (High) and
    the lowest trump not a joker (Low); None where a point is about a card the deal
    cannot settle (a turned-up card). The points taken with the tricks (most count, the
    cards of a plain suit) have none."""
    trumps = ctx.trumps(trump)
    named = {ctx.point_card(point, trump) for point in ctx.rules.points} - {None}
    kept = [c for c in trumps if c in named or c != JOKER]
    out: dict[str, str] = {}
    for point in ctx.rules.points:
        select = point.select
        if isinstance(select, model.HighestTrump):
            out[point.id] = kept[0]
        elif isinstance(select, model.LowestTrump):
            out[point.id] = [c for c in kept if c != JOKER][-1]
        elif not isinstance(select, model.MostCount | model.PlainCards):
            card = ctx.point_card(point, trump)
            if card is None:
                return None
            out[point.id] = card
    return out


def _every_point(
    ctx: Ctx, rng: random.Random, bid: int | None, progress: int | None = 0
) -> Scenario | None:
    """The pitcher takes every trick, and with them the card of every point: it is dealt
    the highest of the point cards (with those scored by the player dealt them), the next
    seat the rest, as its only trumps, so that it must play them under the pitcher's
    leads; every other trump is undealt, and the pitcher's other cards are the top cards
    of the plain suits, led high to low once the trumps are out. Where there are more
    points than one hand's cards, this is how one side still takes them all."""
    players, dealer = ctx.table(rng)
    pitcher = ctx.pitcher_of(players, dealer)
    victim = (pitcher + ctx.turn) % players
    suit = rng.choice(SUITS)
    trumps = ctx.trumps(suit)
    of_points = _cards_of_points(ctx, suit)
    size = ctx.rules.deal.hand_size
    if not of_points or victim == pitcher:
        return None
    cards = sorted(set(of_points.values()), key=trumps.index)
    held = {of_points[p.id] for p in ctx.rules.points if p.credit == "holder" and p.id in of_points}
    own = [c for c in cards if c in held]
    own += [c for c in cards if c not in held][: size - len(own)]
    own.sort(key=trumps.index)
    rest = [c for c in cards if c not in own]
    pitched = [c for c in own if c != JOKER and c[1] == suit]
    if len(own) > size or len(rest) > size or not pitched:
        return None
    # The pitch first, then the other trumps high to low: each of the first leads must
    # beat every trump of the next seat, whichever it plays.
    leads_order = [pitched[0], *[c for c in own if c != pitched[0]]]
    if rest and any(trumps.index(c) > trumps.index(rest[0]) for c in leads_order[: len(rest)]):
        return None
    plain = [r + s for r in ctx.ranks for s in SUITS if s != suit and r + s not in trumps]
    leads_order += plain[: size - len(own)]
    sides = ctx.sides(players)
    scenario = Scenario(
        players,
        dealer,
        progress=None if progress is None else _progress(ctx, players, {pitcher % sides: progress}),
        fixed={pitcher: leads_order, **({victim: rest} if rest else {})},
        exclude={c for c in trumps if c not in cards},
        auction=None if bid is None else ctx.smudge_policy(pitcher, bid),
        naming=_names(suit) if ctx.named else None,
        play=_leads_in_order(pitcher, leads_order),
    )
    return scenario


def _leads_in_order(pitcher: int, order: list[str]) -> Policy:
    """The pitcher leads the first card of `order` it still holds."""

    def choose(view: View) -> str | None:
        if view.seat != pitcher or view.trick:
            return None
        return next((f"play {c}" for c in order if c in view.hand), None)

    return choose


def _takes_every_point(bid: Callable[[Ctx], int | None]) -> Builder:
    """The strong hand where it holds every point's card; else the pitcher (and the
    trumps of the next seat, which it draws) is dealt every one."""

    def build(ctx: Ctx, rng: random.Random) -> Scenario | None:
        # Where everyone discards and draws, the strong hand's extra trumps would be
        # killed, and the undealt ones drawn by the others: deal the point cards alone.
        everyone_draws = ctx.refill is not None and ctx.refill.robber == "none"
        if not _undealt_by_strong(ctx) and not everyone_draws:
            return _strong(ctx, rng, bid(ctx))
        return _every_point(ctx, rng, bid(ctx))

    return build


def _pitch(
    ctx: Ctx, rng: random.Random, pitcher_cards: list[str], first: str, **extra: object
) -> Scenario:
    """The pitcher holds `pitcher_cards` and pitches `first`; it bids the lowest bid
    (and, where the high bidder names trump, names the suit of `first`)."""
    players, dealer = ctx.table(rng)
    pitcher = ctx.pitcher_of(players, dealer)
    scenario = Scenario(
        players,
        dealer,
        fixed={pitcher: pitcher_cards},
        auction=ctx.smudge_policy(pitcher, ctx.min_bid) if ctx.bidding else None,
        naming=_names(first[1:]) if ctx.named else None,
        play=leads(ctx, pitcher, first=first),
    )
    for key, value in extra.items():
        setattr(scenario, key, value)
    return scenario


def _taken_by_another(card_of: Callable[[str], str]) -> Builder:
    """The next seat's only trump is the point's card; the pitcher leads the ace over it."""

    def build(ctx: Ctx, rng: random.Random) -> Scenario | None:
        suit = rng.choice(SUITS)
        card = card_of(suit)
        top = [r + suit for r in ctx.ranks if r + suit != card][:2]  # the ace, and the next
        scenario = _pitch(ctx, rng, top, top[0])
        victim = (ctx.pitcher_of(scenario.players, scenario.dealer) + 1) % scenario.players
        scenario.fixed[victim] = [card]
        jokers = {joker.code for joker in ctx.rules.pack.jokers}
        if card == JOKER:
            scenario.avoid[victim] = {suit}
        elif len(jokers) > 1:  # its only trump: no other joker either
            scenario.avoid[victim] = {suit, *(jokers - {card})}
        else:
            scenario.avoid[victim] = {suit, JOKER}
        return scenario

    return build


def _single_trump(ctx: Ctx, rng: random.Random) -> Scenario | None:
    suit = rng.choice(SUITS)
    card = rng.choice(ctx.ranks) + suit
    exclude = {c for c in ctx.pack if (c == JOKER or c[1] == suit) and c != card}
    return _pitch(ctx, rng, [card], card, exclude=exclude)


def _below_the_ace(ctx: Ctx, rng: random.Random) -> Scenario | None:
    suit = rng.choice(SUITS)
    second = ctx.ranks[1] + suit
    return _pitch(ctx, rng, [second], second, exclude={ctx.ranks[0] + suit})


def _not_dealt(card_of: Callable[[str], str]) -> Builder:
    def build(ctx: Ctx, rng: random.Random) -> Scenario | None:
        suit = rng.choice(SUITS)
        ace = ctx.ranks[0] + suit
        return _pitch(ctx, rng, [ace], ace, exclude={card_of(suit)})

    return build


def _joker_pitched(only: bool) -> Builder:
    def build(ctx: Ctx, rng: random.Random) -> Scenario | None:
        trump = ctx.joker_trump or "S"
        exclude = {c for c in ctx.pack if c != JOKER and c[1] == trump} if only else set()
        return _pitch(ctx, rng, [JOKER], JOKER, exclude=exclude)

    return build


def _joker_on_trump_lead(ctx: Ctx, rng: random.Random) -> Scenario | None:
    return _taken_by_another(lambda suit: JOKER)(ctx, rng)


def _smudge(progress: Callable[[Ctx, random.Random], int], with_jack: bool = True) -> Builder:
    def build(ctx: Ctx, rng: random.Random) -> Scenario | None:
        smudge = ctx.smudge_bid
        if smudge is None:
            return None
        return _strong(ctx, rng, smudge, progress(ctx, rng), with_jack)

    return build


def _smudge_loses_a_trick(ctx: Ctx, rng: random.Random) -> Scenario | None:
    smudge = ctx.smudge_bid
    if smudge is None:
        return None
    scenario = _strong(ctx, rng, smudge)
    if scenario is None:
        return None
    pitcher = next(iter(scenario.fixed))
    trumps = scenario.fixed[pitcher]
    suit = trumps[0][1]
    plain = rng.choice([s for s in SUITS if s != suit])
    scenario.fixed[pitcher] = [*trumps[:4], trumps[-1], ctx.ranks[-2] + plain]
    return scenario


def _bidding(first: Callable[[Ctx, random.Random], int | None], **kw: object) -> Builder:
    """A random table where the first bidder bids `first(...)` and the dealer `dealer`."""

    def build(ctx: Ctx, rng: random.Random) -> Scenario | None:
        at_least = kw.get("at_least", 2)
        assert isinstance(at_least, int)
        scenario = _table(ctx, rng, at_least)
        dealer_bid = kw.get("dealer")
        amount = first(ctx, rng)
        dealer = dealer_bid(ctx, amount) if callable(dealer_bid) else None
        sale = kw.get("sale", "sell")
        assert isinstance(sale, str)
        scenario.auction = _bids(ctx, amount, dealer, sale)
        progress = kw.get("progress")
        if callable(progress):
            scenario.progress = progress(ctx, rng, scenario)
        return scenario

    return build


def _near_target(ctx: Ctx, rng: random.Random, scenario: Scenario) -> list[int]:
    target = ctx.target
    return [target - rng.choice((1, 1, 2, 3)) for _ in range(ctx.sides(scenario.players))]


def _payout_table(ctx: Ctx, rng: random.Random, scenario: Scenario) -> list[int]:
    """One side a point from the target, the others spread around zero."""
    sides = ctx.sides(scenario.players)
    spread = [0, -2, 3, 0, 1, -1, 2]
    rng.shuffle(spread)
    leader = rng.randrange(sides)
    # As many values as sides: a table of more than seven sides takes them round again.
    return [
        ctx.target - 1 if side == leader else spread[side % len(spread)] for side in range(sides)
    ]


def _with_setbacks(ctx: Ctx, rng: random.Random) -> Scenario | None:
    scenario = _table(ctx, rng)
    scenario.progress = _payout_table(ctx, rng, scenario)
    scenario.setbacks = [rng.choice((0, 1, 2)) for _ in range(scenario.players)]
    return scenario


def _random_with(play: Policy | None = None, at_least: int = 2, progress: bool = False) -> Builder:
    def build(ctx: Ctx, rng: random.Random) -> Scenario | None:
        scenario = _table(ctx, rng, at_least)
        scenario.play = play
        if progress:
            scenario.progress = _near_target(ctx, rng, scenario)
        return scenario

    return build


def _level_near_target(pitcher_behind: bool) -> Builder:
    """Every side the same few points from the target, so that sides reaching it may be
    level at the top; with `pitcher_behind`, the pitcher's side far from it, so that a
    tie at the top is between other sides."""

    def build(ctx: Ctx, rng: random.Random) -> Scenario | None:
        scenario = _table(ctx, rng, at_least=3 if pitcher_behind else 2)
        sides = ctx.sides(scenario.players)
        level = ctx.target - rng.choice((1, 1, 2))
        progress = [level] * sides
        if pitcher_behind:
            if sides < 3:
                return None
            pitcher = ctx.pitcher_of(scenario.players, scenario.dealer)
            progress[pitcher % sides] = 0
        scenario.progress = progress
        return scenario

    return build


def _trumps_when_allowed(view: View, card: str) -> bool:
    lead = lead_suit(view)
    return lead not in (None, view.trump) and suit_of(view, card) == view.trump


def _count_out_pitcher_first(ctx: Ctx, rng: random.Random) -> Scenario | None:
    scenario = _table(ctx, rng)
    pitcher = ctx.pitcher_of(scenario.players, scenario.dealer)
    bid = max(ctx.min_bid, 2)
    if ctx.sells:
        # Selling would score the price to a seller a point from the target: the
        # seller refuses instead, and pitches.
        pitcher = (scenario.dealer + 1) % scenario.players
    sides = ctx.sides(scenario.players)
    target = ctx.target
    scenario.progress = _progress(
        ctx, scenario.players, {pitcher % sides: target - bid}, target - 1
    )
    suit = rng.choice(SUITS)
    scenario.fixed = {pitcher: [ctx.ranks[0] + suit, "J" + suit]}
    if ctx.named:  # the high bidder names the suit of those cards
        scenario.naming = _names(suit)
    if ctx.sells:
        scenario.auction = _bids(ctx, bid, sale="refuse")
    else:
        scenario.auction = ctx.smudge_policy(pitcher, bid)
    scenario.play = leads(ctx, pitcher, first=ctx.ranks[0] + suit)
    return scenario


# -- illegal steps ------------------------------------------------------------------------


def _inject(when: Callable[[View], tuple[int, str] | None], **kw: object) -> Builder:
    def build(ctx: Ctx, rng: random.Random) -> Scenario | None:
        at_least = kw.get("at_least", 2)
        assert isinstance(at_least, int)
        scenario = _table(ctx, rng, at_least)
        auction = kw.get("auction")
        if callable(auction):
            scenario.auction = auction(ctx, rng)
        scenario.inject = when
        return scenario

    return build


def _other(view: View) -> int:
    return (view.seat + 1) % view.players


def _first_card_of(view: View, seat: int) -> str:
    return f"play {view.hands[seat][0]}"


def _auction_first(when: Callable[[View], str | None]) -> Injector:
    def inject(view: View) -> tuple[int, str] | None:
        if view.phase != "auction":
            return None
        action = when(view)
        return None if action is None else (view.seat, action)

    return inject


def _in_play(when: Callable[[View], tuple[int, str] | None]) -> Injector:
    def inject(view: View) -> tuple[int, str] | None:
        return when(view) if view.phase == "play" else None

    return inject


def _revoke_on_trump_lead(view: View) -> tuple[int, str] | None:
    if lead_suit(view) != view.trump or view.trump is None:
        return None
    others = [c for c in view.hand if suit_of(view, c) != view.trump]
    if not others or len(others) == len(view.hand):
        return None
    return view.seat, f"play {others[0]}"


def _revoke_on_plain_lead(view: View) -> tuple[int, str] | None:
    lead = lead_suit(view)
    if lead is None or lead == view.trump or not any(suit_of(view, c) == lead for c in view.hand):
        return None
    third = [c for c in view.hand if suit_of(view, c) not in (lead, view.trump)]
    return (view.seat, f"play {third[0]}") if third else None


def _plain_first_lead(view: View) -> tuple[int, str] | None:
    """The first leader, holding a trump, leads another card."""
    if view.tricks_done or view.trick or view.trump is None:
        return None
    others = [c for c in view.hand if suit_of(view, c) != view.trump]
    if not others or len(others) == len(view.hand):
        return None
    return view.seat, f"play {others[0]}"


def _card_not_held(view: View) -> tuple[int, str] | None:
    other = _other(view)
    return (view.seat, _first_card_of(view, other)) if view.hands[other] else None


def _players(n: int) -> Builder:
    return lambda ctx, rng: Scenario(n, rng.randrange(n))


# -- the turn-up line -----------------------------------------------------------------------


def _answers(first: str | None, second: str | None = None) -> Policy:
    """Eldest answers the turn-up with `first` (stand or beg), the dealer a beg with
    `second` (give or run); None leaves it to chance."""

    def choose(view: View) -> str | None:
        if view.phase != "begging":
            return None
        if "give" in view.legal or "run" in view.legal:
            return second
        return first

    return choose


def _scoring_ranks(ctx: Ctx) -> list[str]:
    """The ranks a turned-up card scores by (the jack, in Seven-Up)."""
    ranks = {
        rank
        for point in ctx.rules.points
        if isinstance(point.select, model.TurnedUp)
        for rank, value in point.select.values
        if value
    }
    return [rank for rank in ctx.ranks if rank in ranks]


def _quiet_card(ctx: Ctx, rng: random.Random, suit: str, besides: tuple[str, ...] = ()) -> str:
    """A card of `suit` that scores nothing when turned up and is no point's card."""
    loud = {*_scoring_ranks(ctx), "J", ctx.ranks[0], ctx.ranks[-1]}
    ranks = [r for r in ctx.ranks if r not in loud and r + suit not in besides]
    return rng.choice(ranks) + suit


def _other_suit(rng: random.Random, suit: str) -> str:
    return rng.choice([s for s in SUITS if s != suit])


def _turn_up(
    ctx: Ctx,
    rng: random.Random,
    at_least: int = 2,
    first: str | None = "stand",
    second: str | None = None,
) -> Scenario:
    """A table whose eldest answers `first` and whose dealer answers `second`."""
    scenario = _table(ctx, rng, at_least)
    scenario.begging = _answers(first, second)
    return scenario


def _stand_on(
    ctx: Ctx, rng: random.Random, card: str | None = None, suit: str | None = None
) -> Scenario:
    """The card turned up is `card` (or a quiet card of `suit`), and eldest stands."""
    scenario = _turn_up(ctx, rng)
    chosen = card if card is not None else _quiet_card(ctx, rng, suit or rng.choice(SUITS))
    scenario.stock = {0: chosen}
    return scenario


def _runs(ctx: Ctx, rng: random.Random, turned: list[str], **kw: object) -> Scenario | None:
    """Eldest begs and the dealer runs; the turn-ups are `turned`, in order (the first at
    the deal, then one after each run)."""
    at_least = kw.get("at_least", 2)
    assert isinstance(at_least, int)
    scenario = _turn_up(ctx, rng, at_least, "beg", "run")
    if len(turned) - 1 > ctx.runs_that_fit(scenario.players) + 1:
        return None
    places = [ctx.turn_up_place(scenario.players, k) for k in range(len(turned))]
    if places[-1] >= ctx.stock_size(scenario.players):
        return None
    scenario.stock = dict(zip(places, turned, strict=True))
    return scenario


def _run_builder(set_aside: int, last_rank: str | None = None) -> Builder:
    def build(ctx: Ctx, rng: random.Random) -> Scenario | None:
        refused = rng.choice(SUITS)
        turned = [_quiet_card(ctx, rng, refused)]
        for _ in range(set_aside):
            turned.append(_quiet_card(ctx, rng, refused, tuple(turned)))
        new = _other_suit(rng, refused)
        turned.append(last_rank + new if last_rank is not None else _quiet_card(ctx, rng, new))
        return _runs(ctx, rng, turned)

    return build


def _scoring_set_aside(ctx: Ctx, rng: random.Random) -> Scenario | None:
    """A run turns up a scoring card of the refused suit, then a new suit."""
    ranks = _scoring_ranks(ctx)
    if not ranks:
        return None
    refused = rng.choice(SUITS)
    first = _quiet_card(ctx, rng, refused)
    aside = rng.choice(ranks) + refused
    return _runs(ctx, rng, [first, aside, _quiet_card(ctx, rng, _other_suit(rng, refused))])


def _scoring_by_a_run(ctx: Ctx, rng: random.Random) -> Scenario | None:
    ranks = _scoring_ranks(ctx)
    if not ranks:
        return None
    refused = rng.choice(SUITS)
    new = rng.choice(ranks) + _other_suit(rng, refused)
    scenario = _runs(ctx, rng, [_quiet_card(ctx, rng, refused), new])
    if scenario is not None:  # far from the target, so that the hand is played
        scenario.progress = [0] * ctx.sides(scenario.players)
    return scenario


def _bunch(scoring_first: bool) -> Builder:
    """Every card a run turns up is of the refused suit, until the stock is too short."""

    def build(ctx: Ctx, rng: random.Random) -> Scenario | None:
        players, _ = ctx.table(rng)
        refused = rng.choice(SUITS)
        ranks = _scoring_ranks(ctx)
        if scoring_first and not ranks:
            return None
        first = rng.choice(ranks) + refused if scoring_first else _quiet_card(ctx, rng, refused)
        turned = [first]
        quiet = [r + refused for r in ctx.ranks if r + refused != first and r not in ranks]
        rng.shuffle(quiet)
        turned += quiet[: ctx.runs_that_fit(players)]
        scenario = _runs(ctx, rng, turned)
        if scenario is None or scenario.players != players:
            return None
        scenario.progress = [0] * ctx.sides(players)
        return scenario

    return build


def _turned_scoring(wins: bool) -> Builder:
    """The card turned up at the deal scores; `wins`: it takes the dealer to the target."""

    def build(ctx: Ctx, rng: random.Random) -> Scenario | None:
        ranks = _scoring_ranks(ctx)
        if not ranks:
            return None
        rank = rng.choice(ranks)
        scenario = _turn_up(ctx, rng, first=None)
        scenario.stock = {0: rank + rng.choice(SUITS)}
        sides = ctx.sides(scenario.players)
        worth = max(
            dict(p.select.values).get(rank, 0)
            for p in ctx.rules.points
            if isinstance(p.select, model.TurnedUp)
        )
        dealer_side = scenario.dealer % sides
        if wins:
            scenario.progress = _progress(ctx, scenario.players, {dealer_side: ctx.target - worth})
        else:
            scenario.progress = [0] * sides
        return scenario

    return build


def _gift(near: bool, at_least: int = 2, answer: str = "give") -> Builder:
    """Eldest begs and the dealer answers `answer`; `near`: eldest's side is a point
    from the target."""

    def build(ctx: Ctx, rng: random.Random) -> Scenario | None:
        counts = [n for n in ctx.player_counts if ctx.sides(n) >= at_least]
        if not counts:
            return None
        players = rng.choice(counts)
        scenario = Scenario(players, rng.randrange(players))
        scenario.begging = _answers("beg", answer)
        sides = ctx.sides(players)
        eldest_side = ctx.eldest(players, scenario.dealer) % sides
        scenario.progress = _progress(ctx, players, {eldest_side: ctx.target - 1 if near else 0})
        # A turned-up card that scores would move the dealer; one that does not is kept.
        scenario.stock = {0: _quiet_card(ctx, rng, rng.choice(SUITS))}
        return scenario

    return build


def _discard_trumps(ctx: Ctx, rng: random.Random) -> Scenario | None:
    """After a run, each player discards their highest trumps first."""
    scenario = _run_builder(0)(ctx, rng)
    if scenario is None:
        return None
    ranks = ctx.ranks

    def choose(view: View) -> str | None:
        if view.phase != "discard" or view.trump is None:
            return None
        held = (f"{rank}{view.trump}" for rank in ranks)
        return next((f"discard {card}" for card in held if card in view.hand), None)

    scenario.discard = choose
    return scenario


def _no_trump_in_play(ctx: Ctx, rng: random.Random) -> Scenario | None:
    suit = rng.choice(SUITS)
    scenario = _stand_on(ctx, rng, suit=suit)
    turned = scenario.stock[0]
    scenario.exclude = {c for c in ctx.pack if c[1] == suit and c != turned}
    return scenario


def _counting_ranks(ctx: Ctx) -> set[str]:
    """The ranks that count for a point of the most counting cards (`10 = 10, A = 4, ...`)."""
    return {
        rank
        for point in ctx.rules.points
        if isinstance(point.select, model.MostCount)
        for rank, value in point.select.counts
        if value
    }


def _no_counting_cards(ctx: Ctx, rng: random.Random) -> Scenario | None:
    counting = _counting_ranks(ctx)
    scenario = _stand_on(ctx, rng)
    turned = scenario.stock[0]
    scenario.exclude = {c for c in ctx.pack if c[0] in counting and c != turned}
    if len(ctx.pack) - len(scenario.exclude) - 1 < scenario.players * ctx.rules.deal.hand_size:
        return None
    return scenario


def _trump_turned(rank_of: Callable[[Ctx], str]) -> Builder:
    """The card turned up is of a rank that would score in play (the ace: High)."""

    def build(ctx: Ctx, rng: random.Random) -> Scenario | None:
        return _stand_on(ctx, rng, card=rank_of(ctx) + rng.choice(SUITS))

    return build


def _turned_taken_by_another(card_of: Callable[[str], str]) -> Builder:
    """Eldest leads the top trumps; the next seat's only trump is the point's card."""

    def build(ctx: Ctx, rng: random.Random) -> Scenario | None:
        suit = rng.choice(SUITS)
        card = card_of(suit)
        top = [r + suit for r in ctx.ranks if r + suit != card][:2]
        scenario = _stand_on(ctx, rng, card=_quiet_card(ctx, rng, suit, (card,)))
        eldest = ctx.eldest(scenario.players, scenario.dealer)
        victim = (eldest + ctx.turn) % scenario.players
        scenario.fixed = {eldest: top, victim: [card]}
        scenario.avoid = {victim: {suit}}
        scenario.play = leads(ctx, eldest, first=top[0], highest_of=suit)
        return scenario

    return build


def _turned_single_trump(ctx: Ctx, rng: random.Random) -> Scenario | None:
    suit = rng.choice(SUITS)
    scenario = _stand_on(ctx, rng, suit=suit)
    turned = scenario.stock[0]
    card = rng.choice([r + suit for r in ctx.ranks if r + suit != turned])
    eldest = ctx.eldest(scenario.players, scenario.dealer)
    scenario.fixed = {eldest: [card]}
    scenario.exclude = {c for c in ctx.pack if c[1] == suit and c not in (card, turned)}
    return scenario


def _turned_below_the_ace(ctx: Ctx, rng: random.Random) -> Scenario | None:
    suit = rng.choice(SUITS)
    scenario = _stand_on(ctx, rng, suit=suit)
    scenario.exclude = {ctx.ranks[0] + suit}
    return scenario


def _turned_not_in_play(card_of: Callable[[str], str]) -> Builder:
    def build(ctx: Ctx, rng: random.Random) -> Scenario | None:
        suit = rng.choice(SUITS)
        scenario = _stand_on(ctx, rng, suit=suit)
        scenario.exclude = {card_of(suit)}
        return scenario

    return build


def _turn_up_inject(
    when: Callable[[View], tuple[int, str] | None],
    first: str | None = None,
    second: str | None = None,
    progress: Callable[[Ctx, Scenario], list[int]] | None = None,
) -> Builder:
    def build(ctx: Ctx, rng: random.Random) -> Scenario | None:
        scenario = _turn_up(ctx, rng, first=first, second=second)
        scenario.stock = {0: _quiet_card(ctx, rng, rng.choice(SUITS))}
        if progress is not None:
            scenario.progress = progress(ctx, scenario)
        scenario.inject = when
        return scenario

    return build


def _eldest_near(ctx: Ctx, scenario: Scenario) -> list[int]:
    sides = ctx.sides(scenario.players)
    eldest_side = ctx.eldest(scenario.players, scenario.dealer) % sides
    return _progress(ctx, scenario.players, {eldest_side: ctx.target - 1})


def _offered(when: Callable[[View], tuple[int, str] | None], begged: bool) -> Injector:
    """An injection while the turn-up is offered: to eldest, or (begged) to the dealer."""

    def inject(view: View) -> tuple[int, str] | None:
        if view.phase != "begging":
            return None
        answering = "give" in view.legal or "run" in view.legal
        return when(view) if answering == begged else None

    return inject


def _discarding(when: Callable[[View], tuple[int, str] | None]) -> Injector:
    def inject(view: View) -> tuple[int, str] | None:
        return when(view) if view.phase == "discard" else None

    return inject


def _turn_up_builders(ctx: Ctx, out: dict[str, Builder]) -> None:
    """The builders of the turn-up line's cases, and of the cases of the play and the
    points steered by a turn-up rather than a pitch."""
    out["eldest-stands"] = lambda ctx, rng: _turn_up(ctx, rng, first="stand")
    out["dealer-gives"] = _gift(near=False)
    out["gift-to-each-opponent"] = _gift(near=False, at_least=3)
    out["gift-refused-near-the-target"] = _gift(near=True, answer="run")
    out["gift-wins-the-game"] = _gift(near=True)
    out["run-to-a-new-suit"] = _run_builder(0)
    out["run-again-on-the-same-suit"] = _run_builder(1)
    out["cards-bunched"] = _bunch(scoring_first=False)
    out["discards-after-a-run"] = _run_builder(0)
    out["discarded-trump-not-in-play"] = _discard_trumps
    out["turned-up-trump-not-in-play"] = _trump_turned(lambda ctx: ctx.ranks[0])
    out["no-trump-in-play"] = _no_trump_in_play
    for point in ctx.rules.points:
        name = point.id.replace("_", "-")
        select = point.select
        if isinstance(select, model.TurnedUp):
            out[f"{name}-at-the-deal"] = _turned_scoring(wins=False)
            out[f"{name}-wins-at-once"] = _turned_scoring(wins=True)
            out[f"{name}-by-a-run"] = _scoring_by_a_run
            out[f"{name}-set-aside"] = _scoring_set_aside
            out[f"bunched-after-{name}"] = _bunch(scoring_first=True)
        elif isinstance(select, model.HighestTrump):
            out[f"{name}-below-the-ace"] = _turned_below_the_ace
        elif isinstance(select, model.LowestTrump):
            out["single-trump"] = _turned_single_trump
            out[f"{name}-taken-by-another"] = _turned_taken_by_another(
                lambda suit: ctx.ranks[-1] + suit
            )
        elif isinstance(select, model.TrumpCard):
            out[f"{name}-taken-by-another"] = _turned_taken_by_another(_card_of_rank(select.rank))
            out[f"{name}-not-in-play"] = _turned_not_in_play(_card_of_rank(select.rank))
        elif isinstance(select, model.MostCount):
            out[f"{name}-without-counting-cards"] = _no_counting_cards

    # illegal steps
    out["illegal-beg-out-of-turn"] = _turn_up_inject(
        _offered(lambda v: (_other(v), "beg"), begged=False)
    )
    out["illegal-play-before-trump"] = _turn_up_inject(
        _offered(lambda v: (v.seat, f"play {v.hand[0]}"), begged=False)
    )
    out["illegal-answer-out-of-turn"] = _turn_up_inject(
        _offered(lambda v: (_other(v), "run"), begged=True), first="beg"
    )
    out["illegal-stand-after-a-beg"] = _turn_up_inject(
        _offered(lambda v: (v.seat, "stand"), begged=True), first="beg"
    )
    out["illegal-beg-in-the-play"] = _turn_up_inject(_in_play(lambda v: (v.seat, "beg")))
    out["illegal-discard-in-the-play"] = _turn_up_inject(
        _in_play(lambda v: (v.seat, f"discard {v.hand[0]}"))
    )
    out["illegal-gift-to-the-target"] = _turn_up_inject(
        _offered(lambda v: (v.seat, "give") if "give" not in v.legal else None, begged=True),
        first="beg",
        progress=_eldest_near,
    )
    out["illegal-discard-not-held"] = _turn_up_inject(
        _discarding(
            lambda v: (v.seat, f"discard {v.hands[_other(v)][0]}") if v.hands[_other(v)] else None
        ),
        first="beg",
        second="run",
    )
    out["illegal-discard-out-of-turn"] = _turn_up_inject(
        _discarding(lambda v: (_other(v), f"discard {v.hands[_other(v)][0]}")),
        first="beg",
        second="run",
    )
    out["illegal-play-while-discarding"] = _turn_up_inject(
        _discarding(lambda v: (v.seat, f"play {v.hand[0]}")), first="beg", second="run"
    )


# -- the Pedro line: naming trump, discarding, the refill ---------------------------------


def _names(suit: str) -> Policy:
    """The high bidder names `suit` (left to chance if it is no suit)."""
    return lambda view: f"name {suit}" if view.phase == "naming" else None


def _keep(ctx: Ctx) -> int:
    """How many cards a hand is refilled to (0 without a refill)."""
    return ctx.refill.hand_size if ctx.refill is not None else 0


def _maker(ctx: Ctx, rng: random.Random, cards: Callable[[str], list[str]]) -> Scenario:
    """The first bidder bids the lowest bid, names a random suit and holds `cards(suit)`."""
    players, dealer = ctx.table(rng)
    maker = ctx.first_bidder(players, dealer)
    suit = rng.choice(SUITS)
    return Scenario(
        players,
        dealer,
        fixed={maker: cards(suit)},
        auction=ctx.smudge_policy(maker, ctx.min_bid),
        naming=_names(suit),
    )


def _dealer_discards(card_of: Callable[[Ctx, str], str | None]) -> Builder:
    """The player who robs the pack (the dealer, or the maker where the high bidder
    robs) holds the card `card_of` names for the trump the maker names, and discards it
    first."""

    def build(ctx: Ctx, rng: random.Random) -> Scenario | None:
        suit = rng.choice(SUITS)
        card = card_of(ctx, suit)
        scenario = _maker(ctx, rng, lambda _: [])
        maker = ctx.first_bidder(scenario.players, scenario.dealer)
        if card is None or maker == scenario.dealer:
            return None
        scenario.naming = _names(suit)
        robber = maker if _high_bidder_robs(ctx) else scenario.dealer
        scenario.fixed[robber] = [card]

        def choose(view: View) -> str | None:
            wanted = f"discard {card}"
            return wanted if view.seat == view.robber and wanted in view.legal else None

        scenario.discard = choose
        return scenario

    return build


def _card_of(point: model.Point) -> Callable[[Ctx, str], str | None]:
    """The card of a point when a suit is trump."""
    return lambda ctx, suit: ctx.point_card(point, suit)


def _a_point_discarded(ctx: Ctx, rng: random.Random) -> Scenario | None:
    """The dealer discards the card of a point chosen at random."""
    points = [p for p in ctx.rules.points if ctx.point_card(p, SUITS[0]) is not None]
    if not points:
        return None
    return _dealer_discards(_card_of(rng.choice(points)))(ctx, rng)


def _from_the_discards(ctx: Ctx, rng: random.Random) -> Scenario | None:
    """The players other than the dealer are dealt no trump: they keep none, and the
    stock runs out before the last of them is dealt back (only the dealer bids)."""
    players, dealer = ctx.table(rng)
    suit = rng.choice(SUITS)
    trumps = ctx.trumps(suit)
    scenario = Scenario(players, dealer, naming=_names(suit))
    scenario.auction = _bids(ctx, None, ctx.min_bid)
    scenario.avoid = {seat: {suit, *trumps} for seat in range(players) if seat != dealer}
    return scenario


def _maker_holding_trumps(count: int, inject: Callable[[Ctx], Injector] | None = None) -> Builder:
    """The maker, not the dealer, is dealt exactly `count` trumps of the suit it names
    (where the high bidder robs the pack, the seat after the maker is), and then
    `inject`'s illegal step."""

    def build(ctx: Ctx, rng: random.Random) -> Scenario | None:
        scenario = _maker(ctx, rng, lambda suit: ctx.trumps(suit)[:count])
        maker = ctx.first_bidder(scenario.players, scenario.dealer)
        if maker == scenario.dealer:
            return None
        if _high_bidder_robs(ctx):  # the maker robs: the trumps go to the next seat
            holder = (maker + ctx.turn) % scenario.players
            scenario.fixed = {holder: scenario.fixed[maker]}
            maker = holder
        trumps = scenario.fixed[maker]
        scenario.avoid[maker] = {trumps[0][1:], *ctx.trumps(trumps[0][1:])}
        if inject is not None:
            scenario.inject = inject(ctx)
        return scenario

    return build


def _holds_plain(view: View) -> bool:
    return any(suit_of(view, card) != view.trump for card in view.hand)


def _trumps_held(view: View) -> list[str]:
    return [card for card in view.hand if suit_of(view, card) == view.trump]


def _high_bidder_robs(ctx: Ctx) -> bool:
    """Whether the high bidder, not the dealer, robs the pack in the refill."""
    return ctx.refill is not None and ctx.refill.robber == "pitcher"


def _non_dealer_discarding(when: Callable[[View], str | None]) -> Injector:
    """An injection at the turn of a player other than the one who robs the pack (the
    dealer, or the high bidder) to discard."""

    def inject(view: View) -> tuple[int, str] | None:
        if view.phase != "discard" or view.seat == view.robber:
            return None
        action = when(view)
        return None if action is None else (view.seat, action)

    return inject


def _trump_at_the_edge(ctx: Ctx) -> Injector:
    """A trump discarded by a player holding exactly as many trumps as a hand keeps (one
    that scores no point, where a point's card may never be discarded)."""
    keep = _keep(ctx)
    keep_points = ctx.refill is not None and ctx.refill.keep_points

    def trumps_to_try(view: View) -> list[str]:
        trumps = _trumps_held(view)
        if not keep_points:
            return trumps
        points = _point_cards(ctx, view.trump)
        return [card for card in trumps if card not in points]

    return _non_dealer_discarding(
        lambda v: (
            f"discard {trumps[0]}"
            if len(_trumps_held(v)) == keep and _holds_plain(v) and (trumps := trumps_to_try(v))
            else None
        )
    )


def _a_trump_while_choosing(ctx: Ctx) -> Injector:
    """Where each player may discard a few plain cards, one tries a trump (one that scores
    no point, where a point's card may never be discarded)."""
    points_kept = ctx.refill is not None and ctx.refill.keep_points

    def trump(view: View) -> str | None:
        points = _point_cards(ctx, view.trump) if points_kept else set()
        trumps = [card for card in _trumps_held(view) if card not in points]
        return f"discard {trumps[0]}" if trumps else None

    return _non_dealer_discarding(trump)


def _done_with_too_many(ctx: Ctx) -> Injector:
    keep = _keep(ctx)
    return _non_dealer_discarding(
        lambda v: "done" if not _holds_plain(v) and len(v.hand) > keep else None
    )


def _printed_suit_on_the_lead(ctx: Ctx, rng: random.Random) -> Scenario | None:
    """The maker leads the card of trump's colour; a player holding a trump and a card
    of its printed suit plays that card."""
    suit = rng.choice(SUITS)
    card = ctx.same_colour_of(suit)
    scenario = _pitch(ctx, rng, [card], card)
    scenario.naming = _names(suit)

    def inject(view: View) -> tuple[int, str] | None:
        if view.phase != "play" or not view.trick or view.trick[0][1] != card:
            return None
        printed = [c for c in view.hand if c[1:] == card[1:] and c != card]
        return (view.seat, f"play {printed[0]}") if printed and _trumps_held(view) else None

    scenario.inject = inject
    return scenario


def _no_counting_cards_kept(ctx: Ctx, rng: random.Random) -> Scenario | None:
    """Where everyone discards down once trump is named (Smear): every counting trump and
    as many other counting cards as the undealt cards can hold are left undealt, and the
    players throw the counting cards they were dealt away first, so none is in play."""
    counting = _counting_ranks(ctx)
    scenario = _bidding(lambda ctx, rng: ctx.min_bid)(ctx, rng)
    if scenario is None:
        return None
    suit = rng.choice(SUITS)
    trumps = set(ctx.trumps(suit))
    room = len(ctx.pack) - scenario.players * ctx.rules.deal.hand_size
    counted = [c for c in ctx.pack if c != JOKER and c[0] in counting and c in trumps]
    counted += [c for c in ctx.pack if c[0] in counting and c not in trumps]
    if len(counted[:room]) < len([c for c in counted if c in trumps]):
        return None
    scenario.exclude = set(counted[:room])
    scenario.naming = _names(suit)

    def discard(view: View) -> str | None:
        if view.phase != "discard":
            return None
        counts = [a for a in view.legal if a.startswith("discard ") and a[8] in counting]
        return counts[0] if counts else None

    scenario.discard = discard
    return scenario


def _named_builders(ctx: Ctx, out: dict[str, Builder]) -> None:
    """The builders of the Pedro line's cases: naming trump, the discards and the refill,
    and the cases of the points steered by the dealer's discards."""
    keep = _keep(ctx)
    out["all-pass-dealer-plays"] = _bidding(lambda ctx, rng: None)
    out["top-bid-leaves-only-pass"] = _bidding(lambda ctx, rng: ctx.max_bid)
    out["high-bidder-names-trump"] = _bidding(lambda ctx, rng: ctx.min_bid)
    out["discard-trumps-down-to-the-hand-size"] = _maker_holding_trumps(keep + 1)
    out["dealt-from-the-discards"] = _from_the_discards
    if getattr(ctx.rules, "discard_down", None) is not None:
        for point in ctx.rules.points:
            if isinstance(point.select, model.MostCount):
                name = point.id.replace("_", "-")
                out[f"{name}-without-counting-cards"] = _no_counting_cards_kept
    # the cards the robber may discard: a joker too, where the high bidder robs
    discardable = (
        model.TrumpCard | model.SameColourCard | model.JokerCard
        if _high_bidder_robs(ctx)
        else model.TrumpCard | model.SameColourCard
    )
    returned = ctx.refill is not None and ctx.refill.returned_trumps
    for point in ctx.rules.points:
        if isinstance(point.select, discardable):
            name = f"{point.id.replace('_', '-')}-not-in-play"
            out[name] = (_left_in_the_stock if returned else _dealer_discards)(_card_of(point))
    if returned:
        points = [p for p in ctx.rules.points if isinstance(p.select, discardable)]
        out["point-left-in-the-stock-scores-nothing"] = lambda ctx, rng: (
            _left_in_the_stock(_card_of(rng.choice(points)))(ctx, rng) if points else None
        )
    for point in ctx.rules.points:
        if returned and isinstance(point.select, model.MostCount):
            out[f"{point.id.replace('_', '-')}-without-counting-cards"] = _no_counting_cards_dealt
    out["discarded-point-scores-nothing"] = _a_point_discarded
    out["set-with-a-point-out-of-play"] = _bidding(lambda ctx, rng: ctx.max_bid)

    # illegal steps
    def naming(when: Callable[[View], tuple[int, str]]) -> Builder:
        return _inject(lambda v: when(v) if v.phase == "naming" else None)

    out["illegal-name-not-a-suit"] = naming(lambda v: (v.seat, "name X"))
    out["illegal-name-out-of-turn"] = naming(lambda v: (_other(v), "name S"))
    out["illegal-play-before-trump-is-named"] = naming(lambda v: (v.seat, f"play {v.hand[0]}"))
    out["illegal-done-holding-a-plain-card"] = _inject(
        _non_dealer_discarding(lambda v: "done" if _holds_plain(v) else None)
    )
    out["illegal-trump-discarded"] = (
        # where a player only may discard a few plain cards, any trump it tries is refused
        _maker_holding_trumps(2, _a_trump_while_choosing)
        if ctx.refill is not None and ctx.refill.at_most
        else _maker_holding_trumps(keep, _trump_at_the_edge)
    )
    out["illegal-done-holding-too-many-trumps"] = _maker_holding_trumps(
        ctx.rules.deal.hand_size, _done_with_too_many
    )
    robber_id = "high-bidder" if _high_bidder_robs(ctx) else "dealer"
    out[f"illegal-{robber_id}-done-too-soon"] = _inject(
        _discarding(
            lambda v: (v.seat, "done") if v.seat == v.robber and len(v.hand) > keep else None
        )
    )
    out["illegal-discard-not-held"] = _inject(
        _non_dealer_discarding(
            lambda v: f"discard {v.hands[_other(v)][0]}" if v.hands[_other(v)] else None
        )
    )
    out["illegal-discard-out-of-turn"] = _inject(
        _discarding(
            lambda v: (
                (_other(v), f"discard {v.hands[_other(v)][0]}") if v.seat != v.robber else None
            )
        )
    )
    out["illegal-play-while-discarding"] = _inject(
        _non_dealer_discarding(lambda v: f"play {v.hand[0]}")
    )
    out["illegal-discard-in-the-play"] = _inject(
        _in_play(lambda v: (v.seat, f"discard {v.hand[0]}"))
    )
    out["illegal-printed-suit-on-a-trump-lead"] = _printed_suit_on_the_lead
    if ctx.refill is not None and ctx.refill.keep_points:
        _keep_points_builders(ctx, out)
    if _high_bidder_robs(ctx):
        _high_bidder_robs_builders(ctx, out)


def _high_bidder_robs_builders(ctx: Ctx, out: dict[str, Builder]) -> None:
    """Where the high bidder robs the pack: the first bidder, the dealer's partner, or
    the stuck dealer makes the contract; the dealer discarding in the high bidder's turn;
    a smudge made by the side holding every trump, and one set."""
    low_bid = lambda ctx, rng: ctx.min_bid  # noqa: E731
    out["high-bidder-robs-the-pack"] = _bidding(low_bid)
    out["dealer-discards-like-the-others"] = _bidding(low_bid)
    out["stuck-dealer-robs-the-pack"] = _bidding(lambda ctx, rng: None)

    def partner_bids(ctx: Ctx, rng: random.Random) -> Scenario | None:
        scenario = _table(ctx, rng)
        players, dealer = scenario.players, scenario.dealer
        sides = ctx.sides(players)
        partners = [s for s in range(players) if s != dealer and s % sides == dealer % sides]
        if not partners:
            return None
        scenario.auction = ctx.smudge_policy(rng.choice(partners), ctx.min_bid)
        return scenario

    out["dealers-partner-robs-the-pack"] = partner_bids
    out["illegal-dealer-discards-for-the-high-bidder"] = _inject(
        _discarding(
            lambda v: (
                (v.dealer, f"discard {v.hands[v.dealer][0]}")
                if v.seat == v.robber != v.dealer and v.hands[v.dealer]
                else None
            )
        ),
        auction=lambda ctx, rng: _bids(ctx, ctx.min_bid),
    )
    smudge = ctx.smudge_bid
    if smudge is None:
        return
    out["smudge-made"] = _side_holds_every_trump(lambda ctx, rng: 0)
    out["smudge-wins-the-game"] = _side_holds_every_trump(
        lambda ctx, rng: max(1, ctx.target - smudge - 2)
    )
    out["smudge-made-from-the-hole"] = _side_holds_every_trump(lambda ctx, rng: -rng.randint(1, 3))
    out["smudge-made-from-zero"] = _side_holds_every_trump(lambda ctx, rng: 0)
    out["smudge-set-loses-the-game"] = _bidding(
        lambda ctx, rng: smudge,
        progress=lambda ctx, rng, s: [rng.randint(0, ctx.target // 2) for _ in range(2)],
    )


def _side_holds_every_trump(progress: Callable[[Ctx, random.Random], int]) -> Builder:
    """The first bidder bids the smudge, and its side is dealt every trump: it, the top
    ones (as many as a hand keeps after the refill), its partner the rest, so that the
    other side has none and, where only trumps are played, drops out of every trick. The
    partner discards plain cards, then the trumps that score nothing, lowest first; the
    bidder, robbing the pack, keeps its top trumps."""

    def build(ctx: Ctx, rng: random.Random) -> Scenario | None:
        players, dealer = ctx.table(rng)
        pitcher = ctx.pitcher_of(players, dealer)
        sides = ctx.sides(players)
        partners = [s for s in range(players) if s != pitcher and s % sides == pitcher % sides]
        if not partners or ctx.smudge_bid is None:
            return None
        partner = partners[0]
        suit = rng.choice(SUITS)
        trumps = ctx.trumps(suit)
        keep, size = _keep(ctx), ctx.rules.deal.hand_size
        points = set(_point_cards(ctx, suit)) | {trumps[0], trumps[-1]}
        own = trumps[:keep]
        scoring = [c for c in trumps[keep:] if c in points]
        filler = [c for c in trumps[keep:] if c not in points]
        theirs = (scoring + filler)[:size]
        own += [c for c in filler if c not in theirs][: size - len(own)]
        if len(own) + len(theirs) < len(trumps) or len(scoring) > keep:
            return None

        def discard(view: View) -> str | None:
            if view.seat == view.robber:
                extra = [c for c in view.hand if c not in trumps[:keep]]
                return f"discard {extra[0]}" if extra else None
            plain = [c for c in view.hand if suit_of(view, c) != view.trump]
            spare = [c for c in view.hand if c not in points and c not in plain]
            pick = plain or spare[::-1]
            return f"discard {pick[0]}" if pick else None

        return Scenario(
            players,
            dealer,
            progress=_progress(ctx, players, {pitcher % sides: progress(ctx, rng)}),
            fixed={pitcher: own, partner: theirs},
            auction=ctx.smudge_policy(pitcher, ctx.smudge_bid),
            naming=_names(suit),
            discard=discard,
            play=_leads_in_order(pitcher, own),
        )

    return build


def _point_cards(ctx: Ctx, trump: str | None) -> list[str]:
    """The cards the variant's points are about once `trump` is known."""
    if trump is None:
        return []
    cards = (ctx.point_card(point, trump) for point in ctx.rules.points)
    return [card for card in cards if card is not None]


def _keep_points_builders(ctx: Ctx, out: dict[str, Builder]) -> None:
    """Where no card a point is about may be discarded: trumps killed around the point
    cards, the dealer keeping them, and the illegal discard of one by each."""
    keep = _keep(ctx)
    out["kill-excess-trumps-but-no-point"] = _maker_holding_trumps(keep + 1)
    out["dealer-keeps-the-point-cards"] = _a_point_discarded

    def kill_a_point(ctx: Ctx) -> Injector:
        def when(view: View) -> str | None:
            points = [c for c in _point_cards(ctx, view.trump) if c in view.hand]
            if len(_trumps_held(view)) <= keep or _holds_plain(view) or not points:
                return None
            return f"discard {points[0]}"

        return _non_dealer_discarding(when)

    out["illegal-point-card-killed"] = _maker_holding_trumps(keep + 1, kill_a_point)

    def dealer_discards_a_point(ctx: Ctx, rng: random.Random) -> Scenario | None:
        scenario = _a_point_discarded(ctx, rng)
        if scenario is None:
            return None
        card = scenario.fixed[scenario.dealer][0]
        scenario.discard = None
        scenario.inject = _discarding(
            lambda v: (
                (v.seat, f"discard {card}")
                if v.seat == v.robber and card in v.hand and len(v.hand) > keep
                else None
            )
        )
        return scenario

    out["illegal-dealer-discards-a-point-card"] = dealer_discards_a_point


def _the_card(code: str) -> Callable[[str], str]:
    """One card whatever the trump suit (a joker)."""
    return lambda suit: code


def _card_of_rank(rank: str) -> Callable[[str], str]:
    return lambda suit: rank + suit


def _one_set_back_from_losing(ctx: Ctx, rng: random.Random) -> Scenario | None:
    """Every seat one set-back from losing, and the top bid made by the first bidder,
    who is set back as often as not."""
    scenario = _bidding(lambda ctx, rng: ctx.max_bid)(ctx, rng)
    if scenario is not None:
        scenario.setbacks = [ctx.rules.game.setbacks_lose - 1] * scenario.players
    return scenario


def _forced_first_bidder(bid: int | None, inject: bool = False) -> Builder:
    """The first bidder holds the forced bid's rank and another card of its suit; it bids
    `bid` (None: it tries to pass, which falls back to a legal bid), or, `inject`, passes
    anyway: the illegal step."""

    def build(ctx: Ctx, rng: random.Random) -> Scenario | None:
        forced = ctx.rules.auction.forced if ctx.rules.auction is not None else None
        if forced is None:
            return None
        scenario = _table(ctx, rng)
        suit = rng.choice(SUITS)
        other = next(r for r in ctx.ranks if r != forced.rank)
        first = ctx.first_bidder(scenario.players, scenario.dealer)
        scenario.fixed[first] = [forced.rank + suit, other + suit]
        scenario.auction = _bids(ctx, bid)
        if inject:
            scenario.inject = _auction_first(
                lambda v: "pass" if v.seat == first and v.high_bid < forced.at_least else None
            )
        return scenario

    return build


def _discard_nothing(view: View) -> str | None:
    """Every player keeps its hand: `done` at once, where discarding is a choice."""
    return "done" if "done" in view.legal else None


def _left_in_the_stock(card_of: Callable[[Ctx, str], str | None]) -> Builder:
    """Where no trump may be discarded: the card `card_of` names for the suit the maker
    names is left at the bottom of the stock, never dealt; nobody discards."""

    def build(ctx: Ctx, rng: random.Random) -> Scenario | None:
        suit = rng.choice(SUITS)
        card = card_of(ctx, suit)
        if card is None:
            return None
        scenario = _maker(ctx, rng, lambda _: [])
        scenario.naming = _names(suit)
        scenario.exclude = {card}
        scenario.discard = _discard_nothing
        return scenario

    return build


def _no_counting_cards_dealt(ctx: Ctx, rng: random.Random) -> Scenario | None:
    """Where no trump may be discarded: no counting card is dealt, nobody discards, so
    none is in play and every side ties at 0 for game."""
    counting = _counting_ranks(ctx)
    scenario = _maker(ctx, rng, lambda _: [])
    scenario.exclude = {c for c in ctx.pack if c != JOKER and c[0] in counting}
    if len(ctx.pack) - len(scenario.exclude) < scenario.players * ctx.rules.deal.hand_size:
        return None
    scenario.discard = _discard_nothing
    return scenario


def builders(ctx: Ctx) -> dict[str, Builder]:
    """The builder of every case that has one (point cases under the variant's point ids)."""
    rules = ctx.rules
    low_bid = lambda ctx, rng: ctx.min_bid  # noqa: E731
    out: dict[str, Builder] = {}
    for n in ctx.player_counts:
        out[f"players-{n}"] = _players(n)
    out["joker-pitched"] = _joker_pitched(only=False)
    out["joker-only-trump"] = _joker_pitched(only=True)
    out["joker-never-low"] = _joker_pitched(only=False)
    out["joker-on-a-trump-lead"] = _joker_on_trump_lead
    out["bid-must-rise"] = _bidding(low_bid, at_least=4)
    out["forced-bid"] = _forced_first_bidder(None)
    out["forced-player-free-once-the-bid-is-reached"] = _bidding(
        lambda ctx, rng: (
            ctx.max_bid
            if ctx.rules.auction is None or ctx.rules.auction.forced is None
            else ctx.rules.auction.forced.at_least
        )
    )
    out["illegal-forced-player-passes"] = _forced_first_bidder(None, inject=True)
    if rules.game.setbacks_lose:
        out["set-back-too-often-loses"] = _one_set_back_from_losing
    out["dealer-faces-a-bid"] = _bidding(low_bid)
    out["dealer-outbids"] = _bidding(low_bid, dealer=lambda ctx, b: b + 1)
    out["dealer-takes-at-high-bid"] = _bidding(
        lambda ctx, rng: rng.choice(_non_smudge_bids(ctx)), dealer=lambda ctx, b: b
    )
    out["dealer-matches-the-top-bid"] = _bidding(
        lambda ctx, rng: ctx.max_bid, dealer=lambda ctx, b: b
    )
    out["smudge-blocks-later-bids"] = _bidding(lambda ctx, rng: ctx.smudge_bid)
    for case in ("everyone-passes-to-the-dealer", "all-pass-thrown-in", "nobody-buys"):
        out[case] = _bidding(lambda ctx, rng: None)
    out["all-pass-eldest-pitches"] = _bidding(lambda ctx, rng: None)
    out["pitch-sold"] = _bidding(low_bid, sale="sell")
    out["pitch-refused"] = _bidding(low_bid, sale="refuse")
    out["sale-wins-the-game"] = _bidding(
        low_bid,
        sale="sell",
        progress=lambda ctx, rng, s: _progress(
            ctx,
            s.players,
            {((s.dealer + 1) % s.players) % ctx.sides(s.players): ctx.target - 1},
        ),
    )
    out["trump-while-able-to-follow"] = _random_with(prefer(_trumps_when_allowed))
    out["plain-trick-trumped"] = _random_with(prefer(_trumps_when_allowed))
    for point in rules.points:
        name = point.id.replace("_", "-")
        select = point.select
        if isinstance(select, model.HighestTrump):
            out[f"{name}-below-the-ace"] = _below_the_ace
        elif isinstance(select, model.LowestTrump):
            out["single-trump"] = _single_trump
            out[f"{name}-taken-by-another"] = _taken_by_another(lambda suit: ctx.ranks[-1] + suit)
        elif isinstance(select, model.TrumpCard):
            out[f"{name}-taken-by-another"] = _taken_by_another(_card_of_rank(select.rank))
            out[f"{name}-not-dealt"] = _not_dealt(_card_of_rank(select.rank))
            out[f"smudge-without-the-{name}"] = _smudge(lambda ctx, rng: 0, with_jack=False)
        elif isinstance(select, model.SameColourCard):
            out[f"{name}-taken-by-another"] = _taken_by_another(ctx.same_colour_of)
        elif isinstance(select, model.JokerCard):
            out[f"{name}-taken-by-another"] = _taken_by_another(_the_card(select.code))
            out[f"{name}-not-dealt"] = _not_dealt(_the_card(select.code))
    out["all-points-to-one-side"] = _takes_every_point(lambda ctx: ctx.min_bid)
    out["all-points-without-a-smudge"] = _takes_every_point(
        lambda ctx: ctx.min_bid if ctx.bidding else None
    )
    out["top-bid-is-no-smudge"] = _takes_every_point(lambda ctx: ctx.max_bid)
    out["high-bidder-pitches"] = _bidding(low_bid, dealer=lambda ctx, b: b + 1)
    out["scores-in-the-hole"] = lambda ctx, rng: _in_the_hole(ctx, rng)
    out["contract-made"] = _bidding(low_bid)
    out["contract-made-exactly"] = _bidding(low_bid)
    out["set-back"] = _bidding(lambda ctx, rng: max(_non_smudge_bids(ctx)))
    out["set-back-with-points"] = _bidding(lambda ctx, rng: max(_non_smudge_bids(ctx)))
    out["into-the-hole"] = _bidding(
        lambda ctx, rng: max(_non_smudge_bids(ctx)),
        progress=lambda ctx, rng, s: [rng.choice((0, 1))] * ctx.sides(s.players),
    )
    out["smudge-made"] = _smudge(lambda ctx, rng: 0)
    out["smudge-wins-the-game"] = _smudge(
        lambda ctx, rng: max(1, ctx.target - (ctx.smudge_bid or 0) - 2)
    )
    out["smudge-made-from-the-hole"] = _smudge(lambda ctx, rng: -rng.randint(1, 3))
    out["smudge-made-from-zero"] = _smudge(lambda ctx, rng: 0)
    out["smudge-loses-a-trick"] = _smudge_loses_a_trick
    out["target-reached"] = _random_with(progress=True)
    out["target-missed-by-one"] = _random_with(progress=True)
    out["count-out-pitcher-first"] = _count_out_pitcher_first
    out["count-out-by-order"] = _random_with(progress=True)
    out["count-out-higher-score"] = _random_with(progress=True)
    out["count-out-higher-score-tie-to-pitcher"] = _level_near_target(pitcher_behind=False)
    out["count-out-higher-score-tie-by-order"] = _level_near_target(pitcher_behind=True)
    for case in ("payouts-settled", "payout-from-positive", "payout-from-zero"):
        out[case] = _bidding(low_bid, progress=_payout_table)
    out["payout-from-the-hole"] = _bidding(low_bid, progress=_payout_table)
    out["payout-with-set-backs"] = _with_setbacks

    # illegal steps
    out["illegal-bid-out-of-turn"] = _inject(
        lambda v: (_other(v), "pass") if v.phase == "auction" else None
    )
    out["illegal-bid-out-of-range"] = _inject(_auction_first(lambda v: f"bid {ctx.max_bid + 1}"))
    out["illegal-bid-not-higher"] = _inject(
        _auction_first(
            lambda v: f"bid {v.high_bid}" if v.high_bid and v.seat != v.dealer else None
        ),
        at_least=4,
        auction=lambda ctx, rng: _bids(ctx, ctx.min_bid),
    )
    out["illegal-play-in-the-auction"] = _inject(_auction_first(lambda v: f"play {v.hand[0]}"))
    out["illegal-dealer-bid"] = _inject(
        _auction_first(
            lambda v: (
                f"bid {v.high_bid - 1 if ctx.privilege != 'none' else v.high_bid}"
                if v.seat == v.dealer and v.high_bid
                else None
            )
        ),
        auction=lambda ctx, rng: _bids(ctx, ctx.min_bid + 1),
    )
    out["illegal-dealer-passes-when-stuck"] = _inject(
        _auction_first(lambda v: "pass" if v.seat == v.dealer else None),
        auction=lambda ctx, rng: _everyone_passes,
    )
    out["illegal-bid-after-smudge"] = _inject(
        _auction_first(lambda v: f"bid {v.high_bid}" if v.high_bid == ctx.smudge_bid else None),
        auction=lambda ctx, rng: _bids(ctx, ctx.smudge_bid),
    )
    out["illegal-sale-answer"] = _inject(
        lambda v: (v.seat, "pass") if v.phase == "sale" else None,
        auction=lambda ctx, rng: _bids(ctx, ctx.min_bid),
    )
    out["illegal-bid-in-the-play"] = _inject(
        _in_play(lambda v: (v.seat, f"bid {ctx.min_bid}" if ctx.bidding else "pass"))
    )
    out["illegal-pitch-out-of-turn"] = _inject(
        _in_play(lambda v: (_other(v), _first_card_of(v, _other(v))))
    )
    out["illegal-lead-out-of-turn"] = _inject(
        _in_play(
            lambda v: (
                (_other(v), _first_card_of(v, _other(v))) if v.tricks_done and not v.trick else None
            )
        )
    )
    out["illegal-play-out-of-turn"] = _inject(
        _in_play(lambda v: (_other(v), _first_card_of(v, _other(v))) if v.trick else None)
    )
    out["illegal-revoke-on-trump-lead"] = _inject(_in_play(_revoke_on_trump_lead))
    out["illegal-revoke-on-plain-lead"] = _inject(_in_play(_revoke_on_plain_lead))
    out["illegal-plain-first-lead"] = _inject(_in_play(_plain_first_lead))
    out["illegal-card-not-held"] = _inject(_in_play(_card_not_held))
    out["illegal-unknown-action"] = _inject(
        _in_play(lambda v: (v.seat, "draw") if v.tricks_done else None)
    )
    out["illegal-after-the-hand"] = lambda ctx, rng: _after_hand(ctx, rng)
    out["illegal-first-lead-out-of-turn"] = out["illegal-pitch-out-of-turn"]
    out["won-in-the-play"] = _random_with(progress=True)
    if any(point.at_once for point in rules.points):
        out["target-missed-by-one"] = _one_short_and_weak
    out["illegal-bid-not-above-a-partner"] = _inject(
        _auction_first(
            lambda v: (
                f"bid {v.high_bid}"
                if v.high_bid
                and v.seat not in (v.dealer, v.first_bidder)
                and v.seat % ctx.sides(v.players) == v.first_bidder % ctx.sides(v.players)
                else None
            )
        ),
        at_least=4,
        auction=lambda ctx, rng: _bids(ctx, ctx.min_bid),
    )
    if ctx.turned:
        _turn_up_builders(ctx, out)
    if ctx.named:
        _named_builders(ctx, out)
    if rules.auction is not None and rules.auction.retake_top:
        _retake_builders(ctx, out)
    if rules.play.trumps_only:
        _trumps_only_builders(ctx, out)
    return out


def _retake_builders(ctx: Ctx, out: dict[str, Builder]) -> None:
    """The top bid bid again by a later player, or by the dealer; and a lower bid after it."""

    def retaken(by_dealer: bool) -> Builder:
        def build(ctx: Ctx, rng: random.Random) -> Scenario | None:
            scenario = _table(ctx, rng, at_least=3)
            first = ctx.first_bidder(scenario.players, scenario.dealer)
            second = (first + ctx.turn) % scenario.players
            again = scenario.dealer if by_dealer else second
            if again == first:
                return None
            top = f"bid {ctx.max_bid}"

            def choose(view: View) -> str | None:
                if view.phase != "auction":
                    return None
                return top if view.seat in (first, again) else "pass"

            scenario.auction = choose
            return scenario

        return build

    out["top-bid-retaken"] = retaken(by_dealer=False)
    out["dealer-retakes-the-top-bid"] = retaken(by_dealer=True)
    out["illegal-bid-below-the-top-bid"] = _inject(
        _auction_first(lambda v: f"bid {ctx.max_bid - 1}" if v.high_bid == ctx.max_bid else None),
        auction=lambda ctx, rng: _bids(ctx, ctx.max_bid),
    )


def _trumps_only_builders(ctx: Ctx, out: dict[str, Builder]) -> None:
    """Where only trumps are played: a plain card played by a player holding a trump, and
    a card played by a player passed over for holding none."""

    def plain_card(view: View) -> tuple[int, str] | None:
        plain = [card for card in view.hand if suit_of(view, card) != view.trump]
        return (view.seat, f"play {plain[0]}") if plain and _trumps_held(view) else None

    def cold_player(view: View) -> tuple[int, str] | None:
        played = [seat for seat, _ in view.trick]
        for seat, hand in enumerate(view.hands):
            cold = hand and all(suit_of(view, c) != view.trump for c in hand)
            if cold and seat != view.seat and seat not in played:
                return seat, f"play {hand[0]}"
        return None

    out["illegal-plain-card-played"] = _inject(_in_play(plain_card))
    out["illegal-cold-player-plays"] = _inject(_in_play(cold_player))


def _scoring_ranks_in_play(ctx: Ctx) -> set[str]:
    """The ranks of the cards that can score a point in play, or count for one."""
    ranks: set[str] = set()
    for point in ctx.rules.points:
        select = point.select
        if isinstance(select, model.TrumpCard | model.PlainCards):
            ranks.add(select.rank)
        elif isinstance(select, model.MostCount):
            ranks.update(rank for rank, value in select.counts if value)
        elif isinstance(select, model.HighestTrump | model.LowestTrump):
            return set(ctx.ranks)  # any trump can be High or Low
    return ranks


def _one_short_and_weak(ctx: Ctx, rng: random.Random) -> Scenario | None:
    """Where points score the moment they are taken, a side a point short of the target
    can only end the hand short of it by taking nothing: its players hold low cards
    alone, and do not pitch."""
    players, dealer = ctx.table(rng)
    sides = ctx.sides(players)
    weak = dealer % sides
    low = [c for c in ctx.pack if c != JOKER and c[0] not in _scoring_ranks_in_play(ctx)]
    rng.shuffle(low)
    size = ctx.rules.deal.hand_size
    seats = [seat for seat in range(players) if seat % sides == weak]
    if ctx.pitcher_of(players, dealer) in seats or len(low) < size * len(seats):
        return None
    scenario = Scenario(players, dealer)
    scenario.fixed = {seat: low[i * size : (i + 1) * size] for i, seat in enumerate(seats)}
    scenario.progress = [
        ctx.target - 1 if side == weak else rng.randrange(ctx.target // 2) for side in range(sides)
    ]
    return scenario


def _in_the_hole(ctx: Ctx, rng: random.Random) -> Scenario:
    scenario = _table(ctx, rng)
    scenario.progress = [-rng.randint(1, 3) for _ in range(ctx.sides(scenario.players))]
    return scenario


def _after_hand(ctx: Ctx, rng: random.Random) -> Scenario:
    scenario = _table(ctx, rng)
    scenario.after_hand = (scenario.dealer, "pass")
    return scenario
