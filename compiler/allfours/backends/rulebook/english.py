"""The rulebook in English: every rule of the layout as a sentence built from the settings."""

from __future__ import annotations

from dataclasses import dataclass

from allfours import ir
from allfours.backends.escape import md_text
from allfours.backends.rulebook.language import Language
from allfours.rulenumbers import RuleNumbers

_NUMBER_WORDS = (
    "no",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
)
_SUIT_NAMES = {code: word for word, code in ir.SUIT_WORDS.items()}
_RANK_NAMES = {code: word for word, code in ir.RANK_WORDS.items()}


def _words(n: int) -> str:
    return _NUMBER_WORDS[n] if 0 <= n < len(_NUMBER_WORDS) else str(n)


def _point_title(point_id: str) -> str:
    return md_text(point_id.replace("_", " ").capitalize())


@dataclass(frozen=True, slots=True)
class Wording:
    """Who scores, in the variant's own words: players, or the sides of a partnership game."""

    each: str  # "player" | "side"
    pitcher: str  # "the pitcher" | "the pitcher's side"
    pitchers: str  # possessive: "the pitcher's" | "the pitcher's side's"
    own: str  # "their" | "its"
    them: str  # "them" | "it"
    they_make: str  # "they make" | "it makes"
    winners: str  # "the winner" | "the winning side"

    @classmethod
    def of(cls, v: ir.Variant) -> Wording:
        if v.partnerships:
            return cls(
                "side",
                "the pitcher's side",
                "the pitcher's side's",
                "its",
                "it",
                "it makes",
                "the winning side",
            )
        return cls(
            "player",
            "the pitcher",
            "the pitcher's",
            "their",
            "them",
            "they make",
            "the winner",
        )


def _recipient(kind: str | None, w: Wording) -> str:
    own = " (and so to their side)" if w.each == "side" else ""
    return {
        "holder": f"the player who was dealt it{own}",
        "capturer": f"the player who wins the trick containing it{own}",
        "player": f"the player who plays it to a trick{own}",
    }.get(kind or "", "")


def _plural(count: int, word: str) -> str:
    return f"{_words(count)} {word}{'' if count == 1 else 's'}"


def _point_sentence(point: ir.PointRule, v: ir.Variant, w: Wording) -> str:
    title = f"**{_point_title(point.id)}**"
    to = _recipient(point.recipient, w)
    if point.kind == "highest_trump":
        return f"{title}: the highest trump in play, to {to}."
    if point.kind == "lowest_trump":
        joker = (
            f" The joker never counts as {title}: the lowest natural trump does."
            if v.jokers
            else ""
        )
        return (
            f"{title}: the lowest trump in play, to {to}. If only one trump is in play, it is "
            f"both the highest and the lowest.{joker}"
        )
    if point.kind in ("trump_card", "joker"):
        card = (
            "the joker"
            if point.kind == "joker"
            else f"the {_RANK_NAMES[point.rank or 'J']} of trumps"
        )
        return f"{title}: {card}, to {to}. If {card} was not dealt, no one scores {title}."
    values = ", ".join(f"{'10' if r == 'T' else r} = {v}" for r, v in point.counts)
    won = "they won" if w.each == "player" else "its players won"
    tie = (
        f"If two or more {w.each}s tie for the highest total, no one scores it."
        if point.tie == "nobody"
        else f"If {w.pitcher} ties for the highest total, {w.pitcher} scores it; any other tie "
        "scores nothing."
    )
    return (
        f"{title}: each {w.each} totals the cards {won} in tricks, counting {values}, other "
        f"cards 0. The {w.each} with the highest total scores it. {tie}"
    )


def _bid_range(v: ir.Variant) -> str:
    if v.min_bid == v.max_bid:
        return f"The only bid is {v.min_bid}."
    return f"Bids run from {v.min_bid} to {v.max_bid}."


def _series(items: list[str], last: str) -> str:
    """ "a", "a and b", "a, b and c"."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {last} {items[-1]}"


def _players_rule(v: ir.Variant) -> str:
    if v.partnerships:
        sides = v.players_min // v.partnership_size
        teams = _series(
            [
                "seats " + _series([str(s) for s in range(side, v.players_min, sides)], "and")
                for side in range(sides)
            ],
            "against" if sides == 2 else "and",
        )
        seating = "opposite each other" if v.partnership_size == 2 else "alternately"
        return (
            f"{_words(v.players_min).capitalize()} players in {_words(sides)} partnerships of "
            f"{_words(v.partnership_size)}, partners sitting {seating}: {teams}. Partners share "
            "one score; what either wins counts for their side."
        )
    count = (
        f"{_words(v.players_min).capitalize()} to {_words(v.players_max)} players"
        if v.players_min != v.players_max
        else f"{_words(v.players_min).capitalize()} players"
    )
    return f"{count}, each playing for themselves."


def _pack_rule(v: ir.Variant) -> str:
    ranks = " ".join("10" if r == "T" else r for r in v.ranks)
    if len(v.ranks) == len(ir.RANKS):
        base = f"One standard {52}-card pack"
    else:
        base = (
            f"One {v.pack_size}-card pack: each suit from the ace down to the "
            f"{_RANK_NAMES[v.ranks[-1]]}"
        )
    joker = ", and one joker" if v.jokers else ", no jokers"
    return f"{base}{joker}. Rank in every suit, high to low: {ranks}."


def _auction_rules(v: ir.Variant, n: RuleNumbers, w: Wording) -> list[str]:
    c = n.cite
    if v.auction == "none":
        return [
            ("There is no auction: the player left of the dealer is the pitcher."),
            ("There are no bids, so the pitcher plays without a contract."),
            ("There is no dealer's privilege."),
            ("There is no smudge bid."),
            ("No one passes: every hand is played."),
            (
                f"{w.pitcher.capitalize()} scores what {w.they_make}, like everyone else, "
                "and cannot be set back."
            ),
        ]
    if v.auction == "sell":
        return [
            (
                "The player left of the dealer holds the pitch and may sell it. "
                "Starting with the next player, every other player, the dealer last, has "
                "exactly one turn: bid or pass."
            ),
            (f"{_bid_range(v)} A bid must be higher than every earlier bid."),
            (
                "There is no dealer's privilege: the seller decides instead. "
                "Selling (`sell`), the seller scores the high bid at once, which can win the "
                "game before a card is played, and the highest bidder pitches, bound to make "
                "the bid. Refusing (`refuse`), the seller pitches, bound to make the high bid."
            ),
            ("There is no smudge bid."),
            ("If nobody bids, the seller pitches without a contract and cannot be set back."),
            ("The pitcher's bid, or the price the seller refused, is the contract."),
        ]
    smudge = v.smudge_bid
    privilege = {
        "none": "The dealer has no privilege: like everyone else, the dealer must bid higher "
        "than the high bid to take the contract.",
        "match": "Dealer's privilege: the dealer may take the contract at the current high bid "
        "(an equal bid), and may also bid higher like anyone else.",
        "match_except_smudge": "Dealer's privilege: the dealer may take the contract at the "
        "current high bid (an equal bid), except a smudge, and may also bid higher like "
        "anyone else.",
        "match_even_smudge": "Dealer's privilege: the dealer may take the contract at the "
        "current high bid (an equal bid), even a smudge, and may also bid higher.",
    }["match_except_smudge" if v.privilege == "match" and smudge is not None else v.privilege]
    # (A smudge cannot be taken away: "match" with a smudge reads as "except a smudge".)
    if smudge is None:
        smudge_rule = "There is no smudge bid."
    else:
        needs = (
            f" A smudge is made only by {w.pitcher} taking every point and every "
            "trick; when a point's card is not in play it cannot be made."
            if v.smudge_needs_every_trick
            else ""
        )
        smudge_rule = (
            f"Smudge: a bid of {smudge} is a smudge. It cannot be taken away: once anyone "
            "has bid it, no later player may bid"
            + (
                ", except the dealer matching it"
                if v.privilege == "match_even_smudge"
                else ", the dealer included"
            )
            + ". The players after the smudger still take their turn; passing is their only "
            f"legal action.{needs}"
        )
    all_pass = {
        "stick_the_dealer": f"If every player before the dealer passes, the dealer may not pass "
        f'and must bid {v.min_bid} or more ("stick the dealer").',
        "redeal_by_next_dealer": "If everyone passes, the cards are thrown in and the next "
        "dealer deals a new hand.",
        "redeal_by_same_dealer": "If everyone passes, the cards are thrown in and the same "
        "dealer deals again.",
        "eldest_pitches": "If everyone passes, the player left of the dealer pitches without "
        f"a contract; {w.pitcher} scores what {w.they_make} like everyone else and cannot be "
        "set back.",
    }[v.all_pass]
    return [
        (
            "Bidding starts with the player left of the dealer and goes once "
            "around the table; the dealer bids last. Each player has exactly one turn: "
            "bid or pass."
        ),
        (
            f"{_bid_range(v)} A bid must be higher "
            "than every earlier bid"
            + (f", with one exception ({c('3.3')})." if v.privilege != "none" else ".")
        ),
        (privilege),
        (smudge_rule),
        (all_pass),
        (
            "The highest bidder (or the dealer who took the contract) is the "
            "pitcher; the bid is the contract."
        ),
    ]


def _scoring_rules(v: ir.Variant, n: RuleNumbers, w: Wording) -> list[str]:
    if v.countdown:
        direction = (
            f"Scores count down: every {w.each} starts at the target, {v.target}, and takes off "
            f"the points {w.they_make}; a set-back adds the bid back on. A score above the "
            'target is "in the hole"; a score of exactly the target is not.'
        )
    else:
        direction = (
            f'Scores may go below zero. A {w.each} with a negative score is "in the hole"; a '
            "score of exactly 0 is not in the hole."
        )
    who = "they" if w.each == "player" else "it"
    # Counting down, points made come off the score and a set-back goes on.
    score, unscore = ("takes off", "added to") if v.countdown else ("adds", "subtracted from")
    if v.auction == "none":
        contract = (
            f"There is no contract: {w.pitcher} {score} the points made like any other "
            f"{w.each} and is never set back."
        )
    else:
        no_contract = (
            f" When {w.pitcher} plays without a contract, {w.pitcher} scores like any other "
            f"{w.each} and cannot be set back."
            if v.auction == "sell" or v.all_pass == "eldest_pitches"
            else ""
        )
        smudge_bid = (
            f" A made smudge scores its bid, {v.smudge_bid}, instead of the points made."
            if v.smudge_bid is not None and v.smudge_scores_bid
            else ""
        )
        named = next((p for p in v.points if p.kind in ("trump_card", "joker")), None)
        example = (
            ""
            if named is None
            else " (the joker not in play, say)"
            if named.kind == "joker"
            else f" (the {_RANK_NAMES[named.rank or 'J']} of trumps not in play, say)"
        )
        every_point = (
            f" So a smudge is made only by winning all {_words(len(v.points))} points; when one "
            f"of them goes to no one{example}, it cannot be made "
            f"and {w.pitcher} is set back {v.smudge_bid}."
            if v.smudge_bid is not None
            and v.smudge_bid == len(v.points)
            and not v.smudge_needs_every_trick
            else ""
        )
        contract = (
            f"{w.pitcher.capitalize()} {score} the points made if they are at least the bid; "
            f"otherwise {w.pitcher} is set back: the bid is {unscore} {w.pitchers} score and "
            f"the points made are not counted.{every_point}{no_contract}{smudge_bid}"
        )
    return [
        f"Every {w.each} other than {w.pitcher} {score} the points {who} made.",
        contract,
        direction,
        f"Each {w.each}'s number of set-backs in the game is recorded.",
    ]


def _winning_rules(v: ir.Variant, n: RuleNumbers, w: Wording) -> list[str]:
    smudge = v.smudge_bid
    goal = "0 or less" if v.countdown else f"{v.target} or more"
    target = (
        f"The target is {v.target}, counted down to 0: the game ends after the first hand at "
        f"whose end some {w.each} has 0 or less."
        if v.countdown
        else f"The target is {v.target}: the game ends after the first hand at whose end "
        f"some {w.each} has {goal}."
    )
    if v.auction == "sell":
        seller = "the seller" if w.each == "player" else "the seller's side"
        target += f" A sold pitch can end it before play, when the price takes {seller} there."
    if smudge is not None and v.smudge_wins_game:
        hole = "a score above the target" if v.countdown else "a negative score"
        instant = (
            f"Smudge: when {w.pitcher} bid {smudge} and made it, {w.pitcher} wins the game at "
            "once, whatever "
            "the scores"
            + (
                f", unless {w.pitcher} was in the hole ({hole}) before the hand; then "
                f"{w.pitcher} just scores the points and play goes on"
                if v.smudge_unless_in_hole
                else ""
            )
            + "."
        )
    else:
        instant = "No bid wins the game at once."
    if v.all_points_wins_game:
        instant += (
            f" A {w.each} {'who' if w.each == 'player' else 'that'} takes every point of a hand "
            "wins the game at once, whatever "
            f"{w.own} score, pitching or not."
        )
    reach = "count down to 0" if v.countdown else "reach the target"
    if v.count_out_mode == "higher_score":
        count_out = (
            f"When more than one {w.each} reaches the goal in the same hand, the better "
            f"score wins; if they are level, {w.pitcher} wins if it is one of them, otherwise "
            "the points of the hand decide, credited one at a time in the order they are "
            "numbered."
        )
    else:
        order = ", ".join(_point_title(p) for p in v.count_out_order)
        first = (
            f"first {w.pitchers} points count: if {w.pitcher} made the bid and now has "
            f"{goal}, {w.pitcher} wins, even if another {w.each} has a better total; otherwise "
            if v.count_out_pitcher_first
            else ""
        )
        count_out = (
            f"When one or more {w.each}s {reach} in the same hand, the winner is "
            f"decided by counting the hand's points in order: {first}the points are credited "
            f"one at a time in the order {order}, starting from each {w.each}'s score before "
            f"the hand; the first {w.each} to {reach} wins."
        )
    return [
        (target),
        (instant),
        (count_out),
        (f"Only one {w.each} wins a game."),
    ]


def _settlement_rules(v: ir.Variant, n: RuleNumbers, w: Wording) -> list[str]:
    good, bad = (
        (f"{v.target - 1} or less", f"{v.target} or more")
        if v.countdown
        else ("1 or more", "0 or less")
    )
    above, below = _plural(v.settle_above_zero, "chip"), _plural(v.settle_at_or_below_zero, "chip")
    if w.each == "side":
        settle = (
            f"Every player of a losing side pays every player of the winning side {above} if "
            f"their side's final score is {good}, and {below} if it is {bad}."
        )
        net = "the winners' gains equal the losers' losses."
    else:
        settle = (
            f"The winner collects {above} from each other player whose final score is {good}, "
            f"and {below} from each other player whose final score is {bad}."
        )
        net = "the winner's gain equals the sum of the others' losses."
    extra = _plural(v.setback_chips, "extra chip")
    if not v.setback_chips:
        setback_rule = "Set-backs cost nothing at settlement: only final scores count."
    elif w.each == "player":
        setback_rule = (
            f"Variation in force: the winner also collects {extra} from each other player for "
            "every time that player was set back during the game."
        )
    else:
        setback_rule = (
            f"Variation in force: every player of a losing side also pays {extra} to every "
            "player of the winning side for every time their side was set back during the game."
        )
    return [
        (settle),
        (setback_rule),
        (f"Settlement is reported per seat as net chips: {net}"),
    ]


class English(Language):
    code = "en"
    name = "English"

    def section_titles(self) -> tuple[str, ...]:
        return (
            "Players, seats, cards",
            "The deal",
            "The auction",
            "The play",
            "Points of the hand",
            "Scoring the hand",
            "Winning the game",
            "Settlement",
            "Illegal actions",
        )

    def point_title(self, point_id: str) -> str:
        return _point_title(point_id)

    def players_and_cards(self, v: ir.Variant, n: RuleNumbers) -> list[str]:
        return [
            _players_rule(v),
            'Seats are numbered 0 to n-1 clockwise. "Left of the dealer" is the next seat '
            "clockwise; play, bidding and the deal all go clockwise.",
            _pack_rule(v),
            "Card codes in machine-readable files: rank `A K Q J T 9 8 7 6 5 4 3 2` followed "
            "by suit `S H D C`, for example `AS`, `TD`, `2C`"
            + ("; the joker is `JK`." if v.jokers else "."),
        ]

    def deal(self, v: ir.Variant, n: RuleNumbers) -> list[str]:
        rotation = {
            1: "to the left: the next dealer is the player on the dealer's left",
            -1: "to the right: the next dealer is the player on the dealer's right",
            0: "to no one: the same player deals every hand",
        }[v.deal_rotation]
        return [
            f"The dealer deals {_plural(v.packet_size, 'card')} at a time, clockwise, starting "
            "with the player on the dealer's left, until everyone has "
            f"{_words(v.hand_size)}. The rest of the pack is not used in the hand.",
            'A card is "in play" when it was dealt to a player. Undealt cards never score.',
            f"After each hand the deal passes {rotation}.",
        ]

    def auction(self, v: ir.Variant, n: RuleNumbers) -> list[str]:
        return _auction_rules(v, n, Wording.of(v))

    def play(self, v: ir.Variant, n: RuleNumbers) -> list[str]:
        plain = (
            "When a plain suit is led, a player who holds that suit must play either that "
            "suit or a trump (trumping is allowed even when able to follow). A player who "
            "holds none of the led suit may play any card."
            if v.plain_lead == "follow_or_trump"
            else "When a plain suit is led, a player who holds that suit must play it. A "
            "player who holds none of the led suit may play any card, a trump included."
        )
        joker_trump = joker_rank = ""
        if v.jokers:
            suit = _SUIT_NAMES[v.joker_trump or "S"]
            joker_trump = f" If the pitch is the joker, {suit} are trump."
            joker_rank = " The joker is a trump, the lowest of all, and follows only trump leads."
        pitch = "pitcher" if v.auction != "none" else "pitcher (the player left of the dealer)"
        return [
            f"The {pitch} leads to the first trick; the suit of that card (the "
            f'"pitch") is trump for the hand.{joker_trump}',
            "When trump is led, each player must play a trump if able (the first trick is "
            f"always a trump lead).{joker_rank}",
            plain,
            "A trick is won by the highest trump in it or, if it holds no trump, by the "
            "highest card of the suit led. The winner leads to the next trick.",
            "The one trick is played."
            if v.hand_size == 1
            else f"All {_words(v.hand_size)} tricks are played.",
        ]

    def point(self, point: ir.PointRule, v: ir.Variant, n: RuleNumbers) -> str:
        return _point_sentence(point, v, Wording.of(v))

    def points_made(self, v: ir.Variant, n: RuleNumbers) -> str:
        w = Wording.of(v)
        return (
            f'A {w.each} "made" k points in the hand when k of these '
            f"{_plural(len(v.points), 'point')} went to {w.them}. Each point is worth 1."
        )

    def scoring(self, v: ir.Variant, n: RuleNumbers) -> list[str]:
        return _scoring_rules(v, n, Wording.of(v))

    def winning(self, v: ir.Variant, n: RuleNumbers) -> list[str]:
        return _winning_rules(v, n, Wording.of(v))

    def settlement(self, v: ir.Variant, n: RuleNumbers) -> list[str]:
        return _settlement_rules(v, n, Wording.of(v))

    def illegal_actions(self, v: ir.Variant, n: RuleNumbers) -> list[str]:
        return [
            "An action that is not legal in the current state is refused with an error that "
            "names the rule it breaks; the state is unchanged.",
            "Misdeals and revokes cannot happen in an engine that refuses illegal actions, so "
            "this rulebook sets no penalties for them.",
        ]

    def page_text(self) -> dict[str, str]:
        return {
            "generated": "@generated by allfours from {source}; do not edit by hand.",
            "variant": "Variant `{id}`",
            "built_on": ", built on {base}",
            "numbering": "Rules are numbered {prefix}-*section*.*rule*; the rules module "
            "`{module}` cites the same numbers.",
            "differs_title": "How it differs from {base_title}",
            "differs_intro": "Every rule is as in {base}, except these:",
            "differs_none": "Every rule is as in {base}; only the name differs.",
            "full_rulebook": "The rule card of the game; every rule, numbered, is in the "
            "[full rulebook]({link}).",
            "source_title": "The variant file",
            "source_intro": "This rulebook is generated from {source}:",
        }
