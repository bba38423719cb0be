// rv32_ex: the X1 stage — operand forwarding, ALU, branch resolution, address generation,
// unit dispatch, the divider, and the commit point where every trap is taken.
//
// Forwarding: ID captured register-file values; here each source is replaced by the value of
// the youngest older instruction in X2..WB that writes it (rv32_pipe's per-stage values). ID
// only issued the instruction if that value is ready, so no readiness check is needed here.
//
// X1 is the commit point: nothing can trap after X1, so an instruction that leaves X1 completes.
// In X1 an instruction
//   - raises its exception: from ID (illegal, ecall, ebreak, fetch fault) or found here
//     (misaligned branch/jump target, misaligned or out-of-range load/store). With mtvec != 0
//     the trap is taken now (mepc, mcause, mtval, MIE -> MPIE) and fetch goes to mtvec; with
//     mtvec == 0 the core stops and the fault is reported when the instruction reaches WB.
//   - redirects fetch (registered, see rv32_fetch): mispredicted branch, JALR, MRET, FENCE.I,
//     trap. Any redirect, trap or MPAUSE also discards the instruction in ID (flush_o).
//   - starts its unit: multiplier, FMA, FP misc (pipelined, results arrive in later stages),
//     LSU (memory access at the end of this cycle), or a blocking divider (DIV*/REM*, FDIV,
//     FSQRT), for which X1 holds the instruction until the result exists.
//
// Vector instructions (XVec, VEC_EN = 1) are handed to the vector unit from X1, with their
// forwarded scalar operands (vcmd_*); X1 holds one until the unit accepted it and, for a load or
// store (ctl.vsync), until the unit finished it: its memory fault becomes the instruction's trap.
module rv32_ex #(
  parameter int unsigned D = 4,                       // execute stages X1..XD
  parameter bit VEC_EN = 1'b0                         // XVec instructions exist
) (
  input  logic                 clk_i,                 // clock
  input  logic                 rst_ni,                // core reset (asynchronous, active low)
  // From ID (rv32_issue)
  input  logic                 issue_i,               // an instruction enters X1 at the edge
  input  rv32_pkg::ctl_t       ctl_i,                 // its control word
  input  rv32_fpu_pkg::fpu_op_e fpu_op_i,             // its FPU operation
  input  logic [31:0]          pc_i,                  // pc
  input  logic [31:0]          insn_i,                // word
  input  logic [31:0]          a_i,                   // rs1 value (register file)
  input  logic [31:0]          b_i,                   // rs2 value
  input  logic [31:0]          c_i,                   // rs3 value
  input  logic [31:0]          imm_i,                 // immediate / CSR read value
  input  logic [31:0]          target_i,              // pc + immediate
  input  logic                 pred_taken_i,          // ID redirected to target_i
  input  logic                 trap_i,                // exception decided in ID
  input  logic [4:0]           cause_i,               //   its mcause code
  input  logic [31:0]          tval_i,                //   its mtval
  input  logic                 no_instret_i,          // not counted in minstret
  // Stage state
  output logic                 valid_o,               // X1 holds an instruction
  output logic                 free_o,                // X1 takes a new instruction at the edge
  output logic                 flush_o,               // discard the instruction in ID
  output logic                 redirect_o,            // fetch from target_o
  output logic [31:0]          target_o,              //   redirect target
  output logic                 stop_o,                // MPAUSE or fatal trap: stop issuing
  output logic [5:0]           x1_rd_o,               // X1's destination, for the hazard view
  output rv32_pkg::res_e       x1_res_o,              //   and its result class (rv32_pipe)
  // Forwarding sources (rv32_pipe): stage X(j+2), j = 0 youngest
  input  logic [6*D-1:0]       fwd_rd_i,              // destination (0: none)
  input  logic [32*D-1:0]      fwd_val_i,             // value
  // CSR file
  input  logic [31:0]          mtvec_i,               // trap vector (0: stop on traps)
  input  logic [31:0]          mepc_i,                // MRET target
  output logic                 csr_trap_o,            // take a trap now
  output logic [4:0]           csr_cause_o,           //   mcause code
  output logic [31:0]          csr_epc_o,             //   mepc (pc of the trapping instruction)
  output logic [31:0]          csr_tval_o,            //   mtval
  output logic                 csr_mret_o,            // MRET completes
  // Pipelined units (results arrive later in rv32_pipe)
  output logic                 mul_valid_o,           // multiplier
  output logic                 fma_valid_o,           // FMA unit
  output logic                 fmisc_valid_o,         // FP misc unit
  output logic                 fdiv_start_o,          // FDIV/FSQRT unit
  input  logic                 fdiv_done_i,           //   result this cycle
  input  logic [31:0]          fdiv_result_i,         //   its result
  input  logic [4:0]           fdiv_flags_i,          //   its flags
  output logic [31:0]          op_a_o,                // forwarded operands (units, LSU)
  output logic [31:0]          op_b_o,                // rs2 after forwarding
  output logic [31:0]          op_c_o,                // rs3 after forwarding
  output rv32_pkg::ctl_t       ctl_o,                 // control word in X1
  output rv32_fpu_pkg::fpu_op_e fpu_op_o,             // FPU operation in X1
  // LSU
  output logic                 lsu_valid_o,           // load or store in X1
  output logic                 lsu_we_o,              //   1: store
  output logic [31:0]          lsu_addr_o,            //   byte address (rs1 + imm)
  input  logic                 lsu_misaligned_i,      //   address misaligned for the size
  input  logic                 lsu_fault_i,           //   address outside both TCMs
  input  logic [3:0]           lsu_be_i,              //   byte enables of the access
  input  logic [31:0]          lsu_wdata_i,           // store value in byte lanes (trace)
  // Vector unit (VEC_EN)
  output logic                 vcmd_valid_o,          // hand the XVec instruction in X1 over
  input  logic                 vcmd_ready_i,          //   the unit takes it at the edge
  input  logic                 vdone_i,               // the unit finished the vsync instruction
  input  logic                 vfault_i,              //   with a memory fault
  input  logic [4:0]           vcause_i,              //   its mcause code
  input  logic [31:0]          vtval_i,               //   its mtval
  output logic                 x1_vec_o,              // X1 holds an XVec instruction
  output logic [31:0]          vcmd_a_o,              //   its x[rs1] (forwarded in its first cycle)
  output logic [31:0]          vcmd_b_o,              //   its x[rs2]
  // To X2 (rv32_pipe)
  output logic                 out_valid_o,           // an instruction leaves X1
  output logic [5:0]           out_rd_o,              // destination (0: none or trapped)
  output rv32_pkg::res_e       out_res_o,             // result class
  output logic [31:0]          out_value_o,           // X1 result (ResX1) / store data
  output logic [4:0]           out_flags_o,           // FP flags known in X1 (FDIV/FSQRT)
  output logic [31:0]          out_pc_o,              // pc
  output logic [31:0]          out_insn_o,            // instruction word
  output logic                 out_trap_o,            // trapped (reported, not completed)
  output logic [4:0]           out_cause_o,           // mcause code of a trap
  output logic [31:0]          out_addr_o,            // memory address, or mtval of a trap
  output logic                 out_mem_we_o,          // store
  output logic                 out_mem_re_o,          // load
  output logic [3:0]           out_mem_be_o,          // bytes accessed
  output logic                 out_fatal_o,           // trap with mtvec == 0: core stops
  output logic                 out_count_o,           // counts in minstret
  // Commit events (control-block counters)
  output logic                 ev_branch_o,           // conditional branch completed
  output logic                 ev_mispredict_o,       //   mispredicted
  output logic                 ev_jump_o,             // JAL or JALR completed
  output logic                 ev_load_o,             // load completed
  output logic                 ev_store_o,            // store completed
  output logic                 ev_fp_o                // FP computation completed
);

  ////////////////////////
  // X1 register        //
  ////////////////////////

  logic           v_q, first_q, pred_q, trap_q, noinst_q;
  rv32_pkg::ctl_t ctl_q;
  rv32_fpu_pkg::fpu_op_e fpu_op_q;
  logic [31:0]    pc_q, insn_q, a_q, b_q, c_q, imm_q, target_q, tval_q;
  logic [4:0]     cause_q;
  logic           hold;

  assign free_o  = !v_q || !hold;
  assign valid_o = v_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      v_q     <= 1'b0;
      first_q <= 1'b0;
    end else if (free_o) begin
      v_q     <= issue_i;
      first_q <= 1'b1;
    end else begin
      first_q <= 1'b0;
    end
  end

  // Datapath registers: no reset (qualified by v_q).
  always_ff @(posedge clk_i) begin
    if (free_o && issue_i) begin
      ctl_q    <= ctl_i;
      fpu_op_q <= fpu_op_i;
      pc_q     <= pc_i;
      insn_q   <= insn_i;
      a_q      <= a_i;
      b_q      <= b_i;
      c_q      <= c_i;
      imm_q    <= imm_i;
      target_q <= target_i;
      pred_q   <= pred_taken_i;
      trap_q   <= trap_i;
      cause_q  <= cause_i;
      tval_q   <= tval_i;
      noinst_q <= no_instret_i;
    end
  end

  ////////////////////////
  // Forwarding         //
  ////////////////////////

  // Value of source `rs`: the youngest writer in X2..WB, else the register-file value.
  function automatic logic [31:0] fwd(input logic [5:0] rs, input logic [31:0] rf,
                                      input logic [6*D-1:0] rds, input logic [32*D-1:0] vals);
    fwd = rf;
    for (int i = 0; i < D; i++) begin
      if ((rs != 6'd0) && (rds[6*(D-1-i) +: 6] == rs)) fwd = vals[32*(D-1-i) +: 32];
    end
  endfunction

  logic [31:0] op_a, op_b, op_c;
  assign op_a = fwd(ctl_q.rs1, a_q, fwd_rd_i, fwd_val_i);
  assign op_b = fwd(ctl_q.rs2, b_q, fwd_rd_i, fwd_val_i);
  assign op_c = fwd(ctl_q.rs3, c_q, fwd_rd_i, fwd_val_i);
  assign op_a_o = op_a;
  assign op_b_o = op_b;
  assign op_c_o = op_c;
  assign ctl_o    = ctl_q;
  assign fpu_op_o = fpu_op_q;

  ////////////////////////
  // ALU and divider    //
  ////////////////////////

  logic [31:0] alu_a, alu_b, alu_res;
  always_comb begin
    unique case (ctl_q.opa)
      rv32_pkg::OpaPc:   alu_a = pc_q;
      rv32_pkg::OpaZero: alu_a = 32'd0;
      default:           alu_a = op_a;
    endcase
    unique case (ctl_q.opb)
      rv32_pkg::OpbImm:  alu_b = imm_q;
      rv32_pkg::OpbFour: alu_b = 32'd4;
      default:           alu_b = op_b;
    endcase
  end

  rv32_alu u_alu (.op_i (ctl_q.alu_op), .a_i (alu_a), .b_i (alu_b), .result_o (alu_res));

  logic is_div, is_fdiv, div_done;
  logic [31:0] div_res;
  assign is_div  = v_q && (ctl_q.xop == rv32_pkg::XDiv);
  assign is_fdiv = v_q && (ctl_q.xop == rv32_pkg::XFdiv);

  rv32_div #(.CYCLES (rv32_cfg_pkg::DIV_CYCLES)) u_div (
    .clk_i, .rst_ni,
    .start_i  (is_div && first_q),
    .op_i     (ctl_q.div_op),
    .a_i      (op_a),
    .b_i      (op_b),
    .done_o   (div_done),
    .result_o (div_res)
  );

  // Vector hand-over: once per instruction; a vsync one then waits for the unit.
  logic is_vec, vsent_q, vec_hold;
  assign is_vec = VEC_EN && v_q && (ctl_q.xop == rv32_pkg::XVec);
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni)                  vsent_q <= 1'b0;
    else if (free_o)              vsent_q <= 1'b0;
    else if (vcmd_valid_o && vcmd_ready_i) vsent_q <= 1'b1;
  end
  assign vcmd_valid_o = is_vec && !trap_q && !vsent_q;
  assign vec_hold     = is_vec && !trap_q &&
                        (!vsent_q ? (!vcmd_ready_i || ctl_q.vsync) : (ctl_q.vsync && !vdone_i));
  assign x1_vec_o     = is_vec;

  // The operands as forwarded in the first X1 cycle: a producer may retire while X1 waits for
  // the queue, after which no stage forwards its value any more.
  logic [31:0] va_q, vb_q;
  always_ff @(posedge clk_i) begin
    if (first_q) begin
      va_q <= op_a;
      vb_q <= op_b;
    end
  end
  assign vcmd_a_o = first_q ? op_a : va_q;
  assign vcmd_b_o = first_q ? op_b : vb_q;

  assign hold         = (is_div && !div_done) || (is_fdiv && !fdiv_done_i) || vec_hold;
  assign fdiv_start_o = is_fdiv && first_q;

  ////////////////////////
  // Control transfer   //
  ////////////////////////

  logic        eq, lt, ltu, taken, mispredict;
  logic [31:0] jalr_t, seq_pc;

  assign eq     = (op_a == op_b);
  assign lt     = $signed(op_a) < $signed(op_b);
  assign ltu    = op_a < op_b;
  assign seq_pc = pc_q + 32'd4;
  assign jalr_t = {lsu_addr_o[31:1], 1'b0};

  always_comb begin
    unique case (ctl_q.br_op)
      rv32_pkg::BR_EQ:  taken = eq;
      rv32_pkg::BR_NE:  taken = !eq;
      rv32_pkg::BR_LT:  taken = lt;
      rv32_pkg::BR_GE:  taken = !lt;
      rv32_pkg::BR_LTU: taken = ltu;
      rv32_pkg::BR_GEU: taken = !ltu;
      default:          taken = 1'b0;      // funct3 2 and 3 are not branches
    endcase
  end
  assign mispredict = (taken != pred_q);

  ////////////////////////
  // Exceptions         //
  ////////////////////////

  logic        x_trap;
  logic [4:0]  x_cause;
  logic [31:0] x_tval;
  always_comb begin
    x_trap  = trap_q;
    x_cause = cause_q;
    x_tval  = tval_q;
    if (!trap_q) begin
      unique case (ctl_q.xop)
        rv32_pkg::XBranch: if (taken && target_q[1]) begin
          x_trap = 1'b1; x_cause = rv32_isa_pkg::EXC_INSTRUCTION_ADDRESS_MISALIGNED; x_tval = target_q;
        end
        rv32_pkg::XJal: if (target_q[1]) begin
          x_trap = 1'b1; x_cause = rv32_isa_pkg::EXC_INSTRUCTION_ADDRESS_MISALIGNED; x_tval = target_q;
        end
        rv32_pkg::XJalr: if (jalr_t[1]) begin
          x_trap = 1'b1; x_cause = rv32_isa_pkg::EXC_INSTRUCTION_ADDRESS_MISALIGNED; x_tval = jalr_t;
        end
        rv32_pkg::XLoad: if (lsu_misaligned_i || lsu_fault_i) begin
          x_trap  = 1'b1;
          x_cause = lsu_misaligned_i ? rv32_isa_pkg::EXC_LOAD_ADDRESS_MISALIGNED : rv32_isa_pkg::EXC_LOAD_ACCESS_FAULT;
          x_tval  = lsu_addr_o;
        end
        rv32_pkg::XStore: if (lsu_misaligned_i || lsu_fault_i) begin
          x_trap  = 1'b1;
          x_cause = lsu_misaligned_i ? rv32_isa_pkg::EXC_STORE_ADDRESS_MISALIGNED : rv32_isa_pkg::EXC_STORE_ACCESS_FAULT;
          x_tval  = lsu_addr_o;
        end
        rv32_pkg::XVec: if (VEC_EN && ctl_q.vsync && vsent_q && vdone_i && vfault_i) begin
          x_trap  = 1'b1;
          x_cause = vcause_i;
          x_tval  = vtval_i;
        end
        default: ;
      endcase
    end
  end

  logic trap, fatal, commit;
  assign trap   = v_q && x_trap;
  assign fatal  = trap && (mtvec_i == 32'd0);
  assign commit = v_q && !hold && !x_trap;

  assign csr_trap_o  = trap && !fatal;
  assign csr_cause_o = x_cause;
  assign csr_epc_o   = pc_q;
  assign csr_tval_o  = x_tval;
  assign csr_mret_o  = commit && (ctl_q.xop == rv32_pkg::XMret);

  ////////////////////////
  // Redirect           //
  ////////////////////////

  always_comb begin
    redirect_o = 1'b0;
    target_o   = seq_pc;
    if (trap) begin
      redirect_o = !fatal;
      target_o   = mtvec_i;
    end else if (v_q) begin
      unique case (ctl_q.xop)
        rv32_pkg::XBranch: begin
          redirect_o = mispredict;
          target_o   = taken ? target_q : seq_pc;
        end
        rv32_pkg::XJalr:   begin redirect_o = 1'b1; target_o = jalr_t; end
        rv32_pkg::XMret:   begin redirect_o = 1'b1; target_o = mepc_i; end
        rv32_pkg::XFenceI: begin redirect_o = 1'b1; target_o = seq_pc; end
        default: ;
      endcase
    end
  end

  assign stop_o  = fatal || (commit && (ctl_q.xop == rv32_pkg::XMpause));
  assign flush_o = redirect_o || stop_o;

  ////////////////////////
  // Units and LSU      //
  ////////////////////////

  assign mul_valid_o   = commit && (ctl_q.xop == rv32_pkg::XMul);
  assign fma_valid_o   = commit && (ctl_q.xop == rv32_pkg::XFma);
  assign fmisc_valid_o = commit && (ctl_q.xop == rv32_pkg::XFmisc);

  assign lsu_valid_o = v_q && !trap_q &&
                       ((ctl_q.xop == rv32_pkg::XLoad) || (ctl_q.xop == rv32_pkg::XStore));
  assign lsu_we_o    = (ctl_q.xop == rv32_pkg::XStore);
  assign lsu_addr_o  = op_a + imm_q;

  ////////////////////////
  // Hazard view of X1  //
  ////////////////////////

  // A trapping instruction may still show its destination for this cycle; it flushes ID.
  assign x1_rd_o  = v_q ? ctl_q.rd : 6'd0;
  assign x1_res_o = ctl_q.res;

  ////////////////////////
  // To X2              //
  ////////////////////////

  logic is_store, is_load;
  assign is_store = (ctl_q.xop == rv32_pkg::XStore);
  assign is_load  = (ctl_q.xop == rv32_pkg::XLoad);

  always_comb begin
    unique case (ctl_q.xop)
      rv32_pkg::XDiv:   out_value_o = div_res;
      rv32_pkg::XFdiv:  out_value_o = fdiv_result_i;
      rv32_pkg::XStore: out_value_o = lsu_wdata_i;
      default:          out_value_o = alu_res;
    endcase
  end

  assign out_valid_o  = v_q && !hold;
  assign out_rd_o     = x_trap ? 6'd0 : ctl_q.rd;
  assign out_res_o    = ctl_q.res;
  assign out_flags_o  = (ctl_q.xop == rv32_pkg::XFdiv) ? fdiv_flags_i : 5'd0;
  assign out_pc_o     = pc_q;
  assign out_insn_o   = insn_q;
  assign out_trap_o   = x_trap;
  assign out_cause_o  = x_cause;
  assign out_addr_o   = x_trap ? x_tval : lsu_addr_o;
  assign out_mem_we_o = !x_trap && is_store;
  assign out_mem_re_o = !x_trap && is_load;
  assign out_mem_be_o = (!x_trap && (is_store || is_load)) ? lsu_be_i : 4'd0;
  assign out_fatal_o  = fatal;
  assign out_count_o  = !noinst_q;

  assign ev_branch_o     = commit && (ctl_q.xop == rv32_pkg::XBranch);
  assign ev_mispredict_o = ev_branch_o && mispredict;
  assign ev_jump_o       = commit && ((ctl_q.xop == rv32_pkg::XJal) || (ctl_q.xop == rv32_pkg::XJalr));
  assign ev_load_o       = commit && is_load;
  assign ev_store_o      = commit && is_store;
  assign ev_fp_o         = commit && ctl_q.is_fp;

endmodule
