"""A person against bots in the terminal, in the person's language.

At each turn the table is shown (scores, contract, trump, the trick so far, the hand
sorted by suit and rank, trump first) and the legal moves are offered, numbered. A move is
chosen by its number or typed (`typed.py`: `bid 2`, a card by its code or its name, several
cards in one line while discarding); `help` and `rules N` answer from the rulebook. A move
the rules refuse is answered with the rule it breaks, by its number and its sentence in
the player's language; a line that is no move is answered here and changes nothing. The
player is "you"; the others are named by their seats, and the bots' discards are counted,
not shown. Each hand ends with its summary. End of input (Ctrl-D), `quit` or Ctrl-C
leaves the game cleanly; input is read in bounded lines (`prompt.py`).
"""

from __future__ import annotations

import copy
import random
from types import ModuleType
from typing import IO, TYPE_CHECKING, Any

from allfours.catalogs import Arg, Words, catalog, listed
from allfours.simulate import typed
from allfours.simulate.cards import SUITS, CardSense, TrumpOrder, sense_of
from allfours.simulate.play_rulebook import PlayRulebook, play_rulebook
from allfours.simulate.players import PlayerMaker
from allfours.simulate.prompt import MAX_LINE, TOO_LONG, Keyboard, read_line
from allfours.simulate.variants import variant_rules

if TYPE_CHECKING:
    from allfours import ir


class Quit(Exception):
    """The person left the game (end of input, or `quit`)."""


def sort_hand(order: TrumpOrder, hand: list[str]) -> list[str]:
    """Trumps first, then the suits in pack order; high cards first within a suit."""

    def key(card: str) -> tuple[int, int]:
        suit = order.suit[card]
        if order.is_trump(card):
            group = 0
        else:  # a joker before trump is known follows no suit: last
            group = 1 + SUITS.index(suit) if suit in SUITS else len(SUITS) + 1
        return (group, -order.strength[card])

    return sorted(hand, key=key)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


class TerminalGame:
    def __init__(
        self,
        module: ModuleType,
        seat: int,
        bots: PlayerMaker,
        bot_name: str,
        seed: int | None,
        players: int,
        out: IO[str],
        inp: Keyboard,
        *,
        language: str = "en",
        variant: ir.Variant | None = None,
    ) -> None:
        """`variant`: the IR `module` plays, for its rulebook's sentences (looked up from
        the module when not given; without it, rules are cited by number alone)."""
        from allfours.sources import compiled_from

        self.module = module
        self.rules = variant_rules(module)
        self.sense: CardSense = sense_of(self.rules)
        self.seat = seat
        self.out = out
        self.inp = inp
        rng = random.Random(seed)
        self.game: Any = module.Game(players, seed=rng.getrandbits(64))
        self.bot_name = bot_name
        self.bots = {
            s: bots(module, s, random.Random(rng.getrandbits(64)))
            for s in range(players)
            if s != seat
        }
        self.words = Words(catalog(language), "play")
        self.book: PlayRulebook = play_rulebook(
            module, language, variant if variant is not None else compiled_from(module)
        )
        english = self.book if language == "en" else play_rulebook(module, "en", None)
        self.reader = typed.MoveReader(self.words, (self.book, english), self.sense.codes)
        metadata = module.VARIANT
        self.title = str((metadata.get("titles") or {}).get(language) or metadata["title"])
        self.sides: list[list[int]] = self.rules.table.layout(players)
        self._discarding: tuple[int, int] | None = None  # a bot's discards so far: seat, count

    # -- words ----------------------------------------------------------------------------

    def say(self, text: str = "") -> None:
        self.out.write(text + "\n")
        self.out.flush()

    def who(self, seat: int) -> str:
        return self.words("you") if seat == self.seat else self.words("seat", seat=seat)

    def side(self, index: int) -> str:
        """A side by its seats: you, your side, a seat, or the side of its seats."""
        seats = self.sides[index]
        if len(seats) == 1:
            return self.who(seats[0])
        if self.seat in seats:
            return self.words("your-side")
        if len(self.sides) == 2:
            return self.words("other-side")
        return self.words("side-of", seats=listed([str(s) for s in seats]))

    def side_of_seat(self, seat: int) -> int:
        return next(index for index, seats in enumerate(self.sides) if seat in seats)

    def move(self, action: str, *, named: bool = False) -> str:
        return self.reader.label(action, named=named, book=self.book)

    # -- the game -------------------------------------------------------------------------

    def run(self) -> int:
        game = self.game
        partners = [s for s in self.sides[self.side_of_seat(self.seat)] if s != self.seat]
        self.say(
            self.words(
                "intro",
                title=self.title,
                seats=listed([str(s) for s in self._after(self.seat)]),
                bots=self.bot_name,
                partners=self.words(
                    "partners",
                    count=len(partners),
                    seats=listed([self.who(s) for s in partners]),
                )
                if partners
                else "",
                target=self.rules.game.target,
            )
        )
        self.say(self.words("how-to"))
        try:
            while not game.game_over:
                game.deal()
                number = game.hands_played + 1
                self.say()
                self.say(
                    self.words("hand-you-deal", number=number)
                    if game.dealer == self.seat
                    else self.words("hand-deals", number=number, who=self.who(game.dealer))
                )
                tricks_seen = 0
                while game.to_act is not None:
                    seat = game.to_act
                    if seat == self.seat:
                        self._tell_discards()
                        self.human_turn()
                    else:
                        action = self.bots[seat].choose(game.observation(seat))
                        game.apply(action, seat)
                        self._tell_bot(seat, action)
                    tricks_seen = self.tell_tricks(tricks_seen)
                self._tell_discards()
                self.summary()
        except Quit:
            self.say()
            self.say(self.words("left"))
            return 0
        self._game_over()
        return 0

    def _after(self, seat: int) -> list[int]:
        """The other seats, in turn after `seat`."""
        players, turn = self.game.players, self.rules.table.turn or 1
        return [(seat + step * turn) % players for step in range(1, players)]

    def _game_over(self) -> None:
        winner = self.game.winner
        self.say()
        if winner == self.side_of_seat(self.seat):
            mine = len(self.sides[winner]) == 1
            self.say(self.words("game-over-you" if mine else "game-over-your-side"))
        elif len(self.sides[winner]) == 1:
            self.say(self.words("game-over-seat", who=self.side(winner)))
        else:
            self.say(self.words("game-over-side", who=self.side(winner)))
        payouts = self.game.payouts()
        if payouts is not None:
            shown = ", ".join(f"{self.who(s)} {p:+d}" for s, p in enumerate(payouts))
            self.say(self.words("payouts", payouts=shown))

    def _tell_bot(self, seat: int, action: str) -> None:
        """A bot's move; its discards are counted, and told as one line when it is done:
        the cards a player discards are not shown to the others."""
        if action.startswith("discard ") or action == "done":
            count = self._discarding[1] if self._discarding and self._discarding[0] == seat else 0
            self._tell_discards(unless=seat)
            self._discarding = (seat, count + (action != "done"))
            if action == "done":
                self._tell_discards()
            return
        self._tell_discards()
        self.say(self.words("move", who=self.who(seat), move=self.move(action)))

    def _tell_discards(self, unless: int | None = None) -> None:
        if self._discarding is None or self._discarding[0] == unless:
            return
        seat, count = self._discarding
        self._discarding = None
        who = self.who(seat)
        self.say(
            self.words("bot-discarded", who=who, count=count)
            if count
            else self.words("bot-kept", who=who)
        )

    def tell_tricks(self, seen: int) -> int:
        observation = self.game.observation(self.seat)
        for trick in observation["tricks"][seen:]:
            self._tell_discards()
            cards = " ".join(trick["cards"])
            winner = trick["winner"]
            self.say(
                self.words("you-took", cards=cards)
                if winner == self.seat
                else self.words("took", who=self.who(winner), cards=cards)
            )
        return len(observation["tricks"])

    def show_table(self, observation: dict[str, Any]) -> None:
        scores = observation["scores"]
        shown = ", ".join(f"{self.side(s)} {scores[s]}" for s in range(len(self.sides)))
        self.say()
        self.say(self.words("scores", scores=shown))
        pitcher = observation["pitcher"]
        if pitcher is not None:
            bid = observation["bid"]
            if bid:
                self.say(self.words("contract", who=self.who(pitcher), bid=bid))
            elif pitcher == self.seat:
                self.say(self.words("no-contract-you"))
            else:
                self.say(self.words("no-contract", who=self.who(pitcher)))
        elif observation["high_bid"]:
            self.say(self.words("high-bid", bid=observation["high_bid"]))
        trump = observation["trump"]
        self.say(
            self.words("trump", suit=self.book.suit(trump))
            if trump
            else self.words("trump-unknown")
        )
        if observation["turnups"]:
            self.say(self.words("turned-up", cards=" ".join(observation["turnups"])))
        if observation["trick"]:
            plays = ", ".join(f"{self.who(e['seat'])} {e['card']}" for e in observation["trick"])
            self.say(self.words("trick", plays=plays))
        order = self.sense.order(trump)
        self.say(self.words("your-hand", cards=" ".join(sort_hand(order, observation["hand"]))))

    def human_turn(self) -> None:
        game = self.game
        observation = game.observation(self.seat)
        menu = self._in_order(observation, observation["legal"])
        if menu == ["done"]:  # nothing left to choose: the discards are over
            game.apply("done", self.seat)
            self.say(self.words("auto-done"))
            return
        self.show_table(observation)
        phase = observation["phase"]
        self.say(self.words("your-turn", phase=self.words(f"phase-{phase}")))
        for number, action in enumerate(menu, start=1):
            self.say(f"  {number}. {self.move(action, named=True)}")
        if sum(action.startswith("discard ") for action in menu) > 1:
            self._tell_discard_how(len(observation["hand"]))
        while True:
            self.out.write("> ")
            self.out.flush()
            line = read_line(self.inp)
            if line is None:
                raise Quit
            if line is TOO_LONG:
                self.say(self.words("too-long", limit=MAX_LINE))
                continue
            assert isinstance(line, str)
            meaning = self.reader.read(line, menu, phase, observation["hand"], self.book)
            if meaning is not None and self._answer(meaning, menu):
                return

    def _tell_discard_how(self, held: int) -> None:
        keep = self._keep()
        if keep is not None and held > keep:
            self.say(self.words("discard-count", count=held - keep, keep=keep))
        self.say(self.words("discard-how"))

    def _keep(self) -> int | None:
        """How many cards a hand keeps after discarding, where the rules say so."""
        rules = self.rules
        if rules.refill is not None and self.game.to_act == getattr(self.game, "robber", -1):
            return int(rules.refill.hand_size)
        if rules.discard_down is not None:
            return int(rules.discard_down.down_to)
        begging = rules.begging
        if begging is not None and begging.discard_to is not None:
            return int(begging.discard_to)
        return None

    def _answer(self, meaning: typed.Meaning, menu: list[str]) -> bool:
        """Answer what the player typed; True once a move is made."""
        words = self.words
        match meaning:
            case typed.Quit():
                raise Quit
            case typed.Help():
                self.say(words("help"))
            case typed.Rules(asked=asked):
                self._rules(asked)
            case typed.NotHeld(card=card):
                self.say(words("not-held", card=self.book.card(card)))
            case typed.NoSuchNumber(number=number):
                self.say(words("no-such-number", number=number, count=len(menu)))
            case typed.OneAtATime():
                self.say(words("one-at-a-time"))
            case typed.NotAMove(typed=said, near=near):
                self._not_a_move(said, near, len(menu))
            case typed.Moves(actions=actions):
                return self._make(actions)
        return False

    def _not_a_move(self, said: str, near: str | None, count: int) -> None:
        shown = said if len(said) <= 40 else said[:40] + "…"
        parts = [self.words("not-a-move", typed=shown)]
        if near is not None:
            parts.append(self.words("did-you-mean", near=near))
        parts.append(self.words("choose-how", count=count))
        self.say(" ".join(parts))

    def _make(self, actions: tuple[str, ...]) -> bool:
        """Make the moves, all of them or, when one is refused, none: several are tried on
        a copy of the game first."""
        game = self.game
        refused_error = self.module.IllegalAction
        if len(actions) > 1:
            trial = copy.deepcopy(game)
            for action in actions:
                try:
                    trial.apply(action, self.seat)  # refused too once the turn has passed
                except refused_error as refused:
                    self._refused(refused, action, in_line=True)
                    return False
        for action in actions:
            try:
                game.apply(action, self.seat)
            except refused_error as refused:
                self._refused(refused, action, in_line=False)
                return False
        self.say(self.words("move", who=self.who(self.seat), move=self._moves(actions)))
        return True

    def _moves(self, actions: tuple[str, ...]) -> str:
        """Moves as one: `discard AH QH JH` for several discards."""
        if len(actions) > 1 and all(a.startswith("discard ") for a in actions):
            return self.words("discard", card=" ".join(a.partition(" ")[2] for a in actions))
        return ", ".join(map(self.move, actions))

    def _refused(self, refused: Any, action: str, *, in_line: bool) -> None:
        if refused.rule_id == "errors.refused":  # no move of this game at all
            self._not_a_move(action, None, len(self.game.legal_actions()))
            return
        said = self.book.rule(refused.rule) or refused.reason
        reason = _capital(said.rstrip(". ")) + "."
        if in_line:
            self.say(
                self.words(
                    "refused-in-line", move=self.move(action), reason=reason, rule=refused.rule
                )
            )
        else:
            self.say(self.words("refused", reason=reason, rule=refused.rule))

    def _rules(self, asked: str) -> None:
        book = self.book
        if not book.sections:
            self.say(self.words("rules-none"))
            return
        if not asked:
            self.say(self.words("rules-sections", title=self.title))
            for each in book.sections:
                self.say(f"  {each.number}. {each.title}")
            self.say(self.words("rules-how"))
            return
        section, rule = book.find(asked)
        if rule is not None:
            self.say(f"{rule.number} {rule.text}")
        elif section is not None:
            self.say(f"{section.number}. {section.title}")
            for one in section.rules:
                self.say(f"  {one.number} {one.text}")
        else:
            numbers = book.numbers
            shown = asked if len(asked) <= 20 else asked[:20] + "…"
            self.say(
                self.words(
                    "no-such-rule",
                    asked=shown,
                    title=self.title,
                    first=numbers[0],
                    last=numbers[-1],
                )
            )

    def _in_order(self, observation: dict[str, Any], legal: list[str]) -> list[str]:
        """The legal moves as offered: bids low to high, then cards in the hand's order."""
        order = self.sense.order(observation["trump"])
        cards = [a.partition(" ")[2] for a in legal if a.partition(" ")[2] in order.strength]
        place = {card: index for index, card in enumerate(sort_hand(order, cards))}

        def key(action: str) -> tuple[int, int]:
            rest = action.partition(" ")[2]
            if rest in place:
                return (2, place[rest])
            return (1, int(rest)) if rest.isdigit() else (0, 0)

        return sorted(legal, key=key)

    # -- the end of a hand ----------------------------------------------------------------

    def summary(self) -> None:
        result = self.game.hand_result
        words = self.words
        self.say(words("hand-over"))
        # a stuck dealer who took a set instead of bidding: the hand's one set-back
        taken = next((e for e in self.game.events if type(e).__name__ == "SetBack"), None)
        if result.passed_out and taken is not None:
            self.say(words("stuck-set", who=self.side(taken.side), amount=taken.amount))
        elif result.passed_out:
            self.say(words("passed-out"))
        else:
            self._contract(result)
            for point, credited in result.points.items():
                taker: Arg
                if credited is None:
                    taker = words("no-one")
                elif isinstance(credited, list):
                    taker = listed([self.side(self.side_of_seat(s)) for s in credited])
                else:
                    taker = self.side(self.side_of_seat(credited))
                self.say(words("point", point=self.book.point(point), who=taker))
            self._reneges()
        scores = ", ".join(f"{self.side(s)} {result.scores[s]}" for s in range(len(self.sides)))
        self.say(words("scores", scores=scores))

    def _reneges(self) -> None:
        """Each renege found as the hand ended, and what it gave the other sides."""
        for event in self.game.events:
            if type(event).__name__ != "Reneged":
                continue
            reneger = self.side_of_seat(event.seat)
            others = [self.side(s) for s in range(len(self.sides)) if s != reneger]
            self.say(
                self.words(
                    "renege",
                    who=self.who(event.seat),
                    trick=event.trick + 1,
                    card=self.book.card(event.card),
                    to=listed(others),
                    points=event.penalty,
                    rule=self.rules.cite("play.renege"),
                )
            )

    def _contract(self, result: Any) -> None:
        pitcher = result.pitcher
        if pitcher is None:
            return
        suit = self.book.suit(result.trump) if result.trump else ""
        mine = pitcher == self.seat
        if result.made is None:
            self.say(
                self.words("without-contract-you", suit=suit)
                if mine
                else _capital(self.words("without-contract", who=self.who(pitcher), suit=suit))
            )
            return
        message = ("made" if result.made else "set-back") + ("-yours" if mine else "")
        self.say(self.words(message, bid=result.bid, who=self.who(pitcher), suit=suit))
