"""The rulebook backend: a Markdown page per variant and language, every rule numbered.

The plan (`facts`) says which rules a variant has, their numbers and what each says;
`sentences` picks the message that states each fact, and each language's catalogs
(locales/<code>/) put it into words. Text from a variant file (title, description, point
names) reaches a page only escaped.
"""

from allfours.backends.escape import md_text
from allfours.backends.rulebook.language import Language, Rule, Section, sections
from allfours.backends.rulebook.page import differences, page_name, render_page
from allfours.catalogs import SITE_LANGUAGES

# The site's languages, one for each folder of catalogs the site builds; the first is the
# default (pages without a language suffix).
LANGUAGES: tuple[Language, ...] = tuple(Language(code) for code in SITE_LANGUAGES)

__all__ = [
    "LANGUAGES",
    "Language",
    "Rule",
    "Section",
    "differences",
    "md_text",
    "page_name",
    "render_page",
    "sections",
]
