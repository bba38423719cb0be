// Formal properties of plena_scoreboard, included at the end of the module body of a copy of
// plena_scoreboard.sv made for the proof (tests/plena/formal/CMakeLists.txt; Yosys 0.23 reads
// neither `bind` nor concurrent assertions, so the properties sit inside the module as immediate
// assume / assert statements and see its signals directly). The RTL file itself is unchanged.
//
// Environment (the issue stage and the units, as documented): an allocation happens only when a
// slot is free; each release names an occupied slot and no two ports the same one; a pending bit
// is set only for a register not pending and cleared only for one that is, except f0 (writes to
// f0 are discarded: it never becomes pending, but its write-backs arrive).
// Claim: the slots and pending bits are exactly what a shadow written from that contract says —
// an allocation occupies free_slot_o, a release frees its slot, both at the next edge, whatever
// else happens in the cycle — and the outputs agree with them: free_slot_o is the lowest free
// slot, has_free_o and empty_o are right.

  localparam int unsigned FAW = plena_pkg::SLOT_AW;

  logic [N-1:0] f_valid_q;   // shadow of the occupied slots
  logic [7:0]   f_pend_q;    // shadow of the pending bits
  logic [N-1:0] f_valid_d;
  logic [7:0]   f_pend_d;

  always_comb begin
    f_valid_d = f_valid_q;
    f_pend_d  = f_pend_q;
    for (int p = 0; p < N_REL; p++)
      if (rel_valid_i[p]) f_valid_d[rel_slot_i[p*FAW +: FAW]] = 1'b0;
    if (alloc_i) f_valid_d[free_slot_o] = 1'b1;
    for (int p = 0; p < N_FCLR; p++)
      if (fclr_i[p]) f_pend_d[fclr_idx_i[p*3 +: 3]] = 1'b0;
    if (fset_i) f_pend_d[fset_idx_i] = 1'b1;
  end

  always_ff @(posedge clk_i) begin
    f_valid_q <= f_valid_d;
    f_pend_q  <= f_pend_d;
  end

  always_comb begin
    // environment
    assume (!alloc_i || has_free_o);
    for (int p = 0; p < N_REL; p++) begin
      assume (!rel_valid_i[p] || f_valid_q[rel_slot_i[p*FAW +: FAW]]);
      for (int o = p + 1; o < N_REL; o++)
        assume (!(rel_valid_i[p] && rel_valid_i[o] && rel_slot_i[p*FAW +: FAW] == rel_slot_i[o*FAW +: FAW]));
    end
    assume (!fset_i || !f_pend_q[fset_idx_i]);
    for (int p = 0; p < N_FCLR; p++) begin
      assume (!fclr_i[p] || f_pend_q[fclr_idx_i[p*3 +: 3]] || fclr_idx_i[p*3 +: 3] == 3'd0);
      for (int o = p + 1; o < N_FCLR; o++)
        assume (!(fclr_i[p] && fclr_i[o] && fclr_idx_i[p*3 +: 3] == fclr_idx_i[o*3 +: 3] &&
                  fclr_idx_i[p*3 +: 3] != 3'd0));
    end
    // claims
    assert (valid_q == f_valid_q);
    assert (fpend_q == f_pend_q);
    assert (has_free_o == !(&f_valid_q));
    assert (empty_o == (f_valid_q == '0));
    if (has_free_o) begin
      assert (!f_valid_q[free_slot_o]);
      for (int s = 0; s < N; s++)
        if (FAW'(s) < free_slot_o) assert (f_valid_q[s]);
    end
  end
