"""ir-explorer: what Triton makes of a kernel, stage by stage and pass by pass, for any GPU target.

The package is layered; lower layers never import higher ones:

1. capture: :mod:`ir_explorer.capture` (parent) and :mod:`ir_explorer.worker` (child, the
   only module that imports Triton);
2. the artifact model and store: :mod:`ir_explorer.model`, :mod:`ir_explorer.store`;
3. analyses, pure functions over text: :mod:`ir_explorer.passes`, :mod:`ir_explorer.resources`;
4. views: :mod:`ir_explorer.cli`.

Importing this package imports nothing else.
"""

__version__ = "0.1.0"
