"""``python -m ir_explorer`` runs the CLI."""

from .cli import main

main()
