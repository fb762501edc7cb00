// flash_attention_fwd config 1 (BLOCK_M=128 BLOCK_N=128 num_warps=8 num_stages=2) on hip:gfx942, normalized
#blocked_1x8_4x16_8x1_o10 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked_4x8_4x16_8x1_o10 = #ttg.blocked<{sizePerThread = [4, 8], threadsPerWarp = [4, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#linear_1b90c6 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 8], [0, 16], [0, 32], [0, 64], [32, 0], [64, 0]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 4]], warp = [[0, 0], [0, 0], [0, 0]], block = []}>
#linear_a283b9 = #ttg.linear<{register = [[1, 0], [2, 0], [0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [0, 32], [0, 64], [4, 0], [8, 0]], warp = [[16, 0], [32, 0], [64, 0]], block = []}>
#mma_54dcd5 = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 2], instrShape = [32, 32, 8], isTransposed = true}>
#mma_fdb4f1 = #ttg.amd_mfma<{version = 3, warpsPerCTA = [8, 1], instrShape = [32, 32, 8], isTransposed = true}>
#shared_337df2 = #ttg.amd_rotating_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [0, 1]}>
#shared_34dd92 = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [1, 0]}>
#shared_cd96e7 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared_e8717d = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#smem_d51a3c = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @flash_attention_fwd_kernel(%Q: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %K: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %V: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %Out: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %sm_scale: f32, %stride_qz: i32 {tt.divisibility = 16 : i32}, %stride_qh: i32 {tt.divisibility = 16 : i32}, %stride_qm: i32 {tt.divisibility = 16 : i32}, %stride_kz: i32 {tt.divisibility = 16 : i32}, %stride_kh: i32 {tt.divisibility = 16 : i32}, %stride_kn: i32 {tt.divisibility = 16 : i32}, %stride_vz: i32 {tt.divisibility = 16 : i32}, %stride_vh: i32 {tt.divisibility = 16 : i32}, %stride_vn: i32 {tt.divisibility = 16 : i32}, %stride_oz: i32 {tt.divisibility = 16 : i32}, %stride_oh: i32 {tt.divisibility = 16 : i32}, %stride_om: i32 {tt.divisibility = 16 : i32}, %H: i32 {tt.divisibility = 16 : i32}, %N_CTX: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c127_i32 = arith.constant 127 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma_fdb4f1>
    %c128_i32 = arith.constant 128 : i32
    %qk_scale = arith.constant 1.44269502 : f32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %cst_0 = arith.constant dense<-1.000000e+06> : tensor<128x128xf32, #mma_fdb4f1>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma_54dcd5>
    %l_i = arith.constant dense<0.000000e+00> : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %m_i = arith.constant dense<0xFF800000> : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %start_m = tt.get_program_id x : i32
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
    %offs_m = arith.muli %start_m, %c128_i32 : i32
    %offs_m_0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_54dcd5}>>
    %offs_m_1 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_4x8_4x16_8x1_o10}>>
    %offs_m_2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>>
    %offs_m_3 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %offs_m_4 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
    %offs_m_5 = tt.splat %offs_m : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %offs_m_6 = tt.splat %offs_m : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_54dcd5}>>
    %offs_m_7 = tt.splat %offs_m : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>>
    %offs_m_8 = arith.addi %offs_m_5, %offs_m_3 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %offs_m_9 = arith.addi %offs_m_6, %offs_m_0 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_54dcd5}>>
    %offs_m_10 = arith.addi %offs_m_7, %offs_m_2 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>>
    %row_ok = tt.splat %N_CTX : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_54dcd5}>>
    %row_ok_0 = tt.splat %N_CTX : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_4x8_4x16_8x1_o10}>>
    %row_ok_1 = tt.splat %N_CTX : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>>
    %row_ok_2 = tt.splat %N_CTX : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
    %row_ok_3 = arith.cmpi slt, %offs_m_9, %row_ok : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_54dcd5}>>
    %row_ok_4 = arith.cmpi slt, %offs_m_10, %row_ok_1 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>>
    %qk_scale_0 = arith.mulf %sm_scale, %qk_scale : f32
    %q = tt.expand_dims %row_ok_3 {axis = 1 : i32} : tensor<128xi1, #ttg.slice<{dim = 1, parent = #mma_54dcd5}>> -> tensor<128x1xi1, #mma_54dcd5>
    %q_0 = tt.expand_dims %row_ok_4 {axis = 1 : i32} : tensor<128xi1, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<128x1xi1, #blocked_1x8_4x16_8x1_o10>
    %q_1 = tt.expand_dims %offs_m_8 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xi32, #mma_fdb4f1>
    %q_2 = arith.muli %offs_m, %stride_qm : i32
    %q_3 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_54dcd5}>>
    %q_4 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>>
    %q_5 = tt.expand_dims %offs_m_2 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<128x1xi32, #blocked_1x8_4x16_8x1_o10>
    %q_6 = tt.splat %stride_qm : i32 -> tensor<128x1xi32, #blocked_1x8_4x16_8x1_o10>
    %q_7 = arith.muli %q_5, %q_6 : tensor<128x1xi32, #blocked_1x8_4x16_8x1_o10>
    %q_8 = arith.addi %q_2, %q_base_6 : i32
    %q_9 = tt.broadcast %q_7 : tensor<128x1xi32, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
    %q_10 = tt.expand_dims %q_4 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<1x128xi32, #blocked_1x8_4x16_8x1_o10>
    %q_11 = tt.broadcast %q_10 : tensor<1x128xi32, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
    %q_12 = arith.addi %q_9, %q_11 : tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
    %q_13 = tt.splat %q_8 : i32 -> tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
    %q_14 = arith.addi %q_13, %q_12 : tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
    %q_15 = tt.broadcast %q : tensor<128x1xi1, #mma_54dcd5> -> tensor<128x128xi1, #mma_54dcd5>
    %q_16 = tt.broadcast %q_0 : tensor<128x1xi1, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
    %q_17 = amdg.buffer_load %Q[%q_14], %q_16 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>
    %q_18 = ttg.local_alloc %q_17 : (tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>) -> !ttg.memdesc<128x128xf16, #shared_34dd92, #smem_d51a3c>
    %q_19 = ttg.local_load %q_18 : !ttg.memdesc<128x128xf16, #shared_34dd92, #smem_d51a3c> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_fdb4f1, kWidth = 4}>>
    %k_ptrs = tt.splat %stride_kn : i32 -> tensor<128x1xi32, #blocked_1x8_4x16_8x1_o10>
    %k_ptrs_0 = arith.muli %q_5, %k_ptrs : tensor<128x1xi32, #blocked_1x8_4x16_8x1_o10>
    %k_ptrs_1 = tt.broadcast %k_ptrs_0 : tensor<128x1xi32, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
    %k_ptrs_2 = arith.addi %k_ptrs_1, %q_11 : tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
    %k_ptrs_3 = tt.splat %k_base_4 : i32 -> tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
    %k_ptrs_4 = arith.addi %k_ptrs_3, %k_ptrs_2 : tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
    %v_ptrs = arith.cmpi sgt, %offs_m, %c0_i32 : i32
    %v_ptrs_0 = tt.splat %v_ptrs : i1 -> tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
    %k = amdg.buffer_load %K[%k_ptrs_4], %v_ptrs_0 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>
    %v_ptrs_1 = tt.expand_dims %offs_m_1 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_4x8_4x16_8x1_o10}>> -> tensor<128x1xi32, #blocked_4x8_4x16_8x1_o10>
    %v_ptrs_2 = tt.splat %stride_vn : i32 -> tensor<128x1xi32, #blocked_4x8_4x16_8x1_o10>
    %v_ptrs_3 = arith.muli %v_ptrs_1, %v_ptrs_2 : tensor<128x1xi32, #blocked_4x8_4x16_8x1_o10>
    %v_ptrs_4 = tt.broadcast %v_ptrs_3 : tensor<128x1xi32, #blocked_4x8_4x16_8x1_o10> -> tensor<128x128xi32, #blocked_4x8_4x16_8x1_o10>
    %v_ptrs_5 = tt.broadcast %q_10 : tensor<1x128xi32, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi32, #blocked_4x8_4x16_8x1_o10>
    %v_ptrs_6 = arith.addi %v_ptrs_4, %v_ptrs_5 : tensor<128x128xi32, #blocked_4x8_4x16_8x1_o10>
    %v_ptrs_7 = tt.splat %v_base_4 : i32 -> tensor<128x128xi32, #blocked_4x8_4x16_8x1_o10>
    %v_ptrs_8 = arith.addi %v_ptrs_7, %v_ptrs_6 : tensor<128x128xi32, #blocked_4x8_4x16_8x1_o10>
    %v = tt.splat %v_ptrs : i1 -> tensor<128x128xi1, #blocked_4x8_4x16_8x1_o10>
    %v_0 = amdg.buffer_load %V[%v_ptrs_8], %v {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #blocked_4x8_4x16_8x1_o10>
    %m_ij = tt.splat %qk_scale_0 : f32 -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %qk = tt.splat %qk_scale_0 : f32 -> tensor<128x128xf32, #mma_fdb4f1>
    %k_ptrs_5 = arith.muli %stride_kn, %c128_i32 : i32
    %k_ptrs_6 = tt.splat %k_ptrs_5 : i32 -> tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
    %v_ptrs_9 = arith.muli %stride_vn, %c128_i32 : i32
    %v_ptrs_10 = tt.splat %v_ptrs_9 : i32 -> tensor<128x128xi32, #blocked_4x8_4x16_8x1_o10>
    %k_0 = ttg.local_alloc : () -> !ttg.memdesc<1x128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    %v_1 = ttg.local_alloc : () -> !ttg.memdesc<1x128x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    %k_1 = ttg.memdesc_index %k_0[%c0_i32] : !ttg.memdesc<1x128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    ttg.local_store %k, %k_1 : tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10> -> !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    %v_2 = ttg.memdesc_index %v_1[%c0_i32] : !ttg.memdesc<1x128x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    %v_3 = amdg.in_thread_transpose %v_0 : tensor<128x128xf16, #blocked_4x8_4x16_8x1_o10> -> tensor<128x128xf16, #linear_a283b9>
    ttg.local_store %v_3, %v_2 : tensor<128x128xf16, #linear_a283b9> -> !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    %v_ptrs_11 = arith.subi %offs_m, %c128_i32 : i32
    %v_ptrs_12:8 = scf.for %v_ptrs_13 = %c0_i32 to %v_ptrs_11 step %c128_i32 iter_args(%arg0 = %cst_1, %l_i_0 = %l_i, %m_i_0 = %m_i, %k_ptrs_7 = %k_ptrs_4, %v_ptrs_14 = %c0_i32, %k_2 = %k_1, %v_4 = %v_2, %v_ptrs_15 = %v_ptrs_8) -> (tensor<128x128xf32, #mma_54dcd5>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>, i32, !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>, !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>, tensor<128x128xi32, #blocked_4x8_4x16_8x1_o10>)  : i32 {
      %k_ptrs_8 = arith.addi %k_ptrs_7, %k_ptrs_6 : tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
      %v_ptrs_16 = arith.addi %v_ptrs_15, %v_ptrs_10 : tensor<128x128xi32, #blocked_4x8_4x16_8x1_o10>
      %k_3 = amdg.buffer_load %K[%k_ptrs_8] {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>
      %qk_0 = ttg.local_load %k_2 : !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> tensor<128x128xf16, #linear_1b90c6>
      %qk_1 = tt.trans %qk_0 {order = array<i32: 1, 0>} : tensor<128x128xf16, #linear_1b90c6> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>>
      %qk_2 = tt.dot %q_19, %qk_1, %cst, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_fdb4f1, kWidth = 4}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>> -> tensor<128x128xf32, #mma_fdb4f1>
      %m_ij_0 = "tt.reduce"(%qk_2) <{axis = 1 : i32}> ({
      ^bb0(%m_ij_1: f32, %m_ij_2: f32):
        %m_ij_3 = arith.maxnumf %m_ij_1, %m_ij_2 : f32
        tt.reduce.return %m_ij_3 : f32
      }) : (tensor<128x128xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %m_ij_4 = arith.mulf %m_ij_0, %m_ij : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %m_ij_5 = arith.maxnumf %m_i_0, %m_ij_4 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %qk_3 = arith.mulf %qk_2, %qk : tensor<128x128xf32, #mma_fdb4f1>
      %qk_4 = tt.expand_dims %m_ij_5 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
      %qk_5 = tt.broadcast %qk_4 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x128xf32, #mma_fdb4f1>
      %qk_6 = arith.subf %qk_3, %qk_5 : tensor<128x128xf32, #mma_fdb4f1>
      %p = math.exp2 %qk_6 : tensor<128x128xf32, #mma_fdb4f1>
      %alpha = arith.subf %m_i_0, %m_ij_5 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %alpha_0 = math.exp2 %alpha : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %l_i_1 = arith.mulf %l_i_0, %alpha_0 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %l_i_2 = "tt.reduce"(%p) <{axis = 1 : i32}> ({
      ^bb0(%l_i_3: f32, %l_i_4: f32):
        %l_i_5 = arith.addf %l_i_3, %l_i_4 : f32
        tt.reduce.return %l_i_5 : f32
      }) : (tensor<128x128xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %l_i_6 = arith.addf %l_i_1, %l_i_2 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %acc = tt.expand_dims %alpha_0 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
      %acc_0 = ttg.convert_layout %acc : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x1xf32, #mma_54dcd5>
      %acc_1 = tt.broadcast %acc_0 : tensor<128x1xf32, #mma_54dcd5> -> tensor<128x128xf32, #mma_54dcd5>
      %acc_2 = arith.mulf %arg0, %acc_1 : tensor<128x128xf32, #mma_54dcd5>
      %v_5 = amdg.buffer_load %V[%v_ptrs_16] {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #blocked_4x8_4x16_8x1_o10>
      %v_6 = ttg.local_load %v_4 : !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>>
      %acc_3 = arith.truncf %p : tensor<128x128xf32, #mma_fdb4f1> to tensor<128x128xf16, #mma_fdb4f1>
      %acc_4 = ttg.local_alloc %acc_3 : (tensor<128x128xf16, #mma_fdb4f1>) -> !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c>
      %acc_5 = ttg.local_load %acc_4 : !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>>
      %acc_6 = tt.dot %acc_5, %v_6, %acc_2, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>> -> tensor<128x128xf32, #mma_54dcd5>
      %v_ptrs_17 = arith.addi %v_ptrs_14, %c1_i32 : i32
      %v_ptrs_18 = arith.cmpi slt, %v_ptrs_17, %c1_i32 : i32
      %v_ptrs_19 = arith.select %v_ptrs_18, %v_ptrs_17, %c0_i32 : i32
      %k_4 = ttg.memdesc_index %k_0[%v_ptrs_19] : !ttg.memdesc<1x128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
      ttg.local_store %k_3, %k_4 : tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10> -> !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
      %v_7 = ttg.memdesc_index %v_1[%v_ptrs_19] : !ttg.memdesc<1x128x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>
      %v_8 = amdg.in_thread_transpose %v_5 : tensor<128x128xf16, #blocked_4x8_4x16_8x1_o10> -> tensor<128x128xf16, #linear_a283b9>
      ttg.local_store %v_8, %v_7 : tensor<128x128xf16, #linear_a283b9> -> !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>
      scf.yield %acc_6, %l_i_6, %m_ij_5, %k_ptrs_8, %v_ptrs_19, %k_4, %v_7, %v_ptrs_16 : tensor<128x128xf32, #mma_54dcd5>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>, i32, !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>, !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>, tensor<128x128xi32, #blocked_4x8_4x16_8x1_o10>
    }
    %v_ptrs_20 = arith.addi %offs_m, %c127_i32 : i32
    %v_ptrs_21 = arith.divsi %v_ptrs_20, %c128_i32 : i32
    %v_ptrs_22 = arith.cmpi sge, %v_ptrs_21, %c1_i32 : i32
    %qk_7 = ttg.local_load %v_ptrs_12#5 : !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> tensor<128x128xf16, #linear_1b90c6>
    %qk_8 = tt.trans %qk_7 {order = array<i32: 1, 0>} : tensor<128x128xf16, #linear_1b90c6> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>>
    %qk_9 = scf.if %v_ptrs_22 -> (tensor<128x128xf32, #mma_fdb4f1>) {
      %qk_10 = tt.dot %q_19, %qk_8, %cst, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_fdb4f1, kWidth = 4}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>> -> tensor<128x128xf32, #mma_fdb4f1>
      scf.yield %qk_10 : tensor<128x128xf32, #mma_fdb4f1>
    } else {
      scf.yield %cst : tensor<128x128xf32, #mma_fdb4f1>
    }
    %m_ij_6 = "tt.reduce"(%qk_9) <{axis = 1 : i32}> ({
    ^bb0(%m_ij_7: f32, %m_ij_8: f32):
      %m_ij_9 = arith.maxnumf %m_ij_7, %m_ij_8 : f32
      tt.reduce.return %m_ij_9 : f32
    }) : (tensor<128x128xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %m_ij_10 = arith.mulf %m_ij_6, %m_ij : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %m_ij_11 = arith.maxnumf %v_ptrs_12#2, %m_ij_10 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %qk_11 = arith.mulf %qk_9, %qk : tensor<128x128xf32, #mma_fdb4f1>
    %qk_12 = tt.expand_dims %m_ij_11 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %qk_13 = tt.broadcast %qk_12 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x128xf32, #mma_fdb4f1>
    %qk_14 = arith.subf %qk_11, %qk_13 : tensor<128x128xf32, #mma_fdb4f1>
    %p_0 = math.exp2 %qk_14 : tensor<128x128xf32, #mma_fdb4f1>
    %alpha_1 = arith.subf %v_ptrs_12#2, %m_ij_11 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %alpha_2 = math.exp2 %alpha_1 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_7 = arith.mulf %v_ptrs_12#1, %alpha_2 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_8 = "tt.reduce"(%p_0) <{axis = 1 : i32}> ({
    ^bb0(%l_i_9: f32, %l_i_0: f32):
      %l_i_10 = arith.addf %l_i_9, %l_i_0 : f32
      tt.reduce.return %l_i_10 : f32
    }) : (tensor<128x128xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_11 = arith.addf %l_i_7, %l_i_8 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %acc_7 = tt.expand_dims %alpha_2 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %acc_8 = ttg.convert_layout %acc_7 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x1xf32, #mma_54dcd5>
    %acc_9 = tt.broadcast %acc_8 : tensor<128x1xf32, #mma_54dcd5> -> tensor<128x128xf32, #mma_54dcd5>
    %acc_10 = arith.mulf %v_ptrs_12#0, %acc_9 : tensor<128x128xf32, #mma_54dcd5>
    %v_9 = ttg.local_load %v_ptrs_12#6 : !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>>
    %acc_11 = arith.truncf %p_0 : tensor<128x128xf32, #mma_fdb4f1> to tensor<128x128xf16, #mma_fdb4f1>
    %acc_12 = ttg.local_alloc %acc_11 : (tensor<128x128xf16, #mma_fdb4f1>) -> !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c>
    %acc_13 = ttg.local_load %acc_12 : !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>>
    %acc_14 = scf.if %v_ptrs_22 -> (tensor<128x128xf32, #mma_54dcd5>) {
      %acc_15 = tt.dot %acc_13, %v_9, %acc_10, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>> -> tensor<128x128xf32, #mma_54dcd5>
      scf.yield %acc_15 : tensor<128x128xf32, #mma_54dcd5>
    } else {
      scf.yield %acc_10 : tensor<128x128xf32, #mma_54dcd5>
    }
    %v_ptrs_23 = arith.select %v_ptrs_22, %acc_14, %v_ptrs_12#0 : tensor<128x128xf32, #mma_54dcd5>
    %v_ptrs_24 = arith.select %v_ptrs_22, %l_i_11, %v_ptrs_12#1 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %v_ptrs_25 = arith.select %v_ptrs_22, %m_ij_11, %v_ptrs_12#2 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    ttg.local_dealloc %v_1 : !ttg.memdesc<1x128x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    ttg.local_dealloc %k_0 : !ttg.memdesc<1x128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    %hi = arith.addi %start_m, %c1_i32 : i32
    %hi_0 = arith.muli %hi, %c128_i32 : i32
    %k_ptrs_9 = arith.muli %offs_m, %stride_kn : i32
    %k_ptrs_10 = arith.addi %k_ptrs_9, %k_base_4 : i32
    %k_ptrs_11 = tt.splat %k_ptrs_10 : i32 -> tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
    %k_ptrs_12 = arith.addi %k_ptrs_11, %k_ptrs_2 : tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
    %v_ptrs_26 = arith.cmpi slt, %offs_m, %hi_0 : i32
    %v_ptrs_27 = tt.splat %v_ptrs_26 : i1 -> tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
    %v_ptrs_28 = arith.andi %v_ptrs_27, %q_16 : tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
    %k_5 = amdg.buffer_load %K[%k_ptrs_12], %v_ptrs_28 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>
    %v_ptrs_29 = arith.muli %offs_m, %stride_vn : i32
    %v_ptrs_30 = arith.addi %v_ptrs_29, %v_base_4 : i32
    %v_ptrs_31 = tt.splat %v_ptrs_30 : i32 -> tensor<128x128xi32, #blocked_4x8_4x16_8x1_o10>
    %v_ptrs_32 = arith.addi %v_ptrs_31, %v_ptrs_6 : tensor<128x128xi32, #blocked_4x8_4x16_8x1_o10>
    %v_ptrs_33 = tt.splat %v_ptrs_26 : i1 -> tensor<128x128xi1, #blocked_4x8_4x16_8x1_o10>
    %offs_key = tt.splat %offs_m : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_4x8_4x16_8x1_o10}>>
    %offs_key_0 = arith.addi %offs_key, %offs_m_1 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_4x8_4x16_8x1_o10}>>
    %key_ok = arith.cmpi slt, %offs_key_0, %row_ok_0 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_4x8_4x16_8x1_o10}>>
    %k_6 = tt.expand_dims %key_ok {axis = 1 : i32} : tensor<128xi1, #ttg.slice<{dim = 1, parent = #blocked_4x8_4x16_8x1_o10}>> -> tensor<128x1xi1, #blocked_4x8_4x16_8x1_o10>
    %k_7 = tt.broadcast %k_6 : tensor<128x1xi1, #blocked_4x8_4x16_8x1_o10> -> tensor<128x128xi1, #blocked_4x8_4x16_8x1_o10>
    %v_ptrs_34 = arith.andi %v_ptrs_33, %k_7 : tensor<128x128xi1, #blocked_4x8_4x16_8x1_o10>
    %v_10 = amdg.buffer_load %V[%v_ptrs_32], %v_ptrs_34 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #blocked_4x8_4x16_8x1_o10>
    %mask = tt.broadcast %q_1 : tensor<128x1xi32, #mma_fdb4f1> -> tensor<128x128xi32, #mma_fdb4f1>
    %k_8 = ttg.local_alloc : () -> !ttg.memdesc<1x128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    %v_11 = ttg.local_alloc : () -> !ttg.memdesc<1x128x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    %k_9 = ttg.memdesc_index %k_8[%c0_i32] : !ttg.memdesc<1x128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    ttg.local_store %k_5, %k_9 : tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10> -> !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    %v_12 = ttg.memdesc_index %v_11[%c0_i32] : !ttg.memdesc<1x128x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    %v_13 = amdg.in_thread_transpose %v_10 : tensor<128x128xf16, #blocked_4x8_4x16_8x1_o10> -> tensor<128x128xf16, #linear_a283b9>
    ttg.local_store %v_13, %v_12 : tensor<128x128xf16, #linear_a283b9> -> !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    %v_ptrs_35 = arith.subi %hi_0, %c128_i32 : i32
    %v_ptrs_36:8 = scf.for %v_ptrs_13 = %offs_m to %v_ptrs_35 step %c128_i32 iter_args(%v_ptrs_37 = %v_ptrs_23, %v_ptrs_38 = %v_ptrs_24, %v_ptrs_39 = %v_ptrs_25, %k_ptrs_13 = %k_ptrs_12, %v_ptrs_40 = %c0_i32, %k_10 = %k_9, %v_14 = %v_12, %v_ptrs_41 = %v_ptrs_32) -> (tensor<128x128xf32, #mma_54dcd5>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>, i32, !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>, !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>, tensor<128x128xi32, #blocked_4x8_4x16_8x1_o10>)  : i32 {
      %k_ptrs_14 = arith.addi %k_ptrs_13, %k_ptrs_6 : tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
      %v_ptrs_42 = arith.addi %v_ptrs_41, %v_ptrs_10 : tensor<128x128xi32, #blocked_4x8_4x16_8x1_o10>
      %v_ptrs_43 = arith.addi %v_ptrs_13, %c128_i32 : i32
      %offs_key_1 = tt.splat %v_ptrs_43 : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_4x8_4x16_8x1_o10}>>
      %offs_key_2 = tt.splat %v_ptrs_43 : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>>
      %offs_key_3 = tt.splat %v_ptrs_13 : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
      %offs_key_4 = arith.addi %offs_key_1, %offs_m_1 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_4x8_4x16_8x1_o10}>>
      %offs_key_5 = arith.addi %offs_key_2, %offs_m_2 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>>
      %offs_key_6 = arith.addi %offs_key_3, %offs_m_4 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
      %key_ok_0 = arith.cmpi slt, %offs_key_4, %row_ok_0 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_4x8_4x16_8x1_o10}>>
      %key_ok_1 = arith.cmpi slt, %offs_key_5, %row_ok_1 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>>
      %key_ok_2 = arith.cmpi slt, %offs_key_6, %row_ok_2 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
      %k_11 = tt.expand_dims %key_ok_0 {axis = 1 : i32} : tensor<128xi1, #ttg.slice<{dim = 1, parent = #blocked_4x8_4x16_8x1_o10}>> -> tensor<128x1xi1, #blocked_4x8_4x16_8x1_o10>
      %k_12 = tt.expand_dims %key_ok_1 {axis = 1 : i32} : tensor<128xi1, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<128x1xi1, #blocked_1x8_4x16_8x1_o10>
      %k_13 = tt.broadcast %k_11 : tensor<128x1xi1, #blocked_4x8_4x16_8x1_o10> -> tensor<128x128xi1, #blocked_4x8_4x16_8x1_o10>
      %k_14 = tt.broadcast %k_12 : tensor<128x1xi1, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
      %k_15 = amdg.buffer_load %K[%k_ptrs_14], %k_14 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>
      %qk_15 = ttg.local_load %k_10 : !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> tensor<128x128xf16, #linear_1b90c6>
      %qk_16 = tt.trans %qk_15 {order = array<i32: 1, 0>} : tensor<128x128xf16, #linear_1b90c6> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>>
      %qk_17 = tt.dot %q_19, %qk_16, %cst, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_fdb4f1, kWidth = 4}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>> -> tensor<128x128xf32, #mma_fdb4f1>
      %mask_0 = tt.expand_dims %offs_key_6 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>> -> tensor<1x128xi32, #mma_fdb4f1>
      %mask_1 = tt.broadcast %mask_0 : tensor<1x128xi32, #mma_fdb4f1> -> tensor<128x128xi32, #mma_fdb4f1>
      %mask_2 = arith.cmpi sge, %mask, %mask_1 : tensor<128x128xi32, #mma_fdb4f1>
      %mask_3 = tt.expand_dims %key_ok_2 {axis = 0 : i32} : tensor<128xi1, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>> -> tensor<1x128xi1, #mma_fdb4f1>
      %mask_4 = tt.broadcast %mask_3 : tensor<1x128xi1, #mma_fdb4f1> -> tensor<128x128xi1, #mma_fdb4f1>
      %mask_5 = arith.andi %mask_2, %mask_4 : tensor<128x128xi1, #mma_fdb4f1>
      %qk_18 = arith.mulf %qk_17, %qk : tensor<128x128xf32, #mma_fdb4f1>
      %qk_19 = arith.select %mask_5, %qk_18, %cst_0 : tensor<128x128xi1, #mma_fdb4f1>, tensor<128x128xf32, #mma_fdb4f1>
      %m_ij_12 = "tt.reduce"(%qk_19) <{axis = 1 : i32}> ({
      ^bb0(%m_ij_13: f32, %m_ij_14: f32):
        %m_ij_15 = arith.maxnumf %m_ij_13, %m_ij_14 : f32
        tt.reduce.return %m_ij_15 : f32
      }) : (tensor<128x128xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %m_ij_16 = arith.maxnumf %v_ptrs_39, %m_ij_12 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %qk_20 = tt.expand_dims %m_ij_16 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
      %qk_21 = tt.broadcast %qk_20 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x128xf32, #mma_fdb4f1>
      %qk_22 = arith.subf %qk_19, %qk_21 : tensor<128x128xf32, #mma_fdb4f1>
      %p_1 = math.exp2 %qk_22 : tensor<128x128xf32, #mma_fdb4f1>
      %alpha_3 = arith.subf %v_ptrs_39, %m_ij_16 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %alpha_4 = math.exp2 %alpha_3 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %l_i_5 = arith.mulf %v_ptrs_38, %alpha_4 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %l_i_12 = "tt.reduce"(%p_1) <{axis = 1 : i32}> ({
      ^bb0(%l_i_13: f32, %l_i_14: f32):
        %l_i_15 = arith.addf %l_i_13, %l_i_14 : f32
        tt.reduce.return %l_i_15 : f32
      }) : (tensor<128x128xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %l_i_16 = arith.addf %l_i_5, %l_i_12 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %acc_16 = tt.expand_dims %alpha_4 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
      %acc_17 = ttg.convert_layout %acc_16 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x1xf32, #mma_54dcd5>
      %acc_18 = tt.broadcast %acc_17 : tensor<128x1xf32, #mma_54dcd5> -> tensor<128x128xf32, #mma_54dcd5>
      %acc_19 = arith.mulf %v_ptrs_37, %acc_18 : tensor<128x128xf32, #mma_54dcd5>
      %v_15 = amdg.buffer_load %V[%v_ptrs_42], %k_13 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #blocked_4x8_4x16_8x1_o10>
      %v_16 = ttg.local_load %v_14 : !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>>
      %acc_20 = arith.truncf %p_1 : tensor<128x128xf32, #mma_fdb4f1> to tensor<128x128xf16, #mma_fdb4f1>
      %acc_21 = ttg.local_alloc %acc_20 : (tensor<128x128xf16, #mma_fdb4f1>) -> !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c>
      %acc_22 = ttg.local_load %acc_21 : !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>>
      %acc_23 = tt.dot %acc_22, %v_16, %acc_19, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>> -> tensor<128x128xf32, #mma_54dcd5>
      %v_ptrs_44 = arith.addi %v_ptrs_40, %c1_i32 : i32
      %v_ptrs_45 = arith.cmpi slt, %v_ptrs_44, %c1_i32 : i32
      %v_ptrs_46 = arith.select %v_ptrs_45, %v_ptrs_44, %c0_i32 : i32
      %k_16 = ttg.memdesc_index %k_8[%v_ptrs_46] : !ttg.memdesc<1x128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
      ttg.local_store %k_15, %k_16 : tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10> -> !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
      %v_17 = ttg.memdesc_index %v_11[%v_ptrs_46] : !ttg.memdesc<1x128x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>
      %v_18 = amdg.in_thread_transpose %v_15 : tensor<128x128xf16, #blocked_4x8_4x16_8x1_o10> -> tensor<128x128xf16, #linear_a283b9>
      ttg.local_store %v_18, %v_17 : tensor<128x128xf16, #linear_a283b9> -> !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>
      scf.yield %acc_23, %l_i_16, %m_ij_16, %k_ptrs_14, %v_ptrs_46, %k_16, %v_17, %v_ptrs_42 : tensor<128x128xf32, #mma_54dcd5>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>, i32, !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>, !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>, tensor<128x128xi32, #blocked_4x8_4x16_8x1_o10>
    }
    %v_ptrs_47 = arith.subi %hi_0, %offs_m : i32
    %v_ptrs_48 = arith.addi %v_ptrs_47, %c127_i32 : i32
    %v_ptrs_49 = arith.divsi %v_ptrs_48, %c128_i32 : i32
    %v_ptrs_50 = arith.subi %v_ptrs_49, %c1_i32 : i32
    %v_ptrs_51 = arith.maxsi %v_ptrs_50, %c0_i32 : i32
    %v_ptrs_52 = arith.muli %v_ptrs_51, %c128_i32 : i32
    %v_ptrs_53 = arith.addi %offs_m, %v_ptrs_52 : i32
    %v_ptrs_54 = arith.cmpi sge, %v_ptrs_49, %c1_i32 : i32
    %offs_key_7 = tt.splat %v_ptrs_53 : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
    %offs_key_8 = arith.addi %offs_key_7, %offs_m_4 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
    %key_ok_3 = arith.cmpi slt, %offs_key_8, %row_ok_2 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
    %qk_23 = ttg.local_load %v_ptrs_36#5 : !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> tensor<128x128xf16, #linear_1b90c6>
    %qk_24 = tt.trans %qk_23 {order = array<i32: 1, 0>} : tensor<128x128xf16, #linear_1b90c6> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>>
    %qk_25 = scf.if %v_ptrs_54 -> (tensor<128x128xf32, #mma_fdb4f1>) {
      %qk_10 = tt.dot %q_19, %qk_24, %cst, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_fdb4f1, kWidth = 4}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>> -> tensor<128x128xf32, #mma_fdb4f1>
      scf.yield %qk_10 : tensor<128x128xf32, #mma_fdb4f1>
    } else {
      scf.yield %cst : tensor<128x128xf32, #mma_fdb4f1>
    }
    %mask_6 = tt.expand_dims %offs_key_8 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>> -> tensor<1x128xi32, #mma_fdb4f1>
    %mask_7 = tt.broadcast %mask_6 : tensor<1x128xi32, #mma_fdb4f1> -> tensor<128x128xi32, #mma_fdb4f1>
    %mask_8 = arith.cmpi sge, %mask, %mask_7 : tensor<128x128xi32, #mma_fdb4f1>
    %mask_9 = tt.expand_dims %key_ok_3 {axis = 0 : i32} : tensor<128xi1, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>> -> tensor<1x128xi1, #mma_fdb4f1>
    %mask_10 = tt.broadcast %mask_9 : tensor<1x128xi1, #mma_fdb4f1> -> tensor<128x128xi1, #mma_fdb4f1>
    %mask_11 = arith.andi %mask_8, %mask_10 : tensor<128x128xi1, #mma_fdb4f1>
    %qk_26 = arith.mulf %qk_25, %qk : tensor<128x128xf32, #mma_fdb4f1>
    %qk_27 = arith.select %mask_11, %qk_26, %cst_0 : tensor<128x128xi1, #mma_fdb4f1>, tensor<128x128xf32, #mma_fdb4f1>
    %m_ij_17 = "tt.reduce"(%qk_27) <{axis = 1 : i32}> ({
    ^bb0(%m_ij_7: f32, %m_ij_8: f32):
      %m_ij_9 = arith.maxnumf %m_ij_7, %m_ij_8 : f32
      tt.reduce.return %m_ij_9 : f32
    }) : (tensor<128x128xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %m_ij_18 = arith.maxnumf %v_ptrs_36#2, %m_ij_17 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %qk_28 = tt.expand_dims %m_ij_18 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %qk_29 = tt.broadcast %qk_28 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x128xf32, #mma_fdb4f1>
    %qk_30 = arith.subf %qk_27, %qk_29 : tensor<128x128xf32, #mma_fdb4f1>
    %p_2 = math.exp2 %qk_30 : tensor<128x128xf32, #mma_fdb4f1>
    %alpha_5 = arith.subf %v_ptrs_36#2, %m_ij_18 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %alpha_6 = math.exp2 %alpha_5 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_17 = arith.mulf %v_ptrs_36#1, %alpha_6 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_18 = "tt.reduce"(%p_2) <{axis = 1 : i32}> ({
    ^bb0(%l_i_9: f32, %l_i_0: f32):
      %l_i_10 = arith.addf %l_i_9, %l_i_0 : f32
      tt.reduce.return %l_i_10 : f32
    }) : (tensor<128x128xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_19 = arith.addf %l_i_17, %l_i_18 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %acc_24 = tt.expand_dims %alpha_6 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %acc_25 = ttg.convert_layout %acc_24 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x1xf32, #mma_54dcd5>
    %acc_26 = tt.broadcast %acc_25 : tensor<128x1xf32, #mma_54dcd5> -> tensor<128x128xf32, #mma_54dcd5>
    %acc_27 = arith.mulf %v_ptrs_36#0, %acc_26 : tensor<128x128xf32, #mma_54dcd5>
    %v_19 = ttg.local_load %v_ptrs_36#6 : !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>>
    %acc_28 = arith.truncf %p_2 : tensor<128x128xf32, #mma_fdb4f1> to tensor<128x128xf16, #mma_fdb4f1>
    %acc_29 = ttg.local_alloc %acc_28 : (tensor<128x128xf16, #mma_fdb4f1>) -> !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c>
    %acc_30 = ttg.local_load %acc_29 : !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>>
    %acc_31 = scf.if %v_ptrs_54 -> (tensor<128x128xf32, #mma_54dcd5>) {
      %acc_15 = tt.dot %acc_30, %v_19, %acc_27, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>> -> tensor<128x128xf32, #mma_54dcd5>
      scf.yield %acc_15 : tensor<128x128xf32, #mma_54dcd5>
    } else {
      scf.yield %acc_27 : tensor<128x128xf32, #mma_54dcd5>
    }
    %v_ptrs_55 = arith.select %v_ptrs_54, %acc_31, %v_ptrs_36#0 : tensor<128x128xf32, #mma_54dcd5>
    %v_ptrs_56 = arith.select %v_ptrs_54, %l_i_19, %v_ptrs_36#1 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    ttg.local_dealloc %v_11 : !ttg.memdesc<1x128x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    ttg.local_dealloc %k_8 : !ttg.memdesc<1x128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    %out = tt.expand_dims %v_ptrs_56 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %out_0 = ttg.convert_layout %out : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x1xf32, #mma_54dcd5>
    %out_1 = tt.broadcast %out_0 : tensor<128x1xf32, #mma_54dcd5> -> tensor<128x128xf32, #mma_54dcd5>
    %out_2 = arith.divf %v_ptrs_55, %out_1 : tensor<128x128xf32, #mma_54dcd5>
    %o_ptrs = arith.muli %offs_m, %stride_om : i32
    %o_ptrs_0 = tt.expand_dims %offs_m_0 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_54dcd5}>> -> tensor<128x1xi32, #mma_54dcd5>
    %o_ptrs_1 = tt.splat %stride_om : i32 -> tensor<128x1xi32, #mma_54dcd5>
    %o_ptrs_2 = arith.muli %o_ptrs_0, %o_ptrs_1 : tensor<128x1xi32, #mma_54dcd5>
    %o_ptrs_3 = arith.addi %o_ptrs, %o_base_4 : i32
    %o_ptrs_4 = tt.broadcast %o_ptrs_2 : tensor<128x1xi32, #mma_54dcd5> -> tensor<128x128xi32, #mma_54dcd5>
    %o_ptrs_5 = tt.expand_dims %q_3 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_54dcd5}>> -> tensor<1x128xi32, #mma_54dcd5>
    %o_ptrs_6 = tt.broadcast %o_ptrs_5 : tensor<1x128xi32, #mma_54dcd5> -> tensor<128x128xi32, #mma_54dcd5>
    %o_ptrs_7 = arith.addi %o_ptrs_4, %o_ptrs_6 : tensor<128x128xi32, #mma_54dcd5>
    %o_ptrs_8 = tt.splat %o_ptrs_3 : i32 -> tensor<128x128xi32, #mma_54dcd5>
    %o_ptrs_9 = arith.addi %o_ptrs_8, %o_ptrs_7 : tensor<128x128xi32, #mma_54dcd5>
    %0 = arith.truncf %out_2 : tensor<128x128xf32, #mma_54dcd5> to tensor<128x128xf16, #mma_54dcd5>
    amdg.buffer_store %0, %Out[%o_ptrs_9], %q_15 {contiguity = 4 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #mma_54dcd5>
    tt.return
  }
}
