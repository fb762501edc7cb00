"""Regression test for trial 8a M2 / 14d (docs/trial14d.md, "known (8a M2)"): ``diff``/``compare`` spill figures
added ptxas's stored and loaded bytes.

``diff --targets cuda:120 cuda:100 --stage ptx`` of RTP-LLM's fp8 grouped GEMM (``t14d_rtp_fp8_grouped_gemm``) said
"spills: 8 → 0" where ptxas spilled 4 bytes ("4 bytes spill stores, 4 bytes spill loads": the loads read the same
4 bytes back). The ``spill_bytes`` metric, which diff, compare, history, check and the sweep gate show, is now what
its name says, the bytes spilled (ptxas's spill stores); the report's summary and spill finding still give both
figures, and the metric rule ``spill_bytes`` refuses the old sum."""

from __future__ import annotations

from conftest import ROOT
from trial_commands import trial_request

from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.store import Store
from ir_explorer.engines import diffing
from ir_explorer.engines.report import build_report
from ir_explorer.engines.rules import ClaimContext, check_metrics

T14D = ROOT / "tests/data/trial2_kernels/t14d_commands.sh"


def test_spilled_bytes_are_the_spill_stores(store: Store, user_spec) -> None:  # type: ignore[no-untyped-def]
    """The sm_120 compile's ptxas log has 4 bytes spill stores and 4 bytes spill loads, the sm_100 one none: the
    metric is 4, the diff says "4 bytes → 0 bytes", the summary still gives "4 bytes stored, 4 bytes loaded", and
    the rule refuses 8 (stores + loads)."""
    reqs = [trial_request(T14D, "t14d_rtp_fp8_grouped_gemm", user_spec),
            trial_request(T14D, "t14d_rtp_fp8_grouped_gemm", user_spec, target="cuda:100")]
    sm120, sm100 = compile_all(reqs, store)
    assert sm120.ok and sm100.ok, (sm120.failure, sm100.failure)
    res, none = sm120.resources, sm100.resources
    assert res is not None and none is not None and res.source == none.source == "ptxas"
    stored, loaded = res.spill_store_bytes, res.spill_load_bytes
    assert stored > 0 and loaded > 0 and none.spill_store_bytes == none.spill_load_bytes == 0, (stored, loaded)
    rep = build_report(sm120, store)
    assert rep.metrics["spill_bytes"] == stored
    assert f"spills {stored} bytes stored, {loaded} bytes loaded" in dict(rep.summary)["registers"]
    changes = {c.name: c.text for c in diffing.diff_compilations(sm120, sm100, store, "ptx").summary}
    assert changes["spill_bytes"] == f"spills: {stored} → 0 (-{stored})", changes
    ctx = ClaimContext(sm120, {}, rep.findings, dict(rep.metrics))
    verdicts = {v: [ok for key, ok, _ in check_metrics({"spill_bytes": v}, ctx) if key == "metric:spill_bytes"]
                for v in (stored, stored + loaded)}
    assert verdicts == {stored: [True], stored + loaded: [False]}, verdicts
