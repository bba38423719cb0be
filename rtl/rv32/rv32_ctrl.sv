// rv32_ctrl: the host control block at CTRL_BASE — run control, status, fault record and the
// performance counters.
//
// Register map (byte offsets; word accesses through the host port, reads return data the cycle
// after the request):
//   +0x00 ctrl      RW  bit0: core held in reset (resets to 1). Writing 0 starts the core at
//                       start_pc; writing 1 resets it again (pipeline, CSRs, status, counters;
//                       not the memories).
//   +0x04 start_pc  RW  pc of the first instruction (bits 1:0 ignored)
//   +0x08 status    R   bit0 halted (MPAUSE or stop request), bit1 fault (trap with mtvec = 0)
//   +0x0C cause     R   fault: mcause code
//   +0x10 fault_pc  R   fault: pc of the trapping instruction
//   +0x14 tval      R   fault: mtval (address, target, instruction word, pc or 0)
//   +0x18 insn      R   fault: instruction word (0 for an instruction access fault)
//   +0x40 + 8*i     R   counter i (rv32_pkg::cnt_e), low word; +0x44 + 8*i high word
// Other offsets (and the rest of the CTRL_BYTES window, decoded in rv32_core) read zero and
// ignore writes. Status and fault record are sticky until reset.
//
// The counters count while the core runs (reset released, neither halted nor faulted); their
// meanings are listed with rv32_pkg::cnt_e.
module rv32_ctrl (
  input  logic        clk_i,            // clock
  input  logic        rst_ni,           // power-on reset (asynchronous, active low)
  // Host port, already decoded to this block
  input  logic        req_i,            // access to the control block
  input  logic        we_i,             // 1: write
  input  logic [7:0]  off_i,            // byte offset (word aligned)
  input  logic [31:0] wdata_i,          // write data
  input  logic [3:0]  be_i,             // byte enables of a write
  output logic [31:0] rdata_o,          // read data, the cycle after a read request
  // Run control
  output logic        core_reset_o,     // hold the core in reset (ctrl bit0)
  output logic [31:0] start_pc_o,       // start address
  input  logic        halt_i,           // the core stopped cleanly (drained)
  input  logic        fault_i,          // a fatal trap completed
  input  logic [4:0]  fault_cause_i,    //   its cause
  input  logic [31:0] fault_pc_i,       //   pc
  input  logic [31:0] fault_tval_i,     //   mtval
  input  logic [31:0] fault_insn_i,     //   instruction word
  input  logic [rv32_pkg::NUM_COUNTERS-1:0] events_i,   // counter increments (bit CntCycles unused)
  output logic        running_o,        // released, not halted, not faulted
  output logic        halted_o,         // sticky until reset
  output logic        fault_o           // sticky until reset
);

  localparam int unsigned NC = rv32_pkg::NUM_COUNTERS;

  ////////////////////////
  // Run state          //
  ////////////////////////

  logic        reset_q, reset_d, halted_q, fault_q;
  logic [31:0] start_pc_q, fpc_q, ftval_q, finsn_q;
  logic [4:0]  fcause_q;
  logic        wr;

  assign wr = req_i && we_i;
  // Next value of the reset bit: a write takes effect at once for status and counters too, so
  // a read right after `ctrl = 1` already sees them cleared.
  assign reset_d = (wr && (off_i == rv32_pkg::CTRL_CTRL) && be_i[0]) ? wdata_i[0] : reset_q;

  // Byte-enable merge of a register write.
  function automatic logic [31:0] merge(input logic [31:0] old, input logic [31:0] wd,
                                        input logic [3:0] be);
    for (int i = 0; i < 4; i++) merge[8*i +: 8] = be[i] ? wd[8*i +: 8] : old[8*i +: 8];
  endfunction

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      reset_q    <= 1'b1;
      start_pc_q <= 32'd0;
      halted_q   <= 1'b0;
      fault_q    <= 1'b0;
      fcause_q   <= 5'd0;
      fpc_q      <= 32'd0;
      ftval_q    <= 32'd0;
      finsn_q    <= 32'd0;
    end else begin
      reset_q <= reset_d;
      if (wr && (off_i == rv32_pkg::CTRL_START_PC)) start_pc_q <= merge(start_pc_q, wdata_i, be_i);
      if (reset_d) begin
        halted_q <= 1'b0;
        fault_q  <= 1'b0;
      end else if (fault_i && !halted_q && !fault_q) begin
        fault_q  <= 1'b1;
        fcause_q <= fault_cause_i;
        fpc_q    <= fault_pc_i;
        ftval_q  <= fault_tval_i;
        finsn_q  <= fault_insn_i;
      end else if (halt_i && !fault_q) begin
        halted_q <= 1'b1;
      end
    end
  end

  assign running_o    = !reset_q && !halted_q && !fault_q;
  assign halted_o     = halted_q;
  assign fault_o      = fault_q;
  assign core_reset_o = reset_q;
  assign start_pc_o   = start_pc_q;

  ////////////////////////
  // Counters           //
  ////////////////////////

  // One register per counter (a generate loop rather than one array written element-wise:
  // the same flops, and each counter's enable stays local to it). Counter 0 counts cycles.
  logic [63:0] cnt [NC];    // the counters (wires from g_cnt)

  for (genvar i = 0; i < NC; i++) begin : g_cnt
    logic inc;
    assign inc = (i == rv32_pkg::CntCycles) ? 1'b1 : events_i[i];

    logic [63:0] q;
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        q <= 64'd0;
      end else if (reset_d) begin
        q <= 64'd0;
      end else if (running_o && inc) begin
        q <= q + 64'd1;
      end
    end
    assign cnt[i] = q;
  end

  ////////////////////////
  // Host reads         //
  ////////////////////////

  logic [31:0] rd;
  logic [7:0]  coff;          // offset from the first counter
  logic [3:0]  cidx;          // counter index
  assign coff = off_i - rv32_pkg::CTRL_COUNTERS;
  assign cidx = coff[6:3];

  always_comb begin
    rd = 32'd0;
    unique case (off_i)
      rv32_pkg::CTRL_CTRL:     rd = {31'd0, reset_q};
      rv32_pkg::CTRL_START_PC: rd = start_pc_q;
      rv32_pkg::CTRL_STATUS:   rd = {30'd0, fault_q, halted_q};
      rv32_pkg::CTRL_CAUSE:    rd = {27'd0, fcause_q};
      rv32_pkg::CTRL_FAULT_PC: rd = fpc_q;
      rv32_pkg::CTRL_TVAL:     rd = ftval_q;
      rv32_pkg::CTRL_INSN:     rd = finsn_q;
      default: begin
        if ((off_i >= rv32_pkg::CTRL_COUNTERS) && !coff[7] && (cidx < 4'(NC)))
          rd = coff[2] ? cnt[cidx][63:32] : cnt[cidx][31:0];
      end
    endcase
  end

  always_ff @(posedge clk_i) begin
    if (req_i && !we_i) rdata_o <= rd;
  end

endmodule
