"""Variant files written to attack the rulebook site, as a hostile author would.

Every file in `CORPUS` checks cleanly: its title, description and comments are the
attack, and a built site must show all of them as the text they are. `REFUSED` are
attacks that used to check and build (a carriage return or a Unicode line separator
hiding a line inside a comment): the reader now ends the line there, so the checker
refuses them and nothing is built.

Whatever a payload manages to inject carries a marker the browser test looks for: the
attribute `data-pwn`, a script that sets `window.pwned`, a dialog, or a `danger`
admonition.
"""

from __future__ import annotations

SCRIPT = "<script>window.pwned=1;alert('pwned')</script>"
IMG = '<img src=x data-pwn onerror="window.pwned=1">'
MARKDOWN = "*em* [link](https://example.invalid) `code`"
JINJA = "{{ 7*7 }} {% if true %}"


def _quoted(text: str) -> str:
    """`text` as a variant file's quoted string."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _variant(name: str, title: str, *lines: str, base: str = "auction_pitch") -> str:
    return "\n".join([f"variant {name} {_quoted(title)} extends {base}", *lines]) + "\n"


# The literal texts a page must show for each variant's title and description.
TITLES = {
    "hostile_title": f"</title>{SCRIPT} {IMG}",
    "entity_title": "&lt;/title&gt;&lt;script&gt;window.pwned=1&lt;/script&gt; &amp;amp;",
    "quoted_title": 'Joe\'s "Friday" Pitch | with a pipe \\| and <!-- a comment',
    "hostile_base": f"Base {SCRIPT} {MARKDOWN}",
    "extends_hostile": "House rules on a hostile base",
    "comment_tricks": "Comments with hidden lines",
    "percent_title": "Rules %(prog)s and 100% %s",
    "block_starts": "--- a title that starts like a rule",
}
DESCRIPTIONS = {
    "hostile_title": f"Described {SCRIPT} {MARKDOWN} {JINJA} --> <!-- ]]>",
    "entity_title": "&#60;b data-pwn&#62;bold&#60;/b&#62;",
    "block_starts": '??? danger "pwned"',
}

CORPUS: dict[str, str] = {
    "hostile_title": _variant(
        "hostile_title",
        TITLES["hostile_title"],
        f"description: {_quoted(DESCRIPTIONS['hostile_title'])}",
        "rule numbers: HT",
    ),
    "entity_title": _variant(
        "entity_title",
        TITLES["entity_title"],
        f"description: {_quoted(DESCRIPTIONS['entity_title'])}",
    ),
    "quoted_title": _variant("quoted_title", TITLES["quoted_title"], "target: 11"),
    "hostile_base": _variant("hostile_base", TITLES["hostile_base"], "target: 9"),
    # Its page names the hostile base in its "built on" line and "how it differs" box.
    "extends_hostile": _variant(
        "extends_hostile", TITLES["extends_hostile"], "target: 10", base="hostile_base"
    ),
    # Each comment holds what some Markdown processor could take for the end of a line,
    # then markup; the page's copy of the file shows it inside a code block.
    "comment_tricks": _variant(
        "comment_tricks",
        TITLES["comment_tricks"],
        f"# a carriage return\r# {SCRIPT}",
        f"# separators\u2028# {IMG}\u2029# {SCRIPT}\x85# {IMG}",
        f"# controls \x0b{SCRIPT}\x0c{IMG}\x1c\x1d\x1e</code></pre>{SCRIPT}",
        "# ``` ```` ~~~ a fence cannot close the block",
        '# !!! danger "pwned"',
        "#     indented, then {{ 7*7 }}",
        "target: 8",
    ),
    "percent_title": _variant("percent_title", TITLES["percent_title"]),
    # Text that would start a block at the start of a line: a `???` details block.
    "block_starts": _variant(
        "block_starts",
        TITLES["block_starts"],
        f"description: {_quoted(DESCRIPTIONS['block_starts'])}",
    ),
}

REFUSED: dict[str, str] = {
    "carriage_return_script": _variant(
        "carriage_return_script", "CR", f"# harmless comment\r{SCRIPT}"
    ),
    "line_separator_script": _variant("line_separator_script", "LS", f"# harmless\u2028{SCRIPT}"),
    "carriage_return_admonition": _variant(
        "carriage_return_admonition",
        "Admonition",
        '#\r\r!!! danger "pwned"',
        'description: "<b data-pwn>raw</b>"',
    ),
}
