// gelu config 0 (BLOCK_SIZE=1024 num_warps=4 num_stages=1) on cuda:80, normalized
#blocked_8_32_4_o0 = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @gelu_kernel(%x_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %out_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n_elements: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<5.000000e-01> : tensor<1024xf32, #blocked_8_32_4_o0>
    %cst_0 = arith.constant dense<0.707106769> : tensor<1024xf32, #blocked_8_32_4_o0>
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<1024xf32, #blocked_8_32_4_o0>
    %c1024_i32 = arith.constant 1024 : i32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<1024xf16, #blocked_8_32_4_o0>
    %pid = tt.get_program_id x : i32
    %offs = arith.muli %pid, %c1024_i32 : i32
    %offs_0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked_8_32_4_o0>
    %offs_1 = tt.splat %offs : i32 -> tensor<1024xi32, #blocked_8_32_4_o0>
    %offs_2 = arith.addi %offs_1, %offs_0 : tensor<1024xi32, #blocked_8_32_4_o0>
    %mask = tt.splat %n_elements : i32 -> tensor<1024xi32, #blocked_8_32_4_o0>
    %mask_0 = arith.cmpi slt, %offs_2, %mask : tensor<1024xi32, #blocked_8_32_4_o0>
    %x = tt.splat %x_ptr : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #blocked_8_32_4_o0>
    %x_0 = tt.addptr %x, %offs_2 : tensor<1024x!tt.ptr<f16>, #blocked_8_32_4_o0>, tensor<1024xi32, #blocked_8_32_4_o0>
    %x_1 = tt.load %x_0, %mask_0, %cst_2 : tensor<1024x!tt.ptr<f16>, #blocked_8_32_4_o0>
    %x_2 = arith.extf %x_1 : tensor<1024xf16, #blocked_8_32_4_o0> to tensor<1024xf32, #blocked_8_32_4_o0>
    %y = arith.mulf %x_2, %cst : tensor<1024xf32, #blocked_8_32_4_o0>
    %y_0 = arith.mulf %x_2, %cst_0 : tensor<1024xf32, #blocked_8_32_4_o0>
    %y_1 = math.erf %y_0 : tensor<1024xf32, #blocked_8_32_4_o0>
    %y_2 = arith.addf %y_1, %cst_1 : tensor<1024xf32, #blocked_8_32_4_o0>
    %y_3 = arith.mulf %y, %y_2 : tensor<1024xf32, #blocked_8_32_4_o0>
    %0 = tt.splat %out_ptr : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #blocked_8_32_4_o0>
    %1 = tt.addptr %0, %offs_2 : tensor<1024x!tt.ptr<f16>, #blocked_8_32_4_o0>, tensor<1024xi32, #blocked_8_32_4_o0>
    %2 = arith.truncf %y_3 : tensor<1024xf32, #blocked_8_32_4_o0> to tensor<1024xf16, #blocked_8_32_4_o0>
    tt.store %1, %2, %mask_0 : tensor<1024x!tt.ptr<f16>, #blocked_8_32_4_o0>
    tt.return
  }
}
