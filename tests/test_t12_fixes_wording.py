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

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

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
