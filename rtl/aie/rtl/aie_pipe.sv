// aie_pipe: a valid/payload delay line of DEPTH register stages (DEPTH 0: a wire).
//
// Every result channel of the tile is one of these: an operation issued in cycle t whose result
// is computed in the issue cycle enters with valid_i, and leaves DEPTH cycles later, when the
// register files write it. The channel latency L of a class is DEPTH + 1 (the write at the end of
// cycle t + L - 1 makes the value readable from cycle t + L, which is what the scoreboard
// assumes). Only the valid bits are reset; payloads are don't-care while invalid.
module aie_pipe #(
  parameter int unsigned DEPTH = 1,  // register stages (0: combinational pass-through)
  parameter int unsigned W     = 8   // payload width in bits
) (
  input  logic         clk_i,    // clock
  input  logic         rst_ni,   // active-low synchronous reset (clears the valid bits)
  input  logic         flush_i,  // clears every stage (start of a run)
  input  logic         valid_i,  // a result enters (from the issuing unit)
  input  logic [W-1:0] data_i,   // its payload (destination, data)
  output logic         valid_o,  // a result leaves (to the register-file write port)
  output logic [W-1:0] data_o    // its payload
);

  if (DEPTH == 0) begin : g_wire
    assign valid_o = valid_i;
    assign data_o  = data_i;
  end else begin : g_regs
    ////////////////////
    // Delay stages   //
    ////////////////////
    logic         vld_q [DEPTH];
    logic [W-1:0] dat_q [DEPTH];

    always_ff @(posedge clk_i) begin
      if (!rst_ni || flush_i) begin
        for (int i = 0; i < int'(DEPTH); i++) vld_q[i] <= 1'b0;
      end else begin
        vld_q[0] <= valid_i;
        for (int i = 1; i < int'(DEPTH); i++) vld_q[i] <= vld_q[i-1];
      end
    end

    always_ff @(posedge clk_i) begin
      dat_q[0] <= data_i;
      for (int i = 1; i < int'(DEPTH); i++) dat_q[i] <= dat_q[i-1];
    end

    assign valid_o = vld_q[DEPTH-1];
    assign data_o  = dat_q[DEPTH-1];
  end

endmodule
