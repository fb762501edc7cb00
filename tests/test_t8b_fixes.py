"""Regression tests for trial 8b's false statements (docs/trial8b.md) on FlagAttention's ``_bwd_kv_kernel``
(cuda:100, num_stages=3) and ``_fwd_kernel`` (cuda:90).

F3: the overflow warning on ``off_z * stride_qz`` said the product was "used as a pointer offset by ttir:144,
ttir:147, ttir:151": 147 and 151 are the ``lse`` and ``delta`` loads, addressed from ``L``/``D`` plus the query rows
``start_m + arange``; the walk took the ``scf.for`` that defines the induction variable ``start_m`` as built from
all its operands, the iter_args' initial ``q_ptrs``/``do_ptrs`` included.

F2: the pipelining finding said "%lse_105 4 stages in 2 buffers" (and ``%delta_106``): the prologue issues 3 copies
into each 2-slot ring and reads iteration 0's slot with a ``ttg.local_load`` whose value reaches the peeled dV and dK
dots through a ``ttg.local_store`` into a buffer that the dots read through a ``ttg.memdesc_trans`` made before the
prologue: 3 stages, as ``%q`` and ``%do``.

F1: the forward's loop schedule (cuda:90) listed the kernel's own ``q @ eye`` dot before the loop as a peeled
iteration of the loop (a ``ttg.convert_layout`` of its result inside the loop carries its Python line)."""

from __future__ import annotations

import json
import re
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.engines import consistency

T8B = ROOT / "tests/data/trial2_kernels/t8b_commands.sh"
# e.g.       %q_90 = tt.load %q_ptrs_77, %q_89 : tensor<64x64x!tt.ptr<bf16>> loc(#loc185)
_LOAD = re.compile(r"^\s*%(?P<name>[\w$.-]+) = tt\.load %(?P<ptr>[\w$.-]+)")
# e.g.   %Q_2 = arith.muli %off_z, %stride_qz : i32 loc(#loc132)
_MULI = re.compile(r"^\s*%[\w$.-]+ = arith\.muli %off_z, %(?P<arg>stride_\w+) : i32")


def _compile(name: str, user_spec, tmp_path_factory):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T8B, name)


@pytest.fixture(scope="module")
def bwd(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return _compile("t8b_flagattn_bwd_kv", user_spec, tmp_path_factory)


@pytest.fixture(scope="module")
def fwd(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return _compile("t8b_flagattn_fwd", user_spec, tmp_path_factory)


def _loads(ttir: str) -> dict[str, int]:
    """The TTIR line of each ``tt.load`` by the name of its pointer's Python variable (``q_ptrs_77`` → ``q``,
    ``lse_91`` → ``lse``)."""
    out = {}
    for n, ln in enumerate(ttir.splitlines(), 1):
        if m := _LOAD.match(ln):
            out.setdefault(m["ptr"].split("_")[0], n)
    return out


def _product_finding(got, arg: str):  # type: ignore[no-untyped-def]
    lines = got.stages["ttir"].splitlines()
    line = next(n for n, ln in enumerate(lines, 1) if (m := _MULI.match(ln)) and m["arg"] == arg)
    return next(f for f in got.report.findings if f.kind == "addresses" and f.severity == "warn"
                and f.claim("line") is not None and f.claim("line").value == line)


def test_a_product_addresses_only_the_loads_built_from_it(bwd) -> None:
    """``off_z * stride_qz`` reaches the q load only, ``off_z * stride_doz`` the dO load only; the ``lse`` and
    ``delta`` loads (pointers ``L + rows``, ``D + rows``, rows from the loop's induction variable) are no access
    of theirs. selfcheck holds."""
    comp, got = bwd
    loads = _loads(got.stages["ttir"])
    assert {"q", "do", "lse", "delta"} <= set(loads)
    for arg, own in (("stride_qz", "q"), ("stride_doz", "do")):
        f = _product_finding(got, arg)
        accesses = [c.value for c in f.claims if c.key.startswith("access/")]
        assert accesses == [loads[own]], (arg, accesses, loads)
        assert f"used as a pointer offset by ttir:{loads[own]}:" in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_accesses_are_caught(bwd) -> None:
    """Trial 8b's "used as a pointer offset by …, ttir:147, ttir:151" (the lse and delta loads) is refused by
    ``i32-product``, which walks each access's pointer back through the IR model on its own."""
    comp, got = bwd
    loads = _loads(got.stages["ttir"])
    f = _product_finding(got, "stride_qz")
    first = f.claim("access/0")
    kept = tuple(c for c in f.claims if not c.key.startswith("access/") or c.key == "access/0")
    old = replace(f, claims=kept + tuple(replace(first, key=f"access/{k}", value=loads[other])
                                             for k, other in ((1, "lse"), (2, "delta"))))
    for lie in (old, with_claim(f, "access/0", loads["lse"]), with_claim(f, "access/0", loads["delta"])):
        res = consistency.check(comp, [lie], dict(got.report.metrics), got.stages)
        assert any(r == "i32-product" for r, _ in res.violations), res.violations[:3]


# e.g.     %lse_105 = ttg.local_alloc : () -> !ttg.memdesc<2x64xf32, #shared, #smem, mutable> loc(#loc194)
_ALLOC = re.compile(r"^\s*%(?P<name>[\w$.-]+) = ttg\.local_alloc : \(\) -> !ttg\.memdesc<")
# e.g.     %lse_127 = ttg.memdesc_index %lse_105[%c0_i32] : …
_INDEX = re.compile(r"^\s*%(?P<view>[\w$.-]+) = ttg\.memdesc_index %(?P<of>[\w$.-]+)\[")
# e.g.     %lse_130 = ttg.async_copy_global_to_local %lse_126, %lse_127 mask %dv_129 : …
_COPY = re.compile(r"ttg\.async_copy_global_to_local %[\w$.-]+, %(?P<dst>[\w$.-]+)")
# e.g.     %lse_198 = ttg.local_load %lse_127 token %lse_197 : …
_READ = re.compile(r"ttg\.local_load %(?P<src>[\w$.-]+)")
# e.g.     ttng.tc_gen5_mma %q_111, %s_155, %s, %false, … (A and B are the first two operands)
_MMA = re.compile(r"ttng\.tc_gen5_mma %(?P<a>[\w$.-]+), %(?P<b>[\w$.-]+),")
_FOR = re.compile(r"^\s*%\S+ = scf\.for ")


def _ring_depths(ttgir: str) -> tuple[int, dict[str, int]]:
    """The main loop's line and, for each ring of buffers it indexes, 1 + the copies the prologue issues into it
    less the slots of it the prologue reads (by ``ttg.local_load`` or as a ``tc_gen5_mma`` operand): how many
    iterations ahead of the loop's first consumer its copies run, plus one."""
    lines = ttgir.splitlines()
    head = next(n for n, ln in enumerate(lines, 1) if _FOR.match(ln))
    allocs = {m["name"] for ln in lines if (m := _ALLOC.match(ln)) and "xi64" not in ln}
    views = {m["view"]: m["of"] for ln in lines[:head - 1] if (m := _INDEX.match(ln)) and m["of"] in allocs}
    rings = set(views.values())
    copies = {r: 0 for r in rings}
    read: dict[str, set[str]] = {r: set() for r in rings}
    for ln in lines[:head - 1]:
        if (m := _COPY.search(ln)) and m["dst"] in views:
            copies[views[m["dst"]]] += 1
        if (m := _READ.search(ln)) and m["src"] in views:
            read[views[m["src"]]].add(m["src"])
        if m := _MMA.search(ln):
            for v in (m["a"], m["b"]):
                if v in views:
                    read[views[v]].add(v)
    return head, {r: 1 + copies[r] - len(read[r]) for r in rings}


def test_each_ring_of_the_backward_is_three_stages_deep(bwd) -> None:
    """q and dO (4 slots) get 4 prologue copies and 2 peeled reads, lse and delta (2 slots) 3 copies and 1 peeled
    read (the ``local_load`` that feeds iteration 0's dV and dK dots): 3 stages each, as num_stages=3 asks. The
    finding, the summary and the schedule say 3; selfcheck holds."""
    comp, got = bwd
    head, depths = _ring_depths(got.stages["ttgir"])
    assert set(depths.values()) == {3}, depths
    assert comp.metadata["num_stages"] == 3
    f = next(f for f in got.report.findings if f.kind == "pipelining" and f.claim("stages") is not None
             and f.lines[0] == head and "buffers" in f.message)
    per = {c.value.lstrip("%"): f.claim(c.key.replace("allocations/", "allocation_stages/")).value
           for c in f.claims if c.key.startswith("allocations/")}
    assert per == depths, (per, depths)
    assert f.claim("stages").value == 3 and got.report.metrics["pipelined_stages"] == 3
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_ring_depths_are_caught(bwd) -> None:
    """Trial 8b's "%lse_105 4 stages in 2 buffers" and "4 stages (its deepest allocation's)" are refused by
    ``pipe-stages``."""
    comp, got = bwd
    head, _ = _ring_depths(got.stages["ttgir"])
    f = next(f for f in got.report.findings if f.kind == "pipelining" and f.claim("stages") is not None
             and f.lines[0] == head and "buffers" in f.message)
    lse = next(c.key for c in f.claims if c.key.startswith("allocations/") and str(c.value).startswith("%lse"))
    for key in (lse.replace("allocations/", "allocation_stages/"), "stages"):
        res = consistency.check(comp, [with_claim(f, key, 4)], dict(got.report.metrics), got.stages)
        assert any(r == "pipe-stages" for r, _ in res.violations), (key, res.violations[:3])
    # the rule's own path (slots filled minus consumed before the loop, through the IR model) gives each ring's
    # stages by itself
    from ir_explorer.engines.rules import mma_pipelining
    from ir_explorer.ir.mlir_model import display

    _, depths = _ring_depths(got.stages["ttgir"])
    by_use = mma_pipelining._stages_by_use(claim_context(got, comp), head)
    assert {display(k): v for k, v in by_use.items()} == depths, by_use


def test_the_dot_before_the_loop_is_no_peeled_iteration(fwd) -> None:
    """The forward's ``q = tl.dot(q, eye)`` (ttgir ``ttng.warp_group_dot`` before the loop, Python line 55) is no
    iteration of the loop: its schedule lists no dot in the prologue (the loop's dots are of lines 75 and 85) and
    names it as a dot of another statement; selfcheck holds."""
    comp, got = fwd
    lines = got.stages["ttgir"].splitlines()
    head = next(n for n, ln in enumerate(lines, 1) if _FOR.match(ln))
    before = [n for n, ln in enumerate(lines[:head - 1], 1) if "= ttng.warp_group_dot " in ln]
    assert len(before) == 1
    f = next(f for f in got.report.findings if f.kind == "pipelining" and "loop schedule" in f.message)
    assert f.claim("peeled/prologue").value == 0
    assert "ttng.warp_group_dot" not in f.message.split("| loop body")[0]
    other = [c.value for c in f.claims if c.key.startswith("other_dots/") and c.key.endswith("/ttgir_line")]
    assert other == before
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_a_zero_basis_is_named_by_its_index(tmp_path_factory: pytest.TempPathFactory, user_spec) -> None:
    """Trial 8b M3: the bit-matrix popcount's ``#linear1`` (cuda:100) has one zero lane basis and one zero warp
    basis, both at index 2; the convert_layout finding said "lane bases 2 zero", which reads as two zero bases.
    It now says "lane base 2 is zero"."""
    comp, got = _compile("t8b_tk_sum_bitmatrix_rows", user_spec, tmp_path_factory)
    m = re.search(r"^#linear1 = #ttg\.linear<\{register = \[\], lane = (?P<lane>\[.*?\]\]), warp = (?P<warp>\[.*?\]\])",
                  got.stages["ttgir"], re.M)
    assert m is not None
    lane, warp = (json.loads(m[k]) for k in ("lane", "warp"))
    assert [i for i, b in enumerate(lane) if not any(b)] == [2] and [i for i, b in enumerate(warp) if not any(b)] == [2]
    f = next(f for f in got.report.findings if f.kind == "convert_layout"
             and "lane base 2 is zero (broadcast); warp base 2 is zero (broadcast)" in f.message)
    assert "bases 2 zero" not in f.message


def test_the_byte_store_is_laid_on_the_tensor_memory_allocation(tmp_path_factory: pytest.TempPathFactory,
                                                                 user_spec) -> None:
    """Trial 8b M4: on sm_100 the forward's SASS has 32 ``STS.U16`` (the identity matrix's 2-byte stores, PTX
    ``st.shared.b16``) and one ``STS.U8`` the PTX has no 8-bit shared store for (ptxas's code for
    ``tcgen05.alloc``); the warning laid both on the identity matrix. It now names the allocation for the byte."""
    comp, got = _compile("t8b_flagattn_fwd_b100", user_spec, tmp_path_factory)
    sass, ptx = got.stages["sass"], got.stages["ptx"]
    assert len(re.findall(r"\bSTS\.U8\b", sass)) == 1 and len(re.findall(r"\bSTS\.U16\b", sass)) == 32
    assert not re.search(r"\b(?:st|ld)\.shared(?:\.v\d)?\.[bsu]8\b", ptx)
    first = next(n for n, ln in enumerate(ptx.splitlines(), 1) if "tcgen05.alloc." in ln)
    f = next(f for f in got.report.findings if f.kind == "shared_memory" and f.stage == "sass"
             and f.message.startswith("narrow shared-memory accesses"))
    assert f.claim("tcgen05_alloc").value == first
    assert f"tcgen05.alloc at ptx:{first}" in f.message and "writes %eye_67 in 2-byte accesses" in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_a_row_factor_is_not_called_a_stride(tmp_path_factory: pytest.TempPathFactory, user_spec) -> None:
    """Trial 8b M1: FlagGems' soft-target cross entropy (hip:gfx942) addresses ``m*N*K + n*K + pid_k``: the TTIR
    multiplies the row index by N, then by K (the row stride is N*K). The narrow-load warning called N "stride 'N'";
    it now says N multiplies the row offsets, and still names K as the stride of the contiguous dimension."""
    comp, got = _compile("t8b_flaggems_log_softmax_mul", user_spec, tmp_path_factory)
    ttir = got.stages["ttir"]
    assert "= tt.splat %N : i32 -> tensor<2x1xi32>" in ttir and "= tt.splat %K : i32 -> tensor<2x1xi32>" in ttir
    assert "= tt.splat %K : i32 -> tensor<1x1024xi32>" in ttir  # K multiplies the class offsets n too
    assert "%N: i32 loc(" in ttir and "%K: i32 {tt.divisibility = 16 : i32}" in ttir
    warns = [f for f in got.report.findings if f.kind == "coalescing" and f.severity == "warn"]
    # since the model reads AMD buffer ops' offsets (7ac2845), each of the three accesses also gets its sector estimate
    narrow = [f for f in warns if f.message.startswith("narrow ")]
    assert len(narrow) == 3 and len([f for f in warns if "uncoalesced" in f.message]) == 3
    for f in narrow:
        assert "argument 'N' multiplies the row offsets and has no tt.divisibility = 16" in f.message
        assert "stride 'N'" not in f.message and "stride argument 'K' multiplies the offsets along" in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
