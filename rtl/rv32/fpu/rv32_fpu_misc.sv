// rv32_fpu_misc: the non-arithmetic F instructions of rv32 — FMIN.S FMAX.S FEQ.S FLT.S FLE.S
// FCLASS.S FSGNJ.S FSGNJN.S FSGNJX.S FMV.X.W FMV.W.X FCVT.W.S FCVT.WU.S FCVT.S.W FCVT.S.WU.
// Bit-exact with kc::rv32::fp (min/max are IEEE 754-2019 minimumNumber/maximumNumber with
// -0 < +0; eq is quiet, lt/le signalling; conversions to integer saturate as the F spec's table
// says and raise only NV when out of range).
//
// Timing: fully pipelined, no stall. valid_i in cycle t gives valid_o, result_o and flags_o in
// cycle t + LATENCY (registered outputs); one operation may start every cycle. Integer results
// (compares, class, FCVT.W[U].S, FMV.X.W) are in result_o too; a_i carries the integer operand
// of FCVT.S.W, FCVT.S.WU and FMV.W.X.
//
// Two combinational stages:
//  S1  unpack, compares, class mask, sign injection; float -> int: the significand is shifted
//      to a 32-bit integer part plus guard and sticky; int -> float: absolute value, leading
//      zeros, normalising shift.
//  S2  the two rounding increments, saturation, result select, flags.
// LATENCY (1..4): an output register always; a register between S1 and S2 when LATENCY >= 2;
// LATENCY - 2 operand register ranks in front of S1 when LATENCY >= 3.
module rv32_fpu_misc #(
  parameter int unsigned LATENCY = 1  // cycles from valid_i to valid_o, 1..4
) (
  input  logic                  clk_i,     // clock
  input  logic                  rst_ni,    // asynchronous reset, active low (clears valid bits)
  input  logic                  valid_i,   // an operation issues this cycle (from the core's ID)
  input  rv32_fpu_pkg::fpu_op_e op_i,      // FPU_MIN .. FPU_CVT_S_WU (other codes: unspecified)
  input  logic [2:0]            rm_i,      // resolved rounding mode (conversions only), 0..4
  input  logic [31:0]           a_i,       // rs1 value: binary32, or the integer of FCVT.S.W[U]
                                           // and FMV.W.X
  input  logic [31:0]           b_i,       // rs2 value (binary32; two-operand ops only)
  output logic                  valid_o,   // the operation of cycle t - LATENCY completes
  output logic [31:0]           result_o,  // its result: binary32 or integer (valid with valid_o)
  output logic [4:0]            flags_o    // its exceptions {NV, DZ, OF, UF, NX}
);

  if (LATENCY < 1 || LATENCY > 4) begin : g_bad_latency
    $error("rv32_fpu_misc: LATENCY must be 1..4");
  end

  localparam int unsigned InDepth = (LATENCY > 2) ? LATENCY - 2 : 0;  // operand ranks
  localparam int unsigned S1Depth = (LATENCY >= 2) ? 1 : 0;           // rank after S1

  ////////////////////////////////////////
  // Operand ranks (LATENCY >= 3 only)  //
  ////////////////////////////////////////

  localparam int unsigned InW = 5 + 3 + 64;
  logic           in_valid;
  logic [InW-1:0] in_data;
  logic [4:0]     op;     // an fpu_op_e code (bits: Yosys 0.23 has no enum casts)
  logic [2:0]     rm;
  logic [31:0]    a, b;

  rv32_fpu_pipe #(.W(InW), .DEPTH(InDepth)) u_in_pipe (
    .clk_i, .rst_ni,
    .valid_i (valid_i),
    .data_i  ({op_i, rm_i, a_i, b_i}),
    .valid_o (in_valid),
    .data_o  (in_data)
  );
  assign {op, rm, a, b} = in_data;

  ////////////////////////////////////////
  // S1: classification                 //
  ////////////////////////////////////////

  logic a_zero, b_zero, a_sub, a_inf, a_nan, b_nan, a_snan, b_snan;
  assign a_zero = (a[30:0] == 31'd0);
  assign b_zero = (b[30:0] == 31'd0);
  assign a_sub  = (a[30:23] == 8'd0) && (a[22:0] != 23'd0);
  assign a_inf  = (a[30:23] == 8'hFF) && (a[22:0] == 23'd0);
  assign a_nan  = (a[30:23] == 8'hFF) && (a[22:0] != 23'd0);
  assign b_nan  = (b[30:23] == 8'hFF) && (b[22:0] != 23'd0);
  assign a_snan = a_nan && !a[22];
  assign b_snan = b_nan && !b[22];

  logic [9:0] class_mask;  // FCLASS.S
  assign class_mask = {a_nan & a[22],                                  // 9 quiet NaN
                       a_snan,                                          // 8 signalling NaN
                       ~a[31] & a_inf,                                  // 7 +inf
                       ~a[31] & ~a_zero & ~a_sub & ~a_inf & ~a_nan,     // 6 +normal
                       ~a[31] & a_sub,                                  // 5 +subnormal
                       ~a[31] & a_zero,                                 // 4 +0
                       a[31] & a_zero,                                  // 3 -0
                       a[31] & a_sub,                                   // 2 -subnormal
                       a[31] & ~a_zero & ~a_sub & ~a_inf & ~a_nan,      // 1 -normal
                       a[31] & a_inf};                                  // 0 -inf

  ////////////////////////////////////////
  // S1: compares, min/max              //
  ////////////////////////////////////////

  // Total order of non-NaN values with -0 < +0: a before b.
  logic a_before_b, same_bits, both_zero, any_nan;
  always_comb begin
    if (a[31] != b[31])  a_before_b = a[31];
    else if (!a[31])     a_before_b = (a[30:0] < b[30:0]);
    else                 a_before_b = (a[30:0] > b[30:0]);
  end
  assign same_bits = (a == b);
  assign both_zero = a_zero & b_zero;
  assign any_nan   = a_nan | b_nan;

  logic        feq, flt, fle;
  logic [31:0] fmin, fmax;
  assign feq = !any_nan && (same_bits || both_zero);
  assign flt = !any_nan && !both_zero && a_before_b;
  assign fle = !any_nan && (both_zero || a_before_b || same_bits);

  always_comb begin
    if (a_nan && b_nan) begin
      fmin = rv32_fpu_pkg::CANONICAL_NAN;
      fmax = rv32_fpu_pkg::CANONICAL_NAN;
    end else if (a_nan) begin
      fmin = b;
      fmax = b;
    end else if (b_nan) begin
      fmin = a;
      fmax = a;
    end else begin
      fmin = a_before_b ? a : b;
      fmax = a_before_b ? b : a;
    end
  end

  ////////////////////////////////////////
  // S1: float -> integer alignment     //
  ////////////////////////////////////////

  // value = {hidden, frac} * 2^(e - 150); the 88-bit vector {sig, 64'b0} shifted right by
  // 158 - e has the integer part in 87..56, the guard bit in 55 and the sticky bits below.
  // e >= 159 (|a| >= 2^32, inf, NaN) is out of range for both conversions.
  logic [7:0]  a_exp;
  logic [23:0] a_sig;
  logic [8:0]  f2i_sh;     // 158 - e for e <= 158
  logic [87:0] f2i_v;
  logic [31:0] f2i_int;    // integer part of |a|
  logic        f2i_guard, f2i_sticky;
  logic        f2i_huge;   // |a| >= 2^32, inf or NaN

  assign a_exp      = a[30:23];
  assign a_sig      = {a_exp != 8'd0, a[22:0]};
  assign f2i_huge   = (a_exp >= 8'd159);
  assign f2i_sh     = 9'd158 - {1'b0, a_exp};
  assign f2i_v      = (f2i_sh >= 9'd64) ? 88'd0 : ({a_sig, 64'd0} >> f2i_sh[5:0]);
  assign f2i_int    = f2i_v[87:56];
  assign f2i_guard  = f2i_v[55];
  assign f2i_sticky = (f2i_sh >= 9'd64) ? (a_sig != 24'd0) : (|f2i_v[54:0]);

  ////////////////////////////////////////
  // S1: integer -> float normalisation //
  ////////////////////////////////////////

  logic        i2f_sign;   // FCVT.S.W of a negative integer
  logic [31:0] i2f_mag;    // |integer| (2^31 fits as unsigned)
  logic [4:0]  i2f_lz;     // leading zeros of i2f_mag (0 when it is zero: unused then)
  logic [31:0] i2f_norm;   // i2f_mag << i2f_lz
  logic        i2f_zero;

  assign i2f_sign = (op == rv32_fpu_pkg::FPU_CVT_S_W) && a[31];
  assign i2f_mag  = i2f_sign ? (~a + 32'd1) : a;
  assign i2f_zero = (a == 32'd0);
  logic [5:0] i2f_lz32;     // 32 for a zero magnitude
  logic       unused_i2f_lz;
  assign i2f_lz32      = rv32_fpu_pkg::lzc32(i2f_mag);
  assign i2f_lz        = i2f_lz32[4:0];
  assign unused_i2f_lz = i2f_lz32[5];
  assign i2f_norm = i2f_mag << i2f_lz;

  ////////////////////////////////////////
  // S1: results that need no rounding  //
  ////////////////////////////////////////

  logic [31:0] simple_res;
  logic        simple_nv;
  always_comb begin
    simple_res = 32'd0;
    simple_nv  = 1'b0;
    unique case (op)
      rv32_fpu_pkg::FPU_MIN:    begin simple_res = fmin; simple_nv = a_snan | b_snan; end
      rv32_fpu_pkg::FPU_MAX:    begin simple_res = fmax; simple_nv = a_snan | b_snan; end
      rv32_fpu_pkg::FPU_EQ:     begin simple_res = {31'd0, feq}; simple_nv = a_snan | b_snan; end
      rv32_fpu_pkg::FPU_LT:     begin simple_res = {31'd0, flt}; simple_nv = any_nan; end
      rv32_fpu_pkg::FPU_LE:     begin simple_res = {31'd0, fle}; simple_nv = any_nan; end
      rv32_fpu_pkg::FPU_CLASS:  simple_res = {22'd0, class_mask};
      rv32_fpu_pkg::FPU_SGNJ:   simple_res = {b[31], a[30:0]};
      rv32_fpu_pkg::FPU_SGNJN:  simple_res = {~b[31], a[30:0]};
      rv32_fpu_pkg::FPU_SGNJX:  simple_res = {a[31] ^ b[31], a[30:0]};
      rv32_fpu_pkg::FPU_MV_X_W: simple_res = a;
      rv32_fpu_pkg::FPU_MV_W_X: simple_res = a;
      default: ;
    endcase
  end

  logic is_f2i, is_f2u, is_i2f;
  assign is_f2i = (op == rv32_fpu_pkg::FPU_CVT_W_S);
  assign is_f2u = (op == rv32_fpu_pkg::FPU_CVT_WU_S);
  assign is_i2f = (op == rv32_fpu_pkg::FPU_CVT_S_W) || (op == rv32_fpu_pkg::FPU_CVT_S_WU);

  // S1 -> S2 payload
  localparam int unsigned S1W = 3 + 3 + 1 + 32 + 1 + 1 + 1 + 1 + 1 + 32 + 5 + 1 + 1 + 32;
  logic           s2_valid;
  logic [S1W-1:0] s2_data;

  rv32_fpu_pipe #(.W(S1W), .DEPTH(S1Depth)) u_s1_pipe (
    .clk_i, .rst_ni,
    .valid_i (in_valid),
    .data_i  ({is_f2i, is_f2u, is_i2f, rm, a[31], f2i_int, f2i_guard, f2i_sticky, f2i_huge,
               a_nan, i2f_sign, i2f_norm, i2f_lz, i2f_zero, simple_nv, simple_res}),
    .valid_o (s2_valid),
    .data_o  (s2_data)
  );

  ////////////////////////////////////////
  // S2: rounding, saturation, select   //
  ////////////////////////////////////////

  logic        s2_f2i, s2_f2u, s2_i2f, s2_sign, s2_guard, s2_sticky, s2_huge, s2_nan;
  logic        s2_i2f_sign, s2_i2f_zero, s2_simple_nv;
  logic [2:0]  s2_rm;
  logic [31:0] s2_int, s2_norm, s2_simple;
  logic [4:0]  s2_lz;
  assign {s2_f2i, s2_f2u, s2_i2f, s2_rm, s2_sign, s2_int, s2_guard, s2_sticky, s2_huge, s2_nan,
          s2_i2f_sign, s2_norm, s2_lz, s2_i2f_zero, s2_simple_nv, s2_simple} = s2_data;

  // float -> integer: round the integer part, then range-check the rounded magnitude.
  logic        f2i_up;
  logic [32:0] f2i_mag;     // rounded |a|, up to 2^32
  logic        f2i_inexact;
  logic        w_ok, wu_ok; // the rounded value is representable
  logic [31:0] w_res, wu_res;

  assign f2i_up      = rv32_fpu_pkg::round_up(s2_rm, s2_sign, s2_int[0], s2_guard, s2_sticky);
  assign f2i_mag     = {1'b0, s2_int} + {32'd0, f2i_up};
  assign f2i_inexact = s2_guard | s2_sticky;
  assign w_ok  = !s2_huge && (s2_sign ? (f2i_mag <= 33'h0_8000_0000)
                                      : (f2i_mag <= 33'h0_7FFF_FFFF));
  assign wu_ok = !s2_huge && (s2_sign ? (f2i_mag == 33'd0) : !f2i_mag[32]);
  assign w_res  = w_ok  ? (s2_sign ? (~f2i_mag[31:0] + 32'd1) : f2i_mag[31:0])
                        : ((s2_nan || !s2_sign) ? 32'h7FFF_FFFF : 32'h8000_0000);
  assign wu_res = wu_ok ? f2i_mag[31:0]
                        : ((s2_nan || !s2_sign) ? 32'hFFFF_FFFF : 32'h0000_0000);

  // integer -> float: 24-bit significand norm[31:8], guard norm[7], sticky norm[6:0]; the
  // exponent 158 - lz never overflows.
  logic        i2f_up, i2f_inexact;
  logic [30:0] i2f_pre;       // {exponent, fraction} before rounding
  logic [31:0] i2f_res;
  logic        unused_hidden; // s2_norm[31] is the hidden bit (1 for a nonzero integer)
  assign unused_hidden = s2_norm[31];
  assign i2f_inexact = s2_norm[7] | (|s2_norm[6:0]);
  assign i2f_up      = rv32_fpu_pkg::round_up(s2_rm, s2_i2f_sign, s2_norm[8], s2_norm[7],
                                              |s2_norm[6:0]);
  assign i2f_pre     = {8'd158 - {3'd0, s2_lz}, s2_norm[30:8]};
  assign i2f_res     = s2_i2f_zero ? 32'd0 : {s2_i2f_sign, i2f_pre + {30'd0, i2f_up}};

  logic [31:0] res;
  logic [4:0]  flags;
  always_comb begin
    flags = 5'd0;
    if (s2_f2i) begin
      res = w_res;
      flags[rv32_fpu_pkg::FLAG_NV] = !w_ok;
      flags[rv32_fpu_pkg::FLAG_NX] = w_ok & f2i_inexact;
    end else if (s2_f2u) begin
      res = wu_res;
      flags[rv32_fpu_pkg::FLAG_NV] = !wu_ok;
      flags[rv32_fpu_pkg::FLAG_NX] = wu_ok & f2i_inexact;
    end else if (s2_i2f) begin
      res = i2f_res;
      flags[rv32_fpu_pkg::FLAG_NX] = !s2_i2f_zero & i2f_inexact;
    end else begin
      res = s2_simple;
      flags[rv32_fpu_pkg::FLAG_NV] = s2_simple_nv;
    end
  end

  ////////////////////////////////////////
  // Output register                    //
  ////////////////////////////////////////

  rv32_fpu_pipe #(.W(37), .DEPTH(1)) u_out_pipe (
    .clk_i, .rst_ni,
    .valid_i (s2_valid),
    .data_i  ({res, flags}),
    .valid_o (valid_o),
    .data_o  ({result_o, flags_o})
  );

endmodule
