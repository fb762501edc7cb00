# Source: gpu-mode/reference-kernels, problems/linalg/eigh_v2/submissions/triton_diagonal_fast_path.py
# (_write_permuted_eye_kernel).
# Rewritten for trial 15d: writes the eigenvector matrices of a batch of diagonal matrices, a permuted identity
# (vectors[b, r, c] = (r == perm[b, c])), from the int64 sort permutation; the flat index is split with // and -
# by the constexpr n; total stays a constexpr as in the source, the store casts the i1 compare to the output dtype.
import triton
import triton.language as tl


@triton.jit
def gm_write_permuted_eye(vectors, perm, total: tl.constexpr, n: tl.constexpr, block_size: tl.constexpr):
    offsets = tl.program_id(0) * block_size + tl.arange(0, block_size)
    mask = offsets < total
    matrix_size: tl.constexpr = n * n
    batch = offsets // matrix_size
    rem = offsets - batch * matrix_size
    row = rem // n
    col = rem - row * n
    source_row = tl.load(perm + batch * n + col, mask=mask, other=0)
    values = row == source_row
    tl.store(vectors + offsets, values.to(vectors.dtype.element_ty), mask=mask)
