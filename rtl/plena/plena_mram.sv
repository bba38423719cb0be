// plena_mram: the matrix SRAM — MRAM_TILES tiles of MLEN x MLEN bf16 elements.
//
// Banked by tile row: bank b holds rows r with r mod BLEN = b, one MLEN-element row per word;
// tile t, row r is word t·(MLEN/BLEN) + r/BLEN of bank r mod BLEN. One read of every bank at the
// same word returns BLEN consecutive tile rows, which is what the matrix array consumes: BLEN
// steps of M_MM (rows k..k+BLEN-1) or a whole M_TMM (rows r..r+BLEN-1, used column by column).
// The DMA engine writes one row per cycle into one bank. The debug port (core idle) moves two
// elements per access at an even element address t·MLEN² + r·MLEN + c.
module plena_mram (
  input  logic                                          clk_i,       // clock
  // Matrix unit read (all banks, one word)
  input  logic                                          mat_re_i,    // read enable
  input  logic [plena_pkg::MBANK_AW-1:0]                mat_addr_i,  // bank word
  output logic [plena_pkg::BLEN*plena_pkg::ROW_BITS-1:0] rdata_o,    // bank b at [b·ROW_BITS +: ROW_BITS]
  // DMA write (one row)
  input  logic                                          dma_we_i,    // write enable
  input  logic [plena_pkg::MBANK_AW-1:0]                dma_addr_i,  // bank word
  input  logic [$clog2(plena_pkg::BLEN)-1:0]            dma_bank_i,  // bank
  input  logic [plena_pkg::ROW_BITS-1:0]                dma_data_i,  // row
  // Debug access (core idle)
  input  logic                                          dbg_req_i,   // access request
  input  logic                                          dbg_we_i,    // 1: write, 0: read
  input  logic [31:0]                                   dbg_addr_i,  // element address
  input  logic [31:0]                                   dbg_wdata_i, // two elements
  output logic [31:0]                                   dbg_rdata_o  // read data (next cycle)
);

  localparam int unsigned BLEN = plena_pkg::BLEN;
  localparam int unsigned MLEN = plena_pkg::MLEN;
  localparam int unsigned BAW  = $clog2(BLEN);
  localparam int unsigned CAW  = $clog2(MLEN);          // column bits
  localparam int unsigned AW   = plena_pkg::MBANK_AW;

  // Debug address: column c = addr[CAW-1:0], row r = addr[2·CAW-1:CAW], tile above.
  logic [CAW-1:0] dbg_col, dbg_col_q;
  logic [CAW-1:0] dbg_r;
  logic [BAW-1:0] dbg_bank, dbg_bank_q;
  logic [AW-1:0]  dbg_word;
  assign dbg_col  = dbg_addr_i[CAW-1:0];
  assign dbg_r    = dbg_addr_i[2*CAW-1:CAW];
  assign dbg_bank = dbg_r[BAW-1:0];
  assign dbg_word = AW'(dbg_addr_i[2*CAW +: plena_pkg::TILE_AW]) * AW'(plena_pkg::CB) +
                    (AW'(dbg_r) >> BAW);

  for (genvar b = 0; b < BLEN; b++) begin : g_bank
    logic                           we;
    logic [AW-1:0]                  waddr;
    logic [plena_pkg::ROW_BITS-1:0] wdata;
    logic [MLEN-1:0]                wmask;
    always_comb begin
      if (dma_we_i) begin
        we    = (dma_bank_i == BAW'(b));
        waddr = dma_addr_i;
        wdata = dma_data_i;
        wmask = '1;
      end else begin
        we    = dbg_req_i && dbg_we_i && (dbg_bank == BAW'(b));
        waddr = dbg_word;
        wdata = plena_pkg::ROW_BITS'(dbg_wdata_i) << (16 * dbg_col);
        wmask = MLEN'(2'b11) << dbg_col;
      end
    end
    kc_ram_1r1w #(
      .DEPTH (plena_pkg::MBANK_WORDS),
      .WIDTH (plena_pkg::ROW_BITS),
      .EW    (16)
    ) u_bank (
      .clk_i,
      .re_i    (mat_re_i || (dbg_req_i && !dbg_we_i)),
      .raddr_i (mat_re_i ? mat_addr_i : dbg_word),
      .rdata_o (rdata_o[b*plena_pkg::ROW_BITS +: plena_pkg::ROW_BITS]),
      .we_i    (we),
      .waddr_i (waddr),
      .wdata_i (wdata),
      .wmask_i (wmask)
    );
  end

  // No reset: debug reads also work while the core is held in reset.
  always_ff @(posedge clk_i) begin
    if (dbg_req_i) begin
      dbg_col_q  <= dbg_col;
      dbg_bank_q <= dbg_bank;
    end
  end
  assign dbg_rdata_o = rdata_o[dbg_bank_q*plena_pkg::ROW_BITS + 16*dbg_col_q +: 32];

endmodule
