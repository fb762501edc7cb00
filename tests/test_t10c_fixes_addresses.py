"""Regression tests for trial 10c's F3 (docs/trial10c.md) on ROCm/triton's Stream-K GEMM (``t10c_streamk_atomic``,
cuda:90).

The i32 product ``pid * per_cu`` (``start_iter = … + pid * streamk_iters_pcu``) multiplies a program id by
``per_cu = (4 * cdiv(K, 64)) // 132`` (TTIR ``arith.addi %K, 63``, ``arith.divsi … 64``, ``arith.muli … 4``,
``arith.divsi … 132``). The warning called the factor "the runtime argument 'K'" and gave the example "per_cu =
2*1024*1024 from pid = 1024 on", which no i32 K reaches: ``|K + 63| ≤ 2^31``, so per_cu ≤ (4 · (2^31 // 64)) // 132 =
1,016,800. Now the example is bounded (a quotient by a constant of a bounded value is bounded, an unknown i32 being at
most 2^31 in magnitude): "per_cu is at most 1016800, so only from pid = 2113 on", the factor is named as computed
from 'K', and selfcheck's ``var-name`` rule refuses the old example on its own reading of the lines."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.engines import consistency

T10C = ROOT / "tests/data/trial2_kernels/t10c_commands.sh"
# e.g. %per_cu = arith.divsi %total_streamk_iters, %c132_i32 : i32 loc(#loc164)
_DEF = re.compile(r"^\s*(%[\w.$-]+) = (arith\.\w+) (%[\w.$-]+), (%[\w.$-]+) : i32\b")
# e.g. %c132_i32 = arith.constant 132 : i32
_CONST = re.compile(r"^\s*(%[\w.$-]+) = arith\.constant (-?\d+) : i32\b")


@pytest.fixture(scope="module")
def streamk(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T10C, "t10c_streamk_atomic")


def _per_cu_bound(ttir: str) -> tuple[int, int]:
    """``(line of pid * per_cu, the largest per_cu)``, read from the TTIR lines: per_cu's definition chain of
    ``divsi``/``muli``/``addi`` by constants down to the argument ``%K``, bounded with ``|%K + c| ≤ 2^31``."""
    lines = ttir.splitlines()
    defs = {m[1]: (m[2], m[3], m[4]) for ln in lines if (m := _DEF.match(ln))}
    consts = {m[1]: int(m[2]) for ln in lines if (m := _CONST.match(ln))}
    line = next(n for n, ln in enumerate(lines, 1) if re.search(r"= arith\.muli %pid, %per_cu : i32", ln))

    def most(key: str) -> int:
        if key == "%K":
            return 2**31
        op, a, b = defs[key]
        c = consts[b]
        return {"arith.divsi": lambda x: x // c, "arith.muli": lambda x: x * c,
                "arith.addi": lambda x: min(2**31, x + c)}[op](most(a))
    assert [defs["%per_cu"][0], consts[defs["%per_cu"][2]]] == ["arith.divsi", 132]
    return line, most("%per_cu")


def _warning(got, line: int):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "addresses" and f.severity == "warn"
                and f.stage == "ttir" and f.lines == (line,))


def test_the_example_respects_the_factors_bound(streamk) -> None:
    """per_cu ≤ 1,016,800, so the product passes 2^31 - 1 only from pid = 2,113 on; the warning says so and names
    per_cu as computed from 'K'; selfcheck holds."""
    comp, got = streamk
    line, most = _per_cu_bound(got.stages["ttir"])
    assert most == 1016800 and (2**31 - 1) // most + 1 == 2113
    f = _warning(got, line)
    assert f.claim("argument").value == "K"
    assert f.claim("example").value == "per_cu is at most 1016800, so only from pid = 2113 on", f.message
    assert "2*1024*1024" not in f.message
    assert "and per_cu, computed from the runtime argument 'K'," in f.message, f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_unreachable_example_is_caught(streamk) -> None:
    """Trial 10c's "e.g. per_cu = 2*1024*1024 from pid = 1024 on" is refused by ``var-name``: its factor cannot
    reach 2*1024*1024."""
    comp, got = streamk
    line, _ = _per_cu_bound(got.stages["ttir"])
    f = _warning(got, line)
    old = "e.g. per_cu = 2*1024*1024 from pid = 1024 on"
    res = consistency.check(comp, [with_claim(f, "example", old)], dict(got.report.metrics), got.stages)
    assert [text for r, text in res.violations if r == "var-name" and "example" in text], res.violations[:3]
