// aie_nonlin_lane: one bf16 lane of the non-linear helper, 2^x (vexp2.bf16), 1/x (vrcp.bf16) or
// 1/sqrt(x) (vrsqrt.bf16), bit-exact with kc_aie_num::exp2_bf16 / rcp_bf16 / rsqrt_bf16
// (docs/isa/aie.md, Numerics): the same fp32 operations in the same order, each rounded to nearest
// even, on the generated tables (aie_isa_pkg::exp2_table / rcp_table / rsqrt_table /
// rsqrt_sq_table, EXP2_C1, EXP2_C2), then one rounding of the result scaled by a power of two to
// bf16 (subnormals kept, overflow to infinity).
//
// The operations share one chain of an fp32 multiply and add, two multiplies and an add:
//   exp2:  x = n + f, f = j / 2^B + r;  m1 = C2 * r;  a1 = m1 + C1;  m2 = a1 * r;  m3 = T[j] * m2;
//          y = T[j] + m3;  result bf16(y * 2^n)
//   rcp:   |x| = m * 2^e;  y0 = R[j];  m1 = m * y0;  a1 = 2 - m1;  m2 = a1 * (+-y0) = +-y;
//          result +-bf16(|y| * 2^-e)
//   rsqrt: x = m' * 2^(-2k), m' = m * 2^p in [1, 4);  y0 = S[j], q = Q[j];  m1 = m' * q;
//          a1 = 1 - m1;  m2 = a1 * (y0 / 2);  m3 = m2 (the third multiply is bypassed);
//          y = y0 + m3;  result bf16(y * 2^k)
// Every multiply's operands are normal or zero and its product is normal or zero (r >= 2^-23 or 0,
// the other operands' magnitudes lie in [0.2, 4]), so the multiplier below handles exactly those; the
// adds are aie_fp32_add. The lane's inputs are 65536 bf16 patterns per operation and the unit test
// (aie.arith.nonlin.*) compares every one of them with the model, so every operand the chain can
// form is covered.
//
// Stages: 1 decode, table look-up, m1, a1; 2 m2, m3; 3 the last add, scaling and rounding.
// REGS = 2 registers both cuts (1|2|3), REGS = 1 the second only, REGS = 0 none (combinational).
module aie_nonlin_lane #(
  parameter int unsigned REGS = 2  // pipeline registers inside the lane (0..2)
) (
  input  logic        clk_i,  // clock (payload registers only: no reset needed)
  input  logic [1:0]  op_i,   // 0: vexp2.bf16, 1: vrcp.bf16, 2: vrsqrt.bf16, 3: none (idle)
  input  logic [15:0] x_i,    // bf16 operand
  output logic [15:0] y_o     // bf16 result, REGS cycles later
);

  localparam int unsigned EB = aie_isa_pkg::EXP2_TABLE_BITS;
  localparam int unsigned RB = aie_isa_pkg::RCP_TABLE_BITS;
  localparam int unsigned SB = aie_isa_pkg::RSQRT_TABLE_BITS;  // per octave

  localparam int unsigned RW = 23 - EB;  // bits of r below the table index (f has 23)

  // Product of two fp32 values that are normal or zero whose product is normal or zero, rounded to
  // nearest even (a carry out of the fraction moves into the exponent field).
  function automatic logic [31:0] fmul(input logic [31:0] a, input logic [31:0] b);
    /*verilator no_inline_task*/
    logic [47:0] fp;  // exact significand product
    logic [9:0]  fe;  // biased exponent of the result
    logic [22:0] fs;  // its fraction, truncated
    logic        fg, fst;  // guard and sticky bits
    fp = {1'b1, a[22:0]} * {1'b1, b[22:0]};
    fe = 10'(a[30:23]) + 10'(b[30:23]) - 10'd127;
    if (fp[47]) begin
      fs  = fp[46:24];
      fg  = fp[23];
      fst = |fp[22:0];
      fe  = fe + 10'd1;
    end else begin
      fs  = fp[45:23];
      fg  = fp[22];
      fst = |fp[21:0];
    end
    fmul = {a[31] ^ b[31], {fe[7:0], fs} + 31'(fg && (fst || fs[0]))};
    if ((a[30:23] == 8'd0) || (b[30:23] == 8'd0)) fmul = {a[31] ^ b[31], 31'd0};
  endfunction

  // Leading zeros of an RW-bit value (RW when it is zero).
  function automatic logic [4:0] lzc_r(input logic [RW-1:0] v);
    lzc_r = 5'(RW);
    for (int i = 0; i < RW; i++) begin
      if (v[i]) lzc_r = 5'(RW - 1 - i);
    end
  endfunction

  // Leading zeros of a nonzero 7-bit fraction.
  function automatic logic [2:0] lzc7(input logic [6:0] v);
    lzc7 = 3'd7;
    for (int i = 0; i < 7; i++) begin
      if (v[i]) lzc7 = 3'(6 - i);
    end
  endfunction

  // Operation code 3 is no operation: the lane idles. A bit that travels with the stages says
  // whether each holds an operation; a stage's logic is evaluated (in simulation: it is the same
  // logic in synthesis) and its register loaded only then, so an idle lane costs a simulator
  // nothing. Results of idle stages are don't-care (aie_nonlin writes only valid ones). fmul and
  // stage3 are C++ functions in the simulator (no_inline_task, as in aie_fp_pkg; Verilator takes
  // the pragma only for results of at most 64 bits).
  logic act0, act1, act2;  // stage 1, 2, 3 holds an operation
  assign act0 = (op_i != 2'd3);

  /////////////////////////////////
  // Stage 1: decode, m1 and a1  //
  /////////////////////////////////

  // payload of cut 1: rcp, rsqrt, special, its value, scale, T[j] (rsqrt: S[j]), a1, the second
  // factor of m2 (rcp: y0 with x's sign, so that m2 = +-y carries the sign of the result; rsqrt:
  // S[j] / 2, S[j] in (0.5, 1])
  localparam int unsigned W1 = 1 + 1 + 1 + 16 + 10 + 32 + 32 + 32;
  logic [W1-1:0] s1_q;

  function automatic logic [W1-1:0] stage1(input logic [1:0] op, input logic [15:0] x);
    logic          is_rcp, is_rsq;
    logic          sign, nan;
    logic [7:0]    ef;       // exponent field
    logic [6:0]    ff;       // fraction field
    // exp2: x = n + f on the 23-bit fixed point of |x| in [2^-16, 134] (shift 0..23)
    logic [30:0]   xfix;     // |x| * 2^23
    logic [31:0]   xs;       // x * 2^23, two's complement
    logic [EB-1:0] ej;       // table index: the top EB bits of f
    logic [RW-1:0] rr;       // r * 2^23
    logic [4:0]    rlz;      // its leading zeros
    logic [RW-2:0] rn;       // normalised, below its leading one
    logic [31:0]   r;        // r in fp32 (exact)
    logic          e_spec;   // exp2 special: x >= 128 -> +inf; x < -134 -> +0; |x| < 2^-16 -> 1.0
    logic [15:0]   e_val;
    // rcp: |x| = m * 2^e with m = 1.mf in [1, 2) (subnormals normalised)
    logic [2:0]    slz;      // leading zeros of a subnormal's fraction
    logic [6:0]    mf;       // fraction of m
    logic [9:0]    re;       // e (two's complement, -133..127)
    logic [RB-1:0] rj;       // table index: floor((m - 1) * 2^RB)
    logic [14:0]   mfw;      // mf * 2^8
    logic [31:0]   m;        // m in fp32
    logic          r_spec;
    logic [15:0]   r_val;
    // rsqrt: x = m' * 2^(-2k) with m' = m * 2^p in [1, 4), p = e's parity, k = -floor(e / 2)
    logic          sp;       // p
    logic [SB:0]   sj;       // table index: p * 2^SB + floor((m - 1) * 2^SB)
    logic [9:0]    sk;       // k
    logic [31:0]   mp;       // m' in fp32
    logic          s_spec;
    logic [15:0]   s_val;
    // the shared chain's first multiply and add
    logic [31:0]   t, y0, s0, sq, m1, a1, f1;
    logic          spec1;
    logic [15:0]   val1;
    logic [9:0]    k1;
    is_rcp = (op == 2'd1);
    is_rsq = (op == 2'd2);
    sign   = x[15];
    ef     = x[14:7];
    ff     = x[6:0];
    nan    = (ef == 8'hFF) && (ff != 7'd0);

    xfix  = 31'({1'b1, ff}) << ((ef > 8'd111) ? 5'(ef - 8'd111) : 5'd0);
    xs    = sign ? (32'd0 - {1'b0, xfix}) : {1'b0, xfix};
    ej    = xs[22 -: EB];
    rr    = xs[RW-1:0];
    rlz   = lzc_r(rr);
    rn    = (RW - 1)'(rr << rlz);
    r     = (rr == '0) ? 32'd0 : {1'b0, 8'(8'd104 + 8'(RW) - 8'd1 - 8'(rlz)), rn, (24 - RW)'(0)};
    e_spec = 1'b1;
    if (nan) e_val = 16'h7FC0;
    else if (!sign && (ef >= 8'd134)) e_val = 16'h7F80;
    else if (sign && (x[14:0] > 15'h4306)) e_val = 16'h0000;
    else if (ef < 8'd111) e_val = 16'h3F80;
    else begin
      e_spec = 1'b0;
      e_val  = 16'h0000;
    end

    slz = lzc7(ff);
    mf  = (ef == 8'd0) ? 7'(ff << (slz + 3'd1)) : ff;
    re  = (ef == 8'd0) ? (10'd0 - 10'd127 - 10'(slz)) : (10'(ef) - 10'd127);
    mfw = {mf, 8'd0};
    rj  = RB'(mfw >> (15 - RB));
    m   = {1'b0, 8'd127, mf, 16'd0};
    r_spec = 1'b1;
    if (nan) r_val = 16'h7FC0;
    else if (x[14:0] == 15'd0) r_val = {sign, 15'h7F80};
    else if (x[14:0] == 15'h7F80) r_val = {sign, 15'h0000};
    else begin
      r_spec = 1'b0;
      r_val  = 16'h0000;
    end

    sp = re[0];
    sj = {sp, SB'(mfw >> (15 - SB))};
    sk = 10'd0 - {re[9], re[9:1]};
    mp = {1'b0, 8'(8'd127 + 8'(sp)), mf, 16'd0};
    s_spec = 1'b1;
    if (nan) s_val = 16'h7FC0;
    else if (x[14:0] == 15'd0) s_val = {sign, 15'h7F80};  // +-0 -> +-inf
    else if (sign) s_val = 16'h7FC0;                      // x < 0, -inf -> NaN
    else if (x[14:0] == 15'h7F80) s_val = 16'h0000;     // +inf -> +0
    else begin
      s_spec = 1'b0;
      s_val  = 16'h0000;
    end

    t  = aie_isa_pkg::exp2_table(ej);
    y0 = aie_isa_pkg::rcp_table(rj);
    s0 = aie_isa_pkg::rsqrt_table(sj);
    sq = aie_isa_pkg::rsqrt_sq_table(sj);
    m1 = fmul(is_rsq ? mp : (is_rcp ? m : aie_isa_pkg::EXP2_C2),   // one multiplier for all
              is_rsq ? sq : (is_rcp ? y0 : r));
    // 1 - m1 / 2 - m1 / m1 + C1
    a1 = aie_fp_pkg::fp32_add(is_rsq ? 32'h3F80_0000 : (is_rcp ? 32'h4000_0000 : m1),
                              (is_rcp || is_rsq) ? {~m1[31], m1[30:0]} : aie_isa_pkg::EXP2_C1);

    if (is_rsq) begin
      spec1 = s_spec;
      val1  = s_val;
      k1    = sk;
      f1    = {s0[31], 8'(s0[30:23] - 8'd1), s0[22:0]};
    end else if (is_rcp) begin
      spec1 = r_spec;
      val1  = r_val;
      k1    = 10'd0 - re;
      f1    = {sign, y0[30:0]};
    end else begin
      spec1 = e_spec;
      val1  = e_val;
      k1    = {xs[31], xs[31:23]};
      f1    = r;
    end
    stage1 = {is_rcp, is_rsq, spec1, val1, k1, is_rsq ? s0 : t, a1, f1};
  endfunction

  if (REGS >= 2) begin : g_cut1
    always_ff @(posedge clk_i) begin
      act1 <= act0;
      if (act0) s1_q <= stage1(op_i, x_i);
    end
  end else begin : g_pass1
    assign act1 = act0;
    always_comb begin
      s1_q = '0;
      if (act0) s1_q = stage1(op_i, x_i);
    end
  end

  //////////////////////////
  // Stage 2: m2 and m3   //
  //////////////////////////

  localparam int unsigned W2 = 1 + 1 + 16 + 10 + 32 + 32 + 32;
  logic [W2-1:0] s2_q;

  function automatic logic [W2-1:0] stage2(input logic [W1-1:0] s1);
    logic        rcp2, rsq2, spec2;
    logic [15:0] val2;
    logic [9:0]  k2;
    logic [31:0] t2, a12, f2, m2, m3;
    {rcp2, rsq2, spec2, val2, k2, t2, a12, f2} = s1;
    m2 = fmul(a12, f2);
    m3 = m2;
    if (!rsq2) m3 = fmul(t2, m2);
    stage2 = {rcp2, spec2, val2, k2, t2, m2, m3};
  endfunction

  if (REGS >= 1) begin : g_cut2
    always_ff @(posedge clk_i) begin
      act2 <= act1;
      if (act1) s2_q <= stage2(s1_q);
    end
  end else begin : g_pass2
    assign act2 = act1;
    always_comb begin
      s2_q = '0;
      if (act1) s2_q = stage2(s1_q);
    end
  end

  /////////////////////////////////////////
  // Stage 3: last add, scale and round  //
  /////////////////////////////////////////

  function automatic logic [15:0] stage3(input logic [W2-1:0] s2);
    /*verilator no_inline_task*/
    logic               rcp3, spec3;
    logic [15:0]        val3;
    logic [9:0]         k3;
    logic [31:0]        t3, m23, m33, y;
    // +-bf16(|y| * 2^k), y normal (negative only for vrcp of a negative x): E is the unbiased
    // exponent of the exact value
    logic signed [10:0] ee;   // E
    logic [23:0]        sig;  // y's significand
    logic [10:0]        sh;   // right shift below the smallest normal exponent
    logic [55:0]        w;    // sig shifted into the subnormal range, 32 bits below it
    logic [14:0]        mag;  // magnitude of the result
    {rcp3, spec3, val3, k3, t3, m23, m33} = s2;
    y   = rcp3 ? m23 : aie_fp_pkg::fp32_add(t3, m33);
    ee  = $signed(11'(y[30:23])) - 11'sd127 + $signed({k3[9], k3});
    sig = {1'b1, y[22:0]};
    sh  = 11'(-11'sd126 - ee);
    w   = {sig, 32'd0} >> ((sh > 11'd31) ? 5'd31 : sh[4:0]);
    if (ee > 11'sd127) mag = 15'h7F80;
    else if (ee >= -11'sd126)
      mag = {8'(ee + 11'sd127), sig[22:16]} + 15'(sig[15] && ((|sig[14:0]) || sig[16]));
    else mag = {7'd0, w[55:48]} + 15'(w[47] && ((|w[46:0]) || w[48]));
    stage3 = spec3 ? val3 : {y[31], mag};
  endfunction

  always_comb begin
    y_o = '0;
    if (act2) y_o = stage3(s2_q);
  end

endmodule
