// aie_tile: one aie compute tile — fetch, the interlocked issue stage, the scalar unit, three
// AGUs on the banked data memory, the zero-overhead loops and the result channels.
//
// Pipeline. aie_pm delivers the six-word window at pc_q one cycle after its address; the issue
// stage splits and decodes the bundle (aie_bundle_dec), asks the scoreboard (aie_sb) and the
// load/store unit (aie_lsu) and, when nothing holds it, issues every operation of the bundle in
// the same cycle, reading all registers in that cycle. The next fetch address (the next bundle,
// a loop's first bundle, or a branch target) is formed in the issue cycle, so sequential code and
// loop back edges issue a bundle per cycle; a taken branch adds BRANCH_PENALTY bubbles.
//
// Results travel in one channel per latency class (aie_pipe) and are written at the end of
// cycle issue + latency - 1, which is what the scoreboard assumes: scalar results and pointer
// post-updates at the end of the issue cycle, products LAT_MUL - 1 cycles later, load data
// (read from the banks in the cycle after issue) LAT_LOAD - 1 cycles after issue.
//
// DMA (aie_dma): the scalar slot's dmacfg / dmastart / dmawait drive the DMA unit, which moves
// 32-byte beats between data memory (through aie_lsu's DMA port, in bank cycles the core leaves
// free) and the L2 port. A dmawait or dmastart whose channel is busy, and a `done` while any
// channel is busy, hold their bundle; a dmastart with a bad descriptor faults.
//
// A bundle is held by, in this order of blame: the branch penalty, an interlock (scoreboard),
// the DMA (a wait for a busy channel), bank conflicts (one cycle per extra access to a bank).
// The counters count cycles from the start of a run to the issue of `done`, bundles, stall
// cycles by cause, bundles with a vec-slot operation, multiplies of the MAC array by precision
// and the DMA's beats and bank waits; `event 0` / `event 1` latch the cycle and bundle counts.
// `done` stops issue; done_o rises once every outstanding result is written.
module aie_tile (
  input  logic                clk_i,          // clock
  input  logic                rst_ni,         // active-low synchronous reset
  // Run control (harness)
  input  logic                start_i,        // clear registers and counters, run from bundle 0
  output logic                running_o,      // issuing bundles
  output logic                done_o,         // stopped by `done`, all results written
  output logic                fault_o,        // stopped by a fault (malformed bundle, bad access)
  // Program memory load port (harness, tile stopped)
  input  logic                pm_we_i,        // write a program word
  input  logic [11:0]         pm_waddr_i,     // its word address
  input  logic [31:0]         pm_wdata_i,     // the word
  // Data memory host port (harness, tile stopped)
  input  logic                host_en_i,      // access a data memory word
  input  logic                host_we_i,      // 1: write
  input  logic [15:0]         host_addr_i,    // byte address (word aligned)
  input  logic [31:0]         host_wdata_i,   // write data
  output logic [31:0]         host_rdata_o,   // read data, the cycle after a read
  // Trace (harness, lock-step checking)
  output logic                issue_o,        // a bundle issues this cycle
  output logic [11:0]         issue_pc_o,     // its address
  output logic                st_fire_o,      // a store writes data memory this cycle
  output logic [15:0]         st_addr_o,      // its address
  output logic                st_vec_o,       // 256-bit store (else 32-bit)
  output logic [255:0]        st_data_o,      // its data (32-bit: bits 31:0)
  // L2 port (the L2 memory model; aie_dma)
  output logic                l2_req_o,       // a 256-bit request this cycle
  output logic                l2_we_o,        // 1: write
  output logic [31:0]         l2_addr_o,      // byte address (32-byte aligned)
  output logic [255:0]        l2_wdata_o,     // write data
  input  logic                l2_ready_i,     // L2 accepts the request this cycle
  input  logic                l2_rvalid_i,    // a read response (in request order)
  input  logic [255:0]        l2_rdata_i,     // its data
  // Architectural registers (harness, lock-step checking)
  output logic [32*32-1:0]    r_o,            // r0..r31
  output logic [8*16-1:0]     p_o,            // p0..p7
  output logic [8*16-1:0]     m_o,            // m0..m7
  output logic [12*512-1:0]   x_o,            // x0..x11
  output logic [8*1024-1:0]   cm_o,           // cm0..cm7
  output logic [255:0]        dma_shape_o,    // DMA channel c's shape [64c +: 64] (fault reports)
  // Counters (harness, metrics)
  output logic [31:0]         cnt_cycles_o,   // cycles from start to the issue of done
  output logic [31:0]         cnt_bundles_o,  // bundles issued
  output logic [31:0]         cnt_lock_o,     // cycles held by an interlock
  output logic [31:0]         cnt_bank_o,     // cycles held by bank conflicts
  output logic [31:0]         cnt_branch_o,   // cycles of taken-branch penalty
  output logic [31:0]         cnt_vec_o,      // bundles with a vec-slot operation
  output logic [31:0]         cnt_mac_i8_o,   // int8 multiplies issued
  output logic [31:0]         cnt_mac_i16_o,  // int16 multiplies issued
  output logic [31:0]         cnt_mac_bf16_o, // bf16 multiplies issued
  output logic [31:0]         cnt_dma_o,      // cycles held waiting for a DMA channel
  output logic [31:0]         cnt_dma_in_o,   // 32-byte beats the DMA wrote to data memory
  output logic [31:0]         cnt_dma_out_o,  // 32-byte beats the DMA wrote to L2
  output logic [31:0]         cnt_dma_bank_o, // cycles a DMA data-memory access waited for the core
  output logic [1:0]          ev_seen_o,      // event 0 / 1 issued
  output logic [63:0]         ev_cycles_o,    // cycle count at event 0 [31:0] and 1 [63:32]
  output logic [63:0]         ev_bundles_o,   // bundles issued before event 0 / 1
  output logic [63:0]         ev_vec_o        // vec bundles before event 0 / 1
);

  localparam int unsigned AW = aie_cfg_pkg::PM_AW;

  ///////////
  // Fetch //
  ///////////

  logic          run_q;       // issuing
  logic          halt_q;      // stopped by done
  logic          fault_q;     // stopped by a fault
  logic          winv_q;      // the window on win holds the bundle at pc_q
  logic [AW-1:0] pc_q;        // address of the bundle in the issue stage
  logic [3:0]    pen_q;       // branch-penalty bubbles left
  logic [2:0]    phase_q;     // memory phase of the bundle in the issue stage
  logic [AW-1:0] next_pc;     // address of the bundle after the issuing one
  logic [AW-1:0] fetch_addr;  // program memory read address
  logic [6*32-1:0] win;       // fetch window
  logic          issue;       // the bundle issues

  assign fetch_addr = start_i ? '0 : (issue ? next_pc : pc_q);

  aie_pm #(.PM_WORDS(aie_cfg_pkg::PM_WORDS)) u_pm (
    .clk_i,
    .addr_i  (fetch_addr),
    .win_o   (win),
    .we_i    (pm_we_i),
    .waddr_i (pm_waddr_i[AW-1:0]),
    .wdata_i (pm_wdata_i)
  );

  ////////////
  // Decode //
  ////////////

  logic [2:0]      len;
  logic            dec_fault;
  logic [5:0]      sv;
  logic [6*32-1:0] sw;
  aie_isa_pkg::op_e lda_op, ldb_op, st_op, scl_op, vec_op, mv_op;  // the slots' operations
  logic [87:0]     rd_m, acc_m, wr_m;
  logic [3:0]      acc_cls;
  logic [6*88-1:0] swr_m, spw_m;
  logic [6*4-1:0]  scls;
  logic [14:0]     cls_m;

  aie_bundle_dec u_dec (
    .win_i     (win),
    .len_o     (len),
    .fault_o   (dec_fault),
    .sv_o      (sv),
    .sw_o      (sw),
    .lda_op_o  (lda_op),
    .ldb_op_o  (ldb_op),
    .st_op_o   (st_op),
    .scl_op_o  (scl_op),
    .vec_op_o  (vec_op),
    .mv_op_o   (mv_op),
    .rd_o      (rd_m),
    .acc_o     (acc_m),
    .acc_cls_o (acc_cls),
    .wr_o      (wr_m),
    .swr_o     (swr_m),
    .spw_o     (spw_m),
    .scls_o    (scls),
    .cls_o     (cls_m)
  );

  logic sb_stall;
  aie_sb u_sb (
    .clk_i,
    .rst_ni,
    .flush_i   (start_i),
    .rd_i      (rd_m),
    .acc_i     (acc_m),
    .acc_cls_i (acc_cls),
    .wr_i      (wr_m),
    .swr_i     (swr_m),
    .spw_i     (spw_m),
    .scls_i    (scls),
    .cls_i     (cls_m),
    .issue_i   (issue),
    .stall_o   (sb_stall)
  );

  ///////////////
  // Registers //
  ///////////////

  localparam int unsigned NRW = 5;  // r ports: scalar, mul, lda, ldb, move
  localparam int unsigned NPW = 4;  // p ports: scalar, agu a, agu b, agu st
  localparam int unsigned NXW = 6;  // x ports: lda, ldb, valu, nonlin, move, srs
  localparam int unsigned NCW = 6;  // cm ports: mmul i8, mmul bf16, emul int, emul bf16, ups, move

  logic [NRW-1:0]    rwe;
  logic [5*NRW-1:0]  ridx;
  logic [32*NRW-1:0] rdat;
  logic [NPW-1:0]    pwe;
  logic [3*NPW-1:0]  pidx;
  logic [16*NPW-1:0] pdat;
  logic              mwe;
  logic [2:0]        midx;
  logic [15:0]       mdat;
  logic [NXW-1:0]    xwe;
  logic [4*NXW-1:0]  xidx;
  logic [2*NXW-1:0]  xhm;
  logic [512*NXW-1:0] xdat;
  logic [NCW-1:0]    cwe;
  logic [3*NCW-1:0]  cidx;
  logic [2*NCW-1:0]  chm;
  logic [1024*NCW-1:0] cdat;

  aie_sregs #(.NRW(NRW), .NPW(NPW), .NMW(1)) u_sregs (
    .clk_i,
    .rst_ni,
    .clear_i (start_i),
    .rwe_i   (rwe),
    .ridx_i  (ridx),
    .rdat_i  (rdat),
    .pwe_i   (pwe),
    .pidx_i  (pidx),
    .pdat_i  (pdat),
    .mwe_i   (mwe),
    .midx_i  (midx),
    .mdat_i  (mdat),
    .r_o,
    .p_o,
    .m_o
  );

  aie_vregs #(.NXW(NXW), .NCW(NCW)) u_vregs (
    .clk_i,
    .rst_ni,
    .clear_i (start_i),
    .xwe_i   (xwe),
    .xidx_i  (xidx),
    .xhm_i   (xhm),
    .xdat_i  (xdat),
    .cwe_i   (cwe),
    .cidx_i  (cidx),
    .chm_i   (chm),
    .cdat_i  (cdat),
    .x_o,
    .cm_o
  );

  // Register read helpers (issue stage).
  function automatic logic [31:0] rr(input logic [4:0] i);
    rr = r_o[32*i +: 32];
  endfunction
  function automatic logic [15:0] pr(input logic [2:0] i);
    pr = p_o[16*i +: 16];
  endfunction
  function automatic logic [15:0] mr(input logic [2:0] i);
    mr = m_o[16*i +: 16];
  endfunction
  function automatic logic [255:0] wr(input logic [4:0] i);
    wr = x_o[256*i +: 256];
  endfunction

  /////////////////
  // Scalar slot //
  /////////////////

  logic [31:0] ws;  // scalar slot word
  assign ws = sw[32*3 +: 32];

  logic        s_rwe, s_mwe, s_pwe, s_mmwe, s_br, s_loop, s_ev, s_ev_n, s_done;
  logic [4:0]  s_ridx;
  logic [31:0] s_rdat, s_lcnt;
  logic [2:0]  s_pmidx;
  logic [15:0] s_pmdat;
  logic [11:0] s_tgt;

  aie_scalar u_scalar (
    .w_i     (ws),
    .v_i     (sv[3]),
    .op_i    (scl_op),
    .ra_i    (rr(ws[19:15])),
    .rb_i    (rr(ws[14:10])),
    .rd_i    (rr(ws[24:20])),
    .pa_i    (pr(ws[17:15])),
    .ma_i    (mr(ws[17:15])),
    .pd_i    (pr(ws[22:20])),
    .rwe_o   (s_rwe),
    .mwe_o   (s_mwe),
    .ridx_o  (s_ridx),
    .rdat_o  (s_rdat),
    .pwe_o   (s_pwe),
    .mmwe_o  (s_mmwe),
    .pmidx_o (s_pmidx),
    .pmdat_o (s_pmdat),
    .br_o    (s_br),
    .tgt_o   (s_tgt),
    .loop_o  (s_loop),
    .lcnt_o  (s_lcnt),
    .ev_o    (s_ev),
    .ev_n_o  (s_ev_n),
    .done_o  (s_done)
  );

  // scalar channel (latency 1: written at the end of the issue cycle)
  assign rwe[0]       = issue && s_rwe;
  assign ridx[0 +: 5] = s_ridx;
  assign rdat[0 +: 32] = s_rdat;

  // multiply channel
  logic        mul_v;
  logic [36:0] mul_pl;
  aie_pipe #(.DEPTH(aie_cfg_pkg::LAT_MUL - 1), .W(37)) u_mul_pipe (
    .clk_i,
    .rst_ni,
    .flush_i (start_i),
    .valid_i (issue && s_mwe),
    .data_i  ({s_ridx, s_rdat}),
    .valid_o (mul_v),
    .data_o  (mul_pl)
  );
  assign rwe[1]        = mul_v;
  assign ridx[5 +: 5]  = mul_pl[36:32];
  assign rdat[32 +: 32] = mul_pl[31:0];

  assign pwe[0]        = issue && s_pwe;
  assign pidx[0 +: 3]  = s_pmidx;
  assign pdat[0 +: 16] = s_pmdat;
  assign mwe           = issue && s_mmwe;
  assign midx          = s_pmidx;
  assign mdat          = s_pmdat;

  ///////////////////////////////
  // AGUs and the memory units //
  ///////////////////////////////

  logic [2:0]   av, avec, aupd;
  logic [47:0]  aaddr;
  logic [8:0]   apidx;  // AGU j's pointer: [3j +: 3]
  logic [47:0]  apnew;  // its new value: [16j +: 16]

  for (genvar j = 0; j < 3; j++) begin : g_agu
    logic [31:0] wj;
    assign wj      = sw[32*j +: 32];
    assign av[j]   = sv[j];
    // slots 0 and 1 hold loads, slot 2 the store (aie_bundle_dec routes them)
    if (j == 0) begin : g_lda
      assign avec[j] = (lda_op == aie_isa_pkg::OP_VLD);
    end else if (j == 1) begin : g_ldb
      assign avec[j] = (ldb_op == aie_isa_pkg::OP_VLD);
    end else begin : g_st
      assign avec[j] = (st_op == aie_isa_pkg::OP_VST);
    end
    aie_agu u_agu (
      .w_i    (wj),
      .vec_i  (avec[j]),
      .p_i    (pr(wj[19:17])),
      .m_i    (mr(wj[7:5])),
      .addr_o (aaddr[16*j +: 16]),
      .upd_o  (aupd[j]),
      .pidx_o (apidx[3*j +: 3]),
      .pnew_o (apnew[16*j +: 16])
    );
    assign pwe[1+j]            = issue && av[j] && aupd[j];
    assign pidx[3*(1+j) +: 3]  = apidx[3*j +: 3];
    assign pdat[16*(1+j) +: 16] = apnew[16*j +: 16];
  end

  logic [255:0] st_data;
  assign st_data = avec[2] ? wr(sw[32*2+20 +: 5]) : {224'd0, rr(sw[32*2+20 +: 5])};

  logic         try_mem;       // interlocks clear: the bundle may use the memory this cycle
  logic [2:0]   extra;
  logic         lsu_fault;
  logic [255:0] lda_data, ldb_data;
  logic         st_fire;
  logic         dm_req, dm_we, dm_gnt;
  logic [15:0]  dm_addr;
  logic [255:0] dm_wdata, dm_rdata;

  aie_lsu u_lsu (
    .clk_i,
    .rst_ni,
    .av_i         (av),
    .avec_i       (avec),
    .aaddr_i      (aaddr),
    .st_data_i    (st_data),
    .go_i         (try_mem),
    .phase_i      (phase_q),
    .extra_o      (extra),
    .fault_o      (lsu_fault),
    .lda_data_o   (lda_data),
    .ldb_data_o   (ldb_data),
    .st_fire_o    (st_fire),
    .dma_req_i    (dm_req),
    .dma_we_i     (dm_we),
    .dma_addr_i   (dm_addr),
    .dma_wdata_i  (dm_wdata),
    .dma_gnt_o    (dm_gnt),
    .dma_rdata_o  (dm_rdata),
    .host_en_i,
    .host_we_i,
    .host_addr_i,
    .host_wdata_i,
    .host_rdata_o
  );

  assign st_fire_o = st_fire;
  assign st_addr_o = aaddr[32 +: 16];
  assign st_vec_o  = avec[2];
  assign st_data_o = st_data;

  // Load channels: the destination is registered in the issue cycle, the data joins it in the
  // next cycle (bank read latency) and both travel LAT_LOAD - 2 further cycles.
  logic [1:0] ldc_v_q;     // a load of unit j issued in the last cycle
  logic [11:0] ldc_d_q;    // unit j's {vector, destination}: [6j +: 6]
  always_ff @(posedge clk_i) begin
    if (!rst_ni || start_i) begin
      ldc_v_q <= '0;
    end else begin
      ldc_v_q <= {issue && sv[1], issue && sv[0]};
    end
  end
  always_ff @(posedge clk_i) begin
    ldc_d_q <= {avec[1], sw[32*1+20 +: 5], avec[0], sw[32*0+20 +: 5]};
  end

  for (genvar j = 0; j < 2; j++) begin : g_ldc
    logic         v;
    logic [261:0] pl;
    aie_pipe #(.DEPTH(aie_cfg_pkg::LAT_LOAD - 2), .W(262)) u_pipe (
      .clk_i,
      .rst_ni,
      .flush_i (start_i),
      .valid_i (ldc_v_q[j]),
      .data_i  ({ldc_d_q[6*j +: 6], (j == 0) ? lda_data : ldb_data}),
      .valid_o (v),
      .data_o  (pl)
    );
    // scalar load -> r port 2 + j, vector load -> x port j
    assign rwe[2+j]             = v && !pl[261];
    assign ridx[5*(2+j) +: 5]   = pl[260:256];
    assign rdat[32*(2+j) +: 32] = pl[31:0];
    assign xwe[j]               = v && pl[261];
    assign xidx[4*j +: 4]       = pl[260:257];
    assign xhm[2*j +: 2]        = pl[256] ? 2'b10 : 2'b01;
  end

  /////////////////////////////
  // Vector and move slots   //
  /////////////////////////////

  function automatic logic [511:0] xr(input logic [4:0] i);
    xr = x_o[512*i[3:0] +: 512];
  endfunction
  function automatic logic [1023:0] cr(input logic [4:0] i);
    cr = cm_o[1024*i[2:0] +: 1024];
  endfunction
  function automatic logic [511:0] br(input logic [4:0] i);
    br = cm_o[512*i[3:0] +: 512];
  endfunction

  logic [31:0] wv, wm;  // vec and mv slot words
  assign wv = sw[32*4 +: 32];
  assign wm = sw[32*5 +: 32];

  // The vec-slot operation (aie_bundle_dec; OP_ILLEGAL for an empty slot). A function returning
  // op_e is not used as a case expression: Yosys 0.23's frontend stops on an assertion there (the
  // RTL rules check for it).
  aie_isa_pkg::op_e vop;
  assign vop = vec_op;

  // The non-linear helper (vexp2, vrcp, vrsqrt): its own unit and channel (aie_nonlin).
  logic       nl_v;
  logic [1:0] nl_op;
  always_comb begin
    unique case (vop)
      aie_isa_pkg::OP_VEXP2_BF16:  {nl_v, nl_op} = {sv[4], 2'd0};
      aie_isa_pkg::OP_VRCP_BF16:   {nl_v, nl_op} = {sv[4], 2'd1};
      aie_isa_pkg::OP_VRSQRT_BF16: {nl_v, nl_op} = {sv[4], 2'd2};
      default:                     {nl_v, nl_op} = 3'b000;
    endcase
  end

  logic          alu_v, emul_v, mmul_v, bemul_v, bmmul_v, mac_acc;
  logic [511:0]  alu_r;
  logic [1023:0] prod;
  logic [511:0]  bprod;

  aie_vec u_vec (
    .w_i      (wv),
    .v_i      (sv[4]),
    .op_i     (vec_op),
    .xa_i     (xr(wv[19:15])),
    .xb_i     (xr(wv[14:10])),
    .xc_i     (xr(wv[9:5])),
    .wa_i     (wr(wv[19:15])),
    .wb_i     (wr(wv[14:10])),
    .alu_v_o  (alu_v),
    .alu_o    (alu_r),
    .emul_v_o  (emul_v),
    .mmul_v_o  (mmul_v),
    .bemul_v_o (bemul_v),
    .bmmul_v_o (bmmul_v),
    .acc_o     (mac_acc),
    .prod_o    (prod),
    .bprod_o   (bprod)
  );

  logic [1:0]    mv_kind, srs_kind, ups_kind;
  logic [4:0]    mv_idx, srs_idx, ups_idx;
  logic [1:0]    mv_hm, srs_hm, ups_hm;
  logic [1023:0] mv_dat, srs_dat, ups_dat;

  aie_mv u_mv (
    .w_i        (wm),
    .v_i        (sv[5]),
    .op_i       (mv_op),
    .xa_i       (xr(wm[19:15])),
    .xb_i       (xr(wm[14:10])),
    .xd_i       (xr(wm[24:20])),
    .wa_i       (wr(wm[19:15])),
    .ca_i       (cr(wm[19:15])),
    .ba_i       (br(wm[19:15])),
    .ra_i       (rr(wm[19:15])),
    .mv_kind_o  (mv_kind),
    .mv_idx_o   (mv_idx),
    .mv_hm_o    (mv_hm),
    .mv_dat_o   (mv_dat),
    .srs_kind_o (srs_kind),
    .srs_idx_o  (srs_idx),
    .srs_hm_o   (srs_hm),
    .srs_dat_o  (srs_dat),
    .ups_kind_o (ups_kind),
    .ups_idx_o  (ups_idx),
    .ups_hm_o   (ups_hm),
    .ups_dat_o  (ups_dat)
  );

  // vector ALU channel -> x port 2
  logic         valu_v;
  logic [515:0] valu_pl;
  aie_pipe #(.DEPTH(aie_cfg_pkg::LAT_VALU - 1), .W(516)) u_valu_pipe (
    .clk_i, .rst_ni, .flush_i (start_i),
    .valid_i (issue && alu_v),
    .data_i  ({wv[23:20], alu_r}),
    .valid_o (valu_v),
    .data_o  (valu_pl)
  );
  assign xwe[2]           = valu_v;
  assign xidx[4*2 +: 4]   = valu_pl[515:512];
  assign xhm[2*2 +: 2]    = 2'b11;
  // non-linear helper channel -> x port 3
  logic [511:0] nl_y;
  aie_nonlin #(.LAT(aie_cfg_pkg::LAT_NONLIN)) u_nonlin (
    .clk_i, .rst_ni, .flush_i (start_i),
    .valid_i (issue && nl_v),
    .op_i    (nl_op),
    .idx_i   (wv[23:20]),
    .x_i     (xr(wv[19:15])),
    .valid_o (xwe[3]),
    .idx_o   (xidx[4*3 +: 4]),
    .y_o     (nl_y)
  );
  assign xhm[2*3 +: 2]    = 2'b11;

  // move, srs and ups channels: {kind, index, halves, data}
  logic          mvc_v, srsc_v, upsc_v;
  logic [1032:0] mvc_pl, srsc_pl, upsc_pl;
  aie_pipe #(.DEPTH(aie_cfg_pkg::LAT_MOVE - 1), .W(1033)) u_move_pipe (
    .clk_i, .rst_ni, .flush_i (start_i),
    .valid_i (issue && (mv_kind != 2'd0)),
    .data_i  ({mv_kind, mv_idx, mv_hm, mv_dat}),
    .valid_o (mvc_v),
    .data_o  (mvc_pl)
  );
  aie_pipe #(.DEPTH(aie_cfg_pkg::LAT_SRS - 1), .W(1033)) u_srs_pipe (
    .clk_i, .rst_ni, .flush_i (start_i),
    .valid_i (issue && (srs_kind != 2'd0)),
    .data_i  ({srs_kind, srs_idx, srs_hm, srs_dat}),
    .valid_o (srsc_v),
    .data_o  (srsc_pl)
  );
  aie_pipe #(.DEPTH(aie_cfg_pkg::LAT_UPS - 1), .W(1033)) u_ups_pipe (
    .clk_i, .rst_ni, .flush_i (start_i),
    .valid_i (issue && (ups_kind != 2'd0)),
    .data_i  ({ups_kind, ups_idx, ups_hm, ups_dat}),
    .valid_o (upsc_v),
    .data_o  (upsc_pl)
  );
  // move: x port 4, r port 4, cm port 5 (by kind 1 x, 2 r, 3 cm)
  assign xwe[4]             = mvc_v && (mvc_pl[1032:1031] == 2'd1);
  assign xidx[4*4 +: 4]     = mvc_pl[1029:1026];
  assign xhm[2*4 +: 2]      = mvc_pl[1025:1024];
  assign rwe[4]             = mvc_v && (mvc_pl[1032:1031] == 2'd2);
  assign ridx[5*4 +: 5]     = mvc_pl[1030:1026];
  assign rdat[32*4 +: 32]   = mvc_pl[31:0];
  assign cwe[5]             = mvc_v && (mvc_pl[1032:1031] == 2'd3);
  assign cidx[3*5 +: 3]     = mvc_pl[1028:1026];
  assign chm[2*5 +: 2]      = mvc_pl[1025:1024];
  // srs: x port 5
  assign xwe[5]             = srsc_v;
  assign xidx[4*5 +: 4]     = srsc_pl[1029:1026];
  assign xhm[2*5 +: 2]      = srsc_pl[1025:1024];
  // ups: cm port 4
  assign cwe[4]             = upsc_v;
  assign cidx[3*4 +: 3]     = upsc_pl[1028:1026];
  assign chm[2*4 +: 2]      = upsc_pl[1025:1024];

  // integer MAC channels: {accumulate, cm index, products}; the accumulator is read as the
  // result leaves the channel (the forward), and added lane by lane modulo 2^32.
  logic          mmc_v, emc_v;
  logic [1027:0] mmc_pl, emc_pl;
  aie_pipe #(.DEPTH(aie_cfg_pkg::LAT_MMUL_I8 - 1), .W(1028)) u_mmul_pipe (
    .clk_i, .rst_ni, .flush_i (start_i),
    .valid_i (issue && mmul_v),
    .data_i  ({mac_acc, wv[22:20], prod}),
    .valid_o (mmc_v),
    .data_o  (mmc_pl)
  );
  aie_pipe #(.DEPTH(aie_cfg_pkg::LAT_EMUL_INT - 1), .W(1028)) u_emul_pipe (
    .clk_i, .rst_ni, .flush_i (start_i),
    .valid_i (issue && emul_v),
    .data_i  ({mac_acc, wv[22:20], prod}),
    .valid_o (emc_v),
    .data_o  (emc_pl)
  );
  logic [1023:0] mm_sum, em_sum;  // products + accumulators, lane by lane
  // evaluated only when a result leaves its channel (cm is written with the sum then only)
  always_comb begin
    logic [1023:0] am;
    am     = '0;
    mm_sum = '0;
    if (mmc_v) begin
      am = mmc_pl[1027] ? cm_o[1024*mmc_pl[1026:1024] +: 1024] : '0;
      for (int l = 0; l < 32; l++) mm_sum[32*l +: 32] = mmc_pl[32*l +: 32] + am[32*l +: 32];
    end
  end
  always_comb begin
    logic [1023:0] ae;
    ae     = '0;
    em_sum = '0;
    if (emc_v) begin
      ae = emc_pl[1027] ? cm_o[1024*emc_pl[1026:1024] +: 1024] : '0;
      for (int l = 0; l < 32; l++) em_sum[32*l +: 32] = emc_pl[32*l +: 32] + ae[32*l +: 32];
    end
  end
  assign cwe[0]           = mmc_v;
  assign cidx[3*0 +: 3]   = mmc_pl[1026:1024];
  assign chm[2*0 +: 2]    = 2'b11;
  assign cwe[2]           = emc_v;
  assign cidx[3*2 +: 3]   = emc_pl[1026:1024];
  assign chm[2*2 +: 2]    = 2'b11;
  // bf16 MAC channels: {accumulate, bm index, 16 fp32 lanes}; as they leave, the accumulator half
  // bm is read and added lane by lane in fp32 (vmac/vmmac.bf16), or the lanes are written as they
  // are (vmul/vmmul.bf16). Matrix -> cm port 1, element-wise -> cm port 3.
  logic         bmc_v, bec_v;
  logic [516:0] bmc_pl, bec_pl;
  aie_pipe #(.DEPTH(aie_cfg_pkg::LAT_MMUL_BF16 - 1), .W(517)) u_bmmul_pipe (
    .clk_i, .rst_ni, .flush_i (start_i),
    .valid_i (issue && bmmul_v),
    .data_i  ({mac_acc, wv[23:20], bprod}),
    .valid_o (bmc_v),
    .data_o  (bmc_pl)
  );
  aie_pipe #(.DEPTH(aie_cfg_pkg::LAT_EMUL_BF16 - 1), .W(517)) u_bemul_pipe (
    .clk_i, .rst_ni, .flush_i (start_i),
    .valid_i (issue && bemul_v),
    .data_i  ({mac_acc, wv[23:20], bprod}),
    .valid_o (bec_v),
    .data_o  (bec_pl)
  );
  logic [511:0] bmc_acc, bec_acc;  // the accumulator halves, read as the results leave
  logic [511:0] bmc_sum, bec_sum;  // accumulator + lanes
  assign bmc_acc = cm_o[512*bmc_pl[515:512] +: 512];
  assign bec_acc = cm_o[512*bec_pl[515:512] +: 512];
  // each lane's adder is evaluated only when an accumulating result leaves its channel (the sums
  // are written nowhere else; aie_fp_pkg)
  for (genvar l = 0; l < 16; l++) begin : g_bacc
    aie_acc_lane u_bm (
      .en_i  (bmc_v && bmc_pl[516]),
      .acc_i (bmc_acc[32*l +: 32]),
      .x_i   (bmc_pl[32*l +: 32]),
      .s_o   (bmc_sum[32*l +: 32])
    );
    aie_acc_lane u_be (
      .en_i  (bec_v && bec_pl[516]),
      .acc_i (bec_acc[32*l +: 32]),
      .x_i   (bec_pl[32*l +: 32]),
      .s_o   (bec_sum[32*l +: 32])
    );
  end
  assign cwe[1]               = bmc_v;
  assign cidx[3*1 +: 3]       = bmc_pl[515:513];
  assign chm[2*1 +: 2]        = bmc_pl[512] ? 2'b10 : 2'b01;
  assign cwe[3]               = bec_v;
  assign cidx[3*3 +: 3]       = bec_pl[515:513];
  assign chm[2*3 +: 2]        = bec_pl[512] ? 2'b10 : 2'b01;

  // The register files' write data, port by port, filled in place by one process each (a
  // simulator would otherwise build each bus as a chain of concatenations every cycle).
  always_comb begin
    xdat[512*0 +: 512] = {g_ldc[0].pl[255:0], g_ldc[0].pl[255:0]};
    xdat[512*1 +: 512] = {g_ldc[1].pl[255:0], g_ldc[1].pl[255:0]};
    xdat[512*2 +: 512] = valu_pl[511:0];
    xdat[512*3 +: 512] = nl_y;
    xdat[512*4 +: 512] = mvc_pl[511:0];
    xdat[512*5 +: 512] = srsc_pl[511:0];
  end
  always_comb begin
    cdat[1024*0 +: 1024] = mm_sum;
    cdat[1024*1 +: 1024] = bmc_pl[516] ? {bmc_sum, bmc_sum} : {bmc_pl[511:0], bmc_pl[511:0]};
    cdat[1024*2 +: 1024] = em_sum;
    cdat[1024*3 +: 1024] = bec_pl[516] ? {bec_sum, bec_sum} : {bec_pl[511:0], bec_pl[511:0]};
    cdat[1024*4 +: 1024] = upsc_pl[1023:0];
    cdat[1024*5 +: 1024] = mvc_pl[1023:0];
  end

  /////////
  // DMA //
  /////////

  // The scalar slot's DMA operation (aie_bundle_dec; OP_ILLEGAL for an empty slot).
  aie_isa_pkg::op_e sop;
  assign sop = scl_op;
  logic       d_cfg, d_start, d_wait;
  logic [1:0] d_ch;
  assign d_cfg   = (sop == aie_isa_pkg::OP_DMACFG);
  assign d_start = (sop == aie_isa_pkg::OP_DMASTART);
  assign d_wait  = (sop == aie_isa_pkg::OP_DMAWAIT);
  assign d_ch    = ws[21:20];

  logic [3:0] dma_busy;
  logic       dma_bad, dma_hold, dma_fault, beat_in, beat_out, dma_wait;
  aie_dma u_dma (
    .clk_i,
    .rst_ni,
    .clear_i     (start_i),
    .ch_i        (d_ch),
    .ra_i        (rr(ws[19:15])),
    .rb_i        (rr(ws[14:10])),
    .cfg_i       (issue && d_cfg),
    .start_i     (issue && d_start),
    .busy_o      (dma_busy),
    .bad_o       (dma_bad),
    .shape_o     (dma_shape_o),
    .dm_req_o    (dm_req),
    .dm_we_o     (dm_we),
    .dm_addr_o   (dm_addr),
    .dm_wdata_o  (dm_wdata),
    .dm_gnt_i    (dm_gnt),
    .dm_rdata_i  (dm_rdata),
    .l2_req_o,
    .l2_we_o,
    .l2_addr_o,
    .l2_wdata_o,
    .l2_ready_i,
    .l2_rvalid_i,
    .l2_rdata_i,
    .beat_in_o   (beat_in),
    .beat_out_o  (beat_out),
    .wait_o      (dma_wait)
  );
  // held: the channel of a dmastart / dmawait is busy, or `done` while any channel is busy
  assign dma_hold  = ((d_start || d_wait) && dma_busy[d_ch]) || (s_done && (dma_busy != 4'd0));
  assign dma_fault = d_start && dma_bad;

  ///////////////////////////
  // Loops and next bundle //
  ///////////////////////////

  logic [AW-1:0] seq_pc;
  logic          lp_back, lp_fault;
  logic [AW-1:0] lp_start;
  assign seq_pc = pc_q + AW'(len);

  aie_loop #(.DEPTH(aie_cfg_pkg::LOOP_DEPTH), .AW(AW)) u_loop (
    .clk_i,
    .rst_ni,
    .clear_i (start_i),
    .issue_i (issue),
    .pc_i    (pc_q),
    .seq_i   (seq_pc),
    .br_i    (s_br),
    .setup_i (s_loop),
    .cnt_i   (s_lcnt),
    .end_i   (s_tgt),
    .back_o  (lp_back),
    .start_o (lp_start),
    .fault_o (lp_fault)
  );

  assign next_pc = s_br ? AW'(s_tgt) : (lp_back ? lp_start : seq_pc);

  ///////////////////
  // Issue control //
  ///////////////////

  logic fault_now;  // the bundle in the issue stage faults
  logic ready;      // the bundle has its window and no penalty is pending

  assign ready     = run_q && winv_q && (pen_q == 4'd0);
  assign try_mem   = ready && !sb_stall && !dec_fault && !lp_fault && !dma_fault && !dma_hold;
  assign fault_now = ready && (dec_fault || (!sb_stall && (lsu_fault || lp_fault || dma_fault)));
  assign issue     = try_mem && !lsu_fault && (phase_q == extra);

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      run_q   <= 1'b0;
      halt_q  <= 1'b0;
      fault_q <= 1'b0;
      winv_q  <= 1'b0;
      pc_q    <= '0;
      pen_q   <= '0;
      phase_q <= '0;
    end else if (start_i) begin
      run_q   <= 1'b1;
      halt_q  <= 1'b0;
      fault_q <= 1'b0;
      winv_q  <= 1'b1;
      pc_q    <= '0;
      pen_q   <= '0;
      phase_q <= '0;
    end else if (run_q) begin
      if (fault_now) begin
        run_q   <= 1'b0;
        fault_q <= 1'b1;
      end else if (issue) begin
        pc_q    <= next_pc;
        phase_q <= '0;
        if (s_br) pen_q <= 4'(aie_cfg_pkg::BRANCH_PENALTY);
        if (s_done) begin
          run_q  <= 1'b0;
          halt_q <= 1'b1;
        end
      end else begin
        if (pen_q != 4'd0) pen_q <= pen_q - 4'd1;
        if (try_mem && !lsu_fault) phase_q <= phase_q + 3'd1;
      end
    end
  end

  assign running_o  = run_q;
  assign fault_o    = fault_q;
  assign done_o     = halt_q && (drain_q == 5'd16);
  assign issue_o    = issue;
  assign issue_pc_o = 12'(pc_q);

  // After `done`, outstanding results land within the longest latency (at most 16 cycles).
  logic [4:0] drain_q;
  always_ff @(posedge clk_i) begin
    if (!rst_ni || start_i) begin
      drain_q <= '0;
    end else if (halt_q && (drain_q != 5'd16)) begin
      drain_q <= drain_q + 5'd1;
    end
  end

  //////////////
  // Counters //
  //////////////

  logic [31:0] c_cyc_q, c_bun_q, c_lock_q, c_bank_q, c_br_q, c_vec_q, c_i8_q, c_i16_q, c_bf_q;
  logic [31:0] c_dma_q, c_din_q, c_dout_q, c_dbank_q;
  logic [1:0]  ev_seen_q;
  logic [63:0] ev_cyc_q;  // event e at [32e +: 32]
  logic [63:0] ev_bun_q;
  logic [63:0] ev_vec_q;

  logic [9:0] macs;
  logic [2:0] mac_kind;  // bit 0 int8, bit 1 int16, bit 2 bf16
  always_comb begin
    macs     = sv[4] ? aie_isa_pkg::macs_of(vop) : 10'd0;
    mac_kind = 3'b000;
    unique case (vop)
      aie_isa_pkg::OP_VMMUL_I8, aie_isa_pkg::OP_VMMAC_I8, aie_isa_pkg::OP_VMUL_I8,
      aie_isa_pkg::OP_VMAC_I8:   mac_kind = 3'b001;
      aie_isa_pkg::OP_VMUL_I16, aie_isa_pkg::OP_VMAC_I16: mac_kind = 3'b010;
      aie_isa_pkg::OP_VMMUL_BF16, aie_isa_pkg::OP_VMMAC_BF16, aie_isa_pkg::OP_VMUL_BF16,
      aie_isa_pkg::OP_VMAC_BF16: mac_kind = 3'b100;
      default: mac_kind = 3'b000;
    endcase
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni || start_i) begin
      c_cyc_q   <= '0;
      c_bun_q   <= '0;
      c_lock_q  <= '0;
      c_bank_q  <= '0;
      c_br_q    <= '0;
      c_vec_q   <= '0;
      c_i8_q    <= '0;
      c_i16_q   <= '0;
      c_bf_q    <= '0;
      c_dma_q   <= '0;
      ev_seen_q <= '0;
      ev_cyc_q  <= '0;
      ev_bun_q  <= '0;
      ev_vec_q  <= '0;
    end else if (run_q && !fault_now) begin
      c_cyc_q <= c_cyc_q + 32'd1;
      if (issue) begin
        c_bun_q <= c_bun_q + 32'd1;
        if (sv[4]) c_vec_q <= c_vec_q + 32'd1;
        if (mac_kind[0]) c_i8_q  <= c_i8_q + 32'(macs);
        if (mac_kind[1]) c_i16_q <= c_i16_q + 32'(macs);
        if (mac_kind[2]) c_bf_q  <= c_bf_q + 32'(macs);
        if (s_ev) begin
          ev_seen_q[s_ev_n] <= 1'b1;
          ev_cyc_q[32*s_ev_n +: 32] <= c_cyc_q;
          ev_bun_q[32*s_ev_n +: 32] <= c_bun_q;
          ev_vec_q[32*s_ev_n +: 32] <= c_vec_q;
        end
      end else if (!winv_q) begin
        // the first fetch of a run: not a stall
      end else if (pen_q != 4'd0) begin
        c_br_q <= c_br_q + 32'd1;
      end else if (sb_stall) begin
        c_lock_q <= c_lock_q + 32'd1;
      end else if (dma_hold) begin
        c_dma_q <= c_dma_q + 32'd1;
      end else begin
        c_bank_q <= c_bank_q + 32'd1;
      end
    end
  end

  // DMA traffic, counted in every cycle of a run (a transfer may outlive a fault)
  always_ff @(posedge clk_i) begin
    if (!rst_ni || start_i) begin
      c_din_q   <= '0;
      c_dout_q  <= '0;
      c_dbank_q <= '0;
    end else begin
      if (beat_in) c_din_q <= c_din_q + 32'd1;
      if (beat_out) c_dout_q <= c_dout_q + 32'd1;
      if (dma_wait) c_dbank_q <= c_dbank_q + 32'd1;
    end
  end

  assign cnt_cycles_o   = c_cyc_q;
  assign cnt_dma_o      = c_dma_q;
  assign cnt_dma_in_o   = c_din_q;
  assign cnt_dma_out_o  = c_dout_q;
  assign cnt_dma_bank_o = c_dbank_q;
  assign cnt_bundles_o  = c_bun_q;
  assign cnt_lock_o     = c_lock_q;
  assign cnt_bank_o     = c_bank_q;
  assign cnt_branch_o   = c_br_q;
  assign cnt_vec_o      = c_vec_q;
  assign cnt_mac_i8_o   = c_i8_q;
  assign cnt_mac_i16_o  = c_i16_q;
  assign cnt_mac_bf16_o = c_bf_q;
  assign ev_seen_o      = ev_seen_q;
  assign ev_cycles_o    = ev_cyc_q;
  assign ev_bundles_o   = ev_bun_q;
  assign ev_vec_o       = ev_vec_q;

endmodule
