"""What a player's line means at the table: a move (or several discards), a question, or
words the loop answers itself.

A move is chosen by its number in the list, typed as the rules module writes it (`bid 3`,
`play AS`), as the player's language says it (`pujo 3`, `zagrywam AS`), or, for a card,
by the card alone: its code (`AS`, `TD` or `10D`) or its name in the player's language or
in English (`ace of spades`, `el as de picas`, `as pik`). A card means playing it, or
discarding it while discarding, when several may go in one line. A move of the game that
is not offered goes to the rules, which refuse it with the rule it breaks; anything else
(`help`, `rules 4.2`, a slip such as `bdi 3`, a number that is not in the list, `²`) is
answered here and never reaches the rules.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from allfours.catalogs import Words
from allfours.semantic.suggest import closest
from allfours.simulate.play_rulebook import PlayRulebook, folded

_DIGITS = re.compile(r"[0-9]+", re.ASCII)
_AMOUNT = re.compile(r"[0-9]{1,6}", re.ASCII)  # a bid: more digits are no bid of any game
_CODE = re.compile(r"(10|[akqjt2-9])([shdc])", re.ASCII)
_SHOWN_DIGITS = 12  # a long number is shown cut to this many digits

# The rules module's moves: those that are one word, and those that take a value.
SINGLE = ("pass", "sell", "refuse", "stand", "beg", "give", "run", "done", "rob", "partner")
WITH_VALUE = ("bid", "play", "discard", "name")
TAKE_SET = "take set"  # a stuck dealer's set, where the rules offer it


class Quit(NamedTuple):
    pass


class Help(NamedTuple):
    pass


class Rules(NamedTuple):
    asked: str  # "" for the list of sections


class Moves(NamedTuple):
    actions: tuple[str, ...]  # in the rules module's words, in order


class NotHeld(NamedTuple):
    card: str


class NoSuchNumber(NamedTuple):
    number: str


class OneAtATime(NamedTuple):
    pass


class NotAMove(NamedTuple):
    typed: str
    near: str | None  # what the player most likely meant, as it may be typed


Meaning = Quit | Help | Rules | Moves | NotHeld | NoSuchNumber | OneAtATime | NotAMove


def _prefix(words: Words, verb: str) -> str:
    """`juego {card}` -> `juego`: the words a move's value follows."""
    value = "\x00"  # in place of the value, whichever the verb takes
    return folded(words(verb, amount=value, suit=value, card=value).split(value, 1)[0])


def _listed(words: Words, kind: str) -> set[str]:
    """What may be typed for `help`, `rules` or `quit`: the message's comma-separated words."""
    return {folded(word.strip()) for word in words[f"words-{kind}"].split(",")}


class MoveReader:
    """Reads a player's lines for one variant, in one language."""

    def __init__(self, words: Words, books: Sequence[PlayRulebook], codes: Iterable[str]) -> None:
        """`books`: the rulebook in the player's language, then in any other whose card
        and suit names are taken too (English)."""
        self.words = words
        self.codes = tuple(codes)
        self.commands = {kind: _listed(words, kind) for kind in ("help", "rules", "quit")}
        # a one-word move, by the rules module's word and the player's language's
        self.single = {move: move for move in SINGLE} | {folded(words[m]): m for m in SINGLE}
        # a stuck dealer's set: two words in the rules module, its own words in each language
        self.single |= {TAKE_SET: TAKE_SET, folded(words["take-set"]): TAKE_SET}
        self.verbs = {verb: {verb, _prefix(words, verb)} for verb in WITH_VALUE}
        self.cards: dict[str, str] = {}
        self.suits = {"s": "S", "h": "H", "d": "D", "c": "C"}
        for book in reversed(books):  # the player's language last: its names win
            self.cards.update(_card_names(book, self.codes))
            self.suits.update({folded(book.suit(s)): s for s in "SHDC"})

    def label(self, action: str, *, named: bool, book: PlayRulebook) -> str:
        """A move as the player's language says it: `pujo 3`, `juego AS (el as de picas)`."""
        verb, _, value = action.partition(" ")
        if verb in SINGLE:
            return self.words[verb]
        if action == TAKE_SET:
            return self.words["take-set"]
        if verb == "bid":
            return self.words("bid", amount=value)
        if verb == "name":
            return self.words("name", suit=book.suit(value))
        if verb in ("play", "discard"):
            card = self.words("card-named", code=value, name=book.card(value)) if named else value
            return self.words(verb, card=card)
        return action

    def typed_forms(self, action: str, book: PlayRulebook) -> list[str]:
        """How a move may be typed: the rules module's words, and the language's."""
        return [action, self.label(action, named=False, book=book)]

    def card(self, text: str) -> str | None:
        """The card a player names, by its code or its name (None: no card)."""
        said = folded(text)
        code = _CODE.fullmatch(said)
        if code is not None:
            rank = "T" if code.group(1) == "10" else code.group(1).upper()
            found = rank + code.group(2).upper()
            return found if found in self.codes else None
        if said.upper() in self.codes:  # a joker: JK, HJ, LJ
            return said.upper()
        return self.cards.get(said)

    def _cards(self, text: str) -> list[str] | None:
        """Cards named one after another: codes apart by spaces or commas, names by
        commas. None when any part is not a card."""
        found: list[str] = []
        for part in (p for p in re.split(r"[,;]", text) if p.strip()):
            whole = self.card(part)
            if whole is not None:
                found.append(whole)
                continue
            each = [self.card(word) for word in part.split()]
            if not each or any(card is None for card in each):
                return None
            found += [card for card in each if card is not None]
        return found or None

    def read(
        self, text: str, menu: Sequence[str], phase: str, hand: Sequence[str], book: PlayRulebook
    ) -> Meaning | None:
        """What `text` means at this turn (None: an empty line, nothing to answer)."""
        said = folded(text)
        if not said:
            return None
        first, _, rest = said.partition(" ")
        if said in self.commands["quit"]:
            return Quit()
        if said in self.commands["help"]:
            return Help()
        if first in self.commands["rules"]:
            return Rules(rest.strip())
        numbers = [part for part in re.split(r"[\s,;]+", said) if part]
        if all(_DIGITS.fullmatch(part) for part in numbers):
            return self._numbered(numbers, menu)
        if said in self.single:
            return Moves((self.single[said],))
        move = self._with_value(said, hand)
        if move is not None:
            return move
        cards = self._cards(said) if phase in ("play", "discard") else None
        if cards is not None:
            return self._of_cards(cards, phase, hand)
        if phase in ("naming", "declaring") and said in self.suits:
            return Moves((f"name {self.suits[said]}",))
        forms = [f for action in menu for f in self.typed_forms(action, book)]
        commands = [w for kind in self.commands.values() for w in kind]
        near = closest(said, [*forms, *commands])
        return NotAMove(text.strip(), near)

    def _numbered(self, numbers: list[str], menu: Sequence[str]) -> Meaning:
        chosen: list[str] = []
        for number in numbers:
            if len(number) > 6 or not 1 <= int(number) <= len(menu):
                shown = number if len(number) <= _SHOWN_DIGITS else number[:_SHOWN_DIGITS] + "…"
                return NoSuchNumber(shown)
            action = menu[int(number) - 1]
            if action not in chosen:
                chosen.append(action)
        if len(chosen) > 1 and not all(a.startswith("discard ") for a in chosen):
            return OneAtATime()
        return Moves(tuple(chosen))

    def _with_value(self, said: str, hand: Sequence[str]) -> Meaning | None:
        """`bid 3`, `play AS`, `discard el as de picas`, `name spades`, in either words."""
        for verb, prefixes in self.verbs.items():
            for prefix in sorted(prefixes, key=len, reverse=True):
                if not said.startswith(prefix + " "):
                    continue
                value = said[len(prefix) + 1 :].strip()
                if verb == "bid":
                    if _AMOUNT.fullmatch(value):
                        return Moves((f"bid {int(value)}",))
                elif verb == "name":
                    if value in self.suits:
                        return Moves((f"name {self.suits[value]}",))
                else:
                    cards = self._cards(value)
                    if cards is not None:
                        return self._of_cards(cards, verb, hand)
        return None

    def _of_cards(self, cards: list[str], phase: str, hand: Sequence[str]) -> Meaning:
        missing = next((card for card in cards if card not in hand), None)
        if missing is not None:
            return NotHeld(missing)
        verb = "discard" if phase == "discard" else "play"
        if verb == "play" and len(cards) > 1:
            return OneAtATime()
        return Moves(tuple(f"{verb} {card}" for card in dict.fromkeys(cards)))


def _card_names(book: PlayRulebook, codes: Sequence[str]) -> dict[str, str]:
    """Each card's name as a player may type it (folded), with and without the article a
    language puts before a card's name (`the`, `el`, `la`): a first word that names of
    cards of different ranks share."""
    names = {code: folded(book.card(code)) for code in codes}
    ranks_of_first: dict[str, set[str]] = {}
    for code, name in names.items():
        ranks_of_first.setdefault(name.split(" ", 1)[0], set()).add(code[:-1])
    found: dict[str, str] = {}
    for code, name in names.items():
        found[name] = code
        first, _, rest = name.partition(" ")
        if rest and len(ranks_of_first[first]) > 1:
            found.setdefault(rest, code)
    return found
