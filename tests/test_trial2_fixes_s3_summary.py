"""Regression test for the report summary trial 3 found misleading (docs/trial3.md: M2): compiles the trial's kernel
with its own command line (tests/data/trial2_kernels/s3_commands.sh) and reads the real report and its PTX and SASS."""

from __future__ import annotations

import re

from test_trial2_fixes_s3_shared import s3_request

from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.store import Store
from ir_explorer.engines.consistency import stored_statements


def test_summary_names_both_stages_when_ptxas_changes_the_global_accesses(store: Store, user_spec) -> None:
    """M2: torchao_fp8_blockwise_gemm on cuda:100 has 130 ``ld.global.b32`` in its PTX (the scale loads: the
    128-element ``b_s`` load is one address repeated) and 4 ``LDG.E`` in its SASS: ptxas merged them. The summary said
    ``global loads 130 × 32-bit; …`` alone, from the PTX; it now gives the PTX's and the SASS's counts, each named."""
    (comp,) = compile_all([s3_request("torchao_fp8_blockwise_gemm", user_spec)], store)
    assert comp.ok, comp.failure
    got = stored_statements(comp, store)
    assert len(re.findall(r"\bld\.global\.b32\b", got.stages["ptx"])) == 130
    assert len(re.findall(r"\bLDG\.E ", got.stages["sass"])) == 4
    summary = dict(got.report.summary)["global"]
    ptx, _, sass = summary.partition(" | ")
    assert ptx.startswith("PTX: loads 130 × 32-bit;") and sass.startswith("SASS: loads 4 × 32-bit;"), summary
    # each half is its stage's own finding (``PTX: global loads …``), word for word
    for stage, half in (("PTX", ptx), ("SASS", sass)):
        finding = next(f for f in got.report.findings if f.kind == "coalescing" and f.message.startswith(f"{stage}: "))
        assert finding.message == half.replace(": ", ": global ", 1), (finding.message, half)
