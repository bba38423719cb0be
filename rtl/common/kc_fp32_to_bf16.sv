// kc_fp32_to_bf16: fp32 -> bf16, round to nearest even (docs/numerics.md, f32_to_bf16).
// Combinational. Keeps the upper 16 bits and rounds on the lower 16: a carry out of the fraction
// bumps the exponent (up to +-inf: the overflow rule). DAZ: exponent field 0 gives a signed
// zero. Any NaN gives 0x7FC0. FTZ never triggers: a normal input rounds to >= 2^-126.
module kc_fp32_to_bf16 (
  input  logic [31:0] a_i,  // fp32 operand (accumulator or fp32 operator result)
  output logic [15:0] y_o   // bf16 result, RNE, canonical NaN
);

  /////////////////////////
  // Decoding, rounding  //
  /////////////////////////

  logic       a_sign;      // sign bit
  logic [7:0] a_exp;       // biased exponent field
  logic       a_nan;       // exponent all ones, fraction nonzero
  logic       round_bit;   // first discarded bit (half an ulp of the bf16 result)
  logic       sticky_bit;  // OR of the other 15 discarded bits
  logic       round_up;    // RNE: above half, or exactly half with an odd kept LSB (a_i[16])

  assign a_sign     = a_i[31];
  assign a_exp      = a_i[30:23];
  assign a_nan      = (a_exp == 8'hFF) && (a_i[22:0] != 23'd0);
  assign round_bit  = a_i[15];
  assign sticky_bit = |a_i[14:0];
  assign round_up   = round_bit & (sticky_bit | a_i[16]);

  logic [15:0] rounded;  // upper half plus the increment (the carry ripples into the exponent)
  assign rounded = a_i[31:16] + {15'd0, round_up};

  // An infinity has a zero lower half, so it passes through the rounding path unchanged.
  always_comb begin
    if (a_nan) begin
      y_o = 16'h7FC0;               // canonical NaN
    end else if (a_exp == 8'd0) begin
      y_o = {a_sign, 15'd0};        // zero or DAZ-flushed denormal
    end else begin
      y_o = rounded;                // normal (possibly rounded up to inf) or infinity
    end
  end

endmodule
