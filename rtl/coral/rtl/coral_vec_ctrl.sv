// coral_vec_ctrl: the scalar core's side of the vector unit — the ID-stage vector decoder with the
// legality checks, vset*, the scalar results, the vector CSRs and the state snapshot that travels
// with each command.
//
// The core (rv32_core, VEC_EN = 1) shows the word in ID; this module says whether it is a vector
// instruction, whether it is legal now (the vector model's rules: mstatus.VS, vill, the SEW the
// operand widths allow, EMUL 1/8..8, register-group alignment, the reserved overlaps, v0 as a
// destination of a masked instruction, vstart != 0 where it must be 0), its scalar operands and
// destination, and whether it must wait:
//   - vset*: executed here at issue, into an empty pipeline (like a CSR instruction: x[rs1] and
//     x[rs2] are then final in the register file); vl, vtype change at the edge; x[rd] = new vl.
//   - vmv.x.s, vcpop.m, vfirst.m: wait until the vector unit has been idle (queue empty, backend
//     idle, no vector instruction in X1) for VXFER_LATENCY cycles, then read the register file
//     here; x[rd] is the result.
//   - CSR instructions on vector CSRs wait until the unit is idle (vxsat, vstart are current);
//     so does MPAUSE (the core halts with the unit drained).
//   - loads and stores are synchronous (rv32_ex holds them in X1 until the unit finished): their
//     faults are precise and no scalar access can overtake or follow a pending vector access.
// Every vector instruction that issues (legal) is handed to the unit from X1 with the snapshot of
// vtype, vl, vstart and vxrm taken here at issue; vstart becomes 0 at issue (a memory fault sets
// it to the faulting element when the unit reports it).
//
// Instructions this RTL does not execute yet (see docs/coral/vector-rtl.md) are refused as illegal.
module coral_vec_ctrl (
  input  logic                               clk_i,          // clock
  input  logic                               rst_ni,         // core reset (asynchronous, active low)
  // ID stage of the core
  input  logic [31:0]                        id_insn_i,      // word in ID
  input  logic [31:0]                        id_a_i,         // x[rs1] from the register file
  input  logic [31:0]                        id_b_i,         // x[rs2] from the register file
  input  logic                               id_issue_i,     // the ID instruction issues
  input  logic [1:0]                         vs_i,           // mstatus.VS
  input  logic                               x1_vec_i,       // X1 holds a vector instruction
  output logic                               vec_o,          // ID word is a vector instruction
  output logic                               illegal_o,      //   illegal now
  output logic [4:0]                         rs1_o,          //   x source in rs1 (0: none)
  output logic [4:0]                         rs2_o,          //   x source in rs2 (0: none)
  output logic [4:0]                         rd_o,           //   x destination (0: none)
  output logic                               serial_o,       //   vset*: issue into an empty pipe
  output logic                               sync_o,         //   load/store: X1 waits for the unit
  output logic [31:0]                        result_o,       //   scalar result
  output logic                               wait_o,         // ID must wait (any instruction)
  // Vector CSRs (the CSR of the ID instruction, id_insn_i[31:20])
  output logic                               csr_hit_o,      // it is a vector CSR
  output logic                               csr_illegal_o,  //   the access is illegal
  output logic [31:0]                        csr_rdata_o,    //   its value
  input  logic                               csr_we_i,       //   written at the edge
  input  logic [31:0]                        csr_wdata_i,    //   value
  // Backend
  input  logic                               unit_idle_i,    // queue empty and backend idle
  input  logic                               fault_i,        // a load/store faulted: set vstart
  input  logic [coral_cfg_pkg::VSTART_BITS-1:0] fault_elem_i, //   the faulting element
  input  logic                               vxsat_set_i,    // a fixed-point result saturated
  input  logic                               trim_i,         // a fault-only-first load trimmed vl
  input  logic [coral_cfg_pkg::VSTART_BITS:0] trim_vl_i,     //   the new vl
  output logic [4:0]                         rf_vs2_o,       // register-file read: vs2 of ID
  input  logic [coral_cfg_pkg::VLEN-1:0]     rf_vs2_i,       //   its contents
  input  logic [coral_cfg_pkg::VLEN-1:0]     rf_v0_i,        // v0
  // Snapshot of the instruction issued last (taken with it from X1 into the queue)
  output logic [8:0]                         snap_vtype_o,   // {vill, vtype[7:0]}
  output logic [coral_cfg_pkg::VSTART_BITS:0] snap_vl_o,     // vl
  output logic [coral_cfg_pkg::VSTART_BITS-1:0] snap_vstart_o, // vstart
  // Architectural state (tests)
  output logic [coral_cfg_pkg::VSTART_BITS:0] vl_o,          // vl
  output logic [31:0]                        vtype_o,        // vtype CSR value
  output logic [coral_cfg_pkg::VSTART_BITS-1:0] vstart_o,    // vstart
  output logic [1:0]                         vxrm_o,         // vxrm
  output logic                               vxsat_o         // vxsat
);

  localparam int unsigned VLEN  = coral_cfg_pkg::VLEN;
  localparam int unsigned VLENB = coral_cfg_pkg::VLENB;
  localparam int unsigned SB    = coral_cfg_pkg::VSTART_BITS;   // log2(VLEN)
  localparam int unsigned VLW   = SB + 1;

  ////////////////////////
  // State              //
  ////////////////////////

  logic           vill_q;
  logic [7:0]     vtype_q;
  logic [VLW-1:0] vl_q;
  logic [VLW-1:0] vl_cur;        // vl, with a fault-only-first trim completing this cycle
  assign vl_cur = trim_i ? trim_vl_i : vl_q;
  logic [SB-1:0]  vstart_q;
  logic [1:0]     vxrm_q;
  logic           vxsat_q;

  ////////////////////////
  // Decode             //
  ////////////////////////

  coral_isa_pkg::insn_e id;
  coral_isa_pkg::vmem_e mem;
  logic is_v, is_vset, vtype_free, masked, impl;
  logic [4:0] f_rd, f_rs1, f_rs2;

  assign id      = coral_isa_pkg::decode(id_insn_i);
  assign is_v    = coral_isa_pkg::is_vector(id);
  assign is_vset = coral_isa_pkg::unit_of(id) == coral_isa_pkg::UNIT_VSET;
  assign mem     = coral_isa_pkg::v_mem(id);
  assign masked  = coral_isa_pkg::v_maskable(id) && !id_insn_i[25];
  assign f_rd    = id_insn_i[11:7];
  assign f_rs1   = id_insn_i[19:15];
  assign f_rs2   = id_insn_i[24:20];

  assign vtype_free = is_vset || (mem == coral_isa_pkg::VMEM_WHOLE) ||
                      (id == coral_isa_pkg::INSN_VMV1R_V) || (id == coral_isa_pkg::INSN_VMV2R_V) ||
                      (id == coral_isa_pkg::INSN_VMV4R_V) || (id == coral_isa_pkg::INSN_VMV8R_V);

  // What this RTL executes: vset*; unit-stride, strided, mask and whole-register loads and
  // stores without segments; the SEW-wide integer ALU operations, compares, carries, merge and
  // moves; multiplies and multiply-adds; vzext/vsext; vid.v; mask logic; vmv<nr>r.v; vmv.x.s, vmv.s.x,
  // vcpop.m, vfirst.m; reductions; widening add/sub/multiply/multiply-add; vnsrl/vnsra; fixed point;
  // vmsbf/vmsif/vmsof, viota.m; slides, gathers, vcompress; divide;
  // fault-only-first unit-stride loads; indexed and segment loads and stores (below: every
  // memory form).
  function automatic logic implemented(input coral_isa_pkg::insn_e i);
    unique case (i)
      coral_isa_pkg::INSN_VSETVLI, coral_isa_pkg::INSN_VSETIVLI, coral_isa_pkg::INSN_VSETVL,
      coral_isa_pkg::INSN_VLE8_V, coral_isa_pkg::INSN_VLE16_V, coral_isa_pkg::INSN_VLE32_V,
      coral_isa_pkg::INSN_VSE8_V, coral_isa_pkg::INSN_VSE16_V, coral_isa_pkg::INSN_VSE32_V,
      coral_isa_pkg::INSN_VLSE8_V, coral_isa_pkg::INSN_VLSE16_V, coral_isa_pkg::INSN_VLSE32_V,
      coral_isa_pkg::INSN_VSSE8_V, coral_isa_pkg::INSN_VSSE16_V, coral_isa_pkg::INSN_VSSE32_V,
      coral_isa_pkg::INSN_VLM_V, coral_isa_pkg::INSN_VSM_V,
      coral_isa_pkg::INSN_VL1RE8_V, coral_isa_pkg::INSN_VL1RE16_V, coral_isa_pkg::INSN_VL1RE32_V,
      coral_isa_pkg::INSN_VL2RE8_V, coral_isa_pkg::INSN_VL2RE16_V, coral_isa_pkg::INSN_VL2RE32_V,
      coral_isa_pkg::INSN_VL4RE8_V, coral_isa_pkg::INSN_VL4RE16_V, coral_isa_pkg::INSN_VL4RE32_V,
      coral_isa_pkg::INSN_VL8RE8_V, coral_isa_pkg::INSN_VL8RE16_V, coral_isa_pkg::INSN_VL8RE32_V,
      coral_isa_pkg::INSN_VS1R_V, coral_isa_pkg::INSN_VS2R_V, coral_isa_pkg::INSN_VS4R_V,
      coral_isa_pkg::INSN_VS8R_V,
      coral_isa_pkg::INSN_VADD_VV, coral_isa_pkg::INSN_VADD_VX, coral_isa_pkg::INSN_VADD_VI,
      coral_isa_pkg::INSN_VSUB_VV, coral_isa_pkg::INSN_VSUB_VX, coral_isa_pkg::INSN_VRSUB_VX,
      coral_isa_pkg::INSN_VRSUB_VI,
      coral_isa_pkg::INSN_VADC_VVM, coral_isa_pkg::INSN_VADC_VXM, coral_isa_pkg::INSN_VADC_VIM,
      coral_isa_pkg::INSN_VSBC_VVM, coral_isa_pkg::INSN_VSBC_VXM,
      coral_isa_pkg::INSN_VMADC_VVM, coral_isa_pkg::INSN_VMADC_VXM, coral_isa_pkg::INSN_VMADC_VIM,
      coral_isa_pkg::INSN_VMADC_VV, coral_isa_pkg::INSN_VMADC_VX, coral_isa_pkg::INSN_VMADC_VI,
      coral_isa_pkg::INSN_VMSBC_VVM, coral_isa_pkg::INSN_VMSBC_VXM, coral_isa_pkg::INSN_VMSBC_VV,
      coral_isa_pkg::INSN_VMSBC_VX,
      coral_isa_pkg::INSN_VAND_VV, coral_isa_pkg::INSN_VAND_VX, coral_isa_pkg::INSN_VAND_VI,
      coral_isa_pkg::INSN_VOR_VV, coral_isa_pkg::INSN_VOR_VX, coral_isa_pkg::INSN_VOR_VI,
      coral_isa_pkg::INSN_VXOR_VV, coral_isa_pkg::INSN_VXOR_VX, coral_isa_pkg::INSN_VXOR_VI,
      coral_isa_pkg::INSN_VSLL_VV, coral_isa_pkg::INSN_VSLL_VX, coral_isa_pkg::INSN_VSLL_VI,
      coral_isa_pkg::INSN_VSRL_VV, coral_isa_pkg::INSN_VSRL_VX, coral_isa_pkg::INSN_VSRL_VI,
      coral_isa_pkg::INSN_VSRA_VV, coral_isa_pkg::INSN_VSRA_VX, coral_isa_pkg::INSN_VSRA_VI,
      coral_isa_pkg::INSN_VMSEQ_VV, coral_isa_pkg::INSN_VMSEQ_VX, coral_isa_pkg::INSN_VMSEQ_VI,
      coral_isa_pkg::INSN_VMSNE_VV, coral_isa_pkg::INSN_VMSNE_VX, coral_isa_pkg::INSN_VMSNE_VI,
      coral_isa_pkg::INSN_VMSLTU_VV, coral_isa_pkg::INSN_VMSLTU_VX, coral_isa_pkg::INSN_VMSLT_VV,
      coral_isa_pkg::INSN_VMSLT_VX, coral_isa_pkg::INSN_VMSLEU_VV, coral_isa_pkg::INSN_VMSLEU_VX,
      coral_isa_pkg::INSN_VMSLEU_VI, coral_isa_pkg::INSN_VMSLE_VV, coral_isa_pkg::INSN_VMSLE_VX,
      coral_isa_pkg::INSN_VMSLE_VI, coral_isa_pkg::INSN_VMSGTU_VX, coral_isa_pkg::INSN_VMSGTU_VI,
      coral_isa_pkg::INSN_VMSGT_VX, coral_isa_pkg::INSN_VMSGT_VI,
      coral_isa_pkg::INSN_VMINU_VV, coral_isa_pkg::INSN_VMINU_VX, coral_isa_pkg::INSN_VMIN_VV,
      coral_isa_pkg::INSN_VMIN_VX, coral_isa_pkg::INSN_VMAXU_VV, coral_isa_pkg::INSN_VMAXU_VX,
      coral_isa_pkg::INSN_VMAX_VV, coral_isa_pkg::INSN_VMAX_VX,
      coral_isa_pkg::INSN_VMERGE_VVM, coral_isa_pkg::INSN_VMERGE_VXM, coral_isa_pkg::INSN_VMERGE_VIM,
      coral_isa_pkg::INSN_VMV_V_V, coral_isa_pkg::INSN_VMV_V_X, coral_isa_pkg::INSN_VMV_V_I,
      coral_isa_pkg::INSN_VMV_X_S, coral_isa_pkg::INSN_VMV_S_X, coral_isa_pkg::INSN_VCPOP_M,
      coral_isa_pkg::INSN_VFIRST_M,
      coral_isa_pkg::INSN_VMUL_VV, coral_isa_pkg::INSN_VMUL_VX, coral_isa_pkg::INSN_VMULH_VV,
      coral_isa_pkg::INSN_VMULH_VX, coral_isa_pkg::INSN_VMULHU_VV, coral_isa_pkg::INSN_VMULHU_VX,
      coral_isa_pkg::INSN_VMULHSU_VV, coral_isa_pkg::INSN_VMULHSU_VX,
      coral_isa_pkg::INSN_VMACC_VV, coral_isa_pkg::INSN_VMACC_VX, coral_isa_pkg::INSN_VNMSAC_VV,
      coral_isa_pkg::INSN_VNMSAC_VX, coral_isa_pkg::INSN_VMADD_VV, coral_isa_pkg::INSN_VMADD_VX,
      coral_isa_pkg::INSN_VNMSUB_VV, coral_isa_pkg::INSN_VNMSUB_VX,
      coral_isa_pkg::INSN_VID_V,
      coral_isa_pkg::INSN_VZEXT_VF2, coral_isa_pkg::INSN_VZEXT_VF4, coral_isa_pkg::INSN_VSEXT_VF2,
      coral_isa_pkg::INSN_VSEXT_VF4,
      coral_isa_pkg::INSN_VMV1R_V, coral_isa_pkg::INSN_VMV2R_V, coral_isa_pkg::INSN_VMV4R_V,
      coral_isa_pkg::INSN_VMV8R_V,
      coral_isa_pkg::INSN_VMANDN_MM, coral_isa_pkg::INSN_VMAND_MM, coral_isa_pkg::INSN_VMOR_MM,
      coral_isa_pkg::INSN_VMXOR_MM, coral_isa_pkg::INSN_VMORN_MM, coral_isa_pkg::INSN_VMNAND_MM,
      coral_isa_pkg::INSN_VMNOR_MM, coral_isa_pkg::INSN_VMXNOR_MM,
      coral_isa_pkg::INSN_VREDSUM_VS, coral_isa_pkg::INSN_VREDAND_VS, coral_isa_pkg::INSN_VREDOR_VS,
      coral_isa_pkg::INSN_VREDXOR_VS, coral_isa_pkg::INSN_VREDMINU_VS, coral_isa_pkg::INSN_VREDMIN_VS,
      coral_isa_pkg::INSN_VREDMAXU_VS, coral_isa_pkg::INSN_VREDMAX_VS,
      coral_isa_pkg::INSN_VWREDSUMU_VS, coral_isa_pkg::INSN_VWREDSUM_VS,
      coral_isa_pkg::INSN_VWADDU_VV, coral_isa_pkg::INSN_VWADDU_VX, coral_isa_pkg::INSN_VWADD_VV,
      coral_isa_pkg::INSN_VWADD_VX, coral_isa_pkg::INSN_VWSUBU_VV, coral_isa_pkg::INSN_VWSUBU_VX,
      coral_isa_pkg::INSN_VWSUB_VV, coral_isa_pkg::INSN_VWSUB_VX, coral_isa_pkg::INSN_VWADDU_WV,
      coral_isa_pkg::INSN_VWADDU_WX, coral_isa_pkg::INSN_VWADD_WV, coral_isa_pkg::INSN_VWADD_WX,
      coral_isa_pkg::INSN_VWSUBU_WV, coral_isa_pkg::INSN_VWSUBU_WX, coral_isa_pkg::INSN_VWSUB_WV,
      coral_isa_pkg::INSN_VWSUB_WX,
      coral_isa_pkg::INSN_VWMULU_VV, coral_isa_pkg::INSN_VWMULU_VX, coral_isa_pkg::INSN_VWMULSU_VV,
      coral_isa_pkg::INSN_VWMULSU_VX, coral_isa_pkg::INSN_VWMUL_VV, coral_isa_pkg::INSN_VWMUL_VX,
      coral_isa_pkg::INSN_VWMACCU_VV, coral_isa_pkg::INSN_VWMACCU_VX, coral_isa_pkg::INSN_VWMACC_VV,
      coral_isa_pkg::INSN_VWMACC_VX, coral_isa_pkg::INSN_VWMACCSU_VV, coral_isa_pkg::INSN_VWMACCSU_VX,
      coral_isa_pkg::INSN_VWMACCUS_VX,
      coral_isa_pkg::INSN_VNSRL_WV, coral_isa_pkg::INSN_VNSRL_WX, coral_isa_pkg::INSN_VNSRL_WI,
      coral_isa_pkg::INSN_VNSRA_WV, coral_isa_pkg::INSN_VNSRA_WX, coral_isa_pkg::INSN_VNSRA_WI,
      coral_isa_pkg::INSN_VSADDU_VV, coral_isa_pkg::INSN_VSADDU_VX, coral_isa_pkg::INSN_VSADDU_VI,
      coral_isa_pkg::INSN_VSADD_VV, coral_isa_pkg::INSN_VSADD_VX, coral_isa_pkg::INSN_VSADD_VI,
      coral_isa_pkg::INSN_VSSUBU_VV, coral_isa_pkg::INSN_VSSUBU_VX, coral_isa_pkg::INSN_VSSUB_VV,
      coral_isa_pkg::INSN_VSSUB_VX, coral_isa_pkg::INSN_VAADDU_VV, coral_isa_pkg::INSN_VAADDU_VX,
      coral_isa_pkg::INSN_VAADD_VV, coral_isa_pkg::INSN_VAADD_VX, coral_isa_pkg::INSN_VASUBU_VV,
      coral_isa_pkg::INSN_VASUBU_VX, coral_isa_pkg::INSN_VASUB_VV, coral_isa_pkg::INSN_VASUB_VX,
      coral_isa_pkg::INSN_VSMUL_VV, coral_isa_pkg::INSN_VSMUL_VX,
      coral_isa_pkg::INSN_VSSRL_VV, coral_isa_pkg::INSN_VSSRL_VX, coral_isa_pkg::INSN_VSSRL_VI,
      coral_isa_pkg::INSN_VSSRA_VV, coral_isa_pkg::INSN_VSSRA_VX, coral_isa_pkg::INSN_VSSRA_VI,
      coral_isa_pkg::INSN_VNCLIPU_WV, coral_isa_pkg::INSN_VNCLIPU_WX, coral_isa_pkg::INSN_VNCLIPU_WI,
      coral_isa_pkg::INSN_VNCLIP_WV, coral_isa_pkg::INSN_VNCLIP_WX, coral_isa_pkg::INSN_VNCLIP_WI,
      coral_isa_pkg::INSN_VMSBF_M, coral_isa_pkg::INSN_VMSIF_M, coral_isa_pkg::INSN_VMSOF_M,
      coral_isa_pkg::INSN_VIOTA_M,
      coral_isa_pkg::INSN_VSLIDEUP_VX, coral_isa_pkg::INSN_VSLIDEUP_VI, coral_isa_pkg::INSN_VSLIDEDOWN_VX,
      coral_isa_pkg::INSN_VSLIDEDOWN_VI, coral_isa_pkg::INSN_VSLIDE1UP_VX,
      coral_isa_pkg::INSN_VSLIDE1DOWN_VX, coral_isa_pkg::INSN_VRGATHER_VV, coral_isa_pkg::INSN_VRGATHER_VX,
      coral_isa_pkg::INSN_VRGATHER_VI, coral_isa_pkg::INSN_VRGATHEREI16_VV,
      coral_isa_pkg::INSN_VCOMPRESS_VM,
      coral_isa_pkg::INSN_VDIVU_VV, coral_isa_pkg::INSN_VDIVU_VX, coral_isa_pkg::INSN_VDIV_VV,
      coral_isa_pkg::INSN_VDIV_VX, coral_isa_pkg::INSN_VREMU_VV, coral_isa_pkg::INSN_VREMU_VX,
      coral_isa_pkg::INSN_VREM_VV, coral_isa_pkg::INSN_VREM_VX,
      coral_isa_pkg::INSN_VLE8FF_V, coral_isa_pkg::INSN_VLE16FF_V, coral_isa_pkg::INSN_VLE32FF_V:
        implemented = 1'b1;
      default: implemented = 1'b0;
    endcase
  endfunction

  ////////////////////////
  // Legality           //
  ////////////////////////

  logic [1:0]         sew_lg;      // log2(SEW/8)
  logic signed [4:0]  lmul_lg;     // log2(LMUL), -3..3
  assign sew_lg  = vtype_q[4:3];
  assign lmul_lg = vtype_q[2] ? $signed({2'b11, vtype_q[2:0]}) : $signed({2'b00, vtype_q[2:0]});

  // log2 of a memory EEW in bytes (8/16/32 bits).
  function automatic logic [1:0] lg_bytes(input logic [5:0] bits);
    unique case (bits)
      6'd16:   lg_bytes = 2'd1;
      6'd32:   lg_bytes = 2'd2;
      default: lg_bytes = 2'd0;
    endcase
  endfunction

  // log2 of a register count 1, 2, 4, 8 (the nf of whole-register accesses).
  function automatic logic [2:0] lg_nf(input logic [3:0] nf);
    unique case (nf)
      4'd2:    lg_nf = 3'd1;
      4'd4:    lg_nf = 3'd2;
      4'd8:    lg_nf = 3'd3;
      default: lg_nf = 3'd0;
    endcase
  endfunction

  // An operand group: used, element width (bits, 1 for a mask), log2 EMUL, registers, and
  // whether it breaks the EMUL range or the alignment rule. Packed into one vector:
  // {bad[0], used[0], eew[6:0], emul[4:0] (signed), nregs[3:0]}.
  localparam int unsigned GW = 18;
  function automatic logic [GW-1:0] group(input logic [3:0] rule, input logic [4:0] r,
                                          input logic [1:0] slg, input logic signed [4:0] llg,
                                          input logic vill, input logic [5:0] mem_eew,
                                          input logic is_mem, input logic [3:0] nf);
    logic              used, single, bad;
    logic [6:0]        eew;
    logic signed [4:0] emul;
    logic [3:0]        nregs;
    logic [6:0]        sew;
    sew    = 7'd8 << slg;
    used   = 1'b1;
    single = 1'b0;
    eew    = sew;
    emul   = llg;
    unique case (rule)
      coral_isa_pkg::VEEW_SEW:        begin eew = sew;       emul = llg; end
      coral_isa_pkg::VEEW_WIDE:       begin eew = sew << 1;  emul = llg + 5'sd1; end
      coral_isa_pkg::VEEW_HALF:       begin eew = sew >> 1;  emul = llg - 5'sd1; end
      coral_isa_pkg::VEEW_QUARTER:    begin eew = sew >> 2;  emul = llg - 5'sd2; end
      coral_isa_pkg::VEEW_MASK:       begin eew = 7'd1;      single = 1'b1; end
      coral_isa_pkg::VEEW_ELEM0:      begin eew = sew;       single = 1'b1; end
      coral_isa_pkg::VEEW_ELEM0_WIDE: begin eew = sew << 1;  single = 1'b1; end
      coral_isa_pkg::VEEW_MASKMEM:    begin eew = 7'd8;      single = 1'b1; end
      coral_isa_pkg::VEEW_MEM: begin
        eew  = {1'b0, mem_eew};
        emul = $signed({3'd0, lg_bytes(mem_eew)}) - $signed({3'd0, slg}) + llg;
      end
      coral_isa_pkg::VEEW_E16: begin
        eew  = 7'd16;
        emul = 5'sd1 - $signed({3'd0, slg}) + llg;
      end
      coral_isa_pkg::VEEW_WHOLE: begin
        eew  = is_mem ? {1'b0, mem_eew} : (vill ? 7'd8 : sew);
        emul = $signed({2'd0, lg_nf(nf)});
      end
      default: used = 1'b0;
    endcase
    bad = 1'b0;
    if (single) begin
      emul  = 5'sd0;
      nregs = 4'd1;
    end else begin
      nregs = (emul > 5'sd0) ? (4'd1 << emul[1:0]) : 4'd1;
      if ((emul < -5'sd3) || (emul > 5'sd3)) bad = 1'b1;
      else if ((r & (5'(nregs) - 5'd1)) != 5'd0) bad = 1'b1;
    end
    group = {bad && used, used, eew, emul, nregs};
  endfunction

  logic [GW-1:0] g_vd, g_vs1, g_vs2, g_vs3;
  logic [5:0]    mem_eew;
  logic [3:0]    nf;
  logic          is_mem, is_store;
  assign mem_eew  = coral_isa_pkg::v_mem_eew(id);
  assign nf       = coral_isa_pkg::v_nf(id);
  assign is_mem   = mem != coral_isa_pkg::VMEM_NONE;
  assign is_store = coral_isa_pkg::v_store(id);

  assign g_vd  = group(4'(coral_isa_pkg::v_vd_eew(id)),  f_rd,  sew_lg, lmul_lg, vill_q, mem_eew, is_mem, nf);
  assign g_vs1 = group(4'(coral_isa_pkg::v_vs1_eew(id)), f_rs1, sew_lg, lmul_lg, vill_q, mem_eew, is_mem, nf);
  assign g_vs2 = group(4'(coral_isa_pkg::v_vs2_eew(id)), f_rs2, sew_lg, lmul_lg, vill_q, mem_eew, is_mem, nf);
  assign g_vs3 = group(4'(coral_isa_pkg::v_vs3_eew(id)), f_rd,  sew_lg, lmul_lg, vill_q, mem_eew, is_mem, nf);

  // Fields of a packed group.
  function automatic logic g_bad(input logic [GW-1:0] g);   g_bad = g[17];  endfunction
  function automatic logic g_used(input logic [GW-1:0] g);  g_used = g[16]; endfunction
  function automatic logic [6:0] g_eew(input logic [GW-1:0] g); g_eew = g[15:9]; endfunction
  function automatic logic signed [4:0] g_emul(input logic [GW-1:0] g); g_emul = $signed(g[8:4]); endfunction
  function automatic logic [3:0] g_nregs(input logic [GW-1:0] g); g_nregs = g[3:0]; endfunction

  // Register ranges [a, a+na) and [b, b+nb) overlap.
  function automatic logic overlap(input logic [4:0] a, input logic [6:0] na, input logic [4:0] b,
                                   input logic [3:0] nb);
    overlap = ({2'b0, a} < {2'b0, b} + {3'b0, nb}) && ({2'b0, b} < {2'b0, a} + na);
  endfunction

  logic       segments, dest_scalar, slide_up, indexed, mask_dest;
  logic [6:0] dspan, seg_regs;
  logic [1:0] no_ovl;
  assign segments    = (nf > 4'd1) && (mem != coral_isa_pkg::VMEM_WHOLE) && is_mem;
  assign indexed     = (mem == coral_isa_pkg::VMEM_INDEXED_ORDERED) ||
                       (mem == coral_isa_pkg::VMEM_INDEXED_UNORDERED);
  // Every load and store form: indexed (vluxei*, vloxei*, vsuxei*, vsoxei*) and the segment
  // forms (vlseg*, vsseg*, vlsseg*, vssseg*, the indexed segments, vlseg*ff) besides the above.
  assign impl = implemented(id) || is_mem;
  assign seg_regs    = 7'(nf) * (is_store ? 7'(g_nregs(g_vs3)) : 7'(g_nregs(g_vd)));
  assign dspan       = segments ? seg_regs : 7'(g_nregs(g_vd));
  assign dest_scalar = (coral_isa_pkg::v_vd_eew(id) == coral_isa_pkg::VEEW_ELEM0) ||
                       (coral_isa_pkg::v_vd_eew(id) == coral_isa_pkg::VEEW_ELEM0_WIDE);
  assign slide_up    = (id == coral_isa_pkg::INSN_VSLIDEUP_VX) || (id == coral_isa_pkg::INSN_VSLIDEUP_VI) ||
                       (id == coral_isa_pkg::INSN_VSLIDE1UP_VX);
  assign no_ovl      = coral_isa_pkg::v_no_overlap(id);
  assign mask_dest   = (coral_isa_pkg::v_vd_eew(id) == coral_isa_pkg::VEEW_MASK) && !no_ovl[1];

  // vd against one source (bit 0: vs1, 1: vs2): 1 when the overlap is reserved.
  function automatic logic bad_overlap(input logic [GW-1:0] d, input logic [4:0] dreg,
                                       input logic [6:0] span, input logic [GW-1:0] s,
                                       input logic [4:0] sreg, input logic is_vs2,
                                       input logic forbid, input logic seg_idx,
                                       input logic scalar_dest);
    bad_overlap = 1'b0;
    if (g_used(s) && overlap(dreg, span, sreg, g_nregs(s))) begin
      if (forbid || (is_vs2 && seg_idx)) begin
        bad_overlap = 1'b1;
      end else if (!scalar_dest && (g_eew(d) != g_eew(s))) begin
        if (g_eew(d) < g_eew(s)) bad_overlap = dreg != sreg;
        else bad_overlap = !((g_emul(s) >= 5'sd0) &&
                             ({2'b0, sreg} + {3'b0, g_nregs(s)} == {2'b0, dreg} + span));
      end
    end
  endfunction

  logic bad_groups, bad_seg, bad_ovl, bad_v0, illegal;
  assign bad_groups = g_bad(g_vd) || g_bad(g_vs1) || g_bad(g_vs2) || g_bad(g_vs3);
  assign bad_seg    = segments && ((seg_regs > 7'd8) ||
                                   ({2'b0, f_rd} + seg_regs > 7'd32));
  assign bad_ovl    = !is_store && g_used(g_vd) &&
                      (bad_overlap(g_vd, f_rd, dspan, g_vs1, f_rs1, 1'b0, no_ovl[0], 1'b0, dest_scalar) ||
                       bad_overlap(g_vd, f_rd, dspan, g_vs2, f_rs2, 1'b1, no_ovl[1] || slide_up,
                                   segments && indexed, dest_scalar));
  assign bad_v0     = !is_store && g_used(g_vd) && (f_rd == 5'd0) &&
                      ((masked && !mask_dest && !dest_scalar) ||
                       (coral_isa_pkg::v_v0_read(id) && !mask_dest));

  logic [2:0] sew_ok;
  assign sew_ok = coral_isa_pkg::v_sew_ok(id);

  always_comb begin
    illegal = 1'b0;
    if (vs_i == 2'd0) illegal = 1'b1;
    else if (is_vset) illegal = 1'b0;
    else if (!impl) illegal = 1'b1;
    else if (!vtype_free && vill_q) illegal = 1'b1;
    else if (!vtype_free && !sew_ok[sew_lg]) illegal = 1'b1;
    else if (coral_isa_pkg::v_vstart_zero(id) && (vstart_q != '0)) illegal = 1'b1;
    else if (bad_groups || bad_seg || bad_ovl || bad_v0) illegal = 1'b1;
  end

  ////////////////////////
  // vset*              //
  ////////////////////////

  logic [31:0]    vs_bits, avl;
  logic           n_vill;
  logic [2:0]     n_vlmul, n_vsew;
  logic [VLW-1:0] n_vlmax, n_vl;
  always_comb begin
    unique case (id)
      coral_isa_pkg::INSN_VSETIVLI: begin
        vs_bits = {22'd0, id_insn_i[29:20]};
        avl     = {27'd0, f_rs1};
      end
      coral_isa_pkg::INSN_VSETVLI: begin
        vs_bits = {21'd0, id_insn_i[30:20]};
        avl     = (f_rs1 != 5'd0) ? id_a_i : (f_rd != 5'd0) ? 32'hFFFF_FFFF : 32'(vl_cur);
      end
      default: begin
        vs_bits = id_b_i;
        avl     = (f_rs1 != 5'd0) ? id_a_i : (f_rd != 5'd0) ? 32'hFFFF_FFFF : 32'(vl_cur);
      end
    endcase
    n_vlmul = vs_bits[2:0];
    n_vsew  = vs_bits[5:3];
    // Reserved bits, vlmul 100, SEW > 32, or a fractional LMUL with SEW > LMUL * ELEN.
    n_vill  = (vs_bits[31:8] != 24'd0) || (n_vlmul == 3'd4) || (n_vsew > 3'd2) ||
              (n_vlmul == 3'd5) ||                              // mf8: never (ELEN 32)
              ((n_vlmul == 3'd6) && (n_vsew > 3'd0)) ||         // mf4: SEW <= 8
              ((n_vlmul == 3'd7) && (n_vsew > 3'd1));           // mf2: SEW <= 16
    // VLMAX = VLEN / SEW * LMUL
    if (n_vlmul[2]) n_vlmax = VLW'((32'(VLEN) >> (32'(n_vsew[1:0]) + 32'd3)) >> (32'd4 - 32'(n_vlmul[1:0])));
    else            n_vlmax = VLW'((32'(VLEN) >> (32'(n_vsew[1:0]) + 32'd3)) << n_vlmul[1:0]);
    n_vl = (avl < 32'(n_vlmax)) ? avl[VLW-1:0] : n_vlmax;
    if (n_vill) n_vl = '0;
  end

  ////////////////////////
  // Scalar results     //
  ////////////////////////

  logic [31:0] mv_x, cpop, first;
  logic        found;
  always_comb begin
    unique case (sew_lg)
      2'd0:    mv_x = {{24{rf_vs2_i[7]}}, rf_vs2_i[7:0]};
      2'd1:    mv_x = {{16{rf_vs2_i[15]}}, rf_vs2_i[15:0]};
      default: mv_x = rf_vs2_i[31:0];
    endcase
  end
  // vcpop.m / vfirst.m over the active set bits of vs2 (bits below vl, under v0 when masked): a
  // population count, and a binary search for the lowest set bit (log2(VLEN) halving steps).
  // Operand isolation: the count and the search see zeros (and the search does not run) unless
  // the instruction at issue is vcpop.m (vfirst.m), the only reader of cpop (first).
  logic [VLEN-1:0] pop_bits;
  logic            pop_sel, first_sel;
  assign pop_sel   = id == coral_isa_pkg::INSN_VCPOP_M;
  assign first_sel = id == coral_isa_pkg::INSN_VFIRST_M;
  always_comb begin
    pop_bits = '0;
    if (pop_sel || first_sel)
      pop_bits = rf_vs2_i & ~({VLEN{1'b1}} << vl_cur) & (masked ? rf_v0_i : {VLEN{1'b1}});
  end
  always_comb begin
    cpop = 32'd0;
    if (pop_sel) cpop = 32'($countones(pop_bits));
  end
  assign found    = pop_bits != '0;
  always_comb begin
    logic [VLEN-1:0] v;
    logic [31:0]     idx;
    v   = pop_bits;
    idx = 32'd0;
    if (first_sel && found) begin
      for (int s = VLEN / 2; s >= 1; s = s / 2) begin
        if ((v & ~({VLEN{1'b1}} << s)) == '0) begin
          idx = idx + 32'(s);
          v   = v >> s;
        end
      end
    end
    first = found ? idx : 32'hFFFF_FFFF;
  end
  assign rf_vs2_o = f_rs2;

  logic needs_xfer;
  assign needs_xfer = (id == coral_isa_pkg::INSN_VMV_X_S) || (id == coral_isa_pkg::INSN_VCPOP_M) ||
                      (id == coral_isa_pkg::INSN_VFIRST_M);

  always_comb begin
    unique case (id)
      coral_isa_pkg::INSN_VMV_X_S:  result_o = mv_x;
      coral_isa_pkg::INSN_VCPOP_M:  result_o = cpop;
      coral_isa_pkg::INSN_VFIRST_M: result_o = first;
      default:                      result_o = 32'(n_vl);
    endcase
  end

  ////////////////////////
  // To the core        //
  ////////////////////////

  assign vec_o     = is_v;
  assign illegal_o = illegal;
  assign rs1_o     = (coral_isa_pkg::rs1_kind(id) == coral_isa_pkg::RK_X) ? f_rs1 : 5'd0;
  assign rs2_o     = (coral_isa_pkg::rs2_kind(id) == coral_isa_pkg::RK_X) ? f_rs2 : 5'd0;
  assign rd_o      = (coral_isa_pkg::rd_kind(id) == coral_isa_pkg::RK_X) ? f_rd : 5'd0;
  assign serial_o  = is_vset;
  assign sync_o    = is_mem;

  // Idle time of the unit, for the scalar results (VXFER_LATENCY cycles idle, this one included).
  localparam int unsigned XL = coral_cfg_pkg::VXFER_LATENCY;
  logic       idle;
  logic [3:0] idle_cnt_q;
  assign idle = unit_idle_i && !x1_vec_i;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni)                 idle_cnt_q <= 4'd0;
    else if (!idle)              idle_cnt_q <= 4'd0;
    else if (idle_cnt_q != 4'd15) idle_cnt_q <= idle_cnt_q + 4'd1;
  end

  logic is_csr_insn, vcsr;
  logic [11:0] csr_a;
  assign csr_a       = id_insn_i[31:20];
  assign is_csr_insn = (id_insn_i[6:0] == 7'h73) && (id_insn_i[13:12] != 2'd0);
  assign vcsr        = coral_isa_pkg::csr_needs_vs(csr_a);

  // MPAUSE waits for the unit too: the core halts with every vector instruction completed.
  assign wait_o = (is_v && !illegal && needs_xfer && !(idle && (32'(idle_cnt_q) + 32'd1 >= XL))) ||
                  (is_csr_insn && vcsr && !idle) ||
                  ((id_insn_i == 32'h0800_0073) && !idle);

  ////////////////////////
  // Vector CSRs        //
  ////////////////////////

  logic csr_we_bit;
  assign csr_we_bit    = (id_insn_i[13:12] == 2'd1) || (f_rs1 != 5'd0);
  assign csr_hit_o     = vcsr;
  assign csr_illegal_o = (vs_i == 2'd0) || (coral_isa_pkg::csr_read_only(csr_a) && csr_we_bit);
  always_comb begin
    unique case (csr_a)
      coral_isa_pkg::CSR_VSTART: csr_rdata_o = 32'(vstart_q);
      coral_isa_pkg::CSR_VXSAT:  csr_rdata_o = {31'd0, vxsat_q};
      coral_isa_pkg::CSR_VXRM:   csr_rdata_o = {30'd0, vxrm_q};
      coral_isa_pkg::CSR_VCSR:   csr_rdata_o = {29'd0, vxrm_q, vxsat_q};
      coral_isa_pkg::CSR_VL:     csr_rdata_o = 32'(vl_cur);
      coral_isa_pkg::CSR_VTYPE:  csr_rdata_o = vill_q ? 32'h8000_0000 : {24'd0, vtype_q};
      coral_isa_pkg::CSR_VLENB:  csr_rdata_o = 32'(VLENB);
      default:                   csr_rdata_o = 32'd0;
    endcase
  end

  ////////////////////////
  // State update       //
  ////////////////////////

  logic go;
  assign go = id_issue_i && is_v && !illegal;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      vill_q   <= 1'b1;
      vtype_q  <= 8'd0;
      vl_q     <= '0;
      vstart_q <= '0;
      vxrm_q   <= 2'd0;
      vxsat_q  <= 1'b0;
    end else begin
      if (trim_i) vl_q <= trim_vl_i;
      if (go) begin
        vstart_q <= '0;
        if (is_vset) begin
          vill_q  <= n_vill;
          vtype_q <= n_vill ? 8'd0 : vs_bits[7:0];
          vl_q    <= n_vl;
        end
      end
      if (fault_i) vstart_q <= fault_elem_i;
      if (vxsat_set_i) vxsat_q <= 1'b1;
      if (csr_we_i) begin
        unique case (csr_a)
          coral_isa_pkg::CSR_VSTART: vstart_q <= csr_wdata_i[SB-1:0];
          coral_isa_pkg::CSR_VXSAT:  vxsat_q  <= csr_wdata_i[0];
          coral_isa_pkg::CSR_VXRM:   vxrm_q   <= csr_wdata_i[1:0];
          coral_isa_pkg::CSR_VCSR: begin
            vxrm_q  <= csr_wdata_i[2:1];
            vxsat_q <= csr_wdata_i[0];
          end
          default: ;
        endcase
      end
    end
  end

  // The snapshot the command carries: the state before the instruction, except for vset*,
  // whose command records the new vl and vtype (it has no work in the backend).
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      snap_vtype_o  <= 9'h100;
      snap_vl_o     <= '0;
      snap_vstart_o <= '0;
    end else if (go) begin
      snap_vtype_o  <= is_vset ? {n_vill, n_vill ? 8'd0 : vs_bits[7:0]} : {vill_q, vtype_q};
      snap_vl_o     <= is_vset ? n_vl : vl_cur;
      snap_vstart_o <= is_vset ? '0 : vstart_q;
    end
  end

  assign vl_o     = vl_cur;
  assign vtype_o  = vill_q ? 32'h8000_0000 : {24'd0, vtype_q};
  assign vstart_o = vstart_q;
  assign vxrm_o   = vxrm_q;
  assign vxsat_o  = vxsat_q;

endmodule
