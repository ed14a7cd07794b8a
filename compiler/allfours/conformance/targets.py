"""Builders for the rare events random play misses: the table, the deal and the choices
that make one likely. The generator reads its pool of random hands first (`search`); a
case that none of them shows and that has a builder here is made by it, in seeded
attempts, and a case with neither is reported as one no hand shows.

Which cases need one was measured, not guessed: for each bundled variant, the cases
the first 1,000 hands of the pool miss (a made smudge, from the hole or to win the game;
one trump in play, or the joker alone; one side taking every point; a payout from zero
or below; the stock running out in the refill; a hand holding more trumps than it keeps;
no counting card taken, or no trump played; a bunch after a scoring turn-up; the
count-out at the target).

A builder returns None when the variant's table cannot hold the case (the generator
then tries another seed). The cases about points steer the trump suit: in the
auction-pitch line the pitcher pitches it; in the turn-up line the card turned up names
it and eldest stands, and runs are steered by the cards at the places of the stock that
a run turns up; in the Pedro line the high bidder names it, and the discards are steered
by who holds what.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from allfours.conformance.scenarios import SUITS, Ctx, Policy, Scenario, View, leads, suit_of
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
    cards of a plain suit, every trick) have none."""
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
        elif not isinstance(select, model.MostCount | model.PlainCards | model.EveryTrick):
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


def _single_trump(ctx: Ctx, rng: random.Random) -> Scenario | None:
    suit = rng.choice(SUITS)
    card = rng.choice(ctx.ranks) + suit
    exclude = {c for c in ctx.pack if (c == JOKER or c[1] == suit) and c != card}
    return _pitch(ctx, rng, [card], card, exclude=exclude)


def _turned_single_trump(ctx: Ctx, rng: random.Random) -> Scenario | None:
    """Eldest stands on a quiet card turned up, and holds the one other card of its suit
    that is dealt."""
    suit = rng.choice(SUITS)
    scenario = _stand_on(ctx, rng, suit=suit)
    turned = scenario.stock[0]
    card = rng.choice([r + suit for r in ctx.ranks if r + suit != turned])
    eldest = ctx.eldest(scenario.players, scenario.dealer)
    scenario.fixed = {eldest: [card]}
    scenario.exclude = {c for c in ctx.pack if c[1] == suit and c not in (card, turned)}
    return scenario


def _joker_pitched(only: bool) -> Builder:
    def build(ctx: Ctx, rng: random.Random) -> Scenario | None:
        trump = ctx.joker_trump or "S"
        exclude = {c for c in ctx.pack if c != JOKER and c[1] == trump} if only else set()
        return _pitch(ctx, rng, [JOKER], JOKER, exclude=exclude)

    return build


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


def _random_with(play: Policy | None = None, at_least: int = 2, progress: bool = False) -> Builder:
    def build(ctx: Ctx, rng: random.Random) -> Scenario | None:
        scenario = _table(ctx, rng, at_least)
        scenario.play = play
        if progress:
            scenario.progress = _near_target(ctx, rng, scenario)
        return scenario

    return build


def _near_target(ctx: Ctx, rng: random.Random, scenario: Scenario) -> list[int]:
    target = ctx.target
    return [target - rng.choice((1, 1, 2, 3)) for _ in range(ctx.sides(scenario.players))]


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


def _no_trump_in_play(ctx: Ctx, rng: random.Random) -> Scenario | None:
    """Eldest stands on a card of a suit no one is dealt: no trump is played."""
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


def _plain_first(view: View) -> str | None:
    """Discard a plain card while holding one: a hand of too many trumps is then down to
    its trumps, which it must bring down to the hand size."""
    plain = [card for card in view.hand if suit_of(view, card) != view.trump]
    return f"discard {plain[0]}" if plain and f"discard {plain[0]}" in view.legal else None


def _maker_holding_trumps(count: int) -> Builder:
    """The maker, not the dealer, is dealt exactly `count` trumps of the suit it names
    (where the high bidder robs the pack, the seat after the maker is), and discards its
    plain cards first."""

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
        scenario.discard = _plain_first
        return scenario

    return build


def _high_bidder_robs(ctx: Ctx) -> bool:
    """Whether the high bidder, not the dealer, robs the pack in the refill."""
    return ctx.refill is not None and ctx.refill.robber == "pitcher"


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


def _discard_nothing(view: View) -> str | None:
    """Every player keeps its hand: `done` at once, where discarding is a choice."""
    return "done" if "done" in view.legal else None


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


def builders(ctx: Ctx) -> dict[str, Builder]:
    """The builder of each rare event the variant has (point cases under its point ids)."""
    rules = ctx.rules
    low_bid: Callable[[Ctx, random.Random], int] = lambda ctx, rng: ctx.min_bid  # noqa: E731
    out: dict[str, Builder] = {
        # two sides at the target in the same hand
        "count-out-pitcher-first": _count_out_pitcher_first,
        "count-out-by-order": _random_with(progress=True),
        "count-out-higher-score-tie-to-pitcher": _level_near_target(pitcher_behind=False),
        "count-out-higher-score-tie-by-order": _level_near_target(pitcher_behind=True),
        # a settlement from a score of zero or below
        "payout-from-zero": _bidding(low_bid, progress=_payout_table),
        "payout-from-the-hole": _bidding(low_bid, progress=_payout_table),
        # one side takes every point
        "all-points-without-a-smudge": _takes_every_point(
            lambda ctx: ctx.min_bid if ctx.bidding else None
        ),
        "top-bid-is-no-smudge": _takes_every_point(lambda ctx: ctx.max_bid),
        # one trump in play, or the joker alone
        "single-trump": _single_trump,
        "joker-only-trump": _joker_pitched(only=True),
    }
    smudge = ctx.smudge_bid
    if smudge is not None and ctx.named and ctx.refill is not None:
        out["smudge-made"] = _side_holds_every_trump(lambda ctx, rng: 0)
        out["smudge-made-from-zero"] = _side_holds_every_trump(lambda ctx, rng: 0)
        out["smudge-wins-the-game"] = _side_holds_every_trump(
            lambda ctx, rng: max(1, ctx.target - smudge - 2)
        )
        out["smudge-made-from-the-hole"] = _side_holds_every_trump(
            lambda ctx, rng: -rng.randint(1, 3)
        )
        out["smudge-loses-a-trick"] = _smudge_loses_a_trick
    elif smudge is not None:
        out["smudge-made"] = _smudge(lambda ctx, rng: 0)
        out["smudge-made-from-zero"] = _smudge(lambda ctx, rng: 0)
        out["smudge-wins-the-game"] = _smudge(
            lambda ctx, rng: max(1, ctx.target - (ctx.smudge_bid or 0) - 2)
        )
        out["smudge-made-from-the-hole"] = _smudge(lambda ctx, rng: -rng.randint(1, 3))
        out["smudge-loses-a-trick"] = _smudge_loses_a_trick
    if any(point.at_once for point in rules.points):
        out["target-missed-by-one"] = _one_short_and_weak
    counting = [
        p.id.replace("_", "-") for p in rules.points if isinstance(p.select, model.MostCount)
    ]
    if ctx.turned:
        out["single-trump"] = _turned_single_trump
        out["no-trump-in-play"] = _no_trump_in_play
        for point in rules.points:
            if isinstance(point.select, model.TurnedUp):
                out[f"bunched-after-{point.id.replace('_', '-')}"] = _bunch(scoring_first=True)
        out.update({f"{name}-without-counting-cards": _no_counting_cards for name in counting})
    if ctx.named:
        keep = _keep(ctx)
        out["discard-trumps-down-to-the-hand-size"] = _maker_holding_trumps(keep + 1)
        out["kill-excess-trumps-but-no-point"] = _maker_holding_trumps(keep + 1)
        out["dealt-from-the-discards"] = _from_the_discards
        returned = ctx.refill is not None and ctx.refill.returned_trumps
        kept = getattr(rules, "discard_down", None) is not None
        if returned or kept:
            without = _no_counting_cards_dealt if returned else _no_counting_cards_kept
            out.update({f"{name}-without-counting-cards": without for name in counting})
    return out
