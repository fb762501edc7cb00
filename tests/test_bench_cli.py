"""``ir-explorer bench`` without a GPU: sizes, the sized specialization, stored timings, the no-CUDA error."""

from __future__ import annotations

import pytest
from conftest import run_cli

from ir_explorer.capture import bundled
from ir_explorer.capture.bench import parse_size, sized_spec
from ir_explorer.core.errors import UsageError
from ir_explorer.core.model import ScalarArg, TensorArg
from ir_explorer.core.store import Store


def test_sizes_by_position_by_name_and_all_at_once() -> None:
    assert parse_size("matmul", "8192x4096x1024") == {"M": 8192, "N": 4096, "K": 1024}
    assert parse_size("matmul", "2048") == {"M": 2048, "N": 2048, "K": 2048}
    assert parse_size("flash_attention_fwd", "N_CTX=8192,Z=2") == {"N_CTX": 8192, "Z": 2}
    with pytest.raises(UsageError, match="matmul's dimensions are MxNxK"):
        parse_size("matmul", "12x3")
    with pytest.raises(UsageError, match="unknown dimension 'Q'"):
        parse_size("flash_attention_fwd", "Q=3")


def test_a_size_changes_the_specialization_the_offline_compile_gets() -> None:
    spec = sized_spec(bundled.get("flash_attention_fwd"), {"N_CTX": 1000, "HEAD_DIM": 64})
    args = {a.name: a for a in spec.args}
    assert isinstance(args["Q"], TensorArg) and args["Q"].shape == (4, 32, 1000, 64)
    assert isinstance(args["N_CTX"], ScalarArg) and args["N_CTX"].value == 1000
    assert dict(spec.constexprs)["HEAD_DIM"] == 64
    assert spec.configs == bundled.get("flash_attention_fwd").configs


def test_timings_are_kept_per_device_size_and_label(tmp_path) -> None:
    store = Store(tmp_path)
    key = "ab" * 32
    row = {"device": "NVIDIA H200", "dims": {"M": 4096}, "label": "config 0", "ms": 0.25}
    store.save_timing(key, row)
    store.save_timing(key, {**row, "ms": 0.24})  # the same measurement again replaces the first
    store.save_timing(key, {**row, "device": "NVIDIA A100", "ms": 0.5})
    assert [(r["device"], r["ms"]) for r in store.load_timings(key)] == [("NVIDIA H200", 0.24), ("NVIDIA A100", 0.5)]
    assert store.load_timings("cd" * 32) == []


def test_without_cuda_one_line_and_exit_code_1(cli_env) -> None:
    pytest.importorskip("torch")
    import torch

    if torch.cuda.is_available():
        pytest.skip("this machine has a CUDA GPU")
    proc = run_cli(["bench", "gelu"], cli_env)
    assert proc.returncode == 1
    assert proc.stderr.strip() == "error: bench needs a CUDA GPU; torch.cuda.is_available() is False here"
    assert proc.stdout == ""
