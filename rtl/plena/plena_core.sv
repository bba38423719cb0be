// plena_core: the plena accelerator core — top level.
//
//                  ┌──── plena_issue (fetch, plena_decode, issue, scalar int/FP, loops) ──────┐
//   debug port ───►│  IMEM  FP_MEM  INT_MEM  registers  scoreboard  plena_sfp_unit             │
//                  └──────┬──────────────────┬────────────────────┬────────────────────────────┘
//                         │ vec uops         │ mat uops           │ dma uops
//                  plena_vec_unit     plena_mat_unit  ◄─MRAM─  plena_dma ◄──► HBM port
//                         └────────► plena_vram ◄─────┘  plena_mram ◄─┘
//
// The testbench loads IMEM, FP_MEM, INT_MEM, VRAM and MRAM through the debug port while reset is
// held, releases reset, serves the HBM port, and reads results through the debug port after
// done_o. HBM itself is outside the core (the SystemC memory model or a board memory).
module plena_core (
  input  logic                                clk_i,            // clock
  input  logic                                rst_ni,           // asynchronous active-low reset
  // Run control and status
  input  logic [31:0]                         prog_len_i,       // program length (instructions), static
  input  logic                                halt_req_i,       // stop issuing and drain (cycle limit)
  output logic                                done_o,           // finished; status below is valid
  output logic [2:0]                          status_o,         // plena_isa_pkg::ST_* (0: running)
  output logic [3:0]                          fault_kind_o,     // plena_isa_pkg::FK_* (0: none)
  output logic [31:0]                         fault_pc_o,       // pc of the faulting/illegal instruction (stop: next pc)
  output logic [63:0]                         fault_addr_o,     // offending address
  output logic [31:0]                         fault_word_o,     // the instruction word
  // Issue trace: outputs only, for lock-step checkers in test benches (kernelcraft cosim);
  // nothing in the core depends on them, so synthesis of a top that leaves them open drops them
  output logic                                issue_o,          // an instruction issues at this clock edge
  output logic [31:0]                         issue_pc_o,       //   its pc
  // HBM port (one beat of PORT_BYTES per request; responses in request order)
  output logic                                hbm_req_valid_o,  // request offered
  input  logic                                hbm_req_ready_i,  // request accepted
  output logic                                hbm_req_write_o,  // 1: write beat
  output logic [63:0]                         hbm_req_addr_o,   // byte address, beat aligned
  output logic [plena_pkg::PORT_BITS-1:0]     hbm_req_wdata_o,  // write data
  output logic [plena_pkg::PORT_BYTES-1:0]    hbm_req_wstrb_o,  // write byte enables
  input  logic                                hbm_rvalid_i,     // read data valid
  output logic                                hbm_rready_o,     // read data taken
  input  logic [plena_pkg::PORT_BITS-1:0]     hbm_rdata_i,      // read data
  input  logic                                hbm_bvalid_i,     // one write beat acknowledged
  // Debug port (only while in reset or done)
  input  logic                                dbg_req_i,        // access request
  input  logic                                dbg_we_i,         // 1: write
  input  logic [2:0]                          dbg_space_i,      // plena_pkg::dbg_space_e
  input  logic [31:0]                         dbg_addr_i,       // address in the space's unit
  input  logic [31:0]                         dbg_wdata_i,      // write data
  output logic [31:0]                         dbg_rdata_o       // read data, the cycle after a read
);

  localparam int unsigned SAW = plena_pkg::SLOT_AW;

  ///////////////////
  // Interconnect  //
  ///////////////////

  logic                  vec_valid, vec_ready, mat_valid, mat_ready, dma_valid, dma_ready;
  plena_pkg::vec_uop_t   vec_uop;
  plena_pkg::mat_uop_t   mat_uop;
  plena_pkg::dma_uop_t   dma_uop;

  logic                  vfwb;
  logic [2:0]            vfwb_idx;
  logic [15:0]           vfwb_data;

  logic                  rel_vrow, rel_vred, rel_mmul, rel_mwo, rel_dld, rel_dst;
  logic [SAW-1:0]        rel_vrow_s, rel_vred_s, rel_mmul_s, rel_mwo_s, rel_dld_s, rel_dst_s;

  logic                  vec_busy, mat_busy, dma_busy, vec_beat, mat_step, rd_beat, wr_beat;
  logic                  idle;

  // VRAM ports
  logic                  v_rd, m_rd, d_rd, v_rgnt, m_rgnt, d_rgnt;
  logic [plena_pkg::ROW_AW-1:0] v_rrow, m_rrow, d_rrow;
  logic [plena_pkg::ROW_BITS-1:0] vram_rdata;
  logic                  v_wr, m_wr, d_wr, map_wr, m_wgnt, d_wgnt, map_gnt;
  logic [plena_pkg::ROW_AW-1:0] v_wrow, m_wrow, d_wrow, map_row;
  logic [plena_pkg::ROW_BITS-1:0] v_wdata, m_wdata, d_wdata, map_data;
  logic [plena_pkg::VLEN-1:0] v_wmask, m_wmask;

  // MRAM ports
  logic                  mr_re, mw;
  logic [plena_pkg::MBANK_AW-1:0] mr_addr, mw_addr;
  logic [$clog2(plena_pkg::BLEN)-1:0] mw_bank;
  logic [plena_pkg::ROW_BITS-1:0] mw_data;
  logic [plena_pkg::BLEN*plena_pkg::ROW_BITS-1:0] mram_rdata;

  // Debug routing: VRAM and MRAM here, everything else in the issue stage.
  logic                  dbg_vram, dbg_mram, dbg_issue;
  logic [31:0]           dbg_rd_vram, dbg_rd_mram, dbg_rd_issue;
  logic [2:0]            dbg_space_q;
  assign dbg_vram  = dbg_req_i && idle && (dbg_space_i == plena_pkg::DsVram);
  assign dbg_mram  = dbg_req_i && idle && (dbg_space_i == plena_pkg::DsMram);
  assign dbg_issue = dbg_req_i && idle && !dbg_vram && !dbg_mram;

  // Debug read selects have no reset: the testbench reads while the core is held in reset.
  always_ff @(posedge clk_i) begin
    if (dbg_req_i) dbg_space_q <= dbg_space_i;
  end
  always_comb begin
    unique case (dbg_space_q)
      plena_pkg::DsVram: dbg_rdata_o = dbg_rd_vram;
      plena_pkg::DsMram: dbg_rdata_o = dbg_rd_mram;
      default:           dbg_rdata_o = dbg_rd_issue;
    endcase
  end

  ///////////////////
  // Issue         //
  ///////////////////

  logic [plena_isa_pkg::STATUS_BITS-1:0] st;
  logic [plena_isa_pkg::FAULT_BITS-1:0]  fk;

  plena_issue u_issue (
    .clk_i, .rst_ni,
    .prog_len_i, .halt_req_i,
    .idle_o        (idle),
    .done_o,
    .status_o      (st),
    .fault_kind_o  (fk),
    .fault_pc_o, .fault_addr_o, .fault_word_o,
    .issue_o, .issue_pc_o,
    .vec_valid_o   (vec_valid), .vec_ready_i (vec_ready), .vec_uop_o (vec_uop),
    .mat_valid_o   (mat_valid), .mat_ready_i (mat_ready), .mat_uop_o (mat_uop),
    .dma_valid_o   (dma_valid), .dma_ready_i (dma_ready), .dma_uop_o (dma_uop),
    .vfwb_i        (vfwb), .vfwb_idx_i (vfwb_idx), .vfwb_data_i (vfwb_data),
    .rel_valid_i   ({rel_dst, rel_dld, rel_mwo, rel_mmul, rel_vred, rel_vrow}),
    .rel_slot_i    ({rel_dst_s, rel_dld_s, rel_mwo_s, rel_mmul_s, rel_vred_s, rel_vrow_s}),
    .map_wr_o      (map_wr), .map_row_o (map_row), .map_data_o (map_data), .map_gnt_i (map_gnt),
    .vec_busy_i    (vec_busy), .mat_busy_i (mat_busy), .dma_busy_i (dma_busy),
    .vec_beat_i    (vec_beat), .mat_step_i (mat_step),
    .hbm_rd_beat_i (rd_beat), .hbm_wr_beat_i (wr_beat),
    .dbg_req_i     (dbg_issue), .dbg_we_i, .dbg_space_i,
    .dbg_addr_i, .dbg_wdata_i, .dbg_rdata_o (dbg_rd_issue)
  );

  assign status_o     = 3'(st);
  assign fault_kind_o = 4'(fk);

  ///////////////////
  // Units         //
  ///////////////////

  plena_vec_unit u_vec (
    .clk_i, .rst_ni,
    .uop_valid_i (vec_valid), .uop_ready_o (vec_ready), .uop_i (vec_uop),
    .rd_req_o (v_rd), .rd_row_o (v_rrow), .rd_gnt_i (v_rgnt), .rd_data_i (vram_rdata),
    .wr_o (v_wr), .wr_row_o (v_wrow), .wr_data_o (v_wdata), .wr_mask_o (v_wmask),
    .fwb_o (vfwb), .fwb_idx_o (vfwb_idx), .fwb_data_o (vfwb_data),
    .rel_row_o (rel_vrow), .rel_row_slot_o (rel_vrow_s),
    .rel_red_o (rel_vred), .rel_red_slot_o (rel_vred_s),
    .busy_o (vec_busy), .beat_o (vec_beat)
  );

  plena_mat_unit u_mat (
    .clk_i, .rst_ni,
    .uop_valid_i (mat_valid), .uop_ready_o (mat_ready), .uop_i (mat_uop),
    .rd_req_o (m_rd), .rd_row_o (m_rrow), .rd_gnt_i (m_rgnt), .rd_data_i (vram_rdata),
    .wr_req_o (m_wr), .wr_row_o (m_wrow), .wr_data_o (m_wdata), .wr_mask_o (m_wmask),
    .wr_gnt_i (m_wgnt),
    .mr_re_o (mr_re), .mr_addr_o (mr_addr), .mr_data_i (mram_rdata),
    .rel_mul_o (rel_mmul), .rel_mul_slot_o (rel_mmul_s),
    .rel_wo_o (rel_mwo), .rel_wo_slot_o (rel_mwo_s),
    .busy_o (mat_busy), .step_o (mat_step)
  );

  logic [plena_pkg::HBM_BAW-1:0] hbm_addr;
  assign hbm_req_addr_o = 64'(hbm_addr);

  plena_dma u_dma (
    .clk_i, .rst_ni,
    .uop_valid_i (dma_valid), .uop_ready_o (dma_ready), .uop_i (dma_uop),
    .hbm_req_valid_o, .hbm_req_ready_i, .hbm_req_write_o,
    .hbm_req_addr_o (hbm_addr), .hbm_req_wdata_o, .hbm_req_wstrb_o,
    .hbm_rvalid_i, .hbm_rready_o, .hbm_rdata_i, .hbm_bvalid_i,
    .rd_req_o (d_rd), .rd_row_o (d_rrow), .rd_gnt_i (d_rgnt), .rd_data_i (vram_rdata),
    .wr_req_o (d_wr), .wr_row_o (d_wrow), .wr_data_o (d_wdata), .wr_gnt_i (d_wgnt),
    .mw_o (mw), .mw_addr_o (mw_addr), .mw_bank_o (mw_bank), .mw_data_o (mw_data),
    .rel_ld_o (rel_dld), .rel_ld_slot_o (rel_dld_s),
    .rel_st_o (rel_dst), .rel_st_slot_o (rel_dst_s),
    .busy_o (dma_busy), .rd_beat_o (rd_beat), .wr_beat_o (wr_beat)
  );

  ///////////////////
  // Memories      //
  ///////////////////

  plena_vram u_vram (
    .clk_i,
    .dma_rd_i (d_rd), .dma_rrow_i (d_rrow), .dma_rgnt_o (d_rgnt),
    .mat_rd_i (m_rd), .mat_rrow_i (m_rrow), .mat_rgnt_o (m_rgnt),
    .vec_rd_i (v_rd), .vec_rrow_i (v_rrow), .vec_rgnt_o (v_rgnt),
    .rdata_o  (vram_rdata),
    .vec_wr_i (v_wr), .vec_wrow_i (v_wrow), .vec_wdata_i (v_wdata), .vec_wmask_i (v_wmask),
    .mat_wr_i (m_wr), .mat_wrow_i (m_wrow), .mat_wdata_i (m_wdata), .mat_wmask_i (m_wmask),
    .mat_wgnt_o (m_wgnt),
    .dma_wr_i (d_wr), .dma_wrow_i (d_wrow), .dma_wdata_i (d_wdata), .dma_wgnt_o (d_wgnt),
    .map_wr_i (map_wr), .map_wrow_i (map_row), .map_wdata_i (map_data), .map_wgnt_o (map_gnt),
    .dbg_req_i (dbg_vram), .dbg_we_i, .dbg_addr_i, .dbg_wdata_i, .dbg_rdata_o (dbg_rd_vram)
  );

  plena_mram u_mram (
    .clk_i,
    .mat_re_i (mr_re), .mat_addr_i (mr_addr), .rdata_o (mram_rdata),
    .dma_we_i (mw), .dma_addr_i (mw_addr), .dma_bank_i (mw_bank), .dma_data_i (mw_data),
    .dbg_req_i (dbg_mram), .dbg_we_i, .dbg_addr_i, .dbg_wdata_i, .dbg_rdata_o (dbg_rd_mram)
  );

endmodule
