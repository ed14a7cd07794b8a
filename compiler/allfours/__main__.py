"""`python -m allfours` runs the command-line interface."""

from allfours.entry import run

run()
