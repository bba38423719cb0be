// aie_vec_imm_lane: one int32 lane of the int8 matrix product (vmmul.i8 / vmmac.i8): the sum of
// eight signed int8 products a_k * b_k, modulo 2^32. aie_vec instantiates it 32 times; as a module
// of its own, synthesis maps it once for all of them (fpga/aie/synth.sh keeps the hierarchy).
//
// Combinational. Operand isolation: evaluated only with en_i; otherwise the lane is 0.
module aie_vec_imm_lane (
  input  logic        en_i,  // an int8 matrix product issues
  input  logic [63:0] a_i,   // a_0..a_7: int8 k at [8k +: 8] (row i of A)
  input  logic [63:0] b_i,   // b_0..b_7: int8 k at [8k +: 8] (column j of B)
  output logic [31:0] s_o    // sum of the eight products
);

  always_comb begin
    s_o = 32'd0;
    if (en_i)
      for (int k = 0; k < 8; k++) s_o = s_o + 32'($signed(a_i[8*k +: 8]) * $signed(b_i[8*k +: 8]));
  end

endmodule
