"""IR normalization (ir_explorer.analyses.normalize) on real Triton 3.9 output, and its stability across compiles."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from ir_explorer.analyses.normalize import DEFAULT, NormalizeOptions, normalize, normalize_lines
from ir_explorer.capture import bundled
from ir_explorer.capture.compiles import Request, compile_all
from ir_explorer.capture.stages import stage_text
from ir_explorer.core.model import Compilation, Target
from ir_explorer.core.store import Store

OFF = NormalizeOptions(ssa=False, locations=False, aliases=False, registers=False, sass=False, paths=False)


def test_ttgir_rules(compiled: Callable[..., Compilation]) -> None:
    raw = compiled("matmul", "cuda:90").stages["ttgir"].text()
    out = normalize(raw, "ttgir")
    assert "loc(" not in out and "#loc" not in out and "/kernels/" not in out
    # SSA: stems kept, uniquing counters renumbered per stem from the first appearance
    assert re.search(r"%offs_m = arith\.muli %\w+, %c128_i32 : i32", out)
    assert re.search(r"%offs_m_0 = tt\.make_range", out)
    assert "%a_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}" in out  # named arguments stay
    # aliases named from their content; definitions sorted
    assert "#blocked_1x8_2x16_8x1_o10 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16]" in out
    assert not re.search(r"#blocked1\b", out)
    head = [ln for ln in out.splitlines() if ln.startswith("#")]
    assert head == sorted(head) and len(head) >= 4
    text, origins = normalize_lines(raw, "ttgir")
    raw_lines = raw.split("\n")
    for line, origin in zip(text.split("\n"), origins, strict=True):  # sorted definitions keep their origins
        if line.startswith("#"):
            assert raw_lines[origin - 1].split(" = ", 1)[1] == line.split(" = ", 1)[1]
    assert normalize(out, "ttgir") == out  # idempotent
    assert normalize(raw, "ttgir", OFF) == raw


def test_reordered_aliases_do_not_differ() -> None:
    """Two TTGIRs that number the same layouts the other way round normalize to the same text."""
    a = ("#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], "
         "order = [1, 0]}>\n#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], "
         "warpsPerCTA = [8, 1], order = [1, 0]}>\nmodule {\n  %0 = tt.splat %x : i32 -> tensor<8xi32, #blocked1>\n}")
    b = a.replace("#blocked1", "#TMP").replace("#blocked ", "#blocked1 ").replace("#TMP", "#blocked")
    lines = b.split("\n")
    b = "\n".join([lines[1], lines[0], *lines[2:]])
    assert a != b
    assert normalize(a, "ttgir") == normalize(b, "ttgir")


def test_ptx_registers_labels_and_debug_info(compiled: Callable[..., Compilation]) -> None:
    raw = compiled("matmul", "cuda:90").stages["ptx"].text()
    out = normalize(raw, "ptx")
    assert ".loc" not in out and ".file" not in out and ".debug_" not in out and "$L__tmp" not in out
    regs = re.findall(r"%r(\d+)\b", out)
    assert regs[0] == "1" and "wgmma.mma_async" in out
    labels = re.findall(r"\$L__BB0_(\d+)", out)
    assert labels and labels[0] == "0"
    assert normalize(out, "ptx") == out
    text, origins = normalize_lines(raw, "ptx")
    raw_lines = raw.split("\n")
    assert len(origins) == len(text.split("\n")) < len(raw_lines)
    # each kept line comes from the original line it names (up to renumbering)
    i = next(k for k, ln in enumerate(text.split("\n")) if "wgmma.mma_async" in ln)
    assert "wgmma.mma_async" in raw_lines[origins[i] - 1]


def test_sass_and_amdgcn(compiled: Callable[..., Compilation], store: Store) -> None:
    comp = compiled("matmul", "cuda:90")
    sass = normalize(stage_text(comp, "sass", store), "sass")
    assert "/*0" not in sass and "//## File" not in sass and "HGMMA" in sass
    amd = normalize(compiled("matmul", "hip:gfx942").stages["amdgcn"].text(), "amdgcn")
    assert ".loc\t" not in amd and ".debug_info" not in amd and "v_mfma" in amd
    assert ".amdhsa_next_free_vgpr" in amd  # the kernel descriptor is code, not debug info
    assert re.search(r"\.LBB0_0\b", amd)


def test_paths_only(compiled: Callable[..., Compilation]) -> None:
    raw = compiled("matmul", "cuda:90").stages["ptx"].text()
    out = normalize(raw, "ptx", replace(OFF, paths=True))
    assert '.file\t1 "matmul.py"' in out and '"standard.py"' in out


def test_stable_across_two_compiles(compiled: Callable[..., Compilation], store: Store) -> None:
    """Compiling the matmul again (no cache: a new process, a new Triton cache) normalizes identically."""
    first = compiled("matmul", "cuda:90")
    again = compile_all([Request(bundled.get("matmul"), 0, Target.parse("cuda:90"))],
                        store, use_cache=False)[0]
    assert not again.cache_hit
    for stage in ("ttgir", "ptx"):
        assert normalize(again.stages[stage].text(), stage) == normalize(first.stages[stage].text(), stage)
    assert DEFAULT == NormalizeOptions()


# Lines cut from real Triton 3.9 PTX and AMDGCN (matmul), plus the shapes the debug-section rule must handle.
ASM_LINES = [
    "}", "\t{", "", "\t.file\t1 \"/work/kernels/matmul.py\"", "\t.section\t.debug_abbrev",
    ".b8 1    // Abbreviation Code",
    "\t}", "\t.section\t.debug_macinfo\t{\t}", "\t.loc\t1 88 0                          // matmul.py:88:0",
    "\t.loc\t1 51 14, function_name $L__info_string0, inlined_at 1 98 5 // matmul.py:51:14", "$L__func_begin0:",
    "$L__tmp1:", "$L__BB0_2:", "\tld.param.b32 \t%r24, [matmul_kernel_param_8];", "\t.section\t.rodata,\"a\",@progbits",
    "\t.section\t.debug_str,\"MS\",@progbits,1", ".Linfo_string0:", "\t.amdgpu_metadata", "\t.end_amdgpu_metadata",
    ".Ltmp0:", ".Lfunc_begin0:", "\t.loc\t1 88 0 prologue_end             ; matmul.py:88:0", "  .loc 2 3 4", " }  ",
]


def _kept_reference(lines: list[str], stage: str) -> list[int]:
    """The ``locations`` rule for PTX/AMDGCN read line by line (its definition): 0-based indices kept."""
    keep, in_debug = [], False
    for i, ln in enumerate(lines):
        if re.match(r"\s*(?:\.section|\.amdgpu_metadata|\.end_amdgpu_metadata)\b", ln):
            in_debug = bool(re.match(r"\s*\.section\s+\.debug_", ln))
            if in_debug or ("{" in ln and "}" in ln and re.match(r"\s*\.section\s+\.debug_", ln)):
                in_debug = in_debug and not ("{" in ln and "}" in ln)
                continue
        elif in_debug and stage == "ptx" and ln.strip() == "}":
            in_debug = False
            continue
        if in_debug or re.match(r"\s*\.(?:loc|file)\s", ln) or \
                re.match(r"(?:\$L__(?:tmp|func_begin|func_end)|\.L(?:tmp|func_begin))\d+:", ln):
            continue
        keep.append(i)
    return keep


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(ASM_LINES), max_size=40), st.sampled_from(["ptx", "amdgcn"]))
def test_dropped_debug_lines_match_the_line_by_line_rule(lines: list[str], stage: str) -> None:
    """The whole-text regexes that drop `.loc`/`.file` lines, debug labels and debug sections keep exactly the
    lines the rule read line by line keeps, and each kept line's origin."""
    text = "\n".join(lines)
    out, origins = normalize_lines(text, stage, replace(OFF, locations=True))
    keep = _kept_reference(text.split("\n"), stage)
    assert origins == [i + 1 for i in keep]
    assert out == "\n".join(text.split("\n")[i] for i in keep)


MLIR_LINES = [
    "#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>",
    '#loc = loc("/work/kernels/matmul.py":43:0)', "#loc12 = loc(callsite(#loc3 at #loc4))", "#loc7 = loc(unknown)",
    "#locx = #ttg.shared_memory", "#loc", "", "module attributes {\"ttg.num-warps\" = 8 : i32} {",
    "    %offs_m = arith.muli %pid_m, %c128_i32 : i32 loc(#loc46)", "  } loc(#loc)", "}",
]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(MLIR_LINES), max_size=30), st.sampled_from(["ttir", "ttgir"]))
def test_dropped_mlir_location_lines_match_the_line_by_line_rule(lines: list[str], stage: str) -> None:
    """MLIR's ``#locN = …`` lines are dropped wherever they are (normalize skips the lines between the alias
    header and the first later #loc line), each kept line keeps its origin, and ``normalize`` (which keeps no
    line numbers) gives the same text as ``normalize_lines``."""
    text = "\n".join(lines)
    opts = replace(OFF, locations=True)
    out, origins = normalize_lines(text, stage, opts)
    keep = [i for i, ln in enumerate(lines or [""]) if not re.match(r"#loc\d*\s*=", ln)]
    assert origins == [i + 1 for i in keep]
    assert out == "\n".join(re.sub(r" loc\(#loc\d*\)", "", text.split("\n")[i]) for i in keep)
    assert normalize(text, stage, opts) == out
    assert normalize(text, stage) == normalize_lines(text, stage)[0]


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(ASM_LINES), max_size=40), st.sampled_from(["ptx", "amdgcn"]))
def test_normalize_without_line_numbers_gives_the_same_text(lines: list[str], stage: str) -> None:
    text = "\n".join(lines)
    assert normalize(text, stage) == normalize_lines(text, stage)[0]
