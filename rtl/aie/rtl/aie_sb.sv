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

  function automatic logic [4:0] lat_of(input logic [3:0] c);
    unique case (c)
      4'd0:  lat_of = 5'(aie_cfg_pkg::LAT_SCALAR);
      4'd1:  lat_of = 5'(aie_cfg_pkg::LAT_MUL);
      4'd2:  lat_of = 5'(aie_cfg_pkg::LAT_LOAD);
      4'd3:  lat_of = 5'(aie_cfg_pkg::LAT_STORE);
      4'd4:  lat_of = 5'(aie_cfg_pkg::LAT_BRANCH);
      4'd5:  lat_of = 5'(aie_cfg_pkg::LAT_CONTROL);
      4'd6:  lat_of = 5'(aie_cfg_pkg::LAT_MMUL_I8);
      4'd7:  lat_of = 5'(aie_cfg_pkg::LAT_MMUL_BF16);
      4'd8:  lat_of = 5'(aie_cfg_pkg::LAT_EMUL_INT);
      4'd9:  lat_of = 5'(aie_cfg_pkg::LAT_EMUL_BF16);
      4'd10: lat_of = 5'(aie_cfg_pkg::LAT_VALU);
      4'd11: lat_of = 5'(aie_cfg_pkg::LAT_NONLIN);
      4'd12: lat_of = 5'(aie_cfg_pkg::LAT_SRS);
      4'd13: lat_of = 5'(aie_cfg_pkg::LAT_UPS);
      4'd14: lat_of = 5'(aie_cfg_pkg::LAT_MOVE);
      default: lat_of = 5'd1;
    endcase
  endfunction

  function automatic logic [4:0] fwd_of(input logic [3:0] c);
    unique case (c)
      4'd6:  fwd_of = 5'(aie_cfg_pkg::FWD_MMUL_I8);
      4'd7:  fwd_of = 5'(aie_cfg_pkg::FWD_MMUL_BF16);
      4'd8:  fwd_of = 5'(aie_cfg_pkg::FWD_EMUL_INT);
      4'd9:  fwd_of = 5'(aie_cfg_pkg::FWD_EMUL_BF16);
      default: fwd_of = lat_of(c);
    endcase
  endfunction

  function automatic logic [4:0] ivl_of(input logic [3:0] c);
    unique case (c)
      4'd6:  ivl_of = 5'(aie_cfg_pkg::IVL_MMUL_I8);
      4'd7:  ivl_of = 5'(aie_cfg_pkg::IVL_MMUL_BF16);
      default: ivl_of = 5'd1;
    endcase
  endfunction

  ////////////////////////////
  // Per-resource state     //
  ////////////////////////////

  logic [4:0] rem_q  [88];  // cycles until the latest write lands
  logic [3:0] cls_q  [88];  // latency class of that write
  logic [4:0] busy_q [15];  // cycles until each class takes another operation

  always_comb begin
    stall_o = 1'b0;
    for (int r = 0; r < 88; r++) begin
      if (rd_i[r] && (rem_q[r] != 5'd0)) stall_o = 1'b1;
      if (acc_i[r] && (rem_q[r] != 5'd0)) begin
        if ((cls_q[r] != acc_cls_i) || (rem_q[r] > (lat_of(acc_cls_i) - fwd_of(acc_cls_i)))) stall_o = 1'b1;
      end
      if (wr_i[r] && (rem_q[r] >= lat_of(wr_cls_i[4*r +: 4]))) stall_o = 1'b1;
    end
    for (int c = 0; c < 15; c++) begin
      if (cls_i[c] && (busy_q[c] != 5'd0)) stall_o = 1'b1;
    end
  end

  for (genvar r = 0; r < 88; r++) begin : g_res
    always_ff @(posedge clk_i) begin
      if (!rst_ni || flush_i) begin
        rem_q[r] <= 5'd0;
        cls_q[r] <= 4'd0;
      end else if (issue_i && wr_i[r]) begin
        rem_q[r] <= lat_of(wr_cls_i[4*r +: 4]) - 5'd1;
        cls_q[r] <= wr_cls_i[4*r +: 4];
      end else if (rem_q[r] != 5'd0) begin
        rem_q[r] <= rem_q[r] - 5'd1;
      end
    end
  end

  for (genvar c = 0; c < 15; c++) begin : g_cls
    always_ff @(posedge clk_i) begin
      if (!rst_ni || flush_i) begin
        busy_q[c] <= 5'd0;
      end else if (issue_i && cls_i[c]) begin
        busy_q[c] <= ivl_of(4'(c)) - 5'd1;
      end else if (busy_q[c] != 5'd0) begin
        busy_q[c] <= busy_q[c] - 5'd1;
      end
    end
  end

endmodule
