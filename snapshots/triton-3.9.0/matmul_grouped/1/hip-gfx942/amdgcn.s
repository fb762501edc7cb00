; matmul_grouped config 1 (BLOCK_M=128 BLOCK_N=256 BLOCK_K=32 GROUP_M=8 num_warps=8 num_stages=4) on hip:gfx942, normalized
	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_grouped_kernel           ; -- Begin function matmul_grouped_kernel
	.p2align	8
	.type	matmul_grouped_kernel,@function
matmul_grouped_kernel:                  ; @matmul_grouped_kernel
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.13:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.14:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_add_i32 s1, s9, 0xff
	s_mov_b64 s[24:25], s[2:3]
	s_ashr_i32 s2, s1, 31
	s_lshr_b32 s2, s2, 24
	s_add_i32 s1, s1, s2
	s_ashr_i32 s1, s1, 8
	s_lshl_b32 s2, s1, 3
	s_abs_i32 s3, s2
	v_cvt_f32_u32_e32 v1, s3
	s_mov_b64 s[20:21], s[6:7]
	s_add_i32 s6, s8, 0x7f
	s_sub_i32 s14, 0, s3
	v_rcp_f32_e32 v1, v1
	s_ashr_i32 s7, s6, 31
	s_lshr_b32 s7, s7, 25
	s_add_i32 s6, s6, s7
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_abs_i32 s7, s16
	v_readfirstlane_b32 s0, v0
	s_xor_b32 s1, s16, s1
	v_readfirstlane_b32 s15, v1
	s_mul_i32 s14, s14, s15
	s_mul_hi_u32 s14, s15, s14
	s_add_i32 s15, s15, s14
	s_mul_hi_u32 s14, s7, s15
	s_mul_i32 s15, s14, s3
	s_sub_i32 s7, s7, s15
	s_and_b32 s31, s0, 0x1c0
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
	s_sub_i32 s14, 0, s7
	s_sub_i32 s1, s16, s1
	v_rcp_f32_e32 v1, v1
	s_xor_b32 s2, s1, s6
	s_ashr_i32 s33, s2, 31
	s_abs_i32 s2, s1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_and_b32_e32 v73, 31, v0
	v_lshlrev_b32_e32 v2, 3, v73
	v_bfrev_b32_e32 v29, 1
	v_readfirstlane_b32 s15, v1
	s_mul_i32 s14, s14, s15
	s_mul_hi_u32 s14, s15, s14
	s_add_i32 s15, s15, s14
	s_mul_hi_u32 s14, s2, s15
	s_mul_i32 s15, s14, s7
	s_sub_i32 s2, s2, s15
	s_add_i32 s15, s14, 1
	s_sub_i32 s16, s2, s7
	s_cmp_ge_u32 s2, s7
	s_cselect_b32 s14, s15, s14
	s_cselect_b32 s2, s16, s2
	s_add_i32 s15, s14, 1
	s_cmp_ge_u32 s2, s7
	s_cselect_b32 s2, s15, s14
	s_xor_b32 s35, s2, s33
	s_sub_i32 s2, s35, s33
	s_mul_i32 s6, s2, s6
	s_sub_i32 s1, s1, s6
	v_and_b32_e32 v1, 63, v0
	s_add_i32 s1, s1, s3
	v_or_b32_e32 v3, s31, v1
	s_lshl_b32 s22, s1, 7
	v_lshrrev_b32_e32 v36, 2, v3
	v_or_b32_e32 v4, s22, v36
	s_lshl_b32 s23, s2, 8
	v_cmp_gt_i32_e32 vcc, s8, v4
	v_lshlrev_b32_e32 v4, 3, v0
	v_or_b32_e32 v5, s23, v2
	v_and_b32_e32 v72, 24, v4
	s_and_b32 s28, s0, 0x100
	s_and_b32 s29, s0, 0xc0
	v_cmp_gt_i32_e64 s[0:1], s9, v5
	v_mad_u64_u32 v[4:5], s[2:3], v36, s11, v[72:73]
	s_add_i32 s36, s10, 31
	s_cmp_gt_i32 s36, 31
	v_cmp_gt_i32_e64 s[2:3], s10, v72
	v_and_b32_e32 v37, 0x1e0, v3
	s_mul_i32 s14, s22, s11
	s_cselect_b64 s[18:19], -1, 0
	s_and_b64 s[2:3], s[2:3], vcc
	v_lshrrev_b32_e32 v80, 4, v37
	v_add_lshl_u32 v28, s14, v4, 1
	s_and_b64 s[2:3], s[18:19], s[2:3]
	v_or_b32_e32 v8, 1, v80
	v_cndmask_b32_e64 v4, v29, v28, s[2:3]
	v_mad_u64_u32 v[20:21], s[2:3], v80, s12, v[2:3]
	v_mad_u64_u32 v[22:23], s[2:3], v8, s12, v[2:3]
	v_cmp_gt_i32_e64 s[2:3], s10, v80
	s_and_b64 s[2:3], s[2:3], s[0:1]
	s_and_b32 s25, s25, 0xffff
	s_and_b32 s5, s5, 0xffff
	s_and_b64 s[2:3], s[18:19], s[2:3]
	s_lshl_b32 s30, s12, 5
	v_add_lshl_u32 v8, v20, s23, 1
	s_cmp_gt_i32 s36, 63
	v_cndmask_b32_e64 v16, v29, v8, s[2:3]
	v_add_lshl_u32 v8, v22, s23, 1
	s_cselect_b64 s[16:17], -1, 0
	s_sub_i32 s14, s10, 32
	v_cndmask_b32_e64 v17, v29, v8, s[2:3]
	v_cmp_gt_i32_e64 s[2:3], s14, v72
	s_mov_b32 s7, 0x27000
	s_mov_b32 s6, 0x7ffffffe
	s_and_b64 s[2:3], s[2:3], vcc
	s_mov_b32 s26, s6
	s_mov_b32 s27, s7
	buffer_load_dwordx4 v[8:11], v16, s[4:7], 0 offen
	buffer_load_dwordx4 v[12:15], v17, s[4:7], 0 offen
	v_add_u32_e32 v16, 64, v28
	s_and_b64 s[2:3], s[16:17], s[2:3]
	buffer_load_dwordx4 v[4:7], v4, s[24:27], 0 offen
	v_cndmask_b32_e64 v16, v29, v16, s[2:3]
	v_cmp_gt_i32_e64 s[2:3], s14, v80
	s_and_b64 s[2:3], s[2:3], s[0:1]
	v_add_u32_e32 v30, s30, v20
	s_and_b64 s[2:3], s[16:17], s[2:3]
	v_add_u32_e32 v31, s30, v22
	v_add_lshl_u32 v20, v30, s23, 1
	s_cmpk_gt_i32 s36, 0x5f
	v_cndmask_b32_e64 v32, v29, v20, s[2:3]
	v_add_lshl_u32 v20, v31, s23, 1
	s_cselect_b64 s[14:15], -1, 0
	s_sub_i32 s34, s10, 64
	v_cndmask_b32_e64 v33, v29, v20, s[2:3]
	v_cmp_gt_i32_e64 s[2:3], s34, v72
	buffer_load_dwordx4 v[20:23], v32, s[4:7], 0 offen
	buffer_load_dwordx4 v[24:27], v33, s[4:7], 0 offen
	s_and_b64 s[2:3], s[2:3], vcc
	buffer_load_dwordx4 v[16:19], v16, s[24:27], 0 offen
	v_add_u32_e32 v28, 0x80, v28
	s_and_b64 s[2:3], s[14:15], s[2:3]
	v_cndmask_b32_e64 v28, v29, v28, s[2:3]
	v_cmp_gt_i32_e64 s[2:3], s34, v80
	buffer_load_dwordx4 v[42:45], v28, s[24:27], 0 offen
	s_add_i32 s26, s23, s30
	s_and_b64 s[2:3], s[2:3], s[0:1]
	v_add_lshl_u32 v28, v30, s26, 1
	s_and_b64 s[2:3], s[14:15], s[2:3]
	v_cndmask_b32_e64 v38, v29, v28, s[2:3]
	v_add_lshl_u32 v28, v31, s26, 1
	v_cndmask_b32_e64 v39, v29, v28, s[2:3]
	buffer_load_dwordx4 v[28:31], v38, s[4:7], 0 offen
	buffer_load_dwordx4 v[32:35], v39, s[4:7], 0 offen
	v_lshlrev_b32_e32 v3, 4, v3
	v_and_b32_e32 v38, 56, v0
	v_bfe_i32 v40, v0, 0, 1
	v_xor_b32_e32 v82, v3, v38
	v_lshlrev_b32_e32 v38, 2, v0
	v_lshrrev_b32_e32 v37, 3, v37
	v_and_b32_e32 v40, 0x220, v40
	v_add_u32_e32 v3, 0, v82
	v_and_b32_e32 v39, 56, v38
	v_xor_b32_e32 v37, v40, v37
	v_xor_b32_e32 v37, v37, v39
	s_movk_i32 s2, 0x3c00
	s_mov_b32 s3, 0x7060302
	v_xor_b32_e32 v83, 8, v82
	v_and_b32_e32 v74, 32, v0
	s_mov_b32 s34, 0
	s_mov_b32 s30, 0x10000
	s_cmpk_gt_i32 s36, 0x7f
	v_and_b32_e32 v79, 16, v0
	s_waitcnt vmcnt(6)
	ds_write_b64 v3, v[4:5] offset:49152
	v_lshlrev_b32_e32 v5, 9, v0
	v_and_or_b32 v84, v5, s2, v37
	s_mov_b32 s2, 0x5040100
	v_add_u32_e32 v5, 0, v84
	v_perm_b32 v37, v12, v8, s2
	v_perm_b32 v8, v12, v8, s3
	v_xor_b32_e32 v85, 8, v84
	ds_write2_b32 v5, v37, v8 offset1:16
	v_add_u32_e32 v8, 0, v85
	v_perm_b32 v12, v13, v9, s2
	v_perm_b32 v9, v13, v9, s3
	v_xor_b32_e32 v86, 16, v84
	ds_write2_b32 v8, v12, v9 offset0:32 offset1:48
	v_add_u32_e32 v9, 0, v86
	v_perm_b32 v12, v14, v10, s2
	v_perm_b32 v10, v14, v10, s3
	v_xor_b32_e32 v87, 24, v84
	v_add_u32_e32 v4, 0, v83
	ds_write2_b32 v9, v12, v10 offset0:64 offset1:80
	v_add_u32_e32 v10, 0, v87
	v_perm_b32 v12, v15, v11, s2
	v_perm_b32 v11, v15, v11, s3
	ds_write2_b32 v10, v12, v11 offset0:96 offset1:112
	s_waitcnt vmcnt(3)
	ds_write_b64 v3, v[16:17] offset:57344
	ds_write2st64_b64 v4, v[6:7], v[18:19] offset0:96 offset1:112
	v_perm_b32 v3, v24, v20, s2
	v_perm_b32 v4, v24, v20, s3
	v_add_u32_e32 v6, 0x4000, v5
	ds_write2_b32 v6, v3, v4 offset1:16
	v_perm_b32 v3, v25, v21, s2
	v_perm_b32 v4, v25, v21, s3
	v_add_u32_e32 v6, 0x4000, v8
	ds_write2_b32 v6, v3, v4 offset0:32 offset1:48
	v_perm_b32 v3, v26, v22, s2
	v_perm_b32 v4, v26, v22, s3
	v_add_u32_e32 v6, 0x4000, v9
	ds_write2_b32 v6, v3, v4 offset0:64 offset1:80
	v_perm_b32 v3, v27, v23, s2
	v_perm_b32 v4, v27, v23, s3
	v_add_u32_e32 v6, 0x4000, v10
	ds_write2_b32 v6, v3, v4 offset0:96 offset1:112
	v_add_u32_e32 v3, 0x10000, v82
	s_waitcnt vmcnt(2)
	ds_write_b64 v3, v[42:43]
	v_add_u32_e32 v3, 0x10000, v83
	ds_write_b64 v3, v[44:45]
	s_waitcnt vmcnt(0)
	v_perm_b32 v3, v32, v28, s2
	v_perm_b32 v4, v32, v28, s3
	v_add_u32_e32 v5, 0x8000, v5
	ds_write2_b32 v5, v3, v4 offset1:16
	v_perm_b32 v3, v33, v29, s2
	v_perm_b32 v4, v33, v29, s3
	v_add_u32_e32 v5, 0x8000, v8
	ds_write2_b32 v5, v3, v4 offset0:32 offset1:48
	v_perm_b32 v3, v34, v30, s2
	v_perm_b32 v4, v34, v30, s3
	v_add_u32_e32 v5, 0x8000, v9
	ds_write2_b32 v5, v3, v4 offset0:64 offset1:80
	v_perm_b32 v3, v35, v31, s2
	v_perm_b32 v4, v35, v31, s3
	v_add_u32_e32 v5, 0x8000, v10
	ds_write2_b32 v5, v3, v4 offset0:96 offset1:112
	v_xor_b32_e32 v3, v36, v38
	v_lshrrev_b32_e32 v5, 2, v74
	v_lshl_or_b32 v6, v73, 6, v39
	v_lshlrev_b32_e32 v4, 6, v0
	s_cbranch_scc1 .LBB0_1
; %bb.1:                                ; %.._crit_edge_crit_edge
	v_xor_b32_e32 v7, v6, v5
	v_lshl_or_b32 v75, s28, 3, v7
	v_and_b32_e32 v7, 0x3c0, v4
	v_lshl_or_b32 v7, s29, 5, v7
	v_xor_b32_e32 v78, 16, v75
	v_xor_b32_e32 v77, 32, v75
	v_xor_b32_e32 v76, 48, v75
	v_and_or_b32 v81, v3, 56, v7
	s_mov_b64 s[2:3], 0
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_2
.LBB0_3:
	v_mov_b32_e32 v15, 0
	s_mov_b32 s35, 0xc000
	s_mov_b32 s31, 0xe000
	s_movk_i32 s33, 0x4000
	s_mov_b32 s12, 0x8000
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
	s_branch .LBB0_4
.LBB0_1:
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr75
                                        ; implicit-def: $vgpr78
                                        ; implicit-def: $vgpr77
                                        ; implicit-def: $vgpr76
                                        ; implicit-def: $vgpr81
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_3
.LBB0_2:                                ; %.lr.ph
	v_and_b32_e32 v4, 0x3c0, v4
	v_bfe_i32 v0, v0, 4, 1
	v_lshl_or_b32 v4, s29, 5, v4
	v_and_b32_e32 v0, 0x408, v0
	v_and_or_b32 v81, v3, 56, v4
	v_xor_b32_e32 v88, v81, v0
	v_add_u32_e32 v0, s31, v1
	v_lshrrev_b32_e32 v1, 4, v0
	v_and_b32_e32 v1, 62, v1
	v_add_u32_e32 v3, 0x61, v1
	v_add_u32_e32 v1, 0x60, v1
	s_lshl_b32 s2, s35, 8
	v_mul_lo_u32 v1, s12, v1
	v_mul_lo_u32 v3, s12, v3
	s_lshl_b32 s3, s33, 8
	v_add3_u32 v1, v1, s2, v2
	v_lshrrev_b32_e32 v0, 2, v0
	v_add3_u32 v3, v3, s2, v2
	v_subrev_u32_e32 v1, s3, v1
	v_add_u32_e32 v0, s22, v0
	v_xor_b32_e32 v5, v6, v5
	v_subrev_u32_e32 v3, s3, v3
	v_lshlrev_b32_e32 v90, 1, v1
	v_mad_u64_u32 v[0:1], s[2:3], s11, v0, v[72:73]
	s_lshr_b32 s26, s36, 5
	v_lshl_or_b32 v75, s28, 3, v5
	v_mov_b32_e32 v1, 0xc0
	v_mov_b32_e32 v32, 0
	s_add_i32 s36, s10, 0xffffffa0
	s_mov_b32 s37, 2
	v_lshlrev_b32_e32 v89, 1, v3
	s_lshl_b32 s38, s12, 6
	v_lshl_add_u32 v91, v0, 1, v1
	s_mov_b32 s35, 0xc000
	s_mov_b32 s31, 0xe000
	s_movk_i32 s33, 0x4000
	s_mov_b32 s12, 0x8000
	s_add_i32 s39, s26, -3
	s_mov_b32 s40, 0x5040100
	s_mov_b32 s41, 0x7060302
	s_mov_b32 s26, s6
	s_mov_b32 s27, s7
	v_mov_b32_e32 v33, v32
	v_mov_b32_e32 v34, v32
	v_mov_b32_e32 v35, v32
	v_mov_b32_e32 v36, v32
	v_mov_b32_e32 v37, v32
	v_mov_b32_e32 v38, v32
	v_mov_b32_e32 v39, v32
	v_mov_b32_e32 v40, v32
	v_mov_b32_e32 v41, v32
	v_mov_b32_e32 v42, v32
	v_mov_b32_e32 v43, v32
	v_mov_b32_e32 v44, v32
	v_mov_b32_e32 v45, v32
	v_mov_b32_e32 v46, v32
	v_mov_b32_e32 v47, v32
	v_mov_b32_e32 v48, v32
	v_mov_b32_e32 v49, v32
	v_mov_b32_e32 v50, v32
	v_mov_b32_e32 v51, v32
	v_mov_b32_e32 v52, v32
	v_mov_b32_e32 v53, v32
	v_mov_b32_e32 v54, v32
	v_mov_b32_e32 v55, v32
	v_mov_b32_e32 v56, v32
	v_mov_b32_e32 v57, v32
	v_mov_b32_e32 v58, v32
	v_mov_b32_e32 v59, v32
	v_mov_b32_e32 v60, v32
	v_mov_b32_e32 v61, v32
	v_mov_b32_e32 v62, v32
	v_mov_b32_e32 v63, v32
	v_mov_b32_e32 v16, v32
	v_mov_b32_e32 v17, v32
	v_mov_b32_e32 v18, v32
	v_mov_b32_e32 v19, v32
	v_mov_b32_e32 v20, v32
	v_mov_b32_e32 v21, v32
	v_mov_b32_e32 v22, v32
	v_mov_b32_e32 v23, v32
	v_mov_b32_e32 v24, v32
	v_mov_b32_e32 v25, v32
	v_mov_b32_e32 v26, v32
	v_mov_b32_e32 v27, v32
	v_mov_b32_e32 v28, v32
	v_mov_b32_e32 v29, v32
	v_mov_b32_e32 v30, v32
	v_mov_b32_e32 v31, v32
	v_mov_b32_e32 v0, v32
	v_mov_b32_e32 v1, v32
	v_mov_b32_e32 v2, v32
	v_mov_b32_e32 v3, v32
	v_mov_b32_e32 v4, v32
	v_mov_b32_e32 v5, v32
	v_mov_b32_e32 v6, v32
	v_mov_b32_e32 v7, v32
	v_mov_b32_e32 v8, v32
	v_mov_b32_e32 v9, v32
	v_mov_b32_e32 v10, v32
	v_mov_b32_e32 v11, v32
	v_mov_b32_e32 v12, v32
	v_mov_b32_e32 v13, v32
	v_mov_b32_e32 v14, v32
	v_mov_b32_e32 v15, v32
	v_xor_b32_e32 v78, 16, v75
	v_xor_b32_e32 v77, 32, v75
	v_xor_b32_e32 v76, 48, v75
	v_xor_b32_e32 v92, 16, v88
	v_xor_b32_e32 v93, 32, v88
	v_xor_b32_e32 v94, 48, v88
	v_bfrev_b32_e32 v95, 1
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_cmp_gt_i32_e64 s[2:3], s36, v80
	v_cmp_gt_i32_e64 s[10:11], s36, v72
	s_and_b64 s[2:3], s[0:1], s[2:3]
	s_and_b64 s[10:11], vcc, s[10:11]
	v_cndmask_b32_e64 v100, v95, v90, s[2:3]
	v_cndmask_b32_e64 v64, v95, v91, s[10:11]
	v_cndmask_b32_e64 v101, v95, v89, s[2:3]
	buffer_load_dwordx4 v[96:99], v64, s[24:27], 0 offen
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_load_dwordx4 v[64:67], v100, s[4:7], 0 offen
	buffer_load_dwordx4 v[68:71], v101, s[4:7], 0 offen
	v_add_u32_e32 v100, s34, v88
	ds_read2st64_b64 v[100:103], v100 offset1:16
	v_add_u32_e32 v104, s35, v75
	ds_read2st64_b64 v[104:107], v104 offset1:8
	v_add_u32_e32 v108, s34, v92
	ds_read2st64_b64 v[108:111], v108 offset1:16
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[32:47], v[100:101], v[104:105], v[32:47]
	v_add_u32_e32 v112, s35, v77
	ds_read2st64_b64 v[112:115], v112 offset1:8
	v_add_u32_e32 v116, s34, v94
	ds_read2st64_b64 v[116:119], v116 offset1:16
	v_add_u32_e32 v120, s35, v76
	ds_read2st64_b64 v[120:123], v120 offset1:8
	s_add_i32 s2, s37, 1
	v_mfma_f32_32x32x8_f16 v[48:63], v[102:103], v[104:105], v[48:63]
	v_add_u32_e32 v104, s34, v93
	s_cmp_lt_i32 s2, 3
	s_cselect_b32 s37, s2, 0
	s_lshl_b32 s2, s37, 13
	s_mov_b32 s34, s33
	s_mov_b32 s33, s12
	s_add_i32 s12, s2, s2
	v_mfma_f32_32x32x8_f16 v[16:31], v[100:101], v[106:107], v[16:31]
	v_add_u32_e32 v100, s35, v78
	s_mov_b32 s35, s31
	s_mov_b32 s31, s30
	s_add_i32 s39, s39, -1
	s_sub_i32 s36, s36, 32
	s_add_i32 s30, s2, 0xc000
	s_cmp_lg_u32 s39, 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[102:103], v[106:107], v[0:15]
	ds_read2st64_b64 v[100:103], v100 offset1:8
	ds_read2st64_b64 v[104:107], v104 offset1:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v90, s38, v90
	v_add_u32_e32 v91, 64, v91
	v_mfma_f32_32x32x8_f16 v[32:47], v[108:109], v[100:101], v[32:47]
	v_add_u32_e32 v89, s38, v89
	v_add_u32_e32 v124, s12, v86
	v_add_u32_e32 v125, s12, v87
	v_mfma_f32_32x32x8_f16 v[48:63], v[110:111], v[100:101], v[48:63]
	v_add_u32_e32 v100, s2, v82
	v_add_u32_e32 v101, s2, v83
	s_waitcnt vmcnt(2)
	ds_write_b64 v100, v[96:97] offset:49152
	ds_write_b64 v101, v[98:99] offset:49152
	v_mfma_f32_32x32x8_f16 v[16:31], v[108:109], v[102:103], v[16:31]
	v_add_u32_e32 v108, s12, v84
	v_add_u32_e32 v109, s12, v85
	s_waitcnt vmcnt(0)
	v_perm_b32 v96, v68, v64, s40
	v_perm_b32 v64, v68, v64, s41
	v_perm_b32 v68, v69, v65, s40
	v_perm_b32 v65, v69, v65, s41
	v_perm_b32 v69, v70, v66, s40
	v_mfma_f32_32x32x8_f16 v[0:15], v[110:111], v[102:103], v[0:15]
	v_perm_b32 v66, v70, v66, s41
	v_perm_b32 v70, v71, v67, s40
	v_perm_b32 v67, v71, v67, s41
	ds_write2_b32 v108, v96, v64 offset1:16
	ds_write2_b32 v109, v68, v65 offset0:32 offset1:48
	ds_write2_b32 v124, v69, v66 offset0:64 offset1:80
	ds_write2_b32 v125, v70, v67 offset0:96 offset1:112
	v_mfma_f32_32x32x8_f16 v[32:47], v[104:105], v[112:113], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[106:107], v[112:113], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[104:105], v[114:115], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[106:107], v[114:115], v[0:15]
	v_mfma_f32_32x32x8_f16 v[32:47], v[116:117], v[120:121], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[118:119], v[120:121], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[116:117], v[122:123], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[118:119], v[122:123], v[0:15]
	s_cbranch_scc1 .LBB0_5
.LBB0_4:                                ; %._crit_edge
	v_mov_b32_e32 v64, 0x408
	v_cmp_eq_u32_e32 vcc, 0, v79
	s_and_b64 s[0:1], s[18:19], exec
	s_cselect_b32 s0, 1, 0
	v_cndmask_b32_e64 v64, v64, 0, vcc
	v_xor_b32_e32 v67, v81, v64
	v_xor_b32_e32 v66, 16, v67
	v_xor_b32_e32 v65, 32, v67
	s_cmp_lg_u32 s0, 1
	v_xor_b32_e32 v64, 48, v67
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc0 .LBB0_6
; %bb.7:                                ; %._crit_edge._crit_edge
	s_and_b64 s[0:1], s[16:17], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_7
.LBB0_8:
	s_and_b64 s[0:1], s[14:15], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_9
.LBB0_10:
	v_add_u32_e32 v67, s12, v67
	ds_read2st64_b64 v[68:71], v67 offset1:16
	v_add_u32_e32 v67, s30, v75
	ds_read2st64_b64 v[80:83], v67 offset1:8
	v_add_u32_e32 v66, s12, v66
	ds_read2st64_b64 v[84:87], v66 offset1:16
	v_add_u32_e32 v66, s30, v78
	ds_read2st64_b64 v[88:91], v66 offset1:8
	v_add_u32_e32 v65, s12, v65
	ds_read2st64_b64 v[92:95], v65 offset1:16
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[32:47], v[68:69], v[80:81], v[32:47]
	v_add_u32_e32 v65, s30, v77
	ds_read2st64_b64 v[96:99], v65 offset1:8
	v_add_u32_e32 v64, s12, v64
	ds_read2st64_b64 v[64:67], v64 offset1:16
	v_add_u32_e32 v72, s30, v76
	ds_read2st64_b64 v[76:79], v72 offset1:8
	v_mfma_f32_32x32x8_f16 v[48:63], v[70:71], v[80:81], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[68:69], v[82:83], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[70:71], v[82:83], v[0:15]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[32:47], v[84:85], v[88:89], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[86:87], v[88:89], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[84:85], v[90:91], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[86:87], v[90:91], v[0:15]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[32:47], v[92:93], v[96:97], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[94:95], v[96:97], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[92:93], v[98:99], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[94:95], v[98:99], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[64:65], v[76:77], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[76:77], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[64:65], v[78:79], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[66:67], v[78:79], v[0:15]
.LBB0_9:
	v_lshrrev_b32_e32 v64, 3, v74
	s_lshr_b32 s0, s29, 1
	v_or_b32_e32 v64, s0, v64
	v_or_b32_e32 v65, 0x90, v64
	v_or_b32_e32 v66, s23, v65
	v_cmp_gt_i32_e32 vcc, s9, v66
	v_or_b32_e32 v66, 0x80, v64
	v_or_b32_e32 v67, s23, v66
	v_cmp_gt_i32_e64 s[2:3], s9, v67
	v_or_b32_e32 v67, 16, v64
	v_or_b32_e32 v68, s23, v67
	v_cmp_gt_i32_e64 s[4:5], s9, v68
	v_or_b32_e32 v68, s23, v64
	s_lshr_b32 s0, s28, 3
	v_cmp_gt_i32_e64 s[6:7], s9, v68
	v_or_b32_e32 v68, s0, v73
	v_or_b32_e32 v69, 64, v68
	v_cvt_f16_f32_e32 v32, v32
	v_cvt_f16_f32_e32 v33, v33
	v_or_b32_e32 v70, s22, v69
	v_cvt_f16_f32_e32 v34, v34
	v_cvt_f16_f32_e32 v35, v35
	s_mul_i32 s10, s22, s13
	v_cmp_gt_i32_e64 s[0:1], s8, v70
	v_or_b32_e32 v70, s22, v68
	v_cvt_f16_f32_e32 v74, v0
	v_mul_lo_u32 v0, v68, s13
	s_add_i32 s10, s10, s23
	v_cmp_gt_i32_e64 s[8:9], s8, v70
	v_cvt_f16_f32_e32 v36, v36
	v_cvt_f16_f32_e32 v37, v37
	v_cvt_f16_f32_e32 v38, v38
	v_cvt_f16_f32_e32 v39, v39
	v_cvt_f16_f32_e32 v75, v1
	v_mul_lo_u32 v1, v69, s13
	v_add_u32_e32 v68, s10, v0
	v_add_u32_e32 v69, s10, v1
	v_pack_b32_f16 v0, v32, v33
	v_add_lshl_u32 v32, v68, v64, 1
	v_bfrev_b32_e32 v33, 1
	s_and_b64 s[10:11], s[8:9], s[6:7]
	v_or_b32_e32 v73, 8, v64
	v_cvt_f16_f32_e32 v40, v40
	v_cvt_f16_f32_e32 v41, v41
	v_cvt_f16_f32_e32 v42, v42
	v_cvt_f16_f32_e32 v43, v43
	s_and_b32 s21, s21, 0xffff
	s_mov_b32 s23, 0x27000
	s_mov_b32 s22, 0x7ffffffe
	v_pack_b32_f16 v1, v34, v35
	v_cndmask_b32_e64 v32, v33, v32, s[10:11]
	buffer_store_dwordx2 v[0:1], v32, s[20:23], 0 offen
	v_add_lshl_u32 v32, v68, v73, 1
	v_cvt_f16_f32_e32 v44, v44
	v_cvt_f16_f32_e32 v45, v45
	v_cvt_f16_f32_e32 v46, v46
	v_cvt_f16_f32_e32 v47, v47
	v_pack_b32_f16 v1, v38, v39
	v_pack_b32_f16 v0, v36, v37
	v_cndmask_b32_e64 v32, v33, v32, s[10:11]
	buffer_store_dwordx2 v[0:1], v32, s[20:23], 0 offen
	v_add_lshl_u32 v32, v68, v67, 1
	s_and_b64 s[10:11], s[8:9], s[4:5]
	v_or_b32_e32 v72, 24, v64
	v_cvt_f16_f32_e32 v48, v48
	v_cvt_f16_f32_e32 v49, v49
	v_cvt_f16_f32_e32 v50, v50
	v_cvt_f16_f32_e32 v51, v51
	v_pack_b32_f16 v1, v42, v43
	v_pack_b32_f16 v0, v40, v41
	v_cndmask_b32_e64 v32, v33, v32, s[10:11]
	buffer_store_dwordx2 v[0:1], v32, s[20:23], 0 offen
	v_add_lshl_u32 v32, v68, v72, 1
	v_cvt_f16_f32_e32 v52, v52
	v_cvt_f16_f32_e32 v53, v53
	v_cvt_f16_f32_e32 v54, v54
	v_cvt_f16_f32_e32 v55, v55
	v_pack_b32_f16 v1, v46, v47
	v_pack_b32_f16 v0, v44, v45
	v_cndmask_b32_e64 v32, v33, v32, s[10:11]
	buffer_store_dwordx2 v[0:1], v32, s[20:23], 0 offen
	v_add_lshl_u32 v32, v68, v66, 1
	s_and_b64 s[10:11], s[8:9], s[2:3]
	v_or_b32_e32 v71, 0x88, v64
	v_cvt_f16_f32_e32 v56, v56
	v_cvt_f16_f32_e32 v57, v57
	v_cvt_f16_f32_e32 v58, v58
	v_cvt_f16_f32_e32 v59, v59
	v_pack_b32_f16 v1, v50, v51
	v_pack_b32_f16 v0, v48, v49
	v_cndmask_b32_e64 v32, v33, v32, s[10:11]
	buffer_store_dwordx2 v[0:1], v32, s[20:23], 0 offen
	v_add_lshl_u32 v32, v68, v71, 1
	v_cvt_f16_f32_e32 v60, v60
	v_cvt_f16_f32_e32 v61, v61
	v_cvt_f16_f32_e32 v62, v62
	v_cvt_f16_f32_e32 v63, v63
	v_pack_b32_f16 v1, v54, v55
	v_pack_b32_f16 v0, v52, v53
	v_cndmask_b32_e64 v32, v33, v32, s[10:11]
	v_cvt_f16_f32_e32 v16, v16
	v_cvt_f16_f32_e32 v17, v17
	buffer_store_dwordx2 v[0:1], v32, s[20:23], 0 offen
	v_add_lshl_u32 v32, v68, v65, 1
	s_and_b64 s[8:9], s[8:9], vcc
	v_or_b32_e32 v70, 0x98, v64
	v_cvt_f16_f32_e32 v18, v18
	v_cvt_f16_f32_e32 v19, v19
	v_pack_b32_f16 v1, v58, v59
	v_pack_b32_f16 v0, v56, v57
	v_cndmask_b32_e64 v32, v33, v32, s[8:9]
	buffer_store_dwordx2 v[0:1], v32, s[20:23], 0 offen
	v_add_lshl_u32 v32, v68, v70, 1
	v_cvt_f16_f32_e32 v20, v20
	v_cvt_f16_f32_e32 v21, v21
	v_cvt_f16_f32_e32 v22, v22
	v_cvt_f16_f32_e32 v23, v23
	v_pack_b32_f16 v1, v62, v63
	v_pack_b32_f16 v0, v60, v61
	v_cndmask_b32_e64 v32, v33, v32, s[8:9]
	buffer_store_dwordx2 v[0:1], v32, s[20:23], 0 offen
	v_pack_b32_f16 v0, v16, v17
	v_add_lshl_u32 v16, v69, v64, 1
	s_and_b64 s[6:7], s[0:1], s[6:7]
	v_cvt_f16_f32_e32 v24, v24
	v_cvt_f16_f32_e32 v25, v25
	v_cvt_f16_f32_e32 v26, v26
	v_cvt_f16_f32_e32 v27, v27
	v_pack_b32_f16 v1, v18, v19
	v_cndmask_b32_e64 v16, v33, v16, s[6:7]
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_add_lshl_u32 v16, v69, v73, 1
	v_cvt_f16_f32_e32 v28, v28
	v_cvt_f16_f32_e32 v29, v29
	v_cvt_f16_f32_e32 v30, v30
	v_cvt_f16_f32_e32 v31, v31
	v_pack_b32_f16 v1, v22, v23
	v_pack_b32_f16 v0, v20, v21
	v_cndmask_b32_e64 v16, v33, v16, s[6:7]
	v_cvt_f16_f32_e32 v2, v2
	v_cvt_f16_f32_e32 v3, v3
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_add_lshl_u32 v16, v69, v67, 1
	s_and_b64 s[4:5], s[0:1], s[4:5]
	v_pack_b32_f16 v1, v26, v27
	v_pack_b32_f16 v0, v24, v25
	v_cndmask_b32_e64 v16, v33, v16, s[4:5]
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_add_lshl_u32 v16, v69, v72, 1
	v_cvt_f16_f32_e32 v4, v4
	v_cvt_f16_f32_e32 v5, v5
	v_cvt_f16_f32_e32 v6, v6
	v_cvt_f16_f32_e32 v7, v7
	v_pack_b32_f16 v1, v30, v31
	v_pack_b32_f16 v0, v28, v29
	v_cndmask_b32_e64 v16, v33, v16, s[4:5]
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_pack_b32_f16 v1, v2, v3
	v_add_lshl_u32 v2, v69, v66, 1
	s_and_b64 s[2:3], s[0:1], s[2:3]
	v_cvt_f16_f32_e32 v8, v8
	v_cvt_f16_f32_e32 v9, v9
	v_cvt_f16_f32_e32 v10, v10
	v_cvt_f16_f32_e32 v11, v11
	v_pack_b32_f16 v0, v74, v75
	v_cndmask_b32_e64 v2, v33, v2, s[2:3]
	buffer_store_dwordx2 v[0:1], v2, s[20:23], 0 offen
	v_add_lshl_u32 v2, v69, v71, 1
	v_cvt_f16_f32_e32 v12, v12
	v_cvt_f16_f32_e32 v13, v13
	v_cvt_f16_f32_e32 v14, v14
	v_cvt_f16_f32_e32 v15, v15
	v_pack_b32_f16 v1, v6, v7
	v_pack_b32_f16 v0, v4, v5
	v_cndmask_b32_e64 v2, v33, v2, s[2:3]
	buffer_store_dwordx2 v[0:1], v2, s[20:23], 0 offen
	v_add_lshl_u32 v2, v69, v65, 1
	s_and_b64 vcc, s[0:1], vcc
	v_pack_b32_f16 v1, v10, v11
	v_pack_b32_f16 v0, v8, v9
	v_cndmask_b32_e32 v2, v33, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[20:23], 0 offen
	v_add_lshl_u32 v2, v69, v70, 1
	v_pack_b32_f16 v1, v14, v15
	v_pack_b32_f16 v0, v12, v13
	v_cndmask_b32_e32 v2, v33, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[20:23], 0 offen
	s_endpgm
.LBB0_6:
	v_add_u32_e32 v68, s34, v67
	ds_read2st64_b64 v[68:71], v68 offset1:16
	v_add_u32_e32 v72, s35, v75
	ds_read2st64_b64 v[80:83], v72 offset1:8
	v_add_u32_e32 v72, s34, v66
	ds_read2st64_b64 v[84:87], v72 offset1:16
	v_add_u32_e32 v72, s35, v78
	ds_read2st64_b64 v[88:91], v72 offset1:8
	v_add_u32_e32 v72, s34, v65
	ds_read2st64_b64 v[92:95], v72 offset1:16
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[32:47], v[68:69], v[80:81], v[32:47]
	v_add_u32_e32 v72, s35, v77
	ds_read2st64_b64 v[96:99], v72 offset1:8
	v_add_u32_e32 v72, s34, v64
	ds_read2st64_b64 v[100:103], v72 offset1:16
	v_add_u32_e32 v72, s35, v76
	ds_read2st64_b64 v[104:107], v72 offset1:8
	v_mfma_f32_32x32x8_f16 v[48:63], v[70:71], v[80:81], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[68:69], v[82:83], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[70:71], v[82:83], v[0:15]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[32:47], v[84:85], v[88:89], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[86:87], v[88:89], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[84:85], v[90:91], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[86:87], v[90:91], v[0:15]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[32:47], v[92:93], v[96:97], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[94:95], v[96:97], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[92:93], v[98:99], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[94:95], v[98:99], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[100:101], v[104:105], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[102:103], v[104:105], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[100:101], v[106:107], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[102:103], v[106:107], v[0:15]
	s_and_b64 s[0:1], s[16:17], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_8
.LBB0_7:
	v_add_u32_e32 v68, s33, v67
	ds_read2st64_b64 v[68:71], v68 offset1:16
	v_add_u32_e32 v72, s31, v75
	ds_read2st64_b64 v[80:83], v72 offset1:8
	v_add_u32_e32 v72, s33, v66
	ds_read2st64_b64 v[84:87], v72 offset1:16
	v_add_u32_e32 v72, s31, v78
	ds_read2st64_b64 v[88:91], v72 offset1:8
	v_add_u32_e32 v72, s33, v65
	ds_read2st64_b64 v[92:95], v72 offset1:16
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[32:47], v[68:69], v[80:81], v[32:47]
	v_add_u32_e32 v72, s31, v77
	ds_read2st64_b64 v[96:99], v72 offset1:8
	v_add_u32_e32 v72, s33, v64
	ds_read2st64_b64 v[100:103], v72 offset1:16
	v_add_u32_e32 v72, s31, v76
	ds_read2st64_b64 v[104:107], v72 offset1:8
	v_mfma_f32_32x32x8_f16 v[48:63], v[70:71], v[80:81], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[68:69], v[82:83], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[70:71], v[82:83], v[0:15]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[32:47], v[84:85], v[88:89], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[86:87], v[88:89], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[84:85], v[90:91], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[86:87], v[90:91], v[0:15]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[32:47], v[92:93], v[96:97], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[94:95], v[96:97], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[92:93], v[98:99], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[94:95], v[98:99], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[100:101], v[104:105], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[102:103], v[104:105], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[100:101], v[106:107], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[102:103], v[106:107], v[0:15]
	s_and_b64 s[0:1], s[14:15], exec
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
		.amdhsa_next_free_vgpr 126
		.amdhsa_next_free_sgpr 42
		.amdhsa_accum_offset 128
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
	.set .Lmatmul_grouped_kernel.num_vgpr, 126
	.set .Lmatmul_grouped_kernel.num_agpr, 0
	.set .Lmatmul_grouped_kernel.numbered_sgpr, 42
	.set .Lmatmul_grouped_kernel.num_named_barrier, 0
	.set .Lmatmul_grouped_kernel.private_seg_size, 0
	.set .Lmatmul_grouped_kernel.uses_vcc, 1
	.set .Lmatmul_grouped_kernel.uses_flat_scratch, 0
	.set .Lmatmul_grouped_kernel.has_dyn_sized_stack, 0
	.set .Lmatmul_grouped_kernel.has_recursion, 0
	.set .Lmatmul_grouped_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5096
; TotalNumSgprs: 48
; NumVgprs: 126
; NumAgprs: 0
; TotalNumVgprs: 126
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 48
; NumVGPRsForWavesPerEU: 126
; AccumOffset: 128
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 31
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
    .max_flat_workgroup_size: 512
    .name:           matmul_grouped_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     48
    .sgpr_spill_count: 0
    .symbol:         matmul_grouped_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     126
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
