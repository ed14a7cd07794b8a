"""The edge cases a suite can exercise, each tied to rule numbers and settings.

A case is a situation in a hand where a wrong reading of a rule would show: Low taken
by another player, a tie for Game, a smudge made from the hole, the dealer facing a bid.
Each case has a detector that reads a completed record (through a Trace) and says
whether the record exercises it; a record's tags are the cases detected in it and their
rule numbers, so a tag is a fact about the record, never a wish of its builder.

Which cases apply depends on the variant's settings (there is no smudge case in a game
without a smudge), and the cases about points are made for the variant's own points.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from allfours.conformance.trace import JOKER, BidStep, PlayStep, Trace
from allfours.runtime.rules import PointRule, Rules

Detector = Callable[[Trace], bool]
T = TypeVar("T")

# The layout every rulebook shares (see allfours.rulenumbers): section -> rule count,
# section 5 being one rule per point plus "points made".
SECTION_SIZES = {1: 4, 2: 3, 3: 6, 4: 5, 6: 4, 7: 4, 8: 3, 9: 2}
TOPICS = {
    "1.1": "players and sides",
    "1.2": "seats and turn order",
    "1.3": "the pack",
    "1.4": "card codes",
    "2.1": "the deal",
    "2.2": "cards in play",
    "2.3": "the next dealer",
    "3.1": "the order of the auction",
    "3.2": "bids",
    "3.3": "the dealer's privilege, or the sale",
    "3.4": "the smudge",
    "3.5": "when nobody bids",
    "3.6": "the contract",
    "4.1": "the pitch names trump",
    "4.2": "following a trump lead",
    "4.3": "following a plain lead",
    "4.4": "winning a trick",
    "4.5": "every trick is played",
    "6.1": "scoring the other players",
    "6.2": "the contract made or set back",
    "6.3": "scores below zero",
    "6.4": "set-backs are counted",
    "7.1": "the target",
    "7.2": "winning at once",
    "7.3": "counting out",
    "7.4": "one winner",
    "8.1": "settlement",
    "8.2": "set-back chips",
    "8.3": "net chips",
    "9.1": "illegal actions are refused",
    "9.2": "no misdeals or revokes",
}
# Rules a one-hand record cannot show, and why: the coverage report says so.
UNOBSERVABLE = {
    "2.3": "a record holds one hand, so who deals the next one never shows",
    "9.2": "a statement about penalties, with nothing to play",
}
UNOBSERVABLE_SETTINGS = {
    "deal_rotation": "a record holds one hand, so who deals the next one never shows",
    "packet_size": "a record gives each seat's cards, not the order they were dealt in",
}
METADATA_SETTINGS = ("id", "title", "rule_prefix")


@dataclass(frozen=True, slots=True)
class Case:
    id: str
    sections: tuple[str, ...]  # rule numbers without the prefix, e.g. "5.2"
    summary: str
    settings: tuple[str, ...]  # the Rules fields whose effect the case shows
    detect: Detector
    illegal: bool = False


def rule_sections(rules: Rules) -> list[str]:
    """Every rule number of the variant's rulebook, without the prefix, in order."""
    numbers: list[str] = []
    for section in range(1, 10):
        size = len(rules.points) + 1 if section == 5 else SECTION_SIZES[section]
        numbers.extend(f"{section}.{rule}" for rule in range(1, size + 1))
    return numbers


def topic(rules: Rules, section: str) -> str:
    if section.startswith("5."):
        index = int(section[2:]) - 1
        if index < len(rules.points):
            return f"the point {rules.points[index].id}"
        return "points made"
    return TOPICS.get(section, "")


def point_section(rules: Rules, point: PointRule) -> str:
    return f"5.{list(rules.points).index(point) + 1}"


def _section_of_kind(rules: Rules, kind: str) -> tuple[str, ...]:
    return tuple(point_section(rules, p) for p in rules.points if p.kind == kind)


# -- small readings of a trace ---------------------------------------------------------


def _bid_at(t: Trace, index: int | None) -> BidStep | None:
    return next((b for b in [*t.bids, *t.sale] if b.index == index), None)


def _play_at(t: Trace, index: int | None) -> PlayStep | None:
    return next((p for p in t.plays if p.index == index), None)


def _lead_suit(step: PlayStep) -> str | None:
    if not step.trick or step.trump is None:
        return None
    card = step.trick[0][1]
    return step.trump if card == JOKER else card[1]


def _trump_led(step: PlayStep) -> bool:
    return step.trump is not None and _lead_suit(step) == step.trump


def _suit(card: str, trump: str | None) -> str | None:
    return trump if card == JOKER else card[1]


def _holds_suit(hand: tuple[str, ...], suit: str | None, trump: str | None) -> bool:
    return any(_suit(card, trump) == suit for card in hand)


def _smudged(t: Trace, step: BidStep) -> bool:
    return t.rules.smudge_bid is not None and step.high_bid == t.rules.smudge_bid


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
    smudge = t.rules.smudge_bid
    return smudge is not None and t.contract == smudge and _made(t) is True


def _below_target_after(t: Trace, side: int) -> bool:
    return t.side_progress_after(side) < t.rules.target


def _reached(t: Trace) -> list[int]:
    if not t.complete or "scores" not in t.expect:
        return []
    return [s for s in range(t.sides) if t.side_progress_after(s) >= t.rules.target]


def _order_winner(t: Trace) -> int | None:
    """Who counts out first when the hand's points are credited one at a time (7.3)."""
    running = [t.side_progress_before(side) for side in range(t.sides)]
    pitcher_side, made = _pitcher_side(t), _made(t)
    for point_id in t.rules.count_out_order:
        side = t.points.get(point_id)
        if side is None or (side == pitcher_side and made is False):
            continue
        running[side] += 1
        if running[side] >= t.rules.target:
            return side
    return None


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
        numbers = tuple(dict.fromkeys((*sections, "9.1")))
        cases.append(Case(case_id, numbers, summary, (), detect, illegal=True))

    bidding = rules.auction != "none"
    once_around = rules.auction == "once_around"
    sells = rules.auction == "sell"
    smudge = rules.smudge_bid if bidding else None
    highest = _section_of_kind(rules, "highest_trump")
    lowest = _section_of_kind(rules, "lowest_trump")

    # 1, 2: players, pack, deal
    for n in range(rules.players_min, rules.players_max + 1):
        add(
            f"players-{n}",
            ("1.1", "1.3", "1.4", "2.1", "4.5"),
            f"a whole hand for {n} players",
            ("players_min", "players_max", "partnership_size", "hand_size", "ranks"),
            _bound(n, lambda t, n: t.players == n and t.played),
        )
    if bidding:
        add(
            "high-bidder-pitches",
            ("3.1", "3.6"),
            "two or more bids are made: the last and highest bidder pitches",
            ("auction",),
            lambda t: (
                t.played
                and len(made := [b for b in t.bids if b.bid is not None and t.accepted(b.index)])
                > 1
                and t.pitcher == made[-1].seat
            ),
        )
    if rules.partnership_size > 1:
        add(
            "partners-share-points",
            ("1.1", f"5.{len(rules.points) + 1}", "6.1"),
            "a point won by the higher seat of a side is scored by the whole side",
            ("partnership_size",),
            lambda t: (
                t.played and bool(t.trumps_in_play()) and t.holder[t.trumps_in_play()[0]] >= t.sides
            ),
        )
    if rules.jokers:
        add(
            "joker-pitched",
            ("4.1",),
            "the joker is the first card pitched and names its trump suit",
            ("jokers", "joker_trump"),
            lambda t: bool(t.plays) and t.plays[0].card == JOKER and t.accepted(t.plays[0].index),
        )
        add(
            "joker-only-trump",
            (*highest, *lowest),
            "the joker is the only trump in play: High, and no Low",
            ("jokers",),
            lambda t: t.played and t.in_play(JOKER) and not t.natural_trumps_in_play(),
        )
        add(
            "joker-never-low",
            lowest,
            "the joker and natural trumps are in play: Low is the lowest natural trump",
            ("jokers",),
            lambda t: t.played and t.in_play(JOKER) and bool(t.natural_trumps_in_play()),
        )
        add(
            "joker-on-a-trump-lead",
            ("4.2",),
            "a player whose only trump is the joker must play it on a trump lead",
            ("jokers", "trump_lead"),
            lambda t: any(
                _trump_led(p)
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
            ("3.1", "3.2"),
            "the first bidder may pass or make any bid",
            ("auction", "min_bid", "max_bid"),
            lambda t: bool(t.bids) and t.bids[0].seat == t.bids[0].to_act,
        )
        add(
            "bid-must-rise",
            ("3.2",),
            "a player other than the dealer faces a bid and may only bid higher",
            ("min_bid", "max_bid"),
            lambda t: any(not b.is_dealer and b.high_bid > 0 for b in t.bids),
        )
        add(
            "dealer-faces-a-bid",
            ("3.3",),
            "the dealer bids last, facing a bid below the top",
            ("privilege",),
            lambda t: any(b.is_dealer and b.high_bid > 0 and not _smudged(t, b) for b in t.bids),
        )
    if once_around:
        add(
            "dealer-outbids",
            ("3.2", "3.3"),
            "the dealer bids higher than the high bid",
            ("privilege", "max_bid"),
            lambda t: any(
                b.is_dealer and b.bid is not None and b.bid > b.high_bid > 0 and t.accepted(b.index)
                for b in t.bids
            ),
        )
    if once_around and rules.privilege != "none":
        add(
            "dealer-takes-at-high-bid",
            ("3.3", "3.6"),
            "the dealer takes the contract at the high bid",
            ("privilege",),
            lambda t: any(
                b.is_dealer and b.bid == b.high_bid and b.high_bid > 0 and t.accepted(b.index)
                for b in t.bids
            ),
        )
        if rules.privilege == "match_even_smudge" or rules.smudge_bid != rules.max_bid:
            add(
                "dealer-matches-the-top-bid",
                ("3.3",),
                "the dealer takes the contract at the highest bid there is",
                ("privilege", "max_bid", "smudge_bid"),
                lambda t: any(
                    b.is_dealer and b.bid == b.high_bid == t.rules.max_bid and t.accepted(b.index)
                    for b in t.bids
                ),
            )
    if smudge is not None:
        add(
            "smudge-blocks-later-bids",
            ("3.4",),
            "after a smudge bid the later players, the dealer too, may only pass",
            ("smudge_bid", "privilege"),
            lambda t: any(b.is_dealer and _smudged(t, b) for b in t.bids),
        )
    if once_around:
        add(
            "everyone-passes-to-the-dealer",
            ("3.5",),
            "everyone before the dealer passes",
            ("all_pass",),
            lambda t: any(b.is_dealer and b.high_bid == 0 for b in t.bids),
        )
        if rules.all_pass.startswith("redeal"):
            add(
                "all-pass-thrown-in",
                ("3.5",),
                "everyone passes and the hand is thrown in: no tricks, no points",
                ("all_pass",),
                lambda t: t.complete and not t.expect.get("tricks") and not t.points,
            )
        if rules.all_pass == "eldest_pitches":
            add(
                "all-pass-eldest-pitches",
                ("3.5", "6.2"),
                "everyone passes and the player left of the dealer pitches without a contract",
                ("all_pass",),
                lambda t: t.played and t.contract is None and bool(t.bids),
            )
    if sells:
        add(
            "pitch-sold",
            ("3.3", "3.6"),
            "the seller sells the pitch: the price is scored and the high bidder pitches",
            ("auction",),
            lambda t: any(s.action == "sell" and t.accepted(s.index) for s in t.sale),
        )
        add(
            "pitch-refused",
            ("3.3", "3.6"),
            "the seller refuses and pitches, bound to make the high bid",
            ("auction",),
            lambda t: any(s.action == "refuse" and t.accepted(s.index) for s in t.sale),
        )
        add(
            "sale-wins-the-game",
            ("7.1", "3.3"),
            "the price of a sold pitch takes the seller to the target before a card is played",
            ("auction", "target"),
            lambda t: t.complete and t.winner is not None and not t.expect.get("tricks"),
        )
        add(
            "nobody-buys",
            ("3.5", "6.2"),
            "nobody bids: the seller pitches without a contract",
            ("auction", "all_pass"),
            lambda t: t.played and t.contract is None,
        )
    if not bidding:
        add(
            "no-auction",
            ("3.1", "3.2", "3.3", "3.4", "3.5", "3.6", "4.1", "6.2", "6.4", "7.2"),
            "no bidding: the player left of the dealer pitches without a contract",
            ("auction",),
            lambda t: t.played and t.pitcher == t.eldest,
        )

    # 4: the play
    add(
        "pitch-names-trump",
        ("4.1",),
        "the pitcher leads and the first card names trump",
        (),
        lambda t: bool(t.plays) and t.accepted(t.plays[0].index) and t.trump is not None,
    )
    add(
        "trump-lead-must-follow",
        ("4.2",),
        "on a trump lead, a player holding trumps and other cards must play a trump",
        ("trump_lead",),
        lambda t: any(
            _trump_led(p)
            and _holds_suit(p.hand, p.trump, p.trump)
            and any(_suit(c, p.trump) != p.trump for c in p.hand)
            for p in t.plays
        ),
    )
    add(
        "trump-lead-void",
        ("4.2",),
        "on a trump lead, a player without a trump may play any card",
        ("trump_lead",),
        lambda t: any(
            _trump_led(p) and p.hand and not _holds_suit(p.hand, p.trump, p.trump) for p in t.plays
        ),
    )
    add(
        "trump-while-able-to-follow",
        ("4.3",),
        "on a plain lead, a player holding that suit plays a trump",
        ("plain_lead",),
        lambda t: any(
            (lead := _lead_suit(p)) not in (None, p.trump)
            and _holds_suit(p.hand, lead, p.trump)
            and p.card is not None
            and _suit(p.card, p.trump) == p.trump
            and t.accepted(p.index)
            for p in t.plays
        ),
    )
    add(
        "follow-suit-or-trump",
        ("4.3",),
        "on a plain lead, a player holding that suit may not play a third suit",
        ("plain_lead",),
        lambda t: any(
            (lead := _lead_suit(p)) not in (None, p.trump)
            and _holds_suit(p.hand, lead, p.trump)
            and any(_suit(c, p.trump) not in (lead, p.trump) for c in p.hand)
            for p in t.plays
        ),
    )
    add(
        "void-plays-any",
        ("4.3",),
        "on a plain lead, a player without that suit may play any card",
        ("plain_lead",),
        lambda t: any(
            (lead := _lead_suit(p)) not in (None, p.trump)
            and not _holds_suit(p.hand, lead, p.trump)
            and any(_suit(c, p.trump) != p.trump for c in p.hand)
            for p in t.plays
        ),
    )
    add(
        "plain-trick-trumped",
        ("4.4",),
        "a trick led in a plain suit is won by a trump",
        (),
        lambda t: any(
            _suit(tr["cards"][0], t.trump) != t.trump
            and tr["winner"] != tr["leader"]
            and _suit(tr["cards"][(tr["winner"] - tr["leader"]) % t.players], t.trump) == t.trump
            for tr in t.expect.get("tricks", [])
        ),
    )
    add(
        "plain-trick-off-suit-higher",
        ("4.4",),
        "a higher card of another plain suit does not win a trick without trumps",
        ("ranks",),
        lambda t: any(_off_suit_higher(t, tr) for tr in t.expect.get("tricks", [])),
    )
    add(
        "winner-leads",
        ("1.2", "4.4"),
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
    made_section = f"5.{len(rules.points) + 1}"
    for point in rules.points:
        section = point_section(rules, point)
        if point.kind == "highest_trump":
            add(
                f"{_kebab(point.id)}-below-the-ace",
                (section, "2.2"),
                f"the top trump is not in play, so {point.id} is a lower trump",
                ("points", "ranks"),
                lambda t: (
                    t.played and bool(t.trumps_in_play()) and t.rank(t.trumps_in_play()[0]) != 0
                ),
            )
        elif point.kind == "lowest_trump":
            add(
                "single-trump",
                (*highest, section),
                f"only one trump is in play: it is both the highest and {point.id}",
                ("points",),
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
                ("points",),
                lambda t: (
                    t.played
                    and bool(low := t.natural_trumps_in_play())
                    and t.side(t.holder[low[-1]]) != t.side(t.capturer[low[-1]])
                ),
            )
        elif point.kind in ("trump_card", "joker"):
            add(
                f"{_kebab(point.id)}-taken-by-another",
                (section,),
                f"the card that scores {point.id} is taken by a player of another side",
                ("points",),
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
                (section, "2.2"),
                f"the card that scores {point.id} is not in play: no one scores it",
                ("points",),
                _bound(
                    point,
                    lambda t, p: (
                        t.played and (card := t.point_card(p)) is not None and not t.in_play(card)
                    ),
                ),
            )
        elif point.kind == "most_count":
            if rules.jokers:
                add(
                    f"joker-counts-nothing-for-{_kebab(point.id)}",
                    (section,),
                    f"the joker is taken, and counting it like a jack would change {point.id}",
                    ("points", "jokers"),
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
                ("points",),
                _bound(point, lambda t, p: t.played and _count_leaders(t, p) is not None),
            )
            add(
                f"{_kebab(point.id)}-tie-with-pitcher",
                (section,),
                f"the pitcher's side is among those tied for {point.id}",
                ("points",),
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
        ("6.3",),
        "a side in the hole before the hand makes points",
        ("countdown",),
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
        ("6.1", made_section),
        "a player other than the pitcher makes points and scores them",
        ("points",),
        lambda t: (
            t.played
            and any(side is not None and side != _pitcher_side(t) for side in t.points.values())
        ),
    )
    add(
        "all-points-to-one-side",
        (made_section,),
        "one side takes every point of the hand",
        ("points",),
        lambda t: _one_side_took_every_point(t) is not None,
    )

    # 6: scoring
    if bidding:
        add(
            "contract-made",
            ("6.2",),
            "the pitcher makes the contract and scores the points made",
            ("points",),
            lambda t: _made(t) is True,
        )
        add(
            "contract-made-exactly",
            ("6.2",),
            "the pitcher makes exactly the points bid",
            ("points",),
            lambda t: (
                _made(t) is True
                and sum(1 for s in t.points.values() if s == _pitcher_side(t)) == t.contract
            ),
        )
        add(
            "set-back",
            ("6.2", "6.4"),
            "the pitcher falls short and is set back by the bid",
            ("countdown",),
            lambda t: _made(t) is False,
        )
        add(
            "set-back-with-points",
            ("6.2",),
            "a pitcher set back made some points, which do not count",
            ("countdown",),
            lambda t: _made(t) is False and _pitcher_side(t) in t.points.values(),
        )
        add(
            "into-the-hole",
            ("6.3",),
            "a score goes below zero",
            ("countdown",),
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
            ("3.4", "7.2"),
            "the top bid is made below the target: no smudge, so the game goes on",
            ("smudge_bid", "max_bid"),
            lambda t: t.contract == t.rules.max_bid and _made(t) is True and t.winner is None,
        )
    if smudge is not None:
        add(
            "smudge-made",
            ("3.4", "6.2"),
            "a smudge is bid and made",
            ("smudge_bid", "smudge_scores_bid"),
            _smudge_made,
        )
        for point in rules.points:
            if point.kind == "trump_card":
                add(
                    f"smudge-without-the-{_kebab(point.id)}",
                    ("6.2", point_section(rules, point)),
                    f"a smudge with the {point.id} card not in play cannot be made",
                    ("smudge_bid", "points"),
                    _bound(
                        point,
                        lambda t, p: (
                            t.contract == t.rules.smudge_bid
                            and _made(t) is False
                            and (card := t.point_card(p)) is not None
                            and not t.in_play(card)
                        ),
                    ),
                )
        add(
            "smudge-loses-a-trick",
            ("3.4", "6.2"),
            "the smudging side takes every point but loses a trick",
            ("smudge_needs_every_trick",),
            lambda t: (
                t.contract == t.rules.smudge_bid
                and _one_side_took_every_point(t) == _pitcher_side(t)
                and any(t.side(tr["winner"]) != _pitcher_side(t) for tr in t.expect["tricks"])
            ),
        )

    # 7: winning
    add(
        "target-reached",
        ("7.1", "7.4"),
        "a side reaches the target and wins",
        ("target",),
        lambda t: t.winner is not None and bool(_reached(t)),
    )
    add(
        "target-missed-by-one",
        ("7.1",),
        "a side ends the hand one point short of the target: the game goes on",
        ("target",),
        lambda t: (
            t.played
            and t.winner is None
            and any(t.side_progress_after(s) == t.rules.target - 1 for s in range(t.sides))
        ),
    )
    if smudge is not None:
        add(
            "smudge-wins-the-game",
            ("7.2",),
            "a smudge made from a score of one or more, below the target",
            ("smudge_wins_game",),
            lambda t: (
                _smudge_made(t)
                and t.side_progress_before(t.side(t.pitcher or 0)) > 0
                and _below_target_after(t, t.side(t.pitcher or 0))
            ),
        )
        add(
            "smudge-made-from-the-hole",
            ("6.3", "7.2"),
            "a smudge made by a pitcher in the hole",
            ("smudge_unless_in_hole", "smudge_wins_game"),
            lambda t: (
                _smudge_made(t)
                and t.side_progress_before(t.side(t.pitcher or 0)) < 0
                and _below_target_after(t, t.side(t.pitcher or 0))
            ),
        )
        add(
            "smudge-made-from-zero",
            ("6.3", "7.2"),
            "a smudge made by a pitcher at exactly zero, who is not in the hole",
            ("smudge_unless_in_hole", "smudge_wins_game"),
            lambda t: (
                _smudge_made(t)
                and t.side_progress_before(t.side(t.pitcher or 0)) == 0
                and _below_target_after(t, t.side(t.pitcher or 0))
            ),
        )
    add(
        "all-points-without-a-smudge",
        ("7.2",),
        "a side takes every point without a smudge, below the target",
        ("all_points_wins_game",),
        lambda t: (
            (side := _one_side_took_every_point(t)) is not None
            and (smudge is None or t.contract != smudge)
            and _below_target_after(t, side)
        ),
    )
    if rules.count_out_mode == "in_order" and bidding:
        add(
            "count-out-pitcher-first",
            ("7.3", "7.4"),
            "the pitcher makes the bid and reaches the target with another side: "
            "the pitcher's points count first",
            ("count_out_pitcher_first", "count_out_mode"),
            lambda t: (
                _made(t) is True
                and (ps := _pitcher_side(t)) in (reached := _reached(t))
                and len(reached) > 1
                and _order_winner(t) != ps
            ),
        )
    # With two sides and the pitcher counting first, a pitcher who reaches the target
    # always wins, so only a side without the contract can count out by the order.
    two_sides = rules.players_max // rules.partnership_size < 3
    if not (two_sides and rules.count_out_pitcher_first and bidding):
        add(
            "count-out-by-order",
            ("7.3", "7.4"),
            "two sides reach the target: the order of the points, not the higher score, decides",
            ("count_out_order", "count_out_mode", "count_out_pitcher_first"),
            _decided_by_order,
        )

    # 8: settlement
    add(
        "payouts-settled",
        ("8.3",),
        "the game ends: every losing player pays the winner",
        (),
        lambda t: bool(_losers(t)),
    )
    add(
        "payout-from-positive",
        ("8.1",),
        "a loser with a score of one or more pays the single rate",
        ("settle_above_zero",),
        lambda t: any(p >= 1 for p in _loser_progress(t)),
    )
    add(
        "payout-from-zero",
        ("8.1",),
        "a loser at exactly zero pays the double rate",
        ("settle_at_or_below_zero",),
        lambda t: any(p == 0 for p in _loser_progress(t)),
    )
    add(
        "payout-from-the-hole",
        ("8.1",),
        "a loser in the hole pays the double rate",
        ("settle_at_or_below_zero",),
        lambda t: any(p < 0 for p in _loser_progress(t)),
    )
    add(
        "payout-with-set-backs",
        ("8.2",),
        "a loser who was set back during the game settles",
        ("setback_chips",),
        lambda t: any(t.expect["setbacks"][seat] > 0 for seat in _losers(t)),
    )

    # 9: illegal actions, each refused with the rule it breaks
    if bidding:
        illegal(
            "illegal-bid-out-of-turn",
            ("3.1",),
            "a player bids out of turn",
            lambda t: (b := _bid_at(t, t.error_step)) is not None and b.seat != b.to_act,
        )
        illegal(
            "illegal-bid-out-of-range",
            ("3.2",),
            "a bid outside the range of bids",
            lambda t: (
                (b := _bid_at(t, t.error_step)) is not None
                and b.seat == b.to_act
                and b.action.startswith("bid ")
                and not (b.bid is not None and t.rules.min_bid <= b.bid <= t.rules.max_bid)
            ),
        )
        illegal(
            "illegal-bid-not-higher",
            ("3.2",),
            "a player other than the dealer bids no higher than the high bid",
            lambda t: (
                (b := _bid_at(t, t.error_step)) is not None
                and b.seat == b.to_act
                and not b.is_dealer
                and b.bid is not None
                and t.rules.min_bid <= b.bid <= b.high_bid
                and not _smudged(t, b)
            ),
        )
        illegal(
            "illegal-play-in-the-auction",
            ("4.1",),
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
            ("3.3",),
            "the dealer bids below the high bid, or equal to it without a privilege",
            lambda t: (
                (b := _bid_at(t, t.error_step)) is not None
                and b.is_dealer
                and b.seat == b.to_act
                and b.bid is not None
                and t.rules.min_bid <= b.bid <= b.high_bid
                and not _smudged(t, b)
            ),
        )
        if rules.all_pass == "stick_the_dealer":
            illegal(
                "illegal-dealer-passes-when-stuck",
                ("3.5",),
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
            ("3.4",),
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
            ("3.6",),
            "the seller answers the high bid with something other than sell or refuse",
            lambda t: (
                t.error_phase == "sale"
                and (b := _bid_at(t, t.error_step)) is not None
                and b.action not in ("sell", "refuse")
            ),
        )
    illegal(
        "illegal-bid-in-the-play",
        ("3.1",),
        "a player bids or passes when cards are being played",
        lambda t: (
            (p := _play_at(t, t.error_step)) is not None
            and p.seat == p.to_act
            and (p.action == "pass" or p.action.startswith("bid "))
        ),
    )
    illegal(
        "illegal-pitch-out-of-turn",
        ("4.1",),
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
        ("4.4",),
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
        ("1.2",),
        "a player plays out of turn in the middle of a trick",
        lambda t: (
            (p := _play_at(t, t.error_step)) is not None and bool(p.trick) and p.seat != p.to_act
        ),
    )
    illegal(
        "illegal-revoke-on-trump-lead",
        ("4.2",),
        "a player holding a trump plays another card on a trump lead",
        lambda t: (
            (p := _play_at(t, t.error_step)) is not None
            and p.seat == p.to_act
            and p.card in p.hand
            and _trump_led(p)
            and _holds_suit(p.hand, p.trump, p.trump)
            and _suit(p.card or "", p.trump) != p.trump
        ),
    )
    illegal(
        "illegal-revoke-on-plain-lead",
        ("4.3",),
        "a player holding the suit led plays a card of a third suit",
        lambda t: (
            (p := _play_at(t, t.error_step)) is not None
            and p.seat == p.to_act
            and p.card in p.hand
            and (lead := _lead_suit(p)) not in (None, p.trump)
            and _holds_suit(p.hand, lead, p.trump)
            and _suit(p.card or "", p.trump) not in (lead, p.trump)
        ),
    )
    illegal(
        "illegal-card-not-held",
        ("2.1",),
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
        ("9.1",),
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
    return cases


def _bound(value: T, test: Callable[[Trace, T], bool]) -> Detector:
    """A detector about one value (a point, a number of players) of the variant."""
    return lambda t: test(t, value)


def _kebab(point_id: str) -> str:
    return point_id.replace("_", "-")


def _leaders(totals: list[int]) -> list[int]:
    best = max(totals)
    return [side for side, total in enumerate(totals) if total == best]


def _count_leaders_with_joker(t: Trace, point: PointRule) -> list[int]:
    """The leaders for a `most_count` point if the joker counted as a jack does."""
    totals = t.count_totals(point)
    totals[t.side(t.capturer[JOKER])] += dict(point.counts).get("J", 0)
    return _leaders(totals)


def _count_leaders(t: Trace, point: PointRule) -> list[int] | None:
    """The sides tied for the most counting cards, or None when one side leads."""
    totals = t.count_totals(point)
    best = max(totals)
    leaders = [side for side, total in enumerate(totals) if total == best]
    return leaders if len(leaders) > 1 else None


def _off_suit_higher(t: Trace, trick: dict[str, object]) -> bool:
    cards = trick["cards"]
    assert isinstance(cards, list)
    lead = _suit(cards[0], t.trump)
    if lead == t.trump or any(_suit(c, t.trump) == t.trump for c in cards):
        return False
    best = min((c for c in cards if _suit(c, t.trump) == lead), key=t.rank)
    return any(_suit(c, t.trump) != lead and t.rank(c) < t.rank(best) for c in cards)


def _decided_by_order(t: Trace) -> bool:
    """Two or more sides reached the target, the pitcher did not win by counting first,
    and the side the point order names is not the one with the best total."""
    reached = _reached(t)
    if len(reached) < 2 or t.winner is None:
        return False
    ps = _pitcher_side(t)
    if t.rules.count_out_pitcher_first and _made(t) is True and ps in reached:
        return False
    best = max(t.side_progress_after(s) for s in reached)
    leaders = [s for s in reached if t.side_progress_after(s) == best]
    order = _order_winner(t)
    return order is not None and len(leaders) == 1 and leaders[0] != order


def tags_for(cases: list[Case], t: Trace) -> tuple[list[Case], list[str]]:
    """The cases a completed record exercises, and its tags: rule numbers, then case ids."""
    found = [case for case in cases if case.detect(t)]
    sections = {section for case in found for section in case.sections}
    rules: set[str] = {t.rules.rule(section) for section in sections}
    if t.error is not None:
        rules.add(t.error["rule"])
    ordered = sorted(rules, key=_rule_key)
    return found, [*ordered, *(case.id for case in found)]


def _rule_key(rule: str) -> tuple[str, int, int]:
    prefix, _, number = rule.rpartition("-")
    major, _, minor = number.partition(".")
    return prefix, int(major), int(minor or 0)
