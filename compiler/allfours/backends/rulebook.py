"""The rulebook backend: a Markdown page per variant, every rule a numbered sentence.

Sentences are composed here from the IR's settings in fixed English; the page layout
is the `rulebook.md.j2` template. Text from a variant file (title, description, point
names) is escaped for Markdown and HTML before it reaches the page.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

from allfours import ir
from allfours.backends.templating import environment
from allfours.rulenumbers import RuleNumbers

# Characters that could start Markdown markup inside a line (links, emphasis, code);
# `<`, `>`, `&` and braces become HTML entities instead.
_MARKDOWN_SPECIAL = re.compile(r"([\\`*_\[\]#!|~])")
# Markup that only counts at the start of a line: lists, quotes, numbered lists.
_LINE_START = re.compile(r"^(\s*)([-+]|\d+)(\.?\s)")
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
_RANK_NAMES = dict(
    zip(
        ir.RANKS,
        (
            "ace",
            "king",
            "queen",
            "jack",
            "ten",
            "nine",
            "eight",
            "seven",
            "six",
            "five",
            "four",
            "three",
            "two",
        ),
        strict=True,
    )
)


def _escape_line_start(match: re.Match[str]) -> str:
    indent, marker, rest = match.groups()
    if marker.isdigit():  # "1. " starts a numbered list: escape the period
        return f"{indent}{marker}{rest.replace('.', chr(92) + '.', 1)}"
    return f"{indent}\\{marker}{rest}"


def md_text(text: str) -> str:
    """Untrusted text as inert Markdown: HTML escaped, Markdown punctuation backslashed."""
    escaped = _MARKDOWN_SPECIAL.sub(r"\\\1", " ".join(text.split()))
    escaped = _LINE_START.sub(_escape_line_start, escaped)
    # Braces become entities, so that no template engine downstream sees `{{` or `{%`.
    return html.escape(escaped, quote=False).replace("{", "&#123;").replace("}", "&#125;")


def _words(n: int) -> str:
    return _NUMBER_WORDS[n] if 0 <= n < len(_NUMBER_WORDS) else str(n)


def _point_title(point_id: str) -> str:
    return md_text(point_id.replace("_", " ").capitalize())


@dataclass(frozen=True, slots=True)
class Rule:
    number: str  # e.g. "AP-3.2"
    text: str  # Markdown, already escaped where it holds variant text

    @property
    def anchor(self) -> str:
        return self.number.lower().replace(".", "-")


@dataclass(frozen=True, slots=True)
class Section:
    number: int
    title: str
    rules: tuple[Rule, ...]


def _recipient(kind: str | None) -> str:
    return {
        "holder": "the player who was dealt it",
        "capturer": "the player who wins the trick containing it",
        "player": "the player who plays it to a trick",
    }.get(kind or "", "")


def _point_sentence(point: ir.PointRule) -> str:
    title = f"**{_point_title(point.id)}**"
    if point.kind == "highest_trump":
        return f"{title}: the highest trump in play, to {_recipient(point.recipient)}."
    if point.kind == "lowest_trump":
        return (
            f"{title}: the lowest trump in play, to {_recipient(point.recipient)}. "
            "If only one trump is in play, it is both the highest and the lowest."
        )
    if point.kind == "trump_card":
        assert point.rank is not None
        card = f"the {_RANK_NAMES[point.rank]} of trumps"
        return (
            f"{title}: {card}, to {_recipient(point.recipient)}. "
            f"If {card} was not dealt, no one scores {title}."
        )
    values = ", ".join(f"{'10' if r == 'T' else r} = {v}" for r, v in point.counts)
    tie = (
        "If two or more players tie for the highest total, no one scores it."
        if point.tie == "nobody"
        else "If the pitcher ties for the highest total, the pitcher scores it; "
        "any other tie scores nothing."
    )
    return (
        f"{title}: each player totals the cards they won in tricks, counting {values}, "
        f"other cards 0. The player with the highest total scores it. {tie}"
    )


def sections(v: ir.Variant) -> tuple[Section, ...]:
    n = RuleNumbers(v)
    c = n.cite
    players = (
        f"{_words(v.players_min).capitalize()} to {_words(v.players_max)} players"
        if v.players_min != v.players_max
        else f"{_words(v.players_min).capitalize()} players"
    )
    rotation = {
        1: "to the left: the next dealer is the player on the dealer's left",
        -1: "to the right: the next dealer is the player on the dealer's right",
        0: "nowhere: the same player deals every hand",
    }[v.deal_rotation]
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
    }[v.privilege]
    if smudge is None:
        smudge_rule = "There is no smudge bid."
    else:
        smudge_rule = (
            f"Smudge: a bid of {smudge} is a smudge. It cannot be taken away: once anyone "
            "has bid it, no later player may bid"
            + (", except the dealer matching it" if v.privilege == "match_even_smudge" else "")
            + ". The players after the smudger still take their turn; passing is their only "
            "legal action."
        )
    all_pass = {
        "stick_the_dealer": f"If every player before the dealer passes, the dealer may not pass "
        f'and must bid {v.min_bid} or more ("stick the dealer").',
        "redeal_by_next_dealer": "If everyone passes, the cards are thrown in and the next "
        "dealer deals a new hand.",
        "redeal_by_same_dealer": "If everyone passes, the cards are thrown in and the same "
        "dealer deals again.",
    }[v.all_pass]
    plain = (
        "When a plain suit is led, a player who holds that suit must play either that suit or "
        "a trump (trumping is allowed even when able to follow). A player who holds none of "
        "the led suit may play any card."
        if v.plain_lead == "follow_or_trump"
        else "When a plain suit is led, a player who holds that suit must play it. A player "
        "who holds none of the led suit may play any card, a trump included."
    )
    point_rules = [Rule(n.point(p.id), _point_sentence(p)) for p in v.points]
    point_rules.append(
        Rule(
            n.points_made(),
            f'A player "made" k points in the hand when k of these '
            f"{_words(len(v.points))} went to them. Each point is worth 1.",
        )
    )
    order = ", ".join(_point_title(p) for p in v.count_out_order)
    count_out = (
        "When one or more players reach the target in the same hand, the winner is decided "
        "by counting the hand's points in order: "
        + (
            "first the pitcher's: if the pitcher made the bid and now has the target or more, "
            "the pitcher wins, even if another player has a higher total; otherwise "
            if v.count_out_pitcher_first
            else ""
        )
        + f"the points are credited one at a time in the order {order}, starting from each "
        "player's score before the hand; the first player to reach the target wins."
    )
    if smudge is not None and v.smudge_wins_game:
        instant = (
            f"Smudge: a pitcher who bid {smudge} and made it wins the game at once, whatever "
            "the scores"
            + (
                ", unless the pitcher was in the hole (a negative score) before the hand; then "
                "the pitcher just scores the points and play goes on"
                if v.smudge_unless_in_hole
                else ""
            )
            + "."
        )
    else:
        instant = "No bid wins the game at once."
    if v.all_points_wins_game:
        instant += (
            " A player who takes every point of a hand wins the game at once, whatever "
            "their score, pitcher or not."
        )
    setback_rule = (
        f"Variation in force: the winner also collects {_words(v.setback_chips)} extra chip"
        f"{'s' if v.setback_chips != 1 else ''} from each other player for every time that "
        "player was set back during the game."
        if v.setback_chips
        else "Set-backs cost nothing at settlement: only final scores count."
    )
    return (
        Section(
            1,
            "Players, seats, cards",
            (
                Rule(c("1.1"), f"{players}, each playing for themselves."),
                Rule(
                    c("1.2"),
                    'Seats are numbered 0 to n-1 clockwise. "Left of the dealer" is the '
                    "next seat clockwise; play, bidding and the deal all go clockwise.",
                ),
                Rule(
                    c("1.3"),
                    f"One standard {v.pack_size}-card pack, no jokers. Rank in every suit, "
                    "high to low: A K Q J 10 9 8 7 6 5 4 3 2.",
                ),
                Rule(
                    c("1.4"),
                    "Card codes in machine-readable files: rank `A K Q J T 9 8 7 6 5 4 3 2` "
                    "followed by suit `S H D C`, for example `AS`, `TD`, `2C`.",
                ),
            ),
        ),
        Section(
            2,
            "The deal",
            (
                Rule(
                    c("2.1"),
                    f"The dealer deals {_words(v.packet_size)} card"
                    f"{'s' if v.packet_size != 1 else ''} at a time, clockwise, starting with the "
                    f"player on the dealer's left, until everyone has {_words(v.hand_size)}. The "
                    "rest of the pack is not used in the hand.",
                ),
                Rule(
                    c("2.2"),
                    'A card is "in play" when it was dealt to a player. Undealt cards never score.',
                ),
                Rule(c("2.3"), f"After each hand the deal passes {rotation}."),
            ),
        ),
        Section(
            3,
            "The auction",
            (
                Rule(
                    c("3.1"),
                    "Bidding starts with the player left of the dealer and goes once "
                    "around the table; the dealer bids last. Each player has exactly one turn: "
                    "bid or pass.",
                ),
                Rule(
                    c("3.2"),
                    f"Bids run from {v.min_bid} to {v.max_bid}. A bid must be higher "
                    "than every earlier bid"
                    + (f", with one exception ({c('3.3')})." if v.privilege != "none" else "."),
                ),
                Rule(c("3.3"), privilege),
                Rule(c("3.4"), smudge_rule),
                Rule(c("3.5"), all_pass),
                Rule(
                    c("3.6"),
                    "The highest bidder (or the dealer who took the contract) is the "
                    "pitcher; the bid is the contract.",
                ),
            ),
        ),
        Section(
            4,
            "The play",
            (
                Rule(
                    c("4.1"),
                    "The pitcher leads to the first trick; the suit of that card (the "
                    '"pitch") is trump for the hand.',
                ),
                Rule(
                    c("4.2"),
                    "When trump is led, each player must play a trump if able (the first "
                    "trick is always a trump lead).",
                ),
                Rule(c("4.3"), plain),
                Rule(
                    c("4.4"),
                    "A trick is won by the highest trump in it or, if it holds no trump, "
                    "by the highest card of the suit led. The winner leads to the next trick.",
                ),
                Rule(c("4.5"), f"All {_words(v.hand_size)} tricks are played."),
            ),
        ),
        Section(5, "Points of the hand", tuple(point_rules)),
        Section(
            6,
            "Scoring the hand",
            (
                Rule(c("6.1"), "Every player other than the pitcher adds the points they made."),
                Rule(
                    c("6.2"),
                    "The pitcher adds the points made if they are at least the bid; "
                    "otherwise the pitcher is set back: the bid is subtracted from the pitcher's "
                    "score and the points made are not added.",
                ),
                Rule(
                    c("6.3"),
                    'Scores may go below zero. A player with a negative score is "in the '
                    'hole"; a score of exactly 0 is not in the hole.',
                ),
                Rule(c("6.4"), "Each player's number of set-backs in the game is recorded."),
            ),
        ),
        Section(
            7,
            "Winning the game",
            (
                Rule(
                    c("7.1"),
                    f"The target is {v.target}: the game ends after the first hand at "
                    f"whose end some player has {v.target} or more.",
                ),
                Rule(c("7.2"), instant),
                Rule(c("7.3"), count_out),
                Rule(c("7.4"), "Only one player wins a game."),
            ),
        ),
        Section(
            8,
            "Settlement",
            (
                Rule(
                    c("8.1"),
                    f"The winner collects {_words(v.settle_above_zero)} chip"
                    f"{'s' if v.settle_above_zero != 1 else ''} from each other player whose final "
                    f"score is 1 or more, and {_words(v.settle_at_or_below_zero)} chip"
                    f"{'s' if v.settle_at_or_below_zero != 1 else ''} from each other player whose "
                    "final score is 0 or less.",
                ),
                Rule(c("8.2"), setback_rule),
                Rule(
                    c("8.3"),
                    "Settlement is reported per seat as net chips: the winner's gain "
                    "equals the sum of the others' losses.",
                ),
            ),
        ),
        Section(
            9,
            "Illegal actions",
            (
                Rule(
                    c("9.1"),
                    "An action that is not legal in the current state is refused with an "
                    "error that names the rule it breaks; the state is unchanged.",
                ),
                Rule(
                    c("9.2"),
                    "Misdeals and revokes cannot happen in an engine that refuses illegal "
                    "actions, so this rulebook sets no penalties for them.",
                ),
            ),
        ),
    )


def differences(v: ir.Variant) -> list[str]:
    """The settings this variant's own file states, for a variant built with `extends`."""
    if v.base is None:
        return []
    own = [key for key, origin in v.origins if origin.path == v.source and key != "description"]
    return [md_text(key) for key in own]


def render_page(v: ir.Variant) -> str:
    template = environment().get_template("rulebook.md.j2")
    return template.render(
        v=v,
        title=md_text(v.title),
        description=md_text(v.description),
        source=md_text(v.source),
        base=v.base,
        differences=differences(v),
        sections=sections(v),
    )
