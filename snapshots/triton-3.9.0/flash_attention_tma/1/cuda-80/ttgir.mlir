// flash_attention_tma config 1 (BLOCK_M=128 BLOCK_N=128 WARP_SPECIALIZE=True num_warps=8 num_stages=3) on cuda:80, normalized
#blocked_1x1x8_1x2x16_1x8x1_o210 = #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 2, 16], warpsPerCTA = [1, 8, 1], order = [2, 1, 0]}>
#linear_0b40de = #ttg.linear<{register = [[1], [2], [4]], lane = [[8], [16], [32], [64], [0]], warp = [[0], [0], [0]], block = []}>
#linear_1d3c05 = #ttg.linear<{register = [[0, 0, 1], [0, 8, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 0, 64]], lane = [[0, 0, 2], [0, 0, 4], [0, 1, 0], [0, 2, 0], [0, 4, 0]], warp = [[0, 16, 0], [0, 32, 0], [0, 64, 0]], block = []}>
#linear_2ac71c = #ttg.linear<{register = [[0, 0, 1], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 0, 64], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 64, 0]], lane = [[0, 0, 2], [0, 0, 4], [0, 1, 0], [0, 2, 0], [0, 4, 0]], warp = [[0, 0, 0], [0, 0, 0], [0, 0, 0]], block = []}>
#linear_73c58d = #ttg.linear<{register = [[16], [32], [64]], lane = [[0], [0], [0], [0], [1]], warp = [[2], [4], [8]], block = []}>
#linear_b12b48 = #ttg.linear<{register = [[0, 1], [0, 8], [0, 16], [0, 32], [0, 64], [8, 0], [16, 0], [32, 0], [64, 0]], lane = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = [[0, 0], [0, 0], [0, 0]], block = []}>
#mma_6d0f68 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 8]}>
#shared_10b6f2 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#shared_bc760d = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [2, 1, 0]}>
#smem_d51a3c = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @flash_attention_tma_kernel(%Q: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %K: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %V: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %Out: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %sm_scale: f32, %ZH: i32 {tt.divisibility = 16 : i32}, %N_CTX: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<-1.000000e+06> : tensor<128x128xf32, #mma_6d0f68>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma_6d0f68>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
    %cst_2 = arith.constant dense<0xFF800000> : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<1x128x128xf16, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %c1_i32 = arith.constant 1 : i32
    %c128_i32 = arith.constant 128 : i32
    %cst_4 = arith.constant 1.44269502 : f32
    %c0_i32 = arith.constant 0 : i32
    %c0_i64 = arith.constant 0 : i64
    %cst_5 = arith.constant dense<128> : tensor<1x1x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %cst_6 = arith.constant dense<0> : tensor<1x1x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %cst_7 = arith.constant dense<0> : tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %cst_8 = arith.constant dense<128> : tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %c-1_i32 = arith.constant -1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c256_i32 = arith.constant 256 : i32
    %cst_9 = arith.constant dense<128> : tensor<128xi64, #linear_73c58d>
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
    %offs_m_0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #linear_73c58d>
    %offs_m_1 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #linear_0b40de>
    %offs_m_2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
    %offs_m_3 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_6d0f68}>>
    %offs_m_4 = tt.splat %offs_m : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
    %offs_m_5 = arith.addi %offs_m_4, %offs_m_2 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
    %qk_scale = arith.mulf %sm_scale, %cst_4 : f32
    %off_hz_0 = arith.extsi %off_hz : i32 to i64
    %q = arith.extsi %offs_m : i32 to i64
    %q_0 = tt.splat %q : i64 -> tensor<128xi64, #linear_73c58d>
    %q_1 = arith.extsi %offs_m_0 : tensor<128xi32, #linear_73c58d> to tensor<128xi64, #linear_73c58d>
    %q_2 = arith.extsi %offs_m_1 : tensor<128xi32, #linear_0b40de> to tensor<128xi64, #linear_0b40de>
    %q_3 = arith.addi %q_0, %q_1 : tensor<128xi64, #linear_73c58d>
    %q_4 = tt.reshape %q_3 : tensor<128xi64, #linear_73c58d> -> tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %q_5 = tt.reshape %q_2 : tensor<128xi64, #linear_0b40de> -> tensor<1x1x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %q_6 = tt.splat %Q : !tt.ptr<f16> -> tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %q_7 = arith.muli %off_hz_0, %q_desc : i64
    %q_8 = tt.splat %q_7 : i64 -> tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %q_9 = arith.muli %q_4, %cst_8 : tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %q_10 = tt.broadcast %q_9 : tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210> -> tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %q_11 = tt.broadcast %q_5 : tensor<1x1x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210> -> tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %q_12 = arith.addi %q_10, %q_11 : tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %q_13 = arith.addi %q_8, %q_12 : tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %q_14 = tt.addptr %q_6, %q_13 : tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210>, tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %q_15 = arith.cmpi sge, %off_hz_0, %c0_i64 : i64
    %q_16 = arith.cmpi slt, %off_hz_0, %ZH_0 : i64
    %q_17 = arith.andi %q_15, %q_16 : i1
    %q_18 = arith.cmpi sge, %q_4, %cst_7 : tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %q_19 = tt.splat %N_CTX_0 : i64 -> tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %q_20 = arith.cmpi slt, %q_4, %q_19 : tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %q_21 = arith.andi %q_18, %q_20 : tensor<1x128x1xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %q_22 = tt.splat %q_17 : i1 -> tensor<1x128x1xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %q_23 = arith.andi %q_22, %q_21 : tensor<1x128x1xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %q_24 = tt.broadcast %q_23 : tensor<1x128x1xi1, #blocked_1x1x8_1x2x16_1x8x1_o210> -> tensor<1x128x128xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %q_25 = arith.cmpi sge, %q_5, %cst_6 : tensor<1x1x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %q_26 = arith.cmpi slt, %q_5, %cst_5 : tensor<1x1x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %q_27 = arith.andi %q_25, %q_26 : tensor<1x1x128xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %q_28 = tt.broadcast %q_27 : tensor<1x1x128xi1, #blocked_1x1x8_1x2x16_1x8x1_o210> -> tensor<1x128x128xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %q_29 = arith.andi %q_24, %q_28 : tensor<1x128x128xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %q_30 = tt.load %q_14, %q_29, %cst_3 : tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %q_31 = tt.reshape %q_30 : tensor<1x128x128xf16, #blocked_1x1x8_1x2x16_1x8x1_o210> -> tensor<128x128xf16, #ttg.slice<{dim = 0, parent = #blocked_1x1x8_1x2x16_1x8x1_o210}>>
    %q_32 = ttg.local_alloc %q_31 : (tensor<128x128xf16, #ttg.slice<{dim = 0, parent = #blocked_1x1x8_1x2x16_1x8x1_o210}>>) -> !ttg.memdesc<128x128xf16, #shared_10b6f2, #smem_d51a3c>
    %k = tt.splat %K : !tt.ptr<f16> -> tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %m_ij = tt.splat %qk_scale : f32 -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
    %qk = tt.splat %qk_scale : f32 -> tensor<128x128xf32, #mma_6d0f68>
    %v = tt.splat %V : !tt.ptr<f16> -> tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_0 = ttg.local_alloc : () -> !ttg.memdesc<2x1x128x128xf16, #shared_bc760d, #smem_d51a3c, mutable>
    %m_i = arith.cmpi sgt, %offs_m, %c0_i32 : i32
    %k_1 = tt.reshape %q_1 : tensor<128xi64, #linear_73c58d> -> tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_2 = arith.muli %k_1, %cst_8 : tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_3 = tt.broadcast %k_2 : tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210> -> tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_4 = arith.addi %k_3, %q_11 : tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_5 = arith.addi %q_8, %k_4 : tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_6 = tt.addptr %k, %k_5 : tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210>, tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_7 = arith.cmpi sge, %k_1, %cst_7 : tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_8 = arith.cmpi slt, %k_1, %q_19 : tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_9 = arith.andi %k_7, %k_8 : tensor<1x128x1xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_10 = arith.andi %q_22, %k_9 : tensor<1x128x1xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_11 = tt.broadcast %k_10 : tensor<1x128x1xi1, #blocked_1x1x8_1x2x16_1x8x1_o210> -> tensor<1x128x128xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_12 = arith.andi %k_11, %q_28 : tensor<1x128x128xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_13 = ttg.memdesc_index %k_0[%c0_i32] : !ttg.memdesc<2x1x128x128xf16, #shared_bc760d, #smem_d51a3c, mutable> -> !ttg.memdesc<1x128x128xf16, #shared_bc760d, #smem_d51a3c, mutable>
    %m_i_0 = tt.splat %m_i : i1 -> tensor<1x128x128xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %m_i_1 = arith.andi %m_i_0, %k_12 : tensor<1x128x128xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_14 = ttg.async_copy_global_to_local %k_6, %k_13 mask %m_i_1 other %cst_3 {contiguity = 8 : i32} : tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210> -> <1x128x128xf16, #shared_bc760d, #smem_d51a3c, mutable>
    %k_15 = ttg.async_commit_group tokens %k_14
    %v_0 = tt.addptr %v, %k_5 : tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210>, tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %v_1 = tt.load %v_0, %m_i_1, %cst_3 : tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %m_i_2 = arith.cmpi sgt, %offs_m, %c128_i32 : i32
    %k_16 = arith.addi %q_1, %cst_9 : tensor<128xi64, #linear_73c58d>
    %k_17 = tt.reshape %k_16 : tensor<128xi64, #linear_73c58d> -> tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_18 = arith.muli %k_17, %cst_8 : tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_19 = tt.broadcast %k_18 : tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210> -> tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_20 = arith.addi %k_19, %q_11 : tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_21 = arith.addi %q_8, %k_20 : tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_22 = tt.addptr %k, %k_21 : tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210>, tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_23 = arith.cmpi sge, %k_17, %cst_7 : tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_24 = arith.cmpi slt, %k_17, %q_19 : tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_25 = arith.andi %k_23, %k_24 : tensor<1x128x1xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_26 = arith.andi %q_22, %k_25 : tensor<1x128x1xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_27 = tt.broadcast %k_26 : tensor<1x128x1xi1, #blocked_1x1x8_1x2x16_1x8x1_o210> -> tensor<1x128x128xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_28 = arith.andi %k_27, %q_28 : tensor<1x128x128xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_29 = ttg.memdesc_index %k_0[%c1_i32] : !ttg.memdesc<2x1x128x128xf16, #shared_bc760d, #smem_d51a3c, mutable> -> !ttg.memdesc<1x128x128xf16, #shared_bc760d, #smem_d51a3c, mutable>
    %m_i_3 = tt.splat %m_i_2 : i1 -> tensor<1x128x128xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %m_i_4 = arith.andi %m_i_3, %k_28 : tensor<1x128x128xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_30 = ttg.async_copy_global_to_local %k_22, %k_29 mask %m_i_4 other %cst_3 {contiguity = 8 : i32} : tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210> -> <1x128x128xf16, #shared_bc760d, #smem_d51a3c, mutable>
    %k_31 = ttg.async_commit_group tokens %k_30
    %v_2 = tt.addptr %v, %k_21 : tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210>, tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %v_3 = tt.load %v_2, %m_i_4, %cst_3 : tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %m_i_5:9 = scf.for %m_i_6 = %c0_i32 to %offs_m step %c128_i32 iter_args(%arg0 = %cst_0, %l_i = %cst_1, %m_i_7 = %cst_2, %m_i_8 = %c1_i32, %m_i_9 = %c-1_i32, %k_32 = %k_15, %k_33 = %k_31, %v_4 = %v_1, %v_5 = %v_3) -> (tensor<128x128xf32, #mma_6d0f68>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>, i32, i32, !ttg.async.token, !ttg.async.token, tensor<1x128x128xf16, #blocked_1x1x8_1x2x16_1x8x1_o210>, tensor<1x128x128xf16, #blocked_1x1x8_1x2x16_1x8x1_o210>)  : i32 {
      %m_i_10 = arith.subi %offs_m, %c256_i32 : i32
      %m_i_11 = arith.cmpi slt, %m_i_6, %m_i_10 : i32
      %m_i_12 = arith.addi %m_i_9, %c1_i32 : i32
      %m_i_13 = arith.cmpi sge, %m_i_12, %c2_i32 : i32
      %m_i_14 = arith.select %m_i_13, %c0_i32, %m_i_12 : i32
      %k_34 = ttg.async_wait %k_32 {num = 1 : i32}
      %k_35 = ttg.memdesc_index %k_0[%m_i_14] : !ttg.memdesc<2x1x128x128xf16, #shared_bc760d, #smem_d51a3c, mutable> -> !ttg.memdesc<1x128x128xf16, #shared_bc760d, #smem_d51a3c, mutable>
      %qk_0 = ttg.local_load %k_35 token %k_34 : !ttg.memdesc<1x128x128xf16, #shared_bc760d, #smem_d51a3c, mutable> -> tensor<1x128x128xf16, #linear_2ac71c>
      %k_36 = tt.reshape %qk_0 : tensor<1x128x128xf16, #linear_2ac71c> -> tensor<128x128xf16, #linear_b12b48>
      %qk_1 = tt.trans %k_36 {order = array<i32: 1, 0>} : tensor<128x128xf16, #linear_b12b48> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_6d0f68, kWidth = 2}>>
      %q_33 = ttg.local_load %q_32 : !ttg.memdesc<128x128xf16, #shared_10b6f2, #smem_d51a3c> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_6d0f68, kWidth = 2}>>
      %qk_2 = tt.dot %q_33, %qk_1, %cst_0, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_6d0f68, kWidth = 2}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_6d0f68, kWidth = 2}>> -> tensor<128x128xf32, #mma_6d0f68>
      %m_ij_0 = "tt.reduce"(%qk_2) <{axis = 1 : i32}> ({
      ^bb0(%m_ij_1: f32, %m_ij_2: f32):
        %m_ij_3 = arith.maxnumf %m_ij_1, %m_ij_2 : f32
        tt.reduce.return %m_ij_3 : f32
      }) : (tensor<128x128xf32, #mma_6d0f68>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
      %m_ij_4 = arith.mulf %m_ij_0, %m_ij : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
      %m_ij_5 = arith.maxnumf %m_i_7, %m_ij_4 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
      %qk_3 = arith.mulf %qk_2, %qk : tensor<128x128xf32, #mma_6d0f68>
      %qk_4 = tt.expand_dims %m_ij_5 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>> -> tensor<128x1xf32, #mma_6d0f68>
      %qk_5 = tt.broadcast %qk_4 : tensor<128x1xf32, #mma_6d0f68> -> tensor<128x128xf32, #mma_6d0f68>
      %qk_6 = arith.subf %qk_3, %qk_5 : tensor<128x128xf32, #mma_6d0f68>
      %alpha = arith.subf %m_i_7, %m_ij_5 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
      %alpha_0 = math.exp2 %alpha : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
      %p = math.exp2 %qk_6 : tensor<128x128xf32, #mma_6d0f68>
      %0 = "tt.reduce"(%p) <{axis = 1 : i32}> ({
      ^bb0(%arg1: f32, %arg2: f32):
        %1 = arith.addf %arg1, %arg2 : f32
        tt.reduce.return %1 : f32
      }) : (tensor<128x128xf32, #mma_6d0f68>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
      %v_6 = tt.reshape %v_4 : tensor<1x128x128xf16, #blocked_1x1x8_1x2x16_1x8x1_o210> -> tensor<128x128xf16, #ttg.slice<{dim = 0, parent = #blocked_1x1x8_1x2x16_1x8x1_o210}>>
      %v_7 = ttg.local_alloc %v_6 : (tensor<128x128xf16, #ttg.slice<{dim = 0, parent = #blocked_1x1x8_1x2x16_1x8x1_o210}>>) -> !ttg.memdesc<128x128xf16, #shared_10b6f2, #smem_d51a3c>
      %v_8 = ttg.local_load %v_7 : !ttg.memdesc<128x128xf16, #shared_10b6f2, #smem_d51a3c> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_6d0f68, kWidth = 2}>>
      %acc = arith.truncf %p : tensor<128x128xf32, #mma_6d0f68> to tensor<128x128xf16, #mma_6d0f68>
      %acc_0 = tt.expand_dims %alpha_0 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>> -> tensor<128x1xf32, #mma_6d0f68>
      %acc_1 = tt.broadcast %acc_0 : tensor<128x1xf32, #mma_6d0f68> -> tensor<128x128xf32, #mma_6d0f68>
      %acc_2 = arith.mulf %arg0, %acc_1 : tensor<128x128xf32, #mma_6d0f68>
      %acc_3 = ttg.convert_layout %acc : tensor<128x128xf16, #mma_6d0f68> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_6d0f68, kWidth = 2}>>
      %acc_4 = tt.dot %acc_3, %v_8, %acc_2, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_6d0f68, kWidth = 2}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_6d0f68, kWidth = 2}>> -> tensor<128x128xf32, #mma_6d0f68>
      %l_i_0 = arith.mulf %l_i, %alpha_0 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
      %l_i_1 = arith.addf %l_i_0, %0 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
      %m_i_15 = arith.addi %m_i_8, %c1_i32 : i32
      %m_i_16 = arith.cmpi sge, %m_i_15, %c2_i32 : i32
      %m_i_17 = arith.select %m_i_16, %c0_i32, %m_i_15 : i32
      %m_i_18 = arith.addi %m_i_6, %c256_i32 : i32
      %start_n = arith.extsi %m_i_18 : i32 to i64
      %k_37 = tt.splat %start_n : i64 -> tensor<128xi64, #linear_73c58d>
      %k_38 = arith.addi %k_37, %q_1 : tensor<128xi64, #linear_73c58d>
      %k_39 = tt.reshape %k_38 : tensor<128xi64, #linear_73c58d> -> tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
      %k_40 = arith.muli %k_39, %cst_8 : tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
      %k_41 = tt.broadcast %k_40 : tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210> -> tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
      %k_42 = arith.addi %k_41, %q_11 : tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
      %k_43 = arith.addi %q_8, %k_42 : tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
      %k_44 = tt.addptr %k, %k_43 : tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210>, tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
      %k_45 = arith.cmpi sge, %k_39, %cst_7 : tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
      %k_46 = arith.cmpi slt, %k_39, %q_19 : tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
      %k_47 = arith.andi %k_45, %k_46 : tensor<1x128x1xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
      %k_48 = arith.andi %q_22, %k_47 : tensor<1x128x1xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
      %k_49 = tt.broadcast %k_48 : tensor<1x128x1xi1, #blocked_1x1x8_1x2x16_1x8x1_o210> -> tensor<1x128x128xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
      %k_50 = arith.andi %k_49, %q_28 : tensor<1x128x128xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
      %k_51 = ttg.memdesc_index %k_0[%m_i_17] : !ttg.memdesc<2x1x128x128xf16, #shared_bc760d, #smem_d51a3c, mutable> -> !ttg.memdesc<1x128x128xf16, #shared_bc760d, #smem_d51a3c, mutable>
      %m_i_19 = tt.splat %m_i_11 : i1 -> tensor<1x128x128xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
      %m_i_20 = arith.andi %m_i_19, %k_50 : tensor<1x128x128xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
      %k_52 = ttg.async_copy_global_to_local %k_44, %k_51 mask %m_i_20 other %cst_3 {contiguity = 8 : i32} : tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210> -> <1x128x128xf16, #shared_bc760d, #smem_d51a3c, mutable>
      %k_53 = ttg.async_commit_group tokens %k_52
      %v_9 = tt.addptr %v, %k_43 : tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210>, tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
      %v_10 = tt.load %v_9, %m_i_20, %cst_3 : tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210>
      scf.yield %acc_4, %l_i_1, %m_ij_5, %m_i_17, %m_i_14, %k_33, %k_53, %v_5, %v_10 : tensor<128x128xf32, #mma_6d0f68>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>, i32, i32, !ttg.async.token, !ttg.async.token, tensor<1x128x128xf16, #blocked_1x1x8_1x2x16_1x8x1_o210>, tensor<1x128x128xf16, #blocked_1x1x8_1x2x16_1x8x1_o210>
    } {tt.warp_specialize}
    %m_i_21 = ttg.async_wait {num = 0 : i32}
    ttg.local_dealloc %k_0 : !ttg.memdesc<2x1x128x128xf16, #shared_bc760d, #smem_d51a3c, mutable>
    %hi = arith.addi %start_m_2, %c1_i32 : i32
    %hi_0 = arith.muli %hi, %c128_i32 : i32
    %mask = tt.expand_dims %offs_m_5 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>> -> tensor<128x1xi32, #mma_6d0f68>
    %mask_0 = tt.broadcast %mask : tensor<128x1xi32, #mma_6d0f68> -> tensor<128x128xi32, #mma_6d0f68>
    %mask_1 = tt.splat %N_CTX : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_6d0f68}>>
    %k_54 = ttg.local_alloc : () -> !ttg.memdesc<2x1x128x128xf16, #shared_bc760d, #smem_d51a3c, mutable>
    %m_i_22 = arith.cmpi slt, %offs_m, %hi_0 : i32
    %k_55 = tt.addptr %k, %q_13 : tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210>, tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_56 = ttg.memdesc_index %k_54[%c0_i32] : !ttg.memdesc<2x1x128x128xf16, #shared_bc760d, #smem_d51a3c, mutable> -> !ttg.memdesc<1x128x128xf16, #shared_bc760d, #smem_d51a3c, mutable>
    %m_i_23 = tt.splat %m_i_22 : i1 -> tensor<1x128x128xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %m_i_24 = arith.andi %m_i_23, %q_29 : tensor<1x128x128xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_57 = ttg.async_copy_global_to_local %k_55, %k_56 mask %m_i_24 other %cst_3 {contiguity = 8 : i32} : tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210> -> <1x128x128xf16, #shared_bc760d, #smem_d51a3c, mutable>
    %k_58 = ttg.async_commit_group tokens %k_57
    %v_11 = tt.addptr %v, %q_13 : tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210>, tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %v_12 = tt.load %v_11, %m_i_24, %cst_3 : tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %m_i_25 = arith.addi %offs_m, %c128_i32 : i32
    %m_i_26 = arith.cmpi slt, %m_i_25, %hi_0 : i32
    %start_n_0 = arith.extsi %m_i_25 : i32 to i64
    %k_59 = tt.splat %start_n_0 : i64 -> tensor<128xi64, #linear_73c58d>
    %k_60 = arith.addi %k_59, %q_1 : tensor<128xi64, #linear_73c58d>
    %k_61 = tt.reshape %k_60 : tensor<128xi64, #linear_73c58d> -> tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_62 = arith.muli %k_61, %cst_8 : tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_63 = tt.broadcast %k_62 : tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210> -> tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_64 = arith.addi %k_63, %q_11 : tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_65 = arith.addi %q_8, %k_64 : tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_66 = tt.addptr %k, %k_65 : tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210>, tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_67 = arith.cmpi sge, %k_61, %cst_7 : tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_68 = arith.cmpi slt, %k_61, %q_19 : tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_69 = arith.andi %k_67, %k_68 : tensor<1x128x1xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_70 = arith.andi %q_22, %k_69 : tensor<1x128x1xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_71 = tt.broadcast %k_70 : tensor<1x128x1xi1, #blocked_1x1x8_1x2x16_1x8x1_o210> -> tensor<1x128x128xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_72 = arith.andi %k_71, %q_28 : tensor<1x128x128xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_73 = ttg.memdesc_index %k_54[%c1_i32] : !ttg.memdesc<2x1x128x128xf16, #shared_bc760d, #smem_d51a3c, mutable> -> !ttg.memdesc<1x128x128xf16, #shared_bc760d, #smem_d51a3c, mutable>
    %m_i_27 = tt.splat %m_i_26 : i1 -> tensor<1x128x128xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %m_i_28 = arith.andi %m_i_27, %k_72 : tensor<1x128x128xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %k_74 = ttg.async_copy_global_to_local %k_66, %k_73 mask %m_i_28 other %cst_3 {contiguity = 8 : i32} : tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210> -> <1x128x128xf16, #shared_bc760d, #smem_d51a3c, mutable>
    %k_75 = ttg.async_commit_group tokens %k_74
    %v_13 = tt.addptr %v, %k_65 : tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210>, tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %v_14 = tt.load %v_13, %m_i_28, %cst_3 : tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %m_i_29:9 = scf.for %m_i_6 = %offs_m to %hi_0 step %c128_i32 iter_args(%m_i_7 = %m_i_5#0, %m_i_8 = %m_i_5#1, %m_i_9 = %m_i_5#2, %m_i_30 = %c1_i32, %m_i_31 = %c-1_i32, %k_76 = %k_58, %k_77 = %k_75, %v_15 = %v_12, %v_16 = %v_14) -> (tensor<128x128xf32, #mma_6d0f68>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>, i32, i32, !ttg.async.token, !ttg.async.token, tensor<1x128x128xf16, #blocked_1x1x8_1x2x16_1x8x1_o210>, tensor<1x128x128xf16, #blocked_1x1x8_1x2x16_1x8x1_o210>)  : i32 {
      %m_i_12 = arith.subi %hi_0, %c256_i32 : i32
      %m_i_13 = arith.cmpi slt, %m_i_6, %m_i_12 : i32
      %m_i_14 = arith.addi %m_i_31, %c1_i32 : i32
      %m_i_32 = arith.cmpi sge, %m_i_14, %c2_i32 : i32
      %m_i_33 = arith.select %m_i_32, %c0_i32, %m_i_14 : i32
      %k_78 = ttg.async_wait %k_76 {num = 1 : i32}
      %k_36 = ttg.memdesc_index %k_54[%m_i_33] : !ttg.memdesc<2x1x128x128xf16, #shared_bc760d, #smem_d51a3c, mutable> -> !ttg.memdesc<1x128x128xf16, #shared_bc760d, #smem_d51a3c, mutable>
      %qk_1 = ttg.local_load %k_36 token %k_78 : !ttg.memdesc<1x128x128xf16, #shared_bc760d, #smem_d51a3c, mutable> -> tensor<1x128x128xf16, #linear_2ac71c>
      %k_79 = tt.reshape %qk_1 : tensor<1x128x128xf16, #linear_2ac71c> -> tensor<128x128xf16, #linear_b12b48>
      %qk_2 = tt.trans %k_79 {order = array<i32: 1, 0>} : tensor<128x128xf16, #linear_b12b48> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_6d0f68, kWidth = 2}>>
      %q_34 = ttg.local_load %q_32 : !ttg.memdesc<128x128xf16, #shared_10b6f2, #smem_d51a3c> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_6d0f68, kWidth = 2}>>
      %qk_7 = tt.dot %q_34, %qk_2, %cst_0, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_6d0f68, kWidth = 2}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_6d0f68, kWidth = 2}>> -> tensor<128x128xf32, #mma_6d0f68>
      %offs_key = tt.splat %m_i_6 : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_6d0f68}>>
      %offs_key_0 = arith.addi %offs_key, %offs_m_3 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_6d0f68}>>
      %mask_2 = tt.expand_dims %offs_key_0 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_6d0f68}>> -> tensor<1x128xi32, #mma_6d0f68>
      %mask_3 = tt.broadcast %mask_2 : tensor<1x128xi32, #mma_6d0f68> -> tensor<128x128xi32, #mma_6d0f68>
      %mask_4 = arith.cmpi sge, %mask_0, %mask_3 : tensor<128x128xi32, #mma_6d0f68>
      %mask_5 = arith.cmpi slt, %offs_key_0, %mask_1 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma_6d0f68}>>
      %mask_6 = tt.expand_dims %mask_5 {axis = 0 : i32} : tensor<128xi1, #ttg.slice<{dim = 0, parent = #mma_6d0f68}>> -> tensor<1x128xi1, #mma_6d0f68>
      %mask_7 = tt.broadcast %mask_6 : tensor<1x128xi1, #mma_6d0f68> -> tensor<128x128xi1, #mma_6d0f68>
      %mask_8 = arith.andi %mask_4, %mask_7 : tensor<128x128xi1, #mma_6d0f68>
      %qk_8 = arith.mulf %qk_7, %qk : tensor<128x128xf32, #mma_6d0f68>
      %qk_9 = arith.select %mask_8, %qk_8, %cst : tensor<128x128xi1, #mma_6d0f68>, tensor<128x128xf32, #mma_6d0f68>
      %m_ij_6 = "tt.reduce"(%qk_9) <{axis = 1 : i32}> ({
      ^bb0(%m_ij_7: f32, %m_ij_8: f32):
        %m_ij_9 = arith.maxnumf %m_ij_7, %m_ij_8 : f32
        tt.reduce.return %m_ij_9 : f32
      }) : (tensor<128x128xf32, #mma_6d0f68>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
      %m_ij_10 = arith.maxnumf %m_i_9, %m_ij_6 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
      %qk_10 = tt.expand_dims %m_ij_10 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>> -> tensor<128x1xf32, #mma_6d0f68>
      %qk_11 = tt.broadcast %qk_10 : tensor<128x1xf32, #mma_6d0f68> -> tensor<128x128xf32, #mma_6d0f68>
      %qk_12 = arith.subf %qk_9, %qk_11 : tensor<128x128xf32, #mma_6d0f68>
      %alpha = arith.subf %m_i_9, %m_ij_10 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
      %alpha_1 = math.exp2 %alpha : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
      %p = math.exp2 %qk_12 : tensor<128x128xf32, #mma_6d0f68>
      %0 = "tt.reduce"(%p) <{axis = 1 : i32}> ({
      ^bb0(%arg1: f32, %arg2: f32):
        %1 = arith.addf %arg1, %arg2 : f32
        tt.reduce.return %1 : f32
      }) : (tensor<128x128xf32, #mma_6d0f68>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
      %v_17 = tt.reshape %v_15 : tensor<1x128x128xf16, #blocked_1x1x8_1x2x16_1x8x1_o210> -> tensor<128x128xf16, #ttg.slice<{dim = 0, parent = #blocked_1x1x8_1x2x16_1x8x1_o210}>>
      %v_18 = ttg.local_alloc %v_17 : (tensor<128x128xf16, #ttg.slice<{dim = 0, parent = #blocked_1x1x8_1x2x16_1x8x1_o210}>>) -> !ttg.memdesc<128x128xf16, #shared_10b6f2, #smem_d51a3c>
      %v_19 = ttg.local_load %v_18 : !ttg.memdesc<128x128xf16, #shared_10b6f2, #smem_d51a3c> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_6d0f68, kWidth = 2}>>
      %acc = arith.truncf %p : tensor<128x128xf32, #mma_6d0f68> to tensor<128x128xf16, #mma_6d0f68>
      %acc_5 = tt.expand_dims %alpha_1 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>> -> tensor<128x1xf32, #mma_6d0f68>
      %acc_6 = tt.broadcast %acc_5 : tensor<128x1xf32, #mma_6d0f68> -> tensor<128x128xf32, #mma_6d0f68>
      %acc_7 = arith.mulf %m_i_7, %acc_6 : tensor<128x128xf32, #mma_6d0f68>
      %acc_8 = ttg.convert_layout %acc : tensor<128x128xf16, #mma_6d0f68> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_6d0f68, kWidth = 2}>>
      %acc_9 = tt.dot %acc_8, %v_19, %acc_7, inputPrecision = tf32 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_6d0f68, kWidth = 2}>> * tensor<128x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_6d0f68, kWidth = 2}>> -> tensor<128x128xf32, #mma_6d0f68>
      %l_i = arith.mulf %m_i_8, %alpha_1 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
      %l_i_2 = arith.addf %l_i, %0 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>
      %m_i_34 = arith.addi %m_i_30, %c1_i32 : i32
      %m_i_35 = arith.cmpi sge, %m_i_34, %c2_i32 : i32
      %m_i_36 = arith.select %m_i_35, %c0_i32, %m_i_34 : i32
      %m_i_37 = arith.addi %m_i_6, %c256_i32 : i32
      %start_n_1 = arith.extsi %m_i_37 : i32 to i64
      %k_46 = tt.splat %start_n_1 : i64 -> tensor<128xi64, #linear_73c58d>
      %k_47 = arith.addi %k_46, %q_1 : tensor<128xi64, #linear_73c58d>
      %k_48 = tt.reshape %k_47 : tensor<128xi64, #linear_73c58d> -> tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
      %k_49 = arith.muli %k_48, %cst_8 : tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
      %k_50 = tt.broadcast %k_49 : tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210> -> tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
      %k_51 = arith.addi %k_50, %q_11 : tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
      %k_80 = arith.addi %q_8, %k_51 : tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
      %k_81 = tt.addptr %k, %k_80 : tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210>, tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
      %k_52 = arith.cmpi sge, %k_48, %cst_7 : tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
      %k_53 = arith.cmpi slt, %k_48, %q_19 : tensor<1x128x1xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
      %k_82 = arith.andi %k_52, %k_53 : tensor<1x128x1xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
      %k_83 = arith.andi %q_22, %k_82 : tensor<1x128x1xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
      %k_84 = tt.broadcast %k_83 : tensor<1x128x1xi1, #blocked_1x1x8_1x2x16_1x8x1_o210> -> tensor<1x128x128xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
      %k_85 = arith.andi %k_84, %q_28 : tensor<1x128x128xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
      %k_86 = ttg.memdesc_index %k_54[%m_i_36] : !ttg.memdesc<2x1x128x128xf16, #shared_bc760d, #smem_d51a3c, mutable> -> !ttg.memdesc<1x128x128xf16, #shared_bc760d, #smem_d51a3c, mutable>
      %m_i_38 = tt.splat %m_i_13 : i1 -> tensor<1x128x128xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
      %m_i_39 = arith.andi %m_i_38, %k_85 : tensor<1x128x128xi1, #blocked_1x1x8_1x2x16_1x8x1_o210>
      %k_87 = ttg.async_copy_global_to_local %k_81, %k_86 mask %m_i_39 other %cst_3 {contiguity = 8 : i32} : tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210> -> <1x128x128xf16, #shared_bc760d, #smem_d51a3c, mutable>
      %k_88 = ttg.async_commit_group tokens %k_87
      %v_20 = tt.addptr %v, %k_80 : tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210>, tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
      %v_21 = tt.load %v_20, %m_i_39, %cst_3 : tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210>
      scf.yield %acc_9, %l_i_2, %m_ij_10, %m_i_36, %m_i_33, %k_77, %k_88, %v_16, %v_21 : tensor<128x128xf32, #mma_6d0f68>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>>, i32, i32, !ttg.async.token, !ttg.async.token, tensor<1x128x128xf16, #blocked_1x1x8_1x2x16_1x8x1_o210>, tensor<1x128x128xf16, #blocked_1x1x8_1x2x16_1x8x1_o210>
    } {tt.warp_specialize}
    %m_i_40 = ttg.async_wait {num = 0 : i32}
    ttg.local_dealloc %k_54 : !ttg.memdesc<2x1x128x128xf16, #shared_bc760d, #smem_d51a3c, mutable>
    %out = tt.expand_dims %m_i_29#1 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma_6d0f68}>> -> tensor<128x1xf32, #mma_6d0f68>
    %out_0 = tt.broadcast %out : tensor<128x1xf32, #mma_6d0f68> -> tensor<128x128xf32, #mma_6d0f68>
    %out_1 = arith.divf %m_i_29#0, %out_0 : tensor<128x128xf32, #mma_6d0f68>
    %2 = arith.truncf %out_1 : tensor<128x128xf32, #mma_6d0f68> to tensor<128x128xf16, #mma_6d0f68>
    %3 = tt.reshape %2 : tensor<128x128xf16, #mma_6d0f68> -> tensor<1x128x128xf16, #linear_1d3c05>
    %4 = tt.splat %Out : !tt.ptr<f16> -> tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %5 = tt.addptr %4, %q_13 : tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210>, tensor<1x128x128xi64, #blocked_1x1x8_1x2x16_1x8x1_o210>
    %6 = ttg.convert_layout %3 : tensor<1x128x128xf16, #linear_1d3c05> -> tensor<1x128x128xf16, #blocked_1x1x8_1x2x16_1x8x1_o210>
    tt.store %5, %6, %q_29 : tensor<1x128x128x!tt.ptr<f16>, #blocked_1x1x8_1x2x16_1x8x1_o210>
    tt.return
  }
}
