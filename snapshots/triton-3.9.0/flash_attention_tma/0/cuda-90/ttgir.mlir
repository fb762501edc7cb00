// flash_attention_tma config 0 (BLOCK_M=128 BLOCK_N=128 WARP_SPECIALIZE=False num_warps=8 num_stages=3) on cuda:90, normalized
#linear_1d3c05 = #ttg.linear<{register = [[0, 0, 1], [0, 8, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 0, 64]], lane = [[0, 0, 2], [0, 0, 4], [0, 1, 0], [0, 2, 0], [0, 4, 0]], warp = [[0, 16, 0], [0, 32, 0], [0, 64, 0]], block = []}>
#mma_978986 = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 128, 16]}>
#shared_0c2569 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared_6f9d86 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#shared_b13b1c = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>
#shared_dde22e = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem_d51a3c = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @flash_attention_tma_kernel(%Q: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %K: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %V: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %Out: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %sm_scale: f32, %ZH: i32 {tt.divisibility = 16 : i32}, %N_CTX: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0xFF800000> : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_978986}>>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_978986}>>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma_978986>
    %cst_2 = arith.constant dense<-1.000000e+06> : tensor<128x128xf32, #mma_978986>
    %c0_i32 = arith.constant 0 : i32
    %cst_3 = arith.constant 1.44269502 : f32
    %c128_i32 = arith.constant 128 : i32
    %c1_i32 = arith.constant 1 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %c256_i32 = arith.constant 256 : i32
    %c64_i32 = arith.constant 64 : i32
    %c2_i64 = arith.constant 2 : i64
    %c256_i64 = arith.constant 256 : i64
    %true = arith.constant true
    %start_m = tt.get_num_programs x : i32
    %start_m_0 = arith.subi %start_m, %c1_i32 : i32
    %start_m_1 = tt.get_program_id x : i32
    %start_m_2 = arith.subi %start_m_0, %start_m_1 : i32
    %off_hz = tt.get_program_id y : i32
    %row = arith.muli %N_CTX, %c128_i32 : i32
    %q_desc = arith.extsi %row : i32 to i64
    %q_desc_0 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
    %q_desc_1 = arith.muli %q_desc, %c2_i64 : i64
    ttng.tensormap_create %q_desc_0, %Q, [%c64_i32, %c128_i32, %c1_i32], [%c128_i32, %N_CTX, %ZH], [%c256_i64, %q_desc_1], [%c1_i32, %c1_i32, %c1_i32] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i32, i32, i64, i64, i32, i32, i32) -> ()
    ttng.tensormap_fenceproxy_acquire %q_desc_0 : !tt.ptr<i8>
    %q_desc_2 = ttng.reinterpret_tensor_descriptor %q_desc_0 : !tt.ptr<i8> to !tt.tensordesc<1x128x128xf16, #shared_b13b1c>
    %k_desc = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
    ttng.tensormap_create %k_desc, %K, [%c64_i32, %c128_i32, %c1_i32], [%c128_i32, %N_CTX, %ZH], [%c256_i64, %q_desc_1], [%c1_i32, %c1_i32, %c1_i32] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i32, i32, i64, i64, i32, i32, i32) -> ()
    ttng.tensormap_fenceproxy_acquire %k_desc : !tt.ptr<i8>
    %k_desc_0 = ttng.reinterpret_tensor_descriptor %k_desc : !tt.ptr<i8> to !tt.tensordesc<1x128x128xf16, #shared_b13b1c>
    %v_desc = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
    ttng.tensormap_create %v_desc, %V, [%c64_i32, %c128_i32, %c1_i32], [%c128_i32, %N_CTX, %ZH], [%c256_i64, %q_desc_1], [%c1_i32, %c1_i32, %c1_i32] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i32, i32, i64, i64, i32, i32, i32) -> ()
    ttng.tensormap_fenceproxy_acquire %v_desc : !tt.ptr<i8>
    %v_desc_0 = ttng.reinterpret_tensor_descriptor %v_desc : !tt.ptr<i8> to !tt.tensordesc<1x128x128xf16, #shared_b13b1c>
    %o_desc = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
    ttng.tensormap_create %o_desc, %Out, [%c64_i32, %c128_i32, %c1_i32], [%c128_i32, %N_CTX, %ZH], [%c256_i64, %q_desc_1], [%c1_i32, %c1_i32, %c1_i32] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i32, i32, i64, i64, i32, i32, i32) -> ()
    ttng.tensormap_fenceproxy_acquire %o_desc : !tt.ptr<i8>
    %o_desc_0 = ttng.reinterpret_tensor_descriptor %o_desc : !tt.ptr<i8> to !tt.tensordesc<1x128x128xf16, #shared_b13b1c>
    %offs_m = arith.muli %start_m_2, %c128_i32 : i32
    %offs_m_0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_978986}>>
    %offs_m_1 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_978986}>>
    %offs_m_2 = tt.splat %offs_m : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_978986}>>
    %offs_m_3 = arith.addi %offs_m_2, %offs_m_0 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_978986}>>
    %qk_scale = arith.mulf %sm_scale, %cst_3 : f32
    %q = ttg.local_alloc : () -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %q_0 = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttng.init_barrier %q_0, 1 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttng.barrier_expect %q_0, 32768, %true : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttng.async_tma_copy_global_to_local %q_desc_2[%off_hz, %offs_m, %c0_i32] %q, %q_0, %true : !tt.tensordesc<1x128x128xf16, #shared_b13b1c>, !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    ttng.wait_barrier %q_0, %c0_i32 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttng.inval_barrier %q_0 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    %m_ij = tt.splat %qk_scale : f32 -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_978986}>>
    %qk = tt.splat %qk_scale : f32 -> tensor<128x128xf32, #mma_978986>
    %k = ttg.local_alloc : () -> !ttg.memdesc<3x128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v = ttg.local_alloc : () -> !ttg.memdesc<3x128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %m_i = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    %m_i_0 = ttg.memdesc_index %m_i[%c0_i32] : !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttng.init_barrier %m_i_0, 1 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    %m_i_1 = ttg.memdesc_index %m_i[%c1_i32] : !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttng.init_barrier %m_i_1, 1 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    %m_i_2 = ttg.memdesc_index %m_i[%c2_i32] : !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttng.init_barrier %m_i_2, 1 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    %m_i_3 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    %m_i_4 = ttg.memdesc_index %m_i_3[%c0_i32] : !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttng.init_barrier %m_i_4, 1 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    %m_i_5 = ttg.memdesc_index %m_i_3[%c1_i32] : !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttng.init_barrier %m_i_5, 1 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    %m_i_6 = ttg.memdesc_index %m_i_3[%c2_i32] : !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttng.init_barrier %m_i_6, 1 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    %m_i_7 = arith.cmpi sgt, %offs_m, %c0_i32 : i32
    ttng.barrier_expect %m_i_0, 32768, %m_i_7 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    %k_0 = ttg.memdesc_index %k[%c0_i32] : !ttg.memdesc<3x128x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    ttng.async_tma_copy_global_to_local %k_desc_0[%off_hz, %c0_i32, %c0_i32] %k_0, %m_i_0, %m_i_7 : !tt.tensordesc<1x128x128xf16, #shared_b13b1c>, !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    ttng.barrier_expect %m_i_4, 32768, %m_i_7 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    %v_0 = ttg.memdesc_index %v[%c0_i32] : !ttg.memdesc<3x128x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    ttng.async_tma_copy_global_to_local %v_desc_0[%off_hz, %c0_i32, %c0_i32] %v_0, %m_i_4, %m_i_7 : !tt.tensordesc<1x128x128xf16, #shared_b13b1c>, !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %m_i_8 = arith.cmpi sgt, %offs_m, %c128_i32 : i32
    ttng.barrier_expect %m_i_1, 32768, %m_i_8 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    %k_1 = ttg.memdesc_index %k[%c1_i32] : !ttg.memdesc<3x128x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    ttng.async_tma_copy_global_to_local %k_desc_0[%off_hz, %c128_i32, %c0_i32] %k_1, %m_i_1, %m_i_8 : !tt.tensordesc<1x128x128xf16, #shared_b13b1c>, !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    ttng.barrier_expect %m_i_5, 32768, %m_i_8 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    %v_1 = ttg.memdesc_index %v[%c1_i32] : !ttg.memdesc<3x128x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    ttng.async_tma_copy_global_to_local %v_desc_0[%off_hz, %c128_i32, %c0_i32] %v_1, %m_i_5, %m_i_8 : !tt.tensordesc<1x128x128xf16, #shared_b13b1c>, !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %m_i_9:6 = scf.for %m_i_10 = %c0_i32 to %offs_m step %c128_i32 iter_args(%arg0 = %cst_1, %l_i = %cst_0, %m_i_11 = %cst, %m_i_12 = %c1_i32, %m_i_13 = %c-1_i32, %m_i_14 = %c0_i32) -> (tensor<128x128xf32, #mma_978986>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_978986}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_978986}>>, i32, i32, i32)  : i32 {
      %m_i_15 = arith.subi %offs_m, %c256_i32 : i32
      %m_i_16 = arith.cmpi slt, %m_i_10, %m_i_15 : i32
      %m_i_17 = arith.addi %m_i_13, %c1_i32 : i32
      %m_i_18 = arith.cmpi sge, %m_i_17, %c3_i32 : i32
      %m_i_19 = arith.select %m_i_18, %c0_i32, %m_i_17 : i32
      %m_i_20 = arith.xori %m_i_14, %c1_i32 : i32
      %m_i_21 = arith.select %m_i_18, %m_i_20, %m_i_14 : i32
      %m_i_22 = ttg.memdesc_index %m_i[%m_i_19] : !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      ttng.wait_barrier %m_i_22, %m_i_21 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      %k_2 = ttg.memdesc_index %k[%m_i_19] : !ttg.memdesc<3x128x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %qk_0 = ttg.memdesc_trans %k_2 {order = array<i32: 1, 0>} : !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_6f9d86, #smem_d51a3c, mutable>
      %qk_1 = ttng.warp_group_dot %q, %qk_0, %cst_1 {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable> * !ttg.memdesc<128x128xf16, #shared_6f9d86, #smem_d51a3c, mutable> -> tensor<128x128xf32, #mma_978986>
      %qk_2:4 = ttng.warp_group_dot_wait %qk_1, %q, %qk_0, %arg0 {pendings = 0 : i32} : tensor<128x128xf32, #mma_978986>, !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>, !ttg.memdesc<128x128xf16, #shared_6f9d86, #smem_d51a3c, mutable>, tensor<128x128xf32, #mma_978986>
      %m_ij_0 = "tt.reduce"(%qk_2#0) <{axis = 1 : i32}> ({
      ^bb0(%m_ij_1: f32, %m_ij_2: f32):
        %m_ij_3 = arith.maxnumf %m_ij_1, %m_ij_2 : f32
        tt.reduce.return %m_ij_3 : f32
      }) : (tensor<128x128xf32, #mma_978986>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_978986}>>
      %m_ij_4 = arith.mulf %m_ij_0, %m_ij : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_978986}>>
      %m_ij_5 = arith.maxnumf %m_i_11, %m_ij_4 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_978986}>>
      %qk_3 = arith.mulf %qk_2#0, %qk : tensor<128x128xf32, #mma_978986>
      %qk_4 = tt.expand_dims %m_ij_5 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_978986}>> -> tensor<128x1xf32, #mma_978986>
      %qk_5 = tt.broadcast %qk_4 : tensor<128x1xf32, #mma_978986> -> tensor<128x128xf32, #mma_978986>
      %qk_6 = arith.subf %qk_3, %qk_5 : tensor<128x128xf32, #mma_978986>
      %alpha = arith.subf %m_i_11, %m_ij_5 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_978986}>>
      %alpha_0 = math.exp2 %alpha : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_978986}>>
      %p = math.exp2 %qk_6 : tensor<128x128xf32, #mma_978986>
      %0 = "tt.reduce"(%p) <{axis = 1 : i32}> ({
      ^bb0(%arg1: f32, %arg2: f32):
        %1 = arith.addf %arg1, %arg2 : f32
        tt.reduce.return %1 : f32
      }) : (tensor<128x128xf32, #mma_978986>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_978986}>>
      %m_i_23 = ttg.memdesc_index %m_i_3[%m_i_19] : !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      ttng.wait_barrier %m_i_23, %m_i_21 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      %v_2 = ttg.memdesc_index %v[%m_i_19] : !ttg.memdesc<3x128x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %acc = arith.truncf %p : tensor<128x128xf32, #mma_978986> to tensor<128x128xf16, #mma_978986>
      %acc_0 = tt.expand_dims %alpha_0 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_978986}>> -> tensor<128x1xf32, #mma_978986>
      %acc_1 = tt.broadcast %acc_0 : tensor<128x1xf32, #mma_978986> -> tensor<128x128xf32, #mma_978986>
      %acc_2 = arith.mulf %qk_2#3, %acc_1 : tensor<128x128xf32, #mma_978986>
      %acc_3 = ttg.convert_layout %acc : tensor<128x128xf16, #mma_978986> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_978986, kWidth = 2}>>
      %acc_4 = ttng.warp_group_dot %acc_3, %v_2, %acc_2 {inputPrecision = 0 : i32, isAsync = true} : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_978986, kWidth = 2}>> * !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> tensor<128x128xf32, #mma_978986>
      %l_i_0 = arith.mulf %l_i, %alpha_0 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_978986}>>
      %l_i_1 = arith.addf %l_i_0, %0 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_978986}>>
      %m_i_24 = arith.addi %m_i_12, %c1_i32 : i32
      %m_i_25 = arith.cmpi sge, %m_i_24, %c3_i32 : i32
      %m_i_26 = arith.select %m_i_25, %c0_i32, %m_i_24 : i32
      %m_i_27 = ttg.memdesc_index %m_i[%m_i_26] : !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      ttng.barrier_expect %m_i_27, 32768, %m_i_16 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      %k_3 = ttg.memdesc_index %k[%m_i_26] : !ttg.memdesc<3x128x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %m_i_28 = arith.addi %m_i_10, %c256_i32 : i32
      ttng.async_tma_copy_global_to_local %k_desc_0[%off_hz, %m_i_28, %c0_i32] %k_3, %m_i_27, %m_i_16 : !tt.tensordesc<1x128x128xf16, #shared_b13b1c>, !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %m_i_29 = ttg.memdesc_index %m_i_3[%m_i_26] : !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      ttng.barrier_expect %m_i_29, 32768, %m_i_16 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      %v_3 = ttg.memdesc_index %v[%m_i_26] : !ttg.memdesc<3x128x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      ttng.async_tma_copy_global_to_local %v_desc_0[%off_hz, %m_i_28, %c0_i32] %v_3, %m_i_29, %m_i_16 : !tt.tensordesc<1x128x128xf16, #shared_b13b1c>, !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      scf.yield %acc_4, %l_i_1, %m_ij_5, %m_i_26, %m_i_19, %m_i_21 : tensor<128x128xf32, #mma_978986>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_978986}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_978986}>>, i32, i32, i32
    }
    %m_i_30 = ttng.warp_group_dot_wait %m_i_9#0 {pendings = 0 : i32} : tensor<128x128xf32, #mma_978986>
    ttng.inval_barrier %m_i_4 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttng.inval_barrier %m_i_5 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttng.inval_barrier %m_i_6 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttg.local_dealloc %m_i_3 : !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttng.inval_barrier %m_i_0 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttng.inval_barrier %m_i_1 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttng.inval_barrier %m_i_2 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttg.local_dealloc %m_i : !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttg.local_dealloc %v : !ttg.memdesc<3x128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    ttg.local_dealloc %k : !ttg.memdesc<3x128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %hi = arith.addi %start_m_2, %c1_i32 : i32
    %hi_0 = arith.muli %hi, %c128_i32 : i32
    %mask = tt.expand_dims %offs_m_3 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_978986}>> -> tensor<128x1xi32, #mma_978986>
    %mask_0 = tt.broadcast %mask : tensor<128x1xi32, #mma_978986> -> tensor<128x128xi32, #mma_978986>
    %mask_1 = tt.splat %N_CTX : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_978986}>>
    %k_4 = ttg.local_alloc : () -> !ttg.memdesc<3x128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %v_4 = ttg.local_alloc : () -> !ttg.memdesc<3x128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %m_i_31 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    %m_i_32 = ttg.memdesc_index %m_i_31[%c0_i32] : !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttng.init_barrier %m_i_32, 1 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    %m_i_33 = ttg.memdesc_index %m_i_31[%c1_i32] : !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttng.init_barrier %m_i_33, 1 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    %m_i_34 = ttg.memdesc_index %m_i_31[%c2_i32] : !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttng.init_barrier %m_i_34, 1 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    %m_i_35 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    %m_i_36 = ttg.memdesc_index %m_i_35[%c0_i32] : !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttng.init_barrier %m_i_36, 1 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    %m_i_37 = ttg.memdesc_index %m_i_35[%c1_i32] : !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttng.init_barrier %m_i_37, 1 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    %m_i_38 = ttg.memdesc_index %m_i_35[%c2_i32] : !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttng.init_barrier %m_i_38, 1 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    %m_i_39 = arith.cmpi slt, %offs_m, %hi_0 : i32
    ttng.barrier_expect %m_i_32, 32768, %m_i_39 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    %k_5 = ttg.memdesc_index %k_4[%c0_i32] : !ttg.memdesc<3x128x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    ttng.async_tma_copy_global_to_local %k_desc_0[%off_hz, %offs_m, %c0_i32] %k_5, %m_i_32, %m_i_39 : !tt.tensordesc<1x128x128xf16, #shared_b13b1c>, !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    ttng.barrier_expect %m_i_36, 32768, %m_i_39 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    %v_5 = ttg.memdesc_index %v_4[%c0_i32] : !ttg.memdesc<3x128x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    ttng.async_tma_copy_global_to_local %v_desc_0[%off_hz, %offs_m, %c0_i32] %v_5, %m_i_36, %m_i_39 : !tt.tensordesc<1x128x128xf16, #shared_b13b1c>, !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %m_i_40 = arith.addi %offs_m, %c128_i32 : i32
    %m_i_41 = arith.cmpi slt, %m_i_40, %hi_0 : i32
    ttng.barrier_expect %m_i_33, 32768, %m_i_41 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    %k_6 = ttg.memdesc_index %k_4[%c1_i32] : !ttg.memdesc<3x128x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    ttng.async_tma_copy_global_to_local %k_desc_0[%off_hz, %m_i_40, %c0_i32] %k_6, %m_i_33, %m_i_41 : !tt.tensordesc<1x128x128xf16, #shared_b13b1c>, !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    ttng.barrier_expect %m_i_37, 32768, %m_i_41 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    %v_6 = ttg.memdesc_index %v_4[%c1_i32] : !ttg.memdesc<3x128x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    ttng.async_tma_copy_global_to_local %v_desc_0[%off_hz, %m_i_40, %c0_i32] %v_6, %m_i_37, %m_i_41 : !tt.tensordesc<1x128x128xf16, #shared_b13b1c>, !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %m_i_42:6 = scf.for %m_i_10 = %offs_m to %hi_0 step %c128_i32 iter_args(%m_i_11 = %m_i_30, %m_i_12 = %m_i_9#1, %m_i_13 = %m_i_9#2, %m_i_14 = %c1_i32, %m_i_15 = %c-1_i32, %m_i_16 = %c0_i32) -> (tensor<128x128xf32, #mma_978986>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_978986}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_978986}>>, i32, i32, i32)  : i32 {
      %m_i_17 = arith.subi %hi_0, %c256_i32 : i32
      %m_i_18 = arith.cmpi slt, %m_i_10, %m_i_17 : i32
      %m_i_19 = arith.addi %m_i_15, %c1_i32 : i32
      %m_i_20 = arith.cmpi sge, %m_i_19, %c3_i32 : i32
      %m_i_21 = arith.select %m_i_20, %c0_i32, %m_i_19 : i32
      %m_i_22 = arith.xori %m_i_16, %c1_i32 : i32
      %m_i_43 = arith.select %m_i_20, %m_i_22, %m_i_16 : i32
      %m_i_44 = ttg.memdesc_index %m_i_31[%m_i_21] : !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      ttng.wait_barrier %m_i_44, %m_i_43 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      %k_7 = ttg.memdesc_index %k_4[%m_i_21] : !ttg.memdesc<3x128x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %qk_2 = ttg.memdesc_trans %k_7 {order = array<i32: 1, 0>} : !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_6f9d86, #smem_d51a3c, mutable>
      %qk_7 = ttng.warp_group_dot %q, %qk_2, %cst_1 {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable> * !ttg.memdesc<128x128xf16, #shared_6f9d86, #smem_d51a3c, mutable> -> tensor<128x128xf32, #mma_978986>
      %qk_8:4 = ttng.warp_group_dot_wait %qk_7, %q, %qk_2, %m_i_11 {pendings = 0 : i32} : tensor<128x128xf32, #mma_978986>, !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>, !ttg.memdesc<128x128xf16, #shared_6f9d86, #smem_d51a3c, mutable>, tensor<128x128xf32, #mma_978986>
      %offs_key = tt.splat %m_i_10 : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_978986}>>
      %offs_key_0 = arith.addi %offs_key, %offs_m_1 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_978986}>>
      %mask_2 = tt.expand_dims %offs_key_0 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_978986}>> -> tensor<1x128xi32, #mma_978986>
      %mask_3 = tt.broadcast %mask_2 : tensor<1x128xi32, #mma_978986> -> tensor<128x128xi32, #mma_978986>
      %mask_4 = arith.cmpi sge, %mask_0, %mask_3 : tensor<128x128xi32, #mma_978986>
      %mask_5 = arith.cmpi slt, %offs_key_0, %mask_1 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_978986}>>
      %mask_6 = tt.expand_dims %mask_5 {axis = 0 : i32} : tensor<128xi1, #ttg.slice<{dim = 0, parent = #mma_978986}>> -> tensor<1x128xi1, #mma_978986>
      %mask_7 = tt.broadcast %mask_6 : tensor<1x128xi1, #mma_978986> -> tensor<128x128xi1, #mma_978986>
      %mask_8 = arith.andi %mask_4, %mask_7 : tensor<128x128xi1, #mma_978986>
      %qk_9 = arith.mulf %qk_8#0, %qk : tensor<128x128xf32, #mma_978986>
      %qk_10 = arith.select %mask_8, %qk_9, %cst_2 : tensor<128x128xi1, #mma_978986>, tensor<128x128xf32, #mma_978986>
      %m_ij_6 = "tt.reduce"(%qk_10) <{axis = 1 : i32}> ({
      ^bb0(%m_ij_7: f32, %m_ij_8: f32):
        %m_ij_9 = arith.maxnumf %m_ij_7, %m_ij_8 : f32
        tt.reduce.return %m_ij_9 : f32
      }) : (tensor<128x128xf32, #mma_978986>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_978986}>>
      %m_ij_10 = arith.maxnumf %m_i_13, %m_ij_6 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_978986}>>
      %qk_11 = tt.expand_dims %m_ij_10 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_978986}>> -> tensor<128x1xf32, #mma_978986>
      %qk_12 = tt.broadcast %qk_11 : tensor<128x1xf32, #mma_978986> -> tensor<128x128xf32, #mma_978986>
      %qk_13 = arith.subf %qk_10, %qk_12 : tensor<128x128xf32, #mma_978986>
      %alpha = arith.subf %m_i_13, %m_ij_10 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_978986}>>
      %alpha_1 = math.exp2 %alpha : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_978986}>>
      %p = math.exp2 %qk_13 : tensor<128x128xf32, #mma_978986>
      %0 = "tt.reduce"(%p) <{axis = 1 : i32}> ({
      ^bb0(%arg1: f32, %arg2: f32):
        %1 = arith.addf %arg1, %arg2 : f32
        tt.reduce.return %1 : f32
      }) : (tensor<128x128xf32, #mma_978986>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_978986}>>
      %m_i_25 = ttg.memdesc_index %m_i_35[%m_i_21] : !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      ttng.wait_barrier %m_i_25, %m_i_43 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      %v_7 = ttg.memdesc_index %v_4[%m_i_21] : !ttg.memdesc<3x128x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %acc = arith.truncf %p : tensor<128x128xf32, #mma_978986> to tensor<128x128xf16, #mma_978986>
      %acc_5 = tt.expand_dims %alpha_1 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_978986}>> -> tensor<128x1xf32, #mma_978986>
      %acc_6 = tt.broadcast %acc_5 : tensor<128x1xf32, #mma_978986> -> tensor<128x128xf32, #mma_978986>
      %acc_7 = arith.mulf %qk_8#3, %acc_6 : tensor<128x128xf32, #mma_978986>
      %acc_8 = ttg.convert_layout %acc : tensor<128x128xf16, #mma_978986> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_978986, kWidth = 2}>>
      %acc_9 = ttng.warp_group_dot %acc_8, %v_7, %acc_7 {inputPrecision = 0 : i32, isAsync = true} : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_978986, kWidth = 2}>> * !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> tensor<128x128xf32, #mma_978986>
      %l_i = arith.mulf %m_i_12, %alpha_1 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_978986}>>
      %l_i_2 = arith.addf %l_i, %0 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_978986}>>
      %m_i_45 = arith.addi %m_i_14, %c1_i32 : i32
      %m_i_46 = arith.cmpi sge, %m_i_45, %c3_i32 : i32
      %m_i_47 = arith.select %m_i_46, %c0_i32, %m_i_45 : i32
      %m_i_48 = ttg.memdesc_index %m_i_31[%m_i_47] : !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      ttng.barrier_expect %m_i_48, 32768, %m_i_18 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      %k_8 = ttg.memdesc_index %k_4[%m_i_47] : !ttg.memdesc<3x128x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %m_i_49 = arith.addi %m_i_10, %c256_i32 : i32
      ttng.async_tma_copy_global_to_local %k_desc_0[%off_hz, %m_i_49, %c0_i32] %k_8, %m_i_48, %m_i_18 : !tt.tensordesc<1x128x128xf16, #shared_b13b1c>, !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %m_i_50 = ttg.memdesc_index %m_i_35[%m_i_47] : !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      ttng.barrier_expect %m_i_50, 32768, %m_i_18 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      %v_8 = ttg.memdesc_index %v_4[%m_i_47] : !ttg.memdesc<3x128x128xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      ttng.async_tma_copy_global_to_local %v_desc_0[%off_hz, %m_i_49, %c0_i32] %v_8, %m_i_50, %m_i_18 : !tt.tensordesc<1x128x128xf16, #shared_b13b1c>, !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      scf.yield %acc_9, %l_i_2, %m_ij_10, %m_i_47, %m_i_21, %m_i_43 : tensor<128x128xf32, #mma_978986>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_978986}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_978986}>>, i32, i32, i32
    }
    %m_i_51 = ttng.warp_group_dot_wait %m_i_42#0 {pendings = 0 : i32} : tensor<128x128xf32, #mma_978986>
    ttng.inval_barrier %m_i_36 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttng.inval_barrier %m_i_37 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttng.inval_barrier %m_i_38 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttg.local_dealloc %m_i_35 : !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttng.inval_barrier %m_i_32 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttng.inval_barrier %m_i_33 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttng.inval_barrier %m_i_34 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttg.local_dealloc %m_i_31 : !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable>
    ttg.local_dealloc %v_4 : !ttg.memdesc<3x128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    ttg.local_dealloc %k_4 : !ttg.memdesc<3x128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    %out = tt.expand_dims %m_i_42#1 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_978986}>> -> tensor<128x1xf32, #mma_978986>
    %out_0 = tt.broadcast %out : tensor<128x1xf32, #mma_978986> -> tensor<128x128xf32, #mma_978986>
    %out_1 = arith.divf %m_i_51, %out_0 : tensor<128x128xf32, #mma_978986>
    %2 = arith.truncf %out_1 : tensor<128x128xf32, #mma_978986> to tensor<128x128xf16, #mma_978986>
    %3 = tt.reshape %2 : tensor<128x128xf16, #mma_978986> -> tensor<1x128x128xf16, #linear_1d3c05>
    %4 = ttg.local_alloc %3 : (tensor<1x128x128xf16, #linear_1d3c05>) -> !ttg.memdesc<1x128x128xf16, #shared_b13b1c, #smem_d51a3c>
    ttng.fence_async_shared {bCluster = false}
    ttng.async_tma_copy_local_to_global %o_desc_0[%off_hz, %offs_m, %c0_i32] %4 : !tt.tensordesc<1x128x128xf16, #shared_b13b1c>, !ttg.memdesc<1x128x128xf16, #shared_b13b1c, #smem_d51a3c>
    ttng.async_tma_store_wait {pendings = 0 : i32}
    tt.return
  }
}
