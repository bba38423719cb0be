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
    logic [DEPTH-1:0] vld_q;   // stage k valid: bit k
    logic [DEPTH-1:0] vld_in;  // the stages' next valid bits
    if (DEPTH == 1) begin : g_one
      assign vld_in = valid_i;
    end else begin : g_many
      assign vld_in = {vld_q[DEPTH-2:0], valid_i};
    end

    always_ff @(posedge clk_i) begin
      if (!rst_ni || flush_i) begin
        vld_q <= '0;
      end else begin
        vld_q <= vld_in;
      end
    end

    // Stage k's payload register (its own signal: no concatenation of all stages is formed)
    // loads only with a valid result (payloads are don't-care while invalid): idle channels keep
    // their registers, and a simulator skips the wide copies.
    for (genvar k = 0; k < DEPTH; k++) begin : g_stage
      logic [W-1:0] dat_q;
      if (k == 0) begin : g_first
        always_ff @(posedge clk_i) begin
          if (vld_in[0]) dat_q <= data_i;
        end
      end else begin : g_next
        always_ff @(posedge clk_i) begin
          if (vld_in[k]) dat_q <= g_stage[k-1].dat_q;
        end
      end
    end

    assign valid_o = vld_q[DEPTH-1];
    assign data_o  = g_stage[DEPTH-1].dat_q;
  end

endmodule
