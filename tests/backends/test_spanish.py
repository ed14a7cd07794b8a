"""The Spanish rulebook: every variant renders in the seed's words, with no English left.

The seed document (seeds/000_8d91211e0578f16b.txt) is the Spanish original of the rules;
its terms (lanzador, mancha, en el hoyo, retrasado, ...) are the seed's, as the catalogs hold them.
"""

from __future__ import annotations

import itertools
import random
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from allfours import ir
from allfours.backends.rulebook.facts import plan
from allfours.backends.rulebook.language import Language, sections
from allfours.backends.rulebook.page import render_page
from allfours.pipeline import check_variant, variant_files
from allfours.runtime import model
from allfours.semantic.resolve import Loader

ROOT = Path(__file__).resolve().parents[2]
VARIANT_IDS = [path.stem for path in variant_files(ROOT / "variants")]
SPANISH = Language("es")

# Words of the English rule sentences that must never reach a Spanish rule. None of them
# is a Spanish word; code spans (`sell`, `AS`) and placeholders are removed before checking.
ENGLISH = re.compile(
    r"\b(the|and|of|to|is|are|with|each|every|when|if|player|players|pitcher|pitches|trump|"
    r"trumps|trick|tricks|bid|bids|bidder|dealer|smudge|smudger|hand|score|scores|point|"
    r"points|chip|chips|side|sides|wins|winner|game|high|low|jack|joker|set back|hole|"
    r"partner|partners|partnership|target|seat|seats|pack|card|cards|deal|deals|pass|passes|"
    r"contract|auction|suit|lead|led|rule|rules|settlement)\b",
    re.IGNORECASE,
)
# Number words that do not agree with their noun: "un cartas", "una punto", "uno fichas".
BAD_AGREEMENT = re.compile(
    r"\b(un|uno|una) (cartas|fichas|puntos|bazas|jugadores|equipos)\b"
    r"|\b(un|uno) (carta|ficha|baza|oferta|mancha)\b"
    r"|\buna (punto|triunfo|jugador|equipo|comodín)\b"
    r"|\b(dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|cero) (carta|ficha|punto|baza)\b"
)
# Prepositions that Spanish contracts: "de el lanzador" is "del lanzador".
UNCONTRACTED = re.compile(r"\b(de|a) el\b")


@cache
def _variant(variant_id: str) -> ir.Variant:
    checked = check_variant(ROOT / "variants" / f"{variant_id}.variant", Loader())
    assert checked.variant is not None, [d.message for d in checked.diagnostics]
    return checked.variant


def _with(v: ir.Variant, **settings: Any) -> ir.Variant:
    """`v` with some settings changed, each named by its flat name: `privilege` (none,
    match, match_except_smudge, match_even_smudge), `auction` (none, once_around, sell),
    `smudge_bid` (None or the bid) and `smudge_*`, `countdown`, `count_out_*`, ...; each
    is put where it lives in the variant's rules (`v.rules`)."""
    r = v.rules
    auction, smudge = r.auction, r.auction.smudge if r.auction else None
    flat: dict[str, Any] = {
        "auction": auction.kind if auction else "none",
        "privilege": "none"
        if auction is None or auction.privilege == "none"
        else "match"
        if smudge is None
        else "match_even_smudge"
        if smudge.dealer_may_match
        else "match_except_smudge",
        "all_pass": auction.all_pass if auction else "stick_the_dealer",
        "smudge_bid": smudge.bid if smudge else None,
        "smudge_wins_game": smudge.wins_game if smudge else False,
        "smudge_unless_in_hole": smudge.unless_in_hole if smudge else False,
        "smudge_scores_bid": smudge.scores_bid if smudge else False,
        "smudge_needs_every_trick": smudge.needs_every_trick if smudge else False,
        "smudge_set_loses": smudge.set_loses if smudge else False,
        "hand_size": r.deal.hand_size,
        "packet_size": r.deal.packet_size,
        "deal_rotation": r.deal.rotation,
        "plain_lead": r.play.plain_lead,
        "points": r.points,
        "countdown": r.scoring.direction == "down",
        "all_points_wins_game": r.game.all_points_wins,
        "count_out_mode": r.game.count_out.mode,
        "count_out_pitcher_first": r.game.count_out.pitcher_first,
        "count_out_order": r.game.count_out.order,
        "settle_above_zero": r.settlement.above_zero if r.settlement else None,
        "settle_at_or_below_zero": r.settlement.at_or_below_zero if r.settlement else None,
        "setback_chips": r.settlement.per_setback if r.settlement else None,
        "smudge_double": r.settlement.smudge_double if r.settlement else False,
    }
    assert set(settings) <= set(flat), set(settings) - set(flat)
    flat.update(settings)
    new_smudge = (
        None
        if flat["smudge_bid"] is None
        # the smudge's other settings (what it does from the hole, say) are kept as they are
        else (r.auction.smudge if r.auction and r.auction.smudge else model.Smudge(0))._replace(
            bid=flat["smudge_bid"],
            wins_game=flat["smudge_wins_game"],
            unless_in_hole=flat["smudge_unless_in_hole"],
            scores_bid=flat["smudge_scores_bid"],
            needs_every_trick=flat["smudge_needs_every_trick"],
            dealer_may_match=flat["privilege"] == "match_even_smudge",
            set_loses=flat["smudge_set_loses"],
        )
    )
    new_auction = None
    if flat["auction"] != "none":
        assert auction is not None, "a variant without an auction has no bids to keep"
        new_auction = auction._replace(
            kind=flat["auction"],
            privilege="none" if flat["privilege"] == "none" else "match",
            smudge=new_smudge,
            all_pass=flat["all_pass"],
        )
    rules = r._replace(
        auction=new_auction,
        deal=r.deal._replace(
            hand_size=flat["hand_size"],
            packet_size=flat["packet_size"],
            rotation=flat["deal_rotation"],
        ),
        play=r.play._replace(plain_lead=flat["plain_lead"]),
        points=flat["points"],
        scoring=r.scoring._replace(direction="down" if flat["countdown"] else "up"),
        game=r.game._replace(
            all_points_wins=flat["all_points_wins_game"],
            count_out=r.game.count_out._replace(
                mode=flat["count_out_mode"],
                pitcher_first=flat["count_out_pitcher_first"],
                order=flat["count_out_order"],
            ),
        ),
        settlement=None
        if flat["settle_above_zero"] is None
        else model.Settlement(
            flat["settle_above_zero"],
            flat["settle_at_or_below_zero"],
            flat["setback_chips"],
            flat["smudge_double"],
        ),
    )
    return v._replace(rules=rules)


@pytest.mark.parametrize("variant_id", VARIANT_IDS)
def test_changing_no_setting_changes_nothing(variant_id: str) -> None:
    """`_with` reads every setting it can change back from the rules it rebuilds."""
    v = _variant(variant_id)
    assert _with(v) == v


def _rule_texts(v: ir.Variant) -> list[tuple[str, str]]:
    # each rule as an implementer reads it, with its notes (a page shows them apart)
    return [(rule.number, rule.said) for section in sections(v, SPANISH) for rule in section.rules]


def _prose(text: str) -> str:
    """The words of a sentence: code spans and format placeholders removed."""
    return re.sub(r"`[^`]*`|\{[a-z_]+\}", " ", text)


def _english_left(text: str) -> list[str]:
    return ENGLISH.findall(_prose(text))


def _rule_numbers(page: str) -> list[str]:
    return re.findall(r"<a id=\"[^\"]+\"></a>\*\*([A-Z]+-\d+\.\d+)\*\*", page)


def _cited_numbers(page: str) -> list[str]:
    """Every rule number on the page: the numbered rules, the 'how it differs' list, citations."""
    return sorted(set(re.findall(r"\b[A-Z]{1,6}-\d+\.\d+\b", page)))


@pytest.mark.parametrize("variant_id", VARIANT_IDS)
def test_every_bundled_variant_renders(variant_id: str) -> None:
    v = _variant(variant_id)
    page = render_page(v, SPANISH)
    titles = dict(SPANISH.section_titles())
    down = v.rules.discard_down
    if down is not None and not down.kitty:  # Smear: nobody draws, the players discard
        titles["draw"] = "El descarte"
    for section in plan(v).sections:  # the sections with rules, numbered by the layout
        assert f"\n## {section.number}. {titles[section.id]}\n" in page
    assert "Variante `" in page
    assert "None" not in page
    assert page.endswith("\n")


@pytest.mark.parametrize("variant_id", VARIANT_IDS)
def test_rule_numbers_are_the_english_pages(variant_id: str) -> None:
    v = _variant(variant_id)
    english, spanish = render_page(v, Language("en")), render_page(v, SPANISH)
    assert _rule_numbers(spanish) == _rule_numbers(english)
    assert _rule_numbers(spanish)
    assert _cited_numbers(spanish) == _cited_numbers(english)
    anchors = re.compile(r'<a id="([^"]+)"></a>')
    assert anchors.findall(spanish) == anchors.findall(english)


@pytest.mark.parametrize("variant_id", VARIANT_IDS)
def test_no_english_left_in_the_rules(variant_id: str) -> None:
    v = _variant(variant_id)
    for number, text in _rule_texts(v):
        assert not _english_left(text), (number, text)
        assert not BAD_AGREEMENT.search(text), (number, text)
        assert not UNCONTRACTED.search(text), (number, text)
    page = SPANISH.page_text()
    values = {"id": "x", "base": "[X](x.md)", "base_title": "X", "prefix": "XX", "module": "m"}
    keys: tuple[str, ...] = ("generated", "variant", "built_on", "numbering", "differs_title")
    keys += ("differs_intro", "differs_none", "full_rulebook", "source_title", "source_intro")
    said = [page.fmt(key, source="s", link="l", **values) for key in keys]
    for text in [*SPANISH.section_titles().values(), *said]:
        assert not _english_left(text.replace("@generated", "")), text


def test_the_english_detector_finds_every_english_rule() -> None:
    """The check above is only as good as its word list: every English rule trips it."""
    for variant_id in VARIANT_IDS:
        for section in sections(_variant(variant_id), Language("en")):
            for rule in section.rules:
                assert _english_left(rule.said), rule.number


def test_the_brief_s_english_phrases_are_gone() -> None:
    for variant_id in VARIANT_IDS:
        rules = "\n".join(_prose(text) for _, text in _rule_texts(_variant(variant_id)))
        for phrase in (" the pitcher", " trump", "Bids run", "set back", "in the hole"):
            assert phrase not in rules, (variant_id, phrase)
        assert not re.search(r"\bdealer\b", rules), variant_id


def test_auction_pitch_speaks_the_seed_s_words() -> None:
    page = render_page(_variant("auction_pitch"), SPANISH)
    rules = "\n".join(text for _, text in _rule_texts(_variant("auction_pitch")))
    # The seed's four terms, in any of their forms.
    assert re.search(r"\blanzador(es)?\b", rules)
    assert re.search(r"\bmancha(s|r|dor|do|ó)?\b", rules)
    assert re.search(r"«en el hoyo»", rules)
    assert re.search(r"\bretrasad[oa]s?\b", rules)
    # The seed's words for the rest of the game (the seed document is the oracle: the
    # catalogs hold them, and no list in the code repeats them).
    for word in (
        "triunfo",
        "palo de triunfo",
        "baza",
        "oferta",
        "pujar",
        "pasar",
        "mejor postor",
        "subasta",
        "contrato",
        "el que reparte",
        "privilegio del que reparte",
        "palo",
        "seguir el palo",
        "mano",
        "puntuación",
        "ficha",
        "manchador",
        "Alto",
        "Bajo",
        "Jota",
        "Juego",
    ):
        assert word.lower() in rules.lower(), word
    for point_id, name in (("high", "Alto"), ("low", "Bajo"), ("jack", "Jota"), ("game", "Juego")):
        assert SPANISH.point_title(point_id) == name
        assert f"**{name}**" in page
    assert "el orden Alto, Bajo, Jota y Juego" in rules


def test_every_rule_of_the_seed_is_stated() -> None:
    """The seed's rules, sentence by sentence, as the Spanish page states them."""
    rules = dict(_rule_texts(_variant("auction_pitch")))
    assert "de tres en tres" in rules["AP-2.1"] and "seis cartas" in rules["AP-2.1"]
    assert "pasa a la izquierda" in rules["AP-2.3"]
    assert "empieza por el jugador de la izquierda del que reparte" in rules["AP-3.1"]
    assert "pujar o pasar" in rules["AP-3.1"]
    assert "de 2 a 4" in rules["AP-3.2"] and "más alta que todas las anteriores" in rules["AP-3.2"]
    assert "igualar la oferta más alta" in rules["AP-3.3"]
    assert "salvo si es una mancha" in rules["AP-3.3"]
    assert "«mancha»" in rules["AP-3.4"] and "no se le puede quitar" in rules["AP-3.4"]
    assert "ni siquiera el que reparte" in rules["AP-3.4"]
    assert "mejor postor" in rules["AP-3.6"] and "lanzador" in rules["AP-3.6"]
    assert "carta «lanzada»" in rules["AP-4.1"] and "palo de triunfo" in rules["AP-4.1"]
    assert "jugar un triunfo si puede" in rules["AP-4.2"]
    assert "triunfar" in rules["AP-4.3"] and "cualquier carta" in rules["AP-4.3"]
    assert "gana la baza" in rules["AP-4.4"].lower() and "sale a la siguiente" in rules["AP-4.4"]
    assert "salvo el lanzador" in rules["AP-6.1"]
    assert "«retrasado» por el monto de la oferta" in rules["AP-6.2"]
    assert "«en el hoyo»" in rules["AP-6.3"] and "círculo" in rules["AP-6.3"]
    assert "La meta es 7 puntos" in rules["AP-7.1"]
    assert "en el hoyo" in rules["AP-7.2"] and "manchador" in rules["AP-7.2"]
    assert "Primero cuentan los puntos del lanzador" in rules["AP-7.3"]
    assert "una ficha" in rules["AP-8.1"] and "dos fichas" in rules["AP-8.1"]


def test_scores_counting_down_take_points_off_and_put_set_backs_on() -> None:
    rules = dict(_rule_texts(_variant("pitch_smudge")))
    assert (
        rules["PS-6.1"]
        == "Cada jugador, salvo el lanzador, resta de su puntuación los puntos que hizo."
    )
    assert "la oferta se suma a su puntuación" in rules["PS-6.2"]
    assert "Una puntuación de más de 7 está «en el hoyo»" in rules["PS-6.3"]
    assert "llegan a 0 en la misma mano" in rules["PS-7.3"]
    up = dict(_rule_texts(_variant("auction_pitch")))
    assert "la oferta se resta de su puntuación" in up["AP-6.2"]


def test_a_smudge_of_every_point_states_its_consequence() -> None:
    """AP-6.5: a smudge of 4 needs all four points; without the jack in play it is set back."""
    rules = dict(_rule_texts(_variant("auction_pitch")))
    assert "solo se cumple ganando los cuatro puntos" in rules["AP-6.2"]
    assert "si la jota de triunfo no está en juego" in rules["AP-6.2"]
    assert "queda retrasado en cuatro puntos" in rules["AP-6.2"]
    joker = dict(_rule_texts(_variant("auction_pitch_joker")))  # a smudge of 4, five points
    assert "solo se cumple" not in joker["APJ-6.2"]


def test_a_plain_privilege_never_takes_a_smudge() -> None:
    """The engine never lets the dealer match a smudge unless the privilege says "even"."""
    v = _with(_variant("auction_pitch"), privilege="match")
    assert "salvo si es una mancha" in dict(_rule_texts(v))["AP-3.3"]
    v = _with(v, privilege="match_even_smudge")
    rules = dict(_rule_texts(v))
    assert "aunque sea una mancha" in rules["AP-3.3"]
    assert "salvo el que reparte para igualarla" in rules["AP-3.4"]


def test_known_point_names_are_the_seed_s_words() -> None:
    names = ("Alto", "Bajo", "Jota", "Juego", "Comodín")
    for point_id, name in zip(("high", "low", "jack", "game", "joker"), names, strict=True):
        assert SPANISH.point_title(point_id) == name
    assert SPANISH.point_title("queen_of_hearts") == "Queen of hearts"
    joker = dict(_rule_texts(_variant("auction_pitch_joker")))
    assert joker["APJ-5.5"].startswith("**Comodín**: el comodín,")
    assert "Alto, Bajo, Jota, Comodín y Juego" in joker["APJ-7.3"]


HOSTILE_ID = "<script>alert(1)</script> *bold* [x](y) {{ 7*7 }} {% raw %} `code` # h"


def test_hostile_point_names_are_escaped() -> None:
    base = _variant("auction_pitch")
    hostile = model.Point(HOSTILE_ID, model.TrumpCard("Q"), "capturer")
    v = _with(
        base,
        points=(*base.rules.points, hostile),
        count_out_order=(*base.rules.game.count_out.order, HOSTILE_ID),
    )
    page = render_page(v, SPANISH)
    assert "<script>" not in page and "</script>" not in page
    assert "{{" not in page and "{%" not in page
    said = " ".join(text for _, text in _rule_texts(v))
    assert said.count("&lt;script&gt;") == 3  # the point's title twice, the count-out order
    assert page.count("&lt;script&gt;") >= 3  # (and any worked example)
    assert "\\*bold\\*" in page and "\\[x\\](y)" in page and "\\`code\\`" in page
    rules = dict(_rule_texts(v))
    assert rules["AP-5.5"].startswith("**&lt;script&gt;")
    assert "la reina de triunfo" in rules["AP-5.5"]


def test_number_words_agree_with_their_nouns() -> None:
    base = _variant("auction_pitch")
    one = _with(base, packet_size=1, hand_size=1, settle_above_zero=1, settle_at_or_below_zero=3)
    rules = dict(_rule_texts(_with(one, setback_chips=1)))
    assert "de una en una" in rules["AP-2.1"] and "tenga una carta." in rules["AP-2.1"]
    assert rules["AP-4.5"] == "Se juega una sola baza."
    assert "una ficha de cada" in rules["AP-8.1"] and "tres fichas de cada" in rules["AP-8.1"]
    assert "una ficha adicional" in rules["AP-8.2"]
    rules = dict(_rule_texts(_with(base, setback_chips=2)))
    assert "dos fichas adicionales" in rules["AP-8.2"]
    assert "de tres en tres" in rules["AP-2.1"] and "seis cartas" in rules["AP-2.1"]
    assert "k de estos cuatro puntos" in rules["AP-5.5"]
    single = dict(_rule_texts(_with(base, points=base.rules.points[:1], count_out_order=("high",))))
    assert "1 punto" in single["AP-5.2"]
    partners = dict(_rule_texts(_variant("partnership_pitch")))
    assert partners["PP-1.1"].startswith("Cuatro jugadores en dos equipos de dos (parejas)")
    racehorse = dict(_rule_texts(_variant("racehorse_pitch")))
    assert "Una baraja de 32 cartas: cada palo del as al siete" in racehorse["RP-1.3"]


def test_partnership_pages_speak_of_sides() -> None:
    rules = dict(_rule_texts(_variant("partnership_pitch")))
    assert (
        rules["PP-6.1"] == "Cada equipo, salvo el equipo del lanzador, anota los puntos que hizo."
    )
    assert "(y, por tanto, para su equipo)" in rules["PP-5.1"]
    assert (
        "Cada jugador de un equipo perdedor paga a cada jugador del equipo ganador"
        in (rules["PP-8.1"])
    )
    assert "el equipo del lanzador gana todos los puntos y todas las bazas" in rules["PP-3.4"]


def _combinations() -> list[tuple[str, ir.Variant]]:
    """Every setting the rulebook words differently, in every combination, on three bases."""
    smudges: list[dict[str, object]] = [
        {"smudge_bid": None},
        {"smudge_bid": 4},
        {"smudge_bid": 4, "smudge_wins_game": True},
        {"smudge_bid": 4, "smudge_wins_game": True, "smudge_unless_in_hole": True},
        {"smudge_bid": 4, "smudge_scores_bid": True, "smudge_needs_every_trick": True},
    ]
    count_outs: list[dict[str, object]] = [
        {"count_out_mode": "higher_score"},
        {"count_out_mode": "in_order", "count_out_pitcher_first": True},
        {"count_out_mode": "in_order", "count_out_pitcher_first": False},
    ]
    found = []
    for base_id in ("auction_pitch", "auction_pitch_joker", "partnership_pitch"):
        base = _with(
            _variant(base_id),
            smudge_wins_game=False,
            smudge_unless_in_hole=False,
            smudge_scores_bid=False,
            smudge_needs_every_trick=False,
        )
        for auction, privilege, smudge, all_pass, countdown, count_out, extra in itertools.product(
            ("once_around", "none", "sell"),
            ("none", "match", "match_except_smudge", "match_even_smudge"),
            smudges,
            (
                "stick_the_dealer",
                "redeal_by_next_dealer",
                "redeal_by_same_dealer",
                "eldest_pitches",
            ),
            (False, True),
            count_outs,
            (False, True),
        ):
            v = _with(
                base,
                auction=auction,
                privilege=privilege,
                all_pass=all_pass,
                countdown=countdown,
                all_points_wins_game=extra,
                setback_chips=2 if extra else 0,
                plain_lead="must_follow" if extra else "follow_or_trump",
                deal_rotation=-1 if extra else (0 if countdown else 1),
                **smudge,
                **count_out,
            )
            found.append((f"{base_id}:{auction}:{privilege}:{smudge}:{all_pass}", v))
    return found


def test_every_combination_of_settings_reads_as_spanish(full: bool) -> None:
    """Every combination with `--full`; the default run reads a seeded twentieth of them
    (432: each value of each setting here in dozens of them)."""
    combinations = _combinations()
    assert len(combinations) == 3 * 3 * 4 * 5 * 4 * 2 * 3 * 2
    if not full:
        combinations = random.Random(20).sample(combinations, len(combinations) // 20)
    english = Language("en")
    seen: dict[str, tuple[str, str]] = {}  # each distinct sentence, checked once below
    for label, v in combinations:
        spanish_rules = _rule_texts(v)
        english_rules = [r.number for s in sections(v, english) for r in s.rules]
        assert [number for number, _ in spanish_rules] == english_rules, label
        for number, text in spanish_rules:
            seen.setdefault(text, (label, number))
    assert len(seen) > 100
    for text, (label, number) in seen.items():
        assert not _english_left(text), (label, number, text)
        assert not BAD_AGREEMENT.search(text), (label, number, text)
        assert not UNCONTRACTED.search(text), (label, number, text)
        assert "  " not in text and "None" not in text and " ." not in text, (label, number)
        assert text.endswith("."), (label, number, text)
        assert text[0].isupper() or text.startswith("**"), (label, number, text)


# -- the turn-up line: Seven-Up, All Fours and their relatives ------------------------------


def test_seven_up_speaks_as_spanish_card_tables_do() -> None:
    """The turn-up line's words: mano, la muestra, plantarse («me quedo»), pedir, regalar
    un punto, correr las cartas (dar de nuevo), el mazo, el que reparte."""
    rules = dict(_rule_texts(_variant("seven_up")))
    text = "\n".join(rules.values())
    for word in (
        "«mano»",
        "el mano",
        "la muestra",
        "plantarse («me quedo»",
        "pedir",
        "regala un punto",
        "correr las cartas",
        "dar de nuevo",
        "el mazo",
        "el que reparte",
        "se juntan las cartas",
        "se descarta",
    ):
        assert word in text, word
    # the seat numbering is a note for implementers, once, at the end of section 1's seats
    assert "izquierda del que reparte es «mano»" in rules["SU-1.2"]
    assert "puesto" not in rules["SU-1.2"]
    assert (
        "izquierda del que reparte es el puesto (puesto del que reparte + 1) mod n"
        in rules["SU-1.3"]
    )
    assert "el equipo 0 lo forman los puestos 0 y 2" in rules["SU-1.3"]
    assert "empezando por el mano" in rules["SU-2.1"] and "forman el mazo" in rules["SU-2.1"]
    assert "si la muestra es una jota, el equipo del que reparte" in rules["SU-2.3"]
    assert "pase lo que pase después con su palo" in rules["SU-2.3"]
    assert "los descartes (SU-4.1) nunca están en juego" in rules["SU-2.4"]
    assert "con tres, los dos contrarios del que reparte" in rules["SU-3.4"]
    assert "a la meta (7)" in rules["SU-3.5"]
    assert "Una carta apartada no da **Jota de muestra**" in rules["SU-3.7"]
    assert (
        "cinco veces con dos jugadores, tres veces con tres y dos veces con cuatro"
        in (rules["SU-3.8"])
    )
    assert "(**Jota de muestra**) se mantienen" in rules["SU-3.8"]
    assert "puede jugar cualquier carta" in rules["SU-5.3"]  # a void player need not trump
    assert "aunque otro equipo gane la baza" in rules["SU-6.4"]  # Low stays with its holder
    assert "(también a 0), nadie se lo anota" in rules["SU-6.7"]
    assert "solo **Jota de muestra** puede" in rules["SU-7.2"]
    assert "tras los puntos anotados en el acto" in rules["SU-7.3"]
    assert "No hay liquidación" in rules["SU-7.4"]
    assert "SU-8.1" not in rules  # the records section has no rule to state


def test_all_fours_differs_where_its_rules_say() -> None:
    rules = dict(_rule_texts(_variant("all_fours")))
    assert rules["AF-1.1"].startswith("Dos o cuatro jugadores")
    assert "AF-3.5" not in rules  # no limit on the gift
    assert "puede dar aunque el regalo lleve a un equipo a la meta" in rules["AF-3.4"]
    assert "se lo anota el equipo del mano" in rules["AF-6.7"]
    assert "La meta es 10 puntos" in rules["AF-7.1"]


def test_a_turn_to_the_right_is_said_everywhere() -> None:
    rules = dict(_rule_texts(_variant("trinidad_all_fours")))
    assert "El turno pasa a la derecha" in rules["TT-1.2"]
    assert "(puesto del que reparte - 1) mod n" in rules["TT-1.3"]
    assert "en sentido contrario al de las agujas del reloj" in rules["TT-2.1"]
    assert "a su derecha" in rules["TT-2.1"]
    assert "pasa a la derecha" in rules["TT-2.5"]


def _turned(v: ir.Variant, **changes: Any) -> ir.Variant:
    """A variant of the turn-up line with some settings changed: `turn`, `void`,
    `undertrump`, `discard_to`, `gift_limit`, `tie`, `countdown`, `hanged`, `partnered`."""
    r = v.rules
    assert r.begging is not None
    game = next(p for p in r.points if isinstance(p.select, model.MostCount))
    assert isinstance(game.select, model.MostCount)
    turn = changes.get("turn", 1)
    points = tuple(
        p._replace(select=game.select._replace(tie=changes.get("tie", game.select.tie)))
        if p.id == game.id
        else p._replace(hanged=changes.get("hanged", 0))
        if isinstance(p.select, model.TrumpCard)
        else p
        for p in r.points
    )
    rules = r._replace(
        table=r.table._replace(turn=turn, partnered=changes.get("partnered", r.table.partnered)),
        deal=r.deal._replace(rotation=turn),
        play=r.play._replace(
            void=changes.get("void", r.play.void),
            undertrump=changes.get("undertrump", r.play.undertrump),
        ),
        begging=r.begging._replace(
            gift_limit=changes.get("gift_limit", r.begging.gift_limit),
            discard_to=changes.get("discard_to", r.begging.discard_to),
        ),
        scoring=r.scoring._replace(direction="down" if changes.get("countdown") else "up"),
        points=points,
    )
    return v._replace(rules=rules)


def _turn_up_combinations() -> list[tuple[str, ir.Variant]]:
    found = []
    for base in ("seven_up", "all_fours", "trinidad_all_fours"):
        v = _variant(base)
        for turn, void, limit, tie, countdown, extra in itertools.product(
            (1, -1),
            ("any_card", "must_trump"),
            (False, True),
            ("nobody", "pitcher", "eldest"),
            (False, True),
            (False, True),
        ):
            changed = _turned(
                v,
                turn=turn,
                void=void,
                gift_limit=limit,
                tie=tie,
                countdown=countdown,
                undertrump="only_with_only_trumps" if extra else "allowed",
                discard_to=None if extra else 6,
                hanged=3 if extra else 0,
                partnered=() if extra and base == "seven_up" else v.rules.table.partnered,
            )
            found.append((f"{base}:{turn}:{void}:{limit}:{tie}:{countdown}:{extra}", changed))
    return found


def test_every_turn_up_setting_reads_as_spanish() -> None:
    english = Language("en")
    seen: dict[str, tuple[str, str]] = {}
    variants = [
        *_turn_up_combinations(),
        *((vid, _variant(vid)) for vid in ("california_jack", "shasta_sam", "nine_card_don")),
    ]
    for label, v in variants:
        spanish_rules = _rule_texts(v)
        assert [n for n, _ in spanish_rules] == [
            r.number for s in sections(v, english) for r in s.rules
        ], label
        for number, text in spanish_rules:
            seen.setdefault(text, (label, number))
    assert len(seen) > 100
    for text, (label, number) in seen.items():
        assert not _english_left(text), (label, number, text)
        assert not BAD_AGREEMENT.search(text), (label, number, text)
        assert not UNCONTRACTED.search(text), (label, number, text)
        assert "  " not in text and "None" not in text and " ." not in text, (label, number)
        assert "{" not in text and "}" not in text, (label, number, text)  # no placeholder
        assert text.endswith("."), (label, number, text)
        assert text[0].isupper() or text.startswith("**"), (label, number, text)


# -- the Pedro line: Cinch ---------------------------------------------------------------------


def test_cinch_speaks_as_spanish_card_tables_do() -> None:
    """The Pedro line's words: el declarante, el Pedro derecho y el Pedro izquierdo (el
    cinco del otro palo del mismo color), descartarse, robar el mazo, la cuenta; the
    dealer, as on every Spanish page, «el que reparte» (the seed's «crupier» is a casino's)."""
    rules = dict(_rule_texts(_variant("cinch")))
    assert "el turno pasa siempre al jugador de la izquierda" in rules["CI-1.1"]
    assert "los descartes y las bazas" in rules["CI-1.1"]
    assert "el cinco del otro palo del mismo color" in rules["CI-1.3"]
    assert "5 (el **Pedro derecho**), el **Pedro izquierdo**, 4, 3, 2" in rules["CI-1.3"]
    assert "sin cinco" in rules["CI-1.3"]
    assert "incluidas las del compañero" in rules["CI-3.2"]
    assert (
        "Después de una oferta de 14, los jugadores siguientes solo pueden pasar"
        in (rules["CI-3.2"])
    )
    assert "el «declarante»" in rules["CI-3.3"]
    assert "se descarta boca arriba" in rules["CI-4.1"] and "seis triunfos" in rules["CI-4.1"]
    assert "hasta que tenga seis cartas" in rules["CI-4.2"]
    assert "como mucho con un triunfo entre todos" in rules["CI-4.3"]
    assert rules["CI-4.4"].startswith("El que reparte roba el mazo")
    assert "triunfos incluidos" in rules["CI-4.5"]
    assert "El declarante sale a la primera baza" in rules["CI-5.1"]
    assert "**Pedro izquierdo**: el cinco del otro palo del color del triunfo" in rules["CI-6.1"]
    assert "Vale cinco puntos" in rules["CI-6.1"]
    assert "La «cuenta» de un equipo" in rules["CI-6.3"]
    assert "14 + b" in rules["CI-7.2"] and "O + b" in rules["CI-7.2"]
    assert "no hay conteo" in rules["CI-8.2"]
    assert SPANISH.point_title("right_pedro") == "Pedro derecho"
    assert SPANISH.point_title("left_pedro") == "Pedro izquierdo"
    assert "crupier" not in " ".join(rules.values()) and "dealer" not in " ".join(rules.values())


def test_pidro_speaks_as_spanish_card_tables_do() -> None:
    """Pidro's words: a player out of trumps «se queda fuera», «queda frío»; a 14 taken by
    bidding it again («pujándola de nuevo»); the point cards, which never go, by their
    names; Bajo to who holds it when play begins; each side «anota su cuenta»."""
    rules = dict(_rule_texts(_variant("pidro")))
    assert "se queda fuera de la mano («queda frío»)" in rules["PI-5.7"]
    assert "si no tiene ninguno, se queda fuera (PI-5.7)" in rules["PI-5.1"]
    assert "Solo se sale y se juega con triunfos (PI-5.7)" in rules["PI-5.3"]
    assert "pujándola de nuevo" in rules["PI-3.8"] and "el declarante (PI-3.3)" in rules["PI-3.8"]
    assert "volver a pujar 14 cuando ya se ha pujado (PI-3.8)" in rules["PI-3.2"]
    assert "Después de una oferta de 14" not in rules["PI-3.2"]
    assert "el **Pedro izquierdo** se quedan en la mano" in rules["PI-4.1"]
    assert "salvo las que dan un punto (PI-4.1)" in rules["PI-4.4"]
    assert "nunca se juegan ni están en juego" in rules["PI-4.5"]
    assert "lo tiene al empezar la jugada" in rules["PI-6.1"]
    assert "anota su cuenta (PI-6.3)" in rules["PI-7.1"] and "retrasado" in rules["PI-7.1"]
    assert "cualquier carta" not in rules["PI-5.1"] + rules["PI-5.3"]
    for number, text in rules.items():
        assert not _english_left(text), (number, text)
        assert not BAD_AGREEMENT.search(text), (number, text)
        assert not UNCONTRACTED.search(text), (number, text)


# Another game of the line (two players, the off-jack, hands of five).
OFF_JACK = Path(__file__).parent / "variants" / "off_jack.variant"


def test_another_named_trump_game_reads_from_its_own_rules() -> None:
    checked = check_variant(OFF_JACK, Loader())
    assert checked.variant is not None, [d.message for d in checked.diagnostics]
    rules = dict(_rule_texts(checked.variant))
    assert "la jota del otro palo del mismo color" in rules["OJ-1.3"]
    assert "jota (la **Jota**), la **Jota del mismo color**, 10, 9" in rules["OJ-1.3"]
    assert "sin jota" in rules["OJ-1.3"]
    assert "hasta quedarse con cinco" in rules["OJ-4.1"]
    assert "El mazo siempre alcanza" in rules["OJ-4.3"]
    assert "no la sigue" in rules["OJ-5.3"]
    assert "Se juegan las cinco bazas" in rules["OJ-5.5"]
    assert "B la cuenta del declarante y O la del otro jugador" in rules["OJ-7.1"]
    assert "5 + b" in rules["OJ-7.2"]
    for number, text in rules.items():
        assert not _english_left(text), (number, text)
        assert not BAD_AGREEMENT.search(text), (number, text)
        assert not UNCONTRACTED.search(text), (number, text)
