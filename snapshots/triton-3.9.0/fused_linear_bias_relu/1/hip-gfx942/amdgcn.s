; fused_linear_bias_relu config 1 (BLOCK_M=128 BLOCK_N=256 BLOCK_K=64 num_warps=8 num_stages=3) on hip:gfx942, normalized
	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	fused_linear_bias_relu_kernel   ; -- Begin function fused_linear_bias_relu_kernel
	.p2align	8
	.type	fused_linear_bias_relu_kernel,@function
fused_linear_bias_relu_kernel:          ; @fused_linear_bias_relu_kernel
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
	v_readfirstlane_b32 s0, v0
	s_and_b32 s1, s0, 0x1c0
	v_and_or_b32 v50, v0, 63, s1
	s_lshl_b32 s33, s16, 7
	v_lshrrev_b32_e32 v10, 3, v50
	v_or_b32_e32 v1, s33, v10
	v_cmp_gt_i32_e32 vcc, s10, v1
	v_lshlrev_b32_e32 v1, 3, v0
	v_or_b32_e32 v11, 64, v10
	v_and_b32_e32 v96, 56, v1
	s_mov_b64 s[36:37], s[2:3]
	s_and_b32 s35, s0, 0x100
	s_lshl_b32 s34, s17, 8
	s_and_b32 s40, s0, 0xc0
	s_mul_i32 s41, s13, s33
	v_mad_u64_u32 v[26:27], s[2:3], v10, s13, v[96:97]
	v_mad_u64_u32 v[28:29], s[2:3], v11, s13, v[96:97]
	s_add_i32 s13, s12, 63
	s_mov_b64 s[28:29], s[6:7]
	v_or_b32_e32 v2, s33, v11
	s_cmp_gt_i32 s13, 63
	v_cmp_gt_i32_e64 s[6:7], s12, v96
	v_cmp_gt_i32_e64 s[0:1], s10, v2
	s_cselect_b64 s[30:31], -1, 0
	s_and_b64 s[2:3], s[6:7], vcc
	s_and_b64 s[16:17], s[6:7], s[0:1]
	v_add_lshl_u32 v2, v26, s41, 1
	v_bfrev_b32_e32 v42, 1
	s_and_b64 s[2:3], s[30:31], s[2:3]
	v_cndmask_b32_e64 v12, v42, v2, s[2:3]
	v_add_lshl_u32 v2, v28, s41, 1
	s_and_b64 s[2:3], s[30:31], s[16:17]
	s_and_b32 s37, s37, 0xffff
	s_mov_b32 s39, 0x27000
	s_mov_b32 s38, 0x7ffffffe
	v_cndmask_b32_e64 v13, v42, v2, s[2:3]
	buffer_load_dwordx4 v[2:5], v12, s[36:39], 0 offen
	buffer_load_dwordx4 v[6:9], v13, s[36:39], 0 offen
	v_or_b32_e32 v12, 0x80, v10
	v_or_b32_e32 v13, 0xc0, v10
	v_or_b32_e32 v14, s34, v10
	v_or_b32_e32 v15, s34, v11
	v_cmp_gt_i32_e64 s[2:3], s11, v14
	v_mad_u64_u32 v[34:35], s[22:23], v10, s14, v[96:97]
	v_mad_u64_u32 v[36:37], s[22:23], v11, s14, v[96:97]
	v_mad_u64_u32 v[38:39], s[22:23], v12, s14, v[96:97]
	v_mad_u64_u32 v[40:41], s[22:23], v13, s14, v[96:97]
	v_or_b32_e32 v16, s34, v12
	v_or_b32_e32 v17, s34, v13
	v_cmp_gt_i32_e64 s[16:17], s11, v15
	s_mul_i32 s44, s14, s34
	s_and_b64 s[22:23], s[6:7], s[2:3]
	v_cmp_gt_i32_e64 s[20:21], s11, v16
	v_cmp_gt_i32_e64 s[18:19], s11, v17
	s_and_b64 s[24:25], s[6:7], s[16:17]
	v_add_lshl_u32 v10, v34, s44, 1
	s_and_b64 s[22:23], s[30:31], s[22:23]
	s_and_b64 s[26:27], s[6:7], s[20:21]
	s_and_b64 s[42:43], s[6:7], s[18:19]
	s_and_b32 s5, s5, 0xffff
	s_mov_b32 s6, s38
	s_mov_b32 s7, s39
	v_cndmask_b32_e64 v18, v42, v10, s[22:23]
	v_add_lshl_u32 v10, v36, s44, 1
	s_and_b64 s[22:23], s[30:31], s[24:25]
	v_cndmask_b32_e64 v19, v42, v10, s[22:23]
	buffer_load_dwordx4 v[10:13], v18, s[4:7], 0 offen
	buffer_load_dwordx4 v[14:17], v19, s[4:7], 0 offen
	v_add_lshl_u32 v18, v38, s44, 1
	s_and_b64 s[22:23], s[30:31], s[26:27]
	v_cndmask_b32_e64 v27, v42, v18, s[22:23]
	s_and_b64 s[22:23], s[30:31], s[42:43]
	s_cmpk_gt_i32 s13, 0x7f
	v_add_lshl_u32 v18, v40, s44, 1
	s_cselect_b64 s[26:27], -1, 0
	s_sub_i32 s14, s12, 64
	v_cndmask_b32_e64 v29, v42, v18, s[22:23]
	s_or_b32 s41, s41, 64
	v_cmp_gt_i32_e64 s[22:23], s14, v96
	v_add_u32_e32 v115, s41, v26
	s_and_b64 s[24:25], s[22:23], vcc
	v_add_u32_e32 v116, s41, v28
	s_and_b64 s[42:43], s[22:23], s[0:1]
	v_lshlrev_b32_e32 v26, 1, v115
	s_and_b64 s[24:25], s[26:27], s[24:25]
	v_cndmask_b32_e64 v35, v42, v26, s[24:25]
	v_lshlrev_b32_e32 v26, 1, v116
	s_and_b64 s[24:25], s[26:27], s[42:43]
	s_or_b32 s44, s44, 64
	v_cndmask_b32_e64 v37, v42, v26, s[24:25]
	v_add_u32_e32 v117, s44, v34
	s_and_b64 s[24:25], s[22:23], s[2:3]
	v_add_u32_e32 v118, s44, v36
	v_add_u32_e32 v119, s44, v38
	v_add_u32_e32 v120, s44, v40
	s_and_b64 s[42:43], s[22:23], s[16:17]
	s_and_b64 s[44:45], s[22:23], s[20:21]
	s_and_b64 s[46:47], s[22:23], s[18:19]
	v_lshlrev_b32_e32 v34, 1, v117
	s_and_b64 s[22:23], s[26:27], s[24:25]
	buffer_load_dwordx4 v[18:21], v27, s[4:7], 0 offen
	buffer_load_dwordx4 v[22:25], v29, s[4:7], 0 offen
	v_cndmask_b32_e64 v43, v42, v34, s[22:23]
	v_lshlrev_b32_e32 v34, 1, v118
	s_and_b64 s[22:23], s[26:27], s[42:43]
	buffer_load_dwordx4 v[26:29], v35, s[36:39], 0 offen
	buffer_load_dwordx4 v[30:33], v37, s[36:39], 0 offen
	v_cndmask_b32_e64 v44, v42, v34, s[22:23]
	buffer_load_dwordx4 v[34:37], v43, s[4:7], 0 offen
	buffer_load_dwordx4 v[38:41], v44, s[4:7], 0 offen
	v_lshlrev_b32_e32 v43, 1, v119
	s_and_b64 s[22:23], s[26:27], s[44:45]
	v_cndmask_b32_e64 v51, v42, v43, s[22:23]
	v_lshlrev_b32_e32 v43, 1, v120
	s_and_b64 s[22:23], s[26:27], s[46:47]
	v_cndmask_b32_e64 v52, v42, v43, s[22:23]
	buffer_load_dwordx4 v[42:45], v51, s[4:7], 0 offen
	buffer_load_dwordx4 v[46:49], v52, s[4:7], 0 offen
	v_lshlrev_b32_e32 v51, 4, v50
	v_and_b32_e32 v50, 0x78, v50
	v_xor_b32_e32 v121, v51, v50
	v_add_u32_e32 v50, 0x10000, v121
	v_xor_b32_e32 v122, 8, v121
	s_waitcnt vmcnt(10)
	ds_write2st64_b64 v50, v[2:3], v[6:7] offset1:16
	v_add_u32_e32 v2, 0x10000, v122
	v_and_b32_e32 v97, 31, v0
	v_and_b32_e32 v98, 32, v0
	v_add_u32_e32 v0, 0xffff0000, v50
	s_waitcnt vmcnt(8)
	ds_write2st64_b64 v0, v[10:11], v[14:15] offset1:16
	s_waitcnt vmcnt(6)
	ds_write2st64_b64 v0, v[18:19], v[22:23] offset0:32 offset1:48
	v_add_u32_e32 v0, 0xffff0000, v2
	ds_write2st64_b64 v0, v[12:13], v[16:17] offset1:16
	ds_write2st64_b64 v0, v[20:21], v[24:25] offset0:32 offset1:48
	v_add_u32_e32 v0, 0x14000, v121
	ds_write2st64_b64 v2, v[4:5], v[8:9] offset1:16
	s_waitcnt vmcnt(4)
	ds_write2st64_b64 v0, v[26:27], v[30:31] offset1:16
	v_add_u32_e32 v2, 0x14000, v122
	v_add_u32_e32 v0, 0xfffec000, v0
	s_waitcnt vmcnt(2)
	ds_write2st64_b64 v0, v[34:35], v[38:39] offset0:64 offset1:80
	s_waitcnt vmcnt(0)
	ds_write2st64_b64 v0, v[42:43], v[46:47] offset0:96 offset1:112
	v_add_u32_e32 v0, 0xfffec000, v2
	s_mov_b32 s41, 0
	s_mov_b32 s25, 0x10000
	s_mov_b32 s14, 0x14000
	ds_write2st64_b64 v2, v[28:29], v[32:33] offset1:16
	ds_write2st64_b64 v0, v[36:37], v[40:41] offset0:64 offset1:80
	ds_write2st64_b64 v0, v[44:45], v[48:49] offset0:96 offset1:112
	s_cmpk_gt_i32 s13, 0xbf
	v_lshlrev_b32_e32 v0, 7, v97
	v_lshrrev_b32_e32 v2, 2, v98
	s_cbranch_scc1 .LBB0_1
; %bb.1:                                ; %.._crit_edge_crit_edge
	v_and_b32_e32 v3, 0x78, v1
	v_or_b32_e32 v4, v0, v3
	v_xor_b32_e32 v4, v4, v2
	s_lshl_b32 s6, s40, 6
	v_xor_b32_e32 v3, v3, v2
	v_lshl_or_b32 v106, s35, 4, v4
	v_or3_b32 v114, s6, v3, v0
	v_xor_b32_e32 v105, 16, v106
	v_xor_b32_e32 v104, 32, v106
	v_xor_b32_e32 v103, 48, v106
	v_xor_b32_e32 v102, 64, v106
	v_xor_b32_e32 v101, 0x50, v106
	v_xor_b32_e32 v100, 0x60, v106
	v_xor_b32_e32 v99, 0x70, v106
	v_xor_b32_e32 v113, 16, v114
	v_xor_b32_e32 v112, 32, v114
	v_xor_b32_e32 v111, 48, v114
	v_xor_b32_e32 v110, 64, v114
	v_xor_b32_e32 v109, 0x50, v114
	v_xor_b32_e32 v108, 0x60, v114
	v_xor_b32_e32 v107, 0x70, v114
	s_mov_b64 s[6:7], 0
	s_and_b64 s[6:7], s[6:7], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc0 .LBB0_2
.LBB0_3:
	v_mov_b32_e32 v49, 0
	s_mov_b32 s24, 0x8000
	v_mov_b32_e32 v48, v49
	v_mov_b32_e32 v51, v49
	v_mov_b32_e32 v50, v49
	v_mov_b32_e32 v53, v49
	v_mov_b32_e32 v52, v49
	v_mov_b32_e32 v55, v49
	v_mov_b32_e32 v54, v49
	v_mov_b32_e32 v57, v49
	v_mov_b32_e32 v56, v49
	v_mov_b32_e32 v59, v49
	v_mov_b32_e32 v58, v49
	v_mov_b32_e32 v61, v49
	v_mov_b32_e32 v60, v49
	v_mov_b32_e32 v63, v49
	v_mov_b32_e32 v62, v49
	v_mov_b32_e32 v33, v49
	v_mov_b32_e32 v32, v49
	v_mov_b32_e32 v35, v49
	v_mov_b32_e32 v34, v49
	v_mov_b32_e32 v37, v49
	v_mov_b32_e32 v36, v49
	v_mov_b32_e32 v39, v49
	v_mov_b32_e32 v38, v49
	v_mov_b32_e32 v41, v49
	v_mov_b32_e32 v40, v49
	v_mov_b32_e32 v43, v49
	v_mov_b32_e32 v42, v49
	v_mov_b32_e32 v45, v49
	v_mov_b32_e32 v44, v49
	v_mov_b32_e32 v47, v49
	v_mov_b32_e32 v46, v49
	v_mov_b32_e32 v17, v49
	v_mov_b32_e32 v16, v49
	v_mov_b32_e32 v19, v49
	v_mov_b32_e32 v18, v49
	v_mov_b32_e32 v21, v49
	v_mov_b32_e32 v20, v49
	v_mov_b32_e32 v23, v49
	v_mov_b32_e32 v22, v49
	v_mov_b32_e32 v25, v49
	v_mov_b32_e32 v24, v49
	v_mov_b32_e32 v27, v49
	v_mov_b32_e32 v26, v49
	v_mov_b32_e32 v29, v49
	v_mov_b32_e32 v28, v49
	v_mov_b32_e32 v31, v49
	v_mov_b32_e32 v30, v49
	v_mov_b32_e32 v1, v49
	v_mov_b32_e32 v0, v49
	v_mov_b32_e32 v3, v49
	v_mov_b32_e32 v2, v49
	v_mov_b32_e32 v5, v49
	v_mov_b32_e32 v4, v49
	v_mov_b32_e32 v7, v49
	v_mov_b32_e32 v6, v49
	v_mov_b32_e32 v9, v49
	v_mov_b32_e32 v8, v49
	v_mov_b32_e32 v11, v49
	v_mov_b32_e32 v10, v49
	v_mov_b32_e32 v13, v49
	v_mov_b32_e32 v12, v49
	v_mov_b32_e32 v15, v49
	v_mov_b32_e32 v14, v49
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
                                        ; implicit-def: $vgpr114
                                        ; implicit-def: $vgpr113
                                        ; implicit-def: $vgpr112
                                        ; implicit-def: $vgpr111
                                        ; implicit-def: $vgpr110
                                        ; implicit-def: $vgpr109
                                        ; implicit-def: $vgpr108
                                        ; implicit-def: $vgpr107
	s_and_b64 s[6:7], s[6:7], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_3
.LBB0_2:                                ; %.lr.ph
	v_and_b32_e32 v1, 0x78, v1
	v_or_b32_e32 v3, v0, v1
	v_xor_b32_e32 v3, v3, v2
	s_lshl_b32 s6, s40, 6
	v_xor_b32_e32 v1, v1, v2
	s_lshr_b32 s43, s13, 6
	v_lshl_or_b32 v106, s35, 4, v3
	v_or3_b32 v114, s6, v1, v0
	v_mov_b32_e32 v48, 0
	s_add_i32 s42, s12, 0xffffff80
	v_xor_b32_e32 v105, 16, v106
	v_xor_b32_e32 v104, 32, v106
	v_xor_b32_e32 v103, 48, v106
	v_xor_b32_e32 v102, 64, v106
	v_xor_b32_e32 v101, 0x50, v106
	v_xor_b32_e32 v100, 0x60, v106
	v_xor_b32_e32 v99, 0x70, v106
	v_xor_b32_e32 v113, 16, v114
	v_xor_b32_e32 v112, 32, v114
	v_xor_b32_e32 v111, 48, v114
	v_xor_b32_e32 v110, 64, v114
	v_xor_b32_e32 v109, 0x50, v114
	v_xor_b32_e32 v108, 0x60, v114
	v_xor_b32_e32 v107, 0x70, v114
	s_mov_b32 s24, 0x8000
	s_add_i32 s43, s43, -3
	s_mov_b32 s44, 1
	s_mov_b32 s6, s38
	s_mov_b32 s7, s39
	v_mov_b32_e32 v49, v48
	v_mov_b32_e32 v50, v48
	v_mov_b32_e32 v51, v48
	v_mov_b32_e32 v52, v48
	v_mov_b32_e32 v53, v48
	v_mov_b32_e32 v54, v48
	v_mov_b32_e32 v55, v48
	v_mov_b32_e32 v56, v48
	v_mov_b32_e32 v57, v48
	v_mov_b32_e32 v58, v48
	v_mov_b32_e32 v59, v48
	v_mov_b32_e32 v60, v48
	v_mov_b32_e32 v61, v48
	v_mov_b32_e32 v62, v48
	v_mov_b32_e32 v63, v48
	v_mov_b32_e32 v32, v48
	v_mov_b32_e32 v33, v48
	v_mov_b32_e32 v34, v48
	v_mov_b32_e32 v35, v48
	v_mov_b32_e32 v36, v48
	v_mov_b32_e32 v37, v48
	v_mov_b32_e32 v38, v48
	v_mov_b32_e32 v39, v48
	v_mov_b32_e32 v40, v48
	v_mov_b32_e32 v41, v48
	v_mov_b32_e32 v42, v48
	v_mov_b32_e32 v43, v48
	v_mov_b32_e32 v44, v48
	v_mov_b32_e32 v45, v48
	v_mov_b32_e32 v46, v48
	v_mov_b32_e32 v47, v48
	v_mov_b32_e32 v16, v48
	v_mov_b32_e32 v17, v48
	v_mov_b32_e32 v18, v48
	v_mov_b32_e32 v19, v48
	v_mov_b32_e32 v20, v48
	v_mov_b32_e32 v21, v48
	v_mov_b32_e32 v22, v48
	v_mov_b32_e32 v23, v48
	v_mov_b32_e32 v24, v48
	v_mov_b32_e32 v25, v48
	v_mov_b32_e32 v26, v48
	v_mov_b32_e32 v27, v48
	v_mov_b32_e32 v28, v48
	v_mov_b32_e32 v29, v48
	v_mov_b32_e32 v30, v48
	v_mov_b32_e32 v31, v48
	v_mov_b32_e32 v0, v48
	v_mov_b32_e32 v1, v48
	v_mov_b32_e32 v2, v48
	v_mov_b32_e32 v3, v48
	v_mov_b32_e32 v4, v48
	v_mov_b32_e32 v5, v48
	v_mov_b32_e32 v6, v48
	v_mov_b32_e32 v7, v48
	v_mov_b32_e32 v8, v48
	v_mov_b32_e32 v9, v48
	v_mov_b32_e32 v10, v48
	v_mov_b32_e32 v11, v48
	v_mov_b32_e32 v12, v48
	v_mov_b32_e32 v13, v48
	v_mov_b32_e32 v14, v48
	v_mov_b32_e32 v15, v48
	s_mov_b32 s45, 0
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	s_lshl_b32 s12, s45, 6
	s_sub_i32 s12, s42, s12
	v_add_u32_e32 v115, 64, v115
	v_cmp_gt_i32_e64 s[12:13], s12, v96
	v_add_u32_e32 v116, 64, v116
	v_lshlrev_b32_e32 v64, 1, v115
	v_bfrev_b32_e32 v70, 1
	s_and_b64 s[22:23], vcc, s[12:13]
	v_add_u32_e32 v117, 64, v117
	v_lshlrev_b32_e32 v65, 1, v116
	v_cndmask_b32_e64 v72, v70, v64, s[22:23]
	s_and_b64 s[22:23], s[0:1], s[12:13]
	v_add_u32_e32 v118, 64, v118
	v_lshlrev_b32_e32 v66, 1, v117
	v_cndmask_b32_e64 v73, v70, v65, s[22:23]
	s_and_b64 s[22:23], s[2:3], s[12:13]
	v_add_u32_e32 v119, 64, v119
	v_add_u32_e32 v120, 64, v120
	v_lshlrev_b32_e32 v67, 1, v118
	v_cndmask_b32_e64 v88, v70, v66, s[22:23]
	s_and_b64 s[22:23], s[16:17], s[12:13]
	v_lshlrev_b32_e32 v68, 1, v119
	v_lshlrev_b32_e32 v69, 1, v120
	v_cndmask_b32_e64 v89, v70, v67, s[22:23]
	s_and_b64 s[22:23], s[20:21], s[12:13]
	s_and_b64 s[12:13], s[18:19], s[12:13]
	v_cndmask_b32_e64 v90, v70, v68, s[22:23]
	v_cndmask_b32_e64 v91, v70, v69, s[12:13]
	buffer_load_dwordx4 v[64:67], v72, s[36:39], 0 offen
	buffer_load_dwordx4 v[68:71], v73, s[36:39], 0 offen
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_load_dwordx4 v[72:75], v88, s[4:7], 0 offen
	buffer_load_dwordx4 v[80:83], v89, s[4:7], 0 offen
	buffer_load_dwordx4 v[76:79], v90, s[4:7], 0 offen
	buffer_load_dwordx4 v[84:87], v91, s[4:7], 0 offen
	s_mov_b32 s13, s41
	v_add_u32_e32 v88, s13, v114
	ds_read2st64_b64 v[88:91], v88 offset1:32
	s_mov_b32 s22, s25
	v_add_u32_e32 v92, s22, v106
	ds_read2st64_b64 v[92:95], v92 offset1:16
	v_add_u32_e32 v123, s13, v113
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[88:89], v[92:93], v[48:63]
	v_add_u32_e32 v124, s22, v103
	s_add_i32 s12, s44, 1
	s_cmp_lt_i32 s12, 2
	s_cselect_b32 s44, s12, 0
	s_lshl_b32 s12, s44, 14
	s_mov_b32 s25, s14
	s_mov_b32 s41, s24
	v_mfma_f32_32x32x8_f16 v[0:15], v[90:91], v[94:95], v[0:15]
	s_add_i32 s14, s12, 0x10000
	s_lshl_b32 s24, s44, 15
	s_add_i32 s12, s45, 1
	s_cmp_lg_u32 s45, s43
	s_mov_b32 s45, s12
	v_mfma_f32_32x32x8_f16 v[32:47], v[90:91], v[92:93], v[32:47]
	v_add_u32_e32 v92, s22, v105
	v_mfma_f32_32x32x8_f16 v[16:31], v[88:89], v[94:95], v[16:31]
	ds_read2st64_b64 v[88:91], v123 offset1:32
	ds_read2st64_b64 v[92:95], v92 offset1:16
	v_add_u32_e32 v123, s13, v111
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[90:91], v[94:95], v[0:15]
	v_mfma_f32_32x32x8_f16 v[48:63], v[88:89], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[90:91], v[92:93], v[32:47]
	v_add_u32_e32 v90, s13, v112
	v_add_u32_e32 v92, s22, v104
	v_mfma_f32_32x32x8_f16 v[16:31], v[88:89], v[94:95], v[16:31]
	ds_read2st64_b64 v[88:91], v90 offset1:32
	ds_read2st64_b64 v[92:95], v92 offset1:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[88:89], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_f16 v[0:15], v[90:91], v[94:95], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[88:89], v[94:95], v[16:31]
	v_mfma_f32_32x32x8_f16 v[32:47], v[90:91], v[92:93], v[32:47]
	ds_read2st64_b64 v[88:91], v123 offset1:32
	ds_read2st64_b64 v[92:95], v124 offset1:16
	v_add_u32_e32 v123, s13, v110
	v_add_u32_e32 v124, s22, v102
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[88:89], v[94:95], v[16:31]
	v_mfma_f32_32x32x8_f16 v[48:63], v[88:89], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_f16 v[0:15], v[90:91], v[94:95], v[0:15]
	v_mfma_f32_32x32x8_f16 v[32:47], v[90:91], v[92:93], v[32:47]
	ds_read2st64_b64 v[88:91], v123 offset1:32
	ds_read2st64_b64 v[92:95], v124 offset1:16
	v_add_u32_e32 v123, s13, v109
	v_add_u32_e32 v124, s22, v101
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[88:89], v[94:95], v[16:31]
	v_mfma_f32_32x32x8_f16 v[48:63], v[88:89], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_f16 v[0:15], v[90:91], v[94:95], v[0:15]
	v_mfma_f32_32x32x8_f16 v[32:47], v[90:91], v[92:93], v[32:47]
	ds_read2st64_b64 v[88:91], v123 offset1:32
	ds_read2st64_b64 v[92:95], v124 offset1:16
	v_add_u32_e32 v123, s13, v108
	v_add_u32_e32 v124, s22, v100
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[88:89], v[94:95], v[16:31]
	v_mfma_f32_32x32x8_f16 v[48:63], v[88:89], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_f16 v[0:15], v[90:91], v[94:95], v[0:15]
	v_mfma_f32_32x32x8_f16 v[32:47], v[90:91], v[92:93], v[32:47]
	ds_read2st64_b64 v[88:91], v123 offset1:32
	ds_read2st64_b64 v[92:95], v124 offset1:16
	v_add_u32_e32 v123, s13, v107
	v_add_u32_e32 v124, s22, v99
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[88:89], v[94:95], v[16:31]
	v_mfma_f32_32x32x8_f16 v[48:63], v[88:89], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_f16 v[0:15], v[90:91], v[94:95], v[0:15]
	v_mfma_f32_32x32x8_f16 v[32:47], v[90:91], v[92:93], v[32:47]
	ds_read2st64_b64 v[88:91], v123 offset1:32
	ds_read2st64_b64 v[92:95], v124 offset1:16
	v_add_u32_e32 v123, s24, v121
	v_add_u32_e32 v124, s24, v122
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_32x32x8_f16 v[32:47], v[90:91], v[92:93], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[88:89], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_f16 v[16:31], v[88:89], v[94:95], v[16:31]
	v_add_u32_e32 v88, s14, v121
	v_add_u32_e32 v89, s14, v122
	s_waitcnt vmcnt(4)
	ds_write2st64_b64 v88, v[64:65], v[68:69] offset1:16
	ds_write2st64_b64 v89, v[66:67], v[70:71] offset1:16
	s_waitcnt vmcnt(2)
	ds_write2st64_b64 v123, v[72:73], v[80:81] offset1:16
	ds_write2st64_b64 v124, v[74:75], v[82:83] offset1:16
	s_waitcnt vmcnt(0)
	ds_write2st64_b64 v123, v[76:77], v[84:85] offset0:32 offset1:48
	ds_write2st64_b64 v124, v[78:79], v[86:87] offset0:32 offset1:48
	v_mfma_f32_32x32x8_f16 v[0:15], v[90:91], v[94:95], v[0:15]
	s_cbranch_scc1 .LBB0_5
.LBB0_4:                                ; %._crit_edge
	s_and_b64 s[0:1], s[30:31], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_6
; %bb.7:
	v_add_u32_e32 v64, s41, v114
	ds_read2st64_b64 v[64:67], v64 offset1:32
	v_add_u32_e32 v68, s25, v106
	ds_read2st64_b64 v[68:71], v68 offset1:16
	v_add_u32_e32 v72, s41, v113
	ds_read2st64_b64 v[72:75], v72 offset1:32
	v_add_u32_e32 v76, s25, v105
	ds_read2st64_b64 v[76:79], v76 offset1:16
	v_add_u32_e32 v80, s41, v112
	ds_read2st64_b64 v[80:83], v80 offset1:32
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[68:69], v[48:63]
	v_add_u32_e32 v84, s25, v104
	ds_read2st64_b64 v[84:87], v84 offset1:16
	v_add_u32_e32 v88, s41, v111
	ds_read2st64_b64 v[88:91], v88 offset1:32
	v_add_u32_e32 v92, s25, v103
	ds_read2st64_b64 v[92:95], v92 offset1:16
	v_add_u32_e32 v96, s41, v110
	v_mfma_f32_32x32x8_f16 v[32:47], v[66:67], v[68:69], v[32:47]
	ds_read2st64_b64 v[116:119], v96 offset1:32
	v_add_u32_e32 v96, s25, v102
	ds_read2st64_b64 v[120:123], v96 offset1:16
	v_add_u32_e32 v96, s41, v109
	ds_read2st64_b64 v[124:127], v96 offset1:32
	v_add_u32_e32 v96, s25, v101
	ds_read2st64_b64 v[128:131], v96 offset1:16
	v_mfma_f32_32x32x8_f16 v[16:31], v[64:65], v[70:71], v[16:31]
	v_add_u32_e32 v96, s41, v108
	ds_read2st64_b64 v[132:135], v96 offset1:32
	v_add_u32_e32 v96, s25, v100
	ds_read2st64_b64 v[136:139], v96 offset1:16
	v_add_u32_e32 v96, s41, v107
	ds_read2st64_b64 v[140:143], v96 offset1:32
	v_add_u32_e32 v96, s25, v99
	v_mfma_f32_32x32x8_f16 v[0:15], v[66:67], v[70:71], v[0:15]
	ds_read2st64_b64 v[144:147], v96 offset1:16
	s_waitcnt lgkmcnt(12)
	v_mfma_f32_32x32x8_f16 v[48:63], v[72:73], v[76:77], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[74:75], v[76:77], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[72:73], v[78:79], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[74:75], v[78:79], v[0:15]
	s_waitcnt lgkmcnt(10)
	v_mfma_f32_32x32x8_f16 v[48:63], v[80:81], v[84:85], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[82:83], v[84:85], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[80:81], v[86:87], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[82:83], v[86:87], v[0:15]
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x8_f16 v[48:63], v[88:89], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[90:91], v[92:93], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[88:89], v[94:95], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[90:91], v[94:95], v[0:15]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x8_f16 v[48:63], v[116:117], v[120:121], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[118:119], v[120:121], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[116:117], v[122:123], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[118:119], v[122:123], v[0:15]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[48:63], v[124:125], v[128:129], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[126:127], v[128:129], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[124:125], v[130:131], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[126:127], v[130:131], v[0:15]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[48:63], v[132:133], v[136:137], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[134:135], v[136:137], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[132:133], v[138:139], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[134:135], v[138:139], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[140:141], v[144:145], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[142:143], v[144:145], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[140:141], v[146:147], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[142:143], v[146:147], v[0:15]
.LBB0_6:                                ; %._crit_edge._crit_edge
	s_and_b64 s[0:1], s[26:27], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_7
; %bb.9:
	v_add_u32_e32 v64, s24, v114
	ds_read2st64_b64 v[64:67], v64 offset1:32
	v_add_u32_e32 v68, s14, v106
	ds_read2st64_b64 v[68:71], v68 offset1:16
	v_add_u32_e32 v72, s24, v113
	ds_read2st64_b64 v[72:75], v72 offset1:32
	v_add_u32_e32 v76, s14, v105
	ds_read2st64_b64 v[76:79], v76 offset1:16
	v_add_u32_e32 v80, s24, v112
	ds_read2st64_b64 v[80:83], v80 offset1:32
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[68:69], v[48:63]
	v_add_u32_e32 v84, s14, v104
	ds_read2st64_b64 v[84:87], v84 offset1:16
	v_add_u32_e32 v88, s24, v111
	ds_read2st64_b64 v[88:91], v88 offset1:32
	v_add_u32_e32 v92, s14, v103
	ds_read2st64_b64 v[92:95], v92 offset1:16
	v_add_u32_e32 v96, s24, v110
	v_mfma_f32_32x32x8_f16 v[32:47], v[66:67], v[68:69], v[32:47]
	ds_read2st64_b64 v[110:113], v96 offset1:32
	v_add_u32_e32 v96, s14, v102
	ds_read2st64_b64 v[102:105], v96 offset1:16
	v_add_u32_e32 v96, s24, v109
	ds_read2st64_b64 v[114:117], v96 offset1:32
	v_add_u32_e32 v96, s14, v101
	ds_read2st64_b64 v[118:121], v96 offset1:16
	v_mfma_f32_32x32x8_f16 v[16:31], v[64:65], v[70:71], v[16:31]
	v_add_u32_e32 v96, s24, v108
	ds_read2st64_b64 v[122:125], v96 offset1:32
	v_add_u32_e32 v96, s14, v100
	ds_read2st64_b64 v[126:129], v96 offset1:16
	v_add_u32_e32 v96, s24, v107
	ds_read2st64_b64 v[106:109], v96 offset1:32
	v_add_u32_e32 v96, s14, v99
	v_mfma_f32_32x32x8_f16 v[0:15], v[66:67], v[70:71], v[0:15]
	ds_read2st64_b64 v[130:133], v96 offset1:16
	s_waitcnt lgkmcnt(12)
	v_mfma_f32_32x32x8_f16 v[48:63], v[72:73], v[76:77], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[74:75], v[76:77], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[72:73], v[78:79], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[74:75], v[78:79], v[0:15]
	s_waitcnt lgkmcnt(10)
	v_mfma_f32_32x32x8_f16 v[48:63], v[80:81], v[84:85], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[82:83], v[84:85], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[80:81], v[86:87], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[82:83], v[86:87], v[0:15]
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x8_f16 v[48:63], v[88:89], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[90:91], v[92:93], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[88:89], v[94:95], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[90:91], v[94:95], v[0:15]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x8_f16 v[48:63], v[110:111], v[102:103], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[112:113], v[102:103], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[110:111], v[104:105], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[112:113], v[104:105], v[0:15]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[48:63], v[114:115], v[118:119], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[116:117], v[118:119], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[114:115], v[120:121], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[116:117], v[120:121], v[0:15]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[48:63], v[122:123], v[126:127], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[124:125], v[126:127], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[122:123], v[128:129], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[124:125], v[128:129], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[106:107], v[130:131], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[108:109], v[130:131], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[106:107], v[132:133], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[108:109], v[132:133], v[0:15]
.LBB0_7:
	v_lshrrev_b32_e32 v64, 3, v98
	s_lshr_b32 s0, s40, 1
	v_or_b32_e32 v66, s0, v64
	v_or_b32_e32 v69, s34, v66
	v_lshlrev_b32_e32 v70, 1, v69
	v_bfrev_b32_e32 v64, 1
	v_cmp_gt_i32_e64 s[0:1], s11, v69
	v_or_b32_e32 v67, 8, v66
	s_and_b32 s29, s29, 0xffff
	s_mov_b32 s31, 0x27000
	s_mov_b32 s30, 0x7ffffffe
	v_cndmask_b32_e64 v69, v64, v70, s[0:1]
	buffer_load_dwordx2 v[74:75], v69, s[28:31], 0 offen
	v_or_b32_e32 v69, s34, v67
	v_lshlrev_b32_e32 v69, 1, v69
	v_cndmask_b32_e64 v69, v64, v69, s[0:1]
	v_or_b32_e32 v65, 16, v66
	buffer_load_dwordx2 v[76:77], v69, s[28:31], 0 offen
	v_or_b32_e32 v68, s34, v65
	v_lshlrev_b32_e32 v69, 1, v68
	v_cmp_gt_i32_e32 vcc, s11, v68
	v_or_b32_e32 v73, 0x80, v66
	v_or_b32_e32 v82, s34, v73
	v_cndmask_b32_e32 v68, v64, v69, vcc
	buffer_load_dwordx2 v[78:79], v68, s[28:31], 0 offen
	v_lshlrev_b32_e32 v83, 1, v82
	v_cmp_gt_i32_e64 s[6:7], s11, v82
	v_or_b32_e32 v70, 24, v66
	s_lshr_b32 s2, s35, 3
	v_cndmask_b32_e64 v82, v64, v83, s[6:7]
	buffer_load_dwordx2 v[82:83], v82, s[28:31], 0 offen
	v_or_b32_e32 v68, s34, v70
	v_lshlrev_b32_e32 v68, 1, v68
	v_cndmask_b32_e32 v68, v64, v68, vcc
	buffer_load_dwordx2 v[80:81], v68, s[28:31], 0 offen
	v_or_b32_e32 v72, s2, v97
	v_or_b32_e32 v84, 64, v72
	v_or_b32_e32 v71, 0x88, v66
	s_mul_i32 s3, s15, s33
	v_or_b32_e32 v69, 0x90, v66
	v_or_b32_e32 v85, s33, v72
	v_or_b32_e32 v68, 0x98, v66
	v_or_b32_e32 v87, s33, v84
	v_or_b32_e32 v88, s34, v71
	s_add_i32 s4, s3, s34
	v_mul_lo_u32 v72, v72, s15
	v_or_b32_e32 v86, s34, v69
	v_cmp_gt_i32_e64 s[12:13], s10, v85
	v_or_b32_e32 v85, s34, v68
	v_mul_lo_u32 v84, v84, s15
	v_cmp_gt_i32_e64 s[2:3], s10, v87
	v_lshlrev_b32_e32 v87, 1, v88
	v_add_u32_e32 v96, s4, v72
	v_lshlrev_b32_e32 v88, 1, v86
	v_lshlrev_b32_e32 v85, 1, v85
	v_add_u32_e32 v72, s4, v84
	v_cndmask_b32_e64 v90, v64, v87, s[6:7]
	v_cmp_gt_i32_e64 s[4:5], s11, v86
	s_and_b64 s[14:15], s[12:13], s[0:1]
	s_and_b32 s9, s9, 0xffff
	v_cndmask_b32_e64 v91, v64, v88, s[4:5]
	v_cndmask_b32_e64 v92, v64, v85, s[4:5]
	buffer_load_dwordx2 v[84:85], v90, s[28:31], 0 offen
	buffer_load_dwordx2 v[86:87], v91, s[28:31], 0 offen
	buffer_load_dwordx2 v[88:89], v92, s[28:31], 0 offen
	s_mov_b32 s10, s30
	s_mov_b32 s11, s31
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_waitcnt vmcnt(7)
	v_cvt_f32_f16_e32 v90, v74
	v_cvt_f32_f16_sdwa v91, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v74, v75
	v_cvt_f32_f16_sdwa v75, v75 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	s_waitcnt vmcnt(6)
	v_cvt_f32_f16_e32 v92, v76
	v_cvt_f32_f16_sdwa v93, v76 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v76, v77
	v_cvt_f32_f16_sdwa v77, v77 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_pk_add_f32 v[48:49], v[48:49], v[90:91]
	v_pk_add_f32 v[50:51], v[50:51], v[74:75]
	v_max_f32_e32 v49, 0, v49
	s_waitcnt vmcnt(5)
	v_cvt_f32_f16_e32 v94, v78
	v_cvt_f32_f16_sdwa v95, v78 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_max_f32_e32 v48, 0, v48
	v_pk_add_f32 v[52:53], v[52:53], v[92:93]
	v_max_f32_e32 v51, 0, v51
	v_max_f32_e32 v50, 0, v50
	v_pk_add_f32 v[54:55], v[54:55], v[76:77]
	v_pk_mul_f32 v[48:49], v[48:49], 0.5 op_sel_hi:[1,0]
	v_max_f32_e32 v53, 0, v53
	v_max_f32_e32 v52, 0, v52
	v_pk_mul_f32 v[50:51], v[50:51], 0.5 op_sel_hi:[1,0]
	v_max_f32_e32 v55, 0, v55
	v_max_f32_e32 v54, 0, v54
	v_cvt_f16_f32_e32 v78, v49
	v_cvt_f16_f32_e32 v97, v48
	v_pk_mul_f32 v[48:49], v[52:53], 0.5 op_sel_hi:[1,0]
	v_cvt_f16_f32_e32 v98, v51
	v_cvt_f16_f32_e32 v99, v50
	v_cvt_f16_f32_e32 v100, v49
	v_cvt_f16_f32_e32 v101, v48
	v_pk_mul_f32 v[48:49], v[54:55], 0.5 op_sel_hi:[1,0]
	v_cvt_f32_f16_e32 v50, v79
	v_cvt_f32_f16_sdwa v51, v79 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f16_f32_e32 v102, v49
	v_cvt_f16_f32_e32 v103, v48
	v_pk_add_f32 v[48:49], v[56:57], v[94:95]
	s_waitcnt vmcnt(3)
	v_cvt_f32_f16_e32 v52, v80
	v_max_f32_e32 v49, 0, v49
	v_max_f32_e32 v48, 0, v48
	v_pk_mul_f32 v[48:49], v[48:49], 0.5 op_sel_hi:[1,0]
	v_cvt_f32_f16_sdwa v53, v80 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f16_f32_e32 v79, v49
	v_cvt_f16_f32_e32 v104, v48
	v_pk_add_f32 v[48:49], v[58:59], v[50:51]
	v_cvt_f32_f16_e32 v54, v81
	v_max_f32_e32 v49, 0, v49
	v_max_f32_e32 v48, 0, v48
	v_pk_mul_f32 v[48:49], v[48:49], 0.5 op_sel_hi:[1,0]
	v_cvt_f32_f16_sdwa v55, v81 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f16_f32_e32 v58, v49
	v_cvt_f16_f32_e32 v59, v48
	v_pk_add_f32 v[48:49], v[60:61], v[52:53]
	v_cvt_f32_f16_e32 v56, v82
	v_max_f32_e32 v49, 0, v49
	v_max_f32_e32 v48, 0, v48
	v_pk_mul_f32 v[48:49], v[48:49], 0.5 op_sel_hi:[1,0]
	v_cvt_f32_f16_sdwa v57, v82 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f16_f32_e32 v60, v49
	v_cvt_f16_f32_e32 v61, v48
	v_pk_add_f32 v[48:49], v[62:63], v[54:55]
	v_pk_add_f32 v[32:33], v[32:33], v[56:57]
	v_max_f32_e32 v49, 0, v49
	v_max_f32_e32 v48, 0, v48
	v_pk_mul_f32 v[48:49], v[48:49], 0.5 op_sel_hi:[1,0]
	v_max_f32_e32 v33, 0, v33
	v_cvt_f16_f32_e32 v62, v49
	v_cvt_f16_f32_e32 v63, v48
	v_cvt_f32_f16_e32 v48, v83
	v_cvt_f32_f16_sdwa v49, v83 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_max_f32_e32 v32, 0, v32
	v_pk_mul_f32 v[32:33], v[32:33], 0.5 op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[16:17], v[90:91]
	v_cvt_f16_f32_e32 v80, v33
	v_cvt_f16_f32_e32 v81, v32
	v_pk_add_f32 v[32:33], v[34:35], v[48:49]
	s_waitcnt vmcnt(2)
	v_cvt_f32_f16_e32 v34, v84
	v_cvt_f32_f16_sdwa v35, v84 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_max_f32_e32 v33, 0, v33
	v_max_f32_e32 v32, 0, v32
	v_pk_mul_f32 v[32:33], v[32:33], 0.5 op_sel_hi:[1,0]
	v_max_f32_e32 v17, 0, v17
	v_cvt_f16_f32_e32 v82, v33
	v_cvt_f16_f32_e32 v83, v32
	v_pk_add_f32 v[32:33], v[36:37], v[34:35]
	v_cvt_f32_f16_e32 v36, v85
	v_cvt_f32_f16_sdwa v37, v85 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_max_f32_e32 v33, 0, v33
	v_max_f32_e32 v32, 0, v32
	v_pk_mul_f32 v[32:33], v[32:33], 0.5 op_sel_hi:[1,0]
	v_max_f32_e32 v16, 0, v16
	v_cvt_f16_f32_e32 v84, v33
	v_cvt_f16_f32_e32 v85, v32
	v_pk_add_f32 v[32:33], v[38:39], v[36:37]
	s_waitcnt vmcnt(1)
	v_cvt_f32_f16_e32 v38, v86
	v_cvt_f32_f16_sdwa v39, v86 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_max_f32_e32 v33, 0, v33
	v_max_f32_e32 v32, 0, v32
	v_pk_mul_f32 v[32:33], v[32:33], 0.5 op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], 0.5 op_sel_hi:[1,0]
	v_cvt_f16_f32_e32 v86, v33
	v_cvt_f16_f32_e32 v105, v32
	v_pk_add_f32 v[32:33], v[40:41], v[38:39]
	v_cvt_f32_f16_e32 v40, v87
	v_cvt_f32_f16_sdwa v41, v87 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_max_f32_e32 v33, 0, v33
	v_max_f32_e32 v32, 0, v32
	v_pk_mul_f32 v[32:33], v[32:33], 0.5 op_sel_hi:[1,0]
	v_pk_add_f32 v[0:1], v[0:1], v[56:57]
	v_cvt_f16_f32_e32 v87, v33
	v_cvt_f16_f32_e32 v106, v32
	v_pk_add_f32 v[32:33], v[42:43], v[40:41]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v42, v88
	v_cvt_f32_f16_sdwa v43, v88 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_max_f32_e32 v33, 0, v33
	v_max_f32_e32 v32, 0, v32
	v_pk_mul_f32 v[32:33], v[32:33], 0.5 op_sel_hi:[1,0]
	v_max_f32_e32 v1, 0, v1
	v_cvt_f16_f32_e32 v88, v33
	v_cvt_f16_f32_e32 v107, v32
	v_pk_add_f32 v[32:33], v[44:45], v[42:43]
	v_cvt_f32_f16_e32 v44, v89
	v_cvt_f32_f16_sdwa v45, v89 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_max_f32_e32 v33, 0, v33
	v_max_f32_e32 v32, 0, v32
	v_pk_mul_f32 v[32:33], v[32:33], 0.5 op_sel_hi:[1,0]
	v_max_f32_e32 v0, 0, v0
	v_cvt_f16_f32_e32 v89, v33
	v_cvt_f16_f32_e32 v108, v32
	v_pk_add_f32 v[32:33], v[46:47], v[44:45]
	v_cvt_f16_f32_e32 v46, v17
	v_cvt_f16_f32_e32 v47, v16
	v_pk_add_f32 v[16:17], v[18:19], v[74:75]
	v_pk_mul_f32 v[0:1], v[0:1], 0.5 op_sel_hi:[1,0]
	v_max_f32_e32 v17, 0, v17
	v_max_f32_e32 v16, 0, v16
	v_pk_mul_f32 v[16:17], v[16:17], 0.5 op_sel_hi:[1,0]
	v_max_f32_e32 v33, 0, v33
	v_cvt_f16_f32_e32 v18, v17
	v_cvt_f16_f32_e32 v19, v16
	v_pk_add_f32 v[16:17], v[20:21], v[92:93]
	v_max_f32_e32 v32, 0, v32
	v_max_f32_e32 v17, 0, v17
	v_max_f32_e32 v16, 0, v16
	v_pk_mul_f32 v[16:17], v[16:17], 0.5 op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], 0.5 op_sel_hi:[1,0]
	v_cvt_f16_f32_e32 v20, v17
	v_cvt_f16_f32_e32 v21, v16
	v_pk_add_f32 v[16:17], v[22:23], v[76:77]
	v_cvt_f16_f32_e32 v33, v33
	v_max_f32_e32 v17, 0, v17
	v_max_f32_e32 v16, 0, v16
	v_pk_mul_f32 v[16:17], v[16:17], 0.5 op_sel_hi:[1,0]
	v_cvt_f16_f32_e32 v32, v32
	v_cvt_f16_f32_e32 v22, v17
	v_cvt_f16_f32_e32 v23, v16
	v_pk_add_f32 v[16:17], v[24:25], v[94:95]
	s_nop 0
	v_max_f32_e32 v17, 0, v17
	v_max_f32_e32 v16, 0, v16
	v_pk_mul_f32 v[16:17], v[16:17], 0.5 op_sel_hi:[1,0]
	s_nop 0
	v_cvt_f16_f32_e32 v24, v17
	v_cvt_f16_f32_e32 v25, v16
	v_pk_add_f32 v[16:17], v[26:27], v[50:51]
	s_nop 0
	v_max_f32_e32 v17, 0, v17
	v_max_f32_e32 v16, 0, v16
	v_pk_mul_f32 v[16:17], v[16:17], 0.5 op_sel_hi:[1,0]
	s_nop 0
	v_cvt_f16_f32_e32 v26, v17
	v_cvt_f16_f32_e32 v27, v16
	v_pk_add_f32 v[16:17], v[28:29], v[52:53]
	s_nop 0
	v_max_f32_e32 v17, 0, v17
	v_max_f32_e32 v16, 0, v16
	v_pk_mul_f32 v[16:17], v[16:17], 0.5 op_sel_hi:[1,0]
	s_nop 0
	v_cvt_f16_f32_e32 v28, v17
	v_cvt_f16_f32_e32 v29, v16
	v_pk_add_f32 v[16:17], v[30:31], v[54:55]
	v_cvt_f16_f32_e32 v30, v1
	v_cvt_f16_f32_e32 v31, v0
	v_pk_add_f32 v[0:1], v[2:3], v[48:49]
	v_max_f32_e32 v17, 0, v17
	v_max_f32_e32 v1, 0, v1
	v_max_f32_e32 v0, 0, v0
	v_pk_mul_f32 v[0:1], v[0:1], 0.5 op_sel_hi:[1,0]
	v_max_f32_e32 v16, 0, v16
	v_cvt_f16_f32_e32 v2, v1
	v_cvt_f16_f32_e32 v3, v0
	v_pk_add_f32 v[0:1], v[4:5], v[34:35]
	v_add_lshl_u32 v34, v96, v66, 1
	v_max_f32_e32 v1, 0, v1
	v_max_f32_e32 v0, 0, v0
	v_pk_mul_f32 v[0:1], v[0:1], 0.5 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v34, v64, v34, s[14:15]
	v_cvt_f16_f32_e32 v4, v1
	v_cvt_f16_f32_e32 v5, v0
	v_pk_add_f32 v[0:1], v[6:7], v[36:37]
	v_pk_mul_f32 v[16:17], v[16:17], 0.5 op_sel_hi:[1,0]
	v_max_f32_e32 v1, 0, v1
	v_max_f32_e32 v0, 0, v0
	v_pk_mul_f32 v[0:1], v[0:1], 0.5 op_sel_hi:[1,0]
	v_cvt_f16_f32_e32 v17, v17
	v_cvt_f16_f32_e32 v6, v1
	v_cvt_f16_f32_e32 v7, v0
	v_pk_add_f32 v[0:1], v[8:9], v[38:39]
	v_cvt_f16_f32_e32 v16, v16
	v_max_f32_e32 v1, 0, v1
	v_max_f32_e32 v0, 0, v0
	v_pk_mul_f32 v[0:1], v[0:1], 0.5 op_sel_hi:[1,0]
	s_nop 0
	v_cvt_f16_f32_e32 v8, v1
	v_cvt_f16_f32_e32 v9, v0
	v_pk_add_f32 v[0:1], v[10:11], v[40:41]
	s_nop 0
	v_max_f32_e32 v1, 0, v1
	v_max_f32_e32 v0, 0, v0
	v_pk_mul_f32 v[0:1], v[0:1], 0.5 op_sel_hi:[1,0]
	s_nop 0
	v_cvt_f16_f32_e32 v10, v1
	v_cvt_f16_f32_e32 v11, v0
	v_pk_add_f32 v[0:1], v[12:13], v[42:43]
	s_nop 0
	v_max_f32_e32 v1, 0, v1
	v_max_f32_e32 v0, 0, v0
	v_pk_mul_f32 v[0:1], v[0:1], 0.5 op_sel_hi:[1,0]
	s_nop 0
	v_cvt_f16_f32_e32 v12, v1
	v_cvt_f16_f32_e32 v13, v0
	v_pk_add_f32 v[0:1], v[14:15], v[44:45]
	s_nop 0
	v_max_f32_e32 v1, 0, v1
	v_max_f32_e32 v0, 0, v0
	v_pk_mul_f32 v[0:1], v[0:1], 0.5 op_sel_hi:[1,0]
	s_nop 0
	v_cvt_f16_f32_e32 v14, v1
	v_cvt_f16_f32_e32 v15, v0
	v_pack_b32_f16 v1, v99, v98
	v_pack_b32_f16 v0, v97, v78
	buffer_store_dwordx2 v[0:1], v34, s[8:11], 0 offen
	v_add_lshl_u32 v34, v96, v67, 1
	v_pack_b32_f16 v1, v103, v102
	v_pack_b32_f16 v0, v101, v100
	v_cndmask_b32_e64 v34, v64, v34, s[14:15]
	buffer_store_dwordx2 v[0:1], v34, s[8:11], 0 offen
	v_add_lshl_u32 v34, v96, v65, 1
	s_and_b64 s[14:15], s[12:13], vcc
	v_pack_b32_f16 v1, v59, v58
	v_pack_b32_f16 v0, v104, v79
	v_cndmask_b32_e64 v34, v64, v34, s[14:15]
	buffer_store_dwordx2 v[0:1], v34, s[8:11], 0 offen
	v_add_lshl_u32 v34, v96, v70, 1
	v_pack_b32_f16 v1, v63, v62
	v_pack_b32_f16 v0, v61, v60
	v_cndmask_b32_e64 v34, v64, v34, s[14:15]
	buffer_store_dwordx2 v[0:1], v34, s[8:11], 0 offen
	v_add_lshl_u32 v34, v96, v73, 1
	s_and_b64 s[14:15], s[12:13], s[6:7]
	v_pack_b32_f16 v1, v83, v82
	v_pack_b32_f16 v0, v81, v80
	v_cndmask_b32_e64 v34, v64, v34, s[14:15]
	buffer_store_dwordx2 v[0:1], v34, s[8:11], 0 offen
	v_add_lshl_u32 v34, v96, v71, 1
	v_pack_b32_f16 v1, v105, v86
	v_pack_b32_f16 v0, v85, v84
	v_cndmask_b32_e64 v34, v64, v34, s[14:15]
	buffer_store_dwordx2 v[0:1], v34, s[8:11], 0 offen
	v_add_lshl_u32 v34, v96, v69, 1
	s_and_b64 s[12:13], s[12:13], s[4:5]
	v_pack_b32_f16 v1, v107, v88
	v_pack_b32_f16 v0, v106, v87
	v_cndmask_b32_e64 v34, v64, v34, s[12:13]
	buffer_store_dwordx2 v[0:1], v34, s[8:11], 0 offen
	v_pack_b32_f16 v1, v32, v33
	v_add_lshl_u32 v32, v96, v68, 1
	v_pack_b32_f16 v0, v108, v89
	v_cndmask_b32_e64 v32, v64, v32, s[12:13]
	buffer_store_dwordx2 v[0:1], v32, s[8:11], 0 offen
	v_pack_b32_f16 v1, v19, v18
	v_add_lshl_u32 v18, v72, v66, 1
	v_pack_b32_f16 v0, v47, v46
	v_cndmask_b32_e64 v18, v64, v18, s[0:1]
	buffer_store_dwordx2 v[0:1], v18, s[8:11], 0 offen
	v_add_lshl_u32 v18, v72, v67, 1
	v_pack_b32_f16 v1, v23, v22
	v_pack_b32_f16 v0, v21, v20
	v_cndmask_b32_e64 v18, v64, v18, s[0:1]
	buffer_store_dwordx2 v[0:1], v18, s[8:11], 0 offen
	v_add_lshl_u32 v18, v72, v65, 1
	s_and_b64 vcc, s[2:3], vcc
	v_pack_b32_f16 v1, v27, v26
	v_pack_b32_f16 v0, v25, v24
	v_cndmask_b32_e32 v18, v64, v18, vcc
	buffer_store_dwordx2 v[0:1], v18, s[8:11], 0 offen
	v_pack_b32_f16 v1, v16, v17
	v_add_lshl_u32 v16, v72, v70, 1
	v_pack_b32_f16 v0, v29, v28
	v_cndmask_b32_e32 v16, v64, v16, vcc
	buffer_store_dwordx2 v[0:1], v16, s[8:11], 0 offen
	v_pack_b32_f16 v1, v3, v2
	v_add_lshl_u32 v2, v72, v73, 1
	s_and_b64 vcc, s[2:3], s[6:7]
	v_pack_b32_f16 v0, v31, v30
	v_cndmask_b32_e32 v2, v64, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[8:11], 0 offen
	v_add_lshl_u32 v2, v72, v71, 1
	v_pack_b32_f16 v1, v7, v6
	v_pack_b32_f16 v0, v5, v4
	v_cndmask_b32_e32 v2, v64, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[8:11], 0 offen
	v_add_lshl_u32 v2, v72, v69, 1
	s_and_b64 vcc, s[2:3], s[4:5]
	v_pack_b32_f16 v1, v11, v10
	v_pack_b32_f16 v0, v9, v8
	v_cndmask_b32_e32 v2, v64, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[8:11], 0 offen
	v_add_lshl_u32 v2, v72, v68, 1
	v_pack_b32_f16 v1, v15, v14
	v_pack_b32_f16 v0, v13, v12
	v_cndmask_b32_e32 v2, v64, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[8:11], 0 offen
	s_endpgm
.Lfunc_end0:
	.size	fused_linear_bias_relu_kernel, .Lfunc_end0-fused_linear_bias_relu_kernel
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel fused_linear_bias_relu_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 72
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
		.amdhsa_next_free_vgpr 148
		.amdhsa_next_free_sgpr 48
		.amdhsa_accum_offset 148
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
	.set .Lfused_linear_bias_relu_kernel.num_vgpr, 148
	.set .Lfused_linear_bias_relu_kernel.num_agpr, 0
	.set .Lfused_linear_bias_relu_kernel.numbered_sgpr, 48
	.set .Lfused_linear_bias_relu_kernel.num_named_barrier, 0
	.set .Lfused_linear_bias_relu_kernel.private_seg_size, 0
	.set .Lfused_linear_bias_relu_kernel.uses_vcc, 1
	.set .Lfused_linear_bias_relu_kernel.uses_flat_scratch, 0
	.set .Lfused_linear_bias_relu_kernel.has_dyn_sized_stack, 0
	.set .Lfused_linear_bias_relu_kernel.has_recursion, 0
	.set .Lfused_linear_bias_relu_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6176
; TotalNumSgprs: 54
; NumVgprs: 148
; NumAgprs: 0
; TotalNumVgprs: 148
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 18
; NumSGPRsForWavesPerEU: 54
; NumVGPRsForWavesPerEU: 148
; AccumOffset: 148
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 36
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
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .max_flat_workgroup_size: 512
    .name:           fused_linear_bias_relu_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         fused_linear_bias_relu_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     148
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
