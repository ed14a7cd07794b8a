"""The edge cases a suite can exercise, each tied to rules and settings.

A case is a situation in a hand where a wrong reading of a rule would show: Low taken
by another player, a tie for Game, a smudge made from the hole, the dealer facing a bid.
Each case has a detector that reads a completed record (through a Trace) and says
whether the record exercises it; a record's tags are the cases detected in it and the
numbers of their rules, so a tag is a fact about the record, never a wish of its builder.

Cases name rules by their ids in the rule registry and settings by their keys in the
setting registry. Which cases apply depends on the variant's settings (there is no smudge
case in a game without a smudge, no begging case in a game without a turn-up), and the
cases about points are made for the variant's own points. The lines of the family share
the cases of the play; the auction-pitch line adds its auction, contract and settlement,
the turn-up line its begging, runs, bunches and discards, and the Pedro line (trump named
by the high bidder) its naming, discards and refill, the card of trump's colour that
joins trump, and scoring by the difference of the counts. Where the rules have them, a
top bid taken by bidding it again, cards of points that no one may discard, and play in
trumps only (a player without one passed over, so that a trick can hold fewer cards than
there are players) bring cases of their own, and the cases they leave without a meaning
(a plain suit led where only trumps are played) are not made.

Whether a case can happen at all is not worked out here: the generator looks for each
in a pool of random hands (and, for a few rare events, with a builder), and reports the
cases none of them shows. Illegal actions are no cases either: the engine's own refusals
make their records (`refusals`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from allfours.conformance.trace import (
    JOKER,
    BidStep,
    DiscardStep,
    PlayStep,
    Trace,
)
from allfours.registry.rules import point_rule
from allfours.registry.settings import BY_KEY
from allfours.runtime import model
from allfours.runtime.model import Rules

Detector = Callable[[Trace], bool]
T = TypeVar("T")
Add = Callable[[str, tuple[str, ...], str, tuple[str, ...], Detector], None]


@dataclass(frozen=True, slots=True)
class Case:
    id: str
    rules: tuple[str, ...]  # the ids of the rules it shows, e.g. "points.low"
    summary: str
    settings: tuple[str, ...]  # the keys (in the setting registry) of the settings it shows
    detect: Detector


def _smudge_bid(rules: Rules) -> int | None:
    auction = rules.auction
    return auction.smudge.bid if auction and auction.smudge else None


def _max_bid(rules: Rules) -> int:
    return rules.auction.max_bid if rules.auction else 0


def _trick_takers(t: Trace) -> set[int]:
    """The sides that took a trick of the hand."""
    return {t.side(trick["winner"]) for trick in t.expect.get("tricks", [])}


def _rules_of(rules: Rules, kind: type) -> tuple[str, ...]:
    """The rules of the points of one kind (the highest trump, ...)."""
    return tuple(point_rule(p.id) for p in rules.points if isinstance(p.select, kind))


# -- small readings of a trace ---------------------------------------------------------


def _skip(*_case: Any) -> None:
    """In place of `add`, for a case whose rule this variant does not have."""


def _first_of(has: dict[str, str], *rule_ids: str) -> str:
    """The first of `rule_ids` the variant has (the last if it has none)."""
    return next((rule for rule in rule_ids if rule in has), rule_ids[-1])


def _answered(t: Trace, action: str) -> bool:
    """Whether `action` (stand, beg, give, run) was taken, in turn, and accepted."""
    return any(b.action == action and b.seat == b.to_act and t.accepted(b.index) for b in t.begs)


def _scores_when_turned(point: model.Point, card: str) -> bool:
    """Whether a turned-up card scores `point` (a turn-up point) by its rank."""
    assert isinstance(point.select, model.TurnedUp)
    return card != JOKER and dict(point.select.values).get(card[0], 0) > 0


def _would_score(t: Trace, card: str) -> bool:
    """Whether a trump that was never in play would have changed High, Low or a point of
    one trump card (the jack), had it been played."""
    if not t.is_trump(card):
        return False
    played = t.natural_trumps_in_play()
    if not played or t.outranks(card, played[0]) or t.outranks(played[-1], card):
        return True
    cards = [p.select for p in t.rules.points if isinstance(p.select, model.TrumpCard)]
    return any(card[0] == select.rank for select in cards)


def _lead_suit(t: Trace, step: PlayStep) -> str | None:
    if not step.trick or step.trump is None:
        return None
    return t.suit(step.trick[0][1], step.trump)


def _trump_led(t: Trace, step: PlayStep) -> bool:
    return step.trump is not None and _lead_suit(t, step) == step.trump


def _holds_suit(t: Trace, hand: tuple[str, ...], suit: str | None, trump: str | None) -> bool:
    return any(t.suit(card, trump) == suit for card in hand)


def _smudged(t: Trace, step: BidStep) -> bool:
    return _smudge_bid(t.rules) is not None and step.high_bid == _smudge_bid(t.rules)


def _pitcher_side(t: Trace) -> int | None:
    return None if t.pitcher is None else t.side(t.pitcher)


def _made(t: Trace) -> bool | None:
    value = t.expect.get("made")
    return value if isinstance(value, bool) else None


def _one_side_took_every_point(t: Trace) -> int | None:
    if any(isinstance(side, list) for side in t.points.values()):
        return None
    credited = set(t.points.values())
    if t.played and len(credited) == 1 and None not in credited:
        side: int = credited.pop()
        return side
    return None


def _smudge_made(t: Trace) -> bool:
    smudge = _smudge_bid(t.rules)
    return smudge is not None and t.contract == smudge and _made(t) is True


def _below_target_after(t: Trace, side: int) -> bool:
    return t.side_progress_after(side) < t.rules.game.target


def _reached(t: Trace) -> list[int]:
    if not t.complete or "scores" not in t.expect:
        return []
    return [s for s in range(t.sides) if t.side_progress_after(s) >= t.rules.game.target]


def _losers(t: Trace) -> list[int]:
    winner = t.winner
    if winner is None or not isinstance(t.expect.get("payouts"), list):
        return []
    return [seat for seat in range(t.players) if t.side(seat) != winner]


def _loser_progress(t: Trace) -> list[int]:
    scores = t.expect["scores"] if _losers(t) else []
    return [t.progress(scores[seat]) for seat in _losers(t)]


# -- the catalogue -----------------------------------------------------------------------


def _reneges_in_trumps(t: Trace) -> list[Mapping[str, Any]]:
    """The hand's reneges found on a trump lead."""
    tricks, trump = t.expect.get("tricks") or [], t.trump
    return [
        r
        for r in t.expect.get("reneges") or []
        if r["trick"] < len(tricks) and t.suit(tricks[r["trick"]]["cards"][0], trump) == trump
    ]


def _renege_cases(renege: model.Renege, add: Add) -> None:
    """A renege allowed, with a penalty: one found, and each penalty the rules set."""
    add(
        "renege-found",
        ("play.renege",),
        "a player holding the suit led plays a card the follow rules forbid: the renege "
        "stands, and when the hand ends each other side scores its penalty",
        ("renege",),
        lambda t: t.complete and bool(t.expect.get("reneges")),
    )
    if renege.in_trumps != renege.points:
        add(
            "renege-in-trumps",
            ("play.renege",),
            "a renege on a trump lead, with the penalty of a renege in trumps",
            ("renege",),
            lambda t: (
                t.complete and any(r["penalty"] == renege.in_trumps for r in _reneges_in_trumps(t))
            ),
        )
    if renege.in_trumps_holding_ten:
        add(
            "renege-in-trumps-without-a-high-trump",
            ("play.renege",),
            "a renege on a trump lead by a player holding no trump of the ten or higher: the "
            "penalty of any renege",
            ("renege",),
            lambda t: (
                t.complete and any(r["penalty"] == renege.points for r in _reneges_in_trumps(t))
            ),
        )


def catalogue(rules: Rules) -> list[Case]:
    """Every case that applies to a variant with these settings, in a fixed order."""
    cases: list[Case] = []

    def add(
        case_id: str,
        sections: tuple[str, ...],
        summary: str,
        settings: tuple[str, ...],
        detect: Detector,
    ) -> None:
        cases.append(Case(case_id, sections, summary, settings, detect))

    auction = rules.auction
    bidding = auction is not None
    once_around = auction is not None and auction.kind == "once_around"
    sells = auction is not None and auction.kind == "sell"
    smudge = _smudge_bid(rules)
    # The rule that gives the dealer a privilege, or, where the pitch is sold, the sale's.
    dealer_rule = "auction.sale" if sells else "auction.privilege"
    highest = _rules_of(rules, model.HighestTrump)
    lowest = _rules_of(rules, model.LowestTrump)
    pitched = rules.trump.pitched
    turned = rules.trump.from_stock  # trump comes from the stock: turned up, or its top card
    named = rules.trump.named  # the high bidder names trump
    has = dict(rules.numbers)
    by_difference = rules.scoring.contract == "difference"
    # The rule a made or set contract is scored by.
    contract_rule = "scoring.difference" if by_difference else "scoring.contract"
    # Who leads each trick after the first (the engine cites the same).
    next_lead = _first_of(has, "play.lead", "play.trick")
    gifts = _rules_of(rules, model.Gift)
    capturing = any(point.at_once for point in rules.points)  # points scored as taken
    trumps_only = rules.play.trumps_only  # only trumps are played; a player without goes cold
    # No card a point is about may be discarded.
    keep_points = rules.refill is not None and rules.refill.keep_points
    # A later player may take the top bid by bidding it again.
    retake = auction is not None and auction.retake_top
    counts = [n for n in range(rules.table.players_min, rules.table.players_max + 1)]
    most_sides = max(rules.table.sides(n) for n in counts if rules.table.allows(n))

    # 1, 2: players, pack, deal
    for n in [n for n in counts if rules.table.allows(n)]:
        add(
            f"players-{n}",
            _table_rules(has),
            f"a whole hand for {n} players",
            ("players", "deal", "pack"),
            _bound(n, lambda t, n: t.players == n and t.played),
        )
    if bidding:
        add(
            "high-bidder-pitches",
            ("auction.order", "auction.contract"),
            "two or more bids are made: the last and highest bidder "
            + ("pitches" if pitched else "names trump"),
            ("auction",),
            lambda t: (
                t.played
                and len(made := [b for b in t.bids if b.bid is not None and t.accepted(b.index)])
                > 1
                and t.pitcher == made[-1].seat
            ),
        )
    if rules.table.partnership_size > 1:
        add(
            "partners-share-points",
            ("table.players", "points.made", "scoring.others")
            if pitched
            else ("table.sides", "scoring.others")
            if named
            else ("table.sides",),
            "a point won by the higher seat of a side is scored by the whole side",
            ("players",),
            lambda t: (
                t.played and bool(t.trumps_in_play()) and t.holder[t.trumps_in_play()[0]] >= t.sides
            ),
        )
    if any(joker.code == JOKER for joker in rules.pack.jokers):
        if "play.pitch" in has:  # a joker names trump only where the first card pitched does
            add(
                "joker-pitched",
                ("play.pitch",),
                "the joker is the first card pitched and names its trump suit",
                ("pack", "joker"),
                lambda t: (
                    bool(t.plays) and t.plays[0].card == JOKER and t.accepted(t.plays[0].index)
                ),
            )
        add(
            "joker-only-trump",
            (*highest, *lowest),
            "the joker is the only trump in play: High, and no Low",
            ("pack",),
            lambda t: t.played and t.in_play(JOKER) and not t.natural_trumps_in_play(),
        )
        add(
            "joker-never-low",
            lowest,
            "the joker and natural trumps are in play: Low is the lowest natural trump",
            ("pack",),
            lambda t: t.played and t.in_play(JOKER) and bool(t.natural_trumps_in_play()),
        )
        add(
            "joker-on-a-trump-lead",
            ("play.trump_lead",),
            "a player whose only trump is the joker must play it on a trump lead",
            ("pack", "on a trump lead"),
            lambda t: any(
                _trump_led(t, p)
                and JOKER in p.hand
                and not any(c != JOKER and c[1] == p.trump for c in p.hand)
                and len(p.hand) > 1
                for p in t.plays
            ),
        )

    if "play.declare" in has:
        add(
            "pitch-declared",
            ("play.declare", "play.pitch"),
            "the first card pitched does not make trump plain: the pitcher declares it",
            ("unclear pitch",),
            lambda t: t.complete and any(n.seat == t.pitcher and len(n.legal) > 1 for n in t.names),
        )
    if len(rules.pack.jokers) > 1:
        _two_jokers_cases(rules, add)

    # 3: the auction
    if bidding:
        add(
            "opening-bids",
            ("auction.order", "auction.bids"),
            "the first bidder may pass or make any bid",
            ("auction",),
            lambda t: bool(t.bids) and t.bids[0].seat == t.bids[0].to_act,
        )
        add(
            "bid-must-rise",
            ("auction.bids",),
            "a player other than the dealer faces a bid and may only bid higher",
            ("auction",),
            lambda t: any(not b.is_dealer and b.high_bid > 0 for b in t.bids),
        )
        (add if dealer_rule in has else _skip)(
            "dealer-faces-a-bid",
            (dealer_rule,),
            "the dealer bids last, facing a bid below the top",
            ("dealer's privilege",),
            lambda t: any(b.is_dealer and b.high_bid > 0 and not _smudged(t, b) for b in t.bids),
        )
    if once_around:
        add(
            "dealer-outbids",
            ("auction.bids", "auction.privilege"),
            "the dealer bids higher than the high bid",
            ("dealer's privilege", "auction"),
            lambda t: any(
                b.is_dealer and b.bid is not None and b.bid > b.high_bid > 0 and t.accepted(b.index)
                for b in t.bids
            ),
        )
    if once_around and auction is not None and auction.privilege != "none":
        add(
            "dealer-takes-at-high-bid",
            ("auction.privilege", "auction.contract"),
            "the dealer takes the contract at the high bid",
            ("dealer's privilege",),
            lambda t: any(
                b.is_dealer and b.bid == b.high_bid and b.high_bid > 0 and t.accepted(b.index)
                for b in t.bids
            ),
        )
        assert auction is not None
        if (
            auction.smudge is not None and auction.smudge.dealer_may_match
        ) or smudge != auction.max_bid:
            add(
                "dealer-matches-the-top-bid",
                ("auction.privilege",),
                "the dealer takes the contract at the highest bid there is",
                ("dealer's privilege", "auction", "smudge"),
                lambda t: any(
                    b.is_dealer and b.bid == b.high_bid == _max_bid(t.rules) and t.accepted(b.index)
                    for b in t.bids
                ),
            )
    if smudge is not None:
        add(
            "smudge-blocks-later-bids",
            ("auction.smudge",),
            "after a smudge bid the later players, the dealer too, may only pass",
            ("smudge", "dealer's privilege"),
            lambda t: any(b.is_dealer and _smudged(t, b) for b in t.bids),
        )
    forced = auction.forced if auction is not None else None
    if forced is not None:
        add(
            "forced-bid",
            ("auction.forced",),
            f"a player holding a {forced.rank} and another card of its suit, facing no bid of "
            f"{forced.at_least}, may not pass and bids at least {forced.at_least}",
            ("forced bid",),
            lambda t: any(
                forced.obliges(t.hands[b.seat]) and b.high_bid < forced.at_least for b in t.bids
            ),
        )
        add(
            "forced-player-free-once-the-bid-is-reached",
            ("auction.forced",),
            f"a player the cards would force may pass once someone has bid {forced.at_least}",
            ("forced bid",),
            lambda t: any(
                forced.obliges(t.hands[b.seat]) and b.high_bid >= forced.at_least for b in t.bids
            ),
        )
    if auction is not None and (auction.kind == "rounds" or auction.sold_in_rounds):
        add(
            "raised-bidder-raises-again",
            ("auction.order", "auction.bids"),
            "a bidder whose bid was raised bids again at its next turn, higher still",
            ("auction",),
            lambda t: any(
                b.bid is not None
                and t.accepted(b.index)
                and any(
                    e.seat == b.seat and e.bid is not None and e.index < b.index for e in t.bids
                )
                for b in t.bids
            ),
        )
    if once_around or (auction is not None and auction.kind == "rounds"):
        add(
            "everyone-passes-to-the-dealer",
            ("auction.all_pass",),
            "everyone before the dealer passes",
            ("if everyone passes",),
            lambda t: any(b.is_dealer and b.high_bid == 0 for b in t.bids),
        )
        assert auction is not None
        if (
            auction.all_pass == "stick_the_dealer"
            and rules.refill is not None
            and rules.refill.robber == "pitcher"
        ):
            add(
                "stuck-dealer-robs-the-pack",
                ("auction.all_pass", "draw.rob"),
                "everyone before the dealer passes: the dealer, stuck, must bid, and as the "
                "high bidder robs the pack",
                ("if everyone passes", "discard and draw"),
                lambda t: (
                    t.played
                    and any(
                        b.is_dealer
                        and b.high_bid == 0
                        and "pass" not in b.legal
                        and b.bid is not None
                        and t.accepted(b.index)
                        for b in t.bids
                    )
                    and t.pitcher == t.dealer == t.robber
                    and bool(t.robbed)
                ),
            )
        if auction.all_pass == "stick_the_dealer" and auction.stuck_set:
            add(
                "stuck-dealer-takes-the-set",
                ("auction.all_pass", "scoring.setbacks"),
                f"everyone before the dealer passes, and the dealer takes a set of "
                f"{auction.stuck_set} instead of bidding: set back, the hand unplayed, the deal "
                "passing on",
                ("if everyone passes",),
                lambda t: any(
                    b.is_dealer and b.action == "take set" and t.accepted(b.index) for b in t.bids
                ),
            )
        if auction.all_pass.startswith("redeal"):
            add(
                "all-pass-thrown-in",
                ("auction.all_pass",),
                "everyone passes and the hand is thrown in: no tricks, no points",
                ("if everyone passes",),
                lambda t: t.complete and not t.expect.get("tricks") and not t.points,
            )
        if auction.all_pass == "eldest_pitches":
            add(
                "all-pass-eldest-pitches",
                ("auction.all_pass", "scoring.contract"),
                "everyone passes and the player left of the dealer pitches without a contract",
                ("if everyone passes",),
                lambda t: t.played and t.contract is None and bool(t.bids),
            )
        if auction.all_pass == "dealer_plays":
            add(
                "all-pass-dealer-plays",
                ("auction.all_pass", contract_rule),
                "everyone passes and the dealer plays without a contract, which is always made",
                ("if everyone passes",),
                lambda t: (
                    t.played and t.contract is None and bool(t.bids) and t.pitcher == t.dealer
                ),
            )
        if auction.privilege == "none" and smudge is None and not retake:
            add(
                "top-bid-leaves-only-pass",
                ("auction.bids",),
                f"after a bid of {auction.max_bid} the later players, the dealer too, may "
                "only pass",
                ("auction",),
                lambda t: any(
                    b.high_bid == _max_bid(t.rules) and b.legal == ("pass",) for b in t.bids
                ),
            )
    if retake:
        _retake_cases(add)
    if sells:
        add(
            "pitch-sold",
            (dealer_rule, "auction.contract"),
            "the seller sells the pitch: the price is scored and the high bidder pitches",
            ("auction",),
            lambda t: any(s.action == "sell" and t.accepted(s.index) for s in t.sale),
        )
        add(
            "pitch-refused",
            (dealer_rule, "auction.contract"),
            "the seller refuses and pitches, bound to make the high bid",
            ("auction",),
            lambda t: any(s.action == "refuse" and t.accepted(s.index) for s in t.sale),
        )
        add(
            "sale-wins-the-game",
            ("game.target", dealer_rule),
            "the price of a sold pitch takes the seller to the target before a card is played",
            ("auction", "target"),
            lambda t: t.complete and t.winner is not None and not t.expect.get("tricks"),
        )
        add(
            "nobody-buys",
            ("auction.all_pass", "scoring.contract"),
            "nobody bids: the seller pitches without a contract",
            ("auction", "if everyone passes"),
            lambda t: t.played and t.contract is None,
        )
    if not bidding and pitched:
        add(
            "no-auction",
            ("auction.order", "play.pitch", "scoring.others"),
            "no bidding: the player left of the dealer pitches without a contract",
            ("auction",),
            lambda t: t.played and t.pitcher == t.eldest,
        )

    # 2, 3 and 4 of the turn-up line: the turn-up, begging, running the cards, discards
    if turned:
        _turn_up_cases(rules, add, gifts, most_sides)
    # 3 and 4 of the Pedro line: naming trump, the discards and the refill
    if named:
        _named_cases(rules, add)

    # 4: the play
    if pitched:
        add(
            "pitch-names-trump",
            ("play.pitch",),
            "the pitcher leads and the first card names trump",
            ("trump",),
            lambda t: bool(t.plays) and t.accepted(t.plays[0].index) and t.trump is not None,
        )
    if "play.lead" in has:
        add(
            "eldest-leads",
            ("play.lead",),
            "eldest leads to the first trick",
            ("turn",),
            lambda t: (
                bool(t.plays) and t.accepted(t.plays[0].index) and t.plays[0].seat == t.eldest
            ),
        )
    if "trump.stock" in has:
        add(
            "trump-from-the-stock",
            ("trump.stock",),
            "the top card of the stock fixes trump and stays there, to be drawn",
            ("trump",),
            lambda t: t.played and t.trump == t.record["stock"][0][1],
        )
    if "play.draw" in has:
        add(
            "draws-after-each-trick",
            ("play.draw",),
            "after each trick the winner draws the top card of the stock, then the others",
            ("draw",),
            lambda t: t.played and t.drawn > 0,
        )
    add(
        "trump-lead-must-follow",
        ("play.trump_lead",),
        "on a trump lead, a player holding trumps and other cards must play a trump",
        ("on a trump lead",),
        lambda t: any(
            _trump_led(t, p)
            and _holds_suit(t, p.hand, p.trump, p.trump)
            and any(t.suit(c, p.trump) != p.trump for c in p.hand)
            for p in t.plays
        ),
    )
    if not trumps_only:  # a player without trumps is passed over, not void
        add(
            "trump-lead-void",
            ("play.trump_lead",),
            "on a trump lead, a player without a trump may play any card",
            ("on a trump lead", "when void"),
            lambda t: any(
                _trump_led(t, p) and p.hand and not _holds_suit(t, p.hand, p.trump, p.trump)
                for p in t.plays
            ),
        )
    if rules.play.renege is not None:
        _renege_cases(rules.play.renege, add)
    if rules.pack.same_colour is not None:
        _same_colour_cases(add, trumps_only)
    if trumps_only:
        _trumps_only_cases(rules, add)
    else:  # the follow rules of a plain lead
        if rules.play.plain_lead == "follow_or_trump":
            add(
                "trump-while-able-to-follow",
                ("play.plain_lead",),
                "on a plain lead, a player holding that suit plays a trump",
                ("on a plain lead",),
                lambda t: any(
                    (lead := _lead_suit(t, p)) not in (None, p.trump)
                    and _holds_suit(t, p.hand, lead, p.trump)
                    and p.card is not None
                    and t.suit(p.card, p.trump) == p.trump
                    and t.accepted(p.index)
                    for p in t.plays
                ),
            )
            add(
                "follow-suit-or-trump",
                ("play.plain_lead",),
                "on a plain lead, a player holding that suit may not play a third suit",
                ("on a plain lead",),
                lambda t: any(
                    (lead := _lead_suit(t, p)) not in (None, p.trump)
                    and _holds_suit(t, p.hand, lead, p.trump)
                    and any(t.suit(c, p.trump) not in (lead, p.trump) for c in p.hand)
                    for p in t.plays
                ),
            )
        elif rules.play.plain_lead == "free":
            add(
                "plain-lead-not-followed",
                ("play.plain_lead",),
                "on a plain lead, a player holding that suit plays another suit",
                ("on a plain lead",),
                lambda t: any(
                    (lead := _lead_suit(t, p)) not in (None, p.trump)
                    and _holds_suit(t, p.hand, lead, p.trump)
                    and p.card is not None
                    and t.suit(p.card, p.trump) != lead
                    and t.accepted(p.index)
                    for p in t.plays
                ),
            )
        else:
            add(
                "must-follow-suit",
                ("play.plain_lead",),
                "on a plain lead, a player holding that suit must play it",
                ("on a plain lead",),
                lambda t: any(
                    (lead := _lead_suit(t, p)) not in (None, p.trump)
                    and _holds_suit(t, p.hand, lead, p.trump)
                    and any(t.suit(c, p.trump) != lead for c in p.hand)
                    for p in t.plays
                ),
            )
        if rules.play.void == "any_card":
            add(
                "void-plays-any",
                ("play.plain_lead",),
                "on a plain lead, a player without that suit may play any card",
                ("on a plain lead", "when void"),
                lambda t: any(
                    (lead := _lead_suit(t, p)) not in (None, p.trump)
                    and not _holds_suit(t, p.hand, lead, p.trump)
                    and any(t.suit(c, p.trump) != p.trump for c in p.hand)
                    for p in t.plays
                ),
            )
        else:
            add(
                "void-must-trump",
                ("play.plain_lead",),
                "on a plain lead, a player without that suit who holds a trump must play one",
                ("on a plain lead", "when void"),
                lambda t: any(
                    (lead := _lead_suit(t, p)) not in (None, p.trump)
                    and not _holds_suit(t, p.hand, lead, p.trump)
                    and _holds_suit(t, p.hand, p.trump, p.trump)
                    and any(t.suit(c, p.trump) != p.trump for c in p.hand)
                    for p in t.plays
                ),
            )
    if rules.play.undertrump != "allowed":
        add(
            "no-undertrump",
            ("play.undertrump",),
            "on a plain lead trumped, a player holding other cards may not play a lower trump",
            ("undertrumping",),
            lambda t: any(_undertrump_refused(t, p) for p in t.plays),
        )
    if not trumps_only:  # every trick is led in trumps
        add(
            "plain-trick-trumped",
            ("play.trick",),
            "a trick led in a plain suit is won by a trump",
            (),
            lambda t: any(
                t.suit(tr["cards"][0], t.trump) != t.trump
                and tr["winner"] != tr["leader"]
                and (card := _winning_card(t, tr)) is not None
                and t.suit(card, t.trump) == t.trump
                for tr in t.expect.get("tricks", [])
            ),
        )
        add(
            "plain-trick-off-suit-higher",
            ("play.trick",),
            "a higher card of another plain suit does not win a trick without trumps",
            ("pack",),
            lambda t: any(_off_suit_higher(t, tr) for tr in t.expect.get("tricks", [])),
        )
    add(
        "winner-leads",
        tuple(dict.fromkeys(("table.seats", next_lead, "play.trick"))),
        "a trick won by a player other than its leader: the winner leads next",
        ("turn",),
        lambda t: any(
            a["winner"] != a["leader"] and b["leader"] == a["winner"]
            for a, b in zip(
                t.expect.get("tricks", []), t.expect.get("tricks", [])[1:], strict=False
            )
        ),
    )

    # 5: the points
    made_section = "points.made"
    for point in rules.points:
        section = point_rule(point.id)
        if isinstance(point.select, model.HighestTrump):
            add(
                f"{_kebab(point.id)}-below-the-ace",
                (section, "deal.in_play"),
                f"the top trump is not in play, so {point.id} is a lower trump",
                ("point ID", "pack"),
                lambda t: (
                    t.played and bool(t.trumps_in_play()) and t.rank(t.trumps_in_play()[0]) != 0
                ),
            )
        elif isinstance(point.select, model.LowestTrump):
            add(
                "single-trump",
                (*highest, section),
                f"only one trump is in play: it is both the highest and {point.id}",
                ("point ID",),
                lambda t: (
                    t.played
                    and len(t.natural_trumps_in_play()) == 1
                    and not (t.in_play(JOKER) and t.trump is not None)
                ),
            )
            add(
                f"{_kebab(point.id)}-taken-by-another",
                (section,),
                f"the card that is {point.id} is taken by a player of another side",
                ("point ID",),
                lambda t: (
                    t.played
                    and bool(low := t.natural_trumps_in_play())
                    and t.side(t.holder[low[-1]]) != t.side(t.capturer[low[-1]])
                ),
            )
        elif isinstance(point.select, model.TrumpCard) and point.select.rank == rules.pack.ranks[0]:
            # The top trump wins every trick it is played to: it is never taken by another.
            add(
                f"{_kebab(point.id)}-taken-by-its-player",
                (section,),
                f"the card that scores {point.id} wins the trick it is played to",
                ("point ID",),
                _bound(
                    point,
                    lambda t, p: (
                        t.played
                        and (card := t.point_card(p)) is not None
                        and t.in_play(card)
                        and t.side(t.played_by[card]) == t.side(t.capturer[card])
                    ),
                ),
            )
        elif isinstance(point.select, model.TrumpCard | model.SameColourCard | model.JokerCard):
            add(
                f"{_kebab(point.id)}-taken-by-another",
                (section,),
                f"the card that scores {point.id} is taken by a player of another side",
                ("point ID",),
                _bound(
                    point,
                    lambda t, p: (
                        t.played
                        and (card := t.point_card(p)) is not None
                        and t.in_play(card)
                        and t.side(t.holder[card]) != t.side(t.capturer[card])
                    ),
                ),
            )
            if rules.whole_pack_dealt:
                continue  # every card is dealt: none is ever out of play
            add(
                f"{_kebab(point.id)}-{'not-dealt' if pitched else 'not-in-play'}",
                (section, "deal.in_play"),
                f"the card that scores {point.id} is not in play: no one scores it",
                ("point ID",),
                _bound(
                    point,
                    lambda t, p: (
                        t.played and (card := t.point_card(p)) is not None and not t.in_play(card)
                    ),
                ),
            )
        elif isinstance(point.select, model.EveryTrick):
            add(
                f"{_kebab(point.id)}-every-trick",
                (section,),
                f"one side takes every trick and scores {point.id}",
                ("point ID",),
                lambda t: t.played and len(_trick_takers(t)) == 1,
            )
            add(
                f"{_kebab(point.id)}-tricks-shared",
                (section,),
                f"the tricks are shared: no one scores {point.id}, not even the side with most",
                ("point ID",),
                lambda t: t.played and len(_trick_takers(t)) > 1,
            )
        elif isinstance(point.select, model.MostCount):
            if rules.pack.jokers and point.select.joker_half:
                add(
                    f"{_kebab(point.id)}-tie-broken-by-a-joker",
                    (section,),
                    f"the whole totals of counting cards tie, and a joker's half point "
                    f"decides {point.id}",
                    ("point ID",),
                    _bound(point, lambda t, p: t.played and _broken_by_a_joker(t, p)),
                )
            elif rules.pack.jokers:
                add(
                    f"joker-counts-nothing-for-{_kebab(point.id)}",
                    (section,),
                    f"the joker is taken, and counting it like a jack would change {point.id}",
                    ("point ID", "pack"),
                    _bound(
                        point,
                        lambda t, p: (
                            t.played
                            and any(j.code in t.capturer for j in t.rules.pack.jokers)
                            and _count_leaders_with_joker(t, p) != _leaders(t.count_totals(p))
                        ),
                    ),
                )
            counting = (
                (section, "table.counting_cards") if "table.counting_cards" in has else (section,)
            )
            add(
                f"{_kebab(point.id)}-tie",
                counting,
                f"two or more sides tie for the most counting cards ({point.id})",
                ("point ID",),
                _bound(point, lambda t, p: t.played and _count_leaders(t, p) is not None),
            )
            if not pitched:
                add(
                    f"{_kebab(point.id)}-without-counting-cards",
                    counting,
                    f"no side takes a counting card: every side ties at 0 for {point.id}",
                    ("point ID",),
                    _bound(point, lambda t, p: t.played and max(t.count_totals(p)) == 0),
                )
            if not pitched:
                continue
            add(
                f"{_kebab(point.id)}-tie-with-pitcher",
                (section,),
                f"the pitcher's side is among those tied for {point.id}",
                ("point ID",),
                _bound(
                    point,
                    lambda t, p: (
                        t.played
                        and (leaders := _count_leaders(t, p)) is not None
                        and _pitcher_side(t) in leaders
                    ),
                ),
            )
    for point in rules.points:
        if isinstance(point.select, model.PlainCards):
            add(
                f"{_kebab(point.id)}-taken",
                (point_rule(point.id),),
                f"a card of a plain suit that scores {point.id} is taken: it scores for the "
                "side that takes it",
                ("point ID",),
                _bound(point, lambda t, p: t.complete and bool(_plain_cards_taken(t, p))),
            )
    if turned:
        _turn_up_point_cases(rules, add)
    if "scoring.hole" in has:  # scores can fall below zero only where bids set back
        add(
            "scores-in-the-hole",
            ("scoring.hole",),
            "a side in the hole before the hand makes points",
            ("scores",),
            lambda t: (
                t.played
                and any(
                    t.side_progress_before(side) < 0 and side != _pitcher_side(t)
                    for side in t.sides_credited()
                )
            ),
        )
    counted = made_section if pitched else "points.count"  # the named line's "made" rule
    if pitched or (named and {"scoring.others", counted} <= has.keys()):
        add(
            "others-score",
            ("scoring.others", counted),
            "a player other than the pitcher makes points and scores them",
            ("point ID",),
            lambda t: t.played and any(side != _pitcher_side(t) for side in t.sides_credited()),
        )
    if pitched and not capturing:
        add(
            "all-points-to-one-side",
            (made_section,),
            "one side takes every point of the hand",
            ("point ID",),
            lambda t: _one_side_took_every_point(t) is not None,
        )

    if keep_points:
        add(
            "killed-trump-out-of-play",
            ("deal.in_play", "draw.discard"),
            "a trump killed (discarded by a player holding too many) is out of play: it is "
            "never played, and no card of a point can be killed",
            ("discard and draw",),
            lambda t: t.played and any(t.is_trump(card) for card in t.discarded),
        )
    elif (rules.refill is not None and not rules.refill.returned_trumps) or getattr(
        rules, "discard_down", None
    ) is not None:
        add(
            "discarded-point-scores-nothing",
            ("deal.in_play", "points.in_play_only"),
            "the card of a point is discarded: it is out of play, and no one scores the point",
            ("point ID", "discard and draw"),
            lambda t: (
                t.played
                and any(
                    t.point_card(p) in t.discarded and t.points.get(p.id, 0) is None
                    for p in t.rules.points
                )
            ),
        )
    elif rules.refill is not None:  # no trump is ever discarded: only the stock keeps one
        add(
            "point-left-in-the-stock-scores-nothing",
            ("deal.in_play", "points.in_play_only"),
            "the card of a point stays in the stock: it is out of play, and no one scores the "
            "point",
            ("point ID", "discard and draw"),
            lambda t: (
                t.played
                and any(
                    (card := t.point_card(p)) is not None
                    and not t.in_play(card)
                    and t.points.get(p.id, 0) is None
                    for p in t.rules.points
                )
            ),
        )

    # 6: scoring
    if bidding and by_difference:
        _difference_cases(add, rules.scoring.set_own_plus_bid)
    if bidding and not by_difference:
        add(
            "contract-made",
            ("scoring.contract",),
            "the pitcher makes the contract and scores the points made",
            ("point ID", "contract"),
            lambda t: _made(t) is True,
        )
        add(
            "contract-made-exactly",
            # Where points are worth more than one, the count of their values is the bid.
            ("scoring.contract", *(("points.count",) if "points.count" in has else ())),
            "the pitcher makes exactly the points bid",
            ("point ID", "contract"),
            lambda t: _made(t) is True and t.count(_pitcher_side(t) or 0) == t.contract,
        )
        add(
            "set-back",
            ("scoring.contract", "scoring.setbacks"),
            "the pitcher falls short and is set back by the bid",
            ("scores", "contract"),
            lambda t: _made(t) is False,
        )
        add(
            "set-back-with-points",
            ("scoring.contract",),
            "a pitcher set back made some points, which do not count",
            ("scores", "contract"),
            lambda t: _made(t) is False and _pitcher_side(t) in t.points.values(),
        )
        add(
            "into-the-hole",
            ("scoring.hole",),
            "a score goes below zero",
            ("scores",),
            lambda t: (
                t.complete
                and "scores" in t.expect
                and any(
                    t.side_progress_after(s) < 0 <= t.side_progress_before(s)
                    for s in range(t.sides)
                )
            ),
        )
    if rules.game.setbacks_lose:
        add(
            "set-back-too-often-loses",
            ("game.setbacks", "scoring.setbacks"),
            f"the pitcher's side is set back for the {rules.game.setbacks_lose} time: the "
            "other side wins the game at once, whatever the scores",
            ("set-backs lose",),
            lambda t: t.won_by == "setbacks",
        )
    if bidding and smudge is None and "game.instant" in has:
        add(
            "top-bid-is-no-smudge",
            ("auction.bids", "game.instant"),
            "the top bid is made below the target: no smudge, so the game goes on",
            ("smudge", "auction"),
            lambda t: t.contract == _max_bid(t.rules) and _made(t) is True and t.winner is None,
        )
    if smudge is not None:
        add(
            "smudge-made",
            ("auction.smudge", "scoring.contract"),
            "a smudge is bid and made",
            ("smudge",),
            _smudge_made,
        )
        for point in rules.points:
            if isinstance(point.select, model.TrumpCard):
                add(
                    f"smudge-without-the-{_kebab(point.id)}",
                    ("scoring.contract", point_rule(point.id)),
                    f"a smudge with the {point.id} card not in play cannot be made",
                    ("smudge", "point ID"),
                    _bound(
                        point,
                        lambda t, p: (
                            t.contract == _smudge_bid(t.rules)
                            and _made(t) is False
                            and (card := t.point_card(p)) is not None
                            and not t.in_play(card)
                        ),
                    ),
                )
        assert auction is not None and auction.smudge is not None
        if auction.smudge.set_loses:
            add(
                "smudge-set-loses-the-game",
                ("auction.smudge", "game.instant"),
                "a smudge is bid and set: the other side wins the game at once, whatever "
                "the scores",
                ("smudge",),
                lambda t: (
                    t.contract == _smudge_bid(t.rules)
                    and _made(t) is False
                    and t.winner is not None
                    and t.winner != _pitcher_side(t)
                    and _below_target_after(t, t.winner)
                ),
            )
        if auction.smudge.set_counts > 1:
            add(
                "smudge-set-counts-setbacks",
                ("scoring.setbacks", "auction.smudge"),
                f"a smudge is bid and set: it counts as {auction.smudge.set_counts} set-backs",
                ("smudge",),
                lambda t: t.contract == _smudge_bid(t.rules) and _made(t) is False,
            )
        # Where a point is for taking every trick, every point means every trick.
        slam = any(isinstance(point.select, model.EveryTrick) for point in rules.points)
        (_skip if slam else add)(
            "smudge-loses-a-trick",
            ("auction.smudge", "scoring.contract"),
            "the smudging side takes every point but loses a trick",
            ("smudge",),
            lambda t: (
                t.contract == _smudge_bid(t.rules)
                and _one_side_took_every_point(t) == _pitcher_side(t)
                and any(t.side(tr["winner"]) != _pitcher_side(t) for tr in t.expect["tricks"])
            ),
        )

    # 7: winning
    add(
        "target-reached",
        ("game.target", "game.one_winner"),
        "a side reaches the target and wins",
        ("target",),
        lambda t: t.winner is not None and bool(_reached(t)),
    )
    add(
        "target-missed-by-one",
        ("game.target",),
        "a side ends the hand one point short of the target: the game goes on",
        ("target",),
        lambda t: (
            t.played
            and t.winner is None
            and any(t.side_progress_after(s) == t.rules.game.target - 1 for s in range(t.sides))
        ),
    )
    if smudge is not None:
        add(
            "smudge-wins-the-game",
            ("game.instant",),
            "a smudge made from a score of one or more, below the target",
            ("smudge",),
            lambda t: (
                _smudge_made(t)
                and t.side_progress_before(t.side(t.pitcher or 0)) > 0
                and _below_target_after(t, t.side(t.pitcher or 0))
            ),
        )
        add(
            "smudge-made-from-the-hole",
            ("scoring.hole", "game.instant"),
            "a smudge made by a pitcher in the hole",
            ("smudge",),
            lambda t: (
                _smudge_made(t)
                and t.side_progress_before(t.side(t.pitcher or 0)) < 0
                and _below_target_after(t, t.side(t.pitcher or 0))
            ),
        )
        add(
            "smudge-made-from-zero",
            ("scoring.hole", "game.instant"),
            "a smudge made by a pitcher at exactly zero, who is not in the hole",
            ("smudge",),
            lambda t: (
                _smudge_made(t)
                and t.side_progress_before(t.side(t.pitcher or 0)) == 0
                and _below_target_after(t, t.side(t.pitcher or 0))
            ),
        )
    if "game.instant" in has and not capturing:
        add(
            "all-points-without-a-smudge",
            ("game.instant",),
            "a side takes every point without a smudge, below the target",
            ("instant win",),
            lambda t: (
                (side := _one_side_took_every_point(t)) is not None
                and (smudge is None or t.contract != smudge)
                and _below_target_after(t, side)
            ),
        )
    if any(point.at_once for point in rules.points):
        add(
            "won-in-the-play",
            ("game.at_once",),
            "a point scored the moment its card is taken brings a side to the target: "
            "the game ends in the middle of the hand",
            ("target", "point ID"),
            lambda t: (
                t.complete
                and t.won_by == "at_once"
                and 0 < len(t.expect.get("tricks", [])) < t.rules.deal.hand_size
            ),
        )
    if rules.game.going_out:
        hand_size = rules.hand_at_play
        add(
            "gone-out-in-the-play",
            ("game.going_out",),
            "the points certain to be the pitcher's side's make its bid and reach the target "
            "before the last trick: the game ends in the middle of the hand",
            ("going out",),
            lambda t: (
                t.complete
                and t.won_by == "going_out"
                and 0 < len(t.expect.get("tricks", [])) < hand_size
            ),
        )
        add(
            "out-only-at-the-end",
            ("game.going_out", "game.target"),
            "the pitcher's side reaches the target only with the hand's last points: every "
            "trick is played, and the game ends at the end of the hand",
            ("going out",),
            lambda t: (
                t.played
                and t.pitcher is not None
                and t.winner == t.side(t.pitcher)
                and t.expect.get("made") is True
            ),
        )
    if rules.game.count_out.mode == "in_order" and bidding:
        add(
            "count-out-pitcher-first",
            ("game.count_out", "game.one_winner"),
            "the pitcher makes the bid and reaches the target with another side: "
            "the pitcher's points count first",
            ("count out",),
            lambda t: t.won_by == "pitcher_first" and t.winner_without_pitcher_first() != t.winner,
        )
    # With two sides and the pitcher counting first, a pitcher who reaches the target
    # always wins, so only a side without the contract can count out by the order.
    two_sides = most_sides < 3
    # Sides reach the target together only by points counted at the end of the hand.
    at_the_end = [point for point in rules.points if not point.at_once]
    if (
        not (two_sides and rules.game.count_out.pitcher_first and bidding)
        and len(at_the_end) > 1
        and rules.game.count_out.mode not in ("none", "higher_score")  # it has cases of its own
    ):
        add(
            "count-out-by-order",
            ("game.count_out", "game.one_winner"),
            "two sides reach the target: the order of the points, not the higher score, decides",
            ("count out",),
            _decided_by_order,
        )

    if rules.game.count_out.mode == "higher_score" and bidding:
        add(
            "count-out-higher-score",
            ("game.count_out", "game.one_winner"),
            "two sides reach the target: the higher score wins, where the order of the "
            "points would have named another side",
            ("count out",),
            _decided_by_higher_score,
        )
        add(
            "count-out-higher-score-tie-to-pitcher",
            ("game.count_out", "game.one_winner"),
            "sides reach the target level at the top, the pitcher's side among them: it wins",
            ("count out",),
            lambda t: (
                t.won_by == "higher_score"
                and len(_top_of_reached(t)) > 1
                and t.winner == t.side(t.pitcher if t.pitcher is not None else -1)
            ),
        )
        if most_sides > 2:  # with two sides level at the top, the pitcher's is one of them
            add(
                "count-out-higher-score-tie-by-order",
                ("game.count_out", "game.one_winner"),
                "sides other than the pitcher's reach the target level at the top: the "
                "order of the points decides between them",
                ("count out",),
                lambda t: (
                    t.won_by == "count_out"
                    and len(_top_of_reached(t)) > 1
                    and t.winner in _top_of_reached(t)
                    and t.side(t.pitcher if t.pitcher is not None else -1) not in _top_of_reached(t)
                ),
            )

    # 8: settlement
    if rules.settlement is not None:
        add(
            "payouts-settled",
            ("settle.net",),
            "the game ends: every losing player pays the winner",
            (),
            lambda t: bool(_losers(t)),
        )
        add(
            "payout-from-positive",
            ("settle.chips",),
            "a loser with a score of one or more pays the single rate",
            ("settle",),
            lambda t: any(p >= 1 for p in _loser_progress(t)),
        )
        add(
            "payout-from-zero",
            ("settle.chips",),
            "a loser at exactly zero pays the double rate",
            ("settle",),
            lambda t: any(p == 0 for p in _loser_progress(t)),
        )
        add(
            "payout-from-the-hole",
            ("settle.chips",),
            "a loser in the hole pays the double rate",
            ("settle",),
            lambda t: any(p < 0 for p in _loser_progress(t)),
        )
    if rules.settlement is not None and rules.settlement.smudge_double:
        add(
            "payout-after-a-smudge",
            ("settle.chips", "game.instant"),
            "a smudge decides the game at once: every payment is doubled",
            ("smudge chips",),
            lambda t: t.won_by == "smudge" and bool(_losers(t)),
        )
    if "settle.setbacks" in has:
        add(
            "payout-with-set-backs",
            ("settle.setbacks",),
            "a loser who was set back during the game settles",
            ("set-back chips",),
            lambda t: any(t.expect["setbacks"][seat] > 0 for seat in _losers(t)),
        )

    numbers = dict(rules.numbers)
    for case in cases:
        missing = [rule for rule in case.rules if rule not in numbers]
        assert not missing, f"case {case.id} cites rules the variant does not have: {missing}"
        unknown = [key for key in case.settings if key not in BY_KEY]
        assert not unknown, f"case {case.id} names settings that do not exist: {unknown}"
    return cases


def _turn_up_cases(rules: Rules, add: Add, gifts: tuple[str, ...], most_sides: int) -> None:
    """The turn-up, begging, running the cards and discarding: sections 2 to 4 of the
    turn-up line's rulebook."""
    begging = rules.begging
    gift_ids = [p.id for p in rules.points if isinstance(p.select, model.Gift)]
    turn_points = [p for p in rules.points if isinstance(p.select, model.TurnedUp)]
    if begging is not None:
        add(
            "eldest-stands",
            ("beg.eldest", "beg.stand", "trump.turn_up"),
            "eldest stands: the suit turned up is trump and the play begins",
            ("begging", "trump"),
            lambda t: t.played and _answered(t, "stand"),
        )
        if gifts:
            add(
                "dealer-gives",
                ("beg.beg", *gifts, "points.before_play"),
                "eldest begs and the dealer gives: the gift scores before the play, and the "
                "suit turned up is trump",
                ("begging", "point ID"),
                lambda t: t.played and _answered(t, "give"),
            )
        if gifts and most_sides >= 3:
            add(
                "gift-to-each-opponent",
                gifts,
                "with three sides the gift scores for both sides but the dealer's",
                ("begging", "players"),
                lambda t: t.complete and any(len(t.credited(g)) >= 2 for g in gift_ids),
            )
        if gifts and begging.gift_limit:
            add(
                "gift-refused-near-the-target",
                ("beg.gift_limit",),
                "the gift would bring a side to the target: the dealer may only run the cards",
                ("begging", "target"),
                lambda t: any(
                    b.begged and b.is_dealer and b.legal == ("run",) and t.accepted(b.index)
                    for b in t.begs
                ),
            )
        elif gifts:
            add(
                "gift-wins-the-game",
                (*gifts, "game.at_once"),
                "the dealer gives, and the gift brings a side to the target: it wins at once",
                ("begging", "target"),
                lambda t: (
                    t.complete
                    and _answered(t, "give")
                    and t.won_by == "at_once"
                    and not t.expect.get("tricks")
                ),
            )
        add(
            "run-to-a-new-suit",
            ("beg.run",),
            "the dealer runs the cards: the next card turned up is of another suit, and "
            "that suit is trump",
            ("running the cards",),
            lambda t: t.complete and t.runs == 1 and not t.set_aside and t.trump is not None,
        )
        add(
            "run-again-on-the-same-suit",
            ("beg.run", "beg.run_again"),
            "a run turns up the refused suit again: the card is set aside and the cards "
            "are run again",
            ("running the cards",),
            lambda t: t.complete and bool(t.set_aside) and t.trump is not None,
        )
        add(
            "cards-bunched",
            ("beg.run", "beg.run_again", "beg.bunch"),
            "a run is due and the stock is too short for it: the cards are bunched, the "
            "hand is not played and the same dealer deals again",
            ("running the cards",),
            lambda t: t.complete and t.redeal,
        )
    for point in turn_points:
        name, rule = _kebab(point.id), point_rule(point.id)
        add(
            f"{name}-at-the-deal",
            (rule, "points.before_play"),
            f"the card turned up at the deal scores {point.id} for the dealer's side",
            ("point ID",),
            _bound(
                point,
                lambda t, p: (
                    t.played and bool(t.turnups) and _scores_when_turned(p, t.turnups[0][0])
                ),
            ),
        )
        add(
            f"{name}-wins-at-once",
            (rule, "game.at_once"),
            f"{point.id} at the deal brings the dealer's side to the target: the game is "
            "over before anyone acts",
            ("point ID", "target"),
            lambda t: t.complete and not t.record["steps"] and t.won_by == "at_once",
        )
        if begging is None:
            continue
        add(
            f"{name}-by-a-run",
            ("beg.run", rule),
            f"the card a run turns up for the new suit scores {point.id} again",
            ("point ID", "running the cards"),
            _bound(
                point,
                lambda t, p: (
                    t.complete
                    and t.runs > 0
                    and (card := t.trump_turnup) is not None
                    and card != t.turnups[0][0]
                    and _scores_when_turned(p, card)
                ),
            ),
        )
        add(
            f"{name}-set-aside",
            ("beg.run_again", rule),
            f"a card that would score {point.id} is turned up in the refused suit: it is "
            "set aside and scores nothing",
            ("point ID", "running the cards"),
            _bound(
                point,
                lambda t, p: t.complete and any(_scores_when_turned(p, c) for c in t.set_aside),
            ),
        )
        add(
            f"bunched-after-{name}",
            ("beg.bunch", rule),
            f"the cards are bunched after {point.id} scored at the deal: the point stands",
            ("point ID", "running the cards"),
            _bound(
                point,
                lambda t, p: t.complete and t.redeal and any(s[0] == p.id for s in t.at_once),
            ),
        )
    if begging is not None and begging.discard_to is not None:
        add(
            "discards-after-a-run",
            ("discard.after_run",),
            f"after a run each player discards down to {begging.discard_to} cards, eldest "
            "first, before the play",
            ("after running",),
            lambda t: t.played and bool(t.discards),
        )
        add(
            "discarded-trump-not-in-play",
            ("discard.out_of_play", "points.in_play_only"),
            "a trump discarded after a run would have changed High, Low or Jack: it counts "
            "for none of them",
            ("after running", "point ID"),
            lambda t: t.played and any(_would_score(t, card) for card in t.discarded),
        )
    if rules.trump.kind == "turn_up":
        add(
            "turned-up-trump-not-in-play",
            ("deal.in_play", "points.in_play_only"),
            "the card turned up for trump would have been High, Low or Jack: it is never in play",
            ("trump", "point ID"),
            lambda t: t.played and (card := t.trump_turnup) is not None and _would_score(t, card),
        )


def _named_cases(rules: Rules, add: Add) -> None:
    """Naming trump, the discards and the refill: sections 3 and 4 of the Pedro line's
    rulebook."""
    left = rules.play.first_lead == "left_of_maker"
    add(
        "high-bidder-names-trump",
        ("trump.named", "play.maker_leads"),
        "the high bidder names trump, and "
        + ("the player on its left leads" if left else "leads")
        + " to the first trick",
        ("trump", "first lead") if left else ("trump",),
        lambda t: (
            t.played
            and t.pitcher is not None
            and any(n.seat == n.to_act and n.seat == t.pitcher for n in t.names)
            and t.plays[0].seat == ((t.pitcher + t.turn) % t.players if left else t.pitcher)
        ),
    )
    refill = rules.refill
    if refill is None:
        _discard_down_cases(rules, add)
        return
    keep = refill.hand_size
    robber, robber_id = _robber_words(rules)
    if refill.trumps_too:
        add(
            "trump-discarded-before-the-draw",
            ("draw.discard",),
            f"{_a_player_but(robber)} holding no more than {keep} trumps discards a trump: "
            f"any {refill.at_most} cards may go, trumps too",
            ("discard and draw",),
            lambda t: any(
                not d.is_robber
                and d.card is not None
                and t.accepted(d.index)
                and t.suit(d.card, d.trump) == d.trump
                and t.trumps_held(d.hand, d.trump) <= keep
                for d in t.discards
            ),
        )
    # a player with only plain cards to discard (not where trumps may go too)
    add_plain = _skip if refill.trumps_too else add
    add_plain(
        "discard-every-plain-card",
        ("draw.discard",),
        f"{_a_player_but(robber)} discards every plain card and keeps every trump; "
        "`done` is then the only action",
        ("discard and draw",),
        lambda t: any(
            not d.is_robber
            and d.legal == ("done",)
            and 0 < t.trumps_held(d.hand, d.trump) == len(d.hand)
            and any(e.seat == d.seat and e.card is not None for e in t.discards)
            for d in t.discards
        ),
    )
    add_plain(
        "discard-trumps-down-to-the-hand-size",
        ("draw.discard",),
        f"{_a_player_but(robber)} holding more than {keep} trumps discards trumps "
        f"until {keep} remain",
        ("discard and draw",),
        lambda t: any(
            not d.is_robber
            and d.card is not None
            and t.accepted(d.index)
            and t.suit(d.card, d.trump) == d.trump
            for d in t.discards
        ),
    )
    add(
        "dealt-back-from-the-stock",
        ("draw.refill",),
        f"the dealer deals each other player back to {keep} cards from the stock, from "
        "the dealer's left"
        if robber == "the dealer"
        else f"the dealer deals each player back to {keep} cards from the stock, from the "
        "dealer's left, the dealer last"
        if robber == "no one"
        else f"the dealer deals each player but {robber} back to {keep} cards from the "
        "stock, from the dealer's left",
        ("discard and draw",),
        lambda t: t.played and t.drawn > len(t.robbed) and not t.redealt,
    )
    add(
        "dealt-from-the-discards",
        ("draw.refill", "draw.from_discards"),
        f"the stock runs out while the dealer deals the players but {robber} back: the "
        "dealer goes on from their discards, in the order they were made"
        if robber != "the dealer"
        else "the stock runs out while the dealer deals the others back: the dealer goes on "
        "from their discards, in the order they were made",
        ("discard and draw",),
        lambda t: t.played and bool(t.redealt),
    )
    if "draw.rob" in dict(
        rules.numbers
    ):  # where nobody robs the pack, everyone discards and draws alike
        add(
            f"{robber_id}-robs-the-pack",
            ("draw.rob",),
            f"{robber} takes every card left in the stock, then discards down to {keep}"
            + ("" if robber == "the dealer" else ": the high bidder, not the dealer"),
            ("discard and draw",),
            lambda t: (
                t.played and bool(t.robbed) and (robber == "the dealer" or t.robber != t.dealer)
            ),
        )
    if robber == "the high bidder":
        _high_bidder_robs_cases(rules, add)
    if refill.partner_may_rob:
        add(
            "pack-passed-to-the-partner",
            ("draw.rob",),
            "the high bidder passes the pack unseen to the partner (`partner`): the partner "
            f"robs it and discards down to {keep}, then the high bidder discards down",
            ("discard and draw",),
            lambda t: (
                t.played and any(d.action == "partner" and t.accepted(d.index) for d in t.discards)
            ),
        )
        add(
            "high-bidder-keeps-the-pack",
            ("draw.rob",),
            "offered the choice, the high bidder robs the pack itself (`rob`)",
            ("discard and draw",),
            lambda t: (
                t.played and any(d.action == "rob" and t.accepted(d.index) for d in t.discards)
            ),
        )
    if refill.keep_points:
        _keep_points_cases(add, keep)
    add_robbing = add if "draw.rob" in dict(rules.numbers) else _skip
    add_robbing(
        f"{robber_id}-discards-a-trump",
        ("draw.rob",),
        f"{robber}, holding no more than {keep} trumps, discards a trump: {robber} "
        "may discard any card",
        ("discard and draw",),
        lambda t: any(
            d.is_robber
            and d.card is not None
            and t.accepted(d.index)
            and t.suit(d.card, d.trump) == d.trump
            and t.trumps_held(d.hand, d.trump) <= keep
            for d in t.discards
        ),
    )


def _discard_down_cases(rules: Rules, add: Add) -> None:
    """Taking the kitty (or each player a packet) once trump is named, then discarding down
    to the hand size: plain cards first, where the variant says so (Smear)."""
    down = getattr(rules, "discard_down", None)
    if down is None:
        return
    keep = down.down_to
    if down.kitty and down.each:
        add(
            "each-takes-a-packet",
            ("kitty.take",),
            f"once trump is named each player takes its packet of {down.kitty} into hand",
            ("kitty",),
            lambda t: t.played and t.drawn == down.kitty * t.players,
        )
    elif down.kitty and getattr(down, "before_naming", False):
        add(
            "maker-sees-the-widow-before-naming",
            ("kitty.take",),
            f"as the auction ends the high bidder takes the widow, the {down.kitty} cards at "
            "the top of the stock, and discards down before naming trump",
            ("kitty",),
            lambda t: (
                t.played
                and bool(t.discards)
                and t.discards[0].seat == t.pitcher
                and t.discards[0].trump is None
                and all(
                    t.holder.get(card) == t.pitcher
                    for card in t.record.get("stock", [])[: down.kitty]
                )
            ),
        )
    elif down.kitty:
        add(
            "maker-takes-the-kitty",
            ("kitty.take",),
            f"once trump is named the high bidder takes the kitty, the {down.kitty} cards "
            "at the top of the stock",
            ("kitty",),
            lambda t: (
                t.played
                and t.drawn == down.kitty
                and all(
                    t.holder.get(card) == t.pitcher
                    for card in t.record.get("stock", [])[: down.kitty]
                )
            ),
        )
    add(
        "discard-down-to-the-hand-size",
        ("draw.down",),
        f"from the high bidder in turn, each player holding more than {keep} cards "
        f"discards down to {keep}; the last discard ends the turn",
        ("kitty",),
        lambda t: (
            t.played
            and bool(t.discards)
            and t.discards[0].seat == t.pitcher
            and all(t.accepted(d.index) for d in t.discards)
        ),
    )
    if down.plain_first:
        add(
            "trump-discarded-only-without-a-plain-card",
            ("draw.down",),
            "a player holding only trumps, more than the hand size, discards a trump",
            ("kitty",),
            lambda t: any(
                d.card is not None
                and t.accepted(d.index)
                and t.trumps_held(d.hand, d.trump) == len(d.hand) > keep
                for d in t.discards
            ),
        )


def _robber_words(rules: Rules) -> tuple[str, str]:
    """Who robs the pack in a refill, in words and in a case id: the dealer, the high
    bidder, or no one (everyone discards and draws)."""
    robber = rules.refill.robber if rules.refill is not None else "dealer"
    if robber == "pitcher":
        return "the high bidder", "high-bidder"
    return ("no one", "no-one") if robber == "none" else ("the dealer", "dealer")


def _a_player_but(robber: str) -> str:
    """ "a player other than the dealer" (the robber); "a player" where no one robs."""
    return "a player" if robber == "no one" else f"a player other than {robber}"


def _high_bidder_robs_cases(rules: Rules, add: Add) -> None:
    """The high bidder, not the dealer, robs the pack (Ten-Point Pitch): the dealer
    discards and is dealt back like the others, last of them; a partner of the dealer who
    is the high bidder robs, the dealer not."""
    add(
        "dealer-discards-like-the-others",
        ("draw.discard", "draw.refill"),
        "the dealer, not the high bidder, discards every plain card and is dealt back, "
        "the last of the players but the high bidder",
        ("discard and draw",),
        lambda t: (
            t.played
            and t.robber != t.dealer
            and any(d.is_dealer and d.card is not None and t.accepted(d.index) for d in t.discards)
            and bool(t.robbed)
        ),
    )
    if rules.table.partnership_size > 1:
        add(
            "dealers-partner-robs-the-pack",
            ("draw.rob", "table.sides"),
            "the dealer's partner is the high bidder: the partner robs the pack, and the "
            "dealer discards and is dealt back",
            ("discard and draw", "players"),
            lambda t: (
                t.played
                and t.robber is not None
                and t.robber != t.dealer
                and t.side(t.robber) == t.side(t.dealer)
                and bool(t.robbed)
            ),
        )


def _two_jokers_cases(rules: Rules, add: Add) -> None:
    """Two jokers ranked among the trumps just above a natural trump (Ten-Point Pitch's
    high and low joker above the ten): the higher one beats the lower, both beat the trump
    they rank above, and the card of trump's colour, ranked higher, beats both."""
    jokers = [joker for joker in rules.pack.jokers if joker.rank == "above"]
    if len(jokers) < 2:
        return
    high, low = jokers[0], jokers[1]  # as the pack lists them: the high one first
    sections = ("table.pack", "play.trick")

    def wins_over(t: Trace, trick: dict[str, Any], winner: str, losers: set[str]) -> bool:
        """`winner` and one of `losers` are in the trick, and `winner` takes it."""
        cards = trick["cards"]
        return (
            winner in cards
            and bool(losers & set(cards))
            and t.played_by.get(winner) == trick["winner"]
        )

    def tricks(t: Trace) -> list[dict[str, Any]]:
        return list(t.expect.get("tricks", [])) if t.played else []

    add(
        "high-joker-beats-low-joker",
        sections,
        f"the high joker ({high.code}) and the low joker ({low.code}) are in one trick: "
        "the high joker wins it",
        ("pack", "joker"),
        lambda t: any(wins_over(t, tr, high.code, {low.code}) for tr in tricks(t)),
    )
    add(
        "jokers-beat-the-trump-below",
        sections,
        f"a joker and the {high.above} of trumps, the trump just below the jokers, are in "
        "one trick: the joker wins it",
        ("pack", "joker"),
        lambda t: any(
            t.trump is not None
            and wins_over(t, tr, joker.code, {f"{joker.above}{t.trump}"})
            and not any(other.code in tr["cards"] for other in jokers if other != joker)
            for tr in tricks(t)
            for joker in jokers
        ),
    )
    same = rules.pack.same_colour
    ranks = rules.pack.ranks
    if same is not None and ranks.index(same.below) < ranks.index(high.above):
        add(
            "same-colour-beats-the-jokers",
            ("trump.same_colour", *sections),
            "the card of trump's colour that joins trump and a joker are in one trick: the "
            "card of trump's colour, ranked above the jokers, wins it",
            ("same colour", "joker"),
            lambda t: any(
                (card := t.same_colour_card()) is not None
                and wins_over(t, tr, card, {joker.code for joker in jokers})
                for tr in tricks(t)
            ),
        )


def _trumps_only_cases(rules: Rules, add: Add) -> None:
    """Only trumps are played (Pidro): a trick is one trump from each player still
    holding one, in turn from its leader; a player without a trump is passed over (goes
    cold); the lead passes from a cold winner to the first player on their left with a
    trump; and the hand ends when nobody holds one, the plain cards left in hand unplayed."""
    size = rules.refill.hand_size if rules.refill is not None else rules.deal.hand_size

    def leads_a_trump_only(t: Trace, p: PlayStep) -> bool:
        """A leader holding trumps and plain cards, whose every legal card is a trump."""
        plays = [a[5:] for a in p.legal if a.startswith("play ")]
        return (
            not p.trick
            and _holds_suit(t, p.hand, p.trump, p.trump)
            and any(t.suit(c, p.trump) != p.trump for c in p.hand)
            and bool(plays)
            and all(t.suit(c, p.trump) == p.trump for c in plays)
        )

    add(
        "only-trumps-are-led",
        ("play.trumps_only",),
        "a leader holding trumps and plain cards may lead only a trump",
        ("cards played",),
        lambda t: any(leads_a_trump_only(t, p) for p in t.plays),
    )
    add(
        "cold-player-passed-over",
        ("play.trumps_only", "table.seats"),
        "a player without a trump is passed over: the trick goes on with the next player "
        "who holds one, and has fewer cards than players",
        ("cards played",),
        lambda t: any(
            bool(p.trick)
            and p.seat == p.to_act
            and t.accepted(p.index)
            and p.seat != (p.trick[-1][0] + t.turn) % t.players
            for p in t.plays
        ),
    )
    add(
        "lead-passes-from-a-cold-winner",
        ("play.trumps_only", "play.trick"),
        "the winner of a trick holds no trump: the next trick is led by the first player "
        "on their left who holds one",
        ("cards played", "turn"),
        lambda t: any(
            b["leader"] != a["winner"]
            for a, b in zip(
                t.expect.get("tricks", []), t.expect.get("tricks", [])[1:], strict=False
            )
        ),
    )
    add(
        "hand-ends-when-trumps-run-out",
        ("play.trumps_only", "play.all_tricks"),
        f"nobody holds a trump: the hand ends before {size} tricks, and the plain cards "
        "left in hand are never played",
        ("cards played",),
        lambda t: t.played and len(t.expect.get("tricks", [])) < size,
    )


def _keep_points_cases(add: Add, keep: int) -> None:
    """No card a point is about may be discarded (Pidro): a player holding more than the
    hand keeps kills only trumps that score nothing, and the dealer, robbing the pack,
    keeps every point's card."""

    def kills_around_a_point(t: Trace, d: DiscardStep) -> bool:
        """A player other than the dealer, holding too many trumps, a point's card among
        them, who may kill some trumps but not that card."""
        points = t.point_cards() & set(d.hand)
        return (
            not d.is_robber
            and t.trumps_held(d.hand, d.trump) > keep
            and bool(points)
            and not any(f"discard {card}" in d.legal for card in points)
            and any(a.startswith("discard ") and t.suit(a[8:], d.trump) == d.trump for a in d.legal)
        )

    add(
        "kill-excess-trumps-but-no-point",
        ("draw.discard",),
        f"a player other than the dealer holding more than {keep} trumps kills trumps down "
        f"to {keep}, but may not kill one that scores a point",
        ("discard and draw",),
        lambda t: any(kills_around_a_point(t, d) and t.accepted(d.index) for d in t.discards),
    )
    add(
        "dealer-keeps-the-point-cards",
        ("draw.rob",),
        f"the dealer, robbing the pack, discards down to {keep} but may not discard a card "
        "that scores a point",
        ("discard and draw",),
        lambda t: any(
            d.is_robber
            and len(d.hand) > keep
            and bool(points := t.point_cards() & set(d.hand))
            and not any(f"discard {card}" in d.legal for card in points)
            and t.accepted(d.index)
            for d in t.discards
        ),
    )


def _same_colour_cases(add: Add, trumps_only: bool) -> None:
    """The card of trump's colour that joins trump (Cinch's Left Pedro): it follows, is
    followed and wins as a trump, and no longer as a card of its printed suit (where only
    trumps are played, its printed suit is never led)."""

    def holds_it_only(t: Trace, p: PlayStep) -> bool:
        """The player's only trump is that card, and it holds others."""
        card = t.same_colour_card()
        return (
            card in p.hand
            and len(p.hand) > 1
            and not any(c != card and t.suit(c, p.trump) == p.trump for c in p.hand)
        )

    add(
        "same-colour-follows-a-trump-lead",
        ("play.suits", "play.trump_lead"),
        "on a trump lead, a player whose only trump is the card of trump's colour must play it",
        ("same colour", "on a trump lead"),
        lambda t: any(_trump_led(t, p) and holds_it_only(t, p) for p in t.plays),
    )
    add(
        "same-colour-led-is-a-trump-lead",
        ("play.suits", "play.trump_lead"),
        "the card of trump's colour is led: a player holding a trump and cards of its "
        "printed suit must play a trump",
        ("same colour", "on a trump lead"),
        lambda t: any(
            bool(p.trick)
            and (card := t.same_colour_card()) == p.trick[0][1]
            and _holds_suit(t, p.hand, p.trump, p.trump)
            and any(c[1:] == card[1:] and c != card for c in p.hand)
            for p in t.plays
        ),
    )
    if not trumps_only:  # its printed suit led
        add(
            "same-colour-is-not-of-its-suit",
            ("play.suits", "play.plain_lead"),
            "its printed suit is led: a player whose only card of that suit is the card of "
            "trump's colour does not hold the suit led",
            ("same colour", "on a plain lead", "when void"),
            lambda t: any(
                (card := t.same_colour_card()) in p.hand
                and _lead_suit(t, p) == card[1:]
                and not _holds_suit(t, p.hand, card[1:], p.trump)
                and any(t.suit(c, p.trump) not in (p.trump, card[1:]) for c in p.hand)
                for p in t.plays
            ),
        )

        def wins_its_printed_suit(t: Trace, trick: dict[str, Any]) -> bool:
            """The card of trump's colour is played to a lead of its printed suit and wins."""
            card = t.same_colour_card()
            cards = trick["cards"]
            return (
                card is not None
                and card in cards[1:]
                and t.suit(cards[0], t.trump) == card[1:]
                and t.played_by.get(card) == trick["winner"]
            )

        add(
            "same-colour-wins-its-printed-suit",
            ("play.suits", "play.trick"),
            "the card of trump's colour, played to a lead of its printed suit, wins the trick "
            "as a trump",
            ("same colour",),
            lambda t: any(wins_its_printed_suit(t, tr) for tr in t.expect.get("tricks", [])),
        )

    def below_trumps_own(t: Trace, trick: dict[str, Any]) -> bool:
        """The trick holds the card of trump's colour and the trump it ranks just below,
        which wins it."""
        same = t.rules.pack.same_colour
        card = t.same_colour_card()
        if same is None or card not in trick["cards"]:
            return False
        own = f"{same.below}{t.trump}"
        return own in trick["cards"] and t.played_by.get(own) == trick["winner"]

    add(
        "same-colour-below-the-five",
        ("trump.same_colour", "play.trick"),
        "the card of trump's colour and the trump it ranks just below are in one trick: "
        "the trump of the suit's own wins",
        ("same colour",),
        lambda t: any(below_trumps_own(t, tr) for tr in t.expect.get("tricks", [])),
    )

    def beats_a_lower_trump(t: Trace, trick: dict[str, Any]) -> bool:
        """The card of trump's colour wins a trick that holds another trump."""
        card = t.same_colour_card()
        return (
            card is not None
            and t.played_by.get(card) == trick["winner"]
            and card in trick["cards"]
            and any(c != card and t.is_trump(c) for c in trick["cards"])
        )

    add(
        "same-colour-above-the-lower-trumps",
        ("trump.same_colour", "play.trick"),
        "the card of trump's colour wins a trick over a lower trump",
        ("same colour",),
        lambda t: any(beats_a_lower_trump(t, tr) for tr in t.expect.get("tricks", [])),
    )


def _retake_cases(add: Add) -> None:
    """The top bid taken by a later player bidding it again (Pidro's 14 over 14): after
    it, a later player may only pass or bid it again, and the last to bid it, the dealer
    too, takes the contract."""

    def retaken_by(t: Trace, dealer: bool) -> bool:
        top = _max_bid(t.rules)
        again = [
            b
            for b in t.bids
            if b.bid == b.high_bid == top
            and b.seat == b.to_act
            and t.accepted(b.index)
            and set(b.legal) == {"pass", f"bid {top}"}
        ]
        return (
            t.played
            and bool(again)
            and again[-1].is_dealer == dealer
            and t.pitcher == again[-1].seat
            and t.contract == top
        )

    add(
        "top-bid-retaken",
        ("auction.bids", "auction.retake", "auction.contract"),
        "a later player bids the top bid again, the only bid left, and takes the contract",
        ("auction",),
        lambda t: retaken_by(t, dealer=False),
    )
    add(
        "dealer-retakes-the-top-bid",
        ("auction.privilege", "auction.retake", "auction.contract"),
        "the dealer bids the top bid again and takes the contract, though the dealer has "
        "no privilege",
        ("auction", "dealer's privilege"),
        lambda t: retaken_by(t, dealer=True),
    )


def _difference_cases(add: Add, own_plus_bid: bool) -> None:
    """Scoring by the difference of the two sides' counts, and the set (section 7 of the
    Pedro line's rulebook): the other side scores every point plus the shortfall, or, by
    a house rule, its own points plus the bid."""
    award = "its own points plus the bid" if own_plus_bid else "every point plus the shortfall"
    set_settings = ("contract", "on a set") if own_plus_bid else ("contract",)

    def counts(t: Trace) -> tuple[int, int]:
        """The bidding side's count and the other side's."""
        side = _pitcher_side(t) or 0
        return t.count(side), t.count(1 - side)

    add(
        "made-scores-the-difference",
        ("scoring.difference", "points.count"),
        "the bidding side makes the bid with the higher count and scores the difference",
        ("contract",),
        lambda t: _made(t) is True and counts(t)[0] > counts(t)[1],
    )
    add(
        "made-exactly",
        ("scoring.difference",),
        "the bidding side's count is exactly the bid: the bid is made",
        ("contract",),
        lambda t: _made(t) is True and counts(t)[0] == t.contract,
    )
    add(
        "made-but-outcounted",
        ("scoring.difference", "points.count"),
        "the bidding side makes the bid, but the other side's count is higher: the other "
        "side scores the difference",
        ("contract",),
        lambda t: _made(t) is True and counts(t)[0] < counts(t)[1],
    )
    add(
        "counts-tie",
        ("scoring.difference", "points.count"),
        "the two sides' counts are equal: no one scores",
        ("contract",),
        lambda t: t.played and counts(t)[0] == counts(t)[1],
    )
    add(
        "set",
        ("scoring.set",),
        f"the bidding side falls short: it scores nothing, and the other side scores {award}",
        set_settings,
        lambda t: _made(t) is False,
    )
    add(
        "set-with-a-point-out-of-play",
        ("scoring.set", "points.in_play_only"),
        "the bidding side falls short with a point out of play: the other side "
        + (
            "scores its own points plus the bid, less than every point plus the shortfall"
            if own_plus_bid
            else "still scores every point of the hand plus the shortfall"
        ),
        set_settings,
        lambda t: _made(t) is False and any(side is None for side in t.points.values()),
    )


def _turn_up_point_cases(rules: Rules, add: Add) -> None:
    """The points of the turn-up line that the auction-pitch line states otherwise."""
    add(
        "no-trump-in-play",
        ("points.no_trump",),
        "no trump is played: no one scores High, Low or Jack",
        ("point ID",),
        lambda t: t.played and t.trump is not None and not t.trumps_in_play(),
    )


def _winning_card(t: Trace, trick: dict[str, Any]) -> str | None:
    """The card the winner of a trick played to it (read by who played it, not by its
    place: a trick need not hold a card of every player)."""
    cards: list[str] = trick["cards"]
    return next((card for card in cards if t.played_by.get(card) == trick["winner"]), None)


def _plain_cards_taken(t: Trace, point: model.Point) -> list[str]:
    """The cards of the plain suits of a `PlainCards` point's rank taken in tricks."""
    assert isinstance(point.select, model.PlainCards)
    rank = point.select.rank
    return [c for c in t.capturer if c != JOKER and c[0] == rank and not t.is_trump(c)]


def _table_rules(has: dict[str, str]) -> tuple[str, ...]:
    """The rules a whole hand of any number of players shows about the table and deal."""
    sides = ("table.sides",) if "table.sides" in has else ()
    return (
        "table.players",
        *sides,
        "table.pack",
        "table.card_codes",
        "deal.deal",
        "play.all_tricks",
    )


def _undertrump_refused(t: Trace, p: PlayStep) -> bool:
    """A plain lead trumped, and a player holding a lower trump and another card, who may
    not play the lower trump."""
    lead = _lead_suit(t, p)
    if p.trump is None or lead in (None, p.trump):
        return False
    in_trick = [c for _, c in p.trick if t.suit(c, p.trump) == p.trump]
    if not in_trick:
        return False
    best = min(in_trick, key=t.rank)
    lower = [c for c in p.hand if t.suit(c, p.trump) == p.trump and t.rank(c) > t.rank(best)]
    others = [c for c in p.hand if t.suit(c, p.trump) != p.trump]
    return bool(lower and others) and not any(f"play {c}" in p.legal for c in lower)


def _bound(value: T, test: Callable[[Trace, T], bool]) -> Detector:
    """A detector about one value (a point, a number of players) of the variant."""
    return lambda t: test(t, value)


def _kebab(point_id: str) -> str:
    return point_id.replace("_", "-")


def _leaders(totals: list[int]) -> list[int]:
    best = max(totals)
    return [side for side, total in enumerate(totals) if total == best]


def _count_leaders_with_joker(t: Trace, point: model.Point) -> list[int]:
    """The leaders for a `most_count` point if every joker taken counted as a jack does."""
    totals = t.count_totals(point)
    assert isinstance(point.select, model.MostCount)
    for joker in t.rules.pack.jokers:
        if joker.code in t.capturer:
            totals[t.side(t.capturer[joker.code])] += dict(point.select.counts).get("J", 0)
    return _leaders(totals)


def _broken_by_a_joker(t: Trace, point: model.Point) -> bool:
    """Whether the sides' whole totals tie at the top and a joker's half point leaves one
    side ahead."""
    whole = _leaders(t.count_totals(point, whole=True))
    return len(whole) > 1 and len(_leaders(t.count_totals(point))) == 1


def _count_leaders(t: Trace, point: model.Point) -> list[int] | None:
    """The sides tied for the most counting cards, or None when one side leads."""
    totals = t.count_totals(point)
    best = max(totals)
    leaders = [side for side, total in enumerate(totals) if total == best]
    return leaders if len(leaders) > 1 else None


def _off_suit_higher(t: Trace, trick: dict[str, object]) -> bool:
    cards = trick["cards"]
    assert isinstance(cards, list)
    lead = t.suit(cards[0], t.trump)
    if lead == t.trump or any(t.suit(c, t.trump) == t.trump for c in cards):
        return False
    best = min((c for c in cards if t.suit(c, t.trump) == lead), key=t.rank)
    return any(t.suit(c, t.trump) != lead and t.rank(c) < t.rank(best) for c in cards)


def _decided_by_order(t: Trace) -> bool:
    """Two or more sides reached the target and the engine credited the hand's points in
    order to decide, and the side they named is not the one with the best total."""
    reached = _reached(t)
    if len(reached) < 2 or t.winner is None or t.won_by != "count_out":
        return False
    best = max(t.side_progress_after(s) for s in reached)
    leaders = [s for s in reached if t.side_progress_after(s) == best]
    return len(leaders) == 1 and leaders[0] != t.winner


def _top_of_reached(t: Trace) -> list[int]:
    """The sides that reached the target with the best score of those that did."""
    reached = _reached(t)
    if not reached:
        return []
    best = max(t.side_progress_after(s) for s in reached)
    return [s for s in reached if t.side_progress_after(s) == best]


def _decided_by_higher_score(t: Trace) -> bool:
    """Two or more sides reached the target, one of them alone with the best score won,
    and crediting the hand's points in order would have named another side."""
    if t.won_by != "higher_score" or len(_reached(t)) < 2:
        return False
    top = _top_of_reached(t)
    return top == [t.winner] and t.winner_under_count_out("in_order") != t.winner


def tags_for(
    cases: list[Case], t: Trace, rules: Iterable[str] = ()
) -> tuple[list[Case], list[str]]:
    """The cases a completed record exercises, and its tags: rule numbers (those of its
    cases, of its illegal step, and the ids `rules` the record is known to show), then
    case ids."""
    found = [case for case in cases if case.detect(t)]
    numbers = dict(t.rules.numbers)
    tags: set[str] = {numbers[rule] for case in found for rule in case.rules}
    tags.update(numbers[rule] for rule in rules if rule in numbers)
    if t.error is not None:
        tags.add(t.error["rule"])
    ordered = sorted(tags, key=_rule_key)
    return found, [*ordered, *(case.id for case in found)]


def _rule_key(rule: str) -> tuple[str, int, int]:
    prefix, _, number = rule.rpartition("-")
    major, _, minor = number.partition(".")
    return prefix, int(major), int(minor or 0)
