"""``python -m ir_explorer.capture.worker`` (and ``runpy.run_module`` of the package, for a toolchain's
interpreter: :func:`ir_explorer.capture.children.start_worker`): run the worker's request loop."""

from ir_explorer.capture.worker.lifecycle import main

raise SystemExit(main())
