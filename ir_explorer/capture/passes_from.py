"""``--passes-from NAME``: run Triton's own ``make_ttgir`` passes on a posted TTGIR file, from pass NAME on.

``triton-opt`` is not in Triton's wheel, so a user who posts the TTGIR of a bug report cannot run one TTGIR pass on
it. ``triton.compile(path)`` of a ``.ttgir`` file starts at ``make_llir`` (its ``IRSource`` skips every stage up to
and including the file's own). Here the worker compiles a copy of the file named ``.ttir``, so that ``make_ttgir``
runs on it, and :class:`PassesFrom` makes that stage add only the passes from NAME on: every ``add_*`` function of
Triton's pass bindings (``triton._C.libtriton.passes.*`` and the backends' ``nvidia.passes.*``/``amd.passes.*``,
which ``make_ttgir`` calls through the module, e.g. ``passes.ttgpuir.add_pipeline(pm, …)``) is wrapped for the
duration of the stage. A wrapped call first adds its pass to a scratch ``pass_manager`` and reads the MLIR pass
name from ``get_pipeline_str()`` (``any(tritongpu-pipeline{dump-intermediate-steps=false num-stages=3})``); until
a name matches NAME, the pass is not added to the real pass manager (so ``convert-triton-to-tritongpu``, which
would run on IR that is TTGIR already, never runs). :attr:`PassesFrom.ran` and :attr:`PassesFrom.skipped` are
the names, in order, that the views print.

Imported only by the compile worker (it imports Triton).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any


def pipeline_names(pipeline: str) -> list[str]:
    """The pass names of a ``get_pipeline_str()`` text, their options dropped: ``any(tritongpu-coalesce,
    canonicalize{max-iterations=10 …})`` → ``["tritongpu-coalesce", "canonicalize"]``. A nested pipeline
    (``builtin.module(…)``) gives its own passes. Never raises."""
    names: list[str] = []
    depth_brace = 0
    word = ""
    for ch in pipeline:
        if ch == "{":
            depth_brace += 1
        elif ch == "}":
            depth_brace -= 1
        elif depth_brace:
            continue
        elif ch == "(":
            word = ""  # an op anchor (any, builtin.module, tt.func): its passes follow
        elif ch in ",)":
            if word.strip():
                names.append(word.strip())
            word = ""
        else:
            word += ch
    return names


def matches(name: str, wanted: str) -> bool:
    """Whether pass ``name`` is the one ``wanted`` names: the same name, or the name without its dialect prefix
    (``pipeline`` for ``tritongpu-pipeline``, ``fence-insertion`` for ``triton-nvidia-gpu-fence-insertion``);
    case-insensitive."""
    name, wanted = name.lower(), wanted.lower()
    return name == wanted or name.endswith("-" + wanted)


class PassesFrom:
    """Wraps Triton's pass-adding functions while ``make_ttgir`` runs (:meth:`during`), keeping only the passes from
    the first one :func:`matches` ``wanted`` on."""

    def __init__(self, wanted: str) -> None:
        self.wanted = wanted
        self.started = False
        self.ran: list[str] = []
        """The passes added to ``make_ttgir``'s pass manager, in order (MLIR names)."""
        self.skipped: list[str] = []
        """The passes ``make_ttgir`` would have run before ``wanted``, in order."""

    def _wrap(self, add: Callable[..., Any], scratch: Callable[[], Any]) -> Callable[..., Any]:
        @functools.wraps(add)
        def wrapped(pm: Any, *args: Any, **kwargs: Any) -> Any:
            probe = scratch()
            add(probe, *args, **kwargs)
            names = pipeline_names(probe.get_pipeline_str())
            if not self.started and any(matches(n, self.wanted) for n in names):
                self.started = True
            if not self.started:
                self.skipped += names
                return None
            self.ran += names
            return add(pm, *args, **kwargs)

        return wrapped

    @contextmanager
    def during(self) -> Iterator[None]:
        """Inside: the ``add_*`` functions of every pass-binding module are wrapped; restored on exit. Each entry
        starts the record afresh (a compile run again for its per-pass dump adds the same passes again)."""
        from triton._C import libtriton
        from triton._C.libtriton import ir

        self.started, self.ran, self.skipped = False, [], []
        context = ir.context()

        def scratch() -> Any:
            return ir.pass_manager(context)

        modules = []
        for top in (getattr(libtriton, "passes", None), getattr(getattr(libtriton, "nvidia", None), "passes", None),
                    getattr(getattr(libtriton, "amd", None), "passes", None)):
            if top is None:
                continue
            for attr in dir(top):
                sub = getattr(top, attr)
                if not attr.startswith("_") and type(sub).__name__ == "module":
                    modules.append(sub)
        saved: list[tuple[Any, str, Any]] = []
        try:
            for module in modules:
                for attr in dir(module):
                    if attr.startswith("add_"):
                        add = getattr(module, attr)
                        saved.append((module, attr, add))
                        setattr(module, attr, self._wrap(add, scratch))
            yield
        finally:
            for module, attr, add in reversed(saved):
                setattr(module, attr, add)

    def summary(self) -> str:
        """One line saying what ran: ``make_ttgir ran 23 passes from tritongpu-pipeline (…), not the 19 before
        it``; or that no pass matched, with the names there were."""
        if not self.started:
            names = ", ".join(dict.fromkeys(self.skipped))
            return f"no make_ttgir pass is named {self.wanted!r} for this target; its passes: {names}"
        return (f"make_ttgir ran {len(self.ran)} passes from {self.ran[0]} ({', '.join(self.ran)}), not the "
                f"{len(self.skipped)} before it")
