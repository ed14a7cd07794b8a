"""A rulebook page: the template filled with one variant's rules in one language."""

from __future__ import annotations

from allfours import ir
from allfours.backends.escape import code_fence, md_code_line, md_text, page_title
from allfours.backends.rulebook.example_text import example_intro, render_example
from allfours.backends.rulebook.language import Language, Rule, sections
from allfours.backends.rulebook.lesson import (
    render_brief,
    render_glossary,
    render_table_rules,
    teaching_titles,
)
from allfours.backends.templating import environment
from allfours.catalogs import catalog


def _reworded(v: ir.Variant, parent: ir.Variant, language: Language) -> set[str]:
    """The numbers of the rules whose wording in `language` differs from the base's."""
    base_prefix, own_prefix = f"{parent.prefix}-", f"{v.prefix}-"
    base_text = {
        rule.number.removeprefix(base_prefix): rule.said.replace(base_prefix, own_prefix)
        for section in sections(parent, language)
        for rule in section.rules
    }
    return {
        rule.number
        for section in sections(v, language)
        for rule in section.rules
        if base_text.get(rule.number.removeprefix(own_prefix)) != rule.said
    }


def differences(v: ir.Variant, language: Language) -> list[Rule]:
    """The rules that differ from the base variant's: how a house rule differs.

    Comparing the rendered rules, not the settings stated, also catches the rules a
    setting changes indirectly (a selling auction drops the dealer's privilege). A rule
    differs when its wording differs in every language of the site: a language may name
    a number that changed elsewhere (the target, in a count-out sentence) or add a word
    (the joker, among the cards that count 0) where another keeps the same sentence, and
    the rule did not change. So every language's box lists the same rules.
    """
    from allfours.backends.rulebook import LANGUAGES  # the package imports this module

    parent = v.parent
    if parent is None:
        return []
    languages = {each.code: each for each in (*LANGUAGES, language)}.values()
    changed = set.intersection(*(_reworded(v, parent, each) for each in languages))
    return [
        rule
        for section in sections(v, language)
        for rule in section.rules
        if rule.number in changed
    ]


def dropped(v: ir.Variant, language: Language) -> list[Rule]:
    """The base variant's rules that the variant does not have (a plain-lead rule where
    only trumps are played): numbers are the same in every language, so every language's
    box lists the same ones."""
    parent = v.parent
    if parent is None:
        return []
    own = {
        rule.number.removeprefix(f"{v.prefix}-") for s in sections(v, language) for rule in s.rules
    }
    return [
        rule
        for section in sections(parent, language)
        for rule in section.rules
        if rule.number.removeprefix(f"{parent.prefix}-") not in own
    ]


def page_name(variant_id: str, language: Language, default: Language) -> str:
    """`x.md` for the default language, `x.es.md` for the others (the i18n suffix layout)."""
    return f"{variant_id}.md" if language == default else f"{variant_id}.{language.code}.md"


def render_page(v: ir.Variant, language: Language) -> str:
    words = language.page_text()
    phrases = catalog(language.code)
    base_link = (
        f"[{md_text(v.parent.title_in(language.code))}]({v.parent.id}.md)"
        if v.parent is not None
        else ""
    )

    def say(key: str) -> str:
        return words.fmt(
            key,
            id=v.id,
            base=base_link,
            base_title=md_text(v.parent.title_in(language.code)) if v.parent is not None else "",
            prefix=v.prefix,
            module=f"generated/rules/{v.id}.py",
            source=md_text(v.source),
        )

    template = environment().get_template("rulebook.md.j2")
    source_lines = v.source_text.rstrip("\n").split("\n") if v.source_text else []
    return template.render(
        source_lines=[md_code_line(line) for line in source_lines],
        fence=code_fence(source_lines),
        v=v,
        page_title=page_title(v.title_in(language.code)),
        title=md_text(v.title_in(language.code)),
        description=md_text(v.description_in(language.code)),
        say=say,
        has_base=v.parent is not None,
        differences=differences(v, language),
        dropped=dropped(v, language),
        base_page=v.parent.id if v.parent is not None else "",
        sections=sections(v, language),
        teach=teaching_titles(phrases),
        brief=render_brief(v, phrases),
        example=render_example(v, phrases),
        example_intro=phrases.render(example_intro(v)),
        table_rules=render_table_rules(v, phrases),
        glossary=render_glossary(v, phrases),
    )
