"""The setting registry: every statement of the variant language, declared once.

Each setting names the grammar rule that parses it, the key diagnostics and `extends`
call it by, the words it starts with (the highlighter's keywords), every form it takes
(each a complete line that parses), its default, the part of the IR it decides and the
rules of the rulebook that state it. The language reference is rendered from this
table; the highlighter's keywords and the defaults `lower` fills in come from it; a
test parses every form and default with the real grammar and checks that every
statement of the grammar is here.

A default is a line of the language (lowered as if the variant had said it), None for a
setting a variant without `extends` must state, or, where it depends on other settings,
text that says how.

A setting with `values` is declared whole here: its line becomes a generic node
(`ast.Stated`: which alternative of its grammar rule was written, and its numbers), and
`lower` writes the value its alternative stands for into the IR field `ir` names. No
node, transformer method or lowering of its own is written for it: adding such a
setting is its grammar rule, this declaration, the engine that plays the field and its
sentence. A statement of clauses (the smudge) is declared the same way, its value a
`Record`: the IR record its line makes, and what each named part of the line writes.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, NamedTuple

from allfours.runtime import model

if TYPE_CHECKING:
    from allfours.runtime.model import RuleId

# What an alternative of a declared statement stands for in the IR: a value, or the value
# made of the numbers written in it (in the order they are written).
Numbers = tuple[int, ...]
Value = object | Callable[[Numbers], object]


class Record(NamedTuple):
    """What a statement of clauses stands for: the IR record its line makes, and what
    each named part of the line writes into the record's fields (the statement itself for
    its own numbers, each clause, a part within a clause), each a value or one made of the
    numbers written in that part. A clause not written leaves the record's default. Two
    clauses about one topic repeat or contradict each other (E0407)."""

    make: Callable[..., object]
    fields: Mapping[str, Mapping[str, Value]]
    topics: Mapping[str, str] = {}  # each clause's name: what it is about

    def build(self, parts: Sequence[tuple[str, Numbers]]) -> object:
        """The record a line makes of its parts (each its name and numbers, top down)."""
        written: dict[str, object] = {}
        for name, numbers in parts:
            for field, value in self.fields.get(name, {}).items():
                written[field] = value(numbers) if callable(value) else value
        return self.make(**written)


class Words(NamedTuple):
    """A setting's note and described default in one language."""

    note: str = ""
    default_text: str = ""


class Setting(NamedTuple):
    grammar: str  # the grammar rule that parses it
    key: str  # how diagnostics and `extends` name it
    keyword: str  # the words every form starts with
    forms: tuple[str, ...]  # every form, each a complete line that parses
    default: str | None  # a line that states the default; None: required at the root
    rules: tuple[RuleId, ...]  # the rulebook rules it decides
    ir: str  # the part of the IR it decides (a path in `Rules`)
    note: str = ""
    default_text: str = ""  # how the reference describes a default that is not a line
    also_starts: tuple[str, ...] = ()  # other words a form starts with (`jokers`)
    # A statement declared whole: each alternative of its grammar rule (the name of the
    # alternative, or of the rule itself where it has one form), and the value it writes
    # into the IR field at `ir` (a dotted path in `Rules`). Empty: a node of its own.
    values: Mapping[str, Value] = {}

    def __hash__(self) -> int:
        """By key (a setting's key is unique), since `values` is a dict: settings go in
        sets and are drawn unique."""
        return hash(self.key)

    @property
    def declared(self) -> bool:
        """Whether the statement is declared whole here (`values`): no node of its own."""
        return bool(self.values)

    def value(
        self, choice: str, numbers: Numbers, parts: Sequence[tuple[str, Numbers]] = ()
    ) -> object:
        """What the alternative `choice`, with these numbers, writes into the IR; for a
        statement of clauses, the record its parts make (each its name and numbers)."""
        value = self.values[choice]
        if isinstance(value, Record):
            return value.build(parts)
        return value(numbers) if callable(value) else value

    @property
    def message_id(self) -> str:
        """The setting's messages in the catalogs: setting-KEY-note, setting-KEY-default."""
        return "setting-" + re.sub(r"[^a-z0-9]+", "-", self.key.lower()).strip("-")

    def said(self, language: str) -> Words:
        """The note and described default in a language ("en", "es", "pl"): English here,
        the site's other languages from their catalogs (locales/<code>/settings.ftl; the
        forms are the language itself, the same in every language)."""
        if language == "en":
            return Words(self.note, self.default_text)
        from allfours.catalogs import catalog  # Fluent is loaded only when asked

        words = catalog(language)
        note, default = f"{self.message_id}-note", f"{self.message_id}-default"
        return Words(
            words(note) if words.has(note) else "",
            words(default) if words.has(default) else "",
        )

    @property
    def keywords(self) -> tuple[str, ...]:
        """Every word a form of the setting starts with."""
        return (self.keyword, *self.also_starts)


# The site's languages other than English, by code: a variant file may give its title
# and description in each (`title es: "..."`). The rulebook's languages are these and
# English (a test holds the two lists together).
TRANSLATED_LANGUAGES: dict[str, str] = {"es": "Spanish", "pl": "Polish"}


def _first(numbers: Numbers) -> int:
    """The statement's one number."""
    return numbers[0]


def _renege(in_trumps: bool, holding_ten: bool = False) -> Callable[[Numbers], object]:
    """A renege's penalty from its numbers: each opponent's points, then in trumps."""

    def value(numbers: Numbers) -> object:
        from allfours.runtime.model import Renege

        points = numbers[0]
        return Renege(points, numbers[1] if in_trumps else points, holding_ten)

    return value


_RUN = "running the cards: 3 more cards each, then a new card turned up, until the suit changes"
SETTINGS: tuple[Setting, ...] = (
    Setting(
        "description",
        "description",
        "description",
        ('description: "The classic cutthroat Pitch, seven points to win."',),
        "",
        (),
        "(the rulebook's introduction)",
        default_text="none (not inherited: it describes its own file's variant)",
    ),
    Setting(
        "title_in",
        "title LANGUAGE",
        "title",
        ('title es: "Auction Pitch a 11"', 'title pl: "Auction Pitch do 11"'),
        "",
        (),
        "(the variant's title on its pages in that language)",
        "The language is the code of one of the site's other languages: `es` (Spanish) or "
        "`pl` (Polish); the `variant` line gives the English title.",
        default_text="the English title (not inherited: it names its own file's variant)",
    ),
    Setting(
        "description_in",
        "description LANGUAGE",
        "description",
        (
            'description es: "El Pitch clásico a subasta, a siete puntos."',
            'description pl: "Klasyczny Pitch z licytacją, do siedmiu punktów."',
        ),
        "",
        (),
        "(the rulebook's introduction in that language)",
        "The language is `es` or `pl`, as for `title`.",
        default_text="the English description (not inherited)",
    ),
    Setting(
        "numbering",
        "rule numbers",
        "rule numbers",
        ("rule numbers: AP",),
        "",
        (),
        "numbers",
        "1 to 6 capital letters; rulebooks and engine errors cite rules as AP-4.3.",
        default_text="the initials of the root variant's id (`auction_pitch` → AP)",
    ),
    Setting(
        "players",
        "players",
        "players",
        (
            "players: 4",
            "players: 2 to 7, each for themselves",
            "players: 4, in partnerships of 2, partners sitting opposite",
            "players: 6, in partnerships of 3, partners sitting alternately",
            "players: 2 to 4, each for themselves; with 4, in partnerships of 2, "
            "partners sitting opposite",
            "players: 2 or 4, each for themselves; with 4, in partnerships of 2, "
            "partners sitting opposite",
        ),
        None,
        ("table.players",),
        "table",
        "In partnerships, seat s plays for side s mod (players ÷ partnership size).",
    ),
    Setting(
        "pack",
        "pack",
        "pack",
        (
            "pack: 52 cards, ace high",
            "pack: 32 cards, ace high down to seven",
            "pack: 53 cards, ace high, with one joker",
            "pack: 54 cards, ace high, with two jokers",
        ),
        "pack: 52 cards, ace high",
        ("table.pack",),
        "pack",
        "The card count must match the ranks kept and the jokers.",
    ),
    Setting(
        "joker",
        "joker",
        "joker",
        (
            "joker: the lowest trump, never low; pitched, it makes spades trump",
            "joker: a trump, never low, just above the ten of trumps",
            "joker: the lowest trump, never low",
            "jokers: the high and the low joker are trumps, never low, just above the ten of "
            "trumps",
            "jokers: the high and the low joker are trumps, never low, just above the ten of "
            "trumps; level, the one played first wins",
            "jokers: the high and the low joker are trumps, never low, just above the ten of "
            "trumps; level, the one played later wins",
        ),
        "",
        ("play.pitch", "play.trump_lead"),
        "pack.jokers",
        note="A joker placed just above a trump, and two jokers (the high one above the low "
        "one), are for a trump named or turned up: nobody pitches them. Their card codes "
        "are `HJ` and `LJ`; one joker's is `JK`.",
        default_text="required when the pack has a joker, refused otherwise",
        also_starts=("jokers",),
    ),
    Setting(
        "deal",
        "deal",
        "deal",
        (
            "deal: 6 cards each, in packets of 3, starting left of the dealer",
            "deal: 6 cards each, in packets of 3, starting right of the dealer",
        ),
        None,
        ("deal.deal",),
        "deal",
        "The first packet goes to the player the turn passes to: left of the dealer, or "
        "right where the turn passes to the right. The undealt cards are the stock.",
    ),
    Setting(
        "rotation",
        "deal rotation",
        "after each hand",
        (
            "after each hand, the deal passes to the left",
            "after each hand, the deal passes to the right",
            "after each hand, the deal stays with the dealer",
        ),
        "after each hand, the deal passes to the left",
        ("deal.rotation",),
        "deal.rotation",
        values={"deal_passes_left": 1, "deal_passes_right": -1, "deal_stays": 0},
    ),
    Setting(
        "turn",
        "turn",
        "the turn",
        ("the turn passes to the left", "the turn passes to the right"),
        "the turn passes to the left",
        ("table.seats",),
        "table.turn",
        "The way bidding, begging, discarding and play go round the table.",
        values={"turn_left": 1, "turn_right": -1},
    ),
    Setting(
        "auction",
        "auction",
        "auction",
        (
            "auction: bids 2 to 4, once around, starting left of the dealer",
            "auction: bids 6 to 14, once around, starting left of the dealer; a later player "
            "may take the top bid by bidding it again",
            "auction: bids 1 to 9, in rounds, starting left of the dealer; a player who passes "
            "is out",
            "auction: none; the player left of the dealer pitches",
            "auction: none",
            "auction: the player left of the dealer sells the pitch; the others bid 1 to 4, "
            "once around",
            "auction: the player left of the dealer sells the pitch; the others bid 1 to 18, "
            "in rounds; a player who passes is out",
        ),
        None,
        ("auction.order", "auction.bids", "auction.retake"),
        "auction",
        "Selling: after the bids the seller acts `sell` (scores the price at once; the "
        "buyer pitches) or `refuse` (pitches bound to the price). Without an auction the "
        "pitcher plays without a contract. In rounds, a bidder whose bid is raised may raise "
        "again; the auction ends when all but the high bidder have passed, and the dealer "
        "has no privilege.",
    ),
    Setting(
        "privilege",
        "dealer's privilege",
        "dealer's privilege",
        (
            "dealer's privilege: none",
            "dealer's privilege: the dealer may take the contract at the high bid",
            "dealer's privilege: the dealer may take the contract at the high bid, except a smudge",
            "dealer's privilege: the dealer may take the contract at the high bid, even a smudge",
        ),
        "dealer's privilege: none",
        ("auction.privilege",),
        "auction.privilege",
        "A smudge cannot be taken away: without `even a smudge`, the dealer may not match one.",
    ),
    Setting(
        "smudge",
        "smudge",
        "smudge",
        (
            "smudge: a bid of 4",
            "smudge: a bid of 4; made, it wins the game",
            "smudge: a bid of 4; made, it wins the game unless the bidder is in the hole",
            "smudge: a bid of 10; made, it wins the game unless the bidder is in the hole, when "
            "its score goes back to 0",
            "smudge: a bid of 10; made, it wins the game unless the bidder is in the hole, when "
            "it scores 20",
            "smudge: a bid of 5; it needs every point and every trick; made, it scores the bid",
            "smudge: a bid of 10; made, it wins the game; set, it loses the game",
            "smudge: a bid of 5; made, it wins the game unless the bidder is in the hole; made, it "
            "scores the bid; it needs every point and every trick; set, it loses the game",
            "smudge: a bid of 4; made, it wins the game unless the bidder is in the hole; set, it "
            "counts as 2 set-backs",
            "smudge: none",
        ),
        "smudge: none",
        ("auction.smudge", "scoring.contract", "game.instant", "scoring.setbacks"),
        "auction.smudge",
        "Clauses follow the bid in any order, each case said once (E0407): what a made smudge "
        "does to the game (`made, it wins the game`, perhaps `unless the bidder is in the "
        "hole`, and then perhaps `, when its score goes back to 0`: from the hole it does not "
        "win, the bidder's score goes back to 0; or `, when it scores N`: from the hole it "
        "does not win, the bidder advances N points instead of the points made), what it "
        "scores (`made, it scores the bid`), "
        "what it needs (`it needs every point and every trick`) and what a smudge that is set "
        "does (`set, it loses the game`, between two sides only; `set, it counts as N "
        "set-backs`, for `set-backs:` and `set-back chips:`).",
        values={
            "smudge": Record(
                model.Smudge,
                {
                    "smudge": {"bid": _first},
                    "smudge_win": {"wins_game": True},
                    "hole_exception": {"unless_in_hole": True},
                    "hole_reset": {"hole_reset": True},
                    "hole_scores": {"hole_scores": _first},
                    "smudge_scores_bid": {"scores_bid": True},
                    "smudge_all_tricks": {"needs_every_trick": True},
                    "smudge_loses": {"set_loses": True},
                    "smudge_setbacks": {"set_counts": _first},
                },
                {
                    "smudge_win": "winning the game",
                    "smudge_scores_bid": "what it scores",
                    "smudge_all_tricks": "what it needs",
                    "smudge_loses": "a smudge that is set",
                    "smudge_setbacks": "the set-backs of a smudge that is set",
                },
            ),
            "no_smudge": None,
        },
    ),
    Setting(
        "all_pass",
        "if everyone passes",
        "if everyone passes",
        (
            "if everyone passes: the dealer must bid",
            "if everyone passes: the dealer must bid at least 2",
            "if everyone passes: the next dealer deals again",
            "if everyone passes: the same dealer deals again",
            "if everyone passes: the player left of the dealer pitches without a contract",
            "if everyone passes: the dealer plays without a contract",
            "if everyone passes: the dealer must bid, or be set back 2 and pass the deal",
        ),
        "if everyone passes: the dealer must bid",
        ("auction.all_pass",),
        "auction.all_pass",
        "A stuck dealer's choice (`, or be set back N and pass the deal`): the dealer, "
        "whom everyone passed to, either bids or takes a set of N points (a set-back, as a "
        "set bid) and passes the deal, the hand unplayed. Needs an auction whose pitcher is "
        "set back by the bid.",
    ),
    Setting(
        "forced_bid",
        "forced bid",
        "forced bid",
        ("forced bid: a player holding a nine and another card of its suit must bid at least 9",),
        "",
        ("auction.forced",),
        "auction.forced",
        "A forced player may not pass while the high bid is below the least bid, and bids at "
        "least that; once someone has bid as much, it may pass. Needs an auction with bids.",
        default_text="none: a player may always pass",
    ),
    Setting(
        "trump",
        "trump",
        "trump",
        (
            "trump: the suit of the first card pitched",
            "trump: the suit of a card turned up from the stock",
            "trump: the suit of the top card of the stock",
            "trump: named by the high bidder",
        ),
        "trump: the suit of the first card pitched",
        ("play.pitch", "trump.turn_up", "trump.stock", "trump.named"),
        "trump",
        "A turned-up card is the stock's top card, set beside it; the top card of a stock "
        "that players draw from stays on it, face up, and is drawn with the rest. Trump "
        "named by the high bidder needs an auction; the high bidder then leads.",
    ),
    Setting(
        "same_colour",
        "same colour",
        "same colour",
        (
            "same colour: the five of the other suit of the same colour is a trump, just "
            "below the five of trumps",
            "same colour: none",
        ),
        "",
        ("trump.same_colour", "play.suits"),
        "pack.same_colour",
        "Once trump is known the card leaves its printed suit: it follows and wins as a "
        "trump only (Cinch's Left Pedro; with `jack`, the off-jack).",
        default_text="none: the trump suit is its own cards",
    ),
    Setting(
        "unclear_pitch",
        "unclear pitch",
        "unclear pitch",
        (
            "unclear pitch: the pitcher declares trump",
            "unclear pitch: the card's printed suit is trump",
        ),
        "unclear pitch: the card's printed suit is trump",
        ("play.declare",),
        "trump.declared",
        "Where the first card pitched names trump. A pitch is unclear when the card could "
        "make more than one suit trump: a joker whose `joker:` line names no suit (any of the "
        "four), or, with `same colour:`, a card of that rank (its own suit or the other of "
        "its colour: the jick, Cinch's Left Pedro). The pitcher declares with `name S`, `H`, "
        "`D` or `C` right after the card. Needs such a card.",
        values={"pitcher_declares": True, "printed_suit_trump": False},
    ),
    Setting(
        "refill",
        "discard and draw",
        "discard and draw",
        (
            "discard and draw: to 6 cards; each player but the dealer discards every plain "
            "card, then is dealt back from the stock; the dealer robs the pack",
            "discard and draw: to 6 cards; each player but the dealer discards every plain "
            "card, then is dealt back from the stock; the dealer robs the pack; no point card "
            "may be discarded",
            "discard and draw: to 6 cards; each player but the high bidder discards every "
            "plain card, then is dealt back from the stock; the high bidder robs the pack; no "
            "point card may be discarded",
            "discard and draw: to 6 cards; each player but the high bidder discards every "
            "plain card, then is dealt back from the stock; the high bidder robs the pack, or "
            "passes it unseen to the partner",
            "discard and draw: to 6 cards; each player discards every plain card, then is "
            "dealt back from the stock; no point card may be discarded",
            "discard and draw: to 6 cards; each player but the dealer may discard up to 3 plain "
            "cards, then is dealt back from the stock; the dealer robs the pack; no point card "
            "may be discarded",
            "discard and draw: to 6 cards; each player may discard up to 6 cards, then is dealt "
            "back from the stock; a discarded trump is returned to its player",
            "discard and draw: to 6 cards; each player but the dealer may discard up to 3 cards, "
            "trumps too, then is dealt back from the stock; the dealer robs the pack; no point "
            "card may be discarded",
            "discard and draw: to 6 cards; each player may discard up to 6 cards, trumps too, "
            "then is dealt back from the stock; no point card may be discarded",
            "discard and draw: none",
        ),
        "",
        ("draw.discard", "draw.refill", "draw.from_discards", "draw.rob"),
        "refill",
        "Needs `trump: named by the high bidder`. A player holding more trumps than the "
        "hand size discards trumps down to it too; when the stock runs out, the dealer "
        "deals on from the discards; the dealer takes what is left and discards down. With "
        "`no point card may be discarded`, the cards the points are about stay in play. "
        "Where a discarded trump is returned to its player, only plain cards go, and each "
        "player says `done` whenever it likes. With `trumps too`, each may discard any cards "
        "up to the number, trumps as well, and says `done` whenever it likes. Where the high "
        "bidder may pass the pack unseen to the partner (in partnerships of two), it says "
        "`rob` or `partner`; the partner then robs the pack and discards down, and the high "
        "bidder discards down after.",
        default_text="none: every hand is played as dealt",
    ),
    Setting(
        "kitty",
        "kitty",
        "kitty",
        (
            "kitty: 4 cards, to the high bidder once trump is named; then each player "
            "discards down to 6 cards",
            "kitty: 4 cards for each player, face down, taken once trump is named; then each "
            "player discards down to 6 cards",
            "kitty: 4 cards, to the high bidder before trump is named; then each player "
            "discards down to 6 cards",
            "discard down: to 6 cards once trump is named, plain cards first",
        ),
        "",
        ("kitty.take", "draw.down"),
        "discard_down",
        "Needs `trump: named by the high bidder`, and no `discard and draw:`. The kitty (a "
        "widow) is the next cards of the stock after the deal; taken `before trump is "
        "named`, the high bidder takes it and discards down as the auction ends, and names "
        "trump knowing it; packets for each player are "
        "dealt face down after the hands, in turn from the dealer's left. The high bidder "
        "discards first, then the others in turn; discards are out of play. `discard down:` "
        "is the same discards without a kitty (Smear): a trump may go only from a hand with "
        "no other card left.",
        default_text="none: every hand is played as dealt",
        also_starts=("discard down",),
    ),
    Setting(
        "begging",
        "begging",
        "begging",
        (
            "begging: eldest stands or begs; the dealer gives the gift or runs the cards",
            "begging: eldest stands or begs; the dealer gives the gift or runs the cards, "
            "but no gift that would bring a side to the target",
        ),
        "",
        ("beg.eldest", "beg.stand", "beg.beg", "beg.gift_limit"),
        "begging",
        "Needs a turned-up trump and a `point ID: the gift` line.",
        default_text="none: the turned-up suit is trump",
    ),
    Setting(
        "running",
        "running the cards",
        "running the cards",
        (_RUN,),
        _RUN,
        ("beg.run", "beg.run_again", "beg.bunch"),
        "begging.run_size",
        "When the stock is too small for a run, the cards are bunched and the same dealer "
        "deals again.",
    ),
    Setting(
        "after_running",
        "after running",
        "after running",
        (
            "after running: each player discards down to 6 cards",
            "after running: each player keeps every card",
        ),
        "after running: each player keeps every card",
        ("discard.after_run",),
        "begging.discard_to",
    ),
    Setting(
        "draw",
        "draw",
        "draw",
        (
            "draw: after each trick, the winner draws the top card of the stock, then each "
            "other player in turn; the stock lies face up",
            "draw: after each trick, the winner draws the top card of the stock, then each "
            "other player in turn; the stock lies face down",
        ),
        "",
        ("play.draw",),
        "draw",
        "Needs `trump: the suit of the top card of the stock`; the hand lasts until every "
        "card is played.",
        default_text="none: the undealt cards stay where they are",
    ),
    Setting(
        "trump_lead",
        "on a trump lead",
        "on a trump lead",
        ("on a trump lead: follow suit if able",),
        "on a trump lead: follow suit if able",
        ("play.trump_lead",),
        "play.trump_lead",
    ),
    Setting(
        "plain_lead",
        "on a plain lead",
        "on a plain lead",
        (
            "on a plain lead: follow suit or trump",
            "on a plain lead: follow suit if able",
            "on a plain lead: play any card",
        ),
        "on a plain lead: follow suit or trump",
        ("play.plain_lead",),
        "play.plain_lead",
        values={
            "must_follow": "must_follow",
            "follow_or_trump": "follow_or_trump",
            "plain_lead_free": "free",
        },
    ),
    Setting(
        "undertrump",
        "undertrumping",
        "undertrumping",
        ("undertrumping: allowed", "undertrumping: not allowed unless holding only trumps"),
        "undertrumping: allowed",
        ("play.undertrump",),
        "play.undertrump",
        "Undertrumping is playing a trump lower than one already in the trick.",
        values={"undertrump_allowed": "allowed", "no_undertrump": "only_with_only_trumps"},
    ),
    Setting(
        "first_lead",
        "first lead",
        "first lead",
        ("first lead: the high bidder", "first lead: the player left of the high bidder"),
        "first lead: the high bidder",
        ("play.maker_leads",),
        "play.first_lead",
        "Needs `trump: named by the high bidder` (where the first card pitched names trump, "
        "the pitcher leads; where trump is turned up, eldest leads). The first leader leads "
        "any card, unless `first card led` says a trump.",
        values={"maker_leads": "maker", "left_of_maker_leads": "left_of_maker"},
    ),
    Setting(
        "first_card",
        "first card led",
        "first card led",
        ("first card led: any", "first card led: a trump if able"),
        "first card led: any",
        ("play.maker_leads",),
        "play.first_lead_trump",
        "Needs `trump: named by the high bidder`. A house rule of named-trump tables: the "
        "first leader must lead a trump while holding one; later leads are free.",
        values={"first_card_any": False, "first_card_trump": True},
    ),
    Setting(
        "cards_played",
        "cards played",
        "cards played",
        (
            "cards played: any",
            "cards played: trumps only; a player with no trump left drops out of the hand",
        ),
        "cards played: any",
        ("play.trumps_only",),
        "play.trumps_only",
        "With trumps only, plain cards are never played: a trick is one trump from each player "
        "still holding one, and a leader without trumps passes the lead to the next player "
        "who has one.",
        values={"any_cards_played": False, "trumps_only": True},
    ),
    Setting(
        "void",
        "when void",
        "when void",
        ("when void: play any card", "when void: trump if able, else play any card"),
        "when void: play any card",
        ("play.plain_lead",),
        "play.void",
        values={"any_card": "any_card", "must_trump": "must_trump"},
    ),
    Setting(
        "point",
        "point ID",
        "point",
        (
            "point high: the highest trump in play, to the player dealt it",
            "point low: the lowest trump in play, to the player who takes it",
            "point jack: the jack of trumps, to the player who takes it; "
            "if it was not dealt, no one scores it",
            "point joker: the joker, to the player who plays it",
            "point high_joker: the high joker, to the player who takes it",
            "point low_joker: the low joker, to the player who takes it",
            "point game: most counting cards taken (10 = 10, A = 4, K = 3, Q = 2, J = 1); "
            "a tie scores nothing",
            "point game: most counting cards taken (10 = 10, A = 4); a tie goes to the pitcher",
            "point game: most counting cards taken (10 = 10, A = 4, K = 3, Q = 2, J = 1); "
            "a tie goes to eldest",
            "point muck: most counting cards taken (10 = 10, A = 4, K = 3, Q = 2, J = 1), "
            "worth 8; a tie carries it over to the next hand",
            "point game: most counting cards taken (10 = 10, A = 4, K = 3, Q = 2, J = 1); "
            "a joker taken counts half a point",
            "point big_don: the nine of trumps, worth 18, to the player who takes it; "
            "scored as soon as it is taken",
            "point nines: each nine of a plain suit, worth 9, to the player who takes it; "
            "scored as soon as it is taken",
            "point jack: the jack of trumps, to the player who takes it; if it was not dealt, "
            "no one scores it; worth 3 when taken from an opponent of its holder",
            "point left_pedro: the five of the same colour, worth 5, to the player who takes it",
            "point turned_jack: the card turned up for trump (J = 1), to the dealer's side",
            "point kick: the card turned up for trump (A = 1, 6 = 2, J = 3), to the dealer's side",
            "point gift: the gift, to each side but the dealer's",
            "point slam: taking every trick",
            "point off_jack: none",
        ),
        None,
        ("points.made",),
        "points",
        "Points are numbered in the order they are first defined; a `point` line in a "
        "variant built with `extends` replaces the base's point of the same id or adds one, and "
        "`point ID: none` removes the base's point.",
        default_text="at least one point is required",
    ),
    Setting(
        "contract",
        "contract",
        "contract",
        (
            "contract: made when the pitcher's points reach the bid; otherwise the pitcher "
            "is set back by the bid",
            "contract: made when the pitcher's points reach the bid; only the side with more "
            "points scores, the difference; otherwise the other side scores all the points "
            "plus the shortfall",
        ),
        "contract: made when the pitcher's points reach the bid; otherwise the pitcher "
        "is set back by the bid",
        ("scoring.contract", "scoring.difference", "scoring.set"),
        "scoring.contract",
    ),
    Setting(
        "set_award",
        "on a set",
        "on a set",
        ("on a set: the other side scores its own points plus the bid",),
        "",
        ("scoring.set",),
        "scoring.set_own_plus_bid",
        "Needs a contract scored by difference. A house rule of Cinch as most sources give "
        "it: where the bidding side is set, the other side scores the points it took itself "
        "plus the bid. The two agree when every point of the hand is in play; when a point "
        "card is out of play, this scores less.",
        default_text="the other side scores all the points of the hand plus the shortfall",
        values={"set_award": True},
    ),
    Setting(
        "scoring",
        "scores",
        "scores",
        ("scores: counted up from 0 to the target", "scores: counted down from the target to 0"),
        "scores: counted up from 0 to the target",
        ("scoring.hole", "game.target"),
        "scoring.direction",
        values={"count_up": "up", "count_down": "down"},
    ),
    Setting(
        "target",
        "target",
        "target",
        ("target: 7",),
        None,
        ("game.target",),
        "game.target",
    ),
    Setting(
        "count_out",
        "count out",
        "count out",
        (
            "count out: the pitcher first, then high, low, jack, game",
            "count out: the pitcher's side first, then high, low, jack, game",
            "count out: high, low, jack, game",
            "count out: the higher score wins; a tie goes to the pitcher's side",
            "count out: none",
            "count out: bid out; only the pitcher's side can win, by making its bid",
        ),
        "",
        ("game.count_out",),
        "game.count_out",
        default_text="the pitcher first, then the points in the order they are defined",
    ),
    Setting(
        "going_out",
        "going out",
        "going out",
        (
            "going out: the pitcher's side wins as soon as its points reach the target",
            "going out: only at the end of the hand",
        ),
        "going out: only at the end of the hand",
        ("game.going_out",),
        "game.going_out",
        "Needs an auction whose contract is made when the pitcher's points reach the bid. "
        "During the play, a point counts for the pitcher's side once no card still to be "
        "played can change it: High once the highest trump of the pack is played, Low once "
        "the lowest is, a card once it is taken (or played, where it goes to its holder), "
        "Game once the counting cards not yet taken could no longer catch up. When those "
        "points make the bid and reach the target, the pitcher's side wins at once and the "
        "rest of the hand is not played.",
        values={"going_out_in_play": True, "going_out_at_the_end": False},
    ),
    Setting(
        "instant_win",
        "instant win",
        "instant win",
        ("instant win: a player who takes every point wins the game whatever their score",),
        "",
        ("game.instant",),
        "game.all_points_wins",
        default_text="none",
        values={"instant_win": True},
    ),
    Setting(
        "settle",
        "settle",
        "settle",
        (
            "settle: 1 chip from each player above 0, 2 chips from each player at 0 or below",
            "settle: none",
        ),
        "settle: 1 chip from each player above 0, 2 chips from each player at 0 or below",
        ("settle.chips", "settle.none"),
        "settlement",
    ),
    Setting(
        "setbacks_lose",
        "set-backs lose",
        "set-backs",
        ("set-backs: a side set back 3 times loses the game",),
        "",
        ("game.setbacks",),
        "game.setbacks_lose",
        "Needs two sides and a contract that sets the pitcher back by the bid: the other "
        "side wins at once, whatever the scores.",
        default_text="none: set-backs only cost points",
        values={"setbacks_lose": _first},
    ),
    Setting(
        "setback_chips",
        "set-back chips",
        "set-back chips",
        ("set-back chips: 1 chip for each time a player was set back",),
        "set-back chips: 0 chips for each time a player was set back",
        ("settle.setbacks",),
        "settlement.per_setback",
        default_text="none",
        values={"setback_chips": _first},
    ),
    Setting(
        "smudge_chips",
        "smudge chips",
        "smudge chips",
        (
            "smudge chips: double for a game a smudge decides",
            "smudge chips: as for any game",
        ),
        "smudge chips: as for any game",
        ("settle.chips",),
        "settlement.smudge_double",
        "A game that a smudge wins or loses at once pays double: every payment, set-back "
        "chips included. Needs a settlement and a smudge that wins or loses the game.",
        values={"smudge_chips_double": True, "smudge_chips_single": False},
    ),
    Setting(
        "deals",
        "deals",
        "deals",
        (
            "deals: each player deals 2 times, then the highest score wins; a tie plays on, "
            "one deal at a time",
        ),
        "",
        ("game.deals",),
        "game.deals_each",
        "A game of a fixed number of deals, beside the target (tournaments: each player "
        "deals twice): a side that reaches the target first still wins; otherwise, once "
        "each player has dealt N times, the highest score wins, and a tie plays on one deal "
        "at a time until one side leads alone. A hand dealt again by the same dealer does "
        "not count. Not with `count out: bid out`, where only the pitcher's side can win.",
        default_text="none: the game goes on until a side reaches the target",
        values={"deals": _first},
    ),
)

SETTINGS += (
    Setting(
        "renege",
        "renege",
        "renege",
        (
            "renege: not allowed",
            "renege: allowed; the opponents score 1 point",
            "renege: allowed; the opponents score 1 point, or 14 for a renege in trumps",
            "renege: allowed; the opponents score 1 point, or 14 for a renege in trumps while "
            "holding a trump ten or higher",
        ),
        "renege: not allowed",
        ("play.renege",),
        "play.renege",
        "A renege is a card the follow rules forbid, played by a player holding the suit led "
        "(a void player still plays as `when void` says). The card stands; every renege is "
        "found when the hand ends, and each side but the reneger's scores the penalty, "
        "counted out before the hand's points and not toward a contract. In trumps: on a "
        "trump lead; `while holding a trump ten or higher`, only where the reneger still "
        "holds a trump of the ten or above (else the first penalty).",
        values={
            "renege_not_allowed": None,
            "renege_penalty": _renege(in_trumps=False),
            "renege_in_trumps": _renege(in_trumps=True),
            "renege_holding_ten": _renege(in_trumps=True, holding_ten=True),
        },
    ),
)

BY_KEY: dict[str, Setting] = {setting.key: setting for setting in SETTINGS}
KEY_OF: dict[str, str] = {setting.grammar: setting.key for setting in SETTINGS}
# The settings a variant without `extends` must state, each with a line that states it.
REQUIRED_AT_ROOT = {
    s.key: s.forms[0] for s in SETTINGS if s.default is None and s.grammar != "point"
}
# The leading words of every statement (the highlighter's keywords), longest first, so
# that `dealer's privilege` is tried before `deal` (alphabetical among equals: the
# TextMate grammar made from them is the same in every run).
KEYWORDS: tuple[str, ...] = tuple(
    sorted({k for s in SETTINGS for k in s.keywords}, key=lambda k: (-len(k), k))
)
