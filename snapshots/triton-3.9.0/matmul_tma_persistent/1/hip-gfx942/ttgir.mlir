// matmul_tma_persistent config 1 (BLOCK_M=128 BLOCK_N=256 BLOCK_K=64 GROUP_M=8 EPILOGUE_SUBTILE=True WARP_SPECIALIZE=True num_warps=8 num_stages=4) on hip:gfx942, normalized
#blocked_1x8_2x32_8x1_o10 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 32], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked_1x8_4x16_8x1_o10 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked_1x8_8x8_8x1_o10 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked_1x8x2_4x16x1_8x1x1_o210 = #ttg.blocked<{sizePerThread = [1, 8, 2], threadsPerWarp = [4, 16, 1], warpsPerCTA = [8, 1, 1], order = [2, 1, 0]}>
#blocked_4x8_2x32_8x1_o10 = #ttg.blocked<{sizePerThread = [4, 8], threadsPerWarp = [2, 32], warpsPerCTA = [8, 1], order = [1, 0]}>
#linear_26f64c = #ttg.linear<{register = [[0, 0, 1], [0, 0, 2], [0, 0, 8], [0, 0, 16], [0, 1, 0], [64, 0, 0]], lane = [[1, 0, 0], [2, 0, 0], [4, 0, 0], [8, 0, 0], [16, 0, 0], [0, 0, 4]], warp = [[0, 0, 32], [0, 0, 64], [32, 0, 0]], block = []}>
#linear_54db4d = #ttg.linear<{register = [[0, 1, 0], [0, 2, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1], [64, 0, 0]], lane = [[1, 0, 0], [2, 0, 0], [4, 0, 0], [8, 0, 0], [16, 0, 0], [0, 4, 0]], warp = [[0, 32, 0], [0, 64, 0], [32, 0, 0]], block = []}>
#linear_842c65 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 8], [0, 16], [64, 0]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 4]], warp = [[0, 32], [0, 64], [32, 0]], block = []}>
#linear_e95dd8 = #ttg.linear<{register = [[1, 0], [2, 0], [0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [0, 32], [0, 64], [0, 128], [4, 0]], warp = [[8, 0], [16, 0], [32, 0]], block = []}>
#mma_1cb88c = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 4], instrShape = [32, 32, 8], isTransposed = true}>
#shared_337df2 = #ttg.amd_rotating_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [0, 1]}>
#shared_34dd92 = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [1, 0]}>
#smem_d51a3c = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @matmul_tma_persistent_kernel(%a_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %b_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %c_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %M: i32 {tt.divisibility = 16 : i32}, %N: i32 {tt.divisibility = 16 : i32}, %K: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128x2xf32, #blocked_1x8x2_4x16x1_8x1x1_o210>
    %c3_i32 = arith.constant 3 : i32
    %c2_i32 = arith.constant 2 : i32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant dense<0> : tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
    %cst_1 = arith.constant dense<0> : tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10>
    %cst_2 = arith.constant dense<0> : tensor<1x64xi64, #blocked_1x8_8x8_8x1_o10>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<128x256xf32, #mma_1cb88c>
    %c128_i32 = arith.constant 128 : i32
    %c256_i32 = arith.constant 256 : i32
    %c64_i32 = arith.constant 64 : i32
    %c132_i32 = arith.constant 132 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %num_pid_m = arith.constant 127 : i32
    %num_pid_n = arith.constant 255 : i32
    %k_tiles = arith.constant 63 : i32
    %c8_i32 = arith.constant 8 : i32
    %cst_4 = arith.constant dense<0> : tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
    %cst_5 = arith.constant dense<0> : tensor<1x256xi64, #blocked_1x8_2x32_8x1_o10>
    %cst_6 = arith.constant dense<0> : tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
    %a_desc = arith.extsi %K : i32 to i64
    %M_0 = arith.extsi %M : i32 to i64
    %b_desc = arith.extsi %N : i32 to i64
    %num_pid_m_0 = arith.addi %M, %num_pid_m : i32
    %num_pid_m_1 = arith.divsi %num_pid_m_0, %c128_i32 : i32
    %num_pid_n_0 = arith.addi %N, %num_pid_n : i32
    %num_pid_n_1 = arith.divsi %num_pid_n_0, %c256_i32 : i32
    %k_tiles_0 = arith.addi %K, %k_tiles : i32
    %k_tiles_1 = arith.divsi %k_tiles_0, %c64_i32 : i32
    %num_tiles = arith.muli %num_pid_m_1, %num_pid_n_1 : i32
    %0 = tt.get_program_id x : i32
    %num_pid_in_group = arith.muli %num_pid_n_1, %c8_i32 : i32
    %a = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>>
    %a_0 = arith.extsi %a : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>> to tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>>
    %a_1 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_8x8_8x1_o10}>>
    %a_2 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_4x8_2x32_8x1_o10}>>
    %a_3 = arith.extsi %a_1 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_8x8_8x1_o10}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_8x8_8x1_o10}>>
    %a_4 = arith.extsi %a_2 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked_4x8_2x32_8x1_o10}>> to tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_4x8_2x32_8x1_o10}>>
    %a_5 = tt.splat %a_desc : i64 -> tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10>
    %a_6 = tt.splat %M_0 : i64 -> tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10>
    %a_7 = tt.splat %a_desc : i64 -> tensor<1x64xi64, #blocked_1x8_8x8_8x1_o10>
    %b = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x32_8x1_o10}>>
    %b_0 = arith.extsi %b : tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x32_8x1_o10}>> to tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x32_8x1_o10}>>
    %b_1 = tt.splat %a_desc : i64 -> tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
    %b_2 = tt.splat %b_desc : i64 -> tensor<1x256xi64, #blocked_1x8_2x32_8x1_o10>
    %1 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>>
    %2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>>
    %3 = arith.extsi %1 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>> to tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>>
    %4 = arith.extsi %2 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>> to tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>>
    %5 = tt.splat %M_0 : i64 -> tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
    %6 = tt.splat %b_desc : i64 -> tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
    %acc = arith.cmpi sle, %k_tiles_1, %c0_i32 : i32
    scf.if %acc {
      %outLHS, %outRHS = tt.split %cst : tensor<128x128x2xf32, #blocked_1x8x2_4x16x1_8x1x1_o210> -> tensor<128x128xf32, #blocked_1x8_4x16_8x1_o10>
      %7 = arith.truncf %outLHS : tensor<128x128xf32, #blocked_1x8_4x16_8x1_o10> to tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>
      %8 = arith.truncf %outRHS : tensor<128x128xf32, #blocked_1x8_4x16_8x1_o10> to tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>
      scf.for %tile_id = %0 to %num_tiles step %c132_i32  : i32 {
        %group_id = arith.divsi %tile_id, %num_pid_in_group : i32
        %first_pid_m = arith.muli %group_id, %c8_i32 : i32
        %group_size_m = arith.subi %num_pid_m_1, %first_pid_m : i32
        %group_size_m_0 = arith.minsi %group_size_m, %c8_i32 : i32
        %pid_m = arith.remsi %tile_id, %num_pid_in_group : i32
        %pid_m_0 = arith.remsi %pid_m, %group_size_m_0 : i32
        %pid_m_1 = arith.addi %first_pid_m, %pid_m_0 : i32
        %pid_n = arith.divsi %pid_m, %group_size_m_0 : i32
        %off_m = arith.muli %pid_m_1, %c128_i32 : i32
        %off_n = arith.muli %pid_n, %c256_i32 : i32
        %off_m_0 = arith.extsi %off_m : i32 to i64
        %off_n_0 = arith.extsi %off_n : i32 to i64
        %9 = tt.splat %off_m_0 : i64 -> tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>>
        %10 = arith.addi %9, %3 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>>
        %11 = tt.reshape %10 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
        %12 = tt.splat %off_n_0 : i64 -> tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>>
        %13 = arith.addi %12, %4 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>>
        %14 = tt.reshape %13 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
        %15 = tt.reshape %3 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
        %16 = arith.muli %off_m_0, %b_desc : i64
        %17 = tt.splat %b_desc : i64 -> tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
        %18 = arith.muli %15, %17 : tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
        %19 = tt.broadcast %18 : tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
        %20 = tt.reshape %4 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
        %21 = tt.broadcast %20 : tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
        %22 = arith.addi %16, %off_n_0 : i64
        %23 = arith.addi %19, %21 : tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
        %24 = tt.splat %22 : i64 -> tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
        %25 = arith.addi %24, %23 : tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
        %26 = arith.trunci %25 : tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10> to tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
        %27 = arith.cmpi sge, %11, %cst_0 : tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
        %28 = arith.cmpi slt, %11, %5 : tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
        %29 = arith.andi %27, %28 : tensor<128x1xi1, #blocked_1x8_4x16_8x1_o10>
        %30 = tt.broadcast %29 : tensor<128x1xi1, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
        %31 = arith.cmpi sge, %14, %cst_4 : tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
        %32 = arith.cmpi slt, %14, %6 : tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
        %33 = arith.andi %31, %32 : tensor<1x128xi1, #blocked_1x8_4x16_8x1_o10>
        %34 = tt.broadcast %33 : tensor<1x128xi1, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
        %35 = arith.andi %30, %34 : tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
        amdg.buffer_store %7, %c_ptr[%26], %35 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>
        %36 = arith.addi %off_n, %c128_i32 : i32
        %37 = arith.extsi %36 : i32 to i64
        %38 = tt.splat %37 : i64 -> tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>>
        %39 = arith.addi %38, %4 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>>
        %40 = tt.reshape %39 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
        %41 = arith.addi %16, %37 : i64
        %42 = tt.splat %41 : i64 -> tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
        %43 = arith.addi %42, %23 : tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
        %44 = arith.trunci %43 : tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10> to tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
        %45 = arith.cmpi sge, %40, %cst_4 : tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
        %46 = arith.cmpi slt, %40, %6 : tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
        %47 = arith.andi %45, %46 : tensor<1x128xi1, #blocked_1x8_4x16_8x1_o10>
        %48 = tt.broadcast %47 : tensor<1x128xi1, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
        %49 = arith.andi %30, %48 : tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
        amdg.buffer_store %8, %c_ptr[%44], %49 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>
      } {tt.flatten}
    } else {
      %7 = arith.subi %num_tiles, %0 : i32
      %8 = arith.ceildivsi %7, %c132_i32 : i32
      %9 = arith.maxsi %k_tiles_1, %c1_i32 : i32
      %10 = arith.muli %8, %9 : i32
      %11 = arith.subi %9, %c1_i32 : i32
      %a_8 = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
      %12 = arith.cmpi sgt, %10, %c0_i32 : i32
      %group_id = arith.divsi %0, %num_pid_in_group : i32
      %first_pid_m = arith.muli %group_id, %c8_i32 : i32
      %group_size_m = arith.subi %num_pid_m_1, %first_pid_m : i32
      %group_size_m_1 = arith.minsi %group_size_m, %c8_i32 : i32
      %pid_m = arith.remsi %0, %num_pid_in_group : i32
      %pid_m_1 = arith.remsi %pid_m, %group_size_m_1 : i32
      %pid_m_2 = arith.addi %first_pid_m, %pid_m_1 : i32
      %pid_n = arith.divsi %pid_m, %group_size_m_1 : i32
      %off_m = arith.muli %pid_m_2, %c128_i32 : i32
      %off_n = arith.muli %pid_n, %c256_i32 : i32
      %off_m_1 = arith.extsi %off_m : i32 to i64
      %a_9 = tt.splat %off_m_1 : i64 -> tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>>
      %a_10 = arith.addi %a_9, %a_0 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>>
      %a_11 = tt.reshape %a_10 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>> -> tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10>
      %a_12 = arith.muli %a_11, %a_5 : tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10>
      %a_13 = tt.broadcast %a_12 : tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10> -> tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>
      %a_14 = arith.cmpi sge, %a_11, %cst_1 : tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10>
      %a_15 = arith.cmpi slt, %a_11, %a_6 : tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10>
      %a_16 = arith.andi %a_14, %a_15 : tensor<128x1xi1, #blocked_1x8_8x8_8x1_o10>
      %a_17 = tt.broadcast %a_16 : tensor<128x1xi1, #blocked_1x8_8x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
      %off_n_1 = arith.extsi %off_n : i32 to i64
      %b_3 = tt.splat %off_n_1 : i64 -> tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x32_8x1_o10}>>
      %b_4 = arith.addi %b_3, %b_0 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x32_8x1_o10}>>
      %b_5 = tt.reshape %b_4 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x32_8x1_o10}>> -> tensor<1x256xi64, #blocked_1x8_2x32_8x1_o10>
      %b_6 = tt.broadcast %b_5 : tensor<1x256xi64, #blocked_1x8_2x32_8x1_o10> -> tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>
      %b_7 = arith.cmpi sge, %b_5, %cst_5 : tensor<1x256xi64, #blocked_1x8_2x32_8x1_o10>
      %b_8 = arith.cmpi slt, %b_5, %b_2 : tensor<1x256xi64, #blocked_1x8_2x32_8x1_o10>
      %b_9 = arith.andi %b_7, %b_8 : tensor<1x256xi1, #blocked_1x8_2x32_8x1_o10>
      %b_10 = tt.broadcast %b_9 : tensor<1x256xi1, #blocked_1x8_2x32_8x1_o10> -> tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
      %a_18 = tt.reshape %a_3 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_8x8_8x1_o10}>> -> tensor<1x64xi64, #blocked_1x8_8x8_8x1_o10>
      %a_19 = tt.reshape %a_0 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>> -> tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10>
      %a_20 = arith.muli %off_m_1, %a_desc : i64
      %a_21 = arith.muli %a_19, %a_5 : tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10>
      %a_22 = tt.broadcast %a_21 : tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10> -> tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>
      %a_23 = tt.broadcast %a_18 : tensor<1x64xi64, #blocked_1x8_8x8_8x1_o10> -> tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>
      %a_24 = arith.addi %a_22, %a_23 : tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>
      %a_25 = tt.splat %a_20 : i64 -> tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>
      %a_26 = arith.addi %a_25, %a_24 : tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>
      %a_27 = arith.trunci %a_26 : tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10> to tensor<128x64xi32, #blocked_1x8_8x8_8x1_o10>
      %13 = tt.splat %12 : i1 -> tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
      %a_28 = arith.cmpi slt, %a_18, %a_7 : tensor<1x64xi64, #blocked_1x8_8x8_8x1_o10>
      %a_29 = tt.broadcast %a_28 : tensor<1x64xi1, #blocked_1x8_8x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
      %a_30 = arith.andi %a_17, %a_29 : tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
      %14 = arith.andi %13, %a_30 : tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
      %a_31 = amdg.buffer_load %a_ptr[%a_27], %14 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x64xf16, #blocked_1x8_8x8_8x1_o10>
      %a_32 = ttg.memdesc_index %a_8[%c0_i32] : !ttg.memdesc<3x128x64xf16, #shared_34dd92, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
      ttg.local_store %a_31, %a_32 : tensor<128x64xf16, #blocked_1x8_8x8_8x1_o10> -> !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
      %15 = arith.cmpi sgt, %10, %c1_i32 : i32
      %16 = arith.cmpi ne, %11, %c0_i32 : i32
      %17 = arith.extui %16 : i1 to i32
      %18 = arith.cmpi eq, %17, %c0_i32 : i32
      %19:7 = scf.if %18 -> (i32, i32, tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>, tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>, i32, tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>, tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>) {
        %50 = arith.addi %0, %c132_i32 : i32
        %group_id_0 = arith.divsi %50, %num_pid_in_group : i32
        %first_pid_m_0 = arith.muli %group_id_0, %c8_i32 : i32
        %group_size_m_2 = arith.subi %num_pid_m_1, %first_pid_m_0 : i32
        %group_size_m_3 = arith.minsi %group_size_m_2, %c8_i32 : i32
        %pid_m_3 = arith.remsi %50, %num_pid_in_group : i32
        %pid_m_4 = arith.remsi %pid_m_3, %group_size_m_3 : i32
        %pid_m_5 = arith.addi %first_pid_m_0, %pid_m_4 : i32
        %pid_n_0 = arith.divsi %pid_m_3, %group_size_m_3 : i32
        %off_m_2 = arith.muli %pid_m_5, %c128_i32 : i32
        %off_n_2 = arith.muli %pid_n_0, %c256_i32 : i32
        %off_m_3 = arith.extsi %off_m_2 : i32 to i64
        %a_33 = tt.splat %off_m_3 : i64 -> tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>>
        %a_34 = arith.addi %a_33, %a_0 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>>
        %a_35 = tt.reshape %a_34 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>> -> tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10>
        %a_36 = arith.muli %a_35, %a_5 : tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10>
        %a_37 = tt.broadcast %a_36 : tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10> -> tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>
        %a_38 = arith.cmpi sge, %a_35, %cst_1 : tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10>
        %a_39 = arith.cmpi slt, %a_35, %a_6 : tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10>
        %a_40 = arith.andi %a_38, %a_39 : tensor<128x1xi1, #blocked_1x8_8x8_8x1_o10>
        %a_41 = tt.broadcast %a_40 : tensor<128x1xi1, #blocked_1x8_8x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
        %off_n_3 = arith.extsi %off_n_2 : i32 to i64
        %b_11 = tt.splat %off_n_3 : i64 -> tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x32_8x1_o10}>>
        %b_12 = arith.addi %b_11, %b_0 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x32_8x1_o10}>>
        %b_13 = tt.reshape %b_12 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x32_8x1_o10}>> -> tensor<1x256xi64, #blocked_1x8_2x32_8x1_o10>
        %b_14 = tt.broadcast %b_13 : tensor<1x256xi64, #blocked_1x8_2x32_8x1_o10> -> tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>
        %b_15 = arith.cmpi sge, %b_13, %cst_5 : tensor<1x256xi64, #blocked_1x8_2x32_8x1_o10>
        %b_16 = arith.cmpi slt, %b_13, %b_2 : tensor<1x256xi64, #blocked_1x8_2x32_8x1_o10>
        %b_17 = arith.andi %b_15, %b_16 : tensor<1x256xi1, #blocked_1x8_2x32_8x1_o10>
        %b_18 = tt.broadcast %b_17 : tensor<1x256xi1, #blocked_1x8_2x32_8x1_o10> -> tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
        scf.yield %off_m_2, %off_n_2, %a_37, %a_41, %50, %b_14, %b_18 : i32, i32, tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>, tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>, i32, tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>, tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
      } else {
        scf.yield %off_m, %off_n, %a_13, %a_17, %0, %b_6, %b_10 : i32, i32, tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>, tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>, i32, tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>, tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
      }
      %off_k = arith.muli %17, %c64_i32 : i32
      %off_k_0 = arith.extsi %off_k : i32 to i64
      %a_42 = tt.splat %off_k_0 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_8x8_8x1_o10}>>
      %a_43 = arith.addi %a_42, %a_3 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_8x8_8x1_o10}>>
      %a_44 = tt.reshape %a_43 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_8x8_8x1_o10}>> -> tensor<1x64xi64, #blocked_1x8_8x8_8x1_o10>
      %a_45 = arith.addi %19#2, %a_23 : tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>
      %a_46 = tt.splat %off_k_0 : i64 -> tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>
      %a_47 = arith.addi %a_46, %a_45 : tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>
      %a_48 = arith.trunci %a_47 : tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10> to tensor<128x64xi32, #blocked_1x8_8x8_8x1_o10>
      %20 = tt.splat %15 : i1 -> tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
      %a_49 = arith.cmpi slt, %a_44, %a_7 : tensor<1x64xi64, #blocked_1x8_8x8_8x1_o10>
      %a_50 = tt.broadcast %a_49 : tensor<1x64xi1, #blocked_1x8_8x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
      %a_51 = arith.andi %19#3, %a_50 : tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
      %21 = arith.andi %20, %a_51 : tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
      %a_52 = amdg.buffer_load %a_ptr[%a_48], %21 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x64xf16, #blocked_1x8_8x8_8x1_o10>
      %a_53 = ttg.memdesc_index %a_8[%c1_i32] : !ttg.memdesc<3x128x64xf16, #shared_34dd92, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
      ttg.local_store %a_52, %a_53 : tensor<128x64xf16, #blocked_1x8_8x8_8x1_o10> -> !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
      %22 = arith.cmpi sgt, %10, %c2_i32 : i32
      %23 = arith.addi %17, %c1_i32 : i32
      %24 = arith.cmpi eq, %17, %11 : i32
      %25 = arith.select %24, %c0_i32, %23 : i32
      %26 = arith.cmpi eq, %25, %c0_i32 : i32
      %27 = arith.select %26, %c0_i32, %23 : i32
      %28:7 = scf.if %26 -> (i32, i32, tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>, tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>, i32, tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>, tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>) {
        %50 = arith.addi %19#4, %c132_i32 : i32
        %group_id_0 = arith.divsi %50, %num_pid_in_group : i32
        %first_pid_m_0 = arith.muli %group_id_0, %c8_i32 : i32
        %group_size_m_2 = arith.subi %num_pid_m_1, %first_pid_m_0 : i32
        %group_size_m_3 = arith.minsi %group_size_m_2, %c8_i32 : i32
        %pid_m_3 = arith.remsi %50, %num_pid_in_group : i32
        %pid_m_4 = arith.remsi %pid_m_3, %group_size_m_3 : i32
        %pid_m_5 = arith.addi %first_pid_m_0, %pid_m_4 : i32
        %pid_n_0 = arith.divsi %pid_m_3, %group_size_m_3 : i32
        %off_m_2 = arith.muli %pid_m_5, %c128_i32 : i32
        %off_n_2 = arith.muli %pid_n_0, %c256_i32 : i32
        %off_m_3 = arith.extsi %off_m_2 : i32 to i64
        %a_33 = tt.splat %off_m_3 : i64 -> tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>>
        %a_34 = arith.addi %a_33, %a_0 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>>
        %a_35 = tt.reshape %a_34 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>> -> tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10>
        %a_36 = arith.muli %a_35, %a_5 : tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10>
        %a_37 = tt.broadcast %a_36 : tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10> -> tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>
        %a_38 = arith.cmpi sge, %a_35, %cst_1 : tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10>
        %a_39 = arith.cmpi slt, %a_35, %a_6 : tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10>
        %a_40 = arith.andi %a_38, %a_39 : tensor<128x1xi1, #blocked_1x8_8x8_8x1_o10>
        %a_41 = tt.broadcast %a_40 : tensor<128x1xi1, #blocked_1x8_8x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
        %off_n_3 = arith.extsi %off_n_2 : i32 to i64
        %b_11 = tt.splat %off_n_3 : i64 -> tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x32_8x1_o10}>>
        %b_12 = arith.addi %b_11, %b_0 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x32_8x1_o10}>>
        %b_13 = tt.reshape %b_12 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x32_8x1_o10}>> -> tensor<1x256xi64, #blocked_1x8_2x32_8x1_o10>
        %b_14 = tt.broadcast %b_13 : tensor<1x256xi64, #blocked_1x8_2x32_8x1_o10> -> tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>
        %b_15 = arith.cmpi sge, %b_13, %cst_5 : tensor<1x256xi64, #blocked_1x8_2x32_8x1_o10>
        %b_16 = arith.cmpi slt, %b_13, %b_2 : tensor<1x256xi64, #blocked_1x8_2x32_8x1_o10>
        %b_17 = arith.andi %b_15, %b_16 : tensor<1x256xi1, #blocked_1x8_2x32_8x1_o10>
        %b_18 = tt.broadcast %b_17 : tensor<1x256xi1, #blocked_1x8_2x32_8x1_o10> -> tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
        scf.yield %off_m_2, %off_n_2, %a_37, %a_41, %50, %b_14, %b_18 : i32, i32, tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>, tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>, i32, tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>, tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
      } else {
        scf.yield %19#0, %19#1, %19#2, %19#3, %19#4, %19#5, %19#6 : i32, i32, tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>, tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>, i32, tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>, tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
      }
      %off_k_1 = arith.muli %27, %c64_i32 : i32
      %off_k_2 = arith.extsi %off_k_1 : i32 to i64
      %a_54 = tt.splat %off_k_2 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_8x8_8x1_o10}>>
      %a_55 = arith.addi %a_54, %a_3 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_8x8_8x1_o10}>>
      %a_56 = tt.reshape %a_55 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_8x8_8x1_o10}>> -> tensor<1x64xi64, #blocked_1x8_8x8_8x1_o10>
      %a_57 = arith.addi %28#2, %a_23 : tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>
      %a_58 = tt.splat %off_k_2 : i64 -> tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>
      %a_59 = arith.addi %a_58, %a_57 : tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>
      %a_60 = arith.trunci %a_59 : tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10> to tensor<128x64xi32, #blocked_1x8_8x8_8x1_o10>
      %29 = tt.splat %22 : i1 -> tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
      %a_61 = arith.cmpi slt, %a_56, %a_7 : tensor<1x64xi64, #blocked_1x8_8x8_8x1_o10>
      %a_62 = tt.broadcast %a_61 : tensor<1x64xi1, #blocked_1x8_8x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
      %a_63 = arith.andi %28#3, %a_62 : tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
      %30 = arith.andi %29, %a_63 : tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
      %a_64 = amdg.buffer_load %a_ptr[%a_60], %30 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x64xf16, #blocked_1x8_8x8_8x1_o10>
      %a_65 = ttg.memdesc_index %a_8[%c2_i32] : !ttg.memdesc<3x128x64xf16, #shared_34dd92, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
      ttg.local_store %a_64, %a_65 : tensor<128x64xf16, #blocked_1x8_8x8_8x1_o10> -> !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
      %31 = arith.subi %10, %c3_i32 : i32
      %32:27 = scf.for %arg0 = %c0_i32 to %31 step %c1_i32 iter_args(%arg1 = %25, %arg2 = %28#4, %arg3 = %cst_3, %arg4 = %28#0, %arg5 = %28#1, %arg6 = %28#2, %arg7 = %28#3, %arg8 = %c2_i32, %arg9 = %27, %off_k_3 = %c0_i64, %off_k_4 = %off_k_0, %off_k_5 = %off_k_2, %a_66 = %a_32, %a_67 = %a_53, %a_68 = %a_65, %arg10 = %c0_i32, %arg11 = %17, %arg12 = %off_m, %arg13 = %19#0, %arg14 = %off_n, %arg15 = %19#1, %arg16 = %28#5, %b_19 = %b_6, %arg17 = %19#5, %arg18 = %28#6, %b_20 = %b_10, %arg19 = %19#6) -> (i32, i32, tensor<128x256xf32, #mma_1cb88c>, i32, i32, tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>, tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>, i32, i32, i64, i64, i64, !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>, !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>, !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>, i32, i32, i32, i32, i32, i32, tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>, tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>, tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>, tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>, tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>, tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>)  : i32 {
        %50 = arith.addi %arg9, %c1_i32 : i32
        %51 = arith.addi %arg1, %c1_i32 : i32
        %52 = arith.cmpi eq, %arg1, %11 : i32
        %53 = arith.select %52, %c0_i32, %51 : i32
        %54 = arith.cmpi eq, %53, %c0_i32 : i32
        %55 = arith.select %54, %c0_i32, %50 : i32
        %56:7 = scf.if %54 -> (i32, i32, tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>, tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>, i32, tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>, tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>) {
          %57 = arith.addi %arg2, %c132_i32 : i32
          %group_id_1 = arith.divsi %57, %num_pid_in_group : i32
          %first_pid_m_1 = arith.muli %group_id_1, %c8_i32 : i32
          %group_size_m_4 = arith.subi %num_pid_m_1, %first_pid_m_1 : i32
          %group_size_m_5 = arith.minsi %group_size_m_4, %c8_i32 : i32
          %pid_m_6 = arith.remsi %57, %num_pid_in_group : i32
          %pid_m_7 = arith.remsi %pid_m_6, %group_size_m_5 : i32
          %pid_m_8 = arith.addi %first_pid_m_1, %pid_m_7 : i32
          %pid_n_1 = arith.divsi %pid_m_6, %group_size_m_5 : i32
          %off_m_4 = arith.muli %pid_m_8, %c128_i32 : i32
          %off_n_4 = arith.muli %pid_n_1, %c256_i32 : i32
          %off_m_5 = arith.extsi %off_m_4 : i32 to i64
          %a_69 = tt.splat %off_m_5 : i64 -> tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>>
          %a_70 = arith.addi %a_69, %a_0 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>>
          %a_71 = tt.reshape %a_70 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>> -> tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10>
          %a_72 = arith.muli %a_71, %a_5 : tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10>
          %a_73 = tt.broadcast %a_72 : tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10> -> tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>
          %a_74 = arith.cmpi sge, %a_71, %cst_1 : tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10>
          %a_75 = arith.cmpi slt, %a_71, %a_6 : tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10>
          %a_76 = arith.andi %a_74, %a_75 : tensor<128x1xi1, #blocked_1x8_8x8_8x1_o10>
          %a_77 = tt.broadcast %a_76 : tensor<128x1xi1, #blocked_1x8_8x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
          %off_n_5 = arith.extsi %off_n_4 : i32 to i64
          %b_21 = tt.splat %off_n_5 : i64 -> tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x32_8x1_o10}>>
          %b_22 = arith.addi %b_21, %b_0 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x32_8x1_o10}>>
          %b_23 = tt.reshape %b_22 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x32_8x1_o10}>> -> tensor<1x256xi64, #blocked_1x8_2x32_8x1_o10>
          %b_24 = tt.broadcast %b_23 : tensor<1x256xi64, #blocked_1x8_2x32_8x1_o10> -> tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>
          %b_25 = arith.cmpi sge, %b_23, %cst_5 : tensor<1x256xi64, #blocked_1x8_2x32_8x1_o10>
          %b_26 = arith.cmpi slt, %b_23, %b_2 : tensor<1x256xi64, #blocked_1x8_2x32_8x1_o10>
          %b_27 = arith.andi %b_25, %b_26 : tensor<1x256xi1, #blocked_1x8_2x32_8x1_o10>
          %b_28 = tt.broadcast %b_27 : tensor<1x256xi1, #blocked_1x8_2x32_8x1_o10> -> tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
          scf.yield %off_m_4, %off_n_4, %a_73, %a_77, %57, %b_24, %b_28 : i32, i32, tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>, tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>, i32, tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>, tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
        } else {
          scf.yield %arg4, %arg5, %arg6, %arg7, %arg2, %arg16, %arg18 : i32, i32, tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>, tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>, i32, tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>, tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
        }
        %off_k_6 = arith.muli %55, %c64_i32 : i32
        %off_k_7 = arith.extsi %off_k_6 : i32 to i64
        %a_78 = tt.splat %off_k_7 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_8x8_8x1_o10}>>
        %a_33 = tt.splat %off_k_3 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_4x8_2x32_8x1_o10}>>
        %a_34 = arith.addi %a_78, %a_3 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_8x8_8x1_o10}>>
        %a_35 = arith.addi %a_33, %a_4 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_4x8_2x32_8x1_o10}>>
        %a_36 = tt.reshape %a_34 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_8x8_8x1_o10}>> -> tensor<1x64xi64, #blocked_1x8_8x8_8x1_o10>
        %a_37 = arith.addi %56#2, %a_23 : tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>
        %a_38 = tt.splat %off_k_7 : i64 -> tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>
        %a_39 = arith.addi %a_38, %a_37 : tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>
        %a_40 = arith.trunci %a_39 : tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10> to tensor<128x64xi32, #blocked_1x8_8x8_8x1_o10>
        %a_41 = arith.cmpi sge, %a_36, %cst_2 : tensor<1x64xi64, #blocked_1x8_8x8_8x1_o10>
        %a_79 = arith.cmpi slt, %a_36, %a_7 : tensor<1x64xi64, #blocked_1x8_8x8_8x1_o10>
        %a_80 = arith.andi %a_41, %a_79 : tensor<1x64xi1, #blocked_1x8_8x8_8x1_o10>
        %a_81 = tt.broadcast %a_80 : tensor<1x64xi1, #blocked_1x8_8x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
        %a_82 = arith.andi %56#3, %a_81 : tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
        %a_83 = amdg.buffer_load %a_ptr[%a_40], %a_82 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x64xf16, #blocked_1x8_8x8_8x1_o10>
        %a_84 = ttg.local_load %a_66 : !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_1cb88c, kWidth = 4}>>
        %b_16 = tt.reshape %a_35 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_4x8_2x32_8x1_o10}>> -> tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
        %b_17 = tt.reshape %a_4 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_4x8_2x32_8x1_o10}>> -> tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
        %b_18 = arith.muli %off_k_3, %b_desc : i64
        %b_29 = tt.splat %b_desc : i64 -> tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
        %b_30 = arith.muli %b_17, %b_29 : tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
        %b_31 = tt.broadcast %b_30 : tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10> -> tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>
        %b_32 = arith.addi %b_31, %b_19 : tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>
        %b_33 = tt.splat %b_18 : i64 -> tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>
        %b_34 = arith.addi %b_33, %b_32 : tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>
        %b_35 = arith.trunci %b_34 : tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10> to tensor<64x256xi32, #blocked_4x8_2x32_8x1_o10>
        %b_36 = arith.cmpi sge, %b_16, %cst_6 : tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
        %b_37 = arith.cmpi slt, %b_16, %b_1 : tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
        %b_38 = arith.andi %b_36, %b_37 : tensor<64x1xi1, #blocked_4x8_2x32_8x1_o10>
        %b_39 = tt.broadcast %b_38 : tensor<64x1xi1, #blocked_4x8_2x32_8x1_o10> -> tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
        %b_40 = arith.andi %b_39, %b_20 : tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
        %b_41 = amdg.buffer_load %b_ptr[%b_35], %b_40 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x256xf16, #blocked_4x8_2x32_8x1_o10>
        %b_42 = amdg.in_thread_transpose %b_41 : tensor<64x256xf16, #blocked_4x8_2x32_8x1_o10> -> tensor<64x256xf16, #linear_e95dd8>
        %b_43 = ttg.local_alloc %b_42 : (tensor<64x256xf16, #linear_e95dd8>) -> !ttg.memdesc<64x256xf16, #shared_337df2, #smem_d51a3c>
        %b_44 = ttg.local_load %b_43 : !ttg.memdesc<64x256xf16, #shared_337df2, #smem_d51a3c> -> tensor<64x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_1cb88c, kWidth = 4}>>
        %acc_0 = tt.dot %a_84, %b_44, %arg3, inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_1cb88c, kWidth = 4}>> * tensor<64x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_1cb88c, kWidth = 4}>> -> tensor<128x256xf32, #mma_1cb88c>
        %58 = arith.cmpi eq, %arg10, %11 : i32
        %59 = arith.select %58, %cst_3, %acc_0 : tensor<128x256xf32, #mma_1cb88c>
        scf.if %58 {
          %57 = tt.reshape %acc_0 : tensor<128x256xf32, #mma_1cb88c> -> tensor<128x2x128xf32, #linear_26f64c>
          %60 = tt.trans %57 {order = array<i32: 0, 2, 1>} : tensor<128x2x128xf32, #linear_26f64c> -> tensor<128x128x2xf32, #linear_54db4d>
          %outLHS, %outRHS = tt.split %60 : tensor<128x128x2xf32, #linear_54db4d> -> tensor<128x128xf32, #linear_842c65>
          %61 = arith.truncf %outLHS : tensor<128x128xf32, #linear_842c65> to tensor<128x128xf16, #linear_842c65>
          %62 = ttg.convert_layout %61 : tensor<128x128xf16, #linear_842c65> -> tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>
          %off_m_6 = arith.extsi %arg12 : i32 to i64
          %off_n_6 = arith.extsi %arg14 : i32 to i64
          %63 = tt.splat %off_m_6 : i64 -> tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>>
          %64 = arith.addi %63, %3 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>>
          %65 = tt.reshape %64 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
          %66 = tt.splat %off_n_6 : i64 -> tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>>
          %67 = arith.addi %66, %4 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>>
          %68 = tt.reshape %67 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
          %69 = tt.reshape %3 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
          %70 = arith.muli %off_m_6, %b_desc : i64
          %71 = tt.splat %b_desc : i64 -> tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
          %72 = arith.muli %69, %71 : tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
          %73 = tt.broadcast %72 : tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
          %74 = tt.reshape %4 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
          %75 = tt.broadcast %74 : tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
          %76 = arith.addi %70, %off_n_6 : i64
          %77 = arith.addi %73, %75 : tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
          %78 = tt.splat %76 : i64 -> tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
          %79 = arith.addi %78, %77 : tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
          %80 = arith.trunci %79 : tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10> to tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
          %81 = arith.cmpi sge, %65, %cst_0 : tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
          %82 = arith.cmpi slt, %65, %5 : tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
          %83 = arith.andi %81, %82 : tensor<128x1xi1, #blocked_1x8_4x16_8x1_o10>
          %84 = tt.broadcast %83 : tensor<128x1xi1, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
          %85 = arith.cmpi sge, %68, %cst_4 : tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
          %86 = arith.cmpi slt, %68, %6 : tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
          %87 = arith.andi %85, %86 : tensor<1x128xi1, #blocked_1x8_4x16_8x1_o10>
          %88 = tt.broadcast %87 : tensor<1x128xi1, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
          %89 = arith.andi %84, %88 : tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
          amdg.buffer_store %62, %c_ptr[%80], %89 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>
          %90 = arith.addi %arg14, %c128_i32 : i32
          %91 = arith.truncf %outRHS : tensor<128x128xf32, #linear_842c65> to tensor<128x128xf16, #linear_842c65>
          %92 = ttg.convert_layout %91 : tensor<128x128xf16, #linear_842c65> -> tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>
          %93 = arith.extsi %90 : i32 to i64
          %94 = tt.splat %93 : i64 -> tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>>
          %95 = arith.addi %94, %4 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>>
          %96 = tt.reshape %95 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
          %97 = arith.addi %70, %93 : i64
          %98 = tt.splat %97 : i64 -> tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
          %99 = arith.addi %98, %77 : tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
          %100 = arith.trunci %99 : tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10> to tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
          %101 = arith.cmpi sge, %96, %cst_4 : tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
          %102 = arith.cmpi slt, %96, %6 : tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
          %103 = arith.andi %101, %102 : tensor<1x128xi1, #blocked_1x8_4x16_8x1_o10>
          %104 = tt.broadcast %103 : tensor<1x128xi1, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
          %105 = arith.andi %84, %104 : tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
          amdg.buffer_store %92, %c_ptr[%100], %105 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>
        }
        %106 = arith.addi %arg8, %c1_i32 : i32
        %107 = arith.cmpi slt, %106, %c3_i32 : i32
        %108 = arith.select %107, %106, %c0_i32 : i32
        %a_85 = ttg.memdesc_index %a_8[%108] : !ttg.memdesc<3x128x64xf16, #shared_34dd92, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
        ttg.local_store %a_83, %a_85 : tensor<128x64xf16, #blocked_1x8_8x8_8x1_o10> -> !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
        scf.yield %53, %56#4, %59, %56#0, %56#1, %56#2, %56#3, %108, %55, %off_k_4, %off_k_5, %off_k_7, %a_67, %a_68, %a_85, %arg11, %arg1, %arg13, %arg4, %arg15, %arg5, %56#5, %arg17, %arg16, %56#6, %arg19, %arg18 : i32, i32, tensor<128x256xf32, #mma_1cb88c>, i32, i32, tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>, tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>, i32, i32, i64, i64, i64, !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>, !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>, !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>, i32, i32, i32, i32, i32, i32, tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>, tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>, tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>, tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>, tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>, tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
      } {tt.warp_specialize}
      %33 = arith.cmpi sge, %10, %c1_i32 : i32
      %34 = arith.cmpi sge, %10, %c2_i32 : i32
      %35 = arith.cmpi sge, %10, %c3_i32 : i32
      %a_86 = tt.splat %32#9 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_4x8_2x32_8x1_o10}>>
      %a_87 = arith.addi %a_86, %a_4 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_4x8_2x32_8x1_o10}>>
      %a_88 = ttg.local_load %32#12 : !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_1cb88c, kWidth = 4}>>
      %b_45 = tt.reshape %a_87 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_4x8_2x32_8x1_o10}>> -> tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
      %b_46 = tt.reshape %a_4 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_4x8_2x32_8x1_o10}>> -> tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
      %b_47 = arith.muli %32#9, %b_desc : i64
      %b_48 = tt.splat %b_desc : i64 -> tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
      %b_49 = arith.muli %b_46, %b_48 : tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
      %b_50 = tt.broadcast %b_49 : tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10> -> tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>
      %b_51 = arith.addi %b_50, %32#22 : tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>
      %b_52 = tt.splat %b_47 : i64 -> tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>
      %b_53 = arith.addi %b_52, %b_51 : tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>
      %b_54 = arith.trunci %b_53 : tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10> to tensor<64x256xi32, #blocked_4x8_2x32_8x1_o10>
      %b_55 = arith.cmpi sge, %b_45, %cst_6 : tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
      %b_56 = arith.cmpi slt, %b_45, %b_1 : tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
      %b_57 = arith.andi %b_55, %b_56 : tensor<64x1xi1, #blocked_4x8_2x32_8x1_o10>
      %b_58 = tt.broadcast %b_57 : tensor<64x1xi1, #blocked_4x8_2x32_8x1_o10> -> tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
      %b_59 = arith.andi %b_58, %32#25 : tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
      %36 = tt.splat %33 : i1 -> tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
      %37 = arith.andi %36, %b_59 : tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
      %b_60 = amdg.buffer_load %b_ptr[%b_54], %37 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x256xf16, #blocked_4x8_2x32_8x1_o10>
      %b_61 = amdg.in_thread_transpose %b_60 : tensor<64x256xf16, #blocked_4x8_2x32_8x1_o10> -> tensor<64x256xf16, #linear_e95dd8>
      %b_62 = ttg.local_alloc %b_61 : (tensor<64x256xf16, #linear_e95dd8>) -> !ttg.memdesc<64x256xf16, #shared_337df2, #smem_d51a3c>
      %b_63 = ttg.local_load %b_62 : !ttg.memdesc<64x256xf16, #shared_337df2, #smem_d51a3c> -> tensor<64x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_1cb88c, kWidth = 4}>>
      %acc_1 = scf.if %33 -> (tensor<128x256xf32, #mma_1cb88c>) {
        %acc_2 = tt.dot %a_88, %b_63, %32#2, inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_1cb88c, kWidth = 4}>> * tensor<64x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_1cb88c, kWidth = 4}>> -> tensor<128x256xf32, #mma_1cb88c>
        scf.yield %acc_2 : tensor<128x256xf32, #mma_1cb88c>
      } else {
        scf.yield %32#2 : tensor<128x256xf32, #mma_1cb88c>
      }
      %38 = arith.cmpi eq, %32#15, %11 : i32
      %39 = arith.select %38, %cst_3, %acc_1 : tensor<128x256xf32, #mma_1cb88c>
      %40 = arith.andi %33, %38 : i1
      scf.if %40 {
        %50 = tt.reshape %acc_1 : tensor<128x256xf32, #mma_1cb88c> -> tensor<128x2x128xf32, #linear_26f64c>
        %51 = tt.trans %50 {order = array<i32: 0, 2, 1>} : tensor<128x2x128xf32, #linear_26f64c> -> tensor<128x128x2xf32, #linear_54db4d>
        %outLHS, %outRHS = tt.split %51 : tensor<128x128x2xf32, #linear_54db4d> -> tensor<128x128xf32, #linear_842c65>
        %52 = arith.truncf %outLHS : tensor<128x128xf32, #linear_842c65> to tensor<128x128xf16, #linear_842c65>
        %53 = ttg.convert_layout %52 : tensor<128x128xf16, #linear_842c65> -> tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>
        %off_m_7 = arith.extsi %32#17 : i32 to i64
        %off_n_7 = arith.extsi %32#19 : i32 to i64
        %54 = tt.splat %off_m_7 : i64 -> tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>>
        %55 = arith.addi %54, %3 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>>
        %56 = tt.reshape %55 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
        %58 = tt.splat %off_n_7 : i64 -> tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>>
        %59 = arith.addi %58, %4 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>>
        %106 = tt.reshape %59 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
        %107 = tt.reshape %3 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
        %108 = arith.muli %off_m_7, %b_desc : i64
        %57 = tt.splat %b_desc : i64 -> tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
        %60 = arith.muli %107, %57 : tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
        %61 = tt.broadcast %60 : tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
        %62 = tt.reshape %4 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
        %63 = tt.broadcast %62 : tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
        %64 = arith.addi %108, %off_n_7 : i64
        %65 = arith.addi %61, %63 : tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
        %66 = tt.splat %64 : i64 -> tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
        %67 = arith.addi %66, %65 : tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
        %68 = arith.trunci %67 : tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10> to tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
        %69 = arith.cmpi sge, %56, %cst_0 : tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
        %70 = arith.cmpi slt, %56, %5 : tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
        %71 = arith.andi %69, %70 : tensor<128x1xi1, #blocked_1x8_4x16_8x1_o10>
        %72 = tt.broadcast %71 : tensor<128x1xi1, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
        %73 = arith.cmpi sge, %106, %cst_4 : tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
        %74 = arith.cmpi slt, %106, %6 : tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
        %75 = arith.andi %73, %74 : tensor<1x128xi1, #blocked_1x8_4x16_8x1_o10>
        %76 = tt.broadcast %75 : tensor<1x128xi1, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
        %77 = arith.andi %72, %76 : tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
        amdg.buffer_store %53, %c_ptr[%68], %77 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>
        %78 = arith.addi %32#19, %c128_i32 : i32
        %79 = arith.truncf %outRHS : tensor<128x128xf32, #linear_842c65> to tensor<128x128xf16, #linear_842c65>
        %80 = ttg.convert_layout %79 : tensor<128x128xf16, #linear_842c65> -> tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>
        %81 = arith.extsi %78 : i32 to i64
        %82 = tt.splat %81 : i64 -> tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>>
        %83 = arith.addi %82, %4 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>>
        %84 = tt.reshape %83 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
        %85 = arith.addi %108, %81 : i64
        %86 = tt.splat %85 : i64 -> tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
        %87 = arith.addi %86, %65 : tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
        %88 = arith.trunci %87 : tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10> to tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
        %89 = arith.cmpi sge, %84, %cst_4 : tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
        %90 = arith.cmpi slt, %84, %6 : tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
        %91 = arith.andi %89, %90 : tensor<1x128xi1, #blocked_1x8_4x16_8x1_o10>
        %92 = tt.broadcast %91 : tensor<1x128xi1, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
        %93 = arith.andi %72, %92 : tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
        amdg.buffer_store %80, %c_ptr[%88], %93 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>
      }
      %41 = arith.select %33, %39, %32#2 : tensor<128x256xf32, #mma_1cb88c>
      %a_89 = tt.splat %32#10 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_4x8_2x32_8x1_o10}>>
      %a_90 = arith.addi %a_89, %a_4 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_4x8_2x32_8x1_o10}>>
      %a_91 = ttg.local_load %32#13 : !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_1cb88c, kWidth = 4}>>
      %b_64 = tt.reshape %a_90 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_4x8_2x32_8x1_o10}>> -> tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
      %b_65 = arith.muli %32#10, %b_desc : i64
      %b_66 = arith.addi %b_50, %32#23 : tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>
      %b_67 = tt.splat %b_65 : i64 -> tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>
      %b_68 = arith.addi %b_67, %b_66 : tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>
      %b_69 = arith.trunci %b_68 : tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10> to tensor<64x256xi32, #blocked_4x8_2x32_8x1_o10>
      %b_70 = arith.cmpi sge, %b_64, %cst_6 : tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
      %b_71 = arith.cmpi slt, %b_64, %b_1 : tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
      %b_72 = arith.andi %b_70, %b_71 : tensor<64x1xi1, #blocked_4x8_2x32_8x1_o10>
      %b_73 = tt.broadcast %b_72 : tensor<64x1xi1, #blocked_4x8_2x32_8x1_o10> -> tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
      %b_74 = arith.andi %b_73, %32#26 : tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
      %42 = tt.splat %34 : i1 -> tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
      %43 = arith.andi %42, %b_74 : tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
      %b_75 = amdg.buffer_load %b_ptr[%b_69], %43 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x256xf16, #blocked_4x8_2x32_8x1_o10>
      %b_76 = amdg.in_thread_transpose %b_75 : tensor<64x256xf16, #blocked_4x8_2x32_8x1_o10> -> tensor<64x256xf16, #linear_e95dd8>
      %b_77 = ttg.local_alloc %b_76 : (tensor<64x256xf16, #linear_e95dd8>) -> !ttg.memdesc<64x256xf16, #shared_337df2, #smem_d51a3c>
      %b_78 = ttg.local_load %b_77 : !ttg.memdesc<64x256xf16, #shared_337df2, #smem_d51a3c> -> tensor<64x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_1cb88c, kWidth = 4}>>
      %acc_3 = scf.if %34 -> (tensor<128x256xf32, #mma_1cb88c>) {
        %acc_2 = tt.dot %a_91, %b_78, %41, inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_1cb88c, kWidth = 4}>> * tensor<64x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_1cb88c, kWidth = 4}>> -> tensor<128x256xf32, #mma_1cb88c>
        scf.yield %acc_2 : tensor<128x256xf32, #mma_1cb88c>
      } else {
        scf.yield %41 : tensor<128x256xf32, #mma_1cb88c>
      }
      %44 = arith.cmpi eq, %32#16, %11 : i32
      %45 = arith.select %44, %cst_3, %acc_3 : tensor<128x256xf32, #mma_1cb88c>
      %46 = arith.andi %34, %44 : i1
      scf.if %46 {
        %50 = tt.reshape %acc_3 : tensor<128x256xf32, #mma_1cb88c> -> tensor<128x2x128xf32, #linear_26f64c>
        %51 = tt.trans %50 {order = array<i32: 0, 2, 1>} : tensor<128x2x128xf32, #linear_26f64c> -> tensor<128x128x2xf32, #linear_54db4d>
        %outLHS, %outRHS = tt.split %51 : tensor<128x128x2xf32, #linear_54db4d> -> tensor<128x128xf32, #linear_842c65>
        %52 = arith.truncf %outLHS : tensor<128x128xf32, #linear_842c65> to tensor<128x128xf16, #linear_842c65>
        %53 = ttg.convert_layout %52 : tensor<128x128xf16, #linear_842c65> -> tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>
        %off_m_7 = arith.extsi %32#18 : i32 to i64
        %off_n_7 = arith.extsi %32#20 : i32 to i64
        %54 = tt.splat %off_m_7 : i64 -> tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>>
        %55 = arith.addi %54, %3 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>>
        %56 = tt.reshape %55 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
        %58 = tt.splat %off_n_7 : i64 -> tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>>
        %59 = arith.addi %58, %4 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>>
        %106 = tt.reshape %59 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
        %107 = tt.reshape %3 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
        %108 = arith.muli %off_m_7, %b_desc : i64
        %57 = tt.splat %b_desc : i64 -> tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
        %60 = arith.muli %107, %57 : tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
        %61 = tt.broadcast %60 : tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
        %62 = tt.reshape %4 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
        %63 = tt.broadcast %62 : tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
        %64 = arith.addi %108, %off_n_7 : i64
        %65 = arith.addi %61, %63 : tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
        %66 = tt.splat %64 : i64 -> tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
        %67 = arith.addi %66, %65 : tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
        %68 = arith.trunci %67 : tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10> to tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
        %69 = arith.cmpi sge, %56, %cst_0 : tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
        %70 = arith.cmpi slt, %56, %5 : tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
        %71 = arith.andi %69, %70 : tensor<128x1xi1, #blocked_1x8_4x16_8x1_o10>
        %72 = tt.broadcast %71 : tensor<128x1xi1, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
        %73 = arith.cmpi sge, %106, %cst_4 : tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
        %74 = arith.cmpi slt, %106, %6 : tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
        %75 = arith.andi %73, %74 : tensor<1x128xi1, #blocked_1x8_4x16_8x1_o10>
        %76 = tt.broadcast %75 : tensor<1x128xi1, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
        %77 = arith.andi %72, %76 : tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
        amdg.buffer_store %53, %c_ptr[%68], %77 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>
        %78 = arith.addi %32#20, %c128_i32 : i32
        %79 = arith.truncf %outRHS : tensor<128x128xf32, #linear_842c65> to tensor<128x128xf16, #linear_842c65>
        %80 = ttg.convert_layout %79 : tensor<128x128xf16, #linear_842c65> -> tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>
        %81 = arith.extsi %78 : i32 to i64
        %82 = tt.splat %81 : i64 -> tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>>
        %83 = arith.addi %82, %4 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>>
        %84 = tt.reshape %83 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
        %85 = arith.addi %108, %81 : i64
        %86 = tt.splat %85 : i64 -> tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
        %87 = arith.addi %86, %65 : tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
        %88 = arith.trunci %87 : tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10> to tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
        %89 = arith.cmpi sge, %84, %cst_4 : tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
        %90 = arith.cmpi slt, %84, %6 : tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
        %91 = arith.andi %89, %90 : tensor<1x128xi1, #blocked_1x8_4x16_8x1_o10>
        %92 = tt.broadcast %91 : tensor<1x128xi1, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
        %93 = arith.andi %72, %92 : tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
        amdg.buffer_store %80, %c_ptr[%88], %93 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>
      }
      %47 = arith.select %34, %45, %41 : tensor<128x256xf32, #mma_1cb88c>
      %a_92 = tt.splat %32#11 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_4x8_2x32_8x1_o10}>>
      %a_93 = arith.addi %a_92, %a_4 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_4x8_2x32_8x1_o10}>>
      %a_94 = ttg.local_load %32#14 : !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_1cb88c, kWidth = 4}>>
      %b_79 = tt.reshape %a_93 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_4x8_2x32_8x1_o10}>> -> tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
      %b_80 = arith.muli %32#11, %b_desc : i64
      %b_81 = arith.addi %b_50, %32#21 : tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>
      %b_82 = tt.splat %b_80 : i64 -> tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>
      %b_83 = arith.addi %b_82, %b_81 : tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>
      %b_84 = arith.trunci %b_83 : tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10> to tensor<64x256xi32, #blocked_4x8_2x32_8x1_o10>
      %b_85 = arith.cmpi sge, %b_79, %cst_6 : tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
      %b_86 = arith.cmpi slt, %b_79, %b_1 : tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
      %b_87 = arith.andi %b_85, %b_86 : tensor<64x1xi1, #blocked_4x8_2x32_8x1_o10>
      %b_88 = tt.broadcast %b_87 : tensor<64x1xi1, #blocked_4x8_2x32_8x1_o10> -> tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
      %b_89 = arith.andi %b_88, %32#24 : tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
      %48 = tt.splat %35 : i1 -> tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
      %49 = arith.andi %48, %b_89 : tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
      %b_90 = amdg.buffer_load %b_ptr[%b_84], %49 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x256xf16, #blocked_4x8_2x32_8x1_o10>
      %b_91 = amdg.in_thread_transpose %b_90 : tensor<64x256xf16, #blocked_4x8_2x32_8x1_o10> -> tensor<64x256xf16, #linear_e95dd8>
      %b_92 = ttg.local_alloc %b_91 : (tensor<64x256xf16, #linear_e95dd8>) -> !ttg.memdesc<64x256xf16, #shared_337df2, #smem_d51a3c>
      %b_93 = ttg.local_load %b_92 : !ttg.memdesc<64x256xf16, #shared_337df2, #smem_d51a3c> -> tensor<64x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_1cb88c, kWidth = 4}>>
      %acc_4 = scf.if %35 -> (tensor<128x256xf32, #mma_1cb88c>) {
        %acc_2 = tt.dot %a_94, %b_93, %47, inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_1cb88c, kWidth = 4}>> * tensor<64x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_1cb88c, kWidth = 4}>> -> tensor<128x256xf32, #mma_1cb88c>
        scf.yield %acc_2 : tensor<128x256xf32, #mma_1cb88c>
      } else {
        scf.yield %47 : tensor<128x256xf32, #mma_1cb88c>
      }
      %109 = arith.cmpi eq, %32#0, %11 : i32
      %110 = arith.andi %35, %109 : i1
      scf.if %110 {
        %50 = tt.reshape %acc_4 : tensor<128x256xf32, #mma_1cb88c> -> tensor<128x2x128xf32, #linear_26f64c>
        %51 = tt.trans %50 {order = array<i32: 0, 2, 1>} : tensor<128x2x128xf32, #linear_26f64c> -> tensor<128x128x2xf32, #linear_54db4d>
        %outLHS, %outRHS = tt.split %51 : tensor<128x128x2xf32, #linear_54db4d> -> tensor<128x128xf32, #linear_842c65>
        %52 = arith.truncf %outLHS : tensor<128x128xf32, #linear_842c65> to tensor<128x128xf16, #linear_842c65>
        %53 = ttg.convert_layout %52 : tensor<128x128xf16, #linear_842c65> -> tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>
        %off_m_7 = arith.extsi %32#3 : i32 to i64
        %off_n_7 = arith.extsi %32#4 : i32 to i64
        %54 = tt.splat %off_m_7 : i64 -> tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>>
        %55 = arith.addi %54, %3 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>>
        %56 = tt.reshape %55 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
        %58 = tt.splat %off_n_7 : i64 -> tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>>
        %59 = arith.addi %58, %4 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>>
        %106 = tt.reshape %59 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
        %107 = tt.reshape %3 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
        %108 = arith.muli %off_m_7, %b_desc : i64
        %57 = tt.splat %b_desc : i64 -> tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
        %60 = arith.muli %107, %57 : tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
        %61 = tt.broadcast %60 : tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
        %62 = tt.reshape %4 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
        %63 = tt.broadcast %62 : tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
        %64 = arith.addi %108, %off_n_7 : i64
        %65 = arith.addi %61, %63 : tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
        %66 = tt.splat %64 : i64 -> tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
        %67 = arith.addi %66, %65 : tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
        %68 = arith.trunci %67 : tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10> to tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
        %69 = arith.cmpi sge, %56, %cst_0 : tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
        %70 = arith.cmpi slt, %56, %5 : tensor<128x1xi64, #blocked_1x8_4x16_8x1_o10>
        %71 = arith.andi %69, %70 : tensor<128x1xi1, #blocked_1x8_4x16_8x1_o10>
        %72 = tt.broadcast %71 : tensor<128x1xi1, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
        %73 = arith.cmpi sge, %106, %cst_4 : tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
        %74 = arith.cmpi slt, %106, %6 : tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
        %75 = arith.andi %73, %74 : tensor<1x128xi1, #blocked_1x8_4x16_8x1_o10>
        %76 = tt.broadcast %75 : tensor<1x128xi1, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
        %77 = arith.andi %72, %76 : tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
        amdg.buffer_store %53, %c_ptr[%68], %77 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>
        %78 = arith.addi %32#4, %c128_i32 : i32
        %79 = arith.truncf %outRHS : tensor<128x128xf32, #linear_842c65> to tensor<128x128xf16, #linear_842c65>
        %80 = ttg.convert_layout %79 : tensor<128x128xf16, #linear_842c65> -> tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>
        %81 = arith.extsi %78 : i32 to i64
        %82 = tt.splat %81 : i64 -> tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>>
        %83 = arith.addi %82, %4 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>>
        %84 = tt.reshape %83 : tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x16_8x1_o10}>> -> tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
        %85 = arith.addi %108, %81 : i64
        %86 = tt.splat %85 : i64 -> tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
        %87 = arith.addi %86, %65 : tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10>
        %88 = arith.trunci %87 : tensor<128x128xi64, #blocked_1x8_4x16_8x1_o10> to tensor<128x128xi32, #blocked_1x8_4x16_8x1_o10>
        %89 = arith.cmpi sge, %84, %cst_4 : tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
        %90 = arith.cmpi slt, %84, %6 : tensor<1x128xi64, #blocked_1x8_4x16_8x1_o10>
        %91 = arith.andi %89, %90 : tensor<1x128xi1, #blocked_1x8_4x16_8x1_o10>
        %92 = tt.broadcast %91 : tensor<1x128xi1, #blocked_1x8_4x16_8x1_o10> -> tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
        %93 = arith.andi %72, %92 : tensor<128x128xi1, #blocked_1x8_4x16_8x1_o10>
        amdg.buffer_store %80, %c_ptr[%88], %93 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x128xf16, #blocked_1x8_4x16_8x1_o10>
      }
      ttg.local_dealloc %a_8 : !ttg.memdesc<3x128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
    }
    tt.return
  }
}
