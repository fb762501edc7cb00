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
; %bb.25:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.26:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dwordx2 s[76:77], s[0:1], 0x54
	s_load_dwordx4 s[24:27], s[0:1], 0x38
	s_mov_b64 s[28:29], s[2:3]
	s_load_dword s18, s[0:1], 0x70
	s_abs_i32 s22, s17
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s2, s76
	v_cvt_f32_u32_e32 v1, s2
	s_sub_i32 s23, 0, s2
	s_mov_b64 s[20:21], s[6:7]
	v_readfirstlane_b32 s19, v0
	v_rcp_f32_e32 v1, v1
	s_not_b32 s6, s16
	s_xor_b32 s7, s17, s76
	s_and_b32 s3, s19, 0x1c0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_add_i32 s6, s18, s6
	s_ashr_i32 s7, s7, 31
	v_and_b32_e32 v130, 15, v0
	v_readfirstlane_b32 s30, v1
	s_mul_i32 s23, s23, s30
	s_mul_hi_u32 s23, s30, s23
	s_add_i32 s30, s30, s23
	s_mul_hi_u32 s23, s22, s30
	s_mul_i32 s30, s23, s2
	s_sub_i32 s22, s22, s30
	s_add_i32 s30, s23, 1
	s_sub_i32 s31, s22, s2
	s_cmp_ge_u32 s22, s2
	s_cselect_b32 s23, s30, s23
	s_cselect_b32 s22, s31, s22
	s_add_i32 s30, s23, 1
	s_cmp_ge_u32 s22, s2
	s_cselect_b32 s2, s30, s23
	s_xor_b32 s2, s2, s7
	s_sub_i32 s80, s2, s7
	s_mul_i32 s2, s80, s76
	s_sub_i32 s76, s17, s2
	s_mul_i32 s2, s80, s11
	s_mul_i32 s7, s76, s12
	s_lshl_b32 s33, s6, 7
	v_and_b32_e32 v1, 63, v0
	s_add_i32 s2, s7, s2
	v_or_b32_e32 v19, s3, v1
	s_mul_i32 s3, s33, s13
	v_lshrrev_b32_e32 v116, 4, v19
	v_lshlrev_b32_e32 v18, 3, v130
	s_add_i32 s2, s2, s3
	v_or_b32_e32 v117, 32, v116
	v_or_b32_e32 v2, 64, v116
	v_or_b32_e32 v3, 0x60, v116
	v_or_b32_e32 v4, s33, v116
	v_mul_lo_u32 v6, v116, s13
	v_add_u32_e32 v14, s2, v18
	v_or_b32_e32 v5, s33, v117
	v_or_b32_e32 v10, s33, v2
	v_mul_lo_u32 v7, v117, s13
	v_mul_lo_u32 v12, v2, s13
	v_mul_lo_u32 v13, v3, s13
	v_add_lshl_u32 v2, v14, v6, 1
	v_bfrev_b32_e32 v20, 1
	v_cmp_gt_i32_e64 s[12:13], s77, v4
	v_or_b32_e32 v11, s33, v3
	s_mov_b32 s7, 0x27000
	s_mov_b32 s6, 0x7ffffffe
	v_cndmask_b32_e64 v15, v20, v2, s[12:13]
	v_add_lshl_u32 v2, v14, v7, 1
	v_cmp_gt_i32_e32 vcc, s77, v5
	v_add_lshl_u32 v12, v14, v12, 1
	v_cmp_gt_i32_e64 s[2:3], s77, v10
	s_and_b32 s29, s29, 0xffff
	s_mov_b32 s30, s6
	s_mov_b32 s31, s7
	v_cndmask_b32_e32 v16, v20, v2, vcc
	v_cndmask_b32_e64 v21, v20, v12, s[2:3]
	v_add_lshl_u32 v10, v14, v13, 1
	v_cmp_gt_i32_e64 s[2:3], s77, v11
	buffer_load_dwordx4 v[2:5], v15, s[28:31], 0 offen
	buffer_load_dwordx4 v[6:9], v16, s[28:31], 0 offen
	v_cndmask_b32_e64 v22, v20, v10, s[2:3]
	buffer_load_dwordx4 v[10:13], v21, s[28:31], 0 offen
	buffer_load_dwordx4 v[14:17], v22, s[28:31], 0 offen
	v_and_b32_e32 v21, 0x1f0, v19
	v_lshlrev_b32_e32 v135, 4, v19
	v_lshrrev_b32_e32 v19, 1, v19
	v_and_b32_e32 v19, 0x78, v19
	v_xor_b32_e32 v19, v19, v135
	v_mad_u64_u32 v[108:109], s[2:3], v116, s24, v[18:19]
	s_and_b32 s81, s19, 0x180
	s_and_b32 s11, s19, 0xc0
	s_and_b32 s82, s19, 64
	s_mul_i32 s2, s80, s14
	s_mul_i32 s3, s80, s25
	s_mul_i32 s19, s76, s15
	s_mul_i32 s17, s76, s26
	v_lshrrev_b32_e32 v118, 3, v21
	v_add_u32_e32 v23, 0, v19
	v_xad_u32 v19, v19, 8, 0
	s_add_i32 s19, s19, s2
	s_add_i32 s17, s17, s3
	v_or_b32_e32 v22, 1, v118
	s_cmp_gt_i32 s33, 0
	v_mad_u64_u32 v[112:113], s[14:15], v118, s27, v[18:19]
	s_cselect_b64 s[2:3], -1, 0
	v_mad_u64_u32 v[110:111], s[14:15], v22, s27, v[18:19]
	s_and_b32 s21, s21, 0xffff
	s_mov_b32 s22, s6
	s_mov_b32 s23, s7
	v_and_b32_e32 v111, 32, v0
	v_and_b32_e32 v107, 31, v0
	v_lshrrev_b32_e32 v131, 2, v111
	v_mad_u64_u32 v[114:115], s[14:15], v117, s24, v[18:19]
	s_lshl_b32 s28, s27, 6
	v_lshlrev_b32_e32 v134, 8, v107
	s_and_b32 s5, s5, 0xffff
	s_lshl_b32 s26, s24, 6
	v_add_u32_e32 v115, s28, v112
	s_cmp_gt_i32 s33, 64
	v_add_u32_e32 v113, s28, v110
	v_add_u32_e32 v137, s17, v115
	v_add_lshl_u32 v24, s19, v108, 1
	v_add_u32_e32 v138, s17, v113
	v_lshlrev_b32_e32 v22, 1, v137
	s_cselect_b64 s[14:15], -1, 0
	v_cndmask_b32_e64 v24, v20, v24, s[2:3]
	s_waitcnt vmcnt(2)
	ds_write2st64_b64 v23, v[2:3], v[6:7] offset1:16
	s_waitcnt vmcnt(0)
	ds_write2st64_b64 v23, v[10:11], v[14:15] offset0:32 offset1:48
	ds_write2st64_b64 v19, v[4:5], v[8:9] offset1:16
	ds_write2st64_b64 v19, v[12:13], v[16:17] offset0:32 offset1:48
	v_add_lshl_u32 v2, v112, s17, 1
	v_cndmask_b32_e64 v10, v20, v2, s[2:3]
	v_add_lshl_u32 v2, v110, s17, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cndmask_b32_e64 v11, v20, v2, s[2:3]
	buffer_load_dwordx4 v[2:5], v10, s[20:23], 0 offen
	buffer_load_dwordx4 v[6:9], v11, s[20:23], 0 offen
	v_lshl_or_b32 v10, s11, 7, v18
	v_xor_b32_e32 v10, v10, v131
	v_or_b32_e32 v10, v10, v134
	v_add_u32_e32 v11, 0, v10
	v_xad_u32 v12, v10, 16, 0
	v_xad_u32 v13, v10, 32, 0
	v_xad_u32 v14, v10, 48, 0
	v_xad_u32 v15, v10, 64, 0
	v_xor_b32_e32 v16, 0x50, v10
	v_xor_b32_e32 v17, 0x60, v10
	v_xor_b32_e32 v10, 0x70, v10
	v_add_u32_e32 v16, 0, v16
	v_add_u32_e32 v17, 0, v17
	v_add_u32_e32 v10, 0, v10
	v_add_lshl_u32 v18, v114, s19, 1
	v_lshlrev_b32_e32 v23, 1, v138
	v_cndmask_b32_e64 v22, v20, v22, s[14:15]
	v_cndmask_b32_e64 v18, v20, v18, s[2:3]
	v_cndmask_b32_e64 v23, v20, v23, s[14:15]
	ds_read2_b64 v[68:71], v11 offset1:16
	ds_read2_b64 v[84:87], v12 offset1:16
	ds_read2_b64 v[76:79], v13 offset1:16
	ds_read2_b64 v[72:75], v14 offset1:16
	buffer_load_dwordx4 v[26:29], v24, s[4:7], 0 offen
	buffer_load_dwordx4 v[30:33], v18, s[4:7], 0 offen
	ds_read2_b64 v[92:95], v15 offset1:16
	ds_read2_b64 v[88:91], v16 offset1:16
	ds_read2_b64 v[80:83], v17 offset1:16
	ds_read2_b64 v[64:67], v10 offset1:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_load_dwordx4 v[10:13], v22, s[20:23], 0 offen
	buffer_load_dwordx4 v[14:17], v23, s[20:23], 0 offen
	v_add_u32_e32 v119, s26, v108
	v_add_u32_e32 v136, s19, v119
	v_add_u32_e32 v127, s26, v114
	v_lshlrev_b32_e32 v19, 1, v136
	v_add_u32_e32 v141, s19, v127
	v_cndmask_b32_e64 v19, v20, v19, s[14:15]
	v_lshlrev_b32_e32 v18, 1, v141
	v_cndmask_b32_e64 v18, v20, v18, s[14:15]
	buffer_load_dwordx4 v[22:25], v19, s[4:7], 0 offen
	buffer_load_dwordx4 v[34:37], v18, s[4:7], 0 offen
	s_mov_b32 s30, 0x5040100
	s_mov_b32 s31, 0x7060302
	s_movk_i32 s14, 0x440
	v_bfe_i32 v20, v0, 0, 1
	v_bfe_i32 v132, v0, 4, 1
	s_mov_b32 s29, 0
	s_mov_b32 s34, 1
	v_add_u32_e32 v128, 0, v135
	v_lshlrev_b32_e32 v133, 2, v1
	v_lshlrev_b32_e32 v139, 1, v107
	v_lshlrev_b32_e32 v140, 5, v111
	s_waitcnt vmcnt(6)
	v_perm_b32 v18, v6, v2, s30
	v_perm_b32 v2, v6, v2, s31
	v_perm_b32 v6, v7, v3, s30
	v_perm_b32 v3, v7, v3, s31
	v_perm_b32 v7, v8, v4, s30
	v_perm_b32 v4, v8, v4, s31
	v_perm_b32 v8, v9, v5, s30
	v_perm_b32 v5, v9, v5, s31
	s_waitcnt vmcnt(2)
	v_perm_b32 v9, v14, v10, s30
	v_perm_b32 v10, v14, v10, s31
	v_perm_b32 v14, v15, v11, s30
	v_perm_b32 v11, v15, v11, s31
	v_perm_b32 v15, v16, v12, s30
	v_perm_b32 v12, v16, v12, s31
	v_perm_b32 v16, v17, v13, s30
	v_perm_b32 v13, v17, v13, s31
	v_and_b32_e32 v17, 14, v0
	v_lshlrev_b32_e32 v19, 2, v17
	v_and_or_b32 v19, v20, s14, v19
	v_lshrrev_b32_e32 v20, 2, v21
	v_xor_b32_e32 v19, v19, v20
	v_lshl_or_b32 v142, v17, 10, v19
	v_xor_b32_e32 v143, 8, v142
	v_xor_b32_e32 v149, 56, v142
	v_add_u32_e32 v120, 0, v142
	v_add_u32_e32 v121, 0, v143
	v_xor_b32_e32 v144, 16, v142
	v_xor_b32_e32 v145, 24, v142
	v_xor_b32_e32 v146, 32, v142
	v_xor_b32_e32 v147, 40, v142
	v_xor_b32_e32 v148, 48, v142
	v_add_u32_e32 v129, 0, v149
	s_add_i32 s14, s33, 0xffffff80
	v_mov_b32_e32 v0, 0x3fb8aa3b
	ds_write_b32 v120, v18 offset:32768
	ds_write_b32 v121, v2 offset:32896
	v_add_u32_e32 v122, 0, v144
	v_add_u32_e32 v123, 0, v145
	v_add_u32_e32 v124, 0, v146
	v_add_u32_e32 v125, 0, v147
	v_add_u32_e32 v126, 0, v148
	v_add_u32_e32 v2, 0x80, v129
	s_cmp_lt_i32 s14, 1
	v_mul_f32_e32 v104, s10, v0
	ds_write_b32 v122, v6 offset:33024
	ds_write_b32 v123, v3 offset:33152
	ds_write_b32 v124, v7 offset:33280
	ds_write_b32 v125, v4 offset:33408
	ds_write_b32 v126, v8 offset:33536
	ds_write_b32 v120, v9 offset:49152
	ds_write_b32 v121, v10 offset:49280
	ds_write_b32 v122, v14 offset:49408
	ds_write_b32 v123, v11 offset:49536
	ds_write_b32 v124, v15 offset:49664
	ds_write_b32 v125, v12 offset:49792
	ds_write_b32 v126, v16 offset:49920
	ds_write2st64_b32 v2, v5, v13 offset0:131 offset1:195
	ds_write_b128 v128, v[26:29]
	ds_write_b128 v128, v[30:33] offset:8192
	s_waitcnt vmcnt(1)
	ds_write_b128 v128, v[22:25] offset:16384
	s_waitcnt vmcnt(0)
	ds_write_b128 v128, v[34:37] offset:24576
	s_cbranch_scc1 .LBB0_1
; %bb.1:                                ; %.lr.ph
	s_lshl_b32 s35, s11, 1
	s_cmp_eq_u32 s82, 0
	s_cselect_b32 s15, 0, 0x1010
	v_mov_b32_e32 v0, 0x10000
	v_mul_u32_u24_e32 v1, 0x88, v130
	v_or_b32_e32 v2, s15, v131
	v_lshl_add_u32 v151, v107, 2, v0
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
	v_add3_u32 v160, s10, v140, v139
	s_lshr_b32 s36, s81, 1
	s_movk_i32 s15, 0x4000
	s_mov_b32 s25, 0x8000
	s_mov_b32 s10, 0xc000
	v_mov_b32_e32 v105, v104
	v_mov_b32_e32 v170, 0xff800000
	v_mov_b32_e32 v161, 0
	s_mov_b32 s37, 0
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
	v_add_u32_e32 v136, s26, v136
	v_add_u32_e32 v141, s26, v141
	v_lshlrev_b32_e32 v32, 1, v136
	v_lshlrev_b32_e32 v33, 1, v141
	v_add3_u32 v106, s29, v131, v134
	buffer_load_dwordx4 v[172:175], v32, s[4:7], 0 offen
	buffer_load_dwordx4 v[176:179], v33, s[4:7], 0 offen
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[32:35], v106 offset1:2
	v_add_u32_e32 v109, 0x2000, v106
	ds_read2_b64 v[96:99], v109 offset1:2
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[48:63], v[32:33], v[68:69], 0
	ds_read2_b64 v[100:103], v106 offset0:4 offset1:6
	ds_read2_b64 v[162:165], v109 offset0:4 offset1:6
	ds_read2_b64 v[180:183], v106 offset0:8 offset1:10
	ds_read2_b64 v[184:187], v109 offset0:8 offset1:10
	ds_read2_b64 v[188:191], v106 offset0:12 offset1:14
	ds_read2_b64 v[192:195], v109 offset0:12 offset1:14
	ds_read2_b64 v[196:199], v106 offset0:16 offset1:18
	v_add_u32_e32 v137, s28, v137
	v_add_u32_e32 v138, s28, v138
	s_mov_b32 s22, s6
	s_mov_b32 s23, s7
	v_lshlrev_b32_e32 v224, 1, v138
	v_add_u32_e32 v225, s25, v152
	v_mfma_f32_32x32x8_f16 v[48:63], v[34:35], v[84:85], v[48:63]
	v_add_u32_e32 v226, s25, v154
	v_add_u32_e32 v228, s25, v153
	v_add_u32_e32 v229, s25, v155
	v_add_u32_e32 v230, s25, v156
	v_add_u32_e32 v231, s25, v157
	v_add_u32_e32 v232, s25, v158
	v_add_u32_e32 v233, s25, v159
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_32x32x8_f16 v[32:47], v[96:97], v[68:69], 0
	s_add_i32 s25, s34, 1
	s_cmp_lt_i32 s25, 2
	v_add_u32_e32 v234, s11, v160
	v_add_u32_e32 v235, s36, v160
	s_cselect_b32 s34, s25, 0
	v_add_u32_e32 v227, s81, v151
	s_mov_b32 s29, s15
	v_mfma_f32_32x32x8_f16 v[32:47], v[98:99], v[84:85], v[32:47]
	ds_read2_b64 v[96:99], v109 offset0:16 offset1:18
	ds_read2_b64 v[200:203], v106 offset0:20 offset1:22
	ds_read2_b64 v[204:207], v109 offset0:20 offset1:22
	ds_read2_b64 v[208:211], v106 offset0:24 offset1:26
	ds_read2_b64 v[212:215], v109 offset0:24 offset1:26
	ds_read2_b64 v[216:219], v106 offset0:28 offset1:30
	ds_read2_b64 v[220:223], v109 offset0:28 offset1:30
	v_lshlrev_b32_e32 v109, 1, v137
	s_lshl_b32 s15, s34, 14
	v_add_u32_e32 v171, s15, v135
	s_mov_b32 s25, s10
	s_add_i32 s10, s15, 0x8000
	s_add_i32 s37, s37, 64
	s_waitcnt lgkmcnt(13)
	v_mfma_f32_32x32x8_f16 v[48:63], v[100:101], v[76:77], v[48:63]
	v_max_f32_e32 v100, v170, v170
	v_add_u32_e32 v101, s35, v151
	s_cmp_lt_i32 s37, s14
	v_add_u32_e32 v166, s15, v146
	v_add_u32_e32 v167, s15, v147
	v_add_u32_e32 v168, s15, v148
	v_add_u32_e32 v169, s15, v149
	s_waitcnt lgkmcnt(12)
	v_mfma_f32_32x32x8_f16 v[32:47], v[162:163], v[76:77], v[32:47]
	v_add_u32_e32 v162, s15, v142
	v_add_u32_e32 v163, s15, v143
	v_mfma_f32_32x32x8_f16 v[48:63], v[102:103], v[72:73], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[164:165], v[72:73], v[32:47]
	v_add_u32_e32 v164, s15, v144
	v_add_u32_e32 v165, s15, v145
	s_waitcnt lgkmcnt(11)
	v_mfma_f32_32x32x8_f16 v[48:63], v[180:181], v[92:93], v[48:63]
	s_waitcnt lgkmcnt(10)
	v_mfma_f32_32x32x8_f16 v[32:47], v[184:185], v[92:93], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[182:183], v[88:89], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[186:187], v[88:89], v[32:47]
	s_waitcnt lgkmcnt(9)
	v_mfma_f32_32x32x8_f16 v[48:63], v[188:189], v[80:81], v[48:63]
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x8_f16 v[32:47], v[192:193], v[80:81], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[190:191], v[64:65], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[194:195], v[64:65], v[32:47]
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_32x32x8_f16 v[48:63], v[196:197], v[70:71], v[48:63]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x8_f16 v[32:47], v[96:97], v[70:71], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[198:199], v[86:87], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[98:99], v[86:87], v[32:47]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_f16 v[48:63], v[200:201], v[78:79], v[48:63]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[32:47], v[204:205], v[78:79], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[202:203], v[74:75], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[206:207], v[74:75], v[32:47]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[48:63], v[208:209], v[94:95], v[48:63]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[32:47], v[212:213], v[94:95], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[210:211], v[90:91], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[214:215], v[90:91], v[32:47]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[48:63], v[216:217], v[82:83], v[48:63]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[220:221], v[82:83], v[32:47]
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
	v_max3_f32 v106, v43, v44, v45
	v_max3_f32 v96, v96, v97, v98
	v_max3_f32 v97, v99, v102, v103
	v_max3_f32 v98, v106, v46, v47
	v_max3_f32 v96, v96, v97, v98
	ds_bpermute_b32 v97, v150, v96
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v97, v97, v97
	v_max_f32_e32 v96, v96, v97
	v_mul_f32_e32 v96, v104, v96
	v_max_f32_e32 v106, v100, v96
	v_sub_f32_e32 v96, v170, v106
	v_exp_f32_e32 v214, v96
	v_pk_fma_f32 v[48:49], v[104:105], v[48:49], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], v[104:105], v[50:51], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v180, v48
	ds_write_b32 v101, v214
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_load_dwordx4 v[96:99], v109, s[20:23], 0 offen
	buffer_load_dwordx4 v[100:103], v224, s[20:23], 0 offen
	v_exp_f32_e32 v181, v49
	v_pk_fma_f32 v[52:53], v[104:105], v[52:53], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[54:55], v[104:105], v[54:55], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v182, v50
	v_pk_fma_f32 v[56:57], v[104:105], v[56:57], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], v[104:105], v[58:59], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[60:61], v[104:105], v[60:61], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], v[104:105], v[62:63], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[32:33], v[104:105], v[32:33], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], v[104:105], v[34:35], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], v[104:105], v[36:37], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[104:105], v[38:39], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], v[104:105], v[40:41], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], v[104:105], v[42:43], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], v[104:105], v[44:45], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[104:105], v[46:47], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
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
	v_cvt_f16_f32_e32 v109, v180
	v_cvt_f16_f32_e32 v212, v181
	v_cvt_f16_f32_e32 v213, v182
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
	ds_read_b32 v170, v227
	ds_read2st64_b64 v[52:55], v228 offset1:16
	ds_read2st64_b64 v[56:59], v229 offset1:16
	ds_read2st64_b64 v[40:43], v230 offset1:16
	ds_read2st64_b64 v[32:35], v231 offset1:16
	ds_read2st64_b64 v[60:63], v232 offset1:16
	ds_read2st64_b64 v[36:39], v233 offset1:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v234, v109
	ds_write_b16 v234, v212 offset:256
	ds_write_b16 v234, v213 offset:512
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
	ds_read_u16 v109, v235
	ds_read_u16 v212, v235 offset:256
	ds_read_u16 v213, v235 offset:512
	ds_read_u16 v215, v235 offset:768
	ds_read_u16 v216, v235 offset:2048
	ds_read_u16 v217, v235 offset:2304
	ds_read_u16 v218, v235 offset:2560
	ds_read_u16 v219, v235 offset:2816
	v_pk_mul_f32 v[16:17], v[16:17], v[170:171] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[170:171] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[170:171] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[170:171] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[170:171] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[170:171] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[170:171] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[170:171] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[170:171] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[170:171] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[170:171] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[170:171] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[170:171] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[170:171] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[170:171] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[170:171] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v212, v212, v109, s30
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v213, v215, v213, s30
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[212:213], v[16:31]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v44, v217, v216, s30
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v45, v219, v218, s30
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[212:213], v[0:15]
	ds_read_u16 v170, v235 offset:14592
	ds_read_u16 v212, v235 offset:14848
	ds_read_u16 v213, v235 offset:15104
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
	v_perm_b32 v44, v45, v44, s30
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v45, v51, v50, s30
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[44:45], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[44:45], v[0:15]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v44, v53, v52, s30
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v45, v59, v58, s30
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
	v_perm_b32 v46, v47, v46, s30
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[44:45], v[16:31]
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v47, v49, v48, s30
	v_add_f32_e64 v56, v200, v202
	v_add_f32_e64 v57, v201, v203
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[44:45], v[0:15]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v44, v51, v50, s30
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v45, v53, v52, s30
	ds_read_u16 v48, v235 offset:12288
	ds_read_u16 v49, v235 offset:12544
	ds_read_u16 v50, v235 offset:12800
	ds_read_u16 v51, v235 offset:13056
	ds_read_u16 v109, v235 offset:14336
	v_pk_add_f32 v[52:53], v[192:193], v[194:195]
	v_pk_add_f32 v[54:55], v[196:197], v[198:199]
	s_waitcnt vmcnt(3)
	ds_write_b128 v171, v[172:175]
	s_waitcnt vmcnt(2)
	ds_write_b128 v171, v[176:179] offset:8192
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[46:47], v[16:31]
	s_waitcnt lgkmcnt(5)
	v_perm_b32 v40, v49, v48, s30
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v41, v51, v50, s30
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
	v_perm_b32 v32, v170, v109, s30
	v_perm_b32 v33, v213, v212, s30
	ds_bpermute_b32 v39, v150, v38
	v_mov_b32_e32 v170, v106
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v109, v38, v39
	v_mfma_f32_32x32x8_f16 v[16:31], v[60:61], v[40:41], v[16:31]
	v_fmac_f32_e32 v109, v161, v214
	v_mov_b32_e32 v161, v109
	s_waitcnt vmcnt(0)
	v_perm_b32 v38, v103, v99, s30
	v_perm_b32 v39, v103, v99, s31
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[40:41], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[36:37], v[32:33], v[16:31]
	v_perm_b32 v36, v102, v98, s30
	v_perm_b32 v37, v102, v98, s31
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[32:33], v[0:15]
	v_perm_b32 v32, v100, v96, s30
	v_perm_b32 v33, v100, v96, s31
	v_perm_b32 v34, v101, v97, s30
	v_perm_b32 v35, v101, v97, s31
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
	s_mov_b32 s25, 0x8000
	s_mov_b32 s10, 0xc000
	v_mov_b32_e32 v106, 0xff800000
	v_mov_b32_e32 v109, 0
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
.LBB0_3:                                ; %Flow1411
	s_load_dwordx2 s[78:79], s[0:1], 0x48
	s_load_dword s83, s[0:1], 0x50
	s_and_b64 s[0:1], s[2:3], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	v_or_b32_e32 v97, v131, v134
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_4
; %bb.5:
	v_add_u32_e32 v52, s29, v97
	ds_read2_b64 v[48:51], v52 offset1:2
	v_add_u32_e32 v96, 0x2000, v52
	ds_read2_b64 v[98:101], v96 offset1:2
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[68:69], 0
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[84:85], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[76:77], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[72:73], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[92:93], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[88:89], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[80:81], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[64:65], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[70:71], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[86:87], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[78:79], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[74:75], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[94:95], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[90:91], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[82:83], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[66:67], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[98:99], v[68:69], 0
	v_mfma_f32_32x32x8_f16 v[48:63], v[100:101], v[84:85], v[48:63]
	ds_read2_b64 v[98:101], v96 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[98:99], v[76:77], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[100:101], v[72:73], v[48:63]
	ds_read2_b64 v[98:101], v96 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[98:99], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[100:101], v[88:89], v[48:63]
	ds_read2_b64 v[98:101], v96 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[98:99], v[80:81], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[100:101], v[64:65], v[48:63]
	ds_read2_b64 v[98:101], v96 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[98:99], v[70:71], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[100:101], v[86:87], v[48:63]
	ds_read2_b64 v[98:101], v96 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[98:99], v[78:79], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[100:101], v[74:75], v[48:63]
	ds_read2_b64 v[98:101], v96 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[98:99], v[94:95], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[100:101], v[90:91], v[48:63]
	ds_read2_b64 v[98:101], v96 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[98:99], v[82:83], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[100:101], v[66:67], v[48:63]
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
	v_max_f32_e32 v98, v32, v32
	v_max_f32_e32 v96, v98, v96
	v_max3_f32 v98, v35, v36, v37
	v_max3_f32 v100, v41, v42, v43
	v_max3_f32 v101, v44, v45, v46
	s_nop 3
	v_max3_f32 v102, v47, v48, v49
	v_max3_f32 v99, v38, v39, v40
	v_max3_f32 v103, v50, v51, v52
	v_max3_f32 v105, v53, v54, v55
	v_max3_f32 v134, v56, v57, v58
	v_max3_f32 v135, v59, v60, v61
	v_max3_f32 v96, v96, v34, v98
	v_max3_f32 v98, v100, v101, v102
	v_max3_f32 v100, v103, v105, v134
	v_max3_f32 v101, v135, v62, v63
	v_max3_f32 v96, v96, v99, v98
	v_max3_f32 v96, v96, v100, v101
	v_xor_b32_e32 v103, 0x80, v133
	ds_bpermute_b32 v98, v103, v96
	s_cmp_eq_u32 s82, 0
	s_cselect_b32 s1, 0, 0x1010
	s_mov_b32 s0, 0x10000
	s_lshr_b32 s22, s81, 1
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v98, v98, v98
	v_max_f32_e32 v96, v96, v98
	v_mul_f32_e32 v96, v104, v96
	v_max_f32_e32 v98, v106, v106
	v_max_f32_e32 v96, v98, v96
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
	v_exp_f32_e32 v142, v32
	v_exp_f32_e32 v143, v33
	v_exp_f32_e32 v144, v34
	v_exp_f32_e32 v145, v35
	v_exp_f32_e32 v146, v36
	v_exp_f32_e32 v147, v37
	v_exp_f32_e32 v148, v38
	v_exp_f32_e32 v149, v39
	v_exp_f32_e32 v150, v40
	v_exp_f32_e32 v151, v41
	v_exp_f32_e32 v152, v42
	v_exp_f32_e32 v153, v43
	v_exp_f32_e32 v154, v44
	v_exp_f32_e32 v155, v45
	v_exp_f32_e32 v156, v46
	v_exp_f32_e32 v157, v47
	v_exp_f32_e32 v158, v48
	v_exp_f32_e32 v159, v49
	v_exp_f32_e32 v160, v50
	v_exp_f32_e32 v161, v51
	v_exp_f32_e32 v162, v52
	v_exp_f32_e32 v163, v53
	v_exp_f32_e32 v164, v54
	v_exp_f32_e32 v165, v55
	v_exp_f32_e32 v166, v56
	v_exp_f32_e32 v167, v57
	v_exp_f32_e32 v168, v58
	v_exp_f32_e32 v169, v59
	v_exp_f32_e32 v170, v60
	v_exp_f32_e32 v171, v61
	v_exp_f32_e32 v172, v62
	v_exp_f32_e32 v173, v63
	v_sub_f32_e32 v32, v106, v96
	v_exp_f32_e32 v99, v32
	v_pk_add_f32 v[32:33], v[142:143], v[144:145]
	v_pk_add_f32 v[34:35], v[146:147], v[148:149]
	v_pk_add_f32 v[36:37], v[150:151], v[152:153]
	v_pk_add_f32 v[38:39], v[154:155], v[156:157]
	v_pk_add_f32 v[40:41], v[158:159], v[160:161]
	v_pk_add_f32 v[42:43], v[162:163], v[164:165]
	v_pk_add_f32 v[44:45], v[166:167], v[168:169]
	v_pk_add_f32 v[46:47], v[170:171], v[172:173]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_cvt_f16_f32_e32 v102, v142
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_or_b32_e32 v34, s1, v131
	v_add_f32_e32 v105, v32, v33
	v_lshlrev_b32_e32 v32, 2, v107
	v_lshl_or_b32 v100, s11, 1, v32
	v_add_u32_e32 v33, 0x10000, v100
	v_or_b32_e32 v101, s81, v32
	ds_write_b32 v33, v99
	v_add_u32_e32 v32, 0x10000, v101
	v_mul_u32_u24_e32 v33, 0x88, v130
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v98, v32
	v_and_b32_e32 v32, 0x808, v132
	v_xor_b32_e32 v33, v34, v33
	v_xor_b32_e32 v131, v33, v32
	v_add_u32_e32 v32, s25, v131
	v_xor_b32_e32 v132, 16, v131
	ds_read2st64_b64 v[36:39], v32 offset1:16
	v_add_u32_e32 v32, s25, v132
	v_xor_b32_e32 v133, 32, v131
	ds_read2st64_b64 v[40:43], v32 offset1:16
	v_add_u32_e32 v32, s25, v133
	v_xor_b32_e32 v134, 48, v131
	ds_read2st64_b64 v[48:51], v32 offset1:16
	v_add_u32_e32 v32, s25, v134
	v_xor_b32_e32 v135, 64, v131
	ds_read2st64_b64 v[52:55], v32 offset1:16
	v_add_u32_e32 v32, s25, v135
	v_xor_b32_e32 v136, 0x50, v131
	v_xor_b32_e32 v137, 0x60, v131
	v_xor_b32_e32 v138, 0x70, v131
	ds_read2st64_b64 v[44:47], v32 offset1:16
	v_add_u32_e32 v32, s25, v136
	v_add_u32_e32 v56, s25, v137
	v_add_u32_e32 v60, s25, v138
	ds_bpermute_b32 v141, v103, v105
	ds_read2st64_b64 v[32:35], v32 offset1:16
	ds_read2st64_b64 v[56:59], v56 offset1:16
	ds_read2st64_b64 v[60:63], v60 offset1:16
	v_cvt_f16_f32_e32 v142, v143
	v_cvt_f16_f32_e32 v143, v144
	v_add3_u32 v139, s0, v140, v139
	s_and_b64 s[0:1], s[2:3], exec
	v_cvt_f16_f32_e32 v144, v145
	v_add_u32_e32 v130, s11, v139
	s_cselect_b32 s0, 1, 0
	v_cvt_f16_f32_e32 v145, v146
	v_cvt_f16_f32_e32 v146, v147
	v_cvt_f16_f32_e32 v147, v148
	v_cvt_f16_f32_e32 v148, v149
	v_cvt_f16_f32_e32 v149, v150
	v_cvt_f16_f32_e32 v150, v151
	v_cvt_f16_f32_e32 v151, v152
	v_cvt_f16_f32_e32 v152, v153
	v_cvt_f16_f32_e32 v153, v154
	v_cvt_f16_f32_e32 v154, v155
	v_cvt_f16_f32_e32 v155, v156
	v_cvt_f16_f32_e32 v156, v157
	v_cvt_f16_f32_e32 v157, v158
	v_cvt_f16_f32_e32 v158, v159
	v_cvt_f16_f32_e32 v159, v160
	v_cvt_f16_f32_e32 v160, v161
	v_cvt_f16_f32_e32 v161, v162
	v_cvt_f16_f32_e32 v162, v163
	v_cvt_f16_f32_e32 v163, v164
	v_cvt_f16_f32_e32 v164, v165
	v_cvt_f16_f32_e32 v165, v166
	v_cvt_f16_f32_e32 v166, v167
	v_cvt_f16_f32_e32 v167, v168
	v_cvt_f16_f32_e32 v168, v169
	v_cvt_f16_f32_e32 v169, v170
	v_cvt_f16_f32_e32 v170, v171
	v_cvt_f16_f32_e32 v171, v172
	v_cvt_f16_f32_e32 v172, v173
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v130, v102
	ds_write_b16 v130, v142 offset:256
	ds_write_b16 v130, v143 offset:512
	ds_write_b16 v130, v144 offset:768
	ds_write_b16 v130, v145 offset:2048
	ds_write_b16 v130, v146 offset:2304
	ds_write_b16 v130, v147 offset:2560
	ds_write_b16 v130, v148 offset:2816
	ds_write_b16 v130, v149 offset:4096
	ds_write_b16 v130, v150 offset:4352
	ds_write_b16 v130, v151 offset:4608
	ds_write_b16 v130, v152 offset:4864
	ds_write_b16 v130, v153 offset:6144
	ds_write_b16 v130, v154 offset:6400
	ds_write_b16 v130, v155 offset:6656
	ds_write_b16 v130, v156 offset:6912
	ds_write_b16 v130, v157 offset:8192
	ds_write_b16 v130, v158 offset:8448
	ds_write_b16 v130, v159 offset:8704
	ds_write_b16 v130, v160 offset:8960
	ds_write_b16 v130, v161 offset:10240
	ds_write_b16 v130, v162 offset:10496
	ds_write_b16 v130, v163 offset:10752
	ds_write_b16 v130, v164 offset:11008
	ds_write_b16 v130, v165 offset:12288
	ds_write_b16 v130, v166 offset:12544
	ds_write_b16 v130, v167 offset:12800
	ds_write_b16 v130, v168 offset:13056
	ds_write_b16 v130, v169 offset:14336
	ds_write_b16 v130, v170 offset:14592
	ds_write_b16 v130, v171 offset:14848
	ds_write_b16 v130, v172 offset:15104
	s_cmp_lg_u32 s0, 1
	v_add_u32_e32 v102, s22, v139
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_6
; %bb.8:
	ds_read_u16 v106, v102 offset:768
	ds_read_u16 v139, v102 offset:512
	ds_read_u16 v140, v102 offset:256
	ds_read_u16 v142, v102
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
	v_perm_b32 v143, v106, v139, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v142, v140, v142, s0
	v_pk_mul_f32 v[14:15], v[14:15], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[98:99] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[16:31], v[36:37], v[142:143], v[16:31]
	ds_read_u16 v36, v102 offset:2816
	ds_read_u16 v37, v102 offset:2560
	ds_read_u16 v106, v102 offset:2304
	ds_read_u16 v139, v102 offset:2048
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v37, v36, v37, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v36, v106, v139, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[142:143], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[36:37], v[16:31]
	ds_read_u16 v40, v102 offset:4864
	ds_read_u16 v41, v102 offset:4608
	ds_read_u16 v106, v102 offset:4352
	ds_read_u16 v139, v102 offset:4096
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v41, v40, v41, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v40, v106, v139, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[36:37], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[40:41], v[16:31]
	ds_read_u16 v48, v102 offset:6912
	ds_read_u16 v49, v102 offset:6656
	ds_read_u16 v106, v102 offset:6400
	ds_read_u16 v139, v102 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v49, v48, v49, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v48, v106, v139, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[40:41], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[52:53], v[48:49], v[16:31]
	ds_read_u16 v52, v102 offset:8960
	ds_read_u16 v53, v102 offset:8704
	ds_read_u16 v106, v102 offset:8448
	ds_read_u16 v139, v102 offset:8192
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v53, v52, v53, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v52, v106, v139, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[48:49], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[52:53], v[16:31]
	ds_read_u16 v44, v102 offset:11008
	ds_read_u16 v45, v102 offset:10752
	ds_read_u16 v106, v102 offset:10496
	ds_read_u16 v139, v102 offset:10240
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v45, v44, v45, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v44, v106, v139, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[52:53], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[32:33], v[44:45], v[16:31]
	ds_read_u16 v32, v102 offset:13056
	ds_read_u16 v33, v102 offset:12800
	ds_read_u16 v106, v102 offset:12544
	ds_read_u16 v139, v102 offset:12288
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v33, v32, v33, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v32, v106, v139, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[44:45], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[32:33], v[16:31]
	ds_read_u16 v56, v102 offset:15104
	ds_read_u16 v57, v102 offset:14848
	ds_read_u16 v106, v102 offset:14592
	ds_read_u16 v139, v102 offset:14336
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v57, v56, v57, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v56, v106, v139, s0
	v_mov_b32_e32 v106, v96
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[32:33], v[0:15]
	v_add_f32_e32 v32, v105, v141
	v_fmac_f32_e32 v32, v109, v99
	v_mov_b32_e32 v109, v32
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
	v_add_u32_e32 v52, s15, v97
	ds_read2_b64 v[48:51], v52 offset1:2
	v_add_u32_e32 v96, 0x2000, v52
	ds_read2_b64 v[140:143], v96 offset1:2
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[68:69], 0
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[84:85], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[76:77], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[72:73], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[92:93], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[88:89], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[80:81], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[64:65], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[70:71], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[86:87], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[78:79], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[74:75], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[94:95], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[90:91], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[82:83], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[66:67], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[140:141], v[68:69], 0
	v_mfma_f32_32x32x8_f16 v[48:63], v[142:143], v[84:85], v[48:63]
	ds_read2_b64 v[140:143], v96 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[140:141], v[76:77], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[142:143], v[72:73], v[48:63]
	ds_read2_b64 v[140:143], v96 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[140:141], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[142:143], v[88:89], v[48:63]
	ds_read2_b64 v[140:143], v96 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[140:141], v[80:81], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[142:143], v[64:65], v[48:63]
	ds_read2_b64 v[140:143], v96 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[140:141], v[70:71], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[142:143], v[86:87], v[48:63]
	ds_read2_b64 v[140:143], v96 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[140:141], v[78:79], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[142:143], v[74:75], v[48:63]
	ds_read2_b64 v[140:143], v96 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[140:141], v[94:95], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[142:143], v[90:91], v[48:63]
	ds_read2_b64 v[140:143], v96 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[140:141], v[82:83], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[142:143], v[66:67], v[48:63]
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
	v_max3_f32 v139, v41, v42, v43
	v_max3_f32 v140, v44, v45, v46
	s_nop 3
	v_max3_f32 v141, v47, v48, v49
	v_max3_f32 v99, v38, v39, v40
	v_max3_f32 v142, v50, v51, v52
	v_max3_f32 v143, v53, v54, v55
	v_max3_f32 v144, v56, v57, v58
	v_max3_f32 v145, v59, v60, v61
	v_max3_f32 v96, v96, v34, v98
	v_max3_f32 v98, v139, v140, v141
	v_max3_f32 v139, v142, v143, v144
	v_max3_f32 v140, v145, v62, v63
	v_max3_f32 v96, v96, v99, v98
	v_max3_f32 v96, v96, v139, v140
	ds_bpermute_b32 v98, v103, v96
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b64 s[0:1], s[0:1], exec
	v_max_f32_e32 v98, v98, v98
	v_max_f32_e32 v96, v96, v98
	v_mul_f32_e32 v96, v104, v96
	v_max_f32_e32 v98, v106, v106
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
	v_sub_f32_e32 v32, v106, v96
	v_exp_f32_e32 v99, v32
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
	v_add_u32_e32 v56, s10, v137
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_add_u32_e32 v60, s10, v138
	v_add_f32_e32 v105, v32, v33
	v_add_u32_e32 v32, 0x10000, v100
	ds_write_b32 v32, v99
	v_add_u32_e32 v32, 0x10000, v101
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v98, v32
	v_add_u32_e32 v32, s10, v131
	ds_read2st64_b64 v[36:39], v32 offset1:16
	v_add_u32_e32 v32, s10, v132
	ds_read2st64_b64 v[40:43], v32 offset1:16
	v_add_u32_e32 v32, s10, v133
	ds_read2st64_b64 v[48:51], v32 offset1:16
	v_add_u32_e32 v32, s10, v134
	ds_read2st64_b64 v[52:55], v32 offset1:16
	v_add_u32_e32 v32, s10, v135
	ds_read2st64_b64 v[44:47], v32 offset1:16
	v_add_u32_e32 v32, s10, v136
	ds_bpermute_b32 v139, v103, v105
	ds_read2st64_b64 v[32:35], v32 offset1:16
	ds_read2st64_b64 v[56:59], v56 offset1:16
	ds_read2st64_b64 v[60:63], v60 offset1:16
	v_cvt_f16_f32_e32 v140, v140
	v_cvt_f16_f32_e32 v141, v141
	v_cvt_f16_f32_e32 v142, v142
	s_cselect_b32 s0, 1, 0
	v_cvt_f16_f32_e32 v143, v143
	s_cmp_lg_u32 s0, 1
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
	ds_write_b16 v130, v140
	ds_write_b16 v130, v141 offset:256
	ds_write_b16 v130, v142 offset:512
	ds_write_b16 v130, v143 offset:768
	ds_write_b16 v130, v144 offset:2048
	ds_write_b16 v130, v145 offset:2304
	ds_write_b16 v130, v146 offset:2560
	ds_write_b16 v130, v147 offset:2816
	ds_write_b16 v130, v148 offset:4096
	ds_write_b16 v130, v149 offset:4352
	ds_write_b16 v130, v150 offset:4608
	ds_write_b16 v130, v151 offset:4864
	ds_write_b16 v130, v152 offset:6144
	ds_write_b16 v130, v153 offset:6400
	ds_write_b16 v130, v154 offset:6656
	ds_write_b16 v130, v155 offset:6912
	ds_write_b16 v130, v156 offset:8192
	ds_write_b16 v130, v157 offset:8448
	ds_write_b16 v130, v158 offset:8704
	ds_write_b16 v130, v159 offset:8960
	ds_write_b16 v130, v160 offset:10240
	ds_write_b16 v130, v161 offset:10496
	ds_write_b16 v130, v162 offset:10752
	ds_write_b16 v130, v163 offset:11008
	ds_write_b16 v130, v164 offset:12288
	ds_write_b16 v130, v165 offset:12544
	ds_write_b16 v130, v166 offset:12800
	ds_write_b16 v130, v167 offset:13056
	ds_write_b16 v130, v168 offset:14336
	ds_write_b16 v130, v169 offset:14592
	ds_write_b16 v130, v170 offset:14848
	ds_write_b16 v130, v171 offset:15104
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_9
; %bb.13:
	ds_read_u16 v106, v102 offset:768
	ds_read_u16 v140, v102 offset:512
	ds_read_u16 v142, v102 offset:256
	ds_read_u16 v143, v102
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
	v_perm_b32 v141, v106, v140, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v140, v142, v143, s0
	v_pk_mul_f32 v[14:15], v[14:15], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[98:99] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[16:31], v[36:37], v[140:141], v[16:31]
	ds_read_u16 v36, v102 offset:2816
	ds_read_u16 v37, v102 offset:2560
	ds_read_u16 v106, v102 offset:2304
	ds_read_u16 v142, v102 offset:2048
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v37, v36, v37, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v36, v106, v142, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[140:141], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[36:37], v[16:31]
	ds_read_u16 v40, v102 offset:4864
	ds_read_u16 v41, v102 offset:4608
	ds_read_u16 v106, v102 offset:4352
	ds_read_u16 v142, v102 offset:4096
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v41, v40, v41, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v40, v106, v142, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[36:37], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[40:41], v[16:31]
	ds_read_u16 v48, v102 offset:6912
	ds_read_u16 v49, v102 offset:6656
	ds_read_u16 v106, v102 offset:6400
	ds_read_u16 v142, v102 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v49, v48, v49, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v48, v106, v142, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[40:41], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[52:53], v[48:49], v[16:31]
	ds_read_u16 v52, v102 offset:8960
	ds_read_u16 v53, v102 offset:8704
	ds_read_u16 v106, v102 offset:8448
	ds_read_u16 v142, v102 offset:8192
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v53, v52, v53, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v52, v106, v142, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[48:49], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[52:53], v[16:31]
	ds_read_u16 v44, v102 offset:11008
	ds_read_u16 v45, v102 offset:10752
	ds_read_u16 v106, v102 offset:10496
	ds_read_u16 v142, v102 offset:10240
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v45, v44, v45, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v44, v106, v142, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[52:53], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[32:33], v[44:45], v[16:31]
	ds_read_u16 v32, v102 offset:13056
	ds_read_u16 v33, v102 offset:12800
	ds_read_u16 v106, v102 offset:12544
	ds_read_u16 v142, v102 offset:12288
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v33, v32, v33, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v32, v106, v142, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[44:45], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[32:33], v[16:31]
	ds_read_u16 v56, v102 offset:15104
	ds_read_u16 v57, v102 offset:14848
	ds_read_u16 v106, v102 offset:14592
	ds_read_u16 v142, v102 offset:14336
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v57, v56, v57, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v56, v106, v142, s0
	v_mov_b32_e32 v106, v96
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[32:33], v[0:15]
	v_add_f32_e32 v32, v105, v139
	v_fmac_f32_e32 v32, v109, v99
	v_mov_b32_e32 v109, v32
	v_mfma_f32_32x32x8_f16 v[16:31], v[60:61], v[56:57], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[56:57], v[0:15]
.LBB0_9:                               ; %.._crit_edge513_crit_edge
	s_sub_i32 s0, s18, s16
	s_lshl_b32 s2, s0, 7
	s_mul_i32 s0, s33, s24
	s_add_i32 s3, s19, s0
	s_cmp_gt_i32 s2, s33
	s_cselect_b64 s[18:19], -1, 0
	v_add_lshl_u32 v32, s3, v108, 1
	v_bfrev_b32_e32 v40, 1
	s_and_b64 s[0:1], s[18:19], s[12:13]
	v_cndmask_b32_e64 v32, v40, v32, s[0:1]
	v_add_lshl_u32 v33, s3, v114, 1
	s_and_b64 vcc, s[18:19], vcc
	v_cndmask_b32_e32 v33, v40, v33, vcc
	buffer_load_dwordx4 v[50:53], v32, s[4:7], 0 offen
	buffer_load_dwordx4 v[54:57], v33, s[4:7], 0 offen
	s_mul_i32 s0, s33, s27
	v_or_b32_e32 v32, s33, v118
	s_add_i32 s17, s17, s0
	v_cmp_gt_i32_e32 vcc, s77, v32
	v_add_lshl_u32 v32, s17, v112, 1
	s_and_b64 vcc, s[18:19], vcc
	v_cndmask_b32_e32 v41, v40, v32, vcc
	s_mov_b32 s22, s6
	s_mov_b32 s23, s7
	v_add_lshl_u32 v32, v110, s17, 1
	s_or_b32 s10, s33, 64
	v_cndmask_b32_e32 v42, v40, v32, vcc
	buffer_load_dwordx4 v[32:35], v41, s[20:23], 0 offen
	buffer_load_dwordx4 v[36:39], v42, s[20:23], 0 offen
	s_cmp_lt_i32 s10, s2
	v_or_b32_e32 v41, s10, v116
	s_cselect_b64 s[12:13], -1, 0
	v_or_b32_e32 v42, s10, v117
	v_cmp_gt_i32_e32 vcc, s77, v41
	v_cmp_gt_i32_e64 s[0:1], s77, v42
	v_add_lshl_u32 v41, s3, v119, 1
	s_and_b64 vcc, s[12:13], vcc
	v_cndmask_b32_e32 v41, v40, v41, vcc
	v_add_lshl_u32 v42, v127, s3, 1
	s_and_b64 vcc, s[12:13], s[0:1]
	v_cndmask_b32_e32 v42, v40, v42, vcc
	buffer_load_dwordx4 v[58:61], v41, s[4:7], 0 offen
	buffer_load_dwordx4 v[140:143], v42, s[4:7], 0 offen
	v_or_b32_e32 v41, s10, v118
	v_cmp_gt_i32_e32 vcc, s77, v41
	v_add_lshl_u32 v41, v115, s17, 1
	s_and_b64 vcc, s[12:13], vcc
	v_cndmask_b32_e32 v48, v40, v41, vcc
	v_add_lshl_u32 v41, v113, s17, 1
	v_cndmask_b32_e32 v49, v40, v41, vcc
	buffer_load_dwordx4 v[40:43], v48, s[20:23], 0 offen
	buffer_load_dwordx4 v[44:47], v49, s[20:23], 0 offen
	s_mov_b32 s0, 0x5040100
	s_mov_b32 s1, 0x7060302
	v_add_u32_e32 v110, 0, v97
	v_add_u32_e32 v48, 0x80, v129
	s_waitcnt vmcnt(7)
	ds_write_b128 v128, v[50:53]
	s_waitcnt vmcnt(6)
	ds_write_b128 v128, v[54:57] offset:8192
	s_waitcnt vmcnt(4)
	v_perm_b32 v49, v36, v32, s0
	v_perm_b32 v32, v36, v32, s1
	v_perm_b32 v36, v37, v33, s0
	v_perm_b32 v33, v37, v33, s1
	v_perm_b32 v37, v38, v34, s0
	v_perm_b32 v34, v38, v34, s1
	v_perm_b32 v38, v39, v35, s0
	v_perm_b32 v35, v39, v35, s1
	ds_write_b32 v120, v49 offset:32768
	ds_write_b32 v121, v32 offset:32896
	ds_write_b32 v122, v36 offset:33024
	ds_write_b32 v123, v33 offset:33152
	ds_write_b32 v124, v37 offset:33280
	ds_write_b32 v125, v34 offset:33408
	ds_write_b32 v126, v38 offset:33536
	s_waitcnt vmcnt(3)
	ds_write_b128 v128, v[58:61] offset:16384
	s_waitcnt vmcnt(2)
	ds_write_b128 v128, v[140:143] offset:24576
	s_waitcnt vmcnt(0)
	v_perm_b32 v32, v44, v40, s0
	v_perm_b32 v33, v44, v40, s1
	v_perm_b32 v36, v45, v41, s1
	v_perm_b32 v38, v46, v42, s1
	v_perm_b32 v40, v47, v43, s1
	s_sub_i32 s1, s2, s33
	v_perm_b32 v34, v45, v41, s0
	v_perm_b32 v37, v46, v42, s0
	v_perm_b32 v39, v47, v43, s0
	s_ashr_i32 s0, s1, 31
	s_or_b32 s84, s1, 63
	s_lshr_b32 s0, s0, 26
	s_add_i32 s0, s84, s0
	s_ashr_i32 s0, s0, 6
	s_max_i32 s0, s0, 2
	s_cmp_gt_i32 s1, 0
	s_cselect_b64 s[74:75], -1, 0
	s_cmp_lt_i32 s1, 1
	ds_write_b32 v120, v32 offset:49152
	ds_write_b32 v121, v33 offset:49280
	ds_write_b32 v122, v34 offset:49408
	ds_write_b32 v123, v36 offset:49536
	ds_write_b32 v124, v37 offset:49664
	ds_write_b32 v125, v38 offset:49792
	ds_write_b32 v126, v39 offset:49920
	ds_write2st64_b32 v48, v35, v40 offset0:131 offset1:195
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_10
; %bb.15:
	v_add_u32_e32 v32, 0x2000, v110
	ds_read2_b64 v[112:115], v32 offset0:28 offset1:30
	ds_read2_b64 v[116:119], v32 offset0:24 offset1:26
	ds_read2_b64 v[120:123], v32 offset0:20 offset1:22
	ds_read2_b64 v[124:127], v32 offset0:16 offset1:18
	ds_read2_b64 v[140:143], v32 offset0:12 offset1:14
	ds_read2_b64 v[144:147], v32 offset0:8 offset1:10
	ds_read2_b64 v[96:99], v32 offset0:4 offset1:6
	ds_read2_b64 v[48:51], v32 offset1:2
	ds_read2_b64 v[172:175], v110 offset1:2
	ds_read2_b64 v[176:179], v110 offset0:4 offset1:6
	ds_read2_b64 v[148:151], v110 offset0:28 offset1:30
	ds_read2_b64 v[152:155], v110 offset0:24 offset1:26
	ds_read2_b64 v[156:159], v110 offset0:20 offset1:22
	ds_read2_b64 v[160:163], v110 offset0:16 offset1:18
	ds_read2_b64 v[164:167], v110 offset0:12 offset1:14
	ds_read2_b64 v[168:171], v110 offset0:8 offset1:10
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[68:69], 0
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[84:85], v[32:47]
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_32x32x8_f16 v[48:63], v[172:173], v[68:69], 0
	v_mfma_f32_32x32x8_f16 v[48:63], v[174:175], v[84:85], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[96:97], v[76:77], v[32:47]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x8_f16 v[48:63], v[176:177], v[76:77], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[178:179], v[72:73], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[98:99], v[72:73], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[168:169], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[144:145], v[92:93], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[170:171], v[88:89], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[146:147], v[88:89], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[164:165], v[80:81], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[140:141], v[80:81], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[166:167], v[64:65], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[142:143], v[64:65], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[160:161], v[70:71], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[124:125], v[70:71], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[162:163], v[86:87], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[126:127], v[86:87], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[156:157], v[78:79], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[120:121], v[78:79], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[158:159], v[74:75], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[122:123], v[74:75], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[152:153], v[94:95], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[116:117], v[94:95], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[154:155], v[90:91], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[118:119], v[90:91], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[148:149], v[82:83], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[112:113], v[82:83], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[150:151], v[66:67], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[114:115], v[66:67], v[32:47]
	s_nop 9
	v_mov_b32_e32 v96, v57
	v_mov_b32_e32 v97, v58
	v_mov_b32_e32 v58, v59
	v_mov_b32_e32 v59, v60
	v_mov_b32_e32 v60, v61
	v_mov_b32_e32 v61, v62
	v_mov_b32_e32 v62, v63
	v_mov_b32_e32 v63, v32
	v_mov_b32_e32 v98, v43
	v_mov_b32_e32 v99, v44
	v_mov_b32_e32 v44, v45
	v_mov_b32_e32 v45, v46
	s_branch .LBB0_11
.LBB0_10:
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v97, v96
	v_mov_b32_e32 v58, v96
	v_mov_b32_e32 v59, v96
	v_mov_b32_e32 v60, v96
	v_mov_b32_e32 v61, v96
	v_mov_b32_e32 v62, v96
	v_mov_b32_e32 v63, v96
	v_mov_b32_e32 v48, v96
	v_mov_b32_e32 v49, v96
	v_mov_b32_e32 v50, v96
	v_mov_b32_e32 v51, v96
	v_mov_b32_e32 v52, v96
	v_mov_b32_e32 v53, v96
	v_mov_b32_e32 v54, v96
	v_mov_b32_e32 v55, v96
	v_mov_b32_e32 v34, v96
	v_mov_b32_e32 v35, v96
	v_mov_b32_e32 v36, v96
	v_mov_b32_e32 v37, v96
	v_mov_b32_e32 v38, v96
	v_mov_b32_e32 v39, v96
	v_mov_b32_e32 v40, v96
	v_mov_b32_e32 v41, v96
	v_mov_b32_e32 v98, v96
	v_mov_b32_e32 v99, v96
	v_mov_b32_e32 v44, v96
	v_mov_b32_e32 v45, v96
.LBB0_11:
	v_lshrrev_b32_e32 v108, 3, v111
	s_lshl_b32 s0, s0, 6
	s_lshr_b32 s2, s11, 1
	v_or_b32_e32 v115, 2, v108
	s_add_i32 s85, s14, s0
	s_or_b32 s2, s33, s2
	v_or_b32_e32 v129, 3, v108
	v_or_b32_e32 v119, 11, v108
	v_or_b32_e32 v142, 9, v108
	v_or_b32_e32 v149, 8, v108
	v_or_b32_e32 v43, s85, v115
	v_or_b32_e32 v154, s85, v108
	v_or_b32_e32 v150, s2, v107
	v_or_b32_e32 v139, 10, v108
	v_or_b32_e32 v32, s85, v129
	v_or_b32_e32 v57, s85, v149
	v_or_b32_e32 v105, s85, v142
	v_or_b32_e32 v153, s85, v119
	v_cmp_gt_i32_e64 s[42:43], s77, v154
	v_cmp_ge_i32_e64 s[58:59], v150, v43
	v_or_b32_e32 v152, s85, v139
	v_cmp_ge_i32_e64 s[54:55], v150, v32
	v_cmp_ge_i32_e64 s[60:61], v150, v153
	v_cmp_ge_i32_e64 s[64:65], v150, v105
	v_cmp_ge_i32_e64 s[66:67], v150, v57
	v_pk_mul_f32 v[48:49], v[104:105], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[50:51], v[104:105], v[50:51] op_sel_hi:[0,1]
	v_pk_mul_f32 v[52:53], v[104:105], v[52:53] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[104:105], v[54:55] op_sel_hi:[0,1]
	v_mul_f32_e32 v105, v104, v56
	v_pk_mul_f32 v[56:57], v[104:105], v[96:97] op_sel_hi:[0,1]
	v_mul_f32_e32 v96, v104, v33
	v_pk_mul_f32 v[32:33], v[104:105], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[104:105], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[104:105], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[104:105], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[104:105], v[98:99] op_sel_hi:[0,1]
	v_mov_b32_e32 v99, 0xc9742400
	s_and_b64 s[58:59], s[58:59], s[42:43]
	v_or_b32_e32 v128, 1, v108
	v_cmp_ge_i32_e64 s[62:63], v150, v152
	v_mul_f32_e32 v97, v104, v42
	v_pk_mul_f32 v[42:43], v[104:105], v[44:45] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v44, v99, v50, s[58:59]
	s_and_b64 s[58:59], s[60:61], s[42:43]
	v_or_b32_e32 v151, 16, v108
	v_or_b32_e32 v46, s85, v128
	v_mul_f32_e32 v98, v104, v47
	v_cndmask_b32_e64 v47, v99, v55, s[58:59]
	s_and_b64 s[58:59], s[62:63], s[42:43]
	v_or_b32_e32 v147, 32, v108
	v_or_b32_e32 v164, s85, v151
	v_cmp_ge_i32_e64 s[68:69], v150, v154
	v_cmp_ge_i32_e64 s[70:71], v150, v46
	v_cndmask_b32_e64 v46, v99, v54, s[58:59]
	s_and_b64 s[58:59], s[64:65], s[42:43]
	s_and_b64 s[54:55], s[54:55], s[42:43]
	v_or_b32_e32 v146, 27, v108
	v_or_b32_e32 v163, s85, v147
	v_cmp_gt_i32_e64 s[12:13], s77, v164
	v_cmp_ge_i32_e64 s[56:57], v150, v164
	v_cndmask_b32_e64 v53, v99, v53, s[58:59]
	s_and_b64 s[58:59], s[66:67], s[42:43]
	v_cndmask_b32_e64 v45, v99, v51, s[54:55]
	s_and_b64 s[54:55], s[68:69], s[42:43]
	s_and_b64 s[42:43], s[70:71], s[42:43]
	v_or_b32_e32 v145, 26, v108
	v_or_b32_e32 v156, s85, v146
	v_cmp_gt_i32_e64 s[0:1], s77, v163
	v_cmp_ge_i32_e64 s[72:73], v150, v163
	v_cndmask_b32_e64 v49, v99, v49, s[42:43]
	s_and_b64 s[42:43], s[56:57], s[12:13]
	v_or_b32_e32 v144, 25, v108
	v_or_b32_e32 v157, s85, v145
	v_cmp_ge_i32_e64 s[52:53], v150, v156
	v_pk_mul_f32 v[58:59], v[104:105], v[58:59] op_sel_hi:[0,1]
	v_pk_mul_f32 v[60:61], v[104:105], v[60:61] op_sel_hi:[0,1]
	v_pk_mul_f32 v[62:63], v[104:105], v[62:63] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v105, v99, v105, s[42:43]
	s_and_b64 s[42:43], s[72:73], s[0:1]
	v_or_b32_e32 v114, 24, v108
	v_or_b32_e32 v118, 19, v108
	v_or_b32_e32 v121, 18, v108
	v_or_b32_e32 v141, 17, v108
	v_or_b32_e32 v158, s85, v144
	v_cmp_ge_i32_e64 s[50:51], v150, v157
	v_cndmask_b32_e64 v51, v99, v63, s[42:43]
	s_and_b64 s[42:43], s[52:53], s[12:13]
	v_or_b32_e32 v148, 33, v108
	v_or_b32_e32 v159, s85, v114
	v_or_b32_e32 v160, s85, v118
	v_or_b32_e32 v161, s85, v121
	v_or_b32_e32 v162, s85, v141
	v_cmp_ge_i32_e64 s[46:47], v150, v158
	v_cndmask_b32_e64 v50, v99, v62, s[42:43]
	s_and_b64 s[42:43], s[50:51], s[12:13]
	v_or_b32_e32 v124, 48, v108
	v_or_b32_e32 v125, 49, v108
	v_or_b32_e32 v155, s85, v148
	v_cmp_ge_i32_e64 s[30:31], v150, v162
	v_cmp_ge_i32_e64 s[36:37], v150, v161
	v_cmp_ge_i32_e64 s[38:39], v150, v160
	v_cmp_ge_i32_e64 s[44:45], v150, v159
	v_cndmask_b32_e64 v55, v99, v61, s[42:43]
	s_and_b64 s[42:43], s[46:47], s[12:13]
	v_or_b32_e32 v165, s85, v125
	v_or_b32_e32 v166, s85, v124
	v_cmp_ge_i32_e64 s[40:41], v150, v155
	v_cndmask_b32_e64 v54, v99, v60, s[42:43]
	s_and_b64 s[42:43], s[44:45], s[12:13]
	s_and_b64 s[38:39], s[38:39], s[12:13]
	s_and_b64 s[36:37], s[36:37], s[12:13]
	s_and_b64 s[12:13], s[30:31], s[12:13]
	v_or_b32_e32 v123, 43, v108
	v_cmp_gt_i32_e32 vcc, s77, v166
	v_cmp_ge_i32_e64 s[48:49], v150, v165
	v_cndmask_b32_e64 v56, v99, v56, s[12:13]
	s_and_b64 s[12:13], s[40:41], s[0:1]
	v_or_b32_e32 v122, 42, v108
	v_or_b32_e32 v167, s85, v123
	v_cmp_ge_i32_e64 s[34:35], v150, v166
	v_cndmask_b32_e64 v60, v99, v96, s[12:13]
	s_and_b64 s[12:13], s[48:49], vcc
	v_or_b32_e32 v111, 41, v108
	v_or_b32_e32 v168, s85, v122
	v_cmp_ge_i32_e64 s[28:29], v150, v167
	v_cndmask_b32_e64 v39, v99, v39, s[12:13]
	s_and_b64 s[12:13], s[34:35], vcc
	v_or_b32_e32 v112, 40, v108
	v_or_b32_e32 v169, s85, v111
	v_cmp_ge_i32_e64 s[26:27], v150, v168
	v_cndmask_b32_e64 v38, v99, v38, s[12:13]
	s_and_b64 s[12:13], s[28:29], s[0:1]
	v_or_b32_e32 v113, 35, v108
	v_or_b32_e32 v116, 34, v108
	v_or_b32_e32 v170, s85, v112
	v_cmp_ge_i32_e64 s[24:25], v150, v169
	v_cndmask_b32_e64 v37, v99, v37, s[12:13]
	s_and_b64 s[12:13], s[26:27], s[0:1]
	v_or_b32_e32 v126, 50, v108
	v_or_b32_e32 v171, s85, v113
	v_or_b32_e32 v172, s85, v116
	v_cmp_ge_i32_e64 s[20:21], v150, v170
	v_cndmask_b32_e64 v36, v99, v36, s[12:13]
	s_and_b64 s[12:13], s[24:25], s[0:1]
	v_or_b32_e32 v117, 58, v108
	v_or_b32_e32 v173, s85, v126
	v_cmp_ge_i32_e64 s[6:7], v150, v172
	v_cmp_ge_i32_e64 s[18:19], v150, v171
	v_cndmask_b32_e64 v35, v99, v35, s[12:13]
	s_and_b64 s[12:13], s[20:21], s[0:1]
	v_or_b32_e32 v120, 57, v108
	v_or_b32_e32 v177, s85, v117
	v_cmp_ge_i32_e64 s[22:23], v150, v173
	v_cndmask_b32_e64 v34, v99, v34, s[12:13]
	s_and_b64 s[12:13], s[18:19], s[0:1]
	s_and_b64 s[0:1], s[6:7], s[0:1]
	v_or_b32_e32 v140, 56, v108
	v_or_b32_e32 v176, s85, v120
	v_cmp_ge_i32_e64 s[16:17], v150, v177
	v_cndmask_b32_e64 v32, v99, v32, s[0:1]
	s_and_b64 s[0:1], s[22:23], vcc
	v_or_b32_e32 v143, 51, v108
	v_or_b32_e32 v127, 59, v108
	v_or_b32_e32 v175, s85, v140
	v_cmp_ge_i32_e64 s[14:15], v150, v176
	v_cndmask_b32_e64 v61, v99, v97, s[0:1]
	s_and_b64 s[0:1], s[16:17], vcc
	v_or_b32_e32 v174, s85, v143
	v_or_b32_e32 v178, s85, v127
	v_cmp_ge_i32_e64 s[10:11], v150, v175
	v_cndmask_b32_e64 v43, v99, v43, s[0:1]
	s_and_b64 s[0:1], s[14:15], vcc
	v_cmp_ge_i32_e64 s[4:5], v150, v174
	v_cmp_ge_i32_e64 s[2:3], v150, v178
	v_cndmask_b32_e64 v42, v99, v42, s[0:1]
	s_and_b64 s[0:1], s[10:11], vcc
	v_cndmask_b32_e64 v52, v99, v52, s[58:59]
	v_cndmask_b32_e64 v48, v99, v48, s[54:55]
	v_cndmask_b32_e64 v59, v99, v59, s[42:43]
	v_cndmask_b32_e64 v58, v99, v58, s[38:39]
	v_cndmask_b32_e64 v57, v99, v57, s[36:37]
	v_cndmask_b32_e64 v41, v99, v41, s[0:1]
	s_and_b64 s[0:1], s[4:5], vcc
	s_and_b64 vcc, s[2:3], vcc
	v_cndmask_b32_e64 v33, v99, v33, s[12:13]
	v_cndmask_b32_e64 v40, v99, v40, s[0:1]
	v_cndmask_b32_e32 v62, v99, v98, vcc
	v_max_f32_e32 v63, v48, v49
	v_max3_f32 v96, v45, v52, v53
	v_max3_f32 v98, v56, v57, v58
	v_max3_f32 v99, v59, v54, v55
	v_max3_f32 v152, v50, v51, v60
	v_max3_f32 v97, v46, v47, v105
	v_max3_f32 v153, v32, v33, v34
	v_max3_f32 v154, v35, v36, v37
	v_max3_f32 v155, v38, v39, v61
	v_max3_f32 v156, v40, v41, v42
	v_max3_f32 v63, v63, v44, v96
	v_max3_f32 v96, v98, v99, v152
	v_max3_f32 v98, v153, v154, v155
	v_max3_f32 v99, v156, v43, v62
	v_max3_f32 v63, v63, v97, v96
	v_max3_f32 v63, v63, v98, v99
	ds_bpermute_b32 v96, v103, v63
	s_and_b64 s[0:1], s[74:75], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_waitcnt lgkmcnt(0)
	v_max3_f32 v96, v106, v63, v96
	v_pk_add_f32 v[48:49], v[48:49], v[96:97] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[44:45], v[44:45], v[96:97] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[52:53], v[52:53], v[96:97] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[46:47], v[46:47], v[96:97] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v63, v105, v96
	v_pk_add_f32 v[56:57], v[56:57], v[96:97] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[58:59], v[96:97] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[54:55], v[54:55], v[96:97] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[50:51], v[50:51], v[96:97] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v60, v60, v96
	v_pk_add_f32 v[32:33], v[32:33], v[96:97] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[34:35], v[96:97] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[36:37], v[36:37], v[96:97] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[38:39], v[38:39], v[96:97] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v61, v61, v96
	v_pk_add_f32 v[40:41], v[40:41], v[96:97] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[42:43], v[96:97] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v62, v62, v96
	v_exp_f32_e32 v152, v48
	v_exp_f32_e32 v153, v49
	v_exp_f32_e32 v154, v44
	v_exp_f32_e32 v155, v45
	v_exp_f32_e32 v156, v52
	v_exp_f32_e32 v157, v53
	v_exp_f32_e32 v158, v46
	v_exp_f32_e32 v159, v47
	v_exp_f32_e32 v160, v63
	v_exp_f32_e32 v161, v56
	v_exp_f32_e32 v162, v57
	v_exp_f32_e32 v163, v58
	v_exp_f32_e32 v164, v59
	v_exp_f32_e32 v165, v54
	v_exp_f32_e32 v166, v55
	v_exp_f32_e32 v167, v50
	v_exp_f32_e32 v168, v51
	v_exp_f32_e32 v169, v60
	v_exp_f32_e32 v170, v32
	v_exp_f32_e32 v171, v33
	v_exp_f32_e32 v172, v34
	v_exp_f32_e32 v173, v35
	v_exp_f32_e32 v174, v36
	v_exp_f32_e32 v175, v37
	v_exp_f32_e32 v176, v38
	v_exp_f32_e32 v177, v39
	v_exp_f32_e32 v178, v61
	v_exp_f32_e32 v179, v40
	v_exp_f32_e32 v180, v41
	v_exp_f32_e32 v181, v42
	v_exp_f32_e32 v182, v43
	v_exp_f32_e32 v183, v62
	v_sub_f32_e32 v32, v106, v96
	v_exp_f32_e32 v97, v32
	v_pk_add_f32 v[32:33], v[152:153], v[154:155]
	v_pk_add_f32 v[34:35], v[156:157], v[158:159]
	v_pk_add_f32 v[36:37], v[160:161], v[162:163]
	v_pk_add_f32 v[38:39], v[164:165], v[166:167]
	v_pk_add_f32 v[40:41], v[168:169], v[170:171]
	v_pk_add_f32 v[42:43], v[172:173], v[174:175]
	v_pk_add_f32 v[44:45], v[176:177], v[178:179]
	v_pk_add_f32 v[46:47], v[180:181], v[182:183]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_add_u32_e32 v56, 0x8000, v137
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_add_u32_e32 v60, 0x8000, v138
	v_add_f32_e32 v99, v32, v33
	v_add_u32_e32 v32, 0x10000, v100
	ds_write_b32 v32, v97
	v_add_u32_e32 v32, 0x10000, v101
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v98, v32
	v_add_u32_e32 v32, 0x8000, v131
	ds_read2st64_b64 v[36:39], v32 offset1:16
	v_add_u32_e32 v32, 0x8000, v132
	ds_read2st64_b64 v[40:43], v32 offset1:16
	v_add_u32_e32 v32, 0x8000, v133
	ds_read2st64_b64 v[48:51], v32 offset1:16
	v_add_u32_e32 v32, 0x8000, v134
	ds_read2st64_b64 v[52:55], v32 offset1:16
	v_add_u32_e32 v32, 0x8000, v135
	ds_read2st64_b64 v[44:47], v32 offset1:16
	v_add_u32_e32 v32, 0x8000, v136
	ds_bpermute_b32 v105, v103, v99
	ds_read2st64_b64 v[32:35], v32 offset1:16
	ds_read2st64_b64 v[56:59], v56 offset1:16
	ds_read2st64_b64 v[60:63], v60 offset1:16
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
	v_cvt_f16_f32_e32 v172, v172
	v_cvt_f16_f32_e32 v173, v173
	v_cvt_f16_f32_e32 v174, v174
	v_cvt_f16_f32_e32 v175, v175
	v_cvt_f16_f32_e32 v176, v176
	v_cvt_f16_f32_e32 v177, v177
	v_cvt_f16_f32_e32 v178, v178
	v_cvt_f16_f32_e32 v179, v179
	v_cvt_f16_f32_e32 v180, v180
	v_cvt_f16_f32_e32 v181, v181
	v_cvt_f16_f32_e32 v182, v182
	v_cvt_f16_f32_e32 v183, v183
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v130, v152
	ds_write_b16 v130, v153 offset:256
	ds_write_b16 v130, v154 offset:512
	ds_write_b16 v130, v155 offset:768
	ds_write_b16 v130, v156 offset:2048
	ds_write_b16 v130, v157 offset:2304
	ds_write_b16 v130, v158 offset:2560
	ds_write_b16 v130, v159 offset:2816
	ds_write_b16 v130, v160 offset:4096
	ds_write_b16 v130, v161 offset:4352
	ds_write_b16 v130, v162 offset:4608
	ds_write_b16 v130, v163 offset:4864
	ds_write_b16 v130, v164 offset:6144
	ds_write_b16 v130, v165 offset:6400
	ds_write_b16 v130, v166 offset:6656
	ds_write_b16 v130, v167 offset:6912
	ds_write_b16 v130, v168 offset:8192
	ds_write_b16 v130, v169 offset:8448
	ds_write_b16 v130, v170 offset:8704
	ds_write_b16 v130, v171 offset:8960
	ds_write_b16 v130, v172 offset:10240
	ds_write_b16 v130, v173 offset:10496
	ds_write_b16 v130, v174 offset:10752
	ds_write_b16 v130, v175 offset:11008
	ds_write_b16 v130, v176 offset:12288
	ds_write_b16 v130, v177 offset:12544
	ds_write_b16 v130, v178 offset:12800
	ds_write_b16 v130, v179 offset:13056
	ds_write_b16 v130, v180 offset:14336
	ds_write_b16 v130, v181 offset:14592
	ds_write_b16 v130, v182 offset:14848
	ds_write_b16 v130, v183 offset:15104
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_12
; %bb.18:
	ds_read_u16 v106, v102 offset:768
	ds_read_u16 v152, v102 offset:512
	ds_read_u16 v154, v102 offset:256
	ds_read_u16 v155, v102
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
	v_perm_b32 v153, v106, v152, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v152, v154, v155, s0
	v_pk_mul_f32 v[14:15], v[14:15], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[98:99] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[16:31], v[36:37], v[152:153], v[16:31]
	ds_read_u16 v36, v102 offset:2816
	ds_read_u16 v37, v102 offset:2560
	ds_read_u16 v106, v102 offset:2304
	ds_read_u16 v154, v102 offset:2048
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v37, v36, v37, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v36, v106, v154, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[152:153], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[36:37], v[16:31]
	ds_read_u16 v40, v102 offset:4864
	ds_read_u16 v41, v102 offset:4608
	ds_read_u16 v106, v102 offset:4352
	ds_read_u16 v154, v102 offset:4096
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v41, v40, v41, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v40, v106, v154, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[36:37], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[40:41], v[16:31]
	ds_read_u16 v48, v102 offset:6912
	ds_read_u16 v49, v102 offset:6656
	ds_read_u16 v106, v102 offset:6400
	ds_read_u16 v154, v102 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v49, v48, v49, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v48, v106, v154, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[40:41], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[52:53], v[48:49], v[16:31]
	ds_read_u16 v52, v102 offset:8960
	ds_read_u16 v53, v102 offset:8704
	ds_read_u16 v106, v102 offset:8448
	ds_read_u16 v154, v102 offset:8192
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v53, v52, v53, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v52, v106, v154, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[48:49], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[52:53], v[16:31]
	ds_read_u16 v44, v102 offset:11008
	ds_read_u16 v45, v102 offset:10752
	ds_read_u16 v106, v102 offset:10496
	ds_read_u16 v154, v102 offset:10240
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v45, v44, v45, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v44, v106, v154, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[52:53], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[32:33], v[44:45], v[16:31]
	ds_read_u16 v32, v102 offset:13056
	ds_read_u16 v33, v102 offset:12800
	ds_read_u16 v106, v102 offset:12544
	ds_read_u16 v154, v102 offset:12288
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v33, v32, v33, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v32, v106, v154, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[44:45], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[32:33], v[16:31]
	ds_read_u16 v56, v102 offset:15104
	ds_read_u16 v57, v102 offset:14848
	ds_read_u16 v106, v102 offset:14592
	ds_read_u16 v154, v102 offset:14336
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v57, v56, v57, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v56, v106, v154, s0
	v_mov_b32_e32 v106, v96
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[32:33], v[0:15]
	v_add_f32_e32 v32, v99, v105
	v_fmac_f32_e32 v32, v109, v97
	v_mov_b32_e32 v109, v32
	v_mfma_f32_32x32x8_f16 v[16:31], v[60:61], v[56:57], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[56:57], v[0:15]
.LBB0_12:
	s_cmpk_gt_i32 s84, 0x7f
	v_mov_b32_e32 v105, v104
	v_mov_b32_e32 v96, v104
	s_cselect_b64 vcc, -1, 0
	s_cmpk_lt_i32 s84, 0x80
	v_mov_b32_e32 v97, v104
	s_cbranch_scc1 .LBB0_13
; %bb.20:
	v_add_u32_e32 v32, 0x6000, v110
	ds_read2_b64 v[152:155], v32 offset0:28 offset1:30
	ds_read2_b64 v[156:159], v32 offset0:24 offset1:26
	ds_read2_b64 v[160:163], v32 offset0:20 offset1:22
	ds_read2_b64 v[164:167], v32 offset0:16 offset1:18
	ds_read2_b64 v[168:171], v32 offset0:12 offset1:14
	ds_read2_b64 v[172:175], v32 offset0:8 offset1:10
	ds_read2_b64 v[176:179], v32 offset0:4 offset1:6
	ds_read2_b64 v[48:51], v32 offset1:2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[68:69], 0
	v_add_u32_e32 v48, 0x4000, v110
	ds_read2_b64 v[200:203], v48 offset0:8 offset1:10
	ds_read2_b64 v[204:207], v48 offset1:2
	ds_read2_b64 v[208:211], v48 offset0:4 offset1:6
	ds_read2_b64 v[180:183], v48 offset0:28 offset1:30
	ds_read2_b64 v[184:187], v48 offset0:24 offset1:26
	ds_read2_b64 v[188:191], v48 offset0:20 offset1:22
	ds_read2_b64 v[192:195], v48 offset0:16 offset1:18
	ds_read2_b64 v[196:199], v48 offset0:12 offset1:14
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[84:85], v[32:47]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x8_f16 v[48:63], v[204:205], v[68:69], 0
	v_mfma_f32_32x32x8_f16 v[48:63], v[206:207], v[84:85], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[176:177], v[76:77], v[32:47]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_f16 v[48:63], v[208:209], v[76:77], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[210:211], v[72:73], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[178:179], v[72:73], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[200:201], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[172:173], v[92:93], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[202:203], v[88:89], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[174:175], v[88:89], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[196:197], v[80:81], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[168:169], v[80:81], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[198:199], v[64:65], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[170:171], v[64:65], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[192:193], v[70:71], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[164:165], v[70:71], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[194:195], v[86:87], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[166:167], v[86:87], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[188:189], v[78:79], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[160:161], v[78:79], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[190:191], v[74:75], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[162:163], v[74:75], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[184:185], v[94:95], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[156:157], v[94:95], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[186:187], v[90:91], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[158:159], v[90:91], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[180:181], v[82:83], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[152:153], v[82:83], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[182:183], v[66:67], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[154:155], v[66:67], v[32:47]
	s_nop 9
	v_mov_b32_e32 v68, v63
	v_mov_b32_e32 v64, v57
	v_mov_b32_e32 v65, v58
	v_mov_b32_e32 v58, v59
	v_mov_b32_e32 v59, v60
	v_mov_b32_e32 v69, v32
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
	s_branch .LBB0_14
.LBB0_13:
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v69, v68
	v_mov_b32_e32 v32, v68
	v_mov_b32_e32 v33, v68
	v_mov_b32_e32 v38, v68
	v_mov_b32_e32 v39, v68
	v_mov_b32_e32 v40, v68
	v_mov_b32_e32 v41, v68
	v_mov_b32_e32 v64, v68
	v_mov_b32_e32 v65, v68
	v_mov_b32_e32 v58, v68
	v_mov_b32_e32 v59, v68
	v_mov_b32_e32 v34, v68
	v_mov_b32_e32 v35, v68
	v_mov_b32_e32 v36, v68
	v_mov_b32_e32 v37, v68
	v_mov_b32_e32 v48, v68
	v_mov_b32_e32 v49, v68
	v_mov_b32_e32 v50, v68
	v_mov_b32_e32 v51, v68
	v_mov_b32_e32 v52, v68
	v_mov_b32_e32 v53, v68
	v_mov_b32_e32 v54, v68
	v_mov_b32_e32 v55, v68
	v_mov_b32_e32 v42, v68
	v_mov_b32_e32 v43, v68
	v_mov_b32_e32 v44, v68
	v_mov_b32_e32 v45, v68
.LBB0_14:
	s_add_i32 s85, s85, 64
	v_or_b32_e32 v46, s85, v128
	v_or_b32_e32 v57, s85, v129
	v_or_b32_e32 v60, s85, v149
	v_or_b32_e32 v63, s85, v142
	v_or_b32_e32 v66, s85, v139
	v_or_b32_e32 v67, s85, v119
	v_or_b32_e32 v70, s85, v115
	v_or_b32_e32 v71, s85, v108
	v_or_b32_e32 v72, s85, v151
	v_cmp_gt_i32_e64 s[40:41], s77, v71
	v_cmp_ge_i32_e64 s[74:75], v150, v70
	v_cmp_ge_i32_e64 s[72:73], v150, v67
	v_cmp_ge_i32_e64 s[70:71], v150, v66
	v_cmp_ge_i32_e64 s[68:69], v150, v63
	v_cmp_ge_i32_e64 s[66:67], v150, v60
	v_cmp_ge_i32_e64 s[64:65], v150, v57
	v_cmp_ge_i32_e64 s[62:63], v150, v71
	v_cmp_ge_i32_e64 s[60:61], v150, v46
	v_mov_b32_e32 v66, v104
	v_mov_b32_e32 v67, v104
	v_or_b32_e32 v76, s85, v114
	v_cmp_gt_i32_e64 s[2:3], s77, v72
	v_cmp_ge_i32_e64 s[58:59], v150, v72
	v_pk_mul_f32 v[50:51], v[66:67], v[50:51]
	v_pk_mul_f32 v[52:53], v[66:67], v[52:53]
	v_pk_mul_f32 v[54:55], v[66:67], v[54:55]
	v_pk_mul_f32 v[48:49], v[104:105], v[48:49]
	v_mul_f32_e32 v63, v104, v56
	v_pk_mul_f32 v[56:57], v[66:67], v[58:59]
	v_pk_mul_f32 v[32:33], v[66:67], v[32:33]
	v_pk_mul_f32 v[38:39], v[66:67], v[38:39]
	v_pk_mul_f32 v[40:41], v[66:67], v[40:41]
	v_pk_mul_f32 v[36:37], v[66:67], v[36:37]
	v_pk_mul_f32 v[44:45], v[66:67], v[44:45]
	v_mov_b32_e32 v66, 0xc9742400
	s_and_b64 s[74:75], s[74:75], s[40:41]
	s_and_b64 s[72:73], s[72:73], s[40:41]
	s_and_b64 s[70:71], s[70:71], s[40:41]
	s_and_b64 s[68:69], s[68:69], s[40:41]
	s_and_b64 s[66:67], s[66:67], s[40:41]
	s_and_b64 s[64:65], s[64:65], s[40:41]
	s_and_b64 s[62:63], s[62:63], s[40:41]
	s_and_b64 s[40:41], s[60:61], s[40:41]
	v_or_b32_e32 v75, s85, v118
	v_cmp_ge_i32_e64 s[56:57], v150, v76
	v_cndmask_b32_e64 v49, v66, v49, s[40:41]
	s_and_b64 s[40:41], s[58:59], s[2:3]
	v_or_b32_e32 v74, s85, v121
	v_cmp_ge_i32_e64 s[54:55], v150, v75
	v_cndmask_b32_e64 v63, v66, v63, s[40:41]
	s_and_b64 s[40:41], s[56:57], s[2:3]
	v_or_b32_e32 v73, s85, v141
	v_cmp_ge_i32_e64 s[52:53], v150, v74
	v_pk_mul_f32 v[58:59], v[96:97], v[64:65]
	v_mul_f32_e32 v65, v104, v47
	v_cndmask_b32_e64 v47, v66, v51, s[64:65]
	v_cndmask_b32_e64 v51, v66, v57, s[40:41]
	s_and_b64 s[40:41], s[54:55], s[2:3]
	v_or_b32_e32 v77, s85, v144
	v_cmp_ge_i32_e64 s[50:51], v150, v73
	v_cndmask_b32_e64 v46, v66, v50, s[74:75]
	v_cndmask_b32_e64 v50, v66, v56, s[40:41]
	s_and_b64 s[40:41], s[52:53], s[2:3]
	v_or_b32_e32 v78, s85, v145
	v_cmp_ge_i32_e64 s[48:49], v150, v77
	v_cndmask_b32_e64 v57, v66, v59, s[40:41]
	s_and_b64 s[40:41], s[50:51], s[2:3]
	v_or_b32_e32 v79, s85, v146
	v_or_b32_e32 v80, s85, v147
	v_or_b32_e32 v81, s85, v148
	v_or_b32_e32 v82, s85, v116
	v_or_b32_e32 v83, s85, v113
	v_or_b32_e32 v84, s85, v112
	v_or_b32_e32 v85, s85, v111
	v_cmp_ge_i32_e64 s[46:47], v150, v78
	v_mul_f32_e32 v64, v104, v61
	v_cndmask_b32_e64 v56, v66, v58, s[40:41]
	s_and_b64 s[40:41], s[48:49], s[2:3]
	v_or_b32_e32 v88, s85, v124
	v_or_b32_e32 v94, s85, v117
	v_cmp_gt_i32_e64 s[4:5], s77, v80
	v_cmp_ge_i32_e64 s[6:7], v150, v79
	v_cmp_ge_i32_e64 s[18:19], v150, v81
	v_cmp_ge_i32_e64 s[42:43], v150, v85
	v_cmp_ge_i32_e64 s[38:39], v150, v84
	v_cmp_ge_i32_e64 s[36:37], v150, v83
	v_cmp_ge_i32_e64 s[30:31], v150, v82
	v_mul_f32_e32 v62, v104, v62
	v_cndmask_b32_e64 v64, v66, v64, s[40:41]
	s_and_b64 s[40:41], s[46:47], s[2:3]
	v_or_b32_e32 v93, s85, v120
	v_cmp_gt_i32_e64 s[0:1], s77, v88
	v_cmp_ge_i32_e64 s[22:23], v150, v94
	v_pk_mul_f32 v[60:61], v[104:105], v[68:69]
	v_pk_mul_f32 v[34:35], v[96:97], v[34:35]
	v_cndmask_b32_e64 v62, v66, v62, s[40:41]
	s_and_b64 s[40:41], s[42:43], s[4:5]
	s_and_b64 s[38:39], s[38:39], s[4:5]
	s_and_b64 s[36:37], s[36:37], s[4:5]
	s_and_b64 s[30:31], s[30:31], s[4:5]
	s_and_b64 s[18:19], s[18:19], s[4:5]
	s_and_b64 s[2:3], s[6:7], s[2:3]
	v_or_b32_e32 v86, s85, v122
	v_or_b32_e32 v87, s85, v123
	v_or_b32_e32 v90, s85, v126
	v_or_b32_e32 v92, s85, v140
	v_cmp_ge_i32_e64 s[20:21], v150, v93
	v_cndmask_b32_e64 v58, v66, v37, s[40:41]
	v_cndmask_b32_e64 v37, v66, v36, s[38:39]
	v_cndmask_b32_e64 v36, v66, v35, s[36:37]
	v_cndmask_b32_e64 v35, v66, v34, s[30:31]
	v_cndmask_b32_e64 v34, v66, v32, s[18:19]
	v_cndmask_b32_e64 v32, v66, v60, s[2:3]
	s_and_b64 s[2:3], s[22:23], s[0:1]
	v_or_b32_e32 v89, s85, v125
	v_or_b32_e32 v91, s85, v143
	v_or_b32_e32 v95, s85, v127
	v_cmp_ge_i32_e64 s[10:11], v150, v80
	v_cmp_ge_i32_e64 s[24:25], v150, v86
	v_cmp_ge_i32_e64 s[26:27], v150, v87
	v_cmp_ge_i32_e64 s[44:45], v150, v90
	v_cmp_ge_i32_e64 s[16:17], v150, v92
	v_cndmask_b32_e64 v45, v66, v45, s[2:3]
	s_and_b64 s[2:3], s[20:21], s[0:1]
	v_cmp_ge_i32_e64 s[28:29], v150, v88
	v_cmp_ge_i32_e64 s[34:35], v150, v89
	v_cmp_ge_i32_e64 s[14:15], v150, v91
	v_cmp_ge_i32_e64 s[12:13], v150, v95
	v_pk_mul_f32 v[42:43], v[96:97], v[42:43]
	s_and_b64 s[30:31], s[44:45], s[0:1]
	s_and_b64 s[26:27], s[26:27], s[4:5]
	s_and_b64 s[24:25], s[24:25], s[4:5]
	s_and_b64 s[4:5], s[10:11], s[4:5]
	v_cndmask_b32_e64 v44, v66, v44, s[2:3]
	s_and_b64 s[2:3], s[16:17], s[0:1]
	v_cndmask_b32_e64 v53, v66, v53, s[68:69]
	v_cndmask_b32_e64 v52, v66, v52, s[66:67]
	v_cndmask_b32_e64 v48, v66, v48, s[62:63]
	v_cndmask_b32_e64 v41, v66, v41, s[30:31]
	s_and_b64 s[30:31], s[34:35], s[0:1]
	s_and_b64 s[28:29], s[28:29], s[0:1]
	v_cndmask_b32_e64 v59, v66, v33, s[24:25]
	v_cndmask_b32_e64 v33, v66, v61, s[4:5]
	v_cndmask_b32_e64 v43, v66, v43, s[2:3]
	s_and_b64 s[2:3], s[14:15], s[0:1]
	s_and_b64 s[0:1], s[12:13], s[0:1]
	v_cndmask_b32_e64 v55, v66, v55, s[72:73]
	v_cndmask_b32_e64 v54, v66, v54, s[70:71]
	v_cndmask_b32_e64 v40, v66, v40, s[30:31]
	v_cndmask_b32_e64 v39, v66, v39, s[28:29]
	v_cndmask_b32_e64 v38, v66, v38, s[26:27]
	v_cndmask_b32_e64 v42, v66, v42, s[2:3]
	v_cndmask_b32_e64 v61, v66, v65, s[0:1]
	v_max_f32_e32 v60, v48, v49
	v_max3_f32 v65, v47, v52, v53
	v_max3_f32 v67, v56, v57, v50
	v_max3_f32 v68, v51, v64, v62
	v_max3_f32 v69, v32, v33, v34
	v_max3_f32 v66, v54, v55, v63
	v_max3_f32 v70, v35, v36, v37
	v_max3_f32 v71, v58, v59, v38
	v_max3_f32 v72, v39, v40, v41
	v_max3_f32 v73, v42, v43, v44
	v_max3_f32 v60, v60, v46, v65
	v_max3_f32 v65, v67, v68, v69
	v_max3_f32 v67, v70, v71, v72
	v_max3_f32 v68, v73, v45, v61
	v_max3_f32 v60, v60, v66, v65
	v_max3_f32 v60, v60, v67, v68
	ds_bpermute_b32 v65, v103, v60
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b64 s[0:1], vcc, exec
	v_max3_f32 v60, v106, v60, v65
	v_pk_add_f32 v[48:49], v[48:49], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[46:47], v[46:47], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[52:53], v[52:53], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[54:55], v[54:55], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v63, v63, v60
	v_pk_add_f32 v[56:57], v[56:57], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[50:51], v[50:51], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v64, v64, v60
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
	v_exp_f32_e32 v68, v48
	v_exp_f32_e32 v69, v49
	v_exp_f32_e32 v70, v46
	v_exp_f32_e32 v71, v47
	v_exp_f32_e32 v72, v52
	v_exp_f32_e32 v73, v53
	v_exp_f32_e32 v74, v54
	v_exp_f32_e32 v75, v55
	v_exp_f32_e32 v76, v63
	v_exp_f32_e32 v77, v56
	v_exp_f32_e32 v78, v57
	v_exp_f32_e32 v79, v50
	v_exp_f32_e32 v80, v51
	v_exp_f32_e32 v81, v64
	v_exp_f32_e32 v82, v62
	v_exp_f32_e32 v83, v32
	v_exp_f32_e32 v84, v33
	v_exp_f32_e32 v85, v34
	v_exp_f32_e32 v86, v35
	v_exp_f32_e32 v87, v36
	v_exp_f32_e32 v88, v37
	v_exp_f32_e32 v89, v58
	v_exp_f32_e32 v90, v59
	v_exp_f32_e32 v91, v38
	v_exp_f32_e32 v92, v39
	v_exp_f32_e32 v93, v40
	v_exp_f32_e32 v94, v41
	v_exp_f32_e32 v95, v42
	v_exp_f32_e32 v96, v43
	v_exp_f32_e32 v97, v44
	v_exp_f32_e32 v98, v45
	v_exp_f32_e32 v99, v61
	v_sub_f32_e32 v32, v106, v60
	v_exp_f32_e32 v65, v32
	v_pk_add_f32 v[32:33], v[68:69], v[70:71]
	v_pk_add_f32 v[34:35], v[72:73], v[74:75]
	v_pk_add_f32 v[36:37], v[76:77], v[78:79]
	v_pk_add_f32 v[38:39], v[80:81], v[82:83]
	v_pk_add_f32 v[40:41], v[84:85], v[86:87]
	v_pk_add_f32 v[42:43], v[88:89], v[90:91]
	v_pk_add_f32 v[44:45], v[92:93], v[94:95]
	v_pk_add_f32 v[46:47], v[96:97], v[98:99]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_add_u32_e32 v40, 0xc000, v133
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_add_u32_e32 v36, 0xc000, v132
	v_add_f32_e32 v66, v32, v33
	v_add_u32_e32 v32, 0x10000, v100
	ds_write_b32 v32, v65
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v32, 0x10000, v101
	ds_read2st64_b64 v[48:51], v40 offset1:16
	v_add_u32_e32 v40, 0xc000, v134
	ds_read_b32 v64, v32
	v_add_u32_e32 v32, 0xc000, v131
	ds_read2st64_b64 v[52:55], v40 offset1:16
	v_add_u32_e32 v40, 0xc000, v135
	v_add_u32_e32 v44, 0xc000, v136
	v_add_u32_e32 v56, 0xc000, v137
	v_add_u32_e32 v60, 0xc000, v138
	ds_bpermute_b32 v67, v103, v66
	ds_read2st64_b64 v[32:35], v32 offset1:16
	ds_read2st64_b64 v[36:39], v36 offset1:16
	ds_read2st64_b64 v[40:43], v40 offset1:16
	ds_read2st64_b64 v[44:47], v44 offset1:16
	ds_read2st64_b64 v[56:59], v56 offset1:16
	ds_read2st64_b64 v[60:63], v60 offset1:16
	v_cvt_f16_f32_e32 v68, v68
	v_cvt_f16_f32_e32 v69, v69
	v_cvt_f16_f32_e32 v70, v70
	s_cselect_b32 s0, 1, 0
	v_cvt_f16_f32_e32 v71, v71
	s_cmp_lg_u32 s0, 1
	v_cvt_f16_f32_e32 v72, v72
	v_cvt_f16_f32_e32 v73, v73
	v_cvt_f16_f32_e32 v74, v74
	v_cvt_f16_f32_e32 v75, v75
	v_cvt_f16_f32_e32 v76, v76
	v_cvt_f16_f32_e32 v77, v77
	v_cvt_f16_f32_e32 v78, v78
	v_cvt_f16_f32_e32 v79, v79
	v_cvt_f16_f32_e32 v80, v80
	v_cvt_f16_f32_e32 v81, v81
	v_cvt_f16_f32_e32 v82, v82
	v_cvt_f16_f32_e32 v83, v83
	v_cvt_f16_f32_e32 v84, v84
	v_cvt_f16_f32_e32 v85, v85
	v_cvt_f16_f32_e32 v86, v86
	v_cvt_f16_f32_e32 v87, v87
	v_cvt_f16_f32_e32 v88, v88
	v_cvt_f16_f32_e32 v89, v89
	v_cvt_f16_f32_e32 v90, v90
	v_cvt_f16_f32_e32 v91, v91
	v_cvt_f16_f32_e32 v92, v92
	v_cvt_f16_f32_e32 v93, v93
	v_cvt_f16_f32_e32 v94, v94
	v_cvt_f16_f32_e32 v95, v95
	v_cvt_f16_f32_e32 v96, v96
	v_cvt_f16_f32_e32 v97, v97
	v_cvt_f16_f32_e32 v98, v98
	v_cvt_f16_f32_e32 v99, v99
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v130, v68
	ds_write_b16 v130, v69 offset:256
	ds_write_b16 v130, v70 offset:512
	ds_write_b16 v130, v71 offset:768
	ds_write_b16 v130, v72 offset:2048
	ds_write_b16 v130, v73 offset:2304
	ds_write_b16 v130, v74 offset:2560
	ds_write_b16 v130, v75 offset:2816
	ds_write_b16 v130, v76 offset:4096
	ds_write_b16 v130, v77 offset:4352
	ds_write_b16 v130, v78 offset:4608
	ds_write_b16 v130, v79 offset:4864
	ds_write_b16 v130, v80 offset:6144
	ds_write_b16 v130, v81 offset:6400
	ds_write_b16 v130, v82 offset:6656
	ds_write_b16 v130, v83 offset:6912
	ds_write_b16 v130, v84 offset:8192
	ds_write_b16 v130, v85 offset:8448
	ds_write_b16 v130, v86 offset:8704
	ds_write_b16 v130, v87 offset:8960
	ds_write_b16 v130, v88 offset:10240
	ds_write_b16 v130, v89 offset:10496
	ds_write_b16 v130, v90 offset:10752
	ds_write_b16 v130, v91 offset:11008
	ds_write_b16 v130, v92 offset:12288
	ds_write_b16 v130, v93 offset:12544
	ds_write_b16 v130, v94 offset:12800
	ds_write_b16 v130, v95 offset:13056
	ds_write_b16 v130, v96 offset:14336
	ds_write_b16 v130, v97 offset:14592
	ds_write_b16 v130, v98 offset:14848
	ds_write_b16 v130, v99 offset:15104
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_15
; %bb.23:
	ds_read_u16 v68, v102 offset:768
	ds_read_u16 v69, v102 offset:512
	ds_read_u16 v70, v102 offset:256
	ds_read_u16 v71, v102
	s_mov_b32 s0, 0x5040100
	v_pk_mul_f32 v[30:31], v[30:31], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[64:65] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v69, v68, v69, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v68, v70, v71, s0
	v_pk_mul_f32 v[14:15], v[14:15], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[64:65] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[16:31], v[32:33], v[68:69], v[16:31]
	ds_read_u16 v32, v102 offset:2816
	ds_read_u16 v33, v102 offset:2560
	ds_read_u16 v70, v102 offset:2304
	ds_read_u16 v71, v102 offset:2048
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v33, v32, v33, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v32, v70, v71, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[68:69], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[36:37], v[32:33], v[16:31]
	ds_read_u16 v36, v102 offset:4864
	ds_read_u16 v37, v102 offset:4608
	ds_read_u16 v70, v102 offset:4352
	ds_read_u16 v71, v102 offset:4096
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v37, v36, v37, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v36, v70, v71, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[32:33], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[36:37], v[16:31]
	ds_read_u16 v48, v102 offset:6912
	ds_read_u16 v49, v102 offset:6656
	ds_read_u16 v70, v102 offset:6400
	ds_read_u16 v71, v102 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v49, v48, v49, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v48, v70, v71, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[36:37], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[52:53], v[48:49], v[16:31]
	ds_read_u16 v52, v102 offset:8960
	ds_read_u16 v53, v102 offset:8704
	ds_read_u16 v70, v102 offset:8448
	ds_read_u16 v71, v102 offset:8192
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v53, v52, v53, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v52, v70, v71, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[48:49], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[52:53], v[16:31]
	ds_read_u16 v40, v102 offset:11008
	ds_read_u16 v41, v102 offset:10752
	ds_read_u16 v70, v102 offset:10496
	ds_read_u16 v71, v102 offset:10240
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v41, v40, v41, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v40, v70, v71, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[52:53], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[40:41], v[16:31]
	ds_read_u16 v44, v102 offset:13056
	ds_read_u16 v45, v102 offset:12800
	ds_read_u16 v70, v102 offset:12544
	ds_read_u16 v71, v102 offset:12288
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v45, v44, v45, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v44, v70, v71, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[40:41], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[44:45], v[16:31]
	ds_read_u16 v56, v102 offset:15104
	ds_read_u16 v57, v102 offset:14848
	ds_read_u16 v70, v102 offset:14592
	ds_read_u16 v71, v102 offset:14336
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v57, v56, v57, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v56, v70, v71, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[44:45], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[60:61], v[56:57], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[56:57], v[0:15]
.LBB0_15:
	v_add_f32_e32 v32, v66, v67
	v_fmac_f32_e32 v32, v109, v65
	v_cndmask_b32_e32 v32, v109, v32, vcc
	v_add_u32_e32 v33, 0, v100
	ds_write_b32 v33, v32
	v_add_u32_e32 v32, 0, v101
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v34, v32
	s_lshr_b32 s0, s82, 1
	v_or_b32_e32 v32, s0, v108
	s_lshr_b32 s0, s81, 2
	v_or_b32_e32 v35, s0, v107
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v36, s[0:1], v34, v34, v16
	v_rcp_f32_e32 v37, v36
	s_mul_i32 s80, s80, s78
	s_mul_i32 s0, s76, s79
	v_or_b32_e32 v33, s33, v35
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
	s_add_i32 s0, s0, s80
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
	s_mul_i32 s33, s33, s83
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
	s_add_i32 s0, s0, s33
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
	v_cvt_f16_f32_e32 v20, v20
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
	v_cvt_f16_f32_e32 v21, v21
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
	v_cvt_f16_f32_e32 v22, v22
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
	v_cvt_f16_f32_e32 v23, v23
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
	v_cvt_f16_f32_e32 v24, v24
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
	v_cvt_f16_f32_e32 v25, v25
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
	v_cvt_f16_f32_e32 v26, v26
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
	v_cvt_f16_f32_e32 v27, v27
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
	s_and_b32 s9, s9, 0xffff
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
	s_mov_b32 s11, 0x27000
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
	s_mov_b32 s10, 0x7ffffffe
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
	v_cvt_f16_f32_e32 v28, v28
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
	v_cvt_f16_f32_e32 v29, v29
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
	v_cvt_f16_f32_e32 v30, v30
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
	v_cvt_f16_f32_e32 v31, v31
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
	v_cvt_f16_f32_e32 v2, v2
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
	v_cvt_f16_f32_e32 v3, v3
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
	v_cvt_f16_f32_e32 v4, v4
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
	v_cvt_f16_f32_e32 v5, v5
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
	v_cvt_f16_f32_e32 v6, v6
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
	v_cvt_f16_f32_e32 v7, v7
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
	v_cvt_f16_f32_e32 v8, v8
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
	v_cvt_f16_f32_e32 v9, v9
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
	v_cvt_f16_f32_e32 v10, v10
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v15, v34, v15
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v15, v36, v34, v15
	v_mul_lo_u32 v34, v35, s83
	v_add_u32_e32 v34, s0, v34
	v_cvt_f16_f32_e32 v35, v0
	v_pack_b32_f16 v0, v16, v17
	v_add_lshl_u32 v16, v34, v32, 1
	v_bfrev_b32_e32 v17, 1
	v_cmp_gt_i32_e32 vcc, s77, v33
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
		.amdhsa_next_free_vgpr 255
		.amdhsa_next_free_sgpr 86
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
	.set .Lflash_attention_fwd_kernel.numbered_sgpr, 86
	.set .Lflash_attention_fwd_kernel.num_named_barrier, 0
	.set .Lflash_attention_fwd_kernel.private_seg_size, 0
	.set .Lflash_attention_fwd_kernel.uses_vcc, 1
	.set .Lflash_attention_fwd_kernel.uses_flat_scratch, 0
	.set .Lflash_attention_fwd_kernel.has_dyn_sized_stack, 0
	.set .Lflash_attention_fwd_kernel.has_recursion, 0
	.set .Lflash_attention_fwd_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 20552
; TotalNumSgprs: 92
; NumVgprs: 255
; NumAgprs: 0
; TotalNumVgprs: 255
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 92
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
    .max_flat_workgroup_size: 512
    .name:           flash_attention_fwd_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     92
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
