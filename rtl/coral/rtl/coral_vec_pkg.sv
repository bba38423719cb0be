// coral_vec_pkg: constants private to the coral vector backend (hand-written): the element
// operation codes of the ALU and the command classes of the sequencer.
//
// It refers to no other package (Yosys 0.23 cannot resolve another package's names inside a
// package); the instruction identities are coral_isa_pkg's, mapped to these codes in
// coral_vec_exec.
package coral_vec_pkg;

  // Element operations of coral_vec_alu (SEW-wide; compares produce a mask bit).
  localparam logic [4:0] OP_ADD   = 5'd0,  OP_SUB   = 5'd1,  OP_RSUB  = 5'd2,  OP_AND   = 5'd3;
  localparam logic [4:0] OP_OR    = 5'd4,  OP_XOR   = 5'd5,  OP_SLL   = 5'd6,  OP_SRL   = 5'd7;
  localparam logic [4:0] OP_SRA   = 5'd8,  OP_MINU  = 5'd9,  OP_MIN   = 5'd10, OP_MAXU  = 5'd11;
  localparam logic [4:0] OP_MAX   = 5'd12, OP_MERGE = 5'd13, OP_MV    = 5'd14, OP_ADC   = 5'd15;
  localparam logic [4:0] OP_SBC   = 5'd16, OP_MSEQ  = 5'd17, OP_MSNE  = 5'd18, OP_MSLTU = 5'd19;
  localparam logic [4:0] OP_MSLT  = 5'd20, OP_MSLEU = 5'd21, OP_MSLE  = 5'd22, OP_MSGTU = 5'd23;
  localparam logic [4:0] OP_MSGT  = 5'd24, OP_MADC  = 5'd25, OP_MSBC  = 5'd26, OP_ID    = 5'd27;
  // Multiplier operations (mul_latency cycles per beat).
  localparam logic [4:0] OP_MUL   = 5'd28, OP_MULH  = 5'd29, OP_MULHU = 5'd30, OP_MULHSU = 5'd31;
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

endpackage
