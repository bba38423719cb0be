// Top of the scoreboard proof: the scoreboard (its proof copy, with plena_scoreboard_props.svh)
// out of reset, every input free. The footprint inputs are tied off and conflict_o is left open:
// the proof is about slot accounting, and the comparators would only slow the solver.
module plena_scoreboard_formal (
  input logic                              clk_i,       // clock
  input logic                              alloc_i,     // allocation
  input logic [3:0]                        rel_valid_i, // releases (N_REL = 4)
  input logic [4*plena_pkg::SLOT_AW-1:0]   rel_slot_i,  // released slots
  input logic                              fset_i,      // pending bit set
  input logic [2:0]                        fset_idx_i,  // its register
  input logic [2:0]                        fclr_i,      // pending bits cleared (N_FCLR = 3)
  input logic [8:0]                        fclr_idx_i,  // their registers
  output logic                             has_free_o,  // a slot is free
  output logic [plena_pkg::SLOT_AW-1:0]    free_slot_o, // the lowest free slot
  output logic                             empty_o,     // no slot occupied
  output logic [7:0]                       fpend_o      // pending bits
);

  logic unused_conflict;

  plena_scoreboard #(.N_REL(4), .N_FCLR(3)) u_sb (
    .clk_i, .rst_ni(1'b1),
    .chk_fp_i ('0), .conflict_o (unused_conflict),
    .alloc_i, .has_free_o, .free_slot_o,
    .rel_valid_i, .rel_slot_i, .empty_o,
    .fset_i, .fset_idx_i, .fclr_i, .fclr_idx_i, .fpend_o
  );

endmodule
