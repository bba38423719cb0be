// rv32_alu: the integer ALU of X1 — RV32I arithmetic, logic, shifts, compares and all of Zbb.
//
// Purely combinational; one result per cycle (latency 1: the result is registered into X2 and
// forwarded from there). Operand selection (register, pc, immediate, 4) happens in rv32_ex.
// Zbb operations implemented: andn, orn, xnor, clz, ctz, cpop, max, maxu, min, minu, sext.b,
// sext.h, zext.h, rol, ror/rori, orc.b, rev8.
//
// Three shared datapaths keep it small:
//   adder    a + b, or a - b (a + ~b + 1) for SUB and every compare (SLT*, MIN*, MAX*)
//   shifter  one 64-to-32-bit funnel shifter {hi, lo} >> shamt: SRL (hi = 0), SRA (hi = sign),
//            ROR (hi = lo = a); SLL and ROL are SRL and ROR of the bit-reversed operand,
//            reversed back
//   counter  CTZ counts the zeros below the lowest set bit (isolated as x & -x, then encoded);
//            CLZ is CTZ of the bit-reversed operand; CPOP is an adder tree
module rv32_alu (
  input  rv32_pkg::alu_op_e op_i,      // operation (from rv32_decode)
  input  logic [31:0]       a_i,       // operand A (rs1, pc or 0)
  input  logic [31:0]       b_i,       // operand B (rs2, immediate or 4)
  output logic [31:0]       result_o   // result
);

  // Bit reversal (wiring only), written as five swap levels: halves, bytes, nibbles, pairs, bits.
  function automatic logic [31:0] reverse(input logic [31:0] x);
    logic [31:0] v;
    v = {x[15:0], x[31:16]};
    v = ((v & 32'h00FF_00FF) << 8) | ((v >> 8) & 32'h00FF_00FF);
    v = ((v & 32'h0F0F_0F0F) << 4) | ((v >> 4) & 32'h0F0F_0F0F);
    v = ((v & 32'h3333_3333) << 2) | ((v >> 2) & 32'h3333_3333);
    v = ((v & 32'h5555_5555) << 1) | ((v >> 1) & 32'h5555_5555);
    reverse = v;
  endfunction

  ///////////////////////
  // Adder / compare   //
  ///////////////////////

  logic        sub;
  logic [32:0] sum;            // {carry, a +/- b}
  logic        lt_s, lt_u;

  assign sub  = (op_i != rv32_pkg::AluAdd);
  assign sum  = {1'b0, a_i} + {1'b0, b_i ^ {32{sub}}} + {32'd0, sub};
  assign lt_u = !sum[32];                                      // borrow of a - b
  assign lt_s = (a_i[31] != b_i[31]) ? a_i[31] : sum[31];

  ///////////////////////
  // Shifter           //
  ///////////////////////

  logic        left, rot;
  logic [31:0] a_rev, lo, hi, funnel, shr;

  assign left   = (op_i == rv32_pkg::AluSll) || (op_i == rv32_pkg::AluRol);
  assign rot    = (op_i == rv32_pkg::AluRol) || (op_i == rv32_pkg::AluRor);
  assign a_rev  = reverse(a_i);
  assign lo     = left ? a_rev : a_i;
  assign hi     = rot ? lo : ((op_i == rv32_pkg::AluSra) ? {32{a_i[31]}} : 32'd0);
  assign funnel = 32'({hi, lo} >> b_i[4:0]);                   // low word of the 64-bit shift
  assign shr    = left ? reverse(funnel) : funnel;

  ///////////////////////
  // Bit counts        //
  ///////////////////////

  logic [31:0] cnt_src, lowest;
  logic [5:0]  tz, pop;

  assign cnt_src = (op_i == rv32_pkg::AluClz) ? a_rev : a_i;
  assign lowest  = cnt_src & (32'd0 - cnt_src);                // one-hot lowest set bit, or 0

  // Index of the one-hot bit (32 when there is none): index bit k is set when the bit sits at a
  // position whose bit k is 1.
  assign tz = {(cnt_src == 32'd0), |(lowest & 32'hFFFF_0000), |(lowest & 32'hFF00_FF00),
               |(lowest & 32'hF0F0_F0F0), |(lowest & 32'hCCCC_CCCC), |(lowest & 32'hAAAA_AAAA)};

  // Population count: an adder tree of five levels (2-, 4-, 8-, 16- and 32-bit partial sums).
  logic [31:0] pop2, pop4, pop8, pop16, pop32;
  assign pop2  = (a_i & 32'h5555_5555) + ((a_i >> 1) & 32'h5555_5555);
  assign pop4  = (pop2 & 32'h3333_3333) + ((pop2 >> 2) & 32'h3333_3333);
  assign pop8  = (pop4 & 32'h0F0F_0F0F) + ((pop4 >> 4) & 32'h0F0F_0F0F);
  assign pop16 = (pop8 & 32'h00FF_00FF) + ((pop8 >> 8) & 32'h00FF_00FF);
  assign pop32 = (pop16 & 32'h0000_FFFF) + (pop16 >> 16);
  assign pop   = pop32[5:0];
  logic unused_pop;  // a count of 32 bits needs 6
  assign unused_pop = |pop32[31:6];

  ///////////////////////
  // Result select     //
  ///////////////////////

  always_comb begin
    unique case (op_i)
      rv32_pkg::AluAdd,
      rv32_pkg::AluSub:   result_o = sum[31:0];
      rv32_pkg::AluSll,
      rv32_pkg::AluSrl,
      rv32_pkg::AluSra,
      rv32_pkg::AluRol,
      rv32_pkg::AluRor:   result_o = shr;
      rv32_pkg::AluSlt:   result_o = {31'd0, lt_s};
      rv32_pkg::AluSltu:  result_o = {31'd0, lt_u};
      rv32_pkg::AluXor:   result_o = a_i ^ b_i;
      rv32_pkg::AluOr:    result_o = a_i | b_i;
      rv32_pkg::AluAnd:   result_o = a_i & b_i;
      rv32_pkg::AluAndn:  result_o = a_i & ~b_i;
      rv32_pkg::AluOrn:   result_o = a_i | ~b_i;
      rv32_pkg::AluXnor:  result_o = ~(a_i ^ b_i);
      rv32_pkg::AluClz,
      rv32_pkg::AluCtz:   result_o = {26'd0, tz};
      rv32_pkg::AluCpop:  result_o = {26'd0, pop};
      rv32_pkg::AluMax:   result_o = lt_s ? b_i : a_i;
      rv32_pkg::AluMaxu:  result_o = lt_u ? b_i : a_i;
      rv32_pkg::AluMin:   result_o = lt_s ? a_i : b_i;
      rv32_pkg::AluMinu:  result_o = lt_u ? a_i : b_i;
      rv32_pkg::AluSextB: result_o = {{24{a_i[7]}}, a_i[7:0]};
      rv32_pkg::AluSextH: result_o = {{16{a_i[15]}}, a_i[15:0]};
      rv32_pkg::AluZextH: result_o = {16'd0, a_i[15:0]};
      rv32_pkg::AluOrcB:  result_o = {{8{|a_i[31:24]}}, {8{|a_i[23:16]}}, {8{|a_i[15:8]}},
                                      {8{|a_i[7:0]}}};
      rv32_pkg::AluRev8:  result_o = {a_i[7:0], a_i[15:8], a_i[23:16], a_i[31:24]};
      default:            result_o = sum[31:0];
    endcase
  end

endmodule
