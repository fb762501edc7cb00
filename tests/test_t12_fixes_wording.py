"""Regression tests for trial 12's open selfcheck false alarm and wording (docs/trial12b.md S1, M1, M2;
docs/trial12c.md M2, M3, M4), each on a real compile with the trial's own options.

* 12b S1: on ``t12b_full_int8`` (SageAttention's int8 kernel, cuda:100) the ``scf.for``'s constant upper bound is
  N_CTX - BLOCK_N (8128): ``peelLoopEpilogue`` lowered it and, the bound being a constant, its ``scf.if`` on the
  last iteration folded away, leaving the last PV dot right after the loop. The copies' predicates are relative to
  N_CTX: the k_scale copy loads ``%iv + 128`` under ``%iv < 8064``, two iterations ahead of its read. Rule
  ``pipe-stages`` read the predicate against 8128 (one iteration ahead: "the pipeliner's predicates give 2") and
  refused the true "3 stages"."""

from __future__ import annotations

import re
from dataclasses import replace as dataclasses_replace

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.analyses.findings import Claim
from ir_explorer.engines import consistency
from ir_explorer.engines.rules import check_claims, ring_depth

T12B = ROOT / "tests/data/trial2_kernels/t12b_commands.sh"

# e.g.     %acc_116:17 = scf.for %acc_160 = %c0_i32 to %c8128_i32 step %c64_i32 iter_args(...
_FOR = re.compile(r"^\s+%\S+ = scf\.for %(?P<iv>\S+) = %c0_i32 to %c(?P<ub>\d+)_i32 step %c(?P<step>\d+)_i32 ")
# e.g.     %k_scale_78 = ttg.local_alloc : () -> !ttg.memdesc<2x64xf32, #shared1, #smem, mutable> loc(#loc125)
_KSCALE = re.compile(r"^\s+%(?P<key>k_scale_\d+) = ttg\.local_alloc : \(\) -> !ttg\.memdesc<(?P<n>\d+)x64xf32")
# e.g.       %acc_225 = arith.addi %acc_160, %c128_i32 : i32 loc(#loc153)
_ADD = r"^\s+%(?P<key>\S+) = arith\.addi %{iv}, %c(?P<off>\d+)_i32 : i32"
# e.g.       %acc_176 = arith.cmpi slt, %acc_160, %c8064_i32 : i32 loc(#loc153)
_CMP = r"^\s+%(?P<key>\S+) = arith\.cmpi slt, %{iv}, %c(?P<bound>\d+)_i32 : i32"


@pytest.fixture(scope="module")
def full_int8(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T12B, "t12b_full_int8")


def _stages_finding(got, key: str):  # type: ignore[no-untyped-def]
    """The pipelining finding whose ``allocations/N`` claim names allocation ``%key``, and that ``N``."""
    for f in got.report.findings:
        for c in f.claims:
            if c.key.startswith("allocations/") and c.value == "%" + key:
                return f, c.key.split("/")[1]
    raise AssertionError(f"no finding names %{key}")


def test_k_scale_copy_is_two_iterations_ahead_in_the_ir(full_int8) -> None:
    """The facts, read from the TTGIR text: the loop's bound is N_CTX - step (8128 of 8192), a tc_gen5_mma follows
    the loop, and the k_scale copy in the body loads ``%iv + 2·step`` under ``%iv < N_CTX - 2·step``."""
    _, got = full_int8
    lines = got.stages["ttgir"].splitlines()
    (loop, m), = [(n, m) for n, ln in enumerate(lines, 1) if (m := _FOR.match(ln))]
    iv, ub, step = m["iv"], int(m["ub"]), int(m["step"])
    assert (ub, step) == (8192 - 64, 64)
    end = next(n for n in range(loop + 1, len(lines) + 1) if lines[n - 1].startswith("    }"))
    assert any("ttng.tc_gen5_mma" in ln for ln in lines[end:end + 60])
    body = lines[loop:end]
    adds = {a["key"]: int(a["off"]) for ln in body if (a := re.match(_ADD.format(iv=re.escape(iv)), ln))}
    cmps = {c["key"]: int(c["bound"]) for ln in body if (c := re.match(_CMP.format(iv=re.escape(iv)), ln))}
    (key, _), = [(k["key"], k["n"]) for ln in lines if (k := _KSCALE.match(ln))]
    copy = next(ln for ln in body if "= ttg.async_copy_global_to_local" in ln and "#blocked2" in ln
                and "f32" in ln)
    mask = re.search(r" mask %(\S+) ", copy)[1]  # type: ignore[index]
    splat = next(ln for ln in body if re.match(rf"^\s+%{re.escape(mask)} = tt\.splat %(\S+) ", ln))
    pred = re.search(r"tt\.splat %(\S+) ", splat)[1]  # type: ignore[index]
    assert cmps[pred] == 8192 - 2 * step
    # the pointer: tt.addptr %k_scale, %acc_225 with %acc_225 = %iv + 128
    assert any(re.search(rf"= tt\.addptr %k_scale, %{re.escape(a)} ", ln) for a, o in adds.items() if o == 2 * step
               for ln in body)
    assert key


def test_pipe_stages_holds_three_and_refuses_two_and_four(full_int8) -> None:
    """The true "%k_scale_78 3 stages in 2 buffers" holds (the pipeliner's predicates, read against N_CTX, give 3:
    the copy 2 iterations ahead of the PV dot of the loop's own iteration), selfcheck is clean, and 2 and 4 are
    refused by ``pipe-stages``."""
    comp, got = full_int8
    lines = got.stages["ttgir"].splitlines()
    (key, n), = [(k["key"], int(k["n"])) for ln in lines if (k := _KSCALE.match(ln))]
    assert n == 2
    f, i = _stages_finding(got, key)
    assert f.claim(f"allocation_stages/{i}").value == 3
    ctx = claim_context(got, comp)
    verdicts = [(ok, said) for rule, ok, said in check_claims(f, ctx) if rule == "pipe-stages"
                and f"allocation_stages/{i} " in said]
    assert verdicts and all(ok for ok, _ in verdicts), verdicts
    assert any("the pipeliner's predicates give 3" in said for _, said in verdicts), verdicts
    for lie in (2, 4):
        bad = [said for rule, ok, said in check_claims(with_claim(f, f"allocation_stages/{i}", lie), ctx)
               if rule == "pipe-stages" and not ok]
        assert bad, lie
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_ring_depth_reads_the_peel_from_the_addresses(full_int8) -> None:
    """:func:`ring_depth.constant_peel` finds the folded peel (one step) and :func:`ring_depth.address_ahead` reads
    each copy's iteration from its address: the k_scale and V copies 2 ahead, the K copy 3 (its ring has 3
    buffers and its dot, QK of the next iteration, is 1 ahead)."""
    comp, got = full_int8
    model = claim_context(got, comp).model("ttgir")
    lines = got.stages["ttgir"].splitlines()
    (loop,) = [n for n, ln in enumerate(lines, 1) if _FOR.match(ln)]
    head = model.by_line[loop]
    steps, why = ring_depth.constant_peel(model, head)
    assert steps == 1, why
    fills = {o.line: ring_depth.address_ahead(model, head, o) for o in model.printed_ops
             if o.parent == head.index and o.name == "ttg.async_copy_global_to_local"}
    assert sorted(fills.values()) == [2, 2, 3], fills
    # the loop's own trip count is unchanged (rule pipe-trip reads the predicates against it)
    assert ring_depth.trip_count(model, head) == (8192 - 64) // 64


# ---- 12b M1 / 12c M2: an MMA operand computed in registers from a broadcast vector

# e.g.       %ds_172 = tt.broadcast %ds : tensor<64x1xf32, #mma> -> tensor<64x128xf32, #mma> loc(#loc221)
_BCAST = re.compile(r"^\s+(%[\w.-]+) = tt\.broadcast %\S+ : tensor<64x1xf32, #\w+> -> tensor<64x128xf32, ")
# e.g.       %ds_173 = arith.subf %dp_169#0, %ds_172 : tensor<64x128xf32, #mma> loc(#loc221)
_SUBF = re.compile(r"^\s+%\S+ = arith\.subf (?P<d>%[\w.#-]+), (?P<v>%[\w.-]+) : tensor<64x128xf32")


@pytest.fixture(scope="module")
def ring_bwd(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T12B, "t12b_ring_bwd")


def test_computed_operand_names_the_broadcast_vector(ring_bwd) -> None:
    """Trial 12b M1 (ring_bwd, cuda:90): the dV/dK dots' A (dS, computed from two dot results and ``exp``, with the
    per-row Di broadcast into it) is "not loaded (computed in registers …)", naming Di's 64-value f32 copy (256
    bytes per iteration) instead of "0.25 bits loaded per value … 8192 FLOP per byte of A"; the figures are the
    copy's, read from the TTGIR; selfcheck holds."""
    comp, got = ring_bwd
    lines = got.stages["ttgir"].splitlines()
    computed = [f for f in got.report.findings if f.kind == "mma" and f.claim("a/input_bytes") is not None]
    assert computed, [f.message for f in got.report.findings if f.kind == "mma"][:6]
    for f in computed:
        assert "FLOP per byte of A" not in f.message and "bits loaded per value" not in f.message, f.message
        assert f.claim("a/source").value == "computed"
        # one vector (dV's P: the row's lse, through exp) or two (dK's dS: lse and Di; trial 13c M3), each listed
        count = f.claim("a/input_count")
        keys = [f"a/input/{k}/" for k in range(count.value)] if count is not None else ["a/input_"]
        for pre in keys:
            n = f.claim(pre + "line").value
            copy = lines[n - 1]
            assert "ttg.async_copy_global_to_local" in copy and f.claim(pre + "op").value == \
                "ttg.async_copy_global_to_local"
            shape = re.search(r"-> <(\d+)xf32, ", copy)
            assert shape is not None, copy
            assert int(shape[1]) * 4 == 256
        assert f.claim("a/input_bytes").value == 256 * len(keys)
        said = ("with a vector of 256 bytes per iteration broadcast into it, loaded by "
                f"ttg.async_copy_global_to_local at ttgir:{f.claim('a/input_line').value}") if count is None else \
            "with 2 vectors of 512 bytes per iteration in all broadcast into it, loaded 256 bytes by " \
            f"ttg.async_copy_global_to_local at ttgir:{f.claim('a/input/0/line').value}, 256 bytes by"
        assert said in f.message, f.message
    assert {f.claim("a/input_count") is None for f in computed} == {True, False}
    # the IR: a 64-value f32 vector is broadcast to 64x128 and subtracted from a dot's result (dP - Di)
    defs = {m[1]: ln for ln in lines if (m := re.match(r"^\s+(%[\w.#-]+?)(?::\d+)? = ", ln))}
    bcast = [m[1] for ln in lines if (m := _BCAST.match(ln))]
    subs = [m for ln in lines if (m := _SUBF.match(ln)) and m["v"] in bcast]
    assert any("ttng.warp_group_dot" in defs.get(m["d"].split("#")[0], "") for m in subs), subs
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_old_flop_per_byte_of_a_and_wrong_vector_are_refused(ring_bwd) -> None:
    """The old claims (A loaded per iteration: ``a/source`` "loop", 8192 FLOP per byte of A with B loaded once) and
    a wrong size (256 bytes: one of the two vectors), line or count of vectors are refused by ``mma-flop``."""
    comp, got = ring_bwd
    ctx = claim_context(got, comp)
    f = next(f for f in got.report.findings if f.kind == "mma" and f.claim("a/input_bytes") is not None
             and f.claim("b/source") is not None)
    assert all(ok for _, ok, _ in check_claims(f, ctx))
    here = f.claim("a/input_bytes").about
    old = dataclasses_replace(f, claims=(*f.claims, Claim("flop_per_operand_byte", 8192.0, "count", "mma-flop",
                                                          here)))
    assert not all(ok for rule, ok, _ in check_claims(old, ctx) if rule == "mma-flop")
    for key, lie in (("a/input_bytes", 256), ("a/input/1/line", f.claim("a/input/1/line").value + 1),
                     ("a/input_count", 1), ("a/source", "loop")):
        assert not all(ok for rule, ok, _ in check_claims(with_claim(f, key, lie), ctx) if rule == "mma-flop"), key


# ---- 12b M2: B loaded once, but stored to shared memory again in every iteration

# e.g.       %dp = ttg.local_alloc %v_88 : (tensor<128x128xbf16, #blocked1>) -> !ttg.memdesc<128x128xbf16, #shared, …>
_ALLOC_V = re.compile(r"^\s+%\S+ = ttg\.local_alloc %\S+ : \(tensor<(?P<m>\d+)x(?P<n>\d+)xbf16, ")


def test_loaded_once_but_restored_per_iteration(ring_bwd) -> None:
    """Trial 12b M2 (ring_bwd, cuda:90): the dP dot's B (V) is loaded once before the loop, and the message now says
    it is stored to shared memory again in every iteration, at the ``ttg.local_alloc`` of a 128x128 bf16 value
    inside the loop (32768 bytes); the rule refuses the old message (no ``b/restore_line``) and a wrong size."""
    comp, got = ring_bwd
    lines = got.stages["ttgir"].splitlines()
    f = next(f for f in got.report.findings if f.kind == "mma" and f.severity == "info"
             and f.claim("b/restore_line") is not None)
    n = f.claim("b/restore_line").value
    m = _ALLOC_V.match(lines[n - 1])
    assert m is not None, lines[n - 1]
    loop = max(i for i, ln in enumerate(lines[:n], 1) if re.search(r"= scf\.for ", ln))
    indent = len(lines[loop - 1]) - len(lines[loop - 1].lstrip())
    end = next(i for i in range(loop + 1, len(lines) + 1) if lines[i - 1].startswith(" " * indent + "}"))
    assert loop < n < end and loop < f.lines[0] < end
    assert f.claim("b/restore_bytes").value == int(m["m"]) * int(m["n"]) * 2 == 32768
    assert f.claim("b/source").value == "once"
    assert f"but stored to shared memory again in every iteration (ttg.local_alloc at ttgir:{n}, 32768 bytes per " \
        "iteration)" in f.message, f.message
    ctx = claim_context(got, comp)
    assert all(ok for _, ok, _ in check_claims(f, ctx))
    said = ", but stored to shared memory again in every iteration ({b/restore_op} at ttgir:{b/restore_line}, " \
        "{b/restore_bytes} bytes per iteration)"
    assert said in f.template
    old = dataclasses_replace(f, claims=tuple(c for c in f.claims if not c.key.startswith("b/restore_")),
                              template=f.template.replace(said, ""))
    assert not all(ok for rule, ok, _ in check_claims(old, ctx) if rule == "mma-flop")
    assert not all(ok for rule, ok, _ in check_claims(with_claim(f, "b/restore_bytes", 16384), ctx)
                   if rule == "mma-flop")


# ---- 12c M3: a convert side's "[N per thread]" counts distinct elements, registers apart

T12C = ROOT / "tests/data/trial2_kernels/t12c_commands.sh"
# e.g. module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ..., "ttg.threads-per-warp" = 64 : i32}
_WARPS = re.compile(r'"ttg\.num-warps" = (\d+) : i32')
_LANES = re.compile(r'"ttg\.threads-per-warp" = (\d+) : i32')


@pytest.fixture(scope="module")
def prefill(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T12C, "t12c_rfa_fwd_prefill_mi300")


def test_convert_of_a_column_says_one_element_in_sixteen_registers(prefill) -> None:
    """Trial 12c M3 (fwd_prefill, gfx942): a 64x1xf32 convert over 4 warps of 64 lanes (256 threads for 64 values:
    at most 1 distinct element per thread, read from the TTGIR's type and module attributes) said "[16 per
    thread]"; now "[1 per thread, in 16 registers]". ``layout-tile`` holds the new claims and refuses 16 distinct
    elements per thread and 1 register."""
    comp, got = prefill
    ttgir = got.stages["ttgir"]
    threads = int(_WARPS.search(ttgir)[1]) * int(_LANES.search(ttgir)[1])  # type: ignore[index]
    assert threads == 256
    cvts = [f for f in got.report.findings if f.kind == "convert_layout" and "of 64x1xf32" in f.message]
    assert cvts
    ctx = claim_context(got, comp)
    for f in cvts:
        assert f.claim("src_per_thread").value == f.claim("dst_per_thread").value == -(-64 // threads) == 1
        assert f.claim("src_registers").value == 16 and "[1 per thread, in 16 registers]" in f.message, f.message
        assert "[16 per thread]" not in f.message
        assert all(ok for rule, ok, _ in check_claims(f, ctx) if rule == "layout-tile")
        for key, lie in (("src_per_thread", 16), ("src_registers", 1)):
            assert not all(ok for rule, ok, _ in check_claims(with_claim(f, key, lie), ctx) if rule == "layout-tile")
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


# ---- 12c M4: the old-word reads of an atomic's compare-and-swap loop are no loads of the kernel's

# e.g. 	global_load_dword v7, v[4:5], off
_LOAD_DWORD = re.compile(r"^\s*global_load_dword v\d+, (v\[\d+:\d+\]), ")


@pytest.fixture(scope="module")
def sparse_gemv(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T12C, "t12c_ao_sparse_gemv")


def test_cmpswap_reads_are_counted_apart(sparse_gemv) -> None:
    """Trial 12c M4 (sparse_gemv, gfx950): the two ``global_load_dword`` of the AMDGCN each read the old word of an
    fp16 ``atomic_add``'s compare-and-swap loop (a ``%atomicrmw.start`` label follows, and the loop's
    ``global_atomic_cmpswap`` uses the same address registers); the widths say "loads 4 × 128-bit, 4 × 16-bit;
    … compare-and-swap reads 2", not "2 × 32-bit" loads. ``machine-widths`` refuses the old count."""
    comp, got = sparse_gemv
    amdgcn = got.stages["amdgcn"].splitlines()
    reads = []
    for n, ln in enumerate(amdgcn, 1):
        if (m := _LOAD_DWORD.match(ln)) is None:
            continue
        label = next(k for k in range(n, len(amdgcn)) if amdgcn[k].startswith(".LBB"))
        assert "%atomicrmw.start" in amdgcn[label]
        assert any("global_atomic_cmpswap" in b and f", {m[1]}, " in b for b in amdgcn[label:label + 12])
        reads.append(n)
    assert len(reads) == 2
    f = next(f for f in got.report.findings if f.kind == "coalescing" and f.stage == "amdgcn"
             and f.claim("cmpswap_reads") is not None)
    assert f.claim("cmpswap_reads").value == 2 and sorted(r.line for r in f.claim("cmpswap_reads").about) == reads
    assert f.claim("loads/32") is None
    assert "loads 4 × 128-bit, 4 × 16-bit; stores none; atomics 3 × 32-bit; compare-and-swap reads 2" in f.message
    assert got.report.metrics["global_loads"] == {128: 4, 16: 4}
    ctx = claim_context(got, comp)
    assert all(ok for _, ok, _ in check_claims(f, ctx))
    assert not all(ok for rule, ok, _ in check_claims(with_claim(f, "cmpswap_reads", 0), ctx)
                   if rule == "machine-widths")
    refs = f.claim("cmpswap_reads").about
    old = dataclasses_replace(f, claims=(*f.claims, Claim("loads/32", 2, "count", "machine-widths", refs)))
    assert not all(ok for rule, ok, _ in check_claims(old, ctx) if rule == "machine-widths")
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


# ---- 12d M3: a warp-specialized kernel's 255 registers are the launch's budget, its partitions' setmaxnreg apart

T12D = ROOT / "tests/data/trial2_kernels/t12d_commands.sh"
# e.g. 	setmaxnreg.dec.sync.aligned.u32 	24;
_SETMAXNREG = re.compile(r"^\s*setmaxnreg\.(inc|dec)\.sync\.aligned\.u32\s+(\d+);")


@pytest.fixture(scope="module")
def ws_matmul(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T12D, "t12d_ws_matmul")


def test_setmaxnreg_budgets_replace_at_the_limit(ws_matmul) -> None:
    """Trial 12d M3 (ws_matmul, cuda:100): "255 registers per thread: at the 255 limit" (a warn) is now an info
    naming ``.maxnreg 256`` and the partitions' ``setmaxnreg`` counts, as the PTX holds them; ``ptx-setmaxnreg``
    holds the claims and refuses a wrong budget, a wrong count and a left-out instruction."""
    comp, got = ws_matmul
    ptx = got.stages["ptx"].splitlines()
    (top,) = [n for n, ln in enumerate(ptx, 1) if ln.strip() == ".maxnreg 256"]
    sets = [(n, m[1], int(m[2])) for n, ln in enumerate(ptx, 1) if (m := _SETMAXNREG.match(ln))]
    assert {(w, v) for _, w, v in sets} == {("inc", 256), ("dec", 24)}
    assert not [f for f in got.report.findings if "at the 255 limit" in f.message]
    f = next(f for f in got.report.findings if f.kind == "registers" and f.claim("maxnreg") is not None)
    assert f.severity == "info" and f.claim("maxnreg").value == 256 and f.lines == (top,)
    assert f.claim("setmaxnreg").value == len(sets)
    for way, v in (("inc", 256), ("dec", 24)):
        c = f.claim(f"setmaxnreg_{way}/{v}")
        assert sorted(r.line for r in c.about) == [n for n, w, x in sets if (w, x) == (way, v)] and c.value == len(
            c.about)
    assert "the launch asks for the whole register file by design (.maxnreg 256 at ptx:" in f.message, f.message
    ctx = claim_context(got, comp)
    assert all(ok for _, ok, _ in check_claims(f, ctx))
    for key, lie in (("maxnreg", 255), ("setmaxnreg", len(sets) - 1), ("setmaxnreg_dec/24", 1)):
        assert not all(ok for rule, ok, _ in check_claims(with_claim(f, key, lie), ctx) if rule == "ptx-setmaxnreg"), \
            key
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_no_peel_is_read_where_the_bound_was_not_lowered(tmp_path_factory: pytest.TempPathFactory,
                                                         user_spec) -> None:  # type: ignore[no-untyped-def]
    """The same kernel on cuda:90 (no tcgen05, so no ``peelLoopEpilogue``): the loop runs to N_CTX (8192) and
    :func:`ring_depth.constant_peel` finds no peel (the copies' addresses agree with their predicates against the
    loop's own bound)."""
    comp, got = compiled_trial(tmp_path_factory, user_spec, T12B, "t12b_full_int8_h100")
    model = claim_context(got, comp).model("ttgir")
    loops = [(n, m) for n, ln in enumerate(got.stages["ttgir"].splitlines(), 1) if (m := _FOR.match(ln))]
    assert loops and all(int(m["ub"]) == 8192 for _, m in loops), [m["ub"] for _, m in loops]
    for n, _ in loops:
        steps, why = ring_depth.constant_peel(model, model.by_line[n])
        assert steps == 0, why


def test_shared_allocation_stored_in_the_loop_says_so(ring_bwd) -> None:
    """Trial 12b M2's second half: the ``%dp`` allocation (``ttg.local_alloc`` of V inside the loop) now says it is
    stored "in every iteration of the loop at ttgir:N", N the ``scf.for`` that holds it in the TTGIR text; rule
    ``alloc-layout`` holds it and refuses the old finding (a ``source`` without ``stored_in_loop``) and another
    loop line."""
    comp, got = ring_bwd
    lines = got.stages["ttgir"].splitlines()
    f = next(f for f in got.report.findings if f.kind == "shared_memory" and f.claim("stored_in_loop") is not None
             and (m := _ALLOC_V.match(lines[f.lines[0] - 1])) and (m["m"], m["n"]) == ("128", "128"))
    n, loop = f.lines[0], f.claim("stored_in_loop").value
    assert re.search(r"= scf\.for ", lines[loop - 1])
    indent = len(lines[loop - 1]) - len(lines[loop - 1].lstrip())
    end = next(i for i in range(loop + 1, len(lines) + 1) if lines[i - 1].startswith(" " * indent + "}"))
    assert loop < n < end
    assert f", stored in every iteration of the loop at ttgir:{loop} from blocked " in f.message, f.message
    ctx = claim_context(got, comp)
    assert all(ok for _, ok, _ in check_claims(f, ctx))
    said = " in every iteration of the loop at ttgir:{stored_in_loop}"
    old = dataclasses_replace(f, claims=tuple(c for c in f.claims if c.key != "stored_in_loop"),
                              template=f.template.replace(said, ""))
    assert not all(ok for rule, ok, _ in check_claims(old, ctx) if rule == "alloc-layout")
    assert not all(ok for rule, ok, _ in check_claims(with_claim(f, "stored_in_loop", loop - 1), ctx)
                   if rule == "alloc-layout")


# ---- 12d M2: a warp-specialized kernel's spills are the whole kernel's, not at the launch's registers

# e.g.         /*a420*/                   USETMAXREG.DEALLOC.CTAPOOL 0x58 ;
_USETMAXREG = re.compile(r"USETMAXREG\.\S+ (?:UP\d, )?0x(?P<regs>[0-9a-f]+) ;")
# e.g.         /*a4b0*/                   STL.64 [R1+0x98], R40 ;
_LOCAL = re.compile(r"^\s*/\*[0-9a-f]+\*/\s+(?:@!?P\d\s+)?(?P<op>STL|LDL)\b")


@pytest.fixture(scope="module")
def ws_attn(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T12D, "t12d_ws_attn")


def test_ws_spills_name_the_launch_budget_and_the_partitions(ws_attn) -> None:
    """Trial 12d M2 (ws_attn, cuda:103): "ptxas spills: 716 bytes stored, … at 168 registers per thread" named the
    launch's budget (``.maxnreg 168``) as the one the spill code runs with, while the partitions set their own
    (``setmaxnreg``) and most STL/LDL of the SASS lie after a ``USETMAXREG`` to 88. Now the ptxas warning says its
    figures are the whole kernel's and the 168 the launch's budget, with the setmaxnreg counts; the SASS warning
    counts its STL/LDL by the nearest USETMAXREG above them (counted here by regexes); ``resource`` refuses the old
    sentence and ``sass-usetmaxreg`` a wrong count."""
    comp, got = ws_attn
    ptx, sass = got.stages["ptx"].splitlines(), got.stages["sass"].splitlines()
    (top,) = [n for n, ln in enumerate(ptx, 1) if ln.strip().startswith(".maxnreg ")]
    maxnreg = int(ptx[top - 1].split()[1])
    assert comp.resources.registers == maxnreg and comp.resources.spills
    by_budget: dict[int | None, int] = {}
    budget: int | None = None
    for ln in sass:
        if m := _USETMAXREG.search(ln):
            budget = int(m["regs"], 16)
        elif _LOCAL.match(ln):
            by_budget[budget] = by_budget.get(budget, 0) + 1
    assert by_budget.get(88, 0) > sum(by_budget.values()) // 2, by_budget  # most of the spill code runs at 88
    spill = next(f for f in got.report.findings if f.kind == "spill" and f.stage == "ptx")
    assert f"registers per thread is the launch's budget (.maxnreg {maxnreg} at ptx:{top})" in spill.message
    assert "one figure for the whole kernel" in spill.message and f"at {maxnreg} registers" not in spill.message
    assert spill.claim("setmaxnreg").value == sum(1 for ln in ptx if _SETMAXNREG.match(ln))
    local = next(f for f in got.report.findings if f.kind == "spill" and f.stage == "sass")
    said = {None if c.key.endswith("/launch") else int(c.key.rsplit("/", 1)[1]): c.value
            for c in local.claims if c.key.startswith("local_budget/")}
    assert said == by_budget, (said, by_budget)
    assert f"{by_budget[88]} after a USETMAXREG to 88 registers per thread" in local.message, local.message
    ctx = claim_context(got, comp)
    assert all(ok for _, ok, _ in check_claims(spill, ctx)) and all(ok for _, ok, _ in check_claims(local, ctx))
    old = dataclasses_replace(spill, claims=tuple(c for c in spill.claims if c.key in (
        "registers", "spill_store_bytes", "spill_load_bytes", "stack_frame_bytes")),
        template="ptxas spills: {spill_store_bytes} bytes stored, {spill_load_bytes} bytes loaded, "
                 "{stack_frame_bytes} bytes stack frame at {registers} registers per thread", lines=())
    assert not all(ok for rule, ok, _ in check_claims(old, ctx) if rule == "resource")
    assert not all(ok for rule, ok, _ in check_claims(with_claim(local, "local_budget/88", by_budget[88] - 1), ctx)
                   if rule == "sass-usetmaxreg")
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
