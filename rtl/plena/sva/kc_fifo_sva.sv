// kc_fifo_sva: the FIFO's occupancy stays within DEPTH and agrees with its pointers, so it never
// overflows or underflows. Verilator test builds only (--assert); bound into every kc_fifo.
module kc_fifo_sva #(
  parameter int unsigned DEPTH = 4,              // entries (of the bound instance)
  parameter int unsigned AW    = $clog2(DEPTH)   // pointer width
) (
  input logic          clk_i,     // clock
  input logic          rst_ni,    // reset
  input logic [AW:0]   count_q,   // entries held
  input logic [AW-1:0] rd_ptr_q,  // read pointer
  input logic [AW-1:0] wr_ptr_q   // write pointer
);

  a_count_bound: assert property (@(posedge clk_i) disable iff (!rst_ni) count_q <= (AW+1)'(DEPTH))
    else $error("kc_fifo: more entries than DEPTH");
  a_pointers: assert property (@(posedge clk_i) disable iff (!rst_ni) AW'(wr_ptr_q - rd_ptr_q) == count_q[AW-1:0])
    else $error("kc_fifo: pointers disagree with the count");

endmodule

bind kc_fifo kc_fifo_sva #(.DEPTH(DEPTH), .AW(AW)) u_sva (.*);
