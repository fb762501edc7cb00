"""Layer 5, a view: the ``ir-explorer`` command line, one module per command.

``entry`` (the console script), ``main`` (the group and its lazily loaded commands), ``options`` (the shared
options, built once into a :class:`~ir_explorer.capture.select.CompileOptions`) and ``render`` (colour,
progress, failures). Only views import ``click``, ``rich`` and ``textual``."""
