// matmul_grouped config 1 (BLOCK_M=128 BLOCK_N=256 BLOCK_K=32 GROUP_M=8 num_warps=8 num_stages=4) on cuda:80, normalized
#blocked_1x8_1x32_8x1_o10 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked_1x8_8x4_8x1_o10 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [8, 1], order = [1, 0]}>
#mma_5e3560 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 4], instrShape = [16, 8]}>
#shared_10b6f2 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#shared_be7f03 = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]}>
#smem_d51a3c = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @matmul_grouped_kernel(%a_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %c_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %M: i32 {tt.divisibility = 16 : i32}, %N: i32 {tt.divisibility = 16 : i32}, %K: i32 {tt.divisibility = 16 : i32}, %stride_am: i32 {tt.divisibility = 16 : i32}, %stride_bk: i32 {tt.divisibility = 16 : i32}, %stride_cm: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x256xf32, #mma_5e3560>
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<32x256xf16, #blocked_1x8_1x32_8x1_o10>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<128x32xf16, #blocked_1x8_8x4_8x1_o10>
    %c128_i32 = arith.constant 128 : i32
    %c127_i32 = arith.constant 127 : i32
    %c256_i32 = arith.constant 256 : i32
    %c255_i32 = arith.constant 255 : i32
    %c8_i32 = arith.constant 8 : i32
    %c31_i32 = arith.constant 31 : i32
    %c32_i32 = arith.constant 32 : i32
    %cst_2 = arith.constant dense<32> : tensor<128x32xi32, #blocked_1x8_8x4_8x1_o10>
    %c-1_i32 = arith.constant -1 : i32
    %c3_i32 = arith.constant 3 : i32
    %c2_i32 = arith.constant 2 : i32
    %c64_i32 = arith.constant 64 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.addi %M, %c127_i32 : i32
    %2 = arith.divsi %1, %c128_i32 : i32
    %3 = arith.addi %N, %c255_i32 : i32
    %4 = arith.divsi %3, %c256_i32 : i32
    %num_pid_in_group = arith.muli %4, %c8_i32 : i32
    %group_id = arith.divsi %0, %num_pid_in_group : i32
    %first_pid_m = arith.muli %group_id, %c8_i32 : i32
    %group_size_m = arith.subi %2, %first_pid_m : i32
    %group_size_m_0 = arith.minsi %group_size_m, %c8_i32 : i32
    %pid_m = arith.remsi %0, %num_pid_in_group : i32
    %pid_m_0 = arith.remsi %pid_m, %group_size_m_0 : i32
    %pid_m_1 = arith.addi %first_pid_m, %pid_m_0 : i32
    %pid_n = arith.divsi %pid_m, %group_size_m_0 : i32
    %offs_m = arith.muli %pid_m_1, %c128_i32 : i32
    %offs_m_0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x4_8x1_o10}>>
    %offs_m_1 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>>
    %offs_m_2 = tt.splat %offs_m : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x4_8x1_o10}>>
    %offs_m_3 = tt.splat %offs_m : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>>
    %offs_m_4 = arith.addi %offs_m_2, %offs_m_0 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x4_8x1_o10}>>
    %offs_m_5 = arith.addi %offs_m_3, %offs_m_1 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>>
    %offs_n = arith.muli %pid_n, %c256_i32 : i32
    %offs_n_0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>>
    %offs_n_1 = tt.splat %offs_n : i32 -> tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>>
    %offs_n_2 = arith.addi %offs_n_1, %offs_n_0 : tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>>
    %mask_m = tt.splat %M : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x4_8x1_o10}>>
    %mask_m_0 = tt.splat %M : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>>
    %mask_m_1 = arith.cmpi slt, %offs_m_4, %mask_m : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x4_8x1_o10}>>
    %mask_m_2 = arith.cmpi slt, %offs_m_5, %mask_m_0 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>>
    %mask_n = tt.splat %N : i32 -> tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>>
    %mask_n_0 = arith.cmpi slt, %offs_n_2, %mask_n : tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>>
    %a_ptrs = tt.expand_dims %offs_m_4 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x4_8x1_o10}>> -> tensor<128x1xi32, #blocked_1x8_8x4_8x1_o10>
    %a_ptrs_0 = tt.expand_dims %offs_m_5 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>> -> tensor<128x1xi32, #blocked_1x8_1x32_8x1_o10>
    %a_ptrs_1 = tt.splat %stride_am : i32 -> tensor<128x1xi32, #blocked_1x8_8x4_8x1_o10>
    %a_ptrs_2 = arith.muli %a_ptrs, %a_ptrs_1 : tensor<128x1xi32, #blocked_1x8_8x4_8x1_o10>
    %a_ptrs_3 = tt.splat %a_ptr : !tt.ptr<f16> -> tensor<128x1x!tt.ptr<f16>, #blocked_1x8_8x4_8x1_o10>
    %a_ptrs_4 = tt.addptr %a_ptrs_3, %a_ptrs_2 : tensor<128x1x!tt.ptr<f16>, #blocked_1x8_8x4_8x1_o10>, tensor<128x1xi32, #blocked_1x8_8x4_8x1_o10>
    %a_ptrs_5 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_8x4_8x1_o10}>>
    %a_ptrs_6 = tt.expand_dims %a_ptrs_5 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_8x4_8x1_o10}>> -> tensor<1x32xi32, #blocked_1x8_8x4_8x1_o10>
    %a_ptrs_7 = tt.broadcast %a_ptrs_4 : tensor<128x1x!tt.ptr<f16>, #blocked_1x8_8x4_8x1_o10> -> tensor<128x32x!tt.ptr<f16>, #blocked_1x8_8x4_8x1_o10>
    %a_ptrs_8 = tt.broadcast %a_ptrs_6 : tensor<1x32xi32, #blocked_1x8_8x4_8x1_o10> -> tensor<128x32xi32, #blocked_1x8_8x4_8x1_o10>
    %a_ptrs_9 = tt.addptr %a_ptrs_7, %a_ptrs_8 : tensor<128x32x!tt.ptr<f16>, #blocked_1x8_8x4_8x1_o10>, tensor<128x32xi32, #blocked_1x8_8x4_8x1_o10>
    %b_ptrs = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>>
    %b_ptrs_0 = tt.expand_dims %b_ptrs {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>> -> tensor<32x1xi32, #blocked_1x8_1x32_8x1_o10>
    %b_ptrs_1 = tt.splat %stride_bk : i32 -> tensor<32x1xi32, #blocked_1x8_1x32_8x1_o10>
    %b_ptrs_2 = arith.muli %b_ptrs_0, %b_ptrs_1 : tensor<32x1xi32, #blocked_1x8_1x32_8x1_o10>
    %b_ptrs_3 = tt.splat %b_ptr : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10>
    %b_ptrs_4 = tt.addptr %b_ptrs_3, %b_ptrs_2 : tensor<32x1x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10>, tensor<32x1xi32, #blocked_1x8_1x32_8x1_o10>
    %b_ptrs_5 = tt.expand_dims %offs_n_2 {axis = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>> -> tensor<1x256xi32, #blocked_1x8_1x32_8x1_o10>
    %b_ptrs_6 = tt.broadcast %b_ptrs_4 : tensor<32x1x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10> -> tensor<32x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10>
    %b_ptrs_7 = tt.broadcast %b_ptrs_5 : tensor<1x256xi32, #blocked_1x8_1x32_8x1_o10> -> tensor<32x256xi32, #blocked_1x8_1x32_8x1_o10>
    %b_ptrs_8 = tt.addptr %b_ptrs_6, %b_ptrs_7 : tensor<32x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10>, tensor<32x256xi32, #blocked_1x8_1x32_8x1_o10>
    %5 = arith.addi %K, %c31_i32 : i32
    %6 = arith.divsi %5, %c32_i32 : i32
    %a = tt.expand_dims %mask_m_1 {axis = 1 : i32} : tensor<128xi1, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x4_8x1_o10}>> -> tensor<128x1xi1, #blocked_1x8_8x4_8x1_o10>
    %a_0 = tt.broadcast %a : tensor<128x1xi1, #blocked_1x8_8x4_8x1_o10> -> tensor<128x32xi1, #blocked_1x8_8x4_8x1_o10>
    %b = tt.expand_dims %mask_n_0 {axis = 0 : i32} : tensor<256xi1, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>> -> tensor<1x256xi1, #blocked_1x8_1x32_8x1_o10>
    %b_0 = tt.broadcast %b : tensor<1x256xi1, #blocked_1x8_1x32_8x1_o10> -> tensor<32x256xi1, #blocked_1x8_1x32_8x1_o10>
    %b_ptrs_9 = arith.muli %stride_bk, %c32_i32 : i32
    %b_ptrs_10 = tt.splat %b_ptrs_9 : i32 -> tensor<32x256xi32, #blocked_1x8_1x32_8x1_o10>
    %a_1 = ttg.local_alloc : () -> !ttg.memdesc<3x128x32xf16, #shared_be7f03, #smem_d51a3c, mutable>
    %b_1 = ttg.local_alloc : () -> !ttg.memdesc<3x32x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %acc = arith.cmpi sgt, %6, %c0_i32 : i32
    %a_2 = tt.splat %K : i32 -> tensor<1x32xi32, #blocked_1x8_8x4_8x1_o10>
    %a_3 = arith.cmpi slt, %a_ptrs_6, %a_2 : tensor<1x32xi32, #blocked_1x8_8x4_8x1_o10>
    %a_4 = tt.broadcast %a_3 : tensor<1x32xi1, #blocked_1x8_8x4_8x1_o10> -> tensor<128x32xi1, #blocked_1x8_8x4_8x1_o10>
    %a_5 = arith.andi %a_0, %a_4 : tensor<128x32xi1, #blocked_1x8_8x4_8x1_o10>
    %a_6 = ttg.memdesc_index %a_1[%c0_i32] : !ttg.memdesc<3x128x32xf16, #shared_be7f03, #smem_d51a3c, mutable> -> !ttg.memdesc<128x32xf16, #shared_be7f03, #smem_d51a3c, mutable>
    %acc_0 = tt.splat %acc : i1 -> tensor<128x32xi1, #blocked_1x8_8x4_8x1_o10>
    %acc_1 = arith.andi %acc_0, %a_5 : tensor<128x32xi1, #blocked_1x8_8x4_8x1_o10>
    %a_7 = ttg.async_copy_global_to_local %a_ptrs_9, %a_6 mask %acc_1 other %cst_1 {contiguity = 8 : i32} : tensor<128x32x!tt.ptr<f16>, #blocked_1x8_8x4_8x1_o10> -> <128x32xf16, #shared_be7f03, #smem_d51a3c, mutable>
    %a_8 = ttg.async_commit_group tokens %a_7
    %b_2 = tt.splat %K : i32 -> tensor<32x1xi32, #blocked_1x8_1x32_8x1_o10>
    %b_3 = arith.cmpi slt, %b_ptrs_0, %b_2 : tensor<32x1xi32, #blocked_1x8_1x32_8x1_o10>
    %b_4 = tt.broadcast %b_3 : tensor<32x1xi1, #blocked_1x8_1x32_8x1_o10> -> tensor<32x256xi1, #blocked_1x8_1x32_8x1_o10>
    %b_5 = arith.andi %b_4, %b_0 : tensor<32x256xi1, #blocked_1x8_1x32_8x1_o10>
    %b_6 = ttg.memdesc_index %b_1[%c0_i32] : !ttg.memdesc<3x32x256xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<32x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %acc_2 = tt.splat %acc : i1 -> tensor<32x256xi1, #blocked_1x8_1x32_8x1_o10>
    %acc_3 = arith.andi %acc_2, %b_5 : tensor<32x256xi1, #blocked_1x8_1x32_8x1_o10>
    %b_7 = ttg.async_copy_global_to_local %b_ptrs_8, %b_6 mask %acc_3 other %cst_0 {contiguity = 8 : i32} : tensor<32x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10> -> <32x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %b_8 = ttg.async_commit_group tokens %b_7
    %acc_4 = arith.cmpi sgt, %6, %c1_i32 : i32
    %a_ptrs_10 = tt.addptr %a_ptrs_9, %cst_2 : tensor<128x32x!tt.ptr<f16>, #blocked_1x8_8x4_8x1_o10>, tensor<128x32xi32, #blocked_1x8_8x4_8x1_o10>
    %b_ptrs_11 = tt.addptr %b_ptrs_8, %b_ptrs_10 : tensor<32x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10>, tensor<32x256xi32, #blocked_1x8_1x32_8x1_o10>
    %k_left = arith.subi %K, %c32_i32 : i32
    %a_9 = tt.splat %k_left : i32 -> tensor<1x32xi32, #blocked_1x8_8x4_8x1_o10>
    %a_10 = arith.cmpi slt, %a_ptrs_6, %a_9 : tensor<1x32xi32, #blocked_1x8_8x4_8x1_o10>
    %a_11 = tt.broadcast %a_10 : tensor<1x32xi1, #blocked_1x8_8x4_8x1_o10> -> tensor<128x32xi1, #blocked_1x8_8x4_8x1_o10>
    %a_12 = arith.andi %a_0, %a_11 : tensor<128x32xi1, #blocked_1x8_8x4_8x1_o10>
    %a_13 = ttg.memdesc_index %a_1[%c1_i32] : !ttg.memdesc<3x128x32xf16, #shared_be7f03, #smem_d51a3c, mutable> -> !ttg.memdesc<128x32xf16, #shared_be7f03, #smem_d51a3c, mutable>
    %acc_5 = tt.splat %acc_4 : i1 -> tensor<128x32xi1, #blocked_1x8_8x4_8x1_o10>
    %acc_6 = arith.andi %acc_5, %a_12 : tensor<128x32xi1, #blocked_1x8_8x4_8x1_o10>
    %a_14 = ttg.async_copy_global_to_local %a_ptrs_10, %a_13 mask %acc_6 other %cst_1 {contiguity = 8 : i32} : tensor<128x32x!tt.ptr<f16>, #blocked_1x8_8x4_8x1_o10> -> <128x32xf16, #shared_be7f03, #smem_d51a3c, mutable>
    %a_15 = ttg.async_commit_group tokens %a_14
    %b_9 = tt.splat %k_left : i32 -> tensor<32x1xi32, #blocked_1x8_1x32_8x1_o10>
    %b_10 = arith.cmpi slt, %b_ptrs_0, %b_9 : tensor<32x1xi32, #blocked_1x8_1x32_8x1_o10>
    %b_11 = tt.broadcast %b_10 : tensor<32x1xi1, #blocked_1x8_1x32_8x1_o10> -> tensor<32x256xi1, #blocked_1x8_1x32_8x1_o10>
    %b_12 = arith.andi %b_11, %b_0 : tensor<32x256xi1, #blocked_1x8_1x32_8x1_o10>
    %b_13 = ttg.memdesc_index %b_1[%c1_i32] : !ttg.memdesc<3x32x256xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<32x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %acc_7 = tt.splat %acc_4 : i1 -> tensor<32x256xi1, #blocked_1x8_1x32_8x1_o10>
    %acc_8 = arith.andi %acc_7, %b_12 : tensor<32x256xi1, #blocked_1x8_1x32_8x1_o10>
    %b_14 = ttg.async_copy_global_to_local %b_ptrs_11, %b_13 mask %acc_8 other %cst_0 {contiguity = 8 : i32} : tensor<32x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10> -> <32x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %b_15 = ttg.async_commit_group tokens %b_14
    %acc_9 = arith.cmpi sgt, %6, %c2_i32 : i32
    %a_ptrs_11 = tt.addptr %a_ptrs_10, %cst_2 : tensor<128x32x!tt.ptr<f16>, #blocked_1x8_8x4_8x1_o10>, tensor<128x32xi32, #blocked_1x8_8x4_8x1_o10>
    %b_ptrs_12 = tt.addptr %b_ptrs_11, %b_ptrs_10 : tensor<32x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10>, tensor<32x256xi32, #blocked_1x8_1x32_8x1_o10>
    %k_left_0 = arith.subi %K, %c64_i32 : i32
    %a_16 = tt.splat %k_left_0 : i32 -> tensor<1x32xi32, #blocked_1x8_8x4_8x1_o10>
    %a_17 = arith.cmpi slt, %a_ptrs_6, %a_16 : tensor<1x32xi32, #blocked_1x8_8x4_8x1_o10>
    %a_18 = tt.broadcast %a_17 : tensor<1x32xi1, #blocked_1x8_8x4_8x1_o10> -> tensor<128x32xi1, #blocked_1x8_8x4_8x1_o10>
    %a_19 = arith.andi %a_0, %a_18 : tensor<128x32xi1, #blocked_1x8_8x4_8x1_o10>
    %a_20 = ttg.memdesc_index %a_1[%c2_i32] : !ttg.memdesc<3x128x32xf16, #shared_be7f03, #smem_d51a3c, mutable> -> !ttg.memdesc<128x32xf16, #shared_be7f03, #smem_d51a3c, mutable>
    %acc_10 = tt.splat %acc_9 : i1 -> tensor<128x32xi1, #blocked_1x8_8x4_8x1_o10>
    %acc_11 = arith.andi %acc_10, %a_19 : tensor<128x32xi1, #blocked_1x8_8x4_8x1_o10>
    %a_21 = ttg.async_copy_global_to_local %a_ptrs_11, %a_20 mask %acc_11 other %cst_1 {contiguity = 8 : i32} : tensor<128x32x!tt.ptr<f16>, #blocked_1x8_8x4_8x1_o10> -> <128x32xf16, #shared_be7f03, #smem_d51a3c, mutable>
    %a_22 = ttg.async_commit_group tokens %a_21
    %b_16 = tt.splat %k_left_0 : i32 -> tensor<32x1xi32, #blocked_1x8_1x32_8x1_o10>
    %b_17 = arith.cmpi slt, %b_ptrs_0, %b_16 : tensor<32x1xi32, #blocked_1x8_1x32_8x1_o10>
    %b_18 = tt.broadcast %b_17 : tensor<32x1xi1, #blocked_1x8_1x32_8x1_o10> -> tensor<32x256xi1, #blocked_1x8_1x32_8x1_o10>
    %b_19 = arith.andi %b_18, %b_0 : tensor<32x256xi1, #blocked_1x8_1x32_8x1_o10>
    %b_20 = ttg.memdesc_index %b_1[%c2_i32] : !ttg.memdesc<3x32x256xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<32x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %acc_12 = tt.splat %acc_9 : i1 -> tensor<32x256xi1, #blocked_1x8_1x32_8x1_o10>
    %acc_13 = arith.andi %acc_12, %b_19 : tensor<32x256xi1, #blocked_1x8_1x32_8x1_o10>
    %b_21 = ttg.async_copy_global_to_local %b_ptrs_12, %b_20 mask %acc_13 other %cst_0 {contiguity = 8 : i32} : tensor<32x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10> -> <32x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %b_22 = ttg.async_commit_group tokens %b_21
    %a_23 = ttg.async_wait %a_8, %b_8 {num = 4 : i32}
    %a_24 = ttg.memdesc_subslice %a_6[0, 0] : !ttg.memdesc<128x32xf16, #shared_be7f03, #smem_d51a3c, mutable> -> !ttg.memdesc<128x16xf16, #shared_be7f03, #smem_d51a3c, mutable, 128x32>
    %a_25 = ttg.local_load %a_24 token %a_23 : !ttg.memdesc<128x16xf16, #shared_be7f03, #smem_d51a3c, mutable, 128x32> -> tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>>
    %b_23 = ttg.memdesc_subslice %b_6[0, 0] : !ttg.memdesc<32x256xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<16x256xf16, #shared_10b6f2, #smem_d51a3c, mutable, 32x256>
    %b_24 = ttg.local_load %b_23 token %a_23 : !ttg.memdesc<16x256xf16, #shared_10b6f2, #smem_d51a3c, mutable, 32x256> -> tensor<16x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>>
    %acc_14:17 = scf.for %acc_15 = %c0_i32 to %6 step %c1_i32 iter_args(%acc_16 = %cst, %a_ptrs_12 = %a_ptrs_11, %b_ptrs_13 = %b_ptrs_12, %arg0 = %c2_i32, %acc_17 = %c-1_i32, %a_26 = %a_8, %a_27 = %a_15, %a_28 = %a_22, %b_25 = %b_8, %b_26 = %b_15, %b_27 = %b_22, %a_29 = %a_6, %b_28 = %b_6, %a_30 = %a_23, %a_31 = %a_23, %a_32 = %a_25, %b_29 = %b_24) -> (tensor<128x256xf32, #mma_5e3560>, tensor<128x32x!tt.ptr<f16>, #blocked_1x8_8x4_8x1_o10>, tensor<32x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.memdesc<128x32xf16, #shared_be7f03, #smem_d51a3c, mutable>, !ttg.memdesc<32x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>, !ttg.async.token, !ttg.async.token, tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>>, tensor<16x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>>)  : i32 {
      %acc_18 = arith.subi %6, %c3_i32 : i32
      %acc_19 = arith.cmpi slt, %acc_15, %acc_18 : i32
      %acc_20 = arith.addi %acc_17, %c1_i32 : i32
      %acc_21 = arith.cmpi sge, %acc_20, %c3_i32 : i32
      %acc_22 = arith.select %acc_21, %c0_i32, %acc_20 : i32
      %a_33 = ttg.async_wait %a_26, %b_25 {num = 4 : i32}
      %a_34 = ttg.memdesc_subslice %a_29[0, 16] : !ttg.memdesc<128x32xf16, #shared_be7f03, #smem_d51a3c, mutable> -> !ttg.memdesc<128x16xf16, #shared_be7f03, #smem_d51a3c, mutable, 128x32>
      %a_35 = ttg.local_load %a_34 token %a_30 : !ttg.memdesc<128x16xf16, #shared_be7f03, #smem_d51a3c, mutable, 128x32> -> tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>>
      %b_30 = ttg.memdesc_subslice %b_28[16, 0] : !ttg.memdesc<32x256xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<16x256xf16, #shared_10b6f2, #smem_d51a3c, mutable, 32x256>
      %b_31 = ttg.local_load %b_30 token %a_31 : !ttg.memdesc<16x256xf16, #shared_10b6f2, #smem_d51a3c, mutable, 32x256> -> tensor<16x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>>
      %acc_23 = tt.dot %a_32, %b_29, %acc_16, inputPrecision = tf32 : tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>> * tensor<16x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>> -> tensor<128x256xf32, #mma_5e3560>
      %a_ptrs_13 = tt.addptr %a_ptrs_12, %cst_2 : tensor<128x32x!tt.ptr<f16>, #blocked_1x8_8x4_8x1_o10>, tensor<128x32xi32, #blocked_1x8_8x4_8x1_o10>
      %b_ptrs_14 = tt.addptr %b_ptrs_13, %b_ptrs_10 : tensor<32x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10>, tensor<32x256xi32, #blocked_1x8_1x32_8x1_o10>
      %acc_24 = arith.addi %arg0, %c1_i32 : i32
      %acc_25 = arith.cmpi sge, %acc_24, %c3_i32 : i32
      %acc_26 = arith.select %acc_25, %c0_i32, %acc_24 : i32
      %acc_27 = arith.addi %acc_15, %c3_i32 : i32
      %k_left_1 = arith.muli %acc_27, %c32_i32 : i32
      %k_left_2 = arith.subi %K, %k_left_1 : i32
      %a_36 = tt.splat %k_left_2 : i32 -> tensor<1x32xi32, #blocked_1x8_8x4_8x1_o10>
      %a_37 = arith.cmpi slt, %a_ptrs_6, %a_36 : tensor<1x32xi32, #blocked_1x8_8x4_8x1_o10>
      %a_38 = tt.broadcast %a_37 : tensor<1x32xi1, #blocked_1x8_8x4_8x1_o10> -> tensor<128x32xi1, #blocked_1x8_8x4_8x1_o10>
      %a_39 = arith.andi %a_0, %a_38 : tensor<128x32xi1, #blocked_1x8_8x4_8x1_o10>
      %a_40 = ttg.memdesc_index %a_1[%acc_26] : !ttg.memdesc<3x128x32xf16, #shared_be7f03, #smem_d51a3c, mutable> -> !ttg.memdesc<128x32xf16, #shared_be7f03, #smem_d51a3c, mutable>
      %acc_28 = tt.splat %acc_19 : i1 -> tensor<128x32xi1, #blocked_1x8_8x4_8x1_o10>
      %acc_29 = arith.andi %acc_28, %a_39 : tensor<128x32xi1, #blocked_1x8_8x4_8x1_o10>
      %a_41 = ttg.async_copy_global_to_local %a_ptrs_13, %a_40 mask %acc_29 other %cst_1 {contiguity = 8 : i32} : tensor<128x32x!tt.ptr<f16>, #blocked_1x8_8x4_8x1_o10> -> <128x32xf16, #shared_be7f03, #smem_d51a3c, mutable>
      %a_42 = ttg.async_commit_group tokens %a_41
      %b_32 = tt.splat %k_left_2 : i32 -> tensor<32x1xi32, #blocked_1x8_1x32_8x1_o10>
      %b_33 = arith.cmpi slt, %b_ptrs_0, %b_32 : tensor<32x1xi32, #blocked_1x8_1x32_8x1_o10>
      %b_34 = tt.broadcast %b_33 : tensor<32x1xi1, #blocked_1x8_1x32_8x1_o10> -> tensor<32x256xi1, #blocked_1x8_1x32_8x1_o10>
      %b_35 = arith.andi %b_34, %b_0 : tensor<32x256xi1, #blocked_1x8_1x32_8x1_o10>
      %b_36 = ttg.memdesc_index %b_1[%acc_26] : !ttg.memdesc<3x32x256xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<32x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %acc_30 = tt.splat %acc_19 : i1 -> tensor<32x256xi1, #blocked_1x8_1x32_8x1_o10>
      %acc_31 = arith.andi %acc_30, %b_35 : tensor<32x256xi1, #blocked_1x8_1x32_8x1_o10>
      %b_37 = ttg.async_copy_global_to_local %b_ptrs_14, %b_36 mask %acc_31 other %cst_0 {contiguity = 8 : i32} : tensor<32x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10> -> <32x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %b_38 = ttg.async_commit_group tokens %b_37
      %acc_32 = arith.addi %acc_22, %c1_i32 : i32
      %acc_33 = arith.cmpi sge, %acc_32, %c3_i32 : i32
      %acc_34 = arith.select %acc_33, %c0_i32, %acc_32 : i32
      %a_43 = ttg.memdesc_index %a_1[%acc_34] : !ttg.memdesc<3x128x32xf16, #shared_be7f03, #smem_d51a3c, mutable> -> !ttg.memdesc<128x32xf16, #shared_be7f03, #smem_d51a3c, mutable>
      %b_39 = ttg.memdesc_index %b_1[%acc_34] : !ttg.memdesc<3x32x256xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<32x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %a_44 = ttg.async_wait %a_27, %b_26 {num = 4 : i32}
      %a_45 = ttg.async_wait %a_27, %b_26 {num = 4 : i32}
      %a_46 = ttg.memdesc_subslice %a_43[0, 0] : !ttg.memdesc<128x32xf16, #shared_be7f03, #smem_d51a3c, mutable> -> !ttg.memdesc<128x16xf16, #shared_be7f03, #smem_d51a3c, mutable, 128x32>
      %a_47 = ttg.local_load %a_46 token %a_44 : !ttg.memdesc<128x16xf16, #shared_be7f03, #smem_d51a3c, mutable, 128x32> -> tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>>
      %b_40 = ttg.memdesc_subslice %b_39[0, 0] : !ttg.memdesc<32x256xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<16x256xf16, #shared_10b6f2, #smem_d51a3c, mutable, 32x256>
      %b_41 = ttg.local_load %b_40 token %a_45 : !ttg.memdesc<16x256xf16, #shared_10b6f2, #smem_d51a3c, mutable, 32x256> -> tensor<16x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>>
      %acc_35 = tt.dot %a_35, %b_31, %acc_23, inputPrecision = tf32 : tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>> * tensor<16x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>> -> tensor<128x256xf32, #mma_5e3560>
      scf.yield %acc_35, %a_ptrs_13, %b_ptrs_14, %acc_26, %acc_22, %a_27, %a_28, %a_42, %b_26, %b_27, %b_38, %a_43, %b_39, %a_44, %a_45, %a_47, %b_41 : tensor<128x256xf32, #mma_5e3560>, tensor<128x32x!tt.ptr<f16>, #blocked_1x8_8x4_8x1_o10>, tensor<32x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.memdesc<128x32xf16, #shared_be7f03, #smem_d51a3c, mutable>, !ttg.memdesc<32x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>, !ttg.async.token, !ttg.async.token, tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>>, tensor<16x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>>
    }
    %acc_36 = ttg.async_wait {num = 0 : i32}
    ttg.local_dealloc %b_1 : !ttg.memdesc<3x32x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    ttg.local_dealloc %a_1 : !ttg.memdesc<3x128x32xf16, #shared_be7f03, #smem_d51a3c, mutable>
    %c = arith.truncf %acc_14#0 : tensor<128x256xf32, #mma_5e3560> to tensor<128x256xf16, #mma_5e3560>
    %c_ptrs = tt.splat %stride_cm : i32 -> tensor<128x1xi32, #blocked_1x8_1x32_8x1_o10>
    %c_ptrs_0 = arith.muli %a_ptrs_0, %c_ptrs : tensor<128x1xi32, #blocked_1x8_1x32_8x1_o10>
    %c_ptrs_1 = tt.splat %c_ptr : !tt.ptr<f16> -> tensor<128x1x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10>
    %c_ptrs_2 = tt.addptr %c_ptrs_1, %c_ptrs_0 : tensor<128x1x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10>, tensor<128x1xi32, #blocked_1x8_1x32_8x1_o10>
    %c_ptrs_3 = tt.broadcast %c_ptrs_2 : tensor<128x1x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10> -> tensor<128x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10>
    %c_ptrs_4 = tt.broadcast %b_ptrs_5 : tensor<1x256xi32, #blocked_1x8_1x32_8x1_o10> -> tensor<128x256xi32, #blocked_1x8_1x32_8x1_o10>
    %c_ptrs_5 = tt.addptr %c_ptrs_3, %c_ptrs_4 : tensor<128x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10>, tensor<128x256xi32, #blocked_1x8_1x32_8x1_o10>
    %7 = tt.expand_dims %mask_m_2 {axis = 1 : i32} : tensor<128xi1, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>> -> tensor<128x1xi1, #blocked_1x8_1x32_8x1_o10>
    %8 = tt.broadcast %7 : tensor<128x1xi1, #blocked_1x8_1x32_8x1_o10> -> tensor<128x256xi1, #blocked_1x8_1x32_8x1_o10>
    %9 = tt.broadcast %b : tensor<1x256xi1, #blocked_1x8_1x32_8x1_o10> -> tensor<128x256xi1, #blocked_1x8_1x32_8x1_o10>
    %10 = arith.andi %8, %9 : tensor<128x256xi1, #blocked_1x8_1x32_8x1_o10>
    %11 = ttg.convert_layout %c : tensor<128x256xf16, #mma_5e3560> -> tensor<128x256xf16, #blocked_1x8_1x32_8x1_o10>
    tt.store %c_ptrs_5, %11, %10 : tensor<128x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10>
    tt.return
  }
}
