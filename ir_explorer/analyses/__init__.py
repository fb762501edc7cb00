"""Layer 4, analyses: pure functions over stored IR text, and the engines built on them.

The report's analyses (``mma``, ``coalescing``, ``shared_memory``, ``conversions``, ``pipelining``,
``occupancy``; their contract is ``findings``) and their merge (``report``); ``metric_format`` (how every view
writes a metric); ``normalize`` and ``diffing`` (the diff engine), ``diff_modes`` (``diff``'s modes, one call
each) and ``source_line`` (``dump --source-line``); ``passgraph`` (the pass pipeline as a graph, and blame);
``compare`` (the configs side by side); ``checks`` and ``snapshots`` (IR expectations and snapshot files);
``sweep`` and ``sweep_gate`` (a kernel library compiled as one job, and the gate between two results)."""
