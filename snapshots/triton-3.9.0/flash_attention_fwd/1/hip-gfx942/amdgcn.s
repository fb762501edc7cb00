; flash_attention_fwd config 1 (BLOCK_M=128 BLOCK_N=128 num_warps=8 num_stages=3) on hip:gfx942, normalized
	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	flash_attention_fwd_kernel      ; -- Begin function flash_attention_fwd_kernel
	.p2align	8
	.type	flash_attention_fwd_kernel,@function
flash_attention_fwd_kernel:             ; @flash_attention_fwd_kernel
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.34:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.35:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_mov_b64 s[24:25], s[2:3]
	s_load_dword s2, s[0:1], 0x44
	s_load_dword s29, s[0:1], 0x60
	s_abs_i32 s18, s17
	s_mov_b64 s[20:21], s[6:7]
	s_not_b32 s7, s16
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s3, s2
	v_cvt_f32_u32_e32 v1, s3
	s_sub_i32 s19, 0, s3
	v_readfirstlane_b32 s22, v0
	s_add_i32 s28, s29, s7
	v_rcp_f32_e32 v1, v1
	s_xor_b32 s7, s17, s2
	s_and_b32 s6, s22, 0x1c0
	s_ashr_i32 s7, s7, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_and_b32_e32 v166, 15, v0
	v_lshlrev_b32_e32 v36, 3, v166
	v_and_b32_e32 v149, 32, v0
	v_readfirstlane_b32 s23, v1
	s_mul_i32 s19, s19, s23
	s_mul_hi_u32 s19, s23, s19
	s_add_i32 s23, s23, s19
	s_mul_hi_u32 s19, s18, s23
	s_mul_i32 s23, s19, s3
	s_sub_i32 s18, s18, s23
	s_add_i32 s23, s19, 1
	s_sub_i32 s26, s18, s3
	s_cmp_ge_u32 s18, s3
	s_cselect_b32 s19, s23, s19
	s_cselect_b32 s18, s26, s18
	s_add_i32 s23, s19, 1
	s_cmp_ge_u32 s18, s3
	s_cselect_b32 s3, s23, s19
	s_xor_b32 s3, s3, s7
	s_sub_i32 s18, s3, s7
	s_mul_i32 s2, s18, s2
	s_sub_i32 s17, s17, s2
	s_mul_i32 s2, s18, s11
	s_mul_i32 s3, s17, s12
	v_and_b32_e32 v1, 63, v0
	s_lshl_b32 s12, s28, 14
	v_or_b32_e32 v19, s6, v1
	s_add_i32 s2, s12, s2
	v_lshlrev_b32_e32 v2, 3, v19
	s_add_i32 s2, s2, s3
	s_movk_i32 s3, 0xf80
	v_and_or_b32 v148, v2, s3, v36
	v_or_b32_e32 v183, 0x1000, v148
	v_or_b32_e32 v167, 0x2000, v148
	s_mov_b32 s7, 0x27000
	s_mov_b32 s6, 0x7ffffffe
	v_or_b32_e32 v97, 0x3000, v148
	s_and_b32 s25, s25, 0xffff
	s_mov_b32 s26, s6
	s_mov_b32 s27, s7
	v_add_lshl_u32 v10, s2, v148, 1
	v_add_lshl_u32 v11, s2, v183, 1
	v_add_lshl_u32 v18, s2, v167, 1
	buffer_load_dwordx4 v[2:5], v10, s[24:27], 0 offen
	buffer_load_dwordx4 v[6:9], v11, s[24:27], 0 offen
	v_add_lshl_u32 v20, s2, v97, 1
	buffer_load_dwordx4 v[10:13], v18, s[24:27], 0 offen
	buffer_load_dwordx4 v[14:17], v20, s[24:27], 0 offen
	s_load_dword s2, s[0:1], 0x38
	v_lshrrev_b32_e32 v20, 1, v19
	s_and_b32 s26, s22, 0xc0
	v_and_b32_e32 v68, 31, v0
	v_lshrrev_b32_e32 v197, 2, v149
	v_lshlrev_b32_e32 v219, 4, v19
	v_and_b32_e32 v20, 0x78, v20
	v_lshl_or_b32 v22, s26, 7, v36
	v_lshlrev_b32_e32 v96, 8, v68
	v_xor_b32_e32 v20, v20, v219
	v_xor_b32_e32 v22, v22, v197
	v_add_u32_e32 v21, 0, v20
	v_or_b32_e32 v22, v22, v96
	v_xad_u32 v20, v20, 8, 0
	s_mul_i32 s3, s18, s13
	s_mul_i32 s11, s18, s15
	s_mul_i32 s14, s17, s14
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s13, s17, s2
	s_lshl_b32 s25, s28, 7
	s_and_b32 s19, s22, 0x180
	s_and_b32 s24, s22, 64
	s_add_i32 s14, s14, s3
	s_add_i32 s13, s13, s11
	s_cmp_gt_i32 s25, 0
	v_bfrev_b32_e32 v37, 1
	s_cselect_b64 vcc, -1, 0
	v_add_u32_e32 v23, 0, v22
	v_xad_u32 v24, v22, 16, 0
	v_xad_u32 v25, v22, 32, 0
	v_xad_u32 v26, v22, 48, 0
	v_xad_u32 v27, v22, 64, 0
	v_xor_b32_e32 v28, 0x50, v22
	s_and_b32 s5, s5, 0xffff
	v_add_u32_e32 v28, 0, v28
	v_and_b32_e32 v18, 0x1f0, v19
	v_lshl_or_b32 v192, v18, 5, v36
	s_movk_i32 s2, 0x3e00
	v_or_b32_e32 v222, 0x80, v192
	v_or_b32_e32 v216, 0x100, v192
	s_and_b32 s21, s21, 0xffff
	v_or_b32_e32 v232, 0x4000, v148
	s_mov_b32 s22, s6
	s_mov_b32 s23, s7
	s_cmpk_gt_i32 s25, 0x80
	v_or_b32_e32 v233, 0x5000, v148
	v_add_u32_e32 v170, s14, v232
	v_or_b32_e32 v243, 0x6000, v148
	v_add_u32_e32 v171, s14, v233
	v_or_b32_e32 v245, 0x7000, v148
	v_add_u32_e32 v172, s14, v243
	v_add_u32_e32 v173, s14, v245
	v_or_b32_e32 v247, 0x4080, v192
	v_or_b32_e32 v251, 0x4100, v192
	v_add_u32_e32 v175, s13, v247
	v_add_u32_e32 v176, s13, v251
	v_or_b32_e32 v246, 0x4000, v192
	v_add_u32_e32 v174, s13, v246
	v_add_u32_e32 v193, 0, v219
	v_lshrrev_b32_e32 v18, 1, v18
	s_waitcnt vmcnt(2)
	ds_write2st64_b64 v21, v[2:3], v[6:7] offset1:16
	s_waitcnt vmcnt(0)
	ds_write2st64_b64 v21, v[10:11], v[14:15] offset0:32 offset1:48
	ds_write2st64_b64 v20, v[4:5], v[8:9] offset1:16
	ds_write2st64_b64 v20, v[12:13], v[16:17] offset0:32 offset1:48
	v_xor_b32_e32 v2, 0x60, v22
	v_add_u32_e32 v2, 0, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[122:125], v2 offset1:16
	v_xor_b32_e32 v2, 0x70, v22
	v_add_u32_e32 v2, 0, v2
	ds_read2_b64 v[126:129], v2 offset1:16
	v_add_lshl_u32 v2, s14, v148, 1
	v_cndmask_b32_e32 v2, v37, v2, vcc
	v_add_lshl_u32 v3, v183, s14, 1
	ds_read2_b64 v[98:101], v23 offset1:16
	ds_read2_b64 v[102:105], v24 offset1:16
	ds_read2_b64 v[106:109], v25 offset1:16
	ds_read2_b64 v[110:113], v26 offset1:16
	ds_read2_b64 v[114:117], v27 offset1:16
	ds_read2_b64 v[118:121], v28 offset1:16
	v_cndmask_b32_e32 v3, v37, v3, vcc
	buffer_load_dwordx4 v[20:23], v2, s[4:7], 0 offen
	buffer_load_dwordx4 v[24:27], v3, s[4:7], 0 offen
	v_add_lshl_u32 v2, v167, s14, 1
	v_cndmask_b32_e32 v2, v37, v2, vcc
	v_add_lshl_u32 v3, v97, s14, 1
	v_cndmask_b32_e32 v3, v37, v3, vcc
	buffer_load_dwordx4 v[28:31], v2, s[4:7], 0 offen
	buffer_load_dwordx4 v[32:35], v3, s[4:7], 0 offen
	v_lshlrev_b32_e32 v2, 5, v19
	v_and_or_b32 v19, v2, s2, v36
	v_add_lshl_u32 v2, s13, v192, 1
	v_cndmask_b32_e32 v36, v37, v2, vcc
	v_add_lshl_u32 v2, v222, s13, 1
	v_or_b32_e32 v229, 0x180, v19
	v_cndmask_b32_e32 v38, v37, v2, vcc
	v_add_lshl_u32 v2, v216, s13, 1
	v_cndmask_b32_e32 v39, v37, v2, vcc
	v_add_lshl_u32 v2, v229, s13, 1
	v_cndmask_b32_e32 v40, v37, v2, vcc
	buffer_load_dwordx4 v[2:5], v39, s[20:23], 0 offen
	buffer_load_dwordx4 v[10:13], v40, s[20:23], 0 offen
	buffer_load_dwordx4 v[6:9], v36, s[20:23], 0 offen
	buffer_load_dwordx4 v[14:17], v38, s[20:23], 0 offen
	v_lshlrev_b32_e32 v36, 1, v170
	s_cselect_b64 s[2:3], -1, 0
	v_cndmask_b32_e64 v36, v37, v36, s[2:3]
	v_lshlrev_b32_e32 v38, 1, v171
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cndmask_b32_e64 v38, v37, v38, s[2:3]
	buffer_load_dwordx4 v[52:55], v36, s[4:7], 0 offen
	buffer_load_dwordx4 v[56:59], v38, s[4:7], 0 offen
	v_lshlrev_b32_e32 v36, 1, v172
	v_cndmask_b32_e64 v36, v37, v36, s[2:3]
	v_lshlrev_b32_e32 v38, 1, v173
	v_cndmask_b32_e64 v38, v37, v38, s[2:3]
	buffer_load_dwordx4 v[60:63], v36, s[4:7], 0 offen
	buffer_load_dwordx4 v[64:67], v38, s[4:7], 0 offen
	v_or_b32_e32 v19, 0x4180, v19
	v_lshlrev_b32_e32 v36, 1, v175
	v_add_u32_e32 v177, s13, v19
	v_cndmask_b32_e64 v48, v37, v36, s[2:3]
	v_lshlrev_b32_e32 v36, 1, v176
	v_cndmask_b32_e64 v44, v37, v36, s[2:3]
	v_lshlrev_b32_e32 v36, 1, v177
	scratch_store_dword off, v19, off       ; 4-byte Folded Spill
	v_lshlrev_b32_e32 v19, 1, v174
	v_cndmask_b32_e64 v45, v37, v36, s[2:3]
	v_cndmask_b32_e64 v19, v37, v19, s[2:3]
	buffer_load_dwordx4 v[36:39], v44, s[20:23], 0 offen
	buffer_load_dwordx4 v[40:43], v45, s[20:23], 0 offen
                                        ; kill: killed $vgpr44
                                        ; kill: killed $vgpr45
	s_nop 0
	buffer_load_dwordx4 v[44:47], v19, s[20:23], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[48:51], v48, s[20:23], 0 offen
	v_mov_b32_e32 v19, 0x3fb8aa3b
	v_mul_f32_e32 v194, s10, v19
	v_and_b32_e32 v19, 14, v0
	s_movk_i32 s2, 0x840
	s_mov_b32 s10, 0x5040100
	s_mov_b32 s30, 0x7060302
	s_mov_b32 s27, 0
	s_mov_b32 s11, 1
	s_mov_b32 s15, 0x10000
	s_waitcnt vmcnt(16)
	ds_write_b128 v193, v[20:23]
	s_waitcnt vmcnt(15)
	ds_write_b128 v193, v[24:27] offset:8192
	s_waitcnt vmcnt(14)
	ds_write_b128 v193, v[28:31] offset:16384
	s_waitcnt vmcnt(13)
	ds_write_b128 v193, v[32:35] offset:24576
	v_lshlrev_b32_e32 v20, 2, v19
	v_bfe_i32 v21, v0, 0, 1
	v_and_or_b32 v20, v21, s2, v20
	v_xor_b32_e32 v18, v20, v18
	v_lshl_or_b32 v218, v19, 11, v18
	v_add_u32_e32 v20, 0x10000, v218
	v_xor_b32_e32 v220, 8, v218
	v_xor_b32_e32 v221, 16, v218
	v_xor_b32_e32 v223, 24, v218
	s_waitcnt vmcnt(11)
	v_perm_b32 v19, v10, v2, s10
	v_xor_b32_e32 v224, 32, v218
	s_waitcnt vmcnt(9)
	v_perm_b32 v18, v14, v6, s10
	ds_write_b64 v20, v[18:19]
	v_add_u32_e32 v20, 0x10000, v220
	v_perm_b32 v19, v10, v2, s30
	v_perm_b32 v18, v14, v6, s30
	ds_write_b64 v20, v[18:19] offset:256
	v_add_u32_e32 v2, 0x10000, v221
	v_perm_b32 v19, v11, v3, s10
	v_perm_b32 v18, v15, v7, s10
	ds_write_b64 v2, v[18:19] offset:512
	v_add_u32_e32 v6, 0x10000, v223
	v_perm_b32 v3, v11, v3, s30
	v_perm_b32 v2, v15, v7, s30
	ds_write_b64 v6, v[2:3] offset:768
	v_add_u32_e32 v6, 0x10000, v224
	v_perm_b32 v3, v12, v4, s10
	v_perm_b32 v2, v16, v8, s10
	v_xor_b32_e32 v225, 40, v218
	ds_write_b64 v6, v[2:3] offset:1024
	v_add_u32_e32 v6, 0x10000, v225
	v_perm_b32 v3, v12, v4, s30
	v_perm_b32 v2, v16, v8, s30
	v_xor_b32_e32 v226, 48, v218
	ds_write_b64 v6, v[2:3] offset:1280
	v_add_u32_e32 v4, 0x10000, v226
	v_perm_b32 v3, v13, v5, s10
	v_perm_b32 v2, v17, v9, s10
	v_xor_b32_e32 v227, 56, v218
	ds_write_b64 v4, v[2:3] offset:1536
	v_add_u32_e32 v4, 0x10000, v227
	v_perm_b32 v3, v13, v5, s30
	v_perm_b32 v2, v17, v9, s30
	ds_write_b64 v4, v[2:3] offset:1792
	s_waitcnt vmcnt(8)
	ds_write_b128 v193, v[52:55] offset:32768
	s_waitcnt vmcnt(7)
	ds_write_b128 v193, v[56:59] offset:40960
	s_waitcnt vmcnt(6)
	ds_write_b128 v193, v[60:63] offset:49152
	s_waitcnt vmcnt(5)
	ds_write_b128 v193, v[64:67] offset:57344
	v_add_u32_e32 v4, 0x18000, v218
	s_waitcnt vmcnt(2)
	v_perm_b32 v3, v40, v36, s10
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v48, v44, s10
	ds_write_b64 v4, v[2:3]
	v_add_u32_e32 v4, 0x18000, v220
	v_perm_b32 v3, v40, v36, s30
	v_perm_b32 v2, v48, v44, s30
	ds_write_b64 v4, v[2:3] offset:256
	v_add_u32_e32 v4, 0x18000, v221
	v_perm_b32 v3, v41, v37, s10
	v_perm_b32 v2, v49, v45, s10
	ds_write_b64 v4, v[2:3] offset:512
	v_add_u32_e32 v4, 0x18000, v223
	v_perm_b32 v3, v41, v37, s30
	v_perm_b32 v2, v49, v45, s30
	ds_write_b64 v4, v[2:3] offset:768
	v_add_u32_e32 v4, 0x18000, v224
	v_perm_b32 v3, v42, v38, s10
	v_perm_b32 v2, v50, v46, s10
	ds_write_b64 v4, v[2:3] offset:1024
	v_add_u32_e32 v4, 0x18000, v225
	v_perm_b32 v3, v42, v38, s30
	v_perm_b32 v2, v50, v46, s30
	ds_write_b64 v4, v[2:3] offset:1280
	v_add_u32_e32 v4, 0x18000, v226
	v_perm_b32 v3, v43, v39, s10
	v_perm_b32 v2, v51, v47, s10
	ds_write_b64 v4, v[2:3] offset:1536
	v_add_u32_e32 v4, 0x18000, v227
	v_perm_b32 v3, v43, v39, s30
	v_perm_b32 v2, v51, v47, s30
	s_add_i32 s2, s25, 0xffffff00
	s_mov_b32 s3, 0x18000
	ds_write_b64 v4, v[2:3] offset:1792
	s_cmp_lt_i32 s2, 1
	v_bfe_i32 v0, v0, 4, 1
	v_lshlrev_b32_e32 v169, 2, v1
	v_lshlrev_b32_e32 v3, 1, v68
	v_lshlrev_b32_e32 v4, 5, v149
	scratch_store_dword off, v68, off offset:320 ; 4-byte Folded Spill
	scratch_store_dword off, v3, off offset:16 ; 4-byte Folded Spill
	scratch_store_dword off, v0, off offset:20 ; 4-byte Folded Spill
	s_cbranch_scc1 .LBB0_1
; %bb.1:                                ; %.lr.ph
	s_cmp_eq_u32 s24, 0
	s_cselect_b32 s3, 0, 0x2010
	v_mul_u32_u24_e32 v1, 0x108, v166
	v_or_b32_e32 v2, s3, v197
	v_and_b32_e32 v0, 0x1008, v0
	v_xor_b32_e32 v1, v2, v1
	v_xor_b32_e32 v178, v1, v0
	s_mov_b32 s3, 0x20000
	v_mov_b32_e32 v0, 0x20000
	v_lshl_add_u32 v179, v68, 2, v0
	v_add3_u32 v0, s3, v4, v3
	s_lshr_b32 s3, s19, 1
	v_mov_b32_e32 v30, 0
	s_lshl_b32 s31, s26, 1
	v_add_u32_e32 v180, s26, v0
	v_add_u32_e32 v181, s3, v0
	s_mov_b32 s22, 0x8000
	s_mov_b32 s3, 0x18000
	v_mov_b32_e32 v195, v194
	v_mov_b32_e32 v130, 0xff800000
	v_mov_b32_e32 v182, 0
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
	scratch_store_dword off, v229, off offset:24 ; 4-byte Folded Spill
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v170, 0x4000, v170
	v_add_u32_e32 v171, 0x4000, v171
	v_lshlrev_b32_e32 v32, 1, v170
	v_add_u32_e32 v172, 0x4000, v172
	buffer_load_dwordx4 v[184:187], v32, s[4:7], 0 offen
	v_lshlrev_b32_e32 v32, 1, v171
	v_add_u32_e32 v173, 0x4000, v173
	buffer_load_dwordx4 v[188:191], v32, s[4:7], 0 offen
	v_lshlrev_b32_e32 v32, 1, v172
	s_mov_b32 s23, s27
	buffer_load_dwordx4 v[198:201], v32, s[4:7], 0 offen
	v_lshlrev_b32_e32 v32, 1, v173
	buffer_load_dwordx4 v[202:205], v32, s[4:7], 0 offen
	v_add3_u32 v32, s23, v197, v96
	v_add_u32_e32 v33, 0x2000, v32
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[48:51], v32 offset1:2
	ds_read2_b64 v[52:55], v32 offset0:4 offset1:6
	ds_read2_b64 v[56:59], v32 offset0:8 offset1:10
	ds_read2_b64 v[60:63], v32 offset0:12 offset1:14
	ds_read2_b64 v[64:67], v32 offset0:16 offset1:18
	ds_read2_b64 v[68:71], v32 offset0:20 offset1:22
	ds_read2_b64 v[72:75], v32 offset0:24 offset1:26
	ds_read2_b64 v[76:79], v32 offset0:28 offset1:30
	ds_read2_b64 v[80:83], v33 offset1:2
	ds_read2_b64 v[84:87], v33 offset0:4 offset1:6
	ds_read2_b64 v[88:91], v33 offset0:8 offset1:10
	ds_read2_b64 v[92:95], v33 offset0:12 offset1:14
	ds_read2_b64 v[132:135], v33 offset0:16 offset1:18
	ds_read2_b64 v[136:139], v33 offset0:20 offset1:22
	ds_read2_b64 v[140:143], v33 offset0:24 offset1:26
	ds_read2_b64 v[206:209], v33 offset0:28 offset1:30
	v_add_u32_e32 v33, 0x4000, v32
	v_add_u32_e32 v32, 0x6000, v32
	ds_read2_b64 v[210:213], v33 offset1:2
	ds_read2_b64 v[220:223], v33 offset0:4 offset1:6
	ds_read2_b64 v[224:227], v33 offset0:8 offset1:10
	ds_read2_b64 v[228:231], v33 offset0:12 offset1:14
	ds_read2_b64 v[232:235], v33 offset0:16 offset1:18
	ds_read2_b64 v[236:239], v33 offset0:20 offset1:22
	ds_read2_b64 v[240:243], v33 offset0:24 offset1:26
	ds_read2_b64 v[244:247], v33 offset0:28 offset1:30
	ds_read2_b64 v[248:251], v32 offset1:2
	ds_read2_b64 v[252:255], v32 offset0:4 offset1:6
	ds_read2_b64 v[154:157], v32 offset0:8 offset1:10
	ds_read2_b64 v[158:161], v32 offset0:12 offset1:14
	ds_read2_b64 v[144:147], v32 offset0:16 offset1:18
	ds_read2_b64 v[150:153], v32 offset0:20 offset1:22
	ds_read2_b64 v[162:165], v32 offset0:24 offset1:26
	ds_read2_b64 v[214:217], v32 offset0:28 offset1:30
	s_waitcnt lgkmcnt(14)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[98:99], 0
	s_mov_b32 s34, s15
	v_add_u32_e32 v174, 0x4000, v174
	v_add_u32_e32 v175, 0x4000, v175
	v_add_u32_e32 v176, 0x4000, v176
	v_add_u32_e32 v177, 0x4000, v177
	s_mov_b32 s27, s22
	s_mov_b32 s22, s6
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[102:103], v[32:47]
	s_mov_b32 s23, s7
	s_mov_b32 s15, s3
	s_add_i32 s3, s11, 1
	s_cmp_lt_i32 s3, 2
	s_cselect_b32 s11, s3, 0
	s_addk_i32 s33, 0x80
	v_mfma_f32_32x32x8_f16 v[32:47], v[52:53], v[106:107], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[54:55], v[110:111], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[56:57], v[114:115], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[58:59], v[118:119], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[60:61], v[122:123], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[62:63], v[126:127], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[80:81], v[98:99], 0
	v_mfma_f32_32x32x8_f16 v[32:47], v[64:65], v[100:101], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[82:83], v[102:103], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[66:67], v[104:105], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[84:85], v[106:107], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[68:69], v[108:109], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[86:87], v[110:111], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[70:71], v[112:113], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[88:89], v[114:115], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[72:73], v[116:117], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[90:91], v[118:119], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[74:75], v[120:121], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[92:93], v[122:123], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[76:77], v[124:125], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[94:95], v[126:127], v[48:63]
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_32x32x8_f16 v[80:95], v[248:249], v[98:99], 0
	v_mfma_f32_32x32x8_f16 v[32:47], v[78:79], v[128:129], v[32:47]
	v_mfma_f32_32x32x8_f16 v[64:79], v[210:211], v[98:99], 0
	s_nop 9
	v_max3_f32 v131, v32, v33, v34
	v_mfma_f32_32x32x8_f16 v[80:95], v[250:251], v[102:103], v[80:95]
	v_mfma_f32_32x32x8_f16 v[64:79], v[212:213], v[102:103], v[64:79]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x8_f16 v[80:95], v[252:253], v[106:107], v[80:95]
	v_mfma_f32_32x32x8_f16 v[64:79], v[220:221], v[106:107], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[254:255], v[110:111], v[80:95]
	v_mfma_f32_32x32x8_f16 v[64:79], v[222:223], v[110:111], v[64:79]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_f16 v[80:95], v[154:155], v[114:115], v[80:95]
	v_mfma_f32_32x32x8_f16 v[64:79], v[224:225], v[114:115], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[156:157], v[118:119], v[80:95]
	v_mfma_f32_32x32x8_f16 v[64:79], v[226:227], v[118:119], v[64:79]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[80:95], v[158:159], v[122:123], v[80:95]
	v_mfma_f32_32x32x8_f16 v[64:79], v[228:229], v[122:123], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[160:161], v[126:127], v[80:95]
	v_mfma_f32_32x32x8_f16 v[64:79], v[230:231], v[126:127], v[64:79]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[80:95], v[144:145], v[100:101], v[80:95]
	v_mfma_f32_32x32x8_f16 v[48:63], v[132:133], v[100:101], v[48:63]
	v_max3_f32 v132, v35, v36, v37
	v_max3_f32 v133, v38, v39, v40
	v_max3_f32 v131, v131, v132, v133
	v_mfma_f32_32x32x8_f16 v[64:79], v[232:233], v[100:101], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[146:147], v[104:105], v[80:95]
	v_mfma_f32_32x32x8_f16 v[48:63], v[134:135], v[104:105], v[48:63]
	v_max3_f32 v134, v41, v42, v43
	v_max3_f32 v135, v44, v45, v46
	v_mfma_f32_32x32x8_f16 v[64:79], v[234:235], v[104:105], v[64:79]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[80:95], v[150:151], v[108:109], v[80:95]
	v_mfma_f32_32x32x8_f16 v[48:63], v[136:137], v[108:109], v[48:63]
	v_mfma_f32_32x32x8_f16 v[64:79], v[236:237], v[108:109], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[152:153], v[112:113], v[80:95]
	v_mfma_f32_32x32x8_f16 v[48:63], v[138:139], v[112:113], v[48:63]
	v_mfma_f32_32x32x8_f16 v[64:79], v[238:239], v[112:113], v[64:79]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[80:95], v[162:163], v[116:117], v[80:95]
	v_mfma_f32_32x32x8_f16 v[48:63], v[140:141], v[116:117], v[48:63]
	v_mfma_f32_32x32x8_f16 v[64:79], v[240:241], v[116:117], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[164:165], v[120:121], v[80:95]
	v_mfma_f32_32x32x8_f16 v[48:63], v[142:143], v[120:121], v[48:63]
	v_mfma_f32_32x32x8_f16 v[64:79], v[242:243], v[120:121], v[64:79]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[214:215], v[124:125], v[80:95]
	v_mfma_f32_32x32x8_f16 v[48:63], v[206:207], v[124:125], v[48:63]
	v_mfma_f32_32x32x8_f16 v[64:79], v[244:245], v[124:125], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[216:217], v[128:129], v[80:95]
	v_mfma_f32_32x32x8_f16 v[48:63], v[208:209], v[128:129], v[48:63]
	s_nop 9
	v_max_f32_e32 v151, v87, v87
	v_max_f32_e32 v152, v86, v86
	v_max3_f32 v147, v80, v81, v82
	v_max3_f32 v150, v83, v84, v85
	v_max_f32_e32 v151, v152, v151
	v_max3_f32 v152, v89, v90, v91
	v_max3_f32 v153, v92, v93, v94
	v_mfma_f32_32x32x8_f16 v[64:79], v[246:247], v[128:129], v[64:79]
	v_max3_f32 v136, v47, v48, v49
	v_max3_f32 v137, v50, v51, v52
	v_max3_f32 v138, v53, v54, v55
	v_max3_f32 v139, v56, v57, v58
	v_max3_f32 v140, v59, v60, v61
	v_max3_f32 v132, v134, v135, v136
	v_max3_f32 v133, v137, v138, v139
	s_nop 3
	v_max3_f32 v141, v62, v63, v64
	v_max3_f32 v142, v65, v66, v67
	v_max3_f32 v143, v68, v69, v70
	v_max3_f32 v144, v71, v72, v73
	v_max3_f32 v145, v74, v75, v76
	v_max3_f32 v146, v77, v78, v79
	v_max3_f32 v134, v140, v141, v142
	v_max3_f32 v135, v143, v144, v145
	v_max3_f32 v136, v146, v147, v150
	v_max3_f32 v137, v151, v88, v152
	v_max3_f32 v131, v131, v132, v133
	v_max3_f32 v132, v134, v135, v136
	v_max3_f32 v133, v137, v153, v95
	v_max3_f32 v131, v131, v132, v133
	v_xor_b32_e32 v132, 0x80, v169
	ds_bpermute_b32 v133, v132, v131
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v133, v133, v133
	v_max_f32_e32 v131, v131, v133
	v_mul_f32_e32 v131, v194, v131
	v_max_f32_e32 v133, v130, v130
	v_max_f32_e32 v196, v133, v131
	v_pk_fma_f32 v[32:33], v[194:195], v[32:33], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], v[194:195], v[34:35], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], v[194:195], v[36:37], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[194:195], v[38:39], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], v[194:195], v[40:41], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], v[194:195], v[42:43], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], v[194:195], v[44:45], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[194:195], v[46:47], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], v[194:195], v[48:49], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], v[194:195], v[50:51], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[52:53], v[194:195], v[52:53], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[54:55], v[194:195], v[54:55], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[56:57], v[194:195], v[56:57], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], v[194:195], v[58:59], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[60:61], v[194:195], v[60:61], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], v[194:195], v[62:63], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[64:65], v[194:195], v[64:65], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], v[194:195], v[66:67], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], v[194:195], v[68:69], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], v[194:195], v[70:71], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[72:73], v[194:195], v[72:73], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[74:75], v[194:195], v[74:75], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[76:77], v[194:195], v[76:77], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[78:79], v[194:195], v[78:79], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[80:81], v[194:195], v[80:81], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[82:83], v[194:195], v[82:83], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[84:85], v[194:195], v[84:85], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[86:87], v[194:195], v[86:87], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[88:89], v[194:195], v[88:89], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[90:91], v[194:195], v[90:91], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[92:93], v[194:195], v[92:93], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[94:95], v[194:195], v[94:95], v[196:197] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v146, v32
	v_exp_f32_e32 v147, v33
	v_exp_f32_e32 v150, v34
	v_exp_f32_e32 v151, v35
	v_exp_f32_e32 v152, v36
	v_exp_f32_e32 v153, v37
	v_exp_f32_e32 v154, v38
	v_exp_f32_e32 v155, v39
	v_exp_f32_e32 v156, v40
	v_exp_f32_e32 v157, v41
	v_exp_f32_e32 v158, v42
	v_exp_f32_e32 v159, v43
	v_exp_f32_e32 v160, v44
	v_exp_f32_e32 v161, v45
	v_exp_f32_e32 v164, v46
	v_exp_f32_e32 v165, v47
	v_exp_f32_e32 v206, v48
	v_exp_f32_e32 v207, v49
	v_exp_f32_e32 v208, v50
	v_exp_f32_e32 v209, v51
	v_exp_f32_e32 v210, v52
	v_exp_f32_e32 v211, v53
	v_exp_f32_e32 v212, v54
	v_exp_f32_e32 v213, v55
	v_exp_f32_e32 v214, v56
	v_exp_f32_e32 v215, v57
	v_exp_f32_e32 v216, v58
	v_exp_f32_e32 v217, v59
	v_exp_f32_e32 v220, v60
	v_exp_f32_e32 v221, v61
	v_exp_f32_e32 v222, v62
	v_exp_f32_e32 v223, v63
	v_exp_f32_e32 v224, v64
	v_exp_f32_e32 v225, v65
	v_exp_f32_e32 v226, v66
	v_exp_f32_e32 v227, v67
	v_exp_f32_e32 v228, v68
	v_exp_f32_e32 v229, v69
	v_exp_f32_e32 v230, v70
	v_exp_f32_e32 v231, v71
	v_exp_f32_e32 v232, v72
	v_exp_f32_e32 v233, v73
	v_exp_f32_e32 v234, v74
	v_exp_f32_e32 v235, v75
	v_exp_f32_e32 v236, v76
	v_exp_f32_e32 v237, v77
	v_exp_f32_e32 v238, v78
	v_exp_f32_e32 v239, v79
	v_exp_f32_e32 v240, v80
	v_exp_f32_e32 v241, v81
	v_exp_f32_e32 v242, v82
	v_exp_f32_e32 v243, v83
	v_exp_f32_e32 v244, v84
	v_exp_f32_e32 v245, v85
	v_exp_f32_e32 v246, v86
	v_exp_f32_e32 v247, v87
	v_exp_f32_e32 v248, v88
	v_exp_f32_e32 v249, v89
	v_exp_f32_e32 v250, v90
	v_exp_f32_e32 v251, v91
	v_exp_f32_e32 v252, v92
	v_exp_f32_e32 v253, v93
	v_exp_f32_e32 v254, v94
	v_exp_f32_e32 v255, v95
	v_pk_add_f32 v[32:33], v[146:147], v[150:151]
	v_pk_add_f32 v[34:35], v[152:153], v[154:155]
	v_pk_add_f32 v[36:37], v[156:157], v[158:159]
	v_pk_add_f32 v[38:39], v[160:161], v[164:165]
	v_pk_add_f32 v[40:41], v[206:207], v[208:209]
	v_pk_add_f32 v[42:43], v[210:211], v[212:213]
	v_pk_add_f32 v[44:45], v[214:215], v[216:217]
	v_pk_add_f32 v[46:47], v[220:221], v[222:223]
	v_pk_add_f32 v[48:49], v[224:225], v[226:227]
	v_pk_add_f32 v[50:51], v[228:229], v[230:231]
	v_pk_add_f32 v[52:53], v[232:233], v[234:235]
	v_pk_add_f32 v[54:55], v[236:237], v[238:239]
	v_pk_add_f32 v[56:57], v[240:241], v[242:243]
	v_pk_add_f32 v[58:59], v[244:245], v[246:247]
	v_pk_add_f32 v[60:61], v[248:249], v[250:251]
	v_pk_add_f32 v[62:63], v[252:253], v[254:255]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[40:41], v[48:49], v[50:51]
	v_pk_add_f32 v[42:43], v[52:53], v[54:55]
	v_pk_add_f32 v[44:45], v[56:57], v[58:59]
	v_pk_add_f32 v[46:47], v[60:61], v[62:63]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_xor_b32_e32 v65, 64, v178
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_sub_f32_e32 v130, v130, v196
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v132, v32
	v_add_u32_e32 v134, s34, v65
	v_xor_b32_e32 v65, 0x50, v178
	v_exp_f32_e32 v162, v130
	v_xor_b32_e32 v56, 32, v178
	v_add_u32_e32 v138, s34, v65
	v_xor_b32_e32 v65, 0x60, v178
	v_xor_b32_e32 v52, 16, v178
	v_add_u32_e32 v64, s34, v56
	v_xor_b32_e32 v60, 48, v178
	v_add_u32_e32 v88, s34, v65
	v_xor_b32_e32 v65, 0x70, v178
	v_add_u32_e32 v76, s34, v178
	v_add_u32_e32 v80, s34, v52
	ds_read2_b64 v[56:59], v64 offset1:16
	v_add_u32_e32 v68, s34, v60
	v_add_u32_e32 v130, s34, v65
	v_add_u32_e32 v64, 0x4000, v64
	ds_read2_b64 v[48:51], v76 offset1:16
	ds_read2_b64 v[52:55], v80 offset1:16
	ds_read2_b64 v[60:63], v68 offset1:16
	ds_read2_b64 v[72:75], v134 offset1:16
	ds_read2_b64 v[84:87], v138 offset1:16
	ds_read2_b64 v[92:95], v88 offset1:16
	ds_read2_b64 v[142:145], v130 offset1:16
	ds_read2_b64 v[64:67], v64 offset1:16
	v_add_u32_e32 v68, 0x4000, v68
	v_add_u32_e32 v76, 0x4000, v76
	v_add_u32_e32 v80, 0x4000, v80
	v_add_u32_e32 v88, 0x4000, v88
	v_add_u32_e32 v130, 0x4000, v130
	v_add_u32_e32 v134, 0x4000, v134
	v_add_u32_e32 v138, 0x4000, v138
	v_cvt_f16_f32_e32 v168, v146
	v_add_u32_e32 v146, s31, v179
	s_waitcnt lgkmcnt(9)
	v_add_f32_e32 v163, v32, v33
	v_lshlrev_b32_e32 v32, 1, v174
	v_lshlrev_b32_e32 v36, 1, v175
	v_lshlrev_b32_e32 v40, 1, v176
	v_lshlrev_b32_e32 v44, 1, v177
	ds_read2_b64 v[68:71], v68 offset1:16
	ds_read2_b64 v[76:79], v76 offset1:16
	ds_read2_b64 v[80:83], v80 offset1:16
	ds_read2_b64 v[88:91], v88 offset1:16
	ds_read2_b64 v[130:133], v130 offset1:16
	ds_read2_b64 v[134:137], v134 offset1:16
	ds_read2_b64 v[138:141], v138 offset1:16
	ds_write_b32 v146, v162
	v_add_u32_e32 v146, s19, v179
	buffer_load_dwordx4 v[32:35], v32, s[20:23], 0 offen
	v_cvt_f16_f32_e32 v147, v147
	buffer_load_dwordx4 v[36:39], v36, s[20:23], 0 offen
	v_cvt_f16_f32_e32 v150, v150
	buffer_load_dwordx4 v[40:43], v40, s[20:23], 0 offen
	v_cvt_f16_f32_e32 v151, v151
	buffer_load_dwordx4 v[44:47], v44, s[20:23], 0 offen
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v146, v146
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
	v_cvt_f16_f32_e32 v164, v164
	v_cvt_f16_f32_e32 v165, v165
	v_cvt_f16_f32_e32 v206, v206
	v_cvt_f16_f32_e32 v207, v207
	v_cvt_f16_f32_e32 v208, v208
	v_cvt_f16_f32_e32 v209, v209
	v_cvt_f16_f32_e32 v210, v210
	v_cvt_f16_f32_e32 v211, v211
	v_cvt_f16_f32_e32 v212, v212
	v_cvt_f16_f32_e32 v213, v213
	v_cvt_f16_f32_e32 v214, v214
	v_cvt_f16_f32_e32 v215, v215
	v_cvt_f16_f32_e32 v216, v216
	v_cvt_f16_f32_e32 v217, v217
	v_cvt_f16_f32_e32 v220, v220
	v_cvt_f16_f32_e32 v221, v221
	v_cvt_f16_f32_e32 v222, v222
	v_cvt_f16_f32_e32 v223, v223
	v_cvt_f16_f32_e32 v224, v224
	v_cvt_f16_f32_e32 v225, v225
	v_cvt_f16_f32_e32 v226, v226
	v_cvt_f16_f32_e32 v227, v227
	v_cvt_f16_f32_e32 v228, v228
	v_cvt_f16_f32_e32 v229, v229
	v_cvt_f16_f32_e32 v230, v230
	v_cvt_f16_f32_e32 v231, v231
	v_cvt_f16_f32_e32 v232, v232
	v_cvt_f16_f32_e32 v233, v233
	v_cvt_f16_f32_e32 v234, v234
	v_cvt_f16_f32_e32 v235, v235
	v_cvt_f16_f32_e32 v236, v236
	v_cvt_f16_f32_e32 v237, v237
	v_cvt_f16_f32_e32 v238, v238
	v_cvt_f16_f32_e32 v239, v239
	v_cvt_f16_f32_e32 v240, v240
	v_cvt_f16_f32_e32 v241, v241
	v_cvt_f16_f32_e32 v242, v242
	v_cvt_f16_f32_e32 v243, v243
	v_cvt_f16_f32_e32 v244, v244
	v_cvt_f16_f32_e32 v245, v245
	v_cvt_f16_f32_e32 v246, v246
	v_cvt_f16_f32_e32 v247, v247
	v_cvt_f16_f32_e32 v248, v248
	v_cvt_f16_f32_e32 v249, v249
	v_cvt_f16_f32_e32 v250, v250
	v_cvt_f16_f32_e32 v251, v251
	v_cvt_f16_f32_e32 v252, v252
	v_cvt_f16_f32_e32 v253, v253
	v_cvt_f16_f32_e32 v254, v254
	v_cvt_f16_f32_e32 v255, v255
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[16:17], v[16:17], v[146:147] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[146:147] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[146:147] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[146:147] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[146:147] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[146:147] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[146:147] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[146:147] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[146:147] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[146:147] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[146:147] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[146:147] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[146:147] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[146:147] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[146:147] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[146:147] op_sel_hi:[1,0]
	s_barrier
	ds_write_b16 v180, v168
	ds_write_b16 v180, v147 offset:256
	ds_write_b16 v180, v150 offset:512
	ds_write_b16 v180, v151 offset:768
	ds_write_b16 v180, v152 offset:2048
	ds_write_b16 v180, v153 offset:2304
	ds_write_b16 v180, v154 offset:2560
	ds_write_b16 v180, v155 offset:2816
	ds_write_b16 v180, v156 offset:4096
	ds_write_b16 v180, v157 offset:4352
	ds_write_b16 v180, v158 offset:4608
	ds_write_b16 v180, v159 offset:4864
	ds_write_b16 v180, v160 offset:6144
	ds_write_b16 v180, v161 offset:6400
	ds_write_b16 v180, v164 offset:6656
	ds_write_b16 v180, v165 offset:6912
	ds_write_b16 v180, v206 offset:8192
	ds_write_b16 v180, v207 offset:8448
	ds_write_b16 v180, v208 offset:8704
	ds_write_b16 v180, v209 offset:8960
	ds_write_b16 v180, v210 offset:10240
	ds_write_b16 v180, v211 offset:10496
	ds_write_b16 v180, v212 offset:10752
	ds_write_b16 v180, v213 offset:11008
	ds_write_b16 v180, v214 offset:12288
	ds_write_b16 v180, v215 offset:12544
	ds_write_b16 v180, v216 offset:12800
	ds_write_b16 v180, v217 offset:13056
	ds_write_b16 v180, v220 offset:14336
	ds_write_b16 v180, v221 offset:14592
	ds_write_b16 v180, v222 offset:14848
	ds_write_b16 v180, v223 offset:15104
	ds_write_b16 v180, v224 offset:16384
	ds_write_b16 v180, v225 offset:16640
	ds_write_b16 v180, v226 offset:16896
	ds_write_b16 v180, v227 offset:17152
	ds_write_b16 v180, v228 offset:18432
	ds_write_b16 v180, v229 offset:18688
	ds_write_b16 v180, v230 offset:18944
	ds_write_b16 v180, v231 offset:19200
	ds_write_b16 v180, v232 offset:20480
	ds_write_b16 v180, v233 offset:20736
	ds_write_b16 v180, v234 offset:20992
	ds_write_b16 v180, v235 offset:21248
	ds_write_b16 v180, v236 offset:22528
	ds_write_b16 v180, v237 offset:22784
	ds_write_b16 v180, v238 offset:23040
	ds_write_b16 v180, v239 offset:23296
	ds_write_b16 v180, v240 offset:24576
	ds_write_b16 v180, v241 offset:24832
	ds_write_b16 v180, v242 offset:25088
	ds_write_b16 v180, v243 offset:25344
	ds_write_b16 v180, v244 offset:26624
	ds_write_b16 v180, v245 offset:26880
	ds_write_b16 v180, v246 offset:27136
	ds_write_b16 v180, v247 offset:27392
	ds_write_b16 v180, v248 offset:28672
	ds_write_b16 v180, v249 offset:28928
	ds_write_b16 v180, v250 offset:29184
	ds_write_b16 v180, v251 offset:29440
	ds_write_b16 v180, v252 offset:30720
	ds_write_b16 v180, v253 offset:30976
	ds_write_b16 v180, v254 offset:31232
	ds_write_b16 v180, v255 offset:31488
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v146, v181
	ds_read_u16 v150, v181 offset:256
	ds_read_u16 v147, v181 offset:512
	ds_read_u16 v151, v181 offset:768
	ds_read_u16 v152, v181 offset:2048
	ds_read_u16 v153, v181 offset:2304
	ds_read_u16 v154, v181 offset:2560
	ds_read_u16 v155, v181 offset:2816
	ds_read_u16 v156, v181 offset:4096
	ds_read_u16 v157, v181 offset:4352
	ds_read_u16 v158, v181 offset:4608
	ds_read_u16 v159, v181 offset:4864
	ds_read_u16 v160, v181 offset:6144
	ds_read_u16 v161, v181 offset:6400
	ds_read_u16 v164, v181 offset:6656
	ds_read_u16 v165, v181 offset:6912
	ds_read_u16 v168, v181 offset:8192
	ds_read_u16 v206, v181 offset:8448
	ds_read_u16 v207, v181 offset:8704
	ds_read_u16 v208, v181 offset:8960
	ds_read_u16 v209, v181 offset:10240
	ds_read_u16 v210, v181 offset:10496
	ds_read_u16 v211, v181 offset:10752
	ds_read_u16 v212, v181 offset:11008
	ds_read_u16 v213, v181 offset:12288
	ds_read_u16 v214, v181 offset:12544
	ds_read_u16 v215, v181 offset:12800
	ds_read_u16 v216, v181 offset:13056
	ds_read_u16 v217, v181 offset:14336
	ds_read_u16 v220, v181 offset:14592
	ds_read_u16 v221, v181 offset:14848
	ds_read_u16 v222, v181 offset:15104
	ds_read_u16 v223, v181 offset:16384
	ds_read_u16 v224, v181 offset:16640
	ds_read_u16 v225, v181 offset:16896
	ds_read_u16 v226, v181 offset:17152
	ds_read_u16 v227, v181 offset:18432
	ds_read_u16 v228, v181 offset:18688
	ds_read_u16 v229, v181 offset:18944
	ds_read_u16 v230, v181 offset:19200
	ds_read_u16 v231, v181 offset:20480
	ds_read_u16 v232, v181 offset:20736
	ds_read_u16 v233, v181 offset:20992
	ds_read_u16 v234, v181 offset:21248
	ds_read_u16 v235, v181 offset:22528
	ds_read_u16 v236, v181 offset:22784
	ds_read_u16 v237, v181 offset:23040
	ds_read_u16 v238, v181 offset:23296
	ds_read_u16 v239, v181 offset:24576
	ds_read_u16 v240, v181 offset:24832
	ds_read_u16 v241, v181 offset:25088
	ds_read_u16 v242, v181 offset:25344
	ds_read_u16 v243, v181 offset:26624
	ds_read_u16 v244, v181 offset:26880
	ds_read_u16 v245, v181 offset:27136
	ds_read_u16 v246, v181 offset:27392
	ds_read_u16 v247, v181 offset:28672
	ds_read_u16 v248, v181 offset:28928
	ds_read_u16 v249, v181 offset:29184
	ds_read_u16 v250, v181 offset:29440
	ds_read_u16 v251, v181 offset:30720
	ds_read_u16 v252, v181 offset:30976
	ds_read_u16 v253, v181 offset:31232
	ds_read_u16 v254, v181 offset:31488
	s_waitcnt lgkmcnt(14)
	v_perm_b32 v147, v151, v147, s10
	v_perm_b32 v146, v150, v146, s10
	v_perm_b32 v151, v155, v154, s10
	v_perm_b32 v150, v153, v152, s10
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[146:147], v[16:31]
	v_perm_b32 v153, v159, v158, s10
	v_perm_b32 v152, v157, v156, s10
	v_perm_b32 v155, v165, v164, s10
	v_perm_b32 v154, v161, v160, s10
	v_perm_b32 v157, v208, v207, s10
	v_perm_b32 v156, v206, v168, s10
	v_perm_b32 v159, v212, v211, s10
	v_mfma_f32_32x32x8_f16 v[0:15], v[64:65], v[146:147], v[0:15]
	v_perm_b32 v158, v210, v209, s10
	v_perm_b32 v161, v216, v215, s10
	v_perm_b32 v160, v214, v213, s10
	v_perm_b32 v165, v222, v221, s10
	v_perm_b32 v164, v220, v217, s10
	v_perm_b32 v207, v226, v225, s10
	v_perm_b32 v206, v224, v223, s10
	v_mfma_f32_32x32x8_f16 v[16:31], v[52:53], v[150:151], v[16:31]
	v_perm_b32 v209, v230, v229, s10
	v_perm_b32 v208, v228, v227, s10
	v_perm_b32 v211, v234, v233, s10
	v_perm_b32 v210, v232, v231, s10
	v_perm_b32 v213, v238, v237, s10
	v_perm_b32 v212, v236, v235, s10
	s_waitcnt lgkmcnt(12)
	v_perm_b32 v215, v242, v241, s10
	v_mfma_f32_32x32x8_f16 v[0:15], v[68:69], v[150:151], v[0:15]
	v_perm_b32 v214, v240, v239, s10
	s_waitcnt lgkmcnt(8)
	v_perm_b32 v217, v246, v245, s10
	v_perm_b32 v216, v244, v243, s10
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v221, v250, v249, s10
	v_perm_b32 v220, v248, v247, s10
	s_lshl_b32 s22, s11, 15
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v223, v254, v253, s10
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[152:153], v[16:31]
	v_perm_b32 v222, v252, v251, s10
	v_add_u32_e32 v48, s22, v219
	s_add_i32 s3, s22, 0x10000
	s_waitcnt vmcnt(7)
	ds_write_b128 v48, v[184:187]
	s_waitcnt vmcnt(6)
	ds_write_b128 v48, v[188:191] offset:8192
	s_waitcnt vmcnt(5)
	ds_write_b128 v48, v[198:201] offset:16384
	s_waitcnt vmcnt(4)
	ds_write_b128 v48, v[202:205] offset:24576
	s_waitcnt vmcnt(0)
	v_perm_b32 v49, v44, v40, s10
	v_perm_b32 v48, v36, v32, s10
	v_xor_b32_e32 v224, 32, v218
	v_mfma_f32_32x32x8_f16 v[0:15], v[76:77], v[152:153], v[0:15]
	v_xor_b32_e32 v225, 40, v218
	v_xor_b32_e32 v226, 48, v218
	v_xor_b32_e32 v227, 56, v218
	v_fmac_f32_e32 v163, v182, v162
	s_cmp_lt_i32 s33, s2
	v_mov_b32_e32 v182, v163
	v_mfma_f32_32x32x8_f16 v[16:31], v[60:61], v[154:155], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[80:81], v[154:155], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[72:73], v[156:157], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[88:89], v[156:157], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[84:85], v[158:159], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[130:131], v[158:159], v[0:15]
	v_mov_b32_e32 v130, v196
	v_mfma_f32_32x32x8_f16 v[16:31], v[92:93], v[160:161], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[134:135], v[160:161], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[142:143], v[164:165], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[138:139], v[164:165], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[50:51], v[206:207], v[16:31]
	v_add_u32_e32 v50, s3, v218
	ds_write_b64 v50, v[48:49]
	v_perm_b32 v49, v44, v40, s30
	v_perm_b32 v48, v36, v32, s30
	v_perm_b32 v40, v37, v33, s30
	v_add_u32_e32 v36, s3, v224
	v_mfma_f32_32x32x8_f16 v[0:15], v[66:67], v[206:207], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[54:55], v[208:209], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[70:71], v[208:209], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[58:59], v[210:211], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[78:79], v[210:211], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[62:63], v[212:213], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[82:83], v[212:213], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[74:75], v[214:215], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[90:91], v[214:215], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[86:87], v[216:217], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[132:133], v[216:217], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[94:95], v[220:221], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[136:137], v[220:221], v[0:15]
	v_xor_b32_e32 v220, 8, v218
	v_xor_b32_e32 v221, 16, v218
	v_add_u32_e32 v50, s3, v220
	ds_write_b64 v50, v[48:49] offset:256
	v_add_u32_e32 v32, s3, v221
	v_perm_b32 v49, v45, v41, s10
	v_perm_b32 v48, v37, v33, s10
	v_mfma_f32_32x32x8_f16 v[16:31], v[144:145], v[222:223], v[16:31]
	ds_write_b64 v32, v[48:49] offset:512
	v_perm_b32 v41, v45, v41, s30
	v_perm_b32 v33, v46, v42, s10
	v_mfma_f32_32x32x8_f16 v[0:15], v[140:141], v[222:223], v[0:15]
	v_xor_b32_e32 v223, 24, v218
	v_add_u32_e32 v32, s3, v223
	ds_write_b64 v32, v[40:41] offset:768
	v_perm_b32 v32, v38, v34, s10
	ds_write_b64 v36, v[32:33] offset:1024
	v_add_u32_e32 v36, s3, v225
	v_perm_b32 v33, v46, v42, s30
	v_perm_b32 v32, v38, v34, s30
	ds_write_b64 v36, v[32:33] offset:1280
	v_add_u32_e32 v34, s3, v226
	v_perm_b32 v33, v47, v43, s10
	v_perm_b32 v32, v39, v35, s10
	ds_write_b64 v34, v[32:33] offset:1536
	v_add_u32_e32 v34, s3, v227
	v_perm_b32 v33, v47, v43, s30
	v_perm_b32 v32, v39, v35, s30
	ds_write_b64 v34, v[32:33] offset:1792
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %Flow2159
	scratch_load_dword v229, off, off offset:24 ; 4-byte Folded Reload
	v_or_b32_e32 v216, 0x100, v192
	v_or_b32_e32 v222, 0x80, v192
	v_or_b32_e32 v232, 0x4000, v148
	v_or_b32_e32 v233, 0x5000, v148
	v_or_b32_e32 v243, 0x6000, v148
	v_or_b32_e32 v245, 0x7000, v148
	v_or_b32_e32 v246, 0x4000, v192
	v_or_b32_e32 v247, 0x4080, v192
	v_or_b32_e32 v251, 0x4100, v192
	s_branch .LBB0_3
.LBB0_1:
	v_mov_b32_e32 v1, 0
	s_mov_b32 s22, 0x8000
	v_mov_b32_e32 v196, 0xff800000
	v_mov_b32_e32 v163, 0
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
.LBB0_3:                                ; %Flow2160
	s_waitcnt lgkmcnt(0)
	s_barrier
	scratch_load_dword v214, off, off offset:320 ; 4-byte Folded Reload
	s_load_dwordx2 s[10:11], s[0:1], 0x3c
	s_and_b64 s[0:1], vcc, exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	v_or_b32_e32 v248, v197, v96
	s_cbranch_scc1 .LBB0_4
; %bb.6:
	v_add_u32_e32 v84, s27, v248
	ds_read2_b64 v[48:51], v84 offset1:2
	v_add_u32_e32 v68, 0x2000, v84
	ds_read2_b64 v[64:67], v68 offset1:2
	v_add_u32_e32 v85, 0x4000, v84
	ds_read2_b64 v[80:83], v85 offset1:2
	v_add_u32_e32 v96, 0x6000, v84
	ds_read2_b64 v[130:133], v96 offset1:2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[98:99], 0
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[102:103], v[32:47]
	ds_read2_b64 v[48:51], v84 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[106:107], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[110:111], v[32:47]
	ds_read2_b64 v[48:51], v84 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[114:115], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[118:119], v[32:47]
	ds_read2_b64 v[48:51], v84 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[122:123], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[126:127], v[32:47]
	ds_read2_b64 v[48:51], v84 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[100:101], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[104:105], v[32:47]
	ds_read2_b64 v[48:51], v84 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[108:109], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[112:113], v[32:47]
	ds_read2_b64 v[48:51], v84 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[116:117], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[120:121], v[32:47]
	ds_read2_b64 v[48:51], v84 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[124:125], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[128:129], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[98:99], 0
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[102:103], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[106:107], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[110:111], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[114:115], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[118:119], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[122:123], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[126:127], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[100:101], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[104:105], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[108:109], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[112:113], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[116:117], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[120:121], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[124:125], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[128:129], v[48:63]
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[98:99], 0
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[102:103], v[64:79]
	ds_read2_b64 v[80:83], v85 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[106:107], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[110:111], v[64:79]
	ds_read2_b64 v[80:83], v85 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[114:115], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[118:119], v[64:79]
	ds_read2_b64 v[80:83], v85 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[122:123], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[126:127], v[64:79]
	ds_read2_b64 v[80:83], v85 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[100:101], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[104:105], v[64:79]
	ds_read2_b64 v[80:83], v85 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[108:109], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[112:113], v[64:79]
	ds_read2_b64 v[80:83], v85 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[116:117], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[120:121], v[64:79]
	ds_read2_b64 v[80:83], v85 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[124:125], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[128:129], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[98:99], 0
	v_mfma_f32_32x32x8_f16 v[80:95], v[132:133], v[102:103], v[80:95]
	ds_read2_b64 v[130:133], v96 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[106:107], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[132:133], v[110:111], v[80:95]
	ds_read2_b64 v[130:133], v96 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[114:115], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[132:133], v[118:119], v[80:95]
	ds_read2_b64 v[130:133], v96 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[122:123], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[132:133], v[126:127], v[80:95]
	ds_read2_b64 v[130:133], v96 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[100:101], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[132:133], v[104:105], v[80:95]
	ds_read2_b64 v[130:133], v96 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[108:109], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[132:133], v[112:113], v[80:95]
	ds_read2_b64 v[130:133], v96 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[116:117], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[132:133], v[120:121], v[80:95]
	ds_read2_b64 v[130:133], v96 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[124:125], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[132:133], v[128:129], v[80:95]
	s_branch .LBB0_5
.LBB0_4:
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
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
	s_nop 9
	v_max_f32_e32 v147, v87, v87
	v_max_f32_e32 v150, v86, v86
	v_max3_f32 v96, v32, v33, v34
	v_max3_f32 v130, v35, v36, v37
	v_max3_f32 v131, v38, v39, v40
	v_max3_f32 v132, v41, v42, v43
	v_max3_f32 v133, v44, v45, v46
	v_max3_f32 v134, v47, v48, v49
	v_max3_f32 v135, v50, v51, v52
	v_max3_f32 v136, v53, v54, v55
	v_max3_f32 v137, v56, v57, v58
	v_max3_f32 v138, v59, v60, v61
	v_max3_f32 v139, v62, v63, v64
	v_max3_f32 v140, v65, v66, v67
	v_max3_f32 v141, v68, v69, v70
	v_max3_f32 v142, v71, v72, v73
	v_max3_f32 v143, v74, v75, v76
	v_max3_f32 v144, v77, v78, v79
	v_max3_f32 v145, v80, v81, v82
	v_max3_f32 v146, v83, v84, v85
	v_max_f32_e32 v147, v150, v147
	v_max3_f32 v150, v89, v90, v91
	v_max3_f32 v151, v92, v93, v94
	v_max3_f32 v96, v96, v130, v131
	v_max3_f32 v130, v132, v133, v134
	v_max3_f32 v131, v135, v136, v137
	v_max3_f32 v132, v138, v139, v140
	v_max3_f32 v133, v141, v142, v143
	v_max3_f32 v134, v144, v145, v146
	v_max3_f32 v135, v147, v88, v150
	v_max3_f32 v96, v96, v130, v131
	v_max3_f32 v130, v132, v133, v134
	v_max3_f32 v131, v135, v151, v95
	v_max3_f32 v96, v96, v130, v131
	v_xor_b32_e32 v217, 0x80, v169
	ds_bpermute_b32 v130, v217, v96
	s_cmp_eq_u32 s24, 0
	s_cselect_b32 s0, 0, 0x2010
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v130, v130, v130
	v_max_f32_e32 v96, v96, v130
	v_mul_f32_e32 v96, v194, v96
	v_max_f32_e32 v130, v196, v196
	v_max_f32_e32 v96, v130, v96
	v_pk_fma_f32 v[32:33], v[194:195], v[32:33], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], v[194:195], v[34:35], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], v[194:195], v[36:37], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[194:195], v[38:39], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], v[194:195], v[40:41], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], v[194:195], v[42:43], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], v[194:195], v[44:45], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[194:195], v[46:47], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], v[194:195], v[48:49], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], v[194:195], v[50:51], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[52:53], v[194:195], v[52:53], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[54:55], v[194:195], v[54:55], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[56:57], v[194:195], v[56:57], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], v[194:195], v[58:59], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[60:61], v[194:195], v[60:61], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], v[194:195], v[62:63], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[64:65], v[194:195], v[64:65], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], v[194:195], v[66:67], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], v[194:195], v[68:69], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], v[194:195], v[70:71], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[72:73], v[194:195], v[72:73], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[74:75], v[194:195], v[74:75], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[76:77], v[194:195], v[76:77], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[78:79], v[194:195], v[78:79], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[80:81], v[194:195], v[80:81], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[82:83], v[194:195], v[82:83], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[84:85], v[194:195], v[84:85], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[86:87], v[194:195], v[86:87], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[88:89], v[194:195], v[88:89], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[90:91], v[194:195], v[90:91], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[92:93], v[194:195], v[92:93], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[94:95], v[194:195], v[94:95], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v134, v32
	v_exp_f32_e32 v135, v33
	v_exp_f32_e32 v136, v34
	v_exp_f32_e32 v137, v35
	v_exp_f32_e32 v138, v36
	v_exp_f32_e32 v139, v37
	v_exp_f32_e32 v140, v38
	v_exp_f32_e32 v141, v39
	v_exp_f32_e32 v142, v40
	v_exp_f32_e32 v143, v41
	v_exp_f32_e32 v144, v42
	v_exp_f32_e32 v145, v43
	v_exp_f32_e32 v146, v44
	v_exp_f32_e32 v147, v45
	v_exp_f32_e32 v150, v46
	v_exp_f32_e32 v151, v47
	v_exp_f32_e32 v152, v48
	v_exp_f32_e32 v153, v49
	v_exp_f32_e32 v154, v50
	v_exp_f32_e32 v155, v51
	v_exp_f32_e32 v156, v52
	v_exp_f32_e32 v157, v53
	v_exp_f32_e32 v158, v54
	v_exp_f32_e32 v159, v55
	v_exp_f32_e32 v160, v56
	v_exp_f32_e32 v161, v57
	v_exp_f32_e32 v164, v58
	v_exp_f32_e32 v165, v59
	v_exp_f32_e32 v170, v60
	v_exp_f32_e32 v171, v61
	v_exp_f32_e32 v172, v62
	v_exp_f32_e32 v173, v63
	v_exp_f32_e32 v174, v64
	v_exp_f32_e32 v175, v65
	v_exp_f32_e32 v176, v66
	v_exp_f32_e32 v177, v67
	v_exp_f32_e32 v178, v68
	v_exp_f32_e32 v179, v69
	v_exp_f32_e32 v180, v70
	v_exp_f32_e32 v181, v71
	v_exp_f32_e32 v184, v72
	v_exp_f32_e32 v185, v73
	v_exp_f32_e32 v186, v74
	v_exp_f32_e32 v187, v75
	v_exp_f32_e32 v188, v76
	v_exp_f32_e32 v189, v77
	v_exp_f32_e32 v190, v78
	v_exp_f32_e32 v191, v79
	v_exp_f32_e32 v198, v80
	v_exp_f32_e32 v199, v81
	v_exp_f32_e32 v200, v82
	v_exp_f32_e32 v201, v83
	v_exp_f32_e32 v202, v84
	v_exp_f32_e32 v203, v85
	v_exp_f32_e32 v204, v86
	v_exp_f32_e32 v205, v87
	v_exp_f32_e32 v206, v88
	v_exp_f32_e32 v207, v89
	v_exp_f32_e32 v208, v90
	v_exp_f32_e32 v209, v91
	v_exp_f32_e32 v210, v92
	v_exp_f32_e32 v211, v93
	v_exp_f32_e32 v212, v94
	v_exp_f32_e32 v213, v95
	v_pk_add_f32 v[32:33], v[134:135], v[136:137]
	v_pk_add_f32 v[34:35], v[138:139], v[140:141]
	v_pk_add_f32 v[36:37], v[142:143], v[144:145]
	v_pk_add_f32 v[38:39], v[146:147], v[150:151]
	v_pk_add_f32 v[40:41], v[152:153], v[154:155]
	v_pk_add_f32 v[42:43], v[156:157], v[158:159]
	v_pk_add_f32 v[44:45], v[160:161], v[164:165]
	v_pk_add_f32 v[46:47], v[170:171], v[172:173]
	v_pk_add_f32 v[48:49], v[174:175], v[176:177]
	v_pk_add_f32 v[50:51], v[178:179], v[180:181]
	v_pk_add_f32 v[52:53], v[184:185], v[186:187]
	v_pk_add_f32 v[54:55], v[188:189], v[190:191]
	v_pk_add_f32 v[56:57], v[198:199], v[200:201]
	v_pk_add_f32 v[58:59], v[202:203], v[204:205]
	v_pk_add_f32 v[60:61], v[206:207], v[208:209]
	v_pk_add_f32 v[62:63], v[210:211], v[212:213]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[40:41], v[48:49], v[50:51]
	v_pk_add_f32 v[42:43], v[52:53], v[54:55]
	v_pk_add_f32 v[44:45], v[56:57], v[58:59]
	v_pk_add_f32 v[46:47], v[60:61], v[62:63]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_sub_f32_e32 v130, v196, v96
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_or_b32_e32 v34, s0, v197
	v_add_f32_e32 v132, v32, v33
	scratch_load_dword v32, off, off offset:20 ; 4-byte Folded Reload
	v_mul_u32_u24_e32 v33, 0x108, v166
	v_xor_b32_e32 v33, v34, v33
	v_exp_f32_e32 v131, v130
	v_cvt_f16_f32_e32 v162, v164
	v_cvt_f16_f32_e32 v164, v165
	v_cvt_f16_f32_e32 v165, v170
	v_cvt_f16_f32_e32 v170, v174
	v_cvt_f16_f32_e32 v174, v178
	v_cvt_f16_f32_e32 v178, v184
	v_cvt_f16_f32_e32 v184, v189
	v_cvt_f16_f32_e32 v189, v200
	v_cvt_f16_f32_e32 v200, v207
	ds_bpermute_b32 v133, v217, v132
	v_cvt_f16_f32_e32 v134, v134
	v_cvt_f16_f32_e32 v166, v171
	v_cvt_f16_f32_e32 v171, v175
	v_cvt_f16_f32_e32 v175, v179
	v_cvt_f16_f32_e32 v179, v185
	v_cvt_f16_f32_e32 v185, v190
	v_cvt_f16_f32_e32 v190, v201
	v_cvt_f16_f32_e32 v201, v208
	s_mov_b32 s0, 0x20000
	v_lshlrev_b32_e32 v208, 5, v149
	v_cvt_f16_f32_e32 v135, v135
	v_cvt_f16_f32_e32 v136, v136
	v_cvt_f16_f32_e32 v137, v137
	v_cvt_f16_f32_e32 v138, v138
	v_cvt_f16_f32_e32 v139, v139
	v_cvt_f16_f32_e32 v140, v140
	v_cvt_f16_f32_e32 v141, v141
	v_cvt_f16_f32_e32 v142, v142
	v_cvt_f16_f32_e32 v143, v143
	v_cvt_f16_f32_e32 v144, v144
	v_cvt_f16_f32_e32 v145, v145
	v_cvt_f16_f32_e32 v146, v146
	v_cvt_f16_f32_e32 v147, v147
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
	v_cvt_f16_f32_e32 v168, v172
	v_cvt_f16_f32_e32 v169, v173
	v_cvt_f16_f32_e32 v172, v176
	v_cvt_f16_f32_e32 v173, v177
	v_cvt_f16_f32_e32 v176, v180
	v_cvt_f16_f32_e32 v177, v181
	v_cvt_f16_f32_e32 v180, v186
	v_cvt_f16_f32_e32 v181, v187
	v_cvt_f16_f32_e32 v182, v188
	v_cvt_f16_f32_e32 v186, v191
	v_cvt_f16_f32_e32 v187, v198
	v_cvt_f16_f32_e32 v188, v199
	v_cvt_f16_f32_e32 v191, v202
	v_cvt_f16_f32_e32 v195, v203
	v_cvt_f16_f32_e32 v197, v204
	v_cvt_f16_f32_e32 v198, v205
	v_cvt_f16_f32_e32 v199, v206
	v_cvt_f16_f32_e32 v202, v209
	v_cvt_f16_f32_e32 v203, v210
	v_cvt_f16_f32_e32 v204, v211
	v_cvt_f16_f32_e32 v205, v212
	v_cvt_f16_f32_e32 v206, v213
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v32, 0x1008, v32
	v_xor_b32_e32 v231, v33, v32
	v_add_u32_e32 v32, s15, v231
	v_xor_b32_e32 v250, 16, v231
	ds_read2_b64 v[92:95], v32 offset1:16
	v_add_u32_e32 v33, s15, v250
	v_xor_b32_e32 v244, 0x60, v231
	v_add_u32_e32 v32, 0x4000, v32
	v_add_u32_e32 v53, s15, v244
	v_xor_b32_e32 v236, 0x70, v231
	ds_read2_b64 v[36:39], v32 offset1:16
	v_add_u32_e32 v32, 0x4000, v33
	v_xor_b32_e32 v240, 64, v231
	v_add_u32_e32 v54, s15, v236
	ds_read2_b64 v[40:43], v32 offset1:16
	v_add_u32_e32 v32, 0x4000, v53
	v_add_u32_e32 v52, s15, v240
	v_xor_b32_e32 v241, 0x50, v231
	ds_read2_b64 v[56:59], v32 offset1:16
	v_add_u32_e32 v32, 0x4000, v54
	v_xor_b32_e32 v253, 32, v231
	v_add_u32_e32 v130, s15, v241
	ds_read2_b64 v[60:63], v32 offset1:16
	v_add_u32_e32 v32, 0x4000, v52
	v_add_u32_e32 v34, s15, v253
	v_xor_b32_e32 v254, 48, v231
	ds_read2_b64 v[76:79], v52 offset1:16
	ds_read2_b64 v[72:75], v130 offset1:16
	ds_read2_b64 v[68:71], v53 offset1:16
	ds_read2_b64 v[64:67], v54 offset1:16
	ds_read2_b64 v[52:55], v32 offset1:16
	v_add_u32_e32 v32, 0x4000, v130
	v_lshlrev_b32_e32 v130, 2, v214
	ds_read2_b64 v[84:87], v34 offset1:16
	v_add_u32_e32 v35, s15, v254
	v_add_u32_e32 v34, 0x4000, v34
	v_lshl_or_b32 v234, s26, 1, v130
	v_or_b32_e32 v235, s19, v130
	ds_read2_b64 v[44:47], v34 offset1:16
	v_add_u32_e32 v34, 0x4000, v35
	v_add_u32_e32 v207, 0x20000, v234
	v_add_u32_e32 v130, 0x20000, v235
	ds_read2_b64 v[88:91], v33 offset1:16
	ds_read2_b64 v[80:83], v35 offset1:16
	ds_read2_b64 v[48:51], v34 offset1:16
	ds_read2_b64 v[32:35], v32 offset1:16
	ds_write_b32 v207, v131
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v130, v130
	s_waitcnt lgkmcnt(0)
	s_barrier
	scratch_load_dword v207, off, off offset:16 ; 4-byte Folded Reload
	s_lshr_b32 s15, s19, 1
	s_waitcnt vmcnt(0)
	v_add3_u32 v207, s0, v208, v207
	s_and_b64 s[0:1], vcc, exec
	s_cselect_b32 s0, 1, 0
	v_add_u32_e32 v230, s26, v207
	s_cmp_lg_u32 s0, 1
	v_add_u32_e32 v228, s15, v207
	ds_write_b16 v230, v134
	ds_write_b16 v230, v135 offset:256
	ds_write_b16 v230, v136 offset:512
	ds_write_b16 v230, v137 offset:768
	ds_write_b16 v230, v138 offset:2048
	ds_write_b16 v230, v139 offset:2304
	ds_write_b16 v230, v140 offset:2560
	ds_write_b16 v230, v141 offset:2816
	ds_write_b16 v230, v142 offset:4096
	ds_write_b16 v230, v143 offset:4352
	ds_write_b16 v230, v144 offset:4608
	ds_write_b16 v230, v145 offset:4864
	ds_write_b16 v230, v146 offset:6144
	ds_write_b16 v230, v147 offset:6400
	ds_write_b16 v230, v150 offset:6656
	ds_write_b16 v230, v151 offset:6912
	ds_write_b16 v230, v152 offset:8192
	ds_write_b16 v230, v153 offset:8448
	ds_write_b16 v230, v154 offset:8704
	ds_write_b16 v230, v155 offset:8960
	ds_write_b16 v230, v156 offset:10240
	ds_write_b16 v230, v157 offset:10496
	ds_write_b16 v230, v158 offset:10752
	ds_write_b16 v230, v159 offset:11008
	ds_write_b16 v230, v160 offset:12288
	ds_write_b16 v230, v161 offset:12544
	ds_write_b16 v230, v162 offset:12800
	ds_write_b16 v230, v164 offset:13056
	ds_write_b16 v230, v165 offset:14336
	ds_write_b16 v230, v166 offset:14592
	ds_write_b16 v230, v168 offset:14848
	ds_write_b16 v230, v169 offset:15104
	ds_write_b16 v230, v170 offset:16384
	ds_write_b16 v230, v171 offset:16640
	ds_write_b16 v230, v172 offset:16896
	ds_write_b16 v230, v173 offset:17152
	ds_write_b16 v230, v174 offset:18432
	ds_write_b16 v230, v175 offset:18688
	ds_write_b16 v230, v176 offset:18944
	ds_write_b16 v230, v177 offset:19200
	ds_write_b16 v230, v178 offset:20480
	ds_write_b16 v230, v179 offset:20736
	ds_write_b16 v230, v180 offset:20992
	ds_write_b16 v230, v181 offset:21248
	ds_write_b16 v230, v182 offset:22528
	ds_write_b16 v230, v184 offset:22784
	ds_write_b16 v230, v185 offset:23040
	ds_write_b16 v230, v186 offset:23296
	ds_write_b16 v230, v187 offset:24576
	ds_write_b16 v230, v188 offset:24832
	ds_write_b16 v230, v189 offset:25088
	ds_write_b16 v230, v190 offset:25344
	ds_write_b16 v230, v191 offset:26624
	ds_write_b16 v230, v195 offset:26880
	ds_write_b16 v230, v197 offset:27136
	ds_write_b16 v230, v198 offset:27392
	ds_write_b16 v230, v199 offset:28672
	ds_write_b16 v230, v200 offset:28928
	ds_write_b16 v230, v201 offset:29184
	ds_write_b16 v230, v202 offset:29440
	ds_write_b16 v230, v203 offset:30720
	ds_write_b16 v230, v204 offset:30976
	ds_write_b16 v230, v205 offset:31232
	ds_write_b16 v230, v206 offset:31488
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_6
; %bb.9:
	ds_read_u16 v134, v228 offset:768
	ds_read_u16 v135, v228 offset:512
	ds_read_u16 v136, v228 offset:256
	ds_read_u16 v137, v228
	s_mov_b32 s0, 0x5040100
	v_pk_mul_f32 v[30:31], v[30:31], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[130:131] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v135, v134, v135, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v134, v136, v137, s0
	v_pk_mul_f32 v[14:15], v[14:15], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[130:131] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[16:31], v[92:93], v[134:135], v[16:31]
	ds_read_u16 v92, v228 offset:2816
	ds_read_u16 v93, v228 offset:2560
	ds_read_u16 v136, v228 offset:2304
	ds_read_u16 v137, v228 offset:2048
	v_mov_b32_e32 v196, v96
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v93, v92, v93, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v92, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[44:45], v[134:135], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[88:89], v[92:93], v[16:31]
	ds_read_u16 v88, v228 offset:4864
	ds_read_u16 v89, v228 offset:4608
	ds_read_u16 v136, v228 offset:4352
	ds_read_u16 v137, v228 offset:4096
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v89, v88, v89, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v88, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[48:49], v[92:93], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[84:85], v[88:89], v[16:31]
	ds_read_u16 v84, v228 offset:6912
	ds_read_u16 v85, v228 offset:6656
	ds_read_u16 v136, v228 offset:6400
	ds_read_u16 v137, v228 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v85, v84, v85, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v84, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[36:37], v[88:89], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[80:81], v[84:85], v[16:31]
	ds_read_u16 v80, v228 offset:8960
	ds_read_u16 v81, v228 offset:8704
	ds_read_u16 v136, v228 offset:8448
	ds_read_u16 v137, v228 offset:8192
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v81, v80, v81, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v80, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[40:41], v[84:85], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[76:77], v[80:81], v[16:31]
	ds_read_u16 v76, v228 offset:11008
	ds_read_u16 v77, v228 offset:10752
	ds_read_u16 v136, v228 offset:10496
	ds_read_u16 v137, v228 offset:10240
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v77, v76, v77, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v76, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[56:57], v[80:81], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[72:73], v[76:77], v[16:31]
	ds_read_u16 v72, v228 offset:13056
	ds_read_u16 v73, v228 offset:12800
	ds_read_u16 v136, v228 offset:12544
	ds_read_u16 v137, v228 offset:12288
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v73, v72, v73, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v72, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[60:61], v[76:77], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[68:69], v[72:73], v[16:31]
	ds_read_u16 v68, v228 offset:15104
	ds_read_u16 v69, v228 offset:14848
	ds_read_u16 v136, v228 offset:14592
	ds_read_u16 v137, v228 offset:14336
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v69, v68, v69, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v68, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[52:53], v[72:73], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[64:65], v[68:69], v[16:31]
	ds_read_u16 v64, v228 offset:17152
	ds_read_u16 v65, v228 offset:16896
	ds_read_u16 v136, v228 offset:16640
	ds_read_u16 v137, v228 offset:16384
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v65, v64, v65, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v64, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[32:33], v[68:69], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[94:95], v[64:65], v[16:31]
	ds_read_u16 v94, v228 offset:19200
	ds_read_u16 v95, v228 offset:18944
	ds_read_u16 v136, v228 offset:18688
	ds_read_u16 v137, v228 offset:18432
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v95, v94, v95, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v94, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[64:65], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[90:91], v[94:95], v[16:31]
	ds_read_u16 v90, v228 offset:21248
	ds_read_u16 v91, v228 offset:20992
	ds_read_u16 v136, v228 offset:20736
	ds_read_u16 v137, v228 offset:20480
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v91, v90, v91, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v90, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[94:95], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[86:87], v[90:91], v[16:31]
	ds_read_u16 v86, v228 offset:23296
	ds_read_u16 v87, v228 offset:23040
	ds_read_u16 v136, v228 offset:22784
	ds_read_u16 v137, v228 offset:22528
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v87, v86, v87, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v86, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[90:91], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[82:83], v[86:87], v[16:31]
	ds_read_u16 v82, v228 offset:25344
	ds_read_u16 v83, v228 offset:25088
	ds_read_u16 v136, v228 offset:24832
	ds_read_u16 v137, v228 offset:24576
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v83, v82, v83, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v82, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[86:87], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[78:79], v[82:83], v[16:31]
	ds_read_u16 v78, v228 offset:27392
	ds_read_u16 v79, v228 offset:27136
	ds_read_u16 v136, v228 offset:26880
	ds_read_u16 v137, v228 offset:26624
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v79, v78, v79, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v78, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[82:83], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[74:75], v[78:79], v[16:31]
	ds_read_u16 v74, v228 offset:29440
	ds_read_u16 v75, v228 offset:29184
	ds_read_u16 v136, v228 offset:28928
	ds_read_u16 v137, v228 offset:28672
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v75, v74, v75, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v74, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[78:79], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[70:71], v[74:75], v[16:31]
	ds_read_u16 v70, v228 offset:31488
	ds_read_u16 v71, v228 offset:31232
	ds_read_u16 v136, v228 offset:30976
	ds_read_u16 v137, v228 offset:30720
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v71, v70, v71, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v70, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[74:75], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[66:67], v[70:71], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[70:71], v[0:15]
.LBB0_6:
	s_or_b32 s15, s25, 0x7f
	s_cmpk_gt_i32 s15, 0xff
	s_cselect_b64 s[0:1], -1, 0
	s_cmpk_lt_i32 s15, 0x100
	v_mov_b32_e32 v195, v194
	s_cbranch_scc1 .LBB0_7
; %bb.11:
	v_add_u32_e32 v84, s22, v248
	ds_read2_b64 v[48:51], v84 offset1:2
	v_add_u32_e32 v68, 0x2000, v84
	ds_read2_b64 v[64:67], v68 offset1:2
	v_add_u32_e32 v85, 0x4000, v84
	ds_read2_b64 v[80:83], v85 offset1:2
	v_add_u32_e32 v96, 0x6000, v84
	ds_read2_b64 v[134:137], v96 offset1:2
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[98:99], 0
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[102:103], v[32:47]
	ds_read2_b64 v[48:51], v84 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[106:107], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[110:111], v[32:47]
	ds_read2_b64 v[48:51], v84 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[114:115], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[118:119], v[32:47]
	ds_read2_b64 v[48:51], v84 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[122:123], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[126:127], v[32:47]
	ds_read2_b64 v[48:51], v84 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[100:101], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[104:105], v[32:47]
	ds_read2_b64 v[48:51], v84 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[108:109], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[112:113], v[32:47]
	ds_read2_b64 v[48:51], v84 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[116:117], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[120:121], v[32:47]
	ds_read2_b64 v[48:51], v84 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[124:125], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[128:129], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[98:99], 0
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[102:103], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[106:107], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[110:111], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[114:115], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[118:119], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[122:123], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[126:127], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[100:101], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[104:105], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[108:109], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[112:113], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[116:117], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[120:121], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[124:125], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[128:129], v[48:63]
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[98:99], 0
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[102:103], v[64:79]
	ds_read2_b64 v[80:83], v85 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[106:107], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[110:111], v[64:79]
	ds_read2_b64 v[80:83], v85 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[114:115], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[118:119], v[64:79]
	ds_read2_b64 v[80:83], v85 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[122:123], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[126:127], v[64:79]
	ds_read2_b64 v[80:83], v85 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[100:101], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[104:105], v[64:79]
	ds_read2_b64 v[80:83], v85 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[108:109], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[112:113], v[64:79]
	ds_read2_b64 v[80:83], v85 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[116:117], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[120:121], v[64:79]
	ds_read2_b64 v[80:83], v85 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[124:125], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[128:129], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[134:135], v[98:99], 0
	v_mfma_f32_32x32x8_f16 v[80:95], v[136:137], v[102:103], v[80:95]
	ds_read2_b64 v[134:137], v96 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[134:135], v[106:107], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[136:137], v[110:111], v[80:95]
	ds_read2_b64 v[134:137], v96 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[134:135], v[114:115], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[136:137], v[118:119], v[80:95]
	ds_read2_b64 v[134:137], v96 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[134:135], v[122:123], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[136:137], v[126:127], v[80:95]
	ds_read2_b64 v[134:137], v96 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[134:135], v[100:101], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[136:137], v[104:105], v[80:95]
	ds_read2_b64 v[134:137], v96 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[134:135], v[108:109], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[136:137], v[112:113], v[80:95]
	ds_read2_b64 v[134:137], v96 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[134:135], v[116:117], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[136:137], v[120:121], v[80:95]
	ds_read2_b64 v[134:137], v96 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[134:135], v[124:125], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[136:137], v[128:129], v[80:95]
	s_branch .LBB0_8
.LBB0_7:
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
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
	s_nop 9
	v_max_f32_e32 v152, v87, v87
	v_max_f32_e32 v153, v86, v86
	v_max3_f32 v96, v32, v33, v34
	v_max3_f32 v130, v35, v36, v37
	v_max3_f32 v134, v38, v39, v40
	v_max3_f32 v135, v41, v42, v43
	v_max3_f32 v136, v44, v45, v46
	v_max3_f32 v137, v47, v48, v49
	v_max3_f32 v138, v50, v51, v52
	v_max3_f32 v139, v53, v54, v55
	v_max3_f32 v140, v56, v57, v58
	v_max3_f32 v141, v59, v60, v61
	v_max3_f32 v142, v62, v63, v64
	v_max3_f32 v143, v65, v66, v67
	v_max3_f32 v144, v68, v69, v70
	v_max3_f32 v145, v71, v72, v73
	v_max3_f32 v146, v74, v75, v76
	v_max3_f32 v147, v77, v78, v79
	v_max3_f32 v150, v80, v81, v82
	v_max3_f32 v151, v83, v84, v85
	v_max_f32_e32 v152, v153, v152
	v_max3_f32 v153, v89, v90, v91
	v_max3_f32 v154, v92, v93, v94
	v_max3_f32 v96, v96, v130, v134
	v_max3_f32 v130, v135, v136, v137
	v_max3_f32 v134, v138, v139, v140
	v_max3_f32 v135, v141, v142, v143
	v_max3_f32 v136, v144, v145, v146
	v_max3_f32 v137, v147, v150, v151
	v_max3_f32 v138, v152, v88, v153
	v_max3_f32 v96, v96, v130, v134
	v_max3_f32 v130, v135, v136, v137
	v_max3_f32 v134, v138, v154, v95
	v_max3_f32 v96, v96, v130, v134
	ds_bpermute_b32 v130, v217, v96
	s_and_b64 s[22:23], s[0:1], exec
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v130, v130, v130
	v_max_f32_e32 v96, v96, v130
	v_mul_f32_e32 v96, v194, v96
	v_max_f32_e32 v130, v196, v196
	v_max_f32_e32 v96, v130, v96
	v_pk_fma_f32 v[32:33], v[194:195], v[32:33], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], v[194:195], v[34:35], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], v[194:195], v[36:37], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[194:195], v[38:39], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], v[194:195], v[40:41], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], v[194:195], v[42:43], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], v[194:195], v[44:45], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[194:195], v[46:47], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], v[194:195], v[48:49], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], v[194:195], v[50:51], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[52:53], v[194:195], v[52:53], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[54:55], v[194:195], v[54:55], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[56:57], v[194:195], v[56:57], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], v[194:195], v[58:59], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[60:61], v[194:195], v[60:61], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], v[194:195], v[62:63], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[64:65], v[194:195], v[64:65], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], v[194:195], v[66:67], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], v[194:195], v[68:69], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], v[194:195], v[70:71], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[72:73], v[194:195], v[72:73], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[74:75], v[194:195], v[74:75], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[76:77], v[194:195], v[76:77], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[78:79], v[194:195], v[78:79], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[80:81], v[194:195], v[80:81], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[82:83], v[194:195], v[82:83], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[84:85], v[194:195], v[84:85], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[86:87], v[194:195], v[86:87], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[88:89], v[194:195], v[88:89], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[90:91], v[194:195], v[90:91], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[92:93], v[194:195], v[92:93], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[94:95], v[194:195], v[94:95], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v138, v32
	v_exp_f32_e32 v139, v33
	v_exp_f32_e32 v140, v34
	v_exp_f32_e32 v141, v35
	v_exp_f32_e32 v142, v36
	v_exp_f32_e32 v143, v37
	v_exp_f32_e32 v144, v38
	v_exp_f32_e32 v145, v39
	v_exp_f32_e32 v146, v40
	v_exp_f32_e32 v147, v41
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
	v_exp_f32_e32 v164, v54
	v_exp_f32_e32 v165, v55
	v_exp_f32_e32 v168, v56
	v_exp_f32_e32 v169, v57
	v_exp_f32_e32 v170, v58
	v_exp_f32_e32 v171, v59
	v_exp_f32_e32 v172, v60
	v_exp_f32_e32 v173, v61
	v_exp_f32_e32 v174, v62
	v_exp_f32_e32 v175, v63
	v_exp_f32_e32 v176, v64
	v_exp_f32_e32 v177, v65
	v_exp_f32_e32 v178, v66
	v_exp_f32_e32 v179, v67
	v_exp_f32_e32 v180, v68
	v_exp_f32_e32 v181, v69
	v_exp_f32_e32 v184, v70
	v_exp_f32_e32 v185, v71
	v_exp_f32_e32 v186, v72
	v_exp_f32_e32 v187, v73
	v_exp_f32_e32 v188, v74
	v_exp_f32_e32 v189, v75
	v_exp_f32_e32 v190, v76
	v_exp_f32_e32 v191, v77
	v_exp_f32_e32 v198, v78
	v_exp_f32_e32 v199, v79
	v_exp_f32_e32 v200, v80
	v_exp_f32_e32 v201, v81
	v_exp_f32_e32 v202, v82
	v_exp_f32_e32 v203, v83
	v_exp_f32_e32 v204, v84
	v_exp_f32_e32 v205, v85
	v_exp_f32_e32 v206, v86
	v_exp_f32_e32 v207, v87
	v_exp_f32_e32 v208, v88
	v_exp_f32_e32 v209, v89
	v_exp_f32_e32 v210, v90
	v_exp_f32_e32 v211, v91
	v_exp_f32_e32 v212, v92
	v_exp_f32_e32 v213, v93
	v_exp_f32_e32 v214, v94
	v_exp_f32_e32 v215, v95
	v_pk_add_f32 v[32:33], v[138:139], v[140:141]
	v_pk_add_f32 v[34:35], v[142:143], v[144:145]
	v_pk_add_f32 v[36:37], v[146:147], v[150:151]
	v_pk_add_f32 v[38:39], v[152:153], v[154:155]
	v_pk_add_f32 v[40:41], v[156:157], v[158:159]
	v_pk_add_f32 v[42:43], v[160:161], v[164:165]
	v_pk_add_f32 v[44:45], v[168:169], v[170:171]
	v_pk_add_f32 v[46:47], v[172:173], v[174:175]
	v_pk_add_f32 v[48:49], v[176:177], v[178:179]
	v_pk_add_f32 v[50:51], v[180:181], v[184:185]
	v_pk_add_f32 v[52:53], v[186:187], v[188:189]
	v_pk_add_f32 v[54:55], v[190:191], v[198:199]
	v_pk_add_f32 v[56:57], v[200:201], v[202:203]
	v_pk_add_f32 v[58:59], v[204:205], v[206:207]
	v_pk_add_f32 v[60:61], v[208:209], v[210:211]
	v_pk_add_f32 v[62:63], v[212:213], v[214:215]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[40:41], v[48:49], v[50:51]
	v_pk_add_f32 v[42:43], v[52:53], v[54:55]
	v_pk_add_f32 v[44:45], v[56:57], v[58:59]
	v_pk_add_f32 v[46:47], v[60:61], v[62:63]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_sub_f32_e32 v130, v196, v96
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_add_u32_e32 v53, s3, v244
	v_add_f32_e32 v135, v32, v33
	v_add_u32_e32 v32, s3, v231
	ds_read2_b64 v[92:95], v32 offset1:16
	v_add_u32_e32 v33, s3, v250
	v_add_u32_e32 v32, 0x4000, v32
	ds_read2_b64 v[36:39], v32 offset1:16
	v_add_u32_e32 v32, 0x4000, v33
	v_exp_f32_e32 v134, v130
	v_add_u32_e32 v54, s3, v236
	ds_read2_b64 v[40:43], v32 offset1:16
	v_add_u32_e32 v32, 0x4000, v53
	v_add_u32_e32 v34, s3, v253
	v_add_u32_e32 v52, s3, v240
	ds_read2_b64 v[56:59], v32 offset1:16
	v_add_u32_e32 v32, 0x4000, v54
	ds_read2_b64 v[84:87], v34 offset1:16
	v_add_u32_e32 v35, s3, v254
	v_add_u32_e32 v130, s3, v241
	v_add_u32_e32 v34, 0x4000, v34
	ds_read2_b64 v[60:63], v32 offset1:16
	v_add_u32_e32 v32, 0x4000, v52
	ds_read2_b64 v[76:79], v52 offset1:16
	ds_read2_b64 v[72:75], v130 offset1:16
	ds_read2_b64 v[68:71], v53 offset1:16
	ds_read2_b64 v[64:67], v54 offset1:16
	ds_read2_b64 v[44:47], v34 offset1:16
	v_add_u32_e32 v34, 0x4000, v35
	ds_read2_b64 v[52:55], v32 offset1:16
	v_add_u32_e32 v32, 0x4000, v130
	v_add_u32_e32 v130, 0x20000, v234
	ds_read2_b64 v[88:91], v33 offset1:16
	ds_read2_b64 v[80:83], v35 offset1:16
	ds_read2_b64 v[48:51], v34 offset1:16
	ds_read2_b64 v[32:35], v32 offset1:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b32 v130, v134
	v_add_u32_e32 v130, 0x20000, v235
	ds_bpermute_b32 v136, v217, v135
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v130, v130
	v_cvt_f16_f32_e32 v137, v138
	v_cvt_f16_f32_e32 v138, v139
	v_cvt_f16_f32_e32 v139, v140
	s_cselect_b32 s3, 1, 0
	v_cvt_f16_f32_e32 v140, v141
	s_cmp_lg_u32 s3, 1
	v_cvt_f16_f32_e32 v141, v142
	v_cvt_f16_f32_e32 v142, v143
	v_cvt_f16_f32_e32 v143, v144
	v_cvt_f16_f32_e32 v144, v145
	v_cvt_f16_f32_e32 v145, v146
	v_cvt_f16_f32_e32 v146, v147
	v_cvt_f16_f32_e32 v147, v150
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
	v_cvt_f16_f32_e32 v161, v164
	v_cvt_f16_f32_e32 v162, v165
	v_cvt_f16_f32_e32 v164, v168
	v_cvt_f16_f32_e32 v165, v169
	v_cvt_f16_f32_e32 v166, v170
	v_cvt_f16_f32_e32 v168, v171
	v_cvt_f16_f32_e32 v169, v172
	v_cvt_f16_f32_e32 v170, v173
	v_cvt_f16_f32_e32 v171, v174
	v_cvt_f16_f32_e32 v172, v175
	v_cvt_f16_f32_e32 v173, v176
	v_cvt_f16_f32_e32 v174, v177
	v_cvt_f16_f32_e32 v175, v178
	v_cvt_f16_f32_e32 v176, v179
	v_cvt_f16_f32_e32 v177, v180
	v_cvt_f16_f32_e32 v178, v181
	v_cvt_f16_f32_e32 v179, v184
	v_cvt_f16_f32_e32 v180, v185
	v_cvt_f16_f32_e32 v181, v186
	v_cvt_f16_f32_e32 v182, v187
	v_cvt_f16_f32_e32 v184, v188
	v_cvt_f16_f32_e32 v185, v189
	v_cvt_f16_f32_e32 v186, v190
	v_cvt_f16_f32_e32 v187, v191
	v_cvt_f16_f32_e32 v188, v198
	v_cvt_f16_f32_e32 v189, v199
	v_cvt_f16_f32_e32 v190, v200
	v_cvt_f16_f32_e32 v191, v201
	v_cvt_f16_f32_e32 v195, v202
	v_cvt_f16_f32_e32 v197, v203
	v_cvt_f16_f32_e32 v198, v204
	v_cvt_f16_f32_e32 v199, v205
	v_cvt_f16_f32_e32 v200, v206
	v_cvt_f16_f32_e32 v201, v207
	v_cvt_f16_f32_e32 v202, v208
	v_cvt_f16_f32_e32 v203, v209
	v_cvt_f16_f32_e32 v204, v210
	v_cvt_f16_f32_e32 v205, v211
	v_cvt_f16_f32_e32 v206, v212
	v_cvt_f16_f32_e32 v207, v213
	v_cvt_f16_f32_e32 v208, v214
	v_cvt_f16_f32_e32 v209, v215
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v230, v137
	ds_write_b16 v230, v138 offset:256
	ds_write_b16 v230, v139 offset:512
	ds_write_b16 v230, v140 offset:768
	ds_write_b16 v230, v141 offset:2048
	ds_write_b16 v230, v142 offset:2304
	ds_write_b16 v230, v143 offset:2560
	ds_write_b16 v230, v144 offset:2816
	ds_write_b16 v230, v145 offset:4096
	ds_write_b16 v230, v146 offset:4352
	ds_write_b16 v230, v147 offset:4608
	ds_write_b16 v230, v150 offset:4864
	ds_write_b16 v230, v151 offset:6144
	ds_write_b16 v230, v152 offset:6400
	ds_write_b16 v230, v153 offset:6656
	ds_write_b16 v230, v154 offset:6912
	ds_write_b16 v230, v155 offset:8192
	ds_write_b16 v230, v156 offset:8448
	ds_write_b16 v230, v157 offset:8704
	ds_write_b16 v230, v158 offset:8960
	ds_write_b16 v230, v159 offset:10240
	ds_write_b16 v230, v160 offset:10496
	ds_write_b16 v230, v161 offset:10752
	ds_write_b16 v230, v162 offset:11008
	ds_write_b16 v230, v164 offset:12288
	ds_write_b16 v230, v165 offset:12544
	ds_write_b16 v230, v166 offset:12800
	ds_write_b16 v230, v168 offset:13056
	ds_write_b16 v230, v169 offset:14336
	ds_write_b16 v230, v170 offset:14592
	ds_write_b16 v230, v171 offset:14848
	ds_write_b16 v230, v172 offset:15104
	ds_write_b16 v230, v173 offset:16384
	ds_write_b16 v230, v174 offset:16640
	ds_write_b16 v230, v175 offset:16896
	ds_write_b16 v230, v176 offset:17152
	ds_write_b16 v230, v177 offset:18432
	ds_write_b16 v230, v178 offset:18688
	ds_write_b16 v230, v179 offset:18944
	ds_write_b16 v230, v180 offset:19200
	ds_write_b16 v230, v181 offset:20480
	ds_write_b16 v230, v182 offset:20736
	ds_write_b16 v230, v184 offset:20992
	ds_write_b16 v230, v185 offset:21248
	ds_write_b16 v230, v186 offset:22528
	ds_write_b16 v230, v187 offset:22784
	ds_write_b16 v230, v188 offset:23040
	ds_write_b16 v230, v189 offset:23296
	ds_write_b16 v230, v190 offset:24576
	ds_write_b16 v230, v191 offset:24832
	ds_write_b16 v230, v195 offset:25088
	ds_write_b16 v230, v197 offset:25344
	ds_write_b16 v230, v198 offset:26624
	ds_write_b16 v230, v199 offset:26880
	ds_write_b16 v230, v200 offset:27136
	ds_write_b16 v230, v201 offset:27392
	ds_write_b16 v230, v202 offset:28672
	ds_write_b16 v230, v203 offset:28928
	ds_write_b16 v230, v204 offset:29184
	ds_write_b16 v230, v205 offset:29440
	ds_write_b16 v230, v206 offset:30720
	ds_write_b16 v230, v207 offset:30976
	ds_write_b16 v230, v208 offset:31232
	ds_write_b16 v230, v209 offset:31488
	s_waitcnt lgkmcnt(0)
	s_barrier
	scratch_store_dword off, v235, off offset:96 ; 4-byte Folded Spill
	scratch_store_dword off, v234, off offset:100 ; 4-byte Folded Spill
	scratch_store_dword off, v236, off offset:104 ; 4-byte Folded Spill
	s_cbranch_scc1 .LBB0_9
; %bb.14:
	ds_read_u16 v137, v228 offset:768
	ds_read_u16 v138, v228 offset:512
	ds_read_u16 v140, v228 offset:256
	ds_read_u16 v141, v228
	s_mov_b32 s3, 0x5040100
	v_pk_mul_f32 v[30:31], v[30:31], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[130:131] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v139, v137, v138, s3
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v138, v140, v141, s3
	v_pk_mul_f32 v[14:15], v[14:15], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[130:131] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[16:31], v[92:93], v[138:139], v[16:31]
	ds_read_u16 v92, v228 offset:2816
	ds_read_u16 v93, v228 offset:2560
	ds_read_u16 v137, v228 offset:2304
	ds_read_u16 v140, v228 offset:2048
	v_mov_b32_e32 v196, v96
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v93, v92, v93, s3
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v92, v137, v140, s3
	v_mfma_f32_32x32x8_f16 v[0:15], v[44:45], v[138:139], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[88:89], v[92:93], v[16:31]
	ds_read_u16 v88, v228 offset:4864
	ds_read_u16 v89, v228 offset:4608
	ds_read_u16 v137, v228 offset:4352
	ds_read_u16 v140, v228 offset:4096
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v89, v88, v89, s3
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v88, v137, v140, s3
	v_mfma_f32_32x32x8_f16 v[0:15], v[48:49], v[92:93], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[84:85], v[88:89], v[16:31]
	ds_read_u16 v84, v228 offset:6912
	ds_read_u16 v85, v228 offset:6656
	ds_read_u16 v137, v228 offset:6400
	ds_read_u16 v140, v228 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v85, v84, v85, s3
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v84, v137, v140, s3
	v_mfma_f32_32x32x8_f16 v[0:15], v[36:37], v[88:89], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[80:81], v[84:85], v[16:31]
	ds_read_u16 v80, v228 offset:8960
	ds_read_u16 v81, v228 offset:8704
	ds_read_u16 v137, v228 offset:8448
	ds_read_u16 v140, v228 offset:8192
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v81, v80, v81, s3
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v80, v137, v140, s3
	v_mfma_f32_32x32x8_f16 v[0:15], v[40:41], v[84:85], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[76:77], v[80:81], v[16:31]
	ds_read_u16 v76, v228 offset:11008
	ds_read_u16 v77, v228 offset:10752
	ds_read_u16 v137, v228 offset:10496
	ds_read_u16 v140, v228 offset:10240
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v77, v76, v77, s3
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v76, v137, v140, s3
	v_mfma_f32_32x32x8_f16 v[0:15], v[56:57], v[80:81], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[72:73], v[76:77], v[16:31]
	ds_read_u16 v72, v228 offset:13056
	ds_read_u16 v73, v228 offset:12800
	ds_read_u16 v137, v228 offset:12544
	ds_read_u16 v140, v228 offset:12288
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v73, v72, v73, s3
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v72, v137, v140, s3
	v_mfma_f32_32x32x8_f16 v[0:15], v[60:61], v[76:77], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[68:69], v[72:73], v[16:31]
	ds_read_u16 v68, v228 offset:15104
	ds_read_u16 v69, v228 offset:14848
	ds_read_u16 v137, v228 offset:14592
	ds_read_u16 v140, v228 offset:14336
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v69, v68, v69, s3
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v68, v137, v140, s3
	v_mfma_f32_32x32x8_f16 v[0:15], v[52:53], v[72:73], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[64:65], v[68:69], v[16:31]
	ds_read_u16 v64, v228 offset:17152
	ds_read_u16 v65, v228 offset:16896
	ds_read_u16 v137, v228 offset:16640
	ds_read_u16 v140, v228 offset:16384
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v65, v64, v65, s3
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v64, v137, v140, s3
	v_mfma_f32_32x32x8_f16 v[0:15], v[32:33], v[68:69], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[94:95], v[64:65], v[16:31]
	ds_read_u16 v94, v228 offset:19200
	ds_read_u16 v95, v228 offset:18944
	ds_read_u16 v137, v228 offset:18688
	ds_read_u16 v140, v228 offset:18432
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v95, v94, v95, s3
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v94, v137, v140, s3
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[64:65], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[90:91], v[94:95], v[16:31]
	ds_read_u16 v90, v228 offset:21248
	ds_read_u16 v91, v228 offset:20992
	ds_read_u16 v137, v228 offset:20736
	ds_read_u16 v140, v228 offset:20480
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v91, v90, v91, s3
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v90, v137, v140, s3
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[94:95], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[86:87], v[90:91], v[16:31]
	ds_read_u16 v86, v228 offset:23296
	ds_read_u16 v87, v228 offset:23040
	ds_read_u16 v137, v228 offset:22784
	ds_read_u16 v140, v228 offset:22528
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v87, v86, v87, s3
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v86, v137, v140, s3
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[90:91], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[82:83], v[86:87], v[16:31]
	ds_read_u16 v82, v228 offset:25344
	ds_read_u16 v83, v228 offset:25088
	ds_read_u16 v137, v228 offset:24832
	ds_read_u16 v140, v228 offset:24576
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v83, v82, v83, s3
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v82, v137, v140, s3
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[86:87], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[78:79], v[82:83], v[16:31]
	ds_read_u16 v78, v228 offset:27392
	ds_read_u16 v79, v228 offset:27136
	ds_read_u16 v137, v228 offset:26880
	ds_read_u16 v140, v228 offset:26624
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v79, v78, v79, s3
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v78, v137, v140, s3
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[82:83], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[74:75], v[78:79], v[16:31]
	ds_read_u16 v74, v228 offset:29440
	ds_read_u16 v75, v228 offset:29184
	ds_read_u16 v137, v228 offset:28928
	ds_read_u16 v140, v228 offset:28672
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v75, v74, v75, s3
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v74, v137, v140, s3
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[78:79], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[70:71], v[74:75], v[16:31]
	ds_read_u16 v70, v228 offset:31488
	ds_read_u16 v71, v228 offset:31232
	ds_read_u16 v137, v228 offset:30976
	ds_read_u16 v140, v228 offset:30720
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v71, v70, v71, s3
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v70, v137, v140, s3
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[74:75], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[66:67], v[70:71], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[70:71], v[0:15]
.LBB0_9:
	scratch_load_dword v51, off, off        ; 4-byte Folded Reload
	v_add_f32_e32 v32, v132, v133
	v_fmac_f32_e32 v32, v163, v131
	v_lshrrev_b32_e32 v96, 3, v149
	v_cndmask_b32_e32 v65, v163, v32, vcc
	v_or_b32_e32 v32, 2, v96
	scratch_store_dword off, v32, off offset:160 ; 4-byte Folded Spill
	v_or_b32_e32 v32, 9, v96
	scratch_store_dword off, v32, off offset:156 ; 4-byte Folded Spill
	v_or_b32_e32 v32, 8, v96
	scratch_store_dword off, v32, off offset:172 ; 4-byte Folded Spill
	v_or_b32_e32 v32, 24, v96
	scratch_store_dword off, v32, off offset:148 ; 4-byte Folded Spill
	v_or_b32_e32 v32, 19, v96
	scratch_store_dword off, v32, off offset:164 ; 4-byte Folded Spill
	v_or_b32_e32 v32, 18, v96
	scratch_store_dword off, v32, off offset:176 ; 4-byte Folded Spill
	v_or_b32_e32 v32, 17, v96
	scratch_store_dword off, v32, off offset:184 ; 4-byte Folded Spill
	v_or_b32_e32 v32, 41, v96
	s_lshr_b32 s3, s26, 1
	scratch_store_dword off, v32, off offset:152 ; 4-byte Folded Spill
	v_or_b32_e32 v32, 40, v96
	s_sub_i32 s15, s29, s16
	scratch_store_dword off, v32, off offset:168 ; 4-byte Folded Spill
	v_or_b32_e32 v32, 35, v96
	s_or_b32 s3, s25, s3
	s_lshl_b32 s15, s15, 7
	s_add_i32 s14, s14, s12
	scratch_store_dword off, v32, off offset:180 ; 4-byte Folded Spill
	v_or_b32_e32 v32, 34, v96
	s_cmp_gt_i32 s15, s25
	scratch_store_dword off, v32, off offset:188 ; 4-byte Folded Spill
	v_add_lshl_u32 v32, s14, v148, 1
	v_bfrev_b32_e32 v48, 1
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v32, v48, v32, vcc
	v_add_lshl_u32 v33, s14, v183, 1
	v_cndmask_b32_e32 v33, v48, v33, vcc
	buffer_load_dwordx4 v[66:69], v32, s[4:7], 0 offen
	buffer_load_dwordx4 v[70:73], v33, s[4:7], 0 offen
	v_add_lshl_u32 v32, s14, v167, 1
	v_cndmask_b32_e32 v32, v48, v32, vcc
	v_add_lshl_u32 v33, s14, v97, 1
	s_add_i32 s13, s13, s12
	v_cndmask_b32_e32 v33, v48, v33, vcc
	buffer_load_dwordx4 v[74:77], v32, s[4:7], 0 offen
	buffer_load_dwordx4 v[78:81], v33, s[4:7], 0 offen
	v_add_lshl_u32 v32, s13, v192, 1
	v_cndmask_b32_e32 v40, v48, v32, vcc
	v_add_lshl_u32 v32, s13, v222, 1
	v_cndmask_b32_e32 v44, v48, v32, vcc
	v_add_lshl_u32 v32, s13, v216, 1
	v_add_lshl_u32 v33, s13, v229, 1
	s_add_i32 s16, s2, 0x180
	s_mov_b32 s22, s6
	s_mov_b32 s23, s7
	v_cndmask_b32_e32 v32, v48, v32, vcc
	v_cndmask_b32_e32 v36, v48, v33, vcc
	s_cmp_lt_i32 s16, s15
	v_add_u32_e32 v222, s14, v232
	buffer_load_dwordx4 v[32:35], v32, s[20:23], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[36:39], v36, s[20:23], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[40:43], v40, s[20:23], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[44:47], v44, s[20:23], 0 offen
	v_add_u32_e32 v242, s14, v233
	v_lshlrev_b32_e32 v49, 1, v222
	s_cselect_b64 vcc, -1, 0
	v_add_u32_e32 v243, s14, v243
	v_cndmask_b32_e32 v49, v48, v49, vcc
	v_lshlrev_b32_e32 v50, 1, v242
	v_add_u32_e32 v245, s14, v245
	v_cndmask_b32_e32 v50, v48, v50, vcc
	buffer_load_dwordx4 v[82:85], v49, s[4:7], 0 offen
	buffer_load_dwordx4 v[86:89], v50, s[4:7], 0 offen
	v_lshlrev_b32_e32 v49, 1, v243
	v_cndmask_b32_e32 v49, v48, v49, vcc
	v_lshlrev_b32_e32 v50, 1, v245
	v_add_u32_e32 v255, s13, v246
	v_cndmask_b32_e32 v50, v48, v50, vcc
	buffer_load_dwordx4 v[90:93], v49, s[4:7], 0 offen
	buffer_load_dwordx4 v[130:133], v50, s[4:7], 0 offen
	v_add_u32_e32 v246, s13, v247
	v_lshlrev_b32_e32 v49, 1, v255
	v_add_u32_e32 v247, s13, v251
	v_cndmask_b32_e32 v56, v48, v49, vcc
	v_lshlrev_b32_e32 v49, 1, v246
	s_waitcnt vmcnt(23)
	v_add_u32_e32 v97, s13, v51
	v_cndmask_b32_e32 v60, v48, v49, vcc
	v_lshlrev_b32_e32 v49, 1, v247
	v_lshlrev_b32_e32 v50, 1, v97
	v_cndmask_b32_e32 v49, v48, v49, vcc
	v_cndmask_b32_e32 v52, v48, v50, vcc
	buffer_load_dwordx4 v[48:51], v49, s[20:23], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[52:55], v52, s[20:23], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[56:59], v56, s[20:23], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[60:63], v60, s[20:23], 0 offen
	v_or_b32_e32 v138, 56, v96
	scratch_store_dword off, v138, off offset:40 ; 4-byte Folded Spill
	v_or_b32_e32 v138, 51, v96
	scratch_store_dword off, v138, off offset:64 ; 4-byte Folded Spill
	v_or_b32_e32 v138, 0x51, v96
	scratch_store_dword off, v138, off offset:192 ; 4-byte Folded Spill
	v_or_b32_e32 v138, 0x50, v96
	scratch_store_dword off, v138, off offset:120 ; 4-byte Folded Spill
	v_or_b32_e32 v138, 0x4b, v96
	scratch_store_dword off, v138, off offset:132 ; 4-byte Folded Spill
	v_or_b32_e32 v138, 0x4a, v96
	scratch_store_dword off, v138, off offset:28 ; 4-byte Folded Spill
	v_or_b32_e32 v138, 0x49, v96
	v_add_f32_e32 v64, v135, v136
	scratch_store_dword off, v138, off offset:44 ; 4-byte Folded Spill
	v_or_b32_e32 v138, 0x48, v96
	scratch_store_dword off, v138, off offset:68 ; 4-byte Folded Spill
	v_or_b32_e32 v138, 0x63, v96
	v_fmac_f32_e32 v64, v65, v134
	scratch_store_dword off, v138, off offset:16 ; 4-byte Folded Spill
	v_or_b32_e32 v138, 0x61, v96
	v_cndmask_b32_e64 v134, v65, v64, s[0:1]
	s_mov_b32 s0, 0x5040100
	scratch_store_dword off, v138, off offset:124 ; 4-byte Folded Spill
	v_or_b32_e32 v138, 0x5b, v96
	s_waitcnt vmcnt(25)
	ds_write_b128 v193, v[66:69]
	s_waitcnt vmcnt(24)
	ds_write_b128 v193, v[70:73] offset:8192
	s_waitcnt vmcnt(23)
	ds_write_b128 v193, v[74:77] offset:16384
	s_waitcnt vmcnt(22)
	ds_write_b128 v193, v[78:81] offset:24576
	v_add_u32_e32 v66, 0x10000, v218
	s_mov_b32 s1, 0x7060302
	scratch_store_dword off, v138, off offset:32 ; 4-byte Folded Spill
	v_or_b32_e32 v138, 0x5a, v96
	scratch_store_dword off, v138, off offset:48 ; 4-byte Folded Spill
	v_or_b32_e32 v138, 0x59, v96
	scratch_store_dword off, v138, off offset:72 ; 4-byte Folded Spill
	v_or_b32_e32 v138, 0x78, v96
	scratch_store_dword off, v138, off offset:24 ; 4-byte Folded Spill
	v_or_b32_e32 v138, 0x73, v96
	scratch_store_dword off, v138, off offset:112 ; 4-byte Folded Spill
	s_waitcnt vmcnt(25)
	v_perm_b32 v65, v36, v32, s0
	v_or_b32_e32 v138, 0x71, v96
	s_waitcnt vmcnt(23)
	v_perm_b32 v64, v44, v40, s0
	ds_write_b64 v66, v[64:65]
	v_perm_b32 v65, v36, v32, s1
	v_perm_b32 v64, v44, v40, s1
	v_add_u32_e32 v32, 0x10000, v220
	ds_write_b64 v32, v[64:65] offset:256
	v_perm_b32 v65, v37, v33, s0
	v_perm_b32 v64, v45, v41, s0
	v_add_u32_e32 v32, 0x10000, v221
	ds_write_b64 v32, v[64:65] offset:512
	v_perm_b32 v33, v37, v33, s1
	v_perm_b32 v32, v45, v41, s1
	v_add_u32_e32 v36, 0x10000, v223
	ds_write_b64 v36, v[32:33] offset:768
	v_perm_b32 v33, v38, v34, s0
	v_perm_b32 v32, v46, v42, s0
	v_add_u32_e32 v36, 0x10000, v224
	ds_write_b64 v36, v[32:33] offset:1024
	v_perm_b32 v33, v38, v34, s1
	v_perm_b32 v32, v46, v42, s1
	v_add_u32_e32 v34, 0x10000, v225
	scratch_store_dword off, v138, off offset:144 ; 4-byte Folded Spill
	v_or_b32_e32 v138, 0x70, v96
	ds_write_b64 v34, v[32:33] offset:1280
	v_perm_b32 v33, v39, v35, s0
	v_perm_b32 v32, v47, v43, s0
	v_add_u32_e32 v34, 0x10000, v226
	scratch_store_dword off, v138, off offset:116 ; 4-byte Folded Spill
	v_or_b32_e32 v138, 0x6b, v96
	ds_write_b64 v34, v[32:33] offset:1536
	v_perm_b32 v33, v39, v35, s1
	v_perm_b32 v32, v47, v43, s1
	v_add_u32_e32 v34, 0x10000, v227
	scratch_store_dword off, v138, off offset:56 ; 4-byte Folded Spill
	v_or_b32_e32 v138, 0x6a, v96
	ds_write_b64 v34, v[32:33] offset:1792
	s_waitcnt vmcnt(25)
	ds_write_b128 v193, v[82:85] offset:32768
	s_waitcnt vmcnt(24)
	ds_write_b128 v193, v[86:89] offset:40960
	s_waitcnt vmcnt(23)
	ds_write_b128 v193, v[90:93] offset:49152
	s_waitcnt vmcnt(22)
	ds_write_b128 v193, v[130:133] offset:57344
	s_waitcnt vmcnt(20)
	v_perm_b32 v33, v52, v48, s0
	s_waitcnt vmcnt(18)
	v_perm_b32 v32, v60, v56, s0
	v_add_u32_e32 v34, 0x18000, v218
	scratch_store_dword off, v138, off offset:60 ; 4-byte Folded Spill
	v_or_b32_e32 v138, 0x7a, v96
	ds_write_b64 v34, v[32:33]
	v_perm_b32 v33, v52, v48, s1
	v_perm_b32 v32, v60, v56, s1
	v_add_u32_e32 v34, 0x18000, v220
	scratch_store_dword off, v138, off offset:20 ; 4-byte Folded Spill
	v_or_b32_e32 v138, 0x69, v96
	ds_write_b64 v34, v[32:33] offset:256
	v_perm_b32 v33, v53, v49, s0
	v_perm_b32 v32, v61, v57, s0
	v_add_u32_e32 v34, 0x18000, v221
	scratch_store_dword off, v138, off offset:108 ; 4-byte Folded Spill
	v_or_b32_e32 v138, 0x58, v96
	ds_write_b64 v34, v[32:33] offset:512
	v_perm_b32 v33, v53, v49, s1
	v_perm_b32 v32, v61, v57, s1
	v_add_u32_e32 v34, 0x18000, v223
	scratch_store_dword off, v138, off offset:128 ; 4-byte Folded Spill
	v_or_b32_e32 v138, 0x43, v96
	ds_write_b64 v34, v[32:33] offset:768
	v_perm_b32 v33, v54, v50, s0
	v_perm_b32 v32, v62, v58, s0
	v_add_u32_e32 v34, 0x18000, v224
	scratch_store_dword off, v138, off offset:140 ; 4-byte Folded Spill
	v_or_b32_e32 v138, 50, v96
	ds_write_b64 v34, v[32:33] offset:1024
	v_perm_b32 v33, v54, v50, s1
	v_perm_b32 v32, v62, v58, s1
	v_add_u32_e32 v34, 0x18000, v225
	scratch_store_dword off, v138, off offset:36 ; 4-byte Folded Spill
	v_or_b32_e32 v138, 33, v96
	ds_write_b64 v34, v[32:33] offset:1280
	v_perm_b32 v33, v55, v51, s0
	v_perm_b32 v32, v63, v59, s0
	v_add_u32_e32 v34, 0x18000, v226
	s_addk_i32 s2, 0x80
	v_or_b32_e32 v203, 1, v96
	v_or_b32_e32 v197, 3, v96
	v_or_b32_e32 v94, 11, v96
	v_or_b32_e32 v137, 10, v96
	v_or_b32_e32 v249, 32, v96
	v_or_b32_e32 v234, 27, v96
	v_or_b32_e32 v237, 26, v96
	v_or_b32_e32 v95, 25, v96
	v_or_b32_e32 v214, 49, v96
	v_or_b32_e32 v235, 48, v96
	v_or_b32_e32 v238, 43, v96
	v_or_b32_e32 v135, 42, v96
	v_or_b32_e32 v215, 0x42, v96
	v_or_b32_e32 v236, 0x41, v96
	v_or_b32_e32 v239, 64, v96
	v_or_b32_e32 v136, 59, v96
	v_or_b32_e32 v195, 58, v96
	v_or_b32_e32 v252, 57, v96
	v_or_b32_e32 v204, 0x53, v96
	v_or_b32_e32 v216, 0x52, v96
	v_or_b32_e32 v205, 0x68, v96
	v_or_b32_e32 v206, 0x62, v96
	v_or_b32_e32 v209, 0x60, v96
	v_or_b32_e32 v229, 0x79, v96
	v_or_b32_e32 v208, 0x72, v96
	v_or_b32_e32 v233, 0x7b, v96
	scratch_store_dword off, v138, off offset:52 ; 4-byte Folded Spill
	v_or_b32_e32 v138, 16, v96
	ds_write_b64 v34, v[32:33] offset:1536
	v_perm_b32 v33, v55, v51, s1
	v_perm_b32 v32, v63, v59, s1
	v_add_u32_e32 v34, 0x18000, v227
	s_cmp_lt_i32 s25, s2
	scratch_store_dword off, v138, off offset:76 ; 4-byte Folded Spill
	ds_write_b64 v34, v[32:33] offset:1792
	s_cbranch_scc1 .LBB0_10
; %bb.16:                               ; %.._crit_edge840_crit_edge
	s_mov_b64 s[0:1], 0
	s_branch .LBB0_11
.LBB0_10:
	s_mov_b64 s[0:1], -1
.LBB0_11:                               ; %Flow
	scratch_load_dword v32, off, off offset:320 ; 4-byte Folded Reload
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_mov_b32 s1, 1
	scratch_store_dword off, v195, off offset:136 ; 4-byte Folded Spill
	scratch_store_dword off, v136, off offset:80 ; 4-byte Folded Spill
	scratch_store_dword off, v135, off offset:84 ; 4-byte Folded Spill
	scratch_store_dword off, v95, off offset:88 ; 4-byte Folded Spill
	scratch_store_dword off, v94, off offset:92 ; 4-byte Folded Spill
	s_waitcnt vmcnt(5)
	v_or_b32_e32 v251, s3, v32
	s_cbranch_scc1 .LBB0_12
; %bb.19:                               ; %.lr.ph839.preheader
	scratch_store_dword off, v217, off offset:312 ; 4-byte Folded Spill
	scratch_store_dword off, v214, off offset:308 ; 4-byte Folded Spill
	scratch_store_dword off, v215, off offset:304 ; 4-byte Folded Spill
	scratch_store_dword off, v234, off offset:300 ; 4-byte Folded Spill
	scratch_store_dword off, v235, off offset:296 ; 4-byte Folded Spill
	scratch_store_dword off, v236, off offset:292 ; 4-byte Folded Spill
	scratch_store_dword off, v237, off offset:288 ; 4-byte Folded Spill
	scratch_store_dword off, v238, off offset:284 ; 4-byte Folded Spill
	scratch_store_dword off, v239, off offset:280 ; 4-byte Folded Spill
	scratch_store_dword off, v137, off offset:276 ; 4-byte Folded Spill
	scratch_store_dwordx4 off, v[96:99], off offset:244 ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[100:103], off offset:260 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[202:205], off offset:212 ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[206:209], off offset:228 ; 16-byte Folded Spill
	scratch_store_dword off, v252, off offset:208 ; 4-byte Folded Spill
	scratch_store_dword off, v204, off offset:204 ; 4-byte Folded Spill
	scratch_store_dword off, v205, off offset:200 ; 4-byte Folded Spill
	scratch_store_dword off, v233, off offset:196 ; 4-byte Folded Spill
	s_mov_b32 s0, 0
	s_mov_b32 s27, 0x8000
	s_mov_b32 s3, 0x10000
	s_mov_b32 s13, 0x18000
	v_mov_b32_e32 v195, v194
	s_mov_b32 s14, 0x5040100
	s_mov_b32 s16, 0x7060302
	v_mov_b32_e32 v198, v194
	v_mov_b32_e32 v199, v194
	s_mov_b32 s22, s6
	s_mov_b32 s23, s7
	s_mov_b32 s26, s25
	v_mov_b32_e32 v223, v206
	v_mov_b32_e32 v220, v208
	scratch_store_dword off, v209, off offset:316 ; 4-byte Folded Spill
.LBB0_13:                               ; %.lr.ph839
                                        ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v222, 0x4000, v222
	v_lshlrev_b32_e32 v32, 1, v222
	buffer_load_dwordx4 v[32:35], v32, s[4:7], 0 offen
	v_add_u32_e32 v242, 0x4000, v242
	v_add_u32_e32 v243, 0x4000, v243
	v_add_u32_e32 v245, 0x4000, v245
	s_mov_b32 s29, s0
	v_mov_b32_e32 v221, v134
	v_mov_b32_e32 v217, v249
	s_mov_b32 s0, s27
	s_mov_b32 s27, s3
	v_add_u32_e32 v255, 0x4000, v255
	v_add_u32_e32 v246, 0x4000, v246
	v_add_u32_e32 v247, 0x4000, v247
	v_add_u32_e32 v97, 0x4000, v97
	s_add_i32 s1, s1, 1
	s_cmp_lt_i32 s1, 2
	s_cselect_b32 s1, s1, 0
	s_mov_b32 s3, s13
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[32:35], off ; 16-byte Folded Spill
	s_nop 1
	v_lshlrev_b32_e32 v32, 1, v242
	buffer_load_dwordx4 v[232:235], v32, s[4:7], 0 offen
	v_lshlrev_b32_e32 v32, 1, v243
	buffer_load_dwordx4 v[236:239], v32, s[4:7], 0 offen
	v_lshlrev_b32_e32 v32, 1, v245
	buffer_load_dwordx4 v[224:227], v32, s[4:7], 0 offen
	v_add_u32_e32 v32, s29, v248
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[80:83], v32 offset1:2
	ds_read2_b64 v[84:87], v32 offset0:4 offset1:6
	ds_read2_b64 v[88:91], v32 offset0:8 offset1:10
	ds_read2_b64 v[92:95], v32 offset0:12 offset1:14
	v_add_u32_e32 v33, 0x2000, v32
	ds_read2_b64 v[200:203], v32 offset0:16 offset1:18
	ds_read2_b64 v[204:207], v32 offset0:20 offset1:22
	ds_read2_b64 v[208:211], v32 offset0:24 offset1:26
	ds_read2_b64 v[212:215], v32 offset0:28 offset1:30
	ds_read2_b64 v[190:193], v33 offset1:2
	ds_read2_b64 v[186:189], v33 offset0:4 offset1:6
	ds_read2_b64 v[182:185], v33 offset0:8 offset1:10
	ds_read2_b64 v[178:181], v33 offset0:12 offset1:14
	ds_read2_b64 v[60:63], v33 offset0:16 offset1:18
	ds_read2_b64 v[56:59], v33 offset0:20 offset1:22
	ds_read2_b64 v[52:55], v33 offset0:24 offset1:26
	ds_read2_b64 v[48:51], v33 offset0:28 offset1:30
	v_add_u32_e32 v33, 0x4000, v32
	v_add_u32_e32 v32, 0x6000, v32
	ds_read2_b64 v[174:177], v33 offset1:2
	ds_read2_b64 v[170:173], v33 offset0:4 offset1:6
	ds_read2_b64 v[166:169], v33 offset0:8 offset1:10
	ds_read2_b64 v[162:165], v33 offset0:12 offset1:14
	ds_read2_b64 v[76:79], v33 offset0:16 offset1:18
	ds_read2_b64 v[72:75], v33 offset0:20 offset1:22
	ds_read2_b64 v[68:71], v33 offset0:24 offset1:26
	ds_read2_b64 v[64:67], v33 offset0:28 offset1:30
	ds_read2_b64 v[158:161], v32 offset1:2
	ds_read2_b64 v[154:157], v32 offset0:4 offset1:6
	ds_read2_b64 v[150:153], v32 offset0:8 offset1:10
	ds_read2_b64 v[146:149], v32 offset0:12 offset1:14
	ds_read2_b64 v[142:145], v32 offset0:16 offset1:18
	ds_read2_b64 v[138:141], v32 offset0:20 offset1:22
	ds_read2_b64 v[134:137], v32 offset0:24 offset1:26
	ds_read2_b64 v[130:133], v32 offset0:28 offset1:30
	s_waitcnt lgkmcnt(14)
	v_mfma_f32_32x32x8_f16 v[32:47], v[80:81], v[98:99], 0
	scratch_load_dword v96, off, off offset:160 ; 4-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[32:47], v[82:83], v[102:103], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[84:85], v[106:107], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[86:87], v[110:111], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[88:89], v[114:115], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[90:91], v[118:119], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[92:93], v[122:123], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[94:95], v[126:127], v[32:47]
	v_mfma_f32_32x32x8_f16 v[80:95], v[190:191], v[98:99], 0
	v_mfma_f32_32x32x8_f16 v[80:95], v[192:193], v[102:103], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[186:187], v[106:107], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[188:189], v[110:111], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[182:183], v[114:115], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[184:185], v[118:119], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[178:179], v[122:123], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[180:181], v[126:127], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[60:61], v[100:101], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[62:63], v[104:105], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[56:57], v[108:109], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[58:59], v[112:113], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[52:53], v[116:117], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[54:55], v[120:121], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[48:49], v[124:125], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[50:51], v[128:129], v[80:95]
	v_mfma_f32_32x32x8_f16 v[48:63], v[174:175], v[98:99], 0
	v_mfma_f32_32x32x8_f16 v[48:63], v[176:177], v[102:103], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[170:171], v[106:107], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[172:173], v[110:111], v[48:63]
	s_waitcnt lgkmcnt(13)
	v_mfma_f32_32x32x8_f16 v[48:63], v[166:167], v[114:115], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[168:169], v[118:119], v[48:63]
	s_waitcnt lgkmcnt(12)
	v_mfma_f32_32x32x8_f16 v[48:63], v[162:163], v[122:123], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[164:165], v[126:127], v[48:63]
	s_waitcnt lgkmcnt(11)
	v_mfma_f32_32x32x8_f16 v[48:63], v[76:77], v[100:101], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[78:79], v[104:105], v[48:63]
	s_waitcnt lgkmcnt(10)
	v_mfma_f32_32x32x8_f16 v[48:63], v[72:73], v[108:109], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[74:75], v[112:113], v[48:63]
	s_waitcnt lgkmcnt(9)
	v_mfma_f32_32x32x8_f16 v[48:63], v[68:69], v[116:117], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[70:71], v[120:121], v[48:63]
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[124:125], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[128:129], v[48:63]
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_32x32x8_f16 v[64:79], v[158:159], v[98:99], 0
	v_mfma_f32_32x32x8_f16 v[64:79], v[160:161], v[102:103], v[64:79]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x8_f16 v[64:79], v[154:155], v[106:107], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[156:157], v[110:111], v[64:79]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_f16 v[64:79], v[150:151], v[114:115], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[152:153], v[118:119], v[64:79]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[64:79], v[146:147], v[122:123], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[148:149], v[126:127], v[64:79]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[64:79], v[142:143], v[100:101], v[64:79]
	v_or_b32_e32 v142, s26, v249
	v_mov_b32_e32 v249, v248
	v_mfma_f32_32x32x8_f16 v[64:79], v[144:145], v[104:105], v[64:79]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[64:79], v[138:139], v[108:109], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[140:141], v[112:113], v[64:79]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[64:79], v[134:135], v[116:117], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[136:137], v[120:121], v[64:79]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[130:131], v[124:125], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[132:133], v[128:129], v[64:79]
	scratch_load_dwordx4 v[130:133], off, off offset:244 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[134:137], off, off offset:260 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[134:137], off, off offset:212 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[138:141], off, off offset:228 ; 16-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v136, s26, v197
	s_nop 4
	v_pk_mul_f32 v[74:75], v[198:199], v[74:75]
	v_mfma_f32_32x32x8_f16 v[32:47], v[200:201], v[100:101], v[32:47]
	v_or_b32_e32 v133, s26, v130
	v_or_b32_e32 v134, s26, v135
	v_or_b32_e32 v135, s26, v96
	scratch_load_dword v96, off, off offset:172 ; 4-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[32:47], v[202:203], v[104:105], v[32:47]
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v137, s26, v96
	scratch_load_dword v96, off, off offset:156 ; 4-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[32:47], v[204:205], v[108:109], v[32:47]
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v138, s26, v96
	scratch_load_dword v96, off, off offset:276 ; 4-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[32:47], v[206:207], v[112:113], v[32:47]
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v139, s26, v96
	scratch_load_dword v96, off, off offset:92 ; 4-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[32:47], v[208:209], v[116:117], v[32:47]
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v132, s26, v96
	scratch_load_dword v96, off, off offset:184 ; 4-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[32:47], v[210:211], v[120:121], v[32:47]
	v_cmp_ge_i32_e32 vcc, v251, v132
	v_mov_b32_e32 v132, 0xc9742400
	v_mfma_f32_32x32x8_f16 v[32:47], v[212:213], v[124:125], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[214:215], v[128:129], v[32:47]
	s_nop 10
	v_pk_mul_f32 v[130:131], v[198:199], v[34:35]
	v_pk_mul_f32 v[34:35], v[198:199], v[36:37]
	v_pk_mul_f32 v[36:37], v[198:199], v[38:39]
	v_pk_mul_f32 v[38:39], v[194:195], v[32:33]
	v_cndmask_b32_e32 v33, v132, v37, vcc
	v_cmp_ge_i32_e32 vcc, v251, v139
	s_nop 1
	v_cndmask_b32_e32 v32, v132, v36, vcc
	v_cmp_ge_i32_e32 vcc, v251, v138
	s_nop 1
	v_cndmask_b32_e32 v35, v132, v35, vcc
	v_cmp_ge_i32_e32 vcc, v251, v137
	s_nop 1
	v_cndmask_b32_e32 v34, v132, v34, vcc
	v_cmp_ge_i32_e32 vcc, v251, v136
	s_nop 1
	v_cndmask_b32_e32 v37, v132, v131, vcc
	v_cmp_ge_i32_e32 vcc, v251, v135
	s_nop 1
	v_cndmask_b32_e32 v36, v132, v130, vcc
	v_cmp_ge_i32_e32 vcc, v251, v134
	v_pk_mov_b32 v[130:131], v[44:45], v[46:47] op_sel:[1,0]
	v_pk_mov_b32 v[46:47], v[46:47], v[80:81] op_sel:[1,0]
	v_cndmask_b32_e32 v39, v132, v39, vcc
	v_cmp_ge_i32_e32 vcc, v251, v133
	scratch_load_dword v80, off, off offset:168 ; 4-byte Folded Reload
	v_pk_mul_f32 v[138:139], v[198:199], v[46:47]
	v_pk_mov_b32 v[44:45], v[42:43], v[44:45] op_sel:[1,0]
	v_cndmask_b32_e32 v38, v132, v38, vcc
	v_pk_mov_b32 v[42:43], v[40:41], v[42:43] op_sel:[1,0]
	v_pk_mul_f32 v[134:135], v[198:199], v[44:45]
	v_pk_mul_f32 v[44:45], v[198:199], v[130:131]
	v_pk_mul_f32 v[136:137], v[194:195], v[42:43]
	scratch_load_dword v41, off, off offset:188 ; 4-byte Folded Reload
	scratch_load_dword v47, off, off offset:180 ; 4-byte Folded Reload
	s_waitcnt vmcnt(3)
	v_or_b32_e32 v133, s26, v96
	scratch_load_dword v96, off, off offset:176 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v47, s26, v47
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v140, s26, v96
	scratch_load_dword v96, off, off offset:300 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v141, s26, v96
	scratch_load_dword v96, off, off offset:164 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v143, s26, v96
	scratch_load_dword v96, off, off offset:148 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v144, s26, v96
	scratch_load_dword v96, off, off offset:88 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v145, s26, v96
	scratch_load_dword v96, off, off offset:288 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v146, s26, v96
	scratch_load_dword v96, off, off offset:152 ; 4-byte Folded Reload
	v_cmp_ge_i32_e32 vcc, v251, v146
	s_nop 1
	v_cndmask_b32_e32 v42, v132, v45, vcc
	v_cmp_ge_i32_e32 vcc, v251, v145
	s_nop 1
	v_cndmask_b32_e32 v45, v132, v44, vcc
	v_cmp_ge_i32_e32 vcc, v251, v144
	s_nop 1
	v_cndmask_b32_e32 v44, v132, v135, vcc
	v_cmp_ge_i32_e32 vcc, v251, v143
	s_nop 1
	v_cndmask_b32_e32 v131, v132, v134, vcc
	v_cmp_ge_i32_e32 vcc, v251, v142
	v_pk_mul_f32 v[134:135], v[194:195], v[82:83]
	v_pk_mul_f32 v[82:83], v[198:199], v[88:89]
	v_cndmask_b32_e32 v46, v132, v139, vcc
	v_cmp_ge_i32_e32 vcc, v251, v141
	s_nop 1
	v_cndmask_b32_e32 v43, v132, v138, vcc
	v_cmp_ge_i32_e32 vcc, v251, v140
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v138, s26, v96
	scratch_load_dword v96, off, off offset:84 ; 4-byte Folded Reload
	v_cndmask_b32_e32 v130, v132, v137, vcc
	v_cmp_ge_i32_e32 vcc, v251, v133
	v_or_b32_e32 v80, s26, v80
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v139, s26, v96
	scratch_load_dword v96, off, off offset:284 ; 4-byte Folded Reload
	v_cndmask_b32_e32 v133, v132, v136, vcc
	v_pk_mul_f32 v[136:137], v[198:199], v[84:85]
	v_pk_mul_f32 v[84:85], v[198:199], v[86:87]
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v140, s26, v96
	scratch_load_dword v96, off, off offset:296 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v141, s26, v96
	scratch_load_dword v96, off, off offset:308 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v142, s26, v96
	v_cmp_ge_i32_e32 vcc, v251, v142
	scratch_load_dword v96, off, off offset:304 ; 4-byte Folded Reload
	s_nop 0
	v_cndmask_b32_e32 v83, v132, v83, vcc
	v_cmp_ge_i32_e32 vcc, v251, v141
	s_nop 1
	v_cndmask_b32_e32 v82, v132, v82, vcc
	v_cmp_ge_i32_e32 vcc, v251, v140
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v140, s26, v96
	v_cndmask_b32_e32 v85, v132, v85, vcc
	v_cmp_ge_i32_e32 vcc, v251, v139
	scratch_load_dword v96, off, off offset:208 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v141, s26, v96
	v_cndmask_b32_e32 v84, v132, v84, vcc
	v_cmp_ge_i32_e32 vcc, v251, v138
	scratch_load_dword v96, off, off offset:136 ; 4-byte Folded Reload
	v_or_b32_e32 v41, s26, v41
	v_cndmask_b32_e32 v87, v132, v137, vcc
	v_cmp_ge_i32_e32 vcc, v251, v80
	scratch_load_dword v80, off, off offset:292 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v142, s26, v96
	v_cndmask_b32_e32 v86, v132, v136, vcc
	v_cmp_ge_i32_e32 vcc, v251, v47
	scratch_load_dword v96, off, off offset:80 ; 4-byte Folded Reload
	s_nop 0
	v_cndmask_b32_e32 v89, v132, v135, vcc
	v_cmp_ge_i32_e32 vcc, v251, v41
	scratch_load_dword v41, off, off offset:64 ; 4-byte Folded Reload
	s_nop 0
	v_cndmask_b32_e32 v88, v132, v134, vcc
	v_pk_mov_b32 v[134:135], v[94:95], v[48:49] op_sel:[1,0]
	v_pk_mov_b32 v[94:95], v[92:93], v[94:95] op_sel:[1,0]
	v_pk_mov_b32 v[92:93], v[90:91], v[92:93] op_sel:[1,0]
	scratch_load_dword v91, off, off offset:132 ; 4-byte Folded Reload
	scratch_load_dword v47, off, off offset:40 ; 4-byte Folded Reload
	v_pk_mov_b32 v[48:49], v[48:49], v[50:51] op_sel:[1,0]
	v_pk_mul_f32 v[134:135], v[198:199], v[134:135]
	v_pk_mul_f32 v[138:139], v[198:199], v[48:49]
	v_pk_mul_f32 v[94:95], v[198:199], v[94:95]
	v_pk_mul_f32 v[136:137], v[194:195], v[92:93]
	s_waitcnt vmcnt(4)
	v_or_b32_e32 v80, s26, v80
	s_waitcnt vmcnt(3)
	v_or_b32_e32 v143, s26, v96
	scratch_load_dword v96, off, off offset:280 ; 4-byte Folded Reload
	s_waitcnt vmcnt(3)
	v_or_b32_e32 v41, s26, v41
	s_waitcnt vmcnt(2)
	v_or_b32_e32 v91, s26, v91
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v144, s26, v96
	v_cmp_ge_i32_e32 vcc, v251, v144
	scratch_load_dword v96, off, off offset:120 ; 4-byte Folded Reload
	s_nop 0
	v_cndmask_b32_e32 v48, v132, v135, vcc
	v_cmp_ge_i32_e32 vcc, v251, v143
	s_nop 1
	v_cndmask_b32_e32 v93, v132, v134, vcc
	v_cmp_ge_i32_e32 vcc, v251, v142
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v134, s26, v96
	v_cndmask_b32_e32 v92, v132, v95, vcc
	v_cmp_ge_i32_e32 vcc, v251, v141
	scratch_load_dword v96, off, off offset:192 ; 4-byte Folded Reload
	v_or_b32_e32 v141, s26, v216
	v_cndmask_b32_e32 v95, v132, v94, vcc
	v_cmp_ge_i32_e32 vcc, v251, v140
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v140, s26, v96
	v_cndmask_b32_e32 v50, v132, v139, vcc
	v_cmp_ge_i32_e32 vcc, v251, v80
	scratch_load_dword v80, off, off offset:28 ; 4-byte Folded Reload
	v_or_b32_e32 v47, s26, v47
	v_cndmask_b32_e32 v49, v132, v138, vcc
	v_cmp_ge_i32_e32 vcc, v251, v47
	scratch_load_dword v96, off, off offset:204 ; 4-byte Folded Reload
	v_pk_mul_f32 v[138:139], v[198:199], v[54:55]
	v_cndmask_b32_e32 v94, v132, v137, vcc
	v_cmp_ge_i32_e32 vcc, v251, v41
	scratch_load_dword v41, off, off offset:68 ; 4-byte Folded Reload
	scratch_load_dword v47, off, off offset:44 ; 4-byte Folded Reload
	v_cndmask_b32_e32 v135, v132, v136, vcc
	v_pk_mul_f32 v[136:137], v[194:195], v[52:53]
	v_pk_mul_f32 v[52:53], v[198:199], v[58:59]
	v_pk_mul_f32 v[54:55], v[198:199], v[56:57]
	s_waitcnt vmcnt(3)
	v_or_b32_e32 v80, s26, v80
	s_waitcnt vmcnt(2)
	v_or_b32_e32 v142, s26, v96
	v_cmp_ge_i32_e32 vcc, v251, v142
	scratch_load_dword v96, off, off offset:32 ; 4-byte Folded Reload
	v_or_b32_e32 v142, s26, v223
	v_cndmask_b32_e32 v53, v132, v53, vcc
	v_cmp_ge_i32_e32 vcc, v251, v141
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v47, s26, v47
	v_or_b32_e32 v41, s26, v41
	v_cndmask_b32_e32 v52, v132, v52, vcc
	v_cmp_ge_i32_e32 vcc, v251, v140
	s_nop 1
	v_cndmask_b32_e32 v55, v132, v55, vcc
	v_cmp_ge_i32_e32 vcc, v251, v134
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v134, s26, v96
	v_cndmask_b32_e32 v54, v132, v54, vcc
	v_cmp_ge_i32_e32 vcc, v251, v91
	scratch_load_dword v96, off, off offset:316 ; 4-byte Folded Reload
	scratch_load_dword v91, off, off offset:200 ; 4-byte Folded Reload
	v_cndmask_b32_e32 v57, v132, v139, vcc
	v_cmp_ge_i32_e32 vcc, v251, v80
	scratch_load_dword v80, off, off offset:16 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v80, s26, v80
	v_cndmask_b32_e32 v56, v132, v138, vcc
	v_pk_mov_b32 v[138:139], v[62:63], v[64:65] op_sel:[1,0]
	v_pk_mov_b32 v[62:63], v[60:61], v[62:63] op_sel:[1,0]
	scratch_load_dword v61, off, off offset:144 ; 4-byte Folded Reload
	v_or_b32_e32 v140, s26, v96
	scratch_load_dword v96, off, off offset:124 ; 4-byte Folded Reload
	v_cmp_ge_i32_e32 vcc, v251, v47
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v141, s26, v96
	v_cndmask_b32_e32 v59, v132, v137, vcc
	v_cmp_ge_i32_e32 vcc, v251, v41
	scratch_load_dword v41, off, off offset:72 ; 4-byte Folded Reload
	scratch_load_dword v96, off, off offset:116 ; 4-byte Folded Reload
	scratch_load_dword v47, off, off offset:48 ; 4-byte Folded Reload
	v_cndmask_b32_e32 v58, v132, v136, vcc
	v_pk_mov_b32 v[136:137], v[64:65], v[66:67] op_sel:[1,0]
	v_cmp_ge_i32_e32 vcc, v251, v142
	v_pk_mul_f32 v[136:137], v[198:199], v[136:137]
	v_pk_mov_b32 v[64:65], v[66:67], v[68:69] op_sel:[1,0]
	v_pk_mul_f32 v[66:67], v[198:199], v[138:139]
	v_pk_mul_f32 v[138:139], v[194:195], v[62:63]
	v_cndmask_b32_e32 v62, v132, v137, vcc
	v_cmp_ge_i32_e32 vcc, v251, v141
	v_pk_mul_f32 v[144:145], v[198:199], v[64:65]
	v_or_b32_e32 v91, s26, v91
	v_cndmask_b32_e32 v65, v132, v136, vcc
	v_cmp_ge_i32_e32 vcc, v251, v140
	scratch_load_dword v68, off, off offset:112 ; 4-byte Folded Reload
	v_pk_mul_f32 v[140:141], v[194:195], v[70:71]
	v_cndmask_b32_e32 v64, v132, v67, vcc
	v_cmp_ge_i32_e32 vcc, v251, v134
	v_pk_mul_f32 v[70:71], v[198:199], v[72:73]
	v_pk_mul_f32 v[72:73], v[198:199], v[76:77]
	v_cndmask_b32_e32 v137, v132, v66, vcc
	v_cmp_ge_i32_e32 vcc, v251, v91
	v_or_b32_e32 v91, s26, v229
	v_or_b32_e32 v67, s26, v220
	v_cndmask_b32_e32 v66, v132, v145, vcc
	v_cmp_ge_i32_e32 vcc, v251, v80
	scratch_load_dword v80, off, off offset:24 ; 4-byte Folded Reload
	v_or_b32_e32 v61, s26, v61
	v_cndmask_b32_e32 v63, v132, v144, vcc
	v_max3_f32 v146, v64, v65, v62
	s_waitcnt vmcnt(4)
	v_or_b32_e32 v41, s26, v41
	s_waitcnt vmcnt(3)
	v_or_b32_e32 v134, s26, v96
	s_waitcnt vmcnt(2)
	v_or_b32_e32 v47, s26, v47
	v_cmp_ge_i32_e32 vcc, v251, v47
	scratch_load_dword v47, off, off offset:60 ; 4-byte Folded Reload
	v_mov_b32_e32 v96, v197
	v_cndmask_b32_e32 v136, v132, v139, vcc
	v_cmp_ge_i32_e32 vcc, v251, v41
	scratch_load_dword v41, off, off offset:56 ; 4-byte Folded Reload
	s_waitcnt vmcnt(3)
	v_or_b32_e32 v68, s26, v68
	v_cndmask_b32_e32 v139, v132, v138, vcc
	v_cmp_ge_i32_e32 vcc, v251, v134
	v_max3_f32 v145, v139, v136, v137
	s_waitcnt vmcnt(2)
	v_or_b32_e32 v80, s26, v80
	v_cndmask_b32_e32 v70, v132, v70, vcc
	v_cmp_ge_i32_e32 vcc, v251, v91
	v_mov_b32_e32 v91, v51
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v47, s26, v47
	v_cndmask_b32_e32 v73, v132, v73, vcc
	v_cmp_ge_i32_e32 vcc, v251, v80
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v41, s26, v41
	v_cndmask_b32_e32 v72, v132, v72, vcc
	v_cmp_ge_i32_e32 vcc, v251, v68
	s_nop 1
	v_cndmask_b32_e32 v75, v132, v75, vcc
	v_cmp_ge_i32_e32 vcc, v251, v67
	s_nop 1
	v_cndmask_b32_e32 v74, v132, v74, vcc
	v_cmp_ge_i32_e32 vcc, v251, v61
	v_mov_b32_e32 v61, v69
	v_pk_mul_f32 v[68:69], v[198:199], v[78:79]
	v_cndmask_b32_e32 v71, v132, v71, vcc
	v_cmp_ge_i32_e32 vcc, v251, v47
	v_pk_mul_f32 v[60:61], v[198:199], v[60:61]
	v_max3_f32 v78, v44, v45, v42
	v_cndmask_b32_e32 v76, v132, v140, vcc
	v_cmp_ge_i32_e32 vcc, v251, v41
	scratch_load_dword v41, off, off offset:76 ; 4-byte Folded Reload
	v_max3_f32 v149, v71, v74, v75
	v_cndmask_b32_e32 v77, v132, v141, vcc
	v_max_f32_e32 v148, v76, v77
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v140, s26, v41
	scratch_load_dword v41, off, off offset:52 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v47, s26, v41
	scratch_load_dword v41, off, off offset:36 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v134, s26, v41
	scratch_load_dword v41, off, off offset:140 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v141, s26, v41
	scratch_load_dword v41, off, off offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v138, s26, v41
	scratch_load_dword v41, off, off offset:108 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v67, s26, v41
	scratch_load_dword v41, off, off offset:20 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v142, s26, v41
	scratch_load_dword v41, off, off offset:196 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v143, s26, v41
	v_cmp_ge_i32_e32 vcc, v251, v143
	v_mov_b32_e32 v41, v81
	v_pk_mul_f32 v[80:81], v[198:199], v[90:91]
	v_cndmask_b32_e32 v69, v132, v69, vcc
	v_cmp_ge_i32_e32 vcc, v251, v142
	v_pk_mul_f32 v[40:41], v[194:195], v[40:41]
	v_max3_f32 v91, v135, v94, v95
	v_cndmask_b32_e32 v68, v132, v68, vcc
	v_cmp_ge_i32_e32 vcc, v251, v67
	v_max3_f32 v142, v58, v59, v56
	v_max3_f32 v143, v57, v54, v55
	v_cndmask_b32_e32 v67, v132, v61, vcc
	v_cmp_ge_i32_e32 vcc, v251, v138
	v_max3_f32 v61, v133, v130, v131
	v_max3_f32 v147, v63, v66, v67
	v_cndmask_b32_e32 v138, v132, v60, vcc
	v_cmp_ge_i32_e32 vcc, v251, v141
	v_max3_f32 v144, v52, v53, v138
	v_max3_f32 v150, v72, v73, v68
	v_cndmask_b32_e32 v51, v132, v81, vcc
	v_cmp_ge_i32_e32 vcc, v251, v134
	v_max3_f32 v141, v49, v50, v51
	v_max3_f32 v81, v87, v84, v85
	v_cndmask_b32_e32 v134, v132, v80, vcc
	v_cmp_ge_i32_e32 vcc, v251, v47
	v_max3_f32 v80, v88, v89, v86
	v_max3_f32 v90, v82, v83, v134
	v_cndmask_b32_e32 v47, v132, v41, vcc
	v_cmp_ge_i32_e32 vcc, v251, v140
	v_max3_f32 v41, v37, v34, v35
	v_max3_f32 v79, v43, v46, v47
	v_cndmask_b32_e32 v132, v132, v40, vcc
	v_max3_f32 v40, v38, v39, v36
	v_max3_f32 v60, v32, v33, v132
	v_max3_f32 v140, v92, v93, v48
	v_max3_f32 v40, v40, v41, v60
	v_max3_f32 v41, v61, v78, v79
	v_max3_f32 v61, v91, v140, v141
	scratch_load_dword v140, off, off offset:312 ; 4-byte Folded Reload
	v_max3_f32 v60, v80, v81, v90
	v_max3_f32 v78, v142, v143, v144
	v_max3_f32 v79, v145, v146, v147
	v_max3_f32 v80, v148, v70, v149
	v_max3_f32 v40, v40, v41, v60
	v_max3_f32 v41, v61, v78, v79
	v_max3_f32 v60, v80, v150, v69
	v_max3_f32 v40, v40, v41, v60
	s_addk_i32 s26, 0x80
	s_waitcnt vmcnt(0)
	ds_bpermute_b32 v41, v140, v40
	s_waitcnt lgkmcnt(0)
	v_max3_f32 v146, v196, v40, v41
	v_pk_add_f32 v[38:39], v[38:39], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[36:37], v[36:37], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[34:35], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[32:33], v[32:33], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[40:41], v[132:133], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[60:61], v[130:131], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[44:45], v[44:45], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[42:43], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[46:47], v[46:47], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[78:79], v[88:89], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[80:81], v[86:87], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[84:85], v[84:85], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[88:89], v[94:95], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[90:91], v[92:93], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[54:55], v[54:55], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[52:53], v[52:53], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[92:93], v[138:139], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[94:95], v[136:137], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v130, v196, v146
	v_exp_f32_e32 v148, v38
	v_exp_f32_e32 v149, v39
	v_exp_f32_e32 v150, v36
	v_exp_f32_e32 v151, v37
	v_exp_f32_e32 v152, v34
	v_exp_f32_e32 v153, v35
	v_exp_f32_e32 v154, v32
	v_exp_f32_e32 v155, v33
	v_exp_f32_e32 v156, v40
	v_exp_f32_e32 v157, v41
	v_exp_f32_e32 v158, v60
	v_exp_f32_e32 v159, v61
	v_exp_f32_e32 v160, v44
	v_exp_f32_e32 v161, v45
	v_exp_f32_e32 v162, v42
	v_exp_f32_e32 v163, v43
	v_exp_f32_e32 v164, v46
	v_exp_f32_e32 v165, v47
	v_exp_f32_e32 v166, v78
	v_exp_f32_e32 v167, v79
	v_exp_f32_e32 v168, v80
	v_exp_f32_e32 v169, v81
	v_exp_f32_e32 v170, v84
	v_exp_f32_e32 v171, v85
	v_exp_f32_e32 v188, v54
	v_exp_f32_e32 v189, v55
	v_exp_f32_e32 v190, v52
	v_exp_f32_e32 v191, v53
	v_exp_f32_e32 v192, v92
	v_exp_f32_e32 v193, v93
	v_exp_f32_e32 v196, v94
	v_exp_f32_e32 v197, v95
	v_pk_add_f32 v[32:33], v[148:149], v[150:151]
	v_pk_add_f32 v[34:35], v[152:153], v[154:155]
	v_pk_add_f32 v[36:37], v[156:157], v[158:159]
	v_pk_add_f32 v[38:39], v[160:161], v[162:163]
	v_pk_add_f32 v[40:41], v[164:165], v[166:167]
	v_pk_add_f32 v[42:43], v[168:169], v[170:171]
	v_pk_add_f32 v[52:53], v[188:189], v[190:191]
	v_pk_add_f32 v[54:55], v[192:193], v[196:197]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[42:43], v[52:53], v[54:55]
	scratch_load_dword v53, off, off offset:104 ; 4-byte Folded Reload
	v_cvt_f16_f32_e32 v252, v148
	scratch_load_dword v148, off, off offset:100 ; 4-byte Folded Reload
	v_pk_add_f32 v[82:83], v[82:83], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[86:87], v[134:135], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[48:49], v[48:49], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[50:51], v[50:51], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[58:59], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[56:57], v[56:57], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[64:65], v[64:65], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[62:63], v[62:63], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[66:67], v[66:67], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[76:77], v[76:77], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[70:71], v[70:71], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[74:75], v[74:75], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[72:73], v[72:73], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[68:69], v[68:69], v[146:147] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v172, v82
	v_exp_f32_e32 v173, v83
	v_exp_f32_e32 v174, v86
	v_exp_f32_e32 v175, v87
	v_exp_f32_e32 v176, v88
	v_exp_f32_e32 v177, v89
	v_exp_f32_e32 v178, v90
	v_exp_f32_e32 v179, v91
	v_exp_f32_e32 v180, v48
	v_exp_f32_e32 v181, v49
	v_exp_f32_e32 v182, v50
	v_exp_f32_e32 v183, v51
	v_exp_f32_e32 v184, v58
	v_exp_f32_e32 v185, v59
	v_exp_f32_e32 v186, v56
	v_exp_f32_e32 v187, v57
	v_exp_f32_e32 v200, v64
	v_exp_f32_e32 v201, v65
	v_exp_f32_e32 v202, v62
	v_exp_f32_e32 v203, v63
	v_exp_f32_e32 v204, v66
	v_exp_f32_e32 v205, v67
	v_exp_f32_e32 v206, v76
	v_exp_f32_e32 v207, v77
	v_exp_f32_e32 v208, v70
	v_exp_f32_e32 v209, v71
	v_exp_f32_e32 v210, v74
	v_exp_f32_e32 v211, v75
	v_exp_f32_e32 v212, v72
	v_exp_f32_e32 v213, v73
	v_exp_f32_e32 v214, v68
	v_exp_f32_e32 v215, v69
	v_pk_add_f32 v[44:45], v[172:173], v[174:175]
	v_pk_add_f32 v[46:47], v[176:177], v[178:179]
	v_pk_add_f32 v[48:49], v[180:181], v[182:183]
	v_pk_add_f32 v[50:51], v[184:185], v[186:187]
	v_pk_add_f32 v[56:57], v[200:201], v[202:203]
	v_pk_add_f32 v[58:59], v[204:205], v[206:207]
	v_pk_add_f32 v[60:61], v[208:209], v[210:211]
	v_pk_add_f32 v[62:63], v[212:213], v[214:215]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[40:41], v[48:49], v[50:51]
	v_pk_add_f32 v[44:45], v[56:57], v[58:59]
	v_pk_add_f32 v[46:47], v[60:61], v[62:63]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_exp_f32_e32 v248, v130
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_add_u32_e32 v64, s27, v231
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v140, v32
	v_add_u32_e32 v72, s27, v250
	v_add_u32_e32 v52, s27, v253
	v_add_u32_e32 v60, s27, v254
	v_add_u32_e32 v130, s27, v240
	v_add_u32_e32 v138, s27, v241
	v_add_u32_e32 v84, s27, v244
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v147, v32, v33
	v_lshlrev_b32_e32 v32, 1, v255
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v92, s27, v53
	v_lshlrev_b32_e32 v36, 1, v246
	v_lshlrev_b32_e32 v40, 1, v247
	v_lshlrev_b32_e32 v44, 1, v97
	ds_read2_b64 v[48:51], v64 offset1:16
	ds_read2_b64 v[56:59], v72 offset1:16
	ds_read2_b64 v[68:71], v52 offset1:16
	ds_read2_b64 v[76:79], v60 offset1:16
	ds_read2_b64 v[80:83], v130 offset1:16
	ds_read2_b64 v[88:91], v138 offset1:16
	ds_read2_b64 v[134:137], v84 offset1:16
	ds_read2_b64 v[142:145], v92 offset1:16
	v_add_u32_e32 v52, 0x4000, v52
	v_add_u32_e32 v60, 0x4000, v60
	v_add_u32_e32 v64, 0x4000, v64
	v_add_u32_e32 v72, 0x4000, v72
	v_add_u32_e32 v84, 0x4000, v84
	v_add_u32_e32 v92, 0x4000, v92
	v_add_u32_e32 v130, 0x4000, v130
	v_add_u32_e32 v138, 0x4000, v138
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v148, 0x20000, v148
	buffer_load_dwordx4 v[32:35], v32, s[20:23], 0 offen
	ds_read2_b64 v[52:55], v52 offset1:16
	buffer_load_dwordx4 v[36:39], v36, s[20:23], 0 offen
	ds_read2_b64 v[60:63], v60 offset1:16
	buffer_load_dwordx4 v[40:43], v40, s[20:23], 0 offen
	ds_read2_b64 v[64:67], v64 offset1:16
	buffer_load_dwordx4 v[44:47], v44, s[20:23], 0 offen
	ds_read2_b64 v[72:75], v72 offset1:16
	ds_read2_b64 v[84:87], v84 offset1:16
	ds_read2_b64 v[92:95], v92 offset1:16
	ds_read2_b64 v[130:133], v130 offset1:16
	ds_read2_b64 v[138:141], v138 offset1:16
	ds_write_b32 v148, v248
	s_waitcnt lgkmcnt(0)
	s_barrier
	scratch_load_dword v148, off, off offset:96 ; 4-byte Folded Reload
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
	v_cvt_f16_f32_e32 v184, v184
	v_cvt_f16_f32_e32 v185, v185
	v_cvt_f16_f32_e32 v186, v186
	v_cvt_f16_f32_e32 v187, v187
	v_cvt_f16_f32_e32 v188, v188
	v_cvt_f16_f32_e32 v189, v189
	v_cvt_f16_f32_e32 v190, v190
	v_cvt_f16_f32_e32 v191, v191
	v_cvt_f16_f32_e32 v192, v192
	v_cvt_f16_f32_e32 v193, v193
	v_cvt_f16_f32_e32 v196, v196
	v_cvt_f16_f32_e32 v197, v197
	v_cvt_f16_f32_e32 v200, v200
	v_cvt_f16_f32_e32 v201, v201
	v_cvt_f16_f32_e32 v202, v202
	v_cvt_f16_f32_e32 v203, v203
	v_cvt_f16_f32_e32 v204, v204
	v_cvt_f16_f32_e32 v205, v205
	v_cvt_f16_f32_e32 v206, v206
	v_cvt_f16_f32_e32 v207, v207
	v_cvt_f16_f32_e32 v208, v208
	v_cvt_f16_f32_e32 v209, v209
	v_cvt_f16_f32_e32 v210, v210
	v_cvt_f16_f32_e32 v211, v211
	v_cvt_f16_f32_e32 v212, v212
	v_cvt_f16_f32_e32 v213, v213
	v_cvt_f16_f32_e32 v214, v214
	v_cvt_f16_f32_e32 v215, v215
	s_lshl_b32 s27, s1, 15
	s_add_i32 s13, s27, 0x10000
	v_fmac_f32_e32 v147, v221, v248
	v_mov_b32_e32 v248, v249
	v_mov_b32_e32 v249, v217
	s_cmp_lt_i32 s26, s2
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v148, 0x20000, v148
	ds_read_b32 v148, v148
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v230, v252
	ds_write_b16 v230, v149 offset:256
	ds_write_b16 v230, v150 offset:512
	ds_write_b16 v230, v151 offset:768
	ds_write_b16 v230, v152 offset:2048
	ds_write_b16 v230, v153 offset:2304
	ds_write_b16 v230, v154 offset:2560
	ds_write_b16 v230, v155 offset:2816
	ds_write_b16 v230, v156 offset:4096
	ds_write_b16 v230, v157 offset:4352
	ds_write_b16 v230, v158 offset:4608
	ds_write_b16 v230, v159 offset:4864
	ds_write_b16 v230, v160 offset:6144
	ds_write_b16 v230, v161 offset:6400
	ds_write_b16 v230, v162 offset:6656
	ds_write_b16 v230, v163 offset:6912
	ds_write_b16 v230, v164 offset:8192
	ds_write_b16 v230, v165 offset:8448
	ds_write_b16 v230, v166 offset:8704
	ds_write_b16 v230, v167 offset:8960
	ds_write_b16 v230, v168 offset:10240
	ds_write_b16 v230, v169 offset:10496
	ds_write_b16 v230, v170 offset:10752
	ds_write_b16 v230, v171 offset:11008
	ds_write_b16 v230, v172 offset:12288
	ds_write_b16 v230, v173 offset:12544
	ds_write_b16 v230, v174 offset:12800
	ds_write_b16 v230, v175 offset:13056
	ds_write_b16 v230, v176 offset:14336
	ds_write_b16 v230, v177 offset:14592
	ds_write_b16 v230, v178 offset:14848
	ds_write_b16 v230, v179 offset:15104
	ds_write_b16 v230, v180 offset:16384
	ds_write_b16 v230, v181 offset:16640
	ds_write_b16 v230, v182 offset:16896
	ds_write_b16 v230, v183 offset:17152
	ds_write_b16 v230, v184 offset:18432
	ds_write_b16 v230, v185 offset:18688
	ds_write_b16 v230, v186 offset:18944
	ds_write_b16 v230, v187 offset:19200
	ds_write_b16 v230, v188 offset:20480
	ds_write_b16 v230, v189 offset:20736
	ds_write_b16 v230, v190 offset:20992
	ds_write_b16 v230, v191 offset:21248
	ds_write_b16 v230, v192 offset:22528
	ds_write_b16 v230, v193 offset:22784
	ds_write_b16 v230, v196 offset:23040
	ds_write_b16 v230, v197 offset:23296
	ds_write_b16 v230, v200 offset:24576
	ds_write_b16 v230, v201 offset:24832
	ds_write_b16 v230, v202 offset:25088
	ds_write_b16 v230, v203 offset:25344
	ds_write_b16 v230, v204 offset:26624
	ds_write_b16 v230, v205 offset:26880
	ds_write_b16 v230, v206 offset:27136
	ds_write_b16 v230, v207 offset:27392
	ds_write_b16 v230, v208 offset:28672
	ds_write_b16 v230, v209 offset:28928
	ds_write_b16 v230, v210 offset:29184
	ds_write_b16 v230, v211 offset:29440
	ds_write_b16 v230, v212 offset:30720
	ds_write_b16 v230, v213 offset:30976
	ds_write_b16 v230, v214 offset:31232
	ds_write_b16 v230, v215 offset:31488
	v_pk_mul_f32 v[16:17], v[16:17], v[148:149] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[148:149] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[148:149] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[148:149] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[148:149] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[148:149] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[148:149] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[148:149] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[148:149] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[148:149] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[148:149] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[148:149] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[148:149] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[148:149] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[148:149] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[148:149] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v148, v228
	ds_read_u16 v150, v228 offset:256
	ds_read_u16 v149, v228 offset:512
	ds_read_u16 v151, v228 offset:768
	ds_read_u16 v152, v228 offset:2048
	ds_read_u16 v153, v228 offset:2304
	ds_read_u16 v154, v228 offset:2560
	ds_read_u16 v155, v228 offset:2816
	ds_read_u16 v156, v228 offset:4096
	ds_read_u16 v157, v228 offset:4352
	ds_read_u16 v158, v228 offset:4608
	ds_read_u16 v159, v228 offset:4864
	ds_read_u16 v160, v228 offset:6144
	ds_read_u16 v161, v228 offset:6400
	ds_read_u16 v162, v228 offset:6656
	ds_read_u16 v163, v228 offset:6912
	ds_read_u16 v164, v228 offset:8192
	ds_read_u16 v165, v228 offset:8448
	ds_read_u16 v166, v228 offset:8704
	ds_read_u16 v167, v228 offset:8960
	ds_read_u16 v168, v228 offset:10240
	ds_read_u16 v169, v228 offset:10496
	ds_read_u16 v170, v228 offset:10752
	ds_read_u16 v171, v228 offset:11008
	ds_read_u16 v172, v228 offset:12288
	ds_read_u16 v173, v228 offset:12544
	ds_read_u16 v174, v228 offset:12800
	ds_read_u16 v175, v228 offset:13056
	ds_read_u16 v176, v228 offset:14336
	ds_read_u16 v177, v228 offset:14592
	ds_read_u16 v178, v228 offset:14848
	ds_read_u16 v179, v228 offset:15104
	ds_read_u16 v180, v228 offset:16384
	ds_read_u16 v181, v228 offset:16640
	ds_read_u16 v182, v228 offset:16896
	ds_read_u16 v183, v228 offset:17152
	ds_read_u16 v184, v228 offset:18432
	ds_read_u16 v185, v228 offset:18688
	ds_read_u16 v186, v228 offset:18944
	ds_read_u16 v187, v228 offset:19200
	ds_read_u16 v188, v228 offset:20480
	ds_read_u16 v189, v228 offset:20736
	ds_read_u16 v190, v228 offset:20992
	ds_read_u16 v191, v228 offset:21248
	ds_read_u16 v192, v228 offset:22528
	ds_read_u16 v193, v228 offset:22784
	ds_read_u16 v196, v228 offset:23040
	ds_read_u16 v197, v228 offset:23296
	ds_read_u16 v200, v228 offset:24576
	ds_read_u16 v201, v228 offset:24832
	ds_read_u16 v202, v228 offset:25088
	ds_read_u16 v203, v228 offset:25344
	ds_read_u16 v204, v228 offset:26624
	ds_read_u16 v205, v228 offset:26880
	ds_read_u16 v206, v228 offset:27136
	ds_read_u16 v207, v228 offset:27392
	ds_read_u16 v208, v228 offset:28672
	ds_read_u16 v209, v228 offset:28928
	ds_read_u16 v210, v228 offset:29184
	ds_read_u16 v211, v228 offset:29440
	ds_read_u16 v212, v228 offset:30720
	ds_read_u16 v213, v228 offset:30976
	ds_read_u16 v214, v228 offset:31232
	ds_read_u16 v215, v228 offset:31488
	s_waitcnt lgkmcnt(14)
	v_perm_b32 v149, v151, v149, s14
	v_perm_b32 v148, v150, v148, s14
	v_perm_b32 v151, v155, v154, s14
	v_perm_b32 v150, v153, v152, s14
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[148:149], v[16:31]
	v_perm_b32 v153, v159, v158, s14
	v_perm_b32 v152, v157, v156, s14
	v_perm_b32 v155, v163, v162, s14
	v_perm_b32 v154, v161, v160, s14
	v_perm_b32 v157, v167, v166, s14
	v_perm_b32 v156, v165, v164, s14
	v_perm_b32 v159, v171, v170, s14
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[150:151], v[16:31]
	v_perm_b32 v158, v169, v168, s14
	v_perm_b32 v161, v175, v174, s14
	v_perm_b32 v160, v173, v172, s14
	v_perm_b32 v163, v179, v178, s14
	v_perm_b32 v162, v177, v176, s14
	v_perm_b32 v165, v183, v182, s14
	v_perm_b32 v164, v181, v180, s14
	v_mfma_f32_32x32x8_f16 v[16:31], v[68:69], v[152:153], v[16:31]
	v_perm_b32 v167, v187, v186, s14
	v_perm_b32 v166, v185, v184, s14
	v_perm_b32 v169, v191, v190, s14
	v_perm_b32 v168, v189, v188, s14
	v_perm_b32 v171, v197, v196, s14
	v_perm_b32 v170, v193, v192, s14
	s_waitcnt lgkmcnt(12)
	v_perm_b32 v173, v203, v202, s14
	v_mfma_f32_32x32x8_f16 v[16:31], v[76:77], v[154:155], v[16:31]
	v_perm_b32 v172, v201, v200, s14
	s_waitcnt lgkmcnt(8)
	v_perm_b32 v175, v207, v206, s14
	v_perm_b32 v174, v205, v204, s14
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v177, v211, v210, s14
	v_perm_b32 v176, v209, v208, s14
	v_add_u32_e32 v48, s27, v219
	v_perm_b32 v49, v44, v40, s16
	v_mfma_f32_32x32x8_f16 v[0:15], v[52:53], v[148:149], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v179, v215, v214, s14
	v_perm_b32 v178, v213, v212, s14
	v_mov_b32_e32 v197, v96
	v_mov_b32_e32 v196, v146
	v_mfma_f32_32x32x8_f16 v[16:31], v[80:81], v[156:157], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[60:61], v[150:151], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[88:89], v[158:159], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[64:65], v[152:153], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[134:135], v[160:161], v[16:31]
	v_mov_b32_e32 v134, v147
	v_mfma_f32_32x32x8_f16 v[0:15], v[72:73], v[154:155], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[142:143], v[162:163], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[84:85], v[156:157], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[50:51], v[164:165], v[16:31]
	scratch_load_dwordx4 v[50:53], off, off ; 16-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_write_b128 v48, v[50:53]
	ds_write_b128 v48, v[232:235] offset:8192
	ds_write_b128 v48, v[236:239] offset:16384
	ds_write_b128 v48, v[224:227] offset:24576
	v_mfma_f32_32x32x8_f16 v[0:15], v[92:93], v[158:159], v[0:15]
	v_add_u32_e32 v48, s13, v218
	v_perm_b32 v51, v44, v40, s14
	v_perm_b32 v50, v36, v32, s14
	ds_write_b64 v48, v[50:51]
	v_xor_b32_e32 v48, 8, v218
	v_add_u32_e32 v50, s13, v48
	v_perm_b32 v48, v36, v32, s16
	v_mfma_f32_32x32x8_f16 v[0:15], v[130:131], v[160:161], v[0:15]
	v_xor_b32_e32 v32, 16, v218
	ds_write_b64 v50, v[48:49] offset:256
	v_add_u32_e32 v32, s13, v32
	v_perm_b32 v49, v45, v41, s14
	v_perm_b32 v48, v37, v33, s14
	ds_write_b64 v32, v[48:49] offset:512
	v_xor_b32_e32 v32, 24, v218
	v_mfma_f32_32x32x8_f16 v[0:15], v[138:139], v[162:163], v[0:15]
	v_add_u32_e32 v32, s13, v32
	v_perm_b32 v41, v45, v41, s16
	v_perm_b32 v40, v37, v33, s16
	ds_write_b64 v32, v[40:41] offset:768
	v_xor_b32_e32 v32, 32, v218
	v_add_u32_e32 v36, s13, v32
	v_perm_b32 v33, v46, v42, s14
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[164:165], v[0:15]
	v_perm_b32 v32, v38, v34, s14
	ds_write_b64 v36, v[32:33] offset:1024
	v_xor_b32_e32 v32, 40, v218
	v_add_u32_e32 v36, s13, v32
	v_perm_b32 v33, v46, v42, s16
	v_perm_b32 v32, v38, v34, s16
	ds_write_b64 v36, v[32:33] offset:1280
	v_mfma_f32_32x32x8_f16 v[16:31], v[58:59], v[166:167], v[16:31]
	v_xor_b32_e32 v32, 48, v218
	v_add_u32_e32 v34, s13, v32
	v_perm_b32 v33, v47, v43, s14
	v_perm_b32 v32, v39, v35, s14
	ds_write_b64 v34, v[32:33] offset:1536
	v_xor_b32_e32 v32, 56, v218
	v_add_u32_e32 v34, s13, v32
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[166:167], v[0:15]
	v_perm_b32 v33, v47, v43, s16
	v_perm_b32 v32, v39, v35, s16
	ds_write_b64 v34, v[32:33] offset:1792
	v_mfma_f32_32x32x8_f16 v[16:31], v[70:71], v[168:169], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[66:67], v[168:169], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[78:79], v[170:171], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[74:75], v[170:171], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[82:83], v[172:173], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[86:87], v[172:173], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[90:91], v[174:175], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[94:95], v[174:175], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[136:137], v[176:177], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[132:133], v[176:177], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[144:145], v[178:179], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[140:141], v[178:179], v[0:15]
	s_cbranch_scc1 .LBB0_13
; %bb.21:                               ; %._crit_edge840.loopexit
	scratch_load_dwordx4 v[202:205], off, off offset:212 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[206:209], off, off offset:228 ; 16-byte Folded Reload
	scratch_load_dword v218, off, off offset:176 ; 4-byte Folded Reload
	scratch_load_dword v219, off, off offset:180 ; 4-byte Folded Reload
	scratch_load_dword v224, off, off offset:184 ; 4-byte Folded Reload
	scratch_load_dword v225, off, off offset:188 ; 4-byte Folded Reload
	scratch_load_dword v195, off, off offset:136 ; 4-byte Folded Reload
	scratch_load_dword v252, off, off offset:208 ; 4-byte Folded Reload
	scratch_load_dword v204, off, off offset:204 ; 4-byte Folded Reload
	scratch_load_dword v205, off, off offset:200 ; 4-byte Folded Reload
	scratch_load_dword v233, off, off offset:196 ; 4-byte Folded Reload
	scratch_load_dword v217, off, off offset:312 ; 4-byte Folded Reload
	scratch_load_dword v214, off, off offset:308 ; 4-byte Folded Reload
	scratch_load_dword v215, off, off offset:304 ; 4-byte Folded Reload
	scratch_load_dword v234, off, off offset:300 ; 4-byte Folded Reload
	scratch_load_dword v235, off, off offset:296 ; 4-byte Folded Reload
	scratch_load_dword v236, off, off offset:292 ; 4-byte Folded Reload
	scratch_load_dword v237, off, off offset:288 ; 4-byte Folded Reload
	scratch_load_dword v238, off, off offset:284 ; 4-byte Folded Reload
	scratch_load_dword v239, off, off offset:280 ; 4-byte Folded Reload
	scratch_load_dword v227, off, off offset:276 ; 4-byte Folded Reload
	scratch_load_dwordx4 v[32:35], off, off offset:244 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[36:39], off, off offset:260 ; 16-byte Folded Reload
	scratch_load_dword v209, off, off offset:316 ; 4-byte Folded Reload
	v_mov_b32_e32 v196, v146
	scratch_store_dword off, v147, off      ; 4-byte Folded Spill
	s_waitcnt vmcnt(23)
	v_mov_b32_e32 v206, v223
	v_mov_b32_e32 v208, v220
	s_waitcnt vmcnt(3)
	v_mov_b32_e32 v96, v32
	s_branch .LBB0_14
.LBB0_12:
	s_mov_b32 s0, 0
	s_mov_b32 s27, 0x8000
	s_mov_b32 s3, 0x10000
	s_mov_b32 s13, 0x18000
	v_mov_b32_e32 v227, v137
	v_or_b32_e32 v218, 18, v96
	v_or_b32_e32 v219, 35, v96
	v_or_b32_e32 v224, 17, v96
	v_or_b32_e32 v225, 34, v96
	scratch_store_dword off, v134, off      ; 4-byte Folded Spill
.LBB0_14:                               ; %Flow2158
	scratch_load_dword v242, off, off offset:148 ; 4-byte Folded Reload
	scratch_load_dword v243, off, off offset:152 ; 4-byte Folded Reload
	scratch_load_dword v245, off, off offset:156 ; 4-byte Folded Reload
	scratch_load_dword v246, off, off offset:160 ; 4-byte Folded Reload
	scratch_load_dword v247, off, off offset:164 ; 4-byte Folded Reload
	scratch_load_dword v222, off, off offset:168 ; 4-byte Folded Reload
	scratch_load_dword v255, off, off offset:172 ; 4-byte Folded Reload
	s_sub_i32 s1, s15, s25
	s_ashr_i32 s4, s1, 31
	s_or_b32 s5, s1, 0x7f
	s_lshr_b32 s4, s4, 25
	s_add_i32 s4, s5, s4
	s_ashr_i32 s4, s4, 7
	s_max_i32 s4, s4, 2
	s_cmp_gt_i32 s1, 0
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s1, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_15
; %bb.24:
	v_add_u32_e32 v80, s0, v248
	v_mov_b32_e32 v223, v206
	v_mov_b32_e32 v220, v208
	s_waitcnt vmcnt(8)
	v_mov_b32_e32 v221, v209
	ds_read2_b64 v[206:209], v80 offset1:2
	ds_read2_b64 v[210:213], v80 offset0:4 offset1:6
	v_add_u32_e32 v32, 0x6000, v80
	v_add_u32_e32 v48, 0x4000, v80
	v_add_u32_e32 v64, 0x2000, v80
	ds_read2_b64 v[130:133], v32 offset0:28 offset1:30
	ds_read2_b64 v[134:137], v32 offset0:24 offset1:26
	ds_read2_b64 v[138:141], v32 offset0:20 offset1:22
	ds_read2_b64 v[142:145], v32 offset0:16 offset1:18
	ds_read2_b64 v[146:149], v32 offset0:12 offset1:14
	ds_read2_b64 v[150:153], v32 offset0:8 offset1:10
	ds_read2_b64 v[154:157], v32 offset0:4 offset1:6
	ds_read2_b64 v[158:161], v32 offset1:2
	ds_read2_b64 v[32:35], v48 offset0:28 offset1:30
	ds_read2_b64 v[36:39], v48 offset0:24 offset1:26
	ds_read2_b64 v[40:43], v48 offset0:20 offset1:22
	ds_read2_b64 v[44:47], v48 offset0:16 offset1:18
	ds_read2_b64 v[162:165], v48 offset0:12 offset1:14
	ds_read2_b64 v[166:169], v48 offset0:8 offset1:10
	ds_read2_b64 v[170:173], v48 offset0:4 offset1:6
	ds_read2_b64 v[174:177], v48 offset1:2
	ds_read2_b64 v[48:51], v64 offset0:28 offset1:30
	ds_read2_b64 v[52:55], v64 offset0:24 offset1:26
	ds_read2_b64 v[56:59], v64 offset0:20 offset1:22
	ds_read2_b64 v[60:63], v64 offset0:16 offset1:18
	ds_read2_b64 v[178:181], v64 offset0:12 offset1:14
	ds_read2_b64 v[182:185], v64 offset0:8 offset1:10
	ds_read2_b64 v[186:189], v64 offset0:4 offset1:6
	ds_read2_b64 v[190:193], v64 offset1:2
	ds_read2_b64 v[64:67], v80 offset0:28 offset1:30
	ds_read2_b64 v[68:71], v80 offset0:24 offset1:26
	ds_read2_b64 v[72:75], v80 offset0:20 offset1:22
	ds_read2_b64 v[76:79], v80 offset0:16 offset1:18
	ds_read2_b64 v[198:201], v80 offset0:12 offset1:14
	v_mov_b32_e32 v97, v203
	v_mov_b32_e32 v232, v204
	v_mov_b32_e32 v226, v229
	v_mov_b32_e32 v229, v233
	v_mov_b32_e32 v233, v205
	ds_read2_b64 v[202:205], v80 offset0:8 offset1:10
	s_waitcnt lgkmcnt(14)
	v_mfma_f32_32x32x8_f16 v[80:95], v[206:207], v[98:99], 0
	v_mov_b32_e32 v206, v223
	v_mfma_f32_32x32x8_f16 v[80:95], v[208:209], v[102:103], v[80:95]
	v_mov_b32_e32 v209, v221
	v_mov_b32_e32 v208, v220
	v_mfma_f32_32x32x8_f16 v[80:95], v[210:211], v[106:107], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[212:213], v[110:111], v[80:95]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[202:203], v[114:115], v[80:95]
	v_mov_b32_e32 v203, v97
	v_mfma_f32_32x32x8_f16 v[80:95], v[204:205], v[118:119], v[80:95]
	v_mov_b32_e32 v205, v233
	v_mov_b32_e32 v233, v229
	v_mov_b32_e32 v229, v226
	v_mov_b32_e32 v204, v232
	v_mfma_f32_32x32x8_f16 v[80:95], v[198:199], v[122:123], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[200:201], v[126:127], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[76:77], v[100:101], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[78:79], v[104:105], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[72:73], v[108:109], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[74:75], v[112:113], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[68:69], v[116:117], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[70:71], v[120:121], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[64:65], v[124:125], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[66:67], v[128:129], v[80:95]
	v_mfma_f32_32x32x8_f16 v[64:79], v[190:191], v[98:99], 0
	v_mfma_f32_32x32x8_f16 v[64:79], v[192:193], v[102:103], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[186:187], v[106:107], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[188:189], v[110:111], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[182:183], v[114:115], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[184:185], v[118:119], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[178:179], v[122:123], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[180:181], v[126:127], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[60:61], v[100:101], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[62:63], v[104:105], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[56:57], v[108:109], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[58:59], v[112:113], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[52:53], v[116:117], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[54:55], v[120:121], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[48:49], v[124:125], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[50:51], v[128:129], v[64:79]
	v_mfma_f32_32x32x8_f16 v[48:63], v[174:175], v[98:99], 0
	v_mfma_f32_32x32x8_f16 v[48:63], v[176:177], v[102:103], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[170:171], v[106:107], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[172:173], v[110:111], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[166:167], v[114:115], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[168:169], v[118:119], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[162:163], v[122:123], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[164:165], v[126:127], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[44:45], v[100:101], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[46:47], v[104:105], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[40:41], v[108:109], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[42:43], v[112:113], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[36:37], v[116:117], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[38:39], v[120:121], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[32:33], v[124:125], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[34:35], v[128:129], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[158:159], v[98:99], 0
	v_mfma_f32_32x32x8_f16 v[32:47], v[160:161], v[102:103], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[154:155], v[106:107], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[156:157], v[110:111], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[150:151], v[114:115], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[152:153], v[118:119], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[146:147], v[122:123], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[148:149], v[126:127], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[142:143], v[100:101], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[144:145], v[104:105], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[138:139], v[108:109], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[140:141], v[112:113], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[134:135], v[116:117], v[32:47]
	v_mov_b32_e32 v134, v60
	v_mov_b32_e32 v60, v61
	v_mov_b32_e32 v61, v62
	v_mov_b32_e32 v62, v63
	v_mfma_f32_32x32x8_f16 v[32:47], v[136:137], v[120:121], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[130:131], v[124:125], v[32:47]
	v_mov_b32_e32 v130, v88
	v_mov_b32_e32 v131, v65
	v_mov_b32_e32 v88, v91
	v_mov_b32_e32 v91, v94
	v_mfma_f32_32x32x8_f16 v[32:47], v[132:133], v[128:129], v[32:47]
	v_mov_b32_e32 v132, v74
	v_mov_b32_e32 v133, v51
	v_mov_b32_e32 v74, v75
	v_mov_b32_e32 v75, v76
	v_mov_b32_e32 v76, v77
	v_mov_b32_e32 v77, v78
	v_mov_b32_e32 v78, v79
	s_nop 3
	v_mov_b32_e32 v135, v37
	v_mov_b32_e32 v79, v48
	v_mov_b32_e32 v48, v49
	v_mov_b32_e32 v49, v50
	v_mov_b32_e32 v50, v89
	v_mov_b32_e32 v51, v90
	v_mov_b32_e32 v89, v92
	v_mov_b32_e32 v90, v93
	v_mov_b32_e32 v92, v95
	v_mov_b32_e32 v93, v64
	v_mov_b32_e32 v63, v32
	v_mov_b32_e32 v32, v33
	v_mov_b32_e32 v33, v34
	v_mov_b32_e32 v34, v35
	v_mov_b32_e32 v35, v36
	s_branch .LBB0_16
.LBB0_15:
	v_mov_b32_e32 v130, 0
	v_mov_b32_e32 v131, v130
	v_mov_b32_e32 v132, v130
	v_mov_b32_e32 v133, v130
	v_mov_b32_e32 v134, v130
	v_mov_b32_e32 v135, v130
	v_mov_b32_e32 v46, v130
	v_mov_b32_e32 v47, v130
	v_mov_b32_e32 v52, v130
	v_mov_b32_e32 v53, v130
	v_mov_b32_e32 v54, v130
	v_mov_b32_e32 v55, v130
	v_mov_b32_e32 v56, v130
	v_mov_b32_e32 v57, v130
	v_mov_b32_e32 v58, v130
	v_mov_b32_e32 v59, v130
	v_mov_b32_e32 v74, v130
	v_mov_b32_e32 v75, v130
	v_mov_b32_e32 v76, v130
	v_mov_b32_e32 v77, v130
	v_mov_b32_e32 v78, v130
	v_mov_b32_e32 v79, v130
	v_mov_b32_e32 v48, v130
	v_mov_b32_e32 v49, v130
	v_mov_b32_e32 v50, v130
	v_mov_b32_e32 v51, v130
	v_mov_b32_e32 v88, v130
	v_mov_b32_e32 v89, v130
	v_mov_b32_e32 v90, v130
	v_mov_b32_e32 v91, v130
	v_mov_b32_e32 v92, v130
	v_mov_b32_e32 v93, v130
	v_mov_b32_e32 v80, v130
	v_mov_b32_e32 v81, v130
	v_mov_b32_e32 v82, v130
	v_mov_b32_e32 v83, v130
	v_mov_b32_e32 v84, v130
	v_mov_b32_e32 v85, v130
	v_mov_b32_e32 v86, v130
	v_mov_b32_e32 v87, v130
	v_mov_b32_e32 v60, v130
	v_mov_b32_e32 v61, v130
	v_mov_b32_e32 v62, v130
	v_mov_b32_e32 v63, v130
	v_mov_b32_e32 v32, v130
	v_mov_b32_e32 v33, v130
	v_mov_b32_e32 v34, v130
	v_mov_b32_e32 v35, v130
	v_mov_b32_e32 v66, v130
	v_mov_b32_e32 v67, v130
	v_mov_b32_e32 v68, v130
	v_mov_b32_e32 v69, v130
	v_mov_b32_e32 v70, v130
	v_mov_b32_e32 v71, v130
	v_mov_b32_e32 v72, v130
	v_mov_b32_e32 v73, v130
	s_waitcnt vmcnt(9)
	v_mov_b32_e32 v38, v130
	v_mov_b32_e32 v39, v130
	v_mov_b32_e32 v40, v130
	v_mov_b32_e32 v41, v130
	v_mov_b32_e32 v42, v130
	v_mov_b32_e32 v43, v130
	v_mov_b32_e32 v44, v130
	v_mov_b32_e32 v45, v130
.LBB0_16:
	scratch_load_dword v36, off, off offset:92 ; 4-byte Folded Reload
	s_add_i32 s28, s28, s4
	s_lshl_b32 s0, s28, 7
	s_addk_i32 s0, 0xff00
	v_mov_b32_e32 v232, v252
	v_or_b32_e32 v161, s0, v252
	scratch_load_dword v252, off, off offset:192 ; 4-byte Folded Reload
	scratch_load_dword v210, off, off offset:112 ; 4-byte Folded Reload
	v_or_b32_e32 v97, s0, v96
	v_or_b32_e32 v136, s0, v203
	s_waitcnt vmcnt(6)
	v_or_b32_e32 v137, s0, v246
	v_mov_b32_e32 v202, v197
	v_or_b32_e32 v138, s0, v197
	s_waitcnt vmcnt(3)
	v_or_b32_e32 v139, s0, v255
	v_or_b32_e32 v140, s0, v245
	v_or_b32_e32 v141, s0, v227
	v_or_b32_e32 v143, s0, v224
	v_or_b32_e32 v144, s0, v218
	v_or_b32_e32 v145, s0, v247
	v_or_b32_e32 v146, s0, v242
	v_or_b32_e32 v148, s0, v237
	v_or_b32_e32 v149, s0, v234
	v_or_b32_e32 v150, s0, v249
	v_or_b32_e32 v151, s0, v225
	v_or_b32_e32 v152, s0, v219
	v_or_b32_e32 v153, s0, v222
	v_or_b32_e32 v154, s0, v243
	v_or_b32_e32 v156, s0, v238
	v_or_b32_e32 v157, s0, v235
	v_or_b32_e32 v158, s0, v214
	v_or_b32_e32 v162, s0, v195
	v_or_b32_e32 v164, s0, v239
	v_or_b32_e32 v165, s0, v236
	v_or_b32_e32 v166, s0, v215
	v_or_b32_e32 v173, s0, v216
	v_or_b32_e32 v174, s0, v204
	v_or_b32_e32 v178, s0, v209
	v_or_b32_e32 v180, s0, v206
	v_or_b32_e32 v182, s0, v205
	v_or_b32_e32 v186, s0, v208
	v_or_b32_e32 v189, s0, v229
	v_pk_mul_f32 v[64:65], v[194:195], v[82:83] op_sel_hi:[0,1]
	v_pk_mul_f32 v[82:83], v[194:195], v[86:87] op_sel_hi:[0,1]
	v_or_b32_e32 v200, s0, v233
	scratch_load_dword v220, off, off offset:132 ; 4-byte Folded Reload
	scratch_load_dword v221, off, off offset:140 ; 4-byte Folded Reload
	scratch_load_dword v212, off, off offset:120 ; 4-byte Folded Reload
	scratch_load_dword v226, off, off offset:144 ; 4-byte Folded Reload
	scratch_load_dword v213, off, off offset:124 ; 4-byte Folded Reload
	scratch_load_dword v207, off, off offset:108 ; 4-byte Folded Reload
	scratch_load_dword v211, off, off offset:116 ; 4-byte Folded Reload
	scratch_load_dword v223, off, off offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(10)
	v_or_b32_e32 v142, s0, v36
	scratch_load_dword v36, off, off offset:88 ; 4-byte Folded Reload
	s_waitcnt vmcnt(8)
	v_or_b32_e32 v170, s0, v220
	s_waitcnt vmcnt(6)
	v_or_b32_e32 v171, s0, v212
	s_waitcnt vmcnt(5)
	v_or_b32_e32 v185, s0, v226
	s_waitcnt vmcnt(4)
	v_or_b32_e32 v179, s0, v213
	s_waitcnt vmcnt(3)
	v_or_b32_e32 v198, s0, v207
	s_waitcnt vmcnt(2)
	v_or_b32_e32 v190, s0, v211
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v197, s0, v223
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v147, s0, v36
	scratch_load_dword v36, off, off offset:84 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v155, s0, v36
	scratch_load_dword v36, off, off offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v159, s0, v36
	scratch_load_dword v36, off, off offset:40 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v160, s0, v36
	scratch_load_dword v36, off, off offset:80 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v163, s0, v36
	scratch_load_dword v36, off, off offset:68 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v167, s0, v36
	scratch_load_dword v36, off, off offset:44 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v168, s0, v36
	scratch_load_dword v36, off, off offset:28 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v169, s0, v36
	scratch_load_dword v36, off, off offset:72 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v175, s0, v36
	scratch_load_dword v36, off, off offset:48 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v176, s0, v36
	scratch_load_dword v36, off, off offset:32 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v177, s0, v36
	scratch_load_dword v36, off, off offset:16 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v181, s0, v36
	scratch_load_dword v36, off, off offset:56 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v183, s0, v36
	scratch_load_dword v36, off, off offset:60 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v184, s0, v36
	scratch_load_dword v36, off, off offset:24 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v188, s0, v36
	scratch_load_dword v36, off, off offset:76 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v191, s0, v36
	v_pk_mul_f32 v[36:37], v[194:195], v[80:81] op_sel_hi:[0,1]
	v_pk_mul_f32 v[80:81], v[194:195], v[84:85] op_sel_hi:[0,1]
	scratch_load_dword v84, off, off offset:52 ; 4-byte Folded Reload
	v_or_b32_e32 v172, s0, v252
	v_or_b32_e32 v195, s0, v221
	v_pk_mul_f32 v[92:93], v[194:195], v[92:93] op_sel_hi:[0,1]
	v_pk_mul_f32 v[86:87], v[194:195], v[132:133] op_sel_hi:[0,1]
	v_pk_mul_f32 v[90:91], v[194:195], v[90:91] op_sel_hi:[0,1]
	v_pk_mul_f32 v[88:89], v[194:195], v[88:89] op_sel_hi:[0,1]
	v_pk_mul_f32 v[50:51], v[194:195], v[50:51] op_sel_hi:[0,1]
	v_pk_mul_f32 v[72:73], v[194:195], v[72:73] op_sel_hi:[0,1]
	v_pk_mul_f32 v[70:71], v[194:195], v[70:71] op_sel_hi:[0,1]
	v_pk_mul_f32 v[68:69], v[194:195], v[68:69] op_sel_hi:[0,1]
	v_pk_mul_f32 v[66:67], v[194:195], v[66:67] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[194:195], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[94:95], v[194:195], v[134:135] op_sel_hi:[0,1]
	v_pk_mul_f32 v[78:79], v[194:195], v[78:79] op_sel_hi:[0,1]
	v_pk_mul_f32 v[76:77], v[194:195], v[76:77] op_sel_hi:[0,1]
	v_pk_mul_f32 v[74:75], v[194:195], v[74:75] op_sel_hi:[0,1]
	v_pk_mul_f32 v[58:59], v[194:195], v[58:59] op_sel_hi:[0,1]
	v_pk_mul_f32 v[56:57], v[194:195], v[56:57] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[194:195], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[52:53], v[194:195], v[52:53] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[194:195], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[32:33], v[194:195], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[62:63], v[194:195], v[62:63] op_sel_hi:[0,1]
	v_pk_mul_f32 v[60:61], v[194:195], v[60:61] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[194:195], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[194:195], v[44:45] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[194:195], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[194:195], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[194:195], v[46:47] op_sel_hi:[0,1]
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v192, s0, v84
	scratch_load_dword v84, off, off offset:36 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v193, s0, v84
	scratch_load_dword v84, off, off offset:20 ; 4-byte Folded Reload
	v_or_b32_e32 v187, s0, v210
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v199, s0, v84
	v_pk_mul_f32 v[84:85], v[194:195], v[130:131] op_sel_hi:[0,1]
	v_mov_b32_e32 v130, 0xc9742400
	v_cmp_ge_i32_e64 s[0:1], v251, v142
	s_nop 1
	v_cndmask_b32_e64 v83, v130, v83, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v141
	s_nop 1
	v_cndmask_b32_e64 v82, v130, v82, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v140
	s_nop 1
	v_cndmask_b32_e64 v81, v130, v81, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v139
	s_nop 1
	v_cndmask_b32_e64 v80, v130, v80, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v138
	s_nop 1
	v_cndmask_b32_e64 v65, v130, v65, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v137
	s_nop 1
	v_cndmask_b32_e64 v64, v130, v64, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v136
	s_nop 1
	v_cndmask_b32_e64 v37, v130, v37, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v97
	s_nop 1
	v_cndmask_b32_e64 v36, v130, v36, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v150
	s_nop 1
	v_cndmask_b32_e64 v132, v130, v93, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v149
	s_nop 1
	v_cndmask_b32_e64 v93, v130, v92, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v148
	s_nop 1
	v_cndmask_b32_e64 v92, v130, v91, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v147
	s_nop 1
	v_cndmask_b32_e64 v91, v130, v90, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v146
	s_nop 1
	v_cndmask_b32_e64 v90, v130, v89, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v145
	s_nop 1
	v_cndmask_b32_e64 v89, v130, v88, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v144
	s_nop 1
	v_cndmask_b32_e64 v88, v130, v51, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v143
	s_nop 1
	v_cndmask_b32_e64 v51, v130, v50, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v158
	s_nop 1
	v_cndmask_b32_e64 v73, v130, v73, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v157
	s_nop 1
	v_cndmask_b32_e64 v72, v130, v72, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v156
	s_nop 1
	v_cndmask_b32_e64 v71, v130, v71, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v155
	s_nop 1
	v_cndmask_b32_e64 v70, v130, v70, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v154
	s_nop 1
	v_cndmask_b32_e64 v69, v130, v69, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v153
	s_nop 1
	v_cndmask_b32_e64 v68, v130, v68, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v152
	s_nop 1
	v_cndmask_b32_e64 v67, v130, v67, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v151
	s_nop 1
	v_cndmask_b32_e64 v66, v130, v66, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v166
	v_max3_f32 v97, v66, v67, v68
	s_nop 0
	v_cndmask_b32_e64 v134, v130, v49, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v165
	s_nop 1
	v_cndmask_b32_e64 v49, v130, v48, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v164
	s_nop 1
	v_cndmask_b32_e64 v48, v130, v79, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v163
	s_nop 1
	v_cndmask_b32_e64 v79, v130, v78, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v162
	s_nop 1
	v_cndmask_b32_e64 v78, v130, v77, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v161
	v_max3_f32 v139, v78, v79, v48
	s_nop 0
	v_cndmask_b32_e64 v77, v130, v76, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v160
	s_nop 1
	v_cndmask_b32_e64 v76, v130, v75, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v159
	s_nop 1
	v_cndmask_b32_e64 v75, v130, v74, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v174
	v_max3_f32 v138, v75, v76, v77
	s_nop 0
	v_cndmask_b32_e64 v59, v130, v59, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v173
	s_nop 1
	v_cndmask_b32_e64 v58, v130, v58, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v172
	s_nop 1
	v_cndmask_b32_e64 v57, v130, v57, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v171
	s_nop 1
	v_cndmask_b32_e64 v56, v130, v56, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v170
	s_nop 1
	v_cndmask_b32_e64 v55, v130, v55, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v169
	v_max3_f32 v142, v55, v56, v57
	s_nop 0
	v_cndmask_b32_e64 v54, v130, v54, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v168
	s_nop 1
	v_cndmask_b32_e64 v53, v130, v53, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v167
	s_nop 1
	v_cndmask_b32_e64 v52, v130, v52, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v182
	v_max3_f32 v141, v52, v53, v54
	s_nop 0
	v_cndmask_b32_e64 v136, v130, v35, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v181
	s_nop 1
	v_cndmask_b32_e64 v35, v130, v34, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v180
	s_nop 1
	v_cndmask_b32_e64 v34, v130, v33, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v179
	s_nop 1
	v_cndmask_b32_e64 v33, v130, v32, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v178
	s_nop 1
	v_cndmask_b32_e64 v32, v130, v63, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v177
	v_max3_f32 v145, v32, v33, v34
	s_nop 0
	v_cndmask_b32_e64 v63, v130, v62, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v176
	s_nop 1
	v_cndmask_b32_e64 v62, v130, v61, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v175
	s_nop 1
	v_cndmask_b32_e64 v61, v130, v60, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v190
	v_max3_f32 v144, v61, v62, v63
	s_nop 0
	v_cndmask_b32_e64 v40, v130, v40, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v189
	s_nop 1
	v_cndmask_b32_e64 v45, v130, v45, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v188
	s_nop 1
	v_cndmask_b32_e64 v44, v130, v44, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v187
	s_nop 1
	v_cndmask_b32_e64 v43, v130, v43, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v186
	s_nop 1
	v_cndmask_b32_e64 v42, v130, v42, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v185
	s_nop 1
	v_cndmask_b32_e64 v41, v130, v41, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v184
	v_max3_f32 v148, v41, v42, v43
	s_nop 0
	v_cndmask_b32_e64 v38, v130, v38, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v183
	s_nop 1
	v_cndmask_b32_e64 v39, v130, v39, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v200
	v_max_f32_e32 v147, v38, v39
	s_nop 0
	v_cndmask_b32_e64 v47, v130, v47, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v199
	s_nop 1
	v_cndmask_b32_e64 v46, v130, v46, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v198
	v_max3_f32 v149, v44, v45, v46
	s_nop 0
	v_cndmask_b32_e64 v137, v130, v95, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v197
	v_max3_f32 v146, v35, v136, v137
	s_nop 0
	v_cndmask_b32_e64 v60, v130, v94, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v195
	v_max3_f32 v94, v90, v91, v92
	v_max3_f32 v143, v58, v59, v60
	v_cndmask_b32_e64 v135, v130, v87, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v193
	v_max3_f32 v87, v51, v88, v89
	v_max3_f32 v140, v49, v134, v135
	v_cndmask_b32_e64 v74, v130, v86, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v192
	v_max3_f32 v131, v72, v73, v74
	s_nop 0
	v_cndmask_b32_e64 v133, v130, v85, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v251, v191
	v_max3_f32 v85, v65, v80, v81
	v_max3_f32 v95, v93, v132, v133
	v_cndmask_b32_e64 v50, v130, v84, s[0:1]
	v_max3_f32 v84, v36, v37, v64
	v_max3_f32 v86, v82, v83, v50
	v_max3_f32 v130, v69, v70, v71
	v_max3_f32 v84, v84, v85, v86
	v_max3_f32 v85, v87, v94, v95
	v_max3_f32 v86, v97, v130, v131
	v_max3_f32 v87, v138, v139, v140
	v_max3_f32 v94, v141, v142, v143
	v_max3_f32 v95, v144, v145, v146
	v_max3_f32 v97, v147, v40, v148
	v_max3_f32 v84, v84, v85, v86
	v_max3_f32 v85, v87, v94, v95
	v_max3_f32 v86, v97, v149, v47
	v_max3_f32 v84, v84, v85, v86
	ds_bpermute_b32 v85, v217, v84
	s_and_b64 s[0:1], vcc, exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_waitcnt lgkmcnt(0)
	v_max3_f32 v130, v196, v84, v85
	v_pk_add_f32 v[36:37], v[36:37], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[64:65], v[64:65], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[80:81], v[80:81], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[82:83], v[82:83], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[50:51], v[50:51], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[84:85], v[88:89], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[86:87], v[90:91], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[88:89], v[92:93], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[90:91], v[132:133], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[66:67], v[66:67], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[68:69], v[68:69], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[70:71], v[70:71], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[72:73], v[72:73], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[74:75], v[74:75], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[76:77], v[76:77], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[78:79], v[78:79], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[48:49], v[48:49], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[92:93], v[134:135], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[52:53], v[52:53], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[54:55], v[54:55], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[56:57], v[56:57], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[58:59], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[60:61], v[60:61], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[62:63], v[62:63], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[32:33], v[32:33], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[34:35], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[94:95], v[136:137], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[38:39], v[38:39], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[40:41], v[40:41], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[42:43], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[44:45], v[44:45], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[46:47], v[46:47], v[130:131] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v134, v36
	v_exp_f32_e32 v135, v37
	v_exp_f32_e32 v136, v64
	v_exp_f32_e32 v137, v65
	v_exp_f32_e32 v138, v80
	v_exp_f32_e32 v139, v81
	v_exp_f32_e32 v140, v82
	v_exp_f32_e32 v141, v83
	v_exp_f32_e32 v142, v50
	v_exp_f32_e32 v143, v51
	v_exp_f32_e32 v144, v84
	v_exp_f32_e32 v145, v85
	v_exp_f32_e32 v146, v86
	v_exp_f32_e32 v147, v87
	v_exp_f32_e32 v148, v88
	v_exp_f32_e32 v149, v89
	v_exp_f32_e32 v150, v90
	v_exp_f32_e32 v151, v91
	v_exp_f32_e32 v152, v66
	v_exp_f32_e32 v153, v67
	v_exp_f32_e32 v154, v68
	v_exp_f32_e32 v155, v69
	v_exp_f32_e32 v156, v70
	v_exp_f32_e32 v157, v71
	v_exp_f32_e32 v158, v72
	v_exp_f32_e32 v159, v73
	v_exp_f32_e32 v160, v74
	v_exp_f32_e32 v161, v75
	v_exp_f32_e32 v162, v76
	v_exp_f32_e32 v163, v77
	v_exp_f32_e32 v164, v78
	v_exp_f32_e32 v165, v79
	v_exp_f32_e32 v166, v48
	v_exp_f32_e32 v167, v49
	v_exp_f32_e32 v168, v92
	v_exp_f32_e32 v169, v93
	v_exp_f32_e32 v170, v52
	v_exp_f32_e32 v171, v53
	v_exp_f32_e32 v172, v54
	v_exp_f32_e32 v173, v55
	v_exp_f32_e32 v174, v56
	v_exp_f32_e32 v175, v57
	v_exp_f32_e32 v176, v58
	v_exp_f32_e32 v177, v59
	v_exp_f32_e32 v178, v60
	v_exp_f32_e32 v179, v61
	v_exp_f32_e32 v180, v62
	v_exp_f32_e32 v181, v63
	v_exp_f32_e32 v182, v32
	v_exp_f32_e32 v183, v33
	v_exp_f32_e32 v184, v34
	v_exp_f32_e32 v185, v35
	v_exp_f32_e32 v186, v94
	v_exp_f32_e32 v187, v95
	v_exp_f32_e32 v188, v38
	v_exp_f32_e32 v189, v39
	v_exp_f32_e32 v190, v40
	v_exp_f32_e32 v191, v41
	v_exp_f32_e32 v192, v42
	v_exp_f32_e32 v193, v43
	v_exp_f32_e32 v198, v44
	v_exp_f32_e32 v199, v45
	v_exp_f32_e32 v200, v46
	v_exp_f32_e32 v201, v47
	v_pk_add_f32 v[32:33], v[134:135], v[136:137]
	v_pk_add_f32 v[34:35], v[138:139], v[140:141]
	v_pk_add_f32 v[36:37], v[142:143], v[144:145]
	v_pk_add_f32 v[38:39], v[146:147], v[148:149]
	v_pk_add_f32 v[40:41], v[150:151], v[152:153]
	v_pk_add_f32 v[42:43], v[154:155], v[156:157]
	v_pk_add_f32 v[44:45], v[158:159], v[160:161]
	v_pk_add_f32 v[46:47], v[162:163], v[164:165]
	v_pk_add_f32 v[48:49], v[166:167], v[168:169]
	v_pk_add_f32 v[50:51], v[170:171], v[172:173]
	v_pk_add_f32 v[52:53], v[174:175], v[176:177]
	v_pk_add_f32 v[54:55], v[178:179], v[180:181]
	v_pk_add_f32 v[56:57], v[182:183], v[184:185]
	v_pk_add_f32 v[58:59], v[186:187], v[188:189]
	v_pk_add_f32 v[60:61], v[190:191], v[192:193]
	v_pk_add_f32 v[62:63], v[198:199], v[200:201]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[40:41], v[48:49], v[50:51]
	v_pk_add_f32 v[42:43], v[52:53], v[54:55]
	v_pk_add_f32 v[44:45], v[56:57], v[58:59]
	v_pk_add_f32 v[46:47], v[60:61], v[62:63]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	scratch_load_dword v36, off, off offset:104 ; 4-byte Folded Reload
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_add_u32_e32 v53, s3, v244
	v_add_f32_e32 v131, v32, v33
	ds_bpermute_b32 v32, v217, v131
	v_add_u32_e32 v33, s3, v250
	v_add_u32_e32 v52, s3, v240
	v_add_u32_e32 v132, s3, v241
	ds_read2_b64 v[76:79], v52 offset1:16
	s_waitcnt lgkmcnt(1)
	scratch_store_dword off, v32, off offset:196 ; 4-byte Folded Spill
	v_add_u32_e32 v32, s3, v231
	ds_read2_b64 v[92:95], v32 offset1:16
	v_add_u32_e32 v32, 0x4000, v32
	ds_read2_b64 v[72:75], v132 offset1:16
	ds_read2_b64 v[68:71], v53 offset1:16
	v_sub_f32_e32 v97, v196, v130
	v_exp_f32_e32 v97, v97
	v_add_u32_e32 v34, s3, v253
	ds_read2_b64 v[84:87], v34 offset1:16
	v_add_u32_e32 v35, s3, v254
	v_add_u32_e32 v34, 0x4000, v34
	ds_read2_b64 v[44:47], v34 offset1:16
	v_add_u32_e32 v34, 0x4000, v35
	ds_read2_b64 v[88:91], v33 offset1:16
	ds_read2_b64 v[80:83], v35 offset1:16
	ds_read2_b64 v[48:51], v34 offset1:16
	v_cvt_f16_f32_e32 v134, v134
	v_cvt_f16_f32_e32 v135, v135
	v_cvt_f16_f32_e32 v136, v136
	v_cvt_f16_f32_e32 v137, v137
	v_cvt_f16_f32_e32 v138, v138
	v_cvt_f16_f32_e32 v139, v139
	v_cvt_f16_f32_e32 v140, v140
	v_cvt_f16_f32_e32 v141, v141
	v_cvt_f16_f32_e32 v142, v142
	v_cvt_f16_f32_e32 v143, v143
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
	v_cvt_f16_f32_e32 v184, v184
	v_cvt_f16_f32_e32 v185, v185
	v_cvt_f16_f32_e32 v186, v186
	v_cvt_f16_f32_e32 v187, v187
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v54, s3, v36
	ds_read2_b64 v[36:39], v32 offset1:16
	v_add_u32_e32 v32, 0x4000, v33
	ds_read2_b64 v[40:43], v32 offset1:16
	v_add_u32_e32 v32, 0x4000, v53
	ds_read2_b64 v[56:59], v32 offset1:16
	v_add_u32_e32 v32, 0x4000, v54
	ds_read2_b64 v[60:63], v32 offset1:16
	v_add_u32_e32 v32, 0x4000, v52
	ds_read2_b64 v[64:67], v54 offset1:16
	ds_read2_b64 v[52:55], v32 offset1:16
	v_add_u32_e32 v32, 0x4000, v132
	scratch_load_dword v132, off, off offset:100 ; 4-byte Folded Reload
	ds_read2_b64 v[32:35], v32 offset1:16
	v_cvt_f16_f32_e32 v188, v188
	v_cvt_f16_f32_e32 v189, v189
	v_cvt_f16_f32_e32 v190, v190
	v_cvt_f16_f32_e32 v191, v191
	v_cvt_f16_f32_e32 v192, v192
	v_cvt_f16_f32_e32 v193, v193
	v_cvt_f16_f32_e32 v195, v198
	v_cvt_f16_f32_e32 v197, v199
	v_cvt_f16_f32_e32 v198, v200
	v_cvt_f16_f32_e32 v199, v201
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v132, 0x20000, v132
	ds_write_b32 v132, v97
	s_waitcnt lgkmcnt(0)
	s_barrier
	scratch_load_dword v132, off, off offset:96 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v132, 0x20000, v132
	ds_read_b32 v132, v132
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v230, v134
	ds_write_b16 v230, v135 offset:256
	ds_write_b16 v230, v136 offset:512
	ds_write_b16 v230, v137 offset:768
	ds_write_b16 v230, v138 offset:2048
	ds_write_b16 v230, v139 offset:2304
	ds_write_b16 v230, v140 offset:2560
	ds_write_b16 v230, v141 offset:2816
	ds_write_b16 v230, v142 offset:4096
	ds_write_b16 v230, v143 offset:4352
	ds_write_b16 v230, v144 offset:4608
	ds_write_b16 v230, v145 offset:4864
	ds_write_b16 v230, v146 offset:6144
	ds_write_b16 v230, v147 offset:6400
	ds_write_b16 v230, v148 offset:6656
	ds_write_b16 v230, v149 offset:6912
	ds_write_b16 v230, v150 offset:8192
	ds_write_b16 v230, v151 offset:8448
	ds_write_b16 v230, v152 offset:8704
	ds_write_b16 v230, v153 offset:8960
	ds_write_b16 v230, v154 offset:10240
	ds_write_b16 v230, v155 offset:10496
	ds_write_b16 v230, v156 offset:10752
	ds_write_b16 v230, v157 offset:11008
	ds_write_b16 v230, v158 offset:12288
	ds_write_b16 v230, v159 offset:12544
	ds_write_b16 v230, v160 offset:12800
	ds_write_b16 v230, v161 offset:13056
	ds_write_b16 v230, v162 offset:14336
	ds_write_b16 v230, v163 offset:14592
	ds_write_b16 v230, v164 offset:14848
	ds_write_b16 v230, v165 offset:15104
	ds_write_b16 v230, v166 offset:16384
	ds_write_b16 v230, v167 offset:16640
	ds_write_b16 v230, v168 offset:16896
	ds_write_b16 v230, v169 offset:17152
	ds_write_b16 v230, v170 offset:18432
	ds_write_b16 v230, v171 offset:18688
	ds_write_b16 v230, v172 offset:18944
	ds_write_b16 v230, v173 offset:19200
	ds_write_b16 v230, v174 offset:20480
	ds_write_b16 v230, v175 offset:20736
	ds_write_b16 v230, v176 offset:20992
	ds_write_b16 v230, v177 offset:21248
	ds_write_b16 v230, v178 offset:22528
	ds_write_b16 v230, v179 offset:22784
	ds_write_b16 v230, v180 offset:23040
	ds_write_b16 v230, v181 offset:23296
	ds_write_b16 v230, v182 offset:24576
	ds_write_b16 v230, v183 offset:24832
	ds_write_b16 v230, v184 offset:25088
	ds_write_b16 v230, v185 offset:25344
	ds_write_b16 v230, v186 offset:26624
	ds_write_b16 v230, v187 offset:26880
	ds_write_b16 v230, v188 offset:27136
	ds_write_b16 v230, v189 offset:27392
	ds_write_b16 v230, v190 offset:28672
	ds_write_b16 v230, v191 offset:28928
	ds_write_b16 v230, v192 offset:29184
	ds_write_b16 v230, v193 offset:29440
	ds_write_b16 v230, v195 offset:30720
	ds_write_b16 v230, v197 offset:30976
	ds_write_b16 v230, v198 offset:31232
	ds_write_b16 v230, v199 offset:31488
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_17
; %bb.27:
	ds_read_u16 v134, v228 offset:768
	ds_read_u16 v135, v228 offset:512
	ds_read_u16 v136, v228 offset:256
	ds_read_u16 v137, v228
	s_mov_b32 s0, 0x5040100
	v_pk_mul_f32 v[30:31], v[30:31], v[132:133] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[132:133] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[132:133] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[132:133] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[132:133] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[132:133] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[132:133] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[132:133] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v135, v134, v135, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v134, v136, v137, s0
	v_pk_mul_f32 v[14:15], v[14:15], v[132:133] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[132:133] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[132:133] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[132:133] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[132:133] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[132:133] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[132:133] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[132:133] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[16:31], v[92:93], v[134:135], v[16:31]
	ds_read_u16 v92, v228 offset:2816
	ds_read_u16 v93, v228 offset:2560
	ds_read_u16 v136, v228 offset:2304
	ds_read_u16 v137, v228 offset:2048
	v_mov_b32_e32 v196, v130
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v93, v92, v93, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v92, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[44:45], v[134:135], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[88:89], v[92:93], v[16:31]
	ds_read_u16 v88, v228 offset:4864
	ds_read_u16 v89, v228 offset:4608
	ds_read_u16 v136, v228 offset:4352
	ds_read_u16 v137, v228 offset:4096
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v89, v88, v89, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v88, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[48:49], v[92:93], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[84:85], v[88:89], v[16:31]
	ds_read_u16 v84, v228 offset:6912
	ds_read_u16 v85, v228 offset:6656
	ds_read_u16 v136, v228 offset:6400
	ds_read_u16 v137, v228 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v85, v84, v85, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v84, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[36:37], v[88:89], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[80:81], v[84:85], v[16:31]
	ds_read_u16 v80, v228 offset:8960
	ds_read_u16 v81, v228 offset:8704
	ds_read_u16 v136, v228 offset:8448
	ds_read_u16 v137, v228 offset:8192
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v81, v80, v81, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v80, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[40:41], v[84:85], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[76:77], v[80:81], v[16:31]
	ds_read_u16 v76, v228 offset:11008
	ds_read_u16 v77, v228 offset:10752
	ds_read_u16 v136, v228 offset:10496
	ds_read_u16 v137, v228 offset:10240
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v77, v76, v77, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v76, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[56:57], v[80:81], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[72:73], v[76:77], v[16:31]
	ds_read_u16 v72, v228 offset:13056
	ds_read_u16 v73, v228 offset:12800
	ds_read_u16 v136, v228 offset:12544
	ds_read_u16 v137, v228 offset:12288
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v73, v72, v73, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v72, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[60:61], v[76:77], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[68:69], v[72:73], v[16:31]
	ds_read_u16 v68, v228 offset:15104
	ds_read_u16 v69, v228 offset:14848
	ds_read_u16 v136, v228 offset:14592
	ds_read_u16 v137, v228 offset:14336
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v69, v68, v69, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v68, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[52:53], v[72:73], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[64:65], v[68:69], v[16:31]
	ds_read_u16 v64, v228 offset:17152
	ds_read_u16 v65, v228 offset:16896
	ds_read_u16 v136, v228 offset:16640
	ds_read_u16 v137, v228 offset:16384
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v65, v64, v65, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v64, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[32:33], v[68:69], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[94:95], v[64:65], v[16:31]
	ds_read_u16 v94, v228 offset:19200
	ds_read_u16 v95, v228 offset:18944
	ds_read_u16 v136, v228 offset:18688
	ds_read_u16 v137, v228 offset:18432
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v95, v94, v95, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v94, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[64:65], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[90:91], v[94:95], v[16:31]
	ds_read_u16 v90, v228 offset:21248
	ds_read_u16 v91, v228 offset:20992
	ds_read_u16 v136, v228 offset:20736
	ds_read_u16 v137, v228 offset:20480
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v91, v90, v91, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v90, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[94:95], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[86:87], v[90:91], v[16:31]
	ds_read_u16 v86, v228 offset:23296
	ds_read_u16 v87, v228 offset:23040
	ds_read_u16 v136, v228 offset:22784
	ds_read_u16 v137, v228 offset:22528
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v87, v86, v87, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v86, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[90:91], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[82:83], v[86:87], v[16:31]
	ds_read_u16 v82, v228 offset:25344
	ds_read_u16 v83, v228 offset:25088
	ds_read_u16 v136, v228 offset:24832
	ds_read_u16 v137, v228 offset:24576
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v83, v82, v83, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v82, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[86:87], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[78:79], v[82:83], v[16:31]
	ds_read_u16 v78, v228 offset:27392
	ds_read_u16 v79, v228 offset:27136
	ds_read_u16 v136, v228 offset:26880
	ds_read_u16 v137, v228 offset:26624
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v79, v78, v79, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v78, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[82:83], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[74:75], v[78:79], v[16:31]
	ds_read_u16 v74, v228 offset:29440
	ds_read_u16 v75, v228 offset:29184
	ds_read_u16 v136, v228 offset:28928
	ds_read_u16 v137, v228 offset:28672
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v75, v74, v75, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v74, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[78:79], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[70:71], v[74:75], v[16:31]
	ds_read_u16 v70, v228 offset:31488
	ds_read_u16 v71, v228 offset:31232
	ds_read_u16 v136, v228 offset:30976
	ds_read_u16 v137, v228 offset:30720
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v71, v70, v71, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v70, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[74:75], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[66:67], v[70:71], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[70:71], v[0:15]
.LBB0_17:
	s_cmpk_gt_i32 s5, 0xff
	s_cselect_b64 s[0:1], -1, 0
	s_cmpk_lt_i32 s5, 0x100
	v_mov_b32_e32 v195, v194
	v_mov_b32_e32 v130, v202
	s_cbranch_scc1 .LBB0_18
; %bb.29:
	v_add_u32_e32 v80, s27, v248
	v_mov_b32_e32 v223, v206
	v_mov_b32_e32 v133, v208
	v_mov_b32_e32 v226, v209
	ds_read2_b64 v[206:209], v80 offset0:8 offset1:10
	ds_read2_b64 v[210:213], v80 offset1:2
	ds_read2_b64 v[218:221], v80 offset0:4 offset1:6
	v_add_u32_e32 v32, 0x6000, v80
	v_add_u32_e32 v48, 0x4000, v80
	v_add_u32_e32 v64, 0x2000, v80
	ds_read2_b64 v[134:137], v32 offset0:28 offset1:30
	ds_read2_b64 v[138:141], v32 offset0:24 offset1:26
	ds_read2_b64 v[142:145], v32 offset0:20 offset1:22
	ds_read2_b64 v[146:149], v32 offset0:16 offset1:18
	ds_read2_b64 v[150:153], v32 offset0:12 offset1:14
	ds_read2_b64 v[154:157], v32 offset0:8 offset1:10
	ds_read2_b64 v[158:161], v32 offset0:4 offset1:6
	ds_read2_b64 v[162:165], v32 offset1:2
	ds_read2_b64 v[32:35], v48 offset0:28 offset1:30
	ds_read2_b64 v[36:39], v48 offset0:24 offset1:26
	ds_read2_b64 v[40:43], v48 offset0:20 offset1:22
	ds_read2_b64 v[44:47], v48 offset0:16 offset1:18
	ds_read2_b64 v[166:169], v48 offset0:12 offset1:14
	ds_read2_b64 v[170:173], v48 offset0:8 offset1:10
	ds_read2_b64 v[174:177], v48 offset0:4 offset1:6
	ds_read2_b64 v[178:181], v48 offset1:2
	ds_read2_b64 v[48:51], v64 offset0:28 offset1:30
	ds_read2_b64 v[52:55], v64 offset0:24 offset1:26
	ds_read2_b64 v[56:59], v64 offset0:20 offset1:22
	ds_read2_b64 v[60:63], v64 offset0:16 offset1:18
	ds_read2_b64 v[182:185], v64 offset0:12 offset1:14
	ds_read2_b64 v[186:189], v64 offset0:8 offset1:10
	ds_read2_b64 v[190:193], v64 offset0:4 offset1:6
	ds_read2_b64 v[198:201], v64 offset1:2
	ds_read2_b64 v[64:67], v80 offset0:28 offset1:30
	ds_read2_b64 v[68:71], v80 offset0:24 offset1:26
	ds_read2_b64 v[72:75], v80 offset0:20 offset1:22
	ds_read2_b64 v[76:79], v80 offset0:16 offset1:18
	v_mov_b32_e32 v197, v203
	v_mov_b32_e32 v132, v204
	v_mov_b32_e32 v248, v205
	ds_read2_b64 v[202:205], v80 offset0:12 offset1:14
	s_waitcnt lgkmcnt(14)
	v_mfma_f32_32x32x8_f16 v[80:95], v[210:211], v[98:99], 0
	v_mfma_f32_32x32x8_f16 v[80:95], v[212:213], v[102:103], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[218:219], v[106:107], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[220:221], v[110:111], v[80:95]
	scratch_load_dword v221, off, off offset:140 ; 4-byte Folded Reload
	scratch_load_dword v220, off, off offset:132 ; 4-byte Folded Reload
	scratch_load_dword v225, off, off offset:188 ; 4-byte Folded Reload
	scratch_load_dword v224, off, off offset:184 ; 4-byte Folded Reload
	scratch_load_dword v219, off, off offset:180 ; 4-byte Folded Reload
	scratch_load_dword v218, off, off offset:176 ; 4-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[80:95], v[206:207], v[114:115], v[80:95]
	v_mov_b32_e32 v206, v223
	scratch_load_dword v223, off, off offset:128 ; 4-byte Folded Reload
	scratch_load_dword v213, off, off offset:124 ; 4-byte Folded Reload
	scratch_load_dword v212, off, off offset:120 ; 4-byte Folded Reload
	scratch_load_dword v211, off, off offset:116 ; 4-byte Folded Reload
	scratch_load_dword v210, off, off offset:112 ; 4-byte Folded Reload
	scratch_load_dword v207, off, off offset:108 ; 4-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[80:95], v[208:209], v[118:119], v[80:95]
	v_mov_b32_e32 v209, v226
	scratch_load_dword v226, off, off offset:144 ; 4-byte Folded Reload
	v_mov_b32_e32 v208, v133
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[202:203], v[122:123], v[80:95]
	v_mov_b32_e32 v203, v197
	v_mfma_f32_32x32x8_f16 v[80:95], v[204:205], v[126:127], v[80:95]
	v_mov_b32_e32 v205, v248
	v_mov_b32_e32 v204, v132
	v_mfma_f32_32x32x8_f16 v[80:95], v[76:77], v[100:101], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[78:79], v[104:105], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[72:73], v[108:109], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[74:75], v[112:113], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[68:69], v[116:117], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[70:71], v[120:121], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[64:65], v[124:125], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[66:67], v[128:129], v[80:95]
	v_mfma_f32_32x32x8_f16 v[64:79], v[198:199], v[98:99], 0
	v_mfma_f32_32x32x8_f16 v[64:79], v[200:201], v[102:103], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[190:191], v[106:107], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[192:193], v[110:111], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[186:187], v[114:115], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[188:189], v[118:119], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[182:183], v[122:123], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[184:185], v[126:127], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[60:61], v[100:101], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[62:63], v[104:105], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[56:57], v[108:109], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[58:59], v[112:113], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[52:53], v[116:117], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[54:55], v[120:121], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[48:49], v[124:125], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[50:51], v[128:129], v[64:79]
	v_mfma_f32_32x32x8_f16 v[48:63], v[178:179], v[98:99], 0
	v_mfma_f32_32x32x8_f16 v[48:63], v[180:181], v[102:103], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[174:175], v[106:107], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[176:177], v[110:111], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[170:171], v[114:115], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[172:173], v[118:119], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[166:167], v[122:123], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[168:169], v[126:127], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[44:45], v[100:101], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[46:47], v[104:105], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[40:41], v[108:109], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[42:43], v[112:113], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[36:37], v[116:117], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[38:39], v[120:121], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[32:33], v[124:125], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[34:35], v[128:129], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[162:163], v[98:99], 0
	v_mov_b32_e32 v98, v88
	v_mov_b32_e32 v99, v65
	v_mov_b32_e32 v88, v89
	v_mov_b32_e32 v89, v90
	v_mov_b32_e32 v90, v91
	v_mov_b32_e32 v91, v92
	v_mov_b32_e32 v92, v93
	v_mfma_f32_32x32x8_f16 v[32:47], v[164:165], v[102:103], v[32:47]
	s_nop 1
	v_mov_b32_e32 v102, v60
	v_mov_b32_e32 v93, v94
	v_mov_b32_e32 v94, v95
	v_mov_b32_e32 v95, v64
	v_mov_b32_e32 v60, v63
	v_mfma_f32_32x32x8_f16 v[32:47], v[158:159], v[106:107], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[160:161], v[110:111], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[154:155], v[114:115], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[156:157], v[118:119], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[150:151], v[122:123], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[152:153], v[126:127], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[146:147], v[100:101], v[32:47]
	v_mov_b32_e32 v100, v74
	v_mov_b32_e32 v101, v51
	v_mov_b32_e32 v74, v75
	v_mov_b32_e32 v75, v76
	v_mov_b32_e32 v76, v77
	v_mov_b32_e32 v77, v78
	v_mov_b32_e32 v78, v79
	v_mfma_f32_32x32x8_f16 v[32:47], v[148:149], v[104:105], v[32:47]
	v_mov_b32_e32 v79, v48
	v_mov_b32_e32 v48, v49
	v_mov_b32_e32 v49, v50
	v_mov_b32_e32 v50, v61
	v_mov_b32_e32 v51, v62
	v_mfma_f32_32x32x8_f16 v[32:47], v[142:143], v[108:109], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[144:145], v[112:113], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[138:139], v[116:117], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[140:141], v[120:121], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[134:135], v[124:125], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[136:137], v[128:129], v[32:47]
	s_nop 10
	v_mov_b32_e32 v103, v37
	v_mov_b32_e32 v61, v32
	v_mov_b32_e32 v32, v33
	v_mov_b32_e32 v33, v34
	v_mov_b32_e32 v34, v35
	v_mov_b32_e32 v35, v36
	s_branch .LBB0_19
.LBB0_18:
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v99, v98
	v_mov_b32_e32 v100, v98
	v_mov_b32_e32 v101, v98
	v_mov_b32_e32 v102, v98
	v_mov_b32_e32 v103, v98
	v_mov_b32_e32 v46, v98
	v_mov_b32_e32 v47, v98
	v_mov_b32_e32 v52, v98
	v_mov_b32_e32 v53, v98
	v_mov_b32_e32 v54, v98
	v_mov_b32_e32 v55, v98
	v_mov_b32_e32 v56, v98
	v_mov_b32_e32 v57, v98
	v_mov_b32_e32 v58, v98
	v_mov_b32_e32 v59, v98
	v_mov_b32_e32 v74, v98
	v_mov_b32_e32 v75, v98
	v_mov_b32_e32 v76, v98
	v_mov_b32_e32 v77, v98
	v_mov_b32_e32 v78, v98
	v_mov_b32_e32 v79, v98
	v_mov_b32_e32 v48, v98
	v_mov_b32_e32 v49, v98
	v_mov_b32_e32 v88, v98
	v_mov_b32_e32 v89, v98
	v_mov_b32_e32 v90, v98
	v_mov_b32_e32 v91, v98
	v_mov_b32_e32 v92, v98
	v_mov_b32_e32 v93, v98
	v_mov_b32_e32 v94, v98
	v_mov_b32_e32 v95, v98
	v_mov_b32_e32 v80, v98
	v_mov_b32_e32 v81, v98
	v_mov_b32_e32 v82, v98
	v_mov_b32_e32 v83, v98
	v_mov_b32_e32 v84, v98
	v_mov_b32_e32 v85, v98
	v_mov_b32_e32 v86, v98
	v_mov_b32_e32 v87, v98
	v_mov_b32_e32 v50, v98
	v_mov_b32_e32 v51, v98
	v_mov_b32_e32 v60, v98
	v_mov_b32_e32 v61, v98
	v_mov_b32_e32 v32, v98
	v_mov_b32_e32 v33, v98
	v_mov_b32_e32 v34, v98
	v_mov_b32_e32 v35, v98
	v_mov_b32_e32 v66, v98
	v_mov_b32_e32 v67, v98
	v_mov_b32_e32 v68, v98
	v_mov_b32_e32 v69, v98
	v_mov_b32_e32 v70, v98
	v_mov_b32_e32 v71, v98
	v_mov_b32_e32 v72, v98
	v_mov_b32_e32 v73, v98
	v_mov_b32_e32 v38, v98
	v_mov_b32_e32 v39, v98
	v_mov_b32_e32 v40, v98
	v_mov_b32_e32 v41, v98
	v_mov_b32_e32 v42, v98
	v_mov_b32_e32 v43, v98
	v_mov_b32_e32 v44, v98
	v_mov_b32_e32 v45, v98
.LBB0_19:
	scratch_load_dword v37, off, off offset:28 ; 4-byte Folded Reload
	scratch_load_dword v62, off, off offset:32 ; 4-byte Folded Reload
	scratch_load_dword v63, off, off offset:36 ; 4-byte Folded Reload
	scratch_load_dword v36, off, off offset:40 ; 4-byte Folded Reload
	scratch_load_dword v64, off, off offset:44 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:48 ; 4-byte Folded Reload
	scratch_load_dword v133, off, off offset:52 ; 4-byte Folded Reload
	scratch_load_dword v154, off, off offset:56 ; 4-byte Folded Reload
	scratch_load_dword v155, off, off offset:60 ; 4-byte Folded Reload
	scratch_load_dword v128, off, off offset:64 ; 4-byte Folded Reload
	scratch_load_dword v138, off, off offset:68 ; 4-byte Folded Reload
	scratch_load_dword v146, off, off offset:72 ; 4-byte Folded Reload
	scratch_load_dword v162, off, off offset:76 ; 4-byte Folded Reload
	scratch_load_dword v171, off, off       ; 4-byte Folded Reload
	s_lshl_b32 s3, s4, 7
	s_add_i32 s2, s2, s3
	scratch_load_dword v124, off, off offset:84 ; 4-byte Folded Reload
	scratch_load_dword v111, off, off offset:92 ; 4-byte Folded Reload
	scratch_load_dword v116, off, off offset:88 ; 4-byte Folded Reload
	v_or_b32_e32 v104, s2, v96
	v_or_b32_e32 v105, s2, v203
	v_or_b32_e32 v106, s2, v246
	v_or_b32_e32 v107, s2, v130
	v_or_b32_e32 v108, s2, v255
	v_or_b32_e32 v109, s2, v245
	v_or_b32_e32 v110, s2, v227
	s_waitcnt vmcnt(26)
	v_or_b32_e32 v112, s2, v224
	s_waitcnt vmcnt(24)
	v_or_b32_e32 v113, s2, v218
	v_or_b32_e32 v114, s2, v247
	v_or_b32_e32 v115, s2, v242
	v_or_b32_e32 v117, s2, v237
	v_or_b32_e32 v118, s2, v234
	v_or_b32_e32 v119, s2, v249
	v_or_b32_e32 v120, s2, v225
	v_or_b32_e32 v121, s2, v219
	v_or_b32_e32 v122, s2, v222
	v_or_b32_e32 v123, s2, v243
	v_or_b32_e32 v125, s2, v238
	v_or_b32_e32 v126, s2, v235
	v_or_b32_e32 v127, s2, v214
	v_or_b32_e32 v130, s2, v232
	v_or_b32_e32 v135, s2, v239
	v_or_b32_e32 v136, s2, v236
	v_or_b32_e32 v137, s2, v215
	v_or_b32_e32 v141, s2, v220
	s_waitcnt vmcnt(21)
	v_or_b32_e32 v142, s2, v212
	v_or_b32_e32 v143, s2, v252
	v_or_b32_e32 v144, s2, v216
	v_or_b32_e32 v145, s2, v204
	v_or_b32_e32 v149, s2, v209
	v_or_b32_e32 v150, s2, v213
	v_or_b32_e32 v151, s2, v206
	v_or_b32_e32 v153, s2, v205
	s_waitcnt vmcnt(17)
	v_or_b32_e32 v156, s2, v226
	v_or_b32_e32 v157, s2, v208
	v_or_b32_e32 v158, s2, v210
	v_or_b32_e32 v160, s2, v229
	v_or_b32_e32 v161, s2, v211
	v_or_b32_e32 v165, s2, v221
	v_or_b32_e32 v166, s2, v223
	v_or_b32_e32 v167, s2, v207
	v_or_b32_e32 v169, s2, v233
	v_mov_b32_e32 v170, 0xc9742400
	v_pk_mul_f32 v[80:81], v[194:195], v[80:81]
	v_pk_mul_f32 v[88:89], v[194:195], v[88:89]
	v_pk_mul_f32 v[66:67], v[194:195], v[66:67]
	v_pk_mul_f32 v[74:75], v[194:195], v[74:75]
	v_pk_mul_f32 v[52:53], v[194:195], v[52:53]
	v_pk_mul_f32 v[50:51], v[194:195], v[50:51]
	v_pk_mul_f32 v[38:39], v[194:195], v[38:39]
	v_pk_mul_f32 v[98:99], v[194:195], v[98:99]
	s_waitcnt vmcnt(16)
	v_or_b32_e32 v140, s2, v37
	v_mov_b32_e32 v37, v194
	s_waitcnt vmcnt(15)
	v_or_b32_e32 v148, s2, v62
	s_waitcnt vmcnt(13)
	v_or_b32_e32 v129, s2, v36
	scratch_load_dword v36, off, off offset:136 ; 4-byte Folded Reload
	s_waitcnt vmcnt(13)
	v_or_b32_e32 v139, s2, v64
	s_waitcnt vmcnt(12)
	v_or_b32_e32 v147, s2, v65
	s_waitcnt vmcnt(10)
	v_or_b32_e32 v154, s2, v154
	s_waitcnt vmcnt(9)
	v_or_b32_e32 v155, s2, v155
	s_waitcnt vmcnt(8)
	v_or_b32_e32 v128, s2, v128
	s_waitcnt vmcnt(7)
	v_or_b32_e32 v138, s2, v138
	s_waitcnt vmcnt(6)
	v_or_b32_e32 v146, s2, v146
	s_waitcnt vmcnt(5)
	v_or_b32_e32 v162, s2, v162
	v_or_b32_e32 v163, s2, v133
	v_or_b32_e32 v164, s2, v63
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v132, s2, v36
	scratch_load_dword v36, off, off offset:80 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v134, s2, v36
	scratch_load_dword v36, off, off offset:16 ; 4-byte Folded Reload
	v_or_b32_e32 v124, s2, v124
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v152, s2, v36
	scratch_load_dword v36, off, off offset:24 ; 4-byte Folded Reload
	v_or_b32_e32 v111, s2, v111
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v159, s2, v36
	scratch_load_dword v36, off, off offset:20 ; 4-byte Folded Reload
	v_or_b32_e32 v116, s2, v116
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v168, s2, v36
	v_mov_b32_e32 v36, v194
	v_pk_mul_f32 v[62:63], v[36:37], v[82:83]
	v_pk_mul_f32 v[82:83], v[36:37], v[86:87]
	v_cmp_ge_i32_e64 s[2:3], v251, v111
	v_pk_mul_f32 v[64:65], v[36:37], v[84:85]
	v_pk_mul_f32 v[84:85], v[36:37], v[100:101]
	v_pk_mul_f32 v[86:87], v[36:37], v[102:103]
	v_pk_mul_f32 v[46:47], v[36:37], v[46:47]
	v_pk_mul_f32 v[90:91], v[36:37], v[90:91]
	v_pk_mul_f32 v[92:93], v[36:37], v[92:93]
	v_pk_mul_f32 v[94:95], v[36:37], v[94:95]
	v_pk_mul_f32 v[68:69], v[36:37], v[68:69]
	v_pk_mul_f32 v[70:71], v[36:37], v[70:71]
	v_pk_mul_f32 v[72:73], v[36:37], v[72:73]
	v_pk_mul_f32 v[76:77], v[36:37], v[76:77]
	v_pk_mul_f32 v[78:79], v[36:37], v[78:79]
	v_pk_mul_f32 v[48:49], v[36:37], v[48:49]
	v_pk_mul_f32 v[54:55], v[36:37], v[54:55]
	v_pk_mul_f32 v[56:57], v[36:37], v[56:57]
	v_pk_mul_f32 v[58:59], v[36:37], v[58:59]
	v_pk_mul_f32 v[60:61], v[36:37], v[60:61]
	v_pk_mul_f32 v[32:33], v[36:37], v[32:33]
	v_pk_mul_f32 v[34:35], v[36:37], v[34:35]
	v_pk_mul_f32 v[40:41], v[36:37], v[40:41]
	v_pk_mul_f32 v[42:43], v[36:37], v[42:43]
	v_pk_mul_f32 v[36:37], v[36:37], v[44:45]
	v_cndmask_b32_e64 v45, v170, v83, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v110
	s_nop 1
	v_cndmask_b32_e64 v44, v170, v82, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v109
	s_nop 1
	v_cndmask_b32_e64 v65, v170, v65, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v108
	s_nop 1
	v_cndmask_b32_e64 v64, v170, v64, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v107
	s_nop 1
	v_cndmask_b32_e64 v63, v170, v63, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v106
	s_nop 1
	v_cndmask_b32_e64 v62, v170, v62, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v105
	s_nop 1
	v_cndmask_b32_e64 v81, v170, v81, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v104
	s_nop 1
	v_cndmask_b32_e64 v80, v170, v80, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v119
	s_nop 1
	v_cndmask_b32_e64 v82, v170, v95, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v118
	s_nop 1
	v_cndmask_b32_e64 v95, v170, v94, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v117
	s_nop 1
	v_cndmask_b32_e64 v94, v170, v93, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v116
	s_nop 1
	v_cndmask_b32_e64 v93, v170, v92, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v115
	s_nop 1
	v_cndmask_b32_e64 v92, v170, v91, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v114
	s_nop 1
	v_cndmask_b32_e64 v91, v170, v90, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v113
	s_nop 1
	v_cndmask_b32_e64 v90, v170, v89, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v112
	s_nop 1
	v_cndmask_b32_e64 v89, v170, v88, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v127
	s_nop 1
	v_cndmask_b32_e64 v73, v170, v73, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v126
	s_nop 1
	v_cndmask_b32_e64 v72, v170, v72, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v125
	s_nop 1
	v_cndmask_b32_e64 v71, v170, v71, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v124
	s_nop 1
	v_cndmask_b32_e64 v70, v170, v70, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v123
	s_nop 1
	v_cndmask_b32_e64 v69, v170, v69, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v122
	v_max3_f32 v105, v69, v70, v71
	s_nop 0
	v_cndmask_b32_e64 v68, v170, v68, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v121
	s_nop 1
	v_cndmask_b32_e64 v67, v170, v67, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v120
	s_nop 1
	v_cndmask_b32_e64 v66, v170, v66, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v137
	v_max3_f32 v104, v66, v67, v68
	s_nop 0
	v_cndmask_b32_e64 v100, v170, v49, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v136
	s_nop 1
	v_cndmask_b32_e64 v49, v170, v48, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v135
	s_nop 1
	v_cndmask_b32_e64 v48, v170, v79, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v134
	s_nop 1
	v_cndmask_b32_e64 v79, v170, v78, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v132
	s_nop 1
	v_cndmask_b32_e64 v78, v170, v77, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v130
	v_max3_f32 v108, v78, v79, v48
	s_nop 0
	v_cndmask_b32_e64 v77, v170, v76, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v129
	s_nop 1
	v_cndmask_b32_e64 v76, v170, v75, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v128
	s_nop 1
	v_cndmask_b32_e64 v75, v170, v74, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v145
	v_max3_f32 v107, v75, v76, v77
	s_nop 0
	v_cndmask_b32_e64 v59, v170, v59, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v144
	s_nop 1
	v_cndmask_b32_e64 v58, v170, v58, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v143
	s_nop 1
	v_cndmask_b32_e64 v57, v170, v57, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v142
	s_nop 1
	v_cndmask_b32_e64 v56, v170, v56, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v141
	s_nop 1
	v_cndmask_b32_e64 v55, v170, v55, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v140
	v_max3_f32 v111, v55, v56, v57
	s_nop 0
	v_cndmask_b32_e64 v54, v170, v54, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v139
	s_nop 1
	v_cndmask_b32_e64 v53, v170, v53, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v138
	s_nop 1
	v_cndmask_b32_e64 v52, v170, v52, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v153
	v_max3_f32 v110, v52, v53, v54
	s_nop 0
	v_cndmask_b32_e64 v102, v170, v35, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v152
	s_nop 1
	v_cndmask_b32_e64 v35, v170, v34, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v151
	s_nop 1
	v_cndmask_b32_e64 v34, v170, v33, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v150
	s_nop 1
	v_cndmask_b32_e64 v33, v170, v32, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v149
	s_nop 1
	v_cndmask_b32_e64 v32, v170, v61, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v148
	v_max3_f32 v114, v32, v33, v34
	s_nop 0
	v_cndmask_b32_e64 v61, v170, v60, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v147
	s_nop 1
	v_cndmask_b32_e64 v60, v170, v51, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v146
	s_nop 1
	v_cndmask_b32_e64 v51, v170, v50, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v161
	v_max3_f32 v113, v51, v60, v61
	s_nop 0
	v_cndmask_b32_e64 v40, v170, v40, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v160
	s_nop 1
	v_cndmask_b32_e64 v37, v170, v37, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v159
	s_nop 1
	v_cndmask_b32_e64 v36, v170, v36, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v158
	s_nop 1
	v_cndmask_b32_e64 v43, v170, v43, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v157
	s_nop 1
	v_cndmask_b32_e64 v42, v170, v42, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v156
	s_nop 1
	v_cndmask_b32_e64 v41, v170, v41, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v155
	v_max3_f32 v117, v41, v42, v43
	s_nop 0
	v_cndmask_b32_e64 v38, v170, v38, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v154
	s_nop 1
	v_cndmask_b32_e64 v39, v170, v39, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v169
	v_max_f32_e32 v116, v38, v39
	s_nop 0
	v_cndmask_b32_e64 v47, v170, v47, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v168
	s_nop 1
	v_cndmask_b32_e64 v46, v170, v46, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v167
	v_max3_f32 v118, v36, v37, v46
	s_nop 0
	v_cndmask_b32_e64 v103, v170, v87, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v166
	v_max3_f32 v87, v89, v90, v91
	v_max3_f32 v115, v35, v102, v103
	v_cndmask_b32_e64 v50, v170, v86, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v165
	v_max3_f32 v112, v58, v59, v50
	s_nop 0
	v_cndmask_b32_e64 v101, v170, v85, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v164
	v_max3_f32 v85, v63, v64, v65
	v_max3_f32 v109, v49, v100, v101
	v_cndmask_b32_e64 v74, v170, v84, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v163
	v_max3_f32 v84, v80, v81, v62
	v_max3_f32 v106, v72, v73, v74
	v_cndmask_b32_e64 v83, v170, v99, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v251, v162
	v_max3_f32 v99, v95, v82, v83
	s_nop 0
	v_cndmask_b32_e64 v88, v170, v98, s[2:3]
	v_max3_f32 v86, v44, v45, v88
	v_max3_f32 v98, v92, v93, v94
	v_max3_f32 v84, v84, v85, v86
	v_max3_f32 v85, v87, v98, v99
	v_max3_f32 v86, v104, v105, v106
	v_max3_f32 v87, v107, v108, v109
	v_max3_f32 v98, v110, v111, v112
	v_max3_f32 v99, v113, v114, v115
	v_max3_f32 v104, v116, v40, v117
	v_max3_f32 v84, v84, v85, v86
	v_max3_f32 v85, v87, v98, v99
	v_max3_f32 v86, v104, v118, v47
	v_max3_f32 v84, v84, v85, v86
	ds_bpermute_b32 v85, v217, v84
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_waitcnt lgkmcnt(0)
	v_max3_f32 v84, v196, v84, v85
	v_pk_add_f32 v[80:81], v[80:81], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[62:63], v[62:63], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[64:65], v[64:65], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[44:45], v[44:45], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[86:87], v[88:89], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[88:89], v[90:91], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[90:91], v[92:93], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[92:93], v[94:95], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[82:83], v[82:83], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[66:67], v[66:67], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[68:69], v[68:69], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[70:71], v[70:71], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[72:73], v[72:73], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[74:75], v[74:75], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[76:77], v[76:77], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[78:79], v[78:79], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[48:49], v[48:49], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[94:95], v[100:101], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[52:53], v[52:53], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[54:55], v[54:55], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[56:57], v[56:57], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[58:59], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[50:51], v[50:51], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[60:61], v[60:61], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[32:33], v[32:33], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[34:35], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[100:101], v[102:103], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[38:39], v[38:39], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[40:41], v[40:41], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[42:43], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[36:37], v[36:37], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[46:47], v[46:47], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v102, v80
	v_exp_f32_e32 v103, v81
	v_exp_f32_e32 v104, v62
	v_exp_f32_e32 v105, v63
	v_exp_f32_e32 v106, v64
	v_exp_f32_e32 v107, v65
	v_exp_f32_e32 v108, v44
	v_exp_f32_e32 v109, v45
	v_exp_f32_e32 v110, v86
	v_exp_f32_e32 v111, v87
	v_exp_f32_e32 v112, v88
	v_exp_f32_e32 v113, v89
	v_exp_f32_e32 v114, v90
	v_exp_f32_e32 v115, v91
	v_exp_f32_e32 v116, v92
	v_exp_f32_e32 v117, v93
	v_exp_f32_e32 v118, v82
	v_exp_f32_e32 v119, v83
	v_exp_f32_e32 v120, v66
	v_exp_f32_e32 v121, v67
	v_exp_f32_e32 v122, v68
	v_exp_f32_e32 v123, v69
	v_exp_f32_e32 v124, v70
	v_exp_f32_e32 v125, v71
	v_exp_f32_e32 v126, v72
	v_exp_f32_e32 v127, v73
	v_exp_f32_e32 v128, v74
	v_exp_f32_e32 v129, v75
	v_exp_f32_e32 v134, v76
	v_exp_f32_e32 v135, v77
	v_exp_f32_e32 v136, v78
	v_exp_f32_e32 v137, v79
	v_exp_f32_e32 v138, v48
	v_exp_f32_e32 v139, v49
	v_exp_f32_e32 v140, v94
	v_exp_f32_e32 v141, v95
	v_exp_f32_e32 v142, v52
	v_exp_f32_e32 v143, v53
	v_exp_f32_e32 v144, v54
	v_exp_f32_e32 v145, v55
	v_exp_f32_e32 v146, v56
	v_exp_f32_e32 v147, v57
	v_exp_f32_e32 v148, v58
	v_exp_f32_e32 v149, v59
	v_exp_f32_e32 v150, v50
	v_exp_f32_e32 v151, v51
	v_exp_f32_e32 v152, v60
	v_exp_f32_e32 v153, v61
	v_exp_f32_e32 v154, v32
	v_exp_f32_e32 v155, v33
	v_exp_f32_e32 v156, v34
	v_exp_f32_e32 v157, v35
	v_exp_f32_e32 v158, v100
	v_exp_f32_e32 v159, v101
	v_exp_f32_e32 v160, v38
	v_exp_f32_e32 v161, v39
	v_exp_f32_e32 v162, v40
	v_exp_f32_e32 v163, v41
	v_exp_f32_e32 v164, v42
	v_exp_f32_e32 v165, v43
	v_exp_f32_e32 v166, v36
	v_exp_f32_e32 v167, v37
	v_exp_f32_e32 v168, v46
	v_exp_f32_e32 v169, v47
	v_pk_add_f32 v[32:33], v[102:103], v[104:105]
	v_pk_add_f32 v[34:35], v[106:107], v[108:109]
	v_pk_add_f32 v[36:37], v[110:111], v[112:113]
	v_pk_add_f32 v[38:39], v[114:115], v[116:117]
	v_pk_add_f32 v[40:41], v[118:119], v[120:121]
	v_pk_add_f32 v[42:43], v[122:123], v[124:125]
	v_pk_add_f32 v[44:45], v[126:127], v[128:129]
	v_pk_add_f32 v[46:47], v[134:135], v[136:137]
	v_pk_add_f32 v[48:49], v[138:139], v[140:141]
	v_pk_add_f32 v[50:51], v[142:143], v[144:145]
	v_pk_add_f32 v[52:53], v[146:147], v[148:149]
	v_pk_add_f32 v[54:55], v[150:151], v[152:153]
	v_pk_add_f32 v[56:57], v[154:155], v[156:157]
	v_pk_add_f32 v[58:59], v[158:159], v[160:161]
	v_pk_add_f32 v[60:61], v[162:163], v[164:165]
	v_pk_add_f32 v[62:63], v[166:167], v[168:169]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[40:41], v[48:49], v[50:51]
	v_pk_add_f32 v[42:43], v[52:53], v[54:55]
	v_pk_add_f32 v[44:45], v[56:57], v[58:59]
	v_pk_add_f32 v[46:47], v[60:61], v[62:63]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_sub_f32_e32 v84, v196, v84
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	scratch_load_dword v35, off, off offset:104 ; 4-byte Folded Reload
	v_add_f32_e32 v100, v32, v33
	v_add_u32_e32 v33, s13, v253
	v_add_u32_e32 v49, s13, v244
	v_exp_f32_e32 v99, v84
	v_add_u32_e32 v32, s13, v231
	v_add_u32_e32 v36, s13, v250
	ds_read2_b64 v[84:87], v33 offset1:16
	v_add_u32_e32 v34, s13, v254
	v_add_u32_e32 v48, s13, v240
	v_add_u32_e32 v52, s13, v241
	ds_read2_b64 v[68:71], v49 offset1:16
	v_add_u32_e32 v33, 0x4000, v33
	v_add_u32_e32 v49, 0x4000, v49
	ds_read2_b64 v[92:95], v32 offset1:16
	ds_read2_b64 v[88:91], v36 offset1:16
	ds_read2_b64 v[76:79], v48 offset1:16
	ds_read2_b64 v[72:75], v52 offset1:16
	ds_read2_b64 v[40:43], v33 offset1:16
	v_add_u32_e32 v33, 0x4000, v34
	v_add_u32_e32 v32, 0x4000, v32
	v_add_u32_e32 v36, 0x4000, v36
	ds_read2_b64 v[56:59], v49 offset1:16
	v_add_u32_e32 v48, 0x4000, v48
	v_add_u32_e32 v52, 0x4000, v52
	ds_read2_b64 v[80:83], v34 offset1:16
	ds_read2_b64 v[44:47], v33 offset1:16
	ds_read2_b64 v[36:39], v36 offset1:16
	ds_read2_b64 v[52:55], v52 offset1:16
	v_cvt_f16_f32_e32 v130, v134
	v_cvt_f16_f32_e32 v134, v136
	v_cvt_f16_f32_e32 v136, v138
	v_cvt_f16_f32_e32 v138, v140
	v_cvt_f16_f32_e32 v140, v142
	v_cvt_f16_f32_e32 v142, v144
	v_cvt_f16_f32_e32 v144, v146
	v_cvt_f16_f32_e32 v146, v148
	v_cvt_f16_f32_e32 v148, v150
	v_cvt_f16_f32_e32 v150, v152
	v_cvt_f16_f32_e32 v152, v154
	v_cvt_f16_f32_e32 v154, v156
	v_cvt_f16_f32_e32 v156, v158
	v_cvt_f16_f32_e32 v158, v160
	v_cvt_f16_f32_e32 v160, v162
	v_cvt_f16_f32_e32 v162, v164
	v_cvt_f16_f32_e32 v164, v166
	v_cvt_f16_f32_e32 v166, v168
	ds_bpermute_b32 v101, v217, v100
	v_cvt_f16_f32_e32 v102, v102
	v_cvt_f16_f32_e32 v103, v103
	v_cvt_f16_f32_e32 v104, v104
	v_cvt_f16_f32_e32 v105, v105
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
	v_cvt_f16_f32_e32 v132, v135
	v_cvt_f16_f32_e32 v135, v137
	v_cvt_f16_f32_e32 v137, v139
	v_cvt_f16_f32_e32 v139, v141
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v50, s13, v35
	v_add_u32_e32 v49, 0x4000, v50
	ds_read2_b64 v[64:67], v50 offset1:16
	ds_read2_b64 v[32:35], v32 offset1:16
	ds_read2_b64 v[60:63], v49 offset1:16
	ds_read2_b64 v[48:51], v48 offset1:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	scratch_load_dword v133, off, off offset:100 ; 4-byte Folded Reload
	v_cvt_f16_f32_e32 v141, v143
	v_cvt_f16_f32_e32 v143, v145
	v_cvt_f16_f32_e32 v145, v147
	v_cvt_f16_f32_e32 v147, v149
	v_cvt_f16_f32_e32 v149, v151
	v_cvt_f16_f32_e32 v151, v153
	v_cvt_f16_f32_e32 v153, v155
	v_cvt_f16_f32_e32 v155, v157
	v_cvt_f16_f32_e32 v157, v159
	v_cvt_f16_f32_e32 v159, v161
	v_cvt_f16_f32_e32 v161, v163
	v_cvt_f16_f32_e32 v163, v165
	v_cvt_f16_f32_e32 v165, v167
	v_cvt_f16_f32_e32 v167, v169
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v98, 0x20000, v133
	ds_write_b32 v98, v99
	s_waitcnt lgkmcnt(0)
	s_barrier
	scratch_load_dword v168, off, off offset:96 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v98, 0x20000, v168
	ds_read_b32 v98, v98
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v230, v102
	ds_write_b16 v230, v103 offset:256
	ds_write_b16 v230, v104 offset:512
	ds_write_b16 v230, v105 offset:768
	ds_write_b16 v230, v106 offset:2048
	ds_write_b16 v230, v107 offset:2304
	ds_write_b16 v230, v108 offset:2560
	ds_write_b16 v230, v109 offset:2816
	ds_write_b16 v230, v110 offset:4096
	ds_write_b16 v230, v111 offset:4352
	ds_write_b16 v230, v112 offset:4608
	ds_write_b16 v230, v113 offset:4864
	ds_write_b16 v230, v114 offset:6144
	ds_write_b16 v230, v115 offset:6400
	ds_write_b16 v230, v116 offset:6656
	ds_write_b16 v230, v117 offset:6912
	ds_write_b16 v230, v118 offset:8192
	ds_write_b16 v230, v119 offset:8448
	ds_write_b16 v230, v120 offset:8704
	ds_write_b16 v230, v121 offset:8960
	ds_write_b16 v230, v122 offset:10240
	ds_write_b16 v230, v123 offset:10496
	ds_write_b16 v230, v124 offset:10752
	ds_write_b16 v230, v125 offset:11008
	ds_write_b16 v230, v126 offset:12288
	ds_write_b16 v230, v127 offset:12544
	ds_write_b16 v230, v128 offset:12800
	ds_write_b16 v230, v129 offset:13056
	ds_write_b16 v230, v130 offset:14336
	ds_write_b16 v230, v132 offset:14592
	ds_write_b16 v230, v134 offset:14848
	ds_write_b16 v230, v135 offset:15104
	ds_write_b16 v230, v136 offset:16384
	ds_write_b16 v230, v137 offset:16640
	ds_write_b16 v230, v138 offset:16896
	ds_write_b16 v230, v139 offset:17152
	ds_write_b16 v230, v140 offset:18432
	ds_write_b16 v230, v141 offset:18688
	ds_write_b16 v230, v142 offset:18944
	ds_write_b16 v230, v143 offset:19200
	ds_write_b16 v230, v144 offset:20480
	ds_write_b16 v230, v145 offset:20736
	ds_write_b16 v230, v146 offset:20992
	ds_write_b16 v230, v147 offset:21248
	ds_write_b16 v230, v148 offset:22528
	ds_write_b16 v230, v149 offset:22784
	ds_write_b16 v230, v150 offset:23040
	ds_write_b16 v230, v151 offset:23296
	ds_write_b16 v230, v152 offset:24576
	ds_write_b16 v230, v153 offset:24832
	ds_write_b16 v230, v154 offset:25088
	ds_write_b16 v230, v155 offset:25344
	ds_write_b16 v230, v156 offset:26624
	ds_write_b16 v230, v157 offset:26880
	ds_write_b16 v230, v158 offset:27136
	ds_write_b16 v230, v159 offset:27392
	ds_write_b16 v230, v160 offset:28672
	ds_write_b16 v230, v161 offset:28928
	ds_write_b16 v230, v162 offset:29184
	ds_write_b16 v230, v163 offset:29440
	ds_write_b16 v230, v164 offset:30720
	ds_write_b16 v230, v165 offset:30976
	ds_write_b16 v230, v166 offset:31232
	ds_write_b16 v230, v167 offset:31488
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_20
; %bb.32:
	ds_read_u16 v102, v228 offset:768
	ds_read_u16 v103, v228 offset:512
	ds_read_u16 v104, v228 offset:256
	ds_read_u16 v105, v228
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
	v_perm_b32 v103, v102, v103, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v102, v104, v105, s2
	v_pk_mul_f32 v[14:15], v[14:15], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[98:99] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[16:31], v[92:93], v[102:103], v[16:31]
	ds_read_u16 v92, v228 offset:2816
	ds_read_u16 v93, v228 offset:2560
	ds_read_u16 v104, v228 offset:2304
	ds_read_u16 v105, v228 offset:2048
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v93, v92, v93, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v92, v104, v105, s2
	v_mfma_f32_32x32x8_f16 v[0:15], v[40:41], v[102:103], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[88:89], v[92:93], v[16:31]
	ds_read_u16 v88, v228 offset:4864
	ds_read_u16 v89, v228 offset:4608
	ds_read_u16 v104, v228 offset:4352
	ds_read_u16 v105, v228 offset:4096
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v89, v88, v89, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v88, v104, v105, s2
	v_mfma_f32_32x32x8_f16 v[0:15], v[44:45], v[92:93], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[84:85], v[88:89], v[16:31]
	ds_read_u16 v84, v228 offset:6912
	ds_read_u16 v85, v228 offset:6656
	ds_read_u16 v104, v228 offset:6400
	ds_read_u16 v105, v228 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v85, v84, v85, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v84, v104, v105, s2
	v_mfma_f32_32x32x8_f16 v[0:15], v[32:33], v[88:89], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[80:81], v[84:85], v[16:31]
	ds_read_u16 v80, v228 offset:8960
	ds_read_u16 v81, v228 offset:8704
	ds_read_u16 v104, v228 offset:8448
	ds_read_u16 v105, v228 offset:8192
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v81, v80, v81, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v80, v104, v105, s2
	v_mfma_f32_32x32x8_f16 v[0:15], v[36:37], v[84:85], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[76:77], v[80:81], v[16:31]
	ds_read_u16 v76, v228 offset:11008
	ds_read_u16 v77, v228 offset:10752
	ds_read_u16 v104, v228 offset:10496
	ds_read_u16 v105, v228 offset:10240
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v77, v76, v77, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v76, v104, v105, s2
	v_mfma_f32_32x32x8_f16 v[0:15], v[56:57], v[80:81], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[72:73], v[76:77], v[16:31]
	ds_read_u16 v72, v228 offset:13056
	ds_read_u16 v73, v228 offset:12800
	ds_read_u16 v104, v228 offset:12544
	ds_read_u16 v105, v228 offset:12288
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v73, v72, v73, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v72, v104, v105, s2
	v_mfma_f32_32x32x8_f16 v[0:15], v[60:61], v[76:77], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[68:69], v[72:73], v[16:31]
	ds_read_u16 v68, v228 offset:15104
	ds_read_u16 v69, v228 offset:14848
	ds_read_u16 v104, v228 offset:14592
	ds_read_u16 v105, v228 offset:14336
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v69, v68, v69, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v68, v104, v105, s2
	v_mfma_f32_32x32x8_f16 v[0:15], v[48:49], v[72:73], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[64:65], v[68:69], v[16:31]
	ds_read_u16 v64, v228 offset:17152
	ds_read_u16 v65, v228 offset:16896
	ds_read_u16 v104, v228 offset:16640
	ds_read_u16 v105, v228 offset:16384
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v65, v64, v65, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v64, v104, v105, s2
	v_mfma_f32_32x32x8_f16 v[0:15], v[52:53], v[68:69], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[94:95], v[64:65], v[16:31]
	ds_read_u16 v94, v228 offset:19200
	ds_read_u16 v95, v228 offset:18944
	ds_read_u16 v104, v228 offset:18688
	ds_read_u16 v105, v228 offset:18432
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v95, v94, v95, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v94, v104, v105, s2
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[64:65], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[90:91], v[94:95], v[16:31]
	ds_read_u16 v90, v228 offset:21248
	ds_read_u16 v91, v228 offset:20992
	ds_read_u16 v104, v228 offset:20736
	ds_read_u16 v105, v228 offset:20480
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v91, v90, v91, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v90, v104, v105, s2
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[94:95], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[86:87], v[90:91], v[16:31]
	ds_read_u16 v86, v228 offset:23296
	ds_read_u16 v87, v228 offset:23040
	ds_read_u16 v104, v228 offset:22784
	ds_read_u16 v105, v228 offset:22528
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v87, v86, v87, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v86, v104, v105, s2
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[90:91], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[82:83], v[86:87], v[16:31]
	ds_read_u16 v82, v228 offset:25344
	ds_read_u16 v83, v228 offset:25088
	ds_read_u16 v104, v228 offset:24832
	ds_read_u16 v105, v228 offset:24576
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v83, v82, v83, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v82, v104, v105, s2
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[86:87], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[78:79], v[82:83], v[16:31]
	ds_read_u16 v78, v228 offset:27392
	ds_read_u16 v79, v228 offset:27136
	ds_read_u16 v104, v228 offset:26880
	ds_read_u16 v105, v228 offset:26624
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v79, v78, v79, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v78, v104, v105, s2
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[82:83], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[74:75], v[78:79], v[16:31]
	ds_read_u16 v74, v228 offset:29440
	ds_read_u16 v75, v228 offset:29184
	ds_read_u16 v104, v228 offset:28928
	ds_read_u16 v105, v228 offset:28672
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v75, v74, v75, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v74, v104, v105, s2
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[78:79], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[70:71], v[74:75], v[16:31]
	ds_read_u16 v70, v228 offset:31488
	ds_read_u16 v71, v228 offset:31232
	ds_read_u16 v104, v228 offset:30976
	ds_read_u16 v105, v228 offset:30720
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v71, v70, v71, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v70, v104, v105, s2
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[74:75], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[66:67], v[70:71], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[70:71], v[0:15]
.LBB0_20:
	scratch_load_dword v34, off, off offset:320 ; 4-byte Folded Reload
	scratch_load_dword v33, off, off offset:196 ; 4-byte Folded Reload
	v_add_f32_e32 v32, v100, v101
	s_mul_i32 s18, s18, s10
	s_lshr_b32 s2, s19, 2
	s_mul_i32 s17, s17, s11
	s_and_b32 s9, s9, 0xffff
	s_mov_b32 s11, 0x27000
	s_mov_b32 s10, 0x7ffffffe
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v34, s2, v34
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v33, v131, v33
	v_fmac_f32_e32 v33, v171, v97
	v_cndmask_b32_e32 v33, v171, v33, vcc
	v_fmac_f32_e32 v32, v33, v99
	v_cndmask_b32_e64 v32, v33, v32, s[0:1]
	v_add_u32_e32 v33, 0, v133
	ds_write_b32 v33, v32
	v_add_u32_e32 v32, 0, v168
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v33, v32
	s_lshr_b32 s0, s24, 1
	v_or_b32_e32 v32, s0, v96
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v35, s[0:1], v33, v33, v16
	v_rcp_f32_e32 v36, v35
	s_nop 0
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
		.amdhsa_private_segment_fixed_size 328
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
		.amdhsa_next_free_sgpr 35
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
	.set .Lflash_attention_fwd_kernel.numbered_sgpr, 35
	.set .Lflash_attention_fwd_kernel.num_named_barrier, 0
	.set .Lflash_attention_fwd_kernel.private_seg_size, 328
	.set .Lflash_attention_fwd_kernel.uses_vcc, 1
	.set .Lflash_attention_fwd_kernel.uses_flat_scratch, 0
	.set .Lflash_attention_fwd_kernel.has_dyn_sized_stack, 0
	.set .Lflash_attention_fwd_kernel.has_recursion, 0
	.set .Lflash_attention_fwd_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 42888
; TotalNumSgprs: 41
; NumVgprs: 256
; NumAgprs: 0
; TotalNumVgprs: 256
; ScratchSize: 328
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 41
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
    .private_segment_fixed_size: 328
    .sgpr_count:     41
    .sgpr_spill_count: 0
    .symbol:         flash_attention_fwd_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     256
    .vgpr_spill_count: 88
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
