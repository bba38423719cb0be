// plena_decode: decode and check of the instruction in IR — the first half of plena's issue
// stage (plena_issue holds the second half: hazards, issue, state).
//
//   IR, registers ──► fields, operands ──┬─ legality (generated plena_isa_pkg::is_legal)
//                                        ├─ addresses + range/alignment/loop checks ─► fault
//                                        └─ unit, footprint, FP-register needs, micro-op ─► dec_o
//
// Purely combinational, in the cycle the instruction sits in IR: it reads the architectural
// registers plena_issue holds (as of this cycle) and tells plena_issue whether the instruction is
// legal, whether it faults (the first failing check: its kind and offending address), and what
// issuing it means (plena_pkg::dec_t): which unit takes it, its scoreboard footprint, the FP
// registers it must wait for, its resolved operand values and addresses, and its micro-op.
// Register files arrive as plain vectors (register n at bits n·width +: width): ports carry no
// unpacked arrays in the SystemVerilog subset Yosys 0.23 accepts.
module plena_decode (
  input  logic [31:0]                          ir_i,          // instruction word in IR (plena_issue)
  // Architectural state (plena_issue's registers)
  input  logic [16*32-1:0]                     gp_i,          // gp0..gp15
  input  logic [8*16-1:0]                      f_i,           // f0..f7 (bf16)
  input  logic [8*64-1:0]                      a_i,           // a0..a7 (HBM element addresses)
  input  logic [31:0]                          stride_i,      // STRIDE
  input  logic [plena_pkg::HEADS-1:0]          vmask_i,       // V_MASK (the bits that enable heads)
  input  logic [$clog2(plena_cfg_pkg::LOOP_DEPTH+1)-1:0] loop_depth_i,  // open hardware loops
  input  logic [3:0]                           loop_rd_i,     // counter register of the innermost open loop
  // Check results
  output logic                                 legal_o,       // every fixed bit of the word is right
  output logic                                 fault_o,       // an address or loop check fails
  output logic [plena_isa_pkg::FAULT_BITS-1:0] fault_kind_o,  //   the first failing check (FK_*)
  output logic [63:0]                          fault_addr_o,  //   its offending address (unit of its space)
  // What issuing it means
  output plena_pkg::dec_t                      dec_o          // unit, footprint, operands, micro-op
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
  localparam int unsigned LDEP  = plena_cfg_pkg::LOOP_DEPTH;
  localparam int unsigned LAW   = $clog2(LDEP + 1);
  localparam logic [32:0] VRAM_ROWS = 33'(plena_cfg_pkg::VRAM_ROWS);
  localparam logic [32:0] TILES     = 33'(plena_cfg_pkg::MRAM_TILES);
  localparam logic [65:0] HBM_ELEMS = 66'(plena_cfg_pkg::HBM_ELEMS);

  ///////////////////////
  // Fields, operands  //
  ///////////////////////

  logic [5:0]  opc;
  logic [3:0]  f_rd, f_rs1, f_rs2, f_rs3, f_fn;
  logic [17:0] imm18;
  logic [21:0] imm22;
  logic [31:0] g_rd, g_rs1, g_rs2;

  assign legal_o = plena_isa_pkg::is_legal(ir_i);
  assign opc   = ir_i[plena_isa_pkg::OPCODE_MSB:plena_isa_pkg::OPCODE_LSB];
  assign f_rd  = ir_i[plena_isa_pkg::RD_MSB:plena_isa_pkg::RD_LSB];
  assign f_rs1 = ir_i[plena_isa_pkg::RS1_MSB:plena_isa_pkg::RS1_LSB];
  assign f_rs2 = ir_i[plena_isa_pkg::RS2_MSB:plena_isa_pkg::RS2_LSB];
  assign f_rs3 = ir_i[plena_isa_pkg::RS3_MSB:plena_isa_pkg::RS3_LSB];
  assign f_fn  = ir_i[plena_isa_pkg::FUNCT1_MSB:plena_isa_pkg::FUNCT1_LSB];
  assign imm18 = ir_i[plena_isa_pkg::IMM18_MSB:plena_isa_pkg::IMM18_LSB];
  assign imm22 = ir_i[plena_isa_pkg::IMM22_MSB:plena_isa_pkg::IMM22_LSB];
  assign g_rd  = gp_i[32*f_rd  +: 32];
  assign g_rs1 = gp_i[32*f_rs1 +: 32];
  assign g_rs2 = gp_i[32*f_rs2 +: 32];

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

  // The first failing check of the instruction: kind and offending address.
  logic              fault;
  logic [plena_isa_pkg::FAULT_BITS-1:0] fkind;
  logic [63:0]       faddr;

  ///////////////////////
  // Decision          //
  ///////////////////////

  plena_pkg::footprint_t fp;
  logic        tracked;                       // takes a scoreboard slot
  logic        to_vec, to_mat, to_dma, to_sfp;
  logic [7:0]  fneed;                         // f registers that must not be pending
  logic        fset;                          // f[rd] becomes pending at issue
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
  logic [32:0] wo_dst, wo_row0, wo_s;  // first destination element, its row, the row stride
  logic [35:0] wo_last;                 // row0 + (BLEN-1)·stride: wide enough for any 32-bit stride

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

  // One always_comb decides everything for the instruction's class; within a class the checks
  // run in the ISA's order and the first failing one sets the fault kind and address.

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

    a_sel      = a_i[64*f_rs2[2:0] +: 64];
    hbm_e      = 66'(a_sel) + 66'(g_rs1);
    hbm_stride = f_rs3[0] ? 33'(stride_i) : 33'(VLEN);
    hbm_rows   = (opc == plena_isa_pkg::OPC_H_PREFETCH_M) ? 33'(MLEN) :
                 (opc == plena_isa_pkg::OPC_H_STORE_V)    ? 33'(plena_cfg_pkg::ST_ROWS) :
                                                            33'(plena_cfg_pkg::PV_ROWS);
    rows_m1    = 7'(hbm_rows - 33'd1);
    hbm_last   = hbm_e + 66'(40'(hbm_stride) * 40'(rows_m1)) + 66'(VLEN) - 66'd1;

    wo_dst  = 33'(g_rd) + 33'(imm18);
    wo_row0 = wo_dst >> VLOG;
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
    vu.heads = f_rs3[0] ? vmask_i : '1;
    vu.fd    = f_rd[2:0];
    vu.slot  = '0;
    vu.scalar = (vu.red != plena_pkg::RedNone) ? f_i[16*f_rd[2:0] +: 16] : f_i[16*f_rs2[2:0] +: 16];
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
        mu.cblk   = wo_dst[BLOG +: plena_pkg::CB_AW];
        mu.stride = mv ? RAW'(1) : wo_s[RAW-1:0];
        if (wo_dst[BLOG-1:0] != '0) begin
          fault = 1'b1; faddr = 64'(wo_dst); fkind = plena_isa_pkg::FK_VRAM_ALIGN;
        end else if ((mv ? 36'(wo_row0) : wo_last) >= 36'(VRAM_ROWS)) begin
          fault = 1'b1; faddr = 64'(wo_dst); fkind = plena_isa_pkg::FK_VRAM_RANGE;
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
        su.a  = f_i[16*f_rs1[2:0] +: 16];
        su.b  = f_i[16*f_rs2[2:0] +: 16];
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
        end else if (loop_depth_i == LAW'(LDEP)) begin
          fault = 1'b1; faddr = 64'(f_rd); fkind = plena_isa_pkg::FK_LOOP_OVERFLOW;
        end
      end

      plena_isa_pkg::OPC_C_LOOP_END: begin
        if (loop_depth_i == '0 || loop_rd_i != f_rd) begin
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
  // Outputs           //
  ///////////////////////

  assign fault_o      = fault;
  assign fault_kind_o = fkind;
  assign fault_addr_o = faddr;

  always_comb begin
    dec_o.opc       = opc;
    dec_o.rd        = f_rd;
    dec_o.g_rd      = g_rd;
    dec_o.g_rs1     = g_rs1;
    dec_o.g_rs2     = g_rs2;
    dec_o.imm18     = imm18;
    dec_o.imm22     = imm22;
    dec_o.fpm_addr  = mem_addr[plena_pkg::FP_MEM_AW-1:0];
    dec_o.intm_addr = mem_addr[plena_pkg::INT_MEM_AW-1:0];
    dec_o.is_ldfp   = is_ldfp;
    dec_o.is_stfp   = is_stfp;
    dec_o.is_ldint  = is_ldint;
    dec_o.is_stint  = is_stint;
    dec_o.is_map    = is_map;
    dec_o.loop_take = loop_take;
    dec_o.loop_cnt  = loop_next_cnt;
    dec_o.fp        = fp;
    dec_o.tracked   = tracked;
    dec_o.to_vec    = to_vec;
    dec_o.to_mat    = to_mat;
    dec_o.to_dma    = to_dma;
    dec_o.to_sfp    = to_sfp;
    dec_o.fneed     = fneed;
    dec_o.fset      = fset;
    dec_o.vu        = vu;
    dec_o.mu        = mu;
    dec_o.du        = du;
    dec_o.su        = su;
  end

endmodule
