// rv32_board: the rv32 board top — the rv32 core with its ITCMs and DTCM (rv32_core), the
// protocol link with its UART (rtl/common/kc_board_link.sv, docs/board-protocol.md), the board
// register page (its shared part, run control with the run and free-running cycle counters, is
// rtl/common/kc_board_runctl.sv), and a run monitor that
// observes the core's retirement trace exactly as kc-sim-rv32's testbench does (the `tohost`
// end of test, data traffic per memory, the last instructions and traps), so that the host builds
// the same result.json from what it reads back.
//
// Address space of the link's bus: the core's host port (ITCM, DTCM, control block at their
// configuration's addresses) and the register page at 0xFFFFF000:
//   0x000 .. 0x04C  the generic registers of docs/board-protocol.md
//   0x100 .. 0x16C  the core's 14 performance counters, 64 bits each, low word first (forwarded
//                   to the control block's counters; COUNTERS reads them)
//   0x200 RW tohost address       0x204 RW tohost enable (bit 0)   0x208 RW the 4 bytes at tohost
//                                                                  before the run (little-endian)
//   0x210 R  tohost event: bit 0 a store made the word non-zero; 0x214 value, 0x218 pc, 0x21C insn
//   0x220 R  last completed instruction: bit 0 valid; 0x224 pc, 0x228 insn
//   0x230 R  completed instruction before the latest trap: bit 0 valid; 0x234 pc, 0x238 insn
//   0x240 R  latest trap (before the tohost event): bit 0 valid; 0x244 pc, 0x248 insn,
//            0x24C cause, 0x250 tval
//   0x260 .. 0x29C  traffic, 64 bits each (low word first): DTCM read bytes, write bytes, read
//                   requests, write requests; then the same four for the ITCM's data port
//   0x2A0, 0x2A4    trace records (completed or trapped instructions)
// Other page offsets read 0.
//
// A run (register 0x020 = 1): the start pc is written to the control block, then ctrl = 0 (two
// host-port writes, as kc-sim-rv32 does); the cycle after that is cycle 0 of the run. The run
// ends when the core reports halted or fault; in cycle max_cycles the stop request goes up and
// stays up until the core has drained. A store that makes the word at tohost non-zero raises
// the stop request from the next cycle on. The core's trace port is always enabled.
module rv32_board #(
  parameter int unsigned CLK_HZ   = 12000000,       // board clock (reported by HELLO)
  parameter int unsigned BAUD_DIV = 104,            // clock cycles per UART bit
  parameter logic [63:0] CFG_TAG  = 64'h0           // configuration name, ASCII, first char in bits 7:0
) (
  input  logic       clk_i,                         // board clock
  input  logic       rst_ni,                        // reset (asynchronous, active low)
  input  logic       uart_rx_i,                     // serial line from the host
  output logic       uart_tx_o,                     // serial line to the host
  output logic [3:0] led_o                          // 0 running, 1 done, 2 fault, 3 link idle
);

  localparam int unsigned NC = rv32_pkg::NUM_COUNTERS;
  localparam logic [31:0] ITCM_BASE  = 32'(rv32_cfg_pkg::ITCM_BASE);
  localparam logic [31:0] ITCM_BYTES = 32'(rv32_cfg_pkg::ITCM_BYTES);
  localparam logic [31:0] DTCM_BASE  = 32'(rv32_cfg_pkg::DTCM_BASE);
  localparam logic [31:0] DTCM_BYTES = 32'(rv32_cfg_pkg::DTCM_BYTES);
  localparam logic [31:0] CTRL_BASE  = 32'(rv32_cfg_pkg::CTRL_BASE);

  ////////////////////////
  // Link               //
  ////////////////////////

  logic        bus_req, bus_we, busy, link_idle;
  logic [31:0] bus_addr, bus_wdata, bus_rdata;
  logic [3:0]  bus_be;

  kc_board_link #(.DIV_W(16), .COUNTER_WORDS(2 * NC)) u_link (
    .clk_i, .rst_ni, .div_i(16'(BAUD_DIV)), .rx_i(uart_rx_i), .tx_o(uart_tx_o),
    .bus_req_o(bus_req), .bus_we_o(bus_we), .bus_addr_o(bus_addr), .bus_wdata_o(bus_wdata),
    .bus_be_o(bus_be), .bus_rdata_i(bus_rdata), .busy_i(busy), .idle_o(link_idle));

  logic        page, page_wr, fwd;
  logic [11:0] poff;
  assign page    = bus_addr[31:12] == 20'hFFFFF;
  assign poff    = {bus_addr[11:2], 2'b00};
  assign page_wr = bus_req && bus_we && page;
  assign fwd     = page && (poff >= 12'h100) && (poff < 12'h100 + 12'(8 * NC));

  ////////////////////////
  // Core               //
  ////////////////////////

  logic        h_req, h_we;
  logic [31:0] h_addr, h_wdata, h_rdata;
  logic [3:0]  h_be;
  logic        stop, running, halted, fault;
  logic        t_valid, t_rd_we, t_rd_fp, t_mem_we, t_mem_re, t_trap;
  logic [31:0] t_pc, t_insn, t_rd_wdata, t_mem_addr, t_mem_wdata, t_tval;
  logic [4:0]  t_rd, t_fflags, t_cause;
  logic [3:0]  t_mem_be;
  logic        vcmd_valid;
  logic [31:0] vcmd_insn, vcmd_rs1, vcmd_rs2;

  rv32_core u_core (
    .clk_i, .rst_ni,
    .host_req_i(h_req), .host_we_i(h_we), .host_addr_i(h_addr), .host_wdata_i(h_wdata),
    .host_be_i(h_be), .host_rdata_o(h_rdata),
    .stop_i(stop), .running_o(running), .halted_o(halted), .fault_o(fault),
    .trace_en_i(1'b1), .trace_valid_o(t_valid), .trace_pc_o(t_pc), .trace_insn_o(t_insn),
    .trace_rd_we_o(t_rd_we), .trace_rd_fp_o(t_rd_fp), .trace_rd_o(t_rd),
    .trace_rd_wdata_o(t_rd_wdata), .trace_mem_we_o(t_mem_we), .trace_mem_re_o(t_mem_re),
    .trace_mem_addr_o(t_mem_addr), .trace_mem_wdata_o(t_mem_wdata), .trace_mem_be_o(t_mem_be),
    .trace_fflags_o(t_fflags), .trace_trap_o(t_trap), .trace_cause_o(t_cause),
    .trace_tval_o(t_tval),
    // No vector unit on the rv32 board (VEC_EN = 0): its inputs are tied off, its outputs unused.
    .vid_insn_o(), .vid_a_o(), .vid_b_o(), .vid_issue_o(), .vid_vs_o(), .vid_x1_vec_o(),
    .vid_vec_i(1'b0), .vid_illegal_i(1'b0), .vid_rs1_i(5'd0), .vid_rs2_i(5'd0), .vid_rd_i(5'd0),
    .vid_serial_i(1'b0), .vid_sync_i(1'b0), .vid_result_i(32'd0), .vid_wait_i(1'b0),
    .vcmd_valid_o(vcmd_valid), .vcmd_ready_i(1'b0), .vcmd_insn_o(vcmd_insn), .vcmd_rs1_o(vcmd_rs1),
    .vcmd_rs2_o(vcmd_rs2), .vresp_valid_i(1'b0), .vresp_fault_i(1'b0), .vresp_cause_i(5'd0),
    .vresp_data_i(32'd0), .vcsr_hit_i(1'b0), .vcsr_illegal_i(1'b0), .vcsr_rdata_i(32'd0),
    .vcsr_we_o(), .vcsr_wdata_o(), .vstall_o(), .vmem_req_i(1'b0), .vmem_we_i(1'b0),
    .vmem_addr_i(32'd0), .vmem_wdata_i(32'd0), .vmem_be_i(4'd0), .vmem_gnt_o(), .vmem_rdata_o(),
    .vrst_no());

  ////////////////////////
  // Run control        //
  ////////////////////////

  typedef enum logic [2:0] { R_IDLE, R_SET_PC, R_RELEASE, R_RUN, R_RESET } run_e;

  run_e        rs_q;
  logic        start_wr, reset_wr, core_done, over, tohost_stop_q, mon_clear;
  logic        run_done, run_fault;
  logic [31:0] entry, rc_rdata;

  assign core_done = halted || fault;
  assign busy      = (rs_q == R_SET_PC) || (rs_q == R_RELEASE) || (rs_q == R_RUN);
  assign stop      = (rs_q == R_RUN) && (tohost_stop_q || over);
  assign mon_clear = start_wr;

  kc_board_runctl #(
    .PLATFORM(64'h32337672), .CFG_TAG(CFG_TAG), .CLK_HZ(CLK_HZ), .BAUD_DIV(BAUD_DIV)   // "rv32"
  ) u_runctl (
    .clk_i, .rst_ni, .page_wr_i(page_wr), .poff_i(poff), .wdata_i(bus_wdata), .clear_i(1'b0),
    .run_i(rs_q == R_RUN), .done_i(core_done), .halted_i(halted), .fault_i(fault), .busy_i(busy),
    .start_o(start_wr), .reset_o(reset_wr), .entry_o(entry), .over_o(over), .limit_o(),
    .done_o(run_done), .fault_o(run_fault), .rdata_o(rc_rdata));

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      rs_q <= R_IDLE;
    end else if (reset_wr) begin
      rs_q <= R_RESET;
    end else if (start_wr) begin
      rs_q <= R_SET_PC;
    end else begin
      unique case (rs_q)
        R_SET_PC:  rs_q <= R_RELEASE;
        R_RELEASE: rs_q <= R_RUN;
        R_RESET:   rs_q <= R_IDLE;
        R_RUN:     if (core_done) rs_q <= R_IDLE;
        default: ;
      endcase
    end
  end

  // Host port: the run controller's two writes (start pc, release) and its reset write; else the
  // link's accesses outside the page, and its reads of the forwarded counter window.
  always_comb begin
    h_req   = bus_req && (!page || (fwd && !bus_we));
    h_we    = bus_we;
    h_addr  = fwd ? CTRL_BASE + 32'h40 + (32'(poff) - 32'h100) : bus_addr;
    h_wdata = bus_wdata;
    h_be    = bus_be;
    unique case (rs_q)
      R_SET_PC:  begin h_req = 1'b1; h_we = 1'b1; h_addr = CTRL_BASE + 32'h04; h_wdata = entry;   h_be = 4'hF; end
      R_RELEASE: begin h_req = 1'b1; h_we = 1'b1; h_addr = CTRL_BASE;          h_wdata = 32'd0;   h_be = 4'hF; end
      R_RESET:   begin h_req = 1'b1; h_we = 1'b1; h_addr = CTRL_BASE;          h_wdata = 32'd1;   h_be = 4'hF; end
      default: ;
    endcase
  end

  ////////////////////////
  // Run monitor        //
  ////////////////////////

  logic [31:0] th_addr_q, th_init_q;
  logic        th_en_q;
  logic [7:0]  shadow_q [4];
  logic        ev_q, last_v_q, bt_v_q, tr_v_q;
  logic [31:0] ev_val_q, ev_pc_q, ev_insn_q, last_pc_q, last_insn_q, bt_pc_q, bt_insn_q;
  logic [31:0] tr_pc_q, tr_insn_q, tr_tval_q;
  logic [4:0]  tr_cause_q;
  logic [63:0] traffic_q [8];     // dtcm rb, wb, rr, wr; itcm rb, wb, rr, wr
  logic [63:0] records_q;

  // The store's bytes merged into the shadow of the word at tohost.
  logic [7:0]  shadow_new [4];
  logic        touched;
  logic [31:0] th_value;
  logic [31:0] word_addr;
  assign word_addr = {t_mem_addr[31:2], 2'b00};
  always_comb begin
    touched = 1'b0;
    for (int j = 0; j < 4; j++) shadow_new[j] = shadow_q[j];
    for (int l = 0; l < 4; l++) begin
      for (int j = 0; j < 4; j++) begin
        if (t_mem_be[l] && (word_addr + 32'(l) - th_addr_q == 32'(j))) begin
          shadow_new[j] = t_mem_wdata[8*l +: 8];
          touched = 1'b1;
        end
      end
    end
    th_value = {shadow_new[3], shadow_new[2], shadow_new[1], shadow_new[0]};
  end

  logic [2:0] nbytes;
  logic       in_dtcm, in_itcm, is_mem;
  assign nbytes  = 3'(t_mem_be[0]) + 3'(t_mem_be[1]) + 3'(t_mem_be[2]) + 3'(t_mem_be[3]);
  assign in_dtcm = (t_mem_addr - DTCM_BASE) < DTCM_BYTES;
  assign in_itcm = (t_mem_addr - ITCM_BASE) < ITCM_BYTES;
  assign is_mem  = t_valid && !t_trap && (t_mem_re || t_mem_we);

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      th_addr_q <= 32'd0;
      th_init_q <= 32'd0;
      th_en_q   <= 1'b0;
      for (int j = 0; j < 4; j++) shadow_q[j] <= 8'd0;
      ev_q <= 1'b0; last_v_q <= 1'b0; bt_v_q <= 1'b0; tr_v_q <= 1'b0;
      ev_val_q <= 32'd0; ev_pc_q <= 32'd0; ev_insn_q <= 32'd0;
      last_pc_q <= 32'd0; last_insn_q <= 32'd0; bt_pc_q <= 32'd0; bt_insn_q <= 32'd0;
      tr_pc_q <= 32'd0; tr_insn_q <= 32'd0; tr_tval_q <= 32'd0; tr_cause_q <= 5'd0;
      for (int i = 0; i < 8; i++) traffic_q[i] <= 64'd0;
      records_q <= 64'd0;
      tohost_stop_q <= 1'b0;
    end else if (mon_clear) begin
      for (int j = 0; j < 4; j++) shadow_q[j] <= th_init_q[8*j +: 8];
      ev_q <= 1'b0; last_v_q <= 1'b0; bt_v_q <= 1'b0; tr_v_q <= 1'b0;
      for (int i = 0; i < 8; i++) traffic_q[i] <= 64'd0;
      records_q <= 64'd0;
      tohost_stop_q <= 1'b0;
    end else begin
      if (page_wr && (poff == 12'h200)) th_addr_q <= bus_wdata;
      if (page_wr && (poff == 12'h204)) th_en_q <= bus_wdata[0];
      if (page_wr && (poff == 12'h208)) th_init_q <= bus_wdata;
      if (t_valid) begin
        records_q <= records_q + 64'd1;
        if (t_trap) begin
          bt_v_q    <= last_v_q;
          bt_pc_q   <= last_pc_q;
          bt_insn_q <= last_insn_q;
          if (!ev_q) begin
            tr_v_q     <= 1'b1;
            tr_pc_q    <= t_pc;
            tr_insn_q  <= t_insn;
            tr_cause_q <= t_cause;
            tr_tval_q  <= t_tval;
          end
        end else begin
          last_v_q    <= 1'b1;
          last_pc_q   <= t_pc;
          last_insn_q <= t_insn;
        end
      end
      if (is_mem && (in_dtcm || in_itcm)) begin
        if (t_mem_we) begin
          traffic_q[in_dtcm ? 1 : 5] <= traffic_q[in_dtcm ? 1 : 5] + 64'(nbytes);
          traffic_q[in_dtcm ? 3 : 7] <= traffic_q[in_dtcm ? 3 : 7] + 64'd1;
        end else begin
          traffic_q[in_dtcm ? 0 : 4] <= traffic_q[in_dtcm ? 0 : 4] + 64'(nbytes);
          traffic_q[in_dtcm ? 2 : 6] <= traffic_q[in_dtcm ? 2 : 6] + 64'd1;
        end
      end
      if (is_mem && t_mem_we && th_en_q && !ev_q && touched) begin
        for (int j = 0; j < 4; j++) shadow_q[j] <= shadow_new[j];
        if (th_value != 32'd0) begin
          ev_q          <= 1'b1;
          ev_val_q      <= th_value;
          ev_pc_q       <= t_pc;
          ev_insn_q     <= t_insn;
          tohost_stop_q <= 1'b1;
        end
      end
    end
  end

  ////////////////////////
  // Page reads         //
  ////////////////////////

  logic [31:0] prd, page_rdata_q;
  logic        page_rd_q;
  always_comb begin
    prd = 32'd0;
    if (poff < 12'h100) begin
      prd = rc_rdata;
    end else if (poff >= 12'h260 && poff < 12'h2A0) begin
      prd = poff[2] ? traffic_q[poff[5:3] - 3'd4][63:32] : traffic_q[poff[5:3] - 3'd4][31:0];
    end else begin
      unique case (poff)
        12'h200: prd = th_addr_q;
        12'h204: prd = {31'd0, th_en_q};
        12'h208: prd = th_init_q;
        12'h210: prd = {31'd0, ev_q};
        12'h214: prd = ev_val_q;
        12'h218: prd = ev_pc_q;
        12'h21C: prd = ev_insn_q;
        12'h220: prd = {31'd0, last_v_q};
        12'h224: prd = last_pc_q;
        12'h228: prd = last_insn_q;
        12'h230: prd = {31'd0, bt_v_q};
        12'h234: prd = bt_pc_q;
        12'h238: prd = bt_insn_q;
        12'h240: prd = {31'd0, tr_v_q};
        12'h244: prd = tr_pc_q;
        12'h248: prd = tr_insn_q;
        12'h24C: prd = {27'd0, tr_cause_q};
        12'h250: prd = tr_tval_q;
        12'h2A0: prd = records_q[31:0];
        12'h2A4: prd = records_q[63:32];
        default: ;
      endcase
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      page_rd_q    <= 1'b0;
      page_rdata_q <= 32'd0;
    end else if (bus_req && !bus_we) begin
      page_rd_q    <= page && !fwd;
      page_rdata_q <= prd;
    end
  end
  assign bus_rdata = page_rd_q ? page_rdata_q : h_rdata;

  assign led_o = {link_idle, run_fault, run_done, busy};

  // Unused core outputs (the vector port is tied off: no vector unit on rv32).
  logic unused;
  assign unused = ^{running, t_rd_we, t_rd_fp, t_rd, t_rd_wdata, t_fflags, vcmd_valid, vcmd_insn,
                    vcmd_rs1, vcmd_rs2};

endmodule
