// fused_linear_bias_relu config 1 (BLOCK_M=128 BLOCK_N=256 BLOCK_K=64 num_warps=8 num_stages=3) on hip:gfx942, normalized
#blocked_1x8_8x8_8x1_o10 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked_8x1_8x8_1x8_o01 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 8], order = [0, 1]}>
#mma_1cb88c = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 4], instrShape = [32, 32, 8], isTransposed = true}>
#shared_34dd92 = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [1, 0]}>
#shared_58dc86 = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [0, 1]}>
#smem_d51a3c = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @fused_linear_bias_relu_kernel(%x_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %w_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %bias_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %out_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %M: i32 {tt.divisibility = 16 : i32}, %N: i32 {tt.divisibility = 16 : i32}, %K: i32 {tt.divisibility = 16 : i32}, %stride_xm: i32 {tt.divisibility = 16 : i32}, %stride_wn: i32 {tt.divisibility = 16 : i32}, %stride_om: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c2_i32 = arith.constant 2 : i32
    %acc = arith.constant dense<5.000000e-01> : tensor<128x256xf32, #mma_1cb88c>
    %cst = arith.constant dense<0.000000e+00> : tensor<128x256xf32, #mma_1cb88c>
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c63_i32 = arith.constant 63 : i32
    %offs_m = arith.constant 128 : i32
    %offs_n = arith.constant 256 : i32
    %c64_i32 = arith.constant 64 : i32
    %cst_0 = arith.constant dense<64> : tensor<128x64xi32, #blocked_1x8_8x8_8x1_o10>
    %cst_1 = arith.constant dense<64> : tensor<64x256xi32, #blocked_8x1_8x8_1x8_o01>
    %pid_m = tt.get_program_id x : i32
    %pid_n = tt.get_program_id y : i32
    %offs_m_0 = arith.muli %pid_m, %offs_m : i32
    %offs_m_1 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>>
    %offs_m_2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_1cb88c}>>
    %offs_m_3 = tt.splat %offs_m_0 : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>>
    %offs_m_4 = tt.splat %offs_m_0 : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_1cb88c}>>
    %offs_m_5 = arith.addi %offs_m_3, %offs_m_1 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>>
    %offs_m_6 = arith.addi %offs_m_4, %offs_m_2 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_1cb88c}>>
    %offs_n_0 = arith.muli %pid_n, %offs_n : i32
    %offs_n_1 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked_8x1_8x8_1x8_o01}>>
    %offs_n_2 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>>
    %offs_n_3 = tt.splat %offs_n_0 : i32 -> tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked_8x1_8x8_1x8_o01}>>
    %offs_n_4 = tt.splat %offs_n_0 : i32 -> tensor<256xi32, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>>
    %offs_n_5 = arith.addi %offs_n_3, %offs_n_1 : tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked_8x1_8x8_1x8_o01}>>
    %offs_n_6 = arith.addi %offs_n_4, %offs_n_2 : tensor<256xi32, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>>
    %mask_m = tt.splat %M : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>>
    %mask_m_0 = tt.splat %M : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_1cb88c}>>
    %mask_m_1 = arith.cmpi slt, %offs_m_5, %mask_m : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>>
    %mask_m_2 = arith.cmpi slt, %offs_m_6, %mask_m_0 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_1cb88c}>>
    %mask_n = tt.splat %N : i32 -> tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked_8x1_8x8_1x8_o01}>>
    %mask_n_0 = tt.splat %N : i32 -> tensor<256xi32, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>>
    %mask_n_1 = arith.cmpi slt, %offs_n_5, %mask_n : tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked_8x1_8x8_1x8_o01}>>
    %mask_n_2 = arith.cmpi slt, %offs_n_6, %mask_n_0 : tensor<256xi32, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>>
    %x_ptrs = arith.muli %offs_m_0, %stride_xm : i32
    %x_ptrs_0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_8x8_8x1_o10}>>
    %x_ptrs_1 = tt.expand_dims %x_ptrs_0 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_8x8_8x1_o10}>> -> tensor<1x64xi32, #blocked_1x8_8x8_8x1_o10>
    %x_ptrs_2 = tt.expand_dims %offs_m_1 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>> -> tensor<128x1xi32, #blocked_1x8_8x8_8x1_o10>
    %x_ptrs_3 = tt.splat %stride_xm : i32 -> tensor<128x1xi32, #blocked_1x8_8x8_8x1_o10>
    %x_ptrs_4 = arith.muli %x_ptrs_2, %x_ptrs_3 : tensor<128x1xi32, #blocked_1x8_8x8_8x1_o10>
    %x_ptrs_5 = tt.broadcast %x_ptrs_4 : tensor<128x1xi32, #blocked_1x8_8x8_8x1_o10> -> tensor<128x64xi32, #blocked_1x8_8x8_8x1_o10>
    %x_ptrs_6 = tt.broadcast %x_ptrs_1 : tensor<1x64xi32, #blocked_1x8_8x8_8x1_o10> -> tensor<128x64xi32, #blocked_1x8_8x8_8x1_o10>
    %x_ptrs_7 = arith.addi %x_ptrs_5, %x_ptrs_6 : tensor<128x64xi32, #blocked_1x8_8x8_8x1_o10>
    %x_ptrs_8 = tt.splat %x_ptrs : i32 -> tensor<128x64xi32, #blocked_1x8_8x8_8x1_o10>
    %x_ptrs_9 = arith.addi %x_ptrs_8, %x_ptrs_7 : tensor<128x64xi32, #blocked_1x8_8x8_8x1_o10>
    %0 = arith.addi %K, %c63_i32 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %acc_0 = arith.cmpi sgt, %1, %c0_i32 : i32
    %acc_1 = tt.splat %acc_0 : i1 -> tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
    %x = tt.expand_dims %mask_m_1 {axis = 1 : i32} : tensor<128xi1, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>> -> tensor<128x1xi1, #blocked_1x8_8x8_8x1_o10>
    %x_0 = tt.broadcast %x : tensor<128x1xi1, #blocked_1x8_8x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
    %x_1 = tt.splat %K : i32 -> tensor<1x64xi32, #blocked_1x8_8x8_8x1_o10>
    %x_2 = arith.cmpi slt, %x_ptrs_1, %x_1 : tensor<1x64xi32, #blocked_1x8_8x8_8x1_o10>
    %x_3 = tt.broadcast %x_2 : tensor<1x64xi1, #blocked_1x8_8x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
    %x_4 = arith.andi %x_0, %x_3 : tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
    %acc_2 = arith.andi %acc_1, %x_4 : tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
    %x_5 = amdg.buffer_load %x_ptr[%x_ptrs_9], %acc_2 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x64xf16, #blocked_1x8_8x8_8x1_o10>
    %w_ptrs = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_8x1_8x8_1x8_o01}>>
    %w_ptrs_0 = tt.expand_dims %w_ptrs {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_8x1_8x8_1x8_o01}>> -> tensor<64x1xi32, #blocked_8x1_8x8_1x8_o01>
    %w_ptrs_1 = tt.broadcast %w_ptrs_0 : tensor<64x1xi32, #blocked_8x1_8x8_1x8_o01> -> tensor<64x256xi32, #blocked_8x1_8x8_1x8_o01>
    %w_ptrs_2 = tt.expand_dims %offs_n_1 {axis = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked_8x1_8x8_1x8_o01}>> -> tensor<1x256xi32, #blocked_8x1_8x8_1x8_o01>
    %w_ptrs_3 = arith.muli %offs_n_0, %stride_wn : i32
    %w_ptrs_4 = tt.splat %stride_wn : i32 -> tensor<1x256xi32, #blocked_8x1_8x8_1x8_o01>
    %w_ptrs_5 = arith.muli %w_ptrs_2, %w_ptrs_4 : tensor<1x256xi32, #blocked_8x1_8x8_1x8_o01>
    %w_ptrs_6 = tt.broadcast %w_ptrs_5 : tensor<1x256xi32, #blocked_8x1_8x8_1x8_o01> -> tensor<64x256xi32, #blocked_8x1_8x8_1x8_o01>
    %w_ptrs_7 = arith.addi %w_ptrs_1, %w_ptrs_6 : tensor<64x256xi32, #blocked_8x1_8x8_1x8_o01>
    %w_ptrs_8 = tt.splat %w_ptrs_3 : i32 -> tensor<64x256xi32, #blocked_8x1_8x8_1x8_o01>
    %w_ptrs_9 = arith.addi %w_ptrs_8, %w_ptrs_7 : tensor<64x256xi32, #blocked_8x1_8x8_1x8_o01>
    %acc_3 = tt.splat %acc_0 : i1 -> tensor<64x256xi1, #blocked_8x1_8x8_1x8_o01>
    %w = tt.splat %K : i32 -> tensor<64x1xi32, #blocked_8x1_8x8_1x8_o01>
    %w_0 = arith.cmpi slt, %w_ptrs_0, %w : tensor<64x1xi32, #blocked_8x1_8x8_1x8_o01>
    %w_1 = tt.broadcast %w_0 : tensor<64x1xi1, #blocked_8x1_8x8_1x8_o01> -> tensor<64x256xi1, #blocked_8x1_8x8_1x8_o01>
    %w_2 = tt.expand_dims %mask_n_1 {axis = 0 : i32} : tensor<256xi1, #ttg.slice<{dim = 0, parent = #blocked_8x1_8x8_1x8_o01}>> -> tensor<1x256xi1, #blocked_8x1_8x8_1x8_o01>
    %w_3 = tt.broadcast %w_2 : tensor<1x256xi1, #blocked_8x1_8x8_1x8_o01> -> tensor<64x256xi1, #blocked_8x1_8x8_1x8_o01>
    %w_4 = arith.andi %w_1, %w_3 : tensor<64x256xi1, #blocked_8x1_8x8_1x8_o01>
    %acc_4 = arith.andi %acc_3, %w_4 : tensor<64x256xi1, #blocked_8x1_8x8_1x8_o01>
    %w_5 = amdg.buffer_load %w_ptr[%w_ptrs_9], %acc_4 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x256xf16, #blocked_8x1_8x8_1x8_o01>
    %x_6 = ttg.local_alloc : () -> !ttg.memdesc<2x128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
    %w_6 = ttg.local_alloc : () -> !ttg.memdesc<2x64x256xf16, #shared_58dc86, #smem_d51a3c, mutable>
    %x_7 = ttg.memdesc_index %x_6[%c0_i32] : !ttg.memdesc<2x128x64xf16, #shared_34dd92, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
    ttg.local_store %x_5, %x_7 : tensor<128x64xf16, #blocked_1x8_8x8_8x1_o10> -> !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
    %w_7 = ttg.memdesc_index %w_6[%c0_i32] : !ttg.memdesc<2x64x256xf16, #shared_58dc86, #smem_d51a3c, mutable> -> !ttg.memdesc<64x256xf16, #shared_58dc86, #smem_d51a3c, mutable>
    ttg.local_store %w_5, %w_7 : tensor<64x256xf16, #blocked_8x1_8x8_1x8_o01> -> !ttg.memdesc<64x256xf16, #shared_58dc86, #smem_d51a3c, mutable>
    %acc_5 = arith.cmpi sgt, %1, %c1_i32 : i32
    %x_ptrs_10 = arith.addi %x_ptrs_7, %cst_0 : tensor<128x64xi32, #blocked_1x8_8x8_8x1_o10>
    %x_ptrs_11 = arith.addi %x_ptrs_8, %x_ptrs_10 : tensor<128x64xi32, #blocked_1x8_8x8_8x1_o10>
    %acc_6 = tt.splat %acc_5 : i1 -> tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
    %k_left = arith.subi %K, %c64_i32 : i32
    %x_8 = tt.splat %k_left : i32 -> tensor<1x64xi32, #blocked_1x8_8x8_8x1_o10>
    %x_9 = arith.cmpi slt, %x_ptrs_1, %x_8 : tensor<1x64xi32, #blocked_1x8_8x8_8x1_o10>
    %x_10 = tt.broadcast %x_9 : tensor<1x64xi1, #blocked_1x8_8x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
    %x_11 = arith.andi %x_0, %x_10 : tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
    %acc_7 = arith.andi %acc_6, %x_11 : tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
    %x_12 = amdg.buffer_load %x_ptr[%x_ptrs_11], %acc_7 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x64xf16, #blocked_1x8_8x8_8x1_o10>
    %w_ptrs_10 = arith.addi %w_ptrs_7, %cst_1 : tensor<64x256xi32, #blocked_8x1_8x8_1x8_o01>
    %w_ptrs_11 = arith.addi %w_ptrs_8, %w_ptrs_10 : tensor<64x256xi32, #blocked_8x1_8x8_1x8_o01>
    %acc_8 = tt.splat %acc_5 : i1 -> tensor<64x256xi1, #blocked_8x1_8x8_1x8_o01>
    %w_8 = tt.splat %k_left : i32 -> tensor<64x1xi32, #blocked_8x1_8x8_1x8_o01>
    %w_9 = arith.cmpi slt, %w_ptrs_0, %w_8 : tensor<64x1xi32, #blocked_8x1_8x8_1x8_o01>
    %w_10 = tt.broadcast %w_9 : tensor<64x1xi1, #blocked_8x1_8x8_1x8_o01> -> tensor<64x256xi1, #blocked_8x1_8x8_1x8_o01>
    %w_11 = arith.andi %w_10, %w_3 : tensor<64x256xi1, #blocked_8x1_8x8_1x8_o01>
    %acc_9 = arith.andi %acc_8, %w_11 : tensor<64x256xi1, #blocked_8x1_8x8_1x8_o01>
    %w_12 = amdg.buffer_load %w_ptr[%w_ptrs_11], %acc_9 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x256xf16, #blocked_8x1_8x8_1x8_o01>
    %x_13 = ttg.memdesc_index %x_6[%c1_i32] : !ttg.memdesc<2x128x64xf16, #shared_34dd92, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
    ttg.local_store %x_12, %x_13 : tensor<128x64xf16, #blocked_1x8_8x8_8x1_o10> -> !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
    %w_13 = ttg.memdesc_index %w_6[%c1_i32] : !ttg.memdesc<2x64x256xf16, #shared_58dc86, #smem_d51a3c, mutable> -> !ttg.memdesc<64x256xf16, #shared_58dc86, #smem_d51a3c, mutable>
    ttg.local_store %w_12, %w_13 : tensor<64x256xf16, #blocked_8x1_8x8_1x8_o01> -> !ttg.memdesc<64x256xf16, #shared_58dc86, #smem_d51a3c, mutable>
    %acc_10 = arith.subi %1, %c2_i32 : i32
    %acc_11:8 = scf.for %acc_12 = %c0_i32 to %acc_10 step %c1_i32 iter_args(%arg0 = %cst, %x_ptrs_12 = %x_ptrs_11, %w_ptrs_12 = %w_ptrs_11, %acc_13 = %c1_i32, %x_14 = %x_7, %x_15 = %x_13, %w_14 = %w_7, %w_15 = %w_13) -> (tensor<128x256xf32, #mma_1cb88c>, tensor<128x64xi32, #blocked_1x8_8x8_8x1_o10>, tensor<64x256xi32, #blocked_8x1_8x8_1x8_o01>, i32, !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>, !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>, !ttg.memdesc<64x256xf16, #shared_58dc86, #smem_d51a3c, mutable>, !ttg.memdesc<64x256xf16, #shared_58dc86, #smem_d51a3c, mutable>)  : i32 {
      %x_ptrs_13 = arith.addi %x_ptrs_12, %cst_0 : tensor<128x64xi32, #blocked_1x8_8x8_8x1_o10>
      %w_ptrs_13 = arith.addi %w_ptrs_12, %cst_1 : tensor<64x256xi32, #blocked_8x1_8x8_1x8_o01>
      %acc_14 = arith.addi %acc_12, %c2_i32 : i32
      %k_left_0 = arith.muli %acc_14, %c64_i32 : i32
      %k_left_1 = arith.subi %K, %k_left_0 : i32
      %x_16 = tt.splat %k_left_1 : i32 -> tensor<1x64xi32, #blocked_1x8_8x8_8x1_o10>
      %x_17 = arith.cmpi slt, %x_ptrs_1, %x_16 : tensor<1x64xi32, #blocked_1x8_8x8_8x1_o10>
      %x_18 = tt.broadcast %x_17 : tensor<1x64xi1, #blocked_1x8_8x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
      %x_19 = arith.andi %x_0, %x_18 : tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
      %x_20 = amdg.buffer_load %x_ptr[%x_ptrs_13], %x_19 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x64xf16, #blocked_1x8_8x8_8x1_o10>
      %x_21 = ttg.local_load %x_14 : !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_1cb88c, kWidth = 4}>>
      %w_16 = tt.splat %k_left_1 : i32 -> tensor<64x1xi32, #blocked_8x1_8x8_1x8_o01>
      %w_17 = arith.cmpi slt, %w_ptrs_0, %w_16 : tensor<64x1xi32, #blocked_8x1_8x8_1x8_o01>
      %w_18 = tt.broadcast %w_17 : tensor<64x1xi1, #blocked_8x1_8x8_1x8_o01> -> tensor<64x256xi1, #blocked_8x1_8x8_1x8_o01>
      %w_19 = arith.andi %w_18, %w_3 : tensor<64x256xi1, #blocked_8x1_8x8_1x8_o01>
      %w_20 = amdg.buffer_load %w_ptr[%w_ptrs_13], %w_19 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x256xf16, #blocked_8x1_8x8_1x8_o01>
      %w_21 = ttg.local_load %w_14 : !ttg.memdesc<64x256xf16, #shared_58dc86, #smem_d51a3c, mutable> -> tensor<64x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_1cb88c, kWidth = 4}>>
      %acc_15 = tt.dot %x_21, %w_21, %arg0, inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_1cb88c, kWidth = 4}>> * tensor<64x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_1cb88c, kWidth = 4}>> -> tensor<128x256xf32, #mma_1cb88c>
      %acc_16 = arith.addi %acc_13, %c1_i32 : i32
      %acc_17 = arith.cmpi slt, %acc_16, %c2_i32 : i32
      %acc_18 = arith.select %acc_17, %acc_16, %c0_i32 : i32
      %x_22 = ttg.memdesc_index %x_6[%acc_18] : !ttg.memdesc<2x128x64xf16, #shared_34dd92, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
      ttg.local_store %x_20, %x_22 : tensor<128x64xf16, #blocked_1x8_8x8_8x1_o10> -> !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
      %w_22 = ttg.memdesc_index %w_6[%acc_18] : !ttg.memdesc<2x64x256xf16, #shared_58dc86, #smem_d51a3c, mutable> -> !ttg.memdesc<64x256xf16, #shared_58dc86, #smem_d51a3c, mutable>
      ttg.local_store %w_20, %w_22 : tensor<64x256xf16, #blocked_8x1_8x8_1x8_o01> -> !ttg.memdesc<64x256xf16, #shared_58dc86, #smem_d51a3c, mutable>
      scf.yield %acc_15, %x_ptrs_13, %w_ptrs_13, %acc_18, %x_15, %x_22, %w_15, %w_22 : tensor<128x256xf32, #mma_1cb88c>, tensor<128x64xi32, #blocked_1x8_8x8_8x1_o10>, tensor<64x256xi32, #blocked_8x1_8x8_1x8_o01>, i32, !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>, !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>, !ttg.memdesc<64x256xf16, #shared_58dc86, #smem_d51a3c, mutable>, !ttg.memdesc<64x256xf16, #shared_58dc86, #smem_d51a3c, mutable>
    }
    %acc_19 = arith.cmpi sge, %1, %c1_i32 : i32
    %acc_20 = arith.cmpi sge, %1, %c2_i32 : i32
    %x_23 = ttg.local_load %acc_11#4 : !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_1cb88c, kWidth = 4}>>
    %w_23 = ttg.local_load %acc_11#6 : !ttg.memdesc<64x256xf16, #shared_58dc86, #smem_d51a3c, mutable> -> tensor<64x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_1cb88c, kWidth = 4}>>
    %acc_21 = scf.if %acc_19 -> (tensor<128x256xf32, #mma_1cb88c>) {
      %acc_12 = tt.dot %x_23, %w_23, %acc_11#0, inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_1cb88c, kWidth = 4}>> * tensor<64x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_1cb88c, kWidth = 4}>> -> tensor<128x256xf32, #mma_1cb88c>
      scf.yield %acc_12 : tensor<128x256xf32, #mma_1cb88c>
    } else {
      scf.yield %acc_11#0 : tensor<128x256xf32, #mma_1cb88c>
    }
    %acc_22 = arith.select %acc_19, %acc_21, %acc_11#0 : tensor<128x256xf32, #mma_1cb88c>
    %x_24 = ttg.local_load %acc_11#5 : !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_1cb88c, kWidth = 4}>>
    %w_24 = ttg.local_load %acc_11#7 : !ttg.memdesc<64x256xf16, #shared_58dc86, #smem_d51a3c, mutable> -> tensor<64x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_1cb88c, kWidth = 4}>>
    %acc_23 = scf.if %acc_20 -> (tensor<128x256xf32, #mma_1cb88c>) {
      %acc_12 = tt.dot %x_24, %w_24, %acc_22, inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_1cb88c, kWidth = 4}>> * tensor<64x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_1cb88c, kWidth = 4}>> -> tensor<128x256xf32, #mma_1cb88c>
      scf.yield %acc_12 : tensor<128x256xf32, #mma_1cb88c>
    } else {
      scf.yield %acc_22 : tensor<128x256xf32, #mma_1cb88c>
    }
    %acc_24 = arith.select %acc_20, %acc_23, %acc_22 : tensor<128x256xf32, #mma_1cb88c>
    ttg.local_dealloc %w_6 : !ttg.memdesc<2x64x256xf16, #shared_58dc86, #smem_d51a3c, mutable>
    ttg.local_dealloc %x_6 : !ttg.memdesc<2x128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
    %bias = amdg.buffer_load %bias_ptr[%offs_n_6], %mask_n_2 {contiguity = 4 : i32} : !tt.ptr<f16> -> tensor<256xf16, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>>
    %bias_0 = arith.extf %bias : tensor<256xf16, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>> to tensor<256xf32, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>>
    %acc_25 = tt.expand_dims %bias_0 {axis = 0 : i32} : tensor<256xf32, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>> -> tensor<1x256xf32, #mma_1cb88c>
    %acc_26 = tt.broadcast %acc_25 : tensor<1x256xf32, #mma_1cb88c> -> tensor<128x256xf32, #mma_1cb88c>
    %acc_27 = arith.addf %acc_24, %acc_26 : tensor<128x256xf32, #mma_1cb88c>
    %acc_28 = arith.maxnumf %acc_27, %cst : tensor<128x256xf32, #mma_1cb88c>
    %acc_29 = arith.mulf %acc_28, %acc : tensor<128x256xf32, #mma_1cb88c>
    %out_ptrs = arith.muli %offs_m_0, %stride_om : i32
    %out_ptrs_0 = tt.expand_dims %offs_m_2 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_1cb88c}>> -> tensor<128x1xi32, #mma_1cb88c>
    %out_ptrs_1 = tt.splat %stride_om : i32 -> tensor<128x1xi32, #mma_1cb88c>
    %out_ptrs_2 = arith.muli %out_ptrs_0, %out_ptrs_1 : tensor<128x1xi32, #mma_1cb88c>
    %out_ptrs_3 = tt.broadcast %out_ptrs_2 : tensor<128x1xi32, #mma_1cb88c> -> tensor<128x256xi32, #mma_1cb88c>
    %out_ptrs_4 = tt.expand_dims %offs_n_2 {axis = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>> -> tensor<1x256xi32, #mma_1cb88c>
    %out_ptrs_5 = tt.broadcast %out_ptrs_4 : tensor<1x256xi32, #mma_1cb88c> -> tensor<128x256xi32, #mma_1cb88c>
    %out_ptrs_6 = arith.addi %out_ptrs, %offs_n_0 : i32
    %out_ptrs_7 = arith.addi %out_ptrs_3, %out_ptrs_5 : tensor<128x256xi32, #mma_1cb88c>
    %out_ptrs_8 = tt.splat %out_ptrs_6 : i32 -> tensor<128x256xi32, #mma_1cb88c>
    %out_ptrs_9 = arith.addi %out_ptrs_8, %out_ptrs_7 : tensor<128x256xi32, #mma_1cb88c>
    %2 = tt.expand_dims %mask_m_2 {axis = 1 : i32} : tensor<128xi1, #ttg.slice<{dim = 1, parent = #mma_1cb88c}>> -> tensor<128x1xi1, #mma_1cb88c>
    %3 = tt.expand_dims %mask_n_2 {axis = 0 : i32} : tensor<256xi1, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>> -> tensor<1x256xi1, #mma_1cb88c>
    %4 = tt.broadcast %2 : tensor<128x1xi1, #mma_1cb88c> -> tensor<128x256xi1, #mma_1cb88c>
    %5 = tt.broadcast %3 : tensor<1x256xi1, #mma_1cb88c> -> tensor<128x256xi1, #mma_1cb88c>
    %6 = arith.andi %4, %5 : tensor<128x256xi1, #mma_1cb88c>
    %7 = arith.truncf %acc_29 : tensor<128x256xf32, #mma_1cb88c> to tensor<128x256xf16, #mma_1cb88c>
    amdg.buffer_store %7, %out_ptr[%out_ptrs_9], %6 {contiguity = 4 : i32} : !tt.ptr<f16> -> tensor<128x256xf16, #mma_1cb88c>
    tt.return
  }
}
