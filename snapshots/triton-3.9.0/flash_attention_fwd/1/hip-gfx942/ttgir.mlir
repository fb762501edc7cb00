// flash_attention_fwd config 1 (BLOCK_M=128 BLOCK_N=128 num_warps=8 num_stages=3) on hip:gfx942, normalized
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
    %c256_i32 = arith.constant 256 : i32
    %c2_i32 = arith.constant 2 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma_fdb4f1>
    %c1_i32 = arith.constant 1 : i32
    %c128_i32 = arith.constant 128 : i32
    %qk_scale = arith.constant 1.44269502 : f32
    %c0_i32 = arith.constant 0 : i32
    %cst_0 = arith.constant dense<-1.000000e+06> : tensor<128x128xf32, #mma_fdb4f1>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma_54dcd5>
    %l_i = arith.constant dense<0.000000e+00> : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %m_i = arith.constant dense<0xFF800000> : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
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
    %k_0 = ttg.local_alloc : () -> !ttg.memdesc<2x128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    %v_1 = ttg.local_alloc : () -> !ttg.memdesc<2x128x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    %k_1 = ttg.memdesc_index %k_0[%c0_i32] : !ttg.memdesc<2x128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    ttg.local_store %k, %k_1 : tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10> -> !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    %v_2 = ttg.memdesc_index %v_1[%c0_i32] : !ttg.memdesc<2x128x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    %v_3 = amdg.in_thread_transpose %v_0 : tensor<128x128xf16, #blocked_4x8_4x16_8x1_o10> -> tensor<128x128xf16, #linear_a283b9>
    ttg.local_store %v_3, %v_2 : tensor<128x128xf16, #linear_a283b9> -> !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    %v_ptrs_11 = arith.cmpi sgt, %offs_m, %c128_i32 : i32
    %k_ptrs_7 = arith.addi %k_ptrs_2, %k_ptrs_6 : tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
    %k_ptrs_8 = arith.addi %k_ptrs_3, %k_ptrs_7 : tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
    %v_ptrs_12 = tt.splat %v_ptrs_11 : i1 -> tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
    %k_2 = amdg.buffer_load %K[%k_ptrs_8], %v_ptrs_12 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>
    %v_ptrs_13 = arith.addi %v_ptrs_6, %v_ptrs_10 : tensor<128x128xi32, #blocked_4x8_4x16_8x1_o10>
    %v_ptrs_14 = arith.addi %v_ptrs_7, %v_ptrs_13 : tensor<128x128xi32, #blocked_4x8_4x16_8x1_o10>
    %v_4 = tt.splat %v_ptrs_11 : i1 -> tensor<128x128xi1, #blocked_4x8_4x16_8x1_o10>
    %v_5 = amdg.buffer_load %V[%v_ptrs_14], %v_4 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #blocked_4x8_4x16_8x1_o10>
    %k_3 = ttg.memdesc_index %k_0[%c1_i32] : !ttg.memdesc<2x128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    ttg.local_store %k_2, %k_3 : tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10> -> !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    %v_6 = ttg.memdesc_index %v_1[%c1_i32] : !ttg.memdesc<2x128x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    %v_7 = amdg.in_thread_transpose %v_5 : tensor<128x128xf16, #blocked_4x8_4x16_8x1_o10> -> tensor<128x128xf16, #linear_a283b9>
    ttg.local_store %v_7, %v_6 : tensor<128x128xf16, #linear_a283b9> -> !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    %v_ptrs_15 = arith.subi %offs_m, %c256_i32 : i32
    %v_ptrs_16:10 = scf.for %v_ptrs_17 = %c0_i32 to %v_ptrs_15 step %c128_i32 iter_args(%arg0 = %cst_1, %l_i_0 = %l_i, %m_i_0 = %m_i, %k_ptrs_9 = %k_ptrs_8, %v_ptrs_18 = %c1_i32, %k_4 = %k_1, %k_5 = %k_3, %v_8 = %v_2, %v_9 = %v_6, %v_ptrs_19 = %v_ptrs_14) -> (tensor<128x128xf32, #mma_54dcd5>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>, i32, !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>, !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>, !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>, !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>, tensor<128x128xi32, #blocked_4x8_4x16_8x1_o10>)  : i32 {
      %k_ptrs_10 = arith.addi %k_ptrs_9, %k_ptrs_6 : tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
      %v_ptrs_20 = arith.addi %v_ptrs_19, %v_ptrs_10 : tensor<128x128xi32, #blocked_4x8_4x16_8x1_o10>
      %k_6 = amdg.buffer_load %K[%k_ptrs_10] {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>
      %qk_0 = ttg.local_load %k_4 : !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> tensor<128x128xf16, #linear_1b90c6>
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
      %v_10 = amdg.buffer_load %V[%v_ptrs_20] {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #blocked_4x8_4x16_8x1_o10>
      %v_11 = ttg.local_load %v_8 : !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>>
      %acc_3 = arith.truncf %p : tensor<128x128xf32, #mma_fdb4f1> to tensor<128x128xf16, #mma_fdb4f1>
      %acc_4 = ttg.local_alloc %acc_3 : (tensor<128x128xf16, #mma_fdb4f1>) -> !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c>
      %acc_5 = ttg.local_load %acc_4 : !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>>
      %acc_6 = tt.dot %acc_5, %v_11, %acc_2, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>> -> tensor<128x128xf32, #mma_54dcd5>
      %v_ptrs_21 = arith.addi %v_ptrs_18, %c1_i32 : i32
      %v_ptrs_22 = arith.cmpi slt, %v_ptrs_21, %c2_i32 : i32
      %v_ptrs_23 = arith.select %v_ptrs_22, %v_ptrs_21, %c0_i32 : i32
      %k_7 = ttg.memdesc_index %k_0[%v_ptrs_23] : !ttg.memdesc<2x128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
      ttg.local_store %k_6, %k_7 : tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10> -> !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
      %v_12 = ttg.memdesc_index %v_1[%v_ptrs_23] : !ttg.memdesc<2x128x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>
      %v_13 = amdg.in_thread_transpose %v_10 : tensor<128x128xf16, #blocked_4x8_4x16_8x1_o10> -> tensor<128x128xf16, #linear_a283b9>
      ttg.local_store %v_13, %v_12 : tensor<128x128xf16, #linear_a283b9> -> !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>
      scf.yield %acc_6, %l_i_6, %m_ij_5, %k_ptrs_10, %v_ptrs_23, %k_5, %k_7, %v_9, %v_12, %v_ptrs_20 : tensor<128x128xf32, #mma_54dcd5>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>, i32, !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>, !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>, !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>, !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>, tensor<128x128xi32, #blocked_4x8_4x16_8x1_o10>
    }
    %v_ptrs_24 = arith.addi %offs_m, %c127_i32 : i32
    %v_ptrs_25 = arith.divsi %v_ptrs_24, %c128_i32 : i32
    %v_ptrs_26 = arith.cmpi sge, %v_ptrs_25, %c1_i32 : i32
    %v_ptrs_27 = arith.cmpi sge, %v_ptrs_25, %c2_i32 : i32
    %qk_7 = ttg.local_load %v_ptrs_16#5 : !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> tensor<128x128xf16, #linear_1b90c6>
    %qk_8 = tt.trans %qk_7 {order = array<i32: 1, 0>} : tensor<128x128xf16, #linear_1b90c6> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>>
    %qk_9 = scf.if %v_ptrs_26 -> (tensor<128x128xf32, #mma_fdb4f1>) {
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
    %m_ij_11 = arith.maxnumf %v_ptrs_16#2, %m_ij_10 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %qk_11 = arith.mulf %qk_9, %qk : tensor<128x128xf32, #mma_fdb4f1>
    %qk_12 = tt.expand_dims %m_ij_11 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %qk_13 = tt.broadcast %qk_12 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x128xf32, #mma_fdb4f1>
    %qk_14 = arith.subf %qk_11, %qk_13 : tensor<128x128xf32, #mma_fdb4f1>
    %p_0 = math.exp2 %qk_14 : tensor<128x128xf32, #mma_fdb4f1>
    %alpha_1 = arith.subf %v_ptrs_16#2, %m_ij_11 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %alpha_2 = math.exp2 %alpha_1 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_7 = arith.mulf %v_ptrs_16#1, %alpha_2 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_8 = "tt.reduce"(%p_0) <{axis = 1 : i32}> ({
    ^bb0(%l_i_9: f32, %l_i_0: f32):
      %l_i_10 = arith.addf %l_i_9, %l_i_0 : f32
      tt.reduce.return %l_i_10 : f32
    }) : (tensor<128x128xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_11 = arith.addf %l_i_7, %l_i_8 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %acc_7 = tt.expand_dims %alpha_2 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %acc_8 = ttg.convert_layout %acc_7 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x1xf32, #mma_54dcd5>
    %acc_9 = tt.broadcast %acc_8 : tensor<128x1xf32, #mma_54dcd5> -> tensor<128x128xf32, #mma_54dcd5>
    %acc_10 = arith.mulf %v_ptrs_16#0, %acc_9 : tensor<128x128xf32, #mma_54dcd5>
    %v_14 = ttg.local_load %v_ptrs_16#7 : !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>>
    %acc_11 = arith.truncf %p_0 : tensor<128x128xf32, #mma_fdb4f1> to tensor<128x128xf16, #mma_fdb4f1>
    %acc_12 = ttg.local_alloc %acc_11 : (tensor<128x128xf16, #mma_fdb4f1>) -> !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c>
    %acc_13 = ttg.local_load %acc_12 : !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>>
    %acc_14 = scf.if %v_ptrs_26 -> (tensor<128x128xf32, #mma_54dcd5>) {
      %acc_15 = tt.dot %acc_13, %v_14, %acc_10, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>> -> tensor<128x128xf32, #mma_54dcd5>
      scf.yield %acc_15 : tensor<128x128xf32, #mma_54dcd5>
    } else {
      scf.yield %acc_10 : tensor<128x128xf32, #mma_54dcd5>
    }
    %v_ptrs_28 = arith.select %v_ptrs_26, %acc_14, %v_ptrs_16#0 : tensor<128x128xf32, #mma_54dcd5>
    %v_ptrs_29 = arith.select %v_ptrs_26, %l_i_11, %v_ptrs_16#1 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %v_ptrs_30 = arith.select %v_ptrs_26, %m_ij_11, %v_ptrs_16#2 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %qk_15 = ttg.local_load %v_ptrs_16#6 : !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> tensor<128x128xf16, #linear_1b90c6>
    %qk_16 = tt.trans %qk_15 {order = array<i32: 1, 0>} : tensor<128x128xf16, #linear_1b90c6> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>>
    %qk_17 = scf.if %v_ptrs_27 -> (tensor<128x128xf32, #mma_fdb4f1>) {
      %qk_10 = tt.dot %q_19, %qk_16, %cst, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_fdb4f1, kWidth = 4}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>> -> tensor<128x128xf32, #mma_fdb4f1>
      scf.yield %qk_10 : tensor<128x128xf32, #mma_fdb4f1>
    } else {
      scf.yield %cst : tensor<128x128xf32, #mma_fdb4f1>
    }
    %m_ij_12 = "tt.reduce"(%qk_17) <{axis = 1 : i32}> ({
    ^bb0(%m_ij_7: f32, %m_ij_8: f32):
      %m_ij_9 = arith.maxnumf %m_ij_7, %m_ij_8 : f32
      tt.reduce.return %m_ij_9 : f32
    }) : (tensor<128x128xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %m_ij_13 = arith.mulf %m_ij_12, %m_ij : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %m_ij_14 = arith.maxnumf %v_ptrs_30, %m_ij_13 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %qk_18 = arith.mulf %qk_17, %qk : tensor<128x128xf32, #mma_fdb4f1>
    %qk_19 = tt.expand_dims %m_ij_14 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %qk_20 = tt.broadcast %qk_19 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x128xf32, #mma_fdb4f1>
    %qk_21 = arith.subf %qk_18, %qk_20 : tensor<128x128xf32, #mma_fdb4f1>
    %p_1 = math.exp2 %qk_21 : tensor<128x128xf32, #mma_fdb4f1>
    %alpha_3 = arith.subf %v_ptrs_30, %m_ij_14 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %alpha_4 = math.exp2 %alpha_3 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_12 = arith.mulf %v_ptrs_29, %alpha_4 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_13 = "tt.reduce"(%p_1) <{axis = 1 : i32}> ({
    ^bb0(%l_i_9: f32, %l_i_0: f32):
      %l_i_10 = arith.addf %l_i_9, %l_i_0 : f32
      tt.reduce.return %l_i_10 : f32
    }) : (tensor<128x128xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_14 = arith.addf %l_i_12, %l_i_13 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %acc_16 = tt.expand_dims %alpha_4 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %acc_17 = ttg.convert_layout %acc_16 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x1xf32, #mma_54dcd5>
    %acc_18 = tt.broadcast %acc_17 : tensor<128x1xf32, #mma_54dcd5> -> tensor<128x128xf32, #mma_54dcd5>
    %acc_19 = arith.mulf %v_ptrs_28, %acc_18 : tensor<128x128xf32, #mma_54dcd5>
    %v_15 = ttg.local_load %v_ptrs_16#8 : !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>>
    %acc_20 = arith.truncf %p_1 : tensor<128x128xf32, #mma_fdb4f1> to tensor<128x128xf16, #mma_fdb4f1>
    %acc_21 = ttg.local_alloc %acc_20 : (tensor<128x128xf16, #mma_fdb4f1>) -> !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c>
    %acc_22 = ttg.local_load %acc_21 : !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>>
    %acc_23 = scf.if %v_ptrs_27 -> (tensor<128x128xf32, #mma_54dcd5>) {
      %acc_15 = tt.dot %acc_22, %v_15, %acc_19, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>> -> tensor<128x128xf32, #mma_54dcd5>
      scf.yield %acc_15 : tensor<128x128xf32, #mma_54dcd5>
    } else {
      scf.yield %acc_19 : tensor<128x128xf32, #mma_54dcd5>
    }
    %v_ptrs_31 = arith.select %v_ptrs_27, %acc_23, %v_ptrs_28 : tensor<128x128xf32, #mma_54dcd5>
    %v_ptrs_32 = arith.select %v_ptrs_27, %l_i_14, %v_ptrs_29 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %v_ptrs_33 = arith.select %v_ptrs_27, %m_ij_14, %v_ptrs_30 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    ttg.local_dealloc %v_1 : !ttg.memdesc<2x128x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    ttg.local_dealloc %k_0 : !ttg.memdesc<2x128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    %hi = arith.addi %start_m_2, %c1_i32 : i32
    %hi_0 = arith.muli %hi, %c128_i32 : i32
    %k_ptrs_11 = arith.muli %offs_m, %stride_kn : i32
    %k_ptrs_12 = arith.addi %k_ptrs_11, %k_base_4 : i32
    %k_ptrs_13 = tt.splat %k_ptrs_12 : i32 -> tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
    %k_ptrs_14 = arith.addi %k_ptrs_13, %k_ptrs_2 : tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
    %v_ptrs_34 = arith.cmpi slt, %offs_m, %hi_0 : i32
    %v_ptrs_35 = tt.splat %v_ptrs_34 : i1 -> tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
    %v_ptrs_36 = arith.andi %v_ptrs_35, %q_16 : tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
    %k_8 = amdg.buffer_load %K[%k_ptrs_14], %v_ptrs_36 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>
    %v_ptrs_37 = arith.muli %offs_m, %stride_vn : i32
    %v_ptrs_38 = arith.addi %v_ptrs_37, %v_base_4 : i32
    %v_ptrs_39 = tt.splat %v_ptrs_38 : i32 -> tensor<128x128xi32, #blocked_4x8_4x16_8x1_o10>
    %v_ptrs_40 = arith.addi %v_ptrs_39, %v_ptrs_6 : tensor<128x128xi32, #blocked_4x8_4x16_8x1_o10>
    %v_ptrs_41 = tt.splat %v_ptrs_34 : i1 -> tensor<128x128xi1, #blocked_4x8_4x16_8x1_o10>
    %offs_key = tt.splat %offs_m : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_4x8_4x16_8x1_o10}>>
    %offs_key_0 = arith.addi %offs_key, %offs_m_1 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_4x8_4x16_8x1_o10}>>
    %key_ok = arith.cmpi slt, %offs_key_0, %row_ok_0 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_4x8_4x16_8x1_o10}>>
    %k_9 = tt.expand_dims %key_ok {axis = 1 : i32} : tensor<128xi1, #ttg.slice<{dim = 1, parent = #blocked_4x8_4x16_8x1_o10}>> -> tensor<128x1xi1, #blocked_4x8_4x16_8x1_o10>
    %k_10 = tt.broadcast %k_9 : tensor<128x1xi1, #blocked_4x8_4x16_8x1_o10> -> tensor<128x128xi1, #blocked_4x8_4x16_8x1_o10>
    %v_ptrs_42 = arith.andi %v_ptrs_41, %k_10 : tensor<128x128xi1, #blocked_4x8_4x16_8x1_o10>
    %v_16 = amdg.buffer_load %V[%v_ptrs_40], %v_ptrs_42 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #blocked_4x8_4x16_8x1_o10>
    %mask = tt.broadcast %q_1 : tensor<128x1xi32, #mma_fdb4f1> -> tensor<128x128xi32, #mma_fdb4f1>
    %k_11 = ttg.local_alloc : () -> !ttg.memdesc<2x128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    %v_17 = ttg.local_alloc : () -> !ttg.memdesc<2x128x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    %k_12 = ttg.memdesc_index %k_11[%c0_i32] : !ttg.memdesc<2x128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    ttg.local_store %k_8, %k_12 : tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10> -> !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    %v_18 = ttg.memdesc_index %v_17[%c0_i32] : !ttg.memdesc<2x128x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    %v_19 = amdg.in_thread_transpose %v_16 : tensor<128x128xf16, #blocked_4x8_4x16_8x1_o10> -> tensor<128x128xf16, #linear_a283b9>
    ttg.local_store %v_19, %v_18 : tensor<128x128xf16, #linear_a283b9> -> !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    %v_ptrs_43 = arith.addi %offs_m, %c128_i32 : i32
    %v_ptrs_44 = arith.cmpi slt, %v_ptrs_43, %hi_0 : i32
    %k_ptrs_15 = arith.addi %k_ptrs_13, %k_ptrs_7 : tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
    %v_ptrs_45 = tt.splat %v_ptrs_44 : i1 -> tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
    %offs_key_1 = tt.splat %v_ptrs_43 : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>>
    %offs_key_2 = arith.addi %offs_key_1, %offs_m_2 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>>
    %key_ok_0 = arith.cmpi slt, %offs_key_2, %row_ok_1 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>>
    %k_13 = tt.expand_dims %key_ok_0 {axis = 1 : i32} : tensor<128xi1, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<128x1xi1, #blocked_1x8_4x16_8x1_o10>
    %k_14 = tt.broadcast %k_13 : tensor<128x1xi1, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
    %v_ptrs_46 = arith.andi %v_ptrs_45, %k_14 : tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
    %k_15 = amdg.buffer_load %K[%k_ptrs_15], %v_ptrs_46 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>
    %v_ptrs_47 = arith.addi %v_ptrs_39, %v_ptrs_13 : tensor<128x128xi32, #blocked_4x8_4x16_8x1_o10>
    %v_ptrs_48 = tt.splat %v_ptrs_44 : i1 -> tensor<128x128xi1, #blocked_4x8_4x16_8x1_o10>
    %offs_key_3 = tt.splat %v_ptrs_43 : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_4x8_4x16_8x1_o10}>>
    %offs_key_4 = arith.addi %offs_key_3, %offs_m_1 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_4x8_4x16_8x1_o10}>>
    %key_ok_1 = arith.cmpi slt, %offs_key_4, %row_ok_0 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_4x8_4x16_8x1_o10}>>
    %k_16 = tt.expand_dims %key_ok_1 {axis = 1 : i32} : tensor<128xi1, #ttg.slice<{dim = 1, parent = #blocked_4x8_4x16_8x1_o10}>> -> tensor<128x1xi1, #blocked_4x8_4x16_8x1_o10>
    %k_17 = tt.broadcast %k_16 : tensor<128x1xi1, #blocked_4x8_4x16_8x1_o10> -> tensor<128x128xi1, #blocked_4x8_4x16_8x1_o10>
    %v_ptrs_49 = arith.andi %v_ptrs_48, %k_17 : tensor<128x128xi1, #blocked_4x8_4x16_8x1_o10>
    %v_20 = amdg.buffer_load %V[%v_ptrs_47], %v_ptrs_49 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #blocked_4x8_4x16_8x1_o10>
    %k_18 = ttg.memdesc_index %k_11[%c1_i32] : !ttg.memdesc<2x128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    ttg.local_store %k_15, %k_18 : tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10> -> !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    %v_21 = ttg.memdesc_index %v_17[%c1_i32] : !ttg.memdesc<2x128x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    %v_22 = amdg.in_thread_transpose %v_20 : tensor<128x128xf16, #blocked_4x8_4x16_8x1_o10> -> tensor<128x128xf16, #linear_a283b9>
    ttg.local_store %v_22, %v_21 : tensor<128x128xf16, #linear_a283b9> -> !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    %v_ptrs_50 = arith.subi %hi_0, %c256_i32 : i32
    %v_ptrs_51:10 = scf.for %v_ptrs_17 = %offs_m to %v_ptrs_50 step %c128_i32 iter_args(%v_ptrs_52 = %v_ptrs_31, %v_ptrs_53 = %v_ptrs_32, %v_ptrs_54 = %v_ptrs_33, %k_ptrs_16 = %k_ptrs_15, %v_ptrs_55 = %c1_i32, %k_5 = %k_12, %k_19 = %k_18, %v_9 = %v_18, %v_23 = %v_21, %v_ptrs_56 = %v_ptrs_47) -> (tensor<128x128xf32, #mma_54dcd5>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>, i32, !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>, !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>, !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>, !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>, tensor<128x128xi32, #blocked_4x8_4x16_8x1_o10>)  : i32 {
      %k_ptrs_17 = arith.addi %k_ptrs_16, %k_ptrs_6 : tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
      %v_ptrs_57 = arith.addi %v_ptrs_56, %v_ptrs_10 : tensor<128x128xi32, #blocked_4x8_4x16_8x1_o10>
      %v_ptrs_58 = arith.addi %v_ptrs_17, %c256_i32 : i32
      %offs_key_5 = tt.splat %v_ptrs_58 : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_4x8_4x16_8x1_o10}>>
      %offs_key_6 = tt.splat %v_ptrs_58 : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>>
      %offs_key_7 = tt.splat %v_ptrs_17 : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
      %offs_key_8 = arith.addi %offs_key_5, %offs_m_1 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_4x8_4x16_8x1_o10}>>
      %offs_key_9 = arith.addi %offs_key_6, %offs_m_2 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>>
      %offs_key_10 = arith.addi %offs_key_7, %offs_m_4 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
      %key_ok_2 = arith.cmpi slt, %offs_key_8, %row_ok_0 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_4x8_4x16_8x1_o10}>>
      %key_ok_3 = arith.cmpi slt, %offs_key_9, %row_ok_1 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>>
      %key_ok_4 = arith.cmpi slt, %offs_key_10, %row_ok_2 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
      %k_20 = tt.expand_dims %key_ok_2 {axis = 1 : i32} : tensor<128xi1, #ttg.slice<{dim = 1, parent = #blocked_4x8_4x16_8x1_o10}>> -> tensor<128x1xi1, #blocked_4x8_4x16_8x1_o10>
      %k_21 = tt.expand_dims %key_ok_3 {axis = 1 : i32} : tensor<128xi1, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<128x1xi1, #blocked_1x8_4x16_8x1_o10>
      %k_22 = tt.broadcast %k_20 : tensor<128x1xi1, #blocked_4x8_4x16_8x1_o10> -> tensor<128x128xi1, #blocked_4x8_4x16_8x1_o10>
      %k_23 = tt.broadcast %k_21 : tensor<128x1xi1, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
      %k_24 = amdg.buffer_load %K[%k_ptrs_17], %k_23 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>
      %qk_22 = ttg.local_load %k_5 : !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> tensor<128x128xf16, #linear_1b90c6>
      %qk_23 = tt.trans %qk_22 {order = array<i32: 1, 0>} : tensor<128x128xf16, #linear_1b90c6> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>>
      %qk_24 = tt.dot %q_19, %qk_23, %cst, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_fdb4f1, kWidth = 4}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>> -> tensor<128x128xf32, #mma_fdb4f1>
      %mask_0 = tt.expand_dims %offs_key_10 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>> -> tensor<1x128xi32, #mma_fdb4f1>
      %mask_1 = tt.broadcast %mask_0 : tensor<1x128xi32, #mma_fdb4f1> -> tensor<128x128xi32, #mma_fdb4f1>
      %mask_2 = arith.cmpi sge, %mask, %mask_1 : tensor<128x128xi32, #mma_fdb4f1>
      %mask_3 = tt.expand_dims %key_ok_4 {axis = 0 : i32} : tensor<128xi1, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>> -> tensor<1x128xi1, #mma_fdb4f1>
      %mask_4 = tt.broadcast %mask_3 : tensor<1x128xi1, #mma_fdb4f1> -> tensor<128x128xi1, #mma_fdb4f1>
      %mask_5 = arith.andi %mask_2, %mask_4 : tensor<128x128xi1, #mma_fdb4f1>
      %qk_25 = arith.mulf %qk_24, %qk : tensor<128x128xf32, #mma_fdb4f1>
      %qk_26 = arith.select %mask_5, %qk_25, %cst_0 : tensor<128x128xi1, #mma_fdb4f1>, tensor<128x128xf32, #mma_fdb4f1>
      %m_ij_15 = "tt.reduce"(%qk_26) <{axis = 1 : i32}> ({
      ^bb0(%m_ij_16: f32, %m_ij_17: f32):
        %m_ij_18 = arith.maxnumf %m_ij_16, %m_ij_17 : f32
        tt.reduce.return %m_ij_18 : f32
      }) : (tensor<128x128xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %m_ij_19 = arith.maxnumf %v_ptrs_54, %m_ij_15 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %qk_27 = tt.expand_dims %m_ij_19 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
      %qk_28 = tt.broadcast %qk_27 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x128xf32, #mma_fdb4f1>
      %qk_29 = arith.subf %qk_26, %qk_28 : tensor<128x128xf32, #mma_fdb4f1>
      %p_2 = math.exp2 %qk_29 : tensor<128x128xf32, #mma_fdb4f1>
      %alpha_5 = arith.subf %v_ptrs_54, %m_ij_19 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %alpha_6 = math.exp2 %alpha_5 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %l_i_5 = arith.mulf %v_ptrs_53, %alpha_6 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %l_i_15 = "tt.reduce"(%p_2) <{axis = 1 : i32}> ({
      ^bb0(%l_i_16: f32, %l_i_17: f32):
        %l_i_18 = arith.addf %l_i_16, %l_i_17 : f32
        tt.reduce.return %l_i_18 : f32
      }) : (tensor<128x128xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %l_i_19 = arith.addf %l_i_5, %l_i_15 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %acc_24 = tt.expand_dims %alpha_6 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
      %acc_25 = ttg.convert_layout %acc_24 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x1xf32, #mma_54dcd5>
      %acc_26 = tt.broadcast %acc_25 : tensor<128x1xf32, #mma_54dcd5> -> tensor<128x128xf32, #mma_54dcd5>
      %acc_27 = arith.mulf %v_ptrs_52, %acc_26 : tensor<128x128xf32, #mma_54dcd5>
      %v_24 = amdg.buffer_load %V[%v_ptrs_57], %k_22 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #blocked_4x8_4x16_8x1_o10>
      %v_25 = ttg.local_load %v_9 : !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>>
      %acc_28 = arith.truncf %p_2 : tensor<128x128xf32, #mma_fdb4f1> to tensor<128x128xf16, #mma_fdb4f1>
      %acc_29 = ttg.local_alloc %acc_28 : (tensor<128x128xf16, #mma_fdb4f1>) -> !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c>
      %acc_30 = ttg.local_load %acc_29 : !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>>
      %acc_31 = tt.dot %acc_30, %v_25, %acc_27, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>> -> tensor<128x128xf32, #mma_54dcd5>
      %v_ptrs_59 = arith.addi %v_ptrs_55, %c1_i32 : i32
      %v_ptrs_60 = arith.cmpi slt, %v_ptrs_59, %c2_i32 : i32
      %v_ptrs_61 = arith.select %v_ptrs_60, %v_ptrs_59, %c0_i32 : i32
      %k_25 = ttg.memdesc_index %k_11[%v_ptrs_61] : !ttg.memdesc<2x128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
      ttg.local_store %k_24, %k_25 : tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10> -> !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
      %v_26 = ttg.memdesc_index %v_17[%v_ptrs_61] : !ttg.memdesc<2x128x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>
      %v_27 = amdg.in_thread_transpose %v_24 : tensor<128x128xf16, #blocked_4x8_4x16_8x1_o10> -> tensor<128x128xf16, #linear_a283b9>
      ttg.local_store %v_27, %v_26 : tensor<128x128xf16, #linear_a283b9> -> !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>
      scf.yield %acc_31, %l_i_19, %m_ij_19, %k_ptrs_17, %v_ptrs_61, %k_19, %k_25, %v_23, %v_26, %v_ptrs_57 : tensor<128x128xf32, #mma_54dcd5>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>, i32, !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>, !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>, !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>, !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable>, tensor<128x128xi32, #blocked_4x8_4x16_8x1_o10>
    }
    %v_ptrs_62 = arith.subi %hi_0, %offs_m : i32
    %v_ptrs_63 = arith.addi %v_ptrs_62, %c127_i32 : i32
    %v_ptrs_64 = arith.divsi %v_ptrs_63, %c128_i32 : i32
    %v_ptrs_65 = arith.subi %v_ptrs_64, %c2_i32 : i32
    %v_ptrs_66 = arith.maxsi %v_ptrs_65, %c0_i32 : i32
    %v_ptrs_67 = arith.muli %v_ptrs_66, %c128_i32 : i32
    %v_ptrs_68 = arith.addi %offs_m, %v_ptrs_67 : i32
    %v_ptrs_69 = arith.addi %v_ptrs_66, %c1_i32 : i32
    %v_ptrs_70 = arith.cmpi sge, %v_ptrs_64, %c1_i32 : i32
    %v_ptrs_71 = arith.muli %v_ptrs_69, %c128_i32 : i32
    %v_ptrs_72 = arith.addi %offs_m, %v_ptrs_71 : i32
    %v_ptrs_73 = arith.cmpi sge, %v_ptrs_64, %c2_i32 : i32
    %offs_key_11 = tt.splat %v_ptrs_68 : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
    %offs_key_12 = arith.addi %offs_key_11, %offs_m_4 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
    %key_ok_5 = arith.cmpi slt, %offs_key_12, %row_ok_2 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
    %qk_30 = ttg.local_load %v_ptrs_51#5 : !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> tensor<128x128xf16, #linear_1b90c6>
    %qk_31 = tt.trans %qk_30 {order = array<i32: 1, 0>} : tensor<128x128xf16, #linear_1b90c6> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>>
    %qk_32 = scf.if %v_ptrs_70 -> (tensor<128x128xf32, #mma_fdb4f1>) {
      %qk_10 = tt.dot %q_19, %qk_31, %cst, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_fdb4f1, kWidth = 4}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>> -> tensor<128x128xf32, #mma_fdb4f1>
      scf.yield %qk_10 : tensor<128x128xf32, #mma_fdb4f1>
    } else {
      scf.yield %cst : tensor<128x128xf32, #mma_fdb4f1>
    }
    %mask_6 = tt.expand_dims %offs_key_12 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>> -> tensor<1x128xi32, #mma_fdb4f1>
    %mask_7 = tt.broadcast %mask_6 : tensor<1x128xi32, #mma_fdb4f1> -> tensor<128x128xi32, #mma_fdb4f1>
    %mask_8 = arith.cmpi sge, %mask, %mask_7 : tensor<128x128xi32, #mma_fdb4f1>
    %mask_9 = tt.expand_dims %key_ok_5 {axis = 0 : i32} : tensor<128xi1, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>> -> tensor<1x128xi1, #mma_fdb4f1>
    %mask_10 = tt.broadcast %mask_9 : tensor<1x128xi1, #mma_fdb4f1> -> tensor<128x128xi1, #mma_fdb4f1>
    %mask_11 = arith.andi %mask_8, %mask_10 : tensor<128x128xi1, #mma_fdb4f1>
    %qk_33 = arith.mulf %qk_32, %qk : tensor<128x128xf32, #mma_fdb4f1>
    %qk_34 = arith.select %mask_11, %qk_33, %cst_0 : tensor<128x128xi1, #mma_fdb4f1>, tensor<128x128xf32, #mma_fdb4f1>
    %m_ij_20 = "tt.reduce"(%qk_34) <{axis = 1 : i32}> ({
    ^bb0(%m_ij_7: f32, %m_ij_8: f32):
      %m_ij_9 = arith.maxnumf %m_ij_7, %m_ij_8 : f32
      tt.reduce.return %m_ij_9 : f32
    }) : (tensor<128x128xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %m_ij_21 = arith.maxnumf %v_ptrs_51#2, %m_ij_20 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %qk_35 = tt.expand_dims %m_ij_21 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %qk_36 = tt.broadcast %qk_35 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x128xf32, #mma_fdb4f1>
    %qk_37 = arith.subf %qk_34, %qk_36 : tensor<128x128xf32, #mma_fdb4f1>
    %p_3 = math.exp2 %qk_37 : tensor<128x128xf32, #mma_fdb4f1>
    %alpha_7 = arith.subf %v_ptrs_51#2, %m_ij_21 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %alpha_8 = math.exp2 %alpha_7 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_20 = arith.mulf %v_ptrs_51#1, %alpha_8 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_21 = "tt.reduce"(%p_3) <{axis = 1 : i32}> ({
    ^bb0(%l_i_9: f32, %l_i_0: f32):
      %l_i_10 = arith.addf %l_i_9, %l_i_0 : f32
      tt.reduce.return %l_i_10 : f32
    }) : (tensor<128x128xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_22 = arith.addf %l_i_20, %l_i_21 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %acc_32 = tt.expand_dims %alpha_8 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %acc_33 = ttg.convert_layout %acc_32 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x1xf32, #mma_54dcd5>
    %acc_34 = tt.broadcast %acc_33 : tensor<128x1xf32, #mma_54dcd5> -> tensor<128x128xf32, #mma_54dcd5>
    %acc_35 = arith.mulf %v_ptrs_51#0, %acc_34 : tensor<128x128xf32, #mma_54dcd5>
    %v_28 = ttg.local_load %v_ptrs_51#7 : !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>>
    %acc_36 = arith.truncf %p_3 : tensor<128x128xf32, #mma_fdb4f1> to tensor<128x128xf16, #mma_fdb4f1>
    %acc_37 = ttg.local_alloc %acc_36 : (tensor<128x128xf16, #mma_fdb4f1>) -> !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c>
    %acc_38 = ttg.local_load %acc_37 : !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>>
    %acc_39 = scf.if %v_ptrs_70 -> (tensor<128x128xf32, #mma_54dcd5>) {
      %acc_15 = tt.dot %acc_38, %v_28, %acc_35, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>> -> tensor<128x128xf32, #mma_54dcd5>
      scf.yield %acc_15 : tensor<128x128xf32, #mma_54dcd5>
    } else {
      scf.yield %acc_35 : tensor<128x128xf32, #mma_54dcd5>
    }
    %v_ptrs_74 = arith.select %v_ptrs_70, %acc_39, %v_ptrs_51#0 : tensor<128x128xf32, #mma_54dcd5>
    %v_ptrs_75 = arith.select %v_ptrs_70, %l_i_22, %v_ptrs_51#1 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %v_ptrs_76 = arith.select %v_ptrs_70, %m_ij_21, %v_ptrs_51#2 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %offs_key_13 = tt.splat %v_ptrs_72 : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
    %offs_key_14 = arith.addi %offs_key_13, %offs_m_4 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
    %key_ok_6 = arith.cmpi slt, %offs_key_14, %row_ok_2 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
    %qk_38 = ttg.local_load %v_ptrs_51#6 : !ttg.memdesc<128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable> -> tensor<128x128xf16, #linear_1b90c6>
    %qk_39 = tt.trans %qk_38 {order = array<i32: 1, 0>} : tensor<128x128xf16, #linear_1b90c6> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>>
    %qk_40 = scf.if %v_ptrs_73 -> (tensor<128x128xf32, #mma_fdb4f1>) {
      %qk_10 = tt.dot %q_19, %qk_39, %cst, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_fdb4f1, kWidth = 4}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>> -> tensor<128x128xf32, #mma_fdb4f1>
      scf.yield %qk_10 : tensor<128x128xf32, #mma_fdb4f1>
    } else {
      scf.yield %cst : tensor<128x128xf32, #mma_fdb4f1>
    }
    %mask_12 = tt.expand_dims %offs_key_14 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>> -> tensor<1x128xi32, #mma_fdb4f1>
    %mask_13 = tt.broadcast %mask_12 : tensor<1x128xi32, #mma_fdb4f1> -> tensor<128x128xi32, #mma_fdb4f1>
    %mask_14 = arith.cmpi sge, %mask, %mask_13 : tensor<128x128xi32, #mma_fdb4f1>
    %mask_15 = tt.expand_dims %key_ok_6 {axis = 0 : i32} : tensor<128xi1, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>> -> tensor<1x128xi1, #mma_fdb4f1>
    %mask_16 = tt.broadcast %mask_15 : tensor<1x128xi1, #mma_fdb4f1> -> tensor<128x128xi1, #mma_fdb4f1>
    %mask_17 = arith.andi %mask_14, %mask_16 : tensor<128x128xi1, #mma_fdb4f1>
    %qk_41 = arith.mulf %qk_40, %qk : tensor<128x128xf32, #mma_fdb4f1>
    %qk_42 = arith.select %mask_17, %qk_41, %cst_0 : tensor<128x128xi1, #mma_fdb4f1>, tensor<128x128xf32, #mma_fdb4f1>
    %m_ij_22 = "tt.reduce"(%qk_42) <{axis = 1 : i32}> ({
    ^bb0(%m_ij_7: f32, %m_ij_8: f32):
      %m_ij_9 = arith.maxnumf %m_ij_7, %m_ij_8 : f32
      tt.reduce.return %m_ij_9 : f32
    }) : (tensor<128x128xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %m_ij_23 = arith.maxnumf %v_ptrs_76, %m_ij_22 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %qk_43 = tt.expand_dims %m_ij_23 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %qk_44 = tt.broadcast %qk_43 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x128xf32, #mma_fdb4f1>
    %qk_45 = arith.subf %qk_42, %qk_44 : tensor<128x128xf32, #mma_fdb4f1>
    %p_4 = math.exp2 %qk_45 : tensor<128x128xf32, #mma_fdb4f1>
    %alpha_9 = arith.subf %v_ptrs_76, %m_ij_23 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %alpha_10 = math.exp2 %alpha_9 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_23 = arith.mulf %v_ptrs_75, %alpha_10 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_24 = "tt.reduce"(%p_4) <{axis = 1 : i32}> ({
    ^bb0(%l_i_9: f32, %l_i_0: f32):
      %l_i_10 = arith.addf %l_i_9, %l_i_0 : f32
      tt.reduce.return %l_i_10 : f32
    }) : (tensor<128x128xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_25 = arith.addf %l_i_23, %l_i_24 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %acc_40 = tt.expand_dims %alpha_10 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %acc_41 = ttg.convert_layout %acc_40 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x1xf32, #mma_54dcd5>
    %acc_42 = tt.broadcast %acc_41 : tensor<128x1xf32, #mma_54dcd5> -> tensor<128x128xf32, #mma_54dcd5>
    %acc_43 = arith.mulf %v_ptrs_74, %acc_42 : tensor<128x128xf32, #mma_54dcd5>
    %v_29 = ttg.local_load %v_ptrs_51#8 : !ttg.memdesc<128x128xf16, #shared_337df2, #smem_d51a3c, mutable> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>>
    %acc_44 = arith.truncf %p_4 : tensor<128x128xf32, #mma_fdb4f1> to tensor<128x128xf16, #mma_fdb4f1>
    %acc_45 = ttg.local_alloc %acc_44 : (tensor<128x128xf16, #mma_fdb4f1>) -> !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c>
    %acc_46 = ttg.local_load %acc_45 : !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>>
    %acc_47 = scf.if %v_ptrs_73 -> (tensor<128x128xf32, #mma_54dcd5>) {
      %acc_15 = tt.dot %acc_46, %v_29, %acc_43, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>> -> tensor<128x128xf32, #mma_54dcd5>
      scf.yield %acc_15 : tensor<128x128xf32, #mma_54dcd5>
    } else {
      scf.yield %acc_43 : tensor<128x128xf32, #mma_54dcd5>
    }
    %v_ptrs_77 = arith.select %v_ptrs_73, %acc_47, %v_ptrs_74 : tensor<128x128xf32, #mma_54dcd5>
    %v_ptrs_78 = arith.select %v_ptrs_73, %l_i_25, %v_ptrs_75 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    ttg.local_dealloc %v_17 : !ttg.memdesc<2x128x128xf16, #shared_337df2, #smem_d51a3c, mutable>
    ttg.local_dealloc %k_11 : !ttg.memdesc<2x128x128xf16, #shared_cd96e7, #smem_d51a3c, mutable>
    %out = tt.expand_dims %v_ptrs_78 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %out_0 = ttg.convert_layout %out : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x1xf32, #mma_54dcd5>
    %out_1 = tt.broadcast %out_0 : tensor<128x1xf32, #mma_54dcd5> -> tensor<128x128xf32, #mma_54dcd5>
    %out_2 = arith.divf %v_ptrs_77, %out_1 : tensor<128x128xf32, #mma_54dcd5>
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
