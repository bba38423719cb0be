// kc_bf16_maxmin: bf16 maximum / minimum (docs/numerics.md, bf16_max and bf16_min).
// Combinational. After DAZ (a denormal becomes a zero of its sign) the operands are compared in
// the order -inf < ... < -0 < +0 < ... < +inf and the flushed larger (max_i = 1) or smaller one
// is returned; a NaN operand gives 0x7FC0. The compare maps each sign-magnitude pattern to an
// unsigned key monotonic in the value: positives get the top bit set, negatives are inverted.
module kc_bf16_maxmin (
  input  logic [15:0] a_i,    // bf16 operand
  input  logic [15:0] b_i,    // bf16 operand
  input  logic        max_i,  // 1: return the maximum, 0: the minimum (from the decoder)
  output logic [15:0] y_o     // bf16 result (DAZ-flushed operand or canonical NaN)
);

  ///////////////////////////////
  // Classification, DAZ, keys //
  ///////////////////////////////

  logic        a_nan, b_nan;  // NaN operands
  logic [15:0] a_daz, b_daz;  // operands with denormals flushed to signed zeros
  logic [15:0] a_key, b_key;  // unsigned keys, monotonic in the value (-0 below +0)
  logic        a_ge_b;        // a >= b

  assign a_nan  = (a_i[14:7] == 8'hFF) && (a_i[6:0] != 7'd0);
  assign b_nan  = (b_i[14:7] == 8'hFF) && (b_i[6:0] != 7'd0);
  assign a_daz  = (a_i[14:7] == 8'd0) ? {a_i[15], 15'd0} : a_i;
  assign b_daz  = (b_i[14:7] == 8'd0) ? {b_i[15], 15'd0} : b_i;
  assign a_key  = a_daz[15] ? ~a_daz : {1'b1, a_daz[14:0]};
  assign b_key  = b_daz[15] ? ~b_daz : {1'b1, b_daz[14:0]};
  assign a_ge_b = (a_key >= b_key);

  // On equal keys both operands are the same value, so either choice is right.
  always_comb begin
    if (a_nan || b_nan) begin
      y_o = 16'h7FC0;
    end else if (max_i) begin
      y_o = a_ge_b ? a_daz : b_daz;
    end else begin
      y_o = a_ge_b ? b_daz : a_daz;
    end
  end

endmodule
