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
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from allfours.runtime.model import RuleId


class Words(NamedTuple):
    """A setting's note and described default in one of the site's other languages."""

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
    # the note and described default in the site's other languages (the forms are the
    # language itself, the same in every language)
    es: Words = Words()
    pl: Words = Words()

    def said(self, language: str) -> Words:
        """The note and described default in a language ("en", "es", "pl"); English for
        any other."""
        translated = {"es": self.es, "pl": self.pl}
        return translated.get(language, Words(self.note, self.default_text))

    @property
    def keywords(self) -> tuple[str, ...]:
        """Every word a form of the setting starts with."""
        return (self.keyword, *self.also_starts)


# The site's languages other than English, by code: a variant file may give its title
# and description in each (`title es: "..."`). The rulebook's languages are these and
# English (a test holds the two lists together).
TRANSLATED_LANGUAGES: dict[str, str] = {"es": "Spanish", "pl": "Polish"}

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
        es=Words("", "ninguna (no se hereda: describe la variante de su propio archivo)"),
        pl=Words("", "brak (nie jest dziedziczony: opisuje wariant własnego pliku)"),
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
        es=Words(
            "El idioma es el código de uno de los otros idiomas del sitio: `es` (español) o `pl` "
            "(polaco); la línea `variant` da el título en inglés.",
            "el título en inglés (no se hereda: nombra la variante de su propio archivo)",
        ),
        pl=Words(
            "Język to kod jednego z pozostałych języków strony: `es` (hiszpański) albo `pl` "
            "(polski); tytuł angielski podaje wiersz `variant`.",
            "tytuł angielski (nie jest dziedziczony: nazywa wariant własnego pliku)",
        ),
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
        es=Words(
            "El idioma es `es` o `pl`, como en `title`.", "la descripción en inglés (no se hereda)"
        ),
        pl=Words(
            "Język to `es` albo `pl`, jak przy `title`.", "opis angielski (nie jest dziedziczony)"
        ),
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
        es=Words(
            "De 1 a 6 letras mayúsculas; los reglamentos y los errores del motor citan las reglas "
            "como AP-4.3.",
            "las iniciales del identificador de la variante raíz (`auction_pitch` → AP)",
        ),
        pl=Words(
            "Od 1 do 6 wielkich liter; regulaminy i błędy silnika podają reguły jako AP-4.3.",
            "inicjały identyfikatora wariantu źródłowego (`auction_pitch` → AP)",
        ),
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
        es=Words(
            "Por parejas, el puesto s juega para el equipo s mod (jugadores ÷ tamaño del equipo).",
            "",
        ),
        pl=Words("W parach miejsce s gra dla strony s mod (gracze ÷ wielkość drużyny).", ""),
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
        es=Words(
            "El número de cartas debe corresponder a los valores que se conservan y a los "
            "comodines.",
            "",
        ),
        pl=Words("Liczba kart musi się zgadzać z zachowanymi kartami i jokerami.", ""),
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
        es=Words(
            "Un comodín colocado justo por encima de un triunfo, y dos comodines (el alto por "
            "encima del bajo), son para un triunfo elegido o vuelto: nadie los lanza. Sus códigos "
            "de carta son `HJ` y `LJ`; el de un solo comodín es `JK`.",
            "obligatorio cuando la baraja tiene comodín; rechazado si no",
        ),
        pl=Words(
            "Joker umieszczony tuż nad atutem oraz dwa jokery (wysoki nad niskim) są dla atutu "
            "wybranego albo odkrytego: nikt ich nie narzuca. Ich kody kart to `HJ` i `LJ`; kod "
            "pojedynczego jokera to `JK`.",
            "wymagany, gdy talia ma jokera; w przeciwnym razie odrzucany",
        ),
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
        es=Words(
            "El primer paquete es para el jugador al que pasa el turno: a la izquierda del que "
            "reparte, o a la derecha cuando el turno pasa a la derecha. Las cartas sin repartir "
            "forman el mazo.",
            "",
        ),
        pl=Words(
            "Pierwsza paczka trafia do gracza, do którego przechodzi kolejka: po lewej "
            "rozdającego albo po prawej, gdy kolejka idzie w prawo. Nierozdane karty tworzą "
            "talon.",
            "",
        ),
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
        es=Words(
            "El sentido en que dan la vuelta a la mesa las ofertas, las peticiones, los descartes "
            "y el juego.",
            "",
        ),
        pl=Words(
            "Kierunek, w którym wokół stołu idą licytacja, proszenie, zrzucanie kart i gra.", ""
        ),
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
        es=Words(
            "Venta: tras las ofertas el vendedor hace `sell` (anota el precio en el acto; lanza "
            "el comprador) o `refuse` (lanza obligado a cumplir el precio). Sin subasta, el "
            "lanzador juega sin contrato. Por rondas, un postor al que superan puede volver a "
            "subir; la subasta termina cuando todos menos el mejor postor han pasado, y el que "
            "reparte no tiene privilegio.",
            "",
        ),
        pl=Words(
            "Sprzedaż: po licytacji sprzedający wybiera `sell` (od razu zapisuje cenę; narzuca "
            "kupujący) albo `refuse` (narzuca sam i musi ugrać cenę). Bez licytacji miotacz gra "
            "bez kontraktu. W licytacji w kolejkach gracz, którego przebito, może podbić znowu; "
            "licytacja kończy się, gdy spasują wszyscy oprócz najwyżej licytującego, a rozdający "
            "nie ma przywileju.",
            "",
        ),
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
        es=Words(
            "Una mancha no se puede quitar: sin `even a smudge`, el que reparte no puede "
            "igualarla.",
            "",
        ),
        pl=Words(
            "Rozmazania nie można odebrać: bez `even a smudge` rozdający nie może go wyrównać.", ""
        ),
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
            "smudge: a bid of 5; it needs every point and every trick; made, it scores the bid",
            "smudge: a bid of 10; made, it wins the game; set, it loses the game",
            "smudge: a bid of 5; made, it wins the game unless the bidder is in the hole; made, it "
            "scores the bid; it needs every point and every trick; set, it loses the game",
            "smudge: none",
        ),
        "smudge: none",
        ("auction.smudge", "scoring.contract", "game.instant"),
        "auction.smudge",
        "Clauses follow the bid in any order, each case said once (E0407): what a made smudge "
        "does to the game (`made, it wins the game`, perhaps `unless the bidder is in the "
        "hole`, and then perhaps `, when its score goes back to 0`: from the hole it does not "
        "win, the bidder's score goes back to 0), what it scores (`made, it scores the bid`), "
        "what it needs (`it needs every point and every trick`) and what a smudge that is set "
        "does (`set, it loses the game`, between two sides only).",
        es=Words(
            "Las cláusulas siguen a la oferta en cualquier orden, cada caso dicho una vez (E0407): "
            "qué hace una mancha cumplida con la partida (`made, it wins the game`, quizá "
            "`unless the bidder is in the hole` y entonces quizá `, when its score goes back to "
            "0`: desde el hoyo no gana, la puntuación del que mancha vuelve a 0), qué anota "
            "(`made, it scores the bid`), qué necesita (`it needs every point and every trick`) "
            "y qué hace una mancha no cumplida (`set, it loses the game`, solo entre dos "
            "equipos).",
            "",
        ),
        pl=Words(
            "Klauzule idą po ofercie w dowolnej kolejności, każdy przypadek powiedziany raz "
            "(E0407): co ugrane rozmazanie robi z partią (`made, it wins the game`, ewentualnie "
            "`unless the bidder is in the hole`, a wtedy ewentualnie `, when its score goes back "
            "to 0`: z dołka nie wygrywa, wynik rozmazującego wraca do 0), co zapisuje "
            "(`made, it scores the bid`), czego wymaga (`it needs every point and every trick`) "
            "i co robi nieugrane rozmazanie (`set, it loses the game`, tylko między dwiema "
            "stronami).",
            "",
        ),
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
        ),
        "if everyone passes: the dealer must bid",
        ("auction.all_pass",),
        "auction.all_pass",
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
        es=Words(
            "Un jugador obligado no puede pasar mientras la oferta más alta esté por debajo de la "
            "mínima, y puja al menos eso; cuando alguien ya ha pujado tanto, puede pasar. "
            "Necesita una subasta con ofertas.",
            "ninguno: un jugador siempre puede pasar",
        ),
        pl=Words(
            "Zmuszony gracz nie może spasować, dopóki najwyższa oferta jest niższa od "
            "najmniejszej dozwolonej, i licytuje co najmniej tyle; gdy ktoś już tyle zalicytował, "
            "może spasować. Wymaga licytacji z ofertami.",
            "brak: gracz zawsze może spasować",
        ),
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
        es=Words(
            "Una carta vuelta es la carta de encima del mazo, puesta a su lado; la carta de "
            "encima de un mazo del que se roba se queda en él, boca arriba, y se roba con las "
            "demás. El triunfo elegido por el mejor postor necesita una subasta; el mejor postor "
            "sale entonces.",
            "",
        ),
        pl=Words(
            "Karta odkryta to wierzchnia karta talonu, odłożona obok niego; wierzchnia karta "
            "talonu, z którego się dobiera, zostaje na nim odkryta i jest dobierana razem z "
            "resztą. Atut wybierany przez najwyżej licytującego wymaga licytacji; potem wychodzi "
            "najwyżej licytujący.",
            "",
        ),
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
        es=Words(
            "Una vez conocido el triunfo, la carta deja su palo impreso: sirve y gana solo como "
            "triunfo (el Left Pedro del Cinch; con `jack`, la jota del color).",
            "ninguno: el palo de triunfo son sus propias cartas",
        ),
        pl=Words(
            "Gdy atut jest znany, karta opuszcza swój nadrukowany kolor: dokłada się i bije tylko "
            "jako atut (Left Pedro w Cinchu; przy `jack` drugi walet w kolorze atutu).",
            "brak: kolor atutowy to jego własne karty",
        ),
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
            "discard and draw: to 6 cards; each player discards every plain card, then is "
            "dealt back from the stock; no point card may be discarded",
            "discard and draw: to 6 cards; each player but the dealer may discard up to 3 plain "
            "cards, then is dealt back from the stock; the dealer robs the pack; no point card "
            "may be discarded",
            "discard and draw: to 6 cards; each player may discard up to 6 cards, then is dealt "
            "back from the stock; a discarded trump is returned to its player",
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
        "player says `done` whenever it likes.",
        default_text="none: every hand is played as dealt",
        es=Words(
            "Necesita `trump: named by the high bidder`. Un jugador con más triunfos que cartas "
            "tiene la mano se descarta también de triunfos hasta ese número; cuando se acaba el "
            "mazo, el que reparte sigue repartiendo de los descartes; el que reparte se queda con "
            "lo que sobra y se descarta. Con `no point card may be discarded`, las cartas de los "
            "puntos siguen en juego. Cuando un triunfo descartado vuelve a su jugador, solo se "
            "van cartas sin triunfo, y cada jugador dice `done` cuando quiere.",
            "ninguno: cada mano se juega tal como se reparte",
        ),
        pl=Words(
            "Wymaga `trump: named by the high bidder`. Gracz, który ma więcej atutów, niż liczy "
            "ręka, zrzuca też atuty do tej liczby; gdy talon się skończy, rozdający rozdaje dalej "
            "ze zrzuconych kart; rozdający bierze resztę i zrzuca karty. Przy `no point card may "
            "be discarded` karty punktowe zostają w grze. Gdy zrzucony atut wraca do gracza, "
            "odchodzą tylko karty nieatutowe, a każdy gracz mówi `done`, kiedy chce.",
            "brak: każde rozdanie gra się tak, jak rozdano",
        ),
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
            "discard down: to 6 cards once trump is named, plain cards first",
        ),
        "",
        ("kitty.take", "draw.down"),
        "discard_down",
        "Needs `trump: named by the high bidder`, and no `discard and draw:`. The kitty (a "
        "widow) is the next cards of the stock after the deal; packets for each player are "
        "dealt face down after the hands, in turn from the dealer's left. The high bidder "
        "discards first, then the others in turn; discards are out of play. `discard down:` "
        "is the same discards without a kitty (Smear): a trump may go only from a hand with "
        "no other card left.",
        default_text="none: every hand is played as dealt",
        also_starts=("discard down",),
        es=Words(
            "Necesita `trump: named by the high bidder`, y ningún `discard and draw:`. La viuda "
            "son las cartas siguientes del mazo tras el reparto; los paquetes de cada jugador se "
            "reparten boca abajo tras las manos, por turno desde la izquierda del que reparte. El "
            "mejor postor se descarta primero, y luego los demás por turno; los descartes quedan "
            "fuera de juego. `discard down:` son los mismos descartes sin viuda (Smear): un "
            "triunfo solo puede salir de una mano que no tenga otra carta.",
            "ninguno: cada mano se juega tal como se reparte",
        ),
        pl=Words(
            "Wymaga `trump: named by the high bidder` i braku `discard and draw:`. Musik to "
            "kolejne karty talonu po rozdaniu; paczki dla każdego gracza rozdaje się zakryte po "
            "rękach, po kolei od lewej strony rozdającego. Najwyżej licytujący zrzuca pierwszy, "
            "potem pozostali po kolei; zrzucone karty wypadają z gry. `discard down:` to te same "
            "zrzuty bez musiku (Smear): atut może odejść tylko z ręki, w której nie ma już innej "
            "karty.",
            "brak: każde rozdanie gra się tak, jak rozdano",
        ),
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
        es=Words(
            "Necesita un triunfo vuelto y una línea `point ID: the gift`.",
            "ninguno: el palo vuelto es el triunfo",
        ),
        pl=Words(
            "Wymaga odkrytego atutu i wiersza `point ID: the gift`.",
            "brak: odkryty kolor jest atutem",
        ),
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
        es=Words(
            "Cuando el mazo no alcanza para correr las cartas, se juntan y el mismo que reparte "
            "vuelve a repartir.",
            "",
        ),
        pl=Words(
            "Gdy talon jest za mały, by rozdawać dalej, karty się zbiera i ten sam rozdający "
            "rozdaje od nowa.",
            "",
        ),
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
        es=Words(
            "Necesita `trump: the suit of the top card of the stock`; la mano dura hasta jugar "
            "todas las cartas.",
            "ninguno: las cartas sin repartir se quedan donde están",
        ),
        pl=Words(
            "Wymaga `trump: the suit of the top card of the stock`; rozdanie trwa, aż zagra się "
            "wszystkie karty.",
            "brak: nierozdane karty zostają na miejscu",
        ),
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
        ("on a plain lead: follow suit or trump", "on a plain lead: follow suit if able"),
        "on a plain lead: follow suit or trump",
        ("play.plain_lead",),
        "play.plain_lead",
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
        es=Words("Infrafallar es jugar un triunfo más bajo que otro que ya está en la baza.", ""),
        pl=Words(
            "Podbicie niższym atutem to zagranie atutu niższego niż atut, który już leży w lewie.",
            "",
        ),
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
        "any card.",
        es=Words(
            "Necesita `trump: named by the high bidder` (cuando la primera carta lanzada marca el "
            "triunfo, sale el lanzador; cuando el triunfo se vuelve, sale el mano). El primero en "
            "salir puede salir con cualquier carta.",
            "",
        ),
        pl=Words(
            "Wymaga `trump: named by the high bidder` (gdy pierwsza narzucona karta wyznacza "
            "atut, wychodzi miotacz; gdy atut się odkrywa, wychodzi przodownik). Pierwszy "
            "wychodzący może wyjść dowolną kartą.",
            "",
        ),
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
        es=Words(
            "Con solo triunfos, las cartas sin triunfo nunca se juegan: una baza es un triunfo de "
            "cada jugador que aún tenga uno, y quien debe salir sin triunfos cede la salida al "
            "siguiente que tenga.",
            "",
        ),
        pl=Words(
            "Przy grze samymi atutami karty nieatutowe nigdy nie są zagrywane: lewa to jeden atut "
            "od każdego gracza, który jeszcze go ma, a wychodzący bez atutów oddaje wyjście "
            "następnemu, kto je ma.",
            "",
        ),
    ),
    Setting(
        "void",
        "when void",
        "when void",
        ("when void: play any card", "when void: trump if able, else play any card"),
        "when void: play any card",
        ("play.plain_lead",),
        "play.void",
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
            "point off_jack: none",
        ),
        None,
        ("points.made",),
        "points",
        "Points are numbered in the order they are first defined; a `point` line in a "
        "variant built with `extends` replaces the base's point of the same id or adds one, and "
        "`point ID: none` removes the base's point.",
        default_text="at least one point is required",
        es=Words(
            "Los puntos se numeran en el orden en que se definen por primera vez; una línea "
            "`point` en una variante construida con `extends` sustituye el punto de la base con "
            "el mismo identificador o añade uno, y `point ID: none` quita el punto de la base.",
            "se necesita al menos un punto",
        ),
        pl=Words(
            "Punkty numeruje się w kolejności, w jakiej zostały po raz pierwszy zdefiniowane; "
            "wiersz `point` w wariancie zbudowanym przez `extends` zastępuje punkt bazy o tym "
            "samym identyfikatorze albo dodaje nowy, a `point ID: none` usuwa punkt bazy.",
            "wymagany jest co najmniej jeden punkt",
        ),
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
        "scoring",
        "scores",
        "scores",
        ("scores: counted up from 0 to the target", "scores: counted down from the target to 0"),
        "scores: counted up from 0 to the target",
        ("scoring.hole", "game.target"),
        "scoring.direction",
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
        es=Words("", "primero el lanzador, después los puntos en el orden en que se definen"),
        pl=Words("", "najpierw miotacz, potem punkty w kolejności ich zdefiniowania"),
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
        es=Words("", "ninguno"),
        pl=Words("", "brak"),
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
        es=Words(
            "Necesita dos equipos y un contrato que deje retrasado al lanzador por el monto de su "
            "oferta: el otro equipo gana en el acto, sean cuales sean las puntuaciones.",
            "ninguno: los retrasos solo cuestan puntos",
        ),
        pl=Words(
            "Wymaga dwóch stron i kontraktu, który cofa miotacza o jego ofertę: druga strona "
            "wygrywa od razu, bez względu na wyniki.",
            "brak: cofnięcia kosztują tylko punkty",
        ),
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
        es=Words("", "ninguno"),
        pl=Words("", "brak"),
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
