; gelu config 1 (BLOCK_SIZE=4096 num_warps=8 num_stages=1) on hip:gfx942, normalized
	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	gelu_kernel                     ; -- Begin function gelu_kernel
	.p2align	8
	.type	gelu_kernel,@function
gelu_kernel:                            ; @gelu_kernel
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.33:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.34:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_mov_b64 s[0:1], s[2:3]
	v_readfirstlane_b32 s2, v0
	s_and_b32 s2, s2, 0x1c0
	s_lshl_b32 s3, s12, 12
	v_and_or_b32 v0, v0, 63, s2
	v_lshl_or_b32 v0, v0, 3, s3
	v_lshlrev_b32_e32 v1, 1, v0
	v_bfrev_b32_e32 v2, 1
	v_cmp_gt_i32_e32 vcc, s6, v0
	s_and_b32 s1, s1, 0xffff
	s_mov_b32 s3, 0x27000
	s_mov_b32 s2, 0x7ffffffe
	v_cndmask_b32_e32 v16, v2, v1, vcc
	buffer_load_dwordx4 v[0:3], v16, s[0:3], 0 offen
	s_mov_b32 s0, 0x3f3504f3
                                        ; implicit-def: $vgpr17
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v4, v0
	v_cvt_f32_f16_sdwa v5, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_pk_mul_f32 v[6:7], v[4:5], s[0:1] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_nlt_f32_e64 s[0:1], |v6|, 1.0
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_1
; %bb.1:
	s_mov_b32 s2, 0x378e98ab
	v_mov_b32_e32 v0, 0xb9c68948
	v_fma_f32 v0, |v6|, s2, v0
	s_mov_b32 s2, 0x3b7cd369
	v_fma_f32 v0, |v6|, v0, s2
	s_mov_b32 s2, 0xbcc618b2
	v_fma_f32 v0, |v6|, v0, s2
	s_mov_b32 s2, 0x3dda74e4
	v_fma_f32 v0, |v6|, v0, s2
	s_mov_b32 s2, 0x3f228afd
	v_fma_f32 v0, |v6|, v0, s2
	s_mov_b32 s2, 0x3e03c728
	v_fma_f32 v0, |v6|, v0, s2
	v_fma_f32 v0, |v6|, v0, |v6|
	s_mov_b32 s2, 0xbfb8aa3b
	v_mul_f32_e32 v8, 0xbfb8aa3b, v0
	v_fma_f32 v9, v0, s2, -v8
	v_rndne_f32_e32 v10, v8
	v_fmamk_f32 v9, v0, 0xb2a5705f, v9
	v_sub_f32_e32 v8, v8, v10
	v_add_f32_e32 v8, v8, v9
	v_exp_f32_e32 v8, v8
	v_cvt_i32_f32_e32 v9, v10
	s_mov_b32 s2, 0x42ce8ed0
	v_cmp_nlt_f32_e32 vcc, s2, v0
	s_mov_b32 s2, 0xc2b17218
	v_ldexp_f32 v8, v8, v9
	v_cndmask_b32_e32 v8, 0, v8, vcc
	v_mov_b32_e32 v9, 0x7f800000
	v_cmp_ngt_f32_e32 vcc, s2, v0
	s_nop 1
	v_cndmask_b32_e32 v0, v9, v8, vcc
	v_sub_f32_e32 v17, 1.0, v0
.LBB0_1:                                ; %Flow7
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.3:
	v_mul_f32_e32 v0, v6, v6
	v_mov_b32_e32 v8, 0x3ba10414
	v_fmac_f32_e32 v8, 0xba1345e1, v0
	v_fmaak_f32 v8, v0, v8, 0xbcdac9b8
	v_fmaak_f32 v8, v0, v8, 0x3de703be
	v_fmaak_f32 v8, v0, v8, 0xbec09330
	v_fmaak_f32 v0, v0, v8, 0x3e0375d0
	v_fma_f32 v17, |v6|, v0, |v6|
; %bb.4:                                ; %__ocml_erf_f32.exit
	s_or_b64 exec, exec, s[0:1]
	v_cmp_nlt_f32_e64 s[0:1], |v7|, 1.0
                                        ; implicit-def: $vgpr18
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_2
; %bb.5:
	s_mov_b32 s2, 0x378e98ab
	v_mov_b32_e32 v0, 0xb9c68948
	v_fma_f32 v0, |v7|, s2, v0
	s_mov_b32 s2, 0x3b7cd369
	v_fma_f32 v0, |v7|, v0, s2
	s_mov_b32 s2, 0xbcc618b2
	v_fma_f32 v0, |v7|, v0, s2
	s_mov_b32 s2, 0x3dda74e4
	v_fma_f32 v0, |v7|, v0, s2
	s_mov_b32 s2, 0x3f228afd
	v_fma_f32 v0, |v7|, v0, s2
	s_mov_b32 s2, 0x3e03c728
	v_fma_f32 v0, |v7|, v0, s2
	v_fma_f32 v0, |v7|, v0, |v7|
	s_mov_b32 s2, 0xbfb8aa3b
	v_mul_f32_e32 v8, 0xbfb8aa3b, v0
	v_fma_f32 v9, v0, s2, -v8
	v_rndne_f32_e32 v10, v8
	v_fmamk_f32 v9, v0, 0xb2a5705f, v9
	v_sub_f32_e32 v8, v8, v10
	v_add_f32_e32 v8, v8, v9
	v_exp_f32_e32 v8, v8
	v_cvt_i32_f32_e32 v9, v10
	s_mov_b32 s2, 0x42ce8ed0
	v_cmp_nlt_f32_e32 vcc, s2, v0
	s_mov_b32 s2, 0xc2b17218
	v_ldexp_f32 v8, v8, v9
	v_cndmask_b32_e32 v8, 0, v8, vcc
	v_mov_b32_e32 v9, 0x7f800000
	v_cmp_ngt_f32_e32 vcc, s2, v0
	s_nop 1
	v_cndmask_b32_e32 v0, v9, v8, vcc
	v_sub_f32_e32 v18, 1.0, v0
.LBB0_2:                                ; %Flow6
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.7:
	v_mul_f32_e32 v0, v7, v7
	v_mov_b32_e32 v8, 0x3ba10414
	v_fmac_f32_e32 v8, 0xba1345e1, v0
	v_fmaak_f32 v8, v0, v8, 0xbcdac9b8
	v_fmaak_f32 v8, v0, v8, 0x3de703be
	v_fmaak_f32 v8, v0, v8, 0xbec09330
	v_fmaak_f32 v0, v0, v8, 0x3e0375d0
	v_fma_f32 v18, |v7|, v0, |v7|
; %bb.8:                                ; %__ocml_erf_f32.exit1
	s_or_b64 exec, exec, s[0:1]
	v_cvt_f32_f16_sdwa v9, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v1
	s_mov_b32 s0, 0x3f3504f3
                                        ; implicit-def: $vgpr19
	v_pk_mul_f32 v[0:1], v[8:9], s[0:1] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_nlt_f32_e64 s[0:1], |v0|, 1.0
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_3
; %bb.9:
	s_mov_b32 s2, 0x378e98ab
	v_mov_b32_e32 v10, 0xb9c68948
	v_fma_f32 v10, |v0|, s2, v10
	s_mov_b32 s2, 0x3b7cd369
	v_fma_f32 v10, |v0|, v10, s2
	s_mov_b32 s2, 0xbcc618b2
	v_fma_f32 v10, |v0|, v10, s2
	s_mov_b32 s2, 0x3dda74e4
	v_fma_f32 v10, |v0|, v10, s2
	s_mov_b32 s2, 0x3f228afd
	v_fma_f32 v10, |v0|, v10, s2
	s_mov_b32 s2, 0x3e03c728
	v_fma_f32 v10, |v0|, v10, s2
	v_fma_f32 v10, |v0|, v10, |v0|
	s_mov_b32 s2, 0xbfb8aa3b
	v_mul_f32_e32 v11, 0xbfb8aa3b, v10
	v_fma_f32 v12, v10, s2, -v11
	v_rndne_f32_e32 v13, v11
	v_fmamk_f32 v12, v10, 0xb2a5705f, v12
	v_sub_f32_e32 v11, v11, v13
	v_add_f32_e32 v11, v11, v12
	v_exp_f32_e32 v11, v11
	v_cvt_i32_f32_e32 v12, v13
	s_mov_b32 s2, 0x42ce8ed0
	v_cmp_nlt_f32_e32 vcc, s2, v10
	s_mov_b32 s2, 0xc2b17218
	v_ldexp_f32 v11, v11, v12
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_mov_b32_e32 v12, 0x7f800000
	v_cmp_ngt_f32_e32 vcc, s2, v10
	s_nop 1
	v_cndmask_b32_e32 v10, v12, v11, vcc
	v_sub_f32_e32 v19, 1.0, v10
.LBB0_3:                               ; %Flow5
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.11:
	v_mul_f32_e32 v10, v0, v0
	v_mov_b32_e32 v11, 0x3ba10414
	v_fmac_f32_e32 v11, 0xba1345e1, v10
	v_fmaak_f32 v11, v10, v11, 0xbcdac9b8
	v_fmaak_f32 v11, v10, v11, 0x3de703be
	v_fmaak_f32 v11, v10, v11, 0xbec09330
	v_fmaak_f32 v10, v10, v11, 0x3e0375d0
	v_fma_f32 v19, |v0|, v10, |v0|
; %bb.12:                               ; %__ocml_erf_f32.exit2
	s_or_b64 exec, exec, s[0:1]
	v_cmp_nlt_f32_e64 s[0:1], |v1|, 1.0
                                        ; implicit-def: $vgpr20
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_4
; %bb.13:
	s_mov_b32 s2, 0x378e98ab
	v_mov_b32_e32 v10, 0xb9c68948
	v_fma_f32 v10, |v1|, s2, v10
	s_mov_b32 s2, 0x3b7cd369
	v_fma_f32 v10, |v1|, v10, s2
	s_mov_b32 s2, 0xbcc618b2
	v_fma_f32 v10, |v1|, v10, s2
	s_mov_b32 s2, 0x3dda74e4
	v_fma_f32 v10, |v1|, v10, s2
	s_mov_b32 s2, 0x3f228afd
	v_fma_f32 v10, |v1|, v10, s2
	s_mov_b32 s2, 0x3e03c728
	v_fma_f32 v10, |v1|, v10, s2
	v_fma_f32 v10, |v1|, v10, |v1|
	s_mov_b32 s2, 0xbfb8aa3b
	v_mul_f32_e32 v11, 0xbfb8aa3b, v10
	v_fma_f32 v12, v10, s2, -v11
	v_rndne_f32_e32 v13, v11
	v_fmamk_f32 v12, v10, 0xb2a5705f, v12
	v_sub_f32_e32 v11, v11, v13
	v_add_f32_e32 v11, v11, v12
	v_exp_f32_e32 v11, v11
	v_cvt_i32_f32_e32 v12, v13
	s_mov_b32 s2, 0x42ce8ed0
	v_cmp_nlt_f32_e32 vcc, s2, v10
	s_mov_b32 s2, 0xc2b17218
	v_ldexp_f32 v11, v11, v12
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_mov_b32_e32 v12, 0x7f800000
	v_cmp_ngt_f32_e32 vcc, s2, v10
	s_nop 1
	v_cndmask_b32_e32 v10, v12, v11, vcc
	v_sub_f32_e32 v20, 1.0, v10
.LBB0_4:                               ; %Flow4
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.15:
	v_mul_f32_e32 v10, v1, v1
	v_mov_b32_e32 v11, 0x3ba10414
	v_fmac_f32_e32 v11, 0xba1345e1, v10
	v_fmaak_f32 v11, v10, v11, 0xbcdac9b8
	v_fmaak_f32 v11, v10, v11, 0x3de703be
	v_fmaak_f32 v11, v10, v11, 0xbec09330
	v_fmaak_f32 v10, v10, v11, 0x3e0375d0
	v_fma_f32 v20, |v1|, v10, |v1|
; %bb.16:                               ; %__ocml_erf_f32.exit3
	s_or_b64 exec, exec, s[0:1]
	v_cvt_f32_f16_sdwa v11, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v10, v2
	s_mov_b32 s0, 0x3f3504f3
                                        ; implicit-def: $vgpr21
	v_pk_mul_f32 v[12:13], v[10:11], s[0:1] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_nlt_f32_e64 s[0:1], |v12|, 1.0
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_5
; %bb.17:
	s_mov_b32 s2, 0x378e98ab
	v_mov_b32_e32 v2, 0xb9c68948
	v_fma_f32 v2, |v12|, s2, v2
	s_mov_b32 s2, 0x3b7cd369
	v_fma_f32 v2, |v12|, v2, s2
	s_mov_b32 s2, 0xbcc618b2
	v_fma_f32 v2, |v12|, v2, s2
	s_mov_b32 s2, 0x3dda74e4
	v_fma_f32 v2, |v12|, v2, s2
	s_mov_b32 s2, 0x3f228afd
	v_fma_f32 v2, |v12|, v2, s2
	s_mov_b32 s2, 0x3e03c728
	v_fma_f32 v2, |v12|, v2, s2
	v_fma_f32 v2, |v12|, v2, |v12|
	s_mov_b32 s2, 0xbfb8aa3b
	v_mul_f32_e32 v14, 0xbfb8aa3b, v2
	v_fma_f32 v15, v2, s2, -v14
	v_rndne_f32_e32 v21, v14
	v_fmamk_f32 v15, v2, 0xb2a5705f, v15
	v_sub_f32_e32 v14, v14, v21
	v_add_f32_e32 v14, v14, v15
	v_exp_f32_e32 v14, v14
	v_cvt_i32_f32_e32 v15, v21
	s_mov_b32 s2, 0x42ce8ed0
	v_cmp_nlt_f32_e32 vcc, s2, v2
	s_mov_b32 s2, 0xc2b17218
	v_ldexp_f32 v14, v14, v15
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_mov_b32_e32 v15, 0x7f800000
	v_cmp_ngt_f32_e32 vcc, s2, v2
	s_nop 1
	v_cndmask_b32_e32 v2, v15, v14, vcc
	v_sub_f32_e32 v21, 1.0, v2
.LBB0_5:                               ; %Flow3
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.19:
	v_mul_f32_e32 v2, v12, v12
	v_mov_b32_e32 v14, 0x3ba10414
	v_fmac_f32_e32 v14, 0xba1345e1, v2
	v_fmaak_f32 v14, v2, v14, 0xbcdac9b8
	v_fmaak_f32 v14, v2, v14, 0x3de703be
	v_fmaak_f32 v14, v2, v14, 0xbec09330
	v_fmaak_f32 v2, v2, v14, 0x3e0375d0
	v_fma_f32 v21, |v12|, v2, |v12|
; %bb.20:                               ; %__ocml_erf_f32.exit4
	s_or_b64 exec, exec, s[0:1]
	v_cmp_nlt_f32_e64 s[0:1], |v13|, 1.0
                                        ; implicit-def: $vgpr22
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_6
; %bb.21:
	s_mov_b32 s2, 0x378e98ab
	v_mov_b32_e32 v2, 0xb9c68948
	v_fma_f32 v2, |v13|, s2, v2
	s_mov_b32 s2, 0x3b7cd369
	v_fma_f32 v2, |v13|, v2, s2
	s_mov_b32 s2, 0xbcc618b2
	v_fma_f32 v2, |v13|, v2, s2
	s_mov_b32 s2, 0x3dda74e4
	v_fma_f32 v2, |v13|, v2, s2
	s_mov_b32 s2, 0x3f228afd
	v_fma_f32 v2, |v13|, v2, s2
	s_mov_b32 s2, 0x3e03c728
	v_fma_f32 v2, |v13|, v2, s2
	v_fma_f32 v2, |v13|, v2, |v13|
	s_mov_b32 s2, 0xbfb8aa3b
	v_mul_f32_e32 v14, 0xbfb8aa3b, v2
	v_fma_f32 v15, v2, s2, -v14
	v_rndne_f32_e32 v22, v14
	v_fmamk_f32 v15, v2, 0xb2a5705f, v15
	v_sub_f32_e32 v14, v14, v22
	v_add_f32_e32 v14, v14, v15
	v_exp_f32_e32 v14, v14
	v_cvt_i32_f32_e32 v15, v22
	s_mov_b32 s2, 0x42ce8ed0
	v_cmp_nlt_f32_e32 vcc, s2, v2
	s_mov_b32 s2, 0xc2b17218
	v_ldexp_f32 v14, v14, v15
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_mov_b32_e32 v15, 0x7f800000
	v_cmp_ngt_f32_e32 vcc, s2, v2
	s_nop 1
	v_cndmask_b32_e32 v2, v15, v14, vcc
	v_sub_f32_e32 v22, 1.0, v2
.LBB0_6:                               ; %Flow2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.23:
	v_mul_f32_e32 v2, v13, v13
	v_mov_b32_e32 v14, 0x3ba10414
	v_fmac_f32_e32 v14, 0xba1345e1, v2
	v_fmaak_f32 v14, v2, v14, 0xbcdac9b8
	v_fmaak_f32 v14, v2, v14, 0x3de703be
	v_fmaak_f32 v14, v2, v14, 0xbec09330
	v_fmaak_f32 v2, v2, v14, 0x3e0375d0
	v_fma_f32 v22, |v13|, v2, |v13|
; %bb.24:                               ; %__ocml_erf_f32.exit5
	s_or_b64 exec, exec, s[0:1]
	v_cvt_f32_f16_sdwa v15, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v14, v3
	s_mov_b32 s0, 0x3f3504f3
                                        ; implicit-def: $vgpr23
	v_pk_mul_f32 v[2:3], v[14:15], s[0:1] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_nlt_f32_e64 s[0:1], |v2|, 1.0
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_7
; %bb.25:
	s_mov_b32 s2, 0x378e98ab
	v_mov_b32_e32 v23, 0xb9c68948
	v_fma_f32 v23, |v2|, s2, v23
	s_mov_b32 s2, 0x3b7cd369
	v_fma_f32 v23, |v2|, v23, s2
	s_mov_b32 s2, 0xbcc618b2
	v_fma_f32 v23, |v2|, v23, s2
	s_mov_b32 s2, 0x3dda74e4
	v_fma_f32 v23, |v2|, v23, s2
	s_mov_b32 s2, 0x3f228afd
	v_fma_f32 v23, |v2|, v23, s2
	s_mov_b32 s2, 0x3e03c728
	v_fma_f32 v23, |v2|, v23, s2
	v_fma_f32 v23, |v2|, v23, |v2|
	s_mov_b32 s2, 0xbfb8aa3b
	v_mul_f32_e32 v24, 0xbfb8aa3b, v23
	v_fma_f32 v25, v23, s2, -v24
	v_rndne_f32_e32 v26, v24
	v_fmamk_f32 v25, v23, 0xb2a5705f, v25
	v_sub_f32_e32 v24, v24, v26
	v_add_f32_e32 v24, v24, v25
	v_exp_f32_e32 v24, v24
	v_cvt_i32_f32_e32 v25, v26
	s_mov_b32 s2, 0x42ce8ed0
	v_cmp_nlt_f32_e32 vcc, s2, v23
	s_mov_b32 s2, 0xc2b17218
	v_ldexp_f32 v24, v24, v25
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_mov_b32_e32 v25, 0x7f800000
	v_cmp_ngt_f32_e32 vcc, s2, v23
	s_nop 1
	v_cndmask_b32_e32 v23, v25, v24, vcc
	v_sub_f32_e32 v23, 1.0, v23
.LBB0_7:                               ; %Flow1
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.27:
	v_mul_f32_e32 v23, v2, v2
	v_mov_b32_e32 v24, 0x3ba10414
	v_fmac_f32_e32 v24, 0xba1345e1, v23
	v_fmaak_f32 v24, v23, v24, 0xbcdac9b8
	v_fmaak_f32 v24, v23, v24, 0x3de703be
	v_fmaak_f32 v24, v23, v24, 0xbec09330
	v_fmaak_f32 v23, v23, v24, 0x3e0375d0
	v_fma_f32 v23, |v2|, v23, |v2|
; %bb.28:                               ; %__ocml_erf_f32.exit6
	s_or_b64 exec, exec, s[0:1]
	v_cmp_nlt_f32_e64 s[0:1], |v3|, 1.0
                                        ; implicit-def: $vgpr24
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_8
; %bb.29:
	s_mov_b32 s2, 0x378e98ab
	v_mov_b32_e32 v24, 0xb9c68948
	v_fma_f32 v24, |v3|, s2, v24
	s_mov_b32 s2, 0x3b7cd369
	v_fma_f32 v24, |v3|, v24, s2
	s_mov_b32 s2, 0xbcc618b2
	v_fma_f32 v24, |v3|, v24, s2
	s_mov_b32 s2, 0x3dda74e4
	v_fma_f32 v24, |v3|, v24, s2
	s_mov_b32 s2, 0x3f228afd
	v_fma_f32 v24, |v3|, v24, s2
	s_mov_b32 s2, 0x3e03c728
	v_fma_f32 v24, |v3|, v24, s2
	v_fma_f32 v24, |v3|, v24, |v3|
	s_mov_b32 s2, 0xbfb8aa3b
	v_mul_f32_e32 v25, 0xbfb8aa3b, v24
	v_fma_f32 v26, v24, s2, -v25
	v_rndne_f32_e32 v27, v25
	v_fmamk_f32 v26, v24, 0xb2a5705f, v26
	v_sub_f32_e32 v25, v25, v27
	v_add_f32_e32 v25, v25, v26
	v_exp_f32_e32 v25, v25
	v_cvt_i32_f32_e32 v26, v27
	s_mov_b32 s2, 0x42ce8ed0
	v_cmp_nlt_f32_e32 vcc, s2, v24
	s_mov_b32 s2, 0xc2b17218
	v_ldexp_f32 v25, v25, v26
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_mov_b32_e32 v26, 0x7f800000
	v_cmp_ngt_f32_e32 vcc, s2, v24
	s_nop 1
	v_cndmask_b32_e32 v24, v26, v25, vcc
	v_sub_f32_e32 v24, 1.0, v24
.LBB0_8:                               ; %Flow
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.31:
	v_mul_f32_e32 v24, v3, v3
	v_mov_b32_e32 v25, 0x3ba10414
	v_fmac_f32_e32 v25, 0xba1345e1, v24
	v_fmaak_f32 v25, v24, v25, 0xbcdac9b8
	v_fmaak_f32 v25, v24, v25, 0x3de703be
	v_fmaak_f32 v25, v24, v25, 0xbec09330
	v_fmaak_f32 v24, v24, v25, 0x3e0375d0
	v_fma_f32 v24, |v3|, v24, |v3|
; %bb.32:                               ; %__ocml_erf_f32.exit7
	s_or_b64 exec, exec, s[0:1]
	s_brev_b32 s0, -2
	v_bfi_b32 v1, s0, v20, v1
	v_bfi_b32 v0, s0, v19, v0
	v_bfi_b32 v7, s0, v18, v7
	v_bfi_b32 v6, s0, v17, v6
	v_pk_mul_f32 v[8:9], v[8:9], 0.5 op_sel_hi:[1,0]
	v_pk_add_f32 v[0:1], v[0:1], 1.0 op_sel_hi:[1,0]
	v_bfi_b32 v13, s0, v22, v13
	v_bfi_b32 v12, s0, v21, v12
	v_pk_mul_f32 v[4:5], v[4:5], 0.5 op_sel_hi:[1,0]
	v_pk_add_f32 v[6:7], v[6:7], 1.0 op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[8:9], v[0:1]
	v_pk_mul_f32 v[10:11], v[10:11], 0.5 op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[6:7]
	v_cvt_f16_f32_e32 v6, v1
	v_cvt_f16_f32_e32 v7, v0
	v_pk_add_f32 v[0:1], v[12:13], 1.0 op_sel_hi:[1,0]
	v_bfi_b32 v3, s0, v24, v3
	v_bfi_b32 v2, s0, v23, v2
	v_pk_mul_f32 v[0:1], v[10:11], v[0:1]
	v_pk_mul_f32 v[14:15], v[14:15], 0.5 op_sel_hi:[1,0]
	v_cvt_f16_f32_e32 v8, v1
	v_cvt_f16_f32_e32 v9, v0
	v_pk_add_f32 v[0:1], v[2:3], 1.0 op_sel_hi:[1,0]
	v_cvt_f16_f32_e32 v5, v5
	v_pk_mul_f32 v[0:1], v[14:15], v[0:1]
	v_cvt_f16_f32_e32 v4, v4
	v_cvt_f16_f32_e32 v1, v1
	v_cvt_f16_f32_e32 v0, v0
	s_and_b32 s5, s5, 0xffff
	s_mov_b32 s7, 0x27000
	s_mov_b32 s6, 0x7ffffffe
	v_pack_b32_f16 v3, v0, v1
	v_pack_b32_f16 v2, v9, v8
	v_pack_b32_f16 v1, v7, v6
	v_pack_b32_f16 v0, v4, v5
	buffer_store_dwordx4 v[0:3], v16, s[4:7], 0 offen
	s_endpgm
.Lfunc_end0:
	.size	gelu_kernel, .Lfunc_end0-gelu_kernel
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gelu_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 10
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 28
		.amdhsa_next_free_sgpr 13
		.amdhsa_accum_offset 28
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
	.set .Lgelu_kernel.num_vgpr, 28
	.set .Lgelu_kernel.num_agpr, 0
	.set .Lgelu_kernel.numbered_sgpr, 13
	.set .Lgelu_kernel.num_named_barrier, 0
	.set .Lgelu_kernel.private_seg_size, 0
	.set .Lgelu_kernel.uses_vcc, 1
	.set .Lgelu_kernel.uses_flat_scratch, 0
	.set .Lgelu_kernel.has_dyn_sized_stack, 0
	.set .Lgelu_kernel.has_recursion, 0
	.set .Lgelu_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3200
; TotalNumSgprs: 19
; NumVgprs: 28
; NumAgprs: 0
; TotalNumVgprs: 28
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 28
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
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
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 512
    .name:           gelu_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         gelu_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     28
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
