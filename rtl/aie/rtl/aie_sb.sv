// aie_sb: the scoreboard of the interlocked pipeline.
//
// Per resource (aie_bundle_dec numbering) it keeps the cycles until the latest write lands (rem:
// the latency at issue minus one, then down by one per cycle) and, for the accumulator halves,
// that write's latency class. A bundle issuing in cycle t is held (stall_o) while any of these
// hold:
//   - read after write: it reads a resource with rem != 0 (the producer issued fewer than
//     `latency` cycles ago); for the accumulator input of a MAC whose producer is a MAC of the
//     same class, the forward allows rem <= latency - acc_forward instead;
//   - write after write: it writes a resource whose older write would land at or after its own
//     (rem >= its latency): results complete in program order;
//   - issue interval: a class it uses issued fewer than `interval` cycles ago.
// The latencies, forwards and intervals are those of aie_cfg_pkg (LAT_*, FWD_*, IVL_*); the
// register files write a result of latency L at the end of cycle t + L - 1, so these rules are
// exactly the ones under which every read sees the sequential (ISS) value.
//
// The counts are kept as one resource mask per value (rem_q: the resources with rem = k, for k
// from 1 to the longest latency minus one), shifted down by one value each cycle, so that a cycle
// costs a few mask operations instead of a counter per resource; the tests are mask operations
// too. A bundle's writes come per slot (each slot has one latency class; a pointer post-update is
// scalar class); of two slots writing one resource the later one's write counts, as in program
// order.
module aie_sb (
  input  logic            clk_i,      // clock
  input  logic            rst_ni,     // active-low synchronous reset
  input  logic            flush_i,    // clear (start of a run)
  // The bundle in the issue stage (aie_bundle_dec)
  input  logic [87:0]     rd_i,       // resources read
  input  logic [87:0]     acc_i,      // accumulator halves read by a MAC
  input  logic [3:0]      acc_cls_i,  // that MAC's class
  input  logic [87:0]     wr_i,       // resources written
  input  logic [6*88-1:0] swr_i,      // per slot s at [88s +: 88]: written with the slot's class
  input  logic [6*88-1:0] spw_i,      // per slot: pointer post-update (scalar class)
  input  logic [6*4-1:0]  scls_i,     // per slot at [4s +: 4]: latency class
  input  logic [14:0]     cls_i,      // classes used
  input  logic            issue_i,    // the bundle issues this cycle (from aie_tile)
  output logic            stall_o     // an interlock holds the bundle
);

  ////////////////////////////////////
  // Class parameters (aie_cfg_pkg) //
  ////////////////////////////////////

  // Per class c (aie_isa_pkg::lat_class_e order) at [5c +: 5]: latency, forward, interval. Flat
  // constant vectors indexed by the class (a shifter, not a ROM per resource).
  localparam logic [15*5-1:0] LATS = {
    5'(aie_cfg_pkg::LAT_MOVE), 5'(aie_cfg_pkg::LAT_UPS), 5'(aie_cfg_pkg::LAT_SRS),
    5'(aie_cfg_pkg::LAT_NONLIN), 5'(aie_cfg_pkg::LAT_VALU), 5'(aie_cfg_pkg::LAT_EMUL_BF16),
    5'(aie_cfg_pkg::LAT_EMUL_INT), 5'(aie_cfg_pkg::LAT_MMUL_BF16), 5'(aie_cfg_pkg::LAT_MMUL_I8),
    5'(aie_cfg_pkg::LAT_CONTROL), 5'(aie_cfg_pkg::LAT_BRANCH), 5'(aie_cfg_pkg::LAT_STORE),
    5'(aie_cfg_pkg::LAT_LOAD), 5'(aie_cfg_pkg::LAT_MUL), 5'(aie_cfg_pkg::LAT_SCALAR)};
  localparam logic [15*5-1:0] FWDS = {
    5'(aie_cfg_pkg::FWD_MOVE), 5'(aie_cfg_pkg::FWD_UPS), 5'(aie_cfg_pkg::FWD_SRS),
    5'(aie_cfg_pkg::FWD_NONLIN), 5'(aie_cfg_pkg::FWD_VALU), 5'(aie_cfg_pkg::FWD_EMUL_BF16),
    5'(aie_cfg_pkg::FWD_EMUL_INT), 5'(aie_cfg_pkg::FWD_MMUL_BF16), 5'(aie_cfg_pkg::FWD_MMUL_I8),
    5'(aie_cfg_pkg::FWD_CONTROL), 5'(aie_cfg_pkg::FWD_BRANCH), 5'(aie_cfg_pkg::FWD_STORE),
    5'(aie_cfg_pkg::FWD_LOAD), 5'(aie_cfg_pkg::FWD_MUL), 5'(aie_cfg_pkg::FWD_SCALAR)};
  localparam logic [15*5-1:0] IVLS = {
    5'(aie_cfg_pkg::IVL_MOVE), 5'(aie_cfg_pkg::IVL_UPS), 5'(aie_cfg_pkg::IVL_SRS),
    5'(aie_cfg_pkg::IVL_NONLIN), 5'(aie_cfg_pkg::IVL_VALU), 5'(aie_cfg_pkg::IVL_EMUL_BF16),
    5'(aie_cfg_pkg::IVL_EMUL_INT), 5'(aie_cfg_pkg::IVL_MMUL_BF16), 5'(aie_cfg_pkg::IVL_MMUL_I8),
    5'(aie_cfg_pkg::IVL_CONTROL), 5'(aie_cfg_pkg::IVL_BRANCH), 5'(aie_cfg_pkg::IVL_STORE),
    5'(aie_cfg_pkg::IVL_LOAD), 5'(aie_cfg_pkg::IVL_MUL), 5'(aie_cfg_pkg::IVL_SCALAR)};

  function automatic logic [4:0] lat_of(input logic [3:0] c);
    lat_of = (c < 4'd15) ? LATS[5*c +: 5] : 5'd1;
  endfunction
  function automatic logic [4:0] fwd_of(input logic [3:0] c);
    fwd_of = (c < 4'd15) ? FWDS[5*c +: 5] : 5'd1;
  endfunction
  function automatic logic [4:0] ivl_of(input logic [3:0] c);
    ivl_of = (c < 4'd15) ? IVLS[5*c +: 5] : 5'd1;
  endfunction

  // The longest latency; rem counts from at most KM = LMAX - 1 down to 0.
  function automatic logic [4:0] max_of(input logic [15*5-1:0] v);
    max_of = 5'd1;
    for (int c = 0; c < 15; c++) begin
      if (v[5*c +: 5] > max_of) max_of = v[5*c +: 5];
    end
  endfunction
  localparam int unsigned LMAX = 32'(max_of(LATS));
  localparam int unsigned KM   = (LMAX > 1) ? LMAX - 1 : 1;
  localparam int unsigned RB   = 72;  // first accumulator half (aie_bundle_dec)

  ///////////
  // State //
  ///////////

  logic [KM*88-1:0] rem_q;   // per k = 1..KM at [88(k-1) +: 88]: the resources with rem = k
  logic [16*4-1:0]  acls_q;  // per accumulator half h (resource RB + h) at [4h +: 4]: the class
                             // of its latest write
  logic [15*5-1:0]  busy_q;  // per class c at [5c +: 5]: cycles until it takes another operation

  //////////////////////////
  // The bundle's writes  //
  //////////////////////////

  logic [6*88-1:0]  eff;     // per slot: the resources its own write (not a later slot's) sets
  logic [KM*88-1:0] wl;      // per k at [88(k-1) +: 88]: written with latency k + 1 (rem k after)
  logic [87:0]      wl1;     // written with latency 1 (nothing left in flight after the cycle)
  logic [KM*88-1:0] ge;      // per k at [88(k-1) +: 88]: the resources with rem >= k
  logic [87:0]      acc_gt;  // the resources with rem > latency - forward of the MAC's class

  always_comb begin
    logic [87:0] later;  // written by a later slot
    logic [4:0]  ls;     // the slot's latency
    later = '0;
    ls    = 5'd0;
    eff   = '0;
    wl    = '0;
    if (wr_i != 88'd0) begin
      for (int s = 5; s >= 0; s--) begin
        eff[88*s +: 88] = (swr_i[88*s +: 88] | spw_i[88*s +: 88]) & ~later;
        later           = later | swr_i[88*s +: 88] | spw_i[88*s +: 88];
      end
      for (int s = 0; s < 6; s++) begin
        ls = lat_of(scls_i[4*s +: 4]);
        for (int k = 1; k <= KM; k++) begin
          // (a slot never writes its pointer and its destination in one resource)
          if (ls == 5'(k + 1)) wl[88*(k-1) +: 88] = wl[88*(k-1) +: 88] | (eff[88*s +: 88] & swr_i[88*s +: 88]);
          if (aie_cfg_pkg::LAT_SCALAR == k + 1) wl[88*(k-1) +: 88] = wl[88*(k-1) +: 88] | (eff[88*s +: 88] & spw_i[88*s +: 88]);
        end
      end
    end
  end

  always_comb begin
    logic [87:0] run;  // the resources with rem >= k
    wl1 = wr_i;
    for (int k = 1; k <= KM; k++) wl1 = wl1 & ~wl[88*(k-1) +: 88];
    run = '0;
    ge  = '0;
    for (int k = KM; k >= 1; k--) begin
      run                = run | rem_q[88*(k-1) +: 88];
      ge[88*(k-1) +: 88] = run;
    end
  end

  always_comb begin
    acc_gt = '0;
    for (int k = 1; k <= KM; k++) begin
      if (5'(k) > (lat_of(acc_cls_i) - fwd_of(acc_cls_i))) acc_gt = acc_gt | rem_q[88*(k-1) +: 88];
    end
  end

  ///////////
  // Tests //
  ///////////

  always_comb begin
    logic [87:0] bsy;     // a write in flight (rem != 0)
    logic [87:0] same;    // accumulator halves whose write in flight is of the MAC's class
    logic [87:0] waw;     // written resources whose older write lands at or after the new one
    bsy  = ge[87:0];
    same = '0;
    for (int h = 0; h < 16; h++) same[RB + h] = (acls_q[4*h +: 4] == acc_cls_i);
    waw  = wl1 & bsy;
    for (int k = 1; k <= KM; k++) begin
      // rem >= k + 1 (a write of latency k + 1); nothing is left at rem > KM
      if (k < KM) waw = waw | (wl[88*(k-1) +: 88] & ge[88*k +: 88]);
    end
    stall_o = ((rd_i & bsy) != 88'd0) || ((acc_i & bsy & ~same) != 88'd0) ||
              ((acc_i & acc_gt) != 88'd0) || (waw != 88'd0);
    for (int c = 0; c < 15; c++) begin
      if (cls_i[c] && (busy_q[5*c +: 5] != 5'd0)) stall_o = 1'b1;
    end
  end

  /////////////
  // Updates //
  /////////////

  // Each cycle every count moves down by one; an issuing bundle's writes replace the counts of
  // the resources they write (rem = latency - 1).
  always_ff @(posedge clk_i) begin
    if (!rst_ni || flush_i) begin
      rem_q <= '0;
    end else if (issue_i && (wr_i != 88'd0)) begin
      for (int k = 1; k < KM; k++) rem_q[88*(k-1) +: 88] <= (rem_q[88*k +: 88] & ~wr_i) | wl[88*(k-1) +: 88];
      rem_q[88*(KM-1) +: 88] <= wl[88*(KM-1) +: 88];
    end else begin
      for (int k = 1; k < KM; k++) rem_q[88*(k-1) +: 88] <= rem_q[88*k +: 88];
      rem_q[88*(KM-1) +: 88] <= '0;
    end
  end

  // The class of an accumulator half's latest write (slot by slot: a later slot's wins).
  always_ff @(posedge clk_i) begin
    if (!rst_ni || flush_i) begin
      acls_q <= '0;
    end else if (issue_i && (wr_i[87:RB] != 16'd0)) begin
      for (int s = 0; s < 6; s++) begin
        if (swr_i[88*s + RB +: 16] != 16'd0) begin
          for (int h = 0; h < 16; h++) begin
            if (swr_i[88*s + RB + h]) acls_q[4*h +: 4] <= scls_i[4*s +: 4];
          end
        end
      end
    end
  end

  for (genvar c = 0; c < 15; c++) begin : g_cls
    always_ff @(posedge clk_i) begin
      if (!rst_ni || flush_i) begin
        busy_q[5*c +: 5] <= 5'd0;
      end else if (issue_i && cls_i[c]) begin
        busy_q[5*c +: 5] <= ivl_of(4'(c)) - 5'd1;
      end else if (busy_q[5*c +: 5] != 5'd0) begin
        busy_q[5*c +: 5] <= busy_q[5*c +: 5] - 5'd1;
      end
    end
  end

endmodule
