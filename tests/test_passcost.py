"""Cost per pass (issue 17 item 7): each MLIR pass's wall time from MLIR's pass timing and the size of the IR it
left, on real compiles of ``tests/data/pass_cost/tile_scale.py`` and of tile_matmul (``tests/data/truth_kernels``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import DATA, ROOT, run_cli
from test_truth import _RAW_LOG

from ir_explorer.capture.compiles import Request, compile_all
from ir_explorer.core.model import Compilation, PassDump, Target
from ir_explorer.core.store import Store
from ir_explorer.ir.passcost import TIMING_METHOD, align_times, ir_size, parse_reports, split_reports
from ir_explorer.ir.passdump import iter_snapshots
from ir_explorer.ir.ttgir import op_counts

TILE = f"{DATA / 'pass_cost' / 'tile_scale.py'}:tile_scale"
#: tile_scale's signature: fp32 in and out, a 64x128 tile.
TILE_SIG = "*fp32:16, *fp32:16, i32:16, fp32, 64, 128"
TRUTH = DATA / "truth_kernels"

#: tile_matmul compiled by Triton alone (test_truth's raw-log script), on cuda:90.
_TIMED_COMPILE = _RAW_LOG.replace("{backend!r}", "'cuda'").replace("{arch!r}", "90").replace("{warp}", "32")


@pytest.fixture(scope="module")
def tile(store: Store, user_spec) -> Compilation:
    """tile_scale on cuda:90, compiled with per-pass capture (and so with MLIR pass timing)."""
    (comp,) = compile_all([Request(user_spec(TILE, TILE_SIG, 4, 3), 0, Target.parse("cuda:90"), True)], store)
    assert comp.ok, comp.failure
    return comp


@pytest.fixture(scope="module")
def tile_json(tile, store) -> dict:  # type: ignore[type-arg]
    """``passes --json`` of tile_scale, as a user runs it, against the session's store."""
    env = {**os.environ, "IR_EXPLORER_CACHE_DIR": str(store.root),
           "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    r = run_cli(["passes", TILE, "--signature", TILE_SIG, "-t", "cuda:90", "--json"], env)
    assert r.returncode == 0, r.stderr
    (result,) = json.loads(r.stdout)["results"]
    return result


@pytest.fixture(scope="module")
def raw_timed(tmp_path_factory) -> tuple[str, str]:
    """``(stderr, MLIR_DUMP_PATH text)`` of tile_matmul compiled by Triton alone with ``MLIR_ENABLE_DUMP=1`` and
    ``MLIR_ENABLE_TIMING=1``: the execution time reports as Triton prints them, and the snapshots they time."""
    tmp = tmp_path_factory.mktemp("timed")
    dump = tmp / "dump.txt"
    env = {**os.environ, "MLIR_ENABLE_DUMP": "1", "MLIR_ENABLE_TIMING": "1", "MLIR_DUMP_PATH": str(dump)}
    script = _TIMED_COMPILE.format(folder=str(TRUTH), cache=str(tmp / "cache"))
    r = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=300)
    assert r.returncode == 0, r.stderr[-2000:]
    return r.stderr, dump.read_text()


def test_every_mlir_pass_has_a_time(tile, tile_json, store):
    """``passes --json`` gives a wall time to every pass of the pipeline, named as measured. The snapshots without
    one are the pipeliner's internal steps and, when MLIR's report gives make_ttgir's two ``'any'``-pipeline
    canonicalizations one row (its pipeline timers are keyed by op name, so the row may sum both runs), those two
    (:func:`ir_explorer.ir.passcost.align_times`)."""
    dumps, _ = store.load_passes(tile.key)
    assert tile_json["timing"] == TIMING_METHOD
    rows = tile_json["passes"]
    assert [r["index"] for r in rows] == [p.index for p in dumps]
    untimed = [r["name"] for r in rows if r["time_ms"] is None and r["kind"] != "internal"]
    assert untimed in ([], ["CanonicalizerPass"] * 2)  # the report has a row for the second run, or not
    for r in rows:
        if r["kind"] == "internal":
            assert r["time_ms"] is None, r
        elif r["name"] != "CanonicalizerPass":
            assert isinstance(r["time_ms"], float) and r["time_ms"] >= 0, r
    lowering = next(r for r in rows if r["name"] == "ConvertTritonGPUToLLVM")
    assert lowering["time_ms"] > 0


def test_sizes_equal_the_snapshot_text(tile, tile_json, store):
    """Each pass's ``ir_after`` is the line count, op-line count and largest tensor of the next snapshot's text
    (the final MLIR after the last pass), counted here from the stored text."""
    dumps, final = store.load_passes(tile.key)
    texts = [p.text() for p in dumps] + [final.read_bytes().decode()]
    kinds = [p.kind for p in dumps]
    for r in tile_json["passes"]:
        i = r["index"]
        j = i + 1
        if kinds[i] == "before":  # a pass with internal steps is credited up to the next snapshot after them
            while j < len(dumps) and kinds[j] == "internal":
                j += 1
        else:  # an internal step's IR is its own snapshot
            j = i
        text = texts[j]
        assert r["ir_after"]["lines"] == len(text.splitlines()), r
        assert r["ir_after"]["ops"] == sum(op_counts(text).values()), r
        tensor = r["ir_after"]["largest_tensor"]
        if tensor is None:
            assert "tensor<" not in text.replace("tensor<f", "").replace("tensor<i", ""), r
        else:
            assert tensor["type"].rstrip("…>").rstrip(", ") in text
    convert = next(r for r in tile_json["passes"] if r["name"] == "ConvertTritonToTritonGPU")
    assert convert["ir_after"]["largest_tensor"]["elements"] == 64 * 128
    assert convert["ir_after"]["largest_tensor"]["type"].startswith("tensor<64x128x")


def test_lowering_to_llvm_multiplies_the_lines(tile, tile_json, cli_env):
    """The blow-up shows: ConvertTritonGPUToLLVM's IR is many times the TTGIR it saw (here 51 -> 2582 lines: one
    LLVM op per element of each thread's share of the 64x128 tile), marked ``×N lines`` in the table; a TTGIR pass
    that keeps the size (TritonGPUCoalesce) has no mark."""
    rows = {r["index"]: r for r in tile_json["passes"]}
    low = next(r for r in rows.values() if r["name"] == "ConvertTritonGPUToLLVM")
    before = rows[low["index"] - 1]["ir_after"]["lines"]
    assert low["ir_after"]["lines"] >= 20 * before
    assert low["ir_after"]["largest_tensor"] is None  # the LLVM dialect holds no tensors
    r = run_cli(["passes", TILE, "--signature", TILE_SIG, "-t", "cuda:90", "--no-color"], cli_env)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert any(ln.startswith("pass times: " + TIMING_METHOD) for ln in lines)
    row = next(ln for ln in lines if "ConvertTritonGPUToLLVM:" in ln)
    ratio = low["ir_after"]["lines"] / before
    assert f"×{ratio:.1f} lines" in row and f" {low['ir_after']['lines']} " in row
    coalesce = next(ln for ln in lines if "TritonGPUCoalesce:" in ln)
    assert "×" not in coalesce


def test_stage_shares_add_up(tile, tile_json):
    """Each stage's share is its time over the stages' sum, as stored (``Stage.time_ms``)."""
    st = tile_json["stage_times"]
    times = {n: s.time_ms for n, s in tile.stages.items() if s.time_ms is not None}
    assert [r["stage"] for r in st["stages"]] == list(times)
    assert st["total_ms"] == pytest.approx(sum(times.values()))
    assert sum(r["share"] for r in st["stages"]) == pytest.approx(1.0)
    for r in st["stages"]:
        assert r["ms"] == times[r["stage"]]


def test_timing_leaves_the_code_unchanged(tile, user_spec, tmp_path):
    """MLIR_ENABLE_TIMING (on in every per-pass capture) must not change what Triton generates: the PTX and cubin
    of the timed capture equal those of a plain compile."""
    plain_store = Store(tmp_path / "plain")
    (plain,) = compile_all([Request(user_spec(TILE, TILE_SIG, 4, 3), 0, Target.parse("cuda:90"))], plain_store)
    assert plain.ok
    assert plain.stages["ptx"].read_bytes() == tile.stages["ptx"].read_bytes()
    assert plain.stages["cubin"].read_bytes() == tile.stages["cubin"].read_bytes()
    assert plain_store.load_passes(plain.key) is None


def test_reports_align_with_the_snapshots(raw_timed):
    """On Triton's own output: every timing row goes to one snapshot of its pass, the diagnostics lose nothing but
    the reports, and make_ttgir's second ``'any'`` canonicalization, listed by MLIR under the first one's pipeline
    row, gets the snapshot after the second TritonGPUOptimizeDotOperands.

    MLIR prints that report in one of two shapes, run to run (a clean-clone CI run met the second): the second run
    has a row of its own, or its time is summed into the first run's row. A summed row is no one run's time, so
    it times neither snapshot (``_drop_summed_rows``): then every other row is aligned, and both ``'any'``
    canonicalizations of make_ttgir have no time."""
    stderr, dump = raw_timed
    rest, reports = split_reports(stderr)
    assert "Execution time report" not in rest and "Execution time report" in reports
    assert sorted((rest + reports).splitlines()) == sorted(stderr.splitlines())
    rows = parse_reports(reports)
    snaps = list(iter_snapshots(dump))
    times = align_times(rows, [(s.name, s.scope, s.kind) for s in snaps])
    for s, t in zip(snaps, times, strict=True):
        if s.kind == "internal":
            assert t is None
    dots = [i for i, s in enumerate(snaps) if s.name == "TritonGPUOptimizeDotOperands"]
    assert len(dots) == 2
    after_first, after_second = dots[0] + 1, dots[1] + 1
    assert snaps[after_first].name == snaps[after_second].name == "CanonicalizerPass"
    ttgir = [r for r in rows if r.report == 1]
    anys = [i for i, r in enumerate(ttgir) if r.name == "CanonicalizerPass" and r.anchor == "any"]
    own_row = len(anys) == 1 and ttgir[anys[0] - 1].name == "TritonGPUOptimizeDotOperands" and \
        sum(r.name == "TritonGPUOptimizeDotOperands" for r in ttgir[:anys[0]]) == 2
    if own_row or times[after_second] is not None:  # the second run's own row
        assert sum(t is not None for t in times) == len(rows)
        assert times[after_second] is not None
    else:  # one row for both runs, listed after the first: dropped, and only it
        assert len(anys) == 1 and sum(t is not None for t in times) == len(rows) - 1
        assert times[after_first] is None and times[after_second] is None


def test_ir_size_counts():
    """Lines, op lines and the largest tensor of a real TTGIR excerpt (tile_scale's, after ConvertTritonToTritonGPU);
    an inline encoding is written ``…``."""
    text = ('#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], '
            'order = [1, 0]}>\n'
            'module attributes {"ttg.num-warps" = 4 : i32} {\n'
            '  tt.func public @tile_scale(%x_ptr: !tt.ptr<f32>) {\n'
            '    %0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, '
            'parent = #blocked}>>\n'
            '    %1 = tt.splat %x_ptr : !tt.ptr<f32> -> tensor<64x128x!tt.ptr<f32>, #blocked>\n'
            '    tt.return\n  }\n}\n')
    size = ir_size(text)
    assert (size.lines, size.ops) == (8, 4)
    assert size.tensor == "tensor<64x128x!tt.ptr<f32>, #blocked>" and size.tensor_elements == 8192
    assert ir_size("%0 = tt.make_range : tensor<64xi32, #ttg.slice<{dim = 1}>>\n").tensor == "tensor<64xi32, …>"


def test_raw_dump_log_is_not_timed(tmp_path, cli_env):
    """A user's raw MLIR_ENABLE_DUMP log has no timing: ``passes`` says "not timed" and still gives the sizes."""
    from test_truth import raw_dump_log

    log = tmp_path / "dump.log"
    log.write_text(raw_dump_log("cuda:90", tmp_path))
    r = run_cli(["passes", str(log), "--json"], cli_env)
    assert r.returncode == 0, r.stderr
    (result,) = json.loads(r.stdout)["results"]
    assert result["timing"] is None
    assert all(p["time_ms"] is None for p in result["passes"])
    assert all(p["ir_after"]["lines"] > 0 for p in result["passes"][:-1])
    r = run_cli(["passes", str(log), "--no-color"], cli_env)
    assert "pass times: not timed" in r.stdout


def test_old_pass_list_reads_as_not_timed(tile, store, tmp_path):
    """A pass list stored before pass timing (rows without ``time_ms`` and ``size``) still loads: not timed."""
    dumps, final = store.load_passes(tile.key)
    old = Store(tmp_path / "old")
    copied = [PassDump(p.index, p.name, p.arg, p.scope, p.kind, p.changed, p.lines_added, p.lines_removed,
                       old.put_blob(p.text())) for p in dumps]
    old.save_passes(tile.key, copied, old.put_blob(final.read_bytes()))
    manifest = json.loads(Path(old.base / "passes" / tile.key[:2] / f"{tile.key}.json").read_text())
    assert all("time_ms" not in r and "size" not in r for r in manifest["passes"])
    loaded, _ = old.load_passes(tile.key)
    assert all(p.time_ms is None and p.size is None for p in loaded)


async def test_tui_pass_view_shows_time_and_size(compiled, store):
    """The TUI's pass list: a first line gives each stage's share and how much MLIR's pass timing measured, and each
    pass shows its MLIR time and the lines it left, ConvertTritonGPUToLLVM with its growth factor."""
    pytest.importorskip("textual")
    from tui_helpers import settle, source

    from ir_explorer.tui.app import IRExplorerApp, PassesNode, PassNode, StageTimesNode

    comp = compiled("matmul", "cuda:90", 0, passes=True)
    app = IRExplorerApp(source(store), kernel="matmul")
    async with app.run_test(size=(140, 36)) as pilot:
        await settle(pilot)
        dumps, _ = store.load_passes(comp.key)  # what the tree read (another xdist worker may store the key again)
        stack = [app.screen.kernel_tree.root]
        nodes = []
        while stack:
            node = stack.pop()
            nodes.append(node)
            stack.extend(node.children)
        pnode = next(n for n in nodes if isinstance(n.data, PassesNode))
        times = [p.time_ms for p in dumps if p.time_ms is not None]
        assert "ms" not in str(pnode.label)  # no time in the label the SVG snapshots draw: it varies run to run
        stage_line = next(n for n in pnode.children if isinstance(n.data, StageTimesNode))
        assert str(stage_line.label).endswith(f" · MLIR passes: {sum(times):.1f} ms in {len(times)} timed")
        # the compilation the tree shows: under pytest-xdist another worker may have stored its own compile of this
        # key (same code, other stage times) after `compiled` returned this one
        shares = pnode.data.comp.stage_shares()
        assert str(stage_line.label).startswith("stage times: ")
        for name, ms, share in shares:
            assert f"{name} {ms:.0f} ms {share:.0%}" in str(stage_line.label)
        low = next(p for p in dumps if p.name == "ConvertTritonGPUToLLVM")
        leaf = next(n for n in pnode.children if isinstance(n.data, PassNode) and n.data.index == low.index)
        after = dumps[low.index + 1].size
        assert f"{low.time_ms:.1f} ms → {after.lines} lines ×{after.lines / low.size.lines:.1f}" in str(leaf.label)
        coalesce = next(p for p in dumps if p.name == "TritonGPUCoalesce")
        cleaf = next(n for n in pnode.children if isinstance(n.data, PassNode) and n.data.index == coalesce.index)
        assert "×" not in str(cleaf.label)


def test_consistency_check_holds_sizes_and_times(tile, store):
    """engines/consistency.py holds every stored size and time against the snapshot text (``pass-size``,
    ``pass-time``); a size off by one line is caught."""
    from dataclasses import replace

    from ir_explorer.engines.consistency import CheckResult, _check_pass_cost

    dumps, _ = store.load_passes(tile.key)
    bodies = [p.text() for p in dumps]
    ok = CheckResult()
    _check_pass_cost(dumps, bodies, ok)
    assert ok.checked >= 2 * len(dumps) and not ok.violations, ok.violations[:3]
    bad = [replace(dumps[0], size=replace(dumps[0].size, lines=dumps[0].size.lines + 1)), *dumps[1:]]
    caught = CheckResult()
    _check_pass_cost(bad, bodies, caught)
    assert [c for c, _ in caught.violations] == ["pass-size"]


def test_dump_header_gives_each_stage_share(tile):
    """``dump``'s header (on a terminal) gives each stage's time with its share of the stages' sum."""
    from ir_explorer.cli.render import summary

    line = summary(tile)
    shares = tile.stage_shares()
    assert len(shares) == 5 and sum(share for _, _, share in shares) == pytest.approx(1.0)
    for name, ms, share in shares:
        assert f"{name} {ms:.0f} ms {share:.0%}" in line


def test_raw_log_with_timing_reports_is_timed(tmp_path, cli_env, monkeypatch):
    """A user's stderr with MLIR_ENABLE_DUMP=1 and MLIR_ENABLE_TIMING=1: each pass manager's report follows its
    last snapshot. It is cut from that snapshot (which otherwise held it: TritonLoopUnroll, the last TTIR pass, read
    as changed, and the TTIR stage ended in a report) and times the passes."""
    from test_truth import raw_dump_log

    monkeypatch.setenv("MLIR_ENABLE_TIMING", "1")
    log = tmp_path / "timed.log"
    log.write_text(raw_dump_log("cuda:90", tmp_path))
    assert log.read_text().count("Execution time report") == 3
    r = run_cli(["passes", str(log), "--json"], cli_env)
    assert r.returncode == 0, r.stderr
    (result,) = json.loads(r.stdout)["results"]
    assert result["timing"] == TIMING_METHOD
    rows = result["passes"]
    assert sum(p["time_ms"] is not None for p in rows) >= len(rows) - 6
    unroll = next(p for p in rows if p["name"] == "TritonLoopUnroll")
    assert unroll["changed"] is False and unroll["lines_added"] == unroll["lines_removed"] == 0
    r = run_cli(["dump", str(log), "-s", "ttir"], cli_env)
    assert r.returncode == 0 and "Execution time report" not in r.stdout and "tt.func" in r.stdout
