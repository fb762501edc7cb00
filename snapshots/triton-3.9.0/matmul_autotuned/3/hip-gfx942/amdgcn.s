; matmul_autotuned config 3 (BLOCK_M=128 BLOCK_N=64 BLOCK_K=32 num_warps=4 num_stages=5) on hip:gfx942, normalized
	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_kernel                   ; -- Begin function matmul_kernel
	.p2align	8
	.type	matmul_kernel,@function
matmul_kernel:                          ; @matmul_kernel
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.16:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.17:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	v_readfirstlane_b32 s34, v0
	s_and_b32 s35, s34, 0xc0
	v_and_b32_e32 v1, 63, v0
	v_or_b32_e32 v3, s35, v1
	v_lshrrev_b32_e32 v4, 2, v3
	v_lshlrev_b32_e32 v8, 3, v0
	s_lshl_b32 s30, s16, 7
	v_or_b32_e32 v5, 64, v4
	v_and_b32_e32 v40, 24, v8
	s_mov_b64 s[20:21], s[6:7]
	s_and_b32 s33, s34, 0x80
	v_or_b32_e32 v6, s30, v4
	s_lshl_b32 s31, s17, 6
	v_mad_u64_u32 v[12:13], s[6:7], v4, s11, v[40:41]
	v_mad_u64_u32 v[14:15], s[6:7], v5, s11, v[40:41]
	s_add_i32 s36, s10, 31
	v_or_b32_e32 v7, s30, v5
	v_cmp_gt_i32_e32 vcc, s8, v6
	s_cmp_gt_i32 s36, 31
	v_cmp_gt_i32_e64 s[6:7], s10, v40
	v_cmp_gt_i32_e64 s[0:1], s8, v7
	s_mul_i32 s37, s11, s30
	s_cselect_b64 s[28:29], -1, 0
	s_and_b64 s[14:15], s[6:7], vcc
	s_and_b64 s[16:17], s[6:7], s[0:1]
	v_add_lshl_u32 v4, v12, s37, 1
	v_bfrev_b32_e32 v36, 1
	s_and_b64 s[14:15], s[28:29], s[14:15]
	v_and_b32_e32 v2, 56, v8
	v_cndmask_b32_e64 v13, v36, v4, s[14:15]
	v_add_lshl_u32 v4, v14, s37, 1
	s_and_b64 s[14:15], s[28:29], s[16:17]
	v_lshrrev_b32_e32 v47, 3, v3
	v_or_b32_e32 v9, s31, v2
	v_cndmask_b32_e64 v15, v36, v4, s[14:15]
	v_mad_u64_u32 v[20:21], s[14:15], v47, s12, v[2:3]
	s_mov_b64 s[24:25], s[2:3]
	v_cmp_gt_i32_e64 s[2:3], s9, v9
	v_cmp_gt_i32_e64 s[14:15], s10, v47
	s_and_b64 s[14:15], s[2:3], s[14:15]
	s_and_b32 s25, s25, 0xffff
	s_mov_b32 s7, 0x27000
	s_mov_b32 s6, 0x7ffffffe
	s_and_b32 s5, s5, 0xffff
	s_and_b64 s[14:15], s[28:29], s[14:15]
	s_lshl_b32 s42, s12, 5
	s_mov_b32 s26, s6
	s_mov_b32 s27, s7
	s_cmp_gt_i32 s36, 63
	buffer_load_dwordx4 v[4:7], v13, s[24:27], 0 offen
	buffer_load_dwordx4 v[8:11], v15, s[24:27], 0 offen
	v_add_lshl_u32 v13, v20, s31, 1
	s_cselect_b64 s[22:23], -1, 0
	s_sub_i32 s38, s10, 32
	v_cndmask_b32_e64 v21, v36, v13, s[14:15]
	v_cmp_gt_i32_e64 s[14:15], s38, v40
	v_add_u32_e32 v28, 32, v12
	s_and_b64 s[16:17], s[14:15], vcc
	v_add_u32_e32 v29, 32, v14
	s_and_b64 s[18:19], s[14:15], s[0:1]
	v_add_lshl_u32 v12, v28, s37, 1
	s_and_b64 s[14:15], s[22:23], s[16:17]
	v_cndmask_b32_e64 v22, v36, v12, s[14:15]
	v_add_lshl_u32 v12, v29, s37, 1
	s_and_b64 s[14:15], s[22:23], s[18:19]
	v_cndmask_b32_e64 v23, v36, v12, s[14:15]
	v_cmp_gt_i32_e64 s[14:15], s38, v47
	s_and_b64 s[14:15], s[2:3], s[14:15]
	s_and_b64 s[14:15], s[22:23], s[14:15]
	v_add_u32_e32 v30, s42, v20
	s_cmpk_gt_i32 s36, 0x5f
	v_add_lshl_u32 v20, v30, s31, 1
	s_cselect_b64 s[18:19], -1, 0
	s_sub_i32 s41, s10, 64
	v_cndmask_b32_e64 v20, v36, v20, s[14:15]
	v_cmp_gt_i32_e64 s[14:15], s41, v40
	s_or_b32 s40, s37, 32
	s_and_b64 s[16:17], s[14:15], vcc
	buffer_load_dwordx4 v[54:57], v21, s[4:7], 0 offen
	buffer_load_dwordx4 v[58:61], v20, s[4:7], 0 offen
	s_and_b64 s[38:39], s[14:15], s[0:1]
	v_add_lshl_u32 v20, v28, s40, 1
	s_and_b64 s[14:15], s[18:19], s[16:17]
	v_cndmask_b32_e64 v31, v36, v20, s[14:15]
	v_add_lshl_u32 v20, v29, s40, 1
	s_and_b64 s[14:15], s[18:19], s[38:39]
	v_cndmask_b32_e64 v32, v36, v20, s[14:15]
	s_add_i32 s14, s42, s31
	v_add_u32_e32 v37, s14, v30
	v_cmp_gt_i32_e64 s[14:15], s41, v47
	s_and_b64 s[14:15], s[2:3], s[14:15]
	s_and_b64 s[14:15], s[18:19], s[14:15]
	s_cmpk_gt_i32 s36, 0x7f
	v_lshlrev_b32_e32 v30, 1, v37
	s_cselect_b64 s[16:17], -1, 0
	s_add_i32 s43, s10, 0xffffffa0
	v_cndmask_b32_e64 v30, v36, v30, s[14:15]
	v_cmp_gt_i32_e64 s[14:15], s43, v40
	s_or_b32 s37, s37, 64
	s_and_b64 s[38:39], s[14:15], vcc
	s_and_b64 s[40:41], s[14:15], s[0:1]
	v_add_lshl_u32 v28, v28, s37, 1
	s_and_b64 s[14:15], s[16:17], s[38:39]
	v_cndmask_b32_e64 v38, v36, v28, s[14:15]
	v_add_lshl_u32 v28, v29, s37, 1
	s_and_b64 s[14:15], s[16:17], s[40:41]
	buffer_load_dwordx4 v[12:15], v22, s[24:27], 0 offen
	buffer_load_dwordx4 v[16:19], v23, s[24:27], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[20:23], v31, s[24:27], 0 offen
	buffer_load_dwordx4 v[24:27], v32, s[24:27], 0 offen
	buffer_load_dwordx4 v[62:65], v30, s[4:7], 0 offen
	v_cndmask_b32_e64 v39, v36, v28, s[14:15]
	buffer_load_dwordx4 v[28:31], v38, s[24:27], 0 offen
	buffer_load_dwordx4 v[32:35], v39, s[24:27], 0 offen
	v_cmp_gt_i32_e64 s[14:15], s43, v47
	s_and_b64 s[14:15], s[2:3], s[14:15]
	v_add_lshl_u32 v37, v37, s42, 1
	s_and_b64 s[14:15], s[16:17], s[14:15]
	v_cndmask_b32_e64 v36, v36, v37, s[14:15]
	buffer_load_dwordx4 v[36:39], v36, s[4:7], 0 offen
	v_lshlrev_b32_e32 v50, 4, v3
	v_and_b32_e32 v3, 56, v0
	v_xor_b32_e32 v51, v50, v3
	v_add_u32_e32 v3, 0, v51
	v_xor_b32_e32 v52, 8, v51
	v_and_b32_e32 v41, 31, v0
	v_and_b32_e32 v42, 32, v0
	s_mov_b32 s42, 0
	s_cmpk_gt_i32 s36, 0x9f
	v_lshlrev_b32_e32 v48, 1, v41
	v_lshlrev_b32_e32 v49, 4, v42
	s_waitcnt vmcnt(10)
	ds_write2st64_b64 v3, v[4:5], v[8:9] offset1:8
	v_add_u32_e32 v4, 0, v52
	v_add_u32_e32 v5, 0, v50
	ds_write2st64_b64 v4, v[6:7], v[10:11] offset1:8
	s_waitcnt vmcnt(9)
	ds_write_b128 v5, v[54:57] offset:32768
	s_waitcnt vmcnt(6)
	ds_write2st64_b64 v3, v[12:13], v[16:17] offset0:16 offset1:24
	ds_write2st64_b64 v4, v[14:15], v[18:19] offset0:16 offset1:24
	ds_write_b128 v5, v[58:61] offset:36864
	s_waitcnt vmcnt(4)
	ds_write2st64_b64 v3, v[20:21], v[24:25] offset0:32 offset1:40
	ds_write2st64_b64 v4, v[22:23], v[26:27] offset0:32 offset1:40
	s_waitcnt vmcnt(3)
	ds_write_b128 v5, v[62:65] offset:40960
	s_waitcnt vmcnt(1)
	ds_write2st64_b64 v3, v[28:29], v[32:33] offset0:48 offset1:56
	ds_write2st64_b64 v4, v[30:31], v[34:35] offset0:48 offset1:56
	s_waitcnt vmcnt(0)
	ds_write_b128 v5, v[36:39] offset:45056
	v_lshlrev_b32_e32 v3, 2, v0
	v_lshrrev_b32_e32 v0, 2, v42
	s_cbranch_scc1 .LBB0_1
; %bb.1:                                ; %.._crit_edge_crit_edge
	v_and_b32_e32 v4, 56, v3
	v_lshl_or_b32 v4, v41, 6, v4
	v_xor_b32_e32 v4, v4, v0
	v_lshl_or_b32 v46, s33, 4, v4
	v_xor_b32_e32 v45, 16, v46
	v_xor_b32_e32 v44, 32, v46
	v_xor_b32_e32 v43, 48, v46
	s_mov_b64 s[14:15], 0
	s_branch .LBB0_2
.LBB0_1:
	s_mov_b64 s[14:15], -1
                                        ; implicit-def: $vgpr46
                                        ; implicit-def: $vgpr45
                                        ; implicit-def: $vgpr44
                                        ; implicit-def: $vgpr43
.LBB0_2:                                ; %Flow49
	s_and_b32 s34, s34, 64
	s_and_b64 s[14:15], s[14:15], exec
	s_cselect_b32 s14, 1, 0
	s_cmp_lg_u32 s14, 1
	s_cbranch_scc1 .LBB0_3
; %bb.4:                                ; %.lr.ph
	v_and_b32_e32 v3, 56, v3
	v_lshl_or_b32 v3, v41, 6, v3
	v_xor_b32_e32 v0, v3, v0
	v_lshl_or_b32 v46, s33, 4, v0
	v_add_u32_e32 v0, s35, v1
	v_lshrrev_b32_e32 v1, 3, v0
	v_or_b32_e32 v1, 0x80, v1
	v_mul_lo_u32 v1, s12, v1
	v_add_u32_e32 v1, s31, v1
	v_lshrrev_b32_e32 v0, 2, v0
	v_add_lshl_u32 v53, v1, v2, 1
	v_add_u32_e32 v2, s30, v0
	v_add_u32_e32 v0, 64, v2
	v_mad_u64_u32 v[0:1], s[14:15], s11, v0, v[40:41]
	v_mov_b32_e32 v3, 0x100
	s_lshr_b32 s26, s36, 5
	s_add_i32 s40, s10, 0xffffff80
	v_lshl_add_u32 v54, v0, 1, v3
	v_mad_u64_u32 v[0:1], s[10:11], s11, v2, v[40:41]
	v_mov_b32_e32 v16, 0
	v_xor_b32_e32 v45, 16, v46
	v_xor_b32_e32 v44, 32, v46
	v_xor_b32_e32 v43, 48, v46
	s_mov_b32 s45, 3
	s_lshl_b32 s41, s12, 6
	v_lshl_add_u32 v55, v0, 1, v3
	s_movk_i32 s38, 0x2000
	s_movk_i32 s36, 0x4000
	s_movk_i32 s12, 0x6000
	s_mov_b32 s10, 0x8000
	s_mov_b32 s39, 0x9000
	s_mov_b32 s37, 0xa000
	s_mov_b32 s35, 0xb000
	s_add_i32 s43, s26, -4
	v_bfrev_b32_e32 v56, 1
	s_mov_b32 s44, 0x5040100
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
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	s_mov_b32 s46, s10
	v_cmp_gt_i32_e64 s[10:11], s40, v40
	s_and_b64 s[14:15], vcc, s[10:11]
	s_and_b64 s[10:11], s[0:1], s[10:11]
	v_add_u32_e32 v32, s46, v49
	v_cndmask_b32_e64 v57, v56, v55, s[14:15]
	v_cndmask_b32_e64 v58, v56, v54, s[10:11]
	v_add3_u32 v64, v32, v48, s34
	buffer_load_dwordx4 v[32:35], v57, s[24:27], 0 offen
	buffer_load_dwordx4 v[36:39], v58, s[24:27], 0 offen
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v57, v64 offset:256
	ds_read_u16 v58, v64 offset:384
	ds_read_u16 v59, v64
	ds_read_u16 v60, v64 offset:128
	v_cmp_gt_i32_e64 s[10:11], s40, v47
	s_and_b64 s[10:11], s[2:3], s[10:11]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v63, v58, v57, s44
	v_add_u32_e32 v57, s42, v46
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v62, v60, v59, s44
	ds_read2st64_b64 v[58:61], v57 offset1:8
	v_add_u32_e32 v54, 64, v54
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[62:63], v[58:59], v[16:31]
	v_add_u32_e32 v55, 64, v55
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[60:61], v[0:15]
	ds_read_u16 v57, v64 offset:1024
	ds_read_u16 v58, v64 offset:1280
	ds_read_u16 v59, v64 offset:1408
	ds_read_u16 v60, v64 offset:1152
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v63, v59, v58, s44
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v62, v60, v57, s44
	v_add_u32_e32 v57, s42, v45
	ds_read2st64_b64 v[58:61], v57 offset1:8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[62:63], v[58:59], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[60:61], v[0:15]
	ds_read_u16 v57, v64 offset:2048
	ds_read_u16 v58, v64 offset:2304
	ds_read_u16 v59, v64 offset:2432
	ds_read_u16 v60, v64 offset:2176
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v63, v59, v58, s44
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v62, v60, v57, s44
	v_add_u32_e32 v57, s42, v44
	ds_read2st64_b64 v[58:61], v57 offset1:8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[62:63], v[58:59], v[16:31]
	v_add_u32_e32 v57, s42, v43
	s_mov_b32 s42, s38
	s_mov_b32 s38, s36
	s_mov_b32 s36, s12
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[60:61], v[0:15]
	ds_read_u16 v58, v64 offset:3072
	ds_read_u16 v59, v64 offset:3328
	ds_read_u16 v60, v64 offset:3456
	ds_read_u16 v61, v64 offset:3200
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v63, v60, v59, s44
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v62, v61, v58, s44
	ds_read2st64_b64 v[58:61], v57 offset1:8
	v_cndmask_b32_e64 v57, v56, v53, s[10:11]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[62:63], v[58:59], v[16:31]
	s_add_i32 s11, s45, 1
	s_cmp_lt_i32 s11, 4
	s_cselect_b32 s45, s11, 0
	s_lshl_b32 s11, s45, 12
	s_mov_b32 s10, s39
	s_mov_b32 s39, s37
	s_mov_b32 s37, s35
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[60:61], v[0:15]
	buffer_load_dwordx4 v[60:63], v57, s[4:7], 0 offen
	s_add_i32 s43, s43, -1
	s_sub_i32 s40, s40, 32
	s_lshl_b32 s12, s45, 13
	s_add_i32 s35, s11, 0x8000
	v_add_u32_e32 v53, s41, v53
	v_add_u32_e32 v57, s12, v51
	s_cmp_lg_u32 s43, 0
	s_barrier
	v_add_u32_e32 v58, s12, v52
	v_add_u32_e32 v59, s11, v50
	s_waitcnt vmcnt(1)
	ds_write2st64_b64 v57, v[32:33], v[36:37] offset1:8
	ds_write2st64_b64 v58, v[34:35], v[38:39] offset1:8
	s_waitcnt vmcnt(0)
	ds_write_b128 v59, v[60:63] offset:32768
	s_cbranch_scc1 .LBB0_4
	s_branch .LBB0_5
.LBB0_3:
	v_mov_b32_e32 v15, 0
	s_movk_i32 s38, 0x2000
	s_movk_i32 s36, 0x4000
	s_movk_i32 s12, 0x6000
	s_mov_b32 s10, 0x8000
	s_mov_b32 s39, 0x9000
	s_mov_b32 s37, 0xa000
	s_mov_b32 s35, 0xb000
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
.LBB0_5:                                ; %._crit_edge
	s_and_b64 s[0:1], s[28:29], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	v_or3_b32 v32, v49, v48, s34
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
	s_cbranch_scc0 .LBB0_9
.LBB0_10:
	s_and_b64 s[0:1], s[16:17], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_11
.LBB0_12:
	v_add_u32_e32 v40, s35, v32
	ds_read_u16 v36, v40 offset:384
	ds_read_u16 v37, v40 offset:256
	ds_read_u16 v38, v40 offset:128
	ds_read_u16 v39, v40
	v_add_u32_e32 v32, s12, v46
	s_mov_b32 s0, 0x5040100
	ds_read2st64_b64 v[32:35], v32 offset1:8
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v53, v36, v37, s0
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v52, v38, v39, s0
	ds_read_u16 v46, v40 offset:1408
	ds_read_u16 v47, v40 offset:1280
	ds_read_u16 v48, v40 offset:1152
	ds_read_u16 v49, v40 offset:1024
	v_add_u32_e32 v36, s12, v45
	ds_read2st64_b64 v[36:39], v36 offset1:8
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v55, v46, v47, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[52:53], v[32:33], v[16:31]
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v54, v48, v49, s0
	ds_read_u16 v32, v40 offset:2432
	ds_read_u16 v33, v40 offset:2304
	ds_read_u16 v48, v40 offset:2176
	ds_read_u16 v49, v40 offset:2048
	v_add_u32_e32 v44, s12, v44
	ds_read2st64_b64 v[44:47], v44 offset1:8
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v33, v32, v33, s0
	v_add_u32_e32 v43, s12, v43
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v32, v48, v49, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[52:53], v[34:35], v[0:15]
	ds_read2st64_b64 v[48:51], v43 offset1:8
	v_mfma_f32_32x32x8_f16 v[16:31], v[54:55], v[36:37], v[16:31]
	ds_read_u16 v36, v40 offset:3456
	ds_read_u16 v37, v40 offset:3328
	ds_read_u16 v56, v40 offset:3200
	ds_read_u16 v40, v40 offset:3072
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v37, v36, v37, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v36, v56, v40, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[38:39], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[32:33], v[44:45], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[32:33], v[46:47], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[36:37], v[48:49], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[36:37], v[50:51], v[0:15]
.LBB0_11:
	v_lshrrev_b32_e32 v32, 3, v42
	s_lshr_b32 s0, s34, 1
	v_or_b32_e32 v32, s0, v32
	v_or_b32_e32 v33, 16, v32
	v_or_b32_e32 v34, s31, v33
	v_cmp_gt_i32_e32 vcc, s9, v34
	v_or_b32_e32 v34, s31, v32
	s_lshr_b32 s0, s33, 2
	v_cmp_gt_i32_e64 s[2:3], s9, v34
	v_or_b32_e32 v34, s0, v41
	v_or_b32_e32 v35, 64, v34
	v_cvt_f16_f32_e32 v16, v16
	v_cvt_f16_f32_e32 v17, v17
	v_or_b32_e32 v36, s30, v35
	v_cvt_f16_f32_e32 v18, v18
	v_cvt_f16_f32_e32 v19, v19
	s_mul_i32 s6, s13, s30
	v_cmp_gt_i32_e64 s[0:1], s8, v36
	v_or_b32_e32 v36, s30, v34
	v_cvt_f16_f32_e32 v38, v0
	v_mul_lo_u32 v0, v34, s13
	s_add_i32 s6, s6, s31
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
.LBB0_6:
	v_add_u32_e32 v33, s10, v32
	ds_read_u16 v38, v33 offset:384
	ds_read_u16 v39, v33 offset:256
	ds_read_u16 v40, v33 offset:128
	ds_read_u16 v47, v33
	v_add_u32_e32 v34, s42, v46
	s_mov_b32 s0, 0x5040100
	ds_read2st64_b64 v[34:37], v34 offset1:8
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v39, v38, v39, s0
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v38, v40, v47, s0
	ds_read_u16 v40, v33 offset:1408
	ds_read_u16 v47, v33 offset:1280
	ds_read_u16 v52, v33 offset:1152
	ds_read_u16 v53, v33 offset:1024
	v_add_u32_e32 v48, s42, v45
	ds_read2st64_b64 v[48:51], v48 offset1:8
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v61, v40, v47, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[38:39], v[34:35], v[16:31]
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v60, v52, v53, s0
	ds_read_u16 v34, v33 offset:2432
	ds_read_u16 v35, v33 offset:2304
	ds_read_u16 v40, v33 offset:2176
	ds_read_u16 v47, v33 offset:2048
	v_add_u32_e32 v52, s42, v44
	ds_read2st64_b64 v[52:55], v52 offset1:8
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v35, v34, v35, s0
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v34, v40, v47, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[36:37], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[60:61], v[48:49], v[16:31]
	ds_read_u16 v40, v33 offset:3456
	ds_read_u16 v47, v33 offset:3328
	ds_read_u16 v48, v33 offset:3200
	ds_read_u16 v33, v33 offset:3072
	v_add_u32_e32 v49, s42, v43
	ds_read2st64_b64 v[56:59], v49 offset1:8
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v49, v40, v47, s0
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v48, v48, v33, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[60:61], v[50:51], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[34:35], v[52:53], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[54:55], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[56:57], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[48:49], v[58:59], v[0:15]
	s_and_b64 s[0:1], s[22:23], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_8
.LBB0_7:
	v_add_u32_e32 v33, s39, v32
	ds_read_u16 v38, v33 offset:384
	ds_read_u16 v39, v33 offset:256
	ds_read_u16 v40, v33 offset:128
	ds_read_u16 v47, v33
	v_add_u32_e32 v34, s38, v46
	s_mov_b32 s0, 0x5040100
	ds_read2st64_b64 v[34:37], v34 offset1:8
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v39, v38, v39, s0
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v38, v40, v47, s0
	ds_read_u16 v40, v33 offset:1408
	ds_read_u16 v47, v33 offset:1280
	ds_read_u16 v52, v33 offset:1152
	ds_read_u16 v53, v33 offset:1024
	v_add_u32_e32 v48, s38, v45
	ds_read2st64_b64 v[48:51], v48 offset1:8
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v61, v40, v47, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[38:39], v[34:35], v[16:31]
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v60, v52, v53, s0
	ds_read_u16 v34, v33 offset:2432
	ds_read_u16 v35, v33 offset:2304
	ds_read_u16 v40, v33 offset:2176
	ds_read_u16 v47, v33 offset:2048
	v_add_u32_e32 v52, s38, v44
	ds_read2st64_b64 v[52:55], v52 offset1:8
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v35, v34, v35, s0
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v34, v40, v47, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[36:37], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[60:61], v[48:49], v[16:31]
	ds_read_u16 v40, v33 offset:3456
	ds_read_u16 v47, v33 offset:3328
	ds_read_u16 v48, v33 offset:3200
	ds_read_u16 v33, v33 offset:3072
	v_add_u32_e32 v49, s38, v43
	ds_read2st64_b64 v[56:59], v49 offset1:8
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v49, v40, v47, s0
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v48, v48, v33, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[60:61], v[50:51], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[34:35], v[52:53], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[54:55], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[56:57], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[48:49], v[58:59], v[0:15]
	s_and_b64 s[0:1], s[18:19], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_10
.LBB0_9:
	v_add_u32_e32 v33, s37, v32
	ds_read_u16 v38, v33 offset:384
	ds_read_u16 v39, v33 offset:256
	ds_read_u16 v40, v33 offset:128
	ds_read_u16 v47, v33
	v_add_u32_e32 v34, s36, v46
	s_mov_b32 s0, 0x5040100
	ds_read2st64_b64 v[34:37], v34 offset1:8
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v39, v38, v39, s0
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v38, v40, v47, s0
	ds_read_u16 v40, v33 offset:1408
	ds_read_u16 v47, v33 offset:1280
	ds_read_u16 v52, v33 offset:1152
	ds_read_u16 v53, v33 offset:1024
	v_add_u32_e32 v48, s36, v45
	ds_read2st64_b64 v[48:51], v48 offset1:8
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v61, v40, v47, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[38:39], v[34:35], v[16:31]
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v60, v52, v53, s0
	ds_read_u16 v34, v33 offset:2432
	ds_read_u16 v35, v33 offset:2304
	ds_read_u16 v40, v33 offset:2176
	ds_read_u16 v47, v33 offset:2048
	v_add_u32_e32 v52, s36, v44
	ds_read2st64_b64 v[52:55], v52 offset1:8
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v35, v34, v35, s0
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v34, v40, v47, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[36:37], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[60:61], v[48:49], v[16:31]
	ds_read_u16 v40, v33 offset:3456
	ds_read_u16 v47, v33 offset:3328
	ds_read_u16 v48, v33 offset:3200
	ds_read_u16 v33, v33 offset:3072
	v_add_u32_e32 v49, s36, v43
	ds_read2st64_b64 v[56:59], v49 offset1:8
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v49, v40, v47, s0
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v48, v48, v33, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[60:61], v[50:51], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[34:35], v[52:53], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[54:55], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[56:57], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[48:49], v[58:59], v[0:15]
	s_and_b64 s[0:1], s[16:17], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_12
	s_branch .LBB0_11
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
		.amdhsa_next_free_vgpr 66
		.amdhsa_next_free_sgpr 47
		.amdhsa_accum_offset 68
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
	.set .Lmatmul_kernel.num_vgpr, 66
	.set .Lmatmul_kernel.num_agpr, 0
	.set .Lmatmul_kernel.numbered_sgpr, 47
	.set .Lmatmul_kernel.num_named_barrier, 0
	.set .Lmatmul_kernel.private_seg_size, 0
	.set .Lmatmul_kernel.uses_vcc, 1
	.set .Lmatmul_kernel.uses_flat_scratch, 0
	.set .Lmatmul_kernel.has_dyn_sized_stack, 0
	.set .Lmatmul_kernel.has_recursion, 0
	.set .Lmatmul_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4448
; TotalNumSgprs: 53
; NumVgprs: 66
; NumAgprs: 0
; TotalNumVgprs: 66
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 53
; NumVGPRsForWavesPerEU: 66
; AccumOffset: 68
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 16
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
    .sgpr_count:     53
    .sgpr_spill_count: 0
    .symbol:         matmul_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     66
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
