"""Regression tests for the closing trial 12c's false statements (docs/trial12c.md), on its own kernels compiled with
their ``tests/data/trial2_kernels/t12c_commands.sh`` options.

F1: ROCm/flash-attention's dK/dV kernel (cuda:90) runs its masked inner loop on MASK_BLOCK_M = BLOCK_M //
BLK_SLICE_FACTOR = 32 query rows, so the ``k · qT`` and ``v · dOᵀ`` wgmma have N = 32; the warning's advice named
"a larger HQ (now 32, the dot's N)" because HQ (the number of query heads) is the one config constexpr of value 32.
The advice now also needs the knob to bound a ``tl.arange`` on the Python line of a ``tt.make_range`` of that
length when such lines name one (here ``tl.arange(0, BLOCK_M)``, the helper's parameter), and ``mma-knob`` checks
it from the TTIR and the kernel's source.

F2: the gfx950 forward kernel's two ``s_load`` from the kernarg pointer after ``.LBB0_3`` were called "scalar loads
not traced to a pointer argument 2": the backward ``s_branch`` to the exit block (``s_endpgm``) was taken for a
loop. A backward branch now counts as a loop around a load only when the load is reachable from its label.

F3: rht_amax's local_load was said to make 2-byte accesses; the PTX moves 4 (a vector along the second register
basis)."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import trial_request

from ir_explorer.analyses.findings import Claim
from ir_explorer.analyses.scalar_loads import scalar_loads
from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.store import Store
from ir_explorer.engines import consistency

T12C = ROOT / "tests/data/trial2_kernels/t12c_commands.sh"


def _compiled(tmp_path_factory, user_spec, name: str):  # type: ignore[no-untyped-def]
    own = Store(tmp_path_factory.mktemp(name))
    (comp,) = compile_all([trial_request(T12C, name, user_spec)], own)
    assert comp.ok, comp.failure
    return comp, consistency.stored_statements(comp, own)


@pytest.fixture(scope="module")
def dkdv(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return _compiled(tmp_path_factory, user_spec, "t12c_rfa_bwd_dkdv")


@pytest.fixture(scope="module")
def fwd950(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return _compiled(tmp_path_factory, user_spec, "t12c_rfa_fwd_prefill")


# e.g.     %offs_m = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked2> loc(#loc202)
_RANGE = re.compile(r"= tt\.make_range \{end = (\d+) : i32, start = 0 : i32\}")


def test_the_wgmma_advice_names_no_constexpr_that_only_shares_the_dots_n(dkdv) -> None:
    """F1: the two m64n32k16 dots of the masked loop (N = 32, ``tl.arange(0, BLOCK_M)`` with the helper's BLOCK_M =
    MASK_BLOCK_M = 64 // 2) keep their bandwidth warning (3072 B per instruction, 150 %) but name no knob; the two
    m64n64k16 dots of the unmasked loop (N = 64, the kernel's BLOCK_M) still name BLOCK_M. selfcheck holds, and the
    old advice (knob HQ) is caught by ``mma-knob``."""
    comp, got = dkdv
    consts = dict(comp.config.constexprs)
    assert (consts["HQ"], consts["BLOCK_M"], consts["BLK_SLICE_FACTOR"]) == (32, 64, 2)
    assert [k for k, v in consts.items() if v == 32] == ["HQ"]
    lines = got.stages["ttgir"].splitlines()
    assert any(int(m[1]) == 32 for ln in lines if (m := _RANGE.search(ln)))
    warns = [f for f in got.report.findings if f.kind == "mma" and f.severity == "warn"]
    n32 = [f for f in warns if f.claim("wgmma_n").value == 32]
    n64 = [f for f in warns if f.claim("wgmma_n").value == 64]
    assert len(n32) == 2 and len(n64) == 2
    for f in n32:
        assert re.search(r"-> tensor<128x32xf32", lines[f.lines[0] - 1])
        assert f.claim("shared_bytes_per_instruction").value == 3072 and f.claim("smem_percent_at_peak").value == 150
        assert not [c for c in f.claims if c.key in ("knob", "knob_value")] and "HQ" not in f.message
        assert f.message.endswith("so it cannot run at peak")
    for f in n64:
        assert re.search(r"-> tensor<128x64xf32", lines[f.lines[0] - 1])
        assert f.claim("knob").value == "BLOCK_M" and f.claim("knob_value").value == 64
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    w = n32[0]
    about = w.claim("wgmma_n").about
    old = replace(w, claims=(*w.claims, Claim("knob", "HQ", "text", "mma-knob", about),
                             Claim("knob_value", 32, "elements", "mma-knob", about)))
    res = consistency.check(comp, [old], dict(got.report.metrics), got.stages)
    assert [r for r, _ in res.violations] == ["mma-knob", "mma-knob"], res.violations
    assert "BLOCK_M" in res.violations[0][1], res.violations[0][1]


def test_kernel_argument_loads_before_a_jump_to_the_exit_block_are_traced(fwd950) -> None:
    """F2: amdgcn's ``s_load_dwordx4 s[60:63], s[0:1], 0x38`` and ``s_load_dword s33, s[0:1], 0x48`` read the
    kernarg segment (``s[0:1]``, written by nothing before them); the only backward branch over them goes to the
    exit block (``.LBB0_2: s_endpgm``), which reaches nothing. They are kernel-argument loads: no finding says
    "not traced", selfcheck holds, and the old claim (2 untraced) is caught by ``machine-widths``."""
    comp, got = fwd950
    amd = got.stages["amdgcn"]
    lines = amd.splitlines()
    kernarg = [n for n, ln in enumerate(lines, 1) if re.match(r"\s+s_load_\w+ s(?:\[\d+:\d+\]|\d+), s\[0:1\], 0x", ln)]
    exits = {m[1]: n for n, ln in enumerate(lines[:-1], 1)
             if (m := re.match(r"(\.LBB\d+_\d+):", ln)) and lines[n].strip() == "s_endpgm"}
    back = [(n, exits[m[1]]) for n, ln in enumerate(lines, 1)
            if (m := re.match(r"\s+s_branch (\.LBB\d+_\d+)", ln)) and m[1] in exits and exits[m[1]] < n]
    assert back and kernarg
    late = [n for n in kernarg if any(label < n < b for b, label in back)]
    assert len(late) == 2, late
    assert not any(re.match(r"\s+s_\w+ s(?:0|1|\[0:1\]),", lines[i]) for i in range(late[-1]))
    kinds = {ld.line: ld.kind for ld in scalar_loads(amd)}
    assert [kinds[n] for n in late] == ["kernarg", "kernarg"]
    (w,) = [f for f in got.report.findings if f.kind == "coalescing" and f.stage == "amdgcn"
            and f.message.startswith("AMDGCN: global loads")]
    assert "not traced" not in w.message and not [c for c in w.claims if c.key == "untraced_scalar_loads"]
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    refs = tuple(replace(w.claim("loads/128").about[0], line=n, text=lines[n - 1].split()[0]) for n in late)
    old = replace(w, lines=tuple(sorted((*w.lines, *late))),
                  claims=(*w.claims, Claim("untraced_scalar_loads", 2, "count", "machine-widths", refs)))
    res = consistency.check(comp, [old], dict(got.report.metrics), got.stages)
    assert [r for r, _ in res.violations] == ["machine-widths"], res.violations
    assert "untraced_scalar_loads = 2: the amdgcn has 0 such lines" in res.violations[0][1]


@pytest.fixture(scope="module")
def rht(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return _compiled(tmp_path_factory, user_spec, "t12c_ao_rht_amax")


def test_a_local_load_vectorised_along_a_later_register_basis(rht) -> None:
    """F3: rht_amax's ``ttg.local_load`` of %a into ``#linear`` (register bases ``[[1, 0], [0, 1], …]``: the second
    is along the buffer's contiguous dimension) is 32 × ``ld.shared.v2.b16`` in the PTX: 4 bytes per lane, not 2.
    The bank model now vectorises along any register basis (Triton's ``largestVectorisation`` permutes them): 4-byte
    accesses, still 8 wavefronts for 1. selfcheck holds; the old width (2) is caught by ``access-width``."""
    comp, got = rht
    lines = got.stages["ttgir"].splitlines()
    assert re.search(r"#linear = #ttg\.linear<\{register = \[\[1, 0\], \[0, 1\],", got.stages["ttgir"])
    (w,) = [f for f in got.report.findings if f.kind == "shared_memory" and f.severity == "warn" and f.stage == "ttgir"
            and f.claim("op").value == "ttg.local_load"]
    assert "ttg.local_load" in lines[w.lines[0] - 1] and "#linear" in lines[w.lines[0] - 1]
    assert len(re.findall(r"ld\.shared\.v2\.b16", got.stages["ptx"])) == 32
    assert w.claim("access_bytes").value == 4 and "4-byte accesses" in w.message
    assert (w.claim("wavefronts").value, w.claim("ideal").value) == (8, 1)
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    old = replace(w, claims=tuple(replace(c, value=2) if c.key == "access_bytes" else c for c in w.claims))
    res = consistency.check(comp, [old], dict(got.report.metrics), got.stages)
    assert "access-width" in [r for r, _ in res.violations], res.violations


def test_a_two_stage_loop_whose_copies_overlap_no_dot_does_not_say_they_run_ahead(tmp_path_factory,  # type: ignore[no-untyped-def]
                                                                                    user_spec) -> None:
    """M5: the int8 GEMM at num_stages 2 waits for its one copy (``ttg.async_wait {num = 0}``) before each dot, so
    its dot-loop finding says "no copy overlaps a dot"; it no longer goes on with "the copies run ahead, but each
    MMA …". At num_stages 3 (``num = 1``) the copies do run ahead and the words stay. selfcheck holds."""
    own = Store(tmp_path_factory.mktemp("t12c_mm_s2"))
    reqs = [trial_request(T12C, "t12c_ao_int_scaled_mm", user_spec, replace=(f"3->{s}",)) for s in (2, 3)]
    comps = compile_all(reqs, own)
    for comp, two in zip(comps, (True, False), strict=True):
        assert comp.ok, comp.failure
        got = consistency.stored_statements(comp, own)
        waits = re.findall(r"ttg\.async_wait %\S+ \{num = (\d+) : i32\}", got.stages["ttgir"])
        assert waits == (["0"] if two else ["1"]), waits
        (f,) = [f for f in got.report.findings if f.kind == "pipelining" and "dot loop pipelined" in f.message]
        assert ("no copy overlaps a dot" in f.message) is two
        assert ("the copies run ahead" in f.message) is not two
        assert "each MMA is waited for before the next is issued" in f.message
        res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
        assert not res.violations, res.violations[:3]
