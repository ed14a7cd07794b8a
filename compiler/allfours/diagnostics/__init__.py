"""Diagnostics as data: what is wrong, where, and how to fix it."""

from allfours.diagnostics.codes import CODES, Code, lookup
from allfours.diagnostics.diagnostic import Diagnostic, Edit, Fix, Label, Severity
from allfours.diagnostics.render import render_json, render_text

__all__ = [
    "CODES",
    "Code",
    "Diagnostic",
    "Edit",
    "Fix",
    "Label",
    "Severity",
    "lookup",
    "render_json",
    "render_text",
]
