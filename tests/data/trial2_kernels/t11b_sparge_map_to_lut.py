# Source: thu-ml/SpargeAttn, spas_sage_attn/utils.py (triton_block_map_to_lut_kernel). Rewritten for the trial: one
# program per (batch, head, query block) walks the num_block_k entries of its row of the boolean block map and
# writes a delta-encoded look-up table (the distance from the previous kept block) plus the count of kept blocks:
# a scalar loop with a data-dependent store and a loop-carried counter, no tensors.
import triton
import triton.language as tl


@triton.jit
def block_map_to_lut(map_ptr, lut_ptr, valid_block_num_ptr, num_block_k):
    b = tl.program_id(0)
    h = tl.program_id(1)
    q = tl.program_id(2)
    H = tl.num_programs(1)
    Q = tl.num_programs(2)
    row = b * H * Q * num_block_k + h * Q * num_block_k + q * num_block_k
    map_ptr = map_ptr + row
    lut_ptr = lut_ptr + row
    valid_block_num_ptr = valid_block_num_ptr + b * H * Q + h * Q + q
    valid_block_num = 0
    prev_block = 0
    for i in range(num_block_k):
        cur_block = tl.load(map_ptr + i)
        if cur_block:
            tl.store(lut_ptr + valid_block_num, i - prev_block)
            valid_block_num += 1
            prev_block = i
    tl.store(valid_block_num_ptr, valid_block_num)
