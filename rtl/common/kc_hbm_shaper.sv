// kc_hbm_shaper: a core's off-chip memory port in front of a block RAM, with the simulator's
// memory timing — kc::HbmModel (harness/common/hbm_model.cpp) behind the beat handshake of
// kc::plena::PlenaDriver (sc_models/plena/include/kc/plena_driver.h) — so that a core on a board
// sees every request accepted, every read beat and every write acknowledgement in the same cycle
// as in kc-sim-<platform> (without --hbm-stress).
//
// Timing (cycle c counts from 0, the first cycle after clear_i):
//   - a request is accepted in cycle c when it is offered and fewer than MAX_PENDING responses
//     (read beats not yet taken plus write acknowledgements not yet given) are queued at the
//     start of the cycle;
//   - one in-order channel: an accepted request starts at s = max(c, channel free), occupies
//     OCC = ceil(BEAT_BYTES / BYTES_PER_CYCLE) cycles (channel free = s + OCC) and is due in cycle
//     max(s + LATENCY, c + 1);
//   - the oldest read beat is offered (rvalid_o) from its due cycle until the core takes it
//     (rready_i); the oldest write acknowledgement is given (bvalid_o, one cycle) in the first
//     cycle at or after its due cycle.
// Data acts at acceptance, as in HbmModel: a write lands in the RAM when accepted, a read returns
// the RAM's contents at acceptance (the beat waits in the read queue until it is due).
//
// The RAM (mem_*) is outside: one access per cycle, read data the cycle after (kc_ram_1r1w, byte
// write enables). A request beyond MEM_WORDS beats does not touch it (a read returns zeros) and
// sets oob_o with the first such byte address: the board's memory is smaller than the core's
// address space, and the host reports such a run as a board error. overflow_o: a response queue
// was full when a request was accepted (READ_DEPTH below the core's read beats in flight); the
// run's timing is then wrong, and the host reports it too.
//
// Counters as HbmModel's: bytes read (BEAT_BYTES per read), bytes written (strobes set), read and
// write requests, and the cycles the channel was busy (OCC per request).
module kc_hbm_shaper #(
  parameter int unsigned BEAT_BYTES      = 32,   // bytes per beat (the core's port width)
  parameter int unsigned LATENCY         = 40,   // start of transfer -> due
  parameter int unsigned BYTES_PER_CYCLE = 32,   // channel bandwidth (0 is taken as 1, as HbmModel does)
  parameter int unsigned MAX_PENDING     = 256,  // queued responses at which requests are refused
  parameter int unsigned READ_DEPTH      = 64,   // read beats the read queue holds (power of two)
  parameter int unsigned MEM_WORDS       = 1024, // beats of RAM behind the port
  parameter int unsigned ADDR_W          = 64,   // width of the core's byte address
  parameter int unsigned MAW             = (MEM_WORDS > 1) ? $clog2(MEM_WORDS) : 1,
  parameter int unsigned BEAT_BITS       = 8 * BEAT_BYTES
) (
  input  logic                  clk_i,           // clock
  input  logic                  rst_ni,          // asynchronous reset, active low
  input  logic                  clear_i,         // start of a run: cycle 0 is the next cycle
  // The core's port
  input  logic                  req_valid_i,     // request offered
  output logic                  req_ready_o,     // request accepted
  input  logic                  req_write_i,     // 1: write beat
  input  logic [ADDR_W-1:0]     req_addr_i,      // byte address, beat aligned
  input  logic [BEAT_BITS-1:0]  req_wdata_i,     // write data
  input  logic [BEAT_BYTES-1:0] req_wstrb_i,     // write byte enables
  output logic                  rvalid_o,        // read beat offered
  input  logic                  rready_i,        // read beat taken
  output logic [BEAT_BITS-1:0]  rdata_o,         // read beat data
  output logic                  bvalid_o,        // one write acknowledged
  // The RAM
  output logic                  mem_re_o,        // read the beat at mem_addr_o
  output logic                  mem_we_o,        // write it (bytes of mem_wstrb_o)
  output logic [MAW-1:0]        mem_addr_o,      // beat index
  output logic [BEAT_BITS-1:0]  mem_wdata_o,     // write data
  output logic [BEAT_BYTES-1:0] mem_wstrb_o,     // byte write enables
  input  logic [BEAT_BITS-1:0]  mem_rdata_i,     // read data, the cycle after mem_re_o
  // Errors and counters
  output logic                  oob_o,           // a request went beyond MEM_WORDS beats
  output logic [ADDR_W-1:0]     oob_addr_o,      // the first such byte address
  output logic                  overflow_o,      // a response queue overflowed
  output logic [63:0]           read_bytes_o,
  output logic [63:0]           write_bytes_o,
  output logic [63:0]           read_requests_o,
  output logic [63:0]           write_requests_o,
  output logic [63:0]           busy_cycles_o
);

  localparam int unsigned BPC = (BYTES_PER_CYCLE == 0) ? 1 : BYTES_PER_CYCLE;
  localparam int unsigned OCC_I = (BEAT_BYTES + BPC - 1) / BPC;
  localparam logic [63:0] OCC = 64'(OCC_I);
  localparam int unsigned OFF_W = $clog2(BEAT_BYTES);
  localparam int unsigned RAW = $clog2(READ_DEPTH);
  localparam int unsigned WQ_DEPTH = 1 << $clog2(MAX_PENDING);
  localparam int unsigned WAW = $clog2(WQ_DEPTH);
  localparam int unsigned PW = $clog2(MAX_PENDING + 1);
  localparam int unsigned SW = $clog2(BEAT_BYTES + 1);

  // Due cycles are kept as their low 32 bits and compared by the sign of the difference: a
  // response is never due more than MAX_PENDING * OCC + LATENCY cycles ahead.
  function automatic logic reached(input logic [31:0] due, input logic [31:0] now);
    reached = !(now - due >= 32'h80000000);
  endfunction

  logic [63:0] cyc_q, free_q;
  logic [PW-1:0] pend_q;

  // Read queue: due cycle and the beat (written the cycle after acceptance, from the RAM).
  logic [31:0]          rq_due_q  [READ_DEPTH];
  logic [BEAT_BITS-1:0] rq_data_q [READ_DEPTH];
  logic [RAW-1:0]       rq_head_q, rq_tail_q;
  logic [RAW:0]         rq_cnt_q;
  logic                 fill_q, fill_zero_q;
  logic [RAW-1:0]       fill_idx_q;

  // Write-acknowledgement queue: due cycles.
  logic [31:0]    wq_due_q [WQ_DEPTH];
  logic [WAW-1:0] wq_head_q, wq_tail_q;
  logic [WAW:0]   wq_cnt_q;

  logic        accept, in_range, rpop, bpop;
  logic [63:0] start, due;
  logic [31:0] due_lo;
  logic [SW-1:0] nstrb;

  assign req_ready_o = pend_q < PW'(MAX_PENDING);
  assign accept      = req_valid_i && req_ready_o;
  assign in_range    = (req_addr_i >> OFF_W) < ADDR_W'(MEM_WORDS);
  assign start       = (cyc_q > free_q) ? cyc_q : free_q;
  assign due         = (start + 64'(LATENCY) > cyc_q + 64'd1) ? start + 64'(LATENCY) : cyc_q + 64'd1;
  assign due_lo      = due[31:0];
  logic unused;
  assign unused = ^due[63:32];

  always_comb begin
    nstrb = '0;
    for (int i = 0; i < BEAT_BYTES; i++) nstrb = nstrb + SW'(req_wstrb_i[i]);
  end

  assign rvalid_o = (rq_cnt_q != '0) && reached(rq_due_q[rq_head_q], cyc_q[31:0]);
  assign rdata_o  = (fill_q && fill_idx_q == rq_head_q) ? (fill_zero_q ? '0 : mem_rdata_i)
                                                        : rq_data_q[rq_head_q];
  assign bvalid_o = (wq_cnt_q != '0) && reached(wq_due_q[wq_head_q], cyc_q[31:0]);
  assign rpop     = rvalid_o && rready_i;
  assign bpop     = bvalid_o;

  assign mem_re_o    = accept && in_range && !req_write_i;
  assign mem_we_o    = accept && in_range && req_write_i;
  assign mem_addr_o  = MAW'(req_addr_i >> OFF_W);
  assign mem_wdata_o = req_wdata_i;
  assign mem_wstrb_o = req_wstrb_i;

  // Queue storage (no reset).
  always_ff @(posedge clk_i) begin
    if (accept && !req_write_i) rq_due_q[rq_tail_q] <= due_lo;
    if (accept && req_write_i)  wq_due_q[wq_tail_q] <= due_lo;
    if (fill_q) rq_data_q[fill_idx_q] <= fill_zero_q ? '0 : mem_rdata_i;
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      cyc_q <= '0; free_q <= '0; pend_q <= '0;
      rq_head_q <= '0; rq_tail_q <= '0; rq_cnt_q <= '0;
      wq_head_q <= '0; wq_tail_q <= '0; wq_cnt_q <= '0;
      fill_q <= 1'b0; fill_zero_q <= 1'b0; fill_idx_q <= '0;
      oob_o <= 1'b0; oob_addr_o <= '0; overflow_o <= 1'b0;
      read_bytes_o <= '0; write_bytes_o <= '0; read_requests_o <= '0; write_requests_o <= '0;
      busy_cycles_o <= '0;
    end else if (clear_i) begin
      cyc_q <= '0; free_q <= '0; pend_q <= '0;
      rq_head_q <= '0; rq_tail_q <= '0; rq_cnt_q <= '0;
      wq_head_q <= '0; wq_tail_q <= '0; wq_cnt_q <= '0;
      fill_q <= 1'b0;
      oob_o <= 1'b0; oob_addr_o <= '0; overflow_o <= 1'b0;
      read_bytes_o <= '0; write_bytes_o <= '0; read_requests_o <= '0; write_requests_o <= '0;
      busy_cycles_o <= '0;
    end else begin
      cyc_q  <= cyc_q + 64'd1;
      pend_q <= pend_q + PW'(accept) - PW'(rpop) - PW'(bpop);
      fill_q      <= accept && !req_write_i;
      fill_zero_q <= !in_range;
      fill_idx_q  <= rq_tail_q;
      if (accept) begin
        free_q        <= start + OCC;
        busy_cycles_o <= busy_cycles_o + OCC;
        if (!in_range && !oob_o) begin
          oob_o      <= 1'b1;
          oob_addr_o <= req_addr_i;
        end
        if (req_write_i) begin
          write_requests_o <= write_requests_o + 64'd1;
          write_bytes_o    <= write_bytes_o + 64'(nstrb);
          wq_tail_q        <= wq_tail_q + 1'b1;
          if (wq_cnt_q == (WAW+1)'(WQ_DEPTH)) overflow_o <= 1'b1;
        end else begin
          read_requests_o <= read_requests_o + 64'd1;
          read_bytes_o    <= read_bytes_o + 64'(BEAT_BYTES);
          rq_tail_q       <= rq_tail_q + 1'b1;
          if (rq_cnt_q == (RAW+1)'(READ_DEPTH)) overflow_o <= 1'b1;
        end
      end
      rq_cnt_q <= rq_cnt_q + (RAW+1)'(accept && !req_write_i) - (RAW+1)'(rpop);
      wq_cnt_q <= wq_cnt_q + (WAW+1)'(accept && req_write_i) - (WAW+1)'(bpop);
      if (rpop) rq_head_q <= rq_head_q + 1'b1;
      if (bpop) wq_head_q <= wq_head_q + 1'b1;
    end
  end

endmodule
