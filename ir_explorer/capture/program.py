"""``ir-explorer capture -- python script.py args…``, the engine: run a program and record every Triton kernel it
compiles.

The program runs as a child process with ``ir_explorer/capture/hook`` first on its PYTHONPATH
(its ``sitecustomize`` installs :mod:`ir_explorer.capture.listener` once the program imports
Triton) and ``IR_EXPLORER_CAPTURE_DIR`` pointing at a scratch folder. After it exits, each
recorded compile becomes a store entry (every stage Triton produced, its metadata, the kernel's
Python source), keyed exactly as ``ir-explorer dump`` keys an offline compile of the same
specialization, and the run's manifest (kernels, configs, autotune timings) is saved with
:meth:`~ir_explorer.core.store.Store.save_capture`. The other commands open a captured kernel as
``captured:NAME`` (:func:`captured_spec`); ``passes=True`` re-compiles each captured specialization offline
now, for its per-pass MLIR.

This module imports neither Triton nor torch: the child does.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import tempfile
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ir_explorer.capture.compiles import ProgressFactory, Request, compile_requests, source_digest
from ir_explorer.capture.options import CompileOptions
from ir_explorer.core.errors import UsageError
from ir_explorer.core.model import Compilation, Config, KernelSpec, SigArg, Stage, Target, arg_from_json, arg_to_json
from ir_explorer.core.store import Store

#: The folder put first on the program's PYTHONPATH: its ``sitecustomize.py`` installs the listener.
HOOK_DIR = Path(__file__).resolve().parent / "hook"
#: Prefix that names a captured kernel on the command line: ``captured:NAME``.
PREFIX = "captured:"
#: Stage files Triton writes, by extension (``metadata_group``), that the store keeps.
STAGE_EXTS = ("ttir", "ttgir", "llir", "ptx", "cubin", "amdgcn", "hsaco")


def _spec_parts(rec: dict[str, Any]) -> tuple[tuple[SigArg, ...], Config]:
    """The compile.py-style signature and config that reproduce a recorded JIT specialization:
    ``tt.divisibility = 16`` becomes ``:16``, constexprs (incl. integers specialized to 1) go in the config."""
    constants = {tuple(k): v for k, v in rec["constants"]}
    divisible = {tuple(k) for k, attrs in rec["attrs"] if ["tt.divisibility", 16] in attrs}
    if any(len(k) != 1 for k in (*constants, *divisible)):
        raise ValueError("tuple arguments are not supported")
    args: list[SigArg] = []
    constexprs: dict[str, Any] = {}
    for i, name in enumerate(rec["arg_names"]):
        if (i,) in constants:
            constexprs[name] = constants[(i,)]
            args.append(SigArg(name, None))
        else:
            args.append(SigArg(name, rec["signature"][name], 16 if (i,) in divisible else None))
    config = Config(tuple(constexprs.items()), int(rec["num_warps"]), int(rec["num_stages"]),
                    tuple(sorted(rec.get("options", {}).items())))
    return tuple(args), config


def ingest(capture_dir: Path, store: Store, command: Sequence[str]) -> dict[str, Any]:
    """Turn the records the program left in ``capture_dir`` into store entries and a capture manifest.

    Returns the manifest: ``kernels`` (one per distinct compile: name, key, target, config, args),
    ``autotune`` (each tuning's config timings), ``skipped`` (records that could not be stored, and why)
    and ``errors`` (hooks that failed inside the program).
    """
    kernels: dict[str, dict[str, Any]] = {}
    skipped: list[str] = []
    for folder in sorted(capture_dir.glob("compile-*"), key=lambda p: p.stat().st_mtime):
        rec = json.loads((folder / "record.json").read_text())
        if rec.get("source_kind") != "python":
            skipped.append(f"{rec['name']}: compiled from IR text ({rec.get('path')}), no Python source to key it by")
            continue
        try:
            args, config = _spec_parts(rec)
        except ValueError as exc:
            skipped.append(f"{rec['name']}: {exc}")
            continue
        original = Path(rec["path"])
        if not original.is_file():
            skipped.append(f"{rec['name']}: its source file {original} is gone")
            continue
        path = store.keep_source(original)
        target = Target(*rec["target"])
        spec = KernelSpec(name=PREFIX + rec["function"], path=path, function=rec["function"], args=args,
                          configs=(config,))
        key = Request(spec, 0, target).key(rec["triton_version"], source_digest(path))
        if key in kernels:
            continue  # the same specialization again (a cache hit, or a compile worker's twin)
        stage_data = {ext: (folder / f"stage.{ext}").read_bytes() for ext in STAGE_EXTS if ext in rec["stages"]}
        if store.load(key, verify=False) is None:
            stages = {ext: Stage(ext, store.put_blob(data)) for ext, data in stage_data.items()}
            comp = Compilation(key=key, kernel=spec.name, config_index=0, config=config, target=target,
                               triton_version=rec["triton_version"], stages=stages, metadata=rec["metadata"],
                               resources=None, source_path=str(original),
                               python_source=store.put_blob(path.read_bytes()))
            store.save(comp)
        kernels[key] = {"name": rec["function"], "key": key, "target": target.spec,
                        "target_tuple": rec["target"], "path": str(path), "source_path": str(original),
                        "function": rec["function"], "args": [arg_to_json(a) for a in args],
                        "config": config.to_json(), "cache_hit": rec["cache_hit"], "pid": rec["pid"],
                        "triton_version": rec["triton_version"], "stages": sorted(stage_data)}
    autotune = [json.loads(p.read_text()) for p in sorted(capture_dir.glob("autotune-*.json"),
                                                          key=lambda p: p.stat().st_mtime)]
    errors = [p.read_text()[-2000:] for p in sorted(capture_dir.glob("error-*.txt"))]
    rows = list(kernels.values())
    _name_kernels(rows, autotune)
    return {"command": list(command), "kernels": rows, "autotune": autotune, "skipped": skipped, "errors": errors}


# e.g. @triton_heuristics.pointwise(size_hints={'x': 1024}, …, inductor_meta={'grid_type': 'Grid1D',
#      'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_mul_relu_0', 'mutated_arg_names': [], …})
_INDUCTOR_NAME = re.compile(r"""['"]kernel_name['"]\s*:\s*['"](\w+)['"]""")


def _inductor_name(source_path: str) -> str | None:
    """The name Inductor gave the kernel (``inductor_meta['kernel_name']``) in its generated file, whose
    function is often plainly ``triton_``; ``None`` for any other file (or one that cannot be read)."""
    try:
        with open(source_path, "rb") as fh:
            head = fh.read(1 << 20).decode("utf-8", "replace")
    except OSError:
        return None
    names = set(_INDUCTOR_NAME.findall(head))
    return names.pop() if len(names) == 1 else None


def _name_kernels(kernels: list[dict[str, Any]], autotune: list[dict[str, Any]]) -> None:
    """Give each captured kernel a name a user can tell apart: the autotune choice whose generated
    module it came from (Inductor's ``triton_mm_17``), else the name Inductor wrote in the file
    (``triton_poi_fused_mul_relu_0``, for a function named ``triton_``), else its function name, suffixed
    with ``@<file stem>`` (the whole stem) when one name comes from several files.
    Specializations of one function in one file (autotune configs) keep one name: they are the
    configs of ``captured:NAME``."""
    choices = {t["path"]: t["choice"] for a in autotune for t in a["timings"] if t.get("path")}
    for k in kernels:
        k["name"] = choices.get(k["source_path"]) or _inductor_name(k["path"]) or k["function"]
    files: dict[str, set[str]] = {}
    for k in kernels:
        files.setdefault(k["name"], set()).add(k["source_path"])
    for k in kernels:
        if len(files[k["name"]]) > 1:
            k["name"] = f"{k['name']}@{Path(k['source_path']).stem}"


@dataclass(frozen=True)
class CapturedKernel:
    """One kernel a capture recorded (``list --captured``): every specialization of one name in one capture."""

    name: str
    """What ``captured:NAME`` takes (the full name; ``NAME@FILE_STEM`` when files share a name)."""
    function: str
    """The ``@triton.jit`` function's name in its file."""
    source_path: str
    """The Python file the program compiled it from."""
    targets: tuple[str, ...]
    """Target specs (``cuda:90``) it was compiled for."""
    configs: tuple[str, ...]
    """Each specialization's config, :meth:`Config.label` (``BLOCK=256 num_warps=4 num_stages=2``)."""
    keys: tuple[str, ...]
    """The store keys of its compiles."""
    capture: str
    """The capture's id (``20261201T203000-1234``)."""
    command: str
    """The program the capture ran."""
    autotune: tuple[tuple[str, float | None], ...]
    """``(config or choice, ms)`` of the autotune runs that timed it (Triton's autotuner, Inductor's choices)."""

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "function": self.function, "source_path": self.source_path,
                "targets": list(self.targets), "configs": list(self.configs), "keys": list(self.keys),
                "capture": self.capture, "command": self.command,
                "autotune": [{"config": c, "ms": ms} for c, ms in self.autotune]}


def captured_kernels(store: Store) -> list[CapturedKernel]:
    """Every kernel of every capture in ``store``, newest capture first, each name once per capture, with its
    targets, configs and the autotune times recorded for it (from the capture manifests)."""
    out: list[CapturedKernel] = []
    for manifest in store.captures():
        by_name: dict[str, list[dict[str, Any]]] = {}
        for k in manifest.get("kernels", []):
            by_name.setdefault(k["name"], []).append(k)
        autotune = manifest.get("autotune", [])
        for name, rows in by_name.items():
            paths = {r["source_path"] for r in rows}
            times = [(str(t.get("config") or t.get("choice")), t.get("ms")) for a in autotune for t in a["timings"]
                     if t.get("path") in paths or (not t.get("path") and a.get("kernel") == rows[0]["function"])]
            out.append(CapturedKernel(
                name, rows[0]["function"], rows[0]["source_path"], tuple(dict.fromkeys(r["target"] for r in rows)),
                tuple(dict.fromkeys(Config.from_json(r["config"]).label() for r in rows)),
                tuple(r["key"] for r in rows), str(manifest.get("id", "")), " ".join(manifest.get("command", [])),
                tuple(times)))
    return out


def autotune_runs(store: Store) -> list[dict[str, Any]]:
    """Every autotune run the captures recorded, newest capture first: ``capture`` (its id), ``source``
    (``triton.autotune`` or ``inductor max-autotune``), ``kernel``, ``best`` and ``timings`` (each ``config``,
    ``ms``; Inductor's with ``choice``), as the program's listeners wrote them."""
    return [{"capture": m.get("id", ""), "source": a.get("source"), "kernel": a.get("kernel"), "best": a.get("best"),
             "timings": [{"config": t.get("config"), "ms": t.get("ms"), **({"choice": t["choice"]} if "choice" in t
                                                                            else {})} for t in a.get("timings", [])]}
            for m in store.captures() for a in m.get("autotune", [])]


def captured_rows(store: Store, wanted: str = "") -> tuple[dict[str, Any], ...]:
    """``captured: --list``: one row per captured compile whose name starts with ``wanted``, newest capture
    first, shaped as a PATH's listing rows (``kernel``, ``entry``: the key's first 12 digits, ``stages``,
    ``triton_version``, ``target``, ``num_warps``) plus ``config`` (its label) and ``capture`` (the id)."""
    return tuple(
        {"kernel": k["name"], "entry": k["key"][:12], "stages": list(k.get("stages", [])),
         "triton_version": k.get("triton_version", "?"), "target": k["target"],
         "num_warps": k["config"].get("num_warps"), "config": Config.from_json(k["config"]).label(),
         "capture": manifest.get("id", "")}
        for manifest in store.captures() for k in manifest.get("kernels", []) if k["name"].startswith(wanted))


def captured_spec(name: str, store: Store) -> KernelSpec:
    """The newest captured kernel ``NAME`` (``captured:NAME``; a key prefix works too) as a spec: one config
    per captured specialization with the same arguments. :class:`UsageError` names the captured kernels, and
    says so when NAME is the name of several (``NAME@FILE`` each: kernels of one name from several files)."""
    wanted = name[len(PREFIX):] if name.startswith(PREFIX) else name
    if not wanted:
        raise UsageError("captured: needs a kernel name (captured:NAME); `ir-explorer list --captured` lists them")
    seen: list[str] = []
    for manifest in store.captures():
        kernels = manifest.get("kernels", [])
        rows = [k for k in kernels if wanted in (k["name"], k["key"][:len(wanted)])]
        seen += [k["name"] for k in kernels]
        if not rows:
            several = [k for k in kernels if k["name"].split("@", 1)[0] == wanted]
            names = list(dict.fromkeys(k["name"] for k in several))
            if len(names) > 1:
                raise UsageError(f"captured kernel name {wanted!r} is ambiguous: {len(names)} kernels of that name "
                                 "were compiled from different files; pick one: " + "; ".join(
                                     f"captured:{n} ({_what(k for k in several if k['name'] == n)})" for n in names))
            rows = several
        if rows:
            first = rows[0]
            args = tuple(arg_from_json(a) for a in first["args"])
            configs = tuple(Config.from_json(k["config"]) for k in rows if k["args"] == first["args"])
            return KernelSpec(name=PREFIX + first["name"], path=Path(first["path"]), function=first["function"],
                              args=args, configs=configs,
                              description=f"captured from {' '.join(manifest['command'])[:80]}")
    known = ", ".join(dict.fromkeys(seen)) or "none (run `ir-explorer capture -- python script.py` first)"
    raise UsageError(f"no captured kernel {wanted!r}; captured kernels: {known}")


def _what(rows: Iterable[dict[str, Any]]) -> str:
    """``cuda:90, BLOCK_M=64 … num_stages=3``: what tells captures of one name apart (targets, configs)."""
    rows = list(rows)
    targets = ", ".join(dict.fromkeys(r["target"] for r in rows))
    return f"{targets}: " + " | ".join(dict.fromkeys(Config.from_json(r["config"]).label() for r in rows))


def child_env(capture_dir: Path) -> dict[str, str]:
    """The program's environment: ours, plus the capture hook and this package first on PYTHONPATH."""
    env = dict(os.environ)
    root = str(HOOK_DIR.parent.parent)
    env["PYTHONPATH"] = os.pathsep.join([str(HOOK_DIR), root, *filter(None, [os.environ.get("PYTHONPATH")])])
    env["IR_EXPLORER_CAPTURE_DIR"] = str(capture_dir)
    return env


def run_program(command: Sequence[str], store: Store, passes: bool = False, opts: CompileOptions | None = None,
                progress: ProgressFactory | None = None) -> dict[str, Any]:
    """Run ``command`` with the capture hook, store what it compiled, and return the saved manifest: ``id``,
    ``started``, ``exit_code`` (the program's), ``kernels``, ``autotune``, ``skipped`` and ``errors``.

    With ``passes``, each kernel is also re-compiled offline with per-pass capture (``opts``' jobs and
    timeout); its manifest row gets ``passes_key`` (and ``passes_failure``). Raises :class:`UsageError`
    when the program cannot be started."""
    started = time.time()
    with tempfile.TemporaryDirectory(prefix="irx-capture-") as tmp:
        try:
            proc = subprocess.run(list(command), env=child_env(Path(tmp)))
        except OSError as exc:
            raise UsageError(f"cannot run {command[0]}: {exc.strerror}") from exc
        manifest = ingest(Path(tmp), store, command)
    capture_id = time.strftime("%Y%m%dT%H%M%S", time.gmtime(started)) + f"-{os.getpid()}"
    manifest.update(id=capture_id, started=time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(started)),
                    exit_code=proc.returncode)
    store.save_capture(capture_id, manifest)
    if passes and manifest["kernels"]:
        _recompile_with_passes(manifest, store, opts or CompileOptions(), progress)
    return manifest


def _recompile_with_passes(manifest: dict[str, Any], store: Store, opts: CompileOptions,
                           progress: ProgressFactory | None) -> None:
    requests = []
    for k in manifest["kernels"]:
        spec = KernelSpec(name=PREFIX + k["name"], path=Path(k["path"]), function=k["function"],
                          args=tuple(arg_from_json(a) for a in k["args"]), configs=(Config.from_json(k["config"]),))
        requests.append(Request(spec, 0, Target(*k["target_tuple"]), passes=True))
    for k, comp in zip(manifest["kernels"], compile_requests(requests, store, opts, progress), strict=True):
        k["passes_key"] = comp.key
        if comp.failure is not None:
            k["passes_failure"] = comp.failure.headline()
