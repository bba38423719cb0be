// coral_vec_pkg: constants private to the coral vector backend (hand-written): the element
// operation codes of the ALU and the command classes of the sequencer.
//
// It refers to no other package (Yosys 0.23 cannot resolve another package's names inside a
// package); the instruction identities are coral_isa_pkg's, mapped to these codes in
// coral_vec_exec.
package coral_vec_pkg;

  // Element operations of coral_vec_alu (SEW-wide; compares produce a mask bit).
  localparam logic [5:0] OP_ADD   = 6'd0,  OP_SUB   = 6'd1,  OP_RSUB  = 6'd2,  OP_AND   = 6'd3;
  localparam logic [5:0] OP_OR    = 6'd4,  OP_XOR   = 6'd5,  OP_SLL   = 6'd6,  OP_SRL   = 6'd7;
  localparam logic [5:0] OP_SRA   = 6'd8,  OP_MINU  = 6'd9,  OP_MIN   = 6'd10, OP_MAXU  = 6'd11;
  localparam logic [5:0] OP_MAX   = 6'd12, OP_MERGE = 6'd13, OP_MV    = 6'd14, OP_ADC   = 6'd15;
  localparam logic [5:0] OP_SBC   = 6'd16, OP_MSEQ  = 6'd17, OP_MSNE  = 6'd18, OP_MSLTU = 6'd19;
  localparam logic [5:0] OP_MSLT  = 6'd20, OP_MSLEU = 6'd21, OP_MSLE  = 6'd22, OP_MSGTU = 6'd23;
  localparam logic [5:0] OP_MSGT  = 6'd24, OP_MADC  = 6'd25, OP_MSBC  = 6'd26, OP_ID    = 6'd27;
  // Multiplier operations (mul_latency cycles per beat).
  localparam logic [5:0] OP_MUL   = 6'd28, OP_MULH  = 6'd29, OP_MULHU = 6'd30, OP_MULHSU = 6'd31;
  // Fixed point (vxrm rounding; the saturating ones report saturation). vsmul uses the multiplier;
  // vnclipu/vnclip run at 2*SEW in the narrowing beats and clip to SEW.
  localparam logic [5:0] OP_SADDU = 6'd32, OP_SADD  = 6'd33, OP_SSUBU = 6'd34, OP_SSUB  = 6'd35;
  localparam logic [5:0] OP_AADDU = 6'd36, OP_AADD  = 6'd37, OP_ASUBU = 6'd38, OP_ASUB  = 6'd39;
  localparam logic [5:0] OP_SMUL  = 6'd40, OP_SSRL  = 6'd41, OP_SSRA  = 6'd42, OP_NCLIPU = 6'd43;
  localparam logic [5:0] OP_NCLIP = 6'd44;
  // Divide and remainder (coral_vec_div, iterative).
  localparam logic [5:0] OP_DIVU  = 6'd45, OP_DIV   = 6'd46, OP_REMU  = 6'd47, OP_REM   = 6'd48;
  // Multiply-add operations share the multiplier; their code is OP_MUL with a sub-operation.
  localparam logic [2:0] MA_NONE = 3'd0, MA_MACC = 3'd1, MA_NMSAC = 3'd2, MA_MADD = 3'd3,
                         MA_NMSUB = 3'd4;

  // Command classes of coral_vec_exec.
  localparam logic [2:0] CL_NOP  = 3'd0;   // no backend work (vset*, vmv.x.s, vcpop.m, vfirst.m)
  localparam logic [2:0] CL_ALU  = 3'd1;   // SEW-wide element operation into vd, beat by beat
  localparam logic [2:0] CL_CMP  = 3'd2;   // compare / carry-out into the mask register vd
  localparam logic [2:0] CL_MEM  = 3'd3;   // load or store, element by element
  localparam logic [2:0] CL_MVSX = 3'd4;   // vmv.s.x: element 0 of vd
  localparam logic [2:0] CL_MLOG = 3'd5;   // mask logical operation on whole mask registers
  localparam logic [2:0] CL_RED  = 3'd6;   // reduction: vs2 beats folded into a scalar, vd[0]
  localparam logic [2:0] CL_PERM = 3'd7;   // slides, gathers, compress: one element per cycle

  // Permutations of CL_PERM.
  localparam logic [2:0] PM_UP = 3'd0, PM_DOWN = 3'd1, PM_1UP = 3'd2, PM_1DOWN = 3'd3;
  localparam logic [2:0] PM_GATHER = 3'd4, PM_COMPRESS = 3'd5;

endpackage
