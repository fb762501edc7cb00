# Source: pytorch/torchtitan, torchtitan/experiments/kernels/moe/indices.py (_fill_indices_kernel).
# Rewritten for the closing trial 10b: MoE token permutation indices. Programs stride over the local experts
# (grid-stride loop with num_programs); for each expert a loop over the ranks loads the start index and the token
# count of that (rank, expert) pair, and an inner loop of runtime trip count writes start + j for j < length in
# chunks of BLOCK_SIZE at the expert's running write offset. int32 indices throughout.
import triton
import triton.language as tl


@triton.jit
def fill_indices_kernel(
    tokens_per_expert_group_ptr,
    start_index_values_ptr,
    write_offsets_ptr,
    output_ptr,
    experts_per_rank: tl.constexpr,
    num_ranks: tl.constexpr,
    BLOCK_SIZE: tl.constexpr,
):
    pid = tl.program_id(axis=0)
    n_progs = tl.num_programs(axis=0)
    lanes = tl.arange(0, BLOCK_SIZE)
    for expert in range(pid, experts_per_rank, n_progs):
        write_at = tl.load(write_offsets_ptr + expert)
        for rank in range(num_ranks):
            pair = rank * experts_per_rank + expert
            first = tl.load(start_index_values_ptr + pair)
            count = tl.load(tokens_per_expert_group_ptr + pair)
            for chunk in range(0, count, BLOCK_SIZE):
                j = chunk + lanes
                keep = j < count
                tl.store(output_ptr + write_at + j, first + j, mask=keep)
            write_at += count
