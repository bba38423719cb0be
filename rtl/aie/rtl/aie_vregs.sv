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
  output logic [12*512-1:0]   x_o,      // x0..x11, x_k at [512k +: 512] (the registers)
  output logic [8*1024-1:0]   cm_o      // cm0..cm7, cm_k at [1024k +: 1024]
);

  // One always_ff per register (a register file of flip-flops, no memory inference); the flops
  // are the outputs x_o and cm_o themselves (no copy of the 14336 bits per cycle in simulation).
  // The ports' index compares are made once, into one bit per port and half written (xsel, csel;
  // an index past the last register selects none), and a half with no write this cycle tests one
  // bit.

  logic [24*NXW-1:0] xsel;  // port k writes half j (j = 2 * index + h) of x: bit 24k + j
  logic [16*NCW-1:0] csel;  // port k writes half j of cm: bit 16k + j
  logic [23:0]       xany;  // half j of x is written
  logic [15:0]       cany;  // half j of cm is written
  always_comb begin
    xany = '0;
    for (int k = 0; k < NXW; k++) begin
      xsel[24*k +: 24] = xwe_i[k] ? (24'(xhm_i[2*k +: 2]) << (2 * xidx_i[4*k +: 4])) : 24'd0;
      xany = xany | xsel[24*k +: 24];
    end
  end
  always_comb begin
    cany = '0;
    for (int k = 0; k < NCW; k++) begin
      csel[16*k +: 16] = cwe_i[k] ? (16'(chm_i[2*k +: 2]) << (2 * cidx_i[3*k +: 3])) : 16'd0;
      cany = cany | csel[16*k +: 16];
    end
  end

  for (genvar i = 0; i < 12; i++) begin : g_x
    for (genvar h = 0; h < 2; h++) begin : g_h
      always_ff @(posedge clk_i) begin
        if (!rst_ni || clear_i) begin
          x_o[512*i + 256*h +: 256] <= '0;
        end else if (xany[2*i+h]) begin
          for (int k = 0; k < NXW; k++) begin
            if (xsel[24*k + 2*i + h]) x_o[512*i + 256*h +: 256] <= xdat_i[512*k + 256*h +: 256];
          end
        end
      end
    end
  end

  for (genvar i = 0; i < 8; i++) begin : g_c
    for (genvar h = 0; h < 2; h++) begin : g_h
      always_ff @(posedge clk_i) begin
        if (!rst_ni || clear_i) begin
          cm_o[1024*i + 512*h +: 512] <= '0;
        end else if (cany[2*i+h]) begin
          for (int k = 0; k < NCW; k++) begin
            if (csel[16*k + 2*i + h]) cm_o[1024*i + 512*h +: 512] <= cdat_i[1024*k + 512*h +: 512];
          end
        end
      end
    end
  end

endmodule
