// aie_vec_emul_lane: one int32 lane of the element-wise integer multiplies (vmul/vmac.i8 on int8
// operands, vmul/vmac.i16 on int16 ones): the signed product, exact in 32 bits. Both widths use
// the lane's one 16x16 multiplier (an int8 operand is sign-extended, which leaves its product
// unchanged). aie_vec instantiates it 32 times; synthesis maps it once (fpga/aie/synth.sh).
//
// Combinational. Operand isolation: evaluated only with en_i; otherwise the lane is 0.
module aie_vec_emul_lane (
  input  logic        en_i,   // an element-wise integer multiply issues
  input  logic        w16_i,  // 1: int16 operands a16_i, b16_i; 0: int8 operands a8_i, b8_i
  input  logic [7:0]  a8_i,   // int8 operand
  input  logic [7:0]  b8_i,   // int8 operand
  input  logic [15:0] a16_i,  // int16 operand
  input  logic [15:0] b16_i,  // int16 operand
  output logic [31:0] p_o     // the product
);

  always_comb begin
    logic [15:0] a, b;
    a   = w16_i ? a16_i : 16'($signed(a8_i));
    b   = w16_i ? b16_i : 16'($signed(b8_i));
    p_o = 32'd0;
    if (en_i) p_o = 32'($signed(a) * $signed(b));
  end

endmodule
