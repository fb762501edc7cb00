"""Issue 28, item 7 ("Units and output"): one size formatter in binary units for every view, no colour for
``TERM=dumb``, ``check``'s line count equal to ``dump``'s and the TUI's, and a scalar load named as one.

The kernel is ``locked_accumulate`` (tests/data/truth_kernels/patterns.py): a ``tl.sum`` over 4 warps that
Triton gives 16 bytes of shared memory, and a scalar ``tl.load(acc_ptr)``; the corpus test compiles it too.
"""

from __future__ import annotations

import json

import pytest
from conftest import DATA, run_cli
from test_cli import _run_on_tty

from ir_explorer.capture.compiles import Request, compile_all
from ir_explorer.cli.render import summary
from ir_explorer.core.model import Compilation, Target
from ir_explorer.core.store import Store
from ir_explorer.core.units import size_text
from ir_explorer.engines.checks import expect_not, run_checks, stage_lines
from ir_explorer.tui.data import Metrics
from ir_explorer.tui.lineindex import LineIndex

SPIN = f"{DATA / 'truth_kernels' / 'patterns.py'}:locked_accumulate"
SIG = "*fp32:16, *fp32:16, *i32:16, i32, 1024"


@pytest.fixture(scope="module")
def spin(user_spec, store: Store) -> Compilation:
    comp = compile_all([Request(user_spec(SPIN, SIG), 0, Target.parse("cuda:90"))], store)[0]
    assert comp.ok, comp.failure
    return comp


def test_size_text_is_binary():
    assert [size_text(n) for n in (16, 1023, 1024, 1536, 98304, 232448, -32768)] == \
        ["16 B", "1023 B", "1 KiB", "1.5 KiB", "96 KiB", "227 KiB", "-32 KiB"]


def test_sixteen_bytes_of_shared_memory_read_the_same_everywhere(spin, cli_env):
    """Regression: 16 bytes of shared memory showed as `0.015625 KiB` in the dump header and `0.015625 KB` in the
    TUI's tree while `report` wrote `16 B`: every view now writes it with core.units.size_text."""
    assert spin.shared_bytes == 16  # Triton's metadata: the tl.sum's scratch over 4 warps
    assert "; 16 B shared;" in f"; {summary(spin)};"
    assert Metrics(shared_bytes=spin.shared_bytes).label() == "16 B"
    rep = run_cli(["report", SPIN, "--signature", SIG, "-t", "cuda:90"], cli_env)
    assert rep.returncode == 0, rep.stderr
    assert "  shared      16 B per CTA" in rep.stdout.splitlines()
    header = _run_on_tty(["dump", SPIN, "--signature", SIG, "-t", "cuda:90", "-s", "ttgir"], cli_env)
    assert "16 B shared" in header and "0.015625" not in header


def test_term_dumb_gets_no_colour(compiled, cli_env):
    """Regression: `TERM=dumb` (a terminal that prints escape codes as text) still got colour; FORCE_COLOR and
    --color=always still colour it."""
    compiled("gelu", "cuda:90")
    dumb = dict(cli_env, TERM="dumb")
    assert "\x1b[" not in _run_on_tty(["dump", "gelu", "--stage", "ttgir"], dumb)
    assert "\x1b[" in _run_on_tty(["dump", "gelu", "--stage", "ttgir"], dict(dumb, FORCE_COLOR="1"))
    assert "\x1b[" in _run_on_tty(["--color=always", "dump", "gelu", "--stage", "ttgir"], dumb)


def test_check_counts_the_lines_dump_and_the_tui_count(compiled, store):
    """Regression: `check --expect-not` said `(1073 lines)` of a stage that `dump` and the TUI show as 1072: it
    counted the final newline as the start of a line."""
    comp = compiled("matmul")
    text = comp.stage("ptx").text()
    assert text.endswith("\n")
    tui = LineIndex.of_text(text)
    n = text.count("\n")  # dump prints the text as it is: one line per "\n"
    assert len(stage_lines(text)) == tui.count == n
    [result] = run_checks(comp, store, [expect_not("ptx: no-such-instruction")])
    assert result.passed and result.evidence == f"no line of ptx ({n} lines) matches"


def test_a_scalar_load_is_named_with_its_width(spin, cli_env):
    """Regression: `report` on a scalar `tl.load(acc_ptr)` said `tt.load: no tensor type to read a width from`;
    it says a scalar load and its width, citing the op's `!tt.ptr<f32>` type."""
    rep = run_cli(["report", SPIN, "--signature", SIG, "-t", "cuda:90", "--json"], cli_env)
    assert rep.returncode == 0, rep.stderr
    findings = json.loads(rep.stdout)["results"][0]["findings"]
    scalar = [f for f in findings if f["message"].startswith(("tt.load: scalar", "tt.store: scalar"))]
    ttgir = spin.stage("ttgir").text().split("\n")
    assert [f["message"] for f in scalar] == ["tt.load: scalar load, one f32 (32 bits)",
                                              "tt.store: scalar store, one f32 (32 bits)"]
    for f in scalar:
        [fact] = f["facts"]
        assert fact["text"] == "!tt.ptr<f32>" and fact["text"] in ttgir[fact["line"] - 1]
        assert ttgir[f["lines"][0] - 1].lstrip().startswith(("%", "tt.store")) and f["data"]["bits"] == 32
    assert not any("no tensor type" in f["message"] for f in findings)
