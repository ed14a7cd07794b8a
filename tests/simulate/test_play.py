"""`allfours play` as a person meets it (#23, the author's loop): what each line typed at
the table gets, in English, Spanish and Polish.

A game is driven by a script that reads the table as the person would (the game's own
observation of the person's seat) and types a line; everything printed is kept. The
rulebook's sentences are checked against the committed rulebook pages, and the bots'
hidden cards against the rules module's own log.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from allfours.simulate.cards import sense_of
from allfours.simulate.players import maker_of
from allfours.simulate.terminal import TerminalGame
from allfours.sources import open_variant

ROOT = Path(__file__).resolve().parents[2]
RULEBOOKS = ROOT / "generated" / "rulebook"

Script = Callable[[dict[str, Any], "Table"], str | None]


class Table:
    """The person's keyboard: at each prompt, the script sees the table and types a line
    (None ends the input). What was typed is kept, with what the loop printed after it."""

    def __init__(self, game: TerminalGame, script: Script) -> None:
        self.game = game
        self.script = script
        self.typed: list[str] = []
        self.prompts = 0

    def readline(self, size: int = -1, /) -> str:
        self.prompts += 1
        assert self.prompts < 2_000, "the script never ends the game"
        line = self.script(self.game.game.observation(self.game.seat), self)
        if line is None:
            return ""
        self.typed.append(line)
        return line + "\n"


def play(
    variant: str, script: Script, *, seed: int = 1, language: str = "en", seat: int = 0
) -> tuple[str, Table, TerminalGame]:
    opened = open_variant(variant)
    out = io.StringIO()
    game = TerminalGame(
        opened.module,
        seat,
        maker_of("rule"),
        "rule",
        seed,
        4,
        out,
        io.StringIO(),
        language=language,
        variant=opened.variant,
    )
    table = Table(game, script)
    game.inp = table
    assert game.run() == 0
    return out.getvalue(), table, game


def first_move(observation: dict[str, Any], table: Table) -> str | None:
    return "1"


def answers(out: str) -> list[str]:
    """What the loop answered at each line typed, in order (a prompt is `> `; the last
    is the end of the input)."""
    return [part.split("\n", 1)[0] for part in out.split("> ")[1:-1]]


def rulebook_text(variant: str, language: str) -> str:
    """The committed rulebook page in plain words: what a refusal must quote."""
    suffix = "" if language == "en" else f".{language}"
    page = (RULEBOOKS / f"{variant}{suffix}.md").read_text(encoding="utf-8")
    return re.sub(r"<[^>]+>|\*\*|`", "", page)


# -- a card typed where it may not be played -------------------------------------------


def _plain_card_on_a_trump_lead(observation: dict[str, Any], game: TerminalGame) -> str | None:
    """A card of the hand that the follow rule forbids now: a plain card while a trump
    was led and the hand holds a trump."""
    trick, trump = observation["trick"], observation["trump"]
    if observation["phase"] != "play" or not trick or trump is None:
        return None
    order = game.sense.order(trump)
    if not order.is_trump(trick[0]["card"]):
        return None
    hand = observation["hand"]
    if not any(order.is_trump(card) for card in hand):
        return None
    return next((card for card in hand if not order.is_trump(card)), None)


class _FollowScript:
    """Plays the first move, until a plain card may not be played: types it as
    `typed_as` says, then `play CODE`, then leaves."""

    def __init__(self, typed_as: Callable[[str, TerminalGame], str]) -> None:
        self.typed_as = typed_as
        self.card: str | None = None
        self.lines: list[str] = []

    def __call__(self, observation: dict[str, Any], table: Table) -> str | None:
        if self.card is not None:
            if len(self.lines) == 1:
                self.lines.append(f"play {self.card}")
                return self.lines[-1]
            return None
        card = _plain_card_on_a_trump_lead(observation, table.game)
        if card is None:
            return "1"
        self.card = card
        self.lines.append(self.typed_as(card, table.game))
        return self.lines[-1]


@pytest.mark.parametrize(
    ("language", "typed_as"),
    [
        ("en", lambda card, game: card),
        ("en", lambda card, game: card.lower()),
        ("en", lambda card, game: game.book.card(card)),
        ("es", lambda card, game: game.book.card(card).upper()),
        ("pl", lambda card, game: game.book.card(card)),
    ],
    ids=["code", "lower-case-code", "name", "spanish-name", "polish-name"],
)
def test_a_card_typed_alone_is_refused_by_the_rule_it_breaks(
    language: str, typed_as: Callable[[str, TerminalGame], str]
) -> None:
    """Where trump must be followed, typing a plain card is refused by the follow rule,
    AP-4.2, in its sentence from the rulebook, as `play CODE` is (it was "not an action
    of this game (AP-9.1)")."""
    for seed in range(1, 40):
        script = _FollowScript(typed_as)
        out, _, game = play("auction_pitch", script, seed=seed, language=language)
        if len(script.lines) == 2:
            break
    else:
        pytest.fail("no seed gave a plain card on a trump lead")
    said = answers(out)
    alone, as_play = said[-2], said[-1]
    assert alone == as_play
    assert "AP-4.2" in alone and "AP-9.1" not in alone
    choose_again = game.words("refused", reason="", rule="").rsplit(":", 1)[1].strip()
    sentence = alone.split("): ", 1)[1].removesuffix(" " + choose_again)
    assert sentence.rstrip(".") in rulebook_text("auction_pitch", language)


# -- lines that are no move ---------------------------------------------------------------


def _in_the_auction(lines: list[str]) -> Script:
    queue = list(lines)

    def script(observation: dict[str, Any], table: Table) -> str | None:
        if observation["phase"] != "auction" or not queue:
            return None
        return queue.pop(0)

    return script


def test_help_slips_and_numbers_out_of_the_list_get_their_own_answers() -> None:
    out, _, game = play("auction_pitch", _in_the_auction(["help", "?", "bdi 3", "99", "0"]))
    help_, question, slip, ninety_nine, zero = answers(out)
    assert help_ == question == game.words("help")
    assert slip.startswith("`bdi 3` is not a move here. Did you mean `bid 3`?")
    offered = len(re.findall(r"^  \d+\. ", out.split("Your turn")[1], re.MULTILINE))
    assert ninety_nine == f"There is no move 99: choose 1 to {offered}."
    assert zero == f"There is no move 0: choose 1 to {offered}."
    assert "bids are" not in out and "AP-3.2" not in out


def test_rules_prints_a_rule_a_section_and_the_list() -> None:
    out, _, _ = play(
        "auction_pitch",
        _in_the_auction(["rules 4.2", "rules AP-3.2", "rules", "rules 4", "rules 12.9"]),
    )
    page = rulebook_text("auction_pitch", "en")
    rule, other, listed, section, missing = answers(out)
    assert rule.startswith("AP-4.2 When trump is led") and rule[7:].rstrip(".") in page
    assert other.startswith("AP-3.2 Bids run from 2 to 4")
    assert listed == "The rulebook of Auction Pitch:"
    assert "  4. The play" in out and "  4. The play\n" in out
    assert section == "4. The play"
    assert missing == "There is no rule 12.9 in Auction Pitch: its rules are AP-1.1 to AP-9.2."
    # The player's part only: a rule's note for the rules module is not read out.
    assert "For the rules module" not in out


# -- the player is "you"; the table in words -------------------------------------------


def test_a_cut_throat_game_speaks_of_you_and_of_seats() -> None:
    out, _, game = play("auction_pitch", first_move, seed=3)
    assert "Game over" in out
    assert "seat 0" not in out, "the player is you"
    assert "side" not in out, "each plays for themselves: no sides"
    assert "=== Hand 1: you deal ===" in out
    assert re.search(r"^  (High|Low|Jack|Game): (you|seat [1-3]|no one)$", out, re.MULTILINE)
    suits = "|".join(game.book.suit(s) for s in "SHDC")
    contracts = re.findall(r"^(?:Contract|Your contract) .*; trump (.*)\.$", out, re.MULTILINE)
    assert contracts and all(re.fullmatch(suits, suit) for suit in contracts), contracts


def test_a_partnership_game_speaks_of_your_side_and_the_other() -> None:
    out, _, _ = play("partnership_pitch", first_move, seed=2)
    assert "Game over: your side wins." in out or "Game over: the other side wins." in out
    assert "your partner: seat 2" in out
    assert "Scores: your side " in out and ", the other side " in out


# -- the Cinch dealer's discards, in one line -----------------------------------------


def _robber_discards(by_number: bool) -> Script:
    """Plays the first move, until the dealer robs the pack: then discards every card
    but the first six shown (by their codes, or by their numbers in the list) in one
    line, and leaves once the play begins."""

    def script(observation: dict[str, Any], table: Table) -> str | None:
        game = table.game
        if observation["phase"] == "play" and table.typed and table.typed[-1].count(" ") > 3:
            return None
        if observation["phase"] != "discard" or len(observation["hand"]) <= 6:
            return "1"
        menu = game._in_order(observation, observation["legal"])
        going = menu[6:]
        if by_number:
            return " ".join(str(menu.index(a) + 1) for a in going)
        return " ".join(a.partition(" ")[2] for a in going)

    return script


@pytest.mark.parametrize("by_number", [False, True], ids=["codes", "numbers"])
def test_the_cinch_dealer_discards_down_in_one_line(by_number: bool) -> None:
    for seed in range(1, 30):
        out, table, game = play("cinch", _robber_discards(by_number), seed=seed)
        if table.typed and table.typed[-1].count(" ") > 3:
            break
    else:
        pytest.fail("no seed made you the dealer who robs the pack")
    line = table.typed[-1]
    assert len(line.split()) >= 3
    told = [ln for ln in out.splitlines() if "  you: discard " in ln]
    assert len(told) == 1, "the whole line is one move"
    assert len(game.game.hands[game.seat]) == 6
    assert "  you: done (nothing more may be discarded)" in out


def test_a_line_of_discards_with_one_too_many_discards_nothing() -> None:
    class OneTooMany:
        def __init__(self) -> None:
            self.line = ""

        def __call__(self, observation: dict[str, Any], table: Table) -> str | None:
            if self.line:
                return None
            if observation["phase"] != "discard" or len(observation["hand"]) <= 6:
                return "1"
            self.line = " ".join(observation["hand"][5:])  # one card more than may go
            return self.line

    for seed in range(1, 30):
        script = OneTooMany()
        out, _, game = play("cinch", script, seed=seed)
        if script.line:
            break
    else:
        pytest.fail("no seed made you the dealer who robs the pack")
    refusal = answers(out)[-1]
    assert refusal.startswith("Not allowed, discard ") and "Nothing of the line was done" in refusal
    assert len(game.game.hands[game.seat]) > 6, "the line was all or nothing"


def test_the_bots_discards_are_counted_not_shown() -> None:
    """A player's discards are face down: the table says how many, as the rules module's
    log counts them, and never which."""
    out, _, game = play("cinch", first_move, seed=4)
    told = re.findall(r"^  seat (\d): discards (\d+ cards?|no card)$", out, re.MULTILINE)
    assert told
    assert not re.search(r"^  seat \d: discard [0-9TJQKA][SHDC]", out, re.MULTILINE)
    last_hand = out.rsplit("=== Hand", 1)[1]
    shown = {
        int(seat): 0 if count == "no card" else int(count.split()[0])
        for seat, count in re.findall(
            r"^  seat (\d): discards (\d+ cards?|no card)$", last_hand, re.MULTILINE
        )
    }
    logged: dict[int, int] = {}
    for event in game.game.events:
        if type(event).__name__ == "Discarded" and event.seat != game.seat:
            logged[event.seat] = logged.get(event.seat, 0) + 1
    assert {seat: n for seat, n in shown.items() if n} == logged


# -- the player's language ------------------------------------------------------------


@pytest.mark.parametrize("language", ["es", "pl"])
def test_a_game_is_played_in_the_players_language(language: str) -> None:
    out, _, game = play("auction_pitch", _in_the_auction(["rules 4.2", "1"]), language=language)
    english_only = ("Your hand", "Scores", "Trump", "Hand ", "seat ", "Not allowed")
    assert not [word for word in english_only if word in out]
    rule = answers(out)[0]
    assert rule.startswith("AP-4.2 ")
    assert rule.removeprefix("AP-4.2 ").rstrip(".") in rulebook_text("auction_pitch", language)
    assert game.words("your-hand", cards="") in out


def test_the_hand_is_shown_by_codes_the_pack_has() -> None:
    out, _, game = play("auction_pitch", first_move, seed=5)
    codes = set(sense_of(game.rules).codes)
    for line in re.findall(r"^Your hand: (.*)$", out, re.MULTILINE):
        assert set(line.split()) <= codes


# -- a stuck dealer's choice ------------------------------------------------------------


@pytest.mark.parametrize(
    ("language", "typed", "said"),
    [
        ("en", "take the set", "set back 2 instead of bidding"),
        ("es", "acepto el retraso", "retraso de 2 en lugar de pujar"),
        ("pl", "przyjmuję cofnięcie", "cofnięcie o 2 zamiast licytacji"),
    ],
)
def test_a_stuck_dealer_takes_the_set_in_the_players_words(
    language: str, typed: str, said: str
) -> None:
    """Auction Pitch with the stuck dealer's choice: the person passes whenever they may,
    and, stuck as dealer, types the set in their language's words; the menu offered it,
    and the hand ends unplayed, saying so."""
    taken: list[bool] = []

    def script(observation: dict[str, Any], table: Table) -> str | None:
        if taken:
            return None
        legal = observation["legal"]
        if "take set" in legal:
            taken.append(True)
            return typed
        return "1" if "pass" not in legal else table.game.move("pass")

    for seed in range(1, 40):  # the first game (of fixed seeds) where the bots all pass
        out, table, _ = play(
            "auction_pitch_stuck_dealer_choice", script, seed=seed, language=language
        )
        if taken:
            break
    assert taken, "the person was never stuck"
    assert typed in table.typed
    assert said in out


# -- a pitch whose suit the pitcher declares -------------------------------------------


def test_the_pitcher_of_the_joker_is_asked_for_trump_and_may_type_a_suit() -> None:
    """`auction_pitch_joker_declared`: holding the joker, the person bids as high as the
    auction lets them and pitches it; the loop then asks for trump ("declaring trump for
    the card you pitched") and takes a suit's name typed alone."""
    seen: dict[str, Any] = {}

    def script(observation: dict[str, Any], table: Table) -> str | None:
        if "declared" in seen:
            seen["trump"] = observation["trump"]
            return None
        legal = observation["legal"]
        if observation["phase"] == "declaring":
            seen["declared"] = True
            return "hearts"
        if observation["phase"] == "auction" and "JK" in observation["hand"]:
            bids = [a for a in legal if a.startswith("bid ")]
            return max(bids, key=lambda a: int(a.split()[1])) if bids else "1"
        if observation["phase"] == "play" and observation["trump"] is None:
            return "JK" if "play JK" in legal else "1"
        return "1"

    out, _, _ = play("auction_pitch_joker_declared", script, seed=1)
    assert "Your turn (declaring trump for the card you pitched):" in out
    assert seen == {"declared": True, "trump": "H"}
