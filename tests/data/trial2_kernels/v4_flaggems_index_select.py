# Source: FlagOpen/FlagGems, src/flag_gems/ops/index_select.py (index_select_kernel); rewritten for the trial of
# issue 23. Gathers columns of a 2-D view: out[m, n] = inp[m, index[n]], index int64.
import triton
import triton.language as tl


@triton.jit
def index_select_kernel(inp, out, M, N, index, index_len, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    pid_x = tl.program_id(axis=0)
    pid_y = tl.program_id(axis=1)
    rows_offsets = pid_x * BLOCK_M + tl.arange(0, BLOCK_M)[:, None]
    rows_mask = rows_offsets < M
    cols_offsets = pid_y * BLOCK_N + tl.arange(0, BLOCK_N)
    out_mask = rows_mask & (cols_offsets < index_len)
    indices = tl.load(index + cols_offsets, mask=(cols_offsets < index_len), other=0)
    inp_off = rows_offsets * N + indices[None, :]
    out_off = rows_offsets * index_len + cols_offsets[None, :]
    selected = tl.load(inp + inp_off, mask=rows_mask, other=0.0)
    tl.store(out + out_off, selected, mask=out_mask)
