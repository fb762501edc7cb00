; matmul_tma_persistent config 1 (BLOCK_M=128 BLOCK_N=256 BLOCK_K=64 GROUP_M=8 EPILOGUE_SUBTILE=True WARP_SPECIALIZE=True num_warps=8 num_stages=4) on hip:gfx942, normalized
	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_tma_persistent_kernel    ; -- Begin function matmul_tma_persistent_kernel
	.p2align	8
	.type	matmul_tma_persistent_kernel,@function
matmul_tma_persistent_kernel:           ; @matmul_tma_persistent_kernel
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.40:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.41:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_add_i32 s1, s8, 0x7f
	s_mov_b64 s[28:29], s[2:3]
	s_ashr_i32 s2, s1, 31
	s_lshr_b32 s2, s2, 25
	s_mov_b32 s34, s9
	s_add_i32 s1, s1, s2
	s_ashr_i32 s17, s1, 7
	s_add_i32 s1, s34, 0xff
	s_ashr_i32 s2, s1, 31
	v_readfirstlane_b32 s27, v0
	s_lshr_b32 s2, s2, 24
	s_and_b32 s0, s27, 0x1c0
	s_add_i32 s1, s1, s2
	s_ashr_i32 s1, s1, 8
	v_and_or_b32 v196, v0, 63, s0
	s_mov_b64 s[24:25], s[6:7]
	s_ashr_i32 s9, s8, 31
	s_ashr_i32 s35, s34, 31
	s_add_i32 s6, s10, 63
	s_lshl_b32 s72, s1, 3
	v_lshrrev_b32_e32 v168, 4, v196
	v_and_b32_e32 v1, 15, v0
	v_mov_b32_e32 v169, 0
	s_mul_i32 s33, s1, s17
	v_or_b32_e32 v160, 32, v168
	v_or_b32_e32 v162, 64, v168
	v_or_b32_e32 v164, 0x60, v168
	v_lshlrev_b32_e32 v166, 3, v1
	v_mov_b32_e32 v167, v169
	s_cmp_gt_i32 s6, 63
	s_mov_b64 s[0:1], -1
	s_cbranch_scc0 .LBB0_1
; %bb.1:
	s_sub_i32 s2, s33, s16
	s_mul_hi_i32 s0, s2, 0x3e0f83e1
	s_lshr_b32 s7, s0, 31
	s_ashr_i32 s12, s0, 5
	s_add_i32 s0, s12, s7
	s_ashr_i32 s11, s10, 31
	s_lshr_b32 s41, s6, 6
	s_mulk_i32 s0, 0x84
	s_cmp_lg_u32 s2, s0
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_gt_i32 s2, -1
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[0:1], s[2:3], s[0:1]
	s_addc_u32 s20, s12, s7
	s_mul_i32 s20, s20, s41
	s_add_i32 s41, s41, -1
	s_cmp_gt_i32 s20, 0
	s_cselect_b64 s[0:1], -1, 0
	s_abs_i32 s77, s72
	v_cvt_f32_u32_e32 v2, s77
	s_sub_i32 s7, 0, s77
	s_abs_i32 s3, s16
	s_ashr_i32 s2, s16, 31
	v_rcp_f32_e32 v2, v2
	s_ashr_i32 s78, s72, 31
	s_xor_b32 s2, s2, s78
	v_lshrrev_b32_e32 v108, 3, v196
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_or_b32_e32 v109, 64, v108
	v_and_b32_e32 v6, 7, v0
	v_lshlrev_b32_e32 v110, 3, v6
	v_readfirstlane_b32 s79, v2
	s_mul_i32 s7, s7, s79
	s_mul_hi_u32 s7, s79, s7
	s_add_i32 s79, s79, s7
	s_mul_hi_u32 s7, s3, s79
	s_mul_i32 s12, s7, s77
	s_sub_i32 s3, s3, s12
	s_add_i32 s12, s7, 1
	s_sub_i32 s13, s3, s77
	s_cmp_ge_u32 s3, s77
	s_cselect_b32 s7, s12, s7
	s_cselect_b32 s3, s13, s3
	s_add_i32 s12, s7, 1
	s_cmp_ge_u32 s3, s77
	s_cselect_b32 s3, s12, s7
	s_xor_b32 s3, s3, s2
	s_sub_i32 s2, s3, s2
	s_lshl_b32 s3, s2, 3
	s_sub_i32 s7, s17, s3
	s_min_i32 s7, s7, 8
	s_abs_i32 s12, s7
	v_cvt_f32_u32_e32 v2, s12
	s_sub_i32 s15, 0, s12
	s_mul_i32 s2, s2, s72
	s_sub_i32 s2, s16, s2
	v_rcp_f32_e32 v2, v2
	s_abs_i32 s14, s2
	s_xor_b32 s13, s2, s7
	s_ashr_i32 s13, s13, 31
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_bfrev_b32_e32 v8, 1
	s_mov_b32 s31, 0x27000
	s_mov_b32 s30, 0x7ffffffe
	v_readfirstlane_b32 s18, v2
	s_mul_i32 s15, s15, s18
	s_mul_hi_u32 s15, s18, s15
	s_add_i32 s18, s18, s15
	s_mul_hi_u32 s15, s14, s18
	s_mul_i32 s18, s15, s12
	s_sub_i32 s14, s14, s18
	s_add_i32 s18, s15, 1
	s_sub_i32 s19, s14, s12
	s_cmp_ge_u32 s14, s12
	s_cselect_b32 s15, s18, s15
	s_cselect_b32 s14, s19, s14
	s_add_i32 s18, s15, 1
	s_cmp_ge_u32 s14, s12
	s_cselect_b32 s12, s18, s15
	s_xor_b32 s12, s12, s13
	s_sub_i32 s12, s12, s13
	s_mul_i32 s7, s12, s7
	s_sub_i32 s2, s2, s7
	s_add_i32 s2, s2, s3
	s_lshl_b32 s22, s2, 7
	s_lshl_b32 s54, s12, 8
	s_ashr_i32 s2, s22, 31
	v_or_b32_e32 v2, s22, v108
	v_mov_b32_e32 v3, s2
	v_or_b32_e32 v4, s22, v109
	v_mov_b32_e32 v5, s2
	s_cmp_gt_i32 s22, -1
	s_cselect_b64 s[12:13], -1, 0
	v_cmp_gt_i64_e32 vcc, s[8:9], v[2:3]
	v_cmp_gt_i64_e64 s[2:3], s[8:9], v[4:5]
	s_and_b64 s[58:59], s[12:13], vcc
	s_and_b64 s[60:61], s[12:13], s[2:3]
	s_ashr_i32 s7, s54, 31
	s_cmp_gt_i32 s54, -1
	s_mul_i32 s12, s22, s10
	v_cmp_gt_u32_e32 vcc, s10, v110
	s_cselect_b64 s[2:3], -1, 0
	v_mul_lo_u32 v3, v108, s10
	v_or_b32_e32 v7, s12, v110
	s_and_b64 s[12:13], vcc, s[58:59]
	v_mul_lo_u32 v5, v109, s10
	s_and_b64 s[14:15], vcc, s[60:61]
	v_add_lshl_u32 v3, v7, v3, 1
	s_and_b64 vcc, s[0:1], s[12:13]
	s_and_b32 s29, s29, 0xffff
	v_cndmask_b32_e32 v3, v8, v3, vcc
	v_add_lshl_u32 v5, v7, v5, 1
	s_and_b64 vcc, s[0:1], s[14:15]
	v_cndmask_b32_e32 v5, v8, v5, vcc
	buffer_load_dwordx4 v[10:13], v3, s[28:31], 0 offen
	buffer_load_dwordx4 v[14:17], v5, s[28:31], 0 offen
	v_and_b32_e32 v9, 31, v0
	v_lshlrev_b32_e32 v117, 3, v9
	v_or_b32_e32 v76, s54, v117
	v_mov_b32_e32 v77, s7
	v_cmp_gt_i64_e32 vcc, s[34:35], v[76:77]
	v_lshlrev_b32_e32 v5, 4, v196
	v_and_b32_e32 v3, 0x78, v196
	s_and_b64 s[18:19], s[2:3], vcc
	v_xor_b32_e32 v118, v5, v3
	s_cmp_lg_u32 s41, 0
	v_xor_b32_e32 v119, 8, v118
	s_cselect_b64 s[12:13], -1, 0
	v_mov_b32_e32 v161, v169
	v_mov_b32_e32 v163, v169
	v_mov_b32_e32 v165, v169
	s_mov_b32 s21, 1
	v_add_u32_e32 v7, 0, v118
	v_add_u32_e32 v8, 0, v119
	s_and_b64 vcc, exec, s[12:13]
	s_waitcnt vmcnt(0)
	ds_write2st64_b64 v7, v[10:11], v[14:15] offset1:16
	ds_write2st64_b64 v8, v[12:13], v[16:17] offset1:16
	s_cbranch_vccnz .LBB0_2
; %bb.2:
	s_add_i32 s80, s16, 0x84
	s_abs_i32 s3, s80
	s_mul_hi_u32 s7, s3, s79
	s_mul_i32 s14, s7, s77
	s_ashr_i32 s2, s80, 31
	s_sub_i32 s3, s3, s14
	s_xor_b32 s2, s2, s78
	s_add_i32 s14, s7, 1
	s_sub_i32 s15, s3, s77
	s_cmp_ge_u32 s3, s77
	s_cselect_b32 s7, s14, s7
	s_cselect_b32 s3, s15, s3
	s_add_i32 s14, s7, 1
	s_cmp_ge_u32 s3, s77
	s_cselect_b32 s3, s14, s7
	s_xor_b32 s3, s3, s2
	s_sub_i32 s2, s3, s2
	s_lshl_b32 s3, s2, 3
	s_sub_i32 s7, s17, s3
	s_min_i32 s7, s7, 8
	s_abs_i32 s14, s7
	v_cvt_f32_u32_e32 v2, s14
	s_sub_i32 s26, 0, s14
	s_mul_i32 s2, s2, s72
	s_sub_i32 s2, s80, s2
	v_rcp_f32_e32 v2, v2
	s_abs_i32 s23, s2
	s_xor_b32 s15, s2, s7
	s_ashr_i32 s15, s15, 31
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	s_mov_b64 s[48:49], 0
	v_readfirstlane_b32 s36, v2
	s_mul_i32 s26, s26, s36
	s_mul_hi_u32 s26, s36, s26
	s_add_i32 s36, s36, s26
	s_mul_hi_u32 s26, s23, s36
	s_mul_i32 s36, s26, s14
	s_sub_i32 s23, s23, s36
	s_add_i32 s36, s26, 1
	s_sub_i32 s37, s23, s14
	s_cmp_ge_u32 s23, s14
	s_cselect_b32 s26, s36, s26
	s_cselect_b32 s23, s37, s23
	s_add_i32 s36, s26, 1
	s_cmp_ge_u32 s23, s14
	s_cselect_b32 s14, s36, s26
	s_xor_b32 s14, s14, s15
	s_sub_i32 s14, s14, s15
	s_mul_i32 s7, s14, s7
	s_sub_i32 s2, s2, s7
	s_add_i32 s2, s2, s3
	s_lshl_b32 s52, s2, 7
	s_lshl_b32 s36, s14, 8
	s_ashr_i32 s2, s52, 31
	v_mov_b32_e32 v3, s2
	v_or_b32_e32 v2, s52, v108
	v_mov_b32_e32 v5, s2
	v_or_b32_e32 v4, s52, v109
	s_cmp_gt_i32 s52, -1
	s_cselect_b64 s[14:15], -1, 0
	v_cmp_gt_i64_e32 vcc, s[8:9], v[2:3]
	v_cmp_gt_i64_e64 s[2:3], s[8:9], v[4:5]
	s_and_b64 s[38:39], s[14:15], vcc
	s_and_b64 s[2:3], s[14:15], s[2:3]
	s_ashr_i32 s7, s36, 31
	v_mov_b32_e32 v187, s7
	v_or_b32_e32 v186, s36, v117
	s_cmp_gt_i32 s36, -1
	s_cselect_b64 s[14:15], -1, 0
	v_cmp_gt_i64_e32 vcc, s[34:35], v[186:187]
	s_andn2_b64 s[42:43], s[58:59], exec
	s_and_b64 s[38:39], s[38:39], exec
	s_and_b64 s[14:15], s[14:15], vcc
	s_or_b64 s[58:59], s[42:43], s[38:39]
	s_andn2_b64 s[38:39], s[60:61], exec
	s_and_b64 s[2:3], s[2:3], exec
	s_or_b64 s[60:61], s[38:39], s[2:3]
	s_andn2_b64 s[2:3], s[18:19], exec
	s_and_b64 s[14:15], s[14:15], exec
	s_or_b64 s[50:51], s[2:3], s[14:15]
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b64 s[48:49], 64
	s_mov_b32 s21, 2
	s_mov_b64 s[50:51], s[18:19]
	s_mov_b32 s52, s22
	s_mov_b32 s36, s54
	s_mov_b32 s80, s16
	v_mov_b64_e32 v[186:187], v[76:77]
.LBB0_3:
	v_mad_u64_u32 v[74:75], s[2:3], v4, s10, 0
	v_mad_u64_u32 v[72:73], s[2:3], v2, s10, 0
	v_mov_b32_e32 v3, s49
	v_or_b32_e32 v2, s48, v110
	s_cmp_gt_i32 s20, 1
	v_cmp_gt_u64_e64 s[2:3], s[10:11], v[2:3]
	s_cselect_b64 vcc, -1, 0
	s_and_b64 s[14:15], s[2:3], s[58:59]
	s_and_b64 s[38:39], s[2:3], s[60:61]
	v_add_lshl_u32 v3, v2, v72, 1
	v_bfrev_b32_e32 v4, 1
	s_and_b64 s[2:3], vcc, s[14:15]
	v_cndmask_b32_e64 v14, v4, v3, s[2:3]
	v_add_lshl_u32 v2, v2, v74, 1
	s_and_b64 s[2:3], vcc, s[38:39]
	v_cndmask_b32_e64 v15, v4, v2, s[2:3]
	buffer_load_dwordx4 v[2:5], v14, s[28:31], 0 offen
	buffer_load_dwordx4 v[10:13], v15, s[28:31], 0 offen
	s_cmpk_lt_u32 s6, 0xc0
	s_cselect_b64 s[14:15], -1, 0
	s_cmpk_gt_u32 s6, 0xbf
	s_waitcnt vmcnt(0)
	ds_write2st64_b64 v7, v[2:3], v[10:11] offset0:32 offset1:48
	ds_write2st64_b64 v8, v[4:5], v[12:13] offset0:32 offset1:48
	s_cbranch_scc1 .LBB0_4
; %bb.5:
	s_addk_i32 s80, 0x84
	s_abs_i32 s3, s80
	s_mul_hi_u32 s6, s3, s79
	s_mul_i32 s7, s6, s77
	s_ashr_i32 s2, s80, 31
	s_sub_i32 s3, s3, s7
	s_xor_b32 s2, s2, s78
	s_add_i32 s7, s6, 1
	s_sub_i32 s23, s3, s77
	s_cmp_ge_u32 s3, s77
	s_cselect_b32 s6, s7, s6
	s_cselect_b32 s3, s23, s3
	s_add_i32 s7, s6, 1
	s_cmp_ge_u32 s3, s77
	s_cselect_b32 s3, s7, s6
	s_xor_b32 s3, s3, s2
	s_sub_i32 s2, s3, s2
	s_lshl_b32 s3, s2, 3
	s_sub_i32 s6, s17, s3
	s_min_i32 s6, s6, 8
	s_abs_i32 s7, s6
	v_cvt_f32_u32_e32 v2, s7
	s_sub_i32 s37, 0, s7
	s_mul_i32 s2, s2, s72
	s_sub_i32 s2, s80, s2
	v_rcp_f32_e32 v2, v2
	s_abs_i32 s26, s2
	s_xor_b32 s23, s2, s6
	s_ashr_i32 s23, s23, 31
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	s_nop 0
	v_readfirstlane_b32 s38, v2
	s_mul_i32 s37, s37, s38
	s_mul_hi_u32 s37, s38, s37
	s_add_i32 s38, s38, s37
	s_mul_hi_u32 s37, s26, s38
	s_mul_i32 s38, s37, s7
	s_sub_i32 s26, s26, s38
	s_add_i32 s38, s37, 1
	s_sub_i32 s39, s26, s7
	s_cmp_ge_u32 s26, s7
	s_cselect_b32 s37, s38, s37
	s_cselect_b32 s26, s39, s26
	s_add_i32 s38, s37, 1
	s_cmp_ge_u32 s26, s7
	s_cselect_b32 s7, s38, s37
	s_xor_b32 s7, s7, s23
	s_sub_i32 s7, s7, s23
	s_mul_i32 s6, s7, s6
	s_sub_i32 s2, s2, s6
	s_add_i32 s2, s2, s3
	s_lshl_b32 s40, s2, 7
	s_lshl_b32 s26, s7, 8
	s_ashr_i32 s2, s40, 31
	v_or_b32_e32 v2, s40, v108
	v_or_b32_e32 v4, s40, v109
	v_mov_b32_e32 v3, s2
	v_mov_b32_e32 v5, s2
	v_mad_i64_i32 v[72:73], s[2:3], v2, s10, 0
	v_mad_i64_i32 v[74:75], s[2:3], v4, s10, 0
	s_cmp_gt_i32 s40, -1
	s_cselect_b64 s[38:39], -1, 0
	v_cmp_gt_i64_e64 s[2:3], s[8:9], v[2:3]
	v_cmp_gt_i64_e64 s[6:7], s[8:9], v[4:5]
	s_and_b64 s[42:43], s[38:39], s[2:3]
	s_and_b64 s[6:7], s[38:39], s[6:7]
	s_ashr_i32 s2, s26, 31
	v_mov_b32_e32 v173, s2
	v_or_b32_e32 v172, s26, v117
	s_cmp_gt_i32 s26, -1
	s_cselect_b64 s[38:39], -1, 0
	v_cmp_gt_i64_e64 s[2:3], s[34:35], v[172:173]
	s_and_b64 s[2:3], s[38:39], s[2:3]
	s_andn2_b64 s[38:39], s[58:59], exec
	s_and_b64 s[42:43], s[42:43], exec
	s_or_b64 s[58:59], s[38:39], s[42:43]
	s_andn2_b64 s[38:39], s[60:61], exec
	s_and_b64 s[6:7], s[6:7], exec
	s_or_b64 s[60:61], s[38:39], s[6:7]
	s_andn2_b64 s[6:7], s[50:51], exec
	s_and_b64 s[2:3], s[2:3], exec
	s_or_b64 s[44:45], s[6:7], s[2:3]
	s_branch .LBB0_5
.LBB0_4:
	s_mov_b64 s[44:45], s[50:51]
	s_mov_b32 s40, s52
	s_mov_b32 s26, s36
	v_mov_b64_e32 v[172:173], v[186:187]
.LBB0_5:
	s_cmp_gt_i32 s20, 2
	s_cselect_b64 s[42:43], -1, 0
	s_and_b64 s[2:3], s[14:15], exec
	s_cselect_b32 s73, 0, s21
	s_and_b64 s[2:3], exec, s[12:13]
	s_cselect_b32 s75, 1, 0
	s_lshl_b32 s56, s73, 6
	v_or_b32_e32 v2, s56, v110
	v_mov_b32_e32 v3, v169
	v_cmp_gt_u64_e64 s[2:3], s[10:11], v[2:3]
	s_and_b64 s[6:7], s[2:3], s[58:59]
	s_and_b64 s[12:13], s[2:3], s[60:61]
	v_add_lshl_u32 v3, v2, v72, 1
	v_bfrev_b32_e32 v4, 1
	s_and_b64 s[2:3], s[42:43], s[6:7]
	v_cndmask_b32_e64 v3, v4, v3, s[2:3]
	v_add_lshl_u32 v2, v2, v74, 1
	s_and_b64 s[2:3], s[42:43], s[12:13]
	v_cndmask_b32_e64 v2, v4, v2, s[2:3]
	buffer_load_dwordx4 v[10:13], v3, s[28:31], 0 offen
	buffer_load_dwordx4 v[14:17], v2, s[28:31], 0 offen
	v_and_b32_e32 v4, 32, v0
	v_and_b32_e32 v3, 0x1e0, v196
	v_lshl_or_b32 v9, v9, 7, v166
	v_lshrrev_b32_e32 v18, 2, v4
	v_lshrrev_b32_e32 v170, 3, v3
	v_xor_b32_e32 v9, v9, v18
	s_add_i32 s82, s20, -3
	s_and_b32 s74, s27, 0x100
	s_and_b32 s5, s5, 0xffff
	s_mov_b32 s57, 0
	v_mov_b32_e32 v171, 0
	s_mov_b32 s7, 0x27000
	s_mov_b32 s6, 0x7ffffffe
	v_and_b32_e32 v5, 30, v0
	v_lshlrev_b32_e32 v1, 7, v1
	v_lshrrev_b32_e32 v2, 2, v196
	v_or_b32_e32 v114, 1, v170
	v_or_b32_e32 v115, 2, v170
	v_or_b32_e32 v116, 3, v170
	v_lshl_or_b32 v203, s74, 4, v9
	s_cmp_gt_i32 s82, 0
	v_and_b32_e32 v106, 16, v0
	s_waitcnt vmcnt(0)
	ds_write2st64_b64 v7, v[10:11], v[14:15] offset0:64 offset1:80
	ds_write2st64_b64 v8, v[12:13], v[16:17] offset0:64 offset1:80
	s_cbranch_scc1 .LBB0_6
; %bb.8:                                ; %.._crit_edge_crit_edge
	s_lshl_b32 s2, s27, 6
	v_and_b32_e32 v7, 56, v2
	s_and_b32 s2, s2, 0x3000
	v_xor_b32_e32 v7, v7, v166
	v_or3_b32 v107, s2, v1, v7
	s_mov_b64 s[2:3], 0
	s_branch .LBB0_7
.LBB0_6:
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr107
.LBB0_7:                               ; %Flow290
	s_and_b64 s[2:3], s[2:3], exec
	v_lshrrev_b32_e32 v113, 2, v3
	v_and_b32_e32 v3, 1, v0
	s_cselect_b32 s2, 1, 0
	v_xor_b32_e32 v210, 16, v203
	v_xor_b32_e32 v209, 32, v203
	v_xor_b32_e32 v208, 48, v203
	v_xor_b32_e32 v207, 64, v203
	v_xor_b32_e32 v206, 0x50, v203
	v_xor_b32_e32 v205, 0x60, v203
	v_xor_b32_e32 v204, 0x70, v203
	v_lshlrev_b32_e32 v111, 10, v5
	v_lshlrev_b32_e32 v112, 2, v5
	s_cmp_lg_u32 s2, 1
	v_bfe_i32 v239, v0, 2, 1
	v_cmp_eq_u32_e64 s[2:3], 0, v3
	v_lshlrev_b32_e32 v240, 12, v0
	v_lshlrev_b32_e32 v238, 5, v4
	v_lshlrev_b32_e32 v236, 8, v0
	v_lshlrev_b32_e32 v237, 4, v6
	s_cbranch_scc1 .LBB0_8
; %bb.11:                               ; %.lr.ph
	v_mov_b32_e32 v3, s11
	v_sub_co_u32_e64 v84, s[12:13], s10, v110
	v_and_b32_e32 v2, 56, v2
	s_nop 0
	v_subbrev_co_u32_e64 v85, s[12:13], 0, v3, s[12:13]
	v_mov_b32_e32 v3, s9
	v_sub_co_u32_e64 v86, s[12:13], s8, v160
	v_bfe_i32 v0, v0, 4, 1
	s_nop 0
	v_subbrev_co_u32_e64 v87, s[12:13], 0, v3, s[12:13]
	v_sub_co_u32_e64 v88, s[12:13], s8, v162
	v_xor_b32_e32 v2, v2, v166
	s_nop 0
	v_subbrev_co_u32_e64 v89, s[12:13], 0, v3, s[12:13]
	v_sub_co_u32_e64 v90, s[12:13], s8, v164
	v_and_b32_e32 v0, 0x808, v0
	s_nop 0
	v_subbrev_co_u32_e64 v91, s[12:13], 0, v3, s[12:13]
	s_lshl_b32 s12, s27, 6
	s_and_b32 s12, s12, 0x3000
	v_or3_b32 v107, s12, v1, v2
	v_xor_b32_e32 v0, v107, v0
	v_add_u32_e32 v1, 0, v0
	v_xor_b32_e32 v121, 16, v0
	v_xor_b32_e32 v122, 32, v0
	v_xor_b32_e32 v123, 48, v0
	v_xor_b32_e32 v124, 64, v0
	v_xor_b32_e32 v125, 0x50, v0
	v_xor_b32_e32 v126, 0x60, v0
	v_xor_b32_e32 v127, 0x70, v0
	v_and_b32_e32 v0, 0x3000, v240
	s_movk_i32 s15, 0x9b0
	v_lshlrev_b32_e32 v2, 4, v196
	v_mov_b32_e32 v3, 0x440
	v_add_u32_e32 v120, 0xc000, v1
	v_and_b32_e32 v1, 0x5050, v239
	v_and_or_b32 v0, v2, s15, v0
	v_cndmask_b32_e64 v3, v3, 0, s[2:3]
	s_and_b32 s12, s27, 64
	s_bfe_i32 s13, s27, 0x10006
	v_xor_b32_e32 v0, v1, v0
	v_xor_b32_e32 v3, v3, v112
	v_xor_b32_e32 v0, s12, v0
	s_and_b32 s12, s13, 0x5050
	s_movk_i32 s13, 0x3800
	v_xor_b32_e32 v3, v3, v113
	s_lshl_b32 s14, s74, 1
	v_and_or_b32 v13, v236, s13, v237
	v_or_b32_e32 v3, v3, v111
	v_or3_b32 v1, s14, v238, v0
	v_and_b32_e32 v0, 0x1b0, v196
	v_xor_b32_e32 v13, s12, v13
	v_xor_b32_e32 v4, 8, v3
	v_xor_b32_e32 v5, 16, v3
	v_xor_b32_e32 v6, 24, v3
	v_xor_b32_e32 v7, 32, v3
	v_xor_b32_e32 v8, 40, v3
	v_xor_b32_e32 v9, 48, v3
	v_xor_b32_e32 v10, 56, v3
	v_xor_b32_e32 v2, 16, v1
	v_xor_b32_e32 v11, 32, v1
	v_xor_b32_e32 v12, 48, v1
	v_xor_b32_e32 v13, v13, v0
	v_mad_i64_i32 v[92:93], s[12:13], v168, s34, v[166:167]
	v_mov_b32_e32 v0, 0
	s_mov_b32 s23, 0
	s_mov_b32 s83, 2
	s_mov_b32 s39, 0x27000
	s_mov_b32 s38, 0x7ffffffe
	s_movk_i32 s76, 0x4000
	s_mov_b32 s66, 0x8000
	s_and_b32 s37, s25, 0xffff
	s_mov_b64 s[20:21], 0
	s_and_b64 s[12:13], s[50:51], exec
	s_and_b64 s[14:15], s[44:45], exec
	s_mov_b32 s84, 0x5040100
	v_add_u32_e32 v93, 0, v3
	s_mov_b32 s85, 0x7060302
	v_add_u32_e32 v128, 0, v4
	v_add_u32_e32 v129, 0, v5
	v_add_u32_e32 v130, 0, v6
	v_add_u32_e32 v131, 0, v7
	v_add_u32_e32 v132, 0, v8
	v_add_u32_e32 v133, 0, v9
	v_add_u32_e32 v134, 0, v10
	v_add_u32_e32 v135, 0, v1
	v_add_u32_e32 v136, 0, v2
	v_add_u32_e32 v137, 0, v11
	v_add_u32_e32 v138, 0, v12
	v_add_u32_e32 v139, 0, v13
	v_bfrev_b32_e32 v140, 1
	v_mov_b64_e32 v[64:65], v[186:187]
	v_mov_b64_e32 v[66:67], v[186:187]
	v_mov_b64_e32 v[68:69], v[186:187]
	s_mov_b32 s55, 0
	s_mov_b64 s[46:47], s[56:57]
	s_mov_b32 s56, s73
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v9, v0
	v_mov_b32_e32 v10, v0
	v_mov_b32_e32 v11, v0
	v_mov_b32_e32 v12, v0
	v_mov_b32_e32 v13, v0
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v15, v0
	v_mov_b32_e32 v48, v0
	v_mov_b32_e32 v49, v0
	v_mov_b32_e32 v50, v0
	v_mov_b32_e32 v51, v0
	v_mov_b32_e32 v52, v0
	v_mov_b32_e32 v53, v0
	v_mov_b32_e32 v54, v0
	v_mov_b32_e32 v55, v0
	v_mov_b32_e32 v56, v0
	v_mov_b32_e32 v57, v0
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v0
	v_mov_b32_e32 v60, v0
	v_mov_b32_e32 v61, v0
	v_mov_b32_e32 v62, v0
	v_mov_b32_e32 v63, v0
	v_mov_b32_e32 v32, v0
	v_mov_b32_e32 v33, v0
	v_mov_b32_e32 v34, v0
	v_mov_b32_e32 v35, v0
	v_mov_b32_e32 v36, v0
	v_mov_b32_e32 v37, v0
	v_mov_b32_e32 v38, v0
	v_mov_b32_e32 v39, v0
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v0
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v0
	v_mov_b32_e32 v44, v0
	v_mov_b32_e32 v45, v0
	v_mov_b32_e32 v46, v0
	v_mov_b32_e32 v47, v0
	v_mov_b32_e32 v16, v0
	v_mov_b32_e32 v17, v0
	v_mov_b32_e32 v18, v0
	v_mov_b32_e32 v19, v0
	v_mov_b32_e32 v20, v0
	v_mov_b32_e32 v21, v0
	v_mov_b32_e32 v22, v0
	v_mov_b32_e32 v23, v0
	v_mov_b32_e32 v24, v0
	v_mov_b32_e32 v25, v0
	v_mov_b32_e32 v26, v0
	v_mov_b32_e32 v27, v0
	v_mov_b32_e32 v28, v0
	v_mov_b32_e32 v29, v0
	v_mov_b32_e32 v30, v0
	v_mov_b32_e32 v31, v0
	v_mad_i64_i32 v[94:95], s[50:51], v160, s34, v[166:167]
	v_mad_i64_i32 v[96:97], s[50:51], v162, s34, v[166:167]
	v_mad_i64_i32 v[98:99], s[50:51], v164, s34, v[166:167]
	v_mov_b64_e32 v[104:105], v[76:77]
	v_mov_b64_e32 v[102:103], v[76:77]
	v_mov_b64_e32 v[100:101], v[76:77]
	v_mov_b64_e32 v[174:175], v[172:173]
	v_mov_b64_e32 v[176:177], v[172:173]
	v_mov_b64_e32 v[178:179], v[172:173]
                                        ; implicit-def: $sgpr44_sgpr45
	s_branch .LBB0_9
.LBB0_10:                               ;   in Loop: Header=BB0_13 Depth=1
	s_add_i32 s12, s83, 1
	s_cmp_lt_i32 s12, 3
	s_cselect_b32 s83, s12, 0
	s_nop 2
	v_cndmask_b32_e64 v0, v0, 0, s[66:67]
	v_cndmask_b32_e64 v1, v1, 0, s[66:67]
	v_cndmask_b32_e64 v2, v2, 0, s[66:67]
	v_cndmask_b32_e64 v3, v3, 0, s[66:67]
	v_cndmask_b32_e64 v4, v4, 0, s[66:67]
	v_cndmask_b32_e64 v5, v5, 0, s[66:67]
	v_cndmask_b32_e64 v6, v6, 0, s[66:67]
	v_cndmask_b32_e64 v7, v7, 0, s[66:67]
	v_cndmask_b32_e64 v8, v8, 0, s[66:67]
	v_cndmask_b32_e64 v9, v9, 0, s[66:67]
	v_cndmask_b32_e64 v10, v10, 0, s[66:67]
	v_cndmask_b32_e64 v11, v11, 0, s[66:67]
	v_cndmask_b32_e64 v12, v12, 0, s[66:67]
	v_cndmask_b32_e64 v13, v13, 0, s[66:67]
	v_cndmask_b32_e64 v14, v14, 0, s[66:67]
	v_cndmask_b32_e64 v15, v15, 0, s[66:67]
	v_cndmask_b32_e64 v48, v48, 0, s[66:67]
	v_cndmask_b32_e64 v49, v49, 0, s[66:67]
	v_cndmask_b32_e64 v50, v50, 0, s[66:67]
	v_cndmask_b32_e64 v51, v51, 0, s[66:67]
	v_cndmask_b32_e64 v52, v52, 0, s[66:67]
	v_cndmask_b32_e64 v53, v53, 0, s[66:67]
	v_cndmask_b32_e64 v54, v54, 0, s[66:67]
	v_cndmask_b32_e64 v55, v55, 0, s[66:67]
	v_cndmask_b32_e64 v56, v56, 0, s[66:67]
	v_cndmask_b32_e64 v57, v57, 0, s[66:67]
	v_cndmask_b32_e64 v58, v58, 0, s[66:67]
	v_cndmask_b32_e64 v59, v59, 0, s[66:67]
	v_cndmask_b32_e64 v60, v60, 0, s[66:67]
	v_cndmask_b32_e64 v61, v61, 0, s[66:67]
	v_cndmask_b32_e64 v62, v62, 0, s[66:67]
	v_cndmask_b32_e64 v63, v63, 0, s[66:67]
	v_cndmask_b32_e64 v32, v32, 0, s[66:67]
	v_cndmask_b32_e64 v33, v33, 0, s[66:67]
	v_cndmask_b32_e64 v34, v34, 0, s[66:67]
	v_cndmask_b32_e64 v35, v35, 0, s[66:67]
	v_cndmask_b32_e64 v36, v36, 0, s[66:67]
	v_cndmask_b32_e64 v37, v37, 0, s[66:67]
	v_cndmask_b32_e64 v38, v38, 0, s[66:67]
	v_cndmask_b32_e64 v39, v39, 0, s[66:67]
	v_cndmask_b32_e64 v40, v40, 0, s[66:67]
	v_cndmask_b32_e64 v41, v41, 0, s[66:67]
	v_cndmask_b32_e64 v42, v42, 0, s[66:67]
	v_cndmask_b32_e64 v43, v43, 0, s[66:67]
	v_cndmask_b32_e64 v44, v44, 0, s[66:67]
	v_cndmask_b32_e64 v45, v45, 0, s[66:67]
	v_cndmask_b32_e64 v46, v46, 0, s[66:67]
	v_cndmask_b32_e64 v47, v47, 0, s[66:67]
	v_cndmask_b32_e64 v16, v16, 0, s[66:67]
	v_cndmask_b32_e64 v17, v17, 0, s[66:67]
	v_cndmask_b32_e64 v18, v18, 0, s[66:67]
	v_cndmask_b32_e64 v19, v19, 0, s[66:67]
	v_cndmask_b32_e64 v20, v20, 0, s[66:67]
	v_cndmask_b32_e64 v21, v21, 0, s[66:67]
	v_cndmask_b32_e64 v22, v22, 0, s[66:67]
	v_cndmask_b32_e64 v23, v23, 0, s[66:67]
	v_cndmask_b32_e64 v24, v24, 0, s[66:67]
	v_cndmask_b32_e64 v25, v25, 0, s[66:67]
	v_cndmask_b32_e64 v26, v26, 0, s[66:67]
	v_cndmask_b32_e64 v27, v27, 0, s[66:67]
	v_cndmask_b32_e64 v28, v28, 0, s[66:67]
	v_cndmask_b32_e64 v29, v29, 0, s[66:67]
	v_cndmask_b32_e64 v30, v30, 0, s[66:67]
	v_cndmask_b32_e64 v31, v31, 0, s[66:67]
	s_lshl_b32 s66, s83, 14
	v_add_u32_e32 v73, s66, v118
	s_andn2_b64 s[12:13], s[64:65], exec
	s_andn2_b64 s[14:15], s[50:51], exec
	s_and_b64 s[18:19], s[44:45], exec
	ds_write2st64_b64 v73, v[64:65], v[68:69] offset1:16
	v_add_u32_e32 v64, s66, v119
	s_add_i32 s82, s82, -1
	s_or_b64 s[12:13], s[12:13], s[52:53]
	s_or_b64 s[14:15], s[14:15], s[18:19]
	ds_write2st64_b64 v64, v[66:67], v[70:71] offset1:16
	s_cmp_lg_u32 s82, 0
	s_mov_b64 s[18:19], s[64:65]
	v_mov_b64_e32 v[186:187], v[184:185]
	v_mov_b64_e32 v[64:65], v[182:183]
	v_mov_b64_e32 v[66:67], v[180:181]
	v_mov_b64_e32 v[68:69], v[142:143]
	v_mov_b64_e32 v[76:77], v[82:83]
	v_mov_b64_e32 v[104:105], v[80:81]
	v_mov_b64_e32 v[102:103], v[78:79]
	v_mov_b64_e32 v[100:101], v[144:145]
	s_mov_b32 s36, s87
	s_mov_b32 s54, s89
	s_mov_b32 s52, s86
	s_mov_b32 s22, s88
	s_mov_b32 s23, s57
	s_mov_b32 s55, s81
	s_mov_b64 s[20:21], s[62:63]
	s_cbranch_scc0 .LBB0_11
.LBB0_9:                               ; =>This Inner Loop Header: Depth=1
	s_mov_b64 s[50:51], s[14:15]
	s_add_i32 s14, s73, 1
	s_cmp_lg_u32 s73, s41
	s_mov_b32 s57, s75
	s_mov_b32 s75, s73
	s_cselect_b32 s73, s14, 0
	s_cmp_eq_u32 s73, 0
	s_mov_b64 s[62:63], s[48:49]
	s_mov_b64 s[48:49], s[46:47]
	s_mov_b32 s88, s52
	s_cselect_b64 s[46:47], -1, 0
	s_andn2_b64 s[14:15], s[44:45], exec
	s_and_b64 s[52:53], s[50:51], exec
	s_or_b64 s[44:45], s[14:15], s[52:53]
	s_mov_b32 s86, s40
	s_mov_b32 s87, s26
	s_mov_b32 s81, s76
	s_mov_b32 s76, s66
	s_mov_b32 s89, s36
	v_mov_b64_e32 v[142:143], v[172:173]
	v_mov_b64_e32 v[180:181], v[178:179]
	v_mov_b64_e32 v[182:183], v[176:177]
	v_mov_b64_e32 v[184:185], v[174:175]
	v_mov_b64_e32 v[144:145], v[68:69]
	v_mov_b64_e32 v[78:79], v[66:67]
	v_mov_b64_e32 v[80:81], v[64:65]
	v_mov_b64_e32 v[82:83], v[186:187]
	s_cmp_lg_u32 s73, 0
	s_mov_b64 s[64:65], s[12:13]
	s_cbranch_scc0 .LBB0_12
; %bb.14:                               ;   in Loop: Header=BB0_13 Depth=1
	s_mov_b32 s40, s86
	s_mov_b32 s26, s87
	v_mov_b64_e32 v[174:175], v[184:185]
	v_mov_b64_e32 v[176:177], v[182:183]
	v_mov_b64_e32 v[178:179], v[180:181]
	v_mov_b64_e32 v[172:173], v[142:143]
	s_branch .LBB0_13
.LBB0_12:                               ;   in Loop: Header=BB0_13 Depth=1
	s_addk_i32 s80, 0x84
	s_abs_i32 s13, s80
	s_mul_hi_u32 s14, s13, s79
	s_mul_i32 s15, s14, s77
	s_ashr_i32 s12, s80, 31
	s_sub_i32 s13, s13, s15
	s_xor_b32 s12, s12, s78
	s_add_i32 s15, s14, 1
	s_sub_i32 s26, s13, s77
	s_cmp_ge_u32 s13, s77
	s_cselect_b32 s14, s15, s14
	s_cselect_b32 s13, s26, s13
	s_add_i32 s15, s14, 1
	s_cmp_ge_u32 s13, s77
	s_cselect_b32 s13, s15, s14
	s_xor_b32 s13, s13, s12
	s_sub_i32 s12, s13, s12
	s_lshl_b32 s13, s12, 3
	s_sub_i32 s14, s17, s13
	s_min_i32 s14, s14, 8
	s_abs_i32 s15, s14
	v_cvt_f32_u32_e32 v64, s15
	s_sub_i32 s40, 0, s15
	s_mul_i32 s12, s12, s72
	s_sub_i32 s12, s80, s12
	v_rcp_f32_e32 v64, v64
	s_abs_i32 s36, s12
	s_xor_b32 s26, s12, s14
	s_ashr_i32 s26, s26, 31
	v_mul_f32_e32 v64, 0x4f7ffffe, v64
	v_cvt_u32_f32_e32 v64, v64
	s_nop 0
	v_readfirstlane_b32 s66, v64
	s_mul_i32 s40, s40, s66
	s_mul_hi_u32 s40, s66, s40
	s_add_i32 s66, s66, s40
	s_mul_hi_u32 s40, s36, s66
	s_mul_i32 s66, s40, s15
	s_sub_i32 s36, s36, s66
	s_add_i32 s66, s40, 1
	s_sub_i32 s67, s36, s15
	s_cmp_ge_u32 s36, s15
	s_cselect_b32 s40, s66, s40
	s_cselect_b32 s36, s67, s36
	s_add_i32 s66, s40, 1
	s_cmp_ge_u32 s36, s15
	s_cselect_b32 s15, s66, s40
	s_xor_b32 s15, s15, s26
	s_sub_i32 s15, s15, s26
	s_mul_i32 s14, s15, s14
	s_sub_i32 s12, s12, s14
	s_add_i32 s12, s12, s13
	s_lshl_b32 s40, s12, 7
	s_lshl_b32 s26, s15, 8
	s_ashr_i32 s12, s40, 31
	v_or_b32_e32 v64, s40, v108
	v_or_b32_e32 v66, s40, v109
	v_mov_b32_e32 v65, s12
	v_mov_b32_e32 v67, s12
	v_mad_i64_i32 v[72:73], s[12:13], v64, s10, 0
	v_mad_i64_i32 v[74:75], s[12:13], v66, s10, 0
	s_cmp_gt_i32 s40, -1
	s_cselect_b64 s[66:67], -1, 0
	v_cmp_gt_i64_e64 s[12:13], s[8:9], v[64:65]
	v_cmp_gt_i64_e64 s[14:15], s[8:9], v[66:67]
	s_and_b64 s[68:69], s[66:67], s[12:13]
	s_and_b64 s[14:15], s[66:67], s[14:15]
	s_ashr_i32 s12, s26, 31
	v_mov_b32_e32 v175, s12
	v_or_b32_e32 v174, s26, v117
	s_cmp_gt_i32 s26, -1
	s_cselect_b64 s[66:67], -1, 0
	v_cmp_gt_i64_e64 s[12:13], s[34:35], v[174:175]
	s_and_b64 s[12:13], s[66:67], s[12:13]
	s_andn2_b64 s[60:61], s[60:61], exec
	s_and_b64 s[14:15], s[14:15], exec
	s_andn2_b64 s[58:59], s[58:59], exec
	s_and_b64 s[66:67], s[68:69], exec
	s_or_b64 s[60:61], s[60:61], s[14:15]
	s_andn2_b64 s[14:15], s[44:45], exec
	s_and_b64 s[12:13], s[12:13], exec
	s_or_b64 s[58:59], s[58:59], s[66:67]
	s_or_b64 s[44:45], s[14:15], s[12:13]
	v_mov_b64_e32 v[176:177], v[174:175]
	v_mov_b64_e32 v[178:179], v[174:175]
	v_mov_b64_e32 v[172:173], v[174:175]
.LBB0_13:                               ;   in Loop: Header=BB0_13 Depth=1
	s_add_i32 s14, s56, 1
	s_and_b64 s[12:13], s[46:47], exec
	s_cselect_b32 s56, 0, s14
	s_lshl_b32 s46, s56, 6
	s_ashr_i32 s47, s46, 31
	s_cmp_gt_i32 s46, -1
	s_cselect_b64 s[14:15], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[46:47], v[84:85]
	v_or_b32_e32 v64, s46, v110
	s_and_b64 s[14:15], s[14:15], s[12:13]
	v_add_lshl_u32 v65, v64, v72, 1
	s_and_b64 s[12:13], s[14:15], s[58:59]
	v_lshl_add_u64 v[146:147], s[20:21], 0, v[170:171]
	v_cndmask_b32_e64 v65, v140, v65, s[12:13]
	v_add_lshl_u32 v64, v64, v74, 1
	s_and_b64 s[12:13], s[14:15], s[60:61]
	v_add_u32_e32 v77, s20, v115
	v_cndmask_b32_e64 v68, v140, v64, s[12:13]
	v_mul_lo_u32 v73, v146, s34
	v_add_u32_e32 v75, s20, v114
	v_mul_lo_u32 v77, v77, s34
	v_add_u32_e32 v95, s20, v116
	v_cmp_gt_u64_e64 s[12:13], s[10:11], v[146:147]
	v_mul_lo_u32 v75, v75, s34
	v_mul_lo_u32 v95, v95, s34
	v_add_lshl_u32 v73, v73, v76, 1
	s_and_b64 s[12:13], s[12:13], s[18:19]
	v_add_lshl_u32 v76, v77, v102, 1
	v_add_lshl_u32 v75, v75, v104, 1
	v_cndmask_b32_e64 v76, v140, v76, s[12:13]
	v_add_lshl_u32 v77, v95, v100, 1
	buffer_load_dwordx4 v[64:67], v65, s[28:31], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[68:71], v68, s[28:31], 0 offen
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cndmask_b32_e64 v73, v140, v73, s[12:13]
	v_cndmask_b32_e64 v75, v140, v75, s[12:13]
	v_cndmask_b32_e64 v77, v140, v77, s[12:13]
	buffer_load_dwordx4 v[100:103], v76, s[4:7], 0 offen
	buffer_load_dwordx4 v[146:149], v77, s[4:7], 0 offen
	buffer_load_dwordx4 v[150:153], v73, s[4:7], 0 offen
	buffer_load_dwordx4 v[154:157], v75, s[4:7], 0 offen
	v_add_u32_e32 v73, s55, v203
	v_add_u32_e32 v76, s55, v209
	v_add_u32_e32 v77, s55, v208
	v_add_u32_e32 v104, s55, v204
	v_add_u32_e32 v75, s55, v210
	v_add_u32_e32 v95, s55, v207
	v_add_u32_e32 v97, s55, v206
	v_add_u32_e32 v99, s55, v205
	ds_read2st64_b64 v[186:189], v73 offset1:16
	ds_read2st64_b64 v[190:193], v75 offset1:16
	ds_read2st64_b64 v[212:215], v76 offset1:16
	ds_read2st64_b64 v[216:219], v77 offset1:16
	ds_read2st64_b64 v[220:223], v95 offset1:16
	ds_read2st64_b64 v[224:227], v97 offset1:16
	ds_read2st64_b64 v[228:231], v99 offset1:16
	ds_read2st64_b64 v[232:235], v104 offset1:16
	v_add_u32_e32 v73, 0xc000, v124
	v_add_u32_e32 v75, 0, v123
	s_cmp_eq_u32 s23, s41
	s_cselect_b64 s[66:67], -1, 0
	s_cmp_lg_u32 s23, s41
	s_waitcnt vmcnt(2)
	v_perm_b32 v77, v146, v100, s84
	v_perm_b32 v105, v146, v100, s85
	s_waitcnt vmcnt(0)
	v_perm_b32 v76, v154, v150, s84
	v_perm_b32 v104, v154, v150, s85
	v_perm_b32 v159, v147, v101, s84
	v_perm_b32 v158, v155, v151, s84
	v_perm_b32 v101, v147, v101, s85
	v_perm_b32 v100, v155, v151, s85
	v_perm_b32 v147, v148, v102, s84
	v_perm_b32 v151, v148, v102, s85
	v_perm_b32 v155, v149, v103, s84
	v_perm_b32 v103, v149, v103, s85
	v_perm_b32 v102, v157, v153, s85
	v_perm_b32 v146, v156, v152, s84
	v_perm_b32 v150, v156, v152, s85
	v_perm_b32 v154, v157, v153, s84
	ds_write_b64 v93, v[76:77] offset:49152
	ds_write_b64 v128, v[104:105] offset:49280
	ds_write_b64 v129, v[158:159] offset:49408
	ds_write_b64 v130, v[100:101] offset:49536
	ds_write_b64 v131, v[146:147] offset:49664
	ds_write_b64 v132, v[150:151] offset:49792
	ds_write_b64 v133, v[154:155] offset:49920
	ds_write_b64 v134, v[102:103] offset:50048
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b64 v[100:103], v120 offset1:32
	ds_read_b64 v[104:105], v73 offset:16384
	v_add_u32_e32 v73, 0, v121
	v_add_u32_e32 v77, 0xc000, v125
	ds_read_b64 v[146:147], v73 offset:49152
	ds_read_b64 v[154:155], v77 offset:16384
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[0:15], v[100:101], v[186:187], v[0:15]
	v_add_u32_e32 v73, 0, v122
	v_add_u32_e32 v76, 0, v124
	ds_read_b64 v[148:149], v73 offset:49152
	ds_read_b64 v[150:151], v75 offset:49152
	ds_read_b64 v[152:153], v76 offset:49152
	v_add_u32_e32 v73, 0xc000, v126
	v_add_u32_e32 v76, 0xc000, v121
	v_add_u32_e32 v75, 0xc000, v127
	ds_read_b64 v[156:157], v73 offset:16384
	ds_read_b64 v[158:159], v75 offset:16384
	ds_read_b64 v[76:77], v76 offset:16384
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x8_f16 v[48:63], v[104:105], v[186:187], v[48:63]
	v_add_u32_e32 v73, 0, v125
	v_add_u32_e32 v75, 0, v127
	v_mfma_f32_32x32x8_f16 v[32:47], v[100:101], v[188:189], v[32:47]
	ds_read_b64 v[100:101], v73 offset:49152
	v_add_u32_e32 v73, 0, v126
	v_mfma_f32_32x32x8_f16 v[16:31], v[104:105], v[188:189], v[16:31]
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x8_f16 v[0:15], v[146:147], v[190:191], v[0:15]
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_32x32x8_f16 v[48:63], v[154:155], v[190:191], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[146:147], v[192:193], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[154:155], v[192:193], v[16:31]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x8_f16 v[0:15], v[148:149], v[212:213], v[0:15]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[48:63], v[156:157], v[212:213], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[148:149], v[214:215], v[32:47]
	ds_read_b64 v[146:147], v73 offset:49152
	ds_read_b64 v[148:149], v75 offset:49152
	v_add_u32_e32 v73, 0xc000, v122
	ds_read_b64 v[186:187], v73 offset:16384
	v_add_u32_e32 v73, 0xc000, v123
	ds_read_b64 v[190:191], v73 offset:16384
	v_mfma_f32_32x32x8_f16 v[16:31], v[156:157], v[214:215], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[150:151], v[216:217], v[0:15]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x8_f16 v[48:63], v[158:159], v[216:217], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[150:151], v[218:219], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[158:159], v[218:219], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[152:153], v[220:221], v[0:15]
	v_mfma_f32_32x32x8_f16 v[48:63], v[102:103], v[220:221], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[152:153], v[222:223], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[102:103], v[222:223], v[16:31]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[0:15], v[100:101], v[224:225], v[0:15]
	v_mfma_f32_32x32x8_f16 v[48:63], v[76:77], v[224:225], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[100:101], v[226:227], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[76:77], v[226:227], v[16:31]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[0:15], v[146:147], v[228:229], v[0:15]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[48:63], v[186:187], v[228:229], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[146:147], v[230:231], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[186:187], v[230:231], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[148:149], v[232:233], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[190:191], v[232:233], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[148:149], v[234:235], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[190:191], v[234:235], v[16:31]
	s_cbranch_scc1 .LBB0_10
; %bb.17:                               ;   in Loop: Header=BB0_13 Depth=1
	s_nop 5
	v_cvt_f16_f32_e32 v73, v0
	v_cvt_f16_f32_e32 v75, v1
	v_cvt_f16_f32_e32 v76, v2
	v_cvt_f16_f32_e32 v77, v3
	v_cvt_f16_f32_e32 v100, v32
	v_cvt_f16_f32_e32 v101, v33
	v_cvt_f16_f32_e32 v102, v34
	v_cvt_f16_f32_e32 v103, v35
	v_cvt_f16_f32_e32 v95, v4
	v_cvt_f16_f32_e32 v97, v5
	v_cvt_f16_f32_e32 v99, v6
	v_cvt_f16_f32_e32 v104, v7
	v_cvt_f16_f32_e32 v152, v36
	v_cvt_f16_f32_e32 v153, v37
	v_cvt_f16_f32_e32 v154, v38
	v_cvt_f16_f32_e32 v155, v39
	v_cvt_f16_f32_e32 v105, v8
	v_cvt_f16_f32_e32 v141, v9
	v_cvt_f16_f32_e32 v146, v10
	v_cvt_f16_f32_e32 v147, v11
	v_cvt_f16_f32_e32 v156, v40
	v_cvt_f16_f32_e32 v157, v41
	v_cvt_f16_f32_e32 v158, v42
	v_cvt_f16_f32_e32 v159, v43
	v_cvt_f16_f32_e32 v148, v12
	v_cvt_f16_f32_e32 v149, v13
	v_cvt_f16_f32_e32 v150, v14
	v_cvt_f16_f32_e32 v151, v15
	v_cvt_f16_f32_e32 v186, v44
	v_cvt_f16_f32_e32 v187, v45
	v_cvt_f16_f32_e32 v188, v46
	v_cvt_f16_f32_e32 v189, v47
	v_pack_b32_f16 v103, v102, v103
	v_pack_b32_f16 v102, v100, v101
	v_pack_b32_f16 v101, v76, v77
	v_pack_b32_f16 v100, v73, v75
	s_barrier
	ds_write_b128 v135, v[100:103] offset:49152
	v_pack_b32_f16 v103, v154, v155
	v_pack_b32_f16 v102, v152, v153
	v_pack_b32_f16 v101, v99, v104
	v_pack_b32_f16 v100, v95, v97
	ds_write_b128 v136, v[100:103] offset:49152
	v_pack_b32_f16 v103, v158, v159
	v_pack_b32_f16 v102, v156, v157
	v_pack_b32_f16 v101, v146, v147
	v_pack_b32_f16 v100, v105, v141
	s_ashr_i32 s23, s22, 31
	ds_write_b128 v137, v[100:103] offset:49152
	v_pack_b32_f16 v103, v188, v189
	v_pack_b32_f16 v102, v186, v187
	v_pack_b32_f16 v101, v150, v151
	v_pack_b32_f16 v100, v148, v149
	s_ashr_i32 s55, s54, 31
	v_lshl_add_u64 v[76:77], s[22:23], 0, v[168:169]
	ds_write_b128 v138, v[100:103] offset:49152
	v_lshl_add_u64 v[100:101], s[54:55], 0, v[166:167]
	s_mul_i32 s55, s22, s34
	v_cmp_lt_i32_e64 s[12:13], -1, v77
	v_cmp_gt_i64_e64 s[14:15], s[8:9], v[76:77]
	v_cmp_lt_i64_e64 s[18:19], s[22:23], v[86:87]
	v_cmp_lt_i64_e64 s[20:21], s[22:23], v[88:89]
	v_cmp_lt_i64_e64 s[22:23], s[22:23], v[90:91]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[146:149], v139 offset:49152
	ds_read_b128 v[150:153], v139 offset:49664
	ds_read_b128 v[102:105], v139 offset:50176
	ds_read_b128 v[156:159], v139 offset:50688
	s_and_b64 s[70:71], s[12:13], s[14:15]
	s_and_b64 s[68:69], s[12:13], s[18:19]
	s_and_b64 s[20:21], s[12:13], s[20:21]
	s_and_b64 s[18:19], s[12:13], s[22:23]
	v_cmp_lt_i32_e64 s[12:13], -1, v101
	v_cmp_gt_i64_e64 s[14:15], s[34:35], v[100:101]
	s_add_i32 s90, s55, s54
	s_and_b64 s[14:15], s[12:13], s[14:15]
	v_add_lshl_u32 v73, s90, v92, 1
	s_and_b64 s[12:13], s[70:71], s[14:15]
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v100, v146
	v_mov_b32_e32 v101, v147
	v_cndmask_b32_e64 v73, v140, v73, s[12:13]
	s_mov_b32 s36, s24
	s_waitcnt lgkmcnt(1)
	buffer_store_dwordx4 v[100:103], v73, s[36:39], 0 offen
	v_add_lshl_u32 v73, s90, v94, 1
	s_and_b64 s[12:13], s[68:69], s[14:15]
	v_mov_b32_e32 v154, v150
	v_mov_b32_e32 v155, v151
	v_cndmask_b32_e64 v73, v140, v73, s[12:13]
	s_waitcnt lgkmcnt(0)
	buffer_store_dwordx4 v[154:157], v73, s[36:39], 0 offen
	v_add_lshl_u32 v73, s90, v96, 1
	s_and_b64 s[12:13], s[20:21], s[14:15]
	v_mov_b32_e32 v150, v104
	v_mov_b32_e32 v151, v105
	v_cndmask_b32_e64 v73, v140, v73, s[12:13]
	buffer_store_dwordx4 v[148:151], v73, s[36:39], 0 offen
	v_add_lshl_u32 v73, s90, v98, 1
	s_and_b64 s[12:13], s[18:19], s[14:15]
	v_mov_b32_e32 v154, v158
	v_mov_b32_e32 v155, v159
	v_cndmask_b32_e64 v73, v140, v73, s[12:13]
	buffer_store_dwordx4 v[152:155], v73, s[36:39], 0 offen
	v_cvt_f16_f32_e32 v73, v48
	v_cvt_f16_f32_e32 v75, v49
	v_cvt_f16_f32_e32 v76, v50
	v_cvt_f16_f32_e32 v77, v51
	v_cvt_f16_f32_e32 v100, v16
	v_cvt_f16_f32_e32 v101, v17
	v_cvt_f16_f32_e32 v102, v18
	v_cvt_f16_f32_e32 v103, v19
	v_cvt_f16_f32_e32 v95, v52
	v_cvt_f16_f32_e32 v97, v53
	v_cvt_f16_f32_e32 v99, v54
	v_cvt_f16_f32_e32 v104, v55
	v_cvt_f16_f32_e32 v152, v20
	v_cvt_f16_f32_e32 v153, v21
	v_cvt_f16_f32_e32 v154, v22
	v_cvt_f16_f32_e32 v155, v23
	v_cvt_f16_f32_e32 v105, v56
	v_cvt_f16_f32_e32 v141, v57
	v_cvt_f16_f32_e32 v146, v58
	v_cvt_f16_f32_e32 v147, v59
	v_cvt_f16_f32_e32 v156, v24
	v_cvt_f16_f32_e32 v157, v25
	v_cvt_f16_f32_e32 v158, v26
	v_cvt_f16_f32_e32 v159, v27
	v_cvt_f16_f32_e32 v148, v60
	v_cvt_f16_f32_e32 v149, v61
	v_cvt_f16_f32_e32 v150, v62
	v_cvt_f16_f32_e32 v151, v63
	v_cvt_f16_f32_e32 v186, v28
	v_cvt_f16_f32_e32 v187, v29
	v_cvt_f16_f32_e32 v188, v30
	v_cvt_f16_f32_e32 v189, v31
	v_pack_b32_f16 v103, v102, v103
	v_pack_b32_f16 v102, v100, v101
	v_pack_b32_f16 v101, v76, v77
	v_pack_b32_f16 v100, v73, v75
	s_add_i32 s12, s54, 0x80
	s_barrier
	ds_write_b128 v135, v[100:103] offset:49152
	v_pack_b32_f16 v103, v154, v155
	v_pack_b32_f16 v102, v152, v153
	v_pack_b32_f16 v101, v99, v104
	v_pack_b32_f16 v100, v95, v97
	ds_write_b128 v136, v[100:103] offset:49152
	v_pack_b32_f16 v103, v158, v159
	v_pack_b32_f16 v102, v156, v157
	v_pack_b32_f16 v101, v146, v147
	v_pack_b32_f16 v100, v105, v141
	s_ashr_i32 s13, s12, 31
	ds_write_b128 v137, v[100:103] offset:49152
	v_pack_b32_f16 v103, v188, v189
	v_pack_b32_f16 v102, v186, v187
	v_pack_b32_f16 v101, v150, v151
	v_pack_b32_f16 v100, v148, v149
	v_lshl_add_u64 v[76:77], s[12:13], 0, v[166:167]
	ds_write_b128 v138, v[100:103] offset:49152
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[100:103], v139 offset:49152
	ds_read_b128 v[146:149], v139 offset:49664
	ds_read_b128 v[152:155], v139 offset:50176
	ds_read_b128 v[188:191], v139 offset:50688
	s_add_i32 s55, s55, s12
	v_cmp_lt_i32_e64 s[12:13], -1, v77
	v_cmp_gt_i64_e64 s[14:15], s[34:35], v[76:77]
	s_and_b64 s[14:15], s[12:13], s[14:15]
	v_add_lshl_u32 v73, s55, v92, 1
	s_and_b64 s[12:13], s[70:71], s[14:15]
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v150, v100
	v_mov_b32_e32 v151, v101
	v_cndmask_b32_e64 v73, v140, v73, s[12:13]
	s_waitcnt lgkmcnt(1)
	buffer_store_dwordx4 v[150:153], v73, s[36:39], 0 offen
	v_add_lshl_u32 v73, s55, v94, 1
	s_and_b64 s[12:13], s[68:69], s[14:15]
	v_mov_b32_e32 v186, v146
	v_mov_b32_e32 v187, v147
	v_cndmask_b32_e64 v73, v140, v73, s[12:13]
	s_waitcnt lgkmcnt(0)
	buffer_store_dwordx4 v[186:189], v73, s[36:39], 0 offen
	v_add_lshl_u32 v73, s55, v96, 1
	s_and_b64 s[12:13], s[20:21], s[14:15]
	v_mov_b32_e32 v104, v154
	v_mov_b32_e32 v105, v155
	v_cndmask_b32_e64 v73, v140, v73, s[12:13]
	buffer_store_dwordx4 v[102:105], v73, s[36:39], 0 offen
	v_add_lshl_u32 v73, s55, v98, 1
	s_and_b64 s[12:13], s[18:19], s[14:15]
	v_mov_b32_e32 v150, v190
	v_mov_b32_e32 v151, v191
	v_cndmask_b32_e64 v73, v140, v73, s[12:13]
	buffer_store_dwordx4 v[148:151], v73, s[36:39], 0 offen
	s_branch .LBB0_10
.LBB0_8:
	s_movk_i32 s76, 0x4000
	s_mov_b32 s66, 0x8000
	s_mov_b64 s[62:63], 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s81, s57
	s_mov_b64 s[46:47], s[56:57]
	v_mov_b64_e32 v[180:181], v[186:187]
	v_mov_b64_e32 v[182:183], v[186:187]
	v_mov_b64_e32 v[184:185], v[186:187]
	v_mov_b64_e32 v[78:79], v[76:77]
	v_mov_b64_e32 v[80:81], v[76:77]
	v_mov_b64_e32 v[82:83], v[76:77]
	v_mov_b64_e32 v[178:179], v[172:173]
	v_mov_b64_e32 v[176:177], v[172:173]
	v_mov_b64_e32 v[174:175], v[172:173]
	s_branch .LBB0_14
.LBB0_11:                               ; %Flow289
	s_mov_b64 s[18:19], s[64:65]
	v_mov_b64_e32 v[186:187], v[142:143]
	v_mov_b64_e32 v[76:77], v[144:145]
	s_mov_b32 s36, s87
	s_mov_b32 s54, s89
	s_mov_b32 s52, s86
	s_mov_b32 s22, s88
.LBB0_14:                               ; %._crit_edge
	v_lshl_add_u64 v[64:65], s[62:63], 0, v[170:171]
	v_mad_i64_i32 v[188:189], s[12:13], v170, s34, 0
	v_mad_i64_i32 v[190:191], s[12:13], v114, s34, 0
	v_mad_i64_i32 v[192:193], s[12:13], v115, s34, 0
	v_mad_i64_i32 v[194:195], s[12:13], v116, s34, 0
	s_mul_i32 s14, s62, s34
	v_cmp_gt_u64_e64 s[12:13], s[10:11], v[64:65]
	v_add_u32_e32 v66, s14, v188
	s_and_b64 s[12:13], s[12:13], s[18:19]
	v_add_u32_e32 v67, s14, v190
	v_add_lshl_u32 v64, v66, v82, 1
	v_bfrev_b32_e32 v65, 1
	s_and_b64 s[12:13], s[0:1], s[12:13]
	v_add_u32_e32 v68, s14, v192
	v_cndmask_b32_e64 v81, v65, v64, s[12:13]
	v_add_lshl_u32 v64, v67, v80, 1
	v_add_u32_e32 v69, s14, v194
	v_cndmask_b32_e64 v80, v65, v64, s[12:13]
	v_add_lshl_u32 v64, v68, v78, 1
	v_cndmask_b32_e64 v82, v65, v64, s[12:13]
	v_add_lshl_u32 v64, v69, v76, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cndmask_b32_e64 v83, v65, v64, s[12:13]
	buffer_load_dwordx4 v[64:67], v82, s[4:7], 0 offen
	buffer_load_dwordx4 v[68:71], v83, s[4:7], 0 offen
	buffer_load_dwordx4 v[72:75], v81, s[4:7], 0 offen
	buffer_load_dwordx4 v[76:79], v80, s[4:7], 0 offen
	v_add_u32_e32 v80, s81, v203
	v_mov_b32_e32 v88, 0x440
	v_add_u32_e32 v81, s81, v210
	v_add_u32_e32 v82, s81, v209
	v_add_u32_e32 v83, s81, v208
	v_add_u32_e32 v84, s81, v207
	v_add_u32_e32 v85, s81, v206
	v_add_u32_e32 v86, s81, v205
	v_add_u32_e32 v87, s81, v204
	ds_read2st64_b64 v[156:159], v80 offset1:16
	ds_read2st64_b64 v[152:155], v81 offset1:16
	ds_read2st64_b64 v[148:151], v82 offset1:16
	ds_read2st64_b64 v[144:147], v83 offset1:16
	ds_read2st64_b64 v[140:143], v84 offset1:16
	ds_read2st64_b64 v[136:139], v85 offset1:16
	ds_read2st64_b64 v[132:135], v86 offset1:16
	ds_read2st64_b64 v[128:131], v87 offset1:16
	v_cndmask_b32_e64 v80, v88, 0, s[2:3]
	v_xor_b32_e32 v80, v80, v112
	v_xor_b32_e32 v80, v80, v113
	v_or_b32_e32 v80, v80, v111
	s_mov_b32 s12, 0x5040100
	s_mov_b32 s13, 0x7060302
	v_xor_b32_e32 v81, 8, v80
	v_xor_b32_e32 v83, 24, v80
	v_xor_b32_e32 v85, 40, v80
	v_add_u32_e32 v185, 0, v80
	v_xor_b32_e32 v82, 16, v80
	v_xor_b32_e32 v84, 32, v80
	v_xor_b32_e32 v86, 48, v80
	v_xor_b32_e32 v87, 56, v80
	v_add_u32_e32 v220, 0, v81
	v_add_u32_e32 v214, 0, v83
	v_add_u32_e32 v195, 0, v85
	v_add_u32_e32 v216, 0, v82
	v_add_u32_e32 v212, 0, v84
	v_add_u32_e32 v191, 0, v86
	v_add_u32_e32 v218, 0, v87
	v_cmp_eq_u32_e64 s[2:3], 0, v106
	v_mov_b32_e32 v86, v54
	v_mov_b32_e32 v87, v55
	v_mov_b32_e32 v88, v56
	v_mov_b32_e32 v89, v57
	v_mov_b32_e32 v90, v58
	v_mov_b32_e32 v91, v59
	v_mov_b32_e32 v92, v60
	v_mov_b32_e32 v93, v61
	v_mov_b32_e32 v94, v62
	v_mov_b32_e32 v95, v63
	v_mov_b32_e32 v96, v32
	v_mov_b32_e32 v97, v33
	v_mov_b32_e32 v98, v34
	v_mov_b32_e32 v99, v35
	v_mov_b32_e32 v100, v36
	v_mov_b32_e32 v101, v37
	v_mov_b32_e32 v102, v38
	v_mov_b32_e32 v103, v39
	v_mov_b32_e32 v104, v40
	v_mov_b32_e32 v105, v41
	v_mov_b32_e32 v106, v42
	v_mov_b32_e32 v108, v44
	v_mov_b32_e32 v109, v45
	v_mov_b32_e32 v110, v46
	v_mov_b32_e32 v111, v47
	v_mov_b32_e32 v112, v16
	v_mov_b32_e32 v113, v17
	v_mov_b32_e32 v114, v18
	v_mov_b32_e32 v115, v19
	v_mov_b32_e32 v116, v20
	v_mov_b32_e32 v117, v21
	v_mov_b32_e32 v118, v22
	v_mov_b32_e32 v119, v23
	v_mov_b32_e32 v120, v24
	v_mov_b32_e32 v121, v25
	v_mov_b32_e32 v122, v26
	v_mov_b32_e32 v123, v27
	v_mov_b32_e32 v124, v28
	v_mov_b32_e32 v125, v29
	v_mov_b32_e32 v126, v30
	v_mov_b32_e32 v127, v31
	s_waitcnt vmcnt(2)
	v_perm_b32 v81, v68, v64, s12
	v_perm_b32 v83, v68, v64, s13
	s_waitcnt vmcnt(0)
	v_perm_b32 v80, v76, v72, s12
	v_perm_b32 v85, v69, v65, s12
	v_perm_b32 v65, v69, v65, s13
	v_perm_b32 v64, v77, v73, s13
	v_perm_b32 v82, v76, v72, s13
	v_perm_b32 v84, v77, v73, s12
	v_perm_b32 v69, v70, v66, s12
	v_perm_b32 v68, v78, v74, s12
	v_perm_b32 v73, v70, v66, s13
	v_perm_b32 v72, v78, v74, s13
	v_perm_b32 v77, v71, v67, s12
	v_perm_b32 v76, v79, v75, s12
	ds_write_b64 v185, v[80:81] offset:49152
	ds_write_b64 v220, v[82:83] offset:49280
	ds_write_b64 v216, v[84:85] offset:49408
	ds_write_b64 v214, v[64:65] offset:49536
	ds_write_b64 v212, v[68:69] offset:49664
	ds_write_b64 v195, v[72:73] offset:49792
	ds_write_b64 v191, v[76:77] offset:49920
	v_perm_b32 v65, v71, v67, s13
	v_perm_b32 v64, v79, v75, s13
	ds_write_b64 v218, v[64:65] offset:50048
	v_mov_b32_e32 v64, 0x808
	v_cndmask_b32_e64 v64, v64, 0, s[2:3]
	v_xor_b32_e32 v64, v107, v64
	v_add_u32_e32 v65, 0, v64
	s_and_b64 s[2:3], s[0:1], exec
	v_add_u32_e32 v219, 0xc000, v65
	v_xor_b32_e32 v65, 16, v64
	v_xor_b32_e32 v66, 32, v64
	v_xor_b32_e32 v67, 48, v64
	v_xor_b32_e32 v68, 64, v64
	v_xor_b32_e32 v69, 0x50, v64
	v_xor_b32_e32 v70, 0x60, v64
	v_xor_b32_e32 v71, 0x70, v64
	v_xor_b32_e32 v72, 0x4040, v64
	v_xor_b32_e32 v73, 0x4050, v64
	v_xor_b32_e32 v74, 0x4060, v64
	v_xor_b32_e32 v75, 0x4070, v64
	v_xor_b32_e32 v76, 0x4010, v64
	v_xor_b32_e32 v77, 0x4020, v64
	v_xor_b32_e32 v64, 0x4030, v64
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_add_u32_e32 v173, 0, v64
	v_add_u32_e32 v175, 0, v77
	v_add_u32_e32 v177, 0, v76
	v_add_u32_e32 v179, 0, v75
	v_add_u32_e32 v181, 0, v74
	v_add_u32_e32 v183, 0, v73
	v_add_u32_e32 v187, 0, v72
	v_add_u32_e32 v189, 0, v71
	v_add_u32_e32 v193, 0, v70
	v_add_u32_e32 v211, 0, v69
	v_add_u32_e32 v213, 0, v68
	v_add_u32_e32 v215, 0, v67
	v_add_u32_e32 v217, 0, v66
	v_add_u32_e32 v221, 0, v65
	v_mov_b32_e32 v64, v0
	v_mov_b32_e32 v65, v1
	v_mov_b32_e32 v66, v2
	v_mov_b32_e32 v67, v3
	v_mov_b32_e32 v68, v4
	v_mov_b32_e32 v69, v5
	v_mov_b32_e32 v70, v6
	v_mov_b32_e32 v71, v7
	v_mov_b32_e32 v72, v8
	v_mov_b32_e32 v73, v9
	v_mov_b32_e32 v74, v10
	v_mov_b32_e32 v75, v11
	v_mov_b32_e32 v76, v12
	v_mov_b32_e32 v77, v13
	v_mov_b32_e32 v78, v14
	v_mov_b32_e32 v79, v15
	v_mov_b32_e32 v80, v48
	v_mov_b32_e32 v81, v49
	v_mov_b32_e32 v82, v50
	v_mov_b32_e32 v83, v51
	v_mov_b32_e32 v84, v52
	v_mov_b32_e32 v85, v53
	v_mov_b32_e32 v107, v43
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_15
; %bb.21:
	ds_read2st64_b64 v[222:225], v219 offset1:32
	v_mov_b64_e32 v[78:79], v[14:15]
	v_mov_b64_e32 v[76:77], v[12:13]
	v_mov_b64_e32 v[74:75], v[10:11]
	v_mov_b64_e32 v[72:73], v[8:9]
	v_mov_b64_e32 v[70:71], v[6:7]
	v_mov_b64_e32 v[68:69], v[4:5]
	v_mov_b64_e32 v[66:67], v[2:3]
	v_mov_b64_e32 v[64:65], v[0:1]
	ds_read_b64 v[112:113], v221 offset:49152
	ds_read_b64 v[122:123], v193 offset:49152
	ds_read_b64 v[124:125], v189 offset:49152
	ds_read_b64 v[198:199], v187 offset:49152
	v_mov_b64_e32 v[110:111], v[46:47]
	v_mov_b64_e32 v[108:109], v[44:45]
	v_mov_b64_e32 v[106:107], v[42:43]
	v_mov_b64_e32 v[104:105], v[40:41]
	v_mov_b64_e32 v[102:103], v[38:39]
	v_mov_b64_e32 v[100:101], v[36:37]
	v_mov_b64_e32 v[98:99], v[34:35]
	v_mov_b64_e32 v[96:97], v[32:33]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[64:79], v[222:223], v[156:157], v[64:79]
	v_mov_b64_e32 v[94:95], v[62:63]
	v_mov_b64_e32 v[92:93], v[60:61]
	v_mov_b64_e32 v[90:91], v[58:59]
	v_mov_b64_e32 v[88:89], v[56:57]
	v_mov_b64_e32 v[86:87], v[54:55]
	v_mov_b64_e32 v[84:85], v[52:53]
	v_mov_b64_e32 v[82:83], v[50:51]
	v_mfma_f32_32x32x8_f16 v[96:111], v[222:223], v[158:159], v[96:111]
	v_mov_b64_e32 v[80:81], v[48:49]
	ds_read_b64 v[114:115], v217 offset:49152
	ds_read_b64 v[116:117], v215 offset:49152
	ds_read_b64 v[118:119], v213 offset:49152
	ds_read_b64 v[120:121], v211 offset:49152
	v_mov_b64_e32 v[126:127], v[30:31]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[80:95], v[198:199], v[156:157], v[80:95]
	ds_read_b64 v[156:157], v183 offset:49152
	v_mfma_f32_32x32x8_f16 v[64:79], v[112:113], v[152:153], v[64:79]
	v_mfma_f32_32x32x8_f16 v[96:111], v[112:113], v[154:155], v[96:111]
	v_mov_b64_e32 v[112:113], v[16:17]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[156:157], v[152:153], v[80:95]
	ds_read_b64 v[152:153], v181 offset:49152
	v_mfma_f32_32x32x8_f16 v[64:79], v[114:115], v[148:149], v[64:79]
	v_mfma_f32_32x32x8_f16 v[96:111], v[114:115], v[150:151], v[96:111]
	v_mov_b64_e32 v[114:115], v[18:19]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[152:153], v[148:149], v[80:95]
	ds_read_b64 v[148:149], v179 offset:49152
	v_mfma_f32_32x32x8_f16 v[64:79], v[116:117], v[144:145], v[64:79]
	v_mfma_f32_32x32x8_f16 v[96:111], v[116:117], v[146:147], v[96:111]
	v_mov_b64_e32 v[116:117], v[20:21]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[148:149], v[144:145], v[80:95]
	v_mfma_f32_32x32x8_f16 v[64:79], v[118:119], v[140:141], v[64:79]
	v_mfma_f32_32x32x8_f16 v[96:111], v[118:119], v[142:143], v[96:111]
	v_mov_b64_e32 v[118:119], v[22:23]
	v_mfma_f32_32x32x8_f16 v[80:95], v[224:225], v[140:141], v[80:95]
	ds_read_b64 v[140:141], v177 offset:49152
	v_mfma_f32_32x32x8_f16 v[64:79], v[120:121], v[136:137], v[64:79]
	v_mfma_f32_32x32x8_f16 v[96:111], v[120:121], v[138:139], v[96:111]
	v_mov_b64_e32 v[120:121], v[24:25]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[140:141], v[136:137], v[80:95]
	ds_read_b64 v[136:137], v175 offset:49152
	v_mfma_f32_32x32x8_f16 v[64:79], v[122:123], v[132:133], v[64:79]
	v_mfma_f32_32x32x8_f16 v[96:111], v[122:123], v[134:135], v[96:111]
	v_mov_b64_e32 v[122:123], v[26:27]
	v_mfma_f32_32x32x8_f16 v[64:79], v[124:125], v[128:129], v[64:79]
	v_mfma_f32_32x32x8_f16 v[96:111], v[124:125], v[130:131], v[96:111]
	v_mov_b64_e32 v[124:125], v[28:29]
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[112:127], v[198:199], v[158:159], v[112:127]
	v_mfma_f32_32x32x8_f16 v[112:127], v[156:157], v[154:155], v[112:127]
	v_mfma_f32_32x32x8_f16 v[112:127], v[152:153], v[150:151], v[112:127]
	v_mfma_f32_32x32x8_f16 v[112:127], v[148:149], v[146:147], v[112:127]
	v_mfma_f32_32x32x8_f16 v[112:127], v[224:225], v[142:143], v[112:127]
	v_mfma_f32_32x32x8_f16 v[112:127], v[140:141], v[138:139], v[112:127]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[136:137], v[132:133], v[80:95]
	ds_read_b64 v[132:133], v173 offset:49152
	v_mfma_f32_32x32x8_f16 v[112:127], v[136:137], v[134:135], v[112:127]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[132:133], v[128:129], v[80:95]
	v_mfma_f32_32x32x8_f16 v[112:127], v[132:133], v[130:131], v[112:127]
.LBB0_15:
	s_cmp_eq_u32 s57, s41
	s_cselect_b64 s[28:29], -1, 0
	s_and_b64 s[2:3], s[0:1], s[28:29]
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	scratch_store_dword off, v193, off offset:32 ; 4-byte Folded Spill
	scratch_store_dword off, v189, off offset:28 ; 4-byte Folded Spill
	scratch_store_dword off, v187, off offset:24 ; 4-byte Folded Spill
	scratch_store_dword off, v183, off offset:20 ; 4-byte Folded Spill
	scratch_store_dword off, v181, off offset:16 ; 4-byte Folded Spill
	scratch_store_dword off, v179, off offset:12 ; 4-byte Folded Spill
	scratch_store_dword off, v177, off offset:8 ; 4-byte Folded Spill
	scratch_store_dword off, v175, off offset:4 ; 4-byte Folded Spill
	scratch_store_dword off, v173, off      ; 4-byte Folded Spill
	s_cbranch_scc1 .LBB0_16
; %bb.23:
	v_and_b32_e32 v173, 0x3000, v240
	s_movk_i32 s13, 0x9b0
	v_lshlrev_b32_e32 v177, 4, v196
	v_cvt_f16_f32_e32 v128, v64
	v_cvt_f16_f32_e32 v132, v65
	v_cvt_f16_f32_e32 v129, v66
	v_cvt_f16_f32_e32 v133, v67
	v_cvt_f16_f32_e32 v130, v96
	v_cvt_f16_f32_e32 v146, v97
	v_cvt_f16_f32_e32 v131, v98
	v_cvt_f16_f32_e32 v147, v99
	v_and_b32_e32 v175, 0x5050, v239
	v_and_or_b32 v173, v177, s13, v173
	v_cvt_f16_f32_e32 v134, v68
	v_cvt_f16_f32_e32 v135, v69
	v_cvt_f16_f32_e32 v136, v70
	v_cvt_f16_f32_e32 v137, v71
	v_cvt_f16_f32_e32 v148, v100
	v_cvt_f16_f32_e32 v149, v101
	v_cvt_f16_f32_e32 v150, v102
	v_cvt_f16_f32_e32 v151, v103
	s_and_b32 s2, s27, 64
	v_xor_b32_e32 v173, v175, v173
	v_cvt_f16_f32_e32 v138, v72
	v_cvt_f16_f32_e32 v139, v73
	v_cvt_f16_f32_e32 v140, v74
	v_cvt_f16_f32_e32 v141, v75
	v_cvt_f16_f32_e32 v152, v104
	v_cvt_f16_f32_e32 v153, v105
	v_cvt_f16_f32_e32 v154, v106
	v_cvt_f16_f32_e32 v155, v107
	s_lshl_b32 s12, s74, 1
	v_xor_b32_e32 v173, s2, v173
	v_cvt_f16_f32_e32 v142, v76
	v_cvt_f16_f32_e32 v143, v77
	v_cvt_f16_f32_e32 v144, v78
	v_cvt_f16_f32_e32 v145, v79
	v_cvt_f16_f32_e32 v156, v108
	v_cvt_f16_f32_e32 v157, v109
	v_cvt_f16_f32_e32 v158, v110
	v_cvt_f16_f32_e32 v159, v111
	v_or3_b32 v173, s12, v238, v173
	v_add_u32_e32 v175, 0, v173
	v_pack_b32_f16 v131, v131, v147
	v_pack_b32_f16 v130, v130, v146
	v_pack_b32_f16 v129, v129, v133
	v_pack_b32_f16 v128, v128, v132
	s_barrier
	ds_write_b128 v175, v[128:131] offset:49152
	v_xad_u32 v146, v173, 16, 0
	v_pack_b32_f16 v131, v150, v151
	v_pack_b32_f16 v130, v148, v149
	v_pack_b32_f16 v129, v136, v137
	v_pack_b32_f16 v128, v134, v135
	s_bfe_i32 s3, s27, 0x10006
	ds_write_b128 v146, v[128:131] offset:49152
	v_xad_u32 v147, v173, 32, 0
	v_pack_b32_f16 v131, v154, v155
	v_pack_b32_f16 v130, v152, v153
	v_pack_b32_f16 v129, v140, v141
	v_pack_b32_f16 v128, v138, v139
	ds_write_b128 v147, v[128:131] offset:49152
	v_xad_u32 v148, v173, 48, 0
	v_pack_b32_f16 v131, v158, v159
	v_pack_b32_f16 v130, v156, v157
	v_pack_b32_f16 v129, v144, v145
	v_pack_b32_f16 v128, v142, v143
	s_and_b32 s2, s3, 0x5050
	s_movk_i32 s3, 0x3800
	ds_write_b128 v148, v[128:131] offset:49152
	v_and_or_b32 v129, v236, s3, v237
	v_and_b32_e32 v128, 0x1b0, v196
	v_xor_b32_e32 v129, s2, v129
	s_ashr_i32 s23, s22, 31
	v_xad_u32 v149, v129, v128, 0
	s_ashr_i32 s55, s54, 31
	v_lshl_add_u64 v[128:129], s[22:23], 0, v[168:169]
	v_lshl_add_u64 v[130:131], s[22:23], 0, v[160:161]
	v_lshl_add_u64 v[132:133], s[22:23], 0, v[162:163]
	v_lshl_add_u64 v[134:135], s[22:23], 0, v[164:165]
	v_mad_u64_u32 v[138:139], s[2:3], v168, s34, v[166:167]
	v_mad_u64_u32 v[140:141], s[2:3], v160, s34, v[166:167]
	v_mad_u64_u32 v[142:143], s[2:3], v162, s34, v[166:167]
	v_mad_u64_u32 v[144:145], s[2:3], v164, s34, v[166:167]
	v_lshl_add_u64 v[136:137], s[54:55], 0, v[166:167]
	v_cmp_lt_i32_e64 s[2:3], -1, v129
	v_cmp_gt_i64_e64 s[12:13], s[8:9], v[128:129]
	v_cmp_gt_i64_e64 s[14:15], s[8:9], v[130:131]
	v_cmp_gt_i64_e64 s[18:19], s[8:9], v[132:133]
	v_cmp_gt_i64_e64 s[20:21], s[8:9], v[134:135]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[150:153], v149 offset:49152
	ds_read_b128 v[154:157], v149 offset:49664
	ds_read_b128 v[224:227], v149 offset:50176
	ds_read_b128 v[230:233], v149 offset:50688
	s_mul_i32 s37, s22, s34
	s_and_b64 s[38:39], s[2:3], s[12:13]
	s_and_b64 s[30:31], s[2:3], s[14:15]
	s_and_b64 s[18:19], s[2:3], s[18:19]
	s_and_b64 s[14:15], s[2:3], s[20:21]
	v_cmp_lt_i32_e64 s[2:3], -1, v137
	v_cmp_gt_i64_e64 s[12:13], s[34:35], v[136:137]
	s_add_i32 s53, s37, s54
	s_and_b64 s[12:13], s[2:3], s[12:13]
	v_add_lshl_u32 v128, s53, v138, 1
	v_bfrev_b32_e32 v132, 1
	s_and_b64 s[2:3], s[38:39], s[12:13]
	s_and_b32 s21, s25, 0xffff
	s_mov_b32 s23, 0x27000
	s_mov_b32 s22, 0x7ffffffe
	s_mov_b32 s20, s24
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v222, v150
	v_mov_b32_e32 v223, v151
	v_cndmask_b32_e64 v128, v132, v128, s[2:3]
	s_waitcnt lgkmcnt(1)
	buffer_store_dwordx4 v[222:225], v128, s[20:23], 0 offen
	v_add_lshl_u32 v128, s53, v140, 1
	s_and_b64 s[2:3], s[30:31], s[12:13]
	v_mov_b32_e32 v228, v154
	v_mov_b32_e32 v229, v155
	v_cndmask_b32_e64 v128, v132, v128, s[2:3]
	s_waitcnt lgkmcnt(0)
	buffer_store_dwordx4 v[228:231], v128, s[20:23], 0 offen
	v_add_lshl_u32 v128, s53, v142, 1
	s_and_b64 s[2:3], s[18:19], s[12:13]
	v_mov_b32_e32 v154, v226
	v_mov_b32_e32 v155, v227
	v_cndmask_b32_e64 v128, v132, v128, s[2:3]
	buffer_store_dwordx4 v[152:155], v128, s[20:23], 0 offen
	v_add_lshl_u32 v128, s53, v144, 1
	s_and_b64 s[2:3], s[14:15], s[12:13]
	v_mov_b32_e32 v158, v232
	v_mov_b32_e32 v159, v233
	v_cndmask_b32_e64 v128, v132, v128, s[2:3]
	buffer_store_dwordx4 v[156:159], v128, s[20:23], 0 offen
	v_cvt_f16_f32_e32 v128, v80
	v_cvt_f16_f32_e32 v133, v81
	v_cvt_f16_f32_e32 v129, v82
	v_cvt_f16_f32_e32 v134, v83
	v_cvt_f16_f32_e32 v130, v112
	v_cvt_f16_f32_e32 v155, v113
	v_cvt_f16_f32_e32 v131, v114
	v_cvt_f16_f32_e32 v156, v115
	v_cvt_f16_f32_e32 v135, v84
	v_cvt_f16_f32_e32 v136, v85
	v_cvt_f16_f32_e32 v137, v86
	v_cvt_f16_f32_e32 v139, v87
	v_cvt_f16_f32_e32 v157, v116
	v_cvt_f16_f32_e32 v158, v117
	v_cvt_f16_f32_e32 v159, v118
	v_cvt_f16_f32_e32 v173, v119
	v_cvt_f16_f32_e32 v141, v88
	v_cvt_f16_f32_e32 v143, v89
	v_cvt_f16_f32_e32 v145, v90
	v_cvt_f16_f32_e32 v150, v91
	v_cvt_f16_f32_e32 v177, v120
	v_cvt_f16_f32_e32 v179, v121
	v_cvt_f16_f32_e32 v197, v122
	v_cvt_f16_f32_e32 v198, v123
	v_cvt_f16_f32_e32 v151, v92
	v_cvt_f16_f32_e32 v152, v93
	v_cvt_f16_f32_e32 v153, v94
	v_cvt_f16_f32_e32 v154, v95
	v_cvt_f16_f32_e32 v199, v124
	v_cvt_f16_f32_e32 v200, v125
	v_cvt_f16_f32_e32 v201, v126
	v_cvt_f16_f32_e32 v202, v127
	v_pack_b32_f16 v131, v131, v156
	v_pack_b32_f16 v130, v130, v155
	v_pack_b32_f16 v129, v129, v134
	v_pack_b32_f16 v128, v128, v133
	s_barrier
	ds_write_b128 v175, v[128:131] offset:49152
	v_pack_b32_f16 v131, v159, v173
	v_pack_b32_f16 v130, v157, v158
	v_pack_b32_f16 v129, v137, v139
	v_pack_b32_f16 v128, v135, v136
	s_add_i32 s2, s54, 0x80
	ds_write_b128 v146, v[128:131] offset:49152
	v_pack_b32_f16 v131, v197, v198
	v_pack_b32_f16 v130, v177, v179
	v_pack_b32_f16 v129, v145, v150
	v_pack_b32_f16 v128, v141, v143
	ds_write_b128 v147, v[128:131] offset:49152
	v_pack_b32_f16 v131, v201, v202
	v_pack_b32_f16 v130, v199, v200
	v_pack_b32_f16 v129, v153, v154
	v_pack_b32_f16 v128, v151, v152
	s_ashr_i32 s3, s2, 31
	ds_write_b128 v148, v[128:131] offset:49152
	v_lshl_add_u64 v[128:129], s[2:3], 0, v[166:167]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[134:137], v149 offset:49152
	ds_read_b128 v[150:153], v149 offset:49664
	ds_read_b128 v[156:159], v149 offset:50176
	ds_read_b128 v[224:227], v149 offset:50688
	s_add_i32 s37, s37, s2
	v_cmp_lt_i32_e64 s[2:3], -1, v129
	v_cmp_gt_i64_e64 s[12:13], s[34:35], v[128:129]
	s_and_b64 s[12:13], s[2:3], s[12:13]
	v_add_lshl_u32 v128, s37, v138, 1
	s_and_b64 s[2:3], s[38:39], s[12:13]
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v154, v134
	v_mov_b32_e32 v155, v135
	v_cndmask_b32_e64 v128, v132, v128, s[2:3]
	s_waitcnt lgkmcnt(1)
	buffer_store_dwordx4 v[154:157], v128, s[20:23], 0 offen
	v_add_lshl_u32 v128, s37, v140, 1
	s_and_b64 s[2:3], s[30:31], s[12:13]
	v_mov_b32_e32 v222, v150
	v_mov_b32_e32 v223, v151
	v_cndmask_b32_e64 v128, v132, v128, s[2:3]
	s_waitcnt lgkmcnt(0)
	buffer_store_dwordx4 v[222:225], v128, s[20:23], 0 offen
	v_add_lshl_u32 v128, s37, v142, 1
	s_and_b64 s[2:3], s[18:19], s[12:13]
	v_mov_b32_e32 v138, v158
	v_mov_b32_e32 v139, v159
	v_cndmask_b32_e64 v128, v132, v128, s[2:3]
	buffer_store_dwordx4 v[136:139], v128, s[20:23], 0 offen
	v_add_lshl_u32 v128, s37, v144, 1
	s_and_b64 s[2:3], s[14:15], s[12:13]
	v_mov_b32_e32 v154, v226
	v_mov_b32_e32 v155, v227
	v_cndmask_b32_e64 v128, v132, v128, s[2:3]
	buffer_store_dwordx4 v[152:155], v128, s[20:23], 0 offen
.LBB0_16:
	v_cndmask_b32_e64 v64, v64, 0, s[28:29]
	v_cndmask_b32_e64 v65, v65, 0, s[28:29]
	v_cndmask_b32_e64 v66, v66, 0, s[28:29]
	v_cndmask_b32_e64 v67, v67, 0, s[28:29]
	v_cndmask_b32_e64 v68, v68, 0, s[28:29]
	v_cndmask_b32_e64 v69, v69, 0, s[28:29]
	v_cndmask_b32_e64 v254, v0, v64, s[0:1]
	v_cndmask_b32_e64 v255, v1, v65, s[0:1]
	v_lshl_add_u64 v[0:1], s[48:49], 0, v[170:171]
	s_mul_i32 s2, s48, s34
	v_cndmask_b32_e64 v197, v2, v66, s[0:1]
	v_cndmask_b32_e64 v202, v3, v67, s[0:1]
	v_cndmask_b32_e64 v173, v4, v68, s[0:1]
	v_cndmask_b32_e64 v175, v5, v69, s[0:1]
	v_add_u32_e32 v2, s2, v188
	v_add_u32_e32 v3, s2, v190
	v_add_u32_e32 v4, s2, v192
	v_add_u32_e32 v5, s2, v194
	v_cmp_gt_u64_e64 s[2:3], s[10:11], v[0:1]
	s_and_b64 s[2:3], s[2:3], s[50:51]
	v_add_lshl_u32 v0, v2, v184, 1
	v_bfrev_b32_e32 v1, 1
	s_and_b64 s[2:3], vcc, s[2:3]
	v_add_lshl_u32 v2, v3, v182, 1
	v_add_lshl_u32 v3, v4, v180, 1
	v_cndmask_b32_e64 v3, v1, v3, s[2:3]
	v_add_lshl_u32 v4, v5, v186, 1
	v_cndmask_b32_e64 v0, v1, v0, s[2:3]
	v_cndmask_b32_e64 v2, v1, v2, s[2:3]
	v_cndmask_b32_e64 v1, v1, v4, s[2:3]
	buffer_load_dwordx4 v[250:253], v3, s[4:7], 0 offen
	buffer_load_dwordx4 v[198:201], v1, s[4:7], 0 offen
	buffer_load_dwordx4 v[128:131], v0, s[4:7], 0 offen
	buffer_load_dwordx4 v[132:135], v2, s[4:7], 0 offen
	v_cndmask_b32_e64 v70, v70, 0, s[28:29]
	v_cndmask_b32_e64 v71, v71, 0, s[28:29]
	v_cndmask_b32_e64 v72, v72, 0, s[28:29]
	v_cndmask_b32_e64 v73, v73, 0, s[28:29]
	v_cndmask_b32_e64 v74, v74, 0, s[28:29]
	v_cndmask_b32_e64 v75, v75, 0, s[28:29]
	v_cndmask_b32_e64 v76, v76, 0, s[28:29]
	v_cndmask_b32_e64 v77, v77, 0, s[28:29]
	v_cndmask_b32_e64 v78, v78, 0, s[28:29]
	v_cndmask_b32_e64 v79, v79, 0, s[28:29]
	v_cndmask_b32_e64 v80, v80, 0, s[28:29]
	v_cndmask_b32_e64 v81, v81, 0, s[28:29]
	v_cndmask_b32_e64 v82, v82, 0, s[28:29]
	v_cndmask_b32_e64 v83, v83, 0, s[28:29]
	v_cndmask_b32_e64 v84, v84, 0, s[28:29]
	v_cndmask_b32_e64 v85, v85, 0, s[28:29]
	v_cndmask_b32_e64 v86, v86, 0, s[28:29]
	v_cndmask_b32_e64 v87, v87, 0, s[28:29]
	v_cndmask_b32_e64 v88, v88, 0, s[28:29]
	v_cndmask_b32_e64 v89, v89, 0, s[28:29]
	v_cndmask_b32_e64 v90, v90, 0, s[28:29]
	v_cndmask_b32_e64 v91, v91, 0, s[28:29]
	v_cndmask_b32_e64 v92, v92, 0, s[28:29]
	v_cndmask_b32_e64 v93, v93, 0, s[28:29]
	v_cndmask_b32_e64 v94, v94, 0, s[28:29]
	v_cndmask_b32_e64 v95, v95, 0, s[28:29]
	v_cndmask_b32_e64 v96, v96, 0, s[28:29]
	v_cndmask_b32_e64 v97, v97, 0, s[28:29]
	v_cndmask_b32_e64 v98, v98, 0, s[28:29]
	v_cndmask_b32_e64 v99, v99, 0, s[28:29]
	v_cndmask_b32_e64 v100, v100, 0, s[28:29]
	v_cndmask_b32_e64 v101, v101, 0, s[28:29]
	v_cndmask_b32_e64 v102, v102, 0, s[28:29]
	v_cndmask_b32_e64 v103, v103, 0, s[28:29]
	v_cndmask_b32_e64 v104, v104, 0, s[28:29]
	v_cndmask_b32_e64 v105, v105, 0, s[28:29]
	v_cndmask_b32_e64 v106, v106, 0, s[28:29]
	v_cndmask_b32_e64 v107, v107, 0, s[28:29]
	v_cndmask_b32_e64 v108, v108, 0, s[28:29]
	v_cndmask_b32_e64 v109, v109, 0, s[28:29]
	v_cndmask_b32_e64 v110, v110, 0, s[28:29]
	v_cndmask_b32_e64 v111, v111, 0, s[28:29]
	v_cndmask_b32_e64 v112, v112, 0, s[28:29]
	v_cndmask_b32_e64 v113, v113, 0, s[28:29]
	v_cndmask_b32_e64 v114, v114, 0, s[28:29]
	v_cndmask_b32_e64 v115, v115, 0, s[28:29]
	v_cndmask_b32_e64 v116, v116, 0, s[28:29]
	v_cndmask_b32_e64 v117, v117, 0, s[28:29]
	v_cndmask_b32_e64 v118, v118, 0, s[28:29]
	v_cndmask_b32_e64 v119, v119, 0, s[28:29]
	v_cndmask_b32_e64 v120, v120, 0, s[28:29]
	v_cndmask_b32_e64 v121, v121, 0, s[28:29]
	v_cndmask_b32_e64 v122, v122, 0, s[28:29]
	v_cndmask_b32_e64 v123, v123, 0, s[28:29]
	v_cndmask_b32_e64 v124, v124, 0, s[28:29]
	v_cndmask_b32_e64 v125, v125, 0, s[28:29]
	v_cndmask_b32_e64 v126, v126, 0, s[28:29]
	v_cndmask_b32_e64 v127, v127, 0, s[28:29]
	v_mov_b32_e32 v193, v240
	v_mov_b32_e32 v189, v239
	v_mov_b32_e32 v187, v238
	v_mov_b32_e32 v183, v237
	v_mov_b32_e32 v181, v236
	v_cndmask_b32_e64 v177, v6, v70, s[0:1]
	v_cndmask_b32_e64 v179, v7, v71, s[0:1]
	v_cndmask_b32_e64 v136, v8, v72, s[0:1]
	v_cndmask_b32_e64 v137, v9, v73, s[0:1]
	v_cndmask_b32_e64 v138, v10, v74, s[0:1]
	v_cndmask_b32_e64 v139, v11, v75, s[0:1]
	v_cndmask_b32_e64 v140, v12, v76, s[0:1]
	v_cndmask_b32_e64 v141, v13, v77, s[0:1]
	v_cndmask_b32_e64 v142, v14, v78, s[0:1]
	v_cndmask_b32_e64 v143, v15, v79, s[0:1]
	v_cndmask_b32_e64 v144, v48, v80, s[0:1]
	v_cndmask_b32_e64 v145, v49, v81, s[0:1]
	v_cndmask_b32_e64 v146, v50, v82, s[0:1]
	v_cndmask_b32_e64 v147, v51, v83, s[0:1]
	v_cndmask_b32_e64 v148, v52, v84, s[0:1]
	v_cndmask_b32_e64 v149, v53, v85, s[0:1]
	v_cndmask_b32_e64 v150, v54, v86, s[0:1]
	v_cndmask_b32_e64 v151, v55, v87, s[0:1]
	v_cndmask_b32_e64 v152, v56, v88, s[0:1]
	v_cndmask_b32_e64 v153, v57, v89, s[0:1]
	v_cndmask_b32_e64 v154, v58, v90, s[0:1]
	v_cndmask_b32_e64 v155, v59, v91, s[0:1]
	v_cndmask_b32_e64 v156, v60, v92, s[0:1]
	v_cndmask_b32_e64 v157, v61, v93, s[0:1]
	v_cndmask_b32_e64 v158, v62, v94, s[0:1]
	v_cndmask_b32_e64 v159, v63, v95, s[0:1]
	v_cndmask_b32_e64 v180, v32, v96, s[0:1]
	v_cndmask_b32_e64 v182, v33, v97, s[0:1]
	v_cndmask_b32_e64 v184, v34, v98, s[0:1]
	v_cndmask_b32_e64 v186, v35, v99, s[0:1]
	v_cndmask_b32_e64 v222, v36, v100, s[0:1]
	v_cndmask_b32_e64 v223, v37, v101, s[0:1]
	v_cndmask_b32_e64 v224, v38, v102, s[0:1]
	v_cndmask_b32_e64 v225, v39, v103, s[0:1]
	v_cndmask_b32_e64 v226, v40, v104, s[0:1]
	v_cndmask_b32_e64 v227, v41, v105, s[0:1]
	v_cndmask_b32_e64 v228, v42, v106, s[0:1]
	v_cndmask_b32_e64 v229, v43, v107, s[0:1]
	v_cndmask_b32_e64 v230, v44, v108, s[0:1]
	v_cndmask_b32_e64 v231, v45, v109, s[0:1]
	v_cndmask_b32_e64 v232, v46, v110, s[0:1]
	v_cndmask_b32_e64 v233, v47, v111, s[0:1]
	v_cndmask_b32_e64 v234, v16, v112, s[0:1]
	v_cndmask_b32_e64 v235, v17, v113, s[0:1]
	v_cndmask_b32_e64 v236, v18, v114, s[0:1]
	v_cndmask_b32_e64 v237, v19, v115, s[0:1]
	v_cndmask_b32_e64 v238, v20, v116, s[0:1]
	v_cndmask_b32_e64 v239, v21, v117, s[0:1]
	v_cndmask_b32_e64 v240, v22, v118, s[0:1]
	v_cndmask_b32_e64 v241, v23, v119, s[0:1]
	v_cndmask_b32_e64 v242, v24, v120, s[0:1]
	v_cndmask_b32_e64 v243, v25, v121, s[0:1]
	v_cndmask_b32_e64 v244, v26, v122, s[0:1]
	v_cndmask_b32_e64 v245, v27, v123, s[0:1]
	v_cndmask_b32_e64 v246, v28, v124, s[0:1]
	v_cndmask_b32_e64 v247, v29, v125, s[0:1]
	v_cndmask_b32_e64 v248, v30, v126, s[0:1]
	v_cndmask_b32_e64 v249, v31, v127, s[0:1]
	s_mov_b32 s0, 0x5040100
	v_add_u32_e32 v0, s76, v203
	v_add_u32_e32 v4, s76, v210
	v_add_u32_e32 v8, s76, v209
	v_add_u32_e32 v12, s76, v208
	v_add_u32_e32 v16, s76, v207
	v_add_u32_e32 v20, s76, v206
	v_add_u32_e32 v24, s76, v205
	v_add_u32_e32 v28, s76, v204
	s_waitcnt vmcnt(2)
	v_perm_b32 v33, v198, v250, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v32, v132, v128, s0
	s_mov_b32 s1, 0x7060302
	ds_read2st64_b64 v[0:3], v0 offset1:16
	ds_read2st64_b64 v[4:7], v4 offset1:16
	ds_read2st64_b64 v[8:11], v8 offset1:16
	ds_read2st64_b64 v[12:15], v12 offset1:16
	ds_read2st64_b64 v[16:19], v16 offset1:16
	ds_read2st64_b64 v[20:23], v20 offset1:16
	ds_read2st64_b64 v[24:27], v24 offset1:16
	ds_read2st64_b64 v[28:31], v28 offset1:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b64 v185, v[32:33] offset:49152
	v_perm_b32 v33, v198, v250, s1
	v_perm_b32 v32, v132, v128, s1
	ds_write_b64 v220, v[32:33] offset:49280
	v_perm_b32 v33, v199, v251, s0
	v_perm_b32 v32, v133, v129, s0
	ds_write_b64 v216, v[32:33] offset:49408
	v_perm_b32 v33, v199, v251, s1
	v_perm_b32 v32, v133, v129, s1
	ds_write_b64 v214, v[32:33] offset:49536
	v_perm_b32 v33, v200, v252, s0
	v_perm_b32 v32, v134, v130, s0
	ds_write_b64 v212, v[32:33] offset:49664
	v_perm_b32 v33, v200, v252, s1
	v_perm_b32 v32, v134, v130, s1
	ds_write_b64 v195, v[32:33] offset:49792
	v_perm_b32 v33, v201, v253, s0
	v_perm_b32 v32, v135, v131, s0
	ds_write_b64 v191, v[32:33] offset:49920
	v_perm_b32 v33, v201, v253, s1
	v_perm_b32 v32, v135, v131, s1
	s_and_b64 s[0:1], vcc, exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	ds_write_b64 v218, v[32:33] offset:50048
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_17
; %bb.25:
	scratch_load_dword v50, off, off offset:24 ; 4-byte Folded Reload
	ds_read2st64_b64 v[32:35], v219 offset1:32
	ds_read_b64 v[38:39], v217 offset:49152
	ds_read_b64 v[36:37], v221 offset:49152
	ds_read_b64 v[44:45], v211 offset:49152
	ds_read_b64 v[42:43], v213 offset:49152
	scratch_load_dword v46, off, off offset:32 ; 4-byte Folded Reload
	ds_read_b64 v[40:41], v215 offset:49152
	scratch_load_dword v48, off, off offset:28 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_f16 v[64:79], v[32:33], v[0:1], v[64:79]
	s_waitcnt vmcnt(2)
	ds_read_b64 v[50:51], v50 offset:49152
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[64:79], v[36:37], v[4:5], v[64:79]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[50:51], v[0:1], v[80:95]
	scratch_load_dword v0, off, off offset:20 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_read_b64 v[0:1], v0 offset:49152
	v_mfma_f32_32x32x8_f16 v[64:79], v[38:39], v[8:9], v[64:79]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[0:1], v[4:5], v[80:95]
	scratch_load_dword v4, off, off offset:16 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_read_b64 v[4:5], v4 offset:49152
	v_mfma_f32_32x32x8_f16 v[96:111], v[32:33], v[2:3], v[96:111]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[4:5], v[8:9], v[80:95]
	scratch_load_dword v8, off, off offset:12 ; 4-byte Folded Reload
	ds_read_b64 v[46:47], v46 offset:49152
	s_waitcnt vmcnt(0)
	ds_read_b64 v[8:9], v8 offset:49152
	v_mfma_f32_32x32x8_f16 v[64:79], v[40:41], v[12:13], v[64:79]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[8:9], v[12:13], v[80:95]
	scratch_load_dword v12, off, off offset:8 ; 4-byte Folded Reload
	ds_read_b64 v[48:49], v48 offset:49152
	v_mfma_f32_32x32x8_f16 v[64:79], v[42:43], v[16:17], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[34:35], v[16:17], v[80:95]
	scratch_load_dword v16, off, off offset:4 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	ds_read_b64 v[12:13], v12 offset:49152
	v_mfma_f32_32x32x8_f16 v[64:79], v[44:45], v[20:21], v[64:79]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[12:13], v[20:21], v[80:95]
	scratch_load_dword v20, off, off        ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	ds_read_b64 v[16:17], v16 offset:49152
	v_mfma_f32_32x32x8_f16 v[112:127], v[50:51], v[2:3], v[112:127]
	s_waitcnt vmcnt(0)
	ds_read_b64 v[20:21], v20 offset:49152
	v_mfma_f32_32x32x8_f16 v[96:111], v[36:37], v[6:7], v[96:111]
	v_mfma_f32_32x32x8_f16 v[112:127], v[0:1], v[6:7], v[112:127]
	v_mfma_f32_32x32x8_f16 v[96:111], v[38:39], v[10:11], v[96:111]
	v_mfma_f32_32x32x8_f16 v[112:127], v[4:5], v[10:11], v[112:127]
	v_mfma_f32_32x32x8_f16 v[96:111], v[40:41], v[14:15], v[96:111]
	v_mfma_f32_32x32x8_f16 v[112:127], v[8:9], v[14:15], v[112:127]
	v_mfma_f32_32x32x8_f16 v[96:111], v[42:43], v[18:19], v[96:111]
	v_mfma_f32_32x32x8_f16 v[112:127], v[34:35], v[18:19], v[112:127]
	v_mfma_f32_32x32x8_f16 v[96:111], v[44:45], v[22:23], v[96:111]
	v_mfma_f32_32x32x8_f16 v[112:127], v[12:13], v[22:23], v[112:127]
	v_mfma_f32_32x32x8_f16 v[64:79], v[46:47], v[24:25], v[64:79]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[80:95], v[16:17], v[24:25], v[80:95]
	v_mfma_f32_32x32x8_f16 v[96:111], v[46:47], v[26:27], v[96:111]
	v_mfma_f32_32x32x8_f16 v[112:127], v[16:17], v[26:27], v[112:127]
	v_mfma_f32_32x32x8_f16 v[64:79], v[48:49], v[28:29], v[64:79]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[20:21], v[28:29], v[80:95]
	v_mfma_f32_32x32x8_f16 v[96:111], v[48:49], v[30:31], v[96:111]
	v_mfma_f32_32x32x8_f16 v[112:127], v[20:21], v[30:31], v[112:127]
	s_branch .LBB0_18
.LBB0_17:
	v_mov_b32_e32 v64, v254
	v_mov_b32_e32 v65, v255
	v_mov_b32_e32 v66, v197
	v_mov_b32_e32 v67, v202
	v_mov_b32_e32 v68, v173
	v_mov_b32_e32 v69, v175
	v_mov_b32_e32 v70, v177
	v_mov_b32_e32 v71, v179
	v_mov_b32_e32 v72, v136
	v_mov_b32_e32 v73, v137
	v_mov_b32_e32 v74, v138
	v_mov_b32_e32 v75, v139
	v_mov_b32_e32 v76, v140
	v_mov_b32_e32 v77, v141
	v_mov_b32_e32 v78, v142
	v_mov_b32_e32 v79, v143
	v_mov_b32_e32 v80, v144
	v_mov_b32_e32 v81, v145
	v_mov_b32_e32 v82, v146
	v_mov_b32_e32 v83, v147
	v_mov_b32_e32 v84, v148
	v_mov_b32_e32 v85, v149
	v_mov_b32_e32 v86, v150
	v_mov_b32_e32 v87, v151
	v_mov_b32_e32 v88, v152
	v_mov_b32_e32 v89, v153
	v_mov_b32_e32 v90, v154
	v_mov_b32_e32 v91, v155
	v_mov_b32_e32 v92, v156
	v_mov_b32_e32 v93, v157
	v_mov_b32_e32 v94, v158
	v_mov_b32_e32 v95, v159
	v_mov_b32_e32 v96, v180
	v_mov_b32_e32 v97, v182
	v_mov_b32_e32 v98, v184
	v_mov_b32_e32 v99, v186
	v_mov_b32_e32 v100, v222
	v_mov_b32_e32 v101, v223
	v_mov_b32_e32 v102, v224
	v_mov_b32_e32 v103, v225
	v_mov_b32_e32 v104, v226
	v_mov_b32_e32 v105, v227
	v_mov_b32_e32 v106, v228
	v_mov_b32_e32 v107, v229
	v_mov_b32_e32 v108, v230
	v_mov_b32_e32 v109, v231
	v_mov_b32_e32 v110, v232
	v_mov_b32_e32 v111, v233
	v_mov_b32_e32 v112, v234
	v_mov_b32_e32 v113, v235
	v_mov_b32_e32 v114, v236
	v_mov_b32_e32 v115, v237
	v_mov_b32_e32 v116, v238
	v_mov_b32_e32 v117, v239
	v_mov_b32_e32 v118, v240
	v_mov_b32_e32 v119, v241
	v_mov_b32_e32 v120, v242
	v_mov_b32_e32 v121, v243
	v_mov_b32_e32 v122, v244
	v_mov_b32_e32 v123, v245
	v_mov_b32_e32 v124, v246
	v_mov_b32_e32 v125, v247
	v_mov_b32_e32 v126, v248
	v_mov_b32_e32 v127, v249
.LBB0_18:
	s_cmp_eq_u32 s75, s41
	s_cselect_b64 s[20:21], -1, 0
	s_and_b64 s[0:1], vcc, s[20:21]
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_19
; %bb.28:
	v_and_b32_e32 v32, 0x3000, v193
	s_movk_i32 s3, 0x9b0
	v_lshlrev_b32_e32 v34, 4, v196
	v_cvt_f16_f32_e32 v0, v64
	v_cvt_f16_f32_e32 v4, v65
	v_cvt_f16_f32_e32 v1, v66
	v_cvt_f16_f32_e32 v5, v67
	v_cvt_f16_f32_e32 v2, v96
	v_cvt_f16_f32_e32 v18, v97
	v_cvt_f16_f32_e32 v3, v98
	v_cvt_f16_f32_e32 v19, v99
	v_and_b32_e32 v33, 0x5050, v189
	v_and_or_b32 v32, v34, s3, v32
	v_cvt_f16_f32_e32 v6, v68
	v_cvt_f16_f32_e32 v7, v69
	v_cvt_f16_f32_e32 v8, v70
	v_cvt_f16_f32_e32 v9, v71
	v_cvt_f16_f32_e32 v20, v100
	v_cvt_f16_f32_e32 v21, v101
	v_cvt_f16_f32_e32 v22, v102
	v_cvt_f16_f32_e32 v23, v103
	s_and_b32 s0, s27, 64
	v_xor_b32_e32 v32, v33, v32
	v_cvt_f16_f32_e32 v10, v72
	v_cvt_f16_f32_e32 v11, v73
	v_cvt_f16_f32_e32 v12, v74
	v_cvt_f16_f32_e32 v13, v75
	v_cvt_f16_f32_e32 v24, v104
	v_cvt_f16_f32_e32 v25, v105
	v_cvt_f16_f32_e32 v26, v106
	v_cvt_f16_f32_e32 v27, v107
	s_lshl_b32 s2, s74, 1
	v_xor_b32_e32 v32, s0, v32
	v_cvt_f16_f32_e32 v14, v76
	v_cvt_f16_f32_e32 v15, v77
	v_cvt_f16_f32_e32 v16, v78
	v_cvt_f16_f32_e32 v17, v79
	v_cvt_f16_f32_e32 v28, v108
	v_cvt_f16_f32_e32 v29, v109
	v_cvt_f16_f32_e32 v30, v110
	v_cvt_f16_f32_e32 v31, v111
	v_or3_b32 v32, s2, v187, v32
	v_add_u32_e32 v33, 0, v32
	v_pack_b32_f16 v3, v3, v19
	v_pack_b32_f16 v2, v2, v18
	v_pack_b32_f16 v1, v1, v5
	v_pack_b32_f16 v0, v0, v4
	s_barrier
	ds_write_b128 v33, v[0:3] offset:49152
	v_xad_u32 v18, v32, 16, 0
	v_pack_b32_f16 v3, v22, v23
	v_pack_b32_f16 v2, v20, v21
	v_pack_b32_f16 v1, v8, v9
	v_pack_b32_f16 v0, v6, v7
	s_bfe_i32 s1, s27, 0x10006
	ds_write_b128 v18, v[0:3] offset:49152
	v_xad_u32 v19, v32, 32, 0
	v_pack_b32_f16 v3, v26, v27
	v_pack_b32_f16 v2, v24, v25
	v_pack_b32_f16 v1, v12, v13
	v_pack_b32_f16 v0, v10, v11
	ds_write_b128 v19, v[0:3] offset:49152
	v_xad_u32 v20, v32, 48, 0
	v_pack_b32_f16 v3, v30, v31
	v_pack_b32_f16 v2, v28, v29
	v_pack_b32_f16 v1, v16, v17
	v_pack_b32_f16 v0, v14, v15
	s_and_b32 s0, s1, 0x5050
	s_movk_i32 s1, 0x3800
	ds_write_b128 v20, v[0:3] offset:49152
	v_and_or_b32 v1, v181, s1, v183
	v_and_b32_e32 v0, 0x1b0, v196
	v_xor_b32_e32 v1, s0, v1
	s_ashr_i32 s53, s52, 31
	v_xad_u32 v21, v1, v0, 0
	s_ashr_i32 s37, s36, 31
	v_lshl_add_u64 v[0:1], s[52:53], 0, v[168:169]
	v_lshl_add_u64 v[2:3], s[52:53], 0, v[160:161]
	v_lshl_add_u64 v[4:5], s[52:53], 0, v[162:163]
	v_lshl_add_u64 v[6:7], s[52:53], 0, v[164:165]
	v_mad_u64_u32 v[10:11], s[0:1], v168, s34, v[166:167]
	v_mad_u64_u32 v[12:13], s[0:1], v160, s34, v[166:167]
	v_mad_u64_u32 v[14:15], s[0:1], v162, s34, v[166:167]
	v_mad_u64_u32 v[16:17], s[0:1], v164, s34, v[166:167]
	v_lshl_add_u64 v[8:9], s[36:37], 0, v[166:167]
	v_cmp_lt_i32_e64 s[0:1], -1, v1
	v_cmp_gt_i64_e64 s[2:3], s[8:9], v[0:1]
	v_cmp_gt_i64_e64 s[12:13], s[8:9], v[2:3]
	v_cmp_gt_i64_e64 s[14:15], s[8:9], v[4:5]
	v_cmp_gt_i64_e64 s[18:19], s[8:9], v[6:7]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[22:25], v21 offset:49152
	ds_read_b128 v[26:29], v21 offset:49664
	ds_read_b128 v[36:39], v21 offset:50176
	ds_read_b128 v[42:45], v21 offset:50688
	s_mul_i32 s37, s52, s34
	s_and_b64 s[30:31], s[0:1], s[2:3]
	s_and_b64 s[28:29], s[0:1], s[12:13]
	s_and_b64 s[22:23], s[0:1], s[14:15]
	s_and_b64 s[18:19], s[0:1], s[18:19]
	v_cmp_lt_i32_e64 s[0:1], -1, v9
	v_cmp_gt_i64_e64 s[2:3], s[34:35], v[8:9]
	s_add_i32 s38, s37, s36
	s_and_b64 s[2:3], s[0:1], s[2:3]
	v_add_lshl_u32 v0, s38, v10, 1
	v_bfrev_b32_e32 v4, 1
	s_and_b64 s[0:1], s[30:31], s[2:3]
	s_and_b32 s13, s25, 0xffff
	s_mov_b32 s15, 0x27000
	s_mov_b32 s14, 0x7ffffffe
	s_mov_b32 s12, s24
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v34, v22
	v_mov_b32_e32 v35, v23
	v_cndmask_b32_e64 v0, v4, v0, s[0:1]
	s_waitcnt lgkmcnt(1)
	buffer_store_dwordx4 v[34:37], v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, s38, v12, 1
	s_and_b64 s[0:1], s[28:29], s[2:3]
	v_mov_b32_e32 v40, v26
	v_mov_b32_e32 v41, v27
	v_cndmask_b32_e64 v0, v4, v0, s[0:1]
	s_waitcnt lgkmcnt(0)
	buffer_store_dwordx4 v[40:43], v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, s38, v14, 1
	s_and_b64 s[0:1], s[22:23], s[2:3]
	v_mov_b32_e32 v26, v38
	v_mov_b32_e32 v27, v39
	v_cndmask_b32_e64 v0, v4, v0, s[0:1]
	buffer_store_dwordx4 v[24:27], v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, s38, v16, 1
	s_and_b64 s[0:1], s[18:19], s[2:3]
	v_mov_b32_e32 v30, v44
	v_mov_b32_e32 v31, v45
	v_cndmask_b32_e64 v0, v4, v0, s[0:1]
	buffer_store_dwordx4 v[28:31], v0, s[12:15], 0 offen
	v_cvt_f16_f32_e32 v0, v80
	v_cvt_f16_f32_e32 v5, v81
	v_cvt_f16_f32_e32 v1, v82
	v_cvt_f16_f32_e32 v6, v83
	v_cvt_f16_f32_e32 v2, v112
	v_cvt_f16_f32_e32 v27, v113
	v_cvt_f16_f32_e32 v3, v114
	v_cvt_f16_f32_e32 v28, v115
	v_cvt_f16_f32_e32 v7, v84
	v_cvt_f16_f32_e32 v8, v85
	v_cvt_f16_f32_e32 v9, v86
	v_cvt_f16_f32_e32 v11, v87
	v_cvt_f16_f32_e32 v29, v116
	v_cvt_f16_f32_e32 v30, v117
	v_cvt_f16_f32_e32 v31, v118
	v_cvt_f16_f32_e32 v32, v119
	v_cvt_f16_f32_e32 v13, v88
	v_cvt_f16_f32_e32 v15, v89
	v_cvt_f16_f32_e32 v17, v90
	v_cvt_f16_f32_e32 v22, v91
	v_cvt_f16_f32_e32 v34, v120
	v_cvt_f16_f32_e32 v35, v121
	v_cvt_f16_f32_e32 v36, v122
	v_cvt_f16_f32_e32 v37, v123
	v_cvt_f16_f32_e32 v23, v92
	v_cvt_f16_f32_e32 v24, v93
	v_cvt_f16_f32_e32 v25, v94
	v_cvt_f16_f32_e32 v26, v95
	v_cvt_f16_f32_e32 v38, v124
	v_cvt_f16_f32_e32 v39, v125
	v_cvt_f16_f32_e32 v40, v126
	v_cvt_f16_f32_e32 v41, v127
	v_pack_b32_f16 v3, v3, v28
	v_pack_b32_f16 v2, v2, v27
	v_pack_b32_f16 v1, v1, v6
	v_pack_b32_f16 v0, v0, v5
	s_barrier
	ds_write_b128 v33, v[0:3] offset:49152
	v_pack_b32_f16 v3, v31, v32
	v_pack_b32_f16 v2, v29, v30
	v_pack_b32_f16 v1, v9, v11
	v_pack_b32_f16 v0, v7, v8
	s_add_i32 s0, s36, 0x80
	ds_write_b128 v18, v[0:3] offset:49152
	v_pack_b32_f16 v3, v36, v37
	v_pack_b32_f16 v2, v34, v35
	v_pack_b32_f16 v1, v17, v22
	v_pack_b32_f16 v0, v13, v15
	ds_write_b128 v19, v[0:3] offset:49152
	v_pack_b32_f16 v3, v40, v41
	v_pack_b32_f16 v2, v38, v39
	v_pack_b32_f16 v1, v25, v26
	v_pack_b32_f16 v0, v23, v24
	s_ashr_i32 s1, s0, 31
	ds_write_b128 v20, v[0:3] offset:49152
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[166:167]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[6:9], v21 offset:49152
	ds_read_b128 v[22:25], v21 offset:49664
	ds_read_b128 v[28:31], v21 offset:50176
	ds_read_b128 v[34:37], v21 offset:50688
	s_add_i32 s37, s37, s0
	v_cmp_lt_i32_e64 s[0:1], -1, v1
	v_cmp_gt_i64_e64 s[2:3], s[34:35], v[0:1]
	s_and_b64 s[2:3], s[0:1], s[2:3]
	v_add_lshl_u32 v0, s37, v10, 1
	s_and_b64 s[0:1], s[30:31], s[2:3]
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v26, v6
	v_mov_b32_e32 v27, v7
	v_cndmask_b32_e64 v0, v4, v0, s[0:1]
	s_waitcnt lgkmcnt(1)
	buffer_store_dwordx4 v[26:29], v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, s37, v12, 1
	s_and_b64 s[0:1], s[28:29], s[2:3]
	v_mov_b32_e32 v32, v22
	v_mov_b32_e32 v33, v23
	v_cndmask_b32_e64 v0, v4, v0, s[0:1]
	s_waitcnt lgkmcnt(0)
	buffer_store_dwordx4 v[32:35], v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, s37, v14, 1
	s_and_b64 s[0:1], s[22:23], s[2:3]
	v_mov_b32_e32 v10, v30
	v_mov_b32_e32 v11, v31
	v_cndmask_b32_e64 v0, v4, v0, s[0:1]
	buffer_store_dwordx4 v[8:11], v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, s37, v16, 1
	s_and_b64 s[0:1], s[18:19], s[2:3]
	v_mov_b32_e32 v26, v36
	v_mov_b32_e32 v27, v37
	v_cndmask_b32_e64 v0, v4, v0, s[0:1]
	buffer_store_dwordx4 v[24:27], v0, s[12:15], 0 offen
.LBB0_19:
	v_lshl_add_u64 v[0:1], s[46:47], 0, v[170:171]
	s_mul_i32 s0, s46, s34
	v_add_u32_e32 v2, s0, v188
	v_add_u32_e32 v3, s0, v190
	v_add_u32_e32 v4, s0, v192
	v_add_u32_e32 v5, s0, v194
	v_cmp_gt_u64_e64 s[0:1], s[10:11], v[0:1]
	s_and_b64 s[0:1], s[0:1], s[44:45]
	v_add_lshl_u32 v0, v2, v174, 1
	v_bfrev_b32_e32 v1, 1
	s_and_b64 s[0:1], s[42:43], s[0:1]
	v_add_lshl_u32 v2, v3, v176, 1
	v_add_lshl_u32 v3, v4, v178, 1
	v_cndmask_b32_e64 v3, v1, v3, s[0:1]
	v_add_lshl_u32 v4, v5, v172, 1
	v_cndmask_b32_e64 v0, v1, v0, s[0:1]
	v_cndmask_b32_e64 v2, v1, v2, s[0:1]
	v_cndmask_b32_e64 v1, v1, v4, s[0:1]
	buffer_load_dwordx4 v[128:131], v3, s[4:7], 0 offen
	buffer_load_dwordx4 v[132:135], v1, s[4:7], 0 offen
	buffer_load_dwordx4 v[198:201], v0, s[4:7], 0 offen
	buffer_load_dwordx4 v[250:253], v2, s[4:7], 0 offen
	s_mov_b32 s0, 0x5040100
	v_cndmask_b32_e64 v32, v64, 0, s[20:21]
	v_cndmask_b32_e64 v36, v68, 0, s[20:21]
	v_cndmask_b32_e64 v40, v72, 0, s[20:21]
	v_cndmask_b32_e64 v44, v76, 0, s[20:21]
	v_cndmask_b32_e64 v0, v80, 0, s[20:21]
	v_cndmask_b32_e64 v4, v84, 0, s[20:21]
	v_cndmask_b32_e64 v8, v88, 0, s[20:21]
	v_cndmask_b32_e64 v12, v92, 0, s[20:21]
	v_cndmask_b32_e64 v48, v96, 0, s[20:21]
	v_cndmask_b32_e64 v49, v97, 0, s[20:21]
	v_add_u32_e32 v64, s66, v203
	v_add_u32_e32 v68, s66, v210
	v_add_u32_e32 v72, s66, v209
	v_add_u32_e32 v76, s66, v208
	v_add_u32_e32 v80, s66, v207
	v_add_u32_e32 v84, s66, v206
	v_add_u32_e32 v88, s66, v205
	v_add_u32_e32 v92, s66, v204
	s_mov_b32 s1, 0x7060302
	v_cndmask_b32_e64 v33, v65, 0, s[20:21]
	v_cndmask_b32_e64 v34, v66, 0, s[20:21]
	v_cndmask_b32_e64 v35, v67, 0, s[20:21]
	v_cndmask_b32_e64 v37, v69, 0, s[20:21]
	v_cndmask_b32_e64 v38, v70, 0, s[20:21]
	v_cndmask_b32_e64 v39, v71, 0, s[20:21]
	v_cndmask_b32_e64 v41, v73, 0, s[20:21]
	v_cndmask_b32_e64 v42, v74, 0, s[20:21]
	v_cndmask_b32_e64 v43, v75, 0, s[20:21]
	v_cndmask_b32_e64 v45, v77, 0, s[20:21]
	v_cndmask_b32_e64 v46, v78, 0, s[20:21]
	v_cndmask_b32_e64 v47, v79, 0, s[20:21]
	v_cndmask_b32_e64 v1, v81, 0, s[20:21]
	v_cndmask_b32_e64 v2, v82, 0, s[20:21]
	v_cndmask_b32_e64 v3, v83, 0, s[20:21]
	v_cndmask_b32_e64 v5, v85, 0, s[20:21]
	v_cndmask_b32_e64 v6, v86, 0, s[20:21]
	v_cndmask_b32_e64 v7, v87, 0, s[20:21]
	v_cndmask_b32_e64 v9, v89, 0, s[20:21]
	v_cndmask_b32_e64 v10, v90, 0, s[20:21]
	v_cndmask_b32_e64 v11, v91, 0, s[20:21]
	v_cndmask_b32_e64 v13, v93, 0, s[20:21]
	v_cndmask_b32_e64 v14, v94, 0, s[20:21]
	v_cndmask_b32_e64 v15, v95, 0, s[20:21]
	ds_read2st64_b64 v[64:67], v64 offset1:16
	ds_read2st64_b64 v[68:71], v68 offset1:16
	ds_read2st64_b64 v[72:75], v72 offset1:16
	ds_read2st64_b64 v[76:79], v76 offset1:16
	ds_read2st64_b64 v[80:83], v80 offset1:16
	ds_read2st64_b64 v[84:87], v84 offset1:16
	ds_read2st64_b64 v[88:91], v88 offset1:16
	ds_read2st64_b64 v[92:95], v92 offset1:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cndmask_b32_e64 v50, v98, 0, s[20:21]
	v_cndmask_b32_e64 v51, v99, 0, s[20:21]
	v_cndmask_b32_e64 v52, v100, 0, s[20:21]
	v_cndmask_b32_e64 v53, v101, 0, s[20:21]
	v_cndmask_b32_e64 v54, v102, 0, s[20:21]
	v_cndmask_b32_e64 v55, v103, 0, s[20:21]
	v_cndmask_b32_e64 v56, v104, 0, s[20:21]
	v_cndmask_b32_e64 v57, v105, 0, s[20:21]
	v_cndmask_b32_e64 v58, v106, 0, s[20:21]
	v_cndmask_b32_e64 v59, v107, 0, s[20:21]
	v_cndmask_b32_e64 v60, v108, 0, s[20:21]
	v_cndmask_b32_e64 v61, v109, 0, s[20:21]
	v_cndmask_b32_e64 v62, v110, 0, s[20:21]
	v_cndmask_b32_e64 v63, v111, 0, s[20:21]
	v_cndmask_b32_e64 v16, v112, 0, s[20:21]
	v_cndmask_b32_e64 v17, v113, 0, s[20:21]
	v_cndmask_b32_e64 v18, v114, 0, s[20:21]
	v_cndmask_b32_e64 v19, v115, 0, s[20:21]
	v_cndmask_b32_e64 v20, v116, 0, s[20:21]
	v_cndmask_b32_e64 v21, v117, 0, s[20:21]
	v_cndmask_b32_e64 v22, v118, 0, s[20:21]
	v_cndmask_b32_e64 v23, v119, 0, s[20:21]
	s_waitcnt vmcnt(2)
	v_perm_b32 v97, v132, v128, s0
	v_cndmask_b32_e64 v24, v120, 0, s[20:21]
	s_waitcnt vmcnt(0)
	v_perm_b32 v96, v250, v198, s0
	ds_write_b64 v185, v[96:97] offset:49152
	v_perm_b32 v97, v132, v128, s1
	v_perm_b32 v96, v250, v198, s1
	ds_write_b64 v220, v[96:97] offset:49280
	v_perm_b32 v97, v133, v129, s0
	v_perm_b32 v96, v251, v199, s0
	ds_write_b64 v216, v[96:97] offset:49408
	v_perm_b32 v97, v133, v129, s1
	v_perm_b32 v96, v251, v199, s1
	ds_write_b64 v214, v[96:97] offset:49536
	v_perm_b32 v97, v134, v130, s0
	v_perm_b32 v96, v252, v200, s0
	ds_write_b64 v212, v[96:97] offset:49664
	v_perm_b32 v97, v134, v130, s1
	v_perm_b32 v96, v252, v200, s1
	ds_write_b64 v195, v[96:97] offset:49792
	v_perm_b32 v97, v135, v131, s0
	v_perm_b32 v96, v253, v201, s0
	ds_write_b64 v191, v[96:97] offset:49920
	v_perm_b32 v97, v135, v131, s1
	v_perm_b32 v96, v253, v201, s1
	s_and_b64 s[0:1], s[42:43], exec
	s_cselect_b32 s0, 1, 0
	v_cndmask_b32_e64 v25, v121, 0, s[20:21]
	v_cndmask_b32_e64 v26, v122, 0, s[20:21]
	v_cndmask_b32_e64 v27, v123, 0, s[20:21]
	v_cndmask_b32_e64 v28, v124, 0, s[20:21]
	v_cndmask_b32_e64 v29, v125, 0, s[20:21]
	v_cndmask_b32_e64 v30, v126, 0, s[20:21]
	v_cndmask_b32_e64 v31, v127, 0, s[20:21]
	s_cmp_lg_u32 s0, 1
	ds_write_b64 v218, v[96:97] offset:50048
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_20
; %bb.30:
	scratch_load_dword v114, off, off offset:24 ; 4-byte Folded Reload
	ds_read2st64_b64 v[96:99], v219 offset1:32
	ds_read_b64 v[102:103], v217 offset:49152
	ds_read_b64 v[100:101], v221 offset:49152
	ds_read_b64 v[108:109], v211 offset:49152
	ds_read_b64 v[106:107], v213 offset:49152
	scratch_load_dword v110, off, off offset:32 ; 4-byte Folded Reload
	ds_read_b64 v[104:105], v215 offset:49152
	scratch_load_dword v112, off, off offset:28 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_f16 v[32:47], v[96:97], v[64:65], v[32:47]
	s_waitcnt vmcnt(2)
	ds_read_b64 v[114:115], v114 offset:49152
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[32:47], v[100:101], v[68:69], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[114:115], v[64:65], v[0:15]
	scratch_load_dword v64, off, off offset:20 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_read_b64 v[64:65], v64 offset:49152
	v_mfma_f32_32x32x8_f16 v[32:47], v[102:103], v[72:73], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[64:65], v[68:69], v[0:15]
	scratch_load_dword v68, off, off offset:16 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_read_b64 v[68:69], v68 offset:49152
	v_mfma_f32_32x32x8_f16 v[48:63], v[96:97], v[66:67], v[48:63]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[68:69], v[72:73], v[0:15]
	scratch_load_dword v72, off, off offset:12 ; 4-byte Folded Reload
	ds_read_b64 v[110:111], v110 offset:49152
	s_waitcnt vmcnt(0)
	ds_read_b64 v[72:73], v72 offset:49152
	v_mfma_f32_32x32x8_f16 v[32:47], v[104:105], v[76:77], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[72:73], v[76:77], v[0:15]
	scratch_load_dword v76, off, off offset:8 ; 4-byte Folded Reload
	ds_read_b64 v[112:113], v112 offset:49152
	v_mfma_f32_32x32x8_f16 v[32:47], v[106:107], v[80:81], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[98:99], v[80:81], v[0:15]
	scratch_load_dword v80, off, off offset:4 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	ds_read_b64 v[76:77], v76 offset:49152
	v_mfma_f32_32x32x8_f16 v[32:47], v[108:109], v[84:85], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[76:77], v[84:85], v[0:15]
	scratch_load_dword v84, off, off        ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	ds_read_b64 v[80:81], v80 offset:49152
	v_mfma_f32_32x32x8_f16 v[16:31], v[114:115], v[66:67], v[16:31]
	s_waitcnt vmcnt(0)
	ds_read_b64 v[84:85], v84 offset:49152
	v_mfma_f32_32x32x8_f16 v[48:63], v[100:101], v[70:71], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[64:65], v[70:71], v[16:31]
	v_mfma_f32_32x32x8_f16 v[48:63], v[102:103], v[74:75], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[68:69], v[74:75], v[16:31]
	v_mfma_f32_32x32x8_f16 v[48:63], v[104:105], v[78:79], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[72:73], v[78:79], v[16:31]
	v_mfma_f32_32x32x8_f16 v[48:63], v[106:107], v[82:83], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[98:99], v[82:83], v[16:31]
	v_mfma_f32_32x32x8_f16 v[48:63], v[108:109], v[86:87], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[76:77], v[86:87], v[16:31]
	v_mfma_f32_32x32x8_f16 v[32:47], v[110:111], v[88:89], v[32:47]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[0:15], v[80:81], v[88:89], v[0:15]
	v_mfma_f32_32x32x8_f16 v[48:63], v[110:111], v[90:91], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[80:81], v[90:91], v[16:31]
	v_mfma_f32_32x32x8_f16 v[32:47], v[112:113], v[92:93], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[84:85], v[92:93], v[0:15]
	v_mfma_f32_32x32x8_f16 v[48:63], v[112:113], v[94:95], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[84:85], v[94:95], v[16:31]
	s_branch .LBB0_21
.LBB0_20:
	v_cndmask_b32_e32 v32, v254, v32, vcc
	v_cndmask_b32_e32 v33, v255, v33, vcc
	v_cndmask_b32_e32 v34, v197, v34, vcc
	v_cndmask_b32_e32 v35, v202, v35, vcc
	v_cndmask_b32_e32 v36, v173, v36, vcc
	v_cndmask_b32_e32 v37, v175, v37, vcc
	v_cndmask_b32_e32 v38, v177, v38, vcc
	v_cndmask_b32_e32 v39, v179, v39, vcc
	v_cndmask_b32_e32 v40, v136, v40, vcc
	v_cndmask_b32_e32 v41, v137, v41, vcc
	v_cndmask_b32_e32 v42, v138, v42, vcc
	v_cndmask_b32_e32 v43, v139, v43, vcc
	v_cndmask_b32_e32 v44, v140, v44, vcc
	v_cndmask_b32_e32 v45, v141, v45, vcc
	v_cndmask_b32_e32 v46, v142, v46, vcc
	v_cndmask_b32_e32 v47, v143, v47, vcc
	v_cndmask_b32_e32 v0, v144, v0, vcc
	v_cndmask_b32_e32 v1, v145, v1, vcc
	v_cndmask_b32_e32 v2, v146, v2, vcc
	v_cndmask_b32_e32 v3, v147, v3, vcc
	v_cndmask_b32_e32 v4, v148, v4, vcc
	v_cndmask_b32_e32 v5, v149, v5, vcc
	v_cndmask_b32_e32 v6, v150, v6, vcc
	v_cndmask_b32_e32 v7, v151, v7, vcc
	v_cndmask_b32_e32 v8, v152, v8, vcc
	v_cndmask_b32_e32 v9, v153, v9, vcc
	v_cndmask_b32_e32 v10, v154, v10, vcc
	v_cndmask_b32_e32 v11, v155, v11, vcc
	v_cndmask_b32_e32 v12, v156, v12, vcc
	v_cndmask_b32_e32 v13, v157, v13, vcc
	v_cndmask_b32_e32 v14, v158, v14, vcc
	v_cndmask_b32_e32 v15, v159, v15, vcc
	v_cndmask_b32_e32 v48, v180, v48, vcc
	v_cndmask_b32_e32 v49, v182, v49, vcc
	v_cndmask_b32_e32 v50, v184, v50, vcc
	v_cndmask_b32_e32 v51, v186, v51, vcc
	v_cndmask_b32_e32 v52, v222, v52, vcc
	v_cndmask_b32_e32 v53, v223, v53, vcc
	v_cndmask_b32_e32 v54, v224, v54, vcc
	v_cndmask_b32_e32 v55, v225, v55, vcc
	v_cndmask_b32_e32 v56, v226, v56, vcc
	v_cndmask_b32_e32 v57, v227, v57, vcc
	v_cndmask_b32_e32 v58, v228, v58, vcc
	v_cndmask_b32_e32 v59, v229, v59, vcc
	v_cndmask_b32_e32 v60, v230, v60, vcc
	v_cndmask_b32_e32 v61, v231, v61, vcc
	v_cndmask_b32_e32 v62, v232, v62, vcc
	v_cndmask_b32_e32 v63, v233, v63, vcc
	v_cndmask_b32_e32 v16, v234, v16, vcc
	v_cndmask_b32_e32 v17, v235, v17, vcc
	v_cndmask_b32_e32 v18, v236, v18, vcc
	v_cndmask_b32_e32 v19, v237, v19, vcc
	v_cndmask_b32_e32 v20, v238, v20, vcc
	v_cndmask_b32_e32 v21, v239, v21, vcc
	v_cndmask_b32_e32 v22, v240, v22, vcc
	v_cndmask_b32_e32 v23, v241, v23, vcc
	v_cndmask_b32_e32 v24, v242, v24, vcc
	v_cndmask_b32_e32 v25, v243, v25, vcc
	v_cndmask_b32_e32 v26, v244, v26, vcc
	v_cndmask_b32_e32 v27, v245, v27, vcc
	v_cndmask_b32_e32 v28, v246, v28, vcc
	v_cndmask_b32_e32 v29, v247, v29, vcc
	v_cndmask_b32_e32 v30, v248, v30, vcc
	v_cndmask_b32_e32 v31, v249, v31, vcc
.LBB0_21:
	s_cmp_lg_u32 s73, s41
	s_cselect_b64 s[0:1], -1, 0
	s_xor_b64 s[2:3], s[42:43], -1
	s_or_b64 s[0:1], s[2:3], s[0:1]
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_22
; %bb.33:
	v_cvt_f16_f32_e32 v65, v35
	s_nop 1
	v_cvt_f16_f32_e32 v35, v50
	v_cvt_f16_f32_e32 v50, v52
	v_cvt_f16_f32_e32 v52, v54
	v_cvt_f16_f32_e32 v54, v56
	v_cvt_f16_f32_e32 v56, v58
	v_cvt_f16_f32_e32 v58, v60
	v_cvt_f16_f32_e32 v60, v62
	v_and_b32_e32 v62, 0x3000, v193
	s_movk_i32 s3, 0x9b0
	v_lshlrev_b32_e32 v66, 4, v196
	v_cvt_f16_f32_e32 v32, v32
	v_cvt_f16_f32_e32 v64, v33
	v_cvt_f16_f32_e32 v33, v34
	v_cvt_f16_f32_e32 v34, v48
	v_cvt_f16_f32_e32 v48, v49
	v_cvt_f16_f32_e32 v49, v51
	v_cvt_f16_f32_e32 v51, v53
	v_cvt_f16_f32_e32 v53, v55
	v_cvt_f16_f32_e32 v55, v57
	v_cvt_f16_f32_e32 v57, v59
	v_cvt_f16_f32_e32 v59, v61
	v_cvt_f16_f32_e32 v61, v63
	v_and_b32_e32 v63, 0x5050, v189
	v_and_or_b32 v62, v66, s3, v62
	v_cvt_f16_f32_e32 v36, v36
	v_cvt_f16_f32_e32 v37, v37
	v_cvt_f16_f32_e32 v38, v38
	v_cvt_f16_f32_e32 v39, v39
	s_and_b32 s0, s27, 64
	v_xor_b32_e32 v62, v63, v62
	v_cvt_f16_f32_e32 v40, v40
	v_cvt_f16_f32_e32 v41, v41
	v_cvt_f16_f32_e32 v42, v42
	v_cvt_f16_f32_e32 v43, v43
	s_lshl_b32 s2, s74, 1
	v_xor_b32_e32 v62, s0, v62
	v_cvt_f16_f32_e32 v44, v44
	v_cvt_f16_f32_e32 v45, v45
	v_cvt_f16_f32_e32 v46, v46
	v_cvt_f16_f32_e32 v47, v47
	v_or3_b32 v62, s2, v187, v62
	v_add_u32_e32 v63, 0, v62
	v_pack_b32_f16 v35, v35, v49
	v_pack_b32_f16 v34, v34, v48
	v_pack_b32_f16 v33, v33, v65
	v_pack_b32_f16 v32, v32, v64
	s_barrier
	ds_write_b128 v63, v[32:35] offset:49152
	v_xad_u32 v64, v62, 16, 0
	v_pack_b32_f16 v35, v52, v53
	v_pack_b32_f16 v34, v50, v51
	v_pack_b32_f16 v33, v38, v39
	v_pack_b32_f16 v32, v36, v37
	s_bfe_i32 s1, s27, 0x10006
	ds_write_b128 v64, v[32:35] offset:49152
	v_xad_u32 v50, v62, 32, 0
	v_pack_b32_f16 v35, v56, v57
	v_pack_b32_f16 v34, v54, v55
	v_pack_b32_f16 v33, v42, v43
	v_pack_b32_f16 v32, v40, v41
	ds_write_b128 v50, v[32:35] offset:49152
	v_xad_u32 v51, v62, 48, 0
	v_pack_b32_f16 v35, v60, v61
	v_pack_b32_f16 v34, v58, v59
	v_pack_b32_f16 v33, v46, v47
	v_pack_b32_f16 v32, v44, v45
	s_and_b32 s0, s1, 0x5050
	s_movk_i32 s1, 0x3800
	ds_write_b128 v51, v[32:35] offset:49152
	v_and_or_b32 v33, v181, s1, v183
	v_and_b32_e32 v32, 0x1b0, v196
	v_xor_b32_e32 v33, s0, v33
	s_ashr_i32 s41, s40, 31
	v_xad_u32 v52, v33, v32, 0
	s_ashr_i32 s27, s26, 31
	v_lshl_add_u64 v[32:33], s[40:41], 0, v[168:169]
	v_lshl_add_u64 v[34:35], s[40:41], 0, v[160:161]
	v_lshl_add_u64 v[36:37], s[40:41], 0, v[162:163]
	v_lshl_add_u64 v[38:39], s[40:41], 0, v[164:165]
	v_mad_u64_u32 v[42:43], s[0:1], v168, s34, v[166:167]
	v_mad_u64_u32 v[44:45], s[0:1], v160, s34, v[166:167]
	v_mad_u64_u32 v[46:47], s[0:1], v162, s34, v[166:167]
	v_mad_u64_u32 v[48:49], s[0:1], v164, s34, v[166:167]
	v_lshl_add_u64 v[40:41], s[26:27], 0, v[166:167]
	v_cmp_lt_i32_e32 vcc, -1, v33
	v_cmp_gt_i64_e64 s[0:1], s[8:9], v[32:33]
	v_cmp_gt_i64_e64 s[2:3], s[8:9], v[34:35]
	v_cmp_gt_i64_e64 s[4:5], s[8:9], v[36:37]
	v_cmp_gt_i64_e64 s[6:7], s[8:9], v[38:39]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[54:57], v52 offset:49152
	ds_read_b128 v[66:69], v52 offset:49664
	ds_read_b128 v[72:75], v52 offset:50176
	ds_read_b128 v[78:81], v52 offset:50688
	s_mul_i32 s18, s40, s34
	s_and_b64 s[14:15], vcc, s[0:1]
	s_and_b64 s[12:13], vcc, s[2:3]
	s_and_b64 s[10:11], vcc, s[4:5]
	s_and_b64 s[2:3], vcc, s[6:7]
	v_cmp_lt_i32_e32 vcc, -1, v41
	v_cmp_gt_i64_e64 s[0:1], s[34:35], v[40:41]
	s_add_i32 s19, s18, s26
	s_and_b64 s[0:1], vcc, s[0:1]
	v_add_lshl_u32 v32, s19, v42, 1
	v_bfrev_b32_e32 v33, 1
	s_and_b64 vcc, s[14:15], s[0:1]
	s_and_b32 s5, s25, 0xffff
	s_mov_b32 s7, 0x27000
	s_mov_b32 s6, 0x7ffffffe
	s_mov_b32 s4, s24
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v70, v54
	v_mov_b32_e32 v71, v55
	v_cndmask_b32_e32 v32, v33, v32, vcc
	s_waitcnt lgkmcnt(1)
	buffer_store_dwordx4 v[70:73], v32, s[4:7], 0 offen
	v_add_lshl_u32 v32, s19, v44, 1
	s_and_b64 vcc, s[12:13], s[0:1]
	v_mov_b32_e32 v76, v66
	v_mov_b32_e32 v77, v67
	v_cndmask_b32_e32 v32, v33, v32, vcc
	s_waitcnt lgkmcnt(0)
	buffer_store_dwordx4 v[76:79], v32, s[4:7], 0 offen
	v_add_lshl_u32 v32, s19, v46, 1
	s_and_b64 vcc, s[10:11], s[0:1]
	v_mov_b32_e32 v58, v74
	v_mov_b32_e32 v59, v75
	v_cndmask_b32_e32 v32, v33, v32, vcc
	buffer_store_dwordx4 v[56:59], v32, s[4:7], 0 offen
	v_add_lshl_u32 v32, s19, v48, 1
	s_and_b64 vcc, s[2:3], s[0:1]
	v_mov_b32_e32 v70, v80
	v_mov_b32_e32 v71, v81
	v_cndmask_b32_e32 v32, v33, v32, vcc
	buffer_store_dwordx4 v[68:71], v32, s[4:7], 0 offen
	v_cvt_f16_f32_e32 v0, v0
	v_cvt_f16_f32_e32 v32, v1
	v_cvt_f16_f32_e32 v1, v2
	v_cvt_f16_f32_e32 v34, v3
	v_cvt_f16_f32_e32 v2, v16
	v_cvt_f16_f32_e32 v16, v17
	v_cvt_f16_f32_e32 v3, v18
	v_cvt_f16_f32_e32 v17, v19
	v_cvt_f16_f32_e32 v4, v4
	v_cvt_f16_f32_e32 v5, v5
	v_cvt_f16_f32_e32 v6, v6
	v_cvt_f16_f32_e32 v7, v7
	v_cvt_f16_f32_e32 v18, v20
	v_cvt_f16_f32_e32 v19, v21
	v_cvt_f16_f32_e32 v20, v22
	v_cvt_f16_f32_e32 v21, v23
	v_cvt_f16_f32_e32 v8, v8
	v_cvt_f16_f32_e32 v9, v9
	v_cvt_f16_f32_e32 v10, v10
	v_cvt_f16_f32_e32 v11, v11
	v_cvt_f16_f32_e32 v22, v24
	v_cvt_f16_f32_e32 v23, v25
	v_cvt_f16_f32_e32 v24, v26
	v_cvt_f16_f32_e32 v25, v27
	v_cvt_f16_f32_e32 v12, v12
	v_cvt_f16_f32_e32 v13, v13
	v_cvt_f16_f32_e32 v14, v14
	v_cvt_f16_f32_e32 v15, v15
	v_cvt_f16_f32_e32 v26, v28
	v_cvt_f16_f32_e32 v27, v29
	v_cvt_f16_f32_e32 v28, v30
	v_cvt_f16_f32_e32 v29, v31
	v_pack_b32_f16 v3, v3, v17
	v_pack_b32_f16 v2, v2, v16
	v_pack_b32_f16 v1, v1, v34
	v_pack_b32_f16 v0, v0, v32
	s_barrier
	ds_write_b128 v63, v[0:3] offset:49152
	v_pack_b32_f16 v3, v20, v21
	v_pack_b32_f16 v2, v18, v19
	v_pack_b32_f16 v1, v6, v7
	v_pack_b32_f16 v0, v4, v5
	s_add_i32 s0, s26, 0x80
	ds_write_b128 v64, v[0:3] offset:49152
	v_pack_b32_f16 v3, v24, v25
	v_pack_b32_f16 v2, v22, v23
	v_pack_b32_f16 v1, v10, v11
	v_pack_b32_f16 v0, v8, v9
	ds_write_b128 v50, v[0:3] offset:49152
	v_pack_b32_f16 v3, v28, v29
	v_pack_b32_f16 v2, v26, v27
	v_pack_b32_f16 v1, v14, v15
	v_pack_b32_f16 v0, v12, v13
	s_ashr_i32 s1, s0, 31
	ds_write_b128 v51, v[0:3] offset:49152
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[166:167]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[2:5], v52 offset:49152
	ds_read_b128 v[6:9], v52 offset:49664
	ds_read_b128 v[12:15], v52 offset:50176
	ds_read_b128 v[18:21], v52 offset:50688
	s_add_i32 s18, s18, s0
	v_cmp_lt_i32_e32 vcc, -1, v1
	v_cmp_gt_i64_e64 s[0:1], s[34:35], v[0:1]
	s_and_b64 s[0:1], vcc, s[0:1]
	v_add_lshl_u32 v0, s18, v42, 1
	s_and_b64 vcc, s[14:15], s[0:1]
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v10, v2
	v_mov_b32_e32 v11, v3
	v_cndmask_b32_e32 v0, v33, v0, vcc
	s_waitcnt lgkmcnt(1)
	buffer_store_dwordx4 v[10:13], v0, s[4:7], 0 offen
	v_add_lshl_u32 v0, s18, v44, 1
	s_and_b64 vcc, s[12:13], s[0:1]
	v_mov_b32_e32 v16, v6
	v_mov_b32_e32 v17, v7
	v_cndmask_b32_e32 v0, v33, v0, vcc
	s_waitcnt lgkmcnt(0)
	buffer_store_dwordx4 v[16:19], v0, s[4:7], 0 offen
	v_add_lshl_u32 v0, s18, v46, 1
	s_and_b64 vcc, s[10:11], s[0:1]
	v_mov_b32_e32 v6, v14
	v_mov_b32_e32 v7, v15
	v_cndmask_b32_e32 v0, v33, v0, vcc
	buffer_store_dwordx4 v[4:7], v0, s[4:7], 0 offen
	v_add_lshl_u32 v0, s18, v48, 1
	s_and_b64 vcc, s[2:3], s[0:1]
	v_mov_b32_e32 v10, v20
	v_mov_b32_e32 v11, v21
	v_cndmask_b32_e32 v0, v33, v0, vcc
	buffer_store_dwordx4 v[8:11], v0, s[4:7], 0 offen
.LBB0_22:                               ; %Flow
	s_mov_b64 s[0:1], 0
.LBB0_1:                               ; %Flow296
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccz .LBB0_23
; %bb.36:                               ; %.preheader
	s_cmp_le_i32 s33, s16
	s_cbranch_scc1 .LBB0_23
; %bb.37:                               ; %.lr.ph438
	v_mov_b32_e32 v1, s9
	v_sub_co_u32_e32 v0, vcc, s8, v168
	v_mov_b32_e32 v3, s9
	s_nop 0
	v_subbrev_co_u32_e32 v1, vcc, 0, v1, vcc
	v_sub_co_u32_e32 v2, vcc, s8, v160
	v_mov_b32_e32 v5, s9
	s_nop 0
	v_subbrev_co_u32_e32 v3, vcc, 0, v3, vcc
	v_sub_co_u32_e32 v4, vcc, s8, v162
	v_mad_i64_i32 v[10:11], s[0:1], v168, s34, v[166:167]
	s_nop 0
	v_subbrev_co_u32_e32 v5, vcc, 0, v5, vcc
	v_sub_co_u32_e32 v6, vcc, s8, v164
	s_abs_i32 s8, s72
	v_cvt_f32_u32_e32 v11, s8
	v_mad_i64_i32 v[12:13], s[0:1], v160, s34, v[166:167]
	v_mad_i64_i32 v[14:15], s[0:1], v162, s34, v[166:167]
	v_mad_i64_i32 v[16:17], s[0:1], v164, s34, v[166:167]
	v_rcp_f32_e32 v11, v11
	s_sub_i32 s1, 0, s8
	v_mov_b32_e32 v7, s9
	v_subbrev_co_u32_e32 v7, vcc, 0, v7, vcc
	v_mul_f32_e32 v11, 0x4f7ffffe, v11
	v_cvt_u32_f32_e32 v11, v11
	s_mov_b32 s0, 0
	v_mov_b32_e32 v9, s35
	v_sub_co_u32_e32 v8, vcc, s34, v166
	v_readfirstlane_b32 s10, v11
	s_mul_i32 s1, s1, s10
	s_mul_hi_u32 s1, s10, s1
	s_add_i32 s10, s10, s1
	s_mov_b32 s1, s0
	s_mov_b32 s2, s0
	s_mov_b32 s3, s0
	v_subbrev_co_u32_e32 v9, vcc, 0, v9, vcc
	s_mov_b32 s27, 0x27000
	s_mov_b32 s26, 0x7ffffffe
	s_and_b32 s25, s25, 0xffff
	s_ashr_i32 s9, s72, 31
	v_bfrev_b32_e32 v11, 1
	v_mov_b64_e32 v[20:21], s[2:3]
	v_mov_b64_e32 v[18:19], s[0:1]
.LBB0_24:                               ; =>This Inner Loop Header: Depth=1
	s_abs_i32 s1, s16
	s_mul_hi_u32 s2, s1, s10
	s_mul_i32 s3, s2, s8
	s_ashr_i32 s0, s16, 31
	s_sub_i32 s1, s1, s3
	s_xor_b32 s0, s0, s9
	s_add_i32 s4, s2, 1
	s_sub_i32 s3, s1, s8
	s_cmp_ge_u32 s1, s8
	s_cselect_b32 s2, s4, s2
	s_cselect_b32 s1, s3, s1
	s_add_i32 s3, s2, 1
	s_cmp_ge_u32 s1, s8
	s_cselect_b32 s1, s3, s2
	s_xor_b32 s1, s1, s0
	s_sub_i32 s0, s1, s0
	s_lshl_b32 s1, s0, 3
	s_sub_i32 s2, s17, s1
	s_min_i32 s2, s2, 8
	s_abs_i32 s5, s2
	v_cvt_f32_u32_e32 v13, s5
	s_sub_i32 s6, 0, s5
	s_mul_i32 s0, s0, s72
	s_sub_i32 s0, s16, s0
	v_rcp_f32_e32 v13, v13
	s_abs_i32 s3, s0
	s_xor_b32 s4, s0, s2
	s_ashr_i32 s4, s4, 31
	v_mul_f32_e32 v13, 0x4f7ffffe, v13
	v_cvt_u32_f32_e32 v13, v13
	s_nop 0
	v_readfirstlane_b32 s7, v13
	s_mul_i32 s6, s6, s7
	s_mul_hi_u32 s6, s7, s6
	s_add_i32 s7, s7, s6
	s_mul_hi_u32 s6, s3, s7
	s_mul_i32 s7, s6, s5
	s_sub_i32 s3, s3, s7
	s_add_i32 s11, s6, 1
	s_sub_i32 s7, s3, s5
	s_cmp_ge_u32 s3, s5
	s_cselect_b32 s6, s11, s6
	s_cselect_b32 s3, s7, s3
	s_add_i32 s7, s6, 1
	s_cmp_ge_u32 s3, s5
	s_cselect_b32 s3, s7, s6
	s_xor_b32 s3, s3, s4
	s_sub_i32 s3, s3, s4
	s_mul_i32 s2, s3, s2
	s_sub_i32 s0, s0, s2
	s_add_i32 s0, s0, s1
	s_lshl_b32 s14, s0, 7
	s_lshl_b32 s12, s3, 8
	s_mul_i32 s0, s14, s34
	s_ashr_i32 s13, s12, 31
	s_ashr_i32 s15, s14, 31
	s_add_i32 s11, s0, s12
	s_cmp_gt_i32 s14, -1
	v_cmp_lt_i64_e64 s[0:1], s[14:15], v[0:1]
	v_cmp_lt_i64_e64 s[2:3], s[14:15], v[2:3]
	v_cmp_lt_i64_e64 s[4:5], s[14:15], v[4:5]
	v_cmp_lt_i64_e64 s[6:7], s[14:15], v[6:7]
	s_cselect_b64 s[14:15], -1, 0
	s_and_b64 s[0:1], s[14:15], s[0:1]
	s_and_b64 s[2:3], s[14:15], s[2:3]
	s_and_b64 s[4:5], s[14:15], s[4:5]
	s_and_b64 s[6:7], s[14:15], s[6:7]
	s_cmp_gt_i32 s12, -1
	v_cmp_lt_i64_e32 vcc, s[12:13], v[8:9]
	s_cselect_b64 s[14:15], -1, 0
	s_and_b64 s[18:19], s[14:15], vcc
	v_add_lshl_u32 v13, s11, v10, 1
	s_and_b64 vcc, s[0:1], s[18:19]
	v_add_lshl_u32 v15, s11, v12, 1
	v_cndmask_b32_e32 v13, v11, v13, vcc
	s_and_b64 vcc, s[2:3], s[18:19]
	v_add_lshl_u32 v17, s11, v14, 1
	s_bitset1_b32 s12, 7
	v_cndmask_b32_e32 v15, v11, v15, vcc
	s_and_b64 vcc, s[4:5], s[18:19]
	v_add_lshl_u32 v22, s11, v16, 1
	s_ashr_i32 s13, s12, 31
	v_cndmask_b32_e32 v17, v11, v17, vcc
	s_and_b64 vcc, s[6:7], s[18:19]
	v_cndmask_b32_e32 v22, v11, v22, vcc
	v_cmp_lt_i64_e32 vcc, s[12:13], v[8:9]
	s_addk_i32 s11, 0x80
	s_and_b64 s[12:13], s[14:15], vcc
	v_add_lshl_u32 v23, s11, v10, 1
	s_and_b64 vcc, s[0:1], s[12:13]
	v_add_lshl_u32 v24, s11, v12, 1
	buffer_store_dwordx4 v[18:21], v13, s[24:27], 0 offen
	buffer_store_dwordx4 v[18:21], v15, s[24:27], 0 offen
	buffer_store_dwordx4 v[18:21], v17, s[24:27], 0 offen
	buffer_store_dwordx4 v[18:21], v22, s[24:27], 0 offen
	v_cndmask_b32_e32 v13, v11, v23, vcc
	s_and_b64 vcc, s[2:3], s[12:13]
	v_add_lshl_u32 v25, s11, v14, 1
	v_cndmask_b32_e32 v15, v11, v24, vcc
	s_and_b64 vcc, s[4:5], s[12:13]
	s_addk_i32 s16, 0x84
	v_add_lshl_u32 v26, s11, v16, 1
	v_cndmask_b32_e32 v17, v11, v25, vcc
	s_and_b64 vcc, s[6:7], s[12:13]
	v_cndmask_b32_e32 v22, v11, v26, vcc
	s_cmp_ge_i32 s16, s33
	buffer_store_dwordx4 v[18:21], v13, s[24:27], 0 offen
	buffer_store_dwordx4 v[18:21], v15, s[24:27], 0 offen
	buffer_store_dwordx4 v[18:21], v17, s[24:27], 0 offen
	buffer_store_dwordx4 v[18:21], v22, s[24:27], 0 offen
	s_cbranch_scc0 .LBB0_24
.LBB0_23:                               ; %.loopexit
	s_endpgm
.Lfunc_end0:
	.size	matmul_tma_persistent_kernel, .Lfunc_end0-matmul_tma_persistent_kernel
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_tma_persistent_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 40
		.amdhsa_kernarg_size 56
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 256
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
	.set .Lmatmul_tma_persistent_kernel.num_vgpr, 256
	.set .Lmatmul_tma_persistent_kernel.num_agpr, 0
	.set .Lmatmul_tma_persistent_kernel.numbered_sgpr, 91
	.set .Lmatmul_tma_persistent_kernel.num_named_barrier, 0
	.set .Lmatmul_tma_persistent_kernel.private_seg_size, 40
	.set .Lmatmul_tma_persistent_kernel.uses_vcc, 1
	.set .Lmatmul_tma_persistent_kernel.uses_flat_scratch, 0
	.set .Lmatmul_tma_persistent_kernel.has_dyn_sized_stack, 0
	.set .Lmatmul_tma_persistent_kernel.has_recursion, 0
	.set .Lmatmul_tma_persistent_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 17476
; TotalNumSgprs: 97
; NumVgprs: 256
; NumAgprs: 0
; TotalNumVgprs: 256
; ScratchSize: 40
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 97
; NumVGPRsForWavesPerEU: 256
; AccumOffset: 256
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
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
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .max_flat_workgroup_size: 512
    .name:           matmul_tma_persistent_kernel
    .private_segment_fixed_size: 40
    .sgpr_count:     97
    .sgpr_spill_count: 0
    .symbol:         matmul_tma_persistent_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     256
    .vgpr_spill_count: 9
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
