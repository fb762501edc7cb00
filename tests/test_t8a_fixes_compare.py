"""Regression test for the closing trial's compare item (docs/trial8a.md M2).

M2 (attorch conv2d, hip:gfx950, ``--num-stages 1,2,3``): the "spills" column read 57 / 147 / 210 with nothing to
say that these are SGPRs spilled into VGPR lanes (``.sgpr_spill_count``, ``.vgpr_spill_count: 0``, ``ScratchSize:
0``), where the report of the same compile says "no spills to memory (147 SGPRs spilled into VGPR lanes)". A
legend line now says what the AMD column counts."""

from __future__ import annotations

import re
import shlex

from conftest import ROOT, run_cli

T8A = ROOT / "tests/data/trial2_kernels/t8a_commands.sh"


def test_amd_spills_column_is_explained(cli_env: dict[str, str]) -> None:
    """M2: the AMD spills cell is .vgpr_spill_count + .sgpr_spill_count of the AMDGCN (147 for num_stages=2, all
    SGPRs), and a legend line says SGPR spills go to VGPR lanes first."""
    line = next(ln for ln in T8A.read_text().splitlines() if ln.startswith("t8a_attorch_conv2d|"))
    _, ref, opts = line.split("|")
    args = shlex.split(opts)
    r = run_cli(["compare", str(ROOT / ref), *args, "-j", "1", "--no-color"], cli_env)
    assert r.returncode == 0, r.stderr
    header = r.stdout.splitlines()[1]
    assert " spills" in header and "spill B" not in header, header
    r2 = run_cli(["dump", str(ROOT / ref), *args, "--stage", "amdgcn"], cli_env)
    notes = dict(re.findall(r"^\s*\.(vgpr_spill_count|sgpr_spill_count):\s+(\d+)\s*$", r2.stdout, re.M))
    assert notes == {"vgpr_spill_count": "0", "sgpr_spill_count": "147"}, notes
    row = next(ln for ln in r.stdout.splitlines() if ln[:1].isdigit())
    assert " 147 " in row, row
    assert "spills (AMD): registers LLVM spilled (.vgpr_spill_count + .sgpr_spill_count); SGPR spills go to VGPR " \
           "lanes first" in r.stdout, r.stdout
