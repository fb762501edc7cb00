# Source: pytorch/helion, test/test_examples.expected (TestExamples.test_addmm_bwd: the Triton kernel
# _helion_addmm_bwd that Helion generates from examples/matmul.py).
# Rewritten for trial 15d: Helion's three fused loops in one launch, chosen by program id ranges (if/elif/else
# on pid_shared): grad_input = beta * grad_out, grad_mat1 = alpha * grad_out @ mat2.T and grad_mat2 =
# alpha * mat1.T @ grad_out, fp32 dots with input_precision tf32. The generated code's fixed 128 sizes become
# constexprs M, N, K, so a line can use real sizes; the copies Helion makes of the accumulators are dropped.
import triton
import triton.language as tl


@triton.jit
def helion_addmm_bwd(grad_out, grad_input, mat2, grad_mat1, mat1, grad_mat2, beta, alpha,
                     M: tl.constexpr, N: tl.constexpr, K: tl.constexpr,
                     BLOCK_0: tl.constexpr, BLOCK_1: tl.constexpr, BLOCK_2: tl.constexpr,
                     BLOCK_3: tl.constexpr, BLOCK_4: tl.constexpr):
    pid_shared = tl.program_id(0)
    first = tl.cdiv(M, BLOCK_0) * tl.cdiv(N, BLOCK_1)
    second = tl.cdiv(M, BLOCK_2) * tl.cdiv(K, BLOCK_3)
    if pid_shared < first:
        nb = tl.cdiv(M, BLOCK_0)
        i0 = (pid_shared % nb) * BLOCK_0 + tl.arange(0, BLOCK_0)
        i1 = (pid_shared // nb) * BLOCK_1 + tl.arange(0, BLOCK_1)
        g = tl.load(grad_out + (i0[:, None] * N + i1[None, :]))
        tl.store(grad_input + (i0[:, None] * N + i1[None, :]), g * beta)
    elif pid_shared < first + second:
        pid = pid_shared - first
        nb = tl.cdiv(M, BLOCK_2)
        i2 = (pid % nb) * BLOCK_2 + tl.arange(0, BLOCK_2)
        i3 = (pid // nb) * BLOCK_3 + tl.arange(0, BLOCK_3)
        acc1 = tl.full([BLOCK_2, BLOCK_3], 0.0, tl.float32)
        for off in tl.range(0, N, BLOCK_4):
            i4 = off + tl.arange(0, BLOCK_4)
            g = tl.load(grad_out + (i2[:, None] * N + i4[None, :]))
            w = tl.load(mat2 + (i3[:, None] * N + i4[None, :]))
            acc1 = tl.dot(g, tl.permute(w, [1, 0]), acc=acc1, input_precision="tf32", out_dtype=tl.float32)
        tl.store(grad_mat1 + (i2[:, None] * K + i3[None, :]), acc1 * alpha)
    else:
        pid = pid_shared - first - second
        nb = tl.cdiv(K, BLOCK_2)
        i5 = (pid % nb) * BLOCK_2 + tl.arange(0, BLOCK_2)
        i6 = (pid // nb) * BLOCK_3 + tl.arange(0, BLOCK_3)
        acc2 = tl.full([BLOCK_2, BLOCK_3], 0.0, tl.float32)
        for off in tl.range(0, M, BLOCK_4):
            i7 = off + tl.arange(0, BLOCK_4)
            a = tl.load(mat1 + (i7[:, None] * K + i5[None, :]))
            g = tl.load(grad_out + (i7[:, None] * N + i6[None, :]))
            acc2 = tl.dot(tl.permute(a, [1, 0]), g, acc=acc2, input_precision="tf32", out_dtype=tl.float32)
        tl.store(grad_mat2 + (i5[:, None] * N + i6[None, :]), acc2 * alpha)
