// aie_nonlin: the non-linear helper of the vec slot (class nonlin: vexp2.bf16, vrcp.bf16,
// vrsqrt.bf16), 32 bf16 lanes of aie_nonlin_lane and the channel that carries the destination to
// the x write port.
//
// An operation issued in cycle t enters with valid_i and leaves LAT - 1 cycles later (valid_o),
// when the x register file writes it, readable from cycle t + LAT as the scoreboard assumes
// (LAT = NONLIN_LATENCY). The lanes hold up to two of those LAT - 1 register stages (their
// arithmetic is cut in three); an aie_pipe adds the rest. Like every result channel it never
// stalls; only the valid bits are reset.
module aie_nonlin #(
  parameter int unsigned LAT = 4  // NONLIN_LATENCY (1..16)
) (
  input  logic         clk_i,    // clock
  input  logic         rst_ni,   // active-low synchronous reset
  input  logic         flush_i,  // clears the channel (start of a run)
  input  logic         valid_i,  // a vexp2.bf16 / vrcp.bf16 / vrsqrt.bf16 issues
  input  logic [1:0]   op_i,     // 0: vexp2.bf16, 1: vrcp.bf16, 2: vrsqrt.bf16
  input  logic [3:0]   idx_i,    // destination x register
  input  logic [511:0] x_i,      // source x register (32 bf16 lanes)
  output logic         valid_o,  // the result is written
  output logic [3:0]   idx_o,    // its destination
  output logic [511:0] y_o       // 32 bf16 lanes
);

  localparam int unsigned REGS = (LAT > 3) ? 2 : LAT - 1;  // stages inside the lanes

  logic [511:0] y_lanes;  // the lanes' results, REGS cycles after issue
  for (genvar i = 0; i < 32; i++) begin : g_lane
    aie_nonlin_lane #(.REGS(REGS)) u_lane (
      .clk_i (clk_i),
      .op_i  (valid_i ? op_i : 2'd3),  // 3: idle (the lane's logic rests)
      .x_i   (x_i[16*i +: 16]),
      .y_o   (y_lanes[16*i +: 16])
    );
  end

  // valid and destination alongside the lanes' stages, then the rest of the latency for all
  logic       v_mid;
  logic [3:0] idx_mid;
  aie_pipe #(.DEPTH(REGS), .W(4)) u_ctl_pipe (
    .clk_i, .rst_ni, .flush_i,
    .valid_i (valid_i),
    .data_i  (idx_i),
    .valid_o (v_mid),
    .data_o  (idx_mid)
  );
  aie_pipe #(.DEPTH(LAT - 1 - REGS), .W(516)) u_out_pipe (
    .clk_i, .rst_ni, .flush_i,
    .valid_i (v_mid),
    .data_i  ({idx_mid, y_lanes}),
    .valid_o (valid_o),
    .data_o  ({idx_o, y_o})
  );

endmodule
