// plena_fp_lane: one bf16 floating-point lane, pipelined over LANE_STAGES = 2 register stages.
//
// The vector unit instantiates LANES of these; the scalar FP unit one (with square root). Every
// operation has the same latency so that results of back-to-back operations leave the lane in
// issue order:
//   stage 1: add/sub (kc_fp32_add), mul (kc_fp32_mul_bf16), max/min, reciprocal, square root,
//            pass-through -> fp32 register;   exp: first stage of kc_bf16_exp
//   stage 2: rounding to bf16 (kc_fp32_to_bf16) -> output register;   exp: its second stage
// Numerics: docs/numerics.md. The pipeline advances every cycle (no stall input).
module plena_fp_lane #(
  parameter bit HAS_SQRT = 1'b0   // instantiate the square-root table (scalar lane only)
) (
  input  logic                 clk_i,  // clock
  input  plena_pkg::lane_op_e  op_i,   // operation of the element entering this cycle
  input  logic [15:0]          a_i,    // first operand (bf16)
  input  logic [15:0]          b_i,    // second operand (bf16), for add/sub/mul/max/min
  output logic [15:0]          y_o     // result of the element that entered two cycles ago
);

  ///////////////
  // Stage 1   //
  ///////////////

  logic [31:0] sum, prod, a32, b32;
  logic [15:0] mx, rcp, sq, ex;
  logic        is_max;

  assign a32 = {a_i, 16'h0000};
  // Subtraction flips the sign of b (a NaN stays a NaN: the adder canonicalises it).
  assign b32 = {b_i[15] ^ (op_i == plena_pkg::LSub), b_i[14:0], 16'h0000};
  assign is_max = (op_i == plena_pkg::LMax);

  kc_fp32_add      u_add  (.a_i(a32), .b_i(b32), .y_o(sum));
  kc_fp32_mul_bf16 u_mul  (.a_i(a_i), .b_i(b_i), .y_o(prod));
  kc_bf16_maxmin   u_mx   (.a_i(a_i), .b_i(b_i), .max_i(is_max), .y_o(mx));
  kc_bf16_recip    u_rcp  (.x_i(a_i), .y_o(rcp));

  if (HAS_SQRT) begin : g_sqrt
    kc_bf16_sqrt u_sqrt (.x_i(a_i), .y_o(sq));
  end else begin : g_no_sqrt
    assign sq = 16'h7FC0;
  end

  // exp runs its own two stages beside the rest of the lane.
  kc_bf16_exp u_exp (.clk_i(clk_i), .en_i(1'b1), .x_i(a_i), .y_o(ex));

  logic [31:0]         s1_q;
  plena_pkg::lane_op_e op1_q;

  always_ff @(posedge clk_i) begin
    op1_q <= op_i;
    unique case (op_i)
      plena_pkg::LAdd, plena_pkg::LSub: s1_q <= sum;
      plena_pkg::LMul:                  s1_q <= prod;
      plena_pkg::LMax, plena_pkg::LMin: s1_q <= {mx, 16'h0000};
      plena_pkg::LReci:                 s1_q <= {rcp, 16'h0000};
      plena_pkg::LSqrt:                 s1_q <= {sq, 16'h0000};
      default:                          s1_q <= a32;   // LPass, LExp (unused)
    endcase
  end

  ///////////////
  // Stage 2   //
  ///////////////

  // Results that are already bf16 pass the rounder unchanged (their low half is zero). exp has
  // its own stage-2 register inside kc_bf16_exp, so the output is a mux of two registers.
  logic [15:0]         rounded, rnd_q;
  plena_pkg::lane_op_e op2_q;
  kc_fp32_to_bf16 u_rnd (.a_i(s1_q), .y_o(rounded));

  always_ff @(posedge clk_i) begin
    rnd_q <= rounded;
    op2_q <= op1_q;
  end

  assign y_o = (op2_q == plena_pkg::LExp) ? ex : rnd_q;

endmodule
