"""The numbered rules' sentences planned once for every language (the catalogs' rules-*.ftl).

For each kind of fact, `sentence` decides which message says it and with which values:
numbers, card ranks, the points by their names, the direction the turn goes, who plays
the contract (the pitcher or the maker), whether sides score, the rules it cites. The
catalogs hold the words; this module decides nothing a language could say differently,
and holds no word of any language.

Values are passed as the catalogs need them: a number as a number (a catalog writes it in
digits or in words, `FORM($n, "words")`, and selects its noun's plural), a card's rank as
a nested message `rank` (whose attributes give a language's cases), a point as its name
(`point-name`), a list of numbers or names as a list, a yes-or-no as "yes" or "no", and a
choice among a few as a code a catalog selects on.
"""

from __future__ import annotations

from typing import assert_never

from allfours.backends.escape import md_text
from allfours.backends.rulebook import facts as f
from allfours.catalogs import Arg, Listed, ListStyle, Say, card_rank, listed, say
from allfours.runtime import model


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def _note(message: str, **args: Arg) -> Say:
    """The implementers' note that ends a rule: what the rules module writes."""
    return say("rule-note", text=say(message, **args))


def _rank(code: str) -> Say:
    """A card's rank (its code: A, K, ..., T, 9, ..., 2) in the words of a language."""
    return say("rank", rank=card_rank(code))


def point_name(point_id: str) -> Say:
    """A point's name: the catalogs name the known points; any other is the author's id,
    as written ("Big casino" for `big_casino`), escaped."""
    return say("point-name", point=point_id, name=md_text(point_id.replace("_", " ").capitalize()))


def _title(point_id: str) -> Say:
    """A point's name in bold, as a rule names it."""
    return say("bold", text=point_name(point_id))


def _titles(points: tuple[str, ...] | list[str], style: ListStyle = "standard") -> Listed:
    return listed([_title(p) for p in points], style)


def _numbers(values: tuple[int, ...] | list[int]) -> Listed:
    return listed(list(values), "or")


# -- section 1: players, seats, cards ------------------------------------------------------


def _numbering(fact: f.SeatNumbering) -> Listed:
    """The seat numbering, for the implementers' note: how seats are numbered, then which
    seats each side is (a part per table size)."""
    parts: list[Arg] = [say("seat-numbering", side=fact.direction)]
    if fact.lone and (fact.partnered or fact.sides):
        parts.append(
            say(
                "seat-numbering-lone",
                partnered=_yes(bool(fact.partnered)),
                lone=_numbers(fact.lone),
            )
        )
    for players, sides in fact.partnered:
        named = [
            say("seat-numbering-side", side=side[0], seats=listed(list(side)), first=_yes(i == 0))
            for i, side in enumerate(sides)
        ]
        parts.append(
            say(
                "seat-numbering-sides",
                players=players,
                lone=_yes(bool(fact.lone)),
                sides=listed(named),
            )
        )
    return listed(parts, "parts")


def _numbering_note(numbering: f.SeatNumbering | None) -> Arg:
    return say("rule-note", text=_numbering(numbering)) if numbering else ""


def _players(fact: f.Players) -> Say:
    counts = [n for n in range(fact.players_min, fact.players_max + 1) if n not in fact.excluded]
    alone = [n for n in counts if n not in fact.partnered]
    kind = "partners" if fact.sides and not alone else "mixed" if fact.sides else "alone"
    return say(
        "rule-players",
        kind=kind,
        counts=_numbers(counts),
        span=_yes(len(counts) > 2 and counts == list(range(counts[0], counts[-1] + 1))),
        least=counts[0],
        most=counts[-1],
        alone=_numbers(alone),
        partnered=_numbers(fact.partnered),
        size=fact.partnership_size,
        sides=len(fact.sides),
        shared=_yes(not fact.sides_rule),
    )


def _seats(fact: f.Seats) -> Say:
    return say(
        "rule-seats",
        side=fact.direction,
        eldest=_yes(fact.eldest),
        bidding=_yes(fact.bidding),
        running=_yes(fact.running),
        discarding=_yes(fact.discarding),
        note=_numbering_note(fact.numbering),
    )


def _the_sides(fact: f.TheSides) -> Say:
    mix = "both" if fact.lone and fact.partnered else "lone" if fact.lone else "partnered"
    return say(
        "rule-the-sides",
        mix=mix,
        lone=_numbers(fact.lone),
        partnered=_numbers([n for n, _ in fact.partnered]),
        note=_numbering_note(fact.numbering),
    )


def _pack(fact: f.PackOfCards) -> Say:
    return say(
        "rule-pack",
        full=_yes(len(fact.ranks) == 13),
        size=fact.size,
        lowest=_rank(fact.ranks[-1]),
        jokers=fact.jokers,
        ranks=listed([_rank(code) for code in fact.ranks]),
        courts=listed([_rank(code) for code in fact.ranks if code in "AKQJ"]),
    )


def _card_codes(fact: f.CardCodes) -> Say:
    jokers = "two" if len(fact.codes) > 1 else "one" if fact.jokers else "none"
    return say(
        "rule-card-codes",
        note=_note("note-card-codes", jokers=jokers if fact.jokers or jokers == "two" else "none"),
    )


def _counting_cards(fact: f.CountingCards) -> Say:
    return say(
        "rule-counting-cards",
        point=_title(fact.point_id),
        rule=fact.rule,
        values=listed(
            [say("counting-card", rank=_rank(rank), value=value) for rank, value in fact.counts]
        ),
    )


def _joined(card: f.Joined) -> Say:
    """The card of trump's colour that joins trump, by its point's name where it has one."""
    return say(
        "joined-card",
        named=_yes(card.point is not None),
        title=_title(card.point) if card.point is not None else "",
        rank=_rank(card.rank),
    )


def _trump_order(fact: f.SameColourTrump, joined: Say) -> Listed:
    """The trump order, high to low: runs of ranks, the joined card where it ranks (after
    the trump it ranks just below, with that trump's point named), the jokers where they
    rank."""
    placed = fact.placed
    jokers = say(
        "trump-order-jokers",
        jokers="one"
        if placed is None or placed.number == 1
        else "level"
        if placed.level
        else "two",
    )
    below = (
        say("trump-order-below", title=_title(fact.below_point), rank=_rank(fact.below))
        if fact.below_point
        else ""
    )

    def run(codes: list[str], note: Arg = "") -> Say:
        return say("trump-order-run", ranks=listed([_rank(code) for code in codes]), note=note)

    parts: list[Arg] = []
    codes: list[str] = []  # the ranks since the last card that is not a rank
    above = placed.above if placed else None
    for code in fact.ranks:
        if code == above:
            parts += [run(codes), jokers] if codes else [jokers]
            codes = []
        codes.append(code)
        if code == fact.below:
            parts += [run(codes, below), joined]
            codes = []
    if codes:
        parts.append(run(codes))
    if above == "":
        parts.append(jokers)  # a joker below them all
    return listed(parts)


def _same_colour(fact: f.SameColourTrump) -> Say:
    joined = _joined(fact.card)
    placed = fact.placed
    return say(
        "rule-same-colour",
        trumps=fact.trumps,
        count=len(fact.ranks),
        fewer=len(fact.ranks) - 1,
        rank=_rank(fact.card.rank),
        named=_yes(fact.card.point is not None),
        joined=joined,
        jokers="none" if placed is None else "two" if placed.number == 2 else "one",
        order=_trump_order(fact, joined),
    )


# -- section 2: the deal, the cards in play, the turned-up and the gift points ---------------


def _dealing(fact: f.Dealing) -> Say:
    # The deal from the dealer's left with no stock is said without its rounds.
    plain = not fact.eldest and fact.direction == "left" and not fact.stock
    return say(
        "rule-dealing",
        packet=fact.packet_size,
        hand=fact.hand_size,
        side=fact.direction,
        eldest=_yes(fact.eldest),
        rounds=1 if plain else fact.hand_size // fact.packet_size,
        stock="whole"
        if fact.whole
        else "none"
        if not fact.stock
        else "up"
        if fact.face_up
        else "down",
    )


def _in_play(fact: f.InPlay) -> Say:
    kind = (
        "trumps"
        if fact.trumps_only and fact.kind != "dealt"
        else "whole"
        if fact.whole and fact.kind == "dealt"
        else fact.kind
    )
    cited = _yes(bool(fact.discards))
    out = [say("in-play-out", place=p, cited=cited, rule=fact.discards or "") for p in fact.out]
    shown = fact.kind != "dealt" and bool(out)
    return say(
        "rule-in-play",
        kind=kind,
        rule=fact.trumps_only or "",
        any=_yes(shown),
        out=listed(out if shown else []),
        trumps=_yes(fact.trumps_discarded),
        kept=_yes(fact.points_kept),
        points=_titles(fact.points),
    )


def _turned_up_point(fact: f.TurnedUpPoint, sides: str) -> Say:
    values = [say("turned-up-value", rank=_rank(r), value=v) for r, v in fact.values]
    return say(
        "rule-turned-up-point",
        point=_title(fact.point_id),
        ranks=listed([_rank(r) for r, _ in fact.values], "or"),
        one=_yes(len(fact.values) == 1),
        value=fact.values[0][1] if fact.values else 0,
        values=listed(values),
        begging=_yes(fact.begging),
        again=_yes(fact.run is not None),
        run=fact.run or "",
        sides=sides,
    )


def _gift(fact: f.GiftPoint, sides: str) -> Say:
    many = len(fact.receivers) > 1
    receivers = [
        say("gift-receivers", who=kind, players=players, first=_yes(i == 0))
        for i, (players, kind) in enumerate(fact.receivers)
    ]
    return say(
        "rule-gift",
        point=_title(fact.point_id),
        value=fact.value,
        many=_yes(many),
        receivers=listed(receivers if many else []),
        limited=_yes(fact.limit is not None),
        rule=fact.at_once,
        sides=sides,
    )


# -- section 4 of the Pedro line: discarding, dealing back, robbing the pack, the kitty -----


def _kept_cards(kept: f.KeptCards) -> Listed:
    """The point cards, which are never discarded, in the order of the points: the trumps
    (kept-trumps), the cards of trump's colour (the joined card by its point's name), the
    joker."""
    cards: list[Arg] = []
    if kept.trumps:
        cards.append(
            say(
                "kept-trumps",
                ranks=listed([_rank(rank) for rank in kept.trumps]),
                count=len(kept.trumps),
                single=say("card-of-trumps", rank=card_rank(kept.trumps[0])),
            )
        )
    for rank in kept.same_colour:
        joined = kept.joined
        if joined is not None and joined.rank == rank:
            cards.append(_joined(joined))
        else:
            cards.append(say("card-same-colour", rank=card_rank(rank)))
    if kept.joker:
        cards.append(say("card-joker", joker="JK"))
    return listed(cards)


def _discard_plain(fact: f.DiscardPlain) -> Say:
    kept = fact.kept
    many = len(kept.trumps) + len(kept.same_colour) + kept.joker if kept else 0
    return say(
        "rule-discard-plain",
        robber=fact.robber,
        side=fact.direction,
        keep=fact.keep,
        most=fact.at_most,
        some=_yes(bool(fact.at_most)),
        returned=_yes(fact.returned),
        trumps=_yes(fact.trumps_too),
        kept=_yes(kept is not None),
        rule=kept.rule if kept else "",
        cards=_kept_cards(kept) if kept else listed([]),
        many=many,
        note=_note("note-discard-done" if fact.at_most else "note-discard-all"),
    )


def _from_discards(fact: f.FromDiscards) -> Say:
    tables = len(fact.runs_out) > 1
    at = [
        say("discards-run-out", kept=kept, players=players, tables=_yes(tables))
        for players, kept in fact.happens
    ]
    return say(
        "rule-from-discards",
        happens=_yes(bool(at)),
        at=listed(at, "or"),
        never=_numbers(fact.never),
        any=_yes(bool(fact.never)),
        again=_yes(fact.trump_dealt_again),
    )


def _kitty_taken(fact: f.KittyTaken, role: str) -> Say:
    return say(
        "rule-kitty-taken",
        size=fact.size,
        each=_yes(fact.each),
        side=fact.direction,
        role=role,
        seen=_yes(fact.before_naming),
    )


def _down_to(fact: f.DownTo, role: str) -> Say:
    return say(
        "rule-down-to",
        keep=fact.keep,
        after=_yes(fact.after_kitty),
        plain=_yes(fact.plain_first),
        role=role,
        side=fact.direction,
        note=_note("note-discard-code"),
    )


# -- the play: following a trump lead and a plain lead -----------------------------------------


def _trump_lead(fact: f.TrumpLead) -> Say:
    kind = (
        "first"
        if fact.first_trick
        else "trumps"
        if fact.trumps_only
        else "joined"
        if fact.joined is not None
        else "plain"
    )
    placed = fact.placed
    # jokers placed among the trumps are said where they rank, not as the lowest trump
    jokers = "none" if placed is None else "one" if placed.number == 1 else "two"
    if placed is not None and placed.number > 1 and placed.level:
        jokers = "level"
    return say(
        "rule-trump-lead",
        kind=kind,
        rule=fact.trumps_only or "",
        named=_yes(fact.joined is not None),
        joined=_joined(fact.joined) if fact.joined is not None else "",
        rank=_rank(fact.joined.rank) if fact.joined is not None else "",
        joker=_yes(fact.joker and placed is None),
        jokers=jokers,
        above=_rank(placed.above) if placed is not None and placed.above else "",
        level=placed.level if placed is not None and placed.level else "",
    )


def _plain_lead(fact: f.PlainLead) -> Say:
    return say(
        "rule-plain-lead",
        trump=_yes(fact.may_trump),
        void=fact.void,
        named=_yes(fact.joined is not None),
        joined=_joined(fact.joined) if fact.joined is not None else "",
    )


# -- section 5: the points ------------------------------------------------------------------


def _before_play(fact: f.BeforePlay) -> Say:
    cited = [
        say("point-cited", title=_title(p), cited=_yes(bool(rules)), rules=listed(list(rules)))
        for p, rules in fact.before
    ]
    return say(
        "rule-before-play",
        before=listed(cited),
        count=len(cited),
        twice=listed([say("rule-before-play-twice", point=_title(p)) for p in fact.twice]),
        capture=_yes(bool(fact.on_capture)),
        oncapture=_titles(fact.on_capture),
        later=len(fact.after),
        after=_titles(fact.after),
        one=_yes(fact.worth_one),
    )


def _point_card(select: model.CardSelect) -> tuple[str, Arg]:
    """What a point's card is (highest, lowest, card, plain, most), and the card by its
    name where it has one (as the glossary names it)."""
    match select:
        case model.HighestTrump():
            return "highest", say("card-highest-trump")
        case model.LowestTrump():
            return "lowest", say("card-lowest-trump")
        case model.TrumpCard() | model.JokerCard() | model.SameColourCard():
            return "card", point_card(select)
        case model.PlainCards(rank=rank):
            return "plain", say("card-each-plain", rank=card_rank(rank))
        case model.MostCount():
            return "most", ""


def _point(fact: f.PointOfTheHand, role: str, sides: str) -> Say:
    """A point of the hand: what its card is, who scores it, what it is worth."""
    point = fact.point
    kind, named = _point_card(fact.select)
    dealt = fact.in_play == "dealt"
    to = say(
        "point-recipient",
        credit=point.credit or "none",
        held=_yes(not dealt),
        kept=_yes(fact.in_play == "kept"),
        drawn=_yes(fact.drawn),
        card=named,
        sides=sides,
    )
    counts = fact.select.counts if isinstance(fact.select, model.MostCount) else ()
    half = isinstance(fact.select, model.MostCount) and fact.select.joker_half
    return say(
        "rule-point",
        title=_title(point.id),
        card=kind,
        named=named,
        dealt=_yes(dealt),
        to=to,
        kept=_yes(not dealt and point.credit in ("holder", "player")),
        level=fact.level or "none",
        jokers="none" if not fact.jokers else "two" if fact.two_jokers else "one",
        missing=_yes(bool(fact.out) and fact.missing),
        out=_places(fact.out),
        values=listed([say("card-value", rank=card_rank(r), value=v) for r, v in counts]),
        counted=_yes(fact.counting is not None),
        counting=fact.counting or "",
        joker=_yes(fact.jokers and not half),
        always=_yes(fact.whole),
        half=_yes(half),
        tie=say(
            "point-tie",
            tie=fact.tie,
            eldest=_yes(fact.eldest),
            side=fact.direction,
            role=role,
            sides=sides,
        ),
        value=point.value,
        hanged=point.hanged or 0,
        soon=_yes(bool(fact.at_once)),
        early=fact.at_once or "",
        role=role,
        sides=sides,
    )


def _places(out: tuple[f.Place, ...]) -> Listed:
    """Where a card out of play may lie: "left in the stock, turned up or discarded"."""
    return listed([say("in-play-only-place", place=place) for place in out], "or")


def _in_play_only(fact: f.InPlayOnly, sides: str) -> Say:
    lost = fact.kind == "kept" and fact.out
    kind = "kept" if fact.kept else "lost" if lost else "points" if fact.points else "none"
    return say(
        "rule-in-play-only",
        kind=kind,
        rule=fact.in_play,
        kept=listed(list(fact.kept)),
        total=fact.total,
        out=_places(fact.out),
        outside=_yes(bool(fact.out)),
        points=_titles(fact.points),
        count=len(fact.points),
        sides=sides,
    )


# -- section 6: scoring the hand ------------------------------------------------------------


def point_card(select: model.Select | model.Prelude) -> Say:
    """What a point is about, its card or the count, as the rules and the glossary both
    say it (`.gen` and the like: its forms)."""
    match select:
        case model.HighestTrump():
            return say("card-highest-trump")
        case model.LowestTrump():
            return say("card-lowest-trump")
        case model.TrumpCard(rank=rank):
            return say("card-of-trumps", rank=card_rank(rank))
        case model.JokerCard(code=code):
            return say("card-joker", joker=code)
        case model.SameColourCard(rank=rank):
            return say("card-same-colour", rank=card_rank(rank))
        case model.PlainCards(rank=rank):
            return say("card-each-plain", rank=card_rank(rank))
        case model.MostCount(counts=counts):
            values = [say("card-value", rank=card_rank(r), value=n) for r, n in counts]
            return say("card-most-count", values=listed(values))
        case model.TurnedUp(values=values):
            turned = [say("card-value", rank=card_rank(r), value=n) for r, n in values]
            return say("card-turned-up", values=listed(turned))
        case model.Gift():
            return say("card-gift")
        case model.EveryTrick():
            return say("card-every-trick")
    raise AssertionError(select)


def _contract_scoring(fact: f.ContractScoring, role: str, sides: str) -> Say:
    needs = fact.smudge_needs_all
    example = needs.example if needs is not None else None
    return say(
        "rule-contract-scoring",
        countdown=_yes(fact.countdown),
        counted=_yes(bool(fact.count_rule)),
        rule=fact.count_rule or "",
        free=_yes(fact.without_contract),
        fixed=_yes(fact.smudge_scores_bid is not None),
        smudge=fact.smudge_scores_bid or 0,
        all=_yes(needs is not None),
        points=needs.points if needs else 0,
        bid=needs.bid if needs else 0,
        example=_yes(example is not None),
        card=point_card(example) if example is not None else "",
        role=role,
        sides=sides,
    )


# -- section 7: winning the game ------------------------------------------------------------


def _at_once(fact: f.AtOnce, sides: str) -> Say:
    """Points scored the moment they happen, which can win the game there and then."""
    goal: dict[str, Arg] = {"countdown": _yes(fact.countdown), "target": fact.target}
    parts: list[Arg] = []
    if fact.before_play:
        undone = listed([say("at-once-undone", undone=u) for u in fact.undone], "or")
        parts.append(
            say(
                "rule-at-once-before",
                points=_titles(fact.before_play),
                undone=undone,
                sides=sides,
                **goal,
            )
        )
        never = dict(fact.never)
        can = [p for p in fact.before_play if p not in never]
        parts += [
            say(
                "rule-at-once-never",
                point=_title(p),
                rule=rule,
                others=_yes(bool(can)),
                can=_titles(can, "or"),
            )
            for p, rule in fact.never
        ]
        if fact.first_from_eldest:
            parts.append(say("rule-at-once-eldest", sides=sides, **goal))
    if fact.on_capture:
        parts.append(
            say("rule-at-once-capture", points=_titles(fact.on_capture), sides=sides, **goal)
        )
    return say("rule-at-once", parts=listed(parts))


def _going_out(fact: f.GoingOut, role: str, sides: str) -> Say:
    """The pitcher's side going out during the play, and when each point is certain."""
    kinds: dict[str, list[str]] = {}
    for point, when in fact.points:
        kinds.setdefault(when, []).append(point)
    certain = listed(
        [
            say("going-out-when", when=when, points=_titles(points), count=len(points))
            for when, points in kinds.items()
        ],
        "parts",
    )
    return say(
        "rule-going-out",
        role=role,
        sides=sides,
        target=fact.target,
        countdown=_yes(fact.countdown),
        certain=certain,
        smudge=_yes(fact.smudge is not None),
        bid=fact.smudge or 0,
        note=_note("note-going-out"),
    )


def _instant_wins(fact: f.InstantWins, role: str, sides: str) -> Say:
    """Bids and hands that win or lose the game at once, whatever the scores."""
    smudge = fact.smudge
    return say(
        "rule-instant-wins",
        smudged=_yes(smudge is not None),
        bid=smudge.bid if smudge else 0,
        hole=_yes(bool(smudge and smudge.unless_in_hole)),
        reset=_yes(bool(smudge and smudge.hole_reset)),
        advance=_yes(bool(smudge and smudge.hole_scores is not None)),
        fixed=_yes(fact.smudge_scores is not None),
        scores=fact.smudge_scores or 0,
        countout=fact.count_out,
        countdown=_yes(fact.countdown),
        target=fact.target,
        lost=_yes(fact.set_loses is not None),
        setbid=fact.set_loses or 0,
        all=_yes(fact.all_points),
        every=_titles(fact.every),
        count=len(fact.every),
        example=_yes(fact.example is not None),
        card=point_card(fact.example) if fact.example is not None else "",
        role=role,
        sides=sides,
    )


def _counting_out(fact: f.CountingOut, role: str, sides: str) -> Say:
    """Who wins when more than one side reaches the goal in the same hand."""
    mode: str = fact.mode.replace("_", "-")
    if fact.mode == "higher_score":
        mode = "higher-two" if fact.two_sides else "higher"
    elif fact.mode == "in_order" and fact.at_once:
        mode = "last" if len(fact.order) == 1 else "at-once"
    elif fact.mode == "in_order":
        mode = "order"
    names = [point_name(p) for p in fact.order]
    return say(
        "rule-counting-out",
        mode=mode,
        by=_yes(bool(fact.scoring)),
        scoring=listed(list(fact.scoring)),
        first=_yes(fact.pitcher_first),
        order=listed(names),
        counted=listed(names),
        last=names[0] if names else "",
        after=listed([point_name(p) for p in fact.at_once]),
        sale=_yes(fact.sale),
        setback=_yes(fact.set_back),
        countdown=_yes(fact.countdown),
        target=fact.target,
        role=role,
        sides=sides,
    )


# -- the rest ------------------------------------------------------------------------------


def sentence(fact: f.Fact, plan: f.Plan) -> Say:
    """The message that states `fact`. The `match` names every kind of fact and ends in
    `assert_never`: a new kind without its sentence fails the type check here."""
    role = "maker" if plan.maker else "pitcher"
    sides = _yes(plan.sides)
    match fact:
        case f.Players():
            return _players(fact)
        case f.Seats():
            return _seats(fact)
        case f.TheSides():
            return _the_sides(fact)
        case f.PackOfCards():
            return _pack(fact)
        case f.CardCodes():
            return _card_codes(fact)
        case f.CountingCards():
            return _counting_cards(fact)
        case f.SameColourTrump():
            return _same_colour(fact)
        case f.Dealing():
            return _dealing(fact)
        case f.InPlay():
            return _in_play(fact)
        case f.TurnedUpPoint():
            return _turned_up_point(fact, sides)
        case f.GiftPoint():
            return _gift(fact, sides)
        case f.DiscardPlain():
            return _discard_plain(fact)
        case f.DealBack(keep=keep, direction=direction, robber=robber):
            return say("rule-deal-back", keep=keep, side=direction, robber=robber)
        case f.FromDiscards():
            return _from_discards(fact)
        case f.RobThePack(keep=keep, kept=kept, robber=robber, partner=partner):
            return say(
                "rule-rob",
                keep=keep,
                robber=robber,
                kept=_yes(bool(kept)),
                rule=kept or "",
                partner=_yes(partner),
                note=_note("note-rob-partner" if partner else "note-rob", keep=keep),
            )
        case f.KittyTaken():
            return _kitty_taken(fact, role)
        case f.DownTo():
            return _down_to(fact, role)
        case f.Rotation(step=step, bunch=bunch):
            way = {1: "left", -1: "right", 0: "none"}[step]
            return say("rule-rotation", way=way, bunch=bunch or "", again=_yes(bool(bunch)))
        case f.TurnUp(begging=begging):
            return say("rule-turn-up", begging=begging or "", offered=_yes(bool(begging)))
        case f.StockTrump(draw=draw, face_up=face_up):
            return say(
                "rule-stock-trump", draw=draw or "", drawn=_yes(bool(draw)), up=_yes(face_up)
            )
        case f.NoAuction(direction=direction):
            return say("rule-no-auction", side=direction)
        case f.BiddingOrder(kind=kind, direction=direction, sold_in_rounds=rounds):
            order = "sell-rounds" if kind == "sell" and rounds else kind
            return say("rule-bidding-order", order=order, side=direction)
        case f.NobodyBuys():
            return say("rule-nobody-buys", sides=sides)
        case f.TheContract(kind=kind, privilege=privilege):
            how = "sell" if kind == "sell" else "privilege" if privilege else "highest"
            return say("rule-contract", how=how, role=role, sides=sides)
        case f.NamedTrump():
            return say("rule-named-trump", role=role, note=_note("note-name-trump"))
        case f.BegOrStand():
            return say("rule-beg-or-stand", note=_note("note-beg-or-stand"))
        case f.PlainLead(free=True, void=void):
            return say("rule-plain-lead-free", void=void)
        case f.PlainLead():
            return _plain_lead(fact)
        case f.TrumpLead():
            return _trump_lead(fact)
        case f.MakerLeads(trumps_only=only, direction=direction, left_of_maker=left):
            card = "trumps-only" if only else "trump" if fact.trump_first else "any"
            lead = "left" if left else "maker"
            return say("rule-maker-leads", card=card, lead=lead, only=only or "", side=direction)
        case f.Bids():
            return say(
                "rule-bids",
                single=_yes(fact.min_bid == fact.max_bid),
                least=fact.min_bid,
                most=fact.max_bid,
                partners=_yes(fact.partners),
                but=(
                    "none"
                    if fact.exception is None and not fact.retake
                    else "retake"
                    if fact.exception is None
                    else "exception"
                    if fact.exception
                    else "exception-here"
                ),
                rule=fact.exception or fact.retake or "",
                ends=_yes(fact.top_ends),
            )
        case f.DealersPrivilege(kind=kind, top=top, retake=retake):
            return say(
                "rule-privilege", kind=kind, again=_yes(bool(retake)), top=top, rule=retake or ""
            )
        case f.RetakeTopBid(top=top, contract=contract, partners=partners):
            return say("rule-retake", top=top, partners=_yes(partners), role=role, rule=contract)
        case f.SmudgeBid():
            return say(
                "rule-smudge",
                bid=fact.bid,
                match=_yes(fact.dealer_may_match),
                privilege=_yes(fact.privilege),
                needs=_yes(fact.needs_every_trick),
                role=role,
                sides=sides,
            )
        case f.AllPass(kind=kind, min_bid=least, direction=direction, scored=scored):
            return say(
                "rule-all-pass",
                kind=kind,
                least=least,
                set=fact.stuck_set,
                side=direction,
                scored=_yes(bool(scored)),
                rule=scored or "",
                role=role,
                sides=sides,
            )
        case f.SaleOfThePitch():
            return say("rule-sale", sides=sides, note=_note("note-sale"))
        case f.ForcedBid(rank=rank, at_least=least):
            return say("rule-forced-bid", rank=_rank(rank), least=least)
        case f.Stand(play=play):
            return say("rule-stand", play=play)
        case f.Beg(gift=gift, run=run):
            return say("rule-beg", gift=gift, run=run, note=_note("note-beg"))
        case f.DiscardsOut(in_play=in_play):
            return say("rule-discards-out", rule=in_play)
        case f.Pitch(no_auction=no_auction, joker_trump=joker_trump, direction=direction):
            return say(
                "rule-pitch",
                auction=_yes(not no_auction),
                side=direction,
                joker=_yes(joker_trump is not None),
                trump=say("suit-name", suit=joker_trump) if joker_trump else "",
            )
        case f.DeclaredPitch(jokers=jokers, joined=joined):
            return say(
                "rule-declared-pitch",
                joker=jokers,
                joined=_yes(joined is not None),
                rank=_rank(joined.rank) if joined is not None else "",
                card=_joined(joined) if joined is not None else "",
                note=_note("note-declared-pitch"),
            )
        case f.FirstLead():
            return say("rule-first-lead")
        case f.CardSuits(card=card):
            return say("rule-card-suits", joined=_joined(card))
        case f.WinningTricks(order=order, trumps_only=only):
            return say(
                "rule-winning-tricks",
                ordered=_yes(order is not None),
                order=order or "",
                only=_yes(only is not None),
                rule=only or "",
            )
        case f.NoUndertrump():
            return say("rule-no-undertrump")
        case f.AllTricks():
            length = (
                "trumps"
                if fact.trumps_only
                else "drawn"
                if fact.drawn
                else "runs"
                if fact.per_run
                else "one"
                if fact.tricks == 1
                else "all"
            )
            drawn = [say("drawn-tricks", tricks=n, players=players) for players, n in fact.drawn]
            return say(
                "rule-all-tricks",
                kind=length,
                tricks=fact.tricks,
                drawn=listed(drawn),
                more=fact.per_run,
                rule=fact.trumps_only or fact.run or "",
            )
        case f.RenegePenalty():
            penalty = "trumps" if fact.in_trumps != fact.points else "plain"
            return say(
                "rule-renege",
                rules=listed(list(fact.follow_rules)),
                count=len(fact.follow_rules),
                points=fact.points,
                trumps=fact.in_trumps,
                kind="ten" if fact.holding_ten else penalty,
                sides=_yes(plan.sides),
                note=_note("note-renege"),
            )
        case f.TrumpsOnly(direction=direction):
            return say("rule-trumps-only", side=direction)
        case f.Drawing(face_up=face_up, direction=direction):
            return say("rule-drawing", up=_yes(face_up), side=direction)
        case f.Run():
            return say(
                "rule-run",
                size=fact.size,
                side=fact.direction,
                again=fact.again,
                scores=_yes(bool(fact.turned_up)),
                points=_titles(fact.turned_up),
                discards=_yes(bool(fact.discard)),
                discard=fact.discard or "",
            )
        case f.RunAgain(turned_up=points):
            return say("rule-run-again", scores=_yes(bool(points)), points=_titles(points))
        case f.Bunch():
            runs = [
                say("bunch-runs", runs=count, players=players, first=_yes(i == 0))
                for i, (players, count) in enumerate(fact.runs)
            ]
            return say(
                "rule-bunch",
                size=fact.size,
                runs=listed(runs),
                scores=_yes(bool(fact.turned_up)),
                points=_titles(fact.turned_up),
            )
        case f.DiscardAfterRun(keep=keep, direction=direction):
            return say(
                "rule-discard-after-run",
                keep=keep,
                side=direction,
                note=_note("note-discard-code"),
            )
        case f.ByDifference(without_contract=none):
            return say(
                "rule-by-difference", none=_yes(bool(none)), rule=none or "", role=role, sides=sides
            )
        case f.EveryTrickPoint(point=point):
            title = _title(point.id)
            return say("rule-point-every-trick", title=title, value=point.value, sides=sides)
        case f.SetSide(total=total, own_plus_bid=own):
            award = "own" if own else "all"
            return say("rule-set-side", total=total, award=award, role=role, sides=sides)
        case f.SetbacksRecorded():
            why = {(True, True): "both", (True, False): "costs", (False, True): "loses"}
            return say(
                "rule-setbacks-recorded",
                why=why.get((fact.costs, bool(fact.loses)), "none"),
                settlement=fact.settlement,
                settled=_yes(bool(fact.settlement)),
                loses=fact.loses,
                losing=fact.losing,
                contract=fact.contract,
                smudged=_yes(bool(fact.smudge)),
                smudge=fact.smudge,
                counts=fact.smudge_counts,
                sides=sides,
            )
        case f.Hole(countdown=countdown, target=target):
            return say("rule-hole", countdown=_yes(countdown), target=target, sides=sides)
        case f.Settle():
            return say(
                "rule-settle",
                above=fact.above_zero,
                below=fact.at_or_below_zero,
                countdown=_yes(fact.countdown),
                target=fact.target,
                less=fact.target - 1,
                double=_yes(fact.smudge_double),
                sides=sides,
            )
        case f.SetbackChips(per_setback=extra):
            return say("rule-setback-chips", extra=extra, sides=sides)
        case f.GiftLimit(target=target, countdown=countdown):
            return say("rule-gift-limit", sides=sides, countdown=_yes(countdown), target=target)
        case f.PointsMade(points=points, valued=valued, at_once=at_once):
            return say(
                "rule-points-made",
                sides=sides,
                counted="valued" if valued or at_once else "each",
                points=points,
                apart=_yes(bool(at_once)),
                early=_titles(at_once),
            )
        case f.OthersScore(countdown=countdown, count_rule=rule):
            made = "count" if rule else "made"
            scored = "difference" if fact.difference else made if fact.contract else "points"
            return say(
                "rule-others-score",
                kind=scored,
                countdown=_yes(countdown),
                rule=rule or "",
                role=role,
                sides=sides,
            )
        case f.Target(target=target, countdown=countdown, at_once=early):
            return say(
                "rule-target",
                target=target,
                countdown=_yes(countdown),
                bidout=_yes(fact.bid_out),
                sale=_yes(fact.sale),
                soon=_yes(bool(early)),
                early=early or "",
                goes=_yes(bool(fact.going_out)),
                out=fact.going_out or "",
                role=role,
                sides=sides,
            )
        case f.BeforePlay():
            return _before_play(fact)
        case f.InPlayOnly():
            return _in_play_only(fact, sides)
        case f.AtOnce():
            return _at_once(fact, sides)
        case f.ContractScoring():
            return _contract_scoring(fact, role, sides)
        case f.InstantWins():
            return _instant_wins(fact, role, sides)
        case f.CountingOut():
            return _counting_out(fact, role, sides)
        case f.PointOfTheHand():
            return _point(fact, role, sides)
        case f.SideCount(total=total):
            return say("rule-side-count", sides=sides, total=total)
        case f.NoTrumpInPlay(points=points):
            return say("rule-no-trump-in-play", any=_yes(bool(points)), points=_titles(points))
        case f.GoingOut():
            return _going_out(fact, role, sides)
        case f.OneWinner():
            return say("rule-one-winner", sides=sides)
        case f.SetbacksLose(times=times):
            return say("rule-setbacks-lose", sides=sides, times=times)
        case f.FixedDeals(times=times, countdown=countdown):
            return say("rule-fixed-deals", sides=sides, times=times, countdown=_yes(countdown))
        case f.NoStakes():
            return say("rule-no-stakes", note=_note("note-no-stakes"))
        case f.NetChips():
            return say("rule-net-chips", sides=sides, note=_note("note-net-chips"))
        case f.Refused(noted=noted, bidding=bidding, discarding=discarding):
            actions = ["card", *(["bid"] * bidding), *(["discard"] * discarding), "other"]
            return say(
                "rule-refused",
                actions=listed([say("refused-action", action=a) for a in actions]),
                note=_note("note-refused") if noted else "",
            )
        case f.NoPenalties(refused=refused):
            cited = _yes(bool(refused))
            return say(
                "rule-no-penalties",
                cited=cited,
                rule=refused or "",
                renege=fact.renege or "",
                reneging=_yes(fact.renege is not None),
                note=_note(
                    "note-no-penalties", cited=cited, reneging=_yes(fact.renege is not None)
                ),
            )
        case _:
            assert_never(fact)
