// plena_vram_sva: one writer and one reader per VRAM port per cycle. Verilator test builds only
// (--assert). The arbiters grant one unit at a time; the vector unit's writes are never refused
// (no other write is granted with one); and the debug port, which bypasses the arbiters, is used
// only while the units are idle (reset, or the core done).
module plena_vram_sva (
  input logic clk_i,       // clock (of the bound instance)
  input logic dma_rd_i,    // read requests and grants
  input logic dma_rgnt_o,
  input logic mat_rd_i,
  input logic mat_rgnt_o,
  input logic vec_rd_i,
  input logic vec_rgnt_o,
  input logic vec_wr_i,    // write requests and grants (the vector unit's are always written)
  input logic mat_wr_i,
  input logic mat_wgnt_o,
  input logic dma_wr_i,
  input logic dma_wgnt_o,
  input logic map_wr_i,
  input logic map_wgnt_o,
  input logic dbg_req_i    // debug access
);

  logic units;
  assign units = dma_rd_i || mat_rd_i || vec_rd_i || vec_wr_i || mat_wr_i || dma_wr_i || map_wr_i;

  a_one_reader: assert property (@(posedge clk_i) $onehot0({dma_rgnt_o, mat_rgnt_o, vec_rgnt_o}))
    else $error("plena_vram: two reads granted in one cycle");
  a_one_writer: assert property (@(posedge clk_i) $onehot0({vec_wr_i, mat_wgnt_o, dma_wgnt_o, map_wgnt_o}))
    else $error("plena_vram: two writes granted in one cycle");
  a_grant_requested: assert property (@(posedge clk_i)
      (!dma_rgnt_o || dma_rd_i) && (!mat_rgnt_o || mat_rd_i) && (!vec_rgnt_o || vec_rd_i) &&
      (!mat_wgnt_o || mat_wr_i) && (!dma_wgnt_o || dma_wr_i) && (!map_wgnt_o || map_wr_i))
    else $error("plena_vram: a grant without a request");
  a_debug_alone: assert property (@(posedge clk_i) !(dbg_req_i && units))
    else $error("plena_vram: a debug access while a unit uses VRAM");

endmodule

bind plena_vram plena_vram_sva u_sva (.*);
