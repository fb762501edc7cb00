// matmul config 0 (BLOCK_M=128 BLOCK_N=128 BLOCK_K=64 num_warps=8 num_stages=3) on hip:gfx942, normalized
#blocked_1x8_4x16_8x1_o10 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked_1x8_8x8_8x1_o10 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked_2x8_4x16_8x1_o10 = #ttg.blocked<{sizePerThread = [2, 8], threadsPerWarp = [4, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#linear_ae5efe = #ttg.linear<{register = [[1, 0], [0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [0, 32], [0, 64], [2, 0], [4, 0]], warp = [[8, 0], [16, 0], [32, 0]], block = []}>
#mma_1cb88c = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 4], instrShape = [32, 32, 8], isTransposed = true}>
#shared_337df2 = #ttg.amd_rotating_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [0, 1]}>
#shared_34dd92 = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [1, 0]}>
#smem_d51a3c = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @matmul_kernel(%a_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %b_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %c_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %M: i32 {tt.divisibility = 16 : i32}, %N: i32 {tt.divisibility = 16 : i32}, %K: i32 {tt.divisibility = 16 : i32}, %stride_am: i32 {tt.divisibility = 16 : i32}, %stride_bk: i32 {tt.divisibility = 16 : i32}, %stride_cm: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c2_i32 = arith.constant 2 : i32
    %cst = arith.constant dense<64> : tensor<128x64xi32, #blocked_1x8_8x8_8x1_o10>
    %c64_i32 = arith.constant 64 : i32
    %c128_i32 = arith.constant 128 : i32
    %c63_i32 = arith.constant 63 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %acc = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma_1cb88c>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %offs_m = arith.muli %0, %c128_i32 : i32
    %offs_m_0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>>
    %offs_m_1 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>>
    %offs_m_2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>>
    %offs_m_3 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_1cb88c}>>
    %offs_m_4 = tt.splat %offs_m : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>>
    %offs_m_5 = tt.splat %offs_m : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_1cb88c}>>
    %offs_m_6 = arith.addi %offs_m_4, %offs_m_0 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>>
    %offs_m_7 = arith.addi %offs_m_5, %offs_m_3 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_1cb88c}>>
    %offs_n = arith.muli %1, %c128_i32 : i32
    %offs_n_0 = tt.splat %offs_n : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>>
    %offs_n_1 = tt.splat %offs_n : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>>
    %offs_n_2 = arith.addi %offs_n_0, %offs_m_1 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>>
    %offs_n_3 = arith.addi %offs_n_1, %offs_m_2 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>>
    %mask_m = tt.splat %M : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>>
    %mask_m_0 = tt.splat %M : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_1cb88c}>>
    %mask_m_1 = arith.cmpi slt, %offs_m_6, %mask_m : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>>
    %mask_m_2 = arith.cmpi slt, %offs_m_7, %mask_m_0 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_1cb88c}>>
    %mask_n = tt.splat %N : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>>
    %mask_n_0 = tt.splat %N : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>>
    %mask_n_1 = arith.cmpi slt, %offs_n_2, %mask_n : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>>
    %mask_n_2 = arith.cmpi slt, %offs_n_3, %mask_n_0 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>>
    %a_ptrs = arith.muli %offs_m, %stride_am : i32
    %a_ptrs_0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_8x8_8x1_o10}>>
    %a_ptrs_1 = tt.expand_dims %a_ptrs_0 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_8x8_8x1_o10}>> -> tensor<1x64xi32, #blocked_1x8_8x8_8x1_o10>
    %a_ptrs_2 = tt.expand_dims %offs_m_0 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>> -> tensor<128x1xi32, #blocked_1x8_8x8_8x1_o10>
    %a_ptrs_3 = tt.splat %stride_am : i32 -> tensor<128x1xi32, #blocked_1x8_8x8_8x1_o10>
    %a_ptrs_4 = arith.muli %a_ptrs_2, %a_ptrs_3 : tensor<128x1xi32, #blocked_1x8_8x8_8x1_o10>
    %a_ptrs_5 = tt.broadcast %a_ptrs_4 : tensor<128x1xi32, #blocked_1x8_8x8_8x1_o10> -> tensor<128x64xi32, #blocked_1x8_8x8_8x1_o10>
    %a_ptrs_6 = tt.broadcast %a_ptrs_1 : tensor<1x64xi32, #blocked_1x8_8x8_8x1_o10> -> tensor<128x64xi32, #blocked_1x8_8x8_8x1_o10>
    %a_ptrs_7 = arith.addi %a_ptrs_5, %a_ptrs_6 : tensor<128x64xi32, #blocked_1x8_8x8_8x1_o10>
    %a_ptrs_8 = tt.splat %a_ptrs : i32 -> tensor<128x64xi32, #blocked_1x8_8x8_8x1_o10>
    %a_ptrs_9 = arith.addi %a_ptrs_8, %a_ptrs_7 : tensor<128x64xi32, #blocked_1x8_8x8_8x1_o10>
    %2 = arith.addi %K, %c63_i32 : i32
    %3 = arith.divsi %2, %c64_i32 : i32
    %acc_0 = arith.cmpi sgt, %3, %c0_i32 : i32
    %acc_1 = tt.splat %acc_0 : i1 -> tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
    %a = tt.expand_dims %mask_m_1 {axis = 1 : i32} : tensor<128xi1, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>> -> tensor<128x1xi1, #blocked_1x8_8x8_8x1_o10>
    %a_0 = tt.broadcast %a : tensor<128x1xi1, #blocked_1x8_8x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
    %a_1 = tt.splat %K : i32 -> tensor<1x64xi32, #blocked_1x8_8x8_8x1_o10>
    %a_2 = arith.cmpi slt, %a_ptrs_1, %a_1 : tensor<1x64xi32, #blocked_1x8_8x8_8x1_o10>
    %a_3 = tt.broadcast %a_2 : tensor<1x64xi1, #blocked_1x8_8x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
    %a_4 = arith.andi %a_0, %a_3 : tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
    %acc_2 = arith.andi %acc_1, %a_4 : tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
    %a_5 = amdg.buffer_load %a_ptr[%a_ptrs_9], %acc_2 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x64xf16, #blocked_1x8_8x8_8x1_o10>
    %b_ptrs = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_2x8_4x16_8x1_o10}>>
    %b_ptrs_0 = tt.expand_dims %b_ptrs {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_2x8_4x16_8x1_o10}>> -> tensor<64x1xi32, #blocked_2x8_4x16_8x1_o10>
    %b_ptrs_1 = tt.splat %stride_bk : i32 -> tensor<64x1xi32, #blocked_2x8_4x16_8x1_o10>
    %b_ptrs_2 = arith.muli %b_ptrs_0, %b_ptrs_1 : tensor<64x1xi32, #blocked_2x8_4x16_8x1_o10>
    %b_ptrs_3 = tt.broadcast %b_ptrs_2 : tensor<64x1xi32, #blocked_2x8_4x16_8x1_o10> -> tensor<64x128xi32, #blocked_2x8_4x16_8x1_o10>
    %b_ptrs_4 = tt.expand_dims %offs_m_2 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<1x128xi32, #blocked_1x8_4x16_8x1_o10>
    %b_ptrs_5 = tt.broadcast %b_ptrs_4 : tensor<1x128xi32, #blocked_1x8_4x16_8x1_o10> -> tensor<64x128xi32, #blocked_2x8_4x16_8x1_o10>
    %b_ptrs_6 = arith.addi %b_ptrs_3, %b_ptrs_5 : tensor<64x128xi32, #blocked_2x8_4x16_8x1_o10>
    %b_ptrs_7 = tt.splat %offs_n : i32 -> tensor<64x128xi32, #blocked_2x8_4x16_8x1_o10>
    %b_ptrs_8 = arith.addi %b_ptrs_7, %b_ptrs_6 : tensor<64x128xi32, #blocked_2x8_4x16_8x1_o10>
    %acc_3 = tt.splat %acc_0 : i1 -> tensor<64x128xi1, #blocked_2x8_4x16_8x1_o10>
    %b = tt.splat %K : i32 -> tensor<64x1xi32, #blocked_2x8_4x16_8x1_o10>
    %b_0 = arith.cmpi slt, %b_ptrs_0, %b : tensor<64x1xi32, #blocked_2x8_4x16_8x1_o10>
    %b_1 = tt.broadcast %b_0 : tensor<64x1xi1, #blocked_2x8_4x16_8x1_o10> -> tensor<64x128xi1, #blocked_2x8_4x16_8x1_o10>
    %b_2 = tt.expand_dims %mask_n_2 {axis = 0 : i32} : tensor<128xi1, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<1x128xi1, #blocked_1x8_4x16_8x1_o10>
    %b_3 = tt.broadcast %b_2 : tensor<1x128xi1, #blocked_1x8_4x16_8x1_o10> -> tensor<64x128xi1, #blocked_2x8_4x16_8x1_o10>
    %b_4 = arith.andi %b_1, %b_3 : tensor<64x128xi1, #blocked_2x8_4x16_8x1_o10>
    %acc_4 = arith.andi %acc_3, %b_4 : tensor<64x128xi1, #blocked_2x8_4x16_8x1_o10>
    %b_5 = amdg.buffer_load %b_ptr[%b_ptrs_8], %acc_4 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x128xf16, #blocked_2x8_4x16_8x1_o10>
    %b_ptrs_9 = arith.muli %stride_bk, %c64_i32 : i32
    %b_ptrs_10 = tt.splat %b_ptrs_9 : i32 -> tensor<64x128xi32, #blocked_2x8_4x16_8x1_o10>
    %a_6 = ttg.local_alloc : () -> !ttg.memdesc<2x128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
    %b_6 = ttg.local_alloc : () -> !ttg.memdesc<2x64x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    %a_7 = ttg.memdesc_index %a_6[%c0_i32] : !ttg.memdesc<2x128x64xf16, #shared_34dd92, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
    ttg.local_store %a_5, %a_7 : tensor<128x64xf16, #blocked_1x8_8x8_8x1_o10> -> !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
    %b_7 = ttg.memdesc_index %b_6[%c0_i32] : !ttg.memdesc<2x64x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    %b_8 = amdg.in_thread_transpose %b_5 : tensor<64x128xf16, #blocked_2x8_4x16_8x1_o10> -> tensor<64x128xf16, #linear_ae5efe>
    ttg.local_store %b_8, %b_7 : tensor<64x128xf16, #linear_ae5efe> -> !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    %acc_5 = arith.cmpi sgt, %3, %c1_i32 : i32
    %a_ptrs_10 = arith.addi %a_ptrs_7, %cst : tensor<128x64xi32, #blocked_1x8_8x8_8x1_o10>
    %a_ptrs_11 = arith.addi %a_ptrs_8, %a_ptrs_10 : tensor<128x64xi32, #blocked_1x8_8x8_8x1_o10>
    %acc_6 = tt.splat %acc_5 : i1 -> tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
    %k_left = arith.subi %K, %c64_i32 : i32
    %a_8 = tt.splat %k_left : i32 -> tensor<1x64xi32, #blocked_1x8_8x8_8x1_o10>
    %a_9 = arith.cmpi slt, %a_ptrs_1, %a_8 : tensor<1x64xi32, #blocked_1x8_8x8_8x1_o10>
    %a_10 = tt.broadcast %a_9 : tensor<1x64xi1, #blocked_1x8_8x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
    %a_11 = arith.andi %a_0, %a_10 : tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
    %acc_7 = arith.andi %acc_6, %a_11 : tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
    %a_12 = amdg.buffer_load %a_ptr[%a_ptrs_11], %acc_7 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x64xf16, #blocked_1x8_8x8_8x1_o10>
    %b_ptrs_11 = arith.addi %b_ptrs_6, %b_ptrs_10 : tensor<64x128xi32, #blocked_2x8_4x16_8x1_o10>
    %b_ptrs_12 = arith.addi %b_ptrs_7, %b_ptrs_11 : tensor<64x128xi32, #blocked_2x8_4x16_8x1_o10>
    %acc_8 = tt.splat %acc_5 : i1 -> tensor<64x128xi1, #blocked_2x8_4x16_8x1_o10>
    %b_9 = tt.splat %k_left : i32 -> tensor<64x1xi32, #blocked_2x8_4x16_8x1_o10>
    %b_10 = arith.cmpi slt, %b_ptrs_0, %b_9 : tensor<64x1xi32, #blocked_2x8_4x16_8x1_o10>
    %b_11 = tt.broadcast %b_10 : tensor<64x1xi1, #blocked_2x8_4x16_8x1_o10> -> tensor<64x128xi1, #blocked_2x8_4x16_8x1_o10>
    %b_12 = arith.andi %b_11, %b_3 : tensor<64x128xi1, #blocked_2x8_4x16_8x1_o10>
    %acc_9 = arith.andi %acc_8, %b_12 : tensor<64x128xi1, #blocked_2x8_4x16_8x1_o10>
    %b_13 = amdg.buffer_load %b_ptr[%b_ptrs_12], %acc_9 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x128xf16, #blocked_2x8_4x16_8x1_o10>
    %a_13 = ttg.memdesc_index %a_6[%c1_i32] : !ttg.memdesc<2x128x64xf16, #shared_34dd92, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
    ttg.local_store %a_12, %a_13 : tensor<128x64xf16, #blocked_1x8_8x8_8x1_o10> -> !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
    %b_14 = ttg.memdesc_index %b_6[%c1_i32] : !ttg.memdesc<2x64x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    %b_15 = amdg.in_thread_transpose %b_13 : tensor<64x128xf16, #blocked_2x8_4x16_8x1_o10> -> tensor<64x128xf16, #linear_ae5efe>
    ttg.local_store %b_15, %b_14 : tensor<64x128xf16, #linear_ae5efe> -> !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    %acc_10 = arith.subi %3, %c2_i32 : i32
    %acc_11:8 = scf.for %acc_12 = %c0_i32 to %acc_10 step %c1_i32 iter_args(%acc_13 = %acc, %a_ptrs_12 = %a_ptrs_11, %acc_14 = %c1_i32, %a_14 = %a_7, %a_15 = %a_13, %b_16 = %b_7, %b_17 = %b_14, %b_ptrs_13 = %b_ptrs_12) -> (tensor<128x128xf32, #mma_1cb88c>, tensor<128x64xi32, #blocked_1x8_8x8_8x1_o10>, i32, !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>, !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>, !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable>, !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable>, tensor<64x128xi32, #blocked_2x8_4x16_8x1_o10>)  : i32 {
      %a_ptrs_13 = arith.addi %a_ptrs_12, %cst : tensor<128x64xi32, #blocked_1x8_8x8_8x1_o10>
      %b_ptrs_14 = arith.addi %b_ptrs_13, %b_ptrs_10 : tensor<64x128xi32, #blocked_2x8_4x16_8x1_o10>
      %acc_15 = arith.addi %acc_12, %c2_i32 : i32
      %k_left_0 = arith.muli %acc_15, %c64_i32 : i32
      %k_left_1 = arith.subi %K, %k_left_0 : i32
      %a_16 = tt.splat %k_left_1 : i32 -> tensor<1x64xi32, #blocked_1x8_8x8_8x1_o10>
      %a_17 = arith.cmpi slt, %a_ptrs_1, %a_16 : tensor<1x64xi32, #blocked_1x8_8x8_8x1_o10>
      %a_18 = tt.broadcast %a_17 : tensor<1x64xi1, #blocked_1x8_8x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
      %a_19 = arith.andi %a_0, %a_18 : tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
      %a_20 = amdg.buffer_load %a_ptr[%a_ptrs_13], %a_19 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x64xf16, #blocked_1x8_8x8_8x1_o10>
      %a_21 = ttg.local_load %a_14 : !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_1cb88c, kWidth = 4}>>
      %b_18 = tt.splat %k_left_1 : i32 -> tensor<64x1xi32, #blocked_2x8_4x16_8x1_o10>
      %b_19 = arith.cmpi slt, %b_ptrs_0, %b_18 : tensor<64x1xi32, #blocked_2x8_4x16_8x1_o10>
      %b_20 = tt.broadcast %b_19 : tensor<64x1xi1, #blocked_2x8_4x16_8x1_o10> -> tensor<64x128xi1, #blocked_2x8_4x16_8x1_o10>
      %b_21 = arith.andi %b_20, %b_3 : tensor<64x128xi1, #blocked_2x8_4x16_8x1_o10>
      %b_22 = amdg.buffer_load %b_ptr[%b_ptrs_14], %b_21 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x128xf16, #blocked_2x8_4x16_8x1_o10>
      %b_23 = ttg.local_load %b_16 : !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_1cb88c, kWidth = 4}>>
      %acc_16 = tt.dot %a_21, %b_23, %acc_13, inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_1cb88c, kWidth = 4}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_1cb88c, kWidth = 4}>> -> tensor<128x128xf32, #mma_1cb88c>
      %acc_17 = arith.addi %acc_14, %c1_i32 : i32
      %acc_18 = arith.cmpi slt, %acc_17, %c2_i32 : i32
      %acc_19 = arith.select %acc_18, %acc_17, %c0_i32 : i32
      %a_22 = ttg.memdesc_index %a_6[%acc_19] : !ttg.memdesc<2x128x64xf16, #shared_34dd92, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
      ttg.local_store %a_20, %a_22 : tensor<128x64xf16, #blocked_1x8_8x8_8x1_o10> -> !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
      %b_24 = ttg.memdesc_index %b_6[%acc_19] : !ttg.memdesc<2x64x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable>
      %b_25 = amdg.in_thread_transpose %b_22 : tensor<64x128xf16, #blocked_2x8_4x16_8x1_o10> -> tensor<64x128xf16, #linear_ae5efe>
      ttg.local_store %b_25, %b_24 : tensor<64x128xf16, #linear_ae5efe> -> !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable>
      scf.yield %acc_16, %a_ptrs_13, %acc_19, %a_15, %a_22, %b_17, %b_24, %b_ptrs_14 : tensor<128x128xf32, #mma_1cb88c>, tensor<128x64xi32, #blocked_1x8_8x8_8x1_o10>, i32, !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>, !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>, !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable>, !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable>, tensor<64x128xi32, #blocked_2x8_4x16_8x1_o10>
    }
    %acc_20 = arith.cmpi sge, %3, %c1_i32 : i32
    %acc_21 = arith.cmpi sge, %3, %c2_i32 : i32
    %a_23 = ttg.local_load %acc_11#3 : !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_1cb88c, kWidth = 4}>>
    %b_26 = ttg.local_load %acc_11#5 : !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_1cb88c, kWidth = 4}>>
    %acc_22 = scf.if %acc_20 -> (tensor<128x128xf32, #mma_1cb88c>) {
      %acc_12 = tt.dot %a_23, %b_26, %acc_11#0, inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_1cb88c, kWidth = 4}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_1cb88c, kWidth = 4}>> -> tensor<128x128xf32, #mma_1cb88c>
      scf.yield %acc_12 : tensor<128x128xf32, #mma_1cb88c>
    } else {
      scf.yield %acc_11#0 : tensor<128x128xf32, #mma_1cb88c>
    }
    %acc_23 = arith.select %acc_20, %acc_22, %acc_11#0 : tensor<128x128xf32, #mma_1cb88c>
    %a_24 = ttg.local_load %acc_11#4 : !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_1cb88c, kWidth = 4}>>
    %b_27 = ttg.local_load %acc_11#6 : !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_1cb88c, kWidth = 4}>>
    %acc_24 = scf.if %acc_21 -> (tensor<128x128xf32, #mma_1cb88c>) {
      %acc_12 = tt.dot %a_24, %b_27, %acc_23, inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_1cb88c, kWidth = 4}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_1cb88c, kWidth = 4}>> -> tensor<128x128xf32, #mma_1cb88c>
      scf.yield %acc_12 : tensor<128x128xf32, #mma_1cb88c>
    } else {
      scf.yield %acc_23 : tensor<128x128xf32, #mma_1cb88c>
    }
    %acc_25 = arith.select %acc_21, %acc_24, %acc_23 : tensor<128x128xf32, #mma_1cb88c>
    ttg.local_dealloc %b_6 : !ttg.memdesc<2x64x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    ttg.local_dealloc %a_6 : !ttg.memdesc<2x128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
    %c = arith.truncf %acc_25 : tensor<128x128xf32, #mma_1cb88c> to tensor<128x128xf16, #mma_1cb88c>
    %c_ptrs = arith.muli %offs_m, %stride_cm : i32
    %c_ptrs_0 = tt.expand_dims %offs_m_3 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_1cb88c}>> -> tensor<128x1xi32, #mma_1cb88c>
    %c_ptrs_1 = tt.splat %stride_cm : i32 -> tensor<128x1xi32, #mma_1cb88c>
    %c_ptrs_2 = arith.muli %c_ptrs_0, %c_ptrs_1 : tensor<128x1xi32, #mma_1cb88c>
    %c_ptrs_3 = tt.broadcast %c_ptrs_2 : tensor<128x1xi32, #mma_1cb88c> -> tensor<128x128xi32, #mma_1cb88c>
    %c_ptrs_4 = tt.expand_dims %offs_m_1 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>> -> tensor<1x128xi32, #mma_1cb88c>
    %c_ptrs_5 = tt.broadcast %c_ptrs_4 : tensor<1x128xi32, #mma_1cb88c> -> tensor<128x128xi32, #mma_1cb88c>
    %c_ptrs_6 = arith.addi %c_ptrs, %offs_n : i32
    %c_ptrs_7 = arith.addi %c_ptrs_3, %c_ptrs_5 : tensor<128x128xi32, #mma_1cb88c>
    %c_ptrs_8 = tt.splat %c_ptrs_6 : i32 -> tensor<128x128xi32, #mma_1cb88c>
    %c_ptrs_9 = arith.addi %c_ptrs_8, %c_ptrs_7 : tensor<128x128xi32, #mma_1cb88c>
    %4 = tt.expand_dims %mask_m_2 {axis = 1 : i32} : tensor<128xi1, #ttg.slice<{dim = 1, parent = #mma_1cb88c}>> -> tensor<128x1xi1, #mma_1cb88c>
    %5 = tt.expand_dims %mask_n_1 {axis = 0 : i32} : tensor<128xi1, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>> -> tensor<1x128xi1, #mma_1cb88c>
    %6 = tt.broadcast %4 : tensor<128x1xi1, #mma_1cb88c> -> tensor<128x128xi1, #mma_1cb88c>
    %7 = tt.broadcast %5 : tensor<1x128xi1, #mma_1cb88c> -> tensor<128x128xi1, #mma_1cb88c>
    %8 = arith.andi %6, %7 : tensor<128x128xi1, #mma_1cb88c>
    amdg.buffer_store %c, %c_ptr[%c_ptrs_9], %8 {contiguity = 4 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #mma_1cb88c>
    tt.return
  }
}
