// aie_fp32_add: fp32 addition a + b, IEEE 754 binary32 with round to nearest even and subnormals
// kept (as the host's SSE arithmetic the aie numerics are defined by); every NaN result is the
// canonical 0x7FC00000. An exact zero sum of operands of opposite signs is +0. Subtraction is an
// addition with b's sign bit flipped by the user. Combinational.
//
// The larger-magnitude operand x and the smaller y are aligned with three extra bits (guard,
// round, sticky; the bits shifted out of y are jammed into the sticky bit), added or subtracted
// and handed to aie_fp32_pack, which normalises and rounds.
module aie_fp32_add (
  input  logic [31:0] a_i,  // fp32 operand
  input  logic [31:0] b_i,  // fp32 operand
  output logic [31:0] s_o   // a + b, rounded
);

  ///////////////////////////
  // Classify and align    //
  ///////////////////////////

  logic        a_nan, b_nan, a_inf, b_inf;
  logic        swap;          // |b| > |a|
  logic [31:0] x, y;          // x: the larger magnitude
  logic [7:0]  ex, ey;        // their exponents (subnormals: 1)
  logic [7:0]  d;             // alignment shift
  logic        eff_sub;       // the magnitudes are subtracted
  logic [53:0] yw;            // y's significand and the bits shifted out of it
  logic [27:0] xs, ys, sum;   // aligned significands (carry, hidden, fraction, G, R, S)
  logic        sign;          // sign of the result
  logic [31:0] packed_s;      // the rounded finite result

  assign a_nan = (a_i[30:23] == 8'hFF) && (a_i[22:0] != 23'd0);
  assign b_nan = (b_i[30:23] == 8'hFF) && (b_i[22:0] != 23'd0);
  assign a_inf = (a_i[30:23] == 8'hFF) && (a_i[22:0] == 23'd0);
  assign b_inf = (b_i[30:23] == 8'hFF) && (b_i[22:0] == 23'd0);

  assign swap    = b_i[30:0] > a_i[30:0];
  assign x       = swap ? b_i : a_i;
  assign y       = swap ? a_i : b_i;
  assign ex      = (x[30:23] == 8'd0) ? 8'd1 : x[30:23];
  assign ey      = (y[30:23] == 8'd0) ? 8'd1 : y[30:23];
  assign d       = ex - ey;
  assign eff_sub = x[31] ^ y[31];

  assign xs  = {1'b0, x[30:23] != 8'd0, x[22:0], 3'b000};
  assign yw  = {y[30:23] != 8'd0, y[22:0], 3'b000, 27'd0} >> ((d > 8'd31) ? 5'd31 : d[4:0]);
  assign ys  = {1'b0, yw[53:28], yw[27] | (|yw[26:0])};
  assign sum = eff_sub ? (xs - ys) : (xs + ys);
  // an exact zero difference is +0 (round to nearest); equal-signed zeros keep their sign
  assign sign = (eff_sub && (sum == 28'd0)) ? 1'b0 : x[31];

  ///////////////////////
  // Round and result  //
  ///////////////////////

  aie_fp32_pack u_pack (
    .sign_i (sign),
    .exp_i  (11'(ex)),
    .sig_i  (sum),
    .res_o  (packed_s)
  );

  always_comb begin
    if (a_nan || b_nan || (a_inf && b_inf && (a_i[31] != b_i[31]))) s_o = 32'h7FC0_0000;
    else if (a_inf) s_o = a_i;
    else if (b_inf) s_o = b_i;
    else            s_o = packed_s;
  end

endmodule
