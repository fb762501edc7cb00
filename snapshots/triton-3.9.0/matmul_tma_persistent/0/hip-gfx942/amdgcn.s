; matmul_tma_persistent config 0 (BLOCK_M=128 BLOCK_N=256 BLOCK_K=64 GROUP_M=8 EPILOGUE_SUBTILE=False WARP_SPECIALIZE=False num_warps=8 num_stages=3) on hip:gfx942, normalized
	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_tma_persistent_kernel    ; -- Begin function matmul_tma_persistent_kernel
	.p2align	8
	.type	matmul_tma_persistent_kernel,@function
matmul_tma_persistent_kernel:           ; @matmul_tma_persistent_kernel
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.32:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.33:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_add_i32 s0, s8, 0x7f
	s_ashr_i32 s1, s0, 31
	s_lshr_b32 s1, s1, 25
	s_mov_b32 s34, s9
	s_add_i32 s0, s0, s1
	s_ashr_i32 s17, s0, 7
	s_add_i32 s0, s34, 0xff
	s_ashr_i32 s1, s0, 31
	s_lshr_b32 s1, s1, 24
	s_mov_b64 s[24:25], s[2:3]
	v_readfirstlane_b32 s2, v0
	s_add_i32 s0, s0, s1
	s_ashr_i32 s0, s0, 8
	s_and_b32 s13, s2, 0x100
	s_mul_i32 s33, s0, s17
	s_lshl_b32 s56, s0, 3
	v_and_b32_e32 v1, 31, v0
	s_lshr_b32 s0, s13, 3
	v_or_b32_e32 v162, s0, v1
	v_mov_b32_e32 v163, 0
	v_or_b32_e32 v2, 64, v162
	v_mov_b32_e32 v3, v163
	s_and_b32 s19, s2, 0xc0
	v_and_b32_e32 v6, 32, v0
	scratch_store_dwordx2 off, v[2:3], off  ; 8-byte Folded Spill
	s_lshr_b32 s0, s19, 1
	v_lshrrev_b32_e32 v2, 3, v6
	s_ashr_i32 s9, s8, 31
	s_ashr_i32 s35, s34, 31
	s_add_i32 s3, s10, 63
	v_or_b32_e32 v170, s0, v2
	s_mov_b64 s[20:21], s[6:7]
	v_or_b32_e32 v4, 8, v170
	v_or_b32_e32 v178, 16, v170
	v_or_b32_e32 v176, 24, v170
	v_or_b32_e32 v130, 0x80, v170
	v_or_b32_e32 v2, 0x88, v170
	v_or_b32_e32 v172, 0x90, v170
	v_or_b32_e32 v128, 0x98, v170
	v_mov_b32_e32 v171, v163
	v_mov_b32_e32 v5, v163
	v_mov_b32_e32 v179, v163
	v_mov_b32_e32 v177, v163
	v_mov_b32_e32 v131, v163
	v_mov_b32_e32 v173, v163
	v_mov_b32_e32 v129, v163
	s_cmp_gt_i32 s3, 63
	s_mov_b64 s[0:1], -1
	scratch_store_dwordx2 off, v[4:5], off offset:8 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[2:3], off offset:16 ; 8-byte Folded Spill
	s_cbranch_scc0 .LBB0_1
; %bb.1:
	s_and_b32 s6, s2, 0x1c0
	s_sub_i32 s2, s33, s16
	s_mul_hi_i32 s0, s2, 0x3e0f83e1
	s_lshr_b32 s7, s0, 31
	s_ashr_i32 s12, s0, 5
	s_add_i32 s0, s12, s7
	s_ashr_i32 s11, s10, 31
	s_lshr_b32 s23, s3, 6
	s_mulk_i32 s0, 0x84
	s_cmp_lg_u32 s2, s0
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_gt_i32 s2, -1
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[0:1], s[2:3], s[0:1]
	s_addc_u32 s28, s12, s7
	s_mul_i32 s28, s28, s23
	s_add_i32 s23, s23, -1
	s_cmp_gt_i32 s28, 0
	s_cselect_b64 s[0:1], -1, 0
	s_abs_i32 s58, s56
	v_cvt_f32_u32_e32 v2, s58
	v_and_or_b32 v7, v0, 63, s6
	s_sub_i32 s6, 0, s58
	s_abs_i32 s3, s16
	v_rcp_f32_e32 v2, v2
	s_ashr_i32 s2, s16, 31
	s_ashr_i32 s59, s56, 31
	s_xor_b32 s2, s2, s59
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_lshrrev_b32_e32 v135, 3, v7
	v_or_b32_e32 v136, 64, v135
	v_lshlrev_b32_e32 v3, 3, v0
	v_readfirstlane_b32 s60, v2
	s_mul_i32 s6, s6, s60
	s_mul_hi_u32 s6, s60, s6
	s_add_i32 s60, s60, s6
	s_mul_hi_u32 s6, s3, s60
	s_mul_i32 s7, s6, s58
	s_sub_i32 s3, s3, s7
	s_add_i32 s7, s6, 1
	s_sub_i32 s12, s3, s58
	s_cmp_ge_u32 s3, s58
	s_cselect_b32 s6, s7, s6
	s_cselect_b32 s3, s12, s3
	s_add_i32 s7, s6, 1
	s_cmp_ge_u32 s3, s58
	s_cselect_b32 s3, s7, s6
	s_xor_b32 s3, s3, s2
	s_sub_i32 s2, s3, s2
	s_lshl_b32 s3, s2, 3
	s_sub_i32 s6, s17, s3
	s_min_i32 s6, s6, 8
	s_abs_i32 s7, s6
	v_cvt_f32_u32_e32 v2, s7
	s_sub_i32 s15, 0, s7
	s_mul_i32 s2, s2, s56
	s_sub_i32 s2, s16, s2
	v_rcp_f32_e32 v2, v2
	s_abs_i32 s14, s2
	s_xor_b32 s12, s2, s6
	s_ashr_i32 s12, s12, 31
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_and_b32_e32 v137, 56, v3
	v_bfrev_b32_e32 v9, 1
	s_mov_b32 s27, 0x27000
	v_readfirstlane_b32 s18, v2
	s_mul_i32 s15, s15, s18
	s_mul_hi_u32 s15, s18, s15
	s_add_i32 s18, s18, s15
	s_mul_hi_u32 s15, s14, s18
	s_mul_i32 s18, s15, s7
	s_sub_i32 s14, s14, s18
	s_add_i32 s18, s15, 1
	s_sub_i32 s22, s14, s7
	s_cmp_ge_u32 s14, s7
	s_cselect_b32 s15, s18, s15
	s_cselect_b32 s14, s22, s14
	s_add_i32 s18, s15, 1
	s_cmp_ge_u32 s14, s7
	s_cselect_b32 s7, s18, s15
	s_xor_b32 s7, s7, s12
	s_sub_i32 s7, s7, s12
	s_mul_i32 s6, s7, s6
	s_sub_i32 s2, s2, s6
	s_add_i32 s2, s2, s3
	s_lshl_b32 s12, s2, 7
	s_lshl_b32 s18, s7, 8
	s_ashr_i32 s2, s12, 31
	v_or_b32_e32 v2, s12, v135
	v_mov_b32_e32 v3, s2
	v_or_b32_e32 v4, s12, v136
	v_mov_b32_e32 v5, s2
	s_cmp_gt_i32 s12, -1
	s_cselect_b64 s[6:7], -1, 0
	v_cmp_gt_i64_e32 vcc, s[8:9], v[2:3]
	v_cmp_gt_i64_e64 s[2:3], s[8:9], v[4:5]
	s_and_b64 s[44:45], s[6:7], vcc
	s_and_b64 s[46:47], s[6:7], s[2:3]
	s_ashr_i32 s22, s18, 31
	s_cmp_gt_i32 s18, -1
	s_mul_i32 s6, s12, s10
	v_cmp_gt_u32_e32 vcc, s10, v137
	s_cselect_b64 s[2:3], -1, 0
	v_mul_lo_u32 v3, v135, s10
	v_or_b32_e32 v8, s6, v137
	s_and_b64 s[6:7], vcc, s[44:45]
	v_mul_lo_u32 v5, v136, s10
	s_and_b64 s[14:15], vcc, s[46:47]
	v_add_lshl_u32 v3, v8, v3, 1
	s_and_b64 vcc, s[0:1], s[6:7]
	s_mov_b32 s26, 0x7ffffffe
	s_and_b32 s25, s25, 0xffff
	v_cndmask_b32_e32 v3, v9, v3, vcc
	v_add_lshl_u32 v5, v8, v5, 1
	s_and_b64 vcc, s[0:1], s[14:15]
	v_cndmask_b32_e32 v5, v9, v5, vcc
	buffer_load_dwordx4 v[10:13], v3, s[24:27], 0 offen
	buffer_load_dwordx4 v[14:17], v5, s[24:27], 0 offen
	v_lshlrev_b32_e32 v138, 3, v1
	v_or_b32_e32 v82, s18, v138
	v_mov_b32_e32 v83, s22
	v_cmp_gt_i64_e32 vcc, s[34:35], v[82:83]
	v_lshlrev_b32_e32 v3, 4, v7
	v_and_b32_e32 v5, 0x78, v7
	s_and_b64 s[14:15], s[2:3], vcc
	v_xor_b32_e32 v139, v3, v5
	s_cmp_lg_u32 s23, 0
	v_xor_b32_e32 v140, 8, v139
	s_cselect_b64 s[6:7], -1, 0
	v_add_u32_e32 v8, 0, v139
	v_add_u32_e32 v9, 0, v140
	s_and_b64 vcc, exec, s[6:7]
	s_waitcnt vmcnt(0)
	ds_write2st64_b64 v8, v[10:11], v[14:15] offset1:16
	ds_write2st64_b64 v9, v[12:13], v[16:17] offset1:16
	s_cbranch_vccnz .LBB0_2
; %bb.2:
	s_add_i32 s61, s16, 0x84
	s_abs_i32 s3, s61
	s_mul_hi_u32 s22, s3, s60
	s_mul_i32 s29, s22, s58
	s_ashr_i32 s2, s61, 31
	s_sub_i32 s3, s3, s29
	s_xor_b32 s2, s2, s59
	s_add_i32 s29, s22, 1
	s_sub_i32 s30, s3, s58
	s_cmp_ge_u32 s3, s58
	s_cselect_b32 s22, s29, s22
	s_cselect_b32 s3, s30, s3
	s_add_i32 s29, s22, 1
	s_cmp_ge_u32 s3, s58
	s_cselect_b32 s3, s29, s22
	s_xor_b32 s3, s3, s2
	s_sub_i32 s2, s3, s2
	s_lshl_b32 s3, s2, 3
	s_sub_i32 s22, s17, s3
	s_min_i32 s22, s22, 8
	s_abs_i32 s29, s22
	v_cvt_f32_u32_e32 v2, s29
	s_sub_i32 s36, 0, s29
	s_mul_i32 s2, s2, s56
	s_sub_i32 s2, s61, s2
	v_rcp_f32_e32 v2, v2
	s_abs_i32 s31, s2
	s_xor_b32 s30, s2, s22
	s_ashr_i32 s30, s30, 31
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	s_mov_b64 s[42:43], 0
	v_readfirstlane_b32 s37, v2
	s_mul_i32 s36, s36, s37
	s_mul_hi_u32 s36, s37, s36
	s_add_i32 s37, s37, s36
	s_mul_hi_u32 s36, s31, s37
	s_mul_i32 s37, s36, s29
	s_sub_i32 s31, s31, s37
	s_add_i32 s37, s36, 1
	s_sub_i32 s38, s31, s29
	s_cmp_ge_u32 s31, s29
	s_cselect_b32 s36, s37, s36
	s_cselect_b32 s31, s38, s31
	s_add_i32 s37, s36, 1
	s_cmp_ge_u32 s31, s29
	s_cselect_b32 s29, s37, s36
	s_xor_b32 s29, s29, s30
	s_sub_i32 s29, s29, s30
	s_mul_i32 s22, s29, s22
	s_sub_i32 s2, s2, s22
	s_add_i32 s2, s2, s3
	s_lshl_b32 s22, s2, 7
	s_lshl_b32 s36, s29, 8
	s_ashr_i32 s2, s22, 31
	v_mov_b32_e32 v3, s2
	v_or_b32_e32 v2, s22, v135
	v_mov_b32_e32 v5, s2
	v_or_b32_e32 v4, s22, v136
	s_cmp_gt_i32 s22, -1
	s_cselect_b64 s[30:31], -1, 0
	v_cmp_gt_i64_e32 vcc, s[8:9], v[2:3]
	v_cmp_gt_i64_e64 s[2:3], s[8:9], v[4:5]
	s_and_b64 s[38:39], s[30:31], vcc
	s_and_b64 s[2:3], s[30:31], s[2:3]
	s_ashr_i32 s29, s36, 31
	v_mov_b32_e32 v183, s29
	v_or_b32_e32 v182, s36, v138
	s_cmp_gt_i32 s36, -1
	s_cselect_b64 s[30:31], -1, 0
	v_cmp_gt_i64_e32 vcc, s[34:35], v[182:183]
	s_andn2_b64 s[40:41], s[44:45], exec
	s_and_b64 s[38:39], s[38:39], exec
	s_and_b64 s[30:31], s[30:31], vcc
	s_or_b64 s[44:45], s[40:41], s[38:39]
	s_andn2_b64 s[38:39], s[46:47], exec
	s_and_b64 s[2:3], s[2:3], exec
	s_or_b64 s[46:47], s[38:39], s[2:3]
	s_andn2_b64 s[2:3], s[14:15], exec
	s_and_b64 s[30:31], s[30:31], exec
	s_or_b64 s[40:41], s[2:3], s[30:31]
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b64 s[42:43], 64
	s_mov_b64 s[40:41], s[14:15]
	s_mov_b32 s22, s12
	s_mov_b32 s36, s18
	s_mov_b32 s61, s16
	v_mov_b64_e32 v[182:183], v[82:83]
.LBB0_3:
	s_cmp_gt_i32 s28, 1
	v_mad_u64_u32 v[76:77], s[2:3], v2, s10, 0
	v_mov_b32_e32 v3, s43
	v_or_b32_e32 v2, s42, v137
	s_cselect_b64 s[38:39], -1, 0
	s_and_b64 s[2:3], exec, s[6:7]
	v_mad_u64_u32 v[78:79], s[2:3], v4, s10, 0
	v_cmp_gt_u64_e32 vcc, s[10:11], v[2:3]
	s_cselect_b32 s37, 1, 0
	s_and_b64 s[2:3], vcc, s[44:45]
	s_and_b64 s[6:7], vcc, s[46:47]
	v_add_lshl_u32 v3, v2, v76, 1
	v_bfrev_b32_e32 v4, 1
	s_and_b64 vcc, s[38:39], s[2:3]
	v_cndmask_b32_e32 v3, v4, v3, vcc
	v_add_lshl_u32 v2, v2, v78, 1
	s_and_b64 vcc, s[38:39], s[6:7]
	v_cndmask_b32_e32 v2, v4, v2, vcc
	buffer_load_dwordx4 v[10:13], v3, s[24:27], 0 offen
	buffer_load_dwordx4 v[14:17], v2, s[24:27], 0 offen
	v_and_b32_e32 v3, 15, v0
	v_lshlrev_b32_e32 v2, 3, v3
	v_and_b32_e32 v5, 0x1e0, v7
	v_lshrrev_b32_e32 v18, 2, v6
	v_lshl_or_b32 v1, v1, 7, v2
	v_lshrrev_b32_e32 v180, 3, v5
	s_add_i32 s63, s28, -2
	s_and_b32 s5, s5, 0xffff
	v_xor_b32_e32 v1, v1, v18
	v_mov_b32_e32 v181, 0
	v_and_b32_e32 v6, 30, v0
	v_lshrrev_b32_e32 v4, 2, v7
	v_lshlrev_b32_e32 v3, 7, v3
	v_or_b32_e32 v132, 1, v180
	v_or_b32_e32 v133, 2, v180
	v_or_b32_e32 v134, 3, v180
	s_cmp_gt_i32 s63, 0
	v_lshl_or_b32 v198, s13, 4, v1
	v_and_b32_e32 v89, 16, v0
	s_waitcnt vmcnt(0)
	ds_write2st64_b64 v8, v[10:11], v[14:15] offset0:32 offset1:48
	ds_write2st64_b64 v9, v[12:13], v[16:17] offset0:32 offset1:48
	s_cbranch_scc1 .LBB0_4
; %bb.5:                                ; %.._crit_edge_crit_edge
	v_and_b32_e32 v1, 56, v4
	s_lshl_b32 s2, s19, 6
	v_xor_b32_e32 v1, v1, v2
	v_or3_b32 v90, s2, v3, v1
	s_mov_b64 s[2:3], 0
	s_branch .LBB0_5
.LBB0_4:
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr90
.LBB0_5:                                ; %Flow221
	s_and_b64 s[2:3], s[2:3], exec
	v_and_b32_e32 v1, 1, v0
	s_cselect_b32 s2, 1, 0
	v_xor_b32_e32 v205, 16, v198
	v_xor_b32_e32 v204, 32, v198
	v_xor_b32_e32 v203, 48, v198
	v_xor_b32_e32 v202, 64, v198
	v_xor_b32_e32 v201, 0x50, v198
	v_xor_b32_e32 v200, 0x60, v198
	v_xor_b32_e32 v199, 0x70, v198
	v_lshlrev_b32_e32 v211, 10, v6
	v_lshlrev_b32_e32 v94, 2, v6
	v_lshrrev_b32_e32 v210, 2, v5
	s_cmp_lg_u32 s2, 1
	v_cmp_eq_u32_e32 vcc, 0, v1
	scratch_store_dwordx2 off, v[130:131], off offset:32 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[128:129], off offset:24 ; 8-byte Folded Spill
	s_cbranch_scc1 .LBB0_6
; %bb.8:                                ; %.lr.ph
	scratch_load_dwordx2 v[64:65], off, off ; 8-byte Folded Reload
	scratch_load_dwordx2 v[66:67], off, off offset:8 ; 8-byte Folded Reload
	scratch_load_dwordx2 v[68:69], off, off offset:16 ; 8-byte Folded Reload
	v_mov_b32_e32 v1, s11
	v_sub_co_u32_e64 v84, s[2:3], s10, v137
	scratch_store_dword off, v89, off offset:40 ; 4-byte Folded Spill
	s_nop 0
	v_subbrev_co_u32_e64 v85, s[2:3], 0, v1, s[2:3]
	v_mov_b32_e32 v1, s9
	v_and_b32_e32 v4, 56, v4
	v_bfe_i32 v0, v0, 4, 1
	v_xor_b32_e32 v2, v4, v2
	v_and_b32_e32 v0, 0x808, v0
	scratch_store_dword off, v94, off offset:48 ; 4-byte Folded Spill
	v_mov_b64_e32 v[70:71], v[176:177]
	s_mov_b32 s13, 0
	s_mov_b32 s31, 0x27000
	s_mov_b32 s30, 0x7ffffffe
	s_movk_i32 s28, 0x4000
	s_and_b32 s29, s21, 0xffff
	s_mov_b32 s64, 1
	s_mov_b64 s[52:53], 0
	s_mov_b32 s65, 0x5040100
	s_mov_b32 s66, 0x7060302
	v_bfrev_b32_e32 v155, 1
	s_mov_b32 s67, s37
	v_mad_i64_i32 v[98:99], s[6:7], v162, s34, v[178:179]
	v_mad_i64_i32 v[100:101], s[6:7], v162, s34, v[70:71]
	v_mad_i64_i32 v[102:103], s[6:7], v162, s34, v[130:131]
	v_mad_i64_i32 v[106:107], s[6:7], v162, s34, v[172:173]
	v_mad_i64_i32 v[108:109], s[6:7], v162, s34, v[128:129]
	v_mov_b64_e32 v[126:127], v[82:83]
	v_mov_b64_e32 v[184:185], v[182:183]
	v_mov_b64_e32 v[186:187], v[182:183]
	v_mov_b64_e32 v[188:189], v[182:183]
	s_waitcnt vmcnt(4)
	v_sub_co_u32_e64 v86, s[2:3], s8, v64
	s_waitcnt vmcnt(2)
	v_mad_i64_i32 v[104:105], s[6:7], v162, s34, v[68:69]
	v_subbrev_co_u32_e64 v87, s[2:3], 0, v1, s[2:3]
	v_mov_b32_e32 v1, s35
	v_sub_co_u32_e64 v88, s[2:3], s34, v178
	v_mad_i64_i32 v[110:111], s[6:7], v64, s34, v[170:171]
	s_nop 0
	v_subbrev_co_u32_e64 v89, s[2:3], 0, v1, s[2:3]
	v_sub_co_u32_e64 v90, s[2:3], s34, v130
	v_mad_i64_i32 v[112:113], s[6:7], v64, s34, v[66:67]
	s_nop 0
	v_subbrev_co_u32_e64 v91, s[2:3], 0, v1, s[2:3]
	v_sub_co_u32_e64 v92, s[2:3], s34, v172
	v_mad_i64_i32 v[114:115], s[6:7], v64, s34, v[178:179]
	s_nop 0
	v_subbrev_co_u32_e64 v93, s[2:3], 0, v1, s[2:3]
	v_mov_b32_e32 v1, 0x440
	v_cndmask_b32_e64 v1, v1, 0, vcc
	v_xor_b32_e32 v1, v1, v94
	s_lshl_b32 s2, s19, 6
	v_xor_b32_e32 v1, v1, v210
	v_or3_b32 v2, s2, v3, v2
	v_or_b32_e32 v1, v1, v211
	scratch_store_dword off, v2, off offset:44 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v2, v0
	v_xor_b32_e32 v5, 8, v1
	v_xor_b32_e32 v6, 16, v1
	v_xor_b32_e32 v7, 24, v1
	v_xor_b32_e32 v8, 32, v1
	v_xor_b32_e32 v9, 40, v1
	v_xor_b32_e32 v10, 48, v1
	v_xor_b32_e32 v11, 56, v1
	v_xor_b32_e32 v3, 16, v2
	v_xor_b32_e32 v4, 32, v2
	v_xor_b32_e32 v12, 48, v2
	v_xor_b32_e32 v13, 64, v2
	v_xor_b32_e32 v14, 0x50, v2
	v_xor_b32_e32 v15, 0x60, v2
	v_xor_b32_e32 v16, 0x70, v2
	v_mad_i64_i32 v[94:95], s[2:3], v162, s34, v[170:171]
	v_mad_i64_i32 v[96:97], s[2:3], v162, s34, v[66:67]
	v_mov_b32_e32 v0, 0
	s_and_b64 s[2:3], s[40:41], exec
	v_add_u32_e32 v95, 0, v1
	v_add_u32_e32 v97, 0, v5
	v_add_u32_e32 v141, 0, v6
	v_add_u32_e32 v142, 0, v7
	v_add_u32_e32 v143, 0, v8
	v_add_u32_e32 v144, 0, v9
	v_add_u32_e32 v145, 0, v10
	v_add_u32_e32 v146, 0, v11
	v_add_u32_e32 v147, 0, v2
	v_add_u32_e32 v148, 0, v3
	v_add_u32_e32 v149, 0, v4
	v_add_u32_e32 v150, 0, v12
	v_add_u32_e32 v151, 0, v13
	v_add_u32_e32 v152, 0, v14
	v_add_u32_e32 v153, 0, v15
	v_add_u32_e32 v154, 0, v16
	s_mov_b32 s19, 0
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
	v_mov_b32_e32 v48, v0
	v_mov_b32_e32 v49, v0
	v_mov_b32_e32 v50, v0
	v_mov_b32_e32 v51, v0
	v_mov_b32_e32 v52, v0
	v_mov_b32_e32 v53, v0
	v_mov_b32_e32 v54, v0
	v_mov_b32_e32 v55, v0
	v_mov_b32_e32 v56, v0
	v_mov_b32_e32 v57, v0
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v0
	v_mov_b32_e32 v60, v0
	v_mov_b32_e32 v61, v0
	v_mov_b32_e32 v62, v0
	v_mov_b32_e32 v63, v0
	v_mov_b32_e32 v32, v0
	v_mov_b32_e32 v33, v0
	v_mov_b32_e32 v34, v0
	v_mov_b32_e32 v35, v0
	v_mov_b32_e32 v36, v0
	v_mov_b32_e32 v37, v0
	v_mov_b32_e32 v38, v0
	v_mov_b32_e32 v39, v0
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v0
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v0
	v_mov_b32_e32 v44, v0
	v_mov_b32_e32 v45, v0
	v_mov_b32_e32 v46, v0
	v_mov_b32_e32 v47, v0
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
	v_mad_i64_i32 v[116:117], s[6:7], v64, s34, v[70:71]
	v_mad_i64_i32 v[118:119], s[6:7], v64, s34, v[130:131]
	v_mad_i64_i32 v[120:121], s[6:7], v64, s34, v[68:69]
	v_mad_i64_i32 v[122:123], s[6:7], v64, s34, v[172:173]
	v_mad_i64_i32 v[124:125], s[6:7], v64, s34, v[128:129]
	v_mov_b64_e32 v[130:131], v[82:83]
	v_mov_b64_e32 v[128:129], v[82:83]
                                        ; implicit-def: $sgpr40_sgpr41
	s_branch .LBB0_7
.LBB0_8:                                ;   in Loop: Header=BB0_10 Depth=1
	s_add_i32 s2, s64, 1
	s_cmp_lt_i32 s2, 2
	s_cselect_b32 s64, s2, 0
	s_lshl_b32 s28, s64, 14
	s_andn2_b64 s[2:3], s[50:51], exec
	s_and_b64 s[6:7], s[40:41], exec
	v_add_u32_e32 v77, s28, v139
	s_add_i32 s63, s63, -1
	s_or_b64 s[2:3], s[2:3], s[6:7]
	v_cndmask_b32_e64 v0, v0, 0, s[52:53]
	v_cndmask_b32_e64 v1, v1, 0, s[52:53]
	v_cndmask_b32_e64 v2, v2, 0, s[52:53]
	v_cndmask_b32_e64 v3, v3, 0, s[52:53]
	v_cndmask_b32_e64 v4, v4, 0, s[52:53]
	v_cndmask_b32_e64 v5, v5, 0, s[52:53]
	v_cndmask_b32_e64 v6, v6, 0, s[52:53]
	v_cndmask_b32_e64 v7, v7, 0, s[52:53]
	v_cndmask_b32_e64 v8, v8, 0, s[52:53]
	v_cndmask_b32_e64 v9, v9, 0, s[52:53]
	v_cndmask_b32_e64 v10, v10, 0, s[52:53]
	v_cndmask_b32_e64 v11, v11, 0, s[52:53]
	v_cndmask_b32_e64 v12, v12, 0, s[52:53]
	v_cndmask_b32_e64 v13, v13, 0, s[52:53]
	v_cndmask_b32_e64 v14, v14, 0, s[52:53]
	v_cndmask_b32_e64 v15, v15, 0, s[52:53]
	v_cndmask_b32_e64 v48, v48, 0, s[52:53]
	v_cndmask_b32_e64 v49, v49, 0, s[52:53]
	v_cndmask_b32_e64 v50, v50, 0, s[52:53]
	v_cndmask_b32_e64 v51, v51, 0, s[52:53]
	v_cndmask_b32_e64 v52, v52, 0, s[52:53]
	v_cndmask_b32_e64 v53, v53, 0, s[52:53]
	v_cndmask_b32_e64 v54, v54, 0, s[52:53]
	v_cndmask_b32_e64 v55, v55, 0, s[52:53]
	v_cndmask_b32_e64 v56, v56, 0, s[52:53]
	v_cndmask_b32_e64 v57, v57, 0, s[52:53]
	v_cndmask_b32_e64 v58, v58, 0, s[52:53]
	v_cndmask_b32_e64 v59, v59, 0, s[52:53]
	v_cndmask_b32_e64 v60, v60, 0, s[52:53]
	v_cndmask_b32_e64 v61, v61, 0, s[52:53]
	v_cndmask_b32_e64 v62, v62, 0, s[52:53]
	v_cndmask_b32_e64 v63, v63, 0, s[52:53]
	v_cndmask_b32_e64 v32, v32, 0, s[52:53]
	v_cndmask_b32_e64 v33, v33, 0, s[52:53]
	v_cndmask_b32_e64 v34, v34, 0, s[52:53]
	v_cndmask_b32_e64 v35, v35, 0, s[52:53]
	v_cndmask_b32_e64 v36, v36, 0, s[52:53]
	v_cndmask_b32_e64 v37, v37, 0, s[52:53]
	v_cndmask_b32_e64 v38, v38, 0, s[52:53]
	v_cndmask_b32_e64 v39, v39, 0, s[52:53]
	v_cndmask_b32_e64 v40, v40, 0, s[52:53]
	v_cndmask_b32_e64 v41, v41, 0, s[52:53]
	v_cndmask_b32_e64 v42, v42, 0, s[52:53]
	v_cndmask_b32_e64 v43, v43, 0, s[52:53]
	v_cndmask_b32_e64 v44, v44, 0, s[52:53]
	v_cndmask_b32_e64 v45, v45, 0, s[52:53]
	v_cndmask_b32_e64 v46, v46, 0, s[52:53]
	v_cndmask_b32_e64 v47, v47, 0, s[52:53]
	v_cndmask_b32_e64 v16, v16, 0, s[52:53]
	v_cndmask_b32_e64 v17, v17, 0, s[52:53]
	v_cndmask_b32_e64 v18, v18, 0, s[52:53]
	v_cndmask_b32_e64 v19, v19, 0, s[52:53]
	v_cndmask_b32_e64 v20, v20, 0, s[52:53]
	v_cndmask_b32_e64 v21, v21, 0, s[52:53]
	v_cndmask_b32_e64 v22, v22, 0, s[52:53]
	v_cndmask_b32_e64 v23, v23, 0, s[52:53]
	v_cndmask_b32_e64 v24, v24, 0, s[52:53]
	v_cndmask_b32_e64 v25, v25, 0, s[52:53]
	v_cndmask_b32_e64 v26, v26, 0, s[52:53]
	v_cndmask_b32_e64 v27, v27, 0, s[52:53]
	v_cndmask_b32_e64 v28, v28, 0, s[52:53]
	v_cndmask_b32_e64 v29, v29, 0, s[52:53]
	v_cndmask_b32_e64 v30, v30, 0, s[52:53]
	v_cndmask_b32_e64 v31, v31, 0, s[52:53]
	ds_write2st64_b64 v77, v[64:65], v[68:69] offset1:16
	v_add_u32_e32 v64, s28, v140
	s_cmp_lg_u32 s63, 0
	s_mov_b64 s[14:15], s[50:51]
	v_mov_b64_e32 v[82:83], v[80:81]
	v_mov_b64_e32 v[130:131], v[74:75]
	v_mov_b64_e32 v[128:129], v[72:73]
	v_mov_b64_e32 v[126:127], v[156:157]
	s_mov_b32 s18, s69
	s_mov_b32 s12, s68
	s_mov_b32 s13, s57
	s_mov_b32 s19, s62
	s_mov_b64 s[52:53], s[48:49]
	ds_write2st64_b64 v64, v[66:67], v[70:71] offset1:16
	s_cbranch_scc0 .LBB0_9
.LBB0_7:                               ; =>This Inner Loop Header: Depth=1
	s_mov_b64 s[50:51], s[2:3]
	s_add_i32 s2, s37, 1
	s_cmp_lg_u32 s37, s23
	s_mov_b32 s57, s37
	s_cselect_b32 s37, s2, 0
	s_cmp_eq_u32 s37, 0
	s_mov_b64 s[48:49], s[42:43]
	s_cselect_b64 s[42:43], -1, 0
	s_andn2_b64 s[2:3], s[40:41], exec
	s_and_b64 s[6:7], s[50:51], exec
	s_or_b64 s[40:41], s[2:3], s[6:7]
	s_mov_b32 s68, s22
	s_mov_b32 s69, s36
	s_mov_b32 s62, s28
	v_mov_b64_e32 v[156:157], v[182:183]
	v_mov_b64_e32 v[72:73], v[188:189]
	v_mov_b64_e32 v[74:75], v[186:187]
	s_cmp_lg_u32 s37, 0
	v_mov_b64_e32 v[80:81], v[184:185]
	s_cbranch_scc0 .LBB0_10
; %bb.11:                               ;   in Loop: Header=BB0_10 Depth=1
	s_mov_b32 s22, s68
	s_mov_b32 s36, s69
	v_mov_b64_e32 v[184:185], v[80:81]
	v_mov_b64_e32 v[186:187], v[74:75]
	v_mov_b64_e32 v[188:189], v[72:73]
	v_mov_b64_e32 v[182:183], v[156:157]
	s_branch .LBB0_11
.LBB0_10:                               ;   in Loop: Header=BB0_10 Depth=1
	s_addk_i32 s61, 0x84
	s_abs_i32 s3, s61
	s_mul_hi_u32 s6, s3, s60
	s_mul_i32 s7, s6, s58
	s_ashr_i32 s2, s61, 31
	s_sub_i32 s3, s3, s7
	s_xor_b32 s2, s2, s59
	s_add_i32 s7, s6, 1
	s_sub_i32 s22, s3, s58
	s_cmp_ge_u32 s3, s58
	s_cselect_b32 s6, s7, s6
	s_cselect_b32 s3, s22, s3
	s_add_i32 s7, s6, 1
	s_cmp_ge_u32 s3, s58
	s_cselect_b32 s3, s7, s6
	s_xor_b32 s3, s3, s2
	s_sub_i32 s2, s3, s2
	s_lshl_b32 s3, s2, 3
	s_sub_i32 s6, s17, s3
	s_min_i32 s6, s6, 8
	s_abs_i32 s7, s6
	v_cvt_f32_u32_e32 v64, s7
	s_sub_i32 s36, 0, s7
	s_mul_i32 s2, s2, s56
	s_sub_i32 s2, s61, s2
	v_rcp_f32_e32 v64, v64
	s_abs_i32 s28, s2
	s_xor_b32 s22, s2, s6
	s_ashr_i32 s22, s22, 31
	v_mul_f32_e32 v64, 0x4f7ffffe, v64
	v_cvt_u32_f32_e32 v64, v64
	s_nop 0
	v_readfirstlane_b32 s54, v64
	s_mul_i32 s36, s36, s54
	s_mul_hi_u32 s36, s54, s36
	s_add_i32 s54, s54, s36
	s_mul_hi_u32 s36, s28, s54
	s_mul_i32 s54, s36, s7
	s_sub_i32 s28, s28, s54
	s_add_i32 s54, s36, 1
	s_sub_i32 s55, s28, s7
	s_cmp_ge_u32 s28, s7
	s_cselect_b32 s36, s54, s36
	s_cselect_b32 s28, s55, s28
	s_add_i32 s54, s36, 1
	s_cmp_ge_u32 s28, s7
	s_cselect_b32 s7, s54, s36
	s_xor_b32 s7, s7, s22
	s_sub_i32 s7, s7, s22
	s_mul_i32 s6, s7, s6
	s_sub_i32 s2, s2, s6
	s_add_i32 s2, s2, s3
	s_lshl_b32 s22, s2, 7
	s_lshl_b32 s36, s7, 8
	s_ashr_i32 s2, s22, 31
	v_or_b32_e32 v64, s22, v135
	v_or_b32_e32 v66, s22, v136
	v_mov_b32_e32 v65, s2
	v_mov_b32_e32 v67, s2
	v_mad_i64_i32 v[76:77], s[2:3], v64, s10, 0
	v_mad_i64_i32 v[78:79], s[2:3], v66, s10, 0
	s_cmp_gt_i32 s22, -1
	s_cselect_b64 s[54:55], -1, 0
	v_cmp_gt_i64_e64 s[2:3], s[8:9], v[64:65]
	v_cmp_gt_i64_e64 s[6:7], s[8:9], v[66:67]
	s_and_b64 s[70:71], s[54:55], s[2:3]
	s_and_b64 s[6:7], s[54:55], s[6:7]
	s_ashr_i32 s2, s36, 31
	v_mov_b32_e32 v185, s2
	v_or_b32_e32 v184, s36, v138
	s_cmp_gt_i32 s36, -1
	s_cselect_b64 s[54:55], -1, 0
	v_cmp_gt_i64_e64 s[2:3], s[34:35], v[184:185]
	s_and_b64 s[2:3], s[54:55], s[2:3]
	s_andn2_b64 s[46:47], s[46:47], exec
	s_and_b64 s[6:7], s[6:7], exec
	s_andn2_b64 s[44:45], s[44:45], exec
	s_and_b64 s[54:55], s[70:71], exec
	s_or_b64 s[46:47], s[46:47], s[6:7]
	s_andn2_b64 s[6:7], s[40:41], exec
	s_and_b64 s[2:3], s[2:3], exec
	s_or_b64 s[44:45], s[44:45], s[54:55]
	s_or_b64 s[40:41], s[6:7], s[2:3]
	v_mov_b64_e32 v[186:187], v[184:185]
	v_mov_b64_e32 v[188:189], v[184:185]
	v_mov_b64_e32 v[182:183], v[184:185]
.LBB0_11:                               ;   in Loop: Header=BB0_10 Depth=1
	s_add_i32 s6, s67, 1
	s_and_b64 s[2:3], s[42:43], exec
	s_cselect_b32 s67, 0, s6
	s_lshl_b32 s42, s67, 6
	s_ashr_i32 s43, s42, 31
	s_cmp_gt_i32 s42, -1
	s_cselect_b64 s[6:7], -1, 0
	v_cmp_lt_i64_e64 s[2:3], s[42:43], v[84:85]
	v_or_b32_e32 v64, s42, v137
	s_and_b64 s[6:7], s[6:7], s[2:3]
	v_add_lshl_u32 v65, v64, v76, 1
	s_and_b64 s[2:3], s[6:7], s[44:45]
	v_lshl_add_u64 v[158:159], s[52:53], 0, v[180:181]
	v_cndmask_b32_e64 v65, v155, v65, s[2:3]
	v_add_lshl_u32 v64, v64, v78, 1
	s_and_b64 s[2:3], s[6:7], s[46:47]
	v_add_u32_e32 v83, s52, v133
	v_cndmask_b32_e64 v68, v155, v64, s[2:3]
	v_mul_lo_u32 v77, v158, s34
	v_add_u32_e32 v79, s52, v132
	v_mul_lo_u32 v83, v83, s34
	v_add_u32_e32 v99, s52, v134
	v_cmp_gt_u64_e64 s[2:3], s[10:11], v[158:159]
	v_mul_lo_u32 v79, v79, s34
	v_mul_lo_u32 v99, v99, s34
	v_add_lshl_u32 v77, v77, v82, 1
	s_and_b64 s[2:3], s[2:3], s[14:15]
	v_add_lshl_u32 v82, v83, v128, 1
	s_mov_b32 s6, s26
	s_mov_b32 s7, s27
	v_add_lshl_u32 v79, v79, v130, 1
	v_cndmask_b32_e64 v82, v155, v82, s[2:3]
	v_add_lshl_u32 v83, v99, v126, 1
	buffer_load_dwordx4 v[64:67], v65, s[24:27], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[68:71], v68, s[24:27], 0 offen
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cndmask_b32_e64 v77, v155, v77, s[2:3]
	v_cndmask_b32_e64 v79, v155, v79, s[2:3]
	v_cndmask_b32_e64 v83, v155, v83, s[2:3]
	buffer_load_dwordx4 v[126:129], v82, s[4:7], 0 offen
	buffer_load_dwordx4 v[190:193], v83, s[4:7], 0 offen
	buffer_load_dwordx4 v[194:197], v77, s[4:7], 0 offen
	buffer_load_dwordx4 v[212:215], v79, s[4:7], 0 offen
	v_add_u32_e32 v77, s19, v198
	v_add_u32_e32 v82, s19, v204
	v_add_u32_e32 v83, s19, v203
	v_add_u32_e32 v79, s19, v205
	v_add_u32_e32 v99, s19, v202
	v_add_u32_e32 v101, s19, v201
	v_add_u32_e32 v103, s19, v200
	v_add_u32_e32 v105, s19, v199
	ds_read2st64_b64 v[216:219], v77 offset1:16
	ds_read2st64_b64 v[220:223], v79 offset1:16
	ds_read2st64_b64 v[224:227], v82 offset1:16
	ds_read2st64_b64 v[228:231], v83 offset1:16
	ds_read2st64_b64 v[232:235], v99 offset1:16
	ds_read2st64_b64 v[236:239], v101 offset1:16
	ds_read2st64_b64 v[240:243], v103 offset1:16
	ds_read2st64_b64 v[244:247], v105 offset1:16
	s_cmp_eq_u32 s13, s23
	s_cselect_b64 s[52:53], -1, 0
	s_cmp_lg_u32 s13, s23
	s_waitcnt vmcnt(2)
	v_perm_b32 v83, v190, v126, s65
	v_perm_b32 v131, v190, v126, s66
	s_waitcnt vmcnt(0)
	v_perm_b32 v82, v212, v194, s65
	v_perm_b32 v159, v191, v127, s65
	v_perm_b32 v127, v191, v127, s66
	v_perm_b32 v126, v213, v195, s66
	v_perm_b32 v165, v192, v128, s65
	v_perm_b32 v167, v192, v128, s66
	v_perm_b32 v191, v193, v129, s65
	v_perm_b32 v190, v215, v197, s65
	v_perm_b32 v129, v193, v129, s66
	v_perm_b32 v128, v215, v197, s66
	v_perm_b32 v130, v212, v194, s66
	v_perm_b32 v158, v213, v195, s65
	v_perm_b32 v164, v214, v196, s65
	v_perm_b32 v166, v214, v196, s66
	ds_write_b64 v95, v[82:83] offset:32768
	ds_write_b64 v97, v[130:131] offset:32896
	ds_write_b64 v141, v[158:159] offset:33024
	ds_write_b64 v142, v[126:127] offset:33152
	ds_write_b64 v143, v[164:165] offset:33280
	ds_write_b64 v144, v[166:167] offset:33408
	ds_write_b64 v145, v[190:191] offset:33536
	ds_write_b64 v146, v[128:129] offset:33664
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b64 v[126:129], v147 offset0:64 offset1:96
	ds_read2st64_b64 v[190:193], v151 offset0:64 offset1:96
	ds_read2st64_b64 v[194:197], v148 offset0:64 offset1:96
	ds_read2st64_b64 v[212:215], v152 offset0:64 offset1:96
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[0:15], v[126:127], v[216:217], v[0:15]
	ds_read2st64_b64 v[248:251], v149 offset0:64 offset1:96
	ds_read2st64_b64 v[252:255], v153 offset0:64 offset1:96
	ds_read2st64_b64 v[206:209], v150 offset0:64 offset1:96
	ds_read2st64_b64 v[164:167], v154 offset0:64 offset1:96
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x8_f16 v[48:63], v[192:193], v[216:217], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[126:127], v[218:219], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[192:193], v[218:219], v[16:31]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_f16 v[0:15], v[194:195], v[220:221], v[0:15]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[48:63], v[214:215], v[220:221], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[194:195], v[222:223], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[214:215], v[222:223], v[16:31]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[0:15], v[248:249], v[224:225], v[0:15]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[48:63], v[254:255], v[224:225], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[248:249], v[226:227], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[254:255], v[226:227], v[16:31]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[0:15], v[206:207], v[228:229], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[48:63], v[166:167], v[228:229], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[206:207], v[230:231], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[166:167], v[230:231], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[190:191], v[232:233], v[0:15]
	v_mfma_f32_32x32x8_f16 v[48:63], v[128:129], v[232:233], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[190:191], v[234:235], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[128:129], v[234:235], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[212:213], v[236:237], v[0:15]
	v_mfma_f32_32x32x8_f16 v[48:63], v[196:197], v[236:237], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[212:213], v[238:239], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[196:197], v[238:239], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[252:253], v[240:241], v[0:15]
	v_mfma_f32_32x32x8_f16 v[48:63], v[250:251], v[240:241], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[252:253], v[242:243], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[250:251], v[242:243], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[164:165], v[244:245], v[0:15]
	v_mfma_f32_32x32x8_f16 v[48:63], v[208:209], v[244:245], v[48:63]
	v_mfma_f32_32x32x8_f16 v[32:47], v[164:165], v[246:247], v[32:47]
	v_mfma_f32_32x32x8_f16 v[16:31], v[208:209], v[246:247], v[16:31]
	s_cbranch_scc1 .LBB0_8
; %bb.14:                               ;   in Loop: Header=BB0_10 Depth=1
	s_ashr_i32 s13, s12, 31
	s_nop 5
	v_cvt_f16_f32_e32 v77, v0
	v_cvt_f16_f32_e32 v79, v1
	s_ashr_i32 s19, s18, 31
	v_lshl_add_u64 v[82:83], s[12:13], 0, v[162:163]
	s_mul_i32 s2, s12, s34
	v_cvt_f16_f32_e32 v99, v2
	v_cvt_f16_f32_e32 v101, v3
	v_lshl_add_u64 v[126:127], s[18:19], 0, v[170:171]
	s_add_i32 s76, s2, s18
	v_cmp_lt_i32_e64 s[2:3], -1, v83
	v_cmp_gt_i64_e64 s[6:7], s[8:9], v[82:83]
	v_cmp_lt_i64_e64 s[12:13], s[12:13], v[86:87]
	s_and_b64 s[70:71], s[2:3], s[6:7]
	s_and_b64 s[54:55], s[2:3], s[12:13]
	v_cmp_lt_i32_e64 s[2:3], -1, v127
	v_cmp_gt_i64_e64 s[6:7], s[34:35], v[126:127]
	v_cvt_f16_f32_e32 v103, v4
	v_cvt_f16_f32_e32 v105, v5
	v_cvt_f16_f32_e32 v107, v6
	v_cvt_f16_f32_e32 v109, v7
	v_cmp_lt_i64_e64 s[12:13], s[18:19], v[88:89]
	v_cmp_lt_i64_e64 s[14:15], s[18:19], v[90:91]
	v_cmp_lt_i64_e64 s[18:19], s[18:19], v[92:93]
	s_and_b64 s[72:73], s[2:3], s[6:7]
	s_and_b64 s[74:75], s[2:3], s[12:13]
	s_and_b64 s[12:13], s[2:3], s[14:15]
	s_and_b64 s[6:7], s[2:3], s[18:19]
	v_pack_b32_f16 v82, v77, v79
	v_add_lshl_u32 v77, s76, v94, 1
	s_and_b64 s[2:3], s[70:71], s[72:73]
	v_cvt_f16_f32_e32 v111, v8
	v_cvt_f16_f32_e32 v113, v9
	v_cvt_f16_f32_e32 v115, v10
	v_cvt_f16_f32_e32 v117, v11
	v_pack_b32_f16 v83, v99, v101
	v_cndmask_b32_e64 v77, v155, v77, s[2:3]
	s_mov_b32 s28, s20
	buffer_store_dwordx2 v[82:83], v77, s[28:31], 0 offen
	v_add_lshl_u32 v77, s76, v96, 1
	v_cvt_f16_f32_e32 v119, v12
	v_cvt_f16_f32_e32 v121, v13
	v_cvt_f16_f32_e32 v123, v14
	v_cvt_f16_f32_e32 v125, v15
	v_pack_b32_f16 v83, v107, v109
	v_pack_b32_f16 v82, v103, v105
	v_cndmask_b32_e64 v77, v155, v77, s[2:3]
	buffer_store_dwordx2 v[82:83], v77, s[28:31], 0 offen
	v_add_lshl_u32 v77, s76, v98, 1
	s_and_b64 s[2:3], s[70:71], s[74:75]
	v_cvt_f16_f32_e32 v128, v48
	v_cvt_f16_f32_e32 v129, v49
	v_cvt_f16_f32_e32 v130, v50
	v_cvt_f16_f32_e32 v131, v51
	v_pack_b32_f16 v83, v115, v117
	v_pack_b32_f16 v82, v111, v113
	v_cndmask_b32_e64 v77, v155, v77, s[2:3]
	buffer_store_dwordx2 v[82:83], v77, s[28:31], 0 offen
	v_add_lshl_u32 v77, s76, v100, 1
	v_cvt_f16_f32_e32 v158, v52
	v_cvt_f16_f32_e32 v159, v53
	v_cvt_f16_f32_e32 v164, v54
	v_cvt_f16_f32_e32 v165, v55
	v_pack_b32_f16 v83, v123, v125
	v_pack_b32_f16 v82, v119, v121
	v_cndmask_b32_e64 v77, v155, v77, s[2:3]
	buffer_store_dwordx2 v[82:83], v77, s[28:31], 0 offen
	v_add_lshl_u32 v77, s76, v102, 1
	s_and_b64 s[2:3], s[70:71], s[12:13]
	v_cvt_f16_f32_e32 v166, v56
	v_cvt_f16_f32_e32 v167, v57
	v_cvt_f16_f32_e32 v190, v58
	v_cvt_f16_f32_e32 v191, v59
	v_pack_b32_f16 v83, v130, v131
	v_pack_b32_f16 v82, v128, v129
	v_cndmask_b32_e64 v77, v155, v77, s[2:3]
	buffer_store_dwordx2 v[82:83], v77, s[28:31], 0 offen
	v_add_lshl_u32 v77, s76, v104, 1
	v_cvt_f16_f32_e32 v192, v60
	v_cvt_f16_f32_e32 v193, v61
	v_cvt_f16_f32_e32 v194, v62
	v_cvt_f16_f32_e32 v195, v63
	v_pack_b32_f16 v83, v164, v165
	v_pack_b32_f16 v82, v158, v159
	v_cndmask_b32_e64 v77, v155, v77, s[2:3]
	buffer_store_dwordx2 v[82:83], v77, s[28:31], 0 offen
	v_add_lshl_u32 v77, s76, v106, 1
	s_and_b64 s[2:3], s[70:71], s[6:7]
	v_cvt_f16_f32_e32 v196, v32
	v_cvt_f16_f32_e32 v197, v33
	v_cvt_f16_f32_e32 v206, v34
	v_cvt_f16_f32_e32 v207, v35
	v_pack_b32_f16 v83, v190, v191
	v_pack_b32_f16 v82, v166, v167
	v_cndmask_b32_e64 v77, v155, v77, s[2:3]
	buffer_store_dwordx2 v[82:83], v77, s[28:31], 0 offen
	v_add_lshl_u32 v77, s76, v108, 1
	v_cvt_f16_f32_e32 v208, v36
	v_cvt_f16_f32_e32 v209, v37
	v_cvt_f16_f32_e32 v212, v38
	v_cvt_f16_f32_e32 v213, v39
	v_pack_b32_f16 v83, v194, v195
	v_pack_b32_f16 v82, v192, v193
	v_cndmask_b32_e64 v77, v155, v77, s[2:3]
	buffer_store_dwordx2 v[82:83], v77, s[28:31], 0 offen
	v_add_lshl_u32 v77, s76, v110, 1
	s_and_b64 s[2:3], s[54:55], s[72:73]
	v_cvt_f16_f32_e32 v214, v40
	v_cvt_f16_f32_e32 v215, v41
	v_cvt_f16_f32_e32 v216, v42
	v_cvt_f16_f32_e32 v217, v43
	v_pack_b32_f16 v83, v206, v207
	v_pack_b32_f16 v82, v196, v197
	v_cndmask_b32_e64 v77, v155, v77, s[2:3]
	buffer_store_dwordx2 v[82:83], v77, s[28:31], 0 offen
	v_add_lshl_u32 v77, s76, v112, 1
	v_cvt_f16_f32_e32 v218, v44
	v_cvt_f16_f32_e32 v219, v45
	v_cvt_f16_f32_e32 v220, v46
	v_cvt_f16_f32_e32 v221, v47
	v_pack_b32_f16 v83, v212, v213
	v_pack_b32_f16 v82, v208, v209
	v_cndmask_b32_e64 v77, v155, v77, s[2:3]
	buffer_store_dwordx2 v[82:83], v77, s[28:31], 0 offen
	v_add_lshl_u32 v77, s76, v114, 1
	s_and_b64 s[2:3], s[54:55], s[74:75]
	v_cvt_f16_f32_e32 v222, v16
	v_cvt_f16_f32_e32 v223, v17
	v_cvt_f16_f32_e32 v224, v18
	v_cvt_f16_f32_e32 v225, v19
	v_pack_b32_f16 v83, v216, v217
	v_pack_b32_f16 v82, v214, v215
	v_cndmask_b32_e64 v77, v155, v77, s[2:3]
	buffer_store_dwordx2 v[82:83], v77, s[28:31], 0 offen
	v_add_lshl_u32 v77, s76, v116, 1
	v_cvt_f16_f32_e32 v226, v20
	v_cvt_f16_f32_e32 v227, v21
	v_cvt_f16_f32_e32 v228, v22
	v_cvt_f16_f32_e32 v229, v23
	v_pack_b32_f16 v83, v220, v221
	v_pack_b32_f16 v82, v218, v219
	v_cndmask_b32_e64 v77, v155, v77, s[2:3]
	buffer_store_dwordx2 v[82:83], v77, s[28:31], 0 offen
	v_add_lshl_u32 v77, s76, v118, 1
	s_and_b64 s[2:3], s[54:55], s[12:13]
	v_cvt_f16_f32_e32 v230, v24
	v_cvt_f16_f32_e32 v231, v25
	v_cvt_f16_f32_e32 v232, v26
	v_cvt_f16_f32_e32 v233, v27
	v_pack_b32_f16 v83, v224, v225
	v_pack_b32_f16 v82, v222, v223
	v_cndmask_b32_e64 v77, v155, v77, s[2:3]
	buffer_store_dwordx2 v[82:83], v77, s[28:31], 0 offen
	v_add_lshl_u32 v77, s76, v120, 1
	v_cvt_f16_f32_e32 v234, v28
	v_cvt_f16_f32_e32 v235, v29
	v_cvt_f16_f32_e32 v236, v30
	v_cvt_f16_f32_e32 v237, v31
	v_pack_b32_f16 v83, v228, v229
	v_pack_b32_f16 v82, v226, v227
	v_cndmask_b32_e64 v77, v155, v77, s[2:3]
	buffer_store_dwordx2 v[82:83], v77, s[28:31], 0 offen
	v_add_lshl_u32 v77, s76, v122, 1
	s_and_b64 s[2:3], s[54:55], s[6:7]
	v_pack_b32_f16 v83, v232, v233
	v_pack_b32_f16 v82, v230, v231
	v_cndmask_b32_e64 v77, v155, v77, s[2:3]
	buffer_store_dwordx2 v[82:83], v77, s[28:31], 0 offen
	v_add_lshl_u32 v77, s76, v124, 1
	v_pack_b32_f16 v83, v236, v237
	v_pack_b32_f16 v82, v234, v235
	v_cndmask_b32_e64 v77, v155, v77, s[2:3]
	buffer_store_dwordx2 v[82:83], v77, s[28:31], 0 offen
	s_branch .LBB0_8
.LBB0_6:
	s_mov_b32 s57, 0
	s_movk_i32 s28, 0x4000
	s_mov_b64 s[48:49], 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s62, 0
	v_mov_b64_e32 v[72:73], v[82:83]
	v_mov_b64_e32 v[74:75], v[82:83]
	v_mov_b64_e32 v[80:81], v[82:83]
	v_mov_b64_e32 v[188:189], v[182:183]
	v_mov_b64_e32 v[186:187], v[182:183]
	v_mov_b64_e32 v[184:185], v[182:183]
	s_branch .LBB0_12
.LBB0_9:                               ; %Flow220
	scratch_load_dword v89, off, off offset:40 ; 4-byte Folded Reload
	scratch_load_dword v90, off, off offset:44 ; 4-byte Folded Reload
	scratch_load_dword v94, off, off offset:48 ; 4-byte Folded Reload
	s_mov_b64 s[14:15], s[50:51]
	v_mov_b64_e32 v[82:83], v[156:157]
	s_mov_b32 s18, s69
	s_mov_b32 s12, s68
.LBB0_12:                               ; %._crit_edge
	v_lshl_add_u64 v[64:65], s[48:49], 0, v[180:181]
	v_mad_i64_i32 v[220:221], s[2:3], v180, s34, 0
	v_mad_i64_i32 v[222:223], s[2:3], v132, s34, 0
	v_mad_i64_i32 v[224:225], s[2:3], v133, s34, 0
	v_mad_i64_i32 v[194:195], s[2:3], v134, s34, 0
	s_mul_i32 s6, s48, s34
	v_cmp_gt_u64_e64 s[2:3], s[10:11], v[64:65]
	v_add_u32_e32 v66, s6, v220
	s_and_b64 s[2:3], s[2:3], s[14:15]
	v_add_u32_e32 v67, s6, v222
	v_add_lshl_u32 v64, v66, v80, 1
	v_bfrev_b32_e32 v65, 1
	s_and_b64 s[2:3], s[0:1], s[2:3]
	v_add_u32_e32 v68, s6, v224
	v_cndmask_b32_e64 v80, v65, v64, s[2:3]
	v_add_lshl_u32 v64, v67, v74, 1
	v_add_u32_e32 v69, s6, v194
	v_cndmask_b32_e64 v81, v65, v64, s[2:3]
	v_add_lshl_u32 v64, v68, v72, 1
	s_mov_b32 s6, s26
	s_mov_b32 s7, s27
	v_cndmask_b32_e64 v83, v65, v64, s[2:3]
	v_add_lshl_u32 v64, v69, v82, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cndmask_b32_e64 v82, v65, v64, s[2:3]
	buffer_load_dwordx4 v[64:67], v83, s[4:7], 0 offen
	buffer_load_dwordx4 v[68:71], v82, s[4:7], 0 offen
	buffer_load_dwordx4 v[72:75], v80, s[4:7], 0 offen
	buffer_load_dwordx4 v[76:79], v81, s[4:7], 0 offen
	v_add_u32_e32 v80, s62, v198
	v_mov_b32_e32 v88, 0x440
	v_add_u32_e32 v81, s62, v205
	v_add_u32_e32 v82, s62, v204
	v_add_u32_e32 v83, s62, v203
	v_add_u32_e32 v84, s62, v202
	v_add_u32_e32 v85, s62, v201
	v_add_u32_e32 v86, s62, v200
	v_add_u32_e32 v87, s62, v199
	ds_read2st64_b64 v[156:159], v80 offset1:16
	ds_read2st64_b64 v[152:155], v81 offset1:16
	ds_read2st64_b64 v[148:151], v82 offset1:16
	ds_read2st64_b64 v[144:147], v83 offset1:16
	ds_read2st64_b64 v[140:143], v84 offset1:16
	ds_read2st64_b64 v[136:139], v85 offset1:16
	ds_read2st64_b64 v[132:135], v86 offset1:16
	ds_read2st64_b64 v[128:131], v87 offset1:16
	v_cndmask_b32_e64 v80, v88, 0, vcc
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v80, v80, v94
	v_xor_b32_e32 v80, v80, v210
	v_or_b32_e32 v86, v80, v211
	s_mov_b32 s2, 0x5040100
	s_mov_b32 s3, 0x7060302
	v_xor_b32_e32 v80, 8, v86
	v_xor_b32_e32 v81, 16, v86
	v_xor_b32_e32 v83, 32, v86
	v_add_u32_e32 v208, 0, v86
	v_xor_b32_e32 v82, 24, v86
	v_xor_b32_e32 v84, 40, v86
	v_xor_b32_e32 v85, 48, v86
	v_add_u32_e32 v160, 0, v80
	v_add_u32_e32 v213, 0, v81
	v_add_u32_e32 v211, 0, v83
	v_add_u32_e32 v219, 0, v82
	v_add_u32_e32 v196, 0, v84
	v_add_u32_e32 v192, 0, v85
	v_cmp_eq_u32_e32 vcc, 0, v89
	v_mov_b32_e32 v87, v55
	v_mov_b32_e32 v88, v56
	v_mov_b32_e32 v89, v57
	v_mov_b32_e32 v91, v59
	v_mov_b32_e32 v92, v60
	v_mov_b32_e32 v93, v61
	v_mov_b32_e32 v94, v62
	v_mov_b32_e32 v95, v63
	v_mov_b32_e32 v96, v32
	v_mov_b32_e32 v97, v33
	v_mov_b32_e32 v98, v34
	v_mov_b32_e32 v99, v35
	v_mov_b32_e32 v100, v36
	v_mov_b32_e32 v101, v37
	v_mov_b32_e32 v102, v38
	v_mov_b32_e32 v103, v39
	v_mov_b32_e32 v104, v40
	v_mov_b32_e32 v105, v41
	v_mov_b32_e32 v106, v42
	v_mov_b32_e32 v107, v43
	v_mov_b32_e32 v108, v44
	v_mov_b32_e32 v109, v45
	v_mov_b32_e32 v110, v46
	v_mov_b32_e32 v111, v47
	v_mov_b32_e32 v112, v16
	v_mov_b32_e32 v113, v17
	v_mov_b32_e32 v114, v18
	v_mov_b32_e32 v115, v19
	v_mov_b32_e32 v116, v20
	v_mov_b32_e32 v117, v21
	v_mov_b32_e32 v118, v22
	v_mov_b32_e32 v119, v23
	v_mov_b32_e32 v120, v24
	v_mov_b32_e32 v121, v25
	v_mov_b32_e32 v122, v26
	v_mov_b32_e32 v123, v27
	v_mov_b32_e32 v124, v28
	v_mov_b32_e32 v125, v29
	v_mov_b32_e32 v126, v30
	v_mov_b32_e32 v127, v31
	s_waitcnt vmcnt(2)
	v_perm_b32 v81, v68, v64, s2
	v_perm_b32 v83, v68, v64, s3
	s_waitcnt vmcnt(0)
	v_perm_b32 v80, v76, v72, s2
	v_perm_b32 v64, v77, v73, s3
	v_perm_b32 v82, v76, v72, s3
	v_perm_b32 v85, v69, v65, s2
	v_perm_b32 v84, v77, v73, s2
	v_perm_b32 v65, v69, v65, s3
	v_perm_b32 v69, v70, v66, s2
	v_perm_b32 v68, v78, v74, s2
	v_perm_b32 v73, v70, v66, s3
	v_perm_b32 v72, v78, v74, s3
	v_perm_b32 v77, v71, v67, s2
	v_perm_b32 v76, v79, v75, s2
	ds_write_b64 v208, v[80:81] offset:32768
	ds_write_b64 v160, v[82:83] offset:32896
	ds_write_b64 v213, v[84:85] offset:33024
	ds_write_b64 v219, v[64:65] offset:33152
	ds_write_b64 v211, v[68:69] offset:33280
	ds_write_b64 v196, v[72:73] offset:33408
	ds_write_b64 v192, v[76:77] offset:33536
	v_xor_b32_e32 v64, 56, v86
	v_add_u32_e32 v168, 0, v64
	v_perm_b32 v65, v71, v67, s3
	v_perm_b32 v64, v79, v75, s3
	ds_write_b64 v168, v[64:65] offset:33664
	v_mov_b32_e32 v64, 0x808
	v_cndmask_b32_e64 v64, v64, 0, vcc
	v_xor_b32_e32 v64, v90, v64
	s_and_b64 s[2:3], s[0:1], exec
	v_xor_b32_e32 v65, 16, v64
	v_xor_b32_e32 v66, 32, v64
	v_xor_b32_e32 v67, 48, v64
	v_xor_b32_e32 v68, 64, v64
	v_xor_b32_e32 v69, 0x50, v64
	v_xor_b32_e32 v70, 0x60, v64
	v_xor_b32_e32 v71, 0x70, v64
	v_xor_b32_e32 v72, 0x4040, v64
	v_xor_b32_e32 v73, 0x4050, v64
	v_xor_b32_e32 v74, 0x4060, v64
	v_xor_b32_e32 v75, 0x4070, v64
	v_xor_b32_e32 v76, 0x4010, v64
	v_xor_b32_e32 v77, 0x4020, v64
	v_xor_b32_e32 v78, 0x4030, v64
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_add_u32_e32 v215, 0, v78
	v_add_u32_e32 v218, 0, v77
	v_add_u32_e32 v191, 0, v76
	v_add_u32_e32 v206, 0, v64
	v_add_u32_e32 v161, 0, v75
	v_add_u32_e32 v214, 0, v74
	v_add_u32_e32 v212, 0, v73
	v_add_u32_e32 v209, 0, v72
	v_add_u32_e32 v190, 0, v71
	v_add_u32_e32 v187, 0, v70
	v_add_u32_e32 v210, 0, v69
	v_add_u32_e32 v193, 0, v68
	v_add_u32_e32 v217, 0, v67
	v_add_u32_e32 v216, 0, v66
	v_add_u32_e32 v169, 0, v65
	v_mov_b32_e32 v64, v0
	v_mov_b32_e32 v65, v1
	v_mov_b32_e32 v66, v2
	v_mov_b32_e32 v67, v3
	v_mov_b32_e32 v68, v4
	v_mov_b32_e32 v69, v5
	v_mov_b32_e32 v70, v6
	v_mov_b32_e32 v71, v7
	v_mov_b32_e32 v72, v8
	v_mov_b32_e32 v73, v9
	v_mov_b32_e32 v74, v10
	v_mov_b32_e32 v75, v11
	v_mov_b32_e32 v76, v12
	v_mov_b32_e32 v77, v13
	v_mov_b32_e32 v78, v14
	v_mov_b32_e32 v79, v15
	v_mov_b32_e32 v80, v48
	v_mov_b32_e32 v81, v49
	v_mov_b32_e32 v82, v50
	v_mov_b32_e32 v83, v51
	v_mov_b32_e32 v84, v52
	v_mov_b32_e32 v85, v53
	v_mov_b32_e32 v86, v54
	v_mov_b32_e32 v90, v58
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_13
; %bb.18:
	ds_read2st64_b64 v[164:167], v206 offset0:64 offset1:96
	ds_read_b64 v[112:113], v169 offset:32768
	ds_read_b64 v[114:115], v216 offset:32768
	ds_read_b64 v[124:125], v190 offset:32768
	v_mov_b64_e32 v[174:175], v[172:173]
	ds_read_b64 v[172:173], v209 offset:32768
	v_mov_b64_e32 v[78:79], v[14:15]
	v_mov_b64_e32 v[76:77], v[12:13]
	v_mov_b64_e32 v[74:75], v[10:11]
	v_mov_b64_e32 v[72:73], v[8:9]
	v_mov_b64_e32 v[70:71], v[6:7]
	v_mov_b64_e32 v[68:69], v[4:5]
	v_mov_b64_e32 v[66:67], v[2:3]
	v_mov_b64_e32 v[64:65], v[0:1]
	v_mov_b64_e32 v[110:111], v[46:47]
	v_mov_b64_e32 v[108:109], v[44:45]
	v_mov_b64_e32 v[106:107], v[42:43]
	v_mov_b64_e32 v[104:105], v[40:41]
	v_mov_b64_e32 v[102:103], v[38:39]
	v_mov_b64_e32 v[100:101], v[36:37]
	v_mov_b64_e32 v[98:99], v[34:35]
	v_mov_b64_e32 v[96:97], v[32:33]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[64:79], v[164:165], v[156:157], v[64:79]
	v_mov_b64_e32 v[94:95], v[62:63]
	v_mov_b64_e32 v[92:93], v[60:61]
	v_mov_b64_e32 v[90:91], v[58:59]
	v_mov_b64_e32 v[88:89], v[56:57]
	v_mov_b64_e32 v[86:87], v[54:55]
	v_mov_b64_e32 v[84:85], v[52:53]
	v_mov_b64_e32 v[82:83], v[50:51]
	v_mfma_f32_32x32x8_f16 v[96:111], v[164:165], v[158:159], v[96:111]
	v_mov_b64_e32 v[80:81], v[48:49]
	ds_read_b64 v[118:119], v193 offset:32768
	ds_read_b64 v[116:117], v217 offset:32768
	ds_read_b64 v[120:121], v210 offset:32768
	v_mov_b64_e32 v[126:127], v[30:31]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[80:95], v[172:173], v[156:157], v[80:95]
	ds_read_b64 v[156:157], v212 offset:32768
	ds_read_b64 v[122:123], v187 offset:32768
	v_mfma_f32_32x32x8_f16 v[64:79], v[112:113], v[152:153], v[64:79]
	v_mfma_f32_32x32x8_f16 v[96:111], v[112:113], v[154:155], v[96:111]
	v_mov_b64_e32 v[112:113], v[16:17]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[80:95], v[156:157], v[152:153], v[80:95]
	ds_read_b64 v[152:153], v214 offset:32768
	v_mfma_f32_32x32x8_f16 v[64:79], v[114:115], v[148:149], v[64:79]
	v_mfma_f32_32x32x8_f16 v[96:111], v[114:115], v[150:151], v[96:111]
	v_mov_b64_e32 v[114:115], v[18:19]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[152:153], v[148:149], v[80:95]
	ds_read_b64 v[148:149], v161 offset:32768
	v_mfma_f32_32x32x8_f16 v[64:79], v[116:117], v[144:145], v[64:79]
	v_mfma_f32_32x32x8_f16 v[96:111], v[116:117], v[146:147], v[96:111]
	v_mov_b64_e32 v[116:117], v[20:21]
	v_mfma_f32_32x32x8_f16 v[64:79], v[118:119], v[140:141], v[64:79]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[148:149], v[144:145], v[80:95]
	v_mfma_f32_32x32x8_f16 v[96:111], v[118:119], v[142:143], v[96:111]
	v_mov_b64_e32 v[118:119], v[22:23]
	v_mfma_f32_32x32x8_f16 v[80:95], v[166:167], v[140:141], v[80:95]
	ds_read_b64 v[140:141], v191 offset:32768
	v_mfma_f32_32x32x8_f16 v[64:79], v[120:121], v[136:137], v[64:79]
	v_mfma_f32_32x32x8_f16 v[96:111], v[120:121], v[138:139], v[96:111]
	v_mov_b64_e32 v[120:121], v[24:25]
	v_mfma_f32_32x32x8_f16 v[64:79], v[122:123], v[132:133], v[64:79]
	v_mfma_f32_32x32x8_f16 v[96:111], v[122:123], v[134:135], v[96:111]
	v_mov_b64_e32 v[122:123], v[26:27]
	v_mfma_f32_32x32x8_f16 v[64:79], v[124:125], v[128:129], v[64:79]
	v_mfma_f32_32x32x8_f16 v[96:111], v[124:125], v[130:131], v[96:111]
	v_mov_b64_e32 v[124:125], v[28:29]
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[112:127], v[172:173], v[158:159], v[112:127]
	v_mov_b64_e32 v[172:173], v[174:175]
	v_mfma_f32_32x32x8_f16 v[112:127], v[156:157], v[154:155], v[112:127]
	v_mfma_f32_32x32x8_f16 v[112:127], v[152:153], v[150:151], v[112:127]
	v_mfma_f32_32x32x8_f16 v[112:127], v[148:149], v[146:147], v[112:127]
	v_mfma_f32_32x32x8_f16 v[112:127], v[166:167], v[142:143], v[112:127]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[140:141], v[136:137], v[80:95]
	ds_read_b64 v[136:137], v218 offset:32768
	v_mfma_f32_32x32x8_f16 v[112:127], v[140:141], v[138:139], v[112:127]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[136:137], v[132:133], v[80:95]
	ds_read_b64 v[132:133], v215 offset:32768
	v_mfma_f32_32x32x8_f16 v[112:127], v[136:137], v[134:135], v[112:127]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[132:133], v[128:129], v[80:95]
	v_mfma_f32_32x32x8_f16 v[112:127], v[132:133], v[130:131], v[112:127]
.LBB0_13:
	scratch_load_dwordx2 v[128:129], off, off ; 8-byte Folded Reload
	s_cmp_eq_u32 s57, s23
	s_cselect_b64 s[24:25], -1, 0
	s_and_b64 s[2:3], s[0:1], s[24:25]
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_mul_lo_u32 v185, v162, s34
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v183, v128, s34
	s_cbranch_scc1 .LBB0_14
; %bb.20:
	scratch_store_dwordx2 off, v[194:195], off offset:76 ; 8-byte Folded Spill
	scratch_load_dwordx2 v[130:131], off, off ; 8-byte Folded Reload
	v_mov_b32_e32 v189, v196
	scratch_store_dwordx2 off, v[220:221], off offset:60 ; 8-byte Folded Spill
	v_mov_b32_e32 v220, v208
	v_mov_b32_e32 v195, v192
	v_mov_b32_e32 v192, v190
	v_mov_b32_e32 v190, v209
	scratch_load_dwordx2 v[208:209], off, off offset:32 ; 8-byte Folded Reload
	scratch_load_dwordx2 v[196:197], off, off offset:8 ; 8-byte Folded Reload
	s_mul_i32 s2, s12, s34
	s_add_i32 s2, s2, s18
	scratch_store_dword off, v161, off offset:40 ; 4-byte Folded Spill
	v_mov_b32_e32 v161, v210
	v_cvt_f16_f32_e32 v128, v124
	s_ashr_i32 s19, s18, 31
	v_mov_b32_e32 v175, v218
	scratch_store_dword off, v128, off offset:84 ; 4-byte Folded Spill
	scratch_store_dword off, v214, off offset:44 ; 4-byte Folded Spill
	v_lshl_add_u64 v[138:139], s[18:19], 0, v[172:173]
	v_add_u32_e32 v221, s2, v172
	v_cvt_f16_f32_e32 v128, v125
	scratch_store_dword off, v128, off offset:88 ; 4-byte Folded Spill
	scratch_store_dword off, v212, off offset:52 ; 4-byte Folded Spill
	v_cvt_f16_f32_e32 v128, v126
	s_ashr_i32 s13, s12, 31
	v_cvt_f16_f32_e32 v140, v64
	v_cvt_f16_f32_e32 v141, v65
	scratch_store_dword off, v128, off offset:92 ; 4-byte Folded Spill
	v_cvt_f16_f32_e32 v128, v127
	v_cvt_f16_f32_e32 v142, v66
	v_cvt_f16_f32_e32 v143, v67
	v_lshl_add_u64 v[132:133], s[18:19], 0, v[170:171]
	scratch_store_dword off, v128, off offset:96 ; 4-byte Folded Spill
	v_lshl_add_u64 v[128:129], s[12:13], 0, v[162:163]
	v_add_u32_e32 v207, s2, v170
	v_add_u32_e32 v212, s2, v178
	v_mov_b32_e32 v152, v216
	v_cmp_lt_i32_e32 vcc, -1, v129
	v_lshl_add_u64 v[134:135], s[18:19], 0, v[178:179]
	v_cvt_f16_f32_e32 v144, v68
	v_cvt_f16_f32_e32 v145, v69
	v_cvt_f16_f32_e32 v146, v70
	v_cvt_f16_f32_e32 v147, v71
	v_cmp_gt_i64_e64 s[14:15], s[34:35], v[138:139]
	v_cvt_f16_f32_e32 v148, v72
	v_cvt_f16_f32_e32 v149, v73
	v_cvt_f16_f32_e32 v150, v74
	v_cvt_f16_f32_e32 v151, v75
	v_cvt_f16_f32_e32 v156, v76
	v_cvt_f16_f32_e32 v153, v77
	v_cvt_f16_f32_e32 v154, v78
	v_cvt_f16_f32_e32 v155, v79
	v_mov_b32_e32 v164, v160
	v_cvt_f16_f32_e32 v160, v80
	v_cvt_f16_f32_e32 v157, v81
	v_cvt_f16_f32_e32 v158, v82
	v_cvt_f16_f32_e32 v159, v83
	v_mov_b32_e32 v174, v169
	v_mov_b32_e32 v169, v168
	v_cvt_f16_f32_e32 v168, v84
	v_cvt_f16_f32_e32 v165, v85
	v_cvt_f16_f32_e32 v166, v86
	v_cvt_f16_f32_e32 v167, v87
	scratch_store_dwordx2 off, v[222:223], off offset:68 ; 8-byte Folded Spill
	v_cvt_f16_f32_e32 v223, v88
	v_mov_b32_e32 v194, v224
	v_cvt_f16_f32_e32 v224, v89
	v_cvt_f16_f32_e32 v225, v90
	v_cvt_f16_f32_e32 v226, v91
	v_cvt_f16_f32_e32 v227, v92
	v_cvt_f16_f32_e32 v228, v93
	v_cvt_f16_f32_e32 v229, v94
	v_cvt_f16_f32_e32 v230, v95
	v_cvt_f16_f32_e32 v231, v96
	v_cvt_f16_f32_e32 v232, v97
	v_cvt_f16_f32_e32 v233, v98
	v_cvt_f16_f32_e32 v234, v99
	v_cvt_f16_f32_e32 v235, v100
	s_waitcnt vmcnt(11)
	v_lshl_add_u64 v[130:131], s[12:13], 0, v[130:131]
	v_cmp_gt_i64_e64 s[6:7], s[8:9], v[130:131]
	v_add_lshl_u32 v130, v207, v185, 1
	v_bfrev_b32_e32 v131, 1
	v_cvt_f16_f32_e32 v236, v101
	v_cvt_f16_f32_e32 v237, v102
	v_cvt_f16_f32_e32 v238, v103
	s_waitcnt vmcnt(9)
	v_add_u32_e32 v216, s2, v208
	s_waitcnt vmcnt(8)
	v_add_u32_e32 v210, s2, v196
	v_mov_b64_e32 v[196:197], v[176:177]
	scratch_load_dwordx2 v[176:177], off, off offset:16 ; 8-byte Folded Reload
	v_add_u32_e32 v214, s2, v196
	v_lshl_add_u64 v[136:137], s[18:19], 0, v[208:209]
	s_and_b64 s[18:19], vcc, s[6:7]
	v_cmp_gt_i64_e64 s[6:7], s[34:35], v[134:135]
	v_cmp_gt_i64_e64 s[12:13], s[34:35], v[136:137]
	v_cvt_f16_f32_e32 v239, v104
	v_cvt_f16_f32_e32 v240, v105
	v_cvt_f16_f32_e32 v241, v106
	v_cvt_f16_f32_e32 v242, v107
	v_cvt_f16_f32_e32 v243, v108
	v_cvt_f16_f32_e32 v244, v109
	v_cvt_f16_f32_e32 v245, v110
	v_cvt_f16_f32_e32 v246, v111
	v_cvt_f16_f32_e32 v247, v112
	v_cvt_f16_f32_e32 v248, v113
	v_cvt_f16_f32_e32 v249, v114
	v_cvt_f16_f32_e32 v250, v115
	v_cvt_f16_f32_e32 v251, v116
	v_cvt_f16_f32_e32 v252, v117
	v_cvt_f16_f32_e32 v253, v118
	v_cvt_f16_f32_e32 v254, v119
	v_cvt_f16_f32_e32 v255, v120
	scratch_store_dword off, v215, off offset:56 ; 4-byte Folded Spill
	scratch_store_dword off, v217, off offset:48 ; 4-byte Folded Spill
	v_mov_b32_e32 v222, v219
	v_mov_b32_e32 v219, v193
	v_cvt_f16_f32_e32 v217, v121
	v_cvt_f16_f32_e32 v215, v122
	v_cvt_f16_f32_e32 v193, v123
	v_mov_b32_e32 v209, v190
	v_mov_b32_e32 v190, v192
	v_mov_b32_e32 v192, v195
	v_mov_b32_e32 v208, v220
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v218, s2, v176
	v_mov_b64_e32 v[176:177], v[196:197]
	v_mov_b64_e32 v[196:197], v[172:173]
	scratch_load_dwordx2 v[172:173], off, off offset:24 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v172, s2, v172
	v_cmp_gt_i64_e64 s[2:3], s[8:9], v[128:129]
	s_and_b64 s[30:31], vcc, s[2:3]
	v_cmp_lt_i32_e32 vcc, -1, v133
	v_cmp_gt_i64_e64 s[2:3], s[34:35], v[132:133]
	s_and_b64 s[44:45], vcc, s[2:3]
	s_and_b64 s[46:47], vcc, s[6:7]
	s_and_b64 s[6:7], vcc, s[12:13]
	s_and_b64 s[2:3], vcc, s[14:15]
	s_and_b64 vcc, s[30:31], s[44:45]
	s_and_b32 s13, s21, 0xffff
	s_mov_b32 s15, 0x27000
	s_mov_b32 s14, 0x7ffffffe
	s_mov_b32 s12, s20
	v_pack_b32_f16 v129, v142, v143
	v_pack_b32_f16 v128, v140, v141
	v_cndmask_b32_e32 v130, v131, v130, vcc
	buffer_store_dwordx2 v[128:129], v130, s[12:15], 0 offen
	v_add_lshl_u32 v130, v210, v185, 1
	v_pack_b32_f16 v129, v146, v147
	v_pack_b32_f16 v128, v144, v145
	v_cndmask_b32_e32 v130, v131, v130, vcc
	buffer_store_dwordx2 v[128:129], v130, s[12:15], 0 offen
	v_add_lshl_u32 v130, v212, v185, 1
	s_and_b64 vcc, s[30:31], s[46:47]
	v_pack_b32_f16 v129, v150, v151
	v_pack_b32_f16 v128, v148, v149
	v_cndmask_b32_e32 v130, v131, v130, vcc
	buffer_store_dwordx2 v[128:129], v130, s[12:15], 0 offen
	v_add_lshl_u32 v130, v214, v185, 1
	v_pack_b32_f16 v129, v154, v155
	v_pack_b32_f16 v128, v156, v153
	v_cndmask_b32_e32 v130, v131, v130, vcc
	buffer_store_dwordx2 v[128:129], v130, s[12:15], 0 offen
	v_add_lshl_u32 v130, v216, v185, 1
	s_and_b64 vcc, s[30:31], s[6:7]
	v_pack_b32_f16 v129, v158, v159
	v_pack_b32_f16 v128, v160, v157
	v_cndmask_b32_e32 v130, v131, v130, vcc
	buffer_store_dwordx2 v[128:129], v130, s[12:15], 0 offen
	v_add_lshl_u32 v130, v218, v185, 1
	v_pack_b32_f16 v129, v166, v167
	v_pack_b32_f16 v128, v168, v165
	v_cndmask_b32_e32 v130, v131, v130, vcc
	buffer_store_dwordx2 v[128:129], v130, s[12:15], 0 offen
	v_add_lshl_u32 v130, v221, v185, 1
	s_and_b64 vcc, s[30:31], s[2:3]
	v_pack_b32_f16 v129, v225, v226
	v_pack_b32_f16 v128, v223, v224
	v_cndmask_b32_e32 v130, v131, v130, vcc
	buffer_store_dwordx2 v[128:129], v130, s[12:15], 0 offen
	v_add_lshl_u32 v130, v172, v185, 1
	v_pack_b32_f16 v129, v229, v230
	v_pack_b32_f16 v128, v227, v228
	v_cndmask_b32_e32 v130, v131, v130, vcc
	buffer_store_dwordx2 v[128:129], v130, s[12:15], 0 offen
	v_add_lshl_u32 v130, v207, v183, 1
	s_and_b64 vcc, s[18:19], s[44:45]
	v_pack_b32_f16 v129, v233, v234
	v_pack_b32_f16 v128, v231, v232
	v_cndmask_b32_e32 v130, v131, v130, vcc
	buffer_store_dwordx2 v[128:129], v130, s[12:15], 0 offen
	v_add_lshl_u32 v130, v210, v183, 1
	v_pack_b32_f16 v129, v237, v238
	v_pack_b32_f16 v128, v235, v236
	v_cndmask_b32_e32 v130, v131, v130, vcc
	buffer_store_dwordx2 v[128:129], v130, s[12:15], 0 offen
	v_add_lshl_u32 v130, v212, v183, 1
	s_and_b64 vcc, s[18:19], s[46:47]
	v_pack_b32_f16 v129, v241, v242
	v_pack_b32_f16 v128, v239, v240
	v_cndmask_b32_e32 v130, v131, v130, vcc
	buffer_store_dwordx2 v[128:129], v130, s[12:15], 0 offen
	v_add_lshl_u32 v130, v214, v183, 1
	v_pack_b32_f16 v129, v245, v246
	v_pack_b32_f16 v128, v243, v244
	v_cndmask_b32_e32 v130, v131, v130, vcc
	buffer_store_dwordx2 v[128:129], v130, s[12:15], 0 offen
	v_add_lshl_u32 v130, v216, v183, 1
	s_and_b64 vcc, s[18:19], s[6:7]
	v_pack_b32_f16 v129, v249, v250
	v_pack_b32_f16 v128, v247, v248
	v_cndmask_b32_e32 v130, v131, v130, vcc
	buffer_store_dwordx2 v[128:129], v130, s[12:15], 0 offen
	v_add_lshl_u32 v130, v218, v183, 1
	v_pack_b32_f16 v129, v253, v254
	v_pack_b32_f16 v128, v251, v252
	v_cndmask_b32_e32 v130, v131, v130, vcc
	buffer_store_dwordx2 v[128:129], v130, s[12:15], 0 offen
	v_add_lshl_u32 v130, v221, v183, 1
	s_and_b64 vcc, s[18:19], s[2:3]
	v_pack_b32_f16 v129, v215, v193
	v_pack_b32_f16 v128, v255, v217
	v_cndmask_b32_e32 v130, v131, v130, vcc
	buffer_store_dwordx2 v[128:129], v130, s[12:15], 0 offen
	scratch_load_dword v128, off, off offset:92 ; 4-byte Folded Reload
	s_nop 0
	scratch_load_dword v129, off, off offset:96 ; 4-byte Folded Reload
	v_mov_b32_e32 v193, v219
	v_mov_b32_e32 v219, v222
	v_mov_b32_e32 v224, v194
	v_mov_b32_e32 v210, v161
	scratch_load_dword v217, off, off offset:48 ; 4-byte Folded Reload
	scratch_load_dword v215, off, off offset:56 ; 4-byte Folded Reload
	scratch_load_dword v214, off, off offset:44 ; 4-byte Folded Reload
	scratch_load_dword v161, off, off offset:40 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[194:195], off, off offset:76 ; 8-byte Folded Reload
	scratch_load_dwordx2 v[220:221], off, off offset:60 ; 8-byte Folded Reload
	v_mov_b32_e32 v160, v164
	v_mov_b32_e32 v168, v169
	v_mov_b32_e32 v169, v174
	v_mov_b32_e32 v216, v152
	v_mov_b32_e32 v218, v175
	s_waitcnt vmcnt(6)
	v_pack_b32_f16 v129, v128, v129
	scratch_load_dwordx2 v[222:223], off, off offset:68 ; 8-byte Folded Reload
	scratch_load_dword v212, off, off offset:52 ; 4-byte Folded Reload
	scratch_load_dword v128, off, off offset:84 ; 4-byte Folded Reload
	scratch_load_dword v130, off, off offset:88 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_pack_b32_f16 v128, v128, v130
	v_add_lshl_u32 v130, v172, v183, 1
	v_mov_b64_e32 v[172:173], v[196:197]
	v_mov_b32_e32 v196, v189
	v_cndmask_b32_e32 v130, v131, v130, vcc
	buffer_store_dwordx2 v[128:129], v130, s[12:15], 0 offen
.LBB0_14:
	v_lshl_add_u64 v[128:129], s[42:43], 0, v[180:181]
	s_mul_i32 s2, s42, s34
	v_cmp_gt_u64_e32 vcc, s[10:11], v[128:129]
	v_add_u32_e32 v130, s2, v220
	v_add_u32_e32 v131, s2, v222
	v_add_u32_e32 v132, s2, v224
	v_add_u32_e32 v133, s2, v194
	s_and_b64 s[2:3], vcc, s[40:41]
	v_add_lshl_u32 v128, v130, v184, 1
	v_bfrev_b32_e32 v129, 1
	s_and_b64 vcc, s[38:39], s[2:3]
	v_add_lshl_u32 v130, v131, v186, 1
	v_add_lshl_u32 v131, v132, v188, 1
	s_mov_b32 s6, s26
	s_mov_b32 s7, s27
	v_cndmask_b32_e32 v131, v129, v131, vcc
	v_add_lshl_u32 v132, v133, v182, 1
	v_cndmask_b32_e32 v128, v129, v128, vcc
	v_cndmask_b32_e32 v130, v129, v130, vcc
	v_cndmask_b32_e32 v129, v129, v132, vcc
	buffer_load_dwordx4 v[164:167], v131, s[4:7], 0 offen
	buffer_load_dwordx4 v[224:227], v129, s[4:7], 0 offen
	buffer_load_dwordx4 v[228:231], v128, s[4:7], 0 offen
	buffer_load_dwordx4 v[232:235], v130, s[4:7], 0 offen
	s_mov_b32 s2, 0x5040100
	v_add_u32_e32 v128, s28, v198
	v_add_u32_e32 v132, s28, v205
	v_add_u32_e32 v136, s28, v204
	v_add_u32_e32 v140, s28, v203
	v_add_u32_e32 v144, s28, v202
	v_add_u32_e32 v148, s28, v201
	v_add_u32_e32 v152, s28, v200
	v_add_u32_e32 v156, s28, v199
	s_mov_b32 s3, 0x7060302
	ds_read2st64_b64 v[128:131], v128 offset1:16
	ds_read2st64_b64 v[132:135], v132 offset1:16
	ds_read2st64_b64 v[136:139], v136 offset1:16
	ds_read2st64_b64 v[140:143], v140 offset1:16
	ds_read2st64_b64 v[144:147], v144 offset1:16
	ds_read2st64_b64 v[148:151], v148 offset1:16
	ds_read2st64_b64 v[152:155], v152 offset1:16
	ds_read2st64_b64 v[156:159], v156 offset1:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cndmask_b32_e64 v64, v64, 0, s[24:25]
	v_cndmask_b32_e64 v65, v65, 0, s[24:25]
	v_cndmask_b32_e64 v66, v66, 0, s[24:25]
	v_cndmask_b32_e64 v67, v67, 0, s[24:25]
	v_cndmask_b32_e64 v68, v68, 0, s[24:25]
	v_cndmask_b32_e64 v69, v69, 0, s[24:25]
	v_cndmask_b32_e64 v70, v70, 0, s[24:25]
	v_cndmask_b32_e64 v71, v71, 0, s[24:25]
	v_cndmask_b32_e64 v72, v72, 0, s[24:25]
	v_cndmask_b32_e64 v73, v73, 0, s[24:25]
	v_cndmask_b32_e64 v74, v74, 0, s[24:25]
	v_cndmask_b32_e64 v75, v75, 0, s[24:25]
	v_cndmask_b32_e64 v76, v76, 0, s[24:25]
	v_cndmask_b32_e64 v77, v77, 0, s[24:25]
	v_cndmask_b32_e64 v78, v78, 0, s[24:25]
	v_cndmask_b32_e64 v79, v79, 0, s[24:25]
	v_cndmask_b32_e64 v80, v80, 0, s[24:25]
	v_cndmask_b32_e64 v81, v81, 0, s[24:25]
	v_cndmask_b32_e64 v82, v82, 0, s[24:25]
	v_cndmask_b32_e64 v83, v83, 0, s[24:25]
	v_cndmask_b32_e64 v84, v84, 0, s[24:25]
	v_cndmask_b32_e64 v85, v85, 0, s[24:25]
	v_cndmask_b32_e64 v86, v86, 0, s[24:25]
	v_cndmask_b32_e64 v87, v87, 0, s[24:25]
	v_cndmask_b32_e64 v88, v88, 0, s[24:25]
	v_cndmask_b32_e64 v89, v89, 0, s[24:25]
	v_cndmask_b32_e64 v90, v90, 0, s[24:25]
	v_cndmask_b32_e64 v91, v91, 0, s[24:25]
	v_cndmask_b32_e64 v92, v92, 0, s[24:25]
	v_cndmask_b32_e64 v93, v93, 0, s[24:25]
	v_cndmask_b32_e64 v94, v94, 0, s[24:25]
	v_cndmask_b32_e64 v95, v95, 0, s[24:25]
	v_cndmask_b32_e64 v96, v96, 0, s[24:25]
	v_cndmask_b32_e64 v97, v97, 0, s[24:25]
	v_cndmask_b32_e64 v98, v98, 0, s[24:25]
	v_cndmask_b32_e64 v99, v99, 0, s[24:25]
	v_cndmask_b32_e64 v100, v100, 0, s[24:25]
	v_cndmask_b32_e64 v101, v101, 0, s[24:25]
	v_cndmask_b32_e64 v102, v102, 0, s[24:25]
	v_cndmask_b32_e64 v103, v103, 0, s[24:25]
	v_cndmask_b32_e64 v104, v104, 0, s[24:25]
	v_cndmask_b32_e64 v105, v105, 0, s[24:25]
	v_cndmask_b32_e64 v106, v106, 0, s[24:25]
	v_cndmask_b32_e64 v107, v107, 0, s[24:25]
	v_cndmask_b32_e64 v108, v108, 0, s[24:25]
	v_cndmask_b32_e64 v109, v109, 0, s[24:25]
	v_cndmask_b32_e64 v110, v110, 0, s[24:25]
	v_cndmask_b32_e64 v111, v111, 0, s[24:25]
	v_cndmask_b32_e64 v112, v112, 0, s[24:25]
	v_cndmask_b32_e64 v113, v113, 0, s[24:25]
	v_cndmask_b32_e64 v114, v114, 0, s[24:25]
	v_cndmask_b32_e64 v115, v115, 0, s[24:25]
	v_cndmask_b32_e64 v116, v116, 0, s[24:25]
	v_cndmask_b32_e64 v117, v117, 0, s[24:25]
	v_cndmask_b32_e64 v118, v118, 0, s[24:25]
	v_cndmask_b32_e64 v119, v119, 0, s[24:25]
	s_waitcnt vmcnt(2)
	v_perm_b32 v181, v224, v164, s2
	v_cndmask_b32_e64 v120, v120, 0, s[24:25]
	s_waitcnt vmcnt(0)
	v_perm_b32 v180, v232, v228, s2
	ds_write_b64 v208, v[180:181] offset:32768
	v_perm_b32 v181, v224, v164, s3
	v_perm_b32 v180, v232, v228, s3
	ds_write_b64 v160, v[180:181] offset:32896
	v_perm_b32 v181, v225, v165, s2
	v_perm_b32 v180, v233, v229, s2
	v_perm_b32 v165, v225, v165, s3
	v_perm_b32 v164, v233, v229, s3
	ds_write_b64 v213, v[180:181] offset:33024
	ds_write_b64 v219, v[164:165] offset:33152
	v_perm_b32 v165, v226, v166, s2
	v_perm_b32 v164, v234, v230, s2
	ds_write_b64 v211, v[164:165] offset:33280
	v_perm_b32 v165, v226, v166, s3
	v_perm_b32 v164, v234, v230, s3
	ds_write_b64 v196, v[164:165] offset:33408
	v_perm_b32 v165, v227, v167, s2
	v_perm_b32 v164, v235, v231, s2
	ds_write_b64 v192, v[164:165] offset:33536
	v_perm_b32 v165, v227, v167, s3
	v_perm_b32 v164, v235, v231, s3
	s_and_b64 s[2:3], s[38:39], exec
	s_cselect_b32 s2, 1, 0
	v_cndmask_b32_e64 v121, v121, 0, s[24:25]
	v_cndmask_b32_e64 v122, v122, 0, s[24:25]
	v_cndmask_b32_e64 v123, v123, 0, s[24:25]
	v_cndmask_b32_e64 v124, v124, 0, s[24:25]
	v_cndmask_b32_e64 v125, v125, 0, s[24:25]
	v_cndmask_b32_e64 v126, v126, 0, s[24:25]
	v_cndmask_b32_e64 v127, v127, 0, s[24:25]
	s_cmp_lg_u32 s2, 1
	ds_write_b64 v168, v[164:165] offset:33664
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_15
; %bb.22:
	ds_read2st64_b64 v[0:3], v206 offset0:64 offset1:96
	ds_read_b64 v[10:11], v193 offset:32768
	ds_read_b64 v[12:13], v210 offset:32768
	ds_read_b64 v[18:19], v209 offset:32768
	ds_read_b64 v[26:27], v191 offset:32768
	ds_read_b64 v[4:5], v169 offset:32768
	ds_read_b64 v[14:15], v187 offset:32768
	ds_read_b64 v[16:17], v190 offset:32768
	ds_read_b64 v[24:25], v161 offset:32768
	ds_read_b64 v[20:21], v212 offset:32768
	ds_read_b64 v[6:7], v216 offset:32768
	ds_read_b64 v[22:23], v214 offset:32768
	ds_read_b64 v[30:31], v215 offset:32768
	s_waitcnt lgkmcnt(12)
	v_mfma_f32_32x32x8_f16 v[64:79], v[0:1], v[128:129], v[64:79]
	ds_read_b64 v[8:9], v217 offset:32768
	ds_read_b64 v[28:29], v218 offset:32768
	s_waitcnt lgkmcnt(11)
	v_mfma_f32_32x32x8_f16 v[80:95], v[18:19], v[128:129], v[80:95]
	v_mfma_f32_32x32x8_f16 v[96:111], v[0:1], v[130:131], v[96:111]
	v_mfma_f32_32x32x8_f16 v[112:127], v[18:19], v[130:131], v[112:127]
	s_waitcnt lgkmcnt(9)
	v_mfma_f32_32x32x8_f16 v[64:79], v[4:5], v[132:133], v[64:79]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_f16 v[80:95], v[20:21], v[132:133], v[80:95]
	v_mfma_f32_32x32x8_f16 v[96:111], v[4:5], v[134:135], v[96:111]
	v_mfma_f32_32x32x8_f16 v[112:127], v[20:21], v[134:135], v[112:127]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[64:79], v[6:7], v[136:137], v[64:79]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[80:95], v[22:23], v[136:137], v[80:95]
	v_mfma_f32_32x32x8_f16 v[96:111], v[6:7], v[138:139], v[96:111]
	v_mfma_f32_32x32x8_f16 v[112:127], v[22:23], v[138:139], v[112:127]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[64:79], v[8:9], v[140:141], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[24:25], v[140:141], v[80:95]
	v_mfma_f32_32x32x8_f16 v[96:111], v[8:9], v[142:143], v[96:111]
	v_mfma_f32_32x32x8_f16 v[112:127], v[24:25], v[142:143], v[112:127]
	v_mfma_f32_32x32x8_f16 v[64:79], v[10:11], v[144:145], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[2:3], v[144:145], v[80:95]
	v_mfma_f32_32x32x8_f16 v[96:111], v[10:11], v[146:147], v[96:111]
	v_mfma_f32_32x32x8_f16 v[112:127], v[2:3], v[146:147], v[112:127]
	v_mfma_f32_32x32x8_f16 v[64:79], v[12:13], v[148:149], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[26:27], v[148:149], v[80:95]
	v_mfma_f32_32x32x8_f16 v[96:111], v[12:13], v[150:151], v[96:111]
	v_mfma_f32_32x32x8_f16 v[112:127], v[26:27], v[150:151], v[112:127]
	v_mfma_f32_32x32x8_f16 v[64:79], v[14:15], v[152:153], v[64:79]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[80:95], v[28:29], v[152:153], v[80:95]
	v_mfma_f32_32x32x8_f16 v[96:111], v[14:15], v[154:155], v[96:111]
	v_mfma_f32_32x32x8_f16 v[112:127], v[28:29], v[154:155], v[112:127]
	v_mfma_f32_32x32x8_f16 v[64:79], v[16:17], v[156:157], v[64:79]
	v_mfma_f32_32x32x8_f16 v[80:95], v[30:31], v[156:157], v[80:95]
	v_mfma_f32_32x32x8_f16 v[96:111], v[16:17], v[158:159], v[96:111]
	v_mfma_f32_32x32x8_f16 v[112:127], v[30:31], v[158:159], v[112:127]
	s_branch .LBB0_16
.LBB0_15:
	v_cndmask_b32_e64 v64, v0, v64, s[0:1]
	v_cndmask_b32_e64 v65, v1, v65, s[0:1]
	v_cndmask_b32_e64 v66, v2, v66, s[0:1]
	v_cndmask_b32_e64 v67, v3, v67, s[0:1]
	v_cndmask_b32_e64 v68, v4, v68, s[0:1]
	v_cndmask_b32_e64 v69, v5, v69, s[0:1]
	v_cndmask_b32_e64 v70, v6, v70, s[0:1]
	v_cndmask_b32_e64 v71, v7, v71, s[0:1]
	v_cndmask_b32_e64 v72, v8, v72, s[0:1]
	v_cndmask_b32_e64 v73, v9, v73, s[0:1]
	v_cndmask_b32_e64 v74, v10, v74, s[0:1]
	v_cndmask_b32_e64 v75, v11, v75, s[0:1]
	v_cndmask_b32_e64 v76, v12, v76, s[0:1]
	v_cndmask_b32_e64 v77, v13, v77, s[0:1]
	v_cndmask_b32_e64 v78, v14, v78, s[0:1]
	v_cndmask_b32_e64 v79, v15, v79, s[0:1]
	v_cndmask_b32_e64 v80, v48, v80, s[0:1]
	v_cndmask_b32_e64 v81, v49, v81, s[0:1]
	v_cndmask_b32_e64 v82, v50, v82, s[0:1]
	v_cndmask_b32_e64 v83, v51, v83, s[0:1]
	v_cndmask_b32_e64 v84, v52, v84, s[0:1]
	v_cndmask_b32_e64 v85, v53, v85, s[0:1]
	v_cndmask_b32_e64 v86, v54, v86, s[0:1]
	v_cndmask_b32_e64 v87, v55, v87, s[0:1]
	v_cndmask_b32_e64 v88, v56, v88, s[0:1]
	v_cndmask_b32_e64 v89, v57, v89, s[0:1]
	v_cndmask_b32_e64 v90, v58, v90, s[0:1]
	v_cndmask_b32_e64 v91, v59, v91, s[0:1]
	v_cndmask_b32_e64 v92, v60, v92, s[0:1]
	v_cndmask_b32_e64 v93, v61, v93, s[0:1]
	v_cndmask_b32_e64 v94, v62, v94, s[0:1]
	v_cndmask_b32_e64 v95, v63, v95, s[0:1]
	v_cndmask_b32_e64 v96, v32, v96, s[0:1]
	v_cndmask_b32_e64 v97, v33, v97, s[0:1]
	v_cndmask_b32_e64 v98, v34, v98, s[0:1]
	v_cndmask_b32_e64 v99, v35, v99, s[0:1]
	v_cndmask_b32_e64 v100, v36, v100, s[0:1]
	v_cndmask_b32_e64 v101, v37, v101, s[0:1]
	v_cndmask_b32_e64 v102, v38, v102, s[0:1]
	v_cndmask_b32_e64 v103, v39, v103, s[0:1]
	v_cndmask_b32_e64 v104, v40, v104, s[0:1]
	v_cndmask_b32_e64 v105, v41, v105, s[0:1]
	v_cndmask_b32_e64 v106, v42, v106, s[0:1]
	v_cndmask_b32_e64 v107, v43, v107, s[0:1]
	v_cndmask_b32_e64 v108, v44, v108, s[0:1]
	v_cndmask_b32_e64 v109, v45, v109, s[0:1]
	v_cndmask_b32_e64 v110, v46, v110, s[0:1]
	v_cndmask_b32_e64 v111, v47, v111, s[0:1]
	v_cndmask_b32_e64 v112, v16, v112, s[0:1]
	v_cndmask_b32_e64 v113, v17, v113, s[0:1]
	v_cndmask_b32_e64 v114, v18, v114, s[0:1]
	v_cndmask_b32_e64 v115, v19, v115, s[0:1]
	v_cndmask_b32_e64 v116, v20, v116, s[0:1]
	v_cndmask_b32_e64 v117, v21, v117, s[0:1]
	v_cndmask_b32_e64 v118, v22, v118, s[0:1]
	v_cndmask_b32_e64 v119, v23, v119, s[0:1]
	v_cndmask_b32_e64 v120, v24, v120, s[0:1]
	v_cndmask_b32_e64 v121, v25, v121, s[0:1]
	v_cndmask_b32_e64 v122, v26, v122, s[0:1]
	v_cndmask_b32_e64 v123, v27, v123, s[0:1]
	v_cndmask_b32_e64 v124, v28, v124, s[0:1]
	v_cndmask_b32_e64 v125, v29, v125, s[0:1]
	v_cndmask_b32_e64 v126, v30, v126, s[0:1]
	v_cndmask_b32_e64 v127, v31, v127, s[0:1]
.LBB0_16:
	scratch_load_dwordx2 v[128:129], off, off offset:24 ; 8-byte Folded Reload
	scratch_load_dwordx2 v[130:131], off, off offset:32 ; 8-byte Folded Reload
	s_cmp_lg_u32 s37, s23
	s_cselect_b64 s[0:1], -1, 0
	s_xor_b64 s[2:3], s[38:39], -1
	s_or_b64 s[0:1], s[2:3], s[0:1]
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_17
; %bb.25:
	scratch_load_dwordx2 v[2:3], off, off   ; 8-byte Folded Reload
	v_cvt_f16_f32_e32 v26, v78
	v_cvt_f16_f32_e32 v27, v79
	v_cvt_f16_f32_e32 v30, v82
	v_cvt_f16_f32_e32 v31, v83
	scratch_load_dwordx2 v[78:79], off, off offset:8 ; 8-byte Folded Reload
	scratch_load_dwordx2 v[82:83], off, off offset:16 ; 8-byte Folded Reload
	s_ashr_i32 s23, s22, 31
	s_mul_i32 s0, s22, s34
	s_ashr_i32 s37, s36, 31
	v_lshl_add_u64 v[0:1], s[22:23], 0, v[162:163]
	s_add_i32 s0, s0, s36
	v_cvt_f16_f32_e32 v12, v64
	v_cvt_f16_f32_e32 v13, v65
	v_cvt_f16_f32_e32 v14, v66
	v_cvt_f16_f32_e32 v15, v67
	v_cvt_f16_f32_e32 v24, v76
	v_cvt_f16_f32_e32 v25, v77
	v_cvt_f16_f32_e32 v28, v80
	v_cvt_f16_f32_e32 v29, v81
	v_lshl_add_u64 v[4:5], s[36:37], 0, v[170:171]
	v_add_u32_e32 v76, s0, v170
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v79, s0, v176
	v_add_u32_e32 v80, s0, v130
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v83, s0, v128
	v_cmp_lt_i32_e32 vcc, -1, v1
	v_lshl_add_u64 v[6:7], s[36:37], 0, v[178:179]
	v_lshl_add_u64 v[8:9], s[36:37], 0, v[130:131]
	v_lshl_add_u64 v[10:11], s[36:37], 0, v[172:173]
	v_cvt_f16_f32_e32 v16, v68
	v_cvt_f16_f32_e32 v17, v69
	v_cvt_f16_f32_e32 v18, v70
	v_cvt_f16_f32_e32 v19, v71
	v_cmp_gt_i64_e64 s[4:5], s[34:35], v[8:9]
	v_cmp_gt_i64_e64 s[6:7], s[34:35], v[10:11]
	v_cvt_f16_f32_e32 v20, v72
	v_cvt_f16_f32_e32 v21, v73
	v_cvt_f16_f32_e32 v22, v74
	v_cvt_f16_f32_e32 v23, v75
	v_cvt_f16_f32_e32 v32, v84
	v_cvt_f16_f32_e32 v33, v85
	v_cvt_f16_f32_e32 v34, v86
	v_cvt_f16_f32_e32 v35, v87
	v_cvt_f16_f32_e32 v36, v88
	v_cvt_f16_f32_e32 v37, v89
	v_cvt_f16_f32_e32 v38, v90
	v_cvt_f16_f32_e32 v39, v91
	v_cvt_f16_f32_e32 v40, v92
	v_cvt_f16_f32_e32 v41, v93
	v_cvt_f16_f32_e32 v42, v94
	v_cvt_f16_f32_e32 v43, v95
	v_cvt_f16_f32_e32 v44, v96
	v_cvt_f16_f32_e32 v45, v97
	v_cvt_f16_f32_e32 v46, v98
	v_cvt_f16_f32_e32 v47, v99
	v_cvt_f16_f32_e32 v48, v100
	v_cvt_f16_f32_e32 v49, v101
	v_cvt_f16_f32_e32 v50, v102
	v_cvt_f16_f32_e32 v51, v103
	v_cvt_f16_f32_e32 v52, v104
	v_cvt_f16_f32_e32 v53, v105
	v_cvt_f16_f32_e32 v54, v106
	v_cvt_f16_f32_e32 v55, v107
	v_cvt_f16_f32_e32 v56, v108
	v_cvt_f16_f32_e32 v57, v109
	v_cvt_f16_f32_e32 v58, v110
	v_cvt_f16_f32_e32 v59, v111
	v_cvt_f16_f32_e32 v60, v112
	v_cvt_f16_f32_e32 v61, v113
	v_cvt_f16_f32_e32 v62, v114
	v_cvt_f16_f32_e32 v63, v115
	v_cvt_f16_f32_e32 v64, v116
	v_cvt_f16_f32_e32 v65, v117
	v_cvt_f16_f32_e32 v66, v118
	v_cvt_f16_f32_e32 v67, v119
	v_cvt_f16_f32_e32 v68, v120
	v_cvt_f16_f32_e32 v69, v121
	v_cvt_f16_f32_e32 v70, v122
	v_cvt_f16_f32_e32 v71, v123
	v_cvt_f16_f32_e32 v72, v124
	v_lshl_add_u64 v[2:3], s[22:23], 0, v[2:3]
	v_cmp_gt_i64_e64 s[2:3], s[8:9], v[2:3]
	s_and_b64 s[10:11], vcc, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], s[34:35], v[6:7]
	v_add_lshl_u32 v2, v76, v185, 1
	v_add_u32_e32 v77, s0, v78
	v_add_u32_e32 v78, s0, v178
	v_add_u32_e32 v81, s0, v82
	v_add_u32_e32 v82, s0, v172
	v_cmp_gt_i64_e64 s[0:1], s[8:9], v[0:1]
	s_and_b64 s[14:15], vcc, s[0:1]
	v_cmp_lt_i32_e32 vcc, -1, v5
	v_cmp_gt_i64_e64 s[0:1], s[34:35], v[4:5]
	s_and_b64 s[18:19], vcc, s[0:1]
	s_and_b64 s[22:23], vcc, s[2:3]
	s_and_b64 s[12:13], vcc, s[4:5]
	s_and_b64 s[4:5], vcc, s[6:7]
	v_bfrev_b32_e32 v3, 1
	s_and_b64 vcc, s[14:15], s[18:19]
	s_and_b32 s1, s21, 0xffff
	s_mov_b32 s3, 0x27000
	s_mov_b32 s2, 0x7ffffffe
	s_mov_b32 s0, s20
	v_pack_b32_f16 v1, v14, v15
	v_pack_b32_f16 v0, v12, v13
	v_cndmask_b32_e32 v2, v3, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[0:3], 0 offen
	v_add_lshl_u32 v2, v77, v185, 1
	v_pack_b32_f16 v1, v18, v19
	v_pack_b32_f16 v0, v16, v17
	v_cndmask_b32_e32 v2, v3, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[0:3], 0 offen
	v_add_lshl_u32 v2, v78, v185, 1
	s_and_b64 vcc, s[14:15], s[22:23]
	v_pack_b32_f16 v1, v22, v23
	v_pack_b32_f16 v0, v20, v21
	v_cndmask_b32_e32 v2, v3, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[0:3], 0 offen
	v_add_lshl_u32 v2, v79, v185, 1
	v_pack_b32_f16 v1, v26, v27
	v_pack_b32_f16 v0, v24, v25
	v_cndmask_b32_e32 v2, v3, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[0:3], 0 offen
	v_add_lshl_u32 v2, v80, v185, 1
	s_and_b64 vcc, s[14:15], s[12:13]
	v_pack_b32_f16 v1, v30, v31
	v_pack_b32_f16 v0, v28, v29
	v_cndmask_b32_e32 v2, v3, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[0:3], 0 offen
	v_add_lshl_u32 v2, v81, v185, 1
	v_pack_b32_f16 v1, v34, v35
	v_pack_b32_f16 v0, v32, v33
	v_cndmask_b32_e32 v2, v3, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[0:3], 0 offen
	v_add_lshl_u32 v2, v82, v185, 1
	s_and_b64 vcc, s[14:15], s[4:5]
	v_pack_b32_f16 v1, v38, v39
	v_pack_b32_f16 v0, v36, v37
	v_cndmask_b32_e32 v2, v3, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[0:3], 0 offen
	v_add_lshl_u32 v2, v83, v185, 1
	v_pack_b32_f16 v1, v42, v43
	v_pack_b32_f16 v0, v40, v41
	v_cndmask_b32_e32 v2, v3, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[0:3], 0 offen
	v_add_lshl_u32 v2, v76, v183, 1
	s_and_b64 vcc, s[10:11], s[18:19]
	v_pack_b32_f16 v1, v46, v47
	v_pack_b32_f16 v0, v44, v45
	v_cndmask_b32_e32 v2, v3, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[0:3], 0 offen
	v_add_lshl_u32 v2, v77, v183, 1
	v_pack_b32_f16 v1, v50, v51
	v_pack_b32_f16 v0, v48, v49
	v_cndmask_b32_e32 v2, v3, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[0:3], 0 offen
	v_add_lshl_u32 v2, v78, v183, 1
	s_and_b64 vcc, s[10:11], s[22:23]
	v_pack_b32_f16 v1, v54, v55
	v_pack_b32_f16 v0, v52, v53
	v_cndmask_b32_e32 v2, v3, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[0:3], 0 offen
	v_add_lshl_u32 v2, v79, v183, 1
	v_pack_b32_f16 v1, v58, v59
	v_pack_b32_f16 v0, v56, v57
	v_cndmask_b32_e32 v2, v3, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[0:3], 0 offen
	v_add_lshl_u32 v2, v80, v183, 1
	s_and_b64 vcc, s[10:11], s[12:13]
	v_pack_b32_f16 v1, v62, v63
	v_pack_b32_f16 v0, v60, v61
	v_cndmask_b32_e32 v2, v3, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[0:3], 0 offen
	v_add_lshl_u32 v2, v81, v183, 1
	v_cvt_f16_f32_e32 v73, v125
	v_cvt_f16_f32_e32 v74, v126
	v_cvt_f16_f32_e32 v75, v127
	v_pack_b32_f16 v1, v66, v67
	v_pack_b32_f16 v0, v64, v65
	v_cndmask_b32_e32 v2, v3, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[0:3], 0 offen
	v_add_lshl_u32 v2, v82, v183, 1
	s_and_b64 vcc, s[10:11], s[4:5]
	v_pack_b32_f16 v1, v70, v71
	v_pack_b32_f16 v0, v68, v69
	v_cndmask_b32_e32 v2, v3, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[0:3], 0 offen
	v_add_lshl_u32 v2, v83, v183, 1
	v_pack_b32_f16 v1, v74, v75
	v_pack_b32_f16 v0, v72, v73
	v_cndmask_b32_e32 v2, v3, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[0:3], 0 offen
.LBB0_17:                               ; %Flow
	s_mov_b64 s[0:1], 0
.LBB0_1:                               ; %Flow227
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccz .LBB0_18
; %bb.28:                               ; %.preheader
	s_cmp_le_i32 s33, s16
	s_cbranch_scc1 .LBB0_18
; %bb.29:                               ; %.lr.ph265
	scratch_load_dwordx2 v[4:5], off, off   ; 8-byte Folded Reload
	scratch_load_dwordx2 v[30:31], off, off offset:8 ; 8-byte Folded Reload
	v_mov_b64_e32 v[34:35], v[176:177]
	scratch_load_dwordx2 v[176:177], off, off offset:16 ; 8-byte Folded Reload
	v_mad_i64_i32 v[12:13], s[0:1], v162, s34, v[170:171]
	s_abs_i32 s14, s56
	v_cvt_f32_u32_e32 v13, s14
	v_mov_b32_e32 v1, s9
	v_sub_co_u32_e32 v0, vcc, s8, v162
	v_rcp_f32_e32 v13, v13
	s_nop 0
	v_subbrev_co_u32_e32 v1, vcc, 0, v1, vcc
	v_mov_b32_e32 v3, s9
	v_mul_f32_e32 v13, 0x4f7ffffe, v13
	v_cvt_u32_f32_e32 v13, v13
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v5, s35
	v_mov_b32_e32 v7, s35
	v_mad_i64_i32 v[16:17], s[0:1], v162, s34, v[178:179]
	v_mad_i64_i32 v[18:19], s[0:1], v162, s34, v[34:35]
	v_mad_i64_i32 v[20:21], s[0:1], v162, s34, v[130:131]
	v_mad_i64_i32 v[24:25], s[0:1], v162, s34, v[172:173]
	v_mad_i64_i32 v[26:27], s[0:1], v162, s34, v[128:129]
	v_readfirstlane_b32 s18, v13
	v_mov_b32_e32 v9, s35
	v_mov_b32_e32 v11, s35
	s_mov_b32 s23, 0x27000
	s_mov_b32 s22, 0x7ffffffe
	s_and_b32 s21, s21, 0xffff
	s_ashr_i32 s15, s56, 31
	v_bfrev_b32_e32 v13, 1
	v_mov_b32_e32 v42, v4
	v_sub_co_u32_e32 v2, vcc, s8, v42
	s_waitcnt vmcnt(1)
	v_mad_i64_i32 v[14:15], s[0:1], v162, s34, v[30:31]
	v_subbrev_co_u32_e32 v3, vcc, 0, v3, vcc
	v_sub_co_u32_e32 v4, vcc, s34, v170
	s_waitcnt vmcnt(0)
	v_mad_i64_i32 v[22:23], s[0:1], v162, s34, v[176:177]
	v_subbrev_co_u32_e32 v5, vcc, 0, v5, vcc
	v_sub_co_u32_e32 v6, vcc, s34, v178
	v_mad_i64_i32 v[28:29], s[0:1], v42, s34, v[170:171]
	v_mad_i64_i32 v[30:31], s[0:1], v42, s34, v[30:31]
	v_mad_i64_i32 v[32:33], s[0:1], v42, s34, v[178:179]
	v_mad_i64_i32 v[34:35], s[0:1], v42, s34, v[34:35]
	v_mad_i64_i32 v[36:37], s[0:1], v42, s34, v[130:131]
	v_mad_i64_i32 v[38:39], s[0:1], v42, s34, v[176:177]
	v_mad_i64_i32 v[40:41], s[0:1], v42, s34, v[172:173]
	v_mad_i64_i32 v[42:43], s[0:1], v42, s34, v[128:129]
	v_subbrev_co_u32_e32 v7, vcc, 0, v7, vcc
	s_sub_i32 s1, 0, s14
	v_sub_co_u32_e32 v8, vcc, s34, v130
	s_mul_i32 s1, s1, s18
	s_nop 0
	v_subbrev_co_u32_e32 v9, vcc, 0, v9, vcc
	s_mov_b32 s0, 0
	s_mul_hi_u32 s1, s18, s1
	v_sub_co_u32_e32 v10, vcc, s34, v172
	s_add_i32 s18, s18, s1
	s_mov_b32 s1, s0
	v_subbrev_co_u32_e32 v11, vcc, 0, v11, vcc
	v_mov_b64_e32 v[44:45], s[0:1]
.LBB0_19:                               ; =>This Inner Loop Header: Depth=1
	s_abs_i32 s1, s16
	s_mul_hi_u32 s2, s1, s18
	s_mul_i32 s3, s2, s14
	s_ashr_i32 s0, s16, 31
	s_sub_i32 s1, s1, s3
	s_xor_b32 s0, s0, s15
	s_add_i32 s4, s2, 1
	s_sub_i32 s3, s1, s14
	s_cmp_ge_u32 s1, s14
	s_cselect_b32 s2, s4, s2
	s_cselect_b32 s1, s3, s1
	s_add_i32 s3, s2, 1
	s_cmp_ge_u32 s1, s14
	s_cselect_b32 s1, s3, s2
	s_xor_b32 s1, s1, s0
	s_sub_i32 s0, s1, s0
	s_lshl_b32 s1, s0, 3
	s_sub_i32 s2, s17, s1
	s_min_i32 s2, s2, 8
	s_abs_i32 s5, s2
	v_cvt_f32_u32_e32 v15, s5
	s_sub_i32 s6, 0, s5
	s_mul_i32 s0, s0, s56
	s_sub_i32 s0, s16, s0
	v_rcp_f32_e32 v15, v15
	s_abs_i32 s3, s0
	s_xor_b32 s4, s0, s2
	s_ashr_i32 s4, s4, 31
	v_mul_f32_e32 v15, 0x4f7ffffe, v15
	v_cvt_u32_f32_e32 v15, v15
	s_nop 0
	v_readfirstlane_b32 s7, v15
	s_mul_i32 s6, s6, s7
	s_mul_hi_u32 s6, s7, s6
	s_add_i32 s7, s7, s6
	s_mul_hi_u32 s6, s3, s7
	s_mul_i32 s7, s6, s5
	s_sub_i32 s3, s3, s7
	s_add_i32 s8, s6, 1
	s_sub_i32 s7, s3, s5
	s_cmp_ge_u32 s3, s5
	s_cselect_b32 s6, s8, s6
	s_cselect_b32 s3, s7, s3
	s_add_i32 s7, s6, 1
	s_cmp_ge_u32 s3, s5
	s_cselect_b32 s3, s7, s6
	s_xor_b32 s3, s3, s4
	s_sub_i32 s3, s3, s4
	s_mul_i32 s2, s3, s2
	s_sub_i32 s0, s0, s2
	s_add_i32 s6, s0, s1
	s_lshl_b32 s10, s3, 8
	s_lshl_b32 s12, s6, 7
	s_ashr_i32 s11, s10, 31
	s_mul_i32 s6, s12, s34
	v_cmp_lt_i64_e32 vcc, s[10:11], v[4:5]
	v_cmp_lt_i64_e64 s[0:1], s[10:11], v[6:7]
	v_cmp_lt_i64_e64 s[2:3], s[10:11], v[8:9]
	v_cmp_lt_i64_e64 s[4:5], s[10:11], v[10:11]
	s_ashr_i32 s13, s12, 31
	s_add_i32 s11, s6, s10
	s_cmp_gt_i32 s12, -1
	v_cmp_lt_i64_e64 s[6:7], s[12:13], v[0:1]
	v_cmp_lt_i64_e64 s[8:9], s[12:13], v[2:3]
	s_cselect_b64 s[12:13], -1, 0
	s_and_b64 s[6:7], s[12:13], s[6:7]
	s_and_b64 s[12:13], s[12:13], s[8:9]
	s_cmp_gt_i32 s10, -1
	s_cselect_b64 s[8:9], -1, 0
	v_add_lshl_u32 v15, s11, v12, 1
	v_add_lshl_u32 v17, s11, v14, 1
	v_add_lshl_u32 v19, s11, v16, 1
	v_add_lshl_u32 v21, s11, v18, 1
	v_add_lshl_u32 v23, s11, v20, 1
	v_add_lshl_u32 v25, s11, v22, 1
	v_add_lshl_u32 v27, s11, v24, 1
	v_add_lshl_u32 v29, s11, v26, 1
	v_add_lshl_u32 v31, s11, v28, 1
	v_add_lshl_u32 v33, s11, v30, 1
	v_add_lshl_u32 v35, s11, v32, 1
	v_add_lshl_u32 v37, s11, v34, 1
	v_add_lshl_u32 v39, s11, v36, 1
	v_add_lshl_u32 v41, s11, v38, 1
	v_add_lshl_u32 v43, s11, v40, 1
	v_add_lshl_u32 v46, s11, v42, 1
	s_and_b64 s[10:11], s[8:9], vcc
	s_and_b64 s[24:25], s[8:9], s[0:1]
	s_and_b64 s[26:27], s[8:9], s[2:3]
	s_and_b64 s[28:29], s[8:9], s[4:5]
	s_and_b64 vcc, s[6:7], s[10:11]
	s_addk_i32 s16, 0x84
	v_cndmask_b32_e32 v15, v13, v15, vcc
	s_and_b64 s[0:1], s[6:7], s[24:25]
	s_and_b64 s[2:3], s[6:7], s[26:27]
	s_and_b64 s[4:5], s[6:7], s[28:29]
	s_and_b64 s[6:7], s[12:13], s[10:11]
	s_and_b64 s[8:9], s[12:13], s[24:25]
	s_and_b64 s[10:11], s[12:13], s[26:27]
	s_and_b64 s[12:13], s[12:13], s[28:29]
	buffer_store_dwordx2 v[44:45], v15, s[20:23], 0 offen
	v_cndmask_b32_e32 v15, v13, v17, vcc
	s_cmp_ge_i32 s16, s33
	v_cndmask_b32_e64 v19, v13, v19, s[0:1]
	v_cndmask_b32_e64 v23, v13, v23, s[2:3]
	v_cndmask_b32_e64 v27, v13, v27, s[4:5]
	v_cndmask_b32_e64 v31, v13, v31, s[6:7]
	v_cndmask_b32_e64 v35, v13, v35, s[8:9]
	v_cndmask_b32_e64 v39, v13, v39, s[10:11]
	v_cndmask_b32_e64 v43, v13, v43, s[12:13]
	v_cndmask_b32_e64 v17, v13, v21, s[0:1]
	v_cndmask_b32_e64 v21, v13, v25, s[2:3]
	v_cndmask_b32_e64 v25, v13, v29, s[4:5]
	v_cndmask_b32_e64 v29, v13, v33, s[6:7]
	v_cndmask_b32_e64 v33, v13, v37, s[8:9]
	v_cndmask_b32_e64 v37, v13, v41, s[10:11]
	v_cndmask_b32_e64 v41, v13, v46, s[12:13]
	buffer_store_dwordx2 v[44:45], v15, s[20:23], 0 offen
	buffer_store_dwordx2 v[44:45], v19, s[20:23], 0 offen
	buffer_store_dwordx2 v[44:45], v17, s[20:23], 0 offen
	buffer_store_dwordx2 v[44:45], v23, s[20:23], 0 offen
	buffer_store_dwordx2 v[44:45], v21, s[20:23], 0 offen
	buffer_store_dwordx2 v[44:45], v27, s[20:23], 0 offen
	buffer_store_dwordx2 v[44:45], v25, s[20:23], 0 offen
	buffer_store_dwordx2 v[44:45], v31, s[20:23], 0 offen
	buffer_store_dwordx2 v[44:45], v29, s[20:23], 0 offen
	buffer_store_dwordx2 v[44:45], v35, s[20:23], 0 offen
	buffer_store_dwordx2 v[44:45], v33, s[20:23], 0 offen
	buffer_store_dwordx2 v[44:45], v39, s[20:23], 0 offen
	buffer_store_dwordx2 v[44:45], v37, s[20:23], 0 offen
	buffer_store_dwordx2 v[44:45], v43, s[20:23], 0 offen
	buffer_store_dwordx2 v[44:45], v41, s[20:23], 0 offen
	s_cbranch_scc0 .LBB0_19
.LBB0_18:                               ; %.loopexit
	s_endpgm
.Lfunc_end0:
	.size	matmul_tma_persistent_kernel, .Lfunc_end0-matmul_tma_persistent_kernel
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_tma_persistent_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 104
		.amdhsa_kernarg_size 56
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 256
		.amdhsa_next_free_sgpr 77
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
	.set .Lmatmul_tma_persistent_kernel.num_vgpr, 256
	.set .Lmatmul_tma_persistent_kernel.num_agpr, 0
	.set .Lmatmul_tma_persistent_kernel.numbered_sgpr, 77
	.set .Lmatmul_tma_persistent_kernel.num_named_barrier, 0
	.set .Lmatmul_tma_persistent_kernel.private_seg_size, 104
	.set .Lmatmul_tma_persistent_kernel.uses_vcc, 1
	.set .Lmatmul_tma_persistent_kernel.uses_flat_scratch, 0
	.set .Lmatmul_tma_persistent_kernel.has_dyn_sized_stack, 0
	.set .Lmatmul_tma_persistent_kernel.has_recursion, 0
	.set .Lmatmul_tma_persistent_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 13412
; TotalNumSgprs: 83
; NumVgprs: 256
; NumAgprs: 0
; TotalNumVgprs: 256
; ScratchSize: 104
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 10
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 83
; NumVGPRsForWavesPerEU: 256
; AccumOffset: 256
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
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
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .max_flat_workgroup_size: 512
    .name:           matmul_tma_persistent_kernel
    .private_segment_fixed_size: 104
    .sgpr_count:     83
    .sgpr_spill_count: 0
    .symbol:         matmul_tma_persistent_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     256
    .vgpr_spill_count: 28
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
