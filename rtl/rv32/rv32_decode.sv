// rv32_decode: instruction word -> control word (ID stage, combinational).
//
// The instruction identity and its operand kinds come from the generated decode
// (rv32_isa_pkg::decode and its attribute functions), so match/mask constants exist only in the
// ISA table. This module adds what the table does not say: the immediate value, register
// identifiers in the core's 64-entry space, the ALU / FPU operation of each instruction, the
// resolved rounding mode and the ID-stage legality rules that depend on machine state:
//   - no table entry                                   -> illegal
//   - F-extension instruction while mstatus.FS = Off   -> illegal
//   - rm field 5 or 6, or rm = 7 (dynamic) with frm > 4 -> illegal
// CSR legality (unknown CSR, write to a read-only CSR, FP CSR while FS = Off) needs the CSR file
// and is checked in rv32_csr; rv32_issue combines both.
module rv32_decode (
  input  logic [31:0]     insn_i,      // instruction word (ITCM fetch data)
  input  logic [1:0]      fs_i,        // mstatus.FS (0: FP unit off)
  input  logic [2:0]      frm_i,       // fcsr.frm, for the dynamic rounding mode
  output rv32_pkg::ctl_t  ctl_o,       // control word for X1
  output rv32_fpu_pkg::fpu_op_e fpu_op_o,   // FPU operation (FP computations)
  output logic [31:0]     imm_o,       // decoded immediate (I/S/B/U/J/shamt/zimm)
  output logic            illegal_o,   // illegal by the rules above
  output logic            ecall_o,     // ECALL
  output logic            ebreak_o,    // EBREAK
  output logic            is_csr_o,    // a CSR instruction (serializing, executed at issue)
  output logic [1:0]      csr_op_o,    // its operation (rv32_pkg::CSR_RW/RS/RC)
  output logic            csr_imm_o,   // its source is the 5-bit zimm (CSRR*I)
  output logic            csr_we_o,    // it writes the CSR (RW always; RS/RC when rs1/zimm != 0)
  output logic            is_branch_o, // conditional branch (BTFN prediction in ID)
  output logic            is_jal_o     // JAL (predicted taken in ID)
);

  rv32_isa_pkg::insn_e     insn;
  rv32_isa_pkg::unit_e     unit;
  rv32_isa_pkg::reg_kind_e rdk, rs1k, rs2k, rs3k;
  rv32_isa_pkg::imm_kind_e immk;
  logic [2:0]              rm_raw, rm_res;
  logic                    is_f, rm_bad;

  assign insn = rv32_isa_pkg::decode(insn_i);
  assign unit = rv32_isa_pkg::unit_of(insn);
  assign rdk  = rv32_isa_pkg::rd_kind(insn);
  assign rs1k = rv32_isa_pkg::rs1_kind(insn);
  assign rs2k = rv32_isa_pkg::rs2_kind(insn);
  assign rs3k = rv32_isa_pkg::rs3_kind(insn);
  assign immk = rv32_isa_pkg::imm_kind(insn);
  assign is_f = (rv32_isa_pkg::ext_of(insn) == rv32_isa_pkg::EXT_F);

  /////////////////////////////
  // Registers and immediate //
  /////////////////////////////

  // The immediate of every format comes from the ISA table (rv32_isa_pkg::imm_value).

  // Register identifier of a 5-bit field of the given kind (x0 and "none" are both 0).
  function automatic logic [5:0] rid(input rv32_isa_pkg::reg_kind_e k, input logic [4:0] idx);
    unique case (k)
      rv32_isa_pkg::RK_X: rid = {1'b0, idx};
      rv32_isa_pkg::RK_F: rid = {1'b1, idx};
      default:            rid = 6'd0;
    endcase
  endfunction

  assign imm_o = rv32_isa_pkg::imm_value(immk, insn_i);

  /////////////////////////////
  // Rounding mode           //
  /////////////////////////////

  assign rm_raw = insn_i[14:12];
  assign rm_res = (rm_raw == 3'd7) ? frm_i : rm_raw;
  assign rm_bad = rv32_isa_pkg::has_rm(insn) && (rm_res > 3'd4);

  /////////////////////////////
  // Operations              //
  /////////////////////////////

  // ALU operation of each ALU-unit instruction (others: ADD, used for links and CSR reads).
  function automatic rv32_pkg::alu_op_e alu_of(input rv32_isa_pkg::insn_e i);
    unique case (i)
      rv32_isa_pkg::INSN_SUB:                             alu_of = rv32_pkg::AluSub;
      rv32_isa_pkg::INSN_SLL,  rv32_isa_pkg::INSN_SLLI:   alu_of = rv32_pkg::AluSll;
      rv32_isa_pkg::INSN_SLT,  rv32_isa_pkg::INSN_SLTI:   alu_of = rv32_pkg::AluSlt;
      rv32_isa_pkg::INSN_SLTU, rv32_isa_pkg::INSN_SLTIU:  alu_of = rv32_pkg::AluSltu;
      rv32_isa_pkg::INSN_XOR,  rv32_isa_pkg::INSN_XORI:   alu_of = rv32_pkg::AluXor;
      rv32_isa_pkg::INSN_SRL,  rv32_isa_pkg::INSN_SRLI:   alu_of = rv32_pkg::AluSrl;
      rv32_isa_pkg::INSN_SRA,  rv32_isa_pkg::INSN_SRAI:   alu_of = rv32_pkg::AluSra;
      rv32_isa_pkg::INSN_OR,   rv32_isa_pkg::INSN_ORI:    alu_of = rv32_pkg::AluOr;
      rv32_isa_pkg::INSN_AND,  rv32_isa_pkg::INSN_ANDI:   alu_of = rv32_pkg::AluAnd;
      rv32_isa_pkg::INSN_ANDN:                            alu_of = rv32_pkg::AluAndn;
      rv32_isa_pkg::INSN_ORN:                             alu_of = rv32_pkg::AluOrn;
      rv32_isa_pkg::INSN_XNOR:                            alu_of = rv32_pkg::AluXnor;
      rv32_isa_pkg::INSN_CLZ:                             alu_of = rv32_pkg::AluClz;
      rv32_isa_pkg::INSN_CTZ:                             alu_of = rv32_pkg::AluCtz;
      rv32_isa_pkg::INSN_CPOP:                            alu_of = rv32_pkg::AluCpop;
      rv32_isa_pkg::INSN_MAX:                             alu_of = rv32_pkg::AluMax;
      rv32_isa_pkg::INSN_MAXU:                            alu_of = rv32_pkg::AluMaxu;
      rv32_isa_pkg::INSN_MIN:                             alu_of = rv32_pkg::AluMin;
      rv32_isa_pkg::INSN_MINU:                            alu_of = rv32_pkg::AluMinu;
      rv32_isa_pkg::INSN_SEXT_B:                          alu_of = rv32_pkg::AluSextB;
      rv32_isa_pkg::INSN_SEXT_H:                          alu_of = rv32_pkg::AluSextH;
      rv32_isa_pkg::INSN_ZEXT_H:                          alu_of = rv32_pkg::AluZextH;
      rv32_isa_pkg::INSN_ROL:                             alu_of = rv32_pkg::AluRol;
      rv32_isa_pkg::INSN_ROR,  rv32_isa_pkg::INSN_RORI:   alu_of = rv32_pkg::AluRor;
      rv32_isa_pkg::INSN_ORC_B:                           alu_of = rv32_pkg::AluOrcB;
      rv32_isa_pkg::INSN_REV8:                            alu_of = rv32_pkg::AluRev8;
      default:                                            alu_of = rv32_pkg::AluAdd;
    endcase
  endfunction

  // FPU operation of each FP computation (loads/stores do not use the FPU).
  function automatic rv32_fpu_pkg::fpu_op_e fpu_of(input rv32_isa_pkg::insn_e i);
    unique case (i)
      rv32_isa_pkg::INSN_FSUB_S:    fpu_of = rv32_fpu_pkg::FPU_SUB;
      rv32_isa_pkg::INSN_FMUL_S:    fpu_of = rv32_fpu_pkg::FPU_MUL;
      rv32_isa_pkg::INSN_FMADD_S:   fpu_of = rv32_fpu_pkg::FPU_MADD;
      rv32_isa_pkg::INSN_FMSUB_S:   fpu_of = rv32_fpu_pkg::FPU_MSUB;
      rv32_isa_pkg::INSN_FNMSUB_S:  fpu_of = rv32_fpu_pkg::FPU_NMSUB;
      rv32_isa_pkg::INSN_FNMADD_S:  fpu_of = rv32_fpu_pkg::FPU_NMADD;
      rv32_isa_pkg::INSN_FMIN_S:    fpu_of = rv32_fpu_pkg::FPU_MIN;
      rv32_isa_pkg::INSN_FMAX_S:    fpu_of = rv32_fpu_pkg::FPU_MAX;
      rv32_isa_pkg::INSN_FEQ_S:     fpu_of = rv32_fpu_pkg::FPU_EQ;
      rv32_isa_pkg::INSN_FLT_S:     fpu_of = rv32_fpu_pkg::FPU_LT;
      rv32_isa_pkg::INSN_FLE_S:     fpu_of = rv32_fpu_pkg::FPU_LE;
      rv32_isa_pkg::INSN_FCLASS_S:  fpu_of = rv32_fpu_pkg::FPU_CLASS;
      rv32_isa_pkg::INSN_FSGNJ_S:   fpu_of = rv32_fpu_pkg::FPU_SGNJ;
      rv32_isa_pkg::INSN_FSGNJN_S:  fpu_of = rv32_fpu_pkg::FPU_SGNJN;
      rv32_isa_pkg::INSN_FSGNJX_S:  fpu_of = rv32_fpu_pkg::FPU_SGNJX;
      rv32_isa_pkg::INSN_FMV_X_W:   fpu_of = rv32_fpu_pkg::FPU_MV_X_W;
      rv32_isa_pkg::INSN_FMV_W_X:   fpu_of = rv32_fpu_pkg::FPU_MV_W_X;
      rv32_isa_pkg::INSN_FCVT_W_S:  fpu_of = rv32_fpu_pkg::FPU_CVT_W_S;
      rv32_isa_pkg::INSN_FCVT_WU_S: fpu_of = rv32_fpu_pkg::FPU_CVT_WU_S;
      rv32_isa_pkg::INSN_FCVT_S_W:  fpu_of = rv32_fpu_pkg::FPU_CVT_S_W;
      rv32_isa_pkg::INSN_FCVT_S_WU: fpu_of = rv32_fpu_pkg::FPU_CVT_S_WU;
      rv32_isa_pkg::INSN_FDIV_S:    fpu_of = rv32_fpu_pkg::FPU_DIV;
      rv32_isa_pkg::INSN_FSQRT_S:   fpu_of = rv32_fpu_pkg::FPU_SQRT;
      default:                      fpu_of = rv32_fpu_pkg::FPU_ADD;
    endcase
  endfunction

  /////////////////////////////
  // Control word            //
  /////////////////////////////

  always_comb begin
    ctl_o          = '0;
    ctl_o.xop      = rv32_pkg::XAlu;
    ctl_o.res      = rv32_pkg::ResX1;
    ctl_o.rd       = rid(rdk, insn_i[11:7]);
    ctl_o.rs1      = rid(rs1k, insn_i[19:15]);
    ctl_o.rs2      = rid(rs2k, insn_i[24:20]);
    ctl_o.rs3      = rid(rs3k, insn_i[31:27]);
    ctl_o.alu_op   = alu_of(insn);
    ctl_o.opa      = rv32_pkg::OpaReg;
    ctl_o.opb      = (rs2k == rv32_isa_pkg::RK_NONE) ? rv32_pkg::OpbImm : rv32_pkg::OpbReg;
    ctl_o.br_op    = insn_i[14:12];
    ctl_o.mem_size = insn_i[13:12];
    ctl_o.mem_uns  = insn_i[14];
    ctl_o.mul_op   = insn_i[13:12];
    ctl_o.div_op   = insn_i[13:12];
    ctl_o.rm       = rv32_isa_pkg::has_rm(insn) ? rm_res : 3'd0;
    ctl_o.is_fp    = (unit == rv32_isa_pkg::UNIT_FMA) || (unit == rv32_isa_pkg::UNIT_FMISC) ||
                     (unit == rv32_isa_pkg::UNIT_FDIVSQRT);
    ecall_o        = 1'b0;
    ebreak_o       = 1'b0;
    unique case (unit)
      rv32_isa_pkg::UNIT_ALU: begin
        if (insn == rv32_isa_pkg::INSN_LUI) ctl_o.opa = rv32_pkg::OpaZero;
        if (insn == rv32_isa_pkg::INSN_AUIPC) ctl_o.opa = rv32_pkg::OpaPc;
      end
      rv32_isa_pkg::UNIT_BRANCH: ctl_o.xop = rv32_pkg::XBranch;
      rv32_isa_pkg::UNIT_JUMP: begin
        ctl_o.xop = (insn == rv32_isa_pkg::INSN_JAL) ? rv32_pkg::XJal : rv32_pkg::XJalr;
        ctl_o.opa = rv32_pkg::OpaPc;
        ctl_o.opb = rv32_pkg::OpbFour;
      end
      rv32_isa_pkg::UNIT_LOAD, rv32_isa_pkg::UNIT_FLOAD: begin
        ctl_o.xop = rv32_pkg::XLoad;
        ctl_o.res = rv32_pkg::ResLoad;
      end
      rv32_isa_pkg::UNIT_STORE, rv32_isa_pkg::UNIT_FSTORE: ctl_o.xop = rv32_pkg::XStore;
      rv32_isa_pkg::UNIT_MUL: begin
        ctl_o.xop = rv32_pkg::XMul;
        ctl_o.res = rv32_pkg::ResMul;
      end
      rv32_isa_pkg::UNIT_DIV: ctl_o.xop = rv32_pkg::XDiv;
      rv32_isa_pkg::UNIT_CSR: begin
        // The CSR file is accessed at issue (rs1 read from an empty pipeline); X1 passes the
        // old value (carried as the immediate by rv32_issue) to rd: 0 + imm.
        ctl_o.opa = rv32_pkg::OpaZero;
        ctl_o.opb = rv32_pkg::OpbImm;
      end
      rv32_isa_pkg::UNIT_SYSTEM: begin
        unique case (insn)
          rv32_isa_pkg::INSN_ECALL:  begin ctl_o.xop = rv32_pkg::XTrap; ecall_o = 1'b1; end
          rv32_isa_pkg::INSN_EBREAK: begin ctl_o.xop = rv32_pkg::XTrap; ebreak_o = 1'b1; end
          rv32_isa_pkg::INSN_MRET:   ctl_o.xop = rv32_pkg::XMret;
          rv32_isa_pkg::INSN_MPAUSE: ctl_o.xop = rv32_pkg::XMpause;
          default:                   ctl_o.xop = rv32_pkg::XAlu;   // WFI: no interrupts, a nop
        endcase
      end
      rv32_isa_pkg::UNIT_FENCE:
        ctl_o.xop = (insn == rv32_isa_pkg::INSN_FENCE_I) ? rv32_pkg::XFenceI : rv32_pkg::XAlu;
      rv32_isa_pkg::UNIT_FMA: begin
        ctl_o.xop = rv32_pkg::XFma;
        ctl_o.res = rv32_pkg::ResFma;
      end
      rv32_isa_pkg::UNIT_FMISC: begin
        ctl_o.xop = rv32_pkg::XFmisc;
        ctl_o.res = rv32_pkg::ResFmisc;
      end
      rv32_isa_pkg::UNIT_FDIVSQRT: ctl_o.xop = rv32_pkg::XFdiv;
      default: ;
    endcase
  end

  /////////////////////////////
  // Legality and CSR fields //
  /////////////////////////////

  assign fpu_op_o    = fpu_of(insn);
  assign illegal_o   = (insn == rv32_isa_pkg::INSN_ILLEGAL) || (is_f && (fs_i == 2'd0)) || rm_bad;
  assign is_csr_o    = (unit == rv32_isa_pkg::UNIT_CSR);
  assign csr_op_o    = insn_i[13:12];
  assign csr_imm_o   = insn_i[14];
  assign csr_we_o    = (insn_i[13:12] == 2'd1) || (insn_i[19:15] != 5'd0);
  assign is_branch_o = (unit == rv32_isa_pkg::UNIT_BRANCH);
  assign is_jal_o    = (insn == rv32_isa_pkg::INSN_JAL);

endmodule
