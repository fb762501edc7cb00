"""Regression tests for the coalescing, register and summary statements the trial on public kernels found false or
misleading (issue 23 item 6, docs/trial_public_kernels.md: F8, M6, M7, M8). Each compiles the trial's kernel with
the trial's own command line (tests/data/trial_kernels/commands.sh), reads the real report, asserts the true value
read from the IR, and checks that the consistency rule re-deriving the claim rejects its negation."""

from __future__ import annotations

import dataclasses
import re

import pytest
from test_trial_fixes_addresses import trial_request

from ir_explorer.analyses.findings import Finding
from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.model import Compilation
from ir_explorer.core.store import Store
from ir_explorer.engines.consistency import Statements, check_stored, stored_statements
from ir_explorer.engines.rules import ClaimContext, check_claims

#: The trial's kernels these tests read (names in commands.sh).
KERNELS = ("aiter_gemm_a8w8", "vllm_merge_attn_states", "liger_embedding_bwd", "tutorial_layernorm_bwd_dx",
           "debug_print_kernel")


@pytest.fixture(scope="module")
def trial(store: Store, user_spec) -> dict[str, tuple[Compilation, Statements]]:
    """Each kernel of :data:`KERNELS` compiled with the trial's options, with its report and stages."""
    comps = compile_all([trial_request(k, user_spec) for k in KERNELS], store)
    out = {}
    for name, comp in zip(KERNELS, comps, strict=True):
        assert comp.ok, (name, comp.failure)
        out[name] = (comp, stored_statements(comp, store))
    return out


def _negated(comp: Compilation, got: Statements, f: Finding, key: str, value: object) -> list[str]:
    """The rules that reject finding ``f`` with its claim ``key`` set to ``value`` (empty: the negation passes)."""
    claims = tuple(dataclasses.replace(c, value=value) if c.key == key else c for c in f.claims)
    assert claims != f.claims, key
    bad = dataclasses.replace(f, claims=claims)
    ctx = ClaimContext(comp, got.stages, got.report.findings, dict(got.report.metrics))
    return [rule for rule, ok, _ in check_claims(bad, ctx) if not ok]


def test_buffer_load_to_local_names_the_data_type_not_the_offsets(trial, store: Store) -> None:
    """F8: ``amdg.buffer_load_to_local %a_ptr[%offs] … : !tt.ptr<f8E4M3FN>[tensor<128x128xi32, #linear1>] ->
    <128x128xf8E4M3FN, …>`` was reported as ``tensor<128x128xi32>`` and "4 × i32": the i32 are the offsets. The data
    are f8E4M3FN, 16 of them per 128-bit ``buffer_load_dwordx4 … lds`` access."""
    comp, got = trial["aiter_gemm_a8w8"]
    ttgir = got.stages["ttgir"].splitlines()
    found = [f for f in got.report.findings if f.kind == "coalescing" and f.data.get("op") ==
             "amdg.buffer_load_to_local"]
    assert len(found) == 4, [f.message for f in found]  # ttgir:100,104 before the loop, 115,119 in it
    for f in found:
        for n in f.lines:
            assert re.search(r": !tt\.ptr<f8E4M3FN>\[tensor<128x128xi32, ", ttgir[n - 1]), ttgir[n - 1]
        assert f.data["element"] == "f8E4M3FN" and f.data["measured_bits"] == 128 and f.data["elements"] == 16
        assert "tensor<128x128xf8E4M3FN>" in f.message and "16 × f8E4M3FN per thread" in f.message
        assert "i32" not in f.message
        assert "access-type" in _negated(comp, got, f, "element", "i32")
        assert "layout-width" in _negated(comp, got, f, "elements", 4)
    result = check_stored(comp, store)
    assert not result.violations, result.violations[:5]


def test_the_layouts_limit_is_not_called_axisinfos(trial) -> None:
    """M6: ``tt.load of tensor<128xf16>`` (vLLM merge_attn_states, ttgir:50) said "AxisInfo allows 16 bits
    (contiguity 128, alignment 8, sizePerThread 1, …)": AxisInfo's contiguity 128 and alignment 8 f16 allow 128 bits;
    the 16 bits come from the layout (``sizePerThread = [1]``: 128 elements over 4 warps x 32 lanes)."""
    comp, got = trial["vllm_merge_attn_states"]
    ttgir = got.stages["ttgir"].splitlines()
    loads = [f for f in got.report.findings if f.kind == "coalescing" and f.data.get("op") == "tt.load"
             and f.data.get("shape") == [128] and f.data.get("element") == "f16"]
    assert loads, [f.message for f in got.report.findings if f.kind == "coalescing"]
    for f in loads:
        (line,) = f.lines
        alias = re.search(r"tensor<128x!tt\.ptr<f16>, (#\w+)>", ttgir[line - 1])
        assert alias, ttgir[line - 1]
        definition = next(x for x in ttgir if x.startswith(f"{alias[1]} = #ttg.blocked<"))
        assert "sizePerThread = [1]" in definition
        ax = f.data["axisinfo"]
        assert (ax["limits"]["contiguity"], ax["limits"]["alignment"], ax["limits"]["sizePerThread"]) == (128, 8, 1)
        assert ax["allowed_bits"] == 128 and ax["predicted_bits"] == 16 == f.data["measured_bits"]
        assert ("AxisInfo allows 128 bits (contiguity 128, alignment 8, mask constancy 128 elements; 128-bit cap 8 "
                "elements); the layout's sizePerThread 1 bounds it to 16 bits") in f.message, f.message
        assert "AxisInfo allows 16 bits" not in f.message
        assert "axis-width" in _negated(comp, got, f, "axisinfo/allowed_bits", 16)


def _ints(counts: dict) -> dict[int, int]:  # type: ignore[type-arg]
    return {int(k): v for k, v in counts.items()}


def _widths(got: Statements, stage: str) -> Finding:
    (f,) = [f for f in got.report.findings if f.kind == "coalescing" and f.stage == stage]
    return f


def test_atomic_adds_are_counted_as_atomics(trial) -> None:
    """M8: Liger's embedding backward (gfx950) writes only through ``tl.atomic_add``: ttgir's
    ``amdg.buffer_atomic_rmw fadd`` becomes 32 scalar ``buffer_atomic_add_f32`` per thread, yet the summary said
    "global loads 8 × 128-bit, 32 × 64-bit; stores none" and no finding named them."""
    comp, got = trial["liger_embedding_bwd"]
    amdgcn = got.stages["amdgcn"].splitlines()
    atomics = [n for n, x in enumerate(amdgcn, 1) if re.match(r"\s*(global|buffer)_atomic_", x)]
    assert len(atomics) == 32 and all(amdgcn[n - 1].split()[0] == "buffer_atomic_add_f32" for n in atomics)
    assert not any(re.match(r"\s*(global|buffer)_store", x) for x in amdgcn)
    f = _widths(got, "amdgcn")
    assert _ints(f.data["atomics"]) == {32: 32} and f.data["stores"] == {}
    assert "stores none; atomics 32 × 32-bit" in f.message
    assert [r.line for c in f.claims if c.key == "atomics/32" for r in c.about] == atomics
    assert dict(got.report.summary)["global"] == "loads 8 × 128-bit, 32 × 64-bit; stores none; atomics 32 × 32-bit"
    assert "machine-widths" in _negated(comp, got, f, "atomics/32", 0)
    ttgir = got.stages["ttgir"].splitlines()
    (t,) = [f for f in got.report.findings if f.kind == "coalescing" and f.data.get("op") == "amdg.buffer_atomic_rmw"]
    (line,) = t.lines
    assert re.search(r"amdg\.buffer_atomic_rmw fadd, .*: !tt\.ptr<f32> -> tensor<64x128xf32, ", ttgir[line - 1])
    assert t.message == ("amdg.buffer_atomic_rmw of tensor<64x128xf32>: 32 global atomic instructions at its Python "
                         "line in AMDGCN (32-bit, 1 × f32 each)")
    assert [r.line for c in t.claims if c.key == "atomics" for r in c.about] == atomics
    assert "machine-atomics" in _negated(comp, got, t, "atomics", 16)
    assert "machine-atomics" in _negated(comp, got, t, "atomic_bits", 64)


def test_a_spin_locks_cas_and_exchanges_are_atomics(trial) -> None:
    """M8: the layer-norm backward's spin lock (``tl.atomic_cas`` / ``tl.atomic_xchg`` on ``Lock``) is one
    ``global_atomic_cmpswap`` and two ``global_atomic_swap`` in the gfx942 code; no summary line named them."""
    comp, got = trial["tutorial_layernorm_bwd_dx"]
    amdgcn = got.stages["amdgcn"].splitlines()
    names = sorted(x.split()[0] for x in amdgcn if re.match(r"\s*(global|buffer)_atomic_", x))
    assert names == ["global_atomic_cmpswap", "global_atomic_swap", "global_atomic_swap"]
    f = _widths(got, "amdgcn")
    assert _ints(f.data["atomics"]) == {32: 3} and "atomics 3 × 32-bit" in f.message
    assert "machine-widths" in _negated(comp, got, f, "atomics/32", 4)


def test_device_prints_argument_stores_are_named_not_called_a_spill(trial) -> None:
    """M7: ``tl.device_print`` (debug_print_kernel, cuda:90) gave ``warn spill`` "SASS has 3 STL and 0 LDL …
    although ptxas reports no spills (a local array or stack frame)": the three STL are the PTX's three ``st.local``
    into ``__local_depot0[24]``, vprintf's argument buffer, right before ``call.uni (retval0), vprintf, …``."""
    comp, got = trial["debug_print_kernel"]
    ptx, sass = got.stages["ptx"].splitlines(), got.stages["sass"].splitlines()
    stl = [n for n, x in enumerate(sass, 1) if re.search(r"\bSTL(\.\w+)*\s", x)]
    st_local = [n for n, x in enumerate(ptx, 1) if re.match(r"\s*st\.local", x)]
    (call,) = [n for n, x in enumerate(ptx, 1) if re.match(r"\s*call\.uni \(retval0\), vprintf,", x)]
    assert len(stl) == 3 and len(st_local) == 3 and not any(re.search(r"\bLDL\b|ld\.local", x) for x in sass + ptx)
    assert st_local[-1] < call and not any(re.match(r"\s*call", x) for x in ptx[st_local[0]:call - 1])
    assert any(".local .align 8 .b8 \t__local_depot0[24];" in x for x in ptx)
    res = comp.resources
    assert res is not None and res.spill_store_bytes == res.spill_load_bytes == 0
    assert not [f for f in got.report.findings if f.kind == "spill"]
    (f,) = [f for f in got.report.findings if f.kind == "local_memory" and f.stage == "sass"]
    assert f.severity == "info" and list(f.lines) == stl
    assert f.message == (f"SASS has 3 STL and 0 LDL local-memory instructions, not spills: 3 st.local fill vprintf's "
                         f"argument buffer (tl.device_print; the call at ptx:{call}), the PTX's only local accesses; "
                         "ptxas reports 0 bytes of spills")
    assert "printf-args" in _negated(comp, got, f, "printf/call0", call - 1)
    assert "printf-args" in _negated(comp, got, f, "printf/stores", 2)
    assert "printf-args" in _negated(comp, got, f, "printf/other_local", 1)
    assert "sass-local" in _negated(comp, got, f, "stl", 2)
    (ptx_f,) = [f for f in got.report.findings if f.kind == "local_memory" and f.stage == "ptx"]
    assert f"3 st.local fill vprintf's argument buffer (tl.device_print; the call at ptx:{call})" in ptx_f.message
    assert "printf-args" in _negated(comp, got, ptx_f, "printf/stores", 4)


def test_selfcheck_holds_and_the_new_rules_fire(trial, store: Store) -> None:
    """Every statement of the trial kernels these fixes touch holds (aiter_gemm_a8w8 aside: its ``staging`` statement
    on ttgir:165 is false before these fixes too), and the rules added for them check something: ``printf-args``
    (M7), ``machine-atomics`` (M8), ``axis-width`` with ``allowed_bits`` (M6)."""
    fired: dict[str, int] = {}
    for name in ("vllm_merge_attn_states", "liger_embedding_bwd", "tutorial_layernorm_bwd_dx", "debug_print_kernel"):
        result = check_stored(trial[name][0], store)
        assert not result.violations, (name, result.violations[:5])
        for rule in ("printf-args", "machine-atomics", "axis-width", "machine-widths"):
            fired[rule] = fired.get(rule, 0) + result.by_rule[rule]
    assert all(fired.values()), fired
    aiter = check_stored(trial["aiter_gemm_a8w8"][0], store)
    assert [k for k, _ in aiter.violations] in ([], ["staging"]), aiter.violations[:5]
