// plena_scoreboard_sva: slot and pending-bit accounting of plena_scoreboard. Verilator test
// builds only (--assert); the formal proof (tests/plena/formal) proves the same properties.
//
// Inputs (the issue stage and the units): a slot is allocated only when one is free and only for
// an instruction that conflicts with nothing in flight; a release names an occupied slot, and two
// ports never release the same slot in one cycle; a pending bit is set only for a register not
// pending, cleared only for one that is (f0 excepted: a write to f0 is discarded, so it never
// becomes pending, yet its write-back still arrives). State: the free slot offered is unoccupied, "no free
// slot" means all are occupied, "empty" means none is.
module plena_scoreboard_sva #(
  parameter int unsigned N_REL  = 4,   // release ports (of the bound instance)
  parameter int unsigned N_FCLR = 3    // FP write-back ports
) (
  input logic                                clk_i,        // clock
  input logic                                rst_ni,       // reset
  input logic                                conflict_o,   // the checked footprint conflicts
  input logic                                alloc_i,      // allocate
  input logic                                has_free_o,   // a slot is free
  input logic [plena_pkg::SLOT_AW-1:0]       free_slot_o,  // the slot allocation takes
  input logic [N_REL-1:0]                    rel_valid_i,  // releases
  input logic [N_REL*plena_pkg::SLOT_AW-1:0] rel_slot_i,   // released slots
  input logic                                empty_o,      // nothing in flight
  input logic                                fset_i,       // set a pending bit
  input logic [2:0]                          fset_idx_i,   // its register
  input logic [N_FCLR-1:0]                   fclr_i,       // clear pending bits
  input logic [N_FCLR*3-1:0]                 fclr_idx_i,   // their registers
  input logic [7:0]                          fpend_q,      // pending bits
  input logic [plena_pkg::N_SLOTS-1:0]       valid_q       // occupied slots
);

  localparam int unsigned AW = plena_pkg::SLOT_AW;

  a_alloc_has_free: assert property (@(posedge clk_i) disable iff (!rst_ni) alloc_i |-> has_free_o)
    else $error("plena_scoreboard: allocation with no free slot");
  a_alloc_no_conflict: assert property (@(posedge clk_i) disable iff (!rst_ni) alloc_i |-> !conflict_o)
    else $error("plena_scoreboard: allocation for a conflicting footprint");
  a_free_slot_free: assert property (@(posedge clk_i) disable iff (!rst_ni)
      has_free_o |-> !valid_q[free_slot_o])
    else $error("plena_scoreboard: the offered free slot is occupied");
  a_full: assert property (@(posedge clk_i) disable iff (!rst_ni) !has_free_o |-> (&valid_q))
    else $error("plena_scoreboard: no free slot reported while one is free");
  a_empty: assert property (@(posedge clk_i) disable iff (!rst_ni) empty_o == (valid_q == '0))
    else $error("plena_scoreboard: empty_o disagrees with the slots");
  a_fset_not_pending: assert property (@(posedge clk_i) disable iff (!rst_ni)
      fset_i |-> !fpend_q[fset_idx_i])
    else $error("plena_scoreboard: pending bit set for a register already pending");

  for (genvar p = 0; p < N_REL; p++) begin : g_rel
    a_release_occupied: assert property (@(posedge clk_i) disable iff (!rst_ni)
        rel_valid_i[p] |-> valid_q[rel_slot_i[p*AW +: AW]])
      else $error("plena_scoreboard: release of a free slot (port %0d)", p);
    for (genvar o = p + 1; o < N_REL; o++) begin : g_other
      a_release_distinct: assert property (@(posedge clk_i) disable iff (!rst_ni)
          !(rel_valid_i[p] && rel_valid_i[o] && rel_slot_i[p*AW +: AW] == rel_slot_i[o*AW +: AW]))
        else $error("plena_scoreboard: ports %0d and %0d release the same slot", p, o);
    end
  end

  for (genvar p = 0; p < N_FCLR; p++) begin : g_fclr
    a_fclr_pending: assert property (@(posedge clk_i) disable iff (!rst_ni)
        fclr_i[p] && fclr_idx_i[p*3 +: 3] != 3'd0 |-> fpend_q[fclr_idx_i[p*3 +: 3]])
      else $error("plena_scoreboard: write-back port %0d clears a register not pending", p);
  end

endmodule

bind plena_scoreboard plena_scoreboard_sva #(.N_REL(N_REL), .N_FCLR(N_FCLR)) u_sva (.*);
