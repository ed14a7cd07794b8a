"""allfours: a language and compiler for the All Fours family of card games."""

__version__ = "0.1.0"
