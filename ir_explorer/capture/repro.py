"""``ir-explorer repro``'s engine: a folder that reproduces one compile with ``triton.compile``, on any machine
with that Triton installed, no GPU and no ir-explorer.

The folder holds:

- ``src/``: the kernel file and the local modules it imports, transitively (the imports
  :func:`~ir_explorer.capture.compiles.source_digest` follows: ``from .x import``, ``from . import x``, a sibling
  ``import x``), and the modules of ``ir_explorer`` they import (the bundled kernels' registry imports
  ``ir_explorer.core.model``, which needs only the standard library); a bundled kernel keeps its package,
  ``ir_explorer_kernels``;
- ``repro.py``: the specialization the worker computed (:mod:`ir_explorer.capture.repro_worker`) written as
  literal data, ``ASTSource(fn, SIGNATURE, CONSTEXPRS, ATTRS)`` compiled for ``GPUTarget(backend, arch,
  warp_size)`` with ``OPTIONS``; it prints shared bytes (metadata), ``num_warps``, the MMA instructions counted
  in the PTX/AMDGCN and the registers and spills (NVIDIA: the compile's own ``ptxas -v`` log,
  ``TRITON_DUMP_PTXAS_LOG``, or ``ptxas -v`` run again on the PTX where a release cannot print it; AMD: the
  AMDGCN metadata notes), or the failure (exit 1);
- ``reproducer.mlir`` when the compile failed in an MLIR pass: the IR before that pass
  (``TRITON_REPRODUCER_PATH``), replayed by ``triton-opt --run-reproducer reproducer.mlir``;
- ``README.md``: the Triton version, the target, the command that made the folder, how to run it, what
  ir-explorer measured.

This module imports neither Triton nor torch; the worker does the part that needs Triton.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ir_explorer.capture import children
from ir_explorer.capture.compiles import Request, _read, ask_worker
from ir_explorer.capture.options import DEFAULT_TIMEOUT_S
from ir_explorer.core.errors import IRExplorerError, UsageError
from ir_explorer.core.model import Compilation
from ir_explorer.core.store import Store

#: The bundled kernels' package name in the folder (:data:`ir_explorer.capture.bundled.PACKAGE`).
_BUNDLED_PACKAGE = "ir_explorer_kernels"

# e.g. from .registry import X    from . import helpers    import helpers    from ir_explorer.core.model import Config
_IMPORT = re.compile(r"^\s*(?:from\s+(?P<dots>\.*)(?P<mod>[\w.]*)\s+import\s+(?P<names>[\w, ()]+)"
                     r"|import\s+(?P<plain>[\w.]+))", re.MULTILINE)

#: The command line that replays an MLIR reproducer (``mlir-opt``'s ``--run-reproducer``, which ``triton-opt``
#: has through ``MlirOptMain``).
REPLAY = "triton-opt --run-reproducer reproducer.mlir"
#: Where ``triton-opt`` comes from: no Triton wheel ships it.
TRITON_OPT_NOTE = ("triton-opt is not shipped in the Triton wheel (pip install triton has no such program); it is "
                   "built with Triton from source (`pip install -e .` in a clone of triton-lang/triton at the same "
                   "release leaves it under build/cmake.*/bin/triton-opt)")


@dataclass(frozen=True)
class ReproFolder:
    """What :func:`write_repro` wrote: the folder, its files (relative paths, sorted) and whether it holds an
    MLIR reproducer."""

    root: Path
    files: tuple[str, ...]
    reproducer: bool


def _package_root(path: Path) -> Path:
    """The folder above the topmost package (a folder with ``__init__.py``) holding ``path``."""
    folder = path.parent
    while (folder / "__init__.py").is_file():
        folder = folder.parent
    return folder


def _ir_explorer_files(dotted: str, root: Path) -> list[Path]:
    """The files of the ``ir_explorer`` module ``dotted`` (``ir_explorer.core.model``) and the packages above it,
    under the installed package's parent ``root``; none when it is not there."""
    parts = dotted.split(".")
    out: list[Path] = []
    for n in range(1, len(parts) + 1):
        base = root.joinpath(*parts[:n])
        if (base / "__init__.py").is_file():
            out.append(base / "__init__.py")
        elif base.with_suffix(".py").is_file() and n == len(parts):
            out.append(base.with_suffix(".py"))
    return out


def _imports(current: Path, text: str, tool_root: Path) -> list[Path]:
    """The local files one file imports (module docstring): relative imports within its package, a sibling module,
    ``ir_explorer`` modules."""
    found: list[Path] = []
    for m in _IMPORT.finditer(text):
        dots, mod, names, plain = m.group("dots"), m.group("mod"), m.group("names"), m.group("plain")
        dotted = plain if plain is not None else mod
        if dots:  # relative: the package folder, up one more per extra dot
            base = current.parent
            for _ in range(len(dots) - 1):
                base = base.parent
            if mod:
                found.append(base.joinpath(*mod.split(".")).with_suffix(".py"))
            else:
                found += [base / f"{n.strip()}.py" for n in names.strip("() ").split(",") if n.strip()]
            continue
        if dotted.split(".")[0] == "ir_explorer":
            found += _ir_explorer_files(dotted, tool_root)
            continue
        found.append(current.parent / f"{dotted.split('.')[0]}.py")
    return [f for f in found if f.is_file()]


def local_sources(path: Path, bundled: bool) -> dict[str, Path]:
    """``{folder-relative destination: file}`` of the kernel file ``path`` and the local modules it imports,
    transitively (module docstring). A bundled kernel and ``ir_explorer`` modules keep their packages' layout
    under ``src/``; a user's file and its siblings go to ``src/`` as they are. Raises :class:`UsageError` when
    ``path`` cannot be read."""
    import ir_explorer

    tool_root = Path(ir_explorer.__file__).resolve().parent.parent
    kernel_root = _package_root(path.resolve())
    out: dict[str, Path] = {}
    todo = [path.resolve()]
    if bundled and (path.parent / "__init__.py").is_file():
        todo.append(path.parent.resolve() / "__init__.py")
    while todo:
        current = todo.pop(0)
        try:
            text = current.read_text(encoding="utf-8", errors="replace")
        except OSError as exc:
            if current == path.resolve():
                raise UsageError(f"cannot read kernel file {path}: {exc.strerror}") from exc
            continue
        if bundled and current.parent == path.parent.resolve():
            dest = f"src/{_BUNDLED_PACKAGE}/{current.name}"
        elif current.is_relative_to(tool_root / "ir_explorer"):
            dest = f"src/{current.relative_to(tool_root).as_posix()}"
        else:
            dest = f"src/{current.relative_to(kernel_root).as_posix()}"
        if dest in out:
            continue
        out[dest] = current
        todo += [f.resolve() for f in _imports(current, text, tool_root)]
    return out


def _ask_worker(request: Request, store: Store, reproducer: bool, timeout: float) -> dict[str, Any]:
    """The specialization of ``request`` (:func:`ir_explorer.capture.repro_worker.describe`), from a worker under
    the request's toolchain. Raises :class:`UsageError` for what the worker refused, :class:`IRExplorerError`
    when it died or timed out."""
    from ir_explorer.capture.bundled import is_bundled

    body: dict[str, Any] = {"kind": "repro", **request.identity(), "reproducer": reproducer}
    body["kernel"]["bundled"] = is_bundled(request.spec.path)
    with tempfile.TemporaryDirectory(prefix=f"irx-{os.getpid()}-repro-") as tmp:
        result_path = Path(tmp) / "result.json"
        proc, why = ask_worker(request.toolchain, {**body, "store": str(store.root), "workdir": tmp,
                                                   "result": str(result_path)}, timeout, last=True)
        children.stop(proc)
        if why is not None:
            raise IRExplorerError(f"the worker computing {request.spec.name}'s specialization {why}: "
                                  f"{_read(Path(tmp) / 'worker.log', 400).strip()}")
        result: dict[str, Any] = json.loads(result_path.read_text())
    if result.get("status") == "usage":
        raise UsageError(result["message"])
    if result.get("status") != "ok":
        raise IRExplorerError(f"computing {request.spec.name}'s specialization failed: {result.get('message')}")
    return result


def _dict_text(items: Mapping[str, str] | list[list[Any]], indent: str = "    ") -> str:
    """A dict literal, one entry a line: ``{name: text}`` (names quoted) or ``[[path, text]]`` (tuple keys)."""
    if isinstance(items, Mapping):
        rows = [f"{k!r}: {v}" for k, v in items.items()]
    else:
        rows = [f"{tuple(path)!r}: {text}" for path, text in items]
    return "{}" if not rows else "{\n" + "".join(f"{indent}{r},\n" for r in rows) + "}"


def _module_name(sources: Mapping[str, Path], path: Path, bundled: bool) -> str:
    """The import name of the kernel file inside ``src/``."""
    dest = next(d for d, p in sources.items() if p == path.resolve())
    return dest[len("src/"):-len(".py")].replace("/", ".")


def check_output(out: Path, import_stubs: bool = False) -> None:
    """Raise :class:`UsageError` when ``out`` is a symlink (dangling or not), exists and is not an empty folder,
    cannot be looked at (a folder above it without search permission), or for a kernel imported with
    GPU stubs (``--no-import-side-effects``), which ``repro.py`` cannot import as it is."""
    try:
        if out.is_symlink():  # dangling or not: the folder written is the one named, never a link's target
            raise UsageError(f"{out} is a symlink; give -o a new folder")
        if out.exists() and (not out.is_dir() or any(out.iterdir())):
            raise UsageError(f"{out} exists and is not an empty folder; give -o a new folder")
    except OSError as exc:  # a folder above it without search permission
        raise UsageError(f"cannot use {out} as -o: {exc.strerror or exc}") from None
    if import_stubs:
        raise UsageError("repro cannot reproduce --no-import-side-effects: the kernel file touches the GPU when "
                         "imported, and repro.py imports it as it is")


def write_repro(out: Path, request: Request, comp: Compilation, expected: Mapping[str, Any], command: str,
                store: Store, *, timeout: float = DEFAULT_TIMEOUT_S) -> ReproFolder:
    """Write the reproducer folder of ``request`` (whose compile here gave ``comp``, and the metrics ``expected``:
    ``shared_bytes``, ``num_warps``, ``mma_instructions``, ``registers``, ``spill_bytes``) into ``out``, made by
    ``command``. A compile that failed in an MLIR pass (``comp.failure.kind == "pass"``) adds the MLIR
    reproducer. Raises :class:`UsageError` when ``out`` holds files, for a kernel imported with GPU stubs or a
    specialization that is not literal data; :class:`IRExplorerError` when the worker breaks."""
    from ir_explorer.capture.bundled import is_bundled

    check_output(out, request.spec.import_stubs)
    want_reproducer = comp.failure is not None and comp.failure.kind == "pass"
    answer = _ask_worker(request, store, want_reproducer, timeout)
    bundled = is_bundled(request.spec.path)
    sources = local_sources(request.spec.path, bundled)
    module = _module_name(sources, request.spec.path, bundled)
    files = list(sources)
    reproducer = answer.get("reproducer")
    try:
        out.mkdir(parents=True, exist_ok=True)
        for dest, src in sources.items():
            (out / dest).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(src, out / dest)
        if reproducer:
            (out / "reproducer.mlir").write_text(reproducer)
            files.append("reproducer.mlir")
        (out / "repro.py").write_text(render_script(request, comp, answer, expected, module))
        (out / "README.md").write_text(render_readme(request, comp, answer, expected, command, bool(reproducer),
                                                     module))
    except OSError as exc:  # an unwritable folder, a file where a folder goes, a full disk
        where = f": {exc.filename}" if exc.filename else ""
        raise IRExplorerError(f"cannot write the reproducer into {out}: {exc.strerror or exc}{where}") from None
    files += ["repro.py", "README.md"]
    return ReproFolder(out, tuple(sorted(files)), bool(reproducer))


def _expected_text(comp: Compilation, expected: Mapping[str, Any]) -> str:
    """``EXPECTED``'s literal: the metrics, or the failure's kind, pass and first line."""
    if comp.failure is not None:
        f = comp.failure
        data: dict[str, Any] = {"failure": f.kind, "failing_pass": f.failing_pass,
                                "message": (f.message.strip().splitlines() or [""])[0]}
    else:
        data = dict(expected)
    return repr(data)


def render_script(request: Request, comp: Compilation, answer: Mapping[str, Any], expected: Mapping[str, Any],
                  module: str) -> str:
    """The text of ``repro.py`` (module docstring): :data:`_SCRIPT` with the specialization filled in."""
    backend, arch, warp = request.target.as_tuple()
    fields = {
        # Every value is a Python literal (repr): a --constexpr 'A=x"""+__import__("os").system(…)+"""' or a
        # Windows path's \U in a docstring ran a command or broke repro.py's parse (issue 24).
        "KERNEL": repr(comp.title()), "VERSION": repr(str(answer["triton"])),
        "MODULE": repr(module), "FUNCTION": repr(request.spec.function),
        "TARGET": f"GPUTarget({backend!r}, {arch!r}, {warp!r})",
        "SIGNATURE": _dict_text({k: repr(v) for k, v in answer["signature"].items()}),
        "CONSTEXPRS": _dict_text(answer["constexprs"]), "ATTRS": _dict_text(answer["attrs"]),
        "OPTIONS": _dict_text(answer["options"]), "EXPECTED": _expected_text(comp, expected),
    }
    # One pass: a value holding "@SIGNATURE@" is not filled in again (which would break out of its literal).
    return _FIELD.sub(lambda m: str(fields[m.group(1)]) if m.group(1) in fields else m.group(0), _SCRIPT)


def render_readme(request: Request, comp: Compilation, answer: Mapping[str, Any], expected: Mapping[str, Any],
                  command: str, reproducer: bool, module: str) -> str:
    """The text of ``README.md``: Triton version, target, the command, how to run, what ir-explorer measured."""
    backend, arch, warp = request.target.as_tuple()
    lines = [
        f"# Reproducer: {comp.title()}", "",
        f"- Triton: {answer['triton']} (`pip install triton=={answer['triton']}`)",
        f"- target: {request.target.spec} = `GPUTarget({backend!r}, {arch!r}, {warp!r})`; no GPU is needed",
        f"- kernel: `{request.spec.function}` in `src/{module.replace('.', '/')}.py`",
        f"- made by: `{command}`", "",
        "## Run", "", "```", "python repro.py          # metrics, or the failure (exit 1)",
        "python repro.py --json   # the same as one JSON object", "```", "",
        "`repro.py` compiles the kernel with `triton.compile(ASTSource(fn, SIGNATURE, CONSTEXPRS, ATTRS), "
        "target=TARGET, options=OPTIONS)`: the specialization ir-explorer's worker derived from the example "
        "arguments (--arg, or a bundled kernel's) as Triton's JIT does at a launch, or from a compile.py "
        "--signature, written as literal data. OPTIONS lists the options that "
        "differ from the backend's defaults (and num_warps, num_stages, num_ctas). It needs only Triton "
        f"{answer['triton']}; another release prints a warning and may compile differently.", "",
        "## What ir-explorer measured", "",
    ]
    if comp.failure is not None:
        lines += [f"- failure: {comp.failure.headline()}"]
    else:
        lines += [f"- {k}: {v}" for k, v in expected.items()]
    if comp.failure is not None and comp.failure.kind == "pass":
        lines += ["", "## The failing pass", ""]
        if reproducer:
            text = str(answer.get("reproducer") or "")
            pipeline = re.search(r'pipeline: "(.*)"', text)
            lines += ["`reproducer.mlir` is what Triton's pass manager wrote under `TRITON_REPRODUCER_PATH` "
                      f"(`{answer.get('reproducer_name')}`) when the pass failed: MLIR's local crash reproducer, the "
                      "IR before the failing pass with its pipeline"
                      + (f" `{pipeline.group(1)}`" if pipeline else "") + ". `repro.py` writes a fresh one "
                      "(`reproducer.rerun.mlir`) on each failing run. Replay it with:", "", "```", REPLAY, "```",
                      "", TRITON_OPT_NOTE + "."]
        else:
            lines += ["Triton wrote no MLIR reproducer for this failure (`TRITON_REPRODUCER_PATH` was set)."]
    return "\n".join(lines) + "\n"


# e.g. @CONSTEXPRS@
_FIELD = re.compile(r"@([A-Z_]+)@")

#: ``repro.py``; ``@NAME@`` fields are filled by :func:`render_script`. It must run with Triton alone.
_SCRIPT = '''#!/usr/bin/env python3
"""Reproduce one Triton compile, recorded by `ir-explorer repro`: COMPILE below, with TRITON_VERSION.

Compiles the kernel in src/ with triton.compile for TARGET (no GPU is needed) with the exact
specialization below, and prints shared bytes, num_warps, the MMA instructions in the PTX/AMDGCN, registers
and spills; or the failure, and exits 1. `--json` prints one JSON object. See README.md.
"""

import argparse
import contextlib
import importlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
WORK = Path(tempfile.mkdtemp(prefix="triton-repro-"))
# Read from the environment by every release (set before Triton is imported): a private cache that always
# compiles, ptxas's -v log printed to stdout (3.5+), MLIR's reproducer of each pass-manager run (C++).
os.environ["TRITON_CACHE_DIR"] = str(WORK / "cache")
os.environ["TRITON_ALWAYS_COMPILE"] = "1"
os.environ["TRITON_DUMP_PTXAS_LOG"] = "1"
os.environ["TRITON_REPRODUCER_PATH"] = str(WORK / "reproducer.mlir")
sys.path.insert(0, str(HERE / "src"))

import triton  # noqa: E402
import triton.language as tl  # noqa: E402,F401  (constexprs may be tl dtypes)
from triton.backends.compiler import GPUTarget  # noqa: E402
from triton.compiler import ASTSource  # noqa: E402

COMPILE = @KERNEL@
TRITON_VERSION = @VERSION@
kernel_module = importlib.import_module(@MODULE@)
KERNEL = @FUNCTION@  # the module attribute; autotune/heuristics wrappers are unwrapped to the @triton.jit function
TARGET = @TARGET@
SIGNATURE = @SIGNATURE@
CONSTEXPRS = @CONSTEXPRS@
ATTRS = @ATTRS@
OPTIONS = @OPTIONS@
#: What ir-explorer measured (or the failure it got) for this compile.
EXPECTED = @EXPECTED@

PTX_MMA = re.compile(r"^\\s*(?:@!?%\\w+\\s+)?((?:wgmma\\.mma_async|mma\\.sync|tcgen05\\.mma)[\\w.:]*)", re.MULTILINE)
AMD_MMA = re.compile(r"^\\s*(v_(?:mfma|smfmac|wmma|swmmac)_\\w+)", re.MULTILINE)
PTXAS_USED = re.compile(r"Used (\\d+) registers")
PTXAS_FRAME = re.compile(r"(\\d+) bytes stack frame, (\\d+) bytes spill stores, (\\d+) bytes spill loads")


def jit_function():
    fn = getattr(kernel_module, KERNEL)
    for _ in range(8):
        if isinstance(fn, triton.runtime.jit.JITFunction):
            return fn
        fn = fn.fn
    raise SystemExit(f"{KERNEL} is not a @triton.jit function")


@contextlib.contextmanager
def stderr_to(path):
    """fd 2 (MLIR's C++ diagnostics) into a file for the block."""
    sys.stderr.flush()
    saved = os.dup(2)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.dup2(fd, 2)
    os.close(fd)
    try:
        yield
    finally:
        sys.stderr.flush()
        os.dup2(saved, 2)
        os.close(saved)


def rerun_ptxas(ptx, log):
    """Registers from ptxas -v on the PTX, for a release that does not print the compile's own log."""
    from triton.backends.nvidia import compiler as nv

    if hasattr(nv, "get_ptxas"):
        try:
            ptxas = nv.get_ptxas(TARGET.arch).path
        except TypeError:
            ptxas = nv.get_ptxas().path
    else:
        ptxas = nv._path_to_binary("ptxas")[0]
    src = WORK / "kernel.ptx"
    src.write_text(ptx)
    arch = f"sm_{TARGET.arch}a" if TARGET.arch >= 90 else f"sm_{TARGET.arch}"
    cmd = [ptxas, "-lineinfo", "-v", f"--gpu-name={arch}", str(src), "-o", str(WORK / "kernel.cubin")]
    done = subprocess.run(cmd, capture_output=True, text=True)
    return done.stderr, "ptxas -v run again on the PTX: " + " ".join(cmd)


def resources(kernel, log):
    """(registers, spill bytes, where they came from): on CUDA ptxas's bytes spill stores (the bytes spilled; its
    spill loads read them back and are not added, trial 14d), on AMD the spilled VGPRs+SGPRs."""
    if TARGET.backend == "cuda":
        how = "the compile's ptxas -v log (TRITON_DUMP_PTXAS_LOG)"
        if not PTXAS_USED.search(log):
            log, how = rerun_ptxas(kernel.asm["ptx"], log)
        used, frame = PTXAS_USED.search(log), PTXAS_FRAME.search(log)
        spills = int(frame.group(2)) if frame else None
        return (int(used.group(1)) if used else None), spills, how
    text = kernel.asm.get("amdgcn", "")
    notes = dict(re.findall(r"^\\s*-?\\s*\\.(vgpr_count|vgpr_spill_count|sgpr_spill_count):\\s+(\\d+)\\s*$", text,
                            re.MULTILINE))
    spills = int(notes.get("vgpr_spill_count", 0)) + int(notes.get("sgpr_spill_count", 0))
    return (int(notes["vgpr_count"]) if "vgpr_count" in notes else None), spills, "the AMDGCN metadata notes"


def failure(exc, stderr_path):
    """The failure: the exception's first lines, MLIR's error lines, the reproducer Triton wrote (copied to
    reproducer.rerun.mlir here)."""
    lines = str(exc).strip().splitlines() or [""]
    diag = stderr_path.read_text(errors="replace") if stderr_path.exists() else ""
    # Triton 3.6+ write one PREFIX.<stage>.repro.mlir per pass-manager run, 3.2 to 3.5 PREFIX itself; after a
    # pass failed, the newest is MLIR's local reproducer: the IR before that pass, that pass as its pipeline.
    found = [f for f in WORK.glob("reproducer.mlir*") if f.is_file()]
    newest = max(found, key=lambda f: f.stat().st_mtime_ns, default=None)
    pipeline = re.search(r'pipeline: "(.*)"', newest.read_text(errors="replace")) if newest else None
    if newest is not None:  # next to this script, where a run leaves nothing else; the temporary folder goes
        try:
            newest = Path(shutil.copyfile(newest, HERE / "reproducer.rerun.mlir"))
        except OSError:
            pass
    if newest is None or newest.parent == HERE:
        shutil.rmtree(WORK, ignore_errors=True)
    mlir_errors = [line.strip() for line in diag.splitlines() if "error:" in line][:8]
    # The message: a frontend error's innermost CompilationError.error_message (raised once per call level), else
    # MLIR's first error, else the exception's first line.
    chain = [exc]
    while chain[-1].__cause__ is not None and len(chain) < 64:
        chain.append(chain[-1].__cause__)
    frontend = [e.error_message for e in chain if getattr(e, "error_message", None)]
    message = (frontend[-1].strip().splitlines() or [""])[0] if frontend else (
        mlir_errors[0].split("error: ", 1)[-1] if mlir_errors else lines[0])
    return {"error": f"{type(exc).__name__}: {lines[0]}", "message": message, "error_lines": lines[:8],
            "mlir_errors": mlir_errors,
            "reproducer": str(newest) if newest else None, "pipeline": pipeline.group(1) if pipeline else None}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    if triton.__version__ != TRITON_VERSION:
        print(f"warning: this reproducer was made with Triton {TRITON_VERSION}; this is {triton.__version__}",
              file=sys.stderr)
    fn = jit_function()
    stdout = io.StringIO()
    try:
        with stderr_to(WORK / "stderr.txt"), contextlib.redirect_stdout(stdout):
            src = ASTSource(fn, SIGNATURE, CONSTEXPRS, ATTRS)
            kernel = triton.compile(src, target=TARGET, options=OPTIONS)
    except Exception as exc:  # the compile failed: that is the result
        out = {"triton": triton.__version__, "target": str(TARGET), "failed": True, **failure(exc, WORK / "stderr.txt")}
        if args.json:
            print(json.dumps(out, indent=1))
        else:
            print(f"compile failed: {out['message']}")
            print(f"exception: {out['error']}")
            for line in out["error_lines"][1:]:
                print(f"  {line}")
            for line in out["mlir_errors"]:
                print(f"mlir: {line}")
            if out["reproducer"]:
                print(f"MLIR reproducer (the IR before the last pass-manager run's failing pass): {out['reproducer']}")
                print(f"  pipeline: {out['pipeline']}")
                print(f"  replay (triton-opt is not in the Triton wheel; build Triton from source): "
                      f"triton-opt --run-reproducer {out['reproducer']}")
            print(f"ir-explorer got: {EXPECTED}")
        return 1
    ptx_or_gcn = kernel.asm.get("ptx") or kernel.asm.get("amdgcn") or ""
    counts = {}
    for ins in (PTX_MMA if TARGET.backend == "cuda" else AMD_MMA).findall(ptx_or_gcn):
        counts[ins] = counts.get(ins, 0) + 1
    registers, spills, how = resources(kernel, stdout.getvalue())
    shutil.rmtree(WORK, ignore_errors=True)  # kept only after a failure, for its reproducer
    out = {"triton": triton.__version__, "target": str(TARGET), "failed": False,
           "shared_bytes": kernel.metadata.shared, "num_warps": kernel.metadata.num_warps,
           "mma_count": sum(counts.values()), "mma_instructions": counts, "registers": registers,
           "spill_bytes": spills, "resources_from": how, "kernel_file": fn.fn.__code__.co_filename}
    if args.json:
        print(json.dumps(out, indent=1))
    else:
        for key in ("shared_bytes", "num_warps", "mma_count", "registers", "spill_bytes"):
            print(f"{key}: {out[key]}")
        for ins, n in counts.items():
            print(f"  {n} x {ins}")
        print(f"registers and spills from {how}")
        differ = [k for k in ("shared_bytes", "num_warps", "mma_count", "registers", "spill_bytes")
                  if k in EXPECTED and EXPECTED[k] != out[k]]
        print("ir-explorer measured the same" if not differ and "failure" not in EXPECTED
              else f"ir-explorer got: {EXPECTED}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
'''
