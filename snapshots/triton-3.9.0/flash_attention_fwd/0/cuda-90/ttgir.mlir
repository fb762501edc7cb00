// flash_attention_fwd config 0 (BLOCK_M=128 BLOCK_N=64 num_warps=8 num_stages=3) on cuda:90, normalized
#blocked_1x8_2x16_8x1_o10 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#mma_978986 = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 128, 16]}>
#mma_f36dd0 = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 64, 16]}>
#shared_0c2569 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared_6f9d86 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#smem_d51a3c = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @flash_attention_fwd_kernel(%Q: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %K: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %V: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %Out: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %sm_scale: f32, %stride_qz: i32 {tt.divisibility = 16 : i32}, %stride_qh: i32 {tt.divisibility = 16 : i32}, %stride_kz: i32 {tt.divisibility = 16 : i32}, %stride_kh: i32 {tt.divisibility = 16 : i32}, %stride_vz: i32 {tt.divisibility = 16 : i32}, %stride_vh: i32 {tt.divisibility = 16 : i32}, %stride_oz: i32 {tt.divisibility = 16 : i32}, %stride_oh: i32 {tt.divisibility = 16 : i32}, %H: i32 {tt.divisibility = 16 : i32}, %N_CTX: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<-1.000000e+06> : tensor<128x64xf32, #mma_f36dd0>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma_978986>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>>
    %cst_2 = arith.constant dense<0xFF800000> : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>>
    %c0_i32 = arith.constant 0 : i32
    %c64_i32 = arith.constant 64 : i32
    %c1_i32 = arith.constant 1 : i32
    %c128_i32 = arith.constant 128 : i32
    %cst_3 = arith.constant 1.44269502 : f32
    %cst_4 = arith.constant dense<128> : tensor<128x1xi32, #blocked_1x8_2x16_8x1_o10>
    %cst_5 = arith.constant dense<8192> : tensor<64x128xi32, #blocked_1x8_2x16_8x1_o10>
    %cst_6 = arith.constant dense<128> : tensor<64x1xi32, #blocked_1x8_2x16_8x1_o10>
    %cst_7 = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #mma_f36dd0>
    %c-1_i32 = arith.constant -1 : i32
    %c3_i32 = arith.constant 3 : i32
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
    %offs_m_1 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>>
    %offs_m_2 = tt.splat %offs_m : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
    %offs_m_3 = tt.splat %offs_m : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>>
    %offs_m_4 = arith.addi %offs_m_2, %offs_m_0 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
    %offs_m_5 = arith.addi %offs_m_3, %offs_m_1 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>>
    %offs_n = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
    %offs_n_0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma_f36dd0}>>
    %qk_scale = arith.mulf %sm_scale, %cst_3 : f32
    %q_ptrs = tt.expand_dims %offs_m_4 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>> -> tensor<128x1xi32, #blocked_1x8_2x16_8x1_o10>
    %q_ptrs_0 = tt.expand_dims %offs_m_5 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>> -> tensor<128x1xi32, #mma_f36dd0>
    %q_ptrs_1 = arith.muli %q_ptrs, %cst_4 : tensor<128x1xi32, #blocked_1x8_2x16_8x1_o10>
    %q_ptrs_2 = tt.splat %q_base_6 : !tt.ptr<f16> -> tensor<128x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    %q_ptrs_3 = tt.addptr %q_ptrs_2, %q_ptrs_1 : tensor<128x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x1xi32, #blocked_1x8_2x16_8x1_o10>
    %q_ptrs_4 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>>
    %q_ptrs_5 = tt.expand_dims %q_ptrs_4 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>> -> tensor<1x128xi32, #blocked_1x8_2x16_8x1_o10>
    %q_ptrs_6 = tt.broadcast %q_ptrs_3 : tensor<128x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    %q_ptrs_7 = tt.broadcast %q_ptrs_5 : tensor<1x128xi32, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128xi32, #blocked_1x8_2x16_8x1_o10>
    %q_ptrs_8 = tt.addptr %q_ptrs_6, %q_ptrs_7 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x128xi32, #blocked_1x8_2x16_8x1_o10>
    %q = tt.load %q_ptrs_8 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    %q_0 = ttg.local_alloc %q : (tensor<128x128xf16, #blocked_1x8_2x16_8x1_o10>) -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c>
    %k_ptrs = tt.expand_dims %offs_n {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>> -> tensor<64x1xi32, #blocked_1x8_2x16_8x1_o10>
    %k_ptrs_0 = arith.muli %k_ptrs, %cst_6 : tensor<64x1xi32, #blocked_1x8_2x16_8x1_o10>
    %k_ptrs_1 = tt.splat %k_base_4 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    %k_ptrs_2 = tt.addptr %k_ptrs_1, %k_ptrs_0 : tensor<64x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<64x1xi32, #blocked_1x8_2x16_8x1_o10>
    %k_ptrs_3 = tt.broadcast %k_ptrs_2 : tensor<64x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    %k_ptrs_4 = tt.broadcast %q_ptrs_5 : tensor<1x128xi32, #blocked_1x8_2x16_8x1_o10> -> tensor<64x128xi32, #blocked_1x8_2x16_8x1_o10>
    %k_ptrs_5 = tt.addptr %k_ptrs_3, %k_ptrs_4 : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<64x128xi32, #blocked_1x8_2x16_8x1_o10>
    %v_ptrs = tt.splat %v_base_4 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    %v_ptrs_0 = tt.addptr %v_ptrs, %k_ptrs_0 : tensor<64x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<64x1xi32, #blocked_1x8_2x16_8x1_o10>
    %v_ptrs_1 = tt.broadcast %v_ptrs_0 : tensor<64x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    %v_ptrs_2 = tt.addptr %v_ptrs_1, %k_ptrs_4 : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<64x128xi32, #blocked_1x8_2x16_8x1_o10>
    %m_ij = tt.splat %qk_scale : f32 -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>>
    %qk = tt.splat %qk_scale : f32 -> tensor<128x64xf32, #mma_f36dd0>
    %k = ttg.local_alloc : () -> !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v = ttg.local_alloc : () -> !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v_ptrs_3 = arith.cmpi sgt, %offs_m, %c0_i32 : i32
    %k_0 = ttg.memdesc_index %k[%c0_i32] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v_ptrs_4 = tt.splat %v_ptrs_3 : i1 -> tensor<64x128xi1, #blocked_1x8_2x16_8x1_o10>
    %k_1 = ttg.async_copy_global_to_local %k_ptrs_5, %k_0 mask %v_ptrs_4 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> <64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %k_2 = ttg.async_commit_group tokens %k_1
    %v_0 = ttg.memdesc_index %v[%c0_i32] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v_1 = ttg.async_copy_global_to_local %v_ptrs_2, %v_0 mask %v_ptrs_4 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> <64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v_2 = ttg.async_commit_group tokens %v_1
    %v_ptrs_5 = arith.cmpi sgt, %offs_m, %c64_i32 : i32
    %k_ptrs_6 = tt.addptr %k_ptrs_5, %cst_5 : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<64x128xi32, #blocked_1x8_2x16_8x1_o10>
    %v_ptrs_6 = tt.addptr %v_ptrs_2, %cst_5 : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<64x128xi32, #blocked_1x8_2x16_8x1_o10>
    %k_3 = ttg.memdesc_index %k[%c1_i32] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v_ptrs_7 = tt.splat %v_ptrs_5 : i1 -> tensor<64x128xi1, #blocked_1x8_2x16_8x1_o10>
    %k_4 = ttg.async_copy_global_to_local %k_ptrs_6, %k_3 mask %v_ptrs_7 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> <64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %k_5 = ttg.async_commit_group tokens %k_4
    %v_3 = ttg.memdesc_index %v[%c1_i32] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v_4 = ttg.async_copy_global_to_local %v_ptrs_6, %v_3 mask %v_ptrs_7 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> <64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v_5 = ttg.async_commit_group tokens %v_4
    %v_ptrs_8:11 = scf.for %v_ptrs_9 = %c0_i32 to %offs_m step %c64_i32 iter_args(%acc = %cst_0, %l_i = %cst_1, %m_i = %cst_2, %k_ptrs_7 = %k_ptrs_6, %v_ptrs_10 = %v_ptrs_6, %v_ptrs_11 = %c1_i32, %v_ptrs_12 = %c-1_i32, %k_6 = %k_2, %k_7 = %k_5, %v_6 = %v_2, %v_7 = %v_5) -> (tensor<128x128xf32, #mma_978986>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>>, tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token)  : i32 {
      %v_ptrs_13 = arith.subi %offs_m, %c128_i32 : i32
      %v_ptrs_14 = arith.cmpi slt, %v_ptrs_9, %v_ptrs_13 : i32
      %v_ptrs_15 = arith.addi %v_ptrs_12, %c1_i32 : i32
      %v_ptrs_16 = arith.cmpi sge, %v_ptrs_15, %c3_i32 : i32
      %v_ptrs_17 = arith.select %v_ptrs_16, %c0_i32, %v_ptrs_15 : i32
      %k_8 = ttg.async_wait %k_6, %v_6 {num = 2 : i32}
      %k_9 = ttg.memdesc_index %k[%v_ptrs_17] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %qk_0 = ttg.memdesc_trans %k_9 {order = array<i32: 1, 0>} : !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_6f9d86, #smem_d51a3c, mutable>
      ttng.fence_async_shared {bCluster = false}
      %qk_1 = ttng.warp_group_dot %q_0, %qk_0, %cst_7 {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c> * !ttg.memdesc<128x64xf16, #shared_6f9d86, #smem_d51a3c, mutable> -> tensor<128x64xf32, #mma_f36dd0>
      %qk_2:4 = ttng.warp_group_dot_wait %qk_1, %q_0, %qk_0, %acc {pendings = 0 : i32} : tensor<128x64xf32, #mma_f36dd0>, !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c>, !ttg.memdesc<128x64xf16, #shared_6f9d86, #smem_d51a3c, mutable>, tensor<128x128xf32, #mma_978986>
      %m_ij_0 = "tt.reduce"(%qk_2#0) <{axis = 1 : i32}> ({
      ^bb0(%m_ij_1: f32, %m_ij_2: f32):
        %m_ij_3 = arith.maxnumf %m_ij_1, %m_ij_2 : f32
        tt.reduce.return %m_ij_3 : f32
      }) : (tensor<128x64xf32, #mma_f36dd0>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>>
      %m_ij_4 = arith.mulf %m_ij_0, %m_ij : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>>
      %m_ij_5 = arith.maxnumf %m_i, %m_ij_4 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>>
      %qk_3 = arith.mulf %qk_2#0, %qk : tensor<128x64xf32, #mma_f36dd0>
      %qk_4 = tt.expand_dims %m_ij_5 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>> -> tensor<128x1xf32, #mma_f36dd0>
      %qk_5 = tt.broadcast %qk_4 : tensor<128x1xf32, #mma_f36dd0> -> tensor<128x64xf32, #mma_f36dd0>
      %qk_6 = arith.subf %qk_3, %qk_5 : tensor<128x64xf32, #mma_f36dd0>
      %alpha = arith.subf %m_i, %m_ij_5 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>>
      %alpha_0 = math.exp2 %alpha : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>>
      %p = math.exp2 %qk_6 : tensor<128x64xf32, #mma_f36dd0>
      %0 = "tt.reduce"(%p) <{axis = 1 : i32}> ({
      ^bb0(%arg0: f32, %arg1: f32):
        %1 = arith.addf %arg0, %arg1 : f32
        tt.reduce.return %1 : f32
      }) : (tensor<128x64xf32, #mma_f36dd0>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>>
      %v_8 = ttg.memdesc_index %v[%v_ptrs_17] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %acc_0 = arith.truncf %p : tensor<128x64xf32, #mma_f36dd0> to tensor<128x64xf16, #mma_f36dd0>
      %acc_1 = tt.expand_dims %alpha_0 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>> -> tensor<128x1xf32, #mma_f36dd0>
      %acc_2 = tt.broadcast %acc_1 : tensor<128x1xf32, #mma_f36dd0> -> tensor<128x128xf32, #mma_978986>
      %acc_3 = arith.mulf %qk_2#3, %acc_2 : tensor<128x128xf32, #mma_978986>
      %acc_4 = ttg.convert_layout %acc_0 : tensor<128x64xf16, #mma_f36dd0> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_978986, kWidth = 2}>>
      ttng.fence_async_shared {bCluster = false}
      %acc_5 = ttng.warp_group_dot %acc_4, %v_8, %acc_3 {inputPrecision = 0 : i32, isAsync = true} : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_978986, kWidth = 2}>> * !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> tensor<128x128xf32, #mma_978986>
      %l_i_0 = arith.mulf %l_i, %alpha_0 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>>
      %l_i_1 = arith.addf %l_i_0, %0 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>>
      %k_ptrs_8 = tt.addptr %k_ptrs_7, %cst_5 : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<64x128xi32, #blocked_1x8_2x16_8x1_o10>
      %v_ptrs_18 = tt.addptr %v_ptrs_10, %cst_5 : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<64x128xi32, #blocked_1x8_2x16_8x1_o10>
      %v_ptrs_19 = arith.addi %v_ptrs_11, %c1_i32 : i32
      %v_ptrs_20 = arith.cmpi sge, %v_ptrs_19, %c3_i32 : i32
      %v_ptrs_21 = arith.select %v_ptrs_20, %c0_i32, %v_ptrs_19 : i32
      %k_10 = ttg.memdesc_index %k[%v_ptrs_21] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %v_ptrs_22 = tt.splat %v_ptrs_14 : i1 -> tensor<64x128xi1, #blocked_1x8_2x16_8x1_o10>
      %k_11 = ttg.async_copy_global_to_local %k_ptrs_8, %k_10 mask %v_ptrs_22 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> <64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %k_12 = ttg.async_commit_group tokens %k_11
      %v_9 = ttg.memdesc_index %v[%v_ptrs_21] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %v_10 = ttg.async_copy_global_to_local %v_ptrs_18, %v_9 mask %v_ptrs_22 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> <64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %v_11 = ttg.async_commit_group tokens %v_10
      scf.yield %acc_5, %l_i_1, %m_ij_5, %k_ptrs_8, %v_ptrs_18, %v_ptrs_21, %v_ptrs_17, %k_7, %k_12, %v_7, %v_11 : tensor<128x128xf32, #mma_978986>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>>, tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token
    }
    %v_ptrs_23 = ttng.warp_group_dot_wait %v_ptrs_8#0 {pendings = 0 : i32} : tensor<128x128xf32, #mma_978986>
    %v_ptrs_24 = ttg.async_wait {num = 0 : i32}
    ttg.local_dealloc %v : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    ttg.local_dealloc %k : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %hi = arith.addi %start_m_2, %c1_i32 : i32
    %hi_0 = arith.muli %hi, %c128_i32 : i32
    %k_ptrs_9 = tt.splat %offs_m : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
    %k_ptrs_10 = arith.addi %k_ptrs_9, %offs_n : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
    %k_ptrs_11 = tt.expand_dims %k_ptrs_10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>> -> tensor<64x1xi32, #blocked_1x8_2x16_8x1_o10>
    %k_ptrs_12 = arith.muli %k_ptrs_11, %cst_6 : tensor<64x1xi32, #blocked_1x8_2x16_8x1_o10>
    %k_ptrs_13 = tt.addptr %k_ptrs_1, %k_ptrs_12 : tensor<64x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<64x1xi32, #blocked_1x8_2x16_8x1_o10>
    %k_ptrs_14 = tt.broadcast %k_ptrs_13 : tensor<64x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    %k_ptrs_15 = tt.addptr %k_ptrs_14, %k_ptrs_4 : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<64x128xi32, #blocked_1x8_2x16_8x1_o10>
    %v_ptrs_25 = tt.addptr %v_ptrs, %k_ptrs_12 : tensor<64x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<64x1xi32, #blocked_1x8_2x16_8x1_o10>
    %v_ptrs_26 = tt.broadcast %v_ptrs_25 : tensor<64x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    %v_ptrs_27 = tt.addptr %v_ptrs_26, %k_ptrs_4 : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<64x128xi32, #blocked_1x8_2x16_8x1_o10>
    %mask = tt.broadcast %q_ptrs_0 : tensor<128x1xi32, #mma_f36dd0> -> tensor<128x64xi32, #mma_f36dd0>
    %k_13 = ttg.local_alloc : () -> !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v_12 = ttg.local_alloc : () -> !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v_ptrs_28 = arith.cmpi slt, %offs_m, %hi_0 : i32
    %k_14 = ttg.memdesc_index %k_13[%c0_i32] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v_ptrs_29 = tt.splat %v_ptrs_28 : i1 -> tensor<64x128xi1, #blocked_1x8_2x16_8x1_o10>
    %k_15 = ttg.async_copy_global_to_local %k_ptrs_15, %k_14 mask %v_ptrs_29 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> <64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %k_16 = ttg.async_commit_group tokens %k_15
    %v_13 = ttg.memdesc_index %v_12[%c0_i32] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v_14 = ttg.async_copy_global_to_local %v_ptrs_27, %v_13 mask %v_ptrs_29 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> <64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v_15 = ttg.async_commit_group tokens %v_14
    %v_ptrs_30 = arith.addi %offs_m, %c64_i32 : i32
    %v_ptrs_31 = arith.cmpi slt, %v_ptrs_30, %hi_0 : i32
    %k_ptrs_16 = tt.addptr %k_ptrs_15, %cst_5 : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<64x128xi32, #blocked_1x8_2x16_8x1_o10>
    %v_ptrs_32 = tt.addptr %v_ptrs_27, %cst_5 : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<64x128xi32, #blocked_1x8_2x16_8x1_o10>
    %k_17 = ttg.memdesc_index %k_13[%c1_i32] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v_ptrs_33 = tt.splat %v_ptrs_31 : i1 -> tensor<64x128xi1, #blocked_1x8_2x16_8x1_o10>
    %k_18 = ttg.async_copy_global_to_local %k_ptrs_16, %k_17 mask %v_ptrs_33 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> <64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %k_19 = ttg.async_commit_group tokens %k_18
    %v_16 = ttg.memdesc_index %v_12[%c1_i32] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v_17 = ttg.async_copy_global_to_local %v_ptrs_32, %v_16 mask %v_ptrs_33 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> <64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v_18 = ttg.async_commit_group tokens %v_17
    %v_ptrs_34:11 = scf.for %v_ptrs_9 = %offs_m to %hi_0 step %c64_i32 iter_args(%v_ptrs_35 = %v_ptrs_23, %v_ptrs_10 = %v_ptrs_8#1, %v_ptrs_11 = %v_ptrs_8#2, %k_ptrs_17 = %k_ptrs_16, %v_ptrs_36 = %v_ptrs_32, %v_ptrs_37 = %c1_i32, %v_ptrs_38 = %c-1_i32, %k_20 = %k_16, %k_21 = %k_19, %v_19 = %v_15, %v_20 = %v_18) -> (tensor<128x128xf32, #mma_978986>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>>, tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token)  : i32 {
      %v_ptrs_16 = arith.subi %hi_0, %c128_i32 : i32
      %v_ptrs_17 = arith.cmpi slt, %v_ptrs_9, %v_ptrs_16 : i32
      %v_ptrs_39 = arith.addi %v_ptrs_38, %c1_i32 : i32
      %v_ptrs_40 = arith.cmpi sge, %v_ptrs_39, %c3_i32 : i32
      %v_ptrs_41 = arith.select %v_ptrs_40, %c0_i32, %v_ptrs_39 : i32
      %offs_key = tt.splat %v_ptrs_9 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma_f36dd0}>>
      %offs_key_0 = arith.addi %offs_key, %offs_n_0 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma_f36dd0}>>
      %k_22 = ttg.async_wait %k_20, %v_19 {num = 2 : i32}
      %k_23 = ttg.memdesc_index %k_13[%v_ptrs_41] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %qk_7 = ttg.memdesc_trans %k_23 {order = array<i32: 1, 0>} : !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_6f9d86, #smem_d51a3c, mutable>
      ttng.fence_async_shared {bCluster = false}
      %qk_8 = ttng.warp_group_dot %q_0, %qk_7, %cst_7 {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c> * !ttg.memdesc<128x64xf16, #shared_6f9d86, #smem_d51a3c, mutable> -> tensor<128x64xf32, #mma_f36dd0>
      %qk_3:4 = ttng.warp_group_dot_wait %qk_8, %q_0, %qk_7, %v_ptrs_35 {pendings = 0 : i32} : tensor<128x64xf32, #mma_f36dd0>, !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c>, !ttg.memdesc<128x64xf16, #shared_6f9d86, #smem_d51a3c, mutable>, tensor<128x128xf32, #mma_978986>
      %mask_0 = tt.expand_dims %offs_key_0 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma_f36dd0}>> -> tensor<1x64xi32, #mma_f36dd0>
      %mask_1 = tt.broadcast %mask_0 : tensor<1x64xi32, #mma_f36dd0> -> tensor<128x64xi32, #mma_f36dd0>
      %mask_2 = arith.cmpi sge, %mask, %mask_1 : tensor<128x64xi32, #mma_f36dd0>
      %qk_9 = arith.mulf %qk_3#0, %qk : tensor<128x64xf32, #mma_f36dd0>
      %qk_10 = arith.select %mask_2, %qk_9, %cst : tensor<128x64xi1, #mma_f36dd0>, tensor<128x64xf32, #mma_f36dd0>
      %m_ij_6 = "tt.reduce"(%qk_10) <{axis = 1 : i32}> ({
      ^bb0(%m_ij_7: f32, %m_ij_8: f32):
        %m_ij_9 = arith.maxnumf %m_ij_7, %m_ij_8 : f32
        tt.reduce.return %m_ij_9 : f32
      }) : (tensor<128x64xf32, #mma_f36dd0>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>>
      %m_ij_10 = arith.maxnumf %v_ptrs_11, %m_ij_6 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>>
      %qk_11 = tt.expand_dims %m_ij_10 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>> -> tensor<128x1xf32, #mma_f36dd0>
      %qk_12 = tt.broadcast %qk_11 : tensor<128x1xf32, #mma_f36dd0> -> tensor<128x64xf32, #mma_f36dd0>
      %qk_13 = arith.subf %qk_10, %qk_12 : tensor<128x64xf32, #mma_f36dd0>
      %alpha = arith.subf %v_ptrs_11, %m_ij_10 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>>
      %alpha_1 = math.exp2 %alpha : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>>
      %p = math.exp2 %qk_13 : tensor<128x64xf32, #mma_f36dd0>
      %0 = "tt.reduce"(%p) <{axis = 1 : i32}> ({
      ^bb0(%arg0: f32, %arg1: f32):
        %1 = arith.addf %arg0, %arg1 : f32
        tt.reduce.return %1 : f32
      }) : (tensor<128x64xf32, #mma_f36dd0>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>>
      %v_21 = ttg.memdesc_index %v_12[%v_ptrs_41] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %acc = arith.truncf %p : tensor<128x64xf32, #mma_f36dd0> to tensor<128x64xf16, #mma_f36dd0>
      %acc_6 = tt.expand_dims %alpha_1 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>> -> tensor<128x1xf32, #mma_f36dd0>
      %acc_7 = tt.broadcast %acc_6 : tensor<128x1xf32, #mma_f36dd0> -> tensor<128x128xf32, #mma_978986>
      %acc_8 = arith.mulf %qk_3#3, %acc_7 : tensor<128x128xf32, #mma_978986>
      %acc_9 = ttg.convert_layout %acc : tensor<128x64xf16, #mma_f36dd0> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_978986, kWidth = 2}>>
      ttng.fence_async_shared {bCluster = false}
      %acc_10 = ttng.warp_group_dot %acc_9, %v_21, %acc_8 {inputPrecision = 0 : i32, isAsync = true} : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_978986, kWidth = 2}>> * !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> tensor<128x128xf32, #mma_978986>
      %l_i = arith.mulf %v_ptrs_10, %alpha_1 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>>
      %l_i_2 = arith.addf %l_i, %0 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>>
      %k_ptrs_18 = tt.addptr %k_ptrs_17, %cst_5 : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<64x128xi32, #blocked_1x8_2x16_8x1_o10>
      %v_ptrs_22 = tt.addptr %v_ptrs_36, %cst_5 : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<64x128xi32, #blocked_1x8_2x16_8x1_o10>
      %v_ptrs_42 = arith.addi %v_ptrs_37, %c1_i32 : i32
      %v_ptrs_43 = arith.cmpi sge, %v_ptrs_42, %c3_i32 : i32
      %v_ptrs_44 = arith.select %v_ptrs_43, %c0_i32, %v_ptrs_42 : i32
      %k_24 = ttg.memdesc_index %k_13[%v_ptrs_44] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %v_ptrs_45 = tt.splat %v_ptrs_17 : i1 -> tensor<64x128xi1, #blocked_1x8_2x16_8x1_o10>
      %k_25 = ttg.async_copy_global_to_local %k_ptrs_18, %k_24 mask %v_ptrs_45 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> <64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %k_26 = ttg.async_commit_group tokens %k_25
      %v_22 = ttg.memdesc_index %v_12[%v_ptrs_44] : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %v_23 = ttg.async_copy_global_to_local %v_ptrs_22, %v_22 mask %v_ptrs_45 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> <64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %v_24 = ttg.async_commit_group tokens %v_23
      scf.yield %acc_10, %l_i_2, %m_ij_10, %k_ptrs_18, %v_ptrs_22, %v_ptrs_44, %v_ptrs_41, %k_21, %k_26, %v_20, %v_24 : tensor<128x128xf32, #mma_978986>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>>, tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<64x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token
    }
    %v_ptrs_46 = ttng.warp_group_dot_wait %v_ptrs_34#0 {pendings = 0 : i32} : tensor<128x128xf32, #mma_978986>
    %v_ptrs_47 = ttg.async_wait {num = 0 : i32}
    ttg.local_dealloc %v_12 : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    ttg.local_dealloc %k_13 : !ttg.memdesc<3x64x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %out = tt.expand_dims %v_ptrs_34#1 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_f36dd0}>> -> tensor<128x1xf32, #mma_f36dd0>
    %out_0 = tt.broadcast %out : tensor<128x1xf32, #mma_f36dd0> -> tensor<128x128xf32, #mma_978986>
    %out_1 = arith.divf %v_ptrs_46, %out_0 : tensor<128x128xf32, #mma_978986>
    %2 = tt.splat %o_base_4 : !tt.ptr<f16> -> tensor<128x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    %3 = tt.addptr %2, %q_ptrs_1 : tensor<128x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x1xi32, #blocked_1x8_2x16_8x1_o10>
    %4 = tt.broadcast %3 : tensor<128x1x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    %5 = tt.addptr %4, %q_ptrs_7 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x128xi32, #blocked_1x8_2x16_8x1_o10>
    %6 = arith.truncf %out_1 : tensor<128x128xf32, #mma_978986> to tensor<128x128xf16, #mma_978986>
    %7 = ttg.convert_layout %6 : tensor<128x128xf16, #mma_978986> -> tensor<128x128xf16, #blocked_1x8_2x16_8x1_o10>
    tt.store %5, %7 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    tt.return
  }
}
