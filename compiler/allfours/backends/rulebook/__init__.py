"""The rulebook backend: a Markdown page per variant and language, every rule numbered.

The plan (`facts`) says which rules a variant has, their numbers and what each says;
each language module puts those facts into its own words. Text from a variant file
(title, description, point names) reaches a page only escaped.
"""

from allfours.backends.escape import md_text
from allfours.backends.rulebook.english import English
from allfours.backends.rulebook.language import Language, Rule, Section, sections
from allfours.backends.rulebook.page import differences, page_name, render_page
from allfours.backends.rulebook.polish import Polish
from allfours.backends.rulebook.spanish import Spanish

# The site's languages; the first is the default (pages without a language suffix).
LANGUAGES: tuple[Language, ...] = (English(), Spanish(), Polish())

__all__ = [
    "LANGUAGES",
    "English",
    "Language",
    "Polish",
    "Rule",
    "Section",
    "Spanish",
    "differences",
    "md_text",
    "page_name",
    "render_page",
    "sections",
]
