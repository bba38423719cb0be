// aie_pm: program memory with a six-word fetch window.
//
// PM_WORDS 32-bit operation words in eight word-interleaved banks (word a lives in bank a % 8,
// row a / 8), so any six consecutive words come from six different banks in one cycle: the fetch
// window of a bundle (at most six words). The read is synchronous: the window of addr_i appears
// on win_o in the next cycle. Word i of the window is at address addr + i; words past the end of
// program memory wrap (the fetch logic never uses them for a well-formed program). The harness
// writes the program through the load port while the tile is stopped.
module aie_pm #(
  parameter int unsigned PM_WORDS = 2048,             // words of program memory (multiple of 8)
  parameter int unsigned PM_AW    = $clog2(PM_WORDS)  // word-address bits
) (
  input  logic             clk_i,      // clock
  // Fetch port (from aie_tile's fetch logic)
  input  logic [PM_AW-1:0] addr_i,     // word address of the bundle to fetch
  output logic [6*32-1:0]  win_o,      // words addr..addr+5 of the previous cycle's addr_i
  // Load port (from the harness, tile stopped)
  input  logic             we_i,       // write one word
  input  logic [PM_AW-1:0] waddr_i,    // its word address
  input  logic [31:0]      wdata_i     // the word
);

  localparam int unsigned ROWS = PM_WORDS / 8;

  ////////////////////////////////
  // Eight word-interleaved banks //
  ////////////////////////////////

  logic [8*32-1:0] rdata;     // registered bank outputs, bank b at [32b +: 32]
  logic [2:0]     base_q;     // bank of the window's first word (addr_i % 8 of the last cycle)

  for (genvar b = 0; b < 8; b++) begin : g_bank
    logic [31:0]      mem [ROWS];
    logic [PM_AW-1:0] waddr;     // address of the window word that lives in this bank
    logic [2:0]       dst;      // its distance from addr_i

    assign dst  = 3'(b) - addr_i[2:0];
    assign waddr = addr_i + PM_AW'(dst);

    always_ff @(posedge clk_i) begin
      if (we_i && (waddr_i[2:0] == 3'(b))) mem[waddr_i[PM_AW-1:3]] <= wdata_i;
      rdata[32*b +: 32] <= mem[waddr[PM_AW-1:3]];
    end
  end

  always_ff @(posedge clk_i) begin
    base_q <= addr_i[2:0];
  end

  ////////////////////////////
  // Rotate into the window //
  ////////////////////////////

  always_comb begin
    for (int i = 0; i < 6; i++) begin
      win_o[32*i +: 32] = rdata[32*(3'(base_q + 3'(i))) +: 32];
    end
  end

endmodule
