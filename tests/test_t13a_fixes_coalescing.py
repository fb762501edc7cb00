"""Regression tests for trial 13a F1 (docs/trial13a.md): GPTQ-for-LLaMa's 4-bit matmul on cuda:80
(``t13a_gptq_matmul248``) copies its packed zeros 4 bytes at a time (``cp.async … 0x4``), because the pointer's
``offs_bn // (32 // bits)`` has contiguity 1. The narrow-load warning added "the destination's shared layout
#shared1 (swizzled_shared vec=1 perPhase=1 maxPhase=1 order=[1,0] (no swizzle)) is swizzled in vectors of 1
elements (32 bits): Triton's coalesce-async-copy pass lets one copy move at most one vector". That is false: a
layout of maxPhase = 1 is not swizzled, and Triton 3.9's pass clips a copy only to what the destination keeps
contiguous (``invertAndCompose(...).getNumConsecutiveInOut()``), the whole row here; the packed B copy of the same
kernel writes the same ``#shared1`` 16 bytes at a time. Now the cause is named only for a swizzled destination
(maxPhase > 1), and rule ``coal-dest-vec`` refuses the old sentence."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import compiled_trial

from ir_explorer.analyses.findings import Claim, Ref
from ir_explorer.engines import consistency

T13A = ROOT / "tests/data/trial2_kernels/t13a_commands.sh"
# e.g. %zeros_87 = ttg.async_copy_global_to_local %zeros_85, %zeros_86 mask %accumulator_80 :
#      tensor<32x256x!tt.ptr<i32>, #blocked3> -> <32x256xi32, #shared1, #smem, mutable> loc(#loc132)
_COPY = re.compile(r"%(?P<name>\w+) = ttg\.async_copy_global_to_local .*tensor<32x256x!tt\.ptr<i32>, #\w+> -> "
                   r"<32x256xi32, (?P<alias>#\w+),")
# e.g. #shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
_ALIAS = re.compile(r"^(?P<alias>#\w+) = #ttg\.swizzled_shared<\{vec = (?P<vec>\d+), perPhase = \d+, "
                    r"maxPhase = (?P<max>\d+),")
# e.g. 	.loc	1 50 16                         // t13a_gptq_matmul248.py:50:16
_LOC = re.compile(r"^\s*\.loc\s+\d+ (?P<line>\d+) ")
# e.g. 	cp.async.cg.shared.global [ %r240 + 0 ], [ %rd90 + 0 ], 0x10, %r241;
_CP = re.compile(r"cp\.async\.c[ag]\.shared\.global \[[^\]]*\], \[[^\]]*\], 0x(?P<bytes>[0-9a-f]+),")


@pytest.fixture(scope="module")
def gptq(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T13A, "t13a_gptq_matmul248")


def _copies(got):  # type: ignore[no-untyped-def]
    """``{ttgir line: (result name, destination alias)}`` of the i32 [32, 256] copies, and each alias's (vec,
    maxPhase)."""
    lines = got.stages["ttgir"].splitlines()
    layouts = {m["alias"]: (int(m["vec"]), int(m["max"])) for ln in lines if (m := _ALIAS.match(ln))}
    copies = {n: (m["name"], m["alias"]) for n, ln in enumerate(lines, 1) if (m := _COPY.search(ln))}
    return copies, layouts


def _copy_bytes_by_python_line(ptx: str) -> dict[int, set[int]]:
    """The byte sizes of the PTX's cp.async instructions, by the Python line of their ``.loc``."""
    out: dict[int, set[int]] = {}
    line = 0
    for text in ptx.splitlines():
        if m := _LOC.match(text):
            line = int(m["line"])
        elif m := _CP.search(text):
            out.setdefault(line, set()).add(int(m["bytes"], 16))
    return out


def _narrow(got, line: int):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "coalescing" and f.severity == "warn"
                and line in f.lines and "narrow load" in f.message)


def test_an_unswizzled_destination_is_no_cause(gptq) -> None:  # type: ignore[no-untyped-def]
    """The zeros (Python line 46) and packed B (line 50) tiles are both i32 [32, 256] copies into the same
    unswizzled ``vec = 1, maxPhase = 1`` layout; the PTX moves B 16 bytes per cp.async and the zeros 4: the
    destination does not bound a copy to one element. The zeros' warning names the division, not the destination,
    and every statement holds."""
    comp, got = gptq
    copies, layouts = _copies(got)
    zeros = [n for n, (name, _) in copies.items() if name.startswith("zeros")]
    packed = [n for n, (name, _) in copies.items() if name.startswith("b_")]
    assert len(zeros) == 2 and len(packed) == 2
    aliases = {copies[n][1] for n in zeros + packed}
    assert len(aliases) == 1 and layouts[aliases.pop()] == (1, 1)
    sizes = _copy_bytes_by_python_line(got.stages["ptx"])
    assert sizes[46] == {4} and sizes[50] == {16}
    for line in zeros:
        f = _narrow(got, line)
        assert f.claim("measured_bits").value == 32 and f.claim("possible_bits").value == 128
        assert f.claim("cause/dest_vec") is None and f.claim("cause/dest_vec_alias") is None
        assert "swizzled in vectors" not in f.message and "coalesce-async-copy" not in f.message
        assert "arith.divsi" in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_destination_cause_is_caught(gptq) -> None:  # type: ignore[no-untyped-def]
    """The trial's sentence (claims ``cause/dest_vec_alias`` = #shared1 and ``cause/dest_vec`` = 1) is refused by
    rule ``coal-dest-vec``: the layout is not swizzled."""
    comp, got = gptq
    copies, _ = _copies(got)
    line = next(n for n, (name, _) in copies.items() if name.startswith("zeros"))
    f = _narrow(got, line)
    about = (Ref("ttgir", line, "ttg.async_copy_global_to_local"),)
    alias = copies[line][1]
    kept = tuple(c for c in f.claims if not c.key.startswith("cause/dest_vec"))
    old = replace(f, claims=kept + (Claim("cause/dest_vec_alias", alias, "layout", "coal-dest-vec", about),
                                    Claim("cause/dest_vec", 1, "elements", "coal-dest-vec", about)),
                  template=f.template + "; the destination's shared layout {cause/dest_vec_alias} is swizzled in "
                                        "vectors of {cause/dest_vec} elements", message="")
    res = consistency.check(comp, [old], dict(got.report.metrics), got.stages)
    assert [r for r, _ in res.violations] == ["coal-dest-vec", "coal-dest-vec"], res.violations[:3]


def test_a_divisor_is_no_offset(gptq) -> None:  # type: ignore[no-untyped-def]
    """Trial 13a M1: ``bits`` reaches the zeros pointer only as the divisor of ``per_word = 32 // bits`` (TTGIR
    ``arith.divsi %c32_i32, %bits``), and ``offs_bn // per_word`` has contiguity 1 whatever its divisibility: the
    warning no longer calls it an "offset" without ``tt.divisibility``, and rule ``coal-offset-arg`` refuses the old
    claim."""
    comp, got = gptq
    lines = got.stages["ttgir"].splitlines()
    assert any(re.search(r"= arith\.divsi %c32_i32, %bits : i32", ln) for ln in lines)
    copies, _ = _copies(got)
    line = next(n for n, (name, _) in copies.items() if name.startswith("zeros"))
    f = _narrow(got, line)
    assert "'bits'" not in f.message and not [c for c in f.claims if c.key.startswith("cause/offset_arg/")]
    about = (Ref("ttgir", line, "ttg.async_copy_global_to_local"),)
    old = replace(f, claims=f.claims + (Claim("cause/offset_arg/0", "bits", "value", "coal-offset-arg", about),),
                  template=f.template + "; offset '{cause/offset_arg/0}' has no tt.divisibility = 16", message="")
    res = consistency.check(comp, [old], dict(got.report.metrics), got.stages)
    assert [r for r, _ in res.violations] == ["coal-offset-arg"], res.violations[:3]
