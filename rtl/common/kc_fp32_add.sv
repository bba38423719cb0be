// kc_fp32_add: fp32 + fp32 -> fp32 (docs/numerics.md, operator f32_add).
// Combinational; the caller subtracts by flipping b's sign bit. The exact sum is rounded once
// (RNE, unbounded exponent), then flushed below 2^-126 (such sums are exact, so FTZ never
// interacts with rounding) or turned into inf from 2^128. DAZ on inputs; NaN (0x7FC00000) for a
// NaN operand or inf - inf; x + (-x) = +0; (-0) + (-0) = -0.
//
// Single-path adder with guard, round and sticky bits: (1) swap so that |big_op| >= |sml_op|,
// the result taking big_op's sign; (2) align sml_op into {sig, G, R, S}, OR-ing lost bits into
// S; (3) add or subtract; (4) normalise by one right shift on a carry, else a left shift by the
// leading-zero count (more than one place only for exponent differences 0 or 1, where nothing
// was lost, so the difference is exact); (5) round on G and R|S, then FTZ / overflow.
module kc_fp32_add (
  input  logic [31:0] a_i,  // fp32 addend
  input  logic [31:0] b_i,  // fp32 addend (sign flipped by the caller for a - b)
  output logic [31:0] y_o   // fp32 sum, RNE, DAZ/FTZ, canonical NaN
);

  ////////////////////////////////////////
  // Classification, 1. order by size   //
  ////////////////////////////////////////

  logic a_zero, b_zero;  // zero or denormal (DAZ)
  logic a_inf, b_inf;    // infinities
  logic a_nan, b_nan;    // NaNs

  assign a_zero = (a_i[30:23] == 8'd0);
  assign b_zero = (b_i[30:23] == 8'd0);
  assign a_inf  = (a_i[30:23] == 8'hFF) && (a_i[22:0] == 23'd0);
  assign b_inf  = (b_i[30:23] == 8'hFF) && (b_i[22:0] == 23'd0);
  assign a_nan  = (a_i[30:23] == 8'hFF) && (a_i[22:0] != 23'd0);
  assign b_nan  = (b_i[30:23] == 8'hFF) && (b_i[22:0] != 23'd0);

  logic        swap;      // |b| > |a|
  logic [31:0] big_op;    // the operand of larger magnitude (its sign is the result's)
  logic [30:0] sml_op;    // magnitude of the other operand (its sign only enters eff_sub)
  logic        eff_sub;   // signs differ: subtract the magnitudes
  logic [7:0]  exp_diff;  // big_op exponent - sml_op exponent, >= 0

  assign swap     = (b_i[30:0] > a_i[30:0]);
  assign big_op   = swap ? b_i : a_i;
  assign sml_op   = swap ? a_i[30:0] : b_i[30:0];
  assign eff_sub  = a_i[31] ^ b_i[31];
  assign exp_diff = big_op[30:23] - sml_op[30:23];

  ////////////////////////////////////////
  // 2. Alignment with G/R/S, 3. add    //
  ////////////////////////////////////////

  logic [26:0] big_ext;      // {1.frac, G, R, S}: big_op significand with 3 zero guard bits
  logic [26:0] small_ext;    // sml_op significand, same format, before alignment
  logic [26:0] small_shr;    // small_ext >> exp_diff (bits shifted out dropped)
  logic [26:0] lost_mask;    // the exp_diff low bits of small_ext, which the shift drops
  logic        lost_sticky;  // some dropped bit was 1
  logic [26:0] small_al;     // aligned sml_op, sticky folded into the S bit

  assign big_ext     = {1'b1, big_op[22:0], 3'b000};
  assign small_ext   = {1'b1, sml_op[22:0], 3'b000};
  // Shifts by 27 or more give all zeros (small_shr) and an all-ones mask (every bit lost).
  assign small_shr   = small_ext >> exp_diff;
  assign lost_mask   = ~(27'h7FF_FFFF << exp_diff);
  assign lost_sticky = |(small_ext & lost_mask);
  assign small_al    = {small_shr[26:1], small_shr[0] | lost_sticky};

  logic [27:0] sum;  // bit 27: carry of an addition; never negative as |big_op| >= |sml_op|
  assign sum = eff_sub ? ({1'b0, big_ext} - {1'b0, small_al})
                       : ({1'b0, big_ext} + {1'b0, small_al});

  ////////////////////////////////////////
  // 4. Normalisation                   //
  ////////////////////////////////////////

  logic [4:0] lzc;  // leading zeros of sum (28 if zero): the highest set bit assigns last
  always_comb begin
    lzc = 5'd28;
    for (int i = 0; i < 28; i++) begin
      if (sum[i]) lzc = 5'(27 - i);
    end
  end

  logic [26:0] norm;    // normalised: norm[26] hidden bit, norm[2:0] = G, R, S
  logic [4:0]  lshift;  // left shift when there was no carry: lzc - 1
  assign lshift = lzc - 5'd1;
  always_comb begin
    if (sum[27]) begin
      norm = {sum[27:2], sum[1] | sum[0]};  // carry: shift right once, keep the sticky
    end else begin
      norm = sum[26:0] << lshift;
    end
  end

  ////////////////////////////////////////
  // 5. Rounding, exponent, result      //
  ////////////////////////////////////////

  logic        round_up;  // RNE: G and (R or S or LSB)
  logic [24:0] sig_rnd;   // rounded 24-bit significand plus carry-out (bit 24)
  assign round_up = norm[2] & (norm[1] | norm[0] | norm[3]);
  assign sig_rnd  = {1'b0, norm[26:3]} + {24'd0, round_up};

  logic unused_hidden;  // sig_rnd[23] is the hidden bit (1, or 0 with a carry to bit 24)
  assign unused_hidden = sig_rnd[23];

  // Biased exponent: big_op's + 1 - lzc, +1 on a rounding carry (the significand is then 2.0,
  // whose fraction bits sig_rnd[22:0] are already zero). Range -26..256.
  logic signed [9:0] y_exp;
  assign y_exp = $signed({2'b00, big_op[30:23]}) + 10'sd1 - $signed({5'd0, lzc})
               + $signed({9'd0, sig_rnd[24]});

  always_comb begin
    if (a_nan || b_nan || (a_inf && b_inf && eff_sub)) begin
      y_o = 32'h7FC0_0000;                    // NaN operand, inf - inf
    end else if (a_inf) begin
      y_o = a_i;                              // inf + x (or inf + inf of the same sign)
    end else if (b_inf) begin
      y_o = b_i;
    end else if (a_zero && b_zero) begin
      y_o = {a_i[31] & b_i[31], 31'd0};       // -0 only for (-0) + (-0)
    end else if (a_zero) begin
      y_o = b_i;                              // 0 + x = x exactly (x normal)
    end else if (b_zero) begin
      y_o = a_i;
    end else if (sum == 28'd0) begin
      y_o = 32'd0;                            // exact cancellation gives +0
    end else if (y_exp <= 10'sd0) begin
      y_o = {big_op[31], 31'd0};              // FTZ
    end else if (y_exp >= 10'sd255) begin
      y_o = {big_op[31], 8'hFF, 23'd0};       // overflow
    end else begin
      y_o = {big_op[31], y_exp[7:0], sig_rnd[22:0]};
    end
  end

endmodule
