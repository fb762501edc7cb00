# Source: jy-yuan/KIVI, quant/new_pack.py (_pack_along_last_dim and _minmax_along_last_dim). Rewritten for the closing
# trial 14a: the KV-cache quantizer's two kernels. _minmax reduces each group of `group_size` fp16 values to its min
# and max ([BLOCK_SIZE_N, group_size] tile, row-wise tl.max/tl.min, two masked stores). _pack ORs feat_per_int
# quantized int32 codes (each `bits` wide) into one int32 word per row: a constexpr-trip loop of strided int32 loads
# (one element per row, the rows `num_feats` apart) shifted by i * bits. Changes: the int32 load's `other` is the
# integer 0 (upstream passes 0., a float for an int tensor); names are lower-case.
import triton
import triton.language as tl


@triton.jit
def kivi_pack(intensor_ptr, code_ptr, N, bits: tl.constexpr, num_feats: tl.constexpr,
              feat_per_int: tl.constexpr, BLOCK_SIZE_N: tl.constexpr):
    num_int_per_row = num_feats // feat_per_int
    bid = tl.program_id(axis=0)
    yid = tl.program_id(axis=1)
    offs_n = bid * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    block_start = intensor_ptr + offs_n * num_feats + yid * feat_per_int
    packed = tl.zeros((BLOCK_SIZE_N,), dtype=tl.int32)
    for i in range(feat_per_int):
        element = tl.load(block_start + i, mask=offs_n < N, other=0)
        packed = packed | (element << (i * bits))
    tl.store(code_ptr + offs_n * num_int_per_row + yid, packed, mask=offs_n < N)


@triton.jit
def kivi_minmax(x_ptr, mn_ptr, mx_ptr, total_elements: tl.constexpr, N: tl.constexpr, num_groups: tl.constexpr,
                group_size: tl.constexpr, BLOCK_SIZE_N: tl.constexpr):
    bid = tl.program_id(axis=0)
    offsets_b = bid * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    offsets = offsets_b[:, None] * group_size + tl.arange(0, group_size)[None, :]
    mask = offsets < total_elements
    x = tl.load(x_ptr + offsets, mask=mask, other=0.0)
    mx_val = tl.max(x, axis=1)
    mn_val = tl.min(x, axis=1)
    tl.store(mn_ptr + offsets_b, mn_val, mask=offsets_b < N * num_groups)
    tl.store(mx_ptr + offsets_b, mx_val, mask=offsets_b < N * num_groups)
