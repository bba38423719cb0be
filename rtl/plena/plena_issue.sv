// plena_issue: fetch and in-order issue — the control core of plena.
//
//   IMEM ──► IR ──► plena_decode ──► hazards ──► issue
//   (PC, zero-overhead  (legality,     (scoreboard, ├─ scalar integer / control: executed here
//    hardware loops)    checks, ops)   FP pending,  ├─ FP_MEM / INT_MEM loads and stores, S_MAP_V_FP
//                                      unit ready)  ├─ S_*_FP ──────────────► plena_sfp_unit
//                                                   └─ V_*, M_*, H_* ───────► vector / matrix / DMA units
//
// Each cycle the instruction in IR is checked and, if nothing stops it, issued:
//   1. legality (plena_decode: generated plena_isa_pkg::is_legal) -> illegal_instruction
//   2. address and loop checks (plena_decode) -> fault (kind, pc, address); nothing after it issues
//   3. hazards (here) -> stall: its footprint overlaps an in-flight one (plena_scoreboard), an FP
//      register it reads or writes has a write in flight, its unit queue is full, or no
//      scoreboard slot is free.
// plena_decode is combinational: decode, checks and issue all happen in the cycle the
// instruction sits in IR. A fault, an illegal instruction, the end of the program or a stop
// request ends issue; the core then drains (every unit idle, every DMA write acknowledged) and
// reports `done`. Architectural registers, FP_MEM and INT_MEM live here; the debug port reads
// and writes them (and IMEM) while the core is idle: in reset, or after done.
//
// Registers follow the x_d / x_q style: each section's always_comb computes the next values x_d,
// its always_ff only stores them (x_q <= x_d, plus the reset value).
module plena_issue (
  input  logic                                clk_i,          // clock
  input  logic                                rst_ni,         // asynchronous active-low reset
  input  logic [31:0]                         prog_len_i,     // instructions in IMEM (testbench)
  input  logic                                halt_req_i,     // stop issuing and drain (cycle limit)
  // Run status
  output logic                                idle_o,         // not running: debug port usable
  output logic                                done_o,         // finished (halted, faulted, stopped)
  output logic [plena_isa_pkg::STATUS_BITS-1:0]                  status_o,       // how it finished
  output logic [plena_isa_pkg::FAULT_BITS-1:0]                   fault_kind_o,   // fault kind
  output logic [31:0]                         fault_pc_o,     // pc of the faulting/illegal instruction (stop: next pc)
  output logic [63:0]                         fault_addr_o,   // offending address (unit of its space)
  output logic [31:0]                         fault_word_o,   // the instruction word
  // Issue trace (observation only; nothing inside the core reads it)
  output logic                                issue_o,        // an instruction issues at this clock edge
  output logic [31:0]                         issue_pc_o,     //   its pc
  // Vector unit
  output logic                                vec_valid_o,    // issue to the vector unit
  input  logic                                vec_ready_i,    //   it has room
  output plena_pkg::vec_uop_t                 vec_uop_o,      //   the micro-op
  // Matrix unit
  output logic                                mat_valid_o,
  input  logic                                mat_ready_i,
  output plena_pkg::mat_uop_t                 mat_uop_o,
  // DMA engine
  output logic                                dma_valid_o,
  input  logic                                dma_ready_i,
  output plena_pkg::dma_uop_t                 dma_uop_o,
  // FP register write-back from the vector unit (reductions)
  input  logic                                vfwb_i,         // write f[vfwb_idx_i]
  input  logic [2:0]                          vfwb_idx_i,
  input  logic [15:0]                         vfwb_data_i,
  // Scoreboard releases from the units: vector row, vector reduction, matrix multiply,
  // matrix write-out, DMA load, DMA store
  input  logic [5:0]                          rel_valid_i,
  input  logic [6*plena_pkg::SLOT_AW-1:0]     rel_slot_i,
  // S_MAP_V_FP row write (VRAM write port)
  output logic                                map_wr_o,       // request
  output logic [plena_pkg::ROW_AW-1:0]        map_row_o,      // row
  output logic [plena_pkg::ROW_BITS-1:0]      map_data_o,     // data
  input  logic                                map_gnt_i,      // written
  // Unit activity (counters, drain)
  input  logic                                vec_busy_i,
  input  logic                                mat_busy_i,
  input  logic                                dma_busy_i,
  input  logic                                vec_beat_i,     // counter events
  input  logic                                mat_step_i,
  input  logic                                hbm_rd_beat_i,
  input  logic                                hbm_wr_beat_i,
  // Debug access (idle only): IMEM, FP_MEM, INT_MEM, registers and counters
  input  logic                                dbg_req_i,      // access request for this module's spaces
  input  logic                                dbg_we_i,       // 1: write
  input  logic [2:0]                          dbg_space_i,    // space (plena_pkg::dbg_space_e)
  input  logic [31:0]                         dbg_addr_i,     // word address in the space
  input  logic [31:0]                         dbg_wdata_i,    // write data
  output logic [31:0]                         dbg_rdata_o     // read data (cycle after request)
);


  localparam int unsigned VLEN  = plena_pkg::VLEN;
  localparam int unsigned VLOG  = $clog2(VLEN);
  localparam int unsigned RAW   = plena_pkg::ROW_AW;
  localparam int unsigned SAW   = plena_pkg::SLOT_AW;
  localparam int unsigned LDEP  = plena_cfg_pkg::LOOP_DEPTH;
  localparam int unsigned LAW   = $clog2(LDEP + 1);

  ///////////////////////
  // Run state         //
  ///////////////////////

  typedef enum logic [1:0] {SIdle, SRun, SDrain, SDone} state_e;
  state_e               state_q, state_d;
  logic [plena_isa_pkg::STATUS_BITS-1:0]   status_q, status_d;
  logic [plena_isa_pkg::FAULT_BITS-1:0]    fault_kind_q, fault_kind_d;
  logic [31:0]          fault_pc_q, fault_pc_d, fault_word_q, fault_word_d;
  logic [63:0]          fault_addr_q, fault_addr_d;

  assign idle_o       = (state_q == SIdle) || (state_q == SDone);
  assign done_o       = (state_q == SDone);
  assign status_o     = status_q;
  assign fault_kind_o = fault_kind_q;
  assign fault_pc_o   = fault_pc_q;
  assign fault_addr_o = fault_addr_q;
  assign fault_word_o = fault_word_q;

  /////////////////////////
  // Architectural state //
  /////////////////////////

  logic [31:0] gp_q   [16];
  logic [15:0] f_q    [8];
  logic [63:0] a_q    [8];
  logic [31:0] gp_d   [16];
  logic [15:0] f_d    [8];
  logic [63:0] a_d    [8];
  logic [31:0] stride_q, scale_q, vmask_q, stride_d, scale_d, vmask_d;

  // Loop stack: body start pc and counter register of each open loop.
  logic [31:0] ls_pc_q [LDEP];
  logic [3:0]  ls_rd_q [LDEP];
  logic [31:0] ls_pc_d [LDEP];
  logic [3:0]  ls_rd_d [LDEP];
  logic [LAW-1:0] lsp_q, lsp_d;   // open loops
  localparam int unsigned LIW = (LDEP > 1) ? $clog2(LDEP) : 1;
  logic [LIW-1:0] ltop, lpush;     // innermost open loop; entry a C_LOOP_START fills
  assign ltop  = LIW'(lsp_q - 1'b1);
  assign lpush = LIW'(lsp_q);

  // The register files as plain vectors for plena_decode (register n at bits n·width +: width).
  logic [16*32-1:0] gp_flat;
  logic [8*16-1:0]  f_flat;
  logic [8*64-1:0]  a_flat;
  for (genvar i = 0; i < 16; i++) begin : g_gp_flat
    assign gp_flat[32*i +: 32] = gp_q[i];
  end
  for (genvar i = 0; i < 8; i++) begin : g_fa_flat
    assign f_flat[16*i +: 16] = f_q[i];
    assign a_flat[64*i +: 64] = a_q[i];
  end

  ///////////////////////
  // Fetch             //
  ///////////////////////

  logic [31:0] fetch_pc_q, fetch_pc_d, ir_pc_q, ir_pc_d, fetch_addr, redirect_pc, ir;
  logic        ir_valid_q, ir_valid_d, fetch_en, redirect, issue_fire, stop_issue;
  logic        imem_re;
  localparam int unsigned IAWI = plena_cfg_pkg::IMEM_AW;
  logic [IAWI-1:0] imem_raddr;

  assign fetch_addr = redirect ? redirect_pc : fetch_pc_q;
  assign fetch_en   = (state_q == SRun) && !stop_issue && (fetch_addr < prog_len_i) &&
                      (!ir_valid_q || issue_fire);

  // IR holds the fetched word (IMEM's read register); ir_pc_q and ir_valid_q describe it.
  assign ir_valid_d = fetch_en || (ir_valid_q && !issue_fire && !stop_issue);
  assign ir_pc_d    = fetch_en ? fetch_addr : ir_pc_q;
  assign fetch_pc_d = fetch_en ? fetch_addr + 32'd1 : fetch_pc_q;

  // IMEM: the fetch port, or the debug port while idle.
  logic dbg_imem, dbg_fpmem, dbg_intmem, dbg_regs;
  assign dbg_imem   = dbg_req_i && idle_o && (dbg_space_i == plena_pkg::DsImem);
  assign dbg_fpmem  = dbg_req_i && idle_o && (dbg_space_i == plena_pkg::DsFpmem);
  assign dbg_intmem = dbg_req_i && idle_o && (dbg_space_i == plena_pkg::DsIntmem);
  assign dbg_regs   = dbg_req_i && idle_o && (dbg_space_i == plena_pkg::DsRegs);
  assign imem_re    = fetch_en || (dbg_imem && !dbg_we_i);
  assign imem_raddr = fetch_en ? fetch_addr[IAWI-1:0] : dbg_addr_i[IAWI-1:0];

  kc_ram_1r1w #(.DEPTH(plena_cfg_pkg::IMEM_WORDS), .WIDTH(32)) u_imem (
    .clk_i,
    .re_i    (imem_re),
    .raddr_i (imem_raddr),
    .rdata_o (ir),
    .we_i    (dbg_imem && dbg_we_i),
    .waddr_i (dbg_addr_i[IAWI-1:0]),
    .wdata_i (dbg_wdata_i),
    .wmask_i (1'b1)
  );

  ///////////////////////
  // Decode and checks //
  ///////////////////////

  logic                                 legal, fault;
  logic [plena_isa_pkg::FAULT_BITS-1:0] fkind;
  logic [63:0]                          faddr;
  plena_pkg::dec_t                      dec;

  plena_decode u_dec (
    .ir_i         (ir),
    .gp_i         (gp_flat),
    .f_i          (f_flat),
    .a_i          (a_flat),
    .stride_i     (stride_q),
    .vmask_i      (vmask_q[plena_pkg::HEADS-1:0]),
    .loop_depth_i (lsp_q),
    .loop_rd_i    (ls_rd_q[ltop]),
    .legal_o      (legal),
    .fault_o      (fault),
    .fault_kind_o (fkind),
    .fault_addr_o (faddr),
    .dec_o        (dec)
  );

  ///////////////////////
  // Hazards and issue //
  ///////////////////////

  logic        conflict, has_free, sb_empty;
  logic [SAW-1:0] free_slot;
  logic [7:0]  fpend;
  logic        fwait, unit_wait, slot_wait, multi_wait;
  logic        sfp_busy, sfp_wb;
  logic [2:0]  sfp_wb_idx;
  logic [15:0] sfp_wb_data;
  logic        ldint_q, ldint_d, ldint_rd, map_q, map_d, map_done;
  logic        fld_q, fld_d;
  logic [2:0]  fld_idx_q, fld_idx_d;
  logic        can_issue;

  assign fwait      = ((dec.fneed & fpend) != '0);
  assign unit_wait  = (dec.to_vec && !vec_ready_i) || (dec.to_mat && !mat_ready_i) ||
                      (dec.to_dma && !dma_ready_i);
  assign slot_wait  = dec.tracked && !has_free;
  // Two-cycle S_LD_INT and the S_MAP_V_FP sequence retire from inside their state.
  assign multi_wait = (dec.is_ldint && !ldint_q) || (dec.is_map && !map_done);
  assign can_issue  = (state_q == SRun) && ir_valid_q && legal && !fault && !halt_req_i;
  assign issue_fire = can_issue && !fwait && !conflict && !unit_wait && !slot_wait && !multi_wait;

  assign issue_o     = issue_fire;
  assign issue_pc_o  = ir_pc_q;
  assign vec_valid_o = issue_fire && dec.to_vec;
  assign mat_valid_o = issue_fire && dec.to_mat;
  assign dma_valid_o = issue_fire && dec.to_dma;

  always_comb begin
    vec_uop_o      = dec.vu;
    vec_uop_o.slot = free_slot;
    mat_uop_o      = dec.mu;
    mat_uop_o.slot = free_slot;
    dma_uop_o      = dec.du;
    dma_uop_o.slot = free_slot;
  end

  assign redirect    = issue_fire && (dec.opc == plena_isa_pkg::OPC_C_LOOP_END) && dec.loop_take;
  assign redirect_pc = ls_pc_q[ltop];

  // Issue ends at an illegal word, a fault, a stop request, or the end of the program.
  assign stop_issue = (ir_valid_q && (!legal || fault)) || halt_req_i;

  plena_scoreboard #(.N_REL(6), .N_FCLR(3)) u_sb (
    .clk_i, .rst_ni,
    .chk_fp_i    (dec.fp),
    .conflict_o  (conflict),
    .alloc_i     (issue_fire && dec.tracked),
    .has_free_o  (has_free),
    .free_slot_o (free_slot),
    .rel_valid_i (rel_valid_i),
    .rel_slot_i  (rel_slot_i),
    .empty_o     (sb_empty),
    .fset_i      (issue_fire && dec.fset),
    .fset_idx_i  (dec.rd[2:0]),
    .fclr_i      ({fld_q, vfwb_i, sfp_wb}),
    .fclr_idx_i  ({fld_idx_q, vfwb_idx_i, sfp_wb_idx}),
    .fpend_o     (fpend)
  );

  plena_sfp_unit u_sfp (
    .clk_i, .rst_ni,
    .valid_i   (issue_fire && dec.to_sfp),
    .uop_i     (dec.su),
    .wb_o      (sfp_wb),
    .wb_idx_o  (sfp_wb_idx),
    .wb_data_o (sfp_wb_data),
    .busy_o    (sfp_busy)
  );

  ///////////////////////
  // FP_MEM, INT_MEM   //
  ///////////////////////

  localparam int unsigned FAW = $clog2(plena_cfg_pkg::FP_MEM_WORDS);
  localparam int unsigned IAW = $clog2(plena_cfg_pkg::INT_MEM_WORDS);

  logic [15:0]      fpm_rdata;
  logic [31:0]      intm_rdata;
  logic [FAW-1:0]   map_addr_q, map_addr_d;
  localparam int unsigned MCW = $clog2(VLEN + 1);
  logic [MCW-1:0]   map_cnt_q, map_cnt_d;       // words read so far
  logic             map_cap_q, map_cap_d;       // a word arrives this cycle
  logic [plena_pkg::ROW_BITS-1:0] map_row_q, map_row_d;
  logic             map_full_q, map_full_d;     // row assembled, waiting for the VRAM write
  logic             fpm_re;
  logic [FAW-1:0]   fpm_raddr;

  logic map_start, map_reading;
  assign map_start   = can_issue && dec.is_map && !map_q && !conflict;
  assign map_reading = map_start || (map_q && (map_cnt_q != MCW'(VLEN)));
  assign map_done    = map_q && map_full_q && map_gnt_i;
  // S_LD_INT reads INT_MEM in its first cycle and writes gp[rd] in its second.
  assign ldint_rd    = can_issue && dec.is_ldint && !ldint_q && !fwait;

  always_comb begin
    fpm_re    = 1'b0;
    fpm_raddr = dec.fpm_addr;
    if (map_reading) begin
      fpm_re    = 1'b1;
      fpm_raddr = map_start ? dec.fpm_addr : map_addr_q;
    end else if (issue_fire && dec.is_ldfp) begin
      fpm_re = 1'b1;
    end else if (dbg_fpmem && !dbg_we_i) begin
      fpm_re    = 1'b1;
      fpm_raddr = dbg_addr_i[FAW-1:0];
    end
  end

  kc_ram_1r1w #(.DEPTH(plena_cfg_pkg::FP_MEM_WORDS), .WIDTH(16)) u_fpmem (
    .clk_i,
    .re_i    (fpm_re),
    .raddr_i (fpm_raddr),
    .rdata_o (fpm_rdata),
    .we_i    ((issue_fire && dec.is_stfp) || (dbg_fpmem && dbg_we_i)),
    .waddr_i (dbg_fpmem ? dbg_addr_i[FAW-1:0] : dec.fpm_addr),
    .wdata_i (dbg_fpmem ? dbg_wdata_i[15:0] : f_q[dec.rd[2:0]]),
    .wmask_i (1'b1)
  );

  kc_ram_1r1w #(.DEPTH(plena_cfg_pkg::INT_MEM_WORDS), .WIDTH(32)) u_intmem (
    .clk_i,
    .re_i    (ldint_rd || (dbg_intmem && !dbg_we_i)),
    .raddr_i (dbg_intmem ? dbg_addr_i[IAW-1:0] : dec.intm_addr),
    .rdata_o (intm_rdata),
    .we_i    ((issue_fire && dec.is_stint) || (dbg_intmem && dbg_we_i)),
    .waddr_i (dbg_intmem ? dbg_addr_i[IAW-1:0] : dec.intm_addr),
    .wdata_i (dbg_intmem ? dbg_wdata_i : dec.g_rd),
    .wmask_i (1'b1)
  );

  assign map_wr_o   = map_q && map_full_q;
  assign map_row_o  = dec.g_rd[VLOG +: RAW];
  assign map_data_o = map_row_q;

  // Multi-cycle instructions: S_LD_INT's second cycle; the S_MAP_V_FP sequence (VLEN reads,
  // words captured the cycle after their read and shifted into the row low first, one VRAM
  // write); the FP register write-back of S_LD_FP one cycle after issue.
  always_comb begin
    ldint_d = ldint_q;
    if (ldint_rd) ldint_d = 1'b1;
    else if (issue_fire || state_q != SRun) ldint_d = 1'b0;

    map_d      = map_q;
    map_cnt_d  = map_cnt_q;
    map_addr_d = map_addr_q;
    map_full_d = map_full_q;
    map_cap_d  = map_reading;
    if (map_start) begin
      map_d      = 1'b1;
      map_cnt_d  = 1;
      map_addr_d = dec.fpm_addr + 1'b1;
    end else if (map_reading) begin
      map_cnt_d  = map_cnt_q + 1'b1;
      map_addr_d = map_addr_q + 1'b1;
    end
    if (map_q && !map_reading && map_cap_q) map_full_d = 1'b1;   // last word captured
    if (map_done) begin
      map_d      = 1'b0;
      map_full_d = 1'b0;
    end
    map_row_d = map_cap_q ? {fpm_rdata, map_row_q[plena_pkg::ROW_BITS-1:16]} : map_row_q;

    fld_d     = issue_fire && dec.is_ldfp;
    fld_idx_d = dec.rd[2:0];
  end

  ///////////////////////
  // State updates     //
  ///////////////////////

  logic drained;
  assign drained = sb_empty && !vec_busy_i && !mat_busy_i && !dma_busy_i && !sfp_busy && !fld_q;

  // Run state: an illegal word, a fault, a stop request or the end of the program ends the run.
  always_comb begin
    state_d      = state_q;
    status_d     = status_q;
    fault_kind_d = fault_kind_q;
    fault_pc_d   = fault_pc_q;
    fault_addr_d = fault_addr_q;
    fault_word_d = fault_word_q;
    unique case (state_q)
      SIdle: state_d = SRun;
      SRun: begin
        if (ir_valid_q && !legal && !halt_req_i) begin
          state_d      = SDrain;
          status_d     = plena_isa_pkg::ST_ILLEGAL_INSTRUCTION;
          fault_pc_d   = ir_pc_q;
          fault_word_d = ir;
        end else if (ir_valid_q && fault && !halt_req_i) begin
          state_d      = SDrain;
          status_d     = plena_isa_pkg::ST_FAULT;
          fault_kind_d = fkind;
          fault_pc_d   = ir_pc_q;
          fault_addr_d = faddr;
          fault_word_d = ir;
        end else if (halt_req_i) begin
          state_d    = SDrain;
          status_d   = plena_isa_pkg::ST_CYCLE_LIMIT;
          fault_pc_d = ir_valid_q ? ir_pc_q : fetch_pc_q;   // where the program stood
        end else if (!ir_valid_q && !fetch_en && fetch_pc_q >= prog_len_i) begin
          state_d  = SDrain;
          status_d = plena_isa_pkg::ST_HALTED;
        end
      end
      SDrain: if (drained && !map_q && !ldint_q) state_d = SDone;
      default: ;
    endcase
  end

  // Architectural effects of the issued instruction, and the FP register write-backs
  // (f0 and gp0 read +0: writes to them are discarded).
  always_comb begin
    for (int i = 0; i < 16; i++) gp_d[i] = gp_q[i];
    for (int i = 0; i < 8; i++)  a_d[i]  = a_q[i];
    for (int i = 0; i < 8; i++)  f_d[i]  = f_q[i];
    for (int i = 0; i < LDEP; i++) begin
      ls_pc_d[i] = ls_pc_q[i];
      ls_rd_d[i] = ls_rd_q[i];
    end
    stride_d = stride_q;
    scale_d  = scale_q;
    vmask_d  = vmask_q;
    lsp_d    = lsp_q;
    if (issue_fire) begin
      unique case (dec.opc)
        plena_isa_pkg::OPC_S_ADD_INT:  gp_d[dec.rd] = dec.g_rs1 + dec.g_rs2;
        plena_isa_pkg::OPC_S_SUB_INT:  gp_d[dec.rd] = dec.g_rs1 - dec.g_rs2;
        plena_isa_pkg::OPC_S_MUL_INT:  gp_d[dec.rd] = dec.g_rs1 * dec.g_rs2;
        plena_isa_pkg::OPC_S_ADDI_INT: gp_d[dec.rd] = dec.g_rs1 + 32'(dec.imm18);
        plena_isa_pkg::OPC_S_LUI_INT:  gp_d[dec.rd] = {dec.imm22[19:0], 12'h000};
        plena_isa_pkg::OPC_S_LD_INT:   gp_d[dec.rd] = intm_rdata;
        plena_isa_pkg::OPC_C_SET_ADDR_REG:   a_d[dec.rd[2:0]] = {dec.g_rs1, dec.g_rs2};
        plena_isa_pkg::OPC_C_SET_SCALE_REG:  scale_d  = dec.g_rd;
        plena_isa_pkg::OPC_C_SET_STRIDE_REG: stride_d = dec.g_rd;
        plena_isa_pkg::OPC_C_SET_V_MASK_REG: vmask_d  = dec.g_rd;
        plena_isa_pkg::OPC_C_LOOP_START: begin
          gp_d[dec.rd]    = 32'(dec.imm22);
          ls_pc_d[lpush]  = ir_pc_q + 32'd1;
          ls_rd_d[lpush]  = dec.rd;
          lsp_d           = lsp_q + 1'b1;
        end
        plena_isa_pkg::OPC_C_LOOP_END: begin
          gp_d[dec.rd] = dec.loop_cnt;
          if (!dec.loop_take) lsp_d = lsp_q - 1'b1;
        end
        default: ;
      endcase
    end
    gp_d[0] = '0;   // hard-wired zero

    if (sfp_wb) f_d[sfp_wb_idx] = sfp_wb_data;
    if (vfwb_i) f_d[vfwb_idx_i] = vfwb_data_i;
    if (fld_q)  f_d[fld_idx_q]  = fpm_rdata;
    f_d[0] = '0;
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q      <= SIdle;
      status_q     <= '0;
      fault_kind_q <= '0;
      fault_pc_q   <= '0;
      fault_addr_q <= '0;
      fault_word_q <= '0;
      fetch_pc_q   <= '0;
      ir_pc_q      <= '0;
      ir_valid_q   <= 1'b0;
      for (int i = 0; i < 16; i++) gp_q[i] <= '0;
      for (int i = 0; i < 8; i++)  f_q[i]  <= '0;
      for (int i = 0; i < 8; i++)  a_q[i]  <= '0;
      stride_q   <= 32'd1;
      scale_q    <= '0;
      vmask_q    <= '0;
      lsp_q      <= '0;
      ldint_q    <= 1'b0;
      map_q      <= 1'b0;
      map_cnt_q  <= '0;
      map_cap_q  <= 1'b0;
      map_full_q <= 1'b0;
      fld_q      <= 1'b0;
      fld_idx_q  <= '0;
    end else begin
      state_q      <= state_d;
      status_q     <= status_d;
      fault_kind_q <= fault_kind_d;
      fault_pc_q   <= fault_pc_d;
      fault_addr_q <= fault_addr_d;
      fault_word_q <= fault_word_d;
      fetch_pc_q   <= fetch_pc_d;
      ir_pc_q      <= ir_pc_d;
      ir_valid_q   <= ir_valid_d;
      for (int i = 0; i < 16; i++) gp_q[i] <= gp_d[i];
      for (int i = 0; i < 8; i++)  f_q[i]  <= f_d[i];
      for (int i = 0; i < 8; i++)  a_q[i]  <= a_d[i];
      stride_q   <= stride_d;
      scale_q    <= scale_d;
      vmask_q    <= vmask_d;
      lsp_q      <= lsp_d;
      ldint_q    <= ldint_d;
      map_q      <= map_d;
      map_cnt_q  <= map_cnt_d;
      map_cap_q  <= map_cap_d;
      map_full_q <= map_full_d;
      fld_q      <= fld_d;
      fld_idx_q  <= fld_idx_d;
    end
  end

  // No reset: written before they are read (a loop entry at C_LOOP_START, the FP_MEM address and
  // the row at the start of S_MAP_V_FP).
  always_ff @(posedge clk_i) begin
    for (int i = 0; i < LDEP; i++) begin
      ls_pc_q[i] <= ls_pc_d[i];
      ls_rd_q[i] <= ls_rd_d[i];
    end
    map_addr_q <= map_addr_d;
    map_row_q  <= map_row_d;
  end

  ///////////////////////
  // Counters          //
  ///////////////////////

  logic [63:0] cnt_q [plena_isa_pkg::N_COUNTERS];
  logic [63:0] cnt_d [plena_isa_pkg::N_COUNTERS];
  logic [plena_isa_pkg::N_COUNTERS-1:0] ev;
  // Cycles count from reset release (the first edge moves SIdle to SRun) until done.
  logic running;
  assign running = (state_q != SDone);

  always_comb begin
    ev = '0;
    ev[plena_isa_pkg::CNT_CYCLES]     = running;
    ev[plena_isa_pkg::CNT_INSTRUCTIONS]     = issue_fire;
    ev[plena_isa_pkg::CNT_BUSY_VECTOR]    = vec_busy_i;
    ev[plena_isa_pkg::CNT_BUSY_MATRIX]    = mat_busy_i;
    ev[plena_isa_pkg::CNT_BUSY_DMA]    = dma_busy_i;
    ev[plena_isa_pkg::CNT_BUSY_SCALAR_FP]    = sfp_busy;
    ev[plena_isa_pkg::CNT_STALL_MEMORY]   = can_issue && !issue_fire && !fwait && conflict;
    ev[plena_isa_pkg::CNT_STALL_FP_REGISTER]  = can_issue && !issue_fire && fwait;
    ev[plena_isa_pkg::CNT_STALL_UNIT]  = can_issue && !issue_fire && !fwait && !conflict;
    ev[plena_isa_pkg::CNT_STALL_FETCH] = (state_q == SRun) && !ir_valid_q && fetch_pc_q < prog_len_i;
    ev[plena_isa_pkg::CNT_HBM_READ_BEATS] = hbm_rd_beat_i;
    ev[plena_isa_pkg::CNT_HBM_WRITE_BEATS] = hbm_wr_beat_i;
    ev[plena_isa_pkg::CNT_MATRIX_STEPS]   = mat_step_i;
    ev[plena_isa_pkg::CNT_VECTOR_BEATS]   = vec_beat_i;
    for (int c = 0; c < plena_isa_pkg::N_COUNTERS; c++) cnt_d[c] = cnt_q[c] + 64'(ev[c]);
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      for (int c = 0; c < plena_isa_pkg::N_COUNTERS; c++) cnt_q[c] <= '0;
    end else begin
      for (int c = 0; c < plena_isa_pkg::N_COUNTERS; c++) cnt_q[c] <= cnt_d[c];
    end
  end

  ///////////////////////
  // Debug reads       //
  ///////////////////////

  logic [31:0]           reg_rdata_q, reg_rdata_d;
  logic [2:0]            dsp_q, dsp_d;

  always_comb begin
    dsp_d       = dsp_q;
    reg_rdata_d = reg_rdata_q;
    if (dbg_req_i) begin
      dsp_d = dbg_space_i;
      reg_rdata_d = '0;
      if (dbg_addr_i < 32'd16)       reg_rdata_d = gp_q[dbg_addr_i[3:0]];
      else if (dbg_addr_i < 32'd24)  reg_rdata_d = 32'(f_q[dbg_addr_i[2:0]]);
      else if (dbg_addr_i >= 32'd32 && dbg_addr_i < 32'd48)
        reg_rdata_d = dbg_addr_i[0] ? a_q[dbg_addr_i[3:1]][63:32] : a_q[dbg_addr_i[3:1]][31:0];
      else if (dbg_addr_i == 32'd48) reg_rdata_d = stride_q;
      else if (dbg_addr_i == 32'd49) reg_rdata_d = scale_q;
      else if (dbg_addr_i == 32'd50) reg_rdata_d = vmask_q;
      else if (dbg_addr_i >= 32'd64 && dbg_addr_i < 32'(64 + 2 * plena_isa_pkg::N_COUNTERS))
        reg_rdata_d = dbg_addr_i[0] ? cnt_q[dbg_addr_i[4:1]][63:32] : cnt_q[dbg_addr_i[4:1]][31:0];
    end
  end

  // No reset: debug reads also work while the core is held in reset (registers read as 0 then).
  always_ff @(posedge clk_i) begin
    dsp_q       <= dsp_d;
    reg_rdata_q <= reg_rdata_d;
  end

  always_comb begin
    unique case (dsp_q)
      plena_pkg::DsImem:   dbg_rdata_o = ir;
      plena_pkg::DsFpmem:  dbg_rdata_o = 32'(fpm_rdata);
      plena_pkg::DsIntmem: dbg_rdata_o = intm_rdata;
      default:             dbg_rdata_o = reg_rdata_q;
    endcase
  end

  logic unused;
  assign unused = dbg_regs;

endmodule
