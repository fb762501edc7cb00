# Source: alibaba/rtp-llm, rtp_llm/models_py/triton_kernels/common/nvfp4_kv_cache.py (_quantize_rows_kernel, with
# _e2m1_encode). Rewritten for the closing trial 14d: NVFP4 paged KV-cache writer: one program per (token row,
# head x 16-value group); an int64 slot index loaded per row picks the cache page (a scatter), the 16 values are
# read as 8 even and 8 odd elements (stride 2), scaled by an E4M3 block scale clamp(amax / 6, 1/512, 448)
# (stored as fp8 e4m3), encoded to E2M1 codes by a round-to-nearest-even ladder of tl.where, and two nibbles are
# packed per byte (uint8) before the scattered stores of the packed bytes and the scale.
import triton
import triton.language as tl


@triton.jit
def _e2m1_code(values, scale):
    mag = tl.abs(values)
    code = tl.where(mag > 5.0 * scale, 7,
                    tl.where(mag >= 3.5 * scale, 6,
                             tl.where(mag > 2.5 * scale, 5,
                                      tl.where(mag >= 1.75 * scale, 4,
                                               tl.where(mag > 1.25 * scale, 3,
                                                        tl.where(mag >= 0.75 * scale, 2,
                                                                 tl.where(mag > 0.25 * scale, 1, 0))))))).to(tl.uint8)
    sign = tl.where((values < 0.0) & (code != 0), 8, 0).to(tl.uint8)
    return code | sign


@triton.jit
def rtp_nvfp4_quant_rows(src_ptr, slots_ptr, packed_ptr, scales_ptr, N,
                         SRC_S0: tl.constexpr, SRC_S1: tl.constexpr, PACKED_S0: tl.constexpr,
                         SCALE_S0: tl.constexpr, NUM_BLOCKS: tl.constexpr, PAGE_SIZE: tl.constexpr,
                         HEAD_DIM: tl.constexpr, GROUPS: tl.constexpr):
    row = tl.program_id(0)
    hg = tl.program_id(1)
    head = hg // GROUPS
    group = hg - head * GROUPS
    pair = tl.arange(0, 8)
    row_ok = row < N
    slot = tl.load(slots_ptr + row, mask=row_ok, other=-1).to(tl.int64)
    ok = row_ok & (slot >= 0) & (slot < NUM_BLOCKS * PAGE_SIZE)
    block = slot // PAGE_SIZE
    page_off = slot - block * PAGE_SIZE
    base = src_ptr + row * SRC_S0 + head * SRC_S1 + group * 16
    even = tl.load(base + 2 * pair, mask=ok, other=0.0).to(tl.float32)
    odd = tl.load(base + 2 * pair + 1, mask=ok, other=0.0).to(tl.float32)
    amax = tl.max(tl.maximum(tl.abs(even), tl.abs(odd)), axis=0)
    stored = tl.minimum(tl.maximum(amax / 6.0, 1.0 / 512.0), 448.0).to(tl.float8e4nv)
    scale = stored.to(tl.float32)
    packed = _e2m1_code(even, scale) | (_e2m1_code(odd, scale) << 4)
    packed_off = block * PACKED_S0 + (head * PAGE_SIZE + page_off) * (HEAD_DIM // 2) + group * 8 + pair
    scale_off = block * SCALE_S0 + (head * PAGE_SIZE + page_off) * GROUPS + group
    tl.store(packed_ptr + packed_off, packed, mask=ok)
    tl.store(scales_ptr + scale_off, stored, mask=ok)
