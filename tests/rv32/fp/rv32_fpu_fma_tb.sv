// rv32_fpu_fma_tb: verification top (tests/rv32/fp only). rv32_fpu_fma at every legal LATENCY
// (2..6) side by side on the same inputs, so that one stimulus checks results and timing of all.
module rv32_fpu_fma_tb (
  input  logic        clk_i,       // clock (driven by the test)
  input  logic        rst_ni,      // reset, active low
  input  logic        valid_i,     // an operation issues this cycle
  input  logic [4:0]  op_i,        // rv32_fpu_pkg::fpu_op_e code
  input  logic [2:0]  rm_i,        // rounding mode
  input  logic [31:0] a_i,         // operands
  input  logic [31:0] b_i,
  input  logic [31:0] c_i,
  output logic [4:0]  valid_o,     // valid_o of LATENCY 2, 3, 4, 5, 6 (bit 0 = LATENCY 2)
  output logic [31:0] result2_o,   // results and flags per LATENCY
  output logic [31:0] result3_o,
  output logic [31:0] result4_o,
  output logic [31:0] result5_o,
  output logic [31:0] result6_o,
  output logic [24:0] flags_o      // flags of LATENCY 2 in [4:0], 3 in [9:5], ... 6 in [24:20]
);

  rv32_fpu_pkg::fpu_op_e op;
  assign op = rv32_fpu_pkg::fpu_op_e'(op_i);

  rv32_fpu_fma #(.LATENCY(2)) u_l2 (.clk_i, .rst_ni, .valid_i, .op_i(op), .rm_i, .a_i, .b_i,
    .c_i, .valid_o(valid_o[0]), .result_o(result2_o), .flags_o(flags_o[4:0]));
  rv32_fpu_fma #(.LATENCY(3)) u_l3 (.clk_i, .rst_ni, .valid_i, .op_i(op), .rm_i, .a_i, .b_i,
    .c_i, .valid_o(valid_o[1]), .result_o(result3_o), .flags_o(flags_o[9:5]));
  rv32_fpu_fma #(.LATENCY(4)) u_l4 (.clk_i, .rst_ni, .valid_i, .op_i(op), .rm_i, .a_i, .b_i,
    .c_i, .valid_o(valid_o[2]), .result_o(result4_o), .flags_o(flags_o[14:10]));
  rv32_fpu_fma #(.LATENCY(5)) u_l5 (.clk_i, .rst_ni, .valid_i, .op_i(op), .rm_i, .a_i, .b_i,
    .c_i, .valid_o(valid_o[3]), .result_o(result5_o), .flags_o(flags_o[19:15]));
  rv32_fpu_fma #(.LATENCY(6)) u_l6 (.clk_i, .rst_ni, .valid_i, .op_i(op), .rm_i, .a_i, .b_i,
    .c_i, .valid_o(valid_o[4]), .result_o(result6_o), .flags_o(flags_o[24:20]));

endmodule
