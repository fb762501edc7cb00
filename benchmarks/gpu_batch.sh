#!/usr/bin/env bash
# The whole GPU check in one go (run on a CUDA machine from the repository root):
#   1. the GPU tests (tests/gpu: every bundled kernel and config vs torch, offline == JIT IR, GELU op);
#   2. `ir-explorer bench` of every bundled kernel, every config (matmuls at 8192^3 and 4096^3);
#   3. `ir-explorer capture` of torch.compile(mode="max-autotune") (benchmarks/capture_inductor.py),
#      as is and with Triton templates only (so the fused triton_tem_fused_… kernel is generated).
# Prints each part's output and ends with the bench tables. Logs go to $OUT (or ./gpu-batch-logs).
# Usage: benchmarks/gpu_batch.sh [tests|bench|capture ...]   (default: all three)
set -u -o pipefail
LOGS=${OUT:-gpu-batch-logs}
mkdir -p "$LOGS"
export IR_EXPLORER_CACHE_DIR=${IR_EXPLORER_CACHE_DIR:-/tmp/irx-cache} PYTHONUNBUFFERED=1
export PYTHONPATH=${PYTHONPATH:-$PWD}
parts=${*:-tests bench capture}
irx() { python3 -m ir_explorer "$@"; }
status=0

if [[ " $parts " == *" tests "* ]]; then
  start=$SECONDS
  python3 -m pytest tests/gpu -q -p no:cacheprovider 2>&1 | tee "$LOGS/pytest.log" | tail -25 || status=1
  echo "[tests took $((SECONDS - start)) s]"
fi

if [[ " $parts " == *" capture "* ]]; then
  start=$SECONDS
  irx capture -- python3 benchmarks/capture_inductor.py 2>&1 | tee "$LOGS/capture.log" | grep -v Warning || status=1
  irx capture -- python3 benchmarks/capture_inductor.py --triton-templates 2>&1 | tee -a "$LOGS/capture.log" \
    | grep -v Warning | grep -v '^E1' || status=1
  # The fused template kernel Inductor picked (if it picked a Triton template): its PTX head and passes.
  tem=$(grep -o 'triton_tem_fused[A-Za-z0-9_]*' "$LOGS/capture.log" | head -1)
  if [[ -n "$tem" ]]; then
    irx dump "captured:$tem" --stage ptx > "$LOGS/tem.ptx" || status=1
    grep -m3 -E '^\.(target|visible)|wgmma' "$LOGS/tem.ptx"
    irx passes "captured:$tem" --changed-only > "$LOGS/tem.passes" || status=1
    head -4 "$LOGS/tem.passes"
  fi
  echo "[capture took $((SECONDS - start)) s]"
fi

if [[ " $parts " == *" bench "* ]]; then
  start=$SECONDS
  : > "$LOGS/bench.log"
  for k in matmul matmul_autotuned matmul_grouped matmul_tma_persistent; do
    irx bench "$k" --size 8192 --size 4096 --rep-ms 200 2>&1 | tee -a "$LOGS/bench.log" > /dev/null || status=1
  done
  for k in flash_attention_fwd flash_attention_tma fused_linear_bias_relu gelu; do
    irx bench "$k" --rep-ms 200 2>&1 | tee -a "$LOGS/bench.log" > /dev/null || status=1
  done
  echo "[bench took $((SECONDS - start)) s]"
  cat "$LOGS/bench.log"
fi
exit $status
