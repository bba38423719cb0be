// aie_fp_pkg: the tile's floating-point arithmetic as functions — fp32 normalise-and-round
// (fp32_pack), fp32 addition (fp32_add, its general path fp32_add_gen) and the bf16 product
// rounded to fp32 (bf16_mul, its general path bf16_mul_gen). The modules aie_fp32_pack,
// aie_fp32_add and aie_bf16_mul are one call each; the lanes of the wide units
// (aie_vec_bf16_lane, aie_vec_bmm_lane, aie_vec's element-wise bf16 products, aie_acc_lane,
// aie_nonlin_lane) call the functions inside the branch of the operation class that uses them, so
// that the logic is the same in synthesis while a simulator evaluates it only for those
// operations (Verilator evaluates every continuous assignment and module instance each cycle, a
// branch only when taken). Every function but lzc27 and the bf16 NaN/infinity tests carries the
// no_inline_task pragma of Verilator (a comment to other tools): the simulator calls them as C++
// functions whose temporaries are local variables, not members of the model written to memory
// at every step of each of the matrix product's 128 products and 128 additions per cycle
// (inlined inside a gated branch, Verilator keeps them as members).
package aie_fp_pkg;

  // Leading zeros of a 27-bit value (27 when it is zero), by halving: v is padded to 32 bits
  // with a one below it (so that zero gives 27) and the search takes five steps.
  function automatic logic [4:0] lzc27(input logic [26:0] v);
    logic [31:0] x;
    logic [4:0]  n;
    x = {v, 5'b10000};
    n = 5'd0;
    if (x[31:16] == 16'd0) begin n = n + 5'd16; x = x << 16; end
    if (x[31:24] == 8'd0)  begin n = n + 5'd8;  x = x << 8;  end
    if (x[31:28] == 4'd0)  begin n = n + 5'd4;  x = x << 4;  end
    if (x[31:30] == 2'd0)  begin n = n + 5'd2;  x = x << 2;  end
    if (!x[31])            n = n + 5'd1;
    lzc27 = n;
  endfunction

  // Normalises and rounds an fp32 result (IEEE 754 binary32, round to nearest even, subnormals
  // kept, overflow to infinity). The value is sig * 2^(exp - 153): bit 26 of sig is the hidden bit
  // of a normal result with biased exponent exp, bit 27 a carry above it, and bits 2:0 the guard,
  // round and sticky bits (bit 0 is the OR of every bit below the guard: "jammed"). exp may be
  // below 1 (the value is shifted right into the subnormal range, the lost bits jammed into the
  // sticky bit) or above 254 (a result that normalises to exponent 255 or more is an infinity). A
  // zero sig gives a zero of sign `sign`.
  function automatic logic [31:0] fp32_pack(input logic sign, input logic signed [10:0] exp,
                                            input logic [27:0] sig);
    /*verilator no_inline_task*/
    logic signed [11:0] e1, e2, e3;  // exponent of bit 26 after each step
    logic [26:0]        s1, s2, s3;  // significand after each step (bit 26: hidden bit)
    logic [11:0]        rsh;         // right shift into the subnormal range
    logic [54:0]        wide;        // s1 and the bits shifted out of it
    logic [4:0]         lz;          // leading zeros of s2[26:0]
    logic [11:0]        lim;         // left shift that keeps the exponent >= 1
    logic [4:0]         lsh;         // left shift applied
    logic               up;          // round up
    logic [30:0]        mag;         // exponent field and fraction, rounded
    // a carry moves one place right, the lost bit into the sticky bit
    s1 = sig[27] ? {sig[27:2], sig[1] | sig[0]} : sig[26:0];
    e1 = 12'(exp) + (sig[27] ? 12'sd1 : 12'sd0);
    // below the smallest normal exponent: shift right to exponent 1 (each step below is skipped,
    // in simulation, by a value that does not need it; the result is the same)
    rsh  = 12'd0;
    wide = 55'd0;
    lz   = 5'd0;
    lim  = 12'd0;
    lsh  = 5'd0;
    s2   = s1;
    e2   = e1;
    if (e1 < 12'sd1) begin
      rsh  = 12'(12'sd1 - e1);
      wide = {s1, 28'd0} >> ((rsh > 12'd31) ? 6'd31 : 6'(rsh));
      s2   = {wide[54:29], wide[28] | (|wide[27:0])};
      e2   = 12'sd1;
    end
    // normalise left, not below exponent 1 (a result left with bit 26 clear is subnormal)
    s3   = s2;
    e3   = e2;
    if (!s2[26]) begin
      lz  = lzc27(s2);
      lim = 12'(e2 - 12'sd1);
      lsh = (lim < 12'(lz)) ? 5'(lim) : lz;
      s3  = s2 << lsh;
      e3  = e2 - 12'(lsh);
    end
    // round to nearest even on guard, round and sticky; a carry out of the fraction moves into
    // the exponent field (and to infinity from the largest finite value)
    up  = s3[2] && (s3[1] || s3[0] || s3[3]);
    mag = {(s3[26] ? e3[7:0] : 8'd0), s3[25:3]} + 31'(up);
    fp32_pack = (e3 > 12'sd254) ? {sign, 8'hFF, 23'd0} : {sign, mag};
  endfunction

  // fp32 addition a + b, IEEE 754 binary32 with round to nearest even and subnormals kept (as the
  // host's SSE arithmetic the aie numerics are defined by); every NaN result is the canonical
  // 0x7FC00000. An exact zero sum of operands of opposite signs is +0. Subtraction is an addition
  // with b's sign bit flipped by the caller. This is the general path, for every operand: the
  // larger-magnitude operand x and the smaller y are aligned with three extra bits (guard, round,
  // sticky; the bits shifted out of y are jammed into the sticky bit), added or subtracted, and
  // normalised and rounded by fp32_pack. fp32_add calls it for what its fast path leaves.
  function automatic logic [31:0] fp32_add_gen(input logic [31:0] a, input logic [31:0] b);
    /*verilator no_inline_task*/
    logic        a_nan, b_nan, a_inf, b_inf;
    logic        swap;          // |b| > |a|
    logic [31:0] x, y;          // x: the larger magnitude
    logic [7:0]  ex, ey;        // their exponents (subnormals: 1)
    logic [7:0]  d;             // alignment shift
    logic        eff_sub;       // the magnitudes are subtracted
    logic [53:0] yw;            // y's significand and the bits shifted out of it
    logic [27:0] xs, ys, sum;   // aligned significands (carry, hidden, fraction, G, R, S)
    logic        sign;          // sign of the result
    a_nan = (a[30:23] == 8'hFF) && (a[22:0] != 23'd0);
    b_nan = (b[30:23] == 8'hFF) && (b[22:0] != 23'd0);
    a_inf = (a[30:23] == 8'hFF) && (a[22:0] == 23'd0);
    b_inf = (b[30:23] == 8'hFF) && (b[22:0] == 23'd0);
    swap    = b[30:0] > a[30:0];
    x       = swap ? b : a;
    y       = swap ? a : b;
    ex      = (x[30:23] == 8'd0) ? 8'd1 : x[30:23];
    ey      = (y[30:23] == 8'd0) ? 8'd1 : y[30:23];
    d       = ex - ey;
    eff_sub = x[31] ^ y[31];
    xs  = {1'b0, x[30:23] != 8'd0, x[22:0], 3'b000};
    yw  = {y[30:23] != 8'd0, y[22:0], 3'b000, 27'd0} >> ((d > 8'd31) ? 5'd31 : d[4:0]);
    ys  = {1'b0, yw[53:28], yw[27] | (|yw[26:0])};
    sum = eff_sub ? (xs - ys) : (xs + ys);
    // an exact zero difference is +0 (round to nearest); equal-signed zeros keep their sign
    sign = (eff_sub && (sum == 28'd0)) ? 1'b0 : x[31];
    fp32_add_gen = fp32_pack(sign, 11'(ex), sum);
    // an infinite or NaN operand (the override keeps the tests out of the common path)
    if ((a[30:23] == 8'hFF) || (b[30:23] == 8'hFF)) begin
      if (a_nan || b_nan || (a_inf && b_inf && (a[31] != b[31]))) fp32_add_gen = 32'h7FC0_0000;
      else if (a_inf) fp32_add_gen = a;
      else            fp32_add_gen = b;
    end
  endfunction

  // fp32 addition a + b, the same bits as fp32_add_gen for every operand (aie.arith.fp32_add.*
  // compares it with kc_aie_num), with the common case first: two normal operands whose exact sum
  // needs at most two places of left normalisation and is a normal number. Their significands,
  // the larger-magnitude operand x's at bits 62:39 of a 64-bit word and the smaller y's shifted
  // right by the exponent difference d (at most 62 places), add or subtract exactly for d <= 39.
  // Beyond, y and what is left of it are both nonzero and below bit 37, the lowest guard position
  // (two places of normalisation): the sums agree from bit 37 up and both have a sticky bit below,
  // so they round alike. The sum is rounded to nearest even with a carry out of the fraction
  // moving into the exponent field (and to infinity from the largest finite value). The path is
  // written without data-dependent choices between values (a select by a mask, a shift by a
  // computed amount), which a simulator compiles to branches that the random operands of the
  // matrix product mispredict. Every other case (a zero, subnormal, infinite or NaN operand; a
  // cancellation of more than two places; a result outside the normal exponents) is an override
  // by fp32_add_gen, a function of its own: a simulator calls it only for the additions that need
  // it, and the fast path's own function stays small.
  function automatic logic [31:0] fp32_add(input logic [31:0] a, input logic [31:0] b);
    /*verilator no_inline_task*/
    logic [31:0] sm;            // all ones when |b| > |a|
    logic [31:0] x, y;          // x: the larger magnitude
    logic        eff_sub;       // the magnitudes are subtracted
    logic [7:0]  fd;            // exponent difference
    logic [63:0] fx, fy, fs;    // significands (hidden bit of x at 62) and their sum
    logic [1:0]  fl;            // left shift normalising the sum (0..2)
    logic [62:0] fn;            // the sum normalised to bit 63, below that bit
    logic [9:0]  fe;            // exponent field of the result before rounding
    logic        fast;          // the fast path's result stands
    sm      = {32{b[30:0] > a[30:0]}};
    x       = (a & ~sm) | (b & sm);
    y       = a ^ b ^ x;
    eff_sub = x[31] ^ y[31];
    // (y normal and x not infinite or NaN: both normal, as |x| >= |y|)
    fd = x[30:23] - y[30:23];
    fx = {2'b01, x[22:0], 39'd0};
    fy = {2'b01, y[22:0], 39'd0} >> ((fd > 8'd62) ? 6'd62 : fd[5:0]);
    fs = fx + ((fy ^ {64{eff_sub}}) + 64'(eff_sub));
    fl = {!fs[63] && !fs[62], !fs[63] && fs[62]};
    fn = 63'(fs << fl);
    fe = 10'(x[30:23]) + 10'd1 - 10'(fl);
    fast = (y[30:23] != 8'd0) && (x[30:23] != 8'hFF) && (fs[63:61] != 3'd0) && (fe != 10'd0) &&
           (fe <= 10'd254);
    fp32_add = {x[31], fe[7:0], fn[62:40]} +
               32'(fn[39] && (fn[40] || (fn[38:0] != 39'd0)));
    if (!fast) fp32_add = fp32_add_gen(a, b);
  endfunction

  // A bf16 magnitude (bits 14:0) is a NaN / an infinity.
  function automatic logic bf16_nan(input logic [14:0] m);
    bf16_nan = (m[14:7] == 8'hFF) && (m[6:0] != 7'd0);
  endfunction
  function automatic logic bf16_inf(input logic [14:0] m);
    bf16_inf = (m[14:7] == 8'hFF) && (m[6:0] == 7'd0);
  endfunction

  // The product of two bf16 values rounded to fp32 (IEEE 754 round to nearest even, subnormals
  // kept on both sides; canonical NaN 0x7FC00000 for a NaN operand and for inf * 0). This is the
  // general path, for every operand: the 8 x 8-bit significand product is exact and fp32_pack
  // rounds it (only a product in the fp32 subnormal range or beyond the largest finite value
  // needs it). bf16_mul calls it for what its fast path leaves.
  function automatic logic [31:0] bf16_mul_gen(input logic [15:0] a, input logic [15:0] b);
    /*verilator no_inline_task*/
    logic [7:0]  ea, eb;        // exponents (subnormals: 1)
    logic [15:0] prod;          // exact significand product
    logic        sign;
    sign = a[15] ^ b[15];
    ea   = (a[14:7] == 8'd0) ? 8'd1 : a[14:7];
    eb   = (b[14:7] == 8'd0) ? 8'd1 : b[14:7];
    prod = {8'd0, a[14:7] != 8'd0, a[6:0]} * {8'd0, b[14:7] != 8'd0, b[6:0]};
    // a * b = prod * 2^(ea + eb - 268) = (prod << 11) * 2^((ea + eb - 126) - 153)
    if (bf16_nan(a[14:0]) || bf16_nan(b[14:0]) || (bf16_inf(a[14:0]) && (b[14:0] == 15'd0)) ||
        (bf16_inf(b[14:0]) && (a[14:0] == 15'd0))) bf16_mul_gen = 32'h7FC0_0000;
    else if (bf16_inf(a[14:0]) || bf16_inf(b[14:0])) bf16_mul_gen = {sign, 8'hFF, 23'd0};
    else bf16_mul_gen = fp32_pack(sign, 11'(ea) + 11'(eb) - 11'sd126, {1'b0, prod, 11'd0});
  endfunction

  // The product of two bf16 values rounded to fp32, the same bits as bf16_mul_gen for every
  // operand, with the common case first: two normal operands whose product is a normal fp32
  // number. The product of the significands (hidden bits set) is exact (16 significant bits), its
  // exponent field ea + eb - 127 (+ 1 when prod >= 2), so it needs no normalisation or rounding.
  // Outside [1, 254] (the 10-bit difference wraps far above 254 when negative), and for a zero,
  // subnormal, infinite or NaN operand, bf16_mul_gen overrides the result: a function of its own,
  // which a simulator calls only for the products that need it, so that the fast path's function
  // stays small. The normalisation is a shift by !prod[15], not a select, which a simulator
  // compiles to a branch that random operands mispredict.
  function automatic logic [31:0] bf16_mul(input logic [15:0] a, input logic [15:0] b);
    /*verilator no_inline_task*/
    logic [15:0] prod;          // product of the significands
    logic [9:0]  ef;            // exponent field of a normal product
    logic        fast;          // the product is normal: no rounding
    logic [22:0] frac;          // its fraction: prod normalised to bit 15, below that bit
    prod = {8'd0, 1'b1, a[6:0]} * {8'd0, 1'b1, b[6:0]};
    ef   = 10'(a[14:7]) + 10'(b[14:7]) + 10'(prod[15]) - 10'd127;
    fast = (a[14:7] != 8'd0) && (a[14:7] != 8'hFF) && (b[14:7] != 8'd0) && (b[14:7] != 8'hFF) &&
           (ef >= 10'd1) && (ef <= 10'd254);
    frac     = 23'({prod, 8'd0} << !prod[15]);
    bf16_mul = {a[15] ^ b[15], ef[7:0], frac};
    if (!fast) bf16_mul = bf16_mul_gen(a, b);
  endfunction

endpackage
