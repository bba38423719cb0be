// plena_issue: fetch, decode and in-order issue — the control core of plena.
//
//   IMEM ──► IR ──► decode ─┬─ scalar integer / control: executed here, one per cycle
//   (PC, zero-overhead      ├─ FP_MEM / INT_MEM loads and stores, S_MAP_V_FP: here
//    hardware loops)        ├─ S_*_FP ────────────────► plena_sfp_unit
//                           └─ V_*, M_*, H_* ─────────► vector / matrix / DMA units
//
// Each cycle the instruction in IR is checked and, if nothing stops it, issued:
//   1. legality (generated plena_isa_pkg::is_legal) -> illegal_instruction
//   2. address and loop checks -> fault (kind, pc, address); nothing after it issues
//   3. hazards -> stall: its footprint overlaps an in-flight one (plena_scoreboard), an FP
//      register it reads or writes has a write in flight, its unit queue is full, or no
//      scoreboard slot is free.
// A fault, an illegal instruction, the end of the program or a stop request ends issue; the
// core then drains (every unit idle, every DMA write acknowledged) and reports `done`.
// Architectural registers, FP_MEM and INT_MEM live here; the debug port reads and writes them
// (and IMEM) while the core is idle: in reset, or after done.
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
  localparam int unsigned MLEN  = plena_pkg::MLEN;
  localparam int unsigned BLEN  = plena_pkg::BLEN;
  localparam int unsigned VLOG  = $clog2(VLEN);
  localparam int unsigned MLOG  = $clog2(MLEN);
  localparam int unsigned BLOG  = $clog2(BLEN);
  localparam int unsigned RAW   = plena_pkg::ROW_AW;
  localparam int unsigned TAW   = plena_pkg::TILE_AW;
  localparam int unsigned EAW   = plena_pkg::HBM_EAW;
  localparam int unsigned SAW   = plena_pkg::SLOT_AW;
  localparam int unsigned LDEP  = plena_cfg_pkg::LOOP_DEPTH;
  localparam int unsigned LAW   = $clog2(LDEP + 1);
  localparam logic [32:0] VRAM_ROWS = 33'(plena_cfg_pkg::VRAM_ROWS);
  localparam logic [32:0] TILES     = 33'(plena_cfg_pkg::MRAM_TILES);
  localparam logic [65:0] HBM_ELEMS = 66'(plena_cfg_pkg::HBM_ELEMS);

  ///////////////////////
  // Run state         //
  ///////////////////////

  typedef enum logic [1:0] {SIdle, SRun, SDrain, SDone} state_e;
  state_e               state_q;
  logic [plena_isa_pkg::STATUS_BITS-1:0]   status_q;
  logic [plena_isa_pkg::FAULT_BITS-1:0]    fault_kind_q;
  logic [31:0]          fault_pc_q, fault_word_q;
  logic [63:0]          fault_addr_q;

  assign idle_o       = (state_q == SIdle) || (state_q == SDone);
  assign done_o       = (state_q == SDone);
  assign status_o     = status_q;
  assign fault_kind_o = fault_kind_q;
  assign fault_pc_o   = fault_pc_q;
  assign fault_addr_o = fault_addr_q;
  assign fault_word_o = fault_word_q;

  ///////////////////////
  // Architectural state //
  ///////////////////////

  logic [31:0] gp_q   [16];
  logic [15:0] f_q    [8];
  logic [63:0] a_q    [8];
  logic [31:0] stride_q, scale_q, vmask_q;

  // Loop stack: body start pc and counter register of each open loop.
  logic [31:0] ls_pc_q [LDEP];
  logic [3:0]  ls_rd_q [LDEP];
  logic [LAW-1:0] lsp_q;          // open loops
  localparam int unsigned LIW = (LDEP > 1) ? $clog2(LDEP) : 1;
  logic [LIW-1:0] ltop, lpush;     // innermost open loop; entry a C_LOOP_START fills
  assign ltop  = LIW'(lsp_q - 1'b1);
  assign lpush = LIW'(lsp_q);

  ///////////////////////
  // Fetch             //
  ///////////////////////

  logic [31:0] fetch_pc_q, ir_pc_q, fetch_addr, redirect_pc, ir;
  logic        ir_valid_q, fetch_en, redirect, issue_fire, stop_issue;
  logic        imem_re;
  localparam int unsigned IAWI = plena_cfg_pkg::IMEM_AW;
  logic [IAWI-1:0] imem_raddr;

  assign fetch_addr = redirect ? redirect_pc : fetch_pc_q;
  assign fetch_en   = (state_q == SRun) && !stop_issue && (fetch_addr < prog_len_i) &&
                      (!ir_valid_q || issue_fire);

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
  // Decode            //
  ///////////////////////

  logic [5:0]  opc;
  logic [3:0]  f_rd, f_rs1, f_rs2, f_rs3, f_fn;
  logic [17:0] imm18;
  logic [21:0] imm22;
  logic [31:0] g_rd, g_rs1, g_rs2;
  logic        legal;

  assign legal = plena_isa_pkg::is_legal(ir);
  assign opc   = ir[plena_isa_pkg::OPCODE_MSB:plena_isa_pkg::OPCODE_LSB];
  assign f_rd  = ir[plena_isa_pkg::RD_MSB:plena_isa_pkg::RD_LSB];
  assign f_rs1 = ir[plena_isa_pkg::RS1_MSB:plena_isa_pkg::RS1_LSB];
  assign f_rs2 = ir[plena_isa_pkg::RS2_MSB:plena_isa_pkg::RS2_LSB];
  assign f_rs3 = ir[plena_isa_pkg::RS3_MSB:plena_isa_pkg::RS3_LSB];
  assign f_fn  = ir[plena_isa_pkg::FUNCT1_MSB:plena_isa_pkg::FUNCT1_LSB];
  assign imm18 = ir[plena_isa_pkg::IMM18_MSB:plena_isa_pkg::IMM18_LSB];
  assign imm22 = ir[plena_isa_pkg::IMM22_MSB:plena_isa_pkg::IMM22_LSB];
  assign g_rd  = gp_q[f_rd];
  assign g_rs1 = gp_q[f_rs1];
  assign g_rs2 = gp_q[f_rs2];

  ///////////////////////
  // Address checks    //
  ///////////////////////

  // VRAM element address a names a row (aligned) and rows a/VLEN .. a/VLEN+n-1 exist.
  function automatic logic v_misaligned(input logic [31:0] a);
    v_misaligned = (a[VLOG-1:0] != '0);
  endfunction
  function automatic logic v_out(input logic [32:0] row, input logic [32:0] n);
    v_out = (row + n > VRAM_ROWS);
  endfunction
  // MRAM element address: tile t = a / MLEN², in-tile offset c must be a BLEN multiple < MLEN.
  function automatic logic m_misaligned(input logic [31:0] a);
    m_misaligned = (a[2*MLOG-1:MLOG] != '0) || (a[BLOG-1:0] != '0);
  endfunction
  function automatic logic m_out(input logic [31:0] a);
    m_out = ((33'(a) >> (2*MLOG)) >= TILES);
  endfunction

  // The usual operand check: row address a, n rows. Sets fault kind/address if bad.
  logic              fault;
  logic [plena_isa_pkg::FAULT_BITS-1:0] fkind;
  logic [63:0]       faddr;

  ///////////////////////
  // Issue decision    //
  ///////////////////////

  plena_pkg::footprint_t fp;
  logic        tracked;                       // takes a scoreboard slot
  logic        to_vec, to_mat, to_dma, to_sfp;
  logic [7:0]  fneed;                         // f registers that must not be pending
  logic        fset;
  logic [2:0]  fset_idx;
  logic        is_ldint, is_map, is_ldfp, is_stfp, is_stint;
  logic [32:0] mem_addr;                      // FP_MEM / INT_MEM word address (33 bits: no wrap)
  plena_pkg::vec_uop_t vu;
  plena_pkg::mat_uop_t mu;
  plena_pkg::dma_uop_t du;
  plena_pkg::sfp_uop_t su;

  // Loop-control results (valid for C_LOOP_START / C_LOOP_END).
  logic        loop_take;
  logic [31:0] loop_next_cnt;

  // Row/tile/element helpers.
  logic [32:0] row_rd, row_rs1, row_rs2;
  assign row_rd  = 33'(g_rd)  >> VLOG;
  assign row_rs1 = 33'(g_rs1) >> VLOG;
  assign row_rs2 = 33'(g_rs2) >> VLOG;

  // DMA addresses.
  logic [65:0] hbm_e, hbm_last;
  logic [32:0] hbm_stride;
  logic [32:0] hbm_rows;
  logic [63:0] a_sel;

  // Write-out addresses.
  logic [32:0] wo_d, wo_row0, wo_s;
  logic [35:0] wo_last;         // row0 + (BLEN-1)·stride: wide enough for any 32-bit stride

  // Per-class temporaries of the decision block.
  logic [31:0] m, v;            // matrix: MRAM and VRAM operand addresses
  logic [32:0] vrow, nrows;     // matrix: first activation row, rows read
  logic        mv, pm, st;      // M_MV_WO; H_PREFETCH_M; H_STORE_V
  logic [6:0]  rows_m1;         // DMA rows - 1 (at most MLEN - 1)

  // Scoreboard ranges [lo, hi] (addresses are range-checked before issue, so they fit RW bits):
  // rng for rows and tiles, rng_h for HBM elements.
  // (Plain vectors in the plena_pkg::range_t layout {space, lo, hi}.)
  localparam int unsigned RBW = 2 + 2 * plena_pkg::RW;
  function automatic logic [RBW-1:0] rng(input logic [1:0] sp, input logic [32:0] lo,
                                          input logic [32:0] hi);
    rng = {sp, plena_pkg::RW'(lo), plena_pkg::RW'(hi)};
  endfunction
  function automatic logic [RBW-1:0] rng_h(input logic [65:0] lo, input logic [65:0] hi);
    rng_h = {2'(plena_pkg::SpHbm), lo[plena_pkg::RW-1:0], hi[plena_pkg::RW-1:0]};
  endfunction

  // One VRAM operand check (row address a, n rows); the first failing check wins.
  // Implemented inline below as: if (!fault && (v_misaligned(a) || v_out(row, n))) ...

  always_comb begin
    fault    = 1'b0;
    fkind    = '0;
    faddr    = '0;
    fp       = '0;
    tracked  = 1'b0;
    to_vec   = 1'b0;
    to_mat   = 1'b0;
    to_dma   = 1'b0;
    to_sfp   = 1'b0;
    fneed    = '0;
    fset     = 1'b0;
    fset_idx = f_rd[2:0];
    is_ldint = 1'b0;
    is_map   = 1'b0;
    is_ldfp  = 1'b0;
    is_stfp  = 1'b0;
    is_stint = 1'b0;
    mem_addr = 33'(g_rs1) + 33'(imm18);
    m        = g_rs1;
    v        = g_rs2;
    vrow     = '0;
    nrows    = '0;
    mv       = 1'b0;
    pm       = 1'b0;
    st       = 1'b0;
    mu       = '0;
    du       = '0;
    su       = '0;
    loop_take     = 1'b0;
    loop_next_cnt = '0;

    a_sel      = a_q[f_rs2[2:0]];
    hbm_e      = 66'(a_sel) + 66'(g_rs1);
    hbm_stride = f_rs3[0] ? 33'(stride_q) : 33'(VLEN);
    hbm_rows   = (opc == plena_isa_pkg::OPC_H_PREFETCH_M) ? 33'(MLEN) :
                 (opc == plena_isa_pkg::OPC_H_STORE_V)    ? 33'(plena_cfg_pkg::ST_ROWS) :
                                                            33'(plena_cfg_pkg::PV_ROWS);
    rows_m1    = 7'(hbm_rows - 33'd1);
    hbm_last   = hbm_e + 66'(40'(hbm_stride) * 40'(rows_m1)) + 66'(VLEN) - 66'd1;

    wo_d    = 33'(g_rd) + 33'(imm18);
    wo_row0 = wo_d >> VLOG;
    wo_s    = (f_rs1 == '0) ? 33'd1 : 33'(g_rs1);
    wo_last = 36'(wo_row0) + 36'(BLEN) * 36'(wo_s) - 36'(wo_s);

    // Vector micro-op (fields are don't-care unless to_vec).
    vu.vv    = (opc == plena_isa_pkg::OPC_V_ADD_VV) || (opc == plena_isa_pkg::OPC_V_SUB_VV) ||
               (opc == plena_isa_pkg::OPC_V_MUL_VV);
    vu.red   = (opc == plena_isa_pkg::OPC_V_RED_SUM) ? plena_pkg::RedSum :
               (opc == plena_isa_pkg::OPC_V_RED_MAX) ? plena_pkg::RedMax : plena_pkg::RedNone;
    vu.swap  = (opc == plena_isa_pkg::OPC_V_SUB_VF) && f_fn[0];
    vu.rd    = g_rd[VLOG +: RAW];
    vu.rs1   = g_rs1[VLOG +: RAW];
    vu.rs2   = g_rs2[VLOG +: RAW];
    vu.heads = f_rs3[0] ? vmask_q[plena_pkg::HEADS-1:0] : '1;
    vu.fd    = f_rd[2:0];
    vu.slot  = '0;
    vu.scalar = (vu.red != plena_pkg::RedNone) ? f_q[f_rd[2:0]] : f_q[f_rs2[2:0]];
    unique case (opc)
      plena_isa_pkg::OPC_V_ADD_VV, plena_isa_pkg::OPC_V_ADD_VF: vu.op = plena_pkg::LAdd;
      plena_isa_pkg::OPC_V_SUB_VV, plena_isa_pkg::OPC_V_SUB_VF: vu.op = plena_pkg::LSub;
      plena_isa_pkg::OPC_V_MUL_VV, plena_isa_pkg::OPC_V_MUL_VF: vu.op = plena_pkg::LMul;
      plena_isa_pkg::OPC_V_MAX_VF: vu.op = plena_pkg::LMax;
      plena_isa_pkg::OPC_V_MIN_VF: vu.op = plena_pkg::LMin;
      plena_isa_pkg::OPC_V_EXP_V:  vu.op = plena_pkg::LExp;
      plena_isa_pkg::OPC_V_RECI_V: vu.op = plena_pkg::LReci;
      default:                     vu.op = plena_pkg::LPass;
    endcase

    unique case (opc)
      // ------------------------------------------------------------------ vector unit
      plena_isa_pkg::OPC_V_ADD_VV, plena_isa_pkg::OPC_V_SUB_VV, plena_isa_pkg::OPC_V_MUL_VV,
      plena_isa_pkg::OPC_V_ADD_VF, plena_isa_pkg::OPC_V_SUB_VF, plena_isa_pkg::OPC_V_MUL_VF,
      plena_isa_pkg::OPC_V_MAX_VF, plena_isa_pkg::OPC_V_MIN_VF,
      plena_isa_pkg::OPC_V_EXP_V,  plena_isa_pkg::OPC_V_RECI_V,
      plena_isa_pkg::OPC_V_RED_SUM, plena_isa_pkg::OPC_V_RED_MAX: begin
        if (vu.red != plena_pkg::RedNone) begin
          fneed[f_rd[2:0]] = 1'b1;                 // read and written: no write in flight
          fset = (f_rd[2:0] != 3'd0);
        end else if (!vu.vv && vu.op != plena_pkg::LExp && vu.op != plena_pkg::LReci) begin
          fneed[f_rs2[2:0]] = 1'b1;
        end
        if (v_misaligned(g_rs1) || v_out(row_rs1, 33'd1)) begin
          fault = 1'b1; faddr = 64'(g_rs1);
          fkind = v_misaligned(g_rs1) ? plena_isa_pkg::FK_VRAM_ALIGN : plena_isa_pkg::FK_VRAM_RANGE;
        end else if (vu.vv && (v_misaligned(g_rs2) || v_out(row_rs2, 33'd1))) begin
          fault = 1'b1; faddr = 64'(g_rs2);
          fkind = v_misaligned(g_rs2) ? plena_isa_pkg::FK_VRAM_ALIGN : plena_isa_pkg::FK_VRAM_RANGE;
        end else if (vu.red == plena_pkg::RedNone && (v_misaligned(g_rd) || v_out(row_rd, 33'd1))) begin
          fault = 1'b1; faddr = 64'(g_rd);
          fkind = v_misaligned(g_rd) ? plena_isa_pkg::FK_VRAM_ALIGN : plena_isa_pkg::FK_VRAM_RANGE;
        end
        fp.r1 = rng(plena_pkg::SpVram, row_rs1, row_rs1);
        if (vu.vv) fp.r2 = rng(plena_pkg::SpVram, row_rs2, row_rs2);
        if (vu.red == plena_pkg::RedNone) fp.w = rng(plena_pkg::SpVram, row_rd, row_rd);
        tracked = 1'b1;
        to_vec  = 1'b1;
      end

      // ------------------------------------------------------------------ matrix unit
      plena_isa_pkg::OPC_M_MM, plena_isa_pkg::OPC_M_TMM,
      plena_isa_pkg::OPC_M_MV, plena_isa_pkg::OPC_M_TMV: begin
        if (opc == plena_isa_pkg::OPC_M_TMM) begin
          v = g_rs1; m = g_rs2;
        end else begin
          m = g_rs1; v = g_rs2;
        end
        vrow  = 33'(v) >> VLOG;
        nrows = (opc == plena_isa_pkg::OPC_M_MM || opc == plena_isa_pkg::OPC_M_TMM) ? 33'(BLEN) : 33'd1;
        unique case (opc)
          plena_isa_pkg::OPC_M_MM:  mu.op = plena_pkg::MMm;
          plena_isa_pkg::OPC_M_TMM: mu.op = plena_pkg::MTmm;
          plena_isa_pkg::OPC_M_MV:  mu.op = plena_pkg::MMv;
          default:                  mu.op = plena_pkg::MTmv;
        endcase
        mu.vrow = v[VLOG +: RAW];
        mu.tile = m[2*MLOG +: TAW];
        mu.cblk = m[BLOG +: plena_pkg::CB_AW];
        if (m_misaligned(m)) begin
          fault = 1'b1; faddr = 64'(m); fkind = plena_isa_pkg::FK_MRAM_ALIGN;
        end else if (m_out(m)) begin
          fault = 1'b1; faddr = 64'(m); fkind = plena_isa_pkg::FK_MRAM_RANGE;
        end else if (v_misaligned(v) || v_out(vrow, nrows)) begin
          fault = 1'b1; faddr = 64'(v);
          fkind = v_misaligned(v) ? plena_isa_pkg::FK_VRAM_ALIGN : plena_isa_pkg::FK_VRAM_RANGE;
        end
        fp.r1   = rng(plena_pkg::SpVram, vrow, vrow + nrows - 33'd1);
        fp.r2   = rng(plena_pkg::SpMram, 33'(m) >> (2*MLOG), 33'(m) >> (2*MLOG));
        tracked = 1'b1;
        to_mat  = 1'b1;
      end

      plena_isa_pkg::OPC_M_MM_WO, plena_isa_pkg::OPC_M_MV_WO: begin
        mv        = (opc == plena_isa_pkg::OPC_M_MV_WO);
        mu.op     = mv ? plena_pkg::MMvWo : plena_pkg::MMmWo;
        mu.vrow   = wo_row0[RAW-1:0];
        mu.cblk   = wo_d[BLOG +: plena_pkg::CB_AW];
        mu.stride = mv ? RAW'(1) : wo_s[RAW-1:0];
        if (wo_d[BLOG-1:0] != '0) begin
          fault = 1'b1; faddr = 64'(wo_d); fkind = plena_isa_pkg::FK_VRAM_ALIGN;
        end else if ((mv ? 36'(wo_row0) : wo_last) >= 36'(VRAM_ROWS)) begin
          fault = 1'b1; faddr = 64'(wo_d); fkind = plena_isa_pkg::FK_VRAM_RANGE;
        end
        fp.w    = rng(plena_pkg::SpVram, wo_row0, mv ? wo_row0 : 33'(wo_last));
        tracked = 1'b1;
        to_mat  = 1'b1;
      end

      // ------------------------------------------------------------------ DMA
      plena_isa_pkg::OPC_H_PREFETCH_V, plena_isa_pkg::OPC_H_PREFETCH_M,
      plena_isa_pkg::OPC_H_STORE_V: begin
        pm = (opc == plena_isa_pkg::OPC_H_PREFETCH_M);
        st = (opc == plena_isa_pkg::OPC_H_STORE_V);
        du.op     = pm ? plena_pkg::DPrefM : (st ? plena_pkg::DStore : plena_pkg::DPrefV);
        du.base   = hbm_e[EAW-1:0];
        du.stride = hbm_stride[EAW-1:0];
        du.vrow   = g_rd[VLOG +: RAW];
        du.tile   = g_rd[2*MLOG +: TAW];
        if (pm && (g_rd[2*MLOG-1:0] != '0)) begin
          fault = 1'b1; faddr = 64'(g_rd); fkind = plena_isa_pkg::FK_MRAM_ALIGN;
        end else if (pm && m_out(g_rd)) begin
          fault = 1'b1; faddr = 64'(g_rd); fkind = plena_isa_pkg::FK_MRAM_RANGE;
        end else if (!pm && (v_misaligned(g_rd) || v_out(row_rd, hbm_rows))) begin
          fault = 1'b1; faddr = 64'(g_rd);
          fkind = v_misaligned(g_rd) ? plena_isa_pkg::FK_VRAM_ALIGN : plena_isa_pkg::FK_VRAM_RANGE;
        end else if (hbm_e >= HBM_ELEMS || hbm_last >= HBM_ELEMS) begin
          fault = 1'b1; fkind = plena_isa_pkg::FK_HBM_RANGE;
          faddr = (hbm_e >= HBM_ELEMS) ? hbm_e[63:0] : hbm_last[63:0];
        end
        if (pm) begin
          fp.w  = rng(plena_pkg::SpMram, 33'(g_rd) >> (2*MLOG), 33'(g_rd) >> (2*MLOG));
          fp.r1 = rng_h(hbm_e, hbm_last);
        end else if (st) begin
          fp.r1 = rng(plena_pkg::SpVram, row_rd, row_rd + hbm_rows - 33'd1);
          fp.w  = rng_h(hbm_e, hbm_last);
        end else begin
          fp.w  = rng(plena_pkg::SpVram, row_rd, row_rd + hbm_rows - 33'd1);
          fp.r1 = rng_h(hbm_e, hbm_last);
        end
        tracked = 1'b1;
        to_dma  = 1'b1;
      end

      // ------------------------------------------------------------------ scalar FP
      plena_isa_pkg::OPC_S_ADD_FP, plena_isa_pkg::OPC_S_SUB_FP, plena_isa_pkg::OPC_S_MAX_FP,
      plena_isa_pkg::OPC_S_MUL_FP, plena_isa_pkg::OPC_S_EXP_FP, plena_isa_pkg::OPC_S_RECI_FP,
      plena_isa_pkg::OPC_S_SQRT_FP: begin
        unique case (opc)
          plena_isa_pkg::OPC_S_ADD_FP:  su.op = plena_pkg::LAdd;
          plena_isa_pkg::OPC_S_SUB_FP:  su.op = plena_pkg::LSub;
          plena_isa_pkg::OPC_S_MAX_FP:  su.op = plena_pkg::LMax;
          plena_isa_pkg::OPC_S_MUL_FP:  su.op = plena_pkg::LMul;
          plena_isa_pkg::OPC_S_EXP_FP:  su.op = plena_pkg::LExp;
          plena_isa_pkg::OPC_S_RECI_FP: su.op = plena_pkg::LReci;
          default:                      su.op = plena_pkg::LSqrt;
        endcase
        su.a  = f_q[f_rs1[2:0]];
        su.b  = f_q[f_rs2[2:0]];
        su.fd = f_rd[2:0];
        fneed[f_rs1[2:0]] = 1'b1;
        if (opc == plena_isa_pkg::OPC_S_ADD_FP || opc == plena_isa_pkg::OPC_S_SUB_FP ||
            opc == plena_isa_pkg::OPC_S_MAX_FP || opc == plena_isa_pkg::OPC_S_MUL_FP)
          fneed[f_rs2[2:0]] = 1'b1;
        fneed[f_rd[2:0]] = 1'b1;
        fset   = (f_rd[2:0] != 3'd0);
        to_sfp = 1'b1;
      end

      plena_isa_pkg::OPC_S_LD_FP, plena_isa_pkg::OPC_S_ST_FP: begin
        is_ldfp = (opc == plena_isa_pkg::OPC_S_LD_FP);
        is_stfp = !is_ldfp;
        fneed[f_rd[2:0]] = 1'b1;
        fset = is_ldfp && (f_rd[2:0] != 3'd0);
        if (mem_addr >= 33'(plena_cfg_pkg::FP_MEM_WORDS)) begin
          fault = 1'b1; faddr = 64'(mem_addr); fkind = plena_isa_pkg::FK_FPMEM_RANGE;
        end
      end

      plena_isa_pkg::OPC_S_MAP_V_FP: begin
        is_map = 1'b1;
        if (v_misaligned(g_rd) || v_out(row_rd, 33'd1)) begin
          fault = 1'b1; faddr = 64'(g_rd);
          fkind = v_misaligned(g_rd) ? plena_isa_pkg::FK_VRAM_ALIGN : plena_isa_pkg::FK_VRAM_RANGE;
        end else if (mem_addr + 33'(VLEN) > 33'(plena_cfg_pkg::FP_MEM_WORDS)) begin
          fault = 1'b1; faddr = 64'(mem_addr); fkind = plena_isa_pkg::FK_FPMEM_RANGE;
        end
        fp.w = rng(plena_pkg::SpVram, row_rd, row_rd);
      end

      // ------------------------------------------------------------------ scalar integer
      plena_isa_pkg::OPC_S_LD_INT, plena_isa_pkg::OPC_S_ST_INT: begin
        is_ldint = (opc == plena_isa_pkg::OPC_S_LD_INT);
        is_stint = !is_ldint;
        if (mem_addr >= 33'(plena_cfg_pkg::INT_MEM_WORDS)) begin
          fault = 1'b1; faddr = 64'(mem_addr); fkind = plena_isa_pkg::FK_INTMEM_RANGE;
        end
      end

      // ------------------------------------------------------------------ loops
      plena_isa_pkg::OPC_C_LOOP_START: begin
        if (imm22 == '0) begin
          fault = 1'b1; faddr = 64'(f_rd); fkind = plena_isa_pkg::FK_LOOP_ZERO;
        end else if (lsp_q == LAW'(LDEP)) begin
          fault = 1'b1; faddr = 64'(f_rd); fkind = plena_isa_pkg::FK_LOOP_OVERFLOW;
        end
      end

      plena_isa_pkg::OPC_C_LOOP_END: begin
        if (lsp_q == '0 || ls_rd_q[ltop] != f_rd) begin
          fault = 1'b1; faddr = 64'(f_rd); fkind = plena_isa_pkg::FK_LOOP_MISMATCH;
        end
        // Counts down from N: jump back while more than one iteration is left.
        loop_take     = (g_rd > 32'd1);
        loop_next_cnt = loop_take ? g_rd - 32'd1 : 32'd0;
      end

      default: ;
    endcase
  end

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
  logic        ldint_q, map_q, map_done;
  logic        fld_q;
  logic [2:0]  fld_idx_q;
  logic        can_issue;

  assign fwait      = ((fneed & fpend) != '0);
  assign unit_wait  = (to_vec && !vec_ready_i) || (to_mat && !mat_ready_i) || (to_dma && !dma_ready_i);
  assign slot_wait  = tracked && !has_free;
  // Two-cycle S_LD_INT and the S_MAP_V_FP sequence retire from inside their state.
  assign multi_wait = (is_ldint && !ldint_q) || (is_map && !map_done);
  assign can_issue  = (state_q == SRun) && ir_valid_q && legal && !fault && !halt_req_i;
  assign issue_fire = can_issue && !fwait && !conflict && !unit_wait && !slot_wait && !multi_wait;

  assign issue_o     = issue_fire;
  assign issue_pc_o  = ir_pc_q;
  assign vec_valid_o = issue_fire && to_vec;
  assign mat_valid_o = issue_fire && to_mat;
  assign dma_valid_o = issue_fire && to_dma;

  always_comb begin
    vec_uop_o      = vu;
    vec_uop_o.slot = free_slot;
    mat_uop_o      = mu;
    mat_uop_o.slot = free_slot;
    dma_uop_o      = du;
    dma_uop_o.slot = free_slot;
  end

  assign redirect    = issue_fire && (opc == plena_isa_pkg::OPC_C_LOOP_END) && loop_take;
  assign redirect_pc = ls_pc_q[ltop];

  // Issue ends at an illegal word, a fault, a stop request, or the end of the program.
  assign stop_issue = (ir_valid_q && (!legal || fault)) || halt_req_i;

  plena_scoreboard #(.N_REL(6), .N_FCLR(3)) u_sb (
    .clk_i, .rst_ni,
    .chk_fp_i    (fp),
    .conflict_o  (conflict),
    .alloc_i     (issue_fire && tracked),
    .has_free_o  (has_free),
    .free_slot_o (free_slot),
    .rel_valid_i (rel_valid_i),
    .rel_slot_i  (rel_slot_i),
    .empty_o     (sb_empty),
    .fset_i      (issue_fire && fset),
    .fset_idx_i  (fset_idx),
    .fclr_i      ({fld_q, vfwb_i, sfp_wb}),
    .fclr_idx_i  ({fld_idx_q, vfwb_idx_i, sfp_wb_idx}),
    .fpend_o     (fpend)
  );

  plena_sfp_unit u_sfp (
    .clk_i, .rst_ni,
    .valid_i   (issue_fire && to_sfp),
    .uop_i     (su),
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
  logic [FAW-1:0]   map_addr_q;
  localparam int unsigned MCW = $clog2(VLEN + 1);
  logic [MCW-1:0]   map_cnt_q;              // words read so far
  logic             map_cap_q;              // a word arrives this cycle
  logic [plena_pkg::ROW_BITS-1:0] map_row_q;
  logic             map_full_q;             // row assembled, waiting for the VRAM write
  logic             fpm_re;
  logic [FAW-1:0]   fpm_raddr;

  logic map_start, map_reading;
  assign map_start   = can_issue && is_map && !map_q && !conflict;
  assign map_reading = map_start || (map_q && (map_cnt_q != MCW'(VLEN)));
  assign map_done    = map_q && map_full_q && map_gnt_i;

  always_comb begin
    fpm_re    = 1'b0;
    fpm_raddr = mem_addr[FAW-1:0];
    if (map_reading) begin
      fpm_re    = 1'b1;
      fpm_raddr = map_start ? mem_addr[FAW-1:0] : map_addr_q;
    end else if (issue_fire && is_ldfp) begin
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
    .we_i    ((issue_fire && is_stfp) || (dbg_fpmem && dbg_we_i)),
    .waddr_i (dbg_fpmem ? dbg_addr_i[FAW-1:0] : mem_addr[FAW-1:0]),
    .wdata_i (dbg_fpmem ? dbg_wdata_i[15:0] : f_q[f_rd[2:0]]),
    .wmask_i (1'b1)
  );

  kc_ram_1r1w #(.DEPTH(plena_cfg_pkg::INT_MEM_WORDS), .WIDTH(32)) u_intmem (
    .clk_i,
    .re_i    ((can_issue && is_ldint && !ldint_q && !fwait) || (dbg_intmem && !dbg_we_i)),
    .raddr_i (dbg_intmem ? dbg_addr_i[IAW-1:0] : mem_addr[IAW-1:0]),
    .rdata_o (intm_rdata),
    .we_i    ((issue_fire && is_stint) || (dbg_intmem && dbg_we_i)),
    .waddr_i (dbg_intmem ? dbg_addr_i[IAW-1:0] : mem_addr[IAW-1:0]),
    .wdata_i (dbg_intmem ? dbg_wdata_i : g_rd),
    .wmask_i (1'b1)
  );

  assign map_wr_o   = map_q && map_full_q;
  assign map_row_o  = g_rd[VLOG +: RAW];
  assign map_data_o = map_row_q;

  ///////////////////////
  // State updates     //
  ///////////////////////

  logic drained;
  assign drained = sb_empty && !vec_busy_i && !mat_busy_i && !dma_busy_i && !sfp_busy && !fld_q;

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
      // ---- run state
      unique case (state_q)
        SIdle: state_q <= SRun;
        SRun: begin
          if (ir_valid_q && !legal && !halt_req_i) begin
            state_q      <= SDrain;
            status_q     <= plena_isa_pkg::ST_ILLEGAL_INSTRUCTION;
            fault_pc_q   <= ir_pc_q;
            fault_word_q <= ir;
          end else if (ir_valid_q && fault && !halt_req_i) begin
            state_q      <= SDrain;
            status_q     <= plena_isa_pkg::ST_FAULT;
            fault_kind_q <= fkind;
            fault_pc_q   <= ir_pc_q;
            fault_addr_q <= faddr;
            fault_word_q <= ir;
          end else if (halt_req_i) begin
            state_q    <= SDrain;
            status_q   <= plena_isa_pkg::ST_CYCLE_LIMIT;
            fault_pc_q <= ir_valid_q ? ir_pc_q : fetch_pc_q;   // where the program stood
          end else if (!ir_valid_q && !fetch_en && fetch_pc_q >= prog_len_i) begin
            state_q  <= SDrain;
            status_q <= plena_isa_pkg::ST_HALTED;
          end
        end
        SDrain: if (drained && !map_q && !ldint_q) state_q <= SDone;
        default: ;
      endcase

      // ---- fetch
      ir_valid_q <= fetch_en || (ir_valid_q && !issue_fire && !stop_issue);
      if (fetch_en) begin
        ir_pc_q    <= fetch_addr;
        fetch_pc_q <= fetch_addr + 32'd1;
      end

      // ---- multi-cycle instructions
      if (can_issue && is_ldint && !ldint_q && !fwait) ldint_q <= 1'b1;
      else if (issue_fire || state_q != SRun) ldint_q <= 1'b0;

      map_cap_q <= map_reading;
      if (map_start) begin
        map_q      <= 1'b1;
        map_cnt_q  <= 1;
        map_addr_q <= mem_addr[FAW-1:0] + 1'b1;
      end else if (map_reading) begin
        map_cnt_q  <= map_cnt_q + 1'b1;
        map_addr_q <= map_addr_q + 1'b1;
      end
      if (map_q && !map_reading && map_cap_q) map_full_q <= 1'b1;   // last word captured
      if (map_done) begin
        map_q      <= 1'b0;
        map_full_q <= 1'b0;
      end

      // ---- FP_MEM load write-back (one cycle after issue)
      fld_q     <= issue_fire && is_ldfp;
      fld_idx_q <= f_rd[2:0];

      // ---- architectural effects of the issued instruction
      if (issue_fire) begin
        unique case (opc)
          plena_isa_pkg::OPC_S_ADD_INT:  gp_q[f_rd] <= g_rs1 + g_rs2;
          plena_isa_pkg::OPC_S_SUB_INT:  gp_q[f_rd] <= g_rs1 - g_rs2;
          plena_isa_pkg::OPC_S_MUL_INT:  gp_q[f_rd] <= g_rs1 * g_rs2;
          plena_isa_pkg::OPC_S_ADDI_INT: gp_q[f_rd] <= g_rs1 + 32'(imm18);
          plena_isa_pkg::OPC_S_LUI_INT:  gp_q[f_rd] <= {imm22[19:0], 12'h000};
          plena_isa_pkg::OPC_S_LD_INT:   gp_q[f_rd] <= intm_rdata;
          plena_isa_pkg::OPC_C_SET_ADDR_REG:  a_q[f_rd[2:0]] <= {g_rs1, g_rs2};
          plena_isa_pkg::OPC_C_SET_SCALE_REG: scale_q  <= g_rd;
          plena_isa_pkg::OPC_C_SET_STRIDE_REG: stride_q <= g_rd;
          plena_isa_pkg::OPC_C_SET_V_MASK_REG: vmask_q <= g_rd;
          plena_isa_pkg::OPC_C_LOOP_START: begin
            gp_q[f_rd]     <= 32'(imm22);
            ls_pc_q[lpush] <= ir_pc_q + 32'd1;
            ls_rd_q[lpush] <= f_rd;
            lsp_q          <= lsp_q + 1'b1;
          end
          plena_isa_pkg::OPC_C_LOOP_END: begin
            gp_q[f_rd] <= loop_next_cnt;
            if (!loop_take) lsp_q <= lsp_q - 1'b1;
          end
          default: ;
        endcase
      end
      gp_q[0] <= '0;   // hard-wired zero

      // ---- FP register write-back (f0 reads +0: writes are discarded)
      if (sfp_wb) f_q[sfp_wb_idx]  <= sfp_wb_data;
      if (vfwb_i) f_q[vfwb_idx_i]  <= vfwb_data_i;
      if (fld_q)  f_q[fld_idx_q]   <= fpm_rdata;
      f_q[0] <= '0;
    end
  end

  // S_MAP_V_FP: words arrive the cycle after their read and shift into the row, low first.
  always_ff @(posedge clk_i) begin
    if (map_cap_q) map_row_q <= {fpm_rdata, map_row_q[plena_pkg::ROW_BITS-1:16]};
  end

  ///////////////////////
  // Counters          //
  ///////////////////////

  logic [63:0] cnt_q [plena_isa_pkg::N_COUNTERS];
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
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      for (int c = 0; c < plena_isa_pkg::N_COUNTERS; c++) cnt_q[c] <= '0;
    end else begin
      for (int c = 0; c < plena_isa_pkg::N_COUNTERS; c++) cnt_q[c] <= cnt_q[c] + 64'(ev[c]);
    end
  end

  ///////////////////////
  // Debug reads       //
  ///////////////////////

  logic [31:0]           reg_rdata_q;
  logic [2:0]            dsp_q;

  // No reset: debug reads also work while the core is held in reset (registers read as 0 then).
  always_ff @(posedge clk_i) begin
    if (dbg_req_i) begin
      dsp_q <= dbg_space_i;
      reg_rdata_q <= '0;
      if (dbg_addr_i < 32'd16)       reg_rdata_q <= gp_q[dbg_addr_i[3:0]];
      else if (dbg_addr_i < 32'd24)  reg_rdata_q <= 32'(f_q[dbg_addr_i[2:0]]);
      else if (dbg_addr_i >= 32'd32 && dbg_addr_i < 32'd48)
        reg_rdata_q <= dbg_addr_i[0] ? a_q[dbg_addr_i[3:1]][63:32] : a_q[dbg_addr_i[3:1]][31:0];
      else if (dbg_addr_i == 32'd48) reg_rdata_q <= stride_q;
      else if (dbg_addr_i == 32'd49) reg_rdata_q <= scale_q;
      else if (dbg_addr_i == 32'd50) reg_rdata_q <= vmask_q;
      else if (dbg_addr_i >= 32'd64 && dbg_addr_i < 32'(64 + 2 * plena_isa_pkg::N_COUNTERS))
        reg_rdata_q <= dbg_addr_i[0] ? cnt_q[dbg_addr_i[4:1]][63:32] : cnt_q[dbg_addr_i[4:1]][31:0];
    end
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
