"""The edge cases a suite can exercise, each tied to rules and settings.

A case is a situation in a hand where a wrong reading of a rule would show: Low taken
by another player, a tie for Game, a smudge made from the hole, the dealer facing a bid.
Each case has a detector that reads a completed record (through a Trace) and says
whether the record exercises it; a record's tags are the cases detected in it and the
numbers of their rules, so a tag is a fact about the record, never a wish of its builder.

Cases name rules by their ids in the rule registry and settings by their keys in the
setting registry. Which cases apply depends on the variant's settings (there is no smudge
case in a game without a smudge), and the cases about points are made for the variant's
own points.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from allfours.conformance.trace import JOKER, BidStep, PlayStep, Trace
from allfours.registry.rules import point_rule
from allfours.registry.settings import BY_KEY
from allfours.runtime import model
from allfours.runtime.model import Rules

Detector = Callable[[Trace], bool]
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Case:
    id: str
    rules: tuple[str, ...]  # the ids of the rules it shows, e.g. "points.low"
    summary: str
    settings: tuple[str, ...]  # the keys (in the setting registry) of the settings it shows
    detect: Detector
    illegal: bool = False


def _smudge_bid(rules: Rules) -> int | None:
    auction = rules.auction
    return auction.smudge.bid if auction and auction.smudge else None


def _min_bid(rules: Rules) -> int:
    return rules.auction.min_bid if rules.auction else 0


def _max_bid(rules: Rules) -> int:
    return rules.auction.max_bid if rules.auction else 0


def _rules_of(rules: Rules, kind: type) -> tuple[str, ...]:
    """The rules of the points of one kind (the highest trump, ...)."""
    return tuple(point_rule(p.id) for p in rules.points if isinstance(p.select, kind))


# -- small readings of a trace ---------------------------------------------------------


def _bid_at(t: Trace, index: int | None) -> BidStep | None:
    return next((b for b in [*t.bids, *t.sale] if b.index == index), None)


def _play_at(t: Trace, index: int | None) -> PlayStep | None:
    return next((p for p in t.plays if p.index == index), None)


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
    credited = set(t.points.values())
    if t.played and len(credited) == 1 and None not in credited:
        side = credited.pop()
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

    def illegal(case_id: str, sections: tuple[str, ...], summary: str, detect: Detector) -> None:
        numbers = tuple(dict.fromkeys((*sections, "errors.refused")))
        cases.append(Case(case_id, numbers, summary, (), detect, illegal=True))

    auction = rules.auction
    bidding = auction is not None
    once_around = auction is not None and auction.kind == "once_around"
    sells = auction is not None and auction.kind == "sell"
    smudge = _smudge_bid(rules)
    # The rule that gives the dealer a privilege, or, where the pitch is sold, the sale's.
    dealer_rule = "auction.sale" if sells else "auction.privilege"
    highest = _rules_of(rules, model.HighestTrump)
    lowest = _rules_of(rules, model.LowestTrump)

    # 1, 2: players, pack, deal
    for n in range(rules.table.players_min, rules.table.players_max + 1):
        add(
            f"players-{n}",
            ("table.players", "table.pack", "table.card_codes", "deal.deal", "play.all_tricks"),
            f"a whole hand for {n} players",
            ("players", "deal", "pack"),
            _bound(n, lambda t, n: t.players == n and t.played),
        )
    if bidding:
        add(
            "high-bidder-pitches",
            ("auction.order", "auction.contract"),
            "two or more bids are made: the last and highest bidder pitches",
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
            ("table.players", "points.made", "scoring.others"),
            "a point won by the higher seat of a side is scored by the whole side",
            ("players",),
            lambda t: (
                t.played and bool(t.trumps_in_play()) and t.holder[t.trumps_in_play()[0]] >= t.sides
            ),
        )
    if rules.pack.jokers:
        add(
            "joker-pitched",
            ("play.pitch",),
            "the joker is the first card pitched and names its trump suit",
            ("pack", "joker"),
            lambda t: bool(t.plays) and t.plays[0].card == JOKER and t.accepted(t.plays[0].index),
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
        add(
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
    if once_around:
        add(
            "everyone-passes-to-the-dealer",
            ("auction.all_pass",),
            "everyone before the dealer passes",
            ("if everyone passes",),
            lambda t: any(b.is_dealer and b.high_bid == 0 for b in t.bids),
        )
        assert auction is not None
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
    if not bidding:
        add(
            "no-auction",
            ("auction.order", "play.pitch", "scoring.contract", "scoring.setbacks", "game.instant"),
            "no bidding: the player left of the dealer pitches without a contract",
            ("auction",),
            lambda t: t.played and t.pitcher == t.eldest,
        )

    # 4: the play
    add(
        "pitch-names-trump",
        ("play.pitch",),
        "the pitcher leads and the first card names trump",
        ("trump",),
        lambda t: bool(t.plays) and t.accepted(t.plays[0].index) and t.trump is not None,
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
    add(
        "plain-trick-trumped",
        ("play.trick",),
        "a trick led in a plain suit is won by a trump",
        (),
        lambda t: any(
            t.suit(tr["cards"][0], t.trump) != t.trump
            and tr["winner"] != tr["leader"]
            and t.suit(tr["cards"][(tr["winner"] - tr["leader"]) % t.players], t.trump) == t.trump
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
        ("table.seats", "play.trick"),
        "a trick won by a player other than its leader: the winner leads next",
        (),
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
        elif isinstance(point.select, model.TrumpCard | model.JokerCard):
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
            add(
                f"{_kebab(point.id)}-not-dealt",
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
        elif isinstance(point.select, model.MostCount):
            if rules.pack.jokers:
                add(
                    f"joker-counts-nothing-for-{_kebab(point.id)}",
                    (section,),
                    f"the joker is taken, and counting it like a jack would change {point.id}",
                    ("point ID", "pack"),
                    _bound(
                        point,
                        lambda t, p: (
                            t.played
                            and JOKER in t.capturer
                            and _count_leaders_with_joker(t, p) != _leaders(t.count_totals(p))
                        ),
                    ),
                )
            add(
                f"{_kebab(point.id)}-tie",
                (section,),
                f"two or more sides tie for the most counting cards ({point.id})",
                ("point ID",),
                _bound(point, lambda t, p: t.played and _count_leaders(t, p) is not None),
            )
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
    add(
        "scores-in-the-hole",
        ("scoring.hole",),
        "a side in the hole before the hand makes points",
        ("scores",),
        lambda t: (
            t.played
            and any(
                t.side_progress_before(side) < 0 and side != _pitcher_side(t)
                for side in t.points.values()
                if side is not None
            )
        ),
    )
    add(
        "others-score",
        ("scoring.others", made_section),
        "a player other than the pitcher makes points and scores them",
        ("point ID",),
        lambda t: (
            t.played
            and any(side is not None and side != _pitcher_side(t) for side in t.points.values())
        ),
    )
    add(
        "all-points-to-one-side",
        (made_section,),
        "one side takes every point of the hand",
        ("point ID",),
        lambda t: _one_side_took_every_point(t) is not None,
    )

    # 6: scoring
    if bidding:
        add(
            "contract-made",
            ("scoring.contract",),
            "the pitcher makes the contract and scores the points made",
            ("point ID", "contract"),
            lambda t: _made(t) is True,
        )
        add(
            "contract-made-exactly",
            ("scoring.contract",),
            "the pitcher makes exactly the points bid",
            ("point ID", "contract"),
            lambda t: (
                _made(t) is True
                and sum(1 for s in t.points.values() if s == _pitcher_side(t)) == t.contract
            ),
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
    if bidding and smudge is None:
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
        add(
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
    two_sides = rules.table.players_max // rules.table.partnership_size < 3
    if not (two_sides and rules.game.count_out.pitcher_first and bidding):
        add(
            "count-out-by-order",
            ("game.count_out", "game.one_winner"),
            "two sides reach the target: the order of the points, not the higher score, decides",
            ("count out",),
            _decided_by_order,
        )

    # 8: settlement
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
    add(
        "payout-with-set-backs",
        ("settle.setbacks",),
        "a loser who was set back during the game settles",
        ("set-back chips",),
        lambda t: any(t.expect["setbacks"][seat] > 0 for seat in _losers(t)),
    )

    # 9: illegal actions, each refused with the rule it breaks
    if bidding:
        illegal(
            "illegal-bid-out-of-turn",
            ("auction.order",),
            "a player bids out of turn",
            lambda t: (b := _bid_at(t, t.error_step)) is not None and b.seat != b.to_act,
        )
        illegal(
            "illegal-bid-out-of-range",
            ("auction.bids",),
            "a bid outside the range of bids",
            lambda t: (
                (b := _bid_at(t, t.error_step)) is not None
                and b.seat == b.to_act
                and b.action.startswith("bid ")
                and not (b.bid is not None and _min_bid(t.rules) <= b.bid <= _max_bid(t.rules))
            ),
        )
        illegal(
            "illegal-bid-not-higher",
            ("auction.bids",),
            "a player other than the dealer bids no higher than the high bid",
            lambda t: (
                (b := _bid_at(t, t.error_step)) is not None
                and b.seat == b.to_act
                and not b.is_dealer
                and b.bid is not None
                and _min_bid(t.rules) <= b.bid <= b.high_bid
                and not _smudged(t, b)
            ),
        )
        illegal(
            "illegal-play-in-the-auction",
            ("play.pitch",),
            "a card is played before the auction is over",
            lambda t: (
                (b := _bid_at(t, t.error_step)) is not None
                and b.seat == b.to_act
                and b.action.startswith("play ")
            ),
        )
    if once_around:
        illegal(
            "illegal-dealer-bid",
            (dealer_rule,),
            "the dealer bids below the high bid, or equal to it without a privilege",
            lambda t: (
                (b := _bid_at(t, t.error_step)) is not None
                and b.is_dealer
                and b.seat == b.to_act
                and b.bid is not None
                and _min_bid(t.rules) <= b.bid <= b.high_bid
                and not _smudged(t, b)
            ),
        )
        assert auction is not None
        if auction.all_pass == "stick_the_dealer":
            illegal(
                "illegal-dealer-passes-when-stuck",
                ("auction.all_pass",),
                "the dealer passes after everyone else passed",
                lambda t: (
                    (b := _bid_at(t, t.error_step)) is not None
                    and b.is_dealer
                    and b.action == "pass"
                    and b.high_bid == 0
                ),
            )
    if smudge is not None:
        illegal(
            "illegal-bid-after-smudge",
            ("auction.smudge",),
            "a player bids after a smudge",
            lambda t: (
                (b := _bid_at(t, t.error_step)) is not None
                and b.seat == b.to_act
                and b.bid is not None
                and _smudged(t, b)
            ),
        )
    if sells:
        illegal(
            "illegal-sale-answer",
            ("auction.contract",),
            "the seller answers the high bid with something other than sell or refuse",
            lambda t: (
                t.error_phase == "sale"
                and (b := _bid_at(t, t.error_step)) is not None
                and b.action not in ("sell", "refuse")
            ),
        )
    illegal(
        "illegal-bid-in-the-play",
        ("auction.order",),
        "a player bids or passes when cards are being played",
        lambda t: (
            (p := _play_at(t, t.error_step)) is not None
            and p.seat == p.to_act
            and (p.action == "pass" or p.action.startswith("bid "))
        ),
    )
    illegal(
        "illegal-pitch-out-of-turn",
        ("play.pitch",),
        "a player other than the pitcher leads to the first trick",
        lambda t: (
            (p := _play_at(t, t.error_step)) is not None
            and p.tricks_done == 0
            and not p.trick
            and p.seat != p.to_act
        ),
    )
    illegal(
        "illegal-lead-out-of-turn",
        ("play.trick",),
        "a player other than the last trick's winner leads",
        lambda t: (
            (p := _play_at(t, t.error_step)) is not None
            and p.tricks_done > 0
            and not p.trick
            and p.seat != p.to_act
        ),
    )
    illegal(
        "illegal-play-out-of-turn",
        ("table.seats",),
        "a player plays out of turn in the middle of a trick",
        lambda t: (
            (p := _play_at(t, t.error_step)) is not None and bool(p.trick) and p.seat != p.to_act
        ),
    )
    illegal(
        "illegal-revoke-on-trump-lead",
        ("play.trump_lead",),
        "a player holding a trump plays another card on a trump lead",
        lambda t: (
            (p := _play_at(t, t.error_step)) is not None
            and p.seat == p.to_act
            and p.card in p.hand
            and _trump_led(t, p)
            and _holds_suit(t, p.hand, p.trump, p.trump)
            and t.suit(p.card or "", p.trump) != p.trump
        ),
    )
    illegal(
        "illegal-revoke-on-plain-lead",
        ("play.plain_lead",),
        "a player holding the suit led plays a card of a third suit",
        lambda t: (
            (p := _play_at(t, t.error_step)) is not None
            and p.seat == p.to_act
            and p.card in p.hand
            and (lead := _lead_suit(t, p)) not in (None, p.trump)
            and _holds_suit(t, p.hand, lead, p.trump)
            and t.suit(p.card or "", p.trump) not in (lead, p.trump)
        ),
    )
    illegal(
        "illegal-card-not-held",
        ("deal.deal",),
        "a player plays a card they do not hold",
        lambda t: (
            (p := _play_at(t, t.error_step)) is not None
            and p.seat == p.to_act
            and p.card is not None
            and p.card not in p.hand
        ),
    )
    illegal(
        "illegal-unknown-action",
        ("errors.refused",),
        "an action that is not a word of the game",
        lambda t: (
            (p := _play_at(t, t.error_step)) is not None
            and p.seat == p.to_act
            and p.action.partition(" ")[0] not in ("play", "bid", "pass", "sell", "refuse")
        ),
    )
    illegal(
        "illegal-after-the-hand",
        (),
        "an action after the hand is over",
        lambda t: t.error_phase == "over",
    )
    numbers = dict(rules.numbers)
    for case in cases:
        missing = [rule for rule in case.rules if rule not in numbers]
        assert not missing, f"case {case.id} cites rules the variant does not have: {missing}"
        unknown = [key for key in case.settings if key not in BY_KEY]
        assert not unknown, f"case {case.id} names settings that do not exist: {unknown}"
    return cases


def _bound(value: T, test: Callable[[Trace, T], bool]) -> Detector:
    """A detector about one value (a point, a number of players) of the variant."""
    return lambda t: test(t, value)


def _kebab(point_id: str) -> str:
    return point_id.replace("_", "-")


def _leaders(totals: list[int]) -> list[int]:
    best = max(totals)
    return [side for side, total in enumerate(totals) if total == best]


def _count_leaders_with_joker(t: Trace, point: model.Point) -> list[int]:
    """The leaders for a `most_count` point if the joker counted as a jack does."""
    totals = t.count_totals(point)
    assert isinstance(point.select, model.MostCount)
    totals[t.side(t.capturer[JOKER])] += dict(point.select.counts).get("J", 0)
    return _leaders(totals)


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


def tags_for(cases: list[Case], t: Trace) -> tuple[list[Case], list[str]]:
    """The cases a completed record exercises, and its tags: rule numbers, then case ids."""
    found = [case for case in cases if case.detect(t)]
    numbers = dict(t.rules.numbers)
    tags: set[str] = {numbers[rule] for case in found for rule in case.rules}
    if t.error is not None:
        tags.add(t.error["rule"])
    ordered = sorted(tags, key=_rule_key)
    return found, [*ordered, *(case.id for case in found)]


def _rule_key(rule: str) -> tuple[str, int, int]:
    prefix, _, number = rule.rpartition("-")
    major, _, minor = number.partition(".")
    return prefix, int(major), int(minor or 0)
