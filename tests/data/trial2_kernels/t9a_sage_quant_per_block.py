# Source: thu-ml/SageAttention, sageattention/triton/quant_per_block.py (quant_per_block_int8_kernel). Rewritten for
# the closing trial 9a: one [BLK, C] block of a [B, H, L, C] fp16 tensor per program (grid: block, head, batch),
# scaled, one absmax reduction over the whole block, round half away from zero, an int8 store and one f32 scale store.
import triton
import triton.language as tl


@triton.jit
def sage_quant_per_block(Input, Output, Scale, L,
                         stride_iz, stride_ih, stride_in, stride_oz, stride_oh, stride_on, stride_sz, stride_sh,
                         sm_scale, C: tl.constexpr, BLK: tl.constexpr):
    off_blk = tl.program_id(0)
    off_h = tl.program_id(1)
    off_b = tl.program_id(2)
    rows = off_blk * BLK + tl.arange(0, BLK)
    chans = tl.arange(0, C)
    in_ptrs = Input + off_b * stride_iz + off_h * stride_ih + rows[:, None] * stride_in + chans[None, :]
    out_ptrs = Output + off_b * stride_oz + off_h * stride_oh + rows[:, None] * stride_on + chans[None, :]
    x = tl.load(in_ptrs, mask=rows[:, None] < L).to(tl.float32) * sm_scale
    scale = tl.max(tl.abs(x)) / 127.0
    q = x / scale
    q += 0.5 * tl.where(q >= 0, 1, -1)
    tl.store(out_ptrs, q.to(tl.int8), mask=rows[:, None] < L)
    tl.store(Scale + off_b * stride_sz + off_h * stride_sh + off_blk, scale)
