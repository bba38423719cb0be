// rv32_csr: machine-mode CSR file, trap entry and return state, mcycle/minstret, fcsr.
//
// Who touches the CSRs, and when (the pipeline guarantees these never coincide):
//   ID   a CSR instruction reads and writes at issue; it issues only into an empty pipeline
//   X1   trap entry (mepc, mcause, mtval, mstatus.MPIE/MIE) and MRET (mstatus.MIE/MPIE)
//   WB   retirement: minstret + 1, fflags |= the instruction's flags, mstatus.FS := Dirty
// so a CSR read always returns the architectural value.
//
// Implemented CSRs (anything else is an illegal instruction, as is a write to mvendorid,
// marchid, mimpid or mhartid; fflags/frm/fcsr are illegal while mstatus.FS = Off):
//   fflags frm fcsr       FP flags and rounding mode; writing them makes FS Dirty
//   mstatus               MIE, MPIE, MPP (= 11, read-only), FS, SD (= FS is Dirty, read-only)
//   misa                  RV32 I M F (no F without the F extension); WARL, writes ignored
//   mie mip               no interrupt sources: read zero, writes ignored
//   mtvec                 direct mode only (bits 1:0 read zero)
//   mscratch mepc mcause mtval   (mepc bits 1:0 read zero: no C extension)
//   mcycle[h] minstret[h] 64-bit; mcycle counts every cycle of the run, minstret every
//                         completed instruction; a write sets the value the next instruction
//                         reads (the writing instruction itself is not counted in minstret)
//   mvendorid marchid mimpid mhartid   read zero
// The list, the read-only ones and the reset values are the ISA table's (rv32_isa_pkg).
//
// With VEC_EN = 1: mstatus.VS (bits 10:9; SD also when VS is Dirty), set Dirty by vs_dirty_i, and
// the vector CSRs, which the vector unit holds: an address it claims (ext_hit_i) reads
// ext_rdata_i, is legal unless ext_illegal_i, and a write goes out on ext_we_o / ext_wdata_o.
module rv32_csr #(
  parameter bit VEC_EN = 1'b0                    // mstatus.VS and the vector unit's CSRs
) (
  input  logic        clk_i,           // clock
  input  logic        rst_ni,          // core reset (asynchronous, active low)
  input  logic        run_i,           // the core is running (mcycle counts)
  // ID: CSR instruction access
  input  logic [11:0] addr_i,          // CSR address of the instruction in ID
  input  logic        we_i,            // it would write (RW, or RS/RC with a non-zero source)
  input  logic        do_i,            // it issues (legal): perform the write
  input  logic [1:0]  op_i,            // rv32_pkg::CSR_RW / CSR_RS / CSR_RC
  input  logic [31:0] wsrc_i,          // rs1 value or zimm
  output logic [31:0] rdata_o,         // current value of addr_i
  output logic        illegal_o,       // the access raises an illegal-instruction exception
  // X1: trap entry and MRET
  input  logic        trap_i,          // take a trap (mtvec != 0)
  input  logic [4:0]  cause_i,         //   mcause code (exceptions only)
  input  logic [31:0] epc_i,           //   pc of the trapping instruction
  input  logic [31:0] tval_i,          //   mtval
  input  logic        mret_i,          // MRET completes
  // WB: retirement
  input  logic        retire_i,        // an instruction completes (not trapped)
  input  logic        retire_count_i,  //   it counts in minstret
  input  logic [4:0]  fflags_i,        //   FP exception flags it raised
  input  logic        fs_dirty_i,      //   it changed FP state (f register or flags)
  // Vector unit (VEC_EN)
  input  logic        vs_dirty_i,      // a vector instruction issued: mstatus.VS := Dirty
  input  logic        ext_hit_i,       // addr_i is a vector CSR
  input  logic        ext_illegal_i,   //   the access is illegal
  input  logic [31:0] ext_rdata_i,     //   its value
  output logic        ext_we_o,        //   write it (the instruction issues)
  output logic [31:0] ext_wdata_o,     //   value written
  output logic [1:0]  vs_o,            // mstatus.VS
  // State used by the pipeline
  output logic [1:0]  fs_o,            // mstatus.FS
  output logic [2:0]  frm_o,           // fcsr.frm
  output logic [31:0] mtvec_o,         // trap vector (0: traps stop the core)
  output logic [31:0] mepc_o           // MRET target
);

  ////////////////////////
  // State              //
  ////////////////////////

  logic        mie_q, mpie_q;
  logic [1:0]  fs_q;
  logic [4:0]  fflags_q;
  logic [2:0]  frm_q;
  logic [31:0] mtvec_q, mscratch_q, mepc_q, mcause_q, mtval_q;
  logic [63:0] mcycle_q, minstret_q;

  logic [1:0]  vs_q;
  logic        ext;
  assign ext = VEC_EN && ext_hit_i;

  // Without the F extension (isa.f_extension = 0) mstatus.FS is hard-wired to Off (WARL): every
  // F instruction and every access to fflags, frm and fcsr is then illegal, and misa has no F.
  logic [1:0]  fs;
  logic [31:0] misa;
  assign fs   = (rv32_cfg_pkg::F_EXTENSION != 0) ? fs_q : 2'b00;
  assign misa = (rv32_cfg_pkg::F_EXTENSION != 0) ? rv32_isa_pkg::CSR_MISA_RESET :
                                                     (rv32_isa_pkg::CSR_MISA_RESET & ~32'h20);

  logic [31:0] mstatus;
  assign mstatus = {(fs == 2'b11) || (vs_q == 2'b11), 16'd0, fs, 2'b11, vs_q, 1'b0, mpie_q,
                    3'd0, mie_q, 3'd0};

  ////////////////////////
  // Read and legality  //
  ////////////////////////

  // Which CSRs exist, which are read-only and which need the FPU on is the ISA table's
  // (rv32_isa_pkg::csr_*); the read multiplexer below implements every CSR it lists.
  always_comb begin
    rdata_o = 32'd0;
    unique case (addr_i)
      rv32_isa_pkg::CSR_FFLAGS:    rdata_o = {27'd0, fflags_q};
      rv32_isa_pkg::CSR_FRM:       rdata_o = {29'd0, frm_q};
      rv32_isa_pkg::CSR_FCSR:      rdata_o = {24'd0, frm_q, fflags_q};
      rv32_isa_pkg::CSR_MSTATUS:   rdata_o = mstatus;
      rv32_isa_pkg::CSR_MISA:      rdata_o = misa;
      rv32_isa_pkg::CSR_MTVEC:     rdata_o = mtvec_q;
      rv32_isa_pkg::CSR_MSCRATCH:  rdata_o = mscratch_q;
      rv32_isa_pkg::CSR_MEPC:      rdata_o = mepc_q;
      rv32_isa_pkg::CSR_MCAUSE:    rdata_o = mcause_q;
      rv32_isa_pkg::CSR_MTVAL:     rdata_o = mtval_q;
      rv32_isa_pkg::CSR_MCYCLE:    rdata_o = mcycle_q[31:0];
      rv32_isa_pkg::CSR_MCYCLEH:   rdata_o = mcycle_q[63:32];
      rv32_isa_pkg::CSR_MINSTRET:  rdata_o = minstret_q[31:0];
      rv32_isa_pkg::CSR_MINSTRETH: rdata_o = minstret_q[63:32];
      default:                     rdata_o = 32'd0;   // mie, mip, mvendorid, marchid, mimpid, mhartid
    endcase
    if (ext) rdata_o = ext_rdata_i;
  end

  assign illegal_o = ext ? ext_illegal_i :
                     (!rv32_isa_pkg::csr_exists(addr_i) ||
                      (rv32_isa_pkg::csr_read_only(addr_i) && we_i) ||
                      (rv32_isa_pkg::csr_needs_fs(addr_i) && (fs == 2'd0)));

  // Value written by the CSR instruction.
  logic [31:0] wdata;
  always_comb begin
    unique case (op_i)
      rv32_pkg::CSR_RS: wdata = rdata_o | wsrc_i;
      rv32_pkg::CSR_RC: wdata = rdata_o & ~wsrc_i;
      default:          wdata = wsrc_i;
    endcase
  end

  logic wr;
  assign wr = do_i && we_i;
  assign ext_we_o    = wr && ext;
  assign ext_wdata_o = wdata;

  function automatic logic wr_to(input logic w, input logic [11:0] a, input logic [11:0] csr);
    wr_to = w && (a == csr);
  endfunction

  ////////////////////////
  // Trap / status      //
  ////////////////////////

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      mie_q      <= rv32_isa_pkg::CSR_MSTATUS_RESET[3];
      mpie_q     <= rv32_isa_pkg::CSR_MSTATUS_RESET[7];
      fs_q       <= rv32_isa_pkg::CSR_MSTATUS_RESET[14:13];
      fflags_q   <= rv32_isa_pkg::CSR_FCSR_RESET[4:0];
      frm_q      <= rv32_isa_pkg::CSR_FCSR_RESET[7:5];
      mtvec_q    <= rv32_isa_pkg::CSR_MTVEC_RESET;
      mscratch_q <= rv32_isa_pkg::CSR_MSCRATCH_RESET;
      mepc_q     <= rv32_isa_pkg::CSR_MEPC_RESET;
      mcause_q   <= rv32_isa_pkg::CSR_MCAUSE_RESET;
      mtval_q    <= rv32_isa_pkg::CSR_MTVAL_RESET;
      vs_q       <= 2'd0;
    end else begin
      if (VEC_EN && (vs_dirty_i || ext_we_o)) vs_q <= 2'b11;
      if (trap_i) begin
        mepc_q   <= {epc_i[31:2], 2'b00};
        mcause_q <= {27'd0, cause_i};
        mtval_q  <= tval_i;
        mpie_q   <= mie_q;
        mie_q    <= 1'b0;
      end else if (mret_i) begin
        mie_q  <= mpie_q;
        mpie_q <= 1'b1;
      end
      if (retire_i) begin
        fflags_q <= fflags_q | fflags_i;
        if (fs_dirty_i) fs_q <= 2'b11;
      end
      // CSR instruction writes (never in the same cycle as the updates above).
      if (wr_to(wr, addr_i, rv32_isa_pkg::CSR_MSTATUS)) begin
        mie_q  <= wdata[3];
        mpie_q <= wdata[7];
        fs_q   <= wdata[14:13];
        if (VEC_EN) vs_q <= wdata[10:9];
      end
      if (wr_to(wr, addr_i, rv32_isa_pkg::CSR_FFLAGS)) begin
        fflags_q <= wdata[4:0];
        fs_q     <= 2'b11;
      end
      if (wr_to(wr, addr_i, rv32_isa_pkg::CSR_FRM)) begin
        frm_q <= wdata[2:0];
        fs_q  <= 2'b11;
      end
      if (wr_to(wr, addr_i, rv32_isa_pkg::CSR_FCSR)) begin
        fflags_q <= wdata[4:0];
        frm_q    <= wdata[7:5];
        fs_q     <= 2'b11;
      end
      if (wr_to(wr, addr_i, rv32_isa_pkg::CSR_MTVEC))    mtvec_q    <= {wdata[31:2], 2'b00};
      if (wr_to(wr, addr_i, rv32_isa_pkg::CSR_MSCRATCH)) mscratch_q <= wdata;
      if (wr_to(wr, addr_i, rv32_isa_pkg::CSR_MEPC))     mepc_q     <= {wdata[31:2], 2'b00};
      if (wr_to(wr, addr_i, rv32_isa_pkg::CSR_MCAUSE))   mcause_q   <= wdata;
      if (wr_to(wr, addr_i, rv32_isa_pkg::CSR_MTVAL))    mtval_q    <= wdata;
    end
  end

  ////////////////////////
  // Counters           //
  ////////////////////////

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      mcycle_q   <= 64'd0;
      minstret_q <= 64'd0;
    end else begin
      if (wr_to(wr, addr_i, rv32_isa_pkg::CSR_MCYCLE))       mcycle_q[31:0]  <= wdata;
      else if (wr_to(wr, addr_i, rv32_isa_pkg::CSR_MCYCLEH)) mcycle_q[63:32] <= wdata;
      else if (run_i)                                    mcycle_q <= mcycle_q + 64'd1;
      if (wr_to(wr, addr_i, rv32_isa_pkg::CSR_MINSTRET))       minstret_q[31:0]  <= wdata;
      else if (wr_to(wr, addr_i, rv32_isa_pkg::CSR_MINSTRETH)) minstret_q[63:32] <= wdata;
      else if (retire_i && retire_count_i)                 minstret_q <= minstret_q + 64'd1;
    end
  end

  assign fs_o    = fs;
  assign vs_o    = vs_q;
  assign frm_o   = frm_q;
  assign mtvec_o = mtvec_q;
  assign mepc_o  = mepc_q;

endmodule
