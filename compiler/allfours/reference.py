"""The language reference as data: every statement of the variant language, its forms,
its default and the rulebook rules it decides.

The docs' language page is rendered from this table, and a test parses every form
listed here with the real grammar and checks that every statement of the grammar is
listed, so the reference cannot drift from the language.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Setting:
    rule: str  # the grammar rule that parses it
    key: str  # how diagnostics and `extends` name it
    rules: str  # the rulebook rules it decides, e.g. "3.3"
    forms: tuple[str, ...]  # every form, each a complete line that parses
    default: str | None  # None: required in a variant without `extends`
    note: str = ""


SETTINGS: tuple[Setting, ...] = (
    Setting(
        "description",
        "description",
        "",
        ('description: "The classic cutthroat Pitch, seven points to win."',),
        "none (not inherited: it describes its own file's variant)",
    ),
    Setting(
        "numbering",
        "rule numbers",
        "",
        ("rule numbers: AP",),
        "the initials of the root variant's id (`auction_pitch` → AP)",
        "1 to 6 capital letters; rulebooks and engine errors cite rules as AP-4.3.",
    ),
    Setting(
        "players",
        "players",
        "1.1",
        (
            "players: 4",
            "players: 2 to 7, each for themselves",
            "players: 4, in partnerships of 2, partners sitting opposite",
            "players: 6, in partnerships of 3, partners sitting alternately",
        ),
        None,
        "In partnerships, seat s plays for side s mod (players ÷ partnership size).",
    ),
    Setting(
        "pack",
        "pack",
        "1.3",
        (
            "pack: 52 cards, ace high",
            "pack: 32 cards, ace high down to seven",
            "pack: 53 cards, ace high, with one joker",
        ),
        "52 cards, ace high",
        "The card count must match the ranks kept and the joker.",
    ),
    Setting(
        "joker",
        "joker",
        "4.1, 4.2",
        ("joker: the lowest trump, never low; pitched, it makes spades trump",),
        "required when the pack has a joker, refused otherwise",
    ),
    Setting(
        "deal",
        "deal",
        "2.1",
        ("deal: 6 cards each, in packets of 3, starting left of the dealer",),
        None,
    ),
    Setting(
        "rotation",
        "deal rotation",
        "2.3",
        (
            "after each hand, the deal passes to the left",
            "after each hand, the deal passes to the right",
            "after each hand, the deal stays with the dealer",
        ),
        "passes to the left",
    ),
    Setting(
        "auction",
        "auction",
        "3.1, 3.2",
        (
            "auction: bids 2 to 4, once around, starting left of the dealer",
            "auction: none; the player left of the dealer pitches",
            "auction: the player left of the dealer sells the pitch; the others bid 1 to 4, "
            "once around",
        ),
        None,
        "Selling: after the bids the seller acts `sell` (scores the price at once; the "
        "buyer pitches) or `refuse` (pitches bound to the price). Without an auction the "
        "pitcher plays without a contract.",
    ),
    Setting(
        "privilege",
        "dealer's privilege",
        "3.3",
        (
            "dealer's privilege: none",
            "dealer's privilege: the dealer may take the contract at the high bid",
            "dealer's privilege: the dealer may take the contract at the high bid, except a smudge",
            "dealer's privilege: the dealer may take the contract at the high bid, even a smudge",
        ),
        "none",
    ),
    Setting(
        "smudge",
        "smudge",
        "3.4, 6.2, 7.2",
        (
            "smudge: a bid of 4",
            "smudge: a bid of 4; made, it wins the game",
            "smudge: a bid of 4; made, it wins the game unless the bidder is in the hole",
            "smudge: a bid of 5; it needs every point and every trick; made, it scores the bid",
            "smudge: none",
        ),
        "no smudge",
    ),
    Setting(
        "all_pass",
        "if everyone passes",
        "3.5",
        (
            "if everyone passes: the dealer must bid",
            "if everyone passes: the next dealer deals again",
            "if everyone passes: the same dealer deals again",
            "if everyone passes: the player left of the dealer pitches without a contract",
        ),
        "the dealer must bid",
    ),
    Setting(
        "trump",
        "trump",
        "4.1",
        ("trump: the suit of the first card pitched",),
        "the suit of the first card pitched",
    ),
    Setting(
        "trump_lead",
        "on a trump lead",
        "4.2",
        ("on a trump lead: follow suit if able",),
        "follow suit if able",
    ),
    Setting(
        "plain_lead",
        "on a plain lead",
        "4.3",
        ("on a plain lead: follow suit or trump", "on a plain lead: follow suit if able"),
        "follow suit or trump",
    ),
    Setting("void", "when void", "4.3", ("when void: play any card",), "play any card"),
    Setting(
        "point",
        "point ID",
        "5.1, 5.2, ...",
        (
            "point high: the highest trump in play, to the player dealt it",
            "point low: the lowest trump in play, to the player who takes it",
            "point jack: the jack of trumps, to the player who takes it; "
            "if it was not dealt, no one scores it",
            "point joker: the joker, to the player who plays it",
            "point game: most counting cards taken (10 = 10, A = 4, K = 3, Q = 2, J = 1); "
            "a tie scores nothing",
            "point game: most counting cards taken (10 = 10, A = 4); a tie goes to the pitcher",
        ),
        "at least one point is required",
        "Points are numbered in the order they are first defined; a `point` line in a "
        "variant built with `extends` replaces the base's point of the same id or adds one.",
    ),
    Setting(
        "contract",
        "contract",
        "6.2",
        (
            "contract: made when the pitcher's points reach the bid; otherwise the pitcher "
            "is set back by the bid",
        ),
        "the same",
    ),
    Setting(
        "scoring",
        "scores",
        "6.3, 7.1",
        ("scores: counted up from 0 to the target", "scores: counted down from the target to 0"),
        "counted up from 0 to the target",
    ),
    Setting("target", "target", "7.1", ("target: 7",), None),
    Setting(
        "count_out",
        "count out",
        "7.3",
        (
            "count out: the pitcher first, then high, low, jack, game",
            "count out: the pitcher's side first, then high, low, jack, game",
            "count out: high, low, jack, game",
            "count out: the higher score wins; a tie goes to the pitcher's side",
        ),
        "the pitcher first, then the points in the order they are defined",
    ),
    Setting(
        "instant_win",
        "instant win",
        "7.2",
        ("instant win: a player who takes every point wins the game whatever their score",),
        "none",
    ),
    Setting(
        "settle",
        "settle",
        "8.1",
        ("settle: 1 chip from each player above 0, 2 chips from each player at 0 or below",),
        "1 chip and 2 chips",
    ),
    Setting(
        "setback_chips",
        "set-back chips",
        "8.2",
        ("set-back chips: 1 chip for each time a player was set back",),
        "none",
    ),
)
