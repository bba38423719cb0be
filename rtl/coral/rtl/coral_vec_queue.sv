// coral_vec_queue: the command queue between the scalar core and the vector backend — a FIFO of
// DEPTH commands of W bits (the instruction, its scalar operands and the vector state snapshot,
// packed by coral_vec_unit).
//
// Push and pop in the same cycle are allowed (also when full: the popped entry frees the slot
// only at the edge, so ready_o is low when full). The head is read combinationally.
module coral_vec_queue #(
  parameter int unsigned DEPTH = 4,                // entries (1..32)
  parameter int unsigned W     = 32                // bits of an entry
) (
  input  logic         clk_i,                      // clock
  input  logic         rst_ni,                     // reset (asynchronous, active low)
  input  logic         push_i,                     // enqueue (only when ready_o)
  input  logic [W-1:0] data_i,                     //   the command
  output logic         ready_o,                    // not full
  input  logic         pop_i,                      // dequeue the head (only when valid_o)
  output logic         valid_o,                    // not empty
  output logic [W-1:0] head_o,                     //   the oldest command
  output logic         full_o                      // DEPTH entries held
);

  localparam int unsigned AW = (DEPTH > 1) ? $clog2(DEPTH) : 1;

  logic [W-1:0]  mem_q [DEPTH];
  logic [AW-1:0] rd_q, wr_q;
  logic [5:0]    cnt_q;

  function automatic logic [AW-1:0] next(input logic [AW-1:0] p);
    next = (32'(p) == DEPTH - 1) ? '0 : p + AW'(1);
  endfunction

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      rd_q  <= '0;
      wr_q  <= '0;
      cnt_q <= 6'd0;
    end else begin
      if (push_i) wr_q <= next(wr_q);
      if (pop_i)  rd_q <= next(rd_q);
      cnt_q <= cnt_q + 6'(push_i) - 6'(pop_i);
    end
  end

  always_ff @(posedge clk_i) begin
    if (push_i) mem_q[wr_q] <= data_i;
  end

  assign full_o  = 32'(cnt_q) == DEPTH;
  assign ready_o = !full_o;
  assign valid_o = cnt_q != 6'd0;
  assign head_o  = mem_q[rd_q];

endmodule
