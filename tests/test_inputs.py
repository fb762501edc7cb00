"""Reading what users already have: Triton caches (3.0-3.9), TRITON_KERNEL_DUMP folders, MLIR and LLVM
dump logs, tritonparse traces; damaged inputs; the CLI taking a PATH; --llvm-passes capture.

The inputs are made in the session by real compiles of ``tests/data/ingest_kernels.py`` in child
processes (the test process never imports Triton), two at a time, once per session.
"""

from __future__ import annotations

import gzip
import json
import os
import shutil
import subprocess
import sys
from importlib.util import find_spec
from pathlib import Path

import pytest
from conftest import DATA, run_cli

from ir_explorer.capture import compiles as capture
from ir_explorer.core.errors import UsageError
from ir_explorer.inputs import open_path, select

KERNELS = ["add_kernel", "dot_kernel"]


@pytest.fixture(scope="session")
def inputs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder with what three compiles running at once leave: ``cache/`` (TRITON_CACHE_DIR), ``dump/``
    (TRITON_KERNEL_DUMP) and ``mlir.txt`` (MLIR_DUMP_PATH) from add_kernel and dot_kernel; ``trace/``
    (tritonparse) and ``cache-b/`` from both again; ``stderr.txt`` with MLIR_ENABLE_DUMP=1 and
    LLVM_IR_ENABLE_DUMP=1 from add_kernel compiled twice (BLOCK 1024, then 256), then cumsum_fp8, which
    fails in ConvertTritonGPUToLLVM (tests/data/failing_kernels.py); ``cache-hip/``: add_kernel for
    hip:gfx942, whose MLIR dump goes to ``mlir-hip.txt`` and LLVM dump to ``stderr3.txt`` (an LLVM-only log).
    LLVM writes its dump unbuffered, a few bytes per syscall, so those logs are kept to the small kernel."""
    root = tmp_path_factory.mktemp("inputs")
    base = {k: v for k, v in os.environ.items() if not k.startswith(("TRITON_", "MLIR_", "LLVM_"))}
    runs = [
        (["compile_inputs.py"], {"TRITON_CACHE_DIR": str(root / "cache"), "TRITON_KERNEL_DUMP": "1",
                                 "TRITON_DUMP_DIR": str(root / "dump"), "MLIR_ENABLE_DUMP": "1",
                                 "MLIR_DUMP_PATH": str(root / "mlir.txt")}),
        (["trace_inputs.py", str(root / "trace")] if find_spec("tritonparse") else ["compile_inputs.py"],
         {"TRITON_CACHE_DIR": str(root / "cache-b")}),
        (["compile_inputs.py", "add_kernel", "add_kernel@256", "cumsum_fp8"],
         {"TRITON_CACHE_DIR": str(root / "cache-c"), "MLIR_ENABLE_DUMP": "1", "LLVM_IR_ENABLE_DUMP": "1"}),
        (["compile_inputs.py", "hip:gfx942", "add_kernel"],
         {"TRITON_CACHE_DIR": str(root / "cache-hip"), "MLIR_ENABLE_DUMP": "1",
          "MLIR_DUMP_PATH": str(root / "mlir-hip.txt"), "LLVM_IR_ENABLE_DUMP": "1"}),
    ]
    procs = []
    for i, (args, env) in enumerate(runs):
        err = (root / ("stderr.txt" if i == 2 else f"stderr{i}.txt")).open("wb")  # closed below
        procs.append((subprocess.Popen([sys.executable, str(DATA / args[0]), *args[1:]], env={**base, **env},
                                       stdout=subprocess.DEVNULL, stderr=err), err))
    for proc, err in procs:
        proc.wait(timeout=600)
        err.close()
        assert proc.returncode == 0, Path(err.name).read_text()[-3000:]
    return root


def _only(found, name):
    (comp,) = select(found, name)
    return comp


def _entry(root: Path, kernel: str) -> Path:
    return next(p for p in root.iterdir() if (p / f"{kernel}.ttgir").exists())


# ----------------------------------------------------------------------------- Triton cache dirs


def test_cache_dir_every_kernel_with_stages_metadata_and_version(inputs, store):
    found = open_path(inputs / "cache", store)
    assert found.kind == "triton-cache" and not found.warnings
    assert sorted(c.kernel for c in found.comps) == KERNELS
    dot = _only(found, "dot_kernel")
    assert list(dot.stages) == ["source", "ttir", "ttgir", "llir", "ptx", "cubin"]
    entry = _entry(inputs / "cache", "dot_kernel")
    assert dot.stage("ttgir").text() == (entry / "dot_kernel.ttgir").read_text()
    assert dot.stage("cubin").read_bytes() == (entry / "dot_kernel.cubin").read_bytes()
    meta = json.loads((entry / "dot_kernel.json").read_text())
    assert dot.metadata["shared"] == meta["shared"] > 0
    assert dot.triton_version == capture.triton_version()
    assert dot.target.spec == "cuda:90" and dot.config.num_warps == 4 and dot.config.num_stages == 2
    assert "wgmma.mma_async" in dot.stage("ptx").text() and ".target sm_90a" in dot.stage("ptx").text()
    assert dot.origin == str(entry)
    # Stored: the store serves it back, and opening again stores nothing new.
    assert store.load(dot.key).stage("ptx").text() == dot.stage("ptx").text()
    assert [c.key for c in open_path(inputs / "cache", store).comps] == [c.key for c in found.comps]


@pytest.mark.parametrize("version, said", [
    ("3.0.0", "unknown (3.0/3.1 metadata fields)"),
    ("3.2.0", "unknown (3.2 metadata fields)"),
    ("3.4.0", "3.4.0"),
    ("3.6.0", "3.6.0"),
])
def test_caches_of_older_tritons(version, said, store):
    found = open_path(DATA / "triton_caches" / version, store)
    assert not found.warnings
    assert sorted(c.kernel for c in found.comps) == KERNELS
    add = _only(found, "add_kernel")
    assert add.triton_version == said
    assert list(add.stages) == ["ttgir", "ptx"]
    assert add.target.spec == "cuda:90" and add.metadata["num_warps"] == 4
    assert ".target sm_90a" in add.stage("ptx").text()
    prefix = "triton_gpu" if version in ("3.0.0", "3.2.0") else "ttg"
    assert f"#{prefix}.blocked" in add.stage("ttgir").text()


def test_amd_cache_entry(inputs, store):
    (add,) = open_path(inputs / "cache-hip", store).comps
    assert list(add.stages) == ["source", "ttir", "ttgir", "llir", "amdgcn", "hsaco"]
    assert add.target.spec == "hip:gfx942" and add.target.warp_size == 64
    assert add.stage("hsaco").read_bytes()[:4] == b"\x7fELF"
    assert add.resources is not None and add.resources.source == "amdgcn" and add.resources.registers > 0


def test_one_file_of_an_entry_opens_the_entry(inputs, store):
    entry = _entry(inputs / "cache", "dot_kernel")
    (dot,) = open_path(entry / "dot_kernel.ptx", store).comps
    assert dot.kernel == "dot_kernel" and "ttgir" in dot.stages and dot.triton_version == capture.triton_version()


def test_kernel_picked_before_reading_a_cache(inputs, store):
    """``--kernel NAME`` on a large ~/.triton/cache reads only that kernel's entries."""
    found = open_path(inputs / "cache", store, only="dot_kernel")
    assert [c.kernel for c in found.comps] == ["dot_kernel"]
    entry = _entry(inputs / "cache", "add_kernel").name
    assert [c.kernel for c in open_path(inputs / "cache", store, only=entry[:8]).comps] == ["add_kernel"]
    with pytest.raises(UsageError, match="has no kernel 'mm'; it has: add_kernel, dot_kernel"):
        open_path(inputs / "cache", store, only="mm")


def test_group_file_in_list_form(tmp_path, store):
    """Triton's remote cache writes ``{"child_paths": [names]}`` (RemoteCacheManager.put_group), not a dict."""
    cache = tmp_path / "cache"
    shutil.copytree(DATA / "triton_caches" / "3.4.0", cache)
    for grp in cache.rglob("__grp__*.json"):
        grp.write_text(json.dumps({"child_paths": sorted(json.loads(grp.read_text())["child_paths"])}))
    found = open_path(cache, store)
    assert not found.warnings and sorted(c.kernel for c in found.comps) == KERNELS


def test_damaged_cache_entries_are_named_and_the_rest_loads(inputs, tmp_path, store):
    cache = tmp_path / "cache"
    shutil.copytree(inputs / "cache", cache)
    add, dot = _entry(cache, "add_kernel"), _entry(cache, "dot_kernel")
    meta = add / "add_kernel.json"
    meta.write_bytes(meta.read_bytes()[:300])  # a half-written metadata file
    (dot / "dot_kernel.cubin").write_bytes(os.urandom(2000))  # a garbage blob
    (dot / "dot_kernel.ttgir").write_bytes(b"module {\n\xff\xfe garbage")
    found = open_path(cache, store)
    assert [c.kernel for c in found.comps] == ["dot_kernel"]
    assert set(found.comps[0].stages) == {"source", "ttir", "llir", "ptx"}
    text = "\n".join(found.warnings)
    assert f"{meta}: line 1 column 301 (byte 300): invalid JSON" in text and "truncated?" in text
    assert f"{dot / 'dot_kernel.cubin'}: byte 0: not an ELF file" in text
    assert f"{dot / 'dot_kernel.ttgir'}: byte 9: not UTF-8 text" in text


def test_every_truncation_of_metadata_is_a_warning_not_a_crash(inputs, tmp_path, store):
    """Cut the metadata JSON and the group file at many points, or give fields of the wrong type:
    each is a warning naming the file, and the other kernel still loads."""
    cache = tmp_path / "cache"
    shutil.copytree(inputs / "cache", cache)
    entry = _entry(cache, "add_kernel")
    meta, grp = entry / "add_kernel.json", entry / "__grp__add_kernel.json"
    good = {p: p.read_bytes() for p in (meta, grp)}
    for path, data in good.items():
        for cut in range(0, len(data), max(1, len(data) // 12)):
            path.write_bytes(data[:cut])
            found = open_path(cache, store)
            assert "dot_kernel" in [c.kernel for c in found.comps]
            if path == meta:
                assert any(w.startswith(f"{meta}: ") for w in found.warnings), cut
        path.write_bytes(data)
    meta.write_text(json.dumps({**json.loads(good[meta]), "num_warps": "eight", "target": {"backend": "cuda",
                                                                                            "warp_size": []}}))
    found = open_path(cache, store)
    assert [c.kernel for c in found.comps] == ["dot_kernel"]
    assert found.warnings == [f"{meta}: malformed metadata: num_warps: \"eight\" is not an integer; skipped"]


# ----------------------------------------------------------------------------- TRITON_KERNEL_DUMP


def test_kernel_dump_dir_has_sass_and_metadata_from_the_ttgir(inputs, store):
    found = open_path(inputs / "dump", store)
    assert sorted(c.kernel for c in found.comps) == KERNELS
    dot = _only(found, "dot_kernel")
    assert list(dot.stages) == ["ttir", "ttgir", "llir", "ptx", "cubin", "sass"]
    assert "HGMMA" in dot.stage("sass").text()
    # No metadata JSON in a dump folder: the target and num_warps come from the TTGIR's attributes.
    assert dot.target.spec == "cuda:90" and dot.metadata["num_warps"] == 4
    assert dot.triton_version == "unknown"
    cached = _only(open_path(inputs / "cache", store), "dot_kernel")
    assert dot.stage("ttgir").text() == cached.stage("ttgir").text()


# ----------------------------------------------------------------------------- MLIR and LLVM dump logs


def test_mlir_dump_file_is_split_per_kernel(inputs, store):
    found = open_path(inputs / "mlir.txt", store)
    assert found.kind == "dump-log" and not found.warnings
    assert [c.kernel for c in found.comps] == KERNELS
    cache = open_path(inputs / "cache", store)
    for comp in found.comps:
        dumps, final = store.load_passes(comp.key)
        assert final is None
        assert dumps[0].short_arg == "inline" and dumps[-1].index == len(dumps) - 1
        assert all(f"@{comp.kernel}" in p.text() for p in dumps)  # no snapshot of the other kernel
        args = [p.short_arg for p in dumps]
        assert args.count("inline") == 1 and "tritongpu-coalesce" in args
        # The IR before the TTGIR pipeline's first pass is the TTIR Triton wrote to its cache, and the IR before
        # the LLIR pipeline's first pass is the TTGIR (newcomer trial: only the TTIR was recovered).
        for stage in ("ttir", "ttgir"):
            assert comp.stage(stage).text() == _only(cache, comp.kernel).stage(stage).text()
        assert comp.target.spec == "cuda:90" and list(comp.stages) == ["ttir", "ttgir"]
    dot_passes = store.load_passes(_only(found, "dot_kernel").key)[0]
    accel = next(p for p in dot_passes if p.short_arg == "tritongpu-accelerate-matmul")
    assert accel.changed and "#ttg.nvidia_mma" in dot_passes[accel.index + 1].text()


def test_stderr_with_mlir_and_llvm_dumps_of_a_kernel_compiled_twice(inputs, store):
    found = open_path(inputs / "stderr.txt", store)
    assert [c.kernel for c in found.comps] == ["add_kernel", "add_kernel", "cumsum_fp8"], found.warnings
    assert [e.rsplit("#", 1)[1] for e in found.entries] == ["add_kernel.1", "add_kernel.2", "cumsum_fp8.1"]
    twice = found.comps[:2]
    # Split where the pipeline restarts: each compile keeps its own BLOCK.
    assert "tt.make_range {end = 1024 : i32" in twice[0].stage("ttir").text()
    assert "tt.make_range {end = 256 : i32" in twice[1].stage("ttir").text()
    for comp in twice:
        mlir, _ = store.load_passes(comp.key)
        llvm, _ = store.load_passes(comp.key, "llvm")
        assert [p.short_arg for p in mlir].count("inline") == 1
        assert "Running pass" not in mlir[-1].text()  # LLVM's pass-manager lines are cut
        names = [p.name for p in llvm]
        assert llvm[0].scope == "[module]" and names.count(names[0]) == 1  # one pipeline per compile
        assert names[-1] == "NVPTX Assembly Printer"
        assert "InstCombinePass" in names
        assert all(p.kind == "after" for p in llvm)
        assert any(p.changed for p in llvm) and llvm[0].changed is None
        assert {p.scope for p in llvm} >= {"[module]", "add_kernel", "machine function"}
        assert len({p.source.digest for p in llvm}) < len(llvm)  # unchanged IR is stored once
    first, second = (store.load_passes(c.key, "llvm")[0][-1].text() for c in twice)
    assert first != second
    # Each compile's TTGIR and LLIR (the module after LLVM's last optimization pass) are those of its cache entry.
    cached = {(s, c.stage(s).text()) for c in open_path(inputs / "cache-c", store).comps for s in ("ttgir", "llir")
              if c.kernel == "add_kernel"}
    assert all((s, c.stage(s).text()) in cached for c in twice for s in ("ttgir", "llir"))
    assert {c.target.spec for c in found.comps} == {"cuda:90"}
    assert select(found, "add_kernel.2") == [twice[1]]


def test_failed_pass_in_a_dump_log(inputs, store):
    """An ``IR Dump After … Failed`` snapshot makes a pass failure with MLIR's message and the Python line;
    the reproducer block MLIR prints stays in the snapshot before the failing pass."""
    comp = _only(open_path(inputs / "stderr.txt", store), "cumsum_fp8")
    f = comp.failure
    assert f is not None and f.kind == "pass" and f.failing_pass == "ConvertTritonGPUToLLVM"
    assert f.message.startswith("'llvm.fadd' op operand #0 must be floating point")
    source = (DATA / "failing_kernels.py").read_text().splitlines()
    lineno = next(i for i, line in enumerate(source, 1) if "tl.cumsum" in line)
    assert f.python_location == f"{DATA / 'failing_kernels.py'}:{lineno}" and f.python_line == "y = tl.cumsum(x, 0)"
    dumps, _ = store.load_passes(comp.key)
    assert dumps[-1].kind == "failed" and dumps[-1].name == "ConvertTritonGPUToLLVM"
    before = dumps[f.failing_pass_index]
    assert before.kind == "before" and before.name == "ConvertTritonGPUToLLVM"
    assert "mlir_reproducer: {" in before.text() and "tt.scan" in before.text()
    assert store.load_passes(comp.key, "llvm") is None  # the compile never reached LLVM
    assert list(comp.stages) == ["ttir", "ttgir"]  # it failed in the LLIR pipeline: the TTGIR was complete


def test_amd_dump_logs_give_stages_and_target(inputs, store):
    """Newcomer trial: an LLVM-only log showed target ``hip:?``/``cuda:?`` and no stage. Triton 3.9's LLVM IR for
    AMD names the GPU in its target triple (``amdgpu9.42-amd-amdhsa``); the LLIR is the last whole-module
    snapshot of LLVM's optimization pipeline; the TTGIR comes from the MLIR dump."""
    (cached,) = open_path(inputs / "cache-hip", store).comps
    llvm_only = open_path(inputs / "stderr3.txt", store)
    assert not llvm_only.warnings  # AMD's log ends with DummyCGSCCPass's 'Printing <null> Function'
    (comp,) = llvm_only.comps
    assert list(comp.stages) == ["llir"] and comp.stage("llir").text() == cached.stage("llir").text()
    new_triple = tuple(int(x) for x in capture.triton_version().split(".")[:2]) >= (3, 9)
    assert comp.target.spec == ("hip:gfx942" if new_triple else "hip:?")
    assert comp.metadata["num_warps"] == 4  # amdgpu-flat-work-group-size 256 / 64
    (mlir,) = open_path(inputs / "mlir-hip.txt", store).comps
    assert mlir.target.spec == "hip:gfx942" and mlir.stage("ttgir").text() == cached.stage("ttgir").text()


def test_truncated_dump_log_warns_and_keeps_what_is_there(inputs, tmp_path, store):
    data = (inputs / "stderr.txt").read_bytes()
    cut = tmp_path / "cut.txt"
    size = data.index(b"define ptx_kernel void @add_kernel", data.index(b"end = 256 : i32")) + 5000
    cut.write_bytes(data[:size])
    found = open_path(cut, store)
    assert [c.kernel for c in found.comps] == ["add_kernel", "add_kernel"]
    assert len(found.warnings) == 1
    assert found.warnings[0].startswith(f"{cut}: byte {size}: the log ends inside the LLVM snapshot of ")
    assert found.warnings[0].endswith("(truncated?); kept as it is")


def test_not_an_input(tmp_path, store):
    junk = tmp_path / "notes.txt"
    junk.write_text("hello\n")
    with pytest.raises(UsageError, match="not an input ir-explorer reads"):
        open_path(junk, store)


# ----------------------------------------------------------------------------- tritonparse


def _trace(inputs: Path) -> Path:
    if not find_spec("tritonparse"):
        pytest.skip("tritonparse is not installed (it is in the test extra)")
    (trace,) = (inputs / "trace").glob("*.ndjson")
    return trace


def test_tritonparse_trace_kernels_stages_and_source(inputs, store, tmp_path):
    trace = _trace(inputs)
    packed = tmp_path / "trace.ndjson.gz"
    packed.write_bytes(gzip.compress(trace.read_bytes()))
    for path in (trace, packed, inputs / "trace"):
        found = open_path(path, store)
        assert not found.warnings
        assert [c.kernel for c in found.comps] == KERNELS
        dot = _only(found, "dot_kernel")
        assert list(dot.stages) == ["ttir", "ttgir", "llir", "ptx"]  # the trace holds no binaries
        assert dot.python_source is not None and "def dot_kernel" in dot.python_source.read_bytes().decode()
        assert dot.source_path.endswith("ingest_kernels.py")
        assert dot.config.constexprs and dot.triton_version == capture.triton_version()
    assert dot.stage("ttgir").text() == _only(open_path(inputs / "cache-b", store), "dot_kernel").stage(
        "ttgir").text()


def test_damaged_traces(inputs, tmp_path, store):
    lines = _trace(inputs).read_bytes().splitlines(keepends=True)
    cut = tmp_path / "cut.ndjson"
    cut.write_bytes(lines[0] + lines[1][: len(lines[1]) // 2])
    found = open_path(cut, store)
    assert [c.kernel for c in found.comps] == ["add_kernel"]
    assert found.warnings[0].startswith(f"{cut}: line 2 column ") and "not a JSON event" in found.warnings[0]
    half = tmp_path / "half.ndjson.gz"
    packed = b"".join(gzip.compress(line) for line in lines)  # one member per event, as tritonparse writes
    half.write_bytes(packed[: len(gzip.compress(lines[0])) + 100])
    found = open_path(half, store)
    assert [c.kernel for c in found.comps] == ["add_kernel"]
    assert found.warnings[0].startswith(f"{half}: line 2: the compressed stream is damaged or truncated")


# ----------------------------------------------------------------------------- the CLI


def test_cli_lists_the_kernels_of_a_path(inputs, cli_env):
    res = run_cli(["dump", str(inputs / "cache")], cli_env)
    assert res.returncode == 2 and "pick one with --kernel NAME" in res.stderr
    assert "add_kernel" in res.stdout and "dot_kernel" in res.stdout and "cuda:90" in res.stdout
    listed = run_cli(["dump", str(inputs / "cache"), "--list", "--json"], cli_env)
    assert listed.returncode == 0
    rows = json.loads(listed.stdout)["kernels"]
    assert [r["kernel"] for r in rows] == KERNELS and rows[0]["triton_version"] == capture.triton_version()


def test_cli_dump_and_passes_of_a_path(inputs, cli_env, tmp_path):
    ptx = run_cli(["dump", str(inputs / "cache"), "--kernel", "dot_kernel", "-s", "ptx"], cli_env)
    assert ptx.returncode == 0, ptx.stderr
    assert "wgmma.mma_async" in ptx.stdout
    listing = run_cli(["passes", str(inputs / "stderr.txt"), "--kernel", "add_kernel", "--llvm-passes"], cli_env)
    assert listing.returncode == 0, listing.stderr
    assert "InstCombinePass  [add_kernel]" in listing.stdout
    assert listing.stdout.count("add_kernel from ") == 2  # the kernel was compiled twice
    one = run_cli(["dump", str(inputs / "stderr.txt"), "--kernel", "add_kernel", "--llvm-passes",
                   "--pass", "NVPTX Assembly Printer"], cli_env)
    assert one.returncode == 0, one.stderr
    assert "# Machine code for function add_kernel" in one.stdout
    mlir = run_cli(["dump", str(inputs / "mlir.txt"), "--kernel", "dot_kernel", "--pass",
                    "tritongpu-accelerate-matmul"], cli_env)
    assert mlir.returncode == 0 and "#ttg.nvidia_mma" in mlir.stdout
    broken = tmp_path / "broken"
    shutil.copytree(inputs / "cache", broken)
    meta = _entry(broken, "add_kernel") / "add_kernel.json"
    meta.write_text("{")
    res = run_cli(["dump", str(broken), "-s", "ttir"], cli_env)
    assert res.returncode == 0 and "tt.func public @dot_kernel" in res.stdout
    assert f"warning: {meta}: line 1 column 2 (byte 1): invalid JSON" in res.stderr
    assert "Traceback" not in res.stderr
    wrong = run_cli(["dump", str(inputs / "cache"), "--kernel", "add_kernel", "-t", "cuda:80"], cli_env)
    assert wrong.returncode == 2 and "--target applies to kernels compiled here, not to a PATH" in wrong.stderr


@pytest.mark.parametrize("module", ["ir_explorer.inputs.triton_cache", "ir_explorer.inputs.dumps",
                                    "ir_explorer.inputs.tritonparse"])
def test_readers_import_no_ui_torch_or_triton(module):
    code = (f"import sys, {module}\n"
            "print(sorted({m.split('.')[0] for m in sys.modules} & {'textual', 'torch', 'triton', 'rich'}))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# ----------------------------------------------------------------------------- --llvm-passes capture


def test_llvm_passes_capture(store, user_spec):
    from ir_explorer.capture.compiles import Request, compile_one
    from ir_explorer.core.model import Target

    spec = user_spec(f"{DATA / 'ingest_kernels.py'}:add_kernel", "*fp32:16, *fp32:16, *fp32:16, i32, 1024", 4, 1)
    comp = compile_one(Request(spec, 0, Target.parse("cuda:80"), llvm_passes=True), store)
    assert comp.ok, comp.failure
    llvm, _ = store.load_passes(comp.key, "llvm")
    names = [p.name for p in llvm]
    assert llvm[0].scope == "[module]" and names[-1] == "NVPTX Assembly Printer"
    assert "# Machine code for function add_kernel" in llvm[-1].text()
    assert store.load_passes(comp.key) is None  # the MLIR passes were not asked for
    assert "IR Dump" not in comp.diagnostics


def test_failing_log_without_a_located_error_gives_no_loc_line(inputs, store, tmp_path):
    """Regression (issue 15 item 8): a failing log whose diagnostics carry no ``file.py:L:C: error:`` line (an
    assertion, or a log cut by hand) gave the snapshot's last line, ``#loc16 = loc(…)``, as the message. Now the
    assertion, or, without one, ``pass NAME failed``; the failing pass is still named."""
    text = (inputs / "stderr.txt").read_text()
    bare = "\n".join(ln for ln in text.splitlines() if ": error: " not in ln and ": note: " not in ln) + "\n"
    (tmp_path / "bare.txt").write_text(bare)
    f = _only(open_path(tmp_path / "bare.txt", store), "cumsum_fp8").failure
    assert f is not None and f.failing_pass == "ConvertTritonGPUToLLVM"
    assert f.message == "pass ConvertTritonGPUToLLVM failed"
    marker = "// -----// IR Dump After ConvertTritonGPUToLLVM Failed"
    assertion = ("python3: /src/lib/Conversion/TritonGPUToLLVM/ScanOpToLLVM.cpp:88: void f(): "
                 "Assertion `isa<FloatType>(ty)' failed.")
    (tmp_path / "asserted.txt").write_text(bare.replace(marker, assertion + "\n" + marker, 1))
    f = _only(open_path(tmp_path / "asserted.txt", store), "cumsum_fp8").failure
    assert f is not None and f.message == assertion and f.failing_pass == "ConvertTritonGPUToLLVM"
