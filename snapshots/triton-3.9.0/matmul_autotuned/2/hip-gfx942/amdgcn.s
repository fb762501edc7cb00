; matmul_autotuned config 2 (BLOCK_M=128 BLOCK_N=128 BLOCK_K=32 num_warps=4 num_stages=4) on hip:gfx942, normalized
	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_kernel                   ; -- Begin function matmul_kernel
	.p2align	8
	.type	matmul_kernel,@function
matmul_kernel:                          ; @matmul_kernel
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
	v_readfirstlane_b32 s34, v0
	s_and_b32 s35, s34, 0xc0
	v_and_b32_e32 v1, 63, v0
	v_or_b32_e32 v3, s35, v1
	s_lshl_b32 s30, s16, 7
	v_lshrrev_b32_e32 v2, 2, v3
	v_or_b32_e32 v5, s30, v2
	v_cmp_gt_i32_e32 vcc, s8, v5
	v_lshlrev_b32_e32 v5, 3, v0
	v_or_b32_e32 v4, 64, v2
	v_and_b32_e32 v80, 24, v5
	s_mov_b64 s[24:25], s[2:3]
	s_and_b32 s33, s34, 0x80
	s_lshl_b32 s31, s17, 7
	v_mad_u64_u32 v[20:21], s[2:3], v2, s11, v[80:81]
	v_mad_u64_u32 v[22:23], s[2:3], v4, s11, v[80:81]
	s_add_i32 s16, s10, 31
	v_or_b32_e32 v6, s30, v4
	s_cmp_gt_i32 s16, 31
	v_cmp_gt_i32_e64 s[2:3], s10, v80
	v_cmp_gt_i32_e64 s[0:1], s8, v6
	s_mul_i32 s17, s11, s30
	s_cselect_b64 s[28:29], -1, 0
	s_and_b64 s[14:15], s[2:3], vcc
	s_mov_b64 s[20:21], s[6:7]
	s_and_b64 s[18:19], s[2:3], s[0:1]
	s_mov_b32 s7, 0x27000
	s_mov_b32 s6, 0x7ffffffe
	v_add_lshl_u32 v2, v20, s17, 1
	v_bfrev_b32_e32 v44, 1
	s_and_b64 s[2:3], s[28:29], s[14:15]
	s_and_b32 s25, s25, 0xffff
	s_mov_b32 s26, s6
	s_mov_b32 s27, s7
	v_cndmask_b32_e64 v2, v44, v2, s[2:3]
	v_add_lshl_u32 v4, v22, s17, 1
	s_and_b64 s[2:3], s[28:29], s[18:19]
	v_and_b32_e32 v52, 15, v0
	v_and_b32_e32 v53, 0xf0, v3
	v_cndmask_b32_e64 v12, v44, v4, s[2:3]
	buffer_load_dwordx4 v[4:7], v2, s[24:27], 0 offen
	buffer_load_dwordx4 v[8:11], v12, s[24:27], 0 offen
	v_lshlrev_b32_e32 v2, 3, v52
	v_lshrrev_b32_e32 v89, 3, v53
	v_or_b32_e32 v12, s31, v2
	v_mad_u64_u32 v[28:29], s[14:15], v89, s12, v[2:3]
	v_cmp_gt_i32_e64 s[2:3], s9, v12
	v_cmp_gt_i32_e64 s[14:15], s10, v89
	s_and_b64 s[14:15], s[2:3], s[14:15]
	s_and_b32 s5, s5, 0xffff
	v_or_b32_e32 v12, 1, v89
	s_and_b64 s[14:15], s[28:29], s[14:15]
	s_lshl_b32 s40, s12, 5
	v_mad_u64_u32 v[30:31], s[18:19], v12, s12, v[2:3]
	v_add_lshl_u32 v12, v28, s31, 1
	s_cmp_gt_i32 s16, 63
	v_cndmask_b32_e64 v21, v44, v12, s[14:15]
	v_add_lshl_u32 v12, v30, s31, 1
	s_cselect_b64 s[22:23], -1, 0
	s_sub_i32 s38, s10, 32
	v_cndmask_b32_e64 v23, v44, v12, s[14:15]
	buffer_load_dwordx4 v[12:15], v21, s[4:7], 0 offen
	buffer_load_dwordx4 v[16:19], v23, s[4:7], 0 offen
	v_cmp_gt_i32_e64 s[14:15], s38, v80
	v_add_u32_e32 v36, 32, v20
	s_and_b64 s[18:19], s[14:15], vcc
	v_add_u32_e32 v37, 32, v22
	v_add_lshl_u32 v20, v36, s17, 1
	s_and_b64 s[36:37], s[14:15], s[0:1]
	s_and_b64 s[14:15], s[22:23], s[18:19]
	v_add_lshl_u32 v21, v37, s17, 1
	v_cndmask_b32_e64 v29, v44, v20, s[14:15]
	s_and_b64 s[14:15], s[22:23], s[36:37]
	v_cndmask_b32_e64 v31, v44, v21, s[14:15]
	v_cmp_gt_i32_e64 s[14:15], s38, v89
	s_and_b64 s[14:15], s[2:3], s[14:15]
	v_add_u32_e32 v45, s40, v28
	s_and_b64 s[14:15], s[22:23], s[14:15]
	v_add_u32_e32 v46, s40, v30
	v_add_lshl_u32 v28, v45, s31, 1
	s_cmpk_gt_i32 s16, 0x5f
	v_cndmask_b32_e64 v38, v44, v28, s[14:15]
	v_add_lshl_u32 v28, v46, s31, 1
	s_cselect_b64 s[18:19], -1, 0
	s_sub_i32 s41, s10, 64
	v_cndmask_b32_e64 v39, v44, v28, s[14:15]
	v_cmp_gt_i32_e64 s[14:15], s41, v80
	s_or_b32 s17, s17, 32
	s_and_b64 s[36:37], s[14:15], vcc
	s_and_b64 s[38:39], s[14:15], s[0:1]
	v_add_lshl_u32 v36, v36, s17, 1
	s_and_b64 s[14:15], s[18:19], s[36:37]
	v_cndmask_b32_e64 v47, v44, v36, s[14:15]
	v_add_lshl_u32 v36, v37, s17, 1
	s_and_b64 s[14:15], s[18:19], s[38:39]
	buffer_load_dwordx4 v[20:23], v29, s[24:27], 0 offen
	buffer_load_dwordx4 v[24:27], v31, s[24:27], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[28:31], v38, s[4:7], 0 offen
	buffer_load_dwordx4 v[32:35], v39, s[4:7], 0 offen
	v_cndmask_b32_e64 v48, v44, v36, s[14:15]
	v_cmp_gt_i32_e64 s[14:15], s41, v89
	s_add_i32 s40, s40, s31
	s_and_b64 s[14:15], s[2:3], s[14:15]
	v_add_lshl_u32 v45, v45, s40, 1
	s_and_b64 s[14:15], s[18:19], s[14:15]
	v_cndmask_b32_e64 v54, v44, v45, s[14:15]
	v_add_lshl_u32 v45, v46, s40, 1
	buffer_load_dwordx4 v[36:39], v47, s[24:27], 0 offen
	buffer_load_dwordx4 v[40:43], v48, s[24:27], 0 offen
	v_cndmask_b32_e64 v55, v44, v45, s[14:15]
	buffer_load_dwordx4 v[44:47], v54, s[4:7], 0 offen
	buffer_load_dwordx4 v[48:51], v55, s[4:7], 0 offen
	v_and_b32_e32 v54, 56, v0
	v_lshlrev_b32_e32 v3, 4, v3
	v_xor_b32_e32 v91, v3, v54
	v_add_u32_e32 v3, 0, v91
	v_xor_b32_e32 v92, 8, v91
	s_mov_b32 s14, 0x5040100
	s_mov_b32 s15, 0x7060302
	v_add_u32_e32 v54, 0, v92
	s_waitcnt vmcnt(10)
	ds_write2st64_b64 v3, v[4:5], v[8:9] offset1:8
	ds_write2st64_b64 v54, v[6:7], v[10:11] offset1:8
	v_and_b32_e32 v82, 32, v0
	v_and_b32_e32 v81, 31, v0
	s_mov_b32 s38, 0
	s_cmpk_gt_i32 s16, 0x7f
	v_lshrrev_b32_e32 v87, 2, v82
	v_and_b32_e32 v90, 16, v0
	s_waitcnt vmcnt(8)
	v_perm_b32 v10, v19, v15, s14
	v_perm_b32 v11, v19, v15, s15
	v_bfe_i32 v15, v0, 0, 1
	v_perm_b32 v4, v16, v12, s14
	v_perm_b32 v5, v16, v12, s15
	v_perm_b32 v8, v18, v14, s14
	v_perm_b32 v9, v18, v14, s15
	v_and_b32_e32 v12, 14, v0
	v_lshrrev_b32_e32 v14, 2, v53
	v_and_b32_e32 v15, 0x220, v15
	v_perm_b32 v6, v17, v13, s14
	v_perm_b32 v7, v17, v13, s15
	v_lshlrev_b32_e32 v13, 2, v12
	v_xor_b32_e32 v14, v15, v14
	v_xor_b32_e32 v14, v14, v13
	v_lshl_or_b32 v93, v12, 9, v14
	v_add_u32_e32 v12, 0, v93
	v_add_u32_e32 v14, 0x6000, v12
	v_xor_b32_e32 v94, 8, v93
	ds_write2_b32 v14, v4, v5 offset1:16
	v_add_u32_e32 v4, 0, v94
	v_add_u32_e32 v5, 0x6000, v4
	v_xor_b32_e32 v95, 16, v93
	ds_write2_b32 v5, v6, v7 offset0:32 offset1:48
	v_add_u32_e32 v5, 0, v95
	v_add_u32_e32 v6, 0x6000, v5
	v_xor_b32_e32 v96, 24, v93
	ds_write2_b32 v6, v8, v9 offset0:64 offset1:80
	v_add_u32_e32 v6, 0, v96
	v_add_u32_e32 v7, 0x6000, v6
	ds_write2_b32 v7, v10, v11 offset0:96 offset1:112
	s_waitcnt vmcnt(6)
	ds_write2st64_b64 v3, v[20:21], v[24:25] offset0:16 offset1:24
	ds_write2st64_b64 v54, v[22:23], v[26:27] offset0:16 offset1:24
	s_waitcnt vmcnt(4)
	v_perm_b32 v7, v32, v28, s14
	v_perm_b32 v8, v32, v28, s15
	v_add_u32_e32 v9, 0x8000, v12
	ds_write2_b32 v9, v7, v8 offset1:16
	v_perm_b32 v7, v33, v29, s14
	v_perm_b32 v8, v33, v29, s15
	v_add_u32_e32 v9, 0x8000, v4
	ds_write2_b32 v9, v7, v8 offset0:32 offset1:48
	v_perm_b32 v7, v34, v30, s14
	v_perm_b32 v8, v34, v30, s15
	v_add_u32_e32 v9, 0x8000, v5
	ds_write2_b32 v9, v7, v8 offset0:64 offset1:80
	v_perm_b32 v7, v35, v31, s14
	v_perm_b32 v8, v35, v31, s15
	v_add_u32_e32 v9, 0x8000, v6
	ds_write2_b32 v9, v7, v8 offset0:96 offset1:112
	s_waitcnt vmcnt(2)
	ds_write2st64_b64 v3, v[36:37], v[40:41] offset0:32 offset1:40
	ds_write2st64_b64 v54, v[38:39], v[42:43] offset0:32 offset1:40
	s_waitcnt vmcnt(0)
	v_perm_b32 v3, v48, v44, s14
	v_perm_b32 v7, v48, v44, s15
	v_add_u32_e32 v8, 0xa000, v12
	ds_write2_b32 v8, v3, v7 offset1:16
	v_perm_b32 v3, v49, v45, s14
	v_perm_b32 v7, v49, v45, s15
	v_add_u32_e32 v4, 0xa000, v4
	ds_write2_b32 v4, v3, v7 offset0:32 offset1:48
	v_perm_b32 v3, v50, v46, s14
	v_perm_b32 v4, v50, v46, s15
	v_add_u32_e32 v5, 0xa000, v5
	ds_write2_b32 v5, v3, v4 offset0:64 offset1:80
	v_perm_b32 v3, v51, v47, s14
	v_perm_b32 v4, v51, v47, s15
	v_add_u32_e32 v5, 0xa000, v6
	ds_write2_b32 v5, v3, v4 offset0:96 offset1:112
	v_lshl_or_b32 v3, v81, 6, v13
	v_lshl_or_b32 v88, v52, 6, v13
	s_cbranch_scc1 .LBB0_1
; %bb.1:                                ; %.._crit_edge_crit_edge
	v_xor_b32_e32 v4, v3, v87
	v_lshl_or_b32 v85, s33, 4, v4
	v_xor_b32_e32 v84, 16, v85
	v_xor_b32_e32 v83, 32, v85
	v_xor_b32_e32 v86, 48, v85
	s_mov_b64 s[14:15], 0
	s_branch .LBB0_2
.LBB0_1:
	s_mov_b64 s[14:15], -1
                                        ; implicit-def: $vgpr85
                                        ; implicit-def: $vgpr84
                                        ; implicit-def: $vgpr83
                                        ; implicit-def: $vgpr86
.LBB0_2:                                ; %Flow86
	s_and_b32 s34, s34, 64
	s_and_b64 s[14:15], s[14:15], exec
	s_cselect_b32 s14, 1, 0
	s_cmp_lg_u32 s14, 1
	s_cbranch_scc1 .LBB0_3
; %bb.4:                                ; %.lr.ph
	s_lshr_b32 s16, s16, 5
	s_add_i32 s40, s10, 0xffffffa0
	s_cmp_eq_u32 s34, 0
	v_xor_b32_e32 v3, v3, v87
	v_bfe_i32 v0, v0, 4, 1
	s_cselect_b32 s10, 0, 0x810
	v_lshl_or_b32 v85, s33, 4, v3
	v_and_b32_e32 v0, 0x408, v0
	v_or_b32_e32 v3, s10, v87
	v_xor_b32_e32 v0, v3, v0
	v_xor_b32_e32 v97, v0, v88
	v_add_u32_e32 v0, s35, v1
	v_lshrrev_b32_e32 v1, 3, v0
	v_and_b32_e32 v1, 62, v1
	v_add_u32_e32 v3, 0x61, v1
	v_add_u32_e32 v1, 0x60, v1
	v_mul_lo_u32 v3, s12, v3
	v_mul_lo_u32 v1, s12, v1
	v_add_u32_e32 v3, s31, v3
	v_add_u32_e32 v1, s31, v1
	v_lshrrev_b32_e32 v0, 2, v0
	v_add_lshl_u32 v98, v3, v2, 1
	v_add_lshl_u32 v99, v1, v2, 1
	v_add_u32_e32 v2, s30, v0
	v_add_u32_e32 v0, 64, v2
	v_mad_u64_u32 v[0:1], s[14:15], s11, v0, v[80:81]
	v_mov_b32_e32 v3, 0xc0
	v_lshl_add_u32 v100, v0, 1, v3
	v_mad_u64_u32 v[0:1], s[10:11], s11, v2, v[80:81]
	v_mov_b32_e32 v32, 0
	s_mov_b32 s41, 2
	v_xor_b32_e32 v84, 16, v85
	v_xor_b32_e32 v83, 32, v85
	s_lshl_b32 s42, s12, 6
	v_lshl_add_u32 v101, v0, 1, v3
	s_movk_i32 s37, 0x2000
	s_movk_i32 s35, 0x4000
	s_movk_i32 s39, 0x6000
	s_mov_b32 s36, 0x8000
	s_mov_b32 s12, 0xa000
	s_add_i32 s43, s16, -3
	s_mov_b32 s44, 0x5040100
	s_mov_b32 s45, 0x7060302
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
	v_xor_b32_e32 v86, 48, v85
	v_xor_b32_e32 v102, 16, v97
	v_xor_b32_e32 v103, 32, v97
	v_xor_b32_e32 v104, 48, v97
	v_bfrev_b32_e32 v105, 1
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	v_cmp_gt_i32_e64 s[10:11], s40, v89
	v_cmp_gt_i32_e64 s[14:15], s40, v80
	s_and_b64 s[10:11], s[2:3], s[10:11]
	s_and_b64 s[16:17], vcc, s[14:15]
	s_and_b64 s[14:15], s[0:1], s[14:15]
	v_cndmask_b32_e64 v106, v105, v99, s[10:11]
	v_cndmask_b32_e64 v64, v105, v101, s[16:17]
	v_cndmask_b32_e64 v65, v105, v100, s[14:15]
	v_cndmask_b32_e64 v107, v105, v98, s[10:11]
	buffer_load_dwordx4 v[72:75], v64, s[24:27], 0 offen
	buffer_load_dwordx4 v[76:79], v65, s[24:27], 0 offen
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_load_dwordx4 v[64:67], v106, s[4:7], 0 offen
	buffer_load_dwordx4 v[68:71], v107, s[4:7], 0 offen
	v_add_u32_e32 v106, s39, v97
	v_add_u32_e32 v110, s39, v103
	v_add_u32_e32 v114, s38, v85
	ds_read2st64_b64 v[106:109], v106 offset1:8
	ds_read2st64_b64 v[110:113], v110 offset1:8
	ds_read2st64_b64 v[114:117], v114 offset1:8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[106:107], v[114:115], v[32:47]
	v_add_u32_e32 v118, s39, v102
	v_add_u32_e32 v122, s39, v104
	ds_read2st64_b64 v[118:121], v118 offset1:8
	ds_read2st64_b64 v[122:125], v122 offset1:8
	s_add_i32 s10, s41, 1
	s_cmp_lt_i32 s10, 3
	s_cselect_b32 s41, s10, 0
	s_mov_b32 s39, s36
	v_mfma_f32_32x32x8_f16 v[16:31], v[106:107], v[116:117], v[16:31]
	v_add_u32_e32 v106, s38, v84
	s_mov_b32 s36, s12
	s_add_i32 s43, s43, -1
	s_sub_i32 s40, s40, 32
	v_add_u32_e32 v99, s42, v99
	v_add_u32_e32 v100, 64, v100
	v_add_u32_e32 v101, 64, v101
	v_mfma_f32_32x32x8_f16 v[48:63], v[112:113], v[114:115], v[48:63]
	v_add_u32_e32 v98, s42, v98
	v_mfma_f32_32x32x8_f16 v[0:15], v[112:113], v[116:117], v[0:15]
	ds_read2st64_b64 v[112:115], v106 offset1:8
	v_add_u32_e32 v106, s38, v83
	v_add_u32_e32 v116, s38, v86
	s_mov_b32 s38, s37
	s_mov_b32 s37, s35
	s_lshl_b32 s35, s41, 13
	s_add_i32 s12, s35, 0x6000
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[124:125], v[114:115], v[0:15]
	s_cmp_lg_u32 s43, 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[118:119], v[114:115], v[16:31]
	v_mfma_f32_32x32x8_f16 v[32:47], v[118:119], v[112:113], v[32:47]
	ds_read2st64_b64 v[116:119], v116 offset1:8
	v_mfma_f32_32x32x8_f16 v[48:63], v[124:125], v[112:113], v[48:63]
	ds_read2st64_b64 v[112:115], v106 offset1:8
	v_add_u32_e32 v106, s35, v93
	v_add_u32_e32 v107, 0x6000, v106
	v_add_u32_e32 v106, s35, v94
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_32x32x8_f16 v[0:15], v[108:109], v[114:115], v[0:15]
	v_add_u32_e32 v106, 0x6000, v106
	v_mfma_f32_32x32x8_f16 v[48:63], v[108:109], v[112:113], v[48:63]
	v_add_u32_e32 v108, s35, v95
	v_add_u32_e32 v109, s35, v96
	v_add_u32_e32 v108, 0x6000, v108
	v_add_u32_e32 v109, 0x6000, v109
	v_mfma_f32_32x32x8_f16 v[16:31], v[110:111], v[114:115], v[16:31]
	v_mfma_f32_32x32x8_f16 v[32:47], v[110:111], v[112:113], v[32:47]
	v_add_u32_e32 v110, s35, v91
	v_add_u32_e32 v111, s35, v92
	s_waitcnt vmcnt(2)
	ds_write2st64_b64 v110, v[72:73], v[76:77] offset1:8
	ds_write2st64_b64 v111, v[74:75], v[78:79] offset1:8
	s_waitcnt vmcnt(0)
	v_perm_b32 v72, v68, v64, s44
	v_perm_b32 v64, v68, v64, s45
	v_perm_b32 v68, v69, v65, s44
	v_perm_b32 v65, v69, v65, s45
	v_mfma_f32_32x32x8_f16 v[16:31], v[122:123], v[118:119], v[16:31]
	v_perm_b32 v69, v70, v66, s44
	v_perm_b32 v66, v70, v66, s45
	v_perm_b32 v70, v71, v67, s44
	v_perm_b32 v67, v71, v67, s45
	ds_write2_b32 v107, v72, v64 offset1:16
	ds_write2_b32 v106, v68, v65 offset0:32 offset1:48
	ds_write2_b32 v108, v69, v66 offset0:64 offset1:80
	ds_write2_b32 v109, v70, v67 offset0:96 offset1:112
	v_mfma_f32_32x32x8_f16 v[48:63], v[120:121], v[116:117], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[122:123], v[116:117], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[120:121], v[118:119], v[0:15]
	s_cbranch_scc1 .LBB0_4
	s_branch .LBB0_5
.LBB0_3:
	v_mov_b32_e32 v15, 0
	s_movk_i32 s37, 0x2000
	s_movk_i32 s35, 0x4000
	s_movk_i32 s39, 0x6000
	s_mov_b32 s36, 0x8000
	s_mov_b32 s12, 0xa000
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
.LBB0_5:                                ; %._crit_edge
	s_cmp_eq_u32 s34, 0
	s_cselect_b32 s0, 0, 0x810
	v_mov_b32_e32 v64, 0x408
	v_cmp_eq_u32_e32 vcc, 0, v90
	v_or_b32_e32 v65, s0, v87
	v_xor_b32_e32 v65, v65, v88
	v_cndmask_b32_e64 v64, v64, 0, vcc
	s_and_b64 s[0:1], s[28:29], exec
	v_xor_b32_e32 v70, v65, v64
	s_cselect_b32 s0, 1, 0
	v_xor_b32_e32 v69, 16, v70
	v_xor_b32_e32 v68, 32, v70
	v_xor_b32_e32 v67, 48, v70
	v_xor_b32_e32 v66, 0x1020, v70
	v_xor_b32_e32 v65, 0x1030, v70
	s_cmp_lg_u32 s0, 1
	v_xor_b32_e32 v64, 0x1010, v70
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc0 .LBB0_6
; %bb.8:                                ; %._crit_edge._crit_edge
	s_and_b64 s[0:1], s[22:23], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_7
.LBB0_8:
	s_and_b64 s[0:1], s[18:19], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_9
.LBB0_10:
	v_add_u32_e32 v69, s12, v69
	v_add_u32_e32 v68, s12, v68
	ds_read_b64 v[78:79], v69
	ds_read_b64 v[96:97], v68
	v_add_u32_e32 v69, s35, v84
	v_add_u32_e32 v68, s35, v83
	v_add_u32_e32 v67, s12, v67
	v_add_u32_e32 v70, s12, v70
	ds_read2st64_b64 v[88:91], v69 offset1:8
	ds_read2st64_b64 v[92:95], v68 offset1:8
	ds_read_b64 v[68:69], v67
	v_add_u32_e32 v67, s35, v86
	v_add_u32_e32 v66, s12, v66
	ds_read2st64_b64 v[70:73], v70 offset1:8
	v_add_u32_e32 v74, s35, v85
	ds_read2st64_b64 v[84:87], v67 offset1:8
	ds_read_b64 v[66:67], v66
	ds_read2st64_b64 v[74:77], v74 offset1:8
	v_add_u32_e32 v65, s12, v65
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[70:71], v[74:75], v[32:47]
	v_add_u32_e32 v64, s12, v64
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[74:75], v[48:63]
	ds_read_b64 v[74:75], v65
	ds_read_b64 v[64:65], v64
	v_mfma_f32_32x32x8_f16 v[16:31], v[70:71], v[76:77], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[66:67], v[76:77], v[0:15]
	v_mfma_f32_32x32x8_f16 v[32:47], v[78:79], v[88:89], v[32:47]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[48:63], v[74:75], v[88:89], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[78:79], v[90:91], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[74:75], v[90:91], v[0:15]
	v_mfma_f32_32x32x8_f16 v[32:47], v[96:97], v[92:93], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[72:73], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[96:97], v[94:95], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[72:73], v[94:95], v[0:15]
	v_mfma_f32_32x32x8_f16 v[32:47], v[68:69], v[84:85], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[84:85], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[68:69], v[86:87], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[64:65], v[86:87], v[0:15]
.LBB0_9:
	v_lshrrev_b32_e32 v64, 3, v82
	s_lshr_b32 s0, s34, 1
	v_or_b32_e32 v64, s0, v64
	v_or_b32_e32 v65, 0x50, v64
	v_or_b32_e32 v66, s31, v65
	v_cmp_gt_i32_e32 vcc, s9, v66
	v_or_b32_e32 v66, 64, v64
	v_or_b32_e32 v67, s31, v66
	v_cmp_gt_i32_e64 s[2:3], s9, v67
	v_or_b32_e32 v67, 16, v64
	v_or_b32_e32 v68, s31, v67
	v_cmp_gt_i32_e64 s[4:5], s9, v68
	v_or_b32_e32 v68, s31, v64
	s_lshr_b32 s0, s33, 2
	v_cmp_gt_i32_e64 s[6:7], s9, v68
	v_or_b32_e32 v68, s0, v81
	v_or_b32_e32 v69, 64, v68
	v_cvt_f16_f32_e32 v32, v32
	v_cvt_f16_f32_e32 v33, v33
	v_or_b32_e32 v70, s30, v69
	v_cvt_f16_f32_e32 v34, v34
	v_cvt_f16_f32_e32 v35, v35
	s_mul_i32 s10, s13, s30
	v_cmp_gt_i32_e64 s[0:1], s8, v70
	v_or_b32_e32 v70, s30, v68
	v_cvt_f16_f32_e32 v74, v0
	v_mul_lo_u32 v0, v68, s13
	s_add_i32 s10, s10, s31
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
	v_or_b32_e32 v71, 0x48, v64
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
	v_or_b32_e32 v70, 0x58, v64
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
	s_and_b64 s[6:7], s[6:7], s[0:1]
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
	v_add_u32_e32 v71, s39, v70
	ds_read2st64_b64 v[72:75], v71 offset1:8
	v_add_u32_e32 v71, s38, v85
	ds_read2st64_b64 v[76:79], v71 offset1:8
	v_add_u32_e32 v71, s39, v69
	ds_read_b64 v[100:101], v71
	v_add_u32_e32 v71, s38, v84
	ds_read2st64_b64 v[88:91], v71 offset1:8
	v_add_u32_e32 v71, s39, v68
	ds_read_b64 v[102:103], v71
	v_add_u32_e32 v71, s38, v83
	ds_read2st64_b64 v[92:95], v71 offset1:8
	v_add_u32_e32 v71, s39, v67
	ds_read_b64 v[104:105], v71
	v_add_u32_e32 v71, s38, v86
	ds_read2st64_b64 v[96:99], v71 offset1:8
	v_add_u32_e32 v71, s39, v66
	ds_read_b64 v[106:107], v71
	v_add_u32_e32 v71, s39, v65
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_32x32x8_f16 v[32:47], v[72:73], v[76:77], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[106:107], v[76:77], v[48:63]
	ds_read_b64 v[76:77], v71
	v_add_u32_e32 v71, s39, v64
	v_mfma_f32_32x32x8_f16 v[16:31], v[72:73], v[78:79], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[106:107], v[78:79], v[0:15]
	v_mfma_f32_32x32x8_f16 v[32:47], v[100:101], v[88:89], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[76:77], v[88:89], v[48:63]
	ds_read_b64 v[88:89], v71
	v_mfma_f32_32x32x8_f16 v[16:31], v[100:101], v[90:91], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[76:77], v[90:91], v[0:15]
	v_mfma_f32_32x32x8_f16 v[32:47], v[102:103], v[92:93], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[74:75], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[102:103], v[94:95], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[74:75], v[94:95], v[0:15]
	v_mfma_f32_32x32x8_f16 v[32:47], v[104:105], v[96:97], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[88:89], v[96:97], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[104:105], v[98:99], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[88:89], v[98:99], v[0:15]
	s_and_b64 s[0:1], s[22:23], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_8
.LBB0_7:
	v_add_u32_e32 v71, s36, v70
	ds_read2st64_b64 v[72:75], v71 offset1:8
	v_add_u32_e32 v71, s37, v85
	ds_read2st64_b64 v[76:79], v71 offset1:8
	v_add_u32_e32 v71, s36, v69
	ds_read_b64 v[100:101], v71
	v_add_u32_e32 v71, s37, v84
	ds_read2st64_b64 v[88:91], v71 offset1:8
	v_add_u32_e32 v71, s36, v68
	ds_read_b64 v[102:103], v71
	v_add_u32_e32 v71, s37, v83
	ds_read2st64_b64 v[92:95], v71 offset1:8
	v_add_u32_e32 v71, s36, v67
	ds_read_b64 v[104:105], v71
	v_add_u32_e32 v71, s37, v86
	ds_read2st64_b64 v[96:99], v71 offset1:8
	v_add_u32_e32 v71, s36, v66
	ds_read_b64 v[106:107], v71
	v_add_u32_e32 v71, s36, v65
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_32x32x8_f16 v[32:47], v[72:73], v[76:77], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[106:107], v[76:77], v[48:63]
	ds_read_b64 v[76:77], v71
	v_add_u32_e32 v71, s36, v64
	v_mfma_f32_32x32x8_f16 v[16:31], v[72:73], v[78:79], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[106:107], v[78:79], v[0:15]
	v_mfma_f32_32x32x8_f16 v[32:47], v[100:101], v[88:89], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[76:77], v[88:89], v[48:63]
	ds_read_b64 v[88:89], v71
	v_mfma_f32_32x32x8_f16 v[16:31], v[100:101], v[90:91], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[76:77], v[90:91], v[0:15]
	v_mfma_f32_32x32x8_f16 v[32:47], v[102:103], v[92:93], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[74:75], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[102:103], v[94:95], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[74:75], v[94:95], v[0:15]
	v_mfma_f32_32x32x8_f16 v[32:47], v[104:105], v[96:97], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[88:89], v[96:97], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[104:105], v[98:99], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[88:89], v[98:99], v[0:15]
	s_and_b64 s[0:1], s[18:19], exec
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
		.amdhsa_next_free_vgpr 126
		.amdhsa_next_free_sgpr 46
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
	.set .Lmatmul_kernel.num_vgpr, 126
	.set .Lmatmul_kernel.num_agpr, 0
	.set .Lmatmul_kernel.numbered_sgpr, 46
	.set .Lmatmul_kernel.num_named_barrier, 0
	.set .Lmatmul_kernel.private_seg_size, 0
	.set .Lmatmul_kernel.uses_vcc, 1
	.set .Lmatmul_kernel.uses_flat_scratch, 0
	.set .Lmatmul_kernel.has_dyn_sized_stack, 0
	.set .Lmatmul_kernel.has_recursion, 0
	.set .Lmatmul_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5116
; TotalNumSgprs: 52
; NumVgprs: 126
; NumAgprs: 0
; TotalNumVgprs: 126
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 52
; NumVGPRsForWavesPerEU: 126
; AccumOffset: 128
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
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
    .max_flat_workgroup_size: 256
    .name:           matmul_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     52
    .sgpr_spill_count: 0
    .symbol:         matmul_kernel.kd
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
