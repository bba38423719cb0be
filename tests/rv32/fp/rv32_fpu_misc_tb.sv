// rv32_fpu_misc_tb: verification top (tests/rv32/fp only). rv32_fpu_misc at every legal
// LATENCY (1..4) side by side on the same inputs.
module rv32_fpu_misc_tb (
  input  logic        clk_i,       // clock (driven by the test)
  input  logic        rst_ni,      // reset, active low
  input  logic        valid_i,     // an operation issues this cycle
  input  logic [4:0]  op_i,        // rv32_fpu_pkg::fpu_op_e code
  input  logic [2:0]  rm_i,        // rounding mode
  input  logic [31:0] a_i,         // operands
  input  logic [31:0] b_i,
  output logic [3:0]  valid_o,     // valid_o of LATENCY 1, 2, 3, 4 (bit 0 = LATENCY 1)
  output logic [31:0] result1_o,   // results per LATENCY
  output logic [31:0] result2_o,
  output logic [31:0] result3_o,
  output logic [31:0] result4_o,
  output logic [19:0] flags_o      // flags of LATENCY 1 in [4:0], ... 4 in [19:15]
);

  rv32_fpu_pkg::fpu_op_e op;
  assign op = rv32_fpu_pkg::fpu_op_e'(op_i);

  rv32_fpu_misc #(.LATENCY(1)) u_l1 (.clk_i, .rst_ni, .valid_i, .op_i(op), .rm_i, .a_i, .b_i,
    .valid_o(valid_o[0]), .result_o(result1_o), .flags_o(flags_o[4:0]));
  rv32_fpu_misc #(.LATENCY(2)) u_l2 (.clk_i, .rst_ni, .valid_i, .op_i(op), .rm_i, .a_i, .b_i,
    .valid_o(valid_o[1]), .result_o(result2_o), .flags_o(flags_o[9:5]));
  rv32_fpu_misc #(.LATENCY(3)) u_l3 (.clk_i, .rst_ni, .valid_i, .op_i(op), .rm_i, .a_i, .b_i,
    .valid_o(valid_o[2]), .result_o(result3_o), .flags_o(flags_o[14:10]));
  rv32_fpu_misc #(.LATENCY(4)) u_l4 (.clk_i, .rst_ni, .valid_i, .op_i(op), .rm_i, .a_i, .b_i,
    .valid_o(valid_o[3]), .result_o(result4_o), .flags_o(flags_o[19:15]));

endmodule
