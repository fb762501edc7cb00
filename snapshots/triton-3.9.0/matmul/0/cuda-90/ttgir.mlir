// matmul config 0 (BLOCK_M=128 BLOCK_N=128 BLOCK_K=64 num_warps=8 num_stages=3) on cuda:90, normalized
#blocked_1x8_2x16_8x1_o10 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked_1x8_4x8_8x1_o10 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#mma_978986 = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 128, 16]}>
#shared_0c2569 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem_d51a3c = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @matmul_kernel(%a_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %c_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %M: i32 {tt.divisibility = 16 : i32}, %N: i32 {tt.divisibility = 16 : i32}, %K: i32 {tt.divisibility = 16 : i32}, %stride_am: i32 {tt.divisibility = 16 : i32}, %stride_bk: i32 {tt.divisibility = 16 : i32}, %stride_cm: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma_978986>
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<64x128xf16, #blocked_1x8_2x16_8x1_o10>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<128x64xf16, #blocked_1x8_4x8_8x1_o10>
    %c63_i32 = arith.constant 63 : i32
    %c128_i32 = arith.constant 128 : i32
    %c64_i32 = arith.constant 64 : i32
    %cst_2 = arith.constant dense<64> : tensor<128x64xi32, #blocked_1x8_4x8_8x1_o10>
    %c-1_i32 = arith.constant -1 : i32
    %c3_i32 = arith.constant 3 : i32
    %c2_i32 = arith.constant 2 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %offs_m = arith.muli %0, %c128_i32 : i32
    %offs_m_0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>>
    %offs_m_1 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>>
    %offs_m_2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
    %offs_m_3 = tt.splat %offs_m : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>>
    %offs_m_4 = tt.splat %offs_m : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
    %offs_m_5 = arith.addi %offs_m_3, %offs_m_0 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>>
    %offs_m_6 = arith.addi %offs_m_4, %offs_m_2 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
    %offs_n = arith.muli %1, %c128_i32 : i32
    %offs_n_0 = tt.splat %offs_n : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>>
    %offs_n_1 = arith.addi %offs_n_0, %offs_m_1 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>>
    %mask_m = tt.splat %M : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>>
    %mask_m_0 = tt.splat %M : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
    %mask_m_1 = arith.cmpi slt, %offs_m_5, %mask_m : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>>
    %mask_m_2 = arith.cmpi slt, %offs_m_6, %mask_m_0 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
    %mask_n = tt.splat %N : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>>
    %mask_n_0 = arith.cmpi slt, %offs_n_1, %mask_n : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>>
    %a_ptrs = tt.expand_dims %offs_m_5 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>> -> tensor<128x1xi32, #blocked_1x8_4x8_8x1_o10>
    %a_ptrs_0 = tt.expand_dims %offs_m_6 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>> -> tensor<128x1xi32, #blocked_1x8_2x16_8x1_o10>
    %a_ptrs_1 = tt.splat %stride_am : i32 -> tensor<128x1xi32, #blocked_1x8_4x8_8x1_o10>
    %a_ptrs_2 = arith.muli %a_ptrs, %a_ptrs_1 : tensor<128x1xi32, #blocked_1x8_4x8_8x1_o10>
    %a_ptrs_3 = tt.splat %a_ptr : !tt.ptr<f16> -> tensor<128x1x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10>
    %a_ptrs_4 = tt.addptr %a_ptrs_3, %a_ptrs_2 : tensor<128x1x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10>, tensor<128x1xi32, #blocked_1x8_4x8_8x1_o10>
    %a_ptrs_5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x8_8x1_o10}>>
    %a_ptrs_6 = tt.expand_dims %a_ptrs_5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x8_8x1_o10}>> -> tensor<1x64xi32, #blocked_1x8_4x8_8x1_o10>
    %a_ptrs_7 = tt.broadcast %a_ptrs_4 : tensor<128x1x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10>
    %a_ptrs_8 = tt.broadcast %a_ptrs_6 : tensor<1x64xi32, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi32, #blocked_1x8_4x8_8x1_o10>
    %a_ptrs_9 = tt.addptr %a_ptrs_7, %a_ptrs_8 : tensor<128x64x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10>, tensor<128x64xi32, #blocked_1x8_4x8_8x1_o10>
    %b_ptrs = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
    %b_ptrs_0 = tt.expand_dims %b_ptrs {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>> -> tensor<64x1xi32, #blocked_1x8_2x16_8x1_o10>
    %b_ptrs_1 = tt.splat %stride_bk : i32 -> tensor<64x1xi32, #blocked_1x8_2x16_8x1_o10>
    %b_ptrs_2 = arith.muli %b_ptrs_0, %b_ptrs_1 : tensor<64x1xi32, #blocked_1x8_2x16_8x1_o10>
    %b_ptrs_3 = tt.splat %b_ptr : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    %b_ptrs_4 = tt.addptr %b_ptrs_3, %b_ptrs_2 : tensor<64x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<64x1xi32, #blocked_1x8_2x16_8x1_o10>
    %b_ptrs_5 = tt.expand_dims %offs_n_1 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>> -> tensor<1x128xi32, #blocked_1x8_2x16_8x1_o10>
    %b_ptrs_6 = tt.broadcast %b_ptrs_4 : tensor<64x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    %b_ptrs_7 = tt.broadcast %b_ptrs_5 : tensor<1x128xi32, #blocked_1x8_2x16_8x1_o10> -> tensor<64x128xi32, #blocked_1x8_2x16_8x1_o10>
    %b_ptrs_8 = tt.addptr %b_ptrs_6, %b_ptrs_7 : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<64x128xi32, #blocked_1x8_2x16_8x1_o10>
    %2 = arith.addi %K, %c63_i32 : i32
    %3 = arith.divsi %2, %c64_i32 : i32
    %a = tt.expand_dims %mask_m_1 {axis = 1 : i32} : tensor<128xi1, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>> -> tensor<128x1xi1, #blocked_1x8_4x8_8x1_o10>
    %a_0 = tt.broadcast %a : tensor<128x1xi1, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
    %b = tt.expand_dims %mask_n_0 {axis = 0 : i32} : tensor<128xi1, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>> -> tensor<1x128xi1, #blocked_1x8_2x16_8x1_o10>
    %b_0 = tt.broadcast %b : tensor<1x128xi1, #blocked_1x8_2x16_8x1_o10> -> tensor<64x128xi1, #blocked_1x8_2x16_8x1_o10>
    %b_ptrs_9 = arith.muli %stride_bk, %c64_i32 : i32
    %b_ptrs_10 = tt.splat %b_ptrs_9 : i32 -> tensor<64x128xi32, #blocked_1x8_2x16_8x1_o10>
    %a_1 = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %b_1 = ttg.local_alloc : () -> !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %acc = arith.cmpi sgt, %3, %c0_i32 : i32
    %a_2 = tt.splat %K : i32 -> tensor<1x64xi32, #blocked_1x8_4x8_8x1_o10>
    %a_3 = arith.cmpi slt, %a_ptrs_6, %a_2 : tensor<1x64xi32, #blocked_1x8_4x8_8x1_o10>
    %a_4 = tt.broadcast %a_3 : tensor<1x64xi1, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
    %a_5 = arith.andi %a_0, %a_4 : tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
    %a_6 = ttg.memdesc_index %a_1[%c0_i32] : !ttg.memdesc<3x128x64xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %acc_0 = tt.splat %acc : i1 -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
    %acc_1 = arith.andi %acc_0, %a_5 : tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
    %a_7 = ttg.async_copy_global_to_local %a_ptrs_9, %a_6 mask %acc_1 other %cst_1 {contiguity = 8 : i32} : tensor<128x64x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10> -> <128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %a_8 = ttg.async_commit_group tokens %a_7
    %b_2 = tt.splat %K : i32 -> tensor<64x1xi32, #blocked_1x8_2x16_8x1_o10>
    %b_3 = arith.cmpi slt, %b_ptrs_0, %b_2 : tensor<64x1xi32, #blocked_1x8_2x16_8x1_o10>
    %b_4 = tt.broadcast %b_3 : tensor<64x1xi1, #blocked_1x8_2x16_8x1_o10> -> tensor<64x128xi1, #blocked_1x8_2x16_8x1_o10>
    %b_5 = arith.andi %b_4, %b_0 : tensor<64x128xi1, #blocked_1x8_2x16_8x1_o10>
    %b_6 = ttg.memdesc_index %b_1[%c0_i32] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %acc_2 = tt.splat %acc : i1 -> tensor<64x128xi1, #blocked_1x8_2x16_8x1_o10>
    %acc_3 = arith.andi %acc_2, %b_5 : tensor<64x128xi1, #blocked_1x8_2x16_8x1_o10>
    %b_7 = ttg.async_copy_global_to_local %b_ptrs_8, %b_6 mask %acc_3 other %cst_0 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> <64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %b_8 = ttg.async_commit_group tokens %b_7
    %acc_4 = arith.cmpi sgt, %3, %c1_i32 : i32
    %a_ptrs_10 = tt.addptr %a_ptrs_9, %cst_2 : tensor<128x64x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10>, tensor<128x64xi32, #blocked_1x8_4x8_8x1_o10>
    %b_ptrs_11 = tt.addptr %b_ptrs_8, %b_ptrs_10 : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<64x128xi32, #blocked_1x8_2x16_8x1_o10>
    %k_left = arith.subi %K, %c64_i32 : i32
    %a_9 = tt.splat %k_left : i32 -> tensor<1x64xi32, #blocked_1x8_4x8_8x1_o10>
    %a_10 = arith.cmpi slt, %a_ptrs_6, %a_9 : tensor<1x64xi32, #blocked_1x8_4x8_8x1_o10>
    %a_11 = tt.broadcast %a_10 : tensor<1x64xi1, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
    %a_12 = arith.andi %a_0, %a_11 : tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
    %a_13 = ttg.memdesc_index %a_1[%c1_i32] : !ttg.memdesc<3x128x64xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %acc_5 = tt.splat %acc_4 : i1 -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
    %acc_6 = arith.andi %acc_5, %a_12 : tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
    %a_14 = ttg.async_copy_global_to_local %a_ptrs_10, %a_13 mask %acc_6 other %cst_1 {contiguity = 8 : i32} : tensor<128x64x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10> -> <128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %a_15 = ttg.async_commit_group tokens %a_14
    %b_9 = tt.splat %k_left : i32 -> tensor<64x1xi32, #blocked_1x8_2x16_8x1_o10>
    %b_10 = arith.cmpi slt, %b_ptrs_0, %b_9 : tensor<64x1xi32, #blocked_1x8_2x16_8x1_o10>
    %b_11 = tt.broadcast %b_10 : tensor<64x1xi1, #blocked_1x8_2x16_8x1_o10> -> tensor<64x128xi1, #blocked_1x8_2x16_8x1_o10>
    %b_12 = arith.andi %b_11, %b_0 : tensor<64x128xi1, #blocked_1x8_2x16_8x1_o10>
    %b_13 = ttg.memdesc_index %b_1[%c1_i32] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %acc_7 = tt.splat %acc_4 : i1 -> tensor<64x128xi1, #blocked_1x8_2x16_8x1_o10>
    %acc_8 = arith.andi %acc_7, %b_12 : tensor<64x128xi1, #blocked_1x8_2x16_8x1_o10>
    %b_14 = ttg.async_copy_global_to_local %b_ptrs_11, %b_13 mask %acc_8 other %cst_0 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> <64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %b_15 = ttg.async_commit_group tokens %b_14
    %acc_9:9 = scf.for %acc_10 = %c0_i32 to %3 step %c1_i32 iter_args(%acc_11 = %cst, %a_ptrs_11 = %a_ptrs_10, %b_ptrs_12 = %b_ptrs_11, %acc_12 = %c1_i32, %acc_13 = %c-1_i32, %a_16 = %a_8, %a_17 = %a_15, %b_16 = %b_8, %b_17 = %b_15) -> (tensor<128x128xf32, #mma_978986>, tensor<128x64x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10>, tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token)  : i32 {
      %acc_14 = arith.subi %3, %c2_i32 : i32
      %acc_15 = arith.cmpi slt, %acc_10, %acc_14 : i32
      %acc_16 = arith.addi %acc_13, %c1_i32 : i32
      %acc_17 = arith.cmpi sge, %acc_16, %c3_i32 : i32
      %acc_18 = arith.select %acc_17, %c0_i32, %acc_16 : i32
      %a_18 = ttg.async_wait %a_16, %b_16 {num = 2 : i32}
      %a_19 = ttg.memdesc_index %a_1[%acc_18] : !ttg.memdesc<3x128x64xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %b_18 = ttg.memdesc_index %b_1[%acc_18] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      ttng.fence_async_shared {bCluster = false}
      %acc_19 = ttng.warp_group_dot %a_19, %b_18, %acc_11 {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<128x64xf16, #shared_0c2569, #smem_d51a3c, mutable> * !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> tensor<128x128xf32, #mma_978986>
      %acc_20:3 = ttng.warp_group_dot_wait %acc_19, %a_19, %b_18 {pendings = 1 : i32} : tensor<128x128xf32, #mma_978986>, !ttg.memdesc<128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>, !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %a_ptrs_12 = tt.addptr %a_ptrs_11, %cst_2 : tensor<128x64x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10>, tensor<128x64xi32, #blocked_1x8_4x8_8x1_o10>
      %b_ptrs_13 = tt.addptr %b_ptrs_12, %b_ptrs_10 : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<64x128xi32, #blocked_1x8_2x16_8x1_o10>
      %acc_21 = arith.addi %acc_12, %c1_i32 : i32
      %acc_22 = arith.cmpi sge, %acc_21, %c3_i32 : i32
      %acc_23 = arith.select %acc_22, %c0_i32, %acc_21 : i32
      %acc_24 = arith.addi %acc_10, %c2_i32 : i32
      %k_left_0 = arith.muli %acc_24, %c64_i32 : i32
      %k_left_1 = arith.subi %K, %k_left_0 : i32
      %a_20 = tt.splat %k_left_1 : i32 -> tensor<1x64xi32, #blocked_1x8_4x8_8x1_o10>
      %a_21 = arith.cmpi slt, %a_ptrs_6, %a_20 : tensor<1x64xi32, #blocked_1x8_4x8_8x1_o10>
      %a_22 = tt.broadcast %a_21 : tensor<1x64xi1, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %a_23 = arith.andi %a_0, %a_22 : tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %a_24 = ttg.memdesc_index %a_1[%acc_23] : !ttg.memdesc<3x128x64xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %acc_25 = tt.splat %acc_15 : i1 -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %acc_26 = arith.andi %acc_25, %a_23 : tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %a_25 = ttg.async_copy_global_to_local %a_ptrs_12, %a_24 mask %acc_26 other %cst_1 {contiguity = 8 : i32} : tensor<128x64x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10> -> <128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %a_26 = ttg.async_commit_group tokens %a_25
      %b_19 = tt.splat %k_left_1 : i32 -> tensor<64x1xi32, #blocked_1x8_2x16_8x1_o10>
      %b_20 = arith.cmpi slt, %b_ptrs_0, %b_19 : tensor<64x1xi32, #blocked_1x8_2x16_8x1_o10>
      %b_21 = tt.broadcast %b_20 : tensor<64x1xi1, #blocked_1x8_2x16_8x1_o10> -> tensor<64x128xi1, #blocked_1x8_2x16_8x1_o10>
      %b_22 = arith.andi %b_21, %b_0 : tensor<64x128xi1, #blocked_1x8_2x16_8x1_o10>
      %b_23 = ttg.memdesc_index %b_1[%acc_23] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %acc_27 = tt.splat %acc_15 : i1 -> tensor<64x128xi1, #blocked_1x8_2x16_8x1_o10>
      %acc_28 = arith.andi %acc_27, %b_22 : tensor<64x128xi1, #blocked_1x8_2x16_8x1_o10>
      %b_24 = ttg.async_copy_global_to_local %b_ptrs_13, %b_23 mask %acc_28 other %cst_0 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> <64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %b_25 = ttg.async_commit_group tokens %b_24
      scf.yield %acc_20#0, %a_ptrs_12, %b_ptrs_13, %acc_23, %acc_18, %a_17, %a_26, %b_17, %b_25 : tensor<128x128xf32, #mma_978986>, tensor<128x64x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10>, tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token
    }
    %acc_29 = ttng.warp_group_dot_wait %acc_9#0 {pendings = 0 : i32} : tensor<128x128xf32, #mma_978986>
    %acc_30 = ttg.async_wait {num = 0 : i32}
    ttg.local_dealloc %b_1 : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    ttg.local_dealloc %a_1 : !ttg.memdesc<3x128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %c = arith.truncf %acc_29 : tensor<128x128xf32, #mma_978986> to tensor<128x128xf16, #mma_978986>
    %c_ptrs = tt.splat %stride_cm : i32 -> tensor<128x1xi32, #blocked_1x8_2x16_8x1_o10>
    %c_ptrs_0 = arith.muli %a_ptrs_0, %c_ptrs : tensor<128x1xi32, #blocked_1x8_2x16_8x1_o10>
    %c_ptrs_1 = tt.splat %c_ptr : !tt.ptr<f16> -> tensor<128x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    %c_ptrs_2 = tt.addptr %c_ptrs_1, %c_ptrs_0 : tensor<128x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x1xi32, #blocked_1x8_2x16_8x1_o10>
    %c_ptrs_3 = tt.broadcast %c_ptrs_2 : tensor<128x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    %c_ptrs_4 = tt.broadcast %b_ptrs_5 : tensor<1x128xi32, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128xi32, #blocked_1x8_2x16_8x1_o10>
    %c_ptrs_5 = tt.addptr %c_ptrs_3, %c_ptrs_4 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x128xi32, #blocked_1x8_2x16_8x1_o10>
    %4 = tt.expand_dims %mask_m_2 {axis = 1 : i32} : tensor<128xi1, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>> -> tensor<128x1xi1, #blocked_1x8_2x16_8x1_o10>
    %5 = tt.broadcast %4 : tensor<128x1xi1, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_2x16_8x1_o10>
    %6 = tt.broadcast %b : tensor<1x128xi1, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_2x16_8x1_o10>
    %7 = arith.andi %5, %6 : tensor<128x128xi1, #blocked_1x8_2x16_8x1_o10>
    %8 = ttg.convert_layout %c : tensor<128x128xf16, #mma_978986> -> tensor<128x128xf16, #blocked_1x8_2x16_8x1_o10>
    tt.store %c_ptrs_5, %8, %7 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    tt.return
  }
}
