// rv32_pkg: types and constants private to the rv32 core (hand-written).
//
// The ISA itself (instruction identities, operand kinds, units) comes from the generated
// rv32_isa_pkg, the configuration from the generated rv32_cfg_pkg, the FPU operation codes from
// rv32_fpu_pkg. This package holds what only the core's micro-architecture needs: the decoded
// control word that travels from ID to X1, the result classes that say in which stage a result
// becomes ready, and the control-block map. CSR numbers, reset values, trap causes and the
// CSR legality rules are the ISA table's (rv32_isa_pkg::CSR_*, EXC_*, csr_exists() ...).
//
// It refers to no other package: Yosys 0.23 cannot resolve another package's names inside a
// package. Configuration-dependent values (latencies, the stage count) are therefore computed
// in the modules, and the FPU operation travels beside the control word, not in it.
//
// Register identifiers: the core has one 64-entry register space, x0..x31 = 0..31 and
// f0..f31 = 32..63 (`{is_f, index}`), so that hazard checks and forwarding compare one 6-bit
// number. Identifier 0 (x0) means "no register": it is never written and always reads zero.
package rv32_pkg;

  ////////////////////////////
  // Register identifiers   //
  ////////////////////////////

  localparam int unsigned RID_W = 6;                     // {is_f, index[4:0]}
  localparam logic [RID_W-1:0] RID_NONE = 6'd0;          // x0: no source / no destination

  ////////////////////////////
  // ALU operations         //
  ////////////////////////////

  // Result = f(op_a, op_b). RV32I arithmetic, logic, shifts and compares, and every Zbb
  // operation. LUI, AUIPC, links and CSR reads are ADDs with the right operand selects.
  typedef enum logic [4:0] {
    AluAdd, AluSub, AluSll, AluSlt, AluSltu, AluXor, AluSrl, AluSra, AluOr, AluAnd,
    AluAndn, AluOrn, AluXnor, AluClz, AluCtz, AluCpop, AluMax, AluMaxu, AluMin, AluMinu,
    AluSextB, AluSextH, AluZextH, AluRol, AluRor, AluOrcB, AluRev8
  } alu_op_e;

  // Operand A / B sources of the ALU.
  typedef enum logic [1:0] {OpaReg, OpaPc, OpaZero} opa_e;
  typedef enum logic [1:0] {OpbReg, OpbImm, OpbFour} opb_e;

  // Conditional branch comparisons (funct3 of BRANCH), multiplier / divider operations
  // (funct3[1:0] of the M instructions) and CSR operations (funct3[1:0] of SYSTEM). Plain
  // vectors taken straight from the instruction word (Yosys 0.23 has no user-type casts).
  localparam logic [2:0] BR_EQ = 3'd0, BR_NE = 3'd1, BR_LT = 3'd4, BR_GE = 3'd5,
                         BR_LTU = 3'd6, BR_GEU = 3'd7;
  localparam logic [1:0] MUL_L = 2'd0, MUL_H = 2'd1, MUL_HSU = 2'd2, MUL_HU = 2'd3;
  localparam logic [1:0] DIV_S = 2'd0, DIV_U = 2'd1, REM_S = 2'd2, REM_U = 2'd3;
  localparam logic [1:0] CSR_RW = 2'd1, CSR_RS = 2'd2, CSR_RC = 2'd3;

  // What an instruction does in X1 besides producing an ALU result.
  typedef enum logic [3:0] {
    XAlu,      // ALU result only (also LUI, AUIPC, CSR read value, fence, wfi)
    XBranch,   // conditional branch: compare, resolve against the prediction
    XJal,      // JAL: link; the target was taken in ID (unless misaligned)
    XJalr,     // JALR: link, redirect to (rs1 + imm) & ~1
    XLoad,     // load (integer or FLW)
    XStore,    // store (integer or FSW)
    XMul,      // start the multiplier pipeline
    XDiv,      // start the divider; X1 holds until done
    XFma,      // start the FMA pipeline
    XFmisc,    // start the FP misc pipeline
    XFdiv,     // start FDIV.S / FSQRT.S; X1 holds until done
    XMret,     // return from trap: redirect to mepc, restore MIE
    XFenceI,   // redirect to pc + 4 (refetch after self-modifying stores)
    XMpause,   // stop issuing; the core halts when this instruction retires
    XTrap,     // raise the exception recorded in ID (illegal, ecall, ebreak, fetch fault)
    XVec       // vector instruction (VEC_EN): hand it to the vector unit; result = the immediate
  } xop_e;

  ////////////////////////////
  // Result classes         //
  ////////////////////////////

  // Where a result comes from, which fixes the stage in which it becomes ready:
  //   ResX1    ALU, Zbb, LUI/AUIPC, link, CSR read, DIV*, FDIV/FSQRT: computed in X1,
  //            ready from X2 on (latency 1; the dividers hold X1 until their result exists)
  //   ResLoad  load data: ready from X(1+DMEM_LATENCY)
  //   ResMul   multiplier: ready from X(1+MUL_LATENCY)
  //   ResFma   FMA unit: ready from X(1+FMA_LATENCY)
  //   ResFmisc FP misc unit: ready from X(1+FMISC_LATENCY)
  typedef enum logic [2:0] {ResX1, ResLoad, ResMul, ResFma, ResFmisc} res_e;

  // Stall-counter cause of waiting for a result class: 0 load, 1 multiply, 2 FPU.
  function automatic logic [1:0] cause_of(input logic [2:0] r);   // r: a res_e value
    unique case (r)
      rv32_pkg::ResLoad: cause_of = 2'd0;
      rv32_pkg::ResMul:  cause_of = 2'd1;
      default:           cause_of = 2'd2;
    endcase
  endfunction


  ////////////////////////////
  // Decoded instruction    //
  ////////////////////////////

  // Everything X1 needs about an instruction, produced by rv32_decode in ID. Register values,
  // the pc and the immediate travel beside it (rv32_issue).
  typedef struct packed {
    xop_e                  xop;      // X1 action
    res_e                  res;      // result class (meaningful when rd != RID_NONE)
    logic [RID_W-1:0]      rd;       // destination (RID_NONE: none)
    logic [RID_W-1:0]      rs1;      // sources (RID_NONE: none or x0)
    logic [RID_W-1:0]      rs2;
    logic [RID_W-1:0]      rs3;
    alu_op_e               alu_op;
    opa_e                  opa;
    opb_e                  opb;
    logic [2:0]            br_op;    // BR_*
    logic [1:0]            mem_size; // 0 byte, 1 half, 2 word
    logic                  mem_uns;  // zero-extending load
    logic [1:0]            mul_op;   // MUL_*
    logic [1:0]            div_op;   // DIV_* / REM_*
    logic [2:0]            rm;       // resolved rounding mode (0..4)
    logic                  is_fp;    // F-extension instruction (fp_ops counter, FS dirty)
    logic                  vsync;    // XVec: X1 holds it until the vector unit finished it
  } ctl_t;

  ////////////////////////////
  // Control block          //
  ////////////////////////////

  // Byte offsets from CTRL_BASE (host port only). Counters are 64 bits, low word first, at
  // CTRL_COUNTERS + 8 * index, index in the order of the cnt_e list below.
  localparam logic [7:0] CTRL_CTRL      = 8'h00;   // bit0: core held in reset (resets to 1)
  localparam logic [7:0] CTRL_START_PC  = 8'h04;   // pc of the first instruction
  localparam logic [7:0] CTRL_STATUS    = 8'h08;   // bit0 halted, bit1 fault
  localparam logic [7:0] CTRL_CAUSE     = 8'h0C;   // fault: mcause code
  localparam logic [7:0] CTRL_FAULT_PC  = 8'h10;   // fault: pc of the trapping instruction
  localparam logic [7:0] CTRL_TVAL      = 8'h14;   // fault: mtval value
  localparam logic [7:0] CTRL_INSN      = 8'h18;   // fault: instruction word (0: fetch fault)
  localparam logic [7:0] CTRL_COUNTERS  = 8'h40;   // first counter

  // Performance counters (control block, 64 bits each).
  typedef enum logic [3:0] {
    CntCycles,          // cycles from reset release to halt or fault
    CntInstret,         // instructions completed (trapped ones excluded)
    CntStallRawLoad,    // ID waits for a load result
    CntStallRawMul,     // ID waits for a multiplier result
    CntStallRawFpu,     // ID waits for an FMA / FP misc result
    CntStallDivsqrt,    // ID waits while DIV*/REM*/FDIV/FSQRT occupies X1
    CntStallCsr,        // ID holds a CSR instruction until older ones completed
    CntStallFetch,      // ID empty: start-up, redirects, traps (fetch bubbles)
    CntBranches,        // conditional branches completed
    CntMispredicts,     // of those, mispredicted by the static BTFN rule
    CntJumps,           // JAL and JALR completed
    CntLoads,           // loads completed (LB..LHU, FLW)
    CntStores,          // stores completed (SB..SW, FSW)
    CntFpOps            // FP computations completed (FMA, FP misc, FDIV, FSQRT units)
  } cnt_e;
  localparam int unsigned NUM_COUNTERS = 14;

endpackage
