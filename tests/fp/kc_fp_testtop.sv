// kc_fp_testtop: verification top of the floating-point operators (tests/fp only).
//
// Instantiates every operator of rtl/common side by side so that one Verilated model serves
// all fp tests. The fp32 inputs drive the fp32 adder (a + b and a - b) and the fp32 -> bf16
// conversion; the bf16 inputs drive the bf16 product, the bf16 operators (composed exactly as
// docs/numerics.md defines them: kc_fp32_to_bf16 of the fp32 operator) and the unary
// operators. Everything is combinational except exp, whose pipeline is clocked by clk_i; two probe
// outputs expose its pre-rounding value.
module kc_fp_testtop (
  input  logic        clk_i,         // clock of the exp pipeline (driven by the test)
  input  logic        en_i,          // exp pipeline advance enable
  input  logic [31:0] f32_a_i,       // fp32 operand a
  input  logic [31:0] f32_b_i,       // fp32 operand b
  input  logic [15:0] bf_a_i,        // bf16 operand a (also the unary operand)
  input  logic [15:0] bf_b_i,        // bf16 operand b
  output logic [31:0] f32_add_o,     // f32_add(f32_a, f32_b)
  output logic [31:0] f32_sub_o,     // f32_sub(f32_a, f32_b)
  output logic [15:0] f32_to_bf_o,   // f32_to_bf16(f32_a)
  output logic [31:0] f32_mul_o,     // f32_mul_bf16(bf_a, bf_b)
  output logic [15:0] bf_add_o,      // bf16_add(bf_a, bf_b)
  output logic [15:0] bf_sub_o,      // bf16_sub(bf_a, bf_b)
  output logic [15:0] bf_mul_o,      // bf16_mul(bf_a, bf_b)
  output logic [15:0] bf_max_o,      // bf16_max(bf_a, bf_b)
  output logic [15:0] bf_min_o,      // bf16_min(bf_a, bf_b)
  output logic [15:0] bf_recip_o,    // bf16_recip(bf_a)
  output logic [15:0] bf_sqrt_o,     // bf16_sqrt(bf_a)
  output logic [15:0] bf_exp_o,      // bf16_exp(bf_a of two enabled edges earlier)
  output logic [7:0]  exp_n_o,       // exp probe: stage-2 n = floor(T) of the last enabled bf_a
  output logic [23:0] exp_m_o        // exp probe: stage-2 significand m before rounding
);

  //////////////////
  // fp32 operators
  //////////////////

  kc_fp32_add u_f32_add (.a_i(f32_a_i), .b_i(f32_b_i),                   .y_o(f32_add_o));
  kc_fp32_add u_f32_sub (.a_i(f32_a_i), .b_i({~f32_b_i[31], f32_b_i[30:0]}), .y_o(f32_sub_o));
  kc_fp32_to_bf16 u_f32_to_bf (.a_i(f32_a_i), .y_o(f32_to_bf_o));
  kc_fp32_mul_bf16 u_f32_mul (.a_i(bf_a_i), .b_i(bf_b_i), .y_o(f32_mul_o));

  ///////////////////////////////////////////////
  // bf16 binary operators: fp32 op, then round
  ///////////////////////////////////////////////

  logic [31:0] bf_sum32, bf_dif32;  // fp32 results before the bf16 rounding

  kc_fp32_add u_bf_add (.a_i({bf_a_i, 16'd0}), .b_i({bf_b_i, 16'd0}), .y_o(bf_sum32));
  kc_fp32_add u_bf_sub (.a_i({bf_a_i, 16'd0}), .b_i({~bf_b_i[15], bf_b_i[14:0], 16'd0}),
                        .y_o(bf_dif32));
  kc_fp32_to_bf16 u_bf_add_rnd (.a_i(bf_sum32),  .y_o(bf_add_o));
  kc_fp32_to_bf16 u_bf_sub_rnd (.a_i(bf_dif32),  .y_o(bf_sub_o));
  kc_fp32_to_bf16 u_bf_mul_rnd (.a_i(f32_mul_o), .y_o(bf_mul_o));

  kc_bf16_maxmin u_bf_max (.a_i(bf_a_i), .b_i(bf_b_i), .max_i(1'b1), .y_o(bf_max_o));
  kc_bf16_maxmin u_bf_min (.a_i(bf_a_i), .b_i(bf_b_i), .max_i(1'b0), .y_o(bf_min_o));

  /////////////////////
  // unary operators
  /////////////////////

  kc_bf16_recip u_recip (.x_i(bf_a_i), .y_o(bf_recip_o));
  kc_bf16_sqrt  u_sqrt  (.x_i(bf_a_i), .y_o(bf_sqrt_o));
  kc_bf16_exp   u_exp   (.clk_i(clk_i), .en_i(en_i), .x_i(bf_a_i), .y_o(bf_exp_o));

  // Test-only probes (hierarchical references, which Verilator supports) so that the
  // pre-rounding value can be compared bit for bit, not just the rounded result.
  assign exp_n_o = u_exp.n_int;
  assign exp_m_o = u_exp.m_sig;

endmodule
