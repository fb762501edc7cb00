// flash_attention_fwd config 0 (BLOCK_M=128 BLOCK_N=64 num_warps=8 num_stages=3) on hip:gfx942, normalized
#blocked_1x8_4x16_8x1_o10 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked_2x8_4x16_8x1_o10 = #ttg.blocked<{sizePerThread = [2, 8], threadsPerWarp = [4, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#linear_a26000 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 8], [0, 16], [0, 32], [0, 64], [32, 0]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 4]], warp = [[0, 0], [0, 0], [0, 0]], block = []}>
#linear_ae5efe = #ttg.linear<{register = [[1, 0], [0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [0, 32], [0, 64], [2, 0], [4, 0]], warp = [[8, 0], [16, 0], [32, 0]], block = []}>
#mma_54dcd5 = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 2], instrShape = [32, 32, 8], isTransposed = true}>
#mma_fdb4f1 = #ttg.amd_mfma<{version = 3, warpsPerCTA = [8, 1], instrShape = [32, 32, 8], isTransposed = true}>
#shared_337df2 = #ttg.amd_rotating_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [0, 1]}>
#shared_34dd92 = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [1, 0]}>
#shared_cd96e7 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared_e8717d = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#smem_d51a3c = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @flash_attention_fwd_kernel(%Q: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %K: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %V: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %Out: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %sm_scale: f32, %stride_qz: i32 {tt.divisibility = 16 : i32}, %stride_qh: i32 {tt.divisibility = 16 : i32}, %stride_kz: i32 {tt.divisibility = 16 : i32}, %stride_kh: i32 {tt.divisibility = 16 : i32}, %stride_vz: i32 {tt.divisibility = 16 : i32}, %stride_vh: i32 {tt.divisibility = 16 : i32}, %stride_oz: i32 {tt.divisibility = 16 : i32}, %stride_oh: i32 {tt.divisibility = 16 : i32}, %H: i32 {tt.divisibility = 16 : i32}, %N_CTX: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<128> : tensor<128x1xi32, #mma_54dcd5>
    %cst_0 = arith.constant dense<128> : tensor<64x1xi32, #blocked_2x8_4x16_8x1_o10>
    %cst_1 = arith.constant dense<128> : tensor<64x1xi32, #blocked_1x8_4x16_8x1_o10>
    %q_ptrs = arith.constant dense<128> : tensor<128x1xi32, #blocked_1x8_4x16_8x1_o10>
    %c16384_i32 = arith.constant 16384 : i32
    %cst_2 = arith.constant dense<8192> : tensor<64x128xi32, #blocked_1x8_4x16_8x1_o10>
    %cst_3 = arith.constant dense<-1.000000e+06> : tensor<128x64xf32, #mma_fdb4f1>
    %acc = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma_54dcd5>
    %l_i = arith.constant dense<0.000000e+00> : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %m_i = arith.constant dense<0xFF800000> : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %c0_i32 = arith.constant 0 : i32
    %c64_i32 = arith.constant 64 : i32
    %c1_i32 = arith.constant 1 : i32
    %c128_i32 = arith.constant 128 : i32
    %qk_scale = arith.constant 1.44269502 : f32
    %c63_i32 = arith.constant 63 : i32
    %c2_i32 = arith.constant 2 : i32
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #mma_fdb4f1>
    %cst_5 = arith.constant dense<8192> : tensor<64x128xi32, #blocked_2x8_4x16_8x1_o10>
    %start_m = tt.get_num_programs x : i32
    %start_m_0 = arith.subi %start_m, %c1_i32 : i32
    %start_m_1 = tt.get_program_id x : i32
    %start_m_2 = arith.subi %start_m_0, %start_m_1 : i32
    %off_hz = tt.get_program_id y : i32
    %off_z = arith.divsi %off_hz, %H : i32
    %off_h = arith.remsi %off_hz, %H : i32
    %q_base = arith.extsi %off_z : i32 to i64
    %q_base_0 = arith.extsi %stride_qz : i32 to i64
    %q_base_1 = arith.muli %q_base, %q_base_0 : i64
    %q_base_2 = arith.extsi %off_h : i32 to i64
    %q_base_3 = arith.extsi %stride_qh : i32 to i64
    %q_base_4 = arith.muli %q_base_2, %q_base_3 : i64
    %q_base_5 = arith.addi %q_base_1, %q_base_4 : i64
    %q_base_6 = arith.trunci %q_base_5 : i64 to i32
    %k_base = arith.extsi %stride_kz : i32 to i64
    %k_base_0 = arith.muli %q_base, %k_base : i64
    %k_base_1 = arith.extsi %stride_kh : i32 to i64
    %k_base_2 = arith.muli %q_base_2, %k_base_1 : i64
    %k_base_3 = arith.addi %k_base_0, %k_base_2 : i64
    %k_base_4 = arith.trunci %k_base_3 : i64 to i32
    %v_base = arith.extsi %stride_vz : i32 to i64
    %v_base_0 = arith.muli %q_base, %v_base : i64
    %v_base_1 = arith.extsi %stride_vh : i32 to i64
    %v_base_2 = arith.muli %q_base_2, %v_base_1 : i64
    %v_base_3 = arith.addi %v_base_0, %v_base_2 : i64
    %v_base_4 = arith.trunci %v_base_3 : i64 to i32
    %o_base = arith.extsi %stride_oz : i32 to i64
    %o_base_0 = arith.muli %q_base, %o_base : i64
    %o_base_1 = arith.extsi %stride_oh : i32 to i64
    %o_base_2 = arith.muli %q_base_2, %o_base_1 : i64
    %o_base_3 = arith.addi %o_base_0, %o_base_2 : i64
    %o_base_4 = arith.trunci %o_base_3 : i64 to i32
    %offs_m = arith.muli %start_m_2, %c128_i32 : i32
    %offs_m_0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_54dcd5}>>
    %offs_m_1 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>>
    %offs_m_2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %offs_m_3 = tt.splat %offs_m : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %offs_m_4 = arith.addi %offs_m_3, %offs_m_2 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %offs_n = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_2x8_4x16_8x1_o10}>>
    %offs_n_0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>>
    %offs_n_1 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
    %qk_scale_0 = arith.mulf %sm_scale, %qk_scale : f32
    %q_ptrs_0 = tt.expand_dims %offs_m_4 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xi32, #mma_fdb4f1>
    %q_ptrs_1 = arith.muli %start_m_2, %c16384_i32 : i32
    %q_ptrs_2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_54dcd5}>>
    %q_ptrs_3 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>>
    %q_ptrs_4 = tt.expand_dims %offs_m_1 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<128x1xi32, #blocked_1x8_4x16_8x1_o10>
    %q_ptrs_5 = arith.muli %q_ptrs_4, %q_ptrs : tensor<128x1xi32, #blocked_1x8_4x16_8x1_o10>
    %q_ptrs_6 = arith.addi %q_ptrs_1, %q_base_6 : i32
    %q_ptrs_7 = tt.broadcast %q_ptrs_5 : tensor<128x1xi32, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
    %q_ptrs_8 = tt.expand_dims %q_ptrs_3 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<1x128xi32, #blocked_1x8_4x16_8x1_o10>
    %q_ptrs_9 = tt.broadcast %q_ptrs_8 : tensor<1x128xi32, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
    %q_ptrs_10 = arith.addi %q_ptrs_7, %q_ptrs_9 : tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
    %q_ptrs_11 = tt.splat %q_ptrs_6 : i32 -> tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
    %q_ptrs_12 = arith.addi %q_ptrs_11, %q_ptrs_10 : tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
    %q = amdg.buffer_load %Q[%q_ptrs_12] {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>
    %q_0 = ttg.local_alloc %q : (tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>) -> !ttg.memdesc<128x128xf16, #shared_34dd92, #smem_d51a3c>
    %q_1 = ttg.local_load %q_0 : !ttg.memdesc<128x128xf16, #shared_34dd92, #smem_d51a3c> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_fdb4f1, kWidth = 4}>>
    %k_ptrs = tt.expand_dims %offs_n_0 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<64x1xi32, #blocked_1x8_4x16_8x1_o10>
    %k_ptrs_0 = arith.muli %k_ptrs, %cst_1 : tensor<64x1xi32, #blocked_1x8_4x16_8x1_o10>
    %k_ptrs_1 = tt.broadcast %k_ptrs_0 : tensor<64x1xi32, #blocked_1x8_4x16_8x1_o10> -> tensor<64x128xi32, #blocked_1x8_4x16_8x1_o10>
    %k_ptrs_2 = tt.broadcast %q_ptrs_8 : tensor<1x128xi32, #blocked_1x8_4x16_8x1_o10> -> tensor<64x128xi32, #blocked_1x8_4x16_8x1_o10>
    %k_ptrs_3 = arith.addi %k_ptrs_1, %k_ptrs_2 : tensor<64x128xi32, #blocked_1x8_4x16_8x1_o10>
    %k_ptrs_4 = tt.splat %k_base_4 : i32 -> tensor<64x128xi32, #blocked_1x8_4x16_8x1_o10>
    %k_ptrs_5 = arith.addi %k_ptrs_4, %k_ptrs_3 : tensor<64x128xi32, #blocked_1x8_4x16_8x1_o10>
    %v_ptrs = arith.cmpi sgt, %offs_m, %c0_i32 : i32
    %v_ptrs_0 = tt.splat %v_ptrs : i1 -> tensor<64x128xi1, #blocked_1x8_4x16_8x1_o10>
    %k = amdg.buffer_load %K[%k_ptrs_5], %v_ptrs_0 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x128xf16, #blocked_1x8_4x16_8x1_o10>
    %v_ptrs_1 = tt.expand_dims %offs_n {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_2x8_4x16_8x1_o10}>> -> tensor<64x1xi32, #blocked_2x8_4x16_8x1_o10>
    %v_ptrs_2 = arith.muli %v_ptrs_1, %cst_0 : tensor<64x1xi32, #blocked_2x8_4x16_8x1_o10>
    %v_ptrs_3 = tt.broadcast %v_ptrs_2 : tensor<64x1xi32, #blocked_2x8_4x16_8x1_o10> -> tensor<64x128xi32, #blocked_2x8_4x16_8x1_o10>
    %v_ptrs_4 = tt.broadcast %q_ptrs_8 : tensor<1x128xi32, #blocked_1x8_4x16_8x1_o10> -> tensor<64x128xi32, #blocked_2x8_4x16_8x1_o10>
    %v_ptrs_5 = arith.addi %v_ptrs_3, %v_ptrs_4 : tensor<64x128xi32, #blocked_2x8_4x16_8x1_o10>
    %v_ptrs_6 = tt.splat %v_base_4 : i32 -> tensor<64x128xi32, #blocked_2x8_4x16_8x1_o10>
    %v_ptrs_7 = arith.addi %v_ptrs_6, %v_ptrs_5 : tensor<64x128xi32, #blocked_2x8_4x16_8x1_o10>
    %v = tt.splat %v_ptrs : i1 -> tensor<64x128xi1, #blocked_2x8_4x16_8x1_o10>
    %v_0 = amdg.buffer_load %V[%v_ptrs_7], %v {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x128xf16, #blocked_2x8_4x16_8x1_o10>
    %m_ij = tt.splat %qk_scale_0 : f32 -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %qk = tt.splat %qk_scale_0 : f32 -> tensor<128x64xf32, #mma_fdb4f1>
    %k_0 = ttg.local_alloc : () -> !ttg.memdesc<2x64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    %v_1 = ttg.local_alloc : () -> !ttg.memdesc<2x64x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    %k_1 = ttg.memdesc_index %k_0[%c0_i32] : !ttg.memdesc<2x64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    ttg.local_store %k, %k_1 : tensor<64x128xf16, #blocked_1x8_4x16_8x1_o10> -> !ttg.memdesc<64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    %v_2 = ttg.memdesc_index %v_1[%c0_i32] : !ttg.memdesc<2x64x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    %v_3 = amdg.in_thread_transpose %v_0 : tensor<64x128xf16, #blocked_2x8_4x16_8x1_o10> -> tensor<64x128xf16, #linear_ae5efe>
    ttg.local_store %v_3, %v_2 : tensor<64x128xf16, #linear_ae5efe> -> !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    %v_ptrs_8 = arith.cmpi sgt, %offs_m, %c64_i32 : i32
    %k_ptrs_6 = arith.addi %k_ptrs_3, %cst_2 : tensor<64x128xi32, #blocked_1x8_4x16_8x1_o10>
    %k_ptrs_7 = arith.addi %k_ptrs_4, %k_ptrs_6 : tensor<64x128xi32, #blocked_1x8_4x16_8x1_o10>
    %v_ptrs_9 = tt.splat %v_ptrs_8 : i1 -> tensor<64x128xi1, #blocked_1x8_4x16_8x1_o10>
    %k_2 = amdg.buffer_load %K[%k_ptrs_7], %v_ptrs_9 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x128xf16, #blocked_1x8_4x16_8x1_o10>
    %v_ptrs_10 = arith.addi %v_ptrs_5, %cst_5 : tensor<64x128xi32, #blocked_2x8_4x16_8x1_o10>
    %v_ptrs_11 = arith.addi %v_ptrs_6, %v_ptrs_10 : tensor<64x128xi32, #blocked_2x8_4x16_8x1_o10>
    %v_4 = tt.splat %v_ptrs_8 : i1 -> tensor<64x128xi1, #blocked_2x8_4x16_8x1_o10>
    %v_5 = amdg.buffer_load %V[%v_ptrs_11], %v_4 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x128xf16, #blocked_2x8_4x16_8x1_o10>
    %k_3 = ttg.memdesc_index %k_0[%c1_i32] : !ttg.memdesc<2x64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    ttg.local_store %k_2, %k_3 : tensor<64x128xf16, #blocked_1x8_4x16_8x1_o10> -> !ttg.memdesc<64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    %v_6 = ttg.memdesc_index %v_1[%c1_i32] : !ttg.memdesc<2x64x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    %v_7 = amdg.in_thread_transpose %v_5 : tensor<64x128xf16, #blocked_2x8_4x16_8x1_o10> -> tensor<64x128xf16, #linear_ae5efe>
    ttg.local_store %v_7, %v_6 : tensor<64x128xf16, #linear_ae5efe> -> !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    %v_ptrs_12 = arith.subi %offs_m, %c128_i32 : i32
    %v_ptrs_13:10 = scf.for %v_ptrs_14 = %c0_i32 to %v_ptrs_12 step %c64_i32 iter_args(%acc_0 = %acc, %l_i_0 = %l_i, %m_i_0 = %m_i, %k_ptrs_8 = %k_ptrs_7, %v_ptrs_15 = %c1_i32, %k_4 = %k_1, %k_5 = %k_3, %v_8 = %v_2, %v_9 = %v_6, %v_ptrs_16 = %v_ptrs_11) -> (tensor<128x128xf32, #mma_54dcd5>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, tensor<64x128xi32, #blocked_1x8_4x16_8x1_o10>, i32, !ttg.memdesc<64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>, !ttg.memdesc<64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>, !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable>, !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable>, tensor<64x128xi32, #blocked_2x8_4x16_8x1_o10>)  : i32 {
      %k_ptrs_9 = arith.addi %k_ptrs_8, %cst_2 : tensor<64x128xi32, #blocked_1x8_4x16_8x1_o10>
      %v_ptrs_17 = arith.addi %v_ptrs_16, %cst_5 : tensor<64x128xi32, #blocked_2x8_4x16_8x1_o10>
      %k_6 = amdg.buffer_load %K[%k_ptrs_9] {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x128xf16, #blocked_1x8_4x16_8x1_o10>
      %qk_0 = ttg.local_load %k_4 : !ttg.memdesc<64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> tensor<64x128xf16, #linear_a26000>
      %qk_1 = tt.trans %qk_0 {order = array<i32: 1, 0>} : tensor<64x128xf16, #linear_a26000> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>>
      %qk_2 = tt.dot %q_1, %qk_1, %cst_4, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_fdb4f1, kWidth = 4}>> * tensor<128x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>> -> tensor<128x64xf32, #mma_fdb4f1>
      %m_ij_0 = "tt.reduce"(%qk_2) <{axis = 1 : i32}> ({
      ^bb0(%m_ij_1: f32, %m_ij_2: f32):
        %m_ij_3 = arith.maxnumf %m_ij_1, %m_ij_2 : f32
        tt.reduce.return %m_ij_3 : f32
      }) : (tensor<128x64xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %m_ij_4 = arith.mulf %m_ij_0, %m_ij : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %m_ij_5 = arith.maxnumf %m_i_0, %m_ij_4 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %qk_3 = arith.mulf %qk_2, %qk : tensor<128x64xf32, #mma_fdb4f1>
      %qk_4 = tt.expand_dims %m_ij_5 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
      %qk_5 = tt.broadcast %qk_4 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x64xf32, #mma_fdb4f1>
      %qk_6 = arith.subf %qk_3, %qk_5 : tensor<128x64xf32, #mma_fdb4f1>
      %alpha = arith.subf %m_i_0, %m_ij_5 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %alpha_0 = math.exp2 %alpha : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %p = math.exp2 %qk_6 : tensor<128x64xf32, #mma_fdb4f1>
      %0 = "tt.reduce"(%p) <{axis = 1 : i32}> ({
      ^bb0(%arg0: f32, %arg1: f32):
        %1 = arith.addf %arg0, %arg1 : f32
        tt.reduce.return %1 : f32
      }) : (tensor<128x64xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %v_10 = amdg.buffer_load %V[%v_ptrs_17] {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x128xf16, #blocked_2x8_4x16_8x1_o10>
      %v_11 = ttg.local_load %v_8 : !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>>
      %acc_1 = arith.truncf %p : tensor<128x64xf32, #mma_fdb4f1> to tensor<128x64xf16, #mma_fdb4f1>
      %acc_2 = tt.expand_dims %alpha_0 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
      %acc_3 = ttg.convert_layout %acc_2 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x1xf32, #mma_54dcd5>
      %acc_4 = tt.broadcast %acc_3 : tensor<128x1xf32, #mma_54dcd5> -> tensor<128x128xf32, #mma_54dcd5>
      %acc_5 = arith.mulf %acc_0, %acc_4 : tensor<128x128xf32, #mma_54dcd5>
      %acc_6 = ttg.local_alloc %acc_1 : (tensor<128x64xf16, #mma_fdb4f1>) -> !ttg.memdesc<128x64xf16, #shared_e8717d, #smem_d51a3c>
      %acc_7 = ttg.local_load %acc_6 : !ttg.memdesc<128x64xf16, #shared_e8717d, #smem_d51a3c> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>>
      %acc_8 = tt.dot %acc_7, %v_11, %acc_5, inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>> -> tensor<128x128xf32, #mma_54dcd5>
      %l_i_1 = arith.mulf %l_i_0, %alpha_0 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %l_i_2 = arith.addf %l_i_1, %0 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %v_ptrs_18 = arith.addi %v_ptrs_15, %c1_i32 : i32
      %v_ptrs_19 = arith.cmpi slt, %v_ptrs_18, %c2_i32 : i32
      %v_ptrs_20 = arith.select %v_ptrs_19, %v_ptrs_18, %c0_i32 : i32
      %k_7 = ttg.memdesc_index %k_0[%v_ptrs_20] : !ttg.memdesc<2x64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
      ttg.local_store %k_6, %k_7 : tensor<64x128xf16, #blocked_1x8_4x16_8x1_o10> -> !ttg.memdesc<64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
      %v_12 = ttg.memdesc_index %v_1[%v_ptrs_20] : !ttg.memdesc<2x64x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable>
      %v_13 = amdg.in_thread_transpose %v_10 : tensor<64x128xf16, #blocked_2x8_4x16_8x1_o10> -> tensor<64x128xf16, #linear_ae5efe>
      ttg.local_store %v_13, %v_12 : tensor<64x128xf16, #linear_ae5efe> -> !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable>
      scf.yield %acc_8, %l_i_2, %m_ij_5, %k_ptrs_9, %v_ptrs_20, %k_5, %k_7, %v_9, %v_12, %v_ptrs_17 : tensor<128x128xf32, #mma_54dcd5>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, tensor<64x128xi32, #blocked_1x8_4x16_8x1_o10>, i32, !ttg.memdesc<64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>, !ttg.memdesc<64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>, !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable>, !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable>, tensor<64x128xi32, #blocked_2x8_4x16_8x1_o10>
    }
    %v_ptrs_21 = arith.addi %offs_m, %c63_i32 : i32
    %v_ptrs_22 = arith.divsi %v_ptrs_21, %c64_i32 : i32
    %v_ptrs_23 = arith.cmpi sge, %v_ptrs_22, %c1_i32 : i32
    %v_ptrs_24 = arith.cmpi sge, %v_ptrs_22, %c2_i32 : i32
    %qk_7 = ttg.local_load %v_ptrs_13#5 : !ttg.memdesc<64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> tensor<64x128xf16, #linear_a26000>
    %qk_8 = tt.trans %qk_7 {order = array<i32: 1, 0>} : tensor<64x128xf16, #linear_a26000> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>>
    %qk_9 = scf.if %v_ptrs_23 -> (tensor<128x64xf32, #mma_fdb4f1>) {
      %qk_10 = tt.dot %q_1, %qk_8, %cst_4, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_fdb4f1, kWidth = 4}>> * tensor<128x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>> -> tensor<128x64xf32, #mma_fdb4f1>
      scf.yield %qk_10 : tensor<128x64xf32, #mma_fdb4f1>
    } else {
      scf.yield %cst_4 : tensor<128x64xf32, #mma_fdb4f1>
    }
    %m_ij_6 = "tt.reduce"(%qk_9) <{axis = 1 : i32}> ({
    ^bb0(%m_ij_7: f32, %m_ij_8: f32):
      %m_ij_9 = arith.maxnumf %m_ij_7, %m_ij_8 : f32
      tt.reduce.return %m_ij_9 : f32
    }) : (tensor<128x64xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %m_ij_10 = arith.mulf %m_ij_6, %m_ij : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %m_ij_11 = arith.maxnumf %v_ptrs_13#2, %m_ij_10 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %qk_11 = arith.mulf %qk_9, %qk : tensor<128x64xf32, #mma_fdb4f1>
    %qk_12 = tt.expand_dims %m_ij_11 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %qk_13 = tt.broadcast %qk_12 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x64xf32, #mma_fdb4f1>
    %qk_14 = arith.subf %qk_11, %qk_13 : tensor<128x64xf32, #mma_fdb4f1>
    %alpha_1 = arith.subf %v_ptrs_13#2, %m_ij_11 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %alpha_2 = math.exp2 %alpha_1 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %p_0 = math.exp2 %qk_14 : tensor<128x64xf32, #mma_fdb4f1>
    %2 = "tt.reduce"(%p_0) <{axis = 1 : i32}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      %0 = arith.addf %arg2, %arg3 : f32
      tt.reduce.return %0 : f32
    }) : (tensor<128x64xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %v_14 = ttg.local_load %v_ptrs_13#7 : !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>>
    %acc_9 = arith.truncf %p_0 : tensor<128x64xf32, #mma_fdb4f1> to tensor<128x64xf16, #mma_fdb4f1>
    %acc_10 = tt.expand_dims %alpha_2 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %acc_11 = ttg.convert_layout %acc_10 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x1xf32, #mma_54dcd5>
    %acc_12 = tt.broadcast %acc_11 : tensor<128x1xf32, #mma_54dcd5> -> tensor<128x128xf32, #mma_54dcd5>
    %acc_13 = arith.mulf %v_ptrs_13#0, %acc_12 : tensor<128x128xf32, #mma_54dcd5>
    %acc_14 = ttg.local_alloc %acc_9 : (tensor<128x64xf16, #mma_fdb4f1>) -> !ttg.memdesc<128x64xf16, #shared_e8717d, #smem_d51a3c>
    %acc_15 = ttg.local_load %acc_14 : !ttg.memdesc<128x64xf16, #shared_e8717d, #smem_d51a3c> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>>
    %acc_16 = scf.if %v_ptrs_23 -> (tensor<128x128xf32, #mma_54dcd5>) {
      %acc_17 = tt.dot %acc_15, %v_14, %acc_13, inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>> -> tensor<128x128xf32, #mma_54dcd5>
      scf.yield %acc_17 : tensor<128x128xf32, #mma_54dcd5>
    } else {
      scf.yield %acc_13 : tensor<128x128xf32, #mma_54dcd5>
    }
    %l_i_3 = arith.mulf %v_ptrs_13#1, %alpha_2 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_4 = arith.addf %l_i_3, %2 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %v_ptrs_25 = arith.select %v_ptrs_23, %acc_16, %v_ptrs_13#0 : tensor<128x128xf32, #mma_54dcd5>
    %v_ptrs_26 = arith.select %v_ptrs_23, %l_i_4, %v_ptrs_13#1 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %v_ptrs_27 = arith.select %v_ptrs_23, %m_ij_11, %v_ptrs_13#2 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %qk_15 = ttg.local_load %v_ptrs_13#6 : !ttg.memdesc<64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> tensor<64x128xf16, #linear_a26000>
    %qk_16 = tt.trans %qk_15 {order = array<i32: 1, 0>} : tensor<64x128xf16, #linear_a26000> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>>
    %qk_17 = scf.if %v_ptrs_24 -> (tensor<128x64xf32, #mma_fdb4f1>) {
      %qk_10 = tt.dot %q_1, %qk_16, %cst_4, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_fdb4f1, kWidth = 4}>> * tensor<128x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>> -> tensor<128x64xf32, #mma_fdb4f1>
      scf.yield %qk_10 : tensor<128x64xf32, #mma_fdb4f1>
    } else {
      scf.yield %cst_4 : tensor<128x64xf32, #mma_fdb4f1>
    }
    %m_ij_12 = "tt.reduce"(%qk_17) <{axis = 1 : i32}> ({
    ^bb0(%m_ij_7: f32, %m_ij_8: f32):
      %m_ij_9 = arith.maxnumf %m_ij_7, %m_ij_8 : f32
      tt.reduce.return %m_ij_9 : f32
    }) : (tensor<128x64xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %m_ij_13 = arith.mulf %m_ij_12, %m_ij : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %m_ij_14 = arith.maxnumf %v_ptrs_27, %m_ij_13 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %qk_18 = arith.mulf %qk_17, %qk : tensor<128x64xf32, #mma_fdb4f1>
    %qk_19 = tt.expand_dims %m_ij_14 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %qk_20 = tt.broadcast %qk_19 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x64xf32, #mma_fdb4f1>
    %qk_21 = arith.subf %qk_18, %qk_20 : tensor<128x64xf32, #mma_fdb4f1>
    %alpha_3 = arith.subf %v_ptrs_27, %m_ij_14 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %alpha_4 = math.exp2 %alpha_3 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %p_1 = math.exp2 %qk_21 : tensor<128x64xf32, #mma_fdb4f1>
    %3 = "tt.reduce"(%p_1) <{axis = 1 : i32}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      %0 = arith.addf %arg2, %arg3 : f32
      tt.reduce.return %0 : f32
    }) : (tensor<128x64xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %v_15 = ttg.local_load %v_ptrs_13#8 : !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>>
    %acc_18 = arith.truncf %p_1 : tensor<128x64xf32, #mma_fdb4f1> to tensor<128x64xf16, #mma_fdb4f1>
    %acc_19 = tt.expand_dims %alpha_4 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %acc_20 = ttg.convert_layout %acc_19 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x1xf32, #mma_54dcd5>
    %acc_21 = tt.broadcast %acc_20 : tensor<128x1xf32, #mma_54dcd5> -> tensor<128x128xf32, #mma_54dcd5>
    %acc_22 = arith.mulf %v_ptrs_25, %acc_21 : tensor<128x128xf32, #mma_54dcd5>
    %acc_23 = ttg.local_alloc %acc_18 : (tensor<128x64xf16, #mma_fdb4f1>) -> !ttg.memdesc<128x64xf16, #shared_e8717d, #smem_d51a3c>
    %acc_24 = ttg.local_load %acc_23 : !ttg.memdesc<128x64xf16, #shared_e8717d, #smem_d51a3c> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>>
    %acc_25 = scf.if %v_ptrs_24 -> (tensor<128x128xf32, #mma_54dcd5>) {
      %acc_17 = tt.dot %acc_24, %v_15, %acc_22, inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>> -> tensor<128x128xf32, #mma_54dcd5>
      scf.yield %acc_17 : tensor<128x128xf32, #mma_54dcd5>
    } else {
      scf.yield %acc_22 : tensor<128x128xf32, #mma_54dcd5>
    }
    %l_i_5 = arith.mulf %v_ptrs_26, %alpha_4 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_6 = arith.addf %l_i_5, %3 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %v_ptrs_28 = arith.select %v_ptrs_24, %acc_25, %v_ptrs_25 : tensor<128x128xf32, #mma_54dcd5>
    %v_ptrs_29 = arith.select %v_ptrs_24, %l_i_6, %v_ptrs_26 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %v_ptrs_30 = arith.select %v_ptrs_24, %m_ij_14, %v_ptrs_27 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    ttg.local_dealloc %v_1 : !ttg.memdesc<2x64x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    ttg.local_dealloc %k_0 : !ttg.memdesc<2x64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    %hi = arith.addi %start_m_2, %c1_i32 : i32
    %hi_0 = arith.muli %hi, %c128_i32 : i32
    %k_ptrs_10 = arith.addi %q_ptrs_1, %k_base_4 : i32
    %k_ptrs_11 = tt.splat %k_ptrs_10 : i32 -> tensor<64x128xi32, #blocked_1x8_4x16_8x1_o10>
    %k_ptrs_12 = arith.addi %k_ptrs_11, %k_ptrs_3 : tensor<64x128xi32, #blocked_1x8_4x16_8x1_o10>
    %v_ptrs_31 = arith.cmpi slt, %offs_m, %hi_0 : i32
    %v_ptrs_32 = tt.splat %v_ptrs_31 : i1 -> tensor<64x128xi1, #blocked_1x8_4x16_8x1_o10>
    %k_8 = amdg.buffer_load %K[%k_ptrs_12], %v_ptrs_32 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x128xf16, #blocked_1x8_4x16_8x1_o10>
    %v_ptrs_33 = arith.addi %q_ptrs_1, %v_base_4 : i32
    %v_ptrs_34 = tt.splat %v_ptrs_33 : i32 -> tensor<64x128xi32, #blocked_2x8_4x16_8x1_o10>
    %v_ptrs_35 = arith.addi %v_ptrs_34, %v_ptrs_5 : tensor<64x128xi32, #blocked_2x8_4x16_8x1_o10>
    %v_16 = tt.splat %v_ptrs_31 : i1 -> tensor<64x128xi1, #blocked_2x8_4x16_8x1_o10>
    %v_17 = amdg.buffer_load %V[%v_ptrs_35], %v_16 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x128xf16, #blocked_2x8_4x16_8x1_o10>
    %mask = tt.broadcast %q_ptrs_0 : tensor<128x1xi32, #mma_fdb4f1> -> tensor<128x64xi32, #mma_fdb4f1>
    %k_9 = ttg.local_alloc : () -> !ttg.memdesc<2x64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    %v_18 = ttg.local_alloc : () -> !ttg.memdesc<2x64x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    %k_10 = ttg.memdesc_index %k_9[%c0_i32] : !ttg.memdesc<2x64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    ttg.local_store %k_8, %k_10 : tensor<64x128xf16, #blocked_1x8_4x16_8x1_o10> -> !ttg.memdesc<64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    %v_19 = ttg.memdesc_index %v_18[%c0_i32] : !ttg.memdesc<2x64x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    %v_20 = amdg.in_thread_transpose %v_17 : tensor<64x128xf16, #blocked_2x8_4x16_8x1_o10> -> tensor<64x128xf16, #linear_ae5efe>
    ttg.local_store %v_20, %v_19 : tensor<64x128xf16, #linear_ae5efe> -> !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    %v_ptrs_36 = arith.addi %offs_m, %c64_i32 : i32
    %v_ptrs_37 = arith.cmpi slt, %v_ptrs_36, %hi_0 : i32
    %k_ptrs_13 = arith.addi %k_ptrs_11, %k_ptrs_6 : tensor<64x128xi32, #blocked_1x8_4x16_8x1_o10>
    %v_ptrs_38 = tt.splat %v_ptrs_37 : i1 -> tensor<64x128xi1, #blocked_1x8_4x16_8x1_o10>
    %k_11 = amdg.buffer_load %K[%k_ptrs_13], %v_ptrs_38 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x128xf16, #blocked_1x8_4x16_8x1_o10>
    %v_ptrs_39 = arith.addi %v_ptrs_34, %v_ptrs_10 : tensor<64x128xi32, #blocked_2x8_4x16_8x1_o10>
    %v_21 = tt.splat %v_ptrs_37 : i1 -> tensor<64x128xi1, #blocked_2x8_4x16_8x1_o10>
    %v_22 = amdg.buffer_load %V[%v_ptrs_39], %v_21 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x128xf16, #blocked_2x8_4x16_8x1_o10>
    %k_12 = ttg.memdesc_index %k_9[%c1_i32] : !ttg.memdesc<2x64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    ttg.local_store %k_11, %k_12 : tensor<64x128xf16, #blocked_1x8_4x16_8x1_o10> -> !ttg.memdesc<64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    %v_23 = ttg.memdesc_index %v_18[%c1_i32] : !ttg.memdesc<2x64x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    %v_24 = amdg.in_thread_transpose %v_22 : tensor<64x128xf16, #blocked_2x8_4x16_8x1_o10> -> tensor<64x128xf16, #linear_ae5efe>
    ttg.local_store %v_24, %v_23 : tensor<64x128xf16, #linear_ae5efe> -> !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    %v_ptrs_40 = arith.subi %hi_0, %c128_i32 : i32
    %v_ptrs_41:10 = scf.for %v_ptrs_14 = %offs_m to %v_ptrs_40 step %c64_i32 iter_args(%v_ptrs_42 = %v_ptrs_28, %v_ptrs_43 = %v_ptrs_29, %v_ptrs_44 = %v_ptrs_30, %k_ptrs_8 = %k_ptrs_13, %v_ptrs_15 = %c1_i32, %k_4 = %k_10, %k_5 = %k_12, %v_8 = %v_19, %v_9 = %v_23, %v_ptrs_16 = %v_ptrs_39) -> (tensor<128x128xf32, #mma_54dcd5>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, tensor<64x128xi32, #blocked_1x8_4x16_8x1_o10>, i32, !ttg.memdesc<64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>, !ttg.memdesc<64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>, !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable>, !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable>, tensor<64x128xi32, #blocked_2x8_4x16_8x1_o10>)  : i32 {
      %k_ptrs_9 = arith.addi %k_ptrs_8, %cst_2 : tensor<64x128xi32, #blocked_1x8_4x16_8x1_o10>
      %v_ptrs_17 = arith.addi %v_ptrs_16, %cst_5 : tensor<64x128xi32, #blocked_2x8_4x16_8x1_o10>
      %offs_key = tt.splat %v_ptrs_14 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
      %offs_key_0 = arith.addi %offs_key, %offs_n_1 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
      %k_13 = amdg.buffer_load %K[%k_ptrs_9] {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x128xf16, #blocked_1x8_4x16_8x1_o10>
      %qk_2 = ttg.local_load %k_4 : !ttg.memdesc<64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> tensor<64x128xf16, #linear_a26000>
      %qk_22 = tt.trans %qk_2 {order = array<i32: 1, 0>} : tensor<64x128xf16, #linear_a26000> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>>
      %qk_23 = tt.dot %q_1, %qk_22, %cst_4, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_fdb4f1, kWidth = 4}>> * tensor<128x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>> -> tensor<128x64xf32, #mma_fdb4f1>
      %mask_0 = tt.expand_dims %offs_key_0 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>> -> tensor<1x64xi32, #mma_fdb4f1>
      %mask_1 = tt.broadcast %mask_0 : tensor<1x64xi32, #mma_fdb4f1> -> tensor<128x64xi32, #mma_fdb4f1>
      %mask_2 = arith.cmpi sge, %mask, %mask_1 : tensor<128x64xi32, #mma_fdb4f1>
      %qk_5 = arith.mulf %qk_23, %qk : tensor<128x64xf32, #mma_fdb4f1>
      %qk_6 = arith.select %mask_2, %qk_5, %cst_3 : tensor<128x64xi1, #mma_fdb4f1>, tensor<128x64xf32, #mma_fdb4f1>
      %m_ij_15 = "tt.reduce"(%qk_6) <{axis = 1 : i32}> ({
      ^bb0(%m_ij_16: f32, %m_ij_17: f32):
        %m_ij_18 = arith.maxnumf %m_ij_16, %m_ij_17 : f32
        tt.reduce.return %m_ij_18 : f32
      }) : (tensor<128x64xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %m_ij_19 = arith.maxnumf %v_ptrs_44, %m_ij_15 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %qk_24 = tt.expand_dims %m_ij_19 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
      %qk_25 = tt.broadcast %qk_24 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x64xf32, #mma_fdb4f1>
      %qk_26 = arith.subf %qk_6, %qk_25 : tensor<128x64xf32, #mma_fdb4f1>
      %alpha_5 = arith.subf %v_ptrs_44, %m_ij_19 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %alpha_6 = math.exp2 %alpha_5 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %p_2 = math.exp2 %qk_26 : tensor<128x64xf32, #mma_fdb4f1>
      %0 = "tt.reduce"(%p_2) <{axis = 1 : i32}> ({
      ^bb0(%arg0: f32, %arg1: f32):
        %1 = arith.addf %arg0, %arg1 : f32
        tt.reduce.return %1 : f32
      }) : (tensor<128x64xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %v_25 = amdg.buffer_load %V[%v_ptrs_17] {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x128xf16, #blocked_2x8_4x16_8x1_o10>
      %v_26 = ttg.local_load %v_8 : !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>>
      %acc_6 = arith.truncf %p_2 : tensor<128x64xf32, #mma_fdb4f1> to tensor<128x64xf16, #mma_fdb4f1>
      %acc_7 = tt.expand_dims %alpha_6 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
      %acc_8 = ttg.convert_layout %acc_7 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x1xf32, #mma_54dcd5>
      %acc_26 = tt.broadcast %acc_8 : tensor<128x1xf32, #mma_54dcd5> -> tensor<128x128xf32, #mma_54dcd5>
      %acc_27 = arith.mulf %v_ptrs_42, %acc_26 : tensor<128x128xf32, #mma_54dcd5>
      %acc_28 = ttg.local_alloc %acc_6 : (tensor<128x64xf16, #mma_fdb4f1>) -> !ttg.memdesc<128x64xf16, #shared_e8717d, #smem_d51a3c>
      %acc_29 = ttg.local_load %acc_28 : !ttg.memdesc<128x64xf16, #shared_e8717d, #smem_d51a3c> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>>
      %acc_30 = tt.dot %acc_29, %v_26, %acc_27, inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>> -> tensor<128x128xf32, #mma_54dcd5>
      %l_i_7 = arith.mulf %v_ptrs_43, %alpha_6 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %l_i_8 = arith.addf %l_i_7, %0 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %v_ptrs_45 = arith.addi %v_ptrs_15, %c1_i32 : i32
      %v_ptrs_46 = arith.cmpi slt, %v_ptrs_45, %c2_i32 : i32
      %v_ptrs_47 = arith.select %v_ptrs_46, %v_ptrs_45, %c0_i32 : i32
      %k_14 = ttg.memdesc_index %k_9[%v_ptrs_47] : !ttg.memdesc<2x64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
      ttg.local_store %k_13, %k_14 : tensor<64x128xf16, #blocked_1x8_4x16_8x1_o10> -> !ttg.memdesc<64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
      %v_27 = ttg.memdesc_index %v_18[%v_ptrs_47] : !ttg.memdesc<2x64x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable>
      %v_28 = amdg.in_thread_transpose %v_25 : tensor<64x128xf16, #blocked_2x8_4x16_8x1_o10> -> tensor<64x128xf16, #linear_ae5efe>
      ttg.local_store %v_28, %v_27 : tensor<64x128xf16, #linear_ae5efe> -> !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable>
      scf.yield %acc_30, %l_i_8, %m_ij_19, %k_ptrs_9, %v_ptrs_47, %k_5, %k_14, %v_9, %v_27, %v_ptrs_17 : tensor<128x128xf32, #mma_54dcd5>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, tensor<64x128xi32, #blocked_1x8_4x16_8x1_o10>, i32, !ttg.memdesc<64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>, !ttg.memdesc<64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>, !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable>, !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable>, tensor<64x128xi32, #blocked_2x8_4x16_8x1_o10>
    }
    %v_ptrs_48 = arith.subi %hi_0, %offs_m : i32
    %v_ptrs_49 = arith.addi %v_ptrs_48, %c63_i32 : i32
    %v_ptrs_50 = arith.divsi %v_ptrs_49, %c64_i32 : i32
    %v_ptrs_51 = arith.subi %v_ptrs_50, %c2_i32 : i32
    %v_ptrs_52 = arith.maxsi %v_ptrs_51, %c0_i32 : i32
    %v_ptrs_53 = arith.muli %v_ptrs_52, %c64_i32 : i32
    %v_ptrs_54 = arith.addi %offs_m, %v_ptrs_53 : i32
    %v_ptrs_55 = arith.addi %v_ptrs_52, %c1_i32 : i32
    %v_ptrs_56 = arith.cmpi sge, %v_ptrs_50, %c1_i32 : i32
    %v_ptrs_57 = arith.muli %v_ptrs_55, %c64_i32 : i32
    %v_ptrs_58 = arith.addi %offs_m, %v_ptrs_57 : i32
    %v_ptrs_59 = arith.cmpi sge, %v_ptrs_50, %c2_i32 : i32
    %offs_key_1 = tt.splat %v_ptrs_54 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
    %offs_key_2 = arith.addi %offs_key_1, %offs_n_1 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
    %qk_27 = ttg.local_load %v_ptrs_41#5 : !ttg.memdesc<64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> tensor<64x128xf16, #linear_a26000>
    %qk_28 = tt.trans %qk_27 {order = array<i32: 1, 0>} : tensor<64x128xf16, #linear_a26000> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>>
    %qk_29 = scf.if %v_ptrs_56 -> (tensor<128x64xf32, #mma_fdb4f1>) {
      %qk_10 = tt.dot %q_1, %qk_28, %cst_4, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_fdb4f1, kWidth = 4}>> * tensor<128x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>> -> tensor<128x64xf32, #mma_fdb4f1>
      scf.yield %qk_10 : tensor<128x64xf32, #mma_fdb4f1>
    } else {
      scf.yield %cst_4 : tensor<128x64xf32, #mma_fdb4f1>
    }
    %mask_3 = tt.expand_dims %offs_key_2 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>> -> tensor<1x64xi32, #mma_fdb4f1>
    %mask_4 = tt.broadcast %mask_3 : tensor<1x64xi32, #mma_fdb4f1> -> tensor<128x64xi32, #mma_fdb4f1>
    %mask_5 = arith.cmpi sge, %mask, %mask_4 : tensor<128x64xi32, #mma_fdb4f1>
    %qk_30 = arith.mulf %qk_29, %qk : tensor<128x64xf32, #mma_fdb4f1>
    %qk_31 = arith.select %mask_5, %qk_30, %cst_3 : tensor<128x64xi1, #mma_fdb4f1>, tensor<128x64xf32, #mma_fdb4f1>
    %m_ij_20 = "tt.reduce"(%qk_31) <{axis = 1 : i32}> ({
    ^bb0(%m_ij_7: f32, %m_ij_8: f32):
      %m_ij_9 = arith.maxnumf %m_ij_7, %m_ij_8 : f32
      tt.reduce.return %m_ij_9 : f32
    }) : (tensor<128x64xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %m_ij_21 = arith.maxnumf %v_ptrs_41#2, %m_ij_20 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %qk_32 = tt.expand_dims %m_ij_21 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %qk_33 = tt.broadcast %qk_32 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x64xf32, #mma_fdb4f1>
    %qk_34 = arith.subf %qk_31, %qk_33 : tensor<128x64xf32, #mma_fdb4f1>
    %alpha_7 = arith.subf %v_ptrs_41#2, %m_ij_21 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %alpha_8 = math.exp2 %alpha_7 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %p_3 = math.exp2 %qk_34 : tensor<128x64xf32, #mma_fdb4f1>
    %4 = "tt.reduce"(%p_3) <{axis = 1 : i32}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      %0 = arith.addf %arg2, %arg3 : f32
      tt.reduce.return %0 : f32
    }) : (tensor<128x64xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %v_29 = ttg.local_load %v_ptrs_41#7 : !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>>
    %acc_31 = arith.truncf %p_3 : tensor<128x64xf32, #mma_fdb4f1> to tensor<128x64xf16, #mma_fdb4f1>
    %acc_32 = tt.expand_dims %alpha_8 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %acc_33 = ttg.convert_layout %acc_32 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x1xf32, #mma_54dcd5>
    %acc_34 = tt.broadcast %acc_33 : tensor<128x1xf32, #mma_54dcd5> -> tensor<128x128xf32, #mma_54dcd5>
    %acc_35 = arith.mulf %v_ptrs_41#0, %acc_34 : tensor<128x128xf32, #mma_54dcd5>
    %acc_36 = ttg.local_alloc %acc_31 : (tensor<128x64xf16, #mma_fdb4f1>) -> !ttg.memdesc<128x64xf16, #shared_e8717d, #smem_d51a3c>
    %acc_37 = ttg.local_load %acc_36 : !ttg.memdesc<128x64xf16, #shared_e8717d, #smem_d51a3c> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>>
    %acc_38 = scf.if %v_ptrs_56 -> (tensor<128x128xf32, #mma_54dcd5>) {
      %acc_17 = tt.dot %acc_37, %v_29, %acc_35, inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>> -> tensor<128x128xf32, #mma_54dcd5>
      scf.yield %acc_17 : tensor<128x128xf32, #mma_54dcd5>
    } else {
      scf.yield %acc_35 : tensor<128x128xf32, #mma_54dcd5>
    }
    %l_i_9 = arith.mulf %v_ptrs_41#1, %alpha_8 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_10 = arith.addf %l_i_9, %4 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %v_ptrs_60 = arith.select %v_ptrs_56, %acc_38, %v_ptrs_41#0 : tensor<128x128xf32, #mma_54dcd5>
    %v_ptrs_61 = arith.select %v_ptrs_56, %l_i_10, %v_ptrs_41#1 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %v_ptrs_62 = arith.select %v_ptrs_56, %m_ij_21, %v_ptrs_41#2 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %offs_key_3 = tt.splat %v_ptrs_58 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
    %offs_key_4 = arith.addi %offs_key_3, %offs_n_1 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
    %qk_35 = ttg.local_load %v_ptrs_41#6 : !ttg.memdesc<64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> tensor<64x128xf16, #linear_a26000>
    %qk_36 = tt.trans %qk_35 {order = array<i32: 1, 0>} : tensor<64x128xf16, #linear_a26000> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>>
    %qk_37 = scf.if %v_ptrs_59 -> (tensor<128x64xf32, #mma_fdb4f1>) {
      %qk_10 = tt.dot %q_1, %qk_36, %cst_4, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_fdb4f1, kWidth = 4}>> * tensor<128x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>> -> tensor<128x64xf32, #mma_fdb4f1>
      scf.yield %qk_10 : tensor<128x64xf32, #mma_fdb4f1>
    } else {
      scf.yield %cst_4 : tensor<128x64xf32, #mma_fdb4f1>
    }
    %mask_6 = tt.expand_dims %offs_key_4 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>> -> tensor<1x64xi32, #mma_fdb4f1>
    %mask_7 = tt.broadcast %mask_6 : tensor<1x64xi32, #mma_fdb4f1> -> tensor<128x64xi32, #mma_fdb4f1>
    %mask_8 = arith.cmpi sge, %mask, %mask_7 : tensor<128x64xi32, #mma_fdb4f1>
    %qk_38 = arith.mulf %qk_37, %qk : tensor<128x64xf32, #mma_fdb4f1>
    %qk_39 = arith.select %mask_8, %qk_38, %cst_3 : tensor<128x64xi1, #mma_fdb4f1>, tensor<128x64xf32, #mma_fdb4f1>
    %m_ij_22 = "tt.reduce"(%qk_39) <{axis = 1 : i32}> ({
    ^bb0(%m_ij_7: f32, %m_ij_8: f32):
      %m_ij_9 = arith.maxnumf %m_ij_7, %m_ij_8 : f32
      tt.reduce.return %m_ij_9 : f32
    }) : (tensor<128x64xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %m_ij_23 = arith.maxnumf %v_ptrs_62, %m_ij_22 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %qk_40 = tt.expand_dims %m_ij_23 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %qk_41 = tt.broadcast %qk_40 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x64xf32, #mma_fdb4f1>
    %qk_42 = arith.subf %qk_39, %qk_41 : tensor<128x64xf32, #mma_fdb4f1>
    %alpha_9 = arith.subf %v_ptrs_62, %m_ij_23 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %alpha_10 = math.exp2 %alpha_9 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %p_4 = math.exp2 %qk_42 : tensor<128x64xf32, #mma_fdb4f1>
    %5 = "tt.reduce"(%p_4) <{axis = 1 : i32}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      %0 = arith.addf %arg2, %arg3 : f32
      tt.reduce.return %0 : f32
    }) : (tensor<128x64xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %v_30 = ttg.local_load %v_ptrs_41#8 : !ttg.memdesc<64x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>>
    %acc_39 = arith.truncf %p_4 : tensor<128x64xf32, #mma_fdb4f1> to tensor<128x64xf16, #mma_fdb4f1>
    %acc_40 = tt.expand_dims %alpha_10 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %acc_41 = ttg.convert_layout %acc_40 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x1xf32, #mma_54dcd5>
    %acc_42 = tt.broadcast %acc_41 : tensor<128x1xf32, #mma_54dcd5> -> tensor<128x128xf32, #mma_54dcd5>
    %acc_43 = arith.mulf %v_ptrs_60, %acc_42 : tensor<128x128xf32, #mma_54dcd5>
    %acc_44 = ttg.local_alloc %acc_39 : (tensor<128x64xf16, #mma_fdb4f1>) -> !ttg.memdesc<128x64xf16, #shared_e8717d, #smem_d51a3c>
    %acc_45 = ttg.local_load %acc_44 : !ttg.memdesc<128x64xf16, #shared_e8717d, #smem_d51a3c> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>>
    %acc_46 = scf.if %v_ptrs_59 -> (tensor<128x128xf32, #mma_54dcd5>) {
      %acc_17 = tt.dot %acc_45, %v_30, %acc_43, inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>> -> tensor<128x128xf32, #mma_54dcd5>
      scf.yield %acc_17 : tensor<128x128xf32, #mma_54dcd5>
    } else {
      scf.yield %acc_43 : tensor<128x128xf32, #mma_54dcd5>
    }
    %l_i_11 = arith.mulf %v_ptrs_61, %alpha_10 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_12 = arith.addf %l_i_11, %5 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %v_ptrs_63 = arith.select %v_ptrs_59, %acc_46, %v_ptrs_60 : tensor<128x128xf32, #mma_54dcd5>
    %v_ptrs_64 = arith.select %v_ptrs_59, %l_i_12, %v_ptrs_61 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    ttg.local_dealloc %v_18 : !ttg.memdesc<2x64x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    ttg.local_dealloc %k_9 : !ttg.memdesc<2x64x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    %out = tt.expand_dims %v_ptrs_64 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %out_0 = ttg.convert_layout %out : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x1xf32, #mma_54dcd5>
    %out_1 = tt.broadcast %out_0 : tensor<128x1xf32, #mma_54dcd5> -> tensor<128x128xf32, #mma_54dcd5>
    %out_2 = arith.divf %v_ptrs_63, %out_1 : tensor<128x128xf32, #mma_54dcd5>
    %6 = tt.expand_dims %offs_m_0 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_54dcd5}>> -> tensor<128x1xi32, #mma_54dcd5>
    %7 = arith.muli %6, %cst : tensor<128x1xi32, #mma_54dcd5>
    %8 = arith.addi %q_ptrs_1, %o_base_4 : i32
    %9 = tt.broadcast %7 : tensor<128x1xi32, #mma_54dcd5> -> tensor<128x128xi32, #mma_54dcd5>
    %10 = tt.expand_dims %q_ptrs_2 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_54dcd5}>> -> tensor<1x128xi32, #mma_54dcd5>
    %11 = tt.broadcast %10 : tensor<1x128xi32, #mma_54dcd5> -> tensor<128x128xi32, #mma_54dcd5>
    %12 = arith.addi %9, %11 : tensor<128x128xi32, #mma_54dcd5>
    %13 = tt.splat %8 : i32 -> tensor<128x128xi32, #mma_54dcd5>
    %14 = arith.addi %13, %12 : tensor<128x128xi32, #mma_54dcd5>
    %15 = arith.truncf %out_2 : tensor<128x128xf32, #mma_54dcd5> to tensor<128x128xf16, #mma_54dcd5>
    amdg.buffer_store %15, %Out[%14] {contiguity = 4 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #mma_54dcd5>
    tt.return
  }
}
