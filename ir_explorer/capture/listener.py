"""Runs inside a program under ``ir-explorer capture``: records every Triton compile and autotune run.

Installed by ``capture/hook/sitecustomize.py`` as soon as the program imports Triton, through
Triton's official hooks, each chained to any hook already installed (never replacing it):

* ``triton.knobs.compilation.listener`` (``triton/compiler/compiler.py:compile`` calls it after
  every compile and on every cache hit, with the source, the metadata and ``metadata_group``,
  the cache files of every stage);
* ``triton.knobs.autotuning.listener`` (Triton >= 3.7, called by ``Autotuner.run`` with
  ``configs_timings``); on older Triton, and under the interpreter, ``Autotuner.run`` is wrapped
  to read the same ``configs_timings`` after each tuning;
* ``torch._inductor.select_algorithm.add_feedback_saver`` for Inductor's ``max-autotune`` choices
  (Triton templates vs ATen), whose benchmark timings never pass through Triton's autotuner.

Each record goes into ``$IR_EXPLORER_CAPTURE_DIR`` as a folder (``record.json`` plus a copy of
every stage file) or a JSON file; the ``ir-explorer capture`` parent ingests them into the store
after the program exits (:mod:`ir_explorer.capture.program`). Worker processes (Inductor's parallel
compiles) inherit the environment and record too; the parent removes duplicates.
Nothing here may break the program: every hook catches its own errors and notes them.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import itertools
import json
import os
import shutil
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

ENV_VAR = "IR_EXPLORER_CAPTURE_DIR"
_counter = itertools.count()


def _out_dir() -> Path:
    return Path(os.environ[ENV_VAR])


def _new_name(kind: str) -> str:
    return f"{kind}-{os.getpid()}-{next(_counter)}"


def _note_error(where: str) -> None:
    try:
        path = _out_dir() / f"{_new_name('error')}.txt"
        path.write_text(f"{where}\n{traceback.format_exc()}")
    except OSError:
        pass


# ------------------------------------------------------------------------------ compiles


def _non_default_options(metadata: dict[str, Any], target: Any) -> dict[str, Any]:
    """Compile options in ``metadata`` that differ from the backend's defaults (besides num_warps/num_stages)."""
    import dataclasses

    from triton.compiler import make_backend

    defaults = make_backend(target).parse_options({})
    out: dict[str, Any] = {}
    for f in dataclasses.fields(defaults):
        if f.name in ("num_warps", "num_stages", "arch", "backend_name", "sanitize_overflow") or f.name not in metadata:
            continue
        value, default = metadata[f.name], getattr(defaults, f.name)
        if isinstance(value, (int, float, bool, str)) and value != default and not isinstance(default, (list, tuple)):
            out[f.name] = value
    return out


def record_compile(src: Any, metadata: dict[str, Any], metadata_group: dict[str, str], times: Any,
                   cache_hit: bool) -> None:
    """Write one compile (or cache hit) as ``compile-<pid>-<n>/record.json`` plus its stage files."""
    import triton
    from triton.backends.compiler import GPUTarget

    from ir_explorer.capture.worker import jsonable

    fn = getattr(src, "fn", None)
    folder = _out_dir() / _new_name("compile")
    folder.mkdir(parents=True)
    target = metadata["target"]  # a GPUTarget, or its fields after a JSON round trip
    if isinstance(target, dict):
        target = GPUTarget(target["backend"], target["arch"], target["warp_size"])
    stages: dict[str, str] = {}
    for filename, path in metadata_group.items():
        ext = filename.rsplit(".", 1)[-1]
        if ext != "json" and os.path.isfile(path):
            shutil.copyfile(path, folder / f"stage.{ext}")
            stages[ext] = f"stage.{ext}"
    record: dict[str, Any] = {
        "name": metadata.get("name") or getattr(src, "name", "?"), "cache_hit": bool(cache_hit),
        "triton_version": triton.__version__, "pid": os.getpid(), "stages": stages,
        "target": [target.backend, target.arch, target.warp_size], "metadata": jsonable(metadata),
        "times": jsonable(times),
    }
    if fn is None:  # compiled from IR text (IRSource): stages only, no Python source to re-compile
        record.update(source_kind="ir", path=str(getattr(src, "path", "")))
    else:
        jit = fn
        record.update(
            source_kind="python", function=jit.__name__, path=jit.fn.__code__.co_filename,
            arg_names=list(jit.arg_names), signature=dict(src.signature),
            constants=[[list(k), jsonable(v)] for k, v in src.constants.items()],
            attrs=[[list(k), jsonable(v)] for k, v in src.attrs.items()],
            num_warps=metadata.get("num_warps"), num_stages=metadata.get("num_stages"),
            options=_non_default_options(metadata, target),
        )
    (folder / "record.json").write_text(json.dumps(record, default=str))


def _chain(previous: Callable[..., Any] | None, mine: Callable[..., None], where: str) -> Callable[..., Any]:
    def listener(**kwargs: Any) -> Any:
        try:
            mine(**kwargs)
        except Exception:
            _note_error(where)
        if previous is not None:
            return previous(**kwargs)
        return None

    return listener


# ------------------------------------------------------------------------------ autotuning


def _ms(value: Any) -> float | None:
    if isinstance(value, (list, tuple)):
        value = value[0] if value else None
    return float(value) if isinstance(value, (int, float)) else None


def record_autotune(*, fn: Any, key: Any, best_config: Any, configs_timings: Any, duration: Any = None,
                    cache_hit: bool = False) -> None:
    """Write one autotune run as ``autotune-<pid>-<n>.json``: each config's median ms and the pick."""
    from ir_explorer.capture.worker import jsonable

    timings = [{"config": str(c), "ms": _ms(t)} for c, t in (configs_timings or {}).items()]
    record = {"source": "triton.autotune", "kernel": getattr(fn, "__name__", str(fn)),
              "path": getattr(getattr(fn, "fn", None), "__code__", None) and fn.fn.__code__.co_filename,
              "key": jsonable(key), "best": str(best_config), "timings": timings,
              "duration_s": duration, "cache_hit": cache_hit, "pid": os.getpid()}
    (_out_dir() / f"{_new_name('autotune')}.json").write_text(json.dumps(record, default=str))


def _wrap_autotuner_run(autotuner_cls: Any) -> None:
    """Triton < 3.7 has no autotuning listener: read ``configs_timings`` after each ``Autotuner.run``."""
    original = autotuner_cls.run

    def run(self: Any, *args: Any, **kwargs: Any) -> Any:
        before = getattr(self, "configs_timings", None)
        out = original(self, *args, **kwargs)
        after = getattr(self, "configs_timings", None)
        if after is not None and after is not before:
            try:
                record_autotune(fn=self.fn, key=None, best_config=self.best_config, configs_timings=after,
                                duration=getattr(self, "bench_time", None))
            except Exception:
                _note_error("Autotuner.run")
        return out

    autotuner_cls.run = run


def install_triton(_module: Any = None) -> None:
    """Chain our compile and autotune listeners to Triton's (``triton.knobs``)."""
    from triton import knobs

    knobs.compilation.listener = _chain(knobs.compilation.listener, record_compile, "compilation listener")
    # Under the interpreter, Triton 3.9's Autotuner.run breaks when a listener is set (it looks for a
    # JITFunction behind the InterpretedFunction): wrap Autotuner.run there too.
    if hasattr(knobs.autotuning, "listener") and not knobs.runtime.interpret:
        knobs.autotuning.listener = _chain(knobs.autotuning.listener, record_autotune, "autotuning listener")
    else:
        from triton.runtime.autotuner import Autotuner

        _wrap_autotuner_run(Autotuner)


def install_inductor(module: Any) -> None:
    """Record the timings of Inductor's ``max-autotune`` choices (``add_feedback_saver``), with each
    Triton choice's generated module (``bmreq.module_path``) so its compiled kernel can be named after it."""

    def saver(timings: dict[Any, float], name: str, *rest: Any) -> None:
        try:
            rows = []
            for choice, ms in timings.items():
                bmreq = getattr(choice, "bmreq", None)
                rows.append({"config": f"{choice.name} ({choice.description})" if choice.description else choice.name,
                             "choice": choice.name, "ms": float(ms), "path": getattr(bmreq, "module_path", None)})
            best = min(rows, key=lambda r: r["ms"])["choice"] if rows else None
            record = {"source": "inductor max-autotune", "kernel": name, "best": best, "timings": rows,
                      "pid": os.getpid()}
            (_out_dir() / f"{_new_name('autotune')}.json").write_text(json.dumps(record, default=str))
        except Exception:
            _note_error("inductor feedback saver")

    module.add_feedback_saver(saver)


# ------------------------------------------------------------------------------ import watching


class _AfterImport(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Runs a callback right after a watched module finishes importing (then steps aside)."""

    def __init__(self, callbacks: dict[str, Callable[[Any], None]]) -> None:
        self.callbacks = callbacks
        self.loaders: dict[str, Any] = {}

    def find_spec(self, fullname: str, path: Any, target: Any = None) -> Any:
        if fullname not in self.callbacks:
            return None
        for finder in sys.meta_path:
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(fullname, path, target)
            if spec is not None and spec.loader is not None:
                self.loaders[fullname] = spec.loader
                spec.loader = self
                return spec
        return None

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> Any:
        return self.loaders[spec.name].create_module(spec)

    def exec_module(self, module: Any) -> None:
        name = module.__spec__.name
        loader = self.loaders.pop(name)
        module.__spec__.loader = module.__loader__ = loader
        loader.exec_module(module)
        callback = self.callbacks.pop(name)
        try:
            callback(module)
        except Exception:
            _note_error(f"installing the hook for {name}")


def watch_imports() -> None:
    """Install the listeners once ``triton`` (and Inductor's algorithm selection) get imported."""
    callbacks: dict[str, Callable[[Any], None]] = {"torch._inductor.select_algorithm": install_inductor}
    if "triton" in sys.modules:
        install_triton()
    else:
        callbacks["triton"] = install_triton
    sys.meta_path.insert(0, _AfterImport(callbacks))
