// plena_board: the plena board top — the plena core (rtl/plena/plena_core.sv), an off-chip memory
// of HBM_BYTES in block RAM behind the simulator's memory timing (kc_hbm_shaper), the protocol
// link with its UART (rtl/common/kc_board_link.sv, docs/board-protocol.md), run control and the
// board register page (its shared part: rtl/common/kc_board_runctl.sv), so that the host builds
// the same result.json kc-sim-plena writes.
//
// Address space of the link's bus:
//   0x00000000 .. HBM_BYTES-1  the board's HBM, byte addresses as the core's (element address x 2);
//                              beyond it writes are dropped and reads give 0, and while a run is
//                              active the core owns it (reads give 0)
//   0x80000000 + (space << 24) + 4 w   word w of a debug-port space of the core (plena_pkg::
//                              dbg_space_e: 0 IMEM, 1 VRAM, 2 MRAM, 3 FP_MEM, 4 INT_MEM, 5 registers);
//                              VRAM and MRAM words hold two bf16 elements (debug address 2w), so
//                              their window is the space's bytes in order. The core serves the
//                              debug port only while it is held in reset or done.
//   0xFFFFF000                 the register page:
//     0x000 .. 0x04C  the generic registers of docs/board-protocol.md
//     0x100 .. 0x16C  the core's 14 counters (isa order), 64 bits each, low word first (forwarded
//                     to the core's debug registers 64..91; COUNTERS reads them)
//     0x200 RW program length (instructions): the core's prog_len_i
//     0x204 W  1: zero the whole HBM, one beat per cycle (the core is held in reset); R bit 0: busy
//     0x208 R  HBM bytes of the board
//     0x210 R  core: bits 2:0 status, 7:4 fault kind, bit 8 done
//     0x214 R  fault pc     0x218, 0x21C fault address (low, high)     0x220 fault word
//     0x230 R  HBM errors of the run: bit 0 an access beyond HBM_BYTES, bit 1 a response queue
//              overflowed; 0x238, 0x23C the first such address (low, high)
//     0x240 .. 0x264  HBM traffic, 64 bits each (low word first): read bytes, write bytes, read
//                     requests, write requests, busy cycles (as kc::HbmModel counts them)
//   Other page offsets read 0.
//
// A run (register 0x020 = 1): the core is held in reset for one cycle (memories keep their
// contents) and released; the cycle after the release is cycle 0 of the run, as in kc-sim-plena's
// PlenaDriver, and the memory timing starts from an idle channel. The run ends when the core
// reports done; in cycle max_cycles the stop request (halt_req_i) goes up and stays up until the
// next run or reset. Reset (0x020 = 2) holds the core in reset.
module plena_board #(
  parameter int unsigned CLK_HZ    = 100000000,      // board clock (reported by HELLO)
  parameter int unsigned BAUD_DIV  = 868,            // clock cycles per UART bit
  parameter logic [63:0] CFG_TAG   = 64'h0,          // configuration name, ASCII, first char in bits 7:0
  parameter int unsigned HBM_BYTES = 262144          // board HBM (a power of two, >= one beat)
) (
  input  logic       clk_i,                          // board clock
  input  logic       rst_ni,                         // reset (asynchronous, active low)
  input  logic       uart_rx_i,                      // serial line from the host
  output logic       uart_tx_o,                      // serial line to the host
  output logic [3:0] led_o                           // 0 running, 1 done, 2 fault, 3 link idle
);

  localparam int unsigned NC       = plena_isa_pkg::N_COUNTERS;
  localparam int unsigned PB       = plena_pkg::PORT_BYTES;
  localparam int unsigned PBITS    = plena_pkg::PORT_BITS;
  localparam int unsigned HW       = HBM_BYTES / PB;                 // beats of board HBM
  localparam int unsigned HAW      = (HW > 1) ? $clog2(HW) : 1;
  localparam int unsigned LANES    = PB / 4;                         // 32-bit words per beat
  localparam int unsigned LAW      = (LANES > 1) ? $clog2(LANES) : 1;
  // The read queue holds the DMA engine's read beats in flight (MAX_OUTSTANDING, rounded up).
  localparam int unsigned RQ_DEPTH = 1 << $clog2(plena_cfg_pkg::MAX_OUTSTANDING);
  localparam logic [2:0]  DS_VRAM  = 3'd1, DS_MRAM = 3'd2, DS_REGS = 3'd5;

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

  logic        page, page_wr, fwd, dbg_win, hbm_win, hbm_in;
  logic [11:0] poff;
  assign page    = bus_addr[31:12] == 20'hFFFFF;
  assign poff    = {bus_addr[11:2], 2'b00};
  assign page_wr = bus_req && bus_we && page;
  assign fwd     = page && (poff >= 12'h100) && (poff < 12'h100 + 12'(8 * NC));
  assign dbg_win = (bus_addr[31:27] == 5'b10000) && (bus_addr[26:24] <= DS_REGS);
  assign hbm_win = !bus_addr[31];
  assign hbm_in  = hbm_win && (bus_addr < 32'(HBM_BYTES));

  ////////////////////////
  // Run control        //
  ////////////////////////

  typedef enum logic [2:0] { R_HELD, R_PREP, R_RUN, R_DONE, R_CLEAR } run_e;

  run_e            rs_q;
  logic            core_rst_nq;
  logic [31:0]     prog_len_q;
  logic [HAW-1:0]  clr_q;
  logic            start_wr, reset_wr, clear_wr, over, limit, run_done, run_fault;
  logic [31:0]     rc_rdata;

  logic        core_done, halt_req;
  logic [2:0]  core_status;
  logic [3:0]  core_fault_kind;
  logic [31:0] core_fault_pc, core_fault_word;
  logic [63:0] core_fault_addr;

  assign clear_wr = page_wr && (poff == 12'h204) && (bus_wdata == 32'd1);
  assign busy     = (rs_q == R_PREP) || (rs_q == R_RUN) || (rs_q == R_CLEAR);
  assign halt_req = over || limit;

  kc_board_runctl #(
    .PLATFORM(64'h616E656C70), .CFG_TAG(CFG_TAG), .CLK_HZ(CLK_HZ), .BAUD_DIV(BAUD_DIV)  // "plena"
  ) u_runctl (
    .clk_i, .rst_ni, .page_wr_i(page_wr), .poff_i(poff), .wdata_i(bus_wdata), .clear_i(clear_wr),
    .run_i(rs_q == R_RUN), .done_i(core_done),
    .halted_i(core_status == plena_isa_pkg::ST_HALTED),
    .fault_i((core_status == plena_isa_pkg::ST_FAULT) ||
             (core_status == plena_isa_pkg::ST_ILLEGAL_INSTRUCTION)),
    .busy_i(busy), .start_o(start_wr), .reset_o(reset_wr), .entry_o(), .over_o(over),
    .limit_o(limit), .done_o(run_done), .fault_o(run_fault), .rdata_o(rc_rdata));

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      rs_q        <= R_HELD;
      core_rst_nq <= 1'b0;
      prog_len_q  <= 32'd0;
      clr_q       <= '0;
    end else begin
      if (page_wr && (poff == 12'h200)) prog_len_q <= bus_wdata;
      if (reset_wr) begin
        rs_q        <= R_HELD;
        core_rst_nq <= 1'b0;
      end else if (start_wr) begin
        rs_q        <= R_PREP;
        core_rst_nq <= 1'b0;
      end else if (clear_wr) begin
        rs_q        <= R_CLEAR;
        core_rst_nq <= 1'b0;
        clr_q       <= '0;
      end else begin
        unique case (rs_q)
          R_PREP: begin
            rs_q        <= R_RUN;
            core_rst_nq <= 1'b1;
          end
          R_CLEAR: begin
            clr_q <= clr_q + 1'b1;
            if (clr_q == HAW'(HW - 1)) rs_q <= R_HELD;
          end
          R_RUN: if (core_done) rs_q <= R_DONE;
          default: ;
        endcase
      end
    end
  end

  ////////////////////////
  // Core               //
  ////////////////////////

  logic                  dbg_req, dbg_we;
  logic [2:0]            dbg_space;
  logic [31:0]           dbg_addr, dbg_rdata;
  logic                  h_valid, h_ready, h_write, h_rvalid, h_rready, h_bvalid;
  logic [63:0]           h_addr;
  logic [PBITS-1:0]      h_wdata, h_rdata;
  logic [PB-1:0]         h_wstrb;
  logic                  issue;
  logic [31:0]           issue_pc;

  // Debug port: the link's accesses to the debug windows, and its reads of the counter window.
  always_comb begin
    dbg_req   = bus_req && (dbg_win || (fwd && !bus_we));
    dbg_we    = bus_we && dbg_win;
    dbg_space = fwd ? DS_REGS : bus_addr[26:24];
    if (fwd)
      dbg_addr = 32'(poff[11:2]);   // 0x100 + 4i: register 64 + i
    else if (bus_addr[26:24] == DS_VRAM || bus_addr[26:24] == DS_MRAM)
      dbg_addr = {9'd0, bus_addr[23:2], 1'b0};
    else
      dbg_addr = {10'd0, bus_addr[23:2]};
  end

  plena_core u_core (
    .clk_i, .rst_ni(core_rst_nq),
    .prog_len_i(prog_len_q), .halt_req_i(halt_req),
    .done_o(core_done), .status_o(core_status), .fault_kind_o(core_fault_kind),
    .fault_pc_o(core_fault_pc), .fault_addr_o(core_fault_addr), .fault_word_o(core_fault_word),
    .issue_o(issue), .issue_pc_o(issue_pc),
    .hbm_req_valid_o(h_valid), .hbm_req_ready_i(h_ready), .hbm_req_write_o(h_write),
    .hbm_req_addr_o(h_addr), .hbm_req_wdata_o(h_wdata), .hbm_req_wstrb_o(h_wstrb),
    .hbm_rvalid_i(h_rvalid), .hbm_rready_o(h_rready), .hbm_rdata_i(h_rdata),
    .hbm_bvalid_i(h_bvalid),
    .dbg_req_i(dbg_req), .dbg_we_i(dbg_we), .dbg_space_i(dbg_space), .dbg_addr_i(dbg_addr),
    .dbg_wdata_i(bus_wdata), .dbg_rdata_o(dbg_rdata));

  ////////////////////////
  // HBM                //
  ////////////////////////

  logic              s_re, s_we, s_oob, s_ovf;
  logic [HAW-1:0]    s_addr;
  logic [PBITS-1:0]  s_wdata;
  logic [PB-1:0]     s_wstrb;
  logic [63:0]       s_oob_addr;
  logic [63:0]       cnt_rb, cnt_wb, cnt_rr, cnt_wr, cnt_busy;
  logic              m_re, m_we;
  logic [HAW-1:0]    m_raddr, m_waddr;
  logic [PBITS-1:0]  m_wdata, m_rdata;
  logic [PB-1:0]     m_wstrb;
  logic [LAW-1:0]    lane;
  logic              link_hbm_rd, link_hbm_wr;

  kc_hbm_shaper #(
    .BEAT_BYTES(PB), .LATENCY(plena_cfg_pkg::HBM_LATENCY),
    .BYTES_PER_CYCLE(plena_cfg_pkg::HBM_BYTES_PER_CYCLE), .MAX_PENDING(256),
    .READ_DEPTH(RQ_DEPTH), .MEM_WORDS(HW), .ADDR_W(64)
  ) u_shaper (
    .clk_i, .rst_ni, .clear_i(rs_q == R_PREP),
    .req_valid_i(h_valid), .req_ready_o(h_ready), .req_write_i(h_write), .req_addr_i(h_addr),
    .req_wdata_i(h_wdata), .req_wstrb_i(h_wstrb), .rvalid_o(h_rvalid), .rready_i(h_rready),
    .rdata_o(h_rdata), .bvalid_o(h_bvalid),
    .mem_re_o(s_re), .mem_we_o(s_we), .mem_addr_o(s_addr), .mem_wdata_o(s_wdata),
    .mem_wstrb_o(s_wstrb), .mem_rdata_i(m_rdata),
    .oob_o(s_oob), .oob_addr_o(s_oob_addr), .overflow_o(s_ovf),
    .read_bytes_o(cnt_rb), .write_bytes_o(cnt_wb), .read_requests_o(cnt_rr),
    .write_requests_o(cnt_wr), .busy_cycles_o(cnt_busy));

  // The RAM: the shaper's during a run, the clearing walk's, otherwise the link's (32-bit lanes).

  assign lane        = LAW'(bus_addr[31:2]);
  assign link_hbm_rd = bus_req && !bus_we && hbm_in && (rs_q != R_RUN) && (rs_q != R_CLEAR);
  assign link_hbm_wr = bus_req && bus_we && hbm_in && !busy;

  always_comb begin
    if (rs_q == R_RUN) begin
      m_re = s_re; m_raddr = s_addr;
      m_we = s_we; m_waddr = s_addr; m_wdata = s_wdata; m_wstrb = s_wstrb;
    end else if (rs_q == R_CLEAR) begin
      m_re = 1'b0; m_raddr = clr_q;
      m_we = 1'b1; m_waddr = clr_q; m_wdata = '0; m_wstrb = '1;
    end else begin
      m_re    = link_hbm_rd;
      m_raddr = HAW'(bus_addr >> $clog2(PB));
      m_we    = link_hbm_wr;
      m_waddr = HAW'(bus_addr >> $clog2(PB));
      m_wdata = {LANES{bus_wdata}};
      m_wstrb = PB'(bus_be) << (4 * lane);
    end
  end

  kc_ram_1r1w #(.DEPTH(HW), .WIDTH(PBITS), .EW(8)) u_hbm (
    .clk_i, .re_i(m_re), .raddr_i(m_raddr), .rdata_o(m_rdata),
    .we_i(m_we), .waddr_i(m_waddr), .wdata_i(m_wdata), .wmask_i(m_wstrb));

  ////////////////////////
  // Page reads         //
  ////////////////////////

  logic [31:0] prd, page_rdata_q;
  logic [1:0]  src_q;          // what answers the last read: 0 page, 1 HBM, 2 debug port, 3 zero
  logic [LAW-1:0] lane_q;
  always_comb begin
    prd = 32'd0;
    if (poff < 12'h100) begin
      prd = rc_rdata;
    end else if (poff >= 12'h240 && poff < 12'h268) begin
      unique case (poff[5:3])
        3'd0:    prd = poff[2] ? cnt_rb[63:32]   : cnt_rb[31:0];
        3'd1:    prd = poff[2] ? cnt_wb[63:32]   : cnt_wb[31:0];
        3'd2:    prd = poff[2] ? cnt_rr[63:32]   : cnt_rr[31:0];
        3'd3:    prd = poff[2] ? cnt_wr[63:32]   : cnt_wr[31:0];
        default: prd = poff[2] ? cnt_busy[63:32] : cnt_busy[31:0];
      endcase
    end else begin
      unique case (poff)
        12'h200: prd = prog_len_q;
        12'h204: prd = {31'd0, rs_q == R_CLEAR};
        12'h208: prd = 32'(HBM_BYTES);
        12'h210: prd = {23'd0, core_done, core_fault_kind, 1'b0, core_status};
        12'h214: prd = core_fault_pc;
        12'h218: prd = core_fault_addr[31:0];
        12'h21C: prd = core_fault_addr[63:32];
        12'h220: prd = core_fault_word;
        12'h230: prd = {30'd0, s_ovf, s_oob};
        12'h238: prd = s_oob_addr[31:0];
        12'h23C: prd = s_oob_addr[63:32];
        default: ;
      endcase
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      src_q        <= 2'd0;
      lane_q       <= '0;
      page_rdata_q <= 32'd0;
    end else if (bus_req && !bus_we) begin
      src_q        <= (page && !fwd) ? 2'd0 : link_hbm_rd ? 2'd1 : (dbg_win || fwd) ? 2'd2 : 2'd3;
      lane_q       <= lane;
      page_rdata_q <= prd;
    end
  end

  always_comb begin
    unique case (src_q)
      2'd0:    bus_rdata = page_rdata_q;
      2'd1:    bus_rdata = m_rdata[32 * lane_q +: 32];
      2'd2:    bus_rdata = dbg_rdata;
      default: bus_rdata = 32'd0;
    endcase
  end

  assign led_o = {link_idle, run_fault, run_done, busy};

  // Unused core outputs (the issue trace is for lock-step checkers) and inputs of the page.
  logic unused;
  assign unused = ^{issue, issue_pc};

endmodule
