"""Regression test for trial 10a's F2 (docs/trial10a.md) on lmdeploy's blocked fp8 GEMM on cuda:100
(``t10a_lmd_gemm_fp8_tma``).

"128x1 #linear (line 111): 64 elements per thread, 32 per warp (1 distinct per thread); warps w^4 hold copies of warp
w, 2 threads per element": the per-row rescale ratio ``acc_ratio[:, None]`` is a ``tensor<128x1xf32, #linear>`` of the
TMEM load layout written for 128x128 (six register bases along dim 1). Triton 3.9 fits a ``#ttg.linear`` to a smaller
tensor with ``ensureLayoutNotLargerThan(…, broadcastRegisters=false)`` in ``LinearEncodingAttr::toLinearLayout``: the
register bases out of the shape are removed, not zeroed, so each thread holds 1 element, not 64 copies of it. The
model now removes them (:func:`ir_explorer.ir.linear_layout.to_linear`), and rule ``layout-tile`` re-derives the
count from the type on the line."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.engines import consistency
from ir_explorer.ir.layouts import parse_layout
from ir_explorer.ir.linear_layout import to_linear

T10A = ROOT / "tests/data/trial2_kernels/t10a_commands.sh"

# Triton's own conversion (GluonOpBuilder.to_linear_layout, the C++ toLinearLayout), in a child: the bindings report
# leaked objects at interpreter exit (tests/data/layout_kernels/oracle.py does the same)
_ORACLE = """
import os, sys, json
from triton._C.libtriton import gluon_ir, ir
from triton.experimental.gluon import language as ttgl
ctx = ir.context(); ir.load_dialects(ctx); b = gluon_ir.GluonOpBuilder(ctx)
reg, lane, warp, full, shape = json.loads(sys.argv[1])
lay = ttgl.DistributedLinearLayout(reg_bases=reg, lane_bases=lane, warp_bases=warp, block_bases=[], shape=full)
r = b.to_linear_layout(lay._to_ir(b), shape)
print(json.dumps([r.reg_bases, r.lane_bases, r.warp_bases]), flush=True)
os._exit(0)
"""


def _triton_bases(reg, lane, warp, full, shape):  # type: ignore[no-untyped-def]
    import json
    out = subprocess.run([sys.executable, "-c", _ORACLE, json.dumps([reg, lane, warp, full, shape])],
                         capture_output=True, text=True, timeout=300, env=dict(os.environ))
    assert out.returncode == 0, out.stderr[-2000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def fp8_gemm(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T10A, "t10a_lmd_gemm_fp8_tma")


def test_a_narrow_linear_tensor_holds_one_element_per_thread(fp8_gemm) -> None:  # type: ignore[no-untyped-def]
    """F2: the TTGIR's ``#linear`` (its alias line) on the 128x1 ratio tensor: Triton's own conversion keeps no
    register basis (1 element per thread), and so do the model and the overview's claim; the old 64 is caught by
    ``layout-tile``."""
    comp, got = fp8_gemm
    text = got.stages["ttgir"]
    alias = next(ln for ln in text.splitlines() if ln.startswith("#linear = #ttg.linear<"))
    fields = {k: [[int(x) for x in v.split(",")] for v in re.findall(r"\[(-?\d+, -?\d+)\]", body)]
              for k, body in re.findall(r"(register|lane|warp) = \[((?:\[[^\]]*\](?:, )?)*)\]", alias)}
    assert len(fields["register"]) == 6 and all(v[0] == 0 for v in fields["register"]), fields
    assert "tensor<128x1xf32, #linear>" in text
    reg, lane, warp = _triton_bases(fields["register"], fields["lane"], fields["warp"], [128, 128], [128, 1])
    assert reg == [] and lane == [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]] and warp == [[32, 0], [64, 0], [0, 0]]
    ll = to_linear(parse_layout(alias.split(" = ", 1)[1]), (128, 1))
    assert ll is not None and ll.of("register") == () and ll.of("warp") == ((32, 0), (64, 0), (0, 0))

    overview = next(f for f in got.report.findings if f.kind == "layout" and f.data.get("check") == "overview")
    k = next(int(c.key.split("/")[1]) for c in overview.claims
             if c.key.endswith("/shape") and tuple(c.value) == (128, 1) and overview.claim(
                 c.key.replace("/shape", "/layout")).value == "#linear")
    assert overview.claim(f"tensors/{k}/registers").value == 1
    assert overview.claim(f"tensors/{k}/per_warp").value == 32
    assert "128x1 #linear (line 111): 64 elements per thread" not in overview.message, overview.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    old = with_claim(overview, f"tensors/{k}/registers", 64)
    res = consistency.check(comp, [old], dict(got.report.metrics), got.stages)
    assert [rule for rule, _ in res.violations] == ["layout-tile"], res.violations
