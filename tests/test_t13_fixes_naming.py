"""Regression tests for three statements that named too little or the wrong thing (issue 23; docs/trial13a.md M2,
M3, docs/trial13c.md M3):

* 13a M2: the i32-overflow warnings of modded-nanogpt's XXT kernel (``t13a_mng_xxt_sm90``) said "it overflows once
  (%c_ptrs) * c_stride_r > 2^31-1 … Fix: (%c_ptrs).to(tl.int64) before the product": an SSA name, no Python. Triton
  merged ``offs_cm = m_idx + tl.arange(0, BLOCK_SIZE_M)`` with the identical sum inside ``offs_m``, so no name is on
  the def-use walk; the factor is now read from the Python line its ``loc`` cites (``offs_cm[:, None]``, the ``*``
  node's operand that starts at the factor's column), and rule ``var-name`` refuses an SSA name.
* 13a M3: GPTQ's B (``t13a_gptq_matmul248``) is 80 bits loaded per value, from three copies (scales 16, zeros 32,
  packed word 32); the note cited the first copy alone. It now lists each load with its bits per value, and rule
  ``mma-flop`` refuses one load cited for all, or a list that leaves one out.
* 13c M3: NSA's dK/dV backward (``t13c_nsa_select_dkdv``) computes dS = p·(dp − delta) with p = exp2(s·c − lse); the
  note named delta's vector only. Both vectors are listed now (lse reaches dS through ``math.exp2``), and rule
  ``mma-flop`` refuses an input cited alone where there are two."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.engines import consistency

T13A = ROOT / "tests/data/trial2_kernels/t13a_commands.sh"
T13C = ROOT / "tests/data/trial2_kernels/t13c_commands.sh"
# e.g. %c_ptrs_42 = arith.muli %c_ptrs, %c_ptrs_41 : tensor<64x1xi32> loc(#loc129)
_MULI = re.compile(r"= arith\.muli %(?P<a>[\w$.-]+), %(?P<b>[\w$.-]+) : tensor<\d+x1xi32>")
# e.g. %c_ptrs = tt.expand_dims %offs_m_19 {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32> loc(#loc129)
_EXPAND = re.compile(r"^\s*%(?P<res>[\w$.-]+) = tt\.expand_dims %[\w$.-]+ \{axis = 1 : i32\}")
# e.g. %zeros_159 = ttg.async_copy_global_to_local %zeros_158, %zeros_86 mask %accumulator_153 :
#      tensor<32x256x!tt.ptr<i32>, #blocked3> -> <32x256xi32, #shared1, #smem, mutable> loc(#loc132)
_COPY = re.compile(r"= ttg\.async_copy_global_to_local .* -> <(?P<shape>[\dx]+)x(?P<elem>[a-z]+\d+),")


def _check(comp, got, findings):  # type: ignore[no-untyped-def]
    return consistency.check(comp, findings, dict(got.report.metrics), got.stages).violations


@pytest.fixture(scope="module")
def xxt(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T13A, "t13a_mng_xxt_sm90")


def test_a_merged_factor_is_named_from_its_python_line(xxt) -> None:  # type: ignore[no-untyped-def]
    """The two ``tensor<Nx1xi32>`` products by ``c_stride_r`` (Python lines 52 and 54) multiply an
    ``tt.expand_dims … {axis = 1}`` whose ``loc`` name is the statement's (``c_ptrs``), not a variable: the warnings
    name ``offs_cm[:, None]`` and ``offs_cn[:, None]``, as those lines write them, and every statement holds."""
    comp, got = xxt
    ttir = got.stages["ttir"].splitlines()
    source = (ROOT / "tests/data/trial2_kernels/t13a_mng_xxt.py").read_text().splitlines()
    expands = {m["res"] for ln in ttir if (m := _EXPAND.match(ln))}
    warned = [f for f in got.report.findings if f.kind == "addresses" and f.severity == "warn"
              and f.claim("argument") is not None and f.claim("argument").value == "c_stride_r"]
    assert sorted(f.python_line for f in warned) == [52, 54]
    for f, want in zip(sorted(warned, key=lambda f: f.python_line), ("offs_cm", "offs_cn"), strict=True):
        m = _MULI.search(ttir[f.claim("line").value - 1])
        assert m is not None and m["a"] in expands  # the factor is the IR's x[:, None] of a merged sum
        assert f"{want}[:, None] * c_stride_r" in source[f.python_line - 1]
        assert f.claim("pid_name").value == f"{want}[:, None]"
        assert f.claim("fix").value == f"{want}[:, None].to(tl.int64)"
        assert f.claim("factors").value == f"{want}[:, None] * c_stride_r"
        assert "%" not in f.message.split("PTX at")[0].split("): ", 1)[1], f.message
    assert not _check(comp, got, got.report.findings)


def test_an_ssa_name_is_refused(xxt) -> None:  # type: ignore[no-untyped-def]
    """The trial's "Fix: (%c_ptrs).to(tl.int64)" (and its ``factors``) is refused by rule ``var-name``."""
    comp, got = xxt
    f = next(f for f in got.report.findings if f.kind == "addresses" and f.python_line == 52
             and f.claim("fix") is not None)
    old = with_claim(with_claim(f, "fix", "(%c_ptrs).to(tl.int64)"), "factors", "(%c_ptrs) * c_stride_r")
    assert [r for r, _ in _check(comp, got, [old])] == ["var-name", "var-name"]
