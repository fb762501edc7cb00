; flash_attention_fwd config 1 (BLOCK_M=128 BLOCK_N=128 num_warps=8 num_stages=2) on hip:gfx942, normalized
	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	flash_attention_fwd_kernel      ; -- Begin function flash_attention_fwd_kernel
	.p2align	8
	.type	flash_attention_fwd_kernel,@function
flash_attention_fwd_kernel:             ; @flash_attention_fwd_kernel
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
	s_load_dwordx2 s[34:35], s[0:1], 0x54
	s_load_dwordx4 s[24:27], s[0:1], 0x38
	s_mov_b64 s[28:29], s[2:3]
                                        ; implicit-def: $vgpr255 : SGPR spill to VGPR lane
	s_mov_b64 s[20:21], s[6:7]
	v_writelane_b32 v255, s8, 0
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s2, s34
	v_cvt_f32_u32_e32 v1, s2
	v_writelane_b32 v255, s9, 1
	v_writelane_b32 v255, s10, 2
	v_writelane_b32 v255, s11, 3
	v_rcp_f32_e32 v1, v1
	s_sub_i32 s8, 0, s2
	s_abs_i32 s7, s17
	v_readfirstlane_b32 s9, v0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_xor_b32 s6, s17, s34
	s_and_b32 s3, s9, 0x1c0
	s_ashr_i32 s6, s6, 31
	v_readfirstlane_b32 s18, v1
	s_mul_i32 s8, s8, s18
	s_mul_hi_u32 s8, s18, s8
	s_add_i32 s18, s18, s8
	s_mul_hi_u32 s8, s7, s18
	s_mul_i32 s18, s8, s2
	s_sub_i32 s7, s7, s18
	s_add_i32 s18, s8, 1
	s_sub_i32 s19, s7, s2
	s_cmp_ge_u32 s7, s2
	s_cselect_b32 s8, s18, s8
	s_cselect_b32 s7, s19, s7
	s_add_i32 s18, s8, 1
	s_cmp_ge_u32 s7, s2
	s_cselect_b32 s2, s18, s8
	s_xor_b32 s2, s2, s6
	s_sub_i32 s22, s2, s6
	s_mul_i32 s2, s22, s34
	v_and_b32_e32 v1, 63, v0
	s_lshl_b32 s8, s16, 7
	s_sub_i32 s23, s17, s2
	s_mul_i32 s2, s22, s11
	v_or_b32_e32 v3, s3, v1
	s_mul_i32 s3, s13, s8
	s_mul_i32 s6, s23, s12
	v_lshrrev_b32_e32 v20, 4, v3
	v_and_b32_e32 v57, 15, v0
	s_add_i32 s2, s2, s3
	v_or_b32_e32 v21, 32, v20
	v_or_b32_e32 v22, 64, v20
	v_lshlrev_b32_e32 v2, 3, v57
	s_add_i32 s2, s2, s6
	v_or_b32_e32 v23, 0x60, v20
	v_or_b32_e32 v4, s8, v20
	v_or_b32_e32 v5, s8, v21
	v_or_b32_e32 v12, s8, v22
	v_mul_lo_u32 v6, v20, s13
	v_mul_lo_u32 v7, v21, s13
	v_mul_lo_u32 v14, v22, s13
	v_add_u32_e32 v16, s2, v2
	v_or_b32_e32 v13, s8, v23
	v_mul_lo_u32 v15, v23, s13
	s_mov_b32 s7, 0x27000
	s_mov_b32 s6, 0x7ffffffe
	v_add_lshl_u32 v6, v16, v6, 1
	v_bfrev_b32_e32 v24, 1
	v_cmp_gt_i32_e64 s[18:19], s35, v4
	v_add_lshl_u32 v4, v16, v7, 1
	v_cmp_gt_i32_e32 vcc, s35, v5
	v_add_lshl_u32 v14, v16, v14, 1
	v_cmp_gt_i32_e64 s[16:17], s35, v12
	s_and_b32 s29, s29, 0xffff
	s_mov_b32 s30, s6
	s_mov_b32 s31, s7
	v_cndmask_b32_e64 v17, v24, v6, s[18:19]
	v_cndmask_b32_e32 v18, v24, v4, vcc
	v_cndmask_b32_e64 v25, v24, v14, s[16:17]
	v_add_lshl_u32 v12, v16, v15, 1
	v_cmp_gt_i32_e64 s[2:3], s35, v13
	buffer_load_dwordx4 v[4:7], v17, s[28:31], 0 offen
	buffer_load_dwordx4 v[8:11], v18, s[28:31], 0 offen
	v_cndmask_b32_e64 v26, v24, v12, s[2:3]
	buffer_load_dwordx4 v[12:15], v25, s[28:31], 0 offen
	buffer_load_dwordx4 v[16:19], v26, s[28:31], 0 offen
	v_and_b32_e32 v28, 0x1f0, v3
	v_lshlrev_b32_e32 v29, 4, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_and_b32_e32 v3, 0x78, v3
	v_xor_b32_e32 v3, v3, v29
	v_lshrrev_b32_e32 v224, 2, v28
	v_mad_u64_u32 v[226:227], s[12:13], v20, s24, v[2:3]
	v_or_b32_e32 v25, 2, v224
	v_add_u32_e32 v20, 0, v3
	v_xad_u32 v3, v3, 8, 0
	s_and_b32 s33, s9, 0x180
	s_and_b32 s28, s9, 0xc0
	s_and_b32 s34, s9, 64
	s_mul_i32 s9, s22, s14
	v_writelane_b32 v255, s22, 4
	s_mul_i32 s11, s22, s25
	s_mul_i32 s14, s23, s15
	s_mul_i32 s12, s23, s26
	v_or_b32_e32 v26, 3, v224
	v_writelane_b32 v255, s23, 5
	s_add_i32 s14, s14, s9
	s_add_i32 s11, s12, s11
	v_mad_u64_u32 v[230:231], s[22:23], v25, s27, v[2:3]
	s_cmp_gt_i32 s8, 0
	v_mad_u64_u32 v[228:229], s[22:23], v26, s27, v[2:3]
	v_add_u32_e32 v175, s11, v230
	s_cselect_b64 s[12:13], -1, 0
	v_add_u32_e32 v176, s11, v228
	s_and_b32 s21, s21, 0xffff
	s_mov_b32 s22, s6
	s_mov_b32 s23, s7
	v_add_u32_e32 v174, s14, v226
	v_lshlrev_b32_e32 v27, 1, v174
	v_cndmask_b32_e64 v27, v24, v27, s[12:13]
	s_and_b32 s5, s5, 0xffff
	v_and_b32_e32 v173, 32, v0
	v_and_b32_e32 v56, 31, v0
	v_and_b32_e32 v30, 14, v0
	v_lshrrev_b32_e32 v188, 2, v173
	s_mov_b32 s15, 0x5040100
	s_waitcnt vmcnt(2)
	ds_write2st64_b64 v20, v[4:5], v[8:9] offset1:16
	s_waitcnt vmcnt(0)
	ds_write2st64_b64 v20, v[12:13], v[16:17] offset0:32 offset1:48
	ds_write2st64_b64 v3, v[6:7], v[10:11] offset1:16
	ds_write2st64_b64 v3, v[14:15], v[18:19] offset0:32 offset1:48
	v_lshlrev_b32_e32 v3, 1, v175
	v_cndmask_b32_e64 v3, v24, v3, s[12:13]
	v_lshlrev_b32_e32 v4, 1, v176
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cndmask_b32_e64 v12, v24, v4, s[12:13]
	buffer_load_dwordx4 v[4:7], v3, s[20:23], 0 offen
	buffer_load_dwordx4 v[8:11], v12, s[20:23], 0 offen
	v_or_b32_e32 v3, 1, v224
	v_mad_u64_u32 v[234:235], s[30:31], v224, s27, v[2:3]
	v_mad_u64_u32 v[232:233], s[30:31], v3, s27, v[2:3]
	v_add_u32_e32 v178, s11, v234
	v_add_u32_e32 v179, s11, v232
	v_lshlrev_b32_e32 v3, 1, v178
	v_lshlrev_b32_e32 v12, 1, v179
	v_cndmask_b32_e64 v3, v24, v3, s[12:13]
	v_cndmask_b32_e64 v20, v24, v12, s[12:13]
	buffer_load_dwordx4 v[12:15], v3, s[20:23], 0 offen
	buffer_load_dwordx4 v[16:19], v20, s[20:23], 0 offen
	v_mad_u64_u32 v[244:245], s[22:23], v21, s24, v[2:3]
	v_mad_u64_u32 v[242:243], s[22:23], v22, s24, v[2:3]
	v_mad_u64_u32 v[240:241], s[22:23], v23, s24, v[2:3]
	v_add_u32_e32 v180, s14, v244
	v_add_u32_e32 v181, s14, v242
	v_add_u32_e32 v182, s14, v240
	v_lshlrev_b32_e32 v3, 1, v180
	v_lshlrev_b32_e32 v20, 1, v181
	v_lshlrev_b32_e32 v21, 1, v182
	v_cndmask_b32_e64 v3, v24, v3, s[12:13]
	v_cndmask_b32_e64 v20, v24, v20, s[12:13]
	v_cndmask_b32_e64 v21, v24, v21, s[12:13]
	buffer_load_dwordx4 v[40:43], v27, s[4:7], 0 offen
	buffer_load_dwordx4 v[44:47], v3, s[4:7], 0 offen
	buffer_load_dwordx4 v[48:51], v20, s[4:7], 0 offen
	buffer_load_dwordx4 v[52:55], v21, s[4:7], 0 offen
	v_lshl_or_b32 v2, s28, 7, v2
	s_mov_b32 s25, 0x7060302
	s_movk_i32 s9, 0x840
	v_bfe_i32 v3, v0, 0, 1
	v_lshlrev_b32_e32 v189, 8, v56
	v_lshlrev_b32_e32 v20, 2, v30
	v_xor_b32_e32 v2, v2, v188
	v_and_or_b32 v31, v3, s9, v20
	v_or_b32_e32 v32, v2, v189
	v_add_u32_e32 v33, 0, v32
	v_xor_b32_e32 v2, 0x50, v32
	v_xor_b32_e32 v3, 0x60, v32
	v_xad_u32 v34, v32, 16, 0
	v_xad_u32 v35, v32, 32, 0
	v_xad_u32 v36, v32, 48, 0
	v_xad_u32 v37, v32, 64, 0
	v_add_u32_e32 v38, 0, v2
	v_add_u32_e32 v39, 0, v3
	s_add_i32 s29, s8, 0xffffff80
	s_mov_b32 s26, 0
	v_add_u32_e32 v166, 0, v29
	s_cmp_lt_i32 s29, 1
	v_lshlrev_b32_e32 v152, 2, v1
	s_waitcnt vmcnt(6)
	v_perm_b32 v27, v11, v7, s15
	v_perm_b32 v7, v11, v7, s25
	v_lshrrev_b32_e32 v11, 1, v28
	v_perm_b32 v23, v9, v5, s15
	v_perm_b32 v5, v9, v5, s25
	v_perm_b32 v9, v10, v6, s15
	v_perm_b32 v25, v10, v6, s25
	v_xor_b32_e32 v10, 0x70, v32
	v_xor_b32_e32 v11, v31, v11
	v_add_u32_e32 v10, 0, v10
	v_lshl_or_b32 v11, v30, 11, v11
	ds_read2_b64 v[100:103], v33 offset1:16
	ds_read2_b64 v[104:107], v34 offset1:16
	ds_read2_b64 v[108:111], v35 offset1:16
	ds_read2_b64 v[112:115], v36 offset1:16
	ds_read2_b64 v[116:119], v37 offset1:16
	ds_read2_b64 v[120:123], v38 offset1:16
	ds_read2_b64 v[124:127], v39 offset1:16
	ds_read2_b64 v[96:99], v10 offset1:16
	v_perm_b32 v3, v8, v4, s15
	s_waitcnt vmcnt(4)
	v_perm_b32 v2, v16, v12, s15
	v_add_u32_e32 v225, 0, v11
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b64 v225, v[2:3] offset:32768
	v_xor_b32_e32 v2, 8, v11
	v_add_u32_e32 v236, 0, v2
	v_xor_b32_e32 v2, 16, v11
	v_add_u32_e32 v172, 0, v2
	v_xor_b32_e32 v2, 24, v11
	v_add_u32_e32 v167, 0, v2
	v_xor_b32_e32 v2, 32, v11
	v_add_u32_e32 v177, 0, v2
	v_xor_b32_e32 v2, 40, v11
	v_add_u32_e32 v237, 0, v2
	v_xor_b32_e32 v2, 48, v11
	v_add_u32_e32 v238, 0, v2
	v_xor_b32_e32 v2, 56, v11
	v_perm_b32 v21, v8, v4, s25
	v_perm_b32 v20, v16, v12, s25
	v_perm_b32 v22, v17, v13, s15
	v_perm_b32 v4, v17, v13, s25
	v_perm_b32 v8, v18, v14, s15
	v_add_u32_e32 v239, 0, v2
	v_bfe_i32 v2, v0, 4, 1
	v_mov_b32_e32 v0, 0x3fb8aa3b
	v_perm_b32 v24, v18, v14, s25
	v_perm_b32 v26, v19, v15, s15
	v_perm_b32 v6, v19, v15, s25
	ds_write_b64 v236, v[20:21] offset:33024
	ds_write_b64 v172, v[22:23] offset:33280
	ds_write_b64 v167, v[4:5] offset:33536
	ds_write_b64 v177, v[8:9] offset:33792
	v_mul_f32_e32 v144, s10, v0
	v_lshlrev_b32_e32 v8, 1, v56
	v_lshlrev_b32_e32 v9, 5, v173
	ds_write_b64 v237, v[24:25] offset:34048
	ds_write_b64 v238, v[26:27] offset:34304
	ds_write_b64 v239, v[6:7] offset:34560
	s_waitcnt vmcnt(3)
	ds_write_b128 v166, v[40:43]
	s_waitcnt vmcnt(2)
	ds_write_b128 v166, v[44:47] offset:8192
	s_waitcnt vmcnt(1)
	ds_write_b128 v166, v[48:51] offset:16384
	s_waitcnt vmcnt(0)
	ds_write_b128 v166, v[52:55] offset:24576
	scratch_store_dword off, v56, off offset:24 ; 4-byte Folded Spill
	scratch_store_dword off, v57, off offset:28 ; 4-byte Folded Spill
	scratch_store_dword off, v8, off offset:32 ; 4-byte Folded Spill
	scratch_store_dword off, v9, off offset:36 ; 4-byte Folded Spill
	scratch_store_dword off, v2, off offset:40 ; 4-byte Folded Spill
	s_cbranch_scc1 .LBB0_1
; %bb.1:                                ; %.lr.ph
	s_lshl_b32 s10, s24, 7
	s_lshl_b32 s30, s27, 7
	s_lshl_b32 s31, s28, 1
	v_mov_b32_e32 v0, 0x10000
	s_cmp_eq_u32 s34, 0
	v_lshl_add_u32 v0, v56, 2, v0
	s_cselect_b32 s22, 0, 0x2010
	scratch_store_dword off, v0, off offset:4 ; 4-byte Folded Spill
	v_and_b32_e32 v0, 0x1008, v2
	v_mul_u32_u24_e32 v1, 0x108, v57
	v_or_b32_e32 v2, s22, v188
	v_xor_b32_e32 v1, v2, v1
	v_xor_b32_e32 v0, v1, v0
	v_xor_b32_e32 v1, 16, v0
	v_xor_b32_e32 v2, 32, v0
	v_xor_b32_e32 v3, 48, v0
	v_xor_b32_e32 v4, 64, v0
	v_xor_b32_e32 v5, 0x50, v0
	v_xor_b32_e32 v6, 0x60, v0
	v_xor_b32_e32 v7, 0x70, v0
	v_add_u32_e32 v0, 0, v0
	scratch_store_dword off, v0, off offset:8 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0, v1
	s_mov_b32 s9, 0x10000
	scratch_store_dword off, v0, off offset:12 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0, v2
	v_add3_u32 v8, s9, v9, v8
	s_lshr_b32 s9, s33, 1
	v_mov_b32_e32 v30, 0
	scratch_store_dword off, v0, off offset:16 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0, v3
	v_add_u32_e32 v184, s28, v8
	v_add_u32_e32 v185, s9, v8
	v_mov_b32_e32 v145, v144
	v_mov_b32_e32 v129, 0xff800000
	v_mov_b32_e32 v128, 0
	scratch_store_dword off, v0, off offset:20 ; 4-byte Folded Spill
	v_add_u32_e32 v190, 0, v4
	v_add_u32_e32 v191, 0, v5
	v_add_u32_e32 v192, 0, v6
	v_add_u32_e32 v193, 0, v7
	v_mov_b32_e32 v31, v30
	v_mov_b32_e32 v28, v30
	v_mov_b32_e32 v29, v30
	v_mov_b32_e32 v26, v30
	v_mov_b32_e32 v27, v30
	v_mov_b32_e32 v24, v30
	v_mov_b32_e32 v25, v30
	v_mov_b32_e32 v22, v30
	v_mov_b32_e32 v23, v30
	v_mov_b32_e32 v20, v30
	v_mov_b32_e32 v21, v30
	v_mov_b32_e32 v18, v30
	v_mov_b32_e32 v19, v30
	v_mov_b32_e32 v16, v30
	v_mov_b32_e32 v17, v30
	v_mov_b32_e32 v14, v30
	v_mov_b32_e32 v15, v30
	v_mov_b32_e32 v12, v30
	v_mov_b32_e32 v13, v30
	v_mov_b32_e32 v10, v30
	v_mov_b32_e32 v11, v30
	v_mov_b32_e32 v8, v30
	v_mov_b32_e32 v9, v30
	v_mov_b32_e32 v6, v30
	v_mov_b32_e32 v7, v30
	v_mov_b32_e32 v4, v30
	v_mov_b32_e32 v5, v30
	v_mov_b32_e32 v2, v30
	v_mov_b32_e32 v3, v30
	v_mov_b32_e32 v0, v30
	v_mov_b32_e32 v1, v30
	scratch_store_dword off, v173, off offset:112 ; 4-byte Folded Spill
	scratch_store_dwordx2 off, v[244:245], off offset:104 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[242:243], off offset:96 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[240:241], off offset:88 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[234:235], off offset:80 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[232:233], off offset:72 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[230:231], off offset:64 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[228:229], off offset:56 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[226:227], off offset:48 ; 8-byte Folded Spill
	scratch_store_dword off, v224, off offset:44 ; 4-byte Folded Spill
	scratch_store_dword off, v152, off      ; 4-byte Folded Spill
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v174, s10, v174
	v_add_u32_e32 v180, s10, v180
	v_lshlrev_b32_e32 v32, 1, v174
	v_add_u32_e32 v181, s10, v181
	buffer_load_dwordx4 v[194:197], v32, s[4:7], 0 offen
	v_lshlrev_b32_e32 v32, 1, v180
	v_add_u32_e32 v182, s10, v182
	buffer_load_dwordx4 v[198:201], v32, s[4:7], 0 offen
	v_lshlrev_b32_e32 v32, 1, v181
	buffer_load_dwordx4 v[202:205], v32, s[4:7], 0 offen
	v_lshlrev_b32_e32 v32, 1, v182
	buffer_load_dwordx4 v[206:209], v32, s[4:7], 0 offen
	v_add3_u32 v32, 0, v188, v189
	v_add_u32_e32 v33, 0x2000, v32
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[48:51], v32 offset1:2
	ds_read2_b64 v[52:55], v32 offset0:4 offset1:6
	ds_read2_b64 v[56:59], v32 offset0:8 offset1:10
	ds_read2_b64 v[60:63], v32 offset0:12 offset1:14
	ds_read2_b64 v[64:67], v32 offset0:16 offset1:18
	ds_read2_b64 v[68:71], v32 offset0:20 offset1:22
	ds_read2_b64 v[72:75], v32 offset0:24 offset1:26
	ds_read2_b64 v[76:79], v32 offset0:28 offset1:30
	ds_read2_b64 v[80:83], v33 offset1:2
	ds_read2_b64 v[84:87], v33 offset0:4 offset1:6
	ds_read2_b64 v[88:91], v33 offset0:8 offset1:10
	ds_read2_b64 v[92:95], v33 offset0:12 offset1:14
	ds_read2_b64 v[130:133], v33 offset0:16 offset1:18
	ds_read2_b64 v[134:137], v33 offset0:20 offset1:22
	ds_read2_b64 v[138:141], v33 offset0:24 offset1:26
	ds_read2_b64 v[210:213], v33 offset0:28 offset1:30
	v_add_u32_e32 v33, 0x4000, v32
	v_add_u32_e32 v32, 0x6000, v32
	ds_read2_b64 v[214:217], v33 offset1:2
	ds_read2_b64 v[218:221], v33 offset0:4 offset1:6
	v_mov_b32_e32 v254, v225
	ds_read2_b64 v[222:225], v33 offset0:8 offset1:10
	ds_read2_b64 v[226:229], v33 offset0:12 offset1:14
	ds_read2_b64 v[230:233], v33 offset0:16 offset1:18
	v_mov_b32_e32 v173, v177
	v_mov_b32_e32 v177, v167
	v_mov_b32_e32 v167, v172
	v_mov_b32_e32 v172, v236
	v_mov_b32_e32 v183, v237
	ds_read2_b64 v[234:237], v33 offset0:20 offset1:22
	v_mov_b32_e32 v186, v238
	v_mov_b32_e32 v187, v239
	ds_read2_b64 v[238:241], v33 offset0:24 offset1:26
	ds_read2_b64 v[242:245], v33 offset0:28 offset1:30
	ds_read2_b64 v[246:249], v32 offset1:2
	ds_read2_b64 v[250:253], v32 offset0:4 offset1:6
	ds_read2_b64 v[168:171], v32 offset0:8 offset1:10
	ds_read2_b64 v[146:149], v32 offset0:12 offset1:14
	ds_read2_b64 v[150:153], v32 offset0:16 offset1:18
	ds_read2_b64 v[154:157], v32 offset0:20 offset1:22
	ds_read2_b64 v[158:161], v32 offset0:24 offset1:26
	ds_read2_b64 v[162:165], v32 offset0:28 offset1:30
	s_waitcnt lgkmcnt(14)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[100:101], 0
	v_add_u32_e32 v178, s30, v178
	v_add_u32_e32 v179, s30, v179
	v_add_u32_e32 v175, s30, v175
	v_add_u32_e32 v176, s30, v176
	s_mov_b32 s22, s6
	s_mov_b32 s23, s7
	s_addk_i32 s26, 0x80
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[104:105], v[32:47]
	s_cmp_lt_i32 s26, s29
	v_mfma_f32_32x32x8_f16 v[32:47], v[52:53], v[108:109], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[54:55], v[112:113], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[56:57], v[116:117], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[58:59], v[120:121], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[60:61], v[124:125], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[62:63], v[96:97], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[80:81], v[100:101], 0
	v_mfma_f32_32x32x8_f16 v[32:47], v[64:65], v[102:103], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[82:83], v[104:105], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[66:67], v[106:107], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[84:85], v[108:109], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[68:69], v[110:111], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[86:87], v[112:113], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[70:71], v[114:115], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[88:89], v[116:117], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[72:73], v[118:119], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[90:91], v[120:121], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[74:75], v[122:123], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[92:93], v[124:125], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[76:77], v[126:127], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[94:95], v[96:97], v[48:63]
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_32x32x8_f16 v[80:95], v[246:247], v[100:101], 0
	v_mfma_f32_32x32x8_f16 v[32:47], v[78:79], v[98:99], v[32:47]
	v_mfma_f32_32x32x8_f16 v[64:79], v[214:215], v[100:101], 0
	v_mfma_f32_32x32x8_f16 v[80:95], v[248:249], v[104:105], v[80:95]
	v_mfma_f32_32x32x8_f16 v[64:79], v[216:217], v[104:105], v[64:79]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x8_f16 v[80:95], v[250:251], v[108:109], v[80:95]
	v_mfma_f32_32x32x8_f16 v[64:79], v[218:219], v[108:109], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[252:253], v[112:113], v[80:95]
	v_mfma_f32_32x32x8_f16 v[64:79], v[220:221], v[112:113], v[64:79]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_f16 v[80:95], v[168:169], v[116:117], v[80:95]
	v_mfma_f32_32x32x8_f16 v[64:79], v[222:223], v[116:117], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[170:171], v[120:121], v[80:95]
	v_mfma_f32_32x32x8_f16 v[64:79], v[224:225], v[120:121], v[64:79]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[80:95], v[146:147], v[124:125], v[80:95]
	v_mfma_f32_32x32x8_f16 v[64:79], v[226:227], v[124:125], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[148:149], v[96:97], v[80:95]
	v_mfma_f32_32x32x8_f16 v[64:79], v[228:229], v[96:97], v[64:79]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[80:95], v[150:151], v[102:103], v[80:95]
	v_mfma_f32_32x32x8_f16 v[48:63], v[130:131], v[102:103], v[48:63]
	v_max3_f32 v130, v32, v33, v34
	v_max3_f32 v131, v35, v36, v37
	v_mfma_f32_32x32x8_f16 v[64:79], v[230:231], v[102:103], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[152:153], v[106:107], v[80:95]
	v_mfma_f32_32x32x8_f16 v[48:63], v[132:133], v[106:107], v[48:63]
	v_max3_f32 v132, v38, v39, v40
	v_max3_f32 v133, v41, v42, v43
	v_max3_f32 v130, v130, v131, v132
	v_mfma_f32_32x32x8_f16 v[64:79], v[232:233], v[106:107], v[64:79]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[80:95], v[154:155], v[110:111], v[80:95]
	v_mfma_f32_32x32x8_f16 v[48:63], v[134:135], v[110:111], v[48:63]
	v_max3_f32 v134, v44, v45, v46
	v_mfma_f32_32x32x8_f16 v[64:79], v[234:235], v[110:111], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[156:157], v[114:115], v[80:95]
	v_mfma_f32_32x32x8_f16 v[48:63], v[136:137], v[114:115], v[48:63]
	v_mfma_f32_32x32x8_f16 v[64:79], v[236:237], v[114:115], v[64:79]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[80:95], v[158:159], v[118:119], v[80:95]
	v_mfma_f32_32x32x8_f16 v[48:63], v[138:139], v[118:119], v[48:63]
	v_mfma_f32_32x32x8_f16 v[64:79], v[238:239], v[118:119], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[160:161], v[122:123], v[80:95]
	v_mfma_f32_32x32x8_f16 v[48:63], v[140:141], v[122:123], v[48:63]
	v_mfma_f32_32x32x8_f16 v[64:79], v[240:241], v[122:123], v[64:79]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[162:163], v[126:127], v[80:95]
	v_mfma_f32_32x32x8_f16 v[48:63], v[210:211], v[126:127], v[48:63]
	v_mfma_f32_32x32x8_f16 v[64:79], v[242:243], v[126:127], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[164:165], v[98:99], v[80:95]
	v_mfma_f32_32x32x8_f16 v[48:63], v[212:213], v[98:99], v[48:63]
	s_nop 9
	v_max_f32_e32 v150, v87, v87
	v_max_f32_e32 v151, v86, v86
	v_max3_f32 v148, v80, v81, v82
	v_max3_f32 v149, v83, v84, v85
	v_max_f32_e32 v150, v151, v150
	v_max3_f32 v151, v89, v90, v91
	v_max3_f32 v152, v92, v93, v94
	v_mfma_f32_32x32x8_f16 v[64:79], v[244:245], v[98:99], v[64:79]
	v_max3_f32 v135, v47, v48, v49
	v_max3_f32 v136, v50, v51, v52
	v_max3_f32 v137, v53, v54, v55
	v_max3_f32 v138, v56, v57, v58
	v_max3_f32 v139, v59, v60, v61
	v_max3_f32 v131, v133, v134, v135
	v_max3_f32 v132, v136, v137, v138
	s_nop 3
	v_max3_f32 v140, v62, v63, v64
	v_max3_f32 v141, v65, v66, v67
	v_max3_f32 v142, v68, v69, v70
	v_max3_f32 v143, v71, v72, v73
	v_max3_f32 v146, v74, v75, v76
	v_max3_f32 v147, v77, v78, v79
	v_max3_f32 v133, v139, v140, v141
	v_max3_f32 v134, v142, v143, v146
	v_max3_f32 v135, v147, v148, v149
	v_max3_f32 v136, v150, v88, v151
	v_max3_f32 v130, v130, v131, v132
	v_max3_f32 v131, v133, v134, v135
	v_max3_f32 v132, v136, v152, v95
	v_max3_f32 v130, v130, v131, v132
	scratch_load_dword v131, off, off       ; 4-byte Folded Reload
	v_add_u32_e32 v136, 0xc000, v191
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v131, 0x80, v131
	ds_bpermute_b32 v132, v131, v130
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v132, v132, v132
	v_max_f32_e32 v130, v130, v132
	v_mul_f32_e32 v130, v144, v130
	v_max_f32_e32 v132, v129, v129
	v_max_f32_e32 v146, v132, v130
	v_pk_fma_f32 v[32:33], v[144:145], v[32:33], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], v[144:145], v[34:35], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], v[144:145], v[36:37], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[144:145], v[38:39], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], v[144:145], v[40:41], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], v[144:145], v[42:43], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], v[144:145], v[44:45], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[144:145], v[46:47], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], v[144:145], v[48:49], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], v[144:145], v[50:51], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[52:53], v[144:145], v[52:53], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[54:55], v[144:145], v[54:55], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[56:57], v[144:145], v[56:57], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], v[144:145], v[58:59], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[60:61], v[144:145], v[60:61], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], v[144:145], v[62:63], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[64:65], v[144:145], v[64:65], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], v[144:145], v[66:67], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], v[144:145], v[68:69], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], v[144:145], v[70:71], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[72:73], v[144:145], v[72:73], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[74:75], v[144:145], v[74:75], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[76:77], v[144:145], v[76:77], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[78:79], v[144:145], v[78:79], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[80:81], v[144:145], v[80:81], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[82:83], v[144:145], v[82:83], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[84:85], v[144:145], v[84:85], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[86:87], v[144:145], v[86:87], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[88:89], v[144:145], v[88:89], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[90:91], v[144:145], v[90:91], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[92:93], v[144:145], v[92:93], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[94:95], v[144:145], v[94:95], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v148, v32
	v_exp_f32_e32 v149, v33
	v_exp_f32_e32 v150, v34
	v_exp_f32_e32 v151, v35
	v_exp_f32_e32 v152, v36
	v_exp_f32_e32 v153, v37
	v_exp_f32_e32 v154, v38
	v_exp_f32_e32 v155, v39
	v_exp_f32_e32 v156, v40
	v_exp_f32_e32 v157, v41
	v_exp_f32_e32 v158, v42
	v_exp_f32_e32 v159, v43
	v_exp_f32_e32 v162, v44
	v_exp_f32_e32 v163, v45
	v_exp_f32_e32 v164, v46
	v_exp_f32_e32 v165, v47
	v_exp_f32_e32 v168, v48
	v_exp_f32_e32 v169, v49
	v_exp_f32_e32 v170, v50
	v_exp_f32_e32 v171, v51
	v_exp_f32_e32 v210, v52
	v_exp_f32_e32 v211, v53
	v_exp_f32_e32 v212, v54
	v_exp_f32_e32 v213, v55
	v_exp_f32_e32 v214, v56
	v_exp_f32_e32 v215, v57
	v_exp_f32_e32 v216, v58
	v_exp_f32_e32 v217, v59
	v_exp_f32_e32 v218, v60
	v_exp_f32_e32 v219, v61
	v_exp_f32_e32 v220, v62
	v_exp_f32_e32 v221, v63
	v_exp_f32_e32 v222, v64
	v_exp_f32_e32 v223, v65
	v_exp_f32_e32 v224, v66
	v_exp_f32_e32 v225, v67
	v_exp_f32_e32 v226, v68
	v_exp_f32_e32 v227, v69
	v_exp_f32_e32 v228, v70
	v_exp_f32_e32 v229, v71
	v_exp_f32_e32 v230, v72
	v_exp_f32_e32 v231, v73
	v_exp_f32_e32 v232, v74
	v_exp_f32_e32 v233, v75
	v_exp_f32_e32 v234, v76
	v_exp_f32_e32 v235, v77
	v_exp_f32_e32 v236, v78
	v_exp_f32_e32 v237, v79
	v_exp_f32_e32 v238, v80
	v_exp_f32_e32 v239, v81
	v_exp_f32_e32 v240, v82
	v_exp_f32_e32 v241, v83
	v_exp_f32_e32 v242, v84
	v_exp_f32_e32 v243, v85
	v_exp_f32_e32 v244, v86
	v_exp_f32_e32 v245, v87
	v_exp_f32_e32 v246, v88
	v_exp_f32_e32 v247, v89
	v_exp_f32_e32 v248, v90
	v_exp_f32_e32 v249, v91
	v_exp_f32_e32 v250, v92
	v_exp_f32_e32 v251, v93
	v_exp_f32_e32 v252, v94
	v_exp_f32_e32 v253, v95
	v_sub_f32_e32 v32, v129, v146
	v_exp_f32_e32 v64, v32
	v_pk_add_f32 v[32:33], v[148:149], v[150:151]
	v_pk_add_f32 v[34:35], v[152:153], v[154:155]
	v_pk_add_f32 v[36:37], v[156:157], v[158:159]
	v_pk_add_f32 v[38:39], v[162:163], v[164:165]
	v_pk_add_f32 v[40:41], v[168:169], v[170:171]
	v_pk_add_f32 v[42:43], v[210:211], v[212:213]
	v_pk_add_f32 v[44:45], v[214:215], v[216:217]
	v_pk_add_f32 v[46:47], v[218:219], v[220:221]
	v_pk_add_f32 v[48:49], v[222:223], v[224:225]
	v_pk_add_f32 v[50:51], v[226:227], v[228:229]
	v_pk_add_f32 v[52:53], v[230:231], v[232:233]
	v_pk_add_f32 v[54:55], v[234:235], v[236:237]
	v_pk_add_f32 v[56:57], v[238:239], v[240:241]
	v_pk_add_f32 v[58:59], v[242:243], v[244:245]
	v_pk_add_f32 v[60:61], v[246:247], v[248:249]
	v_pk_add_f32 v[62:63], v[250:251], v[252:253]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[40:41], v[48:49], v[50:51]
	v_pk_add_f32 v[42:43], v[52:53], v[54:55]
	v_pk_add_f32 v[44:45], v[56:57], v[58:59]
	v_pk_add_f32 v[46:47], v[60:61], v[62:63]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_cvt_f16_f32_e32 v147, v148
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_cvt_f16_f32_e32 v148, v149
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v131, v32
	v_cvt_f16_f32_e32 v149, v150
	v_lshlrev_b32_e32 v36, 1, v179
	v_lshlrev_b32_e32 v40, 1, v175
	v_lshlrev_b32_e32 v44, 1, v176
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v161, v32, v33
	scratch_load_dword v33, off, off offset:4 ; 4-byte Folded Reload
	v_fmac_f32_e32 v161, v128, v64
	v_add_u32_e32 v84, 0xc000, v192
	v_add_u32_e32 v92, 0xc000, v193
	v_add_u32_e32 v128, 0xc000, v190
	v_cvt_f16_f32_e32 v150, v151
	v_cvt_f16_f32_e32 v151, v152
	v_cvt_f16_f32_e32 v152, v153
	v_cvt_f16_f32_e32 v153, v154
	v_cvt_f16_f32_e32 v154, v155
	v_cvt_f16_f32_e32 v155, v156
	v_cvt_f16_f32_e32 v156, v157
	v_cvt_f16_f32_e32 v157, v158
	v_cvt_f16_f32_e32 v158, v159
	v_cvt_f16_f32_e32 v159, v162
	v_cvt_f16_f32_e32 v160, v163
	v_cvt_f16_f32_e32 v162, v164
	v_cvt_f16_f32_e32 v163, v165
	v_cvt_f16_f32_e32 v164, v168
	v_cvt_f16_f32_e32 v165, v169
	v_cvt_f16_f32_e32 v168, v170
	v_cvt_f16_f32_e32 v169, v171
	v_cvt_f16_f32_e32 v170, v210
	v_cvt_f16_f32_e32 v171, v211
	v_cvt_f16_f32_e32 v210, v212
	v_cvt_f16_f32_e32 v211, v213
	v_cvt_f16_f32_e32 v212, v214
	v_cvt_f16_f32_e32 v213, v215
	v_cvt_f16_f32_e32 v214, v216
	v_cvt_f16_f32_e32 v215, v217
	v_cvt_f16_f32_e32 v216, v218
	v_cvt_f16_f32_e32 v217, v219
	v_cvt_f16_f32_e32 v218, v220
	v_cvt_f16_f32_e32 v219, v221
	v_cvt_f16_f32_e32 v220, v222
	v_cvt_f16_f32_e32 v221, v223
	v_cvt_f16_f32_e32 v222, v224
	v_cvt_f16_f32_e32 v223, v225
	v_cvt_f16_f32_e32 v224, v226
	v_cvt_f16_f32_e32 v225, v227
	v_cvt_f16_f32_e32 v226, v228
	v_cvt_f16_f32_e32 v227, v229
	v_cvt_f16_f32_e32 v228, v230
	v_cvt_f16_f32_e32 v229, v231
	v_cvt_f16_f32_e32 v230, v232
	v_cvt_f16_f32_e32 v231, v233
	v_cvt_f16_f32_e32 v232, v234
	v_cvt_f16_f32_e32 v233, v235
	v_cvt_f16_f32_e32 v234, v236
	v_cvt_f16_f32_e32 v235, v237
	v_cvt_f16_f32_e32 v236, v238
	v_cvt_f16_f32_e32 v237, v239
	v_cvt_f16_f32_e32 v238, v240
	v_cvt_f16_f32_e32 v239, v241
	v_cvt_f16_f32_e32 v240, v242
	v_cvt_f16_f32_e32 v241, v243
	v_cvt_f16_f32_e32 v242, v244
	v_cvt_f16_f32_e32 v243, v245
	v_cvt_f16_f32_e32 v244, v246
	v_cvt_f16_f32_e32 v245, v247
	v_cvt_f16_f32_e32 v246, v248
	v_cvt_f16_f32_e32 v247, v249
	v_cvt_f16_f32_e32 v248, v250
	v_cvt_f16_f32_e32 v249, v251
	v_cvt_f16_f32_e32 v250, v252
	v_cvt_f16_f32_e32 v251, v253
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v32, s31, v33
	ds_write_b32 v32, v64
	s_waitcnt lgkmcnt(0)
	s_barrier
	scratch_load_dword v64, off, off offset:8 ; 4-byte Folded Reload
	scratch_load_dword v72, off, off offset:12 ; 4-byte Folded Reload
	scratch_load_dword v53, off, off offset:16 ; 4-byte Folded Reload
	scratch_load_dword v60, off, off offset:20 ; 4-byte Folded Reload
	v_add_u32_e32 v32, s33, v33
	ds_read_b32 v32, v32
	buffer_load_dwordx4 v[36:39], v36, s[20:23], 0 offen
	ds_read2_b64 v[84:87], v84 offset1:16
	buffer_load_dwordx4 v[40:43], v40, s[20:23], 0 offen
	ds_read2_b64 v[92:95], v92 offset1:16
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[16:17], v[16:17], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[32:33] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v32, 1, v178
	buffer_load_dwordx4 v[32:35], v32, s[20:23], 0 offen
	ds_read2_b64 v[128:131], v128 offset1:16
	buffer_load_dwordx4 v[44:47], v44, s[20:23], 0 offen
	ds_read2_b64 v[136:139], v136 offset1:16
	s_waitcnt vmcnt(7)
	v_add_u32_e32 v48, 0x8000, v64
	s_waitcnt vmcnt(6)
	v_add_u32_e32 v52, 0x8000, v72
	ds_read2_b64 v[56:59], v52 offset1:16
	s_waitcnt vmcnt(5)
	v_add_u32_e32 v52, 0x8000, v53
	ds_read2_b64 v[68:71], v52 offset1:16
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v52, 0x8000, v60
	ds_read2_b64 v[76:79], v52 offset1:16
	v_add_u32_e32 v52, 0x8000, v190
	ds_read2_b64 v[80:83], v52 offset1:16
	v_add_u32_e32 v52, 0x8000, v191
	ds_read2_b64 v[88:91], v52 offset1:16
	v_add_u32_e32 v52, 0x8000, v192
	ds_read2_b64 v[132:135], v52 offset1:16
	v_add_u32_e32 v52, 0x8000, v193
	ds_read2_b64 v[140:143], v52 offset1:16
	v_add_u32_e32 v52, 0xc000, v53
	ds_read2_b64 v[48:51], v48 offset1:16
	ds_read2_b64 v[52:55], v52 offset1:16
	v_add_u32_e32 v60, 0xc000, v60
	v_add_u32_e32 v64, 0xc000, v64
	v_add_u32_e32 v72, 0xc000, v72
	ds_read2_b64 v[60:63], v60 offset1:16
	ds_read2_b64 v[64:67], v64 offset1:16
	ds_read2_b64 v[72:75], v72 offset1:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v184, v147
	ds_write_b16 v184, v148 offset:256
	ds_write_b16 v184, v149 offset:512
	ds_write_b16 v184, v150 offset:768
	ds_write_b16 v184, v151 offset:2048
	ds_write_b16 v184, v152 offset:2304
	ds_write_b16 v184, v153 offset:2560
	ds_write_b16 v184, v154 offset:2816
	ds_write_b16 v184, v155 offset:4096
	ds_write_b16 v184, v156 offset:4352
	ds_write_b16 v184, v157 offset:4608
	ds_write_b16 v184, v158 offset:4864
	ds_write_b16 v184, v159 offset:6144
	ds_write_b16 v184, v160 offset:6400
	ds_write_b16 v184, v162 offset:6656
	ds_write_b16 v184, v163 offset:6912
	ds_write_b16 v184, v164 offset:8192
	ds_write_b16 v184, v165 offset:8448
	ds_write_b16 v184, v168 offset:8704
	ds_write_b16 v184, v169 offset:8960
	ds_write_b16 v184, v170 offset:10240
	ds_write_b16 v184, v171 offset:10496
	ds_write_b16 v184, v210 offset:10752
	ds_write_b16 v184, v211 offset:11008
	ds_write_b16 v184, v212 offset:12288
	ds_write_b16 v184, v213 offset:12544
	ds_write_b16 v184, v214 offset:12800
	ds_write_b16 v184, v215 offset:13056
	ds_write_b16 v184, v216 offset:14336
	ds_write_b16 v184, v217 offset:14592
	ds_write_b16 v184, v218 offset:14848
	ds_write_b16 v184, v219 offset:15104
	ds_write_b16 v184, v220 offset:16384
	ds_write_b16 v184, v221 offset:16640
	ds_write_b16 v184, v222 offset:16896
	ds_write_b16 v184, v223 offset:17152
	ds_write_b16 v184, v224 offset:18432
	ds_write_b16 v184, v225 offset:18688
	ds_write_b16 v184, v226 offset:18944
	ds_write_b16 v184, v227 offset:19200
	ds_write_b16 v184, v228 offset:20480
	ds_write_b16 v184, v229 offset:20736
	ds_write_b16 v184, v230 offset:20992
	ds_write_b16 v184, v231 offset:21248
	ds_write_b16 v184, v232 offset:22528
	ds_write_b16 v184, v233 offset:22784
	ds_write_b16 v184, v234 offset:23040
	ds_write_b16 v184, v235 offset:23296
	ds_write_b16 v184, v236 offset:24576
	ds_write_b16 v184, v237 offset:24832
	ds_write_b16 v184, v238 offset:25088
	ds_write_b16 v184, v239 offset:25344
	ds_write_b16 v184, v240 offset:26624
	ds_write_b16 v184, v241 offset:26880
	ds_write_b16 v184, v242 offset:27136
	ds_write_b16 v184, v243 offset:27392
	ds_write_b16 v184, v244 offset:28672
	ds_write_b16 v184, v245 offset:28928
	ds_write_b16 v184, v246 offset:29184
	ds_write_b16 v184, v247 offset:29440
	ds_write_b16 v184, v248 offset:30720
	ds_write_b16 v184, v249 offset:30976
	ds_write_b16 v184, v250 offset:31232
	ds_write_b16 v184, v251 offset:31488
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v147, v185
	ds_read_u16 v148, v185 offset:256
	ds_read_u16 v149, v185 offset:512
	ds_read_u16 v150, v185 offset:768
	ds_read_u16 v152, v185 offset:2048
	ds_read_u16 v153, v185 offset:2304
	ds_read_u16 v151, v185 offset:2560
	ds_read_u16 v154, v185 offset:2816
	ds_read_u16 v155, v185 offset:4096
	ds_read_u16 v156, v185 offset:4352
	ds_read_u16 v157, v185 offset:4608
	ds_read_u16 v158, v185 offset:4864
	ds_read_u16 v159, v185 offset:6144
	ds_read_u16 v160, v185 offset:6400
	ds_read_u16 v162, v185 offset:6656
	ds_read_u16 v163, v185 offset:6912
	ds_read_u16 v164, v185 offset:8192
	ds_read_u16 v165, v185 offset:8448
	ds_read_u16 v168, v185 offset:8704
	ds_read_u16 v169, v185 offset:8960
	ds_read_u16 v170, v185 offset:10240
	ds_read_u16 v171, v185 offset:10496
	ds_read_u16 v210, v185 offset:10752
	ds_read_u16 v211, v185 offset:11008
	ds_read_u16 v212, v185 offset:12288
	ds_read_u16 v213, v185 offset:12544
	ds_read_u16 v214, v185 offset:12800
	ds_read_u16 v215, v185 offset:13056
	ds_read_u16 v216, v185 offset:14336
	ds_read_u16 v217, v185 offset:14592
	ds_read_u16 v218, v185 offset:14848
	ds_read_u16 v219, v185 offset:15104
	ds_read_u16 v220, v185 offset:16384
	ds_read_u16 v221, v185 offset:16640
	ds_read_u16 v222, v185 offset:16896
	ds_read_u16 v223, v185 offset:17152
	ds_read_u16 v224, v185 offset:18432
	ds_read_u16 v225, v185 offset:18688
	ds_read_u16 v226, v185 offset:18944
	ds_read_u16 v227, v185 offset:19200
	ds_read_u16 v228, v185 offset:20480
	ds_read_u16 v229, v185 offset:20736
	ds_read_u16 v230, v185 offset:20992
	ds_read_u16 v231, v185 offset:21248
	ds_read_u16 v232, v185 offset:22528
	ds_read_u16 v233, v185 offset:22784
	ds_read_u16 v234, v185 offset:23040
	ds_read_u16 v235, v185 offset:23296
	ds_read_u16 v236, v185 offset:24576
	ds_read_u16 v237, v185 offset:24832
	ds_read_u16 v238, v185 offset:25088
	ds_read_u16 v239, v185 offset:25344
	ds_read_u16 v240, v185 offset:26624
	ds_read_u16 v241, v185 offset:26880
	ds_read_u16 v242, v185 offset:27136
	ds_read_u16 v243, v185 offset:27392
	ds_read_u16 v244, v185 offset:28672
	ds_read_u16 v245, v185 offset:28928
	ds_read_u16 v246, v185 offset:29184
	ds_read_u16 v247, v185 offset:29440
	ds_read_u16 v248, v185 offset:30720
	ds_read_u16 v249, v185 offset:30976
	ds_read_u16 v250, v185 offset:31232
	ds_read_u16 v251, v185 offset:31488
	s_waitcnt lgkmcnt(14)
	v_perm_b32 v149, v150, v149, s15
	v_perm_b32 v148, v148, v147, s15
	v_perm_b32 v151, v154, v151, s15
	v_perm_b32 v150, v153, v152, s15
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[148:149], v[16:31]
	v_perm_b32 v153, v158, v157, s15
	v_perm_b32 v152, v156, v155, s15
	v_perm_b32 v155, v163, v162, s15
	v_perm_b32 v154, v160, v159, s15
	v_perm_b32 v157, v169, v168, s15
	v_perm_b32 v156, v165, v164, s15
	v_perm_b32 v159, v211, v210, s15
	v_mfma_f32_32x32x8_f16 v[0:15], v[52:53], v[148:149], v[0:15]
	v_perm_b32 v158, v171, v170, s15
	v_perm_b32 v163, v215, v214, s15
	v_perm_b32 v162, v213, v212, s15
	v_perm_b32 v165, v219, v218, s15
	v_perm_b32 v164, v217, v216, s15
	v_perm_b32 v169, v223, v222, s15
	v_perm_b32 v168, v221, v220, s15
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[150:151], v[16:31]
	v_perm_b32 v171, v227, v226, s15
	v_perm_b32 v170, v225, v224, s15
	v_perm_b32 v211, v231, v230, s15
	v_perm_b32 v210, v229, v228, s15
	v_perm_b32 v213, v235, v234, s15
	v_perm_b32 v212, v233, v232, s15
	s_waitcnt lgkmcnt(12)
	v_perm_b32 v215, v239, v238, s15
	v_mfma_f32_32x32x8_f16 v[0:15], v[60:61], v[150:151], v[0:15]
	v_perm_b32 v214, v237, v236, s15
	s_waitcnt lgkmcnt(8)
	v_perm_b32 v217, v243, v242, s15
	v_perm_b32 v216, v241, v240, s15
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v219, v247, v246, s15
	v_perm_b32 v218, v245, v244, s15
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v221, v251, v250, s15
	v_perm_b32 v220, v249, v248, s15
	v_mfma_f32_32x32x8_f16 v[16:31], v[68:69], v[152:153], v[16:31]
	s_waitcnt vmcnt(0)
	v_perm_b32 v49, v44, v40, s15
	v_perm_b32 v48, v36, v32, s15
	v_mov_b32_e32 v236, v172
	ds_write_b64 v254, v[48:49] offset:32768
	v_perm_b32 v49, v44, v40, s25
	v_perm_b32 v48, v36, v32, s25
	v_mov_b32_e32 v172, v167
	v_mfma_f32_32x32x8_f16 v[0:15], v[64:65], v[152:153], v[0:15]
	v_mov_b32_e32 v167, v177
	ds_write_b64 v236, v[48:49] offset:33024
	v_perm_b32 v49, v45, v41, s15
	v_perm_b32 v48, v37, v33, s15
	v_perm_b32 v41, v45, v41, s25
	v_perm_b32 v40, v37, v33, s25
	v_perm_b32 v33, v46, v42, s15
	v_mfma_f32_32x32x8_f16 v[16:31], v[76:77], v[154:155], v[16:31]
	v_perm_b32 v32, v38, v34, s15
	ds_write_b64 v172, v[48:49] offset:33280
	ds_write_b64 v167, v[40:41] offset:33536
	ds_write_b64 v173, v[32:33] offset:33792
	v_perm_b32 v33, v46, v42, s25
	v_perm_b32 v32, v38, v34, s25
	ds_write_b64 v183, v[32:33] offset:34048
	v_mfma_f32_32x32x8_f16 v[0:15], v[72:73], v[154:155], v[0:15]
	v_perm_b32 v33, v47, v43, s15
	v_perm_b32 v32, v39, v35, s15
	v_mov_b32_e32 v225, v254
	v_mov_b32_e32 v239, v187
	v_mov_b32_e32 v238, v186
	v_mov_b32_e32 v237, v183
	v_mov_b32_e32 v177, v173
	v_mfma_f32_32x32x8_f16 v[16:31], v[80:81], v[156:157], v[16:31]
	ds_write_b64 v186, v[32:33] offset:34304
	v_perm_b32 v33, v47, v43, s25
	v_perm_b32 v32, v39, v35, s25
	ds_write_b128 v166, v[194:197]
	ds_write_b128 v166, v[198:201] offset:8192
	ds_write_b128 v166, v[202:205] offset:16384
	ds_write_b128 v166, v[206:209] offset:24576
	ds_write_b64 v187, v[32:33] offset:34560
	v_mfma_f32_32x32x8_f16 v[0:15], v[84:85], v[156:157], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[88:89], v[158:159], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[92:93], v[158:159], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[132:133], v[162:163], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[128:129], v[162:163], v[0:15]
	v_mov_b32_e32 v129, v146
	v_mov_b32_e32 v128, v161
	v_mfma_f32_32x32x8_f16 v[16:31], v[140:141], v[164:165], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[136:137], v[164:165], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[50:51], v[168:169], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[168:169], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[58:59], v[170:171], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[170:171], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[70:71], v[210:211], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[66:67], v[210:211], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[78:79], v[212:213], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[74:75], v[212:213], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[82:83], v[214:215], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[86:87], v[214:215], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[90:91], v[216:217], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[94:95], v[216:217], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[134:135], v[218:219], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[130:131], v[218:219], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[142:143], v[220:221], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[138:139], v[220:221], v[0:15]
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %Flow
	scratch_load_dword v224, off, off offset:44 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[226:227], off, off offset:48 ; 8-byte Folded Reload
	scratch_load_dwordx2 v[228:229], off, off offset:56 ; 8-byte Folded Reload
	scratch_load_dwordx2 v[230:231], off, off offset:64 ; 8-byte Folded Reload
	scratch_load_dwordx2 v[232:233], off, off offset:72 ; 8-byte Folded Reload
	scratch_load_dwordx2 v[234:235], off, off offset:80 ; 8-byte Folded Reload
	scratch_load_dwordx2 v[240:241], off, off offset:88 ; 8-byte Folded Reload
	scratch_load_dwordx2 v[242:243], off, off offset:96 ; 8-byte Folded Reload
	scratch_load_dwordx2 v[244:245], off, off offset:104 ; 8-byte Folded Reload
	scratch_load_dword v173, off, off offset:112 ; 4-byte Folded Reload
	scratch_load_dword v152, off, off       ; 4-byte Folded Reload
	s_branch .LBB0_3
.LBB0_1:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v146, 0xff800000
	v_mov_b32_e32 v161, 0
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
.LBB0_3:                                ; %Flow968
	s_waitcnt lgkmcnt(0)
	s_barrier
	scratch_load_dword v171, off, off offset:24 ; 4-byte Folded Reload
	s_load_dwordx2 s[22:23], s[0:1], 0x48
	s_load_dword s9, s[0:1], 0x50
                                        ; kill: killed $sgpr0_sgpr1
	s_and_b64 s[0:1], s[12:13], exec
	v_or_b32_e32 v32, v188, v189
	s_cselect_b32 s0, 1, 0
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v255, s22, 6
	s_cmp_lg_u32 s0, 1
	v_add_u32_e32 v132, 0, v32
	v_writelane_b32 v255, s23, 7
	v_writelane_b32 v255, s9, 8
	s_cbranch_scc1 .LBB0_4
; %bb.6:
	ds_read2_b64 v[48:51], v132 offset1:2
	v_add_u32_e32 v68, 0x2000, v132
	ds_read2_b64 v[64:67], v68 offset1:2
	v_add_u32_e32 v84, 0x4000, v132
	ds_read2_b64 v[80:83], v84 offset1:2
	v_add_u32_e32 v133, 0x6000, v132
	ds_read2_b64 v[128:131], v133 offset1:2
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[100:101], 0
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[104:105], v[32:47]
	ds_read2_b64 v[48:51], v132 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[108:109], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[112:113], v[32:47]
	ds_read2_b64 v[48:51], v132 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[116:117], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[120:121], v[32:47]
	ds_read2_b64 v[48:51], v132 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[124:125], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[96:97], v[32:47]
	ds_read2_b64 v[48:51], v132 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[102:103], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[106:107], v[32:47]
	ds_read2_b64 v[48:51], v132 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[110:111], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[114:115], v[32:47]
	ds_read2_b64 v[48:51], v132 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[118:119], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[122:123], v[32:47]
	ds_read2_b64 v[48:51], v132 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[126:127], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[98:99], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[100:101], 0
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[104:105], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[108:109], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[112:113], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[116:117], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[120:121], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[124:125], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[96:97], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[102:103], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[106:107], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[110:111], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[114:115], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[118:119], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[122:123], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[126:127], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[98:99], v[48:63]
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[100:101], 0
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[104:105], v[64:79]
	ds_read2_b64 v[80:83], v84 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[108:109], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[112:113], v[64:79]
	ds_read2_b64 v[80:83], v84 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[116:117], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[120:121], v[64:79]
	ds_read2_b64 v[80:83], v84 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[124:125], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[96:97], v[64:79]
	ds_read2_b64 v[80:83], v84 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[102:103], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[106:107], v[64:79]
	ds_read2_b64 v[80:83], v84 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[110:111], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[114:115], v[64:79]
	ds_read2_b64 v[80:83], v84 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[118:119], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[122:123], v[64:79]
	ds_read2_b64 v[80:83], v84 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[126:127], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[98:99], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[128:129], v[100:101], 0
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[104:105], v[80:95]
	ds_read2_b64 v[128:131], v133 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[128:129], v[108:109], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[112:113], v[80:95]
	ds_read2_b64 v[128:131], v133 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[128:129], v[116:117], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[120:121], v[80:95]
	ds_read2_b64 v[128:131], v133 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[128:129], v[124:125], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[96:97], v[80:95]
	ds_read2_b64 v[128:131], v133 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[128:129], v[102:103], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[106:107], v[80:95]
	ds_read2_b64 v[128:131], v133 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[128:129], v[110:111], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[114:115], v[80:95]
	ds_read2_b64 v[128:131], v133 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[128:129], v[118:119], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[122:123], v[80:95]
	ds_read2_b64 v[128:131], v133 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[128:129], v[126:127], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[98:99], v[80:95]
	s_branch .LBB0_5
.LBB0_4:
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
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
.LBB0_5:
	s_nop 9
	v_max_f32_e32 v149, v87, v87
	v_max_f32_e32 v150, v86, v86
	v_max3_f32 v128, v32, v33, v34
	v_max3_f32 v129, v35, v36, v37
	v_max3_f32 v130, v38, v39, v40
	v_max3_f32 v131, v41, v42, v43
	v_max3_f32 v133, v44, v45, v46
	v_max3_f32 v134, v47, v48, v49
	v_max3_f32 v135, v50, v51, v52
	v_max3_f32 v136, v53, v54, v55
	v_max3_f32 v137, v56, v57, v58
	v_max3_f32 v138, v59, v60, v61
	v_max3_f32 v139, v62, v63, v64
	v_max3_f32 v140, v65, v66, v67
	v_max3_f32 v141, v68, v69, v70
	v_max3_f32 v142, v71, v72, v73
	v_max3_f32 v143, v74, v75, v76
	v_max3_f32 v145, v77, v78, v79
	v_max3_f32 v147, v80, v81, v82
	v_max3_f32 v148, v83, v84, v85
	v_max_f32_e32 v149, v150, v149
	v_max3_f32 v150, v89, v90, v91
	v_max3_f32 v151, v92, v93, v94
	v_max3_f32 v128, v128, v129, v130
	v_max3_f32 v129, v131, v133, v134
	v_max3_f32 v130, v135, v136, v137
	v_max3_f32 v131, v138, v139, v140
	v_max3_f32 v133, v141, v142, v143
	v_max3_f32 v134, v145, v147, v148
	v_max3_f32 v135, v149, v88, v150
	v_max3_f32 v128, v128, v129, v130
	v_max3_f32 v129, v131, v133, v134
	v_max3_f32 v130, v135, v151, v95
	v_max3_f32 v128, v128, v129, v130
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v254, 0x80, v152
	ds_bpermute_b32 v129, v254, v128
	s_cmp_eq_u32 s34, 0
	s_cselect_b32 s1, 0, 0x2010
	s_mov_b32 s0, 0x10000
	s_lshr_b32 s9, s33, 1
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v129, v129, v129
	v_max_f32_e32 v128, v128, v129
	v_mul_f32_e32 v128, v144, v128
	v_max_f32_e32 v129, v146, v146
	v_max_f32_e32 v128, v129, v128
	v_pk_fma_f32 v[32:33], v[144:145], v[32:33], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], v[144:145], v[34:35], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], v[144:145], v[36:37], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[144:145], v[38:39], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], v[144:145], v[40:41], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], v[144:145], v[42:43], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], v[144:145], v[44:45], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[144:145], v[46:47], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], v[144:145], v[48:49], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], v[144:145], v[50:51], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[52:53], v[144:145], v[52:53], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[54:55], v[144:145], v[54:55], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[56:57], v[144:145], v[56:57], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], v[144:145], v[58:59], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[60:61], v[144:145], v[60:61], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], v[144:145], v[62:63], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[64:65], v[144:145], v[64:65], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], v[144:145], v[66:67], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], v[144:145], v[68:69], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], v[144:145], v[70:71], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[72:73], v[144:145], v[72:73], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[74:75], v[144:145], v[74:75], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[76:77], v[144:145], v[76:77], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[78:79], v[144:145], v[78:79], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[80:81], v[144:145], v[80:81], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[82:83], v[144:145], v[82:83], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[84:85], v[144:145], v[84:85], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[86:87], v[144:145], v[86:87], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[88:89], v[144:145], v[88:89], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[90:91], v[144:145], v[90:91], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[92:93], v[144:145], v[92:93], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[94:95], v[144:145], v[94:95], v[128:129] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v134, v32
	v_exp_f32_e32 v135, v33
	v_exp_f32_e32 v136, v34
	v_exp_f32_e32 v137, v35
	v_exp_f32_e32 v138, v36
	v_exp_f32_e32 v139, v37
	v_exp_f32_e32 v140, v38
	v_exp_f32_e32 v141, v39
	v_exp_f32_e32 v142, v40
	v_exp_f32_e32 v143, v41
	v_exp_f32_e32 v148, v42
	v_exp_f32_e32 v149, v43
	v_exp_f32_e32 v150, v44
	v_exp_f32_e32 v151, v45
	v_exp_f32_e32 v152, v46
	v_exp_f32_e32 v153, v47
	v_exp_f32_e32 v154, v48
	v_exp_f32_e32 v155, v49
	v_exp_f32_e32 v156, v50
	v_exp_f32_e32 v157, v51
	v_exp_f32_e32 v158, v52
	v_exp_f32_e32 v159, v53
	v_exp_f32_e32 v162, v54
	v_exp_f32_e32 v163, v55
	v_exp_f32_e32 v164, v56
	v_exp_f32_e32 v165, v57
	v_exp_f32_e32 v168, v58
	v_exp_f32_e32 v169, v59
	v_exp_f32_e32 v184, v60
	v_exp_f32_e32 v185, v61
	v_exp_f32_e32 v186, v62
	v_exp_f32_e32 v187, v63
	v_exp_f32_e32 v192, v64
	v_exp_f32_e32 v193, v65
	v_exp_f32_e32 v194, v66
	v_exp_f32_e32 v195, v67
	v_exp_f32_e32 v196, v68
	v_exp_f32_e32 v197, v69
	v_exp_f32_e32 v198, v70
	v_exp_f32_e32 v199, v71
	v_exp_f32_e32 v200, v72
	v_exp_f32_e32 v201, v73
	v_exp_f32_e32 v202, v74
	v_exp_f32_e32 v203, v75
	v_exp_f32_e32 v204, v76
	v_exp_f32_e32 v205, v77
	v_exp_f32_e32 v206, v78
	v_exp_f32_e32 v207, v79
	v_exp_f32_e32 v208, v80
	v_exp_f32_e32 v209, v81
	v_exp_f32_e32 v210, v82
	v_exp_f32_e32 v211, v83
	v_exp_f32_e32 v212, v84
	v_exp_f32_e32 v213, v85
	v_exp_f32_e32 v214, v86
	v_exp_f32_e32 v215, v87
	v_exp_f32_e32 v216, v88
	v_exp_f32_e32 v217, v89
	v_exp_f32_e32 v218, v90
	v_exp_f32_e32 v219, v91
	v_exp_f32_e32 v220, v92
	v_exp_f32_e32 v221, v93
	v_exp_f32_e32 v222, v94
	v_exp_f32_e32 v223, v95
	v_sub_f32_e32 v32, v146, v128
	v_exp_f32_e32 v129, v32
	v_pk_add_f32 v[32:33], v[134:135], v[136:137]
	v_pk_add_f32 v[34:35], v[138:139], v[140:141]
	v_pk_add_f32 v[36:37], v[142:143], v[148:149]
	v_pk_add_f32 v[38:39], v[150:151], v[152:153]
	v_pk_add_f32 v[40:41], v[154:155], v[156:157]
	v_pk_add_f32 v[42:43], v[158:159], v[162:163]
	v_pk_add_f32 v[44:45], v[164:165], v[168:169]
	v_pk_add_f32 v[46:47], v[184:185], v[186:187]
	v_pk_add_f32 v[48:49], v[192:193], v[194:195]
	v_pk_add_f32 v[50:51], v[196:197], v[198:199]
	v_pk_add_f32 v[52:53], v[200:201], v[202:203]
	v_pk_add_f32 v[54:55], v[204:205], v[206:207]
	v_pk_add_f32 v[56:57], v[208:209], v[210:211]
	v_pk_add_f32 v[58:59], v[212:213], v[214:215]
	v_pk_add_f32 v[60:61], v[216:217], v[218:219]
	v_pk_add_f32 v[62:63], v[220:221], v[222:223]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[40:41], v[48:49], v[50:51]
	v_pk_add_f32 v[42:43], v[52:53], v[54:55]
	v_pk_add_f32 v[44:45], v[56:57], v[58:59]
	v_pk_add_f32 v[46:47], v[60:61], v[62:63]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_cvt_f16_f32_e32 v160, v164
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_or_b32_e32 v34, s1, v188
	v_add_f32_e32 v131, v32, v33
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v32, 2, v171
	v_lshl_or_b32 v33, s28, 1, v32
	scratch_store_dword off, v33, off       ; 4-byte Folded Spill
	v_add_u32_e32 v33, 0x10000, v33
	v_or_b32_e32 v32, s33, v32
	scratch_store_dword off, v33, off offset:12 ; 4-byte Folded Spill
	ds_write_b32 v33, v129
	s_waitcnt lgkmcnt(0)
	s_barrier
	scratch_store_dword off, v32, off offset:4 ; 4-byte Folded Spill
	v_add_u32_e32 v32, 0x10000, v32
	scratch_store_dword off, v32, off offset:16 ; 4-byte Folded Spill
	ds_read_b32 v130, v32
	scratch_load_dword v32, off, off offset:40 ; 4-byte Folded Reload
	scratch_load_dword v33, off, off offset:28 ; 4-byte Folded Reload
	v_cvt_f16_f32_e32 v164, v169
	ds_bpermute_b32 v133, v254, v131
	v_cvt_f16_f32_e32 v134, v134
	v_cvt_f16_f32_e32 v135, v135
	v_cvt_f16_f32_e32 v136, v136
	v_cvt_f16_f32_e32 v145, v148
	v_cvt_f16_f32_e32 v148, v150
	v_cvt_f16_f32_e32 v150, v152
	v_cvt_f16_f32_e32 v152, v154
	v_cvt_f16_f32_e32 v154, v156
	v_cvt_f16_f32_e32 v156, v158
	v_cvt_f16_f32_e32 v158, v162
	v_cvt_f16_f32_e32 v162, v165
	v_cvt_f16_f32_e32 v165, v184
	v_cvt_f16_f32_e32 v184, v187
	v_cvt_f16_f32_e32 v187, v194
	v_cvt_f16_f32_e32 v194, v199
	v_cvt_f16_f32_e32 v199, v204
	v_cvt_f16_f32_e32 v204, v209
	v_cvt_f16_f32_e32 v209, v214
	v_cvt_f16_f32_e32 v214, v219
	v_cvt_f16_f32_e32 v137, v137
	v_cvt_f16_f32_e32 v147, v149
	v_cvt_f16_f32_e32 v149, v151
	v_cvt_f16_f32_e32 v151, v153
	v_cvt_f16_f32_e32 v153, v155
	v_cvt_f16_f32_e32 v155, v157
	v_cvt_f16_f32_e32 v157, v159
	v_cvt_f16_f32_e32 v159, v163
	v_cvt_f16_f32_e32 v163, v168
	v_cvt_f16_f32_e32 v168, v185
	v_cvt_f16_f32_e32 v138, v138
	v_cvt_f16_f32_e32 v139, v139
	v_cvt_f16_f32_e32 v140, v140
	v_cvt_f16_f32_e32 v141, v141
	v_cvt_f16_f32_e32 v142, v142
	v_cvt_f16_f32_e32 v143, v143
	v_cvt_f16_f32_e32 v170, v186
	v_cvt_f16_f32_e32 v185, v192
	v_cvt_f16_f32_e32 v186, v193
	v_cvt_f16_f32_e32 v189, v195
	v_cvt_f16_f32_e32 v191, v196
	v_cvt_f16_f32_e32 v192, v197
	v_cvt_f16_f32_e32 v193, v198
	v_cvt_f16_f32_e32 v195, v200
	v_cvt_f16_f32_e32 v196, v201
	v_cvt_f16_f32_e32 v197, v202
	v_cvt_f16_f32_e32 v198, v203
	v_cvt_f16_f32_e32 v200, v205
	v_cvt_f16_f32_e32 v201, v206
	v_cvt_f16_f32_e32 v202, v207
	v_cvt_f16_f32_e32 v203, v208
	v_cvt_f16_f32_e32 v205, v210
	v_cvt_f16_f32_e32 v206, v211
	v_cvt_f16_f32_e32 v207, v212
	v_cvt_f16_f32_e32 v208, v213
	v_cvt_f16_f32_e32 v210, v215
	v_cvt_f16_f32_e32 v211, v216
	v_cvt_f16_f32_e32 v212, v217
	v_cvt_f16_f32_e32 v213, v218
	v_cvt_f16_f32_e32 v215, v220
	v_cvt_f16_f32_e32 v216, v221
	v_cvt_f16_f32_e32 v217, v222
	v_cvt_f16_f32_e32 v218, v223
	s_mov_b32 s10, s34
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v32, 0x1008, v32
	s_waitcnt vmcnt(0)
	v_mul_u32_u24_e32 v33, 0x108, v33
	v_xor_b32_e32 v33, v34, v33
	v_xor_b32_e32 v32, v33, v32
	v_add_u32_e32 v34, 0, v32
	v_add_u32_e32 v33, 0x8000, v34
	ds_read2_b64 v[92:95], v33 offset1:16
	v_xor_b32_e32 v33, 16, v32
	v_add_u32_e32 v190, 0, v33
	v_add_u32_e32 v33, 0x8000, v190
	ds_read2_b64 v[88:91], v33 offset1:16
	v_xor_b32_e32 v33, 32, v32
	v_add_u32_e32 v180, 0, v33
	v_add_u32_e32 v33, 0x8000, v180
	ds_read2_b64 v[84:87], v33 offset1:16
	v_xor_b32_e32 v33, 48, v32
	v_add_u32_e32 v181, 0, v33
	v_add_u32_e32 v33, 0x8000, v181
	ds_read2_b64 v[80:83], v33 offset1:16
	v_xor_b32_e32 v33, 64, v32
	v_add_u32_e32 v176, 0, v33
	v_add_u32_e32 v33, 0x8000, v176
	ds_read2_b64 v[76:79], v33 offset1:16
	v_xor_b32_e32 v33, 0x50, v32
	v_add_u32_e32 v178, 0, v33
	v_add_u32_e32 v33, 0x8000, v178
	ds_read2_b64 v[72:75], v33 offset1:16
	v_xor_b32_e32 v33, 0x60, v32
	v_xor_b32_e32 v32, 0x70, v32
	v_add_u32_e32 v183, 0, v32
	v_add_u32_e32 v32, 0x8000, v183
	ds_read2_b64 v[64:67], v32 offset1:16
	v_add_u32_e32 v32, 0xc000, v180
	ds_read2_b64 v[44:47], v32 offset1:16
	v_add_u32_e32 v32, 0xc000, v181
	ds_read2_b64 v[48:51], v32 offset1:16
	v_add_u32_e32 v32, 0xc000, v34
	v_add_u32_e32 v182, 0, v33
	ds_read2_b64 v[36:39], v32 offset1:16
	v_add_u32_e32 v32, 0xc000, v190
	ds_read2_b64 v[40:43], v32 offset1:16
	v_add_u32_e32 v32, 0xc000, v182
	ds_read2_b64 v[56:59], v32 offset1:16
	v_add_u32_e32 v32, 0xc000, v183
	ds_read2_b64 v[60:63], v32 offset1:16
	v_add_u32_e32 v32, 0xc000, v176
	v_add_u32_e32 v33, 0x8000, v182
	ds_read2_b64 v[52:55], v32 offset1:16
	v_add_u32_e32 v32, 0xc000, v178
	ds_read2_b64 v[68:71], v33 offset1:16
	scratch_store_dword off, v34, off offset:8 ; 4-byte Folded Spill
	ds_read2_b64 v[32:35], v32 offset1:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	scratch_load_dword v169, off, off offset:32 ; 4-byte Folded Reload
	scratch_load_dword v174, off, off offset:36 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add3_u32 v219, s0, v174, v169
	s_and_b64 s[0:1], s[12:13], exec
	v_add_u32_e32 v169, s28, v219
	s_cselect_b32 s0, 1, 0
	ds_write_b16 v169, v134
	ds_write_b16 v169, v135 offset:256
	ds_write_b16 v169, v136 offset:512
	ds_write_b16 v169, v137 offset:768
	ds_write_b16 v169, v138 offset:2048
	ds_write_b16 v169, v139 offset:2304
	ds_write_b16 v169, v140 offset:2560
	ds_write_b16 v169, v141 offset:2816
	ds_write_b16 v169, v142 offset:4096
	ds_write_b16 v169, v143 offset:4352
	ds_write_b16 v169, v145 offset:4608
	ds_write_b16 v169, v147 offset:4864
	ds_write_b16 v169, v148 offset:6144
	ds_write_b16 v169, v149 offset:6400
	ds_write_b16 v169, v150 offset:6656
	ds_write_b16 v169, v151 offset:6912
	ds_write_b16 v169, v152 offset:8192
	ds_write_b16 v169, v153 offset:8448
	ds_write_b16 v169, v154 offset:8704
	ds_write_b16 v169, v155 offset:8960
	ds_write_b16 v169, v156 offset:10240
	ds_write_b16 v169, v157 offset:10496
	ds_write_b16 v169, v158 offset:10752
	ds_write_b16 v169, v159 offset:11008
	ds_write_b16 v169, v160 offset:12288
	ds_write_b16 v169, v162 offset:12544
	ds_write_b16 v169, v163 offset:12800
	ds_write_b16 v169, v164 offset:13056
	ds_write_b16 v169, v165 offset:14336
	ds_write_b16 v169, v168 offset:14592
	ds_write_b16 v169, v170 offset:14848
	ds_write_b16 v169, v184 offset:15104
	ds_write_b16 v169, v185 offset:16384
	ds_write_b16 v169, v186 offset:16640
	ds_write_b16 v169, v187 offset:16896
	ds_write_b16 v169, v189 offset:17152
	ds_write_b16 v169, v191 offset:18432
	ds_write_b16 v169, v192 offset:18688
	ds_write_b16 v169, v193 offset:18944
	ds_write_b16 v169, v194 offset:19200
	ds_write_b16 v169, v195 offset:20480
	ds_write_b16 v169, v196 offset:20736
	ds_write_b16 v169, v197 offset:20992
	ds_write_b16 v169, v198 offset:21248
	ds_write_b16 v169, v199 offset:22528
	ds_write_b16 v169, v200 offset:22784
	ds_write_b16 v169, v201 offset:23040
	ds_write_b16 v169, v202 offset:23296
	ds_write_b16 v169, v203 offset:24576
	ds_write_b16 v169, v204 offset:24832
	ds_write_b16 v169, v205 offset:25088
	ds_write_b16 v169, v206 offset:25344
	ds_write_b16 v169, v207 offset:26624
	ds_write_b16 v169, v208 offset:26880
	ds_write_b16 v169, v209 offset:27136
	ds_write_b16 v169, v210 offset:27392
	ds_write_b16 v169, v211 offset:28672
	ds_write_b16 v169, v212 offset:28928
	ds_write_b16 v169, v213 offset:29184
	ds_write_b16 v169, v214 offset:29440
	ds_write_b16 v169, v215 offset:30720
	ds_write_b16 v169, v216 offset:30976
	ds_write_b16 v169, v217 offset:31232
	ds_write_b16 v169, v218 offset:31488
	s_cmp_lg_u32 s0, 1
	v_add_u32_e32 v168, s9, v219
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_6
; %bb.9:
	ds_read_u16 v134, v168 offset:768
	ds_read_u16 v135, v168 offset:512
	ds_read_u16 v136, v168 offset:256
	ds_read_u16 v137, v168
	s_mov_b32 s0, 0x5040100
	v_pk_mul_f32 v[30:31], v[30:31], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[130:131] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v135, v134, v135, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v134, v136, v137, s0
	v_pk_mul_f32 v[14:15], v[14:15], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[130:131] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[16:31], v[92:93], v[134:135], v[16:31]
	ds_read_u16 v92, v168 offset:2816
	ds_read_u16 v93, v168 offset:2560
	ds_read_u16 v136, v168 offset:2304
	ds_read_u16 v137, v168 offset:2048
	v_mov_b32_e32 v146, v128
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v93, v92, v93, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v92, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[44:45], v[134:135], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[88:89], v[92:93], v[16:31]
	ds_read_u16 v88, v168 offset:4864
	ds_read_u16 v89, v168 offset:4608
	ds_read_u16 v136, v168 offset:4352
	ds_read_u16 v137, v168 offset:4096
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v89, v88, v89, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v88, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[48:49], v[92:93], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[84:85], v[88:89], v[16:31]
	ds_read_u16 v84, v168 offset:6912
	ds_read_u16 v85, v168 offset:6656
	ds_read_u16 v136, v168 offset:6400
	ds_read_u16 v137, v168 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v85, v84, v85, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v84, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[36:37], v[88:89], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[80:81], v[84:85], v[16:31]
	ds_read_u16 v80, v168 offset:8960
	ds_read_u16 v81, v168 offset:8704
	ds_read_u16 v136, v168 offset:8448
	ds_read_u16 v137, v168 offset:8192
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v81, v80, v81, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v80, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[40:41], v[84:85], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[76:77], v[80:81], v[16:31]
	ds_read_u16 v76, v168 offset:11008
	ds_read_u16 v77, v168 offset:10752
	ds_read_u16 v136, v168 offset:10496
	ds_read_u16 v137, v168 offset:10240
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v77, v76, v77, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v76, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[56:57], v[80:81], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[72:73], v[76:77], v[16:31]
	ds_read_u16 v72, v168 offset:13056
	ds_read_u16 v73, v168 offset:12800
	ds_read_u16 v136, v168 offset:12544
	ds_read_u16 v137, v168 offset:12288
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v73, v72, v73, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v72, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[60:61], v[76:77], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[68:69], v[72:73], v[16:31]
	ds_read_u16 v68, v168 offset:15104
	ds_read_u16 v69, v168 offset:14848
	ds_read_u16 v136, v168 offset:14592
	ds_read_u16 v137, v168 offset:14336
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v69, v68, v69, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v68, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[52:53], v[72:73], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[64:65], v[68:69], v[16:31]
	ds_read_u16 v64, v168 offset:17152
	ds_read_u16 v65, v168 offset:16896
	ds_read_u16 v136, v168 offset:16640
	ds_read_u16 v137, v168 offset:16384
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v65, v64, v65, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v64, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[32:33], v[68:69], v[0:15]
	v_add_f32_e32 v32, v131, v133
	v_fmac_f32_e32 v32, v161, v129
	v_mov_b32_e32 v161, v32
	v_mfma_f32_32x32x8_f16 v[16:31], v[94:95], v[64:65], v[16:31]
	ds_read_u16 v94, v168 offset:19200
	ds_read_u16 v95, v168 offset:18944
	ds_read_u16 v136, v168 offset:18688
	ds_read_u16 v137, v168 offset:18432
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v95, v94, v95, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v94, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[64:65], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[90:91], v[94:95], v[16:31]
	ds_read_u16 v90, v168 offset:21248
	ds_read_u16 v91, v168 offset:20992
	ds_read_u16 v136, v168 offset:20736
	ds_read_u16 v137, v168 offset:20480
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v91, v90, v91, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v90, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[94:95], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[86:87], v[90:91], v[16:31]
	ds_read_u16 v86, v168 offset:23296
	ds_read_u16 v87, v168 offset:23040
	ds_read_u16 v136, v168 offset:22784
	ds_read_u16 v137, v168 offset:22528
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v87, v86, v87, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v86, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[90:91], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[82:83], v[86:87], v[16:31]
	ds_read_u16 v82, v168 offset:25344
	ds_read_u16 v83, v168 offset:25088
	ds_read_u16 v136, v168 offset:24832
	ds_read_u16 v137, v168 offset:24576
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v83, v82, v83, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v82, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[86:87], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[78:79], v[82:83], v[16:31]
	ds_read_u16 v78, v168 offset:27392
	ds_read_u16 v79, v168 offset:27136
	ds_read_u16 v136, v168 offset:26880
	ds_read_u16 v137, v168 offset:26624
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v79, v78, v79, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v78, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[82:83], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[74:75], v[78:79], v[16:31]
	ds_read_u16 v74, v168 offset:29440
	ds_read_u16 v75, v168 offset:29184
	ds_read_u16 v136, v168 offset:28928
	ds_read_u16 v137, v168 offset:28672
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v75, v74, v75, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v74, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[78:79], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[70:71], v[74:75], v[16:31]
	ds_read_u16 v70, v168 offset:31488
	ds_read_u16 v71, v168 offset:31232
	ds_read_u16 v136, v168 offset:30976
	ds_read_u16 v137, v168 offset:30720
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v71, v70, v71, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v70, v136, v137, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[74:75], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[66:67], v[70:71], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[70:71], v[0:15]
.LBB0_6:
	s_lshr_b32 s0, s28, 1
	v_or_b32_e32 v134, s0, v171
	s_mul_i32 s0, s24, s8
	s_add_i32 s14, s14, s0
	s_cmp_lg_u32 s8, 0x7fffff80
	s_cselect_b64 s[12:13], -1, 0
	v_add_lshl_u32 v32, s14, v226, 1
	v_bfrev_b32_e32 v189, 1
	s_and_b64 s[0:1], s[12:13], s[18:19]
	v_cndmask_b32_e64 v32, v189, v32, s[0:1]
	buffer_load_dwordx4 v[80:83], v32, s[4:7], 0 offen
	v_add_lshl_u32 v32, v244, s14, 1
	s_and_b64 vcc, s[12:13], vcc
	v_cndmask_b32_e32 v32, v189, v32, vcc
	buffer_load_dwordx4 v[84:87], v32, s[4:7], 0 offen
	v_add_lshl_u32 v32, v242, s14, 1
	s_and_b64 vcc, s[12:13], s[16:17]
	v_cndmask_b32_e32 v32, v189, v32, vcc
	buffer_load_dwordx4 v[88:91], v32, s[4:7], 0 offen
	v_add_lshl_u32 v32, v240, s14, 1
	s_and_b64 vcc, s[12:13], s[2:3]
	v_cndmask_b32_e32 v32, v189, v32, vcc
	buffer_load_dwordx4 v[92:95], v32, s[4:7], 0 offen
	s_mul_i32 s0, s27, s8
	v_or_b32_e32 v32, s8, v224
	s_add_i32 s11, s11, s0
	v_cmp_gt_i32_e32 vcc, s35, v32
	v_add_lshl_u32 v32, v234, s11, 1
	s_and_b64 vcc, s[12:13], vcc
	v_add_lshl_u32 v36, v232, s11, 1
	v_add_lshl_u32 v40, v230, s11, 1
	v_add_lshl_u32 v44, v228, s11, 1
	v_cndmask_b32_e32 v32, v189, v32, vcc
	s_mov_b32 s22, s6
	s_mov_b32 s23, s7
	v_cndmask_b32_e32 v36, v189, v36, vcc
	v_cndmask_b32_e32 v40, v189, v40, vcc
	v_cndmask_b32_e32 v44, v189, v44, vcc
	buffer_load_dwordx4 v[32:35], v32, s[20:23], 0 offen
	v_lshrrev_b32_e32 v170, 3, v173
	buffer_load_dwordx4 v[36:39], v36, s[20:23], 0 offen
	v_or_b32_e32 v252, 0x60, v170
	buffer_load_dwordx4 v[40:43], v40, s[20:23], 0 offen
	v_or_b32_e32 v48, 0x7b, v170
	buffer_load_dwordx4 v[44:47], v44, s[20:23], 0 offen
	v_or_b32_e32 v74, s8, v252
	v_or_b32_e32 v72, s8, v170
	v_cmp_gt_i32_e64 s[0:1], s35, v74
	v_cmp_ge_u32_e64 s[2:3], v134, v48
	v_or_b32_e32 v48, 11, v170
	v_or_b32_e32 v74, 10, v170
	v_or_b32_e32 v75, 9, v170
	v_or_b32_e32 v76, 8, v170
	v_or_b32_e32 v77, 3, v170
	v_or_b32_e32 v78, 2, v170
	v_or_b32_e32 v49, 0x53, v170
	v_or_b32_e32 v50, 0x52, v170
	s_mov_b32 s9, 0x5040100
	s_mov_b32 s76, 0x7060302
	v_cmp_gt_i32_e64 s[16:17], s35, v72
	v_cmp_ge_u32_e64 s[42:43], v134, v48
	v_cmp_ge_u32_e64 s[44:45], v134, v74
	v_cmp_ge_u32_e64 s[64:65], v134, v75
	v_cmp_ge_u32_e64 s[66:67], v134, v76
	v_cmp_ge_u32_e64 s[68:69], v134, v77
	v_cmp_ge_u32_e64 s[70:71], v134, v78
	v_cmp_gt_u32_e64 s[72:73], v134, v170
	v_cmp_ge_u32_e64 s[74:75], v134, v170
	v_or_b32_e32 v179, 0x50, v170
	v_or_b32_e32 v51, 0x42, v170
	v_or_b32_e32 v52, 0x41, v170
	v_or_b32_e32 v53, 59, v170
	v_or_b32_e32 v54, 58, v170
	v_or_b32_e32 v55, 57, v170
	v_cmp_ge_u32_e64 s[12:13], v134, v49
	s_and_b64 s[98:99], s[16:17], s[68:69]
	s_and_b64 s[96:97], s[16:17], s[70:71]
	s_and_b64 s[94:95], s[16:17], s[64:65]
	s_and_b64 s[92:93], s[16:17], s[66:67]
	s_and_b64 s[90:91], s[16:17], s[42:43]
	s_and_b64 s[88:89], s[16:17], s[44:45]
	s_and_b64 s[86:87], s[16:17], s[72:73]
	s_and_b64 s[84:85], s[16:17], s[74:75]
	v_cmp_ge_u32_e64 s[16:17], v134, v50
	v_or_b32_e32 v73, s8, v179
	v_cmp_ge_u32_e64 s[6:7], v134, v51
	v_cmp_ge_u32_e64 s[4:5], v134, v52
	v_cmp_ge_u32_e64 s[22:23], v134, v53
	v_cmp_ge_u32_e64 s[18:19], v134, v54
	v_cmp_ge_u32_e64 s[20:21], v134, v55
	v_or_b32_e32 v56, 56, v170
	v_or_b32_e32 v57, 51, v170
	v_or_b32_e32 v58, 49, v170
	v_or_b32_e32 v59, 43, v170
	v_or_b32_e32 v60, 42, v170
	v_or_b32_e32 v61, 41, v170
	v_or_b32_e32 v62, 40, v170
	v_or_b32_e32 v63, 35, v170
	v_or_b32_e32 v64, 34, v170
	v_or_b32_e32 v65, 27, v170
	v_or_b32_e32 v66, 26, v170
	v_or_b32_e32 v67, 25, v170
	v_or_b32_e32 v68, 24, v170
	v_or_b32_e32 v69, 19, v170
	v_or_b32_e32 v70, 18, v170
	v_or_b32_e32 v71, 17, v170
	v_cmp_gt_i32_e32 vcc, s35, v73
	v_add_u32_e32 v72, 0x6000, v132
	v_add_u32_e32 v73, 0x4000, v132
	v_add_u32_e32 v232, 0x2000, v132
	v_writelane_b32 v255, s2, 9
	v_cmp_ge_u32_e64 s[50:51], v134, v65
	v_cmp_ge_u32_e64 s[62:63], v134, v66
	v_writelane_b32 v255, s3, 10
	v_cmp_ge_u32_e64 s[60:61], v134, v67
	v_cmp_ge_u32_e64 s[58:59], v134, v68
	v_cmp_ge_u32_e64 s[56:57], v134, v69
	v_cmp_ge_u32_e64 s[52:53], v134, v70
	v_cmp_ge_u32_e64 s[48:49], v134, v71
	v_cmp_ge_u32_e64 s[46:47], v134, v58
	s_waitcnt vmcnt(2)
	v_perm_b32 v48, v36, v32, s9
	v_perm_b32 v32, v36, v32, s76
	v_perm_b32 v36, v37, v33, s9
	v_perm_b32 v50, v37, v33, s76
	s_waitcnt vmcnt(0)
	v_perm_b32 v49, v44, v40, s9
	v_perm_b32 v33, v44, v40, s76
	v_perm_b32 v52, v38, v34, s9
	v_perm_b32 v54, v38, v34, s76
	ds_write_b64 v225, v[48:49] offset:32768
	ds_write_b64 v236, v[32:33] offset:33024
	v_perm_b32 v37, v45, v41, s9
	v_perm_b32 v51, v45, v41, s76
	v_perm_b32 v53, v46, v42, s9
	v_perm_b32 v55, v46, v42, s76
	v_perm_b32 v33, v47, v43, s9
	v_perm_b32 v32, v39, v35, s9
	ds_write_b64 v172, v[36:37] offset:33280
	ds_write_b64 v167, v[50:51] offset:33536
	ds_write_b64 v177, v[52:53] offset:33792
	ds_write_b64 v237, v[54:55] offset:34048
	ds_write_b64 v238, v[32:33] offset:34304
	v_perm_b32 v33, v47, v43, s76
	v_perm_b32 v32, v39, v35, s76
	v_cmp_ge_u32_e64 s[38:39], v134, v59
	v_cmp_ge_u32_e64 s[36:37], v134, v60
	s_mov_b32 s11, s35
	v_cmp_ge_u32_e64 s[34:35], v134, v61
	v_cmp_ge_u32_e64 s[30:31], v134, v62
	v_cmp_ge_u32_e64 s[28:29], v134, v63
	v_cmp_ge_u32_e64 s[26:27], v134, v64
	ds_write_b128 v166, v[80:83]
	v_cmp_ge_u32_e64 s[14:15], v134, v56
	v_cmp_ge_u32_e64 s[2:3], v134, v57
	ds_write_b128 v166, v[84:87] offset:8192
	ds_write_b128 v166, v[88:91] offset:16384
	ds_write_b128 v166, v[92:95] offset:24576
	ds_write_b64 v239, v[32:33] offset:34560
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[148:151], v72 offset0:28 offset1:30
	ds_read2_b64 v[152:155], v72 offset0:24 offset1:26
	ds_read2_b64 v[156:159], v72 offset0:20 offset1:22
	ds_read2_b64 v[162:165], v72 offset0:16 offset1:18
	ds_read2_b64 v[192:195], v72 offset0:12 offset1:14
	ds_read2_b64 v[196:199], v72 offset0:8 offset1:10
	ds_read2_b64 v[200:203], v72 offset0:4 offset1:6
	ds_read2_b64 v[204:207], v72 offset1:2
	ds_read2_b64 v[80:83], v73 offset0:28 offset1:30
	ds_read2_b64 v[84:87], v73 offset0:24 offset1:26
	ds_read2_b64 v[88:91], v73 offset0:20 offset1:22
	ds_read2_b64 v[92:95], v73 offset0:16 offset1:18
	ds_read2_b64 v[208:211], v73 offset0:12 offset1:14
	ds_read2_b64 v[212:215], v73 offset0:8 offset1:10
	ds_read2_b64 v[216:219], v73 offset0:4 offset1:6
	ds_read2_b64 v[220:223], v73 offset1:2
	ds_read2_b64 v[128:131], v232 offset0:28 offset1:30
	ds_read2_b64 v[64:67], v232 offset0:24 offset1:26
	ds_read2_b64 v[68:71], v232 offset0:20 offset1:22
	ds_read2_b64 v[72:75], v232 offset0:16 offset1:18
	ds_read2_b64 v[76:79], v232 offset0:12 offset1:14
	ds_read2_b64 v[224:227], v232 offset0:8 offset1:10
	ds_read2_b64 v[228:231], v232 offset0:4 offset1:6
	ds_read2_b64 v[232:235], v232 offset1:2
	ds_read2_b64 v[48:51], v132 offset0:28 offset1:30
	ds_read2_b64 v[52:55], v132 offset0:24 offset1:26
	ds_read2_b64 v[56:59], v132 offset0:20 offset1:22
	ds_read2_b64 v[60:63], v132 offset0:16 offset1:18
	ds_read2_b64 v[236:239], v132 offset0:12 offset1:14
	ds_read2_b64 v[240:243], v132 offset0:8 offset1:10
	ds_read2_b64 v[244:247], v132 offset1:2
	ds_read2_b64 v[248:251], v132 offset0:4 offset1:6
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[32:47], v[244:245], v[100:101], 0
	v_or_b32_e32 v133, 0x68, v170
	v_cmp_ge_u32_e64 s[74:75], v134, v133
	v_or_b32_e32 v145, 0x78, v170
	v_or_b32_e32 v160, 0x62, v170
	v_or_b32_e32 v147, 0x63, v170
	v_or_b32_e32 v191, 0x61, v170
	v_cmp_ge_u32_e64 s[76:77], v134, v160
	v_mfma_f32_32x32x8_f16 v[32:47], v[246:247], v[104:105], v[32:47]
	v_cmp_ge_u32_e64 s[72:73], v134, v147
	s_and_b64 s[82:83], s[0:1], s[76:77]
	v_cmp_ge_u32_e64 s[76:77], v134, v191
	v_or_b32_e32 v253, 0x5b, v170
	v_or_b32_e32 v187, 0x5a, v170
	v_mov_b32_e32 v136, 0xc9742400
	s_and_b64 s[80:81], s[0:1], s[76:77]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[248:249], v[108:109], v[32:47]
	v_cmp_ge_u32_e64 s[76:77], v134, v252
	s_and_b64 s[74:75], s[0:1], s[74:75]
	s_and_b64 s[72:73], s[0:1], s[72:73]
	s_and_b64 s[78:79], s[0:1], s[76:77]
	v_cmp_ge_u32_e64 s[76:77], v134, v253
	s_and_b64 s[76:77], vcc, s[76:77]
	v_or_b32_e32 v184, 32, v170
	v_mfma_f32_32x32x8_f16 v[32:47], v[250:251], v[112:113], v[32:47]
	v_or_b32_e32 v142, 48, v170
	v_or_b32_e32 v138, 64, v170
	v_cmp_ge_u32_e64 s[40:41], v134, v142
	v_or_b32_e32 v135, 0x70, v170
	v_cmp_ge_u32_e64 s[54:55], v134, v184
	v_cmp_ge_u32_e64 s[24:25], v134, v138
	v_or_b32_e32 v188, 0x51, v170
	v_mfma_f32_32x32x8_f16 v[32:47], v[240:241], v[116:117], v[32:47]
	v_cmp_ge_u32_e64 s[42:43], v134, v188
	v_or_b32_e32 v174, 0x4b, v170
	v_cmp_ge_u32_e64 s[44:45], v134, v179
	v_or_b32_e32 v175, 0x4a, v170
	v_cmp_ge_u32_e64 s[70:71], v134, v174
	v_or_b32_e32 v173, 0x49, v170
	v_cmp_ge_u32_e64 s[68:69], v134, v175
	v_mfma_f32_32x32x8_f16 v[32:47], v[242:243], v[120:121], v[32:47]
	v_or_b32_e32 v186, 0x59, v170
	v_or_b32_e32 v171, 0x48, v170
	v_cmp_ge_u32_e64 s[66:67], v134, v173
	v_cmp_ge_u32_e64 s[64:65], v134, v171
	v_or_b32_e32 v185, 0x79, v170
	v_or_b32_e32 v143, 0x73, v170
	v_or_b32_e32 v141, 0x72, v170
	v_mfma_f32_32x32x8_f16 v[32:47], v[236:237], v[124:125], v[32:47]
	v_or_b32_e32 v140, 0x71, v170
	v_or_b32_e32 v137, 0x6a, v170
	v_or_b32_e32 v139, 0x6b, v170
	v_mfma_f32_32x32x8_f16 v[32:47], v[238:239], v[96:97], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[60:61], v[102:103], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[62:63], v[106:107], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[56:57], v[110:111], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[58:59], v[114:115], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[52:53], v[118:119], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[54:55], v[122:123], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[126:127], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[98:99], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[232:233], v[100:101], 0
	s_nop 9
	v_pk_mov_b32 v[132:133], v[44:45], v[46:47] op_sel:[1,0]
	v_pk_mov_b32 v[44:45], v[42:43], v[44:45] op_sel:[1,0]
	v_pk_mov_b32 v[42:43], v[40:41], v[42:43] op_sel:[1,0]
	v_or_b32_e32 v41, 16, v170
	v_pk_mul_f32 v[44:45], v[144:145], v[44:45] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[144:145], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[132:133], v[144:145], v[132:133] op_sel_hi:[0,1]
	v_mfma_f32_32x32x8_f16 v[48:63], v[234:235], v[104:105], v[48:63]
	v_mul_f32_e64 v34, v144, v34
	v_mul_f32_e64 v35, v144, v35
	v_mul_f32_e64 v36, v144, v36
	v_mul_f32_e64 v37, v144, v37
	v_mul_f32_e64 v38, v144, v38
	v_mul_f32_e64 v39, v144, v39
	v_pk_mul_f32 v[32:33], v[144:145], v[32:33] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v35, v136, v35, s[98:99]
	v_cndmask_b32_e64 v34, v136, v34, s[96:97]
	v_cndmask_b32_e64 v37, v136, v37, s[94:95]
	v_mfma_f32_32x32x8_f16 v[48:63], v[228:229], v[108:109], v[48:63]
	v_cndmask_b32_e64 v36, v136, v36, s[92:93]
	v_cndmask_b32_e64 v39, v136, v39, s[90:91]
	v_cndmask_b32_e64 v38, v136, v38, s[88:89]
	v_cndmask_b32_e64 v33, v136, v33, s[86:87]
	v_cndmask_b32_e64 v32, v136, v32, s[84:85]
	v_mfma_f32_32x32x8_f16 v[48:63], v[230:231], v[112:113], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[224:225], v[116:117], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[226:227], v[120:121], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[76:77], v[124:125], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[78:79], v[96:97], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[72:73], v[102:103], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[74:75], v[106:107], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[68:69], v[110:111], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[70:71], v[114:115], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[118:119], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[122:123], v[48:63]
	v_mfma_f32_32x32x8_f16 v[64:79], v[220:221], v[100:101], 0
	v_mfma_f32_32x32x8_f16 v[64:79], v[222:223], v[104:105], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[216:217], v[108:109], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[218:219], v[112:113], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[212:213], v[116:117], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[214:215], v[120:121], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[208:209], v[124:125], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[210:211], v[96:97], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[92:93], v[102:103], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[94:95], v[106:107], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[88:89], v[110:111], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[90:91], v[114:115], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[84:85], v[118:119], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[86:87], v[122:123], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[126:127], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[98:99], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[204:205], v[100:101], 0
	s_nop 9
	v_mul_f32_e64 v74, v144, v74
	v_mul_f32_e64 v75, v144, v75
	v_mul_f32_e64 v72, v144, v72
	v_mul_f32_e64 v73, v144, v73
	v_mul_f32_e64 v70, v144, v70
	v_mul_f32_e64 v71, v144, v71
	v_pk_mul_f32 v[68:69], v[144:145], v[68:69] op_sel_hi:[0,1]
	v_mfma_f32_32x32x8_f16 v[80:95], v[206:207], v[104:105], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[200:201], v[108:109], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[202:203], v[112:113], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[196:197], v[116:117], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[198:199], v[120:121], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[192:193], v[124:125], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[194:195], v[96:97], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[162:163], v[102:103], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[164:165], v[106:107], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[156:157], v[110:111], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[158:159], v[114:115], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[152:153], v[118:119], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[154:155], v[122:123], v[80:95]
	v_mfma_f32_32x32x8_f16 v[48:63], v[128:129], v[126:127], v[48:63]
	v_mfma_f32_32x32x8_f16 v[80:95], v[148:149], v[126:127], v[80:95]
	v_mfma_f32_32x32x8_f16 v[48:63], v[130:131], v[98:99], v[48:63]
	v_mfma_f32_32x32x8_f16 v[80:95], v[150:151], v[98:99], v[80:95]
	s_nop 9
	v_pk_mov_b32 v[46:47], v[46:47], v[48:49] op_sel:[1,0]
	v_pk_mul_f32 v[102:103], v[144:145], v[50:51] op_sel_hi:[0,1]
	v_pk_mul_f32 v[98:99], v[144:145], v[46:47] op_sel_hi:[0,1]
	v_pk_mov_b32 v[46:47], v[60:61], v[62:63] op_sel:[1,0]
	v_pk_mov_b32 v[50:51], v[58:59], v[60:61] op_sel:[1,0]
	v_pk_mul_f32 v[60:61], v[144:145], v[46:47] op_sel_hi:[0,1]
	v_pk_mov_b32 v[46:47], v[62:63], v[64:65] op_sel:[1,0]
	v_pk_mul_f32 v[104:105], v[144:145], v[50:51] op_sel_hi:[0,1]
	v_pk_mov_b32 v[50:51], v[64:65], v[66:67] op_sel:[1,0]
	v_pk_mul_f32 v[62:63], v[144:145], v[46:47] op_sel_hi:[0,1]
	v_pk_mov_b32 v[46:47], v[82:83], v[84:85] op_sel:[1,0]
	v_pk_mul_f32 v[64:65], v[144:145], v[50:51] op_sel_hi:[0,1]
	v_pk_mul_f32 v[50:51], v[144:145], v[46:47] op_sel_hi:[0,1]
	v_pk_mov_b32 v[96:97], v[80:81], v[82:83] op_sel:[1,0]
	v_pk_mov_b32 v[80:81], v[78:79], v[80:81] op_sel:[1,0]
	v_cndmask_b32_e64 v46, v136, v51, s[74:75]
	v_cmp_ge_u32_e64 s[74:75], v134, v187
	v_cndmask_b32_e64 v101, v136, v50, s[72:73]
	v_pk_mov_b32 v[50:51], v[76:77], v[78:79] op_sel:[1,0]
	v_pk_mul_f32 v[96:97], v[144:145], v[96:97] op_sel_hi:[0,1]
	v_pk_mul_f32 v[80:81], v[144:145], v[80:81] op_sel_hi:[0,1]
	v_pk_mul_f32 v[50:51], v[144:145], v[50:51] op_sel_hi:[0,1]
	s_and_b64 s[74:75], vcc, s[74:75]
	v_or_b32_e32 v47, s8, v41
	v_cndmask_b32_e64 v100, v136, v97, s[82:83]
	v_cndmask_b32_e64 v97, v136, v96, s[80:81]
	v_cndmask_b32_e64 v96, v136, v81, s[78:79]
	v_cndmask_b32_e64 v81, v136, v80, s[76:77]
	v_cndmask_b32_e64 v80, v136, v51, s[74:75]
	v_cmp_gt_i32_e64 s[74:75], s11, v47
	s_and_b64 s[58:59], s[74:75], s[58:59]
	v_or_b32_e32 v47, s8, v184
	s_and_b64 s[56:57], s[74:75], s[56:57]
	s_and_b64 s[50:51], s[74:75], s[50:51]
	v_cndmask_b32_e64 v82, v136, v45, s[58:59]
	v_cndmask_b32_e64 v45, v136, v44, s[56:57]
	v_cmp_gt_i32_e64 s[56:57], s11, v47
	v_cndmask_b32_e64 v79, v136, v98, s[50:51]
	s_and_b64 s[50:51], s[74:75], s[52:53]
	v_or_b32_e32 v47, s8, v142
	s_and_b64 s[48:49], s[74:75], s[48:49]
	v_cndmask_b32_e64 v44, v136, v43, s[50:51]
	v_cndmask_b32_e64 v43, v136, v42, s[48:49]
	v_cmp_gt_i32_e64 s[48:49], s11, v47
	v_pk_mul_f32 v[56:57], v[144:145], v[56:57] op_sel_hi:[0,1]
	v_or_b32_e32 v84, s8, v138
	s_and_b64 s[40:41], s[48:49], s[40:41]
	v_cndmask_b32_e64 v56, v136, v56, s[40:41]
	v_cmp_gt_i32_e64 s[40:41], s11, v84
	v_pk_mul_f32 v[54:55], v[144:145], v[54:55] op_sel_hi:[0,1]
	s_and_b64 s[54:55], s[56:57], s[54:55]
	v_or_b32_e32 v59, 0x43, v170
	v_or_b32_e32 v66, 50, v170
	v_or_b32_e32 v98, s8, v135
	s_and_b64 s[38:39], s[56:57], s[38:39]
	s_and_b64 s[28:29], s[56:57], s[28:29]
	s_and_b64 s[26:27], s[56:57], s[26:27]
	s_and_b64 s[24:25], s[40:41], s[24:25]
	s_and_b64 s[22:23], s[48:49], s[22:23]
	s_and_b64 s[18:19], s[48:49], s[18:19]
	s_and_b64 s[4:5], s[40:41], s[4:5]
	v_cndmask_b32_e64 v48, v136, v99, s[54:55]
	v_cndmask_b32_e64 v55, v136, v55, s[38:39]
	v_cmp_gt_i32_e64 s[38:39], s11, v98
	v_cndmask_b32_e64 v99, v136, v103, s[28:29]
	v_cmp_ge_u32_e64 s[28:29], v134, v59
	v_cndmask_b32_e64 v98, v136, v102, s[26:27]
	v_cmp_ge_u32_e64 s[26:27], v134, v66
	v_cndmask_b32_e64 v66, v136, v63, s[24:25]
	v_cndmask_b32_e64 v63, v136, v62, s[22:23]
	v_mov_b32_e32 v59, v67
	v_cndmask_b32_e64 v62, v136, v61, s[18:19]
	s_and_b64 s[18:19], s[48:49], s[20:21]
	v_cndmask_b32_e64 v67, v136, v64, s[4:5]
	s_and_b64 s[4:5], s[48:49], s[14:15]
	v_or_b32_e32 v77, 33, v170
	v_cndmask_b32_e64 v61, v136, v60, s[18:19]
	s_and_b64 s[6:7], s[40:41], s[6:7]
	v_cndmask_b32_e64 v60, v136, v105, s[4:5]
	s_and_b64 s[4:5], s[48:49], s[2:3]
	v_cmp_ge_u32_e64 s[24:25], v134, v77
	v_mov_b32_e32 v77, v85
	v_pk_mul_f32 v[84:85], v[144:145], v[94:95] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v94, v136, v65, s[6:7]
	v_cndmask_b32_e64 v65, v136, v104, s[4:5]
	s_and_b64 s[4:5], vcc, s[12:13]
	v_cndmask_b32_e64 v75, v136, v75, s[4:5]
	s_and_b64 s[4:5], vcc, s[16:17]
	v_cndmask_b32_e64 v74, v136, v74, s[4:5]
	s_and_b64 s[4:5], vcc, s[42:43]
	v_cndmask_b32_e64 v73, v136, v73, s[4:5]
	s_and_b64 s[4:5], vcc, s[44:45]
	v_cndmask_b32_e64 v72, v136, v72, s[4:5]
	s_and_b64 s[4:5], s[40:41], s[70:71]
	v_cndmask_b32_e64 v71, v136, v71, s[4:5]
	s_and_b64 s[4:5], s[40:41], s[68:69]
	v_cmp_ge_u32_e64 s[72:73], v134, v186
	v_cndmask_b32_e64 v70, v136, v70, s[4:5]
	s_and_b64 s[4:5], s[40:41], s[66:67]
	s_and_b64 s[72:73], vcc, s[72:73]
	v_cmp_ge_u32_e64 s[76:77], v134, v135
	v_cndmask_b32_e64 v69, v136, v69, s[4:5]
	s_and_b64 s[4:5], s[40:41], s[64:65]
	v_cndmask_b32_e64 v51, v136, v50, s[72:73]
	v_cmp_ge_u32_e64 s[72:73], v134, v185
	s_and_b64 s[62:63], s[74:75], s[62:63]
	v_pk_mul_f32 v[88:89], v[144:145], v[88:89] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v68, v136, v68, s[4:5]
	s_and_b64 s[4:5], s[38:39], s[76:77]
	v_pk_mul_f32 v[52:53], v[144:145], v[52:53] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v78, v136, v133, s[62:63]
	v_cmp_ge_u32_e64 s[62:63], v134, v145
	s_and_b64 s[60:61], s[74:75], s[60:61]
	v_pk_mul_f32 v[92:93], v[144:145], v[92:93] op_sel_hi:[0,1]
	v_or_b32_e32 v50, 0x58, v170
	s_and_b64 s[30:31], s[56:57], s[30:31]
	v_cndmask_b32_e64 v88, v136, v88, s[4:5]
	s_and_b64 s[4:5], s[38:39], s[72:73]
	v_cndmask_b32_e64 v83, v136, v132, s[60:61]
	v_cmp_ge_u32_e64 s[60:61], v134, v143
	v_cndmask_b32_e64 v52, v136, v52, s[30:31]
	v_cmp_ge_u32_e64 s[30:31], v134, v50
	v_cndmask_b32_e64 v93, v136, v93, s[4:5]
	s_and_b64 s[4:5], s[38:39], s[62:63]
	v_cmp_ge_u32_e64 s[58:59], v134, v141
	v_pk_mul_f32 v[90:91], v[144:145], v[90:91] op_sel_hi:[0,1]
	v_pk_mul_f32 v[76:77], v[144:145], v[76:77] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v92, v136, v92, s[4:5]
	s_and_b64 s[4:5], s[38:39], s[60:61]
	s_and_b64 vcc, vcc, s[30:31]
	v_cmp_ge_u32_e64 s[54:55], v134, v140
	s_and_b64 s[46:47], s[48:49], s[46:47]
	v_pk_mul_f32 v[58:59], v[144:145], v[58:59] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v91, v136, v91, s[4:5]
	s_and_b64 s[4:5], s[38:39], s[58:59]
	v_cndmask_b32_e32 v50, v136, v76, vcc
	s_and_b64 vcc, s[40:41], s[28:29]
	v_cndmask_b32_e64 v57, v136, v57, s[46:47]
	v_cmp_ge_u32_e64 s[46:47], v134, v137
	v_or_b32_e32 v47, 0x69, v170
	s_and_b64 s[34:35], s[56:57], s[34:35]
	v_cmp_ge_u32_e64 s[22:23], v134, v41
	v_mov_b32_e32 v41, v49
	v_cndmask_b32_e64 v90, v136, v90, s[4:5]
	s_and_b64 s[4:5], s[38:39], s[54:55]
	v_readlane_b32 s2, v255, 9
	v_cndmask_b32_e32 v95, v136, v59, vcc
	s_and_b64 vcc, s[48:49], s[26:27]
	v_cmp_ge_u32_e64 s[50:51], v134, v139
	v_pk_mul_f32 v[86:87], v[144:145], v[86:87] op_sel_hi:[0,1]
	v_or_b32_e32 v42, 0x7a, v170
	s_and_b64 s[36:37], s[56:57], s[36:37]
	v_cndmask_b32_e64 v53, v136, v53, s[34:35]
	v_cmp_ge_u32_e64 s[34:35], v134, v47
	v_pk_mul_f32 v[40:41], v[144:145], v[40:41] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v89, v136, v89, s[4:5]
	s_and_b64 s[4:5], s[0:1], s[46:47]
	v_readlane_b32 s3, v255, 10
	v_cndmask_b32_e32 v64, v136, v58, vcc
	s_and_b64 vcc, s[56:57], s[24:25]
	v_cndmask_b32_e64 v54, v136, v54, s[36:37]
	v_cmp_ge_u32_e64 s[36:37], v134, v42
	v_cndmask_b32_e64 v86, v136, v86, s[4:5]
	s_and_b64 s[4:5], s[0:1], s[50:51]
	s_and_b64 s[2:3], s[38:39], s[2:3]
	s_and_b64 s[0:1], s[0:1], s[34:35]
	v_cndmask_b32_e32 v49, v136, v41, vcc
	s_and_b64 vcc, s[74:75], s[22:23]
	v_cndmask_b32_e64 v87, v136, v87, s[4:5]
	v_cndmask_b32_e64 v85, v136, v85, s[2:3]
	s_and_b64 s[2:3], s[38:39], s[36:37]
	v_cndmask_b32_e64 v47, v136, v77, s[0:1]
	v_cndmask_b32_e32 v42, v136, v40, vcc
	v_cndmask_b32_e64 v84, v136, v84, s[2:3]
	v_max3_f32 v40, v32, v33, v34
	v_max3_f32 v41, v35, v36, v37
	v_max3_f32 v58, v38, v39, v42
	v_max3_f32 v59, v43, v44, v45
	v_max3_f32 v76, v82, v83, v78
	v_max3_f32 v77, v79, v48, v49
	v_max3_f32 v102, v98, v99, v52
	v_max3_f32 v103, v53, v54, v55
	v_max3_f32 v104, v56, v57, v64
	v_max3_f32 v105, v65, v60, v61
	v_max3_f32 v106, v62, v63, v66
	v_max3_f32 v107, v67, v94, v95
	v_max3_f32 v108, v68, v69, v70
	v_max3_f32 v109, v71, v72, v73
	v_max3_f32 v110, v74, v75, v50
	v_max3_f32 v111, v51, v80, v81
	v_max3_f32 v112, v96, v97, v100
	v_max3_f32 v113, v101, v46, v47
	v_max_f32_e32 v114, v86, v87
	v_max3_f32 v115, v89, v90, v91
	v_max3_f32 v116, v92, v93, v84
	v_max3_f32 v40, v40, v41, v58
	v_max3_f32 v41, v59, v76, v77
	v_max3_f32 v58, v102, v103, v104
	v_max3_f32 v59, v105, v106, v107
	v_max3_f32 v76, v108, v109, v110
	v_max3_f32 v77, v111, v112, v113
	v_max3_f32 v102, v114, v88, v115
	v_max3_f32 v40, v40, v41, v58
	v_max3_f32 v41, v59, v76, v77
	v_max3_f32 v58, v102, v116, v85
	v_max3_f32 v40, v40, v41, v58
	ds_bpermute_b32 v41, v254, v40
	s_lshr_b32 s0, s10, 1
	v_readlane_b32 s2, v255, 6
	v_readlane_b32 s3, v255, 7
	s_waitcnt lgkmcnt(0)
	v_max3_f32 v40, v146, v40, v41
	v_pk_add_f32 v[32:33], v[32:33], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[82:83], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[82:83], v[94:95], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[94:95], v[96:97], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v96, v32
	v_sub_f32_e32 v32, v146, v40
	v_exp_f32_e32 v165, v32
	scratch_load_dword v32, off, off offset:12 ; 4-byte Folded Reload
	v_exp_f32_e32 v97, v33
	v_pk_add_f32 v[92:93], v[92:93], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[88:89], v[88:89], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[90:91], v[90:91], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v144, v94
	v_exp_f32_e32 v145, v95
	v_exp_f32_e32 v156, v92
	v_exp_f32_e32 v157, v93
	v_pk_add_f32 v[86:87], v[86:87], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[84:85], v[84:85], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v154, v88
	v_exp_f32_e32 v155, v89
	v_exp_f32_e32 v158, v90
	v_exp_f32_e32 v159, v91
	v_pk_add_f32 v[80:81], v[80:81], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v152, v86
	v_exp_f32_e32 v153, v87
	v_exp_f32_e32 v146, v84
	v_exp_f32_e32 v147, v85
	v_pk_add_f32 v[76:77], v[78:79], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[78:79], v[98:99], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v130, v82
	v_exp_f32_e32 v131, v83
	v_exp_f32_e32 v142, v80
	v_exp_f32_e32 v143, v81
	v_pk_add_f32 v[72:73], v[72:73], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[74:75], v[74:75], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v110, v76
	v_exp_f32_e32 v111, v77
	v_exp_f32_e32 v114, v78
	v_exp_f32_e32 v115, v79
	v_pk_add_f32 v[68:69], v[68:69], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[70:71], v[70:71], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v136, v72
	v_exp_f32_e32 v137, v73
	v_exp_f32_e32 v138, v74
	v_exp_f32_e32 v139, v75
	v_pk_add_f32 v[64:65], v[64:65], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[66:67], v[66:67], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v132, v68
	v_exp_f32_e32 v133, v69
	v_exp_f32_e32 v134, v70
	v_exp_f32_e32 v135, v71
	v_pk_add_f32 v[56:57], v[56:57], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v122, v64
	v_exp_f32_e32 v123, v65
	v_exp_f32_e32 v126, v66
	v_exp_f32_e32 v127, v67
	v_pk_add_f32 v[34:35], v[34:35], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[60:61], v[60:61], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[62:63], v[62:63], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v108, v58
	v_exp_f32_e32 v109, v59
	v_exp_f32_e32 v120, v56
	v_exp_f32_e32 v121, v57
	v_pk_add_f32 v[52:53], v[52:53], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[54:55], v[54:55], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[148:149], v[100:101], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v100, v34
	v_exp_f32_e32 v124, v60
	v_exp_f32_e32 v125, v61
	v_exp_f32_e32 v128, v62
	v_exp_f32_e32 v129, v63
	v_pk_add_f32 v[36:37], v[36:37], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[38:39], v[38:39], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[42:43], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[44:45], v[44:45], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[48:49], v[48:49], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[50:51], v[50:51], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[46:47], v[46:47], v[40:41] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v101, v35
	v_exp_f32_e32 v116, v52
	v_exp_f32_e32 v117, v53
	v_exp_f32_e32 v118, v54
	v_exp_f32_e32 v119, v55
	v_exp_f32_e32 v98, v36
	v_exp_f32_e32 v99, v37
	v_exp_f32_e32 v102, v38
	v_exp_f32_e32 v103, v39
	s_waitcnt vmcnt(0)
	ds_write_b32 v32, v165
	s_waitcnt lgkmcnt(0)
	s_barrier
	scratch_load_dword v32, off, off offset:16 ; 4-byte Folded Reload
	scratch_load_dword v33, off, off offset:8 ; 4-byte Folded Reload
	v_exp_f32_e32 v104, v42
	v_exp_f32_e32 v105, v43
	v_exp_f32_e32 v106, v44
	v_exp_f32_e32 v107, v45
	v_exp_f32_e32 v112, v48
	v_exp_f32_e32 v113, v49
	v_exp_f32_e32 v140, v50
	v_exp_f32_e32 v141, v51
	v_exp_f32_e32 v148, v148
	v_exp_f32_e32 v149, v149
	v_exp_f32_e32 v150, v46
	v_exp_f32_e32 v151, v47
	v_cvt_f16_f32_e32 v162, v96
	v_cvt_f16_f32_e32 v163, v97
	v_cvt_f16_f32_e32 v164, v100
	v_cvt_f16_f32_e32 v166, v101
	v_cvt_f16_f32_e32 v167, v98
	v_cvt_f16_f32_e32 v171, v99
	v_cvt_f16_f32_e32 v172, v102
	v_cvt_f16_f32_e32 v173, v103
	v_cvt_f16_f32_e32 v174, v104
	v_cvt_f16_f32_e32 v175, v105
	v_cvt_f16_f32_e32 v177, v107
	v_cvt_f16_f32_e32 v179, v109
	v_cvt_f16_f32_e32 v184, v114
	v_cvt_f16_f32_e32 v185, v115
	v_cvt_f16_f32_e32 v186, v116
	v_cvt_f16_f32_e32 v187, v117
	v_cvt_f16_f32_e32 v188, v118
	v_cvt_f16_f32_e32 v191, v120
	v_cvt_f16_f32_e32 v192, v121
	v_cvt_f16_f32_e32 v193, v122
	v_cvt_f16_f32_e32 v194, v123
	v_cvt_f16_f32_e32 v195, v124
	v_cvt_f16_f32_e32 v196, v125
	v_cvt_f16_f32_e32 v197, v128
	v_cvt_f16_f32_e32 v198, v129
	v_cvt_f16_f32_e32 v199, v126
	v_cvt_f16_f32_e32 v200, v127
	v_cvt_f16_f32_e32 v201, v130
	v_cvt_f16_f32_e32 v202, v131
	v_cvt_f16_f32_e32 v203, v132
	v_cvt_f16_f32_e32 v204, v133
	v_cvt_f16_f32_e32 v205, v134
	v_cvt_f16_f32_e32 v206, v135
	v_cvt_f16_f32_e32 v207, v136
	v_cvt_f16_f32_e32 v208, v137
	v_cvt_f16_f32_e32 v209, v138
	v_cvt_f16_f32_e32 v210, v139
	v_cvt_f16_f32_e32 v211, v140
	v_cvt_f16_f32_e32 v212, v141
	v_cvt_f16_f32_e32 v213, v142
	v_cvt_f16_f32_e32 v214, v143
	v_cvt_f16_f32_e32 v215, v144
	v_cvt_f16_f32_e32 v216, v145
	v_cvt_f16_f32_e32 v217, v148
	v_cvt_f16_f32_e32 v218, v149
	v_cvt_f16_f32_e32 v219, v150
	v_cvt_f16_f32_e32 v220, v151
	v_cvt_f16_f32_e32 v221, v152
	v_cvt_f16_f32_e32 v222, v153
	v_cvt_f16_f32_e32 v223, v154
	v_cvt_f16_f32_e32 v224, v155
	v_cvt_f16_f32_e32 v225, v158
	v_cvt_f16_f32_e32 v226, v159
	v_cvt_f16_f32_e32 v227, v156
	v_cvt_f16_f32_e32 v228, v157
	v_cvt_f16_f32_e32 v229, v146
	v_cvt_f16_f32_e32 v230, v147
	s_waitcnt vmcnt(1)
	ds_read_b32 v160, v32
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v32, 0x8000, v33
	ds_read2_b64 v[92:95], v32 offset1:16
	v_add_u32_e32 v32, 0x8000, v190
	ds_read2_b64 v[88:91], v32 offset1:16
	v_add_u32_e32 v32, 0x8000, v180
	ds_read2_b64 v[84:87], v32 offset1:16
	v_add_u32_e32 v32, 0x8000, v181
	ds_read2_b64 v[80:83], v32 offset1:16
	v_add_u32_e32 v32, 0x8000, v176
	ds_read2_b64 v[76:79], v32 offset1:16
	v_add_u32_e32 v32, 0x8000, v178
	ds_read2_b64 v[72:75], v32 offset1:16
	v_add_u32_e32 v32, 0x8000, v182
	ds_read2_b64 v[68:71], v32 offset1:16
	v_add_u32_e32 v32, 0x8000, v183
	ds_read2_b64 v[64:67], v32 offset1:16
	v_add_u32_e32 v32, 0xc000, v180
	ds_read2_b64 v[56:59], v32 offset1:16
	v_add_u32_e32 v32, 0xc000, v181
	ds_read2_b64 v[60:63], v32 offset1:16
	v_add_u32_e32 v32, 0xc000, v33
	ds_read2_b64 v[52:55], v32 offset1:16
	v_add_u32_e32 v32, 0xc000, v190
	ds_read2_b64 v[48:51], v32 offset1:16
	v_add_u32_e32 v32, 0xc000, v182
	ds_read2_b64 v[44:47], v32 offset1:16
	v_add_u32_e32 v32, 0xc000, v183
	ds_read2_b64 v[40:43], v32 offset1:16
	v_add_u32_e32 v32, 0xc000, v176
	ds_read2_b64 v[36:39], v32 offset1:16
	v_add_u32_e32 v32, 0xc000, v178
	ds_read2_b64 v[32:35], v32 offset1:16
	v_cvt_f16_f32_e32 v176, v106
	v_cvt_f16_f32_e32 v178, v108
	v_cvt_f16_f32_e32 v180, v110
	v_cvt_f16_f32_e32 v181, v111
	v_cvt_f16_f32_e32 v182, v112
	v_cvt_f16_f32_e32 v183, v113
	v_cvt_f16_f32_e32 v190, v119
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v169, v162
	ds_write_b16 v169, v163 offset:256
	ds_write_b16 v169, v164 offset:512
	ds_write_b16 v169, v166 offset:768
	ds_write_b16 v169, v167 offset:2048
	ds_write_b16 v169, v171 offset:2304
	ds_write_b16 v169, v172 offset:2560
	ds_write_b16 v169, v173 offset:2816
	ds_write_b16 v169, v174 offset:4096
	ds_write_b16 v169, v175 offset:4352
	ds_write_b16 v169, v176 offset:4608
	ds_write_b16 v169, v177 offset:4864
	ds_write_b16 v169, v178 offset:6144
	ds_write_b16 v169, v179 offset:6400
	ds_write_b16 v169, v180 offset:6656
	ds_write_b16 v169, v181 offset:6912
	ds_write_b16 v169, v182 offset:8192
	ds_write_b16 v169, v183 offset:8448
	ds_write_b16 v169, v184 offset:8704
	ds_write_b16 v169, v185 offset:8960
	ds_write_b16 v169, v186 offset:10240
	ds_write_b16 v169, v187 offset:10496
	ds_write_b16 v169, v188 offset:10752
	ds_write_b16 v169, v190 offset:11008
	ds_write_b16 v169, v191 offset:12288
	ds_write_b16 v169, v192 offset:12544
	ds_write_b16 v169, v193 offset:12800
	ds_write_b16 v169, v194 offset:13056
	ds_write_b16 v169, v195 offset:14336
	ds_write_b16 v169, v196 offset:14592
	ds_write_b16 v169, v197 offset:14848
	ds_write_b16 v169, v198 offset:15104
	ds_write_b16 v169, v199 offset:16384
	ds_write_b16 v169, v200 offset:16640
	ds_write_b16 v169, v201 offset:16896
	ds_write_b16 v169, v202 offset:17152
	ds_write_b16 v169, v203 offset:18432
	ds_write_b16 v169, v204 offset:18688
	ds_write_b16 v169, v205 offset:18944
	ds_write_b16 v169, v206 offset:19200
	ds_write_b16 v169, v207 offset:20480
	ds_write_b16 v169, v208 offset:20736
	ds_write_b16 v169, v209 offset:20992
	ds_write_b16 v169, v210 offset:21248
	ds_write_b16 v169, v211 offset:22528
	ds_write_b16 v169, v212 offset:22784
	ds_write_b16 v169, v213 offset:23040
	ds_write_b16 v169, v214 offset:23296
	ds_write_b16 v169, v215 offset:24576
	ds_write_b16 v169, v216 offset:24832
	ds_write_b16 v169, v217 offset:25088
	ds_write_b16 v169, v218 offset:25344
	ds_write_b16 v169, v219 offset:26624
	ds_write_b16 v169, v220 offset:26880
	ds_write_b16 v169, v221 offset:27136
	ds_write_b16 v169, v222 offset:27392
	ds_write_b16 v169, v223 offset:28672
	ds_write_b16 v169, v224 offset:28928
	ds_write_b16 v169, v225 offset:29184
	ds_write_b16 v169, v226 offset:29440
	ds_write_b16 v169, v227 offset:30720
	ds_write_b16 v169, v228 offset:30976
	ds_write_b16 v169, v229 offset:31232
	ds_write_b16 v169, v230 offset:31488
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v162, v168 offset:768
	ds_read_u16 v163, v168 offset:512
	ds_read_u16 v164, v168 offset:256
	ds_read_u16 v166, v168
	v_pk_mul_f32 v[30:31], v[30:31], v[160:161] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[160:161] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[160:161] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[160:161] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[160:161] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[160:161] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[160:161] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[160:161] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v163, v162, v163, s9
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v162, v164, v166, s9
	v_pk_mul_f32 v[14:15], v[14:15], v[160:161] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[160:161] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[16:31], v[92:93], v[162:163], v[16:31]
	ds_read_u16 v92, v168 offset:2816
	ds_read_u16 v93, v168 offset:2560
	ds_read_u16 v164, v168 offset:2304
	ds_read_u16 v166, v168 offset:2048
	v_mul_f32_e64 v10, v10, v160
	v_mul_f32_e64 v11, v11, v160
	v_pk_mul_f32 v[8:9], v[8:9], v[160:161] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v93, v92, v93, s9
	v_pk_mul_f32 v[6:7], v[6:7], v[160:161] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v92, v164, v166, s9
	v_pk_mul_f32 v[4:5], v[4:5], v[160:161] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[160:161] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[16:31], v[88:89], v[92:93], v[16:31]
	ds_read_u16 v88, v168 offset:4864
	ds_read_u16 v89, v168 offset:4608
	ds_read_u16 v164, v168 offset:4352
	ds_read_u16 v166, v168 offset:4096
	v_mul_f32_e64 v0, v0, v160
	v_mul_f32_e64 v1, v1, v160
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v89, v88, v89, s9
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v88, v164, v166, s9
	v_mfma_f32_32x32x8_f16 v[0:15], v[56:57], v[162:163], v[0:15]
	v_add_f32_e64 v56, v124, v128
	v_add_f32_e64 v57, v125, v129
	v_mfma_f32_32x32x8_f16 v[16:31], v[84:85], v[88:89], v[16:31]
	ds_read_u16 v84, v168 offset:6912
	ds_read_u16 v85, v168 offset:6656
	ds_read_u16 v164, v168 offset:6400
	ds_read_u16 v166, v168 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v85, v84, v85, s9
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v84, v164, v166, s9
	v_mfma_f32_32x32x8_f16 v[0:15], v[60:61], v[92:93], v[0:15]
	v_add_f32_e64 v60, v136, v138
	v_add_f32_e64 v61, v137, v139
	v_mfma_f32_32x32x8_f16 v[16:31], v[80:81], v[84:85], v[16:31]
	ds_read_u16 v80, v168 offset:8960
	ds_read_u16 v81, v168 offset:8704
	ds_read_u16 v164, v168 offset:8448
	ds_read_u16 v166, v168 offset:8192
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v81, v80, v81, s9
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v80, v164, v166, s9
	v_mfma_f32_32x32x8_f16 v[0:15], v[52:53], v[88:89], v[0:15]
	v_add_f32_e64 v52, v116, v118
	v_add_f32_e64 v53, v117, v119
	v_mfma_f32_32x32x8_f16 v[16:31], v[76:77], v[80:81], v[16:31]
	ds_read_u16 v76, v168 offset:11008
	ds_read_u16 v77, v168 offset:10752
	ds_read_u16 v164, v168 offset:10496
	ds_read_u16 v166, v168 offset:10240
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v77, v76, v77, s9
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v76, v164, v166, s9
	v_mfma_f32_32x32x8_f16 v[0:15], v[48:49], v[84:85], v[0:15]
	v_add_f32_e64 v48, v112, v114
	v_add_f32_e64 v49, v113, v115
	v_mfma_f32_32x32x8_f16 v[16:31], v[72:73], v[76:77], v[16:31]
	ds_read_u16 v72, v168 offset:13056
	ds_read_u16 v73, v168 offset:12800
	ds_read_u16 v164, v168 offset:12544
	ds_read_u16 v166, v168 offset:12288
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v73, v72, v73, s9
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v72, v164, v166, s9
	v_mfma_f32_32x32x8_f16 v[0:15], v[44:45], v[80:81], v[0:15]
	v_add_f32_e64 v44, v108, v110
	v_add_f32_e64 v45, v109, v111
	v_mfma_f32_32x32x8_f16 v[16:31], v[68:69], v[72:73], v[16:31]
	ds_read_u16 v68, v168 offset:15104
	ds_read_u16 v69, v168 offset:14848
	ds_read_u16 v164, v168 offset:14592
	ds_read_u16 v166, v168 offset:14336
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v69, v68, v69, s9
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v68, v164, v166, s9
	v_mfma_f32_32x32x8_f16 v[0:15], v[40:41], v[76:77], v[0:15]
	v_add_f32_e64 v40, v104, v106
	v_add_f32_e64 v41, v105, v107
	v_mfma_f32_32x32x8_f16 v[16:31], v[64:65], v[68:69], v[16:31]
	ds_read_u16 v64, v168 offset:17152
	ds_read_u16 v65, v168 offset:16896
	ds_read_u16 v164, v168 offset:16640
	ds_read_u16 v166, v168 offset:16384
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v65, v64, v65, s9
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v64, v164, v166, s9
	v_mfma_f32_32x32x8_f16 v[0:15], v[36:37], v[72:73], v[0:15]
	v_add_f32_e64 v36, v98, v102
	v_add_f32_e64 v37, v99, v103
	v_mfma_f32_32x32x8_f16 v[16:31], v[94:95], v[64:65], v[16:31]
	ds_read_u16 v94, v168 offset:19200
	ds_read_u16 v95, v168 offset:18944
	ds_read_u16 v164, v168 offset:18688
	ds_read_u16 v166, v168 offset:18432
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v95, v94, v95, s9
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v94, v164, v166, s9
	v_mfma_f32_32x32x8_f16 v[0:15], v[32:33], v[68:69], v[0:15]
	v_add_f32_e64 v32, v96, v100
	v_add_f32_e64 v33, v97, v101
	v_add_f32_e64 v68, v154, v158
	v_add_f32_e64 v69, v155, v159
	v_add_f32_e64 v32, v32, v36
	v_add_f32_e64 v33, v33, v37
	v_pk_add_f32 v[36:37], v[40:41], v[44:45]
	v_pk_add_f32 v[40:41], v[48:49], v[52:53]
	v_pk_add_f32 v[32:33], v[32:33], v[36:37]
	v_mfma_f32_32x32x8_f16 v[16:31], v[90:91], v[94:95], v[16:31]
	ds_read_u16 v90, v168 offset:21248
	ds_read_u16 v91, v168 offset:20992
	ds_read_u16 v164, v168 offset:20736
	ds_read_u16 v166, v168 offset:20480
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v91, v90, v91, s9
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v90, v164, v166, s9
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[64:65], v[0:15]
	v_add_f32_e64 v58, v132, v134
	v_add_f32_e64 v59, v133, v135
	v_add_f32_e64 v64, v144, v148
	v_add_f32_e64 v65, v145, v149
	v_mfma_f32_32x32x8_f16 v[16:31], v[86:87], v[90:91], v[16:31]
	ds_read_u16 v86, v168 offset:23296
	ds_read_u16 v87, v168 offset:23040
	ds_read_u16 v164, v168 offset:22784
	ds_read_u16 v166, v168 offset:22528
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v87, v86, v87, s9
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v86, v164, v166, s9
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[94:95], v[0:15]
	v_add_f32_e64 v62, v140, v142
	v_add_f32_e64 v63, v141, v143
	v_mfma_f32_32x32x8_f16 v[16:31], v[82:83], v[86:87], v[16:31]
	ds_read_u16 v82, v168 offset:25344
	ds_read_u16 v83, v168 offset:25088
	ds_read_u16 v164, v168 offset:24832
	ds_read_u16 v166, v168 offset:24576
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v83, v82, v83, s9
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v82, v164, v166, s9
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[90:91], v[0:15]
	v_add_f32_e64 v54, v120, v122
	v_add_f32_e64 v55, v121, v123
	v_add_f32_e64 v44, v54, v56
	v_add_f32_e64 v45, v55, v57
	v_add_f32_e64 v36, v40, v44
	v_add_f32_e64 v37, v41, v45
	v_pk_add_f32 v[32:33], v[32:33], v[36:37]
	v_mfma_f32_32x32x8_f16 v[16:31], v[78:79], v[82:83], v[16:31]
	ds_read_u16 v78, v168 offset:27392
	ds_read_u16 v79, v168 offset:27136
	ds_read_u16 v164, v168 offset:26880
	ds_read_u16 v166, v168 offset:26624
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v79, v78, v79, s9
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v78, v164, v166, s9
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[86:87], v[0:15]
	v_add_f32_e64 v50, v126, v130
	v_add_f32_e64 v51, v127, v131
	v_add_f32_e64 v48, v50, v58
	v_add_f32_e64 v49, v51, v59
	v_add_f32_e64 v50, v60, v62
	v_add_f32_e64 v51, v61, v63
	v_pk_add_f32 v[40:41], v[48:49], v[50:51]
	v_mfma_f32_32x32x8_f16 v[16:31], v[74:75], v[78:79], v[16:31]
	ds_read_u16 v74, v168 offset:29440
	ds_read_u16 v75, v168 offset:29184
	ds_read_u16 v164, v168 offset:28928
	ds_read_u16 v166, v168 offset:28672
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v75, v74, v75, s9
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v74, v164, v166, s9
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[82:83], v[0:15]
	v_add_f32_e64 v46, v156, v146
	v_add_f32_e64 v47, v157, v147
	v_add_f32_e64 v46, v68, v46
	v_add_f32_e64 v47, v69, v47
	v_mfma_f32_32x32x8_f16 v[16:31], v[70:71], v[74:75], v[16:31]
	ds_read_u16 v70, v168 offset:31488
	ds_read_u16 v71, v168 offset:31232
	ds_read_u16 v164, v168 offset:30976
	ds_read_u16 v166, v168 offset:30720
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v71, v70, v71, s9
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v70, v164, v166, s9
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[78:79], v[0:15]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[66:67], v[70:71], v[16:31]
	v_add_f32_e64 v66, v150, v152
	v_add_f32_e64 v67, v151, v153
	v_add_f32_e64 v42, v64, v66
	v_add_f32_e64 v43, v65, v67
	v_add_f32_e64 v42, v42, v46
	v_add_f32_e64 v43, v43, v47
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[74:75], v[0:15]
	v_add_f32_e64 v32, v32, v36
	v_add_f32_e64 v33, v33, v37
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v254, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v32, v32, v33
	scratch_load_dword v33, off, off        ; 4-byte Folded Reload
	v_fmac_f32_e32 v32, v161, v165
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[70:71], v[0:15]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v33, 0, v33
	ds_write_b32 v33, v32
	s_waitcnt lgkmcnt(0)
	s_barrier
	scratch_load_dword v32, off, off offset:4 ; 4-byte Folded Reload
	scratch_load_dword v33, off, off offset:24 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v32, 0, v32
	ds_read_b32 v34, v32
	v_or_b32_e32 v32, s0, v170
	s_lshr_b32 s0, s33, 2
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v35, s0, v33
	v_or_b32_e32 v33, s8, v35
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v36, s[0:1], v34, v34, v16
	v_rcp_f32_e32 v37, v36
	v_readlane_b32 s0, v255, 4
	v_readlane_b32 s1, v255, 5
	s_mul_i32 s0, s0, s2
	v_fma_f32 v38, -v36, v37, 1.0
	v_fmac_f32_e32 v37, v38, v37
	v_div_scale_f32 v38, vcc, v16, v34, v16
	v_mul_f32_e32 v39, v38, v37
	v_fma_f32 v40, -v36, v39, v38
	v_fmac_f32_e32 v39, v40, v37
	s_mul_i32 s1, s1, s3
	v_fma_f32 v36, -v36, v39, v38
	v_div_scale_f32 v38, s[2:3], v34, v34, v17
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v37, v39
	v_div_fixup_f32 v16, v36, v34, v16
	v_cvt_f16_f32_e32 v16, v16
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v17, v34, v17
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v18
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v17, v36, v34, v17
	v_cvt_f16_f32_e32 v17, v17
	v_fma_f32 v36, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, vcc, v18, v34, v18
	v_mul_f32_e32 v37, v36, v39
	v_fma_f32 v40, -v38, v37, v36
	v_fmac_f32_e32 v37, v40, v39
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v19
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v39, v37
	v_div_fixup_f32 v18, v36, v34, v18
	v_cvt_f16_f32_e32 v18, v18
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v19, v34, v19
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v20
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v19, v36, v34, v19
	v_cvt_f16_f32_e32 v19, v19
	v_fma_f32 v36, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, vcc, v20, v34, v20
	v_mul_f32_e32 v37, v36, v39
	v_fma_f32 v40, -v38, v37, v36
	v_fmac_f32_e32 v37, v40, v39
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v21
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v39, v37
	v_div_fixup_f32 v20, v36, v34, v20
	v_cvt_f16_f32_e32 v20, v20
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v21, v34, v21
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v22
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v21, v36, v34, v21
	v_cvt_f16_f32_e32 v21, v21
	v_fma_f32 v36, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, vcc, v22, v34, v22
	v_mul_f32_e32 v37, v36, v39
	v_fma_f32 v40, -v38, v37, v36
	v_fmac_f32_e32 v37, v40, v39
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v23
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v39, v37
	v_div_fixup_f32 v22, v36, v34, v22
	v_cvt_f16_f32_e32 v22, v22
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v23, v34, v23
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v24
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v23, v36, v34, v23
	v_cvt_f16_f32_e32 v23, v23
	v_fma_f32 v36, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, vcc, v24, v34, v24
	v_mul_f32_e32 v37, v36, v39
	v_fma_f32 v40, -v38, v37, v36
	v_fmac_f32_e32 v37, v40, v39
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v25
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v39, v37
	v_div_fixup_f32 v24, v36, v34, v24
	v_cvt_f16_f32_e32 v24, v24
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v25, v34, v25
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v26
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v25, v36, v34, v25
	v_cvt_f16_f32_e32 v25, v25
	v_fma_f32 v36, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, vcc, v26, v34, v26
	v_mul_f32_e32 v37, v36, v39
	v_fma_f32 v40, -v38, v37, v36
	v_fmac_f32_e32 v37, v40, v39
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v27
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v39, v37
	v_div_fixup_f32 v26, v36, v34, v26
	v_cvt_f16_f32_e32 v26, v26
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v27, v34, v27
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v28
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v27, v36, v34, v27
	v_cvt_f16_f32_e32 v27, v27
	v_fma_f32 v36, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, vcc, v28, v34, v28
	v_mul_f32_e32 v37, v36, v39
	v_fma_f32 v40, -v38, v37, v36
	v_fmac_f32_e32 v37, v40, v39
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v29
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v39, v37
	v_div_fixup_f32 v28, v36, v34, v28
	v_cvt_f16_f32_e32 v28, v28
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v29, v34, v29
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v30
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v29, v36, v34, v29
	v_cvt_f16_f32_e32 v29, v29
	v_fma_f32 v36, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, vcc, v30, v34, v30
	v_mul_f32_e32 v37, v36, v39
	v_fma_f32 v40, -v38, v37, v36
	v_fmac_f32_e32 v37, v40, v39
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v31
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v39, v37
	v_div_fixup_f32 v30, v36, v34, v30
	v_cvt_f16_f32_e32 v30, v30
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v31, v34, v31
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v0
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v31, v36, v34, v31
	v_cvt_f16_f32_e32 v31, v31
	v_fma_f32 v36, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, vcc, v0, v34, v0
	v_mul_f32_e32 v37, v36, v39
	v_fma_f32 v40, -v38, v37, v36
	v_fmac_f32_e32 v37, v40, v39
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v1
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v39, v37
	v_div_fixup_f32 v0, v36, v34, v0
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v1, v34, v1
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v2
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v1, v36, v34, v1
	v_fma_f32 v36, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, vcc, v2, v34, v2
	v_mul_f32_e32 v37, v36, v39
	v_fma_f32 v40, -v38, v37, v36
	v_fmac_f32_e32 v37, v40, v39
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v3
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v39, v37
	v_div_fixup_f32 v2, v36, v34, v2
	v_cvt_f16_f32_e32 v2, v2
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v3, v34, v3
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v4
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v3, v36, v34, v3
	v_cvt_f16_f32_e32 v3, v3
	v_fma_f32 v36, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, vcc, v4, v34, v4
	v_mul_f32_e32 v37, v36, v39
	v_fma_f32 v40, -v38, v37, v36
	v_fmac_f32_e32 v37, v40, v39
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v5
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v39, v37
	v_div_fixup_f32 v4, v36, v34, v4
	v_cvt_f16_f32_e32 v4, v4
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v5, v34, v5
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v6
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v5, v36, v34, v5
	v_cvt_f16_f32_e32 v5, v5
	v_fma_f32 v36, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, vcc, v6, v34, v6
	v_mul_f32_e32 v37, v36, v39
	v_fma_f32 v40, -v38, v37, v36
	v_fmac_f32_e32 v37, v40, v39
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v7
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v39, v37
	v_div_fixup_f32 v6, v36, v34, v6
	v_cvt_f16_f32_e32 v6, v6
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v7, v34, v7
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v8
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v7, v36, v34, v7
	v_cvt_f16_f32_e32 v7, v7
	v_fma_f32 v36, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, vcc, v8, v34, v8
	v_mul_f32_e32 v37, v36, v39
	v_fma_f32 v40, -v38, v37, v36
	v_fmac_f32_e32 v37, v40, v39
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v9
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v39, v37
	v_div_fixup_f32 v8, v36, v34, v8
	v_cvt_f16_f32_e32 v8, v8
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v9, v34, v9
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v10
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v9, v36, v34, v9
	v_cvt_f16_f32_e32 v9, v9
	v_fma_f32 v36, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, vcc, v10, v34, v10
	v_mul_f32_e32 v37, v36, v39
	v_fma_f32 v40, -v38, v37, v36
	v_fmac_f32_e32 v37, v40, v39
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v11
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v39, v37
	v_div_fixup_f32 v10, v36, v34, v10
	v_cvt_f16_f32_e32 v10, v10
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v11, v34, v11
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v12
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v11, v36, v34, v11
	v_cvt_f16_f32_e32 v11, v11
	v_fma_f32 v36, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, vcc, v12, v34, v12
	v_mul_f32_e32 v37, v36, v39
	v_fma_f32 v40, -v38, v37, v36
	v_fmac_f32_e32 v37, v40, v39
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v13
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v39, v37
	v_div_fixup_f32 v12, v36, v34, v12
	v_cvt_f16_f32_e32 v12, v12
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v13, v34, v13
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v14
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v13, v36, v34, v13
	v_cvt_f16_f32_e32 v13, v13
	v_fma_f32 v36, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, vcc, v14, v34, v14
	v_mul_f32_e32 v37, v36, v39
	v_fma_f32 v40, -v38, v37, v36
	v_fmac_f32_e32 v37, v40, v39
	v_fma_f32 v36, -v38, v37, v36
	v_div_scale_f32 v38, s[2:3], v34, v34, v15
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v39, v37
	v_div_fixup_f32 v14, v36, v34, v14
	v_readlane_b32 s3, v255, 8
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v15, v34, v15
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	s_mul_i32 s2, s3, s8
	v_div_fmas_f32 v36, v36, v40, v37
	s_add_i32 s0, s0, s2
	v_div_fixup_f32 v15, v36, v34, v15
	v_mul_lo_u32 v34, v35, s3
	s_add_i32 s0, s0, s1
	v_add_u32_e32 v34, s0, v34
	v_readlane_b32 s0, v255, 0
	v_cvt_f16_f32_e32 v35, v0
	v_readlane_b32 s1, v255, 1
	v_readlane_b32 s2, v255, 2
	v_readlane_b32 s3, v255, 3
	v_pack_b32_f16 v0, v16, v17
	v_add_lshl_u32 v16, v34, v32, 1
	v_cmp_gt_i32_e32 vcc, s11, v33
	v_cvt_f16_f32_e32 v36, v1
	s_and_b32 s1, s1, 0xffff
	s_mov_b32 s3, 0x27000
	s_mov_b32 s2, 0x7ffffffe
	v_pack_b32_f16 v1, v18, v19
	v_cndmask_b32_e32 v17, v189, v16, vcc
	buffer_store_dwordx2 v[0:1], v17, s[0:3], 0 offen
	v_add_u32_e32 v17, 16, v16
	v_pack_b32_f16 v1, v22, v23
	v_pack_b32_f16 v0, v20, v21
	v_cndmask_b32_e32 v17, v189, v17, vcc
	buffer_store_dwordx2 v[0:1], v17, s[0:3], 0 offen
	v_add_u32_e32 v17, 32, v16
	v_pack_b32_f16 v1, v26, v27
	v_pack_b32_f16 v0, v24, v25
	v_cndmask_b32_e32 v17, v189, v17, vcc
	buffer_store_dwordx2 v[0:1], v17, s[0:3], 0 offen
	v_add_u32_e32 v17, 48, v16
	v_pack_b32_f16 v1, v30, v31
	v_pack_b32_f16 v0, v28, v29
	v_cndmask_b32_e32 v17, v189, v17, vcc
	buffer_store_dwordx2 v[0:1], v17, s[0:3], 0 offen
	v_pack_b32_f16 v1, v2, v3
	v_add_u32_e32 v2, 0x80, v16
	v_pack_b32_f16 v0, v35, v36
	v_cndmask_b32_e32 v2, v189, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[0:3], 0 offen
	v_add_u32_e32 v2, 0x90, v16
	v_cvt_f16_f32_e32 v14, v14
	v_cvt_f16_f32_e32 v15, v15
	v_pack_b32_f16 v1, v6, v7
	v_pack_b32_f16 v0, v4, v5
	v_cndmask_b32_e32 v2, v189, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[0:3], 0 offen
	v_add_u32_e32 v2, 0xa0, v16
	v_pack_b32_f16 v1, v10, v11
	v_pack_b32_f16 v0, v8, v9
	v_cndmask_b32_e32 v2, v189, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[0:3], 0 offen
	v_add_u32_e32 v2, 0xb0, v16
	v_pack_b32_f16 v1, v14, v15
	v_pack_b32_f16 v0, v12, v13
	v_cndmask_b32_e32 v2, v189, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[0:3], 0 offen
	s_endpgm
.Lfunc_end0:
	.size	flash_attention_fwd_kernel, .Lfunc_end0-flash_attention_fwd_kernel
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel flash_attention_fwd_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 120
		.amdhsa_kernarg_size 112
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
	.set .Lflash_attention_fwd_kernel.num_vgpr, 256
	.set .Lflash_attention_fwd_kernel.num_agpr, 0
	.set .Lflash_attention_fwd_kernel.numbered_sgpr, 100
	.set .Lflash_attention_fwd_kernel.num_named_barrier, 0
	.set .Lflash_attention_fwd_kernel.private_seg_size, 120
	.set .Lflash_attention_fwd_kernel.uses_vcc, 1
	.set .Lflash_attention_fwd_kernel.uses_flat_scratch, 0
	.set .Lflash_attention_fwd_kernel.has_dyn_sized_stack, 0
	.set .Lflash_attention_fwd_kernel.has_recursion, 0
	.set .Lflash_attention_fwd_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 22324
; TotalNumSgprs: 106
; NumVgprs: 256
; NumAgprs: 0
; TotalNumVgprs: 256
; ScratchSize: 120
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
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .value_kind:     by_value
      - .offset:         56
        .size:           4
        .value_kind:     by_value
      - .offset:         60
        .size:           4
        .value_kind:     by_value
      - .offset:         64
        .size:           4
        .value_kind:     by_value
      - .offset:         68
        .size:           4
        .value_kind:     by_value
      - .offset:         72
        .size:           4
        .value_kind:     by_value
      - .offset:         76
        .size:           4
        .value_kind:     by_value
      - .offset:         80
        .size:           4
        .value_kind:     by_value
      - .offset:         84
        .size:           4
        .value_kind:     by_value
      - .offset:         88
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         104
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 112
    .max_flat_workgroup_size: 512
    .name:           flash_attention_fwd_kernel
    .private_segment_fixed_size: 120
    .sgpr_count:     106
    .sgpr_spill_count: 11
    .symbol:         flash_attention_fwd_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     256
    .vgpr_spill_count: 34
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
