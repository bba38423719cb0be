// kc_reset_sync: a reset synchroniser for board wrappers. The reset input (a button, active low)
// asserts the output at once, asynchronously; the output is released STAGES clock edges after the
// input rises, in step with clk_i, so that no flip-flop of the board sees reset end near a clock
// edge. On an FPGA whose flip-flops start at 0 (iCE40) the output is also held low for the first
// STAGES cycles after configuration.
module kc_reset_sync #(
  parameter int unsigned STAGES = 2                 // synchroniser depth (>= 2)
) (
  input  logic clk_i,                               // the clock the reset is released with
  input  logic rst_ni,                              // asynchronous reset in, active low
  output logic rst_no                               // reset out, active low, synchronous release
);

  logic [STAGES-1:0] q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) q <= '0;
    else         q <= {q[STAGES-2:0], 1'b1};
  end
  assign rst_no = q[STAGES-1];

endmodule
