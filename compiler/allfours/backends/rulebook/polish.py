"""The rulebook in Polish: every rule of the layout as a sentence built from the settings.

The terms are those of the Polish seed document (seeds/001_5419c2b023dabe5c.txt), collected
in `GLOSSARY`; the sentences follow the branches of `english.py` one by one. Polish nouns
take their form from the number before them (1 punkt, 2 punkty, 5 punktów): `plural` and
`count` pick it, and every place where a number meets a noun goes through them. Verbs and
adjectives agree with who scores: a player (gracz, masculine) or a side (strona, feminine).
"""

from __future__ import annotations

from dataclasses import dataclass

from allfours import ir
from allfours.backends.escape import md_text
from allfours.backends.rulebook.language import Language
from allfours.rulenumbers import RuleNumbers

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


def _join(items: list[str], last: str = "i") -> str:
    """Items joined as "a, b i c"."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {last} {items[-1]}"


@dataclass(frozen=True, slots=True)
class Noun:
    nom: str  # mianownik: gracz
    gen: str  # dopełniacz: (oprócz) gracza


_PLAYER = Noun("gracz", "gracza")
_SIDE = Noun("strona", "strony")
_PITCHER = Noun("miotacz", "miotacza")
_PITCHERS_SIDE = Noun("strona miotacza", "strony miotacza")


@dataclass(frozen=True, slots=True)
class Wording:
    """Who scores, in the variant's own words: players (masculine), or sides (feminine)."""

    feminine: bool
    each: Noun  # gracz | strona
    pitcher: Noun  # miotacz | strona miotacza

    @classmethod
    def of(cls, v: ir.Variant) -> Wording:
        if v.partnerships:
            return cls(True, _SIDE, _PITCHERS_SIDE)
        return cls(False, _PLAYER, _PITCHER)

    def g(self, masculine: str, feminine: str) -> str:
        """The form that agrees with a player (masculine) or a side (feminine)."""
        return feminine if self.feminine else masculine

    @property
    def sides(self) -> bool:
        return self.feminine


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _recipient(kind: str | None, w: Wording) -> str:
    own = " (a tym samym jego strona)" if w.sides else ""
    return {
        "holder": f"gracz, któremu tę kartę rozdano{own}",
        "capturer": f"gracz, który weźmie lewę z tą kartą{own}",
        "player": f"gracz, który zagra tę kartę do lewy{own}",
    }.get(kind or "", "")


def _point_sentence(point: ir.PointRule, v: ir.Variant, w: Wording) -> str:
    name = _point_title(point.id)
    title = f"**{name}**"
    to = _recipient(point.recipient, w)
    if point.kind == "highest_trump":
        return f"{title}: najwyższy atut w grze; punkt zdobywa {to}."
    if point.kind == "lowest_trump":
        joker = (
            f" Joker nigdy nie liczy się jako {name}: liczy się najniższy zwykły atut."
            if v.jokers
            else ""
        )
        return (
            f"{title}: najniższy atut w grze; punkt zdobywa {to}. Jeśli w grze jest tylko jeden "
            f"atut, jest on zarazem najwyższym i najniższym.{joker}"
        )
    if point.kind in ("trump_card", "joker"):
        card = "joker" if point.kind == "joker" else _trump_card(point.rank or "J")[0]
        return (
            f"{title}: {card}; punkt zdobywa {to}. Jeśli tej karty nie rozdano, nikt nie "
            f"zdobywa punktu {title}."
        )
    values = ", ".join(f"{'10' if r == 'T' else r} = {value}" for r, value in point.counts)
    taken = "z lew, które wziął" if not w.sides else "z lew wziętych przez jej graczy"
    tie = (
        "Przy remisie na najwyższej sumie punktu nie dostaje nikt."
        if point.tie == "nobody"
        else f"Przy remisie na najwyższej sumie punkt zdobywa {w.pitcher.nom}, jeśli "
        f"jest wśród remisujących; każdy inny remis nie daje punktu nikomu."
    )
    others = "pozostałe karty, także joker," if v.jokers else "pozostałe karty"
    return (
        f"{title}: {w.g('każdy', 'każda')} {w.each.nom} sumuje wartość kart {taken}, licząc "
        f"{values}, a {others} po 0. Punkt zdobywa {w.each.nom} z najwyższą sumą. {tie}"
    )


def _players_rule(v: ir.Variant) -> str:
    if v.partnerships:
        sides = v.players_min // v.partnership_size
        seats = [
            "miejsca " + _join([str(s) for s in range(side, v.players_min, sides)])
            for side in range(sides)
        ]
        if sides == 2:
            teams = f"{seats[0]} grają przeciwko miejscom {seats[1].removeprefix('miejsca ')}"
        else:
            teams = f"strony tworzą {_join(seats, 'oraz')}"
        groups = (
            f"{_numeral(sides, _NUMERALS_GENITIVE)} parach"
            if v.partnership_size == 2
            else f"{_numeral(sides, _NUMERALS_GENITIVE)} drużynach po "
            f"{_numeral(v.partnership_size, _NUMERALS_GENITIVE)}"
        )
        seating = "naprzeciw siebie" if v.partnership_size == 2 else "na przemian"
        return (
            f"Gra {count(v.players_min, PLAYERS, _NUMERALS_GENITIVE)} w {groups}; partnerzy "
            f"siedzą {seating}: {teams}. Partnerzy tworzą jedną stronę i mają wspólny wynik: "
            "to, co zdobędzie którykolwiek z nich, liczy się dla całej strony."
        )
    if v.players_min != v.players_max:
        players = (
            f"od {_numeral(v.players_min, _NUMERALS_GENITIVE)} do "
            f"{count(v.players_max, PLAYERS, _NUMERALS_GENITIVE)}"
        )
    else:
        players = count(v.players_min, PLAYERS, _NUMERALS_GENITIVE)
    return f"Gra {players}, każdy na własny rachunek."


def _pack_rule(v: ir.Variant) -> str:
    ranks = " ".join("10" if r == "T" else r for r in v.ranks)
    # "talia 52 kart": after a noun the number takes the genitive.
    if len(v.ranks) == len(ir.RANKS):
        base = f"Jedna standardowa talia {count(52, CARDS_GENITIVE)}"
    else:
        lowest = _RANK_NAMES[v.ranks[-1]][1]
        base = (
            f"Jedna talia {count(v.pack_size, CARDS_GENITIVE)}: w każdym kolorze od asa do {lowest}"
        )
    joker = " i jeden joker" if v.jokers else ", bez jokerów"
    return f"{base}{joker}. Starszeństwo kart w każdym kolorze, od najwyższej: {ranks}."


def _bids(v: ir.Variant) -> str:
    """The range of bids, as the seed says it: "Najniższa oferta to 2, najwyższa 4"."""
    if v.min_bid == v.max_bid:
        return f"Jedyna możliwa oferta to {v.min_bid}."
    return f"Najniższa oferta to {v.min_bid}, najwyższa {v.max_bid}."


def _auction_rules(v: ir.Variant, n: RuleNumbers, w: Wording) -> list[str]:
    c = n.cite
    if v.auction == "none":
        return [
            "Nie ma licytacji: miotaczem jest gracz na lewo od krupiera.",
            "Nie ma ofert, więc miotacz gra bez kontraktu.",
            "Krupier nie ma przywileju.",
            "Nie ma rozmazania.",
            "Nikt nie pasuje: każde rozdanie jest rozgrywane.",
            f"{_cap(w.pitcher.nom)} zapisuje to, co zdobędzie, tak jak "
            f"{w.g('każdy inny gracz', 'każda inna strona')}, i nie może zostać "
            f"{w.g('cofnięty', 'cofnięta')}.",
        ]
    if v.auction == "sell":
        return [
            "Gracz na lewo od krupiera ma prawo narzucenia atutu i może je sprzedać. Począwszy "
            "od następnego gracza, każdy z pozostałych graczy, krupier jako ostatni, ma "
            "dokładnie jedną turę: licytuje albo pasuje.",
            f"{_bids(v)} Każda oferta musi być wyższa od wszystkich wcześniejszych.",
            "Krupier nie ma przywileju: zamiast tego decyduje sprzedający. Jeśli sprzedaje "
            f"(`sell`), od razu zapisuje {w.g('sobie', 'swojej stronie')} najwyższą ofertę, co "
            f"może {w.g('mu', 'jej')} dać wygraną w partii, zanim padnie pierwsza karta, a "
            "miotaczem zostaje gracz z najwyższą ofertą, zobowiązany ją wypełnić. Jeśli odmawia "
            "(`refuse`), sam zostaje miotaczem i musi wypełnić najwyższą ofertę.",
            "Nie ma rozmazania.",
            "Jeśli nikt nie zalicytuje, sprzedający zostaje miotaczem bez kontraktu i "
            + ("jego strona nie może zostać cofnięta." if w.sides else "nie może zostać cofnięty."),
            "Kontraktem jest oferta miotacza albo cena, za którą sprzedający odmówił sprzedaży.",
        ]
    smudge = v.smudge_bid
    equal = (
        "przejąć kontrakt, licytując tyle samo, ile wynosi najwyższa dotychczasowa oferta "
        "(oferta równa)"
    )
    privilege = {
        "none": "Krupier nie ma przywileju: aby przejąć kontrakt, musi, jak każdy inny "
        "gracz, zalicytować wyżej niż najwyższa dotychczasowa oferta.",
        "match": f"Przywilej krupiera: krupier może {equal}; może też, jak każdy, "
        "zalicytować wyżej.",
        "match_except_smudge": f"Przywilej krupiera: krupier może {equal}, chyba że jest "
        "nią rozmazanie; może też, jak każdy, zalicytować wyżej.",
        "match_even_smudge": f"Przywilej krupiera: krupier może {equal}, nawet jeśli jest "
        "nią rozmazanie; może też zalicytować wyżej.",
    }[v.privilege]
    if smudge is None:
        smudge_rule = "Nie ma rozmazania."
    else:
        needs = (
            f" Rozmazanie jest wypełnione tylko wtedy, gdy {w.pitcher.nom} zdobędzie wszystkie "
            "punkty i weźmie wszystkie lewy; jeśli karty któregoś punktu nie ma w grze, nie da "
            "się go wypełnić."
            if v.smudge_needs_every_trick
            else ""
        )
        if v.privilege == "match_even_smudge":
            nobody = "żaden z kolejnych graczy nie może już licytować, z wyjątkiem krupiera, "
            nobody += "który może je wyrównać"
        elif v.privilege != "none":
            nobody = "żaden z kolejnych graczy, również krupier, nie może już licytować"
        else:
            nobody = "żaden z kolejnych graczy nie może już licytować"
        smudge_rule = (
            f"Rozmazanie: oferta {smudge} nazywa się „rozmazaniem”; o graczu, który ją składa, "
            "mówi się, że „rozmazuje się”. Rozmazania nie można odebrać: gdy ktoś zalicytuje "
            f"{smudge}, {nobody}. Gracze siedzący za rozmazującym nadal mają swoją turę, ale "
            f"mogą już tylko spasować.{needs}"
        )
    all_pass = {
        "stick_the_dealer": "Jeśli wszyscy gracze przed krupierem spasują, krupier nie może "
        f"spasować i musi zalicytować co najmniej {v.min_bid} (tzw. „przymus krupiera”).",
        "redeal_by_next_dealer": "Jeśli wszyscy spasują, karty zostają zebrane, a następny "
        "krupier rozdaje od nowa.",
        "redeal_by_same_dealer": "Jeśli wszyscy spasują, karty zostają zebrane, a ten sam "
        "krupier rozdaje ponownie.",
        "eldest_pitches": "Jeśli wszyscy spasują, gracz na lewo od krupiera zostaje miotaczem "
        + (
            "bez kontraktu: jego strona zapisuje to, co zdobędzie, tak jak każda inna "
            "strona, i nie może zostać cofnięta."
            if w.sides
            else "bez kontraktu: zapisuje to, co zdobędzie, tak jak wszyscy, i nie może zostać "
            "cofnięty."
        ),
    }[v.all_pass]
    return [
        "Licytację rozpoczyna gracz na lewo od krupiera; licytacja obchodzi stół tylko raz, "
        "a krupier licytuje jako ostatni. Każdy gracz ma dokładnie jedną turę: licytuje albo "
        "pasuje.",
        f"{_bids(v)} Każda oferta musi być wyższa od wszystkich wcześniejszych"
        + (f", z jednym wyjątkiem ({c('3.3')})." if v.privilege != "none" else "."),
        privilege,
        smudge_rule,
        all_pass,
        "Miotaczem zostaje gracz z najwyższą ofertą (albo krupier, który przejął kontrakt); "
        "jego oferta jest kontraktem.",
    ]


@dataclass(frozen=True, slots=True)
class Goal:
    """What ends the game: "co najmniej 7 punktów" and "osiągnie 7 punktów"; counting
    down, "0 punktów lub mniej" and "zejdzie do 0"."""

    at_least: str  # the score that has reached it
    verb: str  # reaching it, future tense
    what: str  # the object of the verb

    @classmethod
    def of(cls, v: ir.Variant) -> Goal:
        if v.countdown:
            return cls(f"{count(0, POINTS)} lub mniej", "zejdzie", "do 0")
        return cls(f"co najmniej {count(v.target, POINTS)}", "osiągnie", count(v.target, POINTS))


def _scoring_rules(v: ir.Variant, n: RuleNumbers, w: Wording) -> list[str]:
    p, each = w.pitcher, w.each
    set_back = w.g("cofnięty", "cofnięta")
    # Counting down, points made come off the score and a set-back goes on it.
    add, added, subtracted = (
        ("odejmuje od swojego wyniku", "odejmuje", "dodaje się do")
        if v.countdown
        else ("dopisuje do swojego wyniku", "dopisuje", "odejmuje się od")
    )
    if v.countdown:
        direction = (
            f"Wyniki liczy się w dół: {w.g('każdy gracz', 'każda strona')} zaczyna z "
            f"{count(v.target, POINTS_INSTRUMENTAL)} i odejmuje punkty, które zdobywa; "
            f"cofnięcie dodaje wysokość kontraktu z powrotem. {_cap(each.nom)} z wynikiem "
            f"powyżej {v.target} jest „na dołku”; przy wyniku równym dokładnie {v.target} nie "
            "jest się na dołku."
        )
    else:
        direction = (
            f"Wynik może spaść poniżej zera. {_cap(each.nom)} z ujemnym wynikiem jest „na "
            "dołku”; przy wyniku równym dokładnie 0 nie jest się na dołku."
        )
    direction += " Na kartce wyników taki wynik tradycyjnie zapisuje się w kółku."
    if v.auction == "none":
        # No bid is ever made: the set-back half of the rule never applies.
        contract = (
            "Miotacz gra bez kontraktu: jego strona zapisuje punkty tak jak każda inna strona "
            "i nie może zostać cofnięta."
            if w.sides
            else "Miotacz gra bez kontraktu: zapisuje punkty tak jak każdy inny gracz i nie może "
            "zostać cofnięty."
        )
    else:
        smudge_bid = (
            f" Wypełnione rozmazanie daje {count(v.smudge_bid, POINTS)}, czyli tyle, ile "
            "wynosiła oferta, zamiast zdobytych punktów."
            if v.smudge_bid is not None and v.smudge_scores_bid
            else ""
        )
        consequence = ""
        if (
            v.smudge_bid is not None
            and v.smudge_bid == len(v.points)
            and not v.smudge_needs_every_trick
        ):
            # rules/auction-pitch.md AP-6.5: a smudge needs every point of the hand.
            cards = [point for point in v.points if point.kind in ("trump_card", "joker")]
            example = ""
            if cards:
                card = (
                    "jokera" if cards[0].kind == "joker" else _trump_card(cards[0].rank or "J")[1]
                )
                example = f" (na przykład gdy {card} nie ma w grze)"
            consequence = (
                f" Rozmazanie jest więc wypełnione tylko wtedy, gdy {p.nom} zdobędzie wszystkie "
                f"{count(v.smudge_bid, POINTS, _NUMERALS_MASCULINE)}; jeśli któregoś punktu "
                f"nikt nie zdobywa{example}, jest to niemożliwe i {p.nom} zostaje {set_back} o "
                f"{v.smudge_bid}."
            )
        no_contract = ""
        if v.auction != "once_around" or v.all_pass == "eldest_pitches":
            no_contract = (
                " Gdy miotacz gra bez kontraktu, jego strona zapisuje punkty tak jak każda inna "
                "strona."
                if w.sides
                else " Miotacz grający bez kontraktu zapisuje punkty tak jak każdy inny gracz."
            )
        contract = (
            f"{_cap(p.nom)} {add} zdobyte punkty, jeśli {w.g('zdobył', 'zdobyła')} ich co "
            "najmniej tyle, ile wynosi kontrakt; w przeciwnym razie zostaje "
            f"„{set_back}” o wysokość kontraktu: tyle punktów {subtracted} "
            f"{w.g('jego', 'jej')} wyniku, a zdobytych punktów się nie {added}."
            f"{no_contract}{smudge_bid}{consequence}"
        )
    return [
        f"{w.g('Każdy', 'Każda')} {each.nom} oprócz {p.gen} {add} zdobyte punkty.",
        contract,
        direction,
        f"Dla {w.g('każdego gracza', 'każdej strony')} zapisuje się, ile razy w partii "
        f"{w.g('został cofnięty', 'została cofnięta')}.",
    ]


def _winning_rules(v: ir.Variant, n: RuleNumbers, w: Wording) -> list[str]:
    smudge = v.smudge_bid
    p = w.pitcher
    goal = Goal.of(v)
    some = w.g("któryś gracz", "któraś strona")
    if v.countdown:
        target = (
            f"Gra toczy się w dół, od {count(v.target, POINTS_GENITIVE)} do zera: partia "
            f"kończy się po pierwszym rozdaniu, po którym {some} ma {goal.at_least}."
        )
    else:
        target = (
            f"Gra toczy się do {count(v.target, POINTS_GENITIVE)}: partia kończy się po "
            f"pierwszym rozdaniu, po którym {some} ma {goal.at_least}."
        )
    if v.auction == "sell":
        price = "0" if v.countdown else count(v.target, POINTS_GENITIVE)
        target += (
            " Sprzedaż prawa narzucenia atutu może zakończyć partię jeszcze przed rozgrywką, "
            f"jeśli cena doprowadzi sprzedającego do {price}."
        )
    if smudge is not None and v.smudge_wins_game:
        hole = f"wynik powyżej {v.target}" if v.countdown else "ujemny wynik"
        if v.smudge_scores_bid or smudge == len(v.points):
            scored = f"tylko {count(smudge, POINTS)}"
        else:
            scored = "tylko zdobyte punkty"
        unless = (
            f", chyba że przed tym rozdaniem {w.g('był', 'była')} „na dołku” "
            f"({w.g('miał', 'miała')} {hole}); wtedy zapisuje {scored}, a partia toczy się "
            "dalej"
            if v.smudge_unless_in_hole
            else ""
        )
        who = (
            f"gdy miotacz zalicytował {smudge} i jego strona wypełniła kontrakt, natychmiast "
            "wygrywa ona partię"
            if w.sides
            else f"miotacz, który zalicytował {smudge} i wypełnił kontrakt, natychmiast "
            "wygrywa partię"
        )
        instant = f"Rozmazanie: {who} bez względu na wyniki{unless}."
    else:
        instant = "Żadna oferta nie daje natychmiastowej wygranej."
    if v.all_points_wins_game:
        pitching = "czy należy do niej miotacz" if w.sides else "czy był miotaczem"
        instant += (
            f" {_cap(w.each.nom)}, {w.g('który', 'która')} zdobędzie wszystkie punkty rozdania, "
            f"natychmiast wygrywa partię bez względu na swój wynik i na to, {pitching}."
        )
    reached = f"{goal.what} {goal.verb}"
    if v.count_out_mode == "higher_score":
        count_out = (
            f"Gdy w tym samym rozdaniu {reached} więcej niż "
            f"{w.g('jeden gracz', 'jedna strona')}, wygrywa {w.g('ten', 'ta')} z lepszym "
            f"wynikiem; przy równych wynikach wygrywa {p.nom}, jeśli jest wśród nich, a w "
            "przeciwnym razie decydują punkty rozdania, doliczane po jednym w kolejności ich "
            "numeracji."
        )
    else:
        order = ", ".join(_point_title(point_id) for point_id in v.count_out_order)
        better = "niższy" if v.countdown else "wyższy"
        first = (
            f" Wynik {p.gen} liczy się jako pierwszy: jeśli {p.nom} "
            f"{w.g('wypełnił', 'wypełniła')} kontrakt i ma teraz {goal.at_least}, wygrywa, "
            f"nawet jeśli {w.g('inny gracz', 'inna strona')} ma {better} wynik. W przeciwnym "
            "razie punkty"
            if v.count_out_pitcher_first
            else " Punkty"
        )
        count_out = (
            f"Gdy w tym samym rozdaniu {reached} "
            f"{w.g('jeden gracz lub kilku', 'jedna strona lub kilka')}, zwycięzcę wyłania "
            f"się, licząc punkty rozdania po kolei.{first} dolicza się po jednym, w kolejności "
            f"{order}, zaczynając od wyniku, jaki {w.g('każdy gracz miał', 'każda strona miała')}"
            f" przed rozdaniem; wygrywa {w.g('ten gracz, który pierwszy', 'ta strona, która')}"
            f"{w.g('', ' pierwsza')} {goal.verb} {goal.what}."
        )
    return [
        target,
        instant,
        count_out,
        f"Partię wygrywa tylko {w.g('jeden gracz', 'jedna strona')}.",
    ]


def _settlement_rules(v: ir.Variant, n: RuleNumbers, w: Wording) -> list[str]:
    good, bad = (
        (f"{v.target - 1} lub mniej", f"{v.target} lub więcej")
        if v.countdown
        else ("1 lub więcej", "0 lub mniej")
    )
    above = count(v.settle_above_zero, CHIPS, _NUMERALS_MASCULINE)
    below = count(v.settle_at_or_below_zero, CHIPS, _NUMERALS_MASCULINE)
    extra = count(v.setback_chips, EXTRA_CHIPS, _NUMERALS_MASCULINE)
    if w.sides:
        settle = (
            f"Każdy gracz przegranej strony płaci każdemu graczowi zwycięskiej strony {above}, "
            f"jeśli końcowy wynik jego strony wynosi {good}, i {below}, jeśli wynosi {bad}."
        )
        net = "zyski zwycięzców równają się stratom przegranych."
        setback_rule = (
            f"Odmiana w mocy: każdy gracz przegranej strony płaci też każdemu graczowi "
            f"zwycięskiej strony {extra} za każde cofnięcie swojej strony w trakcie partii."
        )
    else:
        settle = (
            f"Zwycięzca otrzymuje {above} od każdego innego gracza, którego wynik końcowy "
            f"wynosi {good}, i {below} od każdego innego gracza, którego wynik końcowy wynosi "
            f"{bad}."
        )
        net = "zysk zwycięzcy równa się sumie strat pozostałych graczy."
        setback_rule = (
            f"Odmiana w mocy: zwycięzca otrzymuje też od każdego przegranego gracza {extra} "
            "za każde jego cofnięcie w trakcie partii."
        )
    if not v.setback_chips:
        setback_rule = (
            "Cofnięcia nic nie kosztują przy rozliczeniu: liczą się tylko wyniki końcowe."
        )
    return [
        settle,
        setback_rule,
        f"Rozliczenie podaje się dla każdego miejsca jako saldo żetonów: {net}",
    ]


class Polish(Language):
    code = "pl"
    name = "Polski"

    def section_titles(self) -> tuple[str, ...]:
        return (
            "Gracze, miejsca, karty",
            "Rozdanie",
            "Licytacja",
            "Rozgrywka",
            "Punkty rozdania",
            "Zapisywanie wyniku rozdania",
            "Wygrana w partii",
            "Rozliczenie",
            "Ruchy niedozwolone",
        )

    def point_title(self, point_id: str) -> str:
        return _point_title(point_id)

    def players_and_cards(self, v: ir.Variant, n: RuleNumbers) -> list[str]:
        return [
            _players_rule(v),
            "Miejsca numeruje się od 0 do n-1 zgodnie z ruchem wskazówek zegara. „Na lewo od "
            "krupiera” oznacza następne miejsce w tym kierunku; w tym samym kierunku, czyli w "
            "lewo, toczą się rozgrywka, licytacja i rozdawanie kart.",
            _pack_rule(v),
            "Kody kart w plikach do odczytu maszynowego: najpierw wartość "
            "(`A K Q J T 9 8 7 6 5 4 3 2`), potem kolor (`S H D C`), na przykład `AS`, `TD`, "
            "`2C`" + ("; joker ma kod `JK`." if v.jokers else "."),
        ]

    def deal(self, v: ir.Variant, n: RuleNumbers) -> list[str]:
        rotation = {
            1: "w lewo: następnym krupierem jest gracz na lewo od dotychczasowego krupiera",
            -1: "w prawo: następnym krupierem jest gracz na prawo od dotychczasowego krupiera",
        }.get(v.deal_rotation)
        packet = (
            "po jednej"
            if v.packet_size == 1
            else f"po {_numeral(v.packet_size, _NUMERALS_FEMININE)}"
        )
        return [
            f"Krupier rozdaje karty {packet} naraz, zgodnie z ruchem wskazówek zegara, "
            "zaczynając od gracza na lewo od siebie, aż każdy będzie miał "
            f"{count(v.hand_size, CARDS_ACCUSATIVE, _NUMERALS_FEMININE_ACCUSATIVE)}. Reszta "
            "talii nie bierze udziału w rozdaniu.",
            "Karta jest „w grze”, jeśli została rozdana któremuś z graczy. Karty nierozdane "
            "nigdy nie dają punktów.",
            f"Po każdym rozdaniu prawo rozdawania przechodzi {rotation}."
            if rotation
            else "Krupier się nie zmienia: ten sam gracz rozdaje karty w każdym rozdaniu.",
        ]

    def auction(self, v: ir.Variant, n: RuleNumbers) -> list[str]:
        return _auction_rules(v, n, Wording.of(v))

    def play(self, v: ir.Variant, n: RuleNumbers) -> list[str]:
        plain = (
            "Przy wyjściu w kolorze nieatutowym gracz, który ma ten kolor, musi dołożyć do "
            "koloru albo zagrać atut (wolno przebić atutem, nawet mając kartę do koloru). "
            "Gracz, który nie ma koloru wyjścia, może zagrać dowolną kartę."
            if v.plain_lead == "follow_or_trump"
            else "Przy wyjściu w kolorze nieatutowym gracz, który ma ten kolor, musi do niego "
            "dołożyć. Gracz, który nie ma koloru wyjścia, może zagrać dowolną kartę, również "
            "atut."
        )
        joker_trump = joker_rank = ""
        if v.jokers:
            suit = _SUIT_NAMES[v.joker_trump or "S"]
            joker_trump = f" Jeśli narzuconą kartą jest joker, kolorem atutowym jest {suit}."
            joker_rank = (
                " Joker jest atutem, najniższym ze wszystkich, i dokłada się go do koloru "
                "tylko przy wyjściu atutem."
            )
        pitcher = "Miotacz" if v.auction != "none" else "Miotacz (gracz na lewo od krupiera)"
        return [
            f"{pitcher} wychodzi do pierwszej lewy; kolor tej karty (karty „narzuconej”) jest "
            f"kolorem atutowym w tym rozdaniu.{joker_trump}",
            "Przy wyjściu atutem każdy gracz musi dołożyć atut, jeśli go ma (pierwsza "
            f"lewa zawsze zaczyna się od atutu).{joker_rank}",
            plain,
            "Lewę bierze najwyższy atut, a jeśli w lewie nie ma atutu, najwyższa karta w "
            "kolorze wyjścia. Kto wziął lewę, wychodzi do następnej.",
            self._all_tricks(v.hand_size),
        ]

    @staticmethod
    def _all_tricks(hand_size: int) -> str:
        if hand_size == 1:
            return "Rozgrywa się jedną lewę."
        return f"Rozgrywa się wszystkie {count(hand_size, TRICKS, _NUMERALS_FEMININE)}."

    def point(self, point: ir.PointRule, v: ir.Variant, n: RuleNumbers) -> str:
        return _point_sentence(point, v, Wording.of(v))

    def points_made(self, v: ir.Variant, n: RuleNumbers) -> str:
        w = Wording.of(v)
        total = len(v.points)
        these = (
            "ten jedyny punkt"
            if total == 1
            else f"spośród tych {_numeral(total, _NUMERALS_GENITIVE)} punktów"
        )
        return (
            f"{_cap(w.each.nom)} „{w.g('zdobył', 'zdobyła')}” k punktów w rozdaniu, jeśli k "
            f"{these} przypadło właśnie {w.g('jemu', 'jej')}. Każdy punkt jest wart 1."
        )

    def scoring(self, v: ir.Variant, n: RuleNumbers) -> list[str]:
        return _scoring_rules(v, n, Wording.of(v))

    def winning(self, v: ir.Variant, n: RuleNumbers) -> list[str]:
        return _winning_rules(v, n, Wording.of(v))

    def settlement(self, v: ir.Variant, n: RuleNumbers) -> list[str]:
        return _settlement_rules(v, n, Wording.of(v))

    def illegal_actions(self, v: ir.Variant, n: RuleNumbers) -> list[str]:
        return [
            "Ruch niedozwolony w danym stanie gry zostaje odrzucony z błędem, który wskazuje "
            "naruszoną regułę; stan gry się nie zmienia.",
            "Ani błędne rozdanie, ani rewoka (niedołożenie do koloru, gdy było to obowiązkiem) "
            "nie mogą się zdarzyć w silniku, który odrzuca niedozwolone ruchy, dlatego ten "
            "regulamin nie przewiduje za nie kar.",
        ]

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
