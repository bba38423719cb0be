// coral_vec_exec: the vector backend's sequencer and datapath — executes the commands of the
// queue one after the other, in order, against the register file and the vector memory port.
//
// A command is taken from the queue head when the sequencer is idle (one cycle), then runs:
//   CL_ALU  one beat per cycle: LB = 4 * lanes bytes of elements of vd, vs2 and vs1 (register
//           group order), from the beat holding element vstart to the one holding element vl-1.
//           Body elements (vstart <= i < vl) that are active (unmasked, or v0[i] set; vmerge,
//           vmv.v.*, vadc and vsbc write every body element) are written; tail and inactive
//           elements keep their bytes (the platform's agnostic = undisturbed policy).
//   CL_CMP  the same beats; element i's result bit goes to bit i of the single mask register vd.
//   CL_MEM  one element per cycle (unit stride: a chunk) from vstart to the effective vl
//           (vl; ceil(vl/8) bytes for vlm/vsm; NREG*VLENB/EEW for whole registers): address base + i*EEW/8,
//           base + i*stride or base + vs2[i] (indexed: index EEW from the mnemonic, data EEW =
//           SEW); segment forms: nf fields per element, one per cycle at the element's
//           address + f*EEW/8, into vd + f*EMUL, all fields checked in the element's first
//           cycle. The unit-stride forms without segments, vlm/vsm and the whole-register forms
//           move a chunk per cycle instead: the elements from i inside one aligned piece of
//           memory (dtcm_port_bytes bytes in the DTCM, 4 in the ITCM) and one register, the
//           active ones accessed. Checked (naturally aligned, inside the ITCM or the DTCM)
//           before the access; a load's data arrives the cycle after its request and is
//           written then. The first faulting active element ends the command with the trap (cause, mtval = its
//           address, vstart = i); the elements below it are done. An inactive element (a chunk
//           without an active element) takes a cycle and makes no access.
//           Multiplies and multiply-adds hold each beat for VMUL_LATENCY cycles; vid.v writes
//           the element index; vmv<nr>r.v copies NREG registers (EEW = SEW, 8 while vill).
//   CL_MLOG mask logic (vmand.mm ...): bits vstart <= i < vl of vd from vs2 and vs1, one cycle.
//   CL_MVSX element 0 of vd = x[rs1] when vstart < vl (one cycle).
//   CL_NOP  nothing (vset*, and vmv.x.s / vcpop.m / vfirst.m, executed at issue by
//           coral_vec_ctrl; they pass through for the completion record).
// The completion record (done_o and the fields beside it) is registered: it appears the cycle after
// the command's last work cycle, when all its register writes are visible.
module coral_vec_exec (
  input  logic                                  clk_i,          // clock
  input  logic                                  rst_ni,         // reset (asynchronous, active low)
  // Command (queue head)
  input  logic                                  cmd_valid_i,    // a command waits
  input  logic [31:0]                           cmd_insn_i,     //   instruction word
  input  logic [31:0]                           cmd_rs1_i,      //   x[rs1]
  input  logic [31:0]                           cmd_rs2_i,      //   x[rs2]
  input  logic [8:0]                            cmd_vtype_i,    //   {vill, vtype[7:0]}
  input  logic [coral_cfg_pkg::VSTART_BITS:0]   cmd_vl_i,       //   vl
  input  logic [coral_cfg_pkg::VSTART_BITS-1:0] cmd_vstart_i,   //   vstart
  output logic                                  cmd_pop_o,      // take it
  input  logic [1:0]                            vxrm_i,         // vxrm (stable while a command runs)
  output logic                                  vxsat_set_o,    // a fixed-point result saturated
  output logic                                  busy_o,         // a command is running
  // Register file
  output logic [4:0]                            rf_ra_o,        // read a: vs1 register of the beat
  input  logic [coral_cfg_pkg::VLEN-1:0]        rf_a_i,         //   contents
  output logic [4:0]                            rf_rb_o,        // read b: vs2 register of the beat
  input  logic [coral_cfg_pkg::VLEN-1:0]        rf_b_i,         //   contents
  output logic [4:0]                            rf_rc_o,        // read c: store data register
  input  logic [coral_cfg_pkg::VLEN-1:0]        rf_c_i,         //   contents
  input  logic [coral_cfg_pkg::VLEN-1:0]        rf_v0_i,        // v0
  output logic                                  rf_we_o,        // write
  output logic [4:0]                            rf_wa_o,        //   register
  output logic [coral_cfg_pkg::VLEN-1:0]        rf_wd_o,        //   data
  output logic [coral_cfg_pkg::VLEN-1:0]        rf_wm_o,        //   bits written
  // Vector memory port (rv32_core)
  // (one aligned block of dtcm_port_bytes bytes; data and enables in the block's byte lanes)
  output logic                                  mem_req_o,      // block access
  output logic                                  mem_we_o,       //   write
  output logic [31:0]                           mem_addr_o,     //   byte address (word aligned)
  output logic [8*coral_cfg_pkg::VDTCM_PORT_BYTES-1:0] mem_wdata_o, // data in its byte lanes
  output logic [coral_cfg_pkg::VDTCM_PORT_BYTES-1:0]   mem_be_o,    // byte enables
  input  logic                                  mem_gnt_i,      //   performed this cycle
  input  logic [8*coral_cfg_pkg::VDTCM_PORT_BYTES-1:0] mem_rdata_i, // read data (next cycle)
  // Completion record (the cycle after the command's last work cycle)
  output logic                                  done_o,         // a command completed
  output logic                                  done_mem_o,     //   it was a load or store
  output logic                                  done_fault_o,   //   it faulted
  output logic                                  done_trim_o,    //   fault-only-first: vl trimmed
  output logic [4:0]                            done_cause_o,   //   mcause code
  output logic [31:0]                           done_tval_o,    //   mtval
  output logic [coral_cfg_pkg::VSTART_BITS-1:0] done_elem_o,    //   faulting element (vstart)
  output logic [31:0]                           done_insn_o,    //   its word
  output logic [coral_cfg_pkg::VSTART_BITS:0]   done_vl_o,      //   vl
  output logic [8:0]                            done_vtype_o,   //   {vill, vtype}
  // Element access trace (tests): one per access, in order
  output logic                                  acc_valid_o,    // an element was accessed
  output logic                                  acc_store_o,    //   a store
  output logic [31:0]                           acc_addr_o,     //   its address
  output logic [2:0]                            acc_bytes_o,    //   bytes of one element
  output logic [$clog2(coral_cfg_pkg::VDTCM_PORT_BYTES):0] acc_elems_o, // elements (chunk: 1..PB)
  output logic [coral_cfg_pkg::VDTCM_PORT_BYTES-1:0]   acc_act_o,   //   active ones (bit j: element j)
  output logic [8*coral_cfg_pkg::VDTCM_PORT_BYTES-1:0] acc_data_o,  //   values, element j at byte j*bytes
  // Activity (counters)
  output logic                                  beat_o,         // an ALU/compare beat ran
  output logic [7:0]                            beat_elems_o,   //   active elements in it
  output logic                                  mem_busy_o      // the memory port was requested
);

  localparam int unsigned VLEN  = coral_cfg_pkg::VLEN;
  localparam int unsigned VLENB = coral_cfg_pkg::VLENB;
  localparam int unsigned LB    = coral_cfg_pkg::VLANE_BYTES;
  localparam int unsigned RB    = coral_cfg_pkg::VREG_BEATS;
  localparam int unsigned SB    = coral_cfg_pkg::VSTART_BITS;
  localparam int unsigned VLW   = SB + 1;
  localparam int unsigned PW    = SB + 3;                  // element / beat / byte positions
  localparam logic [31:0] ITCM_BASE  = 32'(coral_cfg_pkg::ITCM_BASE);
  localparam logic [31:0] ITCM_BYTES = 32'(coral_cfg_pkg::ITCM_BYTES);
  localparam logic [31:0] DTCM_BASE  = 32'(coral_cfg_pkg::DTCM_BASE);
  localparam logic [31:0] DTCM_BYTES = 32'(coral_cfg_pkg::DTCM_BYTES);

  ////////////////////////
  // Command registers  //
  ////////////////////////

  logic           busy_q, first_q;
  logic [31:0]    c_insn_q, c_rs1_q, c_rs2_q;
  logic [8:0]     c_vtype_q;
  logic [VLW-1:0] c_vl_q;
  logic [SB-1:0]  c_vstart_q;
  logic [PW-1:0]  pos_q;

  logic take, finish;
  assign take      = cmd_valid_i && !busy_q;
  assign cmd_pop_o = take;
  assign busy_o    = busy_q;

  ////////////////////////
  // Decode             //
  ////////////////////////

  coral_isa_pkg::insn_e id;
  coral_isa_pkg::vmem_e mem;
  logic [2:0]  cls;
  logic [5:0]  op;
  logic [2:0]  ma;
  logic        mvnr;
  logic [1:0]  ext;                          // vzext/vsext: log2 of the factor (0: none)
  logic        ext_s;                        //   sign-extending
  logic        vv, masked, v0_read, all_body, is_store;
  logic        wid;                          // widening: vd elements are 2*SEW (ALU at 2*SEW)
  logic        nar;                          // narrowing: vs2 elements are 2*SEW (ALU at 2*SEW)
  logic        a_half;                       //   vs2 is SEW wide and extended to 2*SEW
  logic        a_sx, b_sx;                   //   vs2 / vs1 (or the scalar) sign-extended
  logic        red_wide, red_sx;             // vwredsumu / vwredsum
  logic        iota;                         // viota.m: element i = active set vs2 bits below i
  logic        mset;                         // vmsbf/vmsif/vmsof (mask logic class)
  logic [2:0]  pm;                           // CL_PERM: coral_vec_pkg::PM_*
  logic        ei16;                         //   vrgatherei16: 16-bit indices
  logic [31:0] scalar;
  logic [1:0]  sew, esew;                    // SEW; element width of the beats (2*SEW: wid, nar)
  assign id       = coral_isa_pkg::decode(c_insn_q);
  assign mem      = coral_isa_pkg::v_mem(id);
  assign vv       = coral_isa_pkg::rs1_kind(id) == coral_isa_pkg::RK_V;
  assign masked   = coral_isa_pkg::v_maskable(id) && !c_insn_q[25];
  assign v0_read  = coral_isa_pkg::v_v0_read(id);
  assign is_store = coral_isa_pkg::v_store(id);
  assign sew      = c_vtype_q[4:3];
  assign esew     = (wid || nar) ? sew + 2'd1 : sew;
  assign scalar   = (coral_isa_pkg::rs1_kind(id) == coral_isa_pkg::RK_X) ? c_rs1_q :
                    coral_isa_pkg::imm_value(coral_isa_pkg::imm_kind(id), c_insn_q);

  always_comb begin
    cls  = coral_vec_pkg::CL_ALU;
    op   = coral_vec_pkg::OP_ADD;
    ma   = coral_vec_pkg::MA_NONE;
    mvnr = 1'b0;
    ext  = 2'd0;
    ext_s = 1'b0;
    wid  = 1'b0;
    nar  = 1'b0;
    a_half = 1'b0;
    a_sx = 1'b0;
    b_sx = 1'b0;
    red_wide = 1'b0;
    red_sx = 1'b0;
    iota = 1'b0;
    mset = 1'b0;
    pm   = coral_vec_pkg::PM_UP;
    ei16 = 1'b0;
    unique case (id)
      coral_isa_pkg::INSN_VDIVU_VV, coral_isa_pkg::INSN_VDIVU_VX: op = coral_vec_pkg::OP_DIVU;
      coral_isa_pkg::INSN_VDIV_VV, coral_isa_pkg::INSN_VDIV_VX:   op = coral_vec_pkg::OP_DIV;
      coral_isa_pkg::INSN_VREMU_VV, coral_isa_pkg::INSN_VREMU_VX: op = coral_vec_pkg::OP_REMU;
      coral_isa_pkg::INSN_VREM_VV, coral_isa_pkg::INSN_VREM_VX:   op = coral_vec_pkg::OP_REM;
      // Permutations.
      coral_isa_pkg::INSN_VSLIDEUP_VX, coral_isa_pkg::INSN_VSLIDEUP_VI: cls = coral_vec_pkg::CL_PERM;
      coral_isa_pkg::INSN_VSLIDEDOWN_VX, coral_isa_pkg::INSN_VSLIDEDOWN_VI: begin
        cls = coral_vec_pkg::CL_PERM; pm = coral_vec_pkg::PM_DOWN;
      end
      coral_isa_pkg::INSN_VSLIDE1UP_VX: begin cls = coral_vec_pkg::CL_PERM; pm = coral_vec_pkg::PM_1UP; end
      coral_isa_pkg::INSN_VSLIDE1DOWN_VX: begin
        cls = coral_vec_pkg::CL_PERM; pm = coral_vec_pkg::PM_1DOWN;
      end
      coral_isa_pkg::INSN_VRGATHER_VV, coral_isa_pkg::INSN_VRGATHER_VX, coral_isa_pkg::INSN_VRGATHER_VI: begin
        cls = coral_vec_pkg::CL_PERM; pm = coral_vec_pkg::PM_GATHER;
      end
      coral_isa_pkg::INSN_VRGATHEREI16_VV: begin
        cls = coral_vec_pkg::CL_PERM; pm = coral_vec_pkg::PM_GATHER; ei16 = 1'b1;
      end
      coral_isa_pkg::INSN_VCOMPRESS_VM: begin cls = coral_vec_pkg::CL_PERM; pm = coral_vec_pkg::PM_COMPRESS; end
      // Mask-producing operations.
      coral_isa_pkg::INSN_VMSBF_M, coral_isa_pkg::INSN_VMSIF_M, coral_isa_pkg::INSN_VMSOF_M: begin
        cls = coral_vec_pkg::CL_MLOG; mset = 1'b1;
      end
      coral_isa_pkg::INSN_VIOTA_M: begin op = coral_vec_pkg::OP_AND; iota = 1'b1; end  // result: iota_res
      // Reductions.
      coral_isa_pkg::INSN_VREDSUM_VS:  begin cls = coral_vec_pkg::CL_RED; op = coral_vec_pkg::OP_ADD;  end
      coral_isa_pkg::INSN_VREDAND_VS:  begin cls = coral_vec_pkg::CL_RED; op = coral_vec_pkg::OP_AND;  end
      coral_isa_pkg::INSN_VREDOR_VS:   begin cls = coral_vec_pkg::CL_RED; op = coral_vec_pkg::OP_OR;   end
      coral_isa_pkg::INSN_VREDXOR_VS:  begin cls = coral_vec_pkg::CL_RED; op = coral_vec_pkg::OP_XOR;  end
      coral_isa_pkg::INSN_VREDMINU_VS: begin cls = coral_vec_pkg::CL_RED; op = coral_vec_pkg::OP_MINU; end
      coral_isa_pkg::INSN_VREDMIN_VS:  begin cls = coral_vec_pkg::CL_RED; op = coral_vec_pkg::OP_MIN;  end
      coral_isa_pkg::INSN_VREDMAXU_VS: begin cls = coral_vec_pkg::CL_RED; op = coral_vec_pkg::OP_MAXU; end
      coral_isa_pkg::INSN_VREDMAX_VS:  begin cls = coral_vec_pkg::CL_RED; op = coral_vec_pkg::OP_MAX;  end
      coral_isa_pkg::INSN_VWREDSUMU_VS: begin
        cls = coral_vec_pkg::CL_RED; op = coral_vec_pkg::OP_ADD; red_wide = 1'b1;
      end
      coral_isa_pkg::INSN_VWREDSUM_VS: begin
        cls = coral_vec_pkg::CL_RED; op = coral_vec_pkg::OP_ADD; red_wide = 1'b1; red_sx = 1'b1;
      end
      // Widening: the ALU runs at 2*SEW on extended operands (the low 2*SEW bits of the sum,
      // difference or product of the extended values are the widening result).
      coral_isa_pkg::INSN_VWADDU_VV, coral_isa_pkg::INSN_VWADDU_VX: begin
        op = coral_vec_pkg::OP_ADD; wid = 1'b1; a_half = 1'b1;
      end
      coral_isa_pkg::INSN_VWADD_VV, coral_isa_pkg::INSN_VWADD_VX: begin
        op = coral_vec_pkg::OP_ADD; wid = 1'b1; a_half = 1'b1; a_sx = 1'b1; b_sx = 1'b1;
      end
      coral_isa_pkg::INSN_VWSUBU_VV, coral_isa_pkg::INSN_VWSUBU_VX: begin
        op = coral_vec_pkg::OP_SUB; wid = 1'b1; a_half = 1'b1;
      end
      coral_isa_pkg::INSN_VWSUB_VV, coral_isa_pkg::INSN_VWSUB_VX: begin
        op = coral_vec_pkg::OP_SUB; wid = 1'b1; a_half = 1'b1; a_sx = 1'b1; b_sx = 1'b1;
      end
      coral_isa_pkg::INSN_VWADDU_WV, coral_isa_pkg::INSN_VWADDU_WX: begin
        op = coral_vec_pkg::OP_ADD; wid = 1'b1;
      end
      coral_isa_pkg::INSN_VWADD_WV, coral_isa_pkg::INSN_VWADD_WX: begin
        op = coral_vec_pkg::OP_ADD; wid = 1'b1; b_sx = 1'b1;
      end
      coral_isa_pkg::INSN_VWSUBU_WV, coral_isa_pkg::INSN_VWSUBU_WX: begin
        op = coral_vec_pkg::OP_SUB; wid = 1'b1;
      end
      coral_isa_pkg::INSN_VWSUB_WV, coral_isa_pkg::INSN_VWSUB_WX: begin
        op = coral_vec_pkg::OP_SUB; wid = 1'b1; b_sx = 1'b1;
      end
      coral_isa_pkg::INSN_VWMULU_VV, coral_isa_pkg::INSN_VWMULU_VX: begin
        op = coral_vec_pkg::OP_MUL; wid = 1'b1; a_half = 1'b1;
      end
      coral_isa_pkg::INSN_VWMULSU_VV, coral_isa_pkg::INSN_VWMULSU_VX: begin
        op = coral_vec_pkg::OP_MUL; wid = 1'b1; a_half = 1'b1; a_sx = 1'b1;
      end
      coral_isa_pkg::INSN_VWMUL_VV, coral_isa_pkg::INSN_VWMUL_VX: begin
        op = coral_vec_pkg::OP_MUL; wid = 1'b1; a_half = 1'b1; a_sx = 1'b1; b_sx = 1'b1;
      end
      coral_isa_pkg::INSN_VWMACCU_VV, coral_isa_pkg::INSN_VWMACCU_VX: begin
        op = coral_vec_pkg::OP_MUL; ma = coral_vec_pkg::MA_MACC; wid = 1'b1; a_half = 1'b1;
      end
      coral_isa_pkg::INSN_VWMACC_VV, coral_isa_pkg::INSN_VWMACC_VX: begin
        op = coral_vec_pkg::OP_MUL; ma = coral_vec_pkg::MA_MACC; wid = 1'b1; a_half = 1'b1;
        a_sx = 1'b1; b_sx = 1'b1;
      end
      coral_isa_pkg::INSN_VWMACCSU_VV, coral_isa_pkg::INSN_VWMACCSU_VX: begin  // signed vs1/x, unsigned vs2
        op = coral_vec_pkg::OP_MUL; ma = coral_vec_pkg::MA_MACC; wid = 1'b1; a_half = 1'b1;
        b_sx = 1'b1;
      end
      coral_isa_pkg::INSN_VWMACCUS_VX: begin                                     // unsigned x, signed vs2
        op = coral_vec_pkg::OP_MUL; ma = coral_vec_pkg::MA_MACC; wid = 1'b1; a_half = 1'b1;
        a_sx = 1'b1;
      end
      // Fixed point (SEW-wide).
      coral_isa_pkg::INSN_VSADDU_VV, coral_isa_pkg::INSN_VSADDU_VX, coral_isa_pkg::INSN_VSADDU_VI:
        op = coral_vec_pkg::OP_SADDU;
      coral_isa_pkg::INSN_VSADD_VV, coral_isa_pkg::INSN_VSADD_VX, coral_isa_pkg::INSN_VSADD_VI:
        op = coral_vec_pkg::OP_SADD;
      coral_isa_pkg::INSN_VSSUBU_VV, coral_isa_pkg::INSN_VSSUBU_VX: op = coral_vec_pkg::OP_SSUBU;
      coral_isa_pkg::INSN_VSSUB_VV, coral_isa_pkg::INSN_VSSUB_VX:   op = coral_vec_pkg::OP_SSUB;
      coral_isa_pkg::INSN_VAADDU_VV, coral_isa_pkg::INSN_VAADDU_VX: op = coral_vec_pkg::OP_AADDU;
      coral_isa_pkg::INSN_VAADD_VV, coral_isa_pkg::INSN_VAADD_VX:   op = coral_vec_pkg::OP_AADD;
      coral_isa_pkg::INSN_VASUBU_VV, coral_isa_pkg::INSN_VASUBU_VX: op = coral_vec_pkg::OP_ASUBU;
      coral_isa_pkg::INSN_VASUB_VV, coral_isa_pkg::INSN_VASUB_VX:   op = coral_vec_pkg::OP_ASUB;
      coral_isa_pkg::INSN_VSMUL_VV, coral_isa_pkg::INSN_VSMUL_VX:   op = coral_vec_pkg::OP_SMUL;
      coral_isa_pkg::INSN_VSSRL_VV, coral_isa_pkg::INSN_VSSRL_VX, coral_isa_pkg::INSN_VSSRL_VI:
        op = coral_vec_pkg::OP_SSRL;
      coral_isa_pkg::INSN_VSSRA_VV, coral_isa_pkg::INSN_VSSRA_VX, coral_isa_pkg::INSN_VSSRA_VI:
        op = coral_vec_pkg::OP_SSRA;
      // Narrowing clips: the rounding shift at 2*SEW, clipped to SEW.
      coral_isa_pkg::INSN_VNCLIPU_WV, coral_isa_pkg::INSN_VNCLIPU_WX, coral_isa_pkg::INSN_VNCLIPU_WI: begin
        op = coral_vec_pkg::OP_NCLIPU; nar = 1'b1;
      end
      coral_isa_pkg::INSN_VNCLIP_WV, coral_isa_pkg::INSN_VNCLIP_WX, coral_isa_pkg::INSN_VNCLIP_WI: begin
        op = coral_vec_pkg::OP_NCLIP; nar = 1'b1;
      end
      // Narrowing shifts: the shift at 2*SEW, the low SEW bits of each result kept.
      coral_isa_pkg::INSN_VNSRL_WV, coral_isa_pkg::INSN_VNSRL_WX, coral_isa_pkg::INSN_VNSRL_WI: begin
        op = coral_vec_pkg::OP_SRL; nar = 1'b1;
      end
      coral_isa_pkg::INSN_VNSRA_WV, coral_isa_pkg::INSN_VNSRA_WX, coral_isa_pkg::INSN_VNSRA_WI: begin
        op = coral_vec_pkg::OP_SRA; nar = 1'b1;
      end
      coral_isa_pkg::INSN_VZEXT_VF2: begin op = coral_vec_pkg::OP_AND; ext = 2'd1; end
      coral_isa_pkg::INSN_VZEXT_VF4: begin op = coral_vec_pkg::OP_AND; ext = 2'd2; end
      coral_isa_pkg::INSN_VSEXT_VF2: begin op = coral_vec_pkg::OP_AND; ext = 2'd1; ext_s = 1'b1; end
      coral_isa_pkg::INSN_VSEXT_VF4: begin op = coral_vec_pkg::OP_AND; ext = 2'd2; ext_s = 1'b1; end
      coral_isa_pkg::INSN_VMUL_VV, coral_isa_pkg::INSN_VMUL_VX: op = coral_vec_pkg::OP_MUL;
      coral_isa_pkg::INSN_VMULH_VV, coral_isa_pkg::INSN_VMULH_VX: op = coral_vec_pkg::OP_MULH;
      coral_isa_pkg::INSN_VMULHU_VV, coral_isa_pkg::INSN_VMULHU_VX: op = coral_vec_pkg::OP_MULHU;
      coral_isa_pkg::INSN_VMULHSU_VV, coral_isa_pkg::INSN_VMULHSU_VX: op = coral_vec_pkg::OP_MULHSU;
      coral_isa_pkg::INSN_VMACC_VV, coral_isa_pkg::INSN_VMACC_VX: begin
        op = coral_vec_pkg::OP_MUL; ma = coral_vec_pkg::MA_MACC;
      end
      coral_isa_pkg::INSN_VNMSAC_VV, coral_isa_pkg::INSN_VNMSAC_VX: begin
        op = coral_vec_pkg::OP_MUL; ma = coral_vec_pkg::MA_NMSAC;
      end
      coral_isa_pkg::INSN_VMADD_VV, coral_isa_pkg::INSN_VMADD_VX: begin
        op = coral_vec_pkg::OP_MUL; ma = coral_vec_pkg::MA_MADD;
      end
      coral_isa_pkg::INSN_VNMSUB_VV, coral_isa_pkg::INSN_VNMSUB_VX: begin
        op = coral_vec_pkg::OP_MUL; ma = coral_vec_pkg::MA_NMSUB;
      end
      coral_isa_pkg::INSN_VID_V: op = coral_vec_pkg::OP_ID;
      coral_isa_pkg::INSN_VMV1R_V, coral_isa_pkg::INSN_VMV2R_V, coral_isa_pkg::INSN_VMV4R_V,
      coral_isa_pkg::INSN_VMV8R_V: begin
        op = coral_vec_pkg::OP_MERGE;       // no carry-in: vd = vs2
        mvnr = 1'b1;
      end
      coral_isa_pkg::INSN_VMANDN_MM, coral_isa_pkg::INSN_VMAND_MM, coral_isa_pkg::INSN_VMOR_MM,
      coral_isa_pkg::INSN_VMXOR_MM, coral_isa_pkg::INSN_VMORN_MM, coral_isa_pkg::INSN_VMNAND_MM,
      coral_isa_pkg::INSN_VMNOR_MM, coral_isa_pkg::INSN_VMXNOR_MM: cls = coral_vec_pkg::CL_MLOG;
      coral_isa_pkg::INSN_VADD_VV, coral_isa_pkg::INSN_VADD_VX, coral_isa_pkg::INSN_VADD_VI:
        op = coral_vec_pkg::OP_ADD;
      coral_isa_pkg::INSN_VSUB_VV, coral_isa_pkg::INSN_VSUB_VX: op = coral_vec_pkg::OP_SUB;
      coral_isa_pkg::INSN_VRSUB_VX, coral_isa_pkg::INSN_VRSUB_VI: op = coral_vec_pkg::OP_RSUB;
      coral_isa_pkg::INSN_VAND_VV, coral_isa_pkg::INSN_VAND_VX, coral_isa_pkg::INSN_VAND_VI:
        op = coral_vec_pkg::OP_AND;
      coral_isa_pkg::INSN_VOR_VV, coral_isa_pkg::INSN_VOR_VX, coral_isa_pkg::INSN_VOR_VI:
        op = coral_vec_pkg::OP_OR;
      coral_isa_pkg::INSN_VXOR_VV, coral_isa_pkg::INSN_VXOR_VX, coral_isa_pkg::INSN_VXOR_VI:
        op = coral_vec_pkg::OP_XOR;
      coral_isa_pkg::INSN_VSLL_VV, coral_isa_pkg::INSN_VSLL_VX, coral_isa_pkg::INSN_VSLL_VI:
        op = coral_vec_pkg::OP_SLL;
      coral_isa_pkg::INSN_VSRL_VV, coral_isa_pkg::INSN_VSRL_VX, coral_isa_pkg::INSN_VSRL_VI:
        op = coral_vec_pkg::OP_SRL;
      coral_isa_pkg::INSN_VSRA_VV, coral_isa_pkg::INSN_VSRA_VX, coral_isa_pkg::INSN_VSRA_VI:
        op = coral_vec_pkg::OP_SRA;
      coral_isa_pkg::INSN_VMINU_VV, coral_isa_pkg::INSN_VMINU_VX: op = coral_vec_pkg::OP_MINU;
      coral_isa_pkg::INSN_VMIN_VV, coral_isa_pkg::INSN_VMIN_VX:   op = coral_vec_pkg::OP_MIN;
      coral_isa_pkg::INSN_VMAXU_VV, coral_isa_pkg::INSN_VMAXU_VX: op = coral_vec_pkg::OP_MAXU;
      coral_isa_pkg::INSN_VMAX_VV, coral_isa_pkg::INSN_VMAX_VX:   op = coral_vec_pkg::OP_MAX;
      coral_isa_pkg::INSN_VMERGE_VVM, coral_isa_pkg::INSN_VMERGE_VXM, coral_isa_pkg::INSN_VMERGE_VIM:
        op = coral_vec_pkg::OP_MERGE;
      coral_isa_pkg::INSN_VMV_V_V, coral_isa_pkg::INSN_VMV_V_X, coral_isa_pkg::INSN_VMV_V_I:
        op = coral_vec_pkg::OP_MV;
      coral_isa_pkg::INSN_VADC_VVM, coral_isa_pkg::INSN_VADC_VXM, coral_isa_pkg::INSN_VADC_VIM:
        op = coral_vec_pkg::OP_ADC;
      coral_isa_pkg::INSN_VSBC_VVM, coral_isa_pkg::INSN_VSBC_VXM: op = coral_vec_pkg::OP_SBC;
      coral_isa_pkg::INSN_VMSEQ_VV, coral_isa_pkg::INSN_VMSEQ_VX, coral_isa_pkg::INSN_VMSEQ_VI: begin
        cls = coral_vec_pkg::CL_CMP; op = coral_vec_pkg::OP_MSEQ;
      end
      coral_isa_pkg::INSN_VMSNE_VV, coral_isa_pkg::INSN_VMSNE_VX, coral_isa_pkg::INSN_VMSNE_VI: begin
        cls = coral_vec_pkg::CL_CMP; op = coral_vec_pkg::OP_MSNE;
      end
      coral_isa_pkg::INSN_VMSLTU_VV, coral_isa_pkg::INSN_VMSLTU_VX: begin
        cls = coral_vec_pkg::CL_CMP; op = coral_vec_pkg::OP_MSLTU;
      end
      coral_isa_pkg::INSN_VMSLT_VV, coral_isa_pkg::INSN_VMSLT_VX: begin
        cls = coral_vec_pkg::CL_CMP; op = coral_vec_pkg::OP_MSLT;
      end
      coral_isa_pkg::INSN_VMSLEU_VV, coral_isa_pkg::INSN_VMSLEU_VX, coral_isa_pkg::INSN_VMSLEU_VI: begin
        cls = coral_vec_pkg::CL_CMP; op = coral_vec_pkg::OP_MSLEU;
      end
      coral_isa_pkg::INSN_VMSLE_VV, coral_isa_pkg::INSN_VMSLE_VX, coral_isa_pkg::INSN_VMSLE_VI: begin
        cls = coral_vec_pkg::CL_CMP; op = coral_vec_pkg::OP_MSLE;
      end
      coral_isa_pkg::INSN_VMSGTU_VX, coral_isa_pkg::INSN_VMSGTU_VI: begin
        cls = coral_vec_pkg::CL_CMP; op = coral_vec_pkg::OP_MSGTU;
      end
      coral_isa_pkg::INSN_VMSGT_VX, coral_isa_pkg::INSN_VMSGT_VI: begin
        cls = coral_vec_pkg::CL_CMP; op = coral_vec_pkg::OP_MSGT;
      end
      coral_isa_pkg::INSN_VMADC_VVM, coral_isa_pkg::INSN_VMADC_VXM, coral_isa_pkg::INSN_VMADC_VIM,
      coral_isa_pkg::INSN_VMADC_VV, coral_isa_pkg::INSN_VMADC_VX, coral_isa_pkg::INSN_VMADC_VI: begin
        cls = coral_vec_pkg::CL_CMP; op = coral_vec_pkg::OP_MADC;
      end
      coral_isa_pkg::INSN_VMSBC_VVM, coral_isa_pkg::INSN_VMSBC_VXM, coral_isa_pkg::INSN_VMSBC_VV,
      coral_isa_pkg::INSN_VMSBC_VX: begin
        cls = coral_vec_pkg::CL_CMP; op = coral_vec_pkg::OP_MSBC;
      end
      coral_isa_pkg::INSN_VMV_S_X: cls = coral_vec_pkg::CL_MVSX;
      default: cls = (mem != coral_isa_pkg::VMEM_NONE) ? coral_vec_pkg::CL_MEM : coral_vec_pkg::CL_NOP;
    endcase
    // The widening vs2 operand (SEW) is read like vzext/vsext.vf2's source.
    if (a_half) begin
      ext   = 2'd1;
      ext_s = a_sx;
    end
  end

  // vmerge, vmv.v.*, vadc, vsbc write every body element; the carry-out compares ignore the mask.
  assign all_body = (op == coral_vec_pkg::OP_MERGE) || mvnr || (op == coral_vec_pkg::OP_MV) ||
                    (op == coral_vec_pkg::OP_ADC) || (op == coral_vec_pkg::OP_SBC) ||
                    (op == coral_vec_pkg::OP_MADC) || (op == coral_vec_pkg::OP_MSBC);

  ////////////////////////
  // Beats (ALU, CMP)   //
  ////////////////////////

  // Elements of the beats: vl, or NREG * VLENB / EEW for vmv<nr>r.v (EEW = SEW, 8 while vill).
  logic [PW-1:0]  avl;
  assign avl = mvnr ? PW'((32'(coral_isa_pkg::v_nf(id)) * VLENB) >> sew) : PW'(c_vl_q);

  logic [PW-1:0]  bstart, beat, e0;
  logic [PW+1:0]  nbytes, bbyte;
  logic [4:0]     ridx;
  logic [31:0]    boff;                       // byte offset of the beat in its register
  logic           beat_work, beat_last;
  assign nbytes = (PW+2)'(32'(avl) << esew);
  assign bstart = PW'((32'(c_vstart_q) << esew) / LB);
  assign beat   = first_q ? bstart : pos_q;
  assign bbyte  = (PW+2)'(32'(beat) * LB);
  assign e0     = PW'(bbyte >> esew);
  assign ridx   = 5'(32'(beat) / RB);
  assign boff   = (32'(beat) % RB) * LB;
  assign beat_work = 32'(c_vstart_q) < 32'(avl);
  assign beat_last = (32'(bbyte) + LB) >= 32'(nbytes);

  // vzext/vsext and the widening vs2 operand: the beat's source elements (EEW = beat EEW / 2^ext)
  // start at byte bbyte >> ext of the vs2 group; each is extended to the beat's EEW in its slot
  // (vzext/vsext: vd = vs2_ext & vs2_ext). The widening and narrowing vs1 operand (SEW) starts at
  // byte bbyte >> 1 of the vs1 group.
  logic [31:0]     sbyte, soff, hbyte, hoff;
  logic [4:0]      sidx, hidx;
  logic [1:0]      slg;
  logic [8*LB-1:0] swin, hwin, a_ext, b_ext;
  assign sbyte = 32'(bbyte) >> ext;
  assign sidx  = 5'(sbyte / VLENB);
  assign soff  = sbyte % VLENB;
  assign slg   = esew - ext;
  assign hbyte = 32'(bbyte) >> 1;
  assign hidx  = 5'(hbyte / VLENB);
  assign hoff  = hbyte % VLENB;

  // The slots of a window of narrow elements (log2 bytes nlg) extended to the beat's EEW (elg).
  function automatic logic [8*LB-1:0] extend_win(input logic [8*LB-1:0] win, input logic [1:0] nlg,
                                                 input logic [1:0] elg, input logic sx);
    logic [31:0] v;
    extend_win = '0;
    for (int k = 0; k < LB; k++) begin
      v = 32'd0;
      unique case (nlg)
        2'd0: if (k < LB)     v = sx ? {{24{win[8*k+7]}}, win[8*k +: 8]} : {24'd0, win[8*k +: 8]};
        2'd1: if (2*k < LB)   v = sx ? {{16{win[16*k+15]}}, win[16*k +: 16]} : {16'd0, win[16*k +: 16]};
        default: ;
      endcase
      unique case (elg)
        2'd1:    if (2*k < LB) extend_win[16*k +: 16] = v[15:0];
        2'd2:    if (4*k < LB) extend_win[32*k +: 32] = v;
        default: ;
      endcase
    end
  endfunction

  // Operand isolation: the windows are cut and extended only for the instructions that read
  // them (a_ext: vzext/vsext and the widening forms, ext != 0; b_ext: widening and narrowing .vv
  // forms); zeros otherwise.
  logic ext_sel, hw_sel;
  assign ext_sel = ext != 2'd0;
  assign hw_sel  = vv && (wid || nar);
  always_comb begin
    swin  = '0;
    a_ext = '0;
    if (ext_sel) begin
      swin  = (8*LB)'(rf_b_i >> (8 * soff));
      a_ext = extend_win(swin, slg, esew, ext_s);
    end
  end
  always_comb begin
    hwin  = '0;
    b_ext = '0;
    if (hw_sel) begin
      hwin  = (8*LB)'(rf_a_i >> (8 * hoff));
      b_ext = extend_win(hwin, sew, esew, b_sx);
    end
  end

  logic [8*LB-1:0] a_beat, b_beat, d_beat, alu_res;
  logic [LB-1:0]   v0_bits, cmp_bits, sat_bits, en, slot_ok;
  logic [31:0]     sc, wsc;
  logic            beat_sel;
  assign beat_sel = (cls == coral_vec_pkg::CL_ALU) || (cls == coral_vec_pkg::CL_CMP) ||
                    (cls == coral_vec_pkg::CL_RED);
  always_comb begin
    a_beat = (ext != 2'd0) ? a_ext : (8*LB)'(rf_b_i >> (8 * boff));
    // The scalar operand at the beat's EEW; widening: truncated to SEW and extended to 2*SEW.
    unique case ({b_sx, sew})
      3'b000:  wsc = {24'd0, scalar[7:0]};
      3'b001:  wsc = {16'd0, scalar[15:0]};
      3'b100:  wsc = {{24{scalar[7]}}, scalar[7:0]};
      3'b101:  wsc = {{16{scalar[15]}}, scalar[15:0]};
      default: wsc = scalar;
    endcase
    unique case (esew)
      2'd0:    sc = {4{scalar[7:0]}};
      2'd1:    sc = wid ? {2{wsc[15:0]}} : {2{scalar[15:0]}};
      default: sc = wid ? wsc : scalar;
    endcase
    if ((ext != 2'd0) && !wid) b_beat = a_beat;           // vzext/vsext
    else if (vv && (wid || nar)) b_beat = b_ext;          // vs1 at SEW
    else if (vv) b_beat = (8*LB)'(rf_a_i >> (8 * boff));
    else b_beat = {(LB/4){sc}};
    d_beat = (8*LB)'(rf_c_i >> (8 * boff));
    // Operand isolation: v0 is read (and shifted to the beat) only by masked instructions and
    // those that read v0 as an operand (vmerge, vadc, ...).
    v0_bits = '0;
    if (masked || v0_read) v0_bits = LB'(rf_v0_i >> e0);
    // Operand isolation: only the beat classes (ALU, compare, reduction) read en.
    slot_ok = '0;
    en      = '0;
    if (beat_sel) for (int k = 0; k < LB; k++) begin
      slot_ok[k] = (k < (LB >> esew)) && (32'(e0) + 32'(k) >= 32'(c_vstart_q)) &&
                   (32'(e0) + 32'(k) < 32'(avl));
      en[k] = slot_ok[k] && (all_body || !masked || v0_bits[k]);
    end
  end

  // Operand isolation: the ALU's outputs are read only in a working beat of an ALU or compare
  // instruction, and of a multiply only in its last cycle (mul_ready: the beat is written then).
  logic alu_sel;
  logic is_mul, is_div, mul_ready;
  assign alu_sel = busy_q && beat_work && mul_ready &&
                   ((cls == coral_vec_pkg::CL_ALU) || (cls == coral_vec_pkg::CL_CMP));
  coral_vec_alu #(.LB (LB)) u_alu (
    .sel_i (alu_sel), .op_i (op), .sew_i (esew), .a_i (a_beat), .b_i (b_beat), .v0_i (v0_bits & {LB{v0_read}}),
    .d_i (d_beat), .ma_i (ma), .idx_i (32'(e0)), .vxrm_i (vxrm_i),
    .res_o (alu_res), .cmp_o (cmp_bits), .sat_o (sat_bits)
  );

  // vxsat: an active element of a written ALU beat saturated.
  assign vxsat_set_o = busy_q && (cls == coral_vec_pkg::CL_ALU) && beat_work && mul_ready &&
                       ((sat_bits & en) != '0);

  // Byte enables of the beat: byte p belongs to slot p >> SEW.
  logic [LB-1:0] ben;
  always_comb begin
    for (int p = 0; p < LB; p++) ben[p] = en[p >> esew];
  end

  // Narrowing: slot k's low SEW bits go to narrow element k; its bytes are written at byte
  // bbyte >> 1 of the vd group (half a beat).
  logic [8*LB-1:0] nres;
  logic [LB-1:0]   nben;
  // Operand isolation: only narrowing instructions read nres and nben.
  always_comb begin
    nres = '0;
    nben = '0;
    if (nar) for (int k = 0; k < LB; k++) begin
      unique case (sew)
        2'd0:    if (2*k < LB) nres[8*k +: 8]   = alu_res[16*k +: 8];
        2'd1:    if (4*k < LB) nres[16*k +: 16] = alu_res[32*k +: 16];
        default: ;
      endcase
      if (2*k < LB) nben[k] = en[k >> sew];
    end
  end

  ////////////////////////
  // Reductions         //
  ////////////////////////

  // One beat per cycle over the vs2 group (vstart is 0); the first beat starts from vs1[0], each
  // folds its active elements into acc_q; the last one writes vd[0] (SEW, or 2*SEW wide).
  logic [31:0] red_in, red_out, acc_q, red_wm;
  assign red_in = first_q ? rf_a_i[31:0] : acc_q;
  coral_vec_red #(.LB (LB)) u_red (
    .op_i (op), .sew_i (sew), .wide_i (red_wide), .sx_i (red_sx),
    .sel_i (cls == coral_vec_pkg::CL_RED), .a_i (a_beat), .en_i (en),
    .acc_i (red_in), .acc_o (red_out)
  );
  always_ff @(posedge clk_i) begin
    if (busy_q && (cls == coral_vec_pkg::CL_RED) && beat_work) acc_q <= red_out;
  end
  always_comb begin
    unique case ({red_wide, sew})
      3'b000:         red_wm = 32'h0000_00FF;
      3'b001, 3'b100: red_wm = 32'h0000_FFFF;
      default:        red_wm = 32'hFFFF_FFFF;
    endcase
  end

  function automatic logic [8*LB-1:0] bytes_to_bits(input logic [LB-1:0] b);
    for (int p = 0; p < LB; p++) bytes_to_bits[8*p +: 8] = {8{b[p]}};
  endfunction

  // Mask logic on whole registers: bits vstart <= i < vl of vd. vmsbf/vmsif/vmsof (vstart is 0):
  // the active bits i < vl from the first active set bit of vs2 (an OR prefix over the register).
  logic [VLEN-1:0] mlog, mlog_m, ma_v, mb_v, m_act, m_before;
  // Whole-register forms (one word operation per 64 bits in simulation, no per-bit loops):
  // m_before has the bits up to and including the lowest active set bit of vs2 (x & -x isolates
  // it), all bits when there is none.
  logic [VLEN-1:0] m_first;
  // Operand isolation: outside the mask logic class (the only reader of mlog, mlog_m) the
  // operands are zeros.
  logic mlog_sel;
  assign mlog_sel = cls == coral_vec_pkg::CL_MLOG;
  always_comb begin
    m_act    = '0;
    m_first  = '0;
    m_before = '0;
    if (mlog_sel) begin
      m_act    = ~({VLEN{1'b1}} << c_vl_q) & (masked ? rf_v0_i : {VLEN{1'b1}});
      m_first  = (m_act & rf_b_i) & (~(m_act & rf_b_i) + VLEN'(1));
      m_before = m_first | (m_first - VLEN'(1));
    end
  end
  always_comb begin
    ma_v = mlog_sel ? rf_b_i : '0;    // vs2
    mb_v = mlog_sel ? rf_a_i : '0;    // vs1
    unique case (id)
      coral_isa_pkg::INSN_VMSBF_M:   mlog = m_before & ~ma_v;
      coral_isa_pkg::INSN_VMSIF_M:   mlog = m_before;
      coral_isa_pkg::INSN_VMSOF_M:   mlog = m_before & ma_v;
      coral_isa_pkg::INSN_VMANDN_MM: mlog = ma_v & ~mb_v;
      coral_isa_pkg::INSN_VMAND_MM:  mlog = ma_v & mb_v;
      coral_isa_pkg::INSN_VMOR_MM:   mlog = ma_v | mb_v;
      coral_isa_pkg::INSN_VMXOR_MM:  mlog = ma_v ^ mb_v;
      coral_isa_pkg::INSN_VMORN_MM:  mlog = ma_v | ~mb_v;
      coral_isa_pkg::INSN_VMNAND_MM: mlog = ~(ma_v & mb_v);
      coral_isa_pkg::INSN_VMNOR_MM:  mlog = ~(ma_v | mb_v);
      default:                       mlog = ~(ma_v ^ mb_v);
    endcase
    mlog_m = '0;
    if (mlog_sel) mlog_m = ~({VLEN{1'b1}} << c_vl_q) & ({VLEN{1'b1}} << c_vstart_q);
    if (mset) mlog_m = m_act;
  end

  // viota.m (vstart is 0, beats in order): slot k of a beat gets the count of active set vs2 bits
  // below element e0 + k: the count carried from the earlier beats (cnt_q) plus the ones in the
  // beat's slots below k.
  logic [31:0]     cnt_q, cnt_base, cnt_beat;
  logic [8*LB-1:0] iota_res;
  logic [LB-1:0]   iota_src;
  assign cnt_base = first_q ? 32'd0 : cnt_q;
  always_comb begin
    logic [31:0] c;
    c = cnt_base;
    iota_res = '0;
    iota_src = '0;
    // Operand isolation: only viota.m reads iota_res and cnt_beat.
    if (iota) iota_src = LB'(rf_b_i >> e0) & en;
    if (iota) for (int k = 0; k < LB; k++) begin
      unique case (esew)
        2'd0:    iota_res[8*k +: 8] = c[7:0];
        2'd1:    if (2*k < LB) iota_res[16*k +: 16] = c[15:0];
        default: if (4*k < LB) iota_res[32*k +: 32] = c;
      endcase
      c = c + 32'(iota_src[k]);
    end
    cnt_beat = c;
  end
  always_ff @(posedge clk_i) begin
    if (busy_q && iota && beat_work) cnt_q <= cnt_beat;
  end

  logic [8*LB-1:0] wres;                      // the ALU beat's result bytes
  assign wres = iota ? iota_res : is_div ? div_res : alu_res;

  // The multiplier: each multiply beat takes VMUL_LATENCY cycles (not pipelined across beats).
  localparam int unsigned ML = coral_cfg_pkg::VMUL_LATENCY;
  // Divides hold each beat DL cycles: VDIV_CYCLES, but at least the 34 the radix-2 divider needs
  // at SEW 32 (load, 32 steps, the result cycle).
  localparam int unsigned DL = (coral_cfg_pkg::VDIV_CYCLES > 34) ? coral_cfg_pkg::VDIV_CYCLES : 34;
  logic [6:0] mcnt_q;
  assign is_mul    = (op == coral_vec_pkg::OP_MUL) || (op == coral_vec_pkg::OP_MULH) ||
                     (op == coral_vec_pkg::OP_MULHU) || (op == coral_vec_pkg::OP_MULHSU) ||
                     (op == coral_vec_pkg::OP_SMUL);
  assign is_div    = (op == coral_vec_pkg::OP_DIVU) || (op == coral_vec_pkg::OP_DIV) ||
                     (op == coral_vec_pkg::OP_REMU) || (op == coral_vec_pkg::OP_REM);
  assign mul_ready = is_div ? (32'(mcnt_q) + 32'd1 >= DL) : (!is_mul || (32'(mcnt_q) + 32'd1 >= ML));
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni)                                        mcnt_q <= 7'd0;
    else if (busy_q && (cls == coral_vec_pkg::CL_ALU) && beat_work && (is_mul || is_div) && !mul_ready)
                                                        mcnt_q <= mcnt_q + 7'd1;
    else                                                mcnt_q <= 7'd0;
  end

  logic [8*LB-1:0] div_res;
  coral_vec_div #(.LB (LB)) u_div (
    .clk_i, .cnt_i (mcnt_q[5:0]),
    .run_i (busy_q && (cls == coral_vec_pkg::CL_ALU) && beat_work && is_div), .sel_i (is_div),
    .sew_i (sew), .signed_i ((op == coral_vec_pkg::OP_DIV) || (op == coral_vec_pkg::OP_REM)),
    .rem_i ((op == coral_vec_pkg::OP_REMU) || (op == coral_vec_pkg::OP_REM)),
    .a_i (a_beat), .b_i (b_beat), .res_o (div_res)
  );

  ////////////////////////
  // Elements (MEM)     //
  ////////////////////////

  // Element i, field f (segments: nf fields per element, f = 0 .. nf-1; 1 otherwise). The data
  // element has EEW bits (SEW for the indexed forms, whose EEW is the index width); field f of
  // element i lives in register group vd + f * EMUL (EMUL = data EEW / SEW * LMUL, 1 if below 1)
  // and is accessed at the element's address + f * EEW/8. The element's address is base +
  // (i * nf) * EEW/8 (unit stride), base + i * stride (strided), base + vs2[i] (indexed; the index
  // element is EEW bits of the vs2 group, zero-extended). Every field of an active element is
  // checked before its first field is accessed (all nf fields are done, or none).
  logic [1:0]     elg;                        // log2 of the data element bytes
  logic [1:0]     ilg;                        // log2 of the index element bytes (indexed)
  logic [PW-1:0]  evl, ei;
  logic [31:0]    eaddr, ebase, ebyte, fstep;
  logic           e_mis, e_range, e_fault, e_idx;
  logic [4:0]     e_cause, ereg;
  logic [31:0]    eoff;
  logic [3:0]     nf, snf;                    // fields of the instruction; of a segment access
  logic [2:0]     fld_q, fld;                 // field of the element accessed this cycle
  logic           fld_last;
  logic signed [4:0] demul;                   // log2 EMUL of the data group of one field
  logic [3:0]     dregs;                      //   its registers
  logic [31:0]    ibyte, idx;
  logic [4:0]     ireg;
  logic [31:0]    faddr;                      // the address reported by a fault
  assign nf    = coral_isa_pkg::v_nf(id);
  assign e_idx = (mem == coral_isa_pkg::VMEM_INDEXED_ORDERED) ||
                 (mem == coral_isa_pkg::VMEM_INDEXED_UNORDERED);
  assign snf   = ((mem == coral_isa_pkg::VMEM_WHOLE) || (mem == coral_isa_pkg::VMEM_MASK)) ? 4'd1 : nf;
  always_comb begin
    unique case (coral_isa_pkg::v_mem_eew(id))
      6'd16:   ilg = 2'd1;
      6'd32:   ilg = 2'd2;
      default: ilg = 2'd0;
    endcase
    elg = e_idx ? sew : ilg;
    if (mem == coral_isa_pkg::VMEM_MASK) elg = 2'd0;
    unique case (mem)
      coral_isa_pkg::VMEM_MASK:  evl = PW'((32'(c_vl_q) + 32'd7) >> 3);
      coral_isa_pkg::VMEM_WHOLE: evl = PW'((32'(nf) * VLENB) >> elg);
      default:                   evl = PW'(c_vl_q);
    endcase
  end
  // EMUL of one field's group: EEW / SEW * LMUL (LMUL for the indexed forms).
  assign demul    = $signed({3'd0, elg}) - $signed({3'd0, sew}) +
                    (c_vtype_q[2] ? $signed({2'b11, c_vtype_q[2:0]}) : $signed({2'b00, c_vtype_q[2:0]}));
  assign dregs    = (demul > 5'sd0) ? (4'd1 << demul[1:0]) : 4'd1;
  assign ei       = first_q ? PW'(c_vstart_q) : pos_q;
  assign fld      = first_q ? 3'd0 : fld_q;
  assign fld_last = 4'(fld) + 4'd1 >= snf;
  assign ebyte    = 32'(ei) << elg;
  // the index element (vs2 group, read port b)
  assign ibyte    = 32'(ei) << ilg;
  assign ireg     = c_insn_q[24:20] + 5'(ibyte / VLENB);
  // Operand isolation: only the indexed forms read the index element.
  always_comb begin
    idx = 32'd0;
    if (e_idx) idx = 32'(rf_b_i >> (8 * (ibyte % VLENB))) &
                     ((ilg == 2'd0) ? 32'h0000_00FF : (ilg == 2'd1) ? 32'h0000_FFFF : 32'hFFFF_FFFF);
  end
  assign fstep    = 32'd1 << elg;
  always_comb begin
    unique case (mem)
      coral_isa_pkg::VMEM_STRIDED:           ebase = c_rs1_q + 32'(ei) * c_rs2_q;
      coral_isa_pkg::VMEM_INDEXED_ORDERED,
      coral_isa_pkg::VMEM_INDEXED_UNORDERED: ebase = c_rs1_q + idx;
      default:                               ebase = c_rs1_q + ((32'(ei) * 32'(snf)) << elg);
    endcase
  end
  assign eaddr    = ebase + (32'(fld) << elg);
  // The fields share the element's alignment and lie at [ebase, ebase + nf * EEW/8). The first
  // field outside both memories is the one a fault reports: field 0 when ebase is outside, else
  // the first field at or past the end of ebase's memory, unless the other memory starts there
  // (ITCM and DTCM adjacent; it holds every later field, being larger than 8 fields). Checked in
  // the element's first cycle (field 0 misaligned: every field is).
  localparam logic [31:0] ITCM_END = ITCM_BASE + ITCM_BYTES;
  localparam logic [31:0] DTCM_END = DTCM_BASE + DTCM_BYTES;
  localparam logic        ITCM_END_OK = (ITCM_END - DTCM_BASE) < DTCM_BYTES;
  localparam logic        DTCM_END_OK = (DTCM_END - ITCM_BASE) < ITCM_BYTES;
  logic        in_i, in_d, next_ok;
  logic [31:0] left, fout;                    // bytes left in ebase's memory; first field past it
  assign in_i    = (ebase - ITCM_BASE) < ITCM_BYTES;
  assign in_d    = (ebase - DTCM_BASE) < DTCM_BYTES;
  assign left    = in_i ? ITCM_END - ebase : DTCM_END - ebase;
  assign next_ok = in_i ? ITCM_END_OK : DTCM_END_OK;
  assign fout    = left >> elg;
  always_comb begin
    e_range = 1'b1;
    faddr   = ebase;
    if (!in_i && !in_d) begin
      e_range = 1'b0;
    end else if ((fout < 32'(snf)) && !next_ok) begin
      e_range = 1'b0;
      faddr   = in_i ? ITCM_END : DTCM_END;
    end
  end
  assign e_mis    = (ebase & (fstep - 32'd1)) != 32'd0;
  assign e_fault  = (fld == 3'd0) && (e_mis || !e_range);
  assign e_cause  = is_store ? (e_mis ? 5'd6 : 5'd7) : (e_mis ? 5'd4 : 5'd5);
  assign ereg     = c_insn_q[11:7] + 5'(32'(fld) * 32'(dregs)) + 5'(ebyte / VLENB);
  assign eoff     = ebyte % VLENB;

  // Chunks: the unit-stride forms without segments (vle*, vse*, vle*ff, vlm/vsm, the whole-register
  // forms) move, in one cycle, elements i .. i+ek-1: those from element i that lie in one aligned
  // piece of memory — PB = dtcm_port_bytes bytes in the DTCM (one block of the DTCM banks), 4 in
  // the ITCM (one word) — and in one register, up to the effective vl. The active ones among them
  // (mask) are accessed, the others keep memory and register bytes; a chunk without an active
  // element takes its cycle without an access. Every other form moves one element (one field)
  // per cycle. The elements of a chunk share its memory and the alignment of element i, so the
  // chunk faults exactly when its first active element (fa) does, and reports that element.
  localparam int unsigned PB  = coral_cfg_pkg::VDTCM_PORT_BYTES;
  localparam int unsigned PBL = $clog2(PB);
  localparam int unsigned KW  = PBL + 1;                   // element counts 1..PB
  logic           e_chunk, all_act, any_act;
  logic [KW-1:0]  ek;                                      // elements of this cycle's access
  logic [PB-1:0]  act;                                     //   active ones (element j: bit j)
  logic [PB-1:0]  bm;                                      //   their bytes (byte b: bit b)
  logic [PBL-1:0] fa;                                      //   the first active one
  logic [PBL-1:0] blane;                                   // byte of element i in the block
  logic [31:0]    cap, cb;
  logic [PB-1:0]  v0_run;                                  // v0 bits of elements i .. i+PB-1
  // Operand isolation: v0 is read only by masked memory forms (act below).
  always_comb begin
    v0_run = '0;
    if ((cls == coral_vec_pkg::CL_MEM) && masked) v0_run = PB'(rf_v0_i >> ei);
  end
  assign e_chunk = (((mem == coral_isa_pkg::VMEM_UNIT) || (mem == coral_isa_pkg::VMEM_FAULT_FIRST)) &&
                    (snf == 4'd1)) || (mem == coral_isa_pkg::VMEM_WHOLE) || (mem == coral_isa_pkg::VMEM_MASK);
  assign all_act = (mem == coral_isa_pkg::VMEM_WHOLE) || (mem == coral_isa_pkg::VMEM_MASK) || !masked;
  assign blane   = eaddr[PBL-1:0];
  always_comb begin
    // elements up to the end of the piece, of the register, of the body (at least element i:
    // a misaligned element may straddle the piece's end; it faults when active)
    // Operand isolation: outside memory instructions (the only readers of ek, act, bm and fa) one
    // element, no active one.
    cb  = in_i ? 32'd4 : 32'(PB);
    cap = 32'd0;
    if (cls == coral_vec_pkg::CL_MEM) begin
      cap = (cb - (eaddr & (cb - 32'd1))) >> elg;
      if (((VLENB - eoff) >> elg) < cap) cap = (VLENB - eoff) >> elg;
      if ((32'(evl) - 32'(ei)) < cap) cap = 32'(evl) - 32'(ei);
    end
    if (!e_chunk || (cap == 32'd0)) cap = 32'd1;
    ek = KW'(cap);
    act = '0;
    bm  = '0;
    fa  = '0;
    if (cls == coral_vec_pkg::CL_MEM) begin
      for (int j = 0; j < PB; j++) act[j] = (32'(j) < cap) && (all_act || v0_run[j]);
      for (int b = 0; b < PB; b++) bm[b] = act[b >> elg];
      for (int j = PB - 1; j >= 0; j--) if (act[j]) fa = PBL'(j);
    end
  end
  assign any_act = act != '0;

  function automatic logic [8*PB-1:0] block_bits(input logic [PB-1:0] b);
    for (int p = 0; p < PB; p++) block_bits[8*p +: 8] = {8{b[p]}};
  endfunction

  // Store data: the chunk's bytes of the register (inactive ones zero), at their block bytes.
  // (bm is zero outside the memory class: no register bytes are shifted out then.)
  logic [8*PB-1:0] st_elem;
  always_comb begin
    st_elem = '0;
    if (cls == coral_vec_pkg::CL_MEM) st_elem = (8*PB)'(rf_c_i >> (8 * eoff)) & block_bits(bm);
  end

  logic e_go;                                 // an element's (or a chunk's) access this cycle
  assign e_go = busy_q && (cls == coral_vec_pkg::CL_MEM) && (ei < evl) && any_act && !e_fault;

  assign mem_req_o   = e_go;
  assign mem_we_o    = is_store;
  assign mem_addr_o  = {eaddr[31:2], 2'b00};
  assign mem_wdata_o = st_elem << (8 * blane);
  assign mem_be_o    = bm << blane;

  // The load whose data arrives this cycle.
  logic           pend_q;
  logic [4:0]     pend_reg_q;
  logic [31:0]    pend_off_q, pend_addr_q;
  logic [1:0]     pend_lg_q;
  logic [KW-1:0]  pend_k_q;
  logic [PB-1:0]  pend_act_q, pend_bm_q;
  logic [8*PB-1:0] ld_elem;
  // Read only while a load's data arrives (pend_q).
  always_comb begin
    ld_elem = '0;
    if (pend_q) ld_elem = (mem_rdata_i >> (8 * pend_addr_q[PBL-1:0])) & block_bits(pend_bm_q);
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) pend_q <= 1'b0;
    else         pend_q <= e_go && mem_gnt_i && !is_store;
  end
  always_ff @(posedge clk_i) begin
    if (e_go) begin
      pend_reg_q  <= ereg;
      pend_off_q  <= eoff;
      pend_addr_q <= eaddr;
      pend_lg_q   <= elg;
      pend_k_q    <= ek;
      pend_act_q  <= act;
      pend_bm_q   <= bm;
    end
  end

  ////////////////////////
  // Sequencing         //
  ////////////////////////

  logic       fault_now, trim_now;
  logic       advance;
  logic [PW-1:0] f_elem;                      // the element a fault reports: the chunk's first active
  assign f_elem = ei + PW'(fa);
  logic       elem_cls;                       // element by element (memory, permutations)
  assign elem_cls = (cls == coral_vec_pkg::CL_MEM) || (cls == coral_vec_pkg::CL_PERM);
  always_comb begin
    finish    = 1'b0;
    fault_now = 1'b0;
    trim_now  = 1'b0;
    advance   = 1'b0;
    if (busy_q) begin
      unique case (cls)
        coral_vec_pkg::CL_ALU, coral_vec_pkg::CL_CMP, coral_vec_pkg::CL_RED: begin
          advance = mul_ready || !beat_work;
          finish  = !beat_work || (beat_last && mul_ready);
        end
        coral_vec_pkg::CL_PERM: begin
          advance = 1'b1;
          finish  = !p_work || p_last;
        end
        coral_vec_pkg::CL_MEM: begin
          if (ei >= evl) finish = 1'b1;
          else if (!any_act) advance = 1'b1;
          else if (e_fault) begin
            // fault-only-first: a fault past element 0 trims vl to the element instead
            finish = 1'b1;
            if ((mem == coral_isa_pkg::VMEM_FAULT_FIRST) && (f_elem != '0)) trim_now = 1'b1;
            else fault_now = 1'b1;
          end
          else advance = mem_gnt_i && fld_last;
        end
        default: finish = 1'b1;                 // CL_NOP, CL_MVSX, CL_MLOG
      endcase
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      busy_q  <= 1'b0;
      first_q <= 1'b0;
      pos_q   <= '0;
      fld_q   <= '0;
    end else begin
      if (take) begin
        busy_q  <= 1'b1;
        first_q <= 1'b1;
        fld_q   <= '0;
      end else if (busy_q) begin
        first_q <= 1'b0;
        if (finish) busy_q <= 1'b0;
        // The first cycle's position (vstart's) is kept even when it does not advance.
        // segment fields: the next field of the element, or field 0 of the next one
        if ((cls == coral_vec_pkg::CL_MEM) && e_go && mem_gnt_i) fld_q <= fld_last ? 3'd0 : fld + 3'd1;
        else                                                   fld_q <= fld;
        if (advance) pos_q <= (elem_cls ? ei : beat) + ((cls == coral_vec_pkg::CL_MEM) ? PW'(ek) : PW'(1));
        else         pos_q <= elem_cls ? ei : beat;
      end
    end
  end

  always_ff @(posedge clk_i) begin
    if (take) begin
      c_insn_q   <= cmd_insn_i;
      c_rs1_q    <= cmd_rs1_i;
      c_rs2_q    <= cmd_rs2_i;
      c_vtype_q  <= cmd_vtype_i;
      c_vl_q     <= cmd_vl_i;
      c_vstart_q <= cmd_vstart_i;
    end
  end

  ////////////////////////
  // Permutations       //
  ////////////////////////

  // One element i per cycle from vstart to vl-1 (ei, as the memory class): vd[i] from vs2[j], j =
  // i - OFFSET (vslideup; i < OFFSET keeps vd[i]), i + OFFSET (vslidedown; 0 at or past VLMAX),
  // i -+ 1 with x[rs1] at the end (vslide1up/down), the index vs1[i] (SEW, or 16 bits for
  // vrgatherei16) or the scalar (vrgather; 0 at or past VLMAX); vcompress writes vs2[i] to vd[n]
  // for each set vs1 bit i, n counting them. Increasing i makes the allowed overlap safe
  // (vslidedown/vslide1down read at j >= i, vd = vs2 allowed).
  localparam int unsigned JW = 34;
  logic [JW-1:0]   p_i, p_off, p_j, p_vlmax;
  logic [PW-1:0]   p_wi;                      // element written (vcompress: n)
  logic [PW-1:0]   cmp_n_q;                   // vcompress: elements written so far
  logic            p_work, p_last, p_act, p_src_ok, p_we;
  logic [31:0]     p_jb, p_ib, p_wb, p_idx, p_src, p_val, p_emask;
  logic [4:0]      p_jreg, p_ireg, p_wreg;
  logic [31:0]     p_vlmax32;
  // VLMAX = VLENB * LMUL / (SEW / 8)
  assign p_vlmax32 = c_vtype_q[2] ? ((32'(VLENB) >> (32'd4 - 32'(c_vtype_q[1:0]))) >> sew) :
                                    ((32'(VLENB) << c_vtype_q[1:0]) >> sew);
  assign p_vlmax   = JW'(p_vlmax32);
  assign p_emask   = (sew == 2'd0) ? 32'h0000_00FF : (sew == 2'd1) ? 32'h0000_FFFF : 32'hFFFF_FFFF;
  // Operand isolation: outside the permutation class (the only reader of p_ireg, p_jreg, p_we,
  // p_wreg, p_val, p_work and p_last) the index and source selections see element 0 and zeros,
  // and the register words are not shifted.
  logic            perm_sel;
  assign perm_sel  = cls == coral_vec_pkg::CL_PERM;
  assign p_i       = perm_sel ? JW'(ei) : '0;
  assign p_off     = perm_sel ? JW'(scalar) : '0;
  assign p_work    = 32'(ei) < 32'(c_vl_q);
  assign p_last    = 32'(ei) + 32'd1 >= 32'(c_vl_q);
  assign p_act     = !masked || rf_v0_i[ei[SB-1:0]];
  // the index operand vs1[i] (vrgather.vv: SEW; vrgatherei16: 16 bits)
  assign p_ib      = ei16 ? (32'(p_i) << 1) : (32'(p_i) << sew);
  assign p_ireg    = 5'(p_ib / VLENB);
  always_comb begin
    p_idx = 32'd0;
    if (perm_sel && vv) p_idx = 32'(rf_a_i >> (8 * (p_ib % VLENB))) & (ei16 ? 32'h0000_FFFF : p_emask);
  end
  always_comb begin
    unique case (pm)
      coral_vec_pkg::PM_UP:     p_j = p_i - p_off;
      coral_vec_pkg::PM_DOWN:   p_j = p_i + p_off;
      coral_vec_pkg::PM_1UP:    p_j = p_i - JW'(1);
      coral_vec_pkg::PM_1DOWN:  p_j = p_i + JW'(1);
      coral_vec_pkg::PM_GATHER: p_j = vv ? JW'(p_idx) : p_off;
      default:                  p_j = p_i;
    endcase
  end
  assign p_src_ok = p_j < p_vlmax;
  assign p_jb     = p_src_ok ? (32'(p_j) << sew) : 32'd0;
  assign p_jreg   = 5'(p_jb / VLENB);
  always_comb begin
    p_src = 32'd0;
    if (perm_sel && p_src_ok) p_src = 32'(rf_b_i >> (8 * (p_jb % VLENB))) & p_emask;
  end
  always_comb begin
    p_val = p_src;
    p_we  = p_work && p_act;
    p_wi  = ei;
    unique case (pm)
      coral_vec_pkg::PM_UP:    p_we = p_work && p_act && (p_i >= p_off);
      coral_vec_pkg::PM_1UP:   if (ei == '0) p_val = c_rs1_q & p_emask;
      coral_vec_pkg::PM_1DOWN: if (p_last) p_val = c_rs1_q & p_emask;
      coral_vec_pkg::PM_COMPRESS: begin
        p_we = p_work && rf_a_i[ei[SB-1:0]];
        p_wi = cmp_n_q;
      end
      default: ;
    endcase
  end
  assign p_wb   = 32'(p_wi) << sew;
  assign p_wreg = 5'(p_wb / VLENB);

  always_ff @(posedge clk_i) begin
    if (take)                                                 cmp_n_q <= '0;
    else if (busy_q && (cls == coral_vec_pkg::CL_PERM) && p_we) cmp_n_q <= cmp_n_q + PW'(1);
  end

  ////////////////////////
  // Register writes    //
  ////////////////////////

  logic [VLEN-1:0] sc_mask;
  always_comb begin
    unique case (sew)
      2'd0:    sc_mask = VLEN'(32'h0000_00FF);
      2'd1:    sc_mask = VLEN'(32'h0000_FFFF);
      default: sc_mask = VLEN'(32'hFFFF_FFFF);
    endcase
    rf_we_o = 1'b0;
    rf_wa_o = c_insn_q[11:7];
    rf_wd_o = '0;
    rf_wm_o = '0;
    if (pend_q) begin
      rf_we_o = 1'b1;
      rf_wa_o = pend_reg_q;
      rf_wd_o = VLEN'(ld_elem) << (8 * pend_off_q);
      rf_wm_o = VLEN'(block_bits(pend_bm_q)) << (8 * pend_off_q);
    end else if (busy_q && beat_work) begin
      unique case (cls)
        coral_vec_pkg::CL_ALU: begin
          rf_we_o = mul_ready;
          if (nar) begin
            rf_wa_o = c_insn_q[11:7] + hidx;
            rf_wd_o = VLEN'(nres) << (8 * hoff);
            rf_wm_o = VLEN'(bytes_to_bits(nben)) << (8 * hoff);
          end else begin
            rf_wa_o = c_insn_q[11:7] + ridx;
            rf_wd_o = VLEN'(wres) << (8 * boff);
            rf_wm_o = VLEN'(bytes_to_bits(ben)) << (8 * boff);
          end
        end
        coral_vec_pkg::CL_PERM: begin
          rf_we_o = p_we;
          rf_wa_o = c_insn_q[11:7] + p_wreg;
          rf_wd_o = VLEN'(p_val) << (8 * (p_wb % VLENB));
          rf_wm_o = VLEN'(p_emask) << (8 * (p_wb % VLENB));
        end
        coral_vec_pkg::CL_RED: begin
          rf_we_o = beat_last;
          rf_wa_o = c_insn_q[11:7];
          rf_wd_o = VLEN'(red_out);
          rf_wm_o = VLEN'(red_wm);
        end
        coral_vec_pkg::CL_CMP: begin
          rf_we_o = 1'b1;
          rf_wa_o = c_insn_q[11:7];
          rf_wd_o = VLEN'(cmp_bits) << e0;
          rf_wm_o = VLEN'(en) << e0;
        end
        coral_vec_pkg::CL_MLOG: begin
          rf_we_o = 1'b1;
          rf_wa_o = c_insn_q[11:7];
          rf_wd_o = mlog;
          rf_wm_o = mlog_m;
        end
        coral_vec_pkg::CL_MVSX: begin
          rf_we_o = 1'b1;
          rf_wa_o = c_insn_q[11:7];
          rf_wd_o = VLEN'(c_rs1_q) & sc_mask;
          rf_wm_o = sc_mask;
        end
        default: ;
      endcase
    end
  end

  logic [4:0] gidx;                           // register of the group the beat is in
  assign gidx    = (cls == coral_vec_pkg::CL_MLOG) ? 5'd0 : ridx;
  assign rf_ra_o = c_insn_q[19:15] + ((cls == coral_vec_pkg::CL_RED) ? 5'd0 :
                                      (cls == coral_vec_pkg::CL_PERM) ?
                                        ((pm == coral_vec_pkg::PM_COMPRESS) ? 5'd0 : p_ireg) :
                                      (wid || nar) ? hidx : gidx);
  assign rf_rb_o = (cls == coral_vec_pkg::CL_MEM) ? ireg :
                   c_insn_q[24:20] + ((cls == coral_vec_pkg::CL_PERM) ? p_jreg : iota ? 5'd0 :
                                      (ext != 2'd0) ? sidx : gidx);
  assign rf_rc_o = (cls == coral_vec_pkg::CL_MEM) ? ereg : c_insn_q[11:7] + ridx;

  ////////////////////////
  // Completion record  //
  ////////////////////////

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      done_o       <= 1'b0;
      done_mem_o   <= 1'b0;
      done_fault_o <= 1'b0;
      done_trim_o  <= 1'b0;
    end else begin
      done_o       <= busy_q && finish;
      done_mem_o   <= busy_q && finish && (cls == coral_vec_pkg::CL_MEM);
      done_fault_o <= busy_q && finish && fault_now;
      done_trim_o  <= busy_q && finish && trim_now;
    end
  end
  always_ff @(posedge clk_i) begin
    if (busy_q && finish) begin
      done_cause_o <= e_cause;
      done_tval_o  <= (e_mis ? ebase : faddr) + (32'(fa) << elg);
      done_elem_o  <= f_elem[SB-1:0];
      done_insn_o  <= c_insn_q;
      done_vl_o    <= trim_now ? VLW'(f_elem) : c_vl_q;
      done_vtype_o <= c_vtype_q;
    end
  end

  ////////////////////////
  // Traces, activity   //
  ////////////////////////

  assign acc_valid_o = pend_q || (e_go && mem_gnt_i && is_store);
  assign acc_store_o = !pend_q;
  assign acc_addr_o  = pend_q ? pend_addr_q : eaddr;
  assign acc_bytes_o = pend_q ? (3'd1 << pend_lg_q) : (3'd1 << elg);
  assign acc_elems_o = pend_q ? pend_k_q : ek;
  assign acc_act_o   = pend_q ? pend_act_q : act;
  assign acc_data_o  = pend_q ? ld_elem : st_elem;

  assign beat_elems_o = 8'($countones(en));
  assign beat_o     = busy_q && beat_work && mul_ready &&
                      ((cls == coral_vec_pkg::CL_ALU) || (cls == coral_vec_pkg::CL_CMP) ||
                       (cls == coral_vec_pkg::CL_RED));
  assign mem_busy_o = e_go;

endmodule
