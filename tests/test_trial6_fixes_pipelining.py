"""Regression tests for the sixth trial's pipelining items (docs/trial6.md F1, F4, F5, M1, M2, S1).

M2 (mamba chunk_scan, cuda:90): "4 stages, 4 buffers (%cb_148, %dA_cs_k, %dt_k, %x_149)" when only ``%x_149`` has 4
buffers. M1 (vLLM unified attention, cuda:90): "3 stages, 2 buffers (%K_74, %V_75, %physical_block_idx_73)" read as
K and V 3 deep when only the 4-byte block-table index was; S1: selfcheck's ``pipe-stages`` called that true "3 stages"
false because its cp.async closed form gives the K/V depth. Now the finding states each allocation's stages, buffers
and bytes per buffer where they differ, and the rule compares the closed form with the shallowest allocation.
F4, F5 (fla recompute_w_u, cuda:100): the unrolled-loop finding named the first of two TTIR loops only and counted
every async copy of the module as filling the rings (5: one fills the single buffer ``%b_A``). F1 (mamba): "no dot
before or after the loop" though the kernel's own ``tl.dot(C, prev_states)`` runs before it."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.engines import consistency

Z6 = ROOT / "tests/data/trial2_kernels/z6_commands.sh"
# e.g. %K_74 = ttg.local_alloc : () -> !ttg.memdesc<2x128x16xbf16, #shared2, #smem, mutable>
_ALLOC = re.compile(r"^\s*%(?P<name>[\w.]+) = ttg\.local_alloc : \(\) -> "
                    r"!ttg\.memdesc<(?P<dims>[\dx]+)x(?P<el>[a-z]+\d+)")
# e.g. %K_100 = ttg.async_copy_global_to_local %K_97, %K_98 mask %acc_99 …    (pointer, destination view)
_COPY = re.compile(r"ttg\.async_copy_global_to_local %[\w.]+, %(?P<dst>[\w.]+)")
# e.g. %K_98 = ttg.memdesc_index %K_74[%c0_i32] : …
_INDEX = re.compile(r"^\s*%(?P<res>[\w.]+) = ttg\.memdesc_index %(?P<src>[\w.]+)\[")


def _compile(tmp_path_factory: pytest.TempPathFactory, user_spec, name: str):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, Z6, name)


@pytest.fixture(scope="module")
def mamba(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return _compile(tmp_path_factory, user_spec, "z6_mamba_chunk_scan")


@pytest.fixture(scope="module")
def vllm(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return _compile(tmp_path_factory, user_spec, "z6_vllm_unified_attn")


def _allocs(ttgir: str) -> dict[str, tuple[int, ...]]:
    return {m["name"]: tuple(int(d) for d in m["dims"].split("x"))
            for ln in ttgir.splitlines() if (m := _ALLOC.match(ln))}


def _loop_finding(got, prefix: str = "dot loop pipelined"):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "pipelining" and f.message.startswith(prefix))


def _per_allocation(f) -> dict[str, tuple[object, object, object]]:  # type: ignore[no-untyped-def]
    n = sum(1 for c in f.claims if c.key.startswith("allocations/"))
    return {str(f.claim(f"allocations/{i}").value): (f.claim(f"allocation_stages/{i}").value,
                                                     f.claim(f"allocation_buffers/{i}").value,
                                                     f.claim(f"allocation_bytes/{i}").value) for i in range(n)}


def _caught(comp, got, f, key: str, old: object, rule: str) -> None:  # type: ignore[no-untyped-def]
    res = consistency.check(comp, [with_claim(f, key, old)], dict(got.report.metrics), got.stages)
    assert any(r == rule and key in text for r, text in res.violations), (key, old, res.violations[:3])


def test_mamba_states_each_allocations_buffers(mamba) -> None:
    """M2: the TTGIR allocates ``%cb_148`` 3x128x32xf16, ``%dA_cs_k`` and ``%dt_k`` 3x32xf32 and ``%x_149``
    4x32x64xf16; the finding gives each its buffers (3, 3, 3, 4) and bytes per buffer, not "4 buffers" for all, and
    the old statement (``%cb_148`` with 4) is caught by ``pipe-buffers``."""
    comp, got = mamba
    allocs = _allocs(got.stages["ttgir"])
    want = {"cb_148": (3, 128, 32), "dA_cs_k": (3, 32), "dt_k": (3, 32), "x_149": (4, 32, 64)}
    assert {k: allocs[k] for k in want} == want
    f = _loop_finding(got)
    per = _per_allocation(f)
    assert {k: v[1:] for k, v in per.items()} == {"%cb_148": (3, 128 * 32 * 2), "%dA_cs_k": (3, 32 * 4),
                                                  "%dt_k": (3, 32 * 4), "%x_149": (4, 32 * 64 * 2)}
    assert f.claim("buffers").value == 4 and f.claim("stages").value == 4
    assert "%cb_148 4 stages in 3 buffers of 8192 bytes" in f.message
    assert "%x_149 4 stages in 4 buffers of 4096 bytes" in f.message
    assert "4 buffers (%cb_148" not in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    i = next(int(c.key.split("/")[1]) for c in f.claims if c.key.startswith("allocations/") and c.value == "%cb_148")
    _caught(comp, got, f, f"allocation_buffers/{i}", 4, "pipe-buffers")
    _caught(comp, got, f, f"allocation_bytes/{i}", 4096, "pipe-buffers")


def test_vllm_index_is_deeper_than_k_and_v(vllm) -> None:
    """M1, S1: the block-table index ``%physical_block_idx_73`` is one 1x1xi32 buffer (4 bytes) that the prologue
    fills twice, K and V are rings of 2 filled once (2 stages), and the loop waits with num=0. The index is prefetched
    one iteration deeper than K and V; since trial 9c F3 its depth is counted to the K copy it addresses (1 + 2 - 1 =
    2, tests/test_index_rings.py), and the finding says so per allocation, while the loop's schedule is 3 stages (the
    index copy 2 iterations ahead of the dots); selfcheck holds; K claimed 3 stages is caught, and so is the loop
    claimed 2 (its deepest ring's, what it said before the schedule's depth)."""
    comp, got = vllm
    text = got.stages["ttgir"]
    lines = text.splitlines()
    allocs = _allocs(text)
    idx = next(k for k in allocs if k.startswith("physical_block_idx"))
    k_ring = next(k for k in allocs if k.startswith("K_"))
    assert allocs[idx] == (1, 1) and allocs[k_ring][0] == 2
    loop = next(n for n, ln in enumerate(lines, 1) if " = scf.for " in ln and "iter_args" in ln and n > 150)
    views = {m["res"]: m["src"] for ln in lines if (m := _INDEX.match(ln))}
    before = [views.get(m["dst"]) for ln in lines[:loop - 1] if (m := _COPY.search(ln))]
    assert before.count(idx) == 2 and before.count(k_ring) == 1
    assert "{num = 0 : i32}" in next(ln for ln in lines[loop:] if "ttg.async_wait" in ln)
    f = _loop_finding(got)
    per = _per_allocation(f)
    assert per[f"%{idx}"] == (2, 1, 4) and per[f"%{k_ring}"] == (2, 2, 128 * 16 * 2)
    # the loop's count is its schedule's depth: the index copy 2 iterations ahead of the dots (tests/
    # test_index_rings.py reads it from the predicates), while no ring is 3 deep
    assert f.claim("stages").value == 3
    assert f"%{idx} 2 stages in 1 buffer of 4 bytes (an index: its stages are counted to the copies into " \
        f"%{k_ring} it addresses)" in f.message and "bytes, 3 stages" not in f.message \
        and not re.search(r"%\w+ 3 stages in", f.message)
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    i = next(int(c.key.split("/")[1]) for c in f.claims
             if c.key.startswith("allocations/") and c.value == f"%{k_ring}")
    _caught(comp, got, f, f"allocation_stages/{i}", 3, "pipe-stages")
    _caught(comp, got, f, "stages", 2, "pipe-stages")  # the deepest ring's, not the schedule's


@pytest.fixture(scope="module")
def fla(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return _compile(tmp_path_factory, user_spec, "z6_fla_recompute_w_u")


# e.g. ttng.async_tma_copy_global_to_local %d_v_25[%o_t, %c0_i32] %b_v_29, %5, %true : …    (destination, barrier)
_TMA = re.compile(r"ttng\.async_tma_copy_global_to_local %[\w.]+\[[^\]]*\] %(?P<dst>[\w.]+),")


def test_fla_names_both_loops_and_fills_each_ring_with_its_own_copies(fla) -> None:
    """F4, F5: the TTIR has two ``scf.for`` (the ``i_v`` and ``i_k`` loops), the TTGIR none; ``%b_v`` and ``%b_k``
    are rings of 2 buffers each filled by 2 TMA copies, and the fifth TMA copy fills ``%b_A`` (one buffer, no ring).
    The finding names both loops and each ring's own copies; the old "filled by 5" and "the TTIR has one" are
    caught by ``pipe-unrolled``."""
    comp, got = fla
    ttir, ttgir = got.stages["ttir"].splitlines(), got.stages["ttgir"].splitlines()
    loops = [n for n, ln in enumerate(ttir, 1) if re.match(r"\s*scf\.for %i_[vk] = %c0_i32 to %c2_i32 ", ln)]
    assert len(loops) == 2 and not any(re.search(r"\bscf\.(for|while)\b", ln) for ln in ttgir)
    views = {m["res"]: m["src"] for ln in ttgir if (m := _INDEX.match(ln))}
    dest = {n: views.get(m["dst"], m["dst"]) for n, ln in enumerate(ttgir, 1) if (m := _TMA.search(ln))}
    assert sorted(dest.values()) == ["b_A", "b_k", "b_k", "b_v", "b_v"]
    assert _allocs("\n".join(ttgir))["b_A"] == (64, 64)
    f = next(f for f in got.report.findings if f.kind == "pipelining" and "no loop is left" in f.message)
    assert f.claim("ttir_loop_count").value == 2 and f.lines == tuple(loops)
    assert [f.claim(f"ttir_loops/{i}").value for i in range(2)] == loops
    rings = {f.claim(f"rings/{i}").value: (f.claim(f"ring_buffers/{i}").value, f.claim(f"ring_copies/{i}").value,
                                           sorted(r.line for r in f.claim(f"ring_copies/{i}").about))
             for i in range(2)}
    assert rings == {f"%{r}": (2, 2, sorted(n for n, d in dest.items() if d == r)) for r in ("b_v", "b_k")}
    assert f.claim("copies").value == 4 and f.claim("other_copies").value == 1
    assert f.claim("other_copy_lines/0").value == next(n for n, d in dest.items() if d == "b_A")
    assert "the TTIR has 2 (ttir:" in f.message and "filled by 5" not in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    _caught(comp, got, f, "copies", 5, "pipe-unrolled")
    _caught(comp, got, f, "ring_copies/0", 3, "pipe-unrolled")
    _caught(comp, got, f, "ttir_loop_count", 1, "pipe-unrolled")


def test_mamba_schedule_names_the_dot_before_the_loop(mamba) -> None:
    """F1: the schedule said "no dot before or after the loop", but ``ttng.warp_group_dot`` at the kernel's
    ``tl.dot(C, prev_states)`` runs before the K loop (outside its ``scf.for`` region). The finding now says that no
    iteration of the loop's dots was peeled and names that dot with its line; ``sched-other-dots`` (the model's
    regions) catches a denial of it."""
    comp, got = mamba
    lines = got.stages["ttgir"].splitlines()
    f = next(f for f in got.report.findings if f.kind == "pipelining" and f.message.startswith("loop schedule"))
    loop = f.claim("loop_line").value
    end = f.claim("end_line").value
    dots = [n for n, ln in enumerate(lines, 1) if re.search(r"= ttng\.warp_group_dot ", ln)]
    outside = [n for n in dots if not loop < n < end]
    assert len(outside) == 1 and outside[0] < loop and "%C_" in lines[outside[0] - 1]
    assert f.data["peeled"] == {"prologue": 0, "epilogue": 0}
    assert f.claim("other_dot_count").value == 1 and f.claim("other_dots/0/ttgir_line").value == outside[0]
    assert f.claim("other_dots/0/op").value == "ttng.warp_group_dot"
    source = (ROOT / "tests/data/trial2_kernels/z6_mamba_chunk_scan.py").read_text().splitlines()
    assert "tl.dot(" in source[f.claim("other_dots/0/python_line").value - 1]
    assert f"other dots outside the loop (1): ttng.warp_group_dot at ttgir:{outside[0]}" in f.message
    assert "no dot before or after the loop" not in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    _caught(comp, got, f, "other_dot_count", 0, "sched-other-dots")
    _caught(comp, got, f, "other_dots/0/ttgir_line", loop + 1, "sched-other-dots")
