; fused_linear_bias_relu config 0 (BLOCK_M=128 BLOCK_N=128 BLOCK_K=64 num_warps=8 num_stages=3) on hip:gfx942, normalized
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
	s_and_b32 s22, s0, 0x1c0
	v_and_b32_e32 v1, 63, v0
	v_or_b32_e32 v3, s22, v1
	s_lshl_b32 s33, s16, 7
	v_lshrrev_b32_e32 v12, 3, v3
	v_or_b32_e32 v2, s33, v12
	v_cmp_gt_i32_e32 vcc, s10, v2
	v_lshlrev_b32_e32 v2, 3, v0
	v_or_b32_e32 v13, 64, v12
	v_and_b32_e32 v52, 56, v2
	s_mov_b64 s[24:25], s[6:7]
	s_and_b32 s38, s0, 0xc0
	s_and_b32 s37, s0, 0x100
	s_lshl_b32 s36, s17, 7
	v_mad_u64_u32 v[20:21], s[6:7], v12, s13, v[52:53]
	v_mad_u64_u32 v[22:23], s[6:7], v13, s13, v[52:53]
	s_add_i32 s23, s12, 63
	v_or_b32_e32 v4, s33, v13
	s_cmp_gt_i32 s23, 63
	v_cmp_gt_i32_e64 s[6:7], s12, v52
	v_cmp_gt_i32_e64 s[0:1], s10, v4
	s_mul_i32 s39, s13, s33
	s_cselect_b64 s[34:35], -1, 0
	s_and_b64 s[18:19], s[6:7], vcc
	s_and_b64 s[20:21], s[6:7], s[0:1]
	v_add_lshl_u32 v4, v20, s39, 1
	v_bfrev_b32_e32 v32, 1
	s_and_b64 s[18:19], s[34:35], s[18:19]
	v_or_b32_e32 v5, s36, v12
	v_cndmask_b32_e64 v14, v32, v4, s[18:19]
	v_add_lshl_u32 v4, v22, s39, 1
	s_and_b64 s[18:19], s[34:35], s[20:21]
	s_mov_b64 s[28:29], s[2:3]
	v_or_b32_e32 v6, s36, v13
	v_cmp_gt_i32_e64 s[2:3], s11, v5
	v_cndmask_b32_e64 v15, v32, v4, s[18:19]
	v_mad_u64_u32 v[28:29], s[18:19], v12, s14, v[52:53]
	v_mad_u64_u32 v[30:31], s[18:19], v13, s14, v[52:53]
	v_cmp_gt_i32_e64 s[16:17], s11, v6
	s_mul_i32 s42, s14, s36
	s_and_b64 s[18:19], s[6:7], s[2:3]
	s_and_b64 s[20:21], s[6:7], s[16:17]
	v_add_lshl_u32 v12, v28, s42, 1
	s_and_b64 s[18:19], s[34:35], s[18:19]
	s_and_b32 s29, s29, 0xffff
	s_and_b32 s5, s5, 0xffff
	v_cndmask_b32_e64 v21, v32, v12, s[18:19]
	s_and_b64 s[18:19], s[34:35], s[20:21]
	v_add_lshl_u32 v12, v30, s42, 1
	s_cmpk_gt_i32 s23, 0x7f
	v_cndmask_b32_e64 v23, v32, v12, s[18:19]
	s_cselect_b64 s[26:27], -1, 0
	s_sub_i32 s18, s12, 64
	v_cmp_gt_i32_e64 s[18:19], s18, v52
	s_or_b32 s39, s39, 64
	s_and_b64 s[20:21], s[18:19], vcc
	s_and_b64 s[40:41], s[18:19], s[0:1]
	v_add_lshl_u32 v20, s39, v20, 1
	s_and_b64 s[20:21], s[26:27], s[20:21]
	v_cndmask_b32_e64 v29, v32, v20, s[20:21]
	v_add_lshl_u32 v20, s39, v22, 1
	s_and_b64 s[20:21], s[26:27], s[40:41]
	v_cndmask_b32_e64 v31, v32, v20, s[20:21]
	s_or_b32 s42, s42, 64
	s_and_b64 s[20:21], s[18:19], s[2:3]
	s_mov_b32 s31, 0x27000
	s_mov_b32 s30, 0x7ffffffe
	s_and_b64 s[40:41], s[18:19], s[16:17]
	v_add_lshl_u32 v28, s42, v28, 1
	s_and_b64 s[18:19], s[26:27], s[20:21]
	s_mov_b32 s6, s30
	s_mov_b32 s7, s31
	v_cndmask_b32_e64 v36, v32, v28, s[18:19]
	v_add_lshl_u32 v28, s42, v30, 1
	s_and_b64 s[18:19], s[26:27], s[40:41]
	buffer_load_dwordx4 v[4:7], v14, s[28:31], 0 offen
	buffer_load_dwordx4 v[8:11], v15, s[28:31], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[12:15], v21, s[4:7], 0 offen
	buffer_load_dwordx4 v[16:19], v23, s[4:7], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[20:23], v29, s[28:31], 0 offen
	buffer_load_dwordx4 v[24:27], v31, s[28:31], 0 offen
	v_cndmask_b32_e64 v37, v32, v28, s[18:19]
	buffer_load_dwordx4 v[28:31], v36, s[4:7], 0 offen
	buffer_load_dwordx4 v[32:35], v37, s[4:7], 0 offen
	v_and_b32_e32 v54, 32, v0
	v_and_b32_e32 v53, 31, v0
	v_lshlrev_b32_e32 v0, 4, v3
	v_and_b32_e32 v3, 0x78, v3
	v_xor_b32_e32 v71, v0, v3
	v_xor_b32_e32 v72, 8, v71
	v_add_u32_e32 v0, 0, v71
	v_add_u32_e32 v3, 0, v72
	s_mov_b32 s39, 0
	s_cmpk_gt_i32 s23, 0xbf
	s_waitcnt vmcnt(6)
	ds_write2st64_b64 v0, v[4:5], v[8:9] offset1:16
	ds_write2st64_b64 v3, v[6:7], v[10:11] offset1:16
	s_waitcnt vmcnt(4)
	ds_write2st64_b64 v0, v[12:13], v[16:17] offset0:64 offset1:80
	ds_write2st64_b64 v3, v[14:15], v[18:19] offset0:64 offset1:80
	s_waitcnt vmcnt(2)
	ds_write2st64_b64 v0, v[20:21], v[24:25] offset0:32 offset1:48
	ds_write2st64_b64 v3, v[22:23], v[26:27] offset0:32 offset1:48
	s_waitcnt vmcnt(0)
	ds_write2st64_b64 v0, v[28:29], v[32:33] offset0:96 offset1:112
	ds_write2st64_b64 v3, v[30:31], v[34:35] offset0:96 offset1:112
	v_lshlrev_b32_e32 v0, 7, v53
	v_lshrrev_b32_e32 v3, 2, v54
	s_cbranch_scc1 .LBB0_1
; %bb.1:                                ; %.._crit_edge_crit_edge
	v_and_b32_e32 v4, 0x78, v2
	v_or_b32_e32 v5, v0, v4
	v_xor_b32_e32 v5, v5, v3
	s_lshl_b32 s6, s38, 6
	v_xor_b32_e32 v4, v4, v3
	v_lshl_or_b32 v62, s37, 4, v5
	v_or3_b32 v70, s6, v4, v0
	v_xor_b32_e32 v61, 16, v62
	v_xor_b32_e32 v60, 32, v62
	v_xor_b32_e32 v59, 48, v62
	v_xor_b32_e32 v58, 64, v62
	v_xor_b32_e32 v57, 0x50, v62
	v_xor_b32_e32 v56, 0x60, v62
	v_xor_b32_e32 v55, 0x70, v62
	v_xor_b32_e32 v69, 16, v70
	v_xor_b32_e32 v68, 32, v70
	v_xor_b32_e32 v67, 48, v70
	v_xor_b32_e32 v66, 64, v70
	v_xor_b32_e32 v65, 0x50, v70
	v_xor_b32_e32 v64, 0x60, v70
	v_xor_b32_e32 v63, 0x70, v70
	s_mov_b64 s[6:7], 0
	s_and_b64 s[6:7], s[6:7], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc0 .LBB0_2
.LBB0_3:
	v_mov_b32_e32 v1, 0
	s_movk_i32 s14, 0x4000
	s_mov_b32 s40, 0x8000
	s_mov_b32 s41, 0xc000
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
	s_branch .LBB0_4
.LBB0_1:
	s_mov_b64 s[6:7], -1
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr61
                                        ; implicit-def: $vgpr60
                                        ; implicit-def: $vgpr59
                                        ; implicit-def: $vgpr58
                                        ; implicit-def: $vgpr57
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr55
                                        ; implicit-def: $vgpr70
                                        ; implicit-def: $vgpr69
                                        ; implicit-def: $vgpr68
                                        ; implicit-def: $vgpr67
                                        ; implicit-def: $vgpr66
                                        ; implicit-def: $vgpr65
                                        ; implicit-def: $vgpr64
                                        ; implicit-def: $vgpr63
	s_and_b64 s[6:7], s[6:7], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_3
.LBB0_2:                                ; %.lr.ph
	v_and_b32_e32 v2, 0x78, v2
	v_or_b32_e32 v4, v0, v2
	s_lshl_b32 s6, s38, 6
	v_xor_b32_e32 v2, v2, v3
	v_or3_b32 v70, s6, v2, v0
	v_add_u32_e32 v0, s22, v1
	v_lshrrev_b32_e32 v2, 3, v0
	v_xor_b32_e32 v4, v4, v3
	v_add_u32_e32 v3, s36, v2
	v_add_u32_e32 v0, 64, v3
	v_lshl_or_b32 v62, s37, 4, v4
	v_mad_u64_u32 v[0:1], s[6:7], s14, v0, v[52:53]
	v_mov_b32_e32 v4, 0x100
	v_lshl_add_u32 v73, v0, 1, v4
	v_mad_u64_u32 v[0:1], s[6:7], s14, v3, v[52:53]
	v_add_u32_e32 v2, s33, v2
	v_lshl_add_u32 v74, v0, 1, v4
	v_add_u32_e32 v0, 64, v2
	v_mad_u64_u32 v[0:1], s[6:7], s13, v0, v[52:53]
	v_lshl_add_u32 v75, v0, 1, v4
	v_mad_u64_u32 v[0:1], s[6:7], s13, v2, v[52:53]
	s_lshr_b32 s18, s23, 6
	v_lshl_add_u32 v76, v0, 1, v4
	v_mov_b32_e32 v0, 0
	s_add_i32 s42, s12, 0xffffff80
	v_xor_b32_e32 v61, 16, v62
	v_xor_b32_e32 v60, 32, v62
	v_xor_b32_e32 v59, 48, v62
	v_xor_b32_e32 v58, 64, v62
	v_xor_b32_e32 v57, 0x50, v62
	v_xor_b32_e32 v56, 0x60, v62
	v_xor_b32_e32 v55, 0x70, v62
	v_xor_b32_e32 v69, 16, v70
	v_xor_b32_e32 v68, 32, v70
	v_xor_b32_e32 v67, 48, v70
	v_xor_b32_e32 v66, 64, v70
	v_xor_b32_e32 v65, 0x50, v70
	v_xor_b32_e32 v64, 0x60, v70
	v_xor_b32_e32 v63, 0x70, v70
	s_mov_b32 s43, 1
	s_movk_i32 s14, 0x4000
	s_mov_b32 s40, 0x8000
	s_mov_b32 s41, 0xc000
	s_add_i32 s44, s18, -2
	v_bfrev_b32_e32 v77, 1
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
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_cmp_gt_i32_e64 s[6:7], s42, v52
	s_and_b64 s[12:13], vcc, s[6:7]
	s_and_b64 s[18:19], s[0:1], s[6:7]
	s_and_b64 s[20:21], s[2:3], s[6:7]
	s_and_b64 s[22:23], s[16:17], s[6:7]
	v_cndmask_b32_e64 v40, v77, v76, s[12:13]
	v_cndmask_b32_e64 v41, v77, v75, s[18:19]
	v_cndmask_b32_e64 v48, v77, v74, s[20:21]
	s_mov_b32 s6, s30
	s_mov_b32 s7, s31
	v_cndmask_b32_e64 v49, v77, v73, s[22:23]
	buffer_load_dwordx4 v[32:35], v40, s[28:31], 0 offen
	buffer_load_dwordx4 v[36:39], v41, s[28:31], 0 offen
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_load_dwordx4 v[40:43], v48, s[4:7], 0 offen
	buffer_load_dwordx4 v[44:47], v49, s[4:7], 0 offen
	s_mov_b32 s6, s40
	v_add_u32_e32 v48, s6, v70
	ds_read_b64 v[80:81], v48
	s_mov_b32 s7, s39
	v_add_u32_e32 v78, s6, v69
	ds_read_b64 v[78:79], v78
	v_add_u32_e32 v48, s7, v62
	ds_read2st64_b64 v[48:51], v48 offset1:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[80:81], v[50:51], v[16:31]
	s_add_i32 s12, s43, 1
	s_cmp_lt_i32 s12, 2
	s_cselect_b32 s43, s12, 0
	s_mov_b32 s39, s14
	s_lshl_b32 s14, s43, 14
	s_mov_b32 s40, s41
	s_add_i32 s44, s44, -1
	v_mfma_f32_32x32x8_f16 v[0:15], v[80:81], v[48:49], v[0:15]
	v_add_u32_e32 v48, s7, v61
	ds_read2st64_b64 v[48:51], v48 offset1:16
	s_sub_i32 s42, s42, 64
	s_add_i32 s41, s14, 0x8000
	v_add_u32_e32 v73, 0x80, v73
	v_add_u32_e32 v74, 0x80, v74
	v_add_u32_e32 v75, 0x80, v75
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[78:79], v[48:49], v[0:15]
	v_add_u32_e32 v48, s6, v68
	ds_read_b64 v[82:83], v48
	v_add_u32_e32 v48, s7, v60
	v_add_u32_e32 v76, 0x80, v76
	s_cmp_lg_u32 s44, 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[78:79], v[50:51], v[16:31]
	ds_read2st64_b64 v[48:51], v48 offset1:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[82:83], v[48:49], v[0:15]
	v_add_u32_e32 v48, s6, v67
	ds_read_b64 v[84:85], v48
	v_mfma_f32_32x32x8_f16 v[16:31], v[82:83], v[50:51], v[16:31]
	v_add_u32_e32 v82, s6, v65
	ds_read_b64 v[90:91], v82
	v_add_u32_e32 v48, s7, v59
	ds_read2st64_b64 v[78:81], v48 offset1:16
	v_add_u32_e32 v48, s6, v66
	ds_read_b64 v[88:89], v48
	v_add_u32_e32 v82, s7, v57
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[16:31], v[84:85], v[80:81], v[16:31]
	ds_read2st64_b64 v[80:83], v82 offset1:16
	v_mfma_f32_32x32x8_f16 v[0:15], v[84:85], v[78:79], v[0:15]
	v_add_u32_e32 v78, s6, v64
	ds_read_b64 v[92:93], v78
	v_add_u32_e32 v48, s7, v58
	ds_read2st64_b64 v[48:51], v48 offset1:16
	v_add_u32_e32 v78, s7, v56
	ds_read2st64_b64 v[84:87], v78 offset1:16
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[16:31], v[88:89], v[50:51], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[88:89], v[48:49], v[0:15]
	v_add_u32_e32 v48, s6, v63
	ds_read_b64 v[78:79], v48
	v_add_u32_e32 v48, s7, v55
	ds_read2st64_b64 v[48:51], v48 offset1:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_32x32x8_f16 v[16:31], v[90:91], v[82:83], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[90:91], v[80:81], v[0:15]
	v_add_u32_e32 v80, s14, v71
	v_mfma_f32_32x32x8_f16 v[16:31], v[92:93], v[86:87], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[92:93], v[84:85], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[78:79], v[48:49], v[0:15]
	v_add_u32_e32 v48, s14, v72
	s_waitcnt vmcnt(2)
	ds_write2st64_b64 v80, v[32:33], v[36:37] offset1:16
	ds_write2st64_b64 v48, v[34:35], v[38:39] offset1:16
	s_waitcnt vmcnt(0)
	ds_write2st64_b64 v80, v[40:41], v[44:45] offset0:64 offset1:80
	ds_write2st64_b64 v48, v[42:43], v[46:47] offset0:64 offset1:80
	v_mfma_f32_32x32x8_f16 v[16:31], v[78:79], v[50:51], v[16:31]
	s_cbranch_scc1 .LBB0_5
.LBB0_4:                                ; %._crit_edge
	s_and_b64 s[0:1], s[34:35], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_6
; %bb.7:
	v_add_u32_e32 v32, s40, v70
	ds_read_b64 v[84:85], v32
	v_add_u32_e32 v36, s40, v69
	ds_read_b64 v[86:87], v36
	v_add_u32_e32 v32, s39, v62
	ds_read2st64_b64 v[32:35], v32 offset1:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[84:85], v[34:35], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[84:85], v[32:33], v[0:15]
	v_add_u32_e32 v32, s39, v61
	ds_read2st64_b64 v[36:39], v32 offset1:16
	v_add_u32_e32 v32, s40, v68
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[86:87], v[36:37], v[0:15]
	ds_read_b64 v[36:37], v32
	v_add_u32_e32 v32, s39, v60
	ds_read2st64_b64 v[40:43], v32 offset1:16
	v_add_u32_e32 v32, s40, v67
	v_mfma_f32_32x32x8_f16 v[16:31], v[86:87], v[38:39], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[36:37], v[40:41], v[0:15]
	ds_read_b64 v[40:41], v32
	v_add_u32_e32 v32, s39, v59
	ds_read2st64_b64 v[44:47], v32 offset1:16
	v_add_u32_e32 v32, s40, v66
	v_mfma_f32_32x32x8_f16 v[16:31], v[36:37], v[42:43], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[40:41], v[44:45], v[0:15]
	ds_read_b64 v[44:45], v32
	v_add_u32_e32 v32, s39, v58
	ds_read2st64_b64 v[48:51], v32 offset1:16
	v_add_u32_e32 v32, s40, v65
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[46:47], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[44:45], v[48:49], v[0:15]
	ds_read_b64 v[48:49], v32
	v_add_u32_e32 v32, s39, v57
	ds_read2st64_b64 v[72:75], v32 offset1:16
	v_add_u32_e32 v32, s40, v64
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[50:51], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[48:49], v[72:73], v[0:15]
	ds_read_b64 v[72:73], v32
	v_add_u32_e32 v32, s39, v56
	ds_read2st64_b64 v[76:79], v32 offset1:16
	v_add_u32_e32 v32, s40, v63
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[74:75], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[72:73], v[76:77], v[0:15]
	ds_read_b64 v[76:77], v32
	v_add_u32_e32 v32, s39, v55
	ds_read2st64_b64 v[80:83], v32 offset1:16
	v_mfma_f32_32x32x8_f16 v[16:31], v[72:73], v[78:79], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[76:77], v[80:81], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[76:77], v[82:83], v[16:31]
.LBB0_6:                                ; %._crit_edge._crit_edge
	s_and_b64 s[0:1], s[26:27], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_7
; %bb.9:
	v_add_u32_e32 v32, s41, v70
	ds_read_b64 v[70:71], v32
	v_add_u32_e32 v36, s41, v69
	ds_read_b64 v[72:73], v36
	v_add_u32_e32 v32, s14, v62
	ds_read2st64_b64 v[32:35], v32 offset1:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[70:71], v[34:35], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[70:71], v[32:33], v[0:15]
	v_add_u32_e32 v32, s14, v61
	ds_read2st64_b64 v[36:39], v32 offset1:16
	v_add_u32_e32 v32, s41, v68
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[72:73], v[36:37], v[0:15]
	ds_read_b64 v[36:37], v32
	v_add_u32_e32 v32, s14, v60
	ds_read2st64_b64 v[40:43], v32 offset1:16
	v_add_u32_e32 v32, s41, v67
	v_mfma_f32_32x32x8_f16 v[16:31], v[72:73], v[38:39], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[36:37], v[40:41], v[0:15]
	ds_read_b64 v[40:41], v32
	v_add_u32_e32 v32, s14, v59
	ds_read2st64_b64 v[44:47], v32 offset1:16
	v_add_u32_e32 v32, s41, v66
	v_mfma_f32_32x32x8_f16 v[16:31], v[36:37], v[42:43], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[40:41], v[44:45], v[0:15]
	ds_read_b64 v[44:45], v32
	v_add_u32_e32 v32, s14, v58
	ds_read2st64_b64 v[48:51], v32 offset1:16
	v_add_u32_e32 v32, s41, v65
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[46:47], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[44:45], v[48:49], v[0:15]
	ds_read_b64 v[48:49], v32
	v_add_u32_e32 v32, s14, v57
	ds_read2st64_b64 v[58:61], v32 offset1:16
	v_add_u32_e32 v32, s41, v64
	ds_read_b64 v[66:67], v32
	v_add_u32_e32 v32, s14, v56
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[50:51], v[16:31]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[0:15], v[48:49], v[58:59], v[0:15]
	ds_read2st64_b64 v[56:59], v32 offset1:16
	v_add_u32_e32 v32, s41, v63
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[60:61], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[66:67], v[56:57], v[0:15]
	ds_read_b64 v[56:57], v32
	v_add_u32_e32 v32, s14, v55
	ds_read2st64_b64 v[62:65], v32 offset1:16
	v_mfma_f32_32x32x8_f16 v[16:31], v[66:67], v[58:59], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[56:57], v[62:63], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[64:65], v[16:31]
.LBB0_7:
	v_lshrrev_b32_e32 v32, 3, v54
	s_lshr_b32 s0, s38, 1
	v_or_b32_e32 v48, s0, v32
	v_or_b32_e32 v32, s36, v48
	v_or_b32_e32 v51, 8, v48
	v_or_b32_e32 v49, 16, v48
	v_lshlrev_b32_e32 v33, 1, v32
	v_bfrev_b32_e32 v52, 1
	v_cmp_gt_i32_e64 s[0:1], s11, v32
	v_or_b32_e32 v34, s36, v51
	v_or_b32_e32 v36, s36, v49
	s_and_b32 s25, s25, 0xffff
	s_mov_b32 s27, 0x27000
	s_mov_b32 s26, 0x7ffffffe
	v_cndmask_b32_e64 v32, v52, v33, s[0:1]
	v_lshlrev_b32_e32 v34, 1, v34
	buffer_load_dwordx2 v[32:33], v32, s[24:27], 0 offen
	v_cndmask_b32_e64 v34, v52, v34, s[0:1]
	v_lshlrev_b32_e32 v37, 1, v36
	v_cmp_gt_i32_e32 vcc, s11, v36
	v_or_b32_e32 v50, 24, v48
	buffer_load_dwordx2 v[34:35], v34, s[24:27], 0 offen
	v_cndmask_b32_e32 v36, v52, v37, vcc
	buffer_load_dwordx2 v[36:37], v36, s[24:27], 0 offen
	v_or_b32_e32 v38, s36, v50
	v_lshlrev_b32_e32 v38, 1, v38
	v_cndmask_b32_e32 v38, v52, v38, vcc
	buffer_load_dwordx2 v[38:39], v38, s[24:27], 0 offen
	s_lshr_b32 s2, s37, 3
	v_or_b32_e32 v40, s2, v53
	s_mul_i32 s3, s15, s33
	v_or_b32_e32 v41, 64, v40
	s_add_i32 s6, s3, s36
	v_or_b32_e32 v42, s33, v40
	v_mul_lo_u32 v40, v40, s15
	v_or_b32_e32 v43, s33, v41
	v_mul_lo_u32 v41, v41, s15
	v_add_u32_e32 v53, s6, v40
	v_add_u32_e32 v54, s6, v41
	v_cmp_gt_i32_e64 s[4:5], s10, v42
	v_cmp_gt_i32_e64 s[2:3], s10, v43
	s_and_b64 s[6:7], s[4:5], s[0:1]
	s_and_b32 s9, s9, 0xffff
	s_mov_b32 s10, s26
	s_mov_b32 s11, s27
	s_and_b64 s[4:5], s[4:5], vcc
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_and_b64 vcc, s[2:3], vcc
	s_waitcnt vmcnt(3)
	v_cvt_f32_f16_e32 v40, v32
	v_cvt_f32_f16_sdwa v41, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v32, v33
	v_cvt_f32_f16_sdwa v33, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	s_waitcnt vmcnt(2)
	v_cvt_f32_f16_e32 v42, v34
	v_cvt_f32_f16_sdwa v43, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	s_waitcnt vmcnt(1)
	v_cvt_f32_f16_e32 v44, v36
	v_cvt_f32_f16_sdwa v45, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v34, v35
	v_cvt_f32_f16_sdwa v35, v35 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_pk_add_f32 v[0:1], v[0:1], v[40:41]
	v_cvt_f32_f16_e32 v36, v37
	v_cvt_f32_f16_sdwa v37, v37 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v46, v38
	v_cvt_f32_f16_sdwa v47, v38 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_max_f32_e32 v1, 0, v1
	v_max_f32_e32 v0, 0, v0
	v_pk_add_f32 v[4:5], v[4:5], v[42:43]
	v_pk_add_f32 v[8:9], v[8:9], v[44:45]
	v_pk_mul_f32 v[0:1], v[0:1], 0.5 op_sel_hi:[1,0]
	v_max_f32_e32 v5, 0, v5
	v_max_f32_e32 v4, 0, v4
	v_pk_add_f32 v[2:3], v[2:3], v[32:33]
	v_max_f32_e32 v9, 0, v9
	v_max_f32_e32 v8, 0, v8
	v_cvt_f16_f32_e32 v38, v1
	v_cvt_f16_f32_e32 v55, v0
	v_pk_mul_f32 v[0:1], v[4:5], 0.5 op_sel_hi:[1,0]
	v_max_f32_e32 v3, 0, v3
	v_max_f32_e32 v2, 0, v2
	v_pk_add_f32 v[6:7], v[6:7], v[34:35]
	v_pk_mul_f32 v[4:5], v[8:9], 0.5 op_sel_hi:[1,0]
	v_cvt_f16_f32_e32 v8, v1
	v_cvt_f16_f32_e32 v9, v0
	v_cvt_f32_f16_e32 v0, v39
	v_cvt_f32_f16_sdwa v1, v39 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_pk_add_f32 v[10:11], v[10:11], v[36:37]
	v_pk_add_f32 v[12:13], v[12:13], v[46:47]
	v_pk_mul_f32 v[2:3], v[2:3], 0.5 op_sel_hi:[1,0]
	v_max_f32_e32 v7, 0, v7
	v_max_f32_e32 v6, 0, v6
	v_max_f32_e32 v11, 0, v11
	v_max_f32_e32 v10, 0, v10
	v_max_f32_e32 v13, 0, v13
	v_max_f32_e32 v12, 0, v12
	v_cvt_f16_f32_e32 v56, v3
	v_cvt_f16_f32_e32 v57, v2
	v_pk_mul_f32 v[2:3], v[6:7], 0.5 op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[10:11], 0.5 op_sel_hi:[1,0]
	v_cvt_f16_f32_e32 v10, v3
	v_cvt_f16_f32_e32 v11, v2
	v_pk_mul_f32 v[2:3], v[12:13], 0.5 op_sel_hi:[1,0]
	v_cvt_f16_f32_e32 v5, v5
	v_cvt_f16_f32_e32 v12, v3
	v_cvt_f16_f32_e32 v13, v2
	v_pk_add_f32 v[2:3], v[14:15], v[0:1]
	v_pk_add_f32 v[0:1], v[30:31], v[0:1]
	v_max_f32_e32 v3, 0, v3
	v_max_f32_e32 v2, 0, v2
	v_pk_mul_f32 v[2:3], v[2:3], 0.5 op_sel_hi:[1,0]
	v_max_f32_e32 v1, 0, v1
	v_cvt_f16_f32_e32 v14, v3
	v_cvt_f16_f32_e32 v15, v2
	v_pk_add_f32 v[2:3], v[16:17], v[40:41]
	v_max_f32_e32 v0, 0, v0
	v_max_f32_e32 v3, 0, v3
	v_max_f32_e32 v2, 0, v2
	v_pk_mul_f32 v[2:3], v[2:3], 0.5 op_sel_hi:[1,0]
	v_cvt_f16_f32_e32 v4, v4
	v_cvt_f16_f32_e32 v16, v3
	v_cvt_f16_f32_e32 v17, v2
	v_pk_add_f32 v[2:3], v[18:19], v[32:33]
	v_pk_mul_f32 v[0:1], v[0:1], 0.5 op_sel_hi:[1,0]
	v_max_f32_e32 v3, 0, v3
	v_max_f32_e32 v2, 0, v2
	v_pk_mul_f32 v[2:3], v[2:3], 0.5 op_sel_hi:[1,0]
	v_add_lshl_u32 v30, v53, v48, 1
	v_cvt_f16_f32_e32 v18, v3
	v_cvt_f16_f32_e32 v19, v2
	v_pk_add_f32 v[2:3], v[20:21], v[42:43]
	v_cvt_f16_f32_e32 v7, v7
	v_max_f32_e32 v3, 0, v3
	v_max_f32_e32 v2, 0, v2
	v_pk_mul_f32 v[2:3], v[2:3], 0.5 op_sel_hi:[1,0]
	v_cvt_f16_f32_e32 v6, v6
	v_cvt_f16_f32_e32 v20, v3
	v_cvt_f16_f32_e32 v21, v2
	v_pk_add_f32 v[2:3], v[22:23], v[34:35]
	v_cndmask_b32_e64 v30, v52, v30, s[6:7]
	v_max_f32_e32 v3, 0, v3
	v_max_f32_e32 v2, 0, v2
	v_pk_mul_f32 v[2:3], v[2:3], 0.5 op_sel_hi:[1,0]
	s_nop 0
	v_cvt_f16_f32_e32 v22, v3
	v_cvt_f16_f32_e32 v23, v2
	v_pk_add_f32 v[2:3], v[24:25], v[44:45]
	s_nop 0
	v_max_f32_e32 v3, 0, v3
	v_max_f32_e32 v2, 0, v2
	v_pk_mul_f32 v[2:3], v[2:3], 0.5 op_sel_hi:[1,0]
	s_nop 0
	v_cvt_f16_f32_e32 v24, v3
	v_cvt_f16_f32_e32 v25, v2
	v_pk_add_f32 v[2:3], v[26:27], v[36:37]
	s_nop 0
	v_max_f32_e32 v3, 0, v3
	v_max_f32_e32 v2, 0, v2
	v_pk_mul_f32 v[2:3], v[2:3], 0.5 op_sel_hi:[1,0]
	s_nop 0
	v_cvt_f16_f32_e32 v26, v3
	v_cvt_f16_f32_e32 v27, v2
	v_pk_add_f32 v[2:3], v[28:29], v[46:47]
	v_cvt_f16_f32_e32 v28, v1
	v_cvt_f16_f32_e32 v29, v0
	v_pack_b32_f16 v1, v57, v56
	v_pack_b32_f16 v0, v55, v38
	buffer_store_dwordx2 v[0:1], v30, s[8:11], 0 offen
	v_pack_b32_f16 v0, v9, v8
	v_add_lshl_u32 v8, v53, v51, 1
	v_pack_b32_f16 v1, v11, v10
	v_cndmask_b32_e64 v8, v52, v8, s[6:7]
	buffer_store_dwordx2 v[0:1], v8, s[8:11], 0 offen
	v_pack_b32_f16 v0, v4, v5
	v_add_lshl_u32 v4, v53, v49, 1
	v_pack_b32_f16 v1, v6, v7
	v_cndmask_b32_e64 v4, v52, v4, s[4:5]
	buffer_store_dwordx2 v[0:1], v4, s[8:11], 0 offen
	v_add_lshl_u32 v4, v53, v50, 1
	v_pack_b32_f16 v1, v15, v14
	v_pack_b32_f16 v0, v13, v12
	v_cndmask_b32_e64 v4, v52, v4, s[4:5]
	v_max_f32_e32 v3, 0, v3
	v_max_f32_e32 v2, 0, v2
	buffer_store_dwordx2 v[0:1], v4, s[8:11], 0 offen
	v_add_lshl_u32 v4, v54, v48, 1
	v_pk_mul_f32 v[2:3], v[2:3], 0.5 op_sel_hi:[1,0]
	v_pack_b32_f16 v1, v19, v18
	v_pack_b32_f16 v0, v17, v16
	v_cndmask_b32_e64 v4, v52, v4, s[0:1]
	v_cvt_f16_f32_e32 v3, v3
	v_cvt_f16_f32_e32 v2, v2
	buffer_store_dwordx2 v[0:1], v4, s[8:11], 0 offen
	v_add_lshl_u32 v4, v54, v51, 1
	v_pack_b32_f16 v1, v23, v22
	v_pack_b32_f16 v0, v21, v20
	v_cndmask_b32_e64 v4, v52, v4, s[0:1]
	buffer_store_dwordx2 v[0:1], v4, s[8:11], 0 offen
	v_add_lshl_u32 v4, v54, v49, 1
	v_pack_b32_f16 v1, v27, v26
	v_pack_b32_f16 v0, v25, v24
	v_cndmask_b32_e32 v4, v52, v4, vcc
	buffer_store_dwordx2 v[0:1], v4, s[8:11], 0 offen
	v_pack_b32_f16 v0, v2, v3
	v_add_lshl_u32 v2, v54, v50, 1
	v_pack_b32_f16 v1, v29, v28
	v_cndmask_b32_e32 v2, v52, v2, vcc
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
		.amdhsa_next_free_vgpr 94
		.amdhsa_next_free_sgpr 45
		.amdhsa_accum_offset 96
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
	.set .Lfused_linear_bias_relu_kernel.num_vgpr, 94
	.set .Lfused_linear_bias_relu_kernel.num_agpr, 0
	.set .Lfused_linear_bias_relu_kernel.numbered_sgpr, 45
	.set .Lfused_linear_bias_relu_kernel.num_named_barrier, 0
	.set .Lfused_linear_bias_relu_kernel.private_seg_size, 0
	.set .Lfused_linear_bias_relu_kernel.uses_vcc, 1
	.set .Lfused_linear_bias_relu_kernel.uses_flat_scratch, 0
	.set .Lfused_linear_bias_relu_kernel.has_dyn_sized_stack, 0
	.set .Lfused_linear_bias_relu_kernel.has_recursion, 0
	.set .Lfused_linear_bias_relu_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4144
; TotalNumSgprs: 51
; NumVgprs: 94
; NumAgprs: 0
; TotalNumVgprs: 94
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 51
; NumVGPRsForWavesPerEU: 94
; AccumOffset: 96
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 23
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
    .sgpr_count:     51
    .sgpr_spill_count: 0
    .symbol:         fused_linear_bias_relu_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     94
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
