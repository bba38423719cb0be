// kc_ram_1r1w: simple dual-port synchronous RAM, one read port and one write port.
//
// The shared SRAM template of every KernelCraft core: FPGA synthesis infers block or distributed
// RAM from it, Verilator models it as an array. Writes are masked in units of EW bits (one bf16
// element, one byte, ...). A read returns the data the cycle after re_i; a read and a write of
// the same word in the same cycle return the OLD contents (read-first). Contents are not reset.
module kc_ram_1r1w #(
  parameter int unsigned DEPTH = 256,                      // number of words
  parameter int unsigned WIDTH = 32,                       // bits per word
  parameter int unsigned EW    = WIDTH,                    // write-mask granularity in bits
  parameter int unsigned AW    = (DEPTH > 1) ? $clog2(DEPTH) : 1,
  parameter int unsigned NM    = WIDTH / EW                // write-mask bits
) (
  input  logic             clk_i,    // clock
  // Read port
  input  logic             re_i,     // read enable (from the owning unit's arbiter)
  input  logic [AW-1:0]    raddr_i,  // read word address
  output logic [WIDTH-1:0] rdata_o,  // read data, valid the cycle after re_i, held otherwise
  // Write port
  input  logic             we_i,     // write enable
  input  logic [AW-1:0]    waddr_i,  // write word address
  input  logic [WIDTH-1:0] wdata_i,  // write data
  input  logic [NM-1:0]    wmask_i   // per-EW-bit-group write enables
);

  logic [WIDTH-1:0] mem [DEPTH];

  always_ff @(posedge clk_i) begin
    if (we_i) begin
      for (int i = 0; i < NM; i++) begin
        if (wmask_i[i]) mem[waddr_i][i*EW +: EW] <= wdata_i[i*EW +: EW];
      end
    end
    if (re_i) rdata_o <= mem[raddr_i];
  end

endmodule
