"""Regression test for the ``compare`` table trial 3 found misleading (docs/trial3.md: M4): runs the CLI on the
trial's kernel with its own command line (tests/data/trial2_kernels/s3_commands.sh), two pipeline depths."""

from __future__ import annotations

import shlex

from conftest import DATA, run_cli


def test_compare_says_what_ld_bits_is(cli_env) -> None:  # type: ignore[no-untyped-def]
    """M4: ``compare`` of kernl_linear (cuda:90, wgmma) at num_stages 2 and 4 showed ``ld bits 16`` in both rows, with
    no word of what it is: the A/B tiles all move by 128-bit ``cp.async``, 16 is the bias load (one
    ``ld.global.b16``), the narrowest. The table now says the column is the narrowest load, async copies included."""
    line = next(ln for ln in (DATA / "trial2_kernels" / "s3_commands.sh").read_text().splitlines()
                if ln.startswith("kernl_linear|"))
    _, ref, opts = line.split("|")
    args = [o if o != "4" or prev != "--num-stages" else "2,4" for prev, o in zip(["", *shlex.split(opts)],
                                                                                  shlex.split(opts), strict=False)]
    r = run_cli(["compare", ref, *args, "--no-color", "-j", "1"], cli_env)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[1].split()[:7] == ["config", "mma", "mma", "ops", "ld", "bits", "st"], lines[1]
    rows = [ln.split() for ln in lines[2:4]]
    # a row's cells: config index, config label, mma kind, mma shape, mma ops, then ld bits
    assert [row[5] for row in rows] == ["16", "16"], rows
    legend = [ln for ln in lines if ln.startswith("ld bits, st bits: ")]
    assert legend == ["ld bits, st bits: the narrowest global load (async copies included) and store of the PTX "
                      "(AMDGCN on AMD), in bits"]
    # trial 14b M4, 14d: the spill column is the bytes ptxas spilled (its stores, not stores plus loads), and says so
    assert ("spill B: bytes ptxas spilled (its 'bytes spill stores'; the spill loads that read them back are not "
            "added: the report's summary gives both)") in lines
