"""Loading generated rules modules (generated/rules/ID.py) by variant id or file path.

The kit only uses a module's public surface: `VARIANT`, `RULES`, `Game`, `Engine` (to
play a record again under one changed setting), `IllegalAction` and `replay`. Modules are
imported from their file under a private name, so that the kit never depends on how (or
whether) `generated/` is importable. A module that imports the engine beside it
(`_allfours_runtime.py`) gets that folder's engine, loaded once per folder, even when
another folder's engine was loaded before.
"""

from __future__ import annotations

import contextlib
import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

from allfours.conformance import defaults
from allfours.runtime import model

DEFAULT_RULES_DIR = defaults.RULES_DIR
DEFAULT_SUITES_DIR = defaults.SUITES_DIR
PUBLIC_SURFACE = ("VARIANT", "RULES", "Game", "Engine", "IllegalAction", "replay")

_LOADED: dict[Path, ModuleType] = {}


class ModuleLoadError(ValueError):
    """The variant or module asked for cannot be found or is not a rules module."""


def module_path(variant: str, rules_dir: Path = DEFAULT_RULES_DIR) -> Path:
    """A path as given, or the generated module of a variant id."""
    if variant.endswith(".py") or "/" in variant:
        return Path(variant)
    return rules_dir / f"{variant}.py"


def load_module(variant: str, rules_dir: Path = DEFAULT_RULES_DIR) -> ModuleType:
    """The generated rules module of `variant` (an id or a path), loaded once per file."""
    path = module_path(variant, rules_dir).resolve()
    cached = _LOADED.get(path)
    if cached is not None:
        return cached
    if not path.is_file():
        raise ModuleLoadError(f"no generated rules module {module_path(variant, rules_dir)}")
    module = _import(path, f"_allfours_conformance_{path.stem}_{len(_LOADED)}")
    missing = [attr for attr in PUBLIC_SURFACE if not hasattr(module, attr)]
    if missing:
        raise ModuleLoadError(f"{path} is not a rules module: it lacks {', '.join(missing)}")
    _LOADED[path] = module
    return module


def _import(path: Path, name: str, *, is_engine: bool = False) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ModuleLoadError(f"cannot import {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up while it is built
    try:
        with contextlib.nullcontext(None) if is_engine else _engine_beside(path) as engine:
            spec.loader.exec_module(module)
    except ModuleLoadError:
        del sys.modules[name]
        raise
    except Exception as error:
        del sys.modules[name]
        raise ModuleLoadError(f"cannot import {path}: {error}") from None
    if engine is not None:
        _RUNTIMES[module] = engine
    return module


RUNTIME_NAME = "_allfours_runtime"
_ENGINES: dict[Path, ModuleType] = {}  # a folder's engine, loaded once
_RUNTIMES: dict[ModuleType, ModuleType] = {}  # a module -> the engine it imports


@contextlib.contextmanager
def _engine_beside(path: Path) -> Iterator[ModuleType | None]:
    """While a module is executed, `import _allfours_runtime` gives the engine beside
    it (if there is one), whatever another folder's engine was; the name is restored
    afterwards."""
    beside = path.parent / f"{RUNTIME_NAME}.py"
    if not beside.is_file():
        yield None
        return
    engine = _ENGINES.get(beside)
    if engine is None:
        name = f"_allfours_engine_{len(_ENGINES)}"
        engine = _ENGINES[beside] = _import(beside, name, is_engine=True)
    before = sys.modules.get(RUNTIME_NAME)
    sys.modules[RUNTIME_NAME] = engine
    try:
        yield engine
    finally:
        if before is None:
            sys.modules.pop(RUNTIME_NAME, None)
        else:
            sys.modules[RUNTIME_NAME] = before


def runtime_of(module: ModuleType) -> ModuleType:
    """Where a rules module's engine lives: the engine beside it, or the module itself
    (a standalone module, or one built in memory, holds every name of the runtime)."""
    return _RUNTIMES.get(module, module)


def engine_class(module: ModuleType, name: str) -> Any:
    """A class of the engine a rules module runs on, by its name: from the engine beside
    it, from the module itself (a standalone one), or from the namespace the module's
    `Engine` was defined in (an engine whoever built the module in memory gave it)."""
    found = getattr(runtime_of(module), name, None)
    if found is None:
        engine = getattr(module, "Engine", None)
        found = getattr(getattr(engine, "__init__", None), "__globals__", {}).get(name)
    if found is None:
        raise AttributeError(f"the engine of {module.__name__} has no class {name}")
    return found


def rules_of(module: ModuleType) -> model.Rules:
    """A module's `RULES` in the compiler's own IR types.

    A generated module is standalone: its `RULES` is built from its own copies of the IR
    classes, so `isinstance` against `allfours.runtime.model` would fail on it. The value
    is rebuilt here, class by class by name, once per module.
    """
    cached = _RULES.get(module)
    if cached is None:
        adopted = _adopt(module.RULES)
        assert isinstance(adopted, model.Rules), "RULES is not a Rules"
        cached = _RULES[module] = adopted
    return cached


_RULES: dict[ModuleType, model.Rules] = {}


def _adopt(value: object) -> object:
    if isinstance(value, tuple) and hasattr(value, "_fields"):
        own = getattr(model, type(value).__name__)
        assert own._fields == value._fields, f"{type(value).__name__} differs from the IR"
        return own(*map(_adopt, value))
    if isinstance(value, tuple):
        return tuple(map(_adopt, value))
    return value


def bundled_variants(rules_dir: Path = DEFAULT_RULES_DIR) -> list[str]:
    """The ids of every generated rules module in `rules_dir`, sorted (not the engine
    beside them: a variant id never starts with `_`)."""
    return sorted(path.stem for path in rules_dir.glob("[a-z]*.py"))
