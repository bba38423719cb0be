// rv32_fpu_fma: the fused multiply-add unit of rv32 — FADD.S FSUB.S FMUL.S FMADD.S FMSUB.S
// FNMSUB.S FNMADD.S on one datapath that computes x*y + z exactly and rounds once (IEEE 754-2019
// binary32, all five rounding modes, subnormals in and out, tininess after rounding, canonical
// NaN). Bit-exact with kc::rv32::fp (harness/rv32/fp), which tests/rv32/fp checks.
//
// Timing: fully pipelined, no stall. An operation with valid_i in cycle t has valid_o, result_o
// and flags_o in cycle t + LATENCY (registered outputs); one operation may start every cycle.
//
// Operand mapping (stage 1): add/sub: x = a, y = 1.0, z = +-b; mul: x = a, y = b, no addend (a
// flag, not a zero: +0 + -0 would give the wrong zero sign in RDN); madd family: x = a, y = b,
// z = c, with the product and/or addend signs flipped.
//
// Datapath (no input normalisation; one leading-zero count at the end):
//  S1  unpack, specials, 24x24 product P (48 bits), exponents; the addend significand is aligned
//      in a 76-bit window: addend bit 23 at window bit 75 - sh, product bit 46 at window bit 48,
//      sh = exp_p - ez + 27. sh <= 0 (addend far larger) clamps to 0: the product then lies more
//      than two bits below the addend's last bit and acts like a sticky bit. Addend bits shifted
//      below window bit 0 only occur when the product dominates (|P| >= 2^25 in window units) and
//      the rounding point is at or above window bit 1, so they are folded into a sticky bit.
//  S2  76-bit add or subtract (a lost sticky subtracts one unit: x - (y + eps) = (x - y - 1) +
//      (1 - eps)), negate if negative, count leading zeros.
//  S3  normalise (the left shift is limited so the exponent does not go below the subnormal
//      one), round at window bit 52 (guard 51, sticky below), exponent/overflow, flags.
//
// LATENCY (2..6) is honoured by placing register ranks (rv32_fpu_pipe) at the stage boundaries:
// always after S1 and after S3 (the output register), after S2 when LATENCY >= 3, and
// LATENCY - 3 extra ranks on the operands before S1 when LATENCY >= 4 (input registers that
// decouple the core's forwarding network; a retiming tool may push them into the multiplier).
// So LATENCY 2 = S1 | S2+S3, 3 = S1 | S2 | S3, 4..6 = operand ranks + the three stages.
module rv32_fpu_fma #(
  parameter int unsigned LATENCY = 3  // cycles from valid_i to valid_o, 2..6
) (
  input  logic                  clk_i,     // clock
  input  logic                  rst_ni,    // asynchronous reset, active low (clears valid bits)
  input  logic                  valid_i,   // an operation issues this cycle (from the core's ID)
  input  rv32_fpu_pkg::fpu_op_e op_i,      // FPU_ADD .. FPU_NMADD (other codes: unspecified)
  input  logic [2:0]            rm_i,      // resolved rounding mode, 0..4 (5..7 act as RNE)
  input  logic [31:0]           a_i,       // rs1 value (binary32)
  input  logic [31:0]           b_i,       // rs2 value (binary32)
  input  logic [31:0]           c_i,       // rs3 value (binary32, madd family only)
  output logic                  valid_o,   // the operation of cycle t - LATENCY completes
  output logic [31:0]           result_o,  // its result (valid with valid_o)
  output logic [4:0]            flags_o    // its exceptions {NV, DZ, OF, UF, NX}
);

  if (LATENCY < 2 || LATENCY > 6) begin : g_bad_latency
    $error("rv32_fpu_fma: LATENCY must be 2..6");
  end

  localparam int unsigned InDepth = (LATENCY > 3) ? LATENCY - 3 : 0;  // operand ranks
  localparam int unsigned S2Depth = (LATENCY >= 3) ? 1 : 0;           // rank after S2

  ////////////////////////////////////////
  // Operand ranks (LATENCY >= 4 only)  //
  ////////////////////////////////////////

  localparam int unsigned InW = 5 + 3 + 96;
  logic          in_valid;  // operands at the input of S1 are valid
  logic [InW-1:0] in_data;  // {op, rm, a, b, c}
  logic [4:0]    in_op;     // an fpu_op_e code (kept as bits: Yosys 0.23 has no enum casts)
  logic [2:0]    in_rm;
  logic [31:0]   in_a, in_b, in_c;

  rv32_fpu_pipe #(.W(InW), .DEPTH(InDepth)) u_in_pipe (
    .clk_i, .rst_ni,
    .valid_i (valid_i),
    .data_i  ({op_i, rm_i, a_i, b_i, c_i}),
    .valid_o (in_valid),
    .data_o  (in_data)
  );
  assign {in_op, in_rm, in_a, in_b, in_c} = in_data;

  ////////////////////////////////////////
  // S1: operand mapping, unpack        //
  ////////////////////////////////////////

  logic        is_addsub;  // y is 1.0, z is b
  logic        no_z;       // FMUL: no addend
  logic        neg_p;      // flip the product sign (FNMSUB, FNMADD)
  logic        neg_z;      // flip the addend sign (FSUB, FMSUB, FNMADD)
  logic [31:0] x, y, z;    // the operands of x*y + z

  always_comb begin
    is_addsub = 1'b0;
    no_z      = 1'b0;
    neg_p     = 1'b0;
    neg_z     = 1'b0;
    unique case (in_op)
      rv32_fpu_pkg::FPU_ADD:   is_addsub = 1'b1;
      rv32_fpu_pkg::FPU_SUB:   begin is_addsub = 1'b1; neg_z = 1'b1; end
      rv32_fpu_pkg::FPU_MUL:   no_z = 1'b1;
      rv32_fpu_pkg::FPU_MSUB:  neg_z = 1'b1;
      rv32_fpu_pkg::FPU_NMSUB: neg_p = 1'b1;
      rv32_fpu_pkg::FPU_NMADD: begin neg_p = 1'b1; neg_z = 1'b1; end
      default: ;  // FPU_MADD (and codes of other units)
    endcase
  end

  assign x = in_a;
  assign y = is_addsub ? 32'h3F80_0000 : in_b;
  assign z = is_addsub ? in_b : (no_z ? 32'd0 : in_c);

  // Field views. Subnormals keep exponent 1 with hidden bit 0 (they are not normalised here).
  logic        x_zero, y_zero, z_zero, x_inf, y_inf, z_inf, x_nan, y_nan, z_nan;
  logic        x_snan, y_snan, z_snan;
  logic [23:0] mx, my, mz;        // significands with the hidden bit
  logic [7:0]  ex, ey, ez;        // effective biased exponents (>= 1)

  assign x_zero = (x[30:0] == 31'd0);
  assign y_zero = (y[30:0] == 31'd0);
  assign z_zero = (z[30:0] == 31'd0);
  assign x_inf  = (x[30:23] == 8'hFF) && (x[22:0] == 23'd0);
  assign y_inf  = (y[30:23] == 8'hFF) && (y[22:0] == 23'd0);
  assign z_inf  = (z[30:23] == 8'hFF) && (z[22:0] == 23'd0);
  assign x_nan  = (x[30:23] == 8'hFF) && (x[22:0] != 23'd0);
  assign y_nan  = (y[30:23] == 8'hFF) && (y[22:0] != 23'd0);
  assign z_nan  = (z[30:23] == 8'hFF) && (z[22:0] != 23'd0);
  assign x_snan = x_nan && !x[22];
  assign y_snan = y_nan && !y[22];
  assign z_snan = z_nan && !z[22];
  assign mx = {x[30:23] != 8'd0, x[22:0]};
  assign my = {y[30:23] != 8'd0, y[22:0]};
  assign mz = {z[30:23] != 8'd0, z[22:0]};
  assign ex = (x[30:23] == 8'd0) ? 8'd1 : x[30:23];
  assign ey = (y[30:23] == 8'd0) ? 8'd1 : y[30:23];
  assign ez = (z[30:23] == 8'd0) ? 8'd1 : z[30:23];

  logic sp, sz;  // signs of the product and of the addend (after the op's flips)
  assign sp = x[31] ^ y[31] ^ neg_p;
  assign sz = no_z ? sp : (z[31] ^ neg_z);

  ////////////////////////////////////////
  // S1: special cases                  //
  ////////////////////////////////////////

  logic        p_inf, p_zero;  // the exact product is infinite / zero
  logic        inf_x_zero;     // inf * 0
  logic        any_nan, any_snan;
  logic        special;        // result decided here, the datapath result is not used
  logic [31:0] spec_res;
  logic [4:0]  spec_flags;

  assign p_inf      = x_inf | y_inf;
  assign p_zero     = x_zero | y_zero;
  assign inf_x_zero = (x_inf & y_zero) | (x_zero & y_inf);
  assign any_nan    = x_nan | y_nan | z_nan;
  assign any_snan   = x_snan | y_snan | z_snan;

  always_comb begin
    special    = 1'b1;
    spec_res   = rv32_fpu_pkg::CANONICAL_NAN;
    spec_flags = 5'd0;
    if (inf_x_zero) begin
      spec_flags[rv32_fpu_pkg::FLAG_NV] = 1'b1;  // even with a quiet NaN addend (RISC-V)
    end else if (any_nan) begin
      spec_flags[rv32_fpu_pkg::FLAG_NV] = any_snan;
    end else if (p_inf) begin
      if (z_inf && (sp != sz)) spec_flags[rv32_fpu_pkg::FLAG_NV] = 1'b1;  // inf - inf
      else                     spec_res = {sp, 31'h7F80_0000};
    end else if (z_inf) begin
      spec_res = {sz, 31'h7F80_0000};
    end else if (p_zero) begin
      if (!z_zero) begin
        spec_res = {sz, z[30:0]};                        // 0 + z = z exactly
      end else if (sp == sz) begin
        spec_res = {sp, 31'd0};                          // (+-0) + (+-0) of one sign (or FMUL)
      end else begin
        spec_res = {in_rm == rv32_fpu_pkg::RM_RDN, 31'd0};  // +0 + -0
      end
    end else begin
      special = 1'b0;
    end
  end

  ////////////////////////////////////////
  // S1: product, alignment             //
  ////////////////////////////////////////

  logic [47:0]       prod;    // mx * my, value prod * 2^(exp_p - 127 - 46)
  logic signed [10:0] exp_p;  // biased exponent of product bit 46: ex + ey - 127, -125..381
  logic signed [10:0] d;      // alignment distance exp_p - ez + 27
  logic [6:0]        sh;      // addend right shift in the window, saturated to 76
  logic signed [9:0] exp_w;   // biased exponent of window bit 48, -26..381
  logic [75:0]       add_w;   // aligned addend (window bits)
  logic [4:0]        lost_n;  // number of low addend bits below window bit 0, saturated to 24
  logic              add_st;  // some addend bit fell below window bit 0
  logic              eff_sub; // the signs of the product and the addend differ

  assign prod  = mx * my;
  assign exp_p = $signed({3'b000, ex}) + $signed({3'b000, ey}) - 11'sd127;
  assign d     = exp_p - $signed({3'b000, ez}) + 11'sd27;
  assign sh    = (d <= 11'sd0) ? 7'd0 : ((d >= 11'sd76) ? 7'd76 : d[6:0]);
  assign exp_w = (d <= 11'sd0) ? 10'($signed({3'b000, ez}) - 11'sd27) : exp_p[9:0];
  assign add_w = {mz, 52'd0} >> sh;
  // addend bit i lands on window bit i + 52 - sh: it is lost when i < sh - 52
  assign lost_n = (d >= 11'sd76) ? 5'd24 : ((d > 11'sd52) ? 5'(d - 11'sd52) : 5'd0);
  assign add_st = |(mz & ~(24'hFF_FFFF << lost_n));
  assign eff_sub = (sp != sz);

  // S1 -> S2 payload
  localparam int unsigned S1W = 48 + 76 + 1 + 1 + 1 + 1 + 10 + 3 + 1 + 32 + 5;
  logic           s2_valid;
  logic [S1W-1:0] s2_data;

  rv32_fpu_pipe #(.W(S1W), .DEPTH(1)) u_s1_pipe (
    .clk_i, .rst_ni,
    .valid_i (in_valid),
    .data_i  ({prod, add_w, add_st, eff_sub, sp, sz, exp_w, in_rm, special, spec_res,
               spec_flags}),
    .valid_o (s2_valid),
    .data_o  (s2_data)
  );

  ////////////////////////////////////////
  // S2: add, negate, leading zeros     //
  ////////////////////////////////////////

  logic [47:0]       s2_prod;
  logic [75:0]       s2_add_w;
  logic              s2_add_st, s2_eff_sub, s2_sp, s2_sz, s2_special;
  logic signed [9:0] s2_exp_w;
  logic [2:0]        s2_rm;
  logic [31:0]       s2_spec_res;
  logic [4:0]        s2_spec_flags;
  assign {s2_prod, s2_add_w, s2_add_st, s2_eff_sub, s2_sp, s2_sz, s2_exp_w, s2_rm, s2_special,
          s2_spec_res, s2_spec_flags} = s2_data;

  logic [77:0] sum;    // two's complement, product at window bits 49..2
  logic        neg;    // the addend was larger: the result takes its sign
  logic [75:0] mag;    // |sum| (fits: the magnitude of a sum stays below 2^76)
  logic        sign_r; // sign of a nonzero result
  logic [6:0]  lz;     // leading zeros of mag, 76 if zero

  assign sum = s2_eff_sub ? ({28'd0, s2_prod, 2'b00} - {2'b00, s2_add_w} - {77'd0, s2_add_st})
                          : ({28'd0, s2_prod, 2'b00} + {2'b00, s2_add_w});
  assign neg    = sum[77];
  assign mag    = neg ? 76'(-sum) : sum[75:0];
  assign sign_r = neg ? s2_sz : s2_sp;

  logic unused_sum;  // bit 76 of sum is 0 for a positive sum and 1 for a negative one
  assign unused_sum = sum[76];

  // Leading zeros of the 76-bit magnitude from three 32-bit counts: bits 75..44, 43..12, and
  // 11..0 with a marker bit below them (so that an all-zero magnitude counts 64 + 12 = 76).
  logic [5:0] lz_hi, lz_mid, lz_lo;
  assign lz_hi  = rv32_fpu_pkg::lzc32(mag[75:44]);
  assign lz_mid = rv32_fpu_pkg::lzc32(mag[43:12]);
  assign lz_lo  = rv32_fpu_pkg::lzc32({mag[11:0], 1'b1, 19'd0});
  assign lz     = !lz_hi[5]  ? {1'b0, lz_hi} :
                  !lz_mid[5] ? 7'd32 + {1'b0, lz_mid} : 7'd64 + {1'b0, lz_lo};

  // S2 -> S3 payload
  localparam int unsigned S2W = 76 + 1 + 7 + 1 + 10 + 3 + 1 + 32 + 5;
  logic           s3_valid;
  logic [S2W-1:0] s3_data;

  rv32_fpu_pipe #(.W(S2W), .DEPTH(S2Depth)) u_s2_pipe (
    .clk_i, .rst_ni,
    .valid_i (s2_valid),
    .data_i  ({mag, s2_add_st, lz, sign_r, s2_exp_w, s2_rm, s2_special, s2_spec_res,
               s2_spec_flags}),
    .valid_o (s3_valid),
    .data_o  (s3_data)
  );

  ////////////////////////////////////////
  // S3: normalise, round, pack         //
  ////////////////////////////////////////

  logic [75:0]       s3_mag;
  logic              s3_st, s3_sign, s3_special;
  logic [6:0]        s3_lz;
  logic signed [9:0] s3_exp_w;
  logic [2:0]        s3_rm;
  logic [31:0]       s3_spec_res;
  logic [4:0]        s3_spec_flags;
  assign {s3_mag, s3_st, s3_lz, s3_sign, s3_exp_w, s3_rm, s3_special, s3_spec_res,
          s3_spec_flags} = s3_data;

  logic signed [10:0] shamt_lim;  // largest left shift that keeps the exponent >= 1: exp_w + 26
  logic [6:0]         shamt;      // min(lz, shamt_lim)
  logic [75:0]        norm;       // mag << shamt: significand in 75..52, guard 51
  logic signed [10:0] e_norm;     // biased exponent if norm[75] (normal), exp_w + 27 - shamt
  logic signed [10:0] e_unb;      // biased exponent with an unbounded range, exp_w + 27 - lz
  logic               guard, sticky, up;
  logic [32:0]        packed_pre; // {exponent field (10 bits), fraction} before rounding
  logic [32:0]        packed_rnd;
  logic               ovf, inexact;
  logic               tiny;       // tiny after rounding
  logic               unb_up;     // 24-bit rounding with unbounded exponent reaches 2^-126

  assign shamt_lim = $signed({s3_exp_w[9], s3_exp_w}) + 11'sd26;
  assign shamt     = ($signed({4'd0, s3_lz}) <= shamt_lim) ? s3_lz : shamt_lim[6:0];
  assign norm      = s3_mag << shamt;
  assign e_norm    = $signed({s3_exp_w[9], s3_exp_w}) + 11'sd27 - $signed({4'd0, shamt});
  assign e_unb     = $signed({s3_exp_w[9], s3_exp_w}) + 11'sd27 - $signed({4'd0, s3_lz});

  assign guard      = norm[51];
  assign sticky     = (|norm[50:0]) | s3_st;
  assign inexact    = guard | sticky;
  assign up         = rv32_fpu_pkg::round_up(s3_rm, s3_sign, norm[52], guard, sticky);
  assign packed_pre = {(norm[75] ? e_norm[9:0] : 10'd0), norm[74:52]};
  assign packed_rnd = packed_pre + {32'd0, up};
  assign ovf        = (packed_rnd[32:23] >= 10'd255);

  // e_unb == 0: the value is in [2^-127, 2^-126) and norm = mag << (lz - 1) holds its 24-bit
  // significand in 74..51; it is not tiny only if rounding that carries to 2^-126.
  assign unb_up = (norm[74:51] == 24'hFF_FFFF) &&
                  rv32_fpu_pkg::round_up(s3_rm, s3_sign, norm[51], norm[50],
                                         (|norm[49:0]) | s3_st);
  assign tiny   = (e_unb < 11'sd0) || ((e_unb == 11'sd0) && !unb_up);

  logic unused_e_norm;  // e_norm is used only for normal results, where it is 1..409
  assign unused_e_norm = e_norm[10];

  logic [31:0] res;
  logic [4:0]  flags;
  always_comb begin
    flags = 5'd0;
    if (s3_special) begin
      res   = s3_spec_res;
      flags = s3_spec_flags;
    end else if (s3_mag == 76'd0 && !s3_st) begin
      res = {s3_rm == rv32_fpu_pkg::RM_RDN, 31'd0};  // exact cancellation
    end else if (ovf) begin
      res = rv32_fpu_pkg::overflow_result(s3_rm, s3_sign);
      flags[rv32_fpu_pkg::FLAG_OF] = 1'b1;
      flags[rv32_fpu_pkg::FLAG_NX] = 1'b1;
    end else begin
      res = {s3_sign, packed_rnd[30:0]};
      flags[rv32_fpu_pkg::FLAG_NX] = inexact;
      flags[rv32_fpu_pkg::FLAG_UF] = inexact & tiny;
    end
  end

  ////////////////////////////////////////
  // Output register                    //
  ////////////////////////////////////////

  rv32_fpu_pipe #(.W(37), .DEPTH(1)) u_out_pipe (
    .clk_i, .rst_ni,
    .valid_i (s3_valid),
    .data_i  ({res, flags}),
    .valid_o (valid_o),
    .data_o  ({result_o, flags_o})
  );

endmodule
