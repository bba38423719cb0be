// rv32_fetch: the IF stage — program counter, ITCM fetch port, redirects.
//
// IF presents the fetch address to the ITCM (a synchronous SRAM); the word appears on the
// ITCM's read port in the next cycle, which is the ID stage: ID decodes straight from the SRAM
// output, and while ID stalls the SRAM holds its output (no read) and the pc holds.
//
// Redirects are registered: a redirect requested in cycle c makes IF present the target in
// c + 1 and the target's word reach ID in c + 2; the word fetched in c (already in the SRAM's
// pipeline) is discarded. With the requests coming from
//   ID  (static prediction: backward branch or JAL predicted taken)  -> 1 bubble in ID
//   X1  (mispredict, JALR, MRET, FENCE.I, trap to mtvec)             -> 2 bubbles (X1 also
//       discards the instruction in ID in the same cycle)
// X1 wins over ID (it is older). Fetch from outside the ITCM does not read the SRAM: the word
// reaches ID marked as an instruction access fault, and ID turns it into a trap.
module rv32_fetch (
  input  logic        clk_i,            // clock
  input  logic        rst_ni,           // core reset (asynchronous, active low)
  input  logic [31:0] start_pc_i,       // first fetch address (control block; bits 1:0 ignored)
  // Redirects
  input  logic        x1_redirect_i,    // X1: fetch from x1_target_i
  input  logic [31:0] x1_target_i,      //   target (word aligned)
  input  logic        id_redirect_i,    // ID: predicted-taken branch/JAL issues
  input  logic [31:0] id_target_i,      //   target (word aligned)
  // ID stage
  input  logic        id_stall_i,       // ID holds its instruction (valid and not issuing)
  output logic        id_valid_o,       // ID holds a fetched instruction
  output logic [31:0] id_pc_o,          // its pc
  output logic [31:0] id_insn_o,        // its word (meaningless when id_fault_o)
  output logic        id_fault_o,       // its fetch was outside the ITCM (access fault)
  // ITCM fetch port (rv32_tcm port A)
  output logic        itcm_re_o,        // read enable
  output logic [rv32_cfg_pkg::ITCM_AW-1:0] itcm_addr_o,  // word address
  input  logic [31:0] itcm_rdata_i      // word, the cycle after itcm_re_o (held otherwise)
);

  localparam int unsigned IAW = rv32_cfg_pkg::ITCM_AW;
  localparam logic [31:0] ITCM_BASE = 32'(rv32_cfg_pkg::ITCM_BASE);

  ///////////////////////
  // Fetch address     //
  ///////////////////////

  logic        started_q;     // the first fetch (at start_pc_i) has happened
  logic [31:0] pc_q;          // next fetch address once started
  logic [31:0] if_pc;         // address IF presents this cycle
  logic        if_in_itcm;    // ... lies inside the ITCM
  logic        advance;       // ID takes a new word at the end of this cycle

  logic [29:0] if_off;        // word offset into the ITCM (the base need not be size-aligned)

  assign if_pc      = started_q ? pc_q : {start_pc_i[31:2], 2'b00};
  assign if_off     = if_pc[31:2] - ITCM_BASE[31:2];
  assign if_in_itcm = (if_off[29:IAW] == '0);
  assign advance    = !id_stall_i;

  assign itcm_re_o   = advance && if_in_itcm;
  assign itcm_addr_o = if_off[IAW-1:0];

  ///////////////////////
  // IF -> ID          //
  ///////////////////////

  logic        id_v_q, id_fault_q;
  logic [31:0] id_pc_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      started_q  <= 1'b0;
      id_v_q     <= 1'b0;
      id_fault_q <= 1'b0;
    end else begin
      started_q <= 1'b1;
      if (x1_redirect_i || id_redirect_i) begin
        id_v_q <= 1'b0;                 // the word fetched this cycle is on the wrong path
      end else if (advance) begin
        id_v_q     <= 1'b1;
        id_fault_q <= !if_in_itcm;
      end
    end
  end

  // Datapath registers: no reset (pc_q is unused until started_q, id_pc_q until id_v_q). ID is
  // empty in the first cycle, so the first fetch always advances.
  always_ff @(posedge clk_i) begin
    if (x1_redirect_i) begin
      pc_q <= x1_target_i;
    end else if (id_redirect_i) begin
      pc_q <= id_target_i;
    end else if (advance) begin
      pc_q    <= if_pc + 32'd4;
      id_pc_q <= if_pc;
    end
  end

  assign id_valid_o = id_v_q;
  assign id_pc_o    = id_pc_q;
  assign id_insn_o  = itcm_rdata_i;
  assign id_fault_o = id_fault_q;

endmodule
