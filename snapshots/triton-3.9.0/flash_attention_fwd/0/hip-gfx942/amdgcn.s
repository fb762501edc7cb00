; flash_attention_fwd config 0 (BLOCK_M=128 BLOCK_N=64 num_warps=8 num_stages=3) on hip:gfx942, normalized
	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	flash_attention_fwd_kernel      ; -- Begin function flash_attention_fwd_kernel
	.p2align	8
	.type	flash_attention_fwd_kernel,@function
flash_attention_fwd_kernel:             ; @flash_attention_fwd_kernel
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.15:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.16:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dwordx2 s[66:67], s[0:1], 0x54
	s_load_dwordx4 s[24:27], s[0:1], 0x38
	s_mov_b64 s[28:29], s[2:3]
	s_mov_b64 s[20:21], s[6:7]
	s_abs_i32 s7, s17
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s2, s66
	v_cvt_f32_u32_e32 v1, s2
	s_sub_i32 s19, 0, s2
	v_readfirstlane_b32 s18, v0
	s_xor_b32 s6, s17, s66
	v_rcp_f32_e32 v1, v1
	s_and_b32 s3, s18, 0x1c0
	s_ashr_i32 s6, s6, 31
	v_and_b32_e32 v128, 15, v0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_lshlrev_b32_e32 v18, 3, v128
	v_bfrev_b32_e32 v20, 1
	v_and_b32_e32 v120, 32, v0
	v_readfirstlane_b32 s22, v1
	s_mul_i32 s19, s19, s22
	s_mul_hi_u32 s19, s22, s19
	s_add_i32 s22, s22, s19
	s_mul_hi_u32 s19, s7, s22
	s_mul_i32 s22, s19, s2
	s_sub_i32 s7, s7, s22
	s_add_i32 s22, s19, 1
	s_sub_i32 s23, s7, s2
	s_cmp_ge_u32 s7, s2
	s_cselect_b32 s19, s22, s19
	s_cselect_b32 s7, s23, s7
	s_add_i32 s22, s19, 1
	s_cmp_ge_u32 s7, s2
	s_cselect_b32 s2, s22, s19
	s_xor_b32 s2, s2, s6
	s_sub_i32 s70, s2, s6
	s_mul_i32 s2, s70, s66
	v_and_b32_e32 v1, 63, v0
	s_lshl_b32 s33, s16, 7
	s_sub_i32 s66, s17, s2
	s_mul_i32 s2, s70, s11
	v_or_b32_e32 v19, s3, v1
	s_mul_i32 s3, s13, s33
	s_mul_i32 s6, s66, s12
	s_add_i32 s2, s2, s3
	v_lshrrev_b32_e32 v115, 4, v19
	s_add_i32 s2, s2, s6
	v_or_b32_e32 v116, 32, v115
	v_or_b32_e32 v2, 64, v115
	v_or_b32_e32 v3, 0x60, v115
	v_or_b32_e32 v4, s33, v115
	v_mul_lo_u32 v6, v115, s13
	v_add_u32_e32 v14, s2, v18
	v_or_b32_e32 v5, s33, v116
	v_or_b32_e32 v10, s33, v2
	v_mul_lo_u32 v7, v116, s13
	v_mul_lo_u32 v12, v2, s13
	v_mul_lo_u32 v13, v3, s13
	v_add_lshl_u32 v2, v14, v6, 1
	v_cmp_gt_i32_e64 s[12:13], s67, v4
	v_or_b32_e32 v11, s33, v3
	s_mov_b32 s7, 0x27000
	s_mov_b32 s6, 0x7ffffffe
	v_cndmask_b32_e64 v15, v20, v2, s[12:13]
	v_add_lshl_u32 v2, v14, v7, 1
	v_cmp_gt_i32_e32 vcc, s67, v5
	v_add_lshl_u32 v12, v14, v12, 1
	v_cmp_gt_i32_e64 s[2:3], s67, v10
	s_and_b32 s29, s29, 0xffff
	s_mov_b32 s30, s6
	s_mov_b32 s31, s7
	v_cndmask_b32_e32 v16, v20, v2, vcc
	v_cndmask_b32_e64 v21, v20, v12, s[2:3]
	v_add_lshl_u32 v10, v14, v13, 1
	v_cmp_gt_i32_e64 s[2:3], s67, v11
	buffer_load_dwordx4 v[2:5], v15, s[28:31], 0 offen
	buffer_load_dwordx4 v[6:9], v16, s[28:31], 0 offen
	v_cndmask_b32_e64 v22, v20, v10, s[2:3]
	buffer_load_dwordx4 v[10:13], v21, s[28:31], 0 offen
	buffer_load_dwordx4 v[14:17], v22, s[28:31], 0 offen
	v_and_b32_e32 v21, 0x1f0, v19
	v_lshlrev_b32_e32 v137, 4, v19
	v_lshrrev_b32_e32 v19, 1, v19
	v_and_b32_e32 v19, 0x78, v19
	v_lshrrev_b32_e32 v117, 3, v21
	v_xor_b32_e32 v19, v19, v137
	v_or_b32_e32 v22, 1, v117
	v_mad_u64_u32 v[110:111], s[2:3], v115, s24, v[18:19]
	v_mad_u64_u32 v[108:109], s[2:3], v117, s27, v[18:19]
	v_add_u32_e32 v23, 0, v19
	v_xad_u32 v19, v19, 8, 0
	v_mad_u64_u32 v[106:107], s[2:3], v22, s27, v[18:19]
	s_mul_i32 s2, s70, s14
	s_mul_i32 s3, s70, s25
	s_mul_i32 s17, s66, s15
	s_mul_i32 s11, s66, s26
	s_and_b32 s71, s18, 0x180
	s_and_b32 s16, s18, 0xc0
	s_and_b32 s72, s18, 64
	s_add_i32 s17, s17, s2
	s_add_i32 s11, s11, s3
	s_cmp_gt_i32 s33, 0
	s_cselect_b64 s[2:3], -1, 0
	s_and_b32 s21, s21, 0xffff
	s_mov_b32 s22, s6
	s_mov_b32 s23, s7
	v_and_b32_e32 v135, 31, v0
	v_lshrrev_b32_e32 v129, 2, v120
	s_lshl_b32 s25, s27, 6
	v_lshlrev_b32_e32 v134, 8, v135
	s_and_b32 s5, s5, 0xffff
	s_lshl_b32 s19, s24, 6
	v_add_u32_e32 v123, s25, v108
	v_mad_u64_u32 v[112:113], s[14:15], v116, s24, v[18:19]
	s_cmp_gt_i32 s33, 64
	v_add_u32_e32 v124, s25, v106
	v_add_u32_e32 v139, s11, v123
	v_add_lshl_u32 v22, v110, s17, 1
	v_add_u32_e32 v140, s11, v124
	s_cselect_b64 s[14:15], -1, 0
	v_cndmask_b32_e64 v22, v20, v22, s[2:3]
	v_lshlrev_b32_e32 v24, 1, v140
	v_cndmask_b32_e64 v24, v20, v24, s[14:15]
	v_add_u32_e32 v122, s19, v110
	s_waitcnt vmcnt(2)
	ds_write2st64_b64 v23, v[2:3], v[6:7] offset1:16
	s_waitcnt vmcnt(0)
	ds_write2st64_b64 v23, v[10:11], v[14:15] offset0:32 offset1:48
	ds_write2st64_b64 v19, v[4:5], v[8:9] offset1:16
	ds_write2st64_b64 v19, v[12:13], v[16:17] offset0:32 offset1:48
	v_add_lshl_u32 v2, v108, s11, 1
	v_cndmask_b32_e64 v10, v20, v2, s[2:3]
	v_add_lshl_u32 v2, v106, s11, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cndmask_b32_e64 v11, v20, v2, s[2:3]
	buffer_load_dwordx4 v[2:5], v10, s[20:23], 0 offen
	buffer_load_dwordx4 v[6:9], v11, s[20:23], 0 offen
	v_lshl_or_b32 v10, s16, 7, v18
	v_xor_b32_e32 v10, v10, v129
	v_or_b32_e32 v10, v10, v134
	v_add_u32_e32 v11, 0, v10
	v_xad_u32 v12, v10, 16, 0
	v_xad_u32 v13, v10, 32, 0
	v_xad_u32 v14, v10, 48, 0
	v_xad_u32 v15, v10, 64, 0
	v_xor_b32_e32 v16, 0x50, v10
	v_xor_b32_e32 v17, 0x60, v10
	v_xor_b32_e32 v10, 0x70, v10
	v_lshlrev_b32_e32 v23, 1, v139
	v_add_u32_e32 v16, 0, v16
	v_add_u32_e32 v17, 0, v17
	v_add_u32_e32 v10, 0, v10
	v_add_lshl_u32 v18, v112, s17, 1
	v_cndmask_b32_e64 v23, v20, v23, s[14:15]
	v_cndmask_b32_e64 v18, v20, v18, s[2:3]
	ds_read2_b64 v[88:91], v11 offset1:16
	ds_read2_b64 v[92:95], v12 offset1:16
	ds_read2_b64 v[84:87], v13 offset1:16
	ds_read2_b64 v[80:83], v14 offset1:16
	buffer_load_dwordx4 v[26:29], v22, s[4:7], 0 offen
	buffer_load_dwordx4 v[30:33], v18, s[4:7], 0 offen
	ds_read2_b64 v[76:79], v15 offset1:16
	ds_read2_b64 v[72:75], v16 offset1:16
	ds_read2_b64 v[68:71], v17 offset1:16
	ds_read2_b64 v[64:67], v10 offset1:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_load_dwordx4 v[10:13], v23, s[20:23], 0 offen
	buffer_load_dwordx4 v[14:17], v24, s[20:23], 0 offen
	v_add_u32_e32 v138, s17, v122
	v_add_u32_e32 v126, s19, v112
	v_lshlrev_b32_e32 v19, 1, v138
	v_add_u32_e32 v141, s17, v126
	v_cndmask_b32_e64 v19, v20, v19, s[14:15]
	v_lshlrev_b32_e32 v18, 1, v141
	v_cndmask_b32_e64 v18, v20, v18, s[14:15]
	buffer_load_dwordx4 v[22:25], v19, s[4:7], 0 offen
	buffer_load_dwordx4 v[34:37], v18, s[4:7], 0 offen
	s_mov_b32 s28, 0x5040100
	s_mov_b32 s29, 0x7060302
	s_movk_i32 s14, 0x440
	v_bfe_i32 v20, v0, 0, 1
	v_bfe_i32 v132, v0, 4, 1
	s_mov_b32 s26, 0
	s_mov_b32 s30, 1
	v_add_u32_e32 v125, 0, v137
	v_lshlrev_b32_e32 v133, 2, v1
	v_lshlrev_b32_e32 v130, 1, v135
	v_lshlrev_b32_e32 v131, 5, v120
	s_waitcnt vmcnt(6)
	v_perm_b32 v18, v6, v2, s28
	v_perm_b32 v2, v6, v2, s29
	v_perm_b32 v6, v7, v3, s28
	v_perm_b32 v3, v7, v3, s29
	v_perm_b32 v7, v8, v4, s28
	v_perm_b32 v4, v8, v4, s29
	v_perm_b32 v8, v9, v5, s28
	v_perm_b32 v5, v9, v5, s29
	s_waitcnt vmcnt(2)
	v_perm_b32 v9, v14, v10, s28
	v_perm_b32 v10, v14, v10, s29
	v_perm_b32 v14, v15, v11, s28
	v_perm_b32 v11, v15, v11, s29
	v_perm_b32 v15, v16, v12, s28
	v_perm_b32 v12, v16, v12, s29
	v_perm_b32 v16, v17, v13, s28
	v_perm_b32 v13, v17, v13, s29
	v_and_b32_e32 v17, 14, v0
	v_lshlrev_b32_e32 v19, 2, v17
	v_and_or_b32 v19, v20, s14, v19
	v_lshrrev_b32_e32 v20, 2, v21
	v_xor_b32_e32 v19, v19, v20
	v_lshl_or_b32 v142, v17, 10, v19
	v_xor_b32_e32 v143, 8, v142
	v_xor_b32_e32 v149, 56, v142
	v_add_u32_e32 v107, 0, v142
	v_add_u32_e32 v109, 0, v143
	v_xor_b32_e32 v144, 16, v142
	v_xor_b32_e32 v145, 24, v142
	v_xor_b32_e32 v146, 32, v142
	v_xor_b32_e32 v147, 40, v142
	v_xor_b32_e32 v148, 48, v142
	v_add_u32_e32 v127, 0, v149
	s_add_i32 s14, s33, 0xffffff80
	v_mov_b32_e32 v0, 0x3fb8aa3b
	ds_write_b32 v107, v18 offset:32768
	ds_write_b32 v109, v2 offset:32896
	v_add_u32_e32 v111, 0, v144
	v_add_u32_e32 v113, 0, v145
	v_add_u32_e32 v118, 0, v146
	v_add_u32_e32 v119, 0, v147
	v_add_u32_e32 v121, 0, v148
	v_add_u32_e32 v2, 0x80, v127
	s_cmp_lt_i32 s14, 1
	v_mul_f32_e32 v104, s10, v0
	ds_write_b32 v111, v6 offset:33024
	ds_write_b32 v113, v3 offset:33152
	ds_write_b32 v118, v7 offset:33280
	ds_write_b32 v119, v4 offset:33408
	ds_write_b32 v121, v8 offset:33536
	ds_write_b32 v107, v9 offset:49152
	ds_write_b32 v109, v10 offset:49280
	ds_write_b32 v111, v14 offset:49408
	ds_write_b32 v113, v11 offset:49536
	ds_write_b32 v118, v15 offset:49664
	ds_write_b32 v119, v12 offset:49792
	ds_write_b32 v121, v16 offset:49920
	ds_write2st64_b32 v2, v5, v13 offset0:131 offset1:195
	ds_write_b128 v125, v[26:29]
	ds_write_b128 v125, v[30:33] offset:8192
	s_waitcnt vmcnt(1)
	ds_write_b128 v125, v[22:25] offset:16384
	s_waitcnt vmcnt(0)
	ds_write_b128 v125, v[34:37] offset:24576
	s_cbranch_scc1 .LBB0_1
; %bb.1:                                ; %.lr.ph
	s_lshl_b32 s31, s16, 1
	s_cmp_eq_u32 s72, 0
	s_cselect_b32 s15, 0, 0x1010
	v_mov_b32_e32 v0, 0x10000
	v_mul_u32_u24_e32 v1, 0x88, v128
	v_or_b32_e32 v2, s15, v129
	v_lshl_add_u32 v151, v135, 2, v0
	v_and_b32_e32 v0, 0x808, v132
	v_xor_b32_e32 v1, v2, v1
	s_mov_b32 s10, 0x10000
	v_xor_b32_e32 v152, v1, v0
	v_mov_b32_e32 v30, 0
	v_xor_b32_e32 v150, 0x80, v133
	v_xor_b32_e32 v153, 16, v152
	v_xor_b32_e32 v154, 32, v152
	v_xor_b32_e32 v155, 48, v152
	v_xor_b32_e32 v156, 64, v152
	v_xor_b32_e32 v157, 0x50, v152
	v_xor_b32_e32 v158, 0x60, v152
	v_xor_b32_e32 v159, 0x70, v152
	v_add3_u32 v160, s10, v131, v130
	s_lshr_b32 s34, s71, 1
	s_movk_i32 s15, 0x4000
	s_mov_b32 s18, 0x8000
	s_mov_b32 s10, 0xc000
	v_mov_b32_e32 v105, v104
	v_mov_b32_e32 v170, 0xff800000
	v_mov_b32_e32 v161, 0
	s_mov_b32 s35, 0
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
	v_add_u32_e32 v138, s19, v138
	v_add_u32_e32 v141, s19, v141
	v_lshlrev_b32_e32 v32, 1, v138
	v_lshlrev_b32_e32 v33, 1, v141
	v_add3_u32 v114, s26, v129, v134
	buffer_load_dwordx4 v[172:175], v32, s[4:7], 0 offen
	buffer_load_dwordx4 v[176:179], v33, s[4:7], 0 offen
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[32:35], v114 offset1:2
	v_add_u32_e32 v136, 0x2000, v114
	ds_read2_b64 v[96:99], v136 offset1:2
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[48:63], v[32:33], v[88:89], 0
	ds_read2_b64 v[100:103], v114 offset0:4 offset1:6
	ds_read2_b64 v[162:165], v136 offset0:4 offset1:6
	ds_read2_b64 v[180:183], v114 offset0:8 offset1:10
	ds_read2_b64 v[184:187], v136 offset0:8 offset1:10
	ds_read2_b64 v[188:191], v114 offset0:12 offset1:14
	ds_read2_b64 v[192:195], v136 offset0:12 offset1:14
	ds_read2_b64 v[196:199], v114 offset0:16 offset1:18
	v_add_u32_e32 v139, s25, v139
	v_add_u32_e32 v140, s25, v140
	s_mov_b32 s22, s6
	s_mov_b32 s23, s7
	v_lshlrev_b32_e32 v224, 1, v140
	v_add_u32_e32 v225, s18, v152
	v_mfma_f32_32x32x8_f16 v[48:63], v[34:35], v[92:93], v[48:63]
	v_add_u32_e32 v234, s16, v160
	v_add_u32_e32 v235, s34, v160
	v_add_u32_e32 v226, s18, v154
	v_add_u32_e32 v227, s71, v151
	v_add_u32_e32 v228, s18, v153
	v_add_u32_e32 v229, s18, v155
	v_add_u32_e32 v230, s18, v156
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_32x32x8_f16 v[32:47], v[96:97], v[88:89], 0
	v_add_u32_e32 v231, s18, v157
	v_add_u32_e32 v232, s18, v158
	v_add_u32_e32 v233, s18, v159
	s_add_i32 s18, s30, 1
	s_cmp_lt_i32 s18, 2
	s_cselect_b32 s30, s18, 0
	s_mov_b32 s26, s15
	v_mfma_f32_32x32x8_f16 v[32:47], v[98:99], v[92:93], v[32:47]
	ds_read2_b64 v[96:99], v136 offset0:16 offset1:18
	ds_read2_b64 v[200:203], v114 offset0:20 offset1:22
	ds_read2_b64 v[204:207], v136 offset0:20 offset1:22
	ds_read2_b64 v[208:211], v114 offset0:24 offset1:26
	ds_read2_b64 v[212:215], v136 offset0:24 offset1:26
	ds_read2_b64 v[216:219], v114 offset0:28 offset1:30
	ds_read2_b64 v[220:223], v136 offset0:28 offset1:30
	v_lshlrev_b32_e32 v136, 1, v139
	s_lshl_b32 s15, s30, 14
	s_mov_b32 s18, s10
	s_add_i32 s10, s15, 0x8000
	s_add_i32 s35, s35, 64
	s_cmp_lt_i32 s35, s14
	s_waitcnt lgkmcnt(13)
	v_mfma_f32_32x32x8_f16 v[48:63], v[100:101], v[84:85], v[48:63]
	v_max_f32_e32 v100, v170, v170
	v_add_u32_e32 v101, s31, v151
	v_add_u32_e32 v171, s15, v137
	v_add_u32_e32 v166, s15, v146
	v_add_u32_e32 v167, s15, v147
	v_add_u32_e32 v168, s15, v148
	v_add_u32_e32 v169, s15, v149
	s_waitcnt lgkmcnt(12)
	v_mfma_f32_32x32x8_f16 v[32:47], v[162:163], v[84:85], v[32:47]
	v_add_u32_e32 v162, s15, v142
	v_add_u32_e32 v163, s15, v143
	v_mfma_f32_32x32x8_f16 v[48:63], v[102:103], v[80:81], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[164:165], v[80:81], v[32:47]
	v_add_u32_e32 v164, s15, v144
	v_add_u32_e32 v165, s15, v145
	s_waitcnt lgkmcnt(11)
	v_mfma_f32_32x32x8_f16 v[48:63], v[180:181], v[76:77], v[48:63]
	s_waitcnt lgkmcnt(10)
	v_mfma_f32_32x32x8_f16 v[32:47], v[184:185], v[76:77], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[182:183], v[72:73], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[186:187], v[72:73], v[32:47]
	s_waitcnt lgkmcnt(9)
	v_mfma_f32_32x32x8_f16 v[48:63], v[188:189], v[68:69], v[48:63]
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x8_f16 v[32:47], v[192:193], v[68:69], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[190:191], v[64:65], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[194:195], v[64:65], v[32:47]
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_32x32x8_f16 v[48:63], v[196:197], v[90:91], v[48:63]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x8_f16 v[32:47], v[96:97], v[90:91], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[198:199], v[94:95], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[98:99], v[94:95], v[32:47]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_f16 v[48:63], v[200:201], v[86:87], v[48:63]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[32:47], v[204:205], v[86:87], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[202:203], v[82:83], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[206:207], v[82:83], v[32:47]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[48:63], v[208:209], v[78:79], v[48:63]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[32:47], v[212:213], v[78:79], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[210:211], v[74:75], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[214:215], v[74:75], v[32:47]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[48:63], v[216:217], v[70:71], v[48:63]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[220:221], v[70:71], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[218:219], v[66:67], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[222:223], v[66:67], v[32:47]
	s_nop 9
	v_max_f32_e32 v96, v49, v49
	v_max_f32_e32 v97, v48, v48
	v_max_f32_e32 v96, v97, v96
	v_max3_f32 v97, v51, v52, v53
	v_max3_f32 v98, v57, v58, v59
	v_max3_f32 v99, v60, v61, v62
	v_max3_f32 v96, v96, v50, v97
	v_max3_f32 v102, v63, v32, v33
	v_max3_f32 v97, v54, v55, v56
	v_max3_f32 v98, v98, v99, v102
	v_max3_f32 v99, v34, v35, v36
	v_max3_f32 v102, v37, v38, v39
	v_max3_f32 v103, v40, v41, v42
	v_max3_f32 v114, v43, v44, v45
	v_max3_f32 v96, v96, v97, v98
	v_max3_f32 v97, v99, v102, v103
	v_max3_f32 v98, v114, v46, v47
	v_max3_f32 v96, v96, v97, v98
	ds_bpermute_b32 v97, v150, v96
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v97, v97, v97
	v_max_f32_e32 v96, v96, v97
	v_mul_f32_e32 v96, v104, v96
	v_max_f32_e32 v114, v100, v96
	v_sub_f32_e32 v96, v170, v114
	v_exp_f32_e32 v170, v96
	v_pk_fma_f32 v[48:49], v[104:105], v[48:49], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], v[104:105], v[50:51], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v180, v48
	ds_write_b32 v101, v170
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_load_dwordx4 v[96:99], v136, s[20:23], 0 offen
	buffer_load_dwordx4 v[100:103], v224, s[20:23], 0 offen
	v_exp_f32_e32 v181, v49
	v_pk_fma_f32 v[52:53], v[104:105], v[52:53], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[54:55], v[104:105], v[54:55], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v182, v50
	v_pk_fma_f32 v[56:57], v[104:105], v[56:57], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], v[104:105], v[58:59], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[60:61], v[104:105], v[60:61], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], v[104:105], v[62:63], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[32:33], v[104:105], v[32:33], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], v[104:105], v[34:35], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], v[104:105], v[36:37], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[104:105], v[38:39], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], v[104:105], v[40:41], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], v[104:105], v[42:43], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], v[104:105], v[44:45], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[104:105], v[46:47], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
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
	v_exp_f32_e32 v196, v32
	v_exp_f32_e32 v197, v33
	v_exp_f32_e32 v198, v34
	v_exp_f32_e32 v199, v35
	v_exp_f32_e32 v200, v36
	v_exp_f32_e32 v201, v37
	v_exp_f32_e32 v202, v38
	v_exp_f32_e32 v203, v39
	v_exp_f32_e32 v204, v40
	v_exp_f32_e32 v205, v41
	v_exp_f32_e32 v206, v42
	v_exp_f32_e32 v207, v43
	v_exp_f32_e32 v208, v44
	v_exp_f32_e32 v209, v45
	v_exp_f32_e32 v210, v46
	v_exp_f32_e32 v211, v47
	v_cvt_f16_f32_e32 v212, v180
	v_cvt_f16_f32_e32 v213, v181
	v_cvt_f16_f32_e32 v214, v182
	v_cvt_f16_f32_e32 v215, v183
	v_cvt_f16_f32_e32 v216, v184
	v_cvt_f16_f32_e32 v217, v185
	v_cvt_f16_f32_e32 v218, v186
	v_cvt_f16_f32_e32 v219, v187
	v_cvt_f16_f32_e32 v220, v188
	v_cvt_f16_f32_e32 v221, v189
	v_cvt_f16_f32_e32 v222, v190
	v_cvt_f16_f32_e32 v223, v191
	v_cvt_f16_f32_e32 v224, v192
	v_cvt_f16_f32_e32 v236, v193
	v_cvt_f16_f32_e32 v237, v194
	v_cvt_f16_f32_e32 v238, v195
	v_cvt_f16_f32_e32 v239, v196
	v_cvt_f16_f32_e32 v240, v197
	v_cvt_f16_f32_e32 v241, v198
	v_cvt_f16_f32_e32 v242, v199
	v_cvt_f16_f32_e32 v243, v200
	v_cvt_f16_f32_e32 v244, v201
	v_cvt_f16_f32_e32 v245, v202
	v_cvt_f16_f32_e32 v246, v203
	v_cvt_f16_f32_e32 v247, v204
	v_cvt_f16_f32_e32 v248, v205
	v_cvt_f16_f32_e32 v249, v206
	v_cvt_f16_f32_e32 v250, v207
	v_cvt_f16_f32_e32 v251, v208
	v_cvt_f16_f32_e32 v252, v209
	v_cvt_f16_f32_e32 v253, v210
	v_cvt_f16_f32_e32 v254, v211
	ds_read2st64_b64 v[44:47], v225 offset1:16
	ds_read2st64_b64 v[48:51], v226 offset1:16
	ds_read_b32 v136, v227
	ds_read2st64_b64 v[52:55], v228 offset1:16
	ds_read2st64_b64 v[56:59], v229 offset1:16
	ds_read2st64_b64 v[40:43], v230 offset1:16
	ds_read2st64_b64 v[32:35], v231 offset1:16
	ds_read2st64_b64 v[60:63], v232 offset1:16
	ds_read2st64_b64 v[36:39], v233 offset1:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v234, v212
	ds_write_b16 v234, v213 offset:256
	ds_write_b16 v234, v214 offset:512
	ds_write_b16 v234, v215 offset:768
	ds_write_b16 v234, v216 offset:2048
	ds_write_b16 v234, v217 offset:2304
	ds_write_b16 v234, v218 offset:2560
	ds_write_b16 v234, v219 offset:2816
	ds_write_b16 v234, v220 offset:4096
	ds_write_b16 v234, v221 offset:4352
	ds_write_b16 v234, v222 offset:4608
	ds_write_b16 v234, v223 offset:4864
	ds_write_b16 v234, v224 offset:6144
	ds_write_b16 v234, v236 offset:6400
	ds_write_b16 v234, v237 offset:6656
	ds_write_b16 v234, v238 offset:6912
	ds_write_b16 v234, v239 offset:8192
	ds_write_b16 v234, v240 offset:8448
	ds_write_b16 v234, v241 offset:8704
	ds_write_b16 v234, v242 offset:8960
	ds_write_b16 v234, v243 offset:10240
	ds_write_b16 v234, v244 offset:10496
	ds_write_b16 v234, v245 offset:10752
	ds_write_b16 v234, v246 offset:11008
	ds_write_b16 v234, v247 offset:12288
	ds_write_b16 v234, v248 offset:12544
	ds_write_b16 v234, v249 offset:12800
	ds_write_b16 v234, v250 offset:13056
	ds_write_b16 v234, v251 offset:14336
	ds_write_b16 v234, v252 offset:14592
	ds_write_b16 v234, v253 offset:14848
	ds_write_b16 v234, v254 offset:15104
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v212, v235
	ds_read_u16 v213, v235 offset:256
	ds_read_u16 v214, v235 offset:512
	ds_read_u16 v215, v235 offset:768
	ds_read_u16 v216, v235 offset:2048
	ds_read_u16 v217, v235 offset:2304
	ds_read_u16 v218, v235 offset:2560
	ds_read_u16 v219, v235 offset:2816
	v_pk_mul_f32 v[16:17], v[16:17], v[136:137] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[136:137] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[136:137] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[136:137] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[136:137] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[136:137] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[136:137] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[136:137] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[136:137] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[136:137] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[136:137] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[136:137] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[136:137] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[136:137] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[136:137] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[136:137] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v212, v213, v212, s28
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v213, v215, v214, s28
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[212:213], v[16:31]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v44, v217, v216, s28
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v45, v219, v218, s28
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[212:213], v[0:15]
	ds_read_u16 v212, v235 offset:14592
	ds_read_u16 v213, v235 offset:14848
	ds_read_u16 v214, v235 offset:15104
	v_mfma_f32_32x32x8_f16 v[16:31], v[52:53], v[44:45], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[44:45], v[0:15]
	ds_read_u16 v44, v235 offset:4096
	ds_read_u16 v45, v235 offset:4352
	ds_read_u16 v50, v235 offset:4608
	ds_read_u16 v51, v235 offset:4864
	ds_read_u16 v52, v235 offset:6144
	ds_read_u16 v53, v235 offset:6400
	ds_read_u16 v58, v235 offset:6656
	ds_read_u16 v59, v235 offset:6912
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v44, v45, v44, s28
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v45, v51, v50, s28
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[44:45], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[44:45], v[0:15]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v44, v53, v52, s28
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v45, v59, v58, s28
	ds_read_u16 v46, v235 offset:8192
	ds_read_u16 v47, v235 offset:8448
	ds_read_u16 v48, v235 offset:8704
	ds_read_u16 v49, v235 offset:8960
	ds_read_u16 v50, v235 offset:10240
	ds_read_u16 v51, v235 offset:10496
	ds_read_u16 v52, v235 offset:10752
	ds_read_u16 v53, v235 offset:11008
	v_pk_add_f32 v[58:59], v[204:205], v[206:207]
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v46, v47, v46, s28
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[44:45], v[16:31]
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v47, v49, v48, s28
	v_add_f32_e64 v56, v200, v202
	v_add_f32_e64 v57, v201, v203
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[44:45], v[0:15]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v44, v51, v50, s28
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v45, v53, v52, s28
	ds_read_u16 v48, v235 offset:12288
	ds_read_u16 v49, v235 offset:12544
	ds_read_u16 v50, v235 offset:12800
	ds_read_u16 v51, v235 offset:13056
	ds_read_u16 v136, v235 offset:14336
	v_pk_add_f32 v[52:53], v[192:193], v[194:195]
	v_pk_add_f32 v[54:55], v[196:197], v[198:199]
	s_waitcnt vmcnt(3)
	ds_write_b128 v171, v[172:175]
	s_waitcnt vmcnt(2)
	ds_write_b128 v171, v[176:179] offset:8192
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[46:47], v[16:31]
	s_waitcnt lgkmcnt(5)
	v_perm_b32 v40, v49, v48, s28
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v41, v51, v50, s28
	v_add_f32_e64 v48, v180, v182
	v_add_f32_e64 v49, v181, v183
	v_pk_add_f32 v[50:51], v[184:185], v[186:187]
	s_nop 0
	v_pk_add_f32 v[48:49], v[48:49], v[50:51]
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[46:47], v[0:15]
	v_add_f32_e64 v46, v188, v190
	v_add_f32_e64 v47, v189, v191
	v_add_f32_e64 v62, v208, v210
	v_add_f32_e64 v63, v209, v211
	v_add_f32_e64 v50, v58, v62
	v_add_f32_e64 v51, v59, v63
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[44:45], v[0:15]
	v_add_f32_e64 v38, v46, v52
	v_add_f32_e64 v39, v47, v53
	v_add_f32_e64 v46, v54, v56
	v_add_f32_e64 v47, v55, v57
	v_add_f32_e64 v38, v48, v38
	v_add_f32_e64 v39, v49, v39
	v_pk_add_f32 v[46:47], v[46:47], v[50:51]
	s_nop 0
	v_pk_add_f32 v[38:39], v[38:39], v[46:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[32:33], v[44:45], v[16:31]
	v_add_f32_e32 v38, v38, v39
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v32, v212, v136, s28
	v_perm_b32 v33, v214, v213, s28
	ds_bpermute_b32 v39, v150, v38
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v136, v38, v39
	v_mfma_f32_32x32x8_f16 v[16:31], v[60:61], v[40:41], v[16:31]
	v_fmac_f32_e32 v136, v161, v170
	v_mov_b32_e32 v170, v114
	v_mov_b32_e32 v161, v136
	s_waitcnt vmcnt(0)
	v_perm_b32 v38, v103, v99, s28
	v_perm_b32 v39, v103, v99, s29
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[40:41], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[36:37], v[32:33], v[16:31]
	v_perm_b32 v36, v102, v98, s28
	v_perm_b32 v37, v102, v98, s29
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[32:33], v[0:15]
	v_perm_b32 v32, v100, v96, s28
	v_perm_b32 v33, v100, v96, s29
	v_perm_b32 v34, v101, v97, s28
	v_perm_b32 v35, v101, v97, s29
	ds_write_b32 v162, v32 offset:32768
	ds_write_b32 v163, v33 offset:32896
	ds_write_b32 v164, v34 offset:33024
	ds_write_b32 v165, v35 offset:33152
	ds_write_b32 v166, v36 offset:33280
	ds_write_b32 v167, v37 offset:33408
	ds_write_b32 v168, v38 offset:33536
	ds_write_b32 v169, v39 offset:33664
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_3
.LBB0_1:
	v_mov_b32_e32 v1, 0
	s_movk_i32 s15, 0x4000
	s_mov_b32 s18, 0x8000
	s_mov_b32 s10, 0xc000
	v_mov_b32_e32 v114, 0xff800000
	v_mov_b32_e32 v136, 0
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
.LBB0_3:                                ; %Flow873
	s_load_dwordx2 s[68:69], s[0:1], 0x48
	s_load_dword s73, s[0:1], 0x50
	s_and_b64 s[0:1], s[2:3], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	v_or_b32_e32 v102, v129, v134
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_4
; %bb.5:
	v_add_u32_e32 v52, s26, v102
	ds_read2_b64 v[48:51], v52 offset1:2
	v_add_u32_e32 v100, 0x2000, v52
	ds_read2_b64 v[96:99], v100 offset1:2
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[88:89], 0
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[92:93], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[84:85], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[80:81], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[76:77], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[72:73], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[68:69], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[64:65], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[90:91], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[94:95], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[86:87], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[82:83], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[78:79], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[74:75], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[70:71], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[66:67], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[96:97], v[88:89], 0
	v_mfma_f32_32x32x8_f16 v[48:63], v[98:99], v[92:93], v[48:63]
	ds_read2_b64 v[96:99], v100 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[96:97], v[84:85], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[98:99], v[80:81], v[48:63]
	ds_read2_b64 v[96:99], v100 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[96:97], v[76:77], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[98:99], v[72:73], v[48:63]
	ds_read2_b64 v[96:99], v100 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[96:97], v[68:69], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[98:99], v[64:65], v[48:63]
	ds_read2_b64 v[96:99], v100 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[96:97], v[90:91], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[98:99], v[94:95], v[48:63]
	ds_read2_b64 v[96:99], v100 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[96:97], v[86:87], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[98:99], v[82:83], v[48:63]
	ds_read2_b64 v[96:99], v100 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[96:97], v[78:79], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[98:99], v[74:75], v[48:63]
	ds_read2_b64 v[96:99], v100 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[96:97], v[70:71], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[98:99], v[66:67], v[48:63]
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
	v_max_f32_e32 v96, v33, v33
	v_max_f32_e32 v97, v32, v32
	v_max_f32_e32 v96, v97, v96
	v_max3_f32 v97, v35, v36, v37
	v_max3_f32 v99, v41, v42, v43
	v_max3_f32 v100, v44, v45, v46
	s_nop 3
	v_max3_f32 v101, v47, v48, v49
	v_max3_f32 v98, v38, v39, v40
	v_max3_f32 v103, v50, v51, v52
	v_max3_f32 v105, v53, v54, v55
	v_max3_f32 v134, v56, v57, v58
	v_max3_f32 v137, v59, v60, v61
	v_max3_f32 v96, v96, v34, v97
	v_max3_f32 v97, v99, v100, v101
	v_max3_f32 v99, v103, v105, v134
	v_max3_f32 v100, v137, v62, v63
	v_max3_f32 v96, v96, v98, v97
	v_max3_f32 v96, v96, v99, v100
	v_xor_b32_e32 v137, 0x80, v133
	ds_bpermute_b32 v97, v137, v96
	s_cmp_eq_u32 s72, 0
	s_cselect_b32 s1, 0, 0x1010
	s_mov_b32 s0, 0x10000
	v_add3_u32 v130, s0, v131, v130
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v97, v97, v97
	v_max_f32_e32 v96, v96, v97
	v_mul_f32_e32 v96, v104, v96
	v_max_f32_e32 v97, v114, v114
	v_max_f32_e32 v96, v97, v96
	v_pk_fma_f32 v[32:33], v[104:105], v[32:33], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], v[104:105], v[34:35], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], v[104:105], v[36:37], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[104:105], v[38:39], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], v[104:105], v[40:41], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], v[104:105], v[42:43], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], v[104:105], v[44:45], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[104:105], v[46:47], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], v[104:105], v[48:49], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], v[104:105], v[50:51], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[52:53], v[104:105], v[52:53], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[54:55], v[104:105], v[54:55], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[56:57], v[104:105], v[56:57], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], v[104:105], v[58:59], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[60:61], v[104:105], v[60:61], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], v[104:105], v[62:63], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v140, v32
	v_exp_f32_e32 v141, v33
	v_exp_f32_e32 v142, v34
	v_exp_f32_e32 v143, v35
	v_exp_f32_e32 v144, v36
	v_exp_f32_e32 v145, v37
	v_exp_f32_e32 v146, v38
	v_exp_f32_e32 v147, v39
	v_exp_f32_e32 v148, v40
	v_exp_f32_e32 v149, v41
	v_exp_f32_e32 v150, v42
	v_exp_f32_e32 v151, v43
	v_exp_f32_e32 v152, v44
	v_exp_f32_e32 v153, v45
	v_exp_f32_e32 v154, v46
	v_exp_f32_e32 v155, v47
	v_exp_f32_e32 v156, v48
	v_exp_f32_e32 v157, v49
	v_exp_f32_e32 v158, v50
	v_exp_f32_e32 v159, v51
	v_exp_f32_e32 v160, v52
	v_exp_f32_e32 v161, v53
	v_exp_f32_e32 v162, v54
	v_exp_f32_e32 v163, v55
	v_exp_f32_e32 v164, v56
	v_exp_f32_e32 v165, v57
	v_exp_f32_e32 v166, v58
	v_exp_f32_e32 v167, v59
	v_exp_f32_e32 v168, v60
	v_exp_f32_e32 v169, v61
	v_exp_f32_e32 v170, v62
	v_exp_f32_e32 v171, v63
	v_sub_f32_e32 v32, v114, v96
	v_exp_f32_e32 v105, v32
	v_pk_add_f32 v[32:33], v[140:141], v[142:143]
	v_pk_add_f32 v[34:35], v[144:145], v[146:147]
	v_pk_add_f32 v[36:37], v[148:149], v[150:151]
	v_pk_add_f32 v[38:39], v[152:153], v[154:155]
	v_pk_add_f32 v[40:41], v[156:157], v[158:159]
	v_pk_add_f32 v[42:43], v[160:161], v[162:163]
	v_pk_add_f32 v[44:45], v[164:165], v[166:167]
	v_pk_add_f32 v[46:47], v[168:169], v[170:171]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_cvt_f16_f32_e32 v140, v140
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_or_b32_e32 v34, s1, v129
	v_add_f32_e32 v133, v32, v33
	v_lshlrev_b32_e32 v32, 2, v135
	v_lshl_or_b32 v138, s16, 1, v32
	v_add_u32_e32 v33, 0x10000, v138
	v_or_b32_e32 v139, s71, v32
	ds_write_b32 v33, v105
	v_add_u32_e32 v32, 0x10000, v139
	v_mul_u32_u24_e32 v33, 0x88, v128
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v98, v32
	v_and_b32_e32 v32, 0x808, v132
	v_xor_b32_e32 v33, v34, v33
	v_xor_b32_e32 v103, v33, v32
	v_add_u32_e32 v32, s18, v103
	v_xor_b32_e32 v128, 16, v103
	ds_read2st64_b64 v[36:39], v32 offset1:16
	v_add_u32_e32 v32, s18, v128
	v_xor_b32_e32 v129, 32, v103
	ds_read2st64_b64 v[40:43], v32 offset1:16
	v_add_u32_e32 v32, s18, v129
	v_xor_b32_e32 v132, 48, v103
	ds_read2st64_b64 v[48:51], v32 offset1:16
	v_add_u32_e32 v32, s18, v132
	v_xor_b32_e32 v97, 64, v103
	ds_read2st64_b64 v[52:55], v32 offset1:16
	v_add_u32_e32 v32, s18, v97
	v_xor_b32_e32 v99, 0x50, v103
	v_xor_b32_e32 v100, 0x60, v103
	v_xor_b32_e32 v101, 0x70, v103
	ds_read2st64_b64 v[44:47], v32 offset1:16
	v_add_u32_e32 v32, s18, v99
	v_add_u32_e32 v56, s18, v100
	v_add_u32_e32 v60, s18, v101
	ds_bpermute_b32 v134, v137, v133
	ds_read2st64_b64 v[32:35], v32 offset1:16
	ds_read2st64_b64 v[56:59], v56 offset1:16
	ds_read2st64_b64 v[60:63], v60 offset1:16
	v_cvt_f16_f32_e32 v172, v141
	s_lshr_b32 s18, s71, 1
	v_cvt_f16_f32_e32 v142, v142
	s_and_b64 s[0:1], s[2:3], exec
	v_cvt_f16_f32_e32 v143, v143
	v_add_u32_e32 v141, s16, v130
	s_cselect_b32 s0, 1, 0
	v_cvt_f16_f32_e32 v144, v144
	v_cvt_f16_f32_e32 v145, v145
	v_cvt_f16_f32_e32 v146, v146
	v_cvt_f16_f32_e32 v147, v147
	v_cvt_f16_f32_e32 v148, v148
	v_cvt_f16_f32_e32 v149, v149
	v_cvt_f16_f32_e32 v150, v150
	v_cvt_f16_f32_e32 v151, v151
	v_cvt_f16_f32_e32 v152, v152
	v_cvt_f16_f32_e32 v153, v153
	v_cvt_f16_f32_e32 v154, v154
	v_cvt_f16_f32_e32 v155, v155
	v_cvt_f16_f32_e32 v156, v156
	v_cvt_f16_f32_e32 v157, v157
	v_cvt_f16_f32_e32 v158, v158
	v_cvt_f16_f32_e32 v159, v159
	v_cvt_f16_f32_e32 v160, v160
	v_cvt_f16_f32_e32 v161, v161
	v_cvt_f16_f32_e32 v162, v162
	v_cvt_f16_f32_e32 v163, v163
	v_cvt_f16_f32_e32 v164, v164
	v_cvt_f16_f32_e32 v165, v165
	v_cvt_f16_f32_e32 v166, v166
	v_cvt_f16_f32_e32 v167, v167
	v_cvt_f16_f32_e32 v168, v168
	v_cvt_f16_f32_e32 v169, v169
	v_cvt_f16_f32_e32 v170, v170
	v_cvt_f16_f32_e32 v171, v171
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v141, v140
	ds_write_b16 v141, v172 offset:256
	ds_write_b16 v141, v142 offset:512
	ds_write_b16 v141, v143 offset:768
	ds_write_b16 v141, v144 offset:2048
	ds_write_b16 v141, v145 offset:2304
	ds_write_b16 v141, v146 offset:2560
	ds_write_b16 v141, v147 offset:2816
	ds_write_b16 v141, v148 offset:4096
	ds_write_b16 v141, v149 offset:4352
	ds_write_b16 v141, v150 offset:4608
	ds_write_b16 v141, v151 offset:4864
	ds_write_b16 v141, v152 offset:6144
	ds_write_b16 v141, v153 offset:6400
	ds_write_b16 v141, v154 offset:6656
	ds_write_b16 v141, v155 offset:6912
	ds_write_b16 v141, v156 offset:8192
	ds_write_b16 v141, v157 offset:8448
	ds_write_b16 v141, v158 offset:8704
	ds_write_b16 v141, v159 offset:8960
	ds_write_b16 v141, v160 offset:10240
	ds_write_b16 v141, v161 offset:10496
	ds_write_b16 v141, v162 offset:10752
	ds_write_b16 v141, v163 offset:11008
	ds_write_b16 v141, v164 offset:12288
	ds_write_b16 v141, v165 offset:12544
	ds_write_b16 v141, v166 offset:12800
	ds_write_b16 v141, v167 offset:13056
	ds_write_b16 v141, v168 offset:14336
	ds_write_b16 v141, v169 offset:14592
	ds_write_b16 v141, v170 offset:14848
	ds_write_b16 v141, v171 offset:15104
	s_cmp_lg_u32 s0, 1
	v_add_u32_e32 v140, s18, v130
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_6
; %bb.8:
	ds_read_u16 v114, v140 offset:768
	ds_read_u16 v130, v140 offset:512
	ds_read_u16 v142, v140 offset:256
	ds_read_u16 v143, v140
	s_mov_b32 s0, 0x5040100
	v_pk_mul_f32 v[30:31], v[30:31], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[98:99] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v131, v114, v130, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v130, v142, v143, s0
	v_pk_mul_f32 v[14:15], v[14:15], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[98:99] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[16:31], v[36:37], v[130:131], v[16:31]
	ds_read_u16 v36, v140 offset:2816
	ds_read_u16 v37, v140 offset:2560
	ds_read_u16 v114, v140 offset:2304
	ds_read_u16 v142, v140 offset:2048
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v37, v36, v37, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v36, v114, v142, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[130:131], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[36:37], v[16:31]
	ds_read_u16 v40, v140 offset:4864
	ds_read_u16 v41, v140 offset:4608
	ds_read_u16 v114, v140 offset:4352
	ds_read_u16 v142, v140 offset:4096
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v41, v40, v41, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v40, v114, v142, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[36:37], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[40:41], v[16:31]
	ds_read_u16 v48, v140 offset:6912
	ds_read_u16 v49, v140 offset:6656
	ds_read_u16 v114, v140 offset:6400
	ds_read_u16 v142, v140 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v49, v48, v49, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v48, v114, v142, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[40:41], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[52:53], v[48:49], v[16:31]
	ds_read_u16 v52, v140 offset:8960
	ds_read_u16 v53, v140 offset:8704
	ds_read_u16 v114, v140 offset:8448
	ds_read_u16 v142, v140 offset:8192
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v53, v52, v53, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v52, v114, v142, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[48:49], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[52:53], v[16:31]
	ds_read_u16 v44, v140 offset:11008
	ds_read_u16 v45, v140 offset:10752
	ds_read_u16 v114, v140 offset:10496
	ds_read_u16 v142, v140 offset:10240
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v45, v44, v45, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v44, v114, v142, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[52:53], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[32:33], v[44:45], v[16:31]
	ds_read_u16 v32, v140 offset:13056
	ds_read_u16 v33, v140 offset:12800
	ds_read_u16 v114, v140 offset:12544
	ds_read_u16 v142, v140 offset:12288
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v33, v32, v33, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v32, v114, v142, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[44:45], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[32:33], v[16:31]
	ds_read_u16 v56, v140 offset:15104
	ds_read_u16 v57, v140 offset:14848
	ds_read_u16 v114, v140 offset:14592
	ds_read_u16 v142, v140 offset:14336
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v57, v56, v57, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v56, v114, v142, s0
	v_mov_b32_e32 v114, v96
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[32:33], v[0:15]
	v_add_f32_e32 v32, v133, v134
	v_fmac_f32_e32 v32, v136, v105
	v_mov_b32_e32 v136, v32
	v_mfma_f32_32x32x8_f16 v[16:31], v[60:61], v[56:57], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[56:57], v[0:15]
.LBB0_6:
	s_or_b32 s2, s33, 63
	s_cmpk_gt_i32 s2, 0x7f
	s_cselect_b64 s[0:1], -1, 0
	s_cmpk_lt_i32 s2, 0x80
	v_mov_b32_e32 v105, v104
	s_cbranch_scc1 .LBB0_7
; %bb.10:
	v_add_u32_e32 v52, s15, v102
	ds_read2_b64 v[48:51], v52 offset1:2
	v_add_u32_e32 v96, 0x2000, v52
	ds_read2_b64 v[142:145], v96 offset1:2
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[88:89], 0
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[92:93], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[84:85], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[80:81], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[76:77], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[72:73], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[68:69], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[64:65], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[90:91], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[94:95], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[86:87], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[82:83], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[78:79], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[74:75], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[70:71], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[66:67], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[142:143], v[88:89], 0
	v_mfma_f32_32x32x8_f16 v[48:63], v[144:145], v[92:93], v[48:63]
	ds_read2_b64 v[142:145], v96 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[142:143], v[84:85], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[144:145], v[80:81], v[48:63]
	ds_read2_b64 v[142:145], v96 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[142:143], v[76:77], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[144:145], v[72:73], v[48:63]
	ds_read2_b64 v[142:145], v96 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[142:143], v[68:69], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[144:145], v[64:65], v[48:63]
	ds_read2_b64 v[142:145], v96 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[142:143], v[90:91], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[144:145], v[94:95], v[48:63]
	ds_read2_b64 v[142:145], v96 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[142:143], v[86:87], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[144:145], v[82:83], v[48:63]
	ds_read2_b64 v[142:145], v96 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[142:143], v[78:79], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[144:145], v[74:75], v[48:63]
	ds_read2_b64 v[142:145], v96 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[142:143], v[70:71], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[144:145], v[66:67], v[48:63]
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
	v_max_f32_e32 v96, v33, v33
	v_max_f32_e32 v98, v32, v32
	v_max_f32_e32 v96, v98, v96
	v_max3_f32 v98, v35, v36, v37
	v_max3_f32 v131, v41, v42, v43
	v_max3_f32 v133, v44, v45, v46
	s_nop 3
	v_max3_f32 v134, v47, v48, v49
	v_max3_f32 v130, v38, v39, v40
	v_max3_f32 v142, v50, v51, v52
	v_max3_f32 v143, v53, v54, v55
	v_max3_f32 v144, v56, v57, v58
	v_max3_f32 v145, v59, v60, v61
	v_max3_f32 v96, v96, v34, v98
	v_max3_f32 v98, v131, v133, v134
	v_max3_f32 v131, v142, v143, v144
	v_max3_f32 v133, v145, v62, v63
	v_max3_f32 v96, v96, v130, v98
	v_max3_f32 v96, v96, v131, v133
	ds_bpermute_b32 v98, v137, v96
	v_add_u32_e32 v142, 0x10000, v138
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_max_f32_e32 v98, v98, v98
	v_max_f32_e32 v96, v96, v98
	v_mul_f32_e32 v96, v104, v96
	v_max_f32_e32 v98, v114, v114
	v_max_f32_e32 v96, v98, v96
	v_pk_fma_f32 v[32:33], v[104:105], v[32:33], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], v[104:105], v[34:35], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], v[104:105], v[36:37], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[104:105], v[38:39], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], v[104:105], v[40:41], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], v[104:105], v[42:43], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], v[104:105], v[44:45], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[104:105], v[46:47], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], v[104:105], v[48:49], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], v[104:105], v[50:51], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[52:53], v[104:105], v[52:53], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[54:55], v[104:105], v[54:55], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[56:57], v[104:105], v[56:57], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], v[104:105], v[58:59], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[60:61], v[104:105], v[60:61], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], v[104:105], v[62:63], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v144, v32
	v_exp_f32_e32 v145, v33
	v_exp_f32_e32 v146, v34
	v_exp_f32_e32 v147, v35
	v_exp_f32_e32 v148, v36
	v_exp_f32_e32 v149, v37
	v_exp_f32_e32 v150, v38
	v_exp_f32_e32 v151, v39
	v_exp_f32_e32 v152, v40
	v_exp_f32_e32 v153, v41
	v_exp_f32_e32 v154, v42
	v_exp_f32_e32 v155, v43
	v_exp_f32_e32 v156, v44
	v_exp_f32_e32 v157, v45
	v_exp_f32_e32 v158, v46
	v_exp_f32_e32 v159, v47
	v_exp_f32_e32 v160, v48
	v_exp_f32_e32 v161, v49
	v_exp_f32_e32 v162, v50
	v_exp_f32_e32 v163, v51
	v_exp_f32_e32 v164, v52
	v_exp_f32_e32 v165, v53
	v_exp_f32_e32 v166, v54
	v_exp_f32_e32 v167, v55
	v_exp_f32_e32 v168, v56
	v_exp_f32_e32 v169, v57
	v_exp_f32_e32 v170, v58
	v_exp_f32_e32 v171, v59
	v_exp_f32_e32 v172, v60
	v_exp_f32_e32 v173, v61
	v_exp_f32_e32 v174, v62
	v_exp_f32_e32 v175, v63
	v_sub_f32_e32 v32, v114, v96
	v_exp_f32_e32 v105, v32
	v_pk_add_f32 v[32:33], v[144:145], v[146:147]
	v_pk_add_f32 v[34:35], v[148:149], v[150:151]
	v_pk_add_f32 v[36:37], v[152:153], v[154:155]
	v_pk_add_f32 v[38:39], v[156:157], v[158:159]
	v_pk_add_f32 v[40:41], v[160:161], v[162:163]
	v_pk_add_f32 v[42:43], v[164:165], v[166:167]
	v_pk_add_f32 v[44:45], v[168:169], v[170:171]
	v_pk_add_f32 v[46:47], v[172:173], v[174:175]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	ds_write_b32 v142, v105
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v130, v32, v33
	v_add_u32_e32 v32, s10, v103
	s_barrier
	ds_read2st64_b64 v[36:39], v32 offset1:16
	v_add_u32_e32 v32, s10, v128
	ds_read2st64_b64 v[40:43], v32 offset1:16
	v_add_u32_e32 v32, s10, v129
	ds_read2st64_b64 v[48:51], v32 offset1:16
	v_add_u32_e32 v32, s10, v132
	ds_read2st64_b64 v[52:55], v32 offset1:16
	v_add_u32_e32 v32, s10, v97
	v_add_u32_e32 v143, 0x10000, v139
	ds_read2st64_b64 v[44:47], v32 offset1:16
	v_add_u32_e32 v32, s10, v99
	v_add_u32_e32 v56, s10, v100
	v_add_u32_e32 v60, s10, v101
	ds_bpermute_b32 v131, v137, v130
	ds_read_b32 v98, v143
	ds_read2st64_b64 v[32:35], v32 offset1:16
	ds_read2st64_b64 v[56:59], v56 offset1:16
	ds_read2st64_b64 v[60:63], v60 offset1:16
	v_cvt_f16_f32_e32 v133, v144
	v_cvt_f16_f32_e32 v134, v145
	s_and_b64 s[0:1], s[0:1], exec
	v_cvt_f16_f32_e32 v144, v146
	s_cselect_b32 s0, 1, 0
	v_cvt_f16_f32_e32 v145, v147
	s_cmp_lg_u32 s0, 1
	v_cvt_f16_f32_e32 v146, v148
	v_cvt_f16_f32_e32 v147, v149
	v_cvt_f16_f32_e32 v148, v150
	v_cvt_f16_f32_e32 v149, v151
	v_cvt_f16_f32_e32 v150, v152
	v_cvt_f16_f32_e32 v151, v153
	v_cvt_f16_f32_e32 v152, v154
	v_cvt_f16_f32_e32 v153, v155
	v_cvt_f16_f32_e32 v154, v156
	v_cvt_f16_f32_e32 v155, v157
	v_cvt_f16_f32_e32 v156, v158
	v_cvt_f16_f32_e32 v157, v159
	v_cvt_f16_f32_e32 v158, v160
	v_cvt_f16_f32_e32 v159, v161
	v_cvt_f16_f32_e32 v160, v162
	v_cvt_f16_f32_e32 v161, v163
	v_cvt_f16_f32_e32 v162, v164
	v_cvt_f16_f32_e32 v163, v165
	v_cvt_f16_f32_e32 v164, v166
	v_cvt_f16_f32_e32 v165, v167
	v_cvt_f16_f32_e32 v166, v168
	v_cvt_f16_f32_e32 v167, v169
	v_cvt_f16_f32_e32 v168, v170
	v_cvt_f16_f32_e32 v169, v171
	v_cvt_f16_f32_e32 v170, v172
	v_cvt_f16_f32_e32 v171, v173
	v_cvt_f16_f32_e32 v172, v174
	v_cvt_f16_f32_e32 v173, v175
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v141, v133
	ds_write_b16 v141, v134 offset:256
	ds_write_b16 v141, v144 offset:512
	ds_write_b16 v141, v145 offset:768
	ds_write_b16 v141, v146 offset:2048
	ds_write_b16 v141, v147 offset:2304
	ds_write_b16 v141, v148 offset:2560
	ds_write_b16 v141, v149 offset:2816
	ds_write_b16 v141, v150 offset:4096
	ds_write_b16 v141, v151 offset:4352
	ds_write_b16 v141, v152 offset:4608
	ds_write_b16 v141, v153 offset:4864
	ds_write_b16 v141, v154 offset:6144
	ds_write_b16 v141, v155 offset:6400
	ds_write_b16 v141, v156 offset:6656
	ds_write_b16 v141, v157 offset:6912
	ds_write_b16 v141, v158 offset:8192
	ds_write_b16 v141, v159 offset:8448
	ds_write_b16 v141, v160 offset:8704
	ds_write_b16 v141, v161 offset:8960
	ds_write_b16 v141, v162 offset:10240
	ds_write_b16 v141, v163 offset:10496
	ds_write_b16 v141, v164 offset:10752
	ds_write_b16 v141, v165 offset:11008
	ds_write_b16 v141, v166 offset:12288
	ds_write_b16 v141, v167 offset:12544
	ds_write_b16 v141, v168 offset:12800
	ds_write_b16 v141, v169 offset:13056
	ds_write_b16 v141, v170 offset:14336
	ds_write_b16 v141, v171 offset:14592
	ds_write_b16 v141, v172 offset:14848
	ds_write_b16 v141, v173 offset:15104
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_9
; %bb.13:
	ds_read_u16 v114, v140 offset:768
	ds_read_u16 v133, v140 offset:512
	ds_read_u16 v134, v140 offset:256
	ds_read_u16 v144, v140
	s_mov_b32 s0, 0x5040100
	v_pk_mul_f32 v[30:31], v[30:31], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[98:99] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v145, v114, v133, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v144, v134, v144, s0
	v_pk_mul_f32 v[14:15], v[14:15], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[98:99] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[16:31], v[36:37], v[144:145], v[16:31]
	ds_read_u16 v36, v140 offset:2816
	ds_read_u16 v37, v140 offset:2560
	ds_read_u16 v114, v140 offset:2304
	ds_read_u16 v133, v140 offset:2048
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v37, v36, v37, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v36, v114, v133, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[144:145], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[36:37], v[16:31]
	ds_read_u16 v40, v140 offset:4864
	ds_read_u16 v41, v140 offset:4608
	ds_read_u16 v114, v140 offset:4352
	ds_read_u16 v133, v140 offset:4096
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v41, v40, v41, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v40, v114, v133, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[36:37], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[40:41], v[16:31]
	ds_read_u16 v48, v140 offset:6912
	ds_read_u16 v49, v140 offset:6656
	ds_read_u16 v114, v140 offset:6400
	ds_read_u16 v133, v140 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v49, v48, v49, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v48, v114, v133, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[40:41], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[52:53], v[48:49], v[16:31]
	ds_read_u16 v52, v140 offset:8960
	ds_read_u16 v53, v140 offset:8704
	ds_read_u16 v114, v140 offset:8448
	ds_read_u16 v133, v140 offset:8192
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v53, v52, v53, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v52, v114, v133, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[48:49], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[52:53], v[16:31]
	ds_read_u16 v44, v140 offset:11008
	ds_read_u16 v45, v140 offset:10752
	ds_read_u16 v114, v140 offset:10496
	ds_read_u16 v133, v140 offset:10240
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v45, v44, v45, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v44, v114, v133, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[52:53], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[32:33], v[44:45], v[16:31]
	ds_read_u16 v32, v140 offset:13056
	ds_read_u16 v33, v140 offset:12800
	ds_read_u16 v114, v140 offset:12544
	ds_read_u16 v133, v140 offset:12288
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v33, v32, v33, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v32, v114, v133, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[44:45], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[32:33], v[16:31]
	ds_read_u16 v56, v140 offset:15104
	ds_read_u16 v57, v140 offset:14848
	ds_read_u16 v114, v140 offset:14592
	ds_read_u16 v133, v140 offset:14336
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v57, v56, v57, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v56, v114, v133, s0
	v_mov_b32_e32 v114, v96
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[32:33], v[0:15]
	v_add_f32_e32 v32, v130, v131
	v_fmac_f32_e32 v32, v136, v105
	v_mov_b32_e32 v136, v32
	v_mfma_f32_32x32x8_f16 v[16:31], v[60:61], v[56:57], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[56:57], v[0:15]
.LBB0_9:
	s_mul_i32 s0, s24, s33
	s_lshr_b32 s10, s16, 1
	s_addk_i32 s14, 0x100
	s_add_i32 s17, s17, s0
	s_cmp_lg_u32 s33, 0x7fffff80
	s_cselect_b64 s[2:3], -1, 0
	v_add_lshl_u32 v32, s17, v110, 1
	v_bfrev_b32_e32 v105, 1
	s_and_b64 s[0:1], s[2:3], s[12:13]
	v_cndmask_b32_e64 v32, v105, v32, s[0:1]
	buffer_load_dwordx4 v[48:51], v32, s[4:7], 0 offen
	v_add_lshl_u32 v32, v112, s17, 1
	s_and_b64 vcc, s[2:3], vcc
	v_cndmask_b32_e32 v32, v105, v32, vcc
	buffer_load_dwordx4 v[52:55], v32, s[4:7], 0 offen
	s_mul_i32 s0, s27, s33
	v_or_b32_e32 v32, s33, v117
	v_lshrrev_b32_e32 v144, 3, v120
	s_add_i32 s11, s11, s0
	v_cmp_gt_i32_e32 vcc, s67, v32
	v_add_lshl_u32 v32, v108, s11, 1
	s_and_b64 vcc, s[2:3], vcc
	v_add_lshl_u32 v36, v106, s11, 1
	v_or_b32_e32 v43, s33, v144
	v_or_b32_e32 v176, 32, v144
	v_cndmask_b32_e32 v32, v105, v32, vcc
	v_cndmask_b32_e32 v36, v105, v36, vcc
	v_cmp_gt_i32_e32 vcc, s67, v43
	v_or_b32_e32 v43, s33, v176
	v_or_b32_e32 v179, 48, v144
	v_cmp_gt_i32_e64 s[0:1], s67, v43
	v_or_b32_e32 v43, s33, v179
	v_or_b32_e32 v170, 16, v144
	v_cmp_gt_i32_e64 s[2:3], s67, v43
	v_or_b32_e32 v43, s33, v170
	s_or_b32 s75, s33, 64
	v_add_lshl_u32 v42, v123, s11, 1
	v_add_lshl_u32 v44, v124, s11, 1
	v_or_b32_e32 v180, s10, v135
	v_cmp_gt_i32_e64 s[10:11], s67, v43
	s_cmp_lt_i32 s75, s14
	v_or_b32_e32 v43, s75, v115
	v_add_lshl_u32 v40, v122, s17, 1
	v_add_lshl_u32 v41, v126, s17, 1
	s_cselect_b64 s[16:17], -1, 0
	v_or_b32_e32 v45, s75, v116
	v_cmp_gt_i32_e64 s[12:13], s67, v43
	v_cmp_gt_i32_e64 s[14:15], s67, v45
	s_and_b64 s[12:13], s[16:17], s[12:13]
	v_cndmask_b32_e64 v40, v105, v40, s[12:13]
	s_and_b64 s[12:13], s[16:17], s[14:15]
	v_cndmask_b32_e64 v41, v105, v41, s[12:13]
	buffer_load_dwordx4 v[56:59], v40, s[4:7], 0 offen
	buffer_load_dwordx4 v[60:63], v41, s[4:7], 0 offen
	v_or_b32_e32 v40, s75, v117
	s_mov_b32 s22, s6
	s_mov_b32 s23, s7
	v_cmp_gt_i32_e64 s[4:5], s67, v40
	buffer_load_dwordx4 v[32:35], v32, s[20:23], 0 offen
	s_and_b64 s[4:5], s[16:17], s[4:5]
	buffer_load_dwordx4 v[36:39], v36, s[20:23], 0 offen
	v_cndmask_b32_e64 v40, v105, v42, s[4:5]
	v_cndmask_b32_e64 v44, v105, v44, s[4:5]
	buffer_load_dwordx4 v[40:43], v40, s[20:23], 0 offen
	s_mov_b32 s74, 0x5040100
	buffer_load_dwordx4 v[44:47], v44, s[20:23], 0 offen
	s_mov_b32 s18, 0x7060302
	v_add_u32_e32 v181, 0, v102
	v_add_u32_e32 v146, 0, v128
	v_add_u32_e32 v147, 0, v129
	v_or_b32_e32 v156, 26, v144
	v_or_b32_e32 v173, 19, v144
	v_or_b32_e32 v157, 25, v144
	v_add_u32_e32 v145, 0, v103
	v_cmp_ge_u32_e64 s[12:13], v180, v156
	v_cmp_ge_u32_e64 s[22:23], v180, v173
	v_or_b32_e32 v178, 24, v144
	v_cmp_ge_u32_e64 s[14:15], v180, v157
	s_and_b64 s[22:23], s[10:11], s[22:23]
	s_and_b64 s[12:13], s[10:11], s[12:13]
	v_cmp_ge_u32_e64 s[20:21], v180, v178
	v_or_b32_e32 v177, 27, v144
	v_cmp_ge_u32_e64 s[16:17], v180, v176
	v_or_b32_e32 v175, 17, v144
	v_or_b32_e32 v174, 18, v144
	v_cmp_ge_u32_e64 s[26:27], v180, v175
	v_or_b32_e32 v166, 40, v144
	v_cmp_ge_u32_e64 s[24:25], v180, v174
	v_or_b32_e32 v169, 49, v144
	v_cmp_ge_u32_e64 s[40:41], v180, v166
	v_cmp_ge_u32_e64 s[34:35], v180, v169
	s_waitcnt vmcnt(7)
	ds_write_b128 v125, v[48:51]
	v_add_u32_e32 v48, 0x80, v127
	v_add_u32_e32 v49, 0x2000, v181
	v_or_b32_e32 v155, 43, v144
	s_waitcnt vmcnt(6)
	ds_write_b128 v125, v[52:55] offset:8192
	v_cmp_ge_u32_e64 s[30:31], v180, v179
	v_or_b32_e32 v164, 42, v144
	v_cmp_ge_u32_e64 s[28:29], v180, v155
	s_waitcnt vmcnt(5)
	ds_write_b128 v125, v[56:59] offset:16384
	s_waitcnt vmcnt(4)
	ds_write_b128 v125, v[60:63] offset:24576
	v_or_b32_e32 v165, 41, v144
	v_cmp_ge_u32_e64 s[36:37], v180, v164
	v_or_b32_e32 v168, 34, v144
	v_cmp_ge_u32_e64 s[38:39], v180, v165
	v_or_b32_e32 v167, 35, v144
	v_cmp_ge_u32_e64 s[44:45], v180, v168
	s_waitcnt vmcnt(2)
	v_perm_b32 v50, v36, v32, s74
	v_perm_b32 v32, v36, v32, s18
	ds_write_b32 v107, v50 offset:32768
	ds_write_b32 v109, v32 offset:32896
	v_perm_b32 v32, v37, v33, s74
	ds_write_b32 v111, v32 offset:33024
	v_perm_b32 v32, v37, v33, s18
	s_waitcnt vmcnt(0)
	v_perm_b32 v33, v44, v40, s74
	ds_write_b32 v107, v33 offset:49152
	v_perm_b32 v33, v44, v40, s18
	ds_write_b32 v109, v33 offset:49280
	v_perm_b32 v33, v45, v41, s74
	ds_write_b32 v111, v33 offset:49408
	v_perm_b32 v33, v45, v41, s18
	ds_write_b32 v113, v32 offset:33152
	v_perm_b32 v32, v38, v34, s74
	ds_write_b32 v113, v33 offset:49536
	v_perm_b32 v33, v46, v42, s74
	ds_write_b32 v118, v32 offset:33280
	v_perm_b32 v32, v38, v34, s18
	ds_write_b32 v118, v33 offset:49664
	v_perm_b32 v33, v46, v42, s18
	ds_write_b32 v119, v32 offset:33408
	v_perm_b32 v32, v39, v35, s74
	ds_write_b32 v119, v33 offset:49792
	v_perm_b32 v33, v47, v43, s74
	ds_write_b32 v121, v32 offset:33536
	v_perm_b32 v32, v39, v35, s18
	ds_write_b32 v121, v33 offset:49920
	v_perm_b32 v33, v47, v43, s18
	ds_write2st64_b32 v48, v32, v33 offset0:131 offset1:195
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[106:109], v49 offset0:28 offset1:30
	ds_read2_b64 v[110:113], v49 offset0:24 offset1:26
	ds_read2_b64 v[116:119], v49 offset0:20 offset1:22
	ds_read2_b64 v[120:123], v49 offset0:16 offset1:18
	ds_read2_b64 v[124:127], v49 offset0:12 offset1:14
	ds_read2_b64 v[128:131], v49 offset0:8 offset1:10
	ds_read2_b64 v[182:185], v49 offset0:4 offset1:6
	ds_read2_b64 v[186:189], v49 offset1:2
	ds_read2_b64 v[190:193], v181 offset0:28 offset1:30
	ds_read2_b64 v[48:51], v181 offset0:24 offset1:26
	ds_read2_b64 v[52:55], v181 offset0:20 offset1:22
	ds_read2_b64 v[56:59], v181 offset0:16 offset1:18
	ds_read2_b64 v[60:63], v181 offset0:12 offset1:14
	ds_read2_b64 v[194:197], v181 offset0:8 offset1:10
	ds_read2_b64 v[198:201], v181 offset1:2
	ds_read2_b64 v[202:205], v181 offset0:4 offset1:6
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[32:47], v[198:199], v[88:89], 0
	v_cmp_ge_u32_e64 s[18:19], v180, v177
	v_cmp_ge_u32_e64 s[42:43], v180, v167
	v_or_b32_e32 v152, 58, v144
	v_or_b32_e32 v151, 57, v144
	v_or_b32_e32 v150, 56, v144
	v_or_b32_e32 v172, 33, v144
	v_or_b32_e32 v154, 59, v144
	v_mfma_f32_32x32x8_f16 v[32:47], v[200:201], v[92:93], v[32:47]
	v_or_b32_e32 v149, 51, v144
	v_or_b32_e32 v171, 50, v144
	v_cmp_ge_u32_e64 s[48:49], v180, v172
	v_cmp_ge_u32_e64 s[50:51], v180, v170
	v_or_b32_e32 v163, 11, v144
	v_cmp_ge_u32_e64 s[46:47], v180, v171
	v_cmp_ge_u32_e64 s[52:53], v180, v154
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[202:203], v[84:85], v[32:47]
	v_or_b32_e32 v158, 10, v144
	v_or_b32_e32 v159, 9, v144
	v_or_b32_e32 v160, 8, v144
	v_or_b32_e32 v161, 3, v144
	v_or_b32_e32 v162, 2, v144
	v_cmp_gt_u32_e64 s[6:7], v180, v144
	v_cmp_ge_u32_e64 s[4:5], v180, v144
	v_mfma_f32_32x32x8_f16 v[32:47], v[204:205], v[80:81], v[32:47]
	v_add_u32_e32 v148, 0, v132
	s_mul_i32 s66, s66, s69
	s_and_b32 s9, s9, 0xffff
	v_mfma_f32_32x32x8_f16 v[32:47], v[194:195], v[76:77], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[196:197], v[72:73], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[60:61], v[68:69], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[62:63], v[64:65], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[56:57], v[90:91], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[58:59], v[94:95], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[52:53], v[86:87], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[54:55], v[82:83], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[78:79], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[74:75], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[186:187], v[88:89], 0
	v_add_u32_e32 v186, 0, v101
	v_mfma_f32_32x32x8_f16 v[48:63], v[188:189], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[182:183], v[84:85], v[48:63]
	v_mov_b32_e32 v182, 0xc9742400
	v_add_u32_e32 v183, 0, v97
	v_mfma_f32_32x32x8_f16 v[48:63], v[184:185], v[80:81], v[48:63]
	v_add_u32_e32 v185, 0, v100
	v_add_u32_e32 v184, 0, v99
	v_mfma_f32_32x32x8_f16 v[48:63], v[128:129], v[76:77], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[130:131], v[72:73], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[124:125], v[68:69], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[126:127], v[64:65], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[120:121], v[90:91], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[122:123], v[94:95], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[116:117], v[86:87], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[118:119], v[82:83], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[110:111], v[78:79], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[112:113], v[74:75], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[190:191], v[70:71], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[106:107], v[70:71], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[192:193], v[66:67], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[108:109], v[66:67], v[48:63]
	s_nop 9
	v_pk_mov_b32 v[102:103], v[44:45], v[46:47] op_sel:[1,0]
	v_pk_mov_b32 v[44:45], v[42:43], v[44:45] op_sel:[1,0]
	v_pk_mul_f32 v[102:103], v[104:105], v[102:103] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[104:105], v[44:45] op_sel_hi:[0,1]
	v_pk_mov_b32 v[42:43], v[40:41], v[42:43] op_sel:[1,0]
	v_pk_mul_f32 v[38:39], v[104:105], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[104:105], v[42:43] op_sel_hi:[0,1]
	v_pk_mov_b32 v[46:47], v[46:47], v[48:49] op_sel:[1,0]
	v_mov_b32_e32 v41, v49
	v_cndmask_b32_e64 v49, v182, v44, s[22:23]
	v_cndmask_b32_e64 v44, v182, v103, s[12:13]
	s_and_b64 s[12:13], s[10:11], s[14:15]
	v_mov_b32_e32 v106, v59
	v_mov_b32_e32 v59, v63
	v_cndmask_b32_e64 v63, v182, v102, s[12:13]
	s_and_b64 s[12:13], s[10:11], s[20:21]
	v_pk_mul_f32 v[46:47], v[104:105], v[46:47] op_sel_hi:[0,1]
	v_mov_b32_e32 v107, v60
	v_mov_b32_e32 v60, v61
	v_mov_b32_e32 v61, v62
	v_cndmask_b32_e64 v62, v182, v45, s[12:13]
	s_and_b64 s[12:13], s[0:1], s[16:17]
	v_cndmask_b32_e64 v102, v182, v47, s[12:13]
	s_and_b64 s[12:13], s[10:11], s[18:19]
	v_cndmask_b32_e64 v45, v182, v46, s[12:13]
	s_and_b64 s[12:13], s[10:11], s[26:27]
	v_cndmask_b32_e64 v47, v182, v42, s[12:13]
	s_and_b64 s[12:13], s[10:11], s[24:25]
	v_pk_mul_f32 v[52:53], v[104:105], v[52:53] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v48, v182, v43, s[12:13]
	s_and_b64 s[12:13], s[0:1], s[40:41]
	v_pk_mul_f32 v[56:57], v[104:105], v[56:57] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v42, v182, v52, s[12:13]
	s_and_b64 s[12:13], s[2:3], s[34:35]
	v_cndmask_b32_e64 v57, v182, v57, s[12:13]
	s_and_b64 s[12:13], s[2:3], s[30:31]
	v_pk_mul_f32 v[54:55], v[104:105], v[54:55] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v56, v182, v56, s[12:13]
	s_and_b64 s[12:13], s[0:1], s[28:29]
	v_cndmask_b32_e64 v55, v182, v55, s[12:13]
	s_and_b64 s[12:13], s[0:1], s[36:37]
	v_cndmask_b32_e64 v54, v182, v54, s[12:13]
	s_and_b64 s[12:13], s[0:1], s[38:39]
	v_pk_mul_f32 v[50:51], v[104:105], v[50:51] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v43, v182, v53, s[12:13]
	s_and_b64 s[12:13], s[0:1], s[44:45]
	v_cndmask_b32_e64 v50, v182, v50, s[12:13]
	s_and_b64 s[12:13], s[0:1], s[42:43]
	v_cndmask_b32_e64 v51, v182, v51, s[12:13]
	v_cmp_ge_u32_e64 s[12:13], v180, v152
	v_pk_mul_f32 v[60:61], v[104:105], v[60:61] op_sel_hi:[0,1]
	v_cmp_ge_u32_e64 s[14:15], v180, v151
	s_and_b64 s[12:13], s[2:3], s[12:13]
	v_cmp_ge_u32_e64 s[16:17], v180, v150
	v_cndmask_b32_e64 v52, v182, v61, s[12:13]
	s_and_b64 s[12:13], s[2:3], s[14:15]
	v_pk_mul_f32 v[106:107], v[104:105], v[106:107] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[104:105], v[40:41] op_sel_hi:[0,1]
	v_cmp_ge_u32_e64 s[18:19], v180, v149
	v_cndmask_b32_e64 v61, v182, v60, s[12:13]
	s_and_b64 s[12:13], s[2:3], s[16:17]
	s_and_b64 s[10:11], s[50:51], s[10:11]
	s_and_b64 s[0:1], s[48:49], s[0:1]
	v_pk_mul_f32 v[58:59], v[104:105], v[58:59] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v60, v182, v107, s[12:13]
	s_and_b64 s[12:13], s[2:3], s[18:19]
	v_cndmask_b32_e64 v46, v182, v40, s[10:11]
	s_and_b64 s[10:11], s[2:3], s[52:53]
	s_and_b64 s[2:3], s[46:47], s[2:3]
	v_cndmask_b32_e64 v103, v182, v41, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v180, v163
	v_cndmask_b32_e64 v107, v182, v106, s[12:13]
	v_cndmask_b32_e64 v106, v182, v58, s[2:3]
	v_cmp_ge_u32_e64 s[2:3], v180, v158
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v53, v182, v59, s[10:11]
	v_cmp_ge_u32_e64 s[10:11], v180, v159
	v_cndmask_b32_e64 v39, v182, v39, s[0:1]
	s_and_b64 s[0:1], vcc, s[2:3]
	v_pk_mul_f32 v[36:37], v[104:105], v[36:37] op_sel_hi:[0,1]
	v_cmp_ge_u32_e64 s[12:13], v180, v160
	v_cndmask_b32_e64 v38, v182, v38, s[0:1]
	s_and_b64 s[0:1], vcc, s[10:11]
	v_cmp_ge_u32_e64 s[14:15], v180, v161
	v_cndmask_b32_e64 v37, v182, v37, s[0:1]
	s_and_b64 s[0:1], vcc, s[12:13]
	v_pk_mul_f32 v[34:35], v[104:105], v[34:35] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v36, v182, v36, s[0:1]
	s_and_b64 s[0:1], vcc, s[14:15]
	v_pk_mul_f32 v[32:33], v[104:105], v[32:33] op_sel_hi:[0,1]
	v_cmp_ge_u32_e64 s[16:17], v180, v162
	v_cndmask_b32_e64 v35, v182, v35, s[0:1]
	s_and_b64 s[0:1], vcc, s[6:7]
	v_cndmask_b32_e64 v33, v182, v33, s[0:1]
	s_and_b64 s[0:1], vcc, s[4:5]
	s_and_b64 vcc, vcc, s[16:17]
	v_max_f32_e32 v40, v47, v48
	v_max3_f32 v41, v62, v63, v44
	v_max_f32_e32 v59, v50, v51
	v_max3_f32 v96, v43, v54, v55
	v_cndmask_b32_e64 v32, v182, v32, s[0:1]
	v_cndmask_b32_e32 v34, v182, v34, vcc
	v_max3_f32 v40, v40, v49, v41
	v_max3_f32 v41, v59, v42, v96
	v_max3_f32 v59, v32, v33, v34
	v_max3_f32 v96, v35, v36, v37
	v_max3_f32 v110, v38, v39, v46
	v_max3_f32 v58, v45, v102, v103
	v_max3_f32 v59, v59, v96, v110
	v_max3_f32 v98, v56, v57, v106
	v_max3_f32 v40, v59, v40, v58
	v_max3_f32 v108, v107, v60, v61
	v_max_f32_e32 v109, v52, v53
	v_max3_f32 v40, v40, v41, v98
	v_max3_f32 v40, v40, v108, v109
	ds_bpermute_b32 v41, v137, v40
	s_waitcnt lgkmcnt(0)
	v_max3_f32 v134, v114, v40, v41
	v_pk_add_f32 v[32:33], v[32:33], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[34:35], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v100, v32
	v_exp_f32_e32 v101, v33
	v_pk_add_f32 v[36:37], v[36:37], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[102:103], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v102, v34
	v_pk_add_f32 v[38:39], v[38:39], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[40:41], v[46:47], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[46:47], v[48:49], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[48:49], v[62:63], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[44:45], v[44:45], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[50:51], v[50:51], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[42:43], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[54:55], v[54:55], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[56:57], v[56:57], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[62:63], v[106:107], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[60:61], v[60:61], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[52:53], v[52:53], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v103, v35
	v_exp_f32_e32 v106, v36
	v_sub_f32_e32 v32, v114, v134
	v_exp_f32_e32 v107, v37
	v_exp_f32_e32 v110, v38
	v_exp_f32_e32 v111, v39
	v_exp_f32_e32 v108, v40
	v_exp_f32_e32 v109, v41
	v_exp_f32_e32 v112, v46
	v_exp_f32_e32 v113, v47
	v_exp_f32_e32 v116, v48
	v_exp_f32_e32 v117, v49
	v_exp_f32_e32 v118, v44
	v_exp_f32_e32 v119, v45
	v_exp_f32_e32 v120, v58
	v_exp_f32_e32 v121, v59
	v_exp_f32_e32 v122, v50
	v_exp_f32_e32 v123, v51
	v_exp_f32_e32 v124, v42
	v_exp_f32_e32 v125, v43
	v_exp_f32_e32 v126, v54
	v_exp_f32_e32 v127, v55
	v_exp_f32_e32 v128, v56
	v_exp_f32_e32 v129, v57
	v_exp_f32_e32 v130, v62
	v_exp_f32_e32 v131, v63
	v_exp_f32_e32 v132, v60
	v_exp_f32_e32 v153, v32
	v_exp_f32_e32 v133, v61
	v_exp_f32_e32 v114, v52
	v_exp_f32_e32 v115, v53
	v_cvt_f16_f32_e32 v61, v100
	v_cvt_f16_f32_e32 v62, v101
	v_cvt_f16_f32_e32 v63, v102
	v_cvt_f16_f32_e32 v187, v103
	v_cvt_f16_f32_e32 v188, v106
	ds_write_b32 v142, v153
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v60, v143
	ds_read2st64_b64 v[40:43], v145 offset0:64 offset1:80
	ds_read2st64_b64 v[36:39], v146 offset0:64 offset1:80
	ds_read2st64_b64 v[56:59], v147 offset0:64 offset1:80
	ds_read2st64_b64 v[52:55], v148 offset0:64 offset1:80
	ds_read2st64_b64 v[32:35], v183 offset0:64 offset1:80
	ds_read2st64_b64 v[96:99], v184 offset0:64 offset1:80
	ds_read2st64_b64 v[48:51], v185 offset0:64 offset1:80
	ds_read2st64_b64 v[44:47], v186 offset0:64 offset1:80
	v_cvt_f16_f32_e32 v189, v107
	v_cvt_f16_f32_e32 v190, v110
	v_cvt_f16_f32_e32 v191, v111
	v_cvt_f16_f32_e32 v192, v108
	v_cvt_f16_f32_e32 v193, v109
	v_cvt_f16_f32_e32 v194, v112
	v_cvt_f16_f32_e32 v195, v113
	v_cvt_f16_f32_e32 v196, v116
	v_cvt_f16_f32_e32 v197, v117
	v_cvt_f16_f32_e32 v198, v118
	v_cvt_f16_f32_e32 v199, v119
	v_cvt_f16_f32_e32 v200, v120
	v_cvt_f16_f32_e32 v201, v121
	v_cvt_f16_f32_e32 v202, v122
	v_cvt_f16_f32_e32 v203, v123
	v_cvt_f16_f32_e32 v204, v124
	v_cvt_f16_f32_e32 v205, v125
	v_cvt_f16_f32_e32 v206, v126
	v_cvt_f16_f32_e32 v207, v127
	v_cvt_f16_f32_e32 v208, v128
	v_cvt_f16_f32_e32 v209, v129
	v_cvt_f16_f32_e32 v210, v130
	v_cvt_f16_f32_e32 v211, v131
	v_cvt_f16_f32_e32 v212, v132
	v_cvt_f16_f32_e32 v213, v133
	v_cvt_f16_f32_e32 v214, v114
	v_cvt_f16_f32_e32 v215, v115
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v141, v61
	ds_write_b16 v141, v62 offset:256
	ds_write_b16 v141, v63 offset:512
	ds_write_b16 v141, v187 offset:768
	ds_write_b16 v141, v188 offset:2048
	ds_write_b16 v141, v189 offset:2304
	ds_write_b16 v141, v190 offset:2560
	ds_write_b16 v141, v191 offset:2816
	ds_write_b16 v141, v192 offset:4096
	ds_write_b16 v141, v193 offset:4352
	ds_write_b16 v141, v194 offset:4608
	ds_write_b16 v141, v195 offset:4864
	ds_write_b16 v141, v196 offset:6144
	ds_write_b16 v141, v197 offset:6400
	ds_write_b16 v141, v198 offset:6656
	ds_write_b16 v141, v199 offset:6912
	ds_write_b16 v141, v200 offset:8192
	ds_write_b16 v141, v201 offset:8448
	ds_write_b16 v141, v202 offset:8704
	ds_write_b16 v141, v203 offset:8960
	ds_write_b16 v141, v204 offset:10240
	ds_write_b16 v141, v205 offset:10496
	ds_write_b16 v141, v206 offset:10752
	ds_write_b16 v141, v207 offset:11008
	ds_write_b16 v141, v208 offset:12288
	ds_write_b16 v141, v209 offset:12544
	ds_write_b16 v141, v210 offset:12800
	ds_write_b16 v141, v211 offset:13056
	ds_write_b16 v141, v212 offset:14336
	ds_write_b16 v141, v213 offset:14592
	ds_write_b16 v141, v214 offset:14848
	ds_write_b16 v141, v215 offset:15104
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_pk_mul_f32 v[30:31], v[30:31], v[60:61] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[60:61] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[60:61] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[60:61] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[60:61] op_sel_hi:[1,0]
	ds_read_u16 v61, v140 offset:768
	ds_read_u16 v62, v140 offset:512
	ds_read_u16 v187, v140 offset:256
	ds_read_u16 v188, v140
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[20:21], v[20:21], v[60:61] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[60:61] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[60:61] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v63, v61, v62, s74
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v62, v187, v188, s74
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[62:63], v[16:31]
	ds_read_u16 v40, v140 offset:2816
	ds_read_u16 v41, v140 offset:2560
	ds_read_u16 v61, v140 offset:2304
	ds_read_u16 v187, v140 offset:2048
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v41, v40, v41, s74
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v40, v61, v187, s74
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[36:37], v[40:41], v[16:31]
	ds_read_u16 v36, v140 offset:4864
	ds_read_u16 v37, v140 offset:4608
	ds_read_u16 v61, v140 offset:4352
	ds_read_u16 v187, v140 offset:4096
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v37, v36, v37, s74
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v36, v61, v187, s74
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[36:37], v[16:31]
	ds_read_u16 v56, v140 offset:6912
	ds_read_u16 v57, v140 offset:6656
	ds_read_u16 v61, v140 offset:6400
	ds_read_u16 v187, v140 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v57, v56, v57, s74
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v56, v61, v187, s74
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[52:53], v[56:57], v[16:31]
	ds_read_u16 v52, v140 offset:8960
	ds_read_u16 v53, v140 offset:8704
	ds_read_u16 v61, v140 offset:8448
	ds_read_u16 v187, v140 offset:8192
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v53, v52, v53, s74
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v52, v61, v187, s74
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[32:33], v[52:53], v[16:31]
	ds_read_u16 v32, v140 offset:11008
	ds_read_u16 v33, v140 offset:10752
	ds_read_u16 v61, v140 offset:10496
	ds_read_u16 v187, v140 offset:10240
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v33, v32, v33, s74
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v32, v61, v187, s74
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[96:97], v[32:33], v[16:31]
	ds_read_u16 v61, v140 offset:13056
	ds_read_u16 v96, v140 offset:12800
	ds_read_u16 v97, v140 offset:12544
	ds_read_u16 v187, v140 offset:12288
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v189, v61, v96, s74
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v188, v97, v187, s74
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[188:189], v[16:31]
	ds_read_u16 v48, v140 offset:15104
	ds_read_u16 v49, v140 offset:14848
	ds_read_u16 v61, v140 offset:14592
	ds_read_u16 v96, v140 offset:14336
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[14:15], v[14:15], v[60:61] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[60:61] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[60:61] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[60:61] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[60:61] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[60:61] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[60:61] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[60:61] op_sel_hi:[1,0]
	v_perm_b32 v97, v48, v49, s74
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v96, v61, v96, s74
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[62:63], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[40:41], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[36:37], v[0:15]
	v_add_u32_e32 v36, 0x4000, v181
	v_add_u32_e32 v181, 0x6000, v181
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[56:57], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[52:53], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[32:33], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[188:189], v[0:15]
	ds_read2_b64 v[32:35], v36 offset1:2
	ds_read2_b64 v[188:191], v181 offset1:2
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[48:63], v[32:33], v[88:89], 0
	v_mfma_f32_32x32x8_f16 v[48:63], v[34:35], v[92:93], v[48:63]
	ds_read2_b64 v[32:35], v36 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[32:33], v[84:85], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[34:35], v[80:81], v[48:63]
	ds_read2_b64 v[32:35], v36 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[32:33], v[76:77], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[34:35], v[72:73], v[48:63]
	ds_read2_b64 v[32:35], v36 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[32:33], v[68:69], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[34:35], v[64:65], v[48:63]
	ds_read2_b64 v[32:35], v36 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[32:33], v[90:91], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[34:35], v[94:95], v[48:63]
	ds_read2_b64 v[32:35], v36 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[32:33], v[86:87], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[34:35], v[82:83], v[48:63]
	ds_read2_b64 v[32:35], v36 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[32:33], v[78:79], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[34:35], v[74:75], v[48:63]
	ds_read2_b64 v[32:35], v36 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[32:33], v[70:71], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[96:97], v[16:31]
	v_mfma_f32_32x32x8_f16 v[48:63], v[34:35], v[66:67], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[188:189], v[88:89], 0
	s_nop 9
	v_mul_f32_e64 v54, v104, v54
	v_mul_f32_e64 v55, v104, v55
	v_mul_f32_e64 v52, v104, v52
	v_mul_f32_e64 v53, v104, v53
	v_mul_f32_e64 v50, v104, v50
	v_mul_f32_e64 v51, v104, v51
	v_pk_mul_f32 v[48:49], v[104:105], v[48:49] op_sel_hi:[0,1]
	v_mfma_f32_32x32x8_f16 v[32:47], v[190:191], v[92:93], v[32:47]
	ds_read2_b64 v[188:191], v181 offset0:4 offset1:6
	v_or_b32_e32 v92, s33, v180
	v_or_b32_e32 v93, s75, v169
	v_cmp_ge_i32_e64 s[42:43], v92, v93
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[188:189], v[84:85], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[190:191], v[80:81], v[32:47]
	ds_read2_b64 v[188:191], v181 offset0:8 offset1:10
	v_or_b32_e32 v80, s75, v175
	v_or_b32_e32 v81, s75, v179
	v_cmp_ge_i32_e64 s[34:35], v92, v80
	v_cmp_gt_i32_e64 s[4:5], s67, v81
	v_cmp_ge_i32_e64 s[22:23], v92, v81
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[188:189], v[76:77], v[32:47]
	v_or_b32_e32 v76, s75, v173
	v_or_b32_e32 v77, s75, v174
	v_cmp_ge_i32_e64 s[38:39], v92, v76
	v_cmp_ge_i32_e64 s[36:37], v92, v77
	v_mfma_f32_32x32x8_f16 v[32:47], v[190:191], v[72:73], v[32:47]
	ds_read2_b64 v[188:191], v181 offset0:12 offset1:14
	v_or_b32_e32 v72, s75, v177
	v_or_b32_e32 v73, s75, v178
	v_cmp_ge_i32_e64 s[44:45], v92, v72
	v_cmp_ge_i32_e64 s[40:41], v92, v73
	v_or_b32_e32 v72, s75, v144
	v_cmp_gt_i32_e64 s[48:49], s67, v72
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[188:189], v[68:69], v[32:47]
	v_or_b32_e32 v68, s75, v155
	v_or_b32_e32 v69, s75, v176
	v_cmp_ge_i32_e64 s[14:15], v92, v68
	v_cmp_gt_i32_e64 s[0:1], s67, v69
	v_cmp_ge_i32_e64 s[46:47], v92, v69
	s_and_b64 s[14:15], s[0:1], s[14:15]
	v_or_b32_e32 v155, s75, v166
	v_mfma_f32_32x32x8_f16 v[32:47], v[190:191], v[64:65], v[32:47]
	ds_read2_b64 v[188:191], v181 offset0:16 offset1:18
	v_or_b32_e32 v64, s75, v156
	v_or_b32_e32 v65, s75, v157
	v_cmp_ge_i32_e64 s[28:29], v92, v64
	v_cmp_ge_i32_e64 s[20:21], v92, v65
	v_or_b32_e32 v64, s75, v163
	v_or_b32_e32 v65, s75, v158
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[188:189], v[90:91], v[32:47]
	ds_read2_b64 v[88:91], v181 offset0:20 offset1:22
	v_cmp_ge_i32_e64 s[50:51], v92, v64
	v_cmp_ge_i32_e64 s[52:53], v92, v65
	v_pk_mov_b32 v[64:65], v[60:61], v[62:63] op_sel:[1,0]
	v_pk_mov_b32 v[60:61], v[58:59], v[60:61] op_sel:[1,0]
	v_pk_mov_b32 v[58:59], v[56:57], v[58:59] op_sel:[1,0]
	v_pk_mul_f32 v[64:65], v[104:105], v[64:65] op_sel_hi:[0,1]
	v_mfma_f32_32x32x8_f16 v[32:47], v[190:191], v[94:95], v[32:47]
	v_or_b32_e32 v94, s75, v164
	v_or_b32_e32 v95, s75, v165
	v_cmp_ge_i32_e64 s[30:31], v92, v94
	v_cmp_ge_i32_e64 s[24:25], v92, v95
	s_and_b64 s[46:47], s[0:1], s[46:47]
	v_or_b32_e32 v156, s75, v167
	v_cmp_ge_i32_e64 s[18:19], v92, v155
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[88:89], v[86:87], v[32:47]
	ds_read2_b64 v[84:87], v181 offset0:24 offset1:26
	v_or_b32_e32 v88, s75, v170
	v_cmp_gt_i32_e32 vcc, s67, v88
	s_and_b64 s[44:45], vcc, s[44:45]
	s_and_b64 s[28:29], vcc, s[28:29]
	s_and_b64 s[20:21], vcc, s[20:21]
	v_pk_mul_f32 v[60:61], v[104:105], v[60:61] op_sel_hi:[0,1]
	v_mfma_f32_32x32x8_f16 v[32:47], v[90:91], v[82:83], v[32:47]
	v_or_b32_e32 v157, s75, v168
	v_cmp_ge_i32_e64 s[16:17], v92, v156
	v_cmp_ge_i32_e64 s[26:27], v92, v157
	v_or_b32_e32 v68, s75, v159
	v_mul_f32_e64 v58, v104, v58
	v_mul_f32_e64 v59, v104, v59
	s_and_b64 s[50:51], s[48:49], s[50:51]
	v_or_b32_e32 v69, s75, v160
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[84:85], v[78:79], v[32:47]
	ds_read2_b64 v[76:79], v181 offset0:28 offset1:30
	v_cmp_ge_i32_e64 s[54:55], v92, v68
	v_cndmask_b32_e64 v55, v182, v55, s[50:51]
	s_and_b64 s[50:51], s[48:49], s[52:53]
	v_cmp_ge_i32_e64 s[56:57], v92, v69
	v_cndmask_b32_e64 v54, v182, v54, s[50:51]
	s_and_b64 s[50:51], s[48:49], s[54:55]
	v_mfma_f32_32x32x8_f16 v[32:47], v[86:87], v[74:75], v[32:47]
	v_or_b32_e32 v165, s75, v172
	v_cndmask_b32_e64 v53, v182, v53, s[50:51]
	s_and_b64 s[50:51], s[48:49], s[56:57]
	v_or_b32_e32 v164, s75, v171
	v_or_b32_e32 v89, s75, v154
	v_cmp_ge_i32_e64 s[6:7], v92, v165
	v_cmp_gt_i32_e64 s[62:63], v92, v72
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[76:77], v[70:71], v[32:47]
	v_or_b32_e32 v70, s75, v161
	v_or_b32_e32 v71, s75, v162
	v_cmp_ge_i32_e64 s[58:59], v92, v70
	v_cmp_ge_i32_e64 s[60:61], v92, v71
	v_cmp_ge_i32_e64 s[64:65], v92, v72
	v_cndmask_b32_e64 v52, v182, v52, s[50:51]
	s_and_b64 s[50:51], s[48:49], s[58:59]
	v_mfma_f32_32x32x8_f16 v[32:47], v[78:79], v[66:67], v[32:47]
	v_or_b32_e32 v67, s75, v152
	v_or_b32_e32 v66, s75, v151
	v_cmp_ge_i32_e64 s[10:11], v92, v164
	v_cmp_ge_i32_e64 s[2:3], v92, v88
	v_cmp_ge_i32_e64 s[12:13], v92, v89
	s_and_b64 s[60:61], s[48:49], s[60:61]
	v_cndmask_b32_e64 v51, v182, v51, s[50:51]
	s_nop 3
	v_pk_mov_b32 v[62:63], v[62:63], v[32:33] op_sel:[1,0]
	v_pk_mul_f32 v[38:39], v[104:105], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[62:63], v[104:105], v[62:63] op_sel_hi:[0,1]
	v_mov_b32_e32 v57, v33
	v_cndmask_b32_e64 v39, v182, v39, s[14:15]
	s_and_b64 s[14:15], s[0:1], s[30:31]
	v_pk_mul_f32 v[36:37], v[104:105], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[32:33], v[104:105], v[56:57] op_sel_hi:[0,1]
	v_mov_b32_e32 v56, v42
	v_cndmask_b32_e64 v42, v182, v63, s[46:47]
	v_cndmask_b32_e64 v63, v182, v62, s[44:45]
	v_cndmask_b32_e64 v62, v182, v65, s[28:29]
	v_cndmask_b32_e64 v65, v182, v64, s[20:21]
	s_and_b64 s[20:21], vcc, s[40:41]
	v_cndmask_b32_e64 v38, v182, v38, s[14:15]
	s_and_b64 s[14:15], s[0:1], s[24:25]
	v_cndmask_b32_e64 v64, v182, v61, s[20:21]
	s_and_b64 s[20:21], vcc, s[38:39]
	v_cndmask_b32_e64 v37, v182, v37, s[14:15]
	s_and_b64 s[14:15], s[0:1], s[18:19]
	v_pk_mul_f32 v[34:35], v[104:105], v[34:35] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v61, v182, v60, s[20:21]
	s_and_b64 s[20:21], vcc, s[36:37]
	v_cndmask_b32_e64 v36, v182, v36, s[14:15]
	s_and_b64 s[14:15], s[0:1], s[16:17]
	v_cndmask_b32_e64 v60, v182, v59, s[20:21]
	s_and_b64 s[20:21], vcc, s[34:35]
	v_cndmask_b32_e64 v35, v182, v35, s[14:15]
	s_and_b64 s[14:15], s[0:1], s[26:27]
	v_or_b32_e32 v59, s75, v150
	v_pk_mul_f32 v[40:41], v[104:105], v[40:41] op_sel_hi:[0,1]
	v_mov_b32_e32 v57, v47
	v_cndmask_b32_e64 v47, v182, v58, s[20:21]
	s_and_b64 s[20:21], s[4:5], s[42:43]
	v_cndmask_b32_e64 v34, v182, v34, s[14:15]
	v_cmp_ge_i32_e64 s[14:15], v92, v67
	v_cmp_ge_i32_e64 s[18:19], v92, v59
	v_mov_b32_e32 v59, v44
	v_mov_b32_e32 v44, v45
	v_mov_b32_e32 v45, v46
	v_cndmask_b32_e64 v41, v182, v41, s[20:21]
	s_and_b64 s[20:21], s[4:5], s[22:23]
	v_or_b32_e32 v58, s75, v149
	v_cmp_ge_i32_e64 s[16:17], v92, v66
	v_pk_mul_f32 v[44:45], v[104:105], v[44:45] op_sel_hi:[0,1]
	s_and_b64 s[14:15], s[4:5], s[14:15]
	v_cndmask_b32_e64 v40, v182, v40, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v92, v58
	v_mov_b32_e32 v58, v43
	v_cndmask_b32_e64 v66, v182, v45, s[14:15]
	s_and_b64 s[14:15], s[4:5], s[16:17]
	s_and_b64 s[50:51], s[48:49], s[64:65]
	s_and_b64 s[48:49], s[48:49], s[62:63]
	v_pk_mul_f32 v[58:59], v[104:105], v[58:59] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v45, v182, v44, s[14:15]
	s_and_b64 s[14:15], s[4:5], s[18:19]
	s_and_b64 s[0:1], s[6:7], s[0:1]
	v_pk_mul_f32 v[56:57], v[104:105], v[56:57] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v48, v182, v48, s[50:51]
	v_cndmask_b32_e64 v49, v182, v49, s[48:49]
	v_cndmask_b32_e64 v44, v182, v59, s[14:15]
	s_and_b64 s[14:15], s[4:5], s[20:21]
	s_and_b64 s[12:13], s[4:5], s[12:13]
	s_and_b64 s[4:5], s[10:11], s[4:5]
	v_cndmask_b32_e64 v43, v182, v33, s[0:1]
	s_and_b64 vcc, s[2:3], vcc
	v_cndmask_b32_e64 v50, v182, v50, s[60:61]
	v_cndmask_b32_e64 v59, v182, v58, s[14:15]
	v_cndmask_b32_e64 v67, v182, v57, s[12:13]
	v_cndmask_b32_e64 v58, v182, v56, s[4:5]
	v_cndmask_b32_e32 v46, v182, v32, vcc
	v_max_f32_e32 v32, v48, v49
	v_max3_f32 v33, v51, v52, v53
	v_max3_f32 v57, v47, v60, v61
	v_max3_f32 v68, v64, v65, v62
	v_max3_f32 v69, v63, v42, v43
	v_max3_f32 v56, v54, v55, v46
	v_max3_f32 v70, v34, v35, v36
	v_max3_f32 v71, v37, v38, v39
	v_max3_f32 v72, v40, v41, v58
	v_max3_f32 v73, v59, v44, v45
	v_max3_f32 v32, v32, v50, v33
	v_max3_f32 v33, v57, v68, v69
	v_max3_f32 v57, v70, v71, v72
	v_max3_f32 v68, v73, v66, v67
	v_max3_f32 v32, v32, v56, v33
	v_max3_f32 v32, v32, v57, v68
	ds_bpermute_b32 v33, v137, v32
	v_mfma_f32_32x32x8_f16 v[0:15], v[98:99], v[96:97], v[0:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_max3_f32 v32, v134, v32, v33
	v_add_f32_e64 v48, v48, -v32
	v_add_f32_e64 v49, v49, -v32
	v_pk_add_f32 v[56:57], v[60:61], v[32:33] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[60:61], v[64:65], v[32:33] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v64, v48
	v_pk_add_f32 v[50:51], v[50:51], v[32:33] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v65, v49
	v_pk_add_f32 v[94:95], v[66:67], v[32:33] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v66, v50
	v_pk_add_f32 v[52:53], v[52:53], v[32:33] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[54:55], v[54:55], v[32:33] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[46:47], v[46:47], v[32:33] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[62:63], v[62:63], v[32:33] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[42:43], v[32:33] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[34:35], v[32:33] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[36:37], v[36:37], v[32:33] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[38:39], v[38:39], v[32:33] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[40:41], v[40:41], v[32:33] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[58:59], v[32:33] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[44:45], v[44:45], v[32:33] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v67, v51
	v_sub_f32_e32 v32, v134, v32
	v_exp_f32_e32 v68, v52
	v_exp_f32_e32 v69, v53
	v_exp_f32_e32 v70, v54
	v_exp_f32_e32 v71, v55
	v_exp_f32_e32 v72, v46
	v_exp_f32_e32 v73, v47
	v_exp_f32_e32 v74, v56
	v_exp_f32_e32 v75, v57
	v_exp_f32_e32 v76, v60
	v_exp_f32_e32 v77, v61
	v_exp_f32_e32 v78, v62
	v_exp_f32_e32 v79, v63
	v_exp_f32_e32 v80, v42
	v_exp_f32_e32 v81, v43
	v_exp_f32_e32 v82, v34
	v_exp_f32_e32 v83, v35
	v_exp_f32_e32 v84, v36
	v_exp_f32_e32 v85, v37
	v_exp_f32_e32 v88, v38
	v_exp_f32_e32 v89, v39
	v_exp_f32_e32 v86, v40
	v_exp_f32_e32 v87, v41
	v_exp_f32_e32 v90, v58
	v_exp_f32_e32 v91, v59
	v_exp_f32_e32 v92, v44
	v_exp_f32_e32 v93, v45
	v_exp_f32_e32 v94, v94
	v_exp_f32_e32 v95, v95
	v_exp_f32_e32 v104, v32
	v_cvt_f16_f32_e32 v97, v64
	v_cvt_f16_f32_e32 v98, v65
	v_cvt_f16_f32_e32 v99, v66
	v_cvt_f16_f32_e32 v134, v67
	ds_write_b32 v142, v104
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v96, v143
	ds_read2st64_b64 v[52:55], v145 offset0:96 offset1:112
	ds_read2st64_b64 v[48:51], v146 offset0:96 offset1:112
	ds_read2st64_b64 v[60:63], v147 offset0:96 offset1:112
	ds_read2st64_b64 v[56:59], v148 offset0:96 offset1:112
	ds_read2st64_b64 v[36:39], v183 offset0:96 offset1:112
	ds_read2st64_b64 v[32:35], v184 offset0:96 offset1:112
	ds_read2st64_b64 v[44:47], v185 offset0:96 offset1:112
	ds_read2st64_b64 v[40:43], v186 offset0:96 offset1:112
	v_cvt_f16_f32_e32 v142, v68
	v_cvt_f16_f32_e32 v143, v69
	v_cvt_f16_f32_e32 v145, v70
	v_cvt_f16_f32_e32 v146, v71
	v_cvt_f16_f32_e32 v147, v72
	v_cvt_f16_f32_e32 v148, v73
	v_cvt_f16_f32_e32 v149, v74
	v_cvt_f16_f32_e32 v150, v75
	v_cvt_f16_f32_e32 v151, v76
	v_cvt_f16_f32_e32 v152, v77
	v_cvt_f16_f32_e32 v154, v78
	v_cvt_f16_f32_e32 v155, v79
	v_cvt_f16_f32_e32 v156, v80
	v_cvt_f16_f32_e32 v157, v81
	v_cvt_f16_f32_e32 v158, v82
	v_cvt_f16_f32_e32 v159, v83
	v_cvt_f16_f32_e32 v160, v84
	v_cvt_f16_f32_e32 v161, v85
	v_cvt_f16_f32_e32 v162, v88
	v_cvt_f16_f32_e32 v163, v89
	v_cvt_f16_f32_e32 v164, v86
	v_cvt_f16_f32_e32 v165, v87
	v_cvt_f16_f32_e32 v166, v90
	v_cvt_f16_f32_e32 v167, v91
	v_cvt_f16_f32_e32 v168, v92
	v_cvt_f16_f32_e32 v169, v93
	v_cvt_f16_f32_e32 v170, v94
	v_cvt_f16_f32_e32 v171, v95
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v141, v97
	ds_write_b16 v141, v98 offset:256
	ds_write_b16 v141, v99 offset:512
	ds_write_b16 v141, v134 offset:768
	ds_write_b16 v141, v142 offset:2048
	ds_write_b16 v141, v143 offset:2304
	ds_write_b16 v141, v145 offset:2560
	ds_write_b16 v141, v146 offset:2816
	ds_write_b16 v141, v147 offset:4096
	ds_write_b16 v141, v148 offset:4352
	ds_write_b16 v141, v149 offset:4608
	ds_write_b16 v141, v150 offset:4864
	ds_write_b16 v141, v151 offset:6144
	ds_write_b16 v141, v152 offset:6400
	ds_write_b16 v141, v154 offset:6656
	ds_write_b16 v141, v155 offset:6912
	ds_write_b16 v141, v156 offset:8192
	ds_write_b16 v141, v157 offset:8448
	ds_write_b16 v141, v158 offset:8704
	ds_write_b16 v141, v159 offset:8960
	ds_write_b16 v141, v160 offset:10240
	ds_write_b16 v141, v161 offset:10496
	ds_write_b16 v141, v162 offset:10752
	ds_write_b16 v141, v163 offset:11008
	ds_write_b16 v141, v164 offset:12288
	ds_write_b16 v141, v165 offset:12544
	ds_write_b16 v141, v166 offset:12800
	ds_write_b16 v141, v167 offset:13056
	ds_write_b16 v141, v168 offset:14336
	ds_write_b16 v141, v169 offset:14592
	ds_write_b16 v141, v170 offset:14848
	ds_write_b16 v141, v171 offset:15104
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_pk_mul_f32 v[30:31], v[30:31], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[96:97] op_sel_hi:[1,0]
	ds_read_u16 v97, v140 offset:768
	ds_read_u16 v98, v140 offset:512
	ds_read_u16 v134, v140 offset:256
	ds_read_u16 v141, v140
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[20:21], v[20:21], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[96:97] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v99, v97, v98, s74
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v98, v134, v141, s74
	s_lshr_b32 s0, s72, 1
	s_mov_b32 s11, 0x27000
	v_mfma_f32_32x32x8_f16 v[16:31], v[52:53], v[98:99], v[16:31]
	ds_read_u16 v52, v140 offset:2816
	ds_read_u16 v53, v140 offset:2560
	ds_read_u16 v97, v140 offset:2304
	ds_read_u16 v134, v140 offset:2048
	s_mov_b32 s10, 0x7ffffffe
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v53, v52, v53, s74
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v52, v97, v134, s74
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[52:53], v[16:31]
	ds_read_u16 v48, v140 offset:4864
	ds_read_u16 v49, v140 offset:4608
	ds_read_u16 v97, v140 offset:4352
	ds_read_u16 v134, v140 offset:4096
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v49, v48, v49, s74
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v48, v97, v134, s74
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[60:61], v[48:49], v[16:31]
	ds_read_u16 v60, v140 offset:6912
	ds_read_u16 v61, v140 offset:6656
	ds_read_u16 v97, v140 offset:6400
	ds_read_u16 v134, v140 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v61, v60, v61, s74
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v60, v97, v134, s74
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[60:61], v[16:31]
	ds_read_u16 v56, v140 offset:8960
	ds_read_u16 v57, v140 offset:8704
	ds_read_u16 v97, v140 offset:8448
	ds_read_u16 v134, v140 offset:8192
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v57, v56, v57, s74
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v56, v97, v134, s74
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[36:37], v[56:57], v[16:31]
	ds_read_u16 v36, v140 offset:11008
	ds_read_u16 v37, v140 offset:10752
	ds_read_u16 v97, v140 offset:10496
	ds_read_u16 v134, v140 offset:10240
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v37, v36, v37, s74
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v36, v97, v134, s74
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[32:33], v[36:37], v[16:31]
	ds_read_u16 v32, v140 offset:13056
	ds_read_u16 v33, v140 offset:12800
	ds_read_u16 v97, v140 offset:12544
	ds_read_u16 v134, v140 offset:12288
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v33, v32, v33, s74
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v32, v97, v134, s74
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[32:33], v[16:31]
	ds_read_u16 v44, v140 offset:15104
	ds_read_u16 v45, v140 offset:14848
	ds_read_u16 v97, v140 offset:14592
	ds_read_u16 v134, v140 offset:14336
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[14:15], v[14:15], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[96:97] op_sel_hi:[1,0]
	v_perm_b32 v45, v44, v45, s74
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v44, v97, v134, s74
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[98:99], v[0:15]
	v_add_f32_e64 v62, v124, v126
	v_add_f32_e64 v63, v125, v127
	v_add_f32_e64 v96, v128, v130
	v_add_f32_e64 v97, v129, v131
	v_add_f32_e64 v98, v132, v114
	v_add_f32_e64 v99, v133, v115
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[52:53], v[0:15]
	v_add_f32_e64 v52, v106, v110
	v_add_f32_e64 v53, v107, v111
	v_add_f32_e64 v58, v120, v122
	v_add_f32_e64 v59, v121, v123
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[48:49], v[0:15]
	v_add_f32_e64 v48, v108, v112
	v_add_f32_e64 v49, v109, v113
	v_add_f32_e64 v54, v116, v118
	v_add_f32_e64 v55, v117, v119
	v_add_f32_e64 v48, v48, v54
	v_add_f32_e64 v49, v49, v55
	v_pk_add_f32 v[54:55], v[84:85], v[88:89]
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[60:61], v[0:15]
	v_add_f32_e64 v50, v58, v62
	v_add_f32_e64 v51, v59, v63
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[56:57], v[0:15]
	v_add_f32_e64 v46, v68, v70
	v_add_f32_e64 v47, v69, v71
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[36:37], v[0:15]
	v_add_f32_e64 v36, v86, v90
	v_add_f32_e64 v37, v87, v91
	v_add_f32_e64 v42, v92, v94
	v_add_f32_e64 v43, v93, v95
	v_add_f32_e64 v36, v36, v42
	v_add_f32_e64 v37, v37, v43
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[44:45], v[16:31]
	v_add_f32_e64 v40, v100, v102
	v_add_f32_e64 v41, v101, v103
	v_add_f32_e64 v40, v40, v52
	v_add_f32_e64 v41, v41, v53
	v_add_f32_e64 v52, v96, v98
	v_add_f32_e64 v53, v97, v99
	v_pk_add_f32 v[40:41], v[40:41], v[48:49]
	v_pk_add_f32 v[48:49], v[50:51], v[52:53]
	v_pk_add_f32 v[50:51], v[76:77], v[78:79]
	v_pk_add_f32 v[40:41], v[40:41], v[48:49]
	v_pk_add_f32 v[48:49], v[72:73], v[74:75]
	v_add_f32_e32 v58, v40, v41
	v_pk_add_f32 v[40:41], v[64:65], v[66:67]
	v_pk_add_f32 v[52:53], v[80:81], v[82:83]
	v_pk_add_f32 v[40:41], v[40:41], v[46:47]
	v_pk_add_f32 v[46:47], v[48:49], v[50:51]
	v_pk_add_f32 v[48:49], v[52:53], v[54:55]
	v_pk_add_f32 v[40:41], v[40:41], v[46:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[32:33], v[0:15]
	v_add_f32_e64 v32, v48, v36
	v_add_f32_e64 v33, v49, v37
	ds_bpermute_b32 v56, v137, v58
	v_add_f32_e64 v32, v40, v32
	v_add_f32_e64 v33, v41, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v36, v58, v56
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v137, v32
	v_fmac_f32_e32 v36, v136, v153
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[44:45], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v32, v32, v33
	v_fmac_f32_e32 v32, v36, v104
	v_add_u32_e32 v33, 0, v138
	ds_write_b32 v33, v32
	v_add_u32_e32 v32, 0, v139
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v34, v32
	v_or_b32_e32 v32, s0, v144
	s_lshr_b32 s0, s71, 2
	v_or_b32_e32 v35, s0, v135
	v_or_b32_e32 v33, s33, v35
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v36, s[0:1], v34, v34, v16
	v_rcp_f32_e32 v37, v36
	s_mul_i32 s0, s70, s68
	s_mul_i32 s1, s73, s33
	s_add_i32 s0, s0, s1
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
	v_cvt_f16_f32_e32 v18, v18
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
	v_cvt_f16_f32_e32 v19, v19
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
	s_add_i32 s0, s0, s66
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
	v_cvt_f16_f32_e32 v20, v20
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
	v_cvt_f16_f32_e32 v21, v21
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
	v_cvt_f16_f32_e32 v22, v22
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
	v_cvt_f16_f32_e32 v23, v23
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
	v_cvt_f16_f32_e32 v24, v24
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
	v_cvt_f16_f32_e32 v25, v25
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
	v_cvt_f16_f32_e32 v26, v26
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
	v_cvt_f16_f32_e32 v27, v27
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
	v_cvt_f16_f32_e32 v28, v28
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
	v_cvt_f16_f32_e32 v29, v29
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
	v_cvt_f16_f32_e32 v30, v30
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
	v_cvt_f16_f32_e32 v31, v31
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
	v_cvt_f16_f32_e32 v2, v2
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
	v_cvt_f16_f32_e32 v3, v3
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
	v_cvt_f16_f32_e32 v4, v4
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
	v_cvt_f16_f32_e32 v5, v5
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
	v_cvt_f16_f32_e32 v6, v6
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
	v_cvt_f16_f32_e32 v7, v7
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
	v_cvt_f16_f32_e32 v8, v8
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
	v_cvt_f16_f32_e32 v9, v9
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
	v_cvt_f16_f32_e32 v10, v10
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
	v_cvt_f16_f32_e32 v11, v11
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
	v_cvt_f16_f32_e32 v12, v12
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
	v_cvt_f16_f32_e32 v13, v13
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
	v_cvt_f16_f32_e32 v14, v14
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v15, v34, v15
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v15, v36, v34, v15
	v_mul_lo_u32 v34, v35, s73
	v_add_u32_e32 v34, s0, v34
	v_cvt_f16_f32_e32 v35, v0
	v_pack_b32_f16 v0, v16, v17
	v_add_lshl_u32 v16, v34, v32, 1
	v_cmp_gt_i32_e32 vcc, s67, v33
	v_cvt_f16_f32_e32 v36, v1
	v_pack_b32_f16 v1, v18, v19
	v_cndmask_b32_e32 v17, v105, v16, vcc
	buffer_store_dwordx2 v[0:1], v17, s[8:11], 0 offen
	v_add_u32_e32 v17, 16, v16
	v_pack_b32_f16 v1, v22, v23
	v_pack_b32_f16 v0, v20, v21
	v_cndmask_b32_e32 v17, v105, v17, vcc
	buffer_store_dwordx2 v[0:1], v17, s[8:11], 0 offen
	v_add_u32_e32 v17, 32, v16
	v_pack_b32_f16 v1, v26, v27
	v_pack_b32_f16 v0, v24, v25
	v_cndmask_b32_e32 v17, v105, v17, vcc
	buffer_store_dwordx2 v[0:1], v17, s[8:11], 0 offen
	v_add_u32_e32 v17, 48, v16
	v_pack_b32_f16 v1, v30, v31
	v_pack_b32_f16 v0, v28, v29
	v_cndmask_b32_e32 v17, v105, v17, vcc
	buffer_store_dwordx2 v[0:1], v17, s[8:11], 0 offen
	v_pack_b32_f16 v1, v2, v3
	v_add_u32_e32 v2, 0x80, v16
	v_pack_b32_f16 v0, v35, v36
	v_cndmask_b32_e32 v2, v105, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[8:11], 0 offen
	v_add_u32_e32 v2, 0x90, v16
	v_cvt_f16_f32_e32 v15, v15
	v_pack_b32_f16 v1, v6, v7
	v_pack_b32_f16 v0, v4, v5
	v_cndmask_b32_e32 v2, v105, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[8:11], 0 offen
	v_add_u32_e32 v2, 0xa0, v16
	v_pack_b32_f16 v1, v10, v11
	v_pack_b32_f16 v0, v8, v9
	v_cndmask_b32_e32 v2, v105, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[8:11], 0 offen
	v_add_u32_e32 v2, 0xb0, v16
	v_pack_b32_f16 v1, v14, v15
	v_pack_b32_f16 v0, v12, v13
	v_cndmask_b32_e32 v2, v105, v2, vcc
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
		.amdhsa_kernarg_size 112
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
		.amdhsa_next_free_vgpr 255
		.amdhsa_next_free_sgpr 76
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
	.set .Lflash_attention_fwd_kernel.num_vgpr, 255
	.set .Lflash_attention_fwd_kernel.num_agpr, 0
	.set .Lflash_attention_fwd_kernel.numbered_sgpr, 76
	.set .Lflash_attention_fwd_kernel.num_named_barrier, 0
	.set .Lflash_attention_fwd_kernel.private_seg_size, 0
	.set .Lflash_attention_fwd_kernel.uses_vcc, 1
	.set .Lflash_attention_fwd_kernel.uses_flat_scratch, 0
	.set .Lflash_attention_fwd_kernel.has_dyn_sized_stack, 0
	.set .Lflash_attention_fwd_kernel.has_recursion, 0
	.set .Lflash_attention_fwd_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 20120
; TotalNumSgprs: 82
; NumVgprs: 255
; NumAgprs: 0
; TotalNumVgprs: 255
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 10
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 82
; NumVGPRsForWavesPerEU: 255
; AccumOffset: 256
; Occupancy: 2
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
  - .agpr_count:     0
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 112
    .max_flat_workgroup_size: 512
    .name:           flash_attention_fwd_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     82
    .sgpr_spill_count: 0
    .symbol:         flash_attention_fwd_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     255
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
