"""What counts as English on a page of the site: the detector the site's tests share.

What counts as English: a run of English function words, words that are never Spanish or
Polish words ("the", "and", "of", "is", "when", ...; never "a", "to", "no", "on" or "as",
which are also Spanish or Polish). Two different ones within a few words of each other
make a sentence English ("the player left of the dealer", "is set back", "each for
themselves"); a Spanish or Polish sentence that names an English game keeps at most one.
A text that is nothing but English words of the game ("Default", "none", "Example") is
English too: such labels are short, and a translation misses them most easily.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

# The site's languages other than English.
TRANSLATED = ("es", "pl")

# Words that are English and neither Spanish nor Polish. Left out on purpose: "a", "no",
# "has" and "me" (Spanish), "to", "on", "do", "by" and "i" (Polish), "as" (the Spanish
# ace), "all" (All Fours).
FUNCTION_WORDS = frozenset({
    "the", "and", "of", "is", "are", "was", "were", "be", "been", "being", "when", "with",
    "which", "that", "this", "these", "those", "from", "for", "or", "an", "if", "then",
    "than", "not", "it", "its", "into", "onto", "each", "every", "who", "whom", "whose",
    "their", "they", "them", "there", "where", "while", "will", "would", "may", "might", "can",
    "could", "must", "shall", "should", "does", "did", "have", "had", "only", "also",
    "any", "some", "such", "other", "after", "before", "until", "unless", "between", "over",
    "under", "both", "either", "neither", "but", "so", "yet", "at", "in", "what", "how",
    "why", "you", "your", "we", "our", "his", "she",
})  # fmt: skip
# Words of the game and of the site that are English only; a text made of nothing else
# (a label, a table heading) is English.
ENGLISH_WORDS = FUNCTION_WORDS | frozenset({
    "player", "players", "card", "cards", "trump", "trumps", "trick", "tricks", "dealer",
    "bid", "bids", "bidder", "points", "point", "hand", "hands", "score", "scores", "winner",
    "wins", "win", "lose", "loses", "default", "none", "example", "yes", "rules", "rule",
    "round", "game", "side", "sides", "partner", "partners", "stock", "deal", "deals", "dealt",
    "played", "play", "plays", "pitcher", "set", "back", "target", "chips", "chip",
    "lead", "leads", "names", "highest", "lowest", "taker", "first", "last", "seat", "seats",
    "house", "out", "up", "made", "scored", "taken", "takes", "goes", "all", "pass", "passes",
})  # fmt: skip
# An English run: within this many words, two different function words, or three English
# words of which one is a function word ("The dealer deals 6 cards to each player").
WINDOW = 5

# Proper names that hold English words, taken out before the check. Each is a name that
# players keep in every language.
PROPER_NAMES = (
    "Material for MkDocs",  # the theme's name, in the footer
    "Chicago Cinch Club",  # the club whose 1890 laws Cinch to 42 follows
    "Encyclopaedia Britannica",
)

_SKIPPED = {"code", "pre", "kbd", "script", "style", "svg", "template"}
_BLOCKS = {
    "p", "li", "td", "th", "h1", "h2", "h3", "h4", "h5", "h6", "summary", "dt", "dd",
    "div", "figcaption", "caption", "title", "label", "button", "nav", "header", "footer",
    "article", "section", "details", "table", "tr", "ul", "ol", "blockquote", "br", "a",
}  # fmt: skip
# A word with its apostrophes and hyphens; a variant's id (`ten_point_pitch`), shown as a
# link's text, is a name and not words.
_WORD = re.compile(r"(?<![\w'\u2019-])[^\W\d_]+(?:['\u2019-][^\W\d_]+)*(?![\w'\u2019-])")


class _Text(HTMLParser):
    """The page's text outside code, one string per block (a paragraph, a table cell,
    a heading, a link)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.blocks: list[str] = []
        self._current: list[str] = []
        self._skipping: list[str] = []
        # inside the page's table of contents (its nesting of <nav>): each entry repeats a
        # heading of the page, read there, where a heading in code is code
        self._contents = 0

    def _flush(self) -> None:
        text = " ".join("".join(self._current).split())
        if text:
            self.blocks.append(text)
        self._current = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "nav" and (
            self._contents or "md-nav--secondary" in (dict(attrs).get("class") or "")
        ):
            self._contents += 1
        if tag in _SKIPPED:
            self._skipping.append(tag)
            self._current.append(" · ")  # code between words ends a run of them
        elif tag in _BLOCKS and not self._skipping:
            self._flush()

    def handle_endtag(self, tag: str) -> None:
        if tag == "nav" and self._contents:
            self._contents -= 1
        if self._skipping and tag == self._skipping[-1]:
            self._skipping.pop()
        elif tag in _BLOCKS and not self._skipping:
            self._flush()

    def handle_data(self, data: str) -> None:
        if not self._skipping and not self._contents:
            self._current.append(data)

    def close(self) -> None:
        super().close()
        self._flush()


def page_text(html: str) -> list[str]:
    """The blocks of text a reader sees outside code."""
    parser = _Text()
    parser.feed(html)
    parser.close()
    return parser.blocks


def english_in(block: str) -> str | None:
    """The English run in a block of text, or None."""
    for name in PROPER_NAMES:
        block = block.replace(name, " · ")
    words = _WORD.findall(block)
    lowered = [w.lower() for w in words]
    if lowered and all(w in ENGLISH_WORDS for w in lowered):
        return block
    for start in range(len(lowered)):
        window = lowered[start : start + WINDOW]
        if window[0] not in ENGLISH_WORDS:
            continue
        functions = {w for w in window if w in FUNCTION_WORDS}
        english = [w for w in window if w in ENGLISH_WORDS]
        if len(functions) >= 2 or (functions and len(english) >= 3):
            return " ".join(words[start : start + WINDOW * 2])
    return None


def english_on(html: str) -> list[str]:
    found = (english_in(block) for block in page_text(html))
    return [run for run in found if run is not None]
