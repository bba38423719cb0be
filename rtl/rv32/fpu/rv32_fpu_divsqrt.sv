// rv32_fpu_divsqrt: FDIV.S and FSQRT.S of rv32 — an iterative radix-2 restoring digit
// recurrence, one quotient/root bit per cycle, shared by both operations. Correctly rounded in
// the five rounding modes, subnormals in and out, tininess after rounding, canonical NaN;
// bit-exact with kc::rv32::fp::div / sqrt.
//
// Timing (CYCLES >= 29; rv32 uses 30). Let start_i be high in cycle t while busy_o is low:
//   cycle t            operands, op and rm are captured at the end of the cycle
//   t+1                unpack: normalise subnormal significands (leading-zero count), exponent,
//                      special cases, the first partial remainder
//   t+2 .. t+26        25 iterations: quotient/root bits 24..0 (bit 24 is the leading 1, bit 0
//                      the rounding bit; the final partial remainder gives the sticky bit)
//   t+27               round and pack into the result register
//   t+28 .. t+CYCLES-1 the result waits (padding to the fixed CYCLES)
//   t+CYCLES-1         done_o = 1 with result_o and flags_o valid (they stay valid until the
//                      next start); busy_o = 1 in cycles t+1 .. t+CYCLES-1, so a new start_i is
//                      accepted from cycle t+CYCLES on.
// start_i while busy_o is high is ignored. flush_i (an addition to the rv32 contract; tie it to
// 0 if unused) abandons the operation in flight: busy_o is low in the next cycle and no done_o
// follows; a start_i in the same cycle as flush_i is ignored too.
//
// Division: the significands are normalised to [2^23, 2^24); if mx < my the dividend is doubled
// (exponent - 1) so that the quotient lies in [1, 2) and always has 25 bits. Square root: the
// normalised significand is doubled when the unbiased exponent is odd, giving a radicand in
// [1, 4) whose root lies in [1, 2); the 50-bit radicand {X, 25'b0} is consumed 2 bits per step.
// Step (restoring): cand = partial remainder (div) or {rem, next 2 radicand bits} (sqrt),
// trial = divisor (div) or {root, 2'b01} (sqrt); if cand >= trial subtract and set the bit.
module rv32_fpu_divsqrt #(
  parameter int unsigned CYCLES = 30  // start-to-next-issue distance; done_o in cycle t+CYCLES-1
) (
  input  logic                  clk_i,     // clock
  input  logic                  rst_ni,    // asynchronous reset, active low
  input  logic                  start_i,   // start an operation (issue cycle); ignored when busy
  input  logic                  flush_i,   // abandon the operation in flight (tie 0 if unused)
  input  rv32_fpu_pkg::fpu_op_e op_i,      // FPU_DIV or FPU_SQRT (any other code: FPU_DIV)
  input  logic [2:0]            rm_i,      // resolved rounding mode, 0..4 (5..7 act as RNE)
  input  logic [31:0]           a_i,       // dividend / radicand (binary32)
  input  logic [31:0]           b_i,       // divisor (binary32; ignored by FPU_SQRT)
  output logic                  busy_o,    // an operation is in flight (cycles t+1..t+CYCLES-1)
  output logic                  done_o,    // the result is valid this cycle (t+CYCLES-1)
  output logic [31:0]           result_o,  // the result (valid with done_o, held until start)
  output logic [4:0]            flags_o    // its exceptions {NV, DZ, OF, UF, NX}
);

  if (CYCLES < 29 || CYCLES > 63) begin : g_bad_cycles
    $error("rv32_fpu_divsqrt: CYCLES must be 29..63");
  end

  localparam logic [5:0] CntUnpack = 6'd1;   // cycle t+1
  localparam logic [5:0] CntLast   = 6'd26;  // last iteration, t+26
  localparam logic [5:0] CntRound  = 6'd27;  // t+27
  localparam logic [5:0] CntDone   = 6'(CYCLES - 1);

  ////////////////////////////////////////
  // Control: busy, cycle counter       //
  ////////////////////////////////////////

  logic       busy_q;
  logic [5:0] cnt_q;     // cycles since the start: 1 in cycle t+1
  logic       accept;    // a start is taken this cycle

  assign accept = start_i && !busy_q && !flush_i;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      busy_q <= 1'b0;
      cnt_q  <= 6'd0;
    end else if (flush_i) begin
      busy_q <= 1'b0;
      cnt_q  <= 6'd0;
    end else if (accept) begin
      busy_q <= 1'b1;
      cnt_q  <= 6'd1;
    end else if (busy_q) begin
      busy_q <= (cnt_q != CntDone);
      cnt_q  <= (cnt_q == CntDone) ? 6'd0 : cnt_q + 6'd1;
    end
  end

  assign busy_o = busy_q;
  assign done_o = busy_q && (cnt_q == CntDone);

  ////////////////////////////////////////
  // Captured operands                  //
  ////////////////////////////////////////

  logic        sqrt_q;  // the operation is FPU_SQRT
  logic [2:0]  rm_q;
  logic [31:0] a_q, b_q;

  always_ff @(posedge clk_i) begin
    if (accept) begin
      sqrt_q <= (op_i == rv32_fpu_pkg::FPU_SQRT);
      rm_q   <= rm_i;
      a_q    <= a_i;
      b_q    <= b_i;
    end
  end

  ////////////////////////////////////////
  // Unpack (cycle t+1)                 //
  ////////////////////////////////////////

  logic a_zero, b_zero, a_inf, b_inf, a_nan, b_nan, a_snan, b_snan;
  assign a_zero = (a_q[30:0] == 31'd0);
  assign b_zero = (b_q[30:0] == 31'd0);
  assign a_inf  = (a_q[30:23] == 8'hFF) && (a_q[22:0] == 23'd0);
  assign b_inf  = (b_q[30:23] == 8'hFF) && (b_q[22:0] == 23'd0);
  assign a_nan  = (a_q[30:23] == 8'hFF) && (a_q[22:0] != 23'd0);
  assign b_nan  = (b_q[30:23] == 8'hFF) && (b_q[22:0] != 23'd0);
  assign a_snan = a_nan && !a_q[22];
  assign b_snan = b_nan && !b_q[22];

  // Normalised significands and their biased exponents (<= 0 for subnormal inputs).
  logic [23:0]        ma, mb, na, nb;
  logic [4:0]         lza, lzb;
  logic signed [10:0] ea, eb;
  assign ma = {a_q[30:23] != 8'd0, a_q[22:0]};
  assign mb = {b_q[30:23] != 8'd0, b_q[22:0]};
  // Leading zeros of the 24-bit significands (0 when zero: unused then; the marker bit below
  // them caps the count at 24).
  logic [5:0] lza32, lzb32;
  logic       unused_lz;
  assign lza32     = rv32_fpu_pkg::lzc32({ma, 1'b1, 7'd0});
  assign lzb32     = rv32_fpu_pkg::lzc32({mb, 1'b1, 7'd0});
  assign lza       = (ma == 24'd0) ? 5'd0 : lza32[4:0];
  assign lzb       = (mb == 24'd0) ? 5'd0 : lzb32[4:0];
  assign unused_lz = lza32[5] | lzb32[5];
  assign na = ma << lza;
  assign nb = mb << lzb;
  assign ea = $signed({3'd0, (a_q[30:23] == 8'd0) ? 8'd1 : a_q[30:23]}) - $signed({6'd0, lza});
  assign eb = $signed({3'd0, (b_q[30:23] == 8'd0) ? 8'd1 : b_q[30:23]}) - $signed({6'd0, lzb});

  // Division: X = na (or 2 na when na < nb), quotient exponent ea - eb + 127 (- 1).
  logic               div_shift;
  logic signed [10:0] div_exp;
  assign div_shift = (na < nb);
  assign div_exp   = ea - eb + 11'sd127 - (div_shift ? 11'sd1 : 11'sd0);

  // Square root: unbiased exponent ea - 127 is odd exactly when ea is even; the root exponent is
  // floor((ea - 127) / 2) + 127 = (ea + 127 - odd) / 2.
  logic               sqrt_odd;
  logic signed [10:0] sqrt_sum;
  logic signed [10:0] sqrt_exp;
  assign sqrt_odd = ~ea[0];
  assign sqrt_sum = ea + 11'sd127 - (sqrt_odd ? 11'sd1 : 11'sd0);
  assign sqrt_exp = sqrt_sum >>> 1;

  logic unused_sqrt_sum;  // sqrt_sum is even
  assign unused_sqrt_sum = sqrt_sum[0];

  // Special cases
  logic        special;
  logic [31:0] spec_res;
  logic [4:0]  spec_flags;
  logic        sign_r;
  assign sign_r = sqrt_q ? a_q[31] : (a_q[31] ^ b_q[31]);

  always_comb begin
    special    = 1'b1;
    spec_res   = rv32_fpu_pkg::CANONICAL_NAN;
    spec_flags = 5'd0;
    if (sqrt_q) begin
      if (a_nan) begin
        spec_flags[rv32_fpu_pkg::FLAG_NV] = a_snan;
      end else if (a_zero) begin
        spec_res = a_q;                                   // sqrt(+-0) = +-0
      end else if (a_q[31]) begin
        spec_flags[rv32_fpu_pkg::FLAG_NV] = 1'b1;         // negative, including -inf
      end else if (a_inf) begin
        spec_res = a_q;
      end else begin
        special = 1'b0;
      end
    end else begin
      if (a_nan || b_nan) begin
        spec_flags[rv32_fpu_pkg::FLAG_NV] = a_snan | b_snan;
      end else if ((a_inf && b_inf) || (a_zero && b_zero)) begin
        spec_flags[rv32_fpu_pkg::FLAG_NV] = 1'b1;
      end else if (a_inf) begin
        spec_res = {sign_r, 31'h7F80_0000};
      end else if (b_inf || a_zero) begin
        spec_res = {sign_r, 31'd0};
      end else if (b_zero) begin
        spec_res = {sign_r, 31'h7F80_0000};
        spec_flags[rv32_fpu_pkg::FLAG_DZ] = 1'b1;
      end else begin
        special = 1'b0;
      end
    end
  end

  ////////////////////////////////////////
  // Recurrence (cycles t+2 .. t+26)    //
  ////////////////////////////////////////

  logic [28:0]        rem_q;      // partial remainder (div: 26 bits used)
  logic [24:0]        q_q;        // quotient / root bits so far
  logic [23:0]        div_q;      // divisor nb
  logic [49:0]        rad_q;      // sqrt: radicand bits not yet consumed, top first
  logic signed [10:0] exp_q;      // biased result exponent (may be <= 0 for division)
  logic               sign_q, special_q;
  logic [31:0]        spec_res_q;
  logic [4:0]         spec_flags_q;

  logic [28:0] cand, trial, diff;
  logic        ge;
  assign cand  = sqrt_q ? {rem_q[26:0], rad_q[49:48]} : rem_q;
  assign trial = sqrt_q ? {2'b00, q_q, 2'b01} : {5'd0, div_q};
  assign ge    = (cand >= trial);
  assign diff  = cand - trial;

  always_ff @(posedge clk_i) begin
    if (busy_q && cnt_q == CntUnpack) begin
      // first partial remainder: the dividend, or 0 for the root (the radicand holds the bits)
      rem_q        <= sqrt_q ? 29'd0 : (div_shift ? {4'd0, na, 1'b0} : {5'd0, na});
      q_q          <= 25'd0;
      div_q        <= nb;
      rad_q        <= sqrt_odd ? {na, 26'd0} : {1'b0, na, 25'd0};
      exp_q        <= sqrt_q ? sqrt_exp : div_exp;
      sign_q       <= sign_r;
      special_q    <= special;
      spec_res_q   <= spec_res;
      spec_flags_q <= spec_flags;
    end else if (busy_q && cnt_q > CntUnpack && cnt_q <= CntLast) begin
      if (sqrt_q) rem_q <= ge ? diff : cand;
      else        rem_q <= {(ge ? diff[27:0] : cand[27:0]), 1'b0};
      q_q   <= {q_q[23:0], ge};
      rad_q <= {rad_q[47:0], 2'b00};
    end
  end

  logic unused_div_rem;  // div: cand < 2^26, so the top bits of the difference are 0
  assign unused_div_rem = diff[28];

  ////////////////////////////////////////
  // Rounding (cycle t+27)              //
  ////////////////////////////////////////

  // q_q = 1.xxx (bit 24 set) with 24 fraction bits; value q * 2^(exp - 127 - 24).
  logic        st;           // remainder != 0: the exact result lies above q
  logic [10:0] sub_k;        // subnormal: right shift 2 - exp of q to the 2^-149 grid
  logic [49:0] sub_v;        // {q, 25'b0} >> sub_k
  logic        is_sub;       // exp <= 0
  logic [32:0] packed_pre, packed_rnd;
  logic        lsb, guard, sticky, up, ovf, tiny, unb_up, inexact;

  assign st     = (rem_q != 29'd0);
  assign is_sub = (exp_q <= 11'sd0);
  assign sub_k  = 11'(11'sd2 - exp_q);
  assign sub_v  = (sub_k >= 11'd50) ? 50'd0 : ({q_q, 25'd0} >> sub_k[5:0]);

  always_comb begin
    if (is_sub) begin
      packed_pre = {10'd0, sub_v[47:25]};
      lsb        = sub_v[25];
      guard      = sub_v[24];
      sticky     = (|sub_v[23:0]) | st | ((sub_k >= 11'd50) && (q_q != 25'd0));
    end else begin
      packed_pre = {exp_q[9:0], q_q[23:1]};
      lsb        = q_q[1];
      guard      = q_q[0];
      sticky     = st;
    end
  end

  assign inexact    = guard | sticky;
  assign up         = rv32_fpu_pkg::round_up(rm_q, sign_q, lsb, guard, sticky);
  assign packed_rnd = packed_pre + {32'd0, up};
  assign ovf        = !is_sub && (packed_rnd[32:23] >= 10'd255);
  // exp == 0: value in [2^-127, 2^-126); not tiny only if 24-bit rounding carries to 2^-126.
  assign unb_up = (q_q[24:1] == 24'hFF_FFFF) &&
                  rv32_fpu_pkg::round_up(rm_q, sign_q, q_q[1], q_q[0], st);
  assign tiny   = (exp_q < 11'sd0) || ((exp_q == 11'sd0) && !unb_up);

  logic unused_sub_v;  // sub_k >= 2 leaves sub_v[49:48] zero
  assign unused_sub_v = ^{sub_v[49:48], exp_q[10]};

  logic [31:0] res_q;
  logic [4:0]  flags_q;
  always_ff @(posedge clk_i) begin
    if (busy_q && cnt_q == CntRound) begin
      if (special_q) begin
        res_q   <= spec_res_q;
        flags_q <= spec_flags_q;
      end else if (ovf) begin
        res_q   <= rv32_fpu_pkg::overflow_result(rm_q, sign_q);
        flags_q <= 5'b0_0101;                             // OF, NX
      end else begin
        res_q   <= {sign_q, packed_rnd[30:0]};
        flags_q <= {3'b000, inexact & tiny, inexact};     // UF, NX
      end
    end
  end

  assign result_o = res_q;
  assign flags_o  = flags_q;

endmodule
