// plena_dma: the DMA engine between HBM and the on-chip SRAMs.
//
//   issue ──uop──► FIFO ──► request generator ──HBM requests──►  (HBM model, in-order responses)
//                              │ ▲ VRAM rows (stores)                  │ read beats
//                              ▼ tags (what each read beat is)         ▼
//                           tag FIFO ───────────────────────────► response handler ──► VRAM / MRAM
//
// Rows are VLEN (= MLEN) bf16 elements at any element address; the HBM port moves aligned beats
// of PORT_ELEMS elements. A row at element offset o within a beat spans ROW/PORT beats, plus one
// when o != 0; read beats are re-aligned by combining consecutive beats, store beats are shifted
// and carry byte strobes for the partial first and last beat.
// - Loads (H_PREFETCH_V, H_PREFETCH_M): one read request per beat, up to MAX_OUTSTANDING beats
//   in flight; the response handler assembles rows and writes each with one VRAM or MRAM write.
//   The scoreboard slot is released when the last row is written.
// - Stores (H_STORE_V): each VRAM row is read (two row buffers, so reading the next row overlaps
//   sending this one), then sent as write beats. The slot is released when the HBM model has
//   acknowledged every beat (bvalid), so a later read of the same range sees the data.
// Instructions leave the request generator in order; responses return in order.
module plena_dma (
  input  logic                                  clk_i,          // clock
  input  logic                                  rst_ni,         // asynchronous active-low reset
  // Instruction from the issue stage
  input  logic                                  uop_valid_i,    // an instruction is offered
  output logic                                  uop_ready_o,    // the queue has room
  input  plena_pkg::dma_uop_t                   uop_i,          // the instruction
  // HBM port: requests (valid/ready), read data (valid/ready), write acknowledgements
  output logic                                  hbm_req_valid_o, // request offered
  input  logic                                  hbm_req_ready_i, // request accepted
  output logic                                  hbm_req_write_o, // 1: write beat, 0: read beat
  output logic [plena_pkg::HBM_BAW-1:0]         hbm_req_addr_o,  // byte address (beat aligned)
  output logic [plena_pkg::PORT_BITS-1:0]       hbm_req_wdata_o, // write data
  output logic [plena_pkg::PORT_BYTES-1:0]      hbm_req_wstrb_o, // write byte enables
  input  logic                                  hbm_rvalid_i,    // read beat returned
  output logic                                  hbm_rready_o,    // read beat taken
  input  logic [plena_pkg::PORT_BITS-1:0]       hbm_rdata_i,     // read beat data
  input  logic                                  hbm_bvalid_i,    // one write beat acknowledged
  // VRAM read port (stores; data arrives the cycle after the grant)
  output logic                                  rd_req_o,       // read request
  output logic [plena_pkg::ROW_AW-1:0]          rd_row_o,       // row
  input  logic                                  rd_gnt_i,       // granted
  input  logic [plena_pkg::ROW_BITS-1:0]        rd_data_i,      // data (cycle after grant)
  // VRAM write port (H_PREFETCH_V rows; arbitrated)
  output logic                                  wr_req_o,       // write request
  output logic [plena_pkg::ROW_AW-1:0]          wr_row_o,       // row
  output logic [plena_pkg::ROW_BITS-1:0]        wr_data_o,      // data (whole row)
  input  logic                                  wr_gnt_i,       // written this cycle
  // MRAM write port (H_PREFETCH_M rows; the DMA engine is the only writer)
  output logic                                  mw_o,           // write a tile row
  output logic [plena_pkg::MBANK_AW-1:0]        mw_addr_o,      // bank word
  output logic [$clog2(plena_pkg::BLEN)-1:0]    mw_bank_o,      // bank (row mod BLEN)
  output logic [plena_pkg::ROW_BITS-1:0]        mw_data_o,      // row data
  // Scoreboard releases
  output logic                                  rel_ld_o,       // a load finished
  output logic [plena_pkg::SLOT_AW-1:0]         rel_ld_slot_o,  // its slot
  output logic                                  rel_st_o,       // a store was acknowledged
  output logic [plena_pkg::SLOT_AW-1:0]         rel_st_slot_o,  // its slot
  // Status
  output logic                                  busy_o,         // holds work (incl. unacknowledged writes)
  output logic                                  rd_beat_o,      // a read beat was requested
  output logic                                  wr_beat_o       // a write beat was requested
);

  localparam int unsigned P       = plena_pkg::PORT_ELEMS;      // elements per beat
  localparam int unsigned PORT_BITS = plena_pkg::PORT_BITS;
  localparam int unsigned R       = plena_pkg::VLEN;            // elements per row
  localparam int unsigned CPR     = R / P;                      // aligned beats (chunks) per row
  localparam int unsigned OAW     = plena_pkg::PORT_OFF_AW;
  localparam int unsigned EAW     = plena_pkg::HBM_EAW;
  localparam int unsigned BLEN    = plena_pkg::BLEN;
  localparam int unsigned BAW     = $clog2(BLEN);
  localparam int unsigned RAW     = $clog2(plena_pkg::MLEN) + 1;  // row counter (MLEN rows max)
  localparam int unsigned CAW     = (CPR > 1) ? $clog2(CPR) + 1 : 1;
  localparam int unsigned NOUT    = plena_cfg_pkg::MAX_OUTSTANDING;
  localparam int unsigned OUTW    = $clog2(NOUT) + 1;

  //////////////////////
  // Queue            //
  //////////////////////

  logic                q_valid, q_pop;
  plena_pkg::dma_uop_t q;

  kc_fifo #(.WIDTH($bits(q)), .DEPTH(plena_cfg_pkg::DMA_QUEUE)) u_queue (
    .clk_i, .rst_ni,
    .in_valid_i (uop_valid_i), .in_ready_o (uop_ready_o), .in_data_i (uop_i),
    .out_valid_o(q_valid),     .out_ready_i(q_pop),       .out_data_o(q),
    .count_o    ()
  );

  function automatic logic [RAW-1:0] rows_of(input plena_pkg::dma_op_e op);
    unique case (op)
      plena_pkg::DPrefM: rows_of = RAW'(plena_pkg::MLEN);
      plena_pkg::DStore: rows_of = RAW'(plena_cfg_pkg::ST_ROWS);
      default:           rows_of = RAW'(plena_cfg_pkg::PV_ROWS);
    endcase
  endfunction

  //////////////////////////
  // Request generator    //
  //////////////////////////

  // Position in the current instruction: row r, beat j of that row, element address of the row.
  logic [RAW-1:0]  r_q;
  logic [CAW-1:0]  j_q;
  logic [EAW-1:0]  row_addr_q;
  logic            act_q;          // the head instruction has been started (row_addr_q valid)
  logic [OAW-1:0]  off;            // element offset of the row within its first beat
  logic [CAW-1:0]  nbeats;         // beats of this row
  logic            last_beat, last_row;
  logic [EAW-1:0]  row_addr;

  assign row_addr  = act_q ? row_addr_q : q.base;
  assign off       = row_addr[OAW-1:0];
  assign nbeats    = CAW'(CPR) + ((off != '0) ? CAW'(1) : CAW'(0));
  assign last_beat = (j_q == nbeats - 1'b1);
  assign last_row  = (r_q == rows_of(q.op) - 1'b1);

  logic is_store;
  assign is_store = (q.op == plena_pkg::DStore);

  // Beat byte address: the row's aligned beat plus j beats.
  logic [EAW-1:0] beat_elem;
  assign beat_elem      = {row_addr[EAW-1:OAW], {OAW{1'b0}}} + EAW'(j_q) * EAW'(P);
  assign hbm_req_addr_o = {beat_elem, 1'b0};

  // Read-beat tags.
  typedef struct packed {
    logic                          is_m;      // MRAM destination
    logic                          first;     // first beat of a row
    logic [OAW-1:0]                off;       // row offset within its first beat
    logic [plena_pkg::ROW_AW-1:0]  vrow;      // VRAM row (H_PREFETCH_V)
    logic [plena_pkg::MBANK_AW-1:0] mword;    // MRAM bank word (H_PREFETCH_M)
    logic [BAW-1:0]                mbank;     // MRAM bank
    logic                          last_row;  // last row of the instruction
    logic [plena_pkg::SLOT_AW-1:0] slot;
  } tag_t;

  tag_t           tag_in, tag_out;
  logic           tag_ready, tag_valid, tag_pop;
  logic [OUTW-1:0] outstanding_q;
  logic           rd_ok;

  always_comb begin
    tag_in.is_m     = (q.op == plena_pkg::DPrefM);
    tag_in.first    = (j_q == '0);
    tag_in.off      = off;
    tag_in.vrow     = q.vrow + plena_pkg::ROW_AW'(r_q);
    tag_in.mword    = plena_pkg::MBANK_AW'(q.tile) * plena_pkg::MBANK_AW'(plena_pkg::CB) +
                      (plena_pkg::MBANK_AW'(r_q) >> BAW);
    tag_in.mbank    = r_q[BAW-1:0];
    tag_in.last_row = last_row;
    tag_in.slot     = q.slot;
  end

  assign rd_ok = !is_store && q_valid && tag_ready && (outstanding_q < OUTW'(NOUT));

  kc_fifo #(.WIDTH($bits(tag_in)), .DEPTH(NOUT)) u_tags (
    .clk_i, .rst_ni,
    .in_valid_i (rd_ok && hbm_req_ready_i), .in_ready_o (tag_ready), .in_data_i (tag_in),
    .out_valid_o(tag_valid), .out_ready_i(tag_pop), .out_data_o(tag_out),
    .count_o    ()
  );

  // Store rows. Every store the engine accepts also queues a read job (its first VRAM row); the
  // reader fetches the job's rows into a row FIFO as early as the FIFO has room — possibly while
  // earlier instructions are still being sent — and the store beats take rows from its head.
  // Jobs and rows stay in instruction order, so each store finds its own rows at the head.
  localparam int unsigned RF = 4;    // row FIFO depth (rows read ahead)
  logic                           sj_valid, sj_pop, sb_cap_q, rf_valid, rf_pop;
  logic                           unused_sj_ready, unused_rf_ready;
  logic [plena_pkg::ROW_AW-1:0]   sj_vrow;
  logic [plena_pkg::ROW_BITS-1:0] rf_data;
  logic [$clog2(RF):0]            rf_count;
  logic [RAW-1:0]                 sr_q;              // next row of the job to read
  logic                           st_ok;

  kc_fifo #(.WIDTH(plena_pkg::ROW_AW), .DEPTH(plena_cfg_pkg::DMA_QUEUE)) u_sjobs (
    .clk_i, .rst_ni,
    .in_valid_i (uop_valid_i && uop_ready_o && uop_i.op == plena_pkg::DStore),
    .in_ready_o (unused_sj_ready), .in_data_i (uop_i.vrow),
    .out_valid_o(sj_valid), .out_ready_i(sj_pop), .out_data_o(sj_vrow),
    .count_o    ()
  );

  kc_fifo #(.WIDTH(plena_pkg::ROW_BITS), .DEPTH(RF)) u_rows (
    .clk_i, .rst_ni,
    .in_valid_i (sb_cap_q), .in_ready_o (unused_rf_ready), .in_data_i (rd_data_i),
    .out_valid_o(rf_valid), .out_ready_i(rf_pop), .out_data_o(rf_data),
    .count_o    (rf_count)
  );

  // A read is requested only when its row will have room: rows held + the row arriving < RF.
  assign rd_req_o = sj_valid && (32'(rf_count) + 32'(sb_cap_q) < RF);
  assign rd_row_o = sj_vrow + plena_pkg::ROW_AW'(sr_q);
  assign sj_pop   = rd_req_o && rd_gnt_i && (sr_q == RAW'(plena_cfg_pkg::ST_ROWS - 1));
  assign st_ok    = q_valid && is_store && rf_valid;

  // Store beat j: the row shifted up by `off` elements, beat j of that, and its byte strobes.
  logic [16*(R+P)-1:0] st_ext;
  logic [R+P-1:0]      st_vm;
  logic [P-1:0]        st_em;
  assign st_ext = {{(16*P){1'b0}}, rf_data} << (16 * off);
  assign st_vm  = {{P{1'b0}}, {R{1'b1}}} << off;
  assign st_em  = st_vm[P*j_q +: P];
  assign hbm_req_wdata_o = st_ext[16*P*j_q +: 16*P];
  for (genvar e = 0; e < P; e++) begin : g_strb
    assign hbm_req_wstrb_o[2*e +: 2] = {2{st_em[e]}};
  end

  assign hbm_req_valid_o = rd_ok || st_ok;
  assign hbm_req_write_o = is_store;

  logic beat_fire;
  assign beat_fire = hbm_req_valid_o && hbm_req_ready_i;
  assign q_pop     = beat_fire && last_beat && last_row;
  assign rf_pop    = beat_fire && is_store && last_beat;
  assign rd_beat_o = beat_fire && !is_store;
  assign wr_beat_o = beat_fire && is_store;

  // Store acknowledgements: per store, its beat count once all beats are sent.
  logic [15:0]    st_beats_q;       // beats sent for the store being sent
  logic           sa_valid, sa_ready;
  logic [15+plena_pkg::SLOT_AW:0] sa_head;
  logic [15:0]    b_cnt_q;
  logic           sa_done;

  kc_fifo #(.WIDTH(16 + plena_pkg::SLOT_AW), .DEPTH(plena_pkg::N_SLOTS)) u_stores (
    .clk_i, .rst_ni,
    .in_valid_i (q_pop && is_store), .in_ready_o (sa_ready),
    .in_data_i  ({st_beats_q + 16'd1, q.slot}),
    .out_valid_o(sa_valid), .out_ready_i(sa_done), .out_data_o(sa_head),
    .count_o    ()
  );

  assign sa_done       = sa_valid && (b_cnt_q == sa_head[15+plena_pkg::SLOT_AW:plena_pkg::SLOT_AW]);
  assign rel_st_o      = sa_done;
  assign rel_st_slot_o = sa_head[plena_pkg::SLOT_AW-1:0];

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      r_q           <= '0;
      j_q           <= '0;
      row_addr_q    <= '0;
      act_q         <= 1'b0;
      outstanding_q <= '0;
      sb_cap_q      <= 1'b0;
      sr_q          <= '0;
      st_beats_q    <= '0;
      b_cnt_q       <= '0;
    end else begin
      if (beat_fire) begin
        act_q <= 1'b1;
        if (!act_q) row_addr_q <= q.base;
        if (is_store) st_beats_q <= q_pop ? 16'd0 : st_beats_q + 16'd1;
        if (last_beat) begin
          j_q <= '0;
          if (last_row) begin
            r_q   <= '0;
            act_q <= 1'b0;
          end else begin
            r_q        <= r_q + 1'b1;
            row_addr_q <= row_addr + q.stride;
          end
        end else begin
          j_q <= j_q + 1'b1;
        end
      end
      // Store row reads: the data arrives the cycle after the grant.
      sb_cap_q <= rd_req_o && rd_gnt_i;
      if (rd_req_o && rd_gnt_i) sr_q <= sj_pop ? '0 : sr_q + 1'b1;
      // Outstanding read beats.
      outstanding_q <= outstanding_q + OUTW'(rd_beat_o) - OUTW'(hbm_rvalid_i && hbm_rready_o);
      // Write acknowledgements of the oldest unacknowledged store.
      b_cnt_q <= (sa_done ? 16'd0 : b_cnt_q) + 16'(hbm_bvalid_i);
    end
  end

  //////////////////////////
  // Response handler     //
  //////////////////////////

  logic [plena_pkg::PORT_BITS-1:0] prev_q;        // previous beat (re-alignment)
  logic [CAW-1:0]                  ci_q;          // next chunk of the row being assembled
  logic [plena_pkg::ROW_BITS-1:0]  asm_q;         // the row being assembled
  logic [plena_pkg::PORT_BITS-1:0] chunk;
  logic                            take, emit, row_done;

  // Completed row waiting for its SRAM write.
  logic                            wq_q, wq_is_m_q, wq_last_q, wq_fire;
  logic [plena_pkg::ROW_BITS-1:0]  wq_data_q;
  logic [plena_pkg::ROW_AW-1:0]    wq_vrow_q;
  logic [plena_pkg::MBANK_AW-1:0]  wq_mword_q;
  logic [BAW-1:0]                  wq_mbank_q;
  logic [plena_pkg::SLOT_AW-1:0]   wq_slot_q;

  assign wq_fire      = wq_q && (wq_is_m_q || wr_gnt_i);
  assign hbm_rready_o = !wq_q || wq_fire;
  assign take         = hbm_rvalid_i && hbm_rready_o;
  assign tag_pop      = take;
  // The first beat of an unaligned row only primes prev_q.
  assign emit         = take && !(tag_out.first && tag_out.off != '0);
  assign chunk        = (tag_out.off == '0) ? hbm_rdata_i
                        : PORT_BITS'({hbm_rdata_i, prev_q} >> (16 * tag_out.off));
  assign row_done     = emit && (ci_q == CAW'(CPR - 1));

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      ci_q <= '0;
      wq_q <= 1'b0;
    end else begin
      if (emit) ci_q <= row_done ? '0 : ci_q + 1'b1;
      if (row_done)     wq_q <= 1'b1;
      else if (wq_fire) wq_q <= 1'b0;
    end
  end

  always_ff @(posedge clk_i) begin
    if (take) prev_q <= hbm_rdata_i;
    if (emit && !row_done) asm_q[PORT_BITS*ci_q +: PORT_BITS] <= chunk;
    if (row_done) begin
      wq_data_q  <= asm_q;
      wq_data_q[PORT_BITS*(CPR-1) +: PORT_BITS] <= chunk;
      wq_is_m_q  <= tag_out.is_m;
      wq_last_q  <= tag_out.last_row;
      wq_vrow_q  <= tag_out.vrow;
      wq_mword_q <= tag_out.mword;
      wq_mbank_q <= tag_out.mbank;
      wq_slot_q  <= tag_out.slot;
    end
  end

  assign wr_req_o  = wq_q && !wq_is_m_q;
  assign wr_row_o  = wq_vrow_q;
  assign wr_data_o = wq_data_q;
  assign mw_o      = wq_q && wq_is_m_q;
  assign mw_addr_o = wq_mword_q;
  assign mw_bank_o = wq_mbank_q;
  assign mw_data_o = wq_data_q;

  assign rel_ld_o      = wq_fire && wq_last_q;
  assign rel_ld_slot_o = wq_slot_q;

  assign busy_o = q_valid || tag_valid || wq_q || sa_valid || (outstanding_q != '0) || sj_valid ||
                  rf_valid || sb_cap_q;

  // sa_ready and the job FIFO's ready are structurally guaranteed: every unacknowledged store
  // holds one of the N_SLOTS scoreboard slots (sa FIFO: N_SLOTS entries), and a store's read job
  // is queued no earlier than the store itself enters the DMA_QUEUE-entry instruction queue and leaves
  // before the store leaves it (its rows are read before its beats are sent).
  logic unused;
  assign unused = sa_ready ^ unused_sj_ready ^ unused_rf_ready;   // row FIFO: see rd_req_o

endmodule
