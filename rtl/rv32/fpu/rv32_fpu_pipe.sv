// rv32_fpu_pipe: DEPTH register ranks (0 = a wire) for a valid bit and a W-bit payload. The FPU
// pipelines place their stage boundaries with it, so one combinational description serves every
// LATENCY: a stage boundary that a short LATENCY does not need becomes DEPTH = 0.
//
// The valid bits reset (asynchronous, active low); the payload does not (it is only looked at
// together with its valid bit) and is loaded only when its valid bit is set, so an idle pipeline
// does not toggle.
module rv32_fpu_pipe #(
  parameter int unsigned W     = 32,  // payload width
  parameter int unsigned DEPTH = 1    // register ranks between input and output (0 = wire)
) (
  input  logic         clk_i,    // clock
  input  logic         rst_ni,   // asynchronous reset, active low (clears the valid bits)
  input  logic         valid_i,  // payload at the input is valid (from the previous stage)
  input  logic [W-1:0] data_i,   // payload in
  output logic         valid_o,  // valid_i delayed by DEPTH cycles
  output logic [W-1:0] data_o    // data_i delayed by DEPTH cycles (when valid_o)
);

  if (DEPTH == 0) begin : g_wire
    assign valid_o = valid_i;
    assign data_o  = data_i;
  end else begin : g_regs
    ////////////////////////////////////////////
    // DEPTH ranks: valid_q[k], data_q[k]      //
    ////////////////////////////////////////////
    logic [DEPTH-1:0] valid_q;              // valid bit of each rank
    logic [W-1:0]     data_q [DEPTH];       // payload of each rank (plain vectors, see STYLE)

    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        valid_q <= '0;
      end else begin
        valid_q[0] <= valid_i;
        for (int unsigned k = 1; k < DEPTH; k++) valid_q[k] <= valid_q[k-1];
      end
    end

    always_ff @(posedge clk_i) begin
      if (valid_i) data_q[0] <= data_i;
      for (int unsigned k = 1; k < DEPTH; k++) begin
        if (valid_q[k-1]) data_q[k] <= data_q[k-1];
      end
    end

    assign valid_o = valid_q[DEPTH-1];
    assign data_o  = data_q[DEPTH-1];
  end

endmodule
