// matmul_tma_persistent config 1 (BLOCK_M=128 BLOCK_N=256 BLOCK_K=64 GROUP_M=16 EPILOGUE_SUBTILE=False WARP_SPECIALIZE=True num_warps=8 num_stages=3) on cuda:80, normalized
#blocked_1x8_1x32_8x1_o10 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked_1x8_4x8_8x1_o10 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#mma_5e3560 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 4], instrShape = [16, 8]}>
#shared_10b6f2 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem_d51a3c = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @matmul_tma_persistent_kernel(%a_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %c_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %M: i32 {tt.divisibility = 16 : i32}, %N: i32 {tt.divisibility = 16 : i32}, %K: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x256xf32, #mma_5e3560>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<64x256xf16, #blocked_1x8_1x32_8x1_o10>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<128x64xf16, #blocked_1x8_4x8_8x1_o10>
    %c128_i32 = arith.constant 128 : i32
    %c256_i32 = arith.constant 256 : i32
    %c64_i32 = arith.constant 64 : i32
    %c132_i32 = arith.constant 132 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c127_i32 = arith.constant 127 : i32
    %c255_i32 = arith.constant 255 : i32
    %c63_i32 = arith.constant 63 : i32
    %c16_i32 = arith.constant 16 : i32
    %cst_2 = arith.constant dense<0> : tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10>
    %cst_3 = arith.constant dense<0> : tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
    %cst_4 = arith.constant dense<0> : tensor<1x64xi64, #blocked_1x8_4x8_8x1_o10>
    %cst_5 = arith.constant dense<0> : tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10>
    %cst_6 = arith.constant dense<0> : tensor<128x1xi64, #blocked_1x8_1x32_8x1_o10>
    %cst_7 = arith.constant dense<0.000000e+00> : tensor<128x256xf16, #blocked_1x8_1x32_8x1_o10>
    %c-1_i32 = arith.constant -1 : i32
    %c2_i32 = arith.constant 2 : i32
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
    %num_pid_in_group = arith.muli %num_pid_n_0, %c16_i32 : i32
    %1 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>>
    %2 = arith.extsi %1 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>> to tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>>
    %3 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>>
    %4 = arith.extsi %3 : tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>> to tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>>
    %5 = tt.splat %c_ptr : !tt.ptr<f16> -> tensor<128x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10>
    %6 = tt.splat %b_desc : i64 -> tensor<128x1xi64, #blocked_1x8_1x32_8x1_o10>
    %7 = tt.splat %M_0 : i64 -> tensor<128x1xi64, #blocked_1x8_1x32_8x1_o10>
    %8 = tt.splat %b_desc : i64 -> tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10>
    %acc = arith.cmpi sle, %k_tiles_0, %c0_i32 : i32
    scf.if %acc {
      scf.for %tile_id = %0 to %num_tiles step %c132_i32  : i32 {
        %group_id = arith.divsi %tile_id, %num_pid_in_group : i32
        %first_pid_m = arith.muli %group_id, %c16_i32 : i32
        %group_size_m = arith.subi %num_pid_m_0, %first_pid_m : i32
        %group_size_m_0 = arith.minsi %group_size_m, %c16_i32 : i32
        %pid_m = arith.remsi %tile_id, %num_pid_in_group : i32
        %pid_m_0 = arith.remsi %pid_m, %group_size_m_0 : i32
        %pid_m_1 = arith.addi %first_pid_m, %pid_m_0 : i32
        %pid_n = arith.divsi %pid_m, %group_size_m_0 : i32
        %off_m = arith.muli %pid_m_1, %c128_i32 : i32
        %off_n = arith.muli %pid_n, %c256_i32 : i32
        %off_m_0 = arith.extsi %off_m : i32 to i64
        %off_n_0 = arith.extsi %off_n : i32 to i64
        %9 = tt.splat %off_m_0 : i64 -> tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>>
        %10 = arith.addi %9, %2 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>>
        %11 = tt.reshape %10 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>> -> tensor<128x1xi64, #blocked_1x8_1x32_8x1_o10>
        %12 = tt.splat %off_n_0 : i64 -> tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>>
        %13 = arith.addi %12, %4 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>>
        %14 = tt.reshape %13 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>> -> tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10>
        %15 = arith.muli %11, %6 : tensor<128x1xi64, #blocked_1x8_1x32_8x1_o10>
        %16 = tt.broadcast %15 : tensor<128x1xi64, #blocked_1x8_1x32_8x1_o10> -> tensor<128x256xi64, #blocked_1x8_1x32_8x1_o10>
        %17 = tt.broadcast %14 : tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10> -> tensor<128x256xi64, #blocked_1x8_1x32_8x1_o10>
        %18 = arith.addi %16, %17 : tensor<128x256xi64, #blocked_1x8_1x32_8x1_o10>
        %19 = tt.addptr %5, %18 : tensor<128x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10>, tensor<128x256xi64, #blocked_1x8_1x32_8x1_o10>
        %20 = arith.cmpi sge, %11, %cst_6 : tensor<128x1xi64, #blocked_1x8_1x32_8x1_o10>
        %21 = arith.cmpi slt, %11, %7 : tensor<128x1xi64, #blocked_1x8_1x32_8x1_o10>
        %22 = arith.andi %20, %21 : tensor<128x1xi1, #blocked_1x8_1x32_8x1_o10>
        %23 = tt.broadcast %22 : tensor<128x1xi1, #blocked_1x8_1x32_8x1_o10> -> tensor<128x256xi1, #blocked_1x8_1x32_8x1_o10>
        %24 = arith.cmpi sge, %14, %cst_2 : tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10>
        %25 = arith.cmpi slt, %14, %8 : tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10>
        %26 = arith.andi %24, %25 : tensor<1x256xi1, #blocked_1x8_1x32_8x1_o10>
        %27 = tt.broadcast %26 : tensor<1x256xi1, #blocked_1x8_1x32_8x1_o10> -> tensor<128x256xi1, #blocked_1x8_1x32_8x1_o10>
        %28 = arith.andi %23, %27 : tensor<128x256xi1, #blocked_1x8_1x32_8x1_o10>
        tt.store %19, %cst_7, %28 : tensor<128x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10>
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
      %b = tt.splat %b_ptr : !tt.ptr<f16> -> tensor<64x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10>
      %b_0 = tt.splat %b_desc : i64 -> tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
      %b_1 = tt.splat %a_desc : i64 -> tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
      %13 = arith.subi %11, %c1_i32 : i32
      %a_9 = ttg.local_alloc : () -> !ttg.memdesc<2x128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %b_2 = ttg.local_alloc : () -> !ttg.memdesc<2x64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %14 = arith.cmpi sgt, %12, %c0_i32 : i32
      %group_id = arith.divsi %0, %num_pid_in_group : i32
      %first_pid_m = arith.muli %group_id, %c16_i32 : i32
      %group_size_m = arith.subi %num_pid_m_0, %first_pid_m : i32
      %group_size_m_1 = arith.minsi %group_size_m, %c16_i32 : i32
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
      %a_19 = arith.cmpi sge, %a_12, %cst_5 : tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10>
      %a_20 = arith.cmpi slt, %a_12, %a_7 : tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10>
      %a_21 = arith.andi %a_19, %a_20 : tensor<128x1xi1, #blocked_1x8_4x8_8x1_o10>
      %a_22 = tt.broadcast %a_21 : tensor<128x1xi1, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %a_23 = arith.cmpi sge, %a_13, %cst_4 : tensor<1x64xi64, #blocked_1x8_4x8_8x1_o10>
      %a_24 = arith.cmpi slt, %a_13, %a_8 : tensor<1x64xi64, #blocked_1x8_4x8_8x1_o10>
      %a_25 = arith.andi %a_23, %a_24 : tensor<1x64xi1, #blocked_1x8_4x8_8x1_o10>
      %a_26 = tt.broadcast %a_25 : tensor<1x64xi1, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %a_27 = arith.andi %a_22, %a_26 : tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %a_28 = ttg.memdesc_index %a_9[%c0_i32] : !ttg.memdesc<2x128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %15 = tt.splat %14 : i1 -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %16 = arith.andi %15, %a_27 : tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %a_29 = ttg.async_copy_global_to_local %a_18, %a_28 mask %16 other %cst_1 {contiguity = 8 : i32} : tensor<128x64x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10> -> <128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %a_30 = ttg.async_commit_group tokens %a_29
      %off_n_1 = arith.extsi %off_n : i32 to i64
      %b_3 = tt.reshape %a_4 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>> -> tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
      %b_4 = tt.splat %off_n_1 : i64 -> tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>>
      %b_5 = arith.addi %b_4, %4 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>>
      %b_6 = tt.reshape %b_5 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>> -> tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_7 = arith.muli %b_3, %b_0 : tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
      %b_8 = tt.broadcast %b_7 : tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10> -> tensor<64x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_9 = tt.broadcast %b_6 : tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10> -> tensor<64x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_10 = arith.addi %b_8, %b_9 : tensor<64x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_11 = tt.addptr %b, %b_10 : tensor<64x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10>, tensor<64x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_12 = arith.cmpi sge, %b_3, %cst_3 : tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
      %b_13 = arith.cmpi slt, %b_3, %b_1 : tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
      %b_14 = arith.andi %b_12, %b_13 : tensor<64x1xi1, #blocked_1x8_1x32_8x1_o10>
      %b_15 = tt.broadcast %b_14 : tensor<64x1xi1, #blocked_1x8_1x32_8x1_o10> -> tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
      %b_16 = arith.cmpi sge, %b_6, %cst_2 : tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_17 = arith.cmpi slt, %b_6, %8 : tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_18 = arith.andi %b_16, %b_17 : tensor<1x256xi1, #blocked_1x8_1x32_8x1_o10>
      %b_19 = tt.broadcast %b_18 : tensor<1x256xi1, #blocked_1x8_1x32_8x1_o10> -> tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
      %b_20 = arith.andi %b_15, %b_19 : tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
      %b_21 = ttg.memdesc_index %b_2[%c0_i32] : !ttg.memdesc<2x64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %17 = tt.splat %14 : i1 -> tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
      %18 = arith.andi %17, %b_20 : tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
      %b_22 = ttg.async_copy_global_to_local %b_11, %b_21 mask %18 other %cst_0 {contiguity = 8 : i32} : tensor<64x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10> -> <64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %b_23 = ttg.async_commit_group tokens %b_22
      %19 = arith.cmpi sgt, %12, %c1_i32 : i32
      %20 = arith.cmpi ne, %13, %c0_i32 : i32
      %21 = arith.extui %20 : i1 to i32
      %22 = arith.cmpi eq, %21, %c0_i32 : i32
      %23:3 = scf.if %22 -> (i32, i32, i32) {
        %29 = arith.addi %0, %c132_i32 : i32
        %group_id_0 = arith.divsi %29, %num_pid_in_group : i32
        %first_pid_m_0 = arith.muli %group_id_0, %c16_i32 : i32
        %group_size_m_2 = arith.subi %num_pid_m_0, %first_pid_m_0 : i32
        %group_size_m_3 = arith.minsi %group_size_m_2, %c16_i32 : i32
        %pid_m_4 = arith.remsi %29, %num_pid_in_group : i32
        %pid_m_5 = arith.remsi %pid_m_4, %group_size_m_3 : i32
        %pid_m_6 = arith.addi %first_pid_m_0, %pid_m_5 : i32
        %pid_n_0 = arith.divsi %pid_m_4, %group_size_m_3 : i32
        %off_m_2 = arith.muli %pid_m_6, %c128_i32 : i32
        %off_n_2 = arith.muli %pid_n_0, %c256_i32 : i32
        scf.yield %off_m_2, %off_n_2, %29 : i32, i32, i32
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
      %a_44 = arith.cmpi sge, %a_33, %cst_5 : tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10>
      %a_45 = arith.cmpi slt, %a_33, %a_7 : tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10>
      %a_46 = arith.andi %a_44, %a_45 : tensor<128x1xi1, #blocked_1x8_4x8_8x1_o10>
      %a_47 = tt.broadcast %a_46 : tensor<128x1xi1, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %a_48 = arith.cmpi sge, %a_38, %cst_4 : tensor<1x64xi64, #blocked_1x8_4x8_8x1_o10>
      %a_49 = arith.cmpi slt, %a_38, %a_8 : tensor<1x64xi64, #blocked_1x8_4x8_8x1_o10>
      %a_50 = arith.andi %a_48, %a_49 : tensor<1x64xi1, #blocked_1x8_4x8_8x1_o10>
      %a_51 = tt.broadcast %a_50 : tensor<1x64xi1, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %a_52 = arith.andi %a_47, %a_51 : tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %a_53 = ttg.memdesc_index %a_9[%c1_i32] : !ttg.memdesc<2x128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %24 = tt.splat %19 : i1 -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %25 = arith.andi %24, %a_52 : tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
      %a_54 = ttg.async_copy_global_to_local %a_43, %a_53 mask %25 other %cst_1 {contiguity = 8 : i32} : tensor<128x64x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10> -> <128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %a_55 = ttg.async_commit_group tokens %a_54
      %off_n_3 = arith.extsi %23#1 : i32 to i64
      %b_24 = tt.reshape %a_37 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>> -> tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
      %b_25 = tt.splat %off_n_3 : i64 -> tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>>
      %b_26 = arith.addi %b_25, %4 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>>
      %b_27 = tt.reshape %b_26 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>> -> tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_28 = arith.muli %b_24, %b_0 : tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
      %b_29 = tt.broadcast %b_28 : tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10> -> tensor<64x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_30 = tt.broadcast %b_27 : tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10> -> tensor<64x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_31 = arith.addi %b_29, %b_30 : tensor<64x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_32 = tt.addptr %b, %b_31 : tensor<64x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10>, tensor<64x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_33 = arith.cmpi sge, %b_24, %cst_3 : tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
      %b_34 = arith.cmpi slt, %b_24, %b_1 : tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
      %b_35 = arith.andi %b_33, %b_34 : tensor<64x1xi1, #blocked_1x8_1x32_8x1_o10>
      %b_36 = tt.broadcast %b_35 : tensor<64x1xi1, #blocked_1x8_1x32_8x1_o10> -> tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
      %b_37 = arith.cmpi sge, %b_27, %cst_2 : tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_38 = arith.cmpi slt, %b_27, %8 : tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10>
      %b_39 = arith.andi %b_37, %b_38 : tensor<1x256xi1, #blocked_1x8_1x32_8x1_o10>
      %b_40 = tt.broadcast %b_39 : tensor<1x256xi1, #blocked_1x8_1x32_8x1_o10> -> tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
      %b_41 = arith.andi %b_36, %b_40 : tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
      %b_42 = ttg.memdesc_index %b_2[%c1_i32] : !ttg.memdesc<2x64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %26 = tt.splat %19 : i1 -> tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
      %27 = arith.andi %26, %b_41 : tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
      %b_43 = ttg.async_copy_global_to_local %b_32, %b_42 mask %27 other %cst_0 {contiguity = 8 : i32} : tensor<64x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10> -> <64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      %b_44 = ttg.async_commit_group tokens %b_43
      %a_56 = ttg.async_wait %a_30, %b_23 {num = 2 : i32}
      %a_57 = ttg.memdesc_subslice %a_28[0, 0] : !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x16xf16, #shared_10b6f2, #smem_d51a3c, mutable, 128x64>
      %a_58 = ttg.local_load %a_57 token %a_56 : !ttg.memdesc<128x16xf16, #shared_10b6f2, #smem_d51a3c, mutable, 128x64> -> tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>>
      %b_45 = ttg.memdesc_subslice %b_21[0, 0] : !ttg.memdesc<64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<16x256xf16, #shared_10b6f2, #smem_d51a3c, mutable, 64x256>
      %b_46 = ttg.local_load %b_45 token %a_56 : !ttg.memdesc<16x256xf16, #shared_10b6f2, #smem_d51a3c, mutable, 64x256> -> tensor<16x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>>
      %28:21 = scf.for %arg0 = %c0_i32 to %12 step %c1_i32 iter_args(%arg1 = %21, %arg2 = %23#2, %arg3 = %cst, %arg4 = %23#0, %arg5 = %23#1, %arg6 = %c1_i32, %arg7 = %c-1_i32, %a_59 = %a_30, %a_60 = %a_55, %b_47 = %b_23, %b_48 = %b_44, %arg8 = %21, %arg9 = %c0_i32, %off_m_4 = %off_m, %off_n_4 = %off_n, %a_61 = %a_28, %b_49 = %b_21, %a_62 = %a_56, %a_63 = %a_56, %a_64 = %a_58, %b_50 = %b_46) -> (i32, i32, tensor<128x256xf32, #mma_5e3560>, i32, i32, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, i32, i32, i32, i32, !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>, !ttg.memdesc<64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>, !ttg.async.token, !ttg.async.token, tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>>, tensor<16x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>>)  : i32 {
        %29 = arith.subi %12, %c2_i32 : i32
        %30 = arith.cmpi slt, %arg0, %29 : i32
        %31 = arith.addi %arg1, %c1_i32 : i32
        %32 = arith.cmpi eq, %arg1, %13 : i32
        %33 = arith.select %32, %c0_i32, %31 : i32
        %34 = arith.cmpi eq, %33, %c0_i32 : i32
        %35:3 = scf.if %34 -> (i32, i32, i32) {
          %36 = arith.addi %arg2, %c132_i32 : i32
          %group_id_1 = arith.divsi %36, %num_pid_in_group : i32
          %first_pid_m_1 = arith.muli %group_id_1, %c16_i32 : i32
          %group_size_m_4 = arith.subi %num_pid_m_0, %first_pid_m_1 : i32
          %group_size_m_5 = arith.minsi %group_size_m_4, %c16_i32 : i32
          %pid_m_7 = arith.remsi %36, %num_pid_in_group : i32
          %pid_m_8 = arith.remsi %pid_m_7, %group_size_m_5 : i32
          %pid_m_9 = arith.addi %first_pid_m_1, %pid_m_8 : i32
          %pid_n_1 = arith.divsi %pid_m_7, %group_size_m_5 : i32
          %off_m_5 = arith.muli %pid_m_9, %c128_i32 : i32
          %off_n_5 = arith.muli %pid_n_1, %c256_i32 : i32
          scf.yield %off_m_5, %off_n_5, %36 : i32, i32, i32
        } else {
          scf.yield %arg4, %arg5, %arg2 : i32, i32, i32
        }
        %37 = arith.addi %arg7, %c1_i32 : i32
        %38 = arith.cmpi sge, %37, %c2_i32 : i32
        %39 = arith.select %38, %c0_i32, %37 : i32
        %a_65 = ttg.async_wait %a_59, %b_47 {num = 2 : i32}
        %a_66 = ttg.memdesc_subslice %a_61[0, 16] : !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x16xf16, #shared_10b6f2, #smem_d51a3c, mutable, 128x64>
        %a_67 = ttg.local_load %a_66 token %a_62 : !ttg.memdesc<128x16xf16, #shared_10b6f2, #smem_d51a3c, mutable, 128x64> -> tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>>
        %b_51 = ttg.memdesc_subslice %b_49[16, 0] : !ttg.memdesc<64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<16x256xf16, #shared_10b6f2, #smem_d51a3c, mutable, 64x256>
        %b_52 = ttg.local_load %b_51 token %a_63 : !ttg.memdesc<16x256xf16, #shared_10b6f2, #smem_d51a3c, mutable, 64x256> -> tensor<16x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>>
        %acc_0 = tt.dot %a_64, %b_50, %arg3, inputPrecision = tf32 : tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>> * tensor<16x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>> -> tensor<128x256xf32, #mma_5e3560>
        %a_68 = ttg.memdesc_subslice %a_61[0, 32] : !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x16xf16, #shared_10b6f2, #smem_d51a3c, mutable, 128x64>
        %a_69 = ttg.local_load %a_68 token %a_62 : !ttg.memdesc<128x16xf16, #shared_10b6f2, #smem_d51a3c, mutable, 128x64> -> tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>>
        %b_53 = ttg.memdesc_subslice %b_49[32, 0] : !ttg.memdesc<64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<16x256xf16, #shared_10b6f2, #smem_d51a3c, mutable, 64x256>
        %b_54 = ttg.local_load %b_53 token %a_63 : !ttg.memdesc<16x256xf16, #shared_10b6f2, #smem_d51a3c, mutable, 64x256> -> tensor<16x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>>
        %acc_1 = tt.dot %a_67, %b_52, %acc_0, inputPrecision = tf32 : tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>> * tensor<16x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>> -> tensor<128x256xf32, #mma_5e3560>
        %a_70 = ttg.memdesc_subslice %a_61[0, 48] : !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x16xf16, #shared_10b6f2, #smem_d51a3c, mutable, 128x64>
        %a_71 = ttg.local_load %a_70 token %a_62 : !ttg.memdesc<128x16xf16, #shared_10b6f2, #smem_d51a3c, mutable, 128x64> -> tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>>
        %b_55 = ttg.memdesc_subslice %b_49[48, 0] : !ttg.memdesc<64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<16x256xf16, #shared_10b6f2, #smem_d51a3c, mutable, 64x256>
        %b_56 = ttg.local_load %b_55 token %a_63 : !ttg.memdesc<16x256xf16, #shared_10b6f2, #smem_d51a3c, mutable, 64x256> -> tensor<16x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>>
        %acc_2 = tt.dot %a_69, %b_54, %acc_1, inputPrecision = tf32 : tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>> * tensor<16x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>> -> tensor<128x256xf32, #mma_5e3560>
        %40 = arith.addi %arg8, %c1_i32 : i32
        %41 = arith.addi %arg6, %c1_i32 : i32
        %42 = arith.cmpi sge, %41, %c2_i32 : i32
        %43 = arith.select %42, %c0_i32, %41 : i32
        %44 = arith.select %34, %c0_i32, %40 : i32
        %off_k_1 = arith.muli %44, %c64_i32 : i32
        %off_m_6 = arith.extsi %35#0 : i32 to i64
        %off_k_2 = arith.extsi %off_k_1 : i32 to i64
        %a_72 = tt.splat %off_m_6 : i64 -> tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>>
        %a_73 = arith.addi %a_72, %a_0 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>>
        %a_74 = tt.reshape %a_73 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_4x8_8x1_o10}>> -> tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10>
        %a_75 = tt.splat %off_k_2 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x8_8x1_o10}>>
        %a_76 = tt.splat %off_k_2 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>>
        %a_77 = arith.addi %a_75, %a_3 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x8_8x1_o10}>>
        %a_78 = arith.addi %a_76, %a_4 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>>
        %a_79 = tt.reshape %a_77 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_4x8_8x1_o10}>> -> tensor<1x64xi64, #blocked_1x8_4x8_8x1_o10>
        %a_80 = arith.muli %a_74, %a_6 : tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10>
        %a_81 = tt.broadcast %a_80 : tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi64, #blocked_1x8_4x8_8x1_o10>
        %a_82 = tt.broadcast %a_79 : tensor<1x64xi64, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi64, #blocked_1x8_4x8_8x1_o10>
        %a_83 = arith.addi %a_81, %a_82 : tensor<128x64xi64, #blocked_1x8_4x8_8x1_o10>
        %a_84 = tt.addptr %a_5, %a_83 : tensor<128x64x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10>, tensor<128x64xi64, #blocked_1x8_4x8_8x1_o10>
        %a_85 = arith.cmpi sge, %a_74, %cst_5 : tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10>
        %a_86 = arith.cmpi slt, %a_74, %a_7 : tensor<128x1xi64, #blocked_1x8_4x8_8x1_o10>
        %a_87 = arith.andi %a_85, %a_86 : tensor<128x1xi1, #blocked_1x8_4x8_8x1_o10>
        %a_88 = tt.broadcast %a_87 : tensor<128x1xi1, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
        %a_89 = arith.cmpi sge, %a_79, %cst_4 : tensor<1x64xi64, #blocked_1x8_4x8_8x1_o10>
        %a_90 = arith.cmpi slt, %a_79, %a_8 : tensor<1x64xi64, #blocked_1x8_4x8_8x1_o10>
        %a_91 = arith.andi %a_89, %a_90 : tensor<1x64xi1, #blocked_1x8_4x8_8x1_o10>
        %a_92 = tt.broadcast %a_91 : tensor<1x64xi1, #blocked_1x8_4x8_8x1_o10> -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
        %a_93 = arith.andi %a_88, %a_92 : tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
        %a_94 = ttg.memdesc_index %a_9[%43] : !ttg.memdesc<2x128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>
        %45 = tt.splat %30 : i1 -> tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
        %46 = arith.andi %45, %a_93 : tensor<128x64xi1, #blocked_1x8_4x8_8x1_o10>
        %a_95 = ttg.async_copy_global_to_local %a_84, %a_94 mask %46 other %cst_1 {contiguity = 8 : i32} : tensor<128x64x!tt.ptr<f16>, #blocked_1x8_4x8_8x1_o10> -> <128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>
        %a_96 = ttg.async_commit_group tokens %a_95
        %off_n_6 = arith.extsi %35#1 : i32 to i64
        %b_57 = tt.reshape %a_78 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>> -> tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
        %b_58 = tt.splat %off_n_6 : i64 -> tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>>
        %b_59 = arith.addi %b_58, %4 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>>
        %b_60 = tt.reshape %b_59 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>> -> tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10>
        %b_61 = arith.muli %b_57, %b_0 : tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
        %b_62 = tt.broadcast %b_61 : tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10> -> tensor<64x256xi64, #blocked_1x8_1x32_8x1_o10>
        %b_63 = tt.broadcast %b_60 : tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10> -> tensor<64x256xi64, #blocked_1x8_1x32_8x1_o10>
        %b_64 = arith.addi %b_62, %b_63 : tensor<64x256xi64, #blocked_1x8_1x32_8x1_o10>
        %b_65 = tt.addptr %b, %b_64 : tensor<64x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10>, tensor<64x256xi64, #blocked_1x8_1x32_8x1_o10>
        %b_66 = arith.cmpi sge, %b_57, %cst_3 : tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
        %b_67 = arith.cmpi slt, %b_57, %b_1 : tensor<64x1xi64, #blocked_1x8_1x32_8x1_o10>
        %b_68 = arith.andi %b_66, %b_67 : tensor<64x1xi1, #blocked_1x8_1x32_8x1_o10>
        %b_69 = tt.broadcast %b_68 : tensor<64x1xi1, #blocked_1x8_1x32_8x1_o10> -> tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
        %b_70 = arith.cmpi sge, %b_60, %cst_2 : tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10>
        %b_71 = arith.cmpi slt, %b_60, %8 : tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10>
        %b_72 = arith.andi %b_70, %b_71 : tensor<1x256xi1, #blocked_1x8_1x32_8x1_o10>
        %b_73 = tt.broadcast %b_72 : tensor<1x256xi1, #blocked_1x8_1x32_8x1_o10> -> tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
        %b_74 = arith.andi %b_69, %b_73 : tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
        %b_75 = ttg.memdesc_index %b_2[%43] : !ttg.memdesc<2x64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>
        %47 = tt.splat %30 : i1 -> tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
        %48 = arith.andi %47, %b_74 : tensor<64x256xi1, #blocked_1x8_1x32_8x1_o10>
        %b_76 = ttg.async_copy_global_to_local %b_65, %b_75 mask %48 other %cst_0 {contiguity = 8 : i32} : tensor<64x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10> -> <64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>
        %b_77 = ttg.async_commit_group tokens %b_76
        %49 = arith.cmpi eq, %arg9, %13 : i32
        %acc_3 = tt.dot %a_71, %b_56, %acc_2, inputPrecision = tf32 : tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>> * tensor<16x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>> -> tensor<128x256xf32, #mma_5e3560>
        %50 = arith.select %49, %cst, %acc_3 : tensor<128x256xf32, #mma_5e3560>
        scf.if %49 {
          %36 = arith.truncf %acc_3 : tensor<128x256xf32, #mma_5e3560> to tensor<128x256xf16, #mma_5e3560>
          %off_m_7 = arith.extsi %off_m_4 : i32 to i64
          %off_n_7 = arith.extsi %off_n_4 : i32 to i64
          %51 = tt.splat %off_m_7 : i64 -> tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>>
          %52 = arith.addi %51, %2 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>>
          %53 = tt.reshape %52 : tensor<128xi64, #ttg.slice<{dim = 1, parent = #blocked_1x8_1x32_8x1_o10}>> -> tensor<128x1xi64, #blocked_1x8_1x32_8x1_o10>
          %54 = tt.splat %off_n_7 : i64 -> tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>>
          %55 = arith.addi %54, %4 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>>
          %56 = tt.reshape %55 : tensor<256xi64, #ttg.slice<{dim = 0, parent = #blocked_1x8_1x32_8x1_o10}>> -> tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10>
          %57 = arith.muli %53, %6 : tensor<128x1xi64, #blocked_1x8_1x32_8x1_o10>
          %58 = tt.broadcast %57 : tensor<128x1xi64, #blocked_1x8_1x32_8x1_o10> -> tensor<128x256xi64, #blocked_1x8_1x32_8x1_o10>
          %59 = tt.broadcast %56 : tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10> -> tensor<128x256xi64, #blocked_1x8_1x32_8x1_o10>
          %60 = arith.addi %58, %59 : tensor<128x256xi64, #blocked_1x8_1x32_8x1_o10>
          %61 = tt.addptr %5, %60 : tensor<128x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10>, tensor<128x256xi64, #blocked_1x8_1x32_8x1_o10>
          %62 = arith.cmpi sge, %53, %cst_6 : tensor<128x1xi64, #blocked_1x8_1x32_8x1_o10>
          %63 = arith.cmpi slt, %53, %7 : tensor<128x1xi64, #blocked_1x8_1x32_8x1_o10>
          %64 = arith.andi %62, %63 : tensor<128x1xi1, #blocked_1x8_1x32_8x1_o10>
          %65 = tt.broadcast %64 : tensor<128x1xi1, #blocked_1x8_1x32_8x1_o10> -> tensor<128x256xi1, #blocked_1x8_1x32_8x1_o10>
          %66 = arith.cmpi sge, %56, %cst_2 : tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10>
          %67 = arith.cmpi slt, %56, %8 : tensor<1x256xi64, #blocked_1x8_1x32_8x1_o10>
          %68 = arith.andi %66, %67 : tensor<1x256xi1, #blocked_1x8_1x32_8x1_o10>
          %69 = tt.broadcast %68 : tensor<1x256xi1, #blocked_1x8_1x32_8x1_o10> -> tensor<128x256xi1, #blocked_1x8_1x32_8x1_o10>
          %70 = arith.andi %65, %69 : tensor<128x256xi1, #blocked_1x8_1x32_8x1_o10>
          %71 = ttg.convert_layout %36 : tensor<128x256xf16, #mma_5e3560> -> tensor<128x256xf16, #blocked_1x8_1x32_8x1_o10>
          tt.store %61, %71, %70 : tensor<128x256x!tt.ptr<f16>, #blocked_1x8_1x32_8x1_o10>
        }
        %72 = arith.addi %39, %c1_i32 : i32
        %73 = arith.cmpi sge, %72, %c2_i32 : i32
        %74 = arith.select %73, %c0_i32, %72 : i32
        %a_97 = ttg.memdesc_index %a_9[%74] : !ttg.memdesc<2x128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>
        %b_78 = ttg.memdesc_index %b_2[%74] : !ttg.memdesc<2x64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>
        %a_98 = ttg.async_wait %a_60, %b_48 {num = 2 : i32}
        %a_99 = ttg.async_wait %a_60, %b_48 {num = 2 : i32}
        %a_100 = ttg.memdesc_subslice %a_97[0, 0] : !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<128x16xf16, #shared_10b6f2, #smem_d51a3c, mutable, 128x64>
        %a_101 = ttg.local_load %a_100 token %a_98 : !ttg.memdesc<128x16xf16, #shared_10b6f2, #smem_d51a3c, mutable, 128x64> -> tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>>
        %b_79 = ttg.memdesc_subslice %b_78[0, 0] : !ttg.memdesc<64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable> -> !ttg.memdesc<16x256xf16, #shared_10b6f2, #smem_d51a3c, mutable, 64x256>
        %b_80 = ttg.local_load %b_79 token %a_99 : !ttg.memdesc<16x256xf16, #shared_10b6f2, #smem_d51a3c, mutable, 64x256> -> tensor<16x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>>
        scf.yield %33, %35#2, %50, %35#0, %35#1, %43, %39, %a_60, %a_96, %b_48, %b_77, %44, %arg1, %arg4, %arg5, %a_97, %b_78, %a_98, %a_99, %a_101, %b_80 : i32, i32, tensor<128x256xf32, #mma_5e3560>, i32, i32, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, i32, i32, i32, i32, !ttg.memdesc<128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>, !ttg.memdesc<64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>, !ttg.async.token, !ttg.async.token, tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma_5e3560, kWidth = 2}>>, tensor<16x256xf16, #ttg.dot_op<{opIdx = 1, parent = #mma_5e3560, kWidth = 2}>>
      }
      %75 = ttg.async_wait {num = 0 : i32}
      ttg.local_dealloc %b_2 : !ttg.memdesc<2x64x256xf16, #shared_10b6f2, #smem_d51a3c, mutable>
      ttg.local_dealloc %a_9 : !ttg.memdesc<2x128x64xf16, #shared_10b6f2, #smem_d51a3c, mutable>
    }
    tt.return
  }
}
