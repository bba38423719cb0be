// aie_sb: the scoreboard of the interlocked pipeline.
//
// Per resource (aie_bundle_dec numbering) it keeps the cycles until the latest write lands
// (rem_q: the latency at issue, then down by one per cycle) and that write's latency class.
// A bundle issuing in cycle t is held (stall_o) while any of these hold:
//   - read after write: it reads a resource with rem_q != 0 (the producer issued fewer than
//     `latency` cycles ago); for the accumulator input of a MAC whose producer is a MAC of the
//     same class, the forward allows rem_q <= latency - acc_forward instead;
//   - write after write: it writes a resource whose older write would land at or after its own
//     (rem_q >= its latency): results complete in program order;
//   - issue interval: a class it uses issued fewer than `interval` cycles ago.
// The latencies, forwards and intervals are those of aie_cfg_pkg (LAT_*, FWD_*, IVL_*); the
// register files write a result of latency L at the end of cycle t + L - 1, so these rules are
// exactly the ones under which every read sees the sequential (ISS) value.
module aie_sb (
  input  logic            clk_i,      // clock
  input  logic            rst_ni,     // active-low synchronous reset
  input  logic            flush_i,    // clear (start of a run)
  // The bundle in the issue stage (aie_bundle_dec)
  input  logic [87:0]     rd_i,       // resources read
  input  logic [87:0]     acc_i,      // accumulator halves read by a MAC
  input  logic [3:0]      acc_cls_i,  // that MAC's class
  input  logic [87:0]     wr_i,       // resources written
  input  logic [88*4-1:0] wr_cls_i,   // class of each written resource
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

  ////////////////////////////
  // Per-resource state     //
  ////////////////////////////

  logic [88*5-1:0] rem_q;   // per resource r at [5r +: 5]: cycles until the latest write lands
  logic [88*4-1:0] cls_q;   // per resource r at [4r +: 4]: latency class of that write
  logic [87:0]     bsy_q;   // per resource r: rem_q != 0 (a write in flight), kept alongside
  logic [15*5-1:0] busy_q;  // per class c at [5c +: 5]: cycles until it takes another operation

  // Only a resource with a write in flight can hold the bundle (every latency is at least 1, so
  // the write-after-write test needs rem_q != 0 too): the tests run only for a bundle that uses
  // such a resource, and then only for those resources (a simulator spends its time on the rest).
  always_comb begin
    stall_o = 1'b0;
    if (((rd_i | acc_i | wr_i) & bsy_q) != 88'd0) begin
      for (int r = 0; r < 88; r++) begin
        if (bsy_q[r]) begin
          if (rd_i[r]) stall_o = 1'b1;
          if (acc_i[r]) begin
            if ((cls_q[4*r +: 4] != acc_cls_i) || (rem_q[5*r +: 5] > (lat_of(acc_cls_i) - fwd_of(acc_cls_i)))) stall_o = 1'b1;
          end
          if (wr_i[r]) begin
            if (rem_q[5*r +: 5] >= lat_of(wr_cls_i[4*r +: 4])) stall_o = 1'b1;
          end
        end
      end
    end
    for (int c = 0; c < 15; c++) begin
      if (cls_i[c] && (busy_q[5*c +: 5] != 5'd0)) stall_o = 1'b1;
    end
  end

  for (genvar r = 0; r < 88; r++) begin : g_res
    always_ff @(posedge clk_i) begin
      if (!rst_ni || flush_i) begin
        rem_q[5*r +: 5] <= 5'd0;
        cls_q[4*r +: 4] <= 4'd0;
        bsy_q[r]        <= 1'b0;
      end else if (issue_i && wr_i[r]) begin
        rem_q[5*r +: 5] <= lat_of(wr_cls_i[4*r +: 4]) - 5'd1;
        cls_q[4*r +: 4] <= wr_cls_i[4*r +: 4];
        bsy_q[r]        <= (lat_of(wr_cls_i[4*r +: 4]) != 5'd1);
      end else if (bsy_q[r]) begin
        rem_q[5*r +: 5] <= rem_q[5*r +: 5] - 5'd1;
        bsy_q[r]        <= (rem_q[5*r +: 5] != 5'd1);
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
