// Top of the DMA proof: the engine (its proof copy, with plena_dma_props.svh) out of reset, every
// input free within the environment the properties assume; the data outputs are left open (the
// claims are about control, and the solver drops what they do not depend on).
module plena_dma_formal (
  input logic                                clk_i,           // clock
  input logic                                uop_valid_i,     // an instruction is offered
  output logic                               uop_ready_o,     // the engine takes it
  input plena_pkg::dma_uop_t                 uop_i,           // the instruction
  output logic                               hbm_req_valid_o, // HBM request offered
  input logic                                hbm_req_ready_i, // HBM request taken
  input logic                                hbm_rvalid_i,    // read beat returned
  input logic                                hbm_bvalid_i,    // write beat acknowledged
  input logic                                rd_gnt_i,        // VRAM read granted
  input logic                                wr_gnt_i,        // VRAM write granted
  output logic                               busy_o           // the engine holds work
);

  logic                                unused_write, unused_rready, unused_rd, unused_wr, unused_mw;
  logic                                unused_ld, unused_st, unused_rb, unused_wb;
  logic [plena_pkg::HBM_BAW-1:0]       unused_addr;
  logic [plena_pkg::PORT_BITS-1:0]     unused_wdata;
  logic [plena_pkg::PORT_BYTES-1:0]    unused_wstrb;
  logic [plena_pkg::ROW_AW-1:0]        unused_rrow, unused_wrow;
  logic [plena_pkg::ROW_BITS-1:0]      unused_wrdata, unused_mwdata;
  logic [plena_pkg::MBANK_AW-1:0]      unused_mwaddr;
  logic [$clog2(plena_pkg::BLEN)-1:0]  unused_mwbank;
  logic [plena_pkg::SLOT_AW-1:0]       unused_lds, unused_sts;

  plena_dma u_dma (
    .clk_i, .rst_ni (1'b1),
    .uop_valid_i, .uop_ready_o, .uop_i,
    .hbm_req_valid_o, .hbm_req_ready_i, .hbm_req_write_o (unused_write),
    .hbm_req_addr_o (unused_addr), .hbm_req_wdata_o (unused_wdata), .hbm_req_wstrb_o (unused_wstrb),
    .hbm_rvalid_i, .hbm_rready_o (unused_rready), .hbm_rdata_i ('0), .hbm_bvalid_i,
    .rd_req_o (unused_rd), .rd_row_o (unused_rrow), .rd_gnt_i, .rd_data_i ('0),
    .wr_req_o (unused_wr), .wr_row_o (unused_wrow), .wr_data_o (unused_wrdata), .wr_gnt_i,
    .mw_o (unused_mw), .mw_addr_o (unused_mwaddr), .mw_bank_o (unused_mwbank), .mw_data_o (unused_mwdata),
    .rel_ld_o (unused_ld), .rel_ld_slot_o (unused_lds), .rel_st_o (unused_st), .rel_st_slot_o (unused_sts),
    .busy_o, .rd_beat_o (unused_rb), .wr_beat_o (unused_wb)
  );

endmodule
