"""The teaching parts of a page in Polish, in the words of `polish.GLOSSARY`.

Names of players stay in the nominative (as subjects, or after a colon or a dash), and
verbs are in the present tense, which does not change with a player's gender."""

from __future__ import annotations

from typing import Literal

from allfours.backends.rulebook.example import Example, PointWon
from allfours.backends.rulebook.lesson import (
    Phrases,
    Play,
    capital,
    chips,
    score,
)
from allfours.backends.rulebook.polish import (
    _JOKER_NAMES,
    _RANK_NAMES,
    _SUIT_NAMES,
    GLOSSARY,
    POINTS,
    Polish,
    count,
)
from allfours.runtime import events as e

_CARDS = ("kartę", "karty", "kart")  # after "po": po jedną kartę, po trzy karty, po sześć kart
_PRIVILEGE = GLOSSARY["dealer's privilege"]


class PolishLessons(Phrases):
    language = Polish()

    def role(self, maker: bool, case: Literal["nom", "gen"] = "nom") -> str:
        """Who plays the contract: the maker, who names trump, or the pitcher."""
        word = GLOSSARY["maker" if maker else "pitcher"]
        return (
            {"rozgrywający": "rozgrywającego", "miotacz": "miotacza"}.get(word, word)
            if case == "gen"
            else word
        )

    def card(self, code: str) -> str:
        if code in _JOKER_NAMES:
            return _JOKER_NAMES[code][0]
        return f"{_RANK_NAMES[code[:-1]][0]} {_SUIT_NAMES[code[-1]]}"

    def rank(self, rank: str) -> str:
        return _RANK_NAMES[rank][0]

    def suit(self, code: str) -> str:
        return _SUIT_NAMES[code]

    def setting(self, x: Example, who: list[str], scores: list[tuple[str, int]]) -> str:
        *others, dealer = who
        target = f"od {x.target} w dół do 0" if x.countdown else f"do {x.target}"
        said = ", ".join(f"{name} {score(points)}" for name, points in scores)
        side = "lewej" if x.turn == 1 else "prawej"
        seats = (
            f"Grają: {self.names(who)}. Rozdaje {dealer}; pierwszy gra siedzący po {side} "
            f"stronie rozdającego: {others[0]}"
        )
        if x.partnerships:
            seats += (
                "; partnerzy siedzą naprzeciw siebie"
                if x.players == 2 * x.sides
                else "; partnerzy siedzą na przemian"
            )
        return (
            f"{seats}. To końcówka partii {target}, a wyniki to: {said}. Oto rozdanie, które "
            "ją kończy."
        )

    def before_play(self, x: Example, event: e.Event, name: dict[int, str]) -> str:
        dealer = name[x.dealer]
        match event:
            case e.Bid(seat=seat, action="pass"):
                return f"{name[seat]} pasuje."
            case e.Bid(seat=seat, action=action):
                return f"{name[seat]} licytuje {action.removeprefix('bid ')}."
            case e.SaleAnswered(seat=seat, action="sell", price=price):
                return f"{name[seat]} sprzedaje wyjście za {price}."
            case e.SaleAnswered(seat=seat, action="refuse", price=price):
                return f"{name[seat]} odrzuca {price} i zatrzymuje wyjście."
            case e.Contract(pitcher=pitcher, bid=None) if x.turned_up:
                return f"Do pierwszej lewy wychodzi {name[pitcher]}."
            case e.Contract(pitcher=pitcher, bid=None):
                return f"Narzuca {name[pitcher]}, bez kontraktu."
            case e.Contract(pitcher=pitcher, bid=bid):
                cite = self.cite(x, "auction.contract")
                return f"{capital(self.role(x.maker))}: {name[pitcher]}, kontrakt {bid}{cite}."
            case e.CardTurnedUp(card=card, set_aside=True):
                return (
                    f"Następna odkryta karta, {self.card(card)}, jest w tym samym kolorze: "
                    "odkłada się ją."
                )
            case e.CardTurnedUp(card=card):
                return f"{dealer} odkrywa kartę: {self.card(card)}."
            case e.Begged(seat=seat, action="stand"):
                return f"{name[seat]} zostaje: kolor odkrytej karty jest atutem."
            case e.Begged(seat=seat, action="beg"):
                return f"{name[seat]} prosi{self.cite(x, 'beg.beg')}."
            case e.Begged(seat=seat, action="give"):
                return f"{name[seat]} daje punkt zamiast rozdawać dalej."
            case e.Begged(seat=seat, action="run"):
                cite = self.cite(x, "beg.run")
                return (
                    f"{name[seat]} rozdaje dalej: każdy dostaje więcej kart, odkrywa się nową "
                    f"kartę{cite}."
                )
            case e.TrumpFixed(suit=suit, seat=seat, how="named"):
                return f"{name[seat]} wybiera atut: {self.suit(suit)}{self.cite(x, 'trump.named')}."
            case e.TrumpFixed(suit=suit, how="turn_up" | "top_of_stock"):
                return f"Atut: {self.suit(suit)}."
        return ""

    def run_dealt(self, x: Example, cards: list[tuple[str, list[str]]]) -> str:
        said = "; ".join(f"{who} — {', '.join(got)}" for who, got in cards)
        return f"Dokładane karty: {said}."

    def privilege(self, x: Example, dealer: str, bid: int) -> str:
        cite = self.cite(x, "auction.privilege")
        return f"{dealer}, rozdający, bierze kontrakt za {bid}: {_PRIVILEGE}{cite}."

    def exchanges(self, x: Example, counts: list[tuple[str, int, int, bool]]) -> str:
        said = "; ".join(
            f"{who}: dobiera {drew}, zrzuca {out}"
            if first
            else f"{who}: zrzuca {out}, dobiera {drew}"
            if drew
            else f"{who}: zrzuca {out}"
            for who, out, drew, first in counts
        )
        return f"{'Zrzutki i dobieranie' if any(c[2] for c in counts) else 'Zrzutki'}: {said}."

    def trick(self, x: Example, number: int, plays: list[Play], winner: str) -> str:
        notes = {
            "pitch": f" (karta narzucona: atut {self.suit(x.trump)})",
            "trumps": " (atutem, choć może dołożyć do koloru)",
            "void_trumps": " (atutem: nie ma koloru wyjścia)",
            "void": " (nie ma koloru wyjścia)",
            "no_trumps": " (nie ma atutów)",
            "": "",
        }
        lead, *rest = plays
        then = "; ".join(f"{play.who} — {play.card}{notes[play.note]}" for play in rest)
        cards = f"wychodzi {lead.who} — {lead.card}{notes[lead.note]}; dalej {then}"
        cite = self.cite(x, "play.trick") if number == 1 else ""
        return f"Lewa {number}: {cards}. Bierze ją {winner}{cite}."

    def rest(self, x: Example, played: int, won: list[tuple[str, int]]) -> str:
        said = ", ".join(f"{who} {n}" for who, n in won)
        return f"Ostatnia lewa: {said}." if played == 1 else f"Pozostałe lewy ({played}): {said}."

    def point(self, x: Example, won: PointWon, name: dict[int, str], sides: dict[int, str]) -> str:
        title = self.language.point_title(won.point)
        cite = self.cite(x, f"points.{won.point}")
        to = sides[won.side] if won.side is not None else "nikt"
        worth = f" ({count(won.value, POINTS)})" if won.value != 1 and won.side is not None else ""
        why = ""
        if won.how in ("highest", "lowest", "card") and won.card:
            card = self.card(won.card)
            what = {
                "highest": f"najwyższy atut w grze: {card}",
                "lowest": f"najniższy atut w grze: {card}",
                "card": card,
            }[won.how]
            relation = {"holder": "na ręce", "capturer": "bierze w lewie", "player": "zagrywa"}
            if won.discarded_by >= 0:
                why = f"{what}, zrzuca: {name[won.discarded_by]} — nie jest w grze"
            elif not won.in_play and won.dealt_to >= 0:
                why = f"{what}, na ręce: {name[won.dealt_to]} — bez zagrania, więc nie jest w grze"
            elif not won.in_play:
                why = f"{what} — nie trafia do niczyjej ręki, więc nie jest w grze"
            else:
                why = f"{what}, {relation[won.credit]}: {name[won.seat]}"
        elif won.how == "count":
            totals = ", ".join(f"{sides[s]} {n}" for s, n in enumerate(won.counts))
            tie = {
                "": "",
                "pitcher": "; remis, punkt dla miotacza",
                "eldest": "; remis, punkt dla przodownika",
            }
            why = f"wartość wziętych kart: {totals}" + (
                "; remis" if won.side is None else tie[won.tie]
            )
        elif won.how == "turned_up" and won.card:
            why = f"odkryta karta: {self.card(won.card)}"
        elif won.how == "gift":
            why = "punkt darowany przez rozdającego"
        return (
            f"**{title}**{cite}: {why} → {to}{worth}."
            if why
            else f"**{title}**{cite} → {to}{worth}."
        )

    def contract(self, x: Example, pitcher: str, sides: dict[int, str]) -> str:
        own = x.side_of(x.pitcher)
        made = count(x.made_points[own], POINTS)
        if x.by_difference:
            said = ", ".join(f"{sides[side]} {n}" for side, n in enumerate(x.made_points))
            gainer = next((side for side in range(x.sides) if x.gain(side) > 0), None)
            scored = (
                "punkty są równe: nikt nie zapisuje"
                if gainer is None
                else f"zapisuje: {sides[gainer]}, {count(x.gain(gainer), POINTS)}"
            )
            if x.made:
                rule = self.cite(x, "scoring.difference")
                return (
                    f"Kontrakt {x.bid} ({pitcher}); zdobyte punkty: {said}. Kontrakt "
                    f"zrealizowany; strona z większą liczbą punktów zapisuje różnicę — "
                    f"{scored}{rule}."
                )
            rule = self.cite(x, "scoring.set")
            return (
                f"Kontrakt {x.bid} ({pitcher}); zdobyte punkty: {said}. Kontrakt "
                f"niezrealizowany — {scored}{rule}."
            )
        cite = self.cite(x, "scoring.contract")
        side = sides[own]
        if x.made:
            return (
                f"Kontrakt {x.bid} ({pitcher}); zdobywa {side}: {made} — kontrakt "
                f"zrealizowany{cite}."
            )
        before, after = x.scores_before[own], x.scores_after[own]
        return (
            f"Kontrakt {x.bid} ({pitcher}); zdobywa {side}: tylko {made} — cofnięcie o "
            f"{x.bid}, z {score(before)} na {score(after)}{cite}."
        )

    def scores(self, x: Example, scores: list[tuple[str, int]]) -> str:
        return "Wyniki po rozdaniu: " + ", ".join(f"{w} {score(s)}" for w, s in scores) + "."

    def outcome(self, x: Example, winner: str, reached: list[str]) -> str:
        cite = self.cite(x, "game.count_out") or self.cite(x, "game.target")
        wins = "wygrywają" if x.partnerships else "wygrywa"
        match x.won_by:
            case "":
                return "Nikt nie osiąga celu: partia trwa dalej."
            case "target":
                cite = self.cite(x, "game.target")
                return f"Cel osiąga tylko {winner} — {wins} partię{cite}."
            case "pitcher_first":
                return (
                    f"Cel osiągają: {self.sides_named(x, reached)}; kontrakt zrealizowany, więc "
                    f"{self.role(x.maker)} "
                    f"liczy się pierwszy: {wins} {winner}{cite}."
                )
            case "count_out":
                return (
                    f"Cel osiągają w tym samym rozdaniu: {self.sides_named(x, reached)}; przy "
                    "liczeniu "
                    f"punktów po kolei najwcześniej do celu dochodzi {winner} — {wins} "
                    f"partię{cite}."
                )
            case "higher_score":
                return (
                    f"Cel osiągają: {self.sides_named(x, reached)}; wygrywa wyższy wynik: "
                    f"{winner}{cite}."
                )
            case "at_once":
                cite = self.cite(x, "game.at_once")
                return (
                    f"Punkt zdobyty w trakcie rozgrywki daje cel: {winner}; partia kończy się od "
                    f"razu{cite}."
                )
        return f"Partię {wins} {winner}{self.cite(x, 'game.instant')}."

    def payouts(self, x: Example, net: list[tuple[str, int]]) -> str:
        said = ", ".join(f"{who} {chips(net_)}" for who, net_ in net)
        return f"Rozliczenie w żetonach{self.cite(x, 'settle.chips')}: {said}."
