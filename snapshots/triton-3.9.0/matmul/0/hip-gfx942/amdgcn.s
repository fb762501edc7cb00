; matmul config 0 (BLOCK_M=128 BLOCK_N=128 BLOCK_K=64 num_warps=8 num_stages=3) on hip:gfx942, normalized
	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_kernel                   ; -- Begin function matmul_kernel
	.p2align	8
	.type	matmul_kernel,@function
matmul_kernel:                          ; @matmul_kernel
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
	s_and_b32 s33, s0, 0x1c0
	v_and_b32_e32 v1, 63, v0
	v_or_b32_e32 v34, s33, v1
	s_lshl_b32 s28, s16, 7
	v_lshrrev_b32_e32 v2, 3, v34
	v_or_b32_e32 v4, s28, v2
	v_cmp_gt_i32_e32 vcc, s8, v4
	v_lshlrev_b32_e32 v4, 3, v0
	v_or_b32_e32 v3, 64, v2
	v_and_b32_e32 v54, 56, v4
	s_mov_b64 s[20:21], s[6:7]
	s_and_b32 s31, s0, 0xc0
	s_and_b32 s30, s0, 0x100
	s_lshl_b32 s29, s17, 7
	v_mad_u64_u32 v[18:19], s[6:7], v2, s11, v[54:55]
	v_mad_u64_u32 v[20:21], s[6:7], v3, s11, v[54:55]
	s_add_i32 s16, s10, 63
	v_or_b32_e32 v5, s28, v3
	s_cmp_gt_i32 s16, 63
	v_cmp_gt_i32_e64 s[6:7], s10, v54
	v_and_b32_e32 v35, 15, v0
	v_cmp_gt_i32_e64 s[0:1], s8, v5
	s_mul_i32 s17, s11, s28
	s_cselect_b64 s[22:23], -1, 0
	s_and_b64 s[14:15], s[6:7], vcc
	s_mov_b64 s[24:25], s[2:3]
	v_lshlrev_b32_e32 v52, 3, v35
	s_and_b64 s[18:19], s[6:7], s[0:1]
	s_mov_b32 s7, 0x27000
	s_mov_b32 s6, 0x7ffffffe
	v_add_lshl_u32 v2, v18, s17, 1
	v_bfrev_b32_e32 v30, 1
	s_and_b64 s[14:15], s[22:23], s[14:15]
	v_and_b32_e32 v36, 0x1f0, v34
	v_or_b32_e32 v6, s29, v52
	s_and_b32 s25, s25, 0xffff
	s_mov_b32 s26, s6
	s_mov_b32 s27, s7
	v_cndmask_b32_e64 v10, v30, v2, s[14:15]
	v_add_lshl_u32 v2, v20, s17, 1
	s_and_b64 s[14:15], s[22:23], s[18:19]
	v_lshrrev_b32_e32 v64, 3, v36
	v_cmp_gt_i32_e64 s[2:3], s9, v6
	v_cndmask_b32_e64 v11, v30, v2, s[14:15]
	buffer_load_dwordx4 v[2:5], v10, s[24:27], 0 offen
	buffer_load_dwordx4 v[6:9], v11, s[24:27], 0 offen
	v_or_b32_e32 v10, 1, v64
	v_mad_u64_u32 v[26:27], s[14:15], v64, s12, v[52:53]
	v_mad_u64_u32 v[28:29], s[14:15], v10, s12, v[52:53]
	v_cmp_gt_i32_e64 s[14:15], s10, v64
	s_and_b64 s[14:15], s[2:3], s[14:15]
	s_and_b32 s5, s5, 0xffff
	s_and_b64 s[14:15], s[22:23], s[14:15]
	s_lshl_b32 s38, s12, 6
	v_add_lshl_u32 v10, v26, s29, 1
	s_cmpk_gt_i32 s16, 0x7f
	v_cndmask_b32_e64 v19, v30, v10, s[14:15]
	v_add_lshl_u32 v10, v28, s29, 1
	s_cselect_b64 s[18:19], -1, 0
	s_sub_i32 s39, s10, 64
	v_cndmask_b32_e64 v21, v30, v10, s[14:15]
	v_cmp_gt_i32_e64 s[14:15], s39, v54
	s_or_b32 s17, s17, 64
	s_and_b64 s[34:35], s[14:15], vcc
	s_and_b64 s[36:37], s[14:15], s[0:1]
	v_add_lshl_u32 v18, s17, v18, 1
	s_and_b64 s[14:15], s[18:19], s[34:35]
	v_cndmask_b32_e64 v27, v30, v18, s[14:15]
	v_add_lshl_u32 v18, s17, v20, 1
	s_and_b64 s[14:15], s[18:19], s[36:37]
	v_cndmask_b32_e64 v29, v30, v18, s[14:15]
	v_cmp_gt_i32_e64 s[14:15], s39, v64
	s_add_i32 s38, s38, s29
	s_and_b64 s[14:15], s[2:3], s[14:15]
	v_add_lshl_u32 v26, s38, v26, 1
	s_and_b64 s[14:15], s[18:19], s[14:15]
	buffer_load_dwordx4 v[10:13], v19, s[4:7], 0 offen
	buffer_load_dwordx4 v[14:17], v21, s[4:7], 0 offen
	v_cndmask_b32_e64 v37, v30, v26, s[14:15]
	v_add_lshl_u32 v26, s38, v28, 1
	buffer_load_dwordx4 v[18:21], v27, s[24:27], 0 offen
	buffer_load_dwordx4 v[22:25], v29, s[24:27], 0 offen
	v_cndmask_b32_e64 v38, v30, v26, s[14:15]
	buffer_load_dwordx4 v[26:29], v37, s[4:7], 0 offen
	buffer_load_dwordx4 v[30:33], v38, s[4:7], 0 offen
	v_lshlrev_b32_e32 v37, 4, v34
	v_and_b32_e32 v38, 0x78, v34
	v_xor_b32_e32 v68, v37, v38
	v_add_u32_e32 v37, 0, v68
	v_xor_b32_e32 v69, 8, v68
	s_movk_i32 s14, 0x440
	s_mov_b32 s15, 0x7060302
	v_and_b32_e32 v55, 32, v0
	v_and_b32_e32 v53, 31, v0
	s_mov_b32 s34, 0
	s_cmpk_gt_i32 s16, 0xbf
	v_and_b32_e32 v65, 16, v0
	s_waitcnt vmcnt(6)
	ds_write2st64_b64 v37, v[2:3], v[6:7] offset1:16
	v_add_u32_e32 v2, 0, v69
	v_and_b32_e32 v3, 14, v0
	ds_write2st64_b64 v2, v[4:5], v[8:9] offset1:16
	v_lshlrev_b32_e32 v4, 2, v3
	v_bfe_i32 v6, v0, 0, 1
	v_lshrrev_b32_e32 v5, 2, v36
	v_and_or_b32 v4, v6, s14, v4
	v_xor_b32_e32 v4, v4, v5
	v_lshl_or_b32 v70, v3, 10, v4
	s_mov_b32 s14, 0x5040100
	v_add_u32_e32 v3, 0, v70
	v_xor_b32_e32 v71, 8, v70
	v_xor_b32_e32 v72, 16, v70
	s_waitcnt vmcnt(2)
	ds_write2st64_b64 v37, v[18:19], v[22:23] offset0:32 offset1:48
	ds_write2st64_b64 v2, v[20:21], v[24:25] offset0:32 offset1:48
	v_perm_b32 v4, v14, v10, s14
	ds_write_b32 v3, v4 offset:32768
	v_add_u32_e32 v4, 0, v71
	v_perm_b32 v5, v14, v10, s15
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v30, v26, s14
	ds_write_b32 v4, v5 offset:32896
	v_add_u32_e32 v5, 0, v72
	v_perm_b32 v6, v15, v11, s14
	v_xor_b32_e32 v73, 24, v70
	ds_write_b32 v3, v2 offset:49152
	v_perm_b32 v2, v30, v26, s15
	ds_write_b32 v5, v6 offset:33024
	v_add_u32_e32 v6, 0, v73
	v_perm_b32 v7, v15, v11, s15
	v_xor_b32_e32 v74, 32, v70
	ds_write_b32 v4, v2 offset:49280
	v_perm_b32 v2, v31, v27, s14
	ds_write_b32 v6, v7 offset:33152
	v_add_u32_e32 v7, 0, v74
	v_perm_b32 v8, v16, v12, s14
	v_xor_b32_e32 v75, 40, v70
	ds_write_b32 v5, v2 offset:49408
	v_perm_b32 v2, v31, v27, s15
	ds_write_b32 v7, v8 offset:33280
	v_add_u32_e32 v8, 0, v75
	v_perm_b32 v9, v16, v12, s15
	v_xor_b32_e32 v76, 48, v70
	ds_write_b32 v6, v2 offset:49536
	v_perm_b32 v2, v32, v28, s14
	ds_write_b32 v8, v9 offset:33408
	v_add_u32_e32 v9, 0, v76
	v_perm_b32 v10, v17, v13, s14
	v_xor_b32_e32 v77, 56, v70
	ds_write_b32 v7, v2 offset:49664
	v_perm_b32 v2, v32, v28, s15
	ds_write_b32 v9, v10 offset:33536
	v_add_u32_e32 v10, 0, v77
	ds_write_b32 v8, v2 offset:49792
	v_perm_b32 v2, v33, v29, s14
	v_perm_b32 v11, v17, v13, s15
	ds_write_b32 v9, v2 offset:49920
	v_perm_b32 v2, v33, v29, s15
	v_add_u32_e32 v3, 0x80, v10
	ds_write2st64_b32 v3, v11, v2 offset0:131 offset1:195
	v_lshrrev_b32_e32 v4, 2, v55
	v_lshl_or_b32 v5, v53, 7, v52
	v_lshlrev_b32_e32 v2, 7, v35
	v_lshrrev_b32_e32 v3, 2, v34
	s_cbranch_scc1 .LBB0_1
; %bb.1:                                ; %.._crit_edge_crit_edge
	v_xor_b32_e32 v6, v5, v4
	v_lshl_or_b32 v63, s30, 4, v6
	v_xor_b32_e32 v62, 16, v63
	v_xor_b32_e32 v61, 32, v63
	v_xor_b32_e32 v60, 48, v63
	v_xor_b32_e32 v59, 64, v63
	v_xor_b32_e32 v58, 0x50, v63
	v_xor_b32_e32 v57, 0x60, v63
	v_xor_b32_e32 v56, 0x70, v63
	v_and_b32_e32 v66, 56, v3
	v_lshl_or_b32 v67, s31, 6, v2
	s_mov_b64 s[14:15], 0
	s_and_b64 s[14:15], s[14:15], exec
	s_cselect_b32 s14, 1, 0
	s_cmp_lg_u32 s14, 1
	s_cbranch_scc0 .LBB0_2
.LBB0_3:
	v_mov_b32_e32 v15, 0
	s_movk_i32 s12, 0x4000
	s_mov_b32 s35, 0x8000
	s_mov_b32 s33, 0xc000
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
	s_branch .LBB0_4
.LBB0_1:
	s_mov_b64 s[14:15], -1
                                        ; implicit-def: $vgpr63
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr61
                                        ; implicit-def: $vgpr60
                                        ; implicit-def: $vgpr59
                                        ; implicit-def: $vgpr58
                                        ; implicit-def: $vgpr57
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr66
                                        ; implicit-def: $vgpr67
	s_and_b64 s[14:15], s[14:15], exec
	s_cselect_b32 s14, 1, 0
	s_cmp_lg_u32 s14, 1
	s_cbranch_scc1 .LBB0_3
.LBB0_2:                                ; %.lr.ph
	v_bfe_i32 v0, v0, 4, 1
	v_and_b32_e32 v66, 56, v3
	v_and_b32_e32 v0, 0x808, v0
	v_xor_b32_e32 v0, v0, v66
	v_lshl_or_b32 v67, s31, 6, v2
	v_xor_b32_e32 v0, v0, v52
	v_or_b32_e32 v78, v0, v67
	v_add_u32_e32 v0, s33, v1
	v_lshrrev_b32_e32 v0, 3, v0
	v_and_b32_e32 v1, 0x7e, v0
	v_or_b32_e32 v2, 0x81, v1
	v_mul_lo_u32 v2, s12, v2
	v_add_u32_e32 v2, s29, v2
	v_or_b32_e32 v1, 0x80, v1
	v_add_lshl_u32 v86, v2, v52, 1
	v_mul_lo_u32 v1, s12, v1
	v_add_u32_e32 v2, s28, v0
	v_add_u32_e32 v1, s29, v1
	v_add_u32_e32 v0, 64, v2
	v_xor_b32_e32 v4, v5, v4
	v_add_lshl_u32 v87, v1, v52, 1
	v_mad_u64_u32 v[0:1], s[14:15], s11, v0, v[54:55]
	v_mov_b32_e32 v3, 0x100
	s_lshr_b32 s16, s16, 6
	s_add_i32 s36, s10, 0xffffff80
	v_lshl_or_b32 v63, s30, 4, v4
	v_lshl_add_u32 v88, v0, 1, v3
	v_mad_u64_u32 v[0:1], s[10:11], s11, v2, v[54:55]
	v_mov_b32_e32 v16, 0
	v_xor_b32_e32 v62, 16, v63
	v_xor_b32_e32 v61, 32, v63
	v_xor_b32_e32 v60, 48, v63
	v_xor_b32_e32 v59, 64, v63
	v_xor_b32_e32 v58, 0x50, v63
	v_xor_b32_e32 v57, 0x60, v63
	v_xor_b32_e32 v56, 0x70, v63
	v_xor_b32_e32 v79, 16, v78
	v_xor_b32_e32 v80, 32, v78
	v_xor_b32_e32 v81, 48, v78
	v_xor_b32_e32 v82, 64, v78
	v_xor_b32_e32 v83, 0x50, v78
	v_xor_b32_e32 v84, 0x60, v78
	v_xor_b32_e32 v85, 0x70, v78
	s_mov_b32 s38, 1
	s_lshl_b32 s37, s12, 7
	v_lshl_add_u32 v89, v0, 1, v3
	s_movk_i32 s12, 0x4000
	s_mov_b32 s35, 0x8000
	s_mov_b32 s33, 0xc000
	s_add_i32 s39, s16, -2
	v_bfrev_b32_e32 v90, 1
	s_mov_b32 s40, 0x5040100
	s_mov_b32 s41, 0x7060302
	s_mov_b32 s26, s6
	s_mov_b32 s27, s7
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
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_cmp_gt_i32_e64 s[10:11], s36, v64
	v_cmp_gt_i32_e64 s[14:15], s36, v54
	s_and_b64 s[10:11], s[2:3], s[10:11]
	s_and_b64 s[16:17], vcc, s[14:15]
	s_and_b64 s[14:15], s[0:1], s[14:15]
	v_cndmask_b32_e64 v48, v90, v87, s[10:11]
	v_cndmask_b32_e64 v32, v90, v89, s[16:17]
	v_cndmask_b32_e64 v33, v90, v88, s[14:15]
	v_cndmask_b32_e64 v49, v90, v86, s[10:11]
	buffer_load_dwordx4 v[36:39], v32, s[24:27], 0 offen
	buffer_load_dwordx4 v[44:47], v33, s[24:27], 0 offen
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_load_dwordx4 v[32:35], v48, s[4:7], 0 offen
	buffer_load_dwordx4 v[40:43], v49, s[4:7], 0 offen
	v_add_u32_e32 v48, s35, v78
	ds_read_b64 v[94:95], v48
	v_add_u32_e32 v91, s35, v79
	ds_read_b64 v[96:97], v91
	v_add_u32_e32 v48, s34, v63
	ds_read2st64_b64 v[48:51], v48 offset1:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[94:95], v[50:51], v[0:15]
	v_add_u32_e32 v91, s35, v80
	v_add_u32_e32 v92, s35, v81
	ds_read_b64 v[98:99], v91
	ds_read_b64 v[108:109], v92
	s_add_i32 s10, s38, 1
	s_cmp_lt_i32 s10, 2
	s_cselect_b32 s38, s10, 0
	s_add_i32 s39, s39, -1
	v_mfma_f32_32x32x8_f16 v[16:31], v[94:95], v[48:49], v[16:31]
	v_add_u32_e32 v48, s34, v62
	ds_read2st64_b64 v[48:51], v48 offset1:16
	s_sub_i32 s36, s36, 64
	v_add_u32_e32 v87, s37, v87
	v_add_u32_e32 v88, 0x80, v88
	v_add_u32_e32 v89, 0x80, v89
	v_add_u32_e32 v86, s37, v86
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[96:97], v[50:51], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[96:97], v[48:49], v[16:31]
	v_add_u32_e32 v48, s34, v61
	ds_read2st64_b64 v[48:51], v48 offset1:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[98:99], v[50:51], v[0:15]
	v_add_u32_e32 v50, s34, v60
	ds_read2st64_b64 v[92:95], v50 offset1:16
	v_add_u32_e32 v50, s35, v82
	ds_read_b64 v[110:111], v50
	v_mfma_f32_32x32x8_f16 v[16:31], v[98:99], v[48:49], v[16:31]
	v_add_u32_e32 v48, s34, v59
	ds_read2st64_b64 v[96:99], v48 offset1:16
	v_add_u32_e32 v48, s35, v83
	v_add_u32_e32 v49, s35, v85
	ds_read_b64 v[112:113], v48
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[16:31], v[108:109], v[92:93], v[16:31]
	ds_read_b64 v[92:93], v49
	v_add_u32_e32 v48, s35, v84
	ds_read_b64 v[114:115], v48
	v_add_u32_e32 v48, s34, v58
	ds_read2st64_b64 v[100:103], v48 offset1:16
	v_add_u32_e32 v48, s34, v57
	ds_read2st64_b64 v[104:107], v48 offset1:16
	v_mfma_f32_32x32x8_f16 v[0:15], v[108:109], v[94:95], v[0:15]
	v_add_u32_e32 v48, s34, v56
	ds_read2st64_b64 v[48:51], v48 offset1:16
	s_mov_b32 s34, s12
	s_lshl_b32 s12, s38, 14
	s_mov_b32 s35, s33
	s_add_i32 s33, s12, 0x8000
	v_add_u32_e32 v91, s12, v68
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x8_f16 v[16:31], v[110:111], v[96:97], v[16:31]
	v_add_u32_e32 v94, s12, v69
	v_add_u32_e32 v95, s12, v70
	s_cmp_lg_u32 s39, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(2)
	ds_write2st64_b64 v91, v[36:37], v[44:45] offset1:16
	ds_write2st64_b64 v94, v[38:39], v[46:47] offset1:16
	v_mfma_f32_32x32x8_f16 v[0:15], v[110:111], v[98:99], v[0:15]
	s_waitcnt vmcnt(0)
	v_perm_b32 v36, v40, v32, s40
	v_add_u32_e32 v96, s12, v71
	v_add_u32_e32 v97, s12, v72
	v_add_u32_e32 v98, s12, v73
	v_add_u32_e32 v99, s12, v74
	v_add_u32_e32 v108, s12, v75
	v_add_u32_e32 v109, s12, v76
	v_mfma_f32_32x32x8_f16 v[16:31], v[112:113], v[100:101], v[16:31]
	v_add_u32_e32 v110, s12, v77
	v_perm_b32 v32, v40, v32, s41
	v_perm_b32 v37, v41, v33, s40
	v_perm_b32 v33, v41, v33, s41
	v_perm_b32 v38, v42, v34, s40
	v_perm_b32 v34, v42, v34, s41
	v_perm_b32 v39, v43, v35, s40
	v_mfma_f32_32x32x8_f16 v[0:15], v[112:113], v[102:103], v[0:15]
	v_perm_b32 v35, v43, v35, s41
	ds_write_b32 v95, v36 offset:32768
	ds_write_b32 v96, v32 offset:32896
	ds_write_b32 v97, v37 offset:33024
	ds_write_b32 v98, v33 offset:33152
	ds_write_b32 v99, v38 offset:33280
	ds_write_b32 v108, v34 offset:33408
	ds_write_b32 v109, v39 offset:33536
	ds_write_b32 v110, v35 offset:33664
	v_mfma_f32_32x32x8_f16 v[16:31], v[114:115], v[104:105], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[114:115], v[106:107], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[92:93], v[48:49], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[92:93], v[50:51], v[0:15]
	s_cbranch_scc1 .LBB0_5
.LBB0_4:                                ; %._crit_edge
	v_mov_b32_e32 v32, 0x808
	v_cmp_eq_u32_e32 vcc, 0, v65
	s_and_b64 s[0:1], s[22:23], exec
	s_cselect_b32 s0, 1, 0
	v_cndmask_b32_e64 v32, v32, 0, vcc
	v_xor_b32_e32 v32, v32, v66
	v_xor_b32_e32 v32, v32, v52
	v_or_b32_e32 v39, v32, v67
	v_xor_b32_e32 v38, 16, v39
	v_xor_b32_e32 v37, 32, v39
	v_xor_b32_e32 v36, 48, v39
	v_xor_b32_e32 v35, 64, v39
	v_xor_b32_e32 v34, 0x50, v39
	v_xor_b32_e32 v33, 0x60, v39
	s_cmp_lg_u32 s0, 1
	v_xor_b32_e32 v32, 0x70, v39
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_6
; %bb.7:
	v_add_u32_e32 v40, s35, v39
	ds_read_b64 v[84:85], v40
	v_add_u32_e32 v44, s35, v38
	ds_read_b64 v[86:87], v44
	v_add_u32_e32 v40, s34, v63
	ds_read2st64_b64 v[40:43], v40 offset1:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[84:85], v[42:43], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[84:85], v[40:41], v[16:31]
	v_add_u32_e32 v40, s34, v62
	ds_read2st64_b64 v[44:47], v40 offset1:16
	v_add_u32_e32 v40, s35, v37
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[86:87], v[44:45], v[16:31]
	ds_read_b64 v[44:45], v40
	v_add_u32_e32 v40, s34, v61
	ds_read2st64_b64 v[48:51], v40 offset1:16
	v_add_u32_e32 v40, s35, v36
	v_mfma_f32_32x32x8_f16 v[0:15], v[86:87], v[46:47], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[48:49], v[16:31]
	ds_read_b64 v[48:49], v40
	v_add_u32_e32 v40, s34, v60
	ds_read2st64_b64 v[64:67], v40 offset1:16
	v_add_u32_e32 v40, s35, v35
	v_mfma_f32_32x32x8_f16 v[0:15], v[44:45], v[50:51], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[64:65], v[16:31]
	ds_read_b64 v[64:65], v40
	v_add_u32_e32 v40, s34, v59
	ds_read2st64_b64 v[68:71], v40 offset1:16
	v_add_u32_e32 v40, s35, v34
	v_mfma_f32_32x32x8_f16 v[0:15], v[48:49], v[66:67], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[64:65], v[68:69], v[16:31]
	ds_read_b64 v[68:69], v40
	v_add_u32_e32 v40, s34, v58
	ds_read2st64_b64 v[72:75], v40 offset1:16
	v_add_u32_e32 v40, s35, v33
	v_mfma_f32_32x32x8_f16 v[0:15], v[64:65], v[70:71], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[68:69], v[72:73], v[16:31]
	ds_read_b64 v[72:73], v40
	v_add_u32_e32 v40, s34, v57
	ds_read2st64_b64 v[76:79], v40 offset1:16
	v_add_u32_e32 v40, s35, v32
	v_mfma_f32_32x32x8_f16 v[0:15], v[68:69], v[74:75], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[72:73], v[76:77], v[16:31]
	ds_read_b64 v[76:77], v40
	v_add_u32_e32 v40, s34, v56
	ds_read2st64_b64 v[80:83], v40 offset1:16
	v_mfma_f32_32x32x8_f16 v[0:15], v[72:73], v[78:79], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[76:77], v[80:81], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[76:77], v[82:83], v[0:15]
.LBB0_6:                                ; %._crit_edge._crit_edge
	s_and_b64 s[0:1], s[18:19], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_7
; %bb.9:
	v_add_u32_e32 v39, s33, v39
	ds_read_b64 v[64:65], v39
	v_add_u32_e32 v38, s33, v38
	ds_read_b64 v[66:67], v38
	v_add_u32_e32 v39, s12, v63
	ds_read2st64_b64 v[40:43], v39 offset1:16
	v_add_u32_e32 v38, s12, v62
	v_add_u32_e32 v37, s33, v37
	ds_read_b64 v[62:63], v37
	v_add_u32_e32 v37, s12, v61
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[16:31], v[64:65], v[40:41], v[16:31]
	ds_read2st64_b64 v[38:41], v38 offset1:16
	ds_read2st64_b64 v[44:47], v37 offset1:16
	v_add_u32_e32 v36, s33, v36
	v_add_u32_e32 v35, s33, v35
	v_add_u32_e32 v34, s33, v34
	v_add_u32_e32 v33, s33, v33
	v_add_u32_e32 v32, s33, v32
	v_mfma_f32_32x32x8_f16 v[0:15], v[64:65], v[42:43], v[0:15]
	ds_read_b64 v[68:69], v35
	v_add_u32_e32 v35, s12, v59
	ds_read2st64_b64 v[48:51], v35 offset1:16
	ds_read_b64 v[70:71], v33
	v_add_u32_e32 v33, s12, v57
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[16:31], v[66:67], v[38:39], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[66:67], v[40:41], v[0:15]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[16:31], v[62:63], v[44:45], v[16:31]
	ds_read_b64 v[44:45], v36
	v_add_u32_e32 v36, s12, v60
	ds_read2st64_b64 v[36:39], v36 offset1:16
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[46:47], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[36:37], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[44:45], v[38:39], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[68:69], v[48:49], v[16:31]
	ds_read_b64 v[48:49], v34
	v_add_u32_e32 v34, s12, v58
	ds_read2st64_b64 v[34:37], v34 offset1:16
	ds_read2st64_b64 v[58:61], v33 offset1:16
	v_mfma_f32_32x32x8_f16 v[0:15], v[68:69], v[50:51], v[0:15]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[34:35], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[48:49], v[36:37], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[70:71], v[58:59], v[16:31]
	ds_read_b64 v[58:59], v32
	v_add_u32_e32 v32, s12, v56
	ds_read2st64_b64 v[32:35], v32 offset1:16
	v_mfma_f32_32x32x8_f16 v[0:15], v[70:71], v[60:61], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[58:59], v[32:33], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[34:35], v[0:15]
.LBB0_7:
	v_lshrrev_b32_e32 v32, 3, v55
	s_lshr_b32 s0, s31, 1
	v_or_b32_e32 v32, s0, v32
	v_or_b32_e32 v33, 16, v32
	v_or_b32_e32 v34, s29, v33
	v_cmp_gt_i32_e32 vcc, s9, v34
	v_or_b32_e32 v34, s29, v32
	s_lshr_b32 s0, s30, 3
	v_cmp_gt_i32_e64 s[2:3], s9, v34
	v_or_b32_e32 v34, s0, v53
	v_or_b32_e32 v35, 64, v34
	v_cvt_f16_f32_e32 v16, v16
	v_cvt_f16_f32_e32 v17, v17
	v_or_b32_e32 v36, s28, v35
	v_cvt_f16_f32_e32 v18, v18
	v_cvt_f16_f32_e32 v19, v19
	s_mul_i32 s6, s13, s28
	v_cmp_gt_i32_e64 s[0:1], s8, v36
	v_or_b32_e32 v36, s28, v34
	v_cvt_f16_f32_e32 v38, v0
	v_mul_lo_u32 v0, v34, s13
	s_add_i32 s6, s6, s29
	v_cmp_gt_i32_e64 s[4:5], s8, v36
	v_cvt_f16_f32_e32 v20, v20
	v_cvt_f16_f32_e32 v21, v21
	v_cvt_f16_f32_e32 v22, v22
	v_cvt_f16_f32_e32 v23, v23
	v_cvt_f16_f32_e32 v39, v1
	v_mul_lo_u32 v1, v35, s13
	v_add_u32_e32 v34, s6, v0
	v_add_u32_e32 v35, s6, v1
	v_pack_b32_f16 v0, v16, v17
	v_add_lshl_u32 v16, v34, v32, 1
	v_bfrev_b32_e32 v17, 1
	s_and_b64 s[6:7], s[4:5], s[2:3]
	v_or_b32_e32 v37, 8, v32
	v_cvt_f16_f32_e32 v24, v24
	v_cvt_f16_f32_e32 v25, v25
	v_cvt_f16_f32_e32 v26, v26
	v_cvt_f16_f32_e32 v27, v27
	s_and_b32 s21, s21, 0xffff
	s_mov_b32 s23, 0x27000
	s_mov_b32 s22, 0x7ffffffe
	v_pack_b32_f16 v1, v18, v19
	v_cndmask_b32_e64 v16, v17, v16, s[6:7]
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_add_lshl_u32 v16, v34, v37, 1
	v_cvt_f16_f32_e32 v28, v28
	v_cvt_f16_f32_e32 v29, v29
	v_cvt_f16_f32_e32 v30, v30
	v_cvt_f16_f32_e32 v31, v31
	v_pack_b32_f16 v1, v22, v23
	v_pack_b32_f16 v0, v20, v21
	v_cndmask_b32_e64 v16, v17, v16, s[6:7]
	v_cvt_f16_f32_e32 v2, v2
	v_cvt_f16_f32_e32 v3, v3
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_add_lshl_u32 v16, v34, v33, 1
	s_and_b64 s[4:5], s[4:5], vcc
	v_or_b32_e32 v36, 24, v32
	v_pack_b32_f16 v1, v26, v27
	v_pack_b32_f16 v0, v24, v25
	v_cndmask_b32_e64 v16, v17, v16, s[4:5]
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_add_lshl_u32 v16, v34, v36, 1
	v_cvt_f16_f32_e32 v4, v4
	v_cvt_f16_f32_e32 v5, v5
	v_cvt_f16_f32_e32 v6, v6
	v_cvt_f16_f32_e32 v7, v7
	v_pack_b32_f16 v1, v30, v31
	v_pack_b32_f16 v0, v28, v29
	v_cndmask_b32_e64 v16, v17, v16, s[4:5]
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_pack_b32_f16 v1, v2, v3
	v_add_lshl_u32 v2, v35, v32, 1
	s_and_b64 s[2:3], s[2:3], s[0:1]
	v_cvt_f16_f32_e32 v8, v8
	v_cvt_f16_f32_e32 v9, v9
	v_cvt_f16_f32_e32 v10, v10
	v_cvt_f16_f32_e32 v11, v11
	v_pack_b32_f16 v0, v38, v39
	v_cndmask_b32_e64 v2, v17, v2, s[2:3]
	buffer_store_dwordx2 v[0:1], v2, s[20:23], 0 offen
	v_add_lshl_u32 v2, v35, v37, 1
	v_cvt_f16_f32_e32 v12, v12
	v_cvt_f16_f32_e32 v13, v13
	v_cvt_f16_f32_e32 v14, v14
	v_cvt_f16_f32_e32 v15, v15
	v_pack_b32_f16 v1, v6, v7
	v_pack_b32_f16 v0, v4, v5
	v_cndmask_b32_e64 v2, v17, v2, s[2:3]
	buffer_store_dwordx2 v[0:1], v2, s[20:23], 0 offen
	v_add_lshl_u32 v2, v35, v33, 1
	s_and_b64 vcc, s[0:1], vcc
	v_pack_b32_f16 v1, v10, v11
	v_pack_b32_f16 v0, v8, v9
	v_cndmask_b32_e32 v2, v17, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[20:23], 0 offen
	v_add_lshl_u32 v2, v35, v36, 1
	v_pack_b32_f16 v1, v14, v15
	v_pack_b32_f16 v0, v12, v13
	v_cndmask_b32_e32 v2, v17, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[20:23], 0 offen
	s_endpgm
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
		.amdhsa_next_free_vgpr 116
		.amdhsa_next_free_sgpr 42
		.amdhsa_accum_offset 116
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
	.set .Lmatmul_kernel.num_vgpr, 116
	.set .Lmatmul_kernel.num_agpr, 0
	.set .Lmatmul_kernel.numbered_sgpr, 42
	.set .Lmatmul_kernel.num_named_barrier, 0
	.set .Lmatmul_kernel.private_seg_size, 0
	.set .Lmatmul_kernel.uses_vcc, 1
	.set .Lmatmul_kernel.uses_flat_scratch, 0
	.set .Lmatmul_kernel.has_dyn_sized_stack, 0
	.set .Lmatmul_kernel.has_recursion, 0
	.set .Lmatmul_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4092
; TotalNumSgprs: 48
; NumVgprs: 116
; NumAgprs: 0
; TotalNumVgprs: 116
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 48
; NumVGPRsForWavesPerEU: 116
; AccumOffset: 116
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 28
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
    .name:           matmul_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     48
    .sgpr_spill_count: 0
    .symbol:         matmul_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     116
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
