// kc_fp32_mul_bf16: bf16 x bf16 -> fp32 exact product (docs/numerics.md, f32_mul_bf16).
// Combinational; the multiplier of every matrix-unit processing element. The 8 x 8-bit
// significand product fits fp32, so nothing is rounded; only the exponent range matters:
// DAZ on inputs, FTZ below 2^-126, inf from 2^128, NaN (0x7FC00000) for a NaN operand or
// 0 x inf, and the sign is the XOR of the signs (zeros and infinities included).
module kc_fp32_mul_bf16 (
  input  logic [15:0] a_i,  // bf16 multiplicand (e.g. activation)
  input  logic [15:0] b_i,  // bf16 multiplier (e.g. weight)
  output logic [31:0] y_o   // fp32 product, exact unless flushed or overflowed
);

  //////////////
  // Decoding //
  //////////////

  logic [7:0] a_exp, b_exp;    // biased exponent fields
  logic       a_zero, b_zero;  // zero or denormal (DAZ)
  logic       a_inf, b_inf;    // infinity
  logic       a_nan, b_nan;    // NaN
  logic       y_sign;          // sign of every result except NaN

  assign a_exp  = a_i[14:7];
  assign b_exp  = b_i[14:7];
  assign a_zero = (a_exp == 8'd0);
  assign b_zero = (b_exp == 8'd0);
  assign a_inf  = (a_exp == 8'hFF) && (a_i[6:0] == 7'd0);
  assign b_inf  = (b_exp == 8'hFF) && (b_i[6:0] == 7'd0);
  assign a_nan  = (a_exp == 8'hFF) && (a_i[6:0] != 7'd0);
  assign b_nan  = (b_exp == 8'hFF) && (b_i[6:0] != 7'd0);
  assign y_sign = a_i[15] ^ b_i[15];

  ////////////////////////////////////////
  // Significand product, result select //
  ////////////////////////////////////////

  // {1.fa} x {1.fb} in [2^14, 2^16) has 14 fraction bits; in [2, 4) (bit 15) the exponent
  // goes up by one and the fraction is the 15 bits below bit 15.
  logic [15:0] prod;
  logic [22:0] y_frac;
  assign prod   = {8'd0, 1'b1, a_i[6:0]} * {8'd0, 1'b1, b_i[6:0]};
  assign y_frac = prod[15] ? {prod[14:0], 8'd0} : {prod[13:0], 9'd0};

  // Biased exponent ea + eb - 127 (+1 on normalisation) in 10 signed bits: range -125..382.
  logic signed [9:0] y_exp;
  assign y_exp = $signed({2'b00, a_exp}) + $signed({2'b00, b_exp}) - 10'sd127
               + $signed({9'd0, prod[15]});

  always_comb begin
    if (a_nan || b_nan || (a_inf && b_zero) || (b_inf && a_zero)) begin
      y_o = 32'h7FC0_0000;                    // NaN operand or 0 x inf
    end else if (a_inf || b_inf) begin
      y_o = {y_sign, 8'hFF, 23'd0};           // inf x finite nonzero
    end else if (a_zero || b_zero) begin
      y_o = {y_sign, 31'd0};                  // 0 x finite
    end else if (y_exp <= 10'sd0) begin
      y_o = {y_sign, 31'd0};                  // FTZ: below 2^-126
    end else if (y_exp >= 10'sd255) begin
      y_o = {y_sign, 8'hFF, 23'd0};           // overflow
    end else begin
      y_o = {y_sign, y_exp[7:0], y_frac};
    end
  end

endmodule
