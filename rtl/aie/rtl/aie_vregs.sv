// aie_vregs: the vector registers x0..x11 (512 bits) and the accumulators cm0..cm7 (1024 bits).
//
// Writes are per half: a vector write port names x (idx) and which of its 256-bit halves wl/wh
// it writes (hmask: bit 0 low, bit 1 high; the data sits at the halves' own positions); an
// accumulator write port names cm and which of its 512-bit halves bm(2k)/bm(2k+1) it writes.
// Reads are combinational on flat ports. As in aie_sregs, the scoreboard keeps two ports from
// writing one half in one cycle. Zero after reset and after a clear.
module aie_vregs #(
  parameter int unsigned NXW = 6,  // vector write ports
  parameter int unsigned NCW = 6   // accumulator write ports
) (
  input  logic                clk_i,    // clock
  input  logic                rst_ni,   // active-low synchronous reset
  input  logic                clear_i,  // zero every register
  // vector write ports (result channels)
  input  logic [NXW-1:0]      xwe_i,    // write enable
  input  logic [4*NXW-1:0]    xidx_i,   // x index
  input  logic [2*NXW-1:0]    xhm_i,    // halves written
  input  logic [512*NXW-1:0]  xdat_i,   // data
  // accumulator write ports
  input  logic [NCW-1:0]      cwe_i,    // write enable
  input  logic [3*NCW-1:0]    cidx_i,   // cm index
  input  logic [2*NCW-1:0]    chm_i,    // halves written
  input  logic [1024*NCW-1:0] cdat_i,   // data
  // State
  output logic [12*512-1:0]   x_o,      // x0..x11, x_k at [512k +: 512]
  output logic [8*1024-1:0]   cm_o      // cm0..cm7
);

  // One always_ff per register (a register file of flip-flops, no memory inference).
  logic [12*512-1:0] x_q;  // x_k at [512k +: 512]
  logic [8*1024-1:0] c_q;  // cm_k at [1024k +: 1024]

  for (genvar i = 0; i < 12; i++) begin : g_x
    for (genvar h = 0; h < 2; h++) begin : g_h
      always_ff @(posedge clk_i) begin
        if (!rst_ni || clear_i) begin
          x_q[512*i + 256*h +: 256] <= '0;
        end else begin
          for (int k = 0; k < NXW; k++) begin
            if (xwe_i[k] && xhm_i[2*k+h] && (xidx_i[4*k +: 4] == 4'(i)))
              x_q[512*i + 256*h +: 256] <= xdat_i[512*k + 256*h +: 256];
          end
        end
      end
    end
  end

  for (genvar i = 0; i < 8; i++) begin : g_c
    for (genvar h = 0; h < 2; h++) begin : g_h
      always_ff @(posedge clk_i) begin
        if (!rst_ni || clear_i) begin
          c_q[1024*i + 512*h +: 512] <= '0;
        end else begin
          for (int k = 0; k < NCW; k++) begin
            if (cwe_i[k] && chm_i[2*k+h] && (cidx_i[3*k +: 3] == 3'(i)))
              c_q[1024*i + 512*h +: 512] <= cdat_i[1024*k + 512*h +: 512];
          end
        end
      end
    end
  end

  assign x_o  = x_q;
  assign cm_o = c_q;

endmodule
