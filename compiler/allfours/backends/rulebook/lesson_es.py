"""The teaching parts of a page in Spanish, in the words of `spanish.GLOSSARY`."""

from __future__ import annotations

from allfours.backends.rulebook.example import Example, PointWon
from allfours.backends.rulebook.lesson import (
    Phrases,
    Play,
    capital,
    chips,
    score,
)
from allfours.backends.rulebook.spanish import _RANK_NAMES, _SUIT_NAMES, GLOSSARY, Spanish, _rank
from allfours.runtime import events as e

_PRIVILEGE = GLOSSARY["dealer's privilege"]
_JOKERS = {"JK": "el comodín", "HJ": "el comodín alto", "LJ": "el comodín bajo"}


class SpanishLessons(Phrases):
    language = Spanish()

    def role(self, maker: bool) -> str:
        """Who plays the contract: the maker, who names trump, or the pitcher."""
        return GLOSSARY["maker" if maker else "pitcher"]

    def card(self, code: str) -> str:
        if code in _JOKERS:
            return _JOKERS[code]
        return f"{_rank(code[:-1])} de {_SUIT_NAMES[code[-1]]}"

    def rank(self, rank: str) -> str:
        return _RANK_NAMES[rank][0]

    def suit(self, code: str) -> str:
        return _SUIT_NAMES[code]

    def setting(self, x: Example, who: list[str], scores: list[tuple[str, int]]) -> str:
        *others, dealer = who
        target = f"que se descuenta de {x.target} a 0" if x.countdown else f"a {x.target}"
        said = ", ".join(f"{name} {score(points)}" for name, points in scores)
        side = "izquierda" if x.turn == 1 else "derecha"
        seats = (
            f"Juegan {self.names(who)}; reparte {dealer}, y {others[0]}, a su {side}, es quien "
            "juega primero"
        )
        if x.partnerships:
            seats += (
                "; los compañeros se sientan frente a frente"
                if x.players == 2 * x.sides
                else "; los compañeros se sientan alternados"
            )
        return (
            f"{seats}. Es el final de una partida {target}, y las puntuaciones son {said}. "
            "Esta es la mano que la termina."
        )

    def before_play(self, x: Example, event: e.Event, name: dict[int, str]) -> str:
        dealer = name[x.dealer]
        match event:
            case e.Bid(seat=seat, action="pass"):
                return f"{name[seat]} pasa."
            case e.Bid(seat=seat, action=action):
                return f"{name[seat]} oferta {action.removeprefix('bid ')}."
            case e.SaleAnswered(seat=seat, action="sell", price=price):
                return f"{name[seat]} vende la salida por {price}."
            case e.SaleAnswered(seat=seat, action="refuse", price=price):
                return f"{name[seat]} rechaza {price} y se queda la salida."
            case e.Contract(pitcher=pitcher, bid=None) if x.turned_up:
                return f"{name[pitcher]} sale a la primera baza."
            case e.Contract(pitcher=pitcher, bid=None):
                return f"{name[pitcher]} lanza, sin contrato."
            case e.Contract(pitcher=pitcher, bid=bid):
                cite = self.cite(x, "auction.contract")
                return f"{name[pitcher]} es el {self.role(x.maker)}, con una oferta de {bid}{cite}."
            case e.CardTurnedUp(card=card, set_aside=True):
                return (
                    f"La siguiente carta vuelta, {self.card(card)}, es del mismo palo: se aparta."
                )
            case e.CardTurnedUp(card=card):
                return f"{dealer} vuelve {self.card(card)}."
            case e.Begged(seat=seat, action="stand"):
                return f"{name[seat]} se planta: el palo de la muestra es triunfo."
            case e.Begged(seat=seat, action="beg"):
                return f"{name[seat]} pide{self.cite(x, 'beg.beg')}."
            case e.Begged(seat=seat, action="give"):
                return f"{name[seat]} regala un punto en vez de correr las cartas."
            case e.Begged(seat=seat, action="run"):
                cite = self.cite(x, "beg.run")
                return (
                    f"{name[seat]} corre las cartas: más cartas para cada uno y una nueva "
                    f"muestra{cite}."
                )
            case e.TrumpFixed(suit=suit, seat=seat, how="named"):
                return (
                    f"{name[seat]} elige {self.suit(suit)} como "
                    f"triunfo{self.cite(x, 'trump.named')}."
                )
            case e.TrumpFixed(suit=suit, how="turn_up" | "top_of_stock"):
                return f"Triunfo: {self.suit(suit)}."
        return ""

    def run_dealt(self, x: Example, cards: list[tuple[str, list[str]]]) -> str:
        said = "; ".join(f"{who}, {self.names(got)}" for who, got in cards)
        return f"Las cartas corridas: {said}."

    def privilege(self, x: Example, dealer: str, bid: int) -> str:
        cite = self.cite(x, "auction.privilege")
        return f"{dealer}, que reparte, se queda el contrato en {bid}: el {_PRIVILEGE}{cite}."

    def exchanges(self, x: Example, counts: list[tuple[str, int, int, bool]]) -> str:
        said = "; ".join(
            f"{who} roba {drew} y se descarta de {out}"
            if first
            else f"{who} se descarta de {out} y roba {drew}"
            if drew
            else f"{who} se descarta de {out}"
            for who, out, drew, first in counts
        )
        return f"{'Descartes y robos' if any(c[2] for c in counts) else 'Descartes'}: {said}."

    def trick(self, x: Example, number: int, plays: list[Play], winner: str) -> str:
        notes = {
            "pitch": f" (la carta lanzada: triunfo {self.suit(x.trump)})",
            "trumps": " (triunfa, aunque podía seguir el palo)",
            "void_trumps": " (triunfa: no tiene del palo de salida)",
            "void": " (no tiene del palo de salida)",
            "no_trumps": " (no tiene triunfos)",
            "": "",
        }
        lead, *rest = plays
        then = "; ".join(f"{play.who}, {play.card}{notes[play.note]}" for play in rest)
        cards = f"{lead.who} sale con {lead.card}{notes[lead.note]}; después, {then}"
        cite = self.cite(x, "play.trick") if number == 1 else ""
        return f"Baza {number}: {cards}. La gana {winner}{cite}."

    def rest(self, x: Example, played: int, won: list[tuple[str, int]]) -> str:
        said = ", ".join(f"{who} {count}" for who, count in won)
        return f"La última baza: {said}." if played == 1 else f"Las otras {played} bazas: {said}."

    def point(self, x: Example, won: PointWon, name: dict[int, str], sides: dict[int, str]) -> str:
        title = self.language.point_title(won.point)
        cite = self.cite(x, f"points.{won.point}")
        to = sides[won.side] if won.side is not None else "nadie"
        worth = f" ({won.value} puntos)" if won.value != 1 and won.side is not None else ""
        why = ""
        if won.how in ("highest", "lowest", "card") and won.card:
            card = self.card(won.card)
            what = {
                "highest": f"el triunfo más alto en juego es {card}",
                "lowest": f"el triunfo más bajo en juego es {card}",
                "card": card,
            }[won.how]
            feminine = won.card[:-1] in _RANK_NAMES and _RANK_NAMES[won.card[:-1]][1]
            ending = "a" if feminine and won.how == "card" else "o"
            relation = {
                "holder": f"repartid{ending} a",
                "capturer": f"ganad{ending} en baza por",
                "player": f"jugad{ending} por",
            }
            if won.discarded_by >= 0:
                discarded = f"descartad{ending} por {name[won.discarded_by]}"
                why = f"{what}, {discarded}: no está en juego"
            elif not won.in_play and won.dealt_to >= 0:
                why = f"{what}, en la mano de {name[won.dealt_to]}, pero sin jugarse"
            elif not won.in_play:
                why = f"{what}, que no llegó a ninguna mano: no está en juego"
            else:
                why = f"{what}, {relation[won.credit]} {name[won.seat]}"
        elif won.how == "count":
            totals = ", ".join(f"{sides[s]} {count}" for s, count in enumerate(won.counts))
            tie = {
                "": "",
                "pitcher": "; empate, para el lanzador",
                "eldest": "; empate, para el mano",
            }
            why = f"cartas que cuentan ganadas: {totals}" + (
                "; empate" if won.side is None else tie[won.tie]
            )
        elif won.how == "turned_up" and won.card:
            why = f"la muestra es {self.card(won.card)}"
        elif won.how == "gift":
            why = "el regalo de quien reparte"
        return (
            f"**{title}**{cite}: {why} → {to}{worth}."
            if why
            else f"**{title}**{cite} → {to}{worth}."
        )

    def contract(self, x: Example, pitcher: str, sides: dict[int, str]) -> str:
        own = x.side_of(x.pitcher)
        points = x.made_points[own]
        if x.by_difference:
            said = ", ".join(f"{sides[side]} {n}" for side, n in enumerate(x.made_points))
            gainer = next((side for side in range(x.sides) if x.gain(side) > 0), None)
            if gainer is None:
                scored = "los puntos están igualados: nadie anota"
            else:
                verb = "anotan" if x.partnerships else "anota"
                scored = f"{sides[gainer]} {verb} {x.gain(gainer)}"
            if x.made:
                rule = self.cite(x, "scoring.difference")
                return (
                    f"{pitcher} ofertó {x.bid}; puntos hechos: {said}. La oferta se cumple, y "
                    f"el equipo con más puntos anota la diferencia: {scored}{rule}."
                )
            rule = self.cite(x, "scoring.set")
            return (
                f"{pitcher} ofertó {x.bid}; puntos hechos: {said}. La oferta no se cumple: "
                f"{scored}{rule}."
            )
        cite = self.cite(x, "scoring.contract")
        who = f"{sides[own]} hicieron" if x.partnerships else "hizo"
        if x.made:
            return f"{pitcher} ofertó {x.bid} y {who} {points}: oferta cumplida{cite}."
        before, after = x.scores_before[own], x.scores_after[own]
        return (
            f"{pitcher} ofertó {x.bid} pero {who} solo {points}: retrasado: se restan {x.bid}, de "
            f"{score(before)} a {score(after)}{cite}."
        )

    def scores(self, x: Example, scores: list[tuple[str, int]]) -> str:
        return "Puntuaciones tras la mano: " + ", ".join(f"{w} {score(s)}" for w, s in scores) + "."

    def outcome(self, x: Example, winner: str, reached: list[str]) -> str:
        cite = self.cite(x, "game.count_out") or self.cite(x, "game.target")
        wins, reaches = ("ganan", "llegan") if x.partnerships else ("gana", "llega")
        match x.won_by:
            case "":
                return "Nadie ha llegado a la meta: la partida sigue."
            case "target":
                return (
                    f"Solo {winner} {reaches} a la meta, y {wins} la "
                    f"partida{self.cite(x, 'game.target')}."
                )
            case "pitcher_first":
                return (
                    f"Llegan a la meta {self.sides_named(x, reached)}; el {self.role(x.maker)} "
                    "cumplió "
                    f"su oferta y cuenta primero: {wins} {winner}{cite}."
                )
            case "count_out":
                return (
                    f"Llegan a la meta en la misma mano {self.sides_named(x, reached)}; contando "
                    "los "
                    f"puntos uno a uno en orden, {reaches} primero {winner}, y {wins}{cite}."
                )
            case "higher_score":
                return (
                    f"Llegan a la meta {self.sides_named(x, reached)}: gana la puntuación más "
                    "alta, la "
                    f"de {winner}{cite}."
                )
            case "at_once":
                cite = self.cite(x, "game.at_once")
                return (
                    f"Un punto anotado durante el juego lleva a {winner} a la meta: la partida "
                    f"termina en el acto{cite}."
                )
        return f"{capital(wins)} la partida {winner}{self.cite(x, 'game.instant')}."

    def payouts(self, x: Example, net: list[tuple[str, int]]) -> str:
        said = ", ".join(f"{who} {chips(net_)}" for who, net_ in net)
        return f"Liquidación en fichas{self.cite(x, 'settle.chips')}: {said}."
