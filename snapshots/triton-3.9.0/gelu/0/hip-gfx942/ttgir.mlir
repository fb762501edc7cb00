// gelu config 0 (BLOCK_SIZE=1024 num_warps=4 num_stages=1) on hip:gfx942, normalized
#blocked_4_64_4_o0 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @gelu_kernel(%x_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %out_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %n_elements: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %offs = arith.constant 1024 : i32
    %y = arith.constant dense<1.000000e+00> : tensor<1024xf32, #blocked_4_64_4_o0>
    %y_0 = arith.constant dense<0.707106769> : tensor<1024xf32, #blocked_4_64_4_o0>
    %y_1 = arith.constant dense<5.000000e-01> : tensor<1024xf32, #blocked_4_64_4_o0>
    %pid = tt.get_program_id x : i32
    %offs_0 = arith.muli %pid, %offs : i32
    %offs_1 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked_4_64_4_o0>
    %offs_2 = tt.splat %offs_0 : i32 -> tensor<1024xi32, #blocked_4_64_4_o0>
    %offs_3 = arith.addi %offs_2, %offs_1 : tensor<1024xi32, #blocked_4_64_4_o0>
    %mask = tt.splat %n_elements : i32 -> tensor<1024xi32, #blocked_4_64_4_o0>
    %mask_0 = arith.cmpi slt, %offs_3, %mask : tensor<1024xi32, #blocked_4_64_4_o0>
    %x = amdg.buffer_load %x_ptr[%offs_3], %mask_0 {contiguity = 4 : i32} : !tt.ptr<f16> -> tensor<1024xf16, #blocked_4_64_4_o0>
    %x_0 = arith.extf %x : tensor<1024xf16, #blocked_4_64_4_o0> to tensor<1024xf32, #blocked_4_64_4_o0>
    %y_2 = arith.mulf %x_0, %y_1 : tensor<1024xf32, #blocked_4_64_4_o0>
    %y_3 = arith.mulf %x_0, %y_0 : tensor<1024xf32, #blocked_4_64_4_o0>
    %y_4 = math.erf %y_3 : tensor<1024xf32, #blocked_4_64_4_o0>
    %y_5 = arith.addf %y_4, %y : tensor<1024xf32, #blocked_4_64_4_o0>
    %y_6 = arith.mulf %y_2, %y_5 : tensor<1024xf32, #blocked_4_64_4_o0>
    %0 = arith.truncf %y_6 : tensor<1024xf32, #blocked_4_64_4_o0> to tensor<1024xf16, #blocked_4_64_4_o0>
    amdg.buffer_store %0, %out_ptr[%offs_3], %mask_0 {contiguity = 4 : i32} : !tt.ptr<f16> -> tensor<1024xf16, #blocked_4_64_4_o0>
    tt.return
  }
}
