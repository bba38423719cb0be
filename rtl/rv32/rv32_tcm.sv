// rv32_tcm: tightly coupled memory — a synchronous SRAM with a read-only port A and a
// read/write port B, 32-bit words with byte enables.
//
// The ITCM uses both ports (A: instruction fetch, B: loads, stores and the host port); the DTCM
// uses port B only (A tied off, optimised away). FPGA synthesis maps it to block RAM in true
// dual-port mode (iCE40: one copy per read port). Read data appears the cycle after the request
// and is held until the next read of that port, so a stalled fetch keeps its instruction word.
// A port-A read of the word port B writes in the same cycle returns the old word. No reset:
// the harness writes every byte a program needs through the host port.
module rv32_tcm #(
  parameter int unsigned AW = 12                  // word-address bits (DEPTH = 2^AW words)
) (
  input  logic          clk_i,                    // clock
  // Port A: read only (instruction fetch)
  input  logic          a_re_i,                   // read enable
  input  logic [AW-1:0] a_addr_i,                 // word address
  output logic [31:0]   a_rdata_o,                // read data (cycle after a_re_i, then held)
  // Port B: read / write (LSU or host)
  input  logic          b_req_i,                  // access request
  input  logic          b_we_i,                   // 1: write the enabled bytes, 0: read
  input  logic [AW-1:0] b_addr_i,                 // word address
  input  logic [31:0]   b_wdata_i,                // write data
  input  logic [3:0]    b_be_i,                   // byte enables of a write
  output logic [31:0]   b_rdata_o                 // read data (cycle after a read, then held)
);

  localparam int unsigned DEPTH = 2 ** AW;

  logic [31:0] mem [DEPTH];

  // Port A
  always_ff @(posedge clk_i) begin
    if (a_re_i) a_rdata_o <= mem[a_addr_i];
  end

  // Port B
  always_ff @(posedge clk_i) begin
    if (b_req_i && b_we_i) begin
      for (int i = 0; i < 4; i++) begin
        if (b_be_i[i]) mem[b_addr_i][8*i +: 8] <= b_wdata_i[8*i +: 8];
      end
    end
    if (b_req_i && !b_we_i) b_rdata_o <= mem[b_addr_i];
  end

endmodule
