// plena_dma_sva: assertions on plena_dma, bound into every instance (bind at the end). Verilator
// test builds only (--assert, docs/plena/verification.md); synthesis never reads this file.
//
// The invariants the engine relies on without checking them in logic (plena_dma.sv, the comment
// after the response handler): the store-acknowledgement FIFO, the store read-job FIFO and the
// row FIFO are pushed without looking at their `ready`, so they must never be full when pushed;
// a read beat returned by the memory always has its tag waiting; the outstanding-beat counter
// stays within MAX_OUTSTANDING; and the HBM request channel keeps a refused request unchanged
// until it is taken (valid/ready: the memory may drop ready at any time; the data and strobes
// matter for writes only).
module plena_dma_sva (
  input logic                                  clk_i,            // clock (of the bound instance)
  input logic                                  rst_ni,           // reset (of the bound instance)
  input logic                                  uop_valid_i,      // an instruction is offered
  input logic                                  uop_ready_o,      // the instruction queue has room
  input plena_pkg::dma_uop_t                   uop_i,            // the instruction
  input logic                                  hbm_req_valid_o,  // HBM request offered
  input logic                                  hbm_req_ready_i,  // HBM request taken
  input logic                                  hbm_req_write_o,  // write beat
  input logic [plena_pkg::HBM_BAW-1:0]         hbm_req_addr_o,   // byte address
  input logic [plena_pkg::PORT_BITS-1:0]       hbm_req_wdata_o,  // write data
  input logic [plena_pkg::PORT_BYTES-1:0]      hbm_req_wstrb_o,  // write strobes
  input logic                                  q_pop,            // the head instruction is done sending
  input logic                                  is_store,         // the head instruction is a store
  input logic                                  sa_ready,         // store-ack FIFO has room
  input logic                                  unused_sj_ready,  // store read-job FIFO has room
  input logic                                  sb_cap_q,         // a store row arrives (row FIFO push)
  input logic                                  unused_rf_ready,  // row FIFO has room
  input logic                                  take,             // a read beat is taken
  input logic                                  tag_valid,        // a read-beat tag is waiting
  input logic [$clog2(plena_cfg_pkg::MAX_OUTSTANDING):0] outstanding_q  // read beats in flight
);

  a_store_ack_fifo_room: assert property (@(posedge clk_i) disable iff (!rst_ni)
      q_pop && is_store |-> sa_ready)
    else $error("plena_dma: store-acknowledgement FIFO pushed while full");

  a_store_job_fifo_room: assert property (@(posedge clk_i) disable iff (!rst_ni)
      uop_valid_i && uop_ready_o && uop_i.op == plena_pkg::DStore |-> unused_sj_ready)
    else $error("plena_dma: store read-job FIFO pushed while full");

  a_row_fifo_room: assert property (@(posedge clk_i) disable iff (!rst_ni)
      sb_cap_q |-> unused_rf_ready)
    else $error("plena_dma: store row FIFO pushed while full");

  a_read_beat_has_tag: assert property (@(posedge clk_i) disable iff (!rst_ni)
      take |-> tag_valid)
    else $error("plena_dma: a read beat arrived with no tag waiting (more beats than requested)");

  a_outstanding_bound: assert property (@(posedge clk_i) disable iff (!rst_ni)
      outstanding_q <= ($clog2(plena_cfg_pkg::MAX_OUTSTANDING) + 1)'(plena_cfg_pkg::MAX_OUTSTANDING))
    else $error("plena_dma: more read beats in flight than MAX_OUTSTANDING");

  a_request_held: assert property (@(posedge clk_i) disable iff (!rst_ni)
      hbm_req_valid_o && !hbm_req_ready_i |=>
        hbm_req_valid_o && $stable(hbm_req_write_o) && $stable(hbm_req_addr_o) &&
        (!hbm_req_write_o || ($stable(hbm_req_wdata_o) && $stable(hbm_req_wstrb_o))))
    else $error("plena_dma: a refused HBM request was withdrawn or changed");

endmodule

bind plena_dma plena_dma_sva u_sva (.*);
