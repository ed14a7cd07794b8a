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

from allfours.backends.rulebook import facts as f
from allfours.backends.rulebook.language import Language, point_title
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
    "dealer": "rozdający",
    "dealer's privilege": "przywilej rozdającego",
    "stick the dealer": "przymus rozdającego",
    "hand": "rozdanie",
    "game": "partia",
    "score": "wynik",
    "seller": "sprzedający",
    "side": "strona",
    "partnership": "para",
    "partner": "partner",
    "chip": "żeton",
    "settlement": "rozliczenie",
    # The four points in Polish words, never the English ones (the seed's «high, low,
    # walet i gra» mixes them): Wysoka and Niska (karta), the highest and the lowest trump
    # in play; Walet, the jack of trumps; Oczka, the point for the most card values taken,
    # as Polish tables call those values (tysiąc, sześćdziesiąt sześć: «liczyć oczka»). Not
    # «Gra»: that word is the game itself («gra się do 7»), so the point would read as
    # the game.
    "high": "Wysoka",
    "low": "Niska",
    "jack": "Walet",
    "game point": "Oczka",
    "joker": "Joker",
    # the turn-up line, as Polish card tables say it
    "eldest": "przodownik",  # «gracz na ręce»: the player the deal starts with
    "stock": "talon",
    "turn-up": "karta odkryta",  # «odkryty atut»
    "to stand": "zostać",  # «zostaję», «gram»
    "to beg": "prosić",  # «proszę»; żebrać
    "to give": "dać punkt",  # «daję punkt»
    "to run the cards": "rozdawać dalej",  # «rozdaję dalej», dokładać karty
    "to bunch": "zebrać karty",
    "to discard": "zrzucać karty",
    "to draw": "dobierać",
    "turned_jack": "Odkryty walet",
    "gift": "Darowany punkt",
    "kick": "Karta odkryta",  # Trinidad's kick: the turned-up card's points
    # the Pedro line (Cinch), as Polish card tables say it
    "maker": "rozgrywający",  # the high bidder, who names trump and plays the contract
    "to name trump": "wybrać atut",
    "to rob the pack": "brać talon",  # «biorę talon»
    "count": "zdobycz",  # a side's points in the hand
    # Pidro: only trumps are played, and a player out of trumps is out of the hand
    "to go cold": "wypaść z rozdania",  # «wypadam», «jestem zimny»
    "colour": "barwa",  # red or black: two suits of the same colour
    "right_pedro": "Prawy Pedro",  # the five of trumps
    "left_pedro": "Lewy Pedro",  # the five of the other suit of trump's colour
    # the counting trumps of Sancho and Dom Pedro, proper names at every table
    "pedro": "Pedro",  # the five of trumps
    "sancho": "Sancho",  # the nine of trumps
    "dom": "Dom",  # the three of trumps
    # Ten-Point Pitch: the jack of trump's colour («barwa»: red or black), the two
    # jokers, the trey
    "off_jack": "Walet tej samej barwy",
    "high_joker": "Joker wysoki",
    "low_joker": "Joker niski",
    "trey": "Trójka",  # the three of trumps, worth 3
    # the counting cards of the Don games, by the point ids their variants use
    "ace": "As",
    "king": "Król",
    "queen": "Dama",
    "big_don": "Duży don",
    "small_don": "Mały don",
    "nines": "Dziewiątki",
    "fives": "Piątki",
    # Nine-Five's counting trumps, the nine and the five of trumps
    "nine": "Dziewiątka",
    "five": "Piątka",
    # Schmier's bowers: the jack of trumps and the jack of trump's colour (as in Euchre)
    "right_bower": "Prawy bower",
    "left_bower": "Lewy bower",
}

# Noun forms after a number: (1, 2-4, 5 and more), in the case the sentence needs.
CARDS = ("karta", "karty", "kart")
POINTS = ("punkt", "punkty", "punktów")
POINTS_GENITIVE = ("punktu", "punktów", "punktów")
CHIPS = ("żeton", "żetony", "żetonów")
PLAYERS = ("gracz", "graczy", "graczy")  # after a masculine-personal numeral: dwóch graczy

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


# A rank where ranks are listed or counted, by the letters of Polish card tables (as, król,
# dama, walet: A K D W), never the English Q and J; the ten in digits.
_LETTERS = {"Q": "D", "J": "W", "T": "10"}


def _short(code: str) -> str:
    return _LETTERS.get(code, code)


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


def _point_title(point_id: str) -> str:
    return point_title("pl", point_id)


def _trump_card(rank: str) -> tuple[str, str]:
    """A card of the trump suit, nominative and genitive: walet atutowy, waleta atutowego."""
    nominative, genitive, feminine = _RANK_NAMES[rank]
    if feminine:
        return f"{nominative} atutowa", f"{genitive} atutowej"
    return f"{nominative} atutowy", f"{genitive} atutowego"


# A joker by its card code, nominative and genitive: one alone, or the high and the low one.
_JOKER_NAMES = {
    "JK": ("joker", "jokera"),
    "HJ": ("joker wysoki", "jokera wysokiego"),
    "LJ": ("joker niski", "jokera niskiego"),
}


def _card(select: model.TrumpCard | model.JokerCard | model.SameColourCard) -> tuple[str, str]:
    """A named point's card, nominative and genitive: joker, jokera; walet atutowy, ..."""
    if isinstance(select, model.JokerCard):
        return _JOKER_NAMES.get(select.code, ("joker", "jokera"))
    if isinstance(select, model.SameColourCard):
        nominative, genitive, _ = _RANK_NAMES[select.rank]
        other = "drugiego koloru tej samej barwy co atuty"
        return f"{nominative} {other}", f"{genitive} {other}"
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


_MAKER = Noun("rozgrywający", "rozgrywającego")
_MAKERS_SIDE = Noun("strona rozgrywającego", "strony rozgrywającego")


class Wording(NamedTuple):
    """Who scores, in the variant's own words: players (masculine), or sides (feminine)."""

    feminine: bool
    each: Noun  # gracz | strona
    pitcher: Noun  # miotacz | strona miotacza (or the rozgrywający's, who names trump)
    role: Noun  # who plays the contract: miotacz | rozgrywający
    role_ins: str  # the same, as what one becomes: miotaczem | rozgrywającym

    @classmethod
    def of(cls, plan: f.Plan) -> Wording:
        role, role_ins = (_MAKER, "rozgrywającym") if plan.maker else (_PITCHER, "miotaczem")
        if plan.sides:
            side = _MAKERS_SIDE if plan.maker else _PITCHERS_SIDE
            return cls(True, _SIDE, side, role, role_ins)
        return cls(False, _PLAYER, role, role, role_ins)

    def g(self, masculine: str, feminine: str) -> str:
        """The form that agrees with a player (masculine) or a side (feminine)."""
        return feminine if self.feminine else masculine

    @property
    def sides(self) -> bool:
        return self.feminine


def _recipient(
    kind: str | None, w: Wording, held: bool = False, kept: bool = False, drawn: bool = True
) -> str:
    """Who a card's point goes to. `held`: cards reach a hand after the deal too (a run,
    a draw), so its holder is who held it, which is who played it; `kept`: players discard
    and draw before the play, so its holder is who holds it then."""
    own = " (a tym samym jego strona)" if w.sides else ""
    holder = (
        "gracz, który ma tę kartę w chwili rozpoczęcia rozgrywki, po zrzuceniu "
        f"{'i dobraniu kart' if drawn else 'kart'}"
        if kept
        else "gracz, który miał tę kartę i ją zagrał"
        if held
        else "gracz, któremu tę kartę rozdano"
    )
    return {
        "holder": f"{holder}{own}",
        "capturer": f"gracz, który weźmie lewę z tą kartą{own}",
        "player": f"gracz, który zagra tę kartę do lewy{own}",
    }.get(kind or "", "")


def _joker_never_low(title: str, two: bool = False) -> str:
    """Czym joker jest dla punktu Niska: nigdy nim, a jako jedyny atut jest najwyższy."""
    if two:
        return (
            f" Żaden z jokerów nigdy nie liczy się jako {title}: liczy się najniższy atut, "
            "który nie jest jokerem; gdy jokery są jedynymi atutami w grze, wyższy z nich "
            f"jest najwyższym atutem, a punktu {title} nie zdobywa nikt."
        )
    return (
        f" Joker nigdy nie liczy się jako {title}: liczy się najniższy zwykły atut; gdy "
        "joker jest jedynym atutem w grze, jest najwyższym, a punktu "
        f"{title} nie zdobywa nikt."
    )


def _point(fact: f.PointOfTheHand, w: Wording) -> str:
    said = _dealt_point(fact, w) if fact.in_play == "dealt" else _played_point(fact, w)
    return said + _point_worth(fact)


def _dealt_point(fact: f.PointOfTheHand, w: Wording) -> str:
    """A point where every card in play was dealt (the auction-pitch line)."""
    point = fact.point
    name = _point_title(point.id)
    title = f"**{name}**"
    to = _recipient(point.credit, w)
    match fact.select:
        case model.HighestTrump():
            return f"{title}: najwyższy atut w grze; punkt zdobywa {to}.{_level_high(fact)}"
        case model.LowestTrump():
            joker = _joker_never_low(title, fact.two_jokers) if fact.jokers else ""
            return (
                f"{title}: najniższy atut w grze; punkt zdobywa {to}. Jeśli w grze jest tylko "
                f"jeden atut, jest on zarazem najwyższym i najniższym.{joker}"
            )
        case model.TrumpCard() | model.JokerCard() | model.SameColourCard():
            card = _card(fact.select)[0]
            return (
                f"{title}: {card}; punkt zdobywa {to}. Jeśli tej karty nie rozdano, nikt nie "
                f"zdobywa punktu {title}."
            )
        case model.PlainCards(rank=rank):
            return f"{title}: {_each_plain(rank)}; punkt za każdą zdobywa {to}."
        case model.MostCount(counts=counts):
            values = ", ".join(f"{_short(r)} = {value}" for r, value in counts)
            taken = "z lew, które wziął" if not w.sides else "z lew wziętych przez jej graczy"
            others = "pozostałe karty, także joker," if fact.jokers else "pozostałe karty"
            return (
                f"{title}: {w.g('każdy', 'każda')} {w.each.nom} sumuje wartość kart {taken}, "
                f"licząc {values}, a {others} po 0. Punkt zdobywa {w.each.nom} z najwyższą "
                f"sumą. {_tie(fact, w)}"
            )
        case _:
            assert_never(fact.select)


def _level_high(fact: f.PointOfTheHand) -> str:
    """Which of two jokers that rank alike is the highest trump, where they are."""
    if not fact.level:
        return ""
    which = "pierwszy" if fact.level == "first" else "później"
    return (
        " Gdy oba jokery są najwyższymi atutami w grze, są sobie równe, a najwyższy jest ten "
        f"zagrany {which}."
    )


def _each_plain(rank: str) -> str:
    """ "każda dziewiątka w kolorze nieatutowym, liczona osobno"."""
    nominative, _, feminine = _RANK_NAMES[rank]
    if feminine:
        return f"każda {nominative} w kolorze nieatutowym, liczona osobno"
    return f"każdy {nominative} w kolorze nieatutowym, liczony osobno"


# Where a card out of play lies: of a card (feminine) and of a trump (masculine).
_PLACES = {
    "stock": ("pozostała w talonie", "pozostał w talonie"),
    "turned_up": ("była kartą odkrytą", "był kartą odkrytą"),
    "discarded": ("została zrzucona", "został zrzucony"),
}


def _places(out: tuple[f.Place, ...], masculine: bool = False) -> str:
    return _join([_PLACES[place][masculine] for place in out], "lub")


def _played_point(fact: f.PointOfTheHand, w: Wording) -> str:
    """A point where a card is in play once played to a trick (the turn-up line)."""
    point = fact.point
    name = _point_title(point.id)
    title = f"**{name}**"
    to = _recipient(point.credit, w, held=True, kept=fact.in_play == "kept", drawn=fact.drawn)
    kept = (
        f", nawet jeśli lewę z tą kartą weźmie {w.g('inny gracz', 'inna strona')}"
        if point.credit in ("holder", "player")
        else ""
    )
    match fact.select:
        case model.HighestTrump():
            return f"{title}: najwyższy atut w grze; punkt zdobywa {to}.{_level_high(fact)}"
        case model.LowestTrump():
            joker = _joker_never_low(title, fact.two_jokers) if fact.jokers else ""
            return (
                f"{title}: najniższy atut w grze; punkt zdobywa {to}{kept}. Jeśli w grze jest "
                f"tylko jeden atut, jest on zarazem najwyższym i najniższym.{joker}"
            )
        case model.TrumpCard() | model.JokerCard() | model.SameColourCard():
            card = _card(fact.select)[0]
            missing = (
                f" Jeśli tej karty nie ma w grze (bo {_places(fact.out)}), nikt nie zdobywa "
                f"punktu {title}."
                if fact.out and fact.missing
                else ""
            )
            return f"{title}: {card}; punkt zdobywa {to}{kept}.{missing}"
        case model.PlainCards(rank=rank):
            return f"{title}: {_each_plain(rank)}; punkt za każdą zdobywa {to}."
        case model.MostCount():
            counted = f"karty liczone ({fact.counting})" if fact.counting else "karty liczone"
            taken = "z lew, które wziął" if not w.sides else "z lew, które wzięła"
            return (
                f"{title}: {w.g('każdy', 'każda')} {w.each.nom} sumuje {counted} {taken}; punkt "
                f"zdobywa {w.each.nom} z najwyższą sumą. {_tie(fact, w)}"
            )
        case _:
            assert_never(fact.select)


def _eldest(fact: f.PointOfTheHand, w: Wording) -> str:
    """Eldest's side, as the page names it (nominative)."""
    if fact.eldest:
        return "strona przodownika" if w.sides else "przodownik"
    side = "lewo" if fact.direction == "left" else "prawo"
    return (
        f"strona gracza na {side} od rozdającego" if w.sides else f"gracz na {side} od rozdającego"
    )


def _tie(fact: f.PointOfTheHand, w: Wording) -> str:
    zero = " (także przy samych zerach)" if fact.eldest else ""
    match fact.tie:
        case "nobody":
            return f"Przy remisie na najwyższej sumie{zero} punktu nie dostaje nikt."
        case "pitcher":
            return (
                f"Przy remisie na najwyższej sumie punkt zdobywa {w.pitcher.nom}, jeśli "
                "jest wśród remisujących; każdy inny remis nie daje punktu nikomu."
            )
        case "eldest":
            return f"Przy remisie na najwyższej sumie{zero} punkt zdobywa {_eldest(fact, w)}."
        case "eldest_if_level":
            return (
                f"Przy remisie na najwyższej sumie punkt zdobywa {_eldest(fact, w)}, jeśli "
                "jest wśród remisujących; każdy inny remis nie daje punktu nikomu."
            )
        case _:
            assert_never(fact.tie)


def _point_worth(fact: f.PointOfTheHand) -> str:
    """What a point is worth when not 1, worth when hanged, and when it is scored."""
    point = fact.point
    plain = isinstance(fact.select, model.PlainCards)
    said = ""
    if point.value != 1:
        said += (
            f" Każda taka karta ma wartość {point.value}."
            if plain
            else f" Punkt ma wartość {point.value}."
        )
    if point.hanged:
        said += (
            f" Ma wartość {point.hanged}, jeśli lewę z tą kartą weźmie przeciwnik gracza, "
            "który ją miał."
        )
    if fact.at_once:
        said += (
            f" Każdą zapisuje się w chwili wzięcia lewy ({fact.at_once})."
            if plain
            else f" Zapisuje się go w chwili wzięcia lewy ({fact.at_once})."
        )
    return said


class Polish(Language):
    code = "pl"
    name = "Polski"

    def say(self, fact: f.Fact, plan: f.Plan) -> str:
        w = Wording.of(plan)
        match fact:
            case f.PointOfTheHand():
                return _point(fact, w)
            case (
                f.Rotation()
                | f.TurnUp()
                | f.StockTrump()
                | f.NoAuction()
                | f.BiddingOrder()
                | f.NobodyBuys()
                | f.TheContract()
                | f.NamedTrump()
                | f.BegOrStand()
                | f.MakerLeads()
                | f.Players()
                | f.Seats()
                | f.TheSides()
                | f.PackOfCards()
                | f.CardCodes()
                | f.CountingCards()
                | f.SameColourTrump()
                | f.SaleOfThePitch()
                | f.ForcedBid()
                | f.Stand()
                | f.Beg()
                | f.DiscardsOut()
                | f.Pitch()
                | f.FirstLead()
                | f.CardSuits()
                | f.WinningTricks()
                | f.NoUndertrump()
                | f.GiftLimit()
                | f.PointsMade()
                | f.SideCount()
                | f.NoTrumpInPlay()
                | f.OneWinner()
                | f.SetbacksLose()
                | f.NoStakes()
                | f.NetChips()
                | f.Refused()
                | f.NoPenalties()
                | f.CountingOut()
                | f.InstantWins()
                | f.ContractScoring()
                | f.AtOnce()
                | f.InPlayOnly()
                | f.BeforePlay()
                | f.Target()
                | f.OthersScore()
                | f.Bids()
                | f.DealersPrivilege()
                | f.RetakeTopBid()
                | f.SmudgeBid()
                | f.AllPass()
                | f.ByDifference()
                | f.SetSide()
                | f.SetbacksRecorded()
                | f.Hole()
                | f.Settle()
                | f.SetbackChips()
                | f.Run()
                | f.RunAgain()
                | f.Bunch()
                | f.DiscardAfterRun()
                | f.AllTricks()
                | f.TrumpsOnly()
                | f.Drawing()
                | f.Dealing()
                | f.InPlay()
                | f.TurnedUpPoint()
                | f.GiftPoint()
                | f.DiscardPlain()
                | f.DealBack()
                | f.FromDiscards()
                | f.RobThePack()
                | f.KittyTaken()
                | f.DownTo()
                | f.TrumpLead()
                | f.PlainLead()
            ):
                raise AssertionError(f"said by the catalogs: {fact}")  # sentences.py
            case _:
                assert_never(fact)
