"""Source mapping (issue 3, part 7) on real compiled output: every stage, inlined helpers, ``dump --source-line``."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from conftest import run_cli
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ir_explorer.capture import bundled
from ir_explorer.capture.compiles import Request, compile_all
from ir_explorer.capture.stages import stage_text
from ir_explorer.core.errors import IRExplorerError, UsageError
from ir_explorer.core.model import Target
from ir_explorer.ir.sourcemap import is_triton_file, lines_for, python_lines, source_chains

FLASH = bundled.get("flash_attention_fwd")
MATMUL = bundled.get("matmul")
#: Config 0 compiles on both targets (config 2 crashes the AMD backend on Triton 3.9, see the README).
FLASH_STAGES = [("cuda:90", s) for s in ("ttir", "ttgir", "llir", "ptx", "sass")] + \
               [("hip:gfx942", s) for s in ("ttir", "ttgir", "llir", "amdgcn")]
#: The instructions that compute exp2, per stage.
EXP2 = {
    "ttir": r"= math\.exp2 ", "ttgir": r"= math\.exp2 ", "llir": r"call float @llvm\.(?:nvvm\.ex2|amdgcn\.exp2)",
    "ptx": r"^\s*ex2\.approx", "sass": r"MUFU\.EX2", "amdgcn": r"^\s*v_exp_f32",
}


def source_line_of(path: Path, needle: str) -> list[int]:
    """The 1-based lines of a kernel file that contain ``needle`` (found by text, not hard-coded)."""
    return [i for i, line in enumerate(path.read_text().splitlines(), 1) if needle in line]


@pytest.fixture(scope="module")
def flash(store, compiled):
    """``{(target, stage): text}`` for the flash attention kernel, config 0, on cuda:90 and hip:gfx942
    (compiled in parallel; ``compiled`` then serves them from the store). A target this Triton cannot
    compile for (Triton 3.6's AMD backend needs torch) maps to the reason instead."""
    targets = ("cuda:90", "hip:gfx942")
    try:
        compile_all([Request(FLASH, 0, Target.parse(t)) for t in targets], store)
    except IRExplorerError:
        pass  # compiled() below says which target
    out: dict[tuple[str, str], str] = {}
    for t in targets:
        try:
            comp = compiled("flash_attention_fwd", t, 0)
        except IRExplorerError as exc:
            out.update({(t, s): f"skip: {exc.message}" for tt, s in FLASH_STAGES if tt == t})
            continue
        assert comp.ok
        out.update({(t, s): stage_text(comp, s, store) for tt, s in FLASH_STAGES if tt == t})
    return out


def stage_ir(flash, target: str, stage: str) -> str:
    text = flash[(target, stage)]
    if text.startswith("skip: "):
        pytest.skip(text[6:])
    return text


@pytest.mark.parametrize("target,stage", FLASH_STAGES)
def test_flash_attention_exp2_maps_to_its_python_lines(flash, target, stage):
    text = stage_ir(flash, target, stage)
    p_line = source_line_of(FLASH.path, "p = tl.math.exp2(qk)")
    alpha_line = source_line_of(FLASH.path, "alpha = tl.math.exp2(m_i - m_ij)")
    mapped = python_lines(stage, text)
    ir = text.splitlines()
    assert len(mapped) == len(ir)
    exp2 = [i for i, line in enumerate(ir) if re.search(EXP2[stage], line)]
    assert len(exp2) >= 4, "both exp2 calls of both inner loops"
    assert {mapped[i] for i in exp2} == {(str(FLASH.path), n) for n in p_line + alpha_line}


@pytest.mark.parametrize("target,stage", FLASH_STAGES)
def test_flash_attention_max_and_sum_map_to_the_call_site_not_standard_py(flash, target, stage):
    """``tl.max``/``tl.sum`` are inlined from ``triton/language/standard.py`` into the user helper
    ``_attn_fwd_inner``: the IR maps to the helper's line that calls them."""
    text = stage_ir(flash, target, stage)
    chains = source_chains(stage, text)
    if stage == "sass" and "inlined at" not in text:
        pytest.skip("this nvdisasm line table has no inlining (Triton 3.6): library code maps to standard.py")
    max_lines = source_line_of(FLASH.path, "tl.max(qk, 1)")
    sum_line = source_line_of(FLASH.path, "tl.sum(p, 1)")
    zeros_lines = source_line_of(FLASH.path, "tl.zeros(") + source_line_of(FLASH.path, "tl.full(")
    assert len(max_lines) == 2 and len(sum_line) == 1
    library = [i for i, chain in enumerate(chains) if any(is_triton_file(f) for f, _ in chain)]
    assert library
    mapped = python_lines(stage, text)
    assert all(mapped[i] is not None and mapped[i][0] == str(FLASH.path) for i in library)
    picked = {mapped[i][1] for i in library}  # type: ignore[index]
    assert set(max_lines + sum_line) <= picked <= set(max_lines + sum_line + zeros_lines)


def test_inlined_user_helper_maps_to_the_helper_and_its_call_site(flash):
    """Code of the user's own ``@triton.jit`` helper maps to the helper's line (:func:`python_lines`);
    :func:`lines_for` of the call site includes it."""
    text = stage_ir(flash, "cuda:90", "ttgir")
    path = str(FLASH.path)
    p_line = source_line_of(FLASH.path, "p = tl.math.exp2(qk)")[0]
    # the two calls (below and on the diagonal), as the frontend located them: Triton 3.9 at the call,
    # Triton 3.6 at its last argument, two lines further down
    calls = sorted({c[-1][1] for c in source_chains("ttgir", text) if (path, p_line) in c[:-1]})
    starts = source_line_of(FLASH.path, "acc, l_i, m_i = _attn_fwd_inner(")
    assert len(calls) == 2 and all(start <= call < start + 4 for start, call in zip(starts, calls, strict=True))
    from_calls = [set(lines_for("ttgir", text, call, path)) for call in calls]
    from_exp = lines_for("ttgir", text, p_line, path)
    assert not from_calls[0] & from_calls[1]
    assert len(from_exp) == 2 and all(len(set(from_exp) & c) == 1 for c in from_calls)
    assert all(python_lines("ttgir", text)[n - 1] == (path, p_line) for n in from_exp)
    # another checkout of the same file matches by base name
    assert lines_for("ttgir", text, p_line, "/elsewhere/flash_attention.py") == from_exp
    assert lines_for("ttgir", text, p_line) == from_exp


@pytest.mark.parametrize("target", ["cuda:90", "hip:gfx942"])
def test_cdiv_maps_to_the_matmul_loop_line(compiled, store, target):
    try:
        comp = compiled("matmul", target, 0)
    except IRExplorerError as exc:  # e.g. Triton 3.6's AMD backend needs torch
        pytest.skip(exc.message)
    loop = source_line_of(MATMUL.path, "tl.cdiv(K, BLOCK_K)")[0]
    for stage in ("ttir", "llir", "ptx" if target.startswith("cuda") else "amdgcn"):
        text = stage_text(comp, stage, store)
        chains = source_chains(stage, text)
        mapped = python_lines(stage, text)
        caller = ((str(MATMUL.path), loop),)
        cdiv = [i for i, c in enumerate(chains) if c and is_triton_file(c[0][0]) and c[1:2] == caller]
        assert cdiv, stage
        assert {mapped[i] for i in cdiv} == {(str(MATMUL.path), loop)}


def test_every_pass_dump_maps_tt_dot_to_the_tl_dot_line(compiled, store):
    """The per-pass MLIR dumps use the TTIR/TTGIR syntax, aliases and all (the pipeliner's internal
    snapshots print no locations: those map to nothing)."""
    comp = compiled("matmul", "cuda:90", 0, passes=True)
    dumps, _ = store.load_passes(comp.key)
    dot_line = source_line_of(MATMUL.path, "tl.dot(")[0]
    checked = 0
    for p in dumps:
        text = p.text()
        if "loc(" not in text:
            continue
        mapped = python_lines("ttgir", text)
        dots = [i for i, line in enumerate(text.splitlines()) if re.search(r"= tt\.dot |ttng\.warp_group_dot ", line)]
        assert {mapped[i] for i in dots} <= {(str(MATMUL.path), dot_line)}, p.name
        checked += bool(dots)
    assert checked > 10


def test_region_ops_take_the_location_of_their_closing_line(flash):
    text = stage_ir(flash, "cuda:90", "ttir")
    mapped = python_lines("ttir", text)
    reduce_lines = [i for i, line in enumerate(text.splitlines()) if '"tt.reduce"(' in line]
    max_lines = source_line_of(FLASH.path, "tl.max(qk, 1)")
    sum_line = source_line_of(FLASH.path, "tl.sum(p, 1)")
    assert reduce_lines and {mapped[i][1] for i in reduce_lines} == set(max_lines + sum_line)  # type: ignore[index]


def test_directives_labels_and_blank_lines_carry_no_location(flash):
    ptx = stage_ir(flash, "cuda:90", "ptx")
    for line, got in zip(ptx.splitlines(), python_lines("ptx", ptx), strict=True):
        s = line.strip()
        if not s or s.startswith((".", "//", "$")) or s.endswith(":"):
            assert got is None, line


# ------------------------------------------------------------------ edge cases, cut from real output

KERNEL = "/work/kernels/flash_attention.py"
STANDARD = "/venv/lib/python3.11/site-packages/triton/language/standard.py"


def test_mlir_named_callsite_fused_and_unknown_locations():
    text = "\n".join([
        f'#loc = loc("{KERNEL}":88:1)',
        "#loc1 = loc(unknown)",
        f'#loc4 = loc("{KERNEL}":124:21)',
        "module {",
        "    %cst = arith.constant 1.44269502 : f32 loc(#loc1)",
        "    %m_ij_105 = arith.maxnumf %a, %b : f32 loc(#loc262)",
        f'    %x = arith.addf %a, %b : f32 loc(fused[#loc1, "{KERNEL}":74:15])',
        '    %y = arith.addf %a, %b : f32 loc("l_i"(#loc53))',
        "} loc(#loc)",
        f'#loc42 = loc("{STANDARD}":216:16)',
        f'#loc43 = loc("{KERNEL}":70:36)',
        f'#loc44 = loc("{STANDARD}":196:12)',
        '#loc146 = loc("m_ij"(#loc43))',
        "#loc197 = loc(callsite(#loc146 at #loc4))",
        "#loc253 = loc(callsite(#loc42 at #loc197))",
        "#loc262 = loc(callsite(#loc44 at #loc253))",
        "#loc53 = loc(#loc53)",  # a cycle: malformed, maps to nothing
    ])
    chains = source_chains("ttir", text)
    assert chains[5] == ((STANDARD, 196), (STANDARD, 216), (KERNEL, 70), (KERNEL, 124))
    assert python_lines("ttir", text)[3:8] == [(KERNEL, 88), None, (KERNEL, 70), (KERNEL, 74), None]
    assert lines_for("ttir", text, 124) == [6] and lines_for("ttir", text, 196, STANDARD) == [6]
    assert lines_for("ttir", text, 196) == []  # Triton's own files only when asked by path


def test_llir_inlined_at_chain_and_line_zero():
    text = "\n".join([
        "  %401 = fmul float %399, %400, !dbg !51",
        "  %402 = fadd float %399, %400, !dbg !56",
        "  br label %5",
        "!1 = !DIFile(filename: \"flash_attention.py\", directory: \"/work/kernels\")",
        "!6 = distinct !DISubprogram(name: \"k\", linkageName: \"k\", scope: !1, file: !1, line: 88, type: !7, "
        "scopeLine: 88, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)",
        "!38 = distinct !DILexicalBlockFile(scope: !6, file: !1, discriminator: 0)",
        "!39 = !DILocation(line: 124, column: 21, scope: !38)",
        "!51 = !DILocation(line: 196, column: 12, scope: !52, inlinedAt: !54)",
        "!52 = distinct !DILexicalBlockFile(scope: !6, file: !53, discriminator: 0)",
        "!53 = !DIFile(filename: \"standard.py\", directory: \"/venv/lib/python3.11/site-packages/triton/language\")",
        "!54 = !DILocation(line: 216, column: 16, scope: !52, inlinedAt: !55)",
        "!55 = !DILocation(line: 70, column: 36, scope: !38, inlinedAt: !39)",
        "!56 = !DILocation(line: 0, scope: !38, inlinedAt: !39)",
    ])
    chains = source_chains("llir", text)
    assert chains[0] == ((STANDARD, 196), (STANDARD, 216), (KERNEL, 70), (KERNEL, 124))
    assert python_lines("llir", text)[:3] == [(KERNEL, 70), (KERNEL, 124), None]


def test_ptx_inlined_at_of_triton_39_and_comment_chain_of_triton_36():
    t39 = "\n".join([
        "\t.loc\t2 216 16, function_name $L__info_string0, inlined_at 1 70 36 // standard.py:216:16",
        "\t.loc\t2 196 12, function_name $L__info_string0, inlined_at 2 216 16 // standard.py:196:12",
        "\tmax.f32 \t%r1, %r2, %r3;",
        "$L__BB0_2:",
        "\t.loc\t1 0 5                           // flash_attention.py:0:5",
        "\tcvt.s64.s32 \t%rd10, %r107;",
        f'\t.file\t1 "{KERNEL}"',
        f'\t.file\t2 "{STANDARD}"',
    ])
    assert source_chains("ptx", t39)[2] == ((STANDARD, 196), (STANDARD, 216), (KERNEL, 70))
    assert python_lines("ptx", t39) == [None, None, (KERNEL, 70), None, None, None, None, None]
    t36 = "\n".join([
        "\t.loc\t2 170 27                        // standard.py:170:27 @[ standard.py:191:40 @[ "
        "flash_attention.py:70:46 @[ flash_attention.py:126:76 ] ] ]",
        "\tmax.f32 \t%r1, %r2, %r3;",
        f'\t.file\t1 "{KERNEL}"',
        f'\t.file\t2 "{STANDARD}"',
    ])
    assert source_chains("ptx", t36)[1] == ((STANDARD, 170), (STANDARD, 191), (KERNEL, 70), (KERNEL, 126))


def test_sass_inlined_block_and_amdgcn_two_part_file():
    sass = "\n".join([
        f'\t//## File "{STANDARD}", line 196 inlined at "{STANDARD}", line 216',
        f'\t//## File "{STANDARD}", line 216 inlined at "{KERNEL}", line 70',
        f'\t//## File "{KERNEL}", line 70 inlined at "{KERNEL}", line 124',
        f'\t//## File "{KERNEL}", line 124',
        "        /*1f40*/                   FMNMX R120, R88, R89, !PT ;",
        "        /*1f50*/                   FMNMX R121, R90, R91, !PT ;",
        ".L_x_4:",
    ])
    assert python_lines("sass", sass) == [None] * 4 + [(KERNEL, 70)] * 2 + [None]
    amd = "\n".join([
        '\t.file\t1 "/work/kernels" "flash_attention.py"',
        '\t.file\t2 "/venv/lib/python3.11/site-packages/triton/language" "standard.py"',
        "\t.loc\t2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ "
        "flash_attention.py:70:36 @[ flash_attention.py:124:21 ] ] ]",
        "\tv_max_f32_e32 v1, v2, v3",
        "\t.loc\t1 0 0 is_stmt 0                 ; :0:0",
        "\ts_branch .LBB0_0",
    ])
    assert python_lines("amdgcn", amd) == [None, None, None, (KERNEL, 70), None, None]


def test_malformed_chains_stay_bounded():
    """Regression: a ``.loc`` inlined at itself grew its chain by one frame per repetition (quadratic
    memory), and ``fused`` aliases that each name the next alias twice doubled it per level."""
    ptx = "\n".join(["\t.loc\t1 5 5, function_name $L__info_string0, inlined_at 1 5 5", "\tmov.u32 %r1, %r2;"] * 500
                    + [f'\t.file\t1 "{KERNEL}"'])
    assert max(map(len, source_chains("ptx", ptx))) == 64
    mlir = "\n".join([f"#loc{i} = loc(fused[#loc{i + 1}, #loc{i + 1}])" for i in range(60)]
                     + [f'#loc60 = loc("{KERNEL}":3:1)', "%x = arith.addf %a, %b : f32 loc(#loc0)"])
    assert len(source_chains("ttir", mlir)[-1]) == 64 and python_lines("ttir", mlir)[-1] == (KERNEL, 3)
    llir = "  %1 = add i32 0, 0, !dbg !5\n!5 = !DILocation(line: 3, scope: !6, inlinedAt: !5)\n" \
           '!6 = !DIFile(filename: "flash_attention.py", directory: "/work/kernels")'
    assert source_chains("llir", llir)[0] == ((KERNEL, 3),) * 64


def test_unknown_stage_is_a_usage_error():
    with pytest.raises(UsageError, match="cubin"):
        python_lines("cubin", "")


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_never_raises_on_cut_or_mutated_ir(flash, data):
    target, stage = data.draw(st.sampled_from(FLASH_STAGES))
    lines = flash[(target, stage)].splitlines(keepends=True)  # a skip reason is text too
    # a window from anywhere, plus the alias/metadata/.file tail that the lines refer to
    start = data.draw(st.integers(0, len(lines)))
    piece = lines[start:start + data.draw(st.integers(0, 400))] + lines[-data.draw(st.integers(0, 300)):]
    for _ in range(data.draw(st.integers(0, 6))):
        if not piece:
            break
        i = data.draw(st.integers(0, len(piece) - 1))
        op = data.draw(st.sampled_from(["cut", "dup", "noise", "swap"]))
        if op == "cut":
            piece[i] = piece[i][: data.draw(st.integers(0, len(piece[i])))]
        elif op == "dup":
            piece.insert(i, piece[i])
        elif op == "noise":
            at = data.draw(st.integers(0, len(piece[i])))
            piece[i] = piece[i][:at] + data.draw(st.text(max_size=30)) + piece[i][at:]
        else:
            j = data.draw(st.integers(0, len(piece) - 1))
            piece[i], piece[j] = piece[j], piece[i]
    text = "".join(piece)
    mapped = python_lines(stage, text)
    assert len(mapped) == len(text.splitlines())
    assert all(m is None or (isinstance(m[0], str) and m[1] > 0) for m in mapped)
    # lines_for is inclusive: it finds every IR line that python_lines gives that Python line
    frame = data.draw(st.sampled_from([m for m in mapped if m is not None] or [(str(FLASH.path), 72)]))
    found = lines_for(stage, text, frame[1], frame[0])
    assert {i + 1 for i, m in enumerate(mapped) if m == frame} <= set(found)


# ------------------------------------------------------------------ dump --source-line


def test_dump_source_line_prints_the_ir_lines_numbered(flash, cli_env):
    p_line = source_line_of(FLASH.path, "p = tl.math.exp2(qk)")[0]
    r = run_cli(["dump", "flash_attention_fwd", "--stage", "ptx", "--source-line", str(p_line)], cli_env)
    assert r.returncode == 0, r.stderr
    ptx = stage_ir(flash, "cuda:90", "ptx").splitlines()
    out = r.stdout.splitlines()
    assert out and all(re.match(r"\d+:", line) for line in out)
    numbers = [int(line.split(":", 1)[0]) for line in out]
    assert [f"{n}:{ptx[n - 1]}" for n in numbers] == out
    cfg = FLASH.configs[0]
    blocks = dict(cfg.constexprs)
    scores_per_thread = blocks["BLOCK_M"] * blocks["BLOCK_N"] // (cfg.num_warps * 32)
    assert sum("ex2.approx" in line for line in out) == 2 * scores_per_thread  # one per score, 2 inner loops

    r = run_cli(["dump", "flash_attention_fwd", "--stage", "ptx", "--source-line", str(p_line), "--json"], cli_env)
    got = json.loads(r.stdout)["results"][0]["source_line"]
    assert got["python_line"] == p_line and [x["line"] for x in got["ir_lines"]] == numbers


def test_dump_source_line_without_ir_says_so(flash, cli_env):
    comment = source_line_of(FLASH.path, "# K is read as")[0]
    r = run_cli(["dump", "flash_attention_fwd", "--stage", "ttgir", "--source-line", str(comment)], cli_env)
    assert r.returncode == 1 and r.stdout == ""
    assert r.stderr.strip() == f"error: no TTGIR came from line {comment} of flash_attention.py: # K is read as " \
                               "[BLOCK_N, HEAD_DIM] rows and transposed for QK^T; V as [BLOCK_N, HEAD_DIM]."
    r = run_cli(["dump", "flash_attention_fwd", "--source-line", "100000"], cli_env)
    assert r.returncode == 2 and "past the end of flash_attention.py" in r.stderr
