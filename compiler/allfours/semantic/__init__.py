"""Checks that a parsed variant makes sense at the card table."""
