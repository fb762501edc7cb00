; flash_attention_tma config 0 (BLOCK_M=128 BLOCK_N=128 WARP_SPECIALIZE=False num_warps=8 num_stages=3) on hip:gfx942, normalized
	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	flash_attention_tma_kernel      ; -- Begin function flash_attention_tma_kernel
	.p2align	8
	.type	flash_attention_tma_kernel,@function
flash_attention_tma_kernel:             ; @flash_attention_tma_kernel
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.31:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.32:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dword s28, s[0:1], 0x40
	s_not_b32 s1, s16
	v_readfirstlane_b32 s33, v0
	s_and_b32 s0, s33, 0x1c0
	v_and_b32_e32 v16, 63, v0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s88, s28, s1
	s_lshl_b32 s89, s88, 7
	s_lshl_b32 s90, s12, 7
	v_or_b32_e32 v17, s0, v16
	s_ashr_i32 s0, s89, 31
	v_lshrrev_b32_e32 v76, 4, v17
	v_mov_b32_e32 v9, s0
	v_mov_b32_e32 v3, s0
	v_mov_b32_e32 v5, s0
	v_mov_b32_e32 v7, s0
	s_mul_i32 s90, s90, s17
	s_lshl_b32 s0, s88, 14
	s_ashr_i32 s13, s12, 31
	v_or_b32_e32 v75, 32, v76
	s_and_b32 s29, s33, 0xc0
	s_add_i32 s30, s0, s90
	v_or_b32_e32 v74, 64, v76
	v_or_b32_e32 v73, 0x60, v76
	v_lshlrev_b32_e32 v1, 3, v0
	v_or_b32_e32 v8, s89, v76
	v_or_b32_e32 v2, s89, v75
	s_cmp_lt_i32 s17, s11
	v_and_b32_e32 v18, 0x78, v1
	v_or_b32_e32 v4, s89, v74
	v_or_b32_e32 v6, s89, v73
	s_cselect_b64 s[82:83], -1, 0
	s_cmp_gt_i32 s89, -1
	v_cmp_gt_i64_e32 vcc, s[12:13], v[8:9]
	v_cmp_gt_i64_e64 s[0:1], s[12:13], v[2:3]
	s_mov_b64 s[84:85], s[6:7]
	s_mov_b64 s[20:21], s[2:3]
	v_lshl_or_b32 v70, v76, 7, v18
	v_lshl_or_b32 v71, v75, 7, v18
	s_cselect_b64 s[14:15], -1, 0
	v_cmp_gt_i64_e64 s[2:3], s[12:13], v[4:5]
	v_cmp_gt_i64_e64 s[6:7], s[12:13], v[6:7]
	s_and_b64 s[18:19], vcc, s[82:83]
	s_and_b64 s[0:1], s[0:1], s[82:83]
	scratch_store_dword off, v1, off offset:400 ; 4-byte Folded Spill
	s_and_b64 s[24:25], s[2:3], s[82:83]
	s_and_b64 s[26:27], s[6:7], s[82:83]
	s_mov_b32 s7, 0x27000
	s_mov_b32 s6, 0x7ffffffe
	v_add_lshl_u32 v1, s30, v70, 1
	v_bfrev_b32_e32 v81, 1
	s_and_b64 vcc, s[18:19], s[14:15]
	v_add_lshl_u32 v2, v71, s30, 1
	s_and_b64 s[2:3], s[0:1], s[14:15]
	v_lshl_or_b32 v46, v74, 7, v18
	v_lshl_or_b32 v47, v73, 7, v18
	s_and_b32 s21, s21, 0xffff
	s_mov_b32 s22, s6
	s_mov_b32 s23, s7
	scratch_store_dword off, v1, off offset:328 ; 4-byte Folded Spill
	v_cndmask_b32_e32 v1, v81, v1, vcc
	scratch_store_dword off, v2, off offset:332 ; 4-byte Folded Spill
	v_cndmask_b32_e64 v2, v81, v2, s[2:3]
	scratch_store_dword off, v1, off offset:384 ; 4-byte Folded Spill
	buffer_load_dwordx4 v[20:23], v1, s[20:23], 0 offen
	buffer_load_dwordx4 v[4:7], v2, s[20:23], 0 offen
	v_add_lshl_u32 v1, v46, s30, 1
	scratch_store_dword off, v2, off offset:388 ; 4-byte Folded Spill
	s_and_b64 s[0:1], s[24:25], s[14:15]
	v_add_lshl_u32 v2, v47, s30, 1
	s_and_b64 s[14:15], s[26:27], s[14:15]
	scratch_store_dword off, v1, off offset:336 ; 4-byte Folded Spill
	v_cndmask_b32_e64 v1, v81, v1, s[0:1]
	scratch_store_dword off, v2, off offset:340 ; 4-byte Folded Spill
	v_cndmask_b32_e64 v2, v81, v2, s[14:15]
	buffer_load_dwordx4 v[8:11], v1, s[20:23], 0 offen
	buffer_load_dwordx4 v[12:15], v2, s[20:23], 0 offen
	v_and_b32_e32 v77, 31, v0
	scratch_store_dword off, v0, off offset:380 ; 4-byte Folded Spill
	v_and_b32_e32 v78, 32, v0
	v_lshrrev_b32_e32 v0, 1, v17
	v_lshlrev_b32_e32 v72, 4, v17
	scratch_store_dword off, v0, off offset:404 ; 4-byte Folded Spill
	v_and_b32_e32 v17, 0x78, v0
	v_lshrrev_b32_e32 v80, 2, v78
	v_lshl_or_b32 v0, s29, 7, v18
	v_lshlrev_b32_e32 v79, 8, v77
	v_xor_b32_e32 v0, v0, v80
	v_xor_b32_e32 v17, v17, v72
	v_or_b32_e32 v0, v0, v79
	scratch_store_dword off, v1, off offset:392 ; 4-byte Folded Spill
	v_add_u32_e32 v19, 0, v17
	v_add_u32_e32 v1, 0, v0
	scratch_store_dword off, v2, off offset:396 ; 4-byte Folded Spill
	v_xad_u32 v17, v17, 8, 0
	s_cmp_gt_i32 s89, 0
	v_cmp_gt_i32_e64 s[18:19], s12, v76
	s_waitcnt vmcnt(9)
	ds_write2st64_b64 v19, v[20:21], v[4:5] offset1:16
	s_waitcnt vmcnt(4)
	ds_write2st64_b64 v19, v[8:9], v[12:13] offset0:32 offset1:48
	ds_write2st64_b64 v17, v[22:23], v[6:7] offset1:16
	ds_write2st64_b64 v17, v[10:11], v[14:15] offset0:32 offset1:48
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[106:109], v1 offset1:16
	v_xad_u32 v1, v0, 16, 0
	ds_read2_b64 v[110:113], v1 offset1:16
	v_xad_u32 v1, v0, 32, 0
	ds_read2_b64 v[114:117], v1 offset1:16
	v_xad_u32 v1, v0, 48, 0
	ds_read2_b64 v[118:121], v1 offset1:16
	v_xad_u32 v1, v0, 64, 0
	ds_read2_b64 v[122:125], v1 offset1:16
	v_xor_b32_e32 v1, 0x50, v0
	v_add_u32_e32 v1, 0, v1
	ds_read2_b64 v[126:129], v1 offset1:16
	v_xor_b32_e32 v1, 0x60, v0
	v_xor_b32_e32 v0, 0x70, v0
                                        ; kill: killed $sgpr20_sgpr21_sgpr22 killed $sgpr23
	v_add_u32_e32 v0, 0, v0
	s_cselect_b64 s[26:27], -1, 0
	v_cmp_gt_i32_e64 s[20:21], s12, v75
	s_and_b64 s[18:19], s[82:83], s[18:19]
	v_add_u32_e32 v1, 0, v1
	ds_read2_b64 v[132:135], v0 offset1:16
	v_cmp_gt_i32_e64 s[22:23], s12, v74
	s_and_b64 s[20:21], s[82:83], s[20:21]
	v_add_lshl_u32 v0, v70, s90, 1
	s_and_b64 s[18:19], s[26:27], s[18:19]
	ds_read2_b64 v[102:105], v1 offset1:16
	v_cmp_gt_i32_e64 s[24:25], s12, v73
	s_and_b64 s[22:23], s[82:83], s[22:23]
	v_cndmask_b32_e64 v0, v81, v0, s[18:19]
	v_add_lshl_u32 v1, v71, s90, 1
	s_and_b64 s[18:19], s[26:27], s[20:21]
	s_and_b64 s[24:25], s[82:83], s[24:25]
	v_cndmask_b32_e64 v1, v81, v1, s[18:19]
	v_add_lshl_u32 v2, v46, s90, 1
	s_and_b64 s[18:19], s[26:27], s[22:23]
	s_mov_b32 s30, 0
	s_and_b32 s5, s5, 0xffff
	v_cndmask_b32_e64 v2, v81, v2, s[18:19]
	v_add_lshl_u32 v3, v47, s90, 1
	s_and_b64 s[18:19], s[26:27], s[24:25]
	s_and_b32 s85, s85, 0xffff
	s_mov_b32 s86, s6
	s_mov_b32 s87, s7
	buffer_load_dwordx4 v[8:11], v0, s[4:7], 0 offen
	buffer_load_dwordx4 v[12:15], v1, s[4:7], 0 offen
	v_cndmask_b32_e64 v3, v81, v3, s[18:19]
	buffer_load_dwordx4 v[26:29], v0, s[84:87], 0 offen
	buffer_load_dwordx4 v[30:33], v1, s[84:87], 0 offen
	buffer_load_dwordx4 v[34:37], v2, s[84:87], 0 offen
	buffer_load_dwordx4 v[38:41], v3, s[84:87], 0 offen
	v_or_b32_e32 v0, 0x80, v76
	v_mov_b32_e32 v1, s30
	buffer_load_dwordx4 v[18:21], v2, s[4:7], 0 offen
	buffer_load_dwordx4 v[22:25], v3, s[4:7], 0 offen
	s_cmpk_gt_i32 s89, 0x80
	v_or_b32_e32 v2, 0xa0, v76
	v_mov_b32_e32 v3, s30
	v_cmp_gt_i64_e64 s[18:19], s[12:13], v[0:1]
	s_cselect_b64 s[34:35], -1, 0
	v_or_b32_e32 v4, 0xc0, v76
	v_mov_b32_e32 v5, s30
	s_add_i32 s11, s90, 0x4000
	v_cmp_gt_i64_e64 s[20:21], s[12:13], v[2:3]
	s_and_b64 s[18:19], s[82:83], s[18:19]
	v_or_b32_e32 v6, 0xe0, v76
	v_mov_b32_e32 v7, s30
	v_cmp_gt_i64_e64 s[22:23], s[12:13], v[4:5]
	s_and_b64 s[20:21], s[82:83], s[20:21]
	v_add_lshl_u32 v0, v70, s11, 1
	s_and_b64 s[18:19], s[34:35], s[18:19]
	v_cmp_gt_i64_e64 s[24:25], s[12:13], v[6:7]
	s_and_b64 s[22:23], s[82:83], s[22:23]
	v_cndmask_b32_e64 v0, v81, v0, s[18:19]
	v_add_lshl_u32 v1, v71, s11, 1
	s_and_b64 s[18:19], s[34:35], s[20:21]
	s_and_b64 s[24:25], s[82:83], s[24:25]
	v_cndmask_b32_e64 v1, v81, v1, s[18:19]
	v_add_lshl_u32 v2, v46, s11, 1
	s_and_b64 s[18:19], s[34:35], s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_load_dwordx4 v[4:7], v0, s[4:7], 0 offen
	buffer_load_dwordx4 v[42:45], v1, s[4:7], 0 offen
	v_cndmask_b32_e64 v2, v81, v2, s[18:19]
	v_add_lshl_u32 v3, v47, s11, 1
	s_and_b64 s[18:19], s[34:35], s[24:25]
	scratch_store_dword off, v46, off offset:172 ; 4-byte Folded Spill
	scratch_store_dword off, v47, off offset:176 ; 4-byte Folded Spill
	v_cndmask_b32_e64 v3, v81, v3, s[18:19]
	buffer_load_dwordx4 v[46:49], v2, s[4:7], 0 offen
	buffer_load_dwordx4 v[50:53], v3, s[4:7], 0 offen
	buffer_load_dwordx4 v[54:57], v0, s[84:87], 0 offen
	buffer_load_dwordx4 v[58:61], v1, s[84:87], 0 offen
	buffer_load_dwordx4 v[62:65], v2, s[84:87], 0 offen
	buffer_load_dwordx4 v[66:69], v3, s[84:87], 0 offen
	v_mov_b32_e32 v0, 0x3fb8aa3b
	v_mul_f32_e32 v130, s10, v0
	v_add_u32_e32 v0, 0, v72
	s_waitcnt vmcnt(17)
	ds_write_b128 v0, v[8:11]
	s_waitcnt vmcnt(16)
	ds_write_b128 v0, v[12:15] offset:8192
	s_waitcnt vmcnt(11)
	ds_write_b128 v0, v[18:21] offset:16384
	scratch_store_dword off, v0, off offset:344 ; 4-byte Folded Spill
	s_waitcnt vmcnt(11)
	ds_write_b128 v0, v[22:25] offset:24576
	v_add_u32_e32 v0, 0x10000, v72
	ds_write_b128 v0, v[26:29]
	ds_write_b128 v0, v[30:33] offset:8192
	ds_write_b128 v0, v[34:37] offset:16384
	ds_write_b128 v0, v[38:41] offset:24576
	v_add_u32_e32 v0, 0xffff0000, v0
	s_waitcnt vmcnt(10)
	ds_write_b128 v0, v[4:7] offset:32768
	s_waitcnt vmcnt(9)
	ds_write_b128 v0, v[42:45] offset:40960
	s_waitcnt vmcnt(6)
	ds_write_b128 v0, v[46:49] offset:49152
	s_waitcnt vmcnt(5)
	ds_write_b128 v0, v[50:53] offset:57344
	v_add_u32_e32 v0, 0x18000, v72
	s_waitcnt vmcnt(4)
	ds_write_b128 v0, v[54:57]
	s_waitcnt vmcnt(3)
	ds_write_b128 v0, v[58:61] offset:8192
	s_waitcnt vmcnt(2)
	ds_write_b128 v0, v[62:65] offset:16384
	s_waitcnt vmcnt(1)
	ds_write_b128 v0, v[66:69] offset:24576
	v_mov_b32_e32 v0, s13
	v_sub_co_u32_e64 v34, s[10:11], s12, v76
	s_add_i32 s17, s89, 0xffffff00
	s_nop 0
	v_subbrev_co_u32_e64 v35, s[10:11], 0, v0, s[10:11]
	v_sub_co_u32_e64 v36, s[10:11], s12, v75
	s_mov_b32 s25, 1
	s_nop 0
	v_subbrev_co_u32_e64 v37, s[10:11], 0, v0, s[10:11]
	v_sub_co_u32_e64 v38, s[10:11], s12, v74
	s_mov_b32 s24, 0x10000
	s_nop 0
	v_subbrev_co_u32_e64 v39, s[10:11], 0, v0, s[10:11]
	v_sub_co_u32_e64 v40, s[10:11], s12, v73
	s_mov_b32 s18, 0x18000
	s_nop 0
	v_subbrev_co_u32_e64 v41, s[10:11], 0, v0, s[10:11]
	s_cmp_lt_i32 s17, 1
	v_lshlrev_b32_e32 v212, 2, v16
	v_lshlrev_b32_e32 v211, 1, v77
	v_lshlrev_b32_e32 v210, 5, v78
	scratch_store_dword off, v72, off offset:180 ; 4-byte Folded Spill
	scratch_store_dword off, v76, off offset:324 ; 4-byte Folded Spill
	scratch_store_dword off, v78, off offset:216 ; 4-byte Folded Spill
	scratch_store_dword off, v210, off offset:408 ; 4-byte Folded Spill
	scratch_store_dword off, v70, off offset:164 ; 4-byte Folded Spill
	scratch_store_dword off, v71, off offset:168 ; 4-byte Folded Spill
	scratch_store_dwordx2 off, v[34:35], off offset:184 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[36:37], off offset:192 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[38:39], off offset:200 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[40:41], off offset:208 ; 8-byte Folded Spill
	scratch_store_dwordx4 off, v[102:105], off offset:132 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[132:135], off offset:148 ; 16-byte Folded Spill
	scratch_store_dword off, v77, off offset:320 ; 4-byte Folded Spill
	s_cbranch_scc1 .LBB0_1
; %bb.1:                                ; %.lr.ph
	v_mov_b32_e32 v0, 0x20000
	s_mov_b32 s10, 0x20000
	v_lshl_add_u32 v0, v77, 2, v0
	s_and_b32 s34, s33, 0x180
	scratch_store_dword off, v0, off offset:252 ; 4-byte Folded Spill
	v_add3_u32 v0, s10, v210, v211
	s_lshr_b32 s10, s34, 1
	v_mov_b32_e32 v32, 0
	s_lshl_b32 s31, s29, 1
	s_and_b32 s35, s33, 64
	v_add_u32_e32 v160, s29, v0
	v_add_u32_e32 v162, s10, v0
	s_mov_b32 s19, 0x8000
	v_mov_b32_e32 v131, v130
	v_mov_b32_e32 v163, 0xff800000
	v_mov_b32_e32 v0, 0
	s_mov_b32 s36, 0x5040100
	s_mov_b32 s37, 0
	v_mov_b32_e32 v33, v32
	v_mov_b32_e32 v30, v32
	v_mov_b32_e32 v31, v32
	v_mov_b32_e32 v28, v32
	v_mov_b32_e32 v29, v32
	v_mov_b32_e32 v26, v32
	v_mov_b32_e32 v27, v32
	v_mov_b32_e32 v24, v32
	v_mov_b32_e32 v25, v32
	v_mov_b32_e32 v22, v32
	v_mov_b32_e32 v23, v32
	v_mov_b32_e32 v20, v32
	v_mov_b32_e32 v21, v32
	v_mov_b32_e32 v18, v32
	v_mov_b32_e32 v19, v32
	v_mov_b32_e32 v16, v32
	v_mov_b32_e32 v17, v32
	v_mov_b32_e32 v14, v32
	v_mov_b32_e32 v15, v32
	v_mov_b32_e32 v12, v32
	v_mov_b32_e32 v13, v32
	v_mov_b32_e32 v10, v32
	v_mov_b32_e32 v11, v32
	v_mov_b32_e32 v8, v32
	v_mov_b32_e32 v9, v32
	v_mov_b32_e32 v6, v32
	v_mov_b32_e32 v7, v32
	v_mov_b32_e32 v4, v32
	v_mov_b32_e32 v5, v32
	v_mov_b32_e32 v2, v32
	v_mov_b32_e32 v3, v32
	scratch_store_dword off, v79, off offset:220 ; 4-byte Folded Spill
	scratch_store_dword off, v80, off offset:236 ; 4-byte Folded Spill
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_add_i32 s22, s37, 0x100
	s_lshl_b32 s10, s22, 7
	s_ashr_i32 s23, s22, 31
	s_add_i32 s42, s10, s90
	s_cmp_gt_i32 s22, -1
	s_cselect_b64 s[40:41], -1, 0
	v_cmp_lt_i64_e64 s[10:11], s[22:23], v[34:35]
	s_and_b64 s[10:11], s[40:41], s[10:11]
	s_and_b64 s[10:11], s[82:83], s[10:11]
	v_add_lshl_u32 v1, s42, v70, 1
	v_cndmask_b32_e64 v1, v81, v1, s[10:11]
	s_mov_b32 s39, s30
	s_mov_b32 s30, s19
	s_mov_b32 s38, s24
	s_mov_b32 s24, s18
	v_cmp_lt_i64_e64 s[18:19], s[22:23], v[36:37]
	buffer_load_dwordx4 v[34:37], v1, s[4:7], 0 offen
	s_and_b64 s[18:19], s[40:41], s[18:19]
	s_and_b64 s[18:19], s[82:83], s[18:19]
	v_cmp_lt_i64_e64 s[20:21], s[22:23], v[38:39]
	s_and_b64 s[20:21], s[40:41], s[20:21]
	s_and_b64 s[20:21], s[82:83], s[20:21]
	v_cmp_lt_i64_e64 s[22:23], s[22:23], v[40:41]
	s_and_b64 s[22:23], s[40:41], s[22:23]
	s_and_b64 s[22:23], s[82:83], s[22:23]
	s_mov_b32 s86, s6
	s_mov_b32 s87, s7
	s_add_i32 s10, s35, s38
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[34:37], off ; 16-byte Folded Spill
	s_nop 1
	v_add_lshl_u32 v34, s42, v71, 1
	v_cndmask_b32_e64 v161, v81, v34, s[18:19]
	buffer_load_dwordx4 v[34:37], v161, s[4:7], 0 offen
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[34:37], off offset:16 ; 16-byte Folded Spill
	scratch_load_dword v34, off, off offset:172 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_lshl_u32 v34, s42, v34, 1
	v_cndmask_b32_e64 v208, v81, v34, s[20:21]
	buffer_load_dwordx4 v[34:37], v208, s[4:7], 0 offen
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[34:37], off offset:32 ; 16-byte Folded Spill
	scratch_load_dword v34, off, off offset:176 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_lshl_u32 v34, s42, v34, 1
	v_cndmask_b32_e64 v209, v81, v34, s[22:23]
	buffer_load_dwordx4 v[34:37], v209, s[4:7], 0 offen
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[34:37], off offset:48 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	s_barrier
	scratch_load_dwordx4 v[214:217], off, off offset:132 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[218:221], off, off offset:148 ; 16-byte Folded Reload
	v_add3_u32 v34, s39, v80, v79
	v_add_u32_e32 v35, 0x2000, v34
	ds_read2_b64 v[50:53], v34 offset1:2
	ds_read2_b64 v[54:57], v34 offset0:4 offset1:6
	ds_read2_b64 v[58:61], v34 offset0:8 offset1:10
	ds_read2_b64 v[62:65], v34 offset0:12 offset1:14
	ds_read2_b64 v[66:69], v34 offset0:16 offset1:18
	ds_read2_b64 v[70:73], v34 offset0:20 offset1:22
	ds_read2_b64 v[74:77], v34 offset0:24 offset1:26
	ds_read2_b64 v[78:81], v34 offset0:28 offset1:30
	ds_read2_b64 v[82:85], v35 offset1:2
	ds_read2_b64 v[86:89], v35 offset0:4 offset1:6
	ds_read2_b64 v[90:93], v35 offset0:8 offset1:10
	ds_read2_b64 v[94:97], v35 offset0:12 offset1:14
	ds_read2_b64 v[98:101], v35 offset0:16 offset1:18
	ds_read2_b64 v[102:105], v35 offset0:20 offset1:22
	ds_read2_b64 v[132:135], v35 offset0:24 offset1:26
	ds_read2_b64 v[136:139], v35 offset0:28 offset1:30
	v_add_u32_e32 v35, 0x4000, v34
	v_add_u32_e32 v34, 0x6000, v34
	ds_read2_b64 v[140:143], v35 offset1:2
	ds_read2_b64 v[144:147], v35 offset0:4 offset1:6
	ds_read2_b64 v[148:151], v35 offset0:8 offset1:10
	ds_read2_b64 v[152:155], v35 offset0:12 offset1:14
	ds_read2_b64 v[156:159], v35 offset0:16 offset1:18
	ds_read2_b64 v[164:167], v35 offset0:20 offset1:22
	ds_read2_b64 v[168:171], v35 offset0:24 offset1:26
	ds_read2_b64 v[172:175], v35 offset0:28 offset1:30
	ds_read2_b64 v[176:179], v34 offset1:2
	ds_read2_b64 v[180:183], v34 offset0:4 offset1:6
	ds_read2_b64 v[184:187], v34 offset0:8 offset1:10
	ds_read2_b64 v[188:191], v34 offset0:12 offset1:14
	ds_read2_b64 v[192:195], v34 offset0:16 offset1:18
	ds_read2_b64 v[196:199], v34 offset0:20 offset1:22
	ds_read2_b64 v[200:203], v34 offset0:24 offset1:26
	ds_read2_b64 v[204:207], v34 offset0:28 offset1:30
	s_waitcnt lgkmcnt(14)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[106:107], 0
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[110:111], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[54:55], v[114:115], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[56:57], v[118:119], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[58:59], v[122:123], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[60:61], v[126:127], v[34:49]
	s_waitcnt vmcnt(1)
	v_mfma_f32_32x32x8_f16 v[34:49], v[62:63], v[214:215], v[34:49]
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[64:65], v[218:219], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[82:83], v[106:107], 0
	v_mfma_f32_32x32x8_f16 v[34:49], v[66:67], v[108:109], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[84:85], v[110:111], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[68:69], v[112:113], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[86:87], v[114:115], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[70:71], v[116:117], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[88:89], v[118:119], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[72:73], v[120:121], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[90:91], v[122:123], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[74:75], v[124:125], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[92:93], v[126:127], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[76:77], v[128:129], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[94:95], v[214:215], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[78:79], v[216:217], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[96:97], v[218:219], v[50:65]
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_32x32x8_f16 v[82:97], v[176:177], v[106:107], 0
	v_mfma_f32_32x32x8_f16 v[34:49], v[80:81], v[220:221], v[34:49]
	v_mfma_f32_32x32x8_f16 v[66:81], v[140:141], v[106:107], 0
	v_mfma_f32_32x32x8_f16 v[82:97], v[178:179], v[110:111], v[82:97]
	v_mfma_f32_32x32x8_f16 v[66:81], v[142:143], v[110:111], v[66:81]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x8_f16 v[82:97], v[180:181], v[114:115], v[82:97]
	v_mfma_f32_32x32x8_f16 v[66:81], v[144:145], v[114:115], v[66:81]
	v_mfma_f32_32x32x8_f16 v[82:97], v[182:183], v[118:119], v[82:97]
	v_mfma_f32_32x32x8_f16 v[66:81], v[146:147], v[118:119], v[66:81]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_f16 v[82:97], v[184:185], v[122:123], v[82:97]
	v_mfma_f32_32x32x8_f16 v[66:81], v[148:149], v[122:123], v[66:81]
	v_mfma_f32_32x32x8_f16 v[82:97], v[186:187], v[126:127], v[82:97]
	v_mfma_f32_32x32x8_f16 v[66:81], v[150:151], v[126:127], v[66:81]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[82:97], v[188:189], v[214:215], v[82:97]
	v_add3_u32 v188, s10, v210, v211
	s_add_i32 s10, s25, 1
	s_cmp_lt_i32 s10, 2
	s_cselect_b32 s25, s10, 0
	s_lshl_b32 s19, s25, 15
	s_add_i32 s18, s19, 0x10000
	s_addk_i32 s37, 0x80
	v_mfma_f32_32x32x8_f16 v[66:81], v[152:153], v[214:215], v[66:81]
	s_cmp_lt_i32 s37, s17
	v_mfma_f32_32x32x8_f16 v[82:97], v[190:191], v[218:219], v[82:97]
	v_mfma_f32_32x32x8_f16 v[66:81], v[154:155], v[218:219], v[66:81]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[82:97], v[192:193], v[108:109], v[82:97]
	v_mfma_f32_32x32x8_f16 v[50:65], v[98:99], v[108:109], v[50:65]
	v_max3_f32 v98, v34, v35, v36
	v_max3_f32 v99, v37, v38, v39
	v_mfma_f32_32x32x8_f16 v[66:81], v[156:157], v[108:109], v[66:81]
	v_mfma_f32_32x32x8_f16 v[82:97], v[194:195], v[112:113], v[82:97]
	v_mfma_f32_32x32x8_f16 v[50:65], v[100:101], v[112:113], v[50:65]
	v_max3_f32 v100, v40, v41, v42
	v_max3_f32 v101, v43, v44, v45
	v_max3_f32 v98, v98, v99, v100
	v_mfma_f32_32x32x8_f16 v[66:81], v[158:159], v[112:113], v[66:81]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[82:97], v[196:197], v[116:117], v[82:97]
	v_mfma_f32_32x32x8_f16 v[50:65], v[102:103], v[116:117], v[50:65]
	v_max3_f32 v102, v46, v47, v48
	v_mfma_f32_32x32x8_f16 v[66:81], v[164:165], v[116:117], v[66:81]
	v_mfma_f32_32x32x8_f16 v[82:97], v[198:199], v[120:121], v[82:97]
	v_mfma_f32_32x32x8_f16 v[50:65], v[104:105], v[120:121], v[50:65]
	v_mfma_f32_32x32x8_f16 v[66:81], v[166:167], v[120:121], v[66:81]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[82:97], v[200:201], v[124:125], v[82:97]
	v_mfma_f32_32x32x8_f16 v[50:65], v[132:133], v[124:125], v[50:65]
	v_mfma_f32_32x32x8_f16 v[66:81], v[168:169], v[124:125], v[66:81]
	v_mfma_f32_32x32x8_f16 v[82:97], v[202:203], v[128:129], v[82:97]
	v_mfma_f32_32x32x8_f16 v[50:65], v[134:135], v[128:129], v[50:65]
	v_mfma_f32_32x32x8_f16 v[66:81], v[170:171], v[128:129], v[66:81]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[82:97], v[204:205], v[216:217], v[82:97]
	v_mfma_f32_32x32x8_f16 v[50:65], v[136:137], v[216:217], v[50:65]
	v_mfma_f32_32x32x8_f16 v[66:81], v[172:173], v[216:217], v[66:81]
	v_mfma_f32_32x32x8_f16 v[82:97], v[206:207], v[220:221], v[82:97]
	v_mfma_f32_32x32x8_f16 v[50:65], v[138:139], v[220:221], v[50:65]
	s_nop 9
	v_max_f32_e32 v142, v89, v89
	v_max_f32_e32 v143, v88, v88
	v_max3_f32 v140, v82, v83, v84
	v_max3_f32 v141, v85, v86, v87
	v_max_f32_e32 v142, v143, v142
	v_max3_f32 v143, v91, v92, v93
	v_max3_f32 v144, v94, v95, v96
	v_mfma_f32_32x32x8_f16 v[66:81], v[174:175], v[220:221], v[66:81]
	v_max3_f32 v103, v49, v50, v51
	v_max3_f32 v104, v52, v53, v54
	v_max3_f32 v105, v55, v56, v57
	v_max3_f32 v132, v58, v59, v60
	v_max3_f32 v133, v61, v62, v63
	v_max3_f32 v99, v101, v102, v103
	v_max3_f32 v100, v104, v105, v132
	s_nop 3
	v_max3_f32 v134, v64, v65, v66
	v_max3_f32 v135, v67, v68, v69
	v_max3_f32 v136, v70, v71, v72
	v_max3_f32 v137, v73, v74, v75
	v_max3_f32 v138, v76, v77, v78
	v_max3_f32 v139, v79, v80, v81
	v_max3_f32 v101, v133, v134, v135
	v_max3_f32 v102, v136, v137, v138
	v_max3_f32 v103, v139, v140, v141
	v_max3_f32 v104, v142, v90, v143
	v_max3_f32 v98, v98, v99, v100
	v_max3_f32 v99, v101, v102, v103
	v_max3_f32 v100, v104, v144, v97
	v_max3_f32 v98, v98, v99, v100
	v_xor_b32_e32 v141, 0x80, v212
	ds_bpermute_b32 v99, v141, v98
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v99, v99, v99
	v_max_f32_e32 v98, v98, v99
	v_mul_f32_e32 v98, v130, v98
	v_max_f32_e32 v99, v163, v163
	v_max_f32_e32 v140, v99, v98
	v_pk_fma_f32 v[34:35], v[130:131], v[34:35], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], v[130:131], v[36:37], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[130:131], v[38:39], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], v[130:131], v[40:41], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], v[130:131], v[42:43], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], v[130:131], v[44:45], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[130:131], v[46:47], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], v[130:131], v[48:49], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], v[130:131], v[50:51], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[52:53], v[130:131], v[52:53], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[54:55], v[130:131], v[54:55], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[56:57], v[130:131], v[56:57], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], v[130:131], v[58:59], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[60:61], v[130:131], v[60:61], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], v[130:131], v[62:63], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[64:65], v[130:131], v[64:65], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], v[130:131], v[66:67], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], v[130:131], v[68:69], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], v[130:131], v[70:71], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[72:73], v[130:131], v[72:73], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[74:75], v[130:131], v[74:75], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[76:77], v[130:131], v[76:77], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[78:79], v[130:131], v[78:79], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[80:81], v[130:131], v[80:81], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[82:83], v[130:131], v[82:83], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[84:85], v[130:131], v[84:85], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[86:87], v[130:131], v[86:87], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[88:89], v[130:131], v[88:89], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[90:91], v[130:131], v[90:91], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[92:93], v[130:131], v[92:93], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[94:95], v[130:131], v[94:95], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[96:97], v[130:131], v[96:97], v[140:141] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v34, v34
	v_exp_f32_e32 v35, v35
	v_exp_f32_e32 v36, v36
	v_exp_f32_e32 v37, v37
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v48, v48
	v_exp_f32_e32 v49, v49
	v_exp_f32_e32 v50, v50
	v_exp_f32_e32 v51, v51
	v_exp_f32_e32 v52, v52
	v_exp_f32_e32 v53, v53
	v_exp_f32_e32 v54, v54
	v_exp_f32_e32 v55, v55
	v_exp_f32_e32 v56, v56
	v_exp_f32_e32 v57, v57
	v_exp_f32_e32 v58, v58
	v_exp_f32_e32 v59, v59
	v_exp_f32_e32 v60, v60
	v_exp_f32_e32 v61, v61
	v_exp_f32_e32 v62, v62
	v_exp_f32_e32 v63, v63
	v_exp_f32_e32 v64, v64
	v_exp_f32_e32 v65, v65
	v_exp_f32_e32 v66, v66
	v_exp_f32_e32 v67, v67
	v_exp_f32_e32 v68, v68
	v_exp_f32_e32 v69, v69
	v_exp_f32_e32 v70, v70
	v_exp_f32_e32 v71, v71
	v_exp_f32_e32 v72, v72
	v_exp_f32_e32 v73, v73
	v_exp_f32_e32 v74, v74
	v_exp_f32_e32 v75, v75
	v_exp_f32_e32 v76, v76
	v_exp_f32_e32 v77, v77
	v_exp_f32_e32 v78, v78
	v_exp_f32_e32 v79, v79
	v_exp_f32_e32 v80, v80
	v_exp_f32_e32 v81, v81
	v_exp_f32_e32 v82, v82
	v_exp_f32_e32 v83, v83
	v_exp_f32_e32 v84, v84
	v_exp_f32_e32 v85, v85
	v_exp_f32_e32 v86, v86
	v_exp_f32_e32 v87, v87
	v_exp_f32_e32 v88, v88
	v_exp_f32_e32 v89, v89
	v_exp_f32_e32 v90, v90
	v_exp_f32_e32 v91, v91
	v_exp_f32_e32 v92, v92
	v_exp_f32_e32 v93, v93
	v_exp_f32_e32 v94, v94
	v_exp_f32_e32 v95, v95
	v_exp_f32_e32 v96, v96
	v_exp_f32_e32 v97, v97
	v_sub_f32_e32 v98, v163, v140
	v_exp_f32_e32 v158, v98
	v_pk_add_f32 v[98:99], v[34:35], v[36:37]
	v_pk_add_f32 v[100:101], v[38:39], v[40:41]
	v_pk_add_f32 v[102:103], v[42:43], v[44:45]
	v_pk_add_f32 v[104:105], v[46:47], v[48:49]
	v_pk_add_f32 v[132:133], v[50:51], v[52:53]
	v_pk_add_f32 v[134:135], v[54:55], v[56:57]
	v_pk_add_f32 v[136:137], v[58:59], v[60:61]
	v_pk_add_f32 v[138:139], v[62:63], v[64:65]
	v_pk_add_f32 v[142:143], v[66:67], v[68:69]
	v_pk_add_f32 v[144:145], v[70:71], v[72:73]
	v_pk_add_f32 v[146:147], v[74:75], v[76:77]
	v_pk_add_f32 v[148:149], v[78:79], v[80:81]
	v_pk_add_f32 v[150:151], v[82:83], v[84:85]
	v_pk_add_f32 v[152:153], v[86:87], v[88:89]
	v_pk_add_f32 v[154:155], v[90:91], v[92:93]
	v_pk_add_f32 v[156:157], v[94:95], v[96:97]
	v_pk_add_f32 v[98:99], v[98:99], v[100:101]
	v_pk_add_f32 v[100:101], v[102:103], v[104:105]
	v_pk_add_f32 v[102:103], v[132:133], v[134:135]
	v_pk_add_f32 v[104:105], v[136:137], v[138:139]
	v_pk_add_f32 v[132:133], v[142:143], v[144:145]
	v_pk_add_f32 v[134:135], v[146:147], v[148:149]
	v_pk_add_f32 v[136:137], v[150:151], v[152:153]
	v_pk_add_f32 v[138:139], v[154:155], v[156:157]
	v_pk_add_f32 v[98:99], v[98:99], v[100:101]
	v_pk_add_f32 v[100:101], v[102:103], v[104:105]
	v_pk_add_f32 v[102:103], v[132:133], v[134:135]
	v_pk_add_f32 v[104:105], v[136:137], v[138:139]
	v_pk_add_f32 v[98:99], v[98:99], v[100:101]
	v_pk_add_f32 v[100:101], v[102:103], v[104:105]
	v_cvt_f16_f32_e32 v34, v34
	v_pk_add_f32 v[98:99], v[98:99], v[100:101]
	v_cvt_f16_f32_e32 v35, v35
	v_add_f32_e32 v98, v98, v99
	ds_bpermute_b32 v99, v141, v98
	v_cvt_f16_f32_e32 v36, v36
	v_cvt_f16_f32_e32 v37, v37
	v_cvt_f16_f32_e32 v38, v38
	v_cvt_f16_f32_e32 v39, v39
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v163, v98, v99
	scratch_load_dword v98, off, off offset:252 ; 4-byte Folded Reload
	v_fmac_f32_e32 v163, v0, v158
	v_cvt_f16_f32_e32 v40, v40
	v_cvt_f16_f32_e32 v41, v41
	v_cvt_f16_f32_e32 v42, v42
	v_cvt_f16_f32_e32 v43, v43
	v_cvt_f16_f32_e32 v44, v44
	v_cvt_f16_f32_e32 v45, v45
	v_cvt_f16_f32_e32 v46, v46
	v_cvt_f16_f32_e32 v47, v47
	v_cvt_f16_f32_e32 v48, v48
	v_cvt_f16_f32_e32 v49, v49
	v_cvt_f16_f32_e32 v50, v50
	v_cvt_f16_f32_e32 v51, v51
	v_cvt_f16_f32_e32 v52, v52
	v_cvt_f16_f32_e32 v53, v53
	v_cvt_f16_f32_e32 v54, v54
	v_cvt_f16_f32_e32 v55, v55
	v_cvt_f16_f32_e32 v56, v56
	v_cvt_f16_f32_e32 v57, v57
	v_cvt_f16_f32_e32 v58, v58
	v_cvt_f16_f32_e32 v59, v59
	v_cvt_f16_f32_e32 v60, v60
	v_cvt_f16_f32_e32 v61, v61
	v_cvt_f16_f32_e32 v62, v62
	v_cvt_f16_f32_e32 v63, v63
	v_cvt_f16_f32_e32 v64, v64
	v_cvt_f16_f32_e32 v65, v65
	v_cvt_f16_f32_e32 v66, v66
	v_cvt_f16_f32_e32 v67, v67
	v_cvt_f16_f32_e32 v68, v68
	v_cvt_f16_f32_e32 v69, v69
	v_cvt_f16_f32_e32 v70, v70
	v_cvt_f16_f32_e32 v71, v71
	v_cvt_f16_f32_e32 v72, v72
	v_cvt_f16_f32_e32 v73, v73
	v_cvt_f16_f32_e32 v74, v74
	v_cvt_f16_f32_e32 v75, v75
	v_cvt_f16_f32_e32 v76, v76
	v_cvt_f16_f32_e32 v77, v77
	v_cvt_f16_f32_e32 v78, v78
	v_cvt_f16_f32_e32 v79, v79
	v_cvt_f16_f32_e32 v80, v80
	v_cvt_f16_f32_e32 v81, v81
	v_cvt_f16_f32_e32 v82, v82
	v_cvt_f16_f32_e32 v83, v83
	v_cvt_f16_f32_e32 v84, v84
	v_cvt_f16_f32_e32 v85, v85
	v_cvt_f16_f32_e32 v86, v86
	v_cvt_f16_f32_e32 v87, v87
	v_cvt_f16_f32_e32 v88, v88
	v_cvt_f16_f32_e32 v89, v89
	v_cvt_f16_f32_e32 v90, v90
	v_cvt_f16_f32_e32 v91, v91
	v_cvt_f16_f32_e32 v92, v92
	v_cvt_f16_f32_e32 v93, v93
	v_cvt_f16_f32_e32 v94, v94
	v_cvt_f16_f32_e32 v95, v95
	v_cvt_f16_f32_e32 v96, v96
	v_cvt_f16_f32_e32 v97, v97
	v_mov_b32_e32 v105, v211
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, s31, v98
	ds_write_b32 v0, v158
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v0, s34, v98
	buffer_load_dwordx4 v[98:101], v1, s[84:87], 0 offen
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[18:19], v[18:19], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[0:1] op_sel_hi:[1,0]
	ds_read_u16 v0, v188
	s_waitcnt lgkmcnt(0)
	scratch_store_dword off, v0, off offset:128 ; 4-byte Folded Spill
	s_waitcnt vmcnt(1)
	scratch_store_dwordx4 off, v[98:101], off offset:64 ; 16-byte Folded Spill
	buffer_load_dwordx4 v[98:101], v161, s[84:87], 0 offen
	ds_read_u16 v211, v188 offset:31232
	ds_read_u16 v213, v188 offset:31488
	ds_read_u16 v210, v188 offset:128
	ds_read_u16 v165, v188 offset:384
	ds_read_u16 v214, v188 offset:640
	ds_read_u16 v146, v188 offset:896
	ds_read_u16 v132, v188 offset:2176
	ds_read_u16 v143, v188 offset:2432
	ds_read_u16 v167, v188 offset:2688
	ds_read_u16 v166, v188 offset:2944
	ds_read_u16 v133, v188 offset:4224
	ds_read_u16 v147, v188 offset:4480
	ds_read_u16 v168, v188 offset:4736
	ds_read_u16 v171, v188 offset:4992
	ds_read_u16 v169, v188 offset:6272
	ds_read_u16 v170, v188 offset:6528
	ds_read_u16 v216, v188 offset:6784
	ds_read_u16 v218, v188 offset:7040
	ds_read_u16 v215, v188 offset:8320
	ds_read_u16 v217, v188 offset:8576
	ds_read_u16 v220, v188 offset:8832
	ds_read_u16 v222, v188 offset:9088
	ds_read_u16 v219, v188 offset:10368
	ds_read_u16 v221, v188 offset:10624
	ds_read_u16 v224, v188 offset:10880
	ds_read_u16 v226, v188 offset:11136
	ds_read_u16 v223, v188 offset:12416
	ds_read_u16 v225, v188 offset:12672
	ds_read_u16 v228, v188 offset:12928
	ds_read_u16 v230, v188 offset:13184
	ds_read_u16 v227, v188 offset:14464
	ds_read_u16 v229, v188 offset:14720
	ds_read_u16 v232, v188 offset:14976
	ds_read_u16 v234, v188 offset:15232
	ds_read_u16 v231, v188 offset:16512
	ds_read_u16 v233, v188 offset:16768
	ds_read_u16 v236, v188 offset:17024
	ds_read_u16 v238, v188 offset:17280
	ds_read_u16 v235, v188 offset:18560
	ds_read_u16 v237, v188 offset:18816
	ds_read_u16 v240, v188 offset:19072
	ds_read_u16 v242, v188 offset:19328
	ds_read_u16 v239, v188 offset:20608
	ds_read_u16 v241, v188 offset:20864
	ds_read_u16 v244, v188 offset:21120
	ds_read_u16 v246, v188 offset:21376
	ds_read_u16 v243, v188 offset:22656
	ds_read_u16 v245, v188 offset:22912
	ds_read_u16 v248, v188 offset:23168
	ds_read_u16 v250, v188 offset:23424
	ds_read_u16 v247, v188 offset:24704
	ds_read_u16 v249, v188 offset:24960
	ds_read_u16 v252, v188 offset:25216
	ds_read_u16 v254, v188 offset:25472
	ds_read_u16 v251, v188 offset:26752
	ds_read_u16 v253, v188 offset:27008
	ds_read_u16 v161, v188 offset:27264
	ds_read_u16 v145, v188 offset:27520
	ds_read_u16 v255, v188 offset:28800
	ds_read_u16 v144, v188 offset:29056
	ds_read_u16 v159, v188 offset:29312
	ds_read_u16 v102, v188 offset:29568
	ds_read_u16 v142, v188 offset:30848
	ds_read_u16 v158, v188 offset:31104
	ds_read_u16 v103, v188 offset:31360
	ds_read_u16 v104, v188 offset:31616
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v144, v144, v255, s36
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v103, v104, v103, s36
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[98:101], off offset:80 ; 16-byte Folded Spill
	buffer_load_dwordx4 v[98:101], v208, s[84:87], 0 offen
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[98:101], off offset:96 ; 16-byte Folded Spill
	buffer_load_dwordx4 v[98:101], v209, s[84:87], 0 offen
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[98:101], off offset:112 ; 16-byte Folded Spill
	ds_read_u16 v164, v188 offset:256
	ds_read_u16 v173, v188 offset:512
	ds_read_u16 v175, v188 offset:768
	ds_read_u16 v172, v188 offset:2048
	ds_read_u16 v174, v188 offset:2304
	ds_read_u16 v177, v188 offset:2560
	ds_read_u16 v181, v188 offset:2816
	ds_read_u16 v176, v188 offset:4096
	ds_read_u16 v178, v188 offset:4352
	ds_read_u16 v183, v188 offset:4608
	ds_read_u16 v185, v188 offset:4864
	ds_read_u16 v182, v188 offset:6144
	ds_read_u16 v184, v188 offset:6400
	ds_read_u16 v186, v188 offset:6656
	ds_read_u16 v187, v188 offset:6912
	ds_read_u16 v0, v188 offset:8192
	ds_read_u16 v1, v188 offset:8448
	ds_read_u16 v99, v188 offset:8704
	ds_read_u16 v101, v188 offset:8960
	ds_read_u16 v98, v188 offset:10240
	ds_read_u16 v100, v188 offset:10496
	ds_read_u16 v135, v188 offset:10752
	ds_read_u16 v137, v188 offset:11008
	ds_read_u16 v134, v188 offset:12288
	ds_read_u16 v136, v188 offset:12544
	ds_read_u16 v139, v188 offset:12800
	ds_read_u16 v148, v188 offset:13056
	ds_read_u16 v138, v188 offset:14336
	ds_read_u16 v141, v188 offset:14592
	ds_read_u16 v150, v188 offset:14848
	ds_read_u16 v152, v188 offset:15104
	ds_read_u16 v149, v188 offset:16384
	ds_read_u16 v151, v188 offset:16640
	ds_read_u16 v154, v188 offset:16896
	ds_read_u16 v156, v188 offset:17152
	ds_read_u16 v153, v188 offset:18432
	ds_read_u16 v155, v188 offset:18688
	ds_read_u16 v179, v188 offset:18944
	ds_read_u16 v189, v188 offset:19200
	ds_read_u16 v157, v188 offset:20480
	ds_read_u16 v180, v188 offset:20736
	ds_read_u16 v191, v188 offset:20992
	ds_read_u16 v193, v188 offset:21248
	ds_read_u16 v190, v188 offset:22528
	ds_read_u16 v192, v188 offset:22784
	ds_read_u16 v195, v188 offset:23040
	ds_read_u16 v197, v188 offset:23296
	ds_read_u16 v194, v188 offset:24576
	ds_read_u16 v196, v188 offset:24832
	ds_read_u16 v199, v188 offset:25088
	ds_read_u16 v201, v188 offset:25344
	ds_read_u16 v198, v188 offset:26624
	ds_read_u16 v200, v188 offset:26880
	ds_read_u16 v203, v188 offset:27136
	ds_read_u16 v205, v188 offset:27392
	ds_read_u16 v202, v188 offset:28672
	ds_read_u16 v204, v188 offset:28928
	ds_read_u16 v207, v188 offset:29184
	ds_read_u16 v209, v188 offset:29440
	ds_read_u16 v206, v188 offset:30720
	ds_read_u16 v208, v188 offset:30976
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v160, v34
	ds_write_b16 v160, v35 offset:256
	ds_write_b16 v160, v36 offset:512
	ds_write_b16 v160, v37 offset:768
	ds_write_b16 v160, v38 offset:2048
	ds_write_b16 v160, v39 offset:2304
	ds_write_b16 v160, v40 offset:2560
	ds_write_b16 v160, v41 offset:2816
	ds_write_b16 v160, v42 offset:4096
	ds_write_b16 v160, v43 offset:4352
	ds_write_b16 v160, v44 offset:4608
	ds_write_b16 v160, v45 offset:4864
	ds_write_b16 v160, v46 offset:6144
	ds_write_b16 v160, v47 offset:6400
	ds_write_b16 v160, v48 offset:6656
	ds_write_b16 v160, v49 offset:6912
	ds_write_b16 v160, v50 offset:8192
	ds_write_b16 v160, v51 offset:8448
	ds_write_b16 v160, v52 offset:8704
	ds_write_b16 v160, v53 offset:8960
	ds_write_b16 v160, v54 offset:10240
	ds_write_b16 v160, v55 offset:10496
	ds_write_b16 v160, v56 offset:10752
	ds_write_b16 v160, v57 offset:11008
	ds_write_b16 v160, v58 offset:12288
	ds_write_b16 v160, v59 offset:12544
	ds_write_b16 v160, v60 offset:12800
	ds_write_b16 v160, v61 offset:13056
	ds_write_b16 v160, v62 offset:14336
	ds_write_b16 v160, v63 offset:14592
	ds_write_b16 v160, v64 offset:14848
	ds_write_b16 v160, v65 offset:15104
	ds_write_b16 v160, v66 offset:16384
	ds_write_b16 v160, v67 offset:16640
	ds_write_b16 v160, v68 offset:16896
	ds_write_b16 v160, v69 offset:17152
	ds_write_b16 v160, v70 offset:18432
	ds_write_b16 v160, v71 offset:18688
	ds_write_b16 v160, v72 offset:18944
	ds_write_b16 v160, v73 offset:19200
	ds_write_b16 v160, v74 offset:20480
	ds_write_b16 v160, v75 offset:20736
	ds_write_b16 v160, v76 offset:20992
	ds_write_b16 v160, v77 offset:21248
	ds_write_b16 v160, v78 offset:22528
	ds_write_b16 v160, v79 offset:22784
	ds_write_b16 v160, v80 offset:23040
	ds_write_b16 v160, v81 offset:23296
	ds_write_b16 v160, v82 offset:24576
	ds_write_b16 v160, v83 offset:24832
	ds_write_b16 v160, v84 offset:25088
	ds_write_b16 v160, v85 offset:25344
	ds_write_b16 v160, v86 offset:26624
	ds_write_b16 v160, v87 offset:26880
	ds_write_b16 v160, v88 offset:27136
	ds_write_b16 v160, v89 offset:27392
	ds_write_b16 v160, v90 offset:28672
	ds_write_b16 v160, v91 offset:28928
	ds_write_b16 v160, v92 offset:29184
	ds_write_b16 v160, v93 offset:29440
	ds_write_b16 v160, v94 offset:30720
	ds_write_b16 v160, v95 offset:30976
	ds_write_b16 v160, v96 offset:31232
	ds_write_b16 v160, v97 offset:31488
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v34, v162
	ds_read_u16 v36, v162 offset:256
	ds_read_u16 v35, v162 offset:512
	ds_read_u16 v37, v162 offset:768
	ds_read_u16 v38, v162 offset:2048
	ds_read_u16 v39, v162 offset:2304
	ds_read_u16 v40, v162 offset:2560
	ds_read_u16 v41, v162 offset:2816
	ds_read_u16 v42, v162 offset:4096
	ds_read_u16 v43, v162 offset:4352
	ds_read_u16 v44, v162 offset:4608
	ds_read_u16 v45, v162 offset:4864
	ds_read_u16 v46, v162 offset:6144
	ds_read_u16 v47, v162 offset:6400
	ds_read_u16 v48, v162 offset:6656
	ds_read_u16 v49, v162 offset:6912
	ds_read_u16 v50, v162 offset:8192
	ds_read_u16 v51, v162 offset:8448
	ds_read_u16 v52, v162 offset:8704
	ds_read_u16 v53, v162 offset:8960
	ds_read_u16 v54, v162 offset:10240
	ds_read_u16 v55, v162 offset:10496
	ds_read_u16 v56, v162 offset:10752
	ds_read_u16 v57, v162 offset:11008
	ds_read_u16 v58, v162 offset:12288
	ds_read_u16 v59, v162 offset:12544
	ds_read_u16 v60, v162 offset:12800
	ds_read_u16 v61, v162 offset:13056
	ds_read_u16 v62, v162 offset:14336
	ds_read_u16 v63, v162 offset:14592
	ds_read_u16 v64, v162 offset:14848
	ds_read_u16 v65, v162 offset:15104
	ds_read_u16 v66, v162 offset:16384
	ds_read_u16 v67, v162 offset:16640
	ds_read_u16 v68, v162 offset:16896
	ds_read_u16 v69, v162 offset:17152
	ds_read_u16 v70, v162 offset:18432
	ds_read_u16 v71, v162 offset:18688
	ds_read_u16 v72, v162 offset:18944
	ds_read_u16 v73, v162 offset:19200
	ds_read_u16 v74, v162 offset:20480
	ds_read_u16 v75, v162 offset:20736
	ds_read_u16 v76, v162 offset:20992
	ds_read_u16 v77, v162 offset:21248
	ds_read_u16 v78, v162 offset:22528
	ds_read_u16 v79, v162 offset:22784
	ds_read_u16 v80, v162 offset:23040
	ds_read_u16 v81, v162 offset:23296
	ds_read_u16 v82, v162 offset:24576
	ds_read_u16 v83, v162 offset:24832
	ds_read_u16 v84, v162 offset:25088
	ds_read_u16 v85, v162 offset:25344
	ds_read_u16 v86, v162 offset:26624
	ds_read_u16 v87, v162 offset:26880
	ds_read_u16 v88, v162 offset:27136
	ds_read_u16 v89, v162 offset:27392
	ds_read_u16 v90, v162 offset:28672
	ds_read_u16 v91, v162 offset:28928
	ds_read_u16 v92, v162 offset:29184
	ds_read_u16 v93, v162 offset:29440
	ds_read_u16 v94, v162 offset:30720
	ds_read_u16 v95, v162 offset:30976
	ds_read_u16 v96, v162 offset:31232
	ds_read_u16 v97, v162 offset:31488
	s_waitcnt lgkmcnt(14)
	v_perm_b32 v34, v36, v34, s36
	v_perm_b32 v36, v39, v38, s36
	v_perm_b32 v38, v43, v42, s36
	v_perm_b32 v42, v51, v50, s36
	v_perm_b32 v50, v67, v66, s36
	scratch_load_dword v66, off, off offset:128 ; 4-byte Folded Reload
	v_perm_b32 v67, v175, v173, s36
	v_perm_b32 v35, v37, v35, s36
	v_perm_b32 v37, v41, v40, s36
	v_perm_b32 v41, v49, v48, s36
	v_perm_b32 v49, v65, v64, s36
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v65, v97, v96, s36
	v_perm_b32 v97, v146, v214, s36
	v_perm_b32 v96, v165, v210, s36
	v_perm_b32 v51, v69, v68, s36
	v_perm_b32 v69, v181, v177, s36
	v_mfma_f32_32x32x8_f16 v[2:17], v[96:97], v[34:35], v[2:17]
	v_perm_b32 v68, v174, v172, s36
	v_perm_b32 v39, v45, v44, s36
	v_perm_b32 v44, v55, v54, s36
	v_perm_b32 v54, v75, v74, s36
	v_perm_b32 v75, v101, v99, s36
	v_perm_b32 v74, v1, v0, s36
	v_perm_b32 v0, v100, v98, s36
	v_perm_b32 v99, v166, v167, s36
	v_perm_b32 v98, v143, v132, s36
	v_perm_b32 v43, v53, v52, s36
	v_perm_b32 v52, v71, v70, s36
	v_mfma_f32_32x32x8_f16 v[2:17], v[98:99], v[36:37], v[2:17]
	v_perm_b32 v71, v185, v183, s36
	v_perm_b32 v70, v178, v176, s36
	v_perm_b32 v101, v171, v168, s36
	v_perm_b32 v100, v147, v133, s36
	v_perm_b32 v53, v73, v72, s36
	v_perm_b32 v73, v187, v186, s36
	v_perm_b32 v72, v184, v182, s36
	v_mfma_f32_32x32x8_f16 v[2:17], v[100:101], v[38:39], v[2:17]
	v_perm_b32 v133, v218, v216, s36
	v_perm_b32 v132, v170, v169, s36
	v_perm_b32 v40, v47, v46, s36
	v_perm_b32 v55, v77, v76, s36
	v_perm_b32 v1, v137, v135, s36
	v_perm_b32 v76, v136, v134, s36
	v_perm_b32 v135, v222, v220, s36
	v_mfma_f32_32x32x8_f16 v[2:17], v[132:133], v[40:41], v[2:17]
	v_perm_b32 v134, v217, v215, s36
	v_perm_b32 v137, v226, v224, s36
	v_perm_b32 v136, v221, v219, s36
	v_perm_b32 v45, v57, v56, s36
	v_perm_b32 v64, v95, v94, s36
	v_perm_b32 v95, v213, v211, s36
	v_mov_b32_e32 v211, v105
	v_mfma_f32_32x32x8_f16 v[2:17], v[134:135], v[42:43], v[2:17]
	scratch_load_dword v105, off, off offset:216 ; 4-byte Folded Reload
	v_perm_b32 v77, v148, v139, s36
	v_perm_b32 v47, v61, v60, s36
	v_perm_b32 v46, v59, v58, s36
	v_perm_b32 v56, v79, v78, s36
	v_perm_b32 v79, v152, v150, s36
	v_perm_b32 v78, v141, v138, s36
	v_mfma_f32_32x32x8_f16 v[2:17], v[136:137], v[44:45], v[2:17]
	v_perm_b32 v48, v63, v62, s36
	v_perm_b32 v57, v81, v80, s36
	v_perm_b32 v81, v156, v154, s36
	v_perm_b32 v80, v151, v149, s36
	v_perm_b32 v139, v230, v228, s36
	v_perm_b32 v138, v225, v223, s36
	v_perm_b32 v147, v234, v232, s36
	v_perm_b32 v146, v229, v227, s36
	v_mfma_f32_32x32x8_f16 v[2:17], v[138:139], v[46:47], v[2:17]
	v_perm_b32 v149, v238, v236, s36
	v_perm_b32 v148, v233, v231, s36
	v_perm_b32 v58, v83, v82, s36
	v_perm_b32 v83, v189, v179, s36
	v_perm_b32 v82, v155, v153, s36
	v_perm_b32 v151, v242, v240, s36
	v_perm_b32 v150, v237, v235, s36
	v_mfma_f32_32x32x8_f16 v[2:17], v[146:147], v[48:49], v[2:17]
	s_waitcnt vmcnt(1)
	v_perm_b32 v66, v164, v66, s36
	v_perm_b32 v59, v85, v84, s36
	v_perm_b32 v85, v193, v191, s36
	v_perm_b32 v84, v180, v157, s36
	v_perm_b32 v153, v246, v244, s36
	v_perm_b32 v152, v241, v239, s36
	v_perm_b32 v60, v87, v86, s36
	v_mfma_f32_32x32x8_f16 v[18:33], v[66:67], v[34:35], v[18:33]
	scratch_load_dwordx2 v[34:35], off, off offset:184 ; 8-byte Folded Reload
	v_perm_b32 v87, v197, v195, s36
	v_perm_b32 v86, v192, v190, s36
	v_perm_b32 v155, v250, v248, s36
	v_perm_b32 v154, v245, v243, s36
	v_perm_b32 v61, v89, v88, s36
	v_perm_b32 v89, v201, v199, s36
	v_mfma_f32_32x32x8_f16 v[18:33], v[68:69], v[36:37], v[18:33]
	scratch_load_dwordx2 v[36:37], off, off offset:192 ; 8-byte Folded Reload
	v_perm_b32 v88, v196, v194, s36
	v_perm_b32 v157, v254, v252, s36
	v_perm_b32 v156, v249, v247, s36
	v_perm_b32 v62, v91, v90, s36
	v_perm_b32 v91, v205, v203, s36
	v_perm_b32 v90, v200, v198, s36
	v_mfma_f32_32x32x8_f16 v[18:33], v[70:71], v[38:39], v[18:33]
	scratch_load_dwordx2 v[38:39], off, off offset:200 ; 8-byte Folded Reload
	scratch_load_dword v71, off, off offset:168 ; 4-byte Folded Reload
	scratch_load_dword v70, off, off offset:164 ; 4-byte Folded Reload
	v_perm_b32 v167, v145, v161, s36
	v_perm_b32 v166, v253, v251, s36
	v_perm_b32 v63, v93, v92, s36
	v_perm_b32 v93, v209, v207, s36
	v_perm_b32 v92, v204, v202, s36
	v_perm_b32 v145, v102, v159, s36
	v_mfma_f32_32x32x8_f16 v[18:33], v[72:73], v[40:41], v[18:33]
	scratch_load_dwordx2 v[40:41], off, off offset:208 ; 8-byte Folded Reload
	v_perm_b32 v94, v208, v206, s36
	v_perm_b32 v102, v158, v142, s36
	v_mov_b32_e32 v141, v163
	v_mov_b32_e32 v163, v140
	v_mfma_f32_32x32x8_f16 v[18:33], v[74:75], v[42:43], v[18:33]
	v_mfma_f32_32x32x8_f16 v[18:33], v[0:1], v[44:45], v[18:33]
	scratch_load_dword v1, off, off offset:180 ; 4-byte Folded Reload
	scratch_load_dwordx4 v[42:45], off, off ; 16-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v0, s19, v1
	s_waitcnt vmcnt(0)
	ds_write_b128 v0, v[42:45]
	scratch_load_dwordx4 v[42:45], off, off offset:16 ; 16-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[18:33], v[76:77], v[46:47], v[18:33]
	s_waitcnt vmcnt(0)
	ds_write_b128 v0, v[42:45] offset:8192
	scratch_load_dwordx4 v[42:45], off, off offset:32 ; 16-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[18:33], v[78:79], v[48:49], v[18:33]
	scratch_load_dword v79, off, off offset:220 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	ds_write_b128 v0, v[42:45] offset:16384
	scratch_load_dwordx4 v[42:45], off, off offset:48 ; 16-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[18:33], v[80:81], v[50:51], v[18:33]
	scratch_load_dword v80, off, off offset:236 ; 4-byte Folded Reload
	v_bfrev_b32_e32 v81, 1
	s_waitcnt vmcnt(1)
	ds_write_b128 v0, v[42:45] offset:24576
	scratch_load_dwordx4 v[42:45], off, off offset:64 ; 16-byte Folded Reload
	v_add_u32_e32 v0, s18, v1
	v_mfma_f32_32x32x8_f16 v[2:17], v[148:149], v[50:51], v[2:17]
	v_lshlrev_b32_e32 v210, 5, v105
	s_waitcnt vmcnt(0)
	ds_write_b128 v0, v[42:45]
	scratch_load_dwordx4 v[42:45], off, off offset:80 ; 16-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[18:33], v[82:83], v[52:53], v[18:33]
	s_waitcnt vmcnt(0)
	ds_write_b128 v0, v[42:45] offset:8192
	scratch_load_dwordx4 v[42:45], off, off offset:96 ; 16-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[2:17], v[150:151], v[52:53], v[2:17]
	s_waitcnt vmcnt(0)
	ds_write_b128 v0, v[42:45] offset:16384
	scratch_load_dwordx4 v[42:45], off, off offset:112 ; 16-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[18:33], v[84:85], v[54:55], v[18:33]
	s_waitcnt vmcnt(0)
	ds_write_b128 v0, v[42:45] offset:24576
	v_mfma_f32_32x32x8_f16 v[2:17], v[152:153], v[54:55], v[2:17]
	v_mov_b32_e32 v0, v141
	scratch_store_dword off, v0, off        ; 4-byte Folded Spill
	v_mfma_f32_32x32x8_f16 v[18:33], v[86:87], v[56:57], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[154:155], v[56:57], v[2:17]
	v_mfma_f32_32x32x8_f16 v[18:33], v[88:89], v[58:59], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[156:157], v[58:59], v[2:17]
	v_mfma_f32_32x32x8_f16 v[18:33], v[90:91], v[60:61], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[166:167], v[60:61], v[2:17]
	v_mfma_f32_32x32x8_f16 v[18:33], v[92:93], v[62:63], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[144:145], v[62:63], v[2:17]
	v_mfma_f32_32x32x8_f16 v[18:33], v[94:95], v[64:65], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[102:103], v[64:65], v[2:17]
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %Flow2039
	scratch_load_dwordx4 v[102:105], off, off offset:132 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[132:135], off, off offset:148 ; 16-byte Folded Reload
	s_branch .LBB0_3
.LBB0_1:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s19, 0x8000
	v_mov_b32_e32 v140, 0xff800000
	scratch_store_dword off, v0, off        ; 4-byte Folded Spill
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v7, v3
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v11, v3
	v_mov_b32_e32 v10, v3
	v_mov_b32_e32 v13, v3
	v_mov_b32_e32 v12, v3
	v_mov_b32_e32 v15, v3
	v_mov_b32_e32 v14, v3
	v_mov_b32_e32 v17, v3
	v_mov_b32_e32 v16, v3
	v_mov_b32_e32 v19, v3
	v_mov_b32_e32 v18, v3
	v_mov_b32_e32 v21, v3
	v_mov_b32_e32 v20, v3
	v_mov_b32_e32 v23, v3
	v_mov_b32_e32 v22, v3
	v_mov_b32_e32 v25, v3
	v_mov_b32_e32 v24, v3
	v_mov_b32_e32 v27, v3
	v_mov_b32_e32 v26, v3
	v_mov_b32_e32 v29, v3
	v_mov_b32_e32 v28, v3
	v_mov_b32_e32 v31, v3
	v_mov_b32_e32 v30, v3
	v_mov_b32_e32 v33, v3
	v_mov_b32_e32 v32, v3
.LBB0_3:                                ; %._crit_edge
	s_and_b64 s[10:11], s[26:27], exec
	s_cselect_b32 s10, 1, 0
	s_cmp_lg_u32 s10, 1
	v_or_b32_e32 v0, v80, v79
	s_waitcnt lgkmcnt(0)
	s_barrier
	scratch_store_dwordx4 off, v[106:109], off offset:220 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[110:113], off offset:236 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[114:117], off offset:252 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[118:121], off offset:268 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[122:125], off offset:284 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[126:129], off offset:300 ; 16-byte Folded Spill
	scratch_store_dword off, v0, off offset:316 ; 4-byte Folded Spill
	s_cbranch_scc1 .LBB0_4
; %bb.6:
	v_add_u32_e32 v0, s30, v0
	ds_read2_b64 v[50:53], v0 offset1:2
	v_add_u32_e32 v1, 0x2000, v0
	ds_read2_b64 v[66:69], v1 offset1:2
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[106:107], 0
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[110:111], v[34:49]
	ds_read2_b64 v[50:53], v0 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[114:115], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[118:119], v[34:49]
	ds_read2_b64 v[50:53], v0 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[122:123], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[126:127], v[34:49]
	ds_read2_b64 v[50:53], v0 offset0:12 offset1:14
	s_waitcnt vmcnt(8) lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[102:103], v[34:49]
	s_waitcnt vmcnt(7)
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[132:133], v[34:49]
	ds_read2_b64 v[50:53], v0 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[108:109], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[112:113], v[34:49]
	ds_read2_b64 v[50:53], v0 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[116:117], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[120:121], v[34:49]
	ds_read2_b64 v[50:53], v0 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[124:125], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[128:129], v[34:49]
	ds_read2_b64 v[50:53], v0 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[104:105], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[134:135], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[66:67], v[106:107], 0
	v_mfma_f32_32x32x8_f16 v[50:65], v[68:69], v[110:111], v[50:65]
	ds_read2_b64 v[66:69], v1 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[66:67], v[114:115], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[68:69], v[118:119], v[50:65]
	ds_read2_b64 v[66:69], v1 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[66:67], v[122:123], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[68:69], v[126:127], v[50:65]
	ds_read2_b64 v[66:69], v1 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[66:67], v[102:103], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[68:69], v[132:133], v[50:65]
	ds_read2_b64 v[66:69], v1 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[66:67], v[108:109], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[68:69], v[112:113], v[50:65]
	ds_read2_b64 v[66:69], v1 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[66:67], v[116:117], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[68:69], v[120:121], v[50:65]
	ds_read2_b64 v[66:69], v1 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[66:67], v[124:125], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[68:69], v[128:129], v[50:65]
	ds_read2_b64 v[66:69], v1 offset0:28 offset1:30
	v_add_u32_e32 v1, 0x4000, v0
	ds_read2_b64 v[82:85], v1 offset1:2
	v_add_u32_e32 v0, 0x6000, v0
	ds_read2_b64 v[98:101], v0 offset1:2
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[50:65], v[66:67], v[104:105], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[68:69], v[134:135], v[50:65]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[66:81], v[82:83], v[106:107], 0
	v_mfma_f32_32x32x8_f16 v[66:81], v[84:85], v[110:111], v[66:81]
	ds_read2_b64 v[82:85], v1 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[66:81], v[82:83], v[114:115], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[84:85], v[118:119], v[66:81]
	ds_read2_b64 v[82:85], v1 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[66:81], v[82:83], v[122:123], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[84:85], v[126:127], v[66:81]
	ds_read2_b64 v[82:85], v1 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[66:81], v[82:83], v[102:103], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[84:85], v[132:133], v[66:81]
	ds_read2_b64 v[82:85], v1 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[66:81], v[82:83], v[108:109], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[84:85], v[112:113], v[66:81]
	ds_read2_b64 v[82:85], v1 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[66:81], v[82:83], v[116:117], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[84:85], v[120:121], v[66:81]
	ds_read2_b64 v[82:85], v1 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[66:81], v[82:83], v[124:125], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[84:85], v[128:129], v[66:81]
	ds_read2_b64 v[82:85], v1 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[66:81], v[82:83], v[104:105], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[84:85], v[134:135], v[66:81]
	v_mfma_f32_32x32x8_f16 v[82:97], v[98:99], v[106:107], 0
	v_mfma_f32_32x32x8_f16 v[82:97], v[100:101], v[110:111], v[82:97]
	ds_read2_b64 v[98:101], v0 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[82:97], v[98:99], v[114:115], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[100:101], v[118:119], v[82:97]
	ds_read2_b64 v[98:101], v0 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[82:97], v[98:99], v[122:123], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[100:101], v[126:127], v[82:97]
	ds_read2_b64 v[98:101], v0 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[82:97], v[98:99], v[102:103], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[100:101], v[132:133], v[82:97]
	ds_read2_b64 v[98:101], v0 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[82:97], v[98:99], v[108:109], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[100:101], v[112:113], v[82:97]
	ds_read2_b64 v[98:101], v0 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[82:97], v[98:99], v[116:117], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[100:101], v[120:121], v[82:97]
	ds_read2_b64 v[98:101], v0 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[82:97], v[98:99], v[124:125], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[100:101], v[128:129], v[82:97]
	ds_read2_b64 v[98:101], v0 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[82:97], v[98:99], v[104:105], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[100:101], v[134:135], v[82:97]
	s_branch .LBB0_5
.LBB0_4:
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v97, 0
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
.LBB0_5:
	s_nop 9
	v_max_f32_e32 v139, v89, v89
	v_max_f32_e32 v141, v88, v88
	v_max3_f32 v0, v34, v35, v36
	v_max3_f32 v1, v37, v38, v39
	v_max3_f32 v98, v40, v41, v42
	v_max3_f32 v99, v43, v44, v45
	v_max3_f32 v100, v46, v47, v48
	v_max3_f32 v101, v49, v50, v51
	s_waitcnt vmcnt(8)
	v_max3_f32 v102, v52, v53, v54
	v_max3_f32 v103, v55, v56, v57
	v_max3_f32 v104, v58, v59, v60
	v_max3_f32 v105, v61, v62, v63
	v_max3_f32 v131, v64, v65, v66
	s_waitcnt vmcnt(7)
	v_max3_f32 v132, v67, v68, v69
	v_max3_f32 v133, v70, v71, v72
	v_max3_f32 v134, v73, v74, v75
	v_max3_f32 v135, v76, v77, v78
	v_max3_f32 v136, v79, v80, v81
	v_max3_f32 v137, v82, v83, v84
	v_max3_f32 v138, v85, v86, v87
	v_max_f32_e32 v139, v141, v139
	v_max3_f32 v141, v91, v92, v93
	v_max3_f32 v142, v94, v95, v96
	v_max3_f32 v0, v0, v1, v98
	v_max3_f32 v1, v99, v100, v101
	v_max3_f32 v98, v102, v103, v104
	v_max3_f32 v99, v105, v131, v132
	v_max3_f32 v100, v133, v134, v135
	v_max3_f32 v101, v136, v137, v138
	v_max3_f32 v102, v139, v90, v141
	v_max3_f32 v0, v0, v1, v98
	v_max3_f32 v1, v99, v100, v101
	v_max3_f32 v98, v102, v142, v97
	v_max3_f32 v0, v0, v1, v98
	v_xor_b32_e32 v106, 0x80, v212
	ds_bpermute_b32 v1, v106, v0
	s_and_b32 s92, s33, 0x180
	s_and_b32 s91, s33, 64
	v_or3_b32 v107, v210, s91, v211
	s_mov_b32 s10, 0x20000
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, v130, v0
	v_max_f32_e32 v1, v140, v140
	v_max_f32_e32 v142, v1, v0
	v_pk_fma_f32 v[0:1], v[130:131], v[34:35], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], v[130:131], v[36:37], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[98:99], v[130:131], v[38:39], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[100:101], v[130:131], v[40:41], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[102:103], v[130:131], v[42:43], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[104:105], v[130:131], v[44:45], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[132:133], v[130:131], v[46:47], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[134:135], v[130:131], v[48:49], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[136:137], v[130:131], v[50:51], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[138:139], v[130:131], v[52:53], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[144:145], v[130:131], v[54:55], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[146:147], v[130:131], v[56:57], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[148:149], v[130:131], v[58:59], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[150:151], v[130:131], v[60:61], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[152:153], v[130:131], v[62:63], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[154:155], v[130:131], v[64:65], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[156:157], v[130:131], v[66:67], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[158:159], v[130:131], v[68:69], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[160:161], v[130:131], v[70:71], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[162:163], v[130:131], v[72:73], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[166:167], v[130:131], v[74:75], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[168:169], v[130:131], v[76:77], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[170:171], v[130:131], v[78:79], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[172:173], v[130:131], v[80:81], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[174:175], v[130:131], v[82:83], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[176:177], v[130:131], v[84:85], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[178:179], v[130:131], v[86:87], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[180:181], v[130:131], v[88:89], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[182:183], v[130:131], v[90:91], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[184:185], v[130:131], v[92:93], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[186:187], v[130:131], v[94:95], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[188:189], v[130:131], v[96:97], v[142:143] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v36, v0
	v_exp_f32_e32 v37, v1
	v_exp_f32_e32 v38, v34
	v_exp_f32_e32 v39, v35
	v_exp_f32_e32 v40, v98
	v_exp_f32_e32 v41, v99
	v_exp_f32_e32 v42, v100
	v_exp_f32_e32 v43, v101
	v_exp_f32_e32 v44, v102
	v_exp_f32_e32 v45, v103
	v_exp_f32_e32 v46, v104
	v_exp_f32_e32 v47, v105
	v_exp_f32_e32 v48, v132
	v_exp_f32_e32 v49, v133
	v_exp_f32_e32 v50, v134
	v_exp_f32_e32 v51, v135
	v_exp_f32_e32 v52, v136
	v_exp_f32_e32 v53, v137
	v_exp_f32_e32 v54, v138
	v_exp_f32_e32 v55, v139
	v_exp_f32_e32 v56, v144
	v_exp_f32_e32 v57, v145
	v_exp_f32_e32 v58, v146
	v_exp_f32_e32 v59, v147
	v_exp_f32_e32 v60, v148
	v_exp_f32_e32 v61, v149
	v_exp_f32_e32 v62, v150
	v_exp_f32_e32 v63, v151
	v_exp_f32_e32 v64, v152
	v_exp_f32_e32 v65, v153
	v_exp_f32_e32 v66, v154
	v_exp_f32_e32 v67, v155
	v_exp_f32_e32 v68, v156
	v_exp_f32_e32 v69, v157
	v_exp_f32_e32 v70, v158
	v_exp_f32_e32 v71, v159
	v_exp_f32_e32 v72, v160
	v_exp_f32_e32 v73, v161
	v_exp_f32_e32 v74, v162
	v_exp_f32_e32 v75, v163
	v_exp_f32_e32 v76, v166
	v_exp_f32_e32 v77, v167
	v_exp_f32_e32 v78, v168
	v_exp_f32_e32 v79, v169
	v_exp_f32_e32 v80, v170
	v_exp_f32_e32 v81, v171
	v_exp_f32_e32 v82, v172
	v_exp_f32_e32 v83, v173
	v_exp_f32_e32 v84, v174
	v_exp_f32_e32 v85, v175
	v_exp_f32_e32 v86, v176
	v_exp_f32_e32 v87, v177
	v_exp_f32_e32 v88, v178
	v_exp_f32_e32 v89, v179
	v_exp_f32_e32 v90, v180
	v_exp_f32_e32 v91, v181
	v_exp_f32_e32 v92, v182
	v_exp_f32_e32 v93, v183
	v_exp_f32_e32 v94, v184
	v_exp_f32_e32 v95, v185
	v_exp_f32_e32 v96, v186
	v_exp_f32_e32 v97, v187
	v_exp_f32_e32 v144, v188
	v_exp_f32_e32 v145, v189
	v_sub_f32_e32 v0, v140, v142
	v_exp_f32_e32 v35, v0
	v_pk_add_f32 v[0:1], v[36:37], v[38:39]
	v_pk_add_f32 v[98:99], v[40:41], v[42:43]
	v_pk_add_f32 v[100:101], v[44:45], v[46:47]
	v_pk_add_f32 v[102:103], v[48:49], v[50:51]
	v_pk_add_f32 v[104:105], v[52:53], v[54:55]
	v_pk_add_f32 v[132:133], v[56:57], v[58:59]
	v_pk_add_f32 v[134:135], v[60:61], v[62:63]
	v_pk_add_f32 v[136:137], v[64:65], v[66:67]
	v_pk_add_f32 v[138:139], v[68:69], v[70:71]
	v_pk_add_f32 v[146:147], v[72:73], v[74:75]
	v_pk_add_f32 v[148:149], v[76:77], v[78:79]
	v_pk_add_f32 v[150:151], v[80:81], v[82:83]
	v_pk_add_f32 v[152:153], v[84:85], v[86:87]
	v_pk_add_f32 v[154:155], v[88:89], v[90:91]
	v_pk_add_f32 v[156:157], v[92:93], v[94:95]
	v_pk_add_f32 v[158:159], v[96:97], v[144:145]
	v_pk_add_f32 v[0:1], v[0:1], v[98:99]
	v_pk_add_f32 v[98:99], v[100:101], v[102:103]
	v_pk_add_f32 v[100:101], v[104:105], v[132:133]
	v_pk_add_f32 v[102:103], v[134:135], v[136:137]
	v_pk_add_f32 v[104:105], v[138:139], v[146:147]
	v_pk_add_f32 v[132:133], v[148:149], v[150:151]
	v_pk_add_f32 v[134:135], v[152:153], v[154:155]
	v_pk_add_f32 v[136:137], v[156:157], v[158:159]
	v_pk_add_f32 v[0:1], v[0:1], v[98:99]
	v_pk_add_f32 v[98:99], v[100:101], v[102:103]
	v_pk_add_f32 v[100:101], v[104:105], v[132:133]
	v_pk_add_f32 v[102:103], v[134:135], v[136:137]
	v_pk_add_f32 v[0:1], v[0:1], v[98:99]
	v_pk_add_f32 v[98:99], v[100:101], v[102:103]
	v_add_u32_e32 v102, s24, v107
	v_pk_add_f32 v[0:1], v[0:1], v[98:99]
	v_mov_b32_e32 v105, v211
	v_add_f32_e32 v131, v0, v1
	scratch_load_dword v0, off, off offset:320 ; 4-byte Folded Reload
	v_mov_b32_e32 v104, v210
	ds_bpermute_b32 v108, v106, v131
	v_cvt_f16_f32_e32 v36, v36
	v_add3_u32 v104, s10, v104, v105
	s_lshr_b32 s10, s92, 1
	v_cvt_f16_f32_e32 v37, v37
	v_add_u32_e32 v161, s10, v104
	s_and_b64 s[10:11], s[26:27], exec
	v_cvt_f16_f32_e32 v38, v38
	s_cselect_b32 s10, 1, 0
	v_cvt_f16_f32_e32 v39, v39
	v_add_u32_e32 v163, s29, v104
	s_cmp_lg_u32 s10, 1
	v_cvt_f16_f32_e32 v40, v40
	v_cvt_f16_f32_e32 v41, v41
	v_cvt_f16_f32_e32 v42, v42
	v_cvt_f16_f32_e32 v43, v43
	v_cvt_f16_f32_e32 v44, v44
	v_cvt_f16_f32_e32 v45, v45
	v_cvt_f16_f32_e32 v46, v46
	v_cvt_f16_f32_e32 v47, v47
	v_cvt_f16_f32_e32 v48, v48
	v_cvt_f16_f32_e32 v49, v49
	v_cvt_f16_f32_e32 v50, v50
	v_cvt_f16_f32_e32 v51, v51
	v_cvt_f16_f32_e32 v52, v52
	v_cvt_f16_f32_e32 v53, v53
	v_cvt_f16_f32_e32 v54, v54
	v_cvt_f16_f32_e32 v55, v55
	v_cvt_f16_f32_e32 v56, v56
	v_cvt_f16_f32_e32 v57, v57
	v_cvt_f16_f32_e32 v58, v58
	v_cvt_f16_f32_e32 v59, v59
	v_cvt_f16_f32_e32 v60, v60
	v_cvt_f16_f32_e32 v61, v61
	v_cvt_f16_f32_e32 v62, v62
	v_cvt_f16_f32_e32 v63, v63
	v_cvt_f16_f32_e32 v64, v64
	v_cvt_f16_f32_e32 v65, v65
	v_cvt_f16_f32_e32 v66, v66
	v_cvt_f16_f32_e32 v67, v67
	v_cvt_f16_f32_e32 v68, v68
	v_cvt_f16_f32_e32 v69, v69
	v_cvt_f16_f32_e32 v70, v70
	v_cvt_f16_f32_e32 v71, v71
	v_cvt_f16_f32_e32 v72, v72
	v_cvt_f16_f32_e32 v73, v73
	v_cvt_f16_f32_e32 v74, v74
	v_cvt_f16_f32_e32 v75, v75
	v_cvt_f16_f32_e32 v76, v76
	v_cvt_f16_f32_e32 v77, v77
	v_cvt_f16_f32_e32 v78, v78
	v_cvt_f16_f32_e32 v79, v79
	v_cvt_f16_f32_e32 v80, v80
	v_cvt_f16_f32_e32 v81, v81
	v_cvt_f16_f32_e32 v82, v82
	v_cvt_f16_f32_e32 v83, v83
	v_cvt_f16_f32_e32 v84, v84
	v_cvt_f16_f32_e32 v85, v85
	v_cvt_f16_f32_e32 v86, v86
	v_cvt_f16_f32_e32 v87, v87
	v_cvt_f16_f32_e32 v88, v88
	v_cvt_f16_f32_e32 v89, v89
	v_cvt_f16_f32_e32 v90, v90
	v_cvt_f16_f32_e32 v91, v91
	v_cvt_f16_f32_e32 v92, v92
	v_cvt_f16_f32_e32 v93, v93
	v_cvt_f16_f32_e32 v94, v94
	v_cvt_f16_f32_e32 v95, v95
	v_cvt_f16_f32_e32 v96, v96
	v_cvt_f16_f32_e32 v97, v97
	v_cvt_f16_f32_e32 v103, v145
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v0, 2, v0
	v_lshl_or_b32 v1, s29, 1, v0
	scratch_store_dword off, v1, off offset:80 ; 4-byte Folded Spill
	v_add_u32_e32 v1, 0x20000, v1
	v_or_b32_e32 v0, s92, v0
	ds_write_b32 v1, v35
	s_waitcnt lgkmcnt(0)
	s_barrier
	scratch_store_dword off, v0, off offset:96 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0x20000, v0
	ds_read_b32 v34, v0
	ds_read_u16 v211, v102 offset:14592
	ds_read_u16 v212, v102 offset:14848
	ds_read_u16 v213, v102 offset:15104
	ds_read_u16 v206, v102 offset:16384
	ds_read_u16 v207, v102 offset:16640
	ds_read_u16 v208, v102 offset:16896
	ds_read_u16 v209, v102 offset:17152
	ds_read_u16 v202, v102 offset:18432
	ds_read_u16 v203, v102 offset:18688
	ds_read_u16 v204, v102 offset:18944
	ds_read_u16 v205, v102 offset:19200
	ds_read_u16 v198, v102 offset:20480
	ds_read_u16 v199, v102 offset:20736
	ds_read_u16 v200, v102 offset:20992
	ds_read_u16 v201, v102 offset:21248
	ds_read_u16 v194, v102 offset:22528
	ds_read_u16 v195, v102 offset:22784
	ds_read_u16 v196, v102 offset:23040
	ds_read_u16 v197, v102 offset:23296
	ds_read_u16 v190, v102 offset:24576
	ds_read_u16 v191, v102 offset:24832
	ds_read_u16 v192, v102 offset:25088
	ds_read_u16 v193, v102 offset:25344
	ds_read_u16 v182, v102 offset:26624
	ds_read_u16 v184, v102 offset:26880
	ds_read_u16 v186, v102 offset:27136
	ds_read_u16 v188, v102 offset:27392
	ds_read_u16 v183, v102 offset:28672
	ds_read_u16 v185, v102 offset:28928
	ds_read_u16 v187, v102 offset:29184
	ds_read_u16 v189, v102 offset:29440
	ds_read_u16 v112, v102 offset:30720
	ds_read_u16 v113, v102 offset:30976
	ds_read_u16 v178, v102 offset:31232
	ds_read_u16 v181, v102 offset:31488
	ds_read_u16 v109, v102 offset:128
	ds_read_u16 v110, v102 offset:384
	ds_read_u16 v111, v102 offset:640
	ds_read_u16 v245, v102 offset:896
	ds_read_u16 v235, v102 offset:2176
	ds_read_u16 v237, v102 offset:2432
	ds_read_u16 v239, v102 offset:2688
	ds_read_u16 v244, v102 offset:2944
	ds_read_u16 v241, v102 offset:4224
	ds_read_u16 v242, v102 offset:4480
	ds_read_u16 v243, v102 offset:4736
	ds_read_u16 v249, v102 offset:4992
	ds_read_u16 v246, v102 offset:6272
	ds_read_u16 v247, v102 offset:6528
	ds_read_u16 v248, v102 offset:6784
	ds_read_u16 v148, v102 offset:7040
	ds_read_u16 v1, v102 offset:8320
	ds_read_u16 v141, v102 offset:8576
	ds_read_u16 v0, v102 offset:8832
	ds_read_u16 v99, v102 offset:9088
	ds_read_u16 v134, v102 offset:10368
	ds_read_u16 v135, v102 offset:10624
	ds_read_u16 v98, v102 offset:10880
	ds_read_u16 v137, v102 offset:11136
	ds_read_u16 v100, v102 offset:12416
	ds_read_u16 v101, v102 offset:12672
	ds_read_u16 v136, v102 offset:12928
	ds_read_u16 v150, v102 offset:13184
	ds_read_u16 v138, v102 offset:14464
	ds_read_u16 v139, v102 offset:14720
	ds_read_u16 v149, v102 offset:14976
	ds_read_u16 v154, v102 offset:15232
	ds_read_u16 v151, v102 offset:16512
	ds_read_u16 v152, v102 offset:16768
	ds_read_u16 v153, v102 offset:17024
	ds_read_u16 v164, v102 offset:17280
	ds_read_u16 v159, v102 offset:18560
	ds_read_u16 v160, v102 offset:18816
	ds_read_u16 v162, v102 offset:19072
	ds_read_u16 v251, v102 offset:19328
	ds_read_u16 v179, v102 offset:20608
	ds_read_u16 v180, v102 offset:20864
	ds_read_u16 v250, v102 offset:21120
	ds_read_u16 v255, v102 offset:21376
	ds_read_u16 v252, v102 offset:22656
	ds_read_u16 v253, v102 offset:22912
	ds_read_u16 v254, v102 offset:23168
	ds_read_u16 v169, v102 offset:23424
	ds_read_u16 v167, v102 offset:24704
	ds_read_u16 v132, v102 offset:24960
	ds_read_u16 v168, v102 offset:25216
	ds_read_u16 v146, v102 offset:25472
	ds_read_u16 v170, v102 offset:26752
	ds_read_u16 v171, v102 offset:27008
	ds_read_u16 v143, v102 offset:27264
	ds_read_u16 v172, v102 offset:27520
	ds_read_u16 v147, v102 offset:28800
	ds_read_u16 v133, v102 offset:29056
	ds_read_u16 v166, v102 offset:29312
	ds_read_u16 v176, v102 offset:29568
	ds_read_u16 v173, v102 offset:30848
	ds_read_u16 v174, v102 offset:31104
	ds_read_u16 v175, v102 offset:31360
	ds_read_u16 v177, v102 offset:31616
	ds_read_u16 v231, v102 offset:4352
	ds_read_u16 v232, v102 offset:4608
	ds_read_u16 v233, v102 offset:4864
	ds_read_u16 v226, v102 offset:6144
	ds_read_u16 v227, v102 offset:6400
	ds_read_u16 v228, v102 offset:6656
	ds_read_u16 v229, v102 offset:6912
	ds_read_u16 v222, v102 offset:8192
	ds_read_u16 v223, v102 offset:8448
	ds_read_u16 v224, v102 offset:8704
	ds_read_u16 v225, v102 offset:8960
	ds_read_u16 v218, v102 offset:10240
	ds_read_u16 v219, v102 offset:10496
	ds_read_u16 v220, v102 offset:10752
	ds_read_u16 v221, v102 offset:11008
	ds_read_u16 v214, v102 offset:12288
	ds_read_u16 v215, v102 offset:12544
	ds_read_u16 v216, v102 offset:12800
	ds_read_u16 v217, v102 offset:13056
	ds_read_u16 v210, v102 offset:14336
	ds_read_u16 v155, v102
	ds_read_u16 v156, v102 offset:256
	ds_read_u16 v157, v102 offset:512
	ds_read_u16 v158, v102 offset:768
	ds_read_u16 v234, v102 offset:2048
	ds_read_u16 v236, v102 offset:2304
	ds_read_u16 v238, v102 offset:2560
	ds_read_u16 v240, v102 offset:2816
	ds_read_u16 v230, v102 offset:4096
	v_cvt_f16_f32_e32 v102, v144
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v163, v36
	ds_write_b16 v163, v37 offset:256
	ds_write_b16 v163, v38 offset:512
	ds_write_b16 v163, v39 offset:768
	ds_write_b16 v163, v40 offset:2048
	ds_write_b16 v163, v41 offset:2304
	ds_write_b16 v163, v42 offset:2560
	ds_write_b16 v163, v43 offset:2816
	ds_write_b16 v163, v44 offset:4096
	ds_write_b16 v163, v45 offset:4352
	ds_write_b16 v163, v46 offset:4608
	ds_write_b16 v163, v47 offset:4864
	ds_write_b16 v163, v48 offset:6144
	ds_write_b16 v163, v49 offset:6400
	ds_write_b16 v163, v50 offset:6656
	ds_write_b16 v163, v51 offset:6912
	ds_write_b16 v163, v52 offset:8192
	ds_write_b16 v163, v53 offset:8448
	ds_write_b16 v163, v54 offset:8704
	ds_write_b16 v163, v55 offset:8960
	ds_write_b16 v163, v56 offset:10240
	ds_write_b16 v163, v57 offset:10496
	ds_write_b16 v163, v58 offset:10752
	ds_write_b16 v163, v59 offset:11008
	ds_write_b16 v163, v60 offset:12288
	ds_write_b16 v163, v61 offset:12544
	ds_write_b16 v163, v62 offset:12800
	ds_write_b16 v163, v63 offset:13056
	ds_write_b16 v163, v64 offset:14336
	ds_write_b16 v163, v65 offset:14592
	ds_write_b16 v163, v66 offset:14848
	ds_write_b16 v163, v67 offset:15104
	ds_write_b16 v163, v68 offset:16384
	ds_write_b16 v163, v69 offset:16640
	ds_write_b16 v163, v70 offset:16896
	ds_write_b16 v163, v71 offset:17152
	ds_write_b16 v163, v72 offset:18432
	ds_write_b16 v163, v73 offset:18688
	ds_write_b16 v163, v74 offset:18944
	ds_write_b16 v163, v75 offset:19200
	ds_write_b16 v163, v76 offset:20480
	ds_write_b16 v163, v77 offset:20736
	ds_write_b16 v163, v78 offset:20992
	ds_write_b16 v163, v79 offset:21248
	ds_write_b16 v163, v80 offset:22528
	ds_write_b16 v163, v81 offset:22784
	ds_write_b16 v163, v82 offset:23040
	ds_write_b16 v163, v83 offset:23296
	ds_write_b16 v163, v84 offset:24576
	ds_write_b16 v163, v85 offset:24832
	ds_write_b16 v163, v86 offset:25088
	ds_write_b16 v163, v87 offset:25344
	ds_write_b16 v163, v88 offset:26624
	ds_write_b16 v163, v89 offset:26880
	ds_write_b16 v163, v90 offset:27136
	ds_write_b16 v163, v91 offset:27392
	ds_write_b16 v163, v92 offset:28672
	ds_write_b16 v163, v93 offset:28928
	ds_write_b16 v163, v94 offset:29184
	ds_write_b16 v163, v95 offset:29440
	ds_write_b16 v163, v96 offset:30720
	ds_write_b16 v163, v97 offset:30976
	ds_write_b16 v163, v102 offset:31232
	ds_write_b16 v163, v103 offset:31488
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_6
; %bb.9:
	ds_read_u16 v36, v161 offset:768
	ds_read_u16 v37, v161 offset:512
	ds_read_u16 v40, v161 offset:256
	ds_read_u16 v41, v161
	s_mov_b32 s10, 0x5040100
	v_perm_b32 v39, v158, v157, s10
	v_perm_b32 v38, v156, v155, s10
	v_pk_mul_f32 v[32:33], v[32:33], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[34:35] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v37, v36, v37, s10
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v36, v40, v41, s10
	ds_read_u16 v40, v161 offset:2816
	ds_read_u16 v41, v161 offset:2560
	ds_read_u16 v42, v161 offset:2304
	ds_read_u16 v43, v161 offset:2048
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[36:37], v[18:33]
	v_perm_b32 v39, v240, v238, s10
	v_perm_b32 v38, v236, v234, s10
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v41, v40, v41, s10
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v40, v42, v43, s10
	ds_read_u16 v42, v161 offset:4864
	ds_read_u16 v43, v161 offset:4608
	ds_read_u16 v44, v161 offset:4352
	ds_read_u16 v45, v161 offset:4096
	v_pk_mul_f32 v[16:17], v[16:17], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[34:35] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[40:41], v[18:33]
	v_perm_b32 v39, v233, v232, s10
	v_perm_b32 v38, v231, v230, s10
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v43, v42, v43, s10
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v42, v44, v45, s10
	ds_read_u16 v44, v161 offset:6912
	ds_read_u16 v45, v161 offset:6656
	ds_read_u16 v46, v161 offset:6400
	ds_read_u16 v47, v161 offset:6144
	v_pk_mul_f32 v[12:13], v[12:13], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[34:35] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[42:43], v[18:33]
	v_perm_b32 v39, v229, v228, s10
	v_perm_b32 v38, v227, v226, s10
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v45, v44, v45, s10
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v44, v46, v47, s10
	ds_read_u16 v46, v161 offset:8960
	ds_read_u16 v47, v161 offset:8704
	ds_read_u16 v48, v161 offset:8448
	ds_read_u16 v49, v161 offset:8192
	v_pk_mul_f32 v[8:9], v[8:9], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[34:35] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[44:45], v[18:33]
	v_perm_b32 v39, v225, v224, s10
	v_perm_b32 v38, v223, v222, s10
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v47, v46, v47, s10
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v46, v48, v49, s10
	ds_read_u16 v48, v161 offset:11008
	ds_read_u16 v49, v161 offset:10752
	ds_read_u16 v50, v161 offset:10496
	ds_read_u16 v51, v161 offset:10240
	v_pk_mul_f32 v[4:5], v[4:5], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[34:35] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[46:47], v[18:33]
	v_perm_b32 v39, v221, v220, s10
	v_perm_b32 v38, v219, v218, s10
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v49, v48, v49, s10
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v48, v50, v51, s10
	ds_read_u16 v50, v161 offset:13056
	ds_read_u16 v51, v161 offset:12800
	ds_read_u16 v52, v161 offset:12544
	ds_read_u16 v53, v161 offset:12288
	v_add_f32_e32 v34, v131, v108
	v_mov_b32_e32 v140, v142
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[48:49], v[18:33]
	v_perm_b32 v39, v217, v216, s10
	v_perm_b32 v38, v215, v214, s10
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v51, v50, v51, s10
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v50, v52, v53, s10
	ds_read_u16 v52, v161 offset:15104
	ds_read_u16 v53, v161 offset:14848
	ds_read_u16 v54, v161 offset:14592
	ds_read_u16 v55, v161 offset:14336
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v53, v52, v53, s10
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[50:51], v[18:33]
	v_perm_b32 v39, v213, v212, s10
	v_perm_b32 v38, v211, v210, s10
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v52, v54, v55, s10
	ds_read_u16 v54, v161 offset:17152
	ds_read_u16 v55, v161 offset:16896
	ds_read_u16 v56, v161 offset:16640
	ds_read_u16 v57, v161 offset:16384
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v55, v54, v55, s10
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[52:53], v[18:33]
	v_perm_b32 v39, v209, v208, s10
	v_perm_b32 v38, v207, v206, s10
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v54, v56, v57, s10
	ds_read_u16 v56, v161 offset:19200
	ds_read_u16 v57, v161 offset:18944
	ds_read_u16 v58, v161 offset:18688
	ds_read_u16 v59, v161 offset:18432
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v57, v56, v57, s10
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[54:55], v[18:33]
	v_perm_b32 v39, v205, v204, s10
	v_perm_b32 v38, v203, v202, s10
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v56, v58, v59, s10
	ds_read_u16 v58, v161 offset:21248
	ds_read_u16 v59, v161 offset:20992
	ds_read_u16 v60, v161 offset:20736
	ds_read_u16 v61, v161 offset:20480
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v59, v58, v59, s10
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[56:57], v[18:33]
	v_perm_b32 v39, v201, v200, s10
	v_perm_b32 v38, v199, v198, s10
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v58, v60, v61, s10
	ds_read_u16 v60, v161 offset:23296
	ds_read_u16 v61, v161 offset:23040
	ds_read_u16 v62, v161 offset:22784
	ds_read_u16 v63, v161 offset:22528
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v61, v60, v61, s10
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[58:59], v[18:33]
	v_perm_b32 v39, v197, v196, s10
	v_perm_b32 v38, v195, v194, s10
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v60, v62, v63, s10
	ds_read_u16 v62, v161 offset:25344
	ds_read_u16 v63, v161 offset:25088
	ds_read_u16 v64, v161 offset:24832
	ds_read_u16 v65, v161 offset:24576
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v63, v62, v63, s10
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[60:61], v[18:33]
	v_perm_b32 v39, v193, v192, s10
	v_perm_b32 v38, v191, v190, s10
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v62, v64, v65, s10
	ds_read_u16 v64, v161 offset:27392
	ds_read_u16 v65, v161 offset:27136
	ds_read_u16 v66, v161 offset:26880
	ds_read_u16 v67, v161 offset:26624
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v65, v64, v65, s10
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[62:63], v[18:33]
	v_perm_b32 v39, v188, v186, s10
	v_perm_b32 v38, v184, v182, s10
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v64, v66, v67, s10
	v_perm_b32 v67, v189, v187, s10
	v_perm_b32 v66, v185, v183, s10
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[64:65], v[18:33]
	ds_read_u16 v68, v161 offset:31488
	ds_read_u16 v38, v161 offset:29440
	ds_read_u16 v39, v161 offset:29184
	ds_read_u16 v69, v161 offset:28928
	ds_read_u16 v70, v161 offset:28672
	ds_read_u16 v71, v161 offset:31232
	ds_read_u16 v72, v161 offset:30976
	ds_read_u16 v73, v161 offset:30720
	s_waitcnt lgkmcnt(5)
	v_perm_b32 v39, v38, v39, s10
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v38, v69, v70, s10
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v69, v68, v71, s10
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v68, v72, v73, s10
	v_mfma_f32_32x32x8_f16 v[18:33], v[66:67], v[38:39], v[18:33]
	v_perm_b32 v67, v181, v178, s10
	v_perm_b32 v66, v113, v112, s10
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[18:33], v[66:67], v[68:69], v[18:33]
	v_perm_b32 v67, v245, v111, s10
	v_perm_b32 v66, v110, v109, s10
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[66:67], v[36:37], v[2:17]
	v_perm_b32 v37, v244, v239, s10
	v_perm_b32 v36, v237, v235, s10
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[36:37], v[40:41], v[2:17]
	v_perm_b32 v37, v249, v243, s10
	v_perm_b32 v36, v242, v241, s10
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[36:37], v[42:43], v[2:17]
	v_perm_b32 v37, v148, v248, s10
	v_perm_b32 v36, v247, v246, s10
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[36:37], v[44:45], v[2:17]
	v_perm_b32 v37, v99, v0, s10
	v_perm_b32 v36, v141, v1, s10
	v_perm_b32 v1, v137, v98, s10
	v_perm_b32 v0, v135, v134, s10
	v_mfma_f32_32x32x8_f16 v[2:17], v[36:37], v[46:47], v[2:17]
	scratch_load_dword v36, off, off        ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v34, v36, v35
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[48:49], v[2:17]
	v_perm_b32 v1, v150, v136, s10
	v_perm_b32 v0, v101, v100, s10
	scratch_store_dword off, v34, off       ; 4-byte Folded Spill
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[50:51], v[2:17]
	v_perm_b32 v1, v154, v149, s10
	v_perm_b32 v0, v139, v138, s10
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[52:53], v[2:17]
	v_perm_b32 v1, v164, v153, s10
	v_perm_b32 v0, v152, v151, s10
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[54:55], v[2:17]
	v_perm_b32 v1, v251, v162, s10
	v_perm_b32 v0, v160, v159, s10
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[56:57], v[2:17]
	v_perm_b32 v1, v255, v250, s10
	v_perm_b32 v0, v180, v179, s10
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[58:59], v[2:17]
	v_perm_b32 v1, v169, v254, s10
	v_perm_b32 v0, v253, v252, s10
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[60:61], v[2:17]
	v_perm_b32 v1, v146, v168, s10
	v_perm_b32 v0, v132, v167, s10
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[62:63], v[2:17]
	v_perm_b32 v1, v172, v143, s10
	v_perm_b32 v0, v171, v170, s10
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[64:65], v[2:17]
	v_perm_b32 v1, v176, v166, s10
	v_perm_b32 v0, v133, v147, s10
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[38:39], v[2:17]
	v_perm_b32 v1, v177, v175, s10
	v_perm_b32 v0, v174, v173, s10
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[68:69], v[2:17]
.LBB0_6:
	scratch_load_dword v160, off, off offset:80 ; 4-byte Folded Reload
	scratch_load_dword v162, off, off offset:96 ; 4-byte Folded Reload
	s_or_b32 s20, s89, 0x7f
	s_cmpk_gt_i32 s20, 0xff
	s_cselect_b64 s[10:11], -1, 0
	s_cmpk_lt_i32 s20, 0x100
	v_mov_b32_e32 v131, v130
	scratch_store_dword off, v106, off offset:112 ; 4-byte Folded Spill
	scratch_store_dword off, v107, off offset:128 ; 4-byte Folded Spill
	s_cbranch_scc1 .LBB0_7
; %bb.11:
	scratch_load_dword v0, off, off offset:316 ; 4-byte Folded Reload
	scratch_load_dwordx4 v[102:105], off, off offset:220 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[106:109], off, off offset:236 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[110:113], off, off offset:252 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[114:117], off, off offset:268 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[118:121], off, off offset:284 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[122:125], off, off offset:300 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[126:129], off, off offset:132 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[132:135], off, off offset:148 ; 16-byte Folded Reload
	s_waitcnt vmcnt(8)
	v_add_u32_e32 v0, s19, v0
	ds_read2_b64 v[50:53], v0 offset1:2
	v_add_u32_e32 v1, 0x2000, v0
	ds_read2_b64 v[66:69], v1 offset1:2
	s_waitcnt vmcnt(7) lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[102:103], 0
	s_waitcnt vmcnt(6)
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[106:107], v[34:49]
	ds_read2_b64 v[50:53], v0 offset0:4 offset1:6
	s_waitcnt vmcnt(5) lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[110:111], v[34:49]
	s_waitcnt vmcnt(4)
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[114:115], v[34:49]
	ds_read2_b64 v[50:53], v0 offset0:8 offset1:10
	s_waitcnt vmcnt(3) lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[118:119], v[34:49]
	s_waitcnt vmcnt(2)
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[122:123], v[34:49]
	ds_read2_b64 v[50:53], v0 offset0:12 offset1:14
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[126:127], v[34:49]
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[132:133], v[34:49]
	ds_read2_b64 v[50:53], v0 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[104:105], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[108:109], v[34:49]
	ds_read2_b64 v[50:53], v0 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[112:113], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[116:117], v[34:49]
	ds_read2_b64 v[50:53], v0 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[120:121], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[124:125], v[34:49]
	ds_read2_b64 v[50:53], v0 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[128:129], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[134:135], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[66:67], v[102:103], 0
	v_mfma_f32_32x32x8_f16 v[50:65], v[68:69], v[106:107], v[50:65]
	ds_read2_b64 v[66:69], v1 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[66:67], v[110:111], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[68:69], v[114:115], v[50:65]
	ds_read2_b64 v[66:69], v1 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[66:67], v[118:119], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[68:69], v[122:123], v[50:65]
	ds_read2_b64 v[66:69], v1 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[66:67], v[126:127], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[68:69], v[132:133], v[50:65]
	ds_read2_b64 v[66:69], v1 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[66:67], v[104:105], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[68:69], v[108:109], v[50:65]
	ds_read2_b64 v[66:69], v1 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[66:67], v[112:113], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[68:69], v[116:117], v[50:65]
	ds_read2_b64 v[66:69], v1 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[66:67], v[120:121], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[68:69], v[124:125], v[50:65]
	ds_read2_b64 v[66:69], v1 offset0:28 offset1:30
	v_add_u32_e32 v1, 0x4000, v0
	ds_read2_b64 v[82:85], v1 offset1:2
	v_add_u32_e32 v0, 0x6000, v0
	ds_read2_b64 v[98:101], v0 offset1:2
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[50:65], v[66:67], v[128:129], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[68:69], v[134:135], v[50:65]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[66:81], v[82:83], v[102:103], 0
	v_mfma_f32_32x32x8_f16 v[66:81], v[84:85], v[106:107], v[66:81]
	ds_read2_b64 v[82:85], v1 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[66:81], v[82:83], v[110:111], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[84:85], v[114:115], v[66:81]
	ds_read2_b64 v[82:85], v1 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[66:81], v[82:83], v[118:119], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[84:85], v[122:123], v[66:81]
	ds_read2_b64 v[82:85], v1 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[66:81], v[82:83], v[126:127], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[84:85], v[132:133], v[66:81]
	ds_read2_b64 v[82:85], v1 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[66:81], v[82:83], v[104:105], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[84:85], v[108:109], v[66:81]
	ds_read2_b64 v[82:85], v1 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[66:81], v[82:83], v[112:113], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[84:85], v[116:117], v[66:81]
	ds_read2_b64 v[82:85], v1 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[66:81], v[82:83], v[120:121], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[84:85], v[124:125], v[66:81]
	ds_read2_b64 v[82:85], v1 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[66:81], v[82:83], v[128:129], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[84:85], v[134:135], v[66:81]
	v_mfma_f32_32x32x8_f16 v[82:97], v[98:99], v[102:103], 0
	v_mfma_f32_32x32x8_f16 v[82:97], v[100:101], v[106:107], v[82:97]
	ds_read2_b64 v[98:101], v0 offset0:4 offset1:6
	scratch_load_dword v107, off, off offset:128 ; 4-byte Folded Reload
	scratch_load_dword v106, off, off offset:112 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[82:97], v[98:99], v[110:111], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[100:101], v[114:115], v[82:97]
	ds_read2_b64 v[98:101], v0 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[82:97], v[98:99], v[118:119], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[100:101], v[122:123], v[82:97]
	ds_read2_b64 v[98:101], v0 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[82:97], v[98:99], v[126:127], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[100:101], v[132:133], v[82:97]
	ds_read2_b64 v[98:101], v0 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[82:97], v[98:99], v[104:105], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[100:101], v[108:109], v[82:97]
	ds_read2_b64 v[98:101], v0 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[82:97], v[98:99], v[112:113], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[100:101], v[116:117], v[82:97]
	ds_read2_b64 v[98:101], v0 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[82:97], v[98:99], v[120:121], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[100:101], v[124:125], v[82:97]
	ds_read2_b64 v[98:101], v0 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[82:97], v[98:99], v[128:129], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[100:101], v[134:135], v[82:97]
	s_branch .LBB0_8
.LBB0_7:
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v97, 0
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
.LBB0_8:
	s_nop 9
	v_max_f32_e32 v141, v89, v89
	v_max_f32_e32 v142, v88, v88
	v_max3_f32 v0, v34, v35, v36
	v_max3_f32 v1, v37, v38, v39
	v_max3_f32 v98, v40, v41, v42
	v_max3_f32 v99, v43, v44, v45
	v_max3_f32 v100, v46, v47, v48
	v_max3_f32 v101, v49, v50, v51
	v_max3_f32 v102, v52, v53, v54
	v_max3_f32 v103, v55, v56, v57
	v_max3_f32 v104, v58, v59, v60
	v_max3_f32 v105, v61, v62, v63
	v_max3_f32 v132, v64, v65, v66
	v_max3_f32 v133, v67, v68, v69
	v_max3_f32 v134, v70, v71, v72
	v_max3_f32 v135, v73, v74, v75
	v_max3_f32 v136, v76, v77, v78
	v_max3_f32 v137, v79, v80, v81
	v_max3_f32 v138, v82, v83, v84
	v_max3_f32 v139, v85, v86, v87
	v_max_f32_e32 v141, v142, v141
	v_max3_f32 v142, v91, v92, v93
	v_max3_f32 v143, v94, v95, v96
	v_max3_f32 v0, v0, v1, v98
	v_max3_f32 v1, v99, v100, v101
	v_max3_f32 v98, v102, v103, v104
	v_max3_f32 v99, v105, v132, v133
	v_max3_f32 v100, v134, v135, v136
	v_max3_f32 v101, v137, v138, v139
	v_max3_f32 v102, v141, v90, v142
	v_max3_f32 v0, v0, v1, v98
	v_max3_f32 v1, v99, v100, v101
	v_max3_f32 v98, v102, v143, v97
	v_max3_f32 v0, v0, v1, v98
	s_waitcnt vmcnt(0)
	ds_bpermute_b32 v1, v106, v0
	scratch_load_dword v108, off, off offset:216 ; 4-byte Folded Reload
	scratch_load_dword v109, off, off offset:344 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, v130, v0
	v_max_f32_e32 v1, v140, v140
	v_max_f32_e32 v142, v1, v0
	v_pk_fma_f32 v[0:1], v[130:131], v[34:35], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], v[130:131], v[36:37], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[98:99], v[130:131], v[38:39], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[100:101], v[130:131], v[40:41], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[102:103], v[130:131], v[42:43], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[104:105], v[130:131], v[44:45], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[132:133], v[130:131], v[46:47], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[134:135], v[130:131], v[48:49], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[136:137], v[130:131], v[50:51], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[138:139], v[130:131], v[52:53], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[144:145], v[130:131], v[54:55], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[146:147], v[130:131], v[56:57], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[148:149], v[130:131], v[58:59], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[150:151], v[130:131], v[60:61], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[152:153], v[130:131], v[62:63], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[154:155], v[130:131], v[64:65], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[156:157], v[130:131], v[66:67], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[158:159], v[130:131], v[68:69], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[166:167], v[130:131], v[70:71], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[168:169], v[130:131], v[72:73], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[170:171], v[130:131], v[74:75], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[172:173], v[130:131], v[76:77], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[174:175], v[130:131], v[78:79], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[176:177], v[130:131], v[80:81], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[178:179], v[130:131], v[82:83], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[180:181], v[130:131], v[84:85], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[182:183], v[130:131], v[86:87], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[184:185], v[130:131], v[88:89], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[186:187], v[130:131], v[90:91], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[188:189], v[130:131], v[92:93], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[190:191], v[130:131], v[94:95], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[192:193], v[130:131], v[96:97], v[142:143] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v36, v0
	v_exp_f32_e32 v37, v1
	v_exp_f32_e32 v38, v34
	v_exp_f32_e32 v39, v35
	v_exp_f32_e32 v40, v98
	v_exp_f32_e32 v41, v99
	v_exp_f32_e32 v42, v100
	v_exp_f32_e32 v43, v101
	v_exp_f32_e32 v44, v102
	v_exp_f32_e32 v45, v103
	v_exp_f32_e32 v46, v104
	v_exp_f32_e32 v47, v105
	v_exp_f32_e32 v48, v132
	v_exp_f32_e32 v49, v133
	v_exp_f32_e32 v50, v134
	v_exp_f32_e32 v51, v135
	v_exp_f32_e32 v52, v136
	v_exp_f32_e32 v53, v137
	v_exp_f32_e32 v54, v138
	v_exp_f32_e32 v55, v139
	v_exp_f32_e32 v56, v144
	v_exp_f32_e32 v57, v145
	v_exp_f32_e32 v58, v146
	v_exp_f32_e32 v59, v147
	v_exp_f32_e32 v60, v148
	v_exp_f32_e32 v61, v149
	v_exp_f32_e32 v62, v150
	v_exp_f32_e32 v63, v151
	v_exp_f32_e32 v64, v152
	v_exp_f32_e32 v65, v153
	v_exp_f32_e32 v66, v154
	v_exp_f32_e32 v67, v155
	v_exp_f32_e32 v68, v156
	v_exp_f32_e32 v69, v157
	v_exp_f32_e32 v70, v158
	v_exp_f32_e32 v71, v159
	v_exp_f32_e32 v72, v166
	v_exp_f32_e32 v73, v167
	v_exp_f32_e32 v74, v168
	v_exp_f32_e32 v75, v169
	v_exp_f32_e32 v76, v170
	v_exp_f32_e32 v77, v171
	v_exp_f32_e32 v78, v172
	v_exp_f32_e32 v79, v173
	v_exp_f32_e32 v80, v174
	v_exp_f32_e32 v81, v175
	v_exp_f32_e32 v82, v176
	v_exp_f32_e32 v83, v177
	v_exp_f32_e32 v84, v178
	v_exp_f32_e32 v85, v179
	v_exp_f32_e32 v86, v180
	v_exp_f32_e32 v87, v181
	v_exp_f32_e32 v88, v182
	v_exp_f32_e32 v89, v183
	v_exp_f32_e32 v90, v184
	v_exp_f32_e32 v91, v185
	v_exp_f32_e32 v92, v186
	v_exp_f32_e32 v93, v187
	v_exp_f32_e32 v94, v188
	v_exp_f32_e32 v95, v189
	v_exp_f32_e32 v96, v190
	v_exp_f32_e32 v97, v191
	v_exp_f32_e32 v144, v192
	v_exp_f32_e32 v145, v193
	v_sub_f32_e32 v0, v140, v142
	v_exp_f32_e32 v35, v0
	v_pk_add_f32 v[0:1], v[36:37], v[38:39]
	v_pk_add_f32 v[98:99], v[40:41], v[42:43]
	v_pk_add_f32 v[100:101], v[44:45], v[46:47]
	v_pk_add_f32 v[102:103], v[48:49], v[50:51]
	v_pk_add_f32 v[104:105], v[52:53], v[54:55]
	v_pk_add_f32 v[132:133], v[56:57], v[58:59]
	v_pk_add_f32 v[134:135], v[60:61], v[62:63]
	v_pk_add_f32 v[136:137], v[64:65], v[66:67]
	v_pk_add_f32 v[138:139], v[68:69], v[70:71]
	v_pk_add_f32 v[146:147], v[72:73], v[74:75]
	v_pk_add_f32 v[148:149], v[76:77], v[78:79]
	v_pk_add_f32 v[150:151], v[80:81], v[82:83]
	v_pk_add_f32 v[152:153], v[84:85], v[86:87]
	v_pk_add_f32 v[154:155], v[88:89], v[90:91]
	v_pk_add_f32 v[156:157], v[92:93], v[94:95]
	v_pk_add_f32 v[158:159], v[96:97], v[144:145]
	v_pk_add_f32 v[0:1], v[0:1], v[98:99]
	v_pk_add_f32 v[98:99], v[100:101], v[102:103]
	v_pk_add_f32 v[100:101], v[104:105], v[132:133]
	v_pk_add_f32 v[102:103], v[134:135], v[136:137]
	v_pk_add_f32 v[104:105], v[138:139], v[146:147]
	v_pk_add_f32 v[132:133], v[148:149], v[150:151]
	v_pk_add_f32 v[134:135], v[152:153], v[154:155]
	v_pk_add_f32 v[136:137], v[156:157], v[158:159]
	v_pk_add_f32 v[0:1], v[0:1], v[98:99]
	v_pk_add_f32 v[98:99], v[100:101], v[102:103]
	v_pk_add_f32 v[100:101], v[104:105], v[132:133]
	v_pk_add_f32 v[102:103], v[134:135], v[136:137]
	v_pk_add_f32 v[0:1], v[0:1], v[98:99]
	v_pk_add_f32 v[98:99], v[100:101], v[102:103]
	v_add_u32_e32 v197, s18, v107
	v_pk_add_f32 v[0:1], v[0:1], v[98:99]
	v_cvt_f16_f32_e32 v36, v36
	v_add_f32_e32 v0, v0, v1
	v_add_u32_e32 v1, 0x20000, v160
	ds_write_b32 v1, v35
	v_add_u32_e32 v1, 0x20000, v162
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v34, v1
	ds_read_u16 v254, v197
	ds_read_u16 v255, v197 offset:256
	ds_read_u16 v1, v197 offset:512
	ds_read_u16 v98, v197 offset:768
	ds_read_u16 v146, v197 offset:896
	ds_read_u16 v154, v197 offset:640
	ds_read_u16 v153, v197 offset:384
	ds_read_u16 v156, v197 offset:128
	ds_read_u16 v102, v197 offset:2048
	ds_read_u16 v103, v197 offset:2304
	ds_read_u16 v199, v197 offset:2560
	ds_read_u16 v202, v197 offset:2816
	ds_read_u16 v111, v197 offset:2944
	ds_read_u16 v100, v197 offset:2688
	ds_read_u16 v99, v197 offset:2432
	ds_read_u16 v101, v197 offset:2176
	ds_read_u16 v104, v197 offset:4096
	ds_read_u16 v105, v197 offset:4352
	ds_read_u16 v203, v197 offset:4608
	ds_read_u16 v206, v197 offset:4864
	ds_read_u16 v131, v197 offset:4992
	ds_read_u16 v134, v197 offset:4736
	ds_read_u16 v132, v197 offset:4480
	ds_read_u16 v135, v197 offset:4224
	ds_read_u16 v198, v197 offset:6144
	ds_read_u16 v200, v197 offset:6400
	ds_read_u16 v207, v197 offset:6656
	ds_read_u16 v210, v197 offset:6912
	ds_read_u16 v136, v197 offset:7040
	ds_read_u16 v138, v197 offset:6784
	ds_read_u16 v137, v197 offset:6528
	ds_read_u16 v139, v197 offset:6272
	ds_read_u16 v201, v197 offset:8192
	ds_read_u16 v204, v197 offset:8448
	ds_read_u16 v211, v197 offset:8704
	ds_read_u16 v214, v197 offset:8960
	ds_read_u16 v141, v197 offset:9088
	ds_read_u16 v149, v197 offset:8832
	ds_read_u16 v148, v197 offset:8576
	ds_read_u16 v150, v197 offset:8320
	ds_read_u16 v205, v197 offset:10240
	ds_read_u16 v208, v197 offset:10496
	ds_read_u16 v215, v197 offset:10752
	ds_read_u16 v218, v197 offset:11008
	ds_read_u16 v143, v197 offset:11136
	ds_read_u16 v152, v197 offset:10880
	ds_read_u16 v151, v197 offset:10624
	ds_read_u16 v155, v197 offset:10368
	ds_read_u16 v209, v197 offset:12288
	ds_read_u16 v212, v197 offset:12544
	ds_read_u16 v219, v197 offset:12800
	ds_read_u16 v222, v197 offset:13056
	ds_read_u16 v157, v197 offset:13184
	ds_read_u16 v159, v197 offset:12928
	ds_read_u16 v158, v197 offset:12672
	ds_read_u16 v160, v197 offset:12416
	ds_read_u16 v213, v197 offset:14336
	ds_read_u16 v216, v197 offset:14592
	ds_read_u16 v223, v197 offset:14848
	ds_read_u16 v226, v197 offset:15104
	ds_read_u16 v162, v197 offset:15232
	ds_read_u16 v167, v197 offset:14976
	ds_read_u16 v164, v197 offset:14720
	ds_read_u16 v147, v197 offset:14464
	ds_read_u16 v217, v197 offset:16384
	ds_read_u16 v220, v197 offset:16640
	ds_read_u16 v227, v197 offset:16896
	ds_read_u16 v230, v197 offset:17152
	ds_read_u16 v133, v197 offset:17280
	ds_read_u16 v168, v197 offset:17024
	ds_read_u16 v166, v197 offset:16768
	ds_read_u16 v169, v197 offset:16512
	ds_read_u16 v221, v197 offset:18432
	ds_read_u16 v224, v197 offset:18688
	ds_read_u16 v231, v197 offset:18944
	ds_read_u16 v234, v197 offset:19200
	ds_read_u16 v170, v197 offset:19328
	ds_read_u16 v172, v197 offset:19072
	ds_read_u16 v171, v197 offset:18816
	ds_read_u16 v173, v197 offset:18560
	ds_read_u16 v225, v197 offset:20480
	ds_read_u16 v228, v197 offset:20736
	ds_read_u16 v235, v197 offset:20992
	ds_read_u16 v238, v197 offset:21248
	ds_read_u16 v174, v197 offset:21376
	ds_read_u16 v176, v197 offset:21120
	ds_read_u16 v175, v197 offset:20864
	ds_read_u16 v177, v197 offset:20608
	ds_read_u16 v229, v197 offset:22528
	ds_read_u16 v232, v197 offset:22784
	ds_read_u16 v239, v197 offset:23040
	ds_read_u16 v242, v197 offset:23296
	ds_read_u16 v178, v197 offset:23424
	ds_read_u16 v180, v197 offset:23168
	ds_read_u16 v179, v197 offset:22912
	ds_read_u16 v181, v197 offset:22656
	ds_read_u16 v233, v197 offset:24576
	ds_read_u16 v236, v197 offset:24832
	ds_read_u16 v243, v197 offset:25088
	ds_read_u16 v245, v197 offset:25344
	ds_read_u16 v182, v197 offset:25472
	ds_read_u16 v184, v197 offset:25216
	ds_read_u16 v183, v197 offset:24960
	ds_read_u16 v185, v197 offset:24704
	ds_read_u16 v237, v197 offset:26624
	ds_read_u16 v240, v197 offset:26880
	ds_read_u16 v246, v197 offset:27136
	ds_read_u16 v247, v197 offset:27392
	ds_read_u16 v186, v197 offset:27520
	ds_read_u16 v188, v197 offset:27264
	ds_read_u16 v187, v197 offset:27008
	ds_read_u16 v189, v197 offset:26752
	ds_read_u16 v250, v197 offset:28672
	ds_read_u16 v251, v197 offset:28928
	ds_read_u16 v252, v197 offset:29184
	ds_read_u16 v253, v197 offset:29440
	ds_read_u16 v190, v197 offset:29568
	ds_read_u16 v192, v197 offset:29312
	ds_read_u16 v191, v197 offset:29056
	ds_read_u16 v193, v197 offset:28800
	ds_read_u16 v241, v197 offset:30720
	ds_read_u16 v244, v197 offset:30976
	ds_read_u16 v248, v197 offset:31232
	ds_read_u16 v249, v197 offset:31488
	ds_read_u16 v194, v197 offset:31616
	ds_read_u16 v196, v197 offset:31360
	ds_read_u16 v195, v197 offset:31104
	ds_read_u16 v197, v197 offset:30848
	ds_bpermute_b32 v110, v106, v0
	v_cvt_f16_f32_e32 v37, v37
	s_and_b64 s[10:11], s[10:11], exec
	v_cvt_f16_f32_e32 v38, v38
	s_cselect_b32 s10, 1, 0
	s_mov_b32 s94, 0
	v_cvt_f16_f32_e32 v39, v39
	s_cmp_lg_u32 s10, 1
	v_cvt_f16_f32_e32 v40, v40
	v_cvt_f16_f32_e32 v41, v41
	v_cvt_f16_f32_e32 v42, v42
	v_cvt_f16_f32_e32 v43, v43
	v_cvt_f16_f32_e32 v44, v44
	v_cvt_f16_f32_e32 v45, v45
	v_cvt_f16_f32_e32 v46, v46
	v_cvt_f16_f32_e32 v47, v47
	v_cvt_f16_f32_e32 v48, v48
	v_cvt_f16_f32_e32 v49, v49
	v_cvt_f16_f32_e32 v50, v50
	v_cvt_f16_f32_e32 v51, v51
	v_cvt_f16_f32_e32 v52, v52
	v_cvt_f16_f32_e32 v53, v53
	v_cvt_f16_f32_e32 v54, v54
	v_cvt_f16_f32_e32 v55, v55
	v_cvt_f16_f32_e32 v56, v56
	v_cvt_f16_f32_e32 v57, v57
	v_cvt_f16_f32_e32 v58, v58
	v_cvt_f16_f32_e32 v59, v59
	v_cvt_f16_f32_e32 v60, v60
	v_cvt_f16_f32_e32 v61, v61
	v_cvt_f16_f32_e32 v62, v62
	v_cvt_f16_f32_e32 v63, v63
	v_cvt_f16_f32_e32 v64, v64
	v_cvt_f16_f32_e32 v65, v65
	v_cvt_f16_f32_e32 v66, v66
	v_cvt_f16_f32_e32 v67, v67
	v_cvt_f16_f32_e32 v68, v68
	v_cvt_f16_f32_e32 v69, v69
	v_cvt_f16_f32_e32 v70, v70
	v_cvt_f16_f32_e32 v71, v71
	v_cvt_f16_f32_e32 v72, v72
	v_cvt_f16_f32_e32 v73, v73
	v_cvt_f16_f32_e32 v74, v74
	v_cvt_f16_f32_e32 v75, v75
	v_cvt_f16_f32_e32 v76, v76
	v_cvt_f16_f32_e32 v77, v77
	v_cvt_f16_f32_e32 v78, v78
	v_cvt_f16_f32_e32 v79, v79
	v_cvt_f16_f32_e32 v80, v80
	v_cvt_f16_f32_e32 v81, v81
	v_cvt_f16_f32_e32 v82, v82
	v_cvt_f16_f32_e32 v83, v83
	v_cvt_f16_f32_e32 v84, v84
	v_cvt_f16_f32_e32 v85, v85
	v_cvt_f16_f32_e32 v86, v86
	v_cvt_f16_f32_e32 v87, v87
	v_cvt_f16_f32_e32 v88, v88
	v_cvt_f16_f32_e32 v89, v89
	v_cvt_f16_f32_e32 v90, v90
	v_cvt_f16_f32_e32 v91, v91
	v_cvt_f16_f32_e32 v92, v92
	v_cvt_f16_f32_e32 v93, v93
	v_cvt_f16_f32_e32 v94, v94
	v_cvt_f16_f32_e32 v95, v95
	v_cvt_f16_f32_e32 v96, v96
	v_cvt_f16_f32_e32 v97, v97
	v_cvt_f16_f32_e32 v144, v144
	v_cvt_f16_f32_e32 v145, v145
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v163, v36
	ds_write_b16 v163, v37 offset:256
	ds_write_b16 v163, v38 offset:512
	ds_write_b16 v163, v39 offset:768
	ds_write_b16 v163, v40 offset:2048
	ds_write_b16 v163, v41 offset:2304
	ds_write_b16 v163, v42 offset:2560
	ds_write_b16 v163, v43 offset:2816
	ds_write_b16 v163, v44 offset:4096
	ds_write_b16 v163, v45 offset:4352
	ds_write_b16 v163, v46 offset:4608
	ds_write_b16 v163, v47 offset:4864
	ds_write_b16 v163, v48 offset:6144
	ds_write_b16 v163, v49 offset:6400
	ds_write_b16 v163, v50 offset:6656
	ds_write_b16 v163, v51 offset:6912
	ds_write_b16 v163, v52 offset:8192
	ds_write_b16 v163, v53 offset:8448
	ds_write_b16 v163, v54 offset:8704
	ds_write_b16 v163, v55 offset:8960
	ds_write_b16 v163, v56 offset:10240
	ds_write_b16 v163, v57 offset:10496
	ds_write_b16 v163, v58 offset:10752
	ds_write_b16 v163, v59 offset:11008
	ds_write_b16 v163, v60 offset:12288
	ds_write_b16 v163, v61 offset:12544
	ds_write_b16 v163, v62 offset:12800
	ds_write_b16 v163, v63 offset:13056
	ds_write_b16 v163, v64 offset:14336
	ds_write_b16 v163, v65 offset:14592
	ds_write_b16 v163, v66 offset:14848
	ds_write_b16 v163, v67 offset:15104
	ds_write_b16 v163, v68 offset:16384
	ds_write_b16 v163, v69 offset:16640
	ds_write_b16 v163, v70 offset:16896
	ds_write_b16 v163, v71 offset:17152
	ds_write_b16 v163, v72 offset:18432
	ds_write_b16 v163, v73 offset:18688
	ds_write_b16 v163, v74 offset:18944
	ds_write_b16 v163, v75 offset:19200
	ds_write_b16 v163, v76 offset:20480
	ds_write_b16 v163, v77 offset:20736
	ds_write_b16 v163, v78 offset:20992
	ds_write_b16 v163, v79 offset:21248
	ds_write_b16 v163, v80 offset:22528
	ds_write_b16 v163, v81 offset:22784
	ds_write_b16 v163, v82 offset:23040
	ds_write_b16 v163, v83 offset:23296
	ds_write_b16 v163, v84 offset:24576
	ds_write_b16 v163, v85 offset:24832
	ds_write_b16 v163, v86 offset:25088
	ds_write_b16 v163, v87 offset:25344
	ds_write_b16 v163, v88 offset:26624
	ds_write_b16 v163, v89 offset:26880
	ds_write_b16 v163, v90 offset:27136
	ds_write_b16 v163, v91 offset:27392
	ds_write_b16 v163, v92 offset:28672
	ds_write_b16 v163, v93 offset:28928
	ds_write_b16 v163, v94 offset:29184
	ds_write_b16 v163, v95 offset:29440
	ds_write_b16 v163, v96 offset:30720
	ds_write_b16 v163, v97 offset:30976
	ds_write_b16 v163, v144 offset:31232
	ds_write_b16 v163, v145 offset:31488
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_9
; %bb.14:
	ds_read_u16 v36, v161 offset:768
	ds_read_u16 v37, v161 offset:512
	ds_read_u16 v40, v161 offset:256
	ds_read_u16 v41, v161
	s_mov_b32 s10, 0x5040100
	v_perm_b32 v39, v98, v1, s10
	v_perm_b32 v38, v255, v254, s10
	v_pk_mul_f32 v[32:33], v[32:33], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[34:35] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v37, v36, v37, s10
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v36, v40, v41, s10
	ds_read_u16 v1, v161 offset:2816
	ds_read_u16 v40, v161 offset:2560
	ds_read_u16 v42, v161 offset:2304
	ds_read_u16 v43, v161 offset:2048
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[36:37], v[18:33]
	v_perm_b32 v39, v202, v199, s10
	v_perm_b32 v38, v103, v102, s10
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v41, v1, v40, s10
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v40, v42, v43, s10
	ds_read_u16 v1, v161 offset:4864
	ds_read_u16 v42, v161 offset:4608
	ds_read_u16 v44, v161 offset:4352
	ds_read_u16 v45, v161 offset:4096
	v_pk_mul_f32 v[16:17], v[16:17], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[34:35] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[40:41], v[18:33]
	v_perm_b32 v39, v206, v203, s10
	v_perm_b32 v38, v105, v104, s10
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v43, v1, v42, s10
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v42, v44, v45, s10
	ds_read_u16 v1, v161 offset:6912
	ds_read_u16 v44, v161 offset:6656
	ds_read_u16 v46, v161 offset:6400
	ds_read_u16 v47, v161 offset:6144
	v_pk_mul_f32 v[12:13], v[12:13], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[34:35] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[42:43], v[18:33]
	v_perm_b32 v39, v210, v207, s10
	v_perm_b32 v38, v200, v198, s10
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v45, v1, v44, s10
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v44, v46, v47, s10
	ds_read_u16 v1, v161 offset:8960
	ds_read_u16 v46, v161 offset:8704
	ds_read_u16 v48, v161 offset:8448
	ds_read_u16 v49, v161 offset:8192
	v_pk_mul_f32 v[8:9], v[8:9], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[34:35] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[44:45], v[18:33]
	v_perm_b32 v39, v214, v211, s10
	v_perm_b32 v38, v204, v201, s10
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v47, v1, v46, s10
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v46, v48, v49, s10
	ds_read_u16 v1, v161 offset:11008
	ds_read_u16 v48, v161 offset:10752
	ds_read_u16 v50, v161 offset:10496
	ds_read_u16 v51, v161 offset:10240
	v_pk_mul_f32 v[4:5], v[4:5], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[34:35] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[46:47], v[18:33]
	v_perm_b32 v39, v218, v215, s10
	v_perm_b32 v38, v208, v205, s10
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v49, v1, v48, s10
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v48, v50, v51, s10
	ds_read_u16 v1, v161 offset:13056
	ds_read_u16 v50, v161 offset:12800
	ds_read_u16 v52, v161 offset:12544
	ds_read_u16 v53, v161 offset:12288
	v_add_f32_e32 v0, v0, v110
	v_mov_b32_e32 v140, v142
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[48:49], v[18:33]
	v_perm_b32 v39, v222, v219, s10
	v_perm_b32 v38, v212, v209, s10
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v51, v1, v50, s10
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v50, v52, v53, s10
	ds_read_u16 v1, v161 offset:15104
	ds_read_u16 v52, v161 offset:14848
	ds_read_u16 v54, v161 offset:14592
	ds_read_u16 v55, v161 offset:14336
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v53, v1, v52, s10
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[50:51], v[18:33]
	v_perm_b32 v39, v226, v223, s10
	v_perm_b32 v38, v216, v213, s10
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v52, v54, v55, s10
	ds_read_u16 v1, v161 offset:17152
	ds_read_u16 v54, v161 offset:16896
	ds_read_u16 v56, v161 offset:16640
	ds_read_u16 v57, v161 offset:16384
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v55, v1, v54, s10
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[52:53], v[18:33]
	v_perm_b32 v39, v230, v227, s10
	v_perm_b32 v38, v220, v217, s10
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v54, v56, v57, s10
	ds_read_u16 v1, v161 offset:19200
	ds_read_u16 v56, v161 offset:18944
	ds_read_u16 v58, v161 offset:18688
	ds_read_u16 v59, v161 offset:18432
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v57, v1, v56, s10
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[54:55], v[18:33]
	v_perm_b32 v39, v234, v231, s10
	v_perm_b32 v38, v224, v221, s10
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v56, v58, v59, s10
	ds_read_u16 v1, v161 offset:21248
	ds_read_u16 v58, v161 offset:20992
	ds_read_u16 v60, v161 offset:20736
	ds_read_u16 v61, v161 offset:20480
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v59, v1, v58, s10
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[56:57], v[18:33]
	v_perm_b32 v39, v238, v235, s10
	v_perm_b32 v38, v228, v225, s10
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v58, v60, v61, s10
	ds_read_u16 v1, v161 offset:23296
	ds_read_u16 v60, v161 offset:23040
	ds_read_u16 v62, v161 offset:22784
	ds_read_u16 v63, v161 offset:22528
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v61, v1, v60, s10
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[58:59], v[18:33]
	v_perm_b32 v39, v242, v239, s10
	v_perm_b32 v38, v232, v229, s10
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v60, v62, v63, s10
	ds_read_u16 v1, v161 offset:25344
	ds_read_u16 v62, v161 offset:25088
	ds_read_u16 v64, v161 offset:24832
	ds_read_u16 v65, v161 offset:24576
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v63, v1, v62, s10
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[60:61], v[18:33]
	v_perm_b32 v39, v245, v243, s10
	v_perm_b32 v38, v236, v233, s10
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v62, v64, v65, s10
	ds_read_u16 v1, v161 offset:27392
	ds_read_u16 v64, v161 offset:27136
	ds_read_u16 v66, v161 offset:26880
	ds_read_u16 v67, v161 offset:26624
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v65, v1, v64, s10
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[62:63], v[18:33]
	v_perm_b32 v39, v247, v246, s10
	v_perm_b32 v38, v240, v237, s10
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v64, v66, v67, s10
	v_perm_b32 v67, v253, v252, s10
	v_perm_b32 v66, v251, v250, s10
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[64:65], v[18:33]
	ds_read_u16 v1, v161 offset:31488
	ds_read_u16 v38, v161 offset:29440
	ds_read_u16 v39, v161 offset:29184
	ds_read_u16 v68, v161 offset:28928
	ds_read_u16 v69, v161 offset:28672
	ds_read_u16 v70, v161 offset:31232
	ds_read_u16 v71, v161 offset:30976
	ds_read_u16 v72, v161 offset:30720
	s_waitcnt lgkmcnt(5)
	v_perm_b32 v39, v38, v39, s10
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v38, v68, v69, s10
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v69, v1, v70, s10
	scratch_load_dword v1, off, off         ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v68, v71, v72, s10
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v0, v1, v35
	v_mfma_f32_32x32x8_f16 v[18:33], v[66:67], v[38:39], v[18:33]
	v_perm_b32 v67, v249, v248, s10
	v_perm_b32 v66, v244, v241, s10
	scratch_store_dword off, v0, off        ; 4-byte Folded Spill
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[18:33], v[66:67], v[68:69], v[18:33]
	v_perm_b32 v67, v146, v154, s10
	v_perm_b32 v66, v153, v156, s10
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[66:67], v[36:37], v[2:17]
	v_perm_b32 v37, v111, v100, s10
	v_perm_b32 v36, v99, v101, s10
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[36:37], v[40:41], v[2:17]
	v_perm_b32 v37, v131, v134, s10
	v_perm_b32 v36, v132, v135, s10
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[36:37], v[42:43], v[2:17]
	v_perm_b32 v37, v136, v138, s10
	v_perm_b32 v36, v137, v139, s10
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[36:37], v[44:45], v[2:17]
	v_perm_b32 v37, v141, v149, s10
	v_perm_b32 v36, v148, v150, s10
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[36:37], v[46:47], v[2:17]
	v_perm_b32 v37, v143, v152, s10
	v_perm_b32 v36, v151, v155, s10
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[36:37], v[48:49], v[2:17]
	v_perm_b32 v37, v157, v159, s10
	v_perm_b32 v36, v158, v160, s10
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[36:37], v[50:51], v[2:17]
	v_perm_b32 v37, v162, v167, s10
	v_perm_b32 v36, v164, v147, s10
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[36:37], v[52:53], v[2:17]
	v_perm_b32 v37, v133, v168, s10
	v_perm_b32 v36, v166, v169, s10
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[36:37], v[54:55], v[2:17]
	v_perm_b32 v37, v170, v172, s10
	v_perm_b32 v36, v171, v173, s10
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[36:37], v[56:57], v[2:17]
	v_perm_b32 v37, v174, v176, s10
	v_perm_b32 v36, v175, v177, s10
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[36:37], v[58:59], v[2:17]
	v_perm_b32 v37, v178, v180, s10
	v_perm_b32 v36, v179, v181, s10
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[36:37], v[60:61], v[2:17]
	v_perm_b32 v37, v182, v184, s10
	v_perm_b32 v36, v183, v185, s10
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[36:37], v[62:63], v[2:17]
	v_perm_b32 v37, v186, v188, s10
	v_perm_b32 v36, v187, v189, s10
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[36:37], v[64:65], v[2:17]
	v_perm_b32 v37, v190, v192, s10
	v_perm_b32 v36, v191, v193, s10
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[36:37], v[38:39], v[2:17]
	v_perm_b32 v37, v194, v196, s10
	v_perm_b32 v36, v195, v197, s10
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[36:37], v[68:69], v[2:17]
.LBB0_9:
	scratch_load_dword v104, off, off offset:320 ; 4-byte Folded Reload
	scratch_load_dword v0, off, off offset:328 ; 4-byte Folded Reload
	scratch_load_dword v1, off, off offset:332 ; 4-byte Folded Reload
	scratch_load_dword v34, off, off offset:336 ; 4-byte Folded Reload
	scratch_load_dword v35, off, off offset:340 ; 4-byte Folded Reload
	scratch_load_dword v39, off, off offset:324 ; 4-byte Folded Reload
	scratch_load_dword v100, off, off offset:164 ; 4-byte Folded Reload
	scratch_load_dword v101, off, off offset:168 ; 4-byte Folded Reload
	scratch_load_dword v102, off, off offset:172 ; 4-byte Folded Reload
	scratch_load_dword v103, off, off offset:176 ; 4-byte Folded Reload
	s_lshr_b32 s10, s29, 1
	s_or_b32 s22, s89, s10
	s_sub_i32 s10, s28, s16
	s_lshl_b32 s95, s10, 7
	s_cmp_gt_i32 s95, s89
	s_cselect_b64 s[10:11], -1, 0
	v_bfrev_b32_e32 v105, 1
	s_and_b64 vcc, s[10:11], vcc
	s_mov_b32 s86, s6
	s_mov_b32 s87, s7
	s_waitcnt vmcnt(11)
	v_lshrrev_b32_e32 v240, 3, v108
	v_or_b32_e32 v225, 1, v240
	v_or_b32_e32 v220, 3, v240
	v_or_b32_e32 v224, 2, v240
	v_or_b32_e32 v218, 11, v240
	v_or_b32_e32 v219, 10, v240
	v_or_b32_e32 v251, 9, v240
	v_or_b32_e32 v227, 8, v240
	v_or_b32_e32 v217, 0x43, v240
	v_or_b32_e32 v221, 50, v240
	v_or_b32_e32 v250, 33, v240
	v_or_b32_e32 v248, 16, v240
	s_mov_b32 s93, 0x10000
	s_waitcnt vmcnt(9)
	v_or_b32_e32 v166, s22, v104
	s_waitcnt vmcnt(8)
	v_cndmask_b32_e32 v0, v105, v0, vcc
	s_and_b64 vcc, s[10:11], s[2:3]
	s_waitcnt vmcnt(7)
	v_cndmask_b32_e32 v1, v105, v1, vcc
	s_and_b64 vcc, s[10:11], s[0:1]
	s_waitcnt vmcnt(6)
	v_cndmask_b32_e32 v34, v105, v34, vcc
	s_and_b64 vcc, s[10:11], s[14:15]
	s_add_i32 s0, s17, 0x180
	s_cmp_lt_i32 s0, s95
	s_waitcnt vmcnt(4)
	v_or_b32_e32 v37, 32, v39
	v_cndmask_b32_e32 v35, v105, v35, vcc
	s_cselect_b64 s[14:15], -1, 0
	s_ashr_i32 s1, s0, 31
	v_or_b32_e32 v38, 0x60, v39
	v_or_b32_e32 v36, 64, v39
	buffer_load_dwordx4 v[40:43], v0, s[4:7], 0 offen
	buffer_load_dwordx4 v[44:47], v1, s[4:7], 0 offen
	buffer_load_dwordx4 v[48:51], v34, s[4:7], 0 offen
	buffer_load_dwordx4 v[52:55], v35, s[4:7], 0 offen
	buffer_load_dwordx4 v[56:59], v0, s[84:87], 0 offen
	buffer_load_dwordx4 v[60:63], v1, s[84:87], 0 offen
	buffer_load_dwordx4 v[64:67], v34, s[84:87], 0 offen
	buffer_load_dwordx4 v[68:71], v35, s[84:87], 0 offen
	v_mov_b32_e32 v1, s1
	v_or_b32_e32 v0, s0, v39
	v_mov_b32_e32 v35, s1
	v_or_b32_e32 v34, s0, v37
	v_mov_b32_e32 v37, s1
	v_mov_b32_e32 v39, s1
	s_lshl_b32 s1, s0, 7
	s_add_i32 s23, s1, s90
	s_cmp_gt_i32 s0, -1
	v_or_b32_e32 v36, s0, v36
	v_or_b32_e32 v38, s0, v38
	s_cselect_b64 s[18:19], -1, 0
	v_cmp_gt_i64_e32 vcc, s[12:13], v[0:1]
	v_cmp_gt_i64_e64 s[0:1], s[12:13], v[34:35]
	v_cmp_gt_i64_e64 s[2:3], s[12:13], v[36:37]
	v_cmp_gt_i64_e64 s[10:11], s[12:13], v[38:39]
	s_and_b64 s[20:21], s[18:19], vcc
	s_and_b64 s[0:1], s[18:19], s[0:1]
	s_and_b64 s[2:3], s[18:19], s[2:3]
	s_and_b64 s[10:11], s[18:19], s[10:11]
	s_and_b64 s[18:19], s[82:83], s[20:21]
	s_and_b64 s[0:1], s[82:83], s[0:1]
	s_waitcnt vmcnt(11)
	v_add_lshl_u32 v0, s23, v100, 1
	s_and_b64 vcc, s[14:15], s[18:19]
	s_and_b64 s[2:3], s[82:83], s[2:3]
	v_cndmask_b32_e32 v0, v105, v0, vcc
	s_waitcnt vmcnt(10)
	v_add_lshl_u32 v1, s23, v101, 1
	s_and_b64 vcc, s[14:15], s[0:1]
	s_and_b64 s[10:11], s[82:83], s[10:11]
	v_cndmask_b32_e32 v1, v105, v1, vcc
	s_waitcnt vmcnt(9)
	v_add_lshl_u32 v34, s23, v102, 1
	s_and_b64 vcc, s[14:15], s[2:3]
	v_cndmask_b32_e32 v34, v105, v34, vcc
	s_waitcnt vmcnt(8)
	v_add_lshl_u32 v35, s23, v103, 1
	s_and_b64 vcc, s[14:15], s[10:11]
	buffer_load_dwordx4 v[36:39], v0, s[4:7], 0 offen
	buffer_load_dwordx4 v[72:75], v1, s[4:7], 0 offen
	v_cndmask_b32_e32 v35, v105, v35, vcc
	buffer_load_dwordx4 v[76:79], v34, s[4:7], 0 offen
	buffer_load_dwordx4 v[80:83], v35, s[4:7], 0 offen
	buffer_load_dwordx4 v[84:87], v0, s[84:87], 0 offen
	buffer_load_dwordx4 v[88:91], v1, s[84:87], 0 offen
	buffer_load_dwordx4 v[92:95], v34, s[84:87], 0 offen
	buffer_load_dwordx4 v[96:99], v35, s[84:87], 0 offen
	s_add_i32 s13, s17, 0x80
	scratch_load_dword v1, off, off offset:180 ; 4-byte Folded Reload
	s_mov_b32 s86, 0x18000
	s_cmp_ge_i32 s89, s13
	scratch_store_dword off, v240, off offset:216 ; 4-byte Folded Spill
	scratch_store_dword off, v217, off offset:320 ; 4-byte Folded Spill
	scratch_store_dword off, v218, off offset:324 ; 4-byte Folded Spill
	scratch_store_dword off, v221, off offset:328 ; 4-byte Folded Spill
	scratch_store_dword off, v220, off offset:332 ; 4-byte Folded Spill
	scratch_store_dword off, v219, off offset:336 ; 4-byte Folded Spill
	scratch_store_dword off, v225, off offset:340 ; 4-byte Folded Spill
	scratch_store_dword off, v250, off offset:344 ; 4-byte Folded Spill
	scratch_store_dword off, v224, off offset:348 ; 4-byte Folded Spill
	scratch_store_dword off, v251, off offset:352 ; 4-byte Folded Spill
	scratch_store_dword off, v248, off offset:356 ; 4-byte Folded Spill
	scratch_store_dword off, v227, off offset:360 ; 4-byte Folded Spill
	s_waitcnt vmcnt(28)
	ds_write_b128 v109, v[40:43]
	s_waitcnt vmcnt(27)
	ds_write_b128 v109, v[44:47] offset:8192
	s_waitcnt vmcnt(26)
	ds_write_b128 v109, v[48:51] offset:16384
	s_waitcnt vmcnt(25)
	ds_write_b128 v109, v[52:55] offset:24576
	s_waitcnt vmcnt(12)
	v_add_u32_e32 v0, 0x10000, v1
	ds_write_b128 v0, v[56:59]
	ds_write_b128 v0, v[60:63] offset:8192
	ds_write_b128 v0, v[64:67] offset:16384
	ds_write_b128 v0, v[68:71] offset:24576
	ds_write_b128 v109, v[36:39] offset:32768
	ds_write_b128 v109, v[72:75] offset:40960
	ds_write_b128 v109, v[76:79] offset:49152
	ds_write_b128 v109, v[80:83] offset:57344
	v_add_u32_e32 v0, 0x18000, v1
	ds_write_b128 v0, v[84:87]
	ds_write_b128 v0, v[88:91] offset:8192
	ds_write_b128 v0, v[92:95] offset:16384
	ds_write_b128 v0, v[96:99] offset:24576
	s_cbranch_scc1 .LBB0_10
; %bb.16:                               ; %.lr.ph381.preheader
	scratch_load_dwordx4 v[126:129], off, off offset:252 ; 16-byte Folded Reload
	s_lshl_b32 s0, s28, 7
	s_lshl_b32 s1, s16, 7
	s_sub_i32 s0, s0, s1
	v_mov_b32_e32 v131, v130
	v_mov_b32_e32 v0, v130
	v_mov_b32_e32 v1, v130
	s_add_i32 s96, s0, 0xffffff80
	s_mov_b32 s80, 0x8000
	s_mov_b32 s97, 1
	s_mov_b32 s98, 0x5040100
	scratch_store_dwordx2 off, v[0:1], off offset:364 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[0:1], off offset:372 ; 8-byte Folded Spill
.LBB0_11:                               ; %.lr.ph381
                                        ; =>This Inner Loop Header: Depth=1
	scratch_load_dwordx2 v[0:1], off, off offset:184 ; 8-byte Folded Reload
	s_add_i32 s10, s96, 0x100
	s_ashr_i32 s11, s10, 31
	s_lshl_b32 s0, s10, 7
	s_add_i32 s19, s0, s90
	s_cmp_gt_i32 s10, -1
	s_cselect_b64 s[14:15], -1, 0
	s_mov_b32 s18, s94
	v_mov_b32_e32 v121, v217
	v_mov_b32_e32 v120, v218
	v_mov_b32_e32 v165, v219
	v_mov_b32_e32 v241, v220
	v_mov_b32_e32 v247, v221
	v_mov_b32_e32 v246, v224
	v_mov_b32_e32 v249, v225
	v_mov_b32_e32 v144, v227
	s_mov_b32 s94, s80
	s_mov_b32 s99, s93
	s_mov_b32 s93, s86
	s_mov_b32 s86, s6
	s_mov_b32 s87, s7
	s_waitcnt vmcnt(0)
	v_cmp_lt_i64_e32 vcc, s[10:11], v[0:1]
	scratch_load_dwordx2 v[0:1], off, off offset:192 ; 8-byte Folded Reload
	s_and_b64 s[16:17], s[14:15], vcc
	s_and_b64 vcc, s[82:83], s[16:17]
	s_waitcnt vmcnt(0)
	v_cmp_lt_i64_e64 s[0:1], s[10:11], v[0:1]
	scratch_load_dwordx2 v[0:1], off, off offset:200 ; 8-byte Folded Reload
	s_and_b64 s[0:1], s[14:15], s[0:1]
	s_and_b64 s[0:1], s[82:83], s[0:1]
	s_waitcnt vmcnt(0)
	v_cmp_lt_i64_e64 s[2:3], s[10:11], v[0:1]
	scratch_load_dwordx2 v[0:1], off, off offset:208 ; 8-byte Folded Reload
	s_and_b64 s[2:3], s[14:15], s[2:3]
	s_and_b64 s[2:3], s[82:83], s[2:3]
	s_waitcnt vmcnt(0)
	v_cmp_lt_i64_e64 s[10:11], s[10:11], v[0:1]
	v_add_lshl_u32 v0, s19, v100, 1
	v_cndmask_b32_e32 v0, v105, v0, vcc
	buffer_load_dwordx4 v[34:37], v0, s[4:7], 0 offen
	v_add_lshl_u32 v1, s19, v101, 1
	v_cndmask_b32_e64 v1, v105, v1, s[0:1]
	s_and_b64 s[10:11], s[14:15], s[10:11]
	s_and_b64 s[10:11], s[82:83], s[10:11]
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[34:37], off offset:16 ; 16-byte Folded Spill
	buffer_load_dwordx4 v[34:37], v1, s[4:7], 0 offen
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[34:37], off offset:32 ; 16-byte Folded Spill
	s_nop 1
	v_add_lshl_u32 v34, s19, v102, 1
	v_cndmask_b32_e64 v98, v105, v34, s[2:3]
	buffer_load_dwordx4 v[34:37], v98, s[4:7], 0 offen
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[34:37], off offset:48 ; 16-byte Folded Spill
	s_nop 1
	v_add_lshl_u32 v34, s19, v103, 1
	v_cndmask_b32_e64 v99, v105, v34, s[10:11]
	buffer_load_dwordx4 v[34:37], v99, s[4:7], 0 offen
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[34:37], off offset:64 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	s_barrier
	scratch_load_dword v34, off, off offset:316 ; 4-byte Folded Reload
	scratch_load_dwordx4 v[116:119], off, off offset:300 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[252:255], off, off offset:220 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[104:107], off, off offset:236 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[242:245], off, off offset:268 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[108:111], off, off offset:284 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[122:125], off, off offset:132 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[112:115], off, off offset:148 ; 16-byte Folded Reload
	s_waitcnt vmcnt(7)
	v_add_u32_e32 v66, s18, v34
	v_add_u32_e32 v67, 0x2000, v66
	ds_read2_b64 v[34:37], v66 offset1:2
	ds_read2_b64 v[38:41], v66 offset0:4 offset1:6
	ds_read2_b64 v[42:45], v66 offset0:8 offset1:10
	ds_read2_b64 v[46:49], v66 offset0:12 offset1:14
	ds_read2_b64 v[50:53], v66 offset0:16 offset1:18
	ds_read2_b64 v[54:57], v66 offset0:20 offset1:22
	ds_read2_b64 v[58:61], v66 offset0:24 offset1:26
	ds_read2_b64 v[62:65], v66 offset0:28 offset1:30
	ds_read2_b64 v[100:103], v67 offset1:2
	ds_read2_b64 v[132:135], v67 offset0:4 offset1:6
	ds_read2_b64 v[136:139], v67 offset0:8 offset1:10
	ds_read2_b64 v[146:149], v67 offset0:12 offset1:14
	ds_read2_b64 v[150:153], v67 offset0:16 offset1:18
	ds_read2_b64 v[154:157], v67 offset0:20 offset1:22
	ds_read2_b64 v[168:171], v67 offset0:24 offset1:26
	ds_read2_b64 v[172:175], v67 offset0:28 offset1:30
	v_add_u32_e32 v67, 0x4000, v66
	v_add_u32_e32 v66, 0x6000, v66
	ds_read2_b64 v[176:179], v67 offset1:2
	ds_read2_b64 v[180:183], v67 offset0:4 offset1:6
	ds_read2_b64 v[184:187], v67 offset0:8 offset1:10
	ds_read2_b64 v[188:191], v67 offset0:12 offset1:14
	ds_read2_b64 v[192:195], v67 offset0:16 offset1:18
	ds_read2_b64 v[196:199], v67 offset0:20 offset1:22
	ds_read2_b64 v[200:203], v67 offset0:24 offset1:26
	ds_read2_b64 v[204:207], v67 offset0:28 offset1:30
	ds_read2_b64 v[208:211], v66 offset1:2
	ds_read2_b64 v[212:215], v66 offset0:4 offset1:6
	ds_read2_b64 v[216:219], v66 offset0:8 offset1:10
	ds_read2_b64 v[220:223], v66 offset0:12 offset1:14
	ds_read2_b64 v[224:227], v66 offset0:16 offset1:18
	ds_read2_b64 v[228:231], v66 offset0:20 offset1:22
	ds_read2_b64 v[232:235], v66 offset0:24 offset1:26
	ds_read2_b64 v[236:239], v66 offset0:28 offset1:30
	s_waitcnt vmcnt(5) lgkmcnt(14)
	v_mfma_f32_32x32x8_f16 v[66:81], v[34:35], v[252:253], 0
	s_waitcnt vmcnt(4)
	v_mfma_f32_32x32x8_f16 v[66:81], v[36:37], v[104:105], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[38:39], v[126:127], v[66:81]
	s_waitcnt vmcnt(3)
	v_mfma_f32_32x32x8_f16 v[66:81], v[40:41], v[242:243], v[66:81]
	s_waitcnt vmcnt(2)
	v_mfma_f32_32x32x8_f16 v[66:81], v[42:43], v[108:109], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[44:45], v[116:117], v[66:81]
	s_waitcnt vmcnt(1)
	v_mfma_f32_32x32x8_f16 v[66:81], v[46:47], v[122:123], v[66:81]
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x8_f16 v[66:81], v[48:49], v[112:113], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[50:51], v[254:255], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[52:53], v[106:107], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[54:55], v[128:129], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[56:57], v[244:245], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[58:59], v[110:111], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[60:61], v[118:119], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[62:63], v[124:125], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[64:65], v[114:115], v[66:81]
	v_mfma_f32_32x32x8_f16 v[82:97], v[100:101], v[252:253], 0
	s_nop 9
	v_mul_f32_e64 v66, v130, v66
	v_mul_f32_e64 v67, v131, v67
	v_mfma_f32_32x32x8_f16 v[50:65], v[176:177], v[252:253], 0
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_32x32x8_f16 v[34:49], v[208:209], v[252:253], 0
	v_mfma_f32_32x32x8_f16 v[82:97], v[102:103], v[104:105], v[82:97]
	v_add_u32_e32 v102, s96, v240
	v_add_u32_e32 v159, 0x58, v102
	v_cmp_ge_i32_e32 vcc, v166, v159
	v_add_u32_e32 v100, 17, v102
	v_add_u32_e32 v101, 18, v102
	v_add_u32_e32 v167, 0x60, v102
	v_cmp_gt_i32_e64 s[2:3], s12, v167
	v_mfma_f32_32x32x8_f16 v[50:65], v[178:179], v[104:105], v[50:65]
	v_add_u32_e32 v103, 19, v102
	v_add_u32_e32 v141, 49, v102
	v_add_u32_e32 v142, 51, v102
	v_add_u32_e32 v143, 56, v102
	v_add_u32_e32 v158, 0x53, v102
	v_add_u32_e32 v160, 0x59, v102
	v_add_u32_e32 v162, 0x5a, v102
	v_mfma_f32_32x32x8_f16 v[34:49], v[210:211], v[104:105], v[34:49]
	v_add_u32_e32 v104, 24, v102
	v_add_u32_e32 v105, 25, v102
	v_add_u32_e32 v164, 0x5b, v102
	v_add_u32_e32 v176, 0x71, v102
	v_add_u32_e32 v177, 0x72, v102
	v_add_u32_e32 v178, 0x73, v102
	v_add_u32_e32 v179, 0x78, v102
	v_mfma_f32_32x32x8_f16 v[82:97], v[132:133], v[126:127], v[82:97]
	v_add_u32_e32 v133, 27, v102
	v_add_u32_e32 v132, 26, v102
	v_cmp_ge_i32_e64 s[60:61], v166, v143
	v_cmp_ge_i32_e64 s[62:63], v166, v142
	v_mfma_f32_32x32x8_f16 v[50:65], v[180:181], v[126:127], v[50:65]
	v_add_u32_e32 v181, 0x7a, v102
	v_cmp_ge_i32_e64 s[20:21], v166, v181
	v_add_u32_e32 v180, 0x79, v102
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x8_f16 v[34:49], v[212:213], v[126:127], v[34:49]
	v_mfma_f32_32x32x8_f16 v[82:97], v[134:135], v[242:243], v[82:97]
	v_add_u32_e32 v134, 34, v102
	v_add_u32_e32 v135, 35, v102
	v_cmp_ge_i32_e64 s[46:47], v166, v135
	v_cmp_ge_i32_e64 s[48:49], v166, v134
	v_mfma_f32_32x32x8_f16 v[50:65], v[182:183], v[242:243], v[50:65]
	v_add_u32_e32 v182, 0x7b, v102
	v_cmp_ge_i32_e64 s[22:23], v166, v182
	v_or_b32_e32 v182, s96, v241
	v_cmp_ge_i32_e64 s[28:29], v166, v182
	v_mov_b32_e32 v182, 0xc9742400
	v_or_b32_e32 v183, s96, v144
	v_cmp_ge_i32_e64 s[26:27], v166, v183
	v_mfma_f32_32x32x8_f16 v[34:49], v[214:215], v[242:243], v[34:49]
	v_mfma_f32_32x32x8_f16 v[82:97], v[136:137], v[108:109], v[82:97]
	v_add_u32_e32 v136, 40, v102
	v_add_u32_e32 v137, 41, v102
	v_cmp_ge_i32_e64 s[42:43], v166, v137
	v_cmp_ge_i32_e64 s[44:45], v166, v136
	v_mfma_f32_32x32x8_f16 v[50:65], v[184:185], v[108:109], v[50:65]
	v_or_b32_e32 v184, s96, v251
	v_or_b32_e32 v185, s96, v165
	v_cmp_ge_i32_e64 s[24:25], v166, v184
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_f16 v[34:49], v[216:217], v[108:109], v[34:49]
	v_mfma_f32_32x32x8_f16 v[82:97], v[138:139], v[116:117], v[82:97]
	v_add_u32_e32 v138, 42, v102
	v_add_u32_e32 v139, 43, v102
	v_cmp_ge_i32_e64 s[40:41], v166, v138
	v_mfma_f32_32x32x8_f16 v[50:65], v[186:187], v[116:117], v[50:65]
	v_or_b32_e32 v186, s96, v120
	v_mfma_f32_32x32x8_f16 v[34:49], v[218:219], v[116:117], v[34:49]
	v_mfma_f32_32x32x8_f16 v[82:97], v[146:147], v[122:123], v[82:97]
	v_add_u32_e32 v146, 57, v102
	v_add_u32_e32 v147, 58, v102
	v_cmp_ge_i32_e64 s[56:57], v166, v147
	v_cmp_ge_i32_e64 s[58:59], v166, v146
	v_mfma_f32_32x32x8_f16 v[50:65], v[188:189], v[122:123], v[50:65]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[34:49], v[220:221], v[122:123], v[34:49]
	v_mfma_f32_32x32x8_f16 v[82:97], v[148:149], v[112:113], v[82:97]
	v_add_u32_e32 v148, 59, v102
	v_add_u32_e32 v149, 0x41, v102
	v_cmp_ge_i32_e64 s[54:55], v166, v148
	v_cmp_ge_i32_e64 s[52:53], v166, v149
	v_mfma_f32_32x32x8_f16 v[50:65], v[190:191], v[112:113], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[222:223], v[112:113], v[34:49]
	v_mfma_f32_32x32x8_f16 v[82:97], v[150:151], v[254:255], v[82:97]
	v_add_u32_e32 v150, 0x42, v102
	v_add_u32_e32 v151, 0x48, v102
	v_cmp_ge_i32_e64 s[50:51], v166, v150
	v_mfma_f32_32x32x8_f16 v[50:65], v[192:193], v[254:255], v[50:65]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[34:49], v[224:225], v[254:255], v[34:49]
	v_mfma_f32_32x32x8_f16 v[82:97], v[152:153], v[106:107], v[82:97]
	v_add_u32_e32 v152, 0x49, v102
	v_add_u32_e32 v153, 0x4a, v102
	v_mfma_f32_32x32x8_f16 v[50:65], v[194:195], v[106:107], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[226:227], v[106:107], v[34:49]
	scratch_load_dwordx2 v[106:107], off, off offset:372 ; 8-byte Folded Reload
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[34:49], v[228:229], v[128:129], v[34:49]
	v_mfma_f32_32x32x8_f16 v[82:97], v[154:155], v[128:129], v[82:97]
	v_add_u32_e32 v155, 0x50, v102
	v_cmp_gt_i32_e64 s[16:17], s12, v155
	s_and_b64 s[18:19], vcc, s[16:17]
	v_add_u32_e32 v154, 0x4b, v102
	v_mfma_f32_32x32x8_f16 v[50:65], v[196:197], v[128:129], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[230:231], v[244:245], v[34:49]
	v_mfma_f32_32x32x8_f16 v[82:97], v[156:157], v[244:245], v[82:97]
	v_add_u32_e32 v156, 0x51, v102
	v_add_u32_e32 v157, 0x52, v102
	v_mfma_f32_32x32x8_f16 v[50:65], v[198:199], v[244:245], v[50:65]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[34:49], v[232:233], v[110:111], v[34:49]
	v_mfma_f32_32x32x8_f16 v[82:97], v[168:169], v[110:111], v[82:97]
	v_add_u32_e32 v168, 0x61, v102
	v_add_u32_e32 v169, 0x62, v102
	v_mfma_f32_32x32x8_f16 v[50:65], v[200:201], v[110:111], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[234:235], v[118:119], v[34:49]
	v_mfma_f32_32x32x8_f16 v[82:97], v[170:171], v[118:119], v[82:97]
	v_add_u32_e32 v170, 0x63, v102
	v_add_u32_e32 v171, 0x68, v102
	v_mfma_f32_32x32x8_f16 v[50:65], v[202:203], v[118:119], v[50:65]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[236:237], v[124:125], v[34:49]
	v_mfma_f32_32x32x8_f16 v[82:97], v[172:173], v[124:125], v[82:97]
	v_add_u32_e32 v172, 0x69, v102
	v_cmp_ge_i32_e64 s[0:1], v166, v172
	s_and_b64 s[14:15], s[0:1], s[2:3]
	v_add_u32_e32 v173, 0x6a, v102
	v_mfma_f32_32x32x8_f16 v[50:65], v[204:205], v[124:125], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[238:239], v[114:115], v[34:49]
	v_mfma_f32_32x32x8_f16 v[82:97], v[174:175], v[114:115], v[82:97]
	v_add_u32_e32 v175, 0x70, v102
	s_nop 8
	v_mul_f32_e32 v172, v130, v48
	v_mul_f32_e32 v181, v130, v49
	v_or_b32_e32 v48, s96, v240
	v_or_b32_e32 v49, s96, v249
	v_cmp_gt_i32_e64 s[10:11], s12, v175
	v_cmp_ge_i32_e64 s[30:31], v166, v49
	v_mfma_f32_32x32x8_f16 v[50:65], v[206:207], v[114:115], v[50:65]
	v_cmp_ge_i32_e64 s[34:35], v166, v48
	v_cmp_gt_i32_e64 s[38:39], s12, v48
	s_and_b64 vcc, s[20:21], s[10:11]
	v_cmp_ge_i32_e64 s[20:21], v166, v186
	s_and_b64 s[34:35], s[34:35], s[38:39]
	s_and_b64 s[30:31], s[30:31], s[38:39]
	s_and_b64 s[20:21], s[20:21], s[38:39]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[48:49], v[106:107], v[68:69]
	v_pk_mul_f32 v[68:69], v[106:107], v[70:71]
	v_pk_mul_f32 v[70:71], v[106:107], v[72:73]
	v_cndmask_b32_e64 v67, v182, v67, s[30:31]
	v_cndmask_b32_e64 v66, v182, v66, s[34:35]
	v_cmp_ge_i32_e64 s[30:31], v166, v101
	v_cmp_ge_i32_e64 s[34:35], v166, v100
	v_pk_mov_b32 v[100:101], v[96:97], v[50:51] op_sel:[1,0]
	v_pk_mov_b32 v[50:51], v[50:51], v[52:53] op_sel:[1,0]
	v_or_b32_e32 v52, s96, v248
	s_and_b64 s[0:1], s[22:23], s[10:11]
	v_cmp_ge_i32_e64 s[22:23], v166, v185
	s_and_b64 s[28:29], s[28:29], s[38:39]
	v_cndmask_b32_e64 v71, v182, v71, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v166, v133
	v_pk_mov_b32 v[72:73], v[78:79], v[80:81] op_sel:[1,0]
	v_pk_mov_b32 v[80:81], v[80:81], v[82:83] op_sel:[1,0]
	v_cmp_gt_i32_e64 s[78:79], s12, v52
	s_and_b64 s[26:27], s[26:27], s[38:39]
	s_and_b64 s[24:25], s[24:25], s[38:39]
	s_and_b64 s[22:23], s[22:23], s[38:39]
	v_cndmask_b32_e64 v49, v182, v49, s[28:29]
	v_cmp_ge_i32_e64 s[28:29], v166, v103
	v_pk_mov_b32 v[78:79], v[76:77], v[78:79] op_sel:[1,0]
	v_pk_mov_b32 v[76:77], v[74:75], v[76:77] op_sel:[1,0]
	v_pk_mul_f32 v[80:81], v[106:107], v[80:81]
	v_add_u32_e32 v103, 48, v102
	v_or_b32_e32 v75, s96, v250
	s_and_b64 s[20:21], s[20:21], s[78:79]
	v_mul_f32_e32 v159, v130, v39
	v_or_b32_e32 v39, s96, v246
	v_cndmask_b32_e64 v70, v182, v70, s[22:23]
	v_cndmask_b32_e64 v69, v182, v69, s[24:25]
	v_cndmask_b32_e64 v68, v182, v68, s[26:27]
	v_cmp_ge_i32_e64 s[22:23], v166, v132
	v_cmp_ge_i32_e64 s[24:25], v166, v105
	v_cmp_ge_i32_e64 s[26:27], v166, v104
	v_add_u32_e32 v82, 32, v102
	v_cmp_ge_i32_e64 s[68:69], v166, v75
	v_cmp_gt_i32_e64 s[74:75], s12, v103
	v_mov_b32_e32 v75, v83
	scratch_load_dwordx2 v[104:105], off, off offset:364 ; 8-byte Folded Reload
	v_cndmask_b32_e64 v83, v182, v80, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v166, v103
	v_cmp_ge_i32_e64 s[36:37], v166, v39
	v_pk_mul_f32 v[78:79], v[106:107], v[78:79]
	v_pk_mul_f32 v[72:73], v[106:107], v[72:73]
	v_pk_mul_f32 v[76:77], v[130:131], v[76:77]
	v_pk_mul_f32 v[90:91], v[106:107], v[90:91]
	v_add_u32_e32 v39, 64, v102
	v_cmp_gt_i32_e64 s[76:77], s12, v82
	s_and_b64 s[22:23], s[22:23], s[78:79]
	s_and_b64 s[24:25], s[24:25], s[78:79]
	s_and_b64 s[26:27], s[26:27], s[78:79]
	s_and_b64 s[28:29], s[28:29], s[78:79]
	s_and_b64 s[30:31], s[30:31], s[78:79]
	s_and_b64 s[20:21], s[20:21], s[74:75]
	v_add_u32_e32 v174, 0x6b, v102
	s_and_b64 s[36:37], s[36:37], s[38:39]
	v_cmp_ge_i32_e64 s[38:39], v166, v139
	v_pk_mul_f32 v[86:87], v[106:107], v[86:87]
	v_pk_mul_f32 v[88:89], v[106:107], v[88:89]
	v_pk_mov_b32 v[96:97], v[94:95], v[96:97] op_sel:[1,0]
	v_pk_mov_b32 v[94:95], v[92:93], v[94:95] op_sel:[1,0]
	v_or_b32_e32 v93, s96, v247
	v_or_b32_e32 v102, s96, v121
	v_cmp_gt_i32_e64 s[72:73], s12, v39
	v_cmp_ge_i32_e64 s[80:81], v166, v82
	v_cndmask_b32_e64 v82, v182, v73, s[22:23]
	v_cndmask_b32_e64 v73, v182, v72, s[24:25]
	v_cndmask_b32_e64 v72, v182, v79, s[26:27]
	v_cndmask_b32_e64 v79, v182, v78, s[28:29]
	v_cndmask_b32_e64 v78, v182, v77, s[30:31]
	s_and_b64 s[26:27], s[40:41], s[76:77]
	s_and_b64 s[28:29], s[42:43], s[76:77]
	s_and_b64 s[30:31], s[44:45], s[76:77]
	v_cndmask_b32_e64 v80, v182, v90, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v166, v39
	v_cndmask_b32_e64 v48, v182, v48, s[36:37]
	v_cmp_ge_i32_e64 s[36:37], v166, v141
	v_pk_mul_f32 v[96:97], v[106:107], v[96:97]
	v_pk_mul_f32 v[100:101], v[106:107], v[100:101]
	v_cmp_ge_i32_e64 s[64:65], v166, v102
	v_cmp_ge_i32_e64 s[66:67], v166, v93
	v_mov_b32_e32 v93, v53
	s_and_b64 s[24:25], s[38:39], s[76:77]
	v_cndmask_b32_e64 v88, v182, v88, s[26:27]
	v_cndmask_b32_e64 v87, v182, v87, s[28:29]
	v_cndmask_b32_e64 v86, v182, v86, s[30:31]
	s_and_b64 s[20:21], s[20:21], s[72:73]
	s_and_b64 s[26:27], s[54:55], s[74:75]
	s_and_b64 s[28:29], s[56:57], s[74:75]
	s_and_b64 s[30:31], s[58:59], s[74:75]
	v_pk_mul_f32 v[50:51], v[106:107], v[50:51]
	v_cmp_ge_i32_e64 s[70:71], v166, v52
	s_and_b64 s[66:67], s[66:67], s[74:75]
	s_and_b64 s[64:65], s[64:65], s[72:73]
	v_pk_mul_f32 v[52:53], v[106:107], v[92:93]
	s_and_b64 s[80:81], s[80:81], s[76:77]
	s_and_b64 s[22:23], s[36:37], s[74:75]
	v_cndmask_b32_e64 v89, v182, v89, s[24:25]
	s_and_b64 s[24:25], s[52:53], s[72:73]
	v_cndmask_b32_e64 v90, v182, v101, s[20:21]
	v_cndmask_b32_e64 v101, v182, v100, s[26:27]
	v_cndmask_b32_e64 v100, v182, v97, s[28:29]
	v_cndmask_b32_e64 v97, v182, v96, s[30:31]
	v_cmp_ge_i32_e64 s[30:31], v166, v153
	v_cndmask_b32_e64 v92, v182, v81, s[80:81]
	v_cndmask_b32_e64 v81, v182, v91, s[22:23]
	v_cndmask_b32_e64 v91, v182, v50, s[24:25]
	v_cndmask_b32_e64 v103, v182, v53, s[64:65]
	v_cndmask_b32_e64 v50, v182, v52, s[66:67]
	s_and_b64 s[30:31], s[30:31], s[72:73]
	v_pk_mul_f32 v[52:53], v[130:131], v[54:55]
	v_pk_mul_f32 v[54:55], v[106:107], v[56:57]
	s_and_b64 s[34:35], s[34:35], s[78:79]
	v_cndmask_b32_e64 v54, v182, v54, s[30:31]
	v_cmp_ge_i32_e64 s[30:31], v166, v162
	scratch_load_dword v162, off, off offset:112 ; 4-byte Folded Reload
	v_pk_mul_f32 v[84:85], v[130:131], v[84:85]
	v_cndmask_b32_e64 v77, v182, v76, s[34:35]
	s_and_b64 s[34:35], s[46:47], s[76:77]
	v_pk_mul_f32 v[94:95], v[130:131], v[94:95]
	v_cndmask_b32_e64 v85, v182, v85, s[34:35]
	s_and_b64 s[22:23], s[50:51], s[72:73]
	s_and_b64 s[34:35], s[60:61], s[74:75]
	v_cndmask_b32_e64 v102, v182, v51, s[22:23]
	v_cndmask_b32_e64 v96, v182, v95, s[34:35]
	v_cmp_ge_i32_e64 s[20:21], v166, v158
	v_cmp_ge_i32_e64 s[22:23], v166, v157
	v_cmp_ge_i32_e64 s[24:25], v166, v156
	v_cmp_ge_i32_e64 s[26:27], v166, v155
	v_cmp_ge_i32_e64 s[28:29], v166, v154
	v_cmp_ge_i32_e64 s[34:35], v166, v152
	v_mul_f32_e32 v62, v130, v62
	s_and_b64 s[20:21], s[20:21], s[16:17]
	s_and_b64 s[22:23], s[22:23], s[16:17]
	s_and_b64 s[24:25], s[24:25], s[16:17]
	s_and_b64 s[26:27], s[26:27], s[16:17]
	s_and_b64 s[28:29], s[28:29], s[72:73]
	s_and_b64 s[34:35], s[34:35], s[72:73]
	v_pk_mul_f32 v[56:57], v[106:107], v[58:59]
	v_pk_mul_f32 v[58:59], v[106:107], v[60:61]
	s_and_b64 s[36:37], s[48:49], s[76:77]
	v_cndmask_b32_e64 v59, v182, v59, s[20:21]
	v_cndmask_b32_e64 v58, v182, v58, s[22:23]
	v_cndmask_b32_e64 v57, v182, v57, s[24:25]
	v_cndmask_b32_e64 v56, v182, v56, s[26:27]
	v_cndmask_b32_e64 v55, v182, v55, s[28:29]
	v_cndmask_b32_e64 v53, v182, v53, s[34:35]
	v_cndmask_b32_e64 v134, v182, v62, s[18:19]
	v_cmp_ge_i32_e64 s[18:19], v166, v171
	v_cmp_ge_i32_e64 s[20:21], v166, v170
	v_cmp_ge_i32_e64 s[22:23], v166, v169
	v_cmp_ge_i32_e64 s[24:25], v166, v168
	v_cmp_ge_i32_e64 s[26:27], v166, v167
	v_cmp_ge_i32_e64 s[28:29], v166, v164
	v_cmp_ge_i32_e64 s[34:35], v166, v160
	v_pk_mov_b32 v[60:61], v[34:35], v[36:37] op_sel:[1,0]
	v_pk_mov_b32 v[34:35], v[64:65], v[34:35] op_sel:[1,0]
	v_pk_mov_b32 v[36:37], v[36:37], v[38:39] op_sel:[1,0]
	v_pk_mov_b32 v[38:39], v[62:63], v[64:65] op_sel:[1,0]
	v_cndmask_b32_e64 v84, v182, v84, s[36:37]
	s_and_b64 s[36:37], s[62:63], s[74:75]
	s_and_b64 s[18:19], s[18:19], s[2:3]
	s_and_b64 s[20:21], s[20:21], s[2:3]
	s_and_b64 s[22:23], s[22:23], s[2:3]
	s_and_b64 s[24:25], s[24:25], s[2:3]
	s_and_b64 s[26:27], s[26:27], s[2:3]
	s_and_b64 s[28:29], s[28:29], s[16:17]
	s_and_b64 s[30:31], s[30:31], s[16:17]
	s_and_b64 s[16:17], s[34:35], s[16:17]
	v_pk_mul_f32 v[34:35], v[106:107], v[34:35]
	v_pk_mul_f32 v[60:61], v[106:107], v[60:61]
	v_pk_mul_f32 v[38:39], v[130:131], v[38:39]
	v_pk_mul_f32 v[36:37], v[106:107], v[36:37]
	v_cndmask_b32_e64 v51, v182, v94, s[36:37]
	v_cmp_ge_i32_e64 s[36:37], v166, v151
	v_cndmask_b32_e64 v61, v182, v61, s[22:23]
	v_cndmask_b32_e64 v60, v182, v60, s[24:25]
	v_cndmask_b32_e64 v63, v182, v35, s[26:27]
	v_cndmask_b32_e64 v62, v182, v34, s[28:29]
	v_cndmask_b32_e64 v37, v182, v37, s[18:19]
	v_cndmask_b32_e64 v36, v182, v36, s[20:21]
	v_cndmask_b32_e64 v38, v182, v38, s[16:17]
	v_cndmask_b32_e64 v141, v182, v159, s[14:15]
	v_cmp_ge_i32_e64 s[14:15], v166, v180
	v_cmp_ge_i32_e64 s[16:17], v166, v179
	v_cmp_ge_i32_e64 s[18:19], v166, v178
	v_cmp_ge_i32_e64 s[20:21], v166, v177
	v_cmp_ge_i32_e64 s[22:23], v166, v176
	v_cmp_ge_i32_e64 s[24:25], v166, v175
	v_cmp_ge_i32_e64 s[26:27], v166, v174
	v_cmp_ge_i32_e64 s[28:29], v166, v173
	s_and_b64 s[70:71], s[70:71], s[78:79]
	s_and_b64 s[68:69], s[68:69], s[76:77]
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[74:75], v[104:105], v[74:75]
	s_and_b64 s[36:37], s[36:37], s[72:73]
	s_and_b64 s[14:15], s[14:15], s[10:11]
	s_and_b64 s[16:17], s[16:17], s[10:11]
	s_and_b64 s[18:19], s[18:19], s[10:11]
	s_and_b64 s[20:21], s[20:21], s[10:11]
	s_and_b64 s[22:23], s[22:23], s[10:11]
	s_and_b64 s[10:11], s[24:25], s[10:11]
	s_and_b64 s[24:25], s[26:27], s[2:3]
	s_and_b64 s[2:3], s[28:29], s[2:3]
	v_pk_mul_f32 v[34:35], v[130:131], v[40:41]
	v_pk_mul_f32 v[40:41], v[106:107], v[42:43]
	v_pk_mul_f32 v[42:43], v[106:107], v[44:45]
	v_cndmask_b32_e64 v93, v182, v75, s[68:69]
	v_cndmask_b32_e64 v76, v182, v74, s[70:71]
	v_cndmask_b32_e64 v52, v182, v52, s[36:37]
	v_cndmask_b32_e64 v39, v182, v39, s[30:31]
	v_pk_mul_f32 v[44:45], v[106:107], v[46:47]
	v_cndmask_b32_e64 v43, v182, v43, s[18:19]
	v_cndmask_b32_e64 v42, v182, v42, s[20:21]
	v_cndmask_b32_e64 v41, v182, v41, s[22:23]
	v_cndmask_b32_e64 v46, v182, v34, s[2:3]
	v_cndmask_b32_e64 v47, v182, v35, s[24:25]
	v_cndmask_b32_e64 v40, v182, v40, s[10:11]
	v_cndmask_b32_e64 v45, v182, v45, s[14:15]
	v_cndmask_b32_e64 v44, v182, v44, s[16:17]
	v_cndmask_b32_e32 v35, v182, v172, vcc
	v_max3_f32 v34, v66, v67, v48
	v_max3_f32 v64, v49, v68, v69
	v_max3_f32 v65, v70, v71, v76
	v_max3_f32 v74, v77, v78, v79
	v_max3_f32 v75, v72, v73, v82
	v_max3_f32 v94, v83, v92, v93
	v_max3_f32 v95, v84, v85, v86
	v_max3_f32 v104, v87, v88, v89
	v_max3_f32 v105, v80, v81, v50
	v_max3_f32 v132, v51, v96, v97
	v_max3_f32 v133, v100, v101, v90
	v_max3_f32 v135, v91, v102, v103
	v_max3_f32 v136, v52, v53, v54
	v_max3_f32 v137, v55, v56, v57
	v_max3_f32 v138, v58, v59, v134
	v_max3_f32 v139, v38, v39, v62
	v_max3_f32 v142, v63, v60, v61
	v_max3_f32 v143, v36, v37, v141
	v_max_f32_e32 v146, v46, v47
	v_max3_f32 v147, v41, v42, v43
	v_cndmask_b32_e64 v154, v182, v181, s[0:1]
	v_max3_f32 v148, v44, v45, v35
	v_max3_f32 v34, v34, v64, v65
	v_max3_f32 v64, v74, v75, v94
	v_max3_f32 v65, v95, v104, v105
	v_max3_f32 v74, v132, v133, v135
	v_max3_f32 v75, v136, v137, v138
	v_max3_f32 v94, v139, v142, v143
	v_max3_f32 v95, v146, v40, v147
	v_max3_f32 v34, v34, v64, v65
	v_max3_f32 v64, v74, v75, v94
	v_max3_f32 v65, v95, v148, v154
	v_max3_f32 v34, v34, v64, v65
	s_waitcnt vmcnt(0)
	ds_bpermute_b32 v64, v162, v34
	s_add_i32 s0, s97, 1
	s_cmp_lt_i32 s0, 2
	s_cselect_b32 s97, s0, 0
	s_lshl_b32 s80, s97, 15
	s_waitcnt lgkmcnt(0)
	v_max3_f32 v34, v140, v34, v64
	v_pk_add_f32 v[64:65], v[66:67], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[48:49], v[48:49], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[66:67], v[68:69], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[68:69], v[70:71], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[70:71], v[76:77], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[74:75], v[78:79], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[72:73], v[72:73], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[76:77], v[82:83], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[78:79], v[92:93], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[82:83], v[84:85], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[84:85], v[86:87], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[86:87], v[88:89], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[80:81], v[80:81], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[88:89], v[50:51], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[92:93], v[96:97], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[94:95], v[100:101], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[90:91], v[90:91], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[96:97], v[102:103], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[100:101], v[52:53], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[102:103], v[54:55], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[104:105], v[56:57], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[132:133], v[58:59], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v155, v134, v34
	v_pk_add_f32 v[134:135], v[38:39], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[136:137], v[62:63], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[138:139], v[60:61], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[142:143], v[36:37], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v141, v141, v34
	v_pk_add_f32 v[146:147], v[46:47], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[148:149], v[40:41], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[150:151], v[42:43], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[152:153], v[44:45], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v35, v35, v34
	v_sub_f32_e32 v154, v154, v34
	v_exp_f32_e32 v36, v64
	v_exp_f32_e32 v37, v65
	v_exp_f32_e32 v38, v48
	v_exp_f32_e32 v39, v49
	v_exp_f32_e32 v40, v66
	v_exp_f32_e32 v41, v67
	v_exp_f32_e32 v42, v68
	v_exp_f32_e32 v43, v69
	v_exp_f32_e32 v44, v70
	v_exp_f32_e32 v45, v71
	v_exp_f32_e32 v46, v74
	v_exp_f32_e32 v47, v75
	v_exp_f32_e32 v48, v72
	v_exp_f32_e32 v49, v73
	v_exp_f32_e32 v50, v76
	v_exp_f32_e32 v51, v77
	v_exp_f32_e32 v52, v78
	v_exp_f32_e32 v53, v79
	v_exp_f32_e32 v54, v82
	v_exp_f32_e32 v55, v83
	v_exp_f32_e32 v56, v84
	v_exp_f32_e32 v57, v85
	v_exp_f32_e32 v58, v86
	v_exp_f32_e32 v59, v87
	v_exp_f32_e32 v60, v80
	v_exp_f32_e32 v61, v81
	v_exp_f32_e32 v62, v88
	v_exp_f32_e32 v63, v89
	v_exp_f32_e32 v64, v92
	v_exp_f32_e32 v65, v93
	v_exp_f32_e32 v66, v94
	v_exp_f32_e32 v67, v95
	v_exp_f32_e32 v68, v90
	v_exp_f32_e32 v69, v91
	v_exp_f32_e32 v70, v96
	v_exp_f32_e32 v71, v97
	v_exp_f32_e32 v72, v100
	v_exp_f32_e32 v73, v101
	v_exp_f32_e32 v74, v102
	v_exp_f32_e32 v75, v103
	v_exp_f32_e32 v76, v104
	v_exp_f32_e32 v77, v105
	v_exp_f32_e32 v78, v132
	v_exp_f32_e32 v79, v133
	v_exp_f32_e32 v80, v155
	v_exp_f32_e32 v81, v134
	v_exp_f32_e32 v82, v135
	v_exp_f32_e32 v83, v136
	v_exp_f32_e32 v84, v137
	v_exp_f32_e32 v85, v138
	v_exp_f32_e32 v86, v139
	v_exp_f32_e32 v87, v142
	v_exp_f32_e32 v88, v143
	v_exp_f32_e32 v89, v141
	v_exp_f32_e32 v90, v146
	v_exp_f32_e32 v91, v147
	v_exp_f32_e32 v92, v148
	v_exp_f32_e32 v93, v149
	v_exp_f32_e32 v94, v150
	v_exp_f32_e32 v95, v151
	v_exp_f32_e32 v96, v152
	v_exp_f32_e32 v97, v153
	v_exp_f32_e32 v146, v35
	v_exp_f32_e32 v147, v154
	v_sub_f32_e32 v35, v140, v34
	v_pk_add_f32 v[100:101], v[36:37], v[38:39]
	v_pk_add_f32 v[102:103], v[40:41], v[42:43]
	v_pk_add_f32 v[104:105], v[44:45], v[46:47]
	v_pk_add_f32 v[132:133], v[48:49], v[50:51]
	v_pk_add_f32 v[134:135], v[52:53], v[54:55]
	v_pk_add_f32 v[136:137], v[56:57], v[58:59]
	v_pk_add_f32 v[138:139], v[60:61], v[62:63]
	v_pk_add_f32 v[140:141], v[64:65], v[66:67]
	v_pk_add_f32 v[142:143], v[68:69], v[70:71]
	v_pk_add_f32 v[148:149], v[72:73], v[74:75]
	v_pk_add_f32 v[150:151], v[76:77], v[78:79]
	v_pk_add_f32 v[152:153], v[80:81], v[82:83]
	v_pk_add_f32 v[154:155], v[84:85], v[86:87]
	v_pk_add_f32 v[156:157], v[88:89], v[90:91]
	v_pk_add_f32 v[158:159], v[92:93], v[94:95]
	v_pk_add_f32 v[168:169], v[96:97], v[146:147]
	v_pk_add_f32 v[100:101], v[100:101], v[102:103]
	v_pk_add_f32 v[102:103], v[104:105], v[132:133]
	v_pk_add_f32 v[104:105], v[134:135], v[136:137]
	v_pk_add_f32 v[132:133], v[138:139], v[140:141]
	v_pk_add_f32 v[134:135], v[142:143], v[148:149]
	v_pk_add_f32 v[136:137], v[150:151], v[152:153]
	v_pk_add_f32 v[138:139], v[154:155], v[156:157]
	v_pk_add_f32 v[140:141], v[158:159], v[168:169]
	v_pk_add_f32 v[100:101], v[100:101], v[102:103]
	v_pk_add_f32 v[102:103], v[104:105], v[132:133]
	v_pk_add_f32 v[104:105], v[134:135], v[136:137]
	v_pk_add_f32 v[132:133], v[138:139], v[140:141]
	v_pk_add_f32 v[100:101], v[100:101], v[102:103]
	v_pk_add_f32 v[102:103], v[104:105], v[132:133]
	v_exp_f32_e32 v160, v35
	v_pk_add_f32 v[100:101], v[100:101], v[102:103]
	v_cvt_f16_f32_e32 v36, v36
	v_add_f32_e32 v35, v100, v101
	ds_bpermute_b32 v100, v162, v35
	v_cvt_f16_f32_e32 v37, v37
	v_cvt_f16_f32_e32 v38, v38
	v_cvt_f16_f32_e32 v39, v39
	v_cvt_f16_f32_e32 v40, v40
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v35, v35, v100
	scratch_load_dword v100, off, off       ; 4-byte Folded Reload
	v_cvt_f16_f32_e32 v41, v41
	v_cvt_f16_f32_e32 v42, v42
	v_cvt_f16_f32_e32 v43, v43
	v_cvt_f16_f32_e32 v44, v44
	v_cvt_f16_f32_e32 v45, v45
	v_cvt_f16_f32_e32 v46, v46
	v_cvt_f16_f32_e32 v47, v47
	v_cvt_f16_f32_e32 v48, v48
	v_cvt_f16_f32_e32 v49, v49
	v_cvt_f16_f32_e32 v50, v50
	v_cvt_f16_f32_e32 v51, v51
	v_cvt_f16_f32_e32 v52, v52
	v_cvt_f16_f32_e32 v53, v53
	v_cvt_f16_f32_e32 v54, v54
	v_cvt_f16_f32_e32 v55, v55
	v_cvt_f16_f32_e32 v56, v56
	v_cvt_f16_f32_e32 v57, v57
	v_cvt_f16_f32_e32 v58, v58
	v_cvt_f16_f32_e32 v59, v59
	v_cvt_f16_f32_e32 v60, v60
	v_cvt_f16_f32_e32 v61, v61
	v_cvt_f16_f32_e32 v62, v62
	v_cvt_f16_f32_e32 v63, v63
	v_cvt_f16_f32_e32 v64, v64
	v_cvt_f16_f32_e32 v65, v65
	v_cvt_f16_f32_e32 v66, v66
	v_cvt_f16_f32_e32 v67, v67
	v_cvt_f16_f32_e32 v68, v68
	v_cvt_f16_f32_e32 v69, v69
	v_cvt_f16_f32_e32 v70, v70
	v_cvt_f16_f32_e32 v71, v71
	v_cvt_f16_f32_e32 v72, v72
	v_cvt_f16_f32_e32 v73, v73
	v_cvt_f16_f32_e32 v74, v74
	v_cvt_f16_f32_e32 v75, v75
	v_cvt_f16_f32_e32 v76, v76
	v_cvt_f16_f32_e32 v77, v77
	v_cvt_f16_f32_e32 v78, v78
	v_cvt_f16_f32_e32 v79, v79
	v_cvt_f16_f32_e32 v80, v80
	v_cvt_f16_f32_e32 v81, v81
	v_cvt_f16_f32_e32 v82, v82
	v_cvt_f16_f32_e32 v83, v83
	v_cvt_f16_f32_e32 v84, v84
	v_cvt_f16_f32_e32 v85, v85
	v_cvt_f16_f32_e32 v86, v86
	v_cvt_f16_f32_e32 v87, v87
	v_cvt_f16_f32_e32 v88, v88
	v_cvt_f16_f32_e32 v89, v89
	v_cvt_f16_f32_e32 v90, v90
	v_cvt_f16_f32_e32 v91, v91
	v_cvt_f16_f32_e32 v92, v92
	v_cvt_f16_f32_e32 v93, v93
	v_cvt_f16_f32_e32 v94, v94
	v_cvt_f16_f32_e32 v95, v95
	v_cvt_f16_f32_e32 v96, v96
	v_cvt_f16_f32_e32 v97, v97
	v_cvt_f16_f32_e32 v146, v146
	v_cvt_f16_f32_e32 v147, v147
	s_addk_i32 s96, 0x80
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v35, v100, v160
	scratch_load_dword v100, off, off offset:80 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v100, 0x20000, v100
	ds_write_b32 v100, v160
	s_waitcnt lgkmcnt(0)
	s_barrier
	scratch_load_dword v100, off, off offset:96 ; 4-byte Folded Reload
	buffer_load_dwordx4 v[102:105], v0, s[84:87], 0 offen
	buffer_load_dwordx4 v[106:109], v1, s[84:87], 0 offen
	buffer_load_dwordx4 v[110:113], v98, s[84:87], 0 offen
	buffer_load_dwordx4 v[114:117], v99, s[84:87], 0 offen
	s_add_i32 s86, s80, 0x10000
	scratch_load_dword v0, off, off offset:128 ; 4-byte Folded Reload
	s_cmp_lt_i32 s96, s13
	s_waitcnt vmcnt(5)
	v_add_u32_e32 v100, 0x20000, v100
	ds_read_b32 v100, v100
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v186, s99, v0
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[18:19], v[18:19], v[100:101] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[100:101] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[100:101] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[100:101] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[100:101] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[100:101] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[100:101] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[100:101] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[100:101] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[100:101] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[100:101] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[100:101] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[100:101] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[100:101] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[100:101] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[100:101] op_sel_hi:[1,0]
	ds_read_u16 v118, v186
	ds_read_u16 v119, v186 offset:256
	ds_read_u16 v123, v186 offset:512
	ds_read_u16 v125, v186 offset:768
	ds_read_u16 v122, v186 offset:2048
	ds_read_u16 v124, v186 offset:2304
	ds_read_u16 v165, v186 offset:2560
	ds_read_u16 v140, v186 offset:2816
	ds_read_u16 v187, v186 offset:4096
	ds_read_u16 v188, v186 offset:4352
	ds_read_u16 v190, v186 offset:4608
	ds_read_u16 v192, v186 offset:4864
	ds_read_u16 v189, v186 offset:6144
	ds_read_u16 v191, v186 offset:6400
	ds_read_u16 v194, v186 offset:6656
	ds_read_u16 v196, v186 offset:6912
	ds_read_u16 v193, v186 offset:8192
	ds_read_u16 v195, v186 offset:8448
	ds_read_u16 v198, v186 offset:8704
	ds_read_u16 v200, v186 offset:8960
	ds_read_u16 v197, v186 offset:10240
	ds_read_u16 v199, v186 offset:10496
	ds_read_u16 v202, v186 offset:10752
	ds_read_u16 v204, v186 offset:11008
	ds_read_u16 v201, v186 offset:12288
	ds_read_u16 v203, v186 offset:12544
	ds_read_u16 v206, v186 offset:12800
	ds_read_u16 v208, v186 offset:13056
	ds_read_u16 v205, v186 offset:14336
	ds_read_u16 v207, v186 offset:14592
	ds_read_u16 v210, v186 offset:14848
	ds_read_u16 v212, v186 offset:15104
	ds_read_u16 v209, v186 offset:16384
	ds_read_u16 v211, v186 offset:16640
	ds_read_u16 v214, v186 offset:16896
	ds_read_u16 v216, v186 offset:17152
	ds_read_u16 v213, v186 offset:18432
	ds_read_u16 v215, v186 offset:18688
	ds_read_u16 v218, v186 offset:18944
	ds_read_u16 v220, v186 offset:19200
	ds_read_u16 v217, v186 offset:20480
	ds_read_u16 v219, v186 offset:20736
	ds_read_u16 v222, v186 offset:20992
	ds_read_u16 v224, v186 offset:21248
	ds_read_u16 v221, v186 offset:22528
	ds_read_u16 v223, v186 offset:22784
	ds_read_u16 v226, v186 offset:23040
	ds_read_u16 v228, v186 offset:23296
	ds_read_u16 v225, v186 offset:24576
	ds_read_u16 v227, v186 offset:24832
	ds_read_u16 v230, v186 offset:25088
	ds_read_u16 v232, v186 offset:25344
	ds_read_u16 v229, v186 offset:26624
	ds_read_u16 v231, v186 offset:26880
	ds_read_u16 v234, v186 offset:27136
	ds_read_u16 v236, v186 offset:27392
	ds_read_u16 v233, v186 offset:28672
	ds_read_u16 v235, v186 offset:28928
	ds_read_u16 v238, v186 offset:29184
	ds_read_u16 v240, v186 offset:29440
	ds_read_u16 v237, v186 offset:30720
	ds_read_u16 v239, v186 offset:30976
	ds_read_u16 v242, v186 offset:31232
	ds_read_u16 v244, v186 offset:31488
	ds_read_u16 v241, v186 offset:128
	ds_read_u16 v243, v186 offset:384
	ds_read_u16 v245, v186 offset:640
	ds_read_u16 v248, v186 offset:896
	ds_read_u16 v246, v186 offset:2176
	ds_read_u16 v247, v186 offset:2432
	ds_read_u16 v250, v186 offset:2688
	ds_read_u16 v252, v186 offset:2944
	ds_read_u16 v249, v186 offset:4224
	ds_read_u16 v251, v186 offset:4480
	ds_read_u16 v254, v186 offset:4736
	ds_read_u16 v150, v186 offset:4992
	ds_read_u16 v253, v186 offset:6272
	ds_read_u16 v255, v186 offset:6528
	ds_read_u16 v141, v186 offset:6784
	ds_read_u16 v149, v186 offset:7040
	ds_read_u16 v1, v186 offset:8320
	ds_read_u16 v148, v186 offset:8576
	ds_read_u16 v169, v186 offset:8832
	ds_read_u16 v171, v186 offset:9088
	ds_read_u16 v151, v186 offset:10368
	ds_read_u16 v0, v186 offset:10624
	ds_read_u16 v173, v186 offset:10880
	ds_read_u16 v176, v186 offset:11136
	ds_read_u16 v172, v186 offset:12416
	ds_read_u16 v175, v186 offset:12672
	ds_read_u16 v152, v186 offset:12928
	ds_read_u16 v158, v186 offset:13184
	ds_read_u16 v178, v186 offset:14464
	ds_read_u16 v164, v186 offset:14720
	ds_read_u16 v162, v186 offset:14976
	ds_read_u16 v170, v186 offset:15232
	ds_read_u16 v159, v186 offset:16512
	ds_read_u16 v168, v186 offset:16768
	ds_read_u16 v177, v186 offset:17024
	ds_read_u16 v133, v186 offset:17280
	ds_read_u16 v174, v186 offset:18560
	ds_read_u16 v132, v186 offset:18816
	ds_read_u16 v135, v186 offset:19072
	ds_read_u16 v137, v186 offset:19328
	ds_read_u16 v134, v186 offset:20608
	ds_read_u16 v136, v186 offset:20864
	ds_read_u16 v139, v186 offset:21120
	ds_read_u16 v143, v186 offset:21376
	ds_read_u16 v138, v186 offset:22656
	ds_read_u16 v142, v186 offset:22912
	ds_read_u16 v154, v186 offset:23168
	ds_read_u16 v156, v186 offset:23424
	ds_read_u16 v153, v186 offset:24704
	ds_read_u16 v155, v186 offset:24960
	ds_read_u16 v157, v186 offset:25216
	ds_read_u16 v167, v186 offset:25472
	ds_read_u16 v160, v186 offset:26752
	ds_read_u16 v181, v186 offset:27008
	ds_read_u16 v180, v186 offset:27264
	ds_read_u16 v183, v186 offset:27520
	ds_read_u16 v179, v186 offset:28800
	ds_read_u16 v182, v186 offset:29056
	ds_read_u16 v185, v186 offset:29312
	ds_read_u16 v99, v186 offset:29568
	ds_read_u16 v184, v186 offset:30848
	ds_read_u16 v98, v186 offset:31104
	ds_read_u16 v100, v186 offset:31360
	ds_read_u16 v101, v186 offset:31616
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v163, v36
	ds_write_b16 v163, v37 offset:256
	ds_write_b16 v163, v38 offset:512
	ds_write_b16 v163, v39 offset:768
	ds_write_b16 v163, v40 offset:2048
	ds_write_b16 v163, v41 offset:2304
	ds_write_b16 v163, v42 offset:2560
	ds_write_b16 v163, v43 offset:2816
	ds_write_b16 v163, v44 offset:4096
	ds_write_b16 v163, v45 offset:4352
	ds_write_b16 v163, v46 offset:4608
	ds_write_b16 v163, v47 offset:4864
	ds_write_b16 v163, v48 offset:6144
	ds_write_b16 v163, v49 offset:6400
	ds_write_b16 v163, v50 offset:6656
	ds_write_b16 v163, v51 offset:6912
	ds_write_b16 v163, v52 offset:8192
	ds_write_b16 v163, v53 offset:8448
	ds_write_b16 v163, v54 offset:8704
	ds_write_b16 v163, v55 offset:8960
	ds_write_b16 v163, v56 offset:10240
	ds_write_b16 v163, v57 offset:10496
	ds_write_b16 v163, v58 offset:10752
	ds_write_b16 v163, v59 offset:11008
	ds_write_b16 v163, v60 offset:12288
	ds_write_b16 v163, v61 offset:12544
	ds_write_b16 v163, v62 offset:12800
	ds_write_b16 v163, v63 offset:13056
	ds_write_b16 v163, v64 offset:14336
	ds_write_b16 v163, v65 offset:14592
	ds_write_b16 v163, v66 offset:14848
	ds_write_b16 v163, v67 offset:15104
	ds_write_b16 v163, v68 offset:16384
	ds_write_b16 v163, v69 offset:16640
	ds_write_b16 v163, v70 offset:16896
	ds_write_b16 v163, v71 offset:17152
	ds_write_b16 v163, v72 offset:18432
	ds_write_b16 v163, v73 offset:18688
	ds_write_b16 v163, v74 offset:18944
	ds_write_b16 v163, v75 offset:19200
	ds_write_b16 v163, v76 offset:20480
	ds_write_b16 v163, v77 offset:20736
	ds_write_b16 v163, v78 offset:20992
	ds_write_b16 v163, v79 offset:21248
	ds_write_b16 v163, v80 offset:22528
	ds_write_b16 v163, v81 offset:22784
	ds_write_b16 v163, v82 offset:23040
	ds_write_b16 v163, v83 offset:23296
	ds_write_b16 v163, v84 offset:24576
	ds_write_b16 v163, v85 offset:24832
	ds_write_b16 v163, v86 offset:25088
	ds_write_b16 v163, v87 offset:25344
	ds_write_b16 v163, v88 offset:26624
	ds_write_b16 v163, v89 offset:26880
	ds_write_b16 v163, v90 offset:27136
	ds_write_b16 v163, v91 offset:27392
	ds_write_b16 v163, v92 offset:28672
	ds_write_b16 v163, v93 offset:28928
	ds_write_b16 v163, v94 offset:29184
	ds_write_b16 v163, v95 offset:29440
	ds_write_b16 v163, v96 offset:30720
	ds_write_b16 v163, v97 offset:30976
	ds_write_b16 v163, v146 offset:31232
	ds_write_b16 v163, v147 offset:31488
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v36, v161
	ds_read_u16 v38, v161 offset:256
	ds_read_u16 v37, v161 offset:512
	ds_read_u16 v39, v161 offset:768
	ds_read_u16 v40, v161 offset:2048
	ds_read_u16 v41, v161 offset:2304
	ds_read_u16 v42, v161 offset:2560
	ds_read_u16 v43, v161 offset:2816
	ds_read_u16 v44, v161 offset:4096
	ds_read_u16 v45, v161 offset:4352
	ds_read_u16 v46, v161 offset:4608
	ds_read_u16 v47, v161 offset:4864
	ds_read_u16 v48, v161 offset:6144
	ds_read_u16 v49, v161 offset:6400
	ds_read_u16 v50, v161 offset:6656
	ds_read_u16 v51, v161 offset:6912
	ds_read_u16 v52, v161 offset:8192
	ds_read_u16 v53, v161 offset:8448
	ds_read_u16 v54, v161 offset:8704
	ds_read_u16 v55, v161 offset:8960
	ds_read_u16 v56, v161 offset:10240
	ds_read_u16 v57, v161 offset:10496
	ds_read_u16 v58, v161 offset:10752
	ds_read_u16 v59, v161 offset:11008
	ds_read_u16 v60, v161 offset:12288
	ds_read_u16 v61, v161 offset:12544
	ds_read_u16 v62, v161 offset:12800
	ds_read_u16 v63, v161 offset:13056
	ds_read_u16 v64, v161 offset:14336
	ds_read_u16 v65, v161 offset:14592
	ds_read_u16 v66, v161 offset:14848
	ds_read_u16 v67, v161 offset:15104
	ds_read_u16 v68, v161 offset:16384
	ds_read_u16 v69, v161 offset:16640
	ds_read_u16 v70, v161 offset:16896
	ds_read_u16 v71, v161 offset:17152
	ds_read_u16 v72, v161 offset:18432
	ds_read_u16 v73, v161 offset:18688
	ds_read_u16 v74, v161 offset:18944
	ds_read_u16 v75, v161 offset:19200
	ds_read_u16 v76, v161 offset:20480
	ds_read_u16 v77, v161 offset:20736
	ds_read_u16 v78, v161 offset:20992
	ds_read_u16 v79, v161 offset:21248
	ds_read_u16 v80, v161 offset:22528
	ds_read_u16 v81, v161 offset:22784
	ds_read_u16 v82, v161 offset:23040
	ds_read_u16 v83, v161 offset:23296
	ds_read_u16 v84, v161 offset:24576
	ds_read_u16 v85, v161 offset:24832
	ds_read_u16 v86, v161 offset:25088
	ds_read_u16 v87, v161 offset:25344
	ds_read_u16 v88, v161 offset:26624
	ds_read_u16 v89, v161 offset:26880
	ds_read_u16 v90, v161 offset:27136
	ds_read_u16 v91, v161 offset:27392
	ds_read_u16 v92, v161 offset:28672
	ds_read_u16 v93, v161 offset:28928
	ds_read_u16 v94, v161 offset:29184
	ds_read_u16 v95, v161 offset:29440
	ds_read_u16 v96, v161 offset:30720
	ds_read_u16 v97, v161 offset:30976
	ds_read_u16 v146, v161 offset:31232
	ds_read_u16 v147, v161 offset:31488
	s_waitcnt lgkmcnt(14)
	v_perm_b32 v36, v38, v36, s98
	v_perm_b32 v38, v41, v40, s98
	v_perm_b32 v40, v45, v44, s98
	v_perm_b32 v45, v55, v54, s98
	v_perm_b32 v54, v73, v72, s98
	v_perm_b32 v72, v188, v187, s98
	v_perm_b32 v187, v248, v245, s98
	v_perm_b32 v186, v243, v241, s98
	v_perm_b32 v37, v39, v37, s98
	v_perm_b32 v55, v75, v74, s98
	v_perm_b32 v74, v191, v189, s98
	v_mfma_f32_32x32x8_f16 v[2:17], v[186:187], v[36:37], v[2:17]
	v_perm_b32 v189, v252, v250, s98
	v_perm_b32 v188, v247, v246, s98
	v_perm_b32 v39, v43, v42, s98
	v_perm_b32 v73, v192, v190, s98
	v_perm_b32 v191, v150, v254, s98
	v_perm_b32 v190, v251, v249, s98
	v_perm_b32 v41, v47, v46, s98
	v_mfma_f32_32x32x8_f16 v[2:17], v[188:189], v[38:39], v[2:17]
	v_perm_b32 v44, v53, v52, s98
	v_perm_b32 v53, v71, v70, s98
	v_perm_b32 v71, v140, v165, s98
	v_perm_b32 v141, v149, v141, s98
	v_perm_b32 v140, v255, v253, s98
	v_perm_b32 v43, v51, v50, s98
	v_perm_b32 v42, v49, v48, s98
	v_mfma_f32_32x32x8_f16 v[2:17], v[190:191], v[40:41], v[2:17]
	v_perm_b32 v149, v171, v169, s98
	v_perm_b32 v148, v148, v1, s98
	v_perm_b32 v52, v69, v68, s98
	v_perm_b32 v69, v125, v123, s98
	v_perm_b32 v68, v119, v118, s98
	v_perm_b32 v1, v176, v173, s98
	v_perm_b32 v0, v0, v151, s98
	v_mfma_f32_32x32x8_f16 v[2:17], v[140:141], v[42:43], v[2:17]
	v_perm_b32 v70, v124, v122, s98
	v_perm_b32 v47, v59, v58, s98
	v_perm_b32 v46, v57, v56, s98
	v_perm_b32 v51, v67, v66, s98
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v66, v97, v96, s98
	v_perm_b32 v97, v240, v238, s98
	scratch_load_dword v240, off, off offset:216 ; 4-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[2:17], v[148:149], v[44:45], v[2:17]
	scratch_load_dword v248, off, off offset:356 ; 4-byte Folded Reload
	v_perm_b32 v75, v196, v194, s98
	v_perm_b32 v56, v77, v76, s98
	v_perm_b32 v77, v200, v198, s98
	v_perm_b32 v76, v195, v193, s98
	v_perm_b32 v57, v79, v78, s98
	v_perm_b32 v79, v204, v202, s98
	v_mfma_f32_32x32x8_f16 v[18:33], v[68:69], v[36:37], v[18:33]
	v_perm_b32 v78, v199, v197, s98
	v_perm_b32 v58, v81, v80, s98
	v_perm_b32 v81, v208, v206, s98
	v_perm_b32 v80, v203, v201, s98
	v_perm_b32 v151, v158, v152, s98
	v_perm_b32 v150, v175, v172, s98
	v_perm_b32 v49, v63, v62, s98
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[46:47], v[2:17]
	scratch_load_dword v1, off, off offset:180 ; 4-byte Folded Reload
	v_perm_b32 v48, v61, v60, s98
	v_perm_b32 v50, v65, v64, s98
	v_perm_b32 v61, v87, v86, s98
	v_perm_b32 v63, v91, v90, s98
	v_perm_b32 v62, v89, v88, s98
	v_perm_b32 v64, v93, v92, s98
	v_mfma_f32_32x32x8_f16 v[18:33], v[70:71], v[38:39], v[18:33]
	scratch_load_dwordx4 v[36:39], off, off offset:16 ; 16-byte Folded Reload
	v_perm_b32 v87, v220, v218, s98
	v_perm_b32 v89, v224, v222, s98
	v_perm_b32 v88, v219, v217, s98
	v_perm_b32 v90, v223, v221, s98
	v_perm_b32 v92, v227, v225, s98
	scratch_load_dword v220, off, off offset:332 ; 4-byte Folded Reload
	scratch_load_dword v218, off, off offset:324 ; 4-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[18:33], v[72:73], v[40:41], v[18:33]
	scratch_load_dword v224, off, off offset:348 ; 4-byte Folded Reload
	scratch_load_dword v219, off, off offset:336 ; 4-byte Folded Reload
	scratch_load_dword v221, off, off offset:328 ; 4-byte Folded Reload
	scratch_load_dword v217, off, off offset:320 ; 4-byte Folded Reload
	scratch_load_dword v250, off, off offset:344 ; 4-byte Folded Reload
	scratch_load_dword v225, off, off offset:340 ; 4-byte Folded Reload
	scratch_load_dword v227, off, off offset:360 ; 4-byte Folded Reload
	scratch_load_dword v251, off, off offset:352 ; 4-byte Folded Reload
	v_perm_b32 v134, v136, v134, s98
	v_perm_b32 v136, v142, v138, s98
	v_perm_b32 v138, v155, v153, s98
	v_mfma_f32_32x32x8_f16 v[18:33], v[74:75], v[42:43], v[18:33]
	v_perm_b32 v153, v99, v185, s98
	v_perm_b32 v99, v101, v100, s98
	scratch_load_dword v101, off, off offset:168 ; 4-byte Folded Reload
	scratch_load_dword v100, off, off offset:164 ; 4-byte Folded Reload
	v_perm_b32 v59, v83, v82, s98
	v_perm_b32 v83, v212, v210, s98
	v_perm_b32 v82, v207, v205, s98
	v_perm_b32 v165, v170, v162, s98
	v_mfma_f32_32x32x8_f16 v[18:33], v[76:77], v[44:45], v[18:33]
	v_perm_b32 v164, v164, v178, s98
	v_perm_b32 v60, v85, v84, s98
	v_perm_b32 v85, v216, v214, s98
	v_perm_b32 v84, v211, v209, s98
	v_perm_b32 v169, v133, v177, s98
	v_perm_b32 v168, v168, v159, s98
	v_perm_b32 v86, v215, v213, s98
	v_mfma_f32_32x32x8_f16 v[18:33], v[78:79], v[46:47], v[18:33]
	v_perm_b32 v133, v137, v135, s98
	v_perm_b32 v132, v132, v174, s98
	v_perm_b32 v135, v143, v139, s98
	v_perm_b32 v91, v228, v226, s98
	v_perm_b32 v137, v156, v154, s98
	v_perm_b32 v93, v232, v230, s98
	v_perm_b32 v139, v167, v157, s98
	v_mfma_f32_32x32x8_f16 v[18:33], v[80:81], v[48:49], v[18:33]
	v_perm_b32 v65, v95, v94, s98
	v_perm_b32 v95, v236, v234, s98
	v_perm_b32 v94, v231, v229, s98
	v_perm_b32 v143, v183, v180, s98
	v_perm_b32 v142, v181, v160, s98
	v_perm_b32 v96, v235, v233, s98
	v_perm_b32 v152, v182, v179, s98
	v_mfma_f32_32x32x8_f16 v[2:17], v[150:151], v[48:49], v[2:17]
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v67, v147, v146, s98
	v_perm_b32 v147, v244, v242, s98
	v_perm_b32 v146, v239, v237, s98
	v_perm_b32 v98, v98, v184, s98
	v_mov_b32_e32 v140, v34
	scratch_store_dword off, v35, off       ; 4-byte Folded Spill
	s_waitcnt vmcnt(14)
	v_add_u32_e32 v0, s80, v1
	v_mfma_f32_32x32x8_f16 v[18:33], v[82:83], v[50:51], v[18:33]
	s_waitcnt vmcnt(13)
	ds_write_b128 v0, v[36:39]
	scratch_load_dwordx4 v[36:39], off, off offset:32 ; 16-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[2:17], v[164:165], v[50:51], v[2:17]
	s_waitcnt vmcnt(0)
	ds_write_b128 v0, v[36:39] offset:8192
	scratch_load_dwordx4 v[36:39], off, off offset:48 ; 16-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[18:33], v[84:85], v[52:53], v[18:33]
	s_waitcnt vmcnt(0)
	ds_write_b128 v0, v[36:39] offset:16384
	scratch_load_dwordx4 v[36:39], off, off offset:64 ; 16-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[2:17], v[168:169], v[52:53], v[2:17]
	s_waitcnt vmcnt(0)
	ds_write_b128 v0, v[36:39] offset:24576
	v_add_u32_e32 v0, s86, v1
	ds_write_b128 v0, v[102:105]
	scratch_load_dword v103, off, off offset:176 ; 4-byte Folded Reload
	scratch_load_dword v102, off, off offset:172 ; 4-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[18:33], v[86:87], v[54:55], v[18:33]
	v_bfrev_b32_e32 v105, 1
	ds_write_b128 v0, v[106:109] offset:8192
	ds_write_b128 v0, v[110:113] offset:16384
	ds_write_b128 v0, v[114:117] offset:24576
	v_mfma_f32_32x32x8_f16 v[2:17], v[132:133], v[54:55], v[2:17]
	v_mfma_f32_32x32x8_f16 v[18:33], v[88:89], v[56:57], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[134:135], v[56:57], v[2:17]
	v_mfma_f32_32x32x8_f16 v[18:33], v[90:91], v[58:59], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[136:137], v[58:59], v[2:17]
	v_mfma_f32_32x32x8_f16 v[18:33], v[92:93], v[60:61], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[138:139], v[60:61], v[2:17]
	v_mfma_f32_32x32x8_f16 v[18:33], v[94:95], v[62:63], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[142:143], v[62:63], v[2:17]
	v_mfma_f32_32x32x8_f16 v[18:33], v[96:97], v[64:65], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[152:153], v[64:65], v[2:17]
	v_mfma_f32_32x32x8_f16 v[18:33], v[146:147], v[66:67], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[98:99], v[66:67], v[2:17]
	s_cbranch_scc1 .LBB0_11
; %bb.18:                               ; %._crit_edge382.loopexit
	scratch_load_dword v216, off, off offset:80 ; 4-byte Folded Reload
	scratch_load_dword v106, off, off offset:112 ; 4-byte Folded Reload
	scratch_load_dword v107, off, off offset:128 ; 4-byte Folded Reload
	v_mov_b32_e32 v140, v34
	scratch_store_dword off, v35, off       ; 4-byte Folded Spill
	s_branch .LBB0_12
.LBB0_10:
	scratch_load_dword v216, off, off offset:80 ; 4-byte Folded Reload
	s_mov_b32 s80, 0x8000
.LBB0_12:                               ; %._crit_edge382
	s_sub_i32 s0, s95, s89
	s_ashr_i32 s1, s0, 31
	s_or_b32 s82, s0, 0x7f
	s_lshr_b32 s1, s1, 25
	s_add_i32 s1, s82, s1
	s_ashr_i32 s1, s1, 7
	s_max_i32 s81, s1, 2
	s_cmp_gt_i32 s0, 0
	s_cselect_b64 s[78:79], -1, 0
	s_cmp_lt_i32 s0, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_13
; %bb.21:
	scratch_load_dword v0, off, off offset:316 ; 4-byte Folded Reload
	scratch_load_dwordx4 v[106:109], off, off offset:220 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[110:113], off, off offset:236 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[114:117], off, off offset:252 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[118:121], off, off offset:268 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[122:125], off, off offset:284 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[126:129], off, off offset:300 ; 16-byte Folded Reload
	s_waitcnt vmcnt(6)
	v_add_u32_e32 v0, s94, v0
	v_add_u32_e32 v1, 0x6000, v0
	ds_read2_b64 v[98:101], v1 offset0:28 offset1:30
	ds_read2_b64 v[102:105], v1 offset0:24 offset1:26
	ds_read2_b64 v[132:135], v1 offset0:20 offset1:22
	ds_read2_b64 v[136:139], v1 offset0:16 offset1:18
	ds_read2_b64 v[142:145], v1 offset0:12 offset1:14
	ds_read2_b64 v[146:149], v1 offset0:8 offset1:10
	ds_read2_b64 v[150:153], v1 offset0:4 offset1:6
	ds_read2_b64 v[154:157], v1 offset1:2
	v_add_u32_e32 v1, 0x4000, v0
	ds_read2_b64 v[34:37], v1 offset0:28 offset1:30
	ds_read2_b64 v[38:41], v1 offset0:24 offset1:26
	ds_read2_b64 v[42:45], v1 offset0:20 offset1:22
	ds_read2_b64 v[46:49], v1 offset0:16 offset1:18
	ds_read2_b64 v[168:171], v1 offset0:12 offset1:14
	ds_read2_b64 v[172:175], v1 offset0:8 offset1:10
	ds_read2_b64 v[176:179], v1 offset0:4 offset1:6
	ds_read2_b64 v[180:183], v1 offset1:2
	v_add_u32_e32 v1, 0x2000, v0
	ds_read2_b64 v[50:53], v1 offset0:28 offset1:30
	ds_read2_b64 v[54:57], v1 offset0:24 offset1:26
	ds_read2_b64 v[58:61], v1 offset0:20 offset1:22
	ds_read2_b64 v[62:65], v1 offset0:16 offset1:18
	ds_read2_b64 v[184:187], v1 offset0:12 offset1:14
	ds_read2_b64 v[188:191], v1 offset0:8 offset1:10
	ds_read2_b64 v[192:195], v1 offset0:4 offset1:6
	ds_read2_b64 v[196:199], v1 offset1:2
	ds_read2_b64 v[82:85], v0 offset0:28 offset1:30
	ds_read2_b64 v[86:89], v0 offset0:24 offset1:26
	ds_read2_b64 v[90:93], v0 offset0:20 offset1:22
	ds_read2_b64 v[94:97], v0 offset0:16 offset1:18
	ds_read2_b64 v[200:203], v0 offset0:12 offset1:14
	ds_read2_b64 v[204:207], v0 offset0:8 offset1:10
	ds_read2_b64 v[208:211], v0 offset1:2
	ds_read2_b64 v[212:215], v0 offset0:4 offset1:6
	s_waitcnt vmcnt(5) lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[66:81], v[208:209], v[106:107], 0
	s_waitcnt vmcnt(4)
	v_mfma_f32_32x32x8_f16 v[66:81], v[210:211], v[110:111], v[66:81]
	scratch_load_dwordx4 v[208:211], off, off offset:148 ; 16-byte Folded Reload
	s_waitcnt vmcnt(4) lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[66:81], v[212:213], v[114:115], v[66:81]
	s_waitcnt vmcnt(3)
	v_mfma_f32_32x32x8_f16 v[66:81], v[214:215], v[118:119], v[66:81]
	s_waitcnt vmcnt(2)
	v_mfma_f32_32x32x8_f16 v[66:81], v[204:205], v[122:123], v[66:81]
	s_waitcnt vmcnt(1)
	v_mfma_f32_32x32x8_f16 v[66:81], v[206:207], v[126:127], v[66:81]
	scratch_load_dwordx4 v[204:207], off, off offset:132 ; 16-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x8_f16 v[66:81], v[200:201], v[204:205], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[202:203], v[208:209], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[94:95], v[108:109], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[96:97], v[112:113], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[90:91], v[116:117], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[92:93], v[120:121], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[86:87], v[124:125], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[88:89], v[128:129], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[82:83], v[206:207], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[84:85], v[210:211], v[66:81]
	v_mfma_f32_32x32x8_f16 v[82:97], v[196:197], v[106:107], 0
	v_mfma_f32_32x32x8_f16 v[82:97], v[198:199], v[110:111], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[192:193], v[114:115], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[194:195], v[118:119], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[188:189], v[122:123], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[190:191], v[126:127], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[184:185], v[204:205], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[186:187], v[208:209], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[62:63], v[108:109], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[64:65], v[112:113], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[58:59], v[116:117], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[60:61], v[120:121], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[54:55], v[124:125], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[56:57], v[128:129], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[50:51], v[206:207], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[52:53], v[210:211], v[82:97]
	v_mfma_f32_32x32x8_f16 v[50:65], v[180:181], v[106:107], 0
	v_mfma_f32_32x32x8_f16 v[50:65], v[182:183], v[110:111], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[176:177], v[114:115], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[178:179], v[118:119], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[172:173], v[122:123], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[174:175], v[126:127], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[168:169], v[204:205], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[170:171], v[208:209], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[46:47], v[108:109], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[48:49], v[112:113], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[42:43], v[116:117], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[44:45], v[120:121], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[38:39], v[124:125], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[40:41], v[128:129], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[34:35], v[206:207], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[36:37], v[210:211], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[154:155], v[106:107], 0
	scratch_load_dword v107, off, off offset:128 ; 4-byte Folded Reload
	scratch_load_dword v106, off, off offset:112 ; 4-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[34:49], v[156:157], v[110:111], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[150:151], v[114:115], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[152:153], v[118:119], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[146:147], v[122:123], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[148:149], v[126:127], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[142:143], v[204:205], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[144:145], v[208:209], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[136:137], v[108:109], v[34:49]
	v_mov_b32_e32 v136, v92
	v_mov_b32_e32 v137, v53
	v_mov_b32_e32 v92, v93
	v_mov_b32_e32 v93, v94
	v_mov_b32_e32 v94, v95
	v_mov_b32_e32 v95, v96
	v_mov_b32_e32 v96, v97
	v_mfma_f32_32x32x8_f16 v[34:49], v[138:139], v[112:113], v[34:49]
	v_mov_b32_e32 v97, v50
	v_mov_b32_e32 v50, v51
	v_mov_b32_e32 v51, v52
	v_mov_b32_e32 v52, v63
	v_mov_b32_e32 v53, v64
	v_mfma_f32_32x32x8_f16 v[34:49], v[132:133], v[116:117], v[34:49]
	v_mov_b32_e32 v132, v62
	v_mov_b32_e32 v62, v65
	v_mfma_f32_32x32x8_f16 v[34:49], v[134:135], v[120:121], v[34:49]
	v_mov_b32_e32 v134, v74
	v_mov_b32_e32 v135, v83
	v_mov_b32_e32 v74, v75
	v_mov_b32_e32 v75, v76
	v_mov_b32_e32 v76, v77
	v_mov_b32_e32 v77, v78
	v_mov_b32_e32 v78, v79
	v_mfma_f32_32x32x8_f16 v[34:49], v[102:103], v[124:125], v[34:49]
	v_mov_b32_e32 v79, v80
	v_mov_b32_e32 v80, v81
	v_mov_b32_e32 v81, v82
	v_mfma_f32_32x32x8_f16 v[34:49], v[104:105], v[128:129], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[98:99], v[206:207], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[100:101], v[210:211], v[34:49]
	s_nop 10
	v_mov_b32_e32 v133, v39
	v_mov_b32_e32 v63, v34
	v_mov_b32_e32 v34, v35
	v_mov_b32_e32 v35, v36
	v_mov_b32_e32 v36, v37
	v_mov_b32_e32 v37, v38
	s_branch .LBB0_14
.LBB0_13:
	v_mov_b32_e32 v132, 0
	v_mov_b32_e32 v133, v132
	v_mov_b32_e32 v48, v132
	v_mov_b32_e32 v49, v132
	v_mov_b32_e32 v134, v132
	v_mov_b32_e32 v135, v132
	v_mov_b32_e32 v136, v132
	v_mov_b32_e32 v137, v132
	v_mov_b32_e32 v54, v132
	v_mov_b32_e32 v55, v132
	v_mov_b32_e32 v56, v132
	v_mov_b32_e32 v57, v132
	v_mov_b32_e32 v58, v132
	v_mov_b32_e32 v59, v132
	v_mov_b32_e32 v60, v132
	v_mov_b32_e32 v61, v132
	v_mov_b32_e32 v92, v132
	v_mov_b32_e32 v93, v132
	v_mov_b32_e32 v94, v132
	v_mov_b32_e32 v95, v132
	v_mov_b32_e32 v96, v132
	v_mov_b32_e32 v97, v132
	v_mov_b32_e32 v50, v132
	v_mov_b32_e32 v51, v132
	v_mov_b32_e32 v74, v132
	v_mov_b32_e32 v75, v132
	v_mov_b32_e32 v76, v132
	v_mov_b32_e32 v77, v132
	v_mov_b32_e32 v78, v132
	v_mov_b32_e32 v79, v132
	v_mov_b32_e32 v80, v132
	v_mov_b32_e32 v81, v132
	v_mov_b32_e32 v66, v132
	v_mov_b32_e32 v67, v132
	v_mov_b32_e32 v68, v132
	v_mov_b32_e32 v69, v132
	v_mov_b32_e32 v70, v132
	v_mov_b32_e32 v71, v132
	v_mov_b32_e32 v72, v132
	v_mov_b32_e32 v73, v132
	v_mov_b32_e32 v52, v132
	v_mov_b32_e32 v53, v132
	v_mov_b32_e32 v62, v132
	v_mov_b32_e32 v63, v132
	v_mov_b32_e32 v34, v132
	v_mov_b32_e32 v35, v132
	v_mov_b32_e32 v36, v132
	v_mov_b32_e32 v37, v132
	v_mov_b32_e32 v84, v132
	v_mov_b32_e32 v85, v132
	v_mov_b32_e32 v86, v132
	v_mov_b32_e32 v87, v132
	v_mov_b32_e32 v88, v132
	v_mov_b32_e32 v89, v132
	v_mov_b32_e32 v90, v132
	v_mov_b32_e32 v91, v132
	v_mov_b32_e32 v40, v132
	v_mov_b32_e32 v41, v132
	v_mov_b32_e32 v42, v132
	v_mov_b32_e32 v43, v132
	v_mov_b32_e32 v44, v132
	v_mov_b32_e32 v45, v132
	v_mov_b32_e32 v46, v132
	v_mov_b32_e32 v47, v132
.LBB0_14:
	s_add_i32 s88, s88, s81
	s_lshl_b32 s62, s88, 7
	s_addk_i32 s62, 0xff00
	v_or_b32_e32 v118, 19, v240
	v_or_b32_e32 v100, 0x4a, v240
	v_or_b32_e32 v101, 0x4b, v240
	s_waitcnt vmcnt(4)
	v_or_b32_e32 v102, 0x50, v240
	v_or_b32_e32 v103, 0x51, v240
	v_or_b32_e32 v38, 56, v240
	v_or_b32_e32 v39, 57, v240
	v_or_b32_e32 v186, 0x7a, v240
	v_or_b32_e32 v187, 0x7b, v240
	v_or_b32_e32 v131, s62, v118
	scratch_store_dword off, v100, off offset:208 ; 4-byte Folded Spill
	v_or_b32_e32 v159, s62, v100
	scratch_store_dword off, v101, off offset:364 ; 4-byte Folded Spill
	v_or_b32_e32 v160, s62, v101
	scratch_store_dword off, v102, off offset:372 ; 4-byte Folded Spill
	v_or_b32_e32 v162, s62, v102
	scratch_store_dword off, v103, off offset:412 ; 4-byte Folded Spill
	v_or_b32_e32 v164, s62, v103
	v_pk_mul_f32 v[100:101], v[130:131], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[102:103], v[130:131], v[44:45] op_sel_hi:[0,1]
	v_or_b32_e32 v36, s62, v240
	v_or_b32_e32 v45, s62, v218
	v_or_b32_e32 v64, 58, v240
	v_or_b32_e32 v65, 59, v240
	v_or_b32_e32 v82, 0x41, v240
	v_or_b32_e32 v83, 0x42, v240
	scratch_store_dword off, v38, off offset:64 ; 4-byte Folded Spill
	v_or_b32_e32 v151, s62, v38
	scratch_store_dword off, v39, off offset:164 ; 4-byte Folded Spill
	v_or_b32_e32 v152, s62, v39
	v_or_b32_e32 v38, s62, v186
	v_or_b32_e32 v39, s62, v187
	v_or_b32_e32 v44, s62, v219
	v_cmp_ge_i32_e64 s[16:17], v166, v45
	v_cmp_gt_i32_e64 s[34:35], s12, v36
	v_or_b32_e32 v0, 49, v240
	v_or_b32_e32 v1, 51, v240
	v_or_b32_e32 v112, 0x58, v240
	v_or_b32_e32 v177, 0x69, v240
	scratch_store_dword off, v64, off offset:168 ; 4-byte Folded Spill
	v_or_b32_e32 v153, s62, v64
	scratch_store_dword off, v65, off offset:172 ; 4-byte Folded Spill
	v_or_b32_e32 v154, s62, v65
	scratch_store_dword off, v82, off offset:180 ; 4-byte Folded Spill
	v_or_b32_e32 v155, s62, v82
	scratch_store_dword off, v83, off offset:184 ; 4-byte Folded Spill
	v_or_b32_e32 v156, s62, v83
	v_cmp_ge_i32_e64 s[4:5], v166, v38
	v_cmp_ge_i32_e64 s[10:11], v166, v39
	v_pk_mul_f32 v[64:65], v[130:131], v[68:69] op_sel_hi:[0,1]
	v_pk_mul_f32 v[68:69], v[130:131], v[72:73] op_sel_hi:[0,1]
	v_pk_mul_f32 v[82:83], v[130:131], v[84:85] op_sel_hi:[0,1]
	v_pk_mul_f32 v[84:85], v[130:131], v[86:87] op_sel_hi:[0,1]
	v_pk_mul_f32 v[86:87], v[130:131], v[88:89] op_sel_hi:[0,1]
	v_pk_mul_f32 v[88:89], v[130:131], v[90:91] op_sel_hi:[0,1]
	v_pk_mul_f32 v[90:91], v[130:131], v[92:93] op_sel_hi:[0,1]
	v_pk_mul_f32 v[92:93], v[130:131], v[94:95] op_sel_hi:[0,1]
	v_pk_mul_f32 v[94:95], v[130:131], v[96:97] op_sel_hi:[0,1]
	v_pk_mul_f32 v[96:97], v[130:131], v[50:51] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[130:131], v[132:133] op_sel_hi:[0,1]
	v_pk_mul_f32 v[50:51], v[130:131], v[42:43] op_sel_hi:[0,1]
	v_or_b32_e32 v37, s62, v225
	v_or_b32_e32 v43, s62, v251
	v_cmp_ge_i32_e64 s[18:19], v166, v44
	v_mov_b32_e32 v132, 0xc9742400
	s_and_b64 s[16:17], s[16:17], s[34:35]
	v_or_b32_e32 v98, 0x48, v240
	v_or_b32_e32 v99, 0x49, v240
	scratch_store_dword off, v0, off offset:32 ; 4-byte Folded Spill
	v_or_b32_e32 v149, s62, v0
	scratch_store_dword off, v1, off offset:48 ; 4-byte Folded Spill
	v_or_b32_e32 v150, s62, v1
	v_or_b32_e32 v0, s62, v112
	v_or_b32_e32 v1, s62, v177
	v_or_b32_e32 v42, s62, v227
	v_cmp_ge_i32_e64 s[20:21], v166, v43
	v_cmp_ge_i32_e64 s[28:29], v166, v37
	v_cndmask_b32_e64 v37, v132, v69, s[16:17]
	s_and_b64 s[16:17], s[18:19], s[34:35]
	scratch_store_dword off, v98, off offset:192 ; 4-byte Folded Spill
	v_or_b32_e32 v157, s62, v98
	scratch_store_dword off, v99, off offset:200 ; 4-byte Folded Spill
	v_or_b32_e32 v158, s62, v99
	v_cmp_ge_i32_e32 vcc, v166, v0
	v_cmp_ge_i32_e64 s[0:1], v166, v1
	v_pk_mul_f32 v[0:1], v[130:131], v[66:67] op_sel_hi:[0,1]
	v_pk_mul_f32 v[66:67], v[130:131], v[70:71] op_sel_hi:[0,1]
	v_pk_mul_f32 v[98:99], v[130:131], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[130:131], v[40:41] op_sel_hi:[0,1]
	v_or_b32_e32 v41, s62, v220
	v_cmp_ge_i32_e64 s[22:23], v166, v42
	v_cmp_ge_i32_e64 s[30:31], v166, v36
	v_cndmask_b32_e64 v36, v132, v68, s[16:17]
	s_and_b64 s[16:17], s[20:21], s[34:35]
	v_or_b32_e32 v40, s62, v224
	v_cmp_ge_i32_e64 s[24:25], v166, v41
	v_cndmask_b32_e64 v41, v132, v67, s[16:17]
	s_and_b64 s[16:17], s[22:23], s[34:35]
	v_cmp_ge_i32_e64 s[26:27], v166, v40
	v_cndmask_b32_e64 v40, v132, v66, s[16:17]
	s_and_b64 s[16:17], s[24:25], s[34:35]
	v_or_b32_e32 v122, 27, v240
	v_cndmask_b32_e64 v43, v132, v65, s[16:17]
	s_and_b64 s[16:17], s[26:27], s[34:35]
	v_or_b32_e32 v121, 26, v240
	v_or_b32_e32 v142, s62, v122
	v_cndmask_b32_e64 v42, v132, v64, s[16:17]
	v_or_b32_e32 v64, s62, v248
	v_or_b32_e32 v120, 25, v240
	v_or_b32_e32 v141, s62, v121
	v_cmp_ge_i32_e64 s[18:19], v166, v142
	v_cmp_gt_i32_e64 s[74:75], s12, v64
	v_or_b32_e32 v119, 24, v240
	v_or_b32_e32 v139, s62, v120
	v_pk_mul_f32 v[80:81], v[130:131], v[80:81] op_sel_hi:[0,1]
	v_cmp_ge_i32_e64 s[20:21], v166, v141
	v_or_b32_e32 v65, s62, v250
	s_and_b64 s[18:19], s[18:19], s[74:75]
	v_or_b32_e32 v165, 17, v240
	v_or_b32_e32 v138, s62, v119
	v_pk_mul_f32 v[78:79], v[130:131], v[78:79] op_sel_hi:[0,1]
	s_and_b64 s[16:17], s[28:29], s[34:35]
	v_cmp_ge_i32_e64 s[22:23], v166, v139
	v_cmp_ge_i32_e64 s[66:67], v166, v65
	v_cndmask_b32_e64 v65, v132, v80, s[18:19]
	s_and_b64 s[18:19], s[20:21], s[74:75]
	v_or_b32_e32 v117, 18, v240
	v_or_b32_e32 v123, 32, v240
	v_or_b32_e32 v124, 34, v240
	v_or_b32_e32 v125, 35, v240
	v_or_b32_e32 v126, 40, v240
	v_or_b32_e32 v127, 41, v240
	v_or_b32_e32 v128, 42, v240
	v_or_b32_e32 v129, 43, v240
	v_or_b32_e32 v108, 48, v240
	v_or_b32_e32 v109, 64, v240
	v_or_b32_e32 v110, 0x52, v240
	v_or_b32_e32 v111, 0x53, v240
	v_or_b32_e32 v113, 0x59, v240
	v_or_b32_e32 v114, 0x5a, v240
	v_or_b32_e32 v115, 0x5b, v240
	v_or_b32_e32 v116, 0x60, v240
	v_or_b32_e32 v173, 0x61, v240
	v_or_b32_e32 v174, 0x62, v240
	v_or_b32_e32 v175, 0x63, v240
	v_or_b32_e32 v176, 0x68, v240
	v_or_b32_e32 v178, 0x6a, v240
	v_or_b32_e32 v179, 0x6b, v240
	v_or_b32_e32 v180, 0x70, v240
	v_or_b32_e32 v181, 0x71, v240
	v_or_b32_e32 v182, 0x72, v240
	v_or_b32_e32 v183, 0x73, v240
	v_or_b32_e32 v184, 0x78, v240
	v_or_b32_e32 v185, 0x79, v240
	v_or_b32_e32 v104, s62, v165
	v_cndmask_b32_e64 v45, v132, v1, s[16:17]
	s_and_b64 s[16:17], s[30:31], s[34:35]
	v_cmp_ge_i32_e64 s[24:25], v166, v138
	v_or_b32_e32 v67, s62, v217
	v_cmp_ge_i32_e64 s[68:69], v166, v64
	v_cndmask_b32_e64 v64, v132, v79, s[18:19]
	s_and_b64 s[18:19], s[22:23], s[74:75]
	v_or_b32_e32 v105, s62, v117
	v_or_b32_e32 v143, s62, v124
	v_or_b32_e32 v144, s62, v125
	v_or_b32_e32 v145, s62, v126
	v_or_b32_e32 v146, s62, v127
	v_or_b32_e32 v147, s62, v128
	v_or_b32_e32 v148, s62, v129
	v_or_b32_e32 v167, s62, v110
	v_or_b32_e32 v168, s62, v111
	v_or_b32_e32 v169, s62, v113
	v_or_b32_e32 v170, s62, v114
	v_or_b32_e32 v171, s62, v115
	v_or_b32_e32 v172, s62, v116
	scratch_store_dword off, v173, off offset:444 ; 4-byte Folded Spill
	v_or_b32_e32 v173, s62, v173
	scratch_store_dword off, v174, off offset:448 ; 4-byte Folded Spill
	v_or_b32_e32 v174, s62, v174
	scratch_store_dword off, v175, off offset:452 ; 4-byte Folded Spill
	v_or_b32_e32 v175, s62, v175
	scratch_store_dword off, v176, off offset:456 ; 4-byte Folded Spill
	v_or_b32_e32 v176, s62, v176
	scratch_store_dword off, v177, off offset:460 ; 4-byte Folded Spill
	scratch_store_dword off, v178, off offset:464 ; 4-byte Folded Spill
	v_or_b32_e32 v177, s62, v178
	scratch_store_dword off, v179, off offset:468 ; 4-byte Folded Spill
	v_or_b32_e32 v178, s62, v179
	scratch_store_dword off, v180, off offset:472 ; 4-byte Folded Spill
	v_or_b32_e32 v179, s62, v180
	scratch_store_dword off, v181, off offset:476 ; 4-byte Folded Spill
	v_or_b32_e32 v180, s62, v181
	scratch_store_dword off, v182, off offset:480 ; 4-byte Folded Spill
	v_or_b32_e32 v181, s62, v182
	scratch_store_dword off, v183, off offset:484 ; 4-byte Folded Spill
	v_or_b32_e32 v182, s62, v183
	scratch_store_dword off, v184, off offset:488 ; 4-byte Folded Spill
	v_or_b32_e32 v183, s62, v184
	v_or_b32_e32 v184, s62, v185
	v_pk_mul_f32 v[76:77], v[130:131], v[76:77] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v44, v132, v0, s[16:17]
	v_cmp_ge_i32_e64 s[26:27], v166, v131
	v_cmp_ge_i32_e64 s[30:31], v166, v104
	v_or_b32_e32 v1, s62, v109
	v_or_b32_e32 v104, s62, v108
	v_or_b32_e32 v0, s62, v123
	v_or_b32_e32 v66, s62, v221
	v_cmp_ge_i32_e64 s[62:63], v166, v67
	v_cndmask_b32_e64 v67, v132, v78, s[18:19]
	s_and_b64 s[18:19], s[24:25], s[74:75]
	v_cmp_ge_i32_e64 s[28:29], v166, v105
	v_cmp_ge_i32_e64 s[64:65], v166, v66
	v_cndmask_b32_e64 v66, v132, v77, s[18:19]
	s_and_b64 s[18:19], s[26:27], s[74:75]
	v_pk_mul_f32 v[74:75], v[130:131], v[74:75] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v69, v132, v76, s[18:19]
	s_and_b64 s[18:19], s[28:29], s[74:75]
	v_cndmask_b32_e64 v68, v132, v75, s[18:19]
	s_and_b64 s[18:19], s[30:31], s[74:75]
	v_cmp_gt_i32_e64 s[70:71], s12, v104
	v_cndmask_b32_e64 v75, v132, v74, s[18:19]
	v_cmp_ge_i32_e64 s[18:19], v166, v104
	v_cmp_ge_i32_e64 s[36:37], v166, v148
	v_cmp_gt_i32_e64 s[72:73], s12, v0
	s_and_b64 s[18:19], s[18:19], s[70:71]
	v_cmp_ge_i32_e64 s[38:39], v166, v147
	v_cndmask_b32_e64 v76, v132, v88, s[18:19]
	s_and_b64 s[18:19], s[36:37], s[72:73]
	v_cmp_ge_i32_e64 s[40:41], v166, v146
	v_cmp_ge_i32_e64 s[76:77], v166, v0
	v_cndmask_b32_e64 v79, v132, v87, s[18:19]
	s_and_b64 s[18:19], s[38:39], s[72:73]
	v_cmp_ge_i32_e64 s[42:43], v166, v145
	s_and_b64 s[76:77], s[76:77], s[72:73]
	v_cndmask_b32_e64 v78, v132, v86, s[18:19]
	s_and_b64 s[18:19], s[40:41], s[72:73]
	v_cmp_ge_i32_e64 s[44:45], v166, v144
	v_cndmask_b32_e64 v0, v132, v81, s[76:77]
	v_cndmask_b32_e64 v81, v132, v85, s[18:19]
	s_and_b64 s[18:19], s[42:43], s[72:73]
	v_cmp_ge_i32_e64 s[46:47], v166, v143
	v_cndmask_b32_e64 v80, v132, v84, s[18:19]
	s_and_b64 s[18:19], s[44:45], s[72:73]
	v_cndmask_b32_e64 v83, v132, v83, s[18:19]
	s_and_b64 s[18:19], s[46:47], s[72:73]
	v_cmp_gt_i32_e64 s[16:17], s12, v1
	v_cndmask_b32_e64 v82, v132, v82, s[18:19]
	v_cmp_ge_i32_e64 s[18:19], v166, v1
	v_cmp_ge_i32_e64 s[34:35], v166, v149
	v_cmp_ge_i32_e64 s[52:53], v166, v154
	s_and_b64 s[18:19], s[18:19], s[16:17]
	v_cmp_ge_i32_e64 s[54:55], v166, v153
	s_and_b64 s[20:21], s[34:35], s[70:71]
	v_cndmask_b32_e64 v86, v132, v95, s[18:19]
	s_and_b64 s[18:19], s[52:53], s[70:71]
	v_cmp_ge_i32_e64 s[56:57], v166, v152
	v_cndmask_b32_e64 v77, v132, v89, s[20:21]
	v_cndmask_b32_e64 v89, v132, v94, s[18:19]
	s_and_b64 s[18:19], s[54:55], s[70:71]
	v_cmp_ge_i32_e64 s[58:59], v166, v151
	v_cndmask_b32_e64 v88, v132, v93, s[18:19]
	s_and_b64 s[18:19], s[56:57], s[70:71]
	v_cmp_ge_i32_e64 s[60:61], v166, v150
	v_cndmask_b32_e64 v93, v132, v92, s[18:19]
	s_and_b64 s[18:19], s[58:59], s[70:71]
	v_cndmask_b32_e64 v92, v132, v91, s[18:19]
	s_and_b64 s[18:19], s[60:61], s[70:71]
	v_pk_mul_f32 v[72:73], v[130:131], v[136:137] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v91, v132, v90, s[18:19]
	s_and_b64 s[18:19], s[62:63], s[16:17]
	v_cndmask_b32_e64 v85, v132, v73, s[18:19]
	s_and_b64 s[18:19], s[64:65], s[70:71]
	v_pk_mul_f32 v[70:71], v[130:131], v[134:135] op_sel_hi:[0,1]
	v_cmp_ge_i32_e64 s[48:49], v166, v156
	v_cndmask_b32_e64 v90, v132, v72, s[18:19]
	s_and_b64 s[18:19], s[66:67], s[72:73]
	v_cmp_ge_i32_e64 s[50:51], v166, v155
	s_and_b64 s[20:21], s[48:49], s[16:17]
	v_cndmask_b32_e64 v1, v132, v71, s[18:19]
	s_and_b64 s[18:19], s[68:69], s[74:75]
	v_cmp_gt_i32_e64 s[2:3], s12, v162
	v_cndmask_b32_e64 v84, v132, v97, s[20:21]
	s_and_b64 s[20:21], s[50:51], s[16:17]
	v_cndmask_b32_e64 v74, v132, v70, s[18:19]
	v_cmp_ge_i32_e64 s[18:19], v166, v168
	v_pk_mul_f32 v[60:61], v[130:131], v[60:61] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v87, v132, v96, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v166, v167
	s_and_b64 s[18:19], s[18:19], s[2:3]
	v_cmp_ge_i32_e64 s[22:23], v166, v164
	v_cndmask_b32_e64 v61, v132, v61, s[18:19]
	s_and_b64 s[18:19], s[20:21], s[2:3]
	v_pk_mul_f32 v[58:59], v[130:131], v[58:59] op_sel_hi:[0,1]
	v_cmp_ge_i32_e64 s[24:25], v166, v162
	v_cndmask_b32_e64 v60, v132, v60, s[18:19]
	s_and_b64 s[18:19], s[22:23], s[2:3]
	v_cmp_ge_i32_e64 s[26:27], v166, v160
	v_cndmask_b32_e64 v59, v132, v59, s[18:19]
	s_and_b64 s[18:19], s[24:25], s[2:3]
	v_pk_mul_f32 v[56:57], v[130:131], v[56:57] op_sel_hi:[0,1]
	v_cmp_ge_i32_e64 s[28:29], v166, v159
	v_cndmask_b32_e64 v58, v132, v58, s[18:19]
	s_and_b64 s[18:19], s[26:27], s[16:17]
	v_cmp_ge_i32_e64 s[30:31], v166, v158
	v_cmp_ge_i32_e64 s[34:35], v166, v157
	v_cndmask_b32_e64 v57, v132, v57, s[18:19]
	s_and_b64 s[18:19], s[28:29], s[16:17]
	v_pk_mul_f32 v[54:55], v[130:131], v[54:55] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v56, v132, v56, s[18:19]
	s_and_b64 s[18:19], s[30:31], s[16:17]
	s_and_b64 s[16:17], s[34:35], s[16:17]
	v_cmp_gt_i32_e64 s[6:7], s12, v172
	v_cndmask_b32_e64 v54, v132, v54, s[16:17]
	v_cmp_ge_i32_e64 s[16:17], v166, v176
	v_cndmask_b32_e64 v55, v132, v55, s[18:19]
	v_cmp_ge_i32_e64 s[18:19], v166, v175
	s_and_b64 s[16:17], s[16:17], s[6:7]
	v_cmp_ge_i32_e64 s[20:21], v166, v174
	v_cndmask_b32_e64 v70, v132, v101, s[16:17]
	s_and_b64 s[16:17], s[18:19], s[6:7]
	v_cmp_ge_i32_e64 s[22:23], v166, v173
	v_cndmask_b32_e64 v73, v132, v100, s[16:17]
	s_and_b64 s[16:17], s[20:21], s[6:7]
	v_cmp_ge_i32_e64 s[24:25], v166, v172
	v_cndmask_b32_e64 v72, v132, v99, s[16:17]
	s_and_b64 s[16:17], s[22:23], s[6:7]
	v_pk_mul_f32 v[62:63], v[130:131], v[62:63] op_sel_hi:[0,1]
	v_cmp_ge_i32_e64 s[26:27], v166, v171
	v_cndmask_b32_e64 v95, v132, v98, s[16:17]
	s_and_b64 s[16:17], s[24:25], s[6:7]
	v_cmp_ge_i32_e64 s[28:29], v166, v170
	v_cndmask_b32_e64 v94, v132, v63, s[16:17]
	s_and_b64 s[16:17], s[26:27], s[2:3]
	v_pk_mul_f32 v[52:53], v[130:131], v[52:53] op_sel_hi:[0,1]
	v_cmp_ge_i32_e64 s[30:31], v166, v169
	v_cndmask_b32_e64 v63, v132, v62, s[16:17]
	s_and_b64 s[16:17], s[28:29], s[2:3]
	v_cndmask_b32_e64 v62, v132, v53, s[16:17]
	s_and_b64 s[16:17], s[30:31], s[2:3]
	v_cmp_gt_i32_e64 s[14:15], s12, v179
	v_cndmask_b32_e64 v53, v132, v52, s[16:17]
	v_cmp_ge_i32_e64 s[16:17], v166, v184
	v_pk_mul_f32 v[46:47], v[130:131], v[46:47] op_sel_hi:[0,1]
	v_cmp_ge_i32_e64 s[18:19], v166, v183
	s_and_b64 s[16:17], s[16:17], s[14:15]
	v_cmp_ge_i32_e64 s[20:21], v166, v182
	v_cndmask_b32_e64 v47, v132, v47, s[16:17]
	s_and_b64 s[16:17], s[18:19], s[14:15]
	v_cmp_ge_i32_e64 s[22:23], v166, v181
	v_cndmask_b32_e64 v46, v132, v46, s[16:17]
	s_and_b64 s[16:17], s[20:21], s[14:15]
	v_cmp_ge_i32_e64 s[24:25], v166, v180
	v_cndmask_b32_e64 v97, v132, v103, s[16:17]
	s_and_b64 s[16:17], s[22:23], s[14:15]
	v_cmp_ge_i32_e64 s[30:31], v166, v177
	v_cndmask_b32_e64 v96, v132, v102, s[16:17]
	s_and_b64 s[16:17], s[24:25], s[14:15]
	v_cmp_ge_i32_e64 s[28:29], v166, v178
	v_cndmask_b32_e64 v51, v132, v51, s[16:17]
	s_and_b64 s[16:17], s[30:31], s[6:7]
	v_cmp_ge_i32_e64 s[26:27], v166, v179
	v_cndmask_b32_e64 v98, v132, v34, s[16:17]
	s_and_b64 s[16:17], s[28:29], s[6:7]
	s_and_b64 s[0:1], s[0:1], s[6:7]
	s_and_b64 vcc, vcc, s[2:3]
	v_pk_mul_f32 v[48:49], v[130:131], v[48:49] op_sel_hi:[0,1]
	s_and_b64 s[26:27], s[26:27], s[14:15]
	v_cndmask_b32_e64 v99, v132, v35, s[16:17]
	s_and_b64 s[10:11], s[10:11], s[14:15]
	s_and_b64 s[4:5], s[4:5], s[14:15]
	v_cndmask_b32_e64 v71, v132, v39, s[0:1]
	v_cndmask_b32_e32 v52, v132, v38, vcc
	v_cndmask_b32_e64 v50, v132, v50, s[26:27]
	v_cndmask_b32_e64 v49, v132, v49, s[10:11]
	v_cndmask_b32_e64 v48, v132, v48, s[4:5]
	v_max3_f32 v34, v44, v45, v42
	v_max3_f32 v35, v43, v40, v41
	v_max3_f32 v38, v36, v37, v74
	v_max3_f32 v39, v75, v68, v69
	v_max3_f32 v100, v66, v67, v64
	v_max3_f32 v101, v65, v0, v1
	v_max3_f32 v102, v82, v83, v80
	v_max3_f32 v103, v81, v78, v79
	v_max3_f32 v104, v76, v77, v90
	v_max3_f32 v105, v91, v92, v93
	v_max3_f32 v131, v88, v89, v86
	v_max3_f32 v132, v87, v84, v85
	v_max3_f32 v133, v54, v55, v56
	v_max3_f32 v134, v57, v58, v59
	v_max3_f32 v135, v60, v61, v52
	v_max3_f32 v136, v53, v62, v63
	v_max3_f32 v137, v94, v95, v72
	v_max3_f32 v138, v73, v70, v71
	v_max_f32_e32 v139, v98, v99
	v_max3_f32 v141, v51, v96, v97
	v_max3_f32 v142, v46, v47, v48
	v_max3_f32 v34, v34, v35, v38
	v_max3_f32 v35, v39, v100, v101
	v_max3_f32 v38, v102, v103, v104
	v_max3_f32 v39, v105, v131, v132
	v_max3_f32 v100, v133, v134, v135
	v_max3_f32 v101, v136, v137, v138
	v_max3_f32 v102, v139, v50, v141
	v_max3_f32 v34, v34, v35, v38
	v_max3_f32 v35, v39, v100, v101
	v_max3_f32 v38, v102, v142, v49
	v_max3_f32 v34, v34, v35, v38
	s_waitcnt vmcnt(26)
	ds_bpermute_b32 v35, v106, v34
	v_add_u32_e32 v195, s93, v107
	scratch_store_dword off, v110, off offset:416 ; 4-byte Folded Spill
	scratch_store_dword off, v111, off offset:420 ; 4-byte Folded Spill
	scratch_store_dword off, v112, off offset:424 ; 4-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	v_max3_f32 v34, v140, v34, v35
	v_pk_add_f32 v[38:39], v[44:45], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[42:43], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[40:41], v[40:41], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[44:45], v[36:37], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[74:75], v[74:75], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[68:69], v[68:69], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[66:67], v[66:67], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[64:65], v[64:65], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[0:1], v[0:1], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[82:83], v[82:83], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[80:81], v[80:81], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[78:79], v[78:79], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[76:77], v[76:77], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[90:91], v[90:91], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[92:93], v[92:93], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[88:89], v[88:89], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[86:87], v[86:87], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[84:85], v[84:85], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[100:101], v[54:55], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[102:103], v[56:57], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[104:105], v[58:59], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[132:133], v[60:61], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[134:135], v[52:53], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[136:137], v[62:63], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[94:95], v[94:95], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[138:139], v[72:73], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[142:143], v[70:71], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[98:99], v[98:99], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[144:145], v[50:51], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[96:97], v[96:97], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[146:147], v[46:47], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[148:149], v[48:49], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v36, v38
	v_exp_f32_e32 v37, v39
	v_exp_f32_e32 v38, v42
	v_exp_f32_e32 v39, v43
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v42, v44
	v_exp_f32_e32 v43, v45
	v_exp_f32_e32 v44, v74
	v_exp_f32_e32 v45, v75
	v_exp_f32_e32 v46, v68
	v_exp_f32_e32 v47, v69
	v_exp_f32_e32 v48, v66
	v_exp_f32_e32 v49, v67
	v_exp_f32_e32 v50, v64
	v_exp_f32_e32 v51, v65
	v_exp_f32_e32 v52, v0
	v_exp_f32_e32 v53, v1
	v_exp_f32_e32 v54, v82
	v_exp_f32_e32 v55, v83
	v_exp_f32_e32 v56, v80
	v_exp_f32_e32 v57, v81
	v_exp_f32_e32 v58, v78
	v_exp_f32_e32 v59, v79
	v_exp_f32_e32 v60, v76
	v_exp_f32_e32 v61, v77
	v_exp_f32_e32 v62, v90
	v_exp_f32_e32 v63, v91
	v_exp_f32_e32 v64, v92
	v_exp_f32_e32 v65, v93
	v_exp_f32_e32 v66, v88
	v_exp_f32_e32 v67, v89
	v_exp_f32_e32 v68, v86
	v_exp_f32_e32 v69, v87
	v_exp_f32_e32 v70, v84
	v_exp_f32_e32 v71, v85
	v_exp_f32_e32 v72, v100
	v_exp_f32_e32 v73, v101
	v_exp_f32_e32 v74, v102
	v_exp_f32_e32 v75, v103
	v_exp_f32_e32 v76, v104
	v_exp_f32_e32 v77, v105
	v_exp_f32_e32 v78, v132
	v_exp_f32_e32 v79, v133
	v_exp_f32_e32 v80, v134
	v_exp_f32_e32 v81, v135
	v_exp_f32_e32 v82, v136
	v_exp_f32_e32 v83, v137
	v_exp_f32_e32 v84, v94
	v_exp_f32_e32 v85, v95
	v_exp_f32_e32 v86, v138
	v_exp_f32_e32 v87, v139
	v_exp_f32_e32 v88, v142
	v_exp_f32_e32 v89, v143
	v_exp_f32_e32 v90, v98
	v_exp_f32_e32 v91, v99
	v_exp_f32_e32 v92, v144
	v_exp_f32_e32 v93, v145
	v_exp_f32_e32 v94, v96
	v_exp_f32_e32 v95, v97
	v_exp_f32_e32 v96, v146
	v_exp_f32_e32 v97, v147
	v_exp_f32_e32 v132, v148
	v_exp_f32_e32 v133, v149
	v_sub_f32_e32 v0, v140, v34
	v_exp_f32_e32 v35, v0
	v_pk_add_f32 v[0:1], v[36:37], v[38:39]
	v_pk_add_f32 v[98:99], v[40:41], v[42:43]
	v_pk_add_f32 v[100:101], v[44:45], v[46:47]
	v_pk_add_f32 v[102:103], v[48:49], v[50:51]
	v_pk_add_f32 v[104:105], v[52:53], v[54:55]
	v_pk_add_f32 v[134:135], v[56:57], v[58:59]
	v_pk_add_f32 v[136:137], v[60:61], v[62:63]
	v_pk_add_f32 v[138:139], v[64:65], v[66:67]
	v_pk_add_f32 v[142:143], v[68:69], v[70:71]
	v_pk_add_f32 v[144:145], v[72:73], v[74:75]
	v_pk_add_f32 v[146:147], v[76:77], v[78:79]
	v_pk_add_f32 v[148:149], v[80:81], v[82:83]
	v_pk_add_f32 v[150:151], v[84:85], v[86:87]
	v_pk_add_f32 v[152:153], v[88:89], v[90:91]
	v_pk_add_f32 v[154:155], v[92:93], v[94:95]
	v_pk_add_f32 v[156:157], v[96:97], v[132:133]
	v_pk_add_f32 v[0:1], v[0:1], v[98:99]
	v_pk_add_f32 v[98:99], v[100:101], v[102:103]
	v_pk_add_f32 v[100:101], v[104:105], v[134:135]
	v_pk_add_f32 v[102:103], v[136:137], v[138:139]
	v_pk_add_f32 v[104:105], v[142:143], v[144:145]
	v_pk_add_f32 v[134:135], v[146:147], v[148:149]
	v_pk_add_f32 v[136:137], v[150:151], v[152:153]
	v_pk_add_f32 v[138:139], v[154:155], v[156:157]
	v_pk_add_f32 v[0:1], v[0:1], v[98:99]
	v_pk_add_f32 v[98:99], v[100:101], v[102:103]
	v_pk_add_f32 v[100:101], v[104:105], v[134:135]
	v_pk_add_f32 v[102:103], v[136:137], v[138:139]
	v_pk_add_f32 v[0:1], v[0:1], v[98:99]
	v_pk_add_f32 v[98:99], v[100:101], v[102:103]
	scratch_store_dword off, v113, off offset:428 ; 4-byte Folded Spill
	v_pk_add_f32 v[0:1], v[0:1], v[98:99]
	scratch_store_dword off, v114, off offset:432 ; 4-byte Folded Spill
	v_add_f32_e32 v131, v0, v1
	v_add_u32_e32 v0, 0x20000, v216
	scratch_store_dword off, v115, off offset:436 ; 4-byte Folded Spill
	scratch_store_dword off, v116, off offset:440 ; 4-byte Folded Spill
	scratch_store_dword off, v185, off offset:492 ; 4-byte Folded Spill
	scratch_store_dword off, v186, off offset:496 ; 4-byte Folded Spill
	scratch_store_dword off, v187, off offset:500 ; 4-byte Folded Spill
	scratch_store_dword off, v109, off offset:176 ; 4-byte Folded Spill
	scratch_store_dword off, v108, off offset:16 ; 4-byte Folded Spill
	ds_write_b32 v0, v35
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v191, v195
	ds_read_u16 v192, v195 offset:256
	ds_read_u16 v193, v195 offset:512
	ds_read_u16 v194, v195 offset:768
	ds_read_u16 v141, v195 offset:896
	ds_read_u16 v151, v195 offset:640
	ds_read_u16 v149, v195 offset:384
	ds_read_u16 v0, v195 offset:128
	ds_read_u16 v174, v195 offset:2048
	ds_read_u16 v175, v195 offset:2304
	ds_read_u16 v187, v195 offset:2560
	ds_read_u16 v188, v195 offset:2816
	ds_read_u16 v107, v195 offset:2944
	ds_read_u16 v109, v195 offset:2688
	ds_read_u16 v108, v195 offset:2432
	ds_read_u16 v110, v195 offset:2176
	ds_read_u16 v181, v195 offset:4096
	ds_read_u16 v186, v195 offset:4352
	ds_read_u16 v189, v195 offset:4608
	ds_read_u16 v190, v195 offset:4864
	ds_read_u16 v218, v195 offset:4992
	ds_read_u16 v220, v195 offset:4736
	ds_read_u16 v219, v195 offset:4480
	ds_read_u16 v221, v195 offset:4224
	ds_read_u16 v102, v195 offset:6144
	ds_read_u16 v103, v195 offset:6400
	ds_read_u16 v160, v195 offset:6656
	ds_read_u16 v167, v195 offset:6912
	ds_read_u16 v222, v195 offset:7040
	ds_read_u16 v224, v195 offset:6784
	ds_read_u16 v223, v195 offset:6528
	ds_read_u16 v225, v195 offset:6272
	ds_read_u16 v104, v195 offset:8192
	ds_read_u16 v105, v195 offset:8448
	ds_read_u16 v171, v195 offset:8704
	ds_read_u16 v172, v195 offset:8960
	ds_read_u16 v226, v195 offset:9088
	ds_read_u16 v228, v195 offset:8832
	ds_read_u16 v227, v195 offset:8576
	ds_read_u16 v229, v195 offset:8320
	ds_read_u16 v145, v195 offset:10240
	ds_read_u16 v146, v195 offset:10496
	ds_read_u16 v154, v195 offset:10752
	ds_read_u16 v155, v195 offset:11008
	ds_read_u16 v1, v195 offset:11136
	ds_read_u16 v150, v195 offset:10880
	ds_read_u16 v148, v195 offset:10624
	ds_read_u16 v230, v195 offset:10368
	ds_read_u16 v147, v195 offset:12288
	ds_read_u16 v153, v195 offset:12544
	ds_read_u16 v156, v195 offset:12800
	ds_read_u16 v157, v195 offset:13056
	ds_read_u16 v152, v195 offset:13184
	ds_read_u16 v159, v195 offset:12928
	ds_read_u16 v158, v195 offset:12672
	ds_read_u16 v162, v195 offset:12416
	ds_read_u16 v253, v195 offset:14336
	ds_read_u16 v254, v195 offset:14592
	ds_read_u16 v139, v195 offset:14848
	ds_read_u16 v142, v195 offset:15104
	ds_read_u16 v164, v195 offset:15232
	ds_read_u16 v169, v195 offset:14976
	ds_read_u16 v168, v195 offset:14720
	ds_read_u16 v170, v195 offset:14464
	ds_read_u16 v255, v195 offset:16384
	ds_read_u16 v138, v195 offset:16640
	ds_read_u16 v143, v195 offset:16896
	ds_read_u16 v144, v195 offset:17152
	ds_read_u16 v173, v195 offset:17280
	ds_read_u16 v177, v195 offset:17024
	ds_read_u16 v176, v195 offset:16768
	ds_read_u16 v98, v195 offset:16512
	ds_read_u16 v245, v195 offset:18432
	ds_read_u16 v246, v195 offset:18688
	ds_read_u16 v249, v195 offset:18944
	ds_read_u16 v250, v195 offset:19200
	ds_read_u16 v99, v195 offset:19328
	ds_read_u16 v101, v195 offset:19072
	ds_read_u16 v100, v195 offset:18816
	ds_read_u16 v178, v195 offset:18560
	ds_read_u16 v247, v195 offset:20480
	ds_read_u16 v248, v195 offset:20736
	ds_read_u16 v251, v195 offset:20992
	ds_read_u16 v252, v195 offset:21248
	ds_read_u16 v179, v195 offset:21376
	ds_read_u16 v182, v195 offset:21120
	ds_read_u16 v180, v195 offset:20864
	ds_read_u16 v183, v195 offset:20608
	ds_read_u16 v237, v195 offset:22528
	ds_read_u16 v238, v195 offset:22784
	ds_read_u16 v241, v195 offset:23040
	ds_read_u16 v242, v195 offset:23296
	ds_read_u16 v184, v195 offset:23424
	ds_read_u16 v231, v195 offset:23168
	ds_read_u16 v185, v195 offset:22912
	ds_read_u16 v232, v195 offset:22656
	ds_read_u16 v239, v195 offset:24576
	ds_read_u16 v240, v195 offset:24832
	ds_read_u16 v243, v195 offset:25088
	ds_read_u16 v244, v195 offset:25344
	ds_read_u16 v233, v195 offset:25472
	ds_read_u16 v235, v195 offset:25216
	ds_read_u16 v234, v195 offset:24960
	ds_read_u16 v236, v195 offset:24704
	v_cvt_f16_f32_e32 v196, v36
	scratch_load_dword v36, off, off offset:96 ; 4-byte Folded Reload
	v_cvt_f16_f32_e32 v197, v37
	v_cvt_f16_f32_e32 v198, v52
	v_cvt_f16_f32_e32 v199, v53
	v_cvt_f16_f32_e32 v200, v54
	v_cvt_f16_f32_e32 v201, v55
	v_cvt_f16_f32_e32 v202, v56
	v_cvt_f16_f32_e32 v203, v57
	v_cvt_f16_f32_e32 v204, v58
	v_cvt_f16_f32_e32 v205, v59
	v_cvt_f16_f32_e32 v206, v60
	v_cvt_f16_f32_e32 v207, v61
	v_cvt_f16_f32_e32 v208, v62
	v_cvt_f16_f32_e32 v210, v64
	v_cvt_f16_f32_e32 v211, v65
	v_cvt_f16_f32_e32 v212, v66
	v_cvt_f16_f32_e32 v213, v67
	v_cvt_f16_f32_e32 v214, v68
	v_cvt_f16_f32_e32 v215, v69
	v_cvt_f16_f32_e32 v216, v70
	v_cvt_f16_f32_e32 v217, v71
	v_cvt_f16_f32_e32 v134, v72
	v_cvt_f16_f32_e32 v135, v73
	v_cvt_f16_f32_e32 v136, v74
	v_cvt_f16_f32_e32 v137, v75
	ds_read_u16 v68, v195 offset:26624
	ds_read_u16 v69, v195 offset:26880
	ds_read_u16 v70, v195 offset:27136
	ds_read_u16 v71, v195 offset:27392
	ds_read_u16 v37, v195 offset:27520
	ds_read_u16 v53, v195 offset:27264
	ds_read_u16 v52, v195 offset:27008
	ds_read_u16 v54, v195 offset:26752
	ds_read_u16 v72, v195 offset:28672
	ds_read_u16 v73, v195 offset:28928
	ds_read_u16 v74, v195 offset:29184
	ds_read_u16 v75, v195 offset:29440
	ds_read_u16 v55, v195 offset:29568
	ds_read_u16 v57, v195 offset:29312
	ds_read_u16 v56, v195 offset:29056
	ds_read_u16 v58, v195 offset:28800
	ds_read_u16 v64, v195 offset:30720
	ds_read_u16 v65, v195 offset:30976
	ds_read_u16 v66, v195 offset:31232
	ds_read_u16 v67, v195 offset:31488
	ds_read_u16 v59, v195 offset:31616
	ds_read_u16 v61, v195 offset:31360
	ds_read_u16 v60, v195 offset:31104
	ds_read_u16 v62, v195 offset:30848
	v_cvt_f16_f32_e32 v209, v63
	ds_bpermute_b32 v63, v106, v131
	s_and_b64 s[0:1], s[78:79], exec
	v_cvt_f16_f32_e32 v38, v38
	s_cselect_b32 s0, 1, 0
	v_cvt_f16_f32_e32 v39, v39
	s_cmp_lg_u32 s0, 1
	v_cvt_f16_f32_e32 v40, v40
	v_cvt_f16_f32_e32 v41, v41
	v_cvt_f16_f32_e32 v42, v42
	v_cvt_f16_f32_e32 v43, v43
	v_cvt_f16_f32_e32 v44, v44
	v_cvt_f16_f32_e32 v45, v45
	v_cvt_f16_f32_e32 v46, v46
	v_cvt_f16_f32_e32 v47, v47
	v_cvt_f16_f32_e32 v48, v48
	v_cvt_f16_f32_e32 v49, v49
	v_cvt_f16_f32_e32 v50, v50
	v_cvt_f16_f32_e32 v51, v51
	v_cvt_f16_f32_e32 v76, v76
	v_cvt_f16_f32_e32 v77, v77
	v_cvt_f16_f32_e32 v78, v78
	v_cvt_f16_f32_e32 v79, v79
	v_cvt_f16_f32_e32 v80, v80
	v_cvt_f16_f32_e32 v81, v81
	v_cvt_f16_f32_e32 v82, v82
	v_cvt_f16_f32_e32 v83, v83
	v_cvt_f16_f32_e32 v84, v84
	v_cvt_f16_f32_e32 v85, v85
	v_cvt_f16_f32_e32 v86, v86
	v_cvt_f16_f32_e32 v87, v87
	v_cvt_f16_f32_e32 v88, v88
	v_cvt_f16_f32_e32 v89, v89
	v_cvt_f16_f32_e32 v90, v90
	v_cvt_f16_f32_e32 v91, v91
	v_cvt_f16_f32_e32 v92, v92
	v_cvt_f16_f32_e32 v93, v93
	v_cvt_f16_f32_e32 v94, v94
	v_cvt_f16_f32_e32 v95, v95
	v_cvt_f16_f32_e32 v96, v96
	v_cvt_f16_f32_e32 v97, v97
	v_cvt_f16_f32_e32 v132, v132
	v_cvt_f16_f32_e32 v133, v133
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v36, 0x20000, v36
	ds_read_b32 v36, v36
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v163, v196
	ds_write_b16 v163, v197 offset:256
	ds_write_b16 v163, v38 offset:512
	ds_write_b16 v163, v39 offset:768
	ds_write_b16 v163, v40 offset:2048
	ds_write_b16 v163, v41 offset:2304
	ds_write_b16 v163, v42 offset:2560
	ds_write_b16 v163, v43 offset:2816
	ds_write_b16 v163, v44 offset:4096
	ds_write_b16 v163, v45 offset:4352
	ds_write_b16 v163, v46 offset:4608
	ds_write_b16 v163, v47 offset:4864
	ds_write_b16 v163, v48 offset:6144
	ds_write_b16 v163, v49 offset:6400
	ds_write_b16 v163, v50 offset:6656
	ds_write_b16 v163, v51 offset:6912
	ds_write_b16 v163, v198 offset:8192
	ds_write_b16 v163, v199 offset:8448
	ds_write_b16 v163, v200 offset:8704
	ds_write_b16 v163, v201 offset:8960
	ds_write_b16 v163, v202 offset:10240
	ds_write_b16 v163, v203 offset:10496
	ds_write_b16 v163, v204 offset:10752
	ds_write_b16 v163, v205 offset:11008
	ds_write_b16 v163, v206 offset:12288
	ds_write_b16 v163, v207 offset:12544
	ds_write_b16 v163, v208 offset:12800
	ds_write_b16 v163, v209 offset:13056
	ds_write_b16 v163, v210 offset:14336
	ds_write_b16 v163, v211 offset:14592
	ds_write_b16 v163, v212 offset:14848
	ds_write_b16 v163, v213 offset:15104
	ds_write_b16 v163, v214 offset:16384
	ds_write_b16 v163, v215 offset:16640
	ds_write_b16 v163, v216 offset:16896
	ds_write_b16 v163, v217 offset:17152
	ds_write_b16 v163, v134 offset:18432
	ds_write_b16 v163, v135 offset:18688
	ds_write_b16 v163, v136 offset:18944
	ds_write_b16 v163, v137 offset:19200
	ds_write_b16 v163, v76 offset:20480
	ds_write_b16 v163, v77 offset:20736
	ds_write_b16 v163, v78 offset:20992
	ds_write_b16 v163, v79 offset:21248
	ds_write_b16 v163, v80 offset:22528
	ds_write_b16 v163, v81 offset:22784
	ds_write_b16 v163, v82 offset:23040
	ds_write_b16 v163, v83 offset:23296
	ds_write_b16 v163, v84 offset:24576
	ds_write_b16 v163, v85 offset:24832
	ds_write_b16 v163, v86 offset:25088
	ds_write_b16 v163, v87 offset:25344
	ds_write_b16 v163, v88 offset:26624
	ds_write_b16 v163, v89 offset:26880
	ds_write_b16 v163, v90 offset:27136
	ds_write_b16 v163, v91 offset:27392
	ds_write_b16 v163, v92 offset:28672
	ds_write_b16 v163, v93 offset:28928
	ds_write_b16 v163, v94 offset:29184
	ds_write_b16 v163, v95 offset:29440
	ds_write_b16 v163, v96 offset:30720
	ds_write_b16 v163, v97 offset:30976
	ds_write_b16 v163, v132 offset:31232
	ds_write_b16 v163, v133 offset:31488
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_15
; %bb.24:
	ds_read_u16 v38, v161 offset:768
	ds_read_u16 v39, v161 offset:512
	ds_read_u16 v42, v161 offset:256
	ds_read_u16 v43, v161
	s_mov_b32 s0, 0x5040100
	v_perm_b32 v41, v194, v193, s0
	v_perm_b32 v40, v192, v191, s0
	v_pk_mul_f32 v[32:33], v[32:33], v[36:37] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[36:37] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[36:37] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[36:37] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[36:37] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[36:37] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[36:37] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[36:37] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v39, v38, v39, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v38, v42, v43, s0
	v_perm_b32 v43, v188, v187, s0
	v_perm_b32 v42, v175, v174, s0
	v_mfma_f32_32x32x8_f16 v[18:33], v[40:41], v[38:39], v[18:33]
	ds_read_u16 v40, v161 offset:2816
	ds_read_u16 v41, v161 offset:2560
	ds_read_u16 v44, v161 offset:2304
	ds_read_u16 v45, v161 offset:2048
	v_perm_b32 v71, v71, v70, s0
	v_perm_b32 v70, v69, v68, s0
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v41, v40, v41, s0
	v_perm_b32 v75, v75, v74, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v40, v44, v45, s0
	v_perm_b32 v45, v190, v189, s0
	v_perm_b32 v44, v186, v181, s0
	v_mfma_f32_32x32x8_f16 v[18:33], v[42:43], v[40:41], v[18:33]
	ds_read_u16 v42, v161 offset:4864
	ds_read_u16 v43, v161 offset:4608
	ds_read_u16 v46, v161 offset:4352
	ds_read_u16 v47, v161 offset:4096
	v_perm_b32 v74, v73, v72, s0
	v_perm_b32 v67, v67, v66, s0
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v43, v42, v43, s0
	v_perm_b32 v66, v65, v64, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v42, v46, v47, s0
	v_perm_b32 v47, v167, v160, s0
	v_perm_b32 v46, v103, v102, s0
	v_mfma_f32_32x32x8_f16 v[18:33], v[44:45], v[42:43], v[18:33]
	ds_read_u16 v44, v161 offset:6912
	ds_read_u16 v45, v161 offset:6656
	ds_read_u16 v48, v161 offset:6400
	ds_read_u16 v49, v161 offset:6144
	v_mul_f32_e64 v16, v16, v36
	v_mul_f32_e64 v17, v17, v36
	v_pk_mul_f32 v[14:15], v[14:15], v[36:37] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v45, v44, v45, s0
	v_pk_mul_f32 v[12:13], v[12:13], v[36:37] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v44, v48, v49, s0
	v_perm_b32 v49, v172, v171, s0
	v_perm_b32 v48, v105, v104, s0
	v_mfma_f32_32x32x8_f16 v[18:33], v[46:47], v[44:45], v[18:33]
	ds_read_u16 v46, v161 offset:8960
	ds_read_u16 v47, v161 offset:8704
	ds_read_u16 v50, v161 offset:8448
	ds_read_u16 v51, v161 offset:8192
	v_mul_f32_e64 v10, v10, v36
	v_mul_f32_e64 v11, v11, v36
	v_pk_mul_f32 v[8:9], v[8:9], v[36:37] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v47, v46, v47, s0
	v_pk_mul_f32 v[6:7], v[6:7], v[36:37] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v46, v50, v51, s0
	v_perm_b32 v51, v155, v154, s0
	v_perm_b32 v50, v146, v145, s0
	v_mfma_f32_32x32x8_f16 v[18:33], v[48:49], v[46:47], v[18:33]
	ds_read_u16 v48, v161 offset:11008
	ds_read_u16 v49, v161 offset:10752
	ds_read_u16 v76, v161 offset:10496
	ds_read_u16 v77, v161 offset:10240
	v_mul_f32_e64 v4, v4, v36
	v_mul_f32_e64 v5, v5, v36
	v_pk_mul_f32 v[2:3], v[2:3], v[36:37] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v49, v48, v49, s0
	v_perm_b32 v1, v1, v150, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v48, v76, v77, s0
	v_perm_b32 v77, v157, v156, s0
	v_perm_b32 v76, v153, v147, s0
	v_mfma_f32_32x32x8_f16 v[18:33], v[50:51], v[48:49], v[18:33]
	ds_read_u16 v50, v161 offset:13056
	ds_read_u16 v51, v161 offset:12800
	ds_read_u16 v78, v161 offset:12544
	ds_read_u16 v79, v161 offset:12288
	v_add_f32_e32 v36, v131, v63
	v_mov_b32_e32 v140, v34
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v51, v50, v51, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v50, v78, v79, s0
	ds_read_u16 v78, v161 offset:15104
	ds_read_u16 v79, v161 offset:14848
	ds_read_u16 v80, v161 offset:14592
	ds_read_u16 v81, v161 offset:14336
	v_mfma_f32_32x32x8_f16 v[18:33], v[76:77], v[50:51], v[18:33]
	v_perm_b32 v77, v142, v139, s0
	v_perm_b32 v76, v254, v253, s0
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v79, v78, v79, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v78, v80, v81, s0
	ds_read_u16 v80, v161 offset:17152
	ds_read_u16 v81, v161 offset:16896
	ds_read_u16 v82, v161 offset:16640
	ds_read_u16 v83, v161 offset:16384
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v81, v80, v81, s0
	v_mfma_f32_32x32x8_f16 v[18:33], v[76:77], v[78:79], v[18:33]
	v_perm_b32 v77, v144, v143, s0
	v_perm_b32 v76, v138, v255, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v80, v82, v83, s0
	ds_read_u16 v82, v161 offset:19200
	ds_read_u16 v83, v161 offset:18944
	ds_read_u16 v84, v161 offset:18688
	ds_read_u16 v85, v161 offset:18432
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v83, v82, v83, s0
	v_mfma_f32_32x32x8_f16 v[18:33], v[76:77], v[80:81], v[18:33]
	v_perm_b32 v77, v250, v249, s0
	v_perm_b32 v76, v246, v245, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v82, v84, v85, s0
	ds_read_u16 v84, v161 offset:21248
	ds_read_u16 v85, v161 offset:20992
	ds_read_u16 v86, v161 offset:20736
	ds_read_u16 v87, v161 offset:20480
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v85, v84, v85, s0
	v_mfma_f32_32x32x8_f16 v[18:33], v[76:77], v[82:83], v[18:33]
	v_perm_b32 v77, v252, v251, s0
	v_perm_b32 v76, v248, v247, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v84, v86, v87, s0
	ds_read_u16 v86, v161 offset:23296
	ds_read_u16 v87, v161 offset:23040
	ds_read_u16 v88, v161 offset:22784
	ds_read_u16 v89, v161 offset:22528
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v87, v86, v87, s0
	v_mfma_f32_32x32x8_f16 v[18:33], v[76:77], v[84:85], v[18:33]
	v_perm_b32 v77, v242, v241, s0
	v_perm_b32 v76, v238, v237, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v86, v88, v89, s0
	ds_read_u16 v88, v161 offset:25344
	ds_read_u16 v89, v161 offset:25088
	ds_read_u16 v90, v161 offset:24832
	ds_read_u16 v91, v161 offset:24576
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v89, v88, v89, s0
	v_mfma_f32_32x32x8_f16 v[18:33], v[76:77], v[86:87], v[18:33]
	v_perm_b32 v77, v244, v243, s0
	v_perm_b32 v76, v240, v239, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v88, v90, v91, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[18:33], v[76:77], v[88:89], v[18:33]
	ds_read_u16 v76, v161 offset:27392
	ds_read_u16 v77, v161 offset:27136
	ds_read_u16 v90, v161 offset:26880
	ds_read_u16 v91, v161 offset:26624
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v69, v76, v77, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v68, v90, v91, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[18:33], v[70:71], v[68:69], v[18:33]
	ds_read_u16 v72, v161 offset:31488
	ds_read_u16 v70, v161 offset:29440
	ds_read_u16 v71, v161 offset:29184
	ds_read_u16 v73, v161 offset:28928
	ds_read_u16 v76, v161 offset:28672
	ds_read_u16 v77, v161 offset:31232
	ds_read_u16 v90, v161 offset:30976
	ds_read_u16 v91, v161 offset:30720
	s_waitcnt lgkmcnt(5)
	v_perm_b32 v71, v70, v71, s0
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v70, v73, v76, s0
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v65, v72, v77, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v64, v90, v91, s0
	v_mfma_f32_32x32x8_f16 v[18:33], v[74:75], v[70:71], v[18:33]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[18:33], v[66:67], v[64:65], v[18:33]
	v_perm_b32 v67, v141, v151, s0
	v_perm_b32 v66, v149, v0, s0
	v_perm_b32 v0, v148, v230, s0
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[2:17], v[66:67], v[38:39], v[2:17]
	v_perm_b32 v39, v107, v109, s0
	v_perm_b32 v38, v108, v110, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[38:39], v[40:41], v[2:17]
	v_perm_b32 v39, v218, v220, s0
	v_perm_b32 v38, v219, v221, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[38:39], v[42:43], v[2:17]
	v_perm_b32 v39, v222, v224, s0
	v_perm_b32 v38, v223, v225, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[38:39], v[44:45], v[2:17]
	v_perm_b32 v39, v226, v228, s0
	v_perm_b32 v38, v227, v229, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[38:39], v[46:47], v[2:17]
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[48:49], v[2:17]
	v_perm_b32 v1, v152, v159, s0
	v_perm_b32 v0, v158, v162, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[50:51], v[2:17]
	v_perm_b32 v1, v164, v169, s0
	v_perm_b32 v0, v168, v170, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[78:79], v[2:17]
	v_perm_b32 v1, v173, v177, s0
	v_perm_b32 v0, v176, v98, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[80:81], v[2:17]
	v_perm_b32 v1, v99, v101, s0
	v_perm_b32 v0, v100, v178, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[82:83], v[2:17]
	v_perm_b32 v1, v179, v182, s0
	v_perm_b32 v0, v180, v183, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[84:85], v[2:17]
	v_perm_b32 v1, v184, v231, s0
	v_perm_b32 v0, v185, v232, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[86:87], v[2:17]
	v_perm_b32 v1, v233, v235, s0
	v_perm_b32 v0, v234, v236, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[88:89], v[2:17]
	v_perm_b32 v1, v37, v53, s0
	scratch_load_dword v37, off, off        ; 4-byte Folded Reload
	v_perm_b32 v0, v52, v54, s0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v36, v37, v35
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[68:69], v[2:17]
	v_perm_b32 v1, v55, v57, s0
	v_perm_b32 v0, v56, v58, s0
	scratch_store_dword off, v36, off       ; 4-byte Folded Spill
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[70:71], v[2:17]
	v_perm_b32 v1, v59, v61, s0
	v_perm_b32 v0, v60, v62, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[64:65], v[2:17]
.LBB0_15:
	scratch_load_dword v138, off, off offset:340 ; 4-byte Folded Reload
	scratch_load_dword v139, off, off offset:344 ; 4-byte Folded Reload
	scratch_load_dword v141, off, off offset:348 ; 4-byte Folded Reload
	scratch_load_dword v158, off, off offset:352 ; 4-byte Folded Reload
	scratch_load_dword v159, off, off offset:356 ; 4-byte Folded Reload
	scratch_load_dword v160, off, off offset:360 ; 4-byte Folded Reload
	s_cmpk_gt_i32 s82, 0xff
	v_mov_b32_e32 v131, v130
	v_mov_b32_e32 v132, v130
	s_cselect_b64 vcc, -1, 0
	s_cmpk_lt_i32 s82, 0x100
	v_mov_b32_e32 v133, v130
	s_cbranch_scc1 .LBB0_16
; %bb.26:
	scratch_load_dword v0, off, off offset:316 ; 4-byte Folded Reload
	scratch_load_dwordx4 v[106:109], off, off offset:220 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[110:113], off, off offset:236 ; 16-byte Folded Reload
	v_mov_b32_e32 v162, v119
	v_mov_b32_e32 v164, v120
	v_mov_b32_e32 v167, v121
	v_mov_b32_e32 v200, v122
	v_mov_b32_e32 v201, v123
	v_mov_b32_e32 v202, v124
	v_mov_b32_e32 v203, v125
	scratch_load_dwordx4 v[122:125], off, off offset:284 ; 16-byte Folded Reload
	v_mov_b32_e32 v204, v126
	v_mov_b32_e32 v205, v127
	v_mov_b32_e32 v206, v128
	v_mov_b32_e32 v207, v129
	scratch_load_dwordx4 v[126:129], off, off offset:300 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[192:195], off, off offset:132 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[196:199], off, off offset:148 ; 16-byte Folded Reload
	s_waitcnt vmcnt(6)
	v_add_u32_e32 v0, s80, v0
	v_add_u32_e32 v1, 0x6000, v0
	ds_read2_b64 v[98:101], v1 offset0:28 offset1:30
	ds_read2_b64 v[102:105], v1 offset0:24 offset1:26
	ds_read2_b64 v[134:137], v1 offset0:20 offset1:22
	ds_read2_b64 v[142:145], v1 offset0:16 offset1:18
	ds_read2_b64 v[146:149], v1 offset0:12 offset1:14
	ds_read2_b64 v[150:153], v1 offset0:8 offset1:10
	ds_read2_b64 v[154:157], v1 offset0:4 offset1:6
	ds_read2_b64 v[168:171], v1 offset1:2
	v_add_u32_e32 v1, 0x4000, v0
	ds_read2_b64 v[34:37], v1 offset0:28 offset1:30
	ds_read2_b64 v[38:41], v1 offset0:24 offset1:26
	ds_read2_b64 v[42:45], v1 offset0:20 offset1:22
	ds_read2_b64 v[46:49], v1 offset0:16 offset1:18
	ds_read2_b64 v[172:175], v1 offset0:12 offset1:14
	ds_read2_b64 v[176:179], v1 offset0:8 offset1:10
	ds_read2_b64 v[180:183], v1 offset0:4 offset1:6
	ds_read2_b64 v[184:187], v1 offset1:2
	v_add_u32_e32 v1, 0x2000, v0
	ds_read2_b64 v[50:53], v1 offset0:28 offset1:30
	ds_read2_b64 v[54:57], v1 offset0:24 offset1:26
	ds_read2_b64 v[58:61], v1 offset0:20 offset1:22
	ds_read2_b64 v[62:65], v1 offset0:16 offset1:18
	ds_read2_b64 v[188:191], v1 offset0:12 offset1:14
	ds_read2_b64 v[218:221], v1 offset0:8 offset1:10
	ds_read2_b64 v[222:225], v1 offset0:4 offset1:6
	ds_read2_b64 v[226:229], v1 offset1:2
	ds_read2_b64 v[82:85], v0 offset0:28 offset1:30
	ds_read2_b64 v[86:89], v0 offset0:24 offset1:26
	ds_read2_b64 v[90:93], v0 offset0:20 offset1:22
	ds_read2_b64 v[94:97], v0 offset0:16 offset1:18
	ds_read2_b64 v[230:233], v0 offset0:12 offset1:14
	ds_read2_b64 v[234:237], v0 offset0:8 offset1:10
	ds_read2_b64 v[238:241], v0 offset1:2
	ds_read2_b64 v[242:245], v0 offset0:4 offset1:6
	v_mov_b32_e32 v0, v117
	scratch_load_dwordx4 v[114:117], off, off offset:252 ; 16-byte Folded Reload
	v_mov_b32_e32 v1, v118
	scratch_load_dwordx4 v[118:121], off, off offset:268 ; 16-byte Folded Reload
	s_waitcnt vmcnt(7) lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[66:81], v[238:239], v[106:107], 0
	s_waitcnt vmcnt(6)
	v_mfma_f32_32x32x8_f16 v[66:81], v[240:241], v[110:111], v[66:81]
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[66:81], v[242:243], v[114:115], v[66:81]
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x8_f16 v[66:81], v[244:245], v[118:119], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[234:235], v[122:123], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[236:237], v[126:127], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[230:231], v[192:193], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[232:233], v[196:197], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[94:95], v[108:109], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[96:97], v[112:113], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[90:91], v[116:117], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[92:93], v[120:121], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[86:87], v[124:125], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[88:89], v[128:129], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[82:83], v[194:195], v[66:81]
	v_mfma_f32_32x32x8_f16 v[66:81], v[84:85], v[198:199], v[66:81]
	v_mfma_f32_32x32x8_f16 v[82:97], v[226:227], v[106:107], 0
	v_mfma_f32_32x32x8_f16 v[82:97], v[228:229], v[110:111], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[222:223], v[114:115], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[224:225], v[118:119], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[218:219], v[122:123], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[220:221], v[126:127], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[188:189], v[192:193], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[190:191], v[196:197], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[62:63], v[108:109], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[64:65], v[112:113], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[58:59], v[116:117], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[60:61], v[120:121], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[54:55], v[124:125], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[56:57], v[128:129], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[50:51], v[194:195], v[82:97]
	v_mfma_f32_32x32x8_f16 v[82:97], v[52:53], v[198:199], v[82:97]
	v_mfma_f32_32x32x8_f16 v[50:65], v[184:185], v[106:107], 0
	v_mfma_f32_32x32x8_f16 v[50:65], v[186:187], v[110:111], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[180:181], v[114:115], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[182:183], v[118:119], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[176:177], v[122:123], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[178:179], v[126:127], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[172:173], v[192:193], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[174:175], v[196:197], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[46:47], v[108:109], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[48:49], v[112:113], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[42:43], v[116:117], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[44:45], v[120:121], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[38:39], v[124:125], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[40:41], v[128:129], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[34:35], v[194:195], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[36:37], v[198:199], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[168:169], v[106:107], 0
	v_mfma_f32_32x32x8_f16 v[34:49], v[170:171], v[110:111], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[154:155], v[114:115], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[156:157], v[118:119], v[34:49]
	v_mov_b32_e32 v119, v162
	v_mov_b32_e32 v118, v1
	v_mfma_f32_32x32x8_f16 v[34:49], v[150:151], v[122:123], v[34:49]
	v_mov_b32_e32 v123, v201
	v_mov_b32_e32 v122, v200
	v_mfma_f32_32x32x8_f16 v[34:49], v[152:153], v[126:127], v[34:49]
	v_mov_b32_e32 v127, v205
	v_mov_b32_e32 v126, v204
	v_mfma_f32_32x32x8_f16 v[34:49], v[146:147], v[192:193], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[148:149], v[196:197], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[142:143], v[108:109], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[144:145], v[112:113], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[134:135], v[116:117], v[34:49]
	v_mov_b32_e32 v117, v0
	v_mfma_f32_32x32x8_f16 v[34:49], v[136:137], v[120:121], v[34:49]
	v_mov_b32_e32 v121, v167
	v_mov_b32_e32 v120, v164
	v_mfma_f32_32x32x8_f16 v[34:49], v[102:103], v[124:125], v[34:49]
	v_mov_b32_e32 v125, v203
	v_mov_b32_e32 v124, v202
	v_mov_b32_e32 v102, v92
	v_mov_b32_e32 v103, v53
	v_mov_b32_e32 v92, v93
	v_mov_b32_e32 v93, v94
	v_mov_b32_e32 v94, v95
	v_mfma_f32_32x32x8_f16 v[34:49], v[104:105], v[128:129], v[34:49]
	v_mov_b32_e32 v129, v207
	v_mov_b32_e32 v128, v206
	v_mov_b32_e32 v95, v96
	v_mov_b32_e32 v96, v97
	v_mov_b32_e32 v97, v50
	v_mov_b32_e32 v50, v51
	v_mov_b32_e32 v51, v52
	v_mfma_f32_32x32x8_f16 v[34:49], v[98:99], v[194:195], v[34:49]
	v_mov_b32_e32 v98, v62
	v_mov_b32_e32 v52, v63
	v_mov_b32_e32 v53, v64
	v_mov_b32_e32 v62, v65
	v_mfma_f32_32x32x8_f16 v[34:49], v[100:101], v[198:199], v[34:49]
	v_mov_b32_e32 v100, v74
	v_mov_b32_e32 v101, v83
	v_mov_b32_e32 v74, v75
	v_mov_b32_e32 v75, v76
	v_mov_b32_e32 v76, v77
	v_mov_b32_e32 v77, v78
	v_mov_b32_e32 v78, v79
	s_nop 3
	v_mov_b32_e32 v99, v39
	v_mov_b32_e32 v79, v80
	v_mov_b32_e32 v80, v81
	v_mov_b32_e32 v81, v82
	v_mov_b32_e32 v63, v34
	v_mov_b32_e32 v34, v35
	v_mov_b32_e32 v35, v36
	v_mov_b32_e32 v64, v37
	v_mov_b32_e32 v65, v38
	s_branch .LBB0_17
.LBB0_16:
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v99, v98
	v_mov_b32_e32 v48, v98
	v_mov_b32_e32 v49, v98
	v_mov_b32_e32 v100, v98
	v_mov_b32_e32 v101, v98
	v_mov_b32_e32 v102, v98
	v_mov_b32_e32 v103, v98
	v_mov_b32_e32 v54, v98
	v_mov_b32_e32 v55, v98
	v_mov_b32_e32 v56, v98
	v_mov_b32_e32 v57, v98
	v_mov_b32_e32 v58, v98
	v_mov_b32_e32 v59, v98
	v_mov_b32_e32 v60, v98
	v_mov_b32_e32 v61, v98
	v_mov_b32_e32 v92, v98
	v_mov_b32_e32 v93, v98
	v_mov_b32_e32 v94, v98
	v_mov_b32_e32 v95, v98
	v_mov_b32_e32 v96, v98
	v_mov_b32_e32 v97, v98
	v_mov_b32_e32 v50, v98
	v_mov_b32_e32 v51, v98
	v_mov_b32_e32 v74, v98
	v_mov_b32_e32 v75, v98
	v_mov_b32_e32 v76, v98
	v_mov_b32_e32 v77, v98
	v_mov_b32_e32 v78, v98
	v_mov_b32_e32 v79, v98
	v_mov_b32_e32 v80, v98
	v_mov_b32_e32 v81, v98
	v_mov_b32_e32 v66, v98
	v_mov_b32_e32 v67, v98
	v_mov_b32_e32 v68, v98
	v_mov_b32_e32 v69, v98
	v_mov_b32_e32 v70, v98
	v_mov_b32_e32 v71, v98
	v_mov_b32_e32 v72, v98
	v_mov_b32_e32 v73, v98
	v_mov_b32_e32 v52, v98
	v_mov_b32_e32 v53, v98
	v_mov_b32_e32 v62, v98
	v_mov_b32_e32 v63, v98
	v_mov_b32_e32 v34, v98
	v_mov_b32_e32 v35, v98
	v_mov_b32_e32 v64, v98
	v_mov_b32_e32 v65, v98
	v_mov_b32_e32 v84, v98
	v_mov_b32_e32 v85, v98
	v_mov_b32_e32 v86, v98
	v_mov_b32_e32 v87, v98
	v_mov_b32_e32 v88, v98
	v_mov_b32_e32 v89, v98
	v_mov_b32_e32 v90, v98
	v_mov_b32_e32 v91, v98
	v_mov_b32_e32 v40, v98
	v_mov_b32_e32 v41, v98
	v_mov_b32_e32 v42, v98
	v_mov_b32_e32 v43, v98
	v_mov_b32_e32 v44, v98
	v_mov_b32_e32 v45, v98
	v_mov_b32_e32 v46, v98
	v_mov_b32_e32 v47, v98
.LBB0_17:
	scratch_load_dword v231, off, off offset:408 ; 4-byte Folded Reload
	scratch_load_dword v232, off, off offset:80 ; 4-byte Folded Reload
	scratch_load_dword v233, off, off offset:96 ; 4-byte Folded Reload
	scratch_load_dword v0, off, off offset:216 ; 4-byte Folded Reload
	scratch_load_dword v1, off, off offset:320 ; 4-byte Folded Reload
	scratch_load_dword v36, off, off offset:324 ; 4-byte Folded Reload
	scratch_load_dword v37, off, off offset:328 ; 4-byte Folded Reload
	scratch_load_dword v38, off, off offset:332 ; 4-byte Folded Reload
	scratch_load_dword v39, off, off offset:336 ; 4-byte Folded Reload
	scratch_load_dword v82, off, off offset:16 ; 4-byte Folded Reload
	scratch_load_dword v83, off, off offset:32 ; 4-byte Folded Reload
	scratch_load_dword v136, off, off offset:48 ; 4-byte Folded Reload
	scratch_load_dword v137, off, off offset:64 ; 4-byte Folded Reload
	scratch_load_dword v142, off, off offset:164 ; 4-byte Folded Reload
	scratch_load_dword v143, off, off offset:168 ; 4-byte Folded Reload
	scratch_load_dword v144, off, off offset:172 ; 4-byte Folded Reload
	scratch_load_dword v145, off, off offset:176 ; 4-byte Folded Reload
	scratch_load_dword v146, off, off offset:180 ; 4-byte Folded Reload
	scratch_load_dword v147, off, off offset:184 ; 4-byte Folded Reload
	scratch_load_dword v148, off, off offset:192 ; 4-byte Folded Reload
	scratch_load_dword v149, off, off offset:200 ; 4-byte Folded Reload
	scratch_load_dword v150, off, off offset:208 ; 4-byte Folded Reload
	scratch_load_dword v151, off, off offset:364 ; 4-byte Folded Reload
	scratch_load_dword v152, off, off offset:372 ; 4-byte Folded Reload
	scratch_load_dword v153, off, off offset:412 ; 4-byte Folded Reload
	scratch_load_dword v154, off, off offset:416 ; 4-byte Folded Reload
	scratch_load_dword v155, off, off offset:420 ; 4-byte Folded Reload
	scratch_load_dword v156, off, off offset:424 ; 4-byte Folded Reload
	scratch_load_dword v157, off, off offset:428 ; 4-byte Folded Reload
	scratch_load_dword v162, off, off offset:432 ; 4-byte Folded Reload
	scratch_load_dword v164, off, off offset:436 ; 4-byte Folded Reload
	scratch_load_dword v167, off, off offset:440 ; 4-byte Folded Reload
	scratch_load_dword v168, off, off offset:444 ; 4-byte Folded Reload
	scratch_load_dword v169, off, off offset:448 ; 4-byte Folded Reload
	scratch_load_dword v170, off, off offset:452 ; 4-byte Folded Reload
	scratch_load_dword v171, off, off offset:456 ; 4-byte Folded Reload
	scratch_load_dword v172, off, off offset:460 ; 4-byte Folded Reload
	scratch_load_dword v173, off, off offset:464 ; 4-byte Folded Reload
	scratch_load_dword v174, off, off offset:468 ; 4-byte Folded Reload
	scratch_load_dword v175, off, off offset:472 ; 4-byte Folded Reload
	scratch_load_dword v176, off, off offset:476 ; 4-byte Folded Reload
	scratch_load_dword v177, off, off offset:480 ; 4-byte Folded Reload
	scratch_load_dword v178, off, off offset:484 ; 4-byte Folded Reload
	scratch_load_dword v179, off, off offset:488 ; 4-byte Folded Reload
	scratch_load_dword v180, off, off offset:492 ; 4-byte Folded Reload
	scratch_load_dword v181, off, off offset:496 ; 4-byte Folded Reload
	scratch_load_dword v182, off, off offset:500 ; 4-byte Folded Reload
	s_lshl_b32 s0, s81, 7
	s_add_i32 s13, s13, s0
	v_pk_mul_f32 v[66:67], v[130:131], v[66:67]
	v_pk_mul_f32 v[74:75], v[130:131], v[74:75]
	v_pk_mul_f32 v[84:85], v[130:131], v[84:85]
	v_pk_mul_f32 v[92:93], v[130:131], v[92:93]
	v_pk_mul_f32 v[54:55], v[130:131], v[54:55]
	v_pk_mul_f32 v[52:53], v[130:131], v[52:53]
	s_waitcnt vmcnt(49)
	v_or_b32_e32 v108, s13, v158
	s_waitcnt vmcnt(47)
	v_or_b32_e32 v107, s13, v160
	v_cmp_ge_i32_e64 s[24:25], v166, v108
	v_cmp_ge_i32_e64 s[26:27], v166, v107
	v_or_b32_e32 v105, s13, v141
	v_or_b32_e32 v104, s13, v138
	v_cmp_ge_i32_e64 s[30:31], v166, v105
	v_cmp_ge_i32_e64 s[34:35], v166, v104
	v_or_b32_e32 v123, s13, v123
	v_or_b32_e32 v112, s13, v159
	v_or_b32_e32 v113, s13, v139
	v_or_b32_e32 v122, s13, v122
	v_cmp_gt_i32_e64 s[80:81], s12, v123
	v_or_b32_e32 v116, s13, v165
	v_or_b32_e32 v117, s13, v117
	v_or_b32_e32 v118, s13, v118
	v_or_b32_e32 v119, s13, v119
	v_or_b32_e32 v120, s13, v120
	v_or_b32_e32 v121, s13, v121
	v_or_b32_e32 v124, s13, v124
	v_or_b32_e32 v125, s13, v125
	v_or_b32_e32 v126, s13, v126
	v_or_b32_e32 v127, s13, v127
	v_or_b32_e32 v128, s13, v128
	v_or_b32_e32 v129, s13, v129
	v_cmp_ge_i32_e64 s[42:43], v166, v129
	v_cmp_ge_i32_e64 s[44:45], v166, v128
	v_cmp_ge_i32_e64 s[46:47], v166, v127
	s_waitcnt vmcnt(43)
	v_or_b32_e32 v111, s13, v0
	s_waitcnt vmcnt(42)
	v_or_b32_e32 v115, s13, v1
	s_waitcnt vmcnt(41)
	v_or_b32_e32 v110, s13, v36
	s_waitcnt vmcnt(40)
	v_or_b32_e32 v114, s13, v37
	s_waitcnt vmcnt(39)
	v_or_b32_e32 v106, s13, v38
	s_waitcnt vmcnt(38)
	v_or_b32_e32 v109, s13, v39
	s_waitcnt vmcnt(37)
	v_or_b32_e32 v134, s13, v82
	s_waitcnt vmcnt(36)
	v_or_b32_e32 v135, s13, v83
	v_cmp_gt_i32_e64 s[18:19], s12, v111
	v_cmp_ge_i32_e64 s[20:21], v166, v110
	v_cmp_ge_i32_e64 s[22:23], v166, v109
	s_and_b64 s[20:21], s[20:21], s[18:19]
	v_cmp_ge_i32_e64 s[28:29], v166, v106
	v_cmp_ge_i32_e64 s[36:37], v166, v111
	s_waitcnt vmcnt(33)
	v_or_b32_e32 v138, s13, v142
	s_waitcnt vmcnt(32)
	v_or_b32_e32 v139, s13, v143
	s_waitcnt vmcnt(30)
	v_or_b32_e32 v142, s13, v145
	s_waitcnt vmcnt(29)
	v_or_b32_e32 v143, s13, v146
	s_waitcnt vmcnt(26)
	v_or_b32_e32 v146, s13, v149
	v_or_b32_e32 v136, s13, v136
	s_waitcnt vmcnt(23)
	v_or_b32_e32 v149, s13, v152
	v_or_b32_e32 v137, s13, v137
	v_or_b32_e32 v141, s13, v144
	v_or_b32_e32 v144, s13, v147
	s_waitcnt vmcnt(19)
	v_or_b32_e32 v0, s13, v156
	v_cmp_ge_i32_e64 s[0:1], v166, v0
	v_mov_b32_e32 v0, v130
	v_or_b32_e32 v145, s13, v148
	s_waitcnt vmcnt(15)
	v_or_b32_e32 v156, s13, v167
	v_or_b32_e32 v147, s13, v150
	v_or_b32_e32 v148, s13, v151
	v_or_b32_e32 v150, s13, v153
	v_or_b32_e32 v151, s13, v154
	s_waitcnt vmcnt(10)
	v_or_b32_e32 v1, s13, v172
	v_cmp_ge_i32_e64 s[2:3], v166, v1
	v_mov_b32_e32 v1, v130
	v_pk_mul_f32 v[68:69], v[0:1], v[68:69]
	v_pk_mul_f32 v[70:71], v[0:1], v[70:71]
	v_pk_mul_f32 v[72:73], v[0:1], v[72:73]
	v_pk_mul_f32 v[82:83], v[0:1], v[102:103]
	v_pk_mul_f32 v[76:77], v[0:1], v[76:77]
	v_pk_mul_f32 v[78:79], v[0:1], v[78:79]
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v36, s13, v181
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v37, s13, v182
	v_cmp_ge_i32_e64 s[6:7], v166, v36
	v_cmp_ge_i32_e64 s[14:15], v166, v37
	v_pk_mul_f32 v[80:81], v[0:1], v[80:81]
	v_pk_mul_f32 v[86:87], v[0:1], v[86:87]
	v_pk_mul_f32 v[88:89], v[0:1], v[88:89]
	v_pk_mul_f32 v[90:91], v[0:1], v[90:91]
	v_pk_mul_f32 v[94:95], v[0:1], v[94:95]
	v_pk_mul_f32 v[96:97], v[0:1], v[96:97]
	v_pk_mul_f32 v[50:51], v[0:1], v[50:51]
	v_pk_mul_f32 v[56:57], v[0:1], v[56:57]
	v_pk_mul_f32 v[58:59], v[0:1], v[58:59]
	v_pk_mul_f32 v[60:61], v[0:1], v[60:61]
	v_pk_mul_f32 v[38:39], v[0:1], v[48:49]
	v_pk_mul_f32 v[36:37], v[132:133], v[98:99]
	v_pk_mul_f32 v[48:49], v[0:1], v[62:63]
	v_pk_mul_f32 v[62:63], v[0:1], v[34:35]
	v_pk_mul_f32 v[64:65], v[0:1], v[64:65]
	v_pk_mul_f32 v[98:99], v[0:1], v[42:43]
	v_pk_mul_f32 v[44:45], v[0:1], v[44:45]
	v_pk_mul_f32 v[0:1], v[0:1], v[46:47]
	v_pk_mul_f32 v[46:47], v[130:131], v[40:41]
	scratch_load_dword v130, off, off offset:112 ; 4-byte Folded Reload
	v_mov_b32_e32 v102, 0xc9742400
	v_cndmask_b32_e64 v35, v102, v73, s[20:21]
	s_and_b64 s[20:21], s[22:23], s[18:19]
	v_cndmask_b32_e64 v34, v102, v72, s[20:21]
	s_and_b64 s[20:21], s[24:25], s[18:19]
	v_cndmask_b32_e64 v41, v102, v71, s[20:21]
	s_and_b64 s[20:21], s[26:27], s[18:19]
	v_cndmask_b32_e64 v40, v102, v70, s[20:21]
	s_and_b64 s[20:21], s[28:29], s[18:19]
	v_cndmask_b32_e64 v43, v102, v69, s[20:21]
	s_and_b64 s[20:21], s[30:31], s[18:19]
	v_cndmask_b32_e64 v42, v102, v68, s[20:21]
	s_and_b64 s[20:21], s[34:35], s[18:19]
	v_or_b32_e32 v167, s13, v175
	v_cndmask_b32_e64 v67, v102, v67, s[20:21]
	s_and_b64 s[18:19], s[36:37], s[18:19]
	v_cmp_ge_i32_e64 s[20:21], v166, v123
	v_or_b32_e32 v152, s13, v155
	v_or_b32_e32 v153, s13, v157
	v_or_b32_e32 v154, s13, v162
	v_or_b32_e32 v155, s13, v164
	v_or_b32_e32 v157, s13, v168
	v_or_b32_e32 v158, s13, v169
	v_or_b32_e32 v159, s13, v170
	v_or_b32_e32 v160, s13, v171
	v_or_b32_e32 v162, s13, v173
	v_or_b32_e32 v164, s13, v174
	v_or_b32_e32 v168, s13, v176
	v_or_b32_e32 v169, s13, v177
	v_or_b32_e32 v170, s13, v178
	v_or_b32_e32 v171, s13, v179
	v_or_b32_e32 v172, s13, v180
	v_cmp_gt_i32_e64 s[4:5], s12, v149
	v_cmp_gt_i32_e64 s[10:11], s12, v156
	v_cmp_gt_i32_e64 s[16:17], s12, v167
	v_cndmask_b32_e64 v66, v102, v66, s[18:19]
	v_cmp_ge_i32_e64 s[22:23], v166, v122
	v_cmp_gt_i32_e64 s[18:19], s12, v142
	v_cmp_gt_i32_e64 s[78:79], s12, v134
	v_cmp_gt_i32_e64 s[12:13], s12, v112
	s_and_b64 s[20:21], s[20:21], s[80:81]
	v_cmp_ge_i32_e64 s[24:25], v166, v121
	v_cndmask_b32_e64 v68, v102, v81, s[20:21]
	s_and_b64 s[20:21], s[22:23], s[12:13]
	v_cmp_ge_i32_e64 s[26:27], v166, v120
	v_cndmask_b32_e64 v71, v102, v80, s[20:21]
	s_and_b64 s[20:21], s[24:25], s[12:13]
	v_cmp_ge_i32_e64 s[28:29], v166, v119
	v_cndmask_b32_e64 v70, v102, v79, s[20:21]
	s_and_b64 s[20:21], s[26:27], s[12:13]
	v_cmp_ge_i32_e64 s[30:31], v166, v118
	v_cndmask_b32_e64 v73, v102, v78, s[20:21]
	s_and_b64 s[20:21], s[28:29], s[12:13]
	v_cmp_ge_i32_e64 s[34:35], v166, v117
	v_cndmask_b32_e64 v72, v102, v77, s[20:21]
	s_and_b64 s[20:21], s[30:31], s[12:13]
	v_cmp_ge_i32_e64 s[36:37], v166, v116
	v_cndmask_b32_e64 v77, v102, v76, s[20:21]
	s_and_b64 s[20:21], s[34:35], s[12:13]
	v_cmp_ge_i32_e64 s[38:39], v166, v135
	v_cndmask_b32_e64 v76, v102, v75, s[20:21]
	s_and_b64 s[20:21], s[36:37], s[12:13]
	v_cmp_ge_i32_e64 s[40:41], v166, v134
	v_cndmask_b32_e64 v75, v102, v74, s[20:21]
	s_and_b64 s[20:21], s[38:39], s[78:79]
	v_cndmask_b32_e64 v79, v102, v91, s[20:21]
	s_and_b64 s[20:21], s[40:41], s[78:79]
	v_cndmask_b32_e64 v78, v102, v90, s[20:21]
	s_and_b64 s[20:21], s[42:43], s[80:81]
	v_cndmask_b32_e64 v81, v102, v89, s[20:21]
	s_and_b64 s[20:21], s[44:45], s[80:81]
	v_cmp_ge_i32_e64 s[48:49], v166, v126
	v_cndmask_b32_e64 v80, v102, v88, s[20:21]
	s_and_b64 s[20:21], s[46:47], s[80:81]
	v_cmp_ge_i32_e64 s[50:51], v166, v125
	v_cndmask_b32_e64 v87, v102, v87, s[20:21]
	s_and_b64 s[20:21], s[48:49], s[80:81]
	v_cmp_ge_i32_e64 s[52:53], v166, v124
	v_cndmask_b32_e64 v86, v102, v86, s[20:21]
	s_and_b64 s[20:21], s[50:51], s[80:81]
	v_cmp_ge_i32_e64 s[54:55], v166, v144
	v_cndmask_b32_e64 v85, v102, v85, s[20:21]
	s_and_b64 s[20:21], s[52:53], s[80:81]
	v_cmp_ge_i32_e64 s[56:57], v166, v143
	v_cndmask_b32_e64 v84, v102, v84, s[20:21]
	s_and_b64 s[20:21], s[54:55], s[18:19]
	v_cmp_ge_i32_e64 s[58:59], v166, v142
	v_cndmask_b32_e64 v88, v102, v51, s[20:21]
	s_and_b64 s[20:21], s[56:57], s[18:19]
	v_cmp_ge_i32_e64 s[60:61], v166, v141
	v_cndmask_b32_e64 v51, v102, v50, s[20:21]
	s_and_b64 s[20:21], s[58:59], s[18:19]
	v_cmp_ge_i32_e64 s[62:63], v166, v139
	v_cndmask_b32_e64 v50, v102, v97, s[20:21]
	s_and_b64 s[20:21], s[60:61], s[78:79]
	v_cmp_ge_i32_e64 s[64:65], v166, v138
	v_cndmask_b32_e64 v91, v102, v96, s[20:21]
	s_and_b64 s[20:21], s[62:63], s[78:79]
	v_cmp_ge_i32_e64 s[66:67], v166, v137
	v_cndmask_b32_e64 v90, v102, v95, s[20:21]
	s_and_b64 s[20:21], s[64:65], s[78:79]
	v_cmp_ge_i32_e64 s[68:69], v166, v136
	v_cndmask_b32_e64 v95, v102, v94, s[20:21]
	s_and_b64 s[20:21], s[66:67], s[78:79]
	v_cmp_ge_i32_e64 s[70:71], v166, v115
	v_cndmask_b32_e64 v94, v102, v93, s[20:21]
	s_and_b64 s[20:21], s[68:69], s[78:79]
	v_cmp_ge_i32_e64 s[72:73], v166, v114
	v_cmp_ge_i32_e64 s[76:77], v166, v112
	v_cndmask_b32_e64 v93, v102, v92, s[20:21]
	s_and_b64 s[20:21], s[70:71], s[18:19]
	v_pk_mul_f32 v[100:101], v[132:133], v[100:101]
	v_cmp_ge_i32_e64 s[74:75], v166, v113
	v_cndmask_b32_e64 v89, v102, v83, s[20:21]
	s_and_b64 s[20:21], s[72:73], s[78:79]
	s_and_b64 s[12:13], s[76:77], s[12:13]
	v_cndmask_b32_e64 v92, v102, v82, s[20:21]
	s_and_b64 s[20:21], s[74:75], s[80:81]
	v_cndmask_b32_e64 v74, v102, v100, s[12:13]
	v_cmp_ge_i32_e64 s[12:13], v166, v152
	v_cndmask_b32_e64 v69, v102, v101, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v166, v151
	s_and_b64 s[12:13], s[12:13], s[4:5]
	v_cmp_ge_i32_e64 s[22:23], v166, v150
	v_cndmask_b32_e64 v61, v102, v61, s[12:13]
	s_and_b64 s[12:13], s[20:21], s[4:5]
	v_cmp_ge_i32_e64 s[24:25], v166, v149
	v_cndmask_b32_e64 v60, v102, v60, s[12:13]
	s_and_b64 s[12:13], s[22:23], s[4:5]
	v_cmp_ge_i32_e64 s[26:27], v166, v148
	v_cndmask_b32_e64 v59, v102, v59, s[12:13]
	s_and_b64 s[12:13], s[24:25], s[4:5]
	v_cmp_ge_i32_e64 s[28:29], v166, v147
	v_cndmask_b32_e64 v58, v102, v58, s[12:13]
	s_and_b64 s[12:13], s[26:27], s[18:19]
	v_cmp_ge_i32_e64 s[30:31], v166, v146
	v_cndmask_b32_e64 v57, v102, v57, s[12:13]
	s_and_b64 s[12:13], s[28:29], s[18:19]
	v_cmp_ge_i32_e64 s[34:35], v166, v145
	v_cndmask_b32_e64 v56, v102, v56, s[12:13]
	s_and_b64 s[12:13], s[30:31], s[18:19]
	v_cndmask_b32_e64 v55, v102, v55, s[12:13]
	s_and_b64 s[12:13], s[34:35], s[18:19]
	v_cndmask_b32_e64 v54, v102, v54, s[12:13]
	v_cmp_ge_i32_e64 s[12:13], v166, v160
	v_cmp_ge_i32_e64 s[18:19], v166, v159
	s_and_b64 s[12:13], s[12:13], s[10:11]
	v_cmp_ge_i32_e64 s[20:21], v166, v158
	v_cndmask_b32_e64 v82, v102, v65, s[12:13]
	s_and_b64 s[12:13], s[18:19], s[10:11]
	v_cmp_ge_i32_e64 s[22:23], v166, v157
	v_cndmask_b32_e64 v65, v102, v64, s[12:13]
	s_and_b64 s[12:13], s[20:21], s[10:11]
	v_cmp_ge_i32_e64 s[24:25], v166, v156
	v_cndmask_b32_e64 v64, v102, v63, s[12:13]
	s_and_b64 s[12:13], s[22:23], s[10:11]
	v_cmp_ge_i32_e64 s[26:27], v166, v155
	v_cndmask_b32_e64 v63, v102, v62, s[12:13]
	s_and_b64 s[12:13], s[24:25], s[10:11]
	v_cmp_ge_i32_e64 s[28:29], v166, v154
	v_cndmask_b32_e64 v62, v102, v49, s[12:13]
	s_and_b64 s[12:13], s[26:27], s[4:5]
	v_cmp_ge_i32_e64 s[30:31], v166, v153
	v_cndmask_b32_e64 v49, v102, v48, s[12:13]
	s_and_b64 s[12:13], s[28:29], s[4:5]
	v_cndmask_b32_e64 v48, v102, v53, s[12:13]
	s_and_b64 s[12:13], s[30:31], s[4:5]
	v_cndmask_b32_e64 v53, v102, v52, s[12:13]
	v_cmp_ge_i32_e64 s[12:13], v166, v172
	v_cmp_ge_i32_e64 s[18:19], v166, v171
	s_and_b64 s[12:13], s[12:13], s[16:17]
	v_cmp_ge_i32_e64 s[20:21], v166, v170
	v_cndmask_b32_e64 v1, v102, v1, s[12:13]
	s_and_b64 s[12:13], s[18:19], s[16:17]
	v_cmp_ge_i32_e64 s[22:23], v166, v169
	v_cndmask_b32_e64 v0, v102, v0, s[12:13]
	s_and_b64 s[12:13], s[20:21], s[16:17]
	v_cmp_ge_i32_e64 s[24:25], v166, v168
	v_cndmask_b32_e64 v45, v102, v45, s[12:13]
	s_and_b64 s[12:13], s[22:23], s[16:17]
	v_cmp_ge_i32_e64 s[30:31], v166, v162
	v_cndmask_b32_e64 v44, v102, v44, s[12:13]
	s_and_b64 s[12:13], s[24:25], s[16:17]
	v_cmp_ge_i32_e64 s[28:29], v166, v164
	v_cndmask_b32_e64 v97, v102, v99, s[12:13]
	s_and_b64 s[12:13], s[30:31], s[10:11]
	v_cmp_ge_i32_e64 s[26:27], v166, v167
	v_cndmask_b32_e64 v46, v102, v46, s[12:13]
	s_and_b64 s[12:13], s[28:29], s[10:11]
	s_and_b64 s[2:3], s[2:3], s[10:11]
	s_and_b64 s[0:1], s[0:1], s[4:5]
	s_and_b64 s[26:27], s[26:27], s[16:17]
	v_cndmask_b32_e64 v47, v102, v47, s[12:13]
	s_and_b64 s[12:13], s[14:15], s[16:17]
	s_and_b64 s[6:7], s[6:7], s[16:17]
	v_cndmask_b32_e64 v83, v102, v37, s[2:3]
	v_cndmask_b32_e64 v52, v102, v36, s[0:1]
	v_cndmask_b32_e64 v96, v102, v98, s[26:27]
	v_cndmask_b32_e64 v39, v102, v39, s[12:13]
	v_cndmask_b32_e64 v38, v102, v38, s[6:7]
	v_max3_f32 v36, v66, v67, v42
	v_max3_f32 v37, v43, v40, v41
	v_max3_f32 v98, v34, v35, v74
	v_max3_f32 v99, v75, v76, v77
	v_max3_f32 v100, v72, v73, v70
	v_max3_f32 v101, v71, v68, v69
	v_max3_f32 v102, v84, v85, v86
	v_max3_f32 v103, v87, v80, v81
	v_max3_f32 v104, v78, v79, v92
	v_max3_f32 v105, v93, v94, v95
	v_max3_f32 v106, v90, v91, v50
	v_max3_f32 v107, v51, v88, v89
	v_max3_f32 v108, v54, v55, v56
	v_max3_f32 v109, v57, v58, v59
	v_max3_f32 v110, v60, v61, v52
	v_max3_f32 v111, v53, v48, v49
	v_max3_f32 v112, v62, v63, v64
	v_max3_f32 v113, v65, v82, v83
	v_max_f32_e32 v114, v46, v47
	v_max3_f32 v115, v97, v44, v45
	v_max3_f32 v116, v0, v1, v38
	v_max3_f32 v36, v36, v37, v98
	v_max3_f32 v37, v99, v100, v101
	v_max3_f32 v98, v102, v103, v104
	v_max3_f32 v99, v105, v106, v107
	v_max3_f32 v100, v108, v109, v110
	v_max3_f32 v101, v111, v112, v113
	v_max3_f32 v102, v114, v96, v115
	v_max3_f32 v36, v36, v37, v98
	v_max3_f32 v37, v99, v100, v101
	v_max3_f32 v98, v102, v116, v39
	v_max3_f32 v36, v36, v37, v98
	s_waitcnt vmcnt(0)
	ds_bpermute_b32 v37, v130, v36
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b64 s[0:1], vcc, exec
	v_max3_f32 v100, v140, v36, v37
	v_pk_add_f32 v[36:37], v[66:67], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[42:43], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[40:41], v[40:41], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[34:35], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[66:67], v[74:75], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[74:75], v[76:77], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[72:73], v[72:73], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[70:71], v[70:71], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[68:69], v[68:69], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[76:77], v[84:85], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[84:85], v[86:87], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[80:81], v[80:81], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[78:79], v[78:79], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[86:87], v[92:93], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[92:93], v[94:95], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[90:91], v[90:91], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[94:95], v[50:51], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[88:89], v[88:89], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[98:99], v[54:55], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[102:103], v[56:57], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[104:105], v[58:59], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[106:107], v[60:61], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[108:109], v[52:53], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[110:111], v[48:49], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[112:113], v[62:63], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[114:115], v[64:65], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[116:117], v[82:83], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[118:119], v[46:47], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[96:97], v[96:97], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[120:121], v[44:45], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[0:1], v[0:1], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[122:123], v[38:39], v[100:101] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v36, v36
	v_exp_f32_e32 v37, v37
	v_exp_f32_e32 v38, v42
	v_exp_f32_e32 v39, v43
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v42, v34
	v_exp_f32_e32 v43, v35
	v_exp_f32_e32 v44, v66
	v_exp_f32_e32 v45, v67
	v_exp_f32_e32 v46, v74
	v_exp_f32_e32 v47, v75
	v_exp_f32_e32 v48, v72
	v_exp_f32_e32 v49, v73
	v_exp_f32_e32 v50, v70
	v_exp_f32_e32 v51, v71
	v_exp_f32_e32 v52, v68
	v_exp_f32_e32 v53, v69
	v_exp_f32_e32 v54, v76
	v_exp_f32_e32 v55, v77
	v_exp_f32_e32 v56, v84
	v_exp_f32_e32 v57, v85
	v_exp_f32_e32 v58, v80
	v_exp_f32_e32 v59, v81
	v_exp_f32_e32 v60, v78
	v_exp_f32_e32 v61, v79
	v_exp_f32_e32 v62, v86
	v_exp_f32_e32 v63, v87
	v_exp_f32_e32 v64, v92
	v_exp_f32_e32 v65, v93
	v_exp_f32_e32 v66, v90
	v_exp_f32_e32 v67, v91
	v_exp_f32_e32 v68, v94
	v_exp_f32_e32 v69, v95
	v_exp_f32_e32 v70, v88
	v_exp_f32_e32 v71, v89
	v_exp_f32_e32 v72, v98
	v_exp_f32_e32 v73, v99
	v_exp_f32_e32 v74, v102
	v_exp_f32_e32 v75, v103
	v_exp_f32_e32 v76, v104
	v_exp_f32_e32 v77, v105
	v_exp_f32_e32 v78, v106
	v_exp_f32_e32 v79, v107
	v_exp_f32_e32 v80, v108
	v_exp_f32_e32 v81, v109
	v_exp_f32_e32 v82, v110
	v_exp_f32_e32 v83, v111
	v_exp_f32_e32 v84, v112
	v_exp_f32_e32 v85, v113
	v_exp_f32_e32 v86, v114
	v_exp_f32_e32 v87, v115
	v_exp_f32_e32 v88, v116
	v_exp_f32_e32 v89, v117
	v_exp_f32_e32 v90, v118
	v_exp_f32_e32 v91, v119
	v_exp_f32_e32 v92, v96
	v_exp_f32_e32 v93, v97
	v_exp_f32_e32 v94, v120
	v_exp_f32_e32 v95, v121
	v_exp_f32_e32 v96, v0
	v_exp_f32_e32 v97, v1
	v_exp_f32_e32 v98, v122
	v_exp_f32_e32 v99, v123
	v_sub_f32_e32 v0, v140, v100
	v_exp_f32_e32 v35, v0
	v_pk_add_f32 v[0:1], v[36:37], v[38:39]
	v_pk_add_f32 v[100:101], v[40:41], v[42:43]
	v_pk_add_f32 v[102:103], v[44:45], v[46:47]
	v_pk_add_f32 v[104:105], v[48:49], v[50:51]
	v_pk_add_f32 v[106:107], v[52:53], v[54:55]
	v_pk_add_f32 v[108:109], v[56:57], v[58:59]
	v_pk_add_f32 v[110:111], v[60:61], v[62:63]
	v_pk_add_f32 v[112:113], v[64:65], v[66:67]
	v_pk_add_f32 v[114:115], v[68:69], v[70:71]
	v_pk_add_f32 v[116:117], v[72:73], v[74:75]
	v_pk_add_f32 v[118:119], v[76:77], v[78:79]
	v_pk_add_f32 v[120:121], v[80:81], v[82:83]
	v_pk_add_f32 v[122:123], v[84:85], v[86:87]
	v_pk_add_f32 v[124:125], v[88:89], v[90:91]
	v_pk_add_f32 v[126:127], v[92:93], v[94:95]
	v_pk_add_f32 v[128:129], v[96:97], v[98:99]
	v_pk_add_f32 v[0:1], v[0:1], v[100:101]
	v_pk_add_f32 v[100:101], v[102:103], v[104:105]
	v_pk_add_f32 v[102:103], v[106:107], v[108:109]
	v_pk_add_f32 v[104:105], v[110:111], v[112:113]
	v_pk_add_f32 v[106:107], v[114:115], v[116:117]
	v_pk_add_f32 v[108:109], v[118:119], v[120:121]
	v_pk_add_f32 v[110:111], v[122:123], v[124:125]
	v_pk_add_f32 v[112:113], v[126:127], v[128:129]
	v_pk_add_f32 v[0:1], v[0:1], v[100:101]
	v_pk_add_f32 v[100:101], v[102:103], v[104:105]
	v_pk_add_f32 v[102:103], v[106:107], v[108:109]
	v_pk_add_f32 v[104:105], v[110:111], v[112:113]
	v_pk_add_f32 v[0:1], v[0:1], v[100:101]
	v_pk_add_f32 v[100:101], v[102:103], v[104:105]
	v_cvt_f16_f32_e32 v36, v36
	v_pk_add_f32 v[0:1], v[0:1], v[100:101]
	v_cvt_f16_f32_e32 v37, v37
	v_add_f32_e32 v100, v0, v1
	v_add_u32_e32 v0, 0x20000, v232
	ds_write_b32 v0, v35
	v_add_u32_e32 v0, 0x20000, v233
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v34, v0
	scratch_load_dword v0, off, off offset:128 ; 4-byte Folded Reload
	ds_bpermute_b32 v101, v130, v100
	v_cvt_f16_f32_e32 v38, v38
	s_cselect_b32 s0, 1, 0
	v_cvt_f16_f32_e32 v39, v39
	s_cmp_lg_u32 s0, 1
	v_cvt_f16_f32_e32 v40, v40
	v_cvt_f16_f32_e32 v41, v41
	v_cvt_f16_f32_e32 v42, v42
	v_cvt_f16_f32_e32 v43, v43
	v_cvt_f16_f32_e32 v44, v44
	v_cvt_f16_f32_e32 v45, v45
	v_cvt_f16_f32_e32 v46, v46
	v_cvt_f16_f32_e32 v47, v47
	v_cvt_f16_f32_e32 v48, v48
	v_cvt_f16_f32_e32 v49, v49
	v_cvt_f16_f32_e32 v50, v50
	v_cvt_f16_f32_e32 v51, v51
	v_cvt_f16_f32_e32 v52, v52
	v_cvt_f16_f32_e32 v53, v53
	v_cvt_f16_f32_e32 v54, v54
	v_cvt_f16_f32_e32 v55, v55
	v_cvt_f16_f32_e32 v56, v56
	v_cvt_f16_f32_e32 v57, v57
	v_cvt_f16_f32_e32 v58, v58
	v_cvt_f16_f32_e32 v59, v59
	v_cvt_f16_f32_e32 v60, v60
	v_cvt_f16_f32_e32 v61, v61
	v_cvt_f16_f32_e32 v62, v62
	v_cvt_f16_f32_e32 v63, v63
	v_cvt_f16_f32_e32 v64, v64
	v_cvt_f16_f32_e32 v65, v65
	v_cvt_f16_f32_e32 v66, v66
	v_cvt_f16_f32_e32 v67, v67
	v_cvt_f16_f32_e32 v68, v68
	v_cvt_f16_f32_e32 v69, v69
	v_cvt_f16_f32_e32 v70, v70
	v_cvt_f16_f32_e32 v71, v71
	v_cvt_f16_f32_e32 v72, v72
	v_cvt_f16_f32_e32 v73, v73
	v_cvt_f16_f32_e32 v74, v74
	v_cvt_f16_f32_e32 v75, v75
	v_cvt_f16_f32_e32 v76, v76
	v_cvt_f16_f32_e32 v77, v77
	v_cvt_f16_f32_e32 v78, v78
	v_cvt_f16_f32_e32 v79, v79
	v_cvt_f16_f32_e32 v80, v80
	v_cvt_f16_f32_e32 v81, v81
	v_cvt_f16_f32_e32 v82, v82
	v_cvt_f16_f32_e32 v83, v83
	v_cvt_f16_f32_e32 v84, v84
	v_cvt_f16_f32_e32 v85, v85
	v_cvt_f16_f32_e32 v86, v86
	v_cvt_f16_f32_e32 v87, v87
	v_cvt_f16_f32_e32 v88, v88
	v_cvt_f16_f32_e32 v89, v89
	v_cvt_f16_f32_e32 v90, v90
	v_cvt_f16_f32_e32 v91, v91
	v_cvt_f16_f32_e32 v92, v92
	v_cvt_f16_f32_e32 v93, v93
	v_cvt_f16_f32_e32 v94, v94
	v_cvt_f16_f32_e32 v95, v95
	v_cvt_f16_f32_e32 v96, v96
	v_cvt_f16_f32_e32 v97, v97
	v_cvt_f16_f32_e32 v98, v98
	v_cvt_f16_f32_e32 v99, v99
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v166, s86, v0
	ds_read_u16 v227, v166
	ds_read_u16 v228, v166 offset:256
	ds_read_u16 v229, v166 offset:512
	ds_read_u16 v230, v166 offset:768
	ds_read_u16 v108, v166 offset:896
	ds_read_u16 v110, v166 offset:640
	ds_read_u16 v109, v166 offset:384
	ds_read_u16 v112, v166 offset:128
	ds_read_u16 v167, v166 offset:2048
	ds_read_u16 v168, v166 offset:2304
	ds_read_u16 v172, v166 offset:2560
	ds_read_u16 v175, v166 offset:2816
	ds_read_u16 v0, v166 offset:2944
	ds_read_u16 v102, v166 offset:2688
	ds_read_u16 v1, v166 offset:2432
	ds_read_u16 v103, v166 offset:2176
	ds_read_u16 v169, v166 offset:4096
	ds_read_u16 v170, v166 offset:4352
	ds_read_u16 v176, v166 offset:4608
	ds_read_u16 v179, v166 offset:4864
	ds_read_u16 v104, v166 offset:4992
	ds_read_u16 v106, v166 offset:4736
	ds_read_u16 v105, v166 offset:4480
	ds_read_u16 v107, v166 offset:4224
	ds_read_u16 v171, v166 offset:6144
	ds_read_u16 v173, v166 offset:6400
	ds_read_u16 v180, v166 offset:6656
	ds_read_u16 v183, v166 offset:6912
	ds_read_u16 v111, v166 offset:7040
	ds_read_u16 v114, v166 offset:6784
	ds_read_u16 v113, v166 offset:6528
	ds_read_u16 v115, v166 offset:6272
	ds_read_u16 v174, v166 offset:8192
	ds_read_u16 v177, v166 offset:8448
	ds_read_u16 v184, v166 offset:8704
	ds_read_u16 v187, v166 offset:8960
	ds_read_u16 v116, v166 offset:9088
	ds_read_u16 v118, v166 offset:8832
	ds_read_u16 v117, v166 offset:8576
	ds_read_u16 v119, v166 offset:8320
	ds_read_u16 v178, v166 offset:10240
	ds_read_u16 v181, v166 offset:10496
	ds_read_u16 v188, v166 offset:10752
	ds_read_u16 v191, v166 offset:11008
	ds_read_u16 v120, v166 offset:11136
	ds_read_u16 v122, v166 offset:10880
	ds_read_u16 v121, v166 offset:10624
	ds_read_u16 v123, v166 offset:10368
	ds_read_u16 v182, v166 offset:12288
	ds_read_u16 v185, v166 offset:12544
	ds_read_u16 v192, v166 offset:12800
	ds_read_u16 v195, v166 offset:13056
	ds_read_u16 v124, v166 offset:13184
	ds_read_u16 v126, v166 offset:12928
	ds_read_u16 v125, v166 offset:12672
	ds_read_u16 v127, v166 offset:12416
	ds_read_u16 v186, v166 offset:14336
	ds_read_u16 v189, v166 offset:14592
	ds_read_u16 v196, v166 offset:14848
	ds_read_u16 v199, v166 offset:15104
	ds_read_u16 v128, v166 offset:15232
	ds_read_u16 v130, v166 offset:14976
	ds_read_u16 v129, v166 offset:14720
	ds_read_u16 v131, v166 offset:14464
	ds_read_u16 v190, v166 offset:16384
	ds_read_u16 v193, v166 offset:16640
	ds_read_u16 v200, v166 offset:16896
	ds_read_u16 v203, v166 offset:17152
	ds_read_u16 v132, v166 offset:17280
	ds_read_u16 v134, v166 offset:17024
	ds_read_u16 v133, v166 offset:16768
	ds_read_u16 v135, v166 offset:16512
	ds_read_u16 v194, v166 offset:18432
	ds_read_u16 v197, v166 offset:18688
	ds_read_u16 v204, v166 offset:18944
	ds_read_u16 v207, v166 offset:19200
	ds_read_u16 v136, v166 offset:19328
	ds_read_u16 v138, v166 offset:19072
	ds_read_u16 v137, v166 offset:18816
	ds_read_u16 v139, v166 offset:18560
	ds_read_u16 v198, v166 offset:20480
	ds_read_u16 v201, v166 offset:20736
	ds_read_u16 v208, v166 offset:20992
	ds_read_u16 v211, v166 offset:21248
	ds_read_u16 v140, v166 offset:21376
	ds_read_u16 v142, v166 offset:21120
	ds_read_u16 v141, v166 offset:20864
	ds_read_u16 v143, v166 offset:20608
	ds_read_u16 v202, v166 offset:22528
	ds_read_u16 v205, v166 offset:22784
	ds_read_u16 v212, v166 offset:23040
	ds_read_u16 v215, v166 offset:23296
	ds_read_u16 v144, v166 offset:23424
	ds_read_u16 v146, v166 offset:23168
	ds_read_u16 v145, v166 offset:22912
	ds_read_u16 v147, v166 offset:22656
	ds_read_u16 v206, v166 offset:24576
	ds_read_u16 v209, v166 offset:24832
	ds_read_u16 v216, v166 offset:25088
	ds_read_u16 v218, v166 offset:25344
	ds_read_u16 v148, v166 offset:25472
	ds_read_u16 v150, v166 offset:25216
	ds_read_u16 v149, v166 offset:24960
	ds_read_u16 v151, v166 offset:24704
	ds_read_u16 v210, v166 offset:26624
	ds_read_u16 v213, v166 offset:26880
	ds_read_u16 v219, v166 offset:27136
	ds_read_u16 v220, v166 offset:27392
	ds_read_u16 v152, v166 offset:27520
	ds_read_u16 v154, v166 offset:27264
	ds_read_u16 v153, v166 offset:27008
	ds_read_u16 v155, v166 offset:26752
	ds_read_u16 v223, v166 offset:28672
	ds_read_u16 v224, v166 offset:28928
	ds_read_u16 v225, v166 offset:29184
	ds_read_u16 v226, v166 offset:29440
	ds_read_u16 v156, v166 offset:29568
	ds_read_u16 v158, v166 offset:29312
	ds_read_u16 v157, v166 offset:29056
	ds_read_u16 v159, v166 offset:28800
	ds_read_u16 v214, v166 offset:30720
	ds_read_u16 v217, v166 offset:30976
	ds_read_u16 v221, v166 offset:31232
	ds_read_u16 v222, v166 offset:31488
	ds_read_u16 v160, v166 offset:31616
	ds_read_u16 v164, v166 offset:31360
	ds_read_u16 v162, v166 offset:31104
	ds_read_u16 v166, v166 offset:30848
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v163, v36
	ds_write_b16 v163, v37 offset:256
	ds_write_b16 v163, v38 offset:512
	ds_write_b16 v163, v39 offset:768
	ds_write_b16 v163, v40 offset:2048
	ds_write_b16 v163, v41 offset:2304
	ds_write_b16 v163, v42 offset:2560
	ds_write_b16 v163, v43 offset:2816
	ds_write_b16 v163, v44 offset:4096
	ds_write_b16 v163, v45 offset:4352
	ds_write_b16 v163, v46 offset:4608
	ds_write_b16 v163, v47 offset:4864
	ds_write_b16 v163, v48 offset:6144
	ds_write_b16 v163, v49 offset:6400
	ds_write_b16 v163, v50 offset:6656
	ds_write_b16 v163, v51 offset:6912
	ds_write_b16 v163, v52 offset:8192
	ds_write_b16 v163, v53 offset:8448
	ds_write_b16 v163, v54 offset:8704
	ds_write_b16 v163, v55 offset:8960
	ds_write_b16 v163, v56 offset:10240
	ds_write_b16 v163, v57 offset:10496
	ds_write_b16 v163, v58 offset:10752
	ds_write_b16 v163, v59 offset:11008
	ds_write_b16 v163, v60 offset:12288
	ds_write_b16 v163, v61 offset:12544
	ds_write_b16 v163, v62 offset:12800
	ds_write_b16 v163, v63 offset:13056
	ds_write_b16 v163, v64 offset:14336
	ds_write_b16 v163, v65 offset:14592
	ds_write_b16 v163, v66 offset:14848
	ds_write_b16 v163, v67 offset:15104
	ds_write_b16 v163, v68 offset:16384
	ds_write_b16 v163, v69 offset:16640
	ds_write_b16 v163, v70 offset:16896
	ds_write_b16 v163, v71 offset:17152
	ds_write_b16 v163, v72 offset:18432
	ds_write_b16 v163, v73 offset:18688
	ds_write_b16 v163, v74 offset:18944
	ds_write_b16 v163, v75 offset:19200
	ds_write_b16 v163, v76 offset:20480
	ds_write_b16 v163, v77 offset:20736
	ds_write_b16 v163, v78 offset:20992
	ds_write_b16 v163, v79 offset:21248
	ds_write_b16 v163, v80 offset:22528
	ds_write_b16 v163, v81 offset:22784
	ds_write_b16 v163, v82 offset:23040
	ds_write_b16 v163, v83 offset:23296
	ds_write_b16 v163, v84 offset:24576
	ds_write_b16 v163, v85 offset:24832
	ds_write_b16 v163, v86 offset:25088
	ds_write_b16 v163, v87 offset:25344
	ds_write_b16 v163, v88 offset:26624
	ds_write_b16 v163, v89 offset:26880
	ds_write_b16 v163, v90 offset:27136
	ds_write_b16 v163, v91 offset:27392
	ds_write_b16 v163, v92 offset:28672
	ds_write_b16 v163, v93 offset:28928
	ds_write_b16 v163, v94 offset:29184
	ds_write_b16 v163, v95 offset:29440
	ds_write_b16 v163, v96 offset:30720
	ds_write_b16 v163, v97 offset:30976
	ds_write_b16 v163, v98 offset:31232
	ds_write_b16 v163, v99 offset:31488
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_18
; %bb.29:
	ds_read_u16 v36, v161 offset:768
	ds_read_u16 v37, v161 offset:512
	ds_read_u16 v40, v161 offset:256
	ds_read_u16 v41, v161
	s_mov_b32 s0, 0x5040100
	v_perm_b32 v39, v230, v229, s0
	v_perm_b32 v38, v228, v227, s0
	v_pk_mul_f32 v[32:33], v[32:33], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[34:35] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v37, v36, v37, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v36, v40, v41, s0
	ds_read_u16 v40, v161 offset:2816
	ds_read_u16 v41, v161 offset:2560
	ds_read_u16 v42, v161 offset:2304
	ds_read_u16 v43, v161 offset:2048
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[36:37], v[18:33]
	v_perm_b32 v39, v175, v172, s0
	v_perm_b32 v38, v168, v167, s0
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v41, v40, v41, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v40, v42, v43, s0
	ds_read_u16 v42, v161 offset:4864
	ds_read_u16 v43, v161 offset:4608
	ds_read_u16 v44, v161 offset:4352
	ds_read_u16 v45, v161 offset:4096
	v_pk_mul_f32 v[16:17], v[16:17], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[34:35] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[40:41], v[18:33]
	v_perm_b32 v39, v179, v176, s0
	v_perm_b32 v38, v170, v169, s0
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v43, v42, v43, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v42, v44, v45, s0
	ds_read_u16 v44, v161 offset:6912
	ds_read_u16 v45, v161 offset:6656
	ds_read_u16 v46, v161 offset:6400
	ds_read_u16 v47, v161 offset:6144
	v_pk_mul_f32 v[12:13], v[12:13], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[34:35] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[42:43], v[18:33]
	v_perm_b32 v39, v183, v180, s0
	v_perm_b32 v38, v173, v171, s0
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v45, v44, v45, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v44, v46, v47, s0
	ds_read_u16 v46, v161 offset:8960
	ds_read_u16 v47, v161 offset:8704
	ds_read_u16 v48, v161 offset:8448
	ds_read_u16 v49, v161 offset:8192
	v_pk_mul_f32 v[8:9], v[8:9], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[34:35] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[44:45], v[18:33]
	v_perm_b32 v39, v187, v184, s0
	v_perm_b32 v38, v177, v174, s0
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v47, v46, v47, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v46, v48, v49, s0
	ds_read_u16 v48, v161 offset:11008
	ds_read_u16 v49, v161 offset:10752
	ds_read_u16 v50, v161 offset:10496
	ds_read_u16 v51, v161 offset:10240
	v_pk_mul_f32 v[4:5], v[4:5], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[34:35] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[46:47], v[18:33]
	v_perm_b32 v39, v191, v188, s0
	v_perm_b32 v38, v181, v178, s0
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v49, v48, v49, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v48, v50, v51, s0
	ds_read_u16 v50, v161 offset:13056
	ds_read_u16 v51, v161 offset:12800
	ds_read_u16 v52, v161 offset:12544
	ds_read_u16 v53, v161 offset:12288
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v51, v50, v51, s0
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[48:49], v[18:33]
	v_perm_b32 v39, v195, v192, s0
	v_perm_b32 v38, v185, v182, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v50, v52, v53, s0
	ds_read_u16 v52, v161 offset:15104
	ds_read_u16 v53, v161 offset:14848
	ds_read_u16 v54, v161 offset:14592
	ds_read_u16 v55, v161 offset:14336
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v53, v52, v53, s0
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[50:51], v[18:33]
	v_perm_b32 v39, v199, v196, s0
	v_perm_b32 v38, v189, v186, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v52, v54, v55, s0
	ds_read_u16 v54, v161 offset:17152
	ds_read_u16 v55, v161 offset:16896
	ds_read_u16 v56, v161 offset:16640
	ds_read_u16 v57, v161 offset:16384
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v55, v54, v55, s0
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[52:53], v[18:33]
	v_perm_b32 v39, v203, v200, s0
	v_perm_b32 v38, v193, v190, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v54, v56, v57, s0
	ds_read_u16 v56, v161 offset:19200
	ds_read_u16 v57, v161 offset:18944
	ds_read_u16 v58, v161 offset:18688
	ds_read_u16 v59, v161 offset:18432
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v57, v56, v57, s0
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[54:55], v[18:33]
	v_perm_b32 v39, v207, v204, s0
	v_perm_b32 v38, v197, v194, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v56, v58, v59, s0
	ds_read_u16 v58, v161 offset:21248
	ds_read_u16 v59, v161 offset:20992
	ds_read_u16 v60, v161 offset:20736
	ds_read_u16 v61, v161 offset:20480
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v59, v58, v59, s0
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[56:57], v[18:33]
	v_perm_b32 v39, v211, v208, s0
	v_perm_b32 v38, v201, v198, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v58, v60, v61, s0
	ds_read_u16 v60, v161 offset:23296
	ds_read_u16 v61, v161 offset:23040
	ds_read_u16 v62, v161 offset:22784
	ds_read_u16 v63, v161 offset:22528
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v61, v60, v61, s0
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[58:59], v[18:33]
	v_perm_b32 v39, v215, v212, s0
	v_perm_b32 v38, v205, v202, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v60, v62, v63, s0
	ds_read_u16 v62, v161 offset:25344
	ds_read_u16 v63, v161 offset:25088
	ds_read_u16 v64, v161 offset:24832
	ds_read_u16 v65, v161 offset:24576
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v63, v62, v63, s0
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[60:61], v[18:33]
	v_perm_b32 v39, v218, v216, s0
	v_perm_b32 v38, v209, v206, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v62, v64, v65, s0
	ds_read_u16 v64, v161 offset:27392
	ds_read_u16 v65, v161 offset:27136
	ds_read_u16 v66, v161 offset:26880
	ds_read_u16 v67, v161 offset:26624
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v65, v64, v65, s0
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[62:63], v[18:33]
	v_perm_b32 v39, v220, v219, s0
	v_perm_b32 v38, v213, v210, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v64, v66, v67, s0
	v_perm_b32 v67, v226, v225, s0
	v_perm_b32 v66, v224, v223, s0
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[64:65], v[18:33]
	ds_read_u16 v68, v161 offset:31488
	ds_read_u16 v38, v161 offset:29440
	ds_read_u16 v39, v161 offset:29184
	ds_read_u16 v69, v161 offset:28928
	ds_read_u16 v70, v161 offset:28672
	ds_read_u16 v71, v161 offset:31232
	ds_read_u16 v72, v161 offset:30976
	ds_read_u16 v73, v161 offset:30720
	s_waitcnt lgkmcnt(5)
	v_perm_b32 v39, v38, v39, s0
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v38, v69, v70, s0
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v69, v68, v71, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v68, v72, v73, s0
	v_mfma_f32_32x32x8_f16 v[18:33], v[66:67], v[38:39], v[18:33]
	v_perm_b32 v67, v222, v221, s0
	v_perm_b32 v66, v217, v214, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[18:33], v[66:67], v[68:69], v[18:33]
	v_perm_b32 v67, v108, v110, s0
	v_perm_b32 v66, v109, v112, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[66:67], v[36:37], v[2:17]
	v_perm_b32 v37, v0, v102, s0
	v_perm_b32 v36, v1, v103, s0
	v_perm_b32 v1, v104, v106, s0
	v_perm_b32 v0, v105, v107, s0
	v_mfma_f32_32x32x8_f16 v[2:17], v[36:37], v[40:41], v[2:17]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[42:43], v[2:17]
	v_perm_b32 v1, v111, v114, s0
	v_perm_b32 v0, v113, v115, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[44:45], v[2:17]
	v_perm_b32 v1, v116, v118, s0
	v_perm_b32 v0, v117, v119, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[46:47], v[2:17]
	v_perm_b32 v1, v120, v122, s0
	v_perm_b32 v0, v121, v123, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[48:49], v[2:17]
	v_perm_b32 v1, v124, v126, s0
	v_perm_b32 v0, v125, v127, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[50:51], v[2:17]
	v_perm_b32 v1, v128, v130, s0
	v_perm_b32 v0, v129, v131, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[52:53], v[2:17]
	v_perm_b32 v1, v132, v134, s0
	v_perm_b32 v0, v133, v135, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[54:55], v[2:17]
	v_perm_b32 v1, v136, v138, s0
	v_perm_b32 v0, v137, v139, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[56:57], v[2:17]
	v_perm_b32 v1, v140, v142, s0
	v_perm_b32 v0, v141, v143, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[58:59], v[2:17]
	v_perm_b32 v1, v144, v146, s0
	v_perm_b32 v0, v145, v147, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[60:61], v[2:17]
	v_perm_b32 v1, v148, v150, s0
	v_perm_b32 v0, v149, v151, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[62:63], v[2:17]
	v_perm_b32 v1, v152, v154, s0
	v_perm_b32 v0, v153, v155, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[64:65], v[2:17]
	v_perm_b32 v1, v156, v158, s0
	v_perm_b32 v0, v157, v159, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[38:39], v[2:17]
	v_perm_b32 v1, v160, v164, s0
	v_perm_b32 v0, v162, v166, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[0:1], v[68:69], v[2:17]
.LBB0_18:
	scratch_load_dword v1, off, off         ; 4-byte Folded Reload
	v_add_f32_e32 v0, v100, v101
	scratch_load_dword v39, off, off offset:380 ; 4-byte Folded Reload
	scratch_load_dword v40, off, off offset:384 ; 4-byte Folded Reload
	scratch_load_dword v41, off, off offset:388 ; 4-byte Folded Reload
	scratch_load_dword v42, off, off offset:392 ; 4-byte Folded Reload
	scratch_load_dword v43, off, off offset:396 ; 4-byte Folded Reload
	scratch_load_dword v38, off, off offset:400 ; 4-byte Folded Reload
	scratch_load_dword v44, off, off offset:404 ; 4-byte Folded Reload
	s_movk_i32 s2, 0x4020
	s_mov_b32 s11, 0x27000
	s_mov_b32 s10, 0x7ffffffe
	s_waitcnt vmcnt(7)
	v_fmac_f32_e32 v0, v1, v35
	v_cndmask_b32_e32 v0, v1, v0, vcc
	v_add_u32_e32 v1, 0, v232
	ds_write_b32 v1, v0
	v_add_u32_e32 v0, 0, v233
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_div_scale_f32 v1, s[0:1], v0, v0, v18
	v_rcp_f32_e32 v34, v1
	v_div_scale_f32 v35, vcc, v18, v0, v18
	v_fma_f32 v36, -v1, v34, 1.0
	v_fmac_f32_e32 v34, v36, v34
	v_mul_f32_e32 v36, v35, v34
	v_fma_f32 v37, -v1, v36, v35
	v_fmac_f32_e32 v36, v37, v34
	v_fma_f32 v1, -v1, v36, v35
	v_div_scale_f32 v35, s[0:1], v0, v0, v19
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v1, v1, v34, v36
	v_div_fixup_f32 v1, v1, v0, v18
	v_fma_f32 v18, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v18, v37
	v_div_scale_f32 v18, vcc, v19, v0, v19
	v_mul_f32_e32 v34, v18, v37
	v_fma_f32 v36, -v35, v34, v18
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v18, -v35, v34, v18
	v_div_scale_f32 v35, s[0:1], v0, v0, v20
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v18, v18, v37, v34
	v_div_fixup_f32 v18, v18, v0, v19
	v_cvt_f16_f32_e32 v18, v18
	v_fma_f32 v19, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v19, v36
	v_div_scale_f32 v19, vcc, v20, v0, v20
	v_mul_f32_e32 v34, v19, v36
	v_fma_f32 v37, -v35, v34, v19
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v19, -v35, v34, v19
	v_div_scale_f32 v35, s[0:1], v0, v0, v21
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v19, v19, v36, v34
	v_div_fixup_f32 v19, v19, v0, v20
	v_fma_f32 v20, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v20, v37
	v_div_scale_f32 v20, vcc, v21, v0, v21
	v_mul_f32_e32 v34, v20, v37
	v_fma_f32 v36, -v35, v34, v20
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v20, -v35, v34, v20
	v_div_scale_f32 v35, s[0:1], v0, v0, v22
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v20, v20, v37, v34
	v_div_fixup_f32 v20, v20, v0, v21
	v_fma_f32 v21, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v21, v36
	v_div_scale_f32 v21, vcc, v22, v0, v22
	v_mul_f32_e32 v34, v21, v36
	v_fma_f32 v37, -v35, v34, v21
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v21, -v35, v34, v21
	v_div_scale_f32 v35, s[0:1], v0, v0, v23
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v21, v21, v36, v34
	v_div_fixup_f32 v21, v21, v0, v22
	v_fma_f32 v22, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v22, v37
	v_div_scale_f32 v22, vcc, v23, v0, v23
	v_mul_f32_e32 v34, v22, v37
	v_fma_f32 v36, -v35, v34, v22
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v22, -v35, v34, v22
	v_div_scale_f32 v35, s[0:1], v0, v0, v24
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v22, v22, v37, v34
	v_div_fixup_f32 v22, v22, v0, v23
	v_fma_f32 v23, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v23, v36
	v_div_scale_f32 v23, vcc, v24, v0, v24
	v_mul_f32_e32 v34, v23, v36
	v_fma_f32 v37, -v35, v34, v23
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v23, -v35, v34, v23
	v_div_scale_f32 v35, s[0:1], v0, v0, v25
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v23, v23, v36, v34
	v_div_fixup_f32 v23, v23, v0, v24
	v_fma_f32 v24, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v24, v37
	v_div_scale_f32 v24, vcc, v25, v0, v25
	v_mul_f32_e32 v34, v24, v37
	v_fma_f32 v36, -v35, v34, v24
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v24, -v35, v34, v24
	v_div_scale_f32 v35, s[0:1], v0, v0, v26
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v24, v24, v37, v34
	v_div_fixup_f32 v24, v24, v0, v25
	v_fma_f32 v25, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v25, v36
	v_div_scale_f32 v25, vcc, v26, v0, v26
	v_mul_f32_e32 v34, v25, v36
	v_fma_f32 v37, -v35, v34, v25
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v25, -v35, v34, v25
	v_div_scale_f32 v35, s[0:1], v0, v0, v27
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v25, v25, v36, v34
	v_div_fixup_f32 v25, v25, v0, v26
	v_fma_f32 v26, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v26, v37
	v_div_scale_f32 v26, vcc, v27, v0, v27
	v_mul_f32_e32 v34, v26, v37
	v_fma_f32 v36, -v35, v34, v26
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v26, -v35, v34, v26
	v_div_scale_f32 v35, s[0:1], v0, v0, v28
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v26, v26, v37, v34
	v_div_fixup_f32 v26, v26, v0, v27
	v_fma_f32 v27, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v27, v36
	v_div_scale_f32 v27, vcc, v28, v0, v28
	v_mul_f32_e32 v34, v27, v36
	v_fma_f32 v37, -v35, v34, v27
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v27, -v35, v34, v27
	v_div_scale_f32 v35, s[0:1], v0, v0, v29
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v27, v27, v36, v34
	v_div_fixup_f32 v27, v27, v0, v28
	v_fma_f32 v28, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v28, v37
	v_div_scale_f32 v28, vcc, v29, v0, v29
	v_mul_f32_e32 v34, v28, v37
	v_fma_f32 v36, -v35, v34, v28
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v28, -v35, v34, v28
	v_div_scale_f32 v35, s[0:1], v0, v0, v30
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v28, v28, v37, v34
	v_div_fixup_f32 v28, v28, v0, v29
	v_fma_f32 v29, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v29, v36
	v_div_scale_f32 v29, vcc, v30, v0, v30
	v_mul_f32_e32 v34, v29, v36
	v_fma_f32 v37, -v35, v34, v29
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v29, -v35, v34, v29
	v_div_scale_f32 v35, s[0:1], v0, v0, v31
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v29, v29, v36, v34
	v_div_fixup_f32 v29, v29, v0, v30
	v_fma_f32 v30, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v30, v37
	v_div_scale_f32 v30, vcc, v31, v0, v31
	v_mul_f32_e32 v34, v30, v37
	v_fma_f32 v36, -v35, v34, v30
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v30, -v35, v34, v30
	v_div_scale_f32 v35, s[0:1], v0, v0, v32
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v30, v30, v37, v34
	v_div_fixup_f32 v30, v30, v0, v31
	v_fma_f32 v31, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v31, v36
	v_div_scale_f32 v31, vcc, v32, v0, v32
	v_mul_f32_e32 v34, v31, v36
	v_fma_f32 v37, -v35, v34, v31
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v31, -v35, v34, v31
	v_div_scale_f32 v35, s[0:1], v0, v0, v33
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v31, v31, v36, v34
	v_div_fixup_f32 v31, v31, v0, v32
	v_fma_f32 v32, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v32, v37
	v_div_scale_f32 v32, vcc, v33, v0, v33
	v_mul_f32_e32 v34, v32, v37
	v_fma_f32 v36, -v35, v34, v32
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v32, -v35, v34, v32
	v_div_scale_f32 v35, s[0:1], v0, v0, v2
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v32, v32, v37, v34
	v_div_fixup_f32 v32, v32, v0, v33
	v_fma_f32 v33, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v33, v36
	v_div_scale_f32 v33, vcc, v2, v0, v2
	v_mul_f32_e32 v34, v33, v36
	v_fma_f32 v37, -v35, v34, v33
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v0, v0, v3
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v33, v33, v36, v34
	v_div_fixup_f32 v2, v33, v0, v2
	v_cvt_f16_f32_e32 v2, v2
	v_fma_f32 v33, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v33, v37
	v_div_scale_f32 v33, vcc, v3, v0, v3
	v_mul_f32_e32 v34, v33, v37
	v_fma_f32 v36, -v35, v34, v33
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v0, v0, v4
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v33, v33, v37, v34
	v_div_fixup_f32 v3, v33, v0, v3
	v_cvt_f16_f32_e32 v3, v3
	v_fma_f32 v33, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v33, v36
	v_div_scale_f32 v33, vcc, v4, v0, v4
	v_mul_f32_e32 v34, v33, v36
	v_fma_f32 v37, -v35, v34, v33
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v0, v0, v5
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v33, v33, v36, v34
	v_div_fixup_f32 v4, v33, v0, v4
	v_cvt_f16_f32_e32 v4, v4
	v_fma_f32 v33, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v33, v37
	v_div_scale_f32 v33, vcc, v5, v0, v5
	v_mul_f32_e32 v34, v33, v37
	v_fma_f32 v36, -v35, v34, v33
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v0, v0, v6
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v33, v33, v37, v34
	v_div_fixup_f32 v5, v33, v0, v5
	v_cvt_f16_f32_e32 v5, v5
	v_fma_f32 v33, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v33, v36
	v_div_scale_f32 v33, vcc, v6, v0, v6
	v_mul_f32_e32 v34, v33, v36
	v_fma_f32 v37, -v35, v34, v33
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v0, v0, v7
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v33, v33, v36, v34
	v_div_fixup_f32 v6, v33, v0, v6
	v_cvt_f16_f32_e32 v6, v6
	v_fma_f32 v33, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v33, v37
	v_div_scale_f32 v33, vcc, v7, v0, v7
	v_mul_f32_e32 v34, v33, v37
	v_fma_f32 v36, -v35, v34, v33
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v0, v0, v8
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v33, v33, v37, v34
	v_div_fixup_f32 v7, v33, v0, v7
	v_cvt_f16_f32_e32 v7, v7
	v_fma_f32 v33, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v33, v36
	v_div_scale_f32 v33, vcc, v8, v0, v8
	v_mul_f32_e32 v34, v33, v36
	v_fma_f32 v37, -v35, v34, v33
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v0, v0, v9
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v33, v33, v36, v34
	v_div_fixup_f32 v8, v33, v0, v8
	v_cvt_f16_f32_e32 v8, v8
	v_fma_f32 v33, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v33, v37
	v_div_scale_f32 v33, vcc, v9, v0, v9
	v_mul_f32_e32 v34, v33, v37
	v_fma_f32 v36, -v35, v34, v33
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v0, v0, v10
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v33, v33, v37, v34
	v_div_fixup_f32 v9, v33, v0, v9
	v_cvt_f16_f32_e32 v9, v9
	v_fma_f32 v33, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v33, v36
	v_div_scale_f32 v33, vcc, v10, v0, v10
	v_mul_f32_e32 v34, v33, v36
	v_fma_f32 v37, -v35, v34, v33
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v0, v0, v11
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v33, v33, v36, v34
	v_div_fixup_f32 v10, v33, v0, v10
	v_cvt_f16_f32_e32 v10, v10
	v_fma_f32 v33, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v33, v37
	v_div_scale_f32 v33, vcc, v11, v0, v11
	v_mul_f32_e32 v34, v33, v37
	v_fma_f32 v36, -v35, v34, v33
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v0, v0, v12
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v33, v33, v37, v34
	v_div_fixup_f32 v11, v33, v0, v11
	v_cvt_f16_f32_e32 v11, v11
	v_fma_f32 v33, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v33, v36
	v_div_scale_f32 v33, vcc, v12, v0, v12
	v_mul_f32_e32 v34, v33, v36
	v_fma_f32 v37, -v35, v34, v33
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v0, v0, v13
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v33, v33, v36, v34
	v_div_fixup_f32 v12, v33, v0, v12
	v_cvt_f16_f32_e32 v12, v12
	v_fma_f32 v33, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v33, v37
	v_div_scale_f32 v33, vcc, v13, v0, v13
	v_mul_f32_e32 v34, v33, v37
	v_fma_f32 v36, -v35, v34, v33
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v0, v0, v14
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v33, v33, v37, v34
	v_div_fixup_f32 v13, v33, v0, v13
	v_cvt_f16_f32_e32 v13, v13
	v_fma_f32 v33, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v33, v36
	v_div_scale_f32 v33, vcc, v14, v0, v14
	v_mul_f32_e32 v34, v33, v36
	v_fma_f32 v37, -v35, v34, v33
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v0, v0, v15
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v33, v33, v36, v34
	v_div_fixup_f32 v14, v33, v0, v14
	v_cvt_f16_f32_e32 v14, v14
	v_fma_f32 v33, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v33, v37
	v_div_scale_f32 v33, vcc, v15, v0, v15
	v_mul_f32_e32 v34, v33, v37
	v_fma_f32 v36, -v35, v34, v33
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v0, v0, v16
	v_rcp_f32_e32 v36, v35
	v_div_fmas_f32 v33, v33, v37, v34
	v_div_fixup_f32 v15, v33, v0, v15
	v_cvt_f16_f32_e32 v15, v15
	v_fma_f32 v33, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v33, v36
	v_div_scale_f32 v33, vcc, v16, v0, v16
	v_mul_f32_e32 v34, v33, v36
	v_fma_f32 v37, -v35, v34, v33
	v_fmac_f32_e32 v34, v37, v36
	v_fma_f32 v33, -v35, v34, v33
	v_div_scale_f32 v35, s[0:1], v0, v0, v17
	v_rcp_f32_e32 v37, v35
	v_div_fmas_f32 v33, v33, v36, v34
	v_div_fixup_f32 v16, v33, v0, v16
	s_lshl_b32 s1, s92, 1
	v_fma_f32 v33, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v33, v37
	v_div_scale_f32 v33, vcc, v17, v0, v17
	v_mul_f32_e32 v34, v33, v37
	v_fma_f32 v36, -v35, v34, v33
	v_fmac_f32_e32 v34, v36, v37
	v_fma_f32 v33, -v35, v34, v33
	v_div_fmas_f32 v33, v33, v37, v34
	s_waitcnt vmcnt(6)
	v_bfe_i32 v36, v39, 2, 1
	v_div_fixup_f32 v0, v33, v0, v17
	v_cvt_f16_f32_e32 v17, v1
	v_cvt_f16_f32_e32 v1, v19
	v_cvt_f16_f32_e32 v19, v20
	v_and_b32_e32 v33, 3, v39
	v_and_b32_e32 v36, 0x2040, v36
	v_cvt_f16_f32_e32 v20, v21
	v_cvt_f16_f32_e32 v21, v22
	v_cvt_f16_f32_e32 v22, v23
	v_cvt_f16_f32_e32 v23, v24
	v_cvt_f16_f32_e32 v24, v25
	v_cvt_f16_f32_e32 v25, v26
	v_cvt_f16_f32_e32 v26, v27
	v_cvt_f16_f32_e32 v27, v28
	v_cvt_f16_f32_e32 v28, v29
	v_cvt_f16_f32_e32 v29, v30
	v_cvt_f16_f32_e32 v30, v31
	v_cvt_f16_f32_e32 v31, v32
	v_cvt_f16_f32_e32 v32, v0
	v_lshlrev_b32_e32 v0, 11, v33
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v34, 0x98, v38
	v_bfe_i32 v38, v39, 3, 1
	v_xor_b32_e32 v36, s91, v36
	v_and_or_b32 v0, v38, s2, v0
	v_or3_b32 v34, s1, v34, v36
	v_or3_b32 v34, v34, v0, v231
	v_add_u32_e32 v36, 0, v34
	v_pack_b32_f16 v1, v1, v19
	v_pack_b32_f16 v0, v17, v18
	ds_write_b64 v36, v[0:1]
	v_xad_u32 v17, v34, 8, 0
	v_pack_b32_f16 v1, v22, v23
	v_pack_b32_f16 v0, v20, v21
	ds_write_b64 v17, v[0:1]
	v_xad_u32 v17, v34, 16, 0
	v_pack_b32_f16 v1, v26, v27
	v_pack_b32_f16 v0, v24, v25
	v_cvt_f16_f32_e32 v16, v16
	ds_write_b64 v17, v[0:1]
	v_xad_u32 v17, v34, 24, 0
	v_pack_b32_f16 v1, v30, v31
	v_pack_b32_f16 v0, v28, v29
	ds_write_b64 v17, v[0:1]
	v_xad_u32 v17, v34, 32, 0
	v_pack_b32_f16 v1, v4, v5
	v_pack_b32_f16 v0, v2, v3
	ds_write_b64 v17, v[0:1]
	v_xad_u32 v2, v34, 40, 0
	v_pack_b32_f16 v1, v8, v9
	v_pack_b32_f16 v0, v6, v7
	ds_write_b64 v2, v[0:1]
	v_xad_u32 v2, v34, 48, 0
	v_pack_b32_f16 v1, v12, v13
	v_pack_b32_f16 v0, v10, v11
	ds_write_b64 v2, v[0:1]
	v_xad_u32 v2, v34, 56, 0
	v_pack_b32_f16 v1, v16, v32
	v_pack_b32_f16 v0, v14, v15
	s_cmp_eq_u32 s91, 0
	ds_write_b64 v2, v[0:1]
	v_lshlrev_b32_e32 v0, 7, v39
	s_cselect_b32 s1, 0, 0x2040
	s_bfe_i32 s2, s33, 0x10007
	v_and_b32_e32 v35, 4, v39
	v_and_b32_e32 v37, 8, v39
	v_and_b32_e32 v0, 0x1800, v0
	v_lshlrev_b32_e32 v1, 3, v33
	s_and_b32 s2, s2, 0x4020
	s_movk_i32 s0, 0x98
	v_lshlrev_b32_e32 v2, 4, v35
	v_lshl_or_b32 v3, v37, 2, s1
	v_or3_b32 v0, v0, v1, s2
	s_waitcnt vmcnt(0)
	v_and_or_b32 v2, v44, s0, v2
	v_xor_b32_e32 v0, v0, v3
	v_xad_u32 v4, v0, v2, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[0:3], v4 offset1:32
	ds_read2_b64 v[6:9], v4 offset0:128 offset1:160
	ds_read2_b64 v[10:13], v4 offset0:64 offset1:96
	ds_read2_b64 v[16:19], v4 offset0:192 offset1:224
	s_and_b32 s9, s9, 0xffff
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v5, v1
	s_waitcnt lgkmcnt(2)
	buffer_store_dwordx4 v[4:7], v40, s[8:11], 0 offen
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v14, v10
	v_mov_b32_e32 v15, v11
	v_mov_b32_e32 v4, v8
	v_mov_b32_e32 v5, v9
	buffer_store_dwordx4 v[2:5], v41, s[8:11], 0 offen
	s_waitcnt lgkmcnt(0)
	buffer_store_dwordx4 v[14:17], v42, s[8:11], 0 offen
	s_nop 1
	v_mov_b32_e32 v14, v18
	v_mov_b32_e32 v15, v19
	buffer_store_dwordx4 v[12:15], v43, s[8:11], 0 offen
	s_endpgm
.Lfunc_end0:
	.size	flash_attention_tma_kernel, .Lfunc_end0-flash_attention_tma_kernel
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel flash_attention_tma_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 508
		.amdhsa_kernarg_size 320
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 256
		.amdhsa_next_free_sgpr 100
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
	.set .Lflash_attention_tma_kernel.num_vgpr, 256
	.set .Lflash_attention_tma_kernel.num_agpr, 0
	.set .Lflash_attention_tma_kernel.numbered_sgpr, 100
	.set .Lflash_attention_tma_kernel.num_named_barrier, 0
	.set .Lflash_attention_tma_kernel.private_seg_size, 508
	.set .Lflash_attention_tma_kernel.uses_vcc, 1
	.set .Lflash_attention_tma_kernel.uses_flat_scratch, 0
	.set .Lflash_attention_tma_kernel.has_dyn_sized_stack, 0
	.set .Lflash_attention_tma_kernel.has_recursion, 0
	.set .Lflash_attention_tma_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 50900
; TotalNumSgprs: 106
; NumVgprs: 256
; NumAgprs: 0
; TotalNumVgprs: 256
; ScratchSize: 508
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 106
; NumVGPRsForWavesPerEU: 256
; AccumOffset: 256
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
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
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .offset:         64
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         68
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         72
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         76
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         78
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         80
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         82
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         84
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         86
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         120
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         128
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         184
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 320
    .max_flat_workgroup_size: 512
    .name:           flash_attention_tma_kernel
    .private_segment_fixed_size: 508
    .sgpr_count:     106
    .sgpr_spill_count: 0
    .symbol:         flash_attention_tma_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     256
    .vgpr_spill_count: 179
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
