"""The diff engine (``ir_explorer.engines.diffing``) and ``ir-explorer diff``, on real compiled output."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from conftest import DATA, run_cli

pytest.importorskip("patiencediff", reason="ir-explorer diff needs patiencediff (pyproject dependency)")

from ir_explorer.analyses.normalize import NormalizeOptions  # noqa: E402
from ir_explorer.capture import bundled  # noqa: E402
from ir_explorer.capture.compiles import Request, compile_all, triton_version  # noqa: E402
from ir_explorer.core.model import Compilation, KernelSpec, Target  # noqa: E402
from ir_explorer.core.store import Store  # noqa: E402
from ir_explorer.engines import diffing
from ir_explorer.engines.report import build_report  # noqa: E402


@pytest.fixture(scope="session")
def gelu_warps(store: Store) -> tuple[Compilation, Compilation]:
    """gelu config 0 compiled twice for cuda:90, with num_warps 4 and 8 and nothing else changed."""
    spec = bundled.get("gelu")
    cfg = spec.configs[0]
    specs = [KernelSpec(**{**spec.__dict__, "configs": (replace(cfg, num_warps=w),)}) for w in (4, 8)]
    a, b = compile_all([Request(s, 0, Target.parse("cuda:90")) for s in specs], store)
    return a, b


def test_num_warps_only_changes_layouts(gelu_warps: tuple[Compilation, Compilation], store: Store) -> None:
    a, b = gelu_warps
    d = diffing.diff_compilations(a, b, store, "ttgir")
    layouts = [c.text for c in d.summary if c.name == "layout"]
    assert layouts and all("warpsPerCTA [4] → [8]" in t for t in layouts), layouts
    # Beyond the layout definitions and the module's num-warps, nothing differs.
    changed = [ln for _, left, _, right, tag in d.text.side_by_side() if tag != "equal" for ln in (left, right) if ln]
    assert changed and all(ln.startswith(("#blocked", "module attributes")) for ln in changed), changed
    assert any('"ttg.num-warps" = 8' in ln for ln in changed)
    # Without pairing, every line using the layout differs.
    unpaired = diffing.diff_texts(a.stage("ttgir").text(), b.stage("ttgir").text(), "ttgir", pair_layouts=False)
    assert sum(i2 - i1 for _, i1, i2, _, _ in unpaired.changes) > 10


def test_kernel_with_itself_is_empty(compiled: Callable[..., Compilation], store: Store) -> None:
    comp = compiled("matmul", "cuda:90")
    d = diffing.diff_compilations(comp, comp, store, "ttgir")
    assert d.is_empty and d.text.is_empty and not d.summary and not d.opcode_deltas
    assert list(d.text.unified()) == []
    ptx = comp.stage("ptx").text()
    assert diffing.diff_stage_texts(ptx, ptx, "ptx", "a", "b").is_empty


def test_sm80_vs_sm90_names_mma_sync_and_wgmma(compiled: Callable[..., Compilation], store: Store) -> None:
    a, b = compiled("matmul", "cuda:80"), compiled("matmul", "cuda:90")
    d = diffing.diff_compilations(a, b, store, "ptx")
    mma = {c.name: c for c in d.summary}
    assert mma["mma"].before == "mma.sync" and mma["mma"].after == "wgmma"
    assert mma["mma_instructions"].text == ("MMA instructions: 64 × mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
                                            " → 4 × wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16")
    deltas = {x.opcode_class: x for x in d.opcode_deltas}
    assert deltas["mma.sync"].before > 0 and deltas["mma.sync"].after == 0
    assert deltas["wgmma.mma_async"].before == 0 and deltas["wgmma.mma_async"].after > 0
    js = json.loads(json.dumps(d.to_json()))
    assert js["stage"] == "ptx" and not js["is_empty"] and js["diff"]["changes"]
    first = js["diff"]["changes"][0]
    assert set(first) >= {"tag", "left_range", "right_range", "left_lines", "right_lines", "left", "right"}


def test_unified_and_side_by_side_agree(compiled: Callable[..., Compilation]) -> None:
    a, b = compiled("matmul", "cuda:80"), compiled("matmul", "cuda:90")
    d = diffing.diff_texts(a.stage("ttgir").text(), b.stage("ttgir").text(), "ttgir")
    lines = list(d.unified(context=1, left_label="sm80", right_label="sm90"))
    assert lines[:2] == ["--- sm80", "+++ sm90"] and lines[2].startswith("@@ -")
    minus = sum(1 for ln in lines[2:] if ln.startswith("-"))
    plus = sum(1 for ln in lines[2:] if ln.startswith("+"))
    rows = list(d.side_by_side())
    assert minus == sum(1 for r in rows if r[4] in ("replace", "delete") and r[0] is not None)
    assert plus == sum(1 for r in rows if r[4] in ("replace", "insert") and r[2] is not None)
    # Original line numbers: the normalized TTGIR drops #loc lines, so the numbers run past its length.
    assert max(r[0] or 0 for r in rows) == len(a.stage("ttgir").text().rstrip("\n").split("\n")) or \
        max(r[0] or 0 for r in rows) > len(d.left)
    # Switching normalization off shows the #loc noise.
    raw = diffing.diff_texts(a.stage("ttgir").text(), b.stage("ttgir").text(), "ttgir",
                             NormalizeOptions(locations=False))
    assert any("loc(" in ln for ln in raw.left)


def test_opcode_classes_per_stage(compiled: Callable[..., Compilation], store: Store) -> None:
    ptx = diffing.opcode_classes("ptx", compiled("matmul", "cuda:90").stage("ptx").text())
    assert ptx["wgmma.mma_async"] > 0 and ptx["cp.async"] > 0 and ptx["ld.global"] + ptx["cp.async"] > 0
    assert ptx["bar"] > 0 and "ld.param" in ptx
    gcn = diffing.opcode_classes("amdgcn", compiled("matmul", "hip:gfx942").stage("amdgcn").text())
    assert gcn["v_mfma"] > 0 and gcn["s_waitcnt"] > 0 and any(k.startswith(("ds_read", "ds_load")) for k in gcn)
    ttgir = diffing.opcode_classes("ttgir", compiled("matmul", "cuda:90").stage("ttgir").text())
    assert ttgir["ttng.warp_group_dot"] > 0 and ttgir["scf.for"] == 1
    llir = diffing.opcode_classes("llir", compiled("matmul", "cuda:80").stage("llir").text())
    assert any(k.startswith("llvm.nvvm.") for k in llir) and llir["store shared"] + llir["asm cp.async"] > 0


def test_semantic_summary_reads_json_metrics() -> None:
    """metrics.json round trips turn int keys into strings: the same values must not read as a change."""
    a = {"global_loads": {128: 8}, "registers": 168, "shared_bytes": 98304}
    b = {"global_loads": {"128": 8}, "registers": 232, "shared_bytes": 65536}
    changes = {c.name: c.text for c in diffing.semantic_summary(a, b)}
    assert changes == {"registers": "registers: 168 → 232 (+64)",
                       "shared_bytes": "shared memory: 96 KiB → 64 KiB (-32 KiB)"}


def test_metric_changes_read_as_the_report_writes_them(compiled: Callable[..., Compilation], store: Store) -> None:
    """Regression: the diff wrote MMA instructions as ``wgmma m64n128k16 ×4``, which an f16 and a bf16 MMA of one
    shape both read as (a change shown as no change), and called AMD occupancy "warps per SM". It now writes
    each metric with the report's formatter (``metric_text``)."""
    nv, amd = compiled("matmul", "cuda:90"), compiled("matmul", "hip:gfx942")
    rep_nv, rep_amd = build_report(nv, store), build_report(amd, store)
    d = diffing.diff_compilations(nv, amd, store, "ttgir")
    changes = {c.name: c.text for c in d.summary}
    assert dict(rep_nv.summary)["MMA"] == "wgmma: 4 × wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16"
    assert dict(rep_amd.summary)["MMA"] == "mfma: 48 × v_mfma_f32_32x32x8_f16"
    assert changes["mma_instructions"] == ("MMA instructions: 4 × wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16"
                                           " → 48 × v_mfma_f32_32x32x8_f16")
    assert changes["occupancy_warps_per_sm"] == "warps per SM: 16 → waves per CU: 8"
    hip_only = diffing.semantic_summary({**rep_amd.metrics, "occupancy_warps_per_sm": 4}, rep_amd.metrics, (True, True))
    assert [c.text for c in hip_only] == ["waves per CU: 4 → 8 (+4)"]
    bf16 = {k.replace("f16.f16", "bf16.bf16"): n for k, n in rep_nv.metrics["mma_instructions"].items()}
    (dtype,) = diffing.semantic_summary(rep_nv.metrics, {**rep_nv.metrics, "mma_instructions": bf16})
    before, after = dtype.text.split(": ", 1)[1].split(" → ")
    assert before != after and after.endswith(".m64n128k16.f32.bf16.bf16")


# ----------------------------------------------------------------------------- the command


def test_cli_targets_json(cli_env: dict[str, str]) -> None:
    r = run_cli(["diff", "matmul", "--targets", "cuda:80", "cuda:90", "--stage", "ptx", "--json", "-U", "1"], cli_env)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    release = f" (Triton {triton_version()})"  # each side names its release (issue 24)
    assert out["stage"] == "ptx" and out["left"].endswith("/cuda:80" + release)
    assert out["right"].endswith("/cuda:90" + release)
    summary = {c["name"]: c for c in out["summary"]}
    assert summary["mma"]["before"] == "mma.sync" and summary["mma"]["after"] == "wgmma"
    assert {"class": "wgmma.mma_async"}.items() <= next(
        d for d in out["opcode_deltas"] if d["class"] == "wgmma.mma_async").items()
    assert out["unified"][0].startswith("--- matmul@") and out["diff"]["changes"]


def test_cli_configs_on_two_targets(cli_env: dict[str, str]) -> None:
    """Issue 4 leftover: ``--configs A B`` with ``--targets T1 T2`` diffs config A on T1 against config B on T2."""
    r = run_cli(["diff", "gelu", "--configs", "0", "1", "--targets", "cuda:90", "cuda:80", "--json", "--summary-only"],
                cli_env)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    release = f" (Triton {triton_version()})"
    assert (out["left"], out["right"]) == ("gelu@1024_w4_s1/cuda:90" + release, "gelu@4096_w8_s1/cuda:80" + release)
    assert any("warpsPerCTA [4] → [8]" in c["text"] for c in out["summary"]), out["summary"]


def test_cli_self_and_passes(cli_env: dict[str, str]) -> None:
    same = run_cli(["diff", "matmul", "--against", "matmul", "--exit-code"], cli_env)
    assert same.returncode == 0 and same.stdout.strip().endswith("no changes"), same.stdout + same.stderr
    # The session's matmul on cuda:90 has its per-pass capture; names pick J after I.
    r = run_cli(["diff", "matmul", "--passes", "tritongpu-accelerate-matmul", "tritongpu-remove-layout-conversions",
                 "--exit-code"], cli_env)
    assert r.returncode == 1, r.stderr
    head = r.stdout.split("\n", 1)[0]
    assert "after #17 TritonGPUAccelerateMatmul" in head or "AccelerateMatmul" in head
    assert "RemoveLayoutConversions" in head
    assert "ttg.convert_layout" in r.stdout and "\n--- " in r.stdout and "\n@@ " in r.stdout


def test_cli_two_cache_entries_side_by_side(cli_env: dict[str, str]) -> None:
    """Two Triton caches (3.4 and 3.6) of the same add_kernel: 3.6 names the arguments. Regression: a changed
    line was cut at the column's width, hiding the change (the last arguments of ``tt.func``); it wraps now,
    and an unchanged context line is still cut."""
    env = {**cli_env, "COLUMNS": "100"}
    caches = DATA / "triton_caches"
    r = run_cli(["diff", str(caches / "3.4.0"), str(caches / "3.6.0"), "--kernel", "add_kernel", "-y"], env)
    assert r.returncode == 0, r.stderr
    assert "%x_ptr" in r.stdout and "%arg0" in r.stdout
    assert max(len(ln) for ln in r.stdout.splitlines()[2:]) <= 100
    assert "%arg3: i32" in r.stdout and "%n: i32" in r.stdout  # past the 45th column of tt.func's line
    assert "module attributes {" in r.stdout and "…" in r.stdout


def test_cli_two_ir_files_in_one_folder(gelu_warps: tuple[Compilation, Compilation], cli_env: dict[str, str],
                                        tmp_path: Path) -> None:
    """Two IR files are diffed as they are, at their extension's stage, even beside other IR files
    (they were once read as the folder's one kernel, diffed with itself: "no changes")."""
    a, b = gelu_warps
    (tmp_path / "a.ptx").write_text(a.stages["ptx"].text())
    (tmp_path / "b.ptx").write_text(b.stages["ptx"].text())
    (tmp_path / "a.ttgir").write_text(a.stages["ttgir"].text())
    r = run_cli(["diff", str(tmp_path / "a.ptx"), str(tmp_path / "b.ptx"), "--json", "--summary-only"], cli_env)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["stage"] == "ptx" and out["left"].endswith("a.ptx") and out["right"].endswith("b.ptx")
    assert "diff" not in out and "summary" in out  # --summary-only leaves the line diff out of the JSON
    text = run_cli(["diff", str(tmp_path / "a.ptx"), str(tmp_path / "b.ptx"), "-U", "0"], cli_env).stdout
    assert any(ln.startswith("-") and "ntid 128" in ln for ln in text.splitlines()), text[:2000]
    assert any(ln.startswith("+") and "ntid 256" in ln for ln in text.splitlines()), text[:2000]
    bad = run_cli(["diff", str(tmp_path / "a.ptx"), str(tmp_path / "a.ttgir")], cli_env)
    assert bad.returncode == 2 and "holds PTX" in bad.stderr and "Traceback" not in bad.stderr, bad.stderr


def test_cli_two_ptx_files_name_their_mma_instructions(compiled: Callable[..., Compilation], cli_env: dict[str, str],
                                                      tmp_path: Path) -> None:
    """Two saved PTX files get the MMA line of the summary, read from their text (newcomer trial: only the
    opcode classes were shown, not the mma.sync → wgmma change)."""
    for t in ("80", "90"):
        (tmp_path / f"sm{t}.ptx").write_text(compiled("matmul", f"cuda:{t}").stages["ptx"].text())
    r = run_cli(["diff", str(tmp_path / "sm80.ptx"), str(tmp_path / "sm90.ptx"), "--summary-only"], cli_env)
    assert r.returncode == 0, r.stderr
    mma = next(ln for ln in r.stdout.splitlines() if "MMA instructions:" in ln)
    assert "mma.sync.aligned.m16n8k16" in mma.split("→")[0] and "wgmma.mma_async" in mma.split("→")[1], mma


@pytest.mark.parametrize("args, message", [
    (["matmul", "--configs", "0", "5"], "unknown config '5'"),
    (["matmul", "--targets", "hip:gfx942", "cuda:90", "--stage", "sass"], "stage sass does not exist for hip:gfx942"),
    (["matmul"], "one of --configs A B"),
    (["matmul", "--configs", "0", "0", "--passes", "0", "1"], "(got --configs and --passes)"),
    (["matmul", "--passes", "0", "nosuchpass"], "no pass 'nosuchpass'"),
    (["matmul", "--passes", "0", "accelerate-matmal"], "did you mean tritongpu-accelerate-matmul?"),
])
def test_cli_bad_input(cli_env: dict[str, str], args: list[str], message: str) -> None:
    r = run_cli(["diff", *args], cli_env)
    assert r.returncode == 2 and message in r.stderr and "Traceback" not in r.stderr, r.stderr
    assert len(r.stderr.strip().splitlines()) == 1


def test_a_diff_across_triton_3_2_reads_its_dialects_by_their_new_names() -> None:
    """Regression (issue 24 item 1): Triton 3.2 prints ``triton_gpu.``/``triton_nvidia_gpu.`` and ``!tt.memdesc``
    where 3.3 and later print ``ttg.``/``ttng.`` and ``!ttg.memdesc``, so every line naming a layout differed.
    The real 3.2.0 and 3.4.0 cache entries of add_kernel now have the same normalized TTGIR; dot_kernel's diff
    keeps its real changes (the shared layout became nvmma_shared) and counts its ops under one name each."""
    caches = DATA / "triton_caches"

    def ttgir(release: str, kernel: str) -> str:
        [path] = (caches / release).glob(f"*/{kernel}.ttgir")
        return path.read_text()

    add = diffing.diff_stage_texts(ttgir("3.2.0", "add_kernel"), ttgir("3.4.0", "add_kernel"), "ttgir", "a", "b")
    assert add.is_empty
    raw = diffing.diff_stage_texts(ttgir("3.2.0", "add_kernel"), ttgir("3.4.0", "add_kernel"), "ttgir", "a", "b",
                                   options=NormalizeOptions(dialects=False))
    assert not raw.is_empty and {d.opcode_class for d in raw.opcode_deltas} == set()  # add_kernel has no ttg ops
    dot = diffing.diff_stage_texts(ttgir("3.2.0", "dot_kernel"), ttgir("3.4.0", "dot_kernel"), "ttgir", "a", "b")
    assert dot.opcode_deltas == ()  # ttg.local_alloc ×2, ttg.convert_layout, ttng.warp_group_dot … on both
    changed = [ln for ln in dot.text.unified() if ln[:1] in "+-" and ln[:3] not in ("+++", "---")]
    assert not any("triton_gpu" in ln or "!tt.memdesc" in ln for ln in changed), changed
    assert any(ln.startswith("+#shared") and "#ttg.nvmma_shared<" in ln for ln in changed), changed
