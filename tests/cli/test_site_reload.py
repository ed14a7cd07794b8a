"""`mkdocs serve` shows an edited variant without `allfours build`; `mkdocs build` shows
the committed generated/ (tools/mkdocs_hooks.py)."""

from __future__ import annotations

import importlib.util
import logging
import shutil
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAGE = "rulebook/auction_pitch_to_11.md"


@pytest.fixture
def hooks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[ModuleType]:
    """A fresh copy of the hook module, reading its variants from a folder of the test's."""
    spec = importlib.util.spec_from_file_location("_site_hooks", ROOT / "tools" / "mkdocs_hooks.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    variants = tmp_path / "variants"
    variants.mkdir()
    for name in ("auction_pitch", "auction_pitch_to_11"):
        shutil.copy(ROOT / "variants" / f"{name}.variant", variants)
    monkeypatch.setattr(module, "VARIANTS", variants)
    yield module
    module.on_shutdown()


def _staged_page(hooks: ModuleType) -> str:
    config = hooks.on_config({"docs_dir": str(ROOT / "docs")})
    return (Path(config["docs_dir"]) / PAGE).read_text(encoding="utf-8")


def _edit_target(hooks: ModuleType, target: str) -> None:
    path = hooks.VARIANTS / "auction_pitch_to_11.variant"
    path.write_text(path.read_text(encoding="utf-8").replace("target: 11", target), "utf-8")


def test_serving_shows_the_variant_as_it_is_now(hooks: ModuleType) -> None:
    hooks.on_startup(command="serve", dirty=False)
    assert "The target is 11" in _staged_page(hooks)
    _edit_target(hooks, "target: 13")
    assert "The target is 13" in _staged_page(hooks)  # a rebuild sees the edit


def test_a_variant_with_errors_leaves_the_built_pages_and_says_why(
    hooks: ModuleType, caplog: pytest.LogCaptureFixture
) -> None:
    hooks.on_startup(command="serve", dirty=False)
    _edit_target(hooks, "target: 0")
    with caplog.at_level(logging.WARNING, logger="mkdocs"):
        staged = _staged_page(hooks)
    assert staged.startswith((ROOT / "generated" / PAGE).read_text(encoding="utf-8").rstrip())
    assert "E0601" in caplog.text and "auction_pitch_to_11.variant" in caplog.text


def test_building_shows_the_committed_pages(hooks: ModuleType) -> None:
    hooks.on_startup(command="build", dirty=False)
    _edit_target(hooks, "target: 13")
    staged = _staged_page(hooks)
    assert staged.startswith((ROOT / "generated" / PAGE).read_text(encoding="utf-8").rstrip())
    assert "The target is 13" not in staged


def test_the_site_watches_the_sources_of_its_pages() -> None:
    lines = (ROOT / "mkdocs.yml").read_text(encoding="utf-8").splitlines()
    start = lines.index("watch:") + 1
    watched = []
    while start < len(lines) and lines[start].startswith("  - "):
        watched.append(lines[start].removeprefix("  - "))
        start += 1
    assert {"docs", "variants"} <= set(watched)
    assert all((ROOT / folder).is_dir() for folder in watched)
