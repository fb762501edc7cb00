; matmul_grouped config 3 (BLOCK_M=128 BLOCK_N=128 BLOCK_K=64 GROUP_M=8 num_warps=4 num_stages=4) on hip:gfx942, normalized
	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_grouped_kernel           ; -- Begin function matmul_grouped_kernel
	.p2align	8
	.type	matmul_grouped_kernel,@function
matmul_grouped_kernel:                  ; @matmul_grouped_kernel
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.14:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.15:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_add_i32 s1, s9, 0x7f
	s_mov_b64 s[28:29], s[2:3]
	s_ashr_i32 s2, s1, 31
	s_lshr_b32 s2, s2, 25
	s_add_i32 s1, s1, s2
	s_ashr_i32 s1, s1, 7
	s_lshl_b32 s2, s1, 3
	s_abs_i32 s3, s2
	v_cvt_f32_u32_e32 v1, s3
	s_mov_b64 s[24:25], s[6:7]
	s_add_i32 s6, s8, 0x7f
	s_sub_i32 s14, 0, s3
	v_rcp_f32_e32 v1, v1
	s_ashr_i32 s7, s6, 31
	s_lshr_b32 s7, s7, 25
	s_add_i32 s6, s6, s7
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_abs_i32 s7, s16
	v_readfirstlane_b32 s20, v0
	s_xor_b32 s1, s16, s1
	v_readfirstlane_b32 s15, v1
	s_mul_i32 s14, s14, s15
	s_mul_hi_u32 s14, s15, s14
	s_add_i32 s15, s15, s14
	s_mul_hi_u32 s14, s7, s15
	s_mul_i32 s15, s14, s3
	s_sub_i32 s7, s7, s15
	s_and_b32 s0, s20, 0xc0
	s_ashr_i32 s6, s6, 7
	s_ashr_i32 s1, s1, 31
	s_add_i32 s15, s14, 1
	s_sub_i32 s17, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s14, s15, s14
	s_cselect_b32 s7, s17, s7
	s_add_i32 s15, s14, 1
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s3, s15, s14
	s_xor_b32 s3, s3, s1
	s_sub_i32 s1, s3, s1
	s_lshl_b32 s3, s1, 3
	s_sub_i32 s6, s6, s3
	s_min_i32 s6, s6, 8
	s_abs_i32 s7, s6
	v_cvt_f32_u32_e32 v1, s7
	s_mul_i32 s1, s1, s2
	s_sub_i32 s1, s16, s1
	s_sub_i32 s15, 0, s7
	v_rcp_f32_e32 v1, v1
	s_abs_i32 s14, s1
	s_xor_b32 s2, s1, s6
	s_ashr_i32 s2, s2, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_and_or_b32 v19, v0, 63, s0
	v_bfrev_b32_e32 v68, 1
	s_mov_b32 s31, 0x27000
	v_readfirstlane_b32 s16, v1
	s_mul_i32 s15, s15, s16
	s_mul_hi_u32 s15, s16, s15
	s_add_i32 s16, s16, s15
	s_mul_hi_u32 s15, s14, s16
	s_mul_i32 s16, s15, s7
	s_sub_i32 s14, s14, s16
	s_add_i32 s16, s15, 1
	s_sub_i32 s17, s14, s7
	s_cmp_ge_u32 s14, s7
	s_cselect_b32 s15, s16, s15
	s_cselect_b32 s14, s17, s14
	s_add_i32 s16, s15, 1
	s_cmp_ge_u32 s14, s7
	s_cselect_b32 s7, s16, s15
	s_xor_b32 s7, s7, s2
	s_sub_i32 s2, s7, s2
	s_mul_i32 s6, s2, s6
	s_sub_i32 s1, s1, s6
	s_add_i32 s1, s1, s3
	s_lshl_b32 s33, s1, 7
	v_lshrrev_b32_e32 v1, 3, v19
	v_or_b32_e32 v3, s33, v1
	v_cmp_gt_i32_e32 vcc, s8, v3
	v_lshlrev_b32_e32 v3, 3, v0
	v_or_b32_e32 v2, 32, v1
	s_and_b32 s37, s20, 0x80
	s_lshl_b32 s36, s2, 7
	v_and_b32_e32 v100, 56, v3
	s_add_i32 s21, s10, 63
	v_or_b32_e32 v4, s33, v2
	v_mad_u64_u32 v[36:37], s[2:3], v1, s11, v[100:101]
	v_mad_u64_u32 v[38:39], s[2:3], v2, s11, v[100:101]
	s_cmp_gt_i32 s21, 63
	v_cmp_gt_i32_e64 s[6:7], s10, v100
	v_cmp_gt_i32_e64 s[0:1], s8, v4
	s_mul_i32 s38, s33, s11
	s_cselect_b64 s[34:35], -1, 0
	s_and_b64 s[2:3], s[6:7], vcc
	s_and_b64 s[14:15], s[6:7], s[0:1]
	v_add_lshl_u32 v2, s38, v36, 1
	s_and_b64 s[2:3], s[34:35], s[2:3]
	s_and_b32 s29, s29, 0xffff
	s_mov_b32 s30, 0x7ffffffe
	v_cndmask_b32_e64 v2, v68, v2, s[2:3]
	v_add_lshl_u32 v3, s38, v38, 1
	s_and_b64 s[2:3], s[34:35], s[14:15]
	v_cndmask_b32_e64 v3, v68, v3, s[2:3]
	buffer_load_dwordx4 v[20:23], v2, s[28:31], 0 offen
	buffer_load_dwordx4 v[24:27], v3, s[28:31], 0 offen
	v_or_b32_e32 v2, 64, v1
	v_or_b32_e32 v3, 0x60, v1
	v_or_b32_e32 v4, s33, v2
	v_or_b32_e32 v5, s33, v3
	v_cmp_gt_i32_e64 s[2:3], s8, v4
	v_mad_u64_u32 v[40:41], s[18:19], v2, s11, v[100:101]
	v_mad_u64_u32 v[42:43], s[18:19], v3, s11, v[100:101]
	v_cmp_gt_i32_e64 s[14:15], s8, v5
	s_and_b64 s[18:19], s[6:7], s[2:3]
	s_and_b64 s[22:23], s[6:7], s[14:15]
	v_add_lshl_u32 v2, s38, v40, 1
	s_and_b64 s[6:7], s[34:35], s[18:19]
	v_cndmask_b32_e64 v2, v68, v2, s[6:7]
	v_add_lshl_u32 v3, s38, v42, 1
	s_and_b64 s[6:7], s[34:35], s[22:23]
	v_and_b32_e32 v37, 0xf0, v19
	v_and_b32_e32 v1, 15, v0
	v_cndmask_b32_e64 v3, v68, v3, s[6:7]
	v_lshrrev_b32_e32 v111, 2, v37
	v_lshlrev_b32_e32 v18, 3, v1
	buffer_load_dwordx4 v[28:31], v2, s[28:31], 0 offen
	buffer_load_dwordx4 v[32:35], v3, s[28:31], 0 offen
	v_or_b32_e32 v2, 1, v111
	v_or_b32_e32 v3, 2, v111
	v_or_b32_e32 v4, 3, v111
	v_or_b32_e32 v6, s36, v18
	v_mad_u64_u32 v[44:45], s[6:7], v111, s12, v[18:19]
	v_mad_u64_u32 v[46:47], s[6:7], v2, s12, v[18:19]
	v_mad_u64_u32 v[48:49], s[6:7], v3, s12, v[18:19]
	v_mad_u64_u32 v[50:51], s[6:7], v4, s12, v[18:19]
	v_cmp_gt_i32_e64 s[16:17], s9, v6
	v_cmp_gt_i32_e64 s[6:7], s10, v111
	s_and_b64 s[18:19], s[6:7], s[16:17]
	v_add_lshl_u32 v2, v44, s36, 1
	s_and_b64 s[18:19], s[34:35], s[18:19]
	v_cndmask_b32_e64 v39, v68, v2, s[18:19]
	v_add_lshl_u32 v2, v46, s36, 1
	v_cndmask_b32_e64 v41, v68, v2, s[18:19]
	v_add_lshl_u32 v2, v48, s36, 1
	s_and_b32 s5, s5, 0xffff
	s_mov_b32 s6, s30
	s_mov_b32 s7, s31
	v_cndmask_b32_e64 v43, v68, v2, s[18:19]
	v_add_lshl_u32 v2, v50, s36, 1
	v_cndmask_b32_e64 v45, v68, v2, s[18:19]
	buffer_load_dwordx4 v[2:5], v43, s[4:7], 0 offen
	buffer_load_dwordx4 v[6:9], v45, s[4:7], 0 offen
	buffer_load_dwordx4 v[10:13], v39, s[4:7], 0 offen
	buffer_load_dwordx4 v[14:17], v41, s[4:7], 0 offen
	v_lshlrev_b32_e32 v39, 4, v19
	v_and_b32_e32 v19, 0x78, v19
	v_xor_b32_e32 v112, v39, v19
	v_add_u32_e32 v19, 0, v112
	v_xor_b32_e32 v113, 8, v112
	v_add_u32_e32 v86, 0, v113
	s_lshl_b32 s42, s12, 6
	s_movk_i32 s11, 0x440
	s_cmpk_gt_i32 s21, 0x7f
	s_cselect_b64 s[26:27], -1, 0
	s_sub_i32 s39, s10, 64
	s_mov_b32 s12, 0x7060302
	v_cmp_gt_i32_e64 s[18:19], s39, v100
	s_and_b64 s[22:23], s[18:19], vcc
	s_and_b64 s[40:41], s[18:19], s[0:1]
	s_and_b64 s[44:45], s[18:19], s[2:3]
	s_and_b64 s[46:47], s[18:19], s[14:15]
	s_and_b64 s[18:19], s[26:27], s[22:23]
	s_waitcnt vmcnt(4)
	ds_write2st64_b64 v19, v[28:29], v[32:33] offset0:16 offset1:24
	ds_write2st64_b64 v86, v[30:31], v[34:35] offset0:16 offset1:24
	ds_write2st64_b64 v19, v[20:21], v[24:25] offset1:8
	v_and_b32_e32 v20, 14, v0
	ds_write2st64_b64 v86, v[22:23], v[26:27] offset1:8
	v_lshlrev_b32_e32 v21, 2, v20
	v_bfe_i32 v23, v0, 0, 1
	v_lshrrev_b32_e32 v22, 1, v37
	v_and_or_b32 v21, v23, s11, v21
	v_xor_b32_e32 v21, v21, v22
	v_lshl_or_b32 v114, v20, 10, v21
	s_mov_b32 s11, 0x5040100
	v_add_u32_e32 v22, 0, v114
	v_add_u32_e32 v52, 64, v40
	v_add_u32_e32 v53, 64, v42
	v_add_u32_e32 v69, s42, v44
	v_add_u32_e32 v70, s42, v46
	v_add_u32_e32 v71, s42, v48
	v_add_u32_e32 v72, s42, v50
	v_xor_b32_e32 v115, 8, v114
	v_add_u32_e32 v87, 0, v115
	v_xor_b32_e32 v127, 16, v114
	v_xor_b32_e32 v128, 24, v114
	s_waitcnt vmcnt(2)
	v_perm_b32 v21, v6, v2, s11
	v_perm_b32 v85, v6, v2, s12
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v14, v10, s11
	v_add_u32_e32 v2, 64, v36
	ds_write_b64 v22, v[20:21] offset:49152
	v_add_u32_e32 v6, 64, v38
	v_add_lshl_u32 v20, s38, v2, 1
	v_cndmask_b32_e64 v28, v68, v20, s[18:19]
	v_add_lshl_u32 v20, v6, s38, 1
	s_and_b64 s[18:19], s[26:27], s[40:41]
	v_cndmask_b32_e64 v29, v68, v20, s[18:19]
	buffer_load_dwordx4 v[20:23], v28, s[28:31], 0 offen
	buffer_load_dwordx4 v[24:27], v29, s[28:31], 0 offen
	v_add_lshl_u32 v28, v52, s38, 1
	s_and_b64 s[18:19], s[26:27], s[44:45]
	v_cndmask_b32_e64 v36, v68, v28, s[18:19]
	v_add_lshl_u32 v28, v53, s38, 1
	s_and_b64 s[18:19], s[26:27], s[46:47]
	v_cndmask_b32_e64 v37, v68, v28, s[18:19]
	v_cmp_gt_i32_e64 s[18:19], s39, v111
	s_and_b64 s[18:19], s[18:19], s[16:17]
	buffer_load_dwordx4 v[28:31], v36, s[28:31], 0 offen
	buffer_load_dwordx4 v[32:35], v37, s[28:31], 0 offen
	v_add_lshl_u32 v36, v69, s36, 1
	s_and_b64 s[18:19], s[26:27], s[18:19]
	v_cndmask_b32_e64 v54, v68, v36, s[18:19]
	v_add_lshl_u32 v36, v70, s36, 1
	v_cndmask_b32_e64 v55, v68, v36, s[18:19]
	v_add_lshl_u32 v36, v71, s36, 1
	s_cmpk_gt_i32 s21, 0xbf
	v_cndmask_b32_e64 v56, v68, v36, s[18:19]
	v_add_lshl_u32 v36, v72, s36, 1
	s_cselect_b64 s[22:23], -1, 0
	s_add_i32 s43, s10, 0xffffff80
	v_cndmask_b32_e64 v57, v68, v36, s[18:19]
	s_or_b32 s38, s38, 64
	v_cmp_gt_i32_e64 s[18:19], s43, v100
	v_add_u32_e32 v119, s38, v2
	v_add_u32_e32 v120, s38, v6
	v_add_u32_e32 v121, s38, v52
	v_add_u32_e32 v122, s38, v53
	s_and_b64 s[38:39], s[18:19], vcc
	s_and_b64 s[40:41], s[18:19], s[0:1]
	s_and_b64 s[44:45], s[18:19], s[2:3]
	s_and_b64 s[46:47], s[18:19], s[14:15]
	v_lshlrev_b32_e32 v2, 1, v119
	s_and_b64 s[18:19], s[22:23], s[38:39]
	buffer_load_dwordx4 v[36:39], v56, s[4:7], 0 offen
	buffer_load_dwordx4 v[40:43], v57, s[4:7], 0 offen
	buffer_load_dwordx4 v[44:47], v54, s[4:7], 0 offen
	buffer_load_dwordx4 v[48:51], v55, s[4:7], 0 offen
	v_cndmask_b32_e64 v2, v68, v2, s[18:19]
	v_lshlrev_b32_e32 v6, 1, v120
	s_and_b64 s[18:19], s[22:23], s[40:41]
	v_cndmask_b32_e64 v6, v68, v6, s[18:19]
	buffer_load_dwordx4 v[52:55], v2, s[28:31], 0 offen
	buffer_load_dwordx4 v[56:59], v6, s[28:31], 0 offen
	v_lshlrev_b32_e32 v2, 1, v121
	s_and_b64 s[18:19], s[22:23], s[44:45]
	v_cndmask_b32_e64 v2, v68, v2, s[18:19]
	v_lshlrev_b32_e32 v6, 1, v122
	s_and_b64 s[18:19], s[22:23], s[46:47]
	v_cndmask_b32_e64 v6, v68, v6, s[18:19]
	s_add_i32 s18, s36, s42
	v_add_u32_e32 v123, s18, v69
	v_add_u32_e32 v124, s18, v70
	v_add_u32_e32 v125, s18, v71
	v_add_u32_e32 v126, s18, v72
	v_cmp_gt_i32_e64 s[18:19], s43, v111
	s_and_b64 s[18:19], s[18:19], s[16:17]
	s_and_b64 s[18:19], s[22:23], s[18:19]
	v_lshlrev_b32_e32 v69, 1, v125
	buffer_load_dwordx4 v[60:63], v2, s[28:31], 0 offen
	buffer_load_dwordx4 v[64:67], v6, s[28:31], 0 offen
	v_lshlrev_b32_e32 v2, 1, v123
	v_lshlrev_b32_e32 v6, 1, v124
	v_cndmask_b32_e64 v84, v68, v69, s[18:19]
	v_lshlrev_b32_e32 v69, 1, v126
	v_cndmask_b32_e64 v2, v68, v2, s[18:19]
	v_cndmask_b32_e64 v6, v68, v6, s[18:19]
	v_cndmask_b32_e64 v88, v68, v69, s[18:19]
	buffer_load_dwordx4 v[68:71], v84, s[4:7], 0 offen
	buffer_load_dwordx4 v[72:75], v88, s[4:7], 0 offen
	buffer_load_dwordx4 v[76:79], v2, s[4:7], 0 offen
	buffer_load_dwordx4 v[80:83], v6, s[4:7], 0 offen
	v_perm_b32 v84, v14, v10, s12
	ds_write_b64 v87, v[84:85] offset:49280
	v_add_u32_e32 v2, 0, v127
	v_perm_b32 v85, v7, v3, s11
	v_perm_b32 v84, v15, v11, s11
	ds_write_b64 v2, v[84:85] offset:49408
	v_add_u32_e32 v6, 0, v128
	v_perm_b32 v3, v7, v3, s12
	v_perm_b32 v2, v15, v11, s12
	v_xor_b32_e32 v129, 32, v114
	ds_write_b64 v6, v[2:3] offset:49536
	v_add_u32_e32 v6, 0, v129
	v_perm_b32 v3, v8, v4, s11
	v_perm_b32 v2, v16, v12, s11
	v_xor_b32_e32 v130, 40, v114
	ds_write_b64 v6, v[2:3] offset:49664
	v_add_u32_e32 v6, 0, v130
	v_perm_b32 v3, v8, v4, s12
	v_perm_b32 v2, v16, v12, s12
	v_xor_b32_e32 v131, 48, v114
	ds_write_b64 v6, v[2:3] offset:49792
	v_add_u32_e32 v4, 0, v131
	v_perm_b32 v3, v9, v5, s11
	v_perm_b32 v2, v17, v13, s11
	v_xor_b32_e32 v132, 56, v114
	ds_write_b64 v4, v[2:3] offset:49920
	v_add_u32_e32 v4, 0, v132
	v_perm_b32 v3, v9, v5, s12
	v_perm_b32 v2, v17, v13, s12
	ds_write_b64 v4, v[2:3] offset:50048
	s_waitcnt vmcnt(14)
	ds_write2st64_b64 v19, v[20:21], v[24:25] offset0:32 offset1:40
	s_waitcnt vmcnt(12)
	ds_write2st64_b64 v19, v[28:29], v[32:33] offset0:48 offset1:56
	ds_write2st64_b64 v86, v[22:23], v[26:27] offset0:32 offset1:40
	ds_write2st64_b64 v86, v[30:31], v[34:35] offset0:48 offset1:56
	v_add_u32_e32 v4, 0x10000, v114
	v_and_b32_e32 v102, 32, v0
	v_and_b32_e32 v101, 31, v0
	s_mov_b32 s43, 0
	s_mov_b32 s40, 0x10000
	s_mov_b32 s38, 0x14000
	s_cmpk_gt_i32 s21, 0xff
	v_lshrrev_b32_e32 v116, 2, v102
	v_and_b32_e32 v117, 16, v0
	s_waitcnt vmcnt(6)
	ds_write2st64_b64 v19, v[52:53], v[56:57] offset0:64 offset1:72
	s_waitcnt vmcnt(4)
	ds_write2st64_b64 v19, v[60:61], v[64:65] offset0:80 offset1:88
	v_perm_b32 v3, v40, v36, s11
	v_perm_b32 v2, v48, v44, s11
	ds_write_b64 v4, v[2:3]
	v_add_u32_e32 v4, 0x10000, v115
	v_perm_b32 v3, v40, v36, s12
	v_perm_b32 v2, v48, v44, s12
	ds_write_b64 v4, v[2:3] offset:128
	v_add_u32_e32 v4, 0x10000, v127
	v_perm_b32 v3, v41, v37, s11
	v_perm_b32 v2, v49, v45, s11
	ds_write_b64 v4, v[2:3] offset:256
	v_add_u32_e32 v4, 0x10000, v128
	v_perm_b32 v3, v41, v37, s12
	v_perm_b32 v2, v49, v45, s12
	ds_write_b64 v4, v[2:3] offset:384
	v_add_u32_e32 v4, 0x10000, v129
	v_perm_b32 v3, v42, v38, s11
	v_perm_b32 v2, v50, v46, s11
	ds_write_b64 v4, v[2:3] offset:512
	v_add_u32_e32 v4, 0x10000, v130
	v_perm_b32 v3, v42, v38, s12
	v_perm_b32 v2, v50, v46, s12
	ds_write_b64 v4, v[2:3] offset:640
	v_add_u32_e32 v4, 0x10000, v131
	v_perm_b32 v3, v43, v39, s11
	v_perm_b32 v2, v51, v47, s11
	ds_write_b64 v4, v[2:3] offset:768
	v_add_u32_e32 v4, 0x10000, v132
	v_perm_b32 v3, v43, v39, s12
	v_perm_b32 v2, v51, v47, s12
	ds_write_b64 v4, v[2:3] offset:896
	v_add_u32_e32 v4, 0x14000, v114
	s_waitcnt vmcnt(2)
	v_perm_b32 v3, v72, v68, s11
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v80, v76, s11
	ds_write_b64 v4, v[2:3]
	v_add_u32_e32 v4, 0x14000, v115
	v_perm_b32 v3, v72, v68, s12
	v_perm_b32 v2, v80, v76, s12
	ds_write_b64 v4, v[2:3] offset:128
	v_add_u32_e32 v4, 0x14000, v127
	v_perm_b32 v3, v73, v69, s11
	v_perm_b32 v2, v81, v77, s11
	ds_write_b64 v4, v[2:3] offset:256
	v_add_u32_e32 v4, 0x14000, v128
	v_perm_b32 v3, v73, v69, s12
	v_perm_b32 v2, v81, v77, s12
	ds_write_b64 v4, v[2:3] offset:384
	v_add_u32_e32 v4, 0x14000, v129
	v_perm_b32 v3, v74, v70, s11
	v_perm_b32 v2, v82, v78, s11
	ds_write_b64 v4, v[2:3] offset:512
	v_add_u32_e32 v4, 0x14000, v130
	v_perm_b32 v3, v74, v70, s12
	v_perm_b32 v2, v82, v78, s12
	ds_write_b64 v4, v[2:3] offset:640
	v_add_u32_e32 v4, 0x14000, v131
	v_perm_b32 v3, v75, v71, s11
	v_perm_b32 v2, v83, v79, s11
	ds_write_b64 v4, v[2:3] offset:768
	v_add_u32_e32 v4, 0x14000, v132
	v_perm_b32 v3, v75, v71, s12
	v_perm_b32 v2, v83, v79, s12
	ds_write_b64 v4, v[2:3] offset:896
	v_lshl_or_b32 v2, v101, 7, v18
	ds_write2st64_b64 v86, v[54:55], v[58:59] offset0:64 offset1:72
	ds_write2st64_b64 v86, v[62:63], v[66:67] offset0:80 offset1:88
	s_cbranch_scc1 .LBB0_1
; %bb.1:                                ; %.._crit_edge_crit_edge
	v_xor_b32_e32 v3, v2, v116
	v_lshl_or_b32 v110, s37, 5, v3
	v_xor_b32_e32 v109, 16, v110
	v_xor_b32_e32 v108, 32, v110
	v_xor_b32_e32 v107, 48, v110
	v_xor_b32_e32 v106, 64, v110
	v_xor_b32_e32 v105, 0x50, v110
	v_xor_b32_e32 v104, 0x60, v110
	v_xor_b32_e32 v103, 0x70, v110
	v_mul_u32_u24_e32 v118, 0x88, v1
	s_mov_b64 s[6:7], 0
	s_branch .LBB0_2
.LBB0_1:
	s_mov_b64 s[6:7], -1
                                        ; implicit-def: $vgpr118
                                        ; implicit-def: $vgpr110
                                        ; implicit-def: $vgpr109
                                        ; implicit-def: $vgpr108
                                        ; implicit-def: $vgpr107
                                        ; implicit-def: $vgpr106
                                        ; implicit-def: $vgpr105
                                        ; implicit-def: $vgpr104
                                        ; implicit-def: $vgpr103
.LBB0_2:                                ; %Flow
	s_and_b32 s12, s20, 64
	s_and_b64 s[6:7], s[6:7], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_3
; %bb.4:                                ; %.lr.ph
	s_lshr_b32 s47, s21, 6
	s_add_i32 s45, s10, 0xffffff40
	s_cmp_eq_u32 s12, 0
	v_mul_u32_u24_e32 v118, 0x88, v1
	v_xor_b32_e32 v1, v2, v116
	v_bfe_i32 v0, v0, 4, 1
	s_cselect_b32 s6, 0, 0x1010
	v_lshl_or_b32 v110, s37, 5, v1
	v_and_b32_e32 v0, 0x808, v0
	v_or_b32_e32 v1, s6, v116
	v_xor_b32_e32 v0, v1, v0
	v_xor_b32_e32 v133, v0, v118
	v_mov_b32_e32 v16, 0
	s_mov_b32 s46, 2
	v_xor_b32_e32 v109, 16, v110
	v_xor_b32_e32 v108, 32, v110
	v_xor_b32_e32 v107, 48, v110
	v_xor_b32_e32 v106, 64, v110
	v_xor_b32_e32 v105, 0x50, v110
	v_xor_b32_e32 v104, 0x60, v110
	v_xor_b32_e32 v103, 0x70, v110
	v_xor_b32_e32 v134, 16, v133
	s_movk_i32 s41, 0x4000
	s_mov_b32 s39, 0x8000
	s_mov_b32 s44, 0xc000
	s_add_i32 s47, s47, -4
	s_mov_b32 s48, 0x5040100
	s_mov_b32 s49, 0x7060302
	s_mov_b32 s6, s30
	s_mov_b32 s7, s31
	v_mov_b32_e32 v17, v16
	v_mov_b32_e32 v18, v16
	v_mov_b32_e32 v19, v16
	v_mov_b32_e32 v20, v16
	v_mov_b32_e32 v21, v16
	v_mov_b32_e32 v22, v16
	v_mov_b32_e32 v23, v16
	v_mov_b32_e32 v24, v16
	v_mov_b32_e32 v25, v16
	v_mov_b32_e32 v26, v16
	v_mov_b32_e32 v27, v16
	v_mov_b32_e32 v28, v16
	v_mov_b32_e32 v29, v16
	v_mov_b32_e32 v30, v16
	v_mov_b32_e32 v31, v16
	v_mov_b32_e32 v48, v16
	v_mov_b32_e32 v49, v16
	v_mov_b32_e32 v50, v16
	v_mov_b32_e32 v51, v16
	v_mov_b32_e32 v52, v16
	v_mov_b32_e32 v53, v16
	v_mov_b32_e32 v54, v16
	v_mov_b32_e32 v55, v16
	v_mov_b32_e32 v56, v16
	v_mov_b32_e32 v57, v16
	v_mov_b32_e32 v58, v16
	v_mov_b32_e32 v59, v16
	v_mov_b32_e32 v60, v16
	v_mov_b32_e32 v61, v16
	v_mov_b32_e32 v62, v16
	v_mov_b32_e32 v63, v16
	v_mov_b32_e32 v32, v16
	v_mov_b32_e32 v33, v16
	v_mov_b32_e32 v34, v16
	v_mov_b32_e32 v35, v16
	v_mov_b32_e32 v36, v16
	v_mov_b32_e32 v37, v16
	v_mov_b32_e32 v38, v16
	v_mov_b32_e32 v39, v16
	v_mov_b32_e32 v40, v16
	v_mov_b32_e32 v41, v16
	v_mov_b32_e32 v42, v16
	v_mov_b32_e32 v43, v16
	v_mov_b32_e32 v44, v16
	v_mov_b32_e32 v45, v16
	v_mov_b32_e32 v46, v16
	v_mov_b32_e32 v47, v16
	v_mov_b32_e32 v0, v16
	v_mov_b32_e32 v1, v16
	v_mov_b32_e32 v2, v16
	v_mov_b32_e32 v3, v16
	v_mov_b32_e32 v4, v16
	v_mov_b32_e32 v5, v16
	v_mov_b32_e32 v6, v16
	v_mov_b32_e32 v7, v16
	v_mov_b32_e32 v8, v16
	v_mov_b32_e32 v9, v16
	v_mov_b32_e32 v10, v16
	v_mov_b32_e32 v11, v16
	v_mov_b32_e32 v12, v16
	v_mov_b32_e32 v13, v16
	v_mov_b32_e32 v14, v16
	v_mov_b32_e32 v15, v16
	s_mov_b32 s50, 0
	v_xor_b32_e32 v135, 32, v133
	v_xor_b32_e32 v136, 48, v133
	v_xor_b32_e32 v137, 64, v133
	v_xor_b32_e32 v138, 0x50, v133
	v_xor_b32_e32 v139, 0x60, v133
	v_xor_b32_e32 v140, 0x70, v133
	v_xor_b32_e32 v141, 0x2020, v133
	v_xor_b32_e32 v142, 0x2030, v133
	v_xor_b32_e32 v143, 0x2010, v133
	v_xor_b32_e32 v144, 0x2060, v133
	v_xor_b32_e32 v145, 0x2070, v133
	v_xor_b32_e32 v146, 0x2040, v133
	v_xor_b32_e32 v147, 0x2050, v133
	v_bfrev_b32_e32 v148, 1
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	s_lshl_b32 s10, s50, 6
	s_sub_i32 s18, s45, s10
	v_add_u32_e32 v119, 64, v119
	v_cmp_gt_i32_e64 s[10:11], s18, v111
	v_cmp_gt_i32_e64 s[18:19], s18, v100
	v_add_u32_e32 v120, 64, v120
	v_lshlrev_b32_e32 v64, 1, v119
	s_and_b64 s[20:21], vcc, s[18:19]
	v_add_u32_e32 v121, 64, v121
	v_add_u32_e32 v122, 64, v122
	v_add_u32_e32 v123, s42, v123
	v_add_u32_e32 v124, s42, v124
	v_add_u32_e32 v125, s42, v125
	v_add_u32_e32 v126, s42, v126
	v_lshlrev_b32_e32 v65, 1, v120
	v_cndmask_b32_e64 v64, v148, v64, s[20:21]
	s_and_b64 s[20:21], s[0:1], s[18:19]
	v_lshlrev_b32_e32 v66, 1, v121
	v_lshlrev_b32_e32 v67, 1, v122
	v_lshlrev_b32_e32 v68, 1, v123
	s_and_b64 s[10:11], s[16:17], s[10:11]
	v_lshlrev_b32_e32 v69, 1, v124
	v_lshlrev_b32_e32 v70, 1, v125
	v_lshlrev_b32_e32 v71, 1, v126
	v_cndmask_b32_e64 v65, v148, v65, s[20:21]
	s_and_b64 s[20:21], s[2:3], s[18:19]
	s_and_b64 s[18:19], s[14:15], s[18:19]
	v_cndmask_b32_e64 v66, v148, v66, s[20:21]
	v_cndmask_b32_e64 v67, v148, v67, s[18:19]
	v_cndmask_b32_e64 v68, v148, v68, s[10:11]
	v_cndmask_b32_e64 v72, v148, v69, s[10:11]
	v_cndmask_b32_e64 v73, v148, v70, s[10:11]
	v_cndmask_b32_e64 v74, v148, v71, s[10:11]
	buffer_load_dwordx4 v[80:83], v64, s[28:31], 0 offen
	buffer_load_dwordx4 v[88:91], v65, s[28:31], 0 offen
	buffer_load_dwordx4 v[84:87], v66, s[28:31], 0 offen
	buffer_load_dwordx4 v[92:95], v67, s[28:31], 0 offen
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_load_dwordx4 v[68:71], v68, s[4:7], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[76:79], v72, s[4:7], 0 offen
	buffer_load_dwordx4 v[64:67], v73, s[4:7], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[72:75], v74, s[4:7], 0 offen
	v_add_u32_e32 v96, s44, v133
	v_add_u32_e32 v97, s44, v141
	v_add_u32_e32 v149, s43, v110
	ds_read_b64 v[156:157], v97
	ds_read2st64_b64 v[96:99], v96 offset1:16
	ds_read2st64_b64 v[150:153], v149 offset1:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[96:97], v[150:151], v[16:31]
	v_add_u32_e32 v149, s44, v134
	v_add_u32_e32 v154, s44, v142
	ds_read_b64 v[158:159], v149
	ds_read_b64 v[160:161], v154
	v_add_u32_e32 v149, s44, v138
	v_add_u32_e32 v154, s44, v139
	v_add_u32_e32 v155, s44, v140
	ds_read_b64 v[174:175], v149
	ds_read_b64 v[176:177], v154
	ds_read_b64 v[178:179], v155
	v_mfma_f32_32x32x8_f16 v[32:47], v[96:97], v[152:153], v[32:47]
	v_add_u32_e32 v96, s43, v109
	v_add_u32_e32 v149, s44, v137
	v_add_u32_e32 v97, s44, v143
	v_add_u32_e32 v154, s44, v144
	v_add_u32_e32 v155, s44, v145
	ds_read_b64 v[184:185], v97
	ds_read_b64 v[186:187], v154
	ds_read_b64 v[188:189], v155
	s_add_i32 s10, s46, 1
	v_mfma_f32_32x32x8_f16 v[48:63], v[156:157], v[150:151], v[48:63]
	s_cmp_lt_i32 s10, 3
	s_cselect_b32 s46, s10, 0
	s_add_i32 s10, s50, 1
	v_mfma_f32_32x32x8_f16 v[0:15], v[156:157], v[152:153], v[0:15]
	ds_read2st64_b64 v[150:153], v96 offset1:16
	v_add_u32_e32 v96, s44, v135
	ds_read_b64 v[156:157], v96
	v_add_u32_e32 v96, s44, v136
	ds_read_b64 v[180:181], v96
	ds_read_b64 v[182:183], v149
	v_add_u32_e32 v96, s43, v108
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[16:31], v[158:159], v[150:151], v[16:31]
	v_mfma_f32_32x32x8_f16 v[32:47], v[158:159], v[152:153], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[160:161], v[152:153], v[0:15]
	v_mfma_f32_32x32x8_f16 v[48:63], v[160:161], v[150:151], v[48:63]
	ds_read2st64_b64 v[150:153], v96 offset1:16
	v_add_u32_e32 v96, s43, v107
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[98:99], v[150:151], v[48:63]
	v_mfma_f32_32x32x8_f16 v[0:15], v[98:99], v[152:153], v[0:15]
	v_mfma_f32_32x32x8_f16 v[32:47], v[156:157], v[152:153], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[156:157], v[150:151], v[16:31]
	ds_read2st64_b64 v[150:153], v96 offset1:16
	v_add_u32_e32 v96, s43, v106
	ds_read2st64_b64 v[162:165], v96 offset1:16
	v_add_u32_e32 v96, s43, v105
	ds_read2st64_b64 v[166:169], v96 offset1:16
	v_add_u32_e32 v96, s44, v146
	ds_read_b64 v[190:191], v96
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[0:15], v[184:185], v[152:153], v[0:15]
	v_add_u32_e32 v96, s43, v104
	ds_read2st64_b64 v[170:173], v96 offset1:16
	v_add_u32_e32 v96, s44, v147
	ds_read_b64 v[160:161], v96
	v_add_u32_e32 v96, s43, v103
	ds_read2st64_b64 v[96:99], v96 offset1:16
	s_mov_b32 s43, s41
	v_mfma_f32_32x32x8_f16 v[32:47], v[180:181], v[152:153], v[32:47]
	s_mov_b32 s41, s39
	s_lshl_b32 s39, s46, 14
	s_mov_b32 s44, s40
	s_mov_b32 s40, s38
	s_add_i32 s38, s39, 0xc000
	v_add_u32_e32 v157, s39, v112
	s_cmp_lg_u32 s50, s47
	v_mfma_f32_32x32x8_f16 v[16:31], v[180:181], v[150:151], v[16:31]
	v_add_u32_e32 v158, s39, v113
	v_add_u32_e32 v149, s39, v114
	s_mov_b32 s50, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(6)
	ds_write2st64_b64 v157, v[80:81], v[88:89] offset1:8
	ds_write2st64_b64 v158, v[82:83], v[90:91] offset1:8
	s_waitcnt vmcnt(4)
	ds_write2st64_b64 v157, v[84:85], v[92:93] offset0:16 offset1:24
	ds_write2st64_b64 v158, v[86:87], v[94:95] offset0:16 offset1:24
	v_mfma_f32_32x32x8_f16 v[48:63], v[184:185], v[150:151], v[48:63]
	s_waitcnt vmcnt(2)
	v_perm_b32 v80, v76, v68, s48
	s_waitcnt vmcnt(0)
	v_perm_b32 v81, v72, v64, s48
	v_add_u32_e32 v150, s39, v115
	v_add_u32_e32 v151, s39, v127
	v_add_u32_e32 v152, s39, v128
	v_add_u32_e32 v153, s39, v129
	v_add_u32_e32 v154, s39, v130
	v_mfma_f32_32x32x8_f16 v[32:47], v[182:183], v[164:165], v[32:47]
	v_add_u32_e32 v155, s39, v131
	v_add_u32_e32 v156, s39, v132
	v_perm_b32 v82, v76, v68, s49
	v_perm_b32 v84, v77, v69, s48
	v_perm_b32 v83, v72, v64, s49
	v_perm_b32 v85, v73, v65, s48
	v_perm_b32 v64, v77, v69, s49
	v_mfma_f32_32x32x8_f16 v[0:15], v[186:187], v[164:165], v[0:15]
	v_perm_b32 v68, v78, v70, s48
	v_perm_b32 v65, v73, v65, s49
	v_perm_b32 v69, v74, v66, s48
	v_perm_b32 v70, v78, v70, s49
	v_perm_b32 v72, v79, v71, s48
	v_perm_b32 v76, v79, v71, s49
	v_perm_b32 v71, v74, v66, s49
	v_mfma_f32_32x32x8_f16 v[16:31], v[182:183], v[162:163], v[16:31]
	v_perm_b32 v73, v75, v67, s48
	v_perm_b32 v77, v75, v67, s49
	ds_write_b64 v149, v[80:81] offset:49152
	ds_write_b64 v150, v[82:83] offset:49280
	ds_write_b64 v151, v[84:85] offset:49408
	ds_write_b64 v152, v[64:65] offset:49536
	ds_write_b64 v153, v[68:69] offset:49664
	ds_write_b64 v154, v[70:71] offset:49792
	ds_write_b64 v155, v[72:73] offset:49920
	ds_write_b64 v156, v[76:77] offset:50048
	v_mfma_f32_32x32x8_f16 v[48:63], v[186:187], v[162:163], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[174:175], v[168:169], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[188:189], v[168:169], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[174:175], v[166:167], v[16:31]
	v_mfma_f32_32x32x8_f16 v[48:63], v[188:189], v[166:167], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[176:177], v[172:173], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[190:191], v[172:173], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[176:177], v[170:171], v[16:31]
	v_mfma_f32_32x32x8_f16 v[48:63], v[190:191], v[170:171], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[160:161], v[96:97], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[178:179], v[96:97], v[16:31]
	v_mfma_f32_32x32x8_f16 v[32:47], v[178:179], v[98:99], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[160:161], v[98:99], v[0:15]
	s_cbranch_scc1 .LBB0_4
	s_branch .LBB0_5
.LBB0_3:
	v_mov_b32_e32 v15, 0
	s_movk_i32 s41, 0x4000
	s_mov_b32 s39, 0x8000
	s_mov_b32 s44, 0xc000
	v_mov_b32_e32 v14, v15
	v_mov_b32_e32 v13, v15
	v_mov_b32_e32 v12, v15
	v_mov_b32_e32 v11, v15
	v_mov_b32_e32 v10, v15
	v_mov_b32_e32 v9, v15
	v_mov_b32_e32 v8, v15
	v_mov_b32_e32 v7, v15
	v_mov_b32_e32 v6, v15
	v_mov_b32_e32 v5, v15
	v_mov_b32_e32 v4, v15
	v_mov_b32_e32 v3, v15
	v_mov_b32_e32 v2, v15
	v_mov_b32_e32 v1, v15
	v_mov_b32_e32 v0, v15
	v_mov_b32_e32 v47, v15
	v_mov_b32_e32 v46, v15
	v_mov_b32_e32 v45, v15
	v_mov_b32_e32 v44, v15
	v_mov_b32_e32 v43, v15
	v_mov_b32_e32 v42, v15
	v_mov_b32_e32 v41, v15
	v_mov_b32_e32 v40, v15
	v_mov_b32_e32 v39, v15
	v_mov_b32_e32 v38, v15
	v_mov_b32_e32 v37, v15
	v_mov_b32_e32 v36, v15
	v_mov_b32_e32 v35, v15
	v_mov_b32_e32 v34, v15
	v_mov_b32_e32 v33, v15
	v_mov_b32_e32 v32, v15
	v_mov_b32_e32 v63, v15
	v_mov_b32_e32 v62, v15
	v_mov_b32_e32 v61, v15
	v_mov_b32_e32 v60, v15
	v_mov_b32_e32 v59, v15
	v_mov_b32_e32 v58, v15
	v_mov_b32_e32 v57, v15
	v_mov_b32_e32 v56, v15
	v_mov_b32_e32 v55, v15
	v_mov_b32_e32 v54, v15
	v_mov_b32_e32 v53, v15
	v_mov_b32_e32 v52, v15
	v_mov_b32_e32 v51, v15
	v_mov_b32_e32 v50, v15
	v_mov_b32_e32 v49, v15
	v_mov_b32_e32 v48, v15
	v_mov_b32_e32 v31, v15
	v_mov_b32_e32 v30, v15
	v_mov_b32_e32 v29, v15
	v_mov_b32_e32 v28, v15
	v_mov_b32_e32 v27, v15
	v_mov_b32_e32 v26, v15
	v_mov_b32_e32 v25, v15
	v_mov_b32_e32 v24, v15
	v_mov_b32_e32 v23, v15
	v_mov_b32_e32 v22, v15
	v_mov_b32_e32 v21, v15
	v_mov_b32_e32 v20, v15
	v_mov_b32_e32 v19, v15
	v_mov_b32_e32 v18, v15
	v_mov_b32_e32 v17, v15
	v_mov_b32_e32 v16, v15
.LBB0_5:                                ; %._crit_edge
	s_cmp_eq_u32 s12, 0
	s_cselect_b32 s0, 0, 0x1010
	v_mov_b32_e32 v64, 0x808
	v_cmp_eq_u32_e32 vcc, 0, v117
	v_or_b32_e32 v65, s0, v116
	v_xor_b32_e32 v65, v65, v118
	v_cndmask_b32_e64 v64, v64, 0, vcc
	s_and_b64 s[0:1], s[34:35], exec
	v_xor_b32_e32 v78, v65, v64
	s_cselect_b32 s0, 1, 0
	v_xor_b32_e32 v77, 16, v78
	v_xor_b32_e32 v76, 32, v78
	v_xor_b32_e32 v75, 48, v78
	v_xor_b32_e32 v74, 64, v78
	v_xor_b32_e32 v73, 0x50, v78
	v_xor_b32_e32 v72, 0x60, v78
	v_xor_b32_e32 v71, 0x70, v78
	v_xor_b32_e32 v70, 0x2020, v78
	v_xor_b32_e32 v69, 0x2030, v78
	v_xor_b32_e32 v68, 0x2010, v78
	v_xor_b32_e32 v67, 0x2060, v78
	v_xor_b32_e32 v66, 0x2070, v78
	v_xor_b32_e32 v64, 0x2040, v78
	s_cmp_lg_u32 s0, 1
	v_xor_b32_e32 v65, 0x2050, v78
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc0 .LBB0_6
; %bb.8:                                ; %._crit_edge._crit_edge
	s_and_b64 s[0:1], s[26:27], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_7
.LBB0_8:
	s_and_b64 s[0:1], s[22:23], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_9
.LBB0_10:
	v_add_u32_e32 v75, s38, v75
	v_add_u32_e32 v74, s38, v74
	v_add_u32_e32 v73, s38, v73
	v_add_u32_e32 v72, s38, v72
	v_add_u32_e32 v77, s38, v77
	v_add_u32_e32 v76, s38, v76
	ds_read_b64 v[120:121], v75
	ds_read_b64 v[122:123], v74
	ds_read_b64 v[124:125], v73
	ds_read_b64 v[126:127], v72
	v_add_u32_e32 v73, s39, v105
	v_add_u32_e32 v72, s39, v104
	v_add_u32_e32 v71, s38, v71
	v_add_u32_e32 v78, s38, v78
	v_add_u32_e32 v82, s39, v110
	ds_read_b64 v[98:99], v77
	ds_read_b64 v[118:119], v76
	v_add_u32_e32 v77, s39, v109
	v_add_u32_e32 v76, s39, v108
	v_add_u32_e32 v75, s39, v107
	v_add_u32_e32 v74, s39, v106
	ds_read2st64_b64 v[106:109], v73 offset1:16
	ds_read2st64_b64 v[110:113], v72 offset1:16
	ds_read_b64 v[72:73], v71
	v_add_u32_e32 v71, s39, v103
	v_add_u32_e32 v70, s38, v70
	ds_read2st64_b64 v[78:81], v78 offset1:16
	ds_read2st64_b64 v[114:117], v71 offset1:16
	ds_read_b64 v[70:71], v70
	ds_read2st64_b64 v[82:85], v82 offset1:16
	v_add_u32_e32 v69, s38, v69
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[78:79], v[82:83], v[16:31]
	ds_read2st64_b64 v[86:89], v77 offset1:16
	ds_read2st64_b64 v[90:93], v76 offset1:16
	v_add_u32_e32 v68, s38, v68
	ds_read2st64_b64 v[94:97], v75 offset1:16
	v_add_u32_e32 v67, s38, v67
	v_add_u32_e32 v66, s38, v66
	ds_read2st64_b64 v[74:77], v74 offset1:16
	v_mfma_f32_32x32x8_f16 v[48:63], v[70:71], v[82:83], v[48:63]
	ds_read_b64 v[82:83], v69
	ds_read_b64 v[68:69], v68
	v_add_u32_e32 v64, s38, v64
	v_mfma_f32_32x32x8_f16 v[32:47], v[78:79], v[84:85], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[70:71], v[84:85], v[0:15]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_f16 v[16:31], v[98:99], v[86:87], v[16:31]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[48:63], v[82:83], v[86:87], v[48:63]
	ds_read_b64 v[86:87], v67
	ds_read_b64 v[66:67], v66
	v_mfma_f32_32x32x8_f16 v[32:47], v[98:99], v[88:89], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[82:83], v[88:89], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[118:119], v[90:91], v[16:31]
	v_mfma_f32_32x32x8_f16 v[48:63], v[80:81], v[90:91], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[118:119], v[92:93], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[80:81], v[92:93], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[120:121], v[94:95], v[16:31]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[48:63], v[68:69], v[94:95], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[120:121], v[96:97], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[68:69], v[96:97], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[122:123], v[74:75], v[16:31]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[48:63], v[86:87], v[74:75], v[48:63]
	ds_read_b64 v[74:75], v64
	v_add_u32_e32 v64, s38, v65
	ds_read_b64 v[64:65], v64
	v_mfma_f32_32x32x8_f16 v[32:47], v[122:123], v[76:77], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[86:87], v[76:77], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[124:125], v[106:107], v[16:31]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[106:107], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[124:125], v[108:109], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[66:67], v[108:109], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[126:127], v[110:111], v[16:31]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[48:63], v[74:75], v[110:111], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[126:127], v[112:113], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[74:75], v[112:113], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[72:73], v[114:115], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[114:115], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[72:73], v[116:117], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[64:65], v[116:117], v[0:15]
.LBB0_9:
	v_lshrrev_b32_e32 v64, 3, v102
	s_lshr_b32 s0, s12, 1
	v_or_b32_e32 v64, s0, v64
	v_or_b32_e32 v65, 0x50, v64
	v_or_b32_e32 v66, s36, v65
	v_cmp_gt_i32_e32 vcc, s9, v66
	v_or_b32_e32 v66, 64, v64
	v_or_b32_e32 v67, s36, v66
	v_cmp_gt_i32_e64 s[2:3], s9, v67
	v_or_b32_e32 v67, 16, v64
	v_or_b32_e32 v68, s36, v67
	v_cmp_gt_i32_e64 s[4:5], s9, v68
	v_or_b32_e32 v68, s36, v64
	s_lshr_b32 s0, s37, 2
	v_cmp_gt_i32_e64 s[6:7], s9, v68
	v_or_b32_e32 v68, s0, v101
	v_or_b32_e32 v69, 64, v68
	v_cvt_f16_f32_e32 v16, v16
	v_cvt_f16_f32_e32 v17, v17
	v_or_b32_e32 v70, s33, v69
	v_cvt_f16_f32_e32 v18, v18
	v_cvt_f16_f32_e32 v19, v19
	s_mul_i32 s10, s33, s13
	v_cmp_gt_i32_e64 s[0:1], s8, v70
	v_or_b32_e32 v70, s33, v68
	v_cvt_f16_f32_e32 v74, v0
	v_mul_lo_u32 v0, v68, s13
	s_add_i32 s10, s10, s36
	v_cmp_gt_i32_e64 s[8:9], s8, v70
	v_cvt_f16_f32_e32 v20, v20
	v_cvt_f16_f32_e32 v21, v21
	v_cvt_f16_f32_e32 v22, v22
	v_cvt_f16_f32_e32 v23, v23
	v_cvt_f16_f32_e32 v75, v1
	v_mul_lo_u32 v1, v69, s13
	v_add_u32_e32 v68, s10, v0
	v_add_u32_e32 v69, s10, v1
	v_pack_b32_f16 v0, v16, v17
	v_add_lshl_u32 v16, v68, v64, 1
	v_bfrev_b32_e32 v17, 1
	s_and_b64 s[10:11], s[8:9], s[6:7]
	v_or_b32_e32 v73, 8, v64
	v_cvt_f16_f32_e32 v24, v24
	v_cvt_f16_f32_e32 v25, v25
	v_cvt_f16_f32_e32 v26, v26
	v_cvt_f16_f32_e32 v27, v27
	s_and_b32 s25, s25, 0xffff
	s_mov_b32 s27, 0x27000
	s_mov_b32 s26, 0x7ffffffe
	v_pack_b32_f16 v1, v18, v19
	v_cndmask_b32_e64 v16, v17, v16, s[10:11]
	buffer_store_dwordx2 v[0:1], v16, s[24:27], 0 offen
	v_add_lshl_u32 v16, v68, v73, 1
	v_cvt_f16_f32_e32 v28, v28
	v_cvt_f16_f32_e32 v29, v29
	v_cvt_f16_f32_e32 v30, v30
	v_cvt_f16_f32_e32 v31, v31
	v_pack_b32_f16 v1, v22, v23
	v_pack_b32_f16 v0, v20, v21
	v_cndmask_b32_e64 v16, v17, v16, s[10:11]
	buffer_store_dwordx2 v[0:1], v16, s[24:27], 0 offen
	v_add_lshl_u32 v16, v68, v67, 1
	s_and_b64 s[10:11], s[8:9], s[4:5]
	v_or_b32_e32 v72, 24, v64
	v_cvt_f16_f32_e32 v48, v48
	v_cvt_f16_f32_e32 v49, v49
	v_cvt_f16_f32_e32 v50, v50
	v_cvt_f16_f32_e32 v51, v51
	v_pack_b32_f16 v1, v26, v27
	v_pack_b32_f16 v0, v24, v25
	v_cndmask_b32_e64 v16, v17, v16, s[10:11]
	buffer_store_dwordx2 v[0:1], v16, s[24:27], 0 offen
	v_add_lshl_u32 v16, v68, v72, 1
	v_cvt_f16_f32_e32 v52, v52
	v_cvt_f16_f32_e32 v53, v53
	v_cvt_f16_f32_e32 v54, v54
	v_cvt_f16_f32_e32 v55, v55
	v_pack_b32_f16 v1, v30, v31
	v_pack_b32_f16 v0, v28, v29
	v_cndmask_b32_e64 v16, v17, v16, s[10:11]
	buffer_store_dwordx2 v[0:1], v16, s[24:27], 0 offen
	v_add_lshl_u32 v16, v68, v66, 1
	s_and_b64 s[10:11], s[8:9], s[2:3]
	v_or_b32_e32 v71, 0x48, v64
	v_cvt_f16_f32_e32 v56, v56
	v_cvt_f16_f32_e32 v57, v57
	v_cvt_f16_f32_e32 v58, v58
	v_cvt_f16_f32_e32 v59, v59
	v_pack_b32_f16 v1, v50, v51
	v_pack_b32_f16 v0, v48, v49
	v_cndmask_b32_e64 v16, v17, v16, s[10:11]
	buffer_store_dwordx2 v[0:1], v16, s[24:27], 0 offen
	v_add_lshl_u32 v16, v68, v71, 1
	v_cvt_f16_f32_e32 v60, v60
	v_cvt_f16_f32_e32 v61, v61
	v_cvt_f16_f32_e32 v62, v62
	v_cvt_f16_f32_e32 v63, v63
	v_pack_b32_f16 v1, v54, v55
	v_pack_b32_f16 v0, v52, v53
	v_cndmask_b32_e64 v16, v17, v16, s[10:11]
	buffer_store_dwordx2 v[0:1], v16, s[24:27], 0 offen
	v_add_lshl_u32 v16, v68, v65, 1
	s_and_b64 s[8:9], s[8:9], vcc
	v_or_b32_e32 v70, 0x58, v64
	v_cvt_f16_f32_e32 v32, v32
	v_cvt_f16_f32_e32 v33, v33
	v_cvt_f16_f32_e32 v34, v34
	v_cvt_f16_f32_e32 v35, v35
	v_pack_b32_f16 v1, v58, v59
	v_pack_b32_f16 v0, v56, v57
	v_cndmask_b32_e64 v16, v17, v16, s[8:9]
	buffer_store_dwordx2 v[0:1], v16, s[24:27], 0 offen
	v_add_lshl_u32 v16, v68, v70, 1
	v_cvt_f16_f32_e32 v36, v36
	v_cvt_f16_f32_e32 v37, v37
	v_cvt_f16_f32_e32 v38, v38
	v_cvt_f16_f32_e32 v39, v39
	v_pack_b32_f16 v1, v62, v63
	v_pack_b32_f16 v0, v60, v61
	v_cndmask_b32_e64 v16, v17, v16, s[8:9]
	buffer_store_dwordx2 v[0:1], v16, s[24:27], 0 offen
	v_add_lshl_u32 v16, v69, v64, 1
	s_and_b64 s[6:7], s[0:1], s[6:7]
	v_cvt_f16_f32_e32 v40, v40
	v_cvt_f16_f32_e32 v41, v41
	v_cvt_f16_f32_e32 v42, v42
	v_cvt_f16_f32_e32 v43, v43
	v_pack_b32_f16 v1, v34, v35
	v_pack_b32_f16 v0, v32, v33
	v_cndmask_b32_e64 v16, v17, v16, s[6:7]
	buffer_store_dwordx2 v[0:1], v16, s[24:27], 0 offen
	v_add_lshl_u32 v16, v69, v73, 1
	v_cvt_f16_f32_e32 v44, v44
	v_cvt_f16_f32_e32 v45, v45
	v_cvt_f16_f32_e32 v46, v46
	v_cvt_f16_f32_e32 v47, v47
	v_pack_b32_f16 v1, v38, v39
	v_pack_b32_f16 v0, v36, v37
	v_cndmask_b32_e64 v16, v17, v16, s[6:7]
	v_cvt_f16_f32_e32 v2, v2
	v_cvt_f16_f32_e32 v3, v3
	buffer_store_dwordx2 v[0:1], v16, s[24:27], 0 offen
	v_add_lshl_u32 v16, v69, v67, 1
	s_and_b64 s[4:5], s[0:1], s[4:5]
	v_pack_b32_f16 v1, v42, v43
	v_pack_b32_f16 v0, v40, v41
	v_cndmask_b32_e64 v16, v17, v16, s[4:5]
	buffer_store_dwordx2 v[0:1], v16, s[24:27], 0 offen
	v_add_lshl_u32 v16, v69, v72, 1
	v_cvt_f16_f32_e32 v4, v4
	v_cvt_f16_f32_e32 v5, v5
	v_cvt_f16_f32_e32 v6, v6
	v_cvt_f16_f32_e32 v7, v7
	v_pack_b32_f16 v1, v46, v47
	v_pack_b32_f16 v0, v44, v45
	v_cndmask_b32_e64 v16, v17, v16, s[4:5]
	buffer_store_dwordx2 v[0:1], v16, s[24:27], 0 offen
	v_pack_b32_f16 v1, v2, v3
	v_add_lshl_u32 v2, v69, v66, 1
	s_and_b64 s[2:3], s[0:1], s[2:3]
	v_cvt_f16_f32_e32 v8, v8
	v_cvt_f16_f32_e32 v9, v9
	v_cvt_f16_f32_e32 v10, v10
	v_cvt_f16_f32_e32 v11, v11
	v_pack_b32_f16 v0, v74, v75
	v_cndmask_b32_e64 v2, v17, v2, s[2:3]
	buffer_store_dwordx2 v[0:1], v2, s[24:27], 0 offen
	v_add_lshl_u32 v2, v69, v71, 1
	v_cvt_f16_f32_e32 v12, v12
	v_cvt_f16_f32_e32 v13, v13
	v_cvt_f16_f32_e32 v14, v14
	v_cvt_f16_f32_e32 v15, v15
	v_pack_b32_f16 v1, v6, v7
	v_pack_b32_f16 v0, v4, v5
	v_cndmask_b32_e64 v2, v17, v2, s[2:3]
	buffer_store_dwordx2 v[0:1], v2, s[24:27], 0 offen
	v_add_lshl_u32 v2, v69, v65, 1
	s_and_b64 vcc, s[0:1], vcc
	v_pack_b32_f16 v1, v10, v11
	v_pack_b32_f16 v0, v8, v9
	v_cndmask_b32_e32 v2, v17, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[24:27], 0 offen
	v_add_lshl_u32 v2, v69, v70, 1
	v_pack_b32_f16 v1, v14, v15
	v_pack_b32_f16 v0, v12, v13
	v_cndmask_b32_e32 v2, v17, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[24:27], 0 offen
	s_endpgm
.LBB0_6:
	v_add_u32_e32 v79, s44, v78
	ds_read2st64_b64 v[80:83], v79 offset1:16
	v_add_u32_e32 v79, s43, v110
	ds_read2st64_b64 v[84:87], v79 offset1:16
	v_add_u32_e32 v79, s44, v77
	ds_read_b64 v[128:129], v79
	v_add_u32_e32 v79, s43, v109
	ds_read2st64_b64 v[88:91], v79 offset1:16
	v_add_u32_e32 v79, s44, v76
	ds_read_b64 v[130:131], v79
	v_add_u32_e32 v79, s43, v108
	ds_read2st64_b64 v[92:95], v79 offset1:16
	v_add_u32_e32 v79, s44, v75
	ds_read_b64 v[132:133], v79
	v_add_u32_e32 v79, s43, v107
	ds_read2st64_b64 v[96:99], v79 offset1:16
	v_add_u32_e32 v79, s44, v74
	ds_read_b64 v[134:135], v79
	v_add_u32_e32 v79, s43, v106
	ds_read2st64_b64 v[112:115], v79 offset1:16
	v_add_u32_e32 v79, s44, v73
	ds_read_b64 v[136:137], v79
	v_add_u32_e32 v79, s43, v105
	ds_read2st64_b64 v[116:119], v79 offset1:16
	v_add_u32_e32 v79, s44, v72
	ds_read_b64 v[138:139], v79
	v_add_u32_e32 v79, s43, v104
	ds_read2st64_b64 v[120:123], v79 offset1:16
	v_add_u32_e32 v79, s44, v71
	ds_read_b64 v[140:141], v79
	v_add_u32_e32 v79, s43, v103
	ds_read2st64_b64 v[124:127], v79 offset1:16
	v_add_u32_e32 v79, s44, v70
	ds_read_b64 v[142:143], v79
	v_add_u32_e32 v79, s44, v69
	s_waitcnt lgkmcnt(14)
	v_mfma_f32_32x32x8_f16 v[16:31], v[80:81], v[84:85], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[142:143], v[84:85], v[48:63]
	ds_read_b64 v[84:85], v79
	v_add_u32_e32 v79, s44, v68
	v_mfma_f32_32x32x8_f16 v[32:47], v[80:81], v[86:87], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[142:143], v[86:87], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[128:129], v[88:89], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[84:85], v[88:89], v[48:63]
	ds_read_b64 v[88:89], v79
	v_add_u32_e32 v79, s44, v67
	v_mfma_f32_32x32x8_f16 v[32:47], v[128:129], v[90:91], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[84:85], v[90:91], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[130:131], v[92:93], v[16:31]
	v_mfma_f32_32x32x8_f16 v[48:63], v[82:83], v[92:93], v[48:63]
	ds_read_b64 v[92:93], v79
	v_add_u32_e32 v79, s44, v66
	v_mfma_f32_32x32x8_f16 v[32:47], v[130:131], v[94:95], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[82:83], v[94:95], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[132:133], v[96:97], v[16:31]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[48:63], v[88:89], v[96:97], v[48:63]
	ds_read_b64 v[96:97], v79
	v_add_u32_e32 v79, s44, v64
	v_mfma_f32_32x32x8_f16 v[32:47], v[132:133], v[98:99], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[88:89], v[98:99], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[134:135], v[112:113], v[16:31]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[48:63], v[92:93], v[112:113], v[48:63]
	ds_read_b64 v[112:113], v79
	v_add_u32_e32 v79, s44, v65
	v_mfma_f32_32x32x8_f16 v[32:47], v[134:135], v[114:115], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[92:93], v[114:115], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[136:137], v[116:117], v[16:31]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[48:63], v[96:97], v[116:117], v[48:63]
	ds_read_b64 v[116:117], v79
	v_mfma_f32_32x32x8_f16 v[32:47], v[136:137], v[118:119], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[96:97], v[118:119], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[138:139], v[120:121], v[16:31]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[48:63], v[112:113], v[120:121], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[138:139], v[122:123], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[112:113], v[122:123], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[140:141], v[124:125], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[116:117], v[124:125], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[140:141], v[126:127], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[116:117], v[126:127], v[0:15]
	s_and_b64 s[0:1], s[26:27], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_8
.LBB0_7:
	v_add_u32_e32 v79, s40, v78
	ds_read2st64_b64 v[80:83], v79 offset1:16
	v_add_u32_e32 v79, s41, v110
	ds_read2st64_b64 v[84:87], v79 offset1:16
	v_add_u32_e32 v79, s40, v77
	ds_read_b64 v[128:129], v79
	v_add_u32_e32 v79, s41, v109
	ds_read2st64_b64 v[88:91], v79 offset1:16
	v_add_u32_e32 v79, s40, v76
	ds_read_b64 v[130:131], v79
	v_add_u32_e32 v79, s41, v108
	ds_read2st64_b64 v[92:95], v79 offset1:16
	v_add_u32_e32 v79, s40, v75
	ds_read_b64 v[132:133], v79
	v_add_u32_e32 v79, s41, v107
	ds_read2st64_b64 v[96:99], v79 offset1:16
	v_add_u32_e32 v79, s40, v74
	ds_read_b64 v[134:135], v79
	v_add_u32_e32 v79, s41, v106
	ds_read2st64_b64 v[112:115], v79 offset1:16
	v_add_u32_e32 v79, s40, v73
	ds_read_b64 v[136:137], v79
	v_add_u32_e32 v79, s41, v105
	ds_read2st64_b64 v[116:119], v79 offset1:16
	v_add_u32_e32 v79, s40, v72
	ds_read_b64 v[138:139], v79
	v_add_u32_e32 v79, s41, v104
	ds_read2st64_b64 v[120:123], v79 offset1:16
	v_add_u32_e32 v79, s40, v71
	ds_read_b64 v[140:141], v79
	v_add_u32_e32 v79, s41, v103
	ds_read2st64_b64 v[124:127], v79 offset1:16
	v_add_u32_e32 v79, s40, v70
	ds_read_b64 v[142:143], v79
	v_add_u32_e32 v79, s40, v69
	s_waitcnt lgkmcnt(14)
	v_mfma_f32_32x32x8_f16 v[16:31], v[80:81], v[84:85], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[142:143], v[84:85], v[48:63]
	ds_read_b64 v[84:85], v79
	v_add_u32_e32 v79, s40, v68
	v_mfma_f32_32x32x8_f16 v[32:47], v[80:81], v[86:87], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[142:143], v[86:87], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[128:129], v[88:89], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[84:85], v[88:89], v[48:63]
	ds_read_b64 v[88:89], v79
	v_add_u32_e32 v79, s40, v67
	v_mfma_f32_32x32x8_f16 v[32:47], v[128:129], v[90:91], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[84:85], v[90:91], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[130:131], v[92:93], v[16:31]
	v_mfma_f32_32x32x8_f16 v[48:63], v[82:83], v[92:93], v[48:63]
	ds_read_b64 v[92:93], v79
	v_add_u32_e32 v79, s40, v66
	v_mfma_f32_32x32x8_f16 v[32:47], v[130:131], v[94:95], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[82:83], v[94:95], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[132:133], v[96:97], v[16:31]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[48:63], v[88:89], v[96:97], v[48:63]
	ds_read_b64 v[96:97], v79
	v_add_u32_e32 v79, s40, v64
	v_mfma_f32_32x32x8_f16 v[32:47], v[132:133], v[98:99], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[88:89], v[98:99], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[134:135], v[112:113], v[16:31]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[48:63], v[92:93], v[112:113], v[48:63]
	ds_read_b64 v[112:113], v79
	v_add_u32_e32 v79, s40, v65
	v_mfma_f32_32x32x8_f16 v[32:47], v[134:135], v[114:115], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[92:93], v[114:115], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[136:137], v[116:117], v[16:31]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[48:63], v[96:97], v[116:117], v[48:63]
	ds_read_b64 v[116:117], v79
	v_mfma_f32_32x32x8_f16 v[32:47], v[136:137], v[118:119], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[96:97], v[118:119], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[138:139], v[120:121], v[16:31]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[48:63], v[112:113], v[120:121], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[138:139], v[122:123], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[112:113], v[122:123], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[140:141], v[124:125], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[116:117], v[124:125], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[140:141], v[126:127], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[116:117], v[126:127], v[0:15]
	s_and_b64 s[0:1], s[22:23], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_10
	s_branch .LBB0_9
.Lfunc_end0:
	.size	matmul_grouped_kernel, .Lfunc_end0-matmul_grouped_kernel
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_grouped_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 64
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 192
		.amdhsa_next_free_sgpr 51
		.amdhsa_accum_offset 192
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
	.set .Lmatmul_grouped_kernel.num_vgpr, 192
	.set .Lmatmul_grouped_kernel.num_agpr, 0
	.set .Lmatmul_grouped_kernel.numbered_sgpr, 51
	.set .Lmatmul_grouped_kernel.num_named_barrier, 0
	.set .Lmatmul_grouped_kernel.private_seg_size, 0
	.set .Lmatmul_grouped_kernel.uses_vcc, 1
	.set .Lmatmul_grouped_kernel.uses_flat_scratch, 0
	.set .Lmatmul_grouped_kernel.has_dyn_sized_stack, 0
	.set .Lmatmul_grouped_kernel.has_recursion, 0
	.set .Lmatmul_grouped_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 7772
; TotalNumSgprs: 57
; NumVgprs: 192
; NumAgprs: 0
; TotalNumVgprs: 192
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 23
; NumSGPRsForWavesPerEU: 57
; NumVGPRsForWavesPerEU: 192
; AccumOffset: 192
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 47
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
      - .offset:         36
        .size:           4
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .max_flat_workgroup_size: 256
    .name:           matmul_grouped_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     57
    .sgpr_spill_count: 0
    .symbol:         matmul_grouped_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     192
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
