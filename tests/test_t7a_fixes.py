"""Regression tests for trial 7a's false statements (docs/trial7a.md F1, F2, F3), each on the trial's own kernel
compiled with its ``t7a_commands.sh`` options.

F1: FlagGems' conv2d (hip:gfx950) loads ``x[n, ci, hi, wi]`` as a ``128x32`` tile whose layout's contiguous dimension
is 1 (ci); the coalescing warning said ``in_sh`` and ``in_sn`` (and the weight's ``w_sc``) "multiply the offsets
along the contiguous dimension", and that the mask bounds ``in_w``, ``in_h``, ``out_w``, ``out_h`` "may change within
a vector": those products and compares are 1-D tensors of a ``#ttg.slice<{dim = 1 …}>`` layout, expanded at axis 1
into columns, so they vary along dimension 0 only. F2: the same compile's narrow ``ds_write_b16`` were blamed on three
``ttg.convert_layout`` ops "through its shared-memory scratch" that stay in registers or warp shuffles; every
``ds_write_b16`` is at the Python lines of the two loads (their ``ttg.local_store``). F3: unsloth's grouped GEMM
(cuda:100) got "num_stages=3 was asked for but this dot loop is not pipelined" about its ``scf.while`` tile loop,
whose nested K loop is pipelined (3 stages); selfcheck flagged it, 9 of 10 times for a wrong reason (it read no body
for an ``scf.while``)."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import compiled_trial

from ir_explorer.analyses.findings import Claim, Ref
from ir_explorer.engines import consistency

T7A = ROOT / "tests/data/trial2_kernels/t7a_commands.sh"
# e.g. %x_ptrs_60 = arith.muli %x_ptrs_59, %ho : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>> loc(#l)
_MULI = re.compile(r"%(?P<res>[\w.]+) = arith\.muli %(?P<a>[\w.]+), %(?P<b>[\w.]+) : "
                   r"tensor<(?P<n>\d+)xi32, (?P<layout>#ttg\.slice<\{dim = (?P<dim>\d), parent = #\w+\}>|#\w+)>")
# e.g. %x_ptrs_59 = tt.splat %in_sh : i32 -> tensor<128xi32, …>
_SPLAT = re.compile(r"%(?P<res>[\w.]+) = tt\.splat %(?P<arg>\w+) : i32 ->")
# e.g.     .loc	1 51 14                         // t7a_flaggems_conv2d.py:51:14
_AMD_LOC = re.compile(r"^\s*\.loc\s+\d+\s+(\d+)\s+\d+")


def _compiled(tmp_path_factory: pytest.TempPathFactory, user_spec, name: str):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T7A, name)


@pytest.fixture(scope="module")
def conv(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return _compiled(tmp_path_factory, user_spec, "t7a_flaggems_conv2d")


@pytest.fixture(scope="module")
def gemm(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return _compiled(tmp_path_factory, user_spec, "t7a_unsloth_grouped_gemm")


def _stride_products(ttgir: str) -> dict[str, tuple[int, str | None]]:
    """``{argument: (line, slice dim or None)}`` of the ``arith.muli`` of a splat integer argument by a 1-D tensor
    (the first such product of each argument)."""
    lines = ttgir.splitlines()
    splat = {m["res"]: m["arg"] for ln in lines if (m := _SPLAT.search(ln))}
    out: dict[str, tuple[int, str | None]] = {}
    for n, ln in enumerate(lines, 1):
        m = _MULI.search(ln)
        arg = m and (splat.get(m["a"]) or splat.get(m["b"]))
        if m and arg and arg not in out:
            out[arg] = (n, m["dim"])
    return out


def _load(got, shape: str):  # type: ignore[no-untyped-def]
    """The coalescing warning of the first ``amdg.buffer_load`` of ``tensor<shape x f16>``."""
    lines = got.stages["ttgir"].splitlines()
    line = next(n for n, ln in enumerate(lines, 1) if "amdg.buffer_load %" in ln and f"tensor<{shape}xf16" in ln)
    return next(f for f in got.report.findings if f.kind == "coalescing" and f.lines == (line,)), line


#: A stride said to multiply the offsets along the layout's order[0]: "the contiguous dimension", or, where the other
#: dimension has a runtime stride too, "dim D, the layout's fastest dimension" (trial 8d M2).
_INNER_SAID = re.compile(r"multiplies the offsets along (?:the contiguous dimension|dim \d, the layout's fastest "
                         r"dimension)")


def test_conv2d_narrow_load_names_only_strides_of_the_contiguous_dimension(conv) -> None:
    """The x tile's layout (``#blocked``, order [1, 0]) is contiguous along dim 1 (ci): ``in_sc·ci`` is a slice of
    dim 0 (a row, varies along dim 1), ``in_sh·ho`` and ``in_sn·n_idx`` slices of dim 1 (columns, dim 0). The warning
    names ``in_sc`` as the stride of the contiguous dimension and neither of the others, nor a mask bound of dim 0;
    the weight's names ``w_sn`` (``#blocked3`` order [1, 0], ``w_sn·co`` expanded at axis 0) and not ``w_sc``."""
    _, got = conv
    ttgir = got.stages["ttgir"]
    products = _stride_products(ttgir)
    assert products["in_sc"][1] == "0" and products["in_sh"][1] == "1" and products["in_sn"][1] == "1"
    assert products["w_sc"][1] == "1" and products["w_sn"][1] is None  # a #blocked1 row: expanded at axis 0
    assert "#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 32], warpsPerCTA = [4, 1], " \
           "order = [1, 0]}>" in ttgir
    f, _ = _load(got, "128x32")
    causes = f.data["causes"]
    inner = [c for c in causes if _INNER_SAID.search(c)]
    assert [c.split("'")[1] for c in inner] == ["in_sc"], causes
    assert not any(c.startswith("the mask compares against") for c in causes), causes
    assert "'in_sh' multiplies the offsets along" not in f.message and "'in_w', which" not in f.message
    w, _ = _load(got, "32x64")
    inner = [c for c in w.data["causes"] if _INNER_SAID.search(c)]
    assert [c.split("'")[1] for c in inner] == ["w_sn"], w.data["causes"]
    res = consistency.check(conv[0], got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    # the stride named is a claim about its arith.muli line; the old one (in_sh, a column) is refused
    assert f.claim("cause/inner_stride/0").value == "in_sc"
    assert f.claim("cause/inner_stride/0").about[0].line == products["in_sc"][0] or \
        "arith.muli" in ttgir.splitlines()[f.claim("cause/inner_stride/0").about[0].line - 1]
    for arg in ("in_sh", "in_sn"):
        lie = Claim("cause/inner_stride/9", arg, "value", "coal-inner-stride",
                    (Ref("ttgir", products[arg][0], "arith.muli"),))
        res = consistency.check(conv[0], [replace(f, claims=f.claims + (lie,))], dict(got.report.metrics),
                                got.stages)
        assert [r for r, _ in res.violations] == ["coal-inner-stride"], (arg, res.violations[:3])


def test_conv2d_narrow_shared_writes_are_not_blamed_on_register_converts(conv) -> None:
    """All 48 ``ds_write_b16`` of the AMDGCN sit at Python lines 51 and 52 (the loads of xb and wb: their
    ``ttg.local_store``); the three sub-32-bit ``ttg.convert_layout`` (ttgir:101, 103 in registers, 280 warp
    shuffles) have none at theirs. The finding names no convert_layout as a cause, and the old cause (the i1
    convert at ttgir:101 "through its shared-memory scratch") is refused by ``narrow-scratch``."""
    comp, got = conv
    amd = got.stages["amdgcn"].splitlines()
    py, at = None, []
    for ln in amd:
        if (m := _AMD_LOC.match(ln)) is not None:
            py = int(m.group(1))
        elif ln.strip().startswith("ds_write_b16"):
            at.append(py)
    assert len(at) == 48 and sorted(set(at)) == [51, 52]
    ttgir = got.stages["ttgir"].splitlines()
    converts = [n for n, ln in enumerate(ttgir, 1) if "ttg.convert_layout" in ln and re.search(r"x(i1|f16),", ln)]
    assert len(converts) == 3
    f = next(f for f in got.report.findings if f.kind == "shared_memory" and f.stage == "amdgcn"
             and "narrow shared-memory accesses" in f.message)
    assert not any(c.key.endswith("/op") and c.value == "ttg.convert_layout" for c in f.claims), f.message
    assert "ttg.convert_layout at ttgir" not in f.message
    first = converts[0]
    ref = (Ref("ttgir", first, "ttg.convert_layout"),)
    old = [Claim("cause9/op", "ttg.convert_layout", "op", "narrow-scratch", ref),
           Claim("cause9/line", first, "line", "narrow-scratch", ref),
           Claim("cause9/element", "i1", "value", "narrow-scratch", ref),
           Claim("cause9/element_bits", 1, "bits", "narrow-scratch", ref)]
    lie = replace(f, claims=f.claims + tuple(old))
    res = consistency.check(comp, [lie], dict(got.report.metrics), got.stages)
    assert any(r == "narrow-scratch" for r, _ in res.violations), res.violations[:3]


def _loop_heads(ttgir: list[str]) -> tuple[int, int]:
    """The TTGIR lines of the ``scf.while`` and of the ``scf.for`` nested in it."""
    w = next(n for n, ln in enumerate(ttgir, 1) if " = scf.while " in ln)
    depth = len(ttgir[w - 1]) - len(ttgir[w - 1].lstrip())
    f = next(n for n, ln in enumerate(ttgir, 1) if n > w and " = scf.for " in ln
             and len(ln) - len(ln.lstrip()) > depth)
    return w, f


def test_grouped_gemm_outer_tile_loop_is_not_called_unpipelined(gemm) -> None:
    """The ``scf.while`` tile loop (Python line 41) holds the K loop, pipelined with 3 stages (3-buffer rings of
    ``128x64xbf16``). No pipelining finding is about the while; the K loop's says 3 stages; selfcheck holds."""
    comp, got = gemm
    ttgir = got.stages["ttgir"].splitlines()
    w, k = _loop_heads(ttgir)
    assert "3x128x64xbf16" in got.stages["ttgir"]
    pipe = [f for f in got.report.findings if f.kind == "pipelining"]
    assert not [f for f in pipe if f.lines == (w,)], [f.message for f in pipe if f.lines == (w,)]
    assert any(f.lines == (k,) and "dot loop pipelined: 3 stages" in f.message for f in pipe)
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_grouped_gemm_old_outer_loop_statement_is_caught_for_the_right_reason(gemm) -> None:
    """Trial 7a's statement about the ``scf.while`` (its loop, stages 0) is refused by ``pipe-loop`` because its body
    holds the K loop with the dots; its true counts of the while's body (4 ``ttg.async_copy_global_to_local``, both
    regions read) are not refused by ``pipe-async`` any more (S1)."""
    comp, got = gemm
    ttgir = got.stages["ttgir"].splitlines()
    w, k = _loop_heads(ttgir)
    f = next(f for f in got.report.findings if f.kind == "pipelining" and f.lines == (k,)
             and f.claim("loop") is not None)
    head = (Ref("ttgir", w, ttgir[w - 1].strip()[:ttgir[w - 1].strip().index("scf.while") + len("scf.while")]),)
    end = next(n for n in range(w + 1, len(ttgir) + 1) if ttgir[n - 1].strip().startswith("} loc(")
               and len(ttgir[n - 1]) - len(ttgir[n - 1].lstrip()) == len(ttgir[w - 1]) - len(ttgir[w - 1].lstrip()))
    copies = [n for n in range(w + 1, end) if "= ttg.async_copy_global_to_local" in ttgir[n - 1]]
    assert len(copies) == 4
    claims = []
    for c in f.claims:
        if c.key == "loop":
            c = replace(c, value=w, about=head)
        elif c.key == "stages":
            c = replace(c, value=0, about=head)
        elif c.key == "async_ops/ttg.async_copy_global_to_local":
            c = replace(c, value=4, about=tuple(Ref("ttgir", n, ttgir[n - 1].strip()) for n in copies))
        elif c.key == "loop_kind":
            c = replace(c, about=head)
        claims.append(c)
    old = replace(f, claims=tuple(claims), lines=(w,), python_line=41)
    res = consistency.check(comp, [old], dict(got.report.metrics), got.stages)
    loop = [text for r, text in res.violations if r == "pipe-loop"]
    assert any("holds a loop" in t for t in loop), res.violations
    assert not [t for r, t in res.violations if r == "pipe-async" and "async_copy_global_to_local lines" in t], \
        res.violations
