"""The engines: what composes the pure analyses (:mod:`ir_explorer.analyses`) with the store and the compiles.

``report`` (every analysis over one stored compile), ``diffing``/``compare``/``history`` (two or more compiles),
``checks`` and ``snapshots`` (gates), ``consistency`` with its ``rules`` and the ``mutation`` harness (the truth
check), ``passgraph`` (the per-pass view) and ``sweep`` (many compiles). An analysis reads IR text and returns
findings; an engine may read the store, start compiles and run analyses. The views (``cli``, ``tui``) call engines.
"""
