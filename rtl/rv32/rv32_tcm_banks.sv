// rv32_tcm_banks: a tightly coupled memory built from NB word banks (rv32_tcm each) so that its
// port B moves one aligned block of NB 32-bit words per cycle; word w lives in bank w % NB at
// row w / NB.
//
// Port B addresses a block (row); its data and byte enables hold the NB words of the block, word
// j in lane j (bits 32*j .. 32*j+31). A word access (the scalar LSU, the host) enables the bytes
// of its lane only: the other banks keep their contents, and a read returns the whole block, of
// which the caller keeps its lane. Timing and hold behaviour are rv32_tcm's: read data appears
// the cycle after the request and is held until the next read. Port A stays unused (the DTCM's
// is tied off), so each bank maps to one block RAM in simple dual-port mode. With NB = 1 this is
// rv32_tcm itself.
module rv32_tcm_banks #(
  parameter int unsigned AW = 12,                 // word-address bits of the whole memory
  parameter int unsigned NB = 1                   // banks (words per block; a power of two)
) (
  input  logic             clk_i,                 // clock
  input  logic             b_req_i,               // access request
  input  logic             b_we_i,                // 1: write the enabled bytes, 0: read the block
  input  logic [AW-1:0]    b_addr_i,              // word address (the block holding it; lane bits ignored)
  input  logic [32*NB-1:0] b_wdata_i,             // write data, word j in lane j
  input  logic [4*NB-1:0]  b_be_i,                // byte enables of a write, lane j: bits 4j..4j+3
  output logic [32*NB-1:0] b_rdata_o              // read data: the block (cycle after a read, then held)
);

  localparam int unsigned LW = $clog2(NB);        // lane bits of a word address
  localparam int unsigned RW = AW - LW;           // row-address bits of a bank

  // The row of the block; the low LW address bits select a lane, which the caller applies to
  // the data and the byte enables.
  logic [RW-1:0] row;
  assign row = b_addr_i[AW-1:LW];

  for (genvar j = 0; j < NB; j++) begin : g_bank
    logic [31:0] a_unused;
    rv32_tcm #(.AW (RW)) u_bank (
      .clk_i,
      .a_re_i (1'b0), .a_addr_i ('0), .a_rdata_o (a_unused),
      .b_req_i, .b_we_i, .b_addr_i (row),
      .b_wdata_i (b_wdata_i[32*j +: 32]), .b_be_i (b_be_i[4*j +: 4]),
      .b_rdata_o (b_rdata_o[32*j +: 32])
    );
  end

  // The lane bits of the address are the caller's (NB = 1: none).
  if (LW > 0) begin : g_lane_unused
    /* verilator lint_off UNUSEDSIGNAL */
    logic unused_lane;
    assign unused_lane = ^b_addr_i[LW-1:0];
    /* verilator lint_on UNUSEDSIGNAL */
  end

endmodule
