// aie_dm_bank: one single-ported bank of the tile's data memory, 128 bits (16 bytes) per row.
//
// One access per cycle, read or write (the load/store unit's arbitration guarantees it). A read
// returns the row the cycle after en_i; rdata_o holds its value until the next read. Writes are
// masked per byte. Contents are not reset (the harness loads data memory before a run).
module aie_dm_bank #(
  parameter int unsigned ROWS = 256,                           // rows of 128 bits
  parameter int unsigned AW   = (ROWS > 1) ? $clog2(ROWS) : 1  // row-address bits
) (
  input  logic          clk_i,    // clock
  input  logic          en_i,     // access this cycle (from aie_lsu)
  input  logic          we_i,     // 1: write, 0: read
  input  logic [AW-1:0] addr_i,   // row address
  input  logic [127:0]  wdata_i,  // write data (bytes placed at their lanes)
  input  logic [15:0]   wbe_i,    // byte write enables
  output logic [127:0]  rdata_o   // read data, the cycle after a read
);

  logic [127:0] mem [ROWS];

  always_ff @(posedge clk_i) begin
    if (en_i) begin
      if (we_i) begin
        for (int i = 0; i < 16; i++) begin
          if (wbe_i[i]) mem[addr_i][8*i +: 8] <= wdata_i[8*i +: 8];
        end
      end else begin
        rdata_o <= mem[addr_i];
      end
    end
  end

endmodule
