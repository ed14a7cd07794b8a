"""The registry of diagnostic codes: one place that names, explains and exemplifies each.

Each code is a member of `Code`, so a diagnostic names its code as `Code.E0301`: a typo
is an error for mypy (and at import), never a code no one documented. `allfours explain
CODE` prints an entry, the docs' error index is built from this table, and a test proves
that every code here is both documented and triggered by a fixture.
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple


class Text(NamedTuple):
    """An entry's words in one language: what is wrong, why, and how to fix it."""

    summary: str
    explanation: str
    fix: str
    example: str = ""  # where the example is a file described in words: the words


class Entry(NamedTuple):
    slug: str  # the code's name in words, e.g. "too-many-cards-dealt"
    summary: str
    explanation: str
    example: str
    fix: str  # how to fix it, a sentence


def entry_text(code: str, language: str) -> Text:
    """A code's entry in a language ("en", "es", "pl"): the checker's own words are
    English (here); the site's other languages read theirs from their catalogs
    (locales/<code>/diagnostics.ftl: E0301-summary, -explanation, -fix, -example)."""
    entry = Code[code].value
    if language == "en":
        return Text(entry.summary, entry.explanation, entry.fix)
    from allfours.catalogs import catalog  # the catalogs load Fluent: only when asked

    words = catalog(language)
    example = f"{code}-example"
    return Text(
        words(f"{code}-summary"),
        words(f"{code}-explanation"),
        words(f"{code}-fix"),
        words(example) if words.has(example) else "",
    )


_HEADER = 'variant house "House Pitch" extends auction_pitch\n'


class Code(Enum):
    # -- reading the file -------------------------------------------------------
    E0001 = Entry(
        "not-utf8",
        "the file is not UTF-8 text",
        "Variant files are plain text in UTF-8; this one is in another encoding, so "
        "letters such as ñ or accents cannot be read.",
        "(a file saved in Latin-1 with the word `señor` in it)",
        fix=(
            "Save the file as UTF-8 (in most editors: Save as, then the encoding UTF-8) and check "
            "it again."
        ),
    )
    E0002 = Entry(
        "binary-file",
        "the file holds binary data, not text",
        "The file contains NUL bytes, which never appear in text. It is probably an "
        "image, an archive or a document from a word processor, not a variant file.",
        "(a PNG picture renamed to house.variant)",
        fix=(
            "Open the variant file you meant to check, or write the variant as plain text in a "
            "text editor."
        ),
    )
    E0003 = Entry(
        "file-too-large",
        "the file is too large to be a variant",
        "A variant file states the rules of one game in a few dozen lines. Files over "
        "256 KiB are refused before parsing so that a mistake cannot stall the checker.",
        "(a 1 MB file)",
        fix=(
            "Check that this is the variant file you meant; a variant needs only a few dozen lines."
        ),
    )
    E0004 = Entry(
        "empty-file",
        "the file is empty",
        "A variant file starts with a header line naming the variant, for example "
        '`variant house "House Pitch" extends auction_pitch`.',
        "",
        fix="Start the file with a header line, then one line per setting.",
    )
    E0005 = Entry(
        "unreadable-file",
        "the file cannot be read",
        "A file that `allfours check` found in a folder, or that `extends` names, is a "
        "folder itself or may not be read. (A path given on the command line that does "
        "not exist is a usage error, exit code 2.)",
        "(a folder named house.variant inside the folder being checked)",
        fix="Rename or remove the folder, or give yourself permission to read the file.",
    )
    # -- the grammar --------------------------------------------------------------
    E0101 = Entry(
        "unexpected-word",
        "a word the language does not expect here",
        "Each line of a variant file is a sentence with a fixed shape. The checker "
        "shows which words could come at this point; a misspelt word is often the "
        "cause, and the checker suggests the nearest expected word.",
        _HEADER + "targte: 11\n",
        fix=(
            "Correct the word the caret points at; the checker lists the words that may come "
            "there and suggests the nearest one."
        ),
    )
    E0102 = Entry(
        "unexpected-character",
        "a character the language does not use",
        "Variant files use letters, digits, spaces and a few punctuation marks "
        "(`:` `,` `;` `(` `)` `=` and quotes). Anything else is a typing slip.",
        _HEADER + "target: 11!\n",
        fix="Delete the character, or replace it with one the language uses.",
    )
    E0103 = Entry(
        "unexpected-end",
        "the file ends in the middle of a line",
        "The last line stops before its sentence is complete, as when a file is truncated.",
        _HEADER + "auction: bids 2 to\n",
        fix="Finish the last line, or remove it.",
    )
    E0105 = Entry(
        "number-too-large",
        "a number far larger than any game needs",
        "Numbers in a variant file count cards, points, bids and chips; the checker "
        "refuses numbers of more than six digits rather than compute with them.",
        _HEADER + "target: 10000000\n",
        fix="Use a number of six digits or fewer; no game needs more.",
    )
    E0104 = Entry(
        "missing-header",
        "the file does not start with a `variant` line",
        "The first line that is not a comment names the variant: "
        '`variant ID "Title"`, optionally followed by `extends BASE`.',
        "target: 11\n",
        fix=(
            'Add the header as the first line: `variant ID "Title"`, or `variant ID "Title" '
            "extends BASE`."
        ),
    )
    E0106 = Entry(
        "number-out-of-range",
        "a number outside the range its place allows",
        "Each number of the language has a range: at least one card more for each player "
        "in a run, a kitty of one card or more, at most as many cards discarded as a hand "
        "holds, a point worth 1 or more, a side set back once or more. The language "
        "reference and completion give each number's range.",
        'variant house "House Seven-Up" extends seven_up\n'
        "running the cards: 0 more cards each, then a new card turned up, until the suit "
        "changes\n",
        fix="Write a number inside the range the message gives.",
    )
    # -- the shape of the variant -----------------------------------------------
    E0201 = Entry(
        "duplicate-setting",
        "a setting is given twice",
        "Each setting may be stated once per file; the checker cannot know which of "
        "two values you meant. To change a setting of the base variant, state it "
        "once in the file that extends it.",
        _HEADER + "target: 11\ntarget: 21\n",
        fix="Keep one of the two lines.",
    )
    E0202 = Entry(
        "unknown-base",
        "`extends` names a variant that does not exist",
        "A variant extends another variant from the same folder or from the bundled "
        "variants, named by its id (the file name without `.variant`). The base must "
        "check on its own: a base whose file has errors cannot be extended either.",
        'variant house "House Pitch" extends auction_pich\n',
        fix=(
            "Correct the name after `extends` (the checker suggests the nearest), or fix the "
            "base's own errors first."
        ),
    )
    E0203 = Entry(
        "extends-cycle",
        "variants extend each other in a circle",
        "Following `extends` from this variant comes back to it, so no variant in the "
        "circle has a base to start from.",
        'variant a "A" extends b   # and b.variant says: extends a\n',
        fix="Make one variant of the circle stand on its own, or extend a bundled variant.",
    )
    E0204 = Entry(
        "name-mismatch",
        "the variant's id differs from its file name",
        "Other variants find this one through `extends ID`, which looks for the file "
        "`ID.variant`, and generated files are named after the id.",
        'variant friday "Friday Pitch" extends auction_pitch   # in saturday.variant\n',
        fix="Rename the file or the id so that they agree.",
    )
    E0205 = Entry(
        "missing-setting",
        "a variant that extends nothing leaves out a setting that has no default",
        "A variant without `extends` must state the players, the deal, the auction, "
        "at least one point, and the target. Everything else has a documented default.",
        'variant bare "Bare"\nplayers: 4\n',
        fix="Add the line the help shows, or build the variant on a base with `extends`.",
    )
    E0206 = Entry(
        "unknown-point",
        "`count out` names a point that the variant does not define",
        "`count out` lists the variant's points by id in the order they are credited "
        "when several players reach the target in the same hand.",
        _HEADER + "count out: the pitcher first, then high, lo, jack, game\n",
        fix="Spell the point as its `point` line names it (the checker suggests the nearest id).",
    )
    E0207 = Entry(
        "incomplete-count-out",
        "`count out` leaves out a point or names one twice",
        "Every point of the variant must appear exactly once in `count out`, so that "
        "the winner is decided the same way at every table.",
        _HEADER + "count out: the pitcher first, then high, low, game\n",
        fix="List every point of the variant once in `count out`.",
    )
    E0208 = Entry(
        "bad-rule-prefix",
        "rule numbers need a prefix of capital letters",
        "Rulebook sections and engine errors cite rules as PREFIX-x.y (for example "
        "AP-4.3). The prefix is 1 to 6 capital letters.",
        _HEADER + "rule numbers: ap\n",
        fix="Write the prefix in 1 to 6 capital letters, such as `rule numbers: HP`.",
    )
    E0209 = Entry(
        "extends-too-deep",
        "variants extend each other too deep",
        "A variant may stand on a base that stands on another, up to 16 files deep. A "
        "longer chain is a mistake.",
        "(17 variant files, each extending the next)",
        fix="Build the house rule on a bundled variant, or on a variant one or two steps from one.",
    )
    E0210 = Entry(
        "unknown-language",
        "a title or description in a language the site does not have",
        "`title es:` and `description pl:` give the variant's title and description on "
        "its Spanish and Polish pages. The code after `title` or `description` must be one "
        "of the site's other languages, `es` or `pl`; the English title is the one in the "
        "`variant` line, and the English description is `description:`.",
        _HEADER + 'title fr: "Pitch de la maison"\n',
        fix=(
            "Use `es` or `pl` after `title` or `description`; give the English title in the "
            "`variant` line."
        ),
    )
    E0211 = Entry(
        "name-too-long",
        "a variant's or a point's id is too long",
        "An id names the variant's files and pages and its point in every generated rules "
        "module, where a line holds at most 100 characters. A variant id or a point id "
        "may have up to 64 letters, digits and underscores.",
        _HEADER + "point the_nine_of_trumps_that_our_table_calls_the_big_one_and_scores_at_once: "
        "the nine of trumps, worth 9, to the player who takes it; scored as soon as it is "
        "taken\n",
        fix="Choose a shorter id; the title in quotes, or the point's name in the rulebook, "
        "can say the rest.",
    )
    # -- players, pack and deal ---------------------------------------------------
    E0301 = Entry(
        "too-many-cards-dealt",
        "the deal needs more cards than the pack holds",
        "With the most players the variant allows, every player receives the hand "
        "size; together that must not exceed the pack.",
        _HEADER + "players: 2 to 10\n",
        fix="Allow fewer players, deal fewer cards, or use a larger pack.",
    )
    E0302 = Entry(
        "uneven-packets",
        "the packets do not add up to the hand",
        "Cards are dealt in packets of the same size until every hand is full, so the "
        "packet size must divide the hand size.",
        _HEADER + "deal: 6 cards each, in packets of 4, starting left of the dealer\n",
        fix="Use a packet size that divides the hand size, such as 3 for a hand of 6.",
    )
    E0303 = Entry(
        "bad-player-range",
        "the range of players is impossible",
        "A game needs at least two players, and the smallest number of players "
        "cannot exceed the largest.",
        _HEADER + "players: 5 to 3\n",
        fix="Start the range at 2 or more, with the smaller number first.",
    )
    E0304 = Entry(
        "unsupported-pack",
        "the pack's card count does not match its ranks",
        "A pack is the four suits from the ace down to a lowest rank (the two unless "
        "stated), plus a joker if it says `with one joker`. Its card count must be what "
        "those ranks make: 52, 53 with a joker, 32 from the ace down to the seven.",
        _HEADER + "pack: 48 cards, ace high\n",
        fix="Write the card count those ranks make, or change the lowest rank.",
    )
    E0305 = Entry(
        "empty-hand",
        "the deal gives no cards",
        "Each player must be dealt at least one card, in packets of at least one.",
        _HEADER + "deal: 0 cards each, in packets of 3, starting left of the dealer\n",
        fix="Deal at least 1 card each, in packets of at least 1.",
    )
    # -- the auction ------------------------------------------------------------
    E0401 = Entry(
        "bad-bid-range",
        "the bid range is empty or starts below 1",
        "Bids run from the lowest to the highest bid, both at least 1.",
        _HEADER + "auction: bids 4 to 2, once around, starting left of the dealer\n",
        fix="Write the lowest bid first, both at least 1.",
    )
    E0402 = Entry(
        "unmakeable-bid",
        "the highest bid needs more points than a hand can give",
        "A contract is made when the pitcher's points reach the bid. If the bid is "
        "above the number of points the variant awards in a hand, no one can ever "
        "make it.",
        _HEADER + "auction: bids 2 to 5, once around, starting left of the dealer\n",
        fix="Lower the highest bid to the points a hand can give, or add a point.",
    )
    E0403 = Entry(
        "unreachable-smudge",
        "the smudge bid lies outside the bid range",
        "A smudge is one of the bids, so its amount must be between the lowest and "
        "the highest bid.",
        _HEADER + "smudge: a bid of 5; made, it wins the game\n",
        fix="Make the smudge one of the bids: between the lowest and the highest bid.",
    )
    E0404 = Entry(
        "no-smudge",
        "a rule mentions the smudge, but the variant has none",
        "The dealer's privilege can make an exception for a smudge only when the "
        "variant declares one with `smudge: a bid of N`.",
        'variant bare "Bare"\nplayers: 4\n'
        "deal: 6 cards each, in packets of 3, starting left of the dealer\n"
        "auction: bids 1 to 1, once around, starting left of the dealer\n"
        "dealer's privilege: the dealer may take the contract at the high bid, "
        "except a smudge\n"
        "point high: the highest trump in play, to the player dealt it\n"
        "target: 7\n",
        fix=(
            "Declare the smudge with `smudge: a bid of N`, or drop the exception from the rule "
            "that names it."
        ),
    )
    E0406 = Entry(
        "bid-outside-the-bids",
        "a bid a rule names lies outside the bid range",
        "The least bid of a dealer stuck by everyone passing (`the dealer must bid at least "
        "N`) and a forced bid (`must bid at least N`) are bids like any other, so each must "
        "be between the lowest and the highest bid.",
        _HEADER + "if everyone passes: the dealer must bid at least 5\n",
        fix="Name a bid between the lowest and the highest, or drop `at least N`.",
    )
    E0407 = Entry(
        "smudge-said-twice",
        "a smudge says two things about the same case",
        "A smudge's clauses combine, each case said once: what a made smudge does to the game "
        "(`made, it wins the game`, perhaps `unless the bidder is in the hole`, perhaps "
        "`, when its score goes back to 0`), what it scores (`made, it scores the bid`), what "
        "it needs (`it needs every point and every trick`) and what a smudge that is set does "
        "(`set, it loses the game`). Two clauses on the same case repeat or contradict each "
        "other.",
        _HEADER + "smudge: a bid of 4; made, it wins the game; made, it wins the game unless "
        "the bidder is in the hole\n",
        fix="Keep one clause for each case.",
    )
    E0405 = Entry(
        "forced-bid-above-smudge",
        "a forced bid lies above the smudge",
        "A smudge cannot be taken away: once it is bid, the others may only pass. A player "
        "whom `forced bid` obliges to bid more than the smudge could then neither bid nor "
        "pass, so a forced bid must be no higher than the smudge.",
        'variant house "House Nine-Five" extends nine_five\nsmudge: a bid of 4\n',
        fix="Force a bid no higher than the smudge, or make the smudge a higher bid.",
    )
    # -- the points ---------------------------------------------------------------
    E0501 = Entry(
        "missing-recipient",
        "the point does not say who scores it",
        "A point for a card says who scores it: the player dealt it, the player who "
        "takes it in a trick, or the player who plays it.",
        _HEADER + "point jack: the jack of trumps\n",
        fix="Add who scores it, such as `, to the player who takes it`.",
    )
    E0502 = Entry(
        "misplaced-recipient",
        "a point for most counting cards cannot name a recipient",
        "Most counting cards always goes to the player whose tricks hold the most; "
        "what a tie does is said instead.",
        _HEADER + "point game: most counting cards taken (10 = 10), to the player dealt it\n",
        fix="Remove the recipient and say what a tie does, such as `; a tie scores nothing`.",
    )
    E0503 = Entry(
        "duplicate-count",
        "a rank is counted twice",
        "Each rank appears at most once in a count table.",
        _HEADER + "point game: most counting cards taken (10 = 10, A = 4, A = 3)\n",
        fix="Keep one value for the rank.",
    )
    E0505 = Entry(
        "conflicting-clauses",
        "a point says two things about the same case",
        "A point says at most once what a tie does and at most once what happens when "
        "its card was not dealt; two clauses on the same case repeat or contradict "
        "each other.",
        _HEADER + "point game: most counting cards taken (10 = 10, A = 4); "
        "a tie scores nothing; a tie goes to the pitcher\n",
        fix="Keep one clause for each case.",
    )
    E0506 = Entry(
        "point-never-scored",
        "a point that no one can ever score",
        "A point for most counting cards whose cards all count 0 is a tie in every "
        "hand, so no one ever scores it (unless a tie goes to the pitcher). A variant "
        "whose points are all like this never ends: nobody ever moves towards the "
        "target, and a bid can never be made.",
        _HEADER + "point game: most counting cards taken (A = 0); a tie scores nothing\n",
        fix="Give at least one rank a count above 0, or let a tie go to the pitcher.",
    )
    E0507 = Entry(
        "no-such-point",
        "`point ID: none` names a point the variant does not have",
        "`point ID: none` removes a point that the variant it extends defines. The id must "
        "be one of the base's points, spelt as the base spells it.",
        'variant no_jick "No Jick" extends ten_point_pitch\npoint offjack: none\n',
        fix="Spell the id as the base's `point` line does, or remove the line.",
    )
    E0504 = Entry(
        "clause-does-not-apply",
        "this clause does not apply to this kind of point",
        "`a tie ...` applies only to most counting cards, and `if it was not dealt` "
        "only to a named card: the highest and lowest trump in play are always dealt "
        "and never tie. `scored as soon as it is taken` applies only to a card's point "
        "(a named trump, the joker, each card of a rank): the highest or lowest trump, "
        "and the most counting cards, are known only at the end of the hand; and a point "
        "for each card of a rank is always scored as it is taken. `worth N when taken "
        "from an opponent` applies to a named card. A tie cannot go to the pitcher where "
        "trump is turned up: nobody pitches.",
        _HEADER + "point high: the highest trump in play, to the player dealt it; "
        "a tie scores nothing\n",
        fix="Remove the clause, or move it to a point it applies to.",
    )
    # -- jokers, partnerships, kinds of auction ------------------------------------
    E0701 = Entry(
        "joker-mismatch",
        "a joker rule and the pack disagree",
        "A pack `with one joker` needs a `joker:` line saying how the joker plays; a "
        "`joker:` line or a point for the joker needs a pack with a joker in it.",
        _HEADER + "joker: the lowest trump, never low; pitched, it makes spades trump\n",
        fix=(
            "Add the `joker:` line the pack needs, or a joker to the pack, or remove the joker's "
            "rule and point."
        ),
    )
    E0702 = Entry(
        "bad-partnerships",
        "the players cannot sit in these partnerships",
        "Partnerships need a fixed number of players that the partnership size divides "
        "into two or more sides. Partners sit opposite (partnerships of two) or "
        "alternately (two sides).",
        _HEADER + "players: 5, in partnerships of 2\n",
        fix=(
            "Give a fixed number of players that the partnership size divides into two or more "
            "sides."
        ),
    )
    E0703 = Entry(
        "rank-not-in-pack",
        "a point names a rank that the pack does not hold",
        "In a stripped pack the low ranks are gone: a point for the two of trumps, or a "
        "count for a rank the pack lacks, could never score.",
        _HEADER + "pack: 32 cards, ace high down to seven\nplayers: 3 to 5\n"
        "point game: most counting cards taken (10 = 10, A = 4, 2 = 1)\n",
        fix="Use a rank the pack holds, or keep more ranks in the pack.",
    )
    E0705 = Entry(
        "setting-does-not-apply",
        "a setting that the kind of auction makes meaningless",
        "Without an auction there is no bid to match, no smudge and no all-pass rule; "
        "when the pitch is sold, the seller decides, the dealer has no privilege and "
        "nobody smudges. Such settings inherited from a base are dropped; stated in the "
        "same file as the auction, they are an error.",
        _HEADER + "auction: none; the player left of the dealer pitches\n"
        "dealer's privilege: the dealer may take the contract at the high bid\n",
        fix="Remove the setting, or choose an auction in which it applies.",
    )
    E0706 = Entry(
        "needs-another-trump",
        "a rule that belongs to another way of fixing trump",
        "Begging, running the cards and discarding after a run need a trump turned up "
        "from the stock (`trump: the suit of a card turned up from the stock`); drawing "
        "after each trick needs the stock whose top card fixes trump (`trump: the suit of "
        "the top card of the stock`). A point for the gift needs begging, and a point for "
        "the card turned up needs a turn-up. Only those two points can go to the dealer's "
        "side or to each side but the dealer's; a card's point goes to a player.",
        'variant house "House Pitch" extends auction_pitch\n'
        "begging: eldest stands or begs; the dealer gives the gift or runs the cards\n",
        fix=(
            "Change the `trump:` line to the way of fixing trump the rule needs, or remove the "
            "rule."
        ),
    )
    E0707 = Entry(
        "auction-with-turn-up",
        "an auction in a game whose trump is turned up",
        "When trump comes from the stock, no bid names it: the game has no auction, and "
        "its points are scored without a contract.",
        'variant house "House Seven-Up" extends seven_up\n'
        "auction: bids 2 to 4, once around, starting left of the dealer\n",
        fix="Write `auction: none`.",
    )
    E0708 = Entry(
        "stock-too-small",
        "the stock cannot do what the rules ask of it",
        "The cards not dealt are the stock. A turn-up needs at least one; running the "
        "cards needs, once, a packet for every player and a card to turn; drawing after "
        "each trick needs a stock that every player can draw from evenly, to the last "
        "card.",
        'variant house "House Seven-Up" extends seven_up\n'
        "deal: 12 cards each, in packets of 3, starting left of the dealer\n",
        fix="Deal fewer cards, allow fewer players, or use a larger pack.",
    )
    E0709 = Entry(
        "nothing-to-discard",
        "a discard after a run that cannot be made",
        "After running the cards, each player discards down to the number the variant "
        "gives. It must be a number of cards a player can keep: at least one, and no more "
        "than were dealt, or nobody would discard anything.",
        'variant house "House Seven-Up" extends seven_up\n'
        "after running: each player discards down to 9 cards\n",
        fix="Discard down to at least one card, and to no more than were dealt.",
    )
    E0710 = Entry(
        "named-without-bids",
        "trump named by a high bidder, in a game without bidding",
        "`trump: named by the high bidder` needs an auction, once around, whose high "
        "bidder names the suit.",
        'variant house "House Cinch" extends cinch\nauction: none\n',
        fix=(
            "Give the game an auction, or fix trump another way, such as `trump: the suit of the "
            "first card pitched`."
        ),
    )
    E0711 = Entry(
        "not-the-same-colour-trump",
        "a point for a same-colour card that does not join trump",
        "A point for `the RANK of the same colour` needs that card to be a trump: a "
        "`same colour:` line naming the same rank (Cinch's Left Pedro is the five).",
        'variant house "House Cinch" extends cinch\n'
        "point off_jack: the jack of the same colour, to the player who takes it\n",
        fix="Add a `same colour:` line for that rank, or point at a card that is a trump.",
    )
    E0712 = Entry(
        "difference-needs-two-sides",
        "a rule about 'the other side' at a table of more than two sides",
        "When only the side with more points scores, and scores the difference, or when a "
        "side that is set loses the game to the other, there must be exactly two sides: two "
        "players, or two partnerships.",
        'variant house "House Cinch" extends cinch\nplayers: 3, each for themselves\n',
        fix="Play with two players or two partnerships, or score the contract another way.",
    )
    E0713 = Entry(
        "count-out-needed",
        "`count out: none` where two sides can reach the target together",
        "`count out: none` says that two sides never reach the target in the same hand. "
        "That holds only where one side scores a hand (scoring by difference) and nothing "
        "is scored during it.",
        'variant house "House Cinch" extends cinch\n'
        "contract: made when the pitcher's points reach the bid; otherwise the pitcher is "
        "set back by the bid\n",
        fix="Say who wins when two sides reach the target in one hand, with a `count out` line.",
    )
    E0714 = Entry(
        "retaken-smudge",
        "a smudge that a later player may take by bidding it again",
        "A smudge cannot be taken away once bid; a top bid that a later player may take by "
        "bidding it again (Pidro's 14 over 14) can. The top bid is one or the other.",
        'variant house "House Pitch" extends auction_pitch\n'
        "auction: bids 2 to 4, once around, starting left of the dealer; a later player may "
        "take the top bid by bidding it again\n",
        fix="Make the top bid either a smudge or a bid that may be taken again, not both.",
    )
    E0715 = Entry(
        "bid-out-without-bids",
        "only a side that makes its bid can win, but nobody bids",
        "Bidding out lets only the pitcher's side win, by making its bid; a game without an "
        "auction (trump turned up, or a pitcher without a contract) never has a bid to make, "
        "so no one could ever win.",
        'variant house "House All Fours" extends seven_up\n'
        "count out: bid out; only the pitcher's side can win, by making its bid\n",
        fix="Remove the bid-out rule, or give the game an auction.",
    )
    E0716 = Entry(
        "kitty-and-draw",
        "a kitty and a discard and draw from the stock in one variant",
        "Once trump is named, either the high bidder takes a kitty (or each player a packet) "
        "and everyone discards down, or the players discard their plain cards and are dealt "
        "back from the stock. The two use the same undealt cards, so a variant has one.",
        'variant house "House Cinch" extends cinch\n'
        "kitty: 4 cards, to the high bidder once trump is named; then each player discards "
        "down to 6 cards\n",
        fix="Keep either the kitty or the discard and draw.",
    )
    E0717 = Entry(
        "setbacks-without-set-backs",
        "a side set back too often loses, but no one is ever set back",
        "`set-backs: a side set back N times loses the game` counts the times a pitcher's "
        "side fell short of its bid and was set back by it. Without bids (trump turned up, "
        "no auction), or where a contract is scored by difference, nobody is set back, so "
        "the rule could never apply.",
        'variant house "House Cinch" extends cinch\n'
        "set-backs: a side set back 3 times loses the game\n",
        fix="Remove the set-backs rule, or give the game bids that set a pitcher back.",
    )
    E0718 = Entry(
        "hole-reset-counting-down",
        "a smudge made from the hole brings the score back to 0, but scores count down",
        "`, when its score goes back to 0` says what a made smudge (or moon) does for a "
        "bidder in the hole: a score below 0, counting up. Where scores count down from the "
        "target to 0, 0 is where the game is won, and a score in the hole is above the target.",
        'variant house "House Pitch" extends pitch_smudge\n'
        "smudge: a bid of 4; made, it wins the game unless the bidder is in the hole, when "
        "its score goes back to 0\n",
        fix="Drop `, when its score goes back to 0`, or count the scores up from 0.",
    )
    E0719 = Entry(
        "uneven-hands-after-the-draw",
        "a discard and draw that can leave hands of different sizes",
        "Where each player may discard up to a number of cards, a player may also keep "
        "every card. The draw brings hands back up to the number it gives, never down, so "
        "that number must be the number dealt: below it, a player who kept their cards "
        "would hold more than the others, and someone would run out of cards before the "
        "last trick.",
        'variant house "House Nine-Five" extends nine_five\n'
        "discard and draw: to 4 cards; each player may discard up to 6 cards, then is dealt "
        "back from the stock; a discarded trump is returned to its player\n",
        fix=(
            "Bring hands back to the number dealt, or let each player discard every plain card "
            "(`each player but the dealer discards every plain card`)."
        ),
    )
    E0720 = Entry(
        "set-award-without-difference",
        "what the other side scores on a set, where no set is scored by difference",
        "`on a set: the other side scores its own points plus the bid` changes how a set is "
        "scored where a contract is scored by difference (only the side with more points "
        "scores): instead of every point of the hand plus the shortfall, the other side "
        "scores the points it took plus the bid. Where a pitcher who falls short is set "
        "back by the bid, each side already scores its own points, and without bids no one "
        "is ever set.",
        'variant house "House Pitch" extends auction_pitch\n'
        "on a set: the other side scores its own points plus the bid\n",
        fix="Score the contract by difference, or remove the `on a set:` line.",
    )
    E0721 = Entry(
        "hole-scores-without-hole",
        "a smudge made from the hole scores a number of points, but no side is ever in the hole",
        "`, when it scores N` says what a made smudge (or moon) scores for a bidder in the "
        "hole, a score below 0, instead of winning the game. Where contracts are scored by "
        "difference, a side that falls short scores nothing and no score goes below 0, so "
        "the clause could never apply.",
        'variant house "House Cinch" extends cinch\n'
        "smudge: a bid of 14; made, it wins the game unless the bidder is in the hole, when "
        "it scores 20\n",
        fix="Drop `, when it scores N`, or set a pitcher who falls short back by the bid.",
    )
    E0722 = Entry(
        "set-smudge-setbacks-uncounted",
        "a smudge that is set counts as more than one set-back, but nothing counts set-backs",
        "`set, it counts as N set-backs` says how many set-backs a smudge (or moon) that is "
        "set adds to its side's count. That count matters only where a side set back so many "
        "times loses the game (`set-backs:`) or each set-back costs chips at settlement "
        "(`set-back chips:`); without either, the clause could never change anything.",
        'variant house "House Pitch" extends auction_pitch\n'
        "smudge: a bid of 4; made, it wins the game unless the bidder is in the hole; set, "
        "it counts as 2 set-backs\n",
        fix=(
            "Drop `; set, it counts as N set-backs`, or count set-backs with a `set-backs:` "
            "or a `set-back chips:` line."
        ),
    )
    E0723 = Entry(
        "smudge-chips-never-paid",
        "a game a smudge decides pays double, but no such game is ever paid for",
        "`smudge chips: double for a game a smudge decides` doubles the chips of a game that "
        "a smudge (or moon) wins or loses at once. It needs a smudge that does so (`made, it "
        "wins the game` or `set, it loses the game`) and a settlement in chips; without "
        "either, the line could never change a payment.",
        'variant house "House Pitch" extends auction_pitch_1911\n'
        "smudge chips: double for a game a smudge decides\n",
        fix="Remove the `smudge chips` line, or give the game a smudge that wins it and a "
        "settlement.",
    )
    E0730 = Entry(
        "going-out-without-a-contract",
        "the pitcher's side goes out during the play, but no contract is made by its points",
        "`going out: the pitcher's side wins as soon as its points reach the target` ends the "
        "game in the middle of a hand once the points certain to be the pitcher's side's "
        "make its bid and bring it to the target. It needs bids, and a contract made when "
        "the pitcher's points reach the bid that scores those points: without bids there "
        "is no pitcher, and where a contract is scored by difference the pitcher's side "
        "scores only what it takes beyond the other side, which is known only at the end "
        "of the hand.",
        'variant house "House Cinch" extends cinch\n'
        "going out: the pitcher's side wins as soon as its points reach the target\n",
        fix="Remove the `going out` line, or play it with an auction whose pitcher is set back "
        "by the bid.",
    )
    # -- a renege allowed, with a penalty ---------------------------------------------
    E0745 = Entry(
        "renege-with-trumps-only",
        "a renege is allowed, but only trumps are played: no one can ever renege",
        "`renege: allowed; ...` lets a player holding the suit led play a card the follow "
        "rules forbid, and penalises it. Where only trumps are played (`cards played: trumps "
        "only`), every card played is a trump and every lead is a trump lead, which a player "
        "holding a trump always follows: no renege can ever happen, and the penalty is never "
        "scored.",
        'variant house "House Pidro" extends pidro\nrenege: allowed; the opponents score 1 point\n',
        fix="Remove the `renege` line, or let every card be played (`cards played: any`).",
    )
    E0746 = Entry(
        "renege-in-trumps-the-same",
        "a renege in trumps costs what any renege costs",
        "`, or N for a renege in trumps` sets another penalty for failing to follow a trump "
        "lead. Where N is the penalty of any renege, the clause changes nothing.",
        'variant house "House All Fours" extends trinidad_all_fours\n'
        "renege: allowed; the opponents score 1 point, or 1 for a renege in trumps\n",
        fix="Remove `, or N for a renege in trumps`, or give a renege in trumps another penalty.",
    )
    E0735 = Entry(
        "deals-with-bid-out",
        "a game of a fixed number of deals is won by the highest score, but only the "
        "pitcher's side can win",
        "`deals: each player deals N times, then the highest score wins` ends the game once "
        "the deals are played, and the side with the highest score wins it, whether it bid "
        "or defended. `count out: bid out` says that only the pitcher's side can win, by "
        "making its bid: the two cannot both hold.",
        'variant house "House Pitch" extends partnership_pitch_bid_out\n'
        "deals: each player deals 2 times, then the highest score wins; a tie plays on, one "
        "deal at a time\n",
        fix="Count out another way (`count out: the higher score wins; a tie goes to the "
        "pitcher's side`), or remove the `deals:` line.",
    )
    E0736 = Entry(
        "stuck-set-without-set-backs",
        "a stuck dealer may take a set, but no one is ever set back",
        "`if everyone passes: the dealer must bid, or be set back N and pass the deal` lets "
        "the dealer whom everyone passed to take a set of N points instead of bidding: the "
        "dealer's side is set back, as a set pitcher is. Where a contract is scored by "
        "difference, a set side only scores nothing and no one is ever set back, so the set "
        "would mean nothing.",
        'variant house "House Cinch" extends cinch\n'
        "if everyone passes: the dealer must bid, or be set back 2 and pass the deal\n",
        fix="Drop `, or be set back N and pass the deal`, or score the contract by setting "
        "the pitcher back by the bid.",
    )
    E0755 = Entry(
        "tie-carried-with-bids",
        "a tie carried over to the next hand needs a game without bidding",
        "`; a tie carries it over to the next hand` (Phat's muck) leaves a tied point to no "
        "one and adds its value to the same point of the next hand. The sources give it "
        "only for games without bidding: where players bid, they do not say whether the "
        "value carried counts toward the next contract, nor what a set does to it, so the "
        "clause is refused there.",
        'variant house "House Pitch" extends auction_pitch\n'
        "point game: most counting cards taken (10 = 10, A = 4, K = 3, Q = 2, J = 1); a tie "
        "carries it over to the next hand\n",
        fix="Write `; a tie scores nothing`, or play without bidding (`auction: none; the "
        "player left of the dealer pitches`).",
    )
    E0756 = Entry(
        "joker-half-without-joker",
        "a joker counts half a point toward a total, but the pack has no joker",
        "`; a joker taken counts half a point` adds half a point for each joker taken to a "
        "side's total of counting cards, so that a joker breaks a tie of whole points. A "
        "pack without a joker leaves the clause nothing to count.",
        'variant house "House Pitch" extends auction_pitch\n'
        "point game: most counting cards taken (10 = 10, A = 4, K = 3, Q = 2, J = 1); a "
        "joker taken counts half a point\n",
        fix="Add a joker to the pack (`pack: 53 cards, ace high, with one joker`), or remove "
        "the clause.",
    )
    E0750 = Entry(
        "unclear-pitch-not-pitched",
        "the pitcher declares trump for an unclear pitch, but no card is pitched for trump",
        "`unclear pitch: the pitcher declares trump` lets the pitcher say which suit a "
        "pitched card makes trump when the card does not make it plain. It needs trump fixed "
        "by the first card pitched; where trump is turned up, taken from the stock or named "
        "by the high bidder, nothing is pitched to fix it.",
        'variant house "House Cinch" extends cinch\nunclear pitch: the pitcher declares trump\n',
        fix="Remove the `unclear pitch` line, or write `trump: the suit of the first card "
        "pitched`.",
    )
    E0751 = Entry(
        "unclear-pitch-never",
        "the pitcher declares trump for an unclear pitch, but every card pitched makes trump plain",
        "A pitch is unclear when the card could make more than one suit trump: a joker "
        "whose rule names no suit when pitched, or a card that may be the trump of the same "
        "colour (`same colour:`). Where every card makes one suit trump (a joker that makes "
        "spades trump when pitched, no trump of the same colour), the pitcher never "
        "declares, and the line could change nothing.",
        'variant house "House Pitch" extends auction_pitch_joker\n'
        "unclear pitch: the pitcher declares trump\n",
        fix="Give the joker no suit of its own (`joker: the lowest trump, never low`), or add "
        "a `same colour:` line; else remove the `unclear pitch` line.",
    )
    E0740 = Entry(
        "robbed-pack-without-partner",
        "the high bidder may pass the pack to the partner, but no player has one partner",
        "`the high bidder robs the pack, or passes it unseen to the partner` lets the high "
        "bidder give the robbing of the pack to its partner. That needs partnerships of two, "
        "where each player has exactly one partner; each for themselves, or in partnerships "
        "of three, there is no one partner to pass the pack to.",
        'variant house "House Schmier" extends schmier\n'
        "discard and draw: to 6 cards; each player but the high bidder discards every plain "
        "card, then is dealt back from the stock; the high bidder robs the pack, or passes it "
        "unseen to the partner\n",
        fix="Drop `, or passes it unseen to the partner`, or play in partnerships of 2.",
    )
    # -- the play -------------------------------------------------------------------
    E0801 = Entry(
        "trump-lead-or-trump",
        "`or trump` says nothing on a trump lead",
        "On a trump lead the suit led is trump, so following suit already means playing "
        "a trump: `follow suit or trump` would read as a different rule where there is "
        "none.",
        _HEADER + "on a trump lead: follow suit or trump\n",
        fix="Write `on a trump lead: follow suit if able`.",
    )
    # -- scoring and winning --------------------------------------------------------
    E0601 = Entry(
        "unreachable-target",
        "the target can never be reached",
        "Scores start at 0 and the game ends when someone reaches the target after a "
        "hand, so the target must be at least 1.",
        _HEADER + "target: 0\n",
        fix="Set the target to 1 or more, for example `target: 7`.",
    )

    @property
    def code(self) -> str:
        return self.name

    @property
    def entry(self) -> Entry:
        value: Entry = self.value
        return value


CODES: dict[str, Code] = {code.name: code for code in Code}


def lookup(code: str) -> Code | None:
    return CODES.get(code.strip().upper())
