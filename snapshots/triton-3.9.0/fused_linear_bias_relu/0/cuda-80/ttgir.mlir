// fused_linear_bias_relu config 0 (BLOCK_M=128 BLOCK_N=128 BLOCK_K=64 num_warps=8 num_stages=3) on cuda:80, normalized
#blocked_1x8_2x16_8x1_o10 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked_1x8_4x8_8x1_o10 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked_8x1_8x4_1x8_o01 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 8], order = [0, 1]}>
#mma_5e3560 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 4], instrShape = [16, 8]}>
#shared_10b6f2 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#shared_2297a7 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]}>
#smem_d51a3c = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @fused_linear_bias_relu_kernel(%x_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %w_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %bias_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %out_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %M: i32 {tt.divisibility = 16 : i32}, %N: i32 {tt.divisibility = 16 : i32}, %K: i32 {tt.divisibility = 16 : i32}, %stride_xm: i32 {tt.divisibility = 16 : i32}, %stride_wn: i32 {tt.divisibility = 16 : i32}, %stride_om: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<128xf16, #ttg.slice<{dim = 0, parent = #mma_5e3560}>>
    %cst_0 = arith.constant dense<64> : tensor<64x128xi32, #blocked_8x1_8x4_1x8_o01>
    %cst_1 = arith.constant dense<64> : tensor<128x64xi32, #blocked_1x8_4x8_8x1_o10>
    %c64_i32 = arith.constant 64 : i32
    %c128_i32 = arith.constant 128 : i32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<128x64xf16, #blocked_1x8_4x8_8x1_o10>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<64x128xf16, #blocked_8x1_8x4_1x8_o01>
    %c63_i32 = arith.constant 63 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma_5e3560>
    %cst_5 = arith.constant dense<5.000000e-01> : tensor<128x128xf32, #mma_5e3560>
    %c-1_i32 = arith.constant -1 : i32
    %c2_i32 = arith.constant 2 : i32
    %pid_m = tt.get_program_id x : i32
    %pid_n = tt.get_program_id y : i32
    %offs_m = arith.muli %pid_m, %c128_i32 : i32
    %offs_m_0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>>
    %offs_m_1 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_8x1_8x4_1x8_o01}>>
    %offs_m_2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_5e3560}>>
    %offs_m_3 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
    %offs_m_4 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>>
    %offs_m_5 = tt.splat %offs_m : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>>
    %offs_m_6 = tt.splat %offs_m : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
    %offs_m_7 = arith.addi %offs_m_5, %offs_m_0 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>>
    %offs_m_8 = arith.addi %offs_m_6, %offs_m_3 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
    %offs_n = arith.muli %pid_n, %c128_i32 : i32
    %offs_n_0 = tt.splat %offs_n : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_8x1_8x4_1x8_o01}>>
    %offs_n_1 = tt.splat %offs_n : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_5e3560}>>
    %offs_n_2 = tt.splat %offs_n : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>>
    %offs_n_3 = arith.addi %offs_n_0, %offs_m_1 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_8x1_8x4_1x8_o01}>>
    %offs_n_4 = arith.addi %offs_n_1, %offs_m_2 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_5e3560}>>
    %offs_n_5 = arith.addi %offs_n_2, %offs_m_4 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>>
    %mask_m = tt.splat %M : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>>
    %mask_m_0 = tt.splat %M : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
    %mask_m_1 = arith.cmpi slt, %offs_m_7, %mask_m : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>>
    %mask_m_2 = arith.cmpi slt, %offs_m_8, %mask_m_0 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
    %mask_n = tt.splat %N : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_8x1_8x4_1x8_o01}>>
    %mask_n_0 = tt.splat %N : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_5e3560}>>
    %mask_n_1 = tt.splat %N : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>>
    %mask_n_2 = arith.cmpi slt, %offs_n_3, %mask_n : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_8x1_8x4_1x8_o01}>>
    %mask_n_3 = arith.cmpi slt, %offs_n_4, %mask_n_0 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_5e3560}>>
    %mask_n_4 = arith.cmpi slt, %offs_n_5, %mask_n_1 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>>
    %x_ptrs = tt.expand_dims %offs_m_7 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>> -> tensor<128x1xi32, #blocked_1x8_4x8_8x1_o10>
    %x_ptrs_0 = tt.expand_dims %offs_m_8 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>> -> tensor<128x1xi32, #blocked_1x8_2x16_8x1_o10>
    %x_ptrs_1 = tt.splat %stride_xm : i32 -> tensor<128x1xi32, #blocked_1x8_4x8_8x1_o10>
    %x_ptrs_2 = arith.muli %x_ptrs, %x_ptrs_1 : tensor<128x1xi32, #blocked_1x8_4x8_8x1_o10>
    %x_ptrs_3 = tt.splat %x_ptr : !tt.ptr<f16> -> tensor<128x1x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10>
    %x_ptrs_4 = tt.addptr %x_ptrs_3, %x_ptrs_2 : tensor<128x1x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10>, tensor<128x1xi32, #blocked_1x8_4x8_8x1_o10>
    %x_ptrs_5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x8_8x1_o10}>>
    %x_ptrs_6 = tt.expand_dims %x_ptrs_5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x8_8x1_o10}>> -> tensor<1x64xi32, #blocked_1x8_4x8_8x1_o10>
    %x_ptrs_7 = tt.broadcast %x_ptrs_4 : tensor<128x1x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10>
    %x_ptrs_8 = tt.broadcast %x_ptrs_6 : tensor<1x64xi32, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi32, #blocked_1x8_4x8_8x1_o10>
    %x_ptrs_9 = tt.addptr %x_ptrs_7, %x_ptrs_8 : tensor<128x64x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10>, tensor<128x64xi32, #blocked_1x8_4x8_8x1_o10>
    %w_ptrs = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_8x1_8x4_1x8_o01}>>
    %w_ptrs_0 = tt.expand_dims %w_ptrs {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_8x1_8x4_1x8_o01}>> -> tensor<64x1xi32, #blocked_8x1_8x4_1x8_o01>
    %w_ptrs_1 = tt.splat %w_ptr : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked_8x1_8x4_1x8_o01>
    %w_ptrs_2 = tt.addptr %w_ptrs_1, %w_ptrs_0 : tensor<64x1x!tt.ptr<f16>, #blocked_8x1_8x4_1x8_o01>, tensor<64x1xi32, #blocked_8x1_8x4_1x8_o01>
    %w_ptrs_3 = tt.expand_dims %offs_n_3 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_8x1_8x4_1x8_o01}>> -> tensor<1x128xi32, #blocked_8x1_8x4_1x8_o01>
    %w_ptrs_4 = tt.expand_dims %offs_n_5 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>> -> tensor<1x128xi32, #blocked_1x8_2x16_8x1_o10>
    %w_ptrs_5 = tt.splat %stride_wn : i32 -> tensor<1x128xi32, #blocked_8x1_8x4_1x8_o01>
    %w_ptrs_6 = arith.muli %w_ptrs_3, %w_ptrs_5 : tensor<1x128xi32, #blocked_8x1_8x4_1x8_o01>
    %w_ptrs_7 = tt.broadcast %w_ptrs_2 : tensor<64x1x!tt.ptr<f16>, #blocked_8x1_8x4_1x8_o01> -> tensor<64x128x!tt.ptr<f16>, #blocked_8x1_8x4_1x8_o01>
    %w_ptrs_8 = tt.broadcast %w_ptrs_6 : tensor<1x128xi32, #blocked_8x1_8x4_1x8_o01> -> tensor<64x128xi32, #blocked_8x1_8x4_1x8_o01>
    %w_ptrs_9 = tt.addptr %w_ptrs_7, %w_ptrs_8 : tensor<64x128x!tt.ptr<f16>, #blocked_8x1_8x4_1x8_o01>, tensor<64x128xi32, #blocked_8x1_8x4_1x8_o01>
    %0 = arith.addi %K, %c63_i32 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %x = tt.expand_dims %mask_m_1 {axis = 1 : i32} : tensor<128xi1, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>> -> tensor<128x1xi1, #blocked_1x8_4x8_8x1_o10>
    %x_0 = tt.broadcast %x : tensor<128x1xi1, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
    %w = tt.expand_dims %mask_n_2 {axis = 0 : i32} : tensor<128xi1, #ttg.slice<{dim = 0, parent = #blocked_8x1_8x4_1x8_o01}>> -> tensor<1x128xi1, #blocked_8x1_8x4_1x8_o01>
    %w_0 = tt.broadcast %w : tensor<1x128xi1, #blocked_8x1_8x4_1x8_o01> -> tensor<64x128xi1, #blocked_8x1_8x4_1x8_o01>
    %x_1 = ttg.local_alloc : () -> !ttg.memdesc<2x128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %w_1 = ttg.local_alloc : () -> !ttg.memdesc<2x64x128xf16, #shared_2297a7, #smem_d51a3c, mutable>
    %acc = arith.cmpi sgt, %1, %c0_i32 : i32
    %x_2 = tt.splat %K : i32 -> tensor<1x64xi32, #blocked_1x8_4x8_8x1_o10>
    %x_3 = arith.cmpi slt, %x_ptrs_6, %x_2 : tensor<1x64xi32, #blocked_1x8_4x8_8x1_o10>
    %x_4 = tt.broadcast %x_3 : tensor<1x64xi1, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
    %x_5 = arith.andi %x_0, %x_4 : tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
    %x_6 = ttg.memdesc_index %x_1[%c0_i32] : !ttg.memdesc<2x128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %acc_0 = tt.splat %acc : i1 -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
    %acc_1 = arith.andi %acc_0, %x_5 : tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
    %x_7 = ttg.async_copy_global_to_local %x_ptrs_9, %x_6 mask %acc_1 other %cst_2 {contiguity = 8 : i32} : tensor<128x64x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10> -> <128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %x_8 = ttg.async_commit_group tokens %x_7
    %w_2 = tt.splat %K : i32 -> tensor<64x1xi32, #blocked_8x1_8x4_1x8_o01>
    %w_3 = arith.cmpi slt, %w_ptrs_0, %w_2 : tensor<64x1xi32, #blocked_8x1_8x4_1x8_o01>
    %w_4 = tt.broadcast %w_3 : tensor<64x1xi1, #blocked_8x1_8x4_1x8_o01> -> tensor<64x128xi1, #blocked_8x1_8x4_1x8_o01>
    %w_5 = arith.andi %w_4, %w_0 : tensor<64x128xi1, #blocked_8x1_8x4_1x8_o01>
    %w_6 = ttg.memdesc_index %w_1[%c0_i32] : !ttg.memdesc<2x64x128xf16, #shared_2297a7, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_2297a7, #smem_d51a3c, mutable>
    %acc_2 = tt.splat %acc : i1 -> tensor<64x128xi1, #blocked_8x1_8x4_1x8_o01>
    %acc_3 = arith.andi %acc_2, %w_5 : tensor<64x128xi1, #blocked_8x1_8x4_1x8_o01>
    %w_7 = ttg.async_copy_global_to_local %w_ptrs_9, %w_6 mask %acc_3 other %cst_3 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked_8x1_8x4_1x8_o01> -> <64x128xf16, #shared_2297a7, #smem_d51a3c, mutable>
    %w_8 = ttg.async_commit_group tokens %w_7
    %acc_4 = arith.cmpi sgt, %1, %c1_i32 : i32
    %x_ptrs_10 = tt.addptr %x_ptrs_9, %cst_1 : tensor<128x64x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10>, tensor<128x64xi32, #blocked_1x8_4x8_8x1_o10>
    %w_ptrs_10 = tt.addptr %w_ptrs_9, %cst_0 : tensor<64x128x!tt.ptr<f16>, #blocked_8x1_8x4_1x8_o01>, tensor<64x128xi32, #blocked_8x1_8x4_1x8_o01>
    %k_left = arith.subi %K, %c64_i32 : i32
    %x_9 = tt.splat %k_left : i32 -> tensor<1x64xi32, #blocked_1x8_4x8_8x1_o10>
    %x_10 = arith.cmpi slt, %x_ptrs_6, %x_9 : tensor<1x64xi32, #blocked_1x8_4x8_8x1_o10>
    %x_11 = tt.broadcast %x_10 : tensor<1x64xi1, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
    %x_12 = arith.andi %x_0, %x_11 : tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
    %x_13 = ttg.memdesc_index %x_1[%c1_i32] : !ttg.memdesc<2x128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %acc_5 = tt.splat %acc_4 : i1 -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
    %acc_6 = arith.andi %acc_5, %x_12 : tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
    %x_14 = ttg.async_copy_global_to_local %x_ptrs_10, %x_13 mask %acc_6 other %cst_2 {contiguity = 8 : i32} : tensor<128x64x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10> -> <128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %x_15 = ttg.async_commit_group tokens %x_14
    %w_9 = tt.splat %k_left : i32 -> tensor<64x1xi32, #blocked_8x1_8x4_1x8_o01>
    %w_10 = arith.cmpi slt, %w_ptrs_0, %w_9 : tensor<64x1xi32, #blocked_8x1_8x4_1x8_o01>
    %w_11 = tt.broadcast %w_10 : tensor<64x1xi1, #blocked_8x1_8x4_1x8_o01> -> tensor<64x128xi1, #blocked_8x1_8x4_1x8_o01>
    %w_12 = arith.andi %w_11, %w_0 : tensor<64x128xi1, #blocked_8x1_8x4_1x8_o01>
    %w_13 = ttg.memdesc_index %w_1[%c1_i32] : !ttg.memdesc<2x64x128xf16, #shared_2297a7, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_2297a7, #smem_d51a3c, mutable>
    %acc_7 = tt.splat %acc_4 : i1 -> tensor<64x128xi1, #blocked_8x1_8x4_1x8_o01>
    %acc_8 = arith.andi %acc_7, %w_12 : tensor<64x128xi1, #blocked_8x1_8x4_1x8_o01>
    %w_14 = ttg.async_copy_global_to_local %w_ptrs_10, %w_13 mask %acc_8 other %cst_3 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked_8x1_8x4_1x8_o01> -> <64x128xf16, #shared_2297a7, #smem_d51a3c, mutable>
    %w_15 = ttg.async_commit_group tokens %w_14
    %x_16 = ttg.async_wait %x_8, %w_8 {num = 2 : i32}
    %x_17 = ttg.memdesc_subslice %x_6[0, 0] : !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x16xf16, #shared_10b6f2, #smem_d51a3c, mutable, 128x64>
    %x_18 = ttg.local_load %x_17 token %x_16 : !ttg.memdesc<128x16xf16, #shared_10b6f2, #smem_d51a3c, mutable, 128x64> -> tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>>
    %w_16 = ttg.memdesc_subslice %w_6[0, 0] : !ttg.memdesc<64x128xf16, #shared_2297a7, #smem_d51a3c, mutable> -> !ttg.memdesc<16x128xf16, #shared_2297a7, #smem_d51a3c, mutable, 64x128>
    %w_17 = ttg.local_load %w_16 token %x_16 : !ttg.memdesc<16x128xf16, #shared_2297a7, #smem_d51a3c, mutable, 64x128> -> tensor<16x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>>
    %acc_9:15 = scf.for %acc_10 = %c0_i32 to %1 step %c1_i32 iter_args(%arg0 = %cst_4, %x_ptrs_11 = %x_ptrs_10, %w_ptrs_11 = %w_ptrs_10, %arg1 = %c1_i32, %acc_11 = %c-1_i32, %x_19 = %x_8, %x_20 = %x_15, %w_18 = %w_8, %w_19 = %w_15, %x_21 = %x_6, %w_20 = %w_6, %x_22 = %x_16, %x_23 = %x_16, %x_24 = %x_18, %w_21 = %w_17) -> (tensor<128x128xf32, #mma_5e3560>, tensor<128x64x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10>, tensor<64x128x!tt.ptr<f16>, #blocked_8x1_8x4_1x8_o01>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>, !ttg.memdesc<64x128xf16, #shared_2297a7, #smem_d51a3c, mutable>, !ttg.async.token, !ttg.async.token, tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>>, tensor<16x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>>)  : i32 {
      %acc_12 = arith.subi %1, %c2_i32 : i32
      %acc_13 = arith.cmpi slt, %acc_10, %acc_12 : i32
      %acc_14 = arith.addi %acc_11, %c1_i32 : i32
      %acc_15 = arith.cmpi sge, %acc_14, %c2_i32 : i32
      %acc_16 = arith.select %acc_15, %c0_i32, %acc_14 : i32
      %x_25 = ttg.async_wait %x_19, %w_18 {num = 2 : i32}
      %x_26 = ttg.memdesc_subslice %x_21[0, 16] : !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x16xf16, #shared_10b6f2, #smem_d51a3c, mutable, 128x64>
      %x_27 = ttg.local_load %x_26 token %x_22 : !ttg.memdesc<128x16xf16, #shared_10b6f2, #smem_d51a3c, mutable, 128x64> -> tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>>
      %w_22 = ttg.memdesc_subslice %w_20[16, 0] : !ttg.memdesc<64x128xf16, #shared_2297a7, #smem_d51a3c, mutable> -> !ttg.memdesc<16x128xf16, #shared_2297a7, #smem_d51a3c, mutable, 64x128>
      %w_23 = ttg.local_load %w_22 token %x_23 : !ttg.memdesc<16x128xf16, #shared_2297a7, #smem_d51a3c, mutable, 64x128> -> tensor<16x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>>
      %acc_17 = tt.dot %x_24, %w_21, %arg0, inputPrecision = tf32 : tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>> * tensor<16x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>> -> tensor<128x128xf32, #mma_5e3560>
      %x_28 = ttg.memdesc_subslice %x_21[0, 32] : !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x16xf16, #shared_10b6f2, #smem_d51a3c, mutable, 128x64>
      %x_29 = ttg.local_load %x_28 token %x_22 : !ttg.memdesc<128x16xf16, #shared_10b6f2, #smem_d51a3c, mutable, 128x64> -> tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>>
      %w_24 = ttg.memdesc_subslice %w_20[32, 0] : !ttg.memdesc<64x128xf16, #shared_2297a7, #smem_d51a3c, mutable> -> !ttg.memdesc<16x128xf16, #shared_2297a7, #smem_d51a3c, mutable, 64x128>
      %w_25 = ttg.local_load %w_24 token %x_23 : !ttg.memdesc<16x128xf16, #shared_2297a7, #smem_d51a3c, mutable, 64x128> -> tensor<16x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>>
      %acc_18 = tt.dot %x_27, %w_23, %acc_17, inputPrecision = tf32 : tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>> * tensor<16x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>> -> tensor<128x128xf32, #mma_5e3560>
      %x_30 = ttg.memdesc_subslice %x_21[0, 48] : !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x16xf16, #shared_10b6f2, #smem_d51a3c, mutable, 128x64>
      %x_31 = ttg.local_load %x_30 token %x_22 : !ttg.memdesc<128x16xf16, #shared_10b6f2, #smem_d51a3c, mutable, 128x64> -> tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>>
      %w_26 = ttg.memdesc_subslice %w_20[48, 0] : !ttg.memdesc<64x128xf16, #shared_2297a7, #smem_d51a3c, mutable> -> !ttg.memdesc<16x128xf16, #shared_2297a7, #smem_d51a3c, mutable, 64x128>
      %w_27 = ttg.local_load %w_26 token %x_23 : !ttg.memdesc<16x128xf16, #shared_2297a7, #smem_d51a3c, mutable, 64x128> -> tensor<16x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>>
      %acc_19 = tt.dot %x_29, %w_25, %acc_18, inputPrecision = tf32 : tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>> * tensor<16x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>> -> tensor<128x128xf32, #mma_5e3560>
      %x_ptrs_12 = tt.addptr %x_ptrs_11, %cst_1 : tensor<128x64x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10>, tensor<128x64xi32, #blocked_1x8_4x8_8x1_o10>
      %w_ptrs_12 = tt.addptr %w_ptrs_11, %cst_0 : tensor<64x128x!tt.ptr<f16>, #blocked_8x1_8x4_1x8_o01>, tensor<64x128xi32, #blocked_8x1_8x4_1x8_o01>
      %acc_20 = arith.addi %arg1, %c1_i32 : i32
      %acc_21 = arith.cmpi sge, %acc_20, %c2_i32 : i32
      %acc_22 = arith.select %acc_21, %c0_i32, %acc_20 : i32
      %acc_23 = arith.addi %acc_10, %c2_i32 : i32
      %k_left_0 = arith.muli %acc_23, %c64_i32 : i32
      %k_left_1 = arith.subi %K, %k_left_0 : i32
      %x_32 = tt.splat %k_left_1 : i32 -> tensor<1x64xi32, #blocked_1x8_4x8_8x1_o10>
      %x_33 = arith.cmpi slt, %x_ptrs_6, %x_32 : tensor<1x64xi32, #blocked_1x8_4x8_8x1_o10>
      %x_34 = tt.broadcast %x_33 : tensor<1x64xi1, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %x_35 = arith.andi %x_0, %x_34 : tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %x_36 = ttg.memdesc_index %x_1[%acc_22] : !ttg.memdesc<2x128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %acc_24 = tt.splat %acc_13 : i1 -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %acc_25 = arith.andi %acc_24, %x_35 : tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %x_37 = ttg.async_copy_global_to_local %x_ptrs_12, %x_36 mask %acc_25 other %cst_2 {contiguity = 8 : i32} : tensor<128x64x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10> -> <128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %x_38 = ttg.async_commit_group tokens %x_37
      %w_28 = tt.splat %k_left_1 : i32 -> tensor<64x1xi32, #blocked_8x1_8x4_1x8_o01>
      %w_29 = arith.cmpi slt, %w_ptrs_0, %w_28 : tensor<64x1xi32, #blocked_8x1_8x4_1x8_o01>
      %w_30 = tt.broadcast %w_29 : tensor<64x1xi1, #blocked_8x1_8x4_1x8_o01> -> tensor<64x128xi1, #blocked_8x1_8x4_1x8_o01>
      %w_31 = arith.andi %w_30, %w_0 : tensor<64x128xi1, #blocked_8x1_8x4_1x8_o01>
      %w_32 = ttg.memdesc_index %w_1[%acc_22] : !ttg.memdesc<2x64x128xf16, #shared_2297a7, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_2297a7, #smem_d51a3c, mutable>
      %acc_26 = tt.splat %acc_13 : i1 -> tensor<64x128xi1, #blocked_8x1_8x4_1x8_o01>
      %acc_27 = arith.andi %acc_26, %w_31 : tensor<64x128xi1, #blocked_8x1_8x4_1x8_o01>
      %w_33 = ttg.async_copy_global_to_local %w_ptrs_12, %w_32 mask %acc_27 other %cst_3 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked_8x1_8x4_1x8_o01> -> <64x128xf16, #shared_2297a7, #smem_d51a3c, mutable>
      %w_34 = ttg.async_commit_group tokens %w_33
      %acc_28 = arith.addi %acc_16, %c1_i32 : i32
      %acc_29 = arith.cmpi sge, %acc_28, %c2_i32 : i32
      %acc_30 = arith.select %acc_29, %c0_i32, %acc_28 : i32
      %x_39 = ttg.memdesc_index %x_1[%acc_30] : !ttg.memdesc<2x128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %w_35 = ttg.memdesc_index %w_1[%acc_30] : !ttg.memdesc<2x64x128xf16, #shared_2297a7, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_2297a7, #smem_d51a3c, mutable>
      %x_40 = ttg.async_wait %x_20, %w_19 {num = 2 : i32}
      %x_41 = ttg.async_wait %x_20, %w_19 {num = 2 : i32}
      %x_42 = ttg.memdesc_subslice %x_39[0, 0] : !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x16xf16, #shared_10b6f2, #smem_d51a3c, mutable, 128x64>
      %x_43 = ttg.local_load %x_42 token %x_40 : !ttg.memdesc<128x16xf16, #shared_10b6f2, #smem_d51a3c, mutable, 128x64> -> tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>>
      %w_36 = ttg.memdesc_subslice %w_35[0, 0] : !ttg.memdesc<64x128xf16, #shared_2297a7, #smem_d51a3c, mutable> -> !ttg.memdesc<16x128xf16, #shared_2297a7, #smem_d51a3c, mutable, 64x128>
      %w_37 = ttg.local_load %w_36 token %x_41 : !ttg.memdesc<16x128xf16, #shared_2297a7, #smem_d51a3c, mutable, 64x128> -> tensor<16x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>>
      %acc_31 = tt.dot %x_31, %w_27, %acc_19, inputPrecision = tf32 : tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>> * tensor<16x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>> -> tensor<128x128xf32, #mma_5e3560>
      scf.yield %acc_31, %x_ptrs_12, %w_ptrs_12, %acc_22, %acc_16, %x_20, %x_38, %w_19, %w_34, %x_39, %w_35, %x_40, %x_41, %x_43, %w_37 : tensor<128x128xf32, #mma_5e3560>, tensor<128x64x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10>, tensor<64x128x!tt.ptr<f16>, #blocked_8x1_8x4_1x8_o01>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>, !ttg.memdesc<64x128xf16, #shared_2297a7, #smem_d51a3c, mutable>, !ttg.async.token, !ttg.async.token, tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>>, tensor<16x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>>
    }
    %acc_32 = ttg.async_wait {num = 0 : i32}
    ttg.local_dealloc %w_1 : !ttg.memdesc<2x64x128xf16, #shared_2297a7, #smem_d51a3c, mutable>
    ttg.local_dealloc %x_1 : !ttg.memdesc<2x128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %bias = tt.splat %bias_ptr : !tt.ptr<f16> -> tensor<128x!tt.ptr<f16>, #ttg.slice<{dim = 0, parent = #mma_5e3560}>>
    %bias_0 = tt.addptr %bias, %offs_n_4 : tensor<128x!tt.ptr<f16>, #ttg.slice<{dim = 0, parent = #mma_5e3560}>>, tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_5e3560}>>
    %bias_1 = tt.load %bias_0, %mask_n_3, %cst : tensor<128x!tt.ptr<f16>, #ttg.slice<{dim = 0, parent = #mma_5e3560}>>
    %bias_2 = arith.extf %bias_1 : tensor<128xf16, #ttg.slice<{dim = 0, parent = #mma_5e3560}>> to tensor<128xf32, #ttg.slice<{dim = 0, parent = #mma_5e3560}>>
    %acc_33 = tt.expand_dims %bias_2 {axis = 0 : i32} : tensor<128xf32, #ttg.slice<{dim = 0, parent = #mma_5e3560}>> -> tensor<1x128xf32, #mma_5e3560>
    %acc_34 = tt.broadcast %acc_33 : tensor<1x128xf32, #mma_5e3560> -> tensor<128x128xf32, #mma_5e3560>
    %acc_35 = arith.addf %acc_9#0, %acc_34 : tensor<128x128xf32, #mma_5e3560>
    %acc_36 = arith.maxnumf %acc_35, %cst_4 : tensor<128x128xf32, #mma_5e3560>
    %acc_37 = arith.mulf %acc_36, %cst_5 : tensor<128x128xf32, #mma_5e3560>
    %out_ptrs = tt.splat %stride_om : i32 -> tensor<128x1xi32, #blocked_1x8_2x16_8x1_o10>
    %out_ptrs_0 = arith.muli %x_ptrs_0, %out_ptrs : tensor<128x1xi32, #blocked_1x8_2x16_8x1_o10>
    %out_ptrs_1 = tt.splat %out_ptr : !tt.ptr<f16> -> tensor<128x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    %out_ptrs_2 = tt.addptr %out_ptrs_1, %out_ptrs_0 : tensor<128x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x1xi32, #blocked_1x8_2x16_8x1_o10>
    %out_ptrs_3 = tt.broadcast %out_ptrs_2 : tensor<128x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    %out_ptrs_4 = tt.broadcast %w_ptrs_4 : tensor<1x128xi32, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128xi32, #blocked_1x8_2x16_8x1_o10>
    %out_ptrs_5 = tt.addptr %out_ptrs_3, %out_ptrs_4 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x128xi32, #blocked_1x8_2x16_8x1_o10>
    %2 = tt.expand_dims %mask_m_2 {axis = 1 : i32} : tensor<128xi1, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>> -> tensor<128x1xi1, #blocked_1x8_2x16_8x1_o10>
    %3 = tt.expand_dims %mask_n_4 {axis = 0 : i32} : tensor<128xi1, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>> -> tensor<1x128xi1, #blocked_1x8_2x16_8x1_o10>
    %4 = tt.broadcast %2 : tensor<128x1xi1, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_2x16_8x1_o10>
    %5 = tt.broadcast %3 : tensor<1x128xi1, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_2x16_8x1_o10>
    %6 = arith.andi %4, %5 : tensor<128x128xi1, #blocked_1x8_2x16_8x1_o10>
    %7 = arith.truncf %acc_37 : tensor<128x128xf32, #mma_5e3560> to tensor<128x128xf16, #mma_5e3560>
    %8 = ttg.convert_layout %7 : tensor<128x128xf16, #mma_5e3560> -> tensor<128x128xf16, #blocked_1x8_2x16_8x1_o10>
    tt.store %out_ptrs_5, %8, %6 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    tt.return
  }
}
