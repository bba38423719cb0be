// plena_vec_unit: the vector unit — VLEN-element rows processed LANES elements per cycle.
//
//   issue ──uop──► operand buffers (NBUF) ──beats──► LANES x plena_fp_lane ──► row collector ──► VRAM
//                    ▲ VRAM read port                                       └─► reduction tree ──► f reg
//
// 1. Buffers: an instruction takes a free operand buffer; the read sequencer reads its source
//    rows (rs1, then rs2 for row-row operations) through the shared VRAM read port, in order.
// 2. Execute: the oldest buffer whose rows have arrived feeds BEATS beats of LANES elements,
//    one per cycle, into the lanes (LANE_STAGES = 2 cycles).
// 3. Row results are collected beat by beat and the row is written with one VRAM write, masked
//    by the enabled heads; the VRAM write port gives the vector unit priority, so this pipeline
//    never stalls after the buffers. Reductions go through a LANES-wide tree (RED_LEVELS stages),
//    an fp32 accumulator across beats, and one final rounding into the FP register.
// Each instruction's scoreboard slot is released when its result is written.
module plena_vec_unit (
  input  logic                                clk_i,           // clock
  input  logic                                rst_ni,          // asynchronous active-low reset
  // Instruction from the issue stage
  input  logic                                uop_valid_i,     // an instruction is offered
  output logic                                uop_ready_o,     // an operand buffer is free
  input  plena_pkg::vec_uop_t                 uop_i,           // the instruction
  // VRAM read port (shared; data arrives the cycle after the grant)
  output logic                                rd_req_o,        // read request
  output logic [plena_pkg::ROW_AW-1:0]        rd_row_o,        // row to read
  input  logic                                rd_gnt_i,        // request granted this cycle
  input  logic [plena_pkg::ROW_BITS-1:0]      rd_data_i,       // row data (cycle after grant)
  // VRAM write port (highest priority: always granted)
  output logic                                wr_o,            // write a row
  output logic [plena_pkg::ROW_AW-1:0]        wr_row_o,        // row
  output logic [plena_pkg::ROW_BITS-1:0]      wr_data_o,       // data
  output logic [plena_pkg::VLEN-1:0]          wr_mask_o,       // per-element write enables
  // FP register write-back (reductions)
  output logic                                fwb_o,           // write f[fwb_idx_o]
  output logic [2:0]                          fwb_idx_o,       // register
  output logic [15:0]                         fwb_data_o,      // value
  // Scoreboard releases
  output logic                                rel_row_o,       // a row result was written
  output logic [plena_pkg::SLOT_AW-1:0]       rel_row_slot_o,  // its slot
  output logic                                rel_red_o,       // a reduction result was written
  output logic [plena_pkg::SLOT_AW-1:0]       rel_red_slot_o,  // its slot
  // Status
  output logic                                busy_o,          // holds work
  output logic                                beat_o           // a beat entered the lanes
);

  localparam int unsigned VLEN   = plena_pkg::VLEN;
  localparam int unsigned LANES  = plena_pkg::LANES;
  localparam int unsigned BEATS  = plena_pkg::BEATS;
  localparam int unsigned HLEN   = plena_cfg_pkg::HLEN;
  localparam int unsigned LW     = 16 * LANES;          // bits per beat
  localparam int unsigned NBUF   = plena_cfg_pkg::VEC_BUFFERS;   // operand buffers (2..4)
  localparam int unsigned LEVELS = $clog2(LANES);

  function automatic logic [1:0] next_buf(input logic [1:0] b);
    next_buf = (b == 2'(NBUF - 1)) ? 2'd0 : b + 2'd1;
  endfunction

  //////////////////////////
  // Operand buffers      //
  //////////////////////////

  // The instructions as plain vectors, read through the vec_uop_t signals ru and xu: Yosys 0.23
  // keeps only one element of an unpacked array of packed structs (tests/rtl_rules).
  logic [$bits(uop_i)-1:0]              uop_q  [NBUF];
  logic [plena_pkg::ROW_BITS-1:0]       a_q    [NBUF];
  logic [plena_pkg::ROW_BITS-1:0]       b_q    [NBUF];
  logic [NBUF-1:0]                      val_q, need_a_q, need_b_q;
  logic [1:0]                           fill_q, rq_q, ex_q;
  logic [plena_pkg::BEAT_AW-1:0]        beat_q;
  logic                                 cap_q, cap_b_q;   // a read's data arrives this cycle
  logic [1:0]                           cap_buf_q;

  logic alloc, rq_a, rq_b, granted, ex_go, ex_last;

  assign uop_ready_o = !val_q[fill_q];
  assign alloc       = uop_valid_i && uop_ready_o;

  // Read sequencer: rows of the buffer at rq_q, rs1 first.
  assign rq_a     = val_q[rq_q] && need_a_q[rq_q];
  assign rq_b     = val_q[rq_q] && !need_a_q[rq_q] && need_b_q[rq_q];
  assign rd_req_o = rq_a || rq_b;
  plena_pkg::vec_uop_t ru;             // instruction whose rows are being read
  assign ru       = uop_q[rq_q];
  assign rd_row_o = rq_a ? ru.rs1 : ru.rs2;
  assign granted  = rd_req_o && rd_gnt_i;

  // Execute: the buffer at ex_q once both rows are in.
  assign ex_go   = val_q[ex_q] && !need_a_q[ex_q] && !need_b_q[ex_q] && !(cap_q && cap_buf_q == ex_q);
  assign ex_last = (beat_q == plena_pkg::BEAT_AW'(BEATS - 1));

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      val_q     <= '0;
      need_a_q  <= '0;
      need_b_q  <= '0;
      fill_q    <= '0;
      rq_q      <= '0;
      ex_q      <= '0;
      beat_q    <= '0;
      cap_q     <= 1'b0;
      cap_b_q   <= 1'b0;
      cap_buf_q <= '0;
    end else begin
      if (alloc) begin
        val_q[fill_q]    <= 1'b1;
        need_a_q[fill_q] <= 1'b1;
        need_b_q[fill_q] <= uop_i.vv;
        fill_q           <= next_buf(fill_q);
      end
      cap_q <= granted;
      if (granted) begin
        cap_b_q   <= rq_b;
        cap_buf_q <= rq_q;
        if (rq_a) need_a_q[rq_q] <= 1'b0;
        else      need_b_q[rq_q] <= 1'b0;
        if (rq_b || !ru.vv) rq_q <= next_buf(rq_q);
      end
      if (ex_go) begin
        beat_q <= ex_last ? '0 : beat_q + 1'b1;
        if (ex_last) begin
          val_q[ex_q] <= 1'b0;
          ex_q        <= next_buf(ex_q);
        end
      end
    end
  end

  always_ff @(posedge clk_i) begin
    if (alloc) uop_q[fill_q] <= uop_i;
    if (cap_q) begin
      if (cap_b_q) b_q[cap_buf_q] <= rd_data_i;
      else         a_q[cap_buf_q] <= rd_data_i;
    end
  end

  //////////////////////////
  // Lanes                //
  //////////////////////////

  plena_pkg::vec_uop_t  xu;            // the executing instruction
  logic [LW-1:0]        xa, xb, la, lb, ly;
  logic [VLEN-1:0]      row_en;        // element enables of the executing instruction

  assign xu = uop_q[ex_q];
  assign xa = a_q[ex_q][beat_q*LW +: LW];
  assign xb = b_q[ex_q][beat_q*LW +: LW];

  for (genvar e = 0; e < VLEN; e++) begin : g_en
    assign row_en[e] = xu.heads[e / HLEN];
  end

  for (genvar l = 0; l < LANES; l++) begin : g_lane
    logic [15:0] x, y, ident;
    logic        en;
    assign x     = xa[16*l +: 16];
    assign y     = xu.vv ? xb[16*l +: 16] : xu.scalar;
    assign en    = row_en[beat_q*LANES + l];
    // Masked-off elements of a reduction contribute its identity: +0 (sum), -inf (max).
    assign ident = (xu.red == plena_pkg::RedMax) ? 16'hFF80 : 16'h0000;
    assign la[16*l +: 16] = (xu.red != plena_pkg::RedNone && !en) ? ident : (xu.swap ? y : x);
    assign lb[16*l +: 16] = xu.swap ? x : y;
    plena_fp_lane #(.HAS_SQRT(1'b0)) u_lane (
      .clk_i (clk_i),
      .op_i  (xu.op),
      .a_i   (la[16*l +: 16]),
      .b_i   (lb[16*l +: 16]),
      .y_o   (ly[16*l +: 16])
    );
  end

  // Control travelling beside the lanes (two stages).
  typedef struct packed {
    logic                                valid;
    logic                                last;
    logic [plena_pkg::BEAT_AW-1:0]       beat;
    logic [1:0]                          red;       // plena_pkg::red_e
    logic [plena_pkg::ROW_AW-1:0]        rd;
    logic [plena_pkg::HEADS-1:0]         heads;
    logic [2:0]                          fd;
    logic [15:0]                         init;
    logic [plena_pkg::SLOT_AW-1:0]       slot;
  } ctrl_t;

  ctrl_t c0, c1_q, c2_q;
  always_comb begin
    c0.valid = ex_go;
    c0.last  = ex_last;
    c0.beat  = beat_q;
    c0.red   = xu.red;
    c0.rd    = xu.rd;
    c0.heads = xu.heads;
    c0.fd    = xu.fd;
    c0.init  = xu.scalar;
    c0.slot  = xu.slot;
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      c1_q <= '0;
      c2_q <= '0;
    end else begin
      c1_q <= c0;
      c2_q <= c1_q;
    end
  end

  assign beat_o = ex_go;

  //////////////////////////
  // Row results          //
  //////////////////////////

  logic [plena_pkg::ROW_BITS-1:0] rowbuf_q, row_out;

  always_comb begin
    row_out = rowbuf_q;
    row_out[(BEATS-1)*LW +: LW] = ly;
  end

  always_ff @(posedge clk_i) begin
    if (c2_q.valid && c2_q.red == plena_pkg::RedNone && !c2_q.last) begin
      rowbuf_q[c2_q.beat*LW +: LW] <= ly;
    end
  end

  assign wr_o           = c2_q.valid && c2_q.red == plena_pkg::RedNone && c2_q.last;
  assign wr_row_o       = c2_q.rd;
  assign wr_data_o      = row_out;
  for (genvar e = 0; e < VLEN; e++) begin : g_wmask
    assign wr_mask_o[e] = c2_q.heads[e / HLEN];
  end
  assign rel_row_o      = wr_o;
  assign rel_row_slot_o = c2_q.slot;

  //////////////////////////
  // Reductions           //
  //////////////////////////

  logic [31:0] tree_y;
  logic        tree_max;
  ctrl_t       rc_in;
  // Control beside the tree levels, as plain vectors (ctrl_t layout; written from rc_in, read
  // through rt): Yosys 0.23 keeps only one element of an unpacked array of packed structs.
  logic [$bits(rc_in)-1:0] rc_q [LEVELS];
  logic [LEVELS-1:0] rcv_q;     // their valid bits
  logic        tree_busy;

  plena_red_tree #(.LANES(LANES)) u_tree (
    .clk_i (clk_i),
    .max_i (c2_q.red == plena_pkg::RedMax),
    .x_i   (ly),
    .y_o   (tree_y),
    .max_o (tree_max)
  );

  always_comb begin
    rc_in       = c2_q;
    rc_in.valid = c2_q.valid && c2_q.red != plena_pkg::RedNone;
    tree_busy   = (rcv_q != '0);
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      rcv_q <= '0;
    end else begin
      rcv_q[0] <= rc_in.valid;
      for (int k = 1; k < LEVELS; k++) rcv_q[k] <= rcv_q[k-1];
    end
  end

  always_ff @(posedge clk_i) begin
    rc_q[0] <= rc_in;
    for (int k = 1; k < LEVELS; k++) rc_q[k] <= rc_q[k-1];
  end

  // fp32 accumulator across beats (left to right), then one rounding into f[fd].
  ctrl_t       rt;
  logic [31:0] acc_q, acc_sum, acc_new, fin_q, fin_sum;
  logic [15:0] acc_max, fin_max;
  logic        fin_valid_q, fin_is_max_q;
  logic [2:0]  fin_fd_q;
  logic [15:0] fin_init_q;
  logic [plena_pkg::SLOT_AW-1:0] fin_slot_q;

  always_comb begin
    rt       = rc_q[LEVELS-1];
    rt.valid = rcv_q[LEVELS-1];
  end
  kc_fp32_add    u_acc_add (.a_i(acc_q), .b_i(tree_y), .y_o(acc_sum));
  kc_bf16_maxmin u_acc_max (.a_i(acc_q[31:16]), .b_i(tree_y[31:16]), .max_i(1'b1), .y_o(acc_max));
  always_comb begin
    if (rt.beat == '0)  acc_new = tree_y;
    else if (tree_max)  acc_new = {acc_max, 16'h0000};
    else                acc_new = acc_sum;
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      fin_valid_q <= 1'b0;
    end else begin
      fin_valid_q <= rt.valid && rt.last;
    end
  end

  always_ff @(posedge clk_i) begin
    if (rt.valid) acc_q <= acc_new;
    if (rt.valid && rt.last) begin
      fin_q        <= acc_new;
      fin_is_max_q <= tree_max;
      fin_fd_q     <= rt.fd;
      fin_init_q   <= rt.init;
      fin_slot_q   <= rt.slot;
    end
  end

  logic [15:0] fin_rounded;
  kc_fp32_add     u_fin_add (.a_i({fin_init_q, 16'h0000}), .b_i(fin_q), .y_o(fin_sum));
  kc_fp32_to_bf16 u_fin_rnd (.a_i(fin_sum), .y_o(fin_rounded));
  kc_bf16_maxmin  u_fin_max (.a_i(fin_init_q), .b_i(fin_q[31:16]), .max_i(1'b1), .y_o(fin_max));

  assign fwb_o          = fin_valid_q;
  assign fwb_idx_o      = fin_fd_q;
  assign fwb_data_o     = fin_is_max_q ? fin_max : fin_rounded;
  assign rel_red_o      = fin_valid_q;
  assign rel_red_slot_o = fin_slot_q;

  assign busy_o = (val_q != '0) || cap_q || c1_q.valid || c2_q.valid || tree_busy || fin_valid_q;

endmodule
