"""One ``triton.compile`` call in the worker under Triton's hooks (stage timing, ptxas log, a private cache,
per-pass dumps), with fds 1 and 2 sent to files, and the classification of a compile error into a
:class:`~ir_explorer.core.model.CompileFailure` (or a transient cause that is never stored)."""

from __future__ import annotations

import contextlib
import dataclasses
import os
import sys
import time
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ir_explorer.capture.worker.kernel import _unwrap
from ir_explorer.core.model import (
    COMPILER_ABORTS,
    CompileFailure,
    Config,
    Target,
)
from ir_explorer.inputs.compile_output import (
    STAGE_FILE,
    STDERR_FILE,
    STDOUT_FILE,
    TIMING_FILE,
    TRITON_CACHE,
    failure_kind,
    source_line,
)
from ir_explorer.ir.diagnostics import diagnose, mlir_parse_error, version_hint

# ------------------------------------------------------------------------------ compiling


@contextlib.contextmanager
def _capture_fds(out_path: Path, err_path: Path) -> Iterator[None]:
    """Send fds 1 and 2 (Python and C++ output: ptxas log, MLIR diagnostics) to files."""
    sys.stdout.flush()
    sys.stderr.flush()
    saved = (os.dup(1), os.dup(2))
    try:
        for fd, path in ((1, out_path), (2, err_path)):
            target = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            os.dup2(target, fd)
            os.close(target)
        yield
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        os.dup2(saved[0], 1)
        os.dup2(saved[1], 2)
        os.close(saved[0])
        os.close(saved[1])


class _StageClock:
    """An ``add_stages_inspection_hook``: times each stage and remembers which one is running."""

    def __init__(self, keep_final_mlir: bool, marker: Path, scopes: dict[str, Any] | None = None) -> None:
        self.scopes = scopes or {}
        """Stage name → a context-manager factory the stage runs inside."""
        self.marker = marker
        """A file holding the running stage's name, for the parent to read if we crash."""
        self.times: dict[str, float] = {}
        self.done: list[str] = []
        self.current: str | None = None
        self.final_mlir: str | None = None
        self.keep_final_mlir = keep_final_mlir

    def __call__(self, backend: Any = None, stages: Any = None, options: Any = None, language: Any = None,
                 capability: Any = None) -> Any:
        if stages is None:  # compile() asks for a cache-key suffix
            return "", ""
        for name, stage_fn in list(stages.items()):
            stages[name] = self._wrap(name, stage_fn)
        return None

    def _wrap(self, name: str, stage_fn: Any) -> Any:
        def run(src: Any, metadata: Any) -> Any:
            self.current = name
            self.marker.write_text(name)
            start = time.perf_counter()
            with self.scopes.get(name, contextlib.nullcontext)():
                out = stage_fn(src, metadata)
            self.times[name] = (time.perf_counter() - start) * 1e3
            self.done.append(name)
            self.current = None
            if name == "llir" and self.keep_final_mlir:
                self.final_mlir = str(src)  # the LLVM-dialect module after the last MLIR pass
            return out

        return run


def ir_spec(path: Path, config: Config) -> tuple[Any, Any, Any, Any]:
    """``(path, None, None, options)`` for :func:`_compile` of an IR file: Triton's ``IRSource`` reads the
    signature from the module and, for TTGIR, ``num_warps``/``num_ctas`` from its ``ttg.num-warps`` and
    ``ttg.num-ctas`` attributes (``compiler.py``); ``config`` gives the rest (``num_stages``; ``num_warps``
    for TTIR)."""
    from types import SimpleNamespace

    options: dict[str, Any] = {"num_stages": config.num_stages, **dict(config.options)}
    if path.suffix == ".ttir":
        options["num_warps"] = config.num_warps
    return str(path), None, None, SimpleNamespace(**options)


def _compile(fn: Any, target: Target, spec: tuple[Any, ...], workdir: Path, dump_path: Path | None,
             llvm_dump: bool = False, scopes: dict[str, Any] | None = None,
             ) -> tuple[Any, _StageClock, str, str, list[str], BaseException | None, Path]:
    """Run ``triton.compile`` once. Returns (kernel or None, clock, stdout, stderr, warnings, error, cache dir).
    ``scopes`` maps a stage to a context-manager factory it runs inside (``--passes-from``: ``make_ttgir``)."""
    import triton
    from triton.backends.compiler import GPUTarget

    from ir_explorer.capture.triton_compat import ast_source, compile_scope, dump_from_stderr, keeps_final_mlir

    signature, constexprs, attrs, options = spec
    clock = _StageClock(keep_final_mlir=dump_path is not None and keeps_final_mlir(), marker=workdir / STAGE_FILE,
                        scopes=scopes)
    cache_dir = workdir / TRITON_CACHE
    out_path, err_path = workdir / STDOUT_FILE, workdir / STDERR_FILE
    env_keys = ("MLIR_ENABLE_DUMP", "MLIR_DUMP_PATH", "MLIR_ENABLE_TIMING", "LLVM_IR_ENABLE_DUMP")
    saved_env = {k: os.environ.get(k) for k in env_keys}
    kernel = None
    error: BaseException | None = None
    caught: list[warnings.WarningMessage] = []
    with contextlib.ExitStack() as stack:
        # knobs.cache.dir, always_compile, nvidia.dump_ptxas_log, add_stages_inspection_hook, or what a release
        # without them has (triton_compat)
        stack.enter_context(compile_scope(str(cache_dir), GPUTarget(*target.as_tuple()), clock))
        if dump_path is not None:
            # 1, not the kernel's name: a name filters out the passes on llvm.func (CanonicalizeLLVMIR), which a
            # raw MLIR_ENABLE_DUMP=1 log of the same compile shows (issue 15 item 1). One compile is one kernel.
            os.environ["MLIR_ENABLE_DUMP"] = "1"
            os.environ["MLIR_DUMP_PATH"] = str(dump_path)
            # Each pass's wall time (ir.passcost): read by pass_manager.run in C++, printed to fd 2. It leaves the
            # compiled code as it is (the PTX and cubin of a timed compile equal an untimed one's; tests/test_passcost).
            os.environ["MLIR_ENABLE_TIMING"] = "1"
        if llvm_dump:
            os.environ["LLVM_IR_ENABLE_DUMP"] = "1"
        caught = stack.enter_context(warnings.catch_warnings(record=True))
        warnings.simplefilter("always")
        try:
            with _capture_fds(out_path, err_path):
                src = signature if fn is None else ast_source(fn, signature, constexprs, attrs)  # ir_spec: a path
                kernel = triton.compile(src, target=GPUTarget(*target.as_tuple()), options=options.__dict__)
        except MemoryError:
            raise  # the memory cap, not the kernel: never stored as the kernel's failure
        except Exception as exc:  # any compile error is a result to report, not a crash
            error = exc
        finally:
            for k, v in saved_env.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v
    stdout = out_path.read_text(errors="replace") if out_path.exists() else ""
    stderr = _stderr_text(err_path, llvm_dump)
    if dump_path is not None:
        stderr = dump_from_stderr(_keep_timing(stderr, err_path, workdir, llvm_dump), dump_path)  # 3.2: on fd 2
    notes = [f"{w.category.__name__}: {w.message}" for w in caught]
    return kernel, clock, stdout, stderr, notes, error, cache_dir


def _stderr_text(err_path: Path, llvm_dump: bool) -> str:
    """fd 2's text; with the LLVM dump on it (~140 MB for a matmul), only what came before the dump."""
    if not err_path.exists():
        return ""
    if not llvm_dump:
        return err_path.read_text(errors="replace")
    from ir_explorer.inputs.dumps import first_llvm_header

    with err_path.open("rb") as fh:
        head = fh.read(first_llvm_header(err_path))
    return head.decode(errors="replace")


def _keep_timing(stderr: str, err_path: Path, workdir: Path, llvm_dump: bool) -> str:
    """Move MLIR's execution time reports out of fd 2's text (diagnostics) into :data:`TIMING_FILE`; with the
    LLVM dump on fd 2, the report of make_llir's pass manager, printed when it is destroyed after the LLVM passes
    ran, is looked for in the file's last 256 KB."""
    from ir_explorer.ir.passcost import split_reports

    stderr, reports = split_reports(stderr)
    if llvm_dump and err_path.exists():
        from ir_explorer.inputs.dumps import first_llvm_header

        with err_path.open("rb") as fh:
            fh.seek(max(first_llvm_header(err_path), err_path.stat().st_size - (256 << 10)))
            reports += split_reports(fh.read().decode(errors="replace"))[1]
    (workdir / TIMING_FILE).write_text(reports)
    return stderr


def jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    if hasattr(value, "__dict__"):
        return jsonable(vars(value))
    return str(value)


def _python_location(err: BaseException, module: Any, fn: Any) -> tuple[str | None, str | None]:
    """``file:line`` and source text of the Python line a frontend error points at."""
    from triton.runtime.jit import JITFunction

    node = getattr(err, "node", None)
    src = getattr(err, "src", None)
    if node is None or not hasattr(node, "lineno"):
        return None, None
    owner = fn
    for value in vars(module).values():
        jit = _unwrap(value)
        if isinstance(jit, JITFunction) and src is not None and jit.src == src:
            owner = jit
            break
    from ir_explorer.capture.triton_compat import source_lines

    raw = "".join(source_lines(owner))  # raw_src: 3.5+
    def_offset = next((i for i, line in enumerate(raw.splitlines()) if line.lstrip().startswith("def ")), 0)
    lineno = owner.starting_line_number + def_offset + node.lineno - 1
    location = f"{owner.fn.__code__.co_filename}:{lineno}"
    return location, source_line(location)


def _renamed(failure: CompileFailure, copy: str, shown: str | None) -> CompileFailure:
    """``failure`` with the path ``copy`` written as ``shown`` in each of its texts: an IR file compiled from its
    kept copy names the file the user gave. ``failure`` itself when ``shown`` is ``None``."""
    if not shown:
        return failure
    texts = {f.name: getattr(failure, f.name) for f in dataclasses.fields(failure)}
    changed: dict[str, Any] = {k: v.replace(copy, shown) for k, v in texts.items() if isinstance(v, str) and copy in v}
    return dataclasses.replace(failure, **changed)


def _posted_line(location: str, posted: str | None) -> str | None:
    """The source line at ``location`` (``file:line``) when its file is the posted IR file itself, else ``None``: a
    posted file's ``loc("/home/you/secret.py":1:1)`` must not make us read and print another file (issue 24)."""
    try:
        same = posted is not None and os.path.samefile(location.rsplit(":", 1)[0], posted)
    except OSError:  # missing, unreadable
        same = False
    return source_line(location) if same else None


def _failure(error: BaseException, clock: _StageClock, stderr: str, module: Any, fn: Any,
             last_good: str | None, source_file: str | None = None) -> CompileFailure:
    """Classify a compile error and find the Python line it points at (``fn`` is ``None`` for an IR file,
    ``source_file``)."""
    from triton.compiler.errors import CompilationError

    stage = clock.current
    location, line = None, None
    diag = diagnose(stderr + "\n" + str(error), fn.fn.__code__.co_filename if fn is not None else source_file)
    parse = mlir_parse_error(stderr) if fn is None and stage is None else None
    if parse is not None:  # an IR file that does not parse or verify: MLIR's diagnostic names its line
        kind, message = "frontend", f"{parse[3]} (column {parse[2]}; MLIR's diagnostic)" if parse[0] else parse[3]
        if parse[0]:
            location = f"{parse[0]}:{parse[1]}"
            line = _posted_line(location, source_file)
    elif isinstance(error, CompilationError) or stage is None:
        kind = "frontend"
        # An error inside a @triton.jit helper arrives wrapped once per call level (`raise … from e`):
        # point at the innermost CompilationError (the helper's line) and say what really went wrong.
        chain = [error]
        while chain[-1].__cause__ is not None and len(chain) < 64:
            chain.append(chain[-1].__cause__)
        inner = [e for e in chain if isinstance(e, CompilationError)][-1:] or [error]
        location, line = _python_location(inner[0], module, fn)
        message = getattr(inner[0], "error_message", None) or str(inner[0]) or type(inner[0]).__name__
        root = chain[-1]
        if root is not inner[0] and not isinstance(root, CompilationError) and str(root) not in message:
            message = f"{message.rstrip()}\n{type(root).__name__}: {root}"
        if inner[0] is not error:
            called_from, _ = _python_location(error, module, fn)
            if called_from is not None:
                message = f"{message.rstrip()}\n(called from {called_from})"
        hint = version_hint(f"{message}\n{line or ''}")
        if hint is not None:
            message = f"{message.strip().splitlines()[-1]} (hint: {hint})"
    else:
        kind = failure_kind(stage)
        message = diag.message or str(error) or type(error).__name__
    if location is None and diag.location is not None:
        location = diag.location
        line = source_line(location) if fn is not None else _posted_line(location, source_file)
    if location is None and fn is not None:  # Triton 3.2: a name the release lacks fails before code generation
        from ir_explorer.capture.triton_compat import missing_name_line

        location = missing_name_line(error, fn)
        line = source_line(location) if location is not None else None
    return CompileFailure(kind=kind, message=message.strip(), stage=stage, python_location=location,
                          python_line=line, failing_pass=diag.failing_pass, last_good_stage=last_good,
                          diagnostics=(stderr.strip() + "\n" + str(error)).strip()[-20000:])


def transient_cause(error: BaseException) -> str | None:
    """Why a compile error is not a property of the kernel, or ``None`` when it is: an ``OSError`` with an errno
    anywhere in its chain (``__cause__``/``__context__``: Triton's ``make_cubin`` reading the ptxas log from a
    temporary folder that vanished raises ``FileNotFoundError`` while handling ptxas's ``CalledProcessError``; a full
    disk; a missing ``ptxas``), or a tool killed by a signal that is not a compiler abort
    (:data:`~ir_explorer.core.model.COMPILER_ABORTS`: ``SIGKILL`` from the OOM killer). Such a failure is never
    stored: the next run compiles again."""
    import signal
    import subprocess

    seen: BaseException | None = error
    for _ in range(64):
        if seen is None:
            return None
        if isinstance(seen, OSError) and seen.errno is not None:
            return f"{type(seen).__name__}: {seen.strerror or seen}"
        if isinstance(seen, subprocess.CalledProcessError) and seen.returncode < 0:
            try:
                name = signal.Signals(-seen.returncode).name
            except ValueError:
                name = f"signal {-seen.returncode}"
            if name not in COMPILER_ABORTS:
                tool = Path(str(seen.cmd[0] if isinstance(seen.cmd, (list, tuple)) else seen.cmd)).name
                return f"{tool} was killed by {name}"
        seen = seen.__cause__ or seen.__context__
    return None
