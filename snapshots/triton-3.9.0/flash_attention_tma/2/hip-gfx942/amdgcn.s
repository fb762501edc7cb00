; flash_attention_tma config 2 (BLOCK_M=128 BLOCK_N=64 WARP_SPECIALIZE=False num_warps=8 num_stages=3) on hip:gfx942, normalized
	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	flash_attention_tma_kernel      ; -- Begin function flash_attention_tma_kernel
	.p2align	8
	.type	flash_attention_tma_kernel,@function
flash_attention_tma_kernel:             ; @flash_attention_tma_kernel
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.25:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.26:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dword s34, s[0:1], 0x40
	v_readfirstlane_b32 s33, v0
	s_and_b32 s40, s33, 0x1c0
	s_not_b32 s0, s16
	v_and_b32_e32 v2, 63, v0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s0, s34, s0
	s_lshl_b32 s31, s12, 7
	v_or_b32_e32 v21, s40, v2
	s_lshl_b32 s28, s0, 7
	v_lshrrev_b32_e32 v114, 4, v21
	s_mul_i32 s31, s31, s17
	s_lshl_b32 s0, s0, 14
	s_ashr_i32 s13, s12, 31
	v_or_b32_e32 v113, 32, v114
	v_or_b32_e32 v22, 0x60, v114
	s_and_b32 s29, s33, 0xc0
	s_ashr_i32 s1, s28, 31
	s_add_i32 s30, s0, s31
	v_or_b32_e32 v20, 64, v114
	v_lshlrev_b32_e32 v108, 3, v0
	v_or_b32_e32 v4, s28, v114
	v_mov_b32_e32 v5, s1
	v_or_b32_e32 v6, s28, v113
	v_mov_b32_e32 v7, s1
	v_or_b32_e32 v10, s28, v22
	v_mov_b32_e32 v11, s1
	s_cmp_lt_i32 s17, s11
	s_mov_b64 s[20:21], s[6:7]
	v_and_b32_e32 v3, 0x78, v108
	v_mov_b32_e32 v1, 0x3fb8aa3b
	v_or_b32_e32 v8, s28, v20
	v_mov_b32_e32 v9, s1
	s_cselect_b64 s[14:15], -1, 0
	s_cmp_gt_i32 s28, -1
	v_cmp_gt_i64_e32 vcc, s[12:13], v[4:5]
	v_cmp_gt_i64_e64 s[0:1], s[12:13], v[6:7]
	v_cmp_gt_i64_e64 s[6:7], s[12:13], v[10:11]
	s_mov_b64 s[24:25], s[2:3]
	v_mul_f32_e32 v98, s10, v1
	v_lshl_or_b32 v116, v114, 7, v3
	v_lshl_or_b32 v115, v113, 7, v3
	s_cselect_b64 s[18:19], -1, 0
	v_cmp_gt_i64_e64 s[2:3], s[12:13], v[8:9]
	s_and_b64 s[10:11], vcc, s[14:15]
	s_and_b64 s[22:23], s[0:1], s[14:15]
	s_and_b64 s[6:7], s[6:7], s[14:15]
	v_lshlrev_b32_e32 v12, 7, v20
	v_lshlrev_b32_e32 v16, 7, v22
	v_or_b32_e32 v17, s30, v3
	s_and_b64 s[2:3], s[2:3], s[14:15]
	s_and_b64 s[0:1], s[10:11], s[18:19]
	s_and_b64 vcc, s[22:23], s[18:19]
	s_and_b64 s[10:11], s[6:7], s[18:19]
	s_mov_b32 s7, 0x27000
	s_mov_b32 s6, 0x7ffffffe
	v_add_lshl_u32 v118, s30, v116, 1
	v_bfrev_b32_e32 v125, 1
	v_add_lshl_u32 v119, v115, s30, 1
	s_and_b64 s[2:3], s[2:3], s[18:19]
	s_and_b32 s25, s25, 0xffff
	s_mov_b32 s26, s6
	s_mov_b32 s27, s7
	v_cndmask_b32_e64 v1, v125, v118, s[0:1]
	v_cndmask_b32_e32 v101, v125, v119, vcc
	v_add_lshl_u32 v12, v17, v12, 1
	v_add_lshl_u32 v16, v17, v16, 1
	buffer_load_dwordx4 v[4:7], v1, s[24:27], 0 offen
	buffer_load_dwordx4 v[8:11], v101, s[24:27], 0 offen
	v_cndmask_b32_e64 v106, v125, v12, s[2:3]
	v_cndmask_b32_e64 v107, v125, v16, s[10:11]
	buffer_load_dwordx4 v[12:15], v106, s[24:27], 0 offen
	buffer_load_dwordx4 v[16:19], v107, s[24:27], 0 offen
	v_lshrrev_b32_e32 v109, 1, v21
	v_lshlrev_b32_e32 v126, 4, v21
	v_and_b32_e32 v21, 0x78, v109
	v_xor_b32_e32 v21, v21, v126
	v_add_u32_e32 v23, 0, v21
	v_and_b32_e32 v112, 32, v0
	v_and_b32_e32 v111, 31, v0
	v_lshrrev_b32_e32 v124, 2, v112
	v_lshlrev_b32_e32 v122, 8, v111
	s_cmp_gt_i32 s28, 0
	v_cmp_gt_i32_e64 s[2:3], s12, v114
	s_cselect_b64 s[24:25], -1, 0
	v_cmp_gt_i32_e64 s[10:11], s12, v113
	s_and_b64 s[2:3], s[14:15], s[2:3]
	s_and_b64 s[10:11], s[14:15], s[10:11]
	s_and_b64 s[2:3], s[24:25], s[2:3]
	s_and_b64 s[10:11], s[24:25], s[10:11]
	s_and_b32 s5, s5, 0xffff
	s_and_b32 s21, s21, 0xffff
	s_mov_b32 s22, s6
	s_mov_b32 s23, s7
	s_waitcnt vmcnt(2)
	ds_write2st64_b64 v23, v[4:5], v[8:9] offset1:16
	s_waitcnt vmcnt(0)
	ds_write2st64_b64 v23, v[12:13], v[16:17] offset0:32 offset1:48
	v_xad_u32 v4, v21, 8, 0
	ds_write2st64_b64 v4, v[6:7], v[10:11] offset1:16
	ds_write2st64_b64 v4, v[14:15], v[18:19] offset0:32 offset1:48
	v_lshl_or_b32 v4, s29, 7, v3
	v_xor_b32_e32 v4, v4, v124
	v_or_b32_e32 v4, v4, v122
	v_add_u32_e32 v5, 0, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[70:73], v5 offset1:16
	v_xad_u32 v5, v4, 16, 0
	ds_read2_b64 v[74:77], v5 offset1:16
	v_xad_u32 v5, v4, 32, 0
	ds_read2_b64 v[78:81], v5 offset1:16
	v_xad_u32 v5, v4, 48, 0
	ds_read2_b64 v[82:85], v5 offset1:16
	v_xad_u32 v5, v4, 64, 0
	ds_read2_b64 v[86:89], v5 offset1:16
	v_xor_b32_e32 v5, 0x50, v4
	v_add_u32_e32 v5, 0, v5
	ds_read2_b64 v[90:93], v5 offset1:16
	v_xor_b32_e32 v5, 0x60, v4
	v_xor_b32_e32 v4, 0x70, v4
	v_add_u32_e32 v4, 0, v4
	v_add_u32_e32 v5, 0, v5
	ds_read2_b64 v[66:69], v4 offset1:16
	v_add_lshl_u32 v4, v116, s31, 1
	ds_read2_b64 v[94:97], v5 offset1:16
	v_cndmask_b32_e64 v4, v125, v4, s[2:3]
	v_add_lshl_u32 v5, v115, s31, 1
	buffer_load_dwordx4 v[6:9], v4, s[4:7], 0 offen
	v_cndmask_b32_e64 v5, v125, v5, s[10:11]
	buffer_load_dwordx4 v[14:17], v4, s[20:23], 0 offen
	buffer_load_dwordx4 v[24:27], v5, s[20:23], 0 offen
	buffer_load_dwordx4 v[10:13], v5, s[4:7], 0 offen
	s_mov_b32 s37, 0
	v_mov_b32_e32 v21, s37
	v_mov_b32_e32 v23, s37
	s_cmp_gt_i32 s28, 64
	v_cmp_gt_i64_e64 s[2:3], s[12:13], v[20:21]
	v_cmp_gt_i64_e64 s[10:11], s[12:13], v[22:23]
	s_cselect_b64 s[26:27], -1, 0
	s_add_i32 s30, s31, 0x2000
	s_and_b64 s[2:3], s[14:15], s[2:3]
	s_and_b64 s[10:11], s[14:15], s[10:11]
	s_and_b64 s[2:3], s[26:27], s[2:3]
	s_and_b64 s[10:11], s[26:27], s[10:11]
	v_add_lshl_u32 v4, v116, s30, 1
	v_add_lshl_u32 v5, v115, s30, 1
	v_add_u32_e32 v120, 0, v126
	v_cndmask_b32_e64 v4, v125, v4, s[2:3]
	v_cndmask_b32_e64 v5, v125, v5, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(3)
	ds_write_b128 v120, v[6:9]
	s_waitcnt vmcnt(0)
	ds_write_b128 v120, v[10:13] offset:8192
	ds_write_b128 v120, v[14:17] offset:32768
	ds_write_b128 v120, v[24:27] offset:40960
	buffer_load_dwordx4 v[6:9], v4, s[4:7], 0 offen
	buffer_load_dwordx4 v[10:13], v5, s[4:7], 0 offen
	buffer_load_dwordx4 v[14:17], v4, s[20:23], 0 offen
	buffer_load_dwordx4 v[18:21], v5, s[20:23], 0 offen
	s_add_i32 s30, s28, 0xffffff80
	s_mov_b32 s38, 1
	s_movk_i32 s35, 0x4000
	s_mov_b32 s36, 0x8000
	s_cmp_lt_i32 s30, 1
	v_lshlrev_b32_e32 v121, 2, v2
	v_lshlrev_b32_e32 v123, 1, v111
	v_lshlrev_b32_e32 v110, 5, v112
	s_waitcnt vmcnt(3)
	ds_write_b128 v120, v[6:9] offset:16384
	s_waitcnt vmcnt(2)
	ds_write_b128 v120, v[10:13] offset:24576
	s_waitcnt vmcnt(1)
	ds_write_b128 v120, v[14:17] offset:49152
	s_waitcnt vmcnt(0)
	ds_write_b128 v120, v[18:21] offset:57344
	s_cbranch_scc1 .LBB0_1
; %bb.1:                                ; %.lr.ph
	v_mov_b32_e32 v4, s13
	v_sub_co_u32_e64 v102, s[2:3], s12, v114
	v_add_lshl_u32 v2, s40, v2, 3
	s_nop 0
	v_subbrev_co_u32_e64 v103, s[2:3], 0, v4, s[2:3]
	v_sub_co_u32_e64 v104, s[2:3], s12, v113
	s_mul_i32 s17, s17, s12
	v_and_b32_e32 v2, 0x1f80, v2
	v_subbrev_co_u32_e64 v105, s[2:3], 0, v4, s[2:3]
	v_lshl_add_u32 v2, s17, 7, v2
	s_mov_b32 s3, 0x10000
	v_mov_b32_e32 v4, 0x10000
	s_and_b32 s10, s33, 0x180
	v_or_b32_e32 v2, v2, v3
	s_lshl_b32 s2, s29, 1
	v_lshl_add_u32 v4, v111, 2, v4
	v_add3_u32 v5, s3, v110, v123
	s_lshr_b32 s3, s10, 1
	v_lshlrev_b32_e32 v2, 1, v2
	v_mov_b32_e32 v32, 0
	v_xor_b32_e32 v127, 0x80, v121
	s_and_b32 s39, s33, 64
	v_mov_b32_e32 v99, v98
	v_add_u32_e32 v128, 0xa000, v2
	v_add_u32_e32 v129, 0x8000, v2
	s_mov_b32 s17, 0xc000
	s_mov_b64 s[26:27], 0
	v_mov_b32_e32 v130, 0xff800000
	v_mov_b32_e32 v131, 0
	s_mov_b32 s40, 0x5040100
	v_add_u32_e32 v132, s2, v4
	v_add_u32_e32 v133, s10, v4
	v_add_u32_e32 v134, s29, v5
	v_add_u32_e32 v135, s3, v5
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
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_add_u32 s10, s26, 0x80
	s_addc_u32 s11, s27, 0
	v_cmp_lt_i64_e64 s[2:3], s[10:11], v[102:103]
	v_cmp_lt_i64_e64 s[10:11], s[10:11], v[104:105]
	s_and_b64 s[2:3], s[14:15], s[2:3]
	v_add3_u32 v100, s37, v124, v122
	v_cndmask_b32_e64 v137, v125, v129, s[2:3]
	s_and_b64 s[2:3], s[14:15], s[10:11]
	v_add_u32_e32 v117, 0x2000, v100
	v_cndmask_b32_e64 v138, v125, v128, s[2:3]
	buffer_load_dwordx4 v[140:143], v137, s[4:7], 0 offen
	buffer_load_dwordx4 v[144:147], v138, s[4:7], 0 offen
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[148:151], v100 offset1:2
	ds_read2_b64 v[152:155], v117 offset1:2
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[34:49], v[148:149], v[70:71], 0
	ds_read2_b64 v[156:159], v100 offset0:4 offset1:6
	ds_read2_b64 v[160:163], v117 offset0:4 offset1:6
	ds_read2_b64 v[164:167], v100 offset0:8 offset1:10
	ds_read2_b64 v[168:171], v117 offset0:8 offset1:10
	ds_read2_b64 v[172:175], v100 offset0:12 offset1:14
	ds_read2_b64 v[176:179], v117 offset0:12 offset1:14
	ds_read2_b64 v[180:183], v100 offset0:16 offset1:18
	ds_read2_b64 v[184:187], v117 offset0:16 offset1:18
	ds_read2_b64 v[188:191], v100 offset0:20 offset1:22
	ds_read2_b64 v[192:195], v117 offset0:20 offset1:22
	ds_read2_b64 v[196:199], v100 offset0:24 offset1:26
	ds_read2_b64 v[200:203], v117 offset0:24 offset1:26
	ds_read2_b64 v[204:207], v100 offset0:28 offset1:30
	ds_read2_b64 v[208:211], v117 offset0:28 offset1:30
	v_max_f32_e32 v100, v130, v130
	s_add_i32 s2, s39, s36
	s_mov_b32 s22, s6
	s_mov_b32 s23, s7
	v_add3_u32 v117, s2, v110, v123
	s_waitcnt lgkmcnt(14)
	v_mfma_f32_32x32x8_f16 v[50:65], v[152:153], v[70:71], 0
	s_add_i32 s2, s38, 1
	s_cmp_lt_i32 s2, 2
	s_cselect_b32 s38, s2, 0
	s_mov_b32 s37, s35
	s_lshl_b32 s35, s38, 14
	s_mov_b32 s36, s17
	s_add_i32 s17, s35, 0x8000
	v_mfma_f32_32x32x8_f16 v[34:49], v[150:151], v[74:75], v[34:49]
	s_add_u32 s26, s26, 64
	s_addc_u32 s27, s27, 0
	v_add_u32_e32 v136, s35, v126
	s_cmp_lt_i32 s26, s30
	v_add_u32_e32 v128, 0x4000, v128
	v_add_u32_e32 v129, 0x4000, v129
	v_mfma_f32_32x32x8_f16 v[50:65], v[154:155], v[74:75], v[50:65]
	s_waitcnt lgkmcnt(13)
	v_mfma_f32_32x32x8_f16 v[34:49], v[156:157], v[78:79], v[34:49]
	s_waitcnt lgkmcnt(12)
	v_mfma_f32_32x32x8_f16 v[50:65], v[160:161], v[78:79], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[162:163], v[82:83], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[158:159], v[82:83], v[34:49]
	s_waitcnt lgkmcnt(10)
	v_mfma_f32_32x32x8_f16 v[50:65], v[168:169], v[86:87], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[164:165], v[86:87], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[170:171], v[90:91], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[166:167], v[90:91], v[34:49]
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x8_f16 v[50:65], v[176:177], v[94:95], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[172:173], v[94:95], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[178:179], v[66:67], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[174:175], v[66:67], v[34:49]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x8_f16 v[50:65], v[184:185], v[72:73], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[180:181], v[72:73], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[186:187], v[76:77], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[182:183], v[76:77], v[34:49]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[50:65], v[192:193], v[80:81], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[188:189], v[80:81], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[194:195], v[84:85], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[190:191], v[84:85], v[34:49]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[50:65], v[200:201], v[88:89], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[196:197], v[88:89], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[202:203], v[92:93], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[198:199], v[92:93], v[34:49]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[34:49], v[204:205], v[96:97], v[34:49]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[208:209], v[96:97], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[206:207], v[68:69], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[210:211], v[68:69], v[50:65]
	s_nop 9
	v_max3_f32 v139, v43, v44, v45
	v_max3_f32 v148, v46, v47, v48
	v_max_f32_e32 v153, v35, v35
	v_max_f32_e32 v154, v34, v34
	v_max3_f32 v155, v37, v38, v39
	v_max3_f32 v156, v40, v41, v42
	v_max3_f32 v149, v49, v50, v51
	v_max3_f32 v139, v139, v148, v149
	v_max_f32_e32 v149, v154, v153
	v_max3_f32 v150, v52, v53, v54
	v_max3_f32 v151, v55, v56, v57
	v_max3_f32 v152, v58, v59, v60
	v_max3_f32 v157, v61, v62, v63
	v_max3_f32 v149, v149, v36, v155
	v_max3_f32 v148, v150, v151, v152
	v_max3_f32 v150, v157, v64, v65
	v_max3_f32 v139, v149, v156, v139
	v_max3_f32 v139, v139, v148, v150
	ds_bpermute_b32 v148, v127, v139
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v148, v148, v148
	v_max_f32_e32 v139, v139, v148
	v_mul_f32_e32 v139, v98, v139
	v_max_f32_e32 v100, v100, v139
	v_pk_fma_f32 v[34:35], v[98:99], v[34:35], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], v[98:99], v[36:37], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], v[98:99], v[44:45], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_sub_f32_e32 v139, v130, v100
	v_exp_f32_e32 v148, v34
	v_exp_f32_e32 v149, v35
	v_exp_f32_e32 v150, v36
	v_exp_f32_e32 v151, v37
	v_exp_f32_e32 v153, v45
	v_exp_f32_e32 v45, v139
	v_pk_fma_f32 v[54:55], v[98:99], v[54:55], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[56:57], v[98:99], v[56:57], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[98:99], v[38:39], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], v[98:99], v[40:41], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], v[98:99], v[42:43], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[98:99], v[46:47], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], v[98:99], v[48:49], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], v[98:99], v[50:51], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[52:53], v[98:99], v[52:53], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], v[98:99], v[58:59], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[60:61], v[98:99], v[60:61], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], v[98:99], v[62:63], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[64:65], v[98:99], v[64:65], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v54, v54
	v_exp_f32_e32 v55, v55
	v_exp_f32_e32 v56, v56
	v_exp_f32_e32 v57, v57
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v152, v44
	v_exp_f32_e32 v154, v46
	v_exp_f32_e32 v155, v47
	v_exp_f32_e32 v156, v48
	v_exp_f32_e32 v157, v49
	v_exp_f32_e32 v158, v50
	v_exp_f32_e32 v159, v51
	v_exp_f32_e32 v160, v52
	v_exp_f32_e32 v161, v53
	v_exp_f32_e32 v58, v58
	v_exp_f32_e32 v59, v59
	v_exp_f32_e32 v60, v60
	v_exp_f32_e32 v61, v61
	v_exp_f32_e32 v62, v62
	v_exp_f32_e32 v63, v63
	v_exp_f32_e32 v64, v64
	v_exp_f32_e32 v65, v65
	ds_write_b32 v132, v45
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v172, v117 offset:512
	ds_read_u16 v173, v117 offset:768
	ds_read_u16 v174, v117 offset:896
	ds_read_u16 v175, v117 offset:640
	ds_read_u16 v176, v117 offset:384
	ds_read_u16 v177, v117 offset:256
	ds_read_u16 v178, v117
	ds_read_u16 v179, v117 offset:128
	buffer_load_dwordx4 v[46:49], v137, s[20:23], 0 offen
	buffer_load_dwordx4 v[50:53], v138, s[20:23], 0 offen
	v_pk_add_f32 v[138:139], v[148:149], v[150:151]
	v_cvt_f16_f32_e32 v148, v148
	v_cvt_f16_f32_e32 v149, v149
	v_cvt_f16_f32_e32 v150, v150
	ds_read_u16 v137, v117 offset:2048
	ds_read_u16 v180, v117 offset:2304
	ds_read_u16 v181, v117 offset:2560
	ds_read_u16 v182, v117 offset:2816
	ds_read_u16 v183, v117 offset:2944
	ds_read_u16 v184, v117 offset:2688
	ds_read_u16 v185, v117 offset:2432
	ds_read_u16 v186, v117 offset:2176
	ds_read_u16 v187, v117 offset:4096
	ds_read_u16 v188, v117 offset:4352
	ds_read_u16 v189, v117 offset:4608
	ds_read_u16 v190, v117 offset:4864
	ds_read_u16 v191, v117 offset:4992
	ds_read_u16 v192, v117 offset:4736
	ds_read_u16 v193, v117 offset:4480
	ds_read_u16 v194, v117 offset:4224
	v_pk_add_f32 v[170:171], v[54:55], v[56:57]
	ds_read_u16 v195, v117 offset:6144
	ds_read_u16 v196, v117 offset:6400
	ds_read_u16 v197, v117 offset:6656
	ds_read_u16 v198, v117 offset:6912
	ds_read_u16 v199, v117 offset:7040
	ds_read_u16 v200, v117 offset:6784
	ds_read_u16 v201, v117 offset:6528
	ds_read_u16 v202, v117 offset:6272
	v_cvt_f16_f32_e32 v151, v151
	v_cvt_f16_f32_e32 v54, v54
	v_cvt_f16_f32_e32 v55, v55
	ds_read_u16 v209, v117 offset:8192
	ds_read_u16 v210, v117 offset:8448
	ds_read_u16 v211, v117 offset:8704
	ds_read_u16 v212, v117 offset:8960
	ds_read_u16 v213, v117 offset:9088
	ds_read_u16 v214, v117 offset:8832
	ds_read_u16 v215, v117 offset:8576
	ds_read_u16 v216, v117 offset:8320
	ds_read_u16 v217, v117 offset:10240
	ds_read_u16 v218, v117 offset:10496
	ds_read_u16 v219, v117 offset:10752
	ds_read_u16 v220, v117 offset:11008
	ds_read_u16 v221, v117 offset:11136
	ds_read_u16 v222, v117 offset:10880
	ds_read_u16 v223, v117 offset:10624
	ds_read_u16 v224, v117 offset:10368
	ds_read_u16 v225, v117 offset:12288
	ds_read_u16 v226, v117 offset:12544
	ds_read_u16 v227, v117 offset:12800
	ds_read_u16 v228, v117 offset:13056
	ds_read_u16 v229, v117 offset:13184
	ds_read_u16 v230, v117 offset:12928
	ds_read_u16 v231, v117 offset:12672
	ds_read_u16 v232, v117 offset:12416
	ds_read_u16 v233, v117 offset:14336
	ds_read_u16 v234, v117 offset:14592
	ds_read_u16 v235, v117 offset:14848
	ds_read_u16 v236, v117 offset:15104
	ds_read_u16 v237, v117 offset:15232
	ds_read_u16 v238, v117 offset:14976
	ds_read_u16 v239, v117 offset:14720
	ds_read_u16 v117, v117 offset:14464
	ds_read_b32 v44, v133
	v_pk_add_f32 v[164:165], v[42:43], v[152:153]
	v_pk_add_f32 v[166:167], v[154:155], v[156:157]
	v_pk_add_f32 v[168:169], v[158:159], v[160:161]
	v_pk_add_f32 v[34:35], v[58:59], v[60:61]
	v_pk_add_f32 v[36:37], v[62:63], v[64:65]
	v_cvt_f16_f32_e32 v203, v38
	v_cvt_f16_f32_e32 v204, v39
	v_cvt_f16_f32_e32 v205, v40
	v_cvt_f16_f32_e32 v206, v41
	v_cvt_f16_f32_e32 v207, v42
	v_cvt_f16_f32_e32 v208, v43
	v_cvt_f16_f32_e32 v152, v152
	v_cvt_f16_f32_e32 v153, v153
	v_cvt_f16_f32_e32 v154, v154
	v_cvt_f16_f32_e32 v155, v155
	v_cvt_f16_f32_e32 v156, v156
	v_cvt_f16_f32_e32 v157, v157
	v_cvt_f16_f32_e32 v158, v158
	v_cvt_f16_f32_e32 v159, v159
	v_cvt_f16_f32_e32 v160, v160
	v_cvt_f16_f32_e32 v161, v161
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
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v134, v148
	ds_write_b16 v134, v149 offset:256
	ds_write_b16 v134, v150 offset:512
	ds_write_b16 v134, v151 offset:768
	ds_write_b16 v134, v203 offset:2048
	ds_write_b16 v134, v204 offset:2304
	ds_write_b16 v134, v205 offset:2560
	ds_write_b16 v134, v206 offset:2816
	ds_write_b16 v134, v207 offset:4096
	ds_write_b16 v134, v208 offset:4352
	ds_write_b16 v134, v152 offset:4608
	ds_write_b16 v134, v153 offset:4864
	ds_write_b16 v134, v154 offset:6144
	ds_write_b16 v134, v155 offset:6400
	ds_write_b16 v134, v156 offset:6656
	ds_write_b16 v134, v157 offset:6912
	ds_write_b16 v134, v158 offset:8192
	ds_write_b16 v134, v159 offset:8448
	ds_write_b16 v134, v160 offset:8704
	ds_write_b16 v134, v161 offset:8960
	ds_write_b16 v134, v54 offset:10240
	ds_write_b16 v134, v55 offset:10496
	ds_write_b16 v134, v56 offset:10752
	ds_write_b16 v134, v57 offset:11008
	ds_write_b16 v134, v58 offset:12288
	ds_write_b16 v134, v59 offset:12544
	ds_write_b16 v134, v60 offset:12800
	ds_write_b16 v134, v61 offset:13056
	ds_write_b16 v134, v62 offset:14336
	ds_write_b16 v134, v63 offset:14592
	ds_write_b16 v134, v64 offset:14848
	ds_write_b16 v134, v65 offset:15104
	v_perm_b32 v55, v173, v172, s40
	v_perm_b32 v54, v177, v178, s40
	v_pk_add_f32 v[162:163], v[38:39], v[40:41]
	s_waitcnt lgkmcnt(0)
	v_pk_add_f32 v[38:39], v[138:139], v[162:163]
	s_barrier
	ds_read_u16 v58, v135 offset:512
	ds_read_u16 v59, v135 offset:768
	ds_read_u16 v60, v135
	ds_read_u16 v61, v135 offset:2048
	ds_read_u16 v62, v135 offset:2304
	ds_read_u16 v63, v135 offset:2560
	ds_read_u16 v64, v135 offset:2816
	ds_read_u16 v65, v135 offset:256
	ds_read_u16 v138, v135 offset:4608
	ds_read_u16 v139, v135 offset:4864
	ds_read_u16 v148, v135 offset:6144
	ds_read_u16 v149, v135 offset:6400
	ds_read_u16 v150, v135 offset:6656
	ds_read_u16 v151, v135 offset:6912
	ds_read_u16 v152, v135 offset:4096
	ds_read_u16 v153, v135 offset:4352
	ds_read_u16 v154, v135 offset:8704
	ds_read_u16 v155, v135 offset:8960
	ds_read_u16 v156, v135 offset:10240
	ds_read_u16 v157, v135 offset:10496
	ds_read_u16 v158, v135 offset:10752
	v_pk_mul_f32 v[18:19], v[18:19], v[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[44:45] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(14)
	v_perm_b32 v59, v59, v58, s40
	s_waitcnt lgkmcnt(13)
	v_perm_b32 v58, v65, v60, s40
	v_perm_b32 v57, v174, v175, s40
	v_perm_b32 v56, v176, v179, s40
	v_mfma_f32_32x32x8_f16 v[18:33], v[54:55], v[58:59], v[18:33]
	v_perm_b32 v55, v182, v181, s40
	v_perm_b32 v54, v180, v137, s40
	v_mul_f32_e64 v2, v2, v44
	v_mul_f32_e64 v3, v3, v44
	v_mul_f32_e64 v4, v4, v44
	v_mul_f32_e64 v5, v5, v44
	v_pk_mul_f32 v[6:7], v[6:7], v[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[44:45] op_sel_hi:[1,0]
	ds_read_u16 v44, v135 offset:11008
	ds_read_u16 v60, v135 offset:12288
	v_mfma_f32_32x32x8_f16 v[2:17], v[56:57], v[58:59], v[2:17]
	v_perm_b32 v57, v64, v63, s40
	v_perm_b32 v56, v62, v61, s40
	ds_read_u16 v58, v135 offset:8192
	ds_read_u16 v61, v135 offset:12544
	ds_read_u16 v62, v135 offset:12800
	ds_read_u16 v63, v135 offset:13056
	ds_read_u16 v64, v135 offset:15104
	ds_read_u16 v59, v135 offset:8448
	v_mfma_f32_32x32x8_f16 v[18:33], v[54:55], v[56:57], v[18:33]
	v_perm_b32 v55, v183, v184, s40
	v_perm_b32 v54, v185, v186, s40
	v_add_f32_e64 v34, v34, v36
	v_add_f32_e64 v35, v35, v37
	v_perm_b32 v37, v229, v230, s40
	v_perm_b32 v36, v231, v232, s40
	v_pk_add_f32 v[42:43], v[164:165], v[166:167]
	v_pk_add_f32 v[40:41], v[168:169], v[170:171]
	v_mfma_f32_32x32x8_f16 v[2:17], v[54:55], v[56:57], v[2:17]
	v_perm_b32 v55, v190, v189, s40
	v_perm_b32 v54, v188, v187, s40
	s_waitcnt lgkmcnt(14)
	v_perm_b32 v57, v139, v138, s40
	s_waitcnt lgkmcnt(13)
	v_perm_b32 v56, v153, v152, s40
	v_pk_add_f32 v[34:35], v[40:41], v[34:35]
	v_mov_b32_e32 v130, v100
	v_mfma_f32_32x32x8_f16 v[18:33], v[54:55], v[56:57], v[18:33]
	v_perm_b32 v55, v191, v192, s40
	v_perm_b32 v54, v193, v194, s40
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[54:55], v[56:57], v[2:17]
	v_perm_b32 v55, v198, v197, s40
	v_perm_b32 v54, v196, v195, s40
	v_perm_b32 v57, v151, v150, s40
	v_perm_b32 v56, v149, v148, s40
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[18:33], v[54:55], v[56:57], v[18:33]
	v_perm_b32 v55, v199, v200, s40
	v_perm_b32 v54, v201, v202, s40
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[54:55], v[56:57], v[2:17]
	v_perm_b32 v55, v212, v211, s40
	v_perm_b32 v54, v210, v209, s40
	s_waitcnt lgkmcnt(11)
	v_perm_b32 v57, v155, v154, s40
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v56, v59, v58, s40
	ds_read_u16 v58, v135 offset:14336
	ds_read_u16 v59, v135 offset:14592
	v_mfma_f32_32x32x8_f16 v[18:33], v[54:55], v[56:57], v[18:33]
	v_perm_b32 v55, v213, v214, s40
	v_perm_b32 v54, v215, v216, s40
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[54:55], v[56:57], v[2:17]
	v_perm_b32 v55, v220, v219, s40
	v_perm_b32 v54, v218, v217, s40
	v_perm_b32 v57, v44, v158, s40
	v_perm_b32 v56, v157, v156, s40
	ds_read_u16 v44, v135 offset:14848
	s_waitcnt vmcnt(3)
	ds_write_b128 v136, v[140:143]
	s_waitcnt vmcnt(2)
	ds_write_b128 v136, v[144:147] offset:8192
	s_waitcnt vmcnt(1)
	ds_write_b128 v136, v[46:49] offset:32768
	s_waitcnt vmcnt(0)
	ds_write_b128 v136, v[50:53] offset:40960
	v_mfma_f32_32x32x8_f16 v[18:33], v[54:55], v[56:57], v[18:33]
	v_perm_b32 v55, v221, v222, s40
	v_perm_b32 v54, v223, v224, s40
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[54:55], v[56:57], v[2:17]
	v_perm_b32 v55, v228, v227, s40
	v_perm_b32 v54, v226, v225, s40
	v_perm_b32 v57, v63, v62, s40
	v_perm_b32 v56, v61, v60, s40
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[18:33], v[54:55], v[56:57], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[36:37], v[56:57], v[2:17]
	v_add_f32_e64 v36, v38, v42
	v_add_f32_e64 v37, v39, v43
	v_perm_b32 v39, v236, v235, s40
	v_perm_b32 v38, v234, v233, s40
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v43, v64, v44, s40
	v_perm_b32 v42, v59, v58, s40
	v_pk_add_f32 v[34:35], v[36:37], v[34:35]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[18:33], v[38:39], v[42:43], v[18:33]
	v_perm_b32 v39, v237, v238, s40
	v_perm_b32 v38, v239, v117, s40
	v_add_f32_e32 v34, v34, v35
	ds_bpermute_b32 v35, v127, v34
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v117, v34, v35
	v_mfma_f32_32x32x8_f16 v[2:17], v[38:39], v[42:43], v[2:17]
	v_fmac_f32_e32 v117, v131, v45
	v_mov_b32_e32 v131, v117
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_3
.LBB0_1:
	v_mov_b32_e32 v3, 0
	s_mov_b32 s17, 0xc000
	v_mov_b32_e32 v100, 0xff800000
	v_mov_b32_e32 v117, 0
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
	s_and_b64 s[2:3], s[24:25], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_or_b32_e32 v103, v124, v122
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_4
; %bb.5:
	v_add_u32_e32 v54, s37, v103
	ds_read2_b64 v[50:53], v54 offset1:2
	v_add_u32_e32 v99, 0x2000, v54
	ds_read2_b64 v[124:127], v99 offset1:2
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[70:71], 0
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[74:75], v[34:49]
	ds_read2_b64 v[50:53], v54 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[78:79], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[82:83], v[34:49]
	ds_read2_b64 v[50:53], v54 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[86:87], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[90:91], v[34:49]
	ds_read2_b64 v[50:53], v54 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[94:95], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[66:67], v[34:49]
	ds_read2_b64 v[50:53], v54 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[72:73], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[76:77], v[34:49]
	ds_read2_b64 v[50:53], v54 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[80:81], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[84:85], v[34:49]
	ds_read2_b64 v[50:53], v54 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[88:89], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[92:93], v[34:49]
	ds_read2_b64 v[50:53], v54 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[96:97], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[68:69], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[124:125], v[70:71], 0
	v_mfma_f32_32x32x8_f16 v[50:65], v[126:127], v[74:75], v[50:65]
	ds_read2_b64 v[124:127], v99 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[124:125], v[78:79], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[126:127], v[82:83], v[50:65]
	ds_read2_b64 v[124:127], v99 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[124:125], v[86:87], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[126:127], v[90:91], v[50:65]
	ds_read2_b64 v[124:127], v99 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[124:125], v[94:95], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[126:127], v[66:67], v[50:65]
	ds_read2_b64 v[124:127], v99 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[124:125], v[72:73], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[126:127], v[76:77], v[50:65]
	ds_read2_b64 v[124:127], v99 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[124:125], v[80:81], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[126:127], v[84:85], v[50:65]
	ds_read2_b64 v[124:127], v99 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[124:125], v[88:89], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[126:127], v[92:93], v[50:65]
	ds_read2_b64 v[124:127], v99 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[124:125], v[96:97], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[126:127], v[68:69], v[50:65]
	s_branch .LBB0_5
.LBB0_4:
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
	v_max_f32_e32 v99, v35, v35
	v_max_f32_e32 v102, v34, v34
	v_max_f32_e32 v99, v102, v99
	v_max3_f32 v102, v37, v38, v39
	v_max3_f32 v105, v43, v44, v45
	v_max3_f32 v122, v46, v47, v48
	s_nop 3
	v_max3_f32 v124, v49, v50, v51
	v_max3_f32 v104, v40, v41, v42
	v_max3_f32 v125, v52, v53, v54
	v_max3_f32 v126, v55, v56, v57
	v_max3_f32 v127, v58, v59, v60
	v_max3_f32 v128, v61, v62, v63
	v_max3_f32 v99, v99, v36, v102
	v_max3_f32 v102, v105, v122, v124
	v_max3_f32 v105, v125, v126, v127
	v_max3_f32 v122, v128, v64, v65
	v_max3_f32 v99, v99, v104, v102
	v_max3_f32 v99, v99, v105, v122
	v_xor_b32_e32 v124, 0x80, v121
	ds_bpermute_b32 v102, v124, v99
	s_and_b32 s38, s33, 64
	v_or3_b32 v126, v110, s38, v123
	v_add_u32_e32 v125, s36, v126
	s_and_b32 s39, s33, 0x180
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v102, v102, v102
	v_max_f32_e32 v99, v99, v102
	v_mul_f32_e32 v99, v98, v99
	v_max_f32_e32 v102, v100, v100
	v_max_f32_e32 v102, v102, v99
	v_pk_fma_f32 v[34:35], v[98:99], v[34:35], v[102:103] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], v[98:99], v[36:37], v[102:103] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[98:99], v[38:39], v[102:103] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], v[98:99], v[40:41], v[102:103] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], v[98:99], v[42:43], v[102:103] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], v[98:99], v[44:45], v[102:103] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[98:99], v[46:47], v[102:103] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], v[98:99], v[48:49], v[102:103] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], v[98:99], v[50:51], v[102:103] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[52:53], v[98:99], v[52:53], v[102:103] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[54:55], v[98:99], v[54:55], v[102:103] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[56:57], v[98:99], v[56:57], v[102:103] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], v[98:99], v[58:59], v[102:103] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[60:61], v[98:99], v[60:61], v[102:103] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], v[98:99], v[62:63], v[102:103] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[64:65], v[98:99], v[64:65], v[102:103] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v160, v34
	v_exp_f32_e32 v161, v35
	v_exp_f32_e32 v162, v36
	v_exp_f32_e32 v163, v37
	v_exp_f32_e32 v164, v38
	v_exp_f32_e32 v165, v39
	v_exp_f32_e32 v166, v40
	v_exp_f32_e32 v167, v41
	v_exp_f32_e32 v168, v42
	v_exp_f32_e32 v169, v43
	v_exp_f32_e32 v170, v44
	v_exp_f32_e32 v171, v45
	v_exp_f32_e32 v172, v46
	v_exp_f32_e32 v173, v47
	v_exp_f32_e32 v174, v48
	v_exp_f32_e32 v175, v49
	v_exp_f32_e32 v176, v50
	v_exp_f32_e32 v177, v51
	v_exp_f32_e32 v178, v52
	v_exp_f32_e32 v179, v53
	v_exp_f32_e32 v180, v54
	v_exp_f32_e32 v181, v55
	v_exp_f32_e32 v182, v56
	v_exp_f32_e32 v183, v57
	v_exp_f32_e32 v184, v58
	v_exp_f32_e32 v185, v59
	v_exp_f32_e32 v186, v60
	v_exp_f32_e32 v187, v61
	v_exp_f32_e32 v188, v62
	v_exp_f32_e32 v189, v63
	v_exp_f32_e32 v190, v64
	v_exp_f32_e32 v191, v65
	v_sub_f32_e32 v34, v100, v102
	v_exp_f32_e32 v35, v34
	v_pk_add_f32 v[36:37], v[160:161], v[162:163]
	v_pk_add_f32 v[38:39], v[164:165], v[166:167]
	v_pk_add_f32 v[40:41], v[168:169], v[170:171]
	v_pk_add_f32 v[42:43], v[172:173], v[174:175]
	v_pk_add_f32 v[44:45], v[176:177], v[178:179]
	v_pk_add_f32 v[46:47], v[180:181], v[182:183]
	v_pk_add_f32 v[48:49], v[184:185], v[186:187]
	v_pk_add_f32 v[50:51], v[188:189], v[190:191]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
	v_pk_add_f32 v[38:39], v[40:41], v[42:43]
	v_pk_add_f32 v[40:41], v[44:45], v[46:47]
	v_pk_add_f32 v[42:43], v[48:49], v[50:51]
	v_lshlrev_b32_e32 v34, 2, v111
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
	v_pk_add_f32 v[38:39], v[40:41], v[42:43]
	v_lshl_or_b32 v121, s29, 1, v34
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
	v_add_u32_e32 v38, 0x10000, v121
	ds_write_b32 v38, v35
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v156, v125
	ds_read_u16 v157, v125 offset:256
	ds_read_u16 v158, v125 offset:512
	ds_read_u16 v159, v125 offset:768
	ds_read_u16 v55, v125 offset:896
	ds_read_u16 v59, v125 offset:640
	ds_read_u16 v58, v125 offset:384
	ds_read_u16 v61, v125 offset:128
	ds_read_u16 v128, v125 offset:2048
	ds_read_u16 v129, v125 offset:2304
	ds_read_u16 v133, v125 offset:2560
	ds_read_u16 v136, v125 offset:2816
	ds_read_u16 v38, v125 offset:2944
	ds_read_u16 v40, v125 offset:2688
	ds_read_u16 v39, v125 offset:2432
	ds_read_u16 v41, v125 offset:2176
	ds_read_u16 v130, v125 offset:4096
	ds_read_u16 v131, v125 offset:4352
	ds_read_u16 v137, v125 offset:4608
	ds_read_u16 v140, v125 offset:4864
	ds_read_u16 v42, v125 offset:4992
	ds_read_u16 v44, v125 offset:4736
	ds_read_u16 v43, v125 offset:4480
	ds_read_u16 v45, v125 offset:4224
	ds_read_u16 v132, v125 offset:6144
	ds_read_u16 v134, v125 offset:6400
	ds_read_u16 v141, v125 offset:6656
	ds_read_u16 v144, v125 offset:6912
	ds_read_u16 v46, v125 offset:7040
	ds_read_u16 v48, v125 offset:6784
	ds_read_u16 v47, v125 offset:6528
	ds_read_u16 v49, v125 offset:6272
	ds_read_u16 v135, v125 offset:8192
	ds_read_u16 v138, v125 offset:8448
	ds_read_u16 v145, v125 offset:8704
	ds_read_u16 v147, v125 offset:8960
	ds_read_u16 v50, v125 offset:9088
	ds_read_u16 v52, v125 offset:8832
	ds_read_u16 v51, v125 offset:8576
	ds_read_u16 v53, v125 offset:8320
	ds_read_u16 v139, v125 offset:10240
	ds_read_u16 v142, v125 offset:10496
	ds_read_u16 v148, v125 offset:10752
	ds_read_u16 v149, v125 offset:11008
	ds_read_u16 v54, v125 offset:11136
	ds_read_u16 v57, v125 offset:10880
	ds_read_u16 v56, v125 offset:10624
	ds_read_u16 v60, v125 offset:10368
	ds_read_u16 v152, v125 offset:12288
	ds_read_u16 v153, v125 offset:12544
	ds_read_u16 v154, v125 offset:12800
	ds_read_u16 v155, v125 offset:13056
	ds_read_u16 v62, v125 offset:13184
	ds_read_u16 v64, v125 offset:12928
	ds_read_u16 v63, v125 offset:12672
	ds_read_u16 v65, v125 offset:12416
	ds_read_u16 v143, v125 offset:14336
	ds_read_u16 v146, v125 offset:14592
	ds_read_u16 v150, v125 offset:14848
	ds_read_u16 v151, v125 offset:15104
	ds_read_u16 v99, v125 offset:15232
	ds_read_u16 v105, v125 offset:14976
	ds_read_u16 v104, v125 offset:14720
	ds_read_u16 v127, v125 offset:14464
	v_or_b32_e32 v122, s39, v34
	v_add_f32_e32 v36, v36, v37
	v_add_u32_e32 v34, 0x10000, v122
	ds_bpermute_b32 v37, v124, v36
	ds_read_b32 v34, v34
	s_mov_b32 s2, 0x10000
	v_cvt_f16_f32_e32 v160, v160
	s_lshr_b32 s10, s39, 1
	v_cvt_f16_f32_e32 v161, v161
	v_add3_u32 v123, s2, v110, v123
	s_and_b64 s[2:3], s[24:25], exec
	v_cvt_f16_f32_e32 v162, v162
	s_cselect_b32 s2, 1, 0
	v_cvt_f16_f32_e32 v163, v163
	v_add_u32_e32 v125, s29, v123
	s_cmp_lg_u32 s2, 1
	v_add_u32_e32 v123, s10, v123
	v_cvt_f16_f32_e32 v164, v164
	v_cvt_f16_f32_e32 v165, v165
	v_cvt_f16_f32_e32 v166, v166
	v_cvt_f16_f32_e32 v167, v167
	v_cvt_f16_f32_e32 v168, v168
	v_cvt_f16_f32_e32 v169, v169
	v_cvt_f16_f32_e32 v170, v170
	v_cvt_f16_f32_e32 v171, v171
	v_cvt_f16_f32_e32 v172, v172
	v_cvt_f16_f32_e32 v173, v173
	v_cvt_f16_f32_e32 v174, v174
	v_cvt_f16_f32_e32 v175, v175
	v_cvt_f16_f32_e32 v176, v176
	v_cvt_f16_f32_e32 v177, v177
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
	v_cvt_f16_f32_e32 v188, v188
	v_cvt_f16_f32_e32 v189, v189
	v_cvt_f16_f32_e32 v190, v190
	v_cvt_f16_f32_e32 v191, v191
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v125, v160
	ds_write_b16 v125, v161 offset:256
	ds_write_b16 v125, v162 offset:512
	ds_write_b16 v125, v163 offset:768
	ds_write_b16 v125, v164 offset:2048
	ds_write_b16 v125, v165 offset:2304
	ds_write_b16 v125, v166 offset:2560
	ds_write_b16 v125, v167 offset:2816
	ds_write_b16 v125, v168 offset:4096
	ds_write_b16 v125, v169 offset:4352
	ds_write_b16 v125, v170 offset:4608
	ds_write_b16 v125, v171 offset:4864
	ds_write_b16 v125, v172 offset:6144
	ds_write_b16 v125, v173 offset:6400
	ds_write_b16 v125, v174 offset:6656
	ds_write_b16 v125, v175 offset:6912
	ds_write_b16 v125, v176 offset:8192
	ds_write_b16 v125, v177 offset:8448
	ds_write_b16 v125, v178 offset:8704
	ds_write_b16 v125, v179 offset:8960
	ds_write_b16 v125, v180 offset:10240
	ds_write_b16 v125, v181 offset:10496
	ds_write_b16 v125, v182 offset:10752
	ds_write_b16 v125, v183 offset:11008
	ds_write_b16 v125, v184 offset:12288
	ds_write_b16 v125, v185 offset:12544
	ds_write_b16 v125, v186 offset:12800
	ds_write_b16 v125, v187 offset:13056
	ds_write_b16 v125, v188 offset:14336
	ds_write_b16 v125, v189 offset:14592
	ds_write_b16 v125, v190 offset:14848
	ds_write_b16 v125, v191 offset:15104
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_6
; %bb.8:
	ds_read_u16 v100, v123 offset:768
	ds_read_u16 v160, v123 offset:512
	ds_read_u16 v161, v123 offset:256
	ds_read_u16 v162, v123
	s_mov_b32 s2, 0x5040100
	v_perm_b32 v159, v159, v158, s2
	v_perm_b32 v158, v157, v156, s2
	v_perm_b32 v59, v55, v59, s2
	v_perm_b32 v58, v58, v61, s2
	v_pk_mul_f32 v[32:33], v[32:33], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[34:35] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v157, v100, v160, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v156, v161, v162, s2
	v_pk_mul_f32 v[16:17], v[16:17], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[34:35] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[18:33], v[158:159], v[156:157], v[18:33]
	ds_read_u16 v100, v123 offset:2816
	ds_read_u16 v160, v123 offset:2560
	ds_read_u16 v161, v123 offset:2304
	ds_read_u16 v162, v123 offset:2048
	v_perm_b32 v159, v136, v133, s2
	v_perm_b32 v158, v129, v128, s2
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v129, v100, v160, s2
	v_perm_b32 v137, v140, v137, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v128, v161, v162, s2
	v_perm_b32 v136, v131, v130, s2
	v_mfma_f32_32x32x8_f16 v[2:17], v[58:59], v[156:157], v[2:17]
	v_perm_b32 v59, v38, v40, s2
	v_perm_b32 v58, v39, v41, s2
	v_perm_b32 v39, v42, v44, s2
	v_perm_b32 v38, v43, v45, s2
	v_perm_b32 v132, v134, v132, s2
	v_add_f32_e32 v34, v36, v37
	v_fmac_f32_e32 v34, v117, v35
	v_mfma_f32_32x32x8_f16 v[18:33], v[158:159], v[128:129], v[18:33]
	ds_read_u16 v100, v123 offset:4864
	ds_read_u16 v133, v123 offset:4608
	ds_read_u16 v158, v123 offset:4352
	ds_read_u16 v159, v123 offset:4096
	v_mov_b32_e32 v117, v34
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v131, v100, v133, s2
	v_perm_b32 v133, v144, v141, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v130, v158, v159, s2
	v_mfma_f32_32x32x8_f16 v[2:17], v[58:59], v[128:129], v[2:17]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[18:33], v[136:137], v[130:131], v[18:33]
	ds_read_u16 v100, v123 offset:6912
	ds_read_u16 v136, v123 offset:6656
	ds_read_u16 v140, v123 offset:6400
	ds_read_u16 v158, v123 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v137, v100, v136, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v136, v140, v158, s2
	ds_read_u16 v100, v123 offset:8960
	ds_read_u16 v134, v123 offset:8704
	ds_read_u16 v140, v123 offset:8448
	ds_read_u16 v141, v123 offset:8192
	v_mfma_f32_32x32x8_f16 v[2:17], v[38:39], v[130:131], v[2:17]
	v_perm_b32 v39, v46, v48, s2
	v_perm_b32 v38, v47, v49, s2
	v_mfma_f32_32x32x8_f16 v[18:33], v[132:133], v[136:137], v[18:33]
	v_perm_b32 v133, v147, v145, s2
	v_perm_b32 v132, v138, v135, s2
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v135, v100, v134, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v134, v140, v141, s2
	ds_read_u16 v100, v123 offset:11008
	ds_read_u16 v138, v123 offset:10752
	ds_read_u16 v140, v123 offset:10496
	ds_read_u16 v141, v123 offset:10240
	v_mfma_f32_32x32x8_f16 v[2:17], v[38:39], v[136:137], v[2:17]
	v_perm_b32 v39, v50, v52, s2
	v_perm_b32 v38, v51, v53, s2
	v_mfma_f32_32x32x8_f16 v[18:33], v[132:133], v[134:135], v[18:33]
	v_perm_b32 v133, v149, v148, s2
	v_perm_b32 v132, v142, v139, s2
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v139, v100, v138, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v138, v140, v141, s2
	v_perm_b32 v141, v155, v154, s2
	v_perm_b32 v140, v153, v152, s2
	v_mfma_f32_32x32x8_f16 v[2:17], v[38:39], v[134:135], v[2:17]
	v_perm_b32 v39, v54, v57, s2
	v_perm_b32 v38, v56, v60, s2
	v_mfma_f32_32x32x8_f16 v[18:33], v[132:133], v[138:139], v[18:33]
	ds_read_u16 v100, v123 offset:15104
	ds_read_u16 v132, v123 offset:13056
	ds_read_u16 v133, v123 offset:12800
	ds_read_u16 v142, v123 offset:12544
	ds_read_u16 v144, v123 offset:12288
	ds_read_u16 v145, v123 offset:14848
	ds_read_u16 v147, v123 offset:14592
	ds_read_u16 v148, v123 offset:14336
	s_waitcnt lgkmcnt(5)
	v_perm_b32 v133, v132, v133, s2
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v132, v142, v144, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v142, v147, v148, s2
	v_mfma_f32_32x32x8_f16 v[2:17], v[38:39], v[138:139], v[2:17]
	v_perm_b32 v39, v62, v64, s2
	v_perm_b32 v38, v63, v65, s2
	v_mfma_f32_32x32x8_f16 v[18:33], v[140:141], v[132:133], v[18:33]
	v_perm_b32 v141, v151, v150, s2
	v_perm_b32 v140, v146, v143, s2
	v_perm_b32 v143, v100, v145, s2
	v_mov_b32_e32 v100, v102
	v_mfma_f32_32x32x8_f16 v[2:17], v[38:39], v[132:133], v[2:17]
	v_perm_b32 v39, v99, v105, s2
	v_perm_b32 v38, v104, v127, s2
	v_mfma_f32_32x32x8_f16 v[18:33], v[140:141], v[142:143], v[18:33]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[2:17], v[38:39], v[142:143], v[2:17]
.LBB0_6:
	s_or_b32 s10, s28, 63
	s_cmpk_gt_i32 s10, 0x7f
	s_cselect_b64 s[2:3], -1, 0
	s_cmpk_lt_i32 s10, 0x80
	v_mov_b32_e32 v99, v98
	s_cbranch_scc1 .LBB0_7
; %bb.10:
	v_add_u32_e32 v54, s35, v103
	ds_read2_b64 v[50:53], v54 offset1:2
	v_add_u32_e32 v102, 0x2000, v54
	ds_read2_b64 v[128:131], v102 offset1:2
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[70:71], 0
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[74:75], v[34:49]
	ds_read2_b64 v[50:53], v54 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[78:79], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[82:83], v[34:49]
	ds_read2_b64 v[50:53], v54 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[86:87], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[90:91], v[34:49]
	ds_read2_b64 v[50:53], v54 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[94:95], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[66:67], v[34:49]
	ds_read2_b64 v[50:53], v54 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[72:73], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[76:77], v[34:49]
	ds_read2_b64 v[50:53], v54 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[80:81], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[84:85], v[34:49]
	ds_read2_b64 v[50:53], v54 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[88:89], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[92:93], v[34:49]
	ds_read2_b64 v[50:53], v54 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[96:97], v[34:49]
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[68:69], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[128:129], v[70:71], 0
	v_mfma_f32_32x32x8_f16 v[50:65], v[130:131], v[74:75], v[50:65]
	ds_read2_b64 v[128:131], v102 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[128:129], v[78:79], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[130:131], v[82:83], v[50:65]
	ds_read2_b64 v[128:131], v102 offset0:8 offset1:10
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[128:129], v[86:87], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[130:131], v[90:91], v[50:65]
	ds_read2_b64 v[128:131], v102 offset0:12 offset1:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[128:129], v[94:95], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[130:131], v[66:67], v[50:65]
	ds_read2_b64 v[128:131], v102 offset0:16 offset1:18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[128:129], v[72:73], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[130:131], v[76:77], v[50:65]
	ds_read2_b64 v[128:131], v102 offset0:20 offset1:22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[128:129], v[80:81], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[130:131], v[84:85], v[50:65]
	ds_read2_b64 v[128:131], v102 offset0:24 offset1:26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[128:129], v[88:89], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[130:131], v[92:93], v[50:65]
	ds_read2_b64 v[128:131], v102 offset0:28 offset1:30
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[128:129], v[96:97], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[130:131], v[68:69], v[50:65]
	s_branch .LBB0_8
.LBB0_7:
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
	v_max_f32_e32 v102, v35, v35
	v_max_f32_e32 v104, v34, v34
	v_max_f32_e32 v102, v104, v102
	v_max3_f32 v104, v37, v38, v39
	v_max3_f32 v127, v43, v44, v45
	v_max3_f32 v128, v46, v47, v48
	s_nop 3
	v_max3_f32 v129, v49, v50, v51
	v_max3_f32 v105, v40, v41, v42
	v_max3_f32 v130, v52, v53, v54
	v_max3_f32 v131, v55, v56, v57
	v_max3_f32 v132, v58, v59, v60
	v_max3_f32 v133, v61, v62, v63
	v_max3_f32 v102, v102, v36, v104
	v_max3_f32 v104, v127, v128, v129
	v_max3_f32 v127, v130, v131, v132
	v_max3_f32 v128, v133, v64, v65
	v_max3_f32 v102, v102, v105, v104
	v_max3_f32 v102, v102, v127, v128
	ds_bpermute_b32 v104, v124, v102
	v_add_u32_e32 v127, s17, v126
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_max_f32_e32 v104, v104, v104
	v_max_f32_e32 v102, v102, v104
	v_mul_f32_e32 v102, v98, v102
	v_max_f32_e32 v104, v100, v100
	v_max_f32_e32 v102, v104, v102
	v_pk_fma_f32 v[34:35], v[98:99], v[34:35], v[102:103] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], v[98:99], v[36:37], v[102:103] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[98:99], v[38:39], v[102:103] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], v[98:99], v[40:41], v[102:103] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], v[98:99], v[42:43], v[102:103] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], v[98:99], v[44:45], v[102:103] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[98:99], v[46:47], v[102:103] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], v[98:99], v[48:49], v[102:103] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], v[98:99], v[50:51], v[102:103] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[52:53], v[98:99], v[52:53], v[102:103] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[54:55], v[98:99], v[54:55], v[102:103] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[56:57], v[98:99], v[56:57], v[102:103] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], v[98:99], v[58:59], v[102:103] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[60:61], v[98:99], v[60:61], v[102:103] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], v[98:99], v[62:63], v[102:103] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[64:65], v[98:99], v[64:65], v[102:103] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v160, v34
	v_exp_f32_e32 v161, v35
	v_exp_f32_e32 v162, v36
	v_exp_f32_e32 v163, v37
	v_exp_f32_e32 v164, v38
	v_exp_f32_e32 v165, v39
	v_exp_f32_e32 v166, v40
	v_exp_f32_e32 v167, v41
	v_exp_f32_e32 v168, v42
	v_exp_f32_e32 v169, v43
	v_exp_f32_e32 v170, v44
	v_exp_f32_e32 v171, v45
	v_exp_f32_e32 v172, v46
	v_exp_f32_e32 v173, v47
	v_exp_f32_e32 v174, v48
	v_exp_f32_e32 v175, v49
	v_exp_f32_e32 v176, v50
	v_exp_f32_e32 v177, v51
	v_exp_f32_e32 v178, v52
	v_exp_f32_e32 v179, v53
	v_exp_f32_e32 v180, v54
	v_exp_f32_e32 v181, v55
	v_exp_f32_e32 v182, v56
	v_exp_f32_e32 v183, v57
	v_exp_f32_e32 v184, v58
	v_exp_f32_e32 v185, v59
	v_exp_f32_e32 v186, v60
	v_exp_f32_e32 v187, v61
	v_exp_f32_e32 v188, v62
	v_exp_f32_e32 v189, v63
	v_exp_f32_e32 v190, v64
	v_exp_f32_e32 v191, v65
	v_sub_f32_e32 v34, v100, v102
	v_exp_f32_e32 v35, v34
	v_pk_add_f32 v[36:37], v[160:161], v[162:163]
	v_pk_add_f32 v[38:39], v[164:165], v[166:167]
	v_pk_add_f32 v[40:41], v[168:169], v[170:171]
	v_pk_add_f32 v[42:43], v[172:173], v[174:175]
	v_pk_add_f32 v[44:45], v[176:177], v[178:179]
	v_pk_add_f32 v[46:47], v[180:181], v[182:183]
	v_pk_add_f32 v[48:49], v[184:185], v[186:187]
	v_pk_add_f32 v[50:51], v[188:189], v[190:191]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
	v_pk_add_f32 v[38:39], v[40:41], v[42:43]
	v_pk_add_f32 v[40:41], v[44:45], v[46:47]
	v_pk_add_f32 v[42:43], v[48:49], v[50:51]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
	v_pk_add_f32 v[38:39], v[40:41], v[42:43]
	v_add_u32_e32 v34, 0x10000, v121
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
	ds_write_b32 v34, v35
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v156, v127
	ds_read_u16 v157, v127 offset:256
	ds_read_u16 v158, v127 offset:512
	ds_read_u16 v159, v127 offset:768
	ds_read_u16 v55, v127 offset:896
	ds_read_u16 v59, v127 offset:640
	ds_read_u16 v58, v127 offset:384
	ds_read_u16 v61, v127 offset:128
	ds_read_u16 v128, v127 offset:2048
	ds_read_u16 v129, v127 offset:2304
	ds_read_u16 v133, v127 offset:2560
	ds_read_u16 v136, v127 offset:2816
	ds_read_u16 v38, v127 offset:2944
	ds_read_u16 v40, v127 offset:2688
	ds_read_u16 v39, v127 offset:2432
	ds_read_u16 v41, v127 offset:2176
	ds_read_u16 v130, v127 offset:4096
	ds_read_u16 v131, v127 offset:4352
	ds_read_u16 v137, v127 offset:4608
	ds_read_u16 v140, v127 offset:4864
	ds_read_u16 v42, v127 offset:4992
	ds_read_u16 v44, v127 offset:4736
	ds_read_u16 v43, v127 offset:4480
	ds_read_u16 v45, v127 offset:4224
	ds_read_u16 v132, v127 offset:6144
	ds_read_u16 v134, v127 offset:6400
	ds_read_u16 v141, v127 offset:6656
	ds_read_u16 v144, v127 offset:6912
	ds_read_u16 v46, v127 offset:7040
	ds_read_u16 v48, v127 offset:6784
	ds_read_u16 v47, v127 offset:6528
	ds_read_u16 v49, v127 offset:6272
	ds_read_u16 v135, v127 offset:8192
	ds_read_u16 v138, v127 offset:8448
	ds_read_u16 v145, v127 offset:8704
	ds_read_u16 v147, v127 offset:8960
	ds_read_u16 v50, v127 offset:9088
	ds_read_u16 v52, v127 offset:8832
	ds_read_u16 v51, v127 offset:8576
	ds_read_u16 v53, v127 offset:8320
	ds_read_u16 v139, v127 offset:10240
	ds_read_u16 v142, v127 offset:10496
	ds_read_u16 v148, v127 offset:10752
	ds_read_u16 v149, v127 offset:11008
	ds_read_u16 v54, v127 offset:11136
	ds_read_u16 v57, v127 offset:10880
	ds_read_u16 v56, v127 offset:10624
	ds_read_u16 v60, v127 offset:10368
	ds_read_u16 v152, v127 offset:12288
	ds_read_u16 v153, v127 offset:12544
	ds_read_u16 v154, v127 offset:12800
	ds_read_u16 v155, v127 offset:13056
	ds_read_u16 v62, v127 offset:13184
	ds_read_u16 v64, v127 offset:12928
	ds_read_u16 v63, v127 offset:12672
	ds_read_u16 v65, v127 offset:12416
	ds_read_u16 v143, v127 offset:14336
	ds_read_u16 v146, v127 offset:14592
	ds_read_u16 v150, v127 offset:14848
	ds_read_u16 v151, v127 offset:15104
	ds_read_u16 v99, v127 offset:15232
	ds_read_u16 v105, v127 offset:14976
	ds_read_u16 v104, v127 offset:14720
	ds_read_u16 v127, v127 offset:14464
	v_add_f32_e32 v36, v36, v37
	v_add_u32_e32 v34, 0x10000, v122
	ds_bpermute_b32 v37, v124, v36
	ds_read_b32 v34, v34
	v_cvt_f16_f32_e32 v160, v160
	v_cvt_f16_f32_e32 v161, v161
	s_and_b64 s[2:3], s[2:3], exec
	v_cvt_f16_f32_e32 v162, v162
	s_cselect_b32 s2, 1, 0
	v_cvt_f16_f32_e32 v163, v163
	s_cmp_lg_u32 s2, 1
	v_cvt_f16_f32_e32 v164, v164
	v_cvt_f16_f32_e32 v165, v165
	v_cvt_f16_f32_e32 v166, v166
	v_cvt_f16_f32_e32 v167, v167
	v_cvt_f16_f32_e32 v168, v168
	v_cvt_f16_f32_e32 v169, v169
	v_cvt_f16_f32_e32 v170, v170
	v_cvt_f16_f32_e32 v171, v171
	v_cvt_f16_f32_e32 v172, v172
	v_cvt_f16_f32_e32 v173, v173
	v_cvt_f16_f32_e32 v174, v174
	v_cvt_f16_f32_e32 v175, v175
	v_cvt_f16_f32_e32 v176, v176
	v_cvt_f16_f32_e32 v177, v177
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
	v_cvt_f16_f32_e32 v188, v188
	v_cvt_f16_f32_e32 v189, v189
	v_cvt_f16_f32_e32 v190, v190
	v_cvt_f16_f32_e32 v191, v191
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v125, v160
	ds_write_b16 v125, v161 offset:256
	ds_write_b16 v125, v162 offset:512
	ds_write_b16 v125, v163 offset:768
	ds_write_b16 v125, v164 offset:2048
	ds_write_b16 v125, v165 offset:2304
	ds_write_b16 v125, v166 offset:2560
	ds_write_b16 v125, v167 offset:2816
	ds_write_b16 v125, v168 offset:4096
	ds_write_b16 v125, v169 offset:4352
	ds_write_b16 v125, v170 offset:4608
	ds_write_b16 v125, v171 offset:4864
	ds_write_b16 v125, v172 offset:6144
	ds_write_b16 v125, v173 offset:6400
	ds_write_b16 v125, v174 offset:6656
	ds_write_b16 v125, v175 offset:6912
	ds_write_b16 v125, v176 offset:8192
	ds_write_b16 v125, v177 offset:8448
	ds_write_b16 v125, v178 offset:8704
	ds_write_b16 v125, v179 offset:8960
	ds_write_b16 v125, v180 offset:10240
	ds_write_b16 v125, v181 offset:10496
	ds_write_b16 v125, v182 offset:10752
	ds_write_b16 v125, v183 offset:11008
	ds_write_b16 v125, v184 offset:12288
	ds_write_b16 v125, v185 offset:12544
	ds_write_b16 v125, v186 offset:12800
	ds_write_b16 v125, v187 offset:13056
	ds_write_b16 v125, v188 offset:14336
	ds_write_b16 v125, v189 offset:14592
	ds_write_b16 v125, v190 offset:14848
	ds_write_b16 v125, v191 offset:15104
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_9
; %bb.13:
	ds_read_u16 v100, v123 offset:768
	ds_read_u16 v160, v123 offset:512
	ds_read_u16 v161, v123 offset:256
	ds_read_u16 v162, v123
	s_mov_b32 s2, 0x5040100
	v_perm_b32 v159, v159, v158, s2
	v_perm_b32 v158, v157, v156, s2
	v_perm_b32 v59, v55, v59, s2
	v_perm_b32 v58, v58, v61, s2
	v_pk_mul_f32 v[32:33], v[32:33], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[34:35] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v157, v100, v160, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v156, v161, v162, s2
	v_pk_mul_f32 v[16:17], v[16:17], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[34:35] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[18:33], v[158:159], v[156:157], v[18:33]
	ds_read_u16 v100, v123 offset:2816
	ds_read_u16 v160, v123 offset:2560
	ds_read_u16 v161, v123 offset:2304
	ds_read_u16 v162, v123 offset:2048
	v_perm_b32 v159, v136, v133, s2
	v_perm_b32 v158, v129, v128, s2
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v129, v100, v160, s2
	v_perm_b32 v137, v140, v137, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v128, v161, v162, s2
	v_perm_b32 v136, v131, v130, s2
	v_mfma_f32_32x32x8_f16 v[2:17], v[58:59], v[156:157], v[2:17]
	v_perm_b32 v59, v38, v40, s2
	v_perm_b32 v58, v39, v41, s2
	v_perm_b32 v39, v42, v44, s2
	v_perm_b32 v38, v43, v45, s2
	v_perm_b32 v132, v134, v132, s2
	v_add_f32_e32 v34, v36, v37
	v_fmac_f32_e32 v34, v117, v35
	v_mfma_f32_32x32x8_f16 v[18:33], v[158:159], v[128:129], v[18:33]
	ds_read_u16 v100, v123 offset:4864
	ds_read_u16 v133, v123 offset:4608
	ds_read_u16 v158, v123 offset:4352
	ds_read_u16 v159, v123 offset:4096
	v_mov_b32_e32 v117, v34
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v131, v100, v133, s2
	v_perm_b32 v133, v144, v141, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v130, v158, v159, s2
	v_mfma_f32_32x32x8_f16 v[2:17], v[58:59], v[128:129], v[2:17]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[18:33], v[136:137], v[130:131], v[18:33]
	ds_read_u16 v100, v123 offset:6912
	ds_read_u16 v136, v123 offset:6656
	ds_read_u16 v140, v123 offset:6400
	ds_read_u16 v158, v123 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v137, v100, v136, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v136, v140, v158, s2
	ds_read_u16 v100, v123 offset:8960
	ds_read_u16 v134, v123 offset:8704
	ds_read_u16 v140, v123 offset:8448
	ds_read_u16 v141, v123 offset:8192
	v_mfma_f32_32x32x8_f16 v[2:17], v[38:39], v[130:131], v[2:17]
	v_perm_b32 v39, v46, v48, s2
	v_perm_b32 v38, v47, v49, s2
	v_mfma_f32_32x32x8_f16 v[18:33], v[132:133], v[136:137], v[18:33]
	v_perm_b32 v133, v147, v145, s2
	v_perm_b32 v132, v138, v135, s2
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v135, v100, v134, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v134, v140, v141, s2
	ds_read_u16 v100, v123 offset:11008
	ds_read_u16 v138, v123 offset:10752
	ds_read_u16 v140, v123 offset:10496
	ds_read_u16 v141, v123 offset:10240
	v_mfma_f32_32x32x8_f16 v[2:17], v[38:39], v[136:137], v[2:17]
	v_perm_b32 v39, v50, v52, s2
	v_perm_b32 v38, v51, v53, s2
	v_mfma_f32_32x32x8_f16 v[18:33], v[132:133], v[134:135], v[18:33]
	v_perm_b32 v133, v149, v148, s2
	v_perm_b32 v132, v142, v139, s2
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v139, v100, v138, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v138, v140, v141, s2
	v_perm_b32 v141, v155, v154, s2
	v_perm_b32 v140, v153, v152, s2
	v_mfma_f32_32x32x8_f16 v[2:17], v[38:39], v[134:135], v[2:17]
	v_perm_b32 v39, v54, v57, s2
	v_perm_b32 v38, v56, v60, s2
	v_mfma_f32_32x32x8_f16 v[18:33], v[132:133], v[138:139], v[18:33]
	ds_read_u16 v100, v123 offset:15104
	ds_read_u16 v132, v123 offset:13056
	ds_read_u16 v133, v123 offset:12800
	ds_read_u16 v142, v123 offset:12544
	ds_read_u16 v144, v123 offset:12288
	ds_read_u16 v145, v123 offset:14848
	ds_read_u16 v147, v123 offset:14592
	ds_read_u16 v148, v123 offset:14336
	s_waitcnt lgkmcnt(5)
	v_perm_b32 v133, v132, v133, s2
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v132, v142, v144, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v142, v147, v148, s2
	v_mfma_f32_32x32x8_f16 v[2:17], v[38:39], v[138:139], v[2:17]
	v_perm_b32 v39, v62, v64, s2
	v_perm_b32 v38, v63, v65, s2
	v_mfma_f32_32x32x8_f16 v[18:33], v[140:141], v[132:133], v[18:33]
	v_perm_b32 v141, v151, v150, s2
	v_perm_b32 v140, v146, v143, s2
	v_perm_b32 v143, v100, v145, s2
	v_mov_b32_e32 v100, v102
	v_mfma_f32_32x32x8_f16 v[2:17], v[38:39], v[132:133], v[2:17]
	v_perm_b32 v39, v99, v105, s2
	v_perm_b32 v38, v104, v127, s2
	v_mfma_f32_32x32x8_f16 v[18:33], v[140:141], v[142:143], v[18:33]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[2:17], v[38:39], v[142:143], v[2:17]
.LBB0_9:
	s_sub_i32 s2, s34, s16
	s_lshl_b32 s2, s2, 7
	s_cmp_gt_i32 s2, s28
	s_cselect_b64 s[10:11], -1, 0
	v_bfrev_b32_e32 v38, 1
	s_and_b64 s[0:1], s[10:11], s[0:1]
	v_cndmask_b32_e64 v34, v38, v118, s[0:1]
	s_and_b64 vcc, s[10:11], vcc
	s_or_b32 s0, s28, 64
	s_cmp_lt_i32 s0, s2
	v_cndmask_b32_e32 v35, v38, v119, vcc
	s_mov_b32 s22, s6
	s_mov_b32 s23, s7
	s_cselect_b64 s[10:11], -1, 0
	s_ashr_i32 s1, s0, 31
	buffer_load_dwordx4 v[40:43], v34, s[4:7], 0 offen
	buffer_load_dwordx4 v[44:47], v35, s[4:7], 0 offen
	buffer_load_dwordx4 v[48:51], v34, s[20:23], 0 offen
	buffer_load_dwordx4 v[52:55], v35, s[20:23], 0 offen
	v_mov_b32_e32 v35, s1
	v_or_b32_e32 v34, s0, v114
	v_mov_b32_e32 v37, s1
	v_or_b32_e32 v36, s0, v113
	s_lshl_b32 s0, s0, 7
	v_cmp_gt_i64_e32 vcc, s[12:13], v[34:35]
	s_add_i32 s3, s0, s31
	v_cmp_gt_i64_e64 s[0:1], s[12:13], v[36:37]
	s_and_b64 s[16:17], s[18:19], vcc
	s_and_b64 s[0:1], s[18:19], s[0:1]
	s_and_b64 s[16:17], s[14:15], s[16:17]
	s_and_b64 s[0:1], s[14:15], s[0:1]
	v_add_lshl_u32 v34, s3, v116, 1
	s_and_b64 vcc, s[10:11], s[16:17]
	v_cndmask_b32_e32 v34, v38, v34, vcc
	v_add_lshl_u32 v35, s3, v115, 1
	s_and_b64 vcc, s[10:11], s[0:1]
	v_cndmask_b32_e32 v35, v38, v35, vcc
	buffer_load_dwordx4 v[36:39], v34, s[4:7], 0 offen
	buffer_load_dwordx4 v[56:59], v35, s[4:7], 0 offen
	buffer_load_dwordx4 v[60:63], v34, s[20:23], 0 offen
	buffer_load_dwordx4 v[128:131], v35, s[20:23], 0 offen
	s_sub_i32 s1, s2, s28
	s_ashr_i32 s0, s1, 31
	s_or_b32 s13, s1, 63
	s_lshr_b32 s0, s0, 26
	s_add_i32 s0, s13, s0
	s_ashr_i32 s0, s0, 6
	s_max_i32 s0, s0, 2
	s_cmp_gt_i32 s1, 0
	s_cselect_b64 s[36:37], -1, 0
	s_cmp_lt_i32 s1, 1
	v_add_u32_e32 v113, 0, v103
	s_waitcnt vmcnt(7)
	ds_write_b128 v120, v[40:43]
	s_waitcnt vmcnt(6)
	ds_write_b128 v120, v[44:47] offset:8192
	s_waitcnt vmcnt(5)
	ds_write_b128 v120, v[48:51] offset:32768
	s_waitcnt vmcnt(4)
	ds_write_b128 v120, v[52:55] offset:40960
	s_waitcnt vmcnt(3)
	ds_write_b128 v120, v[36:39] offset:16384
	s_waitcnt vmcnt(2)
	ds_write_b128 v120, v[56:59] offset:24576
	s_waitcnt vmcnt(1)
	ds_write_b128 v120, v[60:63] offset:49152
	s_waitcnt vmcnt(0)
	ds_write_b128 v120, v[128:131] offset:57344
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_10
; %bb.15:
	v_add_u32_e32 v34, 0x2000, v113
	ds_read2_b64 v[128:131], v34 offset0:28 offset1:30
	ds_read2_b64 v[132:135], v34 offset0:24 offset1:26
	ds_read2_b64 v[136:139], v34 offset0:20 offset1:22
	ds_read2_b64 v[140:143], v34 offset0:16 offset1:18
	ds_read2_b64 v[144:147], v34 offset0:12 offset1:14
	ds_read2_b64 v[148:151], v34 offset0:8 offset1:10
	ds_read2_b64 v[102:105], v34 offset0:4 offset1:6
	ds_read2_b64 v[50:53], v34 offset1:2
	ds_read2_b64 v[176:179], v113 offset1:2
	ds_read2_b64 v[180:183], v113 offset0:4 offset1:6
	ds_read2_b64 v[152:155], v113 offset0:28 offset1:30
	ds_read2_b64 v[156:159], v113 offset0:24 offset1:26
	ds_read2_b64 v[160:163], v113 offset0:20 offset1:22
	ds_read2_b64 v[164:167], v113 offset0:16 offset1:18
	ds_read2_b64 v[168:171], v113 offset0:12 offset1:14
	ds_read2_b64 v[172:175], v113 offset0:8 offset1:10
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[70:71], 0
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[74:75], v[34:49]
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_32x32x8_f16 v[50:65], v[176:177], v[70:71], 0
	v_mfma_f32_32x32x8_f16 v[50:65], v[178:179], v[74:75], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[102:103], v[78:79], v[34:49]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x8_f16 v[50:65], v[180:181], v[78:79], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[182:183], v[82:83], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[104:105], v[82:83], v[34:49]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[172:173], v[86:87], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[148:149], v[86:87], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[174:175], v[90:91], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[150:151], v[90:91], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[168:169], v[94:95], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[144:145], v[94:95], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[170:171], v[66:67], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[146:147], v[66:67], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[164:165], v[72:73], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[140:141], v[72:73], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[166:167], v[76:77], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[142:143], v[76:77], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[160:161], v[80:81], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[136:137], v[80:81], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[162:163], v[84:85], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[138:139], v[84:85], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[156:157], v[88:89], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[132:133], v[88:89], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[158:159], v[92:93], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[134:135], v[92:93], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[152:153], v[96:97], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[128:129], v[96:97], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[154:155], v[68:69], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[130:131], v[68:69], v[34:49]
	s_nop 9
	v_mov_b32_e32 v102, v59
	v_mov_b32_e32 v103, v60
	v_mov_b32_e32 v60, v61
	v_mov_b32_e32 v61, v62
	v_mov_b32_e32 v62, v63
	v_mov_b32_e32 v63, v64
	v_mov_b32_e32 v64, v65
	v_mov_b32_e32 v65, v34
	v_mov_b32_e32 v104, v45
	v_mov_b32_e32 v105, v46
	v_mov_b32_e32 v46, v47
	v_mov_b32_e32 v47, v48
	s_branch .LBB0_11
.LBB0_10:
	v_mov_b32_e32 v102, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v103, v102
	v_mov_b32_e32 v60, v102
	v_mov_b32_e32 v61, v102
	v_mov_b32_e32 v62, v102
	v_mov_b32_e32 v63, v102
	v_mov_b32_e32 v64, v102
	v_mov_b32_e32 v65, v102
	v_mov_b32_e32 v50, v102
	v_mov_b32_e32 v51, v102
	v_mov_b32_e32 v52, v102
	v_mov_b32_e32 v53, v102
	v_mov_b32_e32 v54, v102
	v_mov_b32_e32 v55, v102
	v_mov_b32_e32 v56, v102
	v_mov_b32_e32 v57, v102
	v_mov_b32_e32 v36, v102
	v_mov_b32_e32 v37, v102
	v_mov_b32_e32 v38, v102
	v_mov_b32_e32 v39, v102
	v_mov_b32_e32 v40, v102
	v_mov_b32_e32 v41, v102
	v_mov_b32_e32 v42, v102
	v_mov_b32_e32 v43, v102
	v_mov_b32_e32 v104, v102
	v_mov_b32_e32 v105, v102
	v_mov_b32_e32 v46, v102
	v_mov_b32_e32 v47, v102
.LBB0_11:
	s_lshl_b32 s0, s0, 6
	s_add_i32 s40, s30, s0
	s_lshr_b32 s0, s29, 1
	v_lshrrev_b32_e32 v112, 3, v112
	s_or_b32 s28, s28, s0
	v_or_b32_e32 v119, 16, v112
	v_or_b32_e32 v134, 33, v112
	v_or_b32_e32 v144, 59, v112
	v_or_b32_e32 v111, s28, v111
	v_or_b32_e32 v114, 2, v112
	v_or_b32_e32 v120, 17, v112
	v_or_b32_e32 v34, s40, v119
	v_or_b32_e32 v45, s40, v134
	v_or_b32_e32 v59, s40, v144
	v_or_b32_e32 v116, 11, v112
	v_or_b32_e32 v151, 8, v112
	v_or_b32_e32 v99, s40, v120
	v_cmp_ge_i32_e64 s[14:15], v111, v34
	v_cmp_ge_i32_e64 s[6:7], v111, v45
	v_cmp_ge_i32_e32 vcc, v111, v59
	v_cmp_gt_i32_e64 s[10:11], s12, v34
	v_mul_f32_e32 v167, v98, v58
	v_pk_mul_f32 v[58:59], v[98:99], v[102:103] op_sel_hi:[0,1]
	v_mul_f32_e32 v102, v98, v35
	v_pk_mul_f32 v[34:35], v[98:99], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[98:99], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[98:99], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[98:99], v[42:43] op_sel_hi:[0,1]
	v_mul_f32_e32 v103, v98, v44
	v_pk_mul_f32 v[42:43], v[98:99], v[104:105] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[98:99], v[46:47] op_sel_hi:[0,1]
	v_mul_f32_e32 v104, v98, v49
	v_or_b32_e32 v47, s40, v114
	v_or_b32_e32 v49, s40, v112
	v_or_b32_e32 v146, 3, v112
	v_or_b32_e32 v147, 10, v112
	v_or_b32_e32 v105, s40, v151
	v_or_b32_e32 v170, s40, v116
	v_cmp_ge_i32_e64 s[16:17], v111, v47
	v_cmp_gt_i32_e64 s[34:35], s12, v49
	v_or_b32_e32 v149, 9, v112
	v_or_b32_e32 v143, 50, v112
	v_pk_mul_f32 v[52:53], v[98:99], v[52:53] op_sel_hi:[0,1]
	v_or_b32_e32 v46, s40, v146
	v_or_b32_e32 v169, s40, v147
	v_cmp_ge_i32_e64 s[20:21], v111, v170
	v_cmp_ge_i32_e64 s[26:27], v111, v105
	v_mov_b32_e32 v105, 0xc9742400
	s_and_b64 s[16:17], s[16:17], s[34:35]
	v_or_b32_e32 v145, 1, v112
	v_or_b32_e32 v48, s40, v143
	v_pk_mul_f32 v[56:57], v[98:99], v[56:57] op_sel_hi:[0,1]
	v_or_b32_e32 v168, s40, v149
	v_cmp_ge_i32_e64 s[18:19], v111, v46
	v_cmp_ge_i32_e64 s[22:23], v111, v169
	v_cndmask_b32_e64 v46, v105, v52, s[16:17]
	s_and_b64 s[16:17], s[20:21], s[34:35]
	v_cmp_ge_i32_e64 s[2:3], v111, v48
	v_or_b32_e32 v48, s40, v145
	v_cmp_ge_i32_e64 s[24:25], v111, v168
	v_cmp_ge_i32_e64 s[28:29], v111, v49
	v_cndmask_b32_e64 v49, v105, v57, s[16:17]
	s_and_b64 s[16:17], s[22:23], s[34:35]
	v_pk_mul_f32 v[54:55], v[98:99], v[54:55] op_sel_hi:[0,1]
	v_cmp_ge_i32_e64 s[30:31], v111, v48
	v_cndmask_b32_e64 v48, v105, v56, s[16:17]
	s_and_b64 s[16:17], s[24:25], s[34:35]
	v_cndmask_b32_e64 v55, v105, v55, s[16:17]
	s_and_b64 s[16:17], s[26:27], s[34:35]
	v_or_b32_e32 v133, 32, v112
	v_cndmask_b32_e64 v54, v105, v54, s[16:17]
	s_and_b64 s[16:17], s[18:19], s[34:35]
	v_or_b32_e32 v132, 27, v112
	v_or_b32_e32 v158, s40, v133
	v_pk_mul_f32 v[50:51], v[98:99], v[50:51] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v47, v105, v53, s[16:17]
	s_and_b64 s[16:17], s[28:29], s[34:35]
	s_and_b64 s[14:15], s[14:15], s[10:11]
	v_or_b32_e32 v131, 26, v112
	v_or_b32_e32 v157, s40, v132
	v_cmp_gt_i32_e64 s[4:5], s12, v158
	v_cndmask_b32_e64 v50, v105, v50, s[16:17]
	s_and_b64 s[16:17], s[30:31], s[34:35]
	v_cndmask_b32_e64 v167, v105, v167, s[14:15]
	v_cmp_ge_i32_e64 s[14:15], v111, v158
	v_or_b32_e32 v130, 25, v112
	v_or_b32_e32 v156, s40, v131
	v_pk_mul_f32 v[64:65], v[98:99], v[64:65] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v51, v105, v51, s[16:17]
	v_cmp_ge_i32_e64 s[16:17], v111, v157
	s_and_b64 s[14:15], s[14:15], s[4:5]
	v_or_b32_e32 v129, 24, v112
	v_or_b32_e32 v155, s40, v130
	v_cmp_ge_i32_e64 s[18:19], v111, v156
	v_cndmask_b32_e64 v53, v105, v65, s[14:15]
	s_and_b64 s[14:15], s[16:17], s[10:11]
	v_or_b32_e32 v128, 19, v112
	v_or_b32_e32 v154, s40, v129
	v_pk_mul_f32 v[62:63], v[98:99], v[62:63] op_sel_hi:[0,1]
	v_cmp_ge_i32_e64 s[20:21], v111, v155
	v_cndmask_b32_e64 v52, v105, v64, s[14:15]
	s_and_b64 s[14:15], s[18:19], s[10:11]
	v_or_b32_e32 v127, 18, v112
	v_or_b32_e32 v153, s40, v128
	v_cmp_ge_i32_e64 s[22:23], v111, v154
	v_cndmask_b32_e64 v57, v105, v63, s[14:15]
	s_and_b64 s[14:15], s[20:21], s[10:11]
	v_or_b32_e32 v141, 48, v112
	v_or_b32_e32 v142, 49, v112
	v_or_b32_e32 v152, s40, v127
	v_pk_mul_f32 v[60:61], v[98:99], v[60:61] op_sel_hi:[0,1]
	v_cmp_ge_i32_e64 s[24:25], v111, v153
	v_cndmask_b32_e64 v56, v105, v62, s[14:15]
	s_and_b64 s[14:15], s[22:23], s[10:11]
	v_or_b32_e32 v165, s40, v141
	v_or_b32_e32 v166, s40, v142
	v_cmp_ge_i32_e64 s[26:27], v111, v152
	v_cmp_ge_i32_e64 s[28:29], v111, v99
	v_cndmask_b32_e64 v61, v105, v61, s[14:15]
	s_and_b64 s[14:15], s[24:25], s[10:11]
	s_and_b64 s[6:7], s[6:7], s[4:5]
	v_or_b32_e32 v140, 43, v112
	v_cmp_gt_i32_e64 s[0:1], s12, v165
	v_cndmask_b32_e64 v60, v105, v60, s[14:15]
	s_and_b64 s[14:15], s[26:27], s[10:11]
	s_and_b64 s[10:11], s[28:29], s[10:11]
	v_cndmask_b32_e64 v64, v105, v102, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v111, v166
	v_or_b32_e32 v139, 42, v112
	v_or_b32_e32 v164, s40, v140
	v_cndmask_b32_e64 v58, v105, v58, s[10:11]
	v_cmp_ge_i32_e64 s[10:11], v111, v165
	s_and_b64 s[6:7], s[6:7], s[0:1]
	v_or_b32_e32 v138, 41, v112
	v_or_b32_e32 v163, s40, v139
	v_cndmask_b32_e64 v59, v105, v59, s[14:15]
	v_cmp_ge_i32_e64 s[14:15], v111, v164
	v_cndmask_b32_e64 v41, v105, v41, s[6:7]
	s_and_b64 s[6:7], s[10:11], s[0:1]
	v_or_b32_e32 v137, 40, v112
	v_or_b32_e32 v162, s40, v138
	v_cmp_ge_i32_e64 s[16:17], v111, v163
	v_cndmask_b32_e64 v40, v105, v40, s[6:7]
	s_and_b64 s[6:7], s[14:15], s[4:5]
	v_or_b32_e32 v136, 35, v112
	v_or_b32_e32 v161, s40, v137
	v_cmp_ge_i32_e64 s[18:19], v111, v162
	v_cndmask_b32_e64 v39, v105, v39, s[6:7]
	s_and_b64 s[6:7], s[16:17], s[4:5]
	v_or_b32_e32 v135, 34, v112
	v_or_b32_e32 v160, s40, v136
	v_cmp_ge_i32_e64 s[20:21], v111, v161
	v_cndmask_b32_e64 v38, v105, v38, s[6:7]
	s_and_b64 s[6:7], s[18:19], s[4:5]
	v_or_b32_e32 v115, 58, v112
	v_or_b32_e32 v159, s40, v135
	v_cmp_ge_i32_e64 s[22:23], v111, v160
	v_cndmask_b32_e64 v37, v105, v37, s[6:7]
	s_and_b64 s[6:7], s[20:21], s[4:5]
	v_or_b32_e32 v118, 57, v112
	v_cmp_ge_i32_e64 s[24:25], v111, v159
	v_cndmask_b32_e64 v36, v105, v36, s[6:7]
	s_and_b64 s[6:7], s[22:23], s[4:5]
	s_and_b64 s[2:3], s[2:3], s[0:1]
	v_or_b32_e32 v102, s40, v115
	v_or_b32_e32 v148, 56, v112
	v_cndmask_b32_e64 v63, v105, v35, s[6:7]
	s_and_b64 s[4:5], s[24:25], s[4:5]
	v_cndmask_b32_e64 v35, v105, v103, s[2:3]
	v_or_b32_e32 v99, s40, v118
	v_cmp_ge_i32_e64 s[2:3], v111, v102
	v_or_b32_e32 v150, 51, v112
	v_cndmask_b32_e64 v62, v105, v34, s[4:5]
	v_or_b32_e32 v65, s40, v148
	v_cmp_ge_i32_e64 s[4:5], v111, v99
	s_and_b64 s[2:3], s[2:3], s[0:1]
	v_or_b32_e32 v34, s40, v150
	v_cmp_ge_i32_e64 s[6:7], v111, v65
	v_cndmask_b32_e64 v45, v105, v45, s[2:3]
	s_and_b64 s[2:3], s[4:5], s[0:1]
	v_cmp_ge_i32_e64 s[10:11], v111, v34
	v_cndmask_b32_e64 v44, v105, v44, s[2:3]
	s_and_b64 s[2:3], s[6:7], s[0:1]
	v_cndmask_b32_e64 v43, v105, v43, s[2:3]
	s_and_b64 s[2:3], s[10:11], s[0:1]
	s_and_b64 vcc, vcc, s[0:1]
	v_cndmask_b32_e64 v42, v105, v42, s[2:3]
	v_cndmask_b32_e32 v65, v105, v104, vcc
	v_max_f32_e32 v34, v50, v51
	v_max3_f32 v99, v47, v54, v55
	v_max3_f32 v103, v58, v59, v60
	v_max3_f32 v104, v61, v56, v57
	v_max3_f32 v105, v52, v53, v64
	v_max3_f32 v102, v48, v49, v167
	v_max3_f32 v152, v62, v63, v36
	v_max3_f32 v153, v37, v38, v39
	v_max3_f32 v154, v40, v41, v35
	v_max3_f32 v155, v42, v43, v44
	v_max3_f32 v34, v34, v46, v99
	v_max3_f32 v99, v103, v104, v105
	v_max3_f32 v103, v152, v153, v154
	v_max3_f32 v104, v155, v45, v65
	v_max3_f32 v34, v34, v102, v99
	v_max3_f32 v34, v34, v103, v104
	ds_bpermute_b32 v99, v124, v34
	v_add_u32_e32 v104, 0, v126
	s_and_b64 s[0:1], s[36:37], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_waitcnt lgkmcnt(0)
	v_max3_f32 v34, v100, v34, v99
	v_pk_add_f32 v[50:51], v[50:51], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[46:47], v[46:47], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[54:55], v[54:55], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[48:49], v[48:49], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v99, v167, v34
	v_pk_add_f32 v[58:59], v[58:59], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[60:61], v[60:61], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[56:57], v[56:57], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[52:53], v[52:53], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v64, v64, v34
	v_pk_add_f32 v[62:63], v[62:63], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[36:37], v[36:37], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[38:39], v[38:39], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[40:41], v[40:41], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v35, v35, v34
	v_pk_add_f32 v[42:43], v[42:43], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[44:45], v[44:45], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v65, v65, v34
	v_exp_f32_e32 v184, v50
	v_exp_f32_e32 v185, v51
	v_exp_f32_e32 v186, v46
	v_exp_f32_e32 v187, v47
	v_exp_f32_e32 v188, v54
	v_exp_f32_e32 v189, v55
	v_exp_f32_e32 v190, v48
	v_exp_f32_e32 v191, v49
	v_exp_f32_e32 v192, v99
	v_exp_f32_e32 v193, v58
	v_exp_f32_e32 v194, v59
	v_exp_f32_e32 v195, v60
	v_exp_f32_e32 v196, v61
	v_exp_f32_e32 v197, v56
	v_exp_f32_e32 v198, v57
	v_exp_f32_e32 v199, v52
	v_exp_f32_e32 v200, v53
	v_exp_f32_e32 v201, v64
	v_exp_f32_e32 v202, v62
	v_exp_f32_e32 v203, v63
	v_exp_f32_e32 v204, v36
	v_exp_f32_e32 v205, v37
	v_exp_f32_e32 v206, v38
	v_exp_f32_e32 v207, v39
	v_exp_f32_e32 v208, v40
	v_exp_f32_e32 v209, v41
	v_exp_f32_e32 v210, v35
	v_exp_f32_e32 v211, v42
	v_exp_f32_e32 v212, v43
	v_exp_f32_e32 v213, v44
	v_exp_f32_e32 v214, v45
	v_exp_f32_e32 v215, v65
	v_sub_f32_e32 v35, v100, v34
	v_pk_add_f32 v[36:37], v[184:185], v[186:187]
	v_pk_add_f32 v[38:39], v[188:189], v[190:191]
	v_pk_add_f32 v[40:41], v[192:193], v[194:195]
	v_pk_add_f32 v[42:43], v[196:197], v[198:199]
	v_pk_add_f32 v[44:45], v[200:201], v[202:203]
	v_pk_add_f32 v[46:47], v[204:205], v[206:207]
	v_pk_add_f32 v[48:49], v[208:209], v[210:211]
	v_pk_add_f32 v[50:51], v[212:213], v[214:215]
	v_exp_f32_e32 v35, v35
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
	v_pk_add_f32 v[38:39], v[40:41], v[42:43]
	v_pk_add_f32 v[40:41], v[44:45], v[46:47]
	v_pk_add_f32 v[42:43], v[48:49], v[50:51]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
	v_pk_add_f32 v[38:39], v[40:41], v[42:43]
	v_cvt_f16_f32_e32 v184, v184
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
	v_cvt_f16_f32_e32 v185, v185
	v_add_f32_e32 v37, v36, v37
	v_add_u32_e32 v36, 0x10000, v121
	ds_write_b32 v36, v35
	v_add_u32_e32 v36, 0x10000, v122
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v36, v36
	ds_read_u16 v180, v104 offset:32768
	ds_read_u16 v181, v104 offset:33024
	ds_read_u16 v182, v104 offset:33280
	ds_read_u16 v183, v104 offset:33536
	ds_read_u16 v58, v104 offset:33408
	ds_read_u16 v57, v104 offset:33152
	ds_read_u16 v59, v104 offset:32896
	ds_read_u16 v152, v104 offset:34816
	ds_read_u16 v153, v104 offset:35072
	ds_read_u16 v157, v104 offset:35328
	ds_read_u16 v160, v104 offset:35584
	ds_read_u16 v40, v104 offset:35456
	ds_read_u16 v39, v104 offset:35200
	ds_read_u16 v41, v104 offset:34944
	ds_read_u16 v102, v104 offset:33664
	ds_read_u16 v154, v104 offset:36864
	ds_read_u16 v155, v104 offset:37120
	ds_read_u16 v161, v104 offset:37376
	ds_read_u16 v164, v104 offset:37632
	ds_read_u16 v43, v104 offset:37504
	ds_read_u16 v42, v104 offset:37248
	ds_read_u16 v44, v104 offset:36992
	ds_read_u16 v45, v104 offset:35712
	ds_read_u16 v156, v104 offset:38912
	ds_read_u16 v158, v104 offset:39168
	ds_read_u16 v165, v104 offset:39424
	ds_read_u16 v168, v104 offset:39680
	ds_read_u16 v47, v104 offset:39552
	ds_read_u16 v46, v104 offset:39296
	ds_read_u16 v48, v104 offset:39040
	ds_read_u16 v49, v104 offset:37760
	ds_read_u16 v159, v104 offset:40960
	ds_read_u16 v162, v104 offset:41216
	ds_read_u16 v169, v104 offset:41472
	ds_read_u16 v171, v104 offset:41728
	ds_read_u16 v51, v104 offset:41600
	ds_read_u16 v50, v104 offset:41344
	ds_read_u16 v52, v104 offset:41088
	ds_read_u16 v53, v104 offset:39808
	ds_read_u16 v163, v104 offset:43008
	ds_read_u16 v166, v104 offset:43264
	ds_read_u16 v172, v104 offset:43520
	ds_read_u16 v173, v104 offset:43776
	ds_read_u16 v55, v104 offset:43648
	ds_read_u16 v54, v104 offset:43392
	ds_read_u16 v56, v104 offset:43136
	ds_read_u16 v60, v104 offset:41856
	ds_read_u16 v176, v104 offset:45056
	ds_read_u16 v177, v104 offset:45312
	ds_read_u16 v178, v104 offset:45568
	ds_read_u16 v179, v104 offset:45824
	ds_read_u16 v62, v104 offset:45696
	ds_read_u16 v61, v104 offset:45440
	ds_read_u16 v63, v104 offset:45184
	ds_read_u16 v64, v104 offset:43904
	ds_read_u16 v167, v104 offset:47104
	ds_read_u16 v170, v104 offset:47360
	ds_read_u16 v174, v104 offset:47616
	ds_read_u16 v175, v104 offset:47872
	ds_read_u16 v99, v104 offset:47744
	ds_read_u16 v65, v104 offset:47488
	ds_read_u16 v103, v104 offset:47232
	ds_read_u16 v126, v104 offset:45952
	ds_read_u16 v105, v104 offset:48000
	ds_bpermute_b32 v38, v124, v37
	v_cvt_f16_f32_e32 v186, v186
	v_cvt_f16_f32_e32 v187, v187
	v_cvt_f16_f32_e32 v188, v188
	v_cvt_f16_f32_e32 v189, v189
	v_cvt_f16_f32_e32 v190, v190
	v_cvt_f16_f32_e32 v191, v191
	v_cvt_f16_f32_e32 v192, v192
	v_cvt_f16_f32_e32 v193, v193
	v_cvt_f16_f32_e32 v194, v194
	v_cvt_f16_f32_e32 v195, v195
	v_cvt_f16_f32_e32 v196, v196
	v_cvt_f16_f32_e32 v197, v197
	v_cvt_f16_f32_e32 v198, v198
	v_cvt_f16_f32_e32 v199, v199
	v_cvt_f16_f32_e32 v200, v200
	v_cvt_f16_f32_e32 v201, v201
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
	v_cvt_f16_f32_e32 v214, v214
	v_cvt_f16_f32_e32 v215, v215
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v125, v184
	ds_write_b16 v125, v185 offset:256
	ds_write_b16 v125, v186 offset:512
	ds_write_b16 v125, v187 offset:768
	ds_write_b16 v125, v188 offset:2048
	ds_write_b16 v125, v189 offset:2304
	ds_write_b16 v125, v190 offset:2560
	ds_write_b16 v125, v191 offset:2816
	ds_write_b16 v125, v192 offset:4096
	ds_write_b16 v125, v193 offset:4352
	ds_write_b16 v125, v194 offset:4608
	ds_write_b16 v125, v195 offset:4864
	ds_write_b16 v125, v196 offset:6144
	ds_write_b16 v125, v197 offset:6400
	ds_write_b16 v125, v198 offset:6656
	ds_write_b16 v125, v199 offset:6912
	ds_write_b16 v125, v200 offset:8192
	ds_write_b16 v125, v201 offset:8448
	ds_write_b16 v125, v202 offset:8704
	ds_write_b16 v125, v203 offset:8960
	ds_write_b16 v125, v204 offset:10240
	ds_write_b16 v125, v205 offset:10496
	ds_write_b16 v125, v206 offset:10752
	ds_write_b16 v125, v207 offset:11008
	ds_write_b16 v125, v208 offset:12288
	ds_write_b16 v125, v209 offset:12544
	ds_write_b16 v125, v210 offset:12800
	ds_write_b16 v125, v211 offset:13056
	ds_write_b16 v125, v212 offset:14336
	ds_write_b16 v125, v213 offset:14592
	ds_write_b16 v125, v214 offset:14848
	ds_write_b16 v125, v215 offset:15104
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_12
; %bb.18:
	ds_read_u16 v100, v123 offset:768
	ds_read_u16 v184, v123 offset:512
	ds_read_u16 v185, v123 offset:256
	ds_read_u16 v186, v123
	s_mov_b32 s0, 0x5040100
	v_perm_b32 v183, v183, v182, s0
	v_perm_b32 v182, v181, v180, s0
	v_pk_mul_f32 v[32:33], v[32:33], v[36:37] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[36:37] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[36:37] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[36:37] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[36:37] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[36:37] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[36:37] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[36:37] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v181, v100, v184, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v180, v185, v186, s0
	ds_read_u16 v100, v123 offset:2816
	ds_read_u16 v184, v123 offset:2560
	ds_read_u16 v185, v123 offset:2304
	ds_read_u16 v186, v123 offset:2048
	v_mfma_f32_32x32x8_f16 v[18:33], v[182:183], v[180:181], v[18:33]
	v_perm_b32 v183, v160, v157, s0
	v_perm_b32 v182, v153, v152, s0
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v153, v100, v184, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v152, v185, v186, s0
	v_perm_b32 v161, v164, v161, s0
	v_perm_b32 v160, v155, v154, s0
	v_perm_b32 v156, v158, v156, s0
	v_mfma_f32_32x32x8_f16 v[18:33], v[182:183], v[152:153], v[18:33]
	ds_read_u16 v100, v123 offset:4864
	ds_read_u16 v157, v123 offset:4608
	ds_read_u16 v182, v123 offset:4352
	ds_read_u16 v183, v123 offset:4096
	v_mul_f32_e64 v16, v16, v36
	v_mul_f32_e64 v17, v17, v36
	v_pk_mul_f32 v[14:15], v[14:15], v[36:37] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v155, v100, v157, s0
	v_perm_b32 v157, v168, v165, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v154, v182, v183, s0
	v_pk_mul_f32 v[12:13], v[12:13], v[36:37] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[36:37] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[18:33], v[160:161], v[154:155], v[18:33]
	ds_read_u16 v100, v123 offset:6912
	ds_read_u16 v160, v123 offset:6656
	ds_read_u16 v164, v123 offset:6400
	ds_read_u16 v182, v123 offset:6144
	v_mul_f32_e64 v8, v8, v36
	v_mul_f32_e64 v9, v9, v36
	v_pk_mul_f32 v[6:7], v[6:7], v[36:37] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v161, v100, v160, s0
	v_pk_mul_f32 v[4:5], v[4:5], v[36:37] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v160, v164, v182, s0
	ds_read_u16 v100, v123 offset:8960
	ds_read_u16 v158, v123 offset:8704
	ds_read_u16 v164, v123 offset:8448
	ds_read_u16 v165, v123 offset:8192
	v_mfma_f32_32x32x8_f16 v[18:33], v[156:157], v[160:161], v[18:33]
	v_perm_b32 v157, v171, v169, s0
	v_perm_b32 v156, v162, v159, s0
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v159, v100, v158, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v158, v164, v165, s0
	ds_read_u16 v100, v123 offset:11008
	ds_read_u16 v162, v123 offset:10752
	ds_read_u16 v164, v123 offset:10496
	ds_read_u16 v165, v123 offset:10240
	v_pk_mul_f32 v[2:3], v[2:3], v[36:37] op_sel_hi:[1,0]
	v_add_f32_e32 v36, v37, v38
	v_mfma_f32_32x32x8_f16 v[18:33], v[156:157], v[158:159], v[18:33]
	v_perm_b32 v157, v173, v172, s0
	v_perm_b32 v156, v166, v163, s0
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v163, v100, v162, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v162, v164, v165, s0
	v_perm_b32 v165, v179, v178, s0
	v_perm_b32 v164, v177, v176, s0
	v_fmac_f32_e32 v36, v117, v35
	v_mfma_f32_32x32x8_f16 v[18:33], v[156:157], v[162:163], v[18:33]
	ds_read_u16 v100, v123 offset:15104
	ds_read_u16 v156, v123 offset:13056
	ds_read_u16 v157, v123 offset:12800
	ds_read_u16 v166, v123 offset:12544
	ds_read_u16 v168, v123 offset:12288
	ds_read_u16 v169, v123 offset:14848
	ds_read_u16 v171, v123 offset:14592
	ds_read_u16 v172, v123 offset:14336
	s_waitcnt lgkmcnt(5)
	v_perm_b32 v157, v156, v157, s0
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v156, v166, v168, s0
	v_mov_b32_e32 v117, v36
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v166, v171, v172, s0
	v_mfma_f32_32x32x8_f16 v[18:33], v[164:165], v[156:157], v[18:33]
	v_perm_b32 v165, v175, v174, s0
	v_perm_b32 v164, v170, v167, s0
	v_perm_b32 v167, v100, v169, s0
	v_mov_b32_e32 v100, v34
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[18:33], v[164:165], v[166:167], v[18:33]
	v_perm_b32 v165, v102, v58, s0
	v_perm_b32 v164, v57, v59, s0
	v_perm_b32 v59, v45, v40, s0
	v_perm_b32 v58, v39, v41, s0
	v_perm_b32 v41, v49, v43, s0
	v_perm_b32 v40, v42, v44, s0
	v_mfma_f32_32x32x8_f16 v[2:17], v[164:165], v[180:181], v[2:17]
	v_mfma_f32_32x32x8_f16 v[2:17], v[58:59], v[152:153], v[2:17]
	v_mfma_f32_32x32x8_f16 v[2:17], v[40:41], v[154:155], v[2:17]
	v_perm_b32 v41, v53, v47, s0
	v_perm_b32 v40, v46, v48, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[40:41], v[160:161], v[2:17]
	v_perm_b32 v41, v60, v51, s0
	v_perm_b32 v40, v50, v52, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[40:41], v[158:159], v[2:17]
	v_perm_b32 v41, v64, v55, s0
	v_perm_b32 v40, v54, v56, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[40:41], v[162:163], v[2:17]
	v_perm_b32 v41, v126, v62, s0
	v_perm_b32 v40, v61, v63, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[40:41], v[156:157], v[2:17]
	v_perm_b32 v41, v105, v99, s0
	v_perm_b32 v40, v65, v103, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[40:41], v[166:167], v[2:17]
.LBB0_12:
	s_cmpk_gt_i32 s13, 0x7f
	v_mov_b32_e32 v99, v98
	v_mov_b32_e32 v102, v98
	s_cselect_b64 vcc, -1, 0
	s_cmpk_lt_i32 s13, 0x80
	v_mov_b32_e32 v103, v98
	s_cbranch_scc1 .LBB0_13
; %bb.20:
	v_add_u32_e32 v34, 0x6000, v113
	ds_read2_b64 v[152:155], v34 offset0:28 offset1:30
	ds_read2_b64 v[156:159], v34 offset0:24 offset1:26
	ds_read2_b64 v[160:163], v34 offset0:20 offset1:22
	ds_read2_b64 v[164:167], v34 offset0:16 offset1:18
	ds_read2_b64 v[168:171], v34 offset0:12 offset1:14
	ds_read2_b64 v[172:175], v34 offset0:8 offset1:10
	ds_read2_b64 v[176:179], v34 offset0:4 offset1:6
	ds_read2_b64 v[50:53], v34 offset1:2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[50:51], v[70:71], 0
	v_add_u32_e32 v50, 0x4000, v113
	ds_read2_b64 v[200:203], v50 offset0:8 offset1:10
	ds_read2_b64 v[204:207], v50 offset1:2
	ds_read2_b64 v[208:211], v50 offset0:4 offset1:6
	ds_read2_b64 v[180:183], v50 offset0:28 offset1:30
	ds_read2_b64 v[184:187], v50 offset0:24 offset1:26
	ds_read2_b64 v[188:191], v50 offset0:20 offset1:22
	ds_read2_b64 v[192:195], v50 offset0:16 offset1:18
	ds_read2_b64 v[196:199], v50 offset0:12 offset1:14
	v_mfma_f32_32x32x8_f16 v[34:49], v[52:53], v[74:75], v[34:49]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x8_f16 v[50:65], v[204:205], v[70:71], 0
	v_mfma_f32_32x32x8_f16 v[50:65], v[206:207], v[74:75], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[176:177], v[78:79], v[34:49]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_f16 v[50:65], v[208:209], v[78:79], v[50:65]
	v_mfma_f32_32x32x8_f16 v[50:65], v[210:211], v[82:83], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[178:179], v[82:83], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[200:201], v[86:87], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[172:173], v[86:87], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[202:203], v[90:91], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[174:175], v[90:91], v[34:49]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[50:65], v[196:197], v[94:95], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[168:169], v[94:95], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[198:199], v[66:67], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[170:171], v[66:67], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[192:193], v[72:73], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[164:165], v[72:73], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[194:195], v[76:77], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[166:167], v[76:77], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[188:189], v[80:81], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[160:161], v[80:81], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[190:191], v[84:85], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[162:163], v[84:85], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[184:185], v[88:89], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[156:157], v[88:89], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[186:187], v[92:93], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[158:159], v[92:93], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[180:181], v[96:97], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[152:153], v[96:97], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[182:183], v[68:69], v[50:65]
	v_mfma_f32_32x32x8_f16 v[34:49], v[154:155], v[68:69], v[34:49]
	s_nop 9
	v_mov_b32_e32 v70, v59
	v_mov_b32_e32 v71, v60
	v_mov_b32_e32 v60, v61
	v_mov_b32_e32 v61, v62
	v_mov_b32_e32 v62, v63
	v_mov_b32_e32 v63, v64
	v_mov_b32_e32 v64, v65
	v_mov_b32_e32 v65, v34
	v_mov_b32_e32 v66, v45
	v_mov_b32_e32 v67, v46
	v_mov_b32_e32 v46, v47
	v_mov_b32_e32 v47, v48
	s_branch .LBB0_14
.LBB0_13:
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v71, v70
	v_mov_b32_e32 v60, v70
	v_mov_b32_e32 v61, v70
	v_mov_b32_e32 v62, v70
	v_mov_b32_e32 v63, v70
	v_mov_b32_e32 v64, v70
	v_mov_b32_e32 v65, v70
	v_mov_b32_e32 v50, v70
	v_mov_b32_e32 v51, v70
	v_mov_b32_e32 v52, v70
	v_mov_b32_e32 v53, v70
	v_mov_b32_e32 v54, v70
	v_mov_b32_e32 v55, v70
	v_mov_b32_e32 v56, v70
	v_mov_b32_e32 v57, v70
	v_mov_b32_e32 v36, v70
	v_mov_b32_e32 v37, v70
	v_mov_b32_e32 v38, v70
	v_mov_b32_e32 v39, v70
	v_mov_b32_e32 v40, v70
	v_mov_b32_e32 v41, v70
	v_mov_b32_e32 v42, v70
	v_mov_b32_e32 v43, v70
	v_mov_b32_e32 v66, v70
	v_mov_b32_e32 v67, v70
	v_mov_b32_e32 v46, v70
	v_mov_b32_e32 v47, v70
.LBB0_14:
	s_add_i32 s40, s40, 64
	v_or_b32_e32 v77, s40, v114
	v_or_b32_e32 v78, s40, v112
	v_or_b32_e32 v34, s40, v119
	v_or_b32_e32 v86, s40, v133
	v_or_b32_e32 v93, s40, v141
	v_or_b32_e32 v68, s40, v144
	v_or_b32_e32 v76, s40, v116
	v_or_b32_e32 v45, s40, v134
	v_or_b32_e32 v59, s40, v143
	v_cmp_ge_i32_e64 s[0:1], v111, v68
	v_cmp_gt_i32_e64 s[18:19], s12, v78
	v_cmp_gt_i32_e64 s[14:15], s12, v34
	v_cmp_gt_i32_e64 s[6:7], s12, v86
	v_cmp_gt_i32_e64 s[2:3], s12, v93
	v_mov_b32_e32 v68, v98
	v_mov_b32_e32 v69, v98
	v_cmp_ge_i32_e64 s[12:13], v111, v77
	v_or_b32_e32 v75, s40, v147
	v_cmp_ge_i32_e64 s[10:11], v111, v45
	v_cmp_ge_i32_e64 s[4:5], v111, v59
	v_pk_mul_f32 v[52:53], v[68:69], v[52:53]
	v_mul_f32_e32 v112, v98, v58
	v_pk_mul_f32 v[58:59], v[68:69], v[60:61]
	v_pk_mul_f32 v[60:61], v[68:69], v[62:63]
	v_pk_mul_f32 v[62:63], v[68:69], v[64:65]
	v_pk_mul_f32 v[64:65], v[98:99], v[70:71]
	v_mul_f32_e32 v71, v98, v44
	v_pk_mul_f32 v[44:45], v[102:103], v[66:67]
	v_cmp_ge_i32_e64 s[20:21], v111, v76
	v_mov_b32_e32 v67, 0xc9742400
	s_and_b64 s[12:13], s[12:13], s[18:19]
	v_or_b32_e32 v74, s40, v149
	v_cmp_ge_i32_e64 s[16:17], v111, v34
	v_pk_mul_f32 v[56:57], v[68:69], v[56:57]
	v_mul_f32_e32 v70, v98, v35
	v_pk_mul_f32 v[34:35], v[68:69], v[38:39]
	v_pk_mul_f32 v[38:39], v[68:69], v[40:41]
	v_pk_mul_f32 v[40:41], v[68:69], v[42:43]
	v_pk_mul_f32 v[42:43], v[68:69], v[46:47]
	v_cmp_ge_i32_e64 s[22:23], v111, v75
	v_cndmask_b32_e64 v46, v67, v52, s[12:13]
	s_and_b64 s[12:13], s[20:21], s[18:19]
	v_or_b32_e32 v48, s40, v145
	v_or_b32_e32 v73, s40, v151
	v_mul_f32_e32 v66, v98, v49
	v_cmp_ge_i32_e64 s[24:25], v111, v74
	v_cndmask_b32_e64 v49, v67, v57, s[12:13]
	s_and_b64 s[12:13], s[22:23], s[18:19]
	v_or_b32_e32 v72, s40, v146
	v_pk_mul_f32 v[54:55], v[68:69], v[54:55]
	v_cmp_ge_i32_e64 s[26:27], v111, v73
	v_cmp_ge_i32_e64 s[34:35], v111, v48
	v_cndmask_b32_e64 v48, v67, v56, s[12:13]
	s_and_b64 s[12:13], s[24:25], s[18:19]
	v_cmp_ge_i32_e64 s[28:29], v111, v72
	v_cndmask_b32_e64 v55, v67, v55, s[12:13]
	s_and_b64 s[12:13], s[26:27], s[18:19]
	v_cmp_ge_i32_e64 s[30:31], v111, v78
	v_cndmask_b32_e64 v54, v67, v54, s[12:13]
	s_and_b64 s[12:13], s[28:29], s[18:19]
	v_pk_mul_f32 v[50:51], v[98:99], v[50:51]
	v_cndmask_b32_e64 v47, v67, v53, s[12:13]
	s_and_b64 s[12:13], s[30:31], s[18:19]
	v_cndmask_b32_e64 v50, v67, v50, s[12:13]
	s_and_b64 s[12:13], s[34:35], s[18:19]
	v_cndmask_b32_e64 v51, v67, v51, s[12:13]
	s_and_b64 s[12:13], s[16:17], s[14:15]
	v_or_b32_e32 v85, s40, v132
	v_cndmask_b32_e64 v68, v67, v112, s[12:13]
	v_cmp_ge_i32_e64 s[12:13], v111, v86
	v_or_b32_e32 v84, s40, v131
	v_cmp_ge_i32_e64 s[16:17], v111, v85
	s_and_b64 s[12:13], s[12:13], s[6:7]
	v_or_b32_e32 v83, s40, v130
	v_cmp_ge_i32_e64 s[18:19], v111, v84
	v_cndmask_b32_e64 v53, v67, v63, s[12:13]
	s_and_b64 s[12:13], s[16:17], s[14:15]
	v_or_b32_e32 v82, s40, v129
	v_cmp_ge_i32_e64 s[20:21], v111, v83
	v_cndmask_b32_e64 v52, v67, v62, s[12:13]
	s_and_b64 s[12:13], s[18:19], s[14:15]
	v_or_b32_e32 v81, s40, v128
	v_cmp_ge_i32_e64 s[22:23], v111, v82
	v_cndmask_b32_e64 v57, v67, v61, s[12:13]
	s_and_b64 s[12:13], s[20:21], s[14:15]
	v_or_b32_e32 v80, s40, v127
	v_cmp_ge_i32_e64 s[24:25], v111, v81
	v_cndmask_b32_e64 v56, v67, v60, s[12:13]
	s_and_b64 s[12:13], s[22:23], s[14:15]
	v_or_b32_e32 v79, s40, v120
	v_cmp_ge_i32_e64 s[26:27], v111, v80
	v_cndmask_b32_e64 v59, v67, v59, s[12:13]
	s_and_b64 s[12:13], s[24:25], s[14:15]
	v_or_b32_e32 v94, s40, v142
	v_cmp_ge_i32_e64 s[28:29], v111, v79
	v_cndmask_b32_e64 v58, v67, v58, s[12:13]
	s_and_b64 s[12:13], s[26:27], s[14:15]
	s_and_b64 s[10:11], s[10:11], s[6:7]
	v_cndmask_b32_e64 v61, v67, v65, s[12:13]
	s_and_b64 s[12:13], s[28:29], s[14:15]
	v_cndmask_b32_e64 v63, v67, v70, s[10:11]
	v_cmp_ge_i32_e64 s[10:11], v111, v94
	v_or_b32_e32 v92, s40, v140
	v_cndmask_b32_e64 v60, v67, v64, s[12:13]
	v_cmp_ge_i32_e64 s[12:13], v111, v93
	s_and_b64 s[10:11], s[10:11], s[2:3]
	v_or_b32_e32 v91, s40, v139
	v_cmp_ge_i32_e64 s[14:15], v111, v92
	v_cndmask_b32_e64 v41, v67, v41, s[10:11]
	s_and_b64 s[10:11], s[12:13], s[2:3]
	v_or_b32_e32 v90, s40, v138
	v_cmp_ge_i32_e64 s[16:17], v111, v91
	v_cndmask_b32_e64 v40, v67, v40, s[10:11]
	s_and_b64 s[10:11], s[14:15], s[6:7]
	v_or_b32_e32 v89, s40, v137
	v_cmp_ge_i32_e64 s[18:19], v111, v90
	v_cndmask_b32_e64 v39, v67, v39, s[10:11]
	s_and_b64 s[10:11], s[16:17], s[6:7]
	v_or_b32_e32 v87, s40, v135
	v_or_b32_e32 v88, s40, v136
	v_cmp_ge_i32_e64 s[20:21], v111, v89
	v_cndmask_b32_e64 v38, v67, v38, s[10:11]
	s_and_b64 s[10:11], s[18:19], s[6:7]
	v_or_b32_e32 v105, s40, v115
	v_cmp_ge_i32_e64 s[22:23], v111, v88
	v_cmp_ge_i32_e64 s[24:25], v111, v87
	v_cndmask_b32_e64 v35, v67, v35, s[10:11]
	s_and_b64 s[10:11], s[20:21], s[6:7]
	s_and_b64 s[4:5], s[4:5], s[2:3]
	v_or_b32_e32 v97, s40, v118
	v_pk_mul_f32 v[36:37], v[98:99], v[36:37]
	v_cndmask_b32_e64 v34, v67, v34, s[10:11]
	s_and_b64 s[10:11], s[22:23], s[6:7]
	s_and_b64 s[6:7], s[24:25], s[6:7]
	v_cndmask_b32_e64 v64, v67, v71, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v111, v105
	v_or_b32_e32 v96, s40, v148
	v_cndmask_b32_e64 v36, v67, v36, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v111, v97
	s_and_b64 s[4:5], s[4:5], s[2:3]
	v_or_b32_e32 v95, s40, v150
	v_cndmask_b32_e64 v37, v67, v37, s[10:11]
	v_cmp_ge_i32_e64 s[10:11], v111, v96
	v_cndmask_b32_e64 v43, v67, v43, s[4:5]
	s_and_b64 s[4:5], s[6:7], s[2:3]
	v_cmp_ge_i32_e64 s[12:13], v111, v95
	v_cndmask_b32_e64 v42, v67, v42, s[4:5]
	s_and_b64 s[4:5], s[10:11], s[2:3]
	v_cndmask_b32_e64 v45, v67, v45, s[4:5]
	s_and_b64 s[4:5], s[12:13], s[2:3]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	v_cndmask_b32_e64 v44, v67, v44, s[4:5]
	v_cndmask_b32_e64 v65, v67, v66, s[0:1]
	v_max_f32_e32 v62, v50, v51
	v_max3_f32 v66, v47, v54, v55
	v_max3_f32 v69, v60, v61, v58
	v_max3_f32 v70, v59, v56, v57
	v_max3_f32 v71, v52, v53, v63
	v_max3_f32 v67, v48, v49, v68
	v_max3_f32 v72, v36, v37, v34
	v_max3_f32 v73, v35, v38, v39
	v_max3_f32 v74, v40, v41, v64
	v_max3_f32 v75, v44, v45, v42
	v_max3_f32 v62, v62, v46, v66
	v_max3_f32 v66, v69, v70, v71
	v_max3_f32 v69, v72, v73, v74
	v_max3_f32 v70, v75, v43, v65
	v_max3_f32 v62, v62, v67, v66
	v_max3_f32 v62, v62, v69, v70
	ds_bpermute_b32 v66, v124, v62
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b64 s[0:1], vcc, exec
	v_max3_f32 v62, v100, v62, v66
	v_pk_add_f32 v[50:51], v[50:51], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[46:47], v[46:47], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[54:55], v[54:55], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[48:49], v[48:49], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v66, v68, v62
	v_pk_add_f32 v[60:61], v[60:61], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[58:59], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[56:57], v[56:57], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[52:53], v[52:53], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v63, v63, v62
	v_pk_add_f32 v[36:37], v[36:37], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[34:35], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[38:39], v[38:39], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[40:41], v[40:41], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v64, v64, v62
	v_pk_add_f32 v[44:45], v[44:45], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[42:43], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v65, v65, v62
	v_exp_f32_e32 v112, v50
	v_exp_f32_e32 v113, v51
	v_exp_f32_e32 v114, v46
	v_exp_f32_e32 v115, v47
	v_exp_f32_e32 v118, v54
	v_exp_f32_e32 v119, v55
	v_exp_f32_e32 v126, v48
	v_exp_f32_e32 v127, v49
	v_exp_f32_e32 v128, v66
	v_exp_f32_e32 v129, v60
	v_exp_f32_e32 v130, v61
	v_exp_f32_e32 v131, v58
	v_exp_f32_e32 v132, v59
	v_exp_f32_e32 v133, v56
	v_exp_f32_e32 v134, v57
	v_exp_f32_e32 v135, v52
	v_exp_f32_e32 v136, v53
	v_exp_f32_e32 v137, v63
	v_exp_f32_e32 v138, v36
	v_exp_f32_e32 v139, v37
	v_exp_f32_e32 v140, v34
	v_exp_f32_e32 v141, v35
	v_exp_f32_e32 v142, v38
	v_exp_f32_e32 v143, v39
	v_exp_f32_e32 v144, v40
	v_exp_f32_e32 v145, v41
	v_exp_f32_e32 v146, v64
	v_exp_f32_e32 v147, v44
	v_exp_f32_e32 v148, v45
	v_exp_f32_e32 v149, v42
	v_exp_f32_e32 v150, v43
	v_exp_f32_e32 v151, v65
	v_sub_f32_e32 v34, v100, v62
	v_exp_f32_e32 v35, v34
	v_pk_add_f32 v[36:37], v[112:113], v[114:115]
	v_pk_add_f32 v[38:39], v[118:119], v[126:127]
	v_pk_add_f32 v[40:41], v[128:129], v[130:131]
	v_pk_add_f32 v[42:43], v[132:133], v[134:135]
	v_pk_add_f32 v[44:45], v[136:137], v[138:139]
	v_pk_add_f32 v[46:47], v[140:141], v[142:143]
	v_pk_add_f32 v[48:49], v[144:145], v[146:147]
	v_pk_add_f32 v[50:51], v[148:149], v[150:151]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
	v_pk_add_f32 v[38:39], v[40:41], v[42:43]
	v_pk_add_f32 v[40:41], v[44:45], v[46:47]
	v_pk_add_f32 v[42:43], v[48:49], v[50:51]
	v_add_u32_e32 v34, 0x10000, v121
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
	v_pk_add_f32 v[38:39], v[40:41], v[42:43]
	ds_write_b32 v34, v35
	v_add_u32_e32 v34, 0x10000, v122
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v34, v34
	ds_read_u16 v98, v104 offset:49152
	ds_read_u16 v99, v104 offset:49408
	ds_read_u16 v100, v104 offset:49664
	ds_read_u16 v102, v104 offset:49920
	ds_read_u16 v46, v104 offset:50048
	ds_read_u16 v48, v104 offset:49792
	ds_read_u16 v47, v104 offset:49536
	ds_read_u16 v50, v104 offset:49280
	ds_read_u16 v70, v104 offset:51200
	ds_read_u16 v71, v104 offset:51456
	ds_read_u16 v75, v104 offset:51712
	ds_read_u16 v78, v104 offset:51968
	ds_read_u16 v38, v104 offset:52096
	ds_read_u16 v40, v104 offset:51840
	ds_read_u16 v39, v104 offset:51584
	ds_read_u16 v41, v104 offset:51328
	ds_read_u16 v72, v104 offset:53248
	ds_read_u16 v73, v104 offset:53504
	ds_read_u16 v79, v104 offset:53760
	ds_read_u16 v82, v104 offset:54016
	ds_read_u16 v42, v104 offset:54144
	ds_read_u16 v44, v104 offset:53888
	ds_read_u16 v43, v104 offset:53632
	ds_read_u16 v45, v104 offset:53376
	ds_read_u16 v74, v104 offset:55296
	ds_read_u16 v76, v104 offset:55552
	ds_read_u16 v83, v104 offset:55808
	ds_read_u16 v86, v104 offset:56064
	ds_read_u16 v49, v104 offset:56192
	ds_read_u16 v52, v104 offset:55936
	ds_read_u16 v51, v104 offset:55680
	ds_read_u16 v53, v104 offset:55424
	ds_read_u16 v77, v104 offset:57344
	ds_read_u16 v80, v104 offset:57600
	ds_read_u16 v87, v104 offset:57856
	ds_read_u16 v89, v104 offset:58112
	ds_read_u16 v54, v104 offset:58240
	ds_read_u16 v56, v104 offset:57984
	ds_read_u16 v55, v104 offset:57728
	ds_read_u16 v57, v104 offset:57472
	ds_read_u16 v81, v104 offset:59392
	ds_read_u16 v84, v104 offset:59648
	ds_read_u16 v90, v104 offset:59904
	ds_read_u16 v91, v104 offset:60160
	ds_read_u16 v58, v104 offset:60288
	ds_read_u16 v60, v104 offset:60032
	ds_read_u16 v59, v104 offset:59776
	ds_read_u16 v61, v104 offset:59520
	ds_read_u16 v94, v104 offset:61440
	ds_read_u16 v95, v104 offset:61696
	ds_read_u16 v96, v104 offset:61952
	ds_read_u16 v97, v104 offset:62208
	ds_read_u16 v62, v104 offset:62336
	ds_read_u16 v64, v104 offset:62080
	ds_read_u16 v63, v104 offset:61824
	ds_read_u16 v65, v104 offset:61568
	ds_read_u16 v85, v104 offset:63488
	ds_read_u16 v88, v104 offset:63744
	ds_read_u16 v92, v104 offset:64000
	ds_read_u16 v93, v104 offset:64256
	ds_read_u16 v66, v104 offset:64384
	ds_read_u16 v68, v104 offset:64128
	ds_read_u16 v67, v104 offset:63872
	ds_read_u16 v69, v104 offset:63616
	v_add_f32_e32 v36, v36, v37
	ds_bpermute_b32 v37, v124, v36
	v_cvt_f16_f32_e32 v103, v112
	v_cvt_f16_f32_e32 v104, v113
	v_cvt_f16_f32_e32 v105, v114
	s_cselect_b32 s0, 1, 0
	v_cvt_f16_f32_e32 v111, v115
	s_cmp_lg_u32 s0, 1
	v_cvt_f16_f32_e32 v112, v118
	v_cvt_f16_f32_e32 v113, v119
	v_cvt_f16_f32_e32 v114, v126
	v_cvt_f16_f32_e32 v115, v127
	v_cvt_f16_f32_e32 v116, v128
	v_cvt_f16_f32_e32 v118, v129
	v_cvt_f16_f32_e32 v119, v130
	v_cvt_f16_f32_e32 v120, v131
	v_cvt_f16_f32_e32 v124, v132
	v_cvt_f16_f32_e32 v126, v133
	v_cvt_f16_f32_e32 v127, v134
	v_cvt_f16_f32_e32 v128, v135
	v_cvt_f16_f32_e32 v129, v136
	v_cvt_f16_f32_e32 v130, v137
	v_cvt_f16_f32_e32 v131, v138
	v_cvt_f16_f32_e32 v132, v139
	v_cvt_f16_f32_e32 v133, v140
	v_cvt_f16_f32_e32 v134, v141
	v_cvt_f16_f32_e32 v135, v142
	v_cvt_f16_f32_e32 v136, v143
	v_cvt_f16_f32_e32 v137, v144
	v_cvt_f16_f32_e32 v138, v145
	v_cvt_f16_f32_e32 v139, v146
	v_cvt_f16_f32_e32 v140, v147
	v_cvt_f16_f32_e32 v141, v148
	v_cvt_f16_f32_e32 v142, v149
	v_cvt_f16_f32_e32 v143, v150
	v_cvt_f16_f32_e32 v144, v151
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v125, v103
	ds_write_b16 v125, v104 offset:256
	ds_write_b16 v125, v105 offset:512
	ds_write_b16 v125, v111 offset:768
	ds_write_b16 v125, v112 offset:2048
	ds_write_b16 v125, v113 offset:2304
	ds_write_b16 v125, v114 offset:2560
	ds_write_b16 v125, v115 offset:2816
	ds_write_b16 v125, v116 offset:4096
	ds_write_b16 v125, v118 offset:4352
	ds_write_b16 v125, v119 offset:4608
	ds_write_b16 v125, v120 offset:4864
	ds_write_b16 v125, v124 offset:6144
	ds_write_b16 v125, v126 offset:6400
	ds_write_b16 v125, v127 offset:6656
	ds_write_b16 v125, v128 offset:6912
	ds_write_b16 v125, v129 offset:8192
	ds_write_b16 v125, v130 offset:8448
	ds_write_b16 v125, v131 offset:8704
	ds_write_b16 v125, v132 offset:8960
	ds_write_b16 v125, v133 offset:10240
	ds_write_b16 v125, v134 offset:10496
	ds_write_b16 v125, v135 offset:10752
	ds_write_b16 v125, v136 offset:11008
	ds_write_b16 v125, v137 offset:12288
	ds_write_b16 v125, v138 offset:12544
	ds_write_b16 v125, v139 offset:12800
	ds_write_b16 v125, v140 offset:13056
	ds_write_b16 v125, v141 offset:14336
	ds_write_b16 v125, v142 offset:14592
	ds_write_b16 v125, v143 offset:14848
	ds_write_b16 v125, v144 offset:15104
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_15
; %bb.23:
	ds_read_u16 v104, v123 offset:768
	ds_read_u16 v105, v123 offset:512
	ds_read_u16 v111, v123 offset:256
	ds_read_u16 v112, v123
	s_mov_b32 s0, 0x5040100
	v_perm_b32 v103, v102, v100, s0
	v_perm_b32 v102, v99, v98, s0
	v_pk_mul_f32 v[32:33], v[32:33], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[34:35] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v99, v104, v105, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v98, v111, v112, s0
	ds_read_u16 v100, v123 offset:2816
	ds_read_u16 v104, v123 offset:2560
	ds_read_u16 v105, v123 offset:2304
	ds_read_u16 v111, v123 offset:2048
	v_mfma_f32_32x32x8_f16 v[18:33], v[102:103], v[98:99], v[18:33]
	v_perm_b32 v103, v78, v75, s0
	v_perm_b32 v102, v71, v70, s0
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v71, v100, v104, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v70, v105, v111, s0
	v_perm_b32 v79, v82, v79, s0
	v_perm_b32 v78, v73, v72, s0
	v_perm_b32 v74, v76, v74, s0
	v_mfma_f32_32x32x8_f16 v[18:33], v[102:103], v[70:71], v[18:33]
	ds_read_u16 v75, v123 offset:4864
	ds_read_u16 v100, v123 offset:4608
	ds_read_u16 v102, v123 offset:4352
	ds_read_u16 v103, v123 offset:4096
	v_mul_f32_e64 v16, v16, v34
	v_mul_f32_e64 v17, v17, v34
	v_pk_mul_f32 v[14:15], v[14:15], v[34:35] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v73, v75, v100, s0
	v_perm_b32 v75, v86, v83, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v72, v102, v103, s0
	v_pk_mul_f32 v[12:13], v[12:13], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[34:35] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[18:33], v[78:79], v[72:73], v[18:33]
	ds_read_u16 v78, v123 offset:6912
	ds_read_u16 v79, v123 offset:6656
	ds_read_u16 v82, v123 offset:6400
	ds_read_u16 v100, v123 offset:6144
	v_mul_f32_e64 v8, v8, v34
	v_mul_f32_e64 v9, v9, v34
	v_pk_mul_f32 v[6:7], v[6:7], v[34:35] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v79, v78, v79, s0
	v_pk_mul_f32 v[4:5], v[4:5], v[34:35] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v78, v82, v100, s0
	ds_read_u16 v76, v123 offset:8960
	ds_read_u16 v82, v123 offset:8704
	ds_read_u16 v83, v123 offset:8448
	ds_read_u16 v86, v123 offset:8192
	v_mfma_f32_32x32x8_f16 v[18:33], v[74:75], v[78:79], v[18:33]
	v_perm_b32 v75, v89, v87, s0
	v_perm_b32 v74, v80, v77, s0
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v77, v76, v82, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v76, v83, v86, s0
	ds_read_u16 v80, v123 offset:11008
	ds_read_u16 v82, v123 offset:10752
	ds_read_u16 v83, v123 offset:10496
	ds_read_u16 v86, v123 offset:10240
	v_pk_mul_f32 v[2:3], v[2:3], v[34:35] op_sel_hi:[1,0]
	v_mfma_f32_32x32x8_f16 v[18:33], v[74:75], v[76:77], v[18:33]
	v_perm_b32 v75, v91, v90, s0
	v_perm_b32 v74, v84, v81, s0
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v81, v80, v82, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v80, v83, v86, s0
	v_perm_b32 v83, v97, v96, s0
	v_perm_b32 v82, v95, v94, s0
	v_mfma_f32_32x32x8_f16 v[18:33], v[74:75], v[80:81], v[18:33]
	ds_read_u16 v84, v123 offset:15104
	ds_read_u16 v74, v123 offset:13056
	ds_read_u16 v75, v123 offset:12800
	ds_read_u16 v86, v123 offset:12544
	ds_read_u16 v87, v123 offset:12288
	ds_read_u16 v89, v123 offset:14848
	ds_read_u16 v90, v123 offset:14592
	ds_read_u16 v91, v123 offset:14336
	s_waitcnt lgkmcnt(5)
	v_perm_b32 v75, v74, v75, s0
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v74, v86, v87, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[18:33], v[82:83], v[74:75], v[18:33]
	v_perm_b32 v83, v93, v92, s0
	v_perm_b32 v82, v88, v85, s0
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v85, v84, v89, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v84, v90, v91, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[18:33], v[82:83], v[84:85], v[18:33]
	v_perm_b32 v83, v46, v48, s0
	v_perm_b32 v82, v47, v50, s0
	v_perm_b32 v47, v38, v40, s0
	v_perm_b32 v46, v39, v41, s0
	v_perm_b32 v39, v42, v44, s0
	v_perm_b32 v38, v43, v45, s0
	v_mfma_f32_32x32x8_f16 v[2:17], v[82:83], v[98:99], v[2:17]
	v_mfma_f32_32x32x8_f16 v[2:17], v[46:47], v[70:71], v[2:17]
	v_mfma_f32_32x32x8_f16 v[2:17], v[38:39], v[72:73], v[2:17]
	v_perm_b32 v39, v49, v52, s0
	v_perm_b32 v38, v51, v53, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[38:39], v[78:79], v[2:17]
	v_perm_b32 v39, v54, v56, s0
	v_perm_b32 v38, v55, v57, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[38:39], v[76:77], v[2:17]
	v_perm_b32 v39, v58, v60, s0
	v_perm_b32 v38, v59, v61, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[38:39], v[80:81], v[2:17]
	v_perm_b32 v39, v62, v64, s0
	v_perm_b32 v38, v63, v65, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[38:39], v[74:75], v[2:17]
	v_perm_b32 v39, v66, v68, s0
	v_perm_b32 v38, v67, v69, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[2:17], v[38:39], v[84:85], v[2:17]
.LBB0_15:
	v_add_f32_e32 v34, v36, v37
	v_fmac_f32_e32 v34, v117, v35
	v_cndmask_b32_e32 v34, v117, v34, vcc
	v_add_u32_e32 v35, 0, v121
	ds_write_b32 v35, v34
	v_add_u32_e32 v34, 0, v122
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v34, v34
	v_bfe_i32 v40, v0, 3, 1
	s_movk_i32 s2, 0x4020
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_div_scale_f32 v35, s[0:1], v34, v34, v18
	v_rcp_f32_e32 v36, v35
	v_div_scale_f32 v37, vcc, v18, v34, v18
	s_mov_b32 s11, 0x27000
	v_fma_f32 v38, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v38, v36
	v_mul_f32_e32 v38, v37, v36
	v_fma_f32 v39, -v35, v38, v37
	v_fmac_f32_e32 v38, v39, v36
	v_fma_f32 v35, -v35, v38, v37
	v_div_scale_f32 v37, s[0:1], v34, v34, v19
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v36, v38
	v_div_fixup_f32 v18, v35, v34, v18
	v_cvt_f16_f32_e32 v18, v18
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v19, v34, v19
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v20
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v19, v35, v34, v19
	v_cvt_f16_f32_e32 v19, v19
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v20, v34, v20
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v21
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v20, v35, v34, v20
	v_cvt_f16_f32_e32 v20, v20
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v21, v34, v21
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v22
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v21, v35, v34, v21
	v_cvt_f16_f32_e32 v21, v21
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v22, v34, v22
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v23
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v22, v35, v34, v22
	v_cvt_f16_f32_e32 v22, v22
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v23, v34, v23
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v24
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v23, v35, v34, v23
	v_cvt_f16_f32_e32 v23, v23
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v24, v34, v24
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v25
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v24, v35, v34, v24
	v_cvt_f16_f32_e32 v24, v24
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v25, v34, v25
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v26
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v25, v35, v34, v25
	v_cvt_f16_f32_e32 v25, v25
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v26, v34, v26
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v27
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v26, v35, v34, v26
	v_cvt_f16_f32_e32 v26, v26
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v27, v34, v27
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v28
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v27, v35, v34, v27
	v_cvt_f16_f32_e32 v27, v27
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v28, v34, v28
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v29
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v28, v35, v34, v28
	v_cvt_f16_f32_e32 v28, v28
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v29, v34, v29
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v30
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v29, v35, v34, v29
	v_cvt_f16_f32_e32 v29, v29
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v30, v34, v30
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v31
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v30, v35, v34, v30
	v_cvt_f16_f32_e32 v30, v30
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v31, v34, v31
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v32
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v31, v35, v34, v31
	v_cvt_f16_f32_e32 v31, v31
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v32, v34, v32
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v33
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v32, v35, v34, v32
	v_cvt_f16_f32_e32 v32, v32
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v33, v34, v33
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v2
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v33, v35, v34, v33
	v_cvt_f16_f32_e32 v33, v33
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v2, v34, v2
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v3
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v2, v35, v34, v2
	s_mov_b32 s10, 0x7ffffffe
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v3, v34, v3
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v4
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v3, v35, v34, v3
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v4, v34, v4
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v5
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v4, v35, v34, v4
	v_cvt_f16_f32_e32 v4, v4
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v5, v34, v5
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v6
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v5, v35, v34, v5
	v_cvt_f16_f32_e32 v5, v5
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v6, v34, v6
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v7
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v6, v35, v34, v6
	v_cvt_f16_f32_e32 v6, v6
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v7, v34, v7
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v8
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v7, v35, v34, v7
	v_cvt_f16_f32_e32 v7, v7
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v8, v34, v8
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v9
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v8, v35, v34, v8
	v_cvt_f16_f32_e32 v8, v8
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v9, v34, v9
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v10
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v9, v35, v34, v9
	v_cvt_f16_f32_e32 v9, v9
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v10, v34, v10
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v11
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v10, v35, v34, v10
	v_cvt_f16_f32_e32 v10, v10
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v11, v34, v11
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v12
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v11, v35, v34, v11
	v_cvt_f16_f32_e32 v11, v11
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v12, v34, v12
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v13
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v12, v35, v34, v12
	v_cvt_f16_f32_e32 v12, v12
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v13, v34, v13
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v14
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v13, v35, v34, v13
	v_cvt_f16_f32_e32 v13, v13
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v14, v34, v14
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v15
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v14, v35, v34, v14
	v_cvt_f16_f32_e32 v14, v14
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v15, v34, v15
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v16
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v15, v35, v34, v15
	v_cvt_f16_f32_e32 v15, v15
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v16, v34, v16
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v17
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v16, v35, v34, v16
	s_lshl_b32 s1, s39, 1
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v17, v34, v17
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_bfe_i32 v38, v0, 2, 1
	v_div_fmas_f32 v35, v35, v39, v36
	v_and_b32_e32 v36, 3, v0
	v_and_b32_e32 v38, 0x2040, v38
	v_div_fixup_f32 v17, v35, v34, v17
	v_cvt_f16_f32_e32 v34, v2
	v_cvt_f16_f32_e32 v35, v3
	v_lshlrev_b32_e32 v2, 11, v36
	v_and_b32_e32 v3, 0x98, v108
	v_xor_b32_e32 v38, s38, v38
	v_and_or_b32 v2, v40, s2, v2
	v_or3_b32 v3, s1, v3, v38
	v_or3_b32 v38, v3, v2, v110
	v_add_u32_e32 v40, 0, v38
	v_pack_b32_f16 v3, v20, v21
	v_pack_b32_f16 v2, v18, v19
	ds_write_b64 v40, v[2:3]
	v_xad_u32 v18, v38, 8, 0
	v_pack_b32_f16 v3, v24, v25
	v_pack_b32_f16 v2, v22, v23
	ds_write_b64 v18, v[2:3]
	v_xad_u32 v18, v38, 16, 0
	v_pack_b32_f16 v3, v28, v29
	v_pack_b32_f16 v2, v26, v27
	v_cvt_f16_f32_e32 v16, v16
	v_cvt_f16_f32_e32 v17, v17
	ds_write_b64 v18, v[2:3]
	v_xad_u32 v18, v38, 24, 0
	v_pack_b32_f16 v3, v32, v33
	v_pack_b32_f16 v2, v30, v31
	ds_write_b64 v18, v[2:3]
	v_xad_u32 v18, v38, 32, 0
	v_pack_b32_f16 v3, v4, v5
	v_pack_b32_f16 v2, v34, v35
	ds_write_b64 v18, v[2:3]
	v_xad_u32 v4, v38, 40, 0
	v_pack_b32_f16 v3, v8, v9
	v_pack_b32_f16 v2, v6, v7
	ds_write_b64 v4, v[2:3]
	v_xad_u32 v4, v38, 48, 0
	v_pack_b32_f16 v3, v12, v13
	v_pack_b32_f16 v2, v10, v11
	s_cmp_eq_u32 s38, 0
	v_and_b32_e32 v37, 4, v0
	v_and_b32_e32 v39, 8, v0
	ds_write_b64 v4, v[2:3]
	v_xad_u32 v4, v38, 56, 0
	v_pack_b32_f16 v3, v16, v17
	v_pack_b32_f16 v2, v14, v15
	v_lshlrev_b32_e32 v0, 7, v0
	s_cselect_b32 s1, 0, 0x2040
	s_bfe_i32 s2, s33, 0x10007
	ds_write_b64 v4, v[2:3]
	v_and_b32_e32 v0, 0x1800, v0
	v_lshlrev_b32_e32 v2, 3, v36
	s_and_b32 s2, s2, 0x4020
	s_movk_i32 s0, 0x98
	v_lshlrev_b32_e32 v3, 4, v37
	v_lshl_or_b32 v4, v39, 2, s1
	v_or3_b32 v0, v0, v2, s2
	v_and_or_b32 v3, v109, s0, v3
	v_xor_b32_e32 v0, v0, v4
	v_xad_u32 v0, v0, v3, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[2:5], v0 offset1:32
	ds_read2_b64 v[8:11], v0 offset0:128 offset1:160
	ds_read2_b64 v[12:15], v0 offset0:64 offset1:96
	ds_read2_b64 v[18:21], v0 offset0:192 offset1:224
	s_and_b32 s9, s9, 0xffff
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v7, v3
	s_waitcnt lgkmcnt(2)
	buffer_store_dwordx4 v[6:9], v1, s[8:11], 0 offen
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v16, v12
	v_mov_b32_e32 v17, v13
	v_mov_b32_e32 v6, v10
	v_mov_b32_e32 v7, v11
	buffer_store_dwordx4 v[4:7], v101, s[8:11], 0 offen
	s_waitcnt lgkmcnt(0)
	buffer_store_dwordx4 v[16:19], v106, s[8:11], 0 offen
	s_nop 1
	v_mov_b32_e32 v16, v20
	v_mov_b32_e32 v17, v21
	buffer_store_dwordx4 v[14:17], v107, s[8:11], 0 offen
	s_endpgm
.Lfunc_end0:
	.size	flash_attention_tma_kernel, .Lfunc_end0-flash_attention_tma_kernel
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel flash_attention_tma_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
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
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 240
		.amdhsa_next_free_sgpr 41
		.amdhsa_accum_offset 240
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
	.set .Lflash_attention_tma_kernel.num_vgpr, 240
	.set .Lflash_attention_tma_kernel.num_agpr, 0
	.set .Lflash_attention_tma_kernel.numbered_sgpr, 41
	.set .Lflash_attention_tma_kernel.num_named_barrier, 0
	.set .Lflash_attention_tma_kernel.private_seg_size, 0
	.set .Lflash_attention_tma_kernel.uses_vcc, 1
	.set .Lflash_attention_tma_kernel.uses_flat_scratch, 0
	.set .Lflash_attention_tma_kernel.has_dyn_sized_stack, 0
	.set .Lflash_attention_tma_kernel.has_recursion, 0
	.set .Lflash_attention_tma_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 23028
; TotalNumSgprs: 47
; NumVgprs: 240
; NumAgprs: 0
; TotalNumVgprs: 240
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 29
; NumSGPRsForWavesPerEU: 47
; NumVGPRsForWavesPerEU: 240
; AccumOffset: 240
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 59
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
    .private_segment_fixed_size: 0
    .sgpr_count:     47
    .sgpr_spill_count: 0
    .symbol:         flash_attention_tma_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     240
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
