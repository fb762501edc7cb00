"""The engines of ``diff``'s modes (:mod:`ir_explorer.engines.diff_modes`) and of ``dump --source-line``
(:mod:`ir_explorer.engines.source_line`), called directly, and the views' renderers (``cli.diff.diff_lines``,
``cli.diff.side_by_side_lines``, ``cli.diff.diff_json``, ``cli.dump.source_line_lines``), which return lines: no
subprocess. Every value asserted is real compiler output (Triton's compiles in the session store)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import ROOT

pytest.importorskip("patiencediff", reason="ir-explorer diff needs patiencediff (pyproject dependency)")

from ir_explorer.capture.compiles import triton_version  # noqa: E402
from ir_explorer.capture.options import CompileOptions  # noqa: E402
from ir_explorer.cli.diff import diff_json, diff_lines, side_by_side_lines  # noqa: E402
from ir_explorer.cli.dump import source_line_lines  # noqa: E402
from ir_explorer.core.errors import UsageError  # noqa: E402
from ir_explorer.core.model import Compilation, CompileFailure  # noqa: E402
from ir_explorer.core.store import Store  # noqa: E402
from ir_explorer.engines.diff_modes import (  # noqa: E402
    DiffOutcome,
    DiffSettings,
    SideFailed,
    diff_against,
    diff_compiled,
    diff_configs,
    diff_files,
    diff_passes,
    diff_releases,
    diff_targets,
)
from ir_explorer.engines.source_line import SourceLineIR, source_line_ir  # noqa: E402

MATMUL = ROOT / "kernels" / "matmul.py"
_COPY = "ttg.async_copy_global_to_local"


def _line_of(path: Path, text: str) -> int:
    """The 1-based line of ``path`` that holds ``text`` (the first)."""
    return next(i for i, ln in enumerate(path.read_text().splitlines(), 1) if text in ln)


LOAD_A = _line_of(MATMUL, "a = tl.load(a_ptrs")
DOT = _line_of(MATMUL, "acc = tl.dot(a, b, acc)")
RELEASE = f" (Triton {triton_version()})"


@pytest.fixture(scope="module")
def opts(store: Store) -> CompileOptions:
    return CompileOptions(cache_dir=str(store.root))


# ----------------------------------------------------------------------------- diff's modes


def test_diff_targets_names_the_mma_move_and_renders_it(compiled: Callable[..., Compilation], store: Store,
                                                        opts: CompileOptions) -> None:
    compiled("matmul", "cuda:80"), compiled("matmul", "cuda:90")
    out = diff_targets("matmul", ("cuda:80", "cuda:90"), store, opts, DiffSettings("ptx"))
    assert isinstance(out, DiffOutcome)
    assert [c.target.spec for c in out.sides] == ["cuda:80", "cuda:90"] and out.notes == ()
    d = out.diff
    assert d.stage == "ptx" and d.left_label.endswith("/cuda:80" + RELEASE) and d.right_label.endswith(
        "/cuda:90" + RELEASE)
    mma = next(c for c in d.summary if c.name == "mma")
    assert (mma.before, mma.after) == ("mma.sync", "wgmma")
    wgmma = next(x for x in d.opcode_deltas if x.opcode_class == "wgmma.mma_async")
    assert wgmma.before == 0 and wgmma.after > 0
    with pytest.raises(dataclasses.FrozenInstanceError):
        out.notes = ("x",)  # type: ignore[misc]

    lines = diff_lines(d, context=1)
    assert lines[0] == f"diff ptx: {d.left_label} → {d.right_label}"
    assert f"  {mma.text}" in lines and any(ln.startswith("  ptx opcode classes: ") for ln in lines)
    body = lines[lines.index("") + 1:]
    assert body == list(d.text.unified(1, d.left_label, d.right_label))  # uncoloured: the unified diff as it is
    assert body[0].startswith("--- matmul@") and any(ln.startswith("@@ ") for ln in body)
    coloured = diff_lines(d, context=1, color=True)
    assert len(coloured) == len(lines) and coloured != lines and "\x1b[" in coloured[-1] + coloured[-2]

    payload = diff_json(d, context=1)
    assert payload["unified"] == body and payload["diff"]["changes"] and payload["stage"] == "ptx"
    assert "diff" not in diff_json(d, summary_only=True)
    summary_only = diff_lines(d, summary_only=True)
    assert "" not in summary_only and summary_only == lines[:lines.index("")]


def test_diff_configs_on_two_targets(compiled: Callable[..., Compilation], store: Store,
                                     opts: CompileOptions) -> None:
    """``--configs 0 1 --targets cuda:90 cuda:80``: config 0 on cuda:90 against config 1 on cuda:80."""
    out = diff_configs("gelu", ("0", "1"), store, opts, DiffSettings("ttgir"), targets=("cuda:90", "cuda:80"))
    assert (out.diff.left_label, out.diff.right_label) == ("gelu@1024_w4_s1/cuda:90" + RELEASE,
                                                           "gelu@4096_w8_s1/cuda:80" + RELEASE)
    assert [(c.config_index, c.target.spec) for c in out.sides] == [(0, "cuda:90"), (1, "cuda:80")]
    assert any("warpsPerCTA [4] → [8]" in c.text for c in out.diff.summary), out.diff.summary
    lines = side_by_side_lines(out.diff, width=100)
    assert lines and max(len(ln) for ln in lines) <= 100
    assert out.diff.left_label[:20] in lines[0] and any("~ " in ln for ln in lines)


def test_diff_configs_refuses_a_config_given_twice(store: Store) -> None:
    opts = CompileOptions(cache_dir=str(store.root), config="1", given=frozenset({"config"}))
    with pytest.raises(UsageError, match="leave out --config"):
        diff_configs("gelu", ("0", "1"), store, opts)


def test_diff_against_itself_is_empty(compiled: Callable[..., Compilation], store: Store,
                                      opts: CompileOptions) -> None:
    compiled("matmul", "cuda:90")
    out = diff_against("matmul", "matmul", store, opts)
    assert out.sides[0].key == out.sides[1].key and out.diff.is_empty
    assert diff_lines(out.diff) == [f"diff ttgir: {out.diff.left_label} → {out.diff.right_label}", "no changes"]


def test_diff_passes_between_two_named_passes(compiled: Callable[..., Compilation], store: Store) -> None:
    comp = compiled("matmul", "cuda:90", passes=True)
    out = diff_passes(comp, ("tritongpu-accelerate-matmul", "tritongpu-remove-layout-conversions"), store)
    assert out.sides == (comp, comp) and not out.diff.is_empty
    assert "AccelerateMatmul" in out.diff.left_label and "RemoveLayoutConversions" in out.diff.right_label
    lines = diff_lines(out.diff)
    assert any(ln.startswith("-") and "ttg.convert_layout" in ln for ln in lines)


def test_diff_releases_of_one_release_under_two_names(store: Store, opts: CompileOptions) -> None:
    """``installed`` and the installed release's own number are one toolchain: one compile with per-pass capture,
    whose pass pipeline is compared with itself (no note saying there was none to compare)."""
    out = diff_releases("gelu", ("installed", triton_version()), store, opts)
    a, b = out.sides
    assert a.key == b.key and a.triton_version == triton_version() and out.diff.is_empty
    assert not any("pipeline" in n for n in out.notes) and not any(c.name == "pipeline" for c in out.diff.summary)


def test_diff_files_of_two_stages_is_refused(compiled: Callable[..., Compilation], tmp_path: Path) -> None:
    comp = compiled("matmul", "cuda:90")
    ttgir, ptx = tmp_path / "a.ttgir", tmp_path / "b.ptx"
    ttgir.write_text(comp.stage("ttgir").text())
    ptx.write_text(comp.stage("ptx").text())
    with pytest.raises(UsageError, match="holds TTGIR and .* PTX"):
        diff_files(str(ttgir), str(ptx))
    same = diff_files(str(ptx), str(ptx))
    assert same.sides == () and same.diff.is_empty and same.diff.stage == "ptx"


def test_diff_compiled_notes_a_late_failure_and_refuses_an_early_one(compiled: Callable[..., Compilation],
                                                                    store: Store) -> None:
    """A side that failed in ConvertTritonGPUToLLVM (its real TTIR and TTGIR kept) is diffed at TTGIR with a note
    naming the failure; at PTX, which it never produced, the engine raises SideFailed carrying that compile."""
    comp = compiled("matmul", "cuda:90")
    failure = CompileFailure(kind="pass", stage="llir", failing_pass="ConvertTritonGPUToLLVM",
                             message="'llvm.fadd' op operand #0 must be floating point LLVM type, but got 'i8'",
                             last_good_stage="ttgir")
    late = dataclasses.replace(comp, failure=failure,
                               stages={k: v for k, v in comp.stages.items() if k in ("ttir", "ttgir")})
    out = diff_compiled(comp, late, store)
    assert out.sides == (comp, late) and out.diff.text.is_empty  # the same TTGIR on both sides
    assert out.notes == (f"{late.title()} failed after producing ttgir: {failure.headline()}",)
    with pytest.raises(SideFailed) as err:
        diff_compiled(comp, late, store, DiffSettings("ptx"))
    assert err.value.comp is late and err.value.stage == "ptx" and "ConvertTritonGPUToLLVM" in err.value.message


# ----------------------------------------------------------------------------- dump --source-line


def test_source_line_labels_the_loop_parts(compiled: Callable[..., Compilation], store: Store) -> None:
    """The tl.load of A in matmul on cuda:80: its async copies lie in the prologue and the loop body of the
    pipelined loop whose scf.for is TTGIR line 125."""
    comp = compiled("matmul", "cuda:80")
    found = source_line_ir(comp, store, MATMUL, LOAD_A, stage="ttgir")
    assert isinstance(found, SourceLineIR) and not found.last_good and found.pass_index is None
    assert found.header == f"ttgir of {comp.heading()}" and found.text == comp.stage("ttgir").text()
    copies = [(x.line, x.part) for x in found.ir_lines if _COPY in x.text]
    assert copies == [(87, "prologue"), (109, "prologue"), (162, "loop body")]
    assert {x.loop_line for x in found.ir_lines} == {125}
    text = found.text.splitlines()
    assert all(text[x.line - 1] == x.text for x in found.ir_lines)
    shown = source_line_lines(found)
    assert [ln.split(":", 2)[:2] for ln in shown if _COPY in ln] == [["87", "prologue"], ["109", "prologue"],
                                                                   ["162", "loop body"]]
    assert found.to_json()["ir_lines"][0] == {"line": found.ir_lines[0].line, "text": found.ir_lines[0].text,
                                              "part": found.ir_lines[0].part, "loop_line": 125}


def test_source_line_of_ptx_has_no_parts(compiled: Callable[..., Compilation], store: Store) -> None:
    comp = compiled("matmul", "cuda:90")
    found = source_line_ir(comp, store, MATMUL, DOT, stage="ptx")
    assert found is not None and found.ir_lines
    assert any("wgmma.mma_async" in x.text for x in found.ir_lines)
    assert all(x.part is None and x.loop_line is None for x in found.ir_lines)
    assert source_line_lines(found) == [f"{x.line}:{x.text}" for x in found.ir_lines]


def test_source_line_after_a_pass_a_name_several_match(compiled: Callable[..., Compilation], store: Store) -> None:
    comp = compiled("matmul", "cuda:90", passes=True)
    found = source_line_ir(comp, store, MATMUL, DOT, stage="ttgir", pass_sel="canonicalize")
    assert found is not None and found.pass_index is not None and found.also_matched
    assert found.pass_index < min(found.also_matched) and found.ir_lines
    assert all(x.part is None for x in found.ir_lines)  # a pass dump is not the final TTGIR: no loop parts
