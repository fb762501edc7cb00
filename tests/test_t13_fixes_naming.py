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
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.analyses.findings import Claim
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


@pytest.fixture(scope="module")
def gptq(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T13A, "t13a_gptq_matmul248")


def test_every_load_of_an_operand_is_named(gptq) -> None:  # type: ignore[no-untyped-def]
    """B's 80 bits per value are the three copies of ``tensor<32x256x…>`` in the loop (f16 scales, i32 zeros,
    i32 packed word, each as many elements as B's 32x256): each is listed with its own bits, its copy's line and
    the ``ttg.local_load`` that reads it; every statement holds."""
    comp, got = gptq
    lines = got.stages["ttgir"].splitlines()
    f = next(f for f in got.report.findings if f.kind == "mma" and f.claim("b/loaded_bits") is not None)
    n = f.claim("b/load_count").value
    listed = [(f.claim(f"b/load/{k}/bits").value, f.claim(f"b/load/{k}/line").value) for k in range(n)]
    assert n == 3 and f.claim("b/loaded_bits").value == 80 and sum(b for b, _ in listed) == 80
    for bits, line in listed:
        m = _COPY.search(lines[line - 1])
        assert m is not None and m["shape"] == "32x256"  # B is tensor<32x256xf16>: one element per value
        assert bits == int(m["elem"][1:])  # f16 → 16, i32 → 32
        read = f.claim(f"b/load/{listed.index((bits, line))}/read_line").value
        assert "ttg.local_load" in lines[read - 1]
    assert [b for b, _ in listed] == [16, 32, 32]
    assert f.claim("b/load_op") is None and "from 3 loads" in f.message
    assert not _check(comp, got, [f])


def test_one_load_for_all_or_a_short_list_is_refused(gptq) -> None:  # type: ignore[no-untyped-def]
    """The trial's sentence ("B: 80 bits loaded per value, by ttg.async_copy_global_to_local at ttgir:203", claims
    ``b/load_op``/``b/load_line``) and a list that leaves out the third load are refused by ``mma-flop``."""
    comp, got = gptq
    f = next(f for f in got.report.findings if f.kind == "mma" and f.claim("b/loaded_bits") is not None)
    first = f.claim("b/load/0/line")
    kept = tuple(c for c in f.claims if not c.key.startswith("b/load/") and c.key != "b/load_count")
    old = replace(f, claims=kept + (Claim("b/load_op", "ttg.async_copy_global_to_local", "op", "mma-flop",
                                          first.about),
                                    Claim("b/load_line", first.value, "line", "mma-flop", first.about)),
                  template=f.template.split(" (B:")[0] + " (B: {b/loaded_bits:g} bits loaded per value, by "
                                                         "{b/load_op} at ttgir:{b/load_line})", message="")
    assert [r for r, _ in _check(comp, got, [old])] == ["mma-flop", "mma-flop"]
    two = with_claim(f, "b/load_count", 2)
    short = replace(two, claims=tuple(c for c in two.claims if not c.key.startswith("b/load/2/")),
                    template="{b/load_count} loads", message="")
    assert [r for r, _ in _check(comp, got, [short])] == ["mma-flop"]


@pytest.fixture(scope="module")
def dkdv(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T13C, "t13c_nsa_select_dkdv")


def test_every_vector_broadcast_into_ds_is_named(dkdv) -> None:  # type: ignore[no-untyped-def]
    """dS (Python line 71, ``tl.dot(tl.permute(ds, 1, 0), q, acc_dk)``) takes in lse (through ``math.exp2``) and
    delta, each a ``<64xf32>`` copy of 256 bytes in the loop: both are listed, in line order, and every statement
    holds; the trial's "loaded by … at ttgir:<delta's copy>" alone is refused."""
    comp, got = dkdv
    lines = got.stages["ttgir"].splitlines()
    f = next(f for f in got.report.findings if f.kind == "mma" and f.python_line == 71)
    assert f.claim("a/input_count").value == 2 and f.claim("a/input_bytes").value == 512
    named = []
    for k in range(2):
        line = f.claim(f"a/input/{k}/line").value
        m = _COPY.search(lines[line - 1])
        assert m is not None and (m["shape"], m["elem"]) == ("64", "f32") and f.claim(f"a/input/{k}/bytes").value \
            == 64 * 4
        named.append(lines[line - 1].split("=", 1)[0].strip())
    assert [n.split("_")[0] for n in named] == ["%lse", "%delta"]
    assert not _check(comp, got, [f])
    delta = f.claim("a/input/1/line")
    kept = tuple(c for c in f.claims if not c.key.startswith("a/input/") and c.key not in ("a/input_count",
                                                                                             "a/input_bytes"))
    old = replace(f, claims=kept + (Claim("a/input_bytes", 256, "bytes", "mma-flop", delta.about),
                                    Claim("a/input_op", "ttg.async_copy_global_to_local", "op", "mma-flop",
                                          delta.about),
                                    Claim("a/input_line", delta.value, "line", "mma-flop", delta.about)),
                  template="{a/input_bytes} bytes by {a/input_op} at ttgir:{a/input_line}", message="")
    assert [r for r, _ in _check(comp, got, [old])] == ["mma-flop", "mma-flop", "mma-flop"]
