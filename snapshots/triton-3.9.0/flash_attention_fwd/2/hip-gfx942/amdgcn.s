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
	s_mov_b64 s[20:21], s[2:3]
	s_load_dword s2, s[0:1], 0x44
	s_load_dword s18, s[0:1], 0x60
	s_abs_i32 s22, s17
	s_mov_b64 s[72:73], s[6:7]
	s_not_b32 s7, s16
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s3, s2
	v_cvt_f32_u32_e32 v1, s3
	s_sub_i32 s23, 0, s3
	v_readfirstlane_b32 s19, v0
	s_add_i32 s79, s18, s7
	v_rcp_f32_e32 v1, v1
	s_xor_b32 s7, s17, s2
	s_and_b32 s6, s19, 0xc0
	s_ashr_i32 s7, s7, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_and_b32_e32 v173, 15, v0
	v_lshlrev_b32_e32 v20, 3, v173
	v_and_b32_e32 v140, 32, v0
	v_readfirstlane_b32 s24, v1
	s_mul_i32 s23, s23, s24
	s_mul_hi_u32 s23, s24, s23
	s_add_i32 s24, s24, s23
	s_mul_hi_u32 s23, s22, s24
	s_mul_i32 s24, s23, s3
	s_sub_i32 s22, s22, s24
	s_add_i32 s24, s23, 1
	s_sub_i32 s25, s22, s3
	s_cmp_ge_u32 s22, s3
	s_cselect_b32 s23, s24, s23
	s_cselect_b32 s22, s25, s22
	s_add_i32 s24, s23, 1
	s_cmp_ge_u32 s22, s3
	s_cselect_b32 s3, s24, s23
	s_xor_b32 s3, s3, s7
	s_sub_i32 s76, s3, s7
	s_mul_i32 s2, s76, s2
	s_sub_i32 s77, s17, s2
	s_mul_i32 s2, s76, s11
	v_and_b32_e32 v1, 63, v0
	s_lshl_b32 s33, s79, 13
	s_mul_i32 s3, s77, s12
	v_or_b32_e32 v19, s6, v1
	s_add_i32 s2, s33, s2
	v_lshlrev_b32_e32 v2, 3, v19
	s_add_i32 s2, s2, s3
	s_movk_i32 s3, 0x780
	v_and_or_b32 v144, v2, s3, v20
	v_or_b32_e32 v143, 0x800, v144
	v_or_b32_e32 v142, 0x1000, v144
	s_mov_b32 s7, 0x27000
	s_mov_b32 s6, 0x7ffffffe
	v_or_b32_e32 v141, 0x1800, v144
	s_and_b32 s21, s21, 0xffff
	s_mov_b32 s22, s6
	s_mov_b32 s23, s7
	v_add_lshl_u32 v10, s2, v144, 1
	v_add_lshl_u32 v11, s2, v143, 1
	v_add_lshl_u32 v18, s2, v142, 1
	buffer_load_dwordx4 v[2:5], v10, s[20:23], 0 offen
	buffer_load_dwordx4 v[6:9], v11, s[20:23], 0 offen
	v_add_lshl_u32 v21, s2, v141, 1
	buffer_load_dwordx4 v[10:13], v18, s[20:23], 0 offen
	buffer_load_dwordx4 v[14:17], v21, s[20:23], 0 offen
	s_load_dword s2, s[0:1], 0x38
	v_and_b32_e32 v22, 0xf0, v19
	v_and_b32_e32 v248, 31, v0
	v_lshrrev_b32_e32 v174, 2, v140
	v_lshlrev_b32_e32 v164, 4, v19
	v_lshrrev_b32_e32 v18, 1, v22
	s_and_b32 s17, s19, 64
	v_lshlrev_b32_e32 v175, 8, v248
	v_xor_b32_e32 v21, v20, v174
	v_xor_b32_e32 v23, v18, v164
	s_lshl_b32 s3, s17, 7
	v_add_u32_e32 v24, 0, v23
	v_or3_b32 v21, s3, v21, v175
	s_mul_i32 s3, s76, s13
	s_mul_i32 s11, s76, s15
	s_mul_i32 s12, s77, s14
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s2, s77, s2
	v_xad_u32 v23, v23, 8, 0
	s_lshl_b32 s80, s79, 6
	s_and_b32 s78, s19, 0x80
	s_add_i32 s12, s12, s3
	s_add_i32 s11, s2, s11
	s_cmp_gt_i32 s80, 0
	v_add_u32_e32 v25, 0, v21
	v_xad_u32 v26, v21, 16, 0
	v_xad_u32 v27, v21, 32, 0
	v_xad_u32 v28, v21, 48, 0
	v_xad_u32 v29, v21, 64, 0
	v_xor_b32_e32 v30, 0x50, v21
	v_xor_b32_e32 v31, 0x60, v21
	s_cselect_b64 vcc, -1, 0
	s_and_b32 s5, s5, 0xffff
	v_lshl_or_b32 v147, v22, 5, v20
	s_movk_i32 s2, 0x1e00
	v_or_b32_e32 v146, 0x80, v147
	v_or_b32_e32 v145, 0x100, v147
	s_and_b32 s73, s73, 0xffff
	s_mov_b32 s74, s6
	s_mov_b32 s75, s7
	v_or_b32_e32 v149, 0x2000, v144
	s_cmp_gt_i32 s80, 64
	v_or_b32_e32 v150, 0x2800, v144
	v_add_u32_e32 v178, s12, v149
	v_or_b32_e32 v151, 0x3000, v144
	v_add_u32_e32 v179, s12, v150
	v_or_b32_e32 v152, 0x3800, v144
	v_add_u32_e32 v180, s12, v151
	v_add_u32_e32 v30, 0, v30
	v_add_u32_e32 v31, 0, v31
	v_add_u32_e32 v181, s12, v152
	v_or_b32_e32 v154, 0x2080, v147
	v_or_b32_e32 v155, 0x2100, v147
	v_add_u32_e32 v183, s11, v154
	v_add_u32_e32 v184, s11, v155
	v_or_b32_e32 v153, 0x2000, v147
	v_add_u32_e32 v182, s11, v153
	v_add_u32_e32 v157, 0, v164
	s_mov_b32 s14, 0x5040100
	s_waitcnt vmcnt(2)
	ds_write2st64_b64 v24, v[2:3], v[6:7] offset1:8
	s_waitcnt vmcnt(0)
	ds_write2st64_b64 v24, v[10:11], v[14:15] offset0:16 offset1:24
	ds_write2st64_b64 v23, v[4:5], v[8:9] offset1:8
	ds_write2st64_b64 v23, v[12:13], v[16:17] offset0:16 offset1:24
	v_xor_b32_e32 v2, 0x70, v21
	v_add_u32_e32 v2, 0, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[66:69], v2 offset1:16
	v_add_lshl_u32 v2, s12, v144, 1
	v_bfrev_b32_e32 v21, 1
	v_cndmask_b32_e32 v2, v21, v2, vcc
	v_add_lshl_u32 v3, v143, s12, 1
	v_cndmask_b32_e32 v3, v21, v3, vcc
	buffer_load_dwordx4 v[36:39], v2, s[4:7], 0 offen
	buffer_load_dwordx4 v[40:43], v3, s[4:7], 0 offen
	v_add_lshl_u32 v2, v142, s12, 1
	v_cndmask_b32_e32 v2, v21, v2, vcc
	v_add_lshl_u32 v3, v141, s12, 1
	v_cndmask_b32_e32 v3, v21, v3, vcc
	buffer_load_dwordx4 v[44:47], v2, s[4:7], 0 offen
	buffer_load_dwordx4 v[48:51], v3, s[4:7], 0 offen
	v_lshlrev_b32_e32 v2, 5, v19
	v_and_or_b32 v19, v2, s2, v20
	v_add_lshl_u32 v2, s11, v147, 1
	v_cndmask_b32_e32 v10, v21, v2, vcc
	v_add_lshl_u32 v2, v146, s11, 1
	v_or_b32_e32 v148, 0x180, v19
	v_cndmask_b32_e32 v11, v21, v2, vcc
	buffer_load_dwordx4 v[2:5], v10, s[72:75], 0 offen
	buffer_load_dwordx4 v[6:9], v11, s[72:75], 0 offen
	v_add_lshl_u32 v10, v145, s11, 1
	v_cndmask_b32_e32 v20, v21, v10, vcc
	v_add_lshl_u32 v10, v148, s11, 1
	v_cndmask_b32_e32 v22, v21, v10, vcc
	buffer_load_dwordx4 v[10:13], v20, s[72:75], 0 offen
	buffer_load_dwordx4 v[14:17], v22, s[72:75], 0 offen
	v_lshlrev_b32_e32 v20, 1, v178
	s_cselect_b64 s[2:3], -1, 0
	v_cndmask_b32_e64 v20, v21, v20, s[2:3]
	v_lshlrev_b32_e32 v22, 1, v179
	ds_read2_b64 v[94:97], v25 offset1:16
	ds_read2_b64 v[90:93], v26 offset1:16
	ds_read2_b64 v[86:89], v27 offset1:16
	ds_read2_b64 v[82:85], v28 offset1:16
	ds_read2_b64 v[78:81], v29 offset1:16
	ds_read2_b64 v[74:77], v30 offset1:16
	ds_read2_b64 v[70:73], v31 offset1:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cndmask_b32_e64 v22, v21, v22, s[2:3]
	buffer_load_dwordx4 v[52:55], v20, s[4:7], 0 offen
	buffer_load_dwordx4 v[56:59], v22, s[4:7], 0 offen
	v_lshlrev_b32_e32 v20, 1, v180
	v_cndmask_b32_e64 v20, v21, v20, s[2:3]
	v_lshlrev_b32_e32 v22, 1, v181
	v_cndmask_b32_e64 v22, v21, v22, s[2:3]
	buffer_load_dwordx4 v[60:63], v20, s[4:7], 0 offen
	buffer_load_dwordx4 v[98:101], v22, s[4:7], 0 offen
	v_or_b32_e32 v156, 0x2180, v19
	v_lshlrev_b32_e32 v20, 1, v183
	v_add_u32_e32 v185, s11, v156
	v_cndmask_b32_e64 v32, v21, v20, s[2:3]
	v_lshlrev_b32_e32 v20, 1, v184
	v_cndmask_b32_e64 v28, v21, v20, s[2:3]
	v_lshlrev_b32_e32 v20, 1, v185
	v_lshlrev_b32_e32 v19, 1, v182
	v_cndmask_b32_e64 v29, v21, v20, s[2:3]
	v_cndmask_b32_e64 v19, v21, v19, s[2:3]
	buffer_load_dwordx4 v[20:23], v28, s[72:75], 0 offen
	buffer_load_dwordx4 v[24:27], v29, s[72:75], 0 offen
                                        ; kill: killed $vgpr28
                                        ; kill: killed $vgpr29
	s_nop 0
	buffer_load_dwordx4 v[28:31], v19, s[72:75], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[32:35], v32, s[72:75], 0 offen
	v_mov_b32_e32 v19, 0x3fb8aa3b
	v_mul_f32_e32 v134, s10, v19
	v_and_b32_e32 v19, 14, v0
	s_movk_i32 s2, 0x440
	s_mov_b32 s15, 0x7060302
	s_add_i32 s10, s80, 0xffffff80
	s_mov_b32 s22, 0
	s_mov_b32 s13, 1
	s_waitcnt vmcnt(15)
	ds_write_b128 v157, v[36:39]
	s_waitcnt vmcnt(14)
	ds_write_b128 v157, v[40:43] offset:4096
	s_waitcnt vmcnt(13)
	ds_write_b128 v157, v[44:47] offset:8192
	s_waitcnt vmcnt(12)
	ds_write_b128 v157, v[48:51] offset:12288
	v_lshlrev_b32_e32 v36, 2, v19
	v_bfe_i32 v37, v0, 0, 1
	v_and_or_b32 v36, v37, s2, v36
	v_xor_b32_e32 v18, v18, v36
	v_lshl_or_b32 v165, v19, 10, v18
	v_add_u32_e32 v158, 0, v165
	v_xor_b32_e32 v249, 8, v165
	s_waitcnt vmcnt(10)
	v_perm_b32 v18, v6, v2, s14
	v_add_u32_e32 v159, 0, v249
	v_xor_b32_e32 v250, 16, v165
	v_xor_b32_e32 v251, 24, v165
	v_xor_b32_e32 v169, 32, v165
	s_waitcnt vmcnt(8)
	v_perm_b32 v19, v14, v10, s14
	ds_write_b64 v158, v[18:19] offset:32768
	v_perm_b32 v19, v14, v10, s15
	v_perm_b32 v18, v6, v2, s15
	ds_write_b64 v159, v[18:19] offset:32896
	v_add_u32_e32 v160, 0, v250
	v_perm_b32 v19, v15, v11, s14
	v_perm_b32 v18, v7, v3, s14
	v_add_u32_e32 v161, 0, v251
	v_perm_b32 v11, v15, v11, s15
	v_perm_b32 v10, v7, v3, s15
	v_add_u32_e32 v162, 0, v169
	v_perm_b32 v3, v16, v12, s14
	v_perm_b32 v2, v8, v4, s14
	v_xor_b32_e32 v170, 40, v165
	ds_write_b64 v160, v[18:19] offset:33024
	ds_write_b64 v161, v[10:11] offset:33152
	ds_write_b64 v162, v[2:3] offset:33280
	v_add_u32_e32 v163, 0, v170
	v_perm_b32 v3, v16, v12, s15
	v_perm_b32 v2, v8, v4, s15
	v_xor_b32_e32 v171, 48, v165
	ds_write_b64 v163, v[2:3] offset:33408
	v_add_u32_e32 v188, 0, v171
	v_perm_b32 v3, v17, v13, s14
	v_perm_b32 v2, v9, v5, s14
	ds_write_b64 v188, v[2:3] offset:33536
	v_perm_b32 v2, v9, v5, s15
	s_waitcnt vmcnt(2)
	v_perm_b32 v5, v24, v20, s14
	s_waitcnt vmcnt(0)
	v_perm_b32 v4, v32, v28, s14
	ds_write_b64 v158, v[4:5] offset:49152
	v_perm_b32 v5, v24, v20, s15
	v_perm_b32 v4, v32, v28, s15
	ds_write_b64 v159, v[4:5] offset:49280
	v_perm_b32 v5, v25, v21, s14
	v_perm_b32 v4, v33, v29, s14
	ds_write_b64 v160, v[4:5] offset:49408
	v_perm_b32 v5, v25, v21, s15
	v_perm_b32 v4, v33, v29, s15
	ds_write_b64 v161, v[4:5] offset:49536
	v_perm_b32 v5, v26, v22, s14
	v_perm_b32 v4, v34, v30, s14
	v_xor_b32_e32 v172, 56, v165
	ds_write_b64 v162, v[4:5] offset:49664
	v_perm_b32 v5, v26, v22, s15
	v_perm_b32 v4, v34, v30, s15
	v_add_u32_e32 v189, 0, v172
	ds_write_b64 v163, v[4:5] offset:49792
	v_perm_b32 v5, v27, v23, s14
	v_perm_b32 v4, v35, v31, s14
	v_perm_b32 v3, v17, v13, s15
	ds_write_b64 v188, v[4:5] offset:49920
	v_perm_b32 v5, v27, v23, s15
	v_perm_b32 v4, v35, v31, s15
	v_add_u32_e32 v6, 0x180, v189
	s_cmp_lt_i32 s10, 1
	v_bfe_i32 v177, v0, 4, 1
	v_lshlrev_b32_e32 v176, 2, v1
	v_lshlrev_b32_e32 v187, 1, v248
	ds_write_b128 v157, v[52:55] offset:16384
	ds_write_b128 v157, v[56:59] offset:20480
	ds_write_b128 v157, v[60:63] offset:24576
	ds_write_b128 v157, v[98:101] offset:28672
	ds_write2st64_b64 v6, v[2:3], v[4:5] offset0:65 offset1:97
	s_cbranch_scc1 .LBB0_1
; %bb.1:                                ; %.lr.ph
	s_add_i32 s2, s17, 0x10000
	s_cmp_eq_u32 s17, 0
	s_cselect_b32 s3, 0, 0x1010
	v_mul_u32_u24_e32 v1, 0x88, v173
	v_or_b32_e32 v2, s3, v174
	v_and_b32_e32 v0, 0x808, v177
	v_xor_b32_e32 v1, v2, v1
	v_xor_b32_e32 v190, v1, v0
	v_mov_b32_e32 v0, 0x10000
	v_lshl_add_u32 v198, v248, 2, v0
	v_lshlrev_b32_e32 v0, 4, v140
	v_add_u32_e32 v1, s2, v0
	s_lshr_b32 s2, s78, 1
	s_add_i32 s2, s2, 0x10000
	v_add_u32_e32 v0, s2, v0
	v_mov_b32_e32 v30, 0
	v_xor_b32_e32 v186, 0x80, v176
	v_xor_b32_e32 v191, 16, v190
	v_xor_b32_e32 v192, 32, v190
	v_xor_b32_e32 v193, 48, v190
	v_xor_b32_e32 v194, 64, v190
	v_xor_b32_e32 v195, 0x50, v190
	v_xor_b32_e32 v196, 0x60, v190
	v_xor_b32_e32 v197, 0x70, v190
	s_lshl_b32 s19, s17, 1
	s_movk_i32 s3, 0x4000
	s_mov_b32 s20, 0x8000
	s_mov_b32 s2, 0xc000
	v_mov_b32_e32 v135, v134
	v_mov_b32_e32 v203, 0xff800000
	v_mov_b32_e32 v201, 0
	v_add_u32_e32 v199, v1, v187
	v_add_u32_e32 v200, v0, v187
	s_mov_b32 s21, 0
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
	v_add_u32_e32 v178, 0x2000, v178
	v_add_u32_e32 v179, 0x2000, v179
	v_add_u32_e32 v180, 0x2000, v180
	v_add_u32_e32 v181, 0x2000, v181
	v_lshlrev_b32_e32 v32, 1, v178
	v_add3_u32 v64, s22, v174, v175
	v_lshlrev_b32_e32 v33, 1, v179
	v_lshlrev_b32_e32 v34, 1, v180
	v_lshlrev_b32_e32 v35, 1, v181
	buffer_load_dwordx4 v[212:215], v32, s[4:7], 0 offen
	buffer_load_dwordx4 v[216:219], v33, s[4:7], 0 offen
	buffer_load_dwordx4 v[204:207], v34, s[4:7], 0 offen
	buffer_load_dwordx4 v[208:211], v35, s[4:7], 0 offen
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[48:51], v64 offset1:2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[94:95], 0
	v_add_u32_e32 v65, 0x2000, v64
	ds_read2_b64 v[60:63], v64 offset0:16 offset1:18
	ds_read2_b64 v[224:227], v65 offset0:16 offset1:18
	ds_read2_b64 v[98:101], v64 offset0:20 offset1:22
	v_add_u32_e32 v182, 0x2000, v182
	v_add_u32_e32 v183, 0x2000, v183
	s_mov_b32 s74, s6
	s_mov_b32 s75, s7
	v_add_u32_e32 v184, 0x2000, v184
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[90:91], v[32:47]
	ds_read2_b64 v[48:51], v64 offset0:4 offset1:6
	ds_read2_b64 v[124:127], v65 offset0:4 offset1:6
	ds_read2_b64 v[52:55], v64 offset0:8 offset1:10
	ds_read2_b64 v[128:131], v65 offset0:8 offset1:10
	ds_read2_b64 v[56:59], v64 offset0:12 offset1:14
	ds_read2_b64 v[220:223], v65 offset0:12 offset1:14
	v_add_u32_e32 v185, 0x2000, v185
	ds_read2_b64 v[120:123], v65 offset1:2
	ds_read2_b64 v[228:231], v65 offset0:20 offset1:22
	ds_read2_b64 v[232:235], v65 offset0:24 offset1:26
	ds_read2_b64 v[236:239], v65 offset0:28 offset1:30
	v_max_f32_e32 v132, v203, v203
	s_waitcnt lgkmcnt(9)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[86:87], v[32:47]
	v_add_u32_e32 v240, s20, v191
	v_add_u32_e32 v246, s19, v198
	v_add_u32_e32 v247, s78, v198
	v_add_u32_e32 v241, s20, v193
	v_add_u32_e32 v242, s20, v194
	v_add_u32_e32 v243, s20, v195
	v_add_u32_e32 v244, s20, v196
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[82:83], v[32:47]
	ds_read2_b64 v[48:51], v64 offset0:24 offset1:26
	v_add_u32_e32 v245, s20, v197
	s_mov_b32 s22, s3
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x8_f16 v[32:47], v[52:53], v[78:79], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[54:55], v[74:75], v[32:47]
	ds_read2_b64 v[52:55], v64 offset0:28 offset1:30
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_32x32x8_f16 v[32:47], v[56:57], v[70:71], v[32:47]
	v_lshlrev_b32_e32 v56, 1, v182
	v_lshlrev_b32_e32 v57, 1, v183
	v_mfma_f32_32x32x8_f16 v[32:47], v[58:59], v[66:67], v[32:47]
	v_lshlrev_b32_e32 v58, 1, v184
	v_lshlrev_b32_e32 v59, 1, v185
	v_mfma_f32_32x32x8_f16 v[32:47], v[60:61], v[96:97], v[32:47]
	v_add_u32_e32 v60, s20, v190
	v_add_u32_e32 v61, s20, v192
	s_mov_b32 s20, s2
	s_add_i32 s2, s13, 1
	s_cmp_lt_i32 s2, 2
	s_cselect_b32 s13, s2, 0
	s_lshl_b32 s3, s13, 14
	v_mfma_f32_32x32x8_f16 v[32:47], v[62:63], v[92:93], v[32:47]
	s_add_i32 s21, s21, 64
	s_add_i32 s2, s3, 0x8000
	s_cmp_lt_i32 s21, s10
	v_mfma_f32_32x32x8_f16 v[32:47], v[98:99], v[88:89], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[100:101], v[84:85], v[32:47]
	ds_read2st64_b64 v[98:101], v60 offset1:16
	ds_read2st64_b64 v[102:105], v61 offset1:16
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[80:81], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[76:77], v[32:47]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[32:47], v[52:53], v[72:73], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[54:55], v[68:69], v[32:47]
	s_nop 10
	v_max_f32_e32 v48, v33, v33
	v_max_f32_e32 v49, v32, v32
	v_max_f32_e32 v48, v49, v48
	v_max3_f32 v49, v35, v36, v37
	v_max3_f32 v137, v48, v34, v49
	buffer_load_dwordx4 v[48:51], v56, s[72:75], 0 offen
	buffer_load_dwordx4 v[52:55], v57, s[72:75], 0 offen
	v_max3_f32 v133, v41, v42, v43
	v_max3_f32 v136, v44, v45, v46
	v_max3_f32 v138, v38, v39, v40
	s_waitcnt vmcnt(0)
	v_perm_b32 v112, v52, v48, s14
	v_perm_b32 v114, v52, v48, s15
	v_perm_b32 v116, v53, v49, s14
	v_perm_b32 v118, v53, v49, s15
	v_perm_b32 v64, v54, v50, s14
	v_perm_b32 v106, v54, v50, s15
	v_perm_b32 v108, v55, v51, s14
	v_perm_b32 v110, v55, v51, s15
	buffer_load_dwordx4 v[48:51], v58, s[72:75], 0 offen
	buffer_load_dwordx4 v[52:55], v59, s[72:75], 0 offen
	s_waitcnt vmcnt(0)
	v_perm_b32 v113, v52, v48, s14
	v_perm_b32 v115, v52, v48, s15
	v_perm_b32 v117, v53, v49, s14
	v_perm_b32 v119, v53, v49, s15
	v_perm_b32 v65, v54, v50, s14
	v_perm_b32 v107, v54, v50, s15
	v_perm_b32 v109, v55, v51, s14
	v_perm_b32 v111, v55, v51, s15
	v_mfma_f32_32x32x8_f16 v[48:63], v[120:121], v[94:95], 0
	v_mfma_f32_32x32x8_f16 v[48:63], v[122:123], v[90:91], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[124:125], v[86:87], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[126:127], v[82:83], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[128:129], v[78:79], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[130:131], v[74:75], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[220:221], v[70:71], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[222:223], v[66:67], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[224:225], v[96:97], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[226:227], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[228:229], v[88:89], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[230:231], v[84:85], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[232:233], v[80:81], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[234:235], v[76:77], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[236:237], v[72:73], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[238:239], v[68:69], v[48:63]
	s_nop 10
	v_max3_f32 v120, v47, v48, v49
	v_max3_f32 v121, v50, v51, v52
	v_max3_f32 v122, v53, v54, v55
	v_max3_f32 v123, v56, v57, v58
	v_max3_f32 v120, v133, v136, v120
	v_max3_f32 v121, v121, v122, v123
	v_max3_f32 v122, v59, v60, v61
	v_max3_f32 v120, v137, v138, v120
	v_max3_f32 v122, v122, v62, v63
	v_max3_f32 v120, v120, v121, v122
	ds_bpermute_b32 v121, v186, v120
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v121, v121, v121
	v_max_f32_e32 v120, v120, v121
	v_mul_f32_e32 v120, v134, v120
	v_max_f32_e32 v136, v132, v120
	v_pk_fma_f32 v[32:33], v[134:135], v[32:33], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[222:223], v[134:135], v[62:63], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v62, v32
	v_sub_f32_e32 v32, v203, v136
	v_pk_fma_f32 v[34:35], v[134:135], v[34:35], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], v[134:135], v[36:37], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[134:135], v[38:39], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], v[134:135], v[40:41], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], v[134:135], v[42:43], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], v[134:135], v[44:45], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[134:135], v[46:47], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], v[134:135], v[48:49], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], v[134:135], v[50:51], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[52:53], v[134:135], v[52:53], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[54:55], v[134:135], v[54:55], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[56:57], v[134:135], v[56:57], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], v[134:135], v[58:59], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[220:221], v[134:135], v[60:61], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v63, v33
	v_exp_f32_e32 v202, v32
	v_cvt_f16_f32_e32 v137, v62
	v_exp_f32_e32 v122, v34
	v_exp_f32_e32 v123, v35
	v_exp_f32_e32 v124, v36
	v_exp_f32_e32 v125, v37
	v_exp_f32_e32 v126, v38
	v_exp_f32_e32 v127, v39
	v_exp_f32_e32 v128, v40
	v_exp_f32_e32 v129, v41
	v_exp_f32_e32 v130, v42
	v_exp_f32_e32 v131, v43
	v_exp_f32_e32 v132, v44
	v_exp_f32_e32 v133, v45
	v_exp_f32_e32 v138, v46
	v_exp_f32_e32 v139, v47
	v_exp_f32_e32 v60, v52
	v_exp_f32_e32 v61, v53
	v_exp_f32_e32 v120, v54
	v_exp_f32_e32 v121, v55
	v_exp_f32_e32 v54, v56
	v_exp_f32_e32 v55, v57
	v_exp_f32_e32 v52, v220
	v_exp_f32_e32 v53, v221
	v_exp_f32_e32 v56, v222
	v_exp_f32_e32 v57, v223
	ds_read2st64_b64 v[220:223], v240 offset1:16
	ds_read2st64_b64 v[224:227], v241 offset1:16
	ds_read2st64_b64 v[40:43], v242 offset1:16
	ds_read2st64_b64 v[32:35], v243 offset1:16
	ds_read2st64_b64 v[44:47], v244 offset1:16
	ds_read2st64_b64 v[36:39], v245 offset1:16
	ds_write_b32 v246, v202
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v228, v247
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v199, v137
	v_cvt_f16_f32_e32 v137, v63
	v_exp_f32_e32 v48, v48
	v_exp_f32_e32 v49, v49
	v_exp_f32_e32 v50, v50
	ds_write_b16 v199, v137 offset:128
	v_cvt_f16_f32_e32 v137, v122
	v_exp_f32_e32 v51, v51
	v_exp_f32_e32 v58, v58
	v_exp_f32_e32 v59, v59
	ds_write_b16 v199, v137 offset:256
	v_cvt_f16_f32_e32 v137, v123
	v_pk_mul_f32 v[16:17], v[16:17], v[228:229] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[228:229] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[228:229] op_sel_hi:[1,0]
	ds_write_b16 v199, v137 offset:384
	v_cvt_f16_f32_e32 v137, v124
	v_pk_mul_f32 v[22:23], v[22:23], v[228:229] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[228:229] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[228:229] op_sel_hi:[1,0]
	ds_write_b16 v199, v137 offset:1024
	v_cvt_f16_f32_e32 v137, v125
	v_pk_mul_f32 v[28:29], v[28:29], v[228:229] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[228:229] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[228:229] op_sel_hi:[1,0]
	ds_write_b16 v199, v137 offset:1152
	v_cvt_f16_f32_e32 v137, v126
	v_pk_mul_f32 v[2:3], v[2:3], v[228:229] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[228:229] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[228:229] op_sel_hi:[1,0]
	ds_write_b16 v199, v137 offset:1280
	v_cvt_f16_f32_e32 v137, v127
	v_pk_mul_f32 v[8:9], v[8:9], v[228:229] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[228:229] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[228:229] op_sel_hi:[1,0]
	ds_write_b16 v199, v137 offset:1408
	v_cvt_f16_f32_e32 v137, v128
	v_pk_mul_f32 v[14:15], v[14:15], v[228:229] op_sel_hi:[1,0]
	v_pk_add_f32 v[62:63], v[62:63], v[122:123]
	ds_write_b16 v199, v137 offset:2048
	v_cvt_f16_f32_e32 v137, v129
	ds_write_b16 v199, v137 offset:2176
	v_cvt_f16_f32_e32 v137, v130
	ds_write_b16 v199, v137 offset:2304
	v_cvt_f16_f32_e32 v137, v131
	ds_write_b16 v199, v137 offset:2432
	v_cvt_f16_f32_e32 v137, v132
	ds_write_b16 v199, v137 offset:3072
	v_cvt_f16_f32_e32 v137, v133
	ds_write_b16 v199, v137 offset:3200
	v_cvt_f16_f32_e32 v137, v138
	ds_write_b16 v199, v137 offset:3328
	v_cvt_f16_f32_e32 v137, v139
	ds_write_b16 v199, v137 offset:3456
	v_cvt_f16_f32_e32 v137, v48
	ds_write_b16 v199, v137 offset:4096
	v_cvt_f16_f32_e32 v137, v49
	v_pk_add_f32 v[48:49], v[48:49], v[50:51]
	ds_write_b16 v199, v137 offset:4224
	v_cvt_f16_f32_e32 v137, v50
	ds_write_b16 v199, v137 offset:4352
	v_cvt_f16_f32_e32 v137, v51
	v_pk_add_f32 v[50:51], v[60:61], v[120:121]
	ds_write_b16 v199, v137 offset:4480
	v_cvt_f16_f32_e32 v137, v60
	ds_write_b16 v199, v137 offset:5120
	v_cvt_f16_f32_e32 v137, v61
	ds_write_b16 v199, v137 offset:5248
	v_cvt_f16_f32_e32 v137, v120
	ds_write_b16 v199, v137 offset:5376
	v_cvt_f16_f32_e32 v137, v121
	ds_write_b16 v199, v137 offset:5504
	v_cvt_f16_f32_e32 v137, v54
	ds_write_b16 v199, v137 offset:6144
	v_cvt_f16_f32_e32 v137, v55
	ds_write_b16 v199, v137 offset:6272
	v_cvt_f16_f32_e32 v137, v58
	ds_write_b16 v199, v137 offset:6400
	v_cvt_f16_f32_e32 v137, v59
	ds_write_b16 v199, v137 offset:6528
	v_cvt_f16_f32_e32 v137, v52
	ds_write_b16 v199, v137 offset:7168
	v_cvt_f16_f32_e32 v137, v53
	v_pk_add_f32 v[52:53], v[52:53], v[56:57]
	ds_write_b16 v199, v137 offset:7296
	v_cvt_f16_f32_e32 v137, v56
	v_add_u32_e32 v56, s3, v251
	ds_write_b16 v199, v137 offset:7424
	v_cvt_f16_f32_e32 v137, v57
	v_add_u32_e32 v57, s3, v169
	ds_write_b16 v199, v137 offset:7552
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v137, v200 offset:256
	ds_read_u16 v203, v200 offset:384
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v229, v203, v137, s14
	ds_read_u16 v137, v200
	ds_read_u16 v203, v200 offset:128
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v228, v203, v137, s14
	ds_read_u16 v137, v200 offset:1280
	ds_read_u16 v203, v200 offset:1408
	v_mfma_f32_32x32x8_f16 v[16:31], v[98:99], v[228:229], v[16:31]
	ds_read_u16 v98, v200 offset:2304
	ds_read_u16 v99, v200 offset:2432
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v231, v203, v137, s14
	ds_read_u16 v137, v200 offset:1024
	ds_read_u16 v203, v200 offset:1152
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v99, v99, v98, s14
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v230, v203, v137, s14
	v_mfma_f32_32x32x8_f16 v[0:15], v[104:105], v[228:229], v[0:15]
	ds_read_u16 v98, v200 offset:2048
	ds_read_u16 v104, v200 offset:2176
	v_mov_b32_e32 v203, v136
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v98, v104, v98, s14
	ds_read_u16 v60, v200 offset:4096
	ds_read_u16 v61, v200 offset:4352
	ds_read_u16 v104, v200 offset:4480
	ds_read_u16 v120, v200 offset:4224
	v_mfma_f32_32x32x8_f16 v[16:31], v[220:221], v[230:231], v[16:31]
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v105, v104, v61, s14
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v104, v120, v60, s14
	v_add_u32_e32 v60, s3, v164
	v_add_u32_e32 v61, s3, v165
	v_mfma_f32_32x32x8_f16 v[0:15], v[226:227], v[230:231], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[102:103], v[98:99], v[16:31]
	v_add_f32_e64 v102, v132, v138
	v_add_f32_e64 v103, v133, v139
	v_mfma_f32_32x32x8_f16 v[0:15], v[100:101], v[98:99], v[0:15]
	ds_read_u16 v98, v200 offset:3328
	ds_read_u16 v99, v200 offset:3456
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v99, v99, v98, s14
	ds_read_u16 v98, v200 offset:3072
	ds_read_u16 v100, v200 offset:3200
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v98, v100, v98, s14
	v_pk_add_f32 v[100:101], v[128:129], v[130:131]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[224:225], v[98:99], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[222:223], v[98:99], v[0:15]
	v_add_f32_e64 v98, v124, v126
	v_add_f32_e64 v99, v125, v127
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[104:105], v[16:31]
	v_add_f32_e64 v40, v54, v58
	v_add_f32_e64 v41, v55, v59
	ds_read_u16 v54, v200 offset:5120
	ds_read_u16 v55, v200 offset:5376
	v_add_f32_e64 v40, v40, v52
	v_add_f32_e64 v41, v41, v53
	v_add_u32_e32 v58, s3, v249
	v_add_u32_e32 v59, s3, v250
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[104:105], v[0:15]
	ds_read_u16 v46, v200 offset:5504
	ds_read_u16 v47, v200 offset:5248
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v105, v46, v55, s14
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v104, v47, v54, s14
	v_pk_add_f32 v[46:47], v[62:63], v[98:99]
	v_pk_add_f32 v[54:55], v[100:101], v[102:103]
	v_mfma_f32_32x32x8_f16 v[16:31], v[32:33], v[104:105], v[16:31]
	ds_read_u16 v32, v200 offset:6144
	ds_read_u16 v33, v200 offset:6400
	v_add_f32_e64 v46, v46, v54
	v_add_f32_e64 v47, v47, v55
	v_add_u32_e32 v62, s3, v170
	v_add_u32_e32 v63, s3, v171
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[104:105], v[0:15]
	ds_read_u16 v38, v200 offset:6528
	ds_read_u16 v39, v200 offset:6272
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v33, v38, v33, s14
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v32, v39, v32, s14
	v_add_u32_e32 v38, s3, v172
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[32:33], v[16:31]
	v_add_f32_e64 v44, v48, v50
	v_add_f32_e64 v45, v49, v51
	v_add_f32_e64 v40, v44, v40
	v_add_f32_e64 v41, v45, v41
	ds_read_u16 v39, v200 offset:7168
	ds_read_u16 v44, v200 offset:7424
	v_pk_add_f32 v[40:41], v[46:47], v[40:41]
	s_nop 0
	v_add_f32_e32 v40, v40, v41
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[32:33], v[0:15]
	ds_read_u16 v32, v200 offset:7552
	ds_read_u16 v42, v200 offset:7296
	ds_write_b128 v60, v[204:207] offset:8192
	ds_write_b128 v60, v[208:211] offset:12288
	ds_write_b64 v61, v[112:113] offset:32768
	ds_write_b64 v58, v[114:115] offset:32896
	ds_write_b64 v59, v[116:117] offset:33024
	ds_write_b64 v56, v[118:119] offset:33152
	ds_write_b64 v57, v[64:65] offset:33280
	ds_write_b64 v62, v[106:107] offset:33408
	ds_write_b64 v63, v[108:109] offset:33536
	ds_write_b64 v38, v[110:111] offset:33664
	ds_write_b128 v60, v[212:215]
	ds_write_b128 v60, v[216:219] offset:4096
	s_waitcnt lgkmcnt(13)
	v_perm_b32 v33, v32, v44, s14
	s_waitcnt lgkmcnt(12)
	v_perm_b32 v32, v42, v39, s14
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[36:37], v[32:33], v[16:31]
	ds_bpermute_b32 v36, v186, v40
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v65, v40, v36
	v_fmac_f32_e32 v65, v201, v202
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[32:33], v[0:15]
	v_mov_b32_e32 v201, v65
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_3
.LBB0_1:
	v_mov_b32_e32 v1, 0
	s_movk_i32 s3, 0x4000
	s_mov_b32 s20, 0x8000
	s_mov_b32 s2, 0xc000
	v_mov_b32_e32 v136, 0xff800000
	v_mov_b32_e32 v65, 0
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
.LBB0_3:                                ; %Flow1561
	s_load_dwordx2 s[70:71], s[0:1], 0x3c
	s_and_b64 s[0:1], vcc, exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	v_or_b32_e32 v186, v174, v175
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_4
; %bb.5:
	v_add_u32_e32 v52, s22, v186
	ds_read2_b64 v[48:51], v52 offset1:2
	v_add_u32_e32 v64, 0x2000, v52
	ds_read2_b64 v[98:101], v64 offset1:2
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[94:95], 0
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[90:91], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[86:87], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[82:83], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[78:79], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[74:75], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[70:71], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[66:67], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[96:97], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[92:93], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[88:89], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[84:85], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[80:81], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[76:77], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[72:73], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[68:69], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[98:99], v[94:95], 0
	v_mfma_f32_32x32x8_f16 v[48:63], v[100:101], v[90:91], v[48:63]
	ds_read2_b64 v[98:101], v64 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[98:99], v[86:87], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[100:101], v[82:83], v[48:63]
	ds_read2_b64 v[98:101], v64 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[98:99], v[78:79], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[100:101], v[74:75], v[48:63]
	ds_read2_b64 v[98:101], v64 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[98:99], v[70:71], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[100:101], v[66:67], v[48:63]
	ds_read2_b64 v[98:101], v64 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[98:99], v[96:97], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[100:101], v[92:93], v[48:63]
	ds_read2_b64 v[98:101], v64 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[98:99], v[88:89], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[100:101], v[84:85], v[48:63]
	ds_read2_b64 v[98:101], v64 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[98:99], v[80:81], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[100:101], v[76:77], v[48:63]
	ds_read2_b64 v[98:101], v64 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[98:99], v[72:73], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[100:101], v[68:69], v[48:63]
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
	v_max_f32_e32 v64, v33, v33
	v_max_f32_e32 v98, v32, v32
	v_max_f32_e32 v64, v98, v64
	v_max3_f32 v98, v35, v36, v37
	v_max3_f32 v100, v41, v42, v43
	v_max3_f32 v101, v44, v45, v46
	s_nop 3
	v_max3_f32 v102, v47, v48, v49
	v_max3_f32 v99, v38, v39, v40
	v_max3_f32 v103, v50, v51, v52
	v_max3_f32 v104, v53, v54, v55
	v_max3_f32 v105, v56, v57, v58
	v_max3_f32 v106, v59, v60, v61
	v_max3_f32 v64, v64, v34, v98
	v_max3_f32 v98, v100, v101, v102
	v_max3_f32 v100, v103, v104, v105
	v_max3_f32 v101, v106, v62, v63
	v_max3_f32 v64, v64, v99, v98
	v_max3_f32 v64, v64, v100, v101
	v_xor_b32_e32 v176, 0x80, v176
	ds_bpermute_b32 v98, v176, v64
	s_cmp_eq_u32 s17, 0
	s_cselect_b32 s0, 0, 0x1010
	s_lshr_b32 s13, s78, 1
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v98, v98, v98
	v_max_f32_e32 v64, v64, v98
	v_mul_f32_e32 v64, v134, v64
	v_max_f32_e32 v98, v136, v136
	v_max_f32_e32 v64, v98, v64
	v_pk_fma_f32 v[32:33], v[134:135], v[32:33], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], v[134:135], v[34:35], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], v[134:135], v[36:37], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[134:135], v[38:39], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], v[134:135], v[40:41], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], v[134:135], v[42:43], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], v[134:135], v[44:45], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[134:135], v[46:47], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], v[134:135], v[48:49], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], v[134:135], v[50:51], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[52:53], v[134:135], v[52:53], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[54:55], v[134:135], v[54:55], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[56:57], v[134:135], v[56:57], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], v[134:135], v[58:59], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[60:61], v[134:135], v[60:61], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], v[134:135], v[62:63], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v102, v32
	v_exp_f32_e32 v103, v33
	v_exp_f32_e32 v104, v34
	v_exp_f32_e32 v105, v35
	v_exp_f32_e32 v106, v36
	v_exp_f32_e32 v107, v37
	v_exp_f32_e32 v108, v38
	v_exp_f32_e32 v109, v39
	v_exp_f32_e32 v110, v40
	v_exp_f32_e32 v111, v41
	v_exp_f32_e32 v112, v42
	v_exp_f32_e32 v113, v43
	v_exp_f32_e32 v114, v44
	v_exp_f32_e32 v115, v45
	v_exp_f32_e32 v116, v46
	v_exp_f32_e32 v117, v47
	v_exp_f32_e32 v118, v48
	v_exp_f32_e32 v119, v49
	v_exp_f32_e32 v120, v50
	v_exp_f32_e32 v121, v51
	v_exp_f32_e32 v122, v52
	v_exp_f32_e32 v123, v53
	v_exp_f32_e32 v124, v54
	v_exp_f32_e32 v125, v55
	v_exp_f32_e32 v126, v56
	v_exp_f32_e32 v127, v57
	v_exp_f32_e32 v128, v58
	v_exp_f32_e32 v129, v59
	v_exp_f32_e32 v130, v60
	v_exp_f32_e32 v131, v61
	v_exp_f32_e32 v132, v62
	v_exp_f32_e32 v133, v63
	v_pk_add_f32 v[32:33], v[102:103], v[104:105]
	v_pk_add_f32 v[34:35], v[106:107], v[108:109]
	v_pk_add_f32 v[36:37], v[110:111], v[112:113]
	v_pk_add_f32 v[38:39], v[114:115], v[116:117]
	v_pk_add_f32 v[40:41], v[118:119], v[120:121]
	v_pk_add_f32 v[42:43], v[122:123], v[124:125]
	v_pk_add_f32 v[44:45], v[126:127], v[128:129]
	v_pk_add_f32 v[46:47], v[130:131], v[132:133]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_sub_f32_e32 v98, v136, v64
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_or_b32_e32 v34, s0, v174
	v_add_f32_e32 v100, v32, v33
	v_mul_u32_u24_e32 v33, 0x88, v173
	v_and_b32_e32 v32, 0x808, v177
	v_xor_b32_e32 v33, v34, v33
	v_xor_b32_e32 v178, v33, v32
	v_add_u32_e32 v32, s20, v178
	v_xor_b32_e32 v180, 16, v178
	ds_read2st64_b64 v[36:39], v32 offset1:16
	v_add_u32_e32 v32, s20, v180
	v_xor_b32_e32 v181, 32, v178
	v_exp_f32_e32 v99, v98
	ds_read2st64_b64 v[40:43], v32 offset1:16
	v_add_u32_e32 v32, s20, v181
	v_xor_b32_e32 v182, 48, v178
	ds_read2st64_b64 v[48:51], v32 offset1:16
	v_add_u32_e32 v32, s20, v182
	v_xor_b32_e32 v183, 64, v178
	v_lshlrev_b32_e32 v98, 2, v248
	ds_read2st64_b64 v[52:55], v32 offset1:16
	v_add_u32_e32 v32, s20, v183
	v_xor_b32_e32 v184, 0x50, v178
	v_xor_b32_e32 v185, 0x60, v178
	v_xor_b32_e32 v213, 0x70, v178
	v_lshl_or_b32 v192, s17, 1, v98
	v_or_b32_e32 v193, s78, v98
	ds_read2st64_b64 v[44:47], v32 offset1:16
	v_add_u32_e32 v32, s20, v184
	v_add_u32_e32 v56, s20, v185
	v_add_u32_e32 v60, s20, v213
	v_add_u32_e32 v135, 0x10000, v192
	v_add_u32_e32 v98, 0x10000, v193
	ds_bpermute_b32 v101, v176, v100
	ds_read2st64_b64 v[32:35], v32 offset1:16
	ds_read2st64_b64 v[56:59], v56 offset1:16
	ds_read2st64_b64 v[60:63], v60 offset1:16
	ds_write_b32 v135, v99
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v98, v98
	v_cvt_f16_f32_e32 v102, v102
	v_cvt_f16_f32_e32 v103, v103
	v_mov_b32_e32 v135, 0x10000
	s_and_b64 s[0:1], vcc, exec
	v_cvt_f16_f32_e32 v104, v104
	v_lshl_add_u32 v135, v140, 4, v135
	s_cselect_b32 s0, 1, 0
	v_cvt_f16_f32_e32 v105, v105
	v_add3_u32 v177, v135, s17, v187
	s_cmp_lg_u32 s0, 1
	v_add3_u32 v175, v135, s13, v187
	v_cvt_f16_f32_e32 v106, v106
	v_cvt_f16_f32_e32 v107, v107
	v_cvt_f16_f32_e32 v108, v108
	v_cvt_f16_f32_e32 v109, v109
	v_cvt_f16_f32_e32 v110, v110
	v_cvt_f16_f32_e32 v111, v111
	v_cvt_f16_f32_e32 v112, v112
	v_cvt_f16_f32_e32 v113, v113
	v_cvt_f16_f32_e32 v114, v114
	v_cvt_f16_f32_e32 v115, v115
	v_cvt_f16_f32_e32 v116, v116
	v_cvt_f16_f32_e32 v117, v117
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
	v_cvt_f16_f32_e32 v128, v128
	v_cvt_f16_f32_e32 v129, v129
	v_cvt_f16_f32_e32 v130, v130
	v_cvt_f16_f32_e32 v131, v131
	v_cvt_f16_f32_e32 v132, v132
	v_cvt_f16_f32_e32 v133, v133
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v177, v102
	ds_write_b16 v177, v103 offset:128
	ds_write_b16 v177, v104 offset:256
	ds_write_b16 v177, v105 offset:384
	ds_write_b16 v177, v106 offset:1024
	ds_write_b16 v177, v107 offset:1152
	ds_write_b16 v177, v108 offset:1280
	ds_write_b16 v177, v109 offset:1408
	ds_write_b16 v177, v110 offset:2048
	ds_write_b16 v177, v111 offset:2176
	ds_write_b16 v177, v112 offset:2304
	ds_write_b16 v177, v113 offset:2432
	ds_write_b16 v177, v114 offset:3072
	ds_write_b16 v177, v115 offset:3200
	ds_write_b16 v177, v116 offset:3328
	ds_write_b16 v177, v117 offset:3456
	ds_write_b16 v177, v118 offset:4096
	ds_write_b16 v177, v119 offset:4224
	ds_write_b16 v177, v120 offset:4352
	ds_write_b16 v177, v121 offset:4480
	ds_write_b16 v177, v122 offset:5120
	ds_write_b16 v177, v123 offset:5248
	ds_write_b16 v177, v124 offset:5376
	ds_write_b16 v177, v125 offset:5504
	ds_write_b16 v177, v126 offset:6144
	ds_write_b16 v177, v127 offset:6272
	ds_write_b16 v177, v128 offset:6400
	ds_write_b16 v177, v129 offset:6528
	ds_write_b16 v177, v130 offset:7168
	ds_write_b16 v177, v131 offset:7296
	ds_write_b16 v177, v132 offset:7424
	ds_write_b16 v177, v133 offset:7552
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_6
; %bb.8:
	ds_read_u16 v102, v175 offset:384
	ds_read_u16 v103, v175 offset:256
	ds_read_u16 v104, v175 offset:128
	ds_read_u16 v105, v175
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
	v_perm_b32 v103, v102, v103, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v102, v104, v105, s0
	v_pk_mul_f32 v[14:15], v[14:15], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[98:99] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[16:31], v[36:37], v[102:103], v[16:31]
	ds_read_u16 v36, v175 offset:1408
	ds_read_u16 v37, v175 offset:1280
	ds_read_u16 v104, v175 offset:1152
	ds_read_u16 v105, v175 offset:1024
	v_mov_b32_e32 v136, v64
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v37, v36, v37, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v36, v104, v105, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[102:103], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[36:37], v[16:31]
	ds_read_u16 v40, v175 offset:2432
	ds_read_u16 v41, v175 offset:2304
	ds_read_u16 v104, v175 offset:2176
	ds_read_u16 v105, v175 offset:2048
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v41, v40, v41, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v40, v104, v105, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[36:37], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[40:41], v[16:31]
	ds_read_u16 v48, v175 offset:3456
	ds_read_u16 v49, v175 offset:3328
	ds_read_u16 v104, v175 offset:3200
	ds_read_u16 v105, v175 offset:3072
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v49, v48, v49, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v48, v104, v105, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[40:41], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[52:53], v[48:49], v[16:31]
	ds_read_u16 v52, v175 offset:4480
	ds_read_u16 v53, v175 offset:4352
	ds_read_u16 v104, v175 offset:4224
	ds_read_u16 v105, v175 offset:4096
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v53, v52, v53, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v52, v104, v105, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[48:49], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[52:53], v[16:31]
	ds_read_u16 v44, v175 offset:5504
	ds_read_u16 v45, v175 offset:5376
	ds_read_u16 v104, v175 offset:5248
	ds_read_u16 v105, v175 offset:5120
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v45, v44, v45, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v44, v104, v105, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[52:53], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[32:33], v[44:45], v[16:31]
	ds_read_u16 v32, v175 offset:6528
	ds_read_u16 v33, v175 offset:6400
	ds_read_u16 v104, v175 offset:6272
	ds_read_u16 v105, v175 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v33, v32, v33, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v32, v104, v105, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[44:45], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[32:33], v[16:31]
	ds_read_u16 v56, v175 offset:7552
	ds_read_u16 v57, v175 offset:7424
	ds_read_u16 v104, v175 offset:7296
	ds_read_u16 v105, v175 offset:7168
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v57, v56, v57, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v56, v104, v105, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[32:33], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[60:61], v[56:57], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[56:57], v[0:15]
.LBB0_6:
	s_or_b32 s13, s80, 63
	s_cmpk_gt_i32 s13, 0x7f
	s_cselect_b64 s[0:1], -1, 0
	s_cmpk_lt_i32 s13, 0x80
	v_mov_b32_e32 v135, v134
	s_cbranch_scc1 .LBB0_7
; %bb.10:
	v_add_u32_e32 v52, s3, v186
	ds_read2_b64 v[48:51], v52 offset1:2
	v_add_u32_e32 v64, 0x2000, v52
	ds_read2_b64 v[102:105], v64 offset1:2
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[94:95], 0
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[90:91], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[86:87], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[82:83], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[78:79], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[74:75], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[70:71], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[66:67], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[96:97], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[92:93], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[88:89], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[84:85], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[80:81], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[76:77], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[72:73], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[68:69], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[102:103], v[94:95], 0
	v_mfma_f32_32x32x8_f16 v[48:63], v[104:105], v[90:91], v[48:63]
	ds_read2_b64 v[102:105], v64 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[102:103], v[86:87], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[104:105], v[82:83], v[48:63]
	ds_read2_b64 v[102:105], v64 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[102:103], v[78:79], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[104:105], v[74:75], v[48:63]
	ds_read2_b64 v[102:105], v64 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[102:103], v[70:71], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[104:105], v[66:67], v[48:63]
	ds_read2_b64 v[102:105], v64 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[102:103], v[96:97], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[104:105], v[92:93], v[48:63]
	ds_read2_b64 v[102:105], v64 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[102:103], v[88:89], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[104:105], v[84:85], v[48:63]
	ds_read2_b64 v[102:105], v64 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[102:103], v[80:81], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[104:105], v[76:77], v[48:63]
	ds_read2_b64 v[102:105], v64 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[102:103], v[72:73], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[104:105], v[68:69], v[48:63]
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
	v_max_f32_e32 v64, v33, v33
	v_max_f32_e32 v98, v32, v32
	v_max_f32_e32 v64, v98, v64
	v_max3_f32 v98, v35, v36, v37
	v_max3_f32 v103, v41, v42, v43
	v_max3_f32 v104, v44, v45, v46
	s_nop 3
	v_max3_f32 v105, v47, v48, v49
	v_max3_f32 v102, v38, v39, v40
	v_max3_f32 v106, v50, v51, v52
	v_max3_f32 v107, v53, v54, v55
	v_max3_f32 v108, v56, v57, v58
	v_max3_f32 v109, v59, v60, v61
	v_max3_f32 v64, v64, v34, v98
	v_max3_f32 v98, v103, v104, v105
	v_max3_f32 v103, v106, v107, v108
	v_max3_f32 v104, v109, v62, v63
	v_max3_f32 v64, v64, v102, v98
	v_max3_f32 v64, v64, v103, v104
	ds_bpermute_b32 v98, v176, v64
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v98, v98, v98
	v_max_f32_e32 v64, v64, v98
	v_mul_f32_e32 v64, v134, v64
	v_max_f32_e32 v98, v136, v136
	v_max_f32_e32 v64, v98, v64
	v_pk_fma_f32 v[32:33], v[134:135], v[32:33], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], v[134:135], v[34:35], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], v[134:135], v[36:37], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[134:135], v[38:39], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], v[134:135], v[40:41], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], v[134:135], v[42:43], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], v[134:135], v[44:45], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[134:135], v[46:47], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], v[134:135], v[48:49], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], v[134:135], v[50:51], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[52:53], v[134:135], v[52:53], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[54:55], v[134:135], v[54:55], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[56:57], v[134:135], v[56:57], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], v[134:135], v[58:59], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[60:61], v[134:135], v[60:61], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], v[134:135], v[62:63], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v106, v32
	v_exp_f32_e32 v107, v33
	v_exp_f32_e32 v108, v34
	v_exp_f32_e32 v109, v35
	v_exp_f32_e32 v110, v36
	v_exp_f32_e32 v111, v37
	v_exp_f32_e32 v112, v38
	v_exp_f32_e32 v113, v39
	v_exp_f32_e32 v114, v40
	v_exp_f32_e32 v115, v41
	v_exp_f32_e32 v116, v42
	v_exp_f32_e32 v117, v43
	v_exp_f32_e32 v118, v44
	v_exp_f32_e32 v119, v45
	v_exp_f32_e32 v120, v46
	v_exp_f32_e32 v121, v47
	v_exp_f32_e32 v122, v48
	v_exp_f32_e32 v123, v49
	v_exp_f32_e32 v124, v50
	v_exp_f32_e32 v125, v51
	v_exp_f32_e32 v126, v52
	v_exp_f32_e32 v127, v53
	v_exp_f32_e32 v128, v54
	v_exp_f32_e32 v129, v55
	v_exp_f32_e32 v130, v56
	v_exp_f32_e32 v131, v57
	v_exp_f32_e32 v132, v58
	v_exp_f32_e32 v133, v59
	v_exp_f32_e32 v138, v60
	v_exp_f32_e32 v139, v61
	v_exp_f32_e32 v190, v62
	v_exp_f32_e32 v191, v63
	v_pk_add_f32 v[32:33], v[106:107], v[108:109]
	v_pk_add_f32 v[34:35], v[110:111], v[112:113]
	v_pk_add_f32 v[36:37], v[114:115], v[116:117]
	v_pk_add_f32 v[38:39], v[118:119], v[120:121]
	v_pk_add_f32 v[40:41], v[122:123], v[124:125]
	v_pk_add_f32 v[42:43], v[126:127], v[128:129]
	v_pk_add_f32 v[44:45], v[130:131], v[132:133]
	v_pk_add_f32 v[46:47], v[138:139], v[190:191]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_sub_f32_e32 v98, v136, v64
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_exp_f32_e32 v102, v98
	v_add_f32_e32 v103, v32, v33
	v_add_u32_e32 v32, s2, v178
	ds_read2st64_b64 v[36:39], v32 offset1:16
	v_add_u32_e32 v32, s2, v180
	ds_read2st64_b64 v[40:43], v32 offset1:16
	v_add_u32_e32 v32, s2, v181
	ds_read2st64_b64 v[48:51], v32 offset1:16
	v_add_u32_e32 v32, s2, v182
	ds_read2st64_b64 v[52:55], v32 offset1:16
	v_add_u32_e32 v32, s2, v183
	ds_read2st64_b64 v[44:47], v32 offset1:16
	v_add_u32_e32 v32, s2, v184
	v_add_u32_e32 v56, s2, v185
	v_add_u32_e32 v60, s2, v213
	v_add_u32_e32 v98, 0x10000, v192
	ds_read2st64_b64 v[32:35], v32 offset1:16
	ds_read2st64_b64 v[56:59], v56 offset1:16
	ds_read2st64_b64 v[60:63], v60 offset1:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b32 v98, v102
	v_add_u32_e32 v98, 0x10000, v193
	ds_bpermute_b32 v104, v176, v103
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v98, v98
	v_cvt_f16_f32_e32 v105, v106
	v_cvt_f16_f32_e32 v106, v107
	s_and_b64 s[2:3], s[0:1], exec
	v_cvt_f16_f32_e32 v107, v108
	s_cselect_b32 s2, 1, 0
	v_cvt_f16_f32_e32 v108, v109
	s_cmp_lg_u32 s2, 1
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
	v_cvt_f16_f32_e32 v129, v130
	v_cvt_f16_f32_e32 v130, v131
	v_cvt_f16_f32_e32 v131, v132
	v_cvt_f16_f32_e32 v132, v133
	v_cvt_f16_f32_e32 v133, v138
	v_cvt_f16_f32_e32 v135, v139
	v_cvt_f16_f32_e32 v137, v190
	v_cvt_f16_f32_e32 v138, v191
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v177, v105
	ds_write_b16 v177, v106 offset:128
	ds_write_b16 v177, v107 offset:256
	ds_write_b16 v177, v108 offset:384
	ds_write_b16 v177, v109 offset:1024
	ds_write_b16 v177, v110 offset:1152
	ds_write_b16 v177, v111 offset:1280
	ds_write_b16 v177, v112 offset:1408
	ds_write_b16 v177, v113 offset:2048
	ds_write_b16 v177, v114 offset:2176
	ds_write_b16 v177, v115 offset:2304
	ds_write_b16 v177, v116 offset:2432
	ds_write_b16 v177, v117 offset:3072
	ds_write_b16 v177, v118 offset:3200
	ds_write_b16 v177, v119 offset:3328
	ds_write_b16 v177, v120 offset:3456
	ds_write_b16 v177, v121 offset:4096
	ds_write_b16 v177, v122 offset:4224
	ds_write_b16 v177, v123 offset:4352
	ds_write_b16 v177, v124 offset:4480
	ds_write_b16 v177, v125 offset:5120
	ds_write_b16 v177, v126 offset:5248
	ds_write_b16 v177, v127 offset:5376
	ds_write_b16 v177, v128 offset:5504
	ds_write_b16 v177, v129 offset:6144
	ds_write_b16 v177, v130 offset:6272
	ds_write_b16 v177, v131 offset:6400
	ds_write_b16 v177, v132 offset:6528
	ds_write_b16 v177, v133 offset:7168
	ds_write_b16 v177, v135 offset:7296
	ds_write_b16 v177, v137 offset:7424
	ds_write_b16 v177, v138 offset:7552
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_9
; %bb.13:
	ds_read_u16 v105, v175 offset:384
	ds_read_u16 v106, v175 offset:256
	ds_read_u16 v108, v175 offset:128
	ds_read_u16 v109, v175
	s_mov_b32 s2, 0x5040100
	v_pk_mul_f32 v[30:31], v[30:31], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[98:99] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v107, v105, v106, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v106, v108, v109, s2
	v_pk_mul_f32 v[14:15], v[14:15], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[98:99] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[16:31], v[36:37], v[106:107], v[16:31]
	ds_read_u16 v36, v175 offset:1408
	ds_read_u16 v37, v175 offset:1280
	ds_read_u16 v105, v175 offset:1152
	ds_read_u16 v108, v175 offset:1024
	v_mov_b32_e32 v136, v64
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v37, v36, v37, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v36, v105, v108, s2
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[106:107], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[36:37], v[16:31]
	ds_read_u16 v40, v175 offset:2432
	ds_read_u16 v41, v175 offset:2304
	ds_read_u16 v105, v175 offset:2176
	ds_read_u16 v108, v175 offset:2048
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v41, v40, v41, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v40, v105, v108, s2
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[36:37], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[40:41], v[16:31]
	ds_read_u16 v48, v175 offset:3456
	ds_read_u16 v49, v175 offset:3328
	ds_read_u16 v105, v175 offset:3200
	ds_read_u16 v108, v175 offset:3072
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v49, v48, v49, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v48, v105, v108, s2
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[40:41], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[52:53], v[48:49], v[16:31]
	ds_read_u16 v52, v175 offset:4480
	ds_read_u16 v53, v175 offset:4352
	ds_read_u16 v105, v175 offset:4224
	ds_read_u16 v108, v175 offset:4096
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v53, v52, v53, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v52, v105, v108, s2
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[48:49], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[52:53], v[16:31]
	ds_read_u16 v44, v175 offset:5504
	ds_read_u16 v45, v175 offset:5376
	ds_read_u16 v105, v175 offset:5248
	ds_read_u16 v108, v175 offset:5120
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v45, v44, v45, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v44, v105, v108, s2
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[52:53], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[32:33], v[44:45], v[16:31]
	ds_read_u16 v32, v175 offset:6528
	ds_read_u16 v33, v175 offset:6400
	ds_read_u16 v105, v175 offset:6272
	ds_read_u16 v108, v175 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v33, v32, v33, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v32, v105, v108, s2
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[44:45], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[32:33], v[16:31]
	ds_read_u16 v56, v175 offset:7552
	ds_read_u16 v57, v175 offset:7424
	ds_read_u16 v105, v175 offset:7296
	ds_read_u16 v108, v175 offset:7168
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v57, v56, v57, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v56, v105, v108, s2
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[32:33], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[60:61], v[56:57], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[56:57], v[0:15]
.LBB0_9:
	s_lshr_b32 s81, s17, 1
	s_sub_i32 s2, s18, s16
	s_or_b32 s13, s80, s81
	s_lshl_b32 s83, s2, 6
	s_add_i32 s12, s12, s33
	s_cmp_gt_i32 s83, s80
	v_add_lshl_u32 v32, s12, v144, 1
	v_bfrev_b32_e32 v48, 1
	s_cselect_b64 s[2:3], -1, 0
	v_add_lshl_u32 v33, s12, v143, 1
	v_cndmask_b32_e64 v32, v48, v32, s[2:3]
	v_cndmask_b32_e64 v33, v48, v33, s[2:3]
	buffer_load_dwordx4 v[106:109], v32, s[4:7], 0 offen
	buffer_load_dwordx4 v[110:113], v33, s[4:7], 0 offen
	v_add_lshl_u32 v32, s12, v142, 1
	v_add_lshl_u32 v33, s12, v141, 1
	v_cndmask_b32_e64 v32, v48, v32, s[2:3]
	v_cndmask_b32_e64 v33, v48, v33, s[2:3]
	s_add_i32 s11, s11, s33
	buffer_load_dwordx4 v[114:117], v32, s[4:7], 0 offen
	buffer_load_dwordx4 v[118:121], v33, s[4:7], 0 offen
	v_add_lshl_u32 v32, s11, v147, 1
	v_add_lshl_u32 v33, s11, v146, 1
	v_add_lshl_u32 v40, s11, v145, 1
	v_add_lshl_u32 v41, s11, v148, 1
	v_cndmask_b32_e64 v32, v48, v32, s[2:3]
	v_cndmask_b32_e64 v36, v48, v33, s[2:3]
	v_cndmask_b32_e64 v40, v48, v40, s[2:3]
	v_cndmask_b32_e64 v44, v48, v41, s[2:3]
	s_add_i32 s2, s10, 0xc0
	s_cmp_lt_i32 s2, s83
	v_add_u32_e32 v220, s12, v149
	v_add_u32_e32 v221, s12, v150
	v_lshlrev_b32_e32 v49, 1, v220
	s_cselect_b64 s[2:3], -1, 0
	v_add_u32_e32 v222, s12, v151
	v_cndmask_b32_e64 v49, v48, v49, s[2:3]
	v_lshlrev_b32_e32 v50, 1, v221
	s_mov_b32 s74, s6
	s_mov_b32 s75, s7
	v_add_u32_e32 v223, s12, v152
	v_cndmask_b32_e64 v50, v48, v50, s[2:3]
	buffer_load_dwordx4 v[122:125], v49, s[4:7], 0 offen
	buffer_load_dwordx4 v[126:129], v50, s[4:7], 0 offen
	v_lshlrev_b32_e32 v49, 1, v222
	buffer_load_dwordx4 v[32:35], v32, s[72:75], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[36:39], v36, s[72:75], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[40:43], v40, s[72:75], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[44:47], v44, s[72:75], 0 offen
	v_cndmask_b32_e64 v49, v48, v49, s[2:3]
	v_lshlrev_b32_e32 v50, 1, v223
	v_add_u32_e32 v224, s11, v153
	v_cndmask_b32_e64 v50, v48, v50, s[2:3]
	buffer_load_dwordx4 v[130:133], v49, s[4:7], 0 offen
	buffer_load_dwordx4 v[142:145], v50, s[4:7], 0 offen
	v_add_u32_e32 v225, s11, v154
	v_lshlrev_b32_e32 v49, 1, v224
	v_add_u32_e32 v226, s11, v155
	v_add_u32_e32 v227, s11, v156
	v_cndmask_b32_e64 v56, v48, v49, s[2:3]
	v_lshlrev_b32_e32 v49, 1, v225
	v_cndmask_b32_e64 v60, v48, v49, s[2:3]
	v_lshlrev_b32_e32 v49, 1, v226
	v_lshlrev_b32_e32 v50, 1, v227
	v_cndmask_b32_e64 v49, v48, v49, s[2:3]
	v_cndmask_b32_e64 v52, v48, v50, s[2:3]
	buffer_load_dwordx4 v[48:51], v49, s[72:75], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[52:55], v52, s[72:75], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[56:59], v56, s[72:75], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[60:63], v60, s[72:75], 0 offen
	v_add_f32_e32 v64, v100, v101
	v_fmac_f32_e32 v64, v65, v99
	v_add_f32_e32 v98, v103, v104
	v_cndmask_b32_e32 v99, v65, v64, vcc
	v_fmac_f32_e32 v98, v99, v102
	v_cndmask_b32_e64 v187, v99, v98, s[0:1]
	s_mov_b32 s0, 0x5040100
	s_mov_b32 s1, 0x7060302
	v_lshrrev_b32_e32 v64, 3, v140
	s_add_i32 s82, s10, 64
	v_or_b32_e32 v179, 1, v64
	v_or_b32_e32 v205, 3, v64
	v_or_b32_e32 v194, 2, v64
	v_or_b32_e32 v199, 11, v64
	v_or_b32_e32 v204, 10, v64
	v_or_b32_e32 v210, 9, v64
	v_or_b32_e32 v215, 8, v64
	v_or_b32_e32 v206, 32, v64
	v_or_b32_e32 v208, 27, v64
	v_or_b32_e32 v216, 26, v64
	v_or_b32_e32 v255, 25, v64
	v_or_b32_e32 v196, 24, v64
	v_or_b32_e32 v214, 19, v64
	v_or_b32_e32 v254, 18, v64
	v_or_b32_e32 v200, 17, v64
	v_or_b32_e32 v207, 49, v64
	v_or_b32_e32 v209, 48, v64
	v_or_b32_e32 v217, 43, v64
	v_or_b32_e32 v190, 42, v64
	v_or_b32_e32 v197, 41, v64
	v_or_b32_e32 v137, 40, v64
	v_or_b32_e32 v191, 35, v64
	v_or_b32_e32 v201, 34, v64
	v_or_b32_e32 v218, 58, v64
	v_or_b32_e32 v173, 57, v64
	v_or_b32_e32 v211, 56, v64
	v_or_b32_e32 v198, 51, v64
	v_or_b32_e32 v219, 59, v64
	v_or_b32_e32 v195, 50, v64
	v_or_b32_e32 v212, 33, v64
	v_or_b32_e32 v174, 16, v64
	s_cmp_lt_i32 s80, s82
	s_waitcnt vmcnt(15)
	ds_write_b128 v157, v[106:109]
	s_waitcnt vmcnt(14)
	ds_write_b128 v157, v[110:113] offset:4096
	s_waitcnt vmcnt(13)
	ds_write_b128 v157, v[114:117] offset:8192
	s_waitcnt vmcnt(12)
	ds_write_b128 v157, v[118:121] offset:12288
	s_waitcnt vmcnt(11)
	ds_write_b128 v157, v[122:125] offset:16384
	s_waitcnt vmcnt(10)
	ds_write_b128 v157, v[126:129] offset:20480
	s_waitcnt vmcnt(5)
	ds_write_b128 v157, v[130:133] offset:24576
	s_waitcnt vmcnt(4)
	ds_write_b128 v157, v[142:145] offset:28672
	v_perm_b32 v99, v44, v40, s0
	v_perm_b32 v98, v36, v32, s0
	ds_write_b64 v158, v[98:99] offset:32768
	v_perm_b32 v99, v44, v40, s1
	v_perm_b32 v98, v36, v32, s1
	ds_write_b64 v159, v[98:99] offset:32896
	v_perm_b32 v99, v45, v41, s0
	v_perm_b32 v98, v37, v33, s0
	v_perm_b32 v41, v45, v41, s1
	v_perm_b32 v40, v37, v33, s1
	v_perm_b32 v33, v46, v42, s0
	v_perm_b32 v32, v38, v34, s0
	ds_write_b64 v160, v[98:99] offset:33024
	ds_write_b64 v161, v[40:41] offset:33152
	ds_write_b64 v162, v[32:33] offset:33280
	v_perm_b32 v33, v46, v42, s1
	v_perm_b32 v32, v38, v34, s1
	ds_write_b64 v163, v[32:33] offset:33408
	v_perm_b32 v33, v47, v43, s0
	v_perm_b32 v32, v39, v35, s0
	ds_write_b64 v188, v[32:33] offset:33536
	v_perm_b32 v32, v39, v35, s1
	s_waitcnt vmcnt(2)
	v_perm_b32 v35, v52, v48, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v34, v60, v56, s0
	ds_write_b64 v158, v[34:35] offset:49152
	v_perm_b32 v35, v52, v48, s1
	v_perm_b32 v34, v60, v56, s1
	ds_write_b64 v159, v[34:35] offset:49280
	v_perm_b32 v35, v53, v49, s0
	v_perm_b32 v34, v61, v57, s0
	ds_write_b64 v160, v[34:35] offset:49408
	v_perm_b32 v35, v53, v49, s1
	v_perm_b32 v34, v61, v57, s1
	ds_write_b64 v161, v[34:35] offset:49536
	v_perm_b32 v35, v54, v50, s0
	v_perm_b32 v34, v62, v58, s0
	ds_write_b64 v162, v[34:35] offset:49664
	v_perm_b32 v35, v54, v50, s1
	v_perm_b32 v34, v62, v58, s1
	ds_write_b64 v163, v[34:35] offset:49792
	v_perm_b32 v35, v55, v51, s0
	v_perm_b32 v34, v63, v59, s0
	v_perm_b32 v33, v47, v43, s1
	ds_write_b64 v188, v[34:35] offset:49920
	v_perm_b32 v35, v55, v51, s1
	v_perm_b32 v34, v63, v59, s1
	v_add_u32_e32 v36, 0x180, v189
	ds_write2st64_b64 v36, v[32:33], v[34:35] offset0:65 offset1:97
	s_cbranch_scc1 .LBB0_10
; %bb.15:                               ; %.._crit_edge744_crit_edge
	s_mov_b64 s[0:1], 0
	s_branch .LBB0_11
.LBB0_10:
	s_mov_b64 s[0:1], -1
.LBB0_11:                               ; %Flow
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	v_or_b32_e32 v188, s13, v248
	s_cmp_lg_u32 s0, 1
	s_mov_b32 s90, 1
	s_cbranch_scc1 .LBB0_12
; %bb.18:                               ; %.lr.ph743.preheader
	v_accvgpr_write_b32 a0, v248
	v_mov_b32_e32 v135, v134
	s_mov_b32 s0, 0
	s_movk_i32 s89, 0x4000
	s_mov_b32 s84, 0x8000
	s_mov_b32 s88, 0xc000
	v_mov_b32_e32 v138, v134
	v_mov_b32_e32 v139, v134
	s_mov_b32 s85, 0x5040100
	s_mov_b32 s86, 0x7060302
	v_mov_b32_e32 v140, v134
	v_mov_b32_e32 v141, v134
	v_mov_b32_e32 v189, 0xc9742400
	s_mov_b32 s74, s6
	s_mov_b32 s75, s7
	v_accvgpr_write_b32 a1, v192
	v_add_u32_e32 v228, 0x10000, v192
	v_accvgpr_write_b32 a2, v193
	v_add_u32_e32 v229, 0x10000, v193
	s_mov_b32 s87, s80
	v_mov_b32_e32 v65, v190
	v_mov_b32_e32 v166, v191
	v_mov_b32_e32 v167, v200
	v_mov_b32_e32 v168, v201
.LBB0_13:                               ; %.lr.ph743
                                        ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v220, 0x2000, v220
	v_add_u32_e32 v221, 0x2000, v221
	v_add_u32_e32 v222, 0x2000, v222
	v_add_u32_e32 v223, 0x2000, v223
	v_add_u32_e32 v126, s0, v186
	v_lshlrev_b32_e32 v32, 1, v220
	v_lshlrev_b32_e32 v33, 1, v221
	v_lshlrev_b32_e32 v34, 1, v222
	v_lshlrev_b32_e32 v35, 1, v223
	v_add_u32_e32 v127, 0x2000, v126
	buffer_load_dwordx4 v[238:241], v32, s[4:7], 0 offen
	buffer_load_dwordx4 v[242:245], v33, s[4:7], 0 offen
	buffer_load_dwordx4 v[230:233], v34, s[4:7], 0 offen
	buffer_load_dwordx4 v[234:237], v35, s[4:7], 0 offen
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[98:101], v126 offset1:2
	ds_read2_b64 v[102:105], v127 offset1:2
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[48:63], v[98:99], v[94:95], 0
	ds_read2_b64 v[106:109], v126 offset0:4 offset1:6
	ds_read2_b64 v[110:113], v127 offset0:4 offset1:6
	ds_read2_b64 v[114:117], v126 offset0:8 offset1:10
	ds_read2_b64 v[118:121], v127 offset0:8 offset1:10
	ds_read2_b64 v[142:145], v126 offset0:12 offset1:14
	ds_read2_b64 v[122:125], v127 offset0:12 offset1:14
	ds_read2_b64 v[146:149], v126 offset0:16 offset1:18
	v_or_b32_e32 v98, s87, v179
	v_cmp_ge_i32_e64 s[2:3], v188, v98
	v_or_b32_e32 v98, s87, v64
	v_cmp_ge_i32_e64 s[10:11], v188, v98
	v_or_b32_e32 v98, s87, v205
	v_cmp_ge_i32_e64 s[12:13], v188, v98
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_32x32x8_f16 v[32:47], v[102:103], v[94:95], 0
	v_or_b32_e32 v98, s87, v215
	v_cmp_ge_i32_e64 s[24:25], v188, v98
	v_or_b32_e32 v98, s87, v214
	ds_read2_b64 v[150:153], v127 offset0:16 offset1:18
	ds_read2_b64 v[154:157], v126 offset0:20 offset1:22
	ds_read2_b64 v[158:161], v127 offset0:20 offset1:22
	v_cmp_ge_i32_e64 s[14:15], v188, v98
	v_or_b32_e32 v98, s87, v196
	v_cmp_ge_i32_e64 s[16:17], v188, v98
	v_mfma_f32_32x32x8_f16 v[48:63], v[100:101], v[90:91], v[48:63]
	v_or_b32_e32 v100, s87, v167
	v_or_b32_e32 v98, s87, v255
	v_or_b32_e32 v101, s87, v254
	v_cmp_ge_i32_e64 s[20:21], v188, v98
	v_or_b32_e32 v98, s87, v216
	v_cmp_ge_i32_e64 s[30:31], v188, v100
	v_or_b32_e32 v100, s87, v168
	v_mfma_f32_32x32x8_f16 v[32:47], v[104:105], v[90:91], v[32:47]
	v_cmp_ge_i32_e64 s[26:27], v188, v98
	v_or_b32_e32 v98, s87, v212
	v_cmp_ge_i32_e64 s[28:29], v188, v101
	v_or_b32_e32 v101, s87, v166
	v_cmp_ge_i32_e64 s[58:59], v188, v100
	v_or_b32_e32 v100, s87, v218
	v_add_u32_e32 v226, 0x2000, v226
	s_waitcnt lgkmcnt(9)
	v_mfma_f32_32x32x8_f16 v[48:63], v[106:107], v[86:87], v[48:63]
	v_add_u32_e32 v227, 0x2000, v227
	v_or_b32_e32 v99, s87, v210
	v_cmp_ge_i32_e64 s[18:19], v188, v98
	v_or_b32_e32 v98, s87, v211
	v_cmp_ge_i32_e64 s[56:57], v188, v101
	v_cmp_ge_i32_e64 s[62:63], v188, v100
	v_lshlrev_b32_e32 v100, 1, v226
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x8_f16 v[32:47], v[110:111], v[86:87], v[32:47]
	v_lshlrev_b32_e32 v101, 1, v227
	v_or_b32_e32 v102, s87, v208
	v_cmp_ge_i32_e64 s[22:23], v188, v99
	v_or_b32_e32 v99, s87, v206
	v_or_b32_e32 v107, s87, v217
	v_cmp_ge_i32_e64 s[38:39], v188, v98
	v_or_b32_e32 v98, s87, v219
	v_mfma_f32_32x32x8_f16 v[48:63], v[108:109], v[82:83], v[48:63]
	v_or_b32_e32 v108, s87, v209
	v_or_b32_e32 v109, s87, v207
	v_accvgpr_write_b32 a3, v206
	v_accvgpr_write_b32 a4, v207
	v_accvgpr_write_b32 a5, v208
	v_accvgpr_write_b32 a6, v209
	buffer_load_dwordx4 v[206:209], v100, s[72:75], 0 offen
	v_mfma_f32_32x32x8_f16 v[32:47], v[112:113], v[82:83], v[32:47]
	v_accvgpr_write_b32 a7, v216
	v_accvgpr_write_b32 a8, v217
	v_accvgpr_write_b32 a9, v218
	v_accvgpr_write_b32 a10, v219
	buffer_load_dwordx4 v[216:219], v101, s[72:75], 0 offen
	v_mov_b32_e32 v163, v249
	ds_read2_b64 v[246:249], v126 offset0:24 offset1:26
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x8_f16 v[48:63], v[114:115], v[78:79], v[48:63]
	v_accvgpr_write_b32 a11, v250
	v_accvgpr_write_b32 a12, v251
	ds_read2_b64 v[250:253], v127 offset0:24 offset1:26
	ds_read2_b64 v[190:193], v126 offset0:28 offset1:30
	ds_read2_b64 v[200:203], v127 offset0:28 offset1:30
	v_cmp_ge_i32_e32 vcc, v188, v99
	v_or_b32_e32 v99, s87, v204
	v_or_b32_e32 v103, s87, v194
	s_waitcnt lgkmcnt(10)
	v_mfma_f32_32x32x8_f16 v[32:47], v[118:119], v[78:79], v[32:47]
	v_or_b32_e32 v104, s87, v137
	v_or_b32_e32 v105, s87, v197
	v_cmp_ge_i32_e64 s[0:1], v188, v102
	v_or_b32_e32 v102, s87, v199
	v_or_b32_e32 v106, s87, v65
	v_or_b32_e32 v110, s87, v198
	v_cmp_ge_i32_e64 s[64:65], v188, v103
	v_mfma_f32_32x32x8_f16 v[48:63], v[116:117], v[74:75], v[48:63]
	v_or_b32_e32 v103, s87, v173
	v_cmp_ge_i32_e64 s[68:69], v188, v99
	v_or_b32_e32 v99, s87, v195
	v_cmp_ge_i32_e64 s[52:53], v188, v105
	v_cmp_ge_i32_e64 s[54:55], v188, v104
	v_add_u32_e32 v162, s84, v213
	v_cmp_ge_i32_e64 s[66:67], v188, v102
	v_mfma_f32_32x32x8_f16 v[32:47], v[120:121], v[74:75], v[32:47]
	v_or_b32_e32 v102, s87, v174
	v_cmp_ge_i32_e64 s[44:45], v188, v109
	v_cmp_ge_i32_e64 s[46:47], v188, v108
	v_cmp_ge_i32_e64 s[48:49], v188, v107
	v_cmp_ge_i32_e64 s[50:51], v188, v106
	v_cmp_ge_i32_e64 s[36:37], v188, v103
	v_cmp_ge_i32_e64 s[40:41], v188, v110
	s_waitcnt lgkmcnt(9)
	v_mfma_f32_32x32x8_f16 v[48:63], v[142:143], v[70:71], v[48:63]
	v_cmp_ge_i32_e64 s[42:43], v188, v99
	v_cmp_ge_i32_e64 s[34:35], v188, v102
	v_cmp_ge_i32_e64 s[60:61], v188, v98
	v_add_u32_e32 v224, 0x2000, v224
	v_add_u32_e32 v225, 0x2000, v225
	v_lshlrev_b32_e32 v98, 1, v224
	v_lshlrev_b32_e32 v99, 1, v225
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x8_f16 v[32:47], v[122:123], v[70:71], v[32:47]
	buffer_load_dwordx4 v[114:117], v98, s[72:75], 0 offen
	buffer_load_dwordx4 v[118:121], v99, s[72:75], 0 offen
	v_add_u32_e32 v98, s84, v178
	v_add_u32_e32 v99, s84, v181
	ds_read2st64_b64 v[126:129], v98 offset1:16
	ds_read2st64_b64 v[130:133], v99 offset1:16
	v_add_u32_e32 v98, s84, v180
	v_add_u32_e32 v99, s84, v182
	v_mfma_f32_32x32x8_f16 v[32:47], v[124:125], v[66:67], v[32:47]
	v_add_u32_e32 v100, s84, v183
	v_add_u32_e32 v101, s84, v184
	v_add_u32_e32 v106, s84, v185
	ds_read2st64_b64 v[110:113], v98 offset1:16
	ds_read2st64_b64 v[122:125], v99 offset1:16
	ds_read2st64_b64 v[102:105], v100 offset1:16
	ds_read2st64_b64 v[98:101], v101 offset1:16
	ds_read2st64_b64 v[106:109], v106 offset1:16
	v_mfma_f32_32x32x8_f16 v[48:63], v[144:145], v[66:67], v[48:63]
	s_mov_b32 s84, s88
	s_waitcnt lgkmcnt(13)
	v_mfma_f32_32x32x8_f16 v[32:47], v[150:151], v[96:97], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[146:147], v[96:97], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[152:153], v[92:93], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[148:149], v[92:93], v[48:63]
	s_waitcnt lgkmcnt(11)
	v_mfma_f32_32x32x8_f16 v[32:47], v[158:159], v[88:89], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[154:155], v[88:89], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[160:161], v[84:85], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[156:157], v[84:85], v[48:63]
	s_waitcnt lgkmcnt(9)
	v_mfma_f32_32x32x8_f16 v[32:47], v[250:251], v[80:81], v[32:47]
	v_accvgpr_read_b32 v251, a12
	v_accvgpr_read_b32 v250, a11
	v_mfma_f32_32x32x8_f16 v[48:63], v[246:247], v[80:81], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[252:253], v[76:77], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[248:249], v[76:77], v[48:63]
	v_mov_b32_e32 v249, v163
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_32x32x8_f16 v[32:47], v[200:201], v[72:73], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[190:191], v[72:73], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[192:193], v[68:69], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[202:203], v[68:69], v[32:47]
	s_nop 9
	v_pk_mov_b32 v[148:149], v[60:61], v[62:63] op_sel:[1,0]
	v_pk_mov_b32 v[60:61], v[58:59], v[60:61] op_sel:[1,0]
	v_pk_mov_b32 v[58:59], v[56:57], v[58:59] op_sel:[1,0]
	v_pk_mul_f32 v[142:143], v[140:141], v[50:51]
	v_pk_mul_f32 v[144:145], v[140:141], v[52:53]
	v_pk_mul_f32 v[146:147], v[134:135], v[48:49]
	v_pk_mul_f32 v[60:61], v[140:141], v[60:61]
	v_pk_mul_f32 v[148:149], v[140:141], v[148:149]
	v_pk_mov_b32 v[62:63], v[62:63], v[32:33] op_sel:[1,0]
	v_mov_b32_e32 v57, v33
	v_pk_mul_f32 v[56:57], v[138:139], v[56:57]
	v_pk_mul_f32 v[36:37], v[140:141], v[36:37]
	v_mov_b32_e32 v156, v43
	v_mov_b32_e32 v157, v44
	v_mov_b32_e32 v158, v45
	v_mov_b32_e32 v159, v46
	v_mov_b32_e32 v43, v47
	v_pk_mul_f32 v[58:59], v[134:135], v[58:59]
	v_pk_mul_f32 v[62:63], v[140:141], v[62:63]
	v_pk_mul_f32 v[150:151], v[134:135], v[34:35]
	v_pk_mul_f32 v[152:153], v[140:141], v[38:39]
	v_pk_mul_f32 v[154:155], v[140:141], v[40:41]
	v_pk_mul_f32 v[160:161], v[140:141], v[42:43]
	ds_read2st64_b64 v[32:35], v162 offset1:16
	v_cndmask_b32_e64 v145, v189, v145, s[22:23]
	v_cndmask_b32_e64 v144, v189, v144, s[24:25]
	v_cndmask_b32_e64 v143, v189, v143, s[12:13]
	v_cndmask_b32_e64 v146, v189, v146, s[10:11]
	v_cndmask_b32_e64 v147, v189, v147, s[2:3]
	v_cndmask_b32_e64 v162, v189, v149, s[26:27]
	v_cndmask_b32_e64 v149, v189, v148, s[20:21]
	v_cndmask_b32_e64 v148, v189, v61, s[16:17]
	v_cndmask_b32_e64 v61, v189, v60, s[14:15]
	v_cndmask_b32_e64 v60, v189, v59, s[28:29]
	v_cndmask_b32_e64 v59, v189, v58, s[30:31]
	v_cndmask_b32_e64 v191, v189, v37, s[52:53]
	v_cndmask_b32_e64 v190, v189, v36, s[54:55]
	v_pk_mul_f32 v[36:37], v[138:139], v[156:157]
	v_pk_mul_f32 v[156:157], v[140:141], v[158:159]
	v_cndmask_b32_e64 v163, v189, v62, s[0:1]
	v_cndmask_b32_e32 v62, v189, v63, vcc
	v_cndmask_b32_e64 v63, v189, v57, s[18:19]
	v_pk_mul_f32 v[54:55], v[140:141], v[54:55]
	v_cndmask_b32_e64 v142, v189, v142, s[64:65]
	v_cndmask_b32_e64 v155, v189, v155, s[44:45]
	v_cndmask_b32_e64 v154, v189, v154, s[46:47]
	v_cndmask_b32_e64 v153, v189, v153, s[48:49]
	v_cndmask_b32_e64 v152, v189, v152, s[50:51]
	v_cndmask_b32_e64 v151, v189, v151, s[56:57]
	v_cndmask_b32_e64 v150, v189, v150, s[58:59]
	v_max_f32_e32 v38, v146, v147
	v_cndmask_b32_e64 v158, v189, v157, s[62:63]
	v_cndmask_b32_e64 v157, v189, v156, s[36:37]
	v_cndmask_b32_e64 v156, v189, v37, s[38:39]
	v_cndmask_b32_e64 v193, v189, v36, s[40:41]
	v_cndmask_b32_e64 v192, v189, v160, s[42:43]
	v_max3_f32 v36, v143, v144, v145
	v_max3_f32 v37, v59, v60, v61
	v_max3_f32 v40, v148, v149, v162
	v_max3_f32 v42, v163, v62, v63
	v_cndmask_b32_e64 v55, v189, v55, s[66:67]
	v_cndmask_b32_e64 v54, v189, v54, s[68:69]
	v_cndmask_b32_e64 v58, v189, v56, s[34:35]
	v_max3_f32 v37, v37, v40, v42
	v_max3_f32 v40, v150, v151, v190
	v_max3_f32 v42, v191, v152, v153
	v_max3_f32 v36, v38, v142, v36
	v_max3_f32 v38, v154, v155, v192
	v_cndmask_b32_e64 v159, v189, v161, s[60:61]
	v_max3_f32 v38, v40, v42, v38
	v_max3_f32 v40, v54, v55, v58
	v_max3_f32 v42, v193, v156, v157
	v_max3_f32 v42, v42, v158, v159
	v_max3_f32 v36, v36, v40, v37
	v_max3_f32 v36, v36, v38, v42
	ds_bpermute_b32 v37, v176, v36
	s_waitcnt vmcnt(2)
	v_perm_b32 v49, v216, v206, s85
	v_perm_b32 v47, v216, v206, s86
	v_perm_b32 v51, v217, v207, s85
	v_perm_b32 v53, v217, v207, s86
	s_waitcnt lgkmcnt(0)
	v_max3_f32 v36, v136, v36, v37
	v_pk_add_f32 v[56:57], v[146:147], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[160:161], v[144:145], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v144, v56
	v_exp_f32_e32 v145, v57
	v_perm_b32 v39, v218, v208, s85
	v_perm_b32 v41, v218, v208, s86
	v_perm_b32 v43, v219, v209, s85
	v_perm_b32 v45, v219, v209, s86
	v_pk_add_f32 v[142:143], v[142:143], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[54:55], v[54:55], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[58:59], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[60:61], v[60:61], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[200:201], v[148:149], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[162:163], v[162:163], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[62:63], v[62:63], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[202:203], v[150:151], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[190:191], v[190:191], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[206:207], v[152:153], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[208:209], v[154:155], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[192:193], v[192:193], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[216:217], v[156:157], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[218:219], v[158:159], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v37, v136, v36
	v_exp_f32_e32 v37, v37
	v_exp_f32_e32 v146, v142
	v_cvt_f16_f32_e32 v40, v144
	v_exp_f32_e32 v147, v143
	v_cvt_f16_f32_e32 v42, v145
	v_exp_f32_e32 v148, v160
	ds_write_b32 v228, v37
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v38, v229
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v177, v40
	v_cvt_f16_f32_e32 v40, v146
	v_exp_f32_e32 v149, v161
	ds_write_b16 v177, v42 offset:128
	v_cvt_f16_f32_e32 v42, v147
	v_exp_f32_e32 v150, v54
	ds_write_b16 v177, v40 offset:256
	v_cvt_f16_f32_e32 v40, v148
	v_exp_f32_e32 v151, v55
	ds_write_b16 v177, v42 offset:384
	v_cvt_f16_f32_e32 v42, v149
	v_exp_f32_e32 v152, v58
	ds_write_b16 v177, v40 offset:1024
	v_cvt_f16_f32_e32 v40, v150
	v_exp_f32_e32 v153, v59
	ds_write_b16 v177, v42 offset:1152
	v_cvt_f16_f32_e32 v42, v151
	v_exp_f32_e32 v154, v60
	ds_write_b16 v177, v40 offset:1280
	v_cvt_f16_f32_e32 v40, v152
	v_exp_f32_e32 v155, v61
	ds_write_b16 v177, v42 offset:1408
	v_cvt_f16_f32_e32 v42, v153
	v_exp_f32_e32 v156, v200
	ds_write_b16 v177, v40 offset:2048
	v_cvt_f16_f32_e32 v40, v154
	v_exp_f32_e32 v157, v201
	ds_write_b16 v177, v42 offset:2176
	v_cvt_f16_f32_e32 v42, v155
	v_exp_f32_e32 v158, v162
	ds_write_b16 v177, v40 offset:2304
	v_cvt_f16_f32_e32 v40, v156
	v_exp_f32_e32 v159, v163
	ds_write_b16 v177, v42 offset:2432
	v_cvt_f16_f32_e32 v42, v157
	v_exp_f32_e32 v160, v62
	ds_write_b16 v177, v40 offset:3072
	v_cvt_f16_f32_e32 v40, v158
	v_exp_f32_e32 v161, v63
	ds_write_b16 v177, v42 offset:3200
	v_cvt_f16_f32_e32 v42, v159
	v_exp_f32_e32 v162, v202
	ds_write_b16 v177, v40 offset:3328
	v_cvt_f16_f32_e32 v40, v160
	v_exp_f32_e32 v163, v203
	ds_write_b16 v177, v42 offset:3456
	v_cvt_f16_f32_e32 v42, v161
	v_exp_f32_e32 v56, v190
	ds_write_b16 v177, v40 offset:4096
	v_cvt_f16_f32_e32 v40, v162
	v_exp_f32_e32 v57, v191
	ds_write_b16 v177, v42 offset:4224
	v_cvt_f16_f32_e32 v42, v163
	v_exp_f32_e32 v62, v206
	ds_write_b16 v177, v40 offset:4352
	v_cvt_f16_f32_e32 v40, v56
	v_exp_f32_e32 v63, v207
	ds_write_b16 v177, v42 offset:4480
	v_cvt_f16_f32_e32 v42, v57
	v_exp_f32_e32 v54, v208
	ds_write_b16 v177, v40 offset:5120
	v_cvt_f16_f32_e32 v40, v62
	v_exp_f32_e32 v55, v209
	ds_write_b16 v177, v42 offset:5248
	v_cvt_f16_f32_e32 v42, v63
	v_exp_f32_e32 v58, v192
	ds_write_b16 v177, v40 offset:5376
	v_cvt_f16_f32_e32 v40, v54
	v_exp_f32_e32 v59, v193
	ds_write_b16 v177, v42 offset:5504
	v_cvt_f16_f32_e32 v42, v55
	v_exp_f32_e32 v60, v216
	ds_write_b16 v177, v40 offset:6144
	v_cvt_f16_f32_e32 v40, v58
	v_exp_f32_e32 v61, v217
	ds_write_b16 v177, v42 offset:6272
	v_cvt_f16_f32_e32 v42, v59
	v_exp_f32_e32 v142, v218
	ds_write_b16 v177, v40 offset:6400
	v_cvt_f16_f32_e32 v40, v60
	v_exp_f32_e32 v143, v219
	ds_write_b16 v177, v42 offset:6528
	v_cvt_f16_f32_e32 v42, v61
	ds_write_b16 v177, v40 offset:7168
	v_cvt_f16_f32_e32 v40, v142
	v_pk_mul_f32 v[16:17], v[16:17], v[38:39] op_sel_hi:[1,0]
	ds_write_b16 v177, v42 offset:7296
	v_cvt_f16_f32_e32 v42, v143
	ds_write_b16 v177, v40 offset:7424
	ds_write_b16 v177, v42 offset:7552
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v40, v175 offset:256
	ds_read_u16 v42, v175 offset:384
	v_pk_mul_f32 v[18:19], v[18:19], v[38:39] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[38:39] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[38:39] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[38:39] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v191, v42, v40, s85
	ds_read_u16 v40, v175
	ds_read_u16 v42, v175 offset:128
	v_pk_mul_f32 v[26:27], v[26:27], v[38:39] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[38:39] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[38:39] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[38:39] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v190, v42, v40, s85
	v_pk_mul_f32 v[2:3], v[2:3], v[38:39] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[38:39] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[38:39] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[38:39] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[38:39] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[38:39] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[38:39] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[16:31], v[126:127], v[190:191], v[16:31]
	ds_read_u16 v38, v175 offset:1024
	ds_read_u16 v40, v175 offset:1280
	ds_read_u16 v42, v175 offset:1408
	ds_read_u16 v44, v175 offset:1152
	s_waitcnt vmcnt(0)
	v_perm_b32 v48, v118, v114, s85
	v_perm_b32 v46, v118, v114, s86
	v_perm_b32 v50, v119, v115, s85
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v127, v42, v40, s85
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v126, v44, v38, s85
	v_mfma_f32_32x32x8_f16 v[0:15], v[132:133], v[190:191], v[0:15]
	ds_read_u16 v38, v175 offset:2048
	ds_read_u16 v40, v175 offset:2304
	ds_read_u16 v42, v175 offset:2432
	ds_read_u16 v44, v175 offset:2176
	v_perm_b32 v52, v119, v115, s86
	ds_read_u16 v114, v175 offset:4096
	ds_read_u16 v115, v175 offset:4352
	v_pk_add_f32 v[54:55], v[54:55], v[58:59]
	v_pk_add_f32 v[58:59], v[60:61], v[142:143]
	v_pk_add_f32 v[118:119], v[160:161], v[162:163]
	v_mfma_f32_32x32x8_f16 v[16:31], v[110:111], v[126:127], v[16:31]
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v111, v42, v40, s85
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v110, v44, v38, s85
	ds_read_u16 v38, v175 offset:3072
	ds_read_u16 v40, v175 offset:3328
	ds_read_u16 v42, v175 offset:3456
	ds_read_u16 v44, v175 offset:3200
	v_pk_add_f32 v[56:57], v[56:57], v[62:63]
	v_pk_add_f32 v[54:55], v[54:55], v[58:59]
	v_pk_add_f32 v[56:57], v[118:119], v[56:57]
	s_add_i32 s1, s90, 1
	v_mfma_f32_32x32x8_f16 v[0:15], v[124:125], v[126:127], v[0:15]
	v_add_f32_e64 v54, v56, v54
	v_add_f32_e64 v55, v57, v55
	ds_read_u16 v56, v175 offset:7168
	ds_read_u16 v57, v175 offset:7424
	s_cmp_lt_i32 s1, 2
	s_cselect_b32 s90, s1, 0
	s_mov_b32 s0, s89
	s_lshl_b32 s89, s90, 14
	s_add_i32 s87, s87, 64
	v_mfma_f32_32x32x8_f16 v[16:31], v[130:131], v[110:111], v[16:31]
	s_add_i32 s88, s89, 0x8000
	v_accvgpr_read_b32 v206, a3
	v_accvgpr_read_b32 v207, a4
	v_accvgpr_read_b32 v208, a5
	v_accvgpr_read_b32 v209, a6
	v_accvgpr_read_b32 v216, a7
	v_accvgpr_read_b32 v217, a8
	v_mfma_f32_32x32x8_f16 v[0:15], v[128:129], v[110:111], v[0:15]
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v111, v42, v40, s85
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v110, v44, v38, s85
	v_perm_b32 v38, v120, v116, s85
	v_perm_b32 v40, v120, v116, s86
	v_perm_b32 v42, v121, v117, s85
	v_perm_b32 v44, v121, v117, s86
	ds_read_u16 v120, v175 offset:5120
	ds_read_u16 v121, v175 offset:5376
	v_mfma_f32_32x32x8_f16 v[16:31], v[122:123], v[110:111], v[16:31]
	v_add_f32_e64 v116, v156, v158
	v_add_f32_e64 v117, v157, v159
	v_accvgpr_read_b32 v218, a9
	v_accvgpr_read_b32 v219, a10
	v_add_u32_e32 v124, s89, v164
	v_add_u32_e32 v131, s89, v169
	s_cmp_lt_i32 s87, s82
	v_mov_b32_e32 v136, v36
	v_mfma_f32_32x32x8_f16 v[0:15], v[112:113], v[110:111], v[0:15]
	ds_read_u16 v110, v175 offset:4480
	ds_read_u16 v112, v175 offset:4224
	v_add_u32_e32 v125, s89, v165
	v_add_u32_e32 v126, s89, v249
	v_add_u32_e32 v127, s89, v250
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v111, v110, v115, s85
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v110, v112, v114, s85
	v_pk_add_f32 v[112:113], v[148:149], v[150:151]
	v_pk_add_f32 v[114:115], v[152:153], v[154:155]
	v_mfma_f32_32x32x8_f16 v[16:31], v[102:103], v[110:111], v[16:31]
	v_add_f32_e64 v102, v144, v146
	v_add_f32_e64 v103, v145, v147
	v_add_f32_e64 v62, v114, v116
	v_add_f32_e64 v63, v115, v117
	v_add_f32_e64 v60, v102, v112
	v_add_f32_e64 v61, v103, v113
	v_add_u32_e32 v130, s89, v251
	v_pk_add_f32 v[58:59], v[60:61], v[62:63]
	v_add_u32_e32 v128, s89, v170
	v_pk_add_f32 v[54:55], v[58:59], v[54:55]
	v_mfma_f32_32x32x8_f16 v[0:15], v[108:109], v[110:111], v[0:15]
	ds_read_u16 v108, v175 offset:5504
	ds_read_u16 v110, v175 offset:5248
	v_add_f32_e32 v54, v54, v55
	v_add_u32_e32 v129, s89, v171
	v_add_u32_e32 v132, s89, v172
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v109, v108, v121, s85
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v108, v110, v120, s85
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[98:99], v[108:109], v[16:31]
	ds_read_u16 v98, v175 offset:6144
	ds_read_u16 v99, v175 offset:6400
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[108:109], v[0:15]
	ds_read_u16 v34, v175 offset:6528
	ds_read_u16 v102, v175 offset:6272
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v35, v34, v99, s85
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v34, v102, v98, s85
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[106:107], v[34:35], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[104:105], v[34:35], v[0:15]
	ds_read_u16 v34, v175 offset:7552
	ds_read_u16 v58, v175 offset:7296
	ds_write_b128 v124, v[238:241]
	ds_write_b128 v124, v[242:245] offset:4096
	ds_write_b128 v124, v[230:233] offset:8192
	ds_write_b128 v124, v[234:237] offset:12288
	ds_write_b64 v125, v[48:49] offset:32768
	ds_write_b64 v126, v[46:47] offset:32896
	ds_write_b64 v127, v[50:51] offset:33024
	ds_write_b64 v130, v[52:53] offset:33152
	ds_write_b64 v131, v[38:39] offset:33280
	ds_write_b64 v128, v[40:41] offset:33408
	ds_write_b64 v129, v[42:43] offset:33536
	ds_write_b64 v132, v[44:45] offset:33664
	s_waitcnt lgkmcnt(13)
	v_perm_b32 v35, v34, v57, s85
	s_waitcnt lgkmcnt(12)
	v_perm_b32 v34, v58, v56, s85
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[32:33], v[34:35], v[16:31]
	ds_bpermute_b32 v32, v176, v54
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v32, v54, v32
	v_fmac_f32_e32 v32, v187, v37
	v_mfma_f32_32x32x8_f16 v[0:15], v[100:101], v[34:35], v[0:15]
	v_mov_b32_e32 v187, v32
	s_cbranch_scc1 .LBB0_13
; %bb.20:                               ; %._crit_edge744.loopexit
	v_mov_b32_e32 v136, v36
	v_mov_b32_e32 v187, v32
	v_accvgpr_read_b32 v248, a0
	v_accvgpr_read_b32 v192, a1
	v_accvgpr_read_b32 v193, a2
	v_mov_b32_e32 v190, v65
	v_mov_b32_e32 v191, v166
	v_mov_b32_e32 v200, v167
	v_mov_b32_e32 v201, v168
	s_branch .LBB0_14
.LBB0_12:
	s_mov_b32 s0, 0
	s_movk_i32 s89, 0x4000
	s_mov_b32 s84, 0x8000
	s_mov_b32 s88, 0xc000
.LBB0_14:                               ; %._crit_edge744
	s_sub_i32 s1, s83, s80
	s_ashr_i32 s2, s1, 31
	s_or_b32 s3, s1, 63
	s_lshr_b32 s2, s2, 26
	s_add_i32 s2, s3, s2
	s_ashr_i32 s2, s2, 6
	s_max_i32 s2, s2, 2
	s_cmp_gt_i32 s1, 0
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s1, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_15
; %bb.23:
	v_add_u32_e32 v52, s0, v186
	v_add_u32_e32 v32, 0x2000, v52
	ds_read2_b64 v[100:103], v32 offset0:28 offset1:30
	ds_read2_b64 v[104:107], v32 offset0:24 offset1:26
	ds_read2_b64 v[108:111], v32 offset0:20 offset1:22
	ds_read2_b64 v[112:115], v32 offset0:16 offset1:18
	ds_read2_b64 v[116:119], v32 offset0:12 offset1:14
	ds_read2_b64 v[120:123], v32 offset0:8 offset1:10
	ds_read2_b64 v[124:127], v32 offset0:4 offset1:6
	ds_read2_b64 v[48:51], v32 offset1:2
	ds_read2_b64 v[154:157], v52 offset0:8 offset1:10
	ds_read2_b64 v[158:161], v52 offset1:2
	ds_read2_b64 v[162:165], v52 offset0:4 offset1:6
	ds_read2_b64 v[128:131], v52 offset0:28 offset1:30
	ds_read2_b64 v[138:141], v52 offset0:24 offset1:26
	ds_read2_b64 v[142:145], v52 offset0:20 offset1:22
	ds_read2_b64 v[146:149], v52 offset0:16 offset1:18
	ds_read2_b64 v[150:153], v52 offset0:12 offset1:14
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[94:95], 0
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[90:91], v[32:47]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x8_f16 v[48:63], v[158:159], v[94:95], 0
	v_mfma_f32_32x32x8_f16 v[48:63], v[160:161], v[90:91], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[124:125], v[86:87], v[32:47]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_f16 v[48:63], v[162:163], v[86:87], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[164:165], v[82:83], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[126:127], v[82:83], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[154:155], v[78:79], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[120:121], v[78:79], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[156:157], v[74:75], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[122:123], v[74:75], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[150:151], v[70:71], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[116:117], v[70:71], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[152:153], v[66:67], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[118:119], v[66:67], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[146:147], v[96:97], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[112:113], v[96:97], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[148:149], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[114:115], v[92:93], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[142:143], v[88:89], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[108:109], v[88:89], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[144:145], v[84:85], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[110:111], v[84:85], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[138:139], v[80:81], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[104:105], v[80:81], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[140:141], v[76:77], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[106:107], v[76:77], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[128:129], v[72:73], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[100:101], v[72:73], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[130:131], v[68:69], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[102:103], v[68:69], v[32:47]
	s_nop 9
	v_mov_b32_e32 v98, v56
	v_mov_b32_e32 v56, v57
	v_mov_b32_e32 v57, v58
	v_mov_b32_e32 v58, v59
	v_mov_b32_e32 v59, v60
	v_mov_b32_e32 v60, v61
	v_mov_b32_e32 v61, v62
	v_mov_b32_e32 v62, v63
	v_mov_b32_e32 v99, v33
	v_mov_b32_e32 v100, v42
	v_mov_b32_e32 v101, v47
	v_mov_b32_e32 v63, v32
	v_mov_b32_e32 v32, v43
	v_mov_b32_e32 v33, v44
	v_mov_b32_e32 v42, v45
	v_mov_b32_e32 v43, v46
	s_branch .LBB0_16
.LBB0_15:
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v99, v98
	v_mov_b32_e32 v100, v98
	v_mov_b32_e32 v101, v98
	v_mov_b32_e32 v56, v98
	v_mov_b32_e32 v57, v98
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
	v_mov_b32_e32 v32, v98
	v_mov_b32_e32 v33, v98
	v_mov_b32_e32 v42, v98
	v_mov_b32_e32 v43, v98
.LBB0_16:
	s_add_i32 s79, s79, s2
	s_lshl_b32 s0, s79, 6
	s_addk_i32 s0, 0xff80
	v_or_b32_e32 v109, s0, v194
	v_or_b32_e32 v102, s0, v179
	v_or_b32_e32 v103, s0, v64
	v_or_b32_e32 v104, s0, v205
	v_or_b32_e32 v105, s0, v215
	v_or_b32_e32 v106, s0, v210
	v_or_b32_e32 v107, s0, v204
	v_or_b32_e32 v108, s0, v199
	v_or_b32_e32 v110, s0, v200
	v_or_b32_e32 v111, s0, v254
	v_or_b32_e32 v112, s0, v214
	v_or_b32_e32 v113, s0, v196
	v_or_b32_e32 v114, s0, v255
	v_or_b32_e32 v115, s0, v216
	v_or_b32_e32 v116, s0, v208
	v_or_b32_e32 v117, s0, v206
	v_or_b32_e32 v118, s0, v201
	v_or_b32_e32 v119, s0, v191
	v_or_b32_e32 v120, s0, v137
	v_or_b32_e32 v121, s0, v197
	v_or_b32_e32 v122, s0, v190
	v_or_b32_e32 v123, s0, v217
	v_or_b32_e32 v124, s0, v209
	v_or_b32_e32 v125, s0, v207
	v_or_b32_e32 v126, s0, v198
	v_or_b32_e32 v127, s0, v211
	v_or_b32_e32 v128, s0, v173
	v_or_b32_e32 v129, s0, v218
	v_or_b32_e32 v130, s0, v174
	v_or_b32_e32 v131, s0, v212
	v_or_b32_e32 v132, s0, v195
	v_or_b32_e32 v133, s0, v219
	v_pk_mul_f32 v[44:45], v[134:135], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[134:135], v[50:51] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[134:135], v[52:53] op_sel_hi:[0,1]
	v_pk_mul_f32 v[52:53], v[134:135], v[98:99] op_sel_hi:[0,1]
	v_mov_b32_e32 v98, 0xc9742400
	v_cmp_ge_i32_e64 s[0:1], v188, v109
	v_pk_mul_f32 v[50:51], v[134:135], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[62:63], v[134:135], v[62:63] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v46, v98, v46, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v188, v108
	v_pk_mul_f32 v[54:55], v[134:135], v[100:101] op_sel_hi:[0,1]
	v_pk_mul_f32 v[60:61], v[134:135], v[60:61] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v51, v98, v51, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v188, v107
	v_pk_mul_f32 v[58:59], v[134:135], v[58:59] op_sel_hi:[0,1]
	v_pk_mul_f32 v[56:57], v[134:135], v[56:57] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v50, v98, v50, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v188, v106
	v_pk_mul_f32 v[40:41], v[134:135], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[134:135], v[38:39] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v49, v98, v49, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v188, v105
	v_pk_mul_f32 v[36:37], v[134:135], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[134:135], v[34:35] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v48, v98, v48, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v188, v104
	v_pk_mul_f32 v[42:43], v[134:135], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[32:33], v[134:135], v[32:33] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v47, v98, v47, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v188, v103
	s_nop 1
	v_cndmask_b32_e64 v44, v98, v44, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v188, v102
	s_nop 1
	v_cndmask_b32_e64 v45, v98, v45, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v188, v117
	s_nop 1
	v_cndmask_b32_e64 v100, v98, v63, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v188, v116
	s_nop 1
	v_cndmask_b32_e64 v63, v98, v62, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v188, v115
	s_nop 1
	v_cndmask_b32_e64 v62, v98, v61, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v188, v114
	s_nop 1
	v_cndmask_b32_e64 v61, v98, v60, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v188, v113
	s_nop 1
	v_cndmask_b32_e64 v60, v98, v59, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v188, v112
	s_nop 1
	v_cndmask_b32_e64 v59, v98, v58, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v188, v111
	s_nop 1
	v_cndmask_b32_e64 v58, v98, v57, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v188, v110
	s_nop 1
	v_cndmask_b32_e64 v57, v98, v56, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v188, v125
	s_nop 1
	v_cndmask_b32_e64 v41, v98, v41, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v188, v124
	s_nop 1
	v_cndmask_b32_e64 v40, v98, v40, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v188, v123
	s_nop 1
	v_cndmask_b32_e64 v39, v98, v39, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v188, v122
	s_nop 1
	v_cndmask_b32_e64 v38, v98, v38, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v188, v121
	s_nop 1
	v_cndmask_b32_e64 v37, v98, v37, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v188, v120
	v_max3_f32 v105, v37, v38, v39
	s_nop 0
	v_cndmask_b32_e64 v36, v98, v36, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v188, v119
	s_nop 1
	v_cndmask_b32_e64 v35, v98, v35, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v188, v118
	s_nop 1
	v_cndmask_b32_e64 v34, v98, v34, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v188, v129
	v_max3_f32 v104, v34, v35, v36
	s_nop 0
	v_cndmask_b32_e64 v102, v98, v43, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v188, v128
	s_nop 1
	v_cndmask_b32_e64 v43, v98, v42, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v188, v127
	s_nop 1
	v_cndmask_b32_e64 v42, v98, v33, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v188, v126
	s_nop 1
	v_cndmask_b32_e64 v33, v98, v32, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v188, v133
	v_max3_f32 v107, v33, v42, v43
	s_nop 0
	v_cndmask_b32_e64 v103, v98, v55, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v188, v132
	v_max3_f32 v55, v57, v58, v59
	s_nop 0
	v_cndmask_b32_e64 v32, v98, v54, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v188, v131
	v_max3_f32 v106, v40, v41, v32
	s_nop 0
	v_cndmask_b32_e64 v101, v98, v53, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v188, v130
	v_max3_f32 v53, v47, v48, v49
	v_max3_f32 v99, v63, v100, v101
	v_cndmask_b32_e64 v56, v98, v52, s[0:1]
	v_max_f32_e32 v52, v44, v45
	v_max3_f32 v98, v60, v61, v62
	v_max3_f32 v54, v50, v51, v56
	v_max3_f32 v52, v52, v46, v53
	v_max3_f32 v53, v55, v98, v99
	v_max3_f32 v55, v104, v105, v106
	v_max3_f32 v98, v107, v102, v103
	v_max3_f32 v52, v52, v54, v53
	v_max3_f32 v52, v52, v55, v98
	ds_bpermute_b32 v53, v176, v52
	s_and_b64 s[0:1], vcc, exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_waitcnt lgkmcnt(0)
	v_max3_f32 v98, v136, v52, v53
	v_pk_add_f32 v[44:45], v[44:45], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[46:47], v[46:47], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[48:49], v[48:49], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[50:51], v[50:51], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[52:53], v[56:57], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[54:55], v[58:59], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[56:57], v[60:61], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[62:63], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[60:61], v[100:101], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[34:35], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[36:37], v[36:37], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[38:39], v[38:39], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[40:41], v[40:41], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[32:33], v[32:33], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[42:43], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[62:63], v[102:103], v[98:99] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v104, v44
	v_exp_f32_e32 v105, v45
	v_exp_f32_e32 v106, v46
	v_exp_f32_e32 v107, v47
	v_exp_f32_e32 v108, v48
	v_exp_f32_e32 v109, v49
	v_exp_f32_e32 v110, v50
	v_exp_f32_e32 v111, v51
	v_exp_f32_e32 v112, v52
	v_exp_f32_e32 v113, v53
	v_exp_f32_e32 v114, v54
	v_exp_f32_e32 v115, v55
	v_exp_f32_e32 v116, v56
	v_exp_f32_e32 v117, v57
	v_exp_f32_e32 v118, v58
	v_exp_f32_e32 v119, v59
	v_exp_f32_e32 v120, v60
	v_exp_f32_e32 v121, v61
	v_exp_f32_e32 v122, v34
	v_exp_f32_e32 v123, v35
	v_exp_f32_e32 v124, v36
	v_exp_f32_e32 v125, v37
	v_exp_f32_e32 v126, v38
	v_exp_f32_e32 v127, v39
	v_exp_f32_e32 v128, v40
	v_exp_f32_e32 v129, v41
	v_exp_f32_e32 v130, v32
	v_exp_f32_e32 v131, v33
	v_exp_f32_e32 v132, v42
	v_exp_f32_e32 v133, v43
	v_exp_f32_e32 v138, v62
	v_exp_f32_e32 v139, v63
	v_pk_add_f32 v[32:33], v[104:105], v[106:107]
	v_pk_add_f32 v[34:35], v[108:109], v[110:111]
	v_pk_add_f32 v[36:37], v[112:113], v[114:115]
	v_pk_add_f32 v[38:39], v[116:117], v[118:119]
	v_pk_add_f32 v[40:41], v[120:121], v[122:123]
	v_pk_add_f32 v[42:43], v[124:125], v[126:127]
	v_pk_add_f32 v[44:45], v[128:129], v[130:131]
	v_pk_add_f32 v[46:47], v[132:133], v[138:139]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_sub_f32_e32 v99, v136, v98
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_exp_f32_e32 v101, v99
	v_add_f32_e32 v102, v32, v33
	v_add_u32_e32 v32, s84, v178
	ds_read2st64_b64 v[36:39], v32 offset1:16
	v_add_u32_e32 v32, s84, v180
	ds_read2st64_b64 v[40:43], v32 offset1:16
	v_add_u32_e32 v32, s84, v181
	ds_read2st64_b64 v[48:51], v32 offset1:16
	v_add_u32_e32 v32, s84, v182
	ds_read2st64_b64 v[52:55], v32 offset1:16
	v_add_u32_e32 v32, s84, v183
	ds_read2st64_b64 v[44:47], v32 offset1:16
	v_add_u32_e32 v32, s84, v184
	v_add_u32_e32 v56, s84, v185
	v_add_u32_e32 v60, s84, v213
	v_add_u32_e32 v100, 0x10000, v192
	ds_read2st64_b64 v[32:35], v32 offset1:16
	ds_read2st64_b64 v[56:59], v56 offset1:16
	ds_read2st64_b64 v[60:63], v60 offset1:16
	ds_write_b32 v100, v101
	v_add_u32_e32 v100, 0x10000, v193
	ds_bpermute_b32 v103, v176, v102
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v100, v100
	v_cvt_f16_f32_e32 v99, v104
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
	v_cvt_f16_f32_e32 v129, v130
	v_cvt_f16_f32_e32 v130, v131
	v_cvt_f16_f32_e32 v131, v132
	v_cvt_f16_f32_e32 v132, v133
	v_cvt_f16_f32_e32 v133, v138
	v_cvt_f16_f32_e32 v135, v139
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v177, v99
	ds_write_b16 v177, v104 offset:128
	ds_write_b16 v177, v105 offset:256
	ds_write_b16 v177, v106 offset:384
	ds_write_b16 v177, v107 offset:1024
	ds_write_b16 v177, v108 offset:1152
	ds_write_b16 v177, v109 offset:1280
	ds_write_b16 v177, v110 offset:1408
	ds_write_b16 v177, v111 offset:2048
	ds_write_b16 v177, v112 offset:2176
	ds_write_b16 v177, v113 offset:2304
	ds_write_b16 v177, v114 offset:2432
	ds_write_b16 v177, v115 offset:3072
	ds_write_b16 v177, v116 offset:3200
	ds_write_b16 v177, v117 offset:3328
	ds_write_b16 v177, v118 offset:3456
	ds_write_b16 v177, v119 offset:4096
	ds_write_b16 v177, v120 offset:4224
	ds_write_b16 v177, v121 offset:4352
	ds_write_b16 v177, v122 offset:4480
	ds_write_b16 v177, v123 offset:5120
	ds_write_b16 v177, v124 offset:5248
	ds_write_b16 v177, v125 offset:5376
	ds_write_b16 v177, v126 offset:5504
	ds_write_b16 v177, v127 offset:6144
	ds_write_b16 v177, v128 offset:6272
	ds_write_b16 v177, v129 offset:6400
	ds_write_b16 v177, v130 offset:6528
	ds_write_b16 v177, v131 offset:7168
	ds_write_b16 v177, v132 offset:7296
	ds_write_b16 v177, v133 offset:7424
	ds_write_b16 v177, v135 offset:7552
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_17
; %bb.26:
	ds_read_u16 v99, v175 offset:384
	ds_read_u16 v104, v175 offset:256
	ds_read_u16 v106, v175 offset:128
	ds_read_u16 v107, v175
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
	v_perm_b32 v105, v99, v104, s0
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
	ds_read_u16 v36, v175 offset:1408
	ds_read_u16 v37, v175 offset:1280
	ds_read_u16 v99, v175 offset:1152
	ds_read_u16 v106, v175 offset:1024
	v_mov_b32_e32 v136, v98
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v37, v36, v37, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v36, v99, v106, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[104:105], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[36:37], v[16:31]
	ds_read_u16 v40, v175 offset:2432
	ds_read_u16 v41, v175 offset:2304
	ds_read_u16 v99, v175 offset:2176
	ds_read_u16 v106, v175 offset:2048
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v41, v40, v41, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v40, v99, v106, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[36:37], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[40:41], v[16:31]
	ds_read_u16 v48, v175 offset:3456
	ds_read_u16 v49, v175 offset:3328
	ds_read_u16 v99, v175 offset:3200
	ds_read_u16 v106, v175 offset:3072
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v49, v48, v49, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v48, v99, v106, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[40:41], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[52:53], v[48:49], v[16:31]
	ds_read_u16 v52, v175 offset:4480
	ds_read_u16 v53, v175 offset:4352
	ds_read_u16 v99, v175 offset:4224
	ds_read_u16 v106, v175 offset:4096
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v53, v52, v53, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v52, v99, v106, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[48:49], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[52:53], v[16:31]
	ds_read_u16 v44, v175 offset:5504
	ds_read_u16 v45, v175 offset:5376
	ds_read_u16 v99, v175 offset:5248
	ds_read_u16 v106, v175 offset:5120
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v45, v44, v45, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v44, v99, v106, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[52:53], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[32:33], v[44:45], v[16:31]
	ds_read_u16 v32, v175 offset:6528
	ds_read_u16 v33, v175 offset:6400
	ds_read_u16 v99, v175 offset:6272
	ds_read_u16 v106, v175 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v33, v32, v33, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v32, v99, v106, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[44:45], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[32:33], v[16:31]
	ds_read_u16 v56, v175 offset:7552
	ds_read_u16 v57, v175 offset:7424
	ds_read_u16 v99, v175 offset:7296
	ds_read_u16 v106, v175 offset:7168
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v57, v56, v57, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v56, v99, v106, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[32:33], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[60:61], v[56:57], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[56:57], v[0:15]
.LBB0_17:
	s_cmpk_gt_i32 s3, 0x7f
	v_mov_b32_e32 v135, v134
	v_mov_b32_e32 v98, v134
	s_cselect_b64 s[0:1], -1, 0
	s_cmpk_lt_i32 s3, 0x80
	v_mov_b32_e32 v99, v134
	s_cbranch_scc1 .LBB0_18
; %bb.28:
	v_add_u32_e32 v52, s89, v186
	v_add_u32_e32 v32, 0x2000, v52
	ds_read2_b64 v[104:107], v32 offset0:28 offset1:30
	ds_read2_b64 v[108:111], v32 offset0:24 offset1:26
	ds_read2_b64 v[112:115], v32 offset0:20 offset1:22
	ds_read2_b64 v[116:119], v32 offset0:16 offset1:18
	ds_read2_b64 v[120:123], v32 offset0:12 offset1:14
	ds_read2_b64 v[124:127], v32 offset0:8 offset1:10
	ds_read2_b64 v[128:131], v32 offset0:4 offset1:6
	ds_read2_b64 v[48:51], v32 offset1:2
	ds_read2_b64 v[158:161], v52 offset0:8 offset1:10
	ds_read2_b64 v[162:165], v52 offset1:2
	ds_read2_b64 v[166:169], v52 offset0:4 offset1:6
	ds_read2_b64 v[138:141], v52 offset0:28 offset1:30
	ds_read2_b64 v[142:145], v52 offset0:24 offset1:26
	ds_read2_b64 v[146:149], v52 offset0:20 offset1:22
	ds_read2_b64 v[150:153], v52 offset0:16 offset1:18
	ds_read2_b64 v[154:157], v52 offset0:12 offset1:14
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[94:95], 0
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[90:91], v[32:47]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x8_f16 v[48:63], v[162:163], v[94:95], 0
	v_mfma_f32_32x32x8_f16 v[48:63], v[164:165], v[90:91], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[128:129], v[86:87], v[32:47]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_f16 v[48:63], v[166:167], v[86:87], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[168:169], v[82:83], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[130:131], v[82:83], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[158:159], v[78:79], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[124:125], v[78:79], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[160:161], v[74:75], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[126:127], v[74:75], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[154:155], v[70:71], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[120:121], v[70:71], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[156:157], v[66:67], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[122:123], v[66:67], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[150:151], v[96:97], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[116:117], v[96:97], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[152:153], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[118:119], v[92:93], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[146:147], v[88:89], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[112:113], v[88:89], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[148:149], v[84:85], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[114:115], v[84:85], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[142:143], v[80:81], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[108:109], v[80:81], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[144:145], v[76:77], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[110:111], v[76:77], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[138:139], v[72:73], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[104:105], v[72:73], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[140:141], v[68:69], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[106:107], v[68:69], v[32:47]
	s_nop 9
	v_mov_b32_e32 v86, v56
	v_mov_b32_e32 v56, v57
	v_mov_b32_e32 v57, v58
	v_mov_b32_e32 v58, v59
	v_mov_b32_e32 v59, v60
	v_mov_b32_e32 v60, v61
	v_mov_b32_e32 v61, v62
	v_mov_b32_e32 v62, v63
	v_mov_b32_e32 v87, v33
	v_mov_b32_e32 v66, v42
	v_mov_b32_e32 v67, v47
	v_mov_b32_e32 v63, v32
	v_mov_b32_e32 v32, v43
	v_mov_b32_e32 v33, v44
	v_mov_b32_e32 v42, v45
	v_mov_b32_e32 v43, v46
	s_branch .LBB0_19
.LBB0_18:
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v87, v86
	v_mov_b32_e32 v66, v86
	v_mov_b32_e32 v67, v86
	v_mov_b32_e32 v56, v86
	v_mov_b32_e32 v57, v86
	v_mov_b32_e32 v58, v86
	v_mov_b32_e32 v59, v86
	v_mov_b32_e32 v60, v86
	v_mov_b32_e32 v61, v86
	v_mov_b32_e32 v62, v86
	v_mov_b32_e32 v63, v86
	v_mov_b32_e32 v48, v86
	v_mov_b32_e32 v49, v86
	v_mov_b32_e32 v50, v86
	v_mov_b32_e32 v51, v86
	v_mov_b32_e32 v52, v86
	v_mov_b32_e32 v53, v86
	v_mov_b32_e32 v54, v86
	v_mov_b32_e32 v55, v86
	v_mov_b32_e32 v34, v86
	v_mov_b32_e32 v35, v86
	v_mov_b32_e32 v36, v86
	v_mov_b32_e32 v37, v86
	v_mov_b32_e32 v38, v86
	v_mov_b32_e32 v39, v86
	v_mov_b32_e32 v40, v86
	v_mov_b32_e32 v41, v86
	v_mov_b32_e32 v32, v86
	v_mov_b32_e32 v33, v86
	v_mov_b32_e32 v42, v86
	v_mov_b32_e32 v43, v86
.LBB0_19:
	s_lshl_b32 s2, s2, 6
	s_add_i32 s82, s82, s2
	v_or_b32_e32 v74, s82, v194
	v_mov_b32_e32 v44, v134
	v_mov_b32_e32 v45, v134
	v_or_b32_e32 v73, s82, v199
	v_pk_mul_f32 v[46:47], v[44:45], v[50:51]
	v_pk_mul_f32 v[50:51], v[44:45], v[52:53]
	v_pk_mul_f32 v[52:53], v[44:45], v[54:55]
	v_pk_mul_f32 v[54:55], v[44:45], v[66:67]
	v_pk_mul_f32 v[66:67], v[98:99], v[86:87]
	v_mov_b32_e32 v86, 0xc9742400
	v_cmp_ge_i32_e64 s[2:3], v188, v74
	v_or_b32_e32 v72, s82, v204
	v_pk_mul_f32 v[58:59], v[44:45], v[58:59]
	v_pk_mul_f32 v[60:61], v[44:45], v[60:61]
	v_pk_mul_f32 v[62:63], v[44:45], v[62:63]
	v_pk_mul_f32 v[36:37], v[44:45], v[36:37]
	v_pk_mul_f32 v[38:39], v[44:45], v[38:39]
	v_pk_mul_f32 v[40:41], v[44:45], v[40:41]
	v_pk_mul_f32 v[42:43], v[44:45], v[42:43]
	v_cndmask_b32_e64 v44, v86, v46, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v188, v73
	v_or_b32_e32 v71, s82, v210
	v_or_b32_e32 v70, s82, v215
	v_cndmask_b32_e64 v53, v86, v53, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v188, v72
	v_or_b32_e32 v69, s82, v205
	v_or_b32_e32 v68, s82, v64
	v_cndmask_b32_e64 v52, v86, v52, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v188, v71
	v_or_b32_e32 v65, s82, v179
	v_pk_mul_f32 v[48:49], v[134:135], v[48:49]
	v_cndmask_b32_e64 v51, v86, v51, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v188, v70
	v_or_b32_e32 v82, s82, v206
	v_or_b32_e32 v81, s82, v208
	v_cndmask_b32_e64 v50, v86, v50, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v188, v69
	v_or_b32_e32 v80, s82, v216
	v_or_b32_e32 v79, s82, v255
	v_cndmask_b32_e64 v45, v86, v47, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v188, v68
	v_or_b32_e32 v78, s82, v196
	v_or_b32_e32 v77, s82, v214
	v_cndmask_b32_e64 v46, v86, v48, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v188, v65
	v_or_b32_e32 v76, s82, v254
	v_or_b32_e32 v75, s82, v200
	v_cndmask_b32_e64 v47, v86, v49, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v188, v82
	v_pk_mul_f32 v[56:57], v[134:135], v[56:57]
	v_or_b32_e32 v92, s82, v207
	v_cndmask_b32_e64 v48, v86, v63, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v188, v81
	v_or_b32_e32 v91, s82, v209
	v_or_b32_e32 v90, s82, v217
	v_cndmask_b32_e64 v63, v86, v62, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v188, v80
	v_or_b32_e32 v89, s82, v190
	v_or_b32_e32 v88, s82, v197
	v_cndmask_b32_e64 v62, v86, v61, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v188, v79
	v_or_b32_e32 v85, s82, v137
	v_or_b32_e32 v84, s82, v191
	v_cndmask_b32_e64 v61, v86, v60, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v188, v78
	v_or_b32_e32 v83, s82, v201
	v_pk_mul_f32 v[34:35], v[134:135], v[34:35]
	v_cndmask_b32_e64 v60, v86, v59, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v188, v77
	v_or_b32_e32 v96, s82, v218
	v_or_b32_e32 v95, s82, v173
	v_cndmask_b32_e64 v59, v86, v58, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v188, v76
	v_or_b32_e32 v94, s82, v211
	v_or_b32_e32 v93, s82, v198
	v_cndmask_b32_e64 v58, v86, v57, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v188, v75
	v_pk_mul_f32 v[32:33], v[98:99], v[32:33]
	v_or_b32_e32 v105, s82, v219
	v_cndmask_b32_e64 v57, v86, v56, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v188, v92
	v_or_b32_e32 v104, s82, v195
	v_or_b32_e32 v100, s82, v212
	v_cndmask_b32_e64 v41, v86, v41, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v188, v91
	v_or_b32_e32 v97, s82, v174
	s_nop 0
	v_cndmask_b32_e64 v40, v86, v40, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v188, v90
	s_nop 1
	v_cndmask_b32_e64 v39, v86, v39, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v188, v89
	s_nop 1
	v_cndmask_b32_e64 v38, v86, v38, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v188, v88
	s_nop 1
	v_cndmask_b32_e64 v37, v86, v37, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v188, v85
	v_max3_f32 v72, v37, v38, v39
	s_nop 0
	v_cndmask_b32_e64 v36, v86, v36, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v188, v84
	s_nop 1
	v_cndmask_b32_e64 v35, v86, v35, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v188, v83
	s_nop 1
	v_cndmask_b32_e64 v34, v86, v34, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v188, v96
	v_max3_f32 v71, v34, v35, v36
	s_nop 0
	v_cndmask_b32_e64 v68, v86, v43, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v188, v95
	s_nop 1
	v_cndmask_b32_e64 v43, v86, v42, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v188, v94
	s_nop 1
	v_cndmask_b32_e64 v42, v86, v33, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v188, v93
	s_nop 1
	v_cndmask_b32_e64 v33, v86, v32, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v188, v105
	v_max3_f32 v74, v33, v42, v43
	s_nop 0
	v_cndmask_b32_e64 v69, v86, v55, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v188, v104
	v_max3_f32 v55, v45, v50, v51
	s_nop 0
	v_cndmask_b32_e64 v32, v86, v54, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v188, v100
	v_max_f32_e32 v54, v46, v47
	v_max3_f32 v73, v40, v41, v32
	v_cndmask_b32_e64 v49, v86, v67, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v188, v97
	v_max3_f32 v67, v60, v61, v62
	v_max3_f32 v70, v63, v48, v49
	v_cndmask_b32_e64 v56, v86, v66, s[2:3]
	v_max3_f32 v66, v57, v58, v59
	v_max3_f32 v65, v52, v53, v56
	v_max3_f32 v54, v54, v44, v55
	v_max3_f32 v55, v66, v67, v70
	v_max3_f32 v66, v71, v72, v73
	v_max3_f32 v67, v74, v68, v69
	v_max3_f32 v54, v54, v65, v55
	v_max3_f32 v54, v54, v66, v67
	ds_bpermute_b32 v55, v176, v54
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_waitcnt lgkmcnt(0)
	v_max3_f32 v54, v136, v54, v55
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
	v_pk_add_f32 v[66:67], v[68:69], v[54:55] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v70, v46
	v_exp_f32_e32 v71, v47
	v_exp_f32_e32 v72, v44
	v_exp_f32_e32 v73, v45
	v_exp_f32_e32 v74, v50
	v_exp_f32_e32 v75, v51
	v_exp_f32_e32 v76, v52
	v_exp_f32_e32 v77, v53
	v_exp_f32_e32 v78, v56
	v_exp_f32_e32 v79, v57
	v_exp_f32_e32 v80, v58
	v_exp_f32_e32 v81, v59
	v_exp_f32_e32 v82, v60
	v_exp_f32_e32 v83, v61
	v_exp_f32_e32 v84, v62
	v_exp_f32_e32 v85, v63
	v_exp_f32_e32 v86, v48
	v_exp_f32_e32 v87, v49
	v_exp_f32_e32 v88, v34
	v_exp_f32_e32 v89, v35
	v_exp_f32_e32 v90, v36
	v_exp_f32_e32 v91, v37
	v_exp_f32_e32 v92, v38
	v_exp_f32_e32 v93, v39
	v_exp_f32_e32 v94, v40
	v_exp_f32_e32 v95, v41
	v_exp_f32_e32 v96, v32
	v_exp_f32_e32 v97, v33
	v_exp_f32_e32 v98, v42
	v_exp_f32_e32 v99, v43
	v_exp_f32_e32 v104, v66
	v_exp_f32_e32 v105, v67
	v_sub_f32_e32 v54, v136, v54
	v_pk_add_f32 v[32:33], v[70:71], v[72:73]
	v_pk_add_f32 v[34:35], v[74:75], v[76:77]
	v_pk_add_f32 v[36:37], v[78:79], v[80:81]
	v_pk_add_f32 v[38:39], v[82:83], v[84:85]
	v_pk_add_f32 v[40:41], v[86:87], v[88:89]
	v_pk_add_f32 v[42:43], v[90:91], v[92:93]
	v_pk_add_f32 v[44:45], v[94:95], v[96:97]
	v_pk_add_f32 v[46:47], v[98:99], v[104:105]
	v_exp_f32_e32 v65, v54
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_add_u32_e32 v40, s88, v181
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	ds_read2st64_b64 v[48:51], v40 offset1:16
	v_add_u32_e32 v40, s88, v182
	v_add_f32_e32 v67, v32, v33
	v_add_u32_e32 v32, s88, v178
	v_add_u32_e32 v36, s88, v180
	ds_read2st64_b64 v[52:55], v40 offset1:16
	v_add_u32_e32 v40, s88, v183
	v_add_u32_e32 v44, s88, v184
	v_add_u32_e32 v56, s88, v185
	v_add_u32_e32 v60, s88, v213
	v_add_u32_e32 v66, 0x10000, v192
	ds_read2st64_b64 v[32:35], v32 offset1:16
	ds_read2st64_b64 v[36:39], v36 offset1:16
	ds_read2st64_b64 v[40:43], v40 offset1:16
	ds_read2st64_b64 v[44:47], v44 offset1:16
	ds_read2st64_b64 v[56:59], v56 offset1:16
	ds_read2st64_b64 v[60:63], v60 offset1:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b32 v66, v65
	v_add_u32_e32 v66, 0x10000, v193
	ds_bpermute_b32 v68, v176, v67
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v66, v66
	v_cvt_f16_f32_e32 v69, v70
	v_cvt_f16_f32_e32 v70, v71
	v_cvt_f16_f32_e32 v71, v72
	v_cvt_f16_f32_e32 v72, v73
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
	v_cvt_f16_f32_e32 v99, v104
	v_cvt_f16_f32_e32 v100, v105
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v177, v69
	ds_write_b16 v177, v70 offset:128
	ds_write_b16 v177, v71 offset:256
	ds_write_b16 v177, v72 offset:384
	ds_write_b16 v177, v73 offset:1024
	ds_write_b16 v177, v74 offset:1152
	ds_write_b16 v177, v75 offset:1280
	ds_write_b16 v177, v76 offset:1408
	ds_write_b16 v177, v77 offset:2048
	ds_write_b16 v177, v78 offset:2176
	ds_write_b16 v177, v79 offset:2304
	ds_write_b16 v177, v80 offset:2432
	ds_write_b16 v177, v81 offset:3072
	ds_write_b16 v177, v82 offset:3200
	ds_write_b16 v177, v83 offset:3328
	ds_write_b16 v177, v84 offset:3456
	ds_write_b16 v177, v85 offset:4096
	ds_write_b16 v177, v86 offset:4224
	ds_write_b16 v177, v87 offset:4352
	ds_write_b16 v177, v88 offset:4480
	ds_write_b16 v177, v89 offset:5120
	ds_write_b16 v177, v90 offset:5248
	ds_write_b16 v177, v91 offset:5376
	ds_write_b16 v177, v92 offset:5504
	ds_write_b16 v177, v93 offset:6144
	ds_write_b16 v177, v94 offset:6272
	ds_write_b16 v177, v95 offset:6400
	ds_write_b16 v177, v96 offset:6528
	ds_write_b16 v177, v97 offset:7168
	ds_write_b16 v177, v98 offset:7296
	ds_write_b16 v177, v99 offset:7424
	ds_write_b16 v177, v100 offset:7552
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_20
; %bb.31:
	ds_read_u16 v69, v175 offset:384
	ds_read_u16 v70, v175 offset:256
	ds_read_u16 v72, v175 offset:128
	ds_read_u16 v73, v175
	s_mov_b32 s2, 0x5040100
	v_pk_mul_f32 v[30:31], v[30:31], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[66:67] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v71, v69, v70, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v70, v72, v73, s2
	v_pk_mul_f32 v[14:15], v[14:15], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[66:67] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[16:31], v[32:33], v[70:71], v[16:31]
	ds_read_u16 v32, v175 offset:1408
	ds_read_u16 v33, v175 offset:1280
	ds_read_u16 v69, v175 offset:1152
	ds_read_u16 v72, v175 offset:1024
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v33, v32, v33, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v32, v69, v72, s2
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[70:71], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[36:37], v[32:33], v[16:31]
	ds_read_u16 v36, v175 offset:2432
	ds_read_u16 v37, v175 offset:2304
	ds_read_u16 v69, v175 offset:2176
	ds_read_u16 v72, v175 offset:2048
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v37, v36, v37, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v36, v69, v72, s2
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[32:33], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[36:37], v[16:31]
	ds_read_u16 v48, v175 offset:3456
	ds_read_u16 v49, v175 offset:3328
	ds_read_u16 v69, v175 offset:3200
	ds_read_u16 v72, v175 offset:3072
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v49, v48, v49, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v48, v69, v72, s2
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[36:37], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[52:53], v[48:49], v[16:31]
	ds_read_u16 v52, v175 offset:4480
	ds_read_u16 v53, v175 offset:4352
	ds_read_u16 v69, v175 offset:4224
	ds_read_u16 v72, v175 offset:4096
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v53, v52, v53, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v52, v69, v72, s2
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[48:49], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[52:53], v[16:31]
	ds_read_u16 v40, v175 offset:5504
	ds_read_u16 v41, v175 offset:5376
	ds_read_u16 v69, v175 offset:5248
	ds_read_u16 v72, v175 offset:5120
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v41, v40, v41, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v40, v69, v72, s2
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[52:53], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[40:41], v[16:31]
	ds_read_u16 v44, v175 offset:6528
	ds_read_u16 v45, v175 offset:6400
	ds_read_u16 v69, v175 offset:6272
	ds_read_u16 v72, v175 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v45, v44, v45, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v44, v69, v72, s2
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[40:41], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[44:45], v[16:31]
	ds_read_u16 v56, v175 offset:7552
	ds_read_u16 v57, v175 offset:7424
	ds_read_u16 v69, v175 offset:7296
	ds_read_u16 v72, v175 offset:7168
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v57, v56, v57, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v56, v69, v72, s2
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[44:45], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[60:61], v[56:57], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[56:57], v[0:15]
.LBB0_20:
	v_add_f32_e32 v33, v102, v103
	v_fmac_f32_e32 v33, v187, v101
	v_add_f32_e32 v32, v67, v68
	v_cndmask_b32_e32 v33, v187, v33, vcc
	v_fmac_f32_e32 v32, v33, v65
	v_cndmask_b32_e64 v32, v33, v32, s[0:1]
	v_add_u32_e32 v33, 0, v192
	ds_write_b32 v33, v32
	v_add_u32_e32 v32, 0, v193
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v33, v32
	s_mul_i32 s76, s76, s70
	s_lshr_b32 s2, s78, 2
	s_mul_i32 s77, s77, s71
	v_or_b32_e32 v32, s81, v64
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v35, s[0:1], v33, v33, v16
	v_rcp_f32_e32 v36, v35
	v_or_b32_e32 v34, s2, v248
	s_and_b32 s9, s9, 0xffff
	s_mov_b32 s11, 0x27000
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
	s_mov_b32 s10, 0x7ffffffe
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
	s_add_i32 s0, s33, s76
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v15, v33, v15
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_fmas_f32 v35, v35, v39, v36
	s_add_i32 s0, s0, s77
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
		.amdhsa_private_segment_fixed_size 0
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
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 269
		.amdhsa_next_free_sgpr 91
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
	.set .Lflash_attention_fwd_kernel.num_agpr, 13
	.set .Lflash_attention_fwd_kernel.numbered_sgpr, 91
	.set .Lflash_attention_fwd_kernel.num_named_barrier, 0
	.set .Lflash_attention_fwd_kernel.private_seg_size, 0
	.set .Lflash_attention_fwd_kernel.uses_vcc, 1
	.set .Lflash_attention_fwd_kernel.uses_flat_scratch, 0
	.set .Lflash_attention_fwd_kernel.has_dyn_sized_stack, 0
	.set .Lflash_attention_fwd_kernel.has_recursion, 0
	.set .Lflash_attention_fwd_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 25064
; TotalNumSgprs: 97
; NumVgprs: 256
; NumAgprs: 13
; TotalNumVgprs: 269
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 33
; NumSGPRsForWavesPerEU: 97
; NumVGPRsForWavesPerEU: 269
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
  - .agpr_count:     13
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
    .max_flat_workgroup_size: 256
    .name:           flash_attention_fwd_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     97
    .sgpr_spill_count: 0
    .symbol:         flash_attention_fwd_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     269
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
