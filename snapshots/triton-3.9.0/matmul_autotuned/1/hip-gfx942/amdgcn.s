; matmul_autotuned config 1 (BLOCK_M=64 BLOCK_N=256 BLOCK_K=32 num_warps=4 num_stages=4) on hip:gfx942, normalized
	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_kernel                   ; -- Begin function matmul_kernel
	.p2align	8
	.type	matmul_kernel,@function
matmul_kernel:                          ; @matmul_kernel
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
	v_readfirstlane_b32 s0, v0
	s_and_b32 s29, s0, 0xc0
	v_and_b32_e32 v1, 63, v0
	v_or_b32_e32 v58, s29, v1
	s_lshl_b32 s16, s16, 6
	v_lshrrev_b32_e32 v2, 2, v58
	v_or_b32_e32 v3, s16, v2
	v_cmp_gt_i32_e32 vcc, s8, v3
	v_lshlrev_b32_e32 v3, 3, v0
	v_and_b32_e32 v65, 31, v0
	v_and_b32_e32 v64, 24, v3
	s_mov_b64 s[24:25], s[2:3]
	s_lshl_b32 s28, s17, 8
	v_mad_u64_u32 v[2:3], s[2:3], v2, s11, v[64:65]
	s_add_i32 s31, s10, 31
	s_cmp_gt_i32 s31, 31
	v_cmp_gt_i32_e64 s[2:3], s10, v64
	v_and_b32_e32 v59, 0xe0, v58
	s_mov_b64 s[20:21], s[6:7]
	s_mul_i32 s6, s11, s16
	s_cselect_b64 s[22:23], -1, 0
	s_and_b64 s[2:3], s[2:3], vcc
	v_lshrrev_b32_e32 v71, 3, v59
	v_lshlrev_b32_e32 v6, 3, v65
	v_add_lshl_u32 v42, v2, s6, 1
	v_bfrev_b32_e32 v43, 1
	s_and_b64 s[2:3], s[22:23], s[2:3]
	v_or_b32_e32 v7, 1, v71
	v_or_b32_e32 v8, 2, v71
	v_or_b32_e32 v9, 3, v71
	v_or_b32_e32 v4, s28, v6
	v_cndmask_b32_e64 v2, v43, v42, s[2:3]
	v_mad_u64_u32 v[26:27], s[2:3], v71, s12, v[6:7]
	v_mad_u64_u32 v[28:29], s[2:3], v7, s12, v[6:7]
	v_mad_u64_u32 v[30:31], s[2:3], v8, s12, v[6:7]
	v_mad_u64_u32 v[32:33], s[2:3], v9, s12, v[6:7]
	v_cmp_gt_i32_e64 s[0:1], s9, v4
	v_cmp_gt_i32_e64 s[2:3], s10, v71
	s_and_b64 s[2:3], s[0:1], s[2:3]
	v_add_lshl_u32 v6, v26, s28, 1
	s_and_b64 s[2:3], s[22:23], s[2:3]
	s_and_b32 s25, s25, 0xffff
	s_and_b32 s5, s5, 0xffff
	v_cndmask_b32_e64 v22, v43, v6, s[2:3]
	v_add_lshl_u32 v6, v28, s28, 1
	s_lshl_b32 s30, s12, 5
	v_cndmask_b32_e64 v23, v43, v6, s[2:3]
	v_add_lshl_u32 v6, v30, s28, 1
	s_cmp_gt_i32 s31, 63
	v_cndmask_b32_e64 v24, v43, v6, s[2:3]
	v_add_lshl_u32 v6, v32, s28, 1
	s_cselect_b64 s[18:19], -1, 0
	s_sub_i32 s14, s10, 32
	s_mov_b32 s27, 0x27000
	s_mov_b32 s26, 0x7ffffffe
	v_cndmask_b32_e64 v25, v43, v6, s[2:3]
	v_cmp_gt_i32_e64 s[2:3], s14, v64
	s_mov_b32 s6, s26
	s_mov_b32 s7, s27
	s_and_b64 s[2:3], s[2:3], vcc
	buffer_load_dwordx4 v[6:9], v24, s[4:7], 0 offen
	buffer_load_dwordx4 v[14:17], v25, s[4:7], 0 offen
	buffer_load_dwordx4 v[10:13], v22, s[4:7], 0 offen
	buffer_load_dwordx4 v[18:21], v23, s[4:7], 0 offen
	v_add_u32_e32 v22, 64, v42
	s_and_b64 s[2:3], s[18:19], s[2:3]
	v_cndmask_b32_e64 v22, v43, v22, s[2:3]
	v_cmp_gt_i32_e64 s[2:3], s14, v71
	v_add_u32_e32 v44, s30, v26
	s_and_b64 s[2:3], s[0:1], s[2:3]
	v_add_u32_e32 v45, s30, v28
	v_add_lshl_u32 v26, v44, s28, 1
	s_and_b64 s[2:3], s[18:19], s[2:3]
	v_add_u32_e32 v46, s30, v30
	v_cndmask_b32_e64 v48, v43, v26, s[2:3]
	v_add_lshl_u32 v26, v45, s28, 1
	buffer_load_dwordx4 v[2:5], v2, s[24:27], 0 offen
	v_add_u32_e32 v47, s30, v32
	v_cndmask_b32_e64 v49, v43, v26, s[2:3]
	v_add_lshl_u32 v26, v46, s28, 1
	s_cmpk_gt_i32 s31, 0x5f
	v_cndmask_b32_e64 v50, v43, v26, s[2:3]
	v_add_lshl_u32 v26, v47, s28, 1
	s_cselect_b64 s[14:15], -1, 0
	s_sub_i32 s33, s10, 64
	v_cndmask_b32_e64 v51, v43, v26, s[2:3]
	v_cmp_gt_i32_e64 s[2:3], s33, v64
	s_and_b64 s[2:3], s[2:3], vcc
	v_add_u32_e32 v42, 0x80, v42
	s_and_b64 s[2:3], s[14:15], s[2:3]
	v_cndmask_b32_e64 v42, v43, v42, s[2:3]
	v_cmp_gt_i32_e64 s[2:3], s33, v71
	s_add_i32 s30, s30, s28
	s_and_b64 s[2:3], s[0:1], s[2:3]
	buffer_load_dwordx4 v[22:25], v22, s[24:27], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[26:29], v50, s[4:7], 0 offen
	buffer_load_dwordx4 v[30:33], v51, s[4:7], 0 offen
	buffer_load_dwordx4 v[34:37], v48, s[4:7], 0 offen
	buffer_load_dwordx4 v[38:41], v49, s[4:7], 0 offen
	buffer_load_dwordx4 v[80:83], v42, s[24:27], 0 offen
	v_add_lshl_u32 v42, v44, s30, 1
	s_and_b64 s[2:3], s[14:15], s[2:3]
	v_cndmask_b32_e64 v60, v43, v42, s[2:3]
	v_add_lshl_u32 v42, v45, s30, 1
	v_cndmask_b32_e64 v61, v43, v42, s[2:3]
	v_add_lshl_u32 v42, v46, s30, 1
	v_cndmask_b32_e64 v62, v43, v42, s[2:3]
	v_add_lshl_u32 v42, v47, s30, 1
	v_cndmask_b32_e64 v63, v43, v42, s[2:3]
	buffer_load_dwordx4 v[42:45], v62, s[4:7], 0 offen
	buffer_load_dwordx4 v[46:49], v63, s[4:7], 0 offen
	buffer_load_dwordx4 v[50:53], v60, s[4:7], 0 offen
	buffer_load_dwordx4 v[54:57], v61, s[4:7], 0 offen
	v_and_b32_e32 v60, 56, v0
	v_lshlrev_b32_e32 v58, 4, v58
	v_xor_b32_e32 v74, v58, v60
	v_lshlrev_b32_e32 v62, 2, v0
	v_add_u32_e32 v63, 0, v74
	v_and_b32_e32 v62, 56, v62
	v_lshrrev_b32_e32 v58, 2, v59
	v_lshlrev_b32_e32 v61, 9, v0
	s_movk_i32 s2, 0x3c00
	s_mov_b32 s3, 0x7060302
	v_xor_b32_e32 v75, 8, v74
	v_add_u32_e32 v67, 0, v75
	v_and_b32_e32 v66, 32, v0
	s_mov_b32 s30, 0
	s_cmpk_gt_i32 s31, 0x7f
	v_and_b32_e32 v72, 16, v0
	s_waitcnt vmcnt(11)
	v_perm_b32 v60, v18, v10, s3
	s_waitcnt vmcnt(10)
	ds_write_b64 v63, v[2:3] offset:49152
	v_bfe_i32 v2, v0, 0, 1
	v_and_b32_e32 v3, 0x220, v2
	v_xor_b32_e32 v2, v58, v62
	v_xor_b32_e32 v3, v2, v3
	v_and_or_b32 v76, v61, s2, v3
	s_mov_b32 s2, 0x5040100
	v_add_u32_e32 v3, 0, v76
	v_perm_b32 v59, v14, v6, s2
	v_perm_b32 v58, v18, v10, s2
	v_perm_b32 v61, v14, v6, s3
	v_xor_b32_e32 v77, 8, v76
	v_xor_b32_e32 v78, 16, v76
	ds_write2_b64 v3, v[58:59], v[60:61] offset1:8
	v_perm_b32 v59, v15, v7, s2
	v_perm_b32 v58, v19, v11, s2
	v_perm_b32 v7, v15, v7, s3
	v_perm_b32 v6, v19, v11, s3
	v_perm_b32 v11, v16, v8, s2
	v_perm_b32 v10, v20, v12, s2
	v_perm_b32 v15, v16, v8, s3
	v_perm_b32 v14, v20, v12, s3
	v_perm_b32 v18, v21, v13, s2
	v_perm_b32 v8, v21, v13, s3
	v_add_u32_e32 v12, 0, v77
	v_add_u32_e32 v13, 0, v78
	v_xor_b32_e32 v79, 24, v76
	v_perm_b32 v19, v17, v9, s2
	v_perm_b32 v9, v17, v9, s3
	ds_write2_b64 v12, v[58:59], v[6:7] offset0:16 offset1:24
	ds_write2_b64 v13, v[10:11], v[14:15] offset0:32 offset1:40
	v_add_u32_e32 v10, 0, v79
	s_waitcnt vmcnt(9)
	ds_write_b64 v63, v[22:23] offset:53248
	ds_write2st64_b64 v67, v[4:5], v[24:25] offset0:96 offset1:104
	ds_write2_b64 v10, v[18:19], v[8:9] offset0:48 offset1:56
	s_waitcnt vmcnt(7)
	v_perm_b32 v5, v30, v26, s2
	s_waitcnt vmcnt(5)
	v_perm_b32 v4, v38, v34, s2
	v_perm_b32 v7, v30, v26, s3
	v_perm_b32 v6, v38, v34, s3
	v_add_u32_e32 v8, 0x4000, v3
	ds_write2_b64 v8, v[4:5], v[6:7] offset1:8
	v_perm_b32 v5, v31, v27, s2
	v_perm_b32 v4, v39, v35, s2
	v_perm_b32 v7, v31, v27, s3
	v_perm_b32 v6, v39, v35, s3
	v_add_u32_e32 v8, 0x4000, v12
	ds_write2_b64 v8, v[4:5], v[6:7] offset0:16 offset1:24
	v_perm_b32 v5, v32, v28, s2
	v_perm_b32 v4, v40, v36, s2
	v_perm_b32 v7, v32, v28, s3
	v_perm_b32 v6, v40, v36, s3
	v_add_u32_e32 v8, 0x4000, v13
	ds_write2_b64 v8, v[4:5], v[6:7] offset0:32 offset1:40
	v_perm_b32 v5, v33, v29, s2
	v_perm_b32 v4, v41, v37, s2
	v_perm_b32 v7, v33, v29, s3
	v_perm_b32 v6, v41, v37, s3
	v_add_u32_e32 v8, 0x4000, v10
	ds_write2_b64 v8, v[4:5], v[6:7] offset0:48 offset1:56
	s_waitcnt vmcnt(4)
	ds_write_b64 v63, v[80:81] offset:57344
	ds_write_b64 v67, v[82:83] offset:57344
	s_waitcnt vmcnt(2)
	v_perm_b32 v5, v46, v42, s2
	s_waitcnt vmcnt(0)
	v_perm_b32 v4, v54, v50, s2
	v_perm_b32 v7, v46, v42, s3
	v_perm_b32 v6, v54, v50, s3
	v_add_u32_e32 v3, 0x8000, v3
	ds_write2_b64 v3, v[4:5], v[6:7] offset1:8
	v_perm_b32 v5, v47, v43, s2
	v_perm_b32 v4, v55, v51, s2
	v_perm_b32 v7, v47, v43, s3
	v_perm_b32 v6, v55, v51, s3
	v_add_u32_e32 v3, 0x8000, v12
	ds_write2_b64 v3, v[4:5], v[6:7] offset0:16 offset1:24
	v_perm_b32 v5, v48, v44, s2
	v_perm_b32 v4, v56, v52, s2
	v_perm_b32 v7, v48, v44, s3
	v_perm_b32 v6, v56, v52, s3
	v_add_u32_e32 v3, 0x8000, v13
	ds_write2_b64 v3, v[4:5], v[6:7] offset0:32 offset1:40
	v_perm_b32 v5, v49, v45, s2
	v_perm_b32 v4, v57, v53, s2
	v_perm_b32 v7, v49, v45, s3
	v_perm_b32 v6, v57, v53, s3
	v_add_u32_e32 v3, 0x8000, v10
	ds_write2_b64 v3, v[4:5], v[6:7] offset0:48 offset1:56
	v_lshrrev_b32_e32 v4, 2, v66
	v_lshl_or_b32 v5, v65, 6, v62
	v_lshlrev_b32_e32 v3, 6, v0
	s_cbranch_scc1 .LBB0_1
; %bb.1:                                ; %.._crit_edge_crit_edge
	v_xor_b32_e32 v67, v5, v4
	v_and_b32_e32 v6, 0x3c0, v3
	s_lshl_b32 s2, s29, 5
	v_xor_b32_e32 v70, 16, v67
	v_xor_b32_e32 v69, 32, v67
	v_xor_b32_e32 v68, 48, v67
	v_or3_b32 v73, s2, v6, v2
	s_mov_b64 s[2:3], 0
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_2
.LBB0_3:
	v_mov_b32_e32 v15, 0
	s_mov_b32 s38, 0xc000
	s_mov_b32 s12, 0xd000
	s_mov_b32 s10, 0xe000
	s_movk_i32 s17, 0x4000
	s_mov_b32 s11, 0x8000
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
                                        ; implicit-def: $vgpr67
                                        ; implicit-def: $vgpr70
                                        ; implicit-def: $vgpr69
                                        ; implicit-def: $vgpr68
                                        ; implicit-def: $vgpr73
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_3
.LBB0_2:                                ; %.lr.ph
	v_and_b32_e32 v3, 0x3c0, v3
	s_lshl_b32 s2, s29, 5
	v_bfe_i32 v0, v0, 4, 1
	v_and_b32_e32 v0, 0x408, v0
	v_or3_b32 v73, s2, v3, v2
	v_xor_b32_e32 v80, v73, v0
	v_add_u32_e32 v0, s29, v1
	v_lshrrev_b32_e32 v1, 3, v0
	v_and_b32_e32 v1, 60, v1
	v_add_u32_e32 v2, 0x63, v1
	v_mul_lo_u32 v2, s12, v2
	v_lshlrev_b32_e32 v81, 1, v2
	v_lshlrev_b32_e32 v2, 4, v65
	v_lshl_or_b32 v82, s17, 9, v2
	v_add_u32_e32 v2, 0x62, v1
	v_mul_lo_u32 v2, s12, v2
	v_lshlrev_b32_e32 v83, 1, v2
	v_add_u32_e32 v2, 0x61, v1
	v_add_u32_e32 v1, 0x60, v1
	v_lshrrev_b32_e32 v0, 2, v0
	v_mul_lo_u32 v1, s12, v1
	v_add_u32_e32 v0, s16, v0
	v_lshlrev_b32_e32 v85, 1, v1
	v_mad_u64_u32 v[0:1], s[2:3], s11, v0, v[64:65]
	s_lshr_b32 s6, s31, 5
	v_xor_b32_e32 v67, v5, v4
	v_mul_lo_u32 v2, s12, v2
	v_mov_b32_e32 v1, 0xc0
	v_mov_b32_e32 v32, 0
	s_add_i32 s31, s10, 0xffffffa0
	s_mov_b32 s33, 2
	s_lshl_b32 s34, s12, 6
	v_lshlrev_b32_e32 v84, 1, v2
	v_lshl_add_u32 v86, v0, 1, v1
	s_mov_b32 s38, 0xc000
	s_mov_b32 s12, 0xd000
	s_mov_b32 s10, 0xe000
	s_movk_i32 s17, 0x4000
	s_mov_b32 s11, 0x8000
	s_add_i32 s35, s6, -3
	s_mov_b32 s36, 0x5040100
	s_mov_b32 s37, 0x7060302
	s_mov_b32 s6, s26
	s_mov_b32 s7, s27
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
	v_xor_b32_e32 v70, 16, v67
	v_xor_b32_e32 v69, 32, v67
	v_xor_b32_e32 v68, 48, v67
	v_xor_b32_e32 v87, 16, v80
	v_xor_b32_e32 v88, 32, v80
	v_xor_b32_e32 v89, 48, v80
	v_bfrev_b32_e32 v90, 1
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_cmp_gt_i32_e64 s[2:3], s31, v64
	s_and_b64 s[2:3], vcc, s[2:3]
	v_add_u32_e32 v92, s30, v80
	v_cndmask_b32_e64 v91, v90, v86, s[2:3]
	buffer_load_dwordx4 v[116:119], v91, s[24:27], 0 offen
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v91, s38, v67
	ds_read2st64_b64 v[92:95], v92 offset1:16
	ds_read2st64_b64 v[96:99], v91 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[92:93], v[96:97], v[32:47]
	v_add_u32_e32 v91, s38, v70
	v_cmp_gt_i32_e64 s[2:3], s31, v71
	s_and_b64 s[2:3], s[0:1], s[2:3]
	v_add_u32_e32 v86, 64, v86
	v_mfma_f32_32x32x8_f16 v[16:31], v[92:93], v[98:99], v[16:31]
	v_add_u32_e32 v92, s30, v87
	v_mfma_f32_32x32x8_f16 v[48:63], v[94:95], v[96:97], v[48:63]
	v_mfma_f32_32x32x8_f16 v[0:15], v[94:95], v[98:99], v[0:15]
	ds_read2st64_b64 v[92:95], v92 offset1:16
	ds_read2st64_b64 v[96:99], v91 offset1:4
	v_add_u32_e32 v91, s38, v69
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[92:93], v[96:97], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[92:93], v[98:99], v[16:31]
	v_add_u32_e32 v92, s30, v88
	v_mfma_f32_32x32x8_f16 v[48:63], v[94:95], v[96:97], v[48:63]
	v_mfma_f32_32x32x8_f16 v[0:15], v[94:95], v[98:99], v[0:15]
	ds_read2st64_b64 v[92:95], v92 offset1:16
	ds_read2st64_b64 v[96:99], v91 offset1:4
	v_add_u32_e32 v91, s38, v68
	s_mov_b32 s38, s12
	s_mov_b32 s12, s10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[92:93], v[96:97], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[92:93], v[98:99], v[16:31]
	v_add_u32_e32 v92, s30, v89
	s_mov_b32 s30, s17
	s_mov_b32 s17, s11
	v_mfma_f32_32x32x8_f16 v[48:63], v[94:95], v[96:97], v[48:63]
	v_mfma_f32_32x32x8_f16 v[0:15], v[94:95], v[98:99], v[0:15]
	ds_read2st64_b64 v[92:95], v92 offset1:16
	ds_read2st64_b64 v[96:99], v91 offset1:4
	v_add_u32_e32 v91, v83, v82
	v_cndmask_b32_e64 v91, v90, v91, s[2:3]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[92:93], v[96:97], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[92:93], v[98:99], v[16:31]
	v_add_u32_e32 v92, v81, v82
	v_cndmask_b32_e64 v100, v90, v92, s[2:3]
	v_mfma_f32_32x32x8_f16 v[48:63], v[94:95], v[96:97], v[48:63]
	v_mfma_f32_32x32x8_f16 v[0:15], v[94:95], v[98:99], v[0:15]
	buffer_load_dwordx4 v[92:95], v91, s[4:7], 0 offen
	buffer_load_dwordx4 v[96:99], v100, s[4:7], 0 offen
	v_add_u32_e32 v91, v85, v82
	v_cndmask_b32_e64 v91, v90, v91, s[2:3]
	s_waitcnt vmcnt(0)
	v_perm_b32 v101, v96, v92, s36
	v_perm_b32 v103, v96, v92, s37
	v_add_u32_e32 v92, v84, v82
	v_perm_b32 v105, v97, v93, s36
	v_perm_b32 v107, v97, v93, s37
	v_perm_b32 v109, v98, v94, s36
	v_perm_b32 v111, v98, v94, s37
	v_perm_b32 v113, v99, v95, s36
	v_perm_b32 v115, v99, v95, s37
	v_cndmask_b32_e64 v100, v90, v92, s[2:3]
	buffer_load_dwordx4 v[92:95], v91, s[4:7], 0 offen
	buffer_load_dwordx4 v[96:99], v100, s[4:7], 0 offen
	s_add_i32 s2, s33, 1
	s_cmp_lt_i32 s2, 3
	s_cselect_b32 s33, s2, 0
	s_lshl_b32 s2, s33, 12
	v_add_u32_e32 v91, s2, v74
	s_barrier
	ds_write_b64 v91, v[116:117] offset:49152
	v_add_u32_e32 v91, s2, v75
	s_lshl_b32 s11, s33, 14
	ds_write_b64 v91, v[118:119] offset:49152
	v_add_u32_e32 v91, s11, v76
	s_add_i32 s35, s35, -1
	s_sub_i32 s31, s31, 32
	s_add_i32 s10, s2, 0xc000
	v_add_u32_e32 v82, s34, v82
	s_cmp_lg_u32 s35, 0
	s_waitcnt vmcnt(0)
	v_perm_b32 v100, v96, v92, s36
	v_perm_b32 v102, v96, v92, s37
	v_perm_b32 v104, v97, v93, s36
	v_perm_b32 v106, v97, v93, s37
	ds_write2_b64 v91, v[100:101], v[102:103] offset1:8
	v_add_u32_e32 v91, s11, v77
	v_perm_b32 v108, v98, v94, s36
	v_perm_b32 v110, v98, v94, s37
	ds_write2_b64 v91, v[104:105], v[106:107] offset0:16 offset1:24
	v_add_u32_e32 v91, s11, v78
	v_perm_b32 v112, v99, v95, s36
	v_perm_b32 v114, v99, v95, s37
	ds_write2_b64 v91, v[108:109], v[110:111] offset0:32 offset1:40
	v_add_u32_e32 v91, s11, v79
	ds_write2_b64 v91, v[112:113], v[114:115] offset0:48 offset1:56
	s_cbranch_scc1 .LBB0_5
.LBB0_4:                                ; %._crit_edge
	v_mov_b32_e32 v64, 0x408
	v_cmp_eq_u32_e32 vcc, 0, v72
	s_and_b64 s[0:1], s[22:23], exec
	s_cselect_b32 s0, 1, 0
	v_cndmask_b32_e64 v64, v64, 0, vcc
	v_xor_b32_e32 v73, v73, v64
	v_xor_b32_e32 v72, 16, v73
	v_xor_b32_e32 v71, 32, v73
	s_cmp_lg_u32 s0, 1
	v_xor_b32_e32 v64, 48, v73
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc0 .LBB0_6
; %bb.7:                                ; %._crit_edge._crit_edge
	s_and_b64 s[0:1], s[18:19], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_7
.LBB0_8:
	s_and_b64 s[0:1], s[14:15], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_9
.LBB0_10:
	v_add_u32_e32 v73, s11, v73
	ds_read2st64_b64 v[74:77], v73 offset1:16
	v_add_u32_e32 v67, s10, v67
	ds_read2st64_b64 v[78:81], v67 offset1:4
	v_add_u32_e32 v67, s11, v72
	ds_read2st64_b64 v[82:85], v67 offset1:16
	v_add_u32_e32 v67, s10, v70
	ds_read2st64_b64 v[86:89], v67 offset1:4
	v_add_u32_e32 v67, s11, v71
	ds_read2st64_b64 v[70:73], v67 offset1:16
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[32:47], v[74:75], v[78:79], v[32:47]
	v_add_u32_e32 v67, s10, v69
	ds_read2st64_b64 v[90:93], v67 offset1:4
	v_add_u32_e32 v64, s11, v64
	ds_read2st64_b64 v[94:97], v64 offset1:16
	v_add_u32_e32 v64, s10, v68
	ds_read2st64_b64 v[98:101], v64 offset1:4
	v_mfma_f32_32x32x8_f16 v[48:63], v[76:77], v[78:79], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[74:75], v[80:81], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[76:77], v[80:81], v[0:15]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[32:47], v[82:83], v[86:87], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[84:85], v[86:87], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[82:83], v[88:89], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[84:85], v[88:89], v[0:15]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[32:47], v[70:71], v[90:91], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[72:73], v[90:91], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[70:71], v[92:93], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[72:73], v[92:93], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[94:95], v[98:99], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[96:97], v[98:99], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[94:95], v[100:101], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[96:97], v[100:101], v[0:15]
.LBB0_9:
	v_lshrrev_b32_e32 v64, 3, v66
	s_lshr_b32 s0, s29, 1
	v_or_b32_e32 v64, s0, v64
	v_or_b32_e32 v66, 0x90, v64
	v_or_b32_e32 v67, s28, v66
	v_cmp_gt_i32_e32 vcc, s9, v67
	v_or_b32_e32 v67, 0x80, v64
	v_or_b32_e32 v68, s28, v67
	v_cmp_gt_i32_e64 s[2:3], s9, v68
	v_or_b32_e32 v68, 16, v64
	v_or_b32_e32 v69, s28, v68
	v_cmp_gt_i32_e64 s[4:5], s9, v69
	v_or_b32_e32 v69, s28, v64
	v_cvt_f16_f32_e32 v32, v32
	v_cvt_f16_f32_e32 v33, v33
	v_cmp_gt_i32_e64 s[6:7], s9, v69
	v_or_b32_e32 v69, s16, v65
	v_cvt_f16_f32_e32 v34, v34
	v_cvt_f16_f32_e32 v35, v35
	s_mul_i32 s10, s13, s16
	v_or_b32_e32 v70, 32, v69
	v_cvt_f16_f32_e32 v73, v0
	v_mul_lo_u32 v0, s13, v65
	s_add_i32 s10, s10, s28
	v_cmp_gt_i32_e64 s[0:1], s8, v70
	v_cmp_gt_i32_e64 s[8:9], s8, v69
	v_cvt_f16_f32_e32 v36, v36
	v_cvt_f16_f32_e32 v37, v37
	v_cvt_f16_f32_e32 v38, v38
	v_cvt_f16_f32_e32 v39, v39
	v_add_u32_e32 v65, s10, v0
	v_pack_b32_f16 v0, v32, v33
	v_add_lshl_u32 v32, v65, v64, 1
	v_bfrev_b32_e32 v33, 1
	s_and_b64 s[10:11], s[8:9], s[6:7]
	v_or_b32_e32 v72, 8, v64
	v_cvt_f16_f32_e32 v40, v40
	v_cvt_f16_f32_e32 v41, v41
	v_cvt_f16_f32_e32 v42, v42
	v_cvt_f16_f32_e32 v43, v43
	v_cvt_f16_f32_e32 v74, v1
	s_and_b32 s21, s21, 0xffff
	s_mov_b32 s23, 0x27000
	s_mov_b32 s22, 0x7ffffffe
	v_pack_b32_f16 v1, v34, v35
	v_cndmask_b32_e64 v32, v33, v32, s[10:11]
	buffer_store_dwordx2 v[0:1], v32, s[20:23], 0 offen
	v_add_lshl_u32 v32, v65, v72, 1
	v_cvt_f16_f32_e32 v44, v44
	v_cvt_f16_f32_e32 v45, v45
	v_cvt_f16_f32_e32 v46, v46
	v_cvt_f16_f32_e32 v47, v47
	v_pack_b32_f16 v1, v38, v39
	v_pack_b32_f16 v0, v36, v37
	v_cndmask_b32_e64 v32, v33, v32, s[10:11]
	buffer_store_dwordx2 v[0:1], v32, s[20:23], 0 offen
	v_add_lshl_u32 v32, v65, v68, 1
	s_and_b64 s[10:11], s[8:9], s[4:5]
	v_or_b32_e32 v71, 24, v64
	v_cvt_f16_f32_e32 v48, v48
	v_cvt_f16_f32_e32 v49, v49
	v_cvt_f16_f32_e32 v50, v50
	v_cvt_f16_f32_e32 v51, v51
	v_pack_b32_f16 v1, v42, v43
	v_pack_b32_f16 v0, v40, v41
	v_cndmask_b32_e64 v32, v33, v32, s[10:11]
	buffer_store_dwordx2 v[0:1], v32, s[20:23], 0 offen
	v_add_lshl_u32 v32, v65, v71, 1
	v_cvt_f16_f32_e32 v52, v52
	v_cvt_f16_f32_e32 v53, v53
	v_cvt_f16_f32_e32 v54, v54
	v_cvt_f16_f32_e32 v55, v55
	v_pack_b32_f16 v1, v46, v47
	v_pack_b32_f16 v0, v44, v45
	v_cndmask_b32_e64 v32, v33, v32, s[10:11]
	buffer_store_dwordx2 v[0:1], v32, s[20:23], 0 offen
	v_add_lshl_u32 v32, v65, v67, 1
	s_and_b64 s[10:11], s[8:9], s[2:3]
	v_or_b32_e32 v70, 0x88, v64
	v_cvt_f16_f32_e32 v56, v56
	v_cvt_f16_f32_e32 v57, v57
	v_cvt_f16_f32_e32 v58, v58
	v_cvt_f16_f32_e32 v59, v59
	v_pack_b32_f16 v1, v50, v51
	v_pack_b32_f16 v0, v48, v49
	v_cndmask_b32_e64 v32, v33, v32, s[10:11]
	buffer_store_dwordx2 v[0:1], v32, s[20:23], 0 offen
	v_add_lshl_u32 v32, v65, v70, 1
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
	v_add_lshl_u32 v32, v65, v66, 1
	s_and_b64 s[8:9], s[8:9], vcc
	v_or_b32_e32 v69, 0x98, v64
	v_cvt_f16_f32_e32 v18, v18
	v_cvt_f16_f32_e32 v19, v19
	v_pack_b32_f16 v1, v58, v59
	v_pack_b32_f16 v0, v56, v57
	v_cndmask_b32_e64 v32, v33, v32, s[8:9]
	buffer_store_dwordx2 v[0:1], v32, s[20:23], 0 offen
	v_add_lshl_u32 v32, v65, v69, 1
	v_cvt_f16_f32_e32 v20, v20
	v_cvt_f16_f32_e32 v21, v21
	v_cvt_f16_f32_e32 v22, v22
	v_cvt_f16_f32_e32 v23, v23
	v_lshl_add_u32 v75, s13, 5, v65
	v_pack_b32_f16 v1, v62, v63
	v_pack_b32_f16 v0, v60, v61
	v_cndmask_b32_e64 v32, v33, v32, s[8:9]
	buffer_store_dwordx2 v[0:1], v32, s[20:23], 0 offen
	v_pack_b32_f16 v0, v16, v17
	v_add_lshl_u32 v16, v75, v64, 1
	s_and_b64 s[6:7], s[0:1], s[6:7]
	v_cvt_f16_f32_e32 v24, v24
	v_cvt_f16_f32_e32 v25, v25
	v_cvt_f16_f32_e32 v26, v26
	v_cvt_f16_f32_e32 v27, v27
	v_pack_b32_f16 v1, v18, v19
	v_cndmask_b32_e64 v16, v33, v16, s[6:7]
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_add_lshl_u32 v16, v75, v72, 1
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
	v_add_lshl_u32 v16, v75, v68, 1
	s_and_b64 s[4:5], s[0:1], s[4:5]
	v_pack_b32_f16 v1, v26, v27
	v_pack_b32_f16 v0, v24, v25
	v_cndmask_b32_e64 v16, v33, v16, s[4:5]
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_add_lshl_u32 v16, v75, v71, 1
	v_cvt_f16_f32_e32 v4, v4
	v_cvt_f16_f32_e32 v5, v5
	v_cvt_f16_f32_e32 v6, v6
	v_cvt_f16_f32_e32 v7, v7
	v_pack_b32_f16 v1, v30, v31
	v_pack_b32_f16 v0, v28, v29
	v_cndmask_b32_e64 v16, v33, v16, s[4:5]
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_pack_b32_f16 v1, v2, v3
	v_add_lshl_u32 v2, v75, v67, 1
	s_and_b64 s[2:3], s[0:1], s[2:3]
	v_cvt_f16_f32_e32 v8, v8
	v_cvt_f16_f32_e32 v9, v9
	v_cvt_f16_f32_e32 v10, v10
	v_cvt_f16_f32_e32 v11, v11
	v_pack_b32_f16 v0, v73, v74
	v_cndmask_b32_e64 v2, v33, v2, s[2:3]
	buffer_store_dwordx2 v[0:1], v2, s[20:23], 0 offen
	v_add_lshl_u32 v2, v75, v70, 1
	v_cvt_f16_f32_e32 v12, v12
	v_cvt_f16_f32_e32 v13, v13
	v_cvt_f16_f32_e32 v14, v14
	v_cvt_f16_f32_e32 v15, v15
	v_pack_b32_f16 v1, v6, v7
	v_pack_b32_f16 v0, v4, v5
	v_cndmask_b32_e64 v2, v33, v2, s[2:3]
	buffer_store_dwordx2 v[0:1], v2, s[20:23], 0 offen
	v_add_lshl_u32 v2, v75, v66, 1
	s_and_b64 vcc, s[0:1], vcc
	v_pack_b32_f16 v1, v10, v11
	v_pack_b32_f16 v0, v8, v9
	v_cndmask_b32_e32 v2, v33, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[20:23], 0 offen
	v_add_lshl_u32 v2, v75, v69, 1
	v_pack_b32_f16 v1, v14, v15
	v_pack_b32_f16 v0, v12, v13
	v_cndmask_b32_e32 v2, v33, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[20:23], 0 offen
	s_endpgm
.LBB0_6:
	v_add_u32_e32 v74, s30, v73
	ds_read2st64_b64 v[74:77], v74 offset1:16
	v_add_u32_e32 v78, s38, v67
	ds_read2st64_b64 v[78:81], v78 offset1:4
	v_add_u32_e32 v82, s30, v72
	ds_read2st64_b64 v[82:85], v82 offset1:16
	v_add_u32_e32 v86, s38, v70
	ds_read2st64_b64 v[86:89], v86 offset1:4
	v_add_u32_e32 v90, s30, v71
	ds_read2st64_b64 v[90:93], v90 offset1:16
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[32:47], v[74:75], v[78:79], v[32:47]
	v_add_u32_e32 v94, s38, v69
	ds_read2st64_b64 v[94:97], v94 offset1:4
	v_add_u32_e32 v98, s30, v64
	ds_read2st64_b64 v[98:101], v98 offset1:16
	v_add_u32_e32 v102, s38, v68
	ds_read2st64_b64 v[102:105], v102 offset1:4
	v_mfma_f32_32x32x8_f16 v[48:63], v[76:77], v[78:79], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[74:75], v[80:81], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[76:77], v[80:81], v[0:15]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[32:47], v[82:83], v[86:87], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[84:85], v[86:87], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[82:83], v[88:89], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[84:85], v[88:89], v[0:15]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[32:47], v[90:91], v[94:95], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[92:93], v[94:95], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[90:91], v[96:97], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[92:93], v[96:97], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[98:99], v[102:103], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[100:101], v[102:103], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[98:99], v[104:105], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[100:101], v[104:105], v[0:15]
	s_and_b64 s[0:1], s[18:19], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_8
.LBB0_7:
	v_add_u32_e32 v74, s17, v73
	ds_read2st64_b64 v[74:77], v74 offset1:16
	v_add_u32_e32 v78, s12, v67
	ds_read2st64_b64 v[78:81], v78 offset1:4
	v_add_u32_e32 v82, s17, v72
	ds_read2st64_b64 v[82:85], v82 offset1:16
	v_add_u32_e32 v86, s12, v70
	ds_read2st64_b64 v[86:89], v86 offset1:4
	v_add_u32_e32 v90, s17, v71
	ds_read2st64_b64 v[90:93], v90 offset1:16
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[32:47], v[74:75], v[78:79], v[32:47]
	v_add_u32_e32 v94, s12, v69
	ds_read2st64_b64 v[94:97], v94 offset1:4
	v_add_u32_e32 v98, s17, v64
	ds_read2st64_b64 v[98:101], v98 offset1:16
	v_add_u32_e32 v102, s12, v68
	ds_read2st64_b64 v[102:105], v102 offset1:4
	v_mfma_f32_32x32x8_f16 v[48:63], v[76:77], v[78:79], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[74:75], v[80:81], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[76:77], v[80:81], v[0:15]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[32:47], v[82:83], v[86:87], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[84:85], v[86:87], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[82:83], v[88:89], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[84:85], v[88:89], v[0:15]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[32:47], v[90:91], v[94:95], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[92:93], v[94:95], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[90:91], v[96:97], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[92:93], v[96:97], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[98:99], v[102:103], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[100:101], v[102:103], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[98:99], v[104:105], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[100:101], v[104:105], v[0:15]
	s_and_b64 s[0:1], s[14:15], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_10
	s_branch .LBB0_9
.Lfunc_end0:
	.size	matmul_kernel, .Lfunc_end0-matmul_kernel
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_kernel
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 120
		.amdhsa_next_free_sgpr 39
		.amdhsa_accum_offset 120
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
	.set .Lmatmul_kernel.num_vgpr, 120
	.set .Lmatmul_kernel.num_agpr, 0
	.set .Lmatmul_kernel.numbered_sgpr, 39
	.set .Lmatmul_kernel.num_named_barrier, 0
	.set .Lmatmul_kernel.private_seg_size, 0
	.set .Lmatmul_kernel.uses_vcc, 1
	.set .Lmatmul_kernel.uses_flat_scratch, 0
	.set .Lmatmul_kernel.has_dyn_sized_stack, 0
	.set .Lmatmul_kernel.has_recursion, 0
	.set .Lmatmul_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5252
; TotalNumSgprs: 45
; NumVgprs: 120
; NumAgprs: 0
; TotalNumVgprs: 120
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 45
; NumVGPRsForWavesPerEU: 120
; AccumOffset: 120
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 29
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
    .name:           matmul_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     45
    .sgpr_spill_count: 0
    .symbol:         matmul_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     120
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
