# NAME|REF|OPTIONS, as tests/trial_commands.py reads them (tests/test_narrow_causes2.py)
varying_cycle|tests/data/narrow2_kernels/varying_cycle.py:varying_cycle|--arg x_ptr=fp32[65536] --arg k_ptr=i32[16] --arg y_ptr=fp16[65536] --arg n=16 --constexpr BLOCK=64 --num-warps 4 -t cuda:90
