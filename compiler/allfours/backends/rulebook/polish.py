"""The rulebook in Polish: every kind of fact as a sentence.

The terms are those of the Polish seed document (seeds/001_5419c2b023dabe5c.txt), collected
in `GLOSSARY`; the sentences say the facts of `facts.py` one by one, as `english.py` does.
Polish nouns take their form from the number before them (1 punkt, 2 punkty, 5 punktów):
`plural` and `count` pick it, and every place where a number meets a noun goes through
them. Verbs and adjectives agree with who scores: a player (gracz, masculine) or a side
(strona, feminine).
"""

from __future__ import annotations

from typing import NamedTuple, assert_never

from allfours import ir
from allfours.backends.escape import md_text
from allfours.backends.rulebook import facts as f
from allfours.backends.rulebook.language import Language
from allfours.registry.rules import SectionId
from allfours.runtime import model

# The game's terms in Polish, as the seed document names them (English term -> Polish).
# Where the seed gives no word (a side, a chip, the joker), the usual card-table word.
GLOSSARY: dict[str, str] = {
    "pitcher": "miotacz",
    "pitch": "karta narzucona",
    "to pitch": "narzucić",
    "smudge": "rozmazanie",
    "to smudge": "rozmazać się",
    "smudger": "rozmazujący",
    "in the hole": "na dołku",
    "set back": "cofnięty",
    "set-back": "cofnięcie",
    "trump": "atut",
    "trump suit": "kolor atutowy",
    "plain suit": "kolor nieatutowy",
    "trick": "lewa",
    "lead": "wyjście",
    "follow suit": "dołożyć do koloru",
    "bid": "oferta",
    "to bid": "licytować",
    "auction": "licytacja",
    "pass": "pas",
    "to pass": "spasować",
    "contract": "kontrakt",
    "dealer": "krupier",
    "dealer's privilege": "przywilej krupiera",
    "stick the dealer": "przymus krupiera",
    "hand": "rozdanie",
    "game": "partia",
    "score": "wynik",
    "seller": "sprzedający",
    "side": "strona",
    "partnership": "para",
    "partner": "partner",
    "chip": "żeton",
    "settlement": "rozliczenie",
    "high": "High",
    "low": "Low",
    "jack": "Walet",
    "game point": "Gra",
    "joker": "Joker",
}

# Point titles: the known ids in the glossary's words; any other id is the author's word.
_POINT_TITLES = {
    "high": GLOSSARY["high"],
    "low": GLOSSARY["low"],
    "jack": GLOSSARY["jack"],
    "game": GLOSSARY["game point"],
    "joker": GLOSSARY["joker"],
}

# Numerals in words up to ten, by the case and gender a sentence needs; 0 and above ten
# are written in digits.
_NUMERALS_FEMININE = (  # nominative and accusative of a feminine noun: dwie karty
    "",
    "jedna",
    "dwie",
    "trzy",
    "cztery",
    "pięć",
    "sześć",
    "siedem",
    "osiem",
    "dziewięć",
    "dziesięć",
)
_NUMERALS_FEMININE_ACCUSATIVE = ("", "jedną", *_NUMERALS_FEMININE[2:])  # jedną kartę
_NUMERALS_MASCULINE = (  # nominative and accusative of an inanimate masculine noun
    "",
    "jeden",
    "dwa",
    "trzy",
    "cztery",
    "pięć",
    "sześć",
    "siedem",
    "osiem",
    "dziewięć",
    "dziesięć",
)
_NUMERALS_GENITIVE = (  # genitive and locative; also a masculine-personal subject
    "",
    "jednego",
    "dwóch",
    "trzech",
    "czterech",
    "pięciu",
    "sześciu",
    "siedmiu",
    "ośmiu",
    "dziewięciu",
    "dziesięciu",
)

# Noun forms after a number: (1, 2-4, 5 and more), in the case the sentence needs.
CARDS = ("karta", "karty", "kart")
CARDS_ACCUSATIVE = ("kartę", "karty", "kart")
CARDS_GENITIVE = ("karty", "kart", "kart")  # talia 52 kart
TRICKS = ("lewa", "lewy", "lew")
POINTS = ("punkt", "punkty", "punktów")
POINTS_GENITIVE = ("punktu", "punktów", "punktów")
POINTS_INSTRUMENTAL = ("punktem", "punktami", "punktami")
CHIPS = ("żeton", "żetony", "żetonów")
EXTRA_CHIPS = ("dodatkowy żeton", "dodatkowe żetony", "dodatkowych żetonów")
PLAYERS = ("gracz", "graczy", "graczy")  # after a masculine-personal numeral: dwóch graczy

_SUIT_NAMES = {"S": "pik", "H": "kier", "D": "karo", "C": "trefl"}
# Rank: (nominative, genitive, feminine?)
_RANK_NAMES: dict[str, tuple[str, str, bool]] = {
    "A": ("as", "asa", False),
    "K": ("król", "króla", False),
    "Q": ("dama", "damy", True),
    "J": ("walet", "waleta", False),
    "T": ("dziesiątka", "dziesiątki", True),
    "9": ("dziewiątka", "dziewiątki", True),
    "8": ("ósemka", "ósemki", True),
    "7": ("siódemka", "siódemki", True),
    "6": ("szóstka", "szóstki", True),
    "5": ("piątka", "piątki", True),
    "4": ("czwórka", "czwórki", True),
    "3": ("trójka", "trójki", True),
    "2": ("dwójka", "dwójki", True),
}


def plural(number: int, forms: tuple[str, str, str]) -> str:
    """The form of a noun after `number`: forms for 1, for 2-4 (not 12-14), for the rest.

    >>> plural(1, POINTS), plural(3, POINTS), plural(5, POINTS), plural(22, POINTS)
    ('punkt', 'punkty', 'punktów', 'punkty')
    """
    one, few, many = forms
    if number == 1:
        return one
    if 2 <= number % 10 <= 4 and not 12 <= number % 100 <= 14:
        return few
    return many


def count(number: int, forms: tuple[str, str, str], words: tuple[str, ...] = ()) -> str:
    """`number` and its noun: "5 punktów"; in words when `words` holds the numeral."""
    numeral = words[number] if 0 < number < len(words) else str(number)
    return f"{numeral} {plural(number, forms)}"


def _numeral(number: int, words: tuple[str, ...]) -> str:
    return words[number] if 0 < number < len(words) else str(number)


def _point_title(point_id: str) -> str:
    if point_id in _POINT_TITLES:
        return _POINT_TITLES[point_id]
    return md_text(point_id.replace("_", " ").capitalize())


def _trump_card(rank: str) -> tuple[str, str]:
    """A card of the trump suit, nominative and genitive: walet atutowy, waleta atutowego."""
    nominative, genitive, feminine = _RANK_NAMES[rank]
    if feminine:
        return f"{nominative} atutowa", f"{genitive} atutowej"
    return f"{nominative} atutowy", f"{genitive} atutowego"


def _card(select: model.TrumpCard | model.JokerCard) -> tuple[str, str]:
    """A named point's card, nominative and genitive: joker, jokera; walet atutowy, ..."""
    if isinstance(select, model.JokerCard):
        return "joker", "jokera"
    return _trump_card(select.rank)


def _join(items: list[str], last: str = "i") -> str:
    """Items joined as "a, b i c"."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {last} {items[-1]}"


class Noun(NamedTuple):
    nom: str  # mianownik: gracz
    gen: str  # dopełniacz: (oprócz) gracza


_PLAYER = Noun("gracz", "gracza")
_SIDE = Noun("strona", "strony")
_PITCHER = Noun("miotacz", "miotacza")
_PITCHERS_SIDE = Noun("strona miotacza", "strony miotacza")


class Wording(NamedTuple):
    """Who scores, in the variant's own words: players (masculine), or sides (feminine)."""

    feminine: bool
    each: Noun  # gracz | strona
    pitcher: Noun  # miotacz | strona miotacza

    @classmethod
    def of(cls, plan: f.Plan) -> Wording:
        if plan.sides:
            return cls(True, _SIDE, _PITCHERS_SIDE)
        return cls(False, _PLAYER, _PITCHER)

    def g(self, masculine: str, feminine: str) -> str:
        """The form that agrees with a player (masculine) or a side (feminine)."""
        return feminine if self.feminine else masculine

    @property
    def sides(self) -> bool:
        return self.feminine


class Goal(NamedTuple):
    """What ends the game: "co najmniej 7 punktów" and "osiągnie 7 punktów"; counting
    down, "0 punktów lub mniej" and "zejdzie do 0"."""

    at_least: str  # the score that has reached it
    verb: str  # reaching it, future tense
    what: str  # the object of the verb

    @classmethod
    def of(cls, countdown: bool, target: int) -> Goal:
        if countdown:
            return cls(f"{count(0, POINTS)} lub mniej", "zejdzie", "do 0")
        return cls(f"co najmniej {count(target, POINTS)}", "osiągnie", count(target, POINTS))


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _recipient(kind: str | None, w: Wording) -> str:
    own = " (a tym samym jego strona)" if w.sides else ""
    return {
        "holder": f"gracz, któremu tę kartę rozdano{own}",
        "capturer": f"gracz, który weźmie lewę z tą kartą{own}",
        "player": f"gracz, który zagra tę kartę do lewy{own}",
    }.get(kind or "", "")


def _point(fact: f.PointOfTheHand, w: Wording) -> str:
    point = fact.point
    name = _point_title(point.id)
    title = f"**{name}**"
    to = _recipient(point.credit, w)
    match point.select:
        case model.HighestTrump():
            return f"{title}: najwyższy atut w grze; punkt zdobywa {to}."
        case model.LowestTrump():
            joker = (
                f" Joker nigdy nie liczy się jako {name}: liczy się najniższy zwykły atut."
                if fact.jokers
                else ""
            )
            return (
                f"{title}: najniższy atut w grze; punkt zdobywa {to}. Jeśli w grze jest tylko "
                f"jeden atut, jest on zarazem najwyższym i najniższym.{joker}"
            )
        case model.TrumpCard() | model.JokerCard():
            card = _card(point.select)[0]
            return (
                f"{title}: {card}; punkt zdobywa {to}. Jeśli tej karty nie rozdano, nikt nie "
                f"zdobywa punktu {title}."
            )
        case model.MostCount(counts=counts, tie=tie):
            values = ", ".join(f"{'10' if r == 'T' else r} = {value}" for r, value in counts)
            taken = "z lew, które wziął" if not w.sides else "z lew wziętych przez jej graczy"
            said_tie = (
                "Przy remisie na najwyższej sumie punktu nie dostaje nikt."
                if tie == "nobody"
                else f"Przy remisie na najwyższej sumie punkt zdobywa {w.pitcher.nom}, jeśli "
                f"jest wśród remisujących; każdy inny remis nie daje punktu nikomu."
            )
            others = "pozostałe karty, także joker," if fact.jokers else "pozostałe karty"
            return (
                f"{title}: {w.g('każdy', 'każda')} {w.each.nom} sumuje wartość kart {taken}, "
                f"licząc {values}, a {others} po 0. Punkt zdobywa {w.each.nom} z najwyższą "
                f"sumą. {said_tie}"
            )
        case _:
            assert_never(point.select)


def _players(fact: f.Players) -> str:
    if fact.sides:
        seats = ["miejsca " + _join([str(s) for s in side]) for side in fact.sides]
        sides = len(fact.sides)
        if sides == 2:
            teams = f"{seats[0]} grają przeciwko miejscom {seats[1].removeprefix('miejsca ')}"
        else:
            teams = f"strony tworzą {_join(seats, 'oraz')}"
        groups = (
            f"{_numeral(sides, _NUMERALS_GENITIVE)} parach"
            if fact.partnership_size == 2
            else f"{_numeral(sides, _NUMERALS_GENITIVE)} drużynach po "
            f"{_numeral(fact.partnership_size, _NUMERALS_GENITIVE)}"
        )
        seating = "naprzeciw siebie" if fact.partnership_size == 2 else "na przemian"
        return (
            f"Gra {count(fact.players_min, PLAYERS, _NUMERALS_GENITIVE)} w {groups}; "
            f"partnerzy siedzą {seating}: {teams}. Partnerzy tworzą jedną stronę i mają "
            "wspólny wynik: to, co zdobędzie którykolwiek z nich, liczy się dla całej strony."
        )
    if fact.players_min != fact.players_max:
        players = (
            f"od {_numeral(fact.players_min, _NUMERALS_GENITIVE)} do "
            f"{count(fact.players_max, PLAYERS, _NUMERALS_GENITIVE)}"
        )
    else:
        players = count(fact.players_min, PLAYERS, _NUMERALS_GENITIVE)
    return f"Gra {players}, każdy na własny rachunek."


def _pack(fact: f.PackOfCards) -> str:
    ranks = " ".join("10" if r == "T" else r for r in fact.ranks)
    # "talia 52 kart": after a noun the number takes the genitive.
    if len(fact.ranks) == len(ir.RANKS):
        base = f"Jedna standardowa talia {count(52, CARDS_GENITIVE)}"
    else:
        lowest = _RANK_NAMES[fact.ranks[-1]][1]
        base = (
            f"Jedna talia {count(fact.size, CARDS_GENITIVE)}: w każdym kolorze od asa do {lowest}"
        )
    joker = " i jeden joker" if fact.jokers else ", bez jokerów"
    return f"{base}{joker}. Starszeństwo kart w każdym kolorze, od najwyższej: {ranks}."


def _dealing(fact: f.Dealing) -> str:
    packet = (
        "po jednej"
        if fact.packet_size == 1
        else f"po {_numeral(fact.packet_size, _NUMERALS_FEMININE)}"
    )
    return (
        f"Krupier rozdaje karty {packet} naraz, zgodnie z ruchem wskazówek zegara, "
        "zaczynając od gracza na lewo od siebie, aż każdy będzie miał "
        f"{count(fact.hand_size, CARDS_ACCUSATIVE, _NUMERALS_FEMININE_ACCUSATIVE)}. Reszta "
        "talii nie bierze udziału w rozdaniu."
    )


def _rotation(fact: f.Rotation) -> str:
    match fact.step:
        case 1:
            rotation = "w lewo: następnym krupierem jest gracz na lewo od dotychczasowego krupiera"
        case -1:
            rotation = (
                "w prawo: następnym krupierem jest gracz na prawo od dotychczasowego krupiera"
            )
        case 0:
            return "Krupier się nie zmienia: ten sam gracz rozdaje karty w każdym rozdaniu."
        case _:
            assert_never(fact.step)
    return f"Po każdym rozdaniu prawo rozdawania przechodzi {rotation}."


def _bids(fact: f.Bids) -> str:
    """The range of bids, as the seed says it: "Najniższa oferta to 2, najwyższa 4"."""
    if fact.min_bid == fact.max_bid:
        said = f"Jedyna możliwa oferta to {fact.min_bid}."
    else:
        said = f"Najniższa oferta to {fact.min_bid}, najwyższa {fact.max_bid}."
    exception = f", z jednym wyjątkiem ({fact.exception})." if fact.exception else "."
    return f"{said} Każda oferta musi być wyższa od wszystkich wcześniejszych{exception}"


_EQUAL = (
    "przejąć kontrakt, licytując tyle samo, ile wynosi najwyższa dotychczasowa oferta "
    "(oferta równa)"
)
_PRIVILEGE: dict[f.Privilege, str] = {
    "none": "Krupier nie ma przywileju: aby przejąć kontrakt, musi, jak każdy inny "
    "gracz, zalicytować wyżej niż najwyższa dotychczasowa oferta.",
    "match": f"Przywilej krupiera: krupier może {_EQUAL}; może też, jak każdy, zalicytować wyżej.",
    "match_except_smudge": f"Przywilej krupiera: krupier może {_EQUAL}, chyba że jest "
    "nią rozmazanie; może też, jak każdy, zalicytować wyżej.",
    "match_even_smudge": f"Przywilej krupiera: krupier może {_EQUAL}, nawet jeśli jest "
    "nią rozmazanie; może też zalicytować wyżej.",
}


def _sale(w: Wording) -> str:
    return (
        "Krupier nie ma przywileju: zamiast tego decyduje sprzedający. Jeśli sprzedaje "
        f"(`sell`), od razu zapisuje {w.g('sobie', 'swojej stronie')} najwyższą ofertę, co "
        f"może {w.g('mu', 'jej')} dać wygraną w partii, zanim padnie pierwsza karta, a "
        "miotaczem zostaje gracz z najwyższą ofertą, zobowiązany ją wypełnić. Jeśli odmawia "
        "(`refuse`), sam zostaje miotaczem i musi wypełnić najwyższą ofertę."
    )


def _smudge(fact: f.SmudgeBid, w: Wording) -> str:
    needs = (
        f" Rozmazanie jest wypełnione tylko wtedy, gdy {w.pitcher.nom} zdobędzie wszystkie "
        "punkty i weźmie wszystkie lewy; jeśli karty któregoś punktu nie ma w grze, nie da "
        "się go wypełnić."
        if fact.needs_every_trick
        else ""
    )
    if fact.dealer_may_match:
        nobody = "żaden z kolejnych graczy nie może już licytować, z wyjątkiem krupiera, "
        nobody += "który może je wyrównać"
    elif fact.privilege:
        nobody = "żaden z kolejnych graczy, również krupier, nie może już licytować"
    else:
        nobody = "żaden z kolejnych graczy nie może już licytować"
    return (
        f"Rozmazanie: oferta {fact.bid} nazywa się „rozmazaniem”; o graczu, który ją składa, "
        "mówi się, że „rozmazuje się”. Rozmazania nie można odebrać: gdy ktoś zalicytuje "
        f"{fact.bid}, {nobody}. Gracze siedzący za rozmazującym nadal mają swoją turę, ale "
        f"mogą już tylko spasować.{needs}"
    )


def _all_pass(fact: f.AllPass, w: Wording) -> str:
    match fact.kind:
        case "stick_the_dealer":
            return (
                "Jeśli wszyscy gracze przed krupierem spasują, krupier nie może spasować i musi "
                f"zalicytować co najmniej {fact.min_bid} (tzw. „przymus krupiera”)."
            )
        case "redeal_by_next_dealer":
            return (
                "Jeśli wszyscy spasują, karty zostają zebrane, a następny krupier rozdaje od nowa."
            )
        case "redeal_by_same_dealer":
            return (
                "Jeśli wszyscy spasują, karty zostają zebrane, a ten sam krupier rozdaje ponownie."
            )
        case "eldest_pitches":
            return "Jeśli wszyscy spasują, gracz na lewo od krupiera zostaje miotaczem " + (
                "bez kontraktu: jego strona zapisuje to, co zdobędzie, tak jak każda inna "
                "strona, i nie może zostać cofnięta."
                if w.sides
                else "bez kontraktu: zapisuje to, co zdobędzie, tak jak wszyscy, i nie może "
                "zostać cofnięty."
            )
        case _:
            assert_never(fact.kind)


def _scores(countdown: bool) -> tuple[str, str, str]:
    """Scoring points, the same without its object, and a set-back's verb: counting down,
    points made come off the score and a set-back goes on it."""
    if countdown:
        return "odejmuje od swojego wyniku", "odejmuje", "dodaje się do"
    return "dopisuje do swojego wyniku", "dopisuje", "odejmuje się od"


def _contract_scoring(fact: f.ContractScoring, w: Wording) -> str:
    p = w.pitcher
    set_back = w.g("cofnięty", "cofnięta")
    add, added, subtracted = _scores(fact.countdown)
    if fact.no_auction:
        # No bid is ever made: the set-back half of the rule never applies.
        return (
            "Miotacz gra bez kontraktu: jego strona zapisuje punkty tak jak każda inna strona "
            "i nie może zostać cofnięta."
            if w.sides
            else "Miotacz gra bez kontraktu: zapisuje punkty tak jak każdy inny gracz i nie "
            "może zostać cofnięty."
        )
    smudge_bid = (
        f" Wypełnione rozmazanie daje {count(fact.smudge_scores_bid, POINTS)}, czyli tyle, ile "
        "wynosiła oferta, zamiast zdobytych punktów."
        if fact.smudge_scores_bid is not None
        else ""
    )
    consequence = ""
    if fact.smudge_needs_all is not None:
        # rules/auction-pitch.md AP-6.5: a smudge needs every point of the hand.
        needs = fact.smudge_needs_all
        example = (
            ""
            if needs.example is None
            else f" (na przykład gdy {_card(needs.example)[1]} nie ma w grze)"
        )
        consequence = (
            f" Rozmazanie jest więc wypełnione tylko wtedy, gdy {p.nom} zdobędzie wszystkie "
            f"{count(needs.points, POINTS, _NUMERALS_MASCULINE)}; jeśli któregoś punktu "
            f"nikt nie zdobywa{example}, jest to niemożliwe i {p.nom} zostaje {set_back} o "
            f"{needs.bid}."
        )
    no_contract = ""
    if fact.without_contract:
        no_contract = (
            " Gdy miotacz gra bez kontraktu, jego strona zapisuje punkty tak jak każda inna strona."
            if w.sides
            else " Miotacz grający bez kontraktu zapisuje punkty tak jak każdy inny gracz."
        )
    return (
        f"{_cap(p.nom)} {add} zdobyte punkty, jeśli {w.g('zdobył', 'zdobyła')} ich co "
        "najmniej tyle, ile wynosi kontrakt; w przeciwnym razie zostaje "
        f"„{set_back}” o wysokość kontraktu: tyle punktów {subtracted} "
        f"{w.g('jego', 'jej')} wyniku, a zdobytych punktów się nie {added}."
        f"{no_contract}{smudge_bid}{consequence}"
    )


def _hole(fact: f.Hole, w: Wording) -> str:
    if fact.countdown:
        direction = (
            f"Wyniki liczy się w dół: {w.g('każdy gracz', 'każda strona')} zaczyna z "
            f"{count(fact.target, POINTS_INSTRUMENTAL)} i odejmuje punkty, które zdobywa; "
            f"cofnięcie dodaje wysokość kontraktu z powrotem. {_cap(w.each.nom)} z wynikiem "
            f"powyżej {fact.target} jest „na dołku”; przy wyniku równym dokładnie "
            f"{fact.target} nie jest się na dołku."
        )
    else:
        direction = (
            f"Wynik może spaść poniżej zera. {_cap(w.each.nom)} z ujemnym wynikiem jest „na "
            "dołku”; przy wyniku równym dokładnie 0 nie jest się na dołku."
        )
    return direction + " Na kartce wyników taki wynik tradycyjnie zapisuje się w kółku."


def _target(fact: f.Target, w: Wording) -> str:
    goal = Goal.of(fact.countdown, fact.target)
    some = w.g("któryś gracz", "któraś strona")
    if fact.countdown:
        target = (
            f"Gra toczy się w dół, od {count(fact.target, POINTS_GENITIVE)} do zera: partia "
            f"kończy się po pierwszym rozdaniu, po którym {some} ma {goal.at_least}."
        )
    else:
        target = (
            f"Gra toczy się do {count(fact.target, POINTS_GENITIVE)}: partia kończy się po "
            f"pierwszym rozdaniu, po którym {some} ma {goal.at_least}."
        )
    if fact.sale:
        price = "0" if fact.countdown else count(fact.target, POINTS_GENITIVE)
        target += (
            " Sprzedaż prawa narzucenia atutu może zakończyć partię jeszcze przed rozgrywką, "
            f"jeśli cena doprowadzi sprzedającego do {price}."
        )
    return target


def _instant(fact: f.InstantWins, w: Wording) -> str:
    smudge = fact.smudge
    if smudge is not None:
        hole = f"wynik powyżej {fact.target}" if fact.countdown else "ujemny wynik"
        if fact.smudge_scores is not None:
            scored = f"tylko {count(fact.smudge_scores, POINTS)}"
        else:
            scored = "tylko zdobyte punkty"
        unless = (
            f", chyba że przed tym rozdaniem {w.g('był', 'była')} „na dołku” "
            f"({w.g('miał', 'miała')} {hole}); wtedy zapisuje {scored}, a partia toczy się "
            "dalej"
            if smudge.unless_in_hole
            else ""
        )
        who = (
            f"gdy miotacz zalicytował {smudge.bid} i jego strona wypełniła kontrakt, "
            "natychmiast wygrywa ona partię"
            if w.sides
            else f"miotacz, który zalicytował {smudge.bid} i wypełnił kontrakt, natychmiast "
            "wygrywa partię"
        )
        instant = f"Rozmazanie: {who} bez względu na wyniki{unless}."
    else:
        instant = "Żadna oferta nie daje natychmiastowej wygranej."
    if fact.all_points:
        pitching = "czy należy do niej miotacz" if w.sides else "czy był miotaczem"
        instant += (
            f" {_cap(w.each.nom)}, {w.g('który', 'która')} zdobędzie wszystkie punkty rozdania, "
            f"natychmiast wygrywa partię bez względu na swój wynik i na to, {pitching}."
        )
    return instant


def _count_out(fact: f.CountingOut, w: Wording) -> str:
    p = w.pitcher
    goal = Goal.of(fact.countdown, fact.target)
    reached = f"{goal.what} {goal.verb}"
    if fact.mode == "higher_score":
        return (
            f"Gdy w tym samym rozdaniu {reached} więcej niż "
            f"{w.g('jeden gracz', 'jedna strona')}, wygrywa {w.g('ten', 'ta')} z lepszym "
            f"wynikiem; przy równych wynikach wygrywa {p.nom}, jeśli jest wśród nich, a w "
            "przeciwnym razie decydują punkty rozdania, doliczane po jednym w kolejności ich "
            "numeracji."
        )
    order = ", ".join(_point_title(point_id) for point_id in fact.order)
    better = "niższy" if fact.countdown else "wyższy"
    first = (
        f" Wynik {p.gen} liczy się jako pierwszy: jeśli {p.nom} "
        f"{w.g('wypełnił', 'wypełniła')} kontrakt i ma teraz {goal.at_least}, wygrywa, "
        f"nawet jeśli {w.g('inny gracz', 'inna strona')} ma {better} wynik. W przeciwnym "
        "razie punkty"
        if fact.pitcher_first
        else " Punkty"
    )
    return (
        f"Gdy w tym samym rozdaniu {reached} "
        f"{w.g('jeden gracz lub kilku', 'jedna strona lub kilka')}, zwycięzcę wyłania "
        f"się, licząc punkty rozdania po kolei.{first} dolicza się po jednym, w kolejności "
        f"{order}, zaczynając od wyniku, jaki {w.g('każdy gracz miał', 'każda strona miała')}"
        f" przed rozdaniem; wygrywa {w.g('ten gracz, który pierwszy', 'ta strona, która')}"
        f"{w.g('', ' pierwsza')} {goal.verb} {goal.what}."
    )


def _settle(fact: f.Settle, w: Wording) -> str:
    good, bad = (
        (f"{fact.target - 1} lub mniej", f"{fact.target} lub więcej")
        if fact.countdown
        else ("1 lub więcej", "0 lub mniej")
    )
    above = count(fact.above_zero, CHIPS, _NUMERALS_MASCULINE)
    below = count(fact.at_or_below_zero, CHIPS, _NUMERALS_MASCULINE)
    if w.sides:
        return (
            f"Każdy gracz przegranej strony płaci każdemu graczowi zwycięskiej strony {above}, "
            f"jeśli końcowy wynik jego strony wynosi {good}, i {below}, jeśli wynosi {bad}."
        )
    return (
        f"Zwycięzca otrzymuje {above} od każdego innego gracza, którego wynik końcowy "
        f"wynosi {good}, i {below} od każdego innego gracza, którego wynik końcowy wynosi "
        f"{bad}."
    )


def _setback_chips(fact: f.SetbackChips, w: Wording) -> str:
    if not fact.per_setback:
        return "Cofnięcia nic nie kosztują przy rozliczeniu: liczą się tylko wyniki końcowe."
    extra = count(fact.per_setback, EXTRA_CHIPS, _NUMERALS_MASCULINE)
    if w.sides:
        return (
            f"Odmiana w mocy: każdy gracz przegranej strony płaci też każdemu graczowi "
            f"zwycięskiej strony {extra} za każde cofnięcie swojej strony w trakcie partii."
        )
    return (
        f"Odmiana w mocy: zwycięzca otrzymuje też od każdego przegranego gracza {extra} "
        "za każde jego cofnięcie w trakcie partii."
    )


class Polish(Language):
    code = "pl"
    name = "Polski"

    def section_titles(self) -> dict[SectionId, str]:
        return {
            "table": "Gracze, miejsca, karty",
            "deal": "Rozdanie",
            "auction": "Licytacja",
            "play": "Rozgrywka",
            "points": "Punkty rozdania",
            "scoring": "Zapisywanie wyniku rozdania",
            "game": "Wygrana w partii",
            "settlement": "Rozliczenie",
            "errors": "Ruchy niedozwolone",
        }

    def point_title(self, point_id: str) -> str:
        return _point_title(point_id)

    def say(self, fact: f.Fact, plan: f.Plan) -> str:
        w = Wording.of(plan)
        match fact:
            case f.Players():
                return _players(fact)
            case f.Seats():
                return (
                    "Miejsca numeruje się od 0 do n-1 zgodnie z ruchem wskazówek zegara. „Na "
                    "lewo od krupiera” oznacza następne miejsce w tym kierunku; w tym samym "
                    "kierunku, czyli w lewo, toczą się rozgrywka, licytacja i rozdawanie kart."
                )
            case f.PackOfCards():
                return _pack(fact)
            case f.CardCodes(jokers=jokers):
                return (
                    "Kody kart w plikach do odczytu maszynowego: najpierw wartość "
                    "(`A K Q J T 9 8 7 6 5 4 3 2`), potem kolor (`S H D C`), na przykład "
                    "`AS`, `TD`, `2C`" + ("; joker ma kod `JK`." if jokers else ".")
                )
            case f.Dealing():
                return _dealing(fact)
            case f.InPlay():
                return (
                    "Karta jest „w grze”, jeśli została rozdana któremuś z graczy. Karty "
                    "nierozdane nigdy nie dają punktów."
                )
            case f.Rotation():
                return _rotation(fact)
            case f.NoAuction():
                return (
                    "Nie ma licytacji: miotaczem jest gracz na lewo od krupiera i gra on bez "
                    "kontraktu."
                )
            case f.BiddingOrder(kind="sell"):
                return (
                    "Gracz na lewo od krupiera ma prawo narzucenia atutu i może je sprzedać. "
                    "Począwszy od następnego gracza, każdy z pozostałych graczy, krupier jako "
                    "ostatni, ma dokładnie jedną turę: licytuje albo pasuje."
                )
            case f.BiddingOrder():
                return (
                    "Licytację rozpoczyna gracz na lewo od krupiera; licytacja obchodzi stół "
                    "tylko raz, a krupier licytuje jako ostatni. Każdy gracz ma dokładnie jedną "
                    "turę: licytuje albo pasuje."
                )
            case f.Bids():
                return _bids(fact)
            case f.DealersPrivilege(kind=kind):
                return _PRIVILEGE[kind]
            case f.SaleOfThePitch():
                return _sale(w)
            case f.SmudgeBid():
                return _smudge(fact, w)
            case f.AllPass():
                return _all_pass(fact, w)
            case f.NobodyBuys():
                return (
                    "Jeśli nikt nie zalicytuje, sprzedający zostaje miotaczem bez kontraktu i "
                    + (
                        "jego strona nie może zostać cofnięta."
                        if w.sides
                        else "nie może zostać cofnięty."
                    )
                )
            case f.TheContract(kind="sell"):
                return (
                    "Kontraktem jest oferta miotacza albo cena, za którą sprzedający odmówił "
                    "sprzedaży."
                )
            case f.TheContract():
                return (
                    "Miotaczem zostaje gracz z najwyższą ofertą (albo krupier, który przejął "
                    "kontrakt); jego oferta jest kontraktem."
                )
            case f.Pitch(no_auction=no_auction, joker_trump=joker_trump):
                pitcher = "Miotacz (gracz na lewo od krupiera)" if no_auction else "Miotacz"
                joker = (
                    " Jeśli narzuconą kartą jest joker, kolorem atutowym jest "
                    f"{_SUIT_NAMES[joker_trump]}."
                    if joker_trump
                    else ""
                )
                return (
                    f"{pitcher} wychodzi do pierwszej lewy; kolor tej karty (karty "
                    f"„narzuconej”) jest kolorem atutowym w tym rozdaniu.{joker}"
                )
            case f.TrumpLead(joker=joker):
                return (
                    "Przy wyjściu atutem każdy gracz musi dołożyć atut, jeśli go ma (pierwsza "
                    "lewa zawsze zaczyna się od atutu)."
                    + (
                        " Joker jest atutem, najniższym ze wszystkich, i dokłada się go do "
                        "koloru tylko przy wyjściu atutem."
                        if joker
                        else ""
                    )
                )
            case f.PlainLead(may_trump=True):
                return (
                    "Przy wyjściu w kolorze nieatutowym gracz, który ma ten kolor, musi dołożyć "
                    "do koloru albo zagrać atut (wolno przebić atutem, nawet mając kartę do "
                    "koloru). Gracz, który nie ma koloru wyjścia, może zagrać dowolną kartę."
                )
            case f.PlainLead():
                return (
                    "Przy wyjściu w kolorze nieatutowym gracz, który ma ten kolor, musi do "
                    "niego dołożyć. Gracz, który nie ma koloru wyjścia, może zagrać dowolną "
                    "kartę, również atut."
                )
            case f.WinningTricks():
                return (
                    "Lewę bierze najwyższy atut, a jeśli w lewie nie ma atutu, najwyższa karta "
                    "w kolorze wyjścia. Kto wziął lewę, wychodzi do następnej."
                )
            case f.AllTricks(tricks=tricks):
                if tricks == 1:
                    return "Rozgrywa się jedną lewę."
                return f"Rozgrywa się wszystkie {count(tricks, TRICKS, _NUMERALS_FEMININE)}."
            case f.PointOfTheHand():
                return _point(fact, w)
            case f.PointsMade(points=points):
                these = (
                    "ten jedyny punkt"
                    if points == 1
                    else f"spośród tych {_numeral(points, _NUMERALS_GENITIVE)} punktów"
                )
                return (
                    f"{_cap(w.each.nom)} „{w.g('zdobył', 'zdobyła')}” k punktów w rozdaniu, "
                    f"jeśli k {these} przypadło właśnie {w.g('jemu', 'jej')}. Każdy punkt jest "
                    "wart 1."
                )
            case f.OthersScore(countdown=countdown):
                add = _scores(countdown)[0]
                return (
                    f"{w.g('Każdy', 'Każda')} {w.each.nom} oprócz {w.pitcher.gen} {add} "
                    "zdobyte punkty."
                )
            case f.ContractScoring():
                return _contract_scoring(fact, w)
            case f.Hole():
                return _hole(fact, w)
            case f.SetbacksRecorded():
                return (
                    f"Dla {w.g('każdego gracza', 'każdej strony')} zapisuje się, ile razy w "
                    f"partii {w.g('został cofnięty', 'została cofnięta')}."
                )
            case f.Target():
                return _target(fact, w)
            case f.InstantWins():
                return _instant(fact, w)
            case f.CountingOut():
                return _count_out(fact, w)
            case f.OneWinner():
                return f"Partię wygrywa tylko {w.g('jeden gracz', 'jedna strona')}."
            case f.Settle():
                return _settle(fact, w)
            case f.SetbackChips():
                return _setback_chips(fact, w)
            case f.NetChips():
                net = (
                    "zyski zwycięzców równają się stratom przegranych."
                    if w.sides
                    else "zysk zwycięzcy równa się sumie strat pozostałych graczy."
                )
                return f"Rozliczenie podaje się dla każdego miejsca jako saldo żetonów: {net}"
            case f.Refused():
                return (
                    "Ruch niedozwolony w danym stanie gry zostaje odrzucony z błędem, który "
                    "wskazuje naruszoną regułę; stan gry się nie zmienia."
                )
            case f.NoPenalties():
                return (
                    "Ani błędne rozdanie, ani rewoka (niedołożenie do koloru, gdy było to "
                    "obowiązkiem) nie mogą się zdarzyć w silniku, który odrzuca niedozwolone "
                    "ruchy, dlatego ten regulamin nie przewiduje za nie kar."
                )
            case _:
                assert_never(fact)

    def page_text(self) -> dict[str, str]:
        return {
            "generated": "@generated by allfours z pliku {source}; nie edytować ręcznie.",
            "variant": "Wariant `{id}`",
            "built_on": ", oparty na wariancie {base}",
            "numbering": "Reguły mają numery {prefix}-*sekcja*.*reguła*; moduł reguł "
            "`{module}` cytuje te same numery.",
            "differs_title": "Czym się różni od wariantu {base_title}",
            "differs_intro": "Wszystkie reguły są takie jak w wariancie {base}, z wyjątkiem tych:",
            "differs_none": "Wszystkie reguły są takie jak w wariancie {base}; różni się tylko "
            "nazwa.",
            "full_rulebook": "Karta z zasadami gry; wszystkie reguły, ponumerowane, są w "
            "[pełnym regulaminie]({link}).",
            "source_title": "Plik wariantu",
            "source_intro": "Ten regulamin jest wygenerowany z pliku {source}:",
        }
