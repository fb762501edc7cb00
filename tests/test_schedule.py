"""The loop schedule of pipelined loops (issue 17 item 8): which loads, waits and dots run in the prologue (before
the ``scf.for``), the loop body and the epilogue (after it), and the parts' labels in ``dump --source-line``, on
real compiles: the bundled matmul (config 0: num_stages=3) on sm_80 and sm_90, and a fresh reduction loop without
``tl.dot`` marked ``tl.range(…, num_stages=4)``."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from conftest import DATA, ROOT, run_cli

from ir_explorer.analyses.pipelining import loop_parts
from ir_explorer.capture.compiles import Request, compile_all
from ir_explorer.core.model import Compilation, Target
from ir_explorer.core.store import Store
from ir_explorer.engines.consistency import CheckResult, check, check_stored
from ir_explorer.engines.report import build_report
from ir_explorer.ir.sourcemap import python_lines

ROW_SUM = DATA / "schedule_kernels" / "row_sum.py"
MATMUL = ROOT / "kernels" / "matmul.py"
_COPY, _WAIT = "ttg.async_copy_global_to_local", "ttg.async_wait"


def _line_of(path, text: str, nth: int = 0) -> int:  # type: ignore[no-untyped-def]
    """The 1-based line of ``path`` that holds ``text`` (the ``nth`` such line)."""
    return [i for i, ln in enumerate(path.read_text().splitlines(), 1) if text in ln][nth]


LOAD_A = _line_of(MATMUL, "a = tl.load(a_ptrs")
LOAD_B = _line_of(MATMUL, "b = tl.load(b_ptrs")
DOT = _line_of(MATMUL, "acc = tl.dot(a, b, acc)")
FOR = _line_of(MATMUL, "for k in range(0, tl.cdiv(K, BLOCK_K))")


@pytest.fixture(scope="module")
def row_sums(store: Store, user_spec) -> dict[str, Compilation]:  # type: ignore[no-untyped-def]
    """The row-sum loop marked num_stages=4 and the unmarked one, on cuda:80, compiled in one batch."""
    marked = user_spec(f"{ROW_SUM}:row_sum_kernel", "*fp32:16, *fp32:16, i32:16, i32:16, 64, 64, 4", 4, 3)
    plain = user_spec(f"{ROW_SUM}:row_sum_plain_kernel", "*fp32:16, *fp32:16, i32:16, i32:16, 64, 64", 4, 3)
    comps = compile_all([Request(s, 0, Target.parse("cuda:80")) for s in (marked, plain)], store)
    assert all(c.ok for c in comps), [c.failure for c in comps]
    return dict(zip(("marked", "plain"), comps, strict=True))


def _schedules(comp: Compilation, store: Store) -> list:  # type: ignore[type-arg]
    return [f for f in build_report(comp, store).findings if f.kind == "pipelining" and "ops" in f.data]


def _by_part(f) -> dict[str, list[tuple[str, int, int | None]]]:  # type: ignore[no-untyped-def]
    out: dict[str, list[tuple[str, int, int | None]]] = {}
    for o in f.data["ops"]:
        out.setdefault(o["part"], []).append((o["op"], o["ttgir_line"], o["python_line"]))
    return out


def test_matmul_sm80_schedule(compiled, store):
    """num_stages=3 on sm_80: 2 iterations × 2 operands = 4 cp.async copies before the loop and the first wait
    (num=2); in the loop 2 copies, 3 waits and 4 mma.sync dots (Triton's Prefetch splits K=64 into 16-wide slices);
    after it only the async_wait num=0 (no dot: nothing peeled into an epilogue)."""
    comp = compiled("matmul", "cuda:80")
    (f,) = _schedules(comp, store)
    assert f.severity == "info" and (f.data["loop_line"], f.data["end_line"], f.data["stages"]) == (125, 186, 3)
    assert f.data["counts"] == {"prologue": {_COPY: 4, _WAIT: 1}, "loop body": {_WAIT: 3, "tt.dot": 4, _COPY: 2},
                                "epilogue": {_WAIT: 1}}
    parts = _by_part(f)
    assert parts["prologue"] == [(_COPY, 87, LOAD_A), (_COPY, 96, LOAD_B), (_COPY, 109, LOAD_A),
                                 (_COPY, 118, LOAD_B), (_WAIT, 120, LOAD_A)]
    assert [(n, py) for op, n, py in parts["loop body"] if op == "tt.dot"] == [(136, DOT), (141, DOT), (146, DOT),
                                                                             (184, DOT)]
    assert parts["epilogue"] == [(_WAIT, 187, FOR)]
    assert [o["detail"] for o in f.data["ops"] if o["op"] == _WAIT] == ["num=2"] * 4 + ["num=0"]
    assert f.message.startswith(
        "loop schedule (TTGIR 125-186, 3 stages): prologue: ttg.async_copy_global_to_local ×4 at 87, 96, 109, 118 "
        f"(matmul.py:{LOAD_A}, {LOAD_B}); ttg.async_wait num=2 ×1 at 120 (matmul.py:{LOAD_A}) | loop body: ")
    assert f"epilogue: ttg.async_wait num=0 ×1 at 187 (matmul.py:{FOR}); no iteration of the loop's dots was peeled" \
        in f.message and "other dots" not in f.message and "other_dot_count" not in f.data
    assert (f.python_line, f.lines[0]) == (FOR, 125)


def test_matmul_sm90_schedule(compiled, store):
    """num_stages=3 on sm_90: the same 4 copies before the loop (no wait there: wgmma reads shared memory); one
    wgmma and its wait (pendings=1) in the loop; after it the wgmma wait pendings=0 and async_wait num=0."""
    (f,) = _schedules(compiled("matmul", "cuda:90"), store)
    assert f.data["counts"] == {"prologue": {_COPY: 4},
                                "loop body": {_WAIT: 1, "ttng.warp_group_dot": 1, "ttng.warp_group_dot_wait": 1,
                                              _COPY: 2},
                                "epilogue": {"ttng.warp_group_dot_wait": 1, _WAIT: 1}}
    parts = _by_part(f)
    assert [n for _, n, _ in parts["prologue"]] == [88, 97, 110, 119]
    assert parts["epilogue"] == [("ttng.warp_group_dot_wait", 161, FOR), (_WAIT, 162, FOR)]
    assert ("ttng.warp_group_dot", 131, DOT) in parts["loop body"]


def test_reduction_loop_without_dot(row_sums, store):
    """tl.range(…, num_stages=4), no tl.dot: 3 copies before the loop, one copy and one wait (num=2) in it, the
    wait num=0 after it; no dot, so no word on peeling. The unmarked loop is not pipelined: no schedule."""
    (f,) = _schedules(row_sums["marked"], store)
    load, loop = _line_of(ROW_SUM, "x = tl.load(x_ptr"), _line_of(ROW_SUM, "num_stages=STAGES")
    assert f.data["stages"] == 4 and f.python_line == loop
    assert f.data["counts"] == {"prologue": {_COPY: 3}, "loop body": {_WAIT: 1, _COPY: 1}, "epilogue": {_WAIT: 1}}
    assert [py for _, _, py in _by_part(f)["prologue"]] == [load] * 3
    assert "peeled" not in f.message
    assert _schedules(row_sums["plain"], store) == []


def test_schedule_passes_the_consistency_check(compiled, row_sums, store):
    comps = [compiled("matmul", "cuda:80"), compiled("matmul", "cuda:90"), row_sums["marked"]]
    res = CheckResult()
    for comp in comps:
        check_stored(comp, store, None, res)
    assert not res.violations, res.violations[:5]
    # the check is for something: a prologue copy named a loop-body op, and an op's line moved, are violations
    comp = comps[0]
    (f,) = _schedules(comp, store)
    stages = {s: st.text() for s, st in comp.stages.items() if not st.is_binary}
    last = len(f.data["ops"]) - 1
    claims = {c.key: c for c in f.claims}
    claims["ops/0/part"] = replace(claims["ops/0/part"], value="loop body")
    moved = claims[f"ops/{last}/ttgir_line"]
    claims[moved.key] = replace(moved, value=moved.value + 1)
    bad = replace(f, claims=tuple(claims.values()))
    found = check(comp, [bad], {}, stages, result=CheckResult())
    # the first copy's 4 claims (a copy before the loop called loop body), the last op's (line 188 holds no
    # async_wait), 3 counts (the prologue's 4 copies, the body's 2 no longer match the ops listed; the epilogue's
    # line 188 is not the model's 187, trial 11d F1's check) and the epilogue's peeled-dot claim (the same lines)
    rules = [k for k, _ in found.violations]
    assert rules.count("sched-op") == 8 and rules.count("sched-count") == 3, found.violations
    assert rules.count("sched-peeled") == 1, found.violations
    assert set(rules) <= {"sched-op", "sched-count", "sched-python", "sched-peeled"}, found.violations


def test_loop_parts_of_the_load_of_a(compiled):
    """Every TTGIR line of the tl.load of A lies in one part of the pipelined loop."""
    text = compiled("matmul", "cuda:80").stage("ttgir").text()
    (parts,) = loop_parts(text, python_lines("ttgir", text))
    assert (parts.part(87), parts.part(162), parts.part(187), parts.part(125), parts.part(186)) == (
        "prologue", "loop body", "epilogue", "loop", "loop")
    assert loop_parts(text, []) and not loop_parts(text, [])[0].prologue  # no source map: no prologue


def test_dump_source_line_labels_the_parts(compiled, cli_env):
    compiled("matmul", "cuda:80")
    args = ["dump", "matmul", "-t", "cuda:80", "-s", "ttgir", "--source-line", str(LOAD_A)]
    res = run_cli([*args, "--json"], cli_env)
    assert res.returncode == 0, res.stderr
    (row,) = json.loads(res.stdout)["results"]
    lines = row["source_line"]["ir_lines"]
    copies = [(x["line"], x["part"]) for x in lines if _COPY in x["text"]]
    assert copies == [(87, "prologue"), (109, "prologue"), (162, "loop body")]
    waits = [(x["line"], x["part"]) for x in lines if _WAIT in x["text"]]
    assert waits == [(120, "prologue"), (131, "loop body"), (178, "loop body"), (179, "loop body")]
    assert {x["part"] for x in lines} == {"prologue", "loop body"} and {x["loop_line"] for x in lines} == {125}
    text = run_cli(args, cli_env)
    assert text.returncode == 0, text.stderr
    shown = text.stdout.splitlines()
    assert [ln.split(":", 2)[:2] for ln in shown if _COPY in ln] == [["87", "prologue"], ["109", "prologue"],
                                                                   ["162", "loop body"]]
    # the loop's own line: its header and closing brace are "loop", the wait after it "epilogue"
    loop = run_cli([*args[:-1], str(FOR), "--json"], cli_env)
    parts = {x["line"]: x["part"] for x in json.loads(loop.stdout)["results"][0]["source_line"]["ir_lines"]}
    assert (parts[125], parts[186], parts[187]) == ("loop", "loop", "epilogue")


def test_dump_source_line_of_an_unpipelined_loop_has_no_parts(row_sums, cli_env):
    load = _line_of(ROW_SUM, "x = tl.load(x_ptr", 1)
    sig = "*fp32:16, *fp32:16, i32:16, i32:16, 64, 64"
    res = run_cli(["dump", f"{ROW_SUM}:row_sum_plain_kernel", "--signature", sig, "-t", "cuda:80", "-s", "ttgir",
                   "--source-line", str(load), "--json"], cli_env)
    assert res.returncode == 0, res.stderr
    lines = json.loads(res.stdout)["results"][0]["source_line"]["ir_lines"]
    assert lines and all(x["part"] is None and x["loop_line"] is None for x in lines)


def test_two_loops_of_one_helper(compiled, store):
    """flash_attention_fwd on sm_80 runs one helper's key loop twice: both loops have the same Python lines. The ops
    between them are the first loop's epilogue (its async_wait num=0) and the second loop's prologue (its 4 copies),
    not both; the q tile's tt.load before the first loop feeds no iter_arg or ring buffer of it: no prologue op."""
    comp = compiled("flash_attention_fwd", "cuda:80")
    first, second = _schedules(comp, store)
    assert first.data["counts"]["prologue"] == {_COPY: 4} and second.data["counts"]["prologue"] == {_COPY: 4}
    assert first.data["counts"]["epilogue"] == {_WAIT: 1} and second.data["counts"]["epilogue"] == {_WAIT: 1}
    between = [o["ttgir_line"] for o in second.data["ops"] if o["part"] == "prologue"]
    assert all(first.data["end_line"] < n < second.data["loop_line"] for n in between)
    res = check_stored(comp, store, None, CheckResult())
    assert not [v for v in res.violations if v[0] == "schedule"], res.violations[:5]
