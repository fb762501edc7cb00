// matmul_tma_persistent config 1 (BLOCK_M=128 BLOCK_N=256 BLOCK_K=64 GROUP_M=16 EPILOGUE_SUBTILE=False WARP_SPECIALIZE=True num_warps=8 num_stages=3) on cuda:90, normalized
#blocked_1x8_1x32_8x1_o10 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [8, 1], order = [1, 0]}>
#mma_e9bbb2 = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 256, 16]}>
#shared_0c2569 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared_dde22e = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem_d51a3c = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @matmul_tma_persistent_kernel(%a_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %c_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %M: i32 {tt.divisibility = 16 : i32}, %N: i32 {tt.divisibility = 16 : i32}, %K: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x256xf32, #mma_e9bbb2>
    %c16_i32 = arith.constant 16 : i32
    %c63_i32 = arith.constant 63 : i32
    %c255_i32 = arith.constant 255 : i32
    %c127_i32 = arith.constant 127 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c132_i32 = arith.constant 132 : i32
    %c64_i32 = arith.constant 64 : i32
    %c256_i32 = arith.constant 256 : i32
    %c128_i32 = arith.constant 128 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<128x256xf16, #blocked_1x8_1x32_8x1_o10>
    %c-1_i32 = arith.constant -1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
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
    %c_desc_0 = ttng.reinterpret_tensor_descriptor %c_desc : !tt.ptr<i8> to !tt.tensordesc<128x256xf16, #shared_0c2569>
    %num_pid_m = arith.addi %M, %c127_i32 : i32
    %num_pid_m_0 = arith.divsi %num_pid_m, %c128_i32 : i32
    %num_pid_n = arith.addi %N, %c255_i32 : i32
    %num_pid_n_0 = arith.divsi %num_pid_n, %c256_i32 : i32
    %k_tiles = arith.addi %K, %c63_i32 : i32
    %k_tiles_0 = arith.divsi %k_tiles, %c64_i32 : i32
    %num_tiles = arith.muli %num_pid_m_0, %num_pid_n_0 : i32
    %0 = tt.get_program_id x : i32
    %num_pid_in_group = arith.muli %num_pid_n_0, %c16_i32 : i32
    %acc = arith.cmpi sle, %k_tiles_0, %c0_i32 : i32
    scf.if %acc {
      %1 = ttg.local_alloc : () -> !ttg.memdesc<128x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
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
        ttng.async_tma_store_wait {pendings = 0 : i32, read_only}
        ttg.local_store %cst_0, %1 : tensor<128x256xf16, #blocked_1x8_1x32_8x1_o10> -> !ttg.memdesc<128x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
        ttng.fence_async_shared {bCluster = false}
        ttng.async_tma_copy_local_to_global %c_desc_0[%off_m, %off_n] %1 : !tt.tensordesc<128x256xf16, #shared_0c2569>, !ttg.memdesc<128x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
      } {tt.flatten}
      ttng.async_tma_store_wait {pendings = 0 : i32}
      ttg.local_dealloc %1 : !ttg.memdesc<128x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
    } else {
      %1 = arith.subi %num_tiles, %0 : i32
      %2 = arith.ceildivsi %1, %c132_i32 : i32
      %3 = arith.maxsi %k_tiles_0, %c1_i32 : i32
      %4 = arith.muli %2, %3 : i32
      %5 = arith.subi %3, %c1_i32 : i32
      %a = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %b = ttg.local_alloc : () -> !ttg.memdesc<3x64x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %6 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      %7 = ttg.memdesc_index %6[%c0_i32] : !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      ttng.init_barrier %7, 1 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      %8 = ttg.memdesc_index %6[%c1_i32] : !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      ttng.init_barrier %8, 1 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      %9 = ttg.memdesc_index %6[%c2_i32] : !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      ttng.init_barrier %9, 1 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      %10 = arith.cmpi sgt, %4, %c0_i32 : i32
      %group_id = arith.divsi %0, %num_pid_in_group : i32
      %first_pid_m = arith.muli %group_id, %c16_i32 : i32
      %group_size_m = arith.subi %num_pid_m_0, %first_pid_m : i32
      %group_size_m_0 = arith.minsi %group_size_m, %c16_i32 : i32
      %pid_m = arith.remsi %0, %num_pid_in_group : i32
      %pid_m_0 = arith.remsi %pid_m, %group_size_m_0 : i32
      %pid_m_1 = arith.addi %first_pid_m, %pid_m_0 : i32
      %pid_n = arith.divsi %pid_m, %group_size_m_0 : i32
      %off_m = arith.muli %pid_m_1, %c128_i32 : i32
      %off_n = arith.muli %pid_n, %c256_i32 : i32
      ttng.barrier_expect %7, 49152, %10 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      %a_0 = ttg.memdesc_index %a[%c0_i32] : !ttg.memdesc<3x128x64xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>
      ttng.async_tma_copy_global_to_local %a_desc_2[%off_m, %c0_i32] %a_0, %7, %10 : !tt.tensordesc<128x64xf16, #shared_0c2569>, !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %b_0 = ttg.memdesc_index %b[%c0_i32] : !ttg.memdesc<3x64x256xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
      ttng.async_tma_copy_global_to_local %b_desc_2[%c0_i32, %off_n] %b_0, %7, %10 : !tt.tensordesc<64x256xf16, #shared_0c2569>, !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<64x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %11 = arith.cmpi sgt, %4, %c1_i32 : i32
      %12 = arith.cmpi ne, %5, %c0_i32 : i32
      %13 = arith.extui %12 : i1 to i32
      %14 = arith.cmpi eq, %13, %c0_i32 : i32
      %15:3 = scf.if %14 -> (i32, i32, i32) {
        %16 = arith.addi %0, %c132_i32 : i32
        %group_id_0 = arith.divsi %16, %num_pid_in_group : i32
        %first_pid_m_0 = arith.muli %group_id_0, %c16_i32 : i32
        %group_size_m_1 = arith.subi %num_pid_m_0, %first_pid_m_0 : i32
        %group_size_m_2 = arith.minsi %group_size_m_1, %c16_i32 : i32
        %pid_m_2 = arith.remsi %16, %num_pid_in_group : i32
        %pid_m_3 = arith.remsi %pid_m_2, %group_size_m_2 : i32
        %pid_m_4 = arith.addi %first_pid_m_0, %pid_m_3 : i32
        %pid_n_0 = arith.divsi %pid_m_2, %group_size_m_2 : i32
        %off_m_0 = arith.muli %pid_m_4, %c128_i32 : i32
        %off_n_0 = arith.muli %pid_n_0, %c256_i32 : i32
        scf.yield %off_m_0, %off_n_0, %16 : i32, i32, i32
      } else {
        scf.yield %off_m, %off_n, %0 : i32, i32, i32
      }
      %off_k = arith.muli %13, %c64_i32 : i32
      ttng.barrier_expect %8, 49152, %11 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      %a_1 = ttg.memdesc_index %a[%c1_i32] : !ttg.memdesc<3x128x64xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>
      ttng.async_tma_copy_global_to_local %a_desc_2[%15#0, %off_k] %a_1, %8, %11 : !tt.tensordesc<128x64xf16, #shared_0c2569>, !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %b_1 = ttg.memdesc_index %b[%c1_i32] : !ttg.memdesc<3x64x256xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
      ttng.async_tma_copy_global_to_local %b_desc_2[%off_k, %15#1] %b_1, %8, %11 : !tt.tensordesc<64x256xf16, #shared_0c2569>, !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<64x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %17 = ttg.local_alloc : () -> !ttg.memdesc<128x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %18:12 = scf.for %arg0 = %c0_i32 to %4 step %c1_i32 iter_args(%arg1 = %13, %arg2 = %15#2, %arg3 = %cst, %arg4 = %15#0, %arg5 = %15#1, %arg6 = %c1_i32, %arg7 = %c-1_i32, %arg8 = %c0_i32, %arg9 = %13, %arg10 = %c0_i32, %arg11 = %off_m, %arg12 = %off_n) -> (i32, i32, tensor<128x256xf32, #mma_e9bbb2>, i32, i32, i32, i32, i32, i32, i32, i32, i32)  : i32 {
        %16 = arith.subi %4, %c2_i32 : i32
        %19 = arith.cmpi slt, %arg0, %16 : i32
        %20 = arith.addi %arg1, %c1_i32 : i32
        %21 = arith.cmpi eq, %arg1, %5 : i32
        %22 = arith.select %21, %c0_i32, %20 : i32
        %23 = arith.cmpi eq, %22, %c0_i32 : i32
        %24:3 = scf.if %23 -> (i32, i32, i32) {
          %25 = arith.addi %arg2, %c132_i32 : i32
          %group_id_1 = arith.divsi %25, %num_pid_in_group : i32
          %first_pid_m_1 = arith.muli %group_id_1, %c16_i32 : i32
          %group_size_m_3 = arith.subi %num_pid_m_0, %first_pid_m_1 : i32
          %group_size_m_4 = arith.minsi %group_size_m_3, %c16_i32 : i32
          %pid_m_5 = arith.remsi %25, %num_pid_in_group : i32
          %pid_m_6 = arith.remsi %pid_m_5, %group_size_m_4 : i32
          %pid_m_7 = arith.addi %first_pid_m_1, %pid_m_6 : i32
          %pid_n_1 = arith.divsi %pid_m_5, %group_size_m_4 : i32
          %off_m_1 = arith.muli %pid_m_7, %c128_i32 : i32
          %off_n_1 = arith.muli %pid_n_1, %c256_i32 : i32
          scf.yield %off_m_1, %off_n_1, %25 : i32, i32, i32
        } else {
          scf.yield %arg4, %arg5, %arg2 : i32, i32, i32
        }
        %26 = arith.addi %arg7, %c1_i32 : i32
        %27 = arith.cmpi sge, %26, %c3_i32 : i32
        %28 = arith.select %27, %c0_i32, %26 : i32
        %29 = arith.xori %arg8, %c1_i32 : i32
        %30 = arith.select %27, %29, %arg8 : i32
        %31 = ttg.memdesc_index %6[%28] : !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
        ttng.wait_barrier %31, %30 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
        %b_2 = ttg.memdesc_index %b[%28] : !ttg.memdesc<3x64x256xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
        %a_2 = ttg.memdesc_index %a[%28] : !ttg.memdesc<3x128x64xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>
        %acc_0 = ttng.warp_group_dot %a_2, %b_2, %arg3 {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<128x64xf16, #shared_0c2569, #smem_d51a3c, mutable> * !ttg.memdesc<64x256xf16, #shared_0c2569, #smem_d51a3c, mutable> -> tensor<128x256xf32, #mma_e9bbb2>
        %acc_1:3 = ttng.warp_group_dot_wait %acc_0, %a_2, %b_2 {pendings = 1 : i32} : tensor<128x256xf32, #mma_e9bbb2>, !ttg.memdesc<128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>, !ttg.memdesc<64x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
        %32 = arith.addi %arg9, %c1_i32 : i32
        %33 = arith.addi %arg6, %c1_i32 : i32
        %34 = arith.cmpi sge, %33, %c3_i32 : i32
        %35 = arith.select %34, %c0_i32, %33 : i32
        %36 = arith.select %23, %c0_i32, %32 : i32
        %off_k_0 = arith.muli %36, %c64_i32 : i32
        %37 = ttg.memdesc_index %6[%35] : !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
        ttng.barrier_expect %37, 49152, %19 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
        %a_3 = ttg.memdesc_index %a[%35] : !ttg.memdesc<3x128x64xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>
        ttng.async_tma_copy_global_to_local %a_desc_2[%24#0, %off_k_0] %a_3, %37, %19 : !tt.tensordesc<128x64xf16, #shared_0c2569>, !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>
        %b_3 = ttg.memdesc_index %b[%35] : !ttg.memdesc<3x64x256xf16, #shared_0c2569, #smem_d51a3c, mutable> -> !ttg.memdesc<64x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
        ttng.async_tma_copy_global_to_local %b_desc_2[%off_k_0, %24#1] %b_3, %37, %19 : !tt.tensordesc<64x256xf16, #shared_0c2569>, !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable> -> !ttg.memdesc<64x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
        %38 = arith.cmpi eq, %arg10, %5 : i32
        %39 = arith.select %38, %cst, %acc_1#0 : tensor<128x256xf32, #mma_e9bbb2>
        scf.if %38 {
          %acc_2:3 = ttng.warp_group_dot_wait %acc_1#0, %a_2, %b_2 {pendings = 0 : i32, warpGroupLocal} : tensor<128x256xf32, #mma_e9bbb2>, !ttg.memdesc<128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>, !ttg.memdesc<64x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
          %25 = arith.truncf %acc_2#0 : tensor<128x256xf32, #mma_e9bbb2> to tensor<128x256xf16, #mma_e9bbb2>
          ttng.async_tma_store_wait {pendings = 0 : i32, read_only}
          ttg.local_store %25, %17 : tensor<128x256xf16, #mma_e9bbb2> -> !ttg.memdesc<128x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
          ttng.fence_async_shared {bCluster = false}
          ttng.async_tma_copy_local_to_global %c_desc_0[%arg11, %arg12] %17 : !tt.tensordesc<128x256xf16, #shared_0c2569>, !ttg.memdesc<128x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
        }
        scf.yield %22, %24#2, %39, %24#0, %24#1, %35, %28, %30, %36, %arg1, %arg4, %arg5 : i32, i32, tensor<128x256xf32, #mma_e9bbb2>, i32, i32, i32, i32, i32, i32, i32, i32, i32
      } {tt.warp_specialize}
      ttng.async_tma_store_wait {pendings = 0 : i32}
      ttg.local_dealloc %17 : !ttg.memdesc<128x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
      %40 = ttng.warp_group_dot_wait %18#2 {pendings = 0 : i32} : tensor<128x256xf32, #mma_e9bbb2>
      ttng.inval_barrier %7 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      ttng.inval_barrier %8 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      ttng.inval_barrier %9 : !ttg.memdesc<1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      ttg.local_dealloc %6 : !ttg.memdesc<3x1xi64, #shared_dde22e, #smem_d51a3c, mutable>
      ttg.local_dealloc %b : !ttg.memdesc<3x64x256xf16, #shared_0c2569, #smem_d51a3c, mutable>
      ttg.local_dealloc %a : !ttg.memdesc<3x128x64xf16, #shared_0c2569, #smem_d51a3c, mutable>
    }
    tt.return
  }
}
