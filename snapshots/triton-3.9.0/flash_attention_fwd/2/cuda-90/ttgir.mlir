// flash_attention_fwd config 2 (BLOCK_M=64 BLOCK_N=64 num_warps=4 num_stages=3) on cuda:90, normalized
#blocked_1x8_2x16_4x1_o10 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma_a8506c = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#mma_fbc6cf = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared_0c2569 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared_6f9d86 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#smem_d51a3c = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @flash_attention_fwd_kernel(%Q: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %K: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %V: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %Out: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %sm_scale: f32, %stride_qz: i32 {tt.divisibility = 16 : i32}, %stride_qh: i32 {tt.divisibility = 16 : i32}, %stride_qm: i32 {tt.divisibility = 16 : i32}, %stride_kz: i32 {tt.divisibility = 16 : i32}, %stride_kh: i32 {tt.divisibility = 16 : i32}, %stride_kn: i32 {tt.divisibility = 16 : i32}, %stride_vz: i32 {tt.divisibility = 16 : i32}, %stride_vh: i32 {tt.divisibility = 16 : i32}, %stride_vn: i32 {tt.divisibility = 16 : i32}, %stride_oz: i32 {tt.divisibility = 16 : i32}, %stride_oh: i32 {tt.divisibility = 16 : i32}, %stride_om: i32 {tt.divisibility = 16 : i32}, %H: i32 {tt.divisibility = 16 : i32}, %N_CTX: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0xFF800000> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x128xf32, #mma_a8506c>
    %cst_2 = arith.constant dense<-1.000000e+06> : tensor<64x64xf32, #mma_fbc6cf>
    %c0_i32 = arith.constant 0 : i32
    %cst_3 = arith.constant 1.44269502 : f32
    %c64_i32 = arith.constant 64 : i32
    %c1_i32 = arith.constant 1 : i32
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<64x128xf16, #blocked_1x8_2x16_4x1_o10>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma_fbc6cf>
    %c-1_i32 = arith.constant -1 : i32
    %c3_i32 = arith.constant 3 : i32
    %c128_i32 = arith.constant 128 : i32
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
    %offs_m = arith.muli %start_m_2, %c64_i32 : i32
    %offs_m_0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_4x1_o10}>>
    %offs_m_1 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>>
    %offs_m_2 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma_fbc6cf}>>
    %offs_m_3 = tt.splat %offs_m : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_4x1_o10}>>
    %offs_m_4 = tt.splat %offs_m : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>>
    %offs_m_5 = arith.addi %offs_m_3, %offs_m_0 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_4x1_o10}>>
    %offs_m_6 = arith.addi %offs_m_4, %offs_m_1 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>>
    %row_ok = tt.splat %N_CTX : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_4x1_o10}>>
    %row_ok_0 = tt.splat %N_CTX : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma_fbc6cf}>>
    %row_ok_1 = arith.cmpi slt, %offs_m_5, %row_ok : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_4x1_o10}>>
    %qk_scale = arith.mulf %sm_scale, %cst_3 : f32
    %q = tt.expand_dims %row_ok_1 {axis = 1 : i32} : tensor<64xi1, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_4x1_o10}>> -> tensor<64x1xi1, #blocked_1x8_2x16_4x1_o10>
    %q_0 = tt.expand_dims %offs_m_5 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_4x1_o10}>> -> tensor<64x1xi32, #blocked_1x8_2x16_4x1_o10>
    %q_1 = tt.expand_dims %offs_m_6 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>> -> tensor<64x1xi32, #mma_fbc6cf>
    %q_2 = tt.splat %stride_qm : i32 -> tensor<64x1xi32, #blocked_1x8_2x16_4x1_o10>
    %q_3 = arith.muli %q_0, %q_2 : tensor<64x1xi32, #blocked_1x8_2x16_4x1_o10>
    %q_4 = tt.splat %q_base_6 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>
    %q_5 = tt.addptr %q_4, %q_3 : tensor<64x1x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>, tensor<64x1xi32, #blocked_1x8_2x16_4x1_o10>
    %q_6 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_4x1_o10}>>
    %q_7 = tt.expand_dims %q_6 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_4x1_o10}>> -> tensor<1x128xi32, #blocked_1x8_2x16_4x1_o10>
    %q_8 = tt.broadcast %q_5 : tensor<64x1x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10> -> tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>
    %q_9 = tt.broadcast %q_7 : tensor<1x128xi32, #blocked_1x8_2x16_4x1_o10> -> tensor<64x128xi32, #blocked_1x8_2x16_4x1_o10>
    %q_10 = tt.addptr %q_8, %q_9 : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>, tensor<64x128xi32, #blocked_1x8_2x16_4x1_o10>
    %q_11 = tt.broadcast %q : tensor<64x1xi1, #blocked_1x8_2x16_4x1_o10> -> tensor<64x128xi1, #blocked_1x8_2x16_4x1_o10>
    %q_12 = tt.load %q_10, %q_11, %cst_4 : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>
    %q_13 = ttg.local_alloc %q_12 : (tensor<64x128xf16, #blocked_1x8_2x16_4x1_o10>) -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c>
    %k_ptrs = tt.expand_dims %offs_m_0 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_4x1_o10}>> -> tensor<64x1xi32, #blocked_1x8_2x16_4x1_o10>
    %k_ptrs_0 = tt.splat %stride_kn : i32 -> tensor<64x1xi32, #blocked_1x8_2x16_4x1_o10>
    %k_ptrs_1 = arith.muli %k_ptrs, %k_ptrs_0 : tensor<64x1xi32, #blocked_1x8_2x16_4x1_o10>
    %k_ptrs_2 = tt.splat %k_base_4 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>
    %k_ptrs_3 = tt.addptr %k_ptrs_2, %k_ptrs_1 : tensor<64x1x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>, tensor<64x1xi32, #blocked_1x8_2x16_4x1_o10>
    %k_ptrs_4 = tt.broadcast %k_ptrs_3 : tensor<64x1x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10> -> tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>
    %k_ptrs_5 = tt.addptr %k_ptrs_4, %q_9 : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>, tensor<64x128xi32, #blocked_1x8_2x16_4x1_o10>
    %v_ptrs = tt.splat %stride_vn : i32 -> tensor<64x1xi32, #blocked_1x8_2x16_4x1_o10>
    %v_ptrs_0 = arith.muli %k_ptrs, %v_ptrs : tensor<64x1xi32, #blocked_1x8_2x16_4x1_o10>
    %v_ptrs_1 = tt.splat %v_base_4 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>
    %v_ptrs_2 = tt.addptr %v_ptrs_1, %v_ptrs_0 : tensor<64x1x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>, tensor<64x1xi32, #blocked_1x8_2x16_4x1_o10>
    %v_ptrs_3 = tt.broadcast %v_ptrs_2 : tensor<64x1x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10> -> tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>
    %v_ptrs_4 = tt.addptr %v_ptrs_3, %q_9 : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>, tensor<64x128xi32, #blocked_1x8_2x16_4x1_o10>
    %m_ij = tt.splat %qk_scale : f32 -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>>
    %qk = tt.splat %qk_scale : f32 -> tensor<64x64xf32, #mma_fbc6cf>
    %k_ptrs_6 = arith.muli %stride_kn, %c64_i32 : i32
    %k_ptrs_7 = tt.splat %k_ptrs_6 : i32 -> tensor<64x128xi32, #blocked_1x8_2x16_4x1_o10>
    %v_ptrs_5 = arith.muli %stride_vn, %c64_i32 : i32
    %v_ptrs_6 = tt.splat %v_ptrs_5 : i32 -> tensor<64x128xi32, #blocked_1x8_2x16_4x1_o10>
    %k = ttg.local_alloc : () -> !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v = ttg.local_alloc : () -> !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v_ptrs_7 = arith.cmpi sgt, %offs_m, %c0_i32 : i32
    %k_0 = ttg.memdesc_index %k[%c0_i32] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v_ptrs_8 = tt.splat %v_ptrs_7 : i1 -> tensor<64x128xi1, #blocked_1x8_2x16_4x1_o10>
    %k_1 = ttg.async_copy_global_to_local %k_ptrs_5, %k_0 mask %v_ptrs_8 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10> -> <64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %k_2 = ttg.async_commit_group tokens %k_1
    %v_0 = ttg.memdesc_index %v[%c0_i32] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v_1 = ttg.async_copy_global_to_local %v_ptrs_4, %v_0 mask %v_ptrs_8 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10> -> <64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v_2 = ttg.async_commit_group tokens %v_1
    %v_ptrs_9 = arith.cmpi sgt, %offs_m, %c64_i32 : i32
    %k_ptrs_8 = tt.addptr %k_ptrs_5, %k_ptrs_7 : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>, tensor<64x128xi32, #blocked_1x8_2x16_4x1_o10>
    %v_ptrs_10 = tt.addptr %v_ptrs_4, %v_ptrs_6 : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>, tensor<64x128xi32, #blocked_1x8_2x16_4x1_o10>
    %k_3 = ttg.memdesc_index %k[%c1_i32] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v_ptrs_11 = tt.splat %v_ptrs_9 : i1 -> tensor<64x128xi1, #blocked_1x8_2x16_4x1_o10>
    %k_4 = ttg.async_copy_global_to_local %k_ptrs_8, %k_3 mask %v_ptrs_11 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10> -> <64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %k_5 = ttg.async_commit_group tokens %k_4
    %v_3 = ttg.memdesc_index %v[%c1_i32] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v_4 = ttg.async_copy_global_to_local %v_ptrs_10, %v_3 mask %v_ptrs_11 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10> -> <64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v_5 = ttg.async_commit_group tokens %v_4
    %v_ptrs_12:11 = scf.for %v_ptrs_13 = %c0_i32 to %offs_m step %c64_i32 iter_args(%acc = %cst_1, %l_i = %cst_0, %m_i = %cst, %k_ptrs_9 = %k_ptrs_8, %v_ptrs_14 = %v_ptrs_10, %v_ptrs_15 = %c1_i32, %v_ptrs_16 = %c-1_i32, %k_6 = %k_2, %k_7 = %k_5, %v_6 = %v_2, %v_7 = %v_5) -> (tensor<64x128xf32, #mma_a8506c>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>>, tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>, tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token)  : i32 {
      %v_ptrs_17 = arith.subi %offs_m, %c128_i32 : i32
      %v_ptrs_18 = arith.cmpi slt, %v_ptrs_13, %v_ptrs_17 : i32
      %v_ptrs_19 = arith.addi %v_ptrs_16, %c1_i32 : i32
      %v_ptrs_20 = arith.cmpi sge, %v_ptrs_19, %c3_i32 : i32
      %v_ptrs_21 = arith.select %v_ptrs_20, %c0_i32, %v_ptrs_19 : i32
      %k_8 = ttg.async_wait %k_6, %v_6 {num = 2 : i32}
      %k_9 = ttg.memdesc_index %k[%v_ptrs_21] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %qk_0 = ttg.memdesc_trans %k_9 {order = array<i32: 1, 0>} : !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_6f9d86, #smem_d51a3c, mutable>
      ttng.fence_async_shared {bCluster = false}
      %qk_1 = ttng.warp_group_dot %q_13, %qk_0, %cst_5 {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c> * !ttg.memdesc<128x64xf16, #shared_6f9d86, #smem_d51a3c, mutable> -> tensor<64x64xf32, #mma_fbc6cf>
      %qk_2:4 = ttng.warp_group_dot_wait %qk_1, %q_13, %qk_0, %acc {pendings = 0 : i32} : tensor<64x64xf32, #mma_fbc6cf>, !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c>, !ttg.memdesc<128x64xf16, #shared_6f9d86, #smem_d51a3c, mutable>, tensor<64x128xf32, #mma_a8506c>
      %m_ij_0 = "tt.reduce"(%qk_2#0) <{axis = 1 : i32}> ({
      ^bb0(%m_ij_1: f32, %m_ij_2: f32):
        %m_ij_3 = arith.maxnumf %m_ij_1, %m_ij_2 : f32
        tt.reduce.return %m_ij_3 : f32
      }) : (tensor<64x64xf32, #mma_fbc6cf>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>>
      %m_ij_4 = arith.mulf %m_ij_0, %m_ij : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>>
      %m_ij_5 = arith.maxnumf %m_i, %m_ij_4 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>>
      %qk_3 = arith.mulf %qk_2#0, %qk : tensor<64x64xf32, #mma_fbc6cf>
      %qk_4 = tt.expand_dims %m_ij_5 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>> -> tensor<64x1xf32, #mma_fbc6cf>
      %qk_5 = tt.broadcast %qk_4 : tensor<64x1xf32, #mma_fbc6cf> -> tensor<64x64xf32, #mma_fbc6cf>
      %qk_6 = arith.subf %qk_3, %qk_5 : tensor<64x64xf32, #mma_fbc6cf>
      %p = math.exp2 %qk_6 : tensor<64x64xf32, #mma_fbc6cf>
      %alpha = arith.subf %m_i, %m_ij_5 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>>
      %alpha_0 = math.exp2 %alpha : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>>
      %l_i_0 = arith.mulf %l_i, %alpha_0 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>>
      %l_i_1 = "tt.reduce"(%p) <{axis = 1 : i32}> ({
      ^bb0(%l_i_2: f32, %l_i_3: f32):
        %l_i_4 = arith.addf %l_i_2, %l_i_3 : f32
        tt.reduce.return %l_i_4 : f32
      }) : (tensor<64x64xf32, #mma_fbc6cf>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>>
      %l_i_5 = arith.addf %l_i_0, %l_i_1 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>>
      %acc_0 = tt.expand_dims %alpha_0 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>> -> tensor<64x1xf32, #mma_fbc6cf>
      %acc_1 = tt.broadcast %acc_0 : tensor<64x1xf32, #mma_fbc6cf> -> tensor<64x128xf32, #mma_a8506c>
      %acc_2 = arith.mulf %qk_2#3, %acc_1 : tensor<64x128xf32, #mma_a8506c>
      %v_8 = ttg.memdesc_index %v[%v_ptrs_21] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %acc_3 = arith.truncf %p : tensor<64x64xf32, #mma_fbc6cf> to tensor<64x64xf16, #mma_fbc6cf>
      %acc_4 = ttg.convert_layout %acc_3 : tensor<64x64xf16, #mma_fbc6cf> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_a8506c, kWidth = 2}>>
      ttng.fence_async_shared {bCluster = false}
      %acc_5 = ttng.warp_group_dot %acc_4, %v_8, %acc_2 {inputPrecision = 0 : i32, isAsync = true} : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_a8506c, kWidth = 2}>> * !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> tensor<64x128xf32, #mma_a8506c>
      %k_ptrs_10 = tt.addptr %k_ptrs_9, %k_ptrs_7 : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>, tensor<64x128xi32, #blocked_1x8_2x16_4x1_o10>
      %v_ptrs_22 = tt.addptr %v_ptrs_14, %v_ptrs_6 : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>, tensor<64x128xi32, #blocked_1x8_2x16_4x1_o10>
      %v_ptrs_23 = arith.addi %v_ptrs_15, %c1_i32 : i32
      %v_ptrs_24 = arith.cmpi sge, %v_ptrs_23, %c3_i32 : i32
      %v_ptrs_25 = arith.select %v_ptrs_24, %c0_i32, %v_ptrs_23 : i32
      %k_10 = ttg.memdesc_index %k[%v_ptrs_25] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %v_ptrs_26 = tt.splat %v_ptrs_18 : i1 -> tensor<64x128xi1, #blocked_1x8_2x16_4x1_o10>
      %k_11 = ttg.async_copy_global_to_local %k_ptrs_10, %k_10 mask %v_ptrs_26 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10> -> <64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %k_12 = ttg.async_commit_group tokens %k_11
      %v_9 = ttg.memdesc_index %v[%v_ptrs_25] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %v_10 = ttg.async_copy_global_to_local %v_ptrs_22, %v_9 mask %v_ptrs_26 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10> -> <64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %v_11 = ttg.async_commit_group tokens %v_10
      scf.yield %acc_5, %l_i_5, %m_ij_5, %k_ptrs_10, %v_ptrs_22, %v_ptrs_25, %v_ptrs_21, %k_7, %k_12, %v_7, %v_11 : tensor<64x128xf32, #mma_a8506c>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>>, tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>, tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token
    }
    %v_ptrs_27 = ttng.warp_group_dot_wait %v_ptrs_12#0 {pendings = 0 : i32} : tensor<64x128xf32, #mma_a8506c>
    %v_ptrs_28 = ttg.async_wait {num = 0 : i32}
    ttg.local_dealloc %v : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    ttg.local_dealloc %k : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %hi = arith.addi %start_m_2, %c1_i32 : i32
    %hi_0 = arith.muli %hi, %c64_i32 : i32
    %k_ptrs_11 = arith.muli %q_0, %k_ptrs_0 : tensor<64x1xi32, #blocked_1x8_2x16_4x1_o10>
    %k_ptrs_12 = tt.addptr %k_ptrs_2, %k_ptrs_11 : tensor<64x1x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>, tensor<64x1xi32, #blocked_1x8_2x16_4x1_o10>
    %k_ptrs_13 = tt.broadcast %k_ptrs_12 : tensor<64x1x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10> -> tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>
    %k_ptrs_14 = tt.addptr %k_ptrs_13, %q_9 : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>, tensor<64x128xi32, #blocked_1x8_2x16_4x1_o10>
    %v_ptrs_29 = arith.muli %q_0, %v_ptrs : tensor<64x1xi32, #blocked_1x8_2x16_4x1_o10>
    %v_ptrs_30 = tt.addptr %v_ptrs_1, %v_ptrs_29 : tensor<64x1x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>, tensor<64x1xi32, #blocked_1x8_2x16_4x1_o10>
    %v_ptrs_31 = tt.broadcast %v_ptrs_30 : tensor<64x1x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10> -> tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>
    %v_ptrs_32 = tt.addptr %v_ptrs_31, %q_9 : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>, tensor<64x128xi32, #blocked_1x8_2x16_4x1_o10>
    %mask = tt.broadcast %q_1 : tensor<64x1xi32, #mma_fbc6cf> -> tensor<64x64xi32, #mma_fbc6cf>
    %k_13 = ttg.local_alloc : () -> !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v_12 = ttg.local_alloc : () -> !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v_ptrs_33 = arith.cmpi slt, %offs_m, %hi_0 : i32
    %k_14 = ttg.memdesc_index %k_13[%c0_i32] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v_ptrs_34 = tt.splat %v_ptrs_33 : i1 -> tensor<64x128xi1, #blocked_1x8_2x16_4x1_o10>
    %v_ptrs_35 = arith.andi %v_ptrs_34, %q_11 : tensor<64x128xi1, #blocked_1x8_2x16_4x1_o10>
    %k_15 = ttg.async_copy_global_to_local %k_ptrs_14, %k_14 mask %v_ptrs_35 other %cst_4 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10> -> <64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %k_16 = ttg.async_commit_group tokens %k_15
    %v_13 = ttg.memdesc_index %v_12[%c0_i32] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v_14 = ttg.async_copy_global_to_local %v_ptrs_32, %v_13 mask %v_ptrs_35 other %cst_4 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10> -> <64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v_15 = ttg.async_commit_group tokens %v_14
    %v_ptrs_36 = arith.addi %offs_m, %c64_i32 : i32
    %v_ptrs_37 = arith.cmpi slt, %v_ptrs_36, %hi_0 : i32
    %k_ptrs_15 = tt.addptr %k_ptrs_14, %k_ptrs_7 : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>, tensor<64x128xi32, #blocked_1x8_2x16_4x1_o10>
    %v_ptrs_38 = tt.addptr %v_ptrs_32, %v_ptrs_6 : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>, tensor<64x128xi32, #blocked_1x8_2x16_4x1_o10>
    %offs_key = tt.splat %v_ptrs_36 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_4x1_o10}>>
    %offs_key_0 = arith.addi %offs_key, %offs_m_0 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_4x1_o10}>>
    %key_ok = arith.cmpi slt, %offs_key_0, %row_ok : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_4x1_o10}>>
    %k_17 = tt.expand_dims %key_ok {axis = 1 : i32} : tensor<64xi1, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_4x1_o10}>> -> tensor<64x1xi1, #blocked_1x8_2x16_4x1_o10>
    %k_18 = tt.broadcast %k_17 : tensor<64x1xi1, #blocked_1x8_2x16_4x1_o10> -> tensor<64x128xi1, #blocked_1x8_2x16_4x1_o10>
    %k_19 = ttg.memdesc_index %k_13[%c1_i32] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v_ptrs_39 = tt.splat %v_ptrs_37 : i1 -> tensor<64x128xi1, #blocked_1x8_2x16_4x1_o10>
    %v_ptrs_40 = arith.andi %v_ptrs_39, %k_18 : tensor<64x128xi1, #blocked_1x8_2x16_4x1_o10>
    %k_20 = ttg.async_copy_global_to_local %k_ptrs_15, %k_19 mask %v_ptrs_40 other %cst_4 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10> -> <64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %k_21 = ttg.async_commit_group tokens %k_20
    %v_16 = ttg.memdesc_index %v_12[%c1_i32] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v_17 = ttg.async_copy_global_to_local %v_ptrs_38, %v_16 mask %v_ptrs_40 other %cst_4 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10> -> <64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v_18 = ttg.async_commit_group tokens %v_17
    %v_ptrs_41:11 = scf.for %v_ptrs_13 = %offs_m to %hi_0 step %c64_i32 iter_args(%v_ptrs_42 = %v_ptrs_27, %v_ptrs_14 = %v_ptrs_12#1, %v_ptrs_15 = %v_ptrs_12#2, %k_ptrs_16 = %k_ptrs_15, %v_ptrs_43 = %v_ptrs_38, %v_ptrs_44 = %c1_i32, %v_ptrs_45 = %c-1_i32, %k_22 = %k_16, %k_23 = %k_21, %v_19 = %v_15, %v_20 = %v_18) -> (tensor<64x128xf32, #mma_a8506c>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>>, tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>, tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token)  : i32 {
      %v_ptrs_20 = arith.subi %hi_0, %c128_i32 : i32
      %v_ptrs_21 = arith.cmpi slt, %v_ptrs_13, %v_ptrs_20 : i32
      %v_ptrs_46 = arith.addi %v_ptrs_45, %c1_i32 : i32
      %v_ptrs_47 = arith.cmpi sge, %v_ptrs_46, %c3_i32 : i32
      %v_ptrs_48 = arith.select %v_ptrs_47, %c0_i32, %v_ptrs_46 : i32
      %offs_key_1 = tt.splat %v_ptrs_13 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma_fbc6cf}>>
      %offs_key_2 = arith.addi %offs_key_1, %offs_m_2 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma_fbc6cf}>>
      %key_ok_0 = arith.cmpi slt, %offs_key_2, %row_ok_0 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma_fbc6cf}>>
      %k_24 = ttg.async_wait %k_22, %v_19 {num = 2 : i32}
      %k_25 = ttg.memdesc_index %k_13[%v_ptrs_48] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %qk_3 = ttg.memdesc_trans %k_25 {order = array<i32: 1, 0>} : !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_6f9d86, #smem_d51a3c, mutable>
      ttng.fence_async_shared {bCluster = false}
      %qk_4 = ttng.warp_group_dot %q_13, %qk_3, %cst_5 {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c> * !ttg.memdesc<128x64xf16, #shared_6f9d86, #smem_d51a3c, mutable> -> tensor<64x64xf32, #mma_fbc6cf>
      %qk_5:4 = ttng.warp_group_dot_wait %qk_4, %q_13, %qk_3, %v_ptrs_42 {pendings = 0 : i32} : tensor<64x64xf32, #mma_fbc6cf>, !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c>, !ttg.memdesc<128x64xf16, #shared_6f9d86, #smem_d51a3c, mutable>, tensor<64x128xf32, #mma_a8506c>
      %mask_0 = tt.expand_dims %offs_key_2 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma_fbc6cf}>> -> tensor<1x64xi32, #mma_fbc6cf>
      %mask_1 = tt.broadcast %mask_0 : tensor<1x64xi32, #mma_fbc6cf> -> tensor<64x64xi32, #mma_fbc6cf>
      %mask_2 = arith.cmpi sge, %mask, %mask_1 : tensor<64x64xi32, #mma_fbc6cf>
      %mask_3 = tt.expand_dims %key_ok_0 {axis = 0 : i32} : tensor<64xi1, #ttg.slice<{dim = 0, parent = #mma_fbc6cf}>> -> tensor<1x64xi1, #mma_fbc6cf>
      %mask_4 = tt.broadcast %mask_3 : tensor<1x64xi1, #mma_fbc6cf> -> tensor<64x64xi1, #mma_fbc6cf>
      %mask_5 = arith.andi %mask_2, %mask_4 : tensor<64x64xi1, #mma_fbc6cf>
      %qk_7 = arith.mulf %qk_5#0, %qk : tensor<64x64xf32, #mma_fbc6cf>
      %qk_8 = arith.select %mask_5, %qk_7, %cst_2 : tensor<64x64xi1, #mma_fbc6cf>, tensor<64x64xf32, #mma_fbc6cf>
      %m_ij_6 = "tt.reduce"(%qk_8) <{axis = 1 : i32}> ({
      ^bb0(%m_ij_7: f32, %m_ij_8: f32):
        %m_ij_9 = arith.maxnumf %m_ij_7, %m_ij_8 : f32
        tt.reduce.return %m_ij_9 : f32
      }) : (tensor<64x64xf32, #mma_fbc6cf>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>>
      %m_ij_10 = arith.maxnumf %v_ptrs_15, %m_ij_6 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>>
      %qk_9 = tt.expand_dims %m_ij_10 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>> -> tensor<64x1xf32, #mma_fbc6cf>
      %qk_10 = tt.broadcast %qk_9 : tensor<64x1xf32, #mma_fbc6cf> -> tensor<64x64xf32, #mma_fbc6cf>
      %qk_11 = arith.subf %qk_8, %qk_10 : tensor<64x64xf32, #mma_fbc6cf>
      %p = math.exp2 %qk_11 : tensor<64x64xf32, #mma_fbc6cf>
      %alpha = arith.subf %v_ptrs_15, %m_ij_10 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>>
      %alpha_1 = math.exp2 %alpha : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>>
      %l_i = arith.mulf %v_ptrs_14, %alpha_1 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>>
      %l_i_6 = "tt.reduce"(%p) <{axis = 1 : i32}> ({
      ^bb0(%l_i_7: f32, %l_i_8: f32):
        %l_i_9 = arith.addf %l_i_7, %l_i_8 : f32
        tt.reduce.return %l_i_9 : f32
      }) : (tensor<64x64xf32, #mma_fbc6cf>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>>
      %l_i_10 = arith.addf %l_i, %l_i_6 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>>
      %acc = tt.expand_dims %alpha_1 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>> -> tensor<64x1xf32, #mma_fbc6cf>
      %acc_6 = tt.broadcast %acc : tensor<64x1xf32, #mma_fbc6cf> -> tensor<64x128xf32, #mma_a8506c>
      %acc_7 = arith.mulf %qk_5#3, %acc_6 : tensor<64x128xf32, #mma_a8506c>
      %v_21 = ttg.memdesc_index %v_12[%v_ptrs_48] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %acc_8 = arith.truncf %p : tensor<64x64xf32, #mma_fbc6cf> to tensor<64x64xf16, #mma_fbc6cf>
      %acc_9 = ttg.convert_layout %acc_8 : tensor<64x64xf16, #mma_fbc6cf> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_a8506c, kWidth = 2}>>
      ttng.fence_async_shared {bCluster = false}
      %acc_10 = ttng.warp_group_dot %acc_9, %v_21, %acc_7 {inputPrecision = 0 : i32, isAsync = true} : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_a8506c, kWidth = 2}>> * !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> tensor<64x128xf32, #mma_a8506c>
      %k_ptrs_17 = tt.addptr %k_ptrs_16, %k_ptrs_7 : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>, tensor<64x128xi32, #blocked_1x8_2x16_4x1_o10>
      %v_ptrs_49 = tt.addptr %v_ptrs_43, %v_ptrs_6 : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>, tensor<64x128xi32, #blocked_1x8_2x16_4x1_o10>
      %v_ptrs_50 = arith.addi %v_ptrs_44, %c1_i32 : i32
      %v_ptrs_51 = arith.cmpi sge, %v_ptrs_50, %c3_i32 : i32
      %v_ptrs_52 = arith.select %v_ptrs_51, %c0_i32, %v_ptrs_50 : i32
      %v_ptrs_53 = arith.addi %v_ptrs_13, %c128_i32 : i32
      %offs_key_3 = tt.splat %v_ptrs_53 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_4x1_o10}>>
      %offs_key_4 = arith.addi %offs_key_3, %offs_m_0 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_4x1_o10}>>
      %key_ok_1 = arith.cmpi slt, %offs_key_4, %row_ok : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_4x1_o10}>>
      %k_26 = tt.expand_dims %key_ok_1 {axis = 1 : i32} : tensor<64xi1, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_4x1_o10}>> -> tensor<64x1xi1, #blocked_1x8_2x16_4x1_o10>
      %k_27 = tt.broadcast %k_26 : tensor<64x1xi1, #blocked_1x8_2x16_4x1_o10> -> tensor<64x128xi1, #blocked_1x8_2x16_4x1_o10>
      %k_28 = ttg.memdesc_index %k_13[%v_ptrs_52] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %v_ptrs_54 = tt.splat %v_ptrs_21 : i1 -> tensor<64x128xi1, #blocked_1x8_2x16_4x1_o10>
      %v_ptrs_55 = arith.andi %v_ptrs_54, %k_27 : tensor<64x128xi1, #blocked_1x8_2x16_4x1_o10>
      %k_29 = ttg.async_copy_global_to_local %k_ptrs_17, %k_28 mask %v_ptrs_55 other %cst_4 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10> -> <64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %k_30 = ttg.async_commit_group tokens %k_29
      %v_22 = ttg.memdesc_index %v_12[%v_ptrs_52] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %v_23 = ttg.async_copy_global_to_local %v_ptrs_49, %v_22 mask %v_ptrs_55 other %cst_4 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10> -> <64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %v_24 = ttg.async_commit_group tokens %v_23
      scf.yield %acc_10, %l_i_10, %m_ij_10, %k_ptrs_17, %v_ptrs_49, %v_ptrs_52, %v_ptrs_48, %k_23, %k_30, %v_20, %v_24 : tensor<64x128xf32, #mma_a8506c>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>>, tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>, tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token
    }
    %v_ptrs_56 = ttng.warp_group_dot_wait %v_ptrs_41#0 {pendings = 0 : i32} : tensor<64x128xf32, #mma_a8506c>
    %v_ptrs_57 = ttg.async_wait {num = 0 : i32}
    ttg.local_dealloc %v_12 : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    ttg.local_dealloc %k_13 : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %out = tt.expand_dims %v_ptrs_41#1 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma_fbc6cf}>> -> tensor<64x1xf32, #mma_fbc6cf>
    %out_0 = tt.broadcast %out : tensor<64x1xf32, #mma_fbc6cf> -> tensor<64x128xf32, #mma_a8506c>
    %out_1 = arith.divf %v_ptrs_56, %out_0 : tensor<64x128xf32, #mma_a8506c>
    %o_ptrs = tt.splat %stride_om : i32 -> tensor<64x1xi32, #blocked_1x8_2x16_4x1_o10>
    %o_ptrs_0 = arith.muli %q_0, %o_ptrs : tensor<64x1xi32, #blocked_1x8_2x16_4x1_o10>
    %o_ptrs_1 = tt.splat %o_base_4 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>
    %o_ptrs_2 = tt.addptr %o_ptrs_1, %o_ptrs_0 : tensor<64x1x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>, tensor<64x1xi32, #blocked_1x8_2x16_4x1_o10>
    %o_ptrs_3 = tt.broadcast %o_ptrs_2 : tensor<64x1x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10> -> tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>
    %o_ptrs_4 = tt.addptr %o_ptrs_3, %q_9 : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>, tensor<64x128xi32, #blocked_1x8_2x16_4x1_o10>
    %0 = arith.truncf %out_1 : tensor<64x128xf32, #mma_a8506c> to tensor<64x128xf16, #mma_a8506c>
    %1 = ttg.convert_layout %0 : tensor<64x128xf16, #mma_a8506c> -> tensor<64x128xf16, #blocked_1x8_2x16_4x1_o10>
    tt.store %o_ptrs_4, %1, %q_11 : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_4x1_o10>
    tt.return
  }
}
