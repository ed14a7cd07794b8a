"""Inlining the runtime package into one standalone module, as Lark's standalone tool does.

Each runtime module loses its docstring, its `from __future__` line and its relative
imports; its standard-library imports are merged and hoisted to the top.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from functools import cache
from importlib import resources

from allfours.runtime import RUNTIME_MODULES

_LINE_LIMIT = 100


@dataclass(frozen=True, slots=True)
class InlinedRuntime:
    imports: str  # the merged import block, formatted as ruff/isort would
    body: str  # every runtime module's code, in order


def _name_order(name: str) -> tuple[int, str]:
    # isort's order-by-type: CONSTANTS, then Classes, then functions and modules.
    if name.isupper():
        return (0, name)
    return (1 if name[0].isupper() else 2, name)


def _format_from(module: str, names: set[str]) -> str:
    ordered = sorted(names, key=_name_order)
    line = f"from {module} import {', '.join(ordered)}"
    if len(line) <= _LINE_LIMIT:
        return line
    inner = "".join(f"    {name},\n" for name in ordered)
    return f"from {module} import (\n{inner})"


def _names_defined(node: ast.stmt) -> list[str]:
    if isinstance(node, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
        return [node.name]
    if isinstance(node, ast.Assign):
        return [t.id for t in node.targets if isinstance(t, ast.Name)]
    if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
        return [node.target.id]
    return []


def _type_checking_only(node: ast.stmt) -> bool:
    """`if TYPE_CHECKING:` holding relative imports only: names already defined here."""
    return (
        isinstance(node, ast.If)
        and isinstance(node.test, ast.Name)
        and node.test.id == "TYPE_CHECKING"
        and all(isinstance(n, ast.ImportFrom) and n.level > 0 for n in node.body)
        and not node.orelse
    )


def _module_source(name: str) -> str:
    return resources.files("allfours.runtime").joinpath(f"{name}.py").read_text(encoding="utf-8")


@cache
def inlined_runtime() -> InlinedRuntime:
    plain: set[str] = set()
    from_imports: dict[str, set[str]] = {}
    sections: list[str] = []
    defined: dict[str, str] = {}  # top-level name -> the runtime module defining it
    for name in RUNTIME_MODULES:
        source = _module_source(name)
        tree = ast.parse(source)
        lines = source.splitlines()
        drop: set[int] = set()
        summary = ""
        for node in tree.body:
            for defines in _names_defined(node):
                # One module once inlined: a name two runtime modules define would clash.
                assert defines not in defined, f"{defines} is in both {defined[defines]} and {name}"
                defined[defines] = name
            span = range(node.lineno - 1, (node.end_lineno or node.lineno))
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
                if node is tree.body[0] and isinstance(node.value.value, str):
                    summary = node.value.value.strip().splitlines()[0]
                    drop.update(span)
            elif isinstance(node, ast.ImportFrom):
                drop.update(span)
                if node.level == 0 and node.module != "__future__":
                    assert node.module is not None
                    from_imports.setdefault(node.module, set()).update(a.name for a in node.names)
            elif isinstance(node, ast.Import):
                drop.update(span)
                plain.update(alias.name for alias in node.names)
            elif _type_checking_only(node):
                drop.update(span)  # imports for the type checker, of modules inlined here
        kept = "\n".join(line for i, line in enumerate(lines) if i not in drop).strip("\n")
        sections.append(f"# -- runtime: {name} --\n# {summary}\n\n\n{kept}\n")
    from_imports.get("typing", set()).discard("TYPE_CHECKING")
    import_lines = [f"import {module}" for module in sorted(plain)]
    import_lines += [_format_from(m, names) for m, names in sorted(from_imports.items())]
    return InlinedRuntime("\n".join(import_lines), "\n\n".join(sections))
