"""`python -m allfours` runs the command-line interface."""

from allfours.cli import main

raise SystemExit(main())
