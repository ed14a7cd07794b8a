"""Opening a variant to play it, from any folder: a bundled id, a variant file, a module.

Every command that plays a variant (the conformance kit, `simulate`, `play`) takes the
same spec and gets the same thing back, a rules module: the public surface of a
generated one (`VARIANT`, `RULES`, `Game`, `Engine`, `IllegalAction`, `replay`, ...).

- `auction_pitch`: a bundled variant, compiled in memory from the installed package's
  own variant files. Nothing depends on the folder the command runs in.
- `my_rules/house.variant`: a variant file anywhere, its `extends` resolved beside it
  and among the bundled variants, compiled in memory.
- `generated/rules/auction_pitch.py`, or an id with `rules_dir`: a generated module,
  imported from its file.

A variant compiled here is played by the package's own runtime, the very code every
generated module inlines, so it plays exactly as its generated module does.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

# The compiler's front half (the checker, the parser) is imported only where a variant is
# compiled or the bundled ones listed: a worker that plays a module built from its IR
# never loads it.
if TYPE_CHECKING:
    from allfours import ir


class SpecError(ValueError):
    """A variant asked for that cannot be opened: unknown, not checking, not a module.
    Its text is the one line (or the checker's report) a user reads."""


@dataclass(frozen=True, slots=True)
class Opened:
    """A variant ready to play: its rules module and, when it was compiled here, its IR
    (the rulebook's sentences and numbers come from it)."""

    module: ModuleType
    variant: ir.Variant | None

    @property
    def id(self) -> str:
        return str(self.module.VARIANT["id"])


def bundled_ids() -> list[str]:
    """The ids of the variants the package carries, sorted."""
    from allfours.semantic.resolve import VARIANT_SUFFIX, bundled_variants_dir

    return sorted(path.stem for path in bundled_variants_dir().glob(f"*{VARIANT_SUFFIX}"))


def is_variant_file(spec: str) -> bool:
    from allfours.semantic.resolve import VARIANT_SUFFIX

    return spec.endswith(VARIANT_SUFFIX)


def is_module_path(spec: str) -> bool:
    return spec.endswith(".py") or ("/" in spec and not is_variant_file(spec))


def open_variant(spec: str, rules_dir: Path | None = None) -> Opened:
    """The variant `spec` names: a variant file, a generated module's path, a bundled id
    (or, with `rules_dir`, the generated module of that id in the folder)."""
    if is_variant_file(spec):
        return Opened(*_compiled(Path(spec)))
    if is_module_path(spec) or rules_dir is not None:
        from allfours.conformance.modules import ModuleLoadError, load_module, module_path

        try:
            return Opened(load_module(spec, rules_dir or Path(".")), None)
        except ModuleLoadError as error:
            known = _known(rules_dir) if rules_dir is not None else ""
            if rules_dir is not None and not module_path(spec, rules_dir).is_file():
                raise SpecError(
                    f"unknown variant {spec!r}: no {module_path(spec, rules_dir)}{known}"
                ) from None
            raise SpecError(str(error)) from None
    if not spec.replace("_", "").isalnum() or not spec.isascii():
        raise SpecError(f"{spec!r} is not a variant id, a .variant file or a rules module")
    from allfours.semantic.resolve import VARIANT_SUFFIX, bundled_variants_dir

    path = bundled_variants_dir() / f"{spec}{VARIANT_SUFFIX}"
    if not path.is_file():
        from allfours.semantic.suggest import closest

        ids = bundled_ids()
        near = closest(spec, ids)
        hint = f"; did you mean {near!r}?" if near else f" (bundled: {', '.join(ids)})"
        raise SpecError(f"unknown variant {spec!r}: no bundled variant has this id{hint}")
    return Opened(*_compiled(path))


def _known(rules_dir: Path) -> str:
    from allfours.conformance.modules import bundled_variants

    known = bundled_variants(rules_dir) if rules_dir.is_dir() else []
    return f" (known: {', '.join(known)})" if known else ""


# A compiled variant, by its file and the file's modification time and size: a command
# that opens the same variant twice (a suite and its coverage) compiles it once.
_COMPILED: dict[tuple[Path, int, int], tuple[ModuleType, ir.Variant]] = {}


def _compiled(path: Path) -> tuple[ModuleType, ir.Variant]:
    from allfours.diagnostics.render import render_text
    from allfours.pipeline import check_variant
    from allfours.semantic.resolve import Loader

    if not path.is_file():
        raise SpecError(f"no variant file {path}")
    resolved = path.resolve()
    stat = resolved.stat()
    key = (resolved, stat.st_mtime_ns, stat.st_size)
    if key in _COMPILED:
        return _COMPILED[key]
    loader = Loader()
    checked = check_variant(path, loader)
    if checked.variant is None:
        report = render_text(checked.diagnostics, loader.sources)
        raise SpecError(f"{path} does not check:\n{report.rstrip()}")
    found = _COMPILED[key] = (rules_module(checked.variant), checked.variant)
    return found


def compiled_from(module: ModuleType) -> ir.Variant | None:
    """The IR a rules module plays, for its rulebook's words: the variant it was compiled
    from in this process, or, for a generated module of a bundled variant with the same
    rules, that variant; None when neither is known (a generated house rule's module)."""
    for opened, variant in _COMPILED.values():
        if opened is module:
            return variant
    metadata = getattr(module, "VARIANT", None)
    spec = str(metadata.get("id", "")) if isinstance(metadata, dict) else ""
    if spec not in bundled_ids():
        return None
    try:
        bundled = open_variant(spec)
    except SpecError:
        return None
    return bundled.variant if bundled.module.RULES == module.RULES else None


def rules_module(variant: ir.Variant) -> ModuleType:
    """A rules module for `variant`, built in memory: the runtime's names, as a
    generated module inlines them, and the variant's own `VARIANT`, `RULES`, `Game`,
    `replay` and `play_record`."""
    from allfours.backends.python import default_players, variant_metadata
    from allfours.runtime import RUNTIME_MODULES

    module = ModuleType(f"allfours_variant_{variant.id}", f"Rules of the variant {variant.id!r}.")
    for name in RUNTIME_MODULES:
        runtime = __import__(f"allfours.runtime.{name}", fromlist=["_"])
        module.__dict__.update(
            (key, value) for key, value in vars(runtime).items() if not key.startswith("__")
        )
    rules = variant.rules
    engine: Any = module.Engine
    players_default = default_players(rules)

    class Game(engine):  # type: ignore[misc]
        """A game of this variant in progress, from the first deal to the payouts."""

        def __init__(
            self,
            players: int = players_default,
            *,
            dealer: int = 0,
            seed: int | None = None,
            scores: Any = None,
            setbacks: Any = None,
        ) -> None:
            super().__init__(
                rules, players, dealer=dealer, seed=seed, scores=scores, setbacks=setbacks
            )

    Game.__module__ = module.__name__
    replay_record, play_record_with = module.replay_record, module.play_record_with

    def replay(record: dict[str, Any]) -> dict[str, Any]:
        """Complete a hand record (format allfours-hand/1 or /2) as these rules play it."""
        completed: dict[str, Any] = replay_record(rules, record)
        return completed

    def play_record(record: dict[str, Any]) -> Any:
        """The game after a record's steps, and the completed record."""
        return play_record_with(rules, record)

    module.__dict__.update(
        VARIANT=variant_metadata(variant),
        RULES=rules,
        Game=Game,
        replay=replay,
        play_record=play_record,
    )
    return module
