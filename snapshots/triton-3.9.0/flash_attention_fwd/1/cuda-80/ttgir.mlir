// flash_attention_fwd config 1 (BLOCK_M=128 BLOCK_N=128 num_warps=8 num_stages=3) on cuda:80, normalized
#blocked_1x8_2x16_8x1_o10 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#linear_b12b48 = #ttg.linear<{register = [[0, 1], [0, 8], [0, 16], [0, 32], [0, 64], [8, 0], [16, 0], [32, 0], [64, 0]], lane = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = [[0, 0], [0, 0], [0, 0]], block = []}>
#mma_6d0f68 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 8]}>
#shared_10b6f2 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem_d51a3c = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @flash_attention_fwd_kernel(%Q: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %K: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %V: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %Out: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %sm_scale: f32, %stride_qz: i32 {tt.divisibility = 16 : i32}, %stride_qh: i32 {tt.divisibility = 16 : i32}, %stride_qm: i32 {tt.divisibility = 16 : i32}, %stride_kz: i32 {tt.divisibility = 16 : i32}, %stride_kh: i32 {tt.divisibility = 16 : i32}, %stride_kn: i32 {tt.divisibility = 16 : i32}, %stride_vz: i32 {tt.divisibility = 16 : i32}, %stride_vh: i32 {tt.divisibility = 16 : i32}, %stride_vn: i32 {tt.divisibility = 16 : i32}, %stride_oz: i32 {tt.divisibility = 16 : i32}, %stride_oh: i32 {tt.divisibility = 16 : i32}, %stride_om: i32 {tt.divisibility = 16 : i32}, %H: i32 {tt.divisibility = 16 : i32}, %N_CTX: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0xFF800000> : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma_6d0f68>
    %cst_2 = arith.constant dense<-1.000000e+06> : tensor<128x128xf32, #mma_6d0f68>
    %c0_i32 = arith.constant 0 : i32
    %cst_3 = arith.constant 1.44269502 : f32
    %c128_i32 = arith.constant 128 : i32
    %c1_i32 = arith.constant 1 : i32
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<128x128xf16, #blocked_1x8_2x16_8x1_o10>
    %c-1_i32 = arith.constant -1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c256_i32 = arith.constant 256 : i32
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
    %q_base_6 = tt.addptr %Q, %q_base_5 : !tt.ptr<f16>, i64
    %k_base = arith.extsi %stride_kz : i32 to i64
    %k_base_0 = arith.muli %q_base, %k_base : i64
    %k_base_1 = arith.extsi %stride_kh : i32 to i64
    %k_base_2 = arith.muli %q_base_2, %k_base_1 : i64
    %k_base_3 = arith.addi %k_base_0, %k_base_2 : i64
    %k_base_4 = tt.addptr %K, %k_base_3 : !tt.ptr<f16>, i64
    %v_base = arith.extsi %stride_vz : i32 to i64
    %v_base_0 = arith.muli %q_base, %v_base : i64
    %v_base_1 = arith.extsi %stride_vh : i32 to i64
    %v_base_2 = arith.muli %q_base_2, %v_base_1 : i64
    %v_base_3 = arith.addi %v_base_0, %v_base_2 : i64
    %v_base_4 = tt.addptr %V, %v_base_3 : !tt.ptr<f16>, i64
    %o_base = arith.extsi %stride_oz : i32 to i64
    %o_base_0 = arith.muli %q_base, %o_base : i64
    %o_base_1 = arith.extsi %stride_oh : i32 to i64
    %o_base_2 = arith.muli %q_base_2, %o_base_1 : i64
    %o_base_3 = arith.addi %o_base_0, %o_base_2 : i64
    %o_base_4 = tt.addptr %Out, %o_base_3 : !tt.ptr<f16>, i64
    %offs_m = arith.muli %start_m_2, %c128_i32 : i32
    %offs_m_0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
    %offs_m_1 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
    %offs_m_2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_6d0f68}>>
    %offs_m_3 = tt.splat %offs_m : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
    %offs_m_4 = tt.splat %offs_m : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
    %offs_m_5 = arith.addi %offs_m_3, %offs_m_0 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
    %offs_m_6 = arith.addi %offs_m_4, %offs_m_1 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
    %row_ok = tt.splat %N_CTX : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
    %row_ok_0 = tt.splat %N_CTX : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_6d0f68}>>
    %row_ok_1 = arith.cmpi slt, %offs_m_5, %row_ok : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
    %qk_scale = arith.mulf %sm_scale, %cst_3 : f32
    %q = tt.expand_dims %row_ok_1 {axis = 1 : i32} : tensor<128xi1, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>> -> tensor<128x1xi1, #blocked_1x8_2x16_8x1_o10>
    %q_0 = tt.expand_dims %offs_m_5 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>> -> tensor<128x1xi32, #blocked_1x8_2x16_8x1_o10>
    %q_1 = tt.expand_dims %offs_m_6 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>> -> tensor<128x1xi32, #mma_6d0f68>
    %q_2 = tt.splat %stride_qm : i32 -> tensor<128x1xi32, #blocked_1x8_2x16_8x1_o10>
    %q_3 = arith.muli %q_0, %q_2 : tensor<128x1xi32, #blocked_1x8_2x16_8x1_o10>
    %q_4 = tt.splat %q_base_6 : !tt.ptr<f16> -> tensor<128x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    %q_5 = tt.addptr %q_4, %q_3 : tensor<128x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x1xi32, #blocked_1x8_2x16_8x1_o10>
    %q_6 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>>
    %q_7 = tt.expand_dims %q_6 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>> -> tensor<1x128xi32, #blocked_1x8_2x16_8x1_o10>
    %q_8 = tt.broadcast %q_5 : tensor<128x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    %q_9 = tt.broadcast %q_7 : tensor<1x128xi32, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128xi32, #blocked_1x8_2x16_8x1_o10>
    %q_10 = tt.addptr %q_8, %q_9 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x128xi32, #blocked_1x8_2x16_8x1_o10>
    %q_11 = tt.broadcast %q : tensor<128x1xi1, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_2x16_8x1_o10>
    %q_12 = tt.load %q_10, %q_11, %cst_4 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    %q_13 = ttg.local_alloc %q_12 : (tensor<128x128xf16, #blocked_1x8_2x16_8x1_o10>) -> !ttg.memdesc<128x128xf16, #shared_10b6f2, #smem_d51a3c>
    %k_ptrs = tt.expand_dims %offs_m_0 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>> -> tensor<128x1xi32, #blocked_1x8_2x16_8x1_o10>
    %k_ptrs_0 = tt.splat %stride_kn : i32 -> tensor<128x1xi32, #blocked_1x8_2x16_8x1_o10>
    %k_ptrs_1 = arith.muli %k_ptrs, %k_ptrs_0 : tensor<128x1xi32, #blocked_1x8_2x16_8x1_o10>
    %k_ptrs_2 = tt.splat %k_base_4 : !tt.ptr<f16> -> tensor<128x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    %k_ptrs_3 = tt.addptr %k_ptrs_2, %k_ptrs_1 : tensor<128x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x1xi32, #blocked_1x8_2x16_8x1_o10>
    %k_ptrs_4 = tt.broadcast %k_ptrs_3 : tensor<128x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    %k_ptrs_5 = tt.addptr %k_ptrs_4, %q_9 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x128xi32, #blocked_1x8_2x16_8x1_o10>
    %v_ptrs = tt.splat %stride_vn : i32 -> tensor<128x1xi32, #blocked_1x8_2x16_8x1_o10>
    %v_ptrs_0 = arith.muli %k_ptrs, %v_ptrs : tensor<128x1xi32, #blocked_1x8_2x16_8x1_o10>
    %v_ptrs_1 = tt.splat %v_base_4 : !tt.ptr<f16> -> tensor<128x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    %v_ptrs_2 = tt.addptr %v_ptrs_1, %v_ptrs_0 : tensor<128x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x1xi32, #blocked_1x8_2x16_8x1_o10>
    %v_ptrs_3 = tt.broadcast %v_ptrs_2 : tensor<128x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    %v_ptrs_4 = tt.addptr %v_ptrs_3, %q_9 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x128xi32, #blocked_1x8_2x16_8x1_o10>
    %m_ij = tt.splat %qk_scale : f32 -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
    %qk = tt.splat %qk_scale : f32 -> tensor<128x128xf32, #mma_6d0f68>
    %k_ptrs_6 = arith.muli %stride_kn, %c128_i32 : i32
    %k_ptrs_7 = tt.splat %k_ptrs_6 : i32 -> tensor<128x128xi32, #blocked_1x8_2x16_8x1_o10>
    %v_ptrs_5 = arith.muli %stride_vn, %c128_i32 : i32
    %v_ptrs_6 = tt.splat %v_ptrs_5 : i32 -> tensor<128x128xi32, #blocked_1x8_2x16_8x1_o10>
    %k = ttg.local_alloc : () -> !ttg.memdesc<2x128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %v = ttg.local_alloc : () -> !ttg.memdesc<2x128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %v_ptrs_7 = arith.cmpi sgt, %offs_m, %c0_i32 : i32
    %k_0 = ttg.memdesc_index %k[%c0_i32] : !ttg.memdesc<2x128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %v_ptrs_8 = tt.splat %v_ptrs_7 : i1 -> tensor<128x128xi1, #blocked_1x8_2x16_8x1_o10>
    %k_1 = ttg.async_copy_global_to_local %k_ptrs_5, %k_0 mask %v_ptrs_8 {contiguity = 8 : i32} : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> <128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %k_2 = ttg.async_commit_group tokens %k_1
    %v_0 = ttg.memdesc_index %v[%c0_i32] : !ttg.memdesc<2x128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %v_1 = ttg.async_copy_global_to_local %v_ptrs_4, %v_0 mask %v_ptrs_8 {contiguity = 8 : i32} : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> <128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %v_2 = ttg.async_commit_group tokens %v_1
    %v_ptrs_9 = arith.cmpi sgt, %offs_m, %c128_i32 : i32
    %k_ptrs_8 = tt.addptr %k_ptrs_5, %k_ptrs_7 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x128xi32, #blocked_1x8_2x16_8x1_o10>
    %v_ptrs_10 = tt.addptr %v_ptrs_4, %v_ptrs_6 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x128xi32, #blocked_1x8_2x16_8x1_o10>
    %k_3 = ttg.memdesc_index %k[%c1_i32] : !ttg.memdesc<2x128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %v_ptrs_11 = tt.splat %v_ptrs_9 : i1 -> tensor<128x128xi1, #blocked_1x8_2x16_8x1_o10>
    %k_4 = ttg.async_copy_global_to_local %k_ptrs_8, %k_3 mask %v_ptrs_11 {contiguity = 8 : i32} : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> <128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %k_5 = ttg.async_commit_group tokens %k_4
    %v_3 = ttg.memdesc_index %v[%c1_i32] : !ttg.memdesc<2x128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %v_4 = ttg.async_copy_global_to_local %v_ptrs_10, %v_3 mask %v_ptrs_11 {contiguity = 8 : i32} : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> <128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %v_5 = ttg.async_commit_group tokens %v_4
    %v_ptrs_12:11 = scf.for %v_ptrs_13 = %c0_i32 to %offs_m step %c128_i32 iter_args(%arg0 = %cst_1, %l_i = %cst_0, %m_i = %cst, %k_ptrs_9 = %k_ptrs_8, %v_ptrs_14 = %v_ptrs_10, %v_ptrs_15 = %c1_i32, %v_ptrs_16 = %c-1_i32, %k_6 = %k_2, %k_7 = %k_5, %v_6 = %v_2, %v_7 = %v_5) -> (tensor<128x128xf32, #mma_6d0f68>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>, tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token)  : i32 {
      %v_ptrs_17 = arith.subi %offs_m, %c256_i32 : i32
      %v_ptrs_18 = arith.cmpi slt, %v_ptrs_13, %v_ptrs_17 : i32
      %v_ptrs_19 = arith.addi %v_ptrs_16, %c1_i32 : i32
      %v_ptrs_20 = arith.cmpi sge, %v_ptrs_19, %c2_i32 : i32
      %v_ptrs_21 = arith.select %v_ptrs_20, %c0_i32, %v_ptrs_19 : i32
      %k_8 = ttg.async_wait %k_6, %v_6 {num = 2 : i32}
      %k_9 = ttg.memdesc_index %k[%v_ptrs_21] : !ttg.memdesc<2x128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %qk_0 = ttg.local_load %k_9 token %k_8 : !ttg.memdesc<128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> tensor<128x128xf16, #linear_b12b48>
      %qk_1 = tt.trans %qk_0 {order = array<i32: 1, 0>} : tensor<128x128xf16, #linear_b12b48> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_6d0f68, kWidth = 2}>>
      %q_14 = ttg.local_load %q_13 : !ttg.memdesc<128x128xf16, #shared_10b6f2, #smem_d51a3c> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_6d0f68, kWidth = 2}>>
      %qk_2 = tt.dot %q_14, %qk_1, %cst_1, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_6d0f68, kWidth = 2}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_6d0f68, kWidth = 2}>> -> tensor<128x128xf32, #mma_6d0f68>
      %m_ij_0 = "tt.reduce"(%qk_2) <{axis = 1 : i32}> ({
      ^bb0(%m_ij_1: f32, %m_ij_2: f32):
        %m_ij_3 = arith.maxnumf %m_ij_1, %m_ij_2 : f32
        tt.reduce.return %m_ij_3 : f32
      }) : (tensor<128x128xf32, #mma_6d0f68>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
      %m_ij_4 = arith.mulf %m_ij_0, %m_ij : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
      %m_ij_5 = arith.maxnumf %m_i, %m_ij_4 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
      %qk_3 = arith.mulf %qk_2, %qk : tensor<128x128xf32, #mma_6d0f68>
      %qk_4 = tt.expand_dims %m_ij_5 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>> -> tensor<128x1xf32, #mma_6d0f68>
      %qk_5 = tt.broadcast %qk_4 : tensor<128x1xf32, #mma_6d0f68> -> tensor<128x128xf32, #mma_6d0f68>
      %qk_6 = arith.subf %qk_3, %qk_5 : tensor<128x128xf32, #mma_6d0f68>
      %p = math.exp2 %qk_6 : tensor<128x128xf32, #mma_6d0f68>
      %alpha = arith.subf %m_i, %m_ij_5 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
      %alpha_0 = math.exp2 %alpha : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
      %l_i_0 = arith.mulf %l_i, %alpha_0 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
      %l_i_1 = "tt.reduce"(%p) <{axis = 1 : i32}> ({
      ^bb0(%l_i_2: f32, %l_i_3: f32):
        %l_i_4 = arith.addf %l_i_2, %l_i_3 : f32
        tt.reduce.return %l_i_4 : f32
      }) : (tensor<128x128xf32, #mma_6d0f68>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
      %l_i_5 = arith.addf %l_i_0, %l_i_1 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
      %acc = tt.expand_dims %alpha_0 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>> -> tensor<128x1xf32, #mma_6d0f68>
      %acc_0 = tt.broadcast %acc : tensor<128x1xf32, #mma_6d0f68> -> tensor<128x128xf32, #mma_6d0f68>
      %acc_1 = arith.mulf %arg0, %acc_0 : tensor<128x128xf32, #mma_6d0f68>
      %v_8 = ttg.memdesc_index %v[%v_ptrs_21] : !ttg.memdesc<2x128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %v_9 = ttg.local_load %v_8 token %k_8 : !ttg.memdesc<128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_6d0f68, kWidth = 2}>>
      %acc_2 = arith.truncf %p : tensor<128x128xf32, #mma_6d0f68> to tensor<128x128xf16, #mma_6d0f68>
      %acc_3 = ttg.convert_layout %acc_2 : tensor<128x128xf16, #mma_6d0f68> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_6d0f68, kWidth = 2}>>
      %acc_4 = tt.dot %acc_3, %v_9, %acc_1, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_6d0f68, kWidth = 2}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_6d0f68, kWidth = 2}>> -> tensor<128x128xf32, #mma_6d0f68>
      %k_ptrs_10 = tt.addptr %k_ptrs_9, %k_ptrs_7 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x128xi32, #blocked_1x8_2x16_8x1_o10>
      %v_ptrs_22 = tt.addptr %v_ptrs_14, %v_ptrs_6 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x128xi32, #blocked_1x8_2x16_8x1_o10>
      %v_ptrs_23 = arith.addi %v_ptrs_15, %c1_i32 : i32
      %v_ptrs_24 = arith.cmpi sge, %v_ptrs_23, %c2_i32 : i32
      %v_ptrs_25 = arith.select %v_ptrs_24, %c0_i32, %v_ptrs_23 : i32
      %k_10 = ttg.memdesc_index %k[%v_ptrs_25] : !ttg.memdesc<2x128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %v_ptrs_26 = tt.splat %v_ptrs_18 : i1 -> tensor<128x128xi1, #blocked_1x8_2x16_8x1_o10>
      %k_11 = ttg.async_copy_global_to_local %k_ptrs_10, %k_10 mask %v_ptrs_26 {contiguity = 8 : i32} : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> <128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %k_12 = ttg.async_commit_group tokens %k_11
      %v_10 = ttg.memdesc_index %v[%v_ptrs_25] : !ttg.memdesc<2x128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %v_11 = ttg.async_copy_global_to_local %v_ptrs_22, %v_10 mask %v_ptrs_26 {contiguity = 8 : i32} : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> <128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %v_12 = ttg.async_commit_group tokens %v_11
      scf.yield %acc_4, %l_i_5, %m_ij_5, %k_ptrs_10, %v_ptrs_22, %v_ptrs_25, %v_ptrs_21, %k_7, %k_12, %v_7, %v_12 : tensor<128x128xf32, #mma_6d0f68>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>, tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token
    }
    %v_ptrs_27 = ttg.async_wait {num = 0 : i32}
    ttg.local_dealloc %v : !ttg.memdesc<2x128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    ttg.local_dealloc %k : !ttg.memdesc<2x128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %hi = arith.addi %start_m_2, %c1_i32 : i32
    %hi_0 = arith.muli %hi, %c128_i32 : i32
    %k_ptrs_11 = arith.muli %q_0, %k_ptrs_0 : tensor<128x1xi32, #blocked_1x8_2x16_8x1_o10>
    %k_ptrs_12 = tt.addptr %k_ptrs_2, %k_ptrs_11 : tensor<128x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x1xi32, #blocked_1x8_2x16_8x1_o10>
    %k_ptrs_13 = tt.broadcast %k_ptrs_12 : tensor<128x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    %k_ptrs_14 = tt.addptr %k_ptrs_13, %q_9 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x128xi32, #blocked_1x8_2x16_8x1_o10>
    %v_ptrs_28 = arith.muli %q_0, %v_ptrs : tensor<128x1xi32, #blocked_1x8_2x16_8x1_o10>
    %v_ptrs_29 = tt.addptr %v_ptrs_1, %v_ptrs_28 : tensor<128x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x1xi32, #blocked_1x8_2x16_8x1_o10>
    %v_ptrs_30 = tt.broadcast %v_ptrs_29 : tensor<128x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    %v_ptrs_31 = tt.addptr %v_ptrs_30, %q_9 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x128xi32, #blocked_1x8_2x16_8x1_o10>
    %mask = tt.broadcast %q_1 : tensor<128x1xi32, #mma_6d0f68> -> tensor<128x128xi32, #mma_6d0f68>
    %k_13 = ttg.local_alloc : () -> !ttg.memdesc<2x128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %v_13 = ttg.local_alloc : () -> !ttg.memdesc<2x128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %v_ptrs_32 = arith.cmpi slt, %offs_m, %hi_0 : i32
    %k_14 = ttg.memdesc_index %k_13[%c0_i32] : !ttg.memdesc<2x128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %v_ptrs_33 = tt.splat %v_ptrs_32 : i1 -> tensor<128x128xi1, #blocked_1x8_2x16_8x1_o10>
    %v_ptrs_34 = arith.andi %v_ptrs_33, %q_11 : tensor<128x128xi1, #blocked_1x8_2x16_8x1_o10>
    %k_15 = ttg.async_copy_global_to_local %k_ptrs_14, %k_14 mask %v_ptrs_34 other %cst_4 {contiguity = 8 : i32} : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> <128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %k_16 = ttg.async_commit_group tokens %k_15
    %v_14 = ttg.memdesc_index %v_13[%c0_i32] : !ttg.memdesc<2x128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %v_15 = ttg.async_copy_global_to_local %v_ptrs_31, %v_14 mask %v_ptrs_34 other %cst_4 {contiguity = 8 : i32} : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> <128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %v_16 = ttg.async_commit_group tokens %v_15
    %v_ptrs_35 = arith.addi %offs_m, %c128_i32 : i32
    %v_ptrs_36 = arith.cmpi slt, %v_ptrs_35, %hi_0 : i32
    %k_ptrs_15 = tt.addptr %k_ptrs_14, %k_ptrs_7 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x128xi32, #blocked_1x8_2x16_8x1_o10>
    %v_ptrs_37 = tt.addptr %v_ptrs_31, %v_ptrs_6 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x128xi32, #blocked_1x8_2x16_8x1_o10>
    %offs_key = tt.splat %v_ptrs_35 : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
    %offs_key_0 = arith.addi %offs_key, %offs_m_0 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
    %key_ok = arith.cmpi slt, %offs_key_0, %row_ok : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
    %k_17 = tt.expand_dims %key_ok {axis = 1 : i32} : tensor<128xi1, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>> -> tensor<128x1xi1, #blocked_1x8_2x16_8x1_o10>
    %k_18 = tt.broadcast %k_17 : tensor<128x1xi1, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_2x16_8x1_o10>
    %k_19 = ttg.memdesc_index %k_13[%c1_i32] : !ttg.memdesc<2x128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %v_ptrs_38 = tt.splat %v_ptrs_36 : i1 -> tensor<128x128xi1, #blocked_1x8_2x16_8x1_o10>
    %v_ptrs_39 = arith.andi %v_ptrs_38, %k_18 : tensor<128x128xi1, #blocked_1x8_2x16_8x1_o10>
    %k_20 = ttg.async_copy_global_to_local %k_ptrs_15, %k_19 mask %v_ptrs_39 other %cst_4 {contiguity = 8 : i32} : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> <128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %k_21 = ttg.async_commit_group tokens %k_20
    %v_17 = ttg.memdesc_index %v_13[%c1_i32] : !ttg.memdesc<2x128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %v_18 = ttg.async_copy_global_to_local %v_ptrs_37, %v_17 mask %v_ptrs_39 other %cst_4 {contiguity = 8 : i32} : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> <128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %v_19 = ttg.async_commit_group tokens %v_18
    %v_ptrs_40:11 = scf.for %v_ptrs_13 = %offs_m to %hi_0 step %c128_i32 iter_args(%v_ptrs_41 = %v_ptrs_12#0, %v_ptrs_14 = %v_ptrs_12#1, %v_ptrs_15 = %v_ptrs_12#2, %k_ptrs_16 = %k_ptrs_15, %v_ptrs_42 = %v_ptrs_37, %v_ptrs_43 = %c1_i32, %v_ptrs_44 = %c-1_i32, %k_22 = %k_16, %k_23 = %k_21, %v_20 = %v_16, %v_21 = %v_19) -> (tensor<128x128xf32, #mma_6d0f68>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>, tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token)  : i32 {
      %v_ptrs_20 = arith.subi %hi_0, %c256_i32 : i32
      %v_ptrs_21 = arith.cmpi slt, %v_ptrs_13, %v_ptrs_20 : i32
      %v_ptrs_45 = arith.addi %v_ptrs_44, %c1_i32 : i32
      %v_ptrs_46 = arith.cmpi sge, %v_ptrs_45, %c2_i32 : i32
      %v_ptrs_47 = arith.select %v_ptrs_46, %c0_i32, %v_ptrs_45 : i32
      %offs_key_1 = tt.splat %v_ptrs_13 : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_6d0f68}>>
      %offs_key_2 = arith.addi %offs_key_1, %offs_m_2 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_6d0f68}>>
      %key_ok_0 = arith.cmpi slt, %offs_key_2, %row_ok_0 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_6d0f68}>>
      %k_24 = ttg.async_wait %k_22, %v_20 {num = 2 : i32}
      %k_25 = ttg.memdesc_index %k_13[%v_ptrs_47] : !ttg.memdesc<2x128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %qk_7 = ttg.local_load %k_25 token %k_24 : !ttg.memdesc<128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> tensor<128x128xf16, #linear_b12b48>
      %qk_3 = tt.trans %qk_7 {order = array<i32: 1, 0>} : tensor<128x128xf16, #linear_b12b48> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_6d0f68, kWidth = 2}>>
      %q_15 = ttg.local_load %q_13 : !ttg.memdesc<128x128xf16, #shared_10b6f2, #smem_d51a3c> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_6d0f68, kWidth = 2}>>
      %qk_5 = tt.dot %q_15, %qk_3, %cst_1, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_6d0f68, kWidth = 2}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_6d0f68, kWidth = 2}>> -> tensor<128x128xf32, #mma_6d0f68>
      %mask_0 = tt.expand_dims %offs_key_2 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_6d0f68}>> -> tensor<1x128xi32, #mma_6d0f68>
      %mask_1 = tt.broadcast %mask_0 : tensor<1x128xi32, #mma_6d0f68> -> tensor<128x128xi32, #mma_6d0f68>
      %mask_2 = arith.cmpi sge, %mask, %mask_1 : tensor<128x128xi32, #mma_6d0f68>
      %mask_3 = tt.expand_dims %key_ok_0 {axis = 0 : i32} : tensor<128xi1, #ttg.slice<{dim = 0, parent = #mma_6d0f68}>> -> tensor<1x128xi1, #mma_6d0f68>
      %mask_4 = tt.broadcast %mask_3 : tensor<1x128xi1, #mma_6d0f68> -> tensor<128x128xi1, #mma_6d0f68>
      %mask_5 = arith.andi %mask_2, %mask_4 : tensor<128x128xi1, #mma_6d0f68>
      %qk_8 = arith.mulf %qk_5, %qk : tensor<128x128xf32, #mma_6d0f68>
      %qk_9 = arith.select %mask_5, %qk_8, %cst_2 : tensor<128x128xi1, #mma_6d0f68>, tensor<128x128xf32, #mma_6d0f68>
      %m_ij_6 = "tt.reduce"(%qk_9) <{axis = 1 : i32}> ({
      ^bb0(%m_ij_7: f32, %m_ij_8: f32):
        %m_ij_9 = arith.maxnumf %m_ij_7, %m_ij_8 : f32
        tt.reduce.return %m_ij_9 : f32
      }) : (tensor<128x128xf32, #mma_6d0f68>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
      %m_ij_10 = arith.maxnumf %v_ptrs_15, %m_ij_6 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
      %qk_10 = tt.expand_dims %m_ij_10 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>> -> tensor<128x1xf32, #mma_6d0f68>
      %qk_11 = tt.broadcast %qk_10 : tensor<128x1xf32, #mma_6d0f68> -> tensor<128x128xf32, #mma_6d0f68>
      %qk_12 = arith.subf %qk_9, %qk_11 : tensor<128x128xf32, #mma_6d0f68>
      %p = math.exp2 %qk_12 : tensor<128x128xf32, #mma_6d0f68>
      %alpha = arith.subf %v_ptrs_15, %m_ij_10 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
      %alpha_1 = math.exp2 %alpha : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
      %l_i = arith.mulf %v_ptrs_14, %alpha_1 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
      %l_i_6 = "tt.reduce"(%p) <{axis = 1 : i32}> ({
      ^bb0(%l_i_7: f32, %l_i_8: f32):
        %l_i_9 = arith.addf %l_i_7, %l_i_8 : f32
        tt.reduce.return %l_i_9 : f32
      }) : (tensor<128x128xf32, #mma_6d0f68>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
      %l_i_10 = arith.addf %l_i, %l_i_6 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
      %acc = tt.expand_dims %alpha_1 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>> -> tensor<128x1xf32, #mma_6d0f68>
      %acc_5 = tt.broadcast %acc : tensor<128x1xf32, #mma_6d0f68> -> tensor<128x128xf32, #mma_6d0f68>
      %acc_6 = arith.mulf %v_ptrs_41, %acc_5 : tensor<128x128xf32, #mma_6d0f68>
      %v_22 = ttg.memdesc_index %v_13[%v_ptrs_47] : !ttg.memdesc<2x128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %v_23 = ttg.local_load %v_22 token %k_24 : !ttg.memdesc<128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_6d0f68, kWidth = 2}>>
      %acc_7 = arith.truncf %p : tensor<128x128xf32, #mma_6d0f68> to tensor<128x128xf16, #mma_6d0f68>
      %acc_8 = ttg.convert_layout %acc_7 : tensor<128x128xf16, #mma_6d0f68> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_6d0f68, kWidth = 2}>>
      %acc_9 = tt.dot %acc_8, %v_23, %acc_6, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_6d0f68, kWidth = 2}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_6d0f68, kWidth = 2}>> -> tensor<128x128xf32, #mma_6d0f68>
      %k_ptrs_17 = tt.addptr %k_ptrs_16, %k_ptrs_7 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x128xi32, #blocked_1x8_2x16_8x1_o10>
      %v_ptrs_48 = tt.addptr %v_ptrs_42, %v_ptrs_6 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x128xi32, #blocked_1x8_2x16_8x1_o10>
      %v_ptrs_49 = arith.addi %v_ptrs_43, %c1_i32 : i32
      %v_ptrs_50 = arith.cmpi sge, %v_ptrs_49, %c2_i32 : i32
      %v_ptrs_51 = arith.select %v_ptrs_50, %c0_i32, %v_ptrs_49 : i32
      %v_ptrs_52 = arith.addi %v_ptrs_13, %c256_i32 : i32
      %offs_key_3 = tt.splat %v_ptrs_52 : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
      %offs_key_4 = arith.addi %offs_key_3, %offs_m_0 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
      %key_ok_1 = arith.cmpi slt, %offs_key_4, %row_ok : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
      %k_26 = tt.expand_dims %key_ok_1 {axis = 1 : i32} : tensor<128xi1, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>> -> tensor<128x1xi1, #blocked_1x8_2x16_8x1_o10>
      %k_27 = tt.broadcast %k_26 : tensor<128x1xi1, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_2x16_8x1_o10>
      %k_28 = ttg.memdesc_index %k_13[%v_ptrs_51] : !ttg.memdesc<2x128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %v_ptrs_53 = tt.splat %v_ptrs_21 : i1 -> tensor<128x128xi1, #blocked_1x8_2x16_8x1_o10>
      %v_ptrs_54 = arith.andi %v_ptrs_53, %k_27 : tensor<128x128xi1, #blocked_1x8_2x16_8x1_o10>
      %k_29 = ttg.async_copy_global_to_local %k_ptrs_17, %k_28 mask %v_ptrs_54 other %cst_4 {contiguity = 8 : i32} : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> <128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %k_30 = ttg.async_commit_group tokens %k_29
      %v_24 = ttg.memdesc_index %v_13[%v_ptrs_51] : !ttg.memdesc<2x128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %v_25 = ttg.async_copy_global_to_local %v_ptrs_48, %v_24 mask %v_ptrs_54 other %cst_4 {contiguity = 8 : i32} : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> <128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %v_26 = ttg.async_commit_group tokens %v_25
      scf.yield %acc_9, %l_i_10, %m_ij_10, %k_ptrs_17, %v_ptrs_48, %v_ptrs_51, %v_ptrs_47, %k_23, %k_30, %v_21, %v_26 : tensor<128x128xf32, #mma_6d0f68>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>, tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token
    }
    %v_ptrs_55 = ttg.async_wait {num = 0 : i32}
    ttg.local_dealloc %v_13 : !ttg.memdesc<2x128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    ttg.local_dealloc %k_13 : !ttg.memdesc<2x128x128xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    %out = tt.expand_dims %v_ptrs_40#1 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>> -> tensor<128x1xf32, #mma_6d0f68>
    %out_0 = tt.broadcast %out : tensor<128x1xf32, #mma_6d0f68> -> tensor<128x128xf32, #mma_6d0f68>
    %out_1 = arith.divf %v_ptrs_40#0, %out_0 : tensor<128x128xf32, #mma_6d0f68>
    %o_ptrs = tt.splat %stride_om : i32 -> tensor<128x1xi32, #blocked_1x8_2x16_8x1_o10>
    %o_ptrs_0 = arith.muli %q_0, %o_ptrs : tensor<128x1xi32, #blocked_1x8_2x16_8x1_o10>
    %o_ptrs_1 = tt.splat %o_base_4 : !tt.ptr<f16> -> tensor<128x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    %o_ptrs_2 = tt.addptr %o_ptrs_1, %o_ptrs_0 : tensor<128x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x1xi32, #blocked_1x8_2x16_8x1_o10>
    %o_ptrs_3 = tt.broadcast %o_ptrs_2 : tensor<128x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    %o_ptrs_4 = tt.addptr %o_ptrs_3, %q_9 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x128xi32, #blocked_1x8_2x16_8x1_o10>
    %0 = arith.truncf %out_1 : tensor<128x128xf32, #mma_6d0f68> to tensor<128x128xf16, #mma_6d0f68>
    %1 = ttg.convert_layout %0 : tensor<128x128xf16, #mma_6d0f68> -> tensor<128x128xf16, #blocked_1x8_2x16_8x1_o10>
    tt.store %o_ptrs_4, %1, %q_11 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    tt.return
  }
}
