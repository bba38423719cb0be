// kc_bf16_sqrt: bf16 square root, correctly rounded (docs/numerics.md, operator bf16_sqrt).
// Combinational. x = 1.f * 2^e: sqrt(x) = sqrt(1.f) * 2^(e/2) for an even e and
// sqrt(2 * 1.f) * 2^((e-1)/2) for an odd e, so the rounded significand depends on {e odd, f}
// alone: sqrt_rom (kc_fp_rom_pkg, proven correctly rounded by the C++ model's table code) gives
// {carry, frac7}. The biased exponent (E + 127) >> 1 is in 64..190: no FTZ, no overflow.
// sqrt(+-0) = +-0 (DAZ), sqrt(+inf) = +inf, NaN -> 0x7FC0, sqrt(x < 0) = NaN (-inf too).
module kc_bf16_sqrt (
  input  logic [15:0] x_i,  // bf16 operand
  output logic [15:0] y_o   // bf16 sqrt(x)
);

  ////////////////////
  // Classification //
  ////////////////////

  logic       x_sign;  // sign bit
  logic [7:0] x_exp;   // biased exponent field
  logic       x_zero;  // zero or denormal
  logic       x_nan;   // NaN
  logic       e_odd;   // unbiased exponent e = E - 127 is odd, i.e. E is even

  assign x_sign = x_i[15];
  assign x_exp  = x_i[14:7];
  assign x_zero = (x_exp == 8'd0);
  assign x_nan  = (x_exp == 8'hFF) && (x_i[6:0] != 7'd0);
  assign e_odd  = ~x_exp[0];

  ////////////////////////////////////////
  // Table, exponent, result select     //
  ////////////////////////////////////////

  logic [7:0] rom;    // {carry, frac7} of the rounded significand
  logic [8:0] y_exp;  // biased result exponent: ((E + 127) >> 1) + carry
  logic [8:0] exp_sum;
  assign rom     = kc_fp_rom_pkg::sqrt_rom({e_odd, x_i[6:0]});
  assign exp_sum = {1'b0, x_exp} + 9'd127;
  assign y_exp   = {1'b0, exp_sum[8:1]} + {8'd0, rom[7]};

  logic unused_exp;  // bit 0 of E + 127 is dropped by the halving; bit 8 of y_exp is always 0
  assign unused_exp = exp_sum[0] ^ y_exp[8];

  always_comb begin
    if (x_nan) begin
      y_o = 16'h7FC0;
    end else if (x_zero) begin
      y_o = {x_sign, 15'd0};                // sqrt(+-0) = +-0
    end else if (x_sign) begin
      y_o = 16'h7FC0;                       // negative: invalid
    end else if (x_exp == 8'hFF) begin
      y_o = {1'b0, 8'hFF, 7'd0};            // sqrt(+inf) = +inf
    end else begin
      y_o = {1'b0, y_exp[7:0], rom[6:0]};
    end
  end

endmodule
