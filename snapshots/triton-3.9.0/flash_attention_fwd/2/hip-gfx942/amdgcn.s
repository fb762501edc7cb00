; flash_attention_fwd config 2 (BLOCK_M=64 BLOCK_N=64 num_warps=4 num_stages=3) on hip:gfx942, normalized
	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	flash_attention_fwd_kernel      ; -- Begin function flash_attention_fwd_kernel
	.p2align	8
	.type	flash_attention_fwd_kernel,@function
flash_attention_fwd_kernel:             ; @flash_attention_fwd_kernel
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.33:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.34:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dwordx2 s[84:85], s[0:1], 0x54
	s_load_dword s22, s[0:1], 0x70
	s_mov_b64 s[24:25], s[2:3]
	s_mov_b64 s[80:81], s[6:7]
	s_abs_i32 s7, s17
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s2, s84
	v_cvt_f32_u32_e32 v1, s2
	s_sub_i32 s18, 0, s2
	s_not_b32 s6, s16
	v_readfirstlane_b32 s23, v0
	v_rcp_f32_e32 v1, v1
	s_add_i32 s35, s22, s6
	s_xor_b32 s6, s17, s84
	s_and_b32 s3, s23, 0xc0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_ashr_i32 s6, s6, 31
	v_and_b32_e32 v124, 15, v0
	v_lshlrev_b32_e32 v20, 3, v124
	v_readfirstlane_b32 s19, v1
	s_mul_i32 s18, s18, s19
	s_mul_hi_u32 s18, s19, s18
	s_add_i32 s19, s19, s18
	s_mul_hi_u32 s18, s7, s19
	s_mul_i32 s19, s18, s2
	s_sub_i32 s7, s7, s19
	s_add_i32 s19, s18, 1
	s_sub_i32 s20, s7, s2
	s_cmp_ge_u32 s7, s2
	s_cselect_b32 s18, s19, s18
	s_cselect_b32 s7, s20, s7
	s_add_i32 s19, s18, 1
	s_cmp_ge_u32 s7, s2
	s_cselect_b32 s2, s19, s18
	s_xor_b32 s2, s2, s6
	s_sub_i32 s88, s2, s6
	s_mul_i32 s2, s88, s84
	s_sub_i32 s84, s17, s2
	v_and_b32_e32 v1, 63, v0
	s_mul_i32 s2, s88, s11
	s_mul_i32 s6, s84, s12
	s_lshl_b32 s86, s35, 6
	v_or_b32_e32 v19, s3, v1
	s_add_i32 s2, s6, s2
	v_lshrrev_b32_e32 v139, 4, v19
	s_mul_i32 s3, s86, s13
	v_or_b32_e32 v254, 16, v139
	v_or_b32_e32 v133, 32, v139
	s_add_i32 s2, s2, s3
	v_or_b32_e32 v142, 48, v139
	v_or_b32_e32 v2, s86, v139
	v_or_b32_e32 v3, s86, v254
	v_or_b32_e32 v10, s86, v133
	v_mul_lo_u32 v4, v139, s13
	v_mul_lo_u32 v5, v254, s13
	v_mul_lo_u32 v12, v133, s13
	v_add_u32_e32 v14, s2, v20
	v_or_b32_e32 v11, s86, v142
	v_mul_lo_u32 v13, v142, s13
	s_mov_b32 s7, 0x27000
	s_mov_b32 s6, 0x7ffffffe
	v_add_lshl_u32 v4, v14, v4, 1
	v_bfrev_b32_e32 v18, 1
	v_cmp_gt_i32_e64 s[20:21], s85, v2
	v_add_lshl_u32 v2, v14, v5, 1
	v_cmp_gt_i32_e32 vcc, s85, v3
	v_add_lshl_u32 v12, v14, v12, 1
	v_cmp_gt_i32_e64 s[2:3], s85, v10
	s_and_b32 s25, s25, 0xffff
	s_mov_b32 s26, s6
	s_mov_b32 s27, s7
	v_cndmask_b32_e64 v15, v18, v4, s[20:21]
	v_cndmask_b32_e32 v16, v18, v2, vcc
	v_cndmask_b32_e64 v21, v18, v12, s[2:3]
	v_add_lshl_u32 v10, v14, v13, 1
	v_cmp_gt_i32_e64 s[18:19], s85, v11
	buffer_load_dwordx4 v[2:5], v15, s[24:27], 0 offen
	buffer_load_dwordx4 v[6:9], v16, s[24:27], 0 offen
	v_cndmask_b32_e64 v22, v18, v10, s[18:19]
	buffer_load_dwordx4 v[10:13], v21, s[24:27], 0 offen
	buffer_load_dwordx4 v[14:17], v22, s[24:27], 0 offen
	v_and_b32_e32 v21, 0xf0, v19
	v_lshlrev_b32_e32 v143, 4, v19
	v_lshrrev_b32_e32 v34, 1, v21
	v_and_b32_e32 v113, 32, v0
	v_xor_b32_e32 v23, v34, v143
	v_and_b32_e32 v245, 31, v0
	v_lshrrev_b32_e32 v125, 2, v113
	v_add_u32_e32 v24, 0, v23
	s_and_b32 s89, s23, 0x80
	s_and_b32 s23, s23, 64
	v_lshlrev_b32_e32 v112, 8, v245
	v_xad_u32 v23, v23, 8, 0
	s_lshl_b32 s12, s23, 7
	s_load_dwordx4 s[24:27], s[0:1], 0x38
	v_lshrrev_b32_e32 v144, 2, v21
	s_mul_i32 s11, s88, s14
	s_mul_i32 s17, s84, s15
	v_or_b32_e32 v21, 2, v144
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s13, s88, s25
	s_mul_i32 s14, s84, s26
	s_add_i32 s17, s17, s11
	s_add_i32 s11, s14, s13
	s_cmp_gt_i32 s86, 0
	v_or_b32_e32 v19, 1, v144
	v_mad_u64_u32 v[106:107], s[14:15], v144, s27, v[20:21]
	v_mad_u64_u32 v[104:105], s[14:15], v19, s27, v[20:21]
	v_or_b32_e32 v22, 3, v144
	v_mad_u64_u32 v[110:111], s[14:15], v21, s27, v[20:21]
	s_mov_b32 s82, s6
	s_mov_b32 s83, s7
	v_mad_u64_u32 v[108:109], s[14:15], v22, s27, v[20:21]
	v_mov_b32_e32 v35, 0x3fb8aa3b
	v_mul_f32_e32 v130, s10, v35
	v_and_b32_e32 v35, 14, v0
	s_movk_i32 s10, 0x440
	s_mov_b32 s29, 0x5040100
	s_mov_b32 s30, 0x7060302
	s_mov_b32 s26, 0
	s_mov_b32 s28, 1
	v_bfe_i32 v127, v0, 4, 1
	v_lshlrev_b32_e32 v114, 2, v1
	v_lshlrev_b32_e32 v126, 1, v245
	s_waitcnt vmcnt(2)
	ds_write2st64_b64 v24, v[2:3], v[6:7] offset1:8
	s_waitcnt vmcnt(0)
	ds_write2st64_b64 v24, v[10:11], v[14:15] offset0:16 offset1:24
	ds_write2st64_b64 v23, v[4:5], v[8:9] offset1:8
	ds_write2st64_b64 v23, v[12:13], v[16:17] offset0:16 offset1:24
	v_xor_b32_e32 v2, v20, v125
	v_or3_b32 v2, s12, v2, v112
	v_add_u32_e32 v3, 0, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[70:73], v3 offset1:16
	v_xad_u32 v3, v2, 16, 0
	ds_read2_b64 v[74:77], v3 offset1:16
	v_xad_u32 v3, v2, 32, 0
	ds_read2_b64 v[78:81], v3 offset1:16
	v_xad_u32 v3, v2, 48, 0
	ds_read2_b64 v[82:85], v3 offset1:16
	v_xad_u32 v3, v2, 64, 0
	ds_read2_b64 v[86:89], v3 offset1:16
	v_xor_b32_e32 v3, 0x50, v2
	v_add_u32_e32 v3, 0, v3
	ds_read2_b64 v[90:93], v3 offset1:16
	v_xor_b32_e32 v3, 0x60, v2
	v_xor_b32_e32 v2, 0x70, v2
	v_add_u32_e32 v2, 0, v2
	v_mad_u64_u32 v[102:103], s[12:13], v139, s24, v[20:21]
	v_mad_u64_u32 v[100:101], s[12:13], v254, s24, v[20:21]
	v_mad_u64_u32 v[98:99], s[12:13], v133, s24, v[20:21]
	v_mad_u64_u32 v[64:65], s[12:13], v142, s24, v[20:21]
	v_add_u32_e32 v3, 0, v3
	ds_read2_b64 v[66:69], v2 offset1:16
	v_add_lshl_u32 v2, s17, v102, 1
	s_cselect_b64 s[12:13], -1, 0
	ds_read2_b64 v[94:97], v3 offset1:16
	s_and_b32 s5, s5, 0xffff
	v_cndmask_b32_e64 v2, v18, v2, s[12:13]
	v_add_lshl_u32 v3, v100, s17, 1
	v_cndmask_b32_e64 v3, v18, v3, s[12:13]
	buffer_load_dwordx4 v[36:39], v2, s[4:7], 0 offen
	buffer_load_dwordx4 v[40:43], v3, s[4:7], 0 offen
	v_add_lshl_u32 v2, v98, s17, 1
	v_cndmask_b32_e64 v2, v18, v2, s[12:13]
	v_add_lshl_u32 v3, v64, s17, 1
	v_cndmask_b32_e64 v3, v18, v3, s[12:13]
	buffer_load_dwordx4 v[44:47], v2, s[4:7], 0 offen
	buffer_load_dwordx4 v[48:51], v3, s[4:7], 0 offen
	v_add_lshl_u32 v2, v106, s11, 1
	s_and_b32 s81, s81, 0xffff
	v_cndmask_b32_e64 v10, v18, v2, s[12:13]
	v_add_lshl_u32 v2, v104, s11, 1
	s_lshl_b32 s92, s24, 6
	v_cndmask_b32_e64 v11, v18, v2, s[12:13]
	buffer_load_dwordx4 v[2:5], v10, s[80:83], 0 offen
	buffer_load_dwordx4 v[6:9], v11, s[80:83], 0 offen
	v_add_lshl_u32 v10, v110, s11, 1
	s_lshl_b32 s93, s27, 6
	v_add_u32_e32 v65, s92, v102
	v_cndmask_b32_e64 v19, v18, v10, s[12:13]
	v_add_lshl_u32 v10, v108, s11, 1
	s_cmp_gt_i32 s86, 64
	v_add_u32_e32 v117, s92, v100
	v_add_u32_e32 v128, s17, v65
	v_cndmask_b32_e64 v20, v18, v10, s[12:13]
	buffer_load_dwordx4 v[10:13], v19, s[80:83], 0 offen
	buffer_load_dwordx4 v[14:17], v20, s[80:83], 0 offen
	v_add_u32_e32 v118, s92, v98
	v_add_u32_e32 v129, s17, v117
	v_lshlrev_b32_e32 v19, 1, v128
	s_cselect_b64 s[14:15], -1, 0
	v_add_u32_e32 v119, s92, v64
	v_add_u32_e32 v134, s17, v118
	v_cndmask_b32_e64 v19, v18, v19, s[14:15]
	v_lshlrev_b32_e32 v20, 1, v129
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v135, s17, v119
	v_cndmask_b32_e64 v20, v18, v20, s[14:15]
	buffer_load_dwordx4 v[52:55], v19, s[4:7], 0 offen
	buffer_load_dwordx4 v[56:59], v20, s[4:7], 0 offen
	v_lshlrev_b32_e32 v19, 1, v134
	v_add_u32_e32 v120, s93, v106
	v_cndmask_b32_e64 v19, v18, v19, s[14:15]
	v_lshlrev_b32_e32 v20, 1, v135
	v_add_u32_e32 v121, s93, v104
	v_add_u32_e32 v136, s11, v120
	v_cndmask_b32_e64 v20, v18, v20, s[14:15]
	buffer_load_dwordx4 v[60:63], v19, s[4:7], 0 offen
	buffer_load_dwordx4 v[156:159], v20, s[4:7], 0 offen
	v_add_u32_e32 v122, s93, v110
	v_add_u32_e32 v123, s93, v108
	v_add_u32_e32 v137, s11, v121
	v_lshlrev_b32_e32 v19, 1, v136
	v_add_u32_e32 v153, s11, v122
	v_add_u32_e32 v154, s11, v123
	v_cndmask_b32_e64 v26, v18, v19, s[14:15]
	v_lshlrev_b32_e32 v19, 1, v137
	v_cndmask_b32_e64 v30, v18, v19, s[14:15]
	v_lshlrev_b32_e32 v19, 1, v153
	v_lshlrev_b32_e32 v20, 1, v154
	v_cndmask_b32_e64 v19, v18, v19, s[14:15]
	v_cndmask_b32_e64 v22, v18, v20, s[14:15]
	buffer_load_dwordx4 v[18:21], v19, s[80:83], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[22:25], v22, s[80:83], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[26:29], v26, s[80:83], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[30:33], v30, s[80:83], 0 offen
	v_add_u32_e32 v99, 0, v143
	s_waitcnt vmcnt(15)
	ds_write_b128 v99, v[36:39]
	s_waitcnt vmcnt(14)
	ds_write_b128 v99, v[40:43] offset:4096
	s_waitcnt vmcnt(13)
	ds_write_b128 v99, v[44:47] offset:8192
	s_waitcnt vmcnt(12)
	ds_write_b128 v99, v[48:51] offset:12288
	v_lshlrev_b32_e32 v36, 2, v35
	v_bfe_i32 v37, v0, 0, 1
	v_and_or_b32 v36, v37, s10, v36
	v_xor_b32_e32 v34, v34, v36
	v_lshl_or_b32 v145, v35, 10, v34
	v_add_u32_e32 v101, 0, v145
	s_waitcnt vmcnt(10)
	v_perm_b32 v34, v6, v2, s29
	v_xor_b32_e32 v146, 8, v145
	v_add_u32_e32 v103, 0, v146
	v_xor_b32_e32 v147, 16, v145
	v_xor_b32_e32 v148, 24, v145
	v_xor_b32_e32 v149, 32, v145
	v_add_u32_e32 v105, 0, v147
	v_add_u32_e32 v107, 0, v148
	v_add_u32_e32 v109, 0, v149
	v_xor_b32_e32 v150, 40, v145
	s_waitcnt vmcnt(8)
	v_perm_b32 v35, v14, v10, s29
	ds_write_b64 v101, v[34:35] offset:32768
	v_perm_b32 v35, v14, v10, s30
	v_perm_b32 v34, v6, v2, s30
	ds_write_b64 v103, v[34:35] offset:32896
	v_perm_b32 v35, v15, v11, s29
	v_perm_b32 v34, v7, v3, s29
	v_perm_b32 v11, v15, v11, s30
	v_perm_b32 v10, v7, v3, s30
	v_perm_b32 v3, v16, v12, s29
	v_perm_b32 v2, v8, v4, s29
	ds_write_b64 v105, v[34:35] offset:33024
	ds_write_b64 v107, v[10:11] offset:33152
	ds_write_b64 v109, v[2:3] offset:33280
	v_add_u32_e32 v111, 0, v150
	v_perm_b32 v3, v16, v12, s30
	v_perm_b32 v2, v8, v4, s30
	v_xor_b32_e32 v151, 48, v145
	ds_write_b64 v111, v[2:3] offset:33408
	v_add_u32_e32 v115, 0, v151
	v_perm_b32 v3, v17, v13, s29
	v_perm_b32 v2, v9, v5, s29
	ds_write_b64 v115, v[2:3] offset:33536
	v_perm_b32 v2, v9, v5, s30
	v_xor_b32_e32 v152, 56, v145
	v_add_u32_e32 v116, 0, v152
	s_add_i32 s14, s86, 0xffffff80
	v_perm_b32 v3, v17, v13, s30
	v_add_u32_e32 v6, 0x180, v116
	s_cmp_lt_i32 s14, 1
	s_waitcnt vmcnt(7)
	ds_write_b128 v99, v[52:55] offset:16384
	s_waitcnt vmcnt(6)
	ds_write_b128 v99, v[56:59] offset:20480
	s_waitcnt vmcnt(5)
	ds_write_b128 v99, v[60:63] offset:24576
	s_waitcnt vmcnt(4)
	ds_write_b128 v99, v[156:159] offset:28672
	s_waitcnt vmcnt(2)
	v_perm_b32 v5, v22, v18, s29
	s_waitcnt vmcnt(0)
	v_perm_b32 v4, v30, v26, s29
	ds_write_b64 v101, v[4:5] offset:49152
	v_perm_b32 v5, v22, v18, s30
	v_perm_b32 v4, v30, v26, s30
	ds_write_b64 v103, v[4:5] offset:49280
	v_perm_b32 v5, v23, v19, s29
	v_perm_b32 v4, v31, v27, s29
	ds_write_b64 v105, v[4:5] offset:49408
	v_perm_b32 v5, v23, v19, s30
	v_perm_b32 v4, v31, v27, s30
	ds_write_b64 v107, v[4:5] offset:49536
	v_perm_b32 v5, v24, v20, s29
	v_perm_b32 v4, v32, v28, s29
	ds_write_b64 v109, v[4:5] offset:49664
	v_perm_b32 v5, v24, v20, s30
	v_perm_b32 v4, v32, v28, s30
	ds_write_b64 v111, v[4:5] offset:49792
	v_perm_b32 v5, v25, v21, s29
	v_perm_b32 v4, v33, v29, s29
	ds_write_b64 v115, v[4:5] offset:49920
	v_perm_b32 v5, v25, v21, s30
	v_perm_b32 v4, v33, v29, s30
	ds_write2st64_b64 v6, v[2:3], v[4:5] offset0:65 offset1:97
	s_cbranch_scc1 .LBB0_1
; %bb.1:                                ; %.lr.ph
	s_add_i32 s10, s23, 0x10000
	s_lshl_b32 s31, s23, 1
	s_cmp_eq_u32 s23, 0
	s_cselect_b32 s15, 0, 0x1010
	v_mov_b32_e32 v0, 0x10000
	v_mul_u32_u24_e32 v1, 0x88, v124
	v_or_b32_e32 v2, s15, v125
	v_lshl_add_u32 v156, v245, 2, v0
	v_and_b32_e32 v0, 0x808, v127
	v_xor_b32_e32 v1, v2, v1
	v_xor_b32_e32 v157, v1, v0
	v_lshlrev_b32_e32 v0, 4, v113
	v_add_u32_e32 v1, s10, v0
	s_lshr_b32 s10, s89, 1
	s_add_i32 s10, s10, 0x10000
	v_add_u32_e32 v0, s10, v0
	v_mov_b32_e32 v30, 0
	v_xor_b32_e32 v155, 0x80, v114
	v_xor_b32_e32 v158, 16, v157
	v_xor_b32_e32 v159, 32, v157
	v_xor_b32_e32 v160, 48, v157
	v_xor_b32_e32 v161, 64, v157
	v_xor_b32_e32 v162, 0x50, v157
	v_xor_b32_e32 v163, 0x60, v157
	v_xor_b32_e32 v164, 0x70, v157
	s_movk_i32 s15, 0x4000
	s_mov_b32 s25, 0x8000
	s_mov_b32 s10, 0xc000
	v_mov_b32_e32 v131, v130
	v_mov_b32_e32 v168, 0xff800000
	v_mov_b32_e32 v167, 0
	v_add_u32_e32 v165, v1, v126
	v_add_u32_e32 v166, v0, v126
	s_mov_b32 s33, 0
	v_mov_b32_e32 v31, v30
	v_mov_b32_e32 v28, v30
	v_mov_b32_e32 v29, v30
	v_mov_b32_e32 v26, v30
	v_mov_b32_e32 v27, v30
	v_mov_b32_e32 v24, v30
	v_mov_b32_e32 v25, v30
	v_mov_b32_e32 v22, v30
	v_mov_b32_e32 v23, v30
	v_mov_b32_e32 v20, v30
	v_mov_b32_e32 v21, v30
	v_mov_b32_e32 v18, v30
	v_mov_b32_e32 v19, v30
	v_mov_b32_e32 v16, v30
	v_mov_b32_e32 v17, v30
	v_mov_b32_e32 v14, v30
	v_mov_b32_e32 v15, v30
	v_mov_b32_e32 v12, v30
	v_mov_b32_e32 v13, v30
	v_mov_b32_e32 v10, v30
	v_mov_b32_e32 v11, v30
	v_mov_b32_e32 v8, v30
	v_mov_b32_e32 v9, v30
	v_mov_b32_e32 v6, v30
	v_mov_b32_e32 v7, v30
	v_mov_b32_e32 v4, v30
	v_mov_b32_e32 v5, v30
	v_mov_b32_e32 v2, v30
	v_mov_b32_e32 v3, v30
	v_mov_b32_e32 v0, v30
	v_mov_b32_e32 v1, v30
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v128, s92, v128
	v_add_u32_e32 v129, s92, v129
	v_add_u32_e32 v134, s92, v134
	v_add_u32_e32 v135, s92, v135
	v_lshlrev_b32_e32 v32, 1, v128
	v_add3_u32 v132, s26, v125, v112
	v_lshlrev_b32_e32 v33, 1, v129
	v_lshlrev_b32_e32 v34, 1, v134
	v_lshlrev_b32_e32 v35, 1, v135
	buffer_load_dwordx4 v[192:195], v32, s[4:7], 0 offen
	buffer_load_dwordx4 v[196:199], v33, s[4:7], 0 offen
	buffer_load_dwordx4 v[200:203], v34, s[4:7], 0 offen
	buffer_load_dwordx4 v[204:207], v35, s[4:7], 0 offen
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[48:51], v132 offset1:2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[70:71], 0
	v_add_u32_e32 v138, 0x2000, v132
	ds_read2_b64 v[60:63], v132 offset0:16 offset1:18
	ds_read2_b64 v[224:227], v138 offset0:16 offset1:18
	ds_read2_b64 v[170:173], v132 offset0:20 offset1:22
	ds_read2_b64 v[208:211], v138 offset1:2
	ds_read2_b64 v[228:231], v138 offset0:20 offset1:22
	ds_read2_b64 v[232:235], v138 offset0:24 offset1:26
	ds_read2_b64 v[236:239], v138 offset0:28 offset1:30
	v_add_u32_e32 v190, s89, v156
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[74:75], v[32:47]
	ds_read2_b64 v[48:51], v132 offset0:4 offset1:6
	ds_read2_b64 v[212:215], v138 offset0:4 offset1:6
	ds_read2_b64 v[52:55], v132 offset0:8 offset1:10
	ds_read2_b64 v[216:219], v138 offset0:8 offset1:10
	ds_read2_b64 v[56:59], v132 offset0:12 offset1:14
	ds_read2_b64 v[220:223], v138 offset0:12 offset1:14
	v_add_u32_e32 v138, s31, v156
	v_add_u32_e32 v136, s93, v136
	v_add_u32_e32 v137, s93, v137
	v_add_u32_e32 v153, s93, v153
	v_add_u32_e32 v154, s93, v154
	s_mov_b32 s34, s25
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[78:79], v[32:47]
	s_mov_b32 s82, s6
	s_mov_b32 s83, s7
	v_lshlrev_b32_e32 v189, 1, v136
	v_lshlrev_b32_e32 v186, 1, v137
	v_lshlrev_b32_e32 v187, 1, v153
	v_lshlrev_b32_e32 v188, 1, v154
	v_add_u32_e32 v178, s34, v157
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[82:83], v[32:47]
	ds_read2_b64 v[48:51], v132 offset0:24 offset1:26
	v_add_u32_e32 v179, s34, v159
	v_add_u32_e32 v180, s34, v158
	v_add_u32_e32 v181, s34, v160
	v_add_u32_e32 v182, s34, v161
	v_add_u32_e32 v183, s34, v162
	v_add_u32_e32 v184, s34, v163
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[32:47], v[52:53], v[86:87], v[32:47]
	v_add_u32_e32 v185, s34, v164
	s_add_i32 s25, s28, 1
	s_cmp_lt_i32 s25, 2
	s_cselect_b32 s28, s25, 0
	s_mov_b32 s26, s15
	s_lshl_b32 s15, s28, 14
	s_mov_b32 s25, s10
	v_mfma_f32_32x32x8_f16 v[32:47], v[54:55], v[90:91], v[32:47]
	ds_read2_b64 v[52:55], v132 offset0:28 offset1:30
	v_max_f32_e32 v132, v168, v168
	s_add_i32 s10, s15, 0x8000
	s_add_i32 s33, s33, 64
	s_cmp_lt_i32 s33, s14
	v_add_u32_e32 v177, s15, v143
	v_add_u32_e32 v169, s15, v145
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[32:47], v[56:57], v[94:95], v[32:47]
	v_add_u32_e32 v174, s15, v150
	v_add_u32_e32 v175, s15, v151
	v_add_u32_e32 v176, s15, v152
	v_mfma_f32_32x32x8_f16 v[32:47], v[58:59], v[66:67], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[60:61], v[72:73], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[62:63], v[76:77], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[170:171], v[80:81], v[32:47]
	v_add_u32_e32 v170, s15, v146
	v_add_u32_e32 v171, s15, v147
	v_mfma_f32_32x32x8_f16 v[32:47], v[172:173], v[84:85], v[32:47]
	v_add_u32_e32 v172, s15, v148
	v_add_u32_e32 v173, s15, v149
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[88:89], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[92:93], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[52:53], v[96:97], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[54:55], v[68:69], v[32:47]
	s_nop 10
	v_max_f32_e32 v48, v33, v33
	v_max_f32_e32 v49, v32, v32
	v_max_f32_e32 v48, v49, v48
	v_max3_f32 v49, v35, v36, v37
	v_max3_f32 v191, v48, v34, v49
	v_mfma_f32_32x32x8_f16 v[48:63], v[208:209], v[70:71], 0
	v_max3_f32 v140, v41, v42, v43
	v_max3_f32 v141, v44, v45, v46
	v_max3_f32 v240, v38, v39, v40
	v_mfma_f32_32x32x8_f16 v[48:63], v[210:211], v[74:75], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[212:213], v[78:79], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[214:215], v[82:83], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[216:217], v[86:87], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[218:219], v[90:91], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[220:221], v[94:95], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[222:223], v[66:67], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[224:225], v[72:73], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[226:227], v[76:77], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[228:229], v[80:81], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[230:231], v[84:85], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[232:233], v[88:89], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[234:235], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[236:237], v[96:97], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[238:239], v[68:69], v[48:63]
	s_nop 10
	v_max3_f32 v208, v47, v48, v49
	v_max3_f32 v140, v140, v141, v208
	v_max3_f32 v140, v191, v240, v140
	v_max3_f32 v141, v50, v51, v52
	v_max3_f32 v191, v53, v54, v55
	v_max3_f32 v208, v56, v57, v58
	v_max3_f32 v141, v141, v191, v208
	v_max3_f32 v191, v59, v60, v61
	v_max3_f32 v191, v191, v62, v63
	v_max3_f32 v191, v140, v141, v191
	ds_bpermute_b32 v140, v155, v191
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v140, v140, v140
	v_max_f32_e32 v140, v191, v140
	v_mul_f32_e32 v140, v130, v140
	v_max_f32_e32 v132, v132, v140
	v_sub_f32_e32 v140, v168, v132
	v_pk_fma_f32 v[32:33], v[130:131], v[32:33], v[132:133] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], v[130:131], v[34:35], v[132:133] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], v[130:131], v[36:37], v[132:133] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[130:131], v[38:39], v[132:133] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v140, v140
	v_pk_fma_f32 v[40:41], v[130:131], v[40:41], v[132:133] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], v[130:131], v[42:43], v[132:133] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], v[130:131], v[44:45], v[132:133] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[130:131], v[46:47], v[132:133] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v32, v32
	v_exp_f32_e32 v33, v33
	v_exp_f32_e32 v34, v34
	v_exp_f32_e32 v35, v35
	v_exp_f32_e32 v36, v36
	v_exp_f32_e32 v37, v37
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v47, v47
	v_pk_fma_f32 v[48:49], v[130:131], v[48:49], v[132:133] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], v[130:131], v[50:51], v[132:133] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[52:53], v[130:131], v[52:53], v[132:133] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[54:55], v[130:131], v[54:55], v[132:133] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[56:57], v[130:131], v[56:57], v[132:133] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], v[130:131], v[58:59], v[132:133] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[60:61], v[130:131], v[60:61], v[132:133] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], v[130:131], v[62:63], v[132:133] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v48, v48
	v_exp_f32_e32 v49, v49
	v_exp_f32_e32 v50, v50
	v_exp_f32_e32 v51, v51
	v_exp_f32_e32 v52, v52
	v_exp_f32_e32 v53, v53
	v_exp_f32_e32 v54, v54
	v_exp_f32_e32 v55, v55
	ds_write_b32 v138, v140
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v138, v190
	v_exp_f32_e32 v56, v56
	v_exp_f32_e32 v57, v57
	v_exp_f32_e32 v58, v58
	v_exp_f32_e32 v59, v59
	v_exp_f32_e32 v60, v60
	v_exp_f32_e32 v61, v61
	v_exp_f32_e32 v62, v62
	v_exp_f32_e32 v63, v63
	v_cvt_f16_f32_e32 v141, v32
	v_cvt_f16_f32_e32 v190, v33
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_cvt_f16_f32_e32 v191, v34
	v_cvt_f16_f32_e32 v216, v35
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_cvt_f16_f32_e32 v217, v36
	v_cvt_f16_f32_e32 v218, v37
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[40:41], v[42:43]
	v_pk_add_f32 v[36:37], v[44:45], v[46:47]
	v_cvt_f16_f32_e32 v219, v38
	v_pk_add_f32 v[34:35], v[34:35], v[36:37]
	v_pk_add_f32 v[36:37], v[52:53], v[54:55]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[48:49], v[50:51]
	v_cvt_f16_f32_e32 v220, v39
	v_pk_add_f32 v[34:35], v[34:35], v[36:37]
	v_pk_add_f32 v[36:37], v[56:57], v[58:59]
	v_pk_add_f32 v[38:39], v[60:61], v[62:63]
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[16:17], v[16:17], v[138:139] op_sel_hi:[1,0]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
	v_pk_mul_f32 v[18:19], v[18:19], v[138:139] op_sel_hi:[1,0]
	v_pk_add_f32 v[34:35], v[34:35], v[36:37]
	v_pk_mul_f32 v[20:21], v[20:21], v[138:139] op_sel_hi:[1,0]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_mul_f32 v[22:23], v[22:23], v[138:139] op_sel_hi:[1,0]
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v155, v32
	v_pk_mul_f32 v[24:25], v[24:25], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[138:139] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v138, v32, v33
	v_cvt_f16_f32_e32 v221, v40
	v_cvt_f16_f32_e32 v222, v41
	v_cvt_f16_f32_e32 v223, v42
	v_cvt_f16_f32_e32 v224, v43
	v_cvt_f16_f32_e32 v225, v44
	v_cvt_f16_f32_e32 v226, v45
	v_cvt_f16_f32_e32 v227, v46
	v_cvt_f16_f32_e32 v228, v47
	v_cvt_f16_f32_e32 v229, v48
	v_cvt_f16_f32_e32 v230, v49
	v_cvt_f16_f32_e32 v231, v50
	v_cvt_f16_f32_e32 v232, v51
	v_cvt_f16_f32_e32 v233, v52
	v_cvt_f16_f32_e32 v234, v53
	v_cvt_f16_f32_e32 v235, v54
	v_cvt_f16_f32_e32 v236, v55
	v_cvt_f16_f32_e32 v237, v56
	v_cvt_f16_f32_e32 v238, v57
	v_cvt_f16_f32_e32 v239, v58
	v_cvt_f16_f32_e32 v240, v59
	v_cvt_f16_f32_e32 v241, v60
	v_cvt_f16_f32_e32 v242, v61
	v_cvt_f16_f32_e32 v243, v62
	v_cvt_f16_f32_e32 v244, v63
	v_fmac_f32_e32 v138, v167, v140
	buffer_load_dwordx4 v[32:35], v189, s[80:83], 0 offen
	buffer_load_dwordx4 v[36:39], v186, s[80:83], 0 offen
	buffer_load_dwordx4 v[40:43], v187, s[80:83], 0 offen
	buffer_load_dwordx4 v[44:47], v188, s[80:83], 0 offen
	ds_read2st64_b64 v[60:63], v178 offset1:16
	ds_read2st64_b64 v[186:189], v179 offset1:16
	ds_read2st64_b64 v[208:211], v180 offset1:16
	ds_read2st64_b64 v[178:181], v181 offset1:16
	ds_read2st64_b64 v[52:55], v182 offset1:16
	ds_read2st64_b64 v[48:51], v183 offset1:16
	ds_read2st64_b64 v[212:215], v184 offset1:16
	ds_read2st64_b64 v[56:59], v185 offset1:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v165, v141
	ds_write_b16 v165, v190 offset:128
	ds_write_b16 v165, v191 offset:256
	ds_write_b16 v165, v216 offset:384
	ds_write_b16 v165, v217 offset:1024
	ds_write_b16 v165, v218 offset:1152
	ds_write_b16 v165, v219 offset:1280
	ds_write_b16 v165, v220 offset:1408
	ds_write_b16 v165, v221 offset:2048
	ds_write_b16 v165, v222 offset:2176
	ds_write_b16 v165, v223 offset:2304
	ds_write_b16 v165, v224 offset:2432
	ds_write_b16 v165, v225 offset:3072
	ds_write_b16 v165, v226 offset:3200
	ds_write_b16 v165, v227 offset:3328
	ds_write_b16 v165, v228 offset:3456
	ds_write_b16 v165, v229 offset:4096
	ds_write_b16 v165, v230 offset:4224
	ds_write_b16 v165, v231 offset:4352
	ds_write_b16 v165, v232 offset:4480
	ds_write_b16 v165, v233 offset:5120
	ds_write_b16 v165, v234 offset:5248
	ds_write_b16 v165, v235 offset:5376
	ds_write_b16 v165, v236 offset:5504
	ds_write_b16 v165, v237 offset:6144
	ds_write_b16 v165, v238 offset:6272
	ds_write_b16 v165, v239 offset:6400
	ds_write_b16 v165, v240 offset:6528
	ds_write_b16 v165, v241 offset:7168
	ds_write_b16 v165, v242 offset:7296
	ds_write_b16 v165, v243 offset:7424
	ds_write_b16 v165, v244 offset:7552
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v140, v166
	ds_read_u16 v141, v166 offset:128
	v_mov_b32_e32 v168, v132
	v_mov_b32_e32 v167, v138
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v182, v141, v140, s29
	ds_read_u16 v140, v166 offset:256
	ds_read_u16 v141, v166 offset:384
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v183, v141, v140, s29
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[60:61], v[182:183], v[16:31]
	ds_read_u16 v60, v166 offset:1024
	ds_read_u16 v61, v166 offset:1152
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v60, v61, v60, s29
	ds_read_u16 v61, v166 offset:1280
	ds_read_u16 v140, v166 offset:1408
	v_mfma_f32_32x32x8_f16 v[0:15], v[188:189], v[182:183], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v61, v140, v61, s29
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[0:15], v[180:181], v[60:61], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[208:209], v[60:61], v[16:31]
	ds_read_u16 v60, v166 offset:2048
	ds_read_u16 v61, v166 offset:2176
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v60, v61, v60, s29
	ds_read_u16 v61, v166 offset:2304
	ds_read_u16 v140, v166 offset:2432
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v61, v140, v61, s29
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[186:187], v[60:61], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[60:61], v[0:15]
	ds_read_u16 v60, v166 offset:3072
	ds_read_u16 v61, v166 offset:3200
	ds_read_u16 v62, v166 offset:3328
	ds_read_u16 v63, v166 offset:3456
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v60, v61, v60, s29
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v61, v63, v62, s29
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[0:15], v[210:211], v[60:61], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[178:179], v[60:61], v[16:31]
	ds_read_u16 v60, v166 offset:4096
	ds_read_u16 v61, v166 offset:4224
	ds_read_u16 v62, v166 offset:4352
	ds_read_u16 v63, v166 offset:4480
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v60, v61, v60, s29
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v61, v63, v62, s29
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[52:53], v[60:61], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[214:215], v[60:61], v[0:15]
	ds_read_u16 v52, v166 offset:5120
	ds_read_u16 v53, v166 offset:5248
	ds_read_u16 v61, v166 offset:5376
	ds_read_u16 v62, v166 offset:5504
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v60, v53, v52, s29
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v61, v62, v61, s29
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[60:61], v[0:15]
	ds_read_u16 v52, v166 offset:6144
	ds_read_u16 v53, v166 offset:6272
	ds_read_u16 v58, v166 offset:6400
	ds_read_u16 v59, v166 offset:6528
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v52, v53, v52, s29
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v53, v59, v58, s29
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[60:61], v[16:31]
	ds_read_u16 v48, v166 offset:7168
	ds_read_u16 v49, v166 offset:7296
	ds_read_u16 v58, v166 offset:7424
	ds_read_u16 v59, v166 offset:7552
	s_waitcnt vmcnt(7)
	ds_write_b128 v177, v[192:195]
	s_waitcnt vmcnt(6)
	ds_write_b128 v177, v[196:199] offset:4096
	s_waitcnt vmcnt(5)
	ds_write_b128 v177, v[200:203] offset:8192
	s_waitcnt vmcnt(4)
	ds_write_b128 v177, v[204:207] offset:12288
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v48, v49, v48, s29
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v49, v59, v58, s29
	v_mfma_f32_32x32x8_f16 v[16:31], v[212:213], v[52:53], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[52:53], v[0:15]
	s_waitcnt vmcnt(0)
	v_perm_b32 v53, v45, v41, s29
	v_perm_b32 v52, v37, v33, s29
	v_perm_b32 v41, v45, v41, s30
	v_perm_b32 v45, v47, v43, s29
	v_perm_b32 v43, v47, v43, s30
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[48:49], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[48:49], v[0:15]
	v_perm_b32 v49, v44, v40, s29
	v_perm_b32 v48, v36, v32, s29
	v_perm_b32 v51, v44, v40, s30
	v_perm_b32 v50, v36, v32, s30
	v_perm_b32 v40, v37, v33, s30
	v_perm_b32 v33, v46, v42, s29
	v_perm_b32 v32, v38, v34, s29
	v_perm_b32 v37, v46, v42, s30
	v_perm_b32 v36, v38, v34, s30
	v_perm_b32 v44, v39, v35, s29
	v_perm_b32 v42, v39, v35, s30
	ds_write_b64 v169, v[48:49] offset:32768
	ds_write_b64 v170, v[50:51] offset:32896
	ds_write_b64 v171, v[52:53] offset:33024
	ds_write_b64 v172, v[40:41] offset:33152
	ds_write_b64 v173, v[32:33] offset:33280
	ds_write_b64 v174, v[36:37] offset:33408
	ds_write_b64 v175, v[44:45] offset:33536
	ds_write_b64 v176, v[42:43] offset:33664
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_3
.LBB0_1:
	v_mov_b32_e32 v1, 0
	s_movk_i32 s15, 0x4000
	s_mov_b32 s25, 0x8000
	s_mov_b32 s10, 0xc000
	v_mov_b32_e32 v132, 0xff800000
	v_mov_b32_e32 v138, 0
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v11, v1
	v_mov_b32_e32 v10, v1
	v_mov_b32_e32 v13, v1
	v_mov_b32_e32 v12, v1
	v_mov_b32_e32 v15, v1
	v_mov_b32_e32 v14, v1
	v_mov_b32_e32 v17, v1
	v_mov_b32_e32 v16, v1
	v_mov_b32_e32 v19, v1
	v_mov_b32_e32 v18, v1
	v_mov_b32_e32 v21, v1
	v_mov_b32_e32 v20, v1
	v_mov_b32_e32 v23, v1
	v_mov_b32_e32 v22, v1
	v_mov_b32_e32 v25, v1
	v_mov_b32_e32 v24, v1
	v_mov_b32_e32 v27, v1
	v_mov_b32_e32 v26, v1
	v_mov_b32_e32 v29, v1
	v_mov_b32_e32 v28, v1
	v_mov_b32_e32 v31, v1
	v_mov_b32_e32 v30, v1
.LBB0_3:                                ; %Flow1587
	s_load_dwordx2 s[28:29], s[0:1], 0x48
	s_load_dword s77, s[0:1], 0x50
	s_and_b64 s[0:1], s[12:13], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	v_or_b32_e32 v166, v125, v112
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_4
; %bb.5:
	v_add_u32_e32 v52, s26, v166
	ds_read2_b64 v[48:51], v52 offset1:2
	v_add_u32_e32 v112, 0x2000, v52
	ds_read2_b64 v[134:137], v112 offset1:2
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[70:71], 0
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[74:75], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[78:79], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[82:83], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[86:87], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[90:91], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[94:95], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[66:67], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[72:73], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[76:77], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[80:81], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[84:85], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[88:89], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[92:93], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[96:97], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[68:69], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[134:135], v[70:71], 0
	v_mfma_f32_32x32x8_f16 v[48:63], v[136:137], v[74:75], v[48:63]
	ds_read2_b64 v[134:137], v112 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[134:135], v[78:79], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[136:137], v[82:83], v[48:63]
	ds_read2_b64 v[134:137], v112 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[134:135], v[86:87], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[136:137], v[90:91], v[48:63]
	ds_read2_b64 v[134:137], v112 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[134:135], v[94:95], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[136:137], v[66:67], v[48:63]
	ds_read2_b64 v[134:137], v112 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[134:135], v[72:73], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[136:137], v[76:77], v[48:63]
	ds_read2_b64 v[134:137], v112 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[134:135], v[80:81], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[136:137], v[84:85], v[48:63]
	ds_read2_b64 v[134:137], v112 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[134:135], v[88:89], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[136:137], v[92:93], v[48:63]
	ds_read2_b64 v[134:137], v112 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[134:135], v[96:97], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[136:137], v[68:69], v[48:63]
	s_branch .LBB0_5
.LBB0_4:
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
.LBB0_5:
	v_max_f32_e32 v112, v33, v33
	v_max_f32_e32 v128, v32, v32
	v_max_f32_e32 v112, v128, v112
	v_max3_f32 v128, v35, v36, v37
	v_max3_f32 v131, v41, v42, v43
	v_max3_f32 v134, v44, v45, v46
	s_nop 3
	v_max3_f32 v135, v47, v48, v49
	v_max3_f32 v129, v38, v39, v40
	v_max3_f32 v136, v50, v51, v52
	v_max3_f32 v137, v53, v54, v55
	v_max3_f32 v140, v56, v57, v58
	v_max3_f32 v141, v59, v60, v61
	v_max3_f32 v112, v112, v34, v128
	v_max3_f32 v128, v131, v134, v135
	v_max3_f32 v131, v136, v137, v140
	v_max3_f32 v134, v141, v62, v63
	v_max3_f32 v112, v112, v129, v128
	v_max3_f32 v112, v112, v131, v134
	v_xor_b32_e32 v156, 0x80, v114
	ds_bpermute_b32 v114, v156, v112
	s_cmp_eq_u32 s23, 0
	s_cselect_b32 s0, 0, 0x1010
	v_mov_b32_e32 v157, 0x10000
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v114, v114, v114
	v_max_f32_e32 v112, v112, v114
	v_mul_f32_e32 v112, v130, v112
	v_max_f32_e32 v114, v132, v132
	v_max_f32_e32 v112, v114, v112
	v_pk_fma_f32 v[32:33], v[130:131], v[32:33], v[112:113] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], v[130:131], v[34:35], v[112:113] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], v[130:131], v[36:37], v[112:113] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[130:131], v[38:39], v[112:113] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], v[130:131], v[40:41], v[112:113] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], v[130:131], v[42:43], v[112:113] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], v[130:131], v[44:45], v[112:113] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[130:131], v[46:47], v[112:113] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], v[130:131], v[48:49], v[112:113] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], v[130:131], v[50:51], v[112:113] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[52:53], v[130:131], v[52:53], v[112:113] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[54:55], v[130:131], v[54:55], v[112:113] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[56:57], v[130:131], v[56:57], v[112:113] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], v[130:131], v[58:59], v[112:113] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[60:61], v[130:131], v[60:61], v[112:113] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], v[130:131], v[62:63], v[112:113] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v134, v32
	v_exp_f32_e32 v135, v33
	v_exp_f32_e32 v136, v34
	v_exp_f32_e32 v137, v35
	v_exp_f32_e32 v168, v36
	v_exp_f32_e32 v169, v37
	v_exp_f32_e32 v170, v38
	v_exp_f32_e32 v171, v39
	v_exp_f32_e32 v172, v40
	v_exp_f32_e32 v173, v41
	v_exp_f32_e32 v174, v42
	v_exp_f32_e32 v175, v43
	v_exp_f32_e32 v176, v44
	v_exp_f32_e32 v177, v45
	v_exp_f32_e32 v178, v46
	v_exp_f32_e32 v179, v47
	v_exp_f32_e32 v180, v48
	v_exp_f32_e32 v181, v49
	v_exp_f32_e32 v182, v50
	v_exp_f32_e32 v183, v51
	v_exp_f32_e32 v184, v52
	v_exp_f32_e32 v185, v53
	v_exp_f32_e32 v186, v54
	v_exp_f32_e32 v187, v55
	v_exp_f32_e32 v188, v56
	v_exp_f32_e32 v189, v57
	v_exp_f32_e32 v190, v58
	v_exp_f32_e32 v191, v59
	v_exp_f32_e32 v192, v60
	v_exp_f32_e32 v193, v61
	v_exp_f32_e32 v194, v62
	v_exp_f32_e32 v195, v63
	v_sub_f32_e32 v32, v132, v112
	v_exp_f32_e32 v128, v32
	v_pk_add_f32 v[32:33], v[134:135], v[136:137]
	v_pk_add_f32 v[34:35], v[168:169], v[170:171]
	v_pk_add_f32 v[36:37], v[172:173], v[174:175]
	v_pk_add_f32 v[38:39], v[176:177], v[178:179]
	v_pk_add_f32 v[40:41], v[180:181], v[182:183]
	v_pk_add_f32 v[42:43], v[184:185], v[186:187]
	v_pk_add_f32 v[44:45], v[188:189], v[190:191]
	v_pk_add_f32 v[46:47], v[192:193], v[194:195]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_cvt_f16_f32_e32 v155, v173
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_or_b32_e32 v34, s0, v125
	v_add_f32_e32 v129, v32, v33
	v_lshlrev_b32_e32 v32, 2, v245
	v_lshl_or_b32 v153, s23, 1, v32
	v_add_u32_e32 v33, 0x10000, v153
	v_or_b32_e32 v154, s89, v32
	ds_write_b32 v33, v128
	v_add_u32_e32 v32, 0x10000, v154
	v_mul_u32_u24_e32 v33, 0x88, v124
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v114, v32
	v_and_b32_e32 v32, 0x808, v127
	v_xor_b32_e32 v33, v34, v33
	v_xor_b32_e32 v158, v33, v32
	v_add_u32_e32 v32, s25, v158
	v_xor_b32_e32 v159, 16, v158
	ds_read2st64_b64 v[36:39], v32 offset1:16
	v_add_u32_e32 v32, s25, v159
	v_xor_b32_e32 v160, 32, v158
	ds_read2st64_b64 v[40:43], v32 offset1:16
	v_add_u32_e32 v32, s25, v160
	v_xor_b32_e32 v161, 48, v158
	ds_read2st64_b64 v[48:51], v32 offset1:16
	v_add_u32_e32 v32, s25, v161
	v_xor_b32_e32 v162, 64, v158
	ds_read2st64_b64 v[52:55], v32 offset1:16
	v_add_u32_e32 v32, s25, v162
	v_xor_b32_e32 v163, 0x50, v158
	v_xor_b32_e32 v164, 0x60, v158
	v_xor_b32_e32 v165, 0x70, v158
	ds_read2st64_b64 v[44:47], v32 offset1:16
	v_add_u32_e32 v32, s25, v163
	v_add_u32_e32 v56, s25, v164
	v_add_u32_e32 v60, s25, v165
	ds_bpermute_b32 v131, v156, v129
	ds_read2st64_b64 v[32:35], v32 offset1:16
	ds_read2st64_b64 v[56:59], v56 offset1:16
	ds_read2st64_b64 v[60:63], v60 offset1:16
	v_cvt_f16_f32_e32 v124, v134
	v_cvt_f16_f32_e32 v125, v135
	s_lshr_b32 s25, s89, 1
	v_cvt_f16_f32_e32 v127, v136
	v_cvt_f16_f32_e32 v135, v168
	v_cvt_f16_f32_e32 v168, v175
	v_cvt_f16_f32_e32 v175, v182
	v_cvt_f16_f32_e32 v182, v189
	v_lshl_add_u32 v189, v113, 4, v157
	s_and_b64 s[0:1], s[12:13], exec
	v_cvt_f16_f32_e32 v134, v137
	v_add3_u32 v157, v189, s23, v126
	s_cselect_b32 s0, 1, 0
	v_cvt_f16_f32_e32 v136, v169
	v_cvt_f16_f32_e32 v137, v170
	v_cvt_f16_f32_e32 v140, v171
	v_cvt_f16_f32_e32 v141, v172
	v_cvt_f16_f32_e32 v167, v174
	v_cvt_f16_f32_e32 v169, v176
	v_cvt_f16_f32_e32 v170, v177
	v_cvt_f16_f32_e32 v171, v178
	v_cvt_f16_f32_e32 v172, v179
	v_cvt_f16_f32_e32 v173, v180
	v_cvt_f16_f32_e32 v174, v181
	v_cvt_f16_f32_e32 v176, v183
	v_cvt_f16_f32_e32 v177, v184
	v_cvt_f16_f32_e32 v178, v185
	v_cvt_f16_f32_e32 v179, v186
	v_cvt_f16_f32_e32 v180, v187
	v_cvt_f16_f32_e32 v181, v188
	v_cvt_f16_f32_e32 v183, v190
	v_cvt_f16_f32_e32 v184, v191
	v_cvt_f16_f32_e32 v185, v192
	v_cvt_f16_f32_e32 v186, v193
	v_cvt_f16_f32_e32 v187, v194
	v_cvt_f16_f32_e32 v188, v195
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v157, v124
	ds_write_b16 v157, v125 offset:128
	ds_write_b16 v157, v127 offset:256
	ds_write_b16 v157, v134 offset:384
	ds_write_b16 v157, v135 offset:1024
	ds_write_b16 v157, v136 offset:1152
	ds_write_b16 v157, v137 offset:1280
	ds_write_b16 v157, v140 offset:1408
	ds_write_b16 v157, v141 offset:2048
	ds_write_b16 v157, v155 offset:2176
	ds_write_b16 v157, v167 offset:2304
	ds_write_b16 v157, v168 offset:2432
	ds_write_b16 v157, v169 offset:3072
	ds_write_b16 v157, v170 offset:3200
	ds_write_b16 v157, v171 offset:3328
	ds_write_b16 v157, v172 offset:3456
	ds_write_b16 v157, v173 offset:4096
	ds_write_b16 v157, v174 offset:4224
	ds_write_b16 v157, v175 offset:4352
	ds_write_b16 v157, v176 offset:4480
	ds_write_b16 v157, v177 offset:5120
	ds_write_b16 v157, v178 offset:5248
	ds_write_b16 v157, v179 offset:5376
	ds_write_b16 v157, v180 offset:5504
	ds_write_b16 v157, v181 offset:6144
	ds_write_b16 v157, v182 offset:6272
	ds_write_b16 v157, v183 offset:6400
	ds_write_b16 v157, v184 offset:6528
	ds_write_b16 v157, v185 offset:7168
	ds_write_b16 v157, v186 offset:7296
	ds_write_b16 v157, v187 offset:7424
	ds_write_b16 v157, v188 offset:7552
	s_cmp_lg_u32 s0, 1
	v_add3_u32 v155, v189, s25, v126
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_6
; %bb.8:
	ds_read_u16 v124, v155 offset:384
	ds_read_u16 v125, v155 offset:256
	ds_read_u16 v126, v155 offset:128
	ds_read_u16 v127, v155
	s_mov_b32 s0, 0x5040100
	v_pk_mul_f32 v[30:31], v[30:31], v[114:115] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[114:115] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[114:115] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[114:115] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[114:115] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[114:115] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[114:115] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[114:115] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v125, v124, v125, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v124, v126, v127, s0
	v_pk_mul_f32 v[14:15], v[14:15], v[114:115] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[114:115] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[114:115] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[114:115] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[114:115] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[114:115] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[114:115] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[114:115] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[16:31], v[36:37], v[124:125], v[16:31]
	ds_read_u16 v36, v155 offset:1408
	ds_read_u16 v37, v155 offset:1280
	ds_read_u16 v126, v155 offset:1152
	ds_read_u16 v127, v155 offset:1024
	v_mov_b32_e32 v132, v112
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v37, v36, v37, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v36, v126, v127, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[124:125], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[36:37], v[16:31]
	ds_read_u16 v40, v155 offset:2432
	ds_read_u16 v41, v155 offset:2304
	ds_read_u16 v126, v155 offset:2176
	ds_read_u16 v127, v155 offset:2048
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v41, v40, v41, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v40, v126, v127, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[36:37], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[40:41], v[16:31]
	ds_read_u16 v48, v155 offset:3456
	ds_read_u16 v49, v155 offset:3328
	ds_read_u16 v126, v155 offset:3200
	ds_read_u16 v127, v155 offset:3072
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v49, v48, v49, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v48, v126, v127, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[40:41], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[52:53], v[48:49], v[16:31]
	ds_read_u16 v52, v155 offset:4480
	ds_read_u16 v53, v155 offset:4352
	ds_read_u16 v126, v155 offset:4224
	ds_read_u16 v127, v155 offset:4096
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v53, v52, v53, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v52, v126, v127, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[48:49], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[52:53], v[16:31]
	ds_read_u16 v44, v155 offset:5504
	ds_read_u16 v45, v155 offset:5376
	ds_read_u16 v126, v155 offset:5248
	ds_read_u16 v127, v155 offset:5120
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v45, v44, v45, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v44, v126, v127, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[52:53], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[32:33], v[44:45], v[16:31]
	ds_read_u16 v32, v155 offset:6528
	ds_read_u16 v33, v155 offset:6400
	ds_read_u16 v126, v155 offset:6272
	ds_read_u16 v127, v155 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v33, v32, v33, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v32, v126, v127, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[44:45], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[32:33], v[16:31]
	ds_read_u16 v56, v155 offset:7552
	ds_read_u16 v57, v155 offset:7424
	ds_read_u16 v126, v155 offset:7296
	ds_read_u16 v127, v155 offset:7168
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v57, v56, v57, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v56, v126, v127, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[32:33], v[0:15]
	v_add_f32_e32 v32, v129, v131
	v_fmac_f32_e32 v32, v138, v128
	v_mov_b32_e32 v138, v32
	v_mfma_f32_32x32x8_f16 v[16:31], v[60:61], v[56:57], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[56:57], v[0:15]
.LBB0_6:
	s_or_b32 s12, s86, 63
	s_cmpk_gt_i32 s12, 0x7f
	s_cselect_b64 s[0:1], -1, 0
	s_cmpk_lt_i32 s12, 0x80
	v_mov_b32_e32 v131, v130
	s_cbranch_scc1 .LBB0_7
; %bb.10:
	v_add_u32_e32 v52, s15, v166
	ds_read2_b64 v[48:51], v52 offset1:2
	v_add_u32_e32 v112, 0x2000, v52
	ds_read2_b64 v[124:127], v112 offset1:2
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[70:71], 0
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[74:75], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[78:79], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[82:83], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[86:87], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[90:91], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[94:95], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[66:67], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[72:73], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[76:77], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[80:81], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[84:85], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[88:89], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[92:93], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[96:97], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[68:69], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[124:125], v[70:71], 0
	v_mfma_f32_32x32x8_f16 v[48:63], v[126:127], v[74:75], v[48:63]
	ds_read2_b64 v[124:127], v112 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[124:125], v[78:79], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[126:127], v[82:83], v[48:63]
	ds_read2_b64 v[124:127], v112 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[124:125], v[86:87], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[126:127], v[90:91], v[48:63]
	ds_read2_b64 v[124:127], v112 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[124:125], v[94:95], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[126:127], v[66:67], v[48:63]
	ds_read2_b64 v[124:127], v112 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[124:125], v[72:73], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[126:127], v[76:77], v[48:63]
	ds_read2_b64 v[124:127], v112 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[124:125], v[80:81], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[126:127], v[84:85], v[48:63]
	ds_read2_b64 v[124:127], v112 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[124:125], v[88:89], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[126:127], v[92:93], v[48:63]
	ds_read2_b64 v[124:127], v112 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[124:125], v[96:97], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[126:127], v[68:69], v[48:63]
	s_branch .LBB0_8
.LBB0_7:
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
.LBB0_8:
	v_max_f32_e32 v112, v33, v33
	v_max_f32_e32 v114, v32, v32
	v_max_f32_e32 v112, v114, v112
	v_max3_f32 v114, v35, v36, v37
	v_max3_f32 v125, v41, v42, v43
	v_max3_f32 v126, v44, v45, v46
	s_nop 3
	v_max3_f32 v127, v47, v48, v49
	v_max3_f32 v124, v38, v39, v40
	v_max3_f32 v128, v50, v51, v52
	v_max3_f32 v129, v53, v54, v55
	v_max3_f32 v134, v56, v57, v58
	v_max3_f32 v135, v59, v60, v61
	v_max3_f32 v112, v112, v34, v114
	v_max3_f32 v114, v125, v126, v127
	v_max3_f32 v125, v128, v129, v134
	v_max3_f32 v126, v135, v62, v63
	v_max3_f32 v112, v112, v124, v114
	v_max3_f32 v112, v112, v125, v126
	ds_bpermute_b32 v114, v156, v112
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b64 s[0:1], s[0:1], exec
	v_max_f32_e32 v114, v114, v114
	v_max_f32_e32 v112, v112, v114
	v_mul_f32_e32 v112, v130, v112
	v_max_f32_e32 v114, v132, v132
	v_max_f32_e32 v112, v114, v112
	v_pk_fma_f32 v[32:33], v[130:131], v[32:33], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], v[130:131], v[34:35], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], v[130:131], v[36:37], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[130:131], v[38:39], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], v[130:131], v[40:41], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], v[130:131], v[42:43], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], v[130:131], v[44:45], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[130:131], v[46:47], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], v[130:131], v[48:49], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], v[130:131], v[50:51], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[52:53], v[130:131], v[52:53], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[54:55], v[130:131], v[54:55], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[56:57], v[130:131], v[56:57], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], v[130:131], v[58:59], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[60:61], v[130:131], v[60:61], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], v[130:131], v[62:63], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v128, v32
	v_exp_f32_e32 v129, v33
	v_exp_f32_e32 v134, v34
	v_exp_f32_e32 v135, v35
	v_exp_f32_e32 v136, v36
	v_exp_f32_e32 v137, v37
	v_exp_f32_e32 v168, v38
	v_exp_f32_e32 v169, v39
	v_exp_f32_e32 v170, v40
	v_exp_f32_e32 v171, v41
	v_exp_f32_e32 v172, v42
	v_exp_f32_e32 v173, v43
	v_exp_f32_e32 v174, v44
	v_exp_f32_e32 v175, v45
	v_exp_f32_e32 v176, v46
	v_exp_f32_e32 v177, v47
	v_exp_f32_e32 v178, v48
	v_exp_f32_e32 v179, v49
	v_exp_f32_e32 v180, v50
	v_exp_f32_e32 v181, v51
	v_exp_f32_e32 v182, v52
	v_exp_f32_e32 v183, v53
	v_exp_f32_e32 v184, v54
	v_exp_f32_e32 v185, v55
	v_exp_f32_e32 v186, v56
	v_exp_f32_e32 v187, v57
	v_exp_f32_e32 v188, v58
	v_exp_f32_e32 v189, v59
	v_exp_f32_e32 v190, v60
	v_exp_f32_e32 v191, v61
	v_exp_f32_e32 v192, v62
	v_exp_f32_e32 v193, v63
	v_sub_f32_e32 v32, v132, v112
	v_exp_f32_e32 v124, v32
	v_pk_add_f32 v[32:33], v[128:129], v[134:135]
	v_pk_add_f32 v[34:35], v[136:137], v[168:169]
	v_pk_add_f32 v[36:37], v[170:171], v[172:173]
	v_pk_add_f32 v[38:39], v[174:175], v[176:177]
	v_pk_add_f32 v[40:41], v[178:179], v[180:181]
	v_pk_add_f32 v[42:43], v[182:183], v[184:185]
	v_pk_add_f32 v[44:45], v[186:187], v[188:189]
	v_pk_add_f32 v[46:47], v[190:191], v[192:193]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_add_u32_e32 v56, s10, v164
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_add_u32_e32 v60, s10, v165
	v_add_f32_e32 v125, v32, v33
	v_add_u32_e32 v32, 0x10000, v153
	ds_write_b32 v32, v124
	v_add_u32_e32 v32, 0x10000, v154
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v114, v32
	v_add_u32_e32 v32, s10, v158
	ds_read2st64_b64 v[36:39], v32 offset1:16
	v_add_u32_e32 v32, s10, v159
	ds_read2st64_b64 v[40:43], v32 offset1:16
	v_add_u32_e32 v32, s10, v160
	ds_read2st64_b64 v[48:51], v32 offset1:16
	v_add_u32_e32 v32, s10, v161
	ds_read2st64_b64 v[52:55], v32 offset1:16
	v_add_u32_e32 v32, s10, v162
	ds_read2st64_b64 v[44:47], v32 offset1:16
	v_add_u32_e32 v32, s10, v163
	ds_bpermute_b32 v126, v156, v125
	ds_read2st64_b64 v[32:35], v32 offset1:16
	ds_read2st64_b64 v[56:59], v56 offset1:16
	ds_read2st64_b64 v[60:63], v60 offset1:16
	v_cvt_f16_f32_e32 v127, v128
	v_cvt_f16_f32_e32 v128, v129
	v_cvt_f16_f32_e32 v129, v134
	s_cselect_b32 s0, 1, 0
	v_cvt_f16_f32_e32 v131, v135
	s_cmp_lg_u32 s0, 1
	v_cvt_f16_f32_e32 v134, v136
	v_cvt_f16_f32_e32 v135, v137
	v_cvt_f16_f32_e32 v136, v168
	v_cvt_f16_f32_e32 v137, v169
	v_cvt_f16_f32_e32 v140, v170
	v_cvt_f16_f32_e32 v141, v171
	v_cvt_f16_f32_e32 v167, v172
	v_cvt_f16_f32_e32 v168, v173
	v_cvt_f16_f32_e32 v169, v174
	v_cvt_f16_f32_e32 v170, v175
	v_cvt_f16_f32_e32 v171, v176
	v_cvt_f16_f32_e32 v172, v177
	v_cvt_f16_f32_e32 v173, v178
	v_cvt_f16_f32_e32 v174, v179
	v_cvt_f16_f32_e32 v175, v180
	v_cvt_f16_f32_e32 v176, v181
	v_cvt_f16_f32_e32 v177, v182
	v_cvt_f16_f32_e32 v178, v183
	v_cvt_f16_f32_e32 v179, v184
	v_cvt_f16_f32_e32 v180, v185
	v_cvt_f16_f32_e32 v181, v186
	v_cvt_f16_f32_e32 v182, v187
	v_cvt_f16_f32_e32 v183, v188
	v_cvt_f16_f32_e32 v184, v189
	v_cvt_f16_f32_e32 v185, v190
	v_cvt_f16_f32_e32 v186, v191
	v_cvt_f16_f32_e32 v187, v192
	v_cvt_f16_f32_e32 v188, v193
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v157, v127
	ds_write_b16 v157, v128 offset:128
	ds_write_b16 v157, v129 offset:256
	ds_write_b16 v157, v131 offset:384
	ds_write_b16 v157, v134 offset:1024
	ds_write_b16 v157, v135 offset:1152
	ds_write_b16 v157, v136 offset:1280
	ds_write_b16 v157, v137 offset:1408
	ds_write_b16 v157, v140 offset:2048
	ds_write_b16 v157, v141 offset:2176
	ds_write_b16 v157, v167 offset:2304
	ds_write_b16 v157, v168 offset:2432
	ds_write_b16 v157, v169 offset:3072
	ds_write_b16 v157, v170 offset:3200
	ds_write_b16 v157, v171 offset:3328
	ds_write_b16 v157, v172 offset:3456
	ds_write_b16 v157, v173 offset:4096
	ds_write_b16 v157, v174 offset:4224
	ds_write_b16 v157, v175 offset:4352
	ds_write_b16 v157, v176 offset:4480
	ds_write_b16 v157, v177 offset:5120
	ds_write_b16 v157, v178 offset:5248
	ds_write_b16 v157, v179 offset:5376
	ds_write_b16 v157, v180 offset:5504
	ds_write_b16 v157, v181 offset:6144
	ds_write_b16 v157, v182 offset:6272
	ds_write_b16 v157, v183 offset:6400
	ds_write_b16 v157, v184 offset:6528
	ds_write_b16 v157, v185 offset:7168
	ds_write_b16 v157, v186 offset:7296
	ds_write_b16 v157, v187 offset:7424
	ds_write_b16 v157, v188 offset:7552
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_9
; %bb.13:
	ds_read_u16 v127, v155 offset:384
	ds_read_u16 v128, v155 offset:256
	ds_read_u16 v131, v155 offset:128
	ds_read_u16 v132, v155
	s_mov_b32 s0, 0x5040100
	v_pk_mul_f32 v[30:31], v[30:31], v[114:115] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[114:115] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[114:115] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[114:115] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[114:115] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[114:115] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[114:115] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[114:115] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v129, v127, v128, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v128, v131, v132, s0
	v_pk_mul_f32 v[14:15], v[14:15], v[114:115] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[114:115] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[114:115] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[114:115] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[114:115] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[114:115] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[114:115] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[114:115] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[16:31], v[36:37], v[128:129], v[16:31]
	ds_read_u16 v36, v155 offset:1408
	ds_read_u16 v37, v155 offset:1280
	ds_read_u16 v127, v155 offset:1152
	ds_read_u16 v131, v155 offset:1024
	v_mov_b32_e32 v132, v112
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v37, v36, v37, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v36, v127, v131, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[128:129], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[36:37], v[16:31]
	ds_read_u16 v40, v155 offset:2432
	ds_read_u16 v41, v155 offset:2304
	ds_read_u16 v127, v155 offset:2176
	ds_read_u16 v131, v155 offset:2048
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v41, v40, v41, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v40, v127, v131, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[36:37], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[40:41], v[16:31]
	ds_read_u16 v48, v155 offset:3456
	ds_read_u16 v49, v155 offset:3328
	ds_read_u16 v127, v155 offset:3200
	ds_read_u16 v131, v155 offset:3072
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v49, v48, v49, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v48, v127, v131, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[40:41], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[52:53], v[48:49], v[16:31]
	ds_read_u16 v52, v155 offset:4480
	ds_read_u16 v53, v155 offset:4352
	ds_read_u16 v127, v155 offset:4224
	ds_read_u16 v131, v155 offset:4096
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v53, v52, v53, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v52, v127, v131, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[48:49], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[52:53], v[16:31]
	ds_read_u16 v44, v155 offset:5504
	ds_read_u16 v45, v155 offset:5376
	ds_read_u16 v127, v155 offset:5248
	ds_read_u16 v131, v155 offset:5120
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v45, v44, v45, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v44, v127, v131, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[52:53], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[32:33], v[44:45], v[16:31]
	ds_read_u16 v32, v155 offset:6528
	ds_read_u16 v33, v155 offset:6400
	ds_read_u16 v127, v155 offset:6272
	ds_read_u16 v131, v155 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v33, v32, v33, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v32, v127, v131, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[44:45], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[32:33], v[16:31]
	ds_read_u16 v56, v155 offset:7552
	ds_read_u16 v57, v155 offset:7424
	ds_read_u16 v127, v155 offset:7296
	ds_read_u16 v131, v155 offset:7168
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v57, v56, v57, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v56, v127, v131, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[32:33], v[0:15]
	v_add_f32_e32 v32, v125, v126
	v_fmac_f32_e32 v32, v138, v124
	v_mov_b32_e32 v138, v32
	v_mfma_f32_32x32x8_f16 v[16:31], v[60:61], v[56:57], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[56:57], v[0:15]
.LBB0_9:
	s_sub_i32 s0, s22, s16
	s_lshr_b32 s94, s23, 1
	s_lshl_b32 s97, s0, 6
	s_mul_i32 s0, s86, s24
	s_or_b32 s12, s86, s94
	s_add_i32 s10, s17, s0
	s_cmp_gt_i32 s97, s86
	s_cselect_b64 s[16:17], -1, 0
	v_add_lshl_u32 v32, s10, v102, 1
	v_bfrev_b32_e32 v48, 1
	s_and_b64 s[0:1], s[16:17], s[20:21]
	v_cndmask_b32_e64 v32, v48, v32, s[0:1]
	v_add_lshl_u32 v33, s10, v100, 1
	s_and_b64 vcc, s[16:17], vcc
	v_cndmask_b32_e32 v33, v48, v33, vcc
	buffer_load_dwordx4 v[124:127], v32, s[4:7], 0 offen
	buffer_load_dwordx4 v[134:137], v33, s[4:7], 0 offen
	v_add_lshl_u32 v32, s10, v98, 1
	s_and_b64 vcc, s[16:17], s[2:3]
	v_cndmask_b32_e32 v32, v48, v32, vcc
	v_add_lshl_u32 v33, s10, v64, 1
	s_and_b64 vcc, s[16:17], s[18:19]
	v_cndmask_b32_e32 v33, v48, v33, vcc
	buffer_load_dwordx4 v[186:189], v32, s[4:7], 0 offen
	buffer_load_dwordx4 v[190:193], v33, s[4:7], 0 offen
	v_or_b32_e32 v32, s86, v144
	s_mul_i32 s0, s86, s27
	v_cmp_gt_i32_e32 vcc, s85, v32
	s_add_i32 s13, s11, s0
	s_and_b64 vcc, s[16:17], vcc
	s_add_i32 s15, s14, 0xc0
	v_add_lshl_u32 v32, s13, v106, 1
	v_add_lshl_u32 v33, v104, s13, 1
	v_add_lshl_u32 v40, v110, s13, 1
	v_add_lshl_u32 v41, v108, s13, 1
	s_cmp_lt_i32 s15, s97
	v_or_b32_e32 v49, s15, v139
	v_cndmask_b32_e32 v32, v48, v32, vcc
	v_cndmask_b32_e32 v36, v48, v33, vcc
	v_cndmask_b32_e32 v40, v48, v40, vcc
	v_cndmask_b32_e32 v44, v48, v41, vcc
	s_cselect_b64 s[16:17], -1, 0
	v_add_u32_e32 v198, s10, v65
	v_or_b32_e32 v50, s15, v254
	v_cmp_gt_i32_e32 vcc, s85, v49
	v_add_u32_e32 v199, s10, v117
	v_or_b32_e32 v51, s15, v133
	v_cmp_gt_i32_e64 s[0:1], s85, v50
	v_lshlrev_b32_e32 v49, 1, v198
	s_and_b64 vcc, s[16:17], vcc
	v_add_u32_e32 v200, s10, v118
	v_or_b32_e32 v52, s15, v142
	v_cmp_gt_i32_e64 s[2:3], s85, v51
	v_cndmask_b32_e32 v49, v48, v49, vcc
	v_lshlrev_b32_e32 v50, 1, v199
	s_and_b64 vcc, s[16:17], s[0:1]
	v_add_u32_e32 v201, s10, v119
	v_cmp_gt_i32_e64 s[10:11], s85, v52
	v_cndmask_b32_e32 v50, v48, v50, vcc
	buffer_load_dwordx4 v[194:197], v49, s[4:7], 0 offen
	buffer_load_dwordx4 v[206:209], v50, s[4:7], 0 offen
	v_lshlrev_b32_e32 v49, 1, v200
	s_and_b64 vcc, s[16:17], s[2:3]
	v_cndmask_b32_e32 v49, v48, v49, vcc
	v_lshlrev_b32_e32 v50, 1, v201
	s_and_b64 vcc, s[16:17], s[10:11]
	s_mov_b32 s82, s6
	s_mov_b32 s83, s7
	v_cndmask_b32_e32 v50, v48, v50, vcc
	buffer_load_dwordx4 v[210:213], v49, s[4:7], 0 offen
	buffer_load_dwordx4 v[214:217], v50, s[4:7], 0 offen
	v_or_b32_e32 v49, s15, v144
	buffer_load_dwordx4 v[32:35], v32, s[80:83], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[36:39], v36, s[80:83], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[40:43], v40, s[80:83], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[44:47], v44, s[80:83], 0 offen
	v_add_u32_e32 v202, s13, v120
	v_cmp_gt_i32_e32 vcc, s85, v49
	v_add_u32_e32 v203, s13, v121
	v_lshlrev_b32_e32 v49, 1, v202
	s_and_b64 vcc, s[16:17], vcc
	v_add_u32_e32 v204, s13, v122
	v_add_u32_e32 v205, s13, v123
	v_cndmask_b32_e32 v56, v48, v49, vcc
	v_lshlrev_b32_e32 v49, 1, v203
	v_cndmask_b32_e32 v60, v48, v49, vcc
	v_lshlrev_b32_e32 v49, 1, v204
	v_lshlrev_b32_e32 v50, 1, v205
	v_cndmask_b32_e32 v49, v48, v49, vcc
	v_cndmask_b32_e32 v52, v48, v50, vcc
	buffer_load_dwordx4 v[48:51], v49, s[80:83], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[52:55], v52, s[80:83], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[56:59], v56, s[80:83], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[60:63], v60, s[80:83], 0 offen
	s_mov_b32 s0, 0x5040100
	v_lshrrev_b32_e32 v64, 3, v113
	s_mov_b32 s1, 0x7060302
	s_add_i32 s95, s14, 64
	v_or_b32_e32 v65, 1, v64
	v_or_b32_e32 v181, 3, v64
	v_or_b32_e32 v175, 2, v64
	v_or_b32_e32 v178, 11, v64
	v_or_b32_e32 v180, 10, v64
	v_or_b32_e32 v183, 9, v64
	v_or_b32_e32 v184, 8, v64
	v_or_b32_e32 v174, 24, v64
	v_or_b32_e32 v177, 19, v64
	v_or_b32_e32 v179, 18, v64
	v_or_b32_e32 v182, 17, v64
	v_or_b32_e32 v170, 41, v64
	v_or_b32_e32 v172, 40, v64
	v_or_b32_e32 v173, 35, v64
	v_or_b32_e32 v176, 34, v64
	v_or_b32_e32 v167, 58, v64
	v_or_b32_e32 v168, 57, v64
	v_or_b32_e32 v169, 56, v64
	v_or_b32_e32 v171, 51, v64
	s_cmp_lt_i32 s86, s95
	s_waitcnt vmcnt(15)
	ds_write_b128 v99, v[124:127]
	s_waitcnt vmcnt(14)
	ds_write_b128 v99, v[134:137] offset:4096
	s_waitcnt vmcnt(13)
	ds_write_b128 v99, v[186:189] offset:8192
	s_waitcnt vmcnt(12)
	ds_write_b128 v99, v[190:193] offset:12288
	s_waitcnt vmcnt(11)
	ds_write_b128 v99, v[194:197] offset:16384
	s_waitcnt vmcnt(10)
	ds_write_b128 v99, v[206:209] offset:20480
	s_waitcnt vmcnt(9)
	ds_write_b128 v99, v[210:213] offset:24576
	s_waitcnt vmcnt(8)
	ds_write_b128 v99, v[214:217] offset:28672
	s_waitcnt vmcnt(6)
	v_perm_b32 v112, v36, v32, s0
	s_waitcnt vmcnt(4)
	v_perm_b32 v113, v44, v40, s0
	ds_write_b64 v101, v[112:113] offset:32768
	v_perm_b32 v113, v44, v40, s1
	v_perm_b32 v112, v36, v32, s1
	ds_write_b64 v103, v[112:113] offset:32896
	v_perm_b32 v113, v45, v41, s0
	v_perm_b32 v112, v37, v33, s0
	v_perm_b32 v41, v45, v41, s1
	v_perm_b32 v40, v37, v33, s1
	v_perm_b32 v33, v46, v42, s0
	v_perm_b32 v32, v38, v34, s0
	ds_write_b64 v105, v[112:113] offset:33024
	ds_write_b64 v107, v[40:41] offset:33152
	ds_write_b64 v109, v[32:33] offset:33280
	v_perm_b32 v33, v46, v42, s1
	v_perm_b32 v32, v38, v34, s1
	ds_write_b64 v111, v[32:33] offset:33408
	v_perm_b32 v33, v47, v43, s0
	v_perm_b32 v32, v39, v35, s0
	ds_write_b64 v115, v[32:33] offset:33536
	v_perm_b32 v32, v39, v35, s1
	s_waitcnt vmcnt(2)
	v_perm_b32 v35, v52, v48, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v34, v60, v56, s0
	ds_write_b64 v101, v[34:35] offset:49152
	v_perm_b32 v35, v52, v48, s1
	v_perm_b32 v34, v60, v56, s1
	ds_write_b64 v103, v[34:35] offset:49280
	v_perm_b32 v35, v53, v49, s0
	v_perm_b32 v34, v61, v57, s0
	ds_write_b64 v105, v[34:35] offset:49408
	v_perm_b32 v35, v53, v49, s1
	v_perm_b32 v34, v61, v57, s1
	ds_write_b64 v107, v[34:35] offset:49536
	v_perm_b32 v35, v54, v50, s0
	v_perm_b32 v34, v62, v58, s0
	ds_write_b64 v109, v[34:35] offset:49664
	v_perm_b32 v35, v54, v50, s1
	v_perm_b32 v34, v62, v58, s1
	ds_write_b64 v111, v[34:35] offset:49792
	v_perm_b32 v35, v55, v51, s0
	v_perm_b32 v34, v63, v59, s0
	v_perm_b32 v33, v47, v43, s1
	ds_write_b64 v115, v[34:35] offset:49920
	v_perm_b32 v35, v55, v51, s1
	v_perm_b32 v34, v63, v59, s1
	v_add_u32_e32 v36, 0x180, v116
	ds_write2st64_b64 v36, v[32:33], v[34:35] offset0:65 offset1:97
	s_cbranch_scc1 .LBB0_10
; %bb.15:                               ; %.._crit_edge649_crit_edge
	s_mov_b64 s[0:1], 0
	s_branch .LBB0_11
.LBB0_10:
	s_mov_b64 s[0:1], -1
.LBB0_11:                               ; %Flow
	s_and_b64 s[0:1], s[0:1], exec
                                        ; implicit-def: $vgpr255 : SGPR spill to VGPR lane
	s_cselect_b32 s0, 1, 0
	v_writelane_b32 v255, s28, 0
	v_or_b32_e32 v197, 16, v64
	v_or_b32_e32 v192, 25, v64
	v_or_b32_e32 v193, 26, v64
	v_or_b32_e32 v194, 27, v64
	v_or_b32_e32 v195, 32, v64
	v_or_b32_e32 v196, 33, v64
	v_or_b32_e32 v187, 42, v64
	v_or_b32_e32 v188, 43, v64
	v_or_b32_e32 v189, 48, v64
	v_or_b32_e32 v190, 49, v64
	v_or_b32_e32 v191, 50, v64
	v_or_b32_e32 v186, 59, v64
	v_or_b32_e32 v185, s12, v245
	s_cmp_lg_u32 s0, 1
	s_mov_b32 s87, 1
	v_writelane_b32 v255, s29, 1
	s_cbranch_scc1 .LBB0_12
; %bb.18:                               ; %.lr.ph648.preheader
	v_writelane_b32 v255, s77, 2
	v_writelane_b32 v255, s35, 3
	v_accvgpr_write_b32 a0, v245
	v_mov_b32_e32 v134, v130
	v_mov_b32_e32 v135, v130
	s_mov_b32 s78, 0
	s_movk_i32 s99, 0x4000
	s_mov_b32 s96, 0x8000
	s_mov_b32 s98, 0xc000
	v_mov_b32_e32 v136, v130
	v_mov_b32_e32 v137, v130
	s_mov_b32 s90, 0x5040100
	s_mov_b32 s91, 0x7060302
	v_bfrev_b32_e32 v206, 1
	v_mov_b32_e32 v207, 0xc9742400
	s_mov_b32 s82, s6
	s_mov_b32 s83, s7
	s_mov_b32 s33, s86
.LBB0_13:                               ; %.lr.ph648
                                        ; =>This Inner Loop Header: Depth=1
	s_add_i32 s79, s33, 0x80
	v_add_u32_e32 v198, s92, v198
	v_or_b32_e32 v32, s79, v139
	v_add_u32_e32 v199, s92, v199
	v_or_b32_e32 v33, s79, v254
	v_lshlrev_b32_e32 v36, 1, v198
	v_cmp_gt_i32_e32 vcc, s85, v32
	v_add_u32_e32 v200, s92, v200
	v_or_b32_e32 v34, s79, v133
	v_lshlrev_b32_e32 v37, 1, v199
	v_cndmask_b32_e32 v32, v206, v36, vcc
	v_cmp_gt_i32_e32 vcc, s85, v33
	v_add_u32_e32 v201, s92, v201
	v_or_b32_e32 v35, s79, v142
	v_lshlrev_b32_e32 v38, 1, v200
	v_cndmask_b32_e32 v33, v206, v37, vcc
	v_cmp_gt_i32_e32 vcc, s85, v34
	v_lshlrev_b32_e32 v39, 1, v201
	v_add_u32_e32 v102, s78, v166
	v_cndmask_b32_e32 v34, v206, v38, vcc
	v_cmp_gt_i32_e32 vcc, s85, v35
	v_add_u32_e32 v131, 0x2000, v102
	v_or_b32_e32 v141, s33, v196
	v_cndmask_b32_e32 v35, v206, v39, vcc
	buffer_load_dwordx4 v[222:225], v32, s[4:7], 0 offen
	buffer_load_dwordx4 v[226:229], v33, s[4:7], 0 offen
	buffer_load_dwordx4 v[230:233], v34, s[4:7], 0 offen
	buffer_load_dwordx4 v[234:237], v35, s[4:7], 0 offen
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[98:101], v102 offset1:2
	ds_read2_b64 v[208:211], v131 offset1:2
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[32:47], v[98:99], v[70:71], 0
	ds_read2_b64 v[212:215], v102 offset0:4 offset1:6
	ds_read2_b64 v[216:219], v131 offset0:4 offset1:6
	ds_read2_b64 v[238:241], v102 offset0:8 offset1:10
	ds_read2_b64 v[242:245], v131 offset0:8 offset1:10
	ds_read2_b64 v[246:249], v102 offset0:12 offset1:14
	ds_read2_b64 v[250:253], v131 offset0:12 offset1:14
	ds_read2_b64 v[126:129], v102 offset0:16 offset1:18
	ds_read2_b64 v[122:125], v131 offset0:16 offset1:18
	ds_read2_b64 v[118:121], v102 offset0:20 offset1:22
	ds_read2_b64 v[114:117], v131 offset0:20 offset1:22
	ds_read2_b64 v[110:113], v102 offset0:24 offset1:26
	ds_read2_b64 v[106:109], v131 offset0:24 offset1:26
	ds_read2_b64 v[102:105], v102 offset0:28 offset1:30
	v_cmp_ge_i32_e64 s[26:27], v185, v141
	v_or_b32_e32 v141, s33, v65
	v_cmp_ge_i32_e64 s[28:29], v185, v141
	v_or_b32_e32 v141, s33, v181
	v_cmp_ge_i32_e64 s[36:37], v185, v141
	s_waitcnt lgkmcnt(13)
	v_mfma_f32_32x32x8_f16 v[48:63], v[208:209], v[70:71], 0
	v_or_b32_e32 v209, s33, v183
	v_or_b32_e32 v208, s33, v184
	v_cmp_ge_i32_e64 s[34:35], v185, v209
	v_or_b32_e32 v209, s33, v193
	v_cmp_ge_i32_e64 s[30:31], v185, v208
	v_or_b32_e32 v208, s33, v194
	v_or_b32_e32 v141, s33, v192
	v_mfma_f32_32x32x8_f16 v[32:47], v[100:101], v[74:75], v[32:47]
	ds_read2_b64 v[98:101], v131 offset0:28 offset1:30
	v_cmp_ge_i32_e64 s[0:1], v185, v209
	v_or_b32_e32 v209, s33, v182
	v_or_b32_e32 v140, s33, v197
	v_mov_b32_e32 v131, v130
	v_cmp_ge_i32_e64 s[12:13], v185, v208
	v_or_b32_e32 v208, s33, v179
	v_mfma_f32_32x32x8_f16 v[48:63], v[210:211], v[74:75], v[48:63]
	v_or_b32_e32 v210, s33, v64
	v_or_b32_e32 v211, s33, v195
	v_cmp_gt_i32_e64 s[24:25], s85, v210
	v_cmp_ge_i32_e64 s[38:39], v185, v210
	v_or_b32_e32 v210, s33, v174
	v_cmp_gt_i32_e64 s[2:3], s85, v211
	v_cmp_ge_i32_e64 s[10:11], v185, v211
	s_waitcnt lgkmcnt(13)
	v_mfma_f32_32x32x8_f16 v[32:47], v[212:213], v[78:79], v[32:47]
	v_or_b32_e32 v211, s33, v177
	v_cmp_ge_i32_e64 s[20:21], v185, v141
	v_or_b32_e32 v141, s33, v191
	v_cmp_ge_i32_e64 s[22:23], v185, v209
	v_or_b32_e32 v209, s33, v190
	v_or_b32_e32 v212, s33, v189
	v_or_b32_e32 v213, s33, v188
	s_waitcnt lgkmcnt(12)
	v_mfma_f32_32x32x8_f16 v[48:63], v[216:217], v[78:79], v[48:63]
	v_or_b32_e32 v216, s33, v172
	v_or_b32_e32 v217, s33, v173
	v_cmp_gt_i32_e32 vcc, s85, v140
	v_cmp_ge_i32_e64 s[14:15], v185, v210
	v_cmp_ge_i32_e64 s[16:17], v185, v211
	v_cmp_ge_i32_e64 s[18:19], v185, v208
	v_or_b32_e32 v208, s33, v180
	v_mfma_f32_32x32x8_f16 v[32:47], v[214:215], v[82:83], v[32:47]
	v_or_b32_e32 v214, s33, v187
	v_or_b32_e32 v215, s33, v170
	v_or_b32_e32 v210, s33, v178
	v_or_b32_e32 v211, s33, v175
	v_cmp_ge_i32_e64 s[40:41], v185, v140
	v_or_b32_e32 v140, s33, v169
	v_cmp_ge_i32_e64 s[50:51], v185, v141
	v_mfma_f32_32x32x8_f16 v[48:63], v[218:219], v[82:83], v[48:63]
	v_or_b32_e32 v218, s33, v176
	v_or_b32_e32 v219, s33, v171
	v_or_b32_e32 v141, s33, v168
	v_cmp_gt_i32_e64 s[42:43], s85, v212
	v_cmp_ge_i32_e64 s[58:59], v185, v209
	v_cmp_ge_i32_e64 s[60:61], v185, v212
	v_cmp_ge_i32_e64 s[62:63], v185, v213
	s_waitcnt lgkmcnt(11)
	v_mfma_f32_32x32x8_f16 v[32:47], v[238:239], v[86:87], v[32:47]
	v_cmp_ge_i32_e64 s[76:77], v185, v214
	v_cmp_ge_i32_e64 s[72:73], v185, v215
	v_cmp_ge_i32_e64 s[74:75], v185, v216
	v_cmp_ge_i32_e64 s[66:67], v185, v217
	v_cmp_ge_i32_e64 s[68:69], v185, v218
	v_cmp_ge_i32_e64 s[54:55], v185, v211
	v_cmp_ge_i32_e64 s[56:57], v185, v210
	s_waitcnt lgkmcnt(10)
	v_mfma_f32_32x32x8_f16 v[48:63], v[242:243], v[86:87], v[48:63]
	v_cmp_ge_i32_e64 s[64:65], v185, v208
	v_or_b32_e32 v208, s33, v186
	v_or_b32_e32 v209, s33, v167
	v_cmp_ge_i32_e64 s[44:45], v185, v141
	v_cmp_ge_i32_e64 s[48:49], v185, v140
	v_cmp_ge_i32_e64 s[52:53], v185, v219
	s_and_b64 s[28:29], s[28:29], s[24:25]
	v_mfma_f32_32x32x8_f16 v[32:47], v[240:241], v[90:91], v[32:47]
	s_and_b64 s[38:39], s[38:39], s[24:25]
	s_and_b64 s[36:37], s[36:37], s[24:25]
	s_and_b64 s[30:31], s[30:31], s[24:25]
	s_and_b64 s[34:35], s[34:35], s[24:25]
	s_and_b64 s[26:27], s[26:27], s[2:3]
	s_and_b64 s[40:41], s[40:41], vcc
	s_and_b64 s[58:59], s[58:59], s[42:43]
	v_mfma_f32_32x32x8_f16 v[48:63], v[244:245], v[90:91], v[48:63]
	s_and_b64 s[60:61], s[60:61], s[42:43]
	s_and_b64 s[62:63], s[62:63], s[2:3]
	s_and_b64 s[76:77], s[76:77], s[2:3]
	s_and_b64 s[72:73], s[72:73], s[2:3]
	s_and_b64 s[74:75], s[74:75], s[2:3]
	s_and_b64 s[66:67], s[66:67], s[2:3]
	s_and_b64 s[68:69], s[68:69], s[2:3]
	s_waitcnt lgkmcnt(9)
	v_mfma_f32_32x32x8_f16 v[32:47], v[246:247], v[94:95], v[32:47]
	s_and_b64 s[50:51], s[50:51], s[42:43]
	s_and_b64 s[2:3], s[10:11], s[2:3]
	s_and_b64 s[10:11], s[12:13], vcc
	s_and_b64 s[12:13], s[20:21], vcc
	s_and_b64 s[14:15], s[14:15], vcc
	s_and_b64 s[16:17], s[16:17], vcc
	s_and_b64 s[18:19], s[18:19], vcc
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x8_f16 v[48:63], v[250:251], v[94:95], v[48:63]
	s_and_b64 s[20:21], s[22:23], vcc
	s_and_b64 vcc, s[0:1], vcc
	v_cmp_ge_i32_e64 s[70:71], v185, v208
	v_cmp_ge_i32_e64 s[46:47], v185, v209
	s_and_b64 s[64:65], s[64:65], s[24:25]
	s_and_b64 s[56:57], s[56:57], s[24:25]
	s_and_b64 s[24:25], s[54:55], s[24:25]
	v_mfma_f32_32x32x8_f16 v[32:47], v[248:249], v[66:67], v[32:47]
	s_and_b64 s[0:1], s[52:53], s[42:43]
	s_and_b64 s[22:23], s[48:49], s[42:43]
	s_and_b64 s[44:45], s[44:45], s[42:43]
	s_and_b64 s[54:55], s[70:71], s[42:43]
	s_and_b64 s[42:43], s[46:47], s[42:43]
	v_add_u32_e32 v202, s93, v202
	v_add_u32_e32 v203, s93, v203
	v_mfma_f32_32x32x8_f16 v[48:63], v[252:253], v[66:67], v[48:63]
	v_or_b32_e32 v140, s79, v144
	v_add_u32_e32 v204, s93, v204
	v_add_u32_e32 v205, s93, v205
	v_lshlrev_b32_e32 v141, 1, v202
	v_cmp_gt_i32_e64 s[78:79], s85, v140
	v_lshlrev_b32_e32 v140, 1, v203
	v_lshlrev_b32_e32 v210, 1, v204
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_32x32x8_f16 v[32:47], v[126:127], v[72:73], v[32:47]
	v_lshlrev_b32_e32 v211, 1, v205
	v_add_u32_e32 v212, 0x10000, v153
	v_cndmask_b32_e64 v208, v206, v141, s[78:79]
	v_cndmask_b32_e64 v209, v206, v140, s[78:79]
	v_cndmask_b32_e64 v210, v206, v210, s[78:79]
	v_cndmask_b32_e64 v211, v206, v211, s[78:79]
	v_add_u32_e32 v214, s96, v158
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x8_f16 v[48:63], v[122:123], v[72:73], v[48:63]
	v_add_u32_e32 v213, s96, v160
	v_add_u32_e32 v218, 0x10000, v154
	v_add_u32_e32 v217, s96, v159
	v_add_u32_e32 v215, s96, v161
	v_add_u32_e32 v216, s96, v162
	v_add_u32_e32 v219, s96, v163
	v_add_u32_e32 v220, s96, v164
	v_mfma_f32_32x32x8_f16 v[32:47], v[128:129], v[76:77], v[32:47]
	v_add_u32_e32 v221, s96, v165
	s_add_i32 s79, s87, 1
	s_cmp_lt_i32 s79, 2
	s_cselect_b32 s87, s79, 0
	s_mov_b32 s78, s99
	s_lshl_b32 s99, s87, 14
	s_mov_b32 s96, s98
	v_mfma_f32_32x32x8_f16 v[48:63], v[124:125], v[76:77], v[48:63]
	s_add_i32 s33, s33, 64
	s_add_i32 s98, s99, 0x8000
	s_cmp_lt_i32 s33, s95
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_f16 v[32:47], v[118:119], v[80:81], v[32:47]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[48:63], v[114:115], v[80:81], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[120:121], v[84:85], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[116:117], v[84:85], v[48:63]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[32:47], v[110:111], v[88:89], v[32:47]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[48:63], v[106:107], v[88:89], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[112:113], v[92:93], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[108:109], v[92:93], v[48:63]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[32:47], v[102:103], v[96:97], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[98:99], v[96:97], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[104:105], v[68:69], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[100:101], v[68:69], v[48:63]
	s_nop 9
	v_mul_f32_e64 v100, v130, v36
	v_mul_f32_e64 v101, v131, v37
	v_mul_f32_e32 v105, v130, v40
	v_pk_mov_b32 v[36:37], v[44:45], v[46:47] op_sel:[1,0]
	v_pk_mov_b32 v[44:45], v[42:43], v[44:45] op_sel:[1,0]
	v_pk_mov_b32 v[40:41], v[40:41], v[42:43] op_sel:[1,0]
	v_pk_mul_f32 v[32:33], v[134:135], v[32:33]
	v_pk_mul_f32 v[98:99], v[130:131], v[34:35]
	v_pk_mul_f32 v[34:35], v[130:131], v[38:39]
	v_pk_mov_b32 v[46:47], v[46:47], v[48:49] op_sel:[1,0]
	v_mul_f32_e32 v104, v130, v49
	v_pk_mul_f32 v[38:39], v[130:131], v[56:57]
	v_pk_mul_f32 v[54:55], v[130:131], v[54:55]
	v_pk_mul_f32 v[52:53], v[130:131], v[52:53]
	v_pk_mul_f32 v[50:51], v[134:135], v[50:51]
	v_mul_f32_e32 v106, v130, v58
	v_mul_f32_e32 v107, v130, v63
	v_mov_b32_e32 v42, v59
	v_mov_b32_e32 v43, v60
	v_mov_b32_e32 v48, v61
	v_mov_b32_e32 v49, v62
	v_pk_mul_f32 v[56:57], v[130:131], v[46:47]
	v_pk_mul_f32 v[58:59], v[130:131], v[36:37]
	v_pk_mul_f32 v[60:61], v[130:131], v[44:45]
	v_pk_mul_f32 v[62:63], v[134:135], v[40:41]
	v_pk_mul_f32 v[102:103], v[136:137], v[42:43]
	v_pk_mul_f32 v[48:49], v[130:131], v[48:49]
	v_cndmask_b32_e64 v41, v207, v101, s[34:35]
	v_cndmask_b32_e64 v40, v207, v100, s[30:31]
	v_cndmask_b32_e64 v37, v207, v99, s[36:37]
	v_cndmask_b32_e64 v44, v207, v32, s[38:39]
	v_cndmask_b32_e64 v45, v207, v33, s[28:29]
	v_cndmask_b32_e64 v100, v207, v104, s[26:27]
	v_cndmask_b32_e64 v33, v207, v39, s[58:59]
	v_cndmask_b32_e64 v32, v207, v38, s[60:61]
	v_cndmask_b32_e64 v39, v207, v55, s[62:63]
	v_cndmask_b32_e64 v38, v207, v54, s[76:77]
	v_cndmask_b32_e64 v43, v207, v53, s[72:73]
	v_cndmask_b32_e64 v42, v207, v52, s[74:75]
	v_cndmask_b32_e64 v47, v207, v51, s[66:67]
	v_cndmask_b32_e64 v46, v207, v50, s[68:69]
	v_cndmask_b32_e64 v101, v207, v106, s[50:51]
	v_cndmask_b32_e32 v51, v207, v59, vcc
	v_cndmask_b32_e64 v50, v207, v58, s[12:13]
	v_cndmask_b32_e64 v55, v207, v61, s[14:15]
	v_cndmask_b32_e64 v54, v207, v60, s[16:17]
	v_cndmask_b32_e64 v57, v207, v57, s[2:3]
	v_cndmask_b32_e64 v56, v207, v56, s[10:11]
	v_cndmask_b32_e64 v59, v207, v63, s[18:19]
	v_cndmask_b32_e64 v58, v207, v62, s[20:21]
	v_cndmask_b32_e64 v36, v207, v98, s[24:25]
	v_cndmask_b32_e64 v35, v207, v35, s[56:57]
	v_cndmask_b32_e64 v34, v207, v34, s[64:65]
	v_cndmask_b32_e64 v99, v207, v105, s[40:41]
	v_cndmask_b32_e64 v48, v207, v48, s[44:45]
	v_cndmask_b32_e64 v53, v207, v103, s[22:23]
	v_cndmask_b32_e64 v52, v207, v102, s[0:1]
	v_max_f32_e32 v60, v44, v45
	v_max3_f32 v61, v37, v40, v41
	v_max3_f32 v63, v46, v47, v42
	v_max3_f32 v98, v43, v38, v39
	v_max3_f32 v102, v32, v33, v101
	v_max3_f32 v103, v58, v59, v54
	v_max3_f32 v105, v55, v50, v51
	v_max3_f32 v106, v56, v57, v100
	v_cndmask_b32_e64 v104, v207, v107, s[54:55]
	v_cndmask_b32_e64 v49, v207, v49, s[42:43]
	v_max3_f32 v62, v34, v35, v99
	v_max3_f32 v107, v52, v53, v48
	v_max3_f32 v60, v60, v36, v61
	v_max3_f32 v61, v63, v98, v102
	v_max3_f32 v63, v103, v105, v106
	v_max3_f32 v98, v107, v49, v104
	v_max3_f32 v60, v60, v62, v63
	v_max3_f32 v60, v60, v61, v98
	ds_bpermute_b32 v61, v156, v60
	v_add_u32_e32 v131, s99, v143
	s_waitcnt lgkmcnt(0)
	v_max3_f32 v98, v132, v60, v61
	v_pk_add_f32 v[44:45], v[44:45], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[36:37], v[36:37], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[40:41], v[40:41], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[34:35], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v60, v99, v98
	v_pk_add_f32 v[58:59], v[58:59], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[54:55], v[54:55], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[50:51], v[50:51], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[56:57], v[56:57], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[46:47], v[46:47], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[42:43], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[38:39], v[38:39], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[32:33], v[32:33], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[52:53], v[52:53], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[48:49], v[48:49], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v99, v132, v98
	v_sub_f32_e32 v61, v100, v98
	v_sub_f32_e32 v62, v101, v98
	v_exp_f32_e32 v100, v44
	v_exp_f32_e32 v101, v45
	v_exp_f32_e32 v99, v99
	v_exp_f32_e32 v102, v36
	v_exp_f32_e32 v103, v37
	v_sub_f32_e32 v63, v104, v98
	v_exp_f32_e32 v104, v40
	v_exp_f32_e32 v105, v41
	v_exp_f32_e32 v106, v34
	v_exp_f32_e32 v107, v35
	v_exp_f32_e32 v126, v59
	v_exp_f32_e32 v127, v54
	v_exp_f32_e32 v242, v46
	v_exp_f32_e32 v243, v47
	v_exp_f32_e32 v244, v42
	v_exp_f32_e32 v245, v43
	v_exp_f32_e32 v246, v38
	v_exp_f32_e32 v247, v39
	v_exp_f32_e32 v248, v32
	v_exp_f32_e32 v249, v33
	ds_write_b32 v212, v99
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_load_dwordx4 v[32:35], v208, s[80:83], 0 offen
	buffer_load_dwordx4 v[36:39], v209, s[80:83], 0 offen
	buffer_load_dwordx4 v[40:43], v210, s[80:83], 0 offen
	buffer_load_dwordx4 v[44:47], v211, s[80:83], 0 offen
	v_cvt_f16_f32_e32 v208, v100
	v_cvt_f16_f32_e32 v209, v101
	v_exp_f32_e32 v108, v60
	v_exp_f32_e32 v109, v58
	v_exp_f32_e32 v128, v55
	v_cvt_f16_f32_e32 v210, v102
	v_exp_f32_e32 v129, v50
	v_cvt_f16_f32_e32 v211, v103
	v_exp_f32_e32 v238, v51
	v_cvt_f16_f32_e32 v212, v104
	v_exp_f32_e32 v239, v56
	v_exp_f32_e32 v240, v57
	v_exp_f32_e32 v241, v61
	v_exp_f32_e32 v250, v62
	v_exp_f32_e32 v251, v52
	v_exp_f32_e32 v252, v53
	v_exp_f32_e32 v253, v48
	v_exp_f32_e32 v140, v49
	v_exp_f32_e32 v141, v63
	ds_read_b32 v132, v218
	ds_read2st64_b64 v[110:113], v214 offset1:16
	ds_read2st64_b64 v[114:117], v217 offset1:16
	ds_read2st64_b64 v[118:121], v213 offset1:16
	ds_read2st64_b64 v[122:125], v215 offset1:16
	ds_read2st64_b64 v[56:59], v216 offset1:16
	ds_read2st64_b64 v[48:51], v219 offset1:16
	ds_read2st64_b64 v[60:63], v220 offset1:16
	ds_read2st64_b64 v[52:55], v221 offset1:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cvt_f16_f32_e32 v213, v105
	v_cvt_f16_f32_e32 v214, v106
	ds_write_b16 v157, v208
	v_cvt_f16_f32_e32 v208, v126
	ds_write_b16 v157, v209 offset:128
	v_cvt_f16_f32_e32 v209, v127
	v_cvt_f16_f32_e32 v215, v107
	v_cvt_f16_f32_e32 v216, v108
	v_cvt_f16_f32_e32 v217, v109
	ds_write_b16 v157, v210 offset:256
	v_cvt_f16_f32_e32 v210, v128
	ds_write_b16 v157, v211 offset:384
	v_cvt_f16_f32_e32 v211, v129
	ds_write_b16 v157, v212 offset:1024
	v_cvt_f16_f32_e32 v212, v238
	ds_write_b16 v157, v213 offset:1152
	v_cvt_f16_f32_e32 v213, v239
	ds_write_b16 v157, v214 offset:1280
	v_cvt_f16_f32_e32 v214, v240
	ds_write_b16 v157, v208 offset:2304
	v_cvt_f16_f32_e32 v208, v244
	ds_write_b16 v157, v209 offset:2432
	v_cvt_f16_f32_e32 v209, v245
	ds_write_b16 v157, v215 offset:1408
	v_cvt_f16_f32_e32 v215, v241
	ds_write_b16 v157, v216 offset:2048
	v_cvt_f16_f32_e32 v216, v242
	ds_write_b16 v157, v217 offset:2176
	v_cvt_f16_f32_e32 v217, v243
	ds_write_b16 v157, v210 offset:3072
	v_cvt_f16_f32_e32 v210, v246
	ds_write_b16 v157, v211 offset:3200
	v_cvt_f16_f32_e32 v211, v247
	ds_write_b16 v157, v212 offset:3328
	v_cvt_f16_f32_e32 v212, v248
	ds_write_b16 v157, v213 offset:3456
	v_cvt_f16_f32_e32 v213, v249
	ds_write_b16 v157, v214 offset:4096
	v_cvt_f16_f32_e32 v214, v250
	ds_write_b16 v157, v208 offset:5120
	v_cvt_f16_f32_e32 v208, v140
	ds_write_b16 v157, v209 offset:5248
	v_cvt_f16_f32_e32 v209, v141
	ds_write_b16 v157, v215 offset:4224
	v_cvt_f16_f32_e32 v215, v251
	ds_write_b16 v157, v216 offset:4352
	v_cvt_f16_f32_e32 v216, v252
	ds_write_b16 v157, v217 offset:4480
	v_cvt_f16_f32_e32 v217, v253
	ds_write_b16 v157, v210 offset:5376
	ds_write_b16 v157, v211 offset:5504
	ds_write_b16 v157, v212 offset:6144
	ds_write_b16 v157, v213 offset:6272
	ds_write_b16 v157, v214 offset:6400
	ds_write_b16 v157, v215 offset:6528
	ds_write_b16 v157, v216 offset:7168
	ds_write_b16 v157, v217 offset:7296
	ds_write_b16 v157, v208 offset:7424
	ds_write_b16 v157, v209 offset:7552
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v208, v155
	ds_read_u16 v209, v155 offset:256
	ds_read_u16 v210, v155 offset:384
	ds_read_u16 v211, v155 offset:1024
	ds_read_u16 v212, v155 offset:1408
	ds_read_u16 v213, v155 offset:1152
	ds_read_u16 v214, v155 offset:128
	v_pk_mul_f32 v[16:17], v[16:17], v[132:133] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[132:133] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[132:133] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[132:133] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[132:133] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[132:133] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[132:133] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[132:133] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[132:133] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v209, v210, v209, s90
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v208, v214, v208, s90
	v_pk_mul_f32 v[2:3], v[2:3], v[132:133] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[132:133] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[132:133] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[132:133] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[132:133] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[132:133] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[132:133] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[16:31], v[110:111], v[208:209], v[16:31]
	ds_read_u16 v110, v155 offset:1280
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v111, v212, v110, s90
	v_perm_b32 v110, v213, v211, s90
	v_mfma_f32_32x32x8_f16 v[0:15], v[120:121], v[208:209], v[0:15]
	v_add_u32_e32 v209, s99, v152
	v_mfma_f32_32x32x8_f16 v[16:31], v[114:115], v[110:111], v[16:31]
	ds_read_u16 v115, v155 offset:2048
	ds_read_u16 v120, v155 offset:2304
	ds_read_u16 v121, v155 offset:2432
	ds_read_u16 v132, v155 offset:3072
	ds_read_u16 v208, v155 offset:3456
	v_add_u32_e32 v114, s99, v145
	v_mfma_f32_32x32x8_f16 v[0:15], v[124:125], v[110:111], v[0:15]
	ds_read_u16 v124, v155 offset:3200
	ds_read_u16 v110, v155 offset:2176
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v111, v121, v120, s90
	v_add_u32_e32 v120, s99, v149
	v_add_u32_e32 v121, s99, v150
	v_add_u32_e32 v125, s99, v151
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v110, v110, v115, s90
	v_add_u32_e32 v115, s99, v146
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[118:119], v[110:111], v[16:31]
	v_add_u32_e32 v118, s99, v147
	v_add_u32_e32 v119, s99, v148
	v_mfma_f32_32x32x8_f16 v[0:15], v[112:113], v[110:111], v[0:15]
	ds_read_u16 v110, v155 offset:3328
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v111, v208, v110, s90
	v_perm_b32 v110, v124, v132, s90
	v_mov_b32_e32 v132, v98
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[122:123], v[110:111], v[16:31]
	ds_read_u16 v112, v155 offset:4096
	ds_read_u16 v113, v155 offset:4352
	ds_read_u16 v122, v155 offset:4480
	ds_read_u16 v123, v155 offset:5120
	ds_read_u16 v124, v155 offset:5504
	v_mfma_f32_32x32x8_f16 v[0:15], v[116:117], v[110:111], v[0:15]
	ds_read_u16 v116, v155 offset:5248
	ds_read_u16 v110, v155 offset:4224
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v111, v122, v113, s90
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v110, v110, v112, s90
	v_pk_add_f32 v[112:113], v[248:249], v[250:251]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[110:111], v[16:31]
	v_add_f32_e64 v56, v100, v102
	v_add_f32_e64 v57, v101, v103
	v_add_f32_e64 v100, v104, v106
	v_add_f32_e64 v101, v105, v107
	v_add_f32_e64 v102, v108, v126
	v_add_f32_e64 v103, v109, v127
	v_pk_add_f32 v[104:105], v[128:129], v[238:239]
	v_pk_add_f32 v[106:107], v[240:241], v[242:243]
	v_pk_add_f32 v[108:109], v[244:245], v[246:247]
	v_pk_add_f32 v[56:57], v[56:57], v[100:101]
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[110:111], v[0:15]
	ds_read_u16 v62, v155 offset:5376
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v63, v124, v62, s90
	v_perm_b32 v62, v116, v123, s90
	ds_read_u16 v110, v155 offset:6144
	ds_read_u16 v111, v155 offset:6400
	ds_read_u16 v116, v155 offset:6528
	ds_read_u16 v117, v155 offset:7168
	ds_read_u16 v122, v155 offset:7296
	ds_read_u16 v123, v155 offset:7424
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[62:63], v[16:31]
	v_add_f32_e64 v48, v252, v140
	v_add_f32_e64 v49, v253, v141
	v_add_f32_e64 v48, v112, v48
	v_add_f32_e64 v49, v113, v49
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[62:63], v[0:15]
	ds_read_u16 v124, v155 offset:7552
	ds_read_u16 v54, v155 offset:6272
	s_waitcnt lgkmcnt(5)
	v_perm_b32 v55, v116, v111, s90
	v_add_f32_e64 v62, v106, v108
	v_add_f32_e64 v63, v107, v109
	s_waitcnt vmcnt(7)
	ds_write_b128 v131, v[222:225]
	s_waitcnt vmcnt(6)
	ds_write_b128 v131, v[226:229] offset:4096
	s_waitcnt vmcnt(5)
	ds_write_b128 v131, v[230:233] offset:8192
	s_waitcnt vmcnt(4)
	ds_write_b128 v131, v[234:237] offset:12288
	v_pk_add_f32 v[48:49], v[62:63], v[48:49]
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v54, v54, v110, s90
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[60:61], v[54:55], v[16:31]
	v_add_f32_e64 v60, v102, v104
	v_add_f32_e64 v61, v103, v105
	v_add_f32_e64 v56, v56, v60
	v_add_f32_e64 v57, v57, v61
	v_add_f32_e64 v48, v56, v48
	v_add_f32_e64 v49, v57, v49
	v_add_f32_e32 v48, v48, v49
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[54:55], v[0:15]
	v_perm_b32 v55, v124, v123, s90
	v_perm_b32 v54, v122, v117, s90
	ds_bpermute_b32 v49, v156, v48
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v48, v48, v49
	v_mfma_f32_32x32x8_f16 v[16:31], v[52:53], v[54:55], v[16:31]
	v_fmac_f32_e32 v48, v138, v99
	v_mov_b32_e32 v138, v48
	s_waitcnt vmcnt(0)
	v_perm_b32 v53, v44, v40, s91
	v_perm_b32 v52, v36, v32, s91
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[54:55], v[0:15]
	v_perm_b32 v51, v44, v40, s90
	v_perm_b32 v50, v36, v32, s90
	v_perm_b32 v55, v45, v41, s90
	v_perm_b32 v54, v37, v33, s90
	v_perm_b32 v41, v45, v41, s91
	v_perm_b32 v40, v37, v33, s91
	v_perm_b32 v33, v46, v42, s90
	v_perm_b32 v32, v38, v34, s90
	v_perm_b32 v37, v46, v42, s91
	v_perm_b32 v36, v38, v34, s91
	v_perm_b32 v45, v47, v43, s90
	v_perm_b32 v44, v39, v35, s90
	v_perm_b32 v43, v47, v43, s91
	v_perm_b32 v42, v39, v35, s91
	ds_write_b64 v114, v[50:51] offset:32768
	ds_write_b64 v115, v[52:53] offset:32896
	ds_write_b64 v118, v[54:55] offset:33024
	ds_write_b64 v119, v[40:41] offset:33152
	ds_write_b64 v120, v[32:33] offset:33280
	ds_write_b64 v121, v[36:37] offset:33408
	ds_write_b64 v125, v[44:45] offset:33536
	ds_write_b64 v209, v[42:43] offset:33664
	s_cbranch_scc1 .LBB0_13
; %bb.20:                               ; %._crit_edge649.loopexit
	v_mov_b32_e32 v132, v98
	v_mov_b32_e32 v138, v48
	v_readlane_b32 s35, v255, 3
	v_readlane_b32 s77, v255, 2
	v_accvgpr_read_b32 v245, a0
	s_branch .LBB0_14
.LBB0_12:
	s_mov_b32 s78, 0
	s_movk_i32 s99, 0x4000
	s_mov_b32 s96, 0x8000
	s_mov_b32 s98, 0xc000
.LBB0_14:                               ; %._crit_edge649
	s_sub_i32 s0, s97, s86
	s_ashr_i32 s1, s0, 31
	s_or_b32 s76, s0, 63
	s_lshr_b32 s1, s1, 26
	s_add_i32 s1, s76, s1
	s_ashr_i32 s1, s1, 6
	s_max_i32 s33, s1, 2
	s_cmp_gt_i32 s0, 0
	s_cselect_b64 s[74:75], -1, 0
	s_cmp_lt_i32 s0, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_15
; %bb.23:
	v_add_u32_e32 v52, s78, v166
	v_add_u32_e32 v32, 0x2000, v52
	ds_read2_b64 v[100:103], v32 offset0:28 offset1:30
	ds_read2_b64 v[104:107], v32 offset0:24 offset1:26
	ds_read2_b64 v[108:111], v32 offset0:20 offset1:22
	ds_read2_b64 v[112:115], v32 offset0:16 offset1:18
	ds_read2_b64 v[116:119], v32 offset0:12 offset1:14
	ds_read2_b64 v[120:123], v32 offset0:8 offset1:10
	ds_read2_b64 v[124:127], v32 offset0:4 offset1:6
	ds_read2_b64 v[48:51], v32 offset1:2
	ds_read2_b64 v[202:205], v52 offset0:8 offset1:10
	ds_read2_b64 v[206:209], v52 offset1:2
	ds_read2_b64 v[210:213], v52 offset0:4 offset1:6
	ds_read2_b64 v[134:137], v52 offset0:28 offset1:30
	ds_read2_b64 v[140:143], v52 offset0:24 offset1:26
	ds_read2_b64 v[144:147], v52 offset0:20 offset1:22
	ds_read2_b64 v[148:151], v52 offset0:16 offset1:18
	ds_read2_b64 v[198:201], v52 offset0:12 offset1:14
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[70:71], 0
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[74:75], v[32:47]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x8_f16 v[48:63], v[206:207], v[70:71], 0
	v_mfma_f32_32x32x8_f16 v[48:63], v[208:209], v[74:75], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[124:125], v[78:79], v[32:47]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_f16 v[48:63], v[210:211], v[78:79], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[212:213], v[82:83], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[126:127], v[82:83], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[202:203], v[86:87], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[120:121], v[86:87], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[204:205], v[90:91], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[122:123], v[90:91], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[198:199], v[94:95], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[116:117], v[94:95], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[200:201], v[66:67], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[118:119], v[66:67], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[148:149], v[72:73], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[112:113], v[72:73], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[150:151], v[76:77], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[114:115], v[76:77], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[144:145], v[80:81], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[108:109], v[80:81], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[146:147], v[84:85], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[110:111], v[84:85], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[140:141], v[88:89], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[104:105], v[88:89], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[142:143], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[106:107], v[92:93], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[134:135], v[96:97], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[100:101], v[96:97], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[136:137], v[68:69], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[102:103], v[68:69], v[32:47]
	s_nop 9
	v_mov_b32_e32 v98, v57
	v_mov_b32_e32 v99, v58
	v_mov_b32_e32 v58, v59
	v_mov_b32_e32 v59, v60
	v_mov_b32_e32 v60, v61
	v_mov_b32_e32 v61, v62
	v_mov_b32_e32 v62, v63
	v_mov_b32_e32 v63, v32
	v_mov_b32_e32 v100, v43
	v_mov_b32_e32 v101, v44
	v_mov_b32_e32 v44, v45
	v_mov_b32_e32 v45, v46
	s_branch .LBB0_16
.LBB0_15:
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v99, v98
	v_mov_b32_e32 v58, v98
	v_mov_b32_e32 v59, v98
	v_mov_b32_e32 v60, v98
	v_mov_b32_e32 v61, v98
	v_mov_b32_e32 v62, v98
	v_mov_b32_e32 v63, v98
	v_mov_b32_e32 v48, v98
	v_mov_b32_e32 v49, v98
	v_mov_b32_e32 v50, v98
	v_mov_b32_e32 v51, v98
	v_mov_b32_e32 v52, v98
	v_mov_b32_e32 v53, v98
	v_mov_b32_e32 v54, v98
	v_mov_b32_e32 v55, v98
	v_mov_b32_e32 v34, v98
	v_mov_b32_e32 v35, v98
	v_mov_b32_e32 v36, v98
	v_mov_b32_e32 v37, v98
	v_mov_b32_e32 v38, v98
	v_mov_b32_e32 v39, v98
	v_mov_b32_e32 v40, v98
	v_mov_b32_e32 v41, v98
	v_mov_b32_e32 v100, v98
	v_mov_b32_e32 v101, v98
	v_mov_b32_e32 v44, v98
	v_mov_b32_e32 v45, v98
.LBB0_16:
	s_add_i32 s0, s35, s33
	s_lshl_b32 s0, s0, 6
	s_addk_i32 s0, 0xff80
	v_or_b32_e32 v104, s0, v175
	v_or_b32_e32 v105, s0, v64
	v_or_b32_e32 v32, s0, v65
	v_or_b32_e32 v57, s0, v183
	v_or_b32_e32 v102, s0, v180
	v_or_b32_e32 v103, s0, v178
	v_cmp_gt_i32_e64 s[44:45], s85, v105
	v_cmp_ge_i32_e64 s[56:57], v185, v104
	v_or_b32_e32 v43, s0, v181
	v_cmp_ge_i32_e64 s[58:59], v185, v103
	v_cmp_ge_i32_e64 s[60:61], v185, v102
	v_cmp_ge_i32_e64 s[62:63], v185, v57
	v_cmp_ge_i32_e64 s[70:71], v185, v32
	v_pk_mul_f32 v[50:51], v[130:131], v[50:51] op_sel_hi:[0,1]
	v_mul_f32_e32 v102, v130, v56
	v_pk_mul_f32 v[56:57], v[130:131], v[98:99] op_sel_hi:[0,1]
	v_mul_f32_e32 v98, v130, v33
	v_pk_mul_f32 v[32:33], v[130:131], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[130:131], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[130:131], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[130:131], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[130:131], v[100:101] op_sel_hi:[0,1]
	v_mov_b32_e32 v101, 0xc9742400
	s_and_b64 s[56:57], s[56:57], s[44:45]
	v_cmp_ge_i32_e64 s[66:67], v185, v43
	v_pk_mul_f32 v[54:55], v[130:131], v[54:55] op_sel_hi:[0,1]
	v_mul_f32_e32 v99, v130, v42
	v_pk_mul_f32 v[42:43], v[130:131], v[44:45] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v44, v101, v50, s[56:57]
	s_and_b64 s[56:57], s[58:59], s[44:45]
	v_or_b32_e32 v46, s0, v184
	v_mul_f32_e32 v100, v130, v47
	v_cndmask_b32_e64 v47, v101, v55, s[56:57]
	s_and_b64 s[56:57], s[60:61], s[44:45]
	v_cmp_ge_i32_e64 s[64:65], v185, v46
	v_pk_mul_f32 v[52:53], v[130:131], v[52:53] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v46, v101, v54, s[56:57]
	s_and_b64 s[56:57], s[62:63], s[44:45]
	v_cndmask_b32_e64 v53, v101, v53, s[56:57]
	s_and_b64 s[56:57], s[64:65], s[44:45]
	v_or_b32_e32 v115, s0, v197
	v_cmp_ge_i32_e64 s[68:69], v185, v105
	v_cndmask_b32_e64 v52, v101, v52, s[56:57]
	s_and_b64 s[56:57], s[66:67], s[44:45]
	v_or_b32_e32 v114, s0, v195
	v_cmp_gt_i32_e64 s[18:19], s85, v115
	v_cmp_ge_i32_e64 s[54:55], v185, v115
	v_pk_mul_f32 v[48:49], v[130:131], v[48:49] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v45, v101, v51, s[56:57]
	s_and_b64 s[56:57], s[68:69], s[44:45]
	s_and_b64 s[44:45], s[70:71], s[44:45]
	v_or_b32_e32 v106, s0, v196
	v_or_b32_e32 v107, s0, v194
	v_or_b32_e32 v108, s0, v193
	v_or_b32_e32 v109, s0, v192
	v_or_b32_e32 v110, s0, v174
	v_or_b32_e32 v111, s0, v177
	v_or_b32_e32 v112, s0, v179
	v_or_b32_e32 v113, s0, v182
	v_or_b32_e32 v116, s0, v190
	v_or_b32_e32 v117, s0, v189
	v_or_b32_e32 v118, s0, v188
	v_or_b32_e32 v119, s0, v187
	v_or_b32_e32 v120, s0, v170
	v_or_b32_e32 v121, s0, v172
	v_or_b32_e32 v122, s0, v173
	v_or_b32_e32 v123, s0, v176
	v_or_b32_e32 v124, s0, v191
	v_or_b32_e32 v125, s0, v171
	v_or_b32_e32 v126, s0, v169
	v_or_b32_e32 v127, s0, v168
	v_or_b32_e32 v128, s0, v167
	v_or_b32_e32 v129, s0, v186
	v_cmp_gt_i32_e64 s[0:1], s85, v114
	v_cmp_ge_i32_e64 s[72:73], v185, v114
	v_cndmask_b32_e64 v49, v101, v49, s[44:45]
	s_and_b64 s[44:45], s[54:55], s[18:19]
	v_cmp_ge_i32_e64 s[52:53], v185, v107
	v_pk_mul_f32 v[62:63], v[130:131], v[62:63] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v102, v101, v102, s[44:45]
	s_and_b64 s[44:45], s[72:73], s[0:1]
	v_cmp_ge_i32_e64 s[50:51], v185, v108
	v_cndmask_b32_e64 v51, v101, v63, s[44:45]
	s_and_b64 s[44:45], s[52:53], s[18:19]
	v_cmp_ge_i32_e64 s[30:31], v185, v113
	v_cmp_ge_i32_e64 s[36:37], v185, v112
	v_cmp_ge_i32_e64 s[38:39], v185, v111
	v_cmp_ge_i32_e64 s[42:43], v185, v110
	v_cmp_ge_i32_e64 s[46:47], v185, v109
	v_pk_mul_f32 v[60:61], v[130:131], v[60:61] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v50, v101, v62, s[44:45]
	s_and_b64 s[44:45], s[50:51], s[18:19]
	v_cmp_ge_i32_e64 s[40:41], v185, v106
	v_cndmask_b32_e64 v55, v101, v61, s[44:45]
	s_and_b64 s[44:45], s[46:47], s[18:19]
	s_and_b64 s[42:43], s[42:43], s[18:19]
	s_and_b64 s[38:39], s[38:39], s[18:19]
	s_and_b64 s[36:37], s[36:37], s[18:19]
	s_and_b64 s[18:19], s[30:31], s[18:19]
	v_cmp_gt_i32_e32 vcc, s85, v117
	v_cmp_ge_i32_e64 s[48:49], v185, v116
	v_cndmask_b32_e64 v56, v101, v56, s[18:19]
	s_and_b64 s[18:19], s[40:41], s[0:1]
	v_cmp_ge_i32_e64 s[34:35], v185, v117
	v_cndmask_b32_e64 v54, v101, v60, s[44:45]
	v_cndmask_b32_e64 v60, v101, v98, s[18:19]
	s_and_b64 s[18:19], s[48:49], vcc
	v_cmp_ge_i32_e64 s[28:29], v185, v118
	v_cndmask_b32_e64 v39, v101, v39, s[18:19]
	s_and_b64 s[18:19], s[34:35], vcc
	v_cmp_ge_i32_e64 s[26:27], v185, v119
	v_cndmask_b32_e64 v38, v101, v38, s[18:19]
	s_and_b64 s[18:19], s[28:29], s[0:1]
	v_cmp_ge_i32_e64 s[24:25], v185, v120
	v_cndmask_b32_e64 v37, v101, v37, s[18:19]
	s_and_b64 s[18:19], s[26:27], s[0:1]
	v_cmp_ge_i32_e64 s[6:7], v185, v123
	v_cmp_ge_i32_e64 s[16:17], v185, v122
	v_cmp_ge_i32_e64 s[20:21], v185, v121
	v_cndmask_b32_e64 v36, v101, v36, s[18:19]
	s_and_b64 s[18:19], s[24:25], s[0:1]
	v_cmp_ge_i32_e64 s[22:23], v185, v124
	v_cndmask_b32_e64 v35, v101, v35, s[18:19]
	s_and_b64 s[18:19], s[20:21], s[0:1]
	s_and_b64 s[16:17], s[16:17], s[0:1]
	s_and_b64 s[0:1], s[6:7], s[0:1]
	v_cmp_ge_i32_e64 s[14:15], v185, v128
	v_cndmask_b32_e64 v32, v101, v32, s[0:1]
	s_and_b64 s[0:1], s[22:23], vcc
	v_cmp_ge_i32_e64 s[12:13], v185, v127
	v_cndmask_b32_e64 v61, v101, v99, s[0:1]
	s_and_b64 s[0:1], s[14:15], vcc
	v_cmp_ge_i32_e64 s[10:11], v185, v126
	v_cndmask_b32_e64 v43, v101, v43, s[0:1]
	s_and_b64 s[0:1], s[12:13], vcc
	v_cmp_ge_i32_e64 s[4:5], v185, v125
	v_cmp_ge_i32_e64 s[2:3], v185, v129
	v_pk_mul_f32 v[58:59], v[130:131], v[58:59] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v42, v101, v42, s[0:1]
	s_and_b64 s[0:1], s[10:11], vcc
	v_cndmask_b32_e64 v48, v101, v48, s[56:57]
	v_cndmask_b32_e64 v59, v101, v59, s[42:43]
	v_cndmask_b32_e64 v58, v101, v58, s[38:39]
	v_cndmask_b32_e64 v57, v101, v57, s[36:37]
	v_cndmask_b32_e64 v41, v101, v41, s[0:1]
	s_and_b64 s[0:1], s[4:5], vcc
	s_and_b64 vcc, s[2:3], vcc
	v_cndmask_b32_e64 v34, v101, v34, s[18:19]
	v_cndmask_b32_e64 v33, v101, v33, s[16:17]
	v_cndmask_b32_e64 v40, v101, v40, s[0:1]
	v_cndmask_b32_e32 v62, v101, v100, vcc
	v_max_f32_e32 v63, v48, v49
	v_max3_f32 v98, v45, v52, v53
	v_max3_f32 v100, v56, v57, v58
	v_max3_f32 v101, v59, v54, v55
	v_max3_f32 v103, v50, v51, v60
	v_max3_f32 v99, v46, v47, v102
	v_max3_f32 v104, v32, v33, v34
	v_max3_f32 v105, v35, v36, v37
	v_max3_f32 v106, v38, v39, v61
	v_max3_f32 v107, v40, v41, v42
	v_max3_f32 v63, v63, v44, v98
	v_max3_f32 v98, v100, v101, v103
	v_max3_f32 v100, v104, v105, v106
	v_max3_f32 v101, v107, v43, v62
	v_max3_f32 v63, v63, v99, v98
	v_max3_f32 v63, v63, v100, v101
	ds_bpermute_b32 v98, v156, v63
	s_and_b64 s[0:1], s[74:75], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_waitcnt lgkmcnt(0)
	v_max3_f32 v98, v132, v63, v98
	v_pk_add_f32 v[48:49], v[48:49], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[44:45], v[44:45], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[52:53], v[52:53], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[46:47], v[46:47], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v63, v102, v98
	v_pk_add_f32 v[56:57], v[56:57], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[58:59], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[54:55], v[54:55], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[50:51], v[50:51], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v60, v60, v98
	v_pk_add_f32 v[32:33], v[32:33], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[34:35], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[36:37], v[36:37], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[38:39], v[38:39], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v61, v61, v98
	v_pk_add_f32 v[40:41], v[40:41], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[42:43], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v62, v62, v98
	v_exp_f32_e32 v104, v48
	v_exp_f32_e32 v105, v49
	v_exp_f32_e32 v106, v44
	v_exp_f32_e32 v107, v45
	v_exp_f32_e32 v108, v52
	v_exp_f32_e32 v109, v53
	v_exp_f32_e32 v110, v46
	v_exp_f32_e32 v111, v47
	v_exp_f32_e32 v112, v63
	v_exp_f32_e32 v113, v56
	v_exp_f32_e32 v114, v57
	v_exp_f32_e32 v115, v58
	v_exp_f32_e32 v116, v59
	v_exp_f32_e32 v117, v54
	v_exp_f32_e32 v118, v55
	v_exp_f32_e32 v119, v50
	v_exp_f32_e32 v120, v51
	v_exp_f32_e32 v121, v60
	v_exp_f32_e32 v122, v32
	v_exp_f32_e32 v123, v33
	v_exp_f32_e32 v124, v34
	v_exp_f32_e32 v125, v35
	v_exp_f32_e32 v126, v36
	v_exp_f32_e32 v127, v37
	v_exp_f32_e32 v128, v38
	v_exp_f32_e32 v129, v39
	v_exp_f32_e32 v134, v61
	v_exp_f32_e32 v135, v40
	v_exp_f32_e32 v136, v41
	v_exp_f32_e32 v137, v42
	v_exp_f32_e32 v140, v43
	v_exp_f32_e32 v141, v62
	v_sub_f32_e32 v32, v132, v98
	v_exp_f32_e32 v99, v32
	v_pk_add_f32 v[32:33], v[104:105], v[106:107]
	v_pk_add_f32 v[34:35], v[108:109], v[110:111]
	v_pk_add_f32 v[36:37], v[112:113], v[114:115]
	v_pk_add_f32 v[38:39], v[116:117], v[118:119]
	v_pk_add_f32 v[40:41], v[120:121], v[122:123]
	v_pk_add_f32 v[42:43], v[124:125], v[126:127]
	v_pk_add_f32 v[44:45], v[128:129], v[134:135]
	v_pk_add_f32 v[46:47], v[136:137], v[140:141]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_add_u32_e32 v56, s96, v164
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_add_u32_e32 v60, s96, v165
	v_add_f32_e32 v101, v32, v33
	v_add_u32_e32 v32, 0x10000, v153
	ds_write_b32 v32, v99
	v_add_u32_e32 v32, 0x10000, v154
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v100, v32
	v_add_u32_e32 v32, s96, v158
	ds_read2st64_b64 v[36:39], v32 offset1:16
	v_add_u32_e32 v32, s96, v159
	ds_read2st64_b64 v[40:43], v32 offset1:16
	v_add_u32_e32 v32, s96, v160
	ds_read2st64_b64 v[48:51], v32 offset1:16
	v_add_u32_e32 v32, s96, v161
	ds_read2st64_b64 v[52:55], v32 offset1:16
	v_add_u32_e32 v32, s96, v162
	ds_read2st64_b64 v[44:47], v32 offset1:16
	v_add_u32_e32 v32, s96, v163
	ds_bpermute_b32 v102, v156, v101
	ds_read2st64_b64 v[32:35], v32 offset1:16
	ds_read2st64_b64 v[56:59], v56 offset1:16
	ds_read2st64_b64 v[60:63], v60 offset1:16
	v_cvt_f16_f32_e32 v103, v104
	v_cvt_f16_f32_e32 v104, v105
	v_cvt_f16_f32_e32 v105, v106
	v_cvt_f16_f32_e32 v106, v107
	v_cvt_f16_f32_e32 v107, v108
	v_cvt_f16_f32_e32 v108, v109
	v_cvt_f16_f32_e32 v109, v110
	v_cvt_f16_f32_e32 v110, v111
	v_cvt_f16_f32_e32 v111, v112
	v_cvt_f16_f32_e32 v112, v113
	v_cvt_f16_f32_e32 v113, v114
	v_cvt_f16_f32_e32 v114, v115
	v_cvt_f16_f32_e32 v115, v116
	v_cvt_f16_f32_e32 v116, v117
	v_cvt_f16_f32_e32 v117, v118
	v_cvt_f16_f32_e32 v118, v119
	v_cvt_f16_f32_e32 v119, v120
	v_cvt_f16_f32_e32 v120, v121
	v_cvt_f16_f32_e32 v121, v122
	v_cvt_f16_f32_e32 v122, v123
	v_cvt_f16_f32_e32 v123, v124
	v_cvt_f16_f32_e32 v124, v125
	v_cvt_f16_f32_e32 v125, v126
	v_cvt_f16_f32_e32 v126, v127
	v_cvt_f16_f32_e32 v127, v128
	v_cvt_f16_f32_e32 v128, v129
	v_cvt_f16_f32_e32 v129, v134
	v_cvt_f16_f32_e32 v131, v135
	v_cvt_f16_f32_e32 v133, v136
	v_cvt_f16_f32_e32 v134, v137
	v_cvt_f16_f32_e32 v135, v140
	v_cvt_f16_f32_e32 v136, v141
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v157, v103
	ds_write_b16 v157, v104 offset:128
	ds_write_b16 v157, v105 offset:256
	ds_write_b16 v157, v106 offset:384
	ds_write_b16 v157, v107 offset:1024
	ds_write_b16 v157, v108 offset:1152
	ds_write_b16 v157, v109 offset:1280
	ds_write_b16 v157, v110 offset:1408
	ds_write_b16 v157, v111 offset:2048
	ds_write_b16 v157, v112 offset:2176
	ds_write_b16 v157, v113 offset:2304
	ds_write_b16 v157, v114 offset:2432
	ds_write_b16 v157, v115 offset:3072
	ds_write_b16 v157, v116 offset:3200
	ds_write_b16 v157, v117 offset:3328
	ds_write_b16 v157, v118 offset:3456
	ds_write_b16 v157, v119 offset:4096
	ds_write_b16 v157, v120 offset:4224
	ds_write_b16 v157, v121 offset:4352
	ds_write_b16 v157, v122 offset:4480
	ds_write_b16 v157, v123 offset:5120
	ds_write_b16 v157, v124 offset:5248
	ds_write_b16 v157, v125 offset:5376
	ds_write_b16 v157, v126 offset:5504
	ds_write_b16 v157, v127 offset:6144
	ds_write_b16 v157, v128 offset:6272
	ds_write_b16 v157, v129 offset:6400
	ds_write_b16 v157, v131 offset:6528
	ds_write_b16 v157, v133 offset:7168
	ds_write_b16 v157, v134 offset:7296
	ds_write_b16 v157, v135 offset:7424
	ds_write_b16 v157, v136 offset:7552
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_17
; %bb.26:
	ds_read_u16 v103, v155 offset:384
	ds_read_u16 v104, v155 offset:256
	ds_read_u16 v106, v155 offset:128
	ds_read_u16 v107, v155
	s_mov_b32 s0, 0x5040100
	v_pk_mul_f32 v[30:31], v[30:31], v[100:101] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[100:101] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[100:101] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[100:101] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[100:101] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[100:101] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[100:101] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[100:101] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v105, v103, v104, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v104, v106, v107, s0
	v_pk_mul_f32 v[14:15], v[14:15], v[100:101] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[100:101] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[100:101] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[100:101] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[100:101] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[100:101] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[100:101] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[100:101] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[16:31], v[36:37], v[104:105], v[16:31]
	ds_read_u16 v36, v155 offset:1408
	ds_read_u16 v37, v155 offset:1280
	ds_read_u16 v103, v155 offset:1152
	ds_read_u16 v106, v155 offset:1024
	v_mov_b32_e32 v132, v98
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v37, v36, v37, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v36, v103, v106, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[104:105], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[36:37], v[16:31]
	ds_read_u16 v40, v155 offset:2432
	ds_read_u16 v41, v155 offset:2304
	ds_read_u16 v103, v155 offset:2176
	ds_read_u16 v106, v155 offset:2048
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v41, v40, v41, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v40, v103, v106, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[36:37], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[40:41], v[16:31]
	ds_read_u16 v48, v155 offset:3456
	ds_read_u16 v49, v155 offset:3328
	ds_read_u16 v103, v155 offset:3200
	ds_read_u16 v106, v155 offset:3072
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v49, v48, v49, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v48, v103, v106, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[40:41], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[52:53], v[48:49], v[16:31]
	ds_read_u16 v52, v155 offset:4480
	ds_read_u16 v53, v155 offset:4352
	ds_read_u16 v103, v155 offset:4224
	ds_read_u16 v106, v155 offset:4096
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v53, v52, v53, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v52, v103, v106, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[48:49], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[52:53], v[16:31]
	ds_read_u16 v44, v155 offset:5504
	ds_read_u16 v45, v155 offset:5376
	ds_read_u16 v103, v155 offset:5248
	ds_read_u16 v106, v155 offset:5120
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v45, v44, v45, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v44, v103, v106, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[52:53], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[32:33], v[44:45], v[16:31]
	ds_read_u16 v32, v155 offset:6528
	ds_read_u16 v33, v155 offset:6400
	ds_read_u16 v103, v155 offset:6272
	ds_read_u16 v106, v155 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v33, v32, v33, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v32, v103, v106, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[44:45], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[32:33], v[16:31]
	ds_read_u16 v56, v155 offset:7552
	ds_read_u16 v57, v155 offset:7424
	ds_read_u16 v103, v155 offset:7296
	ds_read_u16 v106, v155 offset:7168
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v57, v56, v57, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v56, v103, v106, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[32:33], v[0:15]
	v_add_f32_e32 v32, v101, v102
	v_fmac_f32_e32 v32, v138, v99
	v_mov_b32_e32 v138, v32
	v_mfma_f32_32x32x8_f16 v[16:31], v[60:61], v[56:57], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[56:57], v[0:15]
.LBB0_17:
	s_cmpk_gt_i32 s76, 0x7f
	v_mov_b32_e32 v131, v130
	v_mov_b32_e32 v98, v130
	s_cselect_b64 vcc, -1, 0
	s_cmpk_lt_i32 s76, 0x80
	v_mov_b32_e32 v99, v130
	s_cbranch_scc1 .LBB0_18
; %bb.28:
	v_add_u32_e32 v52, s99, v166
	v_add_u32_e32 v32, 0x2000, v52
	ds_read2_b64 v[100:103], v32 offset0:28 offset1:30
	ds_read2_b64 v[104:107], v32 offset0:24 offset1:26
	ds_read2_b64 v[108:111], v32 offset0:20 offset1:22
	ds_read2_b64 v[112:115], v32 offset0:16 offset1:18
	ds_read2_b64 v[116:119], v32 offset0:12 offset1:14
	ds_read2_b64 v[120:123], v32 offset0:8 offset1:10
	ds_read2_b64 v[124:127], v32 offset0:4 offset1:6
	ds_read2_b64 v[48:51], v32 offset1:2
	ds_read2_b64 v[202:205], v52 offset0:8 offset1:10
	ds_read2_b64 v[206:209], v52 offset1:2
	ds_read2_b64 v[210:213], v52 offset0:4 offset1:6
	ds_read2_b64 v[134:137], v52 offset0:28 offset1:30
	ds_read2_b64 v[140:143], v52 offset0:24 offset1:26
	ds_read2_b64 v[144:147], v52 offset0:20 offset1:22
	ds_read2_b64 v[148:151], v52 offset0:16 offset1:18
	ds_read2_b64 v[198:201], v52 offset0:12 offset1:14
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[70:71], 0
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[74:75], v[32:47]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x8_f16 v[48:63], v[206:207], v[70:71], 0
	v_mfma_f32_32x32x8_f16 v[48:63], v[208:209], v[74:75], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[124:125], v[78:79], v[32:47]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_f16 v[48:63], v[210:211], v[78:79], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[212:213], v[82:83], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[126:127], v[82:83], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[202:203], v[86:87], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[120:121], v[86:87], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[204:205], v[90:91], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[122:123], v[90:91], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[198:199], v[94:95], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[116:117], v[94:95], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[200:201], v[66:67], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[118:119], v[66:67], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[148:149], v[72:73], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[112:113], v[72:73], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[150:151], v[76:77], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[114:115], v[76:77], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[144:145], v[80:81], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[108:109], v[80:81], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[146:147], v[84:85], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[110:111], v[84:85], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[140:141], v[88:89], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[104:105], v[88:89], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[142:143], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[106:107], v[92:93], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[134:135], v[96:97], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[100:101], v[96:97], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[136:137], v[68:69], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[102:103], v[68:69], v[32:47]
	s_nop 9
	v_mov_b32_e32 v70, v63
	v_mov_b32_e32 v66, v57
	v_mov_b32_e32 v67, v58
	v_mov_b32_e32 v58, v59
	v_mov_b32_e32 v59, v60
	v_mov_b32_e32 v71, v32
	v_mov_b32_e32 v32, v33
	v_mov_b32_e32 v33, v38
	v_mov_b32_e32 v38, v39
	v_mov_b32_e32 v39, v40
	v_mov_b32_e32 v40, v41
	v_mov_b32_e32 v41, v42
	v_mov_b32_e32 v42, v43
	v_mov_b32_e32 v43, v44
	v_mov_b32_e32 v44, v45
	v_mov_b32_e32 v45, v46
	s_branch .LBB0_19
.LBB0_18:
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v71, v70
	v_mov_b32_e32 v32, v70
	v_mov_b32_e32 v33, v70
	v_mov_b32_e32 v38, v70
	v_mov_b32_e32 v39, v70
	v_mov_b32_e32 v40, v70
	v_mov_b32_e32 v41, v70
	v_mov_b32_e32 v66, v70
	v_mov_b32_e32 v67, v70
	v_mov_b32_e32 v58, v70
	v_mov_b32_e32 v59, v70
	v_mov_b32_e32 v34, v70
	v_mov_b32_e32 v35, v70
	v_mov_b32_e32 v36, v70
	v_mov_b32_e32 v37, v70
	v_mov_b32_e32 v48, v70
	v_mov_b32_e32 v49, v70
	v_mov_b32_e32 v50, v70
	v_mov_b32_e32 v51, v70
	v_mov_b32_e32 v52, v70
	v_mov_b32_e32 v53, v70
	v_mov_b32_e32 v54, v70
	v_mov_b32_e32 v55, v70
	v_mov_b32_e32 v42, v70
	v_mov_b32_e32 v43, v70
	v_mov_b32_e32 v44, v70
	v_mov_b32_e32 v45, v70
.LBB0_19:
	s_lshl_b32 s0, s33, 6
	s_add_i32 s95, s95, s0
	v_or_b32_e32 v46, s95, v65
	v_or_b32_e32 v57, s95, v181
	v_or_b32_e32 v60, s95, v184
	v_or_b32_e32 v63, s95, v183
	v_or_b32_e32 v65, s95, v180
	v_or_b32_e32 v68, s95, v178
	v_or_b32_e32 v69, s95, v175
	v_or_b32_e32 v72, s95, v64
	v_or_b32_e32 v73, s95, v197
	v_cmp_gt_i32_e64 s[40:41], s85, v72
	v_cmp_ge_i32_e64 s[74:75], v185, v69
	v_cmp_ge_i32_e64 s[72:73], v185, v68
	v_cmp_ge_i32_e64 s[70:71], v185, v65
	v_cmp_ge_i32_e64 s[68:69], v185, v63
	v_cmp_ge_i32_e64 s[66:67], v185, v60
	v_cmp_ge_i32_e64 s[64:65], v185, v57
	v_cmp_ge_i32_e64 s[62:63], v185, v72
	v_cmp_ge_i32_e64 s[60:61], v185, v46
	v_mov_b32_e32 v68, v130
	v_mov_b32_e32 v69, v130
	v_or_b32_e32 v77, s95, v174
	v_cmp_gt_i32_e64 s[2:3], s85, v73
	v_cmp_ge_i32_e64 s[58:59], v185, v73
	v_pk_mul_f32 v[48:49], v[130:131], v[48:49]
	v_mul_f32_e32 v63, v130, v56
	v_pk_mul_f32 v[56:57], v[68:69], v[58:59]
	v_pk_mul_f32 v[58:59], v[98:99], v[66:67]
	v_mov_b32_e32 v67, 0xc9742400
	s_and_b64 s[74:75], s[74:75], s[40:41]
	s_and_b64 s[72:73], s[72:73], s[40:41]
	s_and_b64 s[70:71], s[70:71], s[40:41]
	s_and_b64 s[68:69], s[68:69], s[40:41]
	s_and_b64 s[66:67], s[66:67], s[40:41]
	s_and_b64 s[64:65], s[64:65], s[40:41]
	s_and_b64 s[62:63], s[62:63], s[40:41]
	s_and_b64 s[40:41], s[60:61], s[40:41]
	v_or_b32_e32 v76, s95, v177
	v_cmp_ge_i32_e64 s[56:57], v185, v77
	v_cndmask_b32_e64 v49, v67, v49, s[40:41]
	s_and_b64 s[40:41], s[58:59], s[2:3]
	v_or_b32_e32 v75, s95, v179
	v_cmp_ge_i32_e64 s[54:55], v185, v76
	v_pk_mul_f32 v[50:51], v[68:69], v[50:51]
	v_cndmask_b32_e64 v63, v67, v63, s[40:41]
	s_and_b64 s[40:41], s[56:57], s[2:3]
	v_or_b32_e32 v74, s95, v182
	v_cmp_ge_i32_e64 s[52:53], v185, v75
	v_mul_f32_e32 v66, v130, v47
	v_cndmask_b32_e64 v47, v67, v51, s[64:65]
	v_cndmask_b32_e64 v51, v67, v57, s[40:41]
	s_and_b64 s[40:41], s[54:55], s[2:3]
	v_or_b32_e32 v78, s95, v192
	v_cmp_ge_i32_e64 s[50:51], v185, v74
	v_cndmask_b32_e64 v46, v67, v50, s[74:75]
	v_cndmask_b32_e64 v50, v67, v56, s[40:41]
	s_and_b64 s[40:41], s[52:53], s[2:3]
	v_or_b32_e32 v79, s95, v193
	v_cmp_ge_i32_e64 s[48:49], v185, v78
	v_cndmask_b32_e64 v57, v67, v59, s[40:41]
	s_and_b64 s[40:41], s[50:51], s[2:3]
	v_or_b32_e32 v80, s95, v194
	v_or_b32_e32 v81, s95, v195
	v_or_b32_e32 v82, s95, v196
	v_or_b32_e32 v83, s95, v176
	v_or_b32_e32 v84, s95, v173
	v_or_b32_e32 v85, s95, v172
	v_or_b32_e32 v86, s95, v170
	v_cmp_ge_i32_e64 s[46:47], v185, v79
	v_mul_f32_e32 v65, v130, v61
	v_cndmask_b32_e64 v56, v67, v58, s[40:41]
	s_and_b64 s[40:41], s[48:49], s[2:3]
	v_or_b32_e32 v89, s95, v189
	v_or_b32_e32 v95, s95, v167
	v_cmp_gt_i32_e64 s[4:5], s85, v81
	v_cmp_ge_i32_e64 s[6:7], v185, v80
	v_cmp_ge_i32_e64 s[18:19], v185, v82
	v_cmp_ge_i32_e64 s[42:43], v185, v86
	v_cmp_ge_i32_e64 s[38:39], v185, v85
	v_cmp_ge_i32_e64 s[36:37], v185, v84
	v_cmp_ge_i32_e64 s[30:31], v185, v83
	v_mul_f32_e32 v62, v130, v62
	v_cndmask_b32_e64 v65, v67, v65, s[40:41]
	s_and_b64 s[40:41], s[46:47], s[2:3]
	v_or_b32_e32 v94, s95, v168
	v_cmp_gt_i32_e64 s[0:1], s85, v89
	v_cmp_ge_i32_e64 s[22:23], v185, v95
	v_pk_mul_f32 v[32:33], v[68:69], v[32:33]
	v_pk_mul_f32 v[60:61], v[130:131], v[70:71]
	v_pk_mul_f32 v[36:37], v[68:69], v[36:37]
	v_pk_mul_f32 v[34:35], v[98:99], v[34:35]
	v_cndmask_b32_e64 v62, v67, v62, s[40:41]
	s_and_b64 s[40:41], s[42:43], s[4:5]
	s_and_b64 s[38:39], s[38:39], s[4:5]
	s_and_b64 s[36:37], s[36:37], s[4:5]
	s_and_b64 s[30:31], s[30:31], s[4:5]
	s_and_b64 s[18:19], s[18:19], s[4:5]
	s_and_b64 s[2:3], s[6:7], s[2:3]
	v_or_b32_e32 v87, s95, v187
	v_or_b32_e32 v88, s95, v188
	v_or_b32_e32 v91, s95, v191
	v_or_b32_e32 v93, s95, v169
	v_cmp_ge_i32_e64 s[20:21], v185, v94
	v_pk_mul_f32 v[44:45], v[68:69], v[44:45]
	v_cndmask_b32_e64 v58, v67, v37, s[40:41]
	v_cndmask_b32_e64 v37, v67, v36, s[38:39]
	v_cndmask_b32_e64 v36, v67, v35, s[36:37]
	v_cndmask_b32_e64 v35, v67, v34, s[30:31]
	v_cndmask_b32_e64 v34, v67, v32, s[18:19]
	v_cndmask_b32_e64 v32, v67, v60, s[2:3]
	s_and_b64 s[2:3], s[22:23], s[0:1]
	v_or_b32_e32 v90, s95, v190
	v_or_b32_e32 v92, s95, v171
	v_or_b32_e32 v96, s95, v186
	v_cmp_ge_i32_e64 s[10:11], v185, v81
	v_cmp_ge_i32_e64 s[24:25], v185, v87
	v_cmp_ge_i32_e64 s[26:27], v185, v88
	v_cmp_ge_i32_e64 s[44:45], v185, v91
	v_cmp_ge_i32_e64 s[16:17], v185, v93
	v_cndmask_b32_e64 v45, v67, v45, s[2:3]
	s_and_b64 s[2:3], s[20:21], s[0:1]
	v_cmp_ge_i32_e64 s[28:29], v185, v89
	v_cmp_ge_i32_e64 s[34:35], v185, v90
	v_cmp_ge_i32_e64 s[14:15], v185, v92
	v_cmp_ge_i32_e64 s[12:13], v185, v96
	v_pk_mul_f32 v[52:53], v[68:69], v[52:53]
	v_pk_mul_f32 v[40:41], v[68:69], v[40:41]
	v_pk_mul_f32 v[42:43], v[98:99], v[42:43]
	s_and_b64 s[30:31], s[44:45], s[0:1]
	s_and_b64 s[26:27], s[26:27], s[4:5]
	s_and_b64 s[24:25], s[24:25], s[4:5]
	s_and_b64 s[4:5], s[10:11], s[4:5]
	v_cndmask_b32_e64 v44, v67, v44, s[2:3]
	s_and_b64 s[2:3], s[16:17], s[0:1]
	v_pk_mul_f32 v[54:55], v[68:69], v[54:55]
	v_pk_mul_f32 v[38:39], v[68:69], v[38:39]
	v_cndmask_b32_e64 v53, v67, v53, s[68:69]
	v_cndmask_b32_e64 v52, v67, v52, s[66:67]
	v_cndmask_b32_e64 v48, v67, v48, s[62:63]
	v_cndmask_b32_e64 v41, v67, v41, s[30:31]
	s_and_b64 s[30:31], s[34:35], s[0:1]
	s_and_b64 s[28:29], s[28:29], s[0:1]
	v_cndmask_b32_e64 v59, v67, v33, s[24:25]
	v_cndmask_b32_e64 v33, v67, v61, s[4:5]
	v_cndmask_b32_e64 v43, v67, v43, s[2:3]
	s_and_b64 s[2:3], s[14:15], s[0:1]
	s_and_b64 s[0:1], s[12:13], s[0:1]
	v_cndmask_b32_e64 v55, v67, v55, s[72:73]
	v_cndmask_b32_e64 v54, v67, v54, s[70:71]
	v_cndmask_b32_e64 v40, v67, v40, s[30:31]
	v_cndmask_b32_e64 v39, v67, v39, s[28:29]
	v_cndmask_b32_e64 v38, v67, v38, s[26:27]
	v_cndmask_b32_e64 v42, v67, v42, s[2:3]
	v_cndmask_b32_e64 v61, v67, v66, s[0:1]
	v_max_f32_e32 v60, v48, v49
	v_max3_f32 v66, v47, v52, v53
	v_max3_f32 v68, v56, v57, v50
	v_max3_f32 v69, v51, v65, v62
	v_max3_f32 v70, v32, v33, v34
	v_max3_f32 v67, v54, v55, v63
	v_max3_f32 v71, v35, v36, v37
	v_max3_f32 v72, v58, v59, v38
	v_max3_f32 v73, v39, v40, v41
	v_max3_f32 v74, v42, v43, v44
	v_max3_f32 v60, v60, v46, v66
	v_max3_f32 v66, v68, v69, v70
	v_max3_f32 v68, v71, v72, v73
	v_max3_f32 v69, v74, v45, v61
	v_max3_f32 v60, v60, v67, v66
	v_max3_f32 v60, v60, v68, v69
	ds_bpermute_b32 v66, v156, v60
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b64 s[0:1], vcc, exec
	v_max3_f32 v60, v132, v60, v66
	v_pk_add_f32 v[48:49], v[48:49], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[46:47], v[46:47], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[52:53], v[52:53], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[54:55], v[54:55], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v63, v63, v60
	v_pk_add_f32 v[56:57], v[56:57], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[50:51], v[50:51], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v65, v65, v60
	v_sub_f32_e32 v62, v62, v60
	v_pk_add_f32 v[32:33], v[32:33], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[34:35], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[36:37], v[36:37], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[58:59], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[38:39], v[38:39], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[40:41], v[40:41], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[42:43], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[44:45], v[44:45], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v61, v61, v60
	v_exp_f32_e32 v70, v48
	v_exp_f32_e32 v71, v49
	v_exp_f32_e32 v72, v46
	v_exp_f32_e32 v73, v47
	v_exp_f32_e32 v74, v52
	v_exp_f32_e32 v75, v53
	v_exp_f32_e32 v76, v54
	v_exp_f32_e32 v77, v55
	v_exp_f32_e32 v78, v63
	v_exp_f32_e32 v79, v56
	v_exp_f32_e32 v80, v57
	v_exp_f32_e32 v81, v50
	v_exp_f32_e32 v82, v51
	v_exp_f32_e32 v83, v65
	v_exp_f32_e32 v84, v62
	v_exp_f32_e32 v85, v32
	v_exp_f32_e32 v86, v33
	v_exp_f32_e32 v87, v34
	v_exp_f32_e32 v88, v35
	v_exp_f32_e32 v89, v36
	v_exp_f32_e32 v90, v37
	v_exp_f32_e32 v91, v58
	v_exp_f32_e32 v92, v59
	v_exp_f32_e32 v93, v38
	v_exp_f32_e32 v94, v39
	v_exp_f32_e32 v95, v40
	v_exp_f32_e32 v96, v41
	v_exp_f32_e32 v97, v42
	v_exp_f32_e32 v98, v43
	v_exp_f32_e32 v99, v44
	v_exp_f32_e32 v100, v45
	v_exp_f32_e32 v101, v61
	v_sub_f32_e32 v32, v132, v60
	v_exp_f32_e32 v65, v32
	v_pk_add_f32 v[32:33], v[70:71], v[72:73]
	v_pk_add_f32 v[34:35], v[74:75], v[76:77]
	v_pk_add_f32 v[36:37], v[78:79], v[80:81]
	v_pk_add_f32 v[38:39], v[82:83], v[84:85]
	v_pk_add_f32 v[40:41], v[86:87], v[88:89]
	v_pk_add_f32 v[42:43], v[90:91], v[92:93]
	v_pk_add_f32 v[44:45], v[94:95], v[96:97]
	v_pk_add_f32 v[46:47], v[98:99], v[100:101]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_add_u32_e32 v40, s98, v160
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_add_u32_e32 v36, s98, v159
	v_add_f32_e32 v67, v32, v33
	v_add_u32_e32 v32, 0x10000, v153
	ds_write_b32 v32, v65
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v32, 0x10000, v154
	ds_read2st64_b64 v[48:51], v40 offset1:16
	v_add_u32_e32 v40, s98, v161
	ds_read_b32 v66, v32
	v_add_u32_e32 v32, s98, v158
	ds_read2st64_b64 v[52:55], v40 offset1:16
	v_add_u32_e32 v40, s98, v162
	v_add_u32_e32 v44, s98, v163
	v_add_u32_e32 v56, s98, v164
	v_add_u32_e32 v60, s98, v165
	ds_bpermute_b32 v68, v156, v67
	ds_read2st64_b64 v[32:35], v32 offset1:16
	ds_read2st64_b64 v[36:39], v36 offset1:16
	ds_read2st64_b64 v[40:43], v40 offset1:16
	ds_read2st64_b64 v[44:47], v44 offset1:16
	ds_read2st64_b64 v[56:59], v56 offset1:16
	ds_read2st64_b64 v[60:63], v60 offset1:16
	v_cvt_f16_f32_e32 v69, v70
	v_cvt_f16_f32_e32 v70, v71
	v_cvt_f16_f32_e32 v71, v72
	s_cselect_b32 s0, 1, 0
	v_cvt_f16_f32_e32 v72, v73
	s_cmp_lg_u32 s0, 1
	v_cvt_f16_f32_e32 v73, v74
	v_cvt_f16_f32_e32 v74, v75
	v_cvt_f16_f32_e32 v75, v76
	v_cvt_f16_f32_e32 v76, v77
	v_cvt_f16_f32_e32 v77, v78
	v_cvt_f16_f32_e32 v78, v79
	v_cvt_f16_f32_e32 v79, v80
	v_cvt_f16_f32_e32 v80, v81
	v_cvt_f16_f32_e32 v81, v82
	v_cvt_f16_f32_e32 v82, v83
	v_cvt_f16_f32_e32 v83, v84
	v_cvt_f16_f32_e32 v84, v85
	v_cvt_f16_f32_e32 v85, v86
	v_cvt_f16_f32_e32 v86, v87
	v_cvt_f16_f32_e32 v87, v88
	v_cvt_f16_f32_e32 v88, v89
	v_cvt_f16_f32_e32 v89, v90
	v_cvt_f16_f32_e32 v90, v91
	v_cvt_f16_f32_e32 v91, v92
	v_cvt_f16_f32_e32 v92, v93
	v_cvt_f16_f32_e32 v93, v94
	v_cvt_f16_f32_e32 v94, v95
	v_cvt_f16_f32_e32 v95, v96
	v_cvt_f16_f32_e32 v96, v97
	v_cvt_f16_f32_e32 v97, v98
	v_cvt_f16_f32_e32 v98, v99
	v_cvt_f16_f32_e32 v99, v100
	v_cvt_f16_f32_e32 v100, v101
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v157, v69
	ds_write_b16 v157, v70 offset:128
	ds_write_b16 v157, v71 offset:256
	ds_write_b16 v157, v72 offset:384
	ds_write_b16 v157, v73 offset:1024
	ds_write_b16 v157, v74 offset:1152
	ds_write_b16 v157, v75 offset:1280
	ds_write_b16 v157, v76 offset:1408
	ds_write_b16 v157, v77 offset:2048
	ds_write_b16 v157, v78 offset:2176
	ds_write_b16 v157, v79 offset:2304
	ds_write_b16 v157, v80 offset:2432
	ds_write_b16 v157, v81 offset:3072
	ds_write_b16 v157, v82 offset:3200
	ds_write_b16 v157, v83 offset:3328
	ds_write_b16 v157, v84 offset:3456
	ds_write_b16 v157, v85 offset:4096
	ds_write_b16 v157, v86 offset:4224
	ds_write_b16 v157, v87 offset:4352
	ds_write_b16 v157, v88 offset:4480
	ds_write_b16 v157, v89 offset:5120
	ds_write_b16 v157, v90 offset:5248
	ds_write_b16 v157, v91 offset:5376
	ds_write_b16 v157, v92 offset:5504
	ds_write_b16 v157, v93 offset:6144
	ds_write_b16 v157, v94 offset:6272
	ds_write_b16 v157, v95 offset:6400
	ds_write_b16 v157, v96 offset:6528
	ds_write_b16 v157, v97 offset:7168
	ds_write_b16 v157, v98 offset:7296
	ds_write_b16 v157, v99 offset:7424
	ds_write_b16 v157, v100 offset:7552
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_20
; %bb.31:
	ds_read_u16 v69, v155 offset:384
	ds_read_u16 v70, v155 offset:256
	ds_read_u16 v72, v155 offset:128
	ds_read_u16 v73, v155
	s_mov_b32 s0, 0x5040100
	v_pk_mul_f32 v[30:31], v[30:31], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[66:67] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v71, v69, v70, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v70, v72, v73, s0
	v_pk_mul_f32 v[14:15], v[14:15], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[66:67] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[16:31], v[32:33], v[70:71], v[16:31]
	ds_read_u16 v32, v155 offset:1408
	ds_read_u16 v33, v155 offset:1280
	ds_read_u16 v69, v155 offset:1152
	ds_read_u16 v72, v155 offset:1024
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v33, v32, v33, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v32, v69, v72, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[70:71], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[36:37], v[32:33], v[16:31]
	ds_read_u16 v36, v155 offset:2432
	ds_read_u16 v37, v155 offset:2304
	ds_read_u16 v69, v155 offset:2176
	ds_read_u16 v72, v155 offset:2048
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v37, v36, v37, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v36, v69, v72, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[32:33], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[36:37], v[16:31]
	ds_read_u16 v48, v155 offset:3456
	ds_read_u16 v49, v155 offset:3328
	ds_read_u16 v69, v155 offset:3200
	ds_read_u16 v72, v155 offset:3072
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v49, v48, v49, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v48, v69, v72, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[36:37], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[52:53], v[48:49], v[16:31]
	ds_read_u16 v52, v155 offset:4480
	ds_read_u16 v53, v155 offset:4352
	ds_read_u16 v69, v155 offset:4224
	ds_read_u16 v72, v155 offset:4096
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v53, v52, v53, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v52, v69, v72, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[48:49], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[52:53], v[16:31]
	ds_read_u16 v40, v155 offset:5504
	ds_read_u16 v41, v155 offset:5376
	ds_read_u16 v69, v155 offset:5248
	ds_read_u16 v72, v155 offset:5120
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v41, v40, v41, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v40, v69, v72, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[52:53], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[40:41], v[16:31]
	ds_read_u16 v44, v155 offset:6528
	ds_read_u16 v45, v155 offset:6400
	ds_read_u16 v69, v155 offset:6272
	ds_read_u16 v72, v155 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v45, v44, v45, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v44, v69, v72, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[40:41], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[44:45], v[16:31]
	ds_read_u16 v56, v155 offset:7552
	ds_read_u16 v57, v155 offset:7424
	ds_read_u16 v69, v155 offset:7296
	ds_read_u16 v72, v155 offset:7168
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v57, v56, v57, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v56, v69, v72, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[44:45], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[60:61], v[56:57], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[56:57], v[0:15]
.LBB0_20:
	v_add_f32_e32 v32, v67, v68
	v_fmac_f32_e32 v32, v138, v65
	v_cndmask_b32_e32 v32, v138, v32, vcc
	v_add_u32_e32 v33, 0, v153
	ds_write_b32 v33, v32
	v_add_u32_e32 v32, 0, v154
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v34, v32
	s_lshr_b32 s0, s89, 2
	v_or_b32_e32 v35, s0, v245
	v_readlane_b32 s2, v255, 0
	v_readlane_b32 s3, v255, 1
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v36, s[0:1], v34, v34, v16
	v_rcp_f32_e32 v37, v36
	s_mul_i32 s88, s88, s2
	s_mul_i32 s0, s84, s3
	v_or_b32_e32 v33, s86, v35
	v_fma_f32 v38, -v36, v37, 1.0
	v_fmac_f32_e32 v37, v38, v37
	v_div_scale_f32 v38, vcc, v16, v34, v16
	v_mul_f32_e32 v39, v38, v37
	v_fma_f32 v40, -v36, v39, v38
	v_fmac_f32_e32 v39, v40, v37
	v_fma_f32 v36, -v36, v39, v38
	v_div_scale_f32 v38, s[2:3], v34, v34, v17
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v37, v39
	v_div_fixup_f32 v16, v36, v34, v16
	v_cvt_f16_f32_e32 v16, v16
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v17, v34, v17
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v18
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v17, v36, v34, v17
	v_cvt_f16_f32_e32 v17, v17
	v_fma_f32 v36, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, vcc, v18, v34, v18
	v_mul_f32_e32 v37, v36, v39
	v_fma_f32 v40, -v38, v37, v36
	v_fmac_f32_e32 v37, v40, v39
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v19
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v39, v37
	v_div_fixup_f32 v18, v36, v34, v18
	s_add_i32 s0, s0, s88
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v19, v34, v19
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v20
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v19, v36, v34, v19
	s_mul_i32 s86, s86, s77
	v_fma_f32 v36, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, vcc, v20, v34, v20
	v_mul_f32_e32 v37, v36, v39
	v_fma_f32 v40, -v38, v37, v36
	v_fmac_f32_e32 v37, v40, v39
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v21
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v39, v37
	v_div_fixup_f32 v20, v36, v34, v20
	v_cvt_f16_f32_e32 v18, v18
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v21, v34, v21
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v22
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v21, v36, v34, v21
	v_cvt_f16_f32_e32 v19, v19
	v_fma_f32 v36, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, vcc, v22, v34, v22
	v_mul_f32_e32 v37, v36, v39
	v_fma_f32 v40, -v38, v37, v36
	v_fmac_f32_e32 v37, v40, v39
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v23
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v39, v37
	v_div_fixup_f32 v22, v36, v34, v22
	s_add_i32 s0, s0, s86
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v23, v34, v23
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v24
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v23, v36, v34, v23
	v_or_b32_e32 v32, s94, v64
	v_fma_f32 v36, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, vcc, v24, v34, v24
	v_mul_f32_e32 v37, v36, v39
	v_fma_f32 v40, -v38, v37, v36
	v_fmac_f32_e32 v37, v40, v39
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v25
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v39, v37
	v_div_fixup_f32 v24, v36, v34, v24
	v_cvt_f16_f32_e32 v20, v20
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v25, v34, v25
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v26
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v25, v36, v34, v25
	v_cvt_f16_f32_e32 v21, v21
	v_fma_f32 v36, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, vcc, v26, v34, v26
	v_mul_f32_e32 v37, v36, v39
	v_fma_f32 v40, -v38, v37, v36
	v_fmac_f32_e32 v37, v40, v39
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v27
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v39, v37
	v_div_fixup_f32 v26, v36, v34, v26
	v_cvt_f16_f32_e32 v22, v22
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v27, v34, v27
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v28
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v27, v36, v34, v27
	v_cvt_f16_f32_e32 v23, v23
	v_fma_f32 v36, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, vcc, v28, v34, v28
	v_mul_f32_e32 v37, v36, v39
	v_fma_f32 v40, -v38, v37, v36
	v_fmac_f32_e32 v37, v40, v39
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v29
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v39, v37
	v_div_fixup_f32 v28, v36, v34, v28
	v_cvt_f16_f32_e32 v24, v24
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v29, v34, v29
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v30
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v29, v36, v34, v29
	v_cvt_f16_f32_e32 v25, v25
	v_fma_f32 v36, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, vcc, v30, v34, v30
	v_mul_f32_e32 v37, v36, v39
	v_fma_f32 v40, -v38, v37, v36
	v_fmac_f32_e32 v37, v40, v39
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v31
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v39, v37
	v_div_fixup_f32 v30, v36, v34, v30
	v_cvt_f16_f32_e32 v26, v26
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v31, v34, v31
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v0
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v31, v36, v34, v31
	v_cvt_f16_f32_e32 v27, v27
	v_fma_f32 v36, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, vcc, v0, v34, v0
	v_mul_f32_e32 v37, v36, v39
	v_fma_f32 v40, -v38, v37, v36
	v_fmac_f32_e32 v37, v40, v39
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v1
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v39, v37
	v_div_fixup_f32 v0, v36, v34, v0
	s_and_b32 s9, s9, 0xffff
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v1, v34, v1
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v2
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v1, v36, v34, v1
	s_mov_b32 s11, 0x27000
	v_fma_f32 v36, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, vcc, v2, v34, v2
	v_mul_f32_e32 v37, v36, v39
	v_fma_f32 v40, -v38, v37, v36
	v_fmac_f32_e32 v37, v40, v39
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v3
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v39, v37
	v_div_fixup_f32 v2, v36, v34, v2
	s_mov_b32 s10, 0x7ffffffe
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v3, v34, v3
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v4
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v3, v36, v34, v3
	v_cvt_f16_f32_e32 v28, v28
	v_fma_f32 v36, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, vcc, v4, v34, v4
	v_mul_f32_e32 v37, v36, v39
	v_fma_f32 v40, -v38, v37, v36
	v_fmac_f32_e32 v37, v40, v39
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v5
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v39, v37
	v_div_fixup_f32 v4, v36, v34, v4
	v_cvt_f16_f32_e32 v29, v29
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v5, v34, v5
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v6
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v5, v36, v34, v5
	v_cvt_f16_f32_e32 v30, v30
	v_fma_f32 v36, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, vcc, v6, v34, v6
	v_mul_f32_e32 v37, v36, v39
	v_fma_f32 v40, -v38, v37, v36
	v_fmac_f32_e32 v37, v40, v39
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v7
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v39, v37
	v_div_fixup_f32 v6, v36, v34, v6
	v_cvt_f16_f32_e32 v31, v31
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v7, v34, v7
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v8
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v7, v36, v34, v7
	v_cvt_f16_f32_e32 v2, v2
	v_fma_f32 v36, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, vcc, v8, v34, v8
	v_mul_f32_e32 v37, v36, v39
	v_fma_f32 v40, -v38, v37, v36
	v_fmac_f32_e32 v37, v40, v39
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v9
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v39, v37
	v_div_fixup_f32 v8, v36, v34, v8
	v_cvt_f16_f32_e32 v3, v3
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v9, v34, v9
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v10
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v9, v36, v34, v9
	v_cvt_f16_f32_e32 v4, v4
	v_fma_f32 v36, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, vcc, v10, v34, v10
	v_mul_f32_e32 v37, v36, v39
	v_fma_f32 v40, -v38, v37, v36
	v_fmac_f32_e32 v37, v40, v39
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v11
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v39, v37
	v_div_fixup_f32 v10, v36, v34, v10
	v_cvt_f16_f32_e32 v5, v5
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v11, v34, v11
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v12
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v11, v36, v34, v11
	v_cvt_f16_f32_e32 v6, v6
	v_fma_f32 v36, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, vcc, v12, v34, v12
	v_mul_f32_e32 v37, v36, v39
	v_fma_f32 v40, -v38, v37, v36
	v_fmac_f32_e32 v37, v40, v39
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v13
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v39, v37
	v_div_fixup_f32 v12, v36, v34, v12
	v_cvt_f16_f32_e32 v7, v7
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v13, v34, v13
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v14
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v13, v36, v34, v13
	v_cvt_f16_f32_e32 v8, v8
	v_fma_f32 v36, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, vcc, v14, v34, v14
	v_mul_f32_e32 v37, v36, v39
	v_fma_f32 v40, -v38, v37, v36
	v_fmac_f32_e32 v37, v40, v39
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v15
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v39, v37
	v_div_fixup_f32 v14, v36, v34, v14
	v_cvt_f16_f32_e32 v9, v9
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v15, v34, v15
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v15, v36, v34, v15
	v_mul_lo_u32 v34, v35, s77
	v_add_u32_e32 v34, s0, v34
	v_cvt_f16_f32_e32 v35, v0
	v_pack_b32_f16 v0, v16, v17
	v_add_lshl_u32 v16, v34, v32, 1
	v_bfrev_b32_e32 v17, 1
	v_cmp_gt_i32_e32 vcc, s85, v33
	v_cvt_f16_f32_e32 v36, v1
	v_pack_b32_f16 v1, v18, v19
	v_cndmask_b32_e32 v18, v17, v16, vcc
	buffer_store_dwordx2 v[0:1], v18, s[8:11], 0 offen
	v_add_u32_e32 v18, 16, v16
	v_pack_b32_f16 v1, v22, v23
	v_pack_b32_f16 v0, v20, v21
	v_cndmask_b32_e32 v18, v17, v18, vcc
	buffer_store_dwordx2 v[0:1], v18, s[8:11], 0 offen
	v_add_u32_e32 v18, 32, v16
	v_pack_b32_f16 v1, v26, v27
	v_pack_b32_f16 v0, v24, v25
	v_cndmask_b32_e32 v18, v17, v18, vcc
	buffer_store_dwordx2 v[0:1], v18, s[8:11], 0 offen
	v_add_u32_e32 v18, 48, v16
	v_pack_b32_f16 v1, v30, v31
	v_pack_b32_f16 v0, v28, v29
	v_cndmask_b32_e32 v18, v17, v18, vcc
	buffer_store_dwordx2 v[0:1], v18, s[8:11], 0 offen
	v_pack_b32_f16 v1, v2, v3
	v_add_u32_e32 v2, 0x80, v16
	v_cvt_f16_f32_e32 v10, v10
	v_cvt_f16_f32_e32 v11, v11
	v_pack_b32_f16 v0, v35, v36
	v_cndmask_b32_e32 v2, v17, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[8:11], 0 offen
	v_add_u32_e32 v2, 0x90, v16
	v_cvt_f16_f32_e32 v12, v12
	v_cvt_f16_f32_e32 v13, v13
	v_cvt_f16_f32_e32 v14, v14
	v_cvt_f16_f32_e32 v15, v15
	v_pack_b32_f16 v1, v6, v7
	v_pack_b32_f16 v0, v4, v5
	v_cndmask_b32_e32 v2, v17, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[8:11], 0 offen
	v_add_u32_e32 v2, 0xa0, v16
	v_pack_b32_f16 v1, v10, v11
	v_pack_b32_f16 v0, v8, v9
	v_cndmask_b32_e32 v2, v17, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[8:11], 0 offen
	v_add_u32_e32 v2, 0xb0, v16
	v_pack_b32_f16 v1, v14, v15
	v_pack_b32_f16 v0, v12, v13
	v_cndmask_b32_e32 v2, v17, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[8:11], 0 offen
	s_endpgm
.Lfunc_end0:
	.size	flash_attention_fwd_kernel, .Lfunc_end0-flash_attention_fwd_kernel
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel flash_attention_fwd_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 368
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 14
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 257
		.amdhsa_next_free_sgpr 100
		.amdhsa_accum_offset 256
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
                                        ; -- End function
	.set .Lflash_attention_fwd_kernel.num_vgpr, 256
	.set .Lflash_attention_fwd_kernel.num_agpr, 1
	.set .Lflash_attention_fwd_kernel.numbered_sgpr, 100
	.set .Lflash_attention_fwd_kernel.num_named_barrier, 0
	.set .Lflash_attention_fwd_kernel.private_seg_size, 0
	.set .Lflash_attention_fwd_kernel.uses_vcc, 1
	.set .Lflash_attention_fwd_kernel.uses_flat_scratch, 0
	.set .Lflash_attention_fwd_kernel.has_dyn_sized_stack, 0
	.set .Lflash_attention_fwd_kernel.has_recursion, 0
	.set .Lflash_attention_fwd_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 25532
; TotalNumSgprs: 106
; NumVgprs: 256
; NumAgprs: 1
; TotalNumVgprs: 257
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 32
; NumSGPRsForWavesPerEU: 106
; NumVGPRsForWavesPerEU: 257
; AccumOffset: 256
; Occupancy: 1
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 63
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     1
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .value_kind:     by_value
      - .offset:         56
        .size:           4
        .value_kind:     by_value
      - .offset:         60
        .size:           4
        .value_kind:     by_value
      - .offset:         64
        .size:           4
        .value_kind:     by_value
      - .offset:         68
        .size:           4
        .value_kind:     by_value
      - .offset:         72
        .size:           4
        .value_kind:     by_value
      - .offset:         76
        .size:           4
        .value_kind:     by_value
      - .offset:         80
        .size:           4
        .value_kind:     by_value
      - .offset:         84
        .size:           4
        .value_kind:     by_value
      - .offset:         88
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         104
        .size:           8
        .value_kind:     global_buffer
      - .offset:         112
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         116
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         120
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         124
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         126
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         128
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         130
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         132
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         134
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         152
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         160
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         168
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         176
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         232
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 368
    .max_flat_workgroup_size: 256
    .name:           flash_attention_fwd_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     106
    .sgpr_spill_count: 4
    .symbol:         flash_attention_fwd_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     257
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
