; matmul_grouped config 2 (BLOCK_M=128 BLOCK_N=256 BLOCK_K=64 GROUP_M=8 num_warps=8 num_stages=3) on hip:gfx942, normalized
	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_grouped_kernel           ; -- Begin function matmul_grouped_kernel
	.p2align	8
	.type	matmul_grouped_kernel,@function
matmul_grouped_kernel:                  ; @matmul_grouped_kernel
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.11:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.12:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_mov_b64 s[24:25], s[2:3]
	s_add_i32 s2, s9, 0xff
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 24
	s_add_i32 s2, s2, s3
	s_ashr_i32 s2, s2, 8
	s_lshl_b32 s3, s2, 3
	s_mov_b64 s[20:21], s[6:7]
	s_abs_i32 s6, s3
	v_cvt_f32_u32_e32 v1, s6
	s_add_i32 s7, s8, 0x7f
	s_sub_i32 s15, 0, s6
	s_ashr_i32 s14, s7, 31
	v_rcp_f32_e32 v1, v1
	s_lshr_b32 s14, s14, 25
	s_add_i32 s7, s7, s14
	s_abs_i32 s14, s16
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s0, v0
	s_xor_b32 s2, s16, s2
	s_and_b32 s1, s0, 0x1c0
	v_readfirstlane_b32 s17, v1
	s_mul_i32 s15, s15, s17
	s_mul_hi_u32 s15, s17, s15
	s_add_i32 s17, s17, s15
	s_mul_hi_u32 s15, s14, s17
	s_mul_i32 s17, s15, s6
	s_sub_i32 s14, s14, s17
	s_ashr_i32 s7, s7, 7
	s_ashr_i32 s2, s2, 31
	s_add_i32 s17, s15, 1
	s_sub_i32 s18, s14, s6
	s_cmp_ge_u32 s14, s6
	s_cselect_b32 s15, s17, s15
	s_cselect_b32 s14, s18, s14
	s_add_i32 s17, s15, 1
	s_cmp_ge_u32 s14, s6
	s_cselect_b32 s6, s17, s15
	s_xor_b32 s6, s6, s2
	s_sub_i32 s2, s6, s2
	s_lshl_b32 s6, s2, 3
	s_sub_i32 s7, s7, s6
	s_min_i32 s7, s7, 8
	s_abs_i32 s14, s7
	v_cvt_f32_u32_e32 v1, s14
	s_mul_i32 s2, s2, s3
	s_sub_i32 s2, s16, s2
	s_sub_i32 s16, 0, s14
	v_rcp_f32_e32 v1, v1
	s_abs_i32 s15, s2
	s_xor_b32 s3, s2, s7
	s_ashr_i32 s3, s3, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_and_or_b32 v50, v0, 63, s1
	v_and_b32_e32 v97, 31, v0
	v_lshlrev_b32_e32 v10, 3, v97
	v_readfirstlane_b32 s17, v1
	s_mul_i32 s16, s16, s17
	s_mul_hi_u32 s16, s17, s16
	s_add_i32 s17, s17, s16
	s_mul_hi_u32 s16, s15, s17
	s_mul_i32 s17, s16, s14
	s_sub_i32 s15, s15, s17
	s_add_i32 s17, s16, 1
	s_sub_i32 s18, s15, s14
	s_cmp_ge_u32 s15, s14
	s_cselect_b32 s16, s17, s16
	s_cselect_b32 s15, s18, s15
	s_add_i32 s17, s16, 1
	s_cmp_ge_u32 s15, s14
	s_cselect_b32 s14, s17, s16
	s_xor_b32 s14, s14, s3
	s_sub_i32 s3, s14, s3
	s_mul_i32 s7, s3, s7
	s_sub_i32 s2, s2, s7
	s_add_i32 s2, s2, s6
	s_lshl_b32 s28, s2, 7
	v_lshrrev_b32_e32 v1, 3, v50
	v_or_b32_e32 v3, s28, v1
	v_cmp_gt_i32_e32 vcc, s8, v3
	v_lshlrev_b32_e32 v3, 3, v0
	v_or_b32_e32 v2, 64, v1
	v_and_b32_e32 v96, 56, v3
	s_and_b32 s30, s0, 0x100
	s_lshl_b32 s29, s3, 8
	s_and_b32 s31, s0, 0xc0
	s_mul_i32 s33, s28, s11
	v_mad_u64_u32 v[26:27], s[6:7], v1, s11, v[96:97]
	v_mad_u64_u32 v[28:29], s[6:7], v2, s11, v[96:97]
	s_add_i32 s11, s10, 63
	v_or_b32_e32 v4, s28, v2
	s_cmp_gt_i32 s11, 63
	v_cmp_gt_i32_e64 s[6:7], s10, v96
	v_cmp_gt_i32_e64 s[0:1], s8, v4
	s_cselect_b64 s[22:23], -1, 0
	s_and_b64 s[14:15], s[6:7], vcc
	s_and_b64 s[16:17], s[6:7], s[0:1]
	v_add_lshl_u32 v1, s33, v26, 1
	v_bfrev_b32_e32 v42, 1
	s_and_b64 s[6:7], s[22:23], s[14:15]
	v_or_b32_e32 v5, s29, v10
	s_and_b32 s25, s25, 0xffff
	s_mov_b32 s27, 0x27000
	s_mov_b32 s26, 0x7ffffffe
	v_cndmask_b32_e64 v1, v42, v1, s[6:7]
	v_add_lshl_u32 v2, s33, v28, 1
	s_and_b64 s[6:7], s[22:23], s[16:17]
	v_cmp_gt_i32_e64 s[2:3], s9, v5
	v_cndmask_b32_e64 v11, v42, v2, s[6:7]
	buffer_load_dwordx4 v[2:5], v1, s[24:27], 0 offen
	buffer_load_dwordx4 v[6:9], v11, s[24:27], 0 offen
	v_and_b32_e32 v1, 0x1e0, v50
	v_lshrrev_b32_e32 v107, 3, v1
	v_or_b32_e32 v11, 1, v107
	v_or_b32_e32 v12, 2, v107
	v_or_b32_e32 v13, 3, v107
	v_mad_u64_u32 v[34:35], s[6:7], v107, s12, v[10:11]
	v_mad_u64_u32 v[36:37], s[6:7], v11, s12, v[10:11]
	v_mad_u64_u32 v[38:39], s[6:7], v12, s12, v[10:11]
	v_mad_u64_u32 v[40:41], s[6:7], v13, s12, v[10:11]
	v_cmp_gt_i32_e64 s[6:7], s10, v107
	s_and_b64 s[14:15], s[6:7], s[2:3]
	v_add_lshl_u32 v10, v34, s29, 1
	s_and_b64 s[14:15], s[22:23], s[14:15]
	s_and_b32 s5, s5, 0xffff
	v_cndmask_b32_e64 v27, v42, v10, s[14:15]
	v_add_lshl_u32 v10, v36, s29, 1
	s_lshl_b32 s36, s12, 6
	v_cndmask_b32_e64 v29, v42, v10, s[14:15]
	v_add_lshl_u32 v10, v38, s29, 1
	s_cmpk_gt_i32 s11, 0x7f
	v_cndmask_b32_e64 v30, v42, v10, s[14:15]
	v_add_lshl_u32 v10, v40, s29, 1
	s_cselect_b64 s[18:19], -1, 0
	s_sub_i32 s12, s10, 64
	v_cndmask_b32_e64 v31, v42, v10, s[14:15]
	s_or_b32 s33, s33, 64
	v_cmp_gt_i32_e64 s[14:15], s12, v96
	v_add_u32_e32 v110, s33, v26
	s_and_b64 s[16:17], s[14:15], vcc
	s_mov_b32 s6, s26
	s_mov_b32 s7, s27
	v_add_u32_e32 v111, s33, v28
	s_and_b64 s[34:35], s[14:15], s[0:1]
	v_lshlrev_b32_e32 v26, 1, v110
	s_and_b64 s[14:15], s[18:19], s[16:17]
	buffer_load_dwordx4 v[10:13], v30, s[4:7], 0 offen
	buffer_load_dwordx4 v[14:17], v31, s[4:7], 0 offen
	buffer_load_dwordx4 v[18:21], v27, s[4:7], 0 offen
	buffer_load_dwordx4 v[22:25], v29, s[4:7], 0 offen
	v_cndmask_b32_e64 v35, v42, v26, s[14:15]
	v_lshlrev_b32_e32 v26, 1, v111
	s_and_b64 s[14:15], s[18:19], s[34:35]
	v_cndmask_b32_e64 v37, v42, v26, s[14:15]
	s_add_i32 s14, s29, s36
	v_add_u32_e32 v112, s14, v34
	v_add_u32_e32 v113, s14, v36
	v_add_u32_e32 v114, s14, v38
	v_add_u32_e32 v115, s14, v40
	v_cmp_gt_i32_e64 s[14:15], s12, v107
	s_and_b64 s[14:15], s[14:15], s[2:3]
	v_lshlrev_b32_e32 v34, 1, v112
	s_and_b64 s[14:15], s[18:19], s[14:15]
	v_cndmask_b32_e64 v51, v42, v34, s[14:15]
	v_lshlrev_b32_e32 v34, 1, v113
	v_cndmask_b32_e64 v52, v42, v34, s[14:15]
	v_lshlrev_b32_e32 v34, 1, v114
	buffer_load_dwordx4 v[26:29], v35, s[24:27], 0 offen
	buffer_load_dwordx4 v[30:33], v37, s[24:27], 0 offen
	v_cndmask_b32_e64 v53, v42, v34, s[14:15]
	v_lshlrev_b32_e32 v34, 1, v115
	v_cndmask_b32_e64 v54, v42, v34, s[14:15]
	buffer_load_dwordx4 v[34:37], v53, s[4:7], 0 offen
	buffer_load_dwordx4 v[38:41], v54, s[4:7], 0 offen
	buffer_load_dwordx4 v[42:45], v51, s[4:7], 0 offen
	buffer_load_dwordx4 v[46:49], v52, s[4:7], 0 offen
	v_lshlrev_b32_e32 v51, 4, v50
	v_and_b32_e32 v52, 0x78, v50
	v_xor_b32_e32 v116, v51, v52
	v_add_u32_e32 v51, 0x10000, v116
	v_xor_b32_e32 v117, 8, v116
	s_mov_b32 s6, 0x5040100
	s_mov_b32 s7, 0x7060302
	v_add_u32_e32 v52, 0x10000, v117
	s_waitcnt vmcnt(10)
	ds_write2st64_b64 v51, v[2:3], v[6:7] offset1:16
	ds_write2st64_b64 v52, v[4:5], v[8:9] offset1:16
	v_lshrrev_b32_e32 v1, 2, v1
	v_and_b32_e32 v98, 32, v0
	s_mov_b32 s34, 0
	s_mov_b32 s35, 0x10000
	s_mov_b32 s12, 0x14000
	s_cmpk_gt_i32 s11, 0xbf
	v_and_b32_e32 v108, 16, v0
	s_waitcnt vmcnt(8)
	v_perm_b32 v3, v14, v10, s6
	v_perm_b32 v5, v14, v10, s7
	v_perm_b32 v7, v15, v11, s6
	v_perm_b32 v9, v15, v11, s7
	v_perm_b32 v11, v16, v12, s6
	s_waitcnt vmcnt(6)
	v_perm_b32 v10, v24, v20, s6
	v_perm_b32 v15, v16, v12, s7
	v_perm_b32 v14, v24, v20, s7
	v_and_b32_e32 v16, 30, v0
	v_bfe_i32 v20, v0, 0, 1
	v_perm_b32 v6, v23, v19, s6
	v_perm_b32 v8, v23, v19, s7
	v_perm_b32 v19, v17, v13, s6
	v_perm_b32 v13, v17, v13, s7
	v_lshlrev_b32_e32 v17, 2, v16
	v_and_b32_e32 v20, 0x440, v20
	v_xor_b32_e32 v17, v20, v17
	v_xor_b32_e32 v1, v17, v1
	v_lshl_or_b32 v118, v16, 10, v1
	v_perm_b32 v2, v22, v18, s6
	v_add_u32_e32 v1, 0, v118
	ds_write_b64 v1, v[2:3]
	v_add_u32_e32 v2, 0x14000, v116
	s_waitcnt vmcnt(4)
	ds_write2st64_b64 v2, v[26:27], v[30:31] offset1:16
	v_add_u32_e32 v2, 0x14000, v117
	v_xor_b32_e32 v119, 8, v118
	ds_write2st64_b64 v2, v[28:29], v[32:33] offset1:16
	s_waitcnt vmcnt(2)
	v_perm_b32 v3, v38, v34, s6
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v46, v42, s6
	v_perm_b32 v4, v22, v18, s7
	v_add_u32_e32 v16, 0, v119
	v_xor_b32_e32 v120, 16, v118
	ds_write_b64 v1, v[2:3] offset:32768
	v_perm_b32 v3, v38, v34, s7
	v_perm_b32 v2, v46, v42, s7
	ds_write_b64 v16, v[4:5] offset:128
	v_add_u32_e32 v4, 0, v120
	v_xor_b32_e32 v121, 24, v118
	ds_write_b64 v16, v[2:3] offset:32896
	v_perm_b32 v3, v39, v35, s6
	v_perm_b32 v2, v47, v43, s6
	v_add_u32_e32 v5, 0, v121
	v_xor_b32_e32 v122, 32, v118
	ds_write_b64 v4, v[2:3] offset:33024
	v_perm_b32 v3, v39, v35, s7
	v_perm_b32 v2, v47, v43, s7
	ds_write_b64 v4, v[6:7] offset:256
	v_add_u32_e32 v6, 0, v122
	v_xor_b32_e32 v123, 40, v118
	ds_write_b64 v5, v[2:3] offset:33152
	v_perm_b32 v3, v40, v36, s6
	v_perm_b32 v2, v48, v44, s6
	v_add_u32_e32 v7, 0, v123
	v_xor_b32_e32 v124, 48, v118
	v_xor_b32_e32 v125, 56, v118
	ds_write_b64 v6, v[2:3] offset:33280
	v_perm_b32 v3, v40, v36, s7
	v_perm_b32 v2, v48, v44, s7
	ds_write_b64 v5, v[8:9] offset:384
	v_add_u32_e32 v8, 0, v124
	v_add_u32_e32 v9, 0, v125
	ds_write_b64 v7, v[2:3] offset:33408
	v_perm_b32 v3, v41, v37, s6
	v_perm_b32 v2, v49, v45, s6
	v_perm_b32 v18, v25, v21, s6
	v_perm_b32 v12, v25, v21, s7
	ds_write_b64 v8, v[2:3] offset:33536
	v_perm_b32 v3, v41, v37, s7
	v_perm_b32 v2, v49, v45, s7
	v_add_u32_e32 v1, 0x180, v9
	ds_write_b64 v6, v[10:11] offset:512
	ds_write_b64 v7, v[14:15] offset:640
	ds_write_b64 v8, v[18:19] offset:768
	ds_write2st64_b64 v1, v[12:13], v[2:3] offset0:1 offset1:65
	v_and_b32_e32 v1, 15, v0
	v_lshrrev_b32_e32 v3, 2, v98
	v_lshrrev_b32_e32 v2, 2, v50
	s_cbranch_scc1 .LBB0_1
; %bb.1:                                ; %.._crit_edge_crit_edge
	v_lshlrev_b32_e32 v4, 3, v1
	v_lshl_or_b32 v5, v97, 7, v4
	v_xor_b32_e32 v5, v5, v3
	v_and_b32_e32 v6, 56, v2
	v_lshl_or_b32 v106, s30, 4, v5
	v_lshlrev_b32_e32 v5, 7, v1
	s_lshl_b32 s6, s31, 6
	v_xor_b32_e32 v4, v6, v4
	v_xor_b32_e32 v105, 16, v106
	v_xor_b32_e32 v104, 32, v106
	v_xor_b32_e32 v103, 48, v106
	v_xor_b32_e32 v102, 64, v106
	v_xor_b32_e32 v101, 0x50, v106
	v_xor_b32_e32 v100, 0x60, v106
	v_xor_b32_e32 v99, 0x70, v106
	v_or3_b32 v109, s6, v5, v4
	s_mov_b64 s[6:7], 0
	s_and_b64 s[6:7], s[6:7], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc0 .LBB0_2
.LBB0_3:
	v_mov_b32_e32 v15, 0
	s_mov_b32 s33, 0x8000
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
	s_mov_b64 s[6:7], -1
                                        ; implicit-def: $vgpr106
                                        ; implicit-def: $vgpr105
                                        ; implicit-def: $vgpr104
                                        ; implicit-def: $vgpr103
                                        ; implicit-def: $vgpr102
                                        ; implicit-def: $vgpr101
                                        ; implicit-def: $vgpr100
                                        ; implicit-def: $vgpr99
                                        ; implicit-def: $vgpr109
	s_and_b64 s[6:7], s[6:7], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_3
.LBB0_2:                                ; %.lr.ph
	v_lshlrev_b32_e32 v4, 3, v1
	v_and_b32_e32 v2, 56, v2
	v_lshl_or_b32 v5, v97, 7, v4
	v_lshlrev_b32_e32 v1, 7, v1
	s_lshl_b32 s6, s31, 6
	v_bfe_i32 v0, v0, 4, 1
	v_xor_b32_e32 v2, v2, v4
	v_xor_b32_e32 v3, v5, v3
	v_and_b32_e32 v0, 0x808, v0
	v_or3_b32 v109, s6, v1, v2
	s_lshr_b32 s38, s11, 6
	v_lshl_or_b32 v106, s30, 4, v3
	v_xor_b32_e32 v126, v109, v0
	v_mov_b32_e32 v32, 0
	s_add_i32 s37, s10, 0xffffff80
	v_xor_b32_e32 v105, 16, v106
	v_xor_b32_e32 v104, 32, v106
	v_xor_b32_e32 v103, 48, v106
	v_xor_b32_e32 v102, 64, v106
	v_xor_b32_e32 v101, 0x50, v106
	v_xor_b32_e32 v100, 0x60, v106
	v_xor_b32_e32 v99, 0x70, v106
	v_xor_b32_e32 v127, 16, v126
	s_mov_b32 s33, 0x8000
	s_add_i32 s38, s38, -3
	s_mov_b32 s39, 1
	s_mov_b32 s40, 0x5040100
	s_mov_b32 s41, 0x7060302
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
	s_mov_b32 s42, 0
	v_xor_b32_e32 v128, 32, v126
	v_xor_b32_e32 v129, 48, v126
	v_xor_b32_e32 v130, 64, v126
	v_xor_b32_e32 v131, 0x50, v126
	v_xor_b32_e32 v132, 0x60, v126
	v_xor_b32_e32 v133, 0x70, v126
	v_bfrev_b32_e32 v134, 1
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	s_lshl_b32 s10, s42, 6
	s_sub_i32 s14, s37, s10
	v_add_u32_e32 v110, 64, v110
	v_add_u32_e32 v111, 64, v111
	v_add_u32_e32 v112, s36, v112
	v_add_u32_e32 v113, s36, v113
	v_add_u32_e32 v114, s36, v114
	v_add_u32_e32 v115, s36, v115
	v_cmp_gt_i32_e64 s[10:11], s14, v107
	v_cmp_gt_i32_e64 s[14:15], s14, v96
	v_lshlrev_b32_e32 v64, 1, v110
	v_lshlrev_b32_e32 v65, 1, v111
	v_lshlrev_b32_e32 v66, 1, v112
	s_and_b64 s[10:11], s[2:3], s[10:11]
	v_lshlrev_b32_e32 v67, 1, v113
	v_lshlrev_b32_e32 v68, 1, v114
	v_lshlrev_b32_e32 v69, 1, v115
	s_and_b64 s[16:17], vcc, s[14:15]
	s_and_b64 s[14:15], s[0:1], s[14:15]
	v_cndmask_b32_e64 v64, v134, v64, s[16:17]
	v_cndmask_b32_e64 v65, v134, v65, s[14:15]
	v_cndmask_b32_e64 v84, v134, v66, s[10:11]
	v_cndmask_b32_e64 v85, v134, v67, s[10:11]
	v_cndmask_b32_e64 v86, v134, v68, s[10:11]
	v_cndmask_b32_e64 v87, v134, v69, s[10:11]
	buffer_load_dwordx4 v[72:75], v64, s[24:27], 0 offen
	buffer_load_dwordx4 v[76:79], v65, s[24:27], 0 offen
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_load_dwordx4 v[64:67], v84, s[4:7], 0 offen
	buffer_load_dwordx4 v[68:71], v85, s[4:7], 0 offen
	buffer_load_dwordx4 v[80:83], v86, s[4:7], 0 offen
                                        ; kill: killed $vgpr84
                                        ; kill: killed $vgpr85
                                        ; kill: killed $vgpr86
	s_nop 0
	buffer_load_dwordx4 v[84:87], v87, s[4:7], 0 offen
	v_add_u32_e32 v88, s34, v126
	s_mov_b32 s10, s35
	v_add_u32_e32 v89, s34, v130
	ds_read2st64_b64 v[90:93], v88 offset1:32
	ds_read2st64_b64 v[136:139], v89 offset1:32
	v_add_u32_e32 v88, s10, v106
	ds_read2st64_b64 v[140:143], v88 offset1:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[90:91], v[140:141], v[32:47]
	v_add_u32_e32 v88, s34, v127
	v_add_u32_e32 v89, s34, v131
	ds_read2st64_b64 v[144:147], v88 offset1:32
	ds_read2st64_b64 v[148:151], v89 offset1:32
	v_add_u32_e32 v88, s10, v105
	v_add_u32_e32 v94, s34, v133
	s_add_i32 s11, s39, 1
	s_cmp_lt_i32 s11, 2
	v_mfma_f32_32x32x8_f16 v[16:31], v[90:91], v[142:143], v[16:31]
	ds_read2st64_b64 v[88:91], v88 offset1:16
	s_cselect_b32 s39, s11, 0
	s_lshl_b32 s11, s39, 14
	s_mov_b32 s35, s12
	s_add_i32 s12, s11, 0x10000
	s_add_i32 s11, s42, 1
	v_mfma_f32_32x32x8_f16 v[48:63], v[138:139], v[140:141], v[48:63]
	v_mfma_f32_32x32x8_f16 v[0:15], v[138:139], v[142:143], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[150:151], v[90:91], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[144:145], v[90:91], v[16:31]
	v_add_u32_e32 v90, s34, v128
	v_add_u32_e32 v91, s34, v132
	v_mfma_f32_32x32x8_f16 v[48:63], v[150:151], v[88:89], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[144:145], v[88:89], v[32:47]
	v_add_u32_e32 v88, s10, v104
	ds_read2st64_b64 v[142:145], v90 offset1:32
	ds_read2st64_b64 v[150:153], v91 offset1:32
	ds_read2st64_b64 v[138:141], v88 offset1:16
	v_add_u32_e32 v88, s34, v129
	ds_read2st64_b64 v[88:91], v88 offset1:32
	ds_read2st64_b64 v[154:157], v94 offset1:32
	v_add_u32_e32 v94, s10, v103
	ds_read2st64_b64 v[158:161], v94 offset1:16
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[32:47], v[142:143], v[138:139], v[32:47]
	v_add_u32_e32 v94, s10, v102
	s_mov_b32 s34, s33
	s_lshl_b32 s33, s39, 15
	s_cmp_lg_u32 s42, s38
	s_mov_b32 s42, s11
	v_add_u32_e32 v135, s33, v120
	v_mfma_f32_32x32x8_f16 v[16:31], v[142:143], v[140:141], v[16:31]
	v_add_u32_e32 v142, s33, v125
	v_mfma_f32_32x32x8_f16 v[48:63], v[152:153], v[138:139], v[48:63]
	v_mfma_f32_32x32x8_f16 v[0:15], v[152:153], v[140:141], v[0:15]
	ds_read2st64_b64 v[138:141], v94 offset1:16
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[48:63], v[156:157], v[158:159], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[88:89], v[160:161], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[156:157], v[160:161], v[0:15]
	v_mfma_f32_32x32x8_f16 v[32:47], v[88:89], v[158:159], v[32:47]
	v_add_u32_e32 v88, s10, v101
	ds_read2st64_b64 v[156:159], v88 offset1:16
	v_add_u32_e32 v88, s10, v100
	ds_read2st64_b64 v[160:163], v88 offset1:16
	v_add_u32_e32 v88, s10, v99
	v_add_u32_e32 v89, s33, v119
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[0:15], v[92:93], v[140:141], v[0:15]
	v_mfma_f32_32x32x8_f16 v[32:47], v[136:137], v[138:139], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[92:93], v[138:139], v[48:63]
	ds_read2st64_b64 v[92:95], v88 offset1:16
	v_add_u32_e32 v139, s12, v116
	v_add_u32_e32 v88, s33, v118
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v138, s33, v123
	v_mfma_f32_32x32x8_f16 v[16:31], v[136:137], v[140:141], v[16:31]
	v_add_u32_e32 v140, s12, v117
	s_waitcnt vmcnt(4)
	ds_write2st64_b64 v139, v[72:73], v[76:77] offset1:16
	ds_write2st64_b64 v140, v[74:75], v[78:79] offset1:16
	s_waitcnt vmcnt(0)
	v_perm_b32 v73, v84, v80, s40
	v_perm_b32 v72, v68, v64, s40
	v_add_u32_e32 v136, s33, v121
	v_add_u32_e32 v137, s33, v122
	v_add_u32_e32 v141, s33, v124
	v_mfma_f32_32x32x8_f16 v[32:47], v[148:149], v[156:157], v[32:47]
	v_perm_b32 v75, v84, v80, s41
	v_perm_b32 v77, v85, v81, s40
	v_perm_b32 v79, v85, v81, s41
	v_perm_b32 v81, v86, v82, s40
	v_perm_b32 v85, v86, v82, s41
	v_perm_b32 v74, v68, v64, s41
	v_perm_b32 v76, v69, v65, s40
	v_mfma_f32_32x32x8_f16 v[48:63], v[146:147], v[156:157], v[48:63]
	v_perm_b32 v78, v69, v65, s41
	v_perm_b32 v80, v70, v66, s40
	v_perm_b32 v84, v70, v66, s41
	v_perm_b32 v82, v71, v67, s41
	v_mfma_f32_32x32x8_f16 v[16:31], v[148:149], v[158:159], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[146:147], v[158:159], v[0:15]
	v_mfma_f32_32x32x8_f16 v[48:63], v[144:145], v[160:161], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[150:151], v[162:163], v[16:31]
	v_mfma_f32_32x32x8_f16 v[32:47], v[150:151], v[160:161], v[32:47]
	v_mfma_f32_32x32x8_f16 v[0:15], v[144:145], v[162:163], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[154:155], v[94:95], v[16:31]
	v_mfma_f32_32x32x8_f16 v[32:47], v[154:155], v[92:93], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[90:91], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_f16 v[0:15], v[90:91], v[94:95], v[0:15]
	v_perm_b32 v91, v87, v83, s40
	v_perm_b32 v83, v87, v83, s41
	v_perm_b32 v90, v71, v67, s40
	ds_write_b64 v88, v[72:73]
	ds_write_b64 v89, v[74:75] offset:128
	ds_write_b64 v135, v[76:77] offset:256
	ds_write_b64 v136, v[78:79] offset:384
	ds_write_b64 v137, v[80:81] offset:512
	ds_write_b64 v138, v[84:85] offset:640
	ds_write_b64 v141, v[90:91] offset:768
	ds_write_b64 v142, v[82:83] offset:896
	s_cbranch_scc1 .LBB0_5
.LBB0_4:                                ; %._crit_edge
	v_mov_b32_e32 v64, 0x808
	v_cmp_eq_u32_e32 vcc, 0, v108
	s_and_b64 s[0:1], s[22:23], exec
	s_cselect_b32 s0, 1, 0
	v_cndmask_b32_e64 v64, v64, 0, vcc
	v_xor_b32_e32 v78, v109, v64
	v_xor_b32_e32 v77, 16, v78
	v_xor_b32_e32 v76, 32, v78
	v_xor_b32_e32 v75, 48, v78
	v_xor_b32_e32 v74, 64, v78
	v_xor_b32_e32 v73, 0x50, v78
	v_xor_b32_e32 v72, 0x60, v78
	v_xor_b32_e32 v71, 0x70, v78
	v_xor_b32_e32 v70, 0x4040, v78
	v_xor_b32_e32 v69, 0x4050, v78
	v_xor_b32_e32 v68, 0x4060, v78
	v_xor_b32_e32 v67, 0x4070, v78
	v_xor_b32_e32 v66, 0x4010, v78
	v_xor_b32_e32 v64, 0x4020, v78
	s_cmp_lg_u32 s0, 1
	v_xor_b32_e32 v65, 0x4030, v78
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_6
; %bb.7:
	v_add_u32_e32 v79, s34, v78
	ds_read2st64_b64 v[80:83], v79 offset1:32
	v_add_u32_e32 v79, s35, v106
	ds_read2st64_b64 v[84:87], v79 offset1:16
	v_add_u32_e32 v79, s34, v77
	ds_read_b64 v[128:129], v79
	v_add_u32_e32 v79, s35, v105
	ds_read2st64_b64 v[88:91], v79 offset1:16
	v_add_u32_e32 v79, s34, v76
	ds_read_b64 v[130:131], v79
	v_add_u32_e32 v79, s35, v104
	ds_read2st64_b64 v[92:95], v79 offset1:16
	v_add_u32_e32 v79, s34, v75
	ds_read_b64 v[132:133], v79
	v_add_u32_e32 v79, s35, v103
	ds_read2st64_b64 v[108:111], v79 offset1:16
	v_add_u32_e32 v79, s34, v74
	ds_read_b64 v[134:135], v79
	v_add_u32_e32 v79, s35, v102
	ds_read2st64_b64 v[112:115], v79 offset1:16
	v_add_u32_e32 v79, s34, v73
	ds_read_b64 v[136:137], v79
	v_add_u32_e32 v79, s35, v101
	ds_read2st64_b64 v[116:119], v79 offset1:16
	v_add_u32_e32 v79, s34, v72
	ds_read_b64 v[138:139], v79
	v_add_u32_e32 v79, s35, v100
	ds_read2st64_b64 v[120:123], v79 offset1:16
	v_add_u32_e32 v79, s34, v71
	ds_read_b64 v[140:141], v79
	v_add_u32_e32 v79, s35, v99
	ds_read2st64_b64 v[124:127], v79 offset1:16
	v_add_u32_e32 v79, s34, v70
	ds_read_b64 v[142:143], v79
	v_add_u32_e32 v79, s34, v69
	s_waitcnt lgkmcnt(14)
	v_mfma_f32_32x32x8_f16 v[32:47], v[80:81], v[84:85], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[142:143], v[84:85], v[48:63]
	ds_read_b64 v[84:85], v79
	v_add_u32_e32 v79, s34, v68
	v_mfma_f32_32x32x8_f16 v[16:31], v[80:81], v[86:87], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[142:143], v[86:87], v[0:15]
	v_mfma_f32_32x32x8_f16 v[32:47], v[128:129], v[88:89], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[84:85], v[88:89], v[48:63]
	ds_read_b64 v[88:89], v79
	v_add_u32_e32 v79, s34, v67
	v_mfma_f32_32x32x8_f16 v[16:31], v[128:129], v[90:91], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[84:85], v[90:91], v[0:15]
	v_mfma_f32_32x32x8_f16 v[32:47], v[130:131], v[92:93], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[88:89], v[92:93], v[48:63]
	ds_read_b64 v[92:93], v79
	v_add_u32_e32 v79, s34, v66
	v_mfma_f32_32x32x8_f16 v[16:31], v[130:131], v[94:95], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[88:89], v[94:95], v[0:15]
	v_mfma_f32_32x32x8_f16 v[32:47], v[132:133], v[108:109], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[92:93], v[108:109], v[48:63]
	ds_read_b64 v[108:109], v79
	v_add_u32_e32 v79, s34, v64
	v_mfma_f32_32x32x8_f16 v[16:31], v[132:133], v[110:111], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[92:93], v[110:111], v[0:15]
	v_mfma_f32_32x32x8_f16 v[32:47], v[134:135], v[112:113], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[82:83], v[112:113], v[48:63]
	ds_read_b64 v[112:113], v79
	v_add_u32_e32 v79, s34, v65
	v_mfma_f32_32x32x8_f16 v[16:31], v[134:135], v[114:115], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[82:83], v[114:115], v[0:15]
	v_mfma_f32_32x32x8_f16 v[32:47], v[136:137], v[116:117], v[32:47]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[48:63], v[108:109], v[116:117], v[48:63]
	ds_read_b64 v[116:117], v79
	v_mfma_f32_32x32x8_f16 v[16:31], v[136:137], v[118:119], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[108:109], v[118:119], v[0:15]
	v_mfma_f32_32x32x8_f16 v[32:47], v[138:139], v[120:121], v[32:47]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[48:63], v[112:113], v[120:121], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[138:139], v[122:123], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[112:113], v[122:123], v[0:15]
	v_mfma_f32_32x32x8_f16 v[32:47], v[140:141], v[124:125], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[116:117], v[124:125], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[140:141], v[126:127], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[116:117], v[126:127], v[0:15]
.LBB0_6:                                ; %._crit_edge._crit_edge
	s_and_b64 s[0:1], s[18:19], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_7
; %bb.9:
	v_add_u32_e32 v75, s33, v75
	v_add_u32_e32 v74, s33, v74
	v_add_u32_e32 v73, s33, v73
	v_add_u32_e32 v72, s33, v72
	ds_read_b64 v[118:119], v75
	ds_read_b64 v[120:121], v74
	ds_read_b64 v[122:123], v73
	ds_read_b64 v[124:125], v72
	v_add_u32_e32 v73, s12, v101
	v_add_u32_e32 v72, s12, v100
	v_add_u32_e32 v71, s33, v71
	v_add_u32_e32 v78, s33, v78
	v_add_u32_e32 v75, s12, v103
	v_add_u32_e32 v74, s12, v102
	ds_read2st64_b64 v[108:111], v73 offset1:16
	ds_read2st64_b64 v[100:103], v72 offset1:16
	ds_read_b64 v[72:73], v71
	v_add_u32_e32 v71, s12, v99
	v_add_u32_e32 v70, s33, v70
	ds_read2st64_b64 v[78:81], v78 offset1:32
	ds_read2st64_b64 v[112:115], v71 offset1:16
	ds_read_b64 v[70:71], v70
	v_add_u32_e32 v82, s12, v106
	ds_read2st64_b64 v[82:85], v82 offset1:16
	v_add_u32_e32 v77, s33, v77
	v_add_u32_e32 v69, s33, v69
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[78:79], v[82:83], v[32:47]
	ds_read_b64 v[94:95], v77
	v_add_u32_e32 v68, s33, v68
	v_add_u32_e32 v76, s33, v76
	ds_read_b64 v[116:117], v76
	v_add_u32_e32 v67, s33, v67
	v_add_u32_e32 v66, s33, v66
	v_add_u32_e32 v64, s33, v64
	v_mfma_f32_32x32x8_f16 v[48:63], v[70:71], v[82:83], v[48:63]
	ds_read_b64 v[82:83], v69
	ds_read_b64 v[68:69], v68
	v_add_u32_e32 v77, s12, v105
	ds_read2st64_b64 v[86:89], v77 offset1:16
	v_mfma_f32_32x32x8_f16 v[16:31], v[78:79], v[84:85], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[70:71], v[84:85], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[94:95], v[86:87], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[82:83], v[86:87], v[48:63]
	ds_read_b64 v[86:87], v67
	v_add_u32_e32 v76, s12, v104
	ds_read2st64_b64 v[90:93], v76 offset1:16
	ds_read_b64 v[66:67], v66
	ds_read2st64_b64 v[104:107], v75 offset1:16
	ds_read2st64_b64 v[74:77], v74 offset1:16
	v_mfma_f32_32x32x8_f16 v[16:31], v[94:95], v[88:89], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[82:83], v[88:89], v[0:15]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[32:47], v[116:117], v[90:91], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[68:69], v[90:91], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[116:117], v[92:93], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[68:69], v[92:93], v[0:15]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[32:47], v[118:119], v[104:105], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[86:87], v[104:105], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[118:119], v[106:107], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[86:87], v[106:107], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[120:121], v[74:75], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[80:81], v[74:75], v[48:63]
	ds_read_b64 v[74:75], v64
	v_add_u32_e32 v64, s33, v65
	ds_read_b64 v[64:65], v64
	v_mfma_f32_32x32x8_f16 v[16:31], v[120:121], v[76:77], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[80:81], v[76:77], v[0:15]
	v_mfma_f32_32x32x8_f16 v[32:47], v[122:123], v[108:109], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[108:109], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[122:123], v[110:111], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[66:67], v[110:111], v[0:15]
	v_mfma_f32_32x32x8_f16 v[32:47], v[124:125], v[100:101], v[32:47]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[48:63], v[74:75], v[100:101], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[124:125], v[102:103], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[74:75], v[102:103], v[0:15]
	v_mfma_f32_32x32x8_f16 v[32:47], v[72:73], v[112:113], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[112:113], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[72:73], v[114:115], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[64:65], v[114:115], v[0:15]
.LBB0_7:
	v_lshrrev_b32_e32 v64, 3, v98
	s_lshr_b32 s0, s31, 1
	v_or_b32_e32 v64, s0, v64
	v_or_b32_e32 v65, 0x90, v64
	v_or_b32_e32 v66, s29, v65
	v_cmp_gt_i32_e32 vcc, s9, v66
	v_or_b32_e32 v66, 0x80, v64
	v_or_b32_e32 v67, s29, v66
	v_cmp_gt_i32_e64 s[2:3], s9, v67
	v_or_b32_e32 v67, 16, v64
	v_or_b32_e32 v68, s29, v67
	v_cmp_gt_i32_e64 s[4:5], s9, v68
	v_or_b32_e32 v68, s29, v64
	s_lshr_b32 s0, s30, 3
	v_cmp_gt_i32_e64 s[6:7], s9, v68
	v_or_b32_e32 v68, s0, v97
	v_or_b32_e32 v69, 64, v68
	v_cvt_f16_f32_e32 v32, v32
	v_cvt_f16_f32_e32 v33, v33
	v_or_b32_e32 v70, s28, v69
	v_cvt_f16_f32_e32 v34, v34
	v_cvt_f16_f32_e32 v35, v35
	s_mul_i32 s10, s28, s13
	v_cmp_gt_i32_e64 s[0:1], s8, v70
	v_or_b32_e32 v70, s28, v68
	v_cvt_f16_f32_e32 v74, v0
	v_mul_lo_u32 v0, v68, s13
	s_add_i32 s10, s10, s29
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
		.amdhsa_next_free_vgpr 164
		.amdhsa_next_free_sgpr 43
		.amdhsa_accum_offset 164
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
	.set .Lmatmul_grouped_kernel.num_vgpr, 164
	.set .Lmatmul_grouped_kernel.num_agpr, 0
	.set .Lmatmul_grouped_kernel.numbered_sgpr, 43
	.set .Lmatmul_grouped_kernel.num_named_barrier, 0
	.set .Lmatmul_grouped_kernel.private_seg_size, 0
	.set .Lmatmul_grouped_kernel.uses_vcc, 1
	.set .Lmatmul_grouped_kernel.uses_flat_scratch, 0
	.set .Lmatmul_grouped_kernel.has_dyn_sized_stack, 0
	.set .Lmatmul_grouped_kernel.has_recursion, 0
	.set .Lmatmul_grouped_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6092
; TotalNumSgprs: 49
; NumVgprs: 164
; NumAgprs: 0
; TotalNumVgprs: 164
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 20
; NumSGPRsForWavesPerEU: 49
; NumVGPRsForWavesPerEU: 164
; AccumOffset: 164
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 40
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
    .sgpr_count:     49
    .sgpr_spill_count: 0
    .symbol:         matmul_grouped_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     164
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
