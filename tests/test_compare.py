"""``ir-explorer compare``: the four autotune configs of the matmul side by side on real compiles, with a
stored timing record written the way ``bench`` writes it."""

from __future__ import annotations

import json

import pytest
from conftest import run_cli

from ir_explorer.capture import bundled
from ir_explorer.capture.compiles import Request, compile_all
from ir_explorer.core.model import Compilation, Target
from ir_explorer.core.store import Store
from ir_explorer.engines.compare import pick_timings

H200 = {"device": "NVIDIA H200", "dims": {"M": 4096, "N": 4096, "K": 4096}, "kernel": "matmul_autotuned",
        "rel_error": 2e-4, "gbps": None, "baseline": "torch.matmul", "baseline_ms": 0.2, "ok": True,
        "torch": "2.13.0", "triton": "3.6.0", "measured_at": "2026-11-29T12:00:00Z"}


@pytest.fixture(scope="module")
def autotuned(store: Store) -> list[Compilation]:
    """matmul_autotuned's four configs on cuda:90 (one parallel batch; other tests' compiles are reused),
    config 2 timed as ``bench`` stores it: 0.31 ms on an H200."""
    spec = bundled.get("matmul_autotuned")
    comps = compile_all([Request(spec, i, Target.parse("cuda:90")) for i in range(4)], store)
    store.save_timing(comps[2].key, {**H200, "label": "config 2", "config_index": 2, "ms": 0.31,
                                     "tflops": 2 * 4096**3 / 0.31 / 1e9, "fraction": 0.2 / 0.31})
    return comps


def test_one_row_per_config_differing_columns_marked_and_the_timing(autotuned, cli_env) -> None:  # type: ignore[no-untyped-def]
    r = run_cli(["compare", "matmul_autotuned", "--no-color"], cli_env)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    header = lines[1].split()
    assert header[:3] == ["config", "mma*", "mma"]  # "mma*" differs; the column "mma ops" follows
    assert "ld bits" in lines[1] and "ld bits*" not in lines[1]  # 128-bit loads in every config
    assert "regs*" in header and "stages*" in header
    rows = lines[2:6]
    assert [row.split()[0] for row in rows] == ["0", "1", "2", "3"]
    assert [row.split()[2:4] for row in rows] == [["wgmma", "m64n256k16"], ["wgmma", "m64n256k16"],
                                                   ["wgmma", "m64n128k16"], ["wgmma", "m64n64k16"]]
    assert rows[2].rstrip().endswith("0.3100  443.4 TFLOP/s    0.645")  # 2·4096³ FLOP in 0.31 ms; 0.2 ms / 0.31 ms
    assert rows[0].split()[-1] == "3" and "TFLOP/s" not in rows[0]  # config 0 was not timed: it ends at "stages"
    assert lines[6] == "* differs between the rows"
    assert lines[7].startswith("times: NVIDIA H200, M=4096 N=4096 K=4096")


def test_json(autotuned, cli_env) -> None:  # type: ignore[no-untyped-def]
    r = run_cli(["compare", "matmul_autotuned", "--json"], cli_env)
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    differs = {c["name"]: c["differs"] for c in data["columns"]}
    assert differs["mma"] and differs["smem"] and not differs["ld bits"]
    assert [row["cells"]["mma"] for row in data["rows"]] == ["wgmma m64n256k16", "wgmma m64n256k16",
                                                             "wgmma m64n128k16", "wgmma m64n64k16"]
    assert [row["metrics"]["pipelined_stages"] for row in data["rows"]] == [3, 4, 4, 5]
    assert [row["key"] for row in data["rows"]] == [c.key for c in autotuned]
    assert data["timings_from"] == {"device": "NVIDIA H200", "dims": {"M": 4096, "N": 4096, "K": 4096}}
    assert [row["timing"]["ms"] if row["timing"] else None for row in data["rows"]] == [None, None, 0.31, None]


def test_bad_target_is_one_line(cli_env) -> None:  # type: ignore[no-untyped-def]
    r = run_cli(["compare", "matmul_autotuned", "-t", "cuda:999"], cli_env)
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.startswith("error: unknown target 'cuda:999'; known targets: cuda:75") and r.stderr.count("\n") == 1


def test_timings_of_the_device_and_size_that_timed_most_rows(tmp_path) -> None:  # type: ignore[no-untyped-def]
    store = Store(tmp_path)
    keys = ["a" * 64, "b" * 64]
    a100 = {**H200, "device": "NVIDIA A100", "label": "config 0", "ms": 0.5}
    store.save_timing(keys[0], a100)
    store.save_timing(keys[0], {**H200, "label": "config 0", "ms": 0.25})
    store.save_timing(keys[0], {**H200, "dims": {"M": 8192, "N": 8192, "K": 8192}, "label": "config 0", "ms": 2.0})
    store.save_timing(keys[1], {**H200, "label": "config 1", "ms": 0.3})
    where, rows = pick_timings(keys, store)
    assert where == {"device": "NVIDIA H200", "dims": {"M": 4096, "N": 4096, "K": 4096}}
    assert {k: r["ms"] for k, r in rows.items()} == {keys[0]: 0.25, keys[1]: 0.3}
    assert pick_timings(["c" * 64], store) == (None, {})


def test_a_config_that_cannot_launch_says_so(cli_env: dict[str, str]) -> None:
    """On gfx942 (64 KiB of LDS per CU) config 0 of matmul_autotuned needs 96 KiB: no CTA fits. The occupancy
    is in workgroups and waves per CU (regression: it said warps per SM on AMD too)."""
    r = run_cli(["compare", "matmul_autotuned", "-t", "hip:gfx942", "--no-color"], cli_env)
    assert r.returncode == 0, r.stderr
    rows = {ln.split()[0]: ln for ln in r.stdout.splitlines() if ln[:1].isdigit()}
    assert "96 KiB" in rows["0"] and "cannot launch" in rows["0"], r.stdout
    assert "cannot launch" not in rows["1"] and "1 (4 waves)" in rows["1"], r.stdout
    assert "CTAs/CU" in r.stdout.splitlines()[1] and "CTAs/SM" not in r.stdout
    # report names the CU's LDS size (it said "more than the CU has")
    r = run_cli(["report", "matmul_autotuned", "-c", "0", "-t", "hip:gfx942", "--no-color"], cli_env)
    assert "96 KiB of LDS per workgroup is more than the CU's 64 KiB" in r.stdout, r.stdout


def test_mixed_vendors_header_and_blank_cells(compiled, cli_env: dict[str, str]) -> None:
    """NVIDIA and AMD rows in one table: per SM or CU in the header, and a metric AMD has not (STL/LDL, a blank
    cell) is not marked as differing (newcomer trial)."""
    compiled("matmul", "cuda:90")
    compiled("matmul", "hip:gfx942")
    r = run_cli(["compare", "matmul", "-t", "cuda:90", "-t", "hip:gfx942", "--no-color"], cli_env)
    assert r.returncode == 0, r.stderr
    header = r.stdout.splitlines()[1]
    assert "CTAs/SM|CU*" in header and " spills " in header and "spill B" not in header, header
    assert "STL/LDL " in header and "STL/LDL*" not in header, header
