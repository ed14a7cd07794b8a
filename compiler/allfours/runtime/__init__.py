"""The game engine shared by every generated rules module.

These modules are real, typed, tested code; the Python backend inlines them, in the
order of RUNTIME_MODULES, into each generated module between markers, so that a
generated module needs nothing but the standard library.
"""

RUNTIME_MODULES = ("model", "cards", "events", "phases", "engine", "replay", "streams", "script")
