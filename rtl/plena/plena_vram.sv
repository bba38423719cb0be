// plena_vram: the vector SRAM (VRAM_ROWS rows of VLEN bf16 elements) and its two port arbiters.
//
// One read port and one write port (kc_ram_1r1w, element write enables). Requests are granted by
// fixed priority; the scoreboard, not the arbiters, keeps program order, so arbitration only
// decides timing:
//   read:  DMA (store rows) > matrix (activation rows) > vector (operand rows) > debug
//   write: vector (never refused: its pipeline cannot stall) > matrix (write-out) > DMA (rows)
//          > S_MAP_V_FP > debug
// Read data is broadcast; a client takes it the cycle after its grant. The debug port (testbench
// loader and dumper) moves two elements per access and is used only while the core is idle.
module plena_vram (
  input  logic                              clk_i,        // clock
  // Read requests
  input  logic                              dma_rd_i,     // DMA store: read request
  input  logic [plena_pkg::ROW_AW-1:0]      dma_rrow_i,   //   row
  output logic                              dma_rgnt_o,   //   granted
  input  logic                              mat_rd_i,     // matrix loader: read request
  input  logic [plena_pkg::ROW_AW-1:0]      mat_rrow_i,   //   row
  output logic                              mat_rgnt_o,   //   granted
  input  logic                              vec_rd_i,     // vector operands: read request
  input  logic [plena_pkg::ROW_AW-1:0]      vec_rrow_i,   //   row
  output logic                              vec_rgnt_o,   //   granted
  output logic [plena_pkg::ROW_BITS-1:0]    rdata_o,      // data of last cycle's granted read
  // Write requests
  input  logic                              vec_wr_i,     // vector result row (always written)
  input  logic [plena_pkg::ROW_AW-1:0]      vec_wrow_i,   //   row
  input  logic [plena_pkg::ROW_BITS-1:0]    vec_wdata_i,  //   data
  input  logic [plena_pkg::VLEN-1:0]        vec_wmask_i,  //   element enables
  input  logic                              mat_wr_i,     // matrix write-out: request
  input  logic [plena_pkg::ROW_AW-1:0]      mat_wrow_i,   //   row
  input  logic [plena_pkg::ROW_BITS-1:0]    mat_wdata_i,  //   data
  input  logic [plena_pkg::VLEN-1:0]        mat_wmask_i,  //   element enables
  output logic                              mat_wgnt_o,   //   written
  input  logic                              dma_wr_i,     // DMA prefetch row: request
  input  logic [plena_pkg::ROW_AW-1:0]      dma_wrow_i,   //   row
  input  logic [plena_pkg::ROW_BITS-1:0]    dma_wdata_i,  //   data (whole row)
  output logic                              dma_wgnt_o,   //   written
  input  logic                              map_wr_i,     // S_MAP_V_FP row: request
  input  logic [plena_pkg::ROW_AW-1:0]      map_wrow_i,   //   row
  input  logic [plena_pkg::ROW_BITS-1:0]    map_wdata_i,  //   data (whole row)
  output logic                              map_wgnt_o,   //   written
  // Debug access (core idle): two elements at an even element address
  input  logic                              dbg_req_i,    // access request
  input  logic                              dbg_we_i,     // 1: write, 0: read
  input  logic [31:0]                       dbg_addr_i,   // element address
  input  logic [31:0]                       dbg_wdata_i,  // elements addr (low half), addr+1
  output logic [31:0]                       dbg_rdata_o   // read data (cycle after the request)
);

  localparam int unsigned VLEN = plena_pkg::VLEN;
  localparam int unsigned EAW  = $clog2(VLEN);             // element-within-row bits
  localparam int unsigned AW   = plena_pkg::ROW_AW;

  logic [AW-1:0] dbg_row;
  logic [EAW-1:0] dbg_el, dbg_el_q;
  assign dbg_row = dbg_addr_i[EAW +: AW];
  assign dbg_el  = dbg_addr_i[EAW-1:0];

  ////////////////////
  // Read arbiter   //
  ////////////////////

  logic          re;
  logic [AW-1:0] raddr;

  always_comb begin
    dma_rgnt_o = dma_rd_i;
    mat_rgnt_o = mat_rd_i && !dma_rd_i;
    vec_rgnt_o = vec_rd_i && !dma_rd_i && !mat_rd_i;
    re         = dma_rd_i || mat_rd_i || vec_rd_i || (dbg_req_i && !dbg_we_i);
    if (dma_rd_i)      raddr = dma_rrow_i;
    else if (mat_rd_i) raddr = mat_rrow_i;
    else if (vec_rd_i) raddr = vec_rrow_i;
    else               raddr = dbg_row;
  end

  ////////////////////
  // Write arbiter  //
  ////////////////////

  logic                           we;
  logic [AW-1:0]                  waddr;
  logic [plena_pkg::ROW_BITS-1:0] wdata;
  logic [VLEN-1:0]                wmask;

  always_comb begin
    mat_wgnt_o = mat_wr_i && !vec_wr_i;
    dma_wgnt_o = dma_wr_i && !vec_wr_i && !mat_wr_i;
    map_wgnt_o = map_wr_i && !vec_wr_i && !mat_wr_i && !dma_wr_i;
    we         = vec_wr_i || mat_wr_i || dma_wr_i || map_wr_i || (dbg_req_i && dbg_we_i);
    if (vec_wr_i) begin
      waddr = vec_wrow_i; wdata = vec_wdata_i; wmask = vec_wmask_i;
    end else if (mat_wr_i) begin
      waddr = mat_wrow_i; wdata = mat_wdata_i; wmask = mat_wmask_i;
    end else if (dma_wr_i) begin
      waddr = dma_wrow_i; wdata = dma_wdata_i; wmask = '1;
    end else if (map_wr_i) begin
      waddr = map_wrow_i; wdata = map_wdata_i; wmask = '1;
    end else begin
      waddr = dbg_row;
      wdata = plena_pkg::ROW_BITS'(dbg_wdata_i) << (16 * dbg_el);
      wmask = VLEN'(2'b11) << dbg_el;
    end
  end

  kc_ram_1r1w #(
    .DEPTH (plena_cfg_pkg::VRAM_ROWS),
    .WIDTH (plena_pkg::ROW_BITS),
    .EW    (16)
  ) u_ram (
    .clk_i,
    .re_i    (re),
    .raddr_i (raddr),
    .rdata_o (rdata_o),
    .we_i    (we),
    .waddr_i (waddr),
    .wdata_i (wdata),
    .wmask_i (wmask)
  );

  // No reset: debug reads also work while the core is held in reset.
  always_ff @(posedge clk_i) begin
    if (dbg_req_i) dbg_el_q <= dbg_el;
  end
  assign dbg_rdata_o = rdata_o[16*dbg_el_q +: 32];

endmodule
