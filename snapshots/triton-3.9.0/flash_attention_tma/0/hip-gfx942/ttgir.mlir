// flash_attention_tma config 0 (BLOCK_M=128 BLOCK_N=128 WARP_SPECIALIZE=False num_warps=8 num_stages=3) on hip:gfx942, normalized
#blocked_1x1x8_1x4x16_1x8x1_o210 = #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 4, 16], warpsPerCTA = [1, 8, 1], order = [2, 1, 0]}>
#linear_1b90c6 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 8], [0, 16], [0, 32], [0, 64], [32, 0], [64, 0]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 4]], warp = [[0, 0], [0, 0], [0, 0]], block = []}>
#linear_1cf6ce = #ttg.linear<{register = [[1], [2], [4]], lane = [[8], [16], [32], [64], [0], [0]], warp = [[0], [0], [0]], block = []}>
#linear_762012 = #ttg.linear<{register = [[32], [64]], lane = [[0], [0], [0], [0], [1], [2]], warp = [[4], [8], [16]], block = []}>
#linear_87bc29 = #ttg.linear<{register = [[0, 1, 0], [0, 2, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 64, 0], [0, 0, 64]], lane = [[0, 0, 1], [0, 0, 2], [0, 0, 4], [0, 0, 8], [0, 0, 16], [0, 4, 0]], warp = [[0, 0, 32], [0, 0, 0], [0, 0, 0]], block = []}>
#linear_9f001c = #ttg.linear<{register = [[0, 0, 1], [0, 0, 2], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 0, 64], [0, 32, 0], [0, 64, 0]], lane = [[0, 1, 0], [0, 2, 0], [0, 4, 0], [0, 8, 0], [0, 16, 0], [0, 0, 4]], warp = [[0, 0, 0], [0, 0, 0], [0, 0, 0]], block = []}>
#linear_bf7d39 = #ttg.linear<{register = [[0, 0, 1], [0, 0, 2], [0, 0, 8], [0, 0, 16], [0, 0, 64]], lane = [[0, 1, 0], [0, 2, 0], [0, 4, 0], [0, 8, 0], [0, 16, 0], [0, 0, 4]], warp = [[0, 0, 32], [0, 32, 0], [0, 64, 0]], block = []}>
#mma_54dcd5 = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 2], instrShape = [32, 32, 8], isTransposed = true}>
#mma_fdb4f1 = #ttg.amd_mfma<{version = 3, warpsPerCTA = [8, 1], instrShape = [32, 32, 8], isTransposed = true}>
#shared_34dd92 = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [1, 0]}>
#shared_5028d5 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [2, 1, 0]}>
#shared_e8717d = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#smem_d51a3c = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @flash_attention_tma_kernel(%Q: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %K: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %V: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %Out: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %sm_scale: f32, %ZH: i32 {tt.divisibility = 16 : i32}, %N_CTX: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c16384_i64 = arith.constant 16384 : i64
    %cst = arith.constant dense<128> : tensor<1x128x1xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %c128_i64 = arith.constant 128 : i64
    %c127_i32 = arith.constant 127 : i32
    %k = arith.constant dense<128> : tensor<128xi64, #linear_762012>
    %c256_i32 = arith.constant 256 : i32
    %c2_i32 = arith.constant 2 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma_fdb4f1>
    %cst_1 = arith.constant dense<0> : tensor<1x128x1xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %c0_i32 = arith.constant 0 : i32
    %qk_scale = arith.constant 1.44269502 : f32
    %c128_i32 = arith.constant 128 : i32
    %c1_i32 = arith.constant 1 : i32
    %m_i = arith.constant dense<0xFF800000> : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i = arith.constant dense<0.000000e+00> : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma_54dcd5>
    %cst_3 = arith.constant dense<-1.000000e+06> : tensor<128x128xf32, #mma_fdb4f1>
    %start_m = tt.get_num_programs x : i32
    %start_m_0 = arith.subi %start_m, %c1_i32 : i32
    %start_m_1 = tt.get_program_id x : i32
    %start_m_2 = arith.subi %start_m_0, %start_m_1 : i32
    %off_hz = tt.get_program_id y : i32
    %row = arith.muli %N_CTX, %c128_i32 : i32
    %q_desc = arith.extsi %row : i32 to i64
    %ZH_0 = arith.extsi %ZH : i32 to i64
    %N_CTX_0 = arith.extsi %N_CTX : i32 to i64
    %offs_m = arith.muli %start_m_2, %c128_i32 : i32
    %offs_m_0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #linear_762012>
    %offs_m_1 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #linear_1cf6ce>
    %offs_m_2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %offs_m_3 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
    %offs_m_4 = tt.splat %offs_m : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %offs_m_5 = arith.addi %offs_m_4, %offs_m_2 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %qk_scale_0 = arith.mulf %sm_scale, %qk_scale : f32
    %off_hz_0 = arith.extsi %off_hz : i32 to i64
    %q = arith.extsi %offs_m : i32 to i64
    %q_0 = tt.splat %q : i64 -> tensor<128xi64, #linear_762012>
    %q_1 = arith.extsi %offs_m_0 : tensor<128xi32, #linear_762012> to tensor<128xi64, #linear_762012>
    %q_2 = arith.extsi %offs_m_1 : tensor<128xi32, #linear_1cf6ce> to tensor<128xi64, #linear_1cf6ce>
    %q_3 = arith.addi %q_0, %q_1 : tensor<128xi64, #linear_762012>
    %q_4 = tt.reshape %q_3 : tensor<128xi64, #linear_762012> -> tensor<1x128x1xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %q_5 = arith.muli %off_hz_0, %q_desc : i64
    %q_6 = tt.reshape %q_1 : tensor<128xi64, #linear_762012> -> tensor<1x128x1xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %q_7 = arith.muli %q, %c128_i64 : i64
    %q_8 = arith.muli %q_6, %cst : tensor<1x128x1xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %q_9 = tt.broadcast %q_8 : tensor<1x128x1xi64, #blocked_1x1x8_1x4x16_1x8x1_o210> -> tensor<1x128x128xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %q_10 = tt.reshape %q_2 : tensor<128xi64, #linear_1cf6ce> -> tensor<1x1x128xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %q_11 = tt.broadcast %q_10 : tensor<1x1x128xi64, #blocked_1x1x8_1x4x16_1x8x1_o210> -> tensor<1x128x128xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %q_12 = arith.addi %q_9, %q_11 : tensor<1x128x128xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %q_13 = arith.addi %q_5, %q_7 : i64
    %q_14 = tt.splat %q_13 : i64 -> tensor<1x128x128xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %q_15 = arith.addi %q_14, %q_12 : tensor<1x128x128xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %q_16 = arith.trunci %q_15 : tensor<1x128x128xi64, #blocked_1x1x8_1x4x16_1x8x1_o210> to tensor<1x128x128xi32, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %q_17 = arith.cmpi slt, %off_hz_0, %ZH_0 : i64
    %q_18 = arith.cmpi sge, %q_4, %cst_1 : tensor<1x128x1xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %q_19 = tt.splat %N_CTX_0 : i64 -> tensor<1x128x1xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %q_20 = arith.cmpi slt, %q_4, %q_19 : tensor<1x128x1xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %q_21 = arith.andi %q_18, %q_20 : tensor<1x128x1xi1, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %q_22 = tt.splat %q_17 : i1 -> tensor<1x128x1xi1, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %q_23 = arith.andi %q_22, %q_21 : tensor<1x128x1xi1, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %q_24 = tt.broadcast %q_23 : tensor<1x128x1xi1, #blocked_1x1x8_1x4x16_1x8x1_o210> -> tensor<1x128x128xi1, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %q_25 = amdg.buffer_load %Q[%q_16], %q_24 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<1x128x128xf16, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %q_26 = tt.reshape %q_25 : tensor<1x128x128xf16, #blocked_1x1x8_1x4x16_1x8x1_o210> -> tensor<128x128xf16, #ttg.slice<{dim = 0, parent = #blocked_1x1x8_1x4x16_1x8x1_o210}>>
    %q_27 = ttg.local_alloc %q_26 : (tensor<128x128xf16, #ttg.slice<{dim = 0, parent = #blocked_1x1x8_1x4x16_1x8x1_o210}>>) -> !ttg.memdesc<128x128xf16, #shared_34dd92, #smem_d51a3c>
    %q_28 = ttg.local_load %q_27 : !ttg.memdesc<128x128xf16, #shared_34dd92, #smem_d51a3c> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_fdb4f1, kWidth = 4}>>
    %m_ij = tt.splat %qk_scale_0 : f32 -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %qk = tt.splat %qk_scale_0 : f32 -> tensor<128x128xf32, #mma_fdb4f1>
    %k_0 = ttg.local_alloc : () -> !ttg.memdesc<2x1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
    %v = ttg.local_alloc : () -> !ttg.memdesc<2x1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
    %m_i_0 = arith.cmpi sgt, %offs_m, %c0_i32 : i32
    %k_1 = tt.splat %q_5 : i64 -> tensor<1x128x128xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %k_2 = arith.addi %k_1, %q_12 : tensor<1x128x128xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %k_3 = arith.trunci %k_2 : tensor<1x128x128xi64, #blocked_1x1x8_1x4x16_1x8x1_o210> to tensor<1x128x128xi32, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %m_i_1 = tt.splat %m_i_0 : i1 -> tensor<1x128x128xi1, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %k_4 = arith.cmpi slt, %q_6, %q_19 : tensor<1x128x1xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %k_5 = arith.andi %q_22, %k_4 : tensor<1x128x1xi1, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %k_6 = tt.broadcast %k_5 : tensor<1x128x1xi1, #blocked_1x1x8_1x4x16_1x8x1_o210> -> tensor<1x128x128xi1, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %m_i_2 = arith.andi %m_i_1, %k_6 : tensor<1x128x128xi1, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %k_7 = amdg.buffer_load %K[%k_3], %m_i_2 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<1x128x128xf16, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %v_0 = amdg.buffer_load %V[%k_3], %m_i_2 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<1x128x128xf16, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %k_8 = ttg.memdesc_index %k_0[%c0_i32] : !ttg.memdesc<2x1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable> -> !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
    ttg.local_store %k_7, %k_8 : tensor<1x128x128xf16, #blocked_1x1x8_1x4x16_1x8x1_o210> -> !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
    %v_1 = ttg.memdesc_index %v[%c0_i32] : !ttg.memdesc<2x1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable> -> !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
    ttg.local_store %v_0, %v_1 : tensor<1x128x128xf16, #blocked_1x1x8_1x4x16_1x8x1_o210> -> !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
    %m_i_3 = arith.cmpi sgt, %offs_m, %c128_i32 : i32
    %k_9 = arith.addi %q_1, %k : tensor<128xi64, #linear_762012>
    %k_10 = tt.reshape %k_9 : tensor<128xi64, #linear_762012> -> tensor<1x128x1xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %k_11 = arith.addi %q_5, %c16384_i64 : i64
    %k_12 = tt.splat %k_11 : i64 -> tensor<1x128x128xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %k_13 = arith.addi %k_12, %q_12 : tensor<1x128x128xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %k_14 = arith.trunci %k_13 : tensor<1x128x128xi64, #blocked_1x1x8_1x4x16_1x8x1_o210> to tensor<1x128x128xi32, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %m_i_4 = tt.splat %m_i_3 : i1 -> tensor<1x128x128xi1, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %k_15 = arith.cmpi slt, %k_10, %q_19 : tensor<1x128x1xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %k_16 = arith.andi %q_22, %k_15 : tensor<1x128x1xi1, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %k_17 = tt.broadcast %k_16 : tensor<1x128x1xi1, #blocked_1x1x8_1x4x16_1x8x1_o210> -> tensor<1x128x128xi1, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %m_i_5 = arith.andi %m_i_4, %k_17 : tensor<1x128x128xi1, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %k_18 = amdg.buffer_load %K[%k_14], %m_i_5 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<1x128x128xf16, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %v_2 = amdg.buffer_load %V[%k_14], %m_i_5 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<1x128x128xf16, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %k_19 = ttg.memdesc_index %k_0[%c1_i32] : !ttg.memdesc<2x1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable> -> !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
    ttg.local_store %k_18, %k_19 : tensor<1x128x128xf16, #blocked_1x1x8_1x4x16_1x8x1_o210> -> !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
    %v_3 = ttg.memdesc_index %v[%c1_i32] : !ttg.memdesc<2x1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable> -> !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
    ttg.local_store %v_2, %v_3 : tensor<1x128x128xf16, #blocked_1x1x8_1x4x16_1x8x1_o210> -> !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
    %m_i_6 = arith.subi %offs_m, %c256_i32 : i32
    %m_i_7:8 = scf.for %m_i_8 = %c0_i32 to %m_i_6 step %c128_i32 iter_args(%arg0 = %cst_2, %l_i_0 = %l_i, %m_i_9 = %m_i, %m_i_10 = %c1_i32, %k_20 = %k_8, %k_21 = %k_19, %v_4 = %v_1, %v_5 = %v_3) -> (tensor<128x128xf32, #mma_54dcd5>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, i32, !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>, !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>, !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>, !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>)  : i32 {
      %m_i_11 = arith.addi %m_i_8, %c256_i32 : i32
      %start_n = arith.extsi %m_i_11 : i32 to i64
      %k_22 = tt.splat %start_n : i64 -> tensor<128xi64, #linear_762012>
      %k_23 = arith.addi %k_22, %q_1 : tensor<128xi64, #linear_762012>
      %k_24 = tt.reshape %k_23 : tensor<128xi64, #linear_762012> -> tensor<1x128x1xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
      %k_25 = arith.muli %start_n, %c128_i64 : i64
      %k_26 = arith.addi %q_5, %k_25 : i64
      %k_27 = tt.splat %k_26 : i64 -> tensor<1x128x128xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
      %k_28 = arith.addi %k_27, %q_12 : tensor<1x128x128xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
      %k_29 = arith.trunci %k_28 : tensor<1x128x128xi64, #blocked_1x1x8_1x4x16_1x8x1_o210> to tensor<1x128x128xi32, #blocked_1x1x8_1x4x16_1x8x1_o210>
      %k_30 = arith.cmpi sge, %k_24, %cst_1 : tensor<1x128x1xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
      %k_31 = arith.cmpi slt, %k_24, %q_19 : tensor<1x128x1xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
      %k_32 = arith.andi %k_30, %k_31 : tensor<1x128x1xi1, #blocked_1x1x8_1x4x16_1x8x1_o210>
      %k_33 = arith.andi %q_22, %k_32 : tensor<1x128x1xi1, #blocked_1x1x8_1x4x16_1x8x1_o210>
      %k_34 = tt.broadcast %k_33 : tensor<1x128x1xi1, #blocked_1x1x8_1x4x16_1x8x1_o210> -> tensor<1x128x128xi1, #blocked_1x1x8_1x4x16_1x8x1_o210>
      %k_35 = amdg.buffer_load %K[%k_29], %k_34 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<1x128x128xf16, #blocked_1x1x8_1x4x16_1x8x1_o210>
      %qk_0 = ttg.local_load %k_20 : !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable> -> tensor<1x128x128xf16, #linear_9f001c>
      %k_36 = tt.reshape %qk_0 : tensor<1x128x128xf16, #linear_9f001c> -> tensor<128x128xf16, #linear_1b90c6>
      %qk_1 = tt.trans %k_36 {order = array<i32: 1, 0>} : tensor<128x128xf16, #linear_1b90c6> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>>
      %qk_2 = tt.dot %q_28, %qk_1, %cst_0, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_fdb4f1, kWidth = 4}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>> -> tensor<128x128xf32, #mma_fdb4f1>
      %m_ij_0 = "tt.reduce"(%qk_2) <{axis = 1 : i32}> ({
      ^bb0(%m_ij_1: f32, %m_ij_2: f32):
        %m_ij_3 = arith.maxnumf %m_ij_1, %m_ij_2 : f32
        tt.reduce.return %m_ij_3 : f32
      }) : (tensor<128x128xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %m_ij_4 = arith.mulf %m_ij_0, %m_ij : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %m_ij_5 = arith.maxnumf %m_i_9, %m_ij_4 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %qk_3 = arith.mulf %qk_2, %qk : tensor<128x128xf32, #mma_fdb4f1>
      %qk_4 = tt.expand_dims %m_ij_5 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
      %qk_5 = tt.broadcast %qk_4 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x128xf32, #mma_fdb4f1>
      %qk_6 = arith.subf %qk_3, %qk_5 : tensor<128x128xf32, #mma_fdb4f1>
      %p = math.exp2 %qk_6 : tensor<128x128xf32, #mma_fdb4f1>
      %alpha = arith.subf %m_i_9, %m_ij_5 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
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
      %v_6 = amdg.buffer_load %V[%k_29], %k_34 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<1x128x128xf16, #blocked_1x1x8_1x4x16_1x8x1_o210>
      %v_7 = ttg.local_load %v_4 : !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable> -> tensor<1x128x128xf16, #linear_87bc29>
      %v_8 = tt.reshape %v_7 : tensor<1x128x128xf16, #linear_87bc29> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>>
      %acc_3 = arith.truncf %p : tensor<128x128xf32, #mma_fdb4f1> to tensor<128x128xf16, #mma_fdb4f1>
      %acc_4 = ttg.local_alloc %acc_3 : (tensor<128x128xf16, #mma_fdb4f1>) -> !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c>
      %acc_5 = ttg.local_load %acc_4 : !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>>
      %acc_6 = tt.dot %acc_5, %v_8, %acc_2, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>> -> tensor<128x128xf32, #mma_54dcd5>
      %m_i_12 = arith.addi %m_i_10, %c1_i32 : i32
      %m_i_13 = arith.cmpi slt, %m_i_12, %c2_i32 : i32
      %m_i_14 = arith.select %m_i_13, %m_i_12, %c0_i32 : i32
      %k_37 = ttg.memdesc_index %k_0[%m_i_14] : !ttg.memdesc<2x1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable> -> !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
      ttg.local_store %k_35, %k_37 : tensor<1x128x128xf16, #blocked_1x1x8_1x4x16_1x8x1_o210> -> !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
      %v_9 = ttg.memdesc_index %v[%m_i_14] : !ttg.memdesc<2x1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable> -> !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
      ttg.local_store %v_6, %v_9 : tensor<1x128x128xf16, #blocked_1x1x8_1x4x16_1x8x1_o210> -> !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
      scf.yield %acc_6, %l_i_6, %m_ij_5, %m_i_14, %k_21, %k_37, %v_5, %v_9 : tensor<128x128xf32, #mma_54dcd5>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, i32, !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>, !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>, !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>, !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
    }
    %m_i_15 = arith.addi %offs_m, %c127_i32 : i32
    %m_i_16 = arith.divsi %m_i_15, %c128_i32 : i32
    %m_i_17 = arith.cmpi sge, %m_i_16, %c1_i32 : i32
    %m_i_18 = arith.cmpi sge, %m_i_16, %c2_i32 : i32
    %qk_7 = ttg.local_load %m_i_7#4 : !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable> -> tensor<1x128x128xf16, #linear_9f001c>
    %k_38 = tt.reshape %qk_7 : tensor<1x128x128xf16, #linear_9f001c> -> tensor<128x128xf16, #linear_1b90c6>
    %qk_8 = tt.trans %k_38 {order = array<i32: 1, 0>} : tensor<128x128xf16, #linear_1b90c6> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>>
    %qk_9 = scf.if %m_i_17 -> (tensor<128x128xf32, #mma_fdb4f1>) {
      %qk_10 = tt.dot %q_28, %qk_8, %cst_0, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_fdb4f1, kWidth = 4}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>> -> tensor<128x128xf32, #mma_fdb4f1>
      scf.yield %qk_10 : tensor<128x128xf32, #mma_fdb4f1>
    } else {
      scf.yield %cst_0 : tensor<128x128xf32, #mma_fdb4f1>
    }
    %m_ij_6 = "tt.reduce"(%qk_9) <{axis = 1 : i32}> ({
    ^bb0(%m_ij_7: f32, %m_ij_8: f32):
      %m_ij_9 = arith.maxnumf %m_ij_7, %m_ij_8 : f32
      tt.reduce.return %m_ij_9 : f32
    }) : (tensor<128x128xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %m_ij_10 = arith.mulf %m_ij_6, %m_ij : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %m_ij_11 = arith.maxnumf %m_i_7#2, %m_ij_10 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %qk_11 = arith.mulf %qk_9, %qk : tensor<128x128xf32, #mma_fdb4f1>
    %qk_12 = tt.expand_dims %m_ij_11 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %qk_13 = tt.broadcast %qk_12 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x128xf32, #mma_fdb4f1>
    %qk_14 = arith.subf %qk_11, %qk_13 : tensor<128x128xf32, #mma_fdb4f1>
    %p_0 = math.exp2 %qk_14 : tensor<128x128xf32, #mma_fdb4f1>
    %alpha_1 = arith.subf %m_i_7#2, %m_ij_11 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %alpha_2 = math.exp2 %alpha_1 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_7 = arith.mulf %m_i_7#1, %alpha_2 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_8 = "tt.reduce"(%p_0) <{axis = 1 : i32}> ({
    ^bb0(%l_i_9: f32, %l_i_0: f32):
      %l_i_10 = arith.addf %l_i_9, %l_i_0 : f32
      tt.reduce.return %l_i_10 : f32
    }) : (tensor<128x128xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_11 = arith.addf %l_i_7, %l_i_8 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %acc_7 = tt.expand_dims %alpha_2 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %acc_8 = ttg.convert_layout %acc_7 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x1xf32, #mma_54dcd5>
    %acc_9 = tt.broadcast %acc_8 : tensor<128x1xf32, #mma_54dcd5> -> tensor<128x128xf32, #mma_54dcd5>
    %acc_10 = arith.mulf %m_i_7#0, %acc_9 : tensor<128x128xf32, #mma_54dcd5>
    %v_10 = ttg.local_load %m_i_7#6 : !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable> -> tensor<1x128x128xf16, #linear_87bc29>
    %v_11 = tt.reshape %v_10 : tensor<1x128x128xf16, #linear_87bc29> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>>
    %acc_11 = arith.truncf %p_0 : tensor<128x128xf32, #mma_fdb4f1> to tensor<128x128xf16, #mma_fdb4f1>
    %acc_12 = ttg.local_alloc %acc_11 : (tensor<128x128xf16, #mma_fdb4f1>) -> !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c>
    %acc_13 = ttg.local_load %acc_12 : !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>>
    %acc_14 = scf.if %m_i_17 -> (tensor<128x128xf32, #mma_54dcd5>) {
      %acc_15 = tt.dot %acc_13, %v_11, %acc_10, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>> -> tensor<128x128xf32, #mma_54dcd5>
      scf.yield %acc_15 : tensor<128x128xf32, #mma_54dcd5>
    } else {
      scf.yield %acc_10 : tensor<128x128xf32, #mma_54dcd5>
    }
    %m_i_19 = arith.select %m_i_17, %acc_14, %m_i_7#0 : tensor<128x128xf32, #mma_54dcd5>
    %m_i_20 = arith.select %m_i_17, %l_i_11, %m_i_7#1 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %m_i_21 = arith.select %m_i_17, %m_ij_11, %m_i_7#2 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %qk_15 = ttg.local_load %m_i_7#5 : !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable> -> tensor<1x128x128xf16, #linear_9f001c>
    %k_39 = tt.reshape %qk_15 : tensor<1x128x128xf16, #linear_9f001c> -> tensor<128x128xf16, #linear_1b90c6>
    %qk_16 = tt.trans %k_39 {order = array<i32: 1, 0>} : tensor<128x128xf16, #linear_1b90c6> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>>
    %qk_17 = scf.if %m_i_18 -> (tensor<128x128xf32, #mma_fdb4f1>) {
      %qk_10 = tt.dot %q_28, %qk_16, %cst_0, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_fdb4f1, kWidth = 4}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>> -> tensor<128x128xf32, #mma_fdb4f1>
      scf.yield %qk_10 : tensor<128x128xf32, #mma_fdb4f1>
    } else {
      scf.yield %cst_0 : tensor<128x128xf32, #mma_fdb4f1>
    }
    %m_ij_12 = "tt.reduce"(%qk_17) <{axis = 1 : i32}> ({
    ^bb0(%m_ij_7: f32, %m_ij_8: f32):
      %m_ij_9 = arith.maxnumf %m_ij_7, %m_ij_8 : f32
      tt.reduce.return %m_ij_9 : f32
    }) : (tensor<128x128xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %m_ij_13 = arith.mulf %m_ij_12, %m_ij : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %m_ij_14 = arith.maxnumf %m_i_21, %m_ij_13 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %qk_18 = arith.mulf %qk_17, %qk : tensor<128x128xf32, #mma_fdb4f1>
    %qk_19 = tt.expand_dims %m_ij_14 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %qk_20 = tt.broadcast %qk_19 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x128xf32, #mma_fdb4f1>
    %qk_21 = arith.subf %qk_18, %qk_20 : tensor<128x128xf32, #mma_fdb4f1>
    %p_1 = math.exp2 %qk_21 : tensor<128x128xf32, #mma_fdb4f1>
    %alpha_3 = arith.subf %m_i_21, %m_ij_14 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %alpha_4 = math.exp2 %alpha_3 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_12 = arith.mulf %m_i_20, %alpha_4 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_13 = "tt.reduce"(%p_1) <{axis = 1 : i32}> ({
    ^bb0(%l_i_9: f32, %l_i_0: f32):
      %l_i_10 = arith.addf %l_i_9, %l_i_0 : f32
      tt.reduce.return %l_i_10 : f32
    }) : (tensor<128x128xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_14 = arith.addf %l_i_12, %l_i_13 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %acc_16 = tt.expand_dims %alpha_4 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %acc_17 = ttg.convert_layout %acc_16 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x1xf32, #mma_54dcd5>
    %acc_18 = tt.broadcast %acc_17 : tensor<128x1xf32, #mma_54dcd5> -> tensor<128x128xf32, #mma_54dcd5>
    %acc_19 = arith.mulf %m_i_19, %acc_18 : tensor<128x128xf32, #mma_54dcd5>
    %v_12 = ttg.local_load %m_i_7#7 : !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable> -> tensor<1x128x128xf16, #linear_87bc29>
    %v_13 = tt.reshape %v_12 : tensor<1x128x128xf16, #linear_87bc29> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>>
    %acc_20 = arith.truncf %p_1 : tensor<128x128xf32, #mma_fdb4f1> to tensor<128x128xf16, #mma_fdb4f1>
    %acc_21 = ttg.local_alloc %acc_20 : (tensor<128x128xf16, #mma_fdb4f1>) -> !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c>
    %acc_22 = ttg.local_load %acc_21 : !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>>
    %acc_23 = scf.if %m_i_18 -> (tensor<128x128xf32, #mma_54dcd5>) {
      %acc_15 = tt.dot %acc_22, %v_13, %acc_19, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>> -> tensor<128x128xf32, #mma_54dcd5>
      scf.yield %acc_15 : tensor<128x128xf32, #mma_54dcd5>
    } else {
      scf.yield %acc_19 : tensor<128x128xf32, #mma_54dcd5>
    }
    %m_i_22 = arith.select %m_i_18, %acc_23, %m_i_19 : tensor<128x128xf32, #mma_54dcd5>
    %m_i_23 = arith.select %m_i_18, %l_i_14, %m_i_20 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %m_i_24 = arith.select %m_i_18, %m_ij_14, %m_i_21 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    ttg.local_dealloc %v : !ttg.memdesc<2x1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
    ttg.local_dealloc %k_0 : !ttg.memdesc<2x1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
    %hi = arith.addi %start_m_2, %c1_i32 : i32
    %hi_0 = arith.muli %hi, %c128_i32 : i32
    %mask = tt.expand_dims %offs_m_5 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xi32, #mma_fdb4f1>
    %mask_0 = tt.broadcast %mask : tensor<128x1xi32, #mma_fdb4f1> -> tensor<128x128xi32, #mma_fdb4f1>
    %mask_1 = tt.splat %N_CTX : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
    %k_40 = ttg.local_alloc : () -> !ttg.memdesc<2x1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
    %v_14 = ttg.local_alloc : () -> !ttg.memdesc<2x1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
    %m_i_25 = arith.cmpi slt, %offs_m, %hi_0 : i32
    %m_i_26 = tt.splat %m_i_25 : i1 -> tensor<1x128x128xi1, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %m_i_27 = arith.andi %m_i_26, %q_24 : tensor<1x128x128xi1, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %k_41 = amdg.buffer_load %K[%q_16], %m_i_27 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<1x128x128xf16, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %v_15 = amdg.buffer_load %V[%q_16], %m_i_27 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<1x128x128xf16, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %k_42 = ttg.memdesc_index %k_40[%c0_i32] : !ttg.memdesc<2x1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable> -> !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
    ttg.local_store %k_41, %k_42 : tensor<1x128x128xf16, #blocked_1x1x8_1x4x16_1x8x1_o210> -> !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
    %v_16 = ttg.memdesc_index %v_14[%c0_i32] : !ttg.memdesc<2x1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable> -> !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
    ttg.local_store %v_15, %v_16 : tensor<1x128x128xf16, #blocked_1x1x8_1x4x16_1x8x1_o210> -> !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
    %m_i_28 = arith.addi %offs_m, %c128_i32 : i32
    %m_i_29 = arith.cmpi slt, %m_i_28, %hi_0 : i32
    %start_n_0 = arith.extsi %m_i_28 : i32 to i64
    %k_43 = tt.splat %start_n_0 : i64 -> tensor<128xi64, #linear_762012>
    %k_44 = arith.addi %k_43, %q_1 : tensor<128xi64, #linear_762012>
    %k_45 = tt.reshape %k_44 : tensor<128xi64, #linear_762012> -> tensor<1x128x1xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %k_46 = arith.muli %start_n_0, %c128_i64 : i64
    %k_47 = arith.addi %q_5, %k_46 : i64
    %k_48 = tt.splat %k_47 : i64 -> tensor<1x128x128xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %k_49 = arith.addi %k_48, %q_12 : tensor<1x128x128xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %k_50 = arith.trunci %k_49 : tensor<1x128x128xi64, #blocked_1x1x8_1x4x16_1x8x1_o210> to tensor<1x128x128xi32, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %m_i_30 = tt.splat %m_i_29 : i1 -> tensor<1x128x128xi1, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %k_51 = arith.cmpi sge, %k_45, %cst_1 : tensor<1x128x1xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %k_52 = arith.cmpi slt, %k_45, %q_19 : tensor<1x128x1xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %k_53 = arith.andi %k_51, %k_52 : tensor<1x128x1xi1, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %k_54 = arith.andi %q_22, %k_53 : tensor<1x128x1xi1, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %k_55 = tt.broadcast %k_54 : tensor<1x128x1xi1, #blocked_1x1x8_1x4x16_1x8x1_o210> -> tensor<1x128x128xi1, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %m_i_31 = arith.andi %m_i_30, %k_55 : tensor<1x128x128xi1, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %k_56 = amdg.buffer_load %K[%k_50], %m_i_31 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<1x128x128xf16, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %v_17 = amdg.buffer_load %V[%k_50], %m_i_31 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<1x128x128xf16, #blocked_1x1x8_1x4x16_1x8x1_o210>
    %k_57 = ttg.memdesc_index %k_40[%c1_i32] : !ttg.memdesc<2x1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable> -> !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
    ttg.local_store %k_56, %k_57 : tensor<1x128x128xf16, #blocked_1x1x8_1x4x16_1x8x1_o210> -> !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
    %v_18 = ttg.memdesc_index %v_14[%c1_i32] : !ttg.memdesc<2x1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable> -> !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
    ttg.local_store %v_17, %v_18 : tensor<1x128x128xf16, #blocked_1x1x8_1x4x16_1x8x1_o210> -> !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
    %m_i_32 = arith.subi %hi_0, %c256_i32 : i32
    %m_i_33:8 = scf.for %m_i_8 = %offs_m to %m_i_32 step %c128_i32 iter_args(%m_i_34 = %m_i_22, %m_i_9 = %m_i_23, %m_i_10 = %m_i_24, %m_i_35 = %c1_i32, %k_21 = %k_42, %k_58 = %k_57, %v_5 = %v_16, %v_19 = %v_18) -> (tensor<128x128xf32, #mma_54dcd5>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, i32, !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>, !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>, !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>, !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>)  : i32 {
      %m_i_36 = arith.addi %m_i_8, %c256_i32 : i32
      %start_n_1 = arith.extsi %m_i_36 : i32 to i64
      %k_23 = tt.splat %start_n_1 : i64 -> tensor<128xi64, #linear_762012>
      %k_24 = arith.addi %k_23, %q_1 : tensor<128xi64, #linear_762012>
      %k_25 = tt.reshape %k_24 : tensor<128xi64, #linear_762012> -> tensor<1x128x1xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
      %k_26 = arith.muli %start_n_1, %c128_i64 : i64
      %k_27 = arith.addi %q_5, %k_26 : i64
      %k_28 = tt.splat %k_27 : i64 -> tensor<1x128x128xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
      %k_29 = arith.addi %k_28, %q_12 : tensor<1x128x128xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
      %k_30 = arith.trunci %k_29 : tensor<1x128x128xi64, #blocked_1x1x8_1x4x16_1x8x1_o210> to tensor<1x128x128xi32, #blocked_1x1x8_1x4x16_1x8x1_o210>
      %k_31 = arith.cmpi sge, %k_25, %cst_1 : tensor<1x128x1xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
      %k_32 = arith.cmpi slt, %k_25, %q_19 : tensor<1x128x1xi64, #blocked_1x1x8_1x4x16_1x8x1_o210>
      %k_33 = arith.andi %k_31, %k_32 : tensor<1x128x1xi1, #blocked_1x1x8_1x4x16_1x8x1_o210>
      %k_34 = arith.andi %q_22, %k_33 : tensor<1x128x1xi1, #blocked_1x1x8_1x4x16_1x8x1_o210>
      %k_35 = tt.broadcast %k_34 : tensor<1x128x1xi1, #blocked_1x1x8_1x4x16_1x8x1_o210> -> tensor<1x128x128xi1, #blocked_1x1x8_1x4x16_1x8x1_o210>
      %k_59 = amdg.buffer_load %K[%k_30], %k_35 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<1x128x128xf16, #blocked_1x1x8_1x4x16_1x8x1_o210>
      %qk_22 = ttg.local_load %k_21 : !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable> -> tensor<1x128x128xf16, #linear_9f001c>
      %k_60 = tt.reshape %qk_22 : tensor<1x128x128xf16, #linear_9f001c> -> tensor<128x128xf16, #linear_1b90c6>
      %qk_2 = tt.trans %k_60 {order = array<i32: 1, 0>} : tensor<128x128xf16, #linear_1b90c6> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>>
      %qk_23 = tt.dot %q_28, %qk_2, %cst_0, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_fdb4f1, kWidth = 4}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>> -> tensor<128x128xf32, #mma_fdb4f1>
      %offs_key = tt.splat %m_i_8 : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
      %offs_key_0 = arith.addi %offs_key, %offs_m_3 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
      %mask_2 = tt.expand_dims %offs_key_0 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>> -> tensor<1x128xi32, #mma_fdb4f1>
      %mask_3 = tt.broadcast %mask_2 : tensor<1x128xi32, #mma_fdb4f1> -> tensor<128x128xi32, #mma_fdb4f1>
      %mask_4 = arith.cmpi sge, %mask_0, %mask_3 : tensor<128x128xi32, #mma_fdb4f1>
      %mask_5 = arith.cmpi slt, %offs_key_0, %mask_1 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
      %mask_6 = tt.expand_dims %mask_5 {axis = 0 : i32} : tensor<128xi1, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>> -> tensor<1x128xi1, #mma_fdb4f1>
      %mask_7 = tt.broadcast %mask_6 : tensor<1x128xi1, #mma_fdb4f1> -> tensor<128x128xi1, #mma_fdb4f1>
      %mask_8 = arith.andi %mask_4, %mask_7 : tensor<128x128xi1, #mma_fdb4f1>
      %qk_24 = arith.mulf %qk_23, %qk : tensor<128x128xf32, #mma_fdb4f1>
      %qk_25 = arith.select %mask_8, %qk_24, %cst_3 : tensor<128x128xi1, #mma_fdb4f1>, tensor<128x128xf32, #mma_fdb4f1>
      %m_ij_15 = "tt.reduce"(%qk_25) <{axis = 1 : i32}> ({
      ^bb0(%m_ij_16: f32, %m_ij_17: f32):
        %m_ij_18 = arith.maxnumf %m_ij_16, %m_ij_17 : f32
        tt.reduce.return %m_ij_18 : f32
      }) : (tensor<128x128xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %m_ij_19 = arith.maxnumf %m_i_10, %m_ij_15 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %qk_26 = tt.expand_dims %m_ij_19 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
      %qk_27 = tt.broadcast %qk_26 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x128xf32, #mma_fdb4f1>
      %qk_28 = arith.subf %qk_25, %qk_27 : tensor<128x128xf32, #mma_fdb4f1>
      %p_2 = math.exp2 %qk_28 : tensor<128x128xf32, #mma_fdb4f1>
      %alpha_5 = arith.subf %m_i_10, %m_ij_19 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %alpha_6 = math.exp2 %alpha_5 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %l_i_15 = arith.mulf %m_i_9, %alpha_6 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %l_i_16 = "tt.reduce"(%p_2) <{axis = 1 : i32}> ({
      ^bb0(%l_i_17: f32, %l_i_18: f32):
        %l_i_19 = arith.addf %l_i_17, %l_i_18 : f32
        tt.reduce.return %l_i_19 : f32
      }) : (tensor<128x128xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %l_i_20 = arith.addf %l_i_15, %l_i_16 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
      %acc_6 = tt.expand_dims %alpha_6 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
      %acc_24 = ttg.convert_layout %acc_6 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x1xf32, #mma_54dcd5>
      %acc_25 = tt.broadcast %acc_24 : tensor<128x1xf32, #mma_54dcd5> -> tensor<128x128xf32, #mma_54dcd5>
      %acc_26 = arith.mulf %m_i_34, %acc_25 : tensor<128x128xf32, #mma_54dcd5>
      %v_20 = amdg.buffer_load %V[%k_30], %k_35 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<1x128x128xf16, #blocked_1x1x8_1x4x16_1x8x1_o210>
      %v_9 = ttg.local_load %v_5 : !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable> -> tensor<1x128x128xf16, #linear_87bc29>
      %v_21 = tt.reshape %v_9 : tensor<1x128x128xf16, #linear_87bc29> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>>
      %acc_27 = arith.truncf %p_2 : tensor<128x128xf32, #mma_fdb4f1> to tensor<128x128xf16, #mma_fdb4f1>
      %acc_28 = ttg.local_alloc %acc_27 : (tensor<128x128xf16, #mma_fdb4f1>) -> !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c>
      %acc_29 = ttg.local_load %acc_28 : !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>>
      %acc_30 = tt.dot %acc_29, %v_21, %acc_26, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>> -> tensor<128x128xf32, #mma_54dcd5>
      %m_i_37 = arith.addi %m_i_35, %c1_i32 : i32
      %m_i_38 = arith.cmpi slt, %m_i_37, %c2_i32 : i32
      %m_i_39 = arith.select %m_i_38, %m_i_37, %c0_i32 : i32
      %k_61 = ttg.memdesc_index %k_40[%m_i_39] : !ttg.memdesc<2x1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable> -> !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
      ttg.local_store %k_59, %k_61 : tensor<1x128x128xf16, #blocked_1x1x8_1x4x16_1x8x1_o210> -> !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
      %v_22 = ttg.memdesc_index %v_14[%m_i_39] : !ttg.memdesc<2x1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable> -> !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
      ttg.local_store %v_20, %v_22 : tensor<1x128x128xf16, #blocked_1x1x8_1x4x16_1x8x1_o210> -> !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
      scf.yield %acc_30, %l_i_20, %m_ij_19, %m_i_39, %k_58, %k_61, %v_19, %v_22 : tensor<128x128xf32, #mma_54dcd5>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>, i32, !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>, !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>, !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>, !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
    }
    %m_i_40 = arith.subi %hi_0, %offs_m : i32
    %m_i_41 = arith.addi %m_i_40, %c127_i32 : i32
    %m_i_42 = arith.divsi %m_i_41, %c128_i32 : i32
    %m_i_43 = arith.subi %m_i_42, %c2_i32 : i32
    %m_i_44 = arith.maxsi %m_i_43, %c0_i32 : i32
    %m_i_45 = arith.muli %m_i_44, %c128_i32 : i32
    %m_i_46 = arith.addi %offs_m, %m_i_45 : i32
    %m_i_47 = arith.addi %m_i_44, %c1_i32 : i32
    %m_i_48 = arith.cmpi sge, %m_i_42, %c1_i32 : i32
    %m_i_49 = arith.muli %m_i_47, %c128_i32 : i32
    %m_i_50 = arith.addi %offs_m, %m_i_49 : i32
    %m_i_51 = arith.cmpi sge, %m_i_42, %c2_i32 : i32
    %qk_29 = ttg.local_load %m_i_33#4 : !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable> -> tensor<1x128x128xf16, #linear_9f001c>
    %k_62 = tt.reshape %qk_29 : tensor<1x128x128xf16, #linear_9f001c> -> tensor<128x128xf16, #linear_1b90c6>
    %qk_30 = tt.trans %k_62 {order = array<i32: 1, 0>} : tensor<128x128xf16, #linear_1b90c6> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>>
    %qk_31 = scf.if %m_i_48 -> (tensor<128x128xf32, #mma_fdb4f1>) {
      %qk_10 = tt.dot %q_28, %qk_30, %cst_0, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_fdb4f1, kWidth = 4}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>> -> tensor<128x128xf32, #mma_fdb4f1>
      scf.yield %qk_10 : tensor<128x128xf32, #mma_fdb4f1>
    } else {
      scf.yield %cst_0 : tensor<128x128xf32, #mma_fdb4f1>
    }
    %offs_key_1 = tt.splat %m_i_46 : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
    %offs_key_2 = arith.addi %offs_key_1, %offs_m_3 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
    %mask_9 = tt.expand_dims %offs_key_2 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>> -> tensor<1x128xi32, #mma_fdb4f1>
    %mask_10 = tt.broadcast %mask_9 : tensor<1x128xi32, #mma_fdb4f1> -> tensor<128x128xi32, #mma_fdb4f1>
    %mask_11 = arith.cmpi sge, %mask_0, %mask_10 : tensor<128x128xi32, #mma_fdb4f1>
    %mask_12 = arith.cmpi slt, %offs_key_2, %mask_1 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
    %mask_13 = tt.expand_dims %mask_12 {axis = 0 : i32} : tensor<128xi1, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>> -> tensor<1x128xi1, #mma_fdb4f1>
    %mask_14 = tt.broadcast %mask_13 : tensor<1x128xi1, #mma_fdb4f1> -> tensor<128x128xi1, #mma_fdb4f1>
    %mask_15 = arith.andi %mask_11, %mask_14 : tensor<128x128xi1, #mma_fdb4f1>
    %qk_32 = arith.mulf %qk_31, %qk : tensor<128x128xf32, #mma_fdb4f1>
    %qk_33 = arith.select %mask_15, %qk_32, %cst_3 : tensor<128x128xi1, #mma_fdb4f1>, tensor<128x128xf32, #mma_fdb4f1>
    %m_ij_20 = "tt.reduce"(%qk_33) <{axis = 1 : i32}> ({
    ^bb0(%m_ij_7: f32, %m_ij_8: f32):
      %m_ij_9 = arith.maxnumf %m_ij_7, %m_ij_8 : f32
      tt.reduce.return %m_ij_9 : f32
    }) : (tensor<128x128xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %m_ij_21 = arith.maxnumf %m_i_33#2, %m_ij_20 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %qk_34 = tt.expand_dims %m_ij_21 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %qk_35 = tt.broadcast %qk_34 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x128xf32, #mma_fdb4f1>
    %qk_36 = arith.subf %qk_33, %qk_35 : tensor<128x128xf32, #mma_fdb4f1>
    %p_3 = math.exp2 %qk_36 : tensor<128x128xf32, #mma_fdb4f1>
    %alpha_7 = arith.subf %m_i_33#2, %m_ij_21 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %alpha_8 = math.exp2 %alpha_7 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_21 = arith.mulf %m_i_33#1, %alpha_8 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_22 = "tt.reduce"(%p_3) <{axis = 1 : i32}> ({
    ^bb0(%l_i_9: f32, %l_i_0: f32):
      %l_i_10 = arith.addf %l_i_9, %l_i_0 : f32
      tt.reduce.return %l_i_10 : f32
    }) : (tensor<128x128xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_23 = arith.addf %l_i_21, %l_i_22 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %acc_31 = tt.expand_dims %alpha_8 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %acc_32 = ttg.convert_layout %acc_31 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x1xf32, #mma_54dcd5>
    %acc_33 = tt.broadcast %acc_32 : tensor<128x1xf32, #mma_54dcd5> -> tensor<128x128xf32, #mma_54dcd5>
    %acc_34 = arith.mulf %m_i_33#0, %acc_33 : tensor<128x128xf32, #mma_54dcd5>
    %v_23 = ttg.local_load %m_i_33#6 : !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable> -> tensor<1x128x128xf16, #linear_87bc29>
    %v_24 = tt.reshape %v_23 : tensor<1x128x128xf16, #linear_87bc29> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>>
    %acc_35 = arith.truncf %p_3 : tensor<128x128xf32, #mma_fdb4f1> to tensor<128x128xf16, #mma_fdb4f1>
    %acc_36 = ttg.local_alloc %acc_35 : (tensor<128x128xf16, #mma_fdb4f1>) -> !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c>
    %acc_37 = ttg.local_load %acc_36 : !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>>
    %acc_38 = scf.if %m_i_48 -> (tensor<128x128xf32, #mma_54dcd5>) {
      %acc_15 = tt.dot %acc_37, %v_24, %acc_34, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>> -> tensor<128x128xf32, #mma_54dcd5>
      scf.yield %acc_15 : tensor<128x128xf32, #mma_54dcd5>
    } else {
      scf.yield %acc_34 : tensor<128x128xf32, #mma_54dcd5>
    }
    %m_i_52 = arith.select %m_i_48, %acc_38, %m_i_33#0 : tensor<128x128xf32, #mma_54dcd5>
    %m_i_53 = arith.select %m_i_48, %l_i_23, %m_i_33#1 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %m_i_54 = arith.select %m_i_48, %m_ij_21, %m_i_33#2 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %qk_37 = ttg.local_load %m_i_33#5 : !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable> -> tensor<1x128x128xf16, #linear_9f001c>
    %k_63 = tt.reshape %qk_37 : tensor<1x128x128xf16, #linear_9f001c> -> tensor<128x128xf16, #linear_1b90c6>
    %qk_38 = tt.trans %k_63 {order = array<i32: 1, 0>} : tensor<128x128xf16, #linear_1b90c6> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>>
    %qk_39 = scf.if %m_i_51 -> (tensor<128x128xf32, #mma_fdb4f1>) {
      %qk_10 = tt.dot %q_28, %qk_38, %cst_0, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_fdb4f1, kWidth = 4}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_fdb4f1, kWidth = 4}>> -> tensor<128x128xf32, #mma_fdb4f1>
      scf.yield %qk_10 : tensor<128x128xf32, #mma_fdb4f1>
    } else {
      scf.yield %cst_0 : tensor<128x128xf32, #mma_fdb4f1>
    }
    %offs_key_3 = tt.splat %m_i_50 : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
    %offs_key_4 = arith.addi %offs_key_3, %offs_m_3 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
    %mask_16 = tt.expand_dims %offs_key_4 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>> -> tensor<1x128xi32, #mma_fdb4f1>
    %mask_17 = tt.broadcast %mask_16 : tensor<1x128xi32, #mma_fdb4f1> -> tensor<128x128xi32, #mma_fdb4f1>
    %mask_18 = arith.cmpi sge, %mask_0, %mask_17 : tensor<128x128xi32, #mma_fdb4f1>
    %mask_19 = arith.cmpi slt, %offs_key_4, %mask_1 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>>
    %mask_20 = tt.expand_dims %mask_19 {axis = 0 : i32} : tensor<128xi1, #ttg.slice<{dim = 0, parent = #mma_fdb4f1}>> -> tensor<1x128xi1, #mma_fdb4f1>
    %mask_21 = tt.broadcast %mask_20 : tensor<1x128xi1, #mma_fdb4f1> -> tensor<128x128xi1, #mma_fdb4f1>
    %mask_22 = arith.andi %mask_18, %mask_21 : tensor<128x128xi1, #mma_fdb4f1>
    %qk_40 = arith.mulf %qk_39, %qk : tensor<128x128xf32, #mma_fdb4f1>
    %qk_41 = arith.select %mask_22, %qk_40, %cst_3 : tensor<128x128xi1, #mma_fdb4f1>, tensor<128x128xf32, #mma_fdb4f1>
    %m_ij_22 = "tt.reduce"(%qk_41) <{axis = 1 : i32}> ({
    ^bb0(%m_ij_7: f32, %m_ij_8: f32):
      %m_ij_9 = arith.maxnumf %m_ij_7, %m_ij_8 : f32
      tt.reduce.return %m_ij_9 : f32
    }) : (tensor<128x128xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %m_ij_23 = arith.maxnumf %m_i_54, %m_ij_22 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %qk_42 = tt.expand_dims %m_ij_23 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %qk_43 = tt.broadcast %qk_42 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x128xf32, #mma_fdb4f1>
    %qk_44 = arith.subf %qk_41, %qk_43 : tensor<128x128xf32, #mma_fdb4f1>
    %p_4 = math.exp2 %qk_44 : tensor<128x128xf32, #mma_fdb4f1>
    %alpha_9 = arith.subf %m_i_54, %m_ij_23 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %alpha_10 = math.exp2 %alpha_9 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_24 = arith.mulf %m_i_53, %alpha_10 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_25 = "tt.reduce"(%p_4) <{axis = 1 : i32}> ({
    ^bb0(%l_i_9: f32, %l_i_0: f32):
      %l_i_10 = arith.addf %l_i_9, %l_i_0 : f32
      tt.reduce.return %l_i_10 : f32
    }) : (tensor<128x128xf32, #mma_fdb4f1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %l_i_26 = arith.addf %l_i_24, %l_i_25 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    %acc_39 = tt.expand_dims %alpha_10 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %acc_40 = ttg.convert_layout %acc_39 : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x1xf32, #mma_54dcd5>
    %acc_41 = tt.broadcast %acc_40 : tensor<128x1xf32, #mma_54dcd5> -> tensor<128x128xf32, #mma_54dcd5>
    %acc_42 = arith.mulf %m_i_52, %acc_41 : tensor<128x128xf32, #mma_54dcd5>
    %v_25 = ttg.local_load %m_i_33#7 : !ttg.memdesc<1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable> -> tensor<1x128x128xf16, #linear_87bc29>
    %v_26 = tt.reshape %v_25 : tensor<1x128x128xf16, #linear_87bc29> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>>
    %acc_43 = arith.truncf %p_4 : tensor<128x128xf32, #mma_fdb4f1> to tensor<128x128xf16, #mma_fdb4f1>
    %acc_44 = ttg.local_alloc %acc_43 : (tensor<128x128xf16, #mma_fdb4f1>) -> !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c>
    %acc_45 = ttg.local_load %acc_44 : !ttg.memdesc<128x128xf16, #shared_e8717d, #smem_d51a3c> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>>
    %acc_46 = scf.if %m_i_51 -> (tensor<128x128xf32, #mma_54dcd5>) {
      %acc_15 = tt.dot %acc_45, %v_26, %acc_42, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_54dcd5, kWidth = 4}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_54dcd5, kWidth = 4}>> -> tensor<128x128xf32, #mma_54dcd5>
      scf.yield %acc_15 : tensor<128x128xf32, #mma_54dcd5>
    } else {
      scf.yield %acc_42 : tensor<128x128xf32, #mma_54dcd5>
    }
    %m_i_55 = arith.select %m_i_51, %acc_46, %m_i_52 : tensor<128x128xf32, #mma_54dcd5>
    %m_i_56 = arith.select %m_i_51, %l_i_26, %m_i_53 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>>
    ttg.local_dealloc %v_14 : !ttg.memdesc<2x1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
    ttg.local_dealloc %k_40 : !ttg.memdesc<2x1x128x128xf16, #shared_5028d5, #smem_d51a3c, mutable>
    %out = tt.expand_dims %m_i_56 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_fdb4f1}>> -> tensor<128x1xf32, #mma_fdb4f1>
    %out_0 = ttg.convert_layout %out : tensor<128x1xf32, #mma_fdb4f1> -> tensor<128x1xf32, #mma_54dcd5>
    %out_1 = tt.broadcast %out_0 : tensor<128x1xf32, #mma_54dcd5> -> tensor<128x128xf32, #mma_54dcd5>
    %out_2 = arith.divf %m_i_55, %out_1 : tensor<128x128xf32, #mma_54dcd5>
    %0 = arith.truncf %out_2 : tensor<128x128xf32, #mma_54dcd5> to tensor<128x128xf16, #mma_54dcd5>
    %1 = tt.reshape %0 : tensor<128x128xf16, #mma_54dcd5> -> tensor<1x128x128xf16, #linear_bf7d39>
    %2 = ttg.convert_layout %1 : tensor<1x128x128xf16, #linear_bf7d39> -> tensor<1x128x128xf16, #blocked_1x1x8_1x4x16_1x8x1_o210>
    amdg.buffer_store %2, %Out[%q_16], %q_24 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<1x128x128xf16, #blocked_1x1x8_1x4x16_1x8x1_o210>
    tt.return
  }
}
