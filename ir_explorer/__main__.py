"""``python -m ir_explorer`` runs the CLI (starting a warm compile worker first, see :mod:`ir_explorer.cli.entry`)."""

from ir_explorer.cli.entry import main

main()
