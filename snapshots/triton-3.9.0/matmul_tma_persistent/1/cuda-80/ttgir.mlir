// matmul_tma_persistent config 1 (BLOCK_M=128 BLOCK_N=256 BLOCK_K=64 GROUP_M=8 EPILOGUE_SUBTILE=True WARP_SPECIALIZE=True num_warps=8 num_stages=4) on cuda:80, normalized
#blocked_1x8_1x32_8x1_o10 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked_1x8_2x16_8x1_o10 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked_1x8_4x8_8x1_o10 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked_1x8x2_2x16x1_8x1x1_o210 = #ttg.blocked<{sizePerThread = [1, 8, 2], threadsPerWarp = [2, 16, 1], warpsPerCTA = [8, 1, 1], order = [2, 1, 0]}>
#linear_0e68bd = #ttg.linear<{register = [[0, 1], [8, 0], [0, 32], [0, 64], [32, 0], [64, 0]], lane = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = [[0, 8], [0, 16], [16, 0]], block = []}>
#linear_177b90 = #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 32], [0, 0, 64], [0, 1, 0], [32, 0, 0], [64, 0, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[0, 0, 8], [0, 0, 16], [16, 0, 0]], block = []}>
#linear_3b5af3 = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 32, 0], [0, 64, 0], [0, 0, 1], [32, 0, 0], [64, 0, 0]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[0, 8, 0], [0, 16, 0], [16, 0, 0]], block = []}>
#mma_5e3560 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 4], instrShape = [16, 8]}>
#shared_10b6f2 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem_d51a3c = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @matmul_tma_persistent_kernel(%a_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %c_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %M: i32 {tt.divisibility = 16 : i32}, %N: i32 {tt.divisibility = 16 : i32}, %K: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128x2xf32, #blocked_1x8x2_2x16x1_8x1x1_o210>
    %c-1_i32 = arith.constant -1 : i32
    %c3_i32 = arith.constant 3 : i32
    %c2_i32 = arith.constant 2 : i32
    %cst_0 = arith.constant dense<0> : tensor<128x1xi64, #blocked_1x8_2x16_8x1_o10>
    %cst_1 = arith.constant dense<0> : tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10>
    %cst_2 = arith.constant dense<0> : tensor<1x64xi64, #blocked_1x8_4x8_8x1_o10>
    %cst_3 = arith.constant dense<0> : tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
    %cst_4 = arith.constant dense<0> : tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10>
    %cst_5 = arith.constant dense<0> : tensor<1x128xi64, #blocked_1x8_2x16_8x1_o10>
    %c8_i32 = arith.constant 8 : i32
    %c63_i32 = arith.constant 63 : i32
    %c255_i32 = arith.constant 255 : i32
    %c127_i32 = arith.constant 127 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c132_i32 = arith.constant 132 : i32
    %c64_i32 = arith.constant 64 : i32
    %c256_i32 = arith.constant 256 : i32
    %c128_i32 = arith.constant 128 : i32
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<128x64xf16, #blocked_1x8_4x8_8x1_o10>
    %cst_7 = arith.constant dense<0.000000e+00> : tensor<64x256xf16, #blocked_1x8_1x32_8x1_o10>
    %cst_8 = arith.constant dense<0.000000e+00> : tensor<128x256xf32, #mma_5e3560>
    %a_desc = arith.extsi %K : i32 to i64
    %M_0 = arith.extsi %M : i32 to i64
    %b_desc = arith.extsi %N : i32 to i64
    %num_pid_m = arith.addi %M, %c127_i32 : i32
    %num_pid_m_0 = arith.divsi %num_pid_m, %c128_i32 : i32
    %num_pid_n = arith.addi %N, %c255_i32 : i32
    %num_pid_n_0 = arith.divsi %num_pid_n, %c256_i32 : i32
    %k_tiles = arith.addi %K, %c63_i32 : i32
    %k_tiles_0 = arith.divsi %k_tiles, %c64_i32 : i32
    %num_tiles = arith.muli %num_pid_m_0, %num_pid_n_0 : i32
    %0 = tt.get_program_id x : i32
    %num_pid_in_group = arith.muli %num_pid_n_0, %c8_i32 : i32
    %1 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
    %2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>>
    %3 = arith.extsi %1 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>> to tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
    %4 = arith.extsi %2 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>> to tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>>
    %5 = tt.splat %c_ptr : !tt.ptr<f16> -> tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
    %6 = tt.splat %b_desc : i64 -> tensor<128x1xi64, #blocked_1x8_2x16_8x1_o10>
    %7 = tt.splat %M_0 : i64 -> tensor<128x1xi64, #blocked_1x8_2x16_8x1_o10>
    %8 = tt.splat %b_desc : i64 -> tensor<1x128xi64, #blocked_1x8_2x16_8x1_o10>
    %acc = arith.cmpi sle, %k_tiles_0, %c0_i32 : i32
    scf.if %acc {
      %outLHS, %outRHS = tt.split %cst : tensor<128x128x2xf32, #blocked_1x8x2_2x16x1_8x1x1_o210> -> tensor<128x128xf32, #blocked_1x8_2x16_8x1_o10>
      %9 = arith.truncf %outLHS : tensor<128x128xf32, #blocked_1x8_2x16_8x1_o10> to tensor<128x128xf16, #blocked_1x8_2x16_8x1_o10>
      %10 = arith.truncf %outRHS : tensor<128x128xf32, #blocked_1x8_2x16_8x1_o10> to tensor<128x128xf16, #blocked_1x8_2x16_8x1_o10>
      scf.for %tile_id = %0 to %num_tiles step %c132_i32  : i32 {
        %group_id = arith.divsi %tile_id, %num_pid_in_group : i32
        %first_pid_m = arith.muli %group_id, %c8_i32 : i32
        %group_size_m = arith.subi %num_pid_m_0, %first_pid_m : i32
        %group_size_m_0 = arith.minsi %group_size_m, %c8_i32 : i32
        %pid_m = arith.remsi %tile_id, %num_pid_in_group : i32
        %pid_m_0 = arith.remsi %pid_m, %group_size_m_0 : i32
        %pid_m_1 = arith.addi %first_pid_m, %pid_m_0 : i32
        %pid_n = arith.divsi %pid_m, %group_size_m_0 : i32
        %off_m = arith.muli %pid_m_1, %c128_i32 : i32
        %off_n = arith.muli %pid_n, %c256_i32 : i32
        %off_m_0 = arith.extsi %off_m : i32 to i64
        %off_n_0 = arith.extsi %off_n : i32 to i64
        %11 = tt.splat %off_m_0 : i64 -> tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
        %12 = arith.addi %11, %3 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
        %13 = tt.reshape %12 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>> -> tensor<128x1xi64, #blocked_1x8_2x16_8x1_o10>
        %14 = tt.splat %off_n_0 : i64 -> tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>>
        %15 = arith.addi %14, %4 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>>
        %16 = tt.reshape %15 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>> -> tensor<1x128xi64, #blocked_1x8_2x16_8x1_o10>
        %17 = arith.muli %13, %6 : tensor<128x1xi64, #blocked_1x8_2x16_8x1_o10>
        %18 = tt.broadcast %17 : tensor<128x1xi64, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128xi64, #blocked_1x8_2x16_8x1_o10>
        %19 = tt.broadcast %16 : tensor<1x128xi64, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128xi64, #blocked_1x8_2x16_8x1_o10>
        %20 = arith.addi %18, %19 : tensor<128x128xi64, #blocked_1x8_2x16_8x1_o10>
        %21 = tt.addptr %5, %20 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x128xi64, #blocked_1x8_2x16_8x1_o10>
        %22 = arith.cmpi sge, %13, %cst_0 : tensor<128x1xi64, #blocked_1x8_2x16_8x1_o10>
        %23 = arith.cmpi slt, %13, %7 : tensor<128x1xi64, #blocked_1x8_2x16_8x1_o10>
        %24 = arith.andi %22, %23 : tensor<128x1xi1, #blocked_1x8_2x16_8x1_o10>
        %25 = tt.broadcast %24 : tensor<128x1xi1, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_2x16_8x1_o10>
        %26 = arith.cmpi sge, %16, %cst_5 : tensor<1x128xi64, #blocked_1x8_2x16_8x1_o10>
        %27 = arith.cmpi slt, %16, %8 : tensor<1x128xi64, #blocked_1x8_2x16_8x1_o10>
        %28 = arith.andi %26, %27 : tensor<1x128xi1, #blocked_1x8_2x16_8x1_o10>
        %29 = tt.broadcast %28 : tensor<1x128xi1, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_2x16_8x1_o10>
        %30 = arith.andi %25, %29 : tensor<128x128xi1, #blocked_1x8_2x16_8x1_o10>
        tt.store %21, %9, %30 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
        %31 = arith.addi %off_n, %c128_i32 : i32
        %32 = arith.extsi %31 : i32 to i64
        %33 = tt.splat %32 : i64 -> tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>>
        %34 = arith.addi %33, %4 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>>
        %35 = tt.reshape %34 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>> -> tensor<1x128xi64, #blocked_1x8_2x16_8x1_o10>
        %36 = tt.broadcast %35 : tensor<1x128xi64, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128xi64, #blocked_1x8_2x16_8x1_o10>
        %37 = arith.addi %18, %36 : tensor<128x128xi64, #blocked_1x8_2x16_8x1_o10>
        %38 = tt.addptr %5, %37 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x128xi64, #blocked_1x8_2x16_8x1_o10>
        %39 = arith.cmpi sge, %35, %cst_5 : tensor<1x128xi64, #blocked_1x8_2x16_8x1_o10>
        %40 = arith.cmpi slt, %35, %8 : tensor<1x128xi64, #blocked_1x8_2x16_8x1_o10>
        %41 = arith.andi %39, %40 : tensor<1x128xi1, #blocked_1x8_2x16_8x1_o10>
        %42 = tt.broadcast %41 : tensor<1x128xi1, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_2x16_8x1_o10>
        %43 = arith.andi %25, %42 : tensor<128x128xi1, #blocked_1x8_2x16_8x1_o10>
        tt.store %38, %10, %43 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
      } {tt.flatten}
    } else {
      %9 = arith.subi %num_tiles, %0 : i32
      %10 = arith.ceildivsi %9, %c132_i32 : i32
      %11 = arith.maxsi %k_tiles_0, %c1_i32 : i32
      %12 = arith.muli %10, %11 : i32
      %a = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>>
      %a_0 = arith.extsi %a : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>> to tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>>
      %a_1 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x8_8x1_o10}>>
      %a_2 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>>
      %a_3 = arith.extsi %a_1 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x8_8x1_o10}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x8_8x1_o10}>>
      %a_4 = arith.extsi %a_2 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>> to tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>>
      %a_5 = tt.splat %a_ptr : !tt.ptr<f16> -> tensor<128x64x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10>
      %a_6 = tt.splat %a_desc : i64 -> tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10>
      %a_7 = tt.splat %M_0 : i64 -> tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10>
      %a_8 = tt.splat %a_desc : i64 -> tensor<1x64xi64, #blocked_1x8_4x8_8x1_o10>
      %b = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>>
      %b_0 = arith.extsi %b : tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>> to tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>>
      %b_1 = tt.splat %b_ptr : !tt.ptr<f16> -> tensor<64x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10>
      %b_2 = tt.splat %b_desc : i64 -> tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
      %b_3 = tt.splat %a_desc : i64 -> tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
      %b_4 = tt.splat %b_desc : i64 -> tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10>
      %13 = arith.subi %11, %c1_i32 : i32
      %a_9 = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %b_5 = ttg.local_alloc : () -> !ttg.memdesc<3x64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %14 = arith.cmpi sgt, %12, %c0_i32 : i32
      %group_id = arith.divsi %0, %num_pid_in_group : i32
      %first_pid_m = arith.muli %group_id, %c8_i32 : i32
      %group_size_m = arith.subi %num_pid_m_0, %first_pid_m : i32
      %group_size_m_1 = arith.minsi %group_size_m, %c8_i32 : i32
      %pid_m = arith.remsi %0, %num_pid_in_group : i32
      %pid_m_2 = arith.remsi %pid_m, %group_size_m_1 : i32
      %pid_m_3 = arith.addi %first_pid_m, %pid_m_2 : i32
      %pid_n = arith.divsi %pid_m, %group_size_m_1 : i32
      %off_m = arith.muli %pid_m_3, %c128_i32 : i32
      %off_n = arith.muli %pid_n, %c256_i32 : i32
      %off_m_1 = arith.extsi %off_m : i32 to i64
      %a_10 = tt.splat %off_m_1 : i64 -> tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>>
      %a_11 = arith.addi %a_10, %a_0 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>>
      %a_12 = tt.reshape %a_11 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>> -> tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10>
      %a_13 = tt.reshape %a_3 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x8_8x1_o10}>> -> tensor<1x64xi64, #blocked_1x8_4x8_8x1_o10>
      %a_14 = arith.muli %a_12, %a_6 : tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10>
      %a_15 = tt.broadcast %a_14 : tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi64, #blocked_1x8_4x8_8x1_o10>
      %a_16 = tt.broadcast %a_13 : tensor<1x64xi64, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi64, #blocked_1x8_4x8_8x1_o10>
      %a_17 = arith.addi %a_15, %a_16 : tensor<128x64xi64, #blocked_1x8_4x8_8x1_o10>
      %a_18 = tt.addptr %a_5, %a_17 : tensor<128x64x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10>, tensor<128x64xi64, #blocked_1x8_4x8_8x1_o10>
      %a_19 = arith.cmpi sge, %a_12, %cst_1 : tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10>
      %a_20 = arith.cmpi slt, %a_12, %a_7 : tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10>
      %a_21 = arith.andi %a_19, %a_20 : tensor<128x1xi1, #blocked_1x8_4x8_8x1_o10>
      %a_22 = tt.broadcast %a_21 : tensor<128x1xi1, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %a_23 = arith.cmpi sge, %a_13, %cst_2 : tensor<1x64xi64, #blocked_1x8_4x8_8x1_o10>
      %a_24 = arith.cmpi slt, %a_13, %a_8 : tensor<1x64xi64, #blocked_1x8_4x8_8x1_o10>
      %a_25 = arith.andi %a_23, %a_24 : tensor<1x64xi1, #blocked_1x8_4x8_8x1_o10>
      %a_26 = tt.broadcast %a_25 : tensor<1x64xi1, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %a_27 = arith.andi %a_22, %a_26 : tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %a_28 = ttg.memdesc_index %a_9[%c0_i32] : !ttg.memdesc<3x128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %15 = tt.splat %14 : i1 -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %16 = arith.andi %15, %a_27 : tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %a_29 = ttg.async_copy_global_to_local %a_18, %a_28 mask %16 other %cst_6 {contiguity = 8 : i32} : tensor<128x64x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10> -> <128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %a_30 = ttg.async_commit_group tokens %a_29
      %off_n_1 = arith.extsi %off_n : i32 to i64
      %b_6 = tt.reshape %a_4 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>> -> tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
      %b_7 = tt.splat %off_n_1 : i64 -> tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>>
      %b_8 = arith.addi %b_7, %b_0 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>>
      %b_9 = tt.reshape %b_8 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>> -> tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_10 = arith.muli %b_6, %b_2 : tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
      %b_11 = tt.broadcast %b_10 : tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10> -> tensor<64x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_12 = tt.broadcast %b_9 : tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10> -> tensor<64x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_13 = arith.addi %b_11, %b_12 : tensor<64x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_14 = tt.addptr %b_1, %b_13 : tensor<64x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10>, tensor<64x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_15 = arith.cmpi sge, %b_6, %cst_3 : tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
      %b_16 = arith.cmpi slt, %b_6, %b_3 : tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
      %b_17 = arith.andi %b_15, %b_16 : tensor<64x1xi1, #blocked_1x8_1x32_8x1_o10>
      %b_18 = tt.broadcast %b_17 : tensor<64x1xi1, #blocked_1x8_1x32_8x1_o10> -> tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
      %b_19 = arith.cmpi sge, %b_9, %cst_4 : tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_20 = arith.cmpi slt, %b_9, %b_4 : tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_21 = arith.andi %b_19, %b_20 : tensor<1x256xi1, #blocked_1x8_1x32_8x1_o10>
      %b_22 = tt.broadcast %b_21 : tensor<1x256xi1, #blocked_1x8_1x32_8x1_o10> -> tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
      %b_23 = arith.andi %b_18, %b_22 : tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
      %b_24 = ttg.memdesc_index %b_5[%c0_i32] : !ttg.memdesc<3x64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %17 = tt.splat %14 : i1 -> tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
      %18 = arith.andi %17, %b_23 : tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
      %b_25 = ttg.async_copy_global_to_local %b_14, %b_24 mask %18 other %cst_7 {contiguity = 8 : i32} : tensor<64x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10> -> <64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %b_26 = ttg.async_commit_group tokens %b_25
      %19 = arith.cmpi sgt, %12, %c1_i32 : i32
      %20 = arith.cmpi ne, %13, %c0_i32 : i32
      %21 = arith.extui %20 : i1 to i32
      %22 = arith.cmpi eq, %21, %c0_i32 : i32
      %23:3 = scf.if %22 -> (i32, i32, i32) {
        %41 = arith.addi %0, %c132_i32 : i32
        %group_id_0 = arith.divsi %41, %num_pid_in_group : i32
        %first_pid_m_0 = arith.muli %group_id_0, %c8_i32 : i32
        %group_size_m_2 = arith.subi %num_pid_m_0, %first_pid_m_0 : i32
        %group_size_m_3 = arith.minsi %group_size_m_2, %c8_i32 : i32
        %pid_m_4 = arith.remsi %41, %num_pid_in_group : i32
        %pid_m_5 = arith.remsi %pid_m_4, %group_size_m_3 : i32
        %pid_m_6 = arith.addi %first_pid_m_0, %pid_m_5 : i32
        %pid_n_0 = arith.divsi %pid_m_4, %group_size_m_3 : i32
        %off_m_2 = arith.muli %pid_m_6, %c128_i32 : i32
        %off_n_2 = arith.muli %pid_n_0, %c256_i32 : i32
        scf.yield %off_m_2, %off_n_2, %41 : i32, i32, i32
      } else {
        scf.yield %off_m, %off_n, %0 : i32, i32, i32
      }
      %off_k = arith.muli %21, %c64_i32 : i32
      %off_m_3 = arith.extsi %23#0 : i32 to i64
      %off_k_0 = arith.extsi %off_k : i32 to i64
      %a_31 = tt.splat %off_m_3 : i64 -> tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>>
      %a_32 = arith.addi %a_31, %a_0 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>>
      %a_33 = tt.reshape %a_32 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>> -> tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10>
      %a_34 = tt.splat %off_k_0 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x8_8x1_o10}>>
      %a_35 = tt.splat %off_k_0 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>>
      %a_36 = arith.addi %a_34, %a_3 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x8_8x1_o10}>>
      %a_37 = arith.addi %a_35, %a_4 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>>
      %a_38 = tt.reshape %a_36 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x8_8x1_o10}>> -> tensor<1x64xi64, #blocked_1x8_4x8_8x1_o10>
      %a_39 = arith.muli %a_33, %a_6 : tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10>
      %a_40 = tt.broadcast %a_39 : tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi64, #blocked_1x8_4x8_8x1_o10>
      %a_41 = tt.broadcast %a_38 : tensor<1x64xi64, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi64, #blocked_1x8_4x8_8x1_o10>
      %a_42 = arith.addi %a_40, %a_41 : tensor<128x64xi64, #blocked_1x8_4x8_8x1_o10>
      %a_43 = tt.addptr %a_5, %a_42 : tensor<128x64x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10>, tensor<128x64xi64, #blocked_1x8_4x8_8x1_o10>
      %a_44 = arith.cmpi sge, %a_33, %cst_1 : tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10>
      %a_45 = arith.cmpi slt, %a_33, %a_7 : tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10>
      %a_46 = arith.andi %a_44, %a_45 : tensor<128x1xi1, #blocked_1x8_4x8_8x1_o10>
      %a_47 = tt.broadcast %a_46 : tensor<128x1xi1, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %a_48 = arith.cmpi sge, %a_38, %cst_2 : tensor<1x64xi64, #blocked_1x8_4x8_8x1_o10>
      %a_49 = arith.cmpi slt, %a_38, %a_8 : tensor<1x64xi64, #blocked_1x8_4x8_8x1_o10>
      %a_50 = arith.andi %a_48, %a_49 : tensor<1x64xi1, #blocked_1x8_4x8_8x1_o10>
      %a_51 = tt.broadcast %a_50 : tensor<1x64xi1, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %a_52 = arith.andi %a_47, %a_51 : tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %a_53 = ttg.memdesc_index %a_9[%c1_i32] : !ttg.memdesc<3x128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %24 = tt.splat %19 : i1 -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %25 = arith.andi %24, %a_52 : tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %a_54 = ttg.async_copy_global_to_local %a_43, %a_53 mask %25 other %cst_6 {contiguity = 8 : i32} : tensor<128x64x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10> -> <128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %a_55 = ttg.async_commit_group tokens %a_54
      %off_n_3 = arith.extsi %23#1 : i32 to i64
      %b_27 = tt.reshape %a_37 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>> -> tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
      %b_28 = tt.splat %off_n_3 : i64 -> tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>>
      %b_29 = arith.addi %b_28, %b_0 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>>
      %b_30 = tt.reshape %b_29 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>> -> tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_31 = arith.muli %b_27, %b_2 : tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
      %b_32 = tt.broadcast %b_31 : tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10> -> tensor<64x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_33 = tt.broadcast %b_30 : tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10> -> tensor<64x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_34 = arith.addi %b_32, %b_33 : tensor<64x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_35 = tt.addptr %b_1, %b_34 : tensor<64x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10>, tensor<64x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_36 = arith.cmpi sge, %b_27, %cst_3 : tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
      %b_37 = arith.cmpi slt, %b_27, %b_3 : tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
      %b_38 = arith.andi %b_36, %b_37 : tensor<64x1xi1, #blocked_1x8_1x32_8x1_o10>
      %b_39 = tt.broadcast %b_38 : tensor<64x1xi1, #blocked_1x8_1x32_8x1_o10> -> tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
      %b_40 = arith.cmpi sge, %b_30, %cst_4 : tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_41 = arith.cmpi slt, %b_30, %b_4 : tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_42 = arith.andi %b_40, %b_41 : tensor<1x256xi1, #blocked_1x8_1x32_8x1_o10>
      %b_43 = tt.broadcast %b_42 : tensor<1x256xi1, #blocked_1x8_1x32_8x1_o10> -> tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
      %b_44 = arith.andi %b_39, %b_43 : tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
      %b_45 = ttg.memdesc_index %b_5[%c1_i32] : !ttg.memdesc<3x64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %26 = tt.splat %19 : i1 -> tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
      %27 = arith.andi %26, %b_44 : tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
      %b_46 = ttg.async_copy_global_to_local %b_35, %b_45 mask %27 other %cst_7 {contiguity = 8 : i32} : tensor<64x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10> -> <64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %b_47 = ttg.async_commit_group tokens %b_46
      %28 = arith.cmpi sgt, %12, %c2_i32 : i32
      %29 = arith.addi %21, %c1_i32 : i32
      %30 = arith.cmpi eq, %21, %13 : i32
      %31 = arith.select %30, %c0_i32, %29 : i32
      %32 = arith.cmpi eq, %31, %c0_i32 : i32
      %33:3 = scf.if %32 -> (i32, i32, i32) {
        %41 = arith.addi %23#2, %c132_i32 : i32
        %group_id_0 = arith.divsi %41, %num_pid_in_group : i32
        %first_pid_m_0 = arith.muli %group_id_0, %c8_i32 : i32
        %group_size_m_2 = arith.subi %num_pid_m_0, %first_pid_m_0 : i32
        %group_size_m_3 = arith.minsi %group_size_m_2, %c8_i32 : i32
        %pid_m_4 = arith.remsi %41, %num_pid_in_group : i32
        %pid_m_5 = arith.remsi %pid_m_4, %group_size_m_3 : i32
        %pid_m_6 = arith.addi %first_pid_m_0, %pid_m_5 : i32
        %pid_n_0 = arith.divsi %pid_m_4, %group_size_m_3 : i32
        %off_m_2 = arith.muli %pid_m_6, %c128_i32 : i32
        %off_n_2 = arith.muli %pid_n_0, %c256_i32 : i32
        scf.yield %off_m_2, %off_n_2, %41 : i32, i32, i32
      } else {
        scf.yield %23#0, %23#1, %23#2 : i32, i32, i32
      }
      %34 = arith.select %32, %c0_i32, %29 : i32
      %off_k_1 = arith.muli %34, %c64_i32 : i32
      %off_m_4 = arith.extsi %33#0 : i32 to i64
      %off_k_2 = arith.extsi %off_k_1 : i32 to i64
      %a_56 = tt.splat %off_m_4 : i64 -> tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>>
      %a_57 = arith.addi %a_56, %a_0 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>>
      %a_58 = tt.reshape %a_57 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>> -> tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10>
      %a_59 = tt.splat %off_k_2 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x8_8x1_o10}>>
      %a_60 = tt.splat %off_k_2 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>>
      %a_61 = arith.addi %a_59, %a_3 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x8_8x1_o10}>>
      %a_62 = arith.addi %a_60, %a_4 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>>
      %a_63 = tt.reshape %a_61 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x8_8x1_o10}>> -> tensor<1x64xi64, #blocked_1x8_4x8_8x1_o10>
      %a_64 = arith.muli %a_58, %a_6 : tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10>
      %a_65 = tt.broadcast %a_64 : tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi64, #blocked_1x8_4x8_8x1_o10>
      %a_66 = tt.broadcast %a_63 : tensor<1x64xi64, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi64, #blocked_1x8_4x8_8x1_o10>
      %a_67 = arith.addi %a_65, %a_66 : tensor<128x64xi64, #blocked_1x8_4x8_8x1_o10>
      %a_68 = tt.addptr %a_5, %a_67 : tensor<128x64x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10>, tensor<128x64xi64, #blocked_1x8_4x8_8x1_o10>
      %a_69 = arith.cmpi sge, %a_58, %cst_1 : tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10>
      %a_70 = arith.cmpi slt, %a_58, %a_7 : tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10>
      %a_71 = arith.andi %a_69, %a_70 : tensor<128x1xi1, #blocked_1x8_4x8_8x1_o10>
      %a_72 = tt.broadcast %a_71 : tensor<128x1xi1, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %a_73 = arith.cmpi sge, %a_63, %cst_2 : tensor<1x64xi64, #blocked_1x8_4x8_8x1_o10>
      %a_74 = arith.cmpi slt, %a_63, %a_8 : tensor<1x64xi64, #blocked_1x8_4x8_8x1_o10>
      %a_75 = arith.andi %a_73, %a_74 : tensor<1x64xi1, #blocked_1x8_4x8_8x1_o10>
      %a_76 = tt.broadcast %a_75 : tensor<1x64xi1, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %a_77 = arith.andi %a_72, %a_76 : tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %a_78 = ttg.memdesc_index %a_9[%c2_i32] : !ttg.memdesc<3x128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %35 = tt.splat %28 : i1 -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %36 = arith.andi %35, %a_77 : tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %a_79 = ttg.async_copy_global_to_local %a_68, %a_78 mask %36 other %cst_6 {contiguity = 8 : i32} : tensor<128x64x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10> -> <128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %a_80 = ttg.async_commit_group tokens %a_79
      %off_n_4 = arith.extsi %33#1 : i32 to i64
      %b_48 = tt.reshape %a_62 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>> -> tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
      %b_49 = tt.splat %off_n_4 : i64 -> tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>>
      %b_50 = arith.addi %b_49, %b_0 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>>
      %b_51 = tt.reshape %b_50 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>> -> tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_52 = arith.muli %b_48, %b_2 : tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
      %b_53 = tt.broadcast %b_52 : tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10> -> tensor<64x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_54 = tt.broadcast %b_51 : tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10> -> tensor<64x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_55 = arith.addi %b_53, %b_54 : tensor<64x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_56 = tt.addptr %b_1, %b_55 : tensor<64x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10>, tensor<64x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_57 = arith.cmpi sge, %b_48, %cst_3 : tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
      %b_58 = arith.cmpi slt, %b_48, %b_3 : tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
      %b_59 = arith.andi %b_57, %b_58 : tensor<64x1xi1, #blocked_1x8_1x32_8x1_o10>
      %b_60 = tt.broadcast %b_59 : tensor<64x1xi1, #blocked_1x8_1x32_8x1_o10> -> tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
      %b_61 = arith.cmpi sge, %b_51, %cst_4 : tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_62 = arith.cmpi slt, %b_51, %b_4 : tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_63 = arith.andi %b_61, %b_62 : tensor<1x256xi1, #blocked_1x8_1x32_8x1_o10>
      %b_64 = tt.broadcast %b_63 : tensor<1x256xi1, #blocked_1x8_1x32_8x1_o10> -> tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
      %b_65 = arith.andi %b_60, %b_64 : tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
      %b_66 = ttg.memdesc_index %b_5[%c2_i32] : !ttg.memdesc<3x64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %37 = tt.splat %28 : i1 -> tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
      %38 = arith.andi %37, %b_65 : tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
      %b_67 = ttg.async_copy_global_to_local %b_56, %b_66 mask %38 other %cst_7 {contiguity = 8 : i32} : tensor<64x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10> -> <64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %b_68 = ttg.async_commit_group tokens %b_67
      %a_81 = ttg.async_wait %a_30, %b_26 {num = 4 : i32}
      %a_82 = ttg.memdesc_subslice %a_28[0, 0] : !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x16xf16, #shared_10b6f2, #smem_d51a3c, mutable, 128x64>
      %a_83 = ttg.local_load %a_82 token %a_81 : !ttg.memdesc<128x16xf16, #shared_10b6f2, #smem_d51a3c, mutable, 128x64> -> tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>>
      %b_69 = ttg.memdesc_subslice %b_24[0, 0] : !ttg.memdesc<64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<16x256xf16, #shared_10b6f2, #smem_d51a3c, mutable, 64x256>
      %b_70 = ttg.local_load %b_69 token %a_81 : !ttg.memdesc<16x256xf16, #shared_10b6f2, #smem_d51a3c, mutable, 64x256> -> tensor<16x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>>
      %39:26 = scf.for %arg0 = %c0_i32 to %12 step %c1_i32 iter_args(%arg1 = %31, %arg2 = %33#2, %arg3 = %cst_8, %arg4 = %33#0, %arg5 = %33#1, %arg6 = %c2_i32, %arg7 = %c-1_i32, %a_84 = %a_30, %a_85 = %a_55, %a_86 = %a_80, %b_71 = %b_26, %b_72 = %b_47, %b_73 = %b_68, %arg8 = %34, %arg9 = %c0_i32, %arg10 = %21, %off_m_5 = %off_m, %arg11 = %23#0, %off_n_5 = %off_n, %arg12 = %23#1, %a_87 = %a_28, %b_74 = %b_24, %a_88 = %a_81, %a_89 = %a_81, %a_90 = %a_83, %b_75 = %b_70) -> (i32, i32, tensor<128x256xf32, #mma_5e3560>, i32, i32, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, i32, i32, i32, i32, i32, i32, i32, !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>, !ttg.memdesc<64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>, !ttg.async.token, !ttg.async.token, tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>>, tensor<16x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>>)  : i32 {
        %41 = arith.subi %12, %c3_i32 : i32
        %42 = arith.cmpi slt, %arg0, %41 : i32
        %43 = arith.addi %arg1, %c1_i32 : i32
        %44 = arith.cmpi eq, %arg1, %13 : i32
        %45 = arith.select %44, %c0_i32, %43 : i32
        %46 = arith.cmpi eq, %45, %c0_i32 : i32
        %47:3 = scf.if %46 -> (i32, i32, i32) {
          %48 = arith.addi %arg2, %c132_i32 : i32
          %group_id_1 = arith.divsi %48, %num_pid_in_group : i32
          %first_pid_m_1 = arith.muli %group_id_1, %c8_i32 : i32
          %group_size_m_4 = arith.subi %num_pid_m_0, %first_pid_m_1 : i32
          %group_size_m_5 = arith.minsi %group_size_m_4, %c8_i32 : i32
          %pid_m_7 = arith.remsi %48, %num_pid_in_group : i32
          %pid_m_8 = arith.remsi %pid_m_7, %group_size_m_5 : i32
          %pid_m_9 = arith.addi %first_pid_m_1, %pid_m_8 : i32
          %pid_n_1 = arith.divsi %pid_m_7, %group_size_m_5 : i32
          %off_m_6 = arith.muli %pid_m_9, %c128_i32 : i32
          %off_n_6 = arith.muli %pid_n_1, %c256_i32 : i32
          scf.yield %off_m_6, %off_n_6, %48 : i32, i32, i32
        } else {
          scf.yield %arg4, %arg5, %arg2 : i32, i32, i32
        }
        %49 = arith.addi %arg7, %c1_i32 : i32
        %50 = arith.cmpi sge, %49, %c3_i32 : i32
        %51 = arith.select %50, %c0_i32, %49 : i32
        %a_91 = ttg.async_wait %a_84, %b_71 {num = 4 : i32}
        %a_92 = ttg.memdesc_subslice %a_87[0, 16] : !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x16xf16, #shared_10b6f2, #smem_d51a3c, mutable, 128x64>
        %a_93 = ttg.local_load %a_92 token %a_88 : !ttg.memdesc<128x16xf16, #shared_10b6f2, #smem_d51a3c, mutable, 128x64> -> tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>>
        %b_76 = ttg.memdesc_subslice %b_74[16, 0] : !ttg.memdesc<64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<16x256xf16, #shared_10b6f2, #smem_d51a3c, mutable, 64x256>
        %b_77 = ttg.local_load %b_76 token %a_89 : !ttg.memdesc<16x256xf16, #shared_10b6f2, #smem_d51a3c, mutable, 64x256> -> tensor<16x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>>
        %acc_0 = tt.dot %a_90, %b_75, %arg3, inputPrecision = tf32 : tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>> * tensor<16x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>> -> tensor<128x256xf32, #mma_5e3560>
        %a_94 = ttg.memdesc_subslice %a_87[0, 32] : !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x16xf16, #shared_10b6f2, #smem_d51a3c, mutable, 128x64>
        %a_95 = ttg.local_load %a_94 token %a_88 : !ttg.memdesc<128x16xf16, #shared_10b6f2, #smem_d51a3c, mutable, 128x64> -> tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>>
        %b_78 = ttg.memdesc_subslice %b_74[32, 0] : !ttg.memdesc<64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<16x256xf16, #shared_10b6f2, #smem_d51a3c, mutable, 64x256>
        %b_79 = ttg.local_load %b_78 token %a_89 : !ttg.memdesc<16x256xf16, #shared_10b6f2, #smem_d51a3c, mutable, 64x256> -> tensor<16x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>>
        %acc_1 = tt.dot %a_93, %b_77, %acc_0, inputPrecision = tf32 : tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>> * tensor<16x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>> -> tensor<128x256xf32, #mma_5e3560>
        %a_96 = ttg.memdesc_subslice %a_87[0, 48] : !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x16xf16, #shared_10b6f2, #smem_d51a3c, mutable, 128x64>
        %a_97 = ttg.local_load %a_96 token %a_88 : !ttg.memdesc<128x16xf16, #shared_10b6f2, #smem_d51a3c, mutable, 128x64> -> tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>>
        %b_80 = ttg.memdesc_subslice %b_74[48, 0] : !ttg.memdesc<64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<16x256xf16, #shared_10b6f2, #smem_d51a3c, mutable, 64x256>
        %b_81 = ttg.local_load %b_80 token %a_89 : !ttg.memdesc<16x256xf16, #shared_10b6f2, #smem_d51a3c, mutable, 64x256> -> tensor<16x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>>
        %acc_2 = tt.dot %a_95, %b_79, %acc_1, inputPrecision = tf32 : tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>> * tensor<16x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>> -> tensor<128x256xf32, #mma_5e3560>
        %52 = arith.addi %arg8, %c1_i32 : i32
        %53 = arith.addi %arg6, %c1_i32 : i32
        %54 = arith.cmpi sge, %53, %c3_i32 : i32
        %55 = arith.select %54, %c0_i32, %53 : i32
        %56 = arith.select %46, %c0_i32, %52 : i32
        %off_k_3 = arith.muli %56, %c64_i32 : i32
        %off_m_7 = arith.extsi %47#0 : i32 to i64
        %off_k_4 = arith.extsi %off_k_3 : i32 to i64
        %a_98 = tt.splat %off_m_7 : i64 -> tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>>
        %a_99 = arith.addi %a_98, %a_0 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>>
        %a_100 = tt.reshape %a_99 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>> -> tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10>
        %a_101 = tt.splat %off_k_4 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x8_8x1_o10}>>
        %a_102 = tt.splat %off_k_4 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>>
        %a_103 = arith.addi %a_101, %a_3 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x8_8x1_o10}>>
        %a_104 = arith.addi %a_102, %a_4 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>>
        %a_105 = tt.reshape %a_103 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x8_8x1_o10}>> -> tensor<1x64xi64, #blocked_1x8_4x8_8x1_o10>
        %a_106 = arith.muli %a_100, %a_6 : tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10>
        %a_107 = tt.broadcast %a_106 : tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi64, #blocked_1x8_4x8_8x1_o10>
        %a_108 = tt.broadcast %a_105 : tensor<1x64xi64, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi64, #blocked_1x8_4x8_8x1_o10>
        %a_109 = arith.addi %a_107, %a_108 : tensor<128x64xi64, #blocked_1x8_4x8_8x1_o10>
        %a_110 = tt.addptr %a_5, %a_109 : tensor<128x64x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10>, tensor<128x64xi64, #blocked_1x8_4x8_8x1_o10>
        %a_111 = arith.cmpi sge, %a_100, %cst_1 : tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10>
        %a_112 = arith.cmpi slt, %a_100, %a_7 : tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10>
        %a_113 = arith.andi %a_111, %a_112 : tensor<128x1xi1, #blocked_1x8_4x8_8x1_o10>
        %a_114 = tt.broadcast %a_113 : tensor<128x1xi1, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
        %a_115 = arith.cmpi sge, %a_105, %cst_2 : tensor<1x64xi64, #blocked_1x8_4x8_8x1_o10>
        %a_116 = arith.cmpi slt, %a_105, %a_8 : tensor<1x64xi64, #blocked_1x8_4x8_8x1_o10>
        %a_117 = arith.andi %a_115, %a_116 : tensor<1x64xi1, #blocked_1x8_4x8_8x1_o10>
        %a_118 = tt.broadcast %a_117 : tensor<1x64xi1, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
        %a_119 = arith.andi %a_114, %a_118 : tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
        %a_120 = ttg.memdesc_index %a_9[%55] : !ttg.memdesc<3x128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>
        %57 = tt.splat %42 : i1 -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
        %58 = arith.andi %57, %a_119 : tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
        %a_121 = ttg.async_copy_global_to_local %a_110, %a_120 mask %58 other %cst_6 {contiguity = 8 : i32} : tensor<128x64x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10> -> <128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>
        %a_122 = ttg.async_commit_group tokens %a_121
        %off_n_7 = arith.extsi %47#1 : i32 to i64
        %b_82 = tt.reshape %a_104 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>> -> tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
        %b_83 = tt.splat %off_n_7 : i64 -> tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>>
        %b_84 = arith.addi %b_83, %b_0 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>>
        %b_85 = tt.reshape %b_84 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>> -> tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10>
        %b_86 = arith.muli %b_82, %b_2 : tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
        %b_87 = tt.broadcast %b_86 : tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10> -> tensor<64x256xi64, #blocked_1x8_1x32_8x1_o10>
        %b_88 = tt.broadcast %b_85 : tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10> -> tensor<64x256xi64, #blocked_1x8_1x32_8x1_o10>
        %b_89 = arith.addi %b_87, %b_88 : tensor<64x256xi64, #blocked_1x8_1x32_8x1_o10>
        %b_90 = tt.addptr %b_1, %b_89 : tensor<64x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10>, tensor<64x256xi64, #blocked_1x8_1x32_8x1_o10>
        %b_91 = arith.cmpi sge, %b_82, %cst_3 : tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
        %b_92 = arith.cmpi slt, %b_82, %b_3 : tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
        %b_93 = arith.andi %b_91, %b_92 : tensor<64x1xi1, #blocked_1x8_1x32_8x1_o10>
        %b_94 = tt.broadcast %b_93 : tensor<64x1xi1, #blocked_1x8_1x32_8x1_o10> -> tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
        %b_95 = arith.cmpi sge, %b_85, %cst_4 : tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10>
        %b_96 = arith.cmpi slt, %b_85, %b_4 : tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10>
        %b_97 = arith.andi %b_95, %b_96 : tensor<1x256xi1, #blocked_1x8_1x32_8x1_o10>
        %b_98 = tt.broadcast %b_97 : tensor<1x256xi1, #blocked_1x8_1x32_8x1_o10> -> tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
        %b_99 = arith.andi %b_94, %b_98 : tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
        %b_100 = ttg.memdesc_index %b_5[%55] : !ttg.memdesc<3x64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>
        %59 = tt.splat %42 : i1 -> tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
        %60 = arith.andi %59, %b_99 : tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
        %b_101 = ttg.async_copy_global_to_local %b_90, %b_100 mask %60 other %cst_7 {contiguity = 8 : i32} : tensor<64x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10> -> <64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>
        %b_102 = ttg.async_commit_group tokens %b_101
        %61 = arith.cmpi eq, %arg9, %13 : i32
        %acc_3 = tt.dot %a_97, %b_81, %acc_2, inputPrecision = tf32 : tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>> * tensor<16x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>> -> tensor<128x256xf32, #mma_5e3560>
        %62 = arith.select %61, %cst_8, %acc_3 : tensor<128x256xf32, #mma_5e3560>
        scf.if %61 {
          %48 = tt.reshape %acc_3 : tensor<128x256xf32, #mma_5e3560> -> tensor<128x2x128xf32, #linear_177b90>
          %63 = tt.trans %48 {order = array<i32: 0, 2, 1>} : tensor<128x2x128xf32, #linear_177b90> -> tensor<128x128x2xf32, #linear_3b5af3>
          %outLHS, %outRHS = tt.split %63 : tensor<128x128x2xf32, #linear_3b5af3> -> tensor<128x128xf32, #linear_0e68bd>
          %64 = arith.truncf %outLHS : tensor<128x128xf32, #linear_0e68bd> to tensor<128x128xf16, #linear_0e68bd>
          %65 = ttg.convert_layout %64 : tensor<128x128xf16, #linear_0e68bd> -> tensor<128x128xf16, #blocked_1x8_2x16_8x1_o10>
          %off_m_8 = arith.extsi %off_m_5 : i32 to i64
          %off_n_8 = arith.extsi %off_n_5 : i32 to i64
          %66 = tt.splat %off_m_8 : i64 -> tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
          %67 = arith.addi %66, %3 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>>
          %68 = tt.reshape %67 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_2x16_8x1_o10}>> -> tensor<128x1xi64, #blocked_1x8_2x16_8x1_o10>
          %69 = tt.splat %off_n_8 : i64 -> tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>>
          %70 = arith.addi %69, %4 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>>
          %71 = tt.reshape %70 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>> -> tensor<1x128xi64, #blocked_1x8_2x16_8x1_o10>
          %72 = arith.muli %68, %6 : tensor<128x1xi64, #blocked_1x8_2x16_8x1_o10>
          %73 = tt.broadcast %72 : tensor<128x1xi64, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128xi64, #blocked_1x8_2x16_8x1_o10>
          %74 = tt.broadcast %71 : tensor<1x128xi64, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128xi64, #blocked_1x8_2x16_8x1_o10>
          %75 = arith.addi %73, %74 : tensor<128x128xi64, #blocked_1x8_2x16_8x1_o10>
          %76 = tt.addptr %5, %75 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x128xi64, #blocked_1x8_2x16_8x1_o10>
          %77 = arith.cmpi sge, %68, %cst_0 : tensor<128x1xi64, #blocked_1x8_2x16_8x1_o10>
          %78 = arith.cmpi slt, %68, %7 : tensor<128x1xi64, #blocked_1x8_2x16_8x1_o10>
          %79 = arith.andi %77, %78 : tensor<128x1xi1, #blocked_1x8_2x16_8x1_o10>
          %80 = tt.broadcast %79 : tensor<128x1xi1, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_2x16_8x1_o10>
          %81 = arith.cmpi sge, %71, %cst_5 : tensor<1x128xi64, #blocked_1x8_2x16_8x1_o10>
          %82 = arith.cmpi slt, %71, %8 : tensor<1x128xi64, #blocked_1x8_2x16_8x1_o10>
          %83 = arith.andi %81, %82 : tensor<1x128xi1, #blocked_1x8_2x16_8x1_o10>
          %84 = tt.broadcast %83 : tensor<1x128xi1, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_2x16_8x1_o10>
          %85 = arith.andi %80, %84 : tensor<128x128xi1, #blocked_1x8_2x16_8x1_o10>
          tt.store %76, %65, %85 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
          %86 = arith.addi %off_n_5, %c128_i32 : i32
          %87 = arith.truncf %outRHS : tensor<128x128xf32, #linear_0e68bd> to tensor<128x128xf16, #linear_0e68bd>
          %88 = ttg.convert_layout %87 : tensor<128x128xf16, #linear_0e68bd> -> tensor<128x128xf16, #blocked_1x8_2x16_8x1_o10>
          %89 = arith.extsi %86 : i32 to i64
          %90 = tt.splat %89 : i64 -> tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>>
          %91 = arith.addi %90, %4 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>>
          %92 = tt.reshape %91 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x16_8x1_o10}>> -> tensor<1x128xi64, #blocked_1x8_2x16_8x1_o10>
          %93 = tt.broadcast %92 : tensor<1x128xi64, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128xi64, #blocked_1x8_2x16_8x1_o10>
          %94 = arith.addi %73, %93 : tensor<128x128xi64, #blocked_1x8_2x16_8x1_o10>
          %95 = tt.addptr %5, %94 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>, tensor<128x128xi64, #blocked_1x8_2x16_8x1_o10>
          %96 = arith.cmpi sge, %92, %cst_5 : tensor<1x128xi64, #blocked_1x8_2x16_8x1_o10>
          %97 = arith.cmpi slt, %92, %8 : tensor<1x128xi64, #blocked_1x8_2x16_8x1_o10>
          %98 = arith.andi %96, %97 : tensor<1x128xi1, #blocked_1x8_2x16_8x1_o10>
          %99 = tt.broadcast %98 : tensor<1x128xi1, #blocked_1x8_2x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_2x16_8x1_o10>
          %100 = arith.andi %80, %99 : tensor<128x128xi1, #blocked_1x8_2x16_8x1_o10>
          tt.store %95, %88, %100 : tensor<128x128x!tt.ptr<f16>, #blocked_1x8_2x16_8x1_o10>
        }
        %101 = arith.addi %51, %c1_i32 : i32
        %102 = arith.cmpi sge, %101, %c3_i32 : i32
        %103 = arith.select %102, %c0_i32, %101 : i32
        %a_123 = ttg.memdesc_index %a_9[%103] : !ttg.memdesc<3x128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>
        %b_103 = ttg.memdesc_index %b_5[%103] : !ttg.memdesc<3x64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>
        %a_124 = ttg.async_wait %a_85, %b_72 {num = 4 : i32}
        %a_125 = ttg.async_wait %a_85, %b_72 {num = 4 : i32}
        %a_126 = ttg.memdesc_subslice %a_123[0, 0] : !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x16xf16, #shared_10b6f2, #smem_d51a3c, mutable, 128x64>
        %a_127 = ttg.local_load %a_126 token %a_124 : !ttg.memdesc<128x16xf16, #shared_10b6f2, #smem_d51a3c, mutable, 128x64> -> tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>>
        %b_104 = ttg.memdesc_subslice %b_103[0, 0] : !ttg.memdesc<64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<16x256xf16, #shared_10b6f2, #smem_d51a3c, mutable, 64x256>
        %b_105 = ttg.local_load %b_104 token %a_125 : !ttg.memdesc<16x256xf16, #shared_10b6f2, #smem_d51a3c, mutable, 64x256> -> tensor<16x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>>
        scf.yield %45, %47#2, %62, %47#0, %47#1, %55, %51, %a_85, %a_86, %a_122, %b_72, %b_73, %b_102, %56, %arg10, %arg1, %arg11, %arg4, %arg12, %arg5, %a_123, %b_103, %a_124, %a_125, %a_127, %b_105 : i32, i32, tensor<128x256xf32, #mma_5e3560>, i32, i32, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, i32, i32, i32, i32, i32, i32, i32, !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>, !ttg.memdesc<64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>, !ttg.async.token, !ttg.async.token, tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>>, tensor<16x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>>
      }
      %40 = ttg.async_wait {num = 0 : i32}
      ttg.local_dealloc %b_5 : !ttg.memdesc<3x64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      ttg.local_dealloc %a_9 : !ttg.memdesc<3x128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    }
    tt.return
  }
}
