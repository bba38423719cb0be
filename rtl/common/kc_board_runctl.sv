// kc_board_runctl: the part of a board top's register page that every board top shares (offsets
// 0x000 .. 0x04C of docs/board-protocol.md): identification, the run control register, entry,
// max_cycles, run status, the run's cycle and drain counters and the free-running counter.
//
// The board top keeps its own run state machine (how a core is started and reset differs per
// platform) and tells this block when a run is active (run_i) and when the core has ended it
// (done_i with halted_i / fault_i). Cycle k of a run is the k-th cycle with run_i high: cycle 0
// is the first one. In the cycle in which k reaches max_cycles the run is marked as stopped at
// the limit and over_o (k >= max_cycles while run_i) asks the board top to stop the core; the
// cycles from there until done_i are the drain. A start, a reset or clear_i (a board command of
// the platform's own that ends the record of the last run) zero the run status and counters.
module kc_board_runctl #(
  parameter logic [63:0] PLATFORM = 64'h0,          // platform name, ASCII, first char in bits 7:0
  parameter logic [63:0] CFG_TAG  = 64'h0,          // configuration name, the same way
  parameter int unsigned CLK_HZ   = 0,              // board clock (reported by HELLO)
  parameter int unsigned BAUD_DIV = 0               // clock cycles per UART bit (reported by HELLO)
) (
  input  logic        clk_i,
  input  logic        rst_ni,
  input  logic        page_wr_i,                    // a link write to the register page
  input  logic [11:0] poff_i,                       // its page offset (word aligned)
  input  logic [31:0] wdata_i,                      // its data
  input  logic        clear_i,                      // zero the run status and counters
  input  logic        run_i,                        // a run is active: count, watch done_i
  input  logic        done_i,                       // the core has ended the run
  input  logic        halted_i,                     // ... by halting (with done_i)
  input  logic        fault_i,                      // ... by a fault (with done_i)
  input  logic        busy_i,                       // status bit 0 (the board top's busy)
  output logic        start_o,                      // run control written with 1 (a pulse)
  output logic        reset_o,                      // run control written with 2 (a pulse)
  output logic [31:0] entry_o,                      // the entry register
  output logic        over_o,                       // run_i and k >= max_cycles
  output logic        limit_o,                      // the run reached max_cycles
  output logic        done_o,                       // status: done
  output logic        fault_o,                      // status: fault
  output logic [31:0] rdata_o                       // the register at poff_i (0 above 0x04C)
);

  logic [31:0] entry_q;
  logic [63:0] max_q, k_q, clocked_q, drain_q, free_q;
  logic        done_q, halted_q, fault_q, limit_q;

  assign start_o = page_wr_i && (poff_i == 12'h020) && (wdata_i == 32'd1);
  assign reset_o = page_wr_i && (poff_i == 12'h020) && (wdata_i == 32'd2);
  assign entry_o = entry_q;
  assign over_o  = run_i && (k_q >= max_q);
  assign limit_o = limit_q;
  assign done_o  = done_q;
  assign fault_o = fault_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      entry_q   <= 32'd0;
      max_q     <= 64'd0;
      k_q       <= 64'd0;
      clocked_q <= 64'd0;
      drain_q   <= 64'd0;
      free_q    <= 64'd0;
      done_q    <= 1'b0;
      halted_q  <= 1'b0;
      fault_q   <= 1'b0;
      limit_q   <= 1'b0;
    end else begin
      free_q <= free_q + 64'd1;
      if (page_wr_i && (poff_i == 12'h024)) entry_q <= wdata_i;
      if (page_wr_i && (poff_i == 12'h028)) max_q[31:0] <= wdata_i;
      if (page_wr_i && (poff_i == 12'h02C)) max_q[63:32] <= wdata_i;
      if (start_o || reset_o || clear_i) begin
        k_q       <= 64'd0;
        clocked_q <= 64'd0;
        drain_q   <= 64'd0;
        done_q    <= 1'b0;
        halted_q  <= 1'b0;
        fault_q   <= 1'b0;
        limit_q   <= 1'b0;
      end else if (run_i) begin
        if (done_i) begin
          done_q    <= 1'b1;
          halted_q  <= halted_i;
          fault_q   <= fault_i;
          clocked_q <= limit_q ? max_q : k_q;
          drain_q   <= limit_q ? k_q - max_q : 64'd0;
        end else begin
          if (k_q == max_q) limit_q <= 1'b1;
          k_q <= k_q + 64'd1;
        end
      end
    end
  end

  always_comb begin
    unique case (poff_i)
      12'h000: rdata_o = 32'h4442434B;               // "KCBD"
      12'h004: rdata_o = 32'd1;                      // protocol version
      12'h008: rdata_o = PLATFORM[31:0];
      12'h00C: rdata_o = PLATFORM[63:32];
      12'h010: rdata_o = CFG_TAG[31:0];
      12'h014: rdata_o = CFG_TAG[63:32];
      12'h018: rdata_o = 32'(CLK_HZ);
      12'h01C: rdata_o = 32'(BAUD_DIV);
      12'h024: rdata_o = entry_q;
      12'h028: rdata_o = max_q[31:0];
      12'h02C: rdata_o = max_q[63:32];
      12'h030: rdata_o = {27'd0, limit_q, fault_q, halted_q, done_q, busy_i};
      12'h038: rdata_o = clocked_q[31:0];
      12'h03C: rdata_o = clocked_q[63:32];
      12'h040: rdata_o = drain_q[31:0];
      12'h044: rdata_o = drain_q[63:32];
      12'h048: rdata_o = free_q[31:0];
      12'h04C: rdata_o = free_q[63:32];
      default: rdata_o = 32'd0;
    endcase
  end

endmodule
