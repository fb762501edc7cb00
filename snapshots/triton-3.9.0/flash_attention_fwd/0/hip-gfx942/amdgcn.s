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
; %bb.26:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.27:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_mov_b64 s[20:21], s[6:7]
	s_mov_b64 s[24:25], s[2:3]
	s_load_dword s6, s[0:1], 0x44
	s_load_dword s28, s[0:1], 0x60
	s_load_dword s2, s[0:1], 0x38
	s_abs_i32 s23, s17
	s_not_b32 s18, s16
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s7, s6
	v_cvt_f32_u32_e32 v1, s7
	s_sub_i32 s26, 0, s7
	v_readfirstlane_b32 s3, v0
	s_add_i32 s19, s28, s18
	v_rcp_f32_e32 v1, v1
	s_xor_b32 s18, s17, s6
	s_and_b32 s22, s3, 0x1c0
	s_ashr_i32 s18, s18, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_and_b32_e32 v150, 15, v0
	v_lshlrev_b32_e32 v19, 3, v150
	v_and_b32_e32 v132, 32, v0
	v_readfirstlane_b32 s27, v1
	s_mul_i32 s26, s26, s27
	s_mul_hi_u32 s26, s27, s26
	s_add_i32 s27, s27, s26
	s_mul_hi_u32 s26, s23, s27
	s_mul_i32 s27, s26, s7
	s_sub_i32 s23, s23, s27
	s_add_i32 s27, s26, 1
	s_sub_i32 s29, s23, s7
	s_cmp_ge_u32 s23, s7
	s_cselect_b32 s26, s27, s26
	s_cselect_b32 s23, s29, s23
	s_add_i32 s27, s26, 1
	s_cmp_ge_u32 s23, s7
	s_cselect_b32 s7, s27, s26
	s_xor_b32 s7, s7, s18
	s_sub_i32 s18, s7, s18
	s_mul_i32 s6, s18, s6
	s_sub_i32 s17, s17, s6
	s_mul_i32 s6, s18, s11
	s_mul_i32 s7, s17, s12
	v_and_b32_e32 v1, 63, v0
	s_lshl_b32 s12, s19, 14
	v_or_b32_e32 v18, s22, v1
	s_add_i32 s6, s12, s6
	v_lshlrev_b32_e32 v2, 3, v18
	s_add_i32 s11, s6, s7
	s_movk_i32 s6, 0xf80
	v_and_or_b32 v136, v2, s6, v19
	v_or_b32_e32 v135, 0x1000, v136
	v_or_b32_e32 v134, 0x2000, v136
	s_mov_b32 s7, 0x27000
	s_mov_b32 s6, 0x7ffffffe
	v_or_b32_e32 v133, 0x3000, v136
	s_and_b32 s25, s25, 0xffff
	s_mov_b32 s26, s6
	s_mov_b32 s27, s7
	v_add_lshl_u32 v10, s11, v136, 1
	v_add_lshl_u32 v11, s11, v135, 1
	v_add_lshl_u32 v20, s11, v134, 1
	buffer_load_dwordx4 v[2:5], v10, s[24:27], 0 offen
	buffer_load_dwordx4 v[6:9], v11, s[24:27], 0 offen
	v_add_lshl_u32 v21, s11, v133, 1
	buffer_load_dwordx4 v[10:13], v20, s[24:27], 0 offen
	buffer_load_dwordx4 v[14:17], v21, s[24:27], 0 offen
	v_and_b32_e32 v21, 0x1f0, v18
	v_lshlrev_b32_e32 v157, 4, v18
	v_lshrrev_b32_e32 v18, 1, v18
	s_movk_i32 s11, 0x1f00
	v_and_b32_e32 v18, 0x78, v18
	v_and_or_b32 v22, v157, s11, v19
	v_xor_b32_e32 v18, v18, v157
	s_lshl_b32 s25, s19, 7
	s_and_b32 s19, s3, 0x180
	s_and_b32 s26, s3, 0xc0
	s_and_b32 s24, s3, 64
	s_mul_i32 s3, s18, s13
	s_mul_i32 s11, s18, s15
	s_mul_i32 s15, s17, s14
	s_mul_i32 s14, s17, s2
	v_add_u32_e32 v23, 0, v18
	s_add_i32 s15, s15, s3
	s_add_i32 s14, s14, s11
	v_and_b32_e32 v131, 31, v0
	v_lshl_or_b32 v138, v21, 4, v19
	v_xad_u32 v18, v18, 8, 0
	s_cmp_gt_i32 s25, 0
	v_lshrrev_b32_e32 v151, 2, v132
	s_cselect_b64 vcc, -1, 0
	s_and_b32 s21, s21, 0xffff
	v_lshlrev_b32_e32 v156, 8, v131
	v_or_b32_e32 v176, 0x2000, v138
	s_and_b32 s5, s5, 0xffff
	v_bfrev_b32_e32 v20, 1
	v_or_b32_e32 v174, 0x80, v22
	v_add_lshl_u32 v25, s14, v138, 1
	v_or_b32_e32 v175, 0x2080, v22
	v_add_u32_e32 v159, s14, v176
	s_cmp_gt_i32 s25, 64
	s_mov_b32 s22, s6
	s_mov_b32 s23, s7
	v_add_lshl_u32 v24, s15, v136, 1
	v_add_lshl_u32 v26, v174, s14, 1
	v_cndmask_b32_e32 v25, v20, v25, vcc
	v_add_u32_e32 v158, s15, v134
	v_add_u32_e32 v160, s14, v175
	v_lshlrev_b32_e32 v22, 1, v159
	s_cselect_b64 s[2:3], -1, 0
	v_cndmask_b32_e32 v24, v20, v24, vcc
	v_cndmask_b32_e32 v26, v20, v26, vcc
	v_cndmask_b32_e64 v22, v20, v22, s[2:3]
	v_add_u32_e32 v161, s15, v133
	s_mov_b32 s11, 0x5040100
	s_mov_b32 s29, 0x7060302
	s_add_i32 s13, s25, 0xffffff80
	v_bfe_i32 v154, v0, 4, 1
	s_mov_b32 s30, 1
	v_add_u32_e32 v148, 0, v157
	s_cmp_lt_i32 s13, 1
	v_lshlrev_b32_e32 v155, 2, v1
	s_waitcnt vmcnt(2)
	ds_write2st64_b64 v23, v[2:3], v[6:7] offset1:16
	s_waitcnt vmcnt(0)
	ds_write2st64_b64 v23, v[10:11], v[14:15] offset0:32 offset1:48
	ds_write2st64_b64 v18, v[4:5], v[8:9] offset1:16
	ds_write2st64_b64 v18, v[12:13], v[16:17] offset0:32 offset1:48
	v_lshl_or_b32 v10, s26, 7, v19
	v_xor_b32_e32 v10, v10, v151
	v_or_b32_e32 v10, v10, v156
	v_add_u32_e32 v11, 0, v10
	v_xad_u32 v12, v10, 16, 0
	v_xad_u32 v13, v10, 32, 0
	v_xad_u32 v14, v10, 48, 0
	v_xad_u32 v15, v10, 64, 0
	v_xor_b32_e32 v16, 0x50, v10
	v_xor_b32_e32 v17, 0x60, v10
	v_xor_b32_e32 v10, 0x70, v10
	v_add_lshl_u32 v18, v135, s15, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_load_dwordx4 v[2:5], v25, s[20:23], 0 offen
	buffer_load_dwordx4 v[6:9], v26, s[20:23], 0 offen
	v_add_u32_e32 v16, 0, v16
	v_add_u32_e32 v17, 0, v17
	v_add_u32_e32 v10, 0, v10
	v_lshlrev_b32_e32 v19, 1, v158
	v_lshlrev_b32_e32 v23, 1, v160
	v_cndmask_b32_e32 v18, v20, v18, vcc
	v_cndmask_b32_e64 v19, v20, v19, s[2:3]
	v_cndmask_b32_e64 v23, v20, v23, s[2:3]
	ds_read2_b64 v[76:79], v11 offset1:16
	ds_read2_b64 v[72:75], v12 offset1:16
	ds_read2_b64 v[68:71], v13 offset1:16
	ds_read2_b64 v[88:91], v14 offset1:16
	ds_read2_b64 v[84:87], v15 offset1:16
	ds_read2_b64 v[80:83], v16 offset1:16
	buffer_load_dwordx4 v[26:29], v24, s[4:7], 0 offen
	buffer_load_dwordx4 v[30:33], v18, s[4:7], 0 offen
	ds_read2_b64 v[92:95], v17 offset1:16
	ds_read2_b64 v[64:67], v10 offset1:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_load_dwordx4 v[10:13], v22, s[20:23], 0 offen
	buffer_load_dwordx4 v[14:17], v23, s[20:23], 0 offen
	v_lshlrev_b32_e32 v18, 1, v161
	v_cndmask_b32_e64 v18, v20, v18, s[2:3]
	buffer_load_dwordx4 v[22:25], v19, s[4:7], 0 offen
	buffer_load_dwordx4 v[34:37], v18, s[4:7], 0 offen
	v_and_b32_e32 v18, 14, v0
	s_movk_i32 s2, 0x440
	v_bfe_i32 v19, v0, 0, 1
	v_lshlrev_b32_e32 v20, 2, v18
	v_and_or_b32 v19, v19, s2, v20
	v_lshrrev_b32_e32 v20, 2, v21
	v_xor_b32_e32 v19, v19, v20
	v_lshl_or_b32 v162, v18, 10, v19
	v_xor_b32_e32 v163, 8, v162
	v_xor_b32_e32 v164, 16, v162
	v_xor_b32_e32 v165, 24, v162
	v_xor_b32_e32 v166, 32, v162
	v_xor_b32_e32 v167, 40, v162
	v_xor_b32_e32 v169, 56, v162
	v_add_u32_e32 v141, 0, v162
	v_add_u32_e32 v142, 0, v163
	v_add_u32_e32 v143, 0, v164
	v_add_u32_e32 v144, 0, v165
	v_add_u32_e32 v145, 0, v166
	v_add_u32_e32 v146, 0, v167
	v_xor_b32_e32 v168, 48, v162
	v_add_u32_e32 v149, 0, v169
	v_mov_b32_e32 v0, 0x3fb8aa3b
	v_add_u32_e32 v147, 0, v168
	s_mov_b32 s22, 0
	v_mul_f32_e32 v128, s10, v0
	s_waitcnt vmcnt(6)
	v_perm_b32 v18, v6, v2, s11
	v_perm_b32 v2, v6, v2, s29
	v_perm_b32 v6, v7, v3, s11
	v_perm_b32 v3, v7, v3, s29
	v_perm_b32 v7, v8, v4, s11
	v_perm_b32 v4, v8, v4, s29
	v_perm_b32 v8, v9, v5, s11
	v_perm_b32 v5, v9, v5, s29
	ds_write_b32 v141, v18 offset:32768
	ds_write_b32 v142, v2 offset:32896
	ds_write_b32 v143, v6 offset:33024
	ds_write_b32 v144, v3 offset:33152
	ds_write_b32 v145, v7 offset:33280
	ds_write_b32 v146, v4 offset:33408
	v_add_u32_e32 v2, 0x80, v149
	s_waitcnt vmcnt(2)
	v_perm_b32 v9, v14, v10, s11
	v_perm_b32 v10, v14, v10, s29
	v_perm_b32 v14, v15, v11, s11
	v_perm_b32 v11, v15, v11, s29
	v_perm_b32 v15, v16, v12, s11
	v_perm_b32 v12, v16, v12, s29
	v_perm_b32 v16, v17, v13, s11
	v_perm_b32 v13, v17, v13, s29
	v_lshlrev_b32_e32 v3, 1, v131
	v_lshlrev_b32_e32 v4, 5, v132
	ds_write_b32 v147, v8 offset:33536
	ds_write_b32 v141, v9 offset:49152
	ds_write_b32 v142, v10 offset:49280
	ds_write_b32 v143, v14 offset:49408
	ds_write_b32 v144, v11 offset:49536
	ds_write_b32 v145, v15 offset:49664
	ds_write_b32 v146, v12 offset:49792
	ds_write_b32 v147, v16 offset:49920
	ds_write2st64_b32 v2, v5, v13 offset0:131 offset1:195
	ds_write_b128 v148, v[26:29]
	ds_write_b128 v148, v[30:33] offset:8192
	s_waitcnt vmcnt(1)
	ds_write_b128 v148, v[22:25] offset:16384
	s_waitcnt vmcnt(0)
	ds_write_b128 v148, v[34:37] offset:24576
	s_cbranch_scc1 .LBB0_1
; %bb.1:                                ; %.lr.ph
	s_cmp_eq_u32 s24, 0
	s_cselect_b32 s2, 0, 0x1010
	v_mul_u32_u24_e32 v1, 0x88, v150
	v_or_b32_e32 v2, s2, v151
	v_and_b32_e32 v0, 0x808, v154
	v_xor_b32_e32 v1, v2, v1
	v_xor_b32_e32 v171, v1, v0
	s_mov_b32 s2, 0x10000
	v_mov_b32_e32 v0, 0x10000
	v_mov_b32_e32 v30, 0
	scratch_store_dword off, v175, off offset:4 ; 4-byte Folded Spill
	scratch_store_dword off, v174, off      ; 4-byte Folded Spill
	v_xor_b32_e32 v170, 0x80, v155
	v_xor_b32_e32 v172, 16, v171
	v_xor_b32_e32 v173, 32, v171
	v_xor_b32_e32 v174, 48, v171
	v_xor_b32_e32 v175, 64, v171
	v_xor_b32_e32 v176, 0x50, v171
	v_xor_b32_e32 v177, 0x60, v171
	v_xor_b32_e32 v178, 0x70, v171
	s_lshl_b32 s10, s26, 1
	v_lshl_add_u32 v179, v131, 2, v0
	v_mov_b32_e32 v139, v3
	v_mov_b32_e32 v140, v4
	v_add3_u32 v180, s2, v4, v3
	s_lshr_b32 s31, s19, 1
	s_movk_i32 s3, 0x4000
	s_mov_b32 s27, 0x8000
	s_mov_b32 s2, 0xc000
	v_mov_b32_e32 v129, v128
	v_mov_b32_e32 v182, 0xff800000
	v_mov_b32_e32 v181, 0
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
	v_add_u32_e32 v158, 0x2000, v158
	v_add_u32_e32 v161, 0x2000, v161
	v_lshlrev_b32_e32 v32, 1, v158
	v_lshlrev_b32_e32 v33, 1, v161
	v_add3_u32 v108, s22, v151, v156
	buffer_load_dwordx4 v[196:199], v32, s[4:7], 0 offen
	buffer_load_dwordx4 v[200:203], v33, s[4:7], 0 offen
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[32:35], v108 offset1:2
	v_add_u32_e32 v109, 0x2000, v108
	ds_read2_b64 v[96:99], v109 offset1:2
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[48:63], v[32:33], v[76:77], 0
	ds_read2_b64 v[100:103], v108 offset0:4 offset1:6
	ds_read2_b64 v[104:107], v109 offset0:4 offset1:6
	ds_read2_b64 v[184:187], v108 offset0:8 offset1:10
	ds_read2_b64 v[192:195], v109 offset0:8 offset1:10
	ds_read2_b64 v[204:207], v108 offset0:12 offset1:14
	ds_read2_b64 v[208:211], v109 offset0:12 offset1:14
	ds_read2_b64 v[212:215], v108 offset0:16 offset1:18
	ds_read2_b64 v[216:219], v109 offset0:16 offset1:18
	ds_read2_b64 v[220:223], v108 offset0:20 offset1:22
	ds_read2_b64 v[224:227], v109 offset0:20 offset1:22
	ds_read2_b64 v[228:231], v108 offset0:24 offset1:26
	ds_read2_b64 v[232:235], v109 offset0:24 offset1:26
	ds_read2_b64 v[236:239], v108 offset0:28 offset1:30
	ds_read2_b64 v[240:243], v109 offset0:28 offset1:30
	v_add_u32_e32 v159, 0x2000, v159
	v_add_u32_e32 v160, 0x2000, v160
	s_mov_b32 s22, s6
	s_mov_b32 s23, s7
	v_max_f32_e32 v130, v182, v182
	v_mfma_f32_32x32x8_f16 v[48:63], v[34:35], v[72:73], v[48:63]
	v_add_u32_e32 v252, s10, v179
	v_add_u32_e32 v253, s19, v179
	v_add_u32_e32 v254, s26, v180
	v_add_u32_e32 v255, s31, v180
	s_waitcnt lgkmcnt(14)
	v_mfma_f32_32x32x8_f16 v[32:47], v[96:97], v[76:77], 0
	v_lshlrev_b32_e32 v96, 1, v159
	v_lshlrev_b32_e32 v97, 1, v160
	buffer_load_dwordx4 v[244:247], v96, s[20:23], 0 offen
	buffer_load_dwordx4 v[248:251], v97, s[20:23], 0 offen
	v_add_u32_e32 v96, s27, v171
	v_add_u32_e32 v97, s27, v173
	ds_read2st64_b64 v[112:115], v96 offset1:16
	ds_read2st64_b64 v[116:119], v97 offset1:16
	v_mfma_f32_32x32x8_f16 v[32:47], v[98:99], v[72:73], v[32:47]
	v_add_u32_e32 v96, s27, v172
	v_add_u32_e32 v97, s27, v174
	v_add_u32_e32 v98, s27, v175
	v_add_u32_e32 v99, s27, v176
	s_add_i32 s22, s30, 1
	s_cmp_lt_i32 s22, 2
	s_cselect_b32 s30, s22, 0
	s_waitcnt lgkmcnt(14)
	v_mfma_f32_32x32x8_f16 v[48:63], v[100:101], v[68:69], v[48:63]
	v_add_u32_e32 v100, s27, v177
	v_add_u32_e32 v101, s27, v178
	s_mov_b32 s22, s3
	s_lshl_b32 s3, s30, 14
	s_mov_b32 s27, s2
	s_add_i32 s2, s3, 0x8000
	s_add_i32 s33, s33, 64
	v_mfma_f32_32x32x8_f16 v[32:47], v[104:105], v[68:69], v[32:47]
	s_cmp_lt_i32 s33, s13
	v_add_u32_e32 v152, s3, v162
	v_add_u32_e32 v183, s3, v166
	v_add_u32_e32 v191, s3, v157
	v_add_u32_e32 v153, s3, v163
	s_waitcnt vmcnt(0)
	v_perm_b32 v137, v248, v244, s11
	v_mfma_f32_32x32x8_f16 v[48:63], v[102:103], v[88:89], v[48:63]
	ds_read2st64_b64 v[108:111], v100 offset1:16
	ds_read2st64_b64 v[100:103], v101 offset1:16
	v_perm_b32 v244, v248, v244, s29
	v_perm_b32 v188, v250, v246, s29
	v_perm_b32 v189, v251, v247, s11
	v_perm_b32 v190, v251, v247, s29
	v_mfma_f32_32x32x8_f16 v[32:47], v[106:107], v[88:89], v[32:47]
	ds_read2st64_b64 v[120:123], v96 offset1:16
	ds_read2st64_b64 v[124:127], v97 offset1:16
	ds_read2st64_b64 v[104:107], v98 offset1:16
	ds_read2st64_b64 v[96:99], v99 offset1:16
	s_waitcnt lgkmcnt(14)
	v_mfma_f32_32x32x8_f16 v[48:63], v[184:185], v[84:85], v[48:63]
	v_add_u32_e32 v184, s3, v167
	v_add_u32_e32 v185, s3, v168
	v_mfma_f32_32x32x8_f16 v[32:47], v[192:193], v[84:85], v[32:47]
	v_add_u32_e32 v192, s3, v164
	v_add_u32_e32 v193, s3, v165
	v_mfma_f32_32x32x8_f16 v[48:63], v[186:187], v[80:81], v[48:63]
	v_perm_b32 v187, v250, v246, s11
	v_add_u32_e32 v186, s3, v169
	v_mfma_f32_32x32x8_f16 v[32:47], v[194:195], v[80:81], v[32:47]
	v_perm_b32 v194, v249, v245, s11
	v_perm_b32 v195, v249, v245, s29
	v_mfma_f32_32x32x8_f16 v[48:63], v[204:205], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[208:209], v[92:93], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[206:207], v[64:65], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[210:211], v[64:65], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[212:213], v[78:79], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[216:217], v[78:79], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[214:215], v[74:75], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[218:219], v[74:75], v[32:47]
	s_waitcnt lgkmcnt(13)
	v_mfma_f32_32x32x8_f16 v[48:63], v[220:221], v[70:71], v[48:63]
	s_waitcnt lgkmcnt(12)
	v_mfma_f32_32x32x8_f16 v[32:47], v[224:225], v[70:71], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[222:223], v[90:91], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[226:227], v[90:91], v[32:47]
	s_waitcnt lgkmcnt(11)
	v_mfma_f32_32x32x8_f16 v[48:63], v[228:229], v[86:87], v[48:63]
	s_waitcnt lgkmcnt(10)
	v_mfma_f32_32x32x8_f16 v[32:47], v[232:233], v[86:87], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[230:231], v[82:83], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[234:235], v[82:83], v[32:47]
	s_waitcnt lgkmcnt(9)
	v_mfma_f32_32x32x8_f16 v[48:63], v[236:237], v[94:95], v[48:63]
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x8_f16 v[32:47], v[240:241], v[94:95], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[238:239], v[66:67], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[242:243], v[66:67], v[32:47]
	s_nop 9
	v_max_f32_e32 v204, v49, v49
	v_max_f32_e32 v205, v48, v48
	v_max_f32_e32 v204, v205, v204
	v_max3_f32 v205, v51, v52, v53
	v_max3_f32 v206, v57, v58, v59
	v_max3_f32 v207, v60, v61, v62
	v_max3_f32 v204, v204, v50, v205
	v_max3_f32 v208, v63, v32, v33
	v_max3_f32 v205, v54, v55, v56
	v_max3_f32 v206, v206, v207, v208
	v_max3_f32 v207, v34, v35, v36
	v_max3_f32 v208, v37, v38, v39
	v_max3_f32 v209, v40, v41, v42
	v_max3_f32 v210, v43, v44, v45
	v_max3_f32 v204, v204, v205, v206
	v_max3_f32 v205, v207, v208, v209
	v_max3_f32 v206, v210, v46, v47
	v_max3_f32 v204, v204, v205, v206
	ds_bpermute_b32 v205, v170, v204
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v205, v205, v205
	v_max_f32_e32 v204, v204, v205
	v_mul_f32_e32 v204, v128, v204
	v_max_f32_e32 v130, v130, v204
	v_pk_fma_f32 v[34:35], v[128:129], v[34:35], v[130:131] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], v[128:129], v[48:49], v[130:131] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], v[128:129], v[36:37], v[130:131] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v204, v34
	v_sub_f32_e32 v34, v182, v130
	v_exp_f32_e32 v48, v48
	v_exp_f32_e32 v206, v36
	v_exp_f32_e32 v36, v34
	v_pk_fma_f32 v[50:51], v[128:129], v[50:51], v[130:131] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v49, v49
	v_pk_fma_f32 v[52:53], v[128:129], v[52:53], v[130:131] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[54:55], v[128:129], v[54:55], v[130:131] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v50, v50
	v_pk_fma_f32 v[56:57], v[128:129], v[56:57], v[130:131] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], v[128:129], v[58:59], v[130:131] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[60:61], v[128:129], v[60:61], v[130:131] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], v[128:129], v[62:63], v[130:131] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[32:33], v[128:129], v[32:33], v[130:131] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[128:129], v[38:39], v[130:131] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], v[128:129], v[40:41], v[130:131] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], v[128:129], v[42:43], v[130:131] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], v[128:129], v[44:45], v[130:131] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[128:129], v[46:47], v[130:131] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v51, v51
	v_exp_f32_e32 v52, v52
	v_exp_f32_e32 v53, v53
	v_exp_f32_e32 v54, v54
	v_exp_f32_e32 v55, v55
	v_exp_f32_e32 v56, v56
	v_exp_f32_e32 v57, v57
	v_exp_f32_e32 v58, v58
	v_exp_f32_e32 v59, v59
	v_exp_f32_e32 v60, v60
	v_exp_f32_e32 v61, v61
	v_exp_f32_e32 v62, v62
	v_exp_f32_e32 v63, v63
	v_exp_f32_e32 v32, v32
	v_exp_f32_e32 v33, v33
	v_exp_f32_e32 v205, v35
	v_exp_f32_e32 v207, v37
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
	v_cvt_f16_f32_e32 v35, v48
	ds_write_b32 v252, v36
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v34, v253
	v_cvt_f16_f32_e32 v37, v49
	v_cvt_f16_f32_e32 v182, v50
	v_cvt_f16_f32_e32 v208, v51
	v_cvt_f16_f32_e32 v209, v52
	v_cvt_f16_f32_e32 v210, v53
	v_cvt_f16_f32_e32 v211, v54
	v_cvt_f16_f32_e32 v212, v55
	v_cvt_f16_f32_e32 v213, v56
	v_cvt_f16_f32_e32 v214, v57
	v_cvt_f16_f32_e32 v215, v58
	v_cvt_f16_f32_e32 v216, v59
	v_cvt_f16_f32_e32 v217, v60
	v_cvt_f16_f32_e32 v218, v61
	v_cvt_f16_f32_e32 v219, v62
	v_cvt_f16_f32_e32 v220, v63
	v_cvt_f16_f32_e32 v221, v32
	v_cvt_f16_f32_e32 v222, v33
	v_cvt_f16_f32_e32 v223, v204
	v_cvt_f16_f32_e32 v224, v205
	v_cvt_f16_f32_e32 v225, v206
	v_cvt_f16_f32_e32 v226, v207
	v_cvt_f16_f32_e32 v227, v38
	v_cvt_f16_f32_e32 v228, v39
	v_cvt_f16_f32_e32 v229, v40
	v_cvt_f16_f32_e32 v230, v41
	v_cvt_f16_f32_e32 v231, v42
	v_cvt_f16_f32_e32 v232, v43
	v_cvt_f16_f32_e32 v233, v44
	v_cvt_f16_f32_e32 v234, v45
	v_cvt_f16_f32_e32 v235, v46
	v_cvt_f16_f32_e32 v236, v47
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v254, v35
	ds_write_b16 v254, v37 offset:256
	ds_write_b16 v254, v182 offset:512
	ds_write_b16 v254, v208 offset:768
	ds_write_b16 v254, v209 offset:2048
	ds_write_b16 v254, v210 offset:2304
	ds_write_b16 v254, v211 offset:2560
	ds_write_b16 v254, v212 offset:2816
	ds_write_b16 v254, v213 offset:4096
	ds_write_b16 v254, v214 offset:4352
	ds_write_b16 v254, v215 offset:4608
	ds_write_b16 v254, v216 offset:4864
	ds_write_b16 v254, v217 offset:6144
	ds_write_b16 v254, v218 offset:6400
	ds_write_b16 v254, v219 offset:6656
	ds_write_b16 v254, v220 offset:6912
	ds_write_b16 v254, v221 offset:8192
	ds_write_b16 v254, v222 offset:8448
	ds_write_b16 v254, v223 offset:8704
	ds_write_b16 v254, v224 offset:8960
	ds_write_b16 v254, v225 offset:10240
	ds_write_b16 v254, v226 offset:10496
	ds_write_b16 v254, v227 offset:10752
	ds_write_b16 v254, v228 offset:11008
	ds_write_b16 v254, v229 offset:12288
	ds_write_b16 v254, v230 offset:12544
	ds_write_b16 v254, v231 offset:12800
	ds_write_b16 v254, v232 offset:13056
	ds_write_b16 v254, v233 offset:14336
	ds_write_b16 v254, v234 offset:14592
	ds_write_b16 v254, v235 offset:14848
	ds_write_b16 v254, v236 offset:15104
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v37, v255
	ds_read_u16 v182, v255 offset:256
	ds_read_u16 v35, v255 offset:512
	ds_read_u16 v208, v255 offset:768
	ds_read_u16 v209, v255 offset:2048
	ds_read_u16 v210, v255 offset:2304
	ds_read_u16 v211, v255 offset:2560
	ds_read_u16 v212, v255 offset:2816
	s_waitcnt lgkmcnt(5)
	v_pk_mul_f32 v[16:17], v[16:17], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[34:35] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v35, v208, v35, s11
	v_perm_b32 v34, v182, v37, s11
	v_pk_add_f32 v[48:49], v[48:49], v[50:51]
	v_pk_add_f32 v[50:51], v[52:53], v[54:55]
	v_mfma_f32_32x32x8_f16 v[16:31], v[112:113], v[34:35], v[16:31]
	v_add_f32_e64 v52, v56, v58
	v_add_f32_e64 v53, v57, v59
	v_add_f32_e64 v54, v60, v62
	v_add_f32_e64 v55, v61, v63
	v_add_f32_e64 v32, v32, v204
	v_add_f32_e64 v33, v33, v205
	v_pk_add_f32 v[38:39], v[206:207], v[38:39]
	v_pk_add_f32 v[40:41], v[40:41], v[42:43]
	v_pk_add_f32 v[42:43], v[44:45], v[46:47]
	v_pk_add_f32 v[44:45], v[48:49], v[50:51]
	v_mfma_f32_32x32x8_f16 v[0:15], v[118:119], v[34:35], v[0:15]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v34, v210, v209, s11
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v35, v212, v211, s11
	v_add_f32_e64 v46, v52, v54
	v_add_f32_e64 v47, v53, v55
	v_pk_add_f32 v[32:33], v[32:33], v[38:39]
	v_pk_add_f32 v[38:39], v[40:41], v[42:43]
	v_pk_add_f32 v[40:41], v[44:45], v[46:47]
	v_pk_add_f32 v[32:33], v[32:33], v[38:39]
	v_mfma_f32_32x32x8_f16 v[16:31], v[120:121], v[34:35], v[16:31]
	v_add_f32_e64 v32, v40, v32
	v_add_f32_e64 v33, v41, v33
	v_mov_b32_e32 v182, v130
	v_mfma_f32_32x32x8_f16 v[0:15], v[126:127], v[34:35], v[0:15]
	ds_read_u16 v34, v255 offset:4096
	ds_read_u16 v35, v255 offset:4352
	ds_read_u16 v37, v255 offset:4608
	ds_read_u16 v112, v255 offset:4864
	ds_read_u16 v113, v255 offset:6144
	ds_read_u16 v118, v255 offset:6400
	ds_read_u16 v119, v255 offset:6656
	ds_read_u16 v120, v255 offset:6912
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v34, v35, v34, s11
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v35, v112, v37, s11
	ds_read_u16 v37, v255 offset:8192
	ds_read_u16 v112, v255 offset:8448
	v_mfma_f32_32x32x8_f16 v[16:31], v[116:117], v[34:35], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[114:115], v[34:35], v[0:15]
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v34, v118, v113, s11
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v35, v120, v119, s11
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[124:125], v[34:35], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[122:123], v[34:35], v[0:15]
	ds_read_u16 v35, v255 offset:8704
	ds_read_u16 v113, v255 offset:8960
	ds_read_u16 v114, v255 offset:10240
	ds_read_u16 v115, v255 offset:10496
	ds_read_u16 v116, v255 offset:10752
	ds_read_u16 v117, v255 offset:11008
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v34, v112, v37, s11
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v35, v113, v35, s11
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[104:105], v[34:35], v[16:31]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v104, v115, v114, s11
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v105, v117, v116, s11
	ds_read_u16 v37, v255 offset:12288
	ds_read_u16 v112, v255 offset:12544
	ds_read_u16 v113, v255 offset:12800
	ds_read_u16 v114, v255 offset:13056
	v_mfma_f32_32x32x8_f16 v[0:15], v[110:111], v[34:35], v[0:15]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v34, v112, v37, s11
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v35, v114, v113, s11
	ds_read_u16 v110, v255 offset:14336
	ds_read_u16 v111, v255 offset:14592
	ds_read_u16 v115, v255 offset:14848
	ds_read_u16 v116, v255 offset:15104
	v_add_f32_e32 v37, v32, v33
	ds_bpermute_b32 v38, v170, v37
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v32, v111, v110, s11
	ds_write_b32 v152, v137 offset:32768
	ds_write_b32 v153, v244 offset:32896
	v_mfma_f32_32x32x8_f16 v[0:15], v[102:103], v[104:105], v[0:15]
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v33, v116, v115, s11
	ds_write_b32 v192, v194 offset:33024
	ds_write_b32 v193, v195 offset:33152
	ds_write_b128 v191, v[196:199]
	ds_write_b128 v191, v[200:203] offset:8192
	ds_write_b32 v183, v187 offset:33280
	ds_write_b32 v184, v188 offset:33408
	ds_write_b32 v185, v189 offset:33536
	ds_write_b32 v186, v190 offset:33664
	v_mfma_f32_32x32x8_f16 v[16:31], v[96:97], v[104:105], v[16:31]
	v_mfma_f32_32x32x8_f16 v[16:31], v[108:109], v[34:35], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[106:107], v[34:35], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[100:101], v[32:33], v[16:31]
	s_waitcnt lgkmcnt(10)
	v_add_f32_e32 v100, v37, v38
	v_fmac_f32_e32 v100, v181, v36
	v_mov_b32_e32 v181, v100
	v_mfma_f32_32x32x8_f16 v[0:15], v[98:99], v[32:33], v[0:15]
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %Flow
	scratch_load_dword v174, off, off       ; 4-byte Folded Reload
	scratch_load_dword v175, off, off offset:4 ; 4-byte Folded Reload
	v_or_b32_e32 v176, 0x2000, v138
	s_branch .LBB0_3
.LBB0_1:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v140, v4
	v_mov_b32_e32 v139, v3
	s_movk_i32 s3, 0x4000
	s_mov_b32 s27, 0x8000
	s_mov_b32 s2, 0xc000
	v_mov_b32_e32 v130, 0xff800000
	v_mov_b32_e32 v100, 0
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
.LBB0_3:                                ; %Flow1385
	s_load_dwordx2 s[10:11], s[0:1], 0x3c
	s_and_b64 s[0:1], vcc, exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	v_or_b32_e32 v97, v151, v156
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_4
; %bb.6:
	v_add_u32_e32 v52, s22, v97
	ds_read2_b64 v[48:51], v52 offset1:2
	v_add_u32_e32 v96, 0x2000, v52
	ds_read2_b64 v[102:105], v96 offset1:2
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[76:77], 0
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[72:73], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[68:69], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[88:89], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[84:85], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[80:81], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[92:93], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[64:65], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[78:79], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[74:75], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[70:71], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[90:91], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[86:87], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[82:83], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[94:95], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[66:67], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[102:103], v[76:77], 0
	v_mfma_f32_32x32x8_f16 v[48:63], v[104:105], v[72:73], v[48:63]
	ds_read2_b64 v[102:105], v96 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[102:103], v[68:69], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[104:105], v[88:89], v[48:63]
	ds_read2_b64 v[102:105], v96 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[102:103], v[84:85], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[104:105], v[80:81], v[48:63]
	ds_read2_b64 v[102:105], v96 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[102:103], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[104:105], v[64:65], v[48:63]
	ds_read2_b64 v[102:105], v96 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[102:103], v[78:79], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[104:105], v[74:75], v[48:63]
	ds_read2_b64 v[102:105], v96 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[102:103], v[70:71], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[104:105], v[90:91], v[48:63]
	ds_read2_b64 v[102:105], v96 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[102:103], v[86:87], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[104:105], v[82:83], v[48:63]
	ds_read2_b64 v[102:105], v96 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[102:103], v[94:95], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[104:105], v[66:67], v[48:63]
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
	v_max3_f32 v101, v41, v42, v43
	v_max3_f32 v102, v44, v45, v46
	s_nop 3
	v_max3_f32 v103, v47, v48, v49
	v_max3_f32 v99, v38, v39, v40
	v_max3_f32 v104, v50, v51, v52
	v_max3_f32 v105, v53, v54, v55
	v_max3_f32 v106, v56, v57, v58
	v_max3_f32 v107, v59, v60, v61
	v_max3_f32 v96, v96, v34, v98
	v_max3_f32 v98, v101, v102, v103
	v_max3_f32 v101, v104, v105, v106
	v_max3_f32 v102, v107, v62, v63
	v_max3_f32 v96, v96, v99, v98
	v_max3_f32 v96, v96, v101, v102
	v_xor_b32_e32 v107, 0x80, v155
	ds_bpermute_b32 v98, v107, v96
	s_cmp_eq_u32 s24, 0
	s_cselect_b32 s0, 0, 0x1010
	s_lshr_b32 s22, s19, 1
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v98, v98, v98
	v_max_f32_e32 v96, v96, v98
	v_mul_f32_e32 v96, v128, v96
	v_max_f32_e32 v98, v130, v130
	v_max_f32_e32 v96, v98, v96
	v_pk_fma_f32 v[32:33], v[128:129], v[32:33], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], v[128:129], v[34:35], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], v[128:129], v[36:37], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[128:129], v[38:39], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], v[128:129], v[40:41], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], v[128:129], v[42:43], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], v[128:129], v[44:45], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[128:129], v[46:47], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], v[128:129], v[48:49], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], v[128:129], v[50:51], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[52:53], v[128:129], v[52:53], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[54:55], v[128:129], v[54:55], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[56:57], v[128:129], v[56:57], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], v[128:129], v[58:59], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[60:61], v[128:129], v[60:61], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], v[128:129], v[62:63], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_sub_f32_e32 v98, v130, v96
	v_exp_f32_e32 v101, v98
	v_exp_f32_e32 v98, v32
	v_exp_f32_e32 v99, v33
	v_exp_f32_e32 v104, v34
	v_exp_f32_e32 v105, v35
	v_exp_f32_e32 v118, v36
	v_exp_f32_e32 v119, v37
	v_exp_f32_e32 v120, v38
	v_exp_f32_e32 v121, v39
	v_exp_f32_e32 v122, v40
	v_exp_f32_e32 v123, v41
	v_exp_f32_e32 v124, v42
	v_exp_f32_e32 v125, v43
	v_exp_f32_e32 v126, v44
	v_exp_f32_e32 v127, v45
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
	v_pk_add_f32 v[32:33], v[98:99], v[104:105]
	v_pk_add_f32 v[34:35], v[118:119], v[120:121]
	v_pk_add_f32 v[36:37], v[122:123], v[124:125]
	v_pk_add_f32 v[38:39], v[126:127], v[156:157]
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
	v_cvt_f16_f32_e32 v106, v98
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_or_b32_e32 v34, s0, v151
	v_add_f32_e32 v102, v32, v33
	v_mul_u32_u24_e32 v33, 0x88, v150
	v_and_b32_e32 v32, 0x808, v154
	v_xor_b32_e32 v33, v34, v33
	v_xor_b32_e32 v109, v33, v32
	v_add_u32_e32 v32, s27, v109
	v_xor_b32_e32 v110, 16, v109
	ds_read2st64_b64 v[36:39], v32 offset1:16
	v_add_u32_e32 v32, s27, v110
	v_xor_b32_e32 v111, 32, v109
	ds_read2st64_b64 v[40:43], v32 offset1:16
	v_add_u32_e32 v32, s27, v111
	v_xor_b32_e32 v112, 48, v109
	ds_read2st64_b64 v[48:51], v32 offset1:16
	v_add_u32_e32 v32, s27, v112
	v_xor_b32_e32 v113, 64, v109
	v_lshlrev_b32_e32 v98, 2, v131
	ds_read2st64_b64 v[52:55], v32 offset1:16
	v_add_u32_e32 v32, s27, v113
	v_xor_b32_e32 v114, 0x50, v109
	v_xor_b32_e32 v115, 0x60, v109
	v_xor_b32_e32 v116, 0x70, v109
	v_cvt_f16_f32_e32 v117, v104
	v_lshl_or_b32 v104, s26, 1, v98
	ds_read2st64_b64 v[44:47], v32 offset1:16
	v_add_u32_e32 v32, s27, v114
	v_add_u32_e32 v56, s27, v115
	v_add_u32_e32 v60, s27, v116
	v_cvt_f16_f32_e32 v129, v105
	v_add_u32_e32 v105, 0x10000, v104
	ds_read2st64_b64 v[32:35], v32 offset1:16
	ds_read2st64_b64 v[56:59], v56 offset1:16
	ds_read2st64_b64 v[60:63], v60 offset1:16
	ds_write_b32 v105, v101
	v_or_b32_e32 v105, s19, v98
	v_add_u32_e32 v98, 0x10000, v105
	ds_bpermute_b32 v103, v107, v102
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v98, v98
	v_cvt_f16_f32_e32 v99, v99
	s_mov_b32 s0, 0x10000
	v_cvt_f16_f32_e32 v153, v160
	v_cvt_f16_f32_e32 v160, v167
	v_add3_u32 v167, s0, v140, v139
	s_and_b64 s[0:1], vcc, exec
	v_add_u32_e32 v108, s26, v167
	s_cselect_b32 s0, 1, 0
	v_cvt_f16_f32_e32 v118, v118
	v_cvt_f16_f32_e32 v119, v119
	v_cvt_f16_f32_e32 v120, v120
	v_cvt_f16_f32_e32 v121, v121
	v_cvt_f16_f32_e32 v122, v122
	v_cvt_f16_f32_e32 v123, v123
	v_cvt_f16_f32_e32 v124, v124
	v_cvt_f16_f32_e32 v125, v125
	v_cvt_f16_f32_e32 v126, v126
	v_cvt_f16_f32_e32 v127, v127
	v_cvt_f16_f32_e32 v137, v156
	v_cvt_f16_f32_e32 v150, v157
	v_cvt_f16_f32_e32 v151, v158
	v_cvt_f16_f32_e32 v152, v159
	v_cvt_f16_f32_e32 v154, v161
	v_cvt_f16_f32_e32 v155, v162
	v_cvt_f16_f32_e32 v156, v163
	v_cvt_f16_f32_e32 v157, v164
	v_cvt_f16_f32_e32 v158, v165
	v_cvt_f16_f32_e32 v159, v166
	v_cvt_f16_f32_e32 v161, v168
	v_cvt_f16_f32_e32 v162, v169
	v_cvt_f16_f32_e32 v163, v170
	v_cvt_f16_f32_e32 v164, v171
	v_cvt_f16_f32_e32 v165, v172
	v_cvt_f16_f32_e32 v166, v173
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v108, v106
	ds_write_b16 v108, v99 offset:256
	ds_write_b16 v108, v117 offset:512
	ds_write_b16 v108, v129 offset:768
	ds_write_b16 v108, v118 offset:2048
	ds_write_b16 v108, v119 offset:2304
	ds_write_b16 v108, v120 offset:2560
	ds_write_b16 v108, v121 offset:2816
	ds_write_b16 v108, v122 offset:4096
	ds_write_b16 v108, v123 offset:4352
	ds_write_b16 v108, v124 offset:4608
	ds_write_b16 v108, v125 offset:4864
	ds_write_b16 v108, v126 offset:6144
	ds_write_b16 v108, v127 offset:6400
	ds_write_b16 v108, v137 offset:6656
	ds_write_b16 v108, v150 offset:6912
	ds_write_b16 v108, v151 offset:8192
	ds_write_b16 v108, v152 offset:8448
	ds_write_b16 v108, v153 offset:8704
	ds_write_b16 v108, v154 offset:8960
	ds_write_b16 v108, v155 offset:10240
	ds_write_b16 v108, v156 offset:10496
	ds_write_b16 v108, v157 offset:10752
	ds_write_b16 v108, v158 offset:11008
	ds_write_b16 v108, v159 offset:12288
	ds_write_b16 v108, v160 offset:12544
	ds_write_b16 v108, v161 offset:12800
	ds_write_b16 v108, v162 offset:13056
	ds_write_b16 v108, v163 offset:14336
	ds_write_b16 v108, v164 offset:14592
	ds_write_b16 v108, v165 offset:14848
	ds_write_b16 v108, v166 offset:15104
	s_cmp_lg_u32 s0, 1
	v_add_u32_e32 v106, s22, v167
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_6
; %bb.9:
	v_pk_mul_f32 v[30:31], v[30:31], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[98:99] op_sel_hi:[1,0]
	ds_read_u16 v99, v106 offset:768
	ds_read_u16 v117, v106 offset:512
	ds_read_u16 v118, v106 offset:256
	ds_read_u16 v120, v106
	s_mov_b32 s0, 0x5040100
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[18:19], v[18:19], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[98:99] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v119, v99, v117, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v118, v118, v120, s0
	v_mov_b32_e32 v130, v96
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[36:37], v[118:119], v[16:31]
	ds_read_u16 v36, v106 offset:2816
	ds_read_u16 v37, v106 offset:2560
	ds_read_u16 v99, v106 offset:2304
	ds_read_u16 v117, v106 offset:2048
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v37, v36, v37, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v36, v99, v117, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[36:37], v[16:31]
	ds_read_u16 v40, v106 offset:4864
	ds_read_u16 v41, v106 offset:4608
	ds_read_u16 v99, v106 offset:4352
	ds_read_u16 v117, v106 offset:4096
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v41, v40, v41, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v40, v99, v117, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[40:41], v[16:31]
	ds_read_u16 v48, v106 offset:6912
	ds_read_u16 v49, v106 offset:6656
	ds_read_u16 v99, v106 offset:6400
	ds_read_u16 v117, v106 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v49, v48, v49, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v48, v99, v117, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[52:53], v[48:49], v[16:31]
	ds_read_u16 v52, v106 offset:8960
	ds_read_u16 v53, v106 offset:8704
	ds_read_u16 v99, v106 offset:8448
	ds_read_u16 v117, v106 offset:8192
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v53, v52, v53, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v52, v99, v117, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[52:53], v[16:31]
	ds_read_u16 v44, v106 offset:11008
	ds_read_u16 v45, v106 offset:10752
	ds_read_u16 v99, v106 offset:10496
	ds_read_u16 v117, v106 offset:10240
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v45, v44, v45, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v44, v99, v117, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[32:33], v[44:45], v[16:31]
	ds_read_u16 v32, v106 offset:13056
	ds_read_u16 v33, v106 offset:12800
	ds_read_u16 v99, v106 offset:12544
	ds_read_u16 v117, v106 offset:12288
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v33, v32, v33, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v32, v99, v117, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[32:33], v[16:31]
	ds_read_u16 v56, v106 offset:15104
	ds_read_u16 v57, v106 offset:14848
	ds_read_u16 v99, v106 offset:14592
	ds_read_u16 v117, v106 offset:14336
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[14:15], v[14:15], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[98:99] op_sel_hi:[1,0]
	v_perm_b32 v57, v56, v57, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v56, v99, v117, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[118:119], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[36:37], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[40:41], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[48:49], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[52:53], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[44:45], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[32:33], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[60:61], v[56:57], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[56:57], v[0:15]
.LBB0_6:
	s_or_b32 s22, s25, 63
	s_cmpk_gt_i32 s22, 0x7f
	s_cselect_b64 s[0:1], -1, 0
	s_cmpk_lt_i32 s22, 0x80
	v_mov_b32_e32 v129, v128
	s_cbranch_scc1 .LBB0_7
; %bb.11:
	v_add_u32_e32 v52, s3, v97
	ds_read2_b64 v[48:51], v52 offset1:2
	v_add_u32_e32 v96, 0x2000, v52
	ds_read2_b64 v[118:121], v96 offset1:2
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[76:77], 0
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[72:73], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[68:69], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[88:89], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[84:85], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[80:81], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[92:93], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[64:65], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[78:79], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[74:75], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[70:71], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[90:91], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[86:87], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[82:83], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[94:95], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[66:67], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[118:119], v[76:77], 0
	v_mfma_f32_32x32x8_f16 v[48:63], v[120:121], v[72:73], v[48:63]
	ds_read2_b64 v[118:121], v96 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[118:119], v[68:69], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[120:121], v[88:89], v[48:63]
	ds_read2_b64 v[118:121], v96 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[118:119], v[84:85], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[120:121], v[80:81], v[48:63]
	ds_read2_b64 v[118:121], v96 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[118:119], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[120:121], v[64:65], v[48:63]
	ds_read2_b64 v[118:121], v96 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[118:119], v[78:79], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[120:121], v[74:75], v[48:63]
	ds_read2_b64 v[118:121], v96 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[118:119], v[70:71], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[120:121], v[90:91], v[48:63]
	ds_read2_b64 v[118:121], v96 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[118:119], v[86:87], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[120:121], v[82:83], v[48:63]
	ds_read2_b64 v[118:121], v96 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[118:119], v[94:95], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[120:121], v[66:67], v[48:63]
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
	v_max3_f32 v117, v41, v42, v43
	v_max3_f32 v118, v44, v45, v46
	s_nop 3
	v_max3_f32 v119, v47, v48, v49
	v_max3_f32 v99, v38, v39, v40
	v_max3_f32 v120, v50, v51, v52
	v_max3_f32 v121, v53, v54, v55
	v_max3_f32 v122, v56, v57, v58
	v_max3_f32 v123, v59, v60, v61
	v_max3_f32 v96, v96, v34, v98
	v_max3_f32 v98, v117, v118, v119
	v_max3_f32 v117, v120, v121, v122
	v_max3_f32 v118, v123, v62, v63
	v_max3_f32 v96, v96, v99, v98
	v_max3_f32 v96, v96, v117, v118
	ds_bpermute_b32 v98, v107, v96
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v98, v98, v98
	v_max_f32_e32 v96, v96, v98
	v_mul_f32_e32 v96, v128, v96
	v_max_f32_e32 v98, v130, v130
	v_max_f32_e32 v96, v98, v96
	v_pk_fma_f32 v[32:33], v[128:129], v[32:33], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], v[128:129], v[34:35], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], v[128:129], v[36:37], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[128:129], v[38:39], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], v[128:129], v[40:41], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], v[128:129], v[42:43], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], v[128:129], v[44:45], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[128:129], v[46:47], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], v[128:129], v[48:49], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], v[128:129], v[50:51], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[52:53], v[128:129], v[52:53], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[54:55], v[128:129], v[54:55], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[56:57], v[128:129], v[56:57], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], v[128:129], v[58:59], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[60:61], v[128:129], v[60:61], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], v[128:129], v[62:63], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_sub_f32_e32 v98, v130, v96
	v_exp_f32_e32 v117, v98
	v_exp_f32_e32 v98, v32
	v_exp_f32_e32 v99, v33
	v_exp_f32_e32 v120, v34
	v_exp_f32_e32 v121, v35
	v_exp_f32_e32 v122, v36
	v_exp_f32_e32 v123, v37
	v_exp_f32_e32 v124, v38
	v_exp_f32_e32 v125, v39
	v_exp_f32_e32 v126, v40
	v_exp_f32_e32 v127, v41
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
	v_pk_add_f32 v[32:33], v[98:99], v[120:121]
	v_pk_add_f32 v[34:35], v[122:123], v[124:125]
	v_pk_add_f32 v[36:37], v[126:127], v[150:151]
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
	v_add_u32_e32 v56, s2, v115
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_add_u32_e32 v60, s2, v116
	v_add_f32_e32 v118, v32, v33
	v_add_u32_e32 v32, s2, v109
	ds_read2st64_b64 v[36:39], v32 offset1:16
	v_add_u32_e32 v32, s2, v110
	ds_read2st64_b64 v[40:43], v32 offset1:16
	v_add_u32_e32 v32, s2, v111
	ds_read2st64_b64 v[48:51], v32 offset1:16
	v_add_u32_e32 v32, s2, v112
	ds_read2st64_b64 v[52:55], v32 offset1:16
	v_add_u32_e32 v32, s2, v113
	ds_read2st64_b64 v[44:47], v32 offset1:16
	v_add_u32_e32 v32, s2, v114
	v_cvt_f16_f32_e32 v129, v98
	v_add_u32_e32 v98, 0x10000, v104
	ds_read2st64_b64 v[32:35], v32 offset1:16
	ds_read2st64_b64 v[56:59], v56 offset1:16
	ds_read2st64_b64 v[60:63], v60 offset1:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b32 v98, v117
	v_add_u32_e32 v98, 0x10000, v105
	ds_bpermute_b32 v119, v107, v118
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v98, v98
	v_cvt_f16_f32_e32 v99, v99
	s_and_b64 s[2:3], s[0:1], exec
	v_cvt_f16_f32_e32 v120, v120
	s_cselect_b32 s2, 1, 0
	v_cvt_f16_f32_e32 v121, v121
	s_cmp_lg_u32 s2, 1
	v_cvt_f16_f32_e32 v122, v122
	v_cvt_f16_f32_e32 v123, v123
	v_cvt_f16_f32_e32 v124, v124
	v_cvt_f16_f32_e32 v125, v125
	v_cvt_f16_f32_e32 v126, v126
	v_cvt_f16_f32_e32 v127, v127
	v_cvt_f16_f32_e32 v137, v150
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
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v108, v129
	ds_write_b16 v108, v99 offset:256
	ds_write_b16 v108, v120 offset:512
	ds_write_b16 v108, v121 offset:768
	ds_write_b16 v108, v122 offset:2048
	ds_write_b16 v108, v123 offset:2304
	ds_write_b16 v108, v124 offset:2560
	ds_write_b16 v108, v125 offset:2816
	ds_write_b16 v108, v126 offset:4096
	ds_write_b16 v108, v127 offset:4352
	ds_write_b16 v108, v137 offset:4608
	ds_write_b16 v108, v150 offset:4864
	ds_write_b16 v108, v151 offset:6144
	ds_write_b16 v108, v152 offset:6400
	ds_write_b16 v108, v153 offset:6656
	ds_write_b16 v108, v154 offset:6912
	ds_write_b16 v108, v155 offset:8192
	ds_write_b16 v108, v156 offset:8448
	ds_write_b16 v108, v157 offset:8704
	ds_write_b16 v108, v158 offset:8960
	ds_write_b16 v108, v159 offset:10240
	ds_write_b16 v108, v160 offset:10496
	ds_write_b16 v108, v161 offset:10752
	ds_write_b16 v108, v162 offset:11008
	ds_write_b16 v108, v163 offset:12288
	ds_write_b16 v108, v164 offset:12544
	ds_write_b16 v108, v165 offset:12800
	ds_write_b16 v108, v166 offset:13056
	ds_write_b16 v108, v167 offset:14336
	ds_write_b16 v108, v168 offset:14592
	ds_write_b16 v108, v169 offset:14848
	ds_write_b16 v108, v170 offset:15104
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_9
; %bb.14:
	v_pk_mul_f32 v[30:31], v[30:31], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[98:99] op_sel_hi:[1,0]
	ds_read_u16 v99, v106 offset:768
	ds_read_u16 v120, v106 offset:512
	ds_read_u16 v122, v106 offset:256
	ds_read_u16 v123, v106
	s_mov_b32 s2, 0x5040100
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[18:19], v[18:19], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[98:99] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v121, v99, v120, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v120, v122, v123, s2
	v_mov_b32_e32 v130, v96
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[36:37], v[120:121], v[16:31]
	ds_read_u16 v36, v106 offset:2816
	ds_read_u16 v37, v106 offset:2560
	ds_read_u16 v99, v106 offset:2304
	ds_read_u16 v122, v106 offset:2048
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v37, v36, v37, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v36, v99, v122, s2
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[36:37], v[16:31]
	ds_read_u16 v40, v106 offset:4864
	ds_read_u16 v41, v106 offset:4608
	ds_read_u16 v99, v106 offset:4352
	ds_read_u16 v122, v106 offset:4096
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v41, v40, v41, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v40, v99, v122, s2
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[40:41], v[16:31]
	ds_read_u16 v48, v106 offset:6912
	ds_read_u16 v49, v106 offset:6656
	ds_read_u16 v99, v106 offset:6400
	ds_read_u16 v122, v106 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v49, v48, v49, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v48, v99, v122, s2
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[52:53], v[48:49], v[16:31]
	ds_read_u16 v52, v106 offset:8960
	ds_read_u16 v53, v106 offset:8704
	ds_read_u16 v99, v106 offset:8448
	ds_read_u16 v122, v106 offset:8192
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v53, v52, v53, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v52, v99, v122, s2
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[52:53], v[16:31]
	ds_read_u16 v44, v106 offset:11008
	ds_read_u16 v45, v106 offset:10752
	ds_read_u16 v99, v106 offset:10496
	ds_read_u16 v122, v106 offset:10240
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v45, v44, v45, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v44, v99, v122, s2
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[32:33], v[44:45], v[16:31]
	ds_read_u16 v32, v106 offset:13056
	ds_read_u16 v33, v106 offset:12800
	ds_read_u16 v99, v106 offset:12544
	ds_read_u16 v122, v106 offset:12288
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v33, v32, v33, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v32, v99, v122, s2
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[32:33], v[16:31]
	ds_read_u16 v56, v106 offset:15104
	ds_read_u16 v57, v106 offset:14848
	ds_read_u16 v99, v106 offset:14592
	ds_read_u16 v122, v106 offset:14336
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[14:15], v[14:15], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[98:99] op_sel_hi:[1,0]
	v_perm_b32 v57, v56, v57, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v56, v99, v122, s2
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[120:121], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[36:37], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[40:41], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[48:49], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[52:53], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[44:45], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[32:33], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[60:61], v[56:57], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[56:57], v[0:15]
.LBB0_9:                               ; %.._crit_edge608_crit_edge
	s_sub_i32 s2, s28, s16
	s_lshl_b32 s16, s2, 7
	s_add_i32 s15, s15, s12
	s_cmp_gt_i32 s16, s25
	v_add_lshl_u32 v32, s15, v136, 1
	v_bfrev_b32_e32 v40, 1
	s_cselect_b64 s[2:3], -1, 0
	v_cndmask_b32_e64 v32, v40, v32, s[2:3]
	v_add_lshl_u32 v33, s15, v135, 1
	s_add_i32 s14, s14, s12
	v_cndmask_b32_e64 v33, v40, v33, s[2:3]
	buffer_load_dwordx4 v[50:53], v32, s[4:7], 0 offen
	buffer_load_dwordx4 v[54:57], v33, s[4:7], 0 offen
	v_add_lshl_u32 v32, s14, v138, 1
	v_cndmask_b32_e64 v41, v40, v32, s[2:3]
	s_waitcnt vmcnt(3)
	v_add_lshl_u32 v32, s14, v174, 1
	v_cndmask_b32_e64 v42, v40, v32, s[2:3]
	s_or_b32 s2, s25, 64
	s_mov_b32 s22, s6
	s_mov_b32 s23, s7
	s_cmp_lt_i32 s2, s16
	buffer_load_dwordx4 v[32:35], v41, s[20:23], 0 offen
	buffer_load_dwordx4 v[36:39], v42, s[20:23], 0 offen
	v_add_lshl_u32 v41, s15, v134, 1
	s_cselect_b64 s[2:3], -1, 0
	v_cndmask_b32_e64 v41, v40, v41, s[2:3]
	buffer_load_dwordx4 v[58:61], v41, s[4:7], 0 offen
	v_add_lshl_u32 v41, s15, v133, 1
	v_cndmask_b32_e64 v41, v40, v41, s[2:3]
	buffer_load_dwordx4 v[120:123], v41, s[4:7], 0 offen
	v_add_lshl_u32 v41, s14, v176, 1
	s_waitcnt vmcnt(6)
	v_add_lshl_u32 v42, s14, v175, 1
	v_cndmask_b32_e64 v41, v40, v41, s[2:3]
	v_cndmask_b32_e64 v44, v40, v42, s[2:3]
	buffer_load_dwordx4 v[40:43], v41, s[20:23], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[44:47], v44, s[20:23], 0 offen
	s_mov_b32 s2, 0x5040100
	s_mov_b32 s3, 0x7060302
	s_sub_i32 s5, s16, s25
	s_or_b32 s6, s5, 63
	v_add_u32_e32 v124, 0, v97
	v_add_u32_e32 v48, 0x80, v149
	s_waitcnt vmcnt(7)
	ds_write_b128 v148, v[50:53]
	s_waitcnt vmcnt(6)
	ds_write_b128 v148, v[54:57] offset:8192
	s_waitcnt vmcnt(4)
	v_perm_b32 v49, v36, v32, s2
	v_perm_b32 v32, v36, v32, s3
	v_perm_b32 v36, v37, v33, s2
	v_perm_b32 v33, v37, v33, s3
	v_perm_b32 v37, v38, v34, s2
	v_perm_b32 v34, v38, v34, s3
	v_perm_b32 v38, v39, v35, s2
	v_perm_b32 v35, v39, v35, s3
	s_waitcnt vmcnt(3)
	ds_write_b128 v148, v[58:61] offset:16384
	ds_write_b32 v141, v49 offset:32768
	ds_write_b32 v142, v32 offset:32896
	ds_write_b32 v143, v36 offset:33024
	ds_write_b32 v144, v33 offset:33152
	ds_write_b32 v145, v37 offset:33280
	ds_write_b32 v146, v34 offset:33408
	ds_write_b32 v147, v38 offset:33536
	s_waitcnt vmcnt(2)
	ds_write_b128 v148, v[120:123] offset:24576
	s_waitcnt vmcnt(0)
	v_perm_b32 v32, v44, v40, s2
	v_perm_b32 v34, v45, v41, s2
	v_perm_b32 v37, v46, v42, s2
	v_perm_b32 v39, v47, v43, s2
	s_ashr_i32 s2, s5, 31
	s_lshr_b32 s2, s2, 26
	s_add_i32 s2, s6, s2
	s_ashr_i32 s2, s2, 6
	s_max_i32 s4, s2, 2
	s_cmp_gt_i32 s5, 0
	v_perm_b32 v33, v44, v40, s3
	v_perm_b32 v36, v45, v41, s3
	v_perm_b32 v38, v46, v42, s3
	v_perm_b32 v40, v47, v43, s3
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_lt_i32 s5, 1
	ds_write_b32 v141, v32 offset:49152
	ds_write_b32 v142, v33 offset:49280
	ds_write_b32 v143, v34 offset:49408
	ds_write_b32 v144, v36 offset:49536
	ds_write_b32 v145, v37 offset:49664
	ds_write_b32 v146, v38 offset:49792
	ds_write_b32 v147, v39 offset:49920
	ds_write2st64_b32 v48, v35, v40 offset0:131 offset1:195
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_10
; %bb.16:
	v_add_u32_e32 v32, 0x2000, v124
	ds_read2_b64 v[120:123], v32 offset0:28 offset1:30
	ds_read2_b64 v[134:137], v32 offset0:24 offset1:26
	ds_read2_b64 v[138:141], v32 offset0:20 offset1:22
	ds_read2_b64 v[142:145], v32 offset0:16 offset1:18
	ds_read2_b64 v[146:149], v32 offset0:12 offset1:14
	ds_read2_b64 v[150:153], v32 offset0:8 offset1:10
	ds_read2_b64 v[96:99], v32 offset0:4 offset1:6
	ds_read2_b64 v[48:51], v32 offset1:2
	ds_read2_b64 v[178:181], v124 offset1:2
	ds_read2_b64 v[182:185], v124 offset0:4 offset1:6
	ds_read2_b64 v[154:157], v124 offset0:28 offset1:30
	ds_read2_b64 v[158:161], v124 offset0:24 offset1:26
	ds_read2_b64 v[162:165], v124 offset0:20 offset1:22
	ds_read2_b64 v[166:169], v124 offset0:16 offset1:18
	ds_read2_b64 v[170:173], v124 offset0:12 offset1:14
	ds_read2_b64 v[174:177], v124 offset0:8 offset1:10
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[76:77], 0
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[72:73], v[32:47]
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_32x32x8_f16 v[48:63], v[178:179], v[76:77], 0
	v_mfma_f32_32x32x8_f16 v[48:63], v[180:181], v[72:73], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[96:97], v[68:69], v[32:47]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x8_f16 v[48:63], v[182:183], v[68:69], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[184:185], v[88:89], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[98:99], v[88:89], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[174:175], v[84:85], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[150:151], v[84:85], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[176:177], v[80:81], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[152:153], v[80:81], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[170:171], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[146:147], v[92:93], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[172:173], v[64:65], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[148:149], v[64:65], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[166:167], v[78:79], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[142:143], v[78:79], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[168:169], v[74:75], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[144:145], v[74:75], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[162:163], v[70:71], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[138:139], v[70:71], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[164:165], v[90:91], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[140:141], v[90:91], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[158:159], v[86:87], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[134:135], v[86:87], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[160:161], v[82:83], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[136:137], v[82:83], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[154:155], v[94:95], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[120:121], v[94:95], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[156:157], v[66:67], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[122:123], v[66:67], v[32:47]
	s_nop 9
	v_mov_b32_e32 v96, v56
	v_mov_b32_e32 v56, v57
	v_mov_b32_e32 v57, v58
	v_mov_b32_e32 v58, v59
	v_mov_b32_e32 v59, v60
	v_mov_b32_e32 v60, v61
	v_mov_b32_e32 v61, v62
	v_mov_b32_e32 v97, v33
	v_mov_b32_e32 v98, v42
	v_mov_b32_e32 v99, v47
	v_mov_b32_e32 v62, v63
	v_mov_b32_e32 v63, v32
	v_mov_b32_e32 v32, v43
	v_mov_b32_e32 v33, v44
	v_mov_b32_e32 v42, v45
	v_mov_b32_e32 v43, v46
	s_branch .LBB0_11
.LBB0_10:
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v97, v96
	v_mov_b32_e32 v98, v96
	v_mov_b32_e32 v99, v96
	v_mov_b32_e32 v56, v96
	v_mov_b32_e32 v57, v96
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
	v_mov_b32_e32 v32, v96
	v_mov_b32_e32 v33, v96
	v_mov_b32_e32 v42, v96
	v_mov_b32_e32 v43, v96
.LBB0_11:
	s_lshl_b32 s4, s4, 6
	v_lshrrev_b32_e32 v120, 3, v132
	s_add_i32 s7, s13, s4
	s_lshr_b32 s4, s26, 1
	v_or_b32_e32 v133, 2, v120
	s_or_b32 s25, s25, s4
	v_or_b32_e32 v145, 1, v120
	v_or_b32_e32 v138, 11, v120
	v_or_b32_e32 v122, s7, v133
	v_or_b32_e32 v123, s25, v131
	v_or_b32_e32 v144, 10, v120
	v_or_b32_e32 v129, s7, v145
	v_or_b32_e32 v164, s7, v138
	v_pk_mul_f32 v[44:45], v[128:129], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[128:129], v[50:51] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[128:129], v[52:53] op_sel_hi:[0,1]
	v_pk_mul_f32 v[52:53], v[128:129], v[96:97] op_sel_hi:[0,1]
	v_mov_b32_e32 v96, 0xc9742400
	v_cmp_ge_i32_e64 s[4:5], v123, v122
	v_or_b32_e32 v150, 9, v120
	v_or_b32_e32 v163, s7, v144
	v_pk_mul_f32 v[50:51], v[128:129], v[54:55] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v46, v96, v46, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v123, v164
	v_or_b32_e32 v155, 8, v120
	v_or_b32_e32 v162, s7, v150
	v_cndmask_b32_e64 v51, v96, v51, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v123, v163
	v_or_b32_e32 v143, 3, v120
	v_or_b32_e32 v161, s7, v155
	v_cndmask_b32_e64 v50, v96, v50, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v123, v162
	v_or_b32_e32 v121, s7, v143
	v_or_b32_e32 v160, s7, v120
	v_cndmask_b32_e64 v49, v96, v49, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v123, v161
	v_or_b32_e32 v125, 32, v120
	v_or_b32_e32 v127, 27, v120
	v_cndmask_b32_e64 v48, v96, v48, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v123, v121
	v_or_b32_e32 v172, s7, v125
	v_or_b32_e32 v134, 26, v120
	v_cndmask_b32_e64 v47, v96, v47, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v123, v160
	v_or_b32_e32 v171, s7, v127
	v_pk_mul_f32 v[62:63], v[128:129], v[62:63] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v44, v96, v44, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v123, v129
	v_or_b32_e32 v139, 25, v120
	v_or_b32_e32 v170, s7, v134
	v_cndmask_b32_e64 v45, v96, v45, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v123, v172
	v_pk_mul_f32 v[54:55], v[128:129], v[98:99] op_sel_hi:[0,1]
	v_or_b32_e32 v146, 24, v120
	v_cndmask_b32_e64 v98, v96, v63, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v123, v171
	v_or_b32_e32 v169, s7, v139
	v_pk_mul_f32 v[60:61], v[128:129], v[60:61] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v63, v96, v62, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v123, v170
	v_or_b32_e32 v151, 19, v120
	v_or_b32_e32 v168, s7, v146
	v_cndmask_b32_e64 v62, v96, v61, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v123, v169
	v_or_b32_e32 v156, 18, v120
	v_or_b32_e32 v167, s7, v151
	v_pk_mul_f32 v[58:59], v[128:129], v[58:59] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v61, v96, v60, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v123, v168
	v_or_b32_e32 v158, 17, v120
	v_or_b32_e32 v166, s7, v156
	v_cndmask_b32_e64 v60, v96, v59, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v123, v167
	v_or_b32_e32 v126, 49, v120
	v_or_b32_e32 v165, s7, v158
	v_pk_mul_f32 v[56:57], v[128:129], v[56:57] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v59, v96, v58, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v123, v166
	v_or_b32_e32 v132, 48, v120
	v_or_b32_e32 v180, s7, v126
	v_cndmask_b32_e64 v58, v96, v57, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v123, v165
	v_or_b32_e32 v135, 43, v120
	v_or_b32_e32 v179, s7, v132
	v_pk_mul_f32 v[40:41], v[128:129], v[40:41] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v57, v96, v56, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v123, v180
	v_or_b32_e32 v140, 42, v120
	v_or_b32_e32 v178, s7, v135
	v_cndmask_b32_e64 v41, v96, v41, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v123, v179
	v_or_b32_e32 v147, 41, v120
	v_or_b32_e32 v177, s7, v140
	v_pk_mul_f32 v[38:39], v[128:129], v[38:39] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v40, v96, v40, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v123, v178
	v_or_b32_e32 v152, 40, v120
	v_or_b32_e32 v176, s7, v147
	v_cndmask_b32_e64 v39, v96, v39, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v123, v177
	v_or_b32_e32 v157, 35, v120
	v_or_b32_e32 v175, s7, v152
	v_pk_mul_f32 v[36:37], v[128:129], v[36:37] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v38, v96, v38, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v123, v176
	v_or_b32_e32 v159, 34, v120
	v_or_b32_e32 v174, s7, v157
	v_cndmask_b32_e64 v37, v96, v37, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v123, v175
	v_or_b32_e32 v136, 58, v120
	v_or_b32_e32 v173, s7, v159
	v_pk_mul_f32 v[34:35], v[128:129], v[34:35] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v36, v96, v36, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v123, v174
	v_or_b32_e32 v141, 57, v120
	v_or_b32_e32 v184, s7, v136
	v_cndmask_b32_e64 v35, v96, v35, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v123, v173
	v_or_b32_e32 v148, 56, v120
	v_or_b32_e32 v183, s7, v141
	v_pk_mul_f32 v[42:43], v[128:129], v[42:43] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v34, v96, v34, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v123, v184
	v_or_b32_e32 v153, 51, v120
	v_or_b32_e32 v182, s7, v148
	v_cndmask_b32_e64 v160, v96, v43, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v123, v183
	v_or_b32_e32 v137, 59, v120
	v_or_b32_e32 v181, s7, v153
	v_pk_mul_f32 v[32:33], v[128:129], v[32:33] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v43, v96, v42, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v123, v182
	v_or_b32_e32 v142, 50, v120
	v_or_b32_e32 v188, s7, v137
	v_cndmask_b32_e64 v42, v96, v33, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v123, v181
	v_or_b32_e32 v149, 33, v120
	v_or_b32_e32 v187, s7, v142
	v_cndmask_b32_e64 v33, v96, v32, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v123, v188
	v_or_b32_e32 v154, 16, v120
	v_or_b32_e32 v186, s7, v149
	v_cndmask_b32_e64 v161, v96, v55, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v123, v187
	v_or_b32_e32 v185, s7, v154
	v_max3_f32 v55, v57, v58, v59
	v_cndmask_b32_e64 v32, v96, v54, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v123, v186
	v_max3_f32 v121, v34, v35, v36
	v_max3_f32 v122, v37, v38, v39
	v_cndmask_b32_e64 v99, v96, v53, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v123, v185
	v_max3_f32 v53, v47, v48, v49
	v_max3_f32 v97, v63, v98, v99
	v_cndmask_b32_e64 v56, v96, v52, s[4:5]
	v_max_f32_e32 v52, v44, v45
	v_max3_f32 v96, v60, v61, v62
	v_max3_f32 v54, v50, v51, v56
	v_max3_f32 v129, v40, v41, v32
	v_max3_f32 v162, v33, v42, v43
	v_max3_f32 v52, v52, v46, v53
	v_max3_f32 v53, v55, v96, v97
	v_max3_f32 v55, v121, v122, v129
	v_max3_f32 v96, v162, v160, v161
	v_max3_f32 v52, v52, v54, v53
	v_max3_f32 v52, v52, v55, v96
	ds_bpermute_b32 v53, v107, v52
	s_and_b64 s[4:5], s[2:3], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_waitcnt lgkmcnt(0)
	v_max3_f32 v96, v130, v52, v53
	v_pk_add_f32 v[44:45], v[44:45], v[96:97] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[46:47], v[46:47], v[96:97] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[48:49], v[48:49], v[96:97] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[50:51], v[50:51], v[96:97] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[52:53], v[56:57], v[96:97] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[54:55], v[58:59], v[96:97] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[56:57], v[60:61], v[96:97] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[62:63], v[96:97] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[60:61], v[98:99], v[96:97] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[34:35], v[96:97] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[36:37], v[36:37], v[96:97] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[38:39], v[38:39], v[96:97] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[40:41], v[40:41], v[96:97] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[32:33], v[32:33], v[96:97] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[42:43], v[96:97] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[62:63], v[160:161], v[96:97] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v160, v44
	v_exp_f32_e32 v161, v45
	v_exp_f32_e32 v162, v46
	v_exp_f32_e32 v163, v47
	v_exp_f32_e32 v164, v48
	v_exp_f32_e32 v165, v49
	v_exp_f32_e32 v166, v50
	v_exp_f32_e32 v167, v51
	v_exp_f32_e32 v168, v52
	v_exp_f32_e32 v169, v53
	v_exp_f32_e32 v170, v54
	v_exp_f32_e32 v171, v55
	v_exp_f32_e32 v172, v56
	v_exp_f32_e32 v173, v57
	v_exp_f32_e32 v174, v58
	v_exp_f32_e32 v175, v59
	v_exp_f32_e32 v176, v60
	v_exp_f32_e32 v177, v61
	v_exp_f32_e32 v178, v34
	v_exp_f32_e32 v179, v35
	v_exp_f32_e32 v180, v36
	v_exp_f32_e32 v181, v37
	v_exp_f32_e32 v182, v38
	v_exp_f32_e32 v183, v39
	v_exp_f32_e32 v184, v40
	v_exp_f32_e32 v185, v41
	v_exp_f32_e32 v186, v32
	v_exp_f32_e32 v187, v33
	v_exp_f32_e32 v188, v42
	v_exp_f32_e32 v189, v43
	v_exp_f32_e32 v190, v62
	v_exp_f32_e32 v191, v63
	v_pk_add_f32 v[32:33], v[160:161], v[162:163]
	v_pk_add_f32 v[34:35], v[164:165], v[166:167]
	v_pk_add_f32 v[36:37], v[168:169], v[170:171]
	v_pk_add_f32 v[38:39], v[172:173], v[174:175]
	v_pk_add_f32 v[40:41], v[176:177], v[178:179]
	v_pk_add_f32 v[42:43], v[180:181], v[182:183]
	v_pk_add_f32 v[44:45], v[184:185], v[186:187]
	v_pk_add_f32 v[46:47], v[188:189], v[190:191]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_sub_f32_e32 v97, v130, v96
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_exp_f32_e32 v99, v97
	v_add_f32_e32 v121, v32, v33
	v_add_u32_e32 v32, 0x8000, v109
	ds_read2st64_b64 v[36:39], v32 offset1:16
	v_add_u32_e32 v32, 0x8000, v110
	ds_read2st64_b64 v[40:43], v32 offset1:16
	v_add_u32_e32 v32, 0x8000, v111
	ds_read2st64_b64 v[48:51], v32 offset1:16
	v_add_u32_e32 v32, 0x8000, v112
	ds_read2st64_b64 v[52:55], v32 offset1:16
	v_add_u32_e32 v32, 0x8000, v113
	ds_read2st64_b64 v[44:47], v32 offset1:16
	v_add_u32_e32 v32, 0x8000, v114
	v_add_u32_e32 v56, 0x8000, v115
	v_add_u32_e32 v60, 0x8000, v116
	v_add_u32_e32 v98, 0x10000, v104
	ds_read2st64_b64 v[32:35], v32 offset1:16
	ds_read2st64_b64 v[56:59], v56 offset1:16
	ds_read2st64_b64 v[60:63], v60 offset1:16
	ds_write_b32 v98, v99
	v_add_u32_e32 v98, 0x10000, v105
	ds_bpermute_b32 v122, v107, v121
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v98, v98
	v_cvt_f16_f32_e32 v97, v160
	v_cvt_f16_f32_e32 v129, v161
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
	v_cvt_f16_f32_e32 v174, v176
	v_cvt_f16_f32_e32 v175, v177
	v_cvt_f16_f32_e32 v176, v178
	v_cvt_f16_f32_e32 v177, v179
	v_cvt_f16_f32_e32 v178, v180
	v_cvt_f16_f32_e32 v179, v181
	v_cvt_f16_f32_e32 v180, v182
	v_cvt_f16_f32_e32 v181, v183
	v_cvt_f16_f32_e32 v182, v184
	v_cvt_f16_f32_e32 v183, v185
	v_cvt_f16_f32_e32 v184, v186
	v_cvt_f16_f32_e32 v185, v187
	v_cvt_f16_f32_e32 v186, v188
	v_cvt_f16_f32_e32 v187, v189
	v_cvt_f16_f32_e32 v188, v190
	v_cvt_f16_f32_e32 v189, v191
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v108, v97
	ds_write_b16 v108, v129 offset:256
	ds_write_b16 v108, v160 offset:512
	ds_write_b16 v108, v161 offset:768
	ds_write_b16 v108, v162 offset:2048
	ds_write_b16 v108, v163 offset:2304
	ds_write_b16 v108, v164 offset:2560
	ds_write_b16 v108, v165 offset:2816
	ds_write_b16 v108, v166 offset:4096
	ds_write_b16 v108, v167 offset:4352
	ds_write_b16 v108, v168 offset:4608
	ds_write_b16 v108, v169 offset:4864
	ds_write_b16 v108, v170 offset:6144
	ds_write_b16 v108, v171 offset:6400
	ds_write_b16 v108, v172 offset:6656
	ds_write_b16 v108, v173 offset:6912
	ds_write_b16 v108, v174 offset:8192
	ds_write_b16 v108, v175 offset:8448
	ds_write_b16 v108, v176 offset:8704
	ds_write_b16 v108, v177 offset:8960
	ds_write_b16 v108, v178 offset:10240
	ds_write_b16 v108, v179 offset:10496
	ds_write_b16 v108, v180 offset:10752
	ds_write_b16 v108, v181 offset:11008
	ds_write_b16 v108, v182 offset:12288
	ds_write_b16 v108, v183 offset:12544
	ds_write_b16 v108, v184 offset:12800
	ds_write_b16 v108, v185 offset:13056
	ds_write_b16 v108, v186 offset:14336
	ds_write_b16 v108, v187 offset:14592
	ds_write_b16 v108, v188 offset:14848
	ds_write_b16 v108, v189 offset:15104
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_12
; %bb.19:
	ds_read_u16 v97, v106 offset:768
	ds_read_u16 v129, v106 offset:512
	ds_read_u16 v130, v106 offset:256
	ds_read_u16 v160, v106
	s_mov_b32 s4, 0x5040100
	v_pk_mul_f32 v[30:31], v[30:31], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[98:99] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v161, v97, v129, s4
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v160, v130, v160, s4
	v_pk_mul_f32 v[14:15], v[14:15], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[98:99] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[16:31], v[36:37], v[160:161], v[16:31]
	ds_read_u16 v36, v106 offset:2816
	ds_read_u16 v37, v106 offset:2560
	ds_read_u16 v97, v106 offset:2304
	ds_read_u16 v129, v106 offset:2048
	v_mov_b32_e32 v130, v96
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v37, v36, v37, s4
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v36, v97, v129, s4
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[160:161], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[36:37], v[16:31]
	ds_read_u16 v40, v106 offset:4864
	ds_read_u16 v41, v106 offset:4608
	ds_read_u16 v97, v106 offset:4352
	ds_read_u16 v129, v106 offset:4096
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v41, v40, v41, s4
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v40, v97, v129, s4
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[36:37], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[40:41], v[16:31]
	ds_read_u16 v48, v106 offset:6912
	ds_read_u16 v49, v106 offset:6656
	ds_read_u16 v97, v106 offset:6400
	ds_read_u16 v129, v106 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v49, v48, v49, s4
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v48, v97, v129, s4
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[40:41], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[52:53], v[48:49], v[16:31]
	ds_read_u16 v52, v106 offset:8960
	ds_read_u16 v53, v106 offset:8704
	ds_read_u16 v97, v106 offset:8448
	ds_read_u16 v129, v106 offset:8192
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v53, v52, v53, s4
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v52, v97, v129, s4
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[48:49], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[52:53], v[16:31]
	ds_read_u16 v44, v106 offset:11008
	ds_read_u16 v45, v106 offset:10752
	ds_read_u16 v97, v106 offset:10496
	ds_read_u16 v129, v106 offset:10240
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v45, v44, v45, s4
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v44, v97, v129, s4
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[52:53], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[32:33], v[44:45], v[16:31]
	ds_read_u16 v32, v106 offset:13056
	ds_read_u16 v33, v106 offset:12800
	ds_read_u16 v97, v106 offset:12544
	ds_read_u16 v129, v106 offset:12288
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v33, v32, v33, s4
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v32, v97, v129, s4
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[44:45], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[32:33], v[16:31]
	ds_read_u16 v56, v106 offset:15104
	ds_read_u16 v57, v106 offset:14848
	ds_read_u16 v97, v106 offset:14592
	ds_read_u16 v129, v106 offset:14336
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v57, v56, v57, s4
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v56, v97, v129, s4
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[32:33], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[60:61], v[56:57], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[56:57], v[0:15]
.LBB0_12:
	s_cmpk_gt_i32 s6, 0x7f
	v_mov_b32_e32 v129, v128
	v_mov_b32_e32 v96, v128
	s_cselect_b64 s[4:5], -1, 0
	s_cmpk_lt_i32 s6, 0x80
	v_mov_b32_e32 v97, v128
	s_cbranch_scc1 .LBB0_13
; %bb.21:
	v_add_u32_e32 v32, 0x6000, v124
	ds_read2_b64 v[160:163], v32 offset0:28 offset1:30
	ds_read2_b64 v[164:167], v32 offset0:24 offset1:26
	ds_read2_b64 v[168:171], v32 offset0:20 offset1:22
	ds_read2_b64 v[172:175], v32 offset0:16 offset1:18
	ds_read2_b64 v[176:179], v32 offset0:12 offset1:14
	ds_read2_b64 v[180:183], v32 offset0:8 offset1:10
	ds_read2_b64 v[184:187], v32 offset0:4 offset1:6
	ds_read2_b64 v[48:51], v32 offset1:2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[76:77], 0
	v_add_u32_e32 v48, 0x4000, v124
	ds_read2_b64 v[208:211], v48 offset0:8 offset1:10
	ds_read2_b64 v[212:215], v48 offset1:2
	ds_read2_b64 v[216:219], v48 offset0:4 offset1:6
	ds_read2_b64 v[188:191], v48 offset0:28 offset1:30
	ds_read2_b64 v[192:195], v48 offset0:24 offset1:26
	ds_read2_b64 v[196:199], v48 offset0:20 offset1:22
	ds_read2_b64 v[200:203], v48 offset0:16 offset1:18
	ds_read2_b64 v[204:207], v48 offset0:12 offset1:14
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[72:73], v[32:47]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x8_f16 v[48:63], v[212:213], v[76:77], 0
	v_mfma_f32_32x32x8_f16 v[48:63], v[214:215], v[72:73], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[184:185], v[68:69], v[32:47]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_f16 v[48:63], v[216:217], v[68:69], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[218:219], v[88:89], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[186:187], v[88:89], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[208:209], v[84:85], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[180:181], v[84:85], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[210:211], v[80:81], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[182:183], v[80:81], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[204:205], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[176:177], v[92:93], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[206:207], v[64:65], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[178:179], v[64:65], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[200:201], v[78:79], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[172:173], v[78:79], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[202:203], v[74:75], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[174:175], v[74:75], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[196:197], v[70:71], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[168:169], v[70:71], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[198:199], v[90:91], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[170:171], v[90:91], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[192:193], v[86:87], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[164:165], v[86:87], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[194:195], v[82:83], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[166:167], v[82:83], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[188:189], v[94:95], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[160:161], v[94:95], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[190:191], v[66:67], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[162:163], v[66:67], v[32:47]
	s_nop 9
	v_mov_b32_e32 v68, v56
	v_mov_b32_e32 v56, v57
	v_mov_b32_e32 v57, v58
	v_mov_b32_e32 v58, v59
	v_mov_b32_e32 v59, v60
	v_mov_b32_e32 v60, v61
	v_mov_b32_e32 v61, v62
	v_mov_b32_e32 v69, v33
	v_mov_b32_e32 v64, v42
	v_mov_b32_e32 v65, v47
	v_mov_b32_e32 v62, v63
	v_mov_b32_e32 v63, v32
	v_mov_b32_e32 v32, v43
	v_mov_b32_e32 v33, v44
	v_mov_b32_e32 v42, v45
	v_mov_b32_e32 v43, v46
	s_branch .LBB0_14
.LBB0_13:
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, v68
	v_mov_b32_e32 v64, v68
	v_mov_b32_e32 v65, v68
	v_mov_b32_e32 v56, v68
	v_mov_b32_e32 v57, v68
	v_mov_b32_e32 v58, v68
	v_mov_b32_e32 v59, v68
	v_mov_b32_e32 v60, v68
	v_mov_b32_e32 v61, v68
	v_mov_b32_e32 v62, v68
	v_mov_b32_e32 v63, v68
	v_mov_b32_e32 v48, v68
	v_mov_b32_e32 v49, v68
	v_mov_b32_e32 v50, v68
	v_mov_b32_e32 v51, v68
	v_mov_b32_e32 v52, v68
	v_mov_b32_e32 v53, v68
	v_mov_b32_e32 v54, v68
	v_mov_b32_e32 v55, v68
	v_mov_b32_e32 v34, v68
	v_mov_b32_e32 v35, v68
	v_mov_b32_e32 v36, v68
	v_mov_b32_e32 v37, v68
	v_mov_b32_e32 v38, v68
	v_mov_b32_e32 v39, v68
	v_mov_b32_e32 v40, v68
	v_mov_b32_e32 v41, v68
	v_mov_b32_e32 v32, v68
	v_mov_b32_e32 v33, v68
	v_mov_b32_e32 v42, v68
	v_mov_b32_e32 v43, v68
.LBB0_14:
	s_add_i32 s7, s7, 64
	v_or_b32_e32 v75, s7, v133
	v_mov_b32_e32 v44, v128
	v_mov_b32_e32 v45, v128
	v_or_b32_e32 v66, s7, v145
	v_or_b32_e32 v67, s7, v120
	v_or_b32_e32 v70, s7, v143
	v_or_b32_e32 v71, s7, v155
	v_or_b32_e32 v72, s7, v150
	v_or_b32_e32 v73, s7, v144
	v_or_b32_e32 v74, s7, v138
	v_or_b32_e32 v76, s7, v158
	v_or_b32_e32 v77, s7, v156
	v_or_b32_e32 v78, s7, v151
	v_or_b32_e32 v79, s7, v146
	v_or_b32_e32 v80, s7, v139
	v_or_b32_e32 v81, s7, v134
	v_or_b32_e32 v82, s7, v127
	v_or_b32_e32 v83, s7, v125
	v_or_b32_e32 v84, s7, v159
	v_or_b32_e32 v85, s7, v157
	v_or_b32_e32 v86, s7, v152
	v_or_b32_e32 v87, s7, v147
	v_or_b32_e32 v88, s7, v140
	v_or_b32_e32 v89, s7, v135
	v_or_b32_e32 v90, s7, v132
	v_or_b32_e32 v91, s7, v126
	v_or_b32_e32 v92, s7, v153
	v_or_b32_e32 v93, s7, v148
	v_or_b32_e32 v94, s7, v141
	v_or_b32_e32 v95, s7, v136
	v_or_b32_e32 v98, s7, v154
	v_or_b32_e32 v124, s7, v149
	v_or_b32_e32 v125, s7, v142
	v_or_b32_e32 v126, s7, v137
	v_pk_mul_f32 v[46:47], v[44:45], v[50:51]
	v_pk_mul_f32 v[50:51], v[44:45], v[52:53]
	v_pk_mul_f32 v[52:53], v[44:45], v[54:55]
	v_pk_mul_f32 v[54:55], v[44:45], v[64:65]
	v_pk_mul_f32 v[64:65], v[96:97], v[68:69]
	v_mov_b32_e32 v68, 0xc9742400
	v_cmp_ge_i32_e64 s[6:7], v123, v75
	v_pk_mul_f32 v[58:59], v[44:45], v[58:59]
	v_pk_mul_f32 v[60:61], v[44:45], v[60:61]
	v_pk_mul_f32 v[62:63], v[44:45], v[62:63]
	v_pk_mul_f32 v[36:37], v[44:45], v[36:37]
	v_pk_mul_f32 v[38:39], v[44:45], v[38:39]
	v_pk_mul_f32 v[40:41], v[44:45], v[40:41]
	v_pk_mul_f32 v[42:43], v[44:45], v[42:43]
	v_cndmask_b32_e64 v44, v68, v46, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v123, v74
	v_pk_mul_f32 v[48:49], v[128:129], v[48:49]
	v_pk_mul_f32 v[56:57], v[128:129], v[56:57]
	v_cndmask_b32_e64 v53, v68, v53, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v123, v73
	v_pk_mul_f32 v[34:35], v[128:129], v[34:35]
	v_pk_mul_f32 v[32:33], v[96:97], v[32:33]
	v_cndmask_b32_e64 v52, v68, v52, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v123, v72
	s_nop 1
	v_cndmask_b32_e64 v51, v68, v51, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v123, v71
	s_nop 1
	v_cndmask_b32_e64 v50, v68, v50, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v123, v70
	s_nop 1
	v_cndmask_b32_e64 v45, v68, v47, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v123, v67
	s_nop 1
	v_cndmask_b32_e64 v46, v68, v48, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v123, v66
	s_nop 1
	v_cndmask_b32_e64 v47, v68, v49, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v123, v83
	s_nop 1
	v_cndmask_b32_e64 v48, v68, v63, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v123, v82
	s_nop 1
	v_cndmask_b32_e64 v63, v68, v62, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v123, v81
	s_nop 1
	v_cndmask_b32_e64 v62, v68, v61, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v123, v80
	s_nop 1
	v_cndmask_b32_e64 v61, v68, v60, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v123, v79
	s_nop 1
	v_cndmask_b32_e64 v60, v68, v59, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v123, v78
	s_nop 1
	v_cndmask_b32_e64 v59, v68, v58, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v123, v77
	s_nop 1
	v_cndmask_b32_e64 v58, v68, v57, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v123, v76
	s_nop 1
	v_cndmask_b32_e64 v57, v68, v56, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v123, v91
	s_nop 1
	v_cndmask_b32_e64 v41, v68, v41, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v123, v90
	s_nop 1
	v_cndmask_b32_e64 v40, v68, v40, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v123, v89
	s_nop 1
	v_cndmask_b32_e64 v39, v68, v39, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v123, v88
	s_nop 1
	v_cndmask_b32_e64 v38, v68, v38, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v123, v87
	s_nop 1
	v_cndmask_b32_e64 v37, v68, v37, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v123, v86
	v_max3_f32 v71, v37, v38, v39
	s_nop 0
	v_cndmask_b32_e64 v36, v68, v36, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v123, v85
	s_nop 1
	v_cndmask_b32_e64 v35, v68, v35, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v123, v84
	s_nop 1
	v_cndmask_b32_e64 v34, v68, v34, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v123, v95
	v_max3_f32 v70, v34, v35, v36
	s_nop 0
	v_cndmask_b32_e64 v66, v68, v43, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v123, v94
	s_nop 1
	v_cndmask_b32_e64 v43, v68, v42, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v123, v93
	s_nop 1
	v_cndmask_b32_e64 v42, v68, v33, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v123, v92
	s_nop 1
	v_cndmask_b32_e64 v33, v68, v32, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v123, v126
	v_max3_f32 v73, v33, v42, v43
	s_nop 0
	v_cndmask_b32_e64 v67, v68, v55, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v123, v125
	v_max3_f32 v55, v45, v50, v51
	s_nop 0
	v_cndmask_b32_e64 v32, v68, v54, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v123, v124
	v_max_f32_e32 v54, v46, v47
	v_max3_f32 v72, v40, v41, v32
	v_cndmask_b32_e64 v49, v68, v65, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v123, v98
	v_max3_f32 v65, v57, v58, v59
	v_max3_f32 v69, v63, v48, v49
	v_cndmask_b32_e64 v56, v68, v64, s[6:7]
	v_max3_f32 v68, v60, v61, v62
	v_max3_f32 v64, v52, v53, v56
	v_max3_f32 v54, v54, v44, v55
	v_max3_f32 v55, v65, v68, v69
	v_max3_f32 v65, v70, v71, v72
	v_max3_f32 v68, v73, v66, v67
	v_max3_f32 v54, v54, v64, v55
	v_max3_f32 v54, v54, v65, v68
	ds_bpermute_b32 v55, v107, v54
	v_add_u32_e32 v64, 0x10000, v104
	s_and_b64 s[6:7], s[4:5], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_waitcnt lgkmcnt(0)
	v_max3_f32 v54, v130, v54, v55
	v_pk_add_f32 v[46:47], v[46:47], v[54:55] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[44:45], v[44:45], v[54:55] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[50:51], v[50:51], v[54:55] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[52:53], v[52:53], v[54:55] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[56:57], v[56:57], v[54:55] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[58:59], v[54:55] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[60:61], v[60:61], v[54:55] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[62:63], v[62:63], v[54:55] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[48:49], v[48:49], v[54:55] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[34:35], v[54:55] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[36:37], v[36:37], v[54:55] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[38:39], v[38:39], v[54:55] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[40:41], v[40:41], v[54:55] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[32:33], v[32:33], v[54:55] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[42:43], v[54:55] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[66:67], v[66:67], v[54:55] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v68, v46
	v_exp_f32_e32 v69, v47
	v_exp_f32_e32 v70, v44
	v_exp_f32_e32 v71, v45
	v_exp_f32_e32 v72, v50
	v_exp_f32_e32 v73, v51
	v_exp_f32_e32 v74, v52
	v_exp_f32_e32 v75, v53
	v_exp_f32_e32 v76, v56
	v_exp_f32_e32 v77, v57
	v_exp_f32_e32 v78, v58
	v_exp_f32_e32 v79, v59
	v_exp_f32_e32 v80, v60
	v_exp_f32_e32 v81, v61
	v_exp_f32_e32 v82, v62
	v_exp_f32_e32 v83, v63
	v_exp_f32_e32 v84, v48
	v_exp_f32_e32 v85, v49
	v_exp_f32_e32 v86, v34
	v_exp_f32_e32 v87, v35
	v_exp_f32_e32 v88, v36
	v_exp_f32_e32 v89, v37
	v_exp_f32_e32 v90, v38
	v_exp_f32_e32 v91, v39
	v_exp_f32_e32 v92, v40
	v_exp_f32_e32 v93, v41
	v_exp_f32_e32 v94, v32
	v_exp_f32_e32 v95, v33
	v_exp_f32_e32 v96, v42
	v_exp_f32_e32 v97, v43
	v_exp_f32_e32 v124, v66
	v_exp_f32_e32 v125, v67
	v_sub_f32_e32 v54, v130, v54
	v_pk_add_f32 v[32:33], v[68:69], v[70:71]
	v_pk_add_f32 v[34:35], v[72:73], v[74:75]
	v_pk_add_f32 v[36:37], v[76:77], v[78:79]
	v_pk_add_f32 v[38:39], v[80:81], v[82:83]
	v_pk_add_f32 v[40:41], v[84:85], v[86:87]
	v_pk_add_f32 v[42:43], v[88:89], v[90:91]
	v_pk_add_f32 v[44:45], v[92:93], v[94:95]
	v_pk_add_f32 v[46:47], v[96:97], v[124:125]
	v_exp_f32_e32 v65, v54
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_add_u32_e32 v40, 0xc000, v111
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	ds_read2st64_b64 v[48:51], v40 offset1:16
	v_add_u32_e32 v40, 0xc000, v112
	v_add_f32_e32 v66, v32, v33
	v_add_u32_e32 v32, 0xc000, v109
	v_add_u32_e32 v36, 0xc000, v110
	ds_read2st64_b64 v[52:55], v40 offset1:16
	v_add_u32_e32 v40, 0xc000, v113
	v_add_u32_e32 v44, 0xc000, v114
	v_add_u32_e32 v56, 0xc000, v115
	v_add_u32_e32 v60, 0xc000, v116
	ds_read2st64_b64 v[32:35], v32 offset1:16
	ds_read2st64_b64 v[36:39], v36 offset1:16
	ds_read2st64_b64 v[40:43], v40 offset1:16
	ds_read2st64_b64 v[44:47], v44 offset1:16
	ds_read2st64_b64 v[56:59], v56 offset1:16
	ds_read2st64_b64 v[60:63], v60 offset1:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b32 v64, v65
	v_add_u32_e32 v64, 0x10000, v105
	ds_bpermute_b32 v67, v107, v66
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v64, v64
	v_cvt_f16_f32_e32 v68, v68
	v_cvt_f16_f32_e32 v69, v69
	v_cvt_f16_f32_e32 v70, v70
	v_cvt_f16_f32_e32 v71, v71
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
	v_cvt_f16_f32_e32 v98, v124
	v_cvt_f16_f32_e32 v107, v125
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v108, v68
	ds_write_b16 v108, v69 offset:256
	ds_write_b16 v108, v70 offset:512
	ds_write_b16 v108, v71 offset:768
	ds_write_b16 v108, v72 offset:2048
	ds_write_b16 v108, v73 offset:2304
	ds_write_b16 v108, v74 offset:2560
	ds_write_b16 v108, v75 offset:2816
	ds_write_b16 v108, v76 offset:4096
	ds_write_b16 v108, v77 offset:4352
	ds_write_b16 v108, v78 offset:4608
	ds_write_b16 v108, v79 offset:4864
	ds_write_b16 v108, v80 offset:6144
	ds_write_b16 v108, v81 offset:6400
	ds_write_b16 v108, v82 offset:6656
	ds_write_b16 v108, v83 offset:6912
	ds_write_b16 v108, v84 offset:8192
	ds_write_b16 v108, v85 offset:8448
	ds_write_b16 v108, v86 offset:8704
	ds_write_b16 v108, v87 offset:8960
	ds_write_b16 v108, v88 offset:10240
	ds_write_b16 v108, v89 offset:10496
	ds_write_b16 v108, v90 offset:10752
	ds_write_b16 v108, v91 offset:11008
	ds_write_b16 v108, v92 offset:12288
	ds_write_b16 v108, v93 offset:12544
	ds_write_b16 v108, v94 offset:12800
	ds_write_b16 v108, v95 offset:13056
	ds_write_b16 v108, v96 offset:14336
	ds_write_b16 v108, v97 offset:14592
	ds_write_b16 v108, v98 offset:14848
	ds_write_b16 v108, v107 offset:15104
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_15
; %bb.24:
	ds_read_u16 v68, v106 offset:768
	ds_read_u16 v69, v106 offset:512
	ds_read_u16 v70, v106 offset:256
	ds_read_u16 v71, v106
	s_mov_b32 s6, 0x5040100
	v_pk_mul_f32 v[30:31], v[30:31], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[64:65] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v69, v68, v69, s6
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v68, v70, v71, s6
	v_pk_mul_f32 v[14:15], v[14:15], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[64:65] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[16:31], v[32:33], v[68:69], v[16:31]
	ds_read_u16 v32, v106 offset:2816
	ds_read_u16 v33, v106 offset:2560
	ds_read_u16 v70, v106 offset:2304
	ds_read_u16 v71, v106 offset:2048
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v33, v32, v33, s6
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v32, v70, v71, s6
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[68:69], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[36:37], v[32:33], v[16:31]
	ds_read_u16 v36, v106 offset:4864
	ds_read_u16 v37, v106 offset:4608
	ds_read_u16 v70, v106 offset:4352
	ds_read_u16 v71, v106 offset:4096
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v37, v36, v37, s6
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v36, v70, v71, s6
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[32:33], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[36:37], v[16:31]
	ds_read_u16 v48, v106 offset:6912
	ds_read_u16 v49, v106 offset:6656
	ds_read_u16 v70, v106 offset:6400
	ds_read_u16 v71, v106 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v49, v48, v49, s6
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v48, v70, v71, s6
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[36:37], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[52:53], v[48:49], v[16:31]
	ds_read_u16 v52, v106 offset:8960
	ds_read_u16 v53, v106 offset:8704
	ds_read_u16 v70, v106 offset:8448
	ds_read_u16 v71, v106 offset:8192
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v53, v52, v53, s6
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v52, v70, v71, s6
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[48:49], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[52:53], v[16:31]
	ds_read_u16 v40, v106 offset:11008
	ds_read_u16 v41, v106 offset:10752
	ds_read_u16 v70, v106 offset:10496
	ds_read_u16 v71, v106 offset:10240
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v41, v40, v41, s6
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v40, v70, v71, s6
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[52:53], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[40:41], v[16:31]
	ds_read_u16 v44, v106 offset:13056
	ds_read_u16 v45, v106 offset:12800
	ds_read_u16 v70, v106 offset:12544
	ds_read_u16 v71, v106 offset:12288
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v45, v44, v45, s6
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v44, v70, v71, s6
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[40:41], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[44:45], v[16:31]
	ds_read_u16 v56, v106 offset:15104
	ds_read_u16 v57, v106 offset:14848
	ds_read_u16 v70, v106 offset:14592
	ds_read_u16 v71, v106 offset:14336
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v57, v56, v57, s6
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v56, v70, v71, s6
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[44:45], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[60:61], v[56:57], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[56:57], v[0:15]
.LBB0_15:
	v_add_f32_e32 v33, v102, v103
	v_fmac_f32_e32 v33, v100, v101
	v_add_f32_e32 v32, v118, v119
	v_cndmask_b32_e32 v33, v100, v33, vcc
	v_fmac_f32_e32 v32, v33, v117
	v_cndmask_b32_e64 v32, v33, v32, s[0:1]
	v_add_f32_e32 v34, v121, v122
	v_fmac_f32_e32 v34, v32, v99
	v_add_f32_e32 v33, v66, v67
	v_cndmask_b32_e64 v32, v32, v34, s[2:3]
	v_fmac_f32_e32 v33, v32, v65
	v_cndmask_b32_e64 v32, v32, v33, s[4:5]
	v_add_u32_e32 v33, 0, v104
	ds_write_b32 v33, v32
	v_add_u32_e32 v32, 0, v105
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v33, v32
	s_lshr_b32 s0, s24, 1
	v_or_b32_e32 v32, s0, v120
	s_mul_i32 s18, s18, s10
	s_lshr_b32 s2, s19, 2
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v35, s[0:1], v33, v33, v16
	v_rcp_f32_e32 v36, v35
	s_mul_i32 s17, s17, s11
	v_or_b32_e32 v34, s2, v131
	s_and_b32 s9, s9, 0xffff
	v_fma_f32 v37, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v37, v36
	v_div_scale_f32 v37, vcc, v16, v33, v16
	v_mul_f32_e32 v38, v37, v36
	v_fma_f32 v39, -v35, v38, v37
	v_fmac_f32_e32 v38, v39, v36
	v_fma_f32 v35, -v35, v38, v37
	v_div_scale_f32 v37, s[0:1], v33, v33, v17
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v36, v38
	v_div_fixup_f32 v16, v35, v33, v16
	v_cvt_f16_f32_e32 v16, v16
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v17, v33, v17
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v18
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v17, v35, v33, v17
	v_cvt_f16_f32_e32 v17, v17
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v18, v33, v18
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v19
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v18, v35, v33, v18
	v_cvt_f16_f32_e32 v18, v18
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v19, v33, v19
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v20
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v19, v35, v33, v19
	v_cvt_f16_f32_e32 v19, v19
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v20, v33, v20
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v21
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v20, v35, v33, v20
	v_cvt_f16_f32_e32 v20, v20
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v21, v33, v21
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v22
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v21, v35, v33, v21
	v_cvt_f16_f32_e32 v21, v21
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v22, v33, v22
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v23
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v22, v35, v33, v22
	v_cvt_f16_f32_e32 v22, v22
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v23, v33, v23
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v24
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v23, v35, v33, v23
	v_cvt_f16_f32_e32 v23, v23
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v24, v33, v24
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v25
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v24, v35, v33, v24
	v_cvt_f16_f32_e32 v24, v24
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v25, v33, v25
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v26
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v25, v35, v33, v25
	v_cvt_f16_f32_e32 v25, v25
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v26, v33, v26
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v27
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v26, v35, v33, v26
	v_cvt_f16_f32_e32 v26, v26
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v27, v33, v27
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v28
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v27, v35, v33, v27
	v_cvt_f16_f32_e32 v27, v27
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v28, v33, v28
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v29
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v28, v35, v33, v28
	v_cvt_f16_f32_e32 v28, v28
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v29, v33, v29
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v30
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v29, v35, v33, v29
	v_cvt_f16_f32_e32 v29, v29
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v30, v33, v30
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v31
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v30, v35, v33, v30
	v_cvt_f16_f32_e32 v30, v30
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v31, v33, v31
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v0
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v31, v35, v33, v31
	v_cvt_f16_f32_e32 v31, v31
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v0, v33, v0
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v1
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v0, v35, v33, v0
	s_mov_b32 s11, 0x27000
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v1, v33, v1
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v2
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v1, v35, v33, v1
	s_mov_b32 s10, 0x7ffffffe
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v2, v33, v2
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v3
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v2, v35, v33, v2
	v_cvt_f16_f32_e32 v2, v2
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v3, v33, v3
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v4
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v3, v35, v33, v3
	v_cvt_f16_f32_e32 v3, v3
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v4, v33, v4
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v5
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v4, v35, v33, v4
	v_cvt_f16_f32_e32 v4, v4
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v5, v33, v5
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v6
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v5, v35, v33, v5
	v_cvt_f16_f32_e32 v5, v5
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v6, v33, v6
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v7
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v6, v35, v33, v6
	v_cvt_f16_f32_e32 v6, v6
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v7, v33, v7
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v8
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v7, v35, v33, v7
	v_cvt_f16_f32_e32 v7, v7
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v8, v33, v8
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v9
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v8, v35, v33, v8
	v_cvt_f16_f32_e32 v8, v8
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v9, v33, v9
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v10
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v9, v35, v33, v9
	v_cvt_f16_f32_e32 v9, v9
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v10, v33, v10
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v11
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v10, v35, v33, v10
	v_cvt_f16_f32_e32 v10, v10
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v11, v33, v11
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v12
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v11, v35, v33, v11
	v_cvt_f16_f32_e32 v11, v11
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v12, v33, v12
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v13
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v12, v35, v33, v12
	v_cvt_f16_f32_e32 v12, v12
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v13, v33, v13
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v14
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v13, v35, v33, v13
	v_cvt_f16_f32_e32 v13, v13
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v14, v33, v14
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v15
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v14, v35, v33, v14
	s_add_i32 s0, s12, s18
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v15, v33, v15
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_fmas_f32 v35, v35, v39, v36
	s_add_i32 s0, s0, s17
	v_div_fixup_f32 v15, v35, v33, v15
	v_lshlrev_b32_e32 v33, 7, v34
	v_add_u32_e32 v32, s0, v32
	v_cvt_f16_f32_e32 v34, v0
	v_cvt_f16_f32_e32 v35, v1
	v_pack_b32_f16 v1, v18, v19
	v_pack_b32_f16 v0, v16, v17
	v_add_lshl_u32 v16, v32, v33, 1
	buffer_store_dwordx2 v[0:1], v16, s[8:11], 0 offen
	v_pack_b32_f16 v1, v22, v23
	v_pack_b32_f16 v0, v20, v21
	buffer_store_dwordx2 v[0:1], v16, s[8:11], 0 offen offset:16
	v_pack_b32_f16 v1, v26, v27
	v_pack_b32_f16 v0, v24, v25
	v_cvt_f16_f32_e32 v14, v14
	v_cvt_f16_f32_e32 v15, v15
	buffer_store_dwordx2 v[0:1], v16, s[8:11], 0 offen offset:32
	v_pack_b32_f16 v1, v30, v31
	v_pack_b32_f16 v0, v28, v29
	buffer_store_dwordx2 v[0:1], v16, s[8:11], 0 offen offset:48
	v_pack_b32_f16 v1, v2, v3
	v_pack_b32_f16 v0, v34, v35
	buffer_store_dwordx2 v[0:1], v16, s[8:11], 0 offen offset:128
	v_pack_b32_f16 v1, v6, v7
	v_pack_b32_f16 v0, v4, v5
	buffer_store_dwordx2 v[0:1], v16, s[8:11], 0 offen offset:144
	v_pack_b32_f16 v1, v10, v11
	v_pack_b32_f16 v0, v8, v9
	buffer_store_dwordx2 v[0:1], v16, s[8:11], 0 offen offset:160
	v_pack_b32_f16 v1, v14, v15
	v_pack_b32_f16 v0, v12, v13
	buffer_store_dwordx2 v[0:1], v16, s[8:11], 0 offen offset:176
	s_endpgm
.Lfunc_end0:
	.size	flash_attention_fwd_kernel, .Lfunc_end0-flash_attention_fwd_kernel
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel flash_attention_fwd_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 12
		.amdhsa_kernarg_size 352
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 14
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 256
		.amdhsa_next_free_sgpr 34
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
	.set .Lflash_attention_fwd_kernel.num_agpr, 0
	.set .Lflash_attention_fwd_kernel.numbered_sgpr, 34
	.set .Lflash_attention_fwd_kernel.num_named_barrier, 0
	.set .Lflash_attention_fwd_kernel.private_seg_size, 12
	.set .Lflash_attention_fwd_kernel.uses_vcc, 1
	.set .Lflash_attention_fwd_kernel.uses_flat_scratch, 0
	.set .Lflash_attention_fwd_kernel.has_dyn_sized_stack, 0
	.set .Lflash_attention_fwd_kernel.has_recursion, 0
	.set .Lflash_attention_fwd_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 20160
; TotalNumSgprs: 40
; NumVgprs: 256
; NumAgprs: 0
; TotalNumVgprs: 256
; ScratchSize: 12
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 256
; AccumOffset: 256
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
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
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     global_buffer
      - .offset:         96
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         100
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         104
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         108
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         110
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         112
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         114
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         116
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         118
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         136
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         144
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         152
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         160
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         216
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 352
    .max_flat_workgroup_size: 512
    .name:           flash_attention_fwd_kernel
    .private_segment_fixed_size: 12
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         flash_attention_fwd_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     256
    .vgpr_spill_count: 2
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
