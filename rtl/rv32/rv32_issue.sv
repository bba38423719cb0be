// rv32_issue: the ID stage — decode, register read, hazard check, CSR access, static branch
// prediction and issue into X1.
//
// The instruction in ID issues (moves to X1 at the end of the cycle) when all of these hold:
//   - it is valid and X1 does not flush this cycle (a redirect, trap or mpause in X1 discards it)
//   - the core is not stopping (stop request, mpause or a fatal trap)
//   - X1 is free next cycle (not held by DIV/REM/FDIV/FSQRT)           else stall_divsqrt
//   - a CSR instruction: X1..WB are empty (older instructions completed) else stall_csr
//   - no source waits for a result that will not be ready by next cycle   else stall_raw_<cause>
// RAW rule: for each source, the youngest older instruction in X1..XD that writes it decides;
// its result must be ready in the stage it reaches next cycle (rv32_pipe computes `pending`).
// Producers in WB need nothing: the register file writes through.
//
// Instructions that trap are decided here when the reason is known in ID (fetch access fault,
// illegal instruction or CSR, ECALL, EBREAK): they issue as XTrap without operands and raise the
// exception in X1, where all traps are taken.
//
// CSR instructions execute at issue: they issue only into an empty pipeline, so the CSR file
// holds exactly the architectural state (fflags included); the read value travels to X1 in the
// immediate field and is forwarded like an ALU result (latency 1), and the instruction after a
// CSR write sees its effect (frm, FS, mtvec, ...) in ID one cycle later.
//
// ID has no state of its own: its instruction register is the ITCM read port (rv32_fetch).
//
// Static BTFN prediction: a backward conditional branch or a JAL whose target is aligned
// redirects fetch from here (1 bubble); forward branches continue sequentially.
//
// Vector instructions (VEC_EN = 1): the vector unit's ID-side decoder (outside the core) says
// whether the ID word is a vector instruction, whether it is legal in the current vector state,
// its scalar sources and destination and its scalar result (taken at issue, like a CSR read
// value), whether it must wait (vid_wait_i: unit state; applies to any instruction) and whether
// it serializes like a CSR instruction (vid_serial_i: vset*). It issues as XVec.
module rv32_issue #(
  parameter int unsigned D = 4,                     // execute stages X1..XD
  parameter bit VEC_EN = 1'b0                       // vector instructions from vid_* (else none)
) (
  // ID instruction (rv32_fetch)
  input  logic                 id_valid_i,          // ID holds an instruction
  input  logic [31:0]          id_pc_i,             // its pc
  input  logic [31:0]          id_insn_i,           // its word
  input  logic                 id_fault_i,          // its fetch faulted
  output logic                 id_stall_o,          // valid and not issuing: hold fetch
  output logic                 id_redirect_o,       // predicted taken: fetch from id_target_o
  output logic [31:0]          id_target_o,         //   target
  // Pipeline state
  input  logic                 flush_i,             // X1 discards ID this cycle
  input  logic                 stopping_i,          // issue no more instructions
  input  logic                 x1_free_i,           // X1 takes a new instruction at the edge
  input  logic                 pipe_empty_i,        // X1..WB hold no instruction
  input  logic [6*D-1:0]       hz_rd_i,             // stage X(s+1): destination (0: none)
  input  logic [D-1:0]         hz_pend_i,           //   its result is not ready next cycle
  input  logic [2*D-1:0]       hz_cause_i,          //   stall cause (0 load, 1 mul, 2 fpu)
  // Register file read ports (rv32_regfile)
  output logic [5:0]           rf_ra_o,             // rs1
  output logic [5:0]           rf_rb_o,             // rs2
  output logic [5:0]           rf_rc_o,             // rs3
  input  logic [31:0]          rf_a_i,              // values (WB write-through included)
  input  logic [31:0]          rf_b_i,              // (rs2)
  input  logic [31:0]          rf_c_i,              // (rs3)
  // CSR file (rv32_csr), accessed at issue
  input  logic [1:0]           fs_i,                // mstatus.FS
  input  logic [2:0]           frm_i,               // fcsr.frm
  output logic [11:0]          csr_addr_o,          // CSR address of the ID instruction
  output logic                 csr_we_o,            //   it would write the CSR
  output logic                 csr_do_o,            //   perform the access (legal CSR issuing)
  output logic [1:0]           csr_op_o,            //   rv32_pkg::CSR_RW / RS / RC
  output logic [31:0]          csr_wsrc_o,          //   rs1 value or zimm
  input  logic [31:0]          csr_rdata_i,         //   current value
  input  logic                 csr_illegal_i,       //   the access is illegal
  // Vector decoder (VEC_EN)
  input  logic                 vid_vec_i,           // the ID word is a vector instruction
  input  logic                 vid_illegal_i,       //   illegal in the current state
  input  logic [4:0]           vid_rs1_i,           //   x source read as rs1 (0: none)
  input  logic [4:0]           vid_rs2_i,           //   x source read as rs2 (0: none)
  input  logic [4:0]           vid_rd_i,            //   x destination (0: none)
  input  logic                 vid_serial_i,        //   issues only into an empty pipeline
  input  logic                 vid_sync_i,          //   X1 holds it until the unit finished it
  input  logic [31:0]          vid_result_i,        //   its scalar result (value of x[rd])
  input  logic                 vid_wait_i,          // the ID instruction must wait (any kind)
  // To X1 (registered by rv32_ex when issue_o)
  output logic                 issue_o,             // the ID instruction issues
  output rv32_pkg::ctl_t       ctl_o,               // its control word
  output rv32_fpu_pkg::fpu_op_e fpu_op_o,           // its FPU operation
  output logic [31:0]          pc_o,                // pc
  output logic [31:0]          insn_o,              // word (0 for a fetch fault)
  output logic [31:0]          a_o,                 // rs1 value from the register file
  output logic [31:0]          b_o,                 // rs2 value
  output logic [31:0]          c_o,                 // rs3 value
  output logic [31:0]          imm_o,               // immediate (CSR: the value read)
  output logic [31:0]          target_o,            // pc + immediate (branches, JAL)
  output logic                 pred_taken_o,        // ID redirected fetch to target_o
  output logic                 trap_o,              // raises an exception in X1
  output logic [4:0]           cause_o,             //   mcause code
  output logic [31:0]          tval_o,              //   mtval
  output logic                 no_instret_o,        // writes minstret: does not count itself
  // Stall causes of this cycle (control-block counters)
  output logic                 st_fetch_o,          // ID empty or discarded
  output logic                 st_divsqrt_o,        // waiting for X1 (divider busy)
  output logic                 st_csr_o,            // CSR waiting for older instructions
  output logic                 st_raw_load_o,       // RAW on a load
  output logic                 st_raw_mul_o,        // RAW on a multiply
  output logic                 st_raw_fpu_o,        // RAW on an FMA / FP misc result
  output logic                 st_vec_o             // ready, but the vector unit says wait
);

  ///////////////////////
  // Decode            //
  ///////////////////////

  rv32_pkg::ctl_t dctl;
  logic [31:0]    dimm;
  logic           d_illegal, d_ecall, d_ebreak, d_csr, d_csr_imm, d_csr_we, d_branch, d_jal;
  logic [1:0]     d_csr_op;

  rv32_decode u_decode (
    .insn_i      (id_insn_i),
    .fs_i,
    .frm_i,
    .ctl_o       (dctl),
    .fpu_op_o,
    .imm_o       (dimm),
    .illegal_o   (d_illegal),
    .ecall_o     (d_ecall),
    .ebreak_o    (d_ebreak),
    .is_csr_o    (d_csr),
    .csr_op_o    (d_csr_op),
    .csr_imm_o   (d_csr_imm),
    .csr_we_o    (d_csr_we),
    .is_branch_o (d_branch),
    .is_jal_o    (d_jal)
  );

  ///////////////////////
  // Exceptions        //
  ///////////////////////

  logic is_vec, illegal;
  assign is_vec  = VEC_EN && vid_vec_i;
  assign illegal = is_vec ? vid_illegal_i : d_illegal;

  logic trap;
  always_comb begin
    trap    = 1'b1;
    cause_o = rv32_isa_pkg::EXC_ILLEGAL_INSTRUCTION;
    tval_o  = id_insn_i;
    if (id_fault_i) begin
      cause_o = rv32_isa_pkg::EXC_INSTRUCTION_ACCESS_FAULT;
      tval_o  = id_pc_i;
    end else if (illegal || (d_csr && csr_illegal_i)) begin
      cause_o = rv32_isa_pkg::EXC_ILLEGAL_INSTRUCTION;
      tval_o  = id_insn_i;
    end else if (d_ecall) begin
      cause_o = rv32_isa_pkg::EXC_ECALL_FROM_M;
      tval_o  = 32'd0;
    end else if (d_ebreak) begin
      cause_o = rv32_isa_pkg::EXC_BREAKPOINT;
      tval_o  = id_pc_i;
    end else begin
      trap = 1'b0;
    end
  end
  assign trap_o = trap;

  // Control word: a trapping instruction has no operands and no result.
  always_comb begin
    ctl_o = dctl;
    if (is_vec) begin
      ctl_o.xop    = rv32_pkg::XVec;
      ctl_o.res    = rv32_pkg::ResX1;
      ctl_o.rd     = {1'b0, vid_rd_i};
      ctl_o.rs1    = {1'b0, vid_rs1_i};
      ctl_o.rs2    = {1'b0, vid_rs2_i};
      ctl_o.rs3    = rv32_pkg::RID_NONE;
      ctl_o.alu_op = rv32_pkg::AluAdd;
      ctl_o.opa    = rv32_pkg::OpaZero;
      ctl_o.opb    = rv32_pkg::OpbImm;
      ctl_o.is_fp  = 1'b0;
      ctl_o.vsync  = vid_sync_i;
    end
    if (trap) begin
      ctl_o.xop   = rv32_pkg::XTrap;
      ctl_o.res   = rv32_pkg::ResX1;
      ctl_o.rd    = rv32_pkg::RID_NONE;
      ctl_o.rs1   = rv32_pkg::RID_NONE;
      ctl_o.rs2   = rv32_pkg::RID_NONE;
      ctl_o.rs3   = rv32_pkg::RID_NONE;
      ctl_o.is_fp = 1'b0;
    end
  end

  ///////////////////////
  // RAW hazards       //
  ///////////////////////

  // {pending, cause} of the youngest in-flight writer of `rs` (stage index 0 = X1 is youngest).
  function automatic logic [2:0] raw(input logic [5:0] rs, input logic [6*D-1:0] rds,
                                     input logic [D-1:0] pend, input logic [2*D-1:0] cause);
    raw = 3'd0;
    for (int i = 0; i < D; i++) begin
      if ((rs != 6'd0) && (rds[6*(D-1-i) +: 6] == rs))
        raw = {pend[D-1-i], cause[2*(D-1-i) +: 2]};
    end
  endfunction

  logic [2:0] h1, h2, h3;
  logic       raw_load, raw_mul, raw_fpu, raw_any;

  assign h1 = raw(ctl_o.rs1, hz_rd_i, hz_pend_i, hz_cause_i);
  assign h2 = raw(ctl_o.rs2, hz_rd_i, hz_pend_i, hz_cause_i);
  assign h3 = raw(ctl_o.rs3, hz_rd_i, hz_pend_i, hz_cause_i);

  function automatic logic is_cause(input logic [2:0] h, input logic [1:0] c);
    is_cause = h[2] && (h[1:0] == c);
  endfunction

  assign raw_load = is_cause(h1, 2'd0) || is_cause(h2, 2'd0) || is_cause(h3, 2'd0);
  assign raw_mul  = is_cause(h1, 2'd1) || is_cause(h2, 2'd1) || is_cause(h3, 2'd1);
  assign raw_fpu  = is_cause(h1, 2'd2) || is_cause(h2, 2'd2) || is_cause(h3, 2'd2);
  assign raw_any  = h1[2] || h2[2] || h3[2];

  ///////////////////////
  // Issue decision    //
  ///////////////////////

  logic live, csr_wait;
  assign live     = id_valid_i && !flush_i;
  assign csr_wait = (d_csr || (is_vec && vid_serial_i)) && !pipe_empty_i;
  assign issue_o  = live && !stopping_i && x1_free_i && !csr_wait && !raw_any &&
                    !(VEC_EN && vid_wait_i);

  assign id_stall_o = id_valid_i && !issue_o;

  // Counter attribution, one cause per cycle (no cause while stopping).
  assign st_fetch_o    = !stopping_i && !live;
  assign st_divsqrt_o  = !stopping_i && live && !x1_free_i;
  assign st_csr_o      = !stopping_i && live && x1_free_i && csr_wait;
  assign st_raw_load_o = !stopping_i && live && x1_free_i && !csr_wait && raw_load;
  assign st_raw_mul_o  = !stopping_i && live && x1_free_i && !csr_wait && !raw_load && raw_mul;
  assign st_raw_fpu_o  = !stopping_i && live && x1_free_i && !csr_wait && !raw_load && !raw_mul &&
                         raw_fpu;
  assign st_vec_o      = !stopping_i && live && x1_free_i && !csr_wait && !raw_any && VEC_EN &&
                         vid_wait_i;

  ///////////////////////
  // Operands and CSR  //
  ///////////////////////

  assign rf_ra_o = ctl_o.rs1;
  assign rf_rb_o = ctl_o.rs2;
  assign rf_rc_o = ctl_o.rs3;

  assign csr_addr_o = id_insn_i[31:20];
  assign csr_we_o   = d_csr_we;
  assign csr_op_o   = d_csr_op;
  assign csr_wsrc_o = d_csr_imm ? {27'd0, id_insn_i[19:15]} : rf_a_i;
  assign csr_do_o   = issue_o && d_csr && !trap;

  assign no_instret_o = d_csr && d_csr_we &&
                        ((csr_addr_o == rv32_isa_pkg::CSR_MINSTRET) ||
                         (csr_addr_o == rv32_isa_pkg::CSR_MINSTRETH));

  assign pc_o   = id_pc_i;
  assign insn_o = id_fault_i ? 32'd0 : id_insn_i;
  assign a_o    = rf_a_i;
  assign b_o    = rf_b_i;
  assign c_o    = rf_c_i;
  assign imm_o  = is_vec ? vid_result_i : d_csr ? csr_rdata_i : dimm;

  ///////////////////////
  // Prediction        //
  ///////////////////////

  // Backward conditional branches and JAL are predicted taken, unless the target is
  // misaligned (X1 raises that exception on the branch itself).
  assign target_o      = id_pc_i + dimm;
  assign pred_taken_o  = !trap && (d_jal || (d_branch && dimm[31])) && !target_o[1];
  assign id_redirect_o = issue_o && pred_taken_o;
  assign id_target_o   = target_o;

endmodule
