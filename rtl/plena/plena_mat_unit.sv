// plena_mat_unit: the matrix unit — a BLEN x BLEN array of multiply-accumulate elements with
// fp32 accumulators (m_accum), a row of BLEN more for matrix-vector products (v_accum).
//
//   issue ──uop──► FIFO ──► loader (VRAM rows -> A buffer, 2 buffers) ──► compute ──► write-out
//                                                                          ▲ MRAM       └─► VRAM
// Loader: reads the BLEN activation rows of a multiply (one row for M_MV/M_TMV) through the shared
//   VRAM read port into a load buffer, while the array computes the previous instruction.
// Compute: MLEN steps per multiply, one reduction index k per cycle. Step k feeds a[i] = A[i][k]
//   and w[j] = W[k][j] to every element (i, j): acc += a·w (product register, then fp32 add).
//   W comes from the MRAM banks: for M_MM/M_MV the word holding tile rows k..k+BLEN-1 (read
//   once per BLEN steps), for M_TMM/M_TMV the word holding rows r..r+BLEN-1 (read once, then
//   column k is used at step k). Reads are issued one cycle ahead, so back-to-back multiplies
//   stream at MLEN cycles each.
// Write-out: after the array drains, the accumulators are rounded to bf16 into an output buffer
//   and cleared; the writer stores BLEN rows (M_MM_WO) or one row (M_MV_WO) through the VRAM
//   write port while the array already works on the next instruction.
module plena_mat_unit (
  input  logic                                   clk_i,          // clock
  input  logic                                   rst_ni,         // asynchronous active-low reset
  // Instruction from the issue stage
  input  logic                                   uop_valid_i,    // an instruction is offered
  output logic                                   uop_ready_o,    // the queue has room
  input  plena_pkg::mat_uop_t                    uop_i,          // the instruction
  // VRAM read port (shared; data arrives the cycle after the grant)
  output logic                                   rd_req_o,       // read request
  output logic [plena_pkg::ROW_AW-1:0]           rd_row_o,       // row
  input  logic                                   rd_gnt_i,       // granted this cycle
  input  logic [plena_pkg::ROW_BITS-1:0]         rd_data_i,      // data (cycle after grant)
  // VRAM write port (shared, arbitrated)
  output logic                                   wr_req_o,       // write request
  output logic [plena_pkg::ROW_AW-1:0]           wr_row_o,       // row
  output logic [plena_pkg::ROW_BITS-1:0]         wr_data_o,      // data
  output logic [plena_pkg::VLEN-1:0]             wr_mask_o,      // element enables
  input  logic                                   wr_gnt_i,       // written this cycle
  // MRAM read port: one word of every bank (rows g·BLEN .. g·BLEN+BLEN-1 of a tile)
  output logic                                   mr_re_o,        // read enable
  output logic [plena_pkg::MBANK_AW-1:0]         mr_addr_o,      // bank word address
  input  logic [plena_pkg::BLEN*plena_pkg::ROW_BITS-1:0] mr_data_i, // bank b in [b·ROW_BITS +: ROW_BITS]
  // Scoreboard releases
  output logic                                   rel_mul_o,      // a multiply finished
  output logic [plena_pkg::SLOT_AW-1:0]          rel_mul_slot_o, // its slot
  output logic                                   rel_wo_o,       // a write-out finished
  output logic [plena_pkg::SLOT_AW-1:0]          rel_wo_slot_o,  // its slot
  // Status
  output logic                                   busy_o,         // holds work
  output logic                                   step_o          // the array did a step
);

  localparam int unsigned BLEN  = plena_pkg::BLEN;
  localparam int unsigned MLEN  = plena_pkg::MLEN;
  localparam int unsigned VLEN  = plena_pkg::VLEN;
  localparam int unsigned RB    = plena_pkg::ROW_BITS;
  localparam int unsigned KAW   = $clog2(MLEN);
  localparam int unsigned BAW   = (BLEN > 1) ? $clog2(BLEN) : 1;

  function automatic logic is_wo(input plena_pkg::mat_op_e op);
    is_wo = (op == plena_pkg::MMmWo) || (op == plena_pkg::MMvWo);
  endfunction
  function automatic logic is_vec(input plena_pkg::mat_op_e op);   // uses v_accum
    is_vec = (op == plena_pkg::MMv) || (op == plena_pkg::MTmv) || (op == plena_pkg::MMvWo);
  endfunction
  function automatic logic is_trans(input plena_pkg::mat_op_e op);
    is_trans = (op == plena_pkg::MTmm) || (op == plena_pkg::MTmv);
  endfunction

  //////////////////
  // Queue        //
  //////////////////

  logic q_valid, q_ready;
  plena_pkg::mat_uop_t q_uop;

  kc_fifo #(.WIDTH($bits(q_uop)), .DEPTH(plena_cfg_pkg::MAT_QUEUE)) u_queue (
    .clk_i, .rst_ni,
    .in_valid_i (uop_valid_i), .in_ready_o (uop_ready_o), .in_data_i (uop_i),
    .out_valid_o(q_valid),     .out_ready_i(q_ready),     .out_data_o(q_uop),
    .count_o    ()
  );

  //////////////////
  // Loader       //
  //////////////////

  // Load buffers, used as a ring in instruction order: the instruction, its activation rows, and
  // the rows still to request. Three buffers let the loader fill the next multiply while a
  // write-out waits between it and the multiply being computed. The instructions are kept as
  // plain vectors and read through the mat_uop_t signals lu, cu and nu: Yosys 0.23 keeps only
  // one element of an unpacked array of packed structs (tests/rtl_rules).
  localparam int unsigned NLB = 3;
  logic [$bits(q_uop)-1:0]        lb_uop_q  [NLB];
  logic [RB-1:0]   lb_a_q    [NLB][BLEN];
  logic [NLB-1:0]  lb_val_q;
  logic [BAW:0]    lb_need_q [NLB];  // rows not yet requested
  logic [1:0]      ld_q;             // buffer the loader fills
  logic [BAW:0]    ld_row_q;         // next row index to request
  logic            cap_q;
  logic [1:0]      cap_buf_q;
  logic [BAW-1:0]  cap_row_q;
  logic [1:0]      cur_q;            // buffer the compute stage works on
  logic            lb_free_cur;      // compute releases its buffer this cycle

  function automatic logic [1:0] nxt(input logic [1:0] b);
    nxt = (b == 2'(NLB - 1)) ? 2'd0 : b + 2'd1;
  endfunction

  assign q_ready  = !lb_val_q[ld_q];
  assign rd_req_o = lb_val_q[ld_q] && (lb_need_q[ld_q] != '0);
  plena_pkg::mat_uop_t lu;                           // instruction in the buffer being loaded
  assign lu       = lb_uop_q[ld_q];
  assign rd_row_o = lu.vrow + plena_pkg::ROW_AW'(ld_row_q);

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      lb_val_q  <= '0;
      ld_q      <= '0;
      ld_row_q  <= '0;
      cap_q     <= 1'b0;
      cap_buf_q <= '0;
      cap_row_q <= '0;
      for (int b = 0; b < NLB; b++) lb_need_q[b] <= '0;
    end else begin
      cap_q <= 1'b0;
      if (q_valid && q_ready) begin
        lb_val_q[ld_q]  <= 1'b1;
        lb_need_q[ld_q] <= is_wo(q_uop.op) ? '0 : (is_vec(q_uop.op) ? (BAW+1)'(1) : (BAW+1)'(BLEN));
        ld_row_q        <= '0;
        if (is_wo(q_uop.op)) ld_q <= nxt(ld_q);    // nothing to load
      end else if (rd_req_o && rd_gnt_i) begin
        cap_q            <= 1'b1;
        cap_buf_q        <= ld_q;
        cap_row_q        <= ld_row_q[BAW-1:0];
        lb_need_q[ld_q]  <= lb_need_q[ld_q] - 1'b1;
        ld_row_q         <= ld_row_q + 1'b1;
        if (lb_need_q[ld_q] == 1) ld_q <= nxt(ld_q);   // last row requested
      end
      if (lb_free_cur) lb_val_q[cur_q] <= 1'b0;
    end
  end

  always_ff @(posedge clk_i) begin
    if (q_valid && q_ready) lb_uop_q[ld_q] <= q_uop;
    if (cap_q) lb_a_q[cap_buf_q][cap_row_q] <= rd_data_i;
  end

  // A buffer is complete when all its rows were requested and the last one has arrived.
  logic cur_ready;
  assign cur_ready = lb_val_q[cur_q] && (lb_need_q[cur_q] == '0) && !(cap_q && cap_buf_q == cur_q);

  //////////////////
  // Compute      //
  //////////////////

  plena_pkg::mat_uop_t           cu;                 // instruction at the compute stage
  logic           run_q;              // stepping through k
  logic [KAW-1:0] k_q;
  logic           step, last_step, start, wo_go, mr_prologue, mr_next_group;
  logic           v1_q;               // a product is in flight (accumulate next cycle)
  logic           wr_busy_q;          // the writer holds a block

  assign cu        = lb_uop_q[cur_q];
  assign step      = run_q;
  assign last_step = run_q && (k_q == KAW'(MLEN - 1));

  // The compute stage is free for a new instruction when not stepping, or in its last step.
  logic stage_free;
  assign stage_free = !run_q || last_step;

  // Which buffer comes next once the current multiply retires in its last step.
  logic [1:0] nxt_buf;
  plena_pkg::mat_uop_t nu;
  logic nu_ready;
  // While the last step of a multiply runs, or while a write-out captures the accumulators,
  // the next instruction may start (its first product lands two cycles later, after the clear).
  assign nxt_buf  = (run_q || wo_go) ? nxt(cur_q) : cur_q;
  assign nu       = lb_uop_q[nxt_buf];
  assign nu_ready = lb_val_q[nxt_buf] && (lb_need_q[nxt_buf] == '0) &&
                    !(cap_q && cap_buf_q == nxt_buf);

  // Start the next multiply (its MRAM prologue read happens this cycle).
  assign start = stage_free && nu_ready && !is_wo(nu.op);
  // Capture a write-out: the array is idle and drained, the writer is free.
  assign wo_go = !run_q && cur_ready && is_wo(cu.op) && !v1_q && !wr_busy_q;

  assign lb_free_cur = last_step || wo_go;

  // MRAM reads: the first word at start; for M_MM/M_MV the next row group every BLEN steps.
  assign mr_prologue   = start;
  assign mr_next_group = run_q && !is_trans(cu.op) && !last_step &&
                         (k_q[BAW-1:0] == BAW'(BLEN - 1));
  assign mr_re_o       = mr_prologue || mr_next_group;
  always_comb begin
    if (mr_prologue) begin
      mr_addr_o = plena_pkg::MBANK_AW'(nu.tile) * plena_pkg::MBANK_AW'(plena_pkg::CB) +
                  (is_trans(nu.op) ? plena_pkg::MBANK_AW'(nu.cblk) : '0);
    end else begin
      mr_addr_o = plena_pkg::MBANK_AW'(cu.tile) * plena_pkg::MBANK_AW'(plena_pkg::CB) +
                  (plena_pkg::MBANK_AW'(k_q) >> BAW) + 1'b1;
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      run_q <= 1'b0;
      k_q   <= '0;
      cur_q <= '0;
    end else begin
      if (start) begin
        run_q <= 1'b1;
        k_q   <= '0;
        cur_q <= nxt_buf;
      end else if (last_step) begin
        run_q <= 1'b0;
        cur_q <= nxt(cur_q);
      end else if (run_q) begin
        k_q <= k_q + 1'b1;
      end
      if (wo_go) cur_q <= nxt(cur_q);
    end
  end

  assign rel_mul_o      = last_step;
  assign rel_mul_slot_o = cu.slot;
  assign step_o         = step;

  //////////////////
  // Array        //
  //////////////////

  // Operands of step k.
  logic [16*BLEN-1:0] a_vec, w_vec;
  for (genvar i = 0; i < BLEN; i++) begin : g_a
    assign a_vec[16*i +: 16] = lb_a_q[cur_q][i][16*k_q +: 16];
  end
  for (genvar j = 0; j < BLEN; j++) begin : g_w
    // M_MM/M_MV: bank (k mod BLEN) holds tile row k; take column c + j.
    // M_TMM/M_TMV: bank j holds tile row r + j; take column k.
    assign w_vec[16*j +: 16] = is_trans(cu.op)
        ? mr_data_i[j*RB + 16*k_q +: 16]
        : mr_data_i[k_q[BAW-1:0]*RB + 16*(cu.cblk*BLEN + j) +: 16];
  end

  logic m_step, v_step, m_v1_q, v_v1_q, clr_m, clr_v;
  assign m_step = step && !is_vec(cu.op);
  assign v_step = step &&  is_vec(cu.op);
  assign v1_q   = m_v1_q || v_v1_q;
  assign clr_m  = wo_go && !is_vec(cu.op);
  assign clr_v  = wo_go &&  is_vec(cu.op);

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      m_v1_q <= 1'b0;
      v_v1_q <= 1'b0;
    end else begin
      m_v1_q <= m_step;
      v_v1_q <= v_step;
    end
  end

  // m_accum[i][j] in macc[(i*BLEN + j)*32 +: 32]; v_accum[j] in vacc[j*32 +: 32].
  logic [32*BLEN*BLEN-1:0] macc;
  logic [32*BLEN-1:0]      vacc;

  for (genvar i = 0; i < BLEN; i++) begin : g_row
    for (genvar j = 0; j < BLEN; j++) begin : g_pe
      plena_mac u_pe (
        .clk_i, .rst_ni,
        .step_i (m_step),
        .v1_i   (m_v1_q),
        .clr_i  (clr_m),
        .a_i    (a_vec[16*i +: 16]),
        .w_i    (w_vec[16*j +: 16]),
        .acc_o  (macc[32*(i*BLEN + j) +: 32])
      );
    end
  end
  for (genvar j = 0; j < BLEN; j++) begin : g_vpe
    plena_mac u_pe (
      .clk_i, .rst_ni,
      .step_i (v_step),
      .v1_i   (v_v1_q),
      .clr_i  (clr_v),
      .a_i    (a_vec[15:0]),
      .w_i    (w_vec[16*j +: 16]),
      .acc_o  (vacc[32*j +: 32])
    );
  end

  //////////////////
  // Write-out    //
  //////////////////

  // Rounded block: row i of the output in blk_q[i*16*BLEN +: 16*BLEN].
  logic [16*BLEN*BLEN-1:0]              blk_d, blk_q;
  logic [BAW:0]                         wr_left_q;    // rows still to write
  logic [plena_pkg::ROW_AW-1:0]         wr_row_q, wr_stride_q;
  logic [plena_pkg::CB_AW-1:0]          wr_cblk_q;
  logic [BAW-1:0]                       wr_i_q;
  logic [plena_pkg::SLOT_AW-1:0]        wr_slot_q;

  for (genvar i = 0; i < BLEN; i++) begin : g_rnd_row
    for (genvar j = 0; j < BLEN; j++) begin : g_rnd
      logic [31:0] src;
      assign src = is_vec(cu.op) ? ((i == 0) ? vacc[32*j +: 32] : 32'h0) : macc[32*(i*BLEN + j) +: 32];
      kc_fp32_to_bf16 u_rnd (.a_i(src), .y_o(blk_d[16*(i*BLEN + j) +: 16]));
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      wr_busy_q <= 1'b0;
      wr_left_q <= '0;
      wr_i_q    <= '0;
    end else begin
      if (wo_go) begin
        wr_busy_q <= 1'b1;
        wr_left_q <= is_vec(cu.op) ? (BAW+1)'(1) : (BAW+1)'(BLEN);
        wr_i_q    <= '0;
      end else if (wr_req_o && wr_gnt_i) begin
        wr_left_q <= wr_left_q - 1'b1;
        wr_i_q    <= wr_i_q + 1'b1;
        if (wr_left_q == 1) wr_busy_q <= 1'b0;
      end
    end
  end

  always_ff @(posedge clk_i) begin
    if (wo_go) begin
      blk_q       <= blk_d;
      wr_row_q    <= cu.vrow;
      wr_stride_q <= cu.stride;
      wr_cblk_q   <= cu.cblk;
      wr_slot_q   <= cu.slot;
    end else if (wr_req_o && wr_gnt_i) begin
      wr_row_q <= wr_row_q + wr_stride_q;
    end
  end

  // Row i of the block, placed at columns cblk·BLEN .. cblk·BLEN+BLEN-1 of a VRAM row.
  logic [16*BLEN-1:0] wr_vals;
  assign wr_vals   = blk_q[16*BLEN*wr_i_q +: 16*BLEN];
  assign wr_req_o  = wr_busy_q;
  assign wr_row_o  = wr_row_q;
  assign wr_data_o = RB'(wr_vals) << (16 * BLEN * wr_cblk_q);
  assign wr_mask_o = VLEN'({BLEN{1'b1}}) << (BLEN * wr_cblk_q);

  assign rel_wo_o      = wr_req_o && wr_gnt_i && (wr_left_q == 1);
  assign rel_wo_slot_o = wr_slot_q;

  assign busy_o = q_valid || (lb_val_q != '0) || run_q || v1_q || wr_busy_q;

endmodule
