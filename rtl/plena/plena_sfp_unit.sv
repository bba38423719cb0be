// plena_sfp_unit: the scalar bf16 unit — one plena_fp_lane (with square root) behind an input
// register. Operands are read from the FP register file at issue; the result is written back
// three cycles later (input register + LANE_STAGES). Accepts one instruction per cycle.
module plena_sfp_unit (
  input  logic                 clk_i,     // clock
  input  logic                 rst_ni,    // asynchronous active-low reset
  input  logic                 valid_i,   // an instruction issues this cycle
  input  plena_pkg::sfp_uop_t  uop_i,     // operation, operand values, destination
  output logic                 wb_o,      // write f[wb_idx_o] this cycle
  output logic [2:0]           wb_idx_o,  // destination register
  output logic [15:0]          wb_data_o, // result
  output logic                 busy_o     // an instruction is in flight
);

  plena_pkg::sfp_uop_t in_q;
  logic [2:0]          v_q;       // valid bits: input register, lane stage 1, lane stage 2
  logic [2:0]          fd1_q, fd2_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) v_q <= '0;
    else         v_q <= {v_q[1:0], valid_i};
  end

  always_ff @(posedge clk_i) begin
    if (valid_i) in_q <= uop_i;
    fd1_q <= in_q.fd;
    fd2_q <= fd1_q;
  end

  plena_fp_lane #(.HAS_SQRT(1'b1)) u_lane (
    .clk_i (clk_i),
    .op_i  (in_q.op),
    .a_i   (in_q.a),
    .b_i   (in_q.b),
    .y_o   (wb_data_o)
  );

  assign wb_o     = v_q[2];
  assign wb_idx_o = fd2_q;
  assign busy_o   = (v_q != '0);

endmodule
