"""The terminal UI (``ir-explorer`` with no arguments, ``ir-explorer tui``), built on Textual.

Only :mod:`ir_explorer.tui.app` and :mod:`ir_explorer.tui.lineview` import Textual;
:mod:`ir_explorer.tui.data` (the data source) and :mod:`ir_explorer.tui.lineindex` (the line index
of large texts) do not, so they can be tested and benchmarked headless.
"""
