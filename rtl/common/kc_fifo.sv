// kc_fifo: synchronous FIFO with valid/ready on both sides (first-word fall-through).
//
// in_ready_o is high while the FIFO has room; out_valid_o while it holds an entry, and out_data_o
// is that entry (the oldest). An entry pushed in cycle t can be popped in cycle t+1. Storage is
// a register array (small FIFOs: uop queues, tag queues); DEPTH must be a power of two.
module kc_fifo #(
  parameter int unsigned WIDTH = 8,                     // bits per entry
  parameter int unsigned DEPTH = 4,                     // entries (power of two, >= 2)
  parameter int unsigned AW    = $clog2(DEPTH)          // pointer width
) (
  input  logic             clk_i,        // clock
  input  logic             rst_ni,       // asynchronous active-low reset (empties the FIFO)
  input  logic             in_valid_i,   // producer offers an entry
  output logic             in_ready_o,   // FIFO accepts it (not full)
  input  logic [WIDTH-1:0] in_data_i,    // the entry
  output logic             out_valid_o,  // FIFO holds an entry
  input  logic             out_ready_i,  // consumer takes it
  output logic [WIDTH-1:0] out_data_o,   // the oldest entry
  output logic [AW:0]      count_o       // number of entries held
);

  logic [WIDTH-1:0] mem_q [DEPTH];
  logic [AW-1:0]    rd_ptr_q, wr_ptr_q;
  logic [AW:0]      count_q;
  logic             push, pop;
  localparam logic [AW:0] Full = (AW+1)'(DEPTH);

  assign in_ready_o  = (count_q != Full);
  assign out_valid_o = (count_q != '0);
  assign out_data_o  = mem_q[rd_ptr_q];
  assign count_o     = count_q;
  assign push        = in_valid_i & in_ready_o;
  assign pop         = out_valid_o & out_ready_i;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      rd_ptr_q <= '0;
      wr_ptr_q <= '0;
      count_q  <= '0;
    end else begin
      if (push) wr_ptr_q <= wr_ptr_q + 1'b1;
      if (pop)  rd_ptr_q <= rd_ptr_q + 1'b1;
      case ({push, pop})
        2'b10:   count_q <= count_q + 1'b1;
        2'b01:   count_q <= count_q - 1'b1;
        default: count_q <= count_q;
      endcase
    end
  end

  // Storage has no reset: entries are only read after they were written.
  always_ff @(posedge clk_i) begin
    if (push) mem_q[wr_ptr_q] <= in_data_i;
  end

endmodule
