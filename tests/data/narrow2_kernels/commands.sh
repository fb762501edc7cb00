# NAME|REF|OPTIONS, as tests/trial_commands.py reads them (tests/test_narrow_causes2.py)
varying_cycle|tests/data/narrow2_kernels/varying_cycle.py:varying_cycle|--arg x_ptr=fp32[65536] --arg k_ptr=i32[16] --arg y_ptr=fp16[65536] --arg n=16 --constexpr BLOCK=64 --num-warps 4 -t cuda:90
two_sums|tests/data/narrow2_kernels/two_sums.py:two_sums|--arg a_ptr=fp16[1024] --arg b_ptr=fp16[1024] --arg out_ptr=fp16[1] --constexpr BLOCK=1024 --num-warps 4 -t cuda:90
