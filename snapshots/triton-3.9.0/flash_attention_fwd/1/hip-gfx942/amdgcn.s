; flash_attention_fwd config 1 (BLOCK_M=128 BLOCK_N=128 num_warps=8 num_stages=3) on hip:gfx942, normalized
	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	flash_attention_fwd_kernel      ; -- Begin function flash_attention_fwd_kernel
	.p2align	8
	.type	flash_attention_fwd_kernel,@function
flash_attention_fwd_kernel:             ; @flash_attention_fwd_kernel
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.34:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.35:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dwordx2 s[94:95], s[0:1], 0x54
	s_load_dword s22, s[0:1], 0x70
	s_mov_b64 s[24:25], s[2:3]
                                        ; implicit-def: $vgpr255 : SGPR spill to VGPR lane
	s_mov_b64 s[80:81], s[6:7]
	v_writelane_b32 v255, s8, 0
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s2, s94
	v_cvt_f32_u32_e32 v1, s2
	v_writelane_b32 v255, s9, 1
	v_writelane_b32 v255, s10, 2
	v_writelane_b32 v255, s11, 3
	v_rcp_f32_e32 v1, v1
	s_sub_i32 s8, 0, s2
	s_abs_i32 s7, s17
	s_not_b32 s6, s16
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s9, v0
	s_add_i32 s78, s22, s6
	s_xor_b32 s6, s17, s94
	v_readfirstlane_b32 s18, v1
	s_mul_i32 s8, s8, s18
	s_mul_hi_u32 s8, s18, s8
	s_add_i32 s18, s18, s8
	s_mul_hi_u32 s8, s7, s18
	s_mul_i32 s18, s8, s2
	s_sub_i32 s7, s7, s18
	s_and_b32 s3, s9, 0x1c0
	s_ashr_i32 s6, s6, 31
	s_add_i32 s18, s8, 1
	s_sub_i32 s19, s7, s2
	s_cmp_ge_u32 s7, s2
	s_cselect_b32 s8, s18, s8
	s_cselect_b32 s7, s19, s7
	s_add_i32 s18, s8, 1
	s_cmp_ge_u32 s7, s2
	s_cselect_b32 s2, s18, s8
	s_xor_b32 s2, s2, s6
	s_sub_i32 s34, s2, s6
	s_mul_i32 s2, s34, s94
	s_sub_i32 s35, s17, s2
	v_and_b32_e32 v1, 63, v0
	s_mul_i32 s2, s34, s11
	s_mul_i32 s6, s35, s12
	s_lshl_b32 s8, s78, 7
	v_or_b32_e32 v19, s3, v1
	s_add_i32 s2, s6, s2
	v_lshrrev_b32_e32 v170, 4, v19
	s_mul_i32 s3, s8, s13
	v_and_b32_e32 v155, 15, v0
	v_or_b32_e32 v208, 32, v170
	v_or_b32_e32 v171, 64, v170
	v_lshlrev_b32_e32 v36, 3, v155
	s_add_i32 s2, s2, s3
	v_or_b32_e32 v110, 0x60, v170
	v_or_b32_e32 v2, s8, v170
	v_or_b32_e32 v3, s8, v208
	v_or_b32_e32 v10, s8, v171
	v_mul_lo_u32 v4, v170, s13
	v_mul_lo_u32 v5, v208, s13
	v_mul_lo_u32 v12, v171, s13
	v_add_u32_e32 v14, s2, v36
	v_or_b32_e32 v11, s8, v110
	v_mul_lo_u32 v13, v110, s13
	s_mov_b32 s7, 0x27000
	s_mov_b32 s6, 0x7ffffffe
	v_add_lshl_u32 v4, v14, v4, 1
	v_bfrev_b32_e32 v18, 1
	v_cmp_gt_i32_e64 s[20:21], s95, v2
	v_add_lshl_u32 v2, v14, v5, 1
	v_cmp_gt_i32_e32 vcc, s95, v3
	v_add_lshl_u32 v12, v14, v12, 1
	v_cmp_gt_i32_e64 s[2:3], s95, v10
	s_and_b32 s25, s25, 0xffff
	s_mov_b32 s26, s6
	s_mov_b32 s27, s7
	v_cndmask_b32_e64 v15, v18, v4, s[20:21]
	v_cndmask_b32_e32 v16, v18, v2, vcc
	v_cndmask_b32_e64 v20, v18, v12, s[2:3]
	v_add_lshl_u32 v10, v14, v13, 1
	v_cmp_gt_i32_e64 s[18:19], s95, v11
	buffer_load_dwordx4 v[2:5], v15, s[24:27], 0 offen
	buffer_load_dwordx4 v[6:9], v16, s[24:27], 0 offen
	v_cndmask_b32_e64 v21, v18, v10, s[18:19]
	buffer_load_dwordx4 v[10:13], v20, s[24:27], 0 offen
	buffer_load_dwordx4 v[14:17], v21, s[24:27], 0 offen
	v_and_b32_e32 v52, 0x1f0, v19
	v_lshlrev_b32_e32 v70, 4, v19
	v_lshrrev_b32_e32 v19, 1, v19
	v_and_b32_e32 v19, 0x78, v19
	v_xor_b32_e32 v19, v19, v70
	v_and_b32_e32 v111, 32, v0
	v_add_u32_e32 v20, 0, v19
	s_and_b32 s23, s9, 0xc0
	v_and_b32_e32 v53, 31, v0
	v_xad_u32 v19, v19, 8, 0
	v_lshrrev_b32_e32 v209, 2, v111
	v_lshlrev_b32_e32 v254, 8, v53
	s_load_dwordx4 s[24:27], s[0:1], 0x38
	scratch_store_dword off, v70, off offset:64 ; 4-byte Folded Spill
	v_lshrrev_b32_e32 v212, 2, v52
	s_and_b32 s99, s9, 0x180
	s_and_b32 s36, s9, 64
	s_mul_i32 s9, s34, s14
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s11, s34, s25
	s_mul_i32 s17, s35, s15
	s_mul_i32 s12, s35, s26
	v_or_b32_e32 v37, 1, v212
	s_add_i32 s17, s17, s9
	s_add_i32 s11, s12, s11
	v_mad_u64_u32 v[204:205], s[12:13], v170, s24, v[36:37]
	v_mad_u64_u32 v[202:203], s[12:13], v208, s24, v[36:37]
	v_mad_u64_u32 v[152:153], s[12:13], v171, s24, v[36:37]
	v_mad_u64_u32 v[112:113], s[12:13], v110, s24, v[36:37]
	s_cmp_gt_i32 s8, 0
	s_cselect_b64 s[12:13], -1, 0
	s_and_b32 s5, s5, 0xffff
	v_mad_u64_u32 v[230:231], s[14:15], v212, s27, v[36:37]
	v_or_b32_e32 v38, 2, v212
	v_mad_u64_u32 v[206:207], s[14:15], v37, s27, v[36:37]
	v_or_b32_e32 v39, 3, v212
	v_mad_u64_u32 v[246:247], s[14:15], v38, s27, v[36:37]
	s_and_b32 s81, s81, 0xffff
	s_mov_b32 s82, s6
	s_mov_b32 s83, s7
	s_waitcnt vmcnt(3)
	ds_write2st64_b64 v20, v[2:3], v[6:7] offset1:16
	s_waitcnt vmcnt(1)
	ds_write2st64_b64 v20, v[10:11], v[14:15] offset0:32 offset1:48
	ds_write2st64_b64 v19, v[4:5], v[8:9] offset1:16
	ds_write2st64_b64 v19, v[12:13], v[16:17] offset0:32 offset1:48
	v_lshl_or_b32 v2, s23, 7, v36
	v_xor_b32_e32 v2, v2, v209
	v_or_b32_e32 v2, v2, v254
	v_add_u32_e32 v3, 0, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[122:125], v3 offset1:16
	v_xad_u32 v3, v2, 16, 0
	ds_read2_b64 v[126:129], v3 offset1:16
	v_xad_u32 v3, v2, 32, 0
	ds_read2_b64 v[224:227], v3 offset1:16
	v_xad_u32 v3, v2, 48, 0
	ds_read2_b64 v[114:117], v3 offset1:16
	v_xad_u32 v3, v2, 64, 0
	ds_read2_b64 v[102:105], v3 offset1:16
	v_xor_b32_e32 v3, 0x50, v2
	v_add_u32_e32 v3, 0, v3
	ds_read2_b64 v[118:121], v3 offset1:16
	v_xor_b32_e32 v3, 0x60, v2
	v_xor_b32_e32 v2, 0x70, v2
	v_add_u32_e32 v2, 0, v2
	v_add_u32_e32 v3, 0, v3
	ds_read2_b64 v[250:253], v2 offset1:16
	v_add_lshl_u32 v2, s17, v204, 1
	ds_read2_b64 v[98:101], v3 offset1:16
	v_cndmask_b32_e64 v2, v18, v2, s[12:13]
	v_add_lshl_u32 v3, v202, s17, 1
	v_cndmask_b32_e64 v3, v18, v3, s[12:13]
	buffer_load_dwordx4 v[20:23], v2, s[4:7], 0 offen
	buffer_load_dwordx4 v[24:27], v3, s[4:7], 0 offen
	v_add_lshl_u32 v2, v152, s17, 1
	v_cndmask_b32_e64 v2, v18, v2, s[12:13]
	v_add_lshl_u32 v3, v112, s17, 1
	v_cndmask_b32_e64 v3, v18, v3, s[12:13]
	buffer_load_dwordx4 v[28:31], v2, s[4:7], 0 offen
	buffer_load_dwordx4 v[32:35], v3, s[4:7], 0 offen
	v_add_lshl_u32 v2, v230, s11, 1
	v_cndmask_b32_e64 v10, v18, v2, s[12:13]
	v_add_lshl_u32 v2, v206, s11, 1
	v_mad_u64_u32 v[232:233], s[14:15], v39, s27, v[36:37]
	v_cndmask_b32_e64 v11, v18, v2, s[12:13]
	buffer_load_dwordx4 v[2:5], v10, s[80:83], 0 offen
	buffer_load_dwordx4 v[6:9], v11, s[80:83], 0 offen
	v_add_lshl_u32 v10, v246, s11, 1
	s_lshl_b32 s79, s24, 7
	v_cndmask_b32_e64 v19, v18, v10, s[12:13]
	v_add_lshl_u32 v10, v232, s11, 1
	s_lshl_b32 s84, s27, 7
	v_add_u32_e32 v151, s79, v204
	v_add_u32_e32 v153, s79, v202
	v_cndmask_b32_e64 v36, v18, v10, s[12:13]
	buffer_load_dwordx4 v[10:13], v19, s[80:83], 0 offen
	buffer_load_dwordx4 v[14:17], v36, s[80:83], 0 offen
	s_cmpk_gt_i32 s8, 0x80
	v_add_u32_e32 v154, s17, v151
	v_add_u32_e32 v96, s17, v153
	v_add_u32_e32 v203, s79, v152
	v_add_u32_e32 v205, s79, v112
	v_lshlrev_b32_e32 v19, 1, v154
	s_cselect_b64 s[14:15], -1, 0
	v_lshlrev_b32_e32 v36, 1, v96
	v_add_u32_e32 v176, s17, v203
	v_add_u32_e32 v177, s17, v205
	v_cndmask_b32_e64 v19, v18, v19, s[14:15]
	v_cndmask_b32_e64 v36, v18, v36, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_load_dwordx4 v[54:57], v19, s[4:7], 0 offen
	buffer_load_dwordx4 v[58:61], v36, s[4:7], 0 offen
	v_lshlrev_b32_e32 v19, 1, v176
	v_lshlrev_b32_e32 v36, 1, v177
	v_add_u32_e32 v231, s84, v206
	v_cndmask_b32_e64 v19, v18, v19, s[14:15]
	v_cndmask_b32_e64 v36, v18, v36, s[14:15]
	v_add_u32_e32 v233, s84, v246
	v_add_u32_e32 v179, s11, v231
	buffer_load_dwordx4 v[62:65], v19, s[4:7], 0 offen
	buffer_load_dwordx4 v[66:69], v36, s[4:7], 0 offen
	v_add_u32_e32 v207, s84, v230
	v_add_u32_e32 v247, s84, v232
	v_add_u32_e32 v180, s11, v233
	v_lshlrev_b32_e32 v36, 1, v179
	v_add_u32_e32 v178, s11, v207
	v_add_u32_e32 v181, s11, v247
	v_cndmask_b32_e64 v48, v18, v36, s[14:15]
	v_lshlrev_b32_e32 v36, 1, v180
	v_lshlrev_b32_e32 v19, 1, v178
	v_cndmask_b32_e64 v36, v18, v36, s[14:15]
	v_lshlrev_b32_e32 v37, 1, v181
	v_cndmask_b32_e64 v19, v18, v19, s[14:15]
	v_cndmask_b32_e64 v18, v18, v37, s[14:15]
	buffer_load_dwordx4 v[36:39], v36, s[80:83], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[40:43], v18, s[80:83], 0 offen
	buffer_load_dwordx4 v[44:47], v19, s[80:83], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[48:51], v48, s[80:83], 0 offen
	v_mov_b32_e32 v18, 0x3fb8aa3b
	v_mul_f32_e32 v148, s10, v18
	v_add_u32_e32 v113, 0, v70
	v_and_b32_e32 v18, 14, v0
	s_waitcnt vmcnt(15)
	ds_write_b128 v113, v[20:23]
	s_waitcnt vmcnt(14)
	ds_write_b128 v113, v[24:27] offset:8192
	s_waitcnt vmcnt(13)
	ds_write_b128 v113, v[28:31] offset:16384
	s_waitcnt vmcnt(12)
	ds_write_b128 v113, v[32:35] offset:24576
	v_lshlrev_b32_e32 v19, 2, v18
	v_bfe_i32 v21, v0, 0, 1
	s_movk_i32 s9, 0x840
	v_lshrrev_b32_e32 v20, 1, v52
	v_and_or_b32 v19, v21, s9, v19
	v_xor_b32_e32 v19, v19, v20
	v_lshl_or_b32 v213, v18, 11, v19
	s_mov_b32 s28, 0x5040100
	v_add_u32_e32 v20, 0x10000, v213
	s_waitcnt vmcnt(10)
	v_perm_b32 v18, v6, v2, s28
	v_xor_b32_e32 v214, 8, v213
	s_mov_b32 s29, 0x7060302
	v_xor_b32_e32 v215, 16, v213
	v_xor_b32_e32 v216, 24, v213
	s_waitcnt vmcnt(8)
	v_perm_b32 v19, v14, v10, s28
	ds_write_b64 v20, v[18:19]
	v_add_u32_e32 v20, 0x10000, v214
	v_perm_b32 v19, v14, v10, s29
	v_perm_b32 v18, v6, v2, s29
	ds_write_b64 v20, v[18:19] offset:256
	v_add_u32_e32 v2, 0x10000, v215
	v_perm_b32 v19, v15, v11, s28
	v_perm_b32 v18, v7, v3, s28
	ds_write_b64 v2, v[18:19] offset:512
	v_add_u32_e32 v2, 0x10000, v216
	v_perm_b32 v11, v15, v11, s29
	v_perm_b32 v10, v7, v3, s29
	v_xor_b32_e32 v217, 32, v213
	ds_write_b64 v2, v[10:11] offset:768
	v_add_u32_e32 v6, 0x10000, v217
	v_perm_b32 v3, v16, v12, s28
	v_perm_b32 v2, v8, v4, s28
	v_xor_b32_e32 v218, 40, v213
	ds_write_b64 v6, v[2:3] offset:1024
	v_add_u32_e32 v6, 0x10000, v218
	v_perm_b32 v3, v16, v12, s29
	v_perm_b32 v2, v8, v4, s29
	v_xor_b32_e32 v219, 48, v213
	ds_write_b64 v6, v[2:3] offset:1280
	v_add_u32_e32 v4, 0x10000, v219
	v_perm_b32 v3, v17, v13, s28
	v_perm_b32 v2, v9, v5, s28
	v_xor_b32_e32 v221, 56, v213
	ds_write_b64 v4, v[2:3] offset:1536
	v_add_u32_e32 v4, 0x10000, v221
	v_perm_b32 v3, v17, v13, s29
	v_perm_b32 v2, v9, v5, s29
	ds_write_b64 v4, v[2:3] offset:1792
	s_waitcnt vmcnt(7)
	ds_write_b128 v113, v[54:57] offset:32768
	s_waitcnt vmcnt(6)
	ds_write_b128 v113, v[58:61] offset:40960
	s_waitcnt vmcnt(5)
	ds_write_b128 v113, v[62:65] offset:49152
	s_waitcnt vmcnt(4)
	ds_write_b128 v113, v[66:69] offset:57344
	v_add_u32_e32 v4, 0x18000, v213
	s_add_i32 s96, s8, 0xffffff00
	s_waitcnt vmcnt(2)
	v_perm_b32 v3, v40, v36, s28
	s_mov_b32 s25, 0
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v48, v44, s28
	ds_write_b64 v4, v[2:3]
	v_add_u32_e32 v4, 0x18000, v214
	v_perm_b32 v3, v40, v36, s29
	v_perm_b32 v2, v48, v44, s29
	ds_write_b64 v4, v[2:3] offset:256
	v_add_u32_e32 v4, 0x18000, v215
	v_perm_b32 v3, v41, v37, s28
	v_perm_b32 v2, v49, v45, s28
	ds_write_b64 v4, v[2:3] offset:512
	v_add_u32_e32 v4, 0x18000, v216
	v_perm_b32 v3, v41, v37, s29
	v_perm_b32 v2, v49, v45, s29
	ds_write_b64 v4, v[2:3] offset:768
	v_add_u32_e32 v4, 0x18000, v217
	v_perm_b32 v3, v42, v38, s28
	v_perm_b32 v2, v50, v46, s28
	ds_write_b64 v4, v[2:3] offset:1024
	v_add_u32_e32 v4, 0x18000, v218
	v_perm_b32 v3, v42, v38, s29
	v_perm_b32 v2, v50, v46, s29
	ds_write_b64 v4, v[2:3] offset:1280
	v_add_u32_e32 v4, 0x18000, v219
	v_perm_b32 v3, v43, v39, s28
	v_perm_b32 v2, v51, v47, s28
	ds_write_b64 v4, v[2:3] offset:1536
	v_add_u32_e32 v4, 0x18000, v221
	v_perm_b32 v3, v43, v39, s29
	v_perm_b32 v2, v51, v47, s29
	s_mov_b32 s26, 1
	s_mov_b32 s14, 0x10000
	s_mov_b32 s10, 0x18000
	ds_write_b64 v4, v[2:3] offset:1792
	s_cmp_lt_i32 s96, 1
	v_bfe_i32 v149, v0, 4, 1
	v_lshlrev_b32_e32 v97, 2, v1
	v_lshlrev_b32_e32 v3, 1, v53
	v_lshlrev_b32_e32 v4, 5, v111
	scratch_store_dword off, v213, off offset:68 ; 4-byte Folded Spill
	scratch_store_dword off, v214, off offset:72 ; 4-byte Folded Spill
	scratch_store_dword off, v215, off offset:76 ; 4-byte Folded Spill
	scratch_store_dword off, v216, off offset:80 ; 4-byte Folded Spill
	scratch_store_dword off, v217, off offset:84 ; 4-byte Folded Spill
	scratch_store_dword off, v218, off offset:88 ; 4-byte Folded Spill
	scratch_store_dword off, v219, off offset:92 ; 4-byte Folded Spill
	scratch_store_dword off, v221, off offset:96 ; 4-byte Folded Spill
	scratch_store_dword off, v53, off offset:708 ; 4-byte Folded Spill
	scratch_store_dword off, v208, off offset:404 ; 4-byte Folded Spill
	scratch_store_dword off, v170, off offset:408 ; 4-byte Folded Spill
	scratch_store_dword off, v171, off offset:412 ; 4-byte Folded Spill
	scratch_store_dword off, v110, off offset:416 ; 4-byte Folded Spill
	scratch_store_dword off, v212, off offset:420 ; 4-byte Folded Spill
	scratch_store_dword off, v3, off offset:100 ; 4-byte Folded Spill
	scratch_store_dword off, v4, off offset:104 ; 4-byte Folded Spill
	s_cbranch_scc1 .LBB0_1
; %bb.1:                                ; %.lr.ph
	s_lshl_b32 s30, s23, 1
	s_cmp_eq_u32 s36, 0
	s_cselect_b32 s10, 0, 0x2010
	v_mov_b32_e32 v0, 0x20000
	v_mul_u32_u24_e32 v1, 0x108, v155
	v_or_b32_e32 v2, s10, v209
	s_mov_b32 s9, 0x20000
	v_lshl_add_u32 v182, v53, 2, v0
	v_and_b32_e32 v0, 0x1008, v149
	v_xor_b32_e32 v1, v2, v1
	v_xor_b32_e32 v183, v1, v0
	v_add3_u32 v0, s9, v4, v3
	s_lshr_b32 s9, s99, 1
	v_mov_b32_e32 v14, 0
	scratch_store_dword off, v247, off offset:356 ; 4-byte Folded Spill
	scratch_store_dword off, v233, off offset:352 ; 4-byte Folded Spill
	scratch_store_dword off, v231, off offset:348 ; 4-byte Folded Spill
	scratch_store_dword off, v207, off offset:344 ; 4-byte Folded Spill
	scratch_store_dword off, v205, off offset:340 ; 4-byte Folded Spill
	scratch_store_dword off, v203, off offset:336 ; 4-byte Folded Spill
	scratch_store_dword off, v153, off offset:332 ; 4-byte Folded Spill
	scratch_store_dword off, v151, off offset:312 ; 4-byte Folded Spill
	scratch_store_dword off, v113, off offset:296 ; 4-byte Folded Spill
	scratch_store_dwordx2 off, v[246:247], off offset:288 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[232:233], off offset:280 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[230:231], off offset:272 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[206:207], off offset:240 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[204:205], off offset:232 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[202:203], off offset:216 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[152:153], off offset:200 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[112:113], off offset:184 ; 8-byte Folded Spill
	scratch_store_dword off, v111, off offset:168 ; 4-byte Folded Spill
	scratch_store_dword off, v149, off offset:376 ; 4-byte Folded Spill
	v_add_u32_e32 v184, s23, v0
	v_add_u32_e32 v185, s9, v0
	s_mov_b32 s15, 0x8000
	s_mov_b32 s10, 0x18000
	v_mov_b32_e32 v149, v148
	v_mov_b32_e32 v131, 0xff800000
	v_mov_b32_e32 v130, 0
	s_mov_b32 s31, 0
	v_mov_b32_e32 v15, v14
	v_mov_b32_e32 v12, v14
	v_mov_b32_e32 v13, v14
	v_mov_b32_e32 v10, v14
	v_mov_b32_e32 v11, v14
	v_mov_b32_e32 v8, v14
	v_mov_b32_e32 v9, v14
	v_mov_b32_e32 v6, v14
	v_mov_b32_e32 v7, v14
	v_mov_b32_e32 v4, v14
	v_mov_b32_e32 v5, v14
	v_mov_b32_e32 v2, v14
	v_mov_b32_e32 v3, v14
	v_mov_b32_e32 v0, v14
	v_mov_b32_e32 v1, v14
	v_mov_b32_e32 v30, v14
	v_mov_b32_e32 v31, v14
	v_mov_b32_e32 v28, v14
	v_mov_b32_e32 v29, v14
	v_mov_b32_e32 v26, v14
	v_mov_b32_e32 v27, v14
	v_mov_b32_e32 v24, v14
	v_mov_b32_e32 v25, v14
	v_mov_b32_e32 v22, v14
	v_mov_b32_e32 v23, v14
	v_mov_b32_e32 v20, v14
	v_mov_b32_e32 v21, v14
	v_mov_b32_e32 v18, v14
	v_mov_b32_e32 v19, v14
	v_mov_b32_e32 v16, v14
	v_mov_b32_e32 v17, v14
	v_mov_b64_e32 v[150:151], v[250:251]
	v_mov_b64_e32 v[152:153], v[252:253]
	v_mov_b64_e32 v[170:171], v[100:101]
	v_mov_b64_e32 v[168:169], v[98:99]
	v_mov_b64_e32 v[174:175], v[128:129]
	v_mov_b64_e32 v[172:173], v[126:127]
	v_mov_b64_e32 v[128:129], v[124:125]
	v_mov_b64_e32 v[126:127], v[122:123]
	v_mov_b64_e32 v[124:125], v[120:121]
	v_mov_b64_e32 v[122:123], v[118:119]
	v_mov_b64_e32 v[120:121], v[116:117]
	v_mov_b64_e32 v[118:119], v[114:115]
	v_mov_b64_e32 v[114:115], v[224:225]
	v_mov_b64_e32 v[116:117], v[226:227]
	v_mov_b64_e32 v[112:113], v[104:105]
	v_mov_b64_e32 v[110:111], v[102:103]
	scratch_store_dword off, v155, off offset:380 ; 4-byte Folded Spill
	scratch_store_dwordx4 off, v[16:19], off ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[20:23], off offset:16 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[24:27], off offset:32 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[28:31], off offset:48 ; 16-byte Folded Spill
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v154, s79, v154
	v_add_u32_e32 v96, s79, v96
	v_lshlrev_b32_e32 v32, 1, v154
	v_add_u32_e32 v176, s79, v176
	buffer_load_dwordx4 v[186:189], v32, s[4:7], 0 offen
	v_lshlrev_b32_e32 v32, 1, v96
	v_add_u32_e32 v177, s79, v177
	buffer_load_dwordx4 v[190:193], v32, s[4:7], 0 offen
	v_lshlrev_b32_e32 v32, 1, v176
	s_mov_b32 s33, s25
	buffer_load_dwordx4 v[194:197], v32, s[4:7], 0 offen
	v_lshlrev_b32_e32 v32, 1, v177
	buffer_load_dwordx4 v[198:201], v32, s[4:7], 0 offen
	v_add3_u32 v32, s33, v209, v254
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
	ds_read2_b64 v[132:135], v33 offset0:16 offset1:18
	ds_read2_b64 v[136:139], v33 offset0:20 offset1:22
	ds_read2_b64 v[140:143], v33 offset0:24 offset1:26
	ds_read2_b64 v[144:147], v33 offset0:28 offset1:30
	v_add_u32_e32 v33, 0x4000, v32
	v_add_u32_e32 v32, 0x6000, v32
	ds_read2_b64 v[202:205], v33 offset1:2
	v_mov_b32_e32 v155, v209
	ds_read2_b64 v[206:209], v33 offset0:4 offset1:6
	ds_read2_b64 v[210:213], v33 offset0:8 offset1:10
	ds_read2_b64 v[214:217], v33 offset0:12 offset1:14
	ds_read2_b64 v[218:221], v33 offset0:16 offset1:18
	ds_read2_b64 v[222:225], v33 offset0:20 offset1:22
	ds_read2_b64 v[226:229], v33 offset0:24 offset1:26
	ds_read2_b64 v[230:233], v33 offset0:28 offset1:30
	ds_read2_b64 v[234:237], v32 offset1:2
	ds_read2_b64 v[238:241], v32 offset0:4 offset1:6
	ds_read2_b64 v[242:245], v32 offset0:8 offset1:10
	ds_read2_b64 v[246:249], v32 offset0:12 offset1:14
	ds_read2_b64 v[250:253], v32 offset0:16 offset1:18
	ds_read2_b64 v[156:159], v32 offset0:20 offset1:22
	ds_read2_b64 v[160:163], v32 offset0:24 offset1:26
	ds_read2_b64 v[164:167], v32 offset0:28 offset1:30
	s_waitcnt lgkmcnt(14)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[126:127], 0
	s_mov_b32 s9, s14
	v_add_u32_e32 v178, s84, v178
	v_add_u32_e32 v179, s84, v179
	v_add_u32_e32 v180, s84, v180
	v_add_u32_e32 v181, s84, v181
	s_mov_b32 s82, s6
	s_mov_b32 s83, s7
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[172:173], v[32:47]
	s_mov_b32 s25, s15
	s_mov_b32 s14, s10
	v_mfma_f32_32x32x8_f16 v[32:47], v[52:53], v[114:115], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[54:55], v[118:119], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[56:57], v[110:111], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[58:59], v[122:123], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[60:61], v[168:169], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[62:63], v[150:151], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[80:81], v[126:127], 0
	v_mfma_f32_32x32x8_f16 v[32:47], v[64:65], v[128:129], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[82:83], v[172:173], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[66:67], v[174:175], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[84:85], v[114:115], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[68:69], v[116:117], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[86:87], v[118:119], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[70:71], v[120:121], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[88:89], v[110:111], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[72:73], v[112:113], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[90:91], v[122:123], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[74:75], v[124:125], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[92:93], v[168:169], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[76:77], v[170:171], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[94:95], v[150:151], v[48:63]
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_32x32x8_f16 v[80:95], v[234:235], v[126:127], 0
	v_mfma_f32_32x32x8_f16 v[32:47], v[78:79], v[152:153], v[32:47]
	v_mfma_f32_32x32x8_f16 v[64:79], v[202:203], v[126:127], 0
	s_nop 9
	v_max3_f32 v98, v32, v33, v34
	v_max3_f32 v99, v35, v36, v37
	v_max3_f32 v100, v38, v39, v40
	v_max3_f32 v101, v41, v42, v43
	v_max3_f32 v102, v44, v45, v46
	v_max3_f32 v98, v98, v99, v100
	v_mfma_f32_32x32x8_f16 v[80:95], v[236:237], v[172:173], v[80:95]
	v_mfma_f32_32x32x8_f16 v[64:79], v[204:205], v[172:173], v[64:79]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x8_f16 v[80:95], v[238:239], v[114:115], v[80:95]
	v_mfma_f32_32x32x8_f16 v[64:79], v[206:207], v[114:115], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[240:241], v[118:119], v[80:95]
	v_mfma_f32_32x32x8_f16 v[64:79], v[208:209], v[118:119], v[64:79]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_f16 v[80:95], v[242:243], v[110:111], v[80:95]
	v_mfma_f32_32x32x8_f16 v[64:79], v[210:211], v[110:111], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[244:245], v[122:123], v[80:95]
	v_mfma_f32_32x32x8_f16 v[64:79], v[212:213], v[122:123], v[64:79]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[80:95], v[246:247], v[168:169], v[80:95]
	v_mfma_f32_32x32x8_f16 v[64:79], v[214:215], v[168:169], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[248:249], v[150:151], v[80:95]
	v_mfma_f32_32x32x8_f16 v[64:79], v[216:217], v[150:151], v[64:79]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[80:95], v[250:251], v[128:129], v[80:95]
	v_mfma_f32_32x32x8_f16 v[48:63], v[132:133], v[128:129], v[48:63]
	v_mfma_f32_32x32x8_f16 v[64:79], v[218:219], v[128:129], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[252:253], v[174:175], v[80:95]
	v_mfma_f32_32x32x8_f16 v[48:63], v[134:135], v[174:175], v[48:63]
	v_mfma_f32_32x32x8_f16 v[64:79], v[220:221], v[174:175], v[64:79]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[80:95], v[156:157], v[116:117], v[80:95]
	v_mfma_f32_32x32x8_f16 v[48:63], v[136:137], v[116:117], v[48:63]
	v_mfma_f32_32x32x8_f16 v[64:79], v[222:223], v[116:117], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[158:159], v[120:121], v[80:95]
	v_mfma_f32_32x32x8_f16 v[48:63], v[138:139], v[120:121], v[48:63]
	v_mfma_f32_32x32x8_f16 v[64:79], v[224:225], v[120:121], v[64:79]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[80:95], v[160:161], v[112:113], v[80:95]
	v_mfma_f32_32x32x8_f16 v[48:63], v[140:141], v[112:113], v[48:63]
	v_mfma_f32_32x32x8_f16 v[64:79], v[226:227], v[112:113], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[162:163], v[124:125], v[80:95]
	v_mfma_f32_32x32x8_f16 v[48:63], v[142:143], v[124:125], v[48:63]
	v_mfma_f32_32x32x8_f16 v[64:79], v[228:229], v[124:125], v[64:79]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[164:165], v[170:171], v[80:95]
	v_mfma_f32_32x32x8_f16 v[48:63], v[144:145], v[170:171], v[48:63]
	v_mfma_f32_32x32x8_f16 v[64:79], v[230:231], v[170:171], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[166:167], v[152:153], v[80:95]
	v_mfma_f32_32x32x8_f16 v[48:63], v[146:147], v[152:153], v[48:63]
	s_nop 9
	v_max_f32_e32 v138, v87, v87
	v_max_f32_e32 v139, v86, v86
	v_max3_f32 v136, v80, v81, v82
	v_max3_f32 v137, v83, v84, v85
	v_max_f32_e32 v138, v139, v138
	v_max3_f32 v139, v89, v90, v91
	v_max3_f32 v140, v92, v93, v94
	v_mfma_f32_32x32x8_f16 v[64:79], v[232:233], v[152:153], v[64:79]
	v_max3_f32 v103, v47, v48, v49
	v_max3_f32 v104, v50, v51, v52
	v_max3_f32 v105, v53, v54, v55
	v_max3_f32 v106, v56, v57, v58
	v_max3_f32 v107, v59, v60, v61
	v_max3_f32 v99, v101, v102, v103
	v_max3_f32 v100, v104, v105, v106
	s_nop 3
	v_max3_f32 v108, v62, v63, v64
	v_max3_f32 v109, v65, v66, v67
	v_max3_f32 v132, v68, v69, v70
	v_max3_f32 v133, v71, v72, v73
	v_max3_f32 v134, v74, v75, v76
	v_max3_f32 v135, v77, v78, v79
	v_max3_f32 v101, v107, v108, v109
	v_max3_f32 v102, v132, v133, v134
	v_max3_f32 v103, v135, v136, v137
	v_max3_f32 v104, v138, v88, v139
	v_max3_f32 v98, v98, v99, v100
	v_max3_f32 v99, v101, v102, v103
	v_max3_f32 v100, v104, v140, v95
	v_max3_f32 v98, v98, v99, v100
	v_xor_b32_e32 v132, 0x80, v97
	ds_bpermute_b32 v99, v132, v98
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v99, v99, v99
	v_max_f32_e32 v98, v98, v99
	v_mul_f32_e32 v98, v148, v98
	v_max_f32_e32 v99, v131, v131
	v_max_f32_e32 v146, v99, v98
	v_pk_fma_f32 v[32:33], v[148:149], v[32:33], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], v[148:149], v[34:35], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], v[148:149], v[36:37], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[148:149], v[38:39], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], v[148:149], v[40:41], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], v[148:149], v[42:43], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], v[148:149], v[44:45], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[148:149], v[46:47], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], v[148:149], v[48:49], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], v[148:149], v[50:51], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[52:53], v[148:149], v[52:53], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[54:55], v[148:149], v[54:55], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[56:57], v[148:149], v[56:57], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], v[148:149], v[58:59], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[60:61], v[148:149], v[60:61], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], v[148:149], v[62:63], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[64:65], v[148:149], v[64:65], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], v[148:149], v[66:67], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], v[148:149], v[68:69], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], v[148:149], v[70:71], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[72:73], v[148:149], v[72:73], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[74:75], v[148:149], v[74:75], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[76:77], v[148:149], v[76:77], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[78:79], v[148:149], v[78:79], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[80:81], v[148:149], v[80:81], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[82:83], v[148:149], v[82:83], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[84:85], v[148:149], v[84:85], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[86:87], v[148:149], v[86:87], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[88:89], v[148:149], v[88:89], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[90:91], v[148:149], v[90:91], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[92:93], v[148:149], v[92:93], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[94:95], v[148:149], v[94:95], v[146:147] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v98, v32
	v_exp_f32_e32 v99, v33
	v_exp_f32_e32 v100, v34
	v_exp_f32_e32 v101, v35
	v_exp_f32_e32 v102, v36
	v_exp_f32_e32 v103, v37
	v_exp_f32_e32 v104, v38
	v_exp_f32_e32 v105, v39
	v_exp_f32_e32 v106, v40
	v_exp_f32_e32 v107, v41
	v_exp_f32_e32 v108, v42
	v_exp_f32_e32 v109, v43
	v_exp_f32_e32 v156, v44
	v_exp_f32_e32 v157, v45
	v_exp_f32_e32 v158, v46
	v_exp_f32_e32 v159, v47
	v_exp_f32_e32 v160, v48
	v_exp_f32_e32 v161, v49
	v_exp_f32_e32 v162, v50
	v_exp_f32_e32 v163, v51
	v_exp_f32_e32 v164, v52
	v_exp_f32_e32 v165, v53
	v_exp_f32_e32 v166, v54
	v_exp_f32_e32 v167, v55
	v_exp_f32_e32 v202, v56
	v_exp_f32_e32 v203, v57
	v_exp_f32_e32 v204, v58
	v_exp_f32_e32 v205, v59
	v_exp_f32_e32 v206, v60
	v_exp_f32_e32 v207, v61
	v_exp_f32_e32 v208, v62
	v_exp_f32_e32 v209, v63
	v_exp_f32_e32 v210, v64
	v_exp_f32_e32 v211, v65
	v_exp_f32_e32 v212, v66
	v_exp_f32_e32 v213, v67
	v_exp_f32_e32 v214, v68
	v_exp_f32_e32 v215, v69
	v_exp_f32_e32 v216, v70
	v_exp_f32_e32 v217, v71
	v_exp_f32_e32 v218, v72
	v_exp_f32_e32 v219, v73
	v_exp_f32_e32 v220, v74
	v_exp_f32_e32 v221, v75
	v_exp_f32_e32 v222, v76
	v_exp_f32_e32 v223, v77
	v_exp_f32_e32 v224, v78
	v_exp_f32_e32 v225, v79
	v_exp_f32_e32 v226, v80
	v_exp_f32_e32 v227, v81
	v_exp_f32_e32 v228, v82
	v_exp_f32_e32 v229, v83
	v_exp_f32_e32 v230, v84
	v_exp_f32_e32 v231, v85
	v_exp_f32_e32 v232, v86
	v_exp_f32_e32 v233, v87
	v_exp_f32_e32 v234, v88
	v_exp_f32_e32 v235, v89
	v_exp_f32_e32 v236, v90
	v_exp_f32_e32 v237, v91
	v_exp_f32_e32 v238, v92
	v_exp_f32_e32 v239, v93
	v_exp_f32_e32 v240, v94
	v_exp_f32_e32 v241, v95
	v_sub_f32_e32 v32, v131, v146
	v_exp_f32_e32 v64, v32
	v_pk_add_f32 v[32:33], v[98:99], v[100:101]
	v_pk_add_f32 v[34:35], v[102:103], v[104:105]
	v_pk_add_f32 v[36:37], v[106:107], v[108:109]
	v_pk_add_f32 v[38:39], v[156:157], v[158:159]
	v_pk_add_f32 v[40:41], v[160:161], v[162:163]
	v_pk_add_f32 v[42:43], v[164:165], v[166:167]
	v_pk_add_f32 v[44:45], v[202:203], v[204:205]
	v_pk_add_f32 v[46:47], v[206:207], v[208:209]
	v_pk_add_f32 v[48:49], v[210:211], v[212:213]
	v_pk_add_f32 v[50:51], v[214:215], v[216:217]
	v_pk_add_f32 v[52:53], v[218:219], v[220:221]
	v_pk_add_f32 v[54:55], v[222:223], v[224:225]
	v_pk_add_f32 v[56:57], v[226:227], v[228:229]
	v_pk_add_f32 v[58:59], v[230:231], v[232:233]
	v_pk_add_f32 v[60:61], v[234:235], v[236:237]
	v_pk_add_f32 v[62:63], v[238:239], v[240:241]
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
	v_xor_b32_e32 v65, 64, v183
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_xor_b32_e32 v56, 32, v183
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v132, v32
	v_add_u32_e32 v134, s9, v65
	v_xor_b32_e32 v65, 0x50, v183
	v_add_u32_e32 v138, s9, v65
	v_xor_b32_e32 v65, 0x60, v183
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v147, v32, v33
	v_add_u32_e32 v32, s30, v182
	ds_write_b32 v32, v64
	s_waitcnt lgkmcnt(0)
	s_barrier
	scratch_load_dwordx4 v[16:19], off, off ; 16-byte Folded Reload
	scratch_load_dwordx4 v[20:23], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[24:27], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[28:31], off, off offset:48 ; 16-byte Folded Reload
	v_fmac_f32_e32 v147, v130, v64
	v_add_u32_e32 v64, s9, v56
	v_add_u32_e32 v76, s9, v183
	ds_read2_b64 v[56:59], v64 offset1:16
	v_add_u32_e32 v88, s9, v65
	v_xor_b32_e32 v65, 0x70, v183
	v_add_u32_e32 v64, 0x4000, v64
	v_add_u32_e32 v32, s99, v182
	ds_read2_b64 v[48:51], v76 offset1:16
	v_add_u32_e32 v130, s9, v65
	ds_read2_b64 v[64:67], v64 offset1:16
	ds_read_b32 v32, v32
	v_cvt_f16_f32_e32 v98, v98
	v_xor_b32_e32 v52, 16, v183
	v_xor_b32_e32 v60, 48, v183
	v_cvt_f16_f32_e32 v99, v99
	v_add_u32_e32 v80, s9, v52
	v_add_u32_e32 v68, s9, v60
	v_cvt_f16_f32_e32 v100, v100
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[0:1], v[0:1], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[32:33] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v36, 1, v179
	v_lshlrev_b32_e32 v40, 1, v180
	v_lshlrev_b32_e32 v44, 1, v181
	ds_read2_b64 v[52:55], v80 offset1:16
	ds_read2_b64 v[60:63], v68 offset1:16
	ds_read2_b64 v[72:75], v134 offset1:16
	ds_read2_b64 v[84:87], v138 offset1:16
	ds_read2_b64 v[92:95], v88 offset1:16
	ds_read2_b64 v[142:145], v130 offset1:16
	v_add_u32_e32 v68, 0x4000, v68
	v_add_u32_e32 v76, 0x4000, v76
	v_add_u32_e32 v80, 0x4000, v80
	v_add_u32_e32 v88, 0x4000, v88
	v_add_u32_e32 v130, 0x4000, v130
	v_add_u32_e32 v134, 0x4000, v134
	v_add_u32_e32 v138, 0x4000, v138
	v_cvt_f16_f32_e32 v101, v101
	v_cvt_f16_f32_e32 v102, v102
	v_cvt_f16_f32_e32 v103, v103
	v_cvt_f16_f32_e32 v104, v104
	v_cvt_f16_f32_e32 v105, v105
	v_cvt_f16_f32_e32 v106, v106
	v_cvt_f16_f32_e32 v107, v107
	v_cvt_f16_f32_e32 v108, v108
	v_cvt_f16_f32_e32 v109, v109
	v_cvt_f16_f32_e32 v156, v156
	v_cvt_f16_f32_e32 v157, v157
	v_cvt_f16_f32_e32 v158, v158
	v_cvt_f16_f32_e32 v159, v159
	v_cvt_f16_f32_e32 v160, v160
	v_cvt_f16_f32_e32 v161, v161
	v_cvt_f16_f32_e32 v162, v162
	v_cvt_f16_f32_e32 v163, v163
	v_cvt_f16_f32_e32 v164, v164
	v_cvt_f16_f32_e32 v165, v165
	v_cvt_f16_f32_e32 v166, v166
	v_cvt_f16_f32_e32 v167, v167
	v_cvt_f16_f32_e32 v202, v202
	v_cvt_f16_f32_e32 v203, v203
	v_cvt_f16_f32_e32 v204, v204
	v_cvt_f16_f32_e32 v205, v205
	v_cvt_f16_f32_e32 v206, v206
	v_cvt_f16_f32_e32 v207, v207
	v_cvt_f16_f32_e32 v208, v208
	v_cvt_f16_f32_e32 v209, v209
	v_cvt_f16_f32_e32 v210, v210
	v_cvt_f16_f32_e32 v211, v211
	v_cvt_f16_f32_e32 v212, v212
	v_cvt_f16_f32_e32 v213, v213
	s_waitcnt vmcnt(3)
	v_pk_mul_f32 v[16:17], v[16:17], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[32:33] op_sel_hi:[1,0]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[20:21], v[20:21], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[32:33] op_sel_hi:[1,0]
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[24:25], v[24:25], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[32:33] op_sel_hi:[1,0]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[28:29], v[28:29], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[32:33] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v32, 1, v178
	v_cvt_f16_f32_e32 v214, v214
	v_cvt_f16_f32_e32 v215, v215
	v_cvt_f16_f32_e32 v216, v216
	v_cvt_f16_f32_e32 v217, v217
	v_cvt_f16_f32_e32 v218, v218
	v_cvt_f16_f32_e32 v219, v219
	v_cvt_f16_f32_e32 v220, v220
	v_cvt_f16_f32_e32 v221, v221
	v_cvt_f16_f32_e32 v222, v222
	v_cvt_f16_f32_e32 v223, v223
	v_cvt_f16_f32_e32 v224, v224
	v_cvt_f16_f32_e32 v225, v225
	v_cvt_f16_f32_e32 v226, v226
	v_cvt_f16_f32_e32 v227, v227
	v_cvt_f16_f32_e32 v228, v228
	v_cvt_f16_f32_e32 v229, v229
	v_cvt_f16_f32_e32 v230, v230
	v_cvt_f16_f32_e32 v231, v231
	v_cvt_f16_f32_e32 v232, v232
	v_cvt_f16_f32_e32 v233, v233
	v_cvt_f16_f32_e32 v234, v234
	v_cvt_f16_f32_e32 v235, v235
	v_cvt_f16_f32_e32 v236, v236
	v_cvt_f16_f32_e32 v237, v237
	v_cvt_f16_f32_e32 v238, v238
	v_cvt_f16_f32_e32 v239, v239
	v_cvt_f16_f32_e32 v240, v240
	v_cvt_f16_f32_e32 v241, v241
	buffer_load_dwordx4 v[32:35], v32, s[80:83], 0 offen
	ds_read2_b64 v[68:71], v68 offset1:16
	buffer_load_dwordx4 v[36:39], v36, s[80:83], 0 offen
	ds_read2_b64 v[76:79], v76 offset1:16
	buffer_load_dwordx4 v[40:43], v40, s[80:83], 0 offen
	ds_read2_b64 v[80:83], v80 offset1:16
	buffer_load_dwordx4 v[44:47], v44, s[80:83], 0 offen
	ds_read2_b64 v[88:91], v88 offset1:16
	ds_read2_b64 v[130:133], v130 offset1:16
	ds_read2_b64 v[134:137], v134 offset1:16
	ds_read2_b64 v[138:141], v138 offset1:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v184, v98
	ds_write_b16 v184, v99 offset:256
	ds_write_b16 v184, v100 offset:512
	ds_write_b16 v184, v101 offset:768
	ds_write_b16 v184, v102 offset:2048
	ds_write_b16 v184, v103 offset:2304
	ds_write_b16 v184, v104 offset:2560
	ds_write_b16 v184, v105 offset:2816
	ds_write_b16 v184, v106 offset:4096
	ds_write_b16 v184, v107 offset:4352
	ds_write_b16 v184, v108 offset:4608
	ds_write_b16 v184, v109 offset:4864
	ds_write_b16 v184, v156 offset:6144
	ds_write_b16 v184, v157 offset:6400
	ds_write_b16 v184, v158 offset:6656
	ds_write_b16 v184, v159 offset:6912
	ds_write_b16 v184, v160 offset:8192
	ds_write_b16 v184, v161 offset:8448
	ds_write_b16 v184, v162 offset:8704
	ds_write_b16 v184, v163 offset:8960
	ds_write_b16 v184, v164 offset:10240
	ds_write_b16 v184, v165 offset:10496
	ds_write_b16 v184, v166 offset:10752
	ds_write_b16 v184, v167 offset:11008
	ds_write_b16 v184, v202 offset:12288
	ds_write_b16 v184, v203 offset:12544
	ds_write_b16 v184, v204 offset:12800
	ds_write_b16 v184, v205 offset:13056
	ds_write_b16 v184, v206 offset:14336
	ds_write_b16 v184, v207 offset:14592
	ds_write_b16 v184, v208 offset:14848
	ds_write_b16 v184, v209 offset:15104
	ds_write_b16 v184, v210 offset:16384
	ds_write_b16 v184, v211 offset:16640
	ds_write_b16 v184, v212 offset:16896
	ds_write_b16 v184, v213 offset:17152
	ds_write_b16 v184, v214 offset:18432
	ds_write_b16 v184, v215 offset:18688
	ds_write_b16 v184, v216 offset:18944
	ds_write_b16 v184, v217 offset:19200
	ds_write_b16 v184, v218 offset:20480
	ds_write_b16 v184, v219 offset:20736
	ds_write_b16 v184, v220 offset:20992
	ds_write_b16 v184, v221 offset:21248
	ds_write_b16 v184, v222 offset:22528
	ds_write_b16 v184, v223 offset:22784
	ds_write_b16 v184, v224 offset:23040
	ds_write_b16 v184, v225 offset:23296
	ds_write_b16 v184, v226 offset:24576
	ds_write_b16 v184, v227 offset:24832
	ds_write_b16 v184, v228 offset:25088
	ds_write_b16 v184, v229 offset:25344
	ds_write_b16 v184, v230 offset:26624
	ds_write_b16 v184, v231 offset:26880
	ds_write_b16 v184, v232 offset:27136
	ds_write_b16 v184, v233 offset:27392
	ds_write_b16 v184, v234 offset:28672
	ds_write_b16 v184, v235 offset:28928
	ds_write_b16 v184, v236 offset:29184
	ds_write_b16 v184, v237 offset:29440
	ds_write_b16 v184, v238 offset:30720
	ds_write_b16 v184, v239 offset:30976
	ds_write_b16 v184, v240 offset:31232
	ds_write_b16 v184, v241 offset:31488
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v98, v185
	ds_read_u16 v100, v185 offset:256
	ds_read_u16 v99, v185 offset:512
	ds_read_u16 v101, v185 offset:768
	ds_read_u16 v102, v185 offset:2048
	ds_read_u16 v103, v185 offset:2304
	ds_read_u16 v104, v185 offset:2560
	ds_read_u16 v105, v185 offset:2816
	ds_read_u16 v106, v185 offset:4096
	ds_read_u16 v107, v185 offset:4352
	ds_read_u16 v108, v185 offset:4608
	ds_read_u16 v109, v185 offset:4864
	ds_read_u16 v156, v185 offset:6144
	ds_read_u16 v157, v185 offset:6400
	ds_read_u16 v158, v185 offset:6656
	ds_read_u16 v159, v185 offset:6912
	ds_read_u16 v160, v185 offset:8192
	ds_read_u16 v161, v185 offset:8448
	ds_read_u16 v162, v185 offset:8704
	ds_read_u16 v163, v185 offset:8960
	ds_read_u16 v164, v185 offset:10240
	ds_read_u16 v165, v185 offset:10496
	ds_read_u16 v166, v185 offset:10752
	ds_read_u16 v167, v185 offset:11008
	ds_read_u16 v202, v185 offset:12288
	ds_read_u16 v203, v185 offset:12544
	ds_read_u16 v204, v185 offset:12800
	ds_read_u16 v205, v185 offset:13056
	ds_read_u16 v206, v185 offset:14336
	ds_read_u16 v207, v185 offset:14592
	ds_read_u16 v208, v185 offset:14848
	ds_read_u16 v209, v185 offset:15104
	ds_read_u16 v210, v185 offset:16384
	ds_read_u16 v211, v185 offset:16640
	ds_read_u16 v212, v185 offset:16896
	ds_read_u16 v213, v185 offset:17152
	ds_read_u16 v214, v185 offset:18432
	ds_read_u16 v215, v185 offset:18688
	ds_read_u16 v216, v185 offset:18944
	ds_read_u16 v217, v185 offset:19200
	ds_read_u16 v218, v185 offset:20480
	ds_read_u16 v219, v185 offset:20736
	ds_read_u16 v220, v185 offset:20992
	ds_read_u16 v221, v185 offset:21248
	ds_read_u16 v222, v185 offset:22528
	ds_read_u16 v223, v185 offset:22784
	ds_read_u16 v224, v185 offset:23040
	ds_read_u16 v225, v185 offset:23296
	ds_read_u16 v226, v185 offset:24576
	ds_read_u16 v227, v185 offset:24832
	ds_read_u16 v228, v185 offset:25088
	ds_read_u16 v229, v185 offset:25344
	ds_read_u16 v230, v185 offset:26624
	ds_read_u16 v231, v185 offset:26880
	ds_read_u16 v232, v185 offset:27136
	ds_read_u16 v233, v185 offset:27392
	ds_read_u16 v234, v185 offset:28672
	ds_read_u16 v235, v185 offset:28928
	ds_read_u16 v236, v185 offset:29184
	ds_read_u16 v237, v185 offset:29440
	ds_read_u16 v238, v185 offset:30720
	ds_read_u16 v239, v185 offset:30976
	ds_read_u16 v240, v185 offset:31232
	ds_read_u16 v241, v185 offset:31488
	s_waitcnt lgkmcnt(14)
	v_perm_b32 v99, v101, v99, s28
	v_perm_b32 v98, v100, v98, s28
	v_perm_b32 v101, v105, v104, s28
	v_perm_b32 v100, v103, v102, s28
	v_mfma_f32_32x32x8_f16 v[0:15], v[48:49], v[98:99], v[0:15]
	v_perm_b32 v103, v109, v108, s28
	v_perm_b32 v102, v107, v106, s28
	v_perm_b32 v105, v159, v158, s28
	v_perm_b32 v104, v157, v156, s28
	v_perm_b32 v107, v163, v162, s28
	v_perm_b32 v106, v161, v160, s28
	v_perm_b32 v109, v167, v166, s28
	v_mfma_f32_32x32x8_f16 v[16:31], v[64:65], v[98:99], v[16:31]
	v_perm_b32 v108, v165, v164, s28
	v_perm_b32 v161, v213, v212, s28
	scratch_load_dword v213, off, off offset:68 ; 4-byte Folded Reload
	v_perm_b32 v165, v221, v220, s28
	scratch_load_dword v221, off, off offset:96 ; 4-byte Folded Reload
	scratch_load_dword v48, off, off offset:64 ; 4-byte Folded Reload
	v_perm_b32 v162, v215, v214, s28
	v_mfma_f32_32x32x8_f16 v[0:15], v[52:53], v[100:101], v[0:15]
	scratch_load_dword v215, off, off offset:76 ; 4-byte Folded Reload
	scratch_load_dword v214, off, off offset:72 ; 4-byte Folded Reload
	v_perm_b32 v163, v217, v216, s28
	scratch_load_dword v217, off, off offset:84 ; 4-byte Folded Reload
	scratch_load_dword v216, off, off offset:80 ; 4-byte Folded Reload
	v_perm_b32 v164, v219, v218, s28
	scratch_load_dword v219, off, off offset:92 ; 4-byte Folded Reload
	scratch_load_dword v218, off, off offset:88 ; 4-byte Folded Reload
	v_perm_b32 v157, v205, v204, s28
	v_perm_b32 v156, v203, v202, s28
	v_mfma_f32_32x32x8_f16 v[16:31], v[68:69], v[100:101], v[16:31]
	v_perm_b32 v159, v209, v208, s28
	v_perm_b32 v158, v207, v206, s28
	v_perm_b32 v160, v211, v210, s28
	v_perm_b32 v167, v225, v224, s28
	v_perm_b32 v166, v223, v222, s28
	s_waitcnt lgkmcnt(12)
	v_perm_b32 v203, v229, v228, s28
	v_perm_b32 v202, v227, v226, s28
	v_mfma_f32_32x32x8_f16 v[0:15], v[56:57], v[102:103], v[0:15]
	s_waitcnt lgkmcnt(8)
	v_perm_b32 v205, v233, v232, s28
	v_perm_b32 v204, v231, v230, s28
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v207, v237, v236, s28
	v_perm_b32 v206, v235, v234, s28
	s_add_i32 s9, s26, 1
	s_cmp_lt_i32 s9, 2
	s_cselect_b32 s26, s9, 0
	v_mfma_f32_32x32x8_f16 v[16:31], v[76:77], v[102:103], v[16:31]
	s_lshl_b32 s15, s26, 15
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v209, v241, v240, s28
	v_perm_b32 v208, v239, v238, s28
	s_add_i32 s10, s15, 0x10000
	s_addk_i32 s31, 0x80
	s_cmp_lt_i32 s31, s96
	s_waitcnt vmcnt(9)
	v_perm_b32 v49, v44, v40, s28
	v_mfma_f32_32x32x8_f16 v[0:15], v[60:61], v[104:105], v[0:15]
	s_waitcnt vmcnt(6)
	v_add_u32_e32 v48, s15, v48
	v_mfma_f32_32x32x8_f16 v[16:31], v[80:81], v[104:105], v[16:31]
	ds_write_b128 v48, v[186:189]
	ds_write_b128 v48, v[190:193] offset:8192
	ds_write_b128 v48, v[194:197] offset:16384
	ds_write_b128 v48, v[198:201] offset:24576
	v_perm_b32 v48, v36, v32, s28
	v_mfma_f32_32x32x8_f16 v[0:15], v[72:73], v[106:107], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[88:89], v[106:107], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[84:85], v[108:109], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[130:131], v[108:109], v[16:31]
	v_mov_b32_e32 v131, v146
	v_mov_b32_e32 v130, v147
	v_mfma_f32_32x32x8_f16 v[0:15], v[92:93], v[156:157], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[134:135], v[156:157], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[142:143], v[158:159], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[138:139], v[158:159], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[160:161], v[0:15]
	v_add_u32_e32 v50, s10, v213
	ds_write_b64 v50, v[48:49]
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v50, s10, v214
	v_perm_b32 v49, v44, v40, s29
	v_perm_b32 v48, v36, v32, s29
	ds_write_b64 v50, v[48:49] offset:256
	v_add_u32_e32 v32, s10, v215
	v_mfma_f32_32x32x8_f16 v[16:31], v[66:67], v[160:161], v[16:31]
	v_perm_b32 v49, v45, v41, s28
	v_perm_b32 v48, v37, v33, s28
	ds_write_b64 v32, v[48:49] offset:512
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v32, s10, v216
	v_perm_b32 v41, v45, v41, s29
	v_perm_b32 v40, v37, v33, s29
	ds_write_b64 v32, v[40:41] offset:768
	v_mfma_f32_32x32x8_f16 v[0:15], v[54:55], v[162:163], v[0:15]
	v_add_u32_e32 v36, s10, v217
	v_perm_b32 v33, v46, v42, s28
	v_perm_b32 v32, v38, v34, s28
	ds_write_b64 v36, v[32:33] offset:1024
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v36, s10, v218
	v_perm_b32 v33, v46, v42, s29
	v_perm_b32 v32, v38, v34, s29
	v_mfma_f32_32x32x8_f16 v[16:31], v[70:71], v[162:163], v[16:31]
	ds_write_b64 v36, v[32:33] offset:1280
	v_add_u32_e32 v34, s10, v219
	v_perm_b32 v33, v47, v43, s28
	v_perm_b32 v32, v39, v35, s28
	ds_write_b64 v34, v[32:33] offset:1536
	v_add_u32_e32 v34, s10, v221
	v_perm_b32 v33, v47, v43, s29
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[164:165], v[0:15]
	v_perm_b32 v32, v39, v35, s29
	ds_write_b64 v34, v[32:33] offset:1792
	v_mfma_f32_32x32x8_f16 v[16:31], v[78:79], v[164:165], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[62:63], v[166:167], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[82:83], v[166:167], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[74:75], v[202:203], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[90:91], v[202:203], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[86:87], v[204:205], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[132:133], v[204:205], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[94:95], v[206:207], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[136:137], v[206:207], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[144:145], v[208:209], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[140:141], v[208:209], v[16:31]
	v_mov_b32_e32 v209, v155
	s_nop 9
	scratch_store_dwordx4 off, v[16:19], off ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[20:23], off offset:16 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[24:27], off offset:32 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[28:31], off offset:48 ; 16-byte Folded Spill
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %Flow2174
	v_mov_b64_e32 v[252:253], v[152:153]
	v_mov_b64_e32 v[250:251], v[150:151]
	v_mov_b64_e32 v[98:99], v[168:169]
	v_mov_b64_e32 v[100:101], v[170:171]
	v_mov_b64_e32 v[102:103], v[110:111]
	v_mov_b64_e32 v[104:105], v[112:113]
	scratch_load_dword v170, off, off offset:408 ; 4-byte Folded Reload
	scratch_load_dword v208, off, off offset:404 ; 4-byte Folded Reload
	scratch_load_dword v171, off, off offset:412 ; 4-byte Folded Reload
	scratch_load_dword v110, off, off offset:416 ; 4-byte Folded Reload
	scratch_load_dword v212, off, off offset:420 ; 4-byte Folded Reload
	scratch_load_dword v111, off, off offset:168 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[112:113], off, off offset:184 ; 8-byte Folded Reload
	scratch_load_dwordx2 v[152:153], off, off offset:200 ; 8-byte Folded Reload
	scratch_load_dwordx2 v[202:203], off, off offset:216 ; 8-byte Folded Reload
	scratch_load_dwordx2 v[204:205], off, off offset:232 ; 8-byte Folded Reload
	scratch_load_dwordx2 v[206:207], off, off offset:240 ; 8-byte Folded Reload
	scratch_load_dwordx2 v[230:231], off, off offset:272 ; 8-byte Folded Reload
	scratch_load_dwordx2 v[232:233], off, off offset:280 ; 8-byte Folded Reload
	scratch_load_dwordx2 v[246:247], off, off offset:288 ; 8-byte Folded Reload
	scratch_load_dword v113, off, off offset:296 ; 4-byte Folded Reload
	scratch_load_dword v151, off, off offset:312 ; 4-byte Folded Reload
	scratch_load_dword v153, off, off offset:332 ; 4-byte Folded Reload
	scratch_load_dword v203, off, off offset:336 ; 4-byte Folded Reload
	scratch_load_dword v205, off, off offset:340 ; 4-byte Folded Reload
	scratch_load_dword v207, off, off offset:344 ; 4-byte Folded Reload
	scratch_load_dword v231, off, off offset:348 ; 4-byte Folded Reload
	scratch_load_dword v233, off, off offset:352 ; 4-byte Folded Reload
	scratch_load_dword v247, off, off offset:356 ; 4-byte Folded Reload
	scratch_load_dword v149, off, off offset:376 ; 4-byte Folded Reload
	scratch_load_dword v155, off, off offset:380 ; 4-byte Folded Reload
	v_mov_b64_e32 v[226:227], v[116:117]
	v_mov_b64_e32 v[224:225], v[114:115]
	v_mov_b64_e32 v[114:115], v[118:119]
	v_mov_b64_e32 v[116:117], v[120:121]
	v_mov_b64_e32 v[118:119], v[122:123]
	v_mov_b64_e32 v[120:121], v[124:125]
	v_mov_b64_e32 v[122:123], v[126:127]
	v_mov_b64_e32 v[124:125], v[128:129]
	v_mov_b64_e32 v[126:127], v[172:173]
	v_mov_b64_e32 v[128:129], v[174:175]
	s_branch .LBB0_3
.LBB0_1:
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, v17
	v_mov_b32_e32 v19, v17
	v_mov_b32_e32 v18, v17
	v_mov_b32_e32 v21, v17
	v_mov_b32_e32 v20, v17
	v_mov_b32_e32 v23, v17
	v_mov_b32_e32 v22, v17
	v_mov_b32_e32 v25, v17
	v_mov_b32_e32 v24, v17
	v_mov_b32_e32 v27, v17
	v_mov_b32_e32 v26, v17
	v_mov_b32_e32 v29, v17
	v_mov_b32_e32 v28, v17
	v_mov_b32_e32 v31, v17
	v_mov_b32_e32 v30, v17
	v_mov_b32_e32 v1, v17
	v_mov_b32_e32 v0, v17
	v_mov_b32_e32 v3, v17
	v_mov_b32_e32 v2, v17
	v_mov_b32_e32 v5, v17
	v_mov_b32_e32 v4, v17
	v_mov_b32_e32 v7, v17
	v_mov_b32_e32 v6, v17
	v_mov_b32_e32 v9, v17
	v_mov_b32_e32 v8, v17
	v_mov_b32_e32 v11, v17
	v_mov_b32_e32 v10, v17
	v_mov_b32_e32 v13, v17
	v_mov_b32_e32 v12, v17
	v_mov_b32_e32 v15, v17
	scratch_store_dwordx4 off, v[16:19], off ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[20:23], off offset:16 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[24:27], off offset:32 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[28:31], off offset:48 ; 16-byte Folded Spill
	s_mov_b32 s15, 0x8000
	v_mov_b32_e32 v146, 0xff800000
	v_mov_b32_e32 v147, 0
	v_mov_b32_e32 v14, v17
.LBB0_3:                                ; %Flow2175
	s_waitcnt lgkmcnt(0)
	s_barrier
	scratch_load_dword v154, off, off offset:708 ; 4-byte Folded Reload
	s_load_dwordx2 s[28:29], s[0:1], 0x48
	s_load_dword s26, s[0:1], 0x50
	s_and_b64 s[0:1], s[12:13], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	v_or_b32_e32 v150, v209, v254
	scratch_store_dwordx4 off, v[98:101], off offset:316 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[102:105], off offset:712 ; 16-byte Folded Spill
	s_cbranch_scc1 .LBB0_4
; %bb.6:
	v_add_u32_e32 v84, s25, v150
	ds_read2_b64 v[48:51], v84 offset1:2
	v_add_u32_e32 v68, 0x2000, v84
	ds_read2_b64 v[64:67], v68 offset1:2
	v_add_u32_e32 v85, 0x4000, v84
	ds_read2_b64 v[80:83], v85 offset1:2
	v_add_u32_e32 v96, 0x6000, v84
	ds_read2_b64 v[130:133], v96 offset1:2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[122:123], 0
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[126:127], v[32:47]
	ds_read2_b64 v[48:51], v84 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[224:225], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[114:115], v[32:47]
	ds_read2_b64 v[48:51], v84 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[102:103], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[118:119], v[32:47]
	ds_read2_b64 v[48:51], v84 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[98:99], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[250:251], v[32:47]
	ds_read2_b64 v[48:51], v84 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[124:125], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[128:129], v[32:47]
	ds_read2_b64 v[48:51], v84 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[226:227], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[116:117], v[32:47]
	ds_read2_b64 v[48:51], v84 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[104:105], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[120:121], v[32:47]
	ds_read2_b64 v[48:51], v84 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[100:101], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[252:253], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[122:123], 0
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[126:127], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[224:225], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[114:115], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[102:103], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[118:119], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[98:99], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[250:251], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[124:125], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[128:129], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[226:227], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[116:117], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[104:105], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[120:121], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[100:101], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[252:253], v[48:63]
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[122:123], 0
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[126:127], v[64:79]
	ds_read2_b64 v[80:83], v85 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[224:225], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[114:115], v[64:79]
	ds_read2_b64 v[80:83], v85 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[102:103], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[118:119], v[64:79]
	ds_read2_b64 v[80:83], v85 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[98:99], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[250:251], v[64:79]
	ds_read2_b64 v[80:83], v85 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[124:125], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[128:129], v[64:79]
	ds_read2_b64 v[80:83], v85 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[226:227], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[116:117], v[64:79]
	ds_read2_b64 v[80:83], v85 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[104:105], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[120:121], v[64:79]
	ds_read2_b64 v[80:83], v85 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[100:101], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[252:253], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[122:123], 0
	v_mfma_f32_32x32x8_f16 v[80:95], v[132:133], v[126:127], v[80:95]
	ds_read2_b64 v[130:133], v96 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[224:225], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[132:133], v[114:115], v[80:95]
	ds_read2_b64 v[130:133], v96 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[102:103], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[132:133], v[118:119], v[80:95]
	ds_read2_b64 v[130:133], v96 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[98:99], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[132:133], v[250:251], v[80:95]
	ds_read2_b64 v[130:133], v96 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[124:125], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[132:133], v[128:129], v[80:95]
	ds_read2_b64 v[130:133], v96 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[226:227], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[132:133], v[116:117], v[80:95]
	ds_read2_b64 v[130:133], v96 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[104:105], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[132:133], v[120:121], v[80:95]
	ds_read2_b64 v[130:133], v96 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[100:101], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[132:133], v[252:253], v[80:95]
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
	v_max_f32_e32 v135, v87, v87
	v_max_f32_e32 v136, v86, v86
	v_max3_f32 v96, v32, v33, v34
	v_max3_f32 v98, v35, v36, v37
	v_max3_f32 v99, v38, v39, v40
	v_max3_f32 v100, v41, v42, v43
	v_max3_f32 v101, v44, v45, v46
	v_max3_f32 v102, v47, v48, v49
	v_max3_f32 v103, v50, v51, v52
	v_max3_f32 v104, v53, v54, v55
	v_max3_f32 v105, v56, v57, v58
	v_max3_f32 v106, v59, v60, v61
	v_max3_f32 v107, v62, v63, v64
	v_max3_f32 v108, v65, v66, v67
	v_max3_f32 v109, v68, v69, v70
	v_max3_f32 v130, v71, v72, v73
	v_max3_f32 v131, v74, v75, v76
	v_max3_f32 v132, v77, v78, v79
	v_max3_f32 v133, v80, v81, v82
	v_max3_f32 v134, v83, v84, v85
	v_max_f32_e32 v135, v136, v135
	v_max3_f32 v136, v89, v90, v91
	v_max3_f32 v137, v92, v93, v94
	v_max3_f32 v96, v96, v98, v99
	v_max3_f32 v98, v100, v101, v102
	v_max3_f32 v99, v103, v104, v105
	v_max3_f32 v100, v106, v107, v108
	v_max3_f32 v101, v109, v130, v131
	v_max3_f32 v102, v132, v133, v134
	v_max3_f32 v103, v135, v88, v136
	v_max3_f32 v96, v96, v98, v99
	v_max3_f32 v98, v100, v101, v102
	v_max3_f32 v99, v103, v137, v95
	v_max3_f32 v96, v96, v98, v99
	v_xor_b32_e32 v235, 0x80, v97
	ds_bpermute_b32 v98, v235, v96
	s_cmp_eq_u32 s36, 0
	s_cselect_b32 s1, 0, 0x2010
	s_mov_b32 s0, 0x20000
	s_lshr_b32 s9, s99, 1
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v98, v98, v98
	v_max_f32_e32 v96, v96, v98
	v_mul_f32_e32 v96, v148, v96
	v_max_f32_e32 v98, v146, v146
	v_max_f32_e32 v96, v98, v96
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[32:33], v[148:149], v[32:33], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], v[148:149], v[34:35], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], v[148:149], v[36:37], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[148:149], v[38:39], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], v[148:149], v[40:41], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], v[148:149], v[42:43], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], v[148:149], v[44:45], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[148:149], v[46:47], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], v[148:149], v[48:49], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], v[148:149], v[50:51], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[52:53], v[148:149], v[52:53], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[54:55], v[148:149], v[54:55], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[56:57], v[148:149], v[56:57], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], v[148:149], v[58:59], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[60:61], v[148:149], v[60:61], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], v[148:149], v[62:63], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[64:65], v[148:149], v[64:65], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], v[148:149], v[66:67], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], v[148:149], v[68:69], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], v[148:149], v[70:71], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[72:73], v[148:149], v[72:73], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[74:75], v[148:149], v[74:75], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[76:77], v[148:149], v[76:77], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[78:79], v[148:149], v[78:79], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[80:81], v[148:149], v[80:81], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[82:83], v[148:149], v[82:83], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[84:85], v[148:149], v[84:85], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[86:87], v[148:149], v[86:87], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[88:89], v[148:149], v[88:89], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[90:91], v[148:149], v[90:91], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[92:93], v[148:149], v[92:93], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[94:95], v[148:149], v[94:95], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v98, v32
	v_exp_f32_e32 v99, v33
	v_exp_f32_e32 v100, v34
	v_exp_f32_e32 v101, v35
	v_exp_f32_e32 v102, v36
	v_exp_f32_e32 v103, v37
	v_exp_f32_e32 v104, v38
	v_exp_f32_e32 v105, v39
	v_exp_f32_e32 v106, v40
	v_exp_f32_e32 v107, v41
	v_exp_f32_e32 v108, v42
	v_exp_f32_e32 v109, v43
	v_exp_f32_e32 v134, v44
	v_exp_f32_e32 v135, v45
	v_exp_f32_e32 v136, v46
	v_exp_f32_e32 v137, v47
	v_exp_f32_e32 v138, v48
	v_exp_f32_e32 v139, v49
	v_exp_f32_e32 v140, v50
	v_exp_f32_e32 v141, v51
	v_exp_f32_e32 v142, v52
	v_exp_f32_e32 v143, v53
	v_exp_f32_e32 v144, v54
	v_exp_f32_e32 v145, v55
	v_exp_f32_e32 v156, v56
	v_exp_f32_e32 v157, v57
	v_exp_f32_e32 v158, v58
	v_exp_f32_e32 v159, v59
	v_exp_f32_e32 v160, v60
	v_exp_f32_e32 v161, v61
	v_exp_f32_e32 v162, v62
	v_exp_f32_e32 v163, v63
	v_exp_f32_e32 v164, v64
	v_exp_f32_e32 v165, v65
	v_exp_f32_e32 v166, v66
	v_exp_f32_e32 v167, v67
	v_exp_f32_e32 v174, v68
	v_exp_f32_e32 v175, v69
	v_exp_f32_e32 v176, v70
	v_exp_f32_e32 v177, v71
	v_exp_f32_e32 v178, v72
	v_exp_f32_e32 v179, v73
	v_exp_f32_e32 v180, v74
	v_exp_f32_e32 v181, v75
	v_exp_f32_e32 v182, v76
	v_exp_f32_e32 v183, v77
	v_exp_f32_e32 v184, v78
	v_exp_f32_e32 v185, v79
	v_exp_f32_e32 v186, v80
	v_exp_f32_e32 v187, v81
	v_exp_f32_e32 v188, v82
	v_exp_f32_e32 v189, v83
	v_exp_f32_e32 v190, v84
	v_exp_f32_e32 v191, v85
	v_exp_f32_e32 v192, v86
	v_exp_f32_e32 v193, v87
	v_exp_f32_e32 v194, v88
	v_exp_f32_e32 v195, v89
	v_exp_f32_e32 v196, v90
	v_exp_f32_e32 v197, v91
	v_exp_f32_e32 v198, v92
	v_exp_f32_e32 v199, v93
	v_exp_f32_e32 v200, v94
	v_exp_f32_e32 v201, v95
	v_sub_f32_e32 v32, v146, v96
	v_exp_f32_e32 v131, v32
	v_pk_add_f32 v[32:33], v[98:99], v[100:101]
	v_pk_add_f32 v[34:35], v[102:103], v[104:105]
	v_pk_add_f32 v[36:37], v[106:107], v[108:109]
	v_pk_add_f32 v[38:39], v[134:135], v[136:137]
	v_pk_add_f32 v[40:41], v[138:139], v[140:141]
	v_pk_add_f32 v[42:43], v[142:143], v[144:145]
	v_pk_add_f32 v[44:45], v[156:157], v[158:159]
	v_pk_add_f32 v[46:47], v[160:161], v[162:163]
	v_pk_add_f32 v[48:49], v[164:165], v[166:167]
	v_pk_add_f32 v[50:51], v[174:175], v[176:177]
	v_pk_add_f32 v[52:53], v[178:179], v[180:181]
	v_pk_add_f32 v[54:55], v[182:183], v[184:185]
	v_pk_add_f32 v[56:57], v[186:187], v[188:189]
	v_pk_add_f32 v[58:59], v[190:191], v[192:193]
	v_pk_add_f32 v[60:61], v[194:195], v[196:197]
	v_pk_add_f32 v[62:63], v[198:199], v[200:201]
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
	v_cvt_f16_f32_e32 v98, v98
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_or_b32_e32 v34, s1, v209
	v_add_f32_e32 v132, v32, v33
	s_waitcnt vmcnt(2)
	v_lshlrev_b32_e32 v32, 2, v154
	v_lshl_or_b32 v234, s23, 1, v32
	v_add_u32_e32 v33, 0x20000, v234
	v_or_b32_e32 v220, s99, v32
	ds_write_b32 v33, v131
	v_add_u32_e32 v32, 0x20000, v220
	v_mul_u32_u24_e32 v33, 0x108, v155
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v130, v32
	v_and_b32_e32 v32, 0x1008, v149
	v_xor_b32_e32 v33, v34, v33
	v_xor_b32_e32 v237, v33, v32
	v_add_u32_e32 v32, s14, v237
	v_xor_b32_e32 v240, 16, v237
	ds_read2_b64 v[92:95], v32 offset1:16
	v_add_u32_e32 v33, s14, v240
	v_xor_b32_e32 v244, 0x60, v237
	v_add_u32_e32 v32, 0x4000, v32
	v_add_u32_e32 v53, s14, v244
	v_xor_b32_e32 v245, 0x70, v237
	ds_read2_b64 v[36:39], v32 offset1:16
	v_add_u32_e32 v32, 0x4000, v33
	v_xor_b32_e32 v241, 32, v237
	v_xor_b32_e32 v243, 64, v237
	v_add_u32_e32 v54, s14, v245
	ds_read2_b64 v[40:43], v32 offset1:16
	v_add_u32_e32 v32, 0x4000, v53
	v_add_u32_e32 v34, s14, v241
	v_xor_b32_e32 v242, 48, v237
	v_add_u32_e32 v52, s14, v243
	v_xor_b32_e32 v239, 0x50, v237
	ds_read2_b64 v[56:59], v32 offset1:16
	v_add_u32_e32 v32, 0x4000, v54
	ds_read2_b64 v[84:87], v34 offset1:16
	v_add_u32_e32 v35, s14, v242
	v_add_u32_e32 v149, s14, v239
	v_add_u32_e32 v34, 0x4000, v34
	ds_read2_b64 v[60:63], v32 offset1:16
	v_add_u32_e32 v32, 0x4000, v52
	ds_read2_b64 v[76:79], v52 offset1:16
	ds_read2_b64 v[68:71], v53 offset1:16
	ds_read2_b64 v[64:67], v54 offset1:16
	ds_read2_b64 v[44:47], v34 offset1:16
	v_add_u32_e32 v34, 0x4000, v35
	ds_read2_b64 v[52:55], v32 offset1:16
	v_add_u32_e32 v32, 0x4000, v149
	ds_read2_b64 v[88:91], v33 offset1:16
	ds_read2_b64 v[80:83], v35 offset1:16
	ds_read2_b64 v[72:75], v149 offset1:16
	ds_read2_b64 v[48:51], v34 offset1:16
	ds_read2_b64 v[32:35], v32 offset1:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	scratch_load_dword v16, off, off offset:100 ; 4-byte Folded Reload
	scratch_load_dword v17, off, off offset:104 ; 4-byte Folded Reload
	ds_bpermute_b32 v133, v235, v132
	v_cvt_f16_f32_e32 v99, v99
	v_cvt_f16_f32_e32 v172, v177
	v_cvt_f16_f32_e32 v177, v182
	v_cvt_f16_f32_e32 v182, v187
	v_cvt_f16_f32_e32 v187, v192
	v_cvt_f16_f32_e32 v192, v197
	v_cvt_f16_f32_e32 v100, v100
	v_cvt_f16_f32_e32 v101, v101
	v_cvt_f16_f32_e32 v102, v102
	v_cvt_f16_f32_e32 v103, v103
	v_cvt_f16_f32_e32 v104, v104
	v_cvt_f16_f32_e32 v105, v105
	v_cvt_f16_f32_e32 v106, v106
	v_cvt_f16_f32_e32 v107, v107
	v_cvt_f16_f32_e32 v108, v108
	v_cvt_f16_f32_e32 v109, v109
	v_cvt_f16_f32_e32 v134, v134
	v_cvt_f16_f32_e32 v135, v135
	v_cvt_f16_f32_e32 v136, v136
	v_cvt_f16_f32_e32 v137, v137
	v_cvt_f16_f32_e32 v138, v138
	v_cvt_f16_f32_e32 v139, v139
	v_cvt_f16_f32_e32 v140, v140
	v_cvt_f16_f32_e32 v141, v141
	v_cvt_f16_f32_e32 v142, v142
	v_cvt_f16_f32_e32 v143, v143
	v_cvt_f16_f32_e32 v144, v144
	v_cvt_f16_f32_e32 v145, v145
	v_cvt_f16_f32_e32 v149, v156
	v_cvt_f16_f32_e32 v156, v157
	v_cvt_f16_f32_e32 v157, v158
	v_cvt_f16_f32_e32 v158, v159
	v_cvt_f16_f32_e32 v159, v160
	v_cvt_f16_f32_e32 v160, v161
	v_cvt_f16_f32_e32 v161, v162
	v_cvt_f16_f32_e32 v162, v163
	v_cvt_f16_f32_e32 v163, v164
	v_cvt_f16_f32_e32 v164, v165
	v_cvt_f16_f32_e32 v165, v166
	v_cvt_f16_f32_e32 v166, v167
	v_cvt_f16_f32_e32 v167, v174
	v_cvt_f16_f32_e32 v168, v175
	v_cvt_f16_f32_e32 v169, v176
	v_cvt_f16_f32_e32 v173, v178
	v_cvt_f16_f32_e32 v174, v179
	v_cvt_f16_f32_e32 v175, v180
	v_cvt_f16_f32_e32 v176, v181
	v_cvt_f16_f32_e32 v178, v183
	v_cvt_f16_f32_e32 v179, v184
	v_cvt_f16_f32_e32 v180, v185
	v_cvt_f16_f32_e32 v181, v186
	v_cvt_f16_f32_e32 v183, v188
	v_cvt_f16_f32_e32 v184, v189
	v_cvt_f16_f32_e32 v185, v190
	v_cvt_f16_f32_e32 v186, v191
	v_cvt_f16_f32_e32 v188, v193
	v_cvt_f16_f32_e32 v189, v194
	v_cvt_f16_f32_e32 v190, v195
	v_cvt_f16_f32_e32 v191, v196
	v_cvt_f16_f32_e32 v193, v198
	v_cvt_f16_f32_e32 v194, v199
	v_cvt_f16_f32_e32 v195, v200
	v_cvt_f16_f32_e32 v196, v201
	s_waitcnt vmcnt(0)
	v_add3_u32 v197, s0, v17, v16
	s_and_b64 s[0:1], s[12:13], exec
	s_cselect_b32 s0, 1, 0
	v_add_u32_e32 v238, s23, v197
	s_cmp_lg_u32 s0, 1
	v_add_u32_e32 v236, s9, v197
	ds_write_b16 v238, v98
	ds_write_b16 v238, v99 offset:256
	ds_write_b16 v238, v100 offset:512
	ds_write_b16 v238, v101 offset:768
	ds_write_b16 v238, v102 offset:2048
	ds_write_b16 v238, v103 offset:2304
	ds_write_b16 v238, v104 offset:2560
	ds_write_b16 v238, v105 offset:2816
	ds_write_b16 v238, v106 offset:4096
	ds_write_b16 v238, v107 offset:4352
	ds_write_b16 v238, v108 offset:4608
	ds_write_b16 v238, v109 offset:4864
	ds_write_b16 v238, v134 offset:6144
	ds_write_b16 v238, v135 offset:6400
	ds_write_b16 v238, v136 offset:6656
	ds_write_b16 v238, v137 offset:6912
	ds_write_b16 v238, v138 offset:8192
	ds_write_b16 v238, v139 offset:8448
	ds_write_b16 v238, v140 offset:8704
	ds_write_b16 v238, v141 offset:8960
	ds_write_b16 v238, v142 offset:10240
	ds_write_b16 v238, v143 offset:10496
	ds_write_b16 v238, v144 offset:10752
	ds_write_b16 v238, v145 offset:11008
	ds_write_b16 v238, v149 offset:12288
	ds_write_b16 v238, v156 offset:12544
	ds_write_b16 v238, v157 offset:12800
	ds_write_b16 v238, v158 offset:13056
	ds_write_b16 v238, v159 offset:14336
	ds_write_b16 v238, v160 offset:14592
	ds_write_b16 v238, v161 offset:14848
	ds_write_b16 v238, v162 offset:15104
	ds_write_b16 v238, v163 offset:16384
	ds_write_b16 v238, v164 offset:16640
	ds_write_b16 v238, v165 offset:16896
	ds_write_b16 v238, v166 offset:17152
	ds_write_b16 v238, v167 offset:18432
	ds_write_b16 v238, v168 offset:18688
	ds_write_b16 v238, v169 offset:18944
	ds_write_b16 v238, v172 offset:19200
	ds_write_b16 v238, v173 offset:20480
	ds_write_b16 v238, v174 offset:20736
	ds_write_b16 v238, v175 offset:20992
	ds_write_b16 v238, v176 offset:21248
	ds_write_b16 v238, v177 offset:22528
	ds_write_b16 v238, v178 offset:22784
	ds_write_b16 v238, v179 offset:23040
	ds_write_b16 v238, v180 offset:23296
	ds_write_b16 v238, v181 offset:24576
	ds_write_b16 v238, v182 offset:24832
	ds_write_b16 v238, v183 offset:25088
	ds_write_b16 v238, v184 offset:25344
	ds_write_b16 v238, v185 offset:26624
	ds_write_b16 v238, v186 offset:26880
	ds_write_b16 v238, v187 offset:27136
	ds_write_b16 v238, v188 offset:27392
	ds_write_b16 v238, v189 offset:28672
	ds_write_b16 v238, v190 offset:28928
	ds_write_b16 v238, v191 offset:29184
	ds_write_b16 v238, v192 offset:29440
	ds_write_b16 v238, v193 offset:30720
	ds_write_b16 v238, v194 offset:30976
	ds_write_b16 v238, v195 offset:31232
	ds_write_b16 v238, v196 offset:31488
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_6
; %bb.9:
	scratch_load_dwordx4 v[16:19], off, off ; 16-byte Folded Reload
	scratch_load_dwordx4 v[20:23], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[24:27], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[28:31], off, off offset:48 ; 16-byte Folded Reload
	ds_read_u16 v98, v236 offset:768
	ds_read_u16 v99, v236 offset:512
	ds_read_u16 v100, v236 offset:256
	ds_read_u16 v101, v236
	s_mov_b32 s0, 0x5040100
	v_pk_mul_f32 v[14:15], v[14:15], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[130:131] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v99, v98, v99, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v98, v100, v101, s0
	v_mov_b32_e32 v146, v96
	s_waitcnt vmcnt(3)
	v_pk_mul_f32 v[18:19], v[18:19], v[130:131] op_sel_hi:[1,0]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[22:23], v[22:23], v[130:131] op_sel_hi:[1,0]
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[26:27], v[26:27], v[130:131] op_sel_hi:[1,0]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[30:31], v[30:31], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[130:131] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[0:15], v[92:93], v[98:99], v[0:15]
	ds_read_u16 v92, v236 offset:2816
	ds_read_u16 v93, v236 offset:2560
	ds_read_u16 v100, v236 offset:2304
	ds_read_u16 v101, v236 offset:2048
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v93, v92, v93, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v92, v100, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[98:99], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[88:89], v[92:93], v[0:15]
	ds_read_u16 v88, v236 offset:4864
	ds_read_u16 v89, v236 offset:4608
	ds_read_u16 v100, v236 offset:4352
	ds_read_u16 v101, v236 offset:4096
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v89, v88, v89, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v88, v100, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[92:93], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[84:85], v[88:89], v[0:15]
	ds_read_u16 v84, v236 offset:6912
	ds_read_u16 v85, v236 offset:6656
	ds_read_u16 v100, v236 offset:6400
	ds_read_u16 v101, v236 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v85, v84, v85, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v84, v100, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[36:37], v[88:89], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[80:81], v[84:85], v[0:15]
	ds_read_u16 v80, v236 offset:8960
	ds_read_u16 v81, v236 offset:8704
	ds_read_u16 v100, v236 offset:8448
	ds_read_u16 v101, v236 offset:8192
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v81, v80, v81, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v80, v100, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[84:85], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[76:77], v[80:81], v[0:15]
	ds_read_u16 v76, v236 offset:11008
	ds_read_u16 v77, v236 offset:10752
	ds_read_u16 v100, v236 offset:10496
	ds_read_u16 v101, v236 offset:10240
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v77, v76, v77, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v76, v100, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[80:81], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[72:73], v[76:77], v[0:15]
	ds_read_u16 v72, v236 offset:13056
	ds_read_u16 v73, v236 offset:12800
	ds_read_u16 v100, v236 offset:12544
	ds_read_u16 v101, v236 offset:12288
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v73, v72, v73, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v72, v100, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[60:61], v[76:77], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[68:69], v[72:73], v[0:15]
	ds_read_u16 v68, v236 offset:15104
	ds_read_u16 v69, v236 offset:14848
	ds_read_u16 v100, v236 offset:14592
	ds_read_u16 v101, v236 offset:14336
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v69, v68, v69, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v68, v100, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[52:53], v[72:73], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[64:65], v[68:69], v[0:15]
	ds_read_u16 v64, v236 offset:17152
	ds_read_u16 v65, v236 offset:16896
	ds_read_u16 v100, v236 offset:16640
	ds_read_u16 v101, v236 offset:16384
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v65, v64, v65, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v64, v100, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[32:33], v[68:69], v[16:31]
	v_add_f32_e32 v32, v132, v133
	v_fmac_f32_e32 v32, v147, v131
	v_mov_b32_e32 v147, v32
	v_mfma_f32_32x32x8_f16 v[0:15], v[94:95], v[64:65], v[0:15]
	ds_read_u16 v94, v236 offset:19200
	ds_read_u16 v95, v236 offset:18944
	ds_read_u16 v100, v236 offset:18688
	ds_read_u16 v101, v236 offset:18432
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v95, v94, v95, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v94, v100, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[46:47], v[64:65], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[90:91], v[94:95], v[0:15]
	ds_read_u16 v90, v236 offset:21248
	ds_read_u16 v91, v236 offset:20992
	ds_read_u16 v100, v236 offset:20736
	ds_read_u16 v101, v236 offset:20480
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v91, v90, v91, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v90, v100, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[50:51], v[94:95], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[86:87], v[90:91], v[0:15]
	ds_read_u16 v86, v236 offset:23296
	ds_read_u16 v87, v236 offset:23040
	ds_read_u16 v100, v236 offset:22784
	ds_read_u16 v101, v236 offset:22528
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v87, v86, v87, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v86, v100, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[38:39], v[90:91], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[82:83], v[86:87], v[0:15]
	ds_read_u16 v82, v236 offset:25344
	ds_read_u16 v83, v236 offset:25088
	ds_read_u16 v100, v236 offset:24832
	ds_read_u16 v101, v236 offset:24576
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v83, v82, v83, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v82, v100, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[42:43], v[86:87], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[78:79], v[82:83], v[0:15]
	ds_read_u16 v78, v236 offset:27392
	ds_read_u16 v79, v236 offset:27136
	ds_read_u16 v100, v236 offset:26880
	ds_read_u16 v101, v236 offset:26624
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v79, v78, v79, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v78, v100, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[58:59], v[82:83], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[74:75], v[78:79], v[0:15]
	ds_read_u16 v74, v236 offset:29440
	ds_read_u16 v75, v236 offset:29184
	ds_read_u16 v100, v236 offset:28928
	ds_read_u16 v101, v236 offset:28672
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v75, v74, v75, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v74, v100, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[62:63], v[78:79], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[70:71], v[74:75], v[0:15]
	ds_read_u16 v70, v236 offset:31488
	ds_read_u16 v71, v236 offset:31232
	ds_read_u16 v100, v236 offset:30976
	ds_read_u16 v101, v236 offset:30720
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v71, v70, v71, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v70, v100, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[54:55], v[74:75], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[66:67], v[70:71], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[34:35], v[70:71], v[16:31]
	s_nop 10
	scratch_store_dwordx4 off, v[16:19], off ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[20:23], off offset:16 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[24:27], off offset:32 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[28:31], off offset:48 ; 16-byte Folded Spill
.LBB0_6:
	s_or_b32 s9, s8, 0x7f
	s_cmpk_gt_i32 s9, 0xff
	s_cselect_b64 s[0:1], -1, 0
	s_cmpk_lt_i32 s9, 0x100
	v_mov_b32_e32 v149, v148
	s_cbranch_scc1 .LBB0_7
; %bb.11:
	scratch_load_dwordx4 v[16:19], off, off offset:712 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[98:101], off, off offset:316 ; 16-byte Folded Reload
	v_add_u32_e32 v84, s15, v150
	ds_read2_b64 v[48:51], v84 offset1:2
	v_add_u32_e32 v68, 0x2000, v84
	ds_read2_b64 v[64:67], v68 offset1:2
	v_add_u32_e32 v85, 0x4000, v84
	ds_read2_b64 v[80:83], v85 offset1:2
	v_add_u32_e32 v96, 0x6000, v84
	ds_read2_b64 v[130:133], v96 offset1:2
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[122:123], 0
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[126:127], v[32:47]
	ds_read2_b64 v[48:51], v84 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[224:225], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[114:115], v[32:47]
	ds_read2_b64 v[48:51], v84 offset0:8 offset1:10
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[16:17], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[118:119], v[32:47]
	ds_read2_b64 v[48:51], v84 offset0:12 offset1:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[98:99], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[250:251], v[32:47]
	ds_read2_b64 v[48:51], v84 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[124:125], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[128:129], v[32:47]
	ds_read2_b64 v[48:51], v84 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[226:227], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[116:117], v[32:47]
	ds_read2_b64 v[48:51], v84 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[18:19], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[120:121], v[32:47]
	ds_read2_b64 v[48:51], v84 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[100:101], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[252:253], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[122:123], 0
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[126:127], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[224:225], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[114:115], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[16:17], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[118:119], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[98:99], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[250:251], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[124:125], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[128:129], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[226:227], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[116:117], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[18:19], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[120:121], v[48:63]
	ds_read2_b64 v[64:67], v68 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[100:101], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[66:67], v[252:253], v[48:63]
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[122:123], 0
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[126:127], v[64:79]
	ds_read2_b64 v[80:83], v85 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[224:225], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[114:115], v[64:79]
	ds_read2_b64 v[80:83], v85 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[16:17], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[118:119], v[64:79]
	ds_read2_b64 v[80:83], v85 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[98:99], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[250:251], v[64:79]
	ds_read2_b64 v[80:83], v85 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[124:125], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[128:129], v[64:79]
	ds_read2_b64 v[80:83], v85 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[226:227], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[116:117], v[64:79]
	ds_read2_b64 v[80:83], v85 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[18:19], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[120:121], v[64:79]
	ds_read2_b64 v[80:83], v85 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[80:81], v[100:101], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[82:83], v[252:253], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[122:123], 0
	v_mfma_f32_32x32x8_f16 v[80:95], v[132:133], v[126:127], v[80:95]
	ds_read2_b64 v[130:133], v96 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[224:225], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[132:133], v[114:115], v[80:95]
	ds_read2_b64 v[130:133], v96 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[16:17], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[132:133], v[118:119], v[80:95]
	ds_read2_b64 v[130:133], v96 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[98:99], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[132:133], v[250:251], v[80:95]
	ds_read2_b64 v[130:133], v96 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[124:125], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[132:133], v[128:129], v[80:95]
	ds_read2_b64 v[130:133], v96 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[226:227], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[132:133], v[116:117], v[80:95]
	ds_read2_b64 v[130:133], v96 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[18:19], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[132:133], v[120:121], v[80:95]
	ds_read2_b64 v[130:133], v96 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[130:131], v[100:101], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[132:133], v[252:253], v[80:95]
	s_branch .LBB0_8
.LBB0_7:
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
.LBB0_8:
	s_nop 9
	v_max_f32_e32 v135, v87, v87
	v_max_f32_e32 v136, v86, v86
	v_max3_f32 v96, v32, v33, v34
	v_max3_f32 v98, v35, v36, v37
	v_max3_f32 v99, v38, v39, v40
	v_max3_f32 v100, v41, v42, v43
	v_max3_f32 v101, v44, v45, v46
	v_max3_f32 v102, v47, v48, v49
	v_max3_f32 v103, v50, v51, v52
	v_max3_f32 v104, v53, v54, v55
	v_max3_f32 v105, v56, v57, v58
	v_max3_f32 v106, v59, v60, v61
	v_max3_f32 v107, v62, v63, v64
	v_max3_f32 v108, v65, v66, v67
	v_max3_f32 v109, v68, v69, v70
	v_max3_f32 v130, v71, v72, v73
	v_max3_f32 v131, v74, v75, v76
	v_max3_f32 v132, v77, v78, v79
	v_max3_f32 v133, v80, v81, v82
	v_max3_f32 v134, v83, v84, v85
	v_max_f32_e32 v135, v136, v135
	v_max3_f32 v136, v89, v90, v91
	v_max3_f32 v137, v92, v93, v94
	v_max3_f32 v96, v96, v98, v99
	v_max3_f32 v98, v100, v101, v102
	v_max3_f32 v99, v103, v104, v105
	v_max3_f32 v100, v106, v107, v108
	v_max3_f32 v101, v109, v130, v131
	v_max3_f32 v102, v132, v133, v134
	v_max3_f32 v103, v135, v88, v136
	v_max3_f32 v96, v96, v98, v99
	v_max3_f32 v98, v100, v101, v102
	v_max3_f32 v99, v103, v137, v95
	v_max3_f32 v96, v96, v98, v99
	ds_bpermute_b32 v98, v235, v96
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_writelane_b32 v255, s34, 4
	v_max_f32_e32 v98, v98, v98
	v_max_f32_e32 v96, v96, v98
	v_mul_f32_e32 v96, v148, v96
	v_max_f32_e32 v98, v146, v146
	v_max_f32_e32 v96, v98, v96
	v_pk_fma_f32 v[32:33], v[148:149], v[32:33], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], v[148:149], v[34:35], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], v[148:149], v[36:37], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[148:149], v[38:39], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], v[148:149], v[40:41], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], v[148:149], v[42:43], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], v[148:149], v[44:45], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[148:149], v[46:47], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], v[148:149], v[48:49], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], v[148:149], v[50:51], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[52:53], v[148:149], v[52:53], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[54:55], v[148:149], v[54:55], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[56:57], v[148:149], v[56:57], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], v[148:149], v[58:59], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[60:61], v[148:149], v[60:61], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], v[148:149], v[62:63], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[64:65], v[148:149], v[64:65], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], v[148:149], v[66:67], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], v[148:149], v[68:69], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], v[148:149], v[70:71], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[72:73], v[148:149], v[72:73], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[74:75], v[148:149], v[74:75], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[76:77], v[148:149], v[76:77], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[78:79], v[148:149], v[78:79], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[80:81], v[148:149], v[80:81], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[82:83], v[148:149], v[82:83], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[84:85], v[148:149], v[84:85], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[86:87], v[148:149], v[86:87], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[88:89], v[148:149], v[88:89], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[90:91], v[148:149], v[90:91], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[92:93], v[148:149], v[92:93], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[94:95], v[148:149], v[94:95], v[96:97] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v98, v32
	v_exp_f32_e32 v99, v33
	v_exp_f32_e32 v100, v34
	v_exp_f32_e32 v101, v35
	v_exp_f32_e32 v102, v36
	v_exp_f32_e32 v103, v37
	v_exp_f32_e32 v104, v38
	v_exp_f32_e32 v105, v39
	v_exp_f32_e32 v106, v40
	v_exp_f32_e32 v107, v41
	v_exp_f32_e32 v108, v42
	v_exp_f32_e32 v109, v43
	v_exp_f32_e32 v134, v44
	v_exp_f32_e32 v135, v45
	v_exp_f32_e32 v136, v46
	v_exp_f32_e32 v137, v47
	v_exp_f32_e32 v138, v48
	v_exp_f32_e32 v139, v49
	v_exp_f32_e32 v140, v50
	v_exp_f32_e32 v141, v51
	v_exp_f32_e32 v142, v52
	v_exp_f32_e32 v143, v53
	v_exp_f32_e32 v144, v54
	v_exp_f32_e32 v145, v55
	v_exp_f32_e32 v156, v56
	v_exp_f32_e32 v157, v57
	v_exp_f32_e32 v158, v58
	v_exp_f32_e32 v159, v59
	v_exp_f32_e32 v160, v60
	v_exp_f32_e32 v161, v61
	v_exp_f32_e32 v162, v62
	v_exp_f32_e32 v163, v63
	v_exp_f32_e32 v164, v64
	v_exp_f32_e32 v165, v65
	v_exp_f32_e32 v166, v66
	v_exp_f32_e32 v167, v67
	v_exp_f32_e32 v168, v68
	v_exp_f32_e32 v169, v69
	v_exp_f32_e32 v172, v70
	v_exp_f32_e32 v173, v71
	v_exp_f32_e32 v174, v72
	v_exp_f32_e32 v175, v73
	v_exp_f32_e32 v176, v74
	v_exp_f32_e32 v177, v75
	v_exp_f32_e32 v178, v76
	v_exp_f32_e32 v179, v77
	v_exp_f32_e32 v180, v78
	v_exp_f32_e32 v181, v79
	v_exp_f32_e32 v182, v80
	v_exp_f32_e32 v183, v81
	v_exp_f32_e32 v184, v82
	v_exp_f32_e32 v185, v83
	v_exp_f32_e32 v186, v84
	v_exp_f32_e32 v187, v85
	v_exp_f32_e32 v188, v86
	v_exp_f32_e32 v189, v87
	v_exp_f32_e32 v190, v88
	v_exp_f32_e32 v191, v89
	v_exp_f32_e32 v192, v90
	v_exp_f32_e32 v193, v91
	v_exp_f32_e32 v194, v92
	v_exp_f32_e32 v195, v93
	v_exp_f32_e32 v196, v94
	v_exp_f32_e32 v197, v95
	v_sub_f32_e32 v32, v146, v96
	v_exp_f32_e32 v131, v32
	v_pk_add_f32 v[32:33], v[98:99], v[100:101]
	v_pk_add_f32 v[34:35], v[102:103], v[104:105]
	v_pk_add_f32 v[36:37], v[106:107], v[108:109]
	v_pk_add_f32 v[38:39], v[134:135], v[136:137]
	v_pk_add_f32 v[40:41], v[138:139], v[140:141]
	v_pk_add_f32 v[42:43], v[142:143], v[144:145]
	v_pk_add_f32 v[44:45], v[156:157], v[158:159]
	v_pk_add_f32 v[46:47], v[160:161], v[162:163]
	v_pk_add_f32 v[48:49], v[164:165], v[166:167]
	v_pk_add_f32 v[50:51], v[168:169], v[172:173]
	v_pk_add_f32 v[52:53], v[174:175], v[176:177]
	v_pk_add_f32 v[54:55], v[178:179], v[180:181]
	v_pk_add_f32 v[56:57], v[182:183], v[184:185]
	v_pk_add_f32 v[58:59], v[186:187], v[188:189]
	v_pk_add_f32 v[60:61], v[190:191], v[192:193]
	v_pk_add_f32 v[62:63], v[194:195], v[196:197]
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
	v_add_u32_e32 v53, s10, v244
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_add_u32_e32 v54, s10, v245
	v_add_f32_e32 v132, v32, v33
	v_add_u32_e32 v32, 0x20000, v234
	ds_write_b32 v32, v131
	v_add_u32_e32 v32, 0x20000, v220
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v130, v32
	v_add_u32_e32 v32, s10, v237
	ds_read2_b64 v[92:95], v32 offset1:16
	v_add_u32_e32 v33, s10, v240
	v_add_u32_e32 v32, 0x4000, v32
	ds_read2_b64 v[36:39], v32 offset1:16
	v_add_u32_e32 v32, 0x4000, v33
	ds_read2_b64 v[40:43], v32 offset1:16
	v_add_u32_e32 v32, 0x4000, v53
	v_add_u32_e32 v34, s10, v241
	v_add_u32_e32 v52, s10, v243
	ds_read2_b64 v[56:59], v32 offset1:16
	v_add_u32_e32 v32, 0x4000, v54
	ds_read2_b64 v[84:87], v34 offset1:16
	v_add_u32_e32 v35, s10, v242
	v_add_u32_e32 v149, s10, v239
	v_add_u32_e32 v34, 0x4000, v34
	ds_read2_b64 v[60:63], v32 offset1:16
	v_add_u32_e32 v32, 0x4000, v52
	ds_read2_b64 v[76:79], v52 offset1:16
	ds_read2_b64 v[68:71], v53 offset1:16
	ds_read2_b64 v[64:67], v54 offset1:16
	ds_read2_b64 v[44:47], v34 offset1:16
	v_add_u32_e32 v34, 0x4000, v35
	ds_read2_b64 v[52:55], v32 offset1:16
	v_add_u32_e32 v32, 0x4000, v149
	ds_bpermute_b32 v133, v235, v132
	ds_read2_b64 v[88:91], v33 offset1:16
	ds_read2_b64 v[80:83], v35 offset1:16
	ds_read2_b64 v[72:75], v149 offset1:16
	ds_read2_b64 v[48:51], v34 offset1:16
	ds_read2_b64 v[32:35], v32 offset1:16
	v_writelane_b32 v255, s35, 5
	v_cvt_f16_f32_e32 v98, v98
	v_writelane_b32 v255, s36, 6
	v_cvt_f16_f32_e32 v99, v99
	s_and_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v255, s26, 7
	v_cvt_f16_f32_e32 v100, v100
	s_cselect_b32 s0, 1, 0
	v_writelane_b32 v255, s28, 8
	v_cvt_f16_f32_e32 v101, v101
	s_cmp_lg_u32 s0, 1
	v_writelane_b32 v255, s29, 9
	v_cvt_f16_f32_e32 v102, v102
	v_cvt_f16_f32_e32 v103, v103
	v_cvt_f16_f32_e32 v104, v104
	v_cvt_f16_f32_e32 v105, v105
	v_cvt_f16_f32_e32 v106, v106
	v_cvt_f16_f32_e32 v107, v107
	v_cvt_f16_f32_e32 v108, v108
	v_cvt_f16_f32_e32 v109, v109
	v_cvt_f16_f32_e32 v134, v134
	v_cvt_f16_f32_e32 v135, v135
	v_cvt_f16_f32_e32 v136, v136
	v_cvt_f16_f32_e32 v137, v137
	v_cvt_f16_f32_e32 v138, v138
	v_cvt_f16_f32_e32 v139, v139
	v_cvt_f16_f32_e32 v140, v140
	v_cvt_f16_f32_e32 v141, v141
	v_cvt_f16_f32_e32 v142, v142
	v_cvt_f16_f32_e32 v143, v143
	v_cvt_f16_f32_e32 v144, v144
	v_cvt_f16_f32_e32 v145, v145
	v_cvt_f16_f32_e32 v149, v156
	v_cvt_f16_f32_e32 v156, v157
	v_cvt_f16_f32_e32 v157, v158
	v_cvt_f16_f32_e32 v158, v159
	v_cvt_f16_f32_e32 v159, v160
	v_cvt_f16_f32_e32 v160, v161
	v_cvt_f16_f32_e32 v161, v162
	v_cvt_f16_f32_e32 v162, v163
	v_cvt_f16_f32_e32 v163, v164
	v_cvt_f16_f32_e32 v164, v165
	v_cvt_f16_f32_e32 v165, v166
	v_cvt_f16_f32_e32 v166, v167
	v_cvt_f16_f32_e32 v167, v168
	v_cvt_f16_f32_e32 v168, v169
	v_cvt_f16_f32_e32 v169, v172
	v_cvt_f16_f32_e32 v172, v173
	v_cvt_f16_f32_e32 v173, v174
	v_cvt_f16_f32_e32 v174, v175
	v_cvt_f16_f32_e32 v175, v176
	v_cvt_f16_f32_e32 v176, v177
	v_cvt_f16_f32_e32 v177, v178
	v_cvt_f16_f32_e32 v178, v179
	v_cvt_f16_f32_e32 v179, v180
	v_cvt_f16_f32_e32 v180, v181
	v_cvt_f16_f32_e32 v181, v182
	v_cvt_f16_f32_e32 v182, v183
	v_cvt_f16_f32_e32 v183, v184
	v_cvt_f16_f32_e32 v184, v185
	v_cvt_f16_f32_e32 v185, v186
	v_cvt_f16_f32_e32 v186, v187
	v_cvt_f16_f32_e32 v187, v188
	v_cvt_f16_f32_e32 v188, v189
	v_cvt_f16_f32_e32 v189, v190
	v_cvt_f16_f32_e32 v190, v191
	v_cvt_f16_f32_e32 v191, v192
	v_cvt_f16_f32_e32 v192, v193
	v_cvt_f16_f32_e32 v193, v194
	v_cvt_f16_f32_e32 v194, v195
	v_cvt_f16_f32_e32 v195, v196
	v_cvt_f16_f32_e32 v196, v197
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v238, v98
	ds_write_b16 v238, v99 offset:256
	ds_write_b16 v238, v100 offset:512
	ds_write_b16 v238, v101 offset:768
	ds_write_b16 v238, v102 offset:2048
	ds_write_b16 v238, v103 offset:2304
	ds_write_b16 v238, v104 offset:2560
	ds_write_b16 v238, v105 offset:2816
	ds_write_b16 v238, v106 offset:4096
	ds_write_b16 v238, v107 offset:4352
	ds_write_b16 v238, v108 offset:4608
	ds_write_b16 v238, v109 offset:4864
	ds_write_b16 v238, v134 offset:6144
	ds_write_b16 v238, v135 offset:6400
	ds_write_b16 v238, v136 offset:6656
	ds_write_b16 v238, v137 offset:6912
	ds_write_b16 v238, v138 offset:8192
	ds_write_b16 v238, v139 offset:8448
	ds_write_b16 v238, v140 offset:8704
	ds_write_b16 v238, v141 offset:8960
	ds_write_b16 v238, v142 offset:10240
	ds_write_b16 v238, v143 offset:10496
	ds_write_b16 v238, v144 offset:10752
	ds_write_b16 v238, v145 offset:11008
	ds_write_b16 v238, v149 offset:12288
	ds_write_b16 v238, v156 offset:12544
	ds_write_b16 v238, v157 offset:12800
	ds_write_b16 v238, v158 offset:13056
	ds_write_b16 v238, v159 offset:14336
	ds_write_b16 v238, v160 offset:14592
	ds_write_b16 v238, v161 offset:14848
	ds_write_b16 v238, v162 offset:15104
	ds_write_b16 v238, v163 offset:16384
	ds_write_b16 v238, v164 offset:16640
	ds_write_b16 v238, v165 offset:16896
	ds_write_b16 v238, v166 offset:17152
	ds_write_b16 v238, v167 offset:18432
	ds_write_b16 v238, v168 offset:18688
	ds_write_b16 v238, v169 offset:18944
	ds_write_b16 v238, v172 offset:19200
	ds_write_b16 v238, v173 offset:20480
	ds_write_b16 v238, v174 offset:20736
	ds_write_b16 v238, v175 offset:20992
	ds_write_b16 v238, v176 offset:21248
	ds_write_b16 v238, v177 offset:22528
	ds_write_b16 v238, v178 offset:22784
	ds_write_b16 v238, v179 offset:23040
	ds_write_b16 v238, v180 offset:23296
	ds_write_b16 v238, v181 offset:24576
	ds_write_b16 v238, v182 offset:24832
	ds_write_b16 v238, v183 offset:25088
	ds_write_b16 v238, v184 offset:25344
	ds_write_b16 v238, v185 offset:26624
	ds_write_b16 v238, v186 offset:26880
	ds_write_b16 v238, v187 offset:27136
	ds_write_b16 v238, v188 offset:27392
	ds_write_b16 v238, v189 offset:28672
	ds_write_b16 v238, v190 offset:28928
	ds_write_b16 v238, v191 offset:29184
	ds_write_b16 v238, v192 offset:29440
	ds_write_b16 v238, v193 offset:30720
	ds_write_b16 v238, v194 offset:30976
	ds_write_b16 v238, v195 offset:31232
	ds_write_b16 v238, v196 offset:31488
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_9
; %bb.14:
	scratch_load_dwordx4 v[16:19], off, off ; 16-byte Folded Reload
	scratch_load_dwordx4 v[20:23], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[24:27], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[28:31], off, off offset:48 ; 16-byte Folded Reload
	ds_read_u16 v98, v236 offset:768
	ds_read_u16 v99, v236 offset:512
	ds_read_u16 v100, v236 offset:256
	ds_read_u16 v101, v236
	s_mov_b32 s0, 0x5040100
	v_pk_mul_f32 v[14:15], v[14:15], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[130:131] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v99, v98, v99, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v98, v100, v101, s0
	v_mov_b32_e32 v146, v96
	s_waitcnt vmcnt(3)
	v_pk_mul_f32 v[18:19], v[18:19], v[130:131] op_sel_hi:[1,0]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[22:23], v[22:23], v[130:131] op_sel_hi:[1,0]
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[26:27], v[26:27], v[130:131] op_sel_hi:[1,0]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[30:31], v[30:31], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[130:131] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[130:131] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[0:15], v[92:93], v[98:99], v[0:15]
	ds_read_u16 v92, v236 offset:2816
	ds_read_u16 v93, v236 offset:2560
	ds_read_u16 v100, v236 offset:2304
	ds_read_u16 v101, v236 offset:2048
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v93, v92, v93, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v92, v100, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[98:99], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[88:89], v[92:93], v[0:15]
	ds_read_u16 v88, v236 offset:4864
	ds_read_u16 v89, v236 offset:4608
	ds_read_u16 v100, v236 offset:4352
	ds_read_u16 v101, v236 offset:4096
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v89, v88, v89, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v88, v100, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[92:93], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[84:85], v[88:89], v[0:15]
	ds_read_u16 v84, v236 offset:6912
	ds_read_u16 v85, v236 offset:6656
	ds_read_u16 v100, v236 offset:6400
	ds_read_u16 v101, v236 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v85, v84, v85, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v84, v100, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[36:37], v[88:89], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[80:81], v[84:85], v[0:15]
	ds_read_u16 v80, v236 offset:8960
	ds_read_u16 v81, v236 offset:8704
	ds_read_u16 v100, v236 offset:8448
	ds_read_u16 v101, v236 offset:8192
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v81, v80, v81, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v80, v100, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[84:85], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[76:77], v[80:81], v[0:15]
	ds_read_u16 v76, v236 offset:11008
	ds_read_u16 v77, v236 offset:10752
	ds_read_u16 v100, v236 offset:10496
	ds_read_u16 v101, v236 offset:10240
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v77, v76, v77, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v76, v100, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[80:81], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[72:73], v[76:77], v[0:15]
	ds_read_u16 v72, v236 offset:13056
	ds_read_u16 v73, v236 offset:12800
	ds_read_u16 v100, v236 offset:12544
	ds_read_u16 v101, v236 offset:12288
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v73, v72, v73, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v72, v100, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[60:61], v[76:77], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[68:69], v[72:73], v[0:15]
	ds_read_u16 v68, v236 offset:15104
	ds_read_u16 v69, v236 offset:14848
	ds_read_u16 v100, v236 offset:14592
	ds_read_u16 v101, v236 offset:14336
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v69, v68, v69, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v68, v100, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[52:53], v[72:73], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[64:65], v[68:69], v[0:15]
	ds_read_u16 v64, v236 offset:17152
	ds_read_u16 v65, v236 offset:16896
	ds_read_u16 v100, v236 offset:16640
	ds_read_u16 v101, v236 offset:16384
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v65, v64, v65, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v64, v100, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[32:33], v[68:69], v[16:31]
	v_add_f32_e32 v32, v132, v133
	v_fmac_f32_e32 v32, v147, v131
	v_mov_b32_e32 v147, v32
	v_mfma_f32_32x32x8_f16 v[0:15], v[94:95], v[64:65], v[0:15]
	ds_read_u16 v94, v236 offset:19200
	ds_read_u16 v95, v236 offset:18944
	ds_read_u16 v100, v236 offset:18688
	ds_read_u16 v101, v236 offset:18432
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v95, v94, v95, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v94, v100, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[46:47], v[64:65], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[90:91], v[94:95], v[0:15]
	ds_read_u16 v90, v236 offset:21248
	ds_read_u16 v91, v236 offset:20992
	ds_read_u16 v100, v236 offset:20736
	ds_read_u16 v101, v236 offset:20480
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v91, v90, v91, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v90, v100, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[50:51], v[94:95], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[86:87], v[90:91], v[0:15]
	ds_read_u16 v86, v236 offset:23296
	ds_read_u16 v87, v236 offset:23040
	ds_read_u16 v100, v236 offset:22784
	ds_read_u16 v101, v236 offset:22528
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v87, v86, v87, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v86, v100, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[38:39], v[90:91], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[82:83], v[86:87], v[0:15]
	ds_read_u16 v82, v236 offset:25344
	ds_read_u16 v83, v236 offset:25088
	ds_read_u16 v100, v236 offset:24832
	ds_read_u16 v101, v236 offset:24576
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v83, v82, v83, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v82, v100, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[42:43], v[86:87], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[78:79], v[82:83], v[0:15]
	ds_read_u16 v78, v236 offset:27392
	ds_read_u16 v79, v236 offset:27136
	ds_read_u16 v100, v236 offset:26880
	ds_read_u16 v101, v236 offset:26624
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v79, v78, v79, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v78, v100, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[58:59], v[82:83], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[74:75], v[78:79], v[0:15]
	ds_read_u16 v74, v236 offset:29440
	ds_read_u16 v75, v236 offset:29184
	ds_read_u16 v100, v236 offset:28928
	ds_read_u16 v101, v236 offset:28672
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v75, v74, v75, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v74, v100, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[62:63], v[78:79], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[70:71], v[74:75], v[0:15]
	ds_read_u16 v70, v236 offset:31488
	ds_read_u16 v71, v236 offset:31232
	ds_read_u16 v100, v236 offset:30976
	ds_read_u16 v101, v236 offset:30720
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v71, v70, v71, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v70, v100, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[54:55], v[74:75], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[66:67], v[70:71], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[34:35], v[70:71], v[16:31]
	s_nop 10
	scratch_store_dwordx4 off, v[16:19], off ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[20:23], off offset:16 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[24:27], off offset:32 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[28:31], off offset:48 ; 16-byte Folded Spill
.LBB0_9:
	s_lshr_b32 s0, s23, 1
	s_or_b32 s9, s8, s0
	s_sub_i32 s0, s22, s16
	s_lshl_b32 s85, s0, 7
	s_mul_i32 s0, s8, s24
	v_lshrrev_b32_e32 v190, 3, v111
	s_add_i32 s17, s17, s0
	v_or_b32_e32 v33, 1, v190
	s_cmp_gt_i32 s85, s8
	scratch_store_dwordx4 off, v[32:35], off offset:240 ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[36:39], off offset:256 ; 16-byte Folded Spill
	s_cselect_b64 s[12:13], -1, 0
	v_add_lshl_u32 v32, s17, v204, 1
	v_bfrev_b32_e32 v48, 1
	s_and_b64 s[0:1], s[12:13], s[20:21]
	v_cndmask_b32_e64 v32, v48, v32, s[0:1]
	v_add_lshl_u32 v33, s17, v202, 1
	s_and_b64 vcc, s[12:13], vcc
	v_cndmask_b32_e32 v33, v48, v33, vcc
	buffer_load_dwordx4 v[64:67], v32, s[4:7], 0 offen
	buffer_load_dwordx4 v[68:71], v33, s[4:7], 0 offen
	v_add_lshl_u32 v32, s17, v152, 1
	s_and_b64 vcc, s[12:13], s[2:3]
	v_cndmask_b32_e32 v32, v48, v32, vcc
	v_add_lshl_u32 v33, s17, v112, 1
	s_and_b64 vcc, s[12:13], s[18:19]
	v_cndmask_b32_e32 v33, v48, v33, vcc
	buffer_load_dwordx4 v[72:75], v32, s[4:7], 0 offen
	buffer_load_dwordx4 v[76:79], v33, s[4:7], 0 offen
	v_or_b32_e32 v32, s8, v212
	s_mul_i32 s0, s8, s27
	v_cmp_gt_i32_e32 vcc, s95, v32
	s_add_i32 s14, s11, s0
	s_and_b64 vcc, s[12:13], vcc
	s_add_i32 s15, s96, 0x180
	v_add_lshl_u32 v32, s14, v230, 1
	v_add_lshl_u32 v33, v206, s14, 1
	v_add_lshl_u32 v40, v246, s14, 1
	v_add_lshl_u32 v41, v232, s14, 1
	s_cmp_lt_i32 s15, s85
	v_or_b32_e32 v49, s15, v170
	v_cndmask_b32_e32 v32, v48, v32, vcc
	v_cndmask_b32_e32 v36, v48, v33, vcc
	v_cndmask_b32_e32 v40, v48, v40, vcc
	v_cndmask_b32_e32 v44, v48, v41, vcc
	s_cselect_b64 s[12:13], -1, 0
	v_add_u32_e32 v53, s17, v151
	v_or_b32_e32 v50, s15, v208
	v_cmp_gt_i32_e32 vcc, s95, v49
	v_add_u32_e32 v54, s17, v153
	v_or_b32_e32 v51, s15, v171
	v_cmp_gt_i32_e64 s[0:1], s95, v50
	v_lshlrev_b32_e32 v49, 1, v53
	s_and_b64 vcc, s[12:13], vcc
	s_mov_b32 s82, s6
	s_mov_b32 s83, s7
	v_add_u32_e32 v55, s17, v203
	v_or_b32_e32 v52, s15, v110
	v_cmp_gt_i32_e64 s[2:3], s95, v51
	v_cndmask_b32_e32 v49, v48, v49, vcc
	v_lshlrev_b32_e32 v50, 1, v54
	s_and_b64 vcc, s[12:13], s[0:1]
	buffer_load_dwordx4 v[32:35], v32, s[80:83], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[36:39], v36, s[80:83], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[40:43], v40, s[80:83], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[44:47], v44, s[80:83], 0 offen
	v_add_u32_e32 v130, s17, v205
	v_cmp_gt_i32_e64 s[10:11], s95, v52
	v_cndmask_b32_e32 v50, v48, v50, vcc
	buffer_load_dwordx4 v[80:83], v49, s[4:7], 0 offen
	buffer_load_dwordx4 v[84:87], v50, s[4:7], 0 offen
	v_lshlrev_b32_e32 v49, 1, v55
	s_and_b64 vcc, s[12:13], s[2:3]
	v_cndmask_b32_e32 v49, v48, v49, vcc
	v_lshlrev_b32_e32 v50, 1, v130
	s_and_b64 vcc, s[12:13], s[10:11]
	v_cndmask_b32_e32 v50, v48, v50, vcc
	buffer_load_dwordx4 v[88:91], v49, s[4:7], 0 offen
	buffer_load_dwordx4 v[92:95], v50, s[4:7], 0 offen
	v_or_b32_e32 v49, s15, v212
	v_add_u32_e32 v151, s14, v207
	v_cmp_gt_i32_e32 vcc, s95, v49
	v_add_u32_e32 v152, s14, v231
	v_lshlrev_b32_e32 v49, 1, v151
	s_and_b64 vcc, s[12:13], vcc
	v_add_u32_e32 v131, s14, v233
	v_add_u32_e32 v155, s14, v247
	v_cndmask_b32_e32 v56, v48, v49, vcc
	v_lshlrev_b32_e32 v49, 1, v152
	v_cndmask_b32_e32 v60, v48, v49, vcc
	v_lshlrev_b32_e32 v49, 1, v131
	v_lshlrev_b32_e32 v50, 1, v155
	v_cndmask_b32_e32 v49, v48, v49, vcc
	v_cndmask_b32_e32 v52, v48, v50, vcc
	v_mov_b32_e32 v106, v53
	v_mov_b32_e32 v107, v54
	v_mov_b32_e32 v109, v55
	buffer_load_dwordx4 v[48:51], v49, s[80:83], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[52:55], v52, s[80:83], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[56:59], v56, s[80:83], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[60:63], v60, s[80:83], 0 offen
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(15)
	ds_write_b128 v113, v[64:67]
	s_waitcnt vmcnt(14)
	ds_write_b128 v113, v[68:71] offset:8192
	s_waitcnt vmcnt(13)
	ds_write_b128 v113, v[72:75] offset:16384
	s_waitcnt vmcnt(12)
	ds_write_b128 v113, v[76:79] offset:24576
	v_add_u32_e32 v66, 0x10000, v213
	s_mov_b32 s1, 0x7060302
	v_or_b32_e32 v96, 11, v190
	scratch_store_dword off, v96, off offset:376 ; 4-byte Folded Spill
	v_or_b32_e32 v96, 10, v190
	scratch_store_dword off, v96, off offset:380 ; 4-byte Folded Spill
	v_or_b32_e32 v96, 9, v190
	scratch_store_dword off, v96, off offset:388 ; 4-byte Folded Spill
	v_or_b32_e32 v96, 8, v190
	scratch_store_dword off, v96, off offset:396 ; 4-byte Folded Spill
	v_or_b32_e32 v96, 18, v190
	scratch_store_dword off, v96, off offset:384 ; 4-byte Folded Spill
	v_or_b32_e32 v96, 17, v190
	scratch_store_dword off, v96, off offset:392 ; 4-byte Folded Spill
	v_or_b32_e32 v96, 0x78, v190
	scratch_store_dword off, v96, off offset:272 ; 4-byte Folded Spill
	v_or_b32_e32 v96, 0x73, v190
	s_addk_i32 s96, 0x80
	v_or_b32_e32 v111, 3, v190
	v_or_b32_e32 v108, 2, v190
	v_or_b32_e32 v193, 24, v190
	v_or_b32_e32 v195, 19, v190
	v_or_b32_e32 v104, 41, v190
	v_or_b32_e32 v191, 40, v190
	v_or_b32_e32 v192, 35, v190
	v_or_b32_e32 v194, 34, v190
	v_or_b32_e32 v228, 58, v190
	v_or_b32_e32 v206, 57, v190
	v_or_b32_e32 v100, 56, v190
	v_or_b32_e32 v105, 51, v190
	v_or_b32_e32 v229, 0x43, v190
	v_or_b32_e32 v202, 0x42, v190
	v_or_b32_e32 v101, 0x41, v190
	s_waitcnt vmcnt(17)
	v_perm_b32 v64, v36, v32, s0
	s_waitcnt vmcnt(15)
	v_perm_b32 v65, v44, v40, s0
	ds_write_b64 v66, v[64:65]
	v_perm_b32 v65, v44, v40, s1
	v_perm_b32 v64, v36, v32, s1
	v_add_u32_e32 v32, 0x10000, v214
	ds_write_b64 v32, v[64:65] offset:256
	v_perm_b32 v65, v45, v41, s0
	v_perm_b32 v64, v37, v33, s0
	v_add_u32_e32 v32, 0x10000, v215
	ds_write_b64 v32, v[64:65] offset:512
	v_perm_b32 v41, v45, v41, s1
	v_perm_b32 v40, v37, v33, s1
	v_add_u32_e32 v32, 0x10000, v216
	ds_write_b64 v32, v[40:41] offset:768
	v_perm_b32 v33, v46, v42, s0
	v_perm_b32 v32, v38, v34, s0
	v_add_u32_e32 v36, 0x10000, v217
	ds_write_b64 v36, v[32:33] offset:1024
	v_perm_b32 v33, v46, v42, s1
	v_perm_b32 v32, v38, v34, s1
	v_add_u32_e32 v34, 0x10000, v218
	ds_write_b64 v34, v[32:33] offset:1280
	v_perm_b32 v33, v47, v43, s0
	v_perm_b32 v32, v39, v35, s0
	v_add_u32_e32 v34, 0x10000, v219
	ds_write_b64 v34, v[32:33] offset:1536
	v_perm_b32 v33, v47, v43, s1
	v_perm_b32 v32, v39, v35, s1
	v_add_u32_e32 v34, 0x10000, v221
	ds_write_b64 v34, v[32:33] offset:1792
	s_waitcnt vmcnt(14)
	ds_write_b128 v113, v[80:83] offset:32768
	s_waitcnt vmcnt(13)
	ds_write_b128 v113, v[84:87] offset:40960
	s_waitcnt vmcnt(12)
	ds_write_b128 v113, v[88:91] offset:49152
	s_waitcnt vmcnt(11)
	ds_write_b128 v113, v[92:95] offset:57344
	s_waitcnt vmcnt(9)
	v_perm_b32 v33, v52, v48, s0
	s_waitcnt vmcnt(7)
	v_perm_b32 v32, v60, v56, s0
	v_add_u32_e32 v34, 0x18000, v213
	ds_write_b64 v34, v[32:33]
	v_perm_b32 v33, v52, v48, s1
	v_perm_b32 v32, v60, v56, s1
	v_add_u32_e32 v34, 0x18000, v214
	ds_write_b64 v34, v[32:33] offset:256
	v_perm_b32 v33, v53, v49, s0
	v_perm_b32 v32, v61, v57, s0
	v_add_u32_e32 v34, 0x18000, v215
	ds_write_b64 v34, v[32:33] offset:512
	v_perm_b32 v33, v53, v49, s1
	v_perm_b32 v32, v61, v57, s1
	v_add_u32_e32 v34, 0x18000, v216
	ds_write_b64 v34, v[32:33] offset:768
	v_perm_b32 v33, v54, v50, s0
	v_perm_b32 v32, v62, v58, s0
	v_add_u32_e32 v34, 0x18000, v217
	ds_write_b64 v34, v[32:33] offset:1024
	v_perm_b32 v33, v54, v50, s1
	v_perm_b32 v32, v62, v58, s1
	v_add_u32_e32 v34, 0x18000, v218
	ds_write_b64 v34, v[32:33] offset:1280
	v_perm_b32 v33, v55, v51, s0
	v_perm_b32 v32, v63, v59, s0
	v_add_u32_e32 v34, 0x18000, v219
	v_or_b32_e32 v209, 64, v190
	v_or_b32_e32 v254, 0x4b, v190
	v_or_b32_e32 v201, 0x4a, v190
	v_or_b32_e32 v99, 0x49, v190
	v_or_b32_e32 v103, 0x48, v190
	v_or_b32_e32 v203, 0x53, v190
	v_or_b32_e32 v97, 0x52, v190
	v_or_b32_e32 v102, 0x51, v190
	v_or_b32_e32 v98, 0x50, v190
	v_or_b32_e32 v222, 0x7b, v190
	v_or_b32_e32 v231, 0x7a, v190
	v_or_b32_e32 v246, 0x79, v190
	scratch_store_dword off, v96, off offset:280 ; 4-byte Folded Spill
	v_or_b32_e32 v96, 0x72, v190
	v_or_b32_e32 v249, 0x71, v190
	v_or_b32_e32 v247, 0x70, v190
	ds_write_b64 v34, v[32:33] offset:1536
	v_perm_b32 v33, v55, v51, s1
	v_perm_b32 v32, v63, v59, s1
	v_add_u32_e32 v34, 0x18000, v221
	s_cmp_lt_i32 s8, s96
	scratch_store_dword off, v96, off offset:288 ; 4-byte Folded Spill
	ds_write_b64 v34, v[32:33] offset:1792
	scratch_store_dwordx4 off, v[250:253], off offset:360 ; 16-byte Folded Spill
	s_cbranch_scc1 .LBB0_10
; %bb.16:                               ; %.._crit_edge649_crit_edge
	s_mov_b64 s[0:1], 0
	s_branch .LBB0_11
.LBB0_10:
	s_mov_b64 s[0:1], -1
.LBB0_11:                               ; %Flow
	s_and_b64 s[0:1], s[0:1], exec
	v_or_b32_e32 v32, 16, v190
	s_cselect_b32 s0, 1, 0
	scratch_store_dwordx4 off, v[32:35], off offset:296 ; 16-byte Folded Spill
	v_or_b32_e32 v210, 25, v190
	v_or_b32_e32 v211, 26, v190
	v_or_b32_e32 v207, 27, v190
	v_or_b32_e32 v113, 32, v190
	v_or_b32_e32 v204, 33, v190
	v_or_b32_e32 v233, 42, v190
	v_or_b32_e32 v250, 43, v190
	v_or_b32_e32 v251, 48, v190
	v_or_b32_e32 v252, 49, v190
	v_or_b32_e32 v253, 50, v190
	v_or_b32_e32 v232, 59, v190
	v_or_b32_e32 v223, 0x58, v190
	v_or_b32_e32 v205, 0x59, v190
	v_or_b32_e32 v213, 0x5a, v190
	v_or_b32_e32 v214, 0x5b, v190
	v_or_b32_e32 v217, 0x60, v190
	v_or_b32_e32 v216, 0x61, v190
	v_or_b32_e32 v215, 0x62, v190
	v_or_b32_e32 v218, 0x63, v190
	v_or_b32_e32 v219, 0x68, v190
	v_or_b32_e32 v32, 0x69, v190
	v_or_b32_e32 v221, 0x6a, v190
	v_or_b32_e32 v230, 0x6b, v190
	v_or_b32_e32 v248, s9, v154
	s_cmp_lg_u32 s0, 1
	s_mov_b32 s87, 1
	scratch_store_dword off, v32, off offset:400 ; 4-byte Folded Spill
	scratch_store_dword off, v105, off offset:332 ; 4-byte Folded Spill
	scratch_store_dword off, v102, off offset:336 ; 4-byte Folded Spill
	scratch_store_dword off, v103, off offset:340 ; 4-byte Folded Spill
	scratch_store_dword off, v100, off offset:344 ; 4-byte Folded Spill
	scratch_store_dword off, v101, off offset:348 ; 4-byte Folded Spill
	scratch_store_dword off, v99, off offset:352 ; 4-byte Folded Spill
	scratch_store_dword off, v97, off offset:356 ; 4-byte Folded Spill
	s_cbranch_scc1 .LBB0_12
; %bb.19:                               ; %.lr.ph648.preheader
	v_mov_b32_e32 v32, v148
	v_mov_b32_e32 v33, v148
	scratch_store_dwordx2 off, v[32:33], off offset:692 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[32:33], off offset:700 ; 8-byte Folded Spill
	v_mov_b32_e32 v33, v229
	scratch_store_dwordx4 off, v[30:33], off offset:544 ; 16-byte Folded Spill
	scratch_store_dword off, v201, off offset:520 ; 4-byte Folded Spill
	scratch_store_dword off, v206, off offset:516 ; 4-byte Folded Spill
	scratch_store_dword off, v202, off offset:512 ; 4-byte Folded Spill
	scratch_store_dword off, v209, off offset:508 ; 4-byte Folded Spill
	scratch_store_dword off, v250, off offset:440 ; 4-byte Folded Spill
	scratch_store_dword off, v251, off offset:436 ; 4-byte Folded Spill
	scratch_store_dword off, v252, off offset:428 ; 4-byte Folded Spill
	scratch_store_dword off, v253, off offset:424 ; 4-byte Folded Spill
	scratch_store_dwordx4 off, v[126:129], off offset:580 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[122:125], off offset:596 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[118:121], off offset:444 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[114:117], off offset:460 ; 16-byte Folded Spill
	scratch_store_dword off, v113, off offset:432 ; 4-byte Folded Spill
	scratch_store_dwordx4 off, v[224:227], off offset:476 ; 16-byte Folded Spill
	v_mov_b32_e32 v16, v228
	scratch_load_dwordx4 v[226:229], off, off offset:712 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[116:119], off, off offset:444 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[250:253], off, off offset:316 ; 16-byte Folded Reload
	s_mov_b32 s86, 0
	s_mov_b32 s98, 0x8000
	s_mov_b32 s94, 0x10000
	s_mov_b32 s97, 0x18000
	s_mov_b32 s82, s6
	s_mov_b32 s83, s7
	s_mov_b32 s88, s8
	v_mov_b32_e32 v121, v106
	v_mov_b32_e32 v127, v107
	v_mov_b32_e32 v123, v109
	scratch_store_dwordx4 off, v[190:193], off offset:620 ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[194:197], off offset:636 ; 16-byte Folded Spill
	scratch_store_dword off, v16, off offset:612 ; 4-byte Folded Spill
	scratch_store_dword off, v203, off offset:616 ; 4-byte Folded Spill
	scratch_store_dword off, v98, off offset:576 ; 4-byte Folded Spill
	scratch_store_dword off, v104, off offset:312 ; 4-byte Folded Spill
	scratch_store_dword off, v191, off offset:568 ; 4-byte Folded Spill
	scratch_store_dword off, v192, off offset:572 ; 4-byte Folded Spill
	scratch_store_dword off, v193, off offset:560 ; 4-byte Folded Spill
	scratch_store_dword off, v194, off offset:564 ; 4-byte Folded Spill
	scratch_store_dword off, v195, off offset:540 ; 4-byte Folded Spill
	scratch_store_dword off, v221, off offset:536 ; 4-byte Folded Spill
	scratch_store_dword off, v230, off offset:532 ; 4-byte Folded Spill
	scratch_store_dword off, v232, off offset:528 ; 4-byte Folded Spill
	scratch_store_dword off, v233, off offset:524 ; 4-byte Folded Spill
	scratch_store_dword off, v210, off offset:504 ; 4-byte Folded Spill
	scratch_store_dword off, v211, off offset:496 ; 4-byte Folded Spill
	scratch_store_dword off, v207, off offset:500 ; 4-byte Folded Spill
	scratch_store_dword off, v204, off offset:492 ; 4-byte Folded Spill
	scratch_store_dword off, v222, off offset:652 ; 4-byte Folded Spill
	scratch_store_dword off, v213, off offset:656 ; 4-byte Folded Spill
	scratch_store_dword off, v214, off offset:660 ; 4-byte Folded Spill
	scratch_store_dword off, v205, off offset:664 ; 4-byte Folded Spill
	scratch_store_dword off, v217, off offset:668 ; 4-byte Folded Spill
	scratch_store_dword off, v215, off offset:672 ; 4-byte Folded Spill
	scratch_store_dword off, v216, off offset:676 ; 4-byte Folded Spill
	scratch_store_dword off, v223, off offset:680 ; 4-byte Folded Spill
	scratch_store_dword off, v219, off offset:684 ; 4-byte Folded Spill
	scratch_store_dword off, v218, off offset:688 ; 4-byte Folded Spill
	scratch_store_dword off, v231, off offset:100 ; 4-byte Folded Spill
.LBB0_13:                               ; %.lr.ph648
                                        ; =>This Inner Loop Header: Depth=1
	scratch_store_dword off, v147, off offset:232 ; 4-byte Folded Spill
	s_nop 1
	scratch_store_dwordx4 off, v[0:3], off offset:104 ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[4:7], off offset:120 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[8:11], off offset:136 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[12:15], off offset:152 ; 16-byte Folded Spill
	scratch_load_dword v0, off, off offset:400 ; 4-byte Folded Reload
	s_add_i32 s0, s88, 0x100
	v_add_u32_e32 v121, s79, v121
	v_or_b32_e32 v32, s0, v212
	v_or_b32_e32 v33, s0, v170
	v_cmp_gt_i32_e32 vcc, s95, v32
	v_cmp_gt_i32_e64 s[2:3], s95, v33
	v_lshlrev_b32_e32 v32, 1, v121
	v_bfrev_b32_e32 v4, 1
	v_cndmask_b32_e64 v32, v4, v32, s[2:3]
	scratch_load_dword v37, off, off offset:100 ; 4-byte Folded Reload
	v_add_u32_e32 v127, s79, v127
	v_or_b32_e32 v34, s0, v208
	v_cmp_gt_i32_e64 s[10:11], s95, v34
	v_add_u32_e32 v123, s79, v123
	v_or_b32_e32 v35, s0, v171
	v_cmp_gt_i32_e64 s[12:13], s95, v35
	v_add_u32_e32 v130, s79, v130
	v_or_b32_e32 v36, s0, v110
	v_cmp_gt_i32_e64 s[14:15], s95, v36
	v_or_b32_e32 v149, s88, v223
	v_or_b32_e32 v109, s88, v222
	s_mov_b32 s9, s86
	v_add_u32_e32 v64, s9, v150
	v_add_u32_e32 v65, 0x2000, v64
	v_mov_b32_e32 v110, v220
	v_mov_b32_e32 v220, v234
	v_mov_b32_e32 v126, v249
	v_mov_b32_e32 v249, v235
	v_add_u32_e32 v152, s84, v152
	v_add_u32_e32 v129, s84, v131
	v_or_b32_e32 v221, s88, v205
	v_or_b32_e32 v230, s88, v213
	v_or_b32_e32 v144, s88, v214
	v_or_b32_e32 v145, s88, v217
	v_or_b32_e32 v154, s88, v216
	v_or_b32_e32 v157, s88, v215
	v_or_b32_e32 v158, s88, v218
	v_or_b32_e32 v159, s88, v219
	v_mov_b32_e32 v120, v108
	v_mov_b32_e32 v108, v240
	v_mov_b32_e32 v125, v254
	v_mov_b32_e32 v254, v241
	v_mov_b32_e32 v131, v152
	v_mov_b32_e32 v152, v242
	v_mov_b32_e32 v153, v239
	v_mov_b32_e32 v239, v243
	v_mov_b32_e32 v147, v244
	v_mov_b32_e32 v128, v150
	v_mov_b32_e32 v150, v245
	v_mov_b32_e32 v122, v130
	v_mov_b32_e32 v124, v247
	v_cmp_gt_i32_e64 s[0:1], s95, v145
	v_add_u32_e32 v155, s84, v155
	s_mov_b32 s89, s94
	v_add_u32_e32 v151, s84, v151
	s_mov_b32 s86, s98
	s_mov_b32 s94, s97
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v156, s88, v0
	buffer_load_dwordx4 v[0:3], v32, s[4:7], 0 offen
	v_lshlrev_b32_e32 v32, 1, v127
	v_cndmask_b32_e64 v32, v4, v32, s[10:11]
	v_cmp_ge_i32_e64 s[10:11], v248, v109
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v231, s88, v37
	v_cmp_ge_i32_e64 s[2:3], v248, v231
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[0:3], off offset:168 ; 16-byte Folded Spill
	buffer_load_dwordx4 v[0:3], v32, s[4:7], 0 offen
	v_lshlrev_b32_e32 v32, 1, v123
	v_cndmask_b32_e64 v32, v4, v32, s[12:13]
	v_cmp_ge_i32_e64 s[12:13], v248, v156
	s_and_b64 s[12:13], s[12:13], s[0:1]
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[0:3], off offset:184 ; 16-byte Folded Spill
	buffer_load_dwordx4 v[0:3], v32, s[4:7], 0 offen
	v_lshlrev_b32_e32 v32, 1, v130
	v_cndmask_b32_e64 v32, v4, v32, s[14:15]
	v_mov_b32_e32 v130, v246
	v_cmp_ge_i32_e64 s[14:15], v248, v149
	v_mov_b32_e32 v149, v148
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[0:3], off offset:200 ; 16-byte Folded Spill
	buffer_load_dwordx4 v[0:3], v32, s[4:7], 0 offen
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[0:3], off offset:216 ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	s_barrier
	scratch_load_dwordx4 v[20:23], off, off offset:596 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[0:3], off, off offset:580 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[222:225], off, off offset:476 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[112:115], off, off offset:460 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[24:27], off, off offset:360 ; 16-byte Folded Reload
	ds_read2_b64 v[32:35], v64 offset1:2
	ds_read2_b64 v[36:39], v64 offset0:4 offset1:6
	ds_read2_b64 v[40:43], v64 offset0:8 offset1:10
	ds_read2_b64 v[44:47], v64 offset0:12 offset1:14
	ds_read2_b64 v[48:51], v64 offset0:16 offset1:18
	ds_read2_b64 v[52:55], v64 offset0:20 offset1:22
	ds_read2_b64 v[56:59], v64 offset0:24 offset1:26
	ds_read2_b64 v[60:63], v64 offset0:28 offset1:30
	ds_read2_b64 v[132:135], v65 offset1:2
	ds_read2_b64 v[160:163], v65 offset0:4 offset1:6
	ds_read2_b64 v[164:167], v65 offset0:8 offset1:10
	ds_read2_b64 v[168:171], v65 offset0:12 offset1:14
	ds_read2_b64 v[172:175], v65 offset0:16 offset1:18
	ds_read2_b64 v[176:179], v65 offset0:20 offset1:22
	ds_read2_b64 v[180:183], v65 offset0:24 offset1:26
	ds_read2_b64 v[184:187], v65 offset0:28 offset1:30
	v_add_u32_e32 v65, 0x4000, v64
	v_add_u32_e32 v64, 0x6000, v64
	ds_read2_b64 v[232:235], v64 offset1:2
	ds_read2_b64 v[188:191], v65 offset1:2
	ds_read2_b64 v[192:195], v65 offset0:4 offset1:6
	ds_read2_b64 v[196:199], v65 offset0:8 offset1:10
	ds_read2_b64 v[200:203], v65 offset0:12 offset1:14
	ds_read2_b64 v[204:207], v65 offset0:16 offset1:18
	ds_read2_b64 v[208:211], v65 offset0:20 offset1:22
	ds_read2_b64 v[212:215], v65 offset0:24 offset1:26
	ds_read2_b64 v[216:219], v65 offset0:28 offset1:30
	ds_read2_b64 v[240:243], v64 offset0:4 offset1:6
	ds_read2_b64 v[244:247], v64 offset0:8 offset1:10
	ds_read2_b64 v[96:99], v64 offset0:12 offset1:14
	ds_read2_b64 v[136:139], v64 offset0:16 offset1:18
	ds_read2_b64 v[100:103], v64 offset0:20 offset1:22
	ds_read2_b64 v[140:143], v64 offset0:24 offset1:26
	ds_read2_b64 v[104:107], v64 offset0:28 offset1:30
	s_waitcnt vmcnt(4) lgkmcnt(14)
	v_mfma_f32_32x32x8_f16 v[80:95], v[32:33], v[20:21], 0
	s_waitcnt vmcnt(3)
	v_mfma_f32_32x32x8_f16 v[80:95], v[34:35], v[0:1], v[80:95]
	s_waitcnt vmcnt(2)
	v_mfma_f32_32x32x8_f16 v[80:95], v[36:37], v[222:223], v[80:95]
	s_waitcnt vmcnt(1)
	v_mfma_f32_32x32x8_f16 v[80:95], v[38:39], v[112:113], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[40:41], v[226:227], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[42:43], v[116:117], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[44:45], v[250:251], v[80:95]
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[46:47], v[24:25], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[48:49], v[22:23], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[50:51], v[2:3], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[52:53], v[224:225], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[54:55], v[114:115], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[56:57], v[228:229], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[58:59], v[118:119], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[60:61], v[252:253], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[62:63], v[26:27], v[80:95]
	v_mfma_f32_32x32x8_f16 v[64:79], v[132:133], v[20:21], 0
	s_nop 9
	v_mul_f32_e64 v84, v148, v84
	v_mul_f32_e64 v85, v149, v85
	v_mul_f32_e64 v82, v148, v82
	v_mul_f32_e64 v83, v149, v83
	v_mfma_f32_32x32x8_f16 v[48:63], v[188:189], v[20:21], 0
	v_mfma_f32_32x32x8_f16 v[32:47], v[232:233], v[20:21], 0
	v_mfma_f32_32x32x8_f16 v[64:79], v[134:135], v[0:1], v[64:79]
	v_mfma_f32_32x32x8_f16 v[48:63], v[190:191], v[0:1], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[234:235], v[0:1], v[32:47]
	v_mov_b32_e32 v235, v249
	v_mov_b32_e32 v249, v126
	v_mov_b32_e32 v234, v220
	v_mov_b32_e32 v220, v110
	v_mfma_f32_32x32x8_f16 v[64:79], v[160:161], v[222:223], v[64:79]
	s_waitcnt lgkmcnt(13)
	v_mfma_f32_32x32x8_f16 v[48:63], v[192:193], v[222:223], v[48:63]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x8_f16 v[32:47], v[240:241], v[222:223], v[32:47]
	v_mov_b32_e32 v240, v108
	v_mov_b32_e32 v108, v120
	v_mov_b32_e32 v241, v254
	v_mov_b32_e32 v254, v125
	v_mfma_f32_32x32x8_f16 v[64:79], v[162:163], v[112:113], v[64:79]
	v_mfma_f32_32x32x8_f16 v[48:63], v[194:195], v[112:113], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[242:243], v[112:113], v[32:47]
	scratch_load_dwordx2 v[112:113], off, off offset:692 ; 8-byte Folded Reload
	v_mov_b32_e32 v243, v239
	v_mov_b32_e32 v239, v153
	v_mov_b32_e32 v242, v152
	v_mov_b32_e32 v152, v131
	v_mov_b32_e32 v131, v129
	v_mfma_f32_32x32x8_f16 v[64:79], v[164:165], v[226:227], v[64:79]
	v_mfma_f32_32x32x8_f16 v[48:63], v[196:197], v[226:227], v[48:63]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_f16 v[32:47], v[244:245], v[226:227], v[32:47]
	v_mov_b32_e32 v245, v150
	v_mov_b32_e32 v244, v147
	v_mov_b32_e32 v150, v128
	v_mfma_f32_32x32x8_f16 v[64:79], v[166:167], v[116:117], v[64:79]
	v_mfma_f32_32x32x8_f16 v[48:63], v[198:199], v[116:117], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[246:247], v[116:117], v[32:47]
	v_mov_b32_e32 v247, v124
	v_mov_b32_e32 v246, v130
	v_mov_b32_e32 v130, v122
	v_mfma_f32_32x32x8_f16 v[64:79], v[168:169], v[250:251], v[64:79]
	v_mfma_f32_32x32x8_f16 v[48:63], v[200:201], v[250:251], v[48:63]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[32:47], v[96:97], v[250:251], v[32:47]
	v_mfma_f32_32x32x8_f16 v[64:79], v[170:171], v[24:25], v[64:79]
	v_mfma_f32_32x32x8_f16 v[48:63], v[202:203], v[24:25], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[98:99], v[24:25], v[32:47]
	v_mfma_f32_32x32x8_f16 v[64:79], v[172:173], v[22:23], v[64:79]
	v_mfma_f32_32x32x8_f16 v[48:63], v[204:205], v[22:23], v[48:63]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[32:47], v[136:137], v[22:23], v[32:47]
	scratch_load_dwordx4 v[16:19], off, off offset:240 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[20:23], off, off offset:256 ; 16-byte Folded Reload
	scratch_load_dword v16, off, off offset:396 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v96, s88, v16
	scratch_load_dword v16, off, off offset:388 ; 4-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[32:47], v[138:139], v[2:3], v[32:47]
	v_cmp_ge_i32_e64 s[24:25], v248, v96
	scratch_load_dword v96, off, off offset:560 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v97, s88, v16
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[32:47], v[100:101], v[224:225], v[32:47]
	scratch_load_dword v16, off, off offset:380 ; 4-byte Folded Reload
	v_cmp_ge_i32_e64 s[22:23], v248, v97
	scratch_load_dword v97, off, off offset:540 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_or_b32_e32 v96, s88, v96
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v97, s88, v97
	v_mfma_f32_32x32x8_f16 v[32:47], v[102:103], v[114:115], v[32:47]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[32:47], v[140:141], v[228:229], v[32:47]
	v_mov_b32_e32 v141, 0xc9742400
	v_mfma_f32_32x32x8_f16 v[32:47], v[142:143], v[118:119], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[104:105], v[252:253], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[106:107], v[26:27], v[32:47]
	scratch_load_dwordx4 v[100:103], off, off offset:620 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[104:107], off, off offset:636 ; 16-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v100, s88, v100
	s_nop 6
	v_mul_f32_e32 v139, v148, v46
	v_or_b32_e32 v46, s88, v17
	v_mul_f32_e32 v156, v148, v37
	v_mul_f32_e32 v140, v148, v47
	v_or_b32_e32 v37, s88, v108
	v_or_b32_e32 v47, s88, v111
	v_cmp_gt_i32_e64 s[16:17], s95, v100
	v_cmp_ge_i32_e64 s[28:29], v248, v46
	v_cmp_ge_i32_e64 s[30:31], v248, v100
	v_cmp_ge_i32_e64 s[26:27], v248, v47
	v_cmp_ge_i32_e64 s[34:35], v248, v37
	s_and_b64 s[30:31], s[30:31], s[16:17]
	s_and_b64 s[28:29], s[28:29], s[16:17]
	s_and_b64 s[24:25], s[24:25], s[16:17]
	s_and_b64 s[22:23], s[22:23], s[16:17]
	v_pk_mul_f32 v[46:47], v[148:149], v[86:87]
	v_pk_mul_f32 v[86:87], v[112:113], v[80:81]
	scratch_load_dword v37, off, off offset:500 ; 4-byte Folded Reload
	v_or_b32_e32 v98, s88, v16
	scratch_load_dword v16, off, off offset:376 ; 4-byte Folded Reload
	v_cndmask_b32_e64 v81, v141, v85, s[22:23]
	v_cndmask_b32_e64 v80, v141, v84, s[24:25]
	v_cndmask_b32_e64 v85, v141, v87, s[28:29]
	v_cndmask_b32_e64 v84, v141, v86, s[30:31]
	scratch_load_dword v86, off, off offset:496 ; 4-byte Folded Reload
	scratch_load_dword v87, off, off offset:504 ; 4-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[64:79], v[174:175], v[2:3], v[64:79]
	v_cmp_ge_i32_e64 s[20:21], v248, v98
	s_and_b64 s[20:21], s[20:21], s[16:17]
	s_and_b64 s[34:35], s[34:35], s[16:17]
	s_and_b64 s[26:27], s[26:27], s[16:17]
	v_cndmask_b32_e64 v46, v141, v46, s[20:21]
	v_cndmask_b32_e64 v82, v141, v82, s[34:35]
	v_cndmask_b32_e64 v83, v141, v83, s[26:27]
	v_mfma_f32_32x32x8_f16 v[64:79], v[176:177], v[224:225], v[64:79]
	v_cmp_ge_i32_e64 s[22:23], v248, v96
	v_cmp_ge_i32_e64 s[24:25], v248, v97
	v_mul_f32_e64 v42, v148, v42
	v_mul_f32_e64 v43, v149, v43
	s_waitcnt vmcnt(3)
	v_or_b32_e32 v37, s88, v37
	v_mfma_f32_32x32x8_f16 v[64:79], v[178:179], v[114:115], v[64:79]
	s_waitcnt vmcnt(2)
	v_or_b32_e32 v99, s88, v16
	v_cmp_ge_i32_e64 s[18:19], v248, v99
	s_and_b64 s[16:17], s[18:19], s[16:17]
	scratch_load_dword v16, off, off offset:384 ; 4-byte Folded Reload
	v_cndmask_b32_e64 v47, v141, v47, s[16:17]
	s_waitcnt vmcnt(2)
	v_or_b32_e32 v86, s88, v86
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v87, s88, v87
	v_mfma_f32_32x32x8_f16 v[64:79], v[180:181], v[228:229], v[64:79]
	v_cmp_ge_i32_e64 s[18:19], v248, v86
	v_cmp_ge_i32_e64 s[20:21], v248, v87
	v_pk_mov_b32 v[86:87], v[92:93], v[94:95] op_sel:[1,0]
	v_cmp_ge_i32_e64 s[16:17], v248, v37
	v_pk_mul_f32 v[134:135], v[148:149], v[86:87]
	scratch_load_dword v86, off, off offset:524 ; 4-byte Folded Reload
	scratch_load_dword v37, off, off offset:428 ; 4-byte Folded Reload
	scratch_load_dword v87, off, off offset:312 ; 4-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[64:79], v[182:183], v[118:119], v[64:79]
	v_pk_mov_b32 v[92:93], v[90:91], v[92:93] op_sel:[1,0]
	v_pk_mov_b32 v[90:91], v[88:89], v[90:91] op_sel:[1,0]
	scratch_load_dword v89, off, off offset:568 ; 4-byte Folded Reload
	v_pk_mul_f32 v[90:91], v[112:113], v[90:91]
	v_pk_mul_f32 v[92:93], v[148:149], v[92:93]
	v_mfma_f32_32x32x8_f16 v[64:79], v[184:185], v[252:253], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[186:187], v[26:27], v[64:79]
	v_mfma_f32_32x32x8_f16 v[48:63], v[206:207], v[2:3], v[48:63]
	s_nop 9
	v_pk_mov_b32 v[94:95], v[94:95], v[64:65] op_sel:[1,0]
	scratch_load_dword v64, off, off offset:440 ; 4-byte Folded Reload
	v_pk_mul_f32 v[132:133], v[148:149], v[94:95]
	scratch_load_dword v94, off, off offset:572 ; 4-byte Folded Reload
	scratch_load_dword v95, off, off offset:564 ; 4-byte Folded Reload
	v_pk_mul_f32 v[136:137], v[148:149], v[70:71]
	v_pk_mul_f32 v[70:71], v[148:149], v[72:73]
	scratch_load_dword v72, off, off offset:332 ; 4-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[48:63], v[208:209], v[224:225], v[48:63]
	scratch_load_dwordx4 v[188:191], off, off ; 16-byte Folded Reload
	scratch_load_dwordx4 v[192:195], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[196:199], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[200:203], off, off offset:48 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[0:3], off, off offset:104 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[4:7], off, off offset:120 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[8:11], off, off offset:136 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[12:15], off, off offset:152 ; 16-byte Folded Reload
	s_waitcnt vmcnt(10)
	v_or_b32_e32 v94, s88, v94
	s_waitcnt vmcnt(9)
	v_or_b32_e32 v95, s88, v95
	v_cmp_ge_i32_e64 s[54:55], v248, v94
	v_cmp_ge_i32_e64 s[56:57], v248, v95
	v_pk_mul_f32 v[94:95], v[148:149], v[68:69]
	scratch_load_dword v68, off, off offset:516 ; 4-byte Folded Reload
	scratch_load_dword v69, off, off offset:344 ; 4-byte Folded Reload
	v_or_b32_e32 v98, s88, v16
	scratch_load_dword v16, off, off offset:392 ; 4-byte Folded Reload
	v_or_b32_e32 v37, s88, v37
	v_or_b32_e32 v64, s88, v64
	v_cmp_ge_i32_e64 s[58:59], v248, v37
	scratch_load_dword v37, off, off offset:512 ; 4-byte Folded Reload
	v_cmp_ge_i32_e64 s[46:47], v248, v64
	scratch_load_dword v64, off, off offset:348 ; 4-byte Folded Reload
	v_or_b32_e32 v86, s88, v86
	v_cmp_ge_i32_e64 s[48:49], v248, v86
	v_mfma_f32_32x32x8_f16 v[48:63], v[210:211], v[114:115], v[48:63]
	v_cmp_ge_i32_e64 s[26:27], v248, v98
	s_waitcnt vmcnt(4)
	v_or_b32_e32 v68, s88, v68
	v_mfma_f32_32x32x8_f16 v[48:63], v[212:213], v[228:229], v[48:63]
	s_waitcnt vmcnt(3)
	v_or_b32_e32 v69, s88, v69
	s_waitcnt vmcnt(2)
	v_or_b32_e32 v99, s88, v16
	scratch_load_dwordx4 v[16:19], off, off offset:296 ; 16-byte Folded Reload
	v_cmp_ge_i32_e64 s[36:37], v248, v68
	v_cmp_ge_i32_e64 s[38:39], v248, v69
	s_waitcnt vmcnt(2)
	v_or_b32_e32 v37, s88, v37
	v_cmp_ge_i32_e64 s[42:43], v248, v37
	v_mfma_f32_32x32x8_f16 v[48:63], v[214:215], v[118:119], v[48:63]
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v64, s88, v64
	v_cmp_ge_i32_e64 s[44:45], v248, v64
	scratch_load_dword v64, off, off offset:508 ; 4-byte Folded Reload
	v_pk_mov_b32 v[68:69], v[76:77], v[78:79] op_sel:[1,0]
	v_cmp_ge_i32_e64 s[28:29], v248, v99
	v_pk_mul_f32 v[96:97], v[148:149], v[68:69]
	v_or_b32_e32 v72, s88, v72
	v_mfma_f32_32x32x8_f16 v[48:63], v[216:217], v[252:253], v[48:63]
	v_cmp_ge_i32_e64 s[40:41], v248, v72
	v_pk_mov_b32 v[72:73], v[74:75], v[76:77] op_sel:[1,0]
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v37, s88, v16
	scratch_load_dword v16, off, off offset:272 ; 4-byte Folded Reload
	v_or_b32_e32 v87, s88, v87
	v_cmp_ge_i32_e64 s[50:51], v248, v87
	v_pk_mul_f32 v[86:87], v[112:113], v[66:67]
	scratch_load_dword v66, off, off offset:528 ; 4-byte Folded Reload
	scratch_load_dword v67, off, off offset:612 ; 4-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[48:63], v[218:219], v[26:27], v[48:63]
	v_cmp_ge_i32_e64 s[68:69], v248, v37
	v_cmp_gt_i32_e64 s[76:77], s95, v37
	scratch_load_dword v37, off, off offset:616 ; 4-byte Folded Reload
	v_mul_f32_e64 v100, v112, v72
	v_mul_f32_e64 v101, v113, v73
	s_and_b64 s[26:27], s[26:27], s[76:77]
	s_and_b64 s[16:17], s[16:17], s[76:77]
	s_and_b64 s[24:25], s[24:25], s[76:77]
	s_nop 2
	v_mov_b32_e32 v75, v51
	v_pk_mul_f32 v[106:107], v[148:149], v[74:75]
	s_and_b64 s[22:23], s[22:23], s[76:77]
	s_and_b64 s[20:21], s[20:21], s[76:77]
	s_and_b64 s[28:29], s[28:29], s[76:77]
	s_and_b64 s[18:19], s[18:19], s[76:77]
	v_mul_f32_e32 v60, v148, v60
	s_waitcnt vmcnt(2)
	v_or_b32_e32 v66, s88, v66
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v67, s88, v67
	v_cmp_ge_i32_e64 s[30:31], v248, v66
	v_cmp_ge_i32_e64 s[34:35], v248, v67
	v_pk_mov_b32 v[66:67], v[78:79], v[48:49] op_sel:[1,0]
	v_pk_mov_b32 v[48:49], v[48:49], v[50:51] op_sel:[1,0]
	v_pk_mul_f32 v[98:99], v[148:149], v[66:67]
	v_pk_mul_f32 v[102:103], v[148:149], v[48:49]
	scratch_load_dword v48, off, off offset:492 ; 4-byte Folded Reload
	scratch_load_dword v49, off, off offset:424 ; 4-byte Folded Reload
	scratch_load_dwordx4 v[66:69], off, off offset:544 ; 16-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v68, s88, v64
	scratch_load_dword v64, off, off offset:436 ; 4-byte Folded Reload
	v_or_b32_e32 v89, s88, v89
	v_cmp_ge_i32_e64 s[52:53], v248, v89
	v_cndmask_b32_e64 v66, v141, v91, s[26:27]
	v_mov_b32_e32 v89, v65
	v_cmp_gt_i32_e64 s[60:61], s95, v68
	v_cndmask_b32_e64 v67, v141, v92, s[24:25]
	v_cndmask_b32_e64 v51, v141, v134, s[20:21]
	v_or_b32_e32 v37, s88, v37
	v_or_b32_e32 v50, s88, v69
	v_cmp_ge_i32_e64 s[62:63], v248, v50
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v72, s88, v64
	scratch_load_dword v64, off, off offset:432 ; 4-byte Folded Reload
	v_or_b32_e32 v48, s88, v48
	v_cmp_ge_i32_e64 s[66:67], v248, v48
	v_cmp_gt_i32_e64 s[72:73], s95, v72
	s_and_b64 s[36:37], s[36:37], s[72:73]
	v_cndmask_b32_e64 v91, v141, v96, s[36:37]
	scratch_load_dword v96, off, off offset:576 ; 4-byte Folded Reload
	s_and_b64 s[40:41], s[40:41], s[72:73]
	v_cndmask_b32_e64 v50, v141, v93, s[22:23]
	v_cndmask_b32_e64 v93, v141, v100, s[40:41]
	scratch_load_dword v100, off, off offset:340 ; 4-byte Folded Reload
	v_cndmask_b32_e64 v69, v141, v90, s[28:29]
	s_and_b64 s[30:31], s[30:31], s[72:73]
	s_and_b64 s[34:35], s[34:35], s[72:73]
	s_and_b64 s[38:39], s[38:39], s[72:73]
	v_cndmask_b32_e64 v90, v141, v101, s[38:39]
	v_max3_f32 v142, v93, v90, v91
	s_waitcnt vmcnt(2)
	v_or_b32_e32 v64, s88, v64
	v_cmp_gt_i32_e64 s[74:75], s95, v64
	s_and_b64 s[26:27], s[52:53], s[74:75]
	v_cndmask_b32_e64 v74, v141, v94, s[26:27]
	scratch_load_dword v94, off, off offset:356 ; 4-byte Folded Reload
	v_or_b32_e32 v49, s88, v49
	v_cmp_ge_i32_e64 s[64:65], v248, v49
	scratch_load_dwordx2 v[48:49], off, off offset:700 ; 8-byte Folded Reload
	s_and_b64 s[24:25], s[50:51], s[74:75]
	v_cndmask_b32_e64 v75, v141, v95, s[24:25]
	scratch_load_dword v95, off, off offset:336 ; 4-byte Folded Reload
	s_and_b64 s[20:21], s[46:47], s[74:75]
	s_and_b64 s[28:29], s[54:55], s[74:75]
	s_and_b64 s[46:47], s[56:57], s[74:75]
	s_and_b64 s[22:23], s[48:49], s[74:75]
	v_cndmask_b32_e64 v73, v141, v137, s[20:21]
	v_cndmask_b32_e64 v77, v141, v87, s[28:29]
	v_cndmask_b32_e64 v76, v141, v86, s[46:47]
	s_and_b64 s[20:21], s[66:67], s[74:75]
	s_and_b64 s[26:27], s[42:43], s[60:61]
	v_cndmask_b32_e64 v87, v141, v98, s[30:31]
	v_cndmask_b32_e64 v86, v141, v97, s[34:35]
	v_or_b32_e32 v97, s88, v254
	scratch_load_dword v98, off, off offset:520 ; 4-byte Folded Reload
	s_waitcnt vmcnt(4)
	v_or_b32_e32 v100, s88, v100
	s_and_b64 s[24:25], s[62:63], s[60:61]
	v_cmp_ge_i32_e64 s[34:35], v248, v100
	s_and_b64 s[34:35], s[34:35], s[60:61]
	s_and_b64 s[28:29], s[44:45], s[60:61]
	v_cndmask_b32_e64 v79, v141, v102, s[28:29]
	v_cmp_ge_i32_e64 s[70:71], v248, v64
	s_and_b64 s[70:71], s[70:71], s[74:75]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[104:105], v[48:49], v[88:89]
	v_cndmask_b32_e64 v49, v141, v132, s[16:17]
	v_cmp_ge_i32_e64 s[16:17], v248, v72
	s_and_b64 s[16:17], s[16:17], s[72:73]
	v_cndmask_b32_e64 v48, v141, v135, s[18:19]
	v_cndmask_b32_e64 v70, v141, v70, s[16:17]
	v_cmp_ge_i32_e64 s[16:17], v248, v68
	s_and_b64 s[16:17], s[16:17], s[60:61]
	s_and_b64 s[18:19], s[58:59], s[72:73]
	v_cndmask_b32_e64 v78, v141, v99, s[16:17]
	scratch_load_dword v99, off, off offset:352 ; 4-byte Folded Reload
	v_or_b32_e32 v94, s88, v94
	v_cndmask_b32_e64 v72, v141, v136, s[22:23]
	s_and_b64 s[22:23], s[64:65], s[72:73]
	v_cndmask_b32_e64 v88, v141, v103, s[26:27]
	v_cndmask_b32_e64 v65, v141, v105, s[20:21]
	s_waitcnt vmcnt(2)
	v_or_b32_e32 v95, s88, v95
	v_cmp_ge_i32_e64 s[20:21], v248, v94
	v_cmp_ge_i32_e64 s[26:27], v248, v97
	v_cndmask_b32_e64 v71, v141, v71, s[18:19]
	s_and_b64 s[18:19], s[68:69], s[76:77]
	v_cndmask_b32_e64 v89, v141, v107, s[24:25]
	v_cndmask_b32_e64 v92, v141, v106, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v248, v95
	v_pk_mul_f32 v[94:95], v[112:113], v[52:53]
	v_pk_mul_f32 v[52:53], v[148:149], v[58:59]
	s_and_b64 s[26:27], s[26:27], s[60:61]
	v_cndmask_b32_e64 v68, v141, v104, s[18:19]
	v_cmp_ge_i32_e64 s[18:19], v248, v37
	v_cndmask_b32_e64 v58, v141, v94, s[34:35]
	v_cmp_ge_i32_e64 s[34:35], v248, v221
	v_cndmask_b32_e64 v135, v141, v156, s[12:13]
	v_cndmask_b32_e64 v64, v141, v133, s[70:71]
	v_max3_f32 v132, v50, v51, v48
	v_max3_f32 v133, v49, v64, v65
	v_max3_f32 v143, v86, v87, v78
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v99, s88, v99
	v_cmp_ge_i32_e64 s[30:31], v248, v99
	scratch_load_dword v99, off, off offset:536 ; 4-byte Folded Reload
	v_or_b32_e32 v96, s88, v96
	v_cmp_gt_i32_e64 s[16:17], s95, v96
	v_cmp_ge_i32_e64 s[24:25], v248, v96
	v_pk_mul_f32 v[96:97], v[148:149], v[54:55]
	s_and_b64 s[20:21], s[20:21], s[16:17]
	s_and_b64 s[30:31], s[30:31], s[60:61]
	s_and_b64 s[14:15], s[14:15], s[16:17]
	v_pk_mul_f32 v[54:55], v[148:149], v[56:57]
	s_and_b64 s[22:23], s[22:23], s[16:17]
	v_cndmask_b32_e64 v52, v141, v52, s[20:21]
	v_cndmask_b32_e64 v57, v141, v97, s[26:27]
	v_cndmask_b32_e64 v59, v141, v95, s[30:31]
	v_cmp_ge_i32_e64 s[20:21], v248, v157
	v_cmp_ge_i32_e64 s[26:27], v248, v145
	v_cmp_ge_i32_e64 s[30:31], v248, v230
	v_pk_mov_b32 v[94:95], v[32:33], v[34:35] op_sel:[1,0]
	v_pk_mov_b32 v[32:33], v[62:63], v[32:33] op_sel:[1,0]
	v_pk_mov_b32 v[34:35], v[34:35], v[36:37] op_sel:[1,0]
	v_pk_mov_b32 v[36:37], v[60:61], v[62:63] op_sel:[1,0]
	v_cndmask_b32_e64 v55, v141, v55, s[22:23]
	v_cndmask_b32_e64 v134, v141, v60, s[14:15]
	s_and_b64 s[22:23], s[20:21], s[0:1]
	s_and_b64 s[26:27], s[26:27], s[0:1]
	s_and_b64 s[20:21], s[30:31], s[16:17]
	v_pk_mul_f32 v[60:61], v[148:149], v[32:33]
	v_pk_mul_f32 v[62:63], v[112:113], v[36:37]
	v_pk_mul_f32 v[36:37], v[148:149], v[34:35]
	v_cndmask_b32_e64 v35, v141, v61, s[26:27]
	v_cndmask_b32_e64 v61, v141, v63, s[20:21]
	v_or_b32_e32 v63, s88, v16
	scratch_load_dword v16, off, off offset:280 ; 4-byte Folded Reload
	v_or_b32_e32 v98, s88, v98
	v_cmp_ge_i32_e64 s[28:29], v248, v98
	v_pk_mul_f32 v[32:33], v[148:149], v[94:95]
	scratch_load_dword v98, off, off offset:532 ; 4-byte Folded Reload
	s_and_b64 s[28:29], s[28:29], s[60:61]
	v_cndmask_b32_e64 v56, v141, v96, s[28:29]
	v_cmp_ge_i32_e64 s[28:29], v248, v144
	s_and_b64 s[18:19], s[18:19], s[16:17]
	s_and_b64 s[24:25], s[24:25], s[16:17]
	v_cmp_ge_i32_e64 s[14:15], v248, v159
	s_and_b64 s[28:29], s[28:29], s[16:17]
	s_and_b64 s[16:17], s[34:35], s[16:17]
	v_cndmask_b32_e64 v53, v141, v53, s[18:19]
	v_cndmask_b32_e64 v54, v141, v54, s[24:25]
	v_cmp_ge_i32_e64 s[18:19], v248, v158
	v_cmp_ge_i32_e64 s[24:25], v248, v154
	s_and_b64 s[14:15], s[14:15], s[0:1]
	v_cndmask_b32_e64 v34, v141, v60, s[28:29]
	v_cndmask_b32_e64 v60, v141, v62, s[16:17]
	v_or_b32_e32 v62, s88, v246
	v_or_b32_e32 v96, s88, v249
	v_or_b32_e32 v97, s88, v247
	s_and_b64 s[18:19], s[18:19], s[0:1]
	s_and_b64 s[24:25], s[24:25], s[0:1]
	v_cndmask_b32_e64 v37, v141, v37, s[14:15]
	v_cmp_gt_i32_e64 s[28:29], s95, v97
	v_cmp_ge_i32_e64 s[12:13], v248, v62
	v_cmp_ge_i32_e64 s[14:15], v248, v63
	v_cmp_ge_i32_e64 s[26:27], v248, v96
	v_cndmask_b32_e64 v33, v141, v33, s[22:23]
	v_cndmask_b32_e64 v32, v141, v32, s[24:25]
	v_cndmask_b32_e64 v36, v141, v36, s[18:19]
	v_cmp_ge_i32_e64 s[30:31], v248, v97
	s_and_b64 s[22:23], s[12:13], s[28:29]
	s_and_b64 s[24:25], s[14:15], s[28:29]
	v_pk_mul_f32 v[62:63], v[112:113], v[38:39]
	v_pk_mul_f32 v[38:39], v[148:149], v[40:41]
	v_pk_mul_f32 v[40:41], v[148:149], v[44:45]
	v_max3_f32 v144, v79, v88, v89
	v_cndmask_b32_e64 v41, v141, v41, s[22:23]
	v_cndmask_b32_e64 v40, v141, v40, s[24:25]
	v_max3_f32 v96, v58, v59, v56
	v_max3_f32 v97, v57, v54, v55
	v_max3_f32 v100, v35, v32, v33
	v_max3_f32 v101, v36, v37, v135
	s_waitcnt vmcnt(2)
	v_or_b32_e32 v99, s88, v99
	v_cmp_ge_i32_e64 s[36:37], v248, v99
	s_and_b64 s[14:15], s[36:37], s[0:1]
	v_cndmask_b32_e64 v44, v141, v62, s[14:15]
	v_max3_f32 v62, v84, v85, v82
	v_max3_f32 v99, v60, v61, v34
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v94, s88, v16
	scratch_load_dword v16, off, off offset:288 ; 4-byte Folded Reload
	v_cmp_ge_i32_e64 s[16:17], v248, v94
	s_and_b64 s[18:19], s[16:17], s[28:29]
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v98, s88, v98
	v_cmp_ge_i32_e64 s[34:35], v248, v98
	s_and_b64 s[16:17], s[26:27], s[28:29]
	s_and_b64 s[12:13], s[34:35], s[0:1]
	s_and_b64 s[26:27], s[30:31], s[28:29]
	s_and_b64 s[0:1], s[2:3], s[28:29]
	s_and_b64 s[2:3], s[10:11], s[28:29]
	v_cndmask_b32_e64 v43, v141, v43, s[18:19]
	v_cndmask_b32_e64 v39, v141, v39, s[16:17]
	v_cndmask_b32_e64 v45, v141, v63, s[12:13]
	v_cndmask_b32_e64 v38, v141, v38, s[26:27]
	v_cndmask_b32_e64 v136, v141, v139, s[0:1]
	v_cndmask_b32_e64 v137, v141, v140, s[2:3]
	v_max3_f32 v63, v83, v80, v81
	v_max3_f32 v94, v46, v47, v68
	v_max3_f32 v139, v76, v77, v74
	v_max3_f32 v140, v75, v72, v73
	v_max3_f32 v98, v52, v53, v134
	v_max_f32_e32 v102, v44, v45
	v_max3_f32 v104, v40, v41, v136
	v_max3_f32 v62, v62, v63, v94
	v_max3_f32 v96, v96, v97, v98
	v_max3_f32 v97, v99, v100, v101
	s_mov_b32 s0, 0x5040100
	s_add_i32 s1, s87, 1
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v95, s88, v16
	v_cmp_ge_i32_e64 s[20:21], v248, v95
	s_and_b64 s[20:21], s[20:21], s[28:29]
	v_max3_f32 v95, v69, v66, v67
	v_cndmask_b32_e64 v42, v141, v42, s[20:21]
	v_max3_f32 v141, v70, v71, v92
	v_max3_f32 v103, v39, v42, v43
	v_max3_f32 v63, v95, v132, v133
	v_max3_f32 v94, v139, v140, v141
	v_max3_f32 v95, v142, v143, v144
	v_max3_f32 v98, v102, v38, v103
	v_max3_f32 v62, v62, v63, v94
	v_max3_f32 v63, v95, v96, v97
	v_max3_f32 v94, v98, v104, v137
	v_max3_f32 v62, v62, v63, v94
	ds_bpermute_b32 v63, v235, v62
	s_cmp_lt_i32 s1, 2
	s_cselect_b32 s87, s1, 0
	s_lshl_b32 s98, s87, 15
	s_add_i32 s97, s98, 0x10000
	s_waitcnt lgkmcnt(0)
	v_max3_f32 v154, v146, v62, v63
	v_pk_add_f32 v[96:97], v[84:85], v[154:155] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[98:99], v[82:83], v[154:155] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[100:101], v[80:81], v[154:155] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[102:103], v[46:47], v[154:155] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[104:105], v[68:69], v[154:155] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[106:107], v[66:67], v[154:155] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[132:133], v[50:51], v[154:155] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[94:95], v[48:49], v[154:155] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[84:85], v[64:65], v[154:155] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[82:83], v[76:77], v[154:155] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[80:81], v[74:75], v[154:155] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[76:77], v[72:73], v[154:155] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[74:75], v[70:71], v[154:155] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[72:73], v[92:93], v[154:155] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[70:71], v[90:91], v[154:155] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[68:69], v[86:87], v[154:155] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[66:67], v[78:79], v[154:155] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[64:65], v[88:89], v[154:155] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[62:63], v[58:59], v[154:155] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[56:57], v[154:155] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[56:57], v[54:55], v[154:155] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[54:55], v[52:53], v[154:155] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v78, v134, v154
	v_pk_add_f32 v[52:53], v[60:61], v[154:155] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[50:51], v[34:35], v[154:155] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[48:49], v[32:33], v[154:155] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[46:47], v[36:37], v[154:155] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v60, v135, v154
	v_pk_add_f32 v[44:45], v[44:45], v[154:155] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[36:37], v[38:39], v[154:155] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[42:43], v[154:155] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[32:33], v[40:41], v[154:155] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v38, v136, v154
	v_sub_f32_e32 v39, v137, v154
	v_exp_f32_e32 v156, v96
	v_exp_f32_e32 v157, v97
	v_exp_f32_e32 v158, v98
	v_exp_f32_e32 v159, v99
	v_exp_f32_e32 v160, v100
	v_exp_f32_e32 v161, v101
	v_exp_f32_e32 v162, v102
	v_exp_f32_e32 v163, v103
	v_exp_f32_e32 v164, v104
	v_exp_f32_e32 v165, v105
	v_exp_f32_e32 v166, v106
	v_exp_f32_e32 v167, v107
	v_exp_f32_e32 v168, v132
	v_exp_f32_e32 v169, v133
	v_exp_f32_e32 v170, v94
	v_exp_f32_e32 v171, v95
	v_exp_f32_e32 v172, v84
	v_exp_f32_e32 v173, v85
	v_exp_f32_e32 v174, v82
	v_exp_f32_e32 v175, v83
	v_exp_f32_e32 v176, v80
	v_exp_f32_e32 v177, v81
	v_exp_f32_e32 v178, v76
	v_exp_f32_e32 v179, v77
	v_exp_f32_e32 v180, v74
	v_exp_f32_e32 v181, v75
	v_exp_f32_e32 v182, v72
	v_exp_f32_e32 v183, v73
	v_exp_f32_e32 v184, v70
	v_exp_f32_e32 v185, v71
	v_exp_f32_e32 v186, v68
	v_exp_f32_e32 v187, v69
	v_exp_f32_e32 v16, v66
	v_exp_f32_e32 v17, v67
	v_exp_f32_e32 v18, v64
	v_exp_f32_e32 v19, v65
	v_exp_f32_e32 v20, v62
	v_exp_f32_e32 v21, v63
	v_exp_f32_e32 v22, v58
	v_exp_f32_e32 v23, v59
	v_exp_f32_e32 v24, v56
	v_exp_f32_e32 v25, v57
	v_exp_f32_e32 v26, v54
	v_exp_f32_e32 v27, v55
	v_exp_f32_e32 v28, v78
	v_exp_f32_e32 v29, v52
	v_exp_f32_e32 v30, v53
	v_exp_f32_e32 v31, v50
	v_exp_f32_e32 v204, v51
	v_exp_f32_e32 v205, v48
	v_exp_f32_e32 v206, v49
	v_exp_f32_e32 v207, v46
	v_exp_f32_e32 v208, v47
	v_exp_f32_e32 v209, v60
	v_exp_f32_e32 v210, v44
	v_exp_f32_e32 v211, v45
	v_exp_f32_e32 v212, v36
	v_exp_f32_e32 v213, v37
	v_exp_f32_e32 v214, v34
	v_exp_f32_e32 v215, v35
	v_exp_f32_e32 v216, v32
	v_exp_f32_e32 v217, v33
	v_exp_f32_e32 v218, v38
	v_exp_f32_e32 v219, v39
	v_sub_f32_e32 v32, v146, v154
	v_exp_f32_e32 v64, v32
	v_pk_add_f32 v[32:33], v[156:157], v[158:159]
	v_pk_add_f32 v[34:35], v[160:161], v[162:163]
	v_pk_add_f32 v[36:37], v[164:165], v[166:167]
	v_pk_add_f32 v[38:39], v[168:169], v[170:171]
	v_pk_add_f32 v[40:41], v[172:173], v[174:175]
	v_pk_add_f32 v[42:43], v[176:177], v[178:179]
	v_pk_add_f32 v[44:45], v[180:181], v[182:183]
	v_pk_add_f32 v[46:47], v[184:185], v[186:187]
	v_pk_add_f32 v[48:49], v[16:17], v[18:19]
	v_pk_add_f32 v[50:51], v[20:21], v[22:23]
	v_pk_add_f32 v[52:53], v[24:25], v[26:27]
	v_pk_add_f32 v[54:55], v[28:29], v[30:31]
	v_pk_add_f32 v[56:57], v[204:205], v[206:207]
	v_pk_add_f32 v[58:59], v[208:209], v[210:211]
	v_pk_add_f32 v[60:61], v[212:213], v[214:215]
	v_pk_add_f32 v[62:63], v[216:217], v[218:219]
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
	v_add_u32_e32 v50, s89, v241
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_add_u32_e32 v48, s89, v237
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v235, v32
	v_cvt_f16_f32_e32 v96, v156
	v_cvt_f16_f32_e32 v232, v172
	v_bfrev_b32_e32 v41, 1
	v_add_u32_e32 v49, s89, v240
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v149, v32, v33
	scratch_load_dword v32, off, off offset:232 ; 4-byte Folded Reload
	v_cvt_f16_f32_e32 v97, v157
	v_cvt_f16_f32_e32 v233, v173
	v_lshlrev_b32_e32 v36, 1, v152
	v_lshlrev_b32_e32 v40, 1, v131
	v_mov_b32_e32 v45, v41
	v_lshlrev_b32_e32 v44, 1, v155
	v_add_u32_e32 v51, s89, v242
	v_add_u32_e32 v56, s89, v243
	v_add_u32_e32 v72, s89, v239
	v_add_u32_e32 v52, s89, v244
	v_add_u32_e32 v53, s89, v245
	v_cvt_f16_f32_e32 v98, v158
	v_cvt_f16_f32_e32 v174, v174
	v_cndmask_b32_e32 v36, v41, v36, vcc
	v_cndmask_b32_e32 v40, v41, v40, vcc
	v_cndmask_b32_e32 v44, v45, v44, vcc
	v_cvt_f16_f32_e32 v99, v159
	v_cvt_f16_f32_e32 v100, v160
	v_cvt_f16_f32_e32 v101, v161
	v_cvt_f16_f32_e32 v102, v162
	v_cvt_f16_f32_e32 v103, v163
	v_cvt_f16_f32_e32 v104, v164
	v_cvt_f16_f32_e32 v105, v165
	v_cvt_f16_f32_e32 v106, v166
	v_cvt_f16_f32_e32 v107, v167
	v_cvt_f16_f32_e32 v109, v168
	v_cvt_f16_f32_e32 v221, v169
	v_cvt_f16_f32_e32 v231, v171
	v_cvt_f16_f32_e32 v175, v175
	v_cvt_f16_f32_e32 v176, v176
	v_cvt_f16_f32_e32 v178, v178
	v_cvt_f16_f32_e32 v179, v179
	v_cvt_f16_f32_e32 v180, v180
	v_cvt_f16_f32_e32 v181, v181
	v_cvt_f16_f32_e32 v182, v182
	v_cvt_f16_f32_e32 v183, v183
	v_cvt_f16_f32_e32 v184, v184
	v_cvt_f16_f32_e32 v185, v185
	v_cvt_f16_f32_e32 v186, v186
	v_cvt_f16_f32_e32 v187, v187
	v_cvt_f16_f32_e32 v16, v16
	v_cvt_f16_f32_e32 v17, v17
	v_cvt_f16_f32_e32 v18, v18
	v_cvt_f16_f32_e32 v19, v19
	v_cvt_f16_f32_e32 v20, v20
	v_cvt_f16_f32_e32 v21, v21
	v_cvt_f16_f32_e32 v22, v22
	v_cvt_f16_f32_e32 v23, v23
	v_cvt_f16_f32_e32 v24, v24
	v_cvt_f16_f32_e32 v25, v25
	v_cvt_f16_f32_e32 v26, v26
	v_cvt_f16_f32_e32 v27, v27
	v_cvt_f16_f32_e32 v28, v28
	v_cvt_f16_f32_e32 v29, v29
	v_cvt_f16_f32_e32 v169, v206
	v_cvt_f16_f32_e32 v168, v207
	v_cvt_f16_f32_e32 v167, v208
	v_cvt_f16_f32_e32 v166, v209
	v_cvt_f16_f32_e32 v165, v210
	v_cvt_f16_f32_e32 v164, v211
	v_cvt_f16_f32_e32 v163, v212
	v_cvt_f16_f32_e32 v162, v213
	v_cvt_f16_f32_e32 v157, v218
	v_cvt_f16_f32_e32 v156, v219
	v_cvt_f16_f32_e32 v230, v170
	v_cvt_f16_f32_e32 v177, v177
	v_cvt_f16_f32_e32 v173, v30
	v_cvt_f16_f32_e32 v172, v31
	v_cvt_f16_f32_e32 v171, v204
	v_cvt_f16_f32_e32 v170, v205
	v_cvt_f16_f32_e32 v161, v214
	v_cvt_f16_f32_e32 v160, v215
	v_cvt_f16_f32_e32 v159, v216
	v_cvt_f16_f32_e32 v158, v217
	s_mov_b32 s1, 0x7060302
	s_addk_i32 s88, 0x80
	s_cmp_lt_i32 s88, s96
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v149, v32, v64
	v_add_u32_e32 v32, 0x20000, v234
	ds_write_b32 v32, v64
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[88:91], v50 offset1:16
	v_add_u32_e32 v50, 0x4000, v50
	v_add_u32_e32 v32, 0x20000, v220
	ds_read2_b64 v[76:79], v50 offset1:16
	ds_read_b32 v32, v32
	ds_read2_b64 v[80:83], v48 offset1:16
	v_add_u32_e32 v48, 0x4000, v48
	ds_read2_b64 v[64:67], v48 offset1:16
	v_add_u32_e32 v48, 0x4000, v49
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[0:1], v[0:1], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[188:189], v[188:189], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[190:191], v[190:191], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[192:193], v[192:193], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[194:195], v[194:195], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[196:197], v[196:197], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[198:199], v[198:199], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[200:201], v[200:201], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[202:203], v[202:203], v[32:33] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v32, 1, v151
	v_cndmask_b32_e32 v32, v41, v32, vcc
	ds_read2_b64 v[132:135], v56 offset1:16
	ds_read2_b64 v[136:139], v72 offset1:16
	ds_read2_b64 v[140:143], v52 offset1:16
	v_add_u32_e32 v50, 0x4000, v51
	ds_read2_b64 v[60:63], v48 offset1:16
	v_add_u32_e32 v48, 0x4000, v52
	v_add_u32_e32 v52, 0x4000, v53
	v_add_u32_e32 v56, 0x4000, v56
	v_add_u32_e32 v72, 0x4000, v72
	buffer_load_dwordx4 v[32:35], v32, s[80:83], 0 offen
	ds_read2_b64 v[84:87], v49 offset1:16
	buffer_load_dwordx4 v[36:39], v36, s[80:83], 0 offen
	ds_read2_b64 v[92:95], v51 offset1:16
	buffer_load_dwordx4 v[40:43], v40, s[80:83], 0 offen
	ds_read2_b64 v[144:147], v53 offset1:16
	buffer_load_dwordx4 v[44:47], v44, s[80:83], 0 offen
	ds_read2_b64 v[68:71], v50 offset1:16
	ds_read2_b64 v[48:51], v48 offset1:16
	ds_read2_b64 v[52:55], v52 offset1:16
	ds_read2_b64 v[56:59], v56 offset1:16
	ds_read2_b64 v[72:75], v72 offset1:16
	scratch_load_dword v218, off, off offset:688 ; 4-byte Folded Reload
	scratch_load_dword v219, off, off offset:684 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v238, v96
	ds_write_b16 v238, v97 offset:256
	ds_write_b16 v238, v98 offset:512
	ds_write_b16 v238, v99 offset:768
	ds_write_b16 v238, v100 offset:2048
	ds_write_b16 v238, v101 offset:2304
	ds_write_b16 v238, v102 offset:2560
	ds_write_b16 v238, v103 offset:2816
	ds_write_b16 v238, v104 offset:4096
	ds_write_b16 v238, v105 offset:4352
	ds_write_b16 v238, v106 offset:4608
	ds_write_b16 v238, v107 offset:4864
	ds_write_b16 v238, v109 offset:6144
	ds_write_b16 v238, v221 offset:6400
	ds_write_b16 v238, v230 offset:6656
	ds_write_b16 v238, v231 offset:6912
	scratch_load_dword v231, off, off offset:100 ; 4-byte Folded Reload
	ds_write_b16 v238, v232 offset:8192
	ds_write_b16 v238, v233 offset:8448
	ds_write_b16 v238, v174 offset:8704
	ds_write_b16 v238, v175 offset:8960
	ds_write_b16 v238, v176 offset:10240
	ds_write_b16 v238, v177 offset:10496
	ds_write_b16 v238, v178 offset:10752
	ds_write_b16 v238, v179 offset:11008
	ds_write_b16 v238, v180 offset:12288
	ds_write_b16 v238, v181 offset:12544
	ds_write_b16 v238, v182 offset:12800
	ds_write_b16 v238, v183 offset:13056
	ds_write_b16 v238, v184 offset:14336
	ds_write_b16 v238, v185 offset:14592
	ds_write_b16 v238, v186 offset:14848
	ds_write_b16 v238, v187 offset:15104
	ds_write_b16 v238, v16 offset:16384
	ds_write_b16 v238, v17 offset:16640
	ds_write_b16 v238, v18 offset:16896
	ds_write_b16 v238, v19 offset:17152
	ds_write_b16 v238, v20 offset:18432
	ds_write_b16 v238, v21 offset:18688
	ds_write_b16 v238, v22 offset:18944
	ds_write_b16 v238, v23 offset:19200
	ds_write_b16 v238, v24 offset:20480
	ds_write_b16 v238, v25 offset:20736
	ds_write_b16 v238, v26 offset:20992
	ds_write_b16 v238, v27 offset:21248
	ds_write_b16 v238, v28 offset:22528
	ds_write_b16 v238, v29 offset:22784
	ds_write_b16 v238, v173 offset:23040
	ds_write_b16 v238, v172 offset:23296
	ds_write_b16 v238, v171 offset:24576
	ds_write_b16 v238, v170 offset:24832
	ds_write_b16 v238, v169 offset:25088
	ds_write_b16 v238, v168 offset:25344
	ds_write_b16 v238, v167 offset:26624
	ds_write_b16 v238, v166 offset:26880
	ds_write_b16 v238, v165 offset:27136
	ds_write_b16 v238, v164 offset:27392
	ds_write_b16 v238, v163 offset:28672
	ds_write_b16 v238, v162 offset:28928
	ds_write_b16 v238, v161 offset:29184
	ds_write_b16 v238, v160 offset:29440
	ds_write_b16 v238, v159 offset:30720
	ds_write_b16 v238, v158 offset:30976
	ds_write_b16 v238, v157 offset:31232
	ds_write_b16 v238, v156 offset:31488
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v96, v236
	ds_read_u16 v97, v236 offset:256
	ds_read_u16 v98, v236 offset:512
	ds_read_u16 v99, v236 offset:768
	ds_read_u16 v100, v236 offset:2048
	ds_read_u16 v101, v236 offset:2304
	ds_read_u16 v102, v236 offset:2560
	ds_read_u16 v103, v236 offset:2816
	ds_read_u16 v104, v236 offset:4096
	ds_read_u16 v105, v236 offset:4352
	ds_read_u16 v106, v236 offset:4608
	ds_read_u16 v107, v236 offset:4864
	ds_read_u16 v109, v236 offset:6144
	ds_read_u16 v162, v236 offset:6400
	ds_read_u16 v163, v236 offset:6656
	ds_read_u16 v164, v236 offset:6912
	ds_read_u16 v165, v236 offset:8192
	ds_read_u16 v166, v236 offset:8448
	ds_read_u16 v167, v236 offset:8704
	ds_read_u16 v168, v236 offset:8960
	ds_read_u16 v169, v236 offset:10240
	ds_read_u16 v174, v236 offset:10496
	ds_read_u16 v175, v236 offset:10752
	ds_read_u16 v176, v236 offset:11008
	ds_read_u16 v178, v236 offset:12288
	ds_read_u16 v179, v236 offset:12544
	ds_read_u16 v180, v236 offset:12800
	ds_read_u16 v181, v236 offset:13056
	ds_read_u16 v182, v236 offset:14336
	ds_read_u16 v184, v236 offset:14592
	ds_read_u16 v183, v236 offset:14848
	ds_read_u16 v185, v236 offset:15104
	ds_read_u16 v186, v236 offset:16384
	ds_read_u16 v16, v236 offset:16640
	ds_read_u16 v187, v236 offset:16896
	ds_read_u16 v17, v236 offset:17152
	ds_read_u16 v18, v236 offset:18432
	ds_read_u16 v19, v236 offset:18688
	ds_read_u16 v20, v236 offset:18944
	ds_read_u16 v21, v236 offset:19200
	ds_read_u16 v22, v236 offset:20480
	ds_read_u16 v23, v236 offset:20736
	ds_read_u16 v24, v236 offset:20992
	ds_read_u16 v25, v236 offset:21248
	ds_read_u16 v26, v236 offset:22528
	ds_read_u16 v27, v236 offset:22784
	ds_read_u16 v28, v236 offset:23040
	ds_read_u16 v29, v236 offset:23296
	ds_read_u16 v30, v236 offset:24576
	ds_read_u16 v31, v236 offset:24832
	ds_read_u16 v204, v236 offset:25088
	ds_read_u16 v205, v236 offset:25344
	ds_read_u16 v206, v236 offset:26624
	ds_read_u16 v207, v236 offset:26880
	ds_read_u16 v208, v236 offset:27136
	ds_read_u16 v209, v236 offset:27392
	ds_read_u16 v210, v236 offset:28672
	ds_read_u16 v211, v236 offset:28928
	ds_read_u16 v212, v236 offset:29184
	ds_read_u16 v213, v236 offset:29440
	ds_read_u16 v214, v236 offset:30720
	ds_read_u16 v215, v236 offset:30976
	ds_read_u16 v216, v236 offset:31232
	ds_read_u16 v217, v236 offset:31488
	s_waitcnt lgkmcnt(14)
	v_perm_b32 v157, v99, v98, s0
	v_perm_b32 v156, v97, v96, s0
	v_perm_b32 v159, v103, v102, s0
	v_perm_b32 v158, v101, v100, s0
	v_mfma_f32_32x32x8_f16 v[188:203], v[76:77], v[156:157], v[188:203]
	v_perm_b32 v161, v107, v106, s0
	v_perm_b32 v160, v105, v104, s0
	v_perm_b32 v171, v164, v163, s0
	v_perm_b32 v170, v162, v109, s0
	v_perm_b32 v173, v168, v167, s0
	v_perm_b32 v172, v166, v165, s0
	v_perm_b32 v182, v184, v182, s0
	v_mfma_f32_32x32x8_f16 v[188:203], v[68:69], v[158:159], v[188:203]
	v_perm_b32 v187, v17, v187, s0
	v_perm_b32 v186, v16, v186, s0
	v_perm_b32 v184, v19, v18, s0
	scratch_load_dwordx4 v[16:19], off, off offset:168 ; 16-byte Folded Reload
	scratch_load_dword v223, off, off offset:680 ; 4-byte Folded Reload
	v_perm_b32 v177, v176, v175, s0
	v_perm_b32 v176, v174, v169, s0
	v_mfma_f32_32x32x8_f16 v[188:203], v[64:65], v[160:161], v[188:203]
	v_perm_b32 v181, v181, v180, s0
	v_perm_b32 v180, v179, v178, s0
	v_perm_b32 v183, v185, v183, s0
	v_perm_b32 v185, v21, v20, s0
	v_perm_b32 v179, v25, v24, s0
	v_perm_b32 v178, v23, v22, s0
	v_perm_b32 v175, v29, v28, s0
	v_mfma_f32_32x32x8_f16 v[188:203], v[60:61], v[170:171], v[188:203]
	v_perm_b32 v174, v27, v26, s0
	s_waitcnt lgkmcnt(12)
	v_perm_b32 v163, v205, v204, s0
	v_perm_b32 v162, v31, v30, s0
	scratch_load_dword v205, off, off offset:664 ; 4-byte Folded Reload
	scratch_load_dword v222, off, off offset:652 ; 4-byte Folded Reload
	scratch_load_dword v110, off, off offset:416 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(8)
	v_perm_b32 v165, v209, v208, s0
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v167, v213, v212, s0
	scratch_load_dword v213, off, off offset:656 ; 4-byte Folded Reload
	scratch_load_dword v212, off, off offset:420 ; 4-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[188:203], v[48:49], v[172:173], v[188:203]
	scratch_load_dword v48, off, off offset:64 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v169, v217, v216, s0
	scratch_load_dword v216, off, off offset:676 ; 4-byte Folded Reload
	scratch_load_dword v217, off, off offset:668 ; 4-byte Folded Reload
	v_perm_b32 v168, v215, v214, s0
	scratch_load_dword v215, off, off offset:672 ; 4-byte Folded Reload
	scratch_load_dword v214, off, off offset:660 ; 4-byte Folded Reload
	v_perm_b32 v164, v207, v206, s0
	v_perm_b32 v166, v211, v210, s0
	v_mfma_f32_32x32x8_f16 v[188:203], v[52:53], v[176:177], v[188:203]
	s_waitcnt vmcnt(15)
	v_perm_b32 v49, v44, v40, s0
	v_mfma_f32_32x32x8_f16 v[188:203], v[56:57], v[180:181], v[188:203]
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v48, s98, v48
	ds_write_b128 v48, v[16:19]
	scratch_load_dwordx4 v[16:19], off, off offset:184 ; 16-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[188:203], v[72:73], v[182:183], v[188:203]
	s_waitcnt vmcnt(0)
	ds_write_b128 v48, v[16:19] offset:8192
	scratch_load_dwordx4 v[16:19], off, off offset:200 ; 16-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[188:203], v[78:79], v[186:187], v[188:203]
	s_waitcnt vmcnt(0)
	ds_write_b128 v48, v[16:19] offset:16384
	scratch_load_dwordx4 v[16:19], off, off offset:216 ; 16-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[188:203], v[70:71], v[184:185], v[188:203]
	s_waitcnt vmcnt(0)
	ds_write_b128 v48, v[16:19] offset:24576
	scratch_load_dword v48, off, off offset:68 ; 4-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[188:203], v[66:67], v[178:179], v[188:203]
	v_mfma_f32_32x32x8_f16 v[188:203], v[62:63], v[174:175], v[188:203]
	v_mfma_f32_32x32x8_f16 v[188:203], v[50:51], v[162:163], v[188:203]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v50, s97, v48
	v_perm_b32 v48, v36, v32, s0
	ds_write_b64 v50, v[48:49]
	scratch_load_dword v48, off, off offset:72 ; 4-byte Folded Reload
	v_perm_b32 v49, v44, v40, s1
	v_perm_b32 v40, v37, v33, s1
	v_mfma_f32_32x32x8_f16 v[0:15], v[80:81], v[156:157], v[0:15]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v50, s97, v48
	v_perm_b32 v48, v36, v32, s1
	scratch_load_dword v32, off, off offset:76 ; 4-byte Folded Reload
	ds_write_b64 v50, v[48:49] offset:256
	v_perm_b32 v49, v45, v41, s0
	v_perm_b32 v48, v37, v33, s0
	v_perm_b32 v41, v45, v41, s1
	v_perm_b32 v33, v46, v42, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[84:85], v[158:159], v[0:15]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v32, s97, v32
	ds_write_b64 v32, v[48:49] offset:512
	scratch_load_dword v32, off, off offset:80 ; 4-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[0:15], v[88:89], v[160:161], v[0:15]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v32, s97, v32
	ds_write_b64 v32, v[40:41] offset:768
	scratch_load_dword v32, off, off offset:84 ; 4-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[0:15], v[92:93], v[170:171], v[0:15]
	scratch_load_dword v171, off, off offset:412 ; 4-byte Folded Reload
	scratch_load_dword v170, off, off offset:408 ; 4-byte Folded Reload
	scratch_load_dword v208, off, off offset:404 ; 4-byte Folded Reload
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v36, s97, v32
	v_perm_b32 v32, v38, v34, s0
	ds_write_b64 v36, v[32:33] offset:1024
	scratch_load_dword v32, off, off offset:88 ; 4-byte Folded Reload
	v_perm_b32 v33, v46, v42, s1
	v_mfma_f32_32x32x8_f16 v[0:15], v[132:133], v[172:173], v[0:15]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v36, s97, v32
	v_perm_b32 v32, v38, v34, s1
	ds_write_b64 v36, v[32:33] offset:1280
	scratch_load_dword v32, off, off offset:92 ; 4-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[0:15], v[136:137], v[176:177], v[0:15]
	v_perm_b32 v33, v47, v43, s0
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v34, s97, v32
	v_perm_b32 v32, v39, v35, s0
	ds_write_b64 v34, v[32:33] offset:1536
	scratch_load_dword v32, off, off offset:96 ; 4-byte Folded Reload
	v_mfma_f32_32x32x8_f16 v[0:15], v[140:141], v[180:181], v[0:15]
	v_perm_b32 v33, v47, v43, s1
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v34, s97, v32
	v_mfma_f32_32x32x8_f16 v[0:15], v[144:145], v[182:183], v[0:15]
	v_perm_b32 v32, v39, v35, s1
	ds_write_b64 v34, v[32:33] offset:1792
	v_mfma_f32_32x32x8_f16 v[0:15], v[82:83], v[186:187], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[86:87], v[184:185], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[90:91], v[178:179], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[94:95], v[174:175], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[134:135], v[162:163], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[138:139], v[164:165], v[0:15]
	v_mfma_f32_32x32x8_f16 v[188:203], v[54:55], v[164:165], v[188:203]
	v_mfma_f32_32x32x8_f16 v[0:15], v[142:143], v[166:167], v[0:15]
	v_mfma_f32_32x32x8_f16 v[188:203], v[58:59], v[166:167], v[188:203]
	v_mfma_f32_32x32x8_f16 v[0:15], v[146:147], v[168:169], v[0:15]
	v_mov_b32_e32 v146, v154
	v_mov_b32_e32 v147, v149
	v_mfma_f32_32x32x8_f16 v[188:203], v[74:75], v[168:169], v[188:203]
	s_nop 10
	scratch_store_dwordx4 off, v[188:191], off ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[192:195], off offset:16 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[196:199], off offset:32 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[200:203], off offset:48 ; 16-byte Folded Spill
	s_cbranch_scc1 .LBB0_13
; %bb.21:                               ; %._crit_edge649.loopexit
	v_mov_b32_e32 v146, v154
	scratch_load_dword v154, off, off offset:708 ; 4-byte Folded Reload
	scratch_load_dwordx4 v[224:227], off, off offset:476 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[114:117], off, off offset:460 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[118:121], off, off offset:444 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[122:125], off, off offset:596 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[126:129], off, off offset:580 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[190:193], off, off offset:620 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[194:197], off, off offset:636 ; 16-byte Folded Reload
	scratch_load_dword v228, off, off offset:612 ; 4-byte Folded Reload
	scratch_load_dword v203, off, off offset:616 ; 4-byte Folded Reload
	scratch_load_dwordx4 v[32:35], off, off offset:544 ; 16-byte Folded Reload
	scratch_load_dword v201, off, off offset:520 ; 4-byte Folded Reload
	scratch_load_dword v206, off, off offset:516 ; 4-byte Folded Reload
	scratch_load_dword v202, off, off offset:512 ; 4-byte Folded Reload
	scratch_load_dword v209, off, off offset:508 ; 4-byte Folded Reload
	scratch_load_dword v24, off, off offset:356 ; 4-byte Folded Reload
	scratch_load_dword v208, off, off offset:576 ; 4-byte Folded Reload
	scratch_load_dword v26, off, off offset:352 ; 4-byte Folded Reload
	scratch_load_dword v29, off, off offset:344 ; 4-byte Folded Reload
	scratch_load_dword v28, off, off offset:348 ; 4-byte Folded Reload
	scratch_load_dword v25, off, off offset:336 ; 4-byte Folded Reload
	scratch_load_dword v27, off, off offset:340 ; 4-byte Folded Reload
	scratch_load_dword v31, off, off offset:312 ; 4-byte Folded Reload
	scratch_load_dword v30, off, off offset:332 ; 4-byte Folded Reload
	scratch_load_dword v191, off, off offset:568 ; 4-byte Folded Reload
	scratch_load_dword v192, off, off offset:572 ; 4-byte Folded Reload
	scratch_load_dword v193, off, off offset:560 ; 4-byte Folded Reload
	scratch_load_dword v194, off, off offset:564 ; 4-byte Folded Reload
	scratch_load_dword v195, off, off offset:540 ; 4-byte Folded Reload
	scratch_load_dword v221, off, off offset:536 ; 4-byte Folded Reload
	scratch_load_dword v230, off, off offset:532 ; 4-byte Folded Reload
	scratch_load_dword v232, off, off offset:528 ; 4-byte Folded Reload
	scratch_load_dword v233, off, off offset:524 ; 4-byte Folded Reload
	scratch_load_dword v250, off, off offset:440 ; 4-byte Folded Reload
	scratch_load_dword v251, off, off offset:436 ; 4-byte Folded Reload
	scratch_load_dword v252, off, off offset:428 ; 4-byte Folded Reload
	scratch_load_dword v253, off, off offset:424 ; 4-byte Folded Reload
	scratch_load_dword v210, off, off offset:504 ; 4-byte Folded Reload
	scratch_load_dword v211, off, off offset:496 ; 4-byte Folded Reload
	scratch_load_dword v207, off, off offset:500 ; 4-byte Folded Reload
	scratch_load_dword v113, off, off offset:432 ; 4-byte Folded Reload
	scratch_load_dword v204, off, off offset:492 ; 4-byte Folded Reload
	v_mov_b32_e32 v147, v149
	s_waitcnt vmcnt(31)
	v_mov_b32_e32 v229, v35
	s_branch .LBB0_14
.LBB0_12:
	s_mov_b32 s86, 0
	s_mov_b32 s98, 0x8000
	s_mov_b32 s94, 0x10000
	s_mov_b32 s97, 0x18000
	v_mov_b32_e32 v24, v97
	v_mov_b32_e32 v208, v98
	v_mov_b32_e32 v26, v99
	v_mov_b32_e32 v29, v100
	v_mov_b32_e32 v28, v101
	v_mov_b32_e32 v25, v102
	v_mov_b32_e32 v27, v103
	v_mov_b32_e32 v31, v104
	v_mov_b32_e32 v30, v105
.LBB0_14:                               ; %._crit_edge649
	s_sub_i32 s0, s85, s8
	s_ashr_i32 s1, s0, 31
	s_or_b32 s9, s0, 0x7f
	s_lshr_b32 s1, s1, 25
	s_add_i32 s1, s9, s1
	s_ashr_i32 s1, s1, 7
	s_max_i32 s33, s1, 2
	s_cmp_gt_i32 s0, 0
	s_cselect_b64 s[92:93], -1, 0
	s_cmp_lt_i32 s0, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	scratch_store_dword off, v150, off offset:728 ; 4-byte Folded Spill
	s_cbranch_scc1 .LBB0_15
; %bb.24:
	v_add_u32_e32 v80, s86, v150
	s_waitcnt vmcnt(30)
	v_mov_b32_e32 v21, v206
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v206, v204
	v_mov_b32_e32 v204, v253
	v_mov_b32_e32 v253, v252
	v_mov_b32_e32 v252, v251
	v_mov_b32_e32 v251, v250
	v_mov_b32_e32 v250, v233
	v_mov_b32_e32 v233, v232
	v_mov_b32_e32 v232, v230
	v_mov_b32_e32 v230, v221
	v_mov_b32_e32 v221, v215
	v_mov_b32_e32 v215, v216
	v_mov_b32_e32 v216, v217
	v_mov_b32_e32 v217, v205
	v_mov_b32_e32 v110, v194
	v_mov_b32_e32 v205, v113
	v_mov_b32_e32 v113, v219
	v_mov_b32_e32 v219, v218
	v_mov_b32_e32 v218, v214
	v_mov_b32_e32 v214, v213
	v_mov_b32_e32 v213, v195
	ds_read2_b64 v[194:197], v80 offset1:2
	v_add_u32_e32 v32, 0x6000, v80
	ds_read2_b64 v[96:99], v32 offset0:28 offset1:30
	ds_read2_b64 v[100:103], v32 offset0:24 offset1:26
	ds_read2_b64 v[104:107], v32 offset0:20 offset1:22
	ds_read2_b64 v[130:133], v32 offset0:16 offset1:18
	ds_read2_b64 v[134:137], v32 offset0:12 offset1:14
	ds_read2_b64 v[138:141], v32 offset0:8 offset1:10
	ds_read2_b64 v[142:145], v32 offset0:4 offset1:6
	ds_read2_b64 v[150:153], v32 offset1:2
	v_add_u32_e32 v32, 0x4000, v80
	ds_read2_b64 v[48:51], v32 offset0:28 offset1:30
	ds_read2_b64 v[52:55], v32 offset0:24 offset1:26
	ds_read2_b64 v[56:59], v32 offset0:20 offset1:22
	ds_read2_b64 v[60:63], v32 offset0:16 offset1:18
	ds_read2_b64 v[154:157], v32 offset0:12 offset1:14
	ds_read2_b64 v[158:161], v32 offset0:8 offset1:10
	ds_read2_b64 v[162:165], v32 offset0:4 offset1:6
	ds_read2_b64 v[166:169], v32 offset1:2
	v_add_u32_e32 v32, 0x2000, v80
	v_mov_b32_e32 v109, v108
	ds_read2_b64 v[64:67], v32 offset0:28 offset1:30
	ds_read2_b64 v[68:71], v32 offset0:24 offset1:26
	ds_read2_b64 v[72:75], v32 offset0:20 offset1:22
	ds_read2_b64 v[76:79], v32 offset0:16 offset1:18
	ds_read2_b64 v[170:173], v32 offset0:12 offset1:14
	ds_read2_b64 v[174:177], v32 offset0:8 offset1:10
	ds_read2_b64 v[178:181], v32 offset0:4 offset1:6
	ds_read2_b64 v[182:185], v32 offset1:2
	ds_read2_b64 v[32:35], v80 offset0:28 offset1:30
	ds_read2_b64 v[36:39], v80 offset0:24 offset1:26
	ds_read2_b64 v[40:43], v80 offset0:20 offset1:22
	ds_read2_b64 v[44:47], v80 offset0:16 offset1:18
	ds_read2_b64 v[186:189], v80 offset0:12 offset1:14
	v_mov_b32_e32 v108, v190
	v_mov_b32_e32 v112, v191
	v_mov_b32_e32 v149, v192
	v_mov_b32_e32 v20, v202
	v_mov_b32_e32 v202, v193
	ds_read2_b64 v[190:193], v80 offset0:8 offset1:10
	v_mov_b32_e32 v16, v201
	ds_read2_b64 v[198:201], v80 offset0:4 offset1:6
	s_waitcnt lgkmcnt(14)
	v_mfma_f32_32x32x8_f16 v[80:95], v[194:195], v[122:123], 0
	v_mov_b32_e32 v195, v213
	v_mov_b32_e32 v213, v214
	v_mov_b32_e32 v214, v218
	v_mov_b32_e32 v218, v219
	v_mov_b32_e32 v219, v113
	v_mov_b32_e32 v113, v205
	v_mov_b32_e32 v205, v217
	v_mfma_f32_32x32x8_f16 v[80:95], v[196:197], v[126:127], v[80:95]
	v_mov_b32_e32 v217, v216
	v_mov_b32_e32 v216, v215
	v_mov_b32_e32 v215, v221
	v_mov_b32_e32 v221, v230
	v_mov_b32_e32 v230, v232
	v_mov_b32_e32 v232, v233
	v_mov_b32_e32 v233, v250
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[198:199], v[224:225], v[80:95]
	v_mov_b32_e32 v250, v251
	v_mov_b32_e32 v251, v252
	v_mov_b32_e32 v252, v253
	v_mov_b32_e32 v253, v204
	v_mov_b32_e32 v204, v206
	v_mov_b32_e32 v206, v21
	v_mov_b32_e32 v21, v210
	v_mfma_f32_32x32x8_f16 v[80:95], v[200:201], v[114:115], v[80:95]
	v_mov_b32_e32 v201, v16
	scratch_load_dwordx4 v[16:19], off, off offset:712 ; 16-byte Folded Reload
	v_mov_b32_e32 v22, v211
	v_mov_b32_e32 v23, v208
	v_mov_b32_e32 v194, v110
	scratch_load_dwordx4 v[196:199], off, off offset:360 ; 16-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_mfma_f32_32x32x8_f16 v[80:95], v[190:191], v[16:17], v[80:95]
	v_mov_b32_e32 v191, v112
	v_mov_b32_e32 v190, v108
	v_mov_b32_e32 v108, v109
	v_mfma_f32_32x32x8_f16 v[80:95], v[192:193], v[118:119], v[80:95]
	v_mov_b32_e32 v193, v202
	v_mov_b32_e32 v202, v20
	v_mov_b32_e32 v20, v209
	scratch_load_dwordx4 v[208:211], off, off offset:316 ; 16-byte Folded Reload
	v_mov_b32_e32 v192, v149
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[186:187], v[208:209], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[188:189], v[196:197], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[44:45], v[124:125], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[46:47], v[128:129], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[40:41], v[226:227], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[42:43], v[116:117], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[36:37], v[18:19], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[38:39], v[120:121], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[32:33], v[210:211], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[34:35], v[198:199], v[80:95]
	v_mfma_f32_32x32x8_f16 v[32:47], v[182:183], v[122:123], 0
	v_mfma_f32_32x32x8_f16 v[32:47], v[184:185], v[126:127], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[178:179], v[224:225], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[180:181], v[114:115], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[174:175], v[16:17], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[176:177], v[118:119], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[170:171], v[208:209], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[172:173], v[196:197], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[76:77], v[124:125], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[78:79], v[128:129], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[72:73], v[226:227], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[74:75], v[116:117], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[68:69], v[18:19], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[70:71], v[120:121], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[64:65], v[210:211], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[66:67], v[198:199], v[32:47]
	v_mfma_f32_32x32x8_f16 v[64:79], v[166:167], v[122:123], 0
	v_mfma_f32_32x32x8_f16 v[64:79], v[168:169], v[126:127], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[162:163], v[224:225], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[164:165], v[114:115], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[158:159], v[16:17], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[160:161], v[118:119], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[154:155], v[208:209], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[156:157], v[196:197], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[60:61], v[124:125], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[62:63], v[128:129], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[56:57], v[226:227], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[58:59], v[116:117], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[52:53], v[18:19], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[54:55], v[120:121], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[48:49], v[210:211], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[50:51], v[198:199], v[64:79]
	v_mfma_f32_32x32x8_f16 v[48:63], v[150:151], v[122:123], 0
	v_mfma_f32_32x32x8_f16 v[48:63], v[152:153], v[126:127], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[142:143], v[224:225], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[144:145], v[114:115], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[138:139], v[16:17], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[140:141], v[118:119], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[134:135], v[208:209], v[48:63]
	v_mov_b32_e32 v208, v23
	v_mov_b32_e32 v209, v20
	v_mov_b32_e32 v134, v43
	v_mov_b32_e32 v135, v44
	v_mov_b32_e32 v44, v45
	v_mov_b32_e32 v45, v46
	v_mov_b32_e32 v46, v89
	v_mfma_f32_32x32x8_f16 v[48:63], v[136:137], v[196:197], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[130:131], v[124:125], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[132:133], v[128:129], v[48:63]
	v_mov_b32_e32 v132, v47
	v_mov_b32_e32 v133, v76
	v_mov_b32_e32 v76, v77
	v_mov_b32_e32 v77, v78
	v_mov_b32_e32 v78, v79
	v_mov_b32_e32 v47, v90
	v_mov_b32_e32 v90, v91
	v_mfma_f32_32x32x8_f16 v[48:63], v[104:105], v[226:227], v[48:63]
	v_mov_b32_e32 v91, v92
	v_mov_b32_e32 v92, v93
	v_mov_b32_e32 v93, v94
	v_mov_b32_e32 v94, v95
	v_mov_b32_e32 v95, v32
	v_mfma_f32_32x32x8_f16 v[48:63], v[106:107], v[116:117], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[100:101], v[18:19], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[102:103], v[120:121], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[96:97], v[210:211], v[48:63]
	v_mov_b32_e32 v211, v22
	v_mov_b32_e32 v210, v21
	v_mfma_f32_32x32x8_f16 v[48:63], v[98:99], v[198:199], v[48:63]
	s_nop 10
	v_mov_b32_e32 v79, v48
	v_mov_b32_e32 v48, v49
	v_mov_b32_e32 v49, v50
	s_branch .LBB0_16
.LBB0_15:
	v_mov_b32_e32 v132, 0
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v133, v132
	v_mov_b32_e32 v76, v132
	v_mov_b32_e32 v77, v132
	v_mov_b32_e32 v78, v132
	v_mov_b32_e32 v79, v132
	v_mov_b32_e32 v48, v132
	v_mov_b32_e32 v49, v132
	v_mov_b32_e32 v72, v132
	v_mov_b32_e32 v73, v132
	v_mov_b32_e32 v74, v132
	v_mov_b32_e32 v75, v132
	v_mov_b32_e32 v64, v132
	v_mov_b32_e32 v65, v132
	v_mov_b32_e32 v66, v132
	v_mov_b32_e32 v67, v132
	v_mov_b32_e32 v68, v132
	v_mov_b32_e32 v69, v132
	v_mov_b32_e32 v70, v132
	v_mov_b32_e32 v71, v132
	v_mov_b32_e32 v134, v132
	v_mov_b32_e32 v135, v132
	v_mov_b32_e32 v44, v132
	v_mov_b32_e32 v45, v132
	v_mov_b32_e32 v46, v132
	v_mov_b32_e32 v47, v132
	v_mov_b32_e32 v90, v132
	v_mov_b32_e32 v91, v132
	v_mov_b32_e32 v92, v132
	v_mov_b32_e32 v93, v132
	v_mov_b32_e32 v94, v132
	v_mov_b32_e32 v95, v132
	v_mov_b32_e32 v80, v132
	v_mov_b32_e32 v81, v132
	v_mov_b32_e32 v82, v132
	v_mov_b32_e32 v83, v132
	v_mov_b32_e32 v84, v132
	v_mov_b32_e32 v85, v132
	v_mov_b32_e32 v86, v132
	v_mov_b32_e32 v87, v132
	v_mov_b32_e32 v34, v132
	v_mov_b32_e32 v35, v132
	v_mov_b32_e32 v36, v132
	v_mov_b32_e32 v37, v132
	v_mov_b32_e32 v38, v132
	v_mov_b32_e32 v39, v132
	v_mov_b32_e32 v40, v132
	v_mov_b32_e32 v41, v132
	v_mov_b32_e32 v54, v132
	v_mov_b32_e32 v55, v132
	v_mov_b32_e32 v56, v132
	v_mov_b32_e32 v57, v132
	v_mov_b32_e32 v58, v132
	v_mov_b32_e32 v59, v132
	v_mov_b32_e32 v60, v132
	v_mov_b32_e32 v61, v132
.LBB0_16:
	scratch_load_dwordx4 v[136:139], off, off offset:296 ; 16-byte Folded Reload
	scratch_load_dword v174, off, off offset:272 ; 4-byte Folded Reload
	scratch_load_dword v175, off, off offset:280 ; 4-byte Folded Reload
	scratch_load_dword v176, off, off offset:288 ; 4-byte Folded Reload
	scratch_load_dword v200, off, off offset:396 ; 4-byte Folded Reload
	scratch_load_dword v198, off, off offset:388 ; 4-byte Folded Reload
	scratch_load_dword v196, off, off offset:380 ; 4-byte Folded Reload
	scratch_load_dword v212, off, off offset:400 ; 4-byte Folded Reload
	scratch_load_dword v199, off, off offset:392 ; 4-byte Folded Reload
	scratch_load_dword v197, off, off offset:384 ; 4-byte Folded Reload
	scratch_load_dword v110, off, off offset:376 ; 4-byte Folded Reload
	scratch_load_dwordx4 v[16:19], off, off offset:240 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[20:23], off, off offset:256 ; 16-byte Folded Reload
	s_add_i32 s78, s78, s33
	s_lshl_b32 s0, s78, 7
	s_addk_i32 s0, 0xff00
	v_or_b32_e32 v99, s0, v190
	v_mov_b32_e32 v112, v108
	v_or_b32_e32 v43, s0, v108
	s_waitcnt vmcnt(14)
	v_or_b32_e32 v100, s0, v204
	v_or_b32_e32 v108, s0, v113
	v_cmp_gt_i32_e64 s[86:87], s95, v99
	v_cmp_ge_i32_e64 s[82:83], v248, v99
	v_or_b32_e32 v50, s0, v111
	v_or_b32_e32 v131, s0, v251
	v_or_b32_e32 v149, s0, v228
	v_or_b32_e32 v152, s0, v202
	v_or_b32_e32 v154, s0, v209
	v_cmp_gt_i32_e64 s[26:27], s95, v108
	v_cmp_ge_i32_e64 s[44:45], v248, v100
	s_and_b64 s[84:85], s[82:83], s[86:87]
	v_mov_b32_e32 v99, 0xc9742400
	v_or_b32_e32 v151, s0, v28
	v_cmp_gt_i32_e64 s[2:3], s95, v131
	v_cmp_gt_i32_e64 s[6:7], s95, v154
	v_cmp_ge_i32_e64 s[76:77], v248, v50
	v_cmp_ge_i32_e64 s[42:43], v248, v131
	v_cmp_ge_i32_e64 s[12:13], v248, v152
	s_and_b64 s[44:45], s[44:45], s[26:27]
	v_pk_mul_f32 v[86:87], v[148:149], v[86:87] op_sel_hi:[0,1]
	s_and_b64 s[42:43], s[42:43], s[2:3]
	v_pk_mul_f32 v[66:67], v[148:149], v[66:67] op_sel_hi:[0,1]
	s_and_b64 s[12:13], s[12:13], s[6:7]
	v_or_b32_e32 v158, s0, v254
	v_pk_mul_f32 v[64:65], v[148:149], v[64:65] op_sel_hi:[0,1]
	v_mul_f32_e32 v100, v148, v53
	v_or_b32_e32 v102, s0, v211
	v_or_b32_e32 v153, s0, v229
	v_or_b32_e32 v157, s0, v201
	v_or_b32_e32 v104, s0, v193
	v_or_b32_e32 v155, s0, v27
	v_or_b32_e32 v156, s0, v26
	v_cmp_ge_i32_e64 s[78:79], v248, v43
	v_cmp_ge_i32_e64 s[64:65], v248, v102
	v_cmp_ge_i32_e64 s[14:15], v248, v153
	v_pk_mul_f32 v[82:83], v[148:149], v[82:83] op_sel_hi:[0,1]
	v_pk_mul_f32 v[70:71], v[148:149], v[70:71] op_sel_hi:[0,1]
	v_mul_f32_e32 v102, v148, v63
	v_or_b32_e32 v103, s0, v210
	v_or_b32_e32 v130, s0, v252
	v_or_b32_e32 v142, s0, v253
	v_or_b32_e32 v143, s0, v30
	v_or_b32_e32 v144, s0, v29
	v_or_b32_e32 v145, s0, v206
	v_or_b32_e32 v150, s0, v232
	v_or_b32_e32 v161, s0, v203
	v_or_b32_e32 v162, s0, v208
	v_cmp_ge_i32_e64 s[58:59], v248, v104
	s_and_b64 s[78:79], s[78:79], s[86:87]
	s_and_b64 s[14:15], s[14:15], s[6:7]
	v_or_b32_e32 v160, s0, v24
	v_or_b32_e32 v169, s0, v218
	v_or_b32_e32 v172, s0, v217
	v_cmp_gt_i32_e64 s[4:5], s95, v162
	v_cmp_ge_i32_e64 s[62:63], v248, v103
	v_cmp_ge_i32_e64 s[46:47], v248, v130
	v_cmp_ge_i32_e64 s[24:25], v248, v142
	v_cmp_ge_i32_e64 s[22:23], v248, v149
	v_cmp_ge_i32_e64 s[20:21], v248, v145
	v_cmp_ge_i32_e64 s[18:19], v248, v144
	v_cmp_ge_i32_e64 s[16:17], v248, v143
	s_waitcnt vmcnt(12)
	v_or_b32_e32 v109, s0, v136
	v_cmp_gt_i32_e64 s[48:49], s95, v109
	v_cmp_ge_i32_e64 s[60:61], v248, v109
	s_and_b64 s[60:61], s[60:61], s[48:49]
	s_waitcnt vmcnt(8)
	v_or_b32_e32 v89, s0, v200
	s_waitcnt vmcnt(7)
	v_or_b32_e32 v96, s0, v198
	s_waitcnt vmcnt(6)
	v_or_b32_e32 v97, s0, v196
	v_cmp_ge_i32_e64 s[70:71], v248, v97
	s_waitcnt vmcnt(4)
	v_or_b32_e32 v107, s0, v199
	v_cmp_ge_i32_e64 s[72:73], v248, v96
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v32, s0, v17
	v_or_b32_e32 v98, s0, v110
	v_cmp_ge_i32_e64 s[80:81], v248, v32
	v_cmp_ge_i32_e64 s[52:53], v248, v107
	v_pk_mul_f32 v[96:97], v[148:149], v[80:81] op_sel_hi:[0,1]
	v_mul_f32_e32 v32, v148, v88
	v_cmp_ge_i32_e64 s[68:69], v248, v98
	v_cmp_ge_i32_e64 s[74:75], v248, v89
	v_pk_mul_f32 v[80:81], v[148:149], v[84:85] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v84, v99, v96, s[84:85]
	v_cndmask_b32_e64 v96, v99, v32, s[60:61]
	s_and_b64 s[90:91], s[52:53], s[48:49]
	v_pk_mul_f32 v[88:89], v[148:149], v[94:95] op_sel_hi:[0,1]
	v_pk_mul_f32 v[94:95], v[148:149], v[46:47] op_sel_hi:[0,1]
	v_mul_f32_e32 v32, v148, v33
	v_or_b32_e32 v98, s0, v230
	s_and_b64 s[82:83], s[80:81], s[86:87]
	s_and_b64 s[80:81], s[76:77], s[86:87]
	s_and_b64 s[76:77], s[74:75], s[86:87]
	s_and_b64 s[74:75], s[72:73], s[86:87]
	s_and_b64 s[72:73], s[68:69], s[86:87]
	v_cmp_ge_i32_e64 s[68:69], v248, v151
	v_pk_mul_f32 v[46:47], v[148:149], v[92:93] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v92, v99, v94, s[90:91]
	v_cndmask_b32_e64 v94, v99, v32, s[44:45]
	v_pk_mul_f32 v[32:33], v[148:149], v[40:41] op_sel_hi:[0,1]
	s_and_b64 s[70:71], s[70:71], s[86:87]
	v_cndmask_b32_e64 v87, v99, v87, s[72:73]
	v_cmp_ge_i32_e64 s[72:73], v248, v154
	v_cndmask_b32_e64 v32, v99, v32, s[42:43]
	v_cmp_ge_i32_e64 s[42:43], v248, v98
	v_mul_f32_e32 v98, v148, v52
	v_pk_mul_f32 v[52:53], v[148:149], v[56:57] op_sel_hi:[0,1]
	v_pk_mul_f32 v[56:57], v[148:149], v[60:61] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v61, v99, v66, s[12:13]
	s_and_b64 s[12:13], s[68:69], s[6:7]
	v_cndmask_b32_e64 v86, v99, v86, s[70:71]
	v_cmp_ge_i32_e64 s[70:71], v248, v158
	v_cndmask_b32_e64 v60, v99, v65, s[12:13]
	s_and_b64 s[12:13], s[72:73], s[6:7]
	v_cndmask_b32_e64 v81, v99, v81, s[74:75]
	v_cmp_ge_i32_e64 s[74:75], v248, v157
	v_cndmask_b32_e64 v63, v99, v64, s[12:13]
	s_and_b64 s[12:13], s[70:71], s[6:7]
	v_cndmask_b32_e64 v80, v99, v80, s[76:77]
	v_cmp_ge_i32_e64 s[76:77], v248, v156
	v_cndmask_b32_e64 v83, v99, v83, s[80:81]
	v_cmp_ge_i32_e64 s[80:81], v248, v155
	v_cndmask_b32_e64 v64, v99, v71, s[12:13]
	s_and_b64 s[12:13], s[74:75], s[6:7]
	v_cmp_ge_i32_e64 s[10:11], v248, v150
	v_cndmask_b32_e64 v82, v99, v82, s[78:79]
	v_cmp_ge_i32_e64 s[78:79], v248, v161
	v_cndmask_b32_e64 v85, v99, v97, s[82:83]
	s_and_b64 s[58:59], s[58:59], s[48:49]
	v_pk_mul_f32 v[90:91], v[148:149], v[90:91] op_sel_hi:[0,1]
	v_pk_mul_f32 v[68:69], v[148:149], v[68:69] op_sel_hi:[0,1]
	v_mul_f32_e32 v97, v148, v51
	v_pk_mul_f32 v[50:51], v[148:149], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[148:149], v[58:59] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v58, v99, v67, s[14:15]
	v_cndmask_b32_e64 v67, v99, v70, s[12:13]
	s_and_b64 s[12:13], s[76:77], s[6:7]
	s_and_b64 s[6:7], s[80:81], s[6:7]
	v_or_b32_e32 v101, s0, v207
	v_or_b32_e32 v105, s0, v195
	v_or_b32_e32 v106, s0, v197
	v_or_b32_e32 v136, s0, v250
	v_or_b32_e32 v137, s0, v233
	v_or_b32_e32 v138, s0, v31
	v_or_b32_e32 v139, s0, v191
	v_or_b32_e32 v140, s0, v192
	v_or_b32_e32 v141, s0, v194
	v_or_b32_e32 v159, s0, v25
	v_or_b32_e32 v163, s0, v223
	v_or_b32_e32 v164, s0, v205
	v_or_b32_e32 v165, s0, v213
	v_or_b32_e32 v166, s0, v214
	v_or_b32_e32 v167, s0, v216
	v_or_b32_e32 v168, s0, v215
	v_or_b32_e32 v170, s0, v219
	v_or_b32_e32 v171, s0, v212
	v_or_b32_e32 v173, s0, v246
	v_or_b32_e32 v174, s0, v174
	v_or_b32_e32 v175, s0, v175
	v_or_b32_e32 v176, s0, v176
	v_or_b32_e32 v177, s0, v249
	v_or_b32_e32 v178, s0, v247
	v_or_b32_e32 v179, s0, v221
	v_or_b32_e32 v180, s0, v231
	v_or_b32_e32 v181, s0, v222
	v_cmp_gt_i32_e64 s[0:1], s95, v172
	v_cmp_ge_i32_e64 s[82:83], v248, v160
	s_and_b64 s[62:63], s[62:63], s[48:49]
	v_cndmask_b32_e64 v91, v99, v91, s[58:59]
	v_cmp_ge_i32_e64 s[58:59], v248, v169
	s_and_b64 s[44:45], s[46:47], s[2:3]
	v_mul_f32_e32 v40, v148, v42
	s_and_b64 s[24:25], s[24:25], s[2:3]
	v_pk_mul_f32 v[42:43], v[148:149], v[44:45] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[148:149], v[132:133] op_sel_hi:[0,1]
	v_pk_mul_f32 v[74:75], v[148:149], v[74:75] op_sel_hi:[0,1]
	s_and_b64 s[22:23], s[22:23], s[2:3]
	s_and_b64 s[20:21], s[20:21], s[2:3]
	s_and_b64 s[18:19], s[18:19], s[2:3]
	s_and_b64 s[16:17], s[16:17], s[2:3]
	v_cndmask_b32_e64 v59, v99, v68, s[6:7]
	s_and_b64 s[6:7], s[78:79], s[4:5]
	s_and_b64 s[2:3], s[10:11], s[2:3]
	v_cmp_ge_i32_e64 s[56:57], v248, v105
	v_cmp_ge_i32_e64 s[66:67], v248, v101
	v_cmp_ge_i32_e64 s[40:41], v248, v136
	v_cmp_ge_i32_e64 s[84:85], v248, v159
	s_and_b64 s[64:65], s[64:65], s[48:49]
	v_cndmask_b32_e64 v46, v99, v46, s[62:63]
	v_cmp_ge_i32_e64 s[62:63], v248, v170
	v_mul_f32_e32 v101, v148, v62
	v_cndmask_b32_e64 v68, v99, v75, s[6:7]
	s_and_b64 s[6:7], s[82:83], s[4:5]
	v_cndmask_b32_e64 v62, v99, v44, s[2:3]
	s_and_b64 s[2:3], s[58:59], s[0:1]
	v_cmp_ge_i32_e64 s[60:61], v248, v162
	s_and_b64 s[86:87], s[56:57], s[48:49]
	v_cndmask_b32_e64 v47, v99, v47, s[64:65]
	v_cmp_ge_i32_e64 s[64:65], v248, v171
	v_pk_mul_f32 v[38:39], v[148:149], v[38:39] op_sel_hi:[0,1]
	s_and_b64 s[40:41], s[40:41], s[26:27]
	v_pk_mul_f32 v[72:73], v[148:149], v[72:73] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v71, v99, v74, s[6:7]
	s_and_b64 s[6:7], s[84:85], s[4:5]
	v_cndmask_b32_e64 v97, v99, v97, s[2:3]
	s_and_b64 s[2:3], s[62:63], s[0:1]
	v_cmp_gt_i32_e32 vcc, s95, v178
	v_cmp_ge_i32_e64 s[50:51], v248, v108
	v_cmp_ge_i32_e64 s[28:29], v248, v141
	v_cmp_ge_i32_e64 s[30:31], v248, v140
	v_cmp_ge_i32_e64 s[34:35], v248, v139
	v_cmp_ge_i32_e64 s[36:37], v248, v138
	v_cmp_ge_i32_e64 s[38:39], v248, v137
	s_and_b64 s[66:67], s[66:67], s[48:49]
	v_cndmask_b32_e64 v90, v99, v90, s[86:87]
	v_cmp_ge_i32_e64 s[86:87], v248, v168
	v_cndmask_b32_e64 v39, v99, v39, s[40:41]
	v_cmp_ge_i32_e64 s[40:41], v248, v178
	v_cndmask_b32_e64 v70, v99, v73, s[6:7]
	s_and_b64 s[6:7], s[60:61], s[4:5]
	v_cndmask_b32_e64 v98, v99, v98, s[2:3]
	s_and_b64 s[2:3], s[64:65], s[0:1]
	s_and_b64 s[50:51], s[50:51], s[26:27]
	v_cndmask_b32_e64 v88, v99, v88, s[66:67]
	v_cmp_ge_i32_e64 s[66:67], v248, v167
	s_and_b64 s[38:39], s[38:39], s[26:27]
	s_and_b64 s[36:37], s[36:37], s[26:27]
	s_and_b64 s[34:35], s[34:35], s[26:27]
	v_pk_mul_f32 v[34:35], v[148:149], v[34:35] op_sel_hi:[0,1]
	s_and_b64 s[30:31], s[30:31], s[26:27]
	s_and_b64 s[26:27], s[28:29], s[26:27]
	v_cmp_ge_i32_e64 s[28:29], v248, v173
	v_pk_mul_f32 v[48:49], v[148:149], v[48:49] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v65, v99, v72, s[6:7]
	s_and_b64 s[6:7], s[86:87], s[0:1]
	v_cndmask_b32_e64 v100, v99, v100, s[2:3]
	s_and_b64 s[2:3], s[40:41], vcc
	v_cmp_ge_i32_e64 s[54:55], v248, v106
	v_cmp_ge_i32_e64 s[56:57], v248, v172
	v_pk_mul_f32 v[36:37], v[148:149], v[36:37] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v35, v99, v35, s[30:31]
	v_cmp_ge_i32_e64 s[30:31], v248, v174
	v_cndmask_b32_e64 v49, v99, v49, s[6:7]
	s_and_b64 s[6:7], s[66:67], s[0:1]
	v_cndmask_b32_e64 v44, v99, v52, s[2:3]
	s_and_b64 s[2:3], s[28:29], vcc
	s_and_b64 s[88:89], s[54:55], s[48:49]
	v_cmp_ge_i32_e64 s[54:55], v248, v166
	v_cndmask_b32_e64 v36, v99, v36, s[34:35]
	v_cmp_ge_i32_e64 s[34:35], v248, v175
	v_pk_mul_f32 v[78:79], v[148:149], v[78:79] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v48, v99, v48, s[6:7]
	s_and_b64 s[6:7], s[56:57], s[0:1]
	v_cndmask_b32_e64 v57, v99, v57, s[2:3]
	s_and_b64 s[2:3], s[30:31], vcc
	v_cmp_ge_i32_e64 s[52:53], v248, v165
	v_cndmask_b32_e64 v37, v99, v37, s[36:37]
	v_cmp_ge_i32_e64 s[36:37], v248, v176
	v_cndmask_b32_e64 v73, v99, v79, s[6:7]
	s_and_b64 s[6:7], s[54:55], s[4:5]
	v_cndmask_b32_e64 v56, v99, v56, s[2:3]
	s_and_b64 s[2:3], s[34:35], vcc
	v_cmp_ge_i32_e64 s[48:49], v248, v163
	v_cndmask_b32_e64 v89, v99, v89, s[50:51]
	v_cmp_ge_i32_e64 s[50:51], v248, v164
	v_cndmask_b32_e64 v38, v99, v38, s[38:39]
	v_cmp_ge_i32_e64 s[38:39], v248, v177
	v_pk_mul_f32 v[76:77], v[148:149], v[76:77] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v72, v99, v78, s[6:7]
	s_and_b64 s[6:7], s[52:53], s[4:5]
	v_cndmask_b32_e64 v55, v99, v55, s[2:3]
	s_and_b64 s[2:3], s[36:37], vcc
	v_cndmask_b32_e64 v33, v99, v33, s[44:45]
	v_cmp_ge_i32_e64 s[44:45], v248, v179
	v_cndmask_b32_e64 v75, v99, v77, s[6:7]
	s_and_b64 s[6:7], s[50:51], s[4:5]
	s_and_b64 s[4:5], s[48:49], s[4:5]
	v_cndmask_b32_e64 v54, v99, v54, s[2:3]
	s_and_b64 s[2:3], s[38:39], vcc
	v_cndmask_b32_e64 v93, v99, v95, s[88:89]
	v_cndmask_b32_e64 v34, v99, v34, s[26:27]
	v_cmp_ge_i32_e64 s[26:27], v248, v180
	v_cndmask_b32_e64 v95, v99, v40, s[24:25]
	v_cmp_ge_i32_e64 s[24:25], v248, v181
	v_pk_mul_f32 v[40:41], v[148:149], v[134:135] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v66, v99, v69, s[12:13]
	v_cndmask_b32_e64 v69, v99, v45, s[4:5]
	v_cndmask_b32_e64 v45, v99, v53, s[2:3]
	s_and_b64 s[2:3], s[44:45], s[0:1]
	s_and_b64 s[0:1], s[42:43], s[0:1]
	v_cndmask_b32_e64 v43, v99, v43, s[22:23]
	v_cndmask_b32_e64 v42, v99, v42, s[20:21]
	v_cndmask_b32_e64 v41, v99, v41, s[18:19]
	v_cndmask_b32_e64 v40, v99, v40, s[16:17]
	v_cndmask_b32_e64 v74, v99, v76, s[6:7]
	v_cndmask_b32_e64 v50, v99, v50, s[2:3]
	v_cndmask_b32_e64 v51, v99, v51, s[0:1]
	s_and_b64 s[0:1], s[26:27], vcc
	s_and_b64 vcc, s[24:25], vcc
	v_cndmask_b32_e64 v101, v99, v101, s[0:1]
	v_cndmask_b32_e32 v99, v99, v102, vcc
	v_max3_f32 v52, v84, v85, v82
	v_max3_f32 v53, v83, v80, v81
	v_max3_f32 v76, v86, v87, v96
	v_max3_f32 v77, v92, v93, v90
	v_max3_f32 v78, v91, v46, v47
	v_max3_f32 v79, v88, v89, v94
	v_max3_f32 v102, v34, v35, v36
	v_max3_f32 v103, v37, v38, v39
	v_max3_f32 v104, v32, v33, v95
	v_max3_f32 v105, v40, v41, v42
	v_max3_f32 v106, v43, v62, v63
	v_max3_f32 v107, v60, v61, v58
	v_max3_f32 v108, v59, v66, v67
	v_max3_f32 v109, v64, v65, v70
	v_max3_f32 v130, v71, v68, v69
	v_max3_f32 v131, v74, v75, v72
	v_max3_f32 v132, v73, v48, v49
	v_max3_f32 v133, v97, v98, v100
	v_max_f32_e32 v134, v50, v51
	v_max3_f32 v135, v45, v54, v55
	v_max3_f32 v136, v56, v57, v101
	v_max3_f32 v52, v52, v53, v76
	v_max3_f32 v53, v77, v78, v79
	v_max3_f32 v76, v102, v103, v104
	v_max3_f32 v77, v105, v106, v107
	v_max3_f32 v78, v108, v109, v130
	v_max3_f32 v79, v131, v132, v133
	v_max3_f32 v102, v134, v44, v135
	v_max3_f32 v52, v52, v53, v76
	v_max3_f32 v53, v77, v78, v79
	v_max3_f32 v76, v102, v136, v99
	v_max3_f32 v52, v52, v53, v76
	ds_bpermute_b32 v53, v235, v52
	scratch_store_dword off, v31, off offset:312 ; 4-byte Folded Spill
	v_add_u32_e32 v137, s94, v239
	s_and_b64 s[0:1], s[92:93], exec
	s_cselect_b32 s0, 1, 0
	s_waitcnt lgkmcnt(0)
	v_max3_f32 v132, v146, v52, v53
	v_pk_add_f32 v[52:53], v[84:85], v[132:133] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[76:77], v[82:83], v[132:133] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[78:79], v[80:81], v[132:133] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[80:81], v[86:87], v[132:133] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v104, v96, v132
	v_pk_add_f32 v[82:83], v[92:93], v[132:133] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[84:85], v[90:91], v[132:133] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[46:47], v[46:47], v[132:133] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[86:87], v[88:89], v[132:133] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v88, v94, v132
	v_pk_add_f32 v[34:35], v[34:35], v[132:133] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[36:37], v[36:37], v[132:133] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[38:39], v[38:39], v[132:133] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[32:33], v[32:33], v[132:133] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v89, v95, v132
	v_pk_add_f32 v[40:41], v[40:41], v[132:133] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[42:43], v[132:133] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[62:63], v[62:63], v[132:133] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[60:61], v[60:61], v[132:133] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[58:59], v[132:133] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[66:67], v[66:67], v[132:133] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[64:65], v[64:65], v[132:133] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[70:71], v[70:71], v[132:133] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[68:69], v[68:69], v[132:133] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[74:75], v[74:75], v[132:133] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[72:73], v[72:73], v[132:133] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[48:49], v[48:49], v[132:133] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v90, v97, v132
	v_sub_f32_e32 v91, v98, v132
	v_sub_f32_e32 v92, v100, v132
	v_pk_add_f32 v[50:51], v[50:51], v[132:133] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[44:45], v[44:45], v[132:133] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[54:55], v[54:55], v[132:133] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[56:57], v[56:57], v[132:133] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v93, v101, v132
	v_sub_f32_e32 v94, v99, v132
	v_exp_f32_e32 v96, v52
	v_exp_f32_e32 v97, v53
	v_exp_f32_e32 v98, v76
	v_exp_f32_e32 v99, v77
	v_exp_f32_e32 v100, v78
	v_exp_f32_e32 v101, v79
	v_exp_f32_e32 v102, v80
	v_exp_f32_e32 v103, v81
	v_exp_f32_e32 v104, v104
	v_exp_f32_e32 v105, v82
	v_exp_f32_e32 v106, v83
	v_exp_f32_e32 v107, v84
	v_exp_f32_e32 v108, v85
	v_exp_f32_e32 v109, v46
	v_exp_f32_e32 v130, v47
	v_exp_f32_e32 v131, v86
	v_exp_f32_e32 v138, v87
	v_exp_f32_e32 v139, v88
	v_exp_f32_e32 v140, v34
	v_exp_f32_e32 v141, v35
	v_exp_f32_e32 v142, v36
	v_exp_f32_e32 v143, v37
	v_exp_f32_e32 v144, v38
	v_exp_f32_e32 v145, v39
	v_exp_f32_e32 v150, v32
	v_exp_f32_e32 v151, v33
	v_exp_f32_e32 v152, v89
	v_exp_f32_e32 v153, v40
	v_exp_f32_e32 v154, v41
	v_exp_f32_e32 v155, v42
	v_exp_f32_e32 v156, v43
	v_exp_f32_e32 v157, v62
	v_exp_f32_e32 v158, v63
	v_exp_f32_e32 v159, v60
	v_exp_f32_e32 v160, v61
	v_exp_f32_e32 v161, v58
	v_exp_f32_e32 v162, v59
	v_exp_f32_e32 v163, v66
	v_exp_f32_e32 v164, v67
	v_exp_f32_e32 v165, v64
	v_exp_f32_e32 v166, v65
	v_exp_f32_e32 v167, v70
	v_exp_f32_e32 v168, v71
	v_exp_f32_e32 v169, v68
	v_exp_f32_e32 v170, v69
	v_exp_f32_e32 v171, v74
	v_exp_f32_e32 v172, v75
	v_exp_f32_e32 v173, v72
	v_exp_f32_e32 v174, v73
	v_exp_f32_e32 v175, v48
	v_exp_f32_e32 v176, v49
	v_exp_f32_e32 v177, v90
	v_exp_f32_e32 v178, v91
	v_exp_f32_e32 v179, v92
	v_exp_f32_e32 v180, v50
	v_exp_f32_e32 v181, v51
	v_exp_f32_e32 v182, v44
	v_exp_f32_e32 v183, v45
	v_exp_f32_e32 v184, v54
	v_exp_f32_e32 v185, v55
	v_exp_f32_e32 v186, v56
	v_exp_f32_e32 v187, v57
	v_exp_f32_e32 v188, v93
	v_exp_f32_e32 v189, v94
	v_sub_f32_e32 v32, v146, v132
	v_exp_f32_e32 v133, v32
	v_pk_add_f32 v[32:33], v[96:97], v[98:99]
	v_pk_add_f32 v[34:35], v[100:101], v[102:103]
	v_pk_add_f32 v[36:37], v[104:105], v[106:107]
	v_pk_add_f32 v[38:39], v[108:109], v[130:131]
	v_pk_add_f32 v[40:41], v[138:139], v[140:141]
	v_pk_add_f32 v[42:43], v[142:143], v[144:145]
	v_pk_add_f32 v[44:45], v[150:151], v[152:153]
	v_pk_add_f32 v[46:47], v[154:155], v[156:157]
	v_pk_add_f32 v[48:49], v[158:159], v[160:161]
	v_pk_add_f32 v[50:51], v[162:163], v[164:165]
	v_pk_add_f32 v[52:53], v[166:167], v[168:169]
	v_pk_add_f32 v[54:55], v[170:171], v[172:173]
	v_pk_add_f32 v[56:57], v[174:175], v[176:177]
	v_pk_add_f32 v[58:59], v[178:179], v[180:181]
	v_pk_add_f32 v[60:61], v[182:183], v[184:185]
	v_pk_add_f32 v[62:63], v[186:187], v[188:189]
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
	v_add_u32_e32 v53, s94, v244
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_add_u32_e32 v54, s94, v245
	v_add_f32_e32 v135, v32, v33
	v_add_u32_e32 v32, 0x20000, v234
	ds_write_b32 v32, v133
	v_add_u32_e32 v32, 0x20000, v220
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v134, v32
	v_add_u32_e32 v32, s94, v237
	ds_read2_b64 v[92:95], v32 offset1:16
	v_add_u32_e32 v33, s94, v240
	v_add_u32_e32 v32, 0x4000, v32
	ds_read2_b64 v[36:39], v32 offset1:16
	v_add_u32_e32 v32, 0x4000, v33
	ds_read2_b64 v[40:43], v32 offset1:16
	v_add_u32_e32 v32, 0x4000, v53
	v_add_u32_e32 v34, s94, v241
	v_add_u32_e32 v52, s94, v243
	ds_read2_b64 v[56:59], v32 offset1:16
	v_add_u32_e32 v32, 0x4000, v54
	ds_read2_b64 v[84:87], v34 offset1:16
	v_add_u32_e32 v35, s94, v242
	v_add_u32_e32 v34, 0x4000, v34
	ds_read2_b64 v[60:63], v32 offset1:16
	v_add_u32_e32 v32, 0x4000, v52
	ds_read2_b64 v[76:79], v52 offset1:16
	ds_read2_b64 v[68:71], v53 offset1:16
	ds_read2_b64 v[64:67], v54 offset1:16
	ds_read2_b64 v[44:47], v34 offset1:16
	v_add_u32_e32 v34, 0x4000, v35
	ds_read2_b64 v[52:55], v32 offset1:16
	v_add_u32_e32 v32, 0x4000, v137
	ds_bpermute_b32 v136, v235, v135
	ds_read2_b64 v[88:91], v33 offset1:16
	ds_read2_b64 v[80:83], v35 offset1:16
	ds_read2_b64 v[72:75], v137 offset1:16
	ds_read2_b64 v[48:51], v34 offset1:16
	ds_read2_b64 v[32:35], v32 offset1:16
	v_cvt_f16_f32_e32 v96, v96
	v_cvt_f16_f32_e32 v97, v97
	v_cvt_f16_f32_e32 v98, v98
	v_cvt_f16_f32_e32 v99, v99
	s_cmp_lg_u32 s0, 1
	v_cvt_f16_f32_e32 v100, v100
	v_cvt_f16_f32_e32 v101, v101
	v_cvt_f16_f32_e32 v102, v102
	v_cvt_f16_f32_e32 v103, v103
	v_cvt_f16_f32_e32 v104, v104
	v_cvt_f16_f32_e32 v105, v105
	v_cvt_f16_f32_e32 v106, v106
	v_cvt_f16_f32_e32 v107, v107
	v_cvt_f16_f32_e32 v108, v108
	v_cvt_f16_f32_e32 v109, v109
	v_cvt_f16_f32_e32 v130, v130
	v_cvt_f16_f32_e32 v131, v131
	v_cvt_f16_f32_e32 v137, v138
	v_cvt_f16_f32_e32 v138, v139
	v_cvt_f16_f32_e32 v139, v140
	v_cvt_f16_f32_e32 v140, v141
	v_cvt_f16_f32_e32 v141, v142
	v_cvt_f16_f32_e32 v142, v143
	v_cvt_f16_f32_e32 v143, v144
	v_cvt_f16_f32_e32 v144, v145
	v_cvt_f16_f32_e32 v145, v150
	v_cvt_f16_f32_e32 v149, v151
	v_cvt_f16_f32_e32 v150, v152
	v_cvt_f16_f32_e32 v151, v153
	v_cvt_f16_f32_e32 v152, v154
	v_cvt_f16_f32_e32 v153, v155
	v_cvt_f16_f32_e32 v154, v156
	v_cvt_f16_f32_e32 v155, v157
	v_cvt_f16_f32_e32 v156, v158
	v_cvt_f16_f32_e32 v157, v159
	v_cvt_f16_f32_e32 v158, v160
	v_cvt_f16_f32_e32 v159, v161
	v_cvt_f16_f32_e32 v160, v162
	v_cvt_f16_f32_e32 v161, v163
	v_cvt_f16_f32_e32 v162, v164
	v_cvt_f16_f32_e32 v163, v165
	v_cvt_f16_f32_e32 v164, v166
	v_cvt_f16_f32_e32 v165, v167
	v_cvt_f16_f32_e32 v166, v168
	v_cvt_f16_f32_e32 v167, v169
	v_cvt_f16_f32_e32 v168, v170
	v_cvt_f16_f32_e32 v169, v171
	v_cvt_f16_f32_e32 v170, v172
	v_cvt_f16_f32_e32 v171, v173
	v_cvt_f16_f32_e32 v172, v174
	v_cvt_f16_f32_e32 v173, v175
	v_cvt_f16_f32_e32 v174, v176
	v_cvt_f16_f32_e32 v175, v177
	v_cvt_f16_f32_e32 v176, v178
	v_cvt_f16_f32_e32 v177, v179
	v_cvt_f16_f32_e32 v178, v180
	v_cvt_f16_f32_e32 v179, v181
	v_cvt_f16_f32_e32 v180, v182
	v_cvt_f16_f32_e32 v181, v183
	v_cvt_f16_f32_e32 v182, v184
	v_cvt_f16_f32_e32 v183, v185
	v_cvt_f16_f32_e32 v184, v186
	v_cvt_f16_f32_e32 v185, v187
	v_cvt_f16_f32_e32 v186, v188
	v_cvt_f16_f32_e32 v187, v189
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v238, v96
	ds_write_b16 v238, v97 offset:256
	ds_write_b16 v238, v98 offset:512
	ds_write_b16 v238, v99 offset:768
	ds_write_b16 v238, v100 offset:2048
	ds_write_b16 v238, v101 offset:2304
	ds_write_b16 v238, v102 offset:2560
	ds_write_b16 v238, v103 offset:2816
	ds_write_b16 v238, v104 offset:4096
	ds_write_b16 v238, v105 offset:4352
	ds_write_b16 v238, v106 offset:4608
	ds_write_b16 v238, v107 offset:4864
	ds_write_b16 v238, v108 offset:6144
	ds_write_b16 v238, v109 offset:6400
	ds_write_b16 v238, v130 offset:6656
	ds_write_b16 v238, v131 offset:6912
	ds_write_b16 v238, v137 offset:8192
	ds_write_b16 v238, v138 offset:8448
	ds_write_b16 v238, v139 offset:8704
	ds_write_b16 v238, v140 offset:8960
	ds_write_b16 v238, v141 offset:10240
	ds_write_b16 v238, v142 offset:10496
	ds_write_b16 v238, v143 offset:10752
	ds_write_b16 v238, v144 offset:11008
	ds_write_b16 v238, v145 offset:12288
	ds_write_b16 v238, v149 offset:12544
	ds_write_b16 v238, v150 offset:12800
	ds_write_b16 v238, v151 offset:13056
	ds_write_b16 v238, v152 offset:14336
	ds_write_b16 v238, v153 offset:14592
	ds_write_b16 v238, v154 offset:14848
	ds_write_b16 v238, v155 offset:15104
	ds_write_b16 v238, v156 offset:16384
	ds_write_b16 v238, v157 offset:16640
	ds_write_b16 v238, v158 offset:16896
	ds_write_b16 v238, v159 offset:17152
	ds_write_b16 v238, v160 offset:18432
	ds_write_b16 v238, v161 offset:18688
	ds_write_b16 v238, v162 offset:18944
	ds_write_b16 v238, v163 offset:19200
	ds_write_b16 v238, v164 offset:20480
	ds_write_b16 v238, v165 offset:20736
	ds_write_b16 v238, v166 offset:20992
	ds_write_b16 v238, v167 offset:21248
	ds_write_b16 v238, v168 offset:22528
	ds_write_b16 v238, v169 offset:22784
	ds_write_b16 v238, v170 offset:23040
	ds_write_b16 v238, v171 offset:23296
	ds_write_b16 v238, v172 offset:24576
	ds_write_b16 v238, v173 offset:24832
	ds_write_b16 v238, v174 offset:25088
	ds_write_b16 v238, v175 offset:25344
	ds_write_b16 v238, v176 offset:26624
	ds_write_b16 v238, v177 offset:26880
	ds_write_b16 v238, v178 offset:27136
	ds_write_b16 v238, v179 offset:27392
	ds_write_b16 v238, v180 offset:28672
	ds_write_b16 v238, v181 offset:28928
	ds_write_b16 v238, v182 offset:29184
	ds_write_b16 v238, v183 offset:29440
	ds_write_b16 v238, v184 offset:30720
	ds_write_b16 v238, v185 offset:30976
	ds_write_b16 v238, v186 offset:31232
	ds_write_b16 v238, v187 offset:31488
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_17
; %bb.27:
	scratch_load_dwordx4 v[16:19], off, off ; 16-byte Folded Reload
	scratch_load_dwordx4 v[20:23], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[24:27], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[28:31], off, off offset:48 ; 16-byte Folded Reload
	ds_read_u16 v96, v236 offset:768
	ds_read_u16 v97, v236 offset:512
	ds_read_u16 v98, v236 offset:256
	ds_read_u16 v99, v236
	s_mov_b32 s0, 0x5040100
	v_pk_mul_f32 v[14:15], v[14:15], v[134:135] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[134:135] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[134:135] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[134:135] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[134:135] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[134:135] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[134:135] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[134:135] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v97, v96, v97, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v96, v98, v99, s0
	v_mov_b32_e32 v146, v132
	s_waitcnt vmcnt(3)
	v_pk_mul_f32 v[18:19], v[18:19], v[134:135] op_sel_hi:[1,0]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[22:23], v[22:23], v[134:135] op_sel_hi:[1,0]
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[26:27], v[26:27], v[134:135] op_sel_hi:[1,0]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[30:31], v[30:31], v[134:135] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[134:135] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[134:135] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[134:135] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[134:135] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[0:15], v[92:93], v[96:97], v[0:15]
	ds_read_u16 v92, v236 offset:2816
	ds_read_u16 v93, v236 offset:2560
	ds_read_u16 v98, v236 offset:2304
	ds_read_u16 v99, v236 offset:2048
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v93, v92, v93, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v92, v98, v99, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[96:97], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[88:89], v[92:93], v[0:15]
	ds_read_u16 v88, v236 offset:4864
	ds_read_u16 v89, v236 offset:4608
	ds_read_u16 v98, v236 offset:4352
	ds_read_u16 v99, v236 offset:4096
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v89, v88, v89, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v88, v98, v99, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[92:93], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[84:85], v[88:89], v[0:15]
	ds_read_u16 v84, v236 offset:6912
	ds_read_u16 v85, v236 offset:6656
	ds_read_u16 v98, v236 offset:6400
	ds_read_u16 v99, v236 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v85, v84, v85, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v84, v98, v99, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[36:37], v[88:89], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[80:81], v[84:85], v[0:15]
	ds_read_u16 v80, v236 offset:8960
	ds_read_u16 v81, v236 offset:8704
	ds_read_u16 v98, v236 offset:8448
	ds_read_u16 v99, v236 offset:8192
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v81, v80, v81, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v80, v98, v99, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[84:85], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[76:77], v[80:81], v[0:15]
	ds_read_u16 v76, v236 offset:11008
	ds_read_u16 v77, v236 offset:10752
	ds_read_u16 v98, v236 offset:10496
	ds_read_u16 v99, v236 offset:10240
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v77, v76, v77, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v76, v98, v99, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[80:81], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[72:73], v[76:77], v[0:15]
	ds_read_u16 v72, v236 offset:13056
	ds_read_u16 v73, v236 offset:12800
	ds_read_u16 v98, v236 offset:12544
	ds_read_u16 v99, v236 offset:12288
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v73, v72, v73, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v72, v98, v99, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[60:61], v[76:77], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[68:69], v[72:73], v[0:15]
	ds_read_u16 v68, v236 offset:15104
	ds_read_u16 v69, v236 offset:14848
	ds_read_u16 v98, v236 offset:14592
	ds_read_u16 v99, v236 offset:14336
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v69, v68, v69, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v68, v98, v99, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[52:53], v[72:73], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[64:65], v[68:69], v[0:15]
	ds_read_u16 v64, v236 offset:17152
	ds_read_u16 v65, v236 offset:16896
	ds_read_u16 v98, v236 offset:16640
	ds_read_u16 v99, v236 offset:16384
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v65, v64, v65, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v64, v98, v99, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[32:33], v[68:69], v[16:31]
	v_add_f32_e32 v32, v135, v136
	v_fmac_f32_e32 v32, v147, v133
	v_mov_b32_e32 v147, v32
	v_mfma_f32_32x32x8_f16 v[0:15], v[94:95], v[64:65], v[0:15]
	ds_read_u16 v94, v236 offset:19200
	ds_read_u16 v95, v236 offset:18944
	ds_read_u16 v98, v236 offset:18688
	ds_read_u16 v99, v236 offset:18432
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v95, v94, v95, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v94, v98, v99, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[46:47], v[64:65], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[90:91], v[94:95], v[0:15]
	ds_read_u16 v90, v236 offset:21248
	ds_read_u16 v91, v236 offset:20992
	ds_read_u16 v98, v236 offset:20736
	ds_read_u16 v99, v236 offset:20480
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v91, v90, v91, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v90, v98, v99, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[50:51], v[94:95], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[86:87], v[90:91], v[0:15]
	ds_read_u16 v86, v236 offset:23296
	ds_read_u16 v87, v236 offset:23040
	ds_read_u16 v98, v236 offset:22784
	ds_read_u16 v99, v236 offset:22528
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v87, v86, v87, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v86, v98, v99, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[38:39], v[90:91], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[82:83], v[86:87], v[0:15]
	ds_read_u16 v82, v236 offset:25344
	ds_read_u16 v83, v236 offset:25088
	ds_read_u16 v98, v236 offset:24832
	ds_read_u16 v99, v236 offset:24576
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v83, v82, v83, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v82, v98, v99, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[42:43], v[86:87], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[78:79], v[82:83], v[0:15]
	ds_read_u16 v78, v236 offset:27392
	ds_read_u16 v79, v236 offset:27136
	ds_read_u16 v98, v236 offset:26880
	ds_read_u16 v99, v236 offset:26624
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v79, v78, v79, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v78, v98, v99, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[58:59], v[82:83], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[74:75], v[78:79], v[0:15]
	ds_read_u16 v74, v236 offset:29440
	ds_read_u16 v75, v236 offset:29184
	ds_read_u16 v98, v236 offset:28928
	ds_read_u16 v99, v236 offset:28672
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v75, v74, v75, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v74, v98, v99, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[62:63], v[78:79], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[70:71], v[74:75], v[0:15]
	ds_read_u16 v70, v236 offset:31488
	ds_read_u16 v71, v236 offset:31232
	ds_read_u16 v98, v236 offset:30976
	ds_read_u16 v99, v236 offset:30720
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v71, v70, v71, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v70, v98, v99, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[54:55], v[74:75], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[66:67], v[70:71], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[34:35], v[70:71], v[16:31]
	s_nop 10
	scratch_store_dwordx4 off, v[16:19], off ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[20:23], off offset:16 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[24:27], off offset:32 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[28:31], off offset:48 ; 16-byte Folded Spill
.LBB0_17:
	scratch_load_dword v32, off, off offset:728 ; 4-byte Folded Reload
	s_cmpk_gt_i32 s9, 0xff
	v_mov_b32_e32 v149, v148
	v_mov_b32_e32 v132, v148
	s_cselect_b64 vcc, -1, 0
	s_cmpk_lt_i32 s9, 0x100
	v_mov_b32_e32 v133, v148
	v_mov_b32_e32 v101, v112
	s_cbranch_scc1 .LBB0_18
; %bb.29:
	scratch_load_dwordx4 v[16:19], off, off offset:712 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[134:137], off, off offset:316 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[106:109], off, off offset:360 ; 16-byte Folded Reload
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v84, s98, v32
	ds_read2_b64 v[32:35], v84 offset1:2
	v_add_u32_e32 v52, 0x2000, v84
	ds_read2_b64 v[48:51], v52 offset1:2
	v_add_u32_e32 v85, 0x4000, v84
	ds_read2_b64 v[80:83], v85 offset1:2
	v_add_u32_e32 v100, 0x6000, v84
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[64:79], v[32:33], v[122:123], 0
	ds_read2_b64 v[96:99], v100 offset1:2
	v_mfma_f32_32x32x8_f16 v[64:79], v[34:35], v[126:127], v[64:79]
	ds_read2_b64 v[32:35], v84 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[32:33], v[224:225], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[34:35], v[114:115], v[64:79]
	ds_read2_b64 v[32:35], v84 offset0:8 offset1:10
	s_waitcnt vmcnt(2) lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[32:33], v[16:17], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[34:35], v[118:119], v[64:79]
	ds_read2_b64 v[32:35], v84 offset0:12 offset1:14
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[32:33], v[134:135], v[64:79]
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[34:35], v[106:107], v[64:79]
	ds_read2_b64 v[32:35], v84 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[32:33], v[124:125], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[34:35], v[128:129], v[64:79]
	ds_read2_b64 v[32:35], v84 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[32:33], v[226:227], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[34:35], v[116:117], v[64:79]
	ds_read2_b64 v[32:35], v84 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[32:33], v[18:19], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[34:35], v[120:121], v[64:79]
	ds_read2_b64 v[32:35], v84 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[64:79], v[32:33], v[136:137], v[64:79]
	v_mfma_f32_32x32x8_f16 v[64:79], v[34:35], v[108:109], v[64:79]
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[122:123], 0
	s_nop 9
	v_mov_b32_e32 v102, v72
	v_mov_b32_e32 v103, v77
	v_mov_b32_e32 v72, v75
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[126:127], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[224:225], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[114:115], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[16:17], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[118:119], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[134:135], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[106:107], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[124:125], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[128:129], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[226:227], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[116:117], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[18:19], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[120:121], v[32:47]
	ds_read2_b64 v[48:51], v52 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[32:47], v[48:49], v[136:137], v[32:47]
	v_mfma_f32_32x32x8_f16 v[32:47], v[50:51], v[108:109], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[80:81], v[122:123], 0
	v_mfma_f32_32x32x8_f16 v[48:63], v[82:83], v[126:127], v[48:63]
	ds_read2_b64 v[80:83], v85 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[80:81], v[224:225], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[82:83], v[114:115], v[48:63]
	ds_read2_b64 v[80:83], v85 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[80:81], v[16:17], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[82:83], v[118:119], v[48:63]
	ds_read2_b64 v[80:83], v85 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[80:81], v[134:135], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[82:83], v[106:107], v[48:63]
	ds_read2_b64 v[80:83], v85 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[80:81], v[124:125], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[82:83], v[128:129], v[48:63]
	ds_read2_b64 v[80:83], v85 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[80:81], v[226:227], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[82:83], v[116:117], v[48:63]
	ds_read2_b64 v[80:83], v85 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[80:81], v[18:19], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[82:83], v[120:121], v[48:63]
	ds_read2_b64 v[80:83], v85 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[80:81], v[136:137], v[48:63]
	v_mfma_f32_32x32x8_f16 v[48:63], v[82:83], v[108:109], v[48:63]
	v_mfma_f32_32x32x8_f16 v[80:95], v[96:97], v[122:123], 0
	v_mfma_f32_32x32x8_f16 v[80:95], v[98:99], v[126:127], v[80:95]
	ds_read2_b64 v[96:99], v100 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[96:97], v[224:225], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[98:99], v[114:115], v[80:95]
	ds_read2_b64 v[96:99], v100 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[96:97], v[16:17], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[98:99], v[118:119], v[80:95]
	ds_read2_b64 v[96:99], v100 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[96:97], v[134:135], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[98:99], v[106:107], v[80:95]
	ds_read2_b64 v[96:99], v100 offset0:16 offset1:18
	ds_read2_b64 v[104:107], v100 offset0:28 offset1:30
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[80:95], v[96:97], v[124:125], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[98:99], v[128:129], v[80:95]
	ds_read2_b64 v[96:99], v100 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[96:97], v[226:227], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[98:99], v[116:117], v[80:95]
	ds_read2_b64 v[96:99], v100 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[96:97], v[18:19], v[80:95]
	v_mfma_f32_32x32x8_f16 v[80:95], v[98:99], v[120:121], v[80:95]
	v_mov_b32_e32 v98, v42
	v_mov_b32_e32 v99, v47
	v_mov_b32_e32 v42, v43
	v_mov_b32_e32 v43, v44
	v_mov_b32_e32 v44, v45
	v_mov_b32_e32 v45, v46
	v_mov_b32_e32 v46, v73
	v_mfma_f32_32x32x8_f16 v[80:95], v[104:105], v[136:137], v[80:95]
	v_mov_b32_e32 v47, v74
	v_mov_b32_e32 v73, v76
	v_mfma_f32_32x32x8_f16 v[80:95], v[106:107], v[108:109], v[80:95]
	s_branch .LBB0_19
.LBB0_18:
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, v84
	v_mov_b32_e32 v86, v84
	v_mov_b32_e32 v87, v84
	v_mov_b32_e32 v40, v84
	v_mov_b32_e32 v41, v84
	v_mov_b32_e32 v98, v84
	v_mov_b32_e32 v99, v84
	v_mov_b32_e32 v60, v84
	v_mov_b32_e32 v61, v84
	v_mov_b32_e32 v62, v84
	v_mov_b32_e32 v63, v84
	v_mov_b32_e32 v80, v84
	v_mov_b32_e32 v81, v84
	v_mov_b32_e32 v82, v84
	v_mov_b32_e32 v83, v84
	v_mov_b32_e32 v102, v84
	v_mov_b32_e32 v103, v84
	v_mov_b32_e32 v78, v84
	v_mov_b32_e32 v79, v84
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v32, v84
	v_mov_b32_e32 v33, v84
	v_mov_b32_e32 v38, v84
	v_mov_b32_e32 v39, v84
	v_mov_b32_e32 v56, v84
	v_mov_b32_e32 v57, v84
	v_mov_b32_e32 v58, v84
	v_mov_b32_e32 v59, v84
	v_mov_b32_e32 v48, v84
	v_mov_b32_e32 v49, v84
	v_mov_b32_e32 v50, v84
	v_mov_b32_e32 v51, v84
	v_mov_b32_e32 v52, v84
	v_mov_b32_e32 v53, v84
	v_mov_b32_e32 v54, v84
	v_mov_b32_e32 v55, v84
	v_mov_b32_e32 v42, v84
	v_mov_b32_e32 v43, v84
	v_mov_b32_e32 v44, v84
	v_mov_b32_e32 v45, v84
	v_mov_b32_e32 v46, v84
	v_mov_b32_e32 v47, v84
	v_mov_b32_e32 v72, v84
	v_mov_b32_e32 v73, v84
	v_mov_b32_e32 v34, v84
	v_mov_b32_e32 v35, v84
	v_mov_b32_e32 v36, v84
	v_mov_b32_e32 v37, v84
	v_mov_b32_e32 v64, v84
	v_mov_b32_e32 v65, v84
	v_mov_b32_e32 v66, v84
	v_mov_b32_e32 v67, v84
	v_mov_b32_e32 v68, v84
	v_mov_b32_e32 v69, v84
	v_mov_b32_e32 v70, v84
	v_mov_b32_e32 v71, v84
	v_mov_b32_e32 v88, v84
	v_mov_b32_e32 v89, v84
	v_mov_b32_e32 v90, v84
	v_mov_b32_e32 v91, v84
	v_mov_b32_e32 v92, v84
	v_mov_b32_e32 v93, v84
	v_mov_b32_e32 v94, v84
	v_mov_b32_e32 v95, v84
.LBB0_19:
	scratch_load_dwordx4 v[104:107], off, off offset:296 ; 16-byte Folded Reload
	scratch_load_dword v16, off, off offset:356 ; 4-byte Folded Reload
	scratch_load_dword v17, off, off offset:336 ; 4-byte Folded Reload
	scratch_load_dword v18, off, off offset:352 ; 4-byte Folded Reload
	scratch_load_dword v19, off, off offset:340 ; 4-byte Folded Reload
	scratch_load_dword v20, off, off offset:348 ; 4-byte Folded Reload
	scratch_load_dword v21, off, off offset:344 ; 4-byte Folded Reload
	scratch_load_dword v22, off, off offset:332 ; 4-byte Folded Reload
	scratch_load_dword v23, off, off offset:312 ; 4-byte Folded Reload
	scratch_load_dwordx4 v[24:27], off, off offset:240 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[28:31], off, off offset:256 ; 16-byte Folded Reload
	scratch_load_dword v159, off, off offset:288 ; 4-byte Folded Reload
	scratch_load_dword v160, off, off offset:280 ; 4-byte Folded Reload
	scratch_load_dword v161, off, off offset:272 ; 4-byte Folded Reload
	s_lshl_b32 s0, s33, 7
	s_add_i32 s96, s96, s0
	v_or_b32_e32 v120, s96, v251
	v_or_b32_e32 v121, s96, v252
	v_or_b32_e32 v122, s96, v253
	v_or_b32_e32 v125, s96, v206
	v_or_b32_e32 v126, s96, v228
	v_or_b32_e32 v127, s96, v232
	v_or_b32_e32 v76, s96, v111
	v_or_b32_e32 v77, s96, v200
	v_or_b32_e32 v100, s96, v110
	v_or_b32_e32 v130, s96, v229
	v_or_b32_e32 v131, s96, v209
	v_cmp_gt_i32_e64 s[10:11], s95, v120
	v_cmp_ge_i32_e64 s[12:13], v248, v120
	v_cmp_ge_i32_e64 s[16:17], v248, v121
	v_cmp_ge_i32_e64 s[20:21], v248, v122
	v_cmp_ge_i32_e64 s[30:31], v248, v126
	v_cmp_ge_i32_e64 s[28:29], v248, v125
	v_cmp_ge_i32_e64 s[22:23], v248, v127
	v_or_b32_e32 v75, s96, v101
	v_or_b32_e32 v96, s96, v198
	v_or_b32_e32 v97, s96, v196
	v_or_b32_e32 v101, s96, v190
	v_or_b32_e32 v129, s96, v202
	v_cmp_gt_i32_e64 s[6:7], s95, v131
	v_cmp_ge_i32_e64 s[74:75], v248, v100
	v_cmp_ge_i32_e64 s[80:81], v248, v77
	v_cmp_ge_i32_e64 s[84:85], v248, v76
	v_cmp_ge_i32_e64 s[18:19], v248, v130
	v_mov_b32_e32 v76, v148
	v_mov_b32_e32 v77, v148
	v_mov_b32_e32 v100, 0xc9742400
	s_and_b64 s[30:31], s[30:31], s[10:11]
	s_and_b64 s[28:29], s[28:29], s[10:11]
	v_pk_mul_f32 v[40:41], v[132:133], v[40:41]
	s_and_b64 s[22:23], s[22:23], s[10:11]
	s_and_b64 s[20:21], s[20:21], s[10:11]
	s_and_b64 s[16:17], s[16:17], s[10:11]
	v_cmp_gt_i32_e64 s[70:71], s95, v101
	v_cmp_ge_i32_e64 s[72:73], v248, v97
	v_cmp_ge_i32_e64 s[76:77], v248, v96
	v_cmp_ge_i32_e64 s[82:83], v248, v75
	v_cmp_ge_i32_e64 s[78:79], v248, v101
	v_cmp_ge_i32_e64 s[14:15], v248, v129
	v_pk_mul_f32 v[50:51], v[76:77], v[50:51]
	s_and_b64 s[78:79], s[78:79], s[70:71]
	s_and_b64 s[82:83], s[82:83], s[70:71]
	s_and_b64 s[84:85], s[84:85], s[70:71]
	s_and_b64 s[80:81], s[80:81], s[70:71]
	s_and_b64 s[76:77], s[76:77], s[70:71]
	s_and_b64 s[72:73], s[72:73], s[70:71]
	s_and_b64 s[74:75], s[74:75], s[70:71]
	v_pk_mul_f32 v[70:71], v[76:77], v[70:71]
	v_or_b32_e32 v137, s96, v254
	v_cndmask_b32_e64 v71, v100, v71, s[74:75]
	v_cmp_ge_i32_e64 s[74:75], v248, v131
	v_pk_mul_f32 v[48:49], v[132:133], v[48:49]
	v_or_b32_e32 v136, s96, v201
	v_cndmask_b32_e64 v70, v100, v70, s[72:73]
	v_cmp_ge_i32_e64 s[72:73], v248, v137
	v_pk_mul_f32 v[68:69], v[76:77], v[68:69]
	v_pk_mul_f32 v[66:67], v[76:77], v[66:67]
	v_cndmask_b32_e64 v69, v100, v69, s[76:77]
	v_cmp_ge_i32_e64 s[76:77], v248, v136
	v_pk_mul_f32 v[54:55], v[76:77], v[54:55]
	v_or_b32_e32 v140, s96, v203
	v_or_b32_e32 v141, s96, v208
	v_cndmask_b32_e64 v68, v100, v68, s[80:81]
	s_waitcnt vmcnt(12)
	v_or_b32_e32 v139, s96, v16
	s_waitcnt vmcnt(10)
	v_or_b32_e32 v135, s96, v18
	s_waitcnt vmcnt(9)
	v_or_b32_e32 v134, s96, v19
	s_waitcnt vmcnt(8)
	v_or_b32_e32 v128, s96, v20
	s_waitcnt vmcnt(7)
	v_or_b32_e32 v124, s96, v21
	s_waitcnt vmcnt(6)
	v_or_b32_e32 v123, s96, v22
	v_cmp_ge_i32_e64 s[26:27], v248, v124
	v_cmp_ge_i32_e64 s[24:25], v248, v123
	s_waitcnt vmcnt(4)
	v_or_b32_e32 v74, s96, v25
	s_and_b64 s[26:27], s[26:27], s[10:11]
	s_and_b64 s[24:25], s[24:25], s[10:11]
	s_and_b64 s[10:11], s[12:13], s[10:11]
	v_cmp_ge_i32_e64 s[86:87], v248, v74
	v_cndmask_b32_e64 v40, v100, v40, s[10:11]
	s_and_b64 s[10:11], s[18:19], s[6:7]
	s_and_b64 s[86:87], s[86:87], s[70:71]
	v_cmp_ge_i32_e64 s[70:71], v248, v128
	v_cndmask_b32_e64 v51, v100, v51, s[10:11]
	s_and_b64 s[10:11], s[14:15], s[6:7]
	v_cndmask_b32_e64 v50, v100, v50, s[10:11]
	s_and_b64 s[10:11], s[70:71], s[6:7]
	v_cndmask_b32_e64 v49, v100, v49, s[10:11]
	s_and_b64 s[10:11], s[74:75], s[6:7]
	v_cndmask_b32_e64 v48, v100, v48, s[10:11]
	s_and_b64 s[10:11], s[72:73], s[6:7]
	v_pk_mul_f32 v[74:75], v[148:149], v[64:65]
	v_cmp_ge_i32_e64 s[80:81], v248, v135
	v_cndmask_b32_e64 v65, v100, v67, s[84:85]
	v_cmp_ge_i32_e64 s[84:85], v248, v134
	v_cndmask_b32_e64 v55, v100, v55, s[10:11]
	s_and_b64 s[10:11], s[76:77], s[6:7]
	v_cmp_gt_i32_e64 s[4:5], s95, v141
	v_cndmask_b32_e64 v64, v100, v66, s[82:83]
	v_cmp_ge_i32_e64 s[82:83], v248, v140
	v_pk_mul_f32 v[52:53], v[132:133], v[52:53]
	v_cndmask_b32_e64 v54, v100, v54, s[10:11]
	s_and_b64 s[10:11], s[80:81], s[6:7]
	s_and_b64 s[6:7], s[84:85], s[6:7]
	v_or_b32_e32 v104, s96, v104
	v_or_b32_e32 v105, s96, v199
	v_or_b32_e32 v106, s96, v197
	v_or_b32_e32 v107, s96, v195
	v_or_b32_e32 v108, s96, v193
	v_or_b32_e32 v109, s96, v210
	v_or_b32_e32 v110, s96, v211
	v_or_b32_e32 v111, s96, v207
	v_or_b32_e32 v138, s96, v17
	v_cndmask_b32_e64 v67, v100, v75, s[86:87]
	v_cmp_ge_i32_e64 s[86:87], v248, v139
	v_pk_mul_f32 v[58:59], v[76:77], v[58:59]
	v_cndmask_b32_e64 v52, v100, v52, s[6:7]
	s_and_b64 s[6:7], s[82:83], s[4:5]
	v_or_b32_e32 v112, s96, v113
	v_or_b32_e32 v113, s96, v204
	v_or_b32_e32 v116, s96, v191
	v_cmp_gt_i32_e64 s[52:53], s95, v104
	v_cmp_ge_i32_e64 s[60:61], v248, v104
	v_cmp_ge_i32_e64 s[54:55], v248, v108
	v_cmp_ge_i32_e64 s[56:57], v248, v107
	v_cmp_ge_i32_e64 s[58:59], v248, v106
	v_cmp_ge_i32_e64 s[62:63], v248, v105
	v_cmp_ge_i32_e64 s[64:65], v248, v109
	v_cmp_ge_i32_e64 s[66:67], v248, v110
	v_cmp_ge_i32_e64 s[68:69], v248, v111
	v_cndmask_b32_e64 v66, v100, v74, s[78:79]
	v_cmp_ge_i32_e64 s[78:79], v248, v138
	v_cndmask_b32_e64 v59, v100, v59, s[6:7]
	s_and_b64 s[6:7], s[86:87], s[4:5]
	v_or_b32_e32 v150, s96, v217
	v_or_b32_e32 v153, s96, v218
	v_cmp_gt_i32_e64 s[34:35], s95, v112
	v_cmp_ge_i32_e64 s[44:45], v248, v113
	v_cmp_ge_i32_e64 s[38:39], v248, v116
	s_and_b64 s[88:89], s[60:61], s[52:53]
	s_and_b64 s[90:91], s[64:65], s[52:53]
	s_and_b64 s[92:93], s[66:67], s[52:53]
	s_and_b64 s[68:69], s[68:69], s[52:53]
	s_and_b64 s[60:61], s[62:63], s[52:53]
	s_and_b64 s[58:59], s[58:59], s[52:53]
	s_and_b64 s[62:63], s[56:57], s[52:53]
	s_and_b64 s[52:53], s[54:55], s[52:53]
	v_cmp_ge_i32_e64 s[56:57], v248, v141
	v_pk_mul_f32 v[74:75], v[76:77], v[72:73]
	v_pk_mul_f32 v[56:57], v[132:133], v[56:57]
	v_cndmask_b32_e64 v58, v100, v58, s[6:7]
	s_and_b64 s[6:7], s[78:79], s[4:5]
	v_or_b32_e32 v152, s96, v215
	v_cmp_gt_i32_e64 s[2:3], s95, v150
	v_cndmask_b32_e64 v72, v100, v75, s[52:53]
	v_cndmask_b32_e64 v75, v100, v74, s[62:63]
	s_and_b64 s[62:63], s[44:45], s[34:35]
	s_and_b64 s[44:45], s[38:39], s[34:35]
	v_pk_mul_f32 v[36:37], v[76:77], v[36:37]
	v_cmp_ge_i32_e64 s[64:65], v248, v153
	v_cndmask_b32_e64 v57, v100, v57, s[6:7]
	s_and_b64 s[6:7], s[56:57], s[4:5]
	v_or_b32_e32 v114, s96, v194
	v_or_b32_e32 v115, s96, v192
	v_or_b32_e32 v117, s96, v23
	v_or_b32_e32 v118, s96, v233
	v_or_b32_e32 v119, s96, v250
	v_or_b32_e32 v151, s96, v216
	v_cndmask_b32_e64 v36, v100, v36, s[44:45]
	v_cmp_ge_i32_e64 s[44:45], v248, v152
	v_pk_mul_f32 v[82:83], v[76:77], v[82:83]
	v_cndmask_b32_e64 v56, v100, v56, s[6:7]
	s_and_b64 s[6:7], s[64:65], s[2:3]
	v_cmp_ge_i32_e64 s[42:43], v248, v112
	v_cmp_ge_i32_e64 s[36:37], v248, v117
	v_cmp_ge_i32_e64 s[40:41], v248, v115
	v_cmp_ge_i32_e64 s[46:47], v248, v114
	v_cmp_ge_i32_e64 s[48:49], v248, v118
	v_cmp_ge_i32_e64 s[50:51], v248, v119
	v_cmp_ge_i32_e64 s[38:39], v248, v151
	v_cndmask_b32_e64 v83, v100, v83, s[6:7]
	s_and_b64 s[6:7], s[44:45], s[2:3]
	v_or_b32_e32 v145, s96, v214
	v_pk_mul_f32 v[46:47], v[132:133], v[46:47]
	s_and_b64 s[42:43], s[42:43], s[34:35]
	s_and_b64 s[48:49], s[48:49], s[34:35]
	s_and_b64 s[50:51], s[50:51], s[34:35]
	s_and_b64 s[46:47], s[46:47], s[34:35]
	s_and_b64 s[40:41], s[40:41], s[34:35]
	s_and_b64 s[36:37], s[36:37], s[34:35]
	v_cmp_ge_i32_e64 s[34:35], v248, v150
	v_pk_mul_f32 v[80:81], v[76:77], v[80:81]
	v_cndmask_b32_e64 v82, v100, v82, s[6:7]
	s_and_b64 s[6:7], s[38:39], s[2:3]
	v_or_b32_e32 v144, s96, v213
	v_cndmask_b32_e64 v74, v100, v47, s[58:59]
	v_cndmask_b32_e64 v47, v100, v46, s[60:61]
	v_cmp_ge_i32_e64 s[60:61], v248, v145
	v_cndmask_b32_e64 v81, v100, v81, s[6:7]
	s_and_b64 s[6:7], s[34:35], s[2:3]
	v_or_b32_e32 v142, s96, v223
	v_or_b32_e32 v143, s96, v205
	v_cmp_ge_i32_e64 s[58:59], v248, v144
	v_pk_mul_f32 v[62:63], v[76:77], v[62:63]
	v_cndmask_b32_e64 v80, v100, v80, s[6:7]
	s_and_b64 s[6:7], s[60:61], s[4:5]
	v_or_b32_e32 v157, s96, v230
	v_cmp_ge_i32_e64 s[52:53], v248, v142
	v_cmp_ge_i32_e64 s[54:55], v248, v143
	v_cndmask_b32_e64 v63, v100, v63, s[6:7]
	s_and_b64 s[6:7], s[58:59], s[4:5]
	v_or_b32_e32 v156, s96, v221
	v_pk_mul_f32 v[38:39], v[76:77], v[38:39]
	v_cmp_ge_i32_e64 s[66:67], v248, v157
	v_pk_mul_f32 v[60:61], v[148:149], v[60:61]
	v_cndmask_b32_e64 v62, v100, v62, s[6:7]
	s_and_b64 s[6:7], s[54:55], s[4:5]
	s_and_b64 s[4:5], s[52:53], s[4:5]
	v_or_b32_e32 v154, s96, v219
	v_or_b32_e32 v155, s96, v212
	v_pk_mul_f32 v[34:35], v[132:133], v[34:35]
	v_cndmask_b32_e64 v39, v100, v39, s[50:51]
	v_cmp_ge_i32_e64 s[50:51], v248, v156
	v_pk_mul_f32 v[86:87], v[76:77], v[86:87]
	v_cndmask_b32_e64 v60, v100, v60, s[4:5]
	s_and_b64 s[4:5], s[66:67], s[2:3]
	v_or_b32_e32 v164, s96, v222
	v_or_b32_e32 v165, s96, v247
	v_cndmask_b32_e64 v37, v100, v37, s[36:37]
	v_cndmask_b32_e64 v35, v100, v35, s[40:41]
	v_pk_mul_f32 v[32:33], v[76:77], v[32:33]
	v_cmp_ge_i32_e64 s[36:37], v248, v154
	v_cmp_ge_i32_e64 s[40:41], v248, v155
	v_cndmask_b32_e64 v87, v100, v87, s[4:5]
	s_and_b64 s[4:5], s[50:51], s[2:3]
	v_or_b32_e32 v163, s96, v231
	v_cmp_gt_i32_e64 s[0:1], s95, v165
	v_cndmask_b32_e64 v32, v100, v32, s[42:43]
	v_cmp_ge_i32_e64 s[42:43], v248, v164
	v_pk_mul_f32 v[84:85], v[132:133], v[84:85]
	v_cndmask_b32_e64 v86, v100, v86, s[4:5]
	s_and_b64 s[4:5], s[40:41], s[2:3]
	s_and_b64 s[2:3], s[36:37], s[2:3]
	v_or_b32_e32 v162, s96, v246
	v_pk_mul_f32 v[78:79], v[76:77], v[78:79]
	v_cndmask_b32_e64 v34, v100, v34, s[46:47]
	v_cmp_ge_i32_e64 s[46:47], v248, v163
	v_pk_mul_f32 v[44:45], v[76:77], v[44:45]
	v_pk_mul_f32 v[98:99], v[76:77], v[98:99]
	v_pk_mul_f32 v[90:91], v[76:77], v[90:91]
	v_pk_mul_f32 v[92:93], v[76:77], v[92:93]
	v_pk_mul_f32 v[76:77], v[76:77], v[94:95]
	v_cndmask_b32_e64 v84, v100, v84, s[2:3]
	s_and_b64 s[2:3], s[42:43], s[0:1]
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v161, s96, v161
	v_cndmask_b32_e64 v38, v100, v38, s[48:49]
	v_cmp_ge_i32_e64 s[48:49], v248, v162
	v_cndmask_b32_e64 v77, v100, v77, s[2:3]
	s_and_b64 s[2:3], s[46:47], s[0:1]
	v_or_b32_e32 v160, s96, v160
	v_cndmask_b32_e64 v33, v100, v33, s[62:63]
	v_cmp_ge_i32_e64 s[62:63], v248, v161
	v_cndmask_b32_e64 v76, v100, v76, s[2:3]
	s_and_b64 s[2:3], s[48:49], s[0:1]
	v_or_b32_e32 v159, s96, v159
	v_pk_mul_f32 v[96:97], v[148:149], v[102:103]
	v_cndmask_b32_e64 v79, v100, v79, s[68:69]
	v_cmp_ge_i32_e64 s[68:69], v248, v160
	v_cndmask_b32_e64 v93, v100, v93, s[2:3]
	s_and_b64 s[2:3], s[62:63], s[0:1]
	v_or_b32_e32 v158, s96, v249
	v_cndmask_b32_e64 v46, v100, v96, s[88:89]
	v_cndmask_b32_e64 v96, v100, v45, s[30:31]
	v_cmp_ge_i32_e64 s[30:31], v248, v159
	v_pk_mul_f32 v[42:43], v[132:133], v[42:43]
	v_cndmask_b32_e64 v92, v100, v92, s[2:3]
	s_and_b64 s[2:3], s[68:69], s[0:1]
	v_cndmask_b32_e64 v45, v100, v44, s[28:29]
	v_cmp_ge_i32_e64 s[28:29], v248, v165
	v_cndmask_b32_e64 v44, v100, v43, s[26:27]
	v_cmp_ge_i32_e64 s[26:27], v248, v158
	v_cndmask_b32_e64 v91, v100, v91, s[2:3]
	s_and_b64 s[2:3], s[30:31], s[0:1]
	v_pk_mul_f32 v[88:89], v[148:149], v[88:89]
	v_cndmask_b32_e64 v90, v100, v90, s[2:3]
	s_and_b64 s[2:3], s[28:29], s[0:1]
	s_and_b64 s[0:1], s[26:27], s[0:1]
	v_cndmask_b32_e64 v78, v100, v78, s[92:93]
	v_cndmask_b32_e64 v73, v100, v97, s[90:91]
	v_cndmask_b32_e64 v43, v100, v42, s[24:25]
	v_cndmask_b32_e64 v97, v100, v99, s[22:23]
	v_cndmask_b32_e64 v42, v100, v98, s[20:21]
	v_cndmask_b32_e64 v41, v100, v41, s[16:17]
	v_cndmask_b32_e64 v53, v100, v53, s[10:11]
	v_cndmask_b32_e64 v61, v100, v61, s[6:7]
	v_cndmask_b32_e64 v85, v100, v85, s[4:5]
	v_cndmask_b32_e64 v89, v100, v89, s[0:1]
	v_cndmask_b32_e64 v88, v100, v88, s[2:3]
	v_max3_f32 v94, v66, v67, v64
	v_max3_f32 v95, v65, v68, v69
	v_max3_f32 v98, v70, v71, v46
	v_max3_f32 v99, v47, v74, v75
	v_max3_f32 v100, v72, v73, v78
	v_max3_f32 v101, v79, v32, v33
	v_max3_f32 v102, v34, v35, v36
	v_max3_f32 v103, v37, v38, v39
	v_max3_f32 v104, v40, v41, v42
	v_max3_f32 v105, v43, v44, v45
	v_max3_f32 v106, v96, v97, v48
	v_max3_f32 v107, v49, v50, v51
	v_max3_f32 v108, v52, v53, v54
	v_max3_f32 v109, v55, v56, v57
	v_max3_f32 v110, v58, v59, v60
	v_max3_f32 v111, v61, v62, v63
	v_max3_f32 v112, v80, v81, v82
	v_max3_f32 v113, v83, v84, v85
	v_max_f32_e32 v114, v86, v87
	v_max3_f32 v115, v89, v90, v91
	v_max3_f32 v116, v92, v93, v76
	v_max3_f32 v94, v94, v95, v98
	v_max3_f32 v95, v99, v100, v101
	v_max3_f32 v98, v102, v103, v104
	v_max3_f32 v99, v105, v106, v107
	v_max3_f32 v100, v108, v109, v110
	v_max3_f32 v101, v111, v112, v113
	v_max3_f32 v102, v114, v88, v115
	v_max3_f32 v94, v94, v95, v98
	v_max3_f32 v95, v99, v100, v101
	v_max3_f32 v98, v102, v116, v77
	v_max3_f32 v94, v94, v95, v98
	ds_bpermute_b32 v95, v235, v94
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b64 s[0:1], vcc, exec
	v_max3_f32 v94, v146, v94, v95
	v_pk_add_f32 v[66:67], v[66:67], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[64:65], v[64:65], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[68:69], v[68:69], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[70:71], v[70:71], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[46:47], v[46:47], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[74:75], v[74:75], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[72:73], v[72:73], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[78:79], v[78:79], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[32:33], v[32:33], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[34:35], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[36:37], v[36:37], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[38:39], v[38:39], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[40:41], v[40:41], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[42:43], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[44:45], v[44:45], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[96:97], v[96:97], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[48:49], v[48:49], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[50:51], v[50:51], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[52:53], v[52:53], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[54:55], v[54:55], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[56:57], v[56:57], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[58:59], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[60:61], v[60:61], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[62:63], v[62:63], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[80:81], v[80:81], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[82:83], v[82:83], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[84:85], v[84:85], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[86:87], v[86:87], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[88:89], v[88:89], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[90:91], v[90:91], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[92:93], v[92:93], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[76:77], v[76:77], v[94:95] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v102, v66
	v_exp_f32_e32 v103, v67
	v_exp_f32_e32 v104, v64
	v_exp_f32_e32 v105, v65
	v_exp_f32_e32 v106, v68
	v_exp_f32_e32 v107, v69
	v_exp_f32_e32 v108, v70
	v_exp_f32_e32 v109, v71
	v_exp_f32_e32 v110, v46
	v_exp_f32_e32 v111, v47
	v_exp_f32_e32 v112, v74
	v_exp_f32_e32 v113, v75
	v_exp_f32_e32 v114, v72
	v_exp_f32_e32 v115, v73
	v_exp_f32_e32 v116, v78
	v_exp_f32_e32 v117, v79
	v_exp_f32_e32 v118, v32
	v_exp_f32_e32 v119, v33
	v_exp_f32_e32 v120, v34
	v_exp_f32_e32 v121, v35
	v_exp_f32_e32 v122, v36
	v_exp_f32_e32 v123, v37
	v_exp_f32_e32 v124, v38
	v_exp_f32_e32 v125, v39
	v_exp_f32_e32 v126, v40
	v_exp_f32_e32 v127, v41
	v_exp_f32_e32 v128, v42
	v_exp_f32_e32 v129, v43
	v_exp_f32_e32 v130, v44
	v_exp_f32_e32 v131, v45
	v_exp_f32_e32 v132, v96
	v_exp_f32_e32 v133, v97
	v_exp_f32_e32 v134, v48
	v_exp_f32_e32 v135, v49
	v_exp_f32_e32 v136, v50
	v_exp_f32_e32 v137, v51
	v_exp_f32_e32 v138, v52
	v_exp_f32_e32 v139, v53
	v_exp_f32_e32 v140, v54
	v_exp_f32_e32 v141, v55
	v_exp_f32_e32 v142, v56
	v_exp_f32_e32 v143, v57
	v_exp_f32_e32 v144, v58
	v_exp_f32_e32 v145, v59
	v_exp_f32_e32 v148, v60
	v_exp_f32_e32 v149, v61
	v_exp_f32_e32 v150, v62
	v_exp_f32_e32 v151, v63
	v_exp_f32_e32 v152, v80
	v_exp_f32_e32 v153, v81
	v_exp_f32_e32 v154, v82
	v_exp_f32_e32 v155, v83
	v_exp_f32_e32 v156, v84
	v_exp_f32_e32 v157, v85
	v_exp_f32_e32 v158, v86
	v_exp_f32_e32 v159, v87
	v_exp_f32_e32 v160, v88
	v_exp_f32_e32 v161, v89
	v_exp_f32_e32 v162, v90
	v_exp_f32_e32 v163, v91
	v_exp_f32_e32 v164, v92
	v_exp_f32_e32 v165, v93
	v_exp_f32_e32 v166, v76
	v_exp_f32_e32 v167, v77
	v_sub_f32_e32 v32, v146, v94
	v_exp_f32_e32 v97, v32
	v_pk_add_f32 v[32:33], v[102:103], v[104:105]
	v_pk_add_f32 v[34:35], v[106:107], v[108:109]
	v_pk_add_f32 v[36:37], v[110:111], v[112:113]
	v_pk_add_f32 v[38:39], v[114:115], v[116:117]
	v_pk_add_f32 v[40:41], v[118:119], v[120:121]
	v_pk_add_f32 v[42:43], v[122:123], v[124:125]
	v_pk_add_f32 v[44:45], v[126:127], v[128:129]
	v_pk_add_f32 v[46:47], v[130:131], v[132:133]
	v_pk_add_f32 v[48:49], v[134:135], v[136:137]
	v_pk_add_f32 v[50:51], v[138:139], v[140:141]
	v_pk_add_f32 v[52:53], v[142:143], v[144:145]
	v_pk_add_f32 v[54:55], v[148:149], v[150:151]
	v_pk_add_f32 v[56:57], v[152:153], v[154:155]
	v_pk_add_f32 v[58:59], v[156:157], v[158:159]
	v_pk_add_f32 v[60:61], v[160:161], v[162:163]
	v_pk_add_f32 v[62:63], v[164:165], v[166:167]
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
	v_add_u32_e32 v49, s97, v244
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_add_u32_e32 v36, s97, v240
	v_add_f32_e32 v99, v32, v33
	v_add_u32_e32 v32, 0x20000, v234
	ds_write_b32 v32, v97
	v_add_u32_e32 v32, 0x20000, v220
	v_add_u32_e32 v33, s97, v241
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v98, v32
	v_add_u32_e32 v32, s97, v237
	ds_read2_b64 v[84:87], v33 offset1:16
	v_add_u32_e32 v34, s97, v242
	v_add_u32_e32 v48, s97, v243
	v_add_u32_e32 v52, s97, v239
	ds_read2_b64 v[68:71], v49 offset1:16
	v_add_u32_e32 v50, s97, v245
	v_add_u32_e32 v33, 0x4000, v33
	v_add_u32_e32 v49, 0x4000, v49
	ds_read2_b64 v[92:95], v32 offset1:16
	ds_read2_b64 v[88:91], v36 offset1:16
	ds_read2_b64 v[76:79], v48 offset1:16
	ds_read2_b64 v[72:75], v52 offset1:16
	ds_read2_b64 v[40:43], v33 offset1:16
	v_add_u32_e32 v33, 0x4000, v34
	v_add_u32_e32 v32, 0x4000, v32
	v_add_u32_e32 v36, 0x4000, v36
	ds_read2_b64 v[56:59], v49 offset1:16
	v_add_u32_e32 v49, 0x4000, v50
	v_add_u32_e32 v48, 0x4000, v48
	v_add_u32_e32 v52, 0x4000, v52
	ds_bpermute_b32 v100, v235, v99
	ds_read2_b64 v[80:83], v34 offset1:16
	ds_read2_b64 v[64:67], v50 offset1:16
	ds_read2_b64 v[44:47], v33 offset1:16
	ds_read2_b64 v[32:35], v32 offset1:16
	ds_read2_b64 v[36:39], v36 offset1:16
	ds_read2_b64 v[60:63], v49 offset1:16
	ds_read2_b64 v[48:51], v48 offset1:16
	ds_read2_b64 v[52:55], v52 offset1:16
	v_cvt_f16_f32_e32 v96, v102
	v_cvt_f16_f32_e32 v101, v103
	v_cvt_f16_f32_e32 v102, v104
	s_cselect_b32 s0, 1, 0
	v_cvt_f16_f32_e32 v103, v105
	s_cmp_lg_u32 s0, 1
	v_cvt_f16_f32_e32 v104, v106
	v_cvt_f16_f32_e32 v105, v107
	v_cvt_f16_f32_e32 v106, v108
	v_cvt_f16_f32_e32 v107, v109
	v_cvt_f16_f32_e32 v108, v110
	v_cvt_f16_f32_e32 v109, v111
	v_cvt_f16_f32_e32 v110, v112
	v_cvt_f16_f32_e32 v111, v113
	v_cvt_f16_f32_e32 v112, v114
	v_cvt_f16_f32_e32 v113, v115
	v_cvt_f16_f32_e32 v114, v116
	v_cvt_f16_f32_e32 v115, v117
	v_cvt_f16_f32_e32 v116, v118
	v_cvt_f16_f32_e32 v117, v119
	v_cvt_f16_f32_e32 v118, v120
	v_cvt_f16_f32_e32 v119, v121
	v_cvt_f16_f32_e32 v120, v122
	v_cvt_f16_f32_e32 v121, v123
	v_cvt_f16_f32_e32 v122, v124
	v_cvt_f16_f32_e32 v123, v125
	v_cvt_f16_f32_e32 v124, v126
	v_cvt_f16_f32_e32 v125, v127
	v_cvt_f16_f32_e32 v126, v128
	v_cvt_f16_f32_e32 v127, v129
	v_cvt_f16_f32_e32 v128, v130
	v_cvt_f16_f32_e32 v129, v131
	v_cvt_f16_f32_e32 v130, v132
	v_cvt_f16_f32_e32 v131, v133
	v_cvt_f16_f32_e32 v132, v134
	v_cvt_f16_f32_e32 v133, v135
	v_cvt_f16_f32_e32 v134, v136
	v_cvt_f16_f32_e32 v135, v137
	v_cvt_f16_f32_e32 v136, v138
	v_cvt_f16_f32_e32 v137, v139
	v_cvt_f16_f32_e32 v138, v140
	v_cvt_f16_f32_e32 v139, v141
	v_cvt_f16_f32_e32 v140, v142
	v_cvt_f16_f32_e32 v141, v143
	v_cvt_f16_f32_e32 v142, v144
	v_cvt_f16_f32_e32 v143, v145
	v_cvt_f16_f32_e32 v144, v148
	v_cvt_f16_f32_e32 v145, v149
	v_cvt_f16_f32_e32 v146, v150
	v_cvt_f16_f32_e32 v148, v151
	v_cvt_f16_f32_e32 v149, v152
	v_cvt_f16_f32_e32 v150, v153
	v_cvt_f16_f32_e32 v151, v154
	v_cvt_f16_f32_e32 v152, v155
	v_cvt_f16_f32_e32 v153, v156
	v_cvt_f16_f32_e32 v154, v157
	v_cvt_f16_f32_e32 v155, v158
	v_cvt_f16_f32_e32 v156, v159
	v_cvt_f16_f32_e32 v157, v160
	v_cvt_f16_f32_e32 v158, v161
	v_cvt_f16_f32_e32 v159, v162
	v_cvt_f16_f32_e32 v160, v163
	v_cvt_f16_f32_e32 v161, v164
	v_cvt_f16_f32_e32 v162, v165
	v_cvt_f16_f32_e32 v163, v166
	v_cvt_f16_f32_e32 v164, v167
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v238, v96
	ds_write_b16 v238, v101 offset:256
	ds_write_b16 v238, v102 offset:512
	ds_write_b16 v238, v103 offset:768
	ds_write_b16 v238, v104 offset:2048
	ds_write_b16 v238, v105 offset:2304
	ds_write_b16 v238, v106 offset:2560
	ds_write_b16 v238, v107 offset:2816
	ds_write_b16 v238, v108 offset:4096
	ds_write_b16 v238, v109 offset:4352
	ds_write_b16 v238, v110 offset:4608
	ds_write_b16 v238, v111 offset:4864
	ds_write_b16 v238, v112 offset:6144
	ds_write_b16 v238, v113 offset:6400
	ds_write_b16 v238, v114 offset:6656
	ds_write_b16 v238, v115 offset:6912
	ds_write_b16 v238, v116 offset:8192
	ds_write_b16 v238, v117 offset:8448
	ds_write_b16 v238, v118 offset:8704
	ds_write_b16 v238, v119 offset:8960
	ds_write_b16 v238, v120 offset:10240
	ds_write_b16 v238, v121 offset:10496
	ds_write_b16 v238, v122 offset:10752
	ds_write_b16 v238, v123 offset:11008
	ds_write_b16 v238, v124 offset:12288
	ds_write_b16 v238, v125 offset:12544
	ds_write_b16 v238, v126 offset:12800
	ds_write_b16 v238, v127 offset:13056
	ds_write_b16 v238, v128 offset:14336
	ds_write_b16 v238, v129 offset:14592
	ds_write_b16 v238, v130 offset:14848
	ds_write_b16 v238, v131 offset:15104
	ds_write_b16 v238, v132 offset:16384
	ds_write_b16 v238, v133 offset:16640
	ds_write_b16 v238, v134 offset:16896
	ds_write_b16 v238, v135 offset:17152
	ds_write_b16 v238, v136 offset:18432
	ds_write_b16 v238, v137 offset:18688
	ds_write_b16 v238, v138 offset:18944
	ds_write_b16 v238, v139 offset:19200
	ds_write_b16 v238, v140 offset:20480
	ds_write_b16 v238, v141 offset:20736
	ds_write_b16 v238, v142 offset:20992
	ds_write_b16 v238, v143 offset:21248
	ds_write_b16 v238, v144 offset:22528
	ds_write_b16 v238, v145 offset:22784
	ds_write_b16 v238, v146 offset:23040
	ds_write_b16 v238, v148 offset:23296
	ds_write_b16 v238, v149 offset:24576
	ds_write_b16 v238, v150 offset:24832
	ds_write_b16 v238, v151 offset:25088
	ds_write_b16 v238, v152 offset:25344
	ds_write_b16 v238, v153 offset:26624
	ds_write_b16 v238, v154 offset:26880
	ds_write_b16 v238, v155 offset:27136
	ds_write_b16 v238, v156 offset:27392
	ds_write_b16 v238, v157 offset:28672
	ds_write_b16 v238, v158 offset:28928
	ds_write_b16 v238, v159 offset:29184
	ds_write_b16 v238, v160 offset:29440
	ds_write_b16 v238, v161 offset:30720
	ds_write_b16 v238, v162 offset:30976
	ds_write_b16 v238, v163 offset:31232
	ds_write_b16 v238, v164 offset:31488
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_20
; %bb.32:
	scratch_load_dwordx4 v[16:19], off, off ; 16-byte Folded Reload
	scratch_load_dwordx4 v[20:23], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[24:27], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[28:31], off, off offset:48 ; 16-byte Folded Reload
	ds_read_u16 v96, v236 offset:768
	ds_read_u16 v101, v236 offset:512
	ds_read_u16 v102, v236 offset:256
	ds_read_u16 v104, v236
	s_mov_b32 s0, 0x5040100
	v_pk_mul_f32 v[14:15], v[14:15], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[98:99] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v103, v96, v101, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v102, v102, v104, s0
	s_waitcnt vmcnt(3)
	v_pk_mul_f32 v[18:19], v[18:19], v[98:99] op_sel_hi:[1,0]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[22:23], v[22:23], v[98:99] op_sel_hi:[1,0]
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[26:27], v[26:27], v[98:99] op_sel_hi:[1,0]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[30:31], v[30:31], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[98:99] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[0:15], v[92:93], v[102:103], v[0:15]
	ds_read_u16 v92, v236 offset:2816
	ds_read_u16 v93, v236 offset:2560
	ds_read_u16 v96, v236 offset:2304
	ds_read_u16 v101, v236 offset:2048
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v93, v92, v93, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v92, v96, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[102:103], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[88:89], v[92:93], v[0:15]
	ds_read_u16 v88, v236 offset:4864
	ds_read_u16 v89, v236 offset:4608
	ds_read_u16 v96, v236 offset:4352
	ds_read_u16 v101, v236 offset:4096
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v89, v88, v89, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v88, v96, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[92:93], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[84:85], v[88:89], v[0:15]
	ds_read_u16 v84, v236 offset:6912
	ds_read_u16 v85, v236 offset:6656
	ds_read_u16 v96, v236 offset:6400
	ds_read_u16 v101, v236 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v85, v84, v85, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v84, v96, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[32:33], v[88:89], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[80:81], v[84:85], v[0:15]
	ds_read_u16 v80, v236 offset:8960
	ds_read_u16 v81, v236 offset:8704
	ds_read_u16 v96, v236 offset:8448
	ds_read_u16 v101, v236 offset:8192
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v81, v80, v81, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v80, v96, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[36:37], v[84:85], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[76:77], v[80:81], v[0:15]
	ds_read_u16 v76, v236 offset:11008
	ds_read_u16 v77, v236 offset:10752
	ds_read_u16 v96, v236 offset:10496
	ds_read_u16 v101, v236 offset:10240
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v77, v76, v77, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v76, v96, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[56:57], v[80:81], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[72:73], v[76:77], v[0:15]
	ds_read_u16 v72, v236 offset:13056
	ds_read_u16 v73, v236 offset:12800
	ds_read_u16 v96, v236 offset:12544
	ds_read_u16 v101, v236 offset:12288
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v73, v72, v73, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v72, v96, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[60:61], v[76:77], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[68:69], v[72:73], v[0:15]
	ds_read_u16 v68, v236 offset:15104
	ds_read_u16 v69, v236 offset:14848
	ds_read_u16 v96, v236 offset:14592
	ds_read_u16 v101, v236 offset:14336
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v69, v68, v69, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v68, v96, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[72:73], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[64:65], v[68:69], v[0:15]
	ds_read_u16 v64, v236 offset:17152
	ds_read_u16 v65, v236 offset:16896
	ds_read_u16 v96, v236 offset:16640
	ds_read_u16 v101, v236 offset:16384
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v65, v64, v65, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v64, v96, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[52:53], v[68:69], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[94:95], v[64:65], v[0:15]
	ds_read_u16 v94, v236 offset:19200
	ds_read_u16 v95, v236 offset:18944
	ds_read_u16 v96, v236 offset:18688
	ds_read_u16 v101, v236 offset:18432
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v95, v94, v95, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v94, v96, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[42:43], v[64:65], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[90:91], v[94:95], v[0:15]
	ds_read_u16 v90, v236 offset:21248
	ds_read_u16 v91, v236 offset:20992
	ds_read_u16 v96, v236 offset:20736
	ds_read_u16 v101, v236 offset:20480
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v91, v90, v91, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v90, v96, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[46:47], v[94:95], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[86:87], v[90:91], v[0:15]
	ds_read_u16 v86, v236 offset:23296
	ds_read_u16 v87, v236 offset:23040
	ds_read_u16 v96, v236 offset:22784
	ds_read_u16 v101, v236 offset:22528
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v87, v86, v87, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v86, v96, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[34:35], v[90:91], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[82:83], v[86:87], v[0:15]
	ds_read_u16 v82, v236 offset:25344
	ds_read_u16 v83, v236 offset:25088
	ds_read_u16 v96, v236 offset:24832
	ds_read_u16 v101, v236 offset:24576
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v83, v82, v83, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v82, v96, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[38:39], v[86:87], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[78:79], v[82:83], v[0:15]
	ds_read_u16 v78, v236 offset:27392
	ds_read_u16 v79, v236 offset:27136
	ds_read_u16 v96, v236 offset:26880
	ds_read_u16 v101, v236 offset:26624
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v79, v78, v79, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v78, v96, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[58:59], v[82:83], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[74:75], v[78:79], v[0:15]
	ds_read_u16 v74, v236 offset:29440
	ds_read_u16 v75, v236 offset:29184
	ds_read_u16 v96, v236 offset:28928
	ds_read_u16 v101, v236 offset:28672
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v75, v74, v75, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v74, v96, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[62:63], v[78:79], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[70:71], v[74:75], v[0:15]
	ds_read_u16 v70, v236 offset:31488
	ds_read_u16 v71, v236 offset:31232
	ds_read_u16 v96, v236 offset:30976
	ds_read_u16 v101, v236 offset:30720
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v71, v70, v71, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v70, v96, v101, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[50:51], v[74:75], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[66:67], v[70:71], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[54:55], v[70:71], v[16:31]
	s_nop 10
	scratch_store_dwordx4 off, v[16:19], off ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[20:23], off offset:16 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[24:27], off offset:32 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[28:31], off offset:48 ; 16-byte Folded Spill
.LBB0_20:
	scratch_load_dword v35, off, off offset:708 ; 4-byte Folded Reload
	v_add_f32_e32 v32, v99, v100
	v_fmac_f32_e32 v32, v147, v97
	v_cndmask_b32_e32 v32, v147, v32, vcc
	v_add_u32_e32 v33, 0, v234
	ds_write_b32 v33, v32
	v_add_u32_e32 v32, 0, v220
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v34, v32
	v_readlane_b32 s0, v255, 6
	s_lshr_b32 s0, s0, 1
	v_readlane_b32 s10, v255, 8
	v_or_b32_e32 v32, s0, v190
	s_lshr_b32 s0, s99, 2
	v_readlane_b32 s2, v255, 4
	v_readlane_b32 s3, v255, 5
	v_readlane_b32 s11, v255, 9
	v_mov_b64_e32 v[16:17], v[0:1]
	v_mov_b64_e32 v[18:19], v[2:3]
	v_mov_b64_e32 v[20:21], v[4:5]
	v_mov_b64_e32 v[22:23], v[6:7]
	v_mov_b64_e32 v[24:25], v[8:9]
	v_mov_b64_e32 v[30:31], v[14:15]
	v_mov_b64_e32 v[28:29], v[12:13]
	v_mov_b64_e32 v[26:27], v[10:11]
	v_readlane_b32 s4, v255, 0
	v_readlane_b32 s6, v255, 2
	v_readlane_b32 s6, v255, 7
	v_readlane_b32 s5, v255, 1
	v_readlane_b32 s7, v255, 3
	s_and_b32 s5, s5, 0xffff
	s_mov_b32 s7, 0x27000
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v35, s0, v35
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v36, s[0:1], v34, v34, v0
	v_rcp_f32_e32 v37, v36
	s_mul_i32 s0, s2, s10
	s_mul_i32 s1, s3, s11
	v_or_b32_e32 v33, s8, v35
	v_fma_f32 v38, -v36, v37, 1.0
	v_fmac_f32_e32 v37, v38, v37
	v_div_scale_f32 v38, vcc, v0, v34, v0
	v_mul_f32_e32 v39, v38, v37
	v_fma_f32 v40, -v36, v39, v38
	v_fmac_f32_e32 v39, v40, v37
	v_fma_f32 v36, -v36, v39, v38
	v_div_scale_f32 v38, s[2:3], v34, v34, v1
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v37, v39
	v_div_fixup_f32 v16, v36, v34, v16
	scratch_load_dwordx4 v[0:3], off, off   ; 16-byte Folded Reload
	scratch_load_dwordx4 v[4:7], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[8:11], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[12:15], off, off offset:48 ; 16-byte Folded Reload
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
	v_cvt_f16_f32_e32 v16, v16
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
	v_cvt_f16_f32_e32 v17, v17
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
	s_add_i32 s0, s1, s0
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
	s_mul_i32 s8, s8, s6
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
	v_cvt_f16_f32_e32 v18, v18
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
	v_cvt_f16_f32_e32 v19, v19
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
	s_add_i32 s0, s0, s8
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
	v_cvt_f16_f32_e32 v20, v20
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
	v_cvt_f16_f32_e32 v21, v21
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
	v_cvt_f16_f32_e32 v22, v22
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
	v_cvt_f16_f32_e32 v23, v23
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
	v_cvt_f16_f32_e32 v24, v24
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
	v_cvt_f16_f32_e32 v25, v25
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
	v_cvt_f16_f32_e32 v26, v26
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v31, v34, v31
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	s_waitcnt vmcnt(3)
	v_div_scale_f32 v38, s[2:3], v34, v34, v0
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v31, v36, v34, v31
	v_cvt_f16_f32_e32 v27, v27
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
	v_cvt_f16_f32_e32 v28, v28
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
	v_cvt_f16_f32_e32 v29, v29
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
	v_cvt_f16_f32_e32 v30, v30
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v3, v34, v3
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	s_waitcnt vmcnt(2)
	v_div_scale_f32 v38, s[2:3], v34, v34, v4
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v3, v36, v34, v3
	v_cvt_f16_f32_e32 v31, v31
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
	v_cvt_f16_f32_e32 v2, v2
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
	v_cvt_f16_f32_e32 v3, v3
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
	v_cvt_f16_f32_e32 v4, v4
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v7, v34, v7
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	s_waitcnt vmcnt(1)
	v_div_scale_f32 v38, s[2:3], v34, v34, v8
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v7, v36, v34, v7
	v_cvt_f16_f32_e32 v5, v5
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
	v_cvt_f16_f32_e32 v6, v6
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
	v_cvt_f16_f32_e32 v7, v7
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
	v_cvt_f16_f32_e32 v8, v8
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v11, v34, v11
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	s_waitcnt vmcnt(0)
	v_div_scale_f32 v38, s[2:3], v34, v34, v12
	v_rcp_f32_e32 v39, v38
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v11, v36, v34, v11
	v_cvt_f16_f32_e32 v9, v9
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
	v_cvt_f16_f32_e32 v10, v10
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
	v_cvt_f16_f32_e32 v11, v11
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
	v_cvt_f16_f32_e32 v12, v12
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v15, v34, v15
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v15, v36, v34, v15
	v_mul_lo_u32 v34, v35, s6
	v_add_u32_e32 v34, s0, v34
	v_cvt_f16_f32_e32 v35, v0
	v_pack_b32_f16 v0, v16, v17
	v_add_lshl_u32 v16, v34, v32, 1
	v_bfrev_b32_e32 v17, 1
	v_cmp_gt_i32_e32 vcc, s95, v33
	v_cvt_f16_f32_e32 v36, v1
	s_mov_b32 s6, 0x7ffffffe
	v_pack_b32_f16 v1, v18, v19
	v_cndmask_b32_e32 v18, v17, v16, vcc
	buffer_store_dwordx2 v[0:1], v18, s[4:7], 0 offen
	v_add_u32_e32 v18, 16, v16
	v_pack_b32_f16 v1, v22, v23
	v_pack_b32_f16 v0, v20, v21
	v_cndmask_b32_e32 v18, v17, v18, vcc
	buffer_store_dwordx2 v[0:1], v18, s[4:7], 0 offen
	v_add_u32_e32 v18, 32, v16
	v_pack_b32_f16 v1, v26, v27
	v_pack_b32_f16 v0, v24, v25
	v_cndmask_b32_e32 v18, v17, v18, vcc
	buffer_store_dwordx2 v[0:1], v18, s[4:7], 0 offen
	v_add_u32_e32 v18, 48, v16
	v_pack_b32_f16 v1, v30, v31
	v_pack_b32_f16 v0, v28, v29
	v_cndmask_b32_e32 v18, v17, v18, vcc
	buffer_store_dwordx2 v[0:1], v18, s[4:7], 0 offen
	v_pack_b32_f16 v1, v2, v3
	v_add_u32_e32 v2, 0x80, v16
	v_pack_b32_f16 v0, v35, v36
	v_cndmask_b32_e32 v2, v17, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[4:7], 0 offen
	v_add_u32_e32 v2, 0x90, v16
	v_cvt_f16_f32_e32 v13, v13
	v_cvt_f16_f32_e32 v14, v14
	v_cvt_f16_f32_e32 v15, v15
	v_pack_b32_f16 v1, v6, v7
	v_pack_b32_f16 v0, v4, v5
	v_cndmask_b32_e32 v2, v17, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[4:7], 0 offen
	v_add_u32_e32 v2, 0xa0, v16
	v_pack_b32_f16 v1, v10, v11
	v_pack_b32_f16 v0, v8, v9
	v_cndmask_b32_e32 v2, v17, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[4:7], 0 offen
	v_add_u32_e32 v2, 0xb0, v16
	v_pack_b32_f16 v1, v14, v15
	v_pack_b32_f16 v0, v12, v13
	v_cndmask_b32_e32 v2, v17, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[4:7], 0 offen
	s_endpgm
.Lfunc_end0:
	.size	flash_attention_fwd_kernel, .Lfunc_end0-flash_attention_fwd_kernel
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel flash_attention_fwd_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 736
		.amdhsa_kernarg_size 368
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
	.set .Lflash_attention_fwd_kernel.private_seg_size, 736
	.set .Lflash_attention_fwd_kernel.uses_vcc, 1
	.set .Lflash_attention_fwd_kernel.uses_flat_scratch, 0
	.set .Lflash_attention_fwd_kernel.has_dyn_sized_stack, 0
	.set .Lflash_attention_fwd_kernel.has_recursion, 0
	.set .Lflash_attention_fwd_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 45788
; TotalNumSgprs: 106
; NumVgprs: 256
; NumAgprs: 0
; TotalNumVgprs: 256
; ScratchSize: 736
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
      - .offset:         112
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         116
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         120
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         124
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         126
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         128
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         130
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         132
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         134
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         152
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         160
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         168
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         176
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         232
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 368
    .max_flat_workgroup_size: 512
    .name:           flash_attention_fwd_kernel
    .private_segment_fixed_size: 736
    .sgpr_count:     106
    .sgpr_spill_count: 10
    .symbol:         flash_attention_fwd_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     256
    .vgpr_spill_count: 322
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
