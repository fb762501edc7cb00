"""The worker's answers to its two requests: ``inspect`` (what a kernel file holds: parameters, pruned autotune
configs, heuristics) and a compile (``run``: specialize, compile, store the outcome)."""

from __future__ import annotations

import sys
import time
import warnings
from pathlib import Path
from typing import Any

from ir_explorer.capture.worker.compiling import _compile, _failure, _renamed, ir_spec, jsonable, transient_cause
from ir_explorer.capture.worker.kernel import UserInputError, load_kernel
from ir_explorer.capture.worker.specialize import _has_default, _py_value, example_values, specialize
from ir_explorer.core.model import (
    Compilation,
    CompileFailure,
    Config,
    DTypeValue,
    Resources,
    SigArg,
    Stage,
    Target,
    arg_from_json,
    constexpr_from_json,
    constexpr_to_json,
    dtype_name,
)
from ir_explorer.core.store import Store
from ir_explorer.inputs.compile_output import (
    DUMP_FILE,
    FINAL_MLIR_FILE,
    STDERR_FILE,
    stages_from_triton_cache,
)
from ir_explorer.ir.resources import parse_amdgcn, parse_ptxas_log
from ir_explorer.ir.ttgir import IR_FILE_SUFFIXES


class _IRSource(Exception):
    """Raised inside :func:`run`'s specialization block for an IR file: it has no Python to import."""


def _config_json(config: Any, index: int, notes: list[str]) -> dict[str, Any]:
    """A ``triton.Config`` as :meth:`Config.to_json` writes it: its kwargs (a ``tl.dtype`` as
    :class:`DTypeValue`, anything else that is not a plain value as its text, with a note),
    ``num_warps``, ``num_stages``, and ``num_ctas``/``maxnreg`` when set."""
    import triton.language as tl

    constexprs: dict[str, Any] = {}
    for name, value in config.kwargs.items():
        short = dtype_name(str(value)) if isinstance(value, tl.dtype) else None
        if short is not None:
            constexprs[name] = constexpr_to_json(DTypeValue(short))
        elif value is None or isinstance(value, (bool, int, float, str)):
            constexprs[name] = value
        else:
            notes.append(f"config {index}: {name}={value!r} is passed as the string {str(value)!r}")
            constexprs[name] = str(value)
    options: dict[str, Any] = {}
    if getattr(config, "num_ctas", 1) not in (None, 1):
        options["num_ctas"] = config.num_ctas
    if getattr(config, "maxnreg", None) is not None:
        options["maxnreg"] = config.maxnreg
    # None (``triton.Config(num_stages=None)``) means the backend's default: ``parse_options`` leaves out an option
    # that is None, so the options class's default holds. Kept None here (the configs are read before the target is
    # known); a compile request resolves it for its target (compiles.with_backend_defaults). An argument left out
    # of triton.Config is its own default (num_warps=4, num_stages=3 in Triton 3.6 and 3.9), not the backend's.
    return {"constexprs": constexprs, "num_warps": config.num_warps, "num_stages": config.num_stages,
            "options": options}


def _prune(autotuner: Any, named: dict[str, Any] | None, kwargs: dict[str, Any], notes: list[str]) -> list[Any]:
    """The autotuner's configs after its ``prune_configs_by`` (``Autotuner.prune_configs``, Triton's own
    code: ``early_config_prune(configs, named_args, **kwargs)``, then ``perf_model``'s ``top_k``), or all
    of them, with a note, when that needs a GPU or example arguments. (:func:`_dropped` names those it left out.)"""
    configs = list(autotuner.configs)
    if not (autotuner.early_config_prune or autotuner.perf_model):
        return configs
    if named is None:
        notes.append(f"prune_configs_by not evaluated (it needs example arguments: --arg); kept all {len(configs)} "
                     "configs")
        return configs
    autotuner.nargs = named
    try:
        pruned = list(autotuner.prune_configs(dict(kwargs)))
    except Exception as exc:  # user code, possibly asking a GPU: keep every config and say why
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
        notes.append(f"prune_configs_by raised {type(exc).__name__}: {first} (it may need a GPU); kept all "
                     f"{len(configs)} configs")
        return configs
    finally:
        autotuner.nargs = None
    notes.append(f"prune_configs_by kept {len(pruned)} of {len(configs)} configs")
    return pruned


def _dropped(configs: list[Any], kept: list[Any]) -> list[Any]:
    """The configs of ``configs`` that pruning left out of ``kept``, in the autotuner's order: by identity, or, for a
    prune function that returns new ``triton.Config`` objects, by what they hold (:func:`_config_json`)."""
    kept_ids = {id(c) for c in kept}
    kept_json = [_config_json(c, 0, []) for c in kept]
    return [c for c in configs if id(c) not in kept_ids and _config_json(c, 0, []) not in kept_json]


def inspect(request: dict[str, Any]) -> dict[str, Any]:
    """What a kernel file holds, for the CLI to build its configs without importing it: the kernel's
    parameters (constexpr, default, ``do_not_specialize``), the autotune configs after
    ``prune_configs_by`` on the request's example arguments (``prunes``: whether it has one), the
    autotune key, the names ``triton.heuristics`` computes, notes, and ``triton``: the version of the Triton
    that read it (``triton.__version__``), which the parent checks when it reads the answer back from the store."""
    import triton

    kspec = request["kernel"]
    path = Path(kspec["path"])
    target = Target(*request["target"])
    try:
        _module, obj, fn = load_kernel(path, kspec["function"], bool(kspec.get("bundled")),
                                       target if kspec.get("import_stubs") else None)
    except UserInputError as exc:
        return {"status": "usage", "message": str(exc)}
    from triton.runtime.autotuner import Autotuner, Heuristics

    params = [{"name": p.name, "constexpr": bool(p.is_constexpr), "default": _has_default(fn, p.name),
               "do_not_specialize": bool(p.do_not_specialize),
               "do_not_specialize_on_alignment": bool(p.do_not_specialize_on_alignment)} for p in fn.params]
    notes: list[str] = []
    heuristics: list[str] = []
    configs: list[dict[str, Any]] | None = None
    pruned: list[dict[str, Any]] = []
    prunes = False
    node = obj
    while node is not None and node is not fn:
        if isinstance(node, Heuristics):
            heuristics += [k for k in node.values if k not in heuristics]
        elif isinstance(node, Autotuner) and configs is None:
            prunes = bool(node.early_config_prune or node.perf_model)
            args = [arg_from_json(a) for a in kspec["args"]]
            named = None if any(isinstance(a, SigArg) for a in args) or not args else example_values(args)
            consts = {k: _py_value(constexpr_from_json(v)) for k, v in kspec.get("constexprs", {}).items()}
            kept = _prune(node, named, consts, notes)
            configs = [_config_json(c, i, notes) for i, c in enumerate(kept)]
            pruned = [_config_json(c, len(kept) + i, []) for i, c in enumerate(_dropped(list(node.configs), kept))]
            notes.insert(0, f"autotune key: {', '.join(node.keys) or '(none)'}")
            hooked = [str(i) for i, c in enumerate(kept) if c.pre_hook is not None]
            if hooked or node.user_defined_pre_hook:
                where = f"config(s) {', '.join(hooked)}" if hooked else "the autotuner"
                notes.append(f"pre_hook of {where} ignored: it runs on the GPU before each launch")
        node = getattr(node, "fn", None)
    if heuristics:
        notes.append(f"triton.heuristics computes: {', '.join(heuristics)}")
    return {"status": "ok", "function": fn.__name__, "params": params, "configs": configs, "prunes": prunes,
            "pruned": pruned, "heuristics": heuristics, "notes": notes, "triton": triton.__version__}


def backend_defaults(request: dict[str, Any]) -> dict[str, Any]:
    """What a launch that leaves ``num_warps``/``num_stages`` unset compiles with on ``request["target"]``: the
    options Triton's own launch path builds from no options, ``make_backend(GPUTarget(…)).parse_options({})``
    (``JITFunction`` passes its keyword arguments there; ``parse_options`` keeps only those that are not None), whose
    class is ``CUDAOptions`` or ``HIPOptions`` (``triton/backends/{nvidia,amd}/compiler.py``). ``options_class`` is
    that class's name; ``triton`` the version that answered."""
    import triton
    from triton.backends.compiler import GPUTarget
    from triton.compiler import make_backend

    target = Target(*request["target"])
    options = make_backend(GPUTarget(*target.as_tuple())).parse_options({})
    return {"status": "ok", "options_class": type(options).__name__, "num_warps": int(options.num_warps),
            "num_stages": int(options.num_stages), "triton": triton.__version__}


def run(request: dict[str, Any]) -> dict[str, Any]:
    """Compile what ``request`` describes, store the outcome, and return a small status dict."""
    store = Store(request["store"])
    key = request["key"]
    workdir = Path(request["workdir"])
    kspec = request["kernel"]
    path = Path(kspec["path"])
    target = Target(*request["target"])
    config = Config.from_json(request["config"])
    want_passes = bool(request.get("passes"))
    want_llvm = bool(request.get("llvm_passes"))
    passes_from = None
    if kspec.get("passes_from"):
        from ir_explorer.capture.passes_from import PassesFrom

        passes_from = PassesFrom(str(kspec["passes_from"]))
    started = time.perf_counter()
    with warnings.catch_warnings(record=True) as early:
        warnings.simplefilter("always")
        try:
            python_source = path.read_text()
            if path.suffix in IR_FILE_SUFFIXES:  # IR someone posted: the pipeline runs on (triton.compile(path))
                module = obj = fn = None
                source = path
                if passes_from is not None:  # a .ttir copy makes triton.compile run make_ttgir (passes_from.py)
                    source = workdir / f"{path.stem}.ttir"
                    source.write_text(python_source)
                spec = ir_spec(source, config)
                raise _IRSource
            module, obj, fn = load_kernel(path, kspec["function"], bool(kspec.get("bundled")),
                                          target if kspec.get("import_stubs") else None)
            from triton.backends.compiler import GPUTarget
            from triton.compiler import make_backend

            backend = make_backend(GPUTarget(*target.as_tuple()))
            args = [arg_from_json(a) for a in kspec["args"]]
            consts = {k: constexpr_from_json(v) for k, v in kspec.get("constexprs", {}).items()}
            spec = specialize(obj, fn, backend, args, consts, config)
        except _IRSource:
            pass
        except UserInputError as exc:
            return {"status": "usage", "message": str(exc)}
        except OSError as exc:
            return {"status": "usage", "message": f"cannot read {path}: {exc.strerror}"}
        except (AssertionError, ValueError, KeyError, TypeError) as exc:  # Triton rejected the options or arguments
            return {"status": "usage", "message": f"{kspec['name']}: {type(exc).__name__}: {exc}"}
        except ImportError as exc:  # e.g. Triton 3.6's AMD backend imports torch to specialize arguments
            import triton

            from ir_explorer.capture.toolchains import MARKER

            fix = (f"run: ir-explorer triton install {triton.__version__} --with-torch" if exc.name == "torch" and
                   Path(sys.prefix, MARKER).is_file() else f"the {target.backend} backend needs it installed")
            return {"status": "env", "message": f"Triton {triton.__version__} cannot compile for {target.spec} here: "
                                                f"{exc} ({fix})"}

    import triton

    dump_path = workdir / DUMP_FILE if want_passes else None
    scopes = {"ttgir": passes_from.during} if passes_from is not None else {}
    kernel, clock, stdout, stderr, notes, error, cache_dir = _compile(fn, target, spec, workdir, dump_path, want_llvm,
                                                                      scopes)
    notes = [f"{w.category.__name__}: {w.message}" for w in early] + notes
    if passes_from is not None and not passes_from.started and "ttgir" in clock.done:
        return {"status": "usage", "message": f"{path.name}: --passes-from: {passes_from.summary()}"}
    stage_data: dict[str, bytes | str] = {}
    failure: CompileFailure | None = None
    metadata: dict[str, Any] = {}
    if error is None:
        for name in target.stages:
            if name in kernel.asm:
                stage_data[name] = kernel.asm[name]
        metadata = jsonable(kernel.metadata._asdict())
    else:
        stage_data.update(stages_from_triton_cache(cache_dir, target.stages))
        done = [s for s in clock.done if s in stage_data]
        failure = _failure(error, clock, stderr, module, fn, done[-1] if done else None, str(path))
        failure = _renamed(failure, str(path), kspec.get("shown_path"))
        outside = transient_cause(error)
        if outside is not None:  # not a property of the kernel: never stored, or every later run replays it
            return {"status": "env", "message": f"{failure.headline()} [a failure outside the kernel ({outside}): "
                                                "not stored; run it again]"}
        if failure.kind == "pass" and dump_path is None:
            # Compile again with the per-pass dump to number the failing pass and keep the IR before it.
            dump_path = workdir / DUMP_FILE
            _compile(fn, target, spec, workdir, dump_path, scopes=scopes)
    if passes_from is not None:  # the .ttir copy's "ttir" is the posted TTGIR: no stage of this compile
        stage_data.pop("ttir", None)
        metadata["ttgir_passes"] = {"from": passes_from.wanted, "ran": passes_from.ran, "skipped": passes_from.skipped}
    resources: Resources | None = None
    if target.is_nvidia:
        resources = parse_ptxas_log(stdout)
    elif "amdgcn" in stage_data:
        amd = stage_data["amdgcn"]
        resources = parse_amdgcn(amd if isinstance(amd, str) else amd.decode(errors="replace"))
    if dump_path is not None and error is None and clock.final_mlir is not None:
        # The parent stores the dump once this process has ended: Triton writes MLIR_DUMP_PATH through a static
        # llvm::raw_fd_ostream (mlir_dumps() in python/src/ir.cc) that is flushed only at exit, so read here it
        # lacks its last few KB (the end of the last snapshot). See capture._ingest_passes.
        (workdir / FINAL_MLIR_FILE).write_text(clock.final_mlir)
    if want_llvm:
        from ir_explorer.inputs.dumps import ingest_llvm_log

        ingest_llvm_log(store, key, workdir / STDERR_FILE)
    stages = {name: Stage(name, store.put_blob(data), clock.times.get(name)) for name, data in stage_data.items()}
    comp = Compilation(
        key=key, kernel=kspec["name"], config_index=int(request["config_index"]), config=config, target=target,
        triton_version=triton.__version__, stages=stages, metadata=metadata, resources=resources,
        failure=failure, source_path=str(path), compile_ms=(time.perf_counter() - started) * 1e3,
        diagnostics="\n".join(dict.fromkeys(notes))[-4000:],
    )
    store.save(comp, python_source=python_source)
    return {"status": "failed" if failure else "ok", "message": failure.headline() if failure else "",
            "pass_dump": dump_path is not None}
