; gelu config 0 (BLOCK_SIZE=1024 num_warps=4 num_stages=1) on hip:gfx942, normalized
	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	gelu_kernel                     ; -- Begin function gelu_kernel
	.p2align	8
	.type	gelu_kernel,@function
gelu_kernel:                            ; @gelu_kernel
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.17:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.18:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_mov_b64 s[0:1], s[2:3]
	v_readfirstlane_b32 s2, v0
	s_and_b32 s2, s2, 0xc0
	s_lshl_b32 s3, s12, 10
	v_and_or_b32 v0, v0, 63, s2
	v_lshl_or_b32 v0, v0, 2, s3
	v_lshlrev_b32_e32 v1, 1, v0
	v_bfrev_b32_e32 v2, 1
	v_cmp_gt_i32_e32 vcc, s6, v0
	s_and_b32 s1, s1, 0xffff
	s_mov_b32 s3, 0x27000
	s_mov_b32 s2, 0x7ffffffe
	v_cndmask_b32_e32 v8, v2, v1, vcc
	buffer_load_dwordx2 v[6:7], v8, s[0:3], 0 offen
	s_mov_b32 s0, 0x3f3504f3
                                        ; implicit-def: $vgpr9
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v0, v6
	v_cvt_f32_f16_sdwa v1, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_pk_mul_f32 v[2:3], v[0:1], s[0:1] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_nlt_f32_e64 s[0:1], |v2|, 1.0
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_1
; %bb.1:
	s_mov_b32 s2, 0x378e98ab
	v_mov_b32_e32 v4, 0xb9c68948
	v_fma_f32 v4, |v2|, s2, v4
	s_mov_b32 s2, 0x3b7cd369
	v_fma_f32 v4, |v2|, v4, s2
	s_mov_b32 s2, 0xbcc618b2
	v_fma_f32 v4, |v2|, v4, s2
	s_mov_b32 s2, 0x3dda74e4
	v_fma_f32 v4, |v2|, v4, s2
	s_mov_b32 s2, 0x3f228afd
	v_fma_f32 v4, |v2|, v4, s2
	s_mov_b32 s2, 0x3e03c728
	v_fma_f32 v4, |v2|, v4, s2
	v_fma_f32 v4, |v2|, v4, |v2|
	s_mov_b32 s2, 0xbfb8aa3b
	v_mul_f32_e32 v5, 0xbfb8aa3b, v4
	v_fma_f32 v6, v4, s2, -v5
	v_rndne_f32_e32 v9, v5
	v_fmamk_f32 v6, v4, 0xb2a5705f, v6
	v_sub_f32_e32 v5, v5, v9
	v_add_f32_e32 v5, v5, v6
	v_exp_f32_e32 v5, v5
	v_cvt_i32_f32_e32 v6, v9
	s_mov_b32 s2, 0x42ce8ed0
	v_cmp_nlt_f32_e32 vcc, s2, v4
	s_mov_b32 s2, 0xc2b17218
	v_ldexp_f32 v5, v5, v6
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_mov_b32_e32 v6, 0x7f800000
	v_cmp_ngt_f32_e32 vcc, s2, v4
	s_nop 1
	v_cndmask_b32_e32 v4, v6, v5, vcc
	v_sub_f32_e32 v9, 1.0, v4
.LBB0_1:                                ; %Flow3
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.3:
	v_mul_f32_e32 v4, v2, v2
	v_mov_b32_e32 v5, 0x3ba10414
	v_fmac_f32_e32 v5, 0xba1345e1, v4
	v_fmaak_f32 v5, v4, v5, 0xbcdac9b8
	v_fmaak_f32 v5, v4, v5, 0x3de703be
	v_fmaak_f32 v5, v4, v5, 0xbec09330
	v_fmaak_f32 v4, v4, v5, 0x3e0375d0
	v_fma_f32 v9, |v2|, v4, |v2|
; %bb.4:                                ; %__ocml_erf_f32.exit
	s_or_b64 exec, exec, s[0:1]
	v_cmp_nlt_f32_e64 s[0:1], |v3|, 1.0
                                        ; implicit-def: $vgpr10
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_2
; %bb.5:
	s_mov_b32 s2, 0x378e98ab
	v_mov_b32_e32 v4, 0xb9c68948
	v_fma_f32 v4, |v3|, s2, v4
	s_mov_b32 s2, 0x3b7cd369
	v_fma_f32 v4, |v3|, v4, s2
	s_mov_b32 s2, 0xbcc618b2
	v_fma_f32 v4, |v3|, v4, s2
	s_mov_b32 s2, 0x3dda74e4
	v_fma_f32 v4, |v3|, v4, s2
	s_mov_b32 s2, 0x3f228afd
	v_fma_f32 v4, |v3|, v4, s2
	s_mov_b32 s2, 0x3e03c728
	v_fma_f32 v4, |v3|, v4, s2
	v_fma_f32 v4, |v3|, v4, |v3|
	s_mov_b32 s2, 0xbfb8aa3b
	v_mul_f32_e32 v5, 0xbfb8aa3b, v4
	v_fma_f32 v6, v4, s2, -v5
	v_rndne_f32_e32 v10, v5
	v_fmamk_f32 v6, v4, 0xb2a5705f, v6
	v_sub_f32_e32 v5, v5, v10
	v_add_f32_e32 v5, v5, v6
	v_exp_f32_e32 v5, v5
	v_cvt_i32_f32_e32 v6, v10
	s_mov_b32 s2, 0x42ce8ed0
	v_cmp_nlt_f32_e32 vcc, s2, v4
	s_mov_b32 s2, 0xc2b17218
	v_ldexp_f32 v5, v5, v6
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_mov_b32_e32 v6, 0x7f800000
	v_cmp_ngt_f32_e32 vcc, s2, v4
	s_nop 1
	v_cndmask_b32_e32 v4, v6, v5, vcc
	v_sub_f32_e32 v10, 1.0, v4
.LBB0_2:                                ; %Flow2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.7:
	v_mul_f32_e32 v4, v3, v3
	v_mov_b32_e32 v5, 0x3ba10414
	v_fmac_f32_e32 v5, 0xba1345e1, v4
	v_fmaak_f32 v5, v4, v5, 0xbcdac9b8
	v_fmaak_f32 v5, v4, v5, 0x3de703be
	v_fmaak_f32 v5, v4, v5, 0xbec09330
	v_fmaak_f32 v4, v4, v5, 0x3e0375d0
	v_fma_f32 v10, |v3|, v4, |v3|
; %bb.8:                                ; %__ocml_erf_f32.exit1
	s_or_b64 exec, exec, s[0:1]
	v_cvt_f32_f16_sdwa v5, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v4, v7
	s_mov_b32 s0, 0x3f3504f3
                                        ; implicit-def: $vgpr11
	v_pk_mul_f32 v[6:7], v[4:5], s[0:1] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_nlt_f32_e64 s[0:1], |v6|, 1.0
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_3
; %bb.9:
	s_mov_b32 s2, 0x378e98ab
	v_mov_b32_e32 v11, 0xb9c68948
	v_fma_f32 v11, |v6|, s2, v11
	s_mov_b32 s2, 0x3b7cd369
	v_fma_f32 v11, |v6|, v11, s2
	s_mov_b32 s2, 0xbcc618b2
	v_fma_f32 v11, |v6|, v11, s2
	s_mov_b32 s2, 0x3dda74e4
	v_fma_f32 v11, |v6|, v11, s2
	s_mov_b32 s2, 0x3f228afd
	v_fma_f32 v11, |v6|, v11, s2
	s_mov_b32 s2, 0x3e03c728
	v_fma_f32 v11, |v6|, v11, s2
	v_fma_f32 v11, |v6|, v11, |v6|
	s_mov_b32 s2, 0xbfb8aa3b
	v_mul_f32_e32 v12, 0xbfb8aa3b, v11
	v_fma_f32 v13, v11, s2, -v12
	v_rndne_f32_e32 v14, v12
	v_fmamk_f32 v13, v11, 0xb2a5705f, v13
	v_sub_f32_e32 v12, v12, v14
	v_add_f32_e32 v12, v12, v13
	v_exp_f32_e32 v12, v12
	v_cvt_i32_f32_e32 v13, v14
	s_mov_b32 s2, 0x42ce8ed0
	v_cmp_nlt_f32_e32 vcc, s2, v11
	s_mov_b32 s2, 0xc2b17218
	v_ldexp_f32 v12, v12, v13
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_mov_b32_e32 v13, 0x7f800000
	v_cmp_ngt_f32_e32 vcc, s2, v11
	s_nop 1
	v_cndmask_b32_e32 v11, v13, v12, vcc
	v_sub_f32_e32 v11, 1.0, v11
.LBB0_3:                               ; %Flow1
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.11:
	v_mul_f32_e32 v11, v6, v6
	v_mov_b32_e32 v12, 0x3ba10414
	v_fmac_f32_e32 v12, 0xba1345e1, v11
	v_fmaak_f32 v12, v11, v12, 0xbcdac9b8
	v_fmaak_f32 v12, v11, v12, 0x3de703be
	v_fmaak_f32 v12, v11, v12, 0xbec09330
	v_fmaak_f32 v11, v11, v12, 0x3e0375d0
	v_fma_f32 v11, |v6|, v11, |v6|
; %bb.12:                               ; %__ocml_erf_f32.exit2
	s_or_b64 exec, exec, s[0:1]
	v_cmp_nlt_f32_e64 s[0:1], |v7|, 1.0
                                        ; implicit-def: $vgpr12
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_4
; %bb.13:
	s_mov_b32 s2, 0x378e98ab
	v_mov_b32_e32 v12, 0xb9c68948
	v_fma_f32 v12, |v7|, s2, v12
	s_mov_b32 s2, 0x3b7cd369
	v_fma_f32 v12, |v7|, v12, s2
	s_mov_b32 s2, 0xbcc618b2
	v_fma_f32 v12, |v7|, v12, s2
	s_mov_b32 s2, 0x3dda74e4
	v_fma_f32 v12, |v7|, v12, s2
	s_mov_b32 s2, 0x3f228afd
	v_fma_f32 v12, |v7|, v12, s2
	s_mov_b32 s2, 0x3e03c728
	v_fma_f32 v12, |v7|, v12, s2
	v_fma_f32 v12, |v7|, v12, |v7|
	s_mov_b32 s2, 0xbfb8aa3b
	v_mul_f32_e32 v13, 0xbfb8aa3b, v12
	v_fma_f32 v14, v12, s2, -v13
	v_rndne_f32_e32 v15, v13
	v_fmamk_f32 v14, v12, 0xb2a5705f, v14
	v_sub_f32_e32 v13, v13, v15
	v_add_f32_e32 v13, v13, v14
	v_exp_f32_e32 v13, v13
	v_cvt_i32_f32_e32 v14, v15
	s_mov_b32 s2, 0x42ce8ed0
	v_cmp_nlt_f32_e32 vcc, s2, v12
	s_mov_b32 s2, 0xc2b17218
	v_ldexp_f32 v13, v13, v14
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_mov_b32_e32 v14, 0x7f800000
	v_cmp_ngt_f32_e32 vcc, s2, v12
	s_nop 1
	v_cndmask_b32_e32 v12, v14, v13, vcc
	v_sub_f32_e32 v12, 1.0, v12
.LBB0_4:                               ; %Flow
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.15:
	v_mul_f32_e32 v12, v7, v7
	v_mov_b32_e32 v13, 0x3ba10414
	v_fmac_f32_e32 v13, 0xba1345e1, v12
	v_fmaak_f32 v13, v12, v13, 0xbcdac9b8
	v_fmaak_f32 v13, v12, v13, 0x3de703be
	v_fmaak_f32 v13, v12, v13, 0xbec09330
	v_fmaak_f32 v12, v12, v13, 0x3e0375d0
	v_fma_f32 v12, |v7|, v12, |v7|
; %bb.16:                               ; %__ocml_erf_f32.exit3
	s_or_b64 exec, exec, s[0:1]
	s_brev_b32 s0, -2
	v_bfi_b32 v3, s0, v10, v3
	v_bfi_b32 v2, s0, v9, v2
	v_pk_mul_f32 v[0:1], v[0:1], 0.5 op_sel_hi:[1,0]
	v_pk_add_f32 v[2:3], v[2:3], 1.0 op_sel_hi:[1,0]
	v_bfi_b32 v7, s0, v12, v7
	v_bfi_b32 v6, s0, v11, v6
	v_pk_mul_f32 v[0:1], v[0:1], v[2:3]
	v_pk_mul_f32 v[4:5], v[4:5], 0.5 op_sel_hi:[1,0]
	v_cvt_f16_f32_e32 v2, v1
	v_cvt_f16_f32_e32 v3, v0
	v_pk_add_f32 v[0:1], v[6:7], 1.0 op_sel_hi:[1,0]
	s_and_b32 s5, s5, 0xffff
	v_pk_mul_f32 v[0:1], v[4:5], v[0:1]
	s_mov_b32 s7, 0x27000
	v_cvt_f16_f32_e32 v1, v1
	v_cvt_f16_f32_e32 v0, v0
	s_mov_b32 s6, 0x7ffffffe
	v_pack_b32_f16 v1, v0, v1
	v_pack_b32_f16 v0, v3, v2
	buffer_store_dwordx2 v[0:1], v8, s[4:7], 0 offen
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
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 13
		.amdhsa_accum_offset 16
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
	.set .Lgelu_kernel.num_vgpr, 16
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
; codeLenInByte = 1792
; TotalNumSgprs: 19
; NumVgprs: 16
; NumAgprs: 0
; TotalNumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 16
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
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
    .max_flat_workgroup_size: 256
    .name:           gelu_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         gelu_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
