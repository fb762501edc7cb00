"""``python -m ir_explorer`` runs the CLI (starting a warm compile worker first, see ``warm``)."""

from .warm import main

main()
