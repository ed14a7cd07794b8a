"""The play loop's own words, one table per language: what `allfours play` says that is
not a rule of the game (the rules are quoted from the rulebook, `play_rulebook`).

Each message has an id and named values in braces, the same in every language; a
message with a count has a form per plural category (`.one`, `.few`, `.many`, `.other`,
CLDR's for whole numbers). A test checks that every language has every message with the
same values. The play words of one language live here and nowhere else.
"""

from __future__ import annotations

import string
from collections.abc import Mapping

_EN: dict[str, str] = {
    # the table
    "you": "you",
    "seat": "seat {seat}",
    "your-side": "your side",
    "other-side": "the other side",
    "side-of": "the side of seats {seats}",
    "and": "and",
    "no-one": "no one",
    "intro": "{title}: you and the bots ({bots}) at seats {seats}, in turn after you"
    "{partners}; first to {target}.",
    "partners.one": "; your partner: {seats}",
    "partners.other": "; your partners: {seats}",
    "how-to": "Choose a move by its number, or type it: `bid 2`, `pass`, a card by its code "
    "(`AS`, `TD`) or its name (`ace of spades`). `help` says more, `rules 4.2` prints a rule, "
    "`quit` leaves.",
    "hand-you-deal": "=== Hand {number}: you deal ===",
    "hand-deals": "=== Hand {number}: {who} deals ===",
    "scores": "Scores: {scores}",
    "contract": "Contract: {who}, {bid}",
    "no-contract": "No contract: {who} plays",
    "high-bid": "High bid so far: {bid}",
    "trump": "Trump: {suit}",
    "trump-unknown": "Trump: not yet fixed",
    "turned-up": "Turned up: {cards}",
    "trick": "Trick: {plays}",
    "your-hand": "Your hand: {cards}",
    "your-turn": "Your turn ({phase}):",
    "discard-how": "Several cards may go in one line: `1 4 5` or `2H 3C 4D`.",
    "discard-count.one": "Discard {count} card to keep {keep}.",
    "discard-count.other": "Discard {count} cards to keep {keep}.",
    "move": "  {who}: {move}",
    "auto-done": "  you: done (nothing more may be discarded)",
    "you-took": "  -> you took the trick: {cards}",
    "took": "  -> {who} took the trick: {cards}",
    "bot-discarded.one": "  {who}: discards {count} card",
    "bot-discarded.other": "  {who}: discards {count} cards",
    "bot-kept": "  {who}: discards no card",
    # the phases
    "phase-auction": "the auction",
    "phase-sale": "the sale",
    "phase-begging": "begging",
    "phase-discard": "discarding",
    "phase-naming": "naming trump",
    "phase-play": "the play",
    # the moves, as the menu shows them and as they may be typed
    "pass": "pass",
    "bid": "bid {amount}",
    "sell": "sell",
    "refuse": "refuse",
    "stand": "stand",
    "beg": "beg",
    "give": "give a point",
    "run": "run the cards",
    "done": "done",
    "name": "name {suit}",
    "play": "play {card}",
    "discard": "discard {card}",
    "card-named": "{code} ({name})",
    # answers
    "refused": "Not allowed (rule {rule}): {reason} Choose again.",
    "refused-in-line": "Not allowed, {move} (rule {rule}): {reason} Nothing of the line was "
    "done; choose again.",
    "not-held": "You do not hold {card}. Choose again.",
    "not-a-move": "`{typed}` is not a move here.",
    "did-you-mean": "Did you mean `{near}`?",
    "choose-how": "Type a number from 1 to {count}, a move, or `help`.",
    "no-such-number": "There is no move {number}: choose 1 to {count}.",
    "one-at-a-time": "One move at a time here; several only when discarding.",
    "too-long": "That line is too long to be a move ({limit} characters at most).",
    "help": "Type the number of a move in the list, or the move itself: `pass`, `bid 3`, "
    "`play AS`, or just a card, by its code (rank A K Q J T 9 ... 2, then suit S H D C: "
    "`AS`, `TD`, `10D`) or its name (`ace of spades`). When discarding, type several cards "
    "in one line. `rules` lists the rulebook's sections, `rules 4` prints one, `rules 4.2` "
    "one rule. `quit` leaves the game.",
    "rules-sections": "The rulebook of {title}:",
    "rules-how": "Type `rules 4` for a section, `rules 4.2` for one rule.",
    "rules-none": "This variant's rules are not at hand here; the rule numbers are still given.",
    "no-such-rule": "There is no rule {asked} in {title}: its rules are {first} to {last}.",
    # the end of a hand and of the game
    "hand-over": "--- Hand over ---",
    "passed-out": "The hand was not played (thrown in, or the cards bunched).",
    "made": "Contract {bid} of {who}: made; trump {suit}.",
    "set-back": "Contract {bid} of {who}: not made, set back; trump {suit}.",
    "made-yours": "Your contract of {bid}: made; trump {suit}.",
    "set-back-yours": "Your contract of {bid}: not made, set back; trump {suit}.",
    "without-contract": "{who} played without a contract; trump {suit}.",
    "without-contract-you": "You played without a contract; trump {suit}.",
    "no-contract-you": "No contract: you play",
    "point": "  {point}: {who}",
    "game-over-you": "Game over: you win.",
    "game-over-your-side": "Game over: your side wins.",
    "game-over-seat": "Game over: {who} wins.",
    "game-over-side": "Game over: {who} wins.",
    "payouts": "Chips: {payouts}",
    "left": "You left the game.",
    "abandoned": "Game abandoned.",
    "line-endless": "allfours play: a line of more than {limit:,} characters is no move; the "
    "game stops",
    # what may be typed besides a move, comma-separated
    "words-help": "help, ?",
    "words-rules": "rules, rule",
    "words-quit": "quit, q, exit",
}

_ES: dict[str, str] = {
    "you": "tú",
    "seat": "puesto {seat}",
    "your-side": "tu equipo",
    "other-side": "el otro equipo",
    "side-of": "el equipo de los puestos {seats}",
    "and": "y",
    "no-one": "nadie",
    "intro": "{title}: tú y los bots ({bots}) en los puestos {seats}, por turno después de "
    "ti{partners}; gana el primero que llega a {target}.",
    "partners.one": "; tu compañero: {seats}",
    "partners.other": "; tus compañeros: {seats}",
    "how-to": "Elige una jugada por su número o escríbela: `pujo 2`, `paso`, una carta por su "
    "código (`AS`, `TD`) o su nombre (`as de picas`). `ayuda` explica más, `reglas 4.2` "
    "muestra una regla, `salir` deja la partida.",
    "hand-you-deal": "=== Mano {number}: repartes tú ===",
    "hand-deals": "=== Mano {number}: reparte el {who} ===",
    "scores": "Puntuación: {scores}",
    "contract": "Contrato: {who}, {bid}",
    "no-contract": "Sin contrato: juega el {who}",
    "high-bid": "Oferta más alta hasta ahora: {bid}",
    "trump": "Triunfo: {suit}",
    "trump-unknown": "Triunfo: aún sin fijar",
    "turned-up": "Muestra: {cards}",
    "trick": "Baza: {plays}",
    "your-hand": "Tu mano: {cards}",
    "your-turn": "Te toca ({phase}):",
    "discard-how": "Puedes descartar varias cartas en una línea: `1 4 5` o `2H 3C 4D`.",
    "discard-count.one": "Descarta {count} carta para quedarte con {keep}.",
    "discard-count.other": "Descarta {count} cartas para quedarte con {keep}.",
    "move": "  {who}: {move}",
    "auto-done": "  tú: listo (no se puede descartar nada más)",
    "you-took": "  -> te llevas la baza: {cards}",
    "took": "  -> el {who} se lleva la baza: {cards}",
    "bot-discarded.one": "  {who}: descarta {count} carta",
    "bot-discarded.other": "  {who}: descarta {count} cartas",
    "bot-kept": "  {who}: no descarta ninguna carta",
    "phase-auction": "la subasta",
    "phase-sale": "la venta",
    "phase-begging": "la petición",
    "phase-discard": "el descarte",
    "phase-naming": "elegir el triunfo",
    "phase-play": "el juego",
    "pass": "paso",
    "bid": "pujo {amount}",
    "sell": "vendo",
    "refuse": "no vendo",
    "stand": "me planto",
    "beg": "pido",
    "give": "doy un punto",
    "run": "corro las cartas",
    "done": "listo",
    "name": "triunfo {suit}",
    "play": "juego {card}",
    "discard": "descarto {card}",
    "card-named": "{code} ({name})",
    "refused": "No se puede (regla {rule}): {reason} Elige otra vez.",
    "refused-in-line": "No se puede, {move} (regla {rule}): {reason} No se hizo nada de la "
    "línea; elige otra vez.",
    "not-held": "No tienes {card}. Elige otra vez.",
    "not-a-move": "«{typed}» no es una jugada aquí.",
    "did-you-mean": "¿Querías decir «{near}»?",
    "choose-how": "Escribe un número del 1 al {count}, una jugada o `ayuda`.",
    "no-such-number": "No hay jugada {number}: elige del 1 al {count}.",
    "one-at-a-time": "Aquí, una jugada cada vez; varias solo al descartar.",
    "too-long": "Esa línea es demasiado larga para ser una jugada (como mucho {limit} caracteres).",
    "help": "Escribe el número de una jugada de la lista, o la jugada misma: `paso`, "
    "`pujo 3`, `juego AS`, o solo una carta, por su código (valor A K Q J T 9 ... 2 y palo "
    "S H D C: `AS`, `TD`, `10D`) o su nombre (`as de picas`). Al descartar, escribe varias "
    "cartas en una línea. `reglas` muestra las secciones del reglamento, `reglas 4` una de "
    "ellas, `reglas 4.2` una regla. `salir` deja la partida.",
    "rules-sections": "El reglamento de {title}:",
    "rules-how": "Escribe `reglas 4` para una sección, `reglas 4.2` para una regla.",
    "rules-none": "Las reglas de esta variante no están a mano aquí; los números de las "
    "reglas sí se dan.",
    "no-such-rule": "No hay regla {asked} en {title}: sus reglas van de {first} a {last}.",
    "hand-over": "--- Fin de la mano ---",
    "passed-out": "La mano no se jugó (se tiraron las cartas, o se juntaron).",
    "made": "Contrato de {bid} del {who}: cumplido; triunfo {suit}.",
    "set-back": "Contrato de {bid} del {who}: no cumplido, retrasado; triunfo {suit}.",
    "made-yours": "Tu contrato de {bid}: cumplido; triunfo {suit}.",
    "set-back-yours": "Tu contrato de {bid}: no cumplido, retrasado; triunfo {suit}.",
    "without-contract": "El {who} jugó sin contrato; triunfo {suit}.",
    "without-contract-you": "Jugaste sin contrato; triunfo {suit}.",
    "no-contract-you": "Sin contrato: juegas tú",
    "point": "  {point}: {who}",
    "game-over-you": "Fin de la partida: ganas tú.",
    "game-over-your-side": "Fin de la partida: gana tu equipo.",
    "game-over-seat": "Fin de la partida: gana el {who}.",
    "game-over-side": "Fin de la partida: gana {who}.",
    "payouts": "Fichas: {payouts}",
    "left": "Has dejado la partida.",
    "abandoned": "Partida abandonada.",
    "line-endless": "allfours play: una línea de más de {limit:,} caracteres no es una "
    "jugada; la partida se detiene",
    "words-help": "ayuda, help, ?",
    "words-rules": "reglas, regla, rules, rule",
    "words-quit": "salir, quit, q, exit",
}

_PL: dict[str, str] = {
    "you": "ty",
    "seat": "miejsce {seat}",
    "your-side": "twoja strona",
    "other-side": "druga strona",
    "side-of": "strona miejsc {seats}",
    "and": "i",
    "no-one": "nikt",
    "intro": "{title}: ty i boty ({bots}) na miejscach {seats}, kolejno po tobie"
    "{partners}; gra się do {target}.",
    "partners.one": "; twój partner: {seats}",
    "partners.few": "; twoi partnerzy: {seats}",
    "partners.many": "; twoi partnerzy: {seats}",
    "how-to": "Wybierz ruch numerem albo go wpisz: `licytuję 2`, `pas`, kartę jej kodem "
    "(`AS`, `TD`) lub nazwą (`as pik`). `pomoc` mówi więcej, `zasady 4.2` pokazuje regułę, "
    "`wyjdź` kończy grę.",
    "hand-you-deal": "=== Rozdanie {number}: rozdajesz ty ===",
    "hand-deals": "=== Rozdanie {number}: rozdaje {who} ===",
    "scores": "Wyniki: {scores}",
    "contract": "Kontrakt: {who}, {bid}",
    "no-contract": "Bez kontraktu: gra {who}",
    "high-bid": "Najwyższa oferta dotąd: {bid}",
    "trump": "Atut: {suit}",
    "trump-unknown": "Atut: jeszcze nieustalony",
    "turned-up": "Odkryta: {cards}",
    "trick": "Lewa: {plays}",
    "your-hand": "Twoje karty: {cards}",
    "your-turn": "Twój ruch ({phase}):",
    "discard-how": "Kilka kart można zrzucić w jednej linii: `1 4 5` albo `2H 3C 4D`.",
    "discard-count.one": "Zrzuć {count} kartę, by zostało ci {keep}.",
    "discard-count.few": "Zrzuć {count} karty, by zostało ci {keep}.",
    "discard-count.many": "Zrzuć {count} kart, by zostało ci {keep}.",
    "move": "  {who}: {move}",
    "auto-done": "  ty: gotowe (nic więcej nie można zrzucić)",
    "you-took": "  -> bierzesz lewę: {cards}",
    "took": "  -> {who} bierze lewę: {cards}",
    "bot-discarded.one": "  {who}: zrzuca {count} kartę",
    "bot-discarded.few": "  {who}: zrzuca {count} karty",
    "bot-discarded.many": "  {who}: zrzuca {count} kart",
    "bot-kept": "  {who}: nie zrzuca żadnej karty",
    "phase-auction": "licytacja",
    "phase-sale": "sprzedaż",
    "phase-begging": "proszenie",
    "phase-discard": "zrzucanie kart",
    "phase-naming": "wybór atutu",
    "phase-play": "rozgrywka",
    "pass": "pas",
    "bid": "licytuję {amount}",
    "sell": "sprzedaję",
    "refuse": "odmawiam",
    "stand": "zostaję",
    "beg": "proszę",
    "give": "daję punkt",
    "run": "rozdaję dalej",
    "done": "gotowe",
    "name": "atut {suit}",
    "play": "zagrywam {card}",
    "discard": "zrzucam {card}",
    "card-named": "{code} ({name})",
    "refused": "Niedozwolone (reguła {rule}): {reason} Wybierz jeszcze raz.",
    "refused-in-line": "Niedozwolone, {move} (reguła {rule}): {reason} Nie wykonano nic z tej "
    "linii; wybierz jeszcze raz.",
    "not-held": "Nie masz tej karty: {card}. Wybierz jeszcze raz.",
    "not-a-move": "„{typed}” nie jest tu ruchem.",
    "did-you-mean": "Czy chodziło o „{near}”?",
    "choose-how": "Wpisz numer od 1 do {count}, ruch albo `pomoc`.",
    "no-such-number": "Nie ma ruchu {number}: wybierz od 1 do {count}.",
    "one-at-a-time": "Tu jeden ruch naraz; kilka tylko przy zrzucaniu kart.",
    "too-long": "Ta linia jest za długa na ruch (najwyżej {limit} znaków).",
    "help": "Wpisz numer ruchu z listy albo sam ruch: `pas`, `licytuję 3`, `zagrywam AS` "
    "albo samą kartę, jej kodem (wartość A K Q J T 9 ... 2, potem kolor S H D C: `AS`, "
    "`TD`, `10D`) lub nazwą (`as pik`). Przy zrzucaniu wpisz kilka kart w jednej linii. "
    "`zasady` wymienia działy regulaminu, `zasady 4` pokazuje jeden z nich, `zasady 4.2` "
    "jedną regułę. `wyjdź` kończy grę.",
    "rules-sections": "Regulamin gry {title}:",
    "rules-how": "Wpisz `zasady 4`, by zobaczyć dział, `zasady 4.2`, by zobaczyć regułę.",
    "rules-none": "Zasad tego wariantu nie ma tu pod ręką; numery reguł są jednak podawane.",
    "no-such-rule": "W grze {title} nie ma reguły {asked}: jej reguły to {first} do {last}.",
    "hand-over": "--- Koniec rozdania ---",
    "passed-out": "Rozdanie nie zostało rozegrane (karty rzucono albo zebrano).",
    "made": "Kontrakt {bid} ({who}): ugrany; atut {suit}.",
    "set-back": "Kontrakt {bid} ({who}): nieugrany, cofnięcie; atut {suit}.",
    "made-yours": "Twój kontrakt {bid}: ugrany; atut {suit}.",
    "set-back-yours": "Twój kontrakt {bid}: nieugrany, cofnięcie; atut {suit}.",
    "without-contract": "{who}: gra bez kontraktu; atut {suit}.",
    "without-contract-you": "Grasz bez kontraktu; atut {suit}.",
    "no-contract-you": "Bez kontraktu: grasz ty",
    "point": "  {point}: {who}",
    "game-over-you": "Koniec partii: wygrywasz.",
    "game-over-your-side": "Koniec partii: wygrywa twoja strona.",
    "game-over-seat": "Koniec partii: wygrywa {who}.",
    "game-over-side": "Koniec partii: wygrywa {who}.",
    "payouts": "Żetony: {payouts}",
    "left": "Opuszczasz grę.",
    "abandoned": "Gra przerwana.",
    "line-endless": "allfours play: linia dłuższa niż {limit:,} znaków nie jest ruchem; gra "
    "się kończy",
    "words-help": "pomoc, help, ?",
    "words-rules": "zasady, zasada, rules, rule",
    "words-quit": "wyjdź, wyjdz, koniec, quit, q, exit",
}

WORDS: Mapping[str, Mapping[str, str]] = {"en": _EN, "es": _ES, "pl": _PL}


def plural_category(language: str, count: int) -> str:
    """CLDR's plural category of a whole number: one and other (English, Spanish); one,
    few and many (Polish)."""
    if language != "pl":
        return "one" if count == 1 else "other"
    if count == 1:
        return "one"
    if count % 10 in (2, 3, 4) and count % 100 not in (12, 13, 14):
        return "few"
    return "many"


class Words:
    """The play loop's words in one language."""

    def __init__(self, language: str) -> None:
        self.language = language
        self.table = WORDS[language]

    def __call__(self, message: str, /, **values: object) -> str:
        if "count" in values and message not in self.table:
            count = values["count"]
            assert isinstance(count, int)
            message = f"{message}.{plural_category(self.language, count)}"
        return self.table[message].format(**values)

    def listed(self, message: str) -> tuple[str, ...]:
        """The words of a `words-...` message: what may be typed for it."""
        return tuple(word.strip() for word in self.table[message].split(","))

    def joined(self, items: list[str]) -> str:
        """`a, b and c`, with the language's word for "and"."""
        if len(items) < 2:
            return "".join(items)
        return f"{', '.join(items[:-1])} {self('and')} {items[-1]}"


def placeholders(text: str) -> set[str]:
    """The names of a message's values."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}
