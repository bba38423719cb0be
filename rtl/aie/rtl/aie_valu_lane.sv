// aie_valu_lane: one W-bit integer lane of the vector ALU (aie_vec): add and subtract wrap modulo
// 2^W; min, max and the compares are signed; a compare gives all ones or zero. Combinational.
module aie_valu_lane #(
  parameter int unsigned W = 8  // lane width: 8, 16 or 32
) (
  input  logic [2:0]   f_i,  // 0 add, 1 sub, 2 min, 3 max, 4 lt, 5 le, others eq (from aie_vec)
  input  logic [W-1:0] a_i,  // lane of xa
  input  logic [W-1:0] b_i,  // lane of xb
  output logic [W-1:0] r_o   // result lane
);

  ///////////////
  // Operation //
  ///////////////

  logic lt;
  assign lt = $signed(a_i) < $signed(b_i);

  always_comb begin
    unique case (f_i)
      3'd0:    r_o = a_i + b_i;
      3'd1:    r_o = a_i - b_i;
      3'd2:    r_o = lt ? a_i : b_i;
      3'd3:    r_o = ($signed(a_i) > $signed(b_i)) ? a_i : b_i;
      3'd4:    r_o = {W{lt}};
      3'd5:    r_o = {W{lt || (a_i == b_i)}};
      default: r_o = {W{a_i == b_i}};
    endcase
  end

endmodule
