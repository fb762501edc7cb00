// matmul_tma_persistent config 1 (BLOCK_M=128 BLOCK_N=256 BLOCK_K=64 GROUP_M=8 EPILOGUE_SUBTILE=True WARP_SPECIALIZE=True num_warps=8 num_stages=4) on cuda:90, normalized
#linear_1e1dad = #ttg.linear<{register = [[0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 64, 0], [0, 0, 1]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0], [64, 0, 0]], block = []}>
#linear_20e6cd = #ttg.linear<{register = [[0, 1], [8, 0], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = [[16, 0], [32, 0], [64, 0]], block = []}>
#linear_9145e7 = #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 0, 64], [0, 1, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0], [64, 0, 0]], block = []}>
#mma_e9bbb2 = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 256, 16]}>
#shared_0c2569 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared_dde22e = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem_d51a3c = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @matmul_tma_persistent_kernel(%a_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %c_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %M: i32 {tt.divisibility = 16 : i32}, %N: i32 {tt.divisibility = 16 : i32}, %K: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x256xf32, #mma_e9bbb2>
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
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<128x128x2xf32, #linear_1e1dad>
    %c-1_i32 = arith.constant -1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %c4_i32 = arith.constant 4 : i32
    %c2_i64 = arith.constant 2 : i64
    %a_desc = arith.extsi %K : i32 to i64
    %a_desc_0 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
    %a_desc_1 = arith.muli %a_desc, %c2_i64 : i64
    ttng.tensormap_create %a_desc_0, %a_ptr, [%c64_i32, %c128_i32], [%K, %M], [%a_desc_1], [%c1_i32, %c1_i32] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32, i32) -> ()
    ttng.tensormap_fenceproxy_acquire %a_desc_0 : !tt.ptr<i8>
    %a_desc_2 = ttng.reinterpret_tensor_descriptor %a_desc_0 : !tt.ptr<i8> to !tt.tensordesc<128x64xf16, #shared_0c2569>
    %b_desc = arith.extsi %N : i32 to i64
    %b_desc_0 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
    %b_desc_1 = arith.muli %b_desc, %c2_i64 : i64
    ttng.tensormap_create %b_desc_0, %b_ptr, [%c64_i32, %c64_i32], [%N, %K], [%b_desc_1], [%c1_i32, %c1_i32] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32, i32) -> ()
    ttng.tensormap_fenceproxy_acquire %b_desc_0 : !tt.ptr<i8>
    %b_desc_2 = ttng.reinterpret_tensor_descriptor %b_desc_0 : !tt.ptr<i8> to !tt.tensordesc<64x256xf16, #shared_0c2569>
    %c_desc = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
    ttng.tensormap_create %c_desc, %c_ptr, [%c64_i32, %c128_i32], [%N, %M], [%b_desc_1], [%c1_i32, %c1_i32] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32, i32) -> ()
    ttng.tensormap_fenceproxy_acquire %c_desc : !tt.ptr<i8>
    %c_desc_0 = ttng.reinterpret_tensor_descriptor %c_desc : !tt.ptr<i8> to !tt.tensordesc<128x128xf16, #shared_0c2569>
    %num_pid_m = arith.addi %M, %c127_i32 : i32
    %num_pid_m_0 = arith.divsi %num_pid_m, %c128_i32 : i32
    %num_pid_n = arith.addi %N, %c255_i32 : i32
    %num_pid_n_0 = arith.divsi %num_pid_n, %c256_i32 : i32
    %k_tiles = arith.addi %K, %c63_i32 : i32
    %k_tiles_0 = arith.divsi %k_tiles, %c64_i32 : i32
    %num_tiles = arith.muli %num_pid_m_0, %num_pid_n_0 : i32
    %0 = tt.get_program_id x : i32
    %num_pid_in_group = arith.muli %num_pid_n_0, %c8_i32 : i32
    %acc = arith.cmpi sle, %k_tiles_0, %c0_i32 : i32
    scf.if %acc {
      %outLHS, %outRHS = tt.split %cst_0 : tensor<128x128x2xf32, #linear_1e1dad> -> tensor<128x128xf32, #linear_20e6cd>
      %1 = arith.truncf %outLHS : tensor<128x128xf32, #linear_20e6cd> to tensor<128x128xf16, #linear_20e6cd>
      %2 = arith.truncf %outRHS : tensor<128x128xf32, #linear_20e6cd> to tensor<128x128xf16, #linear_20e6cd>
      %3 = ttg.local_alloc : () -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
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
        ttng.async_tma_store_wait {pendings = 0 : i32, read_only}
        ttg.local_store %1, %3 : tensor<128x128xf16, #linear_20e6cd> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
        ttng.fence_async_shared {bCluster = false}
        ttng.async_tma_copy_local_to_global %c_desc_0[%off_m, %off_n] %3 : !tt.tensordesc<128x128xf16, #shared_0c2569>, !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
        %4 = arith.addi %off_n, %c128_i32 : i32
        ttng.async_tma_store_wait {pendings = 0 : i32, read_only}
        ttg.local_store %2, %3 : tensor<128x128xf16, #linear_20e6cd> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
        ttng.fence_async_shared {bCluster = false}
        ttng.async_tma_copy_local_to_global %c_desc_0[%off_m, %4] %3 : !tt.tensordesc<128x128xf16, #shared_0c2569>, !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      } {tt.flatten}
      ttng.async_tma_store_wait {pendings = 0 : i32}
      ttg.local_dealloc %3 : !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      ttg.local_dealloc %3 : !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
    } else {
      %1 = arith.subi %num_tiles, %0 : i32
      %2 = arith.ceildivsi %1, %c132_i32 : i32
      %3 = arith.maxsi %k_tiles_0, %c1_i32 : i32
      %4 = arith.muli %2, %3 : i32
      %5 = arith.subi %3, %c1_i32 : i32
      %a = ttg.local_alloc : () -> !ttg.memdesc<4x128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %b = ttg.local_alloc : () -> !ttg.memdesc<4x64x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %6 = ttg.local_alloc : () -> !ttg.memdesc<4x1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      %7 = ttg.memdesc_index %6[%c0_i32] : !ttg.memdesc<4x1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      ttng.init_barrier %7, 1 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      %8 = ttg.memdesc_index %6[%c1_i32] : !ttg.memdesc<4x1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      ttng.init_barrier %8, 1 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      %9 = ttg.memdesc_index %6[%c2_i32] : !ttg.memdesc<4x1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      ttng.init_barrier %9, 1 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      %10 = ttg.memdesc_index %6[%c3_i32] : !ttg.memdesc<4x1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      ttng.init_barrier %10, 1 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      %11 = arith.cmpi sgt, %4, %c0_i32 : i32
      %group_id = arith.divsi %0, %num_pid_in_group : i32
      %first_pid_m = arith.muli %group_id, %c8_i32 : i32
      %group_size_m = arith.subi %num_pid_m_0, %first_pid_m : i32
      %group_size_m_0 = arith.minsi %group_size_m, %c8_i32 : i32
      %pid_m = arith.remsi %0, %num_pid_in_group : i32
      %pid_m_0 = arith.remsi %pid_m, %group_size_m_0 : i32
      %pid_m_1 = arith.addi %first_pid_m, %pid_m_0 : i32
      %pid_n = arith.divsi %pid_m, %group_size_m_0 : i32
      %off_m = arith.muli %pid_m_1, %c128_i32 : i32
      %off_n = arith.muli %pid_n, %c256_i32 : i32
      ttng.barrier_expect %7, 49152, %11 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      %a_0 = ttg.memdesc_index %a[%c0_i32] : !ttg.memdesc<4x128x64xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>
      ttng.async_tma_copy_global_to_local %a_desc_2[%off_m, %c0_i32] %a_0, %7, %11 : !tt.tensordesc<128x64xf16, #shared_0c2569>, !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %b_0 = ttg.memdesc_index %b[%c0_i32] : !ttg.memdesc<4x64x256xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
      ttng.async_tma_copy_global_to_local %b_desc_2[%c0_i32, %off_n] %b_0, %7, %11 : !tt.tensordesc<64x256xf16, #shared_0c2569>, !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<64x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %12 = arith.cmpi sgt, %4, %c1_i32 : i32
      %13 = arith.cmpi ne, %5, %c0_i32 : i32
      %14 = arith.extui %13 : i1 to i32
      %15 = arith.cmpi eq, %14, %c0_i32 : i32
      %16:3 = scf.if %15 -> (i32, i32, i32) {
        %17 = arith.addi %0, %c132_i32 : i32
        %group_id_0 = arith.divsi %17, %num_pid_in_group : i32
        %first_pid_m_0 = arith.muli %group_id_0, %c8_i32 : i32
        %group_size_m_1 = arith.subi %num_pid_m_0, %first_pid_m_0 : i32
        %group_size_m_2 = arith.minsi %group_size_m_1, %c8_i32 : i32
        %pid_m_2 = arith.remsi %17, %num_pid_in_group : i32
        %pid_m_3 = arith.remsi %pid_m_2, %group_size_m_2 : i32
        %pid_m_4 = arith.addi %first_pid_m_0, %pid_m_3 : i32
        %pid_n_0 = arith.divsi %pid_m_2, %group_size_m_2 : i32
        %off_m_0 = arith.muli %pid_m_4, %c128_i32 : i32
        %off_n_0 = arith.muli %pid_n_0, %c256_i32 : i32
        scf.yield %off_m_0, %off_n_0, %17 : i32, i32, i32
      } else {
        scf.yield %off_m, %off_n, %0 : i32, i32, i32
      }
      %off_k = arith.muli %14, %c64_i32 : i32
      ttng.barrier_expect %8, 49152, %12 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      %a_1 = ttg.memdesc_index %a[%c1_i32] : !ttg.memdesc<4x128x64xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>
      ttng.async_tma_copy_global_to_local %a_desc_2[%16#0, %off_k] %a_1, %8, %12 : !tt.tensordesc<128x64xf16, #shared_0c2569>, !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %b_1 = ttg.memdesc_index %b[%c1_i32] : !ttg.memdesc<4x64x256xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
      ttng.async_tma_copy_global_to_local %b_desc_2[%off_k, %16#1] %b_1, %8, %12 : !tt.tensordesc<64x256xf16, #shared_0c2569>, !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<64x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %18 = arith.cmpi sgt, %4, %c2_i32 : i32
      %19 = arith.addi %14, %c1_i32 : i32
      %20 = arith.cmpi eq, %14, %5 : i32
      %21 = arith.select %20, %c0_i32, %19 : i32
      %22 = arith.cmpi eq, %21, %c0_i32 : i32
      %23:3 = scf.if %22 -> (i32, i32, i32) {
        %17 = arith.addi %16#2, %c132_i32 : i32
        %group_id_0 = arith.divsi %17, %num_pid_in_group : i32
        %first_pid_m_0 = arith.muli %group_id_0, %c8_i32 : i32
        %group_size_m_1 = arith.subi %num_pid_m_0, %first_pid_m_0 : i32
        %group_size_m_2 = arith.minsi %group_size_m_1, %c8_i32 : i32
        %pid_m_2 = arith.remsi %17, %num_pid_in_group : i32
        %pid_m_3 = arith.remsi %pid_m_2, %group_size_m_2 : i32
        %pid_m_4 = arith.addi %first_pid_m_0, %pid_m_3 : i32
        %pid_n_0 = arith.divsi %pid_m_2, %group_size_m_2 : i32
        %off_m_0 = arith.muli %pid_m_4, %c128_i32 : i32
        %off_n_0 = arith.muli %pid_n_0, %c256_i32 : i32
        scf.yield %off_m_0, %off_n_0, %17 : i32, i32, i32
      } else {
        scf.yield %16#0, %16#1, %16#2 : i32, i32, i32
      }
      %24 = arith.select %22, %c0_i32, %19 : i32
      %off_k_0 = arith.muli %24, %c64_i32 : i32
      ttng.barrier_expect %9, 49152, %18 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      %a_2 = ttg.memdesc_index %a[%c2_i32] : !ttg.memdesc<4x128x64xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>
      ttng.async_tma_copy_global_to_local %a_desc_2[%23#0, %off_k_0] %a_2, %9, %18 : !tt.tensordesc<128x64xf16, #shared_0c2569>, !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %b_2 = ttg.memdesc_index %b[%c2_i32] : !ttg.memdesc<4x64x256xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
      ttng.async_tma_copy_global_to_local %b_desc_2[%off_k_0, %23#1] %b_2, %9, %18 : !tt.tensordesc<64x256xf16, #shared_0c2569>, !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<64x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %25 = ttg.local_alloc : () -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %26:15 = scf.for %arg0 = %c0_i32 to %4 step %c1_i32 iter_args(%arg1 = %21, %arg2 = %23#2, %arg3 = %cst, %arg4 = %23#0, %arg5 = %23#1, %arg6 = %c2_i32, %arg7 = %c-1_i32, %arg8 = %c0_i32, %arg9 = %24, %arg10 = %c0_i32, %arg11 = %14, %arg12 = %off_m, %arg13 = %16#0, %arg14 = %off_n, %arg15 = %16#1) -> (i32, i32, tensor<128x256xf32, #mma_e9bbb2>, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)  : i32 {
        %17 = arith.subi %4, %c3_i32 : i32
        %27 = arith.cmpi slt, %arg0, %17 : i32
        %28 = arith.addi %arg1, %c1_i32 : i32
        %29 = arith.cmpi eq, %arg1, %5 : i32
        %30 = arith.select %29, %c0_i32, %28 : i32
        %31 = arith.cmpi eq, %30, %c0_i32 : i32
        %32:3 = scf.if %31 -> (i32, i32, i32) {
          %33 = arith.addi %arg2, %c132_i32 : i32
          %group_id_1 = arith.divsi %33, %num_pid_in_group : i32
          %first_pid_m_1 = arith.muli %group_id_1, %c8_i32 : i32
          %group_size_m_3 = arith.subi %num_pid_m_0, %first_pid_m_1 : i32
          %group_size_m_4 = arith.minsi %group_size_m_3, %c8_i32 : i32
          %pid_m_5 = arith.remsi %33, %num_pid_in_group : i32
          %pid_m_6 = arith.remsi %pid_m_5, %group_size_m_4 : i32
          %pid_m_7 = arith.addi %first_pid_m_1, %pid_m_6 : i32
          %pid_n_1 = arith.divsi %pid_m_5, %group_size_m_4 : i32
          %off_m_1 = arith.muli %pid_m_7, %c128_i32 : i32
          %off_n_1 = arith.muli %pid_n_1, %c256_i32 : i32
          scf.yield %off_m_1, %off_n_1, %33 : i32, i32, i32
        } else {
          scf.yield %arg4, %arg5, %arg2 : i32, i32, i32
        }
        %34 = arith.addi %arg7, %c1_i32 : i32
        %35 = arith.cmpi sge, %34, %c4_i32 : i32
        %36 = arith.select %35, %c0_i32, %34 : i32
        %37 = arith.xori %arg8, %c1_i32 : i32
        %38 = arith.select %35, %37, %arg8 : i32
        %39 = ttg.memdesc_index %6[%36] : !ttg.memdesc<4x1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
        ttng.wait_barrier %39, %38 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
        %b_3 = ttg.memdesc_index %b[%36] : !ttg.memdesc<4x64x256xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
        %a_3 = ttg.memdesc_index %a[%36] : !ttg.memdesc<4x128x64xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>
        %acc_0 = ttng.warp_group_dot %a_3, %b_3, %arg3 {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<128x64xf16, #shared_0c2569, #smem_d51a3c, mutable> * !ttg.memdesc<64x256xf16, #shared_0c2569, #smem_d51a3c, mutable> -> tensor<128x256xf32, #mma_e9bbb2>
        %acc_1:3 = ttng.warp_group_dot_wait %acc_0, %a_3, %b_3 {pendings = 1 : i32} : tensor<128x256xf32, #mma_e9bbb2>, !ttg.memdesc<128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>, !ttg.memdesc<64x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
        %40 = arith.addi %arg9, %c1_i32 : i32
        %41 = arith.addi %arg6, %c1_i32 : i32
        %42 = arith.cmpi sge, %41, %c4_i32 : i32
        %43 = arith.select %42, %c0_i32, %41 : i32
        %44 = arith.select %31, %c0_i32, %40 : i32
        %off_k_1 = arith.muli %44, %c64_i32 : i32
        %45 = ttg.memdesc_index %6[%43] : !ttg.memdesc<4x1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
        ttng.barrier_expect %45, 49152, %27 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
        %a_4 = ttg.memdesc_index %a[%43] : !ttg.memdesc<4x128x64xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>
        ttng.async_tma_copy_global_to_local %a_desc_2[%32#0, %off_k_1] %a_4, %45, %27 : !tt.tensordesc<128x64xf16, #shared_0c2569>, !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>
        %b_4 = ttg.memdesc_index %b[%43] : !ttg.memdesc<4x64x256xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
        ttng.async_tma_copy_global_to_local %b_desc_2[%off_k_1, %32#1] %b_4, %45, %27 : !tt.tensordesc<64x256xf16, #shared_0c2569>, !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<64x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
        %46 = arith.cmpi eq, %arg10, %5 : i32
        %47 = arith.select %46, %cst, %acc_1#0 : tensor<128x256xf32, #mma_e9bbb2>
        scf.if %46 {
          %acc_2:3 = ttng.warp_group_dot_wait %acc_1#0, %a_3, %b_3 {pendings = 0 : i32, warpGroupLocal} : tensor<128x256xf32, #mma_e9bbb2>, !ttg.memdesc<128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>, !ttg.memdesc<64x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
          %33 = tt.reshape %acc_2#0 : tensor<128x256xf32, #mma_e9bbb2> -> tensor<128x2x128xf32, #linear_9145e7>
          %48 = tt.trans %33 {order = array<i32: 0, 2, 1>} : tensor<128x2x128xf32, #linear_9145e7> -> tensor<128x128x2xf32, #linear_1e1dad>
          %outLHS, %outRHS = tt.split %48 : tensor<128x128x2xf32, #linear_1e1dad> -> tensor<128x128xf32, #linear_20e6cd>
          %49 = arith.truncf %outLHS : tensor<128x128xf32, #linear_20e6cd> to tensor<128x128xf16, #linear_20e6cd>
          ttng.async_tma_store_wait {pendings = 0 : i32, read_only}
          ttg.local_store %49, %25 : tensor<128x128xf16, #linear_20e6cd> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
          ttng.fence_async_shared {bCluster = false}
          ttng.async_tma_copy_local_to_global %c_desc_0[%arg12, %arg14] %25 : !tt.tensordesc<128x128xf16, #shared_0c2569>, !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
          %50 = arith.addi %arg14, %c128_i32 : i32
          %51 = arith.truncf %outRHS : tensor<128x128xf32, #linear_20e6cd> to tensor<128x128xf16, #linear_20e6cd>
          ttng.async_tma_store_wait {pendings = 0 : i32, read_only}
          ttg.local_store %51, %25 : tensor<128x128xf16, #linear_20e6cd> -> !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
          ttng.fence_async_shared {bCluster = false}
          ttng.async_tma_copy_local_to_global %c_desc_0[%arg12, %50] %25 : !tt.tensordesc<128x128xf16, #shared_0c2569>, !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
        }
        scf.yield %30, %32#2, %47, %32#0, %32#1, %43, %36, %38, %44, %arg11, %arg1, %arg13, %arg4, %arg15, %arg5 : i32, i32, tensor<128x256xf32, #mma_e9bbb2>, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
      } {tt.warp_specialize}
      ttng.async_tma_store_wait {pendings = 0 : i32}
      ttg.local_dealloc %25 : !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      ttg.local_dealloc %25 : !ttg.memdesc<128x128xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %52 = ttng.warp_group_dot_wait %26#2 {pendings = 0 : i32} : tensor<128x256xf32, #mma_e9bbb2>
      ttng.inval_barrier %7 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      ttng.inval_barrier %8 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      ttng.inval_barrier %9 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      ttng.inval_barrier %10 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      ttg.local_dealloc %6 : !ttg.memdesc<4x1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      ttg.local_dealloc %b : !ttg.memdesc<4x64x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
      ttg.local_dealloc %a : !ttg.memdesc<4x128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>
    }
    tt.return
  }
}
