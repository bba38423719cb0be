// plena_scoreboard: what in-flight instructions touch, so that the program sees sequential
// semantics while the DMA engine, the matrix unit and the vector unit run concurrently.
//
// Every instruction handed to a unit that reads or writes VRAM, MRAM or HBM takes a slot holding
// its footprint (one written range, up to two read ranges) until the unit reports it done. The
// issue stage presents the footprint of the next instruction and stalls while it conflicts with
// any slot: a write overlapping anything in flight (WAW, WAR) or a read overlapping an in-flight
// write (RAW). FP registers written by long-latency instructions are tracked by pending bits.
module plena_scoreboard #(
  parameter int unsigned N_REL  = 4,   // release ports (one per completing unit path)
  parameter int unsigned N_FCLR = 3    // FP-register write-back ports
) (
  input  logic                                clk_i,        // clock
  input  logic                                rst_ni,       // asynchronous active-low reset
  // Hazard check of the instruction in the issue stage
  input  plena_pkg::footprint_t               chk_fp_i,     // its footprint
  output logic                                conflict_o,   // it overlaps an in-flight footprint
  // Allocation (issue stage, when a tracked instruction issues)
  input  logic                                alloc_i,      // take a slot for chk_fp_i
  output logic                                has_free_o,   // a slot is free
  output logic [plena_pkg::SLOT_AW-1:0]       free_slot_o,  // the slot alloc_i takes
  // Release (units, when an instruction has finished touching memory)
  input  logic [N_REL-1:0]                    rel_valid_i,  // release request per port
  input  logic [N_REL*plena_pkg::SLOT_AW-1:0] rel_slot_i,   // slot per port
  output logic                                empty_o,      // nothing in flight
  // FP register pending bits
  input  logic                                fset_i,       // issue: an instruction will write f[fset_idx_i]
  input  logic [2:0]                          fset_idx_i,   // that register
  input  logic [N_FCLR-1:0]                   fclr_i,       // write-back ports: f[fclr_idx] written
  input  logic [N_FCLR*3-1:0]                 fclr_idx_i,   // register per write-back port
  output logic [7:0]                          fpend_o       // f registers with a write in flight
);

  localparam int unsigned N = plena_pkg::N_SLOTS;

  // The footprints as plain vectors (plena_pkg::footprint_t layout): Yosys 0.23 keeps only one
  // element of an unpacked array of packed structs (tests/rtl_rules).
  logic [$bits(chk_fp_i)-1:0] slot_q [N];
  logic [N-1:0]               valid_q;

  ////////////////////////
  // Hazard comparison  //
  ////////////////////////

  // Ranges are compared as flat {space, lo, hi} vectors (plena_pkg::range_t layout).
  localparam int unsigned RW  = plena_pkg::RW;
  localparam int unsigned RBW = 2 + 2 * RW;

  // Does range a overlap range b (same space, not SpNone, intervals intersect)?
  function automatic logic overlaps(input logic [RBW-1:0] a, input logic [RBW-1:0] b);
    overlaps = (a[RBW-1 -: 2] != 2'd0) && (a[RBW-1 -: 2] == b[RBW-1 -: 2]) &&
               (a[RW +: RW] <= b[0 +: RW]) && (b[RW +: RW] <= a[0 +: RW]);
  endfunction

  logic [RBW-1:0] new_w, new_r1, new_r2;
  assign {new_w, new_r1, new_r2} = chk_fp_i;

  logic [N-1:0] hit;
  for (genvar s = 0; s < N; s++) begin : g_cmp
    logic [RBW-1:0] sw, sr1, sr2;
    assign {sw, sr1, sr2} = slot_q[s];
    assign hit[s] = valid_q[s] && (overlaps(new_w, sw) || overlaps(new_w, sr1) ||
                                   overlaps(new_w, sr2) || overlaps(new_r1, sw) ||
                                   overlaps(new_r2, sw));
  end
  assign conflict_o = (hit != '0);

  ///////////////////////////
  // Allocation / release  //
  ///////////////////////////

  // Lowest free slot.
  always_comb begin
    has_free_o  = 1'b0;
    free_slot_o = '0;
    for (int s = N - 1; s >= 0; s--) begin
      if (!valid_q[s]) begin
        has_free_o  = 1'b1;
        free_slot_o = s[plena_pkg::SLOT_AW-1:0];
      end
    end
  end

  assign empty_o = (valid_q == '0);

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      valid_q <= '0;
    end else begin
      for (int p = 0; p < N_REL; p++) begin
        if (rel_valid_i[p]) valid_q[rel_slot_i[p*plena_pkg::SLOT_AW +: plena_pkg::SLOT_AW]] <= 1'b0;
      end
      if (alloc_i) valid_q[free_slot_o] <= 1'b1;
    end
  end

  always_ff @(posedge clk_i) begin
    if (alloc_i) slot_q[free_slot_o] <= chk_fp_i;
  end

  //////////////////////////
  // FP register pending  //
  //////////////////////////

  logic [7:0] fpend_q;
  assign fpend_o = fpend_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      fpend_q <= '0;
    end else begin
      for (int p = 0; p < N_FCLR; p++) begin
        if (fclr_i[p]) fpend_q[fclr_idx_i[p*3 +: 3]] <= 1'b0;
      end
      if (fset_i) fpend_q[fset_idx_i] <= 1'b1;
    end
  end

endmodule
