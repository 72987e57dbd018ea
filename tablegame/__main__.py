"""`python -m tablegame` does what the `tablegame` command does."""

from tablegame.cli import main

raise SystemExit(main())
