// Formal properties of plena_dma, included at the end of the module body of a copy of plena_dma.sv
// made for the proof (tests/plena/formal/CMakeLists.txt; Yosys 0.23 reads neither `bind` nor
// concurrent assertions). The RTL file itself is unchanged.
//
// Environment: the memory returns a read beat only for a read request it accepted and not yet
// answered, and acknowledges a write beat only for one it accepted (in order; latency and `ready`
// are free); the VRAM ports grant only requests; the issue stage offers legal instructions and
// holds at most N_SLOTS of them in flight (each holds a scoreboard slot until the engine releases
// it). Claims (the invariants the engine relies on without checking them in logic, see the
// comment after its response handler): the store-acknowledgement FIFO, the store read-job FIFO
// and the store row FIFO are never pushed when full; a returned read beat always finds its tag;
// at most MAX_OUTSTANDING read beats are in flight.

  logic [15:0]                  f_rd_q, f_wr_q;   // read beats unanswered, write beats unacknowledged
  logic [plena_pkg::SLOT_AW:0]  f_fl_q;           // instructions accepted and not released

  always_ff @(posedge clk_i) begin
    f_rd_q <= f_rd_q + 16'(beat_fire && !is_store) - 16'(hbm_rvalid_i && hbm_rready_o);
    f_wr_q <= f_wr_q + 16'(beat_fire && is_store) - 16'(hbm_bvalid_i);
    f_fl_q <= f_fl_q + (plena_pkg::SLOT_AW+1)'(uop_valid_i && uop_ready_o) -
              (plena_pkg::SLOT_AW+1)'(rel_ld_o) - (plena_pkg::SLOT_AW+1)'(rel_st_o);
  end

  always_comb begin
    // environment
    assume (!hbm_rvalid_i || f_rd_q != '0);
    assume (!hbm_bvalid_i || f_wr_q != '0);
    assume (!rd_gnt_i || rd_req_o);
    assume (!wr_gnt_i || wr_req_o);
    assume (uop_i.op != 2'd3);
    assume (!uop_valid_i || f_fl_q < (plena_pkg::SLOT_AW+1)'(plena_pkg::N_SLOTS));
    // claims
    assert (!(q_pop && is_store) || sa_ready);
    assert (!(uop_valid_i && uop_ready_o && uop_i.op == plena_pkg::DStore) || unused_sj_ready);
    assert (!sb_cap_q || unused_rf_ready);
    assert (!take || tag_valid);
    assert (outstanding_q <= OUTW'(NOUT));
  end
