// kc_bf16_recip: bf16 1/x, correctly rounded (docs/numerics.md, operator bf16_recip).
// Combinational. 1/(1.f * 2^e) = (2 / 1.f) * 2^(-e-1); 2 / 1.f rounded to 8 bits depends on f
// alone: recip_rom(f) (kc_fp_rom_pkg, generated and proven correctly rounded by the C++ model's
// own table code) gives {carry, frac7}, carry = 1 meaning exactly 2.0 (f = 0).
// 1/(+-0) = +-inf (DAZ), 1/(+-inf) = +-0, NaN -> 0x7FC0; results below 2^-126 (|x| > 2^126)
// flush to a zero of x's sign; no overflow is possible (1/2^-126 = 2^126).
module kc_bf16_recip (
  input  logic [15:0] x_i,  // bf16 operand
  output logic [15:0] y_o   // bf16 1/x
);

  ////////////////////
  // Classification //
  ////////////////////

  logic       x_sign;  // sign, passed to every non-NaN result
  logic [7:0] x_exp;   // biased exponent field
  logic       x_zero;  // zero or denormal
  logic       x_inf;   // infinity
  logic       x_nan;   // NaN

  assign x_sign = x_i[15];
  assign x_exp  = x_i[14:7];
  assign x_zero = (x_exp == 8'd0);
  assign x_inf  = (x_exp == 8'hFF) && (x_i[6:0] == 7'd0);
  assign x_nan  = (x_exp == 8'hFF) && (x_i[6:0] != 7'd0);

  ////////////////////////////////////////
  // Table, exponent, result select     //
  ////////////////////////////////////////

  logic [7:0] rom;  // {carry, frac7} of RNE(2 / 1.f)
  assign rom = kc_fp_rom_pkg::recip_rom(x_i[6:0]);

  // Biased result exponent: 127 + (-(e - 127) - 1) + carry = 253 - e + carry, range -1..253.
  logic signed [9:0] y_exp;
  assign y_exp = 10'sd253 - $signed({2'b00, x_exp}) + $signed({9'd0, rom[7]});

  always_comb begin
    if (x_nan) begin
      y_o = 16'h7FC0;
    end else if (x_zero) begin
      y_o = {x_sign, 8'hFF, 7'd0};          // 1/0 = inf
    end else if (x_inf) begin
      y_o = {x_sign, 15'd0};                // 1/inf = 0
    end else if (y_exp <= 10'sd0) begin
      y_o = {x_sign, 15'd0};                // FTZ
    end else begin
      y_o = {x_sign, y_exp[7:0], rom[6:0]};
    end
  end

endmodule
