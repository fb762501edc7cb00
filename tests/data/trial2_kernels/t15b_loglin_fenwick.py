# Source: zian1117/log-linear-attention, hattention/fenwick_gather.py (_select, _scatter) and hattention/decay_mass.py
# (_boundary_mass_fwd). Rewritten for the closing trial 15b: log-linear attention's Fenwick bucket gather and scatter
# (flat 1-D programs whose source offset is rebuilt from constexpr divisions and remainders of the flat index: the
# gather reads rows of WIDTH elements from every period's second half, the scatter writes zeros for the first half),
# and the boundary-mass scalar scan (one warp, a constant-trip loop with a scalar `if chunk < N`, scalar fp32 loads
# and stores). Fixed from upstream: the scan's offset is computed in int64 (batch * N can pass 2^31 for long
# sequences), and the scatter's compact index is clamped to 0 in the masked-off first half so no lane forms a
# negative address.
import triton
import triton.language as tl


@triton.jit
def fenwick_select(SRC, OUT, N: tl.constexpr, ACTIVE: tl.constexpr, WIDTH: tl.constexpr, PERIOD: tl.constexpr,
                   TOTAL: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    col = offs % WIDTH
    row = (offs // WIDTH) % ACTIVE
    bat = offs // (WIDTH * ACTIVE)
    half = PERIOD // 2
    span = PERIOD - half
    src_row = (row // span) * PERIOD + half + row % span
    live = offs < TOTAL
    val = tl.load(SRC + (bat * N + src_row) * WIDTH + col, mask=live, other=0)
    tl.store(OUT + offs, val, mask=live)


@triton.jit
def fenwick_scatter(SRC, OUT, N: tl.constexpr, ACTIVE: tl.constexpr, WIDTH: tl.constexpr, PERIOD: tl.constexpr,
                    TOTAL: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    col = offs % WIDTH
    row = (offs // WIDTH) % N
    bat = offs // (WIDTH * N)
    half = PERIOD // 2
    picked = row % PERIOD >= half
    compact = (row // PERIOD) * (PERIOD - half) + tl.where(picked, row % PERIOD - half, 0)
    live = offs < TOTAL
    val = tl.load(SRC + (bat * ACTIVE + compact) * WIDTH + col, mask=live & picked, other=0)
    tl.store(OUT + offs, val, mask=live)


@triton.jit
def boundary_mass(DECAY, ADD, OUT, N: tl.constexpr, PERIOD: tl.constexpr):
    bat = tl.program_id(0)
    grp = tl.program_id(1)
    mass = tl.full((), 0.0, tl.float32)
    for pos in range(PERIOD):
        chunk = grp * PERIOD + pos
        if chunk < N:
            off = bat.to(tl.int64) * N + chunk
            tl.store(OUT + off, mass)
            d = tl.load(DECAY + off)
            a = tl.load(ADD + off)
            mass = d * mass + tl.where(pos < PERIOD // 2, a, 0.0)
