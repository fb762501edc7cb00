"""Regression tests for the causes named for narrow shared-memory accesses, a coalescing cause and a convert in a
loop's branch (docs/trial10c.md M2, trial10a.md M1, trial10d.md M1 and M2, trial10b.md M1).

10c M2 (ROCm/triton's int4 decode attention, hip:gfx942): 128 ``ds_write_b16`` and 64 ``ds_read_u16`` were laid on
V's ``#shared2`` (``vec = 1``) and placed at Python line 85, whose 64 writes store the transposed K tile from a
``#blocked5`` of ``sizePerThread = [1, 1]`` into ``#shared1``. 10a M1 (lmdeploy's fp8 GEMM, warp-specialized,
cuda:100): one ``ld.shared.b8`` (each worker warp reads its warp group's state byte and jumps with ``brx.idx``) and
ptxas's ``tcgen05.alloc`` ``STS.U8`` were a warning naming a convert's scratch. 10d M1 (triton_kernels' matmul_ogs,
cuda:100): the 16-bit loads of a scales convert were laid on the 8-bit ``local_load``. Now each Python line's group
of narrow instructions is counted and attributed only to what the IR shows at that line (rules ``narrow-group``,
``narrow-dispatch``; ``narrow-cause`` refuses a finding that attributes no instruction to a line).

10d M2 (topk, cuda:100): the store's 2-byte alignment was blamed on ``offs_m[:, None]`` (CSE-merged from the mask
line, Python 35); the store multiplies it by the runtime ``stride_ym``, which bounds it (rule ``axis-cause``).

10b M1 (Triton's persistent fp8 tutorial, cuda:120): the epilogue convert sits in an ``scf.if`` of the flattened
tile×K loop; the finding said only "inside a loop" (rule ``cvt-branch``)."""

from __future__ import annotations

import dataclasses
import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.analyses.findings import Claim, Finding, Ref
from ir_explorer.engines import consistency
from ir_explorer.engines.rules.coalescing import _unhinted_product
from ir_explorer.ir.sourcemap import python_lines

CMDS = ROOT / "tests/data/trial2_kernels"


@pytest.fixture(scope="module")
def decode(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, CMDS / "t10c_commands.sh", "t10c_decode_int4")


@pytest.fixture(scope="module")
def ws(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, CMDS / "t10a_commands.sh", "t10a_lmd_gemm_fp8_tma_ws")


@pytest.fixture(scope="module")
def ogs(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, CMDS / "t10d_commands.sh", "t10d_tk_matmul_ogs")


@pytest.fixture(scope="module")
def topk(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, CMDS / "t10d_commands.sh", "t10d_tk_topk_fwd")


@pytest.fixture(scope="module")
def persistent(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, CMDS / "t10b_commands.sh", "t10b_persistent_fp8")


def _narrow(got, stage: str) -> Finding:  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "shared_memory" and f.stage == stage
                and f.claim("ptxas_only") is not None)


def _groups(f: Finding) -> dict[int, dict[str, object]]:
    """``{python line: {claim suffix: value}}`` of the finding's ``group<i>/…`` claims."""
    out: dict[str, dict[str, object]] = {}
    for c in f.claims:
        m = re.fullmatch(r"(group\d+)/(.+)", c.key)
        if m:
            out.setdefault(m[1], {})[m[2]] = c.value
    return {int(g["python_line"]): g for g in out.values()}  # type: ignore[call-overload]


def _cause(f: Finding, j: int) -> dict[str, object]:
    return {c.key.split("/", 1)[1]: c.value for c in f.claims if c.key.startswith(f"cause{j}/")}


def _by_line(stage: str, text: str, ptx: str | None, pattern: str) -> dict[int, int]:
    """``{python line: number of lines of the stage matching pattern}``, by the stage's own ``.loc`` map."""
    locs = python_lines(stage, text, ptx)
    out: dict[int, int] = {}
    for n, ln in enumerate(text.splitlines(), 1):
        if re.match(pattern, ln) and n <= len(locs) and locs[n - 1] is not None:
            out[locs[n - 1][1]] = out.get(locs[n - 1][1], 0) + 1  # type: ignore[index]
    return out


def _violations(comp, got, findings) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    return consistency.check(comp, list(findings), dict(got.report.metrics), got.stages).violations


def _without_groups(f: Finding) -> Finding:
    """The finding as it was before groups: the same causes, no ``group<i>/…`` claims."""
    return dataclasses.replace(f, claims=tuple(c for c in f.claims if not c.key.startswith("group")),
                               template=re.sub(r"\{group\d+/[^}]*\}", "?", f.template or ""))


def test_decode_groups_by_line(decode) -> None:
    """10c M2: the AMDGCN's ``ds_write_b16`` of line 85 (64, counted from the ``.loc`` map) are one group whose
    causes are the stores of the transposed K tile from ``#blocked5`` (``sizePerThread = [1, 1]``, read from its
    definition) into ``#shared1``, not ``#shared2``; line 28's 64 writes and 64 reads are another group, with
    ``#shared2``'s ``vec = 1``; selfcheck holds."""
    comp, got = decode
    amd, ttgir = got.stages["amdgcn"], got.stages["ttgir"]
    writes = _by_line("amdgcn", amd, None, r"\s*ds_write_b16\b")
    reads = _by_line("amdgcn", amd, None, r"\s*ds_read_u16\b")
    assert writes == {85: 64, 28: 64} and reads == {28: 64}, (writes, reads)
    f = _narrow(got, "amdgcn")
    groups = _groups(f)
    assert set(groups) == {85, 28}
    assert groups[85]["count/ds_write_b16"] == 64 and "count/ds_read_u16" not in groups[85]
    assert groups[28]["count/ds_write_b16"] == 64 and groups[28]["count/ds_read_u16"] == 64
    blocked5 = next(ln for ln in ttgir.splitlines() if ln.startswith("#blocked5 = "))
    assert "sizePerThread = [1, 1]" in blocked5
    at85 = [_cause(f, int(j)) for j in str(groups[85]["causes"]).split(",")]
    assert at85 and all(c["layout"] == "#blocked5" and c["shared"] == "#shared1" and c["size_per_thread"] == "[1, 1]"
                        for c in at85), at85
    for c in at85:
        held = ttgir.splitlines()[int(c["line"]) - 1]  # type: ignore[call-overload]
        assert "ttg.local_alloc" in held and "#blocked5>) -> !ttg.memdesc<128x64xf16, #shared1" in held, held
    at28 = [_cause(f, int(j)) for j in str(groups[28]["causes"]).split(",")]
    assert any(c.get("layout") == "#shared2" and c.get("vec") == 1 for c in at28), at28
    assert "ds_write_b16 ×64 at Python line 85: ttg.local_alloc at ttgir:" in f.message, f.message
    assert not _violations(comp, got, got.report.findings)


def test_decode_old_statement_caught(decode) -> None:
    """The old finding (causes, no line groups) is refused by ``narrow-cause``; line 85's group said to come from
    ``#shared2``'s ``vec = 1`` is refused by ``narrow-group`` (no op of line 85 uses it), and so is a count moved
    from one line to the other."""
    comp, got = decode
    f = _narrow(got, "amdgcn")
    groups = {int(c.value): c.key.split("/")[0] for c in f.claims if c.key.endswith("/python_line")}
    shared2 = next(c.key.split("/")[0][len("cause"):] for c in f.claims
                   if re.fullmatch(r"cause\d+/layout", c.key) and c.value == "#shared2")
    for lie, rule in ((_without_groups(f), "narrow-cause"),
                      (with_claim(f, f"{groups[85]}/causes", shared2), "narrow-group"),
                      (with_claim(f, f"{groups[85]}/count/ds_write_b16", 128), "narrow-group")):
        assert rule in {r for r, _ in _violations(comp, got, [lie])}, rule


def test_warp_specialize_dispatch(ws) -> None:
    """10a M1: the PTX's one 8-bit shared load is at the kernel's def line and its register indexes the ``brx.idx``
    after it; the TTGIR has a ``ttg.warp_specialize``; the finding names both, is ``info``, and its SASS twin names
    the dispatch and ptxas's ``tcgen05.alloc`` byte; selfcheck holds. The old "no cause … a convert_layout's
    scratch" finding (no groups) is refused, and so is a dispatch moved to another line."""
    comp, got = ws
    ptx, ttgir = got.stages["ptx"].splitlines(), got.stages["ttgir"].splitlines()
    loads = [n for n, ln in enumerate(ptx, 1) if re.match(r"\s*ld\.shared\.b8\s", ln)]
    assert len(loads) == 1
    reg = re.match(r"\s*ld\.shared\.b8\s+(%\w+),", ptx[loads[0] - 1])[1]  # type: ignore[index]
    branch = next(n for n in range(loads[0] + 1, loads[0] + 9) if re.match(rf"\s*brx\.idx\s+{reg},", ptx[n - 1]))
    spec = next(n for n, ln in enumerate(ttgir, 1) if "ttg.warp_specialize(" in ln)
    f = _narrow(got, "ptx")
    assert f.severity == "info", f.message
    [group] = _groups(f).values()
    assert group["kernel_line"] is True and group["count/ld.shared 8-bit"] == 1
    cause = _cause(f, int(str(group["causes"])))
    assert cause == {"warp_specialize": spec, "load": loads[0], "branch": branch}
    assert "convert_layout's scratch" not in f.message
    sass = _narrow(got, "sass")
    assert sass.severity == "info" and sass.claim("tcgen05_alloc") is not None, sass.message
    assert not _violations(comp, got, got.report.findings)
    for lie, rule in ((_without_groups(f), "narrow-cause"), (with_claim(f, "cause0/branch", branch + 1),
                                                             "narrow-dispatch"),
                      (with_claim(f, "group0/kernel_line", False), "narrow-group")):
        assert rule in {r for r, _ in _violations(comp, got, [lie])}, rule


def test_ogs_scales_convert_named(ogs) -> None:
    """10d M1: the PTX's four 16-bit loads carry Python line 62, that of the bf16 scales' ``ttg.convert_layout``,
    which their group names; the 8-bit loads of line 61 are the ``local_load``'s; the SASS finding, whose first
    line is ptxas's ``STS.U8`` at the def line, is placed at line 61. Laying the 16-bit group on the ``local_load``
    is refused by ``narrow-group``."""
    comp, got = ogs
    ptx = got.stages["ptx"]
    assert _by_line("ptx", ptx, ptx, r"\s*ld\.shared\.b16\s") == {62: 4}
    f = _narrow(got, "ptx")
    groups = _groups(f)
    assert groups[62]["count/ld.shared 16-bit"] == 4 and groups[61]["count/ld.shared 8-bit"] == 32
    [j] = str(groups[62]["causes"]).split(",")
    cvt = _cause(f, int(j))
    assert cvt["op"] == "ttg.convert_layout" and cvt["element"] == "bf16"
    assert "ttg.convert_layout" in got.stages["ttgir"].splitlines()[int(cvt["line"]) - 1]  # type: ignore[call-overload]
    load = next(k for k in str(groups[61]["causes"]).split(",") if _cause(f, int(k)).get("op") == "ttg.local_load")
    key = next(c.key.split("/")[0] for c in f.claims if c.key.endswith("/python_line") and c.value == 62)
    # the SASS twin is placed at its body's first group (line 61), not at the def line of ptxas's STS.U8
    sass = _narrow(got, "sass")
    def_line = _groups(sass)
    assert [g for g in def_line.values() if g["kernel_line"]] and sass.python_line == 61, sass.python_line
    assert not _violations(comp, got, got.report.findings)
    assert "narrow-group" in {r for r, _ in _violations(comp, got, [with_claim(f, f"{key}/causes", load)])}


def test_topk_store_names_the_stride_product(topk) -> None:
    """10d M2: the bf16 store's alignment is bounded by ``arith.muli`` of ``offs_m[:, None]`` by the argument
    ``stride_ym`` (no ``tt.divisibility`` in its declaration), at the store's Python line 60; the old cause
    (``tt.expand_dims`` of the mask line, Python 35) is refused by ``axis-cause``, also on the rule's own path."""
    comp, got = topk
    ttgir = got.stages["ttgir"].splitlines()
    f = next(f for f in got.report.findings if f.kind == "coalescing" and f.severity == "warn"
             and f.claim("axisinfo/cause/op") is not None and "tt.store" in ttgir[f.lines[0] - 1]
             and "bf16" in f.message)
    line = f.claim("axisinfo/cause/ttgir_line").value  # type: ignore[union-attr]
    held = ttgir[line - 1]  # type: ignore[operator]
    assert f.claim("axisinfo/cause/op").value == "arith.muli" and "arith.muli" in held  # type: ignore[union-attr]
    stride = re.search(r"%(\w+) = tt\.splat %stride_ym ", "\n".join(ttgir))
    assert stride is not None and f"%{stride[1]} " in held + " "
    assert f.claim("axisinfo/cause/python_line").value == 60  # type: ignore[union-attr]
    assert "'stride_ym'" in f.message and "tt.expand_dims" not in f.message
    func = next(ln for ln in ttgir if "tt.func" in ln)
    assert re.search(r"%stride_ym: i32 loc", func), "stride_ym has no tt.divisibility"
    expand = next(n for n, ln in enumerate(ttgir, 1) if re.search(r"%mask_m_\d+ = tt\.expand_dims", ln)
                  and n != line and f"%{ln.split()[0][1:]}" in held)
    assert not _violations(comp, got, got.report.findings)
    old = with_claim(with_claim(f, "axisinfo/cause/op", "tt.expand_dims"), "axisinfo/cause/ttgir_line", expand)
    assert "axis-cause" in {r for r, _ in _violations(comp, got, [old])}
    assert _unhinted_product(claim_context(got, comp), f, expand) == (line, "stride_ym")


def test_persistent_convert_in_branch(persistent) -> None:
    """10b M1: the epilogue's ``ttg.convert_layout`` is inside the flattened loop's ``scf.if`` (both openers read
    from the raw text by indentation), whose condition is a counter wrapping after K - 1, K = max(k_tiles, 1): at
    most once every K iterations; the finding says so; a wrong branch, loop, K or wrap line is refused by
    ``cvt-branch``."""
    comp, got = persistent
    f = next(f for f in got.report.findings if f.kind == "convert_layout" and f.claim("branch_line") is not None)
    ttgir = got.stages["ttgir"].splitlines()
    n = f.lines[0]
    indent = len(ttgir[n - 1]) - len(ttgir[n - 1].lstrip())
    openers = []
    for k in range(n - 1, 0, -1):
        ln = ttgir[k - 1]
        if ln.strip() and len(ln) - len(ln.lstrip()) < indent:
            indent = len(ln) - len(ln.lstrip())
            openers.append(k)
    branch = next(k for k in openers if "scf.if" in ttgir[k - 1])
    loop = next(k for k in openers if "scf.for" in ttgir[k - 1])
    assert branch > loop and f.claim("branch_line").value == branch  # type: ignore[union-attr]
    assert f.claim("loop_line").value == loop  # type: ignore[union-attr]
    assert f"in an scf.if (ttgir:{branch}) inside the loop (ttgir:{loop})" in f.message, f.message
    # the branch's condition, read from the text: %cond = arith.cmpi eq, %x, %last; %last = arith.subi %K, %c1_i32;
    # a counter of the loop wraps by arith.select (%c == %last), %c0_i32, %c + 1: the flattened loop's epilogue
    text = "\n".join(ttgir)
    cond = re.search(r"scf\.if (%[\w]+)", ttgir[branch - 1])[1]  # type: ignore[index]
    last = re.search(rf"{cond} = arith\.cmpi eq, %\w+, (%\w+) :", text)[1]  # type: ignore[index]
    k = re.search(rf"{last} = arith\.subi (%\w+), %c1_i32 :", text)[1]  # type: ignore[index]
    wraps = [n for n, ln in enumerate(ttgir, 1) if re.search(r"= arith\.select %\w+, %c0_i32, %\w+ : i32", ln)
             and loop < n < branch]
    assert f.claim("cycle_value").value == k and f.claim("cycle_line").value in wraps  # type: ignore[union-attr]
    assert f"at most once every {k} iterations" in f.message, f.message
    assert re.search(rf"{k} = arith\.maxsi %k_tiles_\d+, %c1_i32 :", text), "K = max(k_tiles, 1)"
    assert not _violations(comp, got, got.report.findings)
    for key, value in (("branch_line", loop), ("loop_line", branch), ("cycle_value", last),
                       ("cycle_line", branch)):
        assert "cvt-branch" in {r for r, _ in _violations(comp, got, [with_claim(f, key, value)])}, key


def test_dot_load_cause_reads_kwidth(decode) -> None:
    """Rule ``narrow-dot-load`` reads a ``local_load``'s ``kWidth`` and element bits from its line: K's transposed
    tile is read into a dot operand of ``kWidth = 4`` f16 (64 bits per lane, read from the line), so naming it as
    a cause of narrow reads is refused, and so is a wrong ``kWidth``."""
    comp, got = decode
    ttgir = got.stages["ttgir"].splitlines()
    line = next(n for n, ln in enumerate(ttgir, 1) if re.search(r"= ttg\.local_load %qk_\d+ : .*#shared1", ln))
    assert "kWidth = 4" in ttgir[line - 1] and "-> tensor<128x64xf16" in ttgir[line - 1]
    f = _narrow(got, "amdgcn")
    ref = (Ref("ttgir", line, "ttg.local_load"),)
    for k_width in (4, 1):
        lie = dataclasses.replace(f, claims=f.claims + tuple(
            Claim(f"cause9/{k}", v, u, "narrow-dot-load", ref) for k, v, u in (
                ("op", "ttg.local_load", "op"), ("line", line, "line"), ("k_width", k_width, "elements"),
                ("element_bits", 16, "bits"))))
        said = [text for r, text in _violations(comp, got, [lie]) if r == "narrow-dot-load"]
        assert said and all("'k_width': 4, 'element_bits': 16" in t for t in said), said


def test_dot_load_cause_of_an_fp8_operand(tmp_path_factory: pytest.TempPathFactory, user_spec) -> None:
    """Inductor's scaled mm on sm_90 (trial 10b) reads A with ``ttg.local_load`` into a ``#ttg.dot_op`` of
    ``kWidth = 1`` ``f8E4M3FN`` (8 bits per lane): the finding names it as the cause of the 64 ``ld.shared`` 8-bit
    reads, and rule ``narrow-dot-load`` reads the element type's bits from the line whatever its suffix (its pattern
    took ``[a-z]+\\d+`` for the element type and refused every fp8 operand); a wrong element width is refused."""
    comp, got = compiled_trial(tmp_path_factory, user_spec, CMDS / "t10b_commands.sh", "t10b_scaled_mm_sm90")
    ttgir = got.stages["ttgir"].splitlines()
    f = _narrow(got, "ptx")
    line = f.claim("cause1/line").value
    assert "= ttg.local_load " in ttgir[line - 1] and re.search(r"-> tensor<\d+x\d+xf8E4M3FN, #ttg\.dot_op<\{[^}]*"
                                                              r"kWidth = 1\}", ttgir[line - 1])
    assert (f.claim("cause1/k_width").value, f.claim("cause1/element_bits").value) == (1, 8)
    assert not [v for v in _violations(comp, got, got.report.findings) if v[0] == "narrow-dot-load"]
    said = [t for r, t in _violations(comp, got, [with_claim(f, "cause1/element_bits", 16)]) if r == "narrow-dot-load"]
    assert said and all("'k_width': 1, 'element_bits': 8" in t for t in said), said
