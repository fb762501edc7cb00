// matmul_tma_persistent config 0 (BLOCK_M=128 BLOCK_N=256 BLOCK_K=64 GROUP_M=8 EPILOGUE_SUBTILE=False WARP_SPECIALIZE=False num_warps=8 num_stages=3) on hip:gfx942, normalized
#blocked_1x8_2x32_8x1_o10 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 32], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked_1x8_8x8_8x1_o10 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked_4x8_2x32_8x1_o10 = #ttg.blocked<{sizePerThread = [4, 8], threadsPerWarp = [2, 32], warpsPerCTA = [8, 1], order = [1, 0]}>
#linear_29b1d6 = #ttg.linear<{register = [[0], [0], [0], [0], [64]], lane = [[1], [2], [4], [8], [16], [0]], warp = [[0], [0], [32]], block = []}>
#linear_e95dd8 = #ttg.linear<{register = [[1, 0], [2, 0], [0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [0, 32], [0, 64], [0, 128], [4, 0]], warp = [[8, 0], [16, 0], [32, 0]], block = []}>
#mma_1cb88c = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 4], instrShape = [32, 32, 8], isTransposed = true}>
#shared_337df2 = #ttg.amd_rotating_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [0, 1]}>
#shared_34dd92 = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [1, 0]}>
#smem_d51a3c = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @matmul_tma_persistent_kernel(%a_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %b_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %c_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %M: i32 {tt.divisibility = 16 : i32}, %N: i32 {tt.divisibility = 16 : i32}, %K: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0> : tensor<1x256xi64, #mma_1cb88c>
    %cst_0 = arith.constant dense<0> : tensor<128x1xi64, #mma_1cb88c>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<128x256xf16, #mma_1cb88c>
    %c2_i32 = arith.constant 2 : i32
    %c0_i64 = arith.constant 0 : i64
    %cst_2 = arith.constant dense<0> : tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10>
    %cst_3 = arith.constant dense<0> : tensor<1x64xi64, #blocked_1x8_8x8_8x1_o10>
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<128x256xf32, #mma_1cb88c>
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
    %1 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #linear_29b1d6>
    %2 = arith.extsi %1 : tensor<128xi32, #linear_29b1d6> to tensor<128xi64, #linear_29b1d6>
    %3 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>>
    %4 = arith.extsi %3 : tensor<256xi32, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>> to tensor<256xi64, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>>
    %5 = tt.splat %M_0 : i64 -> tensor<128x1xi64, #mma_1cb88c>
    %6 = tt.splat %b_desc : i64 -> tensor<1x256xi64, #mma_1cb88c>
    %acc = arith.cmpi sle, %k_tiles_1, %c0_i32 : i32
    scf.if %acc {
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
        %7 = tt.splat %off_m_0 : i64 -> tensor<128xi64, #linear_29b1d6>
        %8 = arith.addi %7, %2 : tensor<128xi64, #linear_29b1d6>
        %9 = tt.reshape %8 : tensor<128xi64, #linear_29b1d6> -> tensor<128x1xi64, #mma_1cb88c>
        %10 = tt.splat %off_n_0 : i64 -> tensor<256xi64, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>>
        %11 = arith.addi %10, %4 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>>
        %12 = tt.reshape %11 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>> -> tensor<1x256xi64, #mma_1cb88c>
        %13 = tt.reshape %2 : tensor<128xi64, #linear_29b1d6> -> tensor<128x1xi64, #mma_1cb88c>
        %14 = arith.muli %off_m_0, %b_desc : i64
        %15 = tt.splat %b_desc : i64 -> tensor<128x1xi64, #mma_1cb88c>
        %16 = arith.muli %13, %15 : tensor<128x1xi64, #mma_1cb88c>
        %17 = tt.broadcast %16 : tensor<128x1xi64, #mma_1cb88c> -> tensor<128x256xi64, #mma_1cb88c>
        %18 = tt.reshape %4 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>> -> tensor<1x256xi64, #mma_1cb88c>
        %19 = tt.broadcast %18 : tensor<1x256xi64, #mma_1cb88c> -> tensor<128x256xi64, #mma_1cb88c>
        %20 = arith.addi %14, %off_n_0 : i64
        %21 = arith.addi %17, %19 : tensor<128x256xi64, #mma_1cb88c>
        %22 = tt.splat %20 : i64 -> tensor<128x256xi64, #mma_1cb88c>
        %23 = arith.addi %22, %21 : tensor<128x256xi64, #mma_1cb88c>
        %24 = arith.trunci %23 : tensor<128x256xi64, #mma_1cb88c> to tensor<128x256xi32, #mma_1cb88c>
        %25 = arith.cmpi sge, %9, %cst_0 : tensor<128x1xi64, #mma_1cb88c>
        %26 = arith.cmpi slt, %9, %5 : tensor<128x1xi64, #mma_1cb88c>
        %27 = arith.andi %25, %26 : tensor<128x1xi1, #mma_1cb88c>
        %28 = tt.broadcast %27 : tensor<128x1xi1, #mma_1cb88c> -> tensor<128x256xi1, #mma_1cb88c>
        %29 = arith.cmpi sge, %12, %cst : tensor<1x256xi64, #mma_1cb88c>
        %30 = arith.cmpi slt, %12, %6 : tensor<1x256xi64, #mma_1cb88c>
        %31 = arith.andi %29, %30 : tensor<1x256xi1, #mma_1cb88c>
        %32 = tt.broadcast %31 : tensor<1x256xi1, #mma_1cb88c> -> tensor<128x256xi1, #mma_1cb88c>
        %33 = arith.andi %28, %32 : tensor<128x256xi1, #mma_1cb88c>
        amdg.buffer_store %cst_1, %c_ptr[%24], %33 {contiguity = 4 : i32} : !tt.ptr<f16> -> tensor<128x256xf16, #mma_1cb88c>
      } {tt.flatten}
    } else {
      %7 = arith.subi %num_tiles, %0 : i32
      %8 = arith.ceildivsi %7, %c132_i32 : i32
      %9 = arith.maxsi %k_tiles_1, %c1_i32 : i32
      %10 = arith.muli %8, %9 : i32
      %11 = arith.subi %9, %c1_i32 : i32
      %a_8 = ttg.local_alloc : () -> !ttg.memdesc<2x128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
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
      %a_14 = arith.cmpi sge, %a_11, %cst_2 : tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10>
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
      %a_32 = ttg.memdesc_index %a_8[%c0_i32] : !ttg.memdesc<2x128x64xf16, #shared_34dd92, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
      ttg.local_store %a_31, %a_32 : tensor<128x64xf16, #blocked_1x8_8x8_8x1_o10> -> !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
      %15 = arith.cmpi sgt, %10, %c1_i32 : i32
      %16 = arith.cmpi ne, %11, %c0_i32 : i32
      %17 = arith.extui %16 : i1 to i32
      %18 = arith.cmpi eq, %17, %c0_i32 : i32
      %19:7 = scf.if %18 -> (i32, i32, tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>, tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>, i32, tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>, tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>) {
        %34 = arith.addi %0, %c132_i32 : i32
        %group_id_0 = arith.divsi %34, %num_pid_in_group : i32
        %first_pid_m_0 = arith.muli %group_id_0, %c8_i32 : i32
        %group_size_m_2 = arith.subi %num_pid_m_1, %first_pid_m_0 : i32
        %group_size_m_3 = arith.minsi %group_size_m_2, %c8_i32 : i32
        %pid_m_3 = arith.remsi %34, %num_pid_in_group : i32
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
        %a_38 = arith.cmpi sge, %a_35, %cst_2 : tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10>
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
        scf.yield %off_m_2, %off_n_2, %a_37, %a_41, %34, %b_14, %b_18 : i32, i32, tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>, tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>, i32, tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>, tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
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
      %a_53 = ttg.memdesc_index %a_8[%c1_i32] : !ttg.memdesc<2x128x64xf16, #shared_34dd92, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
      ttg.local_store %a_52, %a_53 : tensor<128x64xf16, #blocked_1x8_8x8_8x1_o10> -> !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
      %22 = arith.subi %10, %c2_i32 : i32
      %23:20 = scf.for %arg0 = %c0_i32 to %22 step %c1_i32 iter_args(%arg1 = %17, %arg2 = %19#4, %arg3 = %cst_4, %arg4 = %19#0, %arg5 = %19#1, %arg6 = %19#2, %arg7 = %19#3, %arg8 = %c1_i32, %arg9 = %17, %off_k_1 = %c0_i64, %off_k_2 = %off_k_0, %a_54 = %a_32, %a_55 = %a_53, %arg10 = %c0_i32, %arg11 = %off_m, %arg12 = %off_n, %arg13 = %19#5, %b_19 = %b_6, %arg14 = %19#6, %b_20 = %b_10) -> (i32, i32, tensor<128x256xf32, #mma_1cb88c>, i32, i32, tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>, tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>, i32, i32, i64, i64, !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>, !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>, i32, i32, i32, tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>, tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>, tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>, tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>)  : i32 {
        %34 = arith.addi %arg9, %c1_i32 : i32
        %35 = arith.addi %arg1, %c1_i32 : i32
        %36 = arith.cmpi eq, %arg1, %11 : i32
        %37 = arith.select %36, %c0_i32, %35 : i32
        %38 = arith.cmpi eq, %37, %c0_i32 : i32
        %39 = arith.select %38, %c0_i32, %34 : i32
        %40:7 = scf.if %38 -> (i32, i32, tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>, tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>, i32, tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>, tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>) {
          %41 = arith.addi %arg2, %c132_i32 : i32
          %group_id_1 = arith.divsi %41, %num_pid_in_group : i32
          %first_pid_m_1 = arith.muli %group_id_1, %c8_i32 : i32
          %group_size_m_4 = arith.subi %num_pid_m_1, %first_pid_m_1 : i32
          %group_size_m_5 = arith.minsi %group_size_m_4, %c8_i32 : i32
          %pid_m_6 = arith.remsi %41, %num_pid_in_group : i32
          %pid_m_7 = arith.remsi %pid_m_6, %group_size_m_5 : i32
          %pid_m_8 = arith.addi %first_pid_m_1, %pid_m_7 : i32
          %pid_n_1 = arith.divsi %pid_m_6, %group_size_m_5 : i32
          %off_m_4 = arith.muli %pid_m_8, %c128_i32 : i32
          %off_n_4 = arith.muli %pid_n_1, %c256_i32 : i32
          %off_m_5 = arith.extsi %off_m_4 : i32 to i64
          %a_56 = tt.splat %off_m_5 : i64 -> tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>>
          %a_57 = arith.addi %a_56, %a_0 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>>
          %a_58 = tt.reshape %a_57 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_8x8_8x1_o10}>> -> tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10>
          %a_59 = arith.muli %a_58, %a_5 : tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10>
          %a_60 = tt.broadcast %a_59 : tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10> -> tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>
          %a_61 = arith.cmpi sge, %a_58, %cst_2 : tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10>
          %a_62 = arith.cmpi slt, %a_58, %a_6 : tensor<128x1xi64, #blocked_1x8_8x8_8x1_o10>
          %a_63 = arith.andi %a_61, %a_62 : tensor<128x1xi1, #blocked_1x8_8x8_8x1_o10>
          %a_64 = tt.broadcast %a_63 : tensor<128x1xi1, #blocked_1x8_8x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
          %off_n_5 = arith.extsi %off_n_4 : i32 to i64
          %b_21 = tt.splat %off_n_5 : i64 -> tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x32_8x1_o10}>>
          %b_22 = arith.addi %b_21, %b_0 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x32_8x1_o10}>>
          %b_23 = tt.reshape %b_22 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_2x32_8x1_o10}>> -> tensor<1x256xi64, #blocked_1x8_2x32_8x1_o10>
          %b_24 = tt.broadcast %b_23 : tensor<1x256xi64, #blocked_1x8_2x32_8x1_o10> -> tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>
          %b_25 = arith.cmpi sge, %b_23, %cst_5 : tensor<1x256xi64, #blocked_1x8_2x32_8x1_o10>
          %b_26 = arith.cmpi slt, %b_23, %b_2 : tensor<1x256xi64, #blocked_1x8_2x32_8x1_o10>
          %b_27 = arith.andi %b_25, %b_26 : tensor<1x256xi1, #blocked_1x8_2x32_8x1_o10>
          %b_28 = tt.broadcast %b_27 : tensor<1x256xi1, #blocked_1x8_2x32_8x1_o10> -> tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
          scf.yield %off_m_4, %off_n_4, %a_60, %a_64, %41, %b_24, %b_28 : i32, i32, tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>, tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>, i32, tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>, tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
        } else {
          scf.yield %arg4, %arg5, %arg6, %arg7, %arg2, %arg13, %arg14 : i32, i32, tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>, tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>, i32, tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>, tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
        }
        %off_k_3 = arith.muli %39, %c64_i32 : i32
        %off_k_4 = arith.extsi %off_k_3 : i32 to i64
        %a_65 = tt.splat %off_k_4 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_8x8_8x1_o10}>>
        %a_66 = tt.splat %off_k_1 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_4x8_2x32_8x1_o10}>>
        %a_67 = arith.addi %a_65, %a_3 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_8x8_8x1_o10}>>
        %a_33 = arith.addi %a_66, %a_4 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_4x8_2x32_8x1_o10}>>
        %a_34 = tt.reshape %a_67 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_8x8_8x1_o10}>> -> tensor<1x64xi64, #blocked_1x8_8x8_8x1_o10>
        %a_35 = arith.addi %40#2, %a_23 : tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>
        %a_36 = tt.splat %off_k_4 : i64 -> tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>
        %a_37 = arith.addi %a_36, %a_35 : tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>
        %a_38 = arith.trunci %a_37 : tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10> to tensor<128x64xi32, #blocked_1x8_8x8_8x1_o10>
        %a_39 = arith.cmpi sge, %a_34, %cst_3 : tensor<1x64xi64, #blocked_1x8_8x8_8x1_o10>
        %a_40 = arith.cmpi slt, %a_34, %a_7 : tensor<1x64xi64, #blocked_1x8_8x8_8x1_o10>
        %a_41 = arith.andi %a_39, %a_40 : tensor<1x64xi1, #blocked_1x8_8x8_8x1_o10>
        %a_68 = tt.broadcast %a_41 : tensor<1x64xi1, #blocked_1x8_8x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
        %a_69 = arith.andi %40#3, %a_68 : tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>
        %a_70 = amdg.buffer_load %a_ptr[%a_38], %a_69 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<128x64xf16, #blocked_1x8_8x8_8x1_o10>
        %a_71 = ttg.local_load %a_54 : !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_1cb88c, kWidth = 4}>>
        %b_14 = tt.reshape %a_33 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_4x8_2x32_8x1_o10}>> -> tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
        %b_15 = tt.reshape %a_4 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_4x8_2x32_8x1_o10}>> -> tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
        %b_16 = arith.muli %off_k_1, %b_desc : i64
        %b_17 = tt.splat %b_desc : i64 -> tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
        %b_18 = arith.muli %b_15, %b_17 : tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
        %b_29 = tt.broadcast %b_18 : tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10> -> tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>
        %b_30 = arith.addi %b_29, %b_19 : tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>
        %b_31 = tt.splat %b_16 : i64 -> tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>
        %b_32 = arith.addi %b_31, %b_30 : tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>
        %b_33 = arith.trunci %b_32 : tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10> to tensor<64x256xi32, #blocked_4x8_2x32_8x1_o10>
        %b_34 = arith.cmpi sge, %b_14, %cst_6 : tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
        %b_35 = arith.cmpi slt, %b_14, %b_1 : tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
        %b_36 = arith.andi %b_34, %b_35 : tensor<64x1xi1, #blocked_4x8_2x32_8x1_o10>
        %b_37 = tt.broadcast %b_36 : tensor<64x1xi1, #blocked_4x8_2x32_8x1_o10> -> tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
        %b_38 = arith.andi %b_37, %b_20 : tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
        %b_39 = amdg.buffer_load %b_ptr[%b_33], %b_38 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x256xf16, #blocked_4x8_2x32_8x1_o10>
        %b_40 = amdg.in_thread_transpose %b_39 : tensor<64x256xf16, #blocked_4x8_2x32_8x1_o10> -> tensor<64x256xf16, #linear_e95dd8>
        %b_41 = ttg.local_alloc %b_40 : (tensor<64x256xf16, #linear_e95dd8>) -> !ttg.memdesc<64x256xf16, #shared_337df2, #smem_d51a3c>
        %b_42 = ttg.local_load %b_41 : !ttg.memdesc<64x256xf16, #shared_337df2, #smem_d51a3c> -> tensor<64x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_1cb88c, kWidth = 4}>>
        %acc_0 = tt.dot %a_71, %b_42, %arg3, inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_1cb88c, kWidth = 4}>> * tensor<64x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_1cb88c, kWidth = 4}>> -> tensor<128x256xf32, #mma_1cb88c>
        %42 = arith.cmpi eq, %arg10, %11 : i32
        %43 = arith.select %42, %cst_4, %acc_0 : tensor<128x256xf32, #mma_1cb88c>
        scf.if %42 {
          %41 = arith.truncf %acc_0 : tensor<128x256xf32, #mma_1cb88c> to tensor<128x256xf16, #mma_1cb88c>
          %off_m_6 = arith.extsi %arg11 : i32 to i64
          %off_n_6 = arith.extsi %arg12 : i32 to i64
          %44 = tt.splat %off_m_6 : i64 -> tensor<128xi64, #linear_29b1d6>
          %45 = arith.addi %44, %2 : tensor<128xi64, #linear_29b1d6>
          %46 = tt.reshape %45 : tensor<128xi64, #linear_29b1d6> -> tensor<128x1xi64, #mma_1cb88c>
          %47 = tt.splat %off_n_6 : i64 -> tensor<256xi64, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>>
          %48 = arith.addi %47, %4 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>>
          %49 = tt.reshape %48 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>> -> tensor<1x256xi64, #mma_1cb88c>
          %50 = tt.reshape %2 : tensor<128xi64, #linear_29b1d6> -> tensor<128x1xi64, #mma_1cb88c>
          %51 = arith.muli %off_m_6, %b_desc : i64
          %52 = tt.splat %b_desc : i64 -> tensor<128x1xi64, #mma_1cb88c>
          %53 = arith.muli %50, %52 : tensor<128x1xi64, #mma_1cb88c>
          %54 = tt.broadcast %53 : tensor<128x1xi64, #mma_1cb88c> -> tensor<128x256xi64, #mma_1cb88c>
          %55 = tt.reshape %4 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>> -> tensor<1x256xi64, #mma_1cb88c>
          %56 = tt.broadcast %55 : tensor<1x256xi64, #mma_1cb88c> -> tensor<128x256xi64, #mma_1cb88c>
          %57 = arith.addi %51, %off_n_6 : i64
          %58 = arith.addi %54, %56 : tensor<128x256xi64, #mma_1cb88c>
          %59 = tt.splat %57 : i64 -> tensor<128x256xi64, #mma_1cb88c>
          %60 = arith.addi %59, %58 : tensor<128x256xi64, #mma_1cb88c>
          %61 = arith.trunci %60 : tensor<128x256xi64, #mma_1cb88c> to tensor<128x256xi32, #mma_1cb88c>
          %62 = arith.cmpi sge, %46, %cst_0 : tensor<128x1xi64, #mma_1cb88c>
          %63 = arith.cmpi slt, %46, %5 : tensor<128x1xi64, #mma_1cb88c>
          %64 = arith.andi %62, %63 : tensor<128x1xi1, #mma_1cb88c>
          %65 = tt.broadcast %64 : tensor<128x1xi1, #mma_1cb88c> -> tensor<128x256xi1, #mma_1cb88c>
          %66 = arith.cmpi sge, %49, %cst : tensor<1x256xi64, #mma_1cb88c>
          %67 = arith.cmpi slt, %49, %6 : tensor<1x256xi64, #mma_1cb88c>
          %68 = arith.andi %66, %67 : tensor<1x256xi1, #mma_1cb88c>
          %69 = tt.broadcast %68 : tensor<1x256xi1, #mma_1cb88c> -> tensor<128x256xi1, #mma_1cb88c>
          %70 = arith.andi %65, %69 : tensor<128x256xi1, #mma_1cb88c>
          amdg.buffer_store %41, %c_ptr[%61], %70 {contiguity = 4 : i32} : !tt.ptr<f16> -> tensor<128x256xf16, #mma_1cb88c>
        }
        %71 = arith.addi %arg8, %c1_i32 : i32
        %72 = arith.cmpi slt, %71, %c2_i32 : i32
        %73 = arith.select %72, %71, %c0_i32 : i32
        %a_72 = ttg.memdesc_index %a_8[%73] : !ttg.memdesc<2x128x64xf16, #shared_34dd92, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
        ttg.local_store %a_70, %a_72 : tensor<128x64xf16, #blocked_1x8_8x8_8x1_o10> -> !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
        scf.yield %37, %40#4, %43, %40#0, %40#1, %40#2, %40#3, %73, %39, %off_k_2, %off_k_4, %a_55, %a_72, %arg1, %arg4, %arg5, %40#5, %arg13, %40#6, %arg14 : i32, i32, tensor<128x256xf32, #mma_1cb88c>, i32, i32, tensor<128x64xi64, #blocked_1x8_8x8_8x1_o10>, tensor<128x64xi1, #blocked_1x8_8x8_8x1_o10>, i32, i32, i64, i64, !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>, !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>, i32, i32, i32, tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>, tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>, tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>, tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
      }
      %24 = arith.cmpi sge, %10, %c1_i32 : i32
      %25 = arith.cmpi sge, %10, %c2_i32 : i32
      %a_73 = tt.splat %23#9 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_4x8_2x32_8x1_o10}>>
      %a_74 = arith.addi %a_73, %a_4 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_4x8_2x32_8x1_o10}>>
      %a_75 = ttg.local_load %23#11 : !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_1cb88c, kWidth = 4}>>
      %b_43 = tt.reshape %a_74 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_4x8_2x32_8x1_o10}>> -> tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
      %b_44 = tt.reshape %a_4 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_4x8_2x32_8x1_o10}>> -> tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
      %b_45 = arith.muli %23#9, %b_desc : i64
      %b_46 = tt.splat %b_desc : i64 -> tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
      %b_47 = arith.muli %b_44, %b_46 : tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
      %b_48 = tt.broadcast %b_47 : tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10> -> tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>
      %b_49 = arith.addi %b_48, %23#17 : tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>
      %b_50 = tt.splat %b_45 : i64 -> tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>
      %b_51 = arith.addi %b_50, %b_49 : tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>
      %b_52 = arith.trunci %b_51 : tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10> to tensor<64x256xi32, #blocked_4x8_2x32_8x1_o10>
      %b_53 = arith.cmpi sge, %b_43, %cst_6 : tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
      %b_54 = arith.cmpi slt, %b_43, %b_1 : tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
      %b_55 = arith.andi %b_53, %b_54 : tensor<64x1xi1, #blocked_4x8_2x32_8x1_o10>
      %b_56 = tt.broadcast %b_55 : tensor<64x1xi1, #blocked_4x8_2x32_8x1_o10> -> tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
      %b_57 = arith.andi %b_56, %23#19 : tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
      %26 = tt.splat %24 : i1 -> tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
      %27 = arith.andi %26, %b_57 : tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
      %b_58 = amdg.buffer_load %b_ptr[%b_52], %27 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x256xf16, #blocked_4x8_2x32_8x1_o10>
      %b_59 = amdg.in_thread_transpose %b_58 : tensor<64x256xf16, #blocked_4x8_2x32_8x1_o10> -> tensor<64x256xf16, #linear_e95dd8>
      %b_60 = ttg.local_alloc %b_59 : (tensor<64x256xf16, #linear_e95dd8>) -> !ttg.memdesc<64x256xf16, #shared_337df2, #smem_d51a3c>
      %b_61 = ttg.local_load %b_60 : !ttg.memdesc<64x256xf16, #shared_337df2, #smem_d51a3c> -> tensor<64x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_1cb88c, kWidth = 4}>>
      %acc_1 = scf.if %24 -> (tensor<128x256xf32, #mma_1cb88c>) {
        %acc_2 = tt.dot %a_75, %b_61, %23#2, inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_1cb88c, kWidth = 4}>> * tensor<64x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_1cb88c, kWidth = 4}>> -> tensor<128x256xf32, #mma_1cb88c>
        scf.yield %acc_2 : tensor<128x256xf32, #mma_1cb88c>
      } else {
        scf.yield %23#2 : tensor<128x256xf32, #mma_1cb88c>
      }
      %28 = arith.cmpi eq, %23#13, %11 : i32
      %29 = arith.select %28, %cst_4, %acc_1 : tensor<128x256xf32, #mma_1cb88c>
      %30 = arith.andi %24, %28 : i1
      scf.if %30 {
        %34 = arith.truncf %acc_1 : tensor<128x256xf32, #mma_1cb88c> to tensor<128x256xf16, #mma_1cb88c>
        %off_m_7 = arith.extsi %23#14 : i32 to i64
        %off_n_7 = arith.extsi %23#15 : i32 to i64
        %35 = tt.splat %off_m_7 : i64 -> tensor<128xi64, #linear_29b1d6>
        %36 = arith.addi %35, %2 : tensor<128xi64, #linear_29b1d6>
        %37 = tt.reshape %36 : tensor<128xi64, #linear_29b1d6> -> tensor<128x1xi64, #mma_1cb88c>
        %38 = tt.splat %off_n_7 : i64 -> tensor<256xi64, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>>
        %39 = arith.addi %38, %4 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>>
        %40 = tt.reshape %39 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>> -> tensor<1x256xi64, #mma_1cb88c>
        %42 = tt.reshape %2 : tensor<128xi64, #linear_29b1d6> -> tensor<128x1xi64, #mma_1cb88c>
        %43 = arith.muli %off_m_7, %b_desc : i64
        %71 = tt.splat %b_desc : i64 -> tensor<128x1xi64, #mma_1cb88c>
        %72 = arith.muli %42, %71 : tensor<128x1xi64, #mma_1cb88c>
        %73 = tt.broadcast %72 : tensor<128x1xi64, #mma_1cb88c> -> tensor<128x256xi64, #mma_1cb88c>
        %41 = tt.reshape %4 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>> -> tensor<1x256xi64, #mma_1cb88c>
        %44 = tt.broadcast %41 : tensor<1x256xi64, #mma_1cb88c> -> tensor<128x256xi64, #mma_1cb88c>
        %45 = arith.addi %43, %off_n_7 : i64
        %46 = arith.addi %73, %44 : tensor<128x256xi64, #mma_1cb88c>
        %47 = tt.splat %45 : i64 -> tensor<128x256xi64, #mma_1cb88c>
        %48 = arith.addi %47, %46 : tensor<128x256xi64, #mma_1cb88c>
        %49 = arith.trunci %48 : tensor<128x256xi64, #mma_1cb88c> to tensor<128x256xi32, #mma_1cb88c>
        %50 = arith.cmpi sge, %37, %cst_0 : tensor<128x1xi64, #mma_1cb88c>
        %51 = arith.cmpi slt, %37, %5 : tensor<128x1xi64, #mma_1cb88c>
        %52 = arith.andi %50, %51 : tensor<128x1xi1, #mma_1cb88c>
        %53 = tt.broadcast %52 : tensor<128x1xi1, #mma_1cb88c> -> tensor<128x256xi1, #mma_1cb88c>
        %54 = arith.cmpi sge, %40, %cst : tensor<1x256xi64, #mma_1cb88c>
        %55 = arith.cmpi slt, %40, %6 : tensor<1x256xi64, #mma_1cb88c>
        %56 = arith.andi %54, %55 : tensor<1x256xi1, #mma_1cb88c>
        %57 = tt.broadcast %56 : tensor<1x256xi1, #mma_1cb88c> -> tensor<128x256xi1, #mma_1cb88c>
        %58 = arith.andi %53, %57 : tensor<128x256xi1, #mma_1cb88c>
        amdg.buffer_store %34, %c_ptr[%49], %58 {contiguity = 4 : i32} : !tt.ptr<f16> -> tensor<128x256xf16, #mma_1cb88c>
      }
      %31 = arith.select %24, %29, %23#2 : tensor<128x256xf32, #mma_1cb88c>
      %a_76 = tt.splat %23#10 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_4x8_2x32_8x1_o10}>>
      %a_77 = arith.addi %a_76, %a_4 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_4x8_2x32_8x1_o10}>>
      %a_78 = ttg.local_load %23#12 : !ttg.memdesc<128x64xf16, #shared_34dd92, #smem_d51a3c, mutable> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_1cb88c, kWidth = 4}>>
      %b_62 = tt.reshape %a_77 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_4x8_2x32_8x1_o10}>> -> tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
      %b_63 = arith.muli %23#10, %b_desc : i64
      %b_64 = arith.addi %b_48, %23#16 : tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>
      %b_65 = tt.splat %b_63 : i64 -> tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>
      %b_66 = arith.addi %b_65, %b_64 : tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10>
      %b_67 = arith.trunci %b_66 : tensor<64x256xi64, #blocked_4x8_2x32_8x1_o10> to tensor<64x256xi32, #blocked_4x8_2x32_8x1_o10>
      %b_68 = arith.cmpi sge, %b_62, %cst_6 : tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
      %b_69 = arith.cmpi slt, %b_62, %b_1 : tensor<64x1xi64, #blocked_4x8_2x32_8x1_o10>
      %b_70 = arith.andi %b_68, %b_69 : tensor<64x1xi1, #blocked_4x8_2x32_8x1_o10>
      %b_71 = tt.broadcast %b_70 : tensor<64x1xi1, #blocked_4x8_2x32_8x1_o10> -> tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
      %b_72 = arith.andi %b_71, %23#18 : tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
      %32 = tt.splat %25 : i1 -> tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
      %33 = arith.andi %32, %b_72 : tensor<64x256xi1, #blocked_4x8_2x32_8x1_o10>
      %b_73 = amdg.buffer_load %b_ptr[%b_67], %33 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x256xf16, #blocked_4x8_2x32_8x1_o10>
      %b_74 = amdg.in_thread_transpose %b_73 : tensor<64x256xf16, #blocked_4x8_2x32_8x1_o10> -> tensor<64x256xf16, #linear_e95dd8>
      %b_75 = ttg.local_alloc %b_74 : (tensor<64x256xf16, #linear_e95dd8>) -> !ttg.memdesc<64x256xf16, #shared_337df2, #smem_d51a3c>
      %b_76 = ttg.local_load %b_75 : !ttg.memdesc<64x256xf16, #shared_337df2, #smem_d51a3c> -> tensor<64x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_1cb88c, kWidth = 4}>>
      %acc_3 = scf.if %25 -> (tensor<128x256xf32, #mma_1cb88c>) {
        %acc_2 = tt.dot %a_78, %b_76, %31, inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_1cb88c, kWidth = 4}>> * tensor<64x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_1cb88c, kWidth = 4}>> -> tensor<128x256xf32, #mma_1cb88c>
        scf.yield %acc_2 : tensor<128x256xf32, #mma_1cb88c>
      } else {
        scf.yield %31 : tensor<128x256xf32, #mma_1cb88c>
      }
      %74 = arith.cmpi eq, %23#0, %11 : i32
      %75 = arith.andi %25, %74 : i1
      scf.if %75 {
        %34 = arith.truncf %acc_3 : tensor<128x256xf32, #mma_1cb88c> to tensor<128x256xf16, #mma_1cb88c>
        %off_m_7 = arith.extsi %23#3 : i32 to i64
        %off_n_7 = arith.extsi %23#4 : i32 to i64
        %35 = tt.splat %off_m_7 : i64 -> tensor<128xi64, #linear_29b1d6>
        %36 = arith.addi %35, %2 : tensor<128xi64, #linear_29b1d6>
        %37 = tt.reshape %36 : tensor<128xi64, #linear_29b1d6> -> tensor<128x1xi64, #mma_1cb88c>
        %38 = tt.splat %off_n_7 : i64 -> tensor<256xi64, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>>
        %39 = arith.addi %38, %4 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>>
        %40 = tt.reshape %39 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>> -> tensor<1x256xi64, #mma_1cb88c>
        %42 = tt.reshape %2 : tensor<128xi64, #linear_29b1d6> -> tensor<128x1xi64, #mma_1cb88c>
        %43 = arith.muli %off_m_7, %b_desc : i64
        %71 = tt.splat %b_desc : i64 -> tensor<128x1xi64, #mma_1cb88c>
        %72 = arith.muli %42, %71 : tensor<128x1xi64, #mma_1cb88c>
        %73 = tt.broadcast %72 : tensor<128x1xi64, #mma_1cb88c> -> tensor<128x256xi64, #mma_1cb88c>
        %41 = tt.reshape %4 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #mma_1cb88c}>> -> tensor<1x256xi64, #mma_1cb88c>
        %44 = tt.broadcast %41 : tensor<1x256xi64, #mma_1cb88c> -> tensor<128x256xi64, #mma_1cb88c>
        %45 = arith.addi %43, %off_n_7 : i64
        %46 = arith.addi %73, %44 : tensor<128x256xi64, #mma_1cb88c>
        %47 = tt.splat %45 : i64 -> tensor<128x256xi64, #mma_1cb88c>
        %48 = arith.addi %47, %46 : tensor<128x256xi64, #mma_1cb88c>
        %49 = arith.trunci %48 : tensor<128x256xi64, #mma_1cb88c> to tensor<128x256xi32, #mma_1cb88c>
        %50 = arith.cmpi sge, %37, %cst_0 : tensor<128x1xi64, #mma_1cb88c>
        %51 = arith.cmpi slt, %37, %5 : tensor<128x1xi64, #mma_1cb88c>
        %52 = arith.andi %50, %51 : tensor<128x1xi1, #mma_1cb88c>
        %53 = tt.broadcast %52 : tensor<128x1xi1, #mma_1cb88c> -> tensor<128x256xi1, #mma_1cb88c>
        %54 = arith.cmpi sge, %40, %cst : tensor<1x256xi64, #mma_1cb88c>
        %55 = arith.cmpi slt, %40, %6 : tensor<1x256xi64, #mma_1cb88c>
        %56 = arith.andi %54, %55 : tensor<1x256xi1, #mma_1cb88c>
        %57 = tt.broadcast %56 : tensor<1x256xi1, #mma_1cb88c> -> tensor<128x256xi1, #mma_1cb88c>
        %58 = arith.andi %53, %57 : tensor<128x256xi1, #mma_1cb88c>
        amdg.buffer_store %34, %c_ptr[%49], %58 {contiguity = 4 : i32} : !tt.ptr<f16> -> tensor<128x256xf16, #mma_1cb88c>
      }
      ttg.local_dealloc %a_8 : !ttg.memdesc<2x128x64xf16, #shared_34dd92, #smem_d51a3c, mutable>
    }
    tt.return
  }
}
