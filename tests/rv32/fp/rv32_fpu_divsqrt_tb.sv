// rv32_fpu_divsqrt_tb: verification top (tests/rv32/fp only). rv32_fpu_divsqrt with the rv32
// CYCLES = 30 and with the smallest legal CYCLES = 29, on the same inputs.
module rv32_fpu_divsqrt_tb (
  input  logic        clk_i,       // clock (driven by the test)
  input  logic        rst_ni,      // reset, active low
  input  logic        start_i,     // start (ignored by a busy unit)
  input  logic        flush_i,     // abandon the operation in flight
  input  logic [4:0]  op_i,        // rv32_fpu_pkg::FPU_DIV or FPU_SQRT
  input  logic [2:0]  rm_i,        // rounding mode
  input  logic [31:0] a_i,         // operands
  input  logic [31:0] b_i,
  output logic [1:0]  busy_o,      // busy_o of CYCLES 30 (bit 0) and 29 (bit 1)
  output logic [1:0]  done_o,      // done_o of CYCLES 30 (bit 0) and 29 (bit 1)
  output logic [31:0] result30_o,  // results
  output logic [31:0] result29_o,
  output logic [9:0]  flags_o      // flags of CYCLES 30 in [4:0], 29 in [9:5]
);

  rv32_fpu_pkg::fpu_op_e op;
  assign op = rv32_fpu_pkg::fpu_op_e'(op_i);

  rv32_fpu_divsqrt #(.CYCLES(30)) u_c30 (.clk_i, .rst_ni, .start_i, .flush_i, .op_i(op), .rm_i,
    .a_i, .b_i, .busy_o(busy_o[0]), .done_o(done_o[0]), .result_o(result30_o),
    .flags_o(flags_o[4:0]));
  rv32_fpu_divsqrt #(.CYCLES(29)) u_c29 (.clk_i, .rst_ni, .start_i, .flush_i, .op_i(op), .rm_i,
    .a_i, .b_i, .busy_o(busy_o[1]), .done_o(done_o[1]), .result_o(result29_o),
    .flags_o(flags_o[9:5]));

endmodule
