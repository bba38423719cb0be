// rv32_pipe: the back end — stages X2..XD and WB, result arrival, forwarding sources, in-order
// write-back and the retirement trace.
//
// Every instruction that leaves X1 walks X2, ..., XD, WB, one stage per cycle; the back end
// never stalls, so the pipelined units (multiplier, FMA, FP misc, LSU load path) can deliver a
// result in a fixed stage without handshakes. Stage index j = 0 .. D-1 holds stage X(j+2);
// j = D-1 is WB.
//
// Result arrival: a result of class C with latency N (rv32_pkg::lat_of) is ready from stage
// X(N+1) on (j = N-1): ResX1 results come from X1's register, the others from their unit's
// output in exactly that stage and from the stage register after it. The "stage value" of
// each stage is what forwarding (to X1) and write-back use.
//
// Hazard view for ID (stages X1..XD, X1's destination given by rv32_ex): `pending` = the result will not be ready in the stage
// the instruction reaches next cycle, i.e. a consumer issuing now could not forward it in X1.
//
// WB writes the register file, reports retirement to the CSR file (minstret, fflags, FS) and
// drives the trace port: one record per instruction, in program order, the trapped ones
// included (with trace_trap_o, no register write).
module rv32_pipe #(
  parameter int unsigned D = 4                        // execute stages X1..XD (>= 2)
) (
  input  logic                 clk_i,                 // clock
  input  logic                 rst_ni,                // core reset (asynchronous, active low)
  // From X1 (rv32_ex)
  input  logic                 in_valid_i,            // an instruction enters X2
  input  logic [5:0]           in_rd_i,               // destination (0: none)
  input  rv32_pkg::res_e       in_res_i,              // result class
  input  logic [31:0]          in_value_i,            // X1 result / store data
  input  logic [4:0]           in_flags_i,            // FP flags from X1 (FDIV/FSQRT)
  input  logic [31:0]          in_pc_i,               // pc
  input  logic [31:0]          in_insn_i,             // instruction word
  input  logic                 in_trap_i,             // trapped in X1
  input  logic [4:0]           in_cause_i,            // mcause code of a trap
  input  logic [31:0]          in_addr_i,             // memory address / mtval
  input  logic                 in_mem_we_i,           // store
  input  logic                 in_mem_re_i,           // load
  input  logic [3:0]           in_mem_be_i,           // bytes accessed
  input  logic                 in_fatal_i,            // trap with mtvec == 0
  input  logic                 in_count_i,            // counts in minstret
  // Unit results, each valid in its arrival stage
  input  logic [31:0]          ld_data_i,             // LSU, stage X(1+DMEM_LATENCY)
  input  logic [31:0]          mul_result_i,          // multiplier, X(1+MUL_LATENCY)
  input  logic [31:0]          fma_result_i,          // FMA, X(1+FMA_LATENCY)
  input  logic [4:0]           fma_flags_i,           //   its flags
  input  logic [31:0]          fmisc_result_i,        // FP misc, X(1+FMISC_LATENCY)
  input  logic [4:0]           fmisc_flags_i,         //   its flags
  // X1's destination (rv32_ex), for the hazard view
  input  logic [5:0]           x1_rd_i,               // destination (0: none or X1 empty)
  input  rv32_pkg::res_e       x1_res_i,              // result class
  // Forwarding sources and hazard view
  output logic [6*D-1:0]       fwd_rd_o,              // per stage j: destination (0: none)
  output logic [32*D-1:0]      fwd_val_o,             //   stage value
  output logic [6*D-1:0]       hz_rd_o,               // per stage X1..XD: destination
  output logic [D-1:0]         hz_pend_o,             //   not ready next cycle
  output logic [2*D-1:0]       hz_cause_o,            //   stall cause (rv32_pkg::cause_of)
  output logic                 empty_o,               // X2..WB hold no instruction
  // WB
  output logic                 rf_we_o,               // register-file write
  output logic [5:0]           rf_wa_o,               //   register
  output logic [31:0]          rf_wd_o,               //   value
  output logic                 retire_o,              // an instruction completes
  output logic                 retire_count_o,        //   it counts in minstret
  output logic [4:0]           retire_flags_o,        //   FP flags it raised
  output logic                 retire_fs_dirty_o,     //   it wrote FP state
  output logic                 fault_o,               // a fatal trap reaches WB: stop
  output logic [4:0]           fault_cause_o,         //   mcause code
  output logic [31:0]          fault_pc_o,            //   pc
  output logic [31:0]          fault_tval_o,          //   mtval
  output logic [31:0]          fault_insn_o,          //   instruction word
  // Retirement trace (all zero unless trace_en_i)
  input  logic                 trace_en_i,            // enable the trace outputs (else all zero)
  output logic                 trace_valid_o,         // WB holds an instruction: one record
  output logic [31:0]          trace_pc_o,            //   pc
  output logic [31:0]          trace_insn_o,          //   instruction word
  output logic                 trace_rd_we_o,         //   wrote a register
  output logic                 trace_rd_fp_o,         //   an f register
  output logic [4:0]           trace_rd_o,            //   its index
  output logic [31:0]          trace_rd_wdata_o,      //   the value
  output logic                 trace_mem_we_o,        //   stored
  output logic                 trace_mem_re_o,        //   loaded
  output logic [31:0]          trace_mem_addr_o,      //   byte address
  output logic [31:0]          trace_mem_wdata_o,     //   store data in its byte lanes
  output logic [3:0]           trace_mem_be_o,        //   byte enables
  output logic [4:0]           trace_fflags_o,        //   FP flags raised
  output logic                 trace_trap_o,          //   trapped
  output logic [4:0]           trace_cause_o,         //   mcause code
  output logic [31:0]          trace_tval_o           //   mtval
);

  localparam int unsigned WB = D - 1;

  // Issue-to-use latency of a result class (rv32_pkg::res_e value) in this configuration.
  function automatic int unsigned lat(input logic [2:0] r);
    unique case (r)
      rv32_pkg::ResLoad:  lat = rv32_cfg_pkg::DMEM_LATENCY;
      rv32_pkg::ResMul:   lat = rv32_cfg_pkg::MUL_LATENCY;
      rv32_pkg::ResFma:   lat = rv32_cfg_pkg::FMA_LATENCY;
      rv32_pkg::ResFmisc: lat = rv32_cfg_pkg::FMISC_LATENCY;
      default:            lat = 1;
    endcase
  endfunction

  ////////////////////////
  // Stage registers    //
  ////////////////////////

  // One plain array per field (no arrays of structs: Yosys 0.23 keeps one element of them; tests/rtl_rules).
  logic        v_q     [D];
  logic [5:0]  rd_q    [D];
  logic [2:0]  res_q   [D];      // rv32_pkg::res_e
  logic [31:0] val_q   [D];
  logic [4:0]  flags_q [D];
  logic [31:0] pc_q    [D];
  logic [31:0] insn_q  [D];
  logic        trap_q  [D];
  logic [4:0]  cause_q [D];
  logic [31:0] addr_q  [D];
  logic        mwe_q   [D];
  logic        mre_q   [D];
  logic [3:0]  mbe_q   [D];
  logic        fatal_q [D];
  logic        count_q [D];

  // Stage values: the unit's output in the arrival stage, else the stage register.
  logic [31:0] val   [D];
  logic [4:0]  flags [D];

  function automatic logic arrives(input logic [2:0] r, input int unsigned j);
    arrives = (r != rv32_pkg::ResX1) && (j + 1 == lat(r));
  endfunction

  always_comb begin
    for (int j = 0; j < D; j++) begin
      val[j]   = val_q[j];
      flags[j] = flags_q[j];
      if (arrives(res_q[j], j)) begin
        unique case (res_q[j])
          rv32_pkg::ResLoad: val[j] = ld_data_i;
          rv32_pkg::ResMul:  val[j] = mul_result_i;
          rv32_pkg::ResFma:  begin val[j] = fma_result_i;   flags[j] = fma_flags_i;   end
          default:           begin val[j] = fmisc_result_i; flags[j] = fmisc_flags_i; end
        endcase
      end
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      for (int j = 0; j < D; j++) v_q[j] <= 1'b0;
    end else begin
      v_q[0] <= in_valid_i;
      for (int j = 1; j < D; j++) v_q[j] <= v_q[j-1];
    end
  end

  // Datapath registers: no reset (qualified by v_q).
  always_ff @(posedge clk_i) begin
    rd_q[0]    <= in_rd_i;
    res_q[0]   <= 3'(in_res_i);
    val_q[0]   <= in_value_i;
    flags_q[0] <= in_flags_i;
    pc_q[0]    <= in_pc_i;
    insn_q[0]  <= in_insn_i;
    trap_q[0]  <= in_trap_i;
    cause_q[0] <= in_cause_i;
    addr_q[0]  <= in_addr_i;
    mwe_q[0]   <= in_mem_we_i;
    mre_q[0]   <= in_mem_re_i;
    mbe_q[0]   <= in_mem_be_i;
    fatal_q[0] <= in_fatal_i;
    count_q[0] <= in_count_i;
    for (int j = 1; j < D; j++) begin
      rd_q[j]    <= rd_q[j-1];
      res_q[j]   <= res_q[j-1];
      val_q[j]   <= val[j-1];
      flags_q[j] <= flags[j-1];
      pc_q[j]    <= pc_q[j-1];
      insn_q[j]  <= insn_q[j-1];
      trap_q[j]  <= trap_q[j-1];
      cause_q[j] <= cause_q[j-1];
      addr_q[j]  <= addr_q[j-1];
      mwe_q[j]   <= mwe_q[j-1];
      mre_q[j]   <= mre_q[j-1];
      mbe_q[j]   <= mbe_q[j-1];
      fatal_q[j] <= fatal_q[j-1];
      count_q[j] <= count_q[j-1];
    end
  end

  ////////////////////////
  // Forwarding, hazards //
  ////////////////////////

  always_comb begin
    empty_o = 1'b1;
    for (int j = 0; j < D; j++) begin
      fwd_rd_o[6*j +: 6]   = v_q[j] ? rd_q[j] : 6'd0;
      fwd_val_o[32*j +: 32] = val[j];
      if (v_q[j]) empty_o = 1'b0;
    end
    // X1 (index 0) reaches X2 next cycle: ready there iff its latency is 1.
    hz_rd_o[5:0]   = x1_rd_i;
    hz_pend_o[0]   = lat(x1_res_i) > 1;
    hz_cause_o[1:0] = rv32_pkg::cause_of(x1_res_i);
    // X(j+2) (index j+1) reaches X(j+3) next cycle: ready there iff latency <= j + 2.
    for (int j = 0; j < D - 1; j++) begin
      hz_rd_o[6*(j+1) +: 6]    = v_q[j] ? rd_q[j] : 6'd0;
      hz_pend_o[j+1]           = lat(res_q[j]) > j + 2;
      hz_cause_o[2*(j+1) +: 2] = rv32_pkg::cause_of(res_q[j]);
    end
  end

  ////////////////////////
  // Write-back         //
  ////////////////////////

  logic wb_v;
  assign wb_v = v_q[WB];

  assign rf_we_o = wb_v && (rd_q[WB] != 6'd0);
  assign rf_wa_o = rd_q[WB];
  assign rf_wd_o = val[WB];

  assign retire_o          = wb_v && !trap_q[WB];
  assign retire_count_o    = count_q[WB];
  assign retire_flags_o    = flags[WB];
  assign retire_fs_dirty_o = rd_q[WB][5] || (flags[WB] != 5'd0);

  assign fault_o       = wb_v && fatal_q[WB];
  assign fault_cause_o = cause_q[WB];
  assign fault_pc_o    = pc_q[WB];
  assign fault_tval_o  = addr_q[WB];
  assign fault_insn_o  = insn_q[WB];

  ////////////////////////
  // Trace              //
  ////////////////////////

  logic t;
  assign t = trace_en_i && wb_v;

  assign trace_valid_o     = t;
  assign trace_pc_o        = t ? pc_q[WB] : 32'd0;
  assign trace_insn_o      = t ? insn_q[WB] : 32'd0;
  assign trace_rd_we_o     = t && (rd_q[WB] != 6'd0);
  assign trace_rd_fp_o     = t && rd_q[WB][5];
  assign trace_rd_o        = t ? rd_q[WB][4:0] : 5'd0;
  assign trace_rd_wdata_o  = (t && (rd_q[WB] != 6'd0)) ? val[WB] : 32'd0;
  assign trace_mem_we_o    = t && mwe_q[WB];
  assign trace_mem_re_o    = t && mre_q[WB];
  assign trace_mem_addr_o  = (t && (mwe_q[WB] || mre_q[WB])) ? addr_q[WB] : 32'd0;
  assign trace_mem_wdata_o = (t && mwe_q[WB]) ? val_q[WB] : 32'd0;
  assign trace_mem_be_o    = t ? mbe_q[WB] : 4'd0;
  assign trace_fflags_o    = t ? flags[WB] : 5'd0;
  assign trace_trap_o      = t && trap_q[WB];
  assign trace_cause_o     = (t && trap_q[WB]) ? cause_q[WB] : 5'd0;
  assign trace_tval_o      = (t && trap_q[WB]) ? addr_q[WB] : 32'd0;

endmodule
