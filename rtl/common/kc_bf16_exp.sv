// kc_bf16_exp: bf16 e^x, two pipeline stages (docs/numerics.md, operator bf16_exp).
// The contract's algorithm, step for step as in the C++ model kc::fp::bf16_exp:
//   stage 1  NaN -> NaN; DAZ; |x| clamped to 88 (+inf -> e^88, -inf -> 0); X = x in signed
//            fixed point with 24 fraction bits (magnitude truncated); T = floor(X * L / 2^24),
//            L = round(log2(e) * 2^24), so T ~ x * log2(e);
//   stage 2  n = floor(T), f = T - n; i = f[23:18], r = f[17:0];
//            m = E[i] + floor((E[i+1] - E[i]) * r / 2^18), E = the 65-entry ROM of
//            kc_fp_rom_pkg; m * 2^(n-23) rounded to bf16 (RNE on m[15:0]), zero below 2^-126.
// y_o is the exp of x_i from two enabled clock edges earlier; both stages advance only when
// en_i = 1. No reset: the output before two enabled edges is don't-care.
module kc_bf16_exp (
  input  logic        clk_i,  // clock
  input  logic        en_i,   // pipeline advance enable (from the owning unit's stall logic)
  input  logic [15:0] x_i,    // bf16 exponent argument
  output logic [15:0] y_o     // bf16 e^x of the argument two enabled edges earlier
);

  ///////////////////////////////////////////
  // Stage 1a: NaN, DAZ, clamp to [-88, 88] //
  ///////////////////////////////////////////

  localparam logic [14:0] ExpClampMag = 15'h42B0;  // 88.0 = 1.375 * 2^6 (exact in bf16)

  logic        x_nan;  // x is a NaN
  logic [14:0] x_mag;  // |x| after DAZ
  logic [14:0] c_mag;  // |x| after DAZ and the clamp to 88

  assign x_nan = (x_i[14:7] == 8'hFF) && (x_i[6:0] != 7'd0);
  assign x_mag = (x_i[14:7] == 8'd0) ? 15'd0 : x_i[14:0];
  assign c_mag = (x_mag > ExpClampMag) ? ExpClampMag : x_mag;

  ////////////////////////////////////////////////
  // Stage 1b: fixed point X, product T = X * L //
  ////////////////////////////////////////////////

  // |X| = floor({1, f} * 2^(23 - k)), k = 133 - e in 0..133 (e = 0 shifts all out: X = 0).
  // X has at most 8 significant bits, so an 8 x 25 multiplier and shifts replace a 31 x 25 one:
  //   k <= 23: X = {1, f} << (23 - k) exactly, and |X| * L / 2^24 = ({1, f} * L) >> (k + 1);
  //   k >  23: X = {1, f} >> (k - 23) (the truncation), and |X| * L / 2^24 = (X * L) >> 24.
  logic [7:0]  fix_shift;   // k = 133 - biased exponent
  logic        fix_trunc;   // k > 23: X loses bits of x (|x| < 2^-17)
  logic [7:0]  pre_shift;   // k - 23, or 0
  logic [4:0]  post_shift;  // 24, or k + 1
  logic [7:0]  x_int;       // the significand bits of x that X keeps
  assign fix_shift  = 8'd133 - c_mag[14:7];
  assign fix_trunc  = (fix_shift > 8'd23);
  assign pre_shift  = fix_trunc ? (fix_shift - 8'd23) : 8'd0;
  assign post_shift = fix_trunc ? 5'd24 : (fix_shift[4:0] + 5'd1);
  assign x_int      = {1'b1, c_mag[6:0]} >> pre_shift;

  // T = floor(+-|X| * L / 2^24): floor of the magnitude for x > 0, -ceil of it for x < 0.
  logic [32:0] t_prod;     // x_int * L, < 2^33
  logic [32:0] t_shr;      // t_prod >> post_shift: floor(|X| * L / 2^24), < 2^31
  logic [32:0] t_lost;     // mask of the post_shift bits that the shift drops
  logic        t_inexact;  // a dropped bit was 1
  logic [31:0] t_d;        // T in two's complement, 24 fraction bits: stage-1 result
  assign t_prod    = {25'd0, x_int} * {8'd0, kc_fp_rom_pkg::KC_EXP_LOG2E};
  assign t_shr     = t_prod >> post_shift;
  assign t_lost    = ~({33{1'b1}} << post_shift);
  assign t_inexact = |(t_prod & t_lost);
  assign t_d       = x_i[15] ? -({1'b0, t_shr[30:0]} + {31'd0, t_inexact}) : {1'b0, t_shr[30:0]};

  logic [1:0] unused_t_shr;  // always 0: |T| < 2^31
  assign unused_t_shr = t_shr[32:31];

  // Stage 1 registers
  logic [31:0] t_q;    // T
  logic        nan_q;  // x was a NaN
  always_ff @(posedge clk_i) begin
    if (en_i) begin
      t_q   <= t_d;
      nan_q <= x_nan;
    end
  end

  ///////////////////////////////////////////////
  // Stage 2a: n / f split, table, interpolate //
  ///////////////////////////////////////////////

  logic [7:0]  n_int;    // n = floor(T), signed -127..126
  logic [5:0]  tab_idx;  // i = f[23:18]: interval of the 64-interval table
  logic [17:0] tab_r;    // r = f[17:0]: position inside the interval
  assign n_int   = t_q[31:24];
  assign tab_idx = t_q[23:18];
  assign tab_r   = t_q[17:0];

  logic [24:0] e_lo, e_hi;    // E[i], E[i+1] (25 bits: E[64] = 2^24)
  logic [24:0] e_diff;        // E[i+1] - E[i] < 2^18
  logic [35:0] interp_prod;   // (E[i+1] - E[i]) * r
  logic [23:0] m_sig;         // m = E[i] + floor(diff * r / 2^18), in [2^23, 2^24)
  assign e_lo        = kc_fp_rom_pkg::exp2_rom({1'b0, tab_idx});
  assign e_hi        = kc_fp_rom_pkg::exp2_rom({1'b0, tab_idx} + 7'd1);
  assign e_diff      = e_hi - e_lo;
  assign interp_prod = {18'd0, e_diff[17:0]} * {18'd0, tab_r};
  assign m_sig       = e_lo[23:0] + {6'd0, interp_prod[35:18]};

  logic [25:0] unused_interp;  // E[i] < 2^24 (i < 64), diff < 2^18, floor drops 18 bits
  assign unused_interp = {e_lo[24], e_diff[24:18], interp_prod[17:0]};

  ///////////////////////////////////////////////
  // Stage 2b: round to bf16, FTZ, register    //
  ///////////////////////////////////////////////

  logic       round_up;  // RNE: keep m[23:16], m[15] rounds, m[14:0] is the sticky
  logic [8:0] sig_rnd;   // rounded significand, bit 8 = carry to the next binade
  assign round_up = m_sig[15] & ((|m_sig[14:0]) | m_sig[16]);
  assign sig_rnd  = {1'b0, m_sig[23:16]} + {8'd0, round_up};

  logic unused_hidden;  // sig_rnd[7] is the hidden bit (1, or 0 with a carry to bit 8)
  assign unused_hidden = sig_rnd[7];

  logic signed [9:0] y_exp;  // biased exponent n + 127 + carry, range 0..254
  assign y_exp = $signed({{2{n_int[7]}}, n_int}) + 10'sd127 + $signed({9'd0, sig_rnd[8]});

  logic [15:0] y_d;  // stage-2 result
  always_comb begin
    if (nan_q) begin
      y_d = 16'h7FC0;                           // canonical NaN
    end else if (y_exp <= 10'sd0) begin
      y_d = 16'h0000;                           // FTZ (e^x is positive)
    end else begin
      y_d = {1'b0, y_exp[7:0], sig_rnd[6:0]};   // on a carry sig_rnd[6:0] is 0: 1.0 * 2^(n+1)
    end
  end

  logic [15:0] y_q;  // stage 2 register
  always_ff @(posedge clk_i) begin
    if (en_i) begin
      y_q <= y_d;
    end
  end

  assign y_o = y_q;

endmodule
