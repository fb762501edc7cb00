// matmul_autotuned config 1 (BLOCK_M=64 BLOCK_N=256 BLOCK_K=32 num_warps=4 num_stages=4) on hip:gfx942, normalized
#blocked_1x8_16x4_4x1_o10 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked_1x8_2x32_4x1_o10 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked_4x8_2x32_4x1_o10 = #ttg.blocked<{sizePerThread = [4, 8], threadsPerWarp = [2, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#linear_f0d37f = #ttg.linear<{register = [[1, 0], [2, 0], [0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [0, 32], [0, 64], [0, 128], [4, 0]], warp = [[8, 0], [16, 0]], block = []}>
#mma_952ba7 = #ttg.amd_mfma<{version = 3, warpsPerCTA = [1, 4], instrShape = [32, 32, 8], isTransposed = true}>
#shared_222392 = #ttg.swizzled_shared<{vec = 4, perPhase = 2, maxPhase = 8, order = [1, 0]}>
#shared_eaccb7 = #ttg.amd_rotating_shared<{vec = 4, perPhase = 2, maxPhase = 8, order = [0, 1]}>
#smem_d51a3c = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @matmul_kernel(%a_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %b_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %c_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %M: i32 {tt.divisibility = 16 : i32}, %N: i32 {tt.divisibility = 16 : i32}, %K: i32 {tt.divisibility = 16 : i32}, %stride_am: i32 {tt.divisibility = 16 : i32}, %stride_bk: i32 {tt.divisibility = 16 : i32}, %stride_cm: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %cst = arith.constant dense<32> : tensor<64x32xi32, #blocked_1x8_16x4_4x1_o10>
    %c32_i32 = arith.constant 32 : i32
    %offs_n = arith.constant 256 : i32
    %c64_i32 = arith.constant 64 : i32
    %c31_i32 = arith.constant 31 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %acc = arith.constant dense<0.000000e+00> : tensor<64x256xf32, #mma_952ba7>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %offs_m = arith.muli %0, %c64_i32 : i32
    %offs_m_0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_16x4_4x1_o10}>>
    %offs_m_1 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma_952ba7}>>
    %offs_m_2 = tt.splat %offs_m : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_16x4_4x1_o10}>>
    %offs_m_3 = tt.splat %offs_m : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma_952ba7}>>
    %offs_m_4 = arith.addi %offs_m_2, %offs_m_0 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_16x4_4x1_o10}>>
    %offs_m_5 = arith.addi %offs_m_3, %offs_m_1 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma_952ba7}>>
    %offs_n_0 = arith.muli %1, %offs_n : i32
    %offs_n_1 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 0, parent = #mma_952ba7}>>
    %offs_n_2 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x32_4x1_o10}>>
    %offs_n_3 = tt.splat %offs_n_0 : i32 -> tensor<256xi32, #ttg.slice<{dim = 0, parent = #mma_952ba7}>>
    %offs_n_4 = tt.splat %offs_n_0 : i32 -> tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x32_4x1_o10}>>
    %offs_n_5 = arith.addi %offs_n_3, %offs_n_1 : tensor<256xi32, #ttg.slice<{dim = 0, parent = #mma_952ba7}>>
    %offs_n_6 = arith.addi %offs_n_4, %offs_n_2 : tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x32_4x1_o10}>>
    %mask_m = tt.splat %M : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_16x4_4x1_o10}>>
    %mask_m_0 = tt.splat %M : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma_952ba7}>>
    %mask_m_1 = arith.cmpi slt, %offs_m_4, %mask_m : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_16x4_4x1_o10}>>
    %mask_m_2 = arith.cmpi slt, %offs_m_5, %mask_m_0 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma_952ba7}>>
    %mask_n = tt.splat %N : i32 -> tensor<256xi32, #ttg.slice<{dim = 0, parent = #mma_952ba7}>>
    %mask_n_0 = tt.splat %N : i32 -> tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x32_4x1_o10}>>
    %mask_n_1 = arith.cmpi slt, %offs_n_5, %mask_n : tensor<256xi32, #ttg.slice<{dim = 0, parent = #mma_952ba7}>>
    %mask_n_2 = arith.cmpi slt, %offs_n_6, %mask_n_0 : tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x32_4x1_o10}>>
    %a_ptrs = arith.muli %offs_m, %stride_am : i32
    %a_ptrs_0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_16x4_4x1_o10}>>
    %a_ptrs_1 = tt.expand_dims %a_ptrs_0 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_16x4_4x1_o10}>> -> tensor<1x32xi32, #blocked_1x8_16x4_4x1_o10>
    %a_ptrs_2 = tt.expand_dims %offs_m_0 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_16x4_4x1_o10}>> -> tensor<64x1xi32, #blocked_1x8_16x4_4x1_o10>
    %a_ptrs_3 = tt.splat %stride_am : i32 -> tensor<64x1xi32, #blocked_1x8_16x4_4x1_o10>
    %a_ptrs_4 = arith.muli %a_ptrs_2, %a_ptrs_3 : tensor<64x1xi32, #blocked_1x8_16x4_4x1_o10>
    %a_ptrs_5 = tt.broadcast %a_ptrs_4 : tensor<64x1xi32, #blocked_1x8_16x4_4x1_o10> -> tensor<64x32xi32, #blocked_1x8_16x4_4x1_o10>
    %a_ptrs_6 = tt.broadcast %a_ptrs_1 : tensor<1x32xi32, #blocked_1x8_16x4_4x1_o10> -> tensor<64x32xi32, #blocked_1x8_16x4_4x1_o10>
    %a_ptrs_7 = arith.addi %a_ptrs_5, %a_ptrs_6 : tensor<64x32xi32, #blocked_1x8_16x4_4x1_o10>
    %a_ptrs_8 = tt.splat %a_ptrs : i32 -> tensor<64x32xi32, #blocked_1x8_16x4_4x1_o10>
    %a_ptrs_9 = arith.addi %a_ptrs_8, %a_ptrs_7 : tensor<64x32xi32, #blocked_1x8_16x4_4x1_o10>
    %2 = arith.addi %K, %c31_i32 : i32
    %3 = arith.divsi %2, %c32_i32 : i32
    %acc_0 = arith.cmpi sgt, %3, %c0_i32 : i32
    %acc_1 = tt.splat %acc_0 : i1 -> tensor<64x32xi1, #blocked_1x8_16x4_4x1_o10>
    %a = tt.expand_dims %mask_m_1 {axis = 1 : i32} : tensor<64xi1, #ttg.slice<{dim = 1, parent = #blocked_1x8_16x4_4x1_o10}>> -> tensor<64x1xi1, #blocked_1x8_16x4_4x1_o10>
    %a_0 = tt.broadcast %a : tensor<64x1xi1, #blocked_1x8_16x4_4x1_o10> -> tensor<64x32xi1, #blocked_1x8_16x4_4x1_o10>
    %a_1 = tt.splat %K : i32 -> tensor<1x32xi32, #blocked_1x8_16x4_4x1_o10>
    %a_2 = arith.cmpi slt, %a_ptrs_1, %a_1 : tensor<1x32xi32, #blocked_1x8_16x4_4x1_o10>
    %a_3 = tt.broadcast %a_2 : tensor<1x32xi1, #blocked_1x8_16x4_4x1_o10> -> tensor<64x32xi1, #blocked_1x8_16x4_4x1_o10>
    %a_4 = arith.andi %a_0, %a_3 : tensor<64x32xi1, #blocked_1x8_16x4_4x1_o10>
    %acc_2 = arith.andi %acc_1, %a_4 : tensor<64x32xi1, #blocked_1x8_16x4_4x1_o10>
    %a_5 = amdg.buffer_load %a_ptr[%a_ptrs_9], %acc_2 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x32xf16, #blocked_1x8_16x4_4x1_o10>
    %b_ptrs = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked_4x8_2x32_4x1_o10}>>
    %b_ptrs_0 = tt.expand_dims %b_ptrs {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked_4x8_2x32_4x1_o10}>> -> tensor<32x1xi32, #blocked_4x8_2x32_4x1_o10>
    %b_ptrs_1 = tt.splat %stride_bk : i32 -> tensor<32x1xi32, #blocked_4x8_2x32_4x1_o10>
    %b_ptrs_2 = arith.muli %b_ptrs_0, %b_ptrs_1 : tensor<32x1xi32, #blocked_4x8_2x32_4x1_o10>
    %b_ptrs_3 = tt.broadcast %b_ptrs_2 : tensor<32x1xi32, #blocked_4x8_2x32_4x1_o10> -> tensor<32x256xi32, #blocked_4x8_2x32_4x1_o10>
    %b_ptrs_4 = tt.expand_dims %offs_n_2 {axis = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x32_4x1_o10}>> -> tensor<1x256xi32, #blocked_1x8_2x32_4x1_o10>
    %b_ptrs_5 = tt.broadcast %b_ptrs_4 : tensor<1x256xi32, #blocked_1x8_2x32_4x1_o10> -> tensor<32x256xi32, #blocked_4x8_2x32_4x1_o10>
    %b_ptrs_6 = arith.addi %b_ptrs_3, %b_ptrs_5 : tensor<32x256xi32, #blocked_4x8_2x32_4x1_o10>
    %b_ptrs_7 = tt.splat %offs_n_0 : i32 -> tensor<32x256xi32, #blocked_4x8_2x32_4x1_o10>
    %b_ptrs_8 = arith.addi %b_ptrs_7, %b_ptrs_6 : tensor<32x256xi32, #blocked_4x8_2x32_4x1_o10>
    %acc_3 = tt.splat %acc_0 : i1 -> tensor<32x256xi1, #blocked_4x8_2x32_4x1_o10>
    %b = tt.splat %K : i32 -> tensor<32x1xi32, #blocked_4x8_2x32_4x1_o10>
    %b_0 = arith.cmpi slt, %b_ptrs_0, %b : tensor<32x1xi32, #blocked_4x8_2x32_4x1_o10>
    %b_1 = tt.broadcast %b_0 : tensor<32x1xi1, #blocked_4x8_2x32_4x1_o10> -> tensor<32x256xi1, #blocked_4x8_2x32_4x1_o10>
    %b_2 = tt.expand_dims %mask_n_2 {axis = 0 : i32} : tensor<256xi1, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x32_4x1_o10}>> -> tensor<1x256xi1, #blocked_1x8_2x32_4x1_o10>
    %b_3 = tt.broadcast %b_2 : tensor<1x256xi1, #blocked_1x8_2x32_4x1_o10> -> tensor<32x256xi1, #blocked_4x8_2x32_4x1_o10>
    %b_4 = arith.andi %b_1, %b_3 : tensor<32x256xi1, #blocked_4x8_2x32_4x1_o10>
    %acc_4 = arith.andi %acc_3, %b_4 : tensor<32x256xi1, #blocked_4x8_2x32_4x1_o10>
    %b_5 = amdg.buffer_load %b_ptr[%b_ptrs_8], %acc_4 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<32x256xf16, #blocked_4x8_2x32_4x1_o10>
    %b_ptrs_9 = arith.muli %stride_bk, %c32_i32 : i32
    %b_ptrs_10 = tt.splat %b_ptrs_9 : i32 -> tensor<32x256xi32, #blocked_4x8_2x32_4x1_o10>
    %a_6 = ttg.local_alloc : () -> !ttg.memdesc<3x64x32xf16, #shared_222392, #smem_d51a3c, mutable>
    %b_6 = ttg.local_alloc : () -> !ttg.memdesc<3x32x256xf16, #shared_eaccb7, #smem_d51a3c, mutable>
    %a_7 = ttg.memdesc_index %a_6[%c0_i32] : !ttg.memdesc<3x64x32xf16, #shared_222392, #smem_d51a3c, mutable> -> !ttg.memdesc<64x32xf16, #shared_222392, #smem_d51a3c, mutable>
    ttg.local_store %a_5, %a_7 : tensor<64x32xf16, #blocked_1x8_16x4_4x1_o10> -> !ttg.memdesc<64x32xf16, #shared_222392, #smem_d51a3c, mutable>
    %b_7 = ttg.memdesc_index %b_6[%c0_i32] : !ttg.memdesc<3x32x256xf16, #shared_eaccb7, #smem_d51a3c, mutable> -> !ttg.memdesc<32x256xf16, #shared_eaccb7, #smem_d51a3c, mutable>
    %b_8 = amdg.in_thread_transpose %b_5 : tensor<32x256xf16, #blocked_4x8_2x32_4x1_o10> -> tensor<32x256xf16, #linear_f0d37f>
    ttg.local_store %b_8, %b_7 : tensor<32x256xf16, #linear_f0d37f> -> !ttg.memdesc<32x256xf16, #shared_eaccb7, #smem_d51a3c, mutable>
    %acc_5 = arith.cmpi sgt, %3, %c1_i32 : i32
    %a_ptrs_10 = arith.addi %a_ptrs_7, %cst : tensor<64x32xi32, #blocked_1x8_16x4_4x1_o10>
    %a_ptrs_11 = arith.addi %a_ptrs_8, %a_ptrs_10 : tensor<64x32xi32, #blocked_1x8_16x4_4x1_o10>
    %acc_6 = tt.splat %acc_5 : i1 -> tensor<64x32xi1, #blocked_1x8_16x4_4x1_o10>
    %k_left = arith.subi %K, %c32_i32 : i32
    %a_8 = tt.splat %k_left : i32 -> tensor<1x32xi32, #blocked_1x8_16x4_4x1_o10>
    %a_9 = arith.cmpi slt, %a_ptrs_1, %a_8 : tensor<1x32xi32, #blocked_1x8_16x4_4x1_o10>
    %a_10 = tt.broadcast %a_9 : tensor<1x32xi1, #blocked_1x8_16x4_4x1_o10> -> tensor<64x32xi1, #blocked_1x8_16x4_4x1_o10>
    %a_11 = arith.andi %a_0, %a_10 : tensor<64x32xi1, #blocked_1x8_16x4_4x1_o10>
    %acc_7 = arith.andi %acc_6, %a_11 : tensor<64x32xi1, #blocked_1x8_16x4_4x1_o10>
    %a_12 = amdg.buffer_load %a_ptr[%a_ptrs_11], %acc_7 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x32xf16, #blocked_1x8_16x4_4x1_o10>
    %b_ptrs_11 = arith.addi %b_ptrs_6, %b_ptrs_10 : tensor<32x256xi32, #blocked_4x8_2x32_4x1_o10>
    %b_ptrs_12 = arith.addi %b_ptrs_7, %b_ptrs_11 : tensor<32x256xi32, #blocked_4x8_2x32_4x1_o10>
    %acc_8 = tt.splat %acc_5 : i1 -> tensor<32x256xi1, #blocked_4x8_2x32_4x1_o10>
    %b_9 = tt.splat %k_left : i32 -> tensor<32x1xi32, #blocked_4x8_2x32_4x1_o10>
    %b_10 = arith.cmpi slt, %b_ptrs_0, %b_9 : tensor<32x1xi32, #blocked_4x8_2x32_4x1_o10>
    %b_11 = tt.broadcast %b_10 : tensor<32x1xi1, #blocked_4x8_2x32_4x1_o10> -> tensor<32x256xi1, #blocked_4x8_2x32_4x1_o10>
    %b_12 = arith.andi %b_11, %b_3 : tensor<32x256xi1, #blocked_4x8_2x32_4x1_o10>
    %acc_9 = arith.andi %acc_8, %b_12 : tensor<32x256xi1, #blocked_4x8_2x32_4x1_o10>
    %b_13 = amdg.buffer_load %b_ptr[%b_ptrs_12], %acc_9 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<32x256xf16, #blocked_4x8_2x32_4x1_o10>
    %a_13 = ttg.memdesc_index %a_6[%c1_i32] : !ttg.memdesc<3x64x32xf16, #shared_222392, #smem_d51a3c, mutable> -> !ttg.memdesc<64x32xf16, #shared_222392, #smem_d51a3c, mutable>
    ttg.local_store %a_12, %a_13 : tensor<64x32xf16, #blocked_1x8_16x4_4x1_o10> -> !ttg.memdesc<64x32xf16, #shared_222392, #smem_d51a3c, mutable>
    %b_14 = ttg.memdesc_index %b_6[%c1_i32] : !ttg.memdesc<3x32x256xf16, #shared_eaccb7, #smem_d51a3c, mutable> -> !ttg.memdesc<32x256xf16, #shared_eaccb7, #smem_d51a3c, mutable>
    %b_15 = amdg.in_thread_transpose %b_13 : tensor<32x256xf16, #blocked_4x8_2x32_4x1_o10> -> tensor<32x256xf16, #linear_f0d37f>
    ttg.local_store %b_15, %b_14 : tensor<32x256xf16, #linear_f0d37f> -> !ttg.memdesc<32x256xf16, #shared_eaccb7, #smem_d51a3c, mutable>
    %acc_10 = arith.cmpi sgt, %3, %c2_i32 : i32
    %a_ptrs_12 = arith.addi %a_ptrs, %c32_i32 : i32
    %a_ptrs_13 = tt.splat %a_ptrs_12 : i32 -> tensor<64x32xi32, #blocked_1x8_16x4_4x1_o10>
    %a_ptrs_14 = arith.addi %a_ptrs_13, %a_ptrs_10 : tensor<64x32xi32, #blocked_1x8_16x4_4x1_o10>
    %acc_11 = tt.splat %acc_10 : i1 -> tensor<64x32xi1, #blocked_1x8_16x4_4x1_o10>
    %k_left_0 = arith.subi %K, %c64_i32 : i32
    %a_14 = tt.splat %k_left_0 : i32 -> tensor<1x32xi32, #blocked_1x8_16x4_4x1_o10>
    %a_15 = arith.cmpi slt, %a_ptrs_1, %a_14 : tensor<1x32xi32, #blocked_1x8_16x4_4x1_o10>
    %a_16 = tt.broadcast %a_15 : tensor<1x32xi1, #blocked_1x8_16x4_4x1_o10> -> tensor<64x32xi1, #blocked_1x8_16x4_4x1_o10>
    %a_17 = arith.andi %a_0, %a_16 : tensor<64x32xi1, #blocked_1x8_16x4_4x1_o10>
    %acc_12 = arith.andi %acc_11, %a_17 : tensor<64x32xi1, #blocked_1x8_16x4_4x1_o10>
    %a_18 = amdg.buffer_load %a_ptr[%a_ptrs_14], %acc_12 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x32xf16, #blocked_1x8_16x4_4x1_o10>
    %b_ptrs_13 = arith.addi %offs_n_0, %b_ptrs_9 : i32
    %b_ptrs_14 = tt.splat %b_ptrs_13 : i32 -> tensor<32x256xi32, #blocked_4x8_2x32_4x1_o10>
    %b_ptrs_15 = arith.addi %b_ptrs_14, %b_ptrs_11 : tensor<32x256xi32, #blocked_4x8_2x32_4x1_o10>
    %acc_13 = tt.splat %acc_10 : i1 -> tensor<32x256xi1, #blocked_4x8_2x32_4x1_o10>
    %b_16 = tt.splat %k_left_0 : i32 -> tensor<32x1xi32, #blocked_4x8_2x32_4x1_o10>
    %b_17 = arith.cmpi slt, %b_ptrs_0, %b_16 : tensor<32x1xi32, #blocked_4x8_2x32_4x1_o10>
    %b_18 = tt.broadcast %b_17 : tensor<32x1xi1, #blocked_4x8_2x32_4x1_o10> -> tensor<32x256xi1, #blocked_4x8_2x32_4x1_o10>
    %b_19 = arith.andi %b_18, %b_3 : tensor<32x256xi1, #blocked_4x8_2x32_4x1_o10>
    %acc_14 = arith.andi %acc_13, %b_19 : tensor<32x256xi1, #blocked_4x8_2x32_4x1_o10>
    %b_20 = amdg.buffer_load %b_ptr[%b_ptrs_15], %acc_14 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<32x256xf16, #blocked_4x8_2x32_4x1_o10>
    %a_19 = ttg.memdesc_index %a_6[%c2_i32] : !ttg.memdesc<3x64x32xf16, #shared_222392, #smem_d51a3c, mutable> -> !ttg.memdesc<64x32xf16, #shared_222392, #smem_d51a3c, mutable>
    ttg.local_store %a_18, %a_19 : tensor<64x32xf16, #blocked_1x8_16x4_4x1_o10> -> !ttg.memdesc<64x32xf16, #shared_222392, #smem_d51a3c, mutable>
    %b_21 = ttg.memdesc_index %b_6[%c2_i32] : !ttg.memdesc<3x32x256xf16, #shared_eaccb7, #smem_d51a3c, mutable> -> !ttg.memdesc<32x256xf16, #shared_eaccb7, #smem_d51a3c, mutable>
    %b_22 = amdg.in_thread_transpose %b_20 : tensor<32x256xf16, #blocked_4x8_2x32_4x1_o10> -> tensor<32x256xf16, #linear_f0d37f>
    ttg.local_store %b_22, %b_21 : tensor<32x256xf16, #linear_f0d37f> -> !ttg.memdesc<32x256xf16, #shared_eaccb7, #smem_d51a3c, mutable>
    %acc_15 = arith.subi %3, %c3_i32 : i32
    %acc_16:10 = scf.for %acc_17 = %c0_i32 to %acc_15 step %c1_i32 iter_args(%acc_18 = %acc, %a_ptrs_15 = %a_ptrs_14, %acc_19 = %c2_i32, %a_20 = %a_7, %a_21 = %a_13, %a_22 = %a_19, %b_23 = %b_7, %b_24 = %b_14, %b_25 = %b_21, %b_ptrs_16 = %b_ptrs_15) -> (tensor<64x256xf32, #mma_952ba7>, tensor<64x32xi32, #blocked_1x8_16x4_4x1_o10>, i32, !ttg.memdesc<64x32xf16, #shared_222392, #smem_d51a3c, mutable>, !ttg.memdesc<64x32xf16, #shared_222392, #smem_d51a3c, mutable>, !ttg.memdesc<64x32xf16, #shared_222392, #smem_d51a3c, mutable>, !ttg.memdesc<32x256xf16, #shared_eaccb7, #smem_d51a3c, mutable>, !ttg.memdesc<32x256xf16, #shared_eaccb7, #smem_d51a3c, mutable>, !ttg.memdesc<32x256xf16, #shared_eaccb7, #smem_d51a3c, mutable>, tensor<32x256xi32, #blocked_4x8_2x32_4x1_o10>)  : i32 {
      %a_ptrs_16 = arith.addi %a_ptrs_15, %cst : tensor<64x32xi32, #blocked_1x8_16x4_4x1_o10>
      %b_ptrs_17 = arith.addi %b_ptrs_16, %b_ptrs_10 : tensor<32x256xi32, #blocked_4x8_2x32_4x1_o10>
      %acc_20 = arith.addi %acc_17, %c3_i32 : i32
      %k_left_1 = arith.muli %acc_20, %c32_i32 : i32
      %k_left_2 = arith.subi %K, %k_left_1 : i32
      %a_23 = tt.splat %k_left_2 : i32 -> tensor<1x32xi32, #blocked_1x8_16x4_4x1_o10>
      %a_24 = arith.cmpi slt, %a_ptrs_1, %a_23 : tensor<1x32xi32, #blocked_1x8_16x4_4x1_o10>
      %a_25 = tt.broadcast %a_24 : tensor<1x32xi1, #blocked_1x8_16x4_4x1_o10> -> tensor<64x32xi1, #blocked_1x8_16x4_4x1_o10>
      %a_26 = arith.andi %a_0, %a_25 : tensor<64x32xi1, #blocked_1x8_16x4_4x1_o10>
      %a_27 = amdg.buffer_load %a_ptr[%a_ptrs_16], %a_26 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x32xf16, #blocked_1x8_16x4_4x1_o10>
      %a_28 = ttg.local_load %a_20 : !ttg.memdesc<64x32xf16, #shared_222392, #smem_d51a3c, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_952ba7, kWidth = 4}>>
      %b_26 = tt.splat %k_left_2 : i32 -> tensor<32x1xi32, #blocked_4x8_2x32_4x1_o10>
      %b_27 = arith.cmpi slt, %b_ptrs_0, %b_26 : tensor<32x1xi32, #blocked_4x8_2x32_4x1_o10>
      %b_28 = tt.broadcast %b_27 : tensor<32x1xi1, #blocked_4x8_2x32_4x1_o10> -> tensor<32x256xi1, #blocked_4x8_2x32_4x1_o10>
      %b_29 = arith.andi %b_28, %b_3 : tensor<32x256xi1, #blocked_4x8_2x32_4x1_o10>
      %b_30 = amdg.buffer_load %b_ptr[%b_ptrs_17], %b_29 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<32x256xf16, #blocked_4x8_2x32_4x1_o10>
      %b_31 = ttg.local_load %b_23 : !ttg.memdesc<32x256xf16, #shared_eaccb7, #smem_d51a3c, mutable> -> tensor<32x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_952ba7, kWidth = 4}>>
      %acc_21 = tt.dot %a_28, %b_31, %acc_18, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_952ba7, kWidth = 4}>> * tensor<32x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_952ba7, kWidth = 4}>> -> tensor<64x256xf32, #mma_952ba7>
      %acc_22 = arith.addi %acc_19, %c1_i32 : i32
      %acc_23 = arith.cmpi slt, %acc_22, %c3_i32 : i32
      %acc_24 = arith.select %acc_23, %acc_22, %c0_i32 : i32
      %a_29 = ttg.memdesc_index %a_6[%acc_24] : !ttg.memdesc<3x64x32xf16, #shared_222392, #smem_d51a3c, mutable> -> !ttg.memdesc<64x32xf16, #shared_222392, #smem_d51a3c, mutable>
      ttg.local_store %a_27, %a_29 : tensor<64x32xf16, #blocked_1x8_16x4_4x1_o10> -> !ttg.memdesc<64x32xf16, #shared_222392, #smem_d51a3c, mutable>
      %b_32 = ttg.memdesc_index %b_6[%acc_24] : !ttg.memdesc<3x32x256xf16, #shared_eaccb7, #smem_d51a3c, mutable> -> !ttg.memdesc<32x256xf16, #shared_eaccb7, #smem_d51a3c, mutable>
      %b_33 = amdg.in_thread_transpose %b_30 : tensor<32x256xf16, #blocked_4x8_2x32_4x1_o10> -> tensor<32x256xf16, #linear_f0d37f>
      ttg.local_store %b_33, %b_32 : tensor<32x256xf16, #linear_f0d37f> -> !ttg.memdesc<32x256xf16, #shared_eaccb7, #smem_d51a3c, mutable>
      scf.yield %acc_21, %a_ptrs_16, %acc_24, %a_21, %a_22, %a_29, %b_24, %b_25, %b_32, %b_ptrs_17 : tensor<64x256xf32, #mma_952ba7>, tensor<64x32xi32, #blocked_1x8_16x4_4x1_o10>, i32, !ttg.memdesc<64x32xf16, #shared_222392, #smem_d51a3c, mutable>, !ttg.memdesc<64x32xf16, #shared_222392, #smem_d51a3c, mutable>, !ttg.memdesc<64x32xf16, #shared_222392, #smem_d51a3c, mutable>, !ttg.memdesc<32x256xf16, #shared_eaccb7, #smem_d51a3c, mutable>, !ttg.memdesc<32x256xf16, #shared_eaccb7, #smem_d51a3c, mutable>, !ttg.memdesc<32x256xf16, #shared_eaccb7, #smem_d51a3c, mutable>, tensor<32x256xi32, #blocked_4x8_2x32_4x1_o10>
    }
    %acc_25 = arith.cmpi sge, %3, %c1_i32 : i32
    %acc_26 = arith.cmpi sge, %3, %c2_i32 : i32
    %acc_27 = arith.cmpi sge, %3, %c3_i32 : i32
    %a_30 = ttg.local_load %acc_16#3 : !ttg.memdesc<64x32xf16, #shared_222392, #smem_d51a3c, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_952ba7, kWidth = 4}>>
    %b_34 = ttg.local_load %acc_16#6 : !ttg.memdesc<32x256xf16, #shared_eaccb7, #smem_d51a3c, mutable> -> tensor<32x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_952ba7, kWidth = 4}>>
    %acc_28 = scf.if %acc_25 -> (tensor<64x256xf32, #mma_952ba7>) {
      %acc_17 = tt.dot %a_30, %b_34, %acc_16#0, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_952ba7, kWidth = 4}>> * tensor<32x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_952ba7, kWidth = 4}>> -> tensor<64x256xf32, #mma_952ba7>
      scf.yield %acc_17 : tensor<64x256xf32, #mma_952ba7>
    } else {
      scf.yield %acc_16#0 : tensor<64x256xf32, #mma_952ba7>
    }
    %acc_29 = arith.select %acc_25, %acc_28, %acc_16#0 : tensor<64x256xf32, #mma_952ba7>
    %a_31 = ttg.local_load %acc_16#4 : !ttg.memdesc<64x32xf16, #shared_222392, #smem_d51a3c, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_952ba7, kWidth = 4}>>
    %b_35 = ttg.local_load %acc_16#7 : !ttg.memdesc<32x256xf16, #shared_eaccb7, #smem_d51a3c, mutable> -> tensor<32x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_952ba7, kWidth = 4}>>
    %acc_30 = scf.if %acc_26 -> (tensor<64x256xf32, #mma_952ba7>) {
      %acc_17 = tt.dot %a_31, %b_35, %acc_29, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_952ba7, kWidth = 4}>> * tensor<32x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_952ba7, kWidth = 4}>> -> tensor<64x256xf32, #mma_952ba7>
      scf.yield %acc_17 : tensor<64x256xf32, #mma_952ba7>
    } else {
      scf.yield %acc_29 : tensor<64x256xf32, #mma_952ba7>
    }
    %acc_31 = arith.select %acc_26, %acc_30, %acc_29 : tensor<64x256xf32, #mma_952ba7>
    %a_32 = ttg.local_load %acc_16#5 : !ttg.memdesc<64x32xf16, #shared_222392, #smem_d51a3c, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_952ba7, kWidth = 4}>>
    %b_36 = ttg.local_load %acc_16#8 : !ttg.memdesc<32x256xf16, #shared_eaccb7, #smem_d51a3c, mutable> -> tensor<32x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_952ba7, kWidth = 4}>>
    %acc_32 = scf.if %acc_27 -> (tensor<64x256xf32, #mma_952ba7>) {
      %acc_17 = tt.dot %a_32, %b_36, %acc_31, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_952ba7, kWidth = 4}>> * tensor<32x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_952ba7, kWidth = 4}>> -> tensor<64x256xf32, #mma_952ba7>
      scf.yield %acc_17 : tensor<64x256xf32, #mma_952ba7>
    } else {
      scf.yield %acc_31 : tensor<64x256xf32, #mma_952ba7>
    }
    %acc_33 = arith.select %acc_27, %acc_32, %acc_31 : tensor<64x256xf32, #mma_952ba7>
    ttg.local_dealloc %b_6 : !ttg.memdesc<3x32x256xf16, #shared_eaccb7, #smem_d51a3c, mutable>
    ttg.local_dealloc %a_6 : !ttg.memdesc<3x64x32xf16, #shared_222392, #smem_d51a3c, mutable>
    %c = arith.truncf %acc_33 : tensor<64x256xf32, #mma_952ba7> to tensor<64x256xf16, #mma_952ba7>
    %c_ptrs = arith.muli %offs_m, %stride_cm : i32
    %c_ptrs_0 = tt.expand_dims %offs_m_1 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma_952ba7}>> -> tensor<64x1xi32, #mma_952ba7>
    %c_ptrs_1 = tt.splat %stride_cm : i32 -> tensor<64x1xi32, #mma_952ba7>
    %c_ptrs_2 = arith.muli %c_ptrs_0, %c_ptrs_1 : tensor<64x1xi32, #mma_952ba7>
    %c_ptrs_3 = tt.broadcast %c_ptrs_2 : tensor<64x1xi32, #mma_952ba7> -> tensor<64x256xi32, #mma_952ba7>
    %c_ptrs_4 = tt.expand_dims %offs_n_1 {axis = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 0, parent = #mma_952ba7}>> -> tensor<1x256xi32, #mma_952ba7>
    %c_ptrs_5 = tt.broadcast %c_ptrs_4 : tensor<1x256xi32, #mma_952ba7> -> tensor<64x256xi32, #mma_952ba7>
    %c_ptrs_6 = arith.addi %c_ptrs, %offs_n_0 : i32
    %c_ptrs_7 = arith.addi %c_ptrs_3, %c_ptrs_5 : tensor<64x256xi32, #mma_952ba7>
    %c_ptrs_8 = tt.splat %c_ptrs_6 : i32 -> tensor<64x256xi32, #mma_952ba7>
    %c_ptrs_9 = arith.addi %c_ptrs_8, %c_ptrs_7 : tensor<64x256xi32, #mma_952ba7>
    %4 = tt.expand_dims %mask_m_2 {axis = 1 : i32} : tensor<64xi1, #ttg.slice<{dim = 1, parent = #mma_952ba7}>> -> tensor<64x1xi1, #mma_952ba7>
    %5 = tt.expand_dims %mask_n_1 {axis = 0 : i32} : tensor<256xi1, #ttg.slice<{dim = 0, parent = #mma_952ba7}>> -> tensor<1x256xi1, #mma_952ba7>
    %6 = tt.broadcast %4 : tensor<64x1xi1, #mma_952ba7> -> tensor<64x256xi1, #mma_952ba7>
    %7 = tt.broadcast %5 : tensor<1x256xi1, #mma_952ba7> -> tensor<64x256xi1, #mma_952ba7>
    %8 = arith.andi %6, %7 : tensor<64x256xi1, #mma_952ba7>
    amdg.buffer_store %c, %c_ptr[%c_ptrs_9], %8 {contiguity = 4 : i32} : !tt.ptr<f16> -> tensor<64x256xf16, #mma_952ba7>
    tt.return
  }
}
