// rv32_core: the rv32 scalar RISC-V core — RV32IMF + Zicsr + Zifencei + Zbb, machine mode,
// in-order pipeline, ITCM and DTCM, host port with a control block, retirement trace.
//
//            ┌──────────┐   ┌──────────────┐   ┌────────────────────────────┐   ┌────────────┐
//  ITCM A ──►│ IF       │──►│ ID           │──►│ X1 (rv32_ex)               │──►│ X2 .. XD,  │
//            │rv32_fetch│   │ rv32_issue   │   │ fwd, ALU, branch, AGU,     │   │ WB         │
//            └──────────┘   │ rv32_decode  │   │ traps, divider             │   │ rv32_pipe  │
//                 ▲         │ regfile read │   └──┬───────┬─────────┬───────┘   └─────┬──────┘
//                 │         │ CSR access   │      │LSU    │mul/FMA/ │FDIV/FSQRT       │ regfile
//                 └─redirect└──────────────┘      ▼       ▼misc     ▼                 ▼ write,
//                         (ID: predicted taken; ITCM B / DTCM  results arrive in       trace
//                          X1: mispredict, jalr,  (rv32_tcm)  X(1+latency)
//                          mret, fence.i, trap)
//
// Timing (latency N: an instruction issuing in cycle t lets a dependent one issue at t + N):
//   ALU, Zbb, LUI/AUIPC, JAL/JALR link, CSR read: 1   loads: DMEM_LATENCY   MUL*: MUL_LATENCY
//   FMA class: FMA_LATENCY   FP misc: FMISC_LATENCY   DIV*/REM*: 34, FDIV/FSQRT: 30 (blocking)
//   branch predicted right: 0 (not taken) / 1 (taken) bubble; mispredict: 2; JAL 1; JALR 2
// Stages: IF, ID, X1..XD (D = max of the fixed latencies), WB; in-order issue and completion.
//
// The host port reaches the ITCM, the DTCM and the control block (rv32_ctrl). The memories
// are served to the host only while the core is not running (held in reset, halted or
// faulted); host accesses to them while it runs are ignored (reads return 0). The control
// block's ctrl bit0 drives the reset of the whole core except the memories and the block.
module rv32_core #(
  parameter bit          VEC_EN      = 1'b0,     // vector unit (coral); rv32: 0, port tied off
  parameter int unsigned VPORT_BYTES = 4         // vector memory port bytes per DTCM access (4..128,
                                                 //   power of two; rv32: 4, one word)
) (
  input  logic        clk_i,                     // clock
  input  logic        rst_ni,                    // power-on reset (asynchronous, active low)
  // Host port (testbench or board loader): word accesses
  input  logic        host_req_i,                // access request
  input  logic        host_we_i,                 // 1: write
  input  logic [31:0] host_addr_i,               // byte address (ITCM, DTCM or control block)
  input  logic [31:0] host_wdata_i,              // write data
  input  logic [3:0]  host_be_i,                 // byte enables of a write
  output logic [31:0] host_rdata_o,              // read data, the cycle after a read request
  // Run control and status
  input  logic        stop_i,                    // stop issuing, drain, then report halted
  output logic        running_o,                 // released from reset, not halted or faulted
  output logic        halted_o,                  // MPAUSE or stop request (sticky until reset)
  output logic        fault_o,                   // trap with mtvec == 0 (sticky until reset)
  // Retirement trace (all zero while trace_en_i is low)
  input  logic        trace_en_i,                // enable the trace outputs
  output logic        trace_valid_o,             // an instruction completed or trapped (in order)
  output logic [31:0] trace_pc_o,                // its pc
  output logic [31:0] trace_insn_o,              // its word (0: instruction access fault)
  output logic        trace_rd_we_o,             // it wrote a register
  output logic        trace_rd_fp_o,             //   an f register (else x)
  output logic [4:0]  trace_rd_o,                //   which
  output logic [31:0] trace_rd_wdata_o,          //   value written
  output logic        trace_mem_we_o,            // it stored
  output logic        trace_mem_re_o,            // it loaded
  output logic [31:0] trace_mem_addr_o,          //   byte address of the access
  output logic [31:0] trace_mem_wdata_o,         //   store data in its byte lanes
  output logic [3:0]  trace_mem_be_o,            //   bytes accessed
  output logic [4:0]  trace_fflags_o,            // FP exception flags it raised
  output logic        trace_trap_o,              // it trapped (did not complete)
  output logic [4:0]  trace_cause_o,             //   mcause code
  output logic [31:0] trace_tval_o,              //   mtval
  // Vector unit (VEC_EN = 1, coral); with VEC_EN = 0 the outputs are 0 and the inputs unread
  output logic [31:0] vid_insn_o,                // ID: instruction word (for the vector decoder)
  output logic [31:0] vid_a_o,                   //   rs1 register-file value (vset*: final)
  output logic [31:0] vid_b_o,                   //   rs2 register-file value
  output logic        vid_issue_o,               //   the ID instruction issues at the edge
  output logic [1:0]  vid_vs_o,                  //   mstatus.VS
  output logic        vid_x1_vec_o,              // X1 holds a vector instruction
  input  logic        vid_vec_i,                 // ID word is a vector instruction (vset* too)
  input  logic        vid_illegal_i,             //   illegal in the current vector state
  input  logic [4:0]  vid_rs1_i,                 //   x source in rs1 (0: none)
  input  logic [4:0]  vid_rs2_i,                 //   x source in rs2 (0: none)
  input  logic [4:0]  vid_rd_i,                  //   x destination (0: none)
  input  logic        vid_serial_i,              //   issues into an empty pipeline only
  input  logic        vid_sync_i,                //   X1 waits until the unit finished it
  input  logic [31:0] vid_result_i,              //   its scalar result
  input  logic        vid_wait_i,                // the ID instruction (any) must wait
  output logic        vcmd_valid_o,              // X1 hands a vector instruction over
  input  logic        vcmd_ready_i,              //   accepted by the vector unit
  output logic [31:0] vcmd_insn_o,               //   instruction word
  output logic [31:0] vcmd_rs1_o,                //   scalar operand x[rs1] (forwarded)
  output logic [31:0] vcmd_rs2_o,                //   scalar operand x[rs2] (forwarded)
  input  logic        vresp_valid_i,             // the unit finished the load/store in X1
  input  logic        vresp_fault_i,             //   it faulted
  input  logic [4:0]  vresp_cause_i,             //   mcause code
  input  logic [31:0] vresp_data_i,              //   mtval (faulting element's address)
  input  logic        vcsr_hit_i,                // the CSR of the ID instruction is a vector CSR
  input  logic        vcsr_illegal_i,            //   the access is illegal
  input  logic [31:0] vcsr_rdata_i,              //   its value
  output logic        vcsr_we_o,                 //   write it at the edge
  output logic [31:0] vcsr_wdata_o,              //   value
  output logic        vstall_o,                  // ID waits for the vector unit this cycle
  // Vector memory port: one access of the aligned VPORT_BYTES block holding vmem_addr_i. DTCM:
  // the whole block (DTCM banks); ITCM: the one word at vmem_addr_i (its lane of the block).
  // Byte j of the data and enable j belong to the block's byte j.
  input  logic        vmem_req_i,                // access request
  input  logic        vmem_we_i,                 //   1: write
  input  logic [31:0] vmem_addr_i,               //   byte address (word aligned, ITCM or DTCM)
  input  logic [8*VPORT_BYTES-1:0] vmem_wdata_i, //   write data (block lanes)
  input  logic [VPORT_BYTES-1:0]   vmem_be_i,    //   byte enables of a write (block lanes)
  output logic        vmem_gnt_o,                //   performed this cycle (the LSU goes first)
  output logic [8*VPORT_BYTES-1:0] vmem_rdata_o, //   read data, the cycle after a granted read
                                                 //   (ITCM: the word in every lane)
  output logic        vrst_no                    // core reset (control block) for the vector unit
);

  // Execute stages X1..XD: D is the longest fixed latency (>= 2, as FMA_LATENCY >= 2).
  localparam int unsigned D_LM = (rv32_cfg_pkg::DMEM_LATENCY > rv32_cfg_pkg::MUL_LATENCY) ?
                                 rv32_cfg_pkg::DMEM_LATENCY : rv32_cfg_pkg::MUL_LATENCY;
  localparam int unsigned D_FP = (rv32_cfg_pkg::FMA_LATENCY > rv32_cfg_pkg::FMISC_LATENCY) ?
                                 rv32_cfg_pkg::FMA_LATENCY : rv32_cfg_pkg::FMISC_LATENCY;
  localparam int unsigned D    = (D_LM > D_FP) ? D_LM : D_FP;
  localparam int unsigned IAW = rv32_cfg_pkg::ITCM_AW;
  localparam int unsigned DAW = rv32_cfg_pkg::DTCM_AW;
  localparam logic [31:0] ITCM_BASE = 32'(rv32_cfg_pkg::ITCM_BASE);
  localparam logic [31:0] DTCM_BASE = 32'(rv32_cfg_pkg::DTCM_BASE);
  localparam logic [31:0] CTRL_BASE = 32'(rv32_cfg_pkg::CTRL_BASE);
  // The DTCM is NB word banks (rv32_tcm_banks): port B moves an aligned block of NB words for
  // the vector port, one word (its lane, LW address bits) for the LSU and the host.
  localparam int unsigned NB = VPORT_BYTES / 4;
  localparam int unsigned LW = $clog2(NB);

  ////////////////////////
  // Control block      //
  ////////////////////////

  logic        host_itcm, host_dtcm, host_ctrl, host_mem_ok;
  logic        core_reset, core_rst_n, running, halt, fault_wb;
  logic [31:0] start_pc, ctrl_rdata;
  logic [4:0]  fault_cause;
  logic [31:0] fault_pc, fault_tval, fault_insn;
  logic [rv32_pkg::NUM_COUNTERS-1:0] events;

  // Word offsets into the memories (the bases need not be aligned to the sizes).
  logic [29:0] host_ioff, host_doff;
  assign host_ioff = host_addr_i[31:2] - ITCM_BASE[31:2];
  assign host_doff = host_addr_i[31:2] - DTCM_BASE[31:2];
  assign host_itcm = host_ioff[29:IAW] == '0;
  assign host_dtcm = host_doff[29:DAW] == '0;
  // The control block's window is CTRL_BYTES (aligned); its registers occupy the first 256
  // bytes, the rest of the window reads zero like any unmapped address.
  localparam int unsigned CAW = $clog2(rv32_cfg_pkg::CTRL_BYTES);
  assign host_ctrl = (host_addr_i[31:CAW] == CTRL_BASE[31:CAW]) && (host_addr_i[CAW-1:8] == '0);
  assign host_mem_ok = !running;

  rv32_ctrl u_ctrl (
    .clk_i, .rst_ni,
    .req_i         (host_req_i && host_ctrl),
    .we_i          (host_we_i),
    .off_i         ({host_addr_i[7:2], 2'b00}),
    .wdata_i       (host_wdata_i),
    .be_i          (host_be_i),
    .rdata_o       (ctrl_rdata),
    .core_reset_o  (core_reset),
    .start_pc_o    (start_pc),
    .halt_i        (halt),
    .fault_i       (fault_wb),
    .fault_cause_i (fault_cause),
    .fault_pc_i    (fault_pc),
    .fault_tval_i  (fault_tval),
    .fault_insn_i  (fault_insn),
    .events_i      (events),
    .running_o     (running),
    .halted_o,
    .fault_o
  );

  assign running_o  = running;
  assign core_rst_n = rst_ni && !core_reset;   // from a register: glitch-free

  ////////////////////////
  // Memories           //
  ////////////////////////

  logic            if_re;
  logic [IAW-1:0]  if_addr;
  logic [31:0]     if_rdata;
  logic            lsu_ireq, lsu_iwe, lsu_dreq, lsu_dwe;
  logic [IAW-1:0]  lsu_iaddr;
  logic [DAW-1:0]  lsu_daddr;
  logic [31:0]     lsu_wdata, itcm_b_rdata, dtcm_b_rdata;
  logic [3:0]      lsu_be;
  logic            itcm_b_req, itcm_b_we, dtcm_b_req, dtcm_b_we;
  logic [IAW-1:0]  itcm_b_addr;
  logic [DAW-1:0]  dtcm_b_addr;
  logic [31:0]     itcm_b_wdata;
  logic [3:0]      itcm_b_be;
  logic [32*NB-1:0] dtcm_b_wdata, dtcm_b_rblk;
  logic [4*NB-1:0]  dtcm_b_be;

  // Port B: the host while the core is not running, else the LSU, else (VEC_EN) the vector
  // unit's memory port when the LSU does not use port B this cycle.
  logic           vm_on, vm_itcm, vm_dtcm;
  logic [29:0]    vm_ioff, vm_doff;
  logic [IAW-1:0] core_iaddr;
  logic [DAW-1:0] core_daddr;
  logic [31:0]    core_iwdata, vm_iwdata;
  logic [3:0]     core_ibe, vm_ibe;
  logic [32*NB-1:0] core_dwdata;
  logic [4*NB-1:0]  core_dbe;
  logic           core_ireq, core_iwe, core_dreq, core_dwe;
  assign vm_ioff = vmem_addr_i[31:2] - ITCM_BASE[31:2];
  assign vm_doff = vmem_addr_i[31:2] - DTCM_BASE[31:2];
  assign vm_itcm = vm_ioff[29:IAW] == '0;
  assign vm_dtcm = vm_doff[29:DAW] == '0;
  assign vm_on   = VEC_EN && vmem_req_i && !lsu_ireq && !lsu_dreq;
  assign vmem_gnt_o = vm_on && !host_mem_ok;
  assign core_ireq  = vm_on ? vm_itcm : lsu_ireq;
  assign core_iwe   = vm_on ? vmem_we_i : lsu_iwe;
  assign core_iaddr = vm_on ? vm_ioff[IAW-1:0] : lsu_iaddr;
  assign core_dreq  = vm_on ? vm_dtcm : lsu_dreq;
  assign core_dwe   = vm_on ? vmem_we_i : lsu_dwe;
  assign core_daddr = vm_on ? vm_doff[DAW-1:0] : lsu_daddr;
  // The ITCM (one word wide) takes the vector port's word from its lane of the block.
  if (LW > 0) begin : g_vm_lane
    logic [LW-1:0] vm_lane;
    assign vm_lane   = vmem_addr_i[LW+1:2];
    assign vm_iwdata = vmem_wdata_i[32*vm_lane +: 32];
    assign vm_ibe    = vmem_be_i[4*vm_lane +: 4];
  end else begin : g_vm_word
    assign vm_iwdata = vmem_wdata_i[31:0];
    assign vm_ibe    = vmem_be_i[3:0];
  end
  assign core_iwdata = vm_on ? vm_iwdata : lsu_wdata;
  assign core_ibe    = vm_on ? vm_ibe : lsu_be;
  // The DTCM takes the vector block as it is; a word access goes to its lane (data in every lane,
  // byte enables in its own). Lane numbers carry a spare top bit (with one bank, LW = 0, they
  // are a constant 0 and need a width).
  logic [LW:0] lsu_lane, host_lane, dtcm_lane_q;
  if (LW > 0) begin : g_word_lane
    assign lsu_lane  = {1'b0, lsu_daddr[LW-1:0]};
    assign host_lane = {1'b0, host_doff[LW-1:0]};
  end else begin : g_word_only
    assign lsu_lane  = '0;
    assign host_lane = '0;
  end
  assign core_dwdata = vm_on ? vmem_wdata_i : {NB{lsu_wdata}};
  assign core_dbe    = vm_on ? vmem_be_i : ((4*NB)'(lsu_be) << (4 * lsu_lane));

  assign itcm_b_req   = host_mem_ok ? (host_req_i && host_itcm) : core_ireq;
  assign itcm_b_we    = host_mem_ok ? host_we_i : core_iwe;
  assign itcm_b_addr  = host_mem_ok ? host_ioff[IAW-1:0] : core_iaddr;
  assign itcm_b_wdata = host_mem_ok ? host_wdata_i : core_iwdata;
  assign itcm_b_be    = host_mem_ok ? host_be_i : core_ibe;
  assign dtcm_b_req   = host_mem_ok ? (host_req_i && host_dtcm) : core_dreq;
  assign dtcm_b_we    = host_mem_ok ? host_we_i : core_dwe;
  assign dtcm_b_addr  = host_mem_ok ? host_doff[DAW-1:0] : core_daddr;
  assign dtcm_b_wdata = host_mem_ok ? {NB{host_wdata_i}} : core_dwdata;
  assign dtcm_b_be    = host_mem_ok ? ((4*NB)'(host_be_i) << (4 * host_lane)) : core_dbe;

  // Word read data of the DTCM (LSU, host): the lane of the last read's word address, held with
  // the data (a vector block read sets it too; the vector port takes the whole block).
  if (LW > 0) begin : g_lane_q
    logic [LW:0] dtcm_lane;
    assign dtcm_lane = host_mem_ok ? host_lane : lsu_lane;
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni)                      dtcm_lane_q <= '0;
      else if (dtcm_b_req && !dtcm_b_we) dtcm_lane_q <= dtcm_lane;
    end
  end else begin : g_lane_0
    assign dtcm_lane_q = '0;
  end
  assign dtcm_b_rdata = dtcm_b_rblk[32*dtcm_lane_q +: 32];

  // Vector read data: from the memory the granted read addressed in the cycle before (the ITCM's
  // word in every lane).
  logic vm_rd_itcm_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni)                                 vm_rd_itcm_q <= 1'b0;
    else if (vmem_gnt_o && !vmem_we_i)           vm_rd_itcm_q <= vm_itcm;
  end
  assign vmem_rdata_o = !VEC_EN ? '0 : vm_rd_itcm_q ? {NB{itcm_b_rdata}} : dtcm_b_rblk;

  rv32_tcm #(.AW (IAW)) u_itcm (
    .clk_i,
    .a_re_i (if_re), .a_addr_i (if_addr), .a_rdata_o (if_rdata),
    .b_req_i (itcm_b_req), .b_we_i (itcm_b_we), .b_addr_i (itcm_b_addr),
    .b_wdata_i (itcm_b_wdata), .b_be_i (itcm_b_be), .b_rdata_o (itcm_b_rdata)
  );

  rv32_tcm_banks #(.AW (DAW), .NB (NB)) u_dtcm (
    .clk_i,
    .b_req_i (dtcm_b_req), .b_we_i (dtcm_b_we), .b_addr_i (dtcm_b_addr),
    .b_wdata_i (dtcm_b_wdata), .b_be_i (dtcm_b_be), .b_rdata_o (dtcm_b_rblk)
  );

  // Host read data: registered source select.
  typedef enum logic [1:0] {HsNone, HsItcm, HsDtcm, HsCtrl} host_src_e;
  host_src_e hsrc_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      hsrc_q <= HsNone;
    end else if (host_req_i && !host_we_i) begin
      if (host_ctrl)                     hsrc_q <= HsCtrl;
      else if (host_itcm && host_mem_ok) hsrc_q <= HsItcm;
      else if (host_dtcm && host_mem_ok) hsrc_q <= HsDtcm;
      else                               hsrc_q <= HsNone;
    end
  end
  always_comb begin
    unique case (hsrc_q)
      HsItcm:  host_rdata_o = itcm_b_rdata;
      HsDtcm:  host_rdata_o = dtcm_b_rdata;
      HsCtrl:  host_rdata_o = ctrl_rdata;
      default: host_rdata_o = 32'd0;
    endcase
  end

  ////////////////////////
  // IF and ID          //
  ////////////////////////

  logic        id_valid, id_fault, id_stall, id_redirect, x1_redirect;
  logic [31:0] id_pc, id_insn, id_target, x1_target;

  rv32_fetch u_fetch (
    .clk_i, .rst_ni (core_rst_n),
    .start_pc_i    (start_pc),
    .x1_redirect_i (x1_redirect), .x1_target_i (x1_target),
    .id_redirect_i (id_redirect), .id_target_i (id_target),
    .id_stall_i    (id_stall),
    .id_valid_o    (id_valid), .id_pc_o (id_pc), .id_insn_o (id_insn), .id_fault_o (id_fault),
    .itcm_re_o     (if_re), .itcm_addr_o (if_addr), .itcm_rdata_i (if_rdata)
  );

  logic           flush, stopping_q, ex_stop, x1_free, x1_valid, pipe_empty;
  logic [6*D-1:0] hz_rd;
  logic [D-1:0]   hz_pend;
  logic [2*D-1:0] hz_cause;
  logic [5:0]     rf_ra, rf_rb, rf_rc, rf_wa;
  logic [31:0]    rf_a, rf_b, rf_c, rf_wd;
  logic           rf_we;
  logic [1:0]     fs, csr_op;
  logic [2:0]     frm;
  logic [11:0]    csr_addr;
  logic           csr_we, csr_do, csr_illegal;
  logic [31:0]    csr_wsrc, csr_rdata, mtvec, mepc;

  logic           iss;
  rv32_pkg::ctl_t iss_ctl;
  logic [31:0]    iss_pc, iss_insn, iss_a, iss_b, iss_c, iss_imm, iss_target, iss_tval;
  logic           iss_pred, iss_trap, iss_noinst;
  logic [4:0]     iss_cause;
  logic           st_fetch, st_divsqrt, st_csr, st_raw_load, st_raw_mul, st_raw_fpu;

  logic           st_vec;
  rv32_issue #(.D (D), .VEC_EN (VEC_EN)) u_issue (
    .id_valid_i (id_valid), .id_pc_i (id_pc), .id_insn_i (id_insn), .id_fault_i (id_fault),
    .id_stall_o (id_stall), .id_redirect_o (id_redirect), .id_target_o (id_target),
    .flush_i (flush), .stopping_i (stopping_q || stop_i), .x1_free_i (x1_free),
    .pipe_empty_i (pipe_empty),
    .hz_rd_i (hz_rd), .hz_pend_i (hz_pend), .hz_cause_i (hz_cause),
    .rf_ra_o (rf_ra), .rf_rb_o (rf_rb), .rf_rc_o (rf_rc),
    .rf_a_i (rf_a), .rf_b_i (rf_b), .rf_c_i (rf_c),
    .fs_i (fs), .frm_i (frm),
    .csr_addr_o (csr_addr), .csr_we_o (csr_we), .csr_do_o (csr_do), .csr_op_o (csr_op),
    .csr_wsrc_o (csr_wsrc), .csr_rdata_i (csr_rdata), .csr_illegal_i (csr_illegal),
    .vid_vec_i, .vid_illegal_i, .vid_rs1_i, .vid_rs2_i, .vid_rd_i, .vid_serial_i, .vid_sync_i,
    .vid_result_i, .vid_wait_i,
    .issue_o (iss), .ctl_o (iss_ctl), .fpu_op_o (iss_fpu_op), .pc_o (iss_pc), .insn_o (iss_insn),
    .a_o (iss_a), .b_o (iss_b), .c_o (iss_c), .imm_o (iss_imm), .target_o (iss_target),
    .pred_taken_o (iss_pred), .trap_o (iss_trap), .cause_o (iss_cause), .tval_o (iss_tval),
    .no_instret_o (iss_noinst),
    .st_fetch_o (st_fetch), .st_divsqrt_o (st_divsqrt), .st_csr_o (st_csr),
    .st_raw_load_o (st_raw_load), .st_raw_mul_o (st_raw_mul), .st_raw_fpu_o (st_raw_fpu),
    .st_vec_o (st_vec)
  );

  // The configuration without F is the small-FPGA one (ice40): its register file goes to block
  // RAM, read on the falling edge (rv32_regfile); the others keep the combinational read.
  rv32_regfile #(
    .FP  (rv32_cfg_pkg::F_EXTENSION != 0),
    .RAM (rv32_cfg_pkg::F_EXTENSION == 0)
  ) u_regfile (
    .clk_i,
    .ra_i (rf_ra), .rb_i (rf_rb), .rc_i (rf_rc), .a_o (rf_a), .b_o (rf_b), .c_o (rf_c),
    .we_i (rf_we), .wa_i (rf_wa), .wd_i (rf_wd)
  );

  // Stop: a stop request, MPAUSE or a fatal trap ends issue; the core halts once drained.
  always_ff @(posedge clk_i or negedge core_rst_n) begin
    if (!core_rst_n)           stopping_q <= 1'b0;
    else if (stop_i || ex_stop) stopping_q <= 1'b1;
  end

  ////////////////////////
  // X1                 //
  ////////////////////////

  logic            csr_trap, csr_mret;
  logic [4:0]      csr_cause;
  logic [31:0]     csr_epc, csr_tval;
  logic            mul_valid, fma_valid, fmisc_valid, fdiv_start, fdiv_done;
  logic [31:0]     fdiv_result, op_a, op_b, op_c;
  logic [4:0]      fdiv_flags;
  rv32_pkg::ctl_t  x1_ctl;
  logic            lsu_valid, lsu_we, lsu_misaligned, lsu_fault;
  logic [31:0]     lsu_addr, lsu_bus_wdata;
  logic [5:0]      x1_rd;
  rv32_pkg::res_e  x1_res;
  rv32_fpu_pkg::fpu_op_e x1_fpu_op, iss_fpu_op;
  logic [6*D-1:0]  fwd_rd;
  logic [32*D-1:0] fwd_val;

  logic            o_valid, o_trap, o_we, o_re, o_fatal, o_count;
  logic [5:0]      o_rd;
  rv32_pkg::res_e  o_res;
  logic [31:0]     o_value, o_pc, o_insn, o_addr;
  logic [4:0]      o_flags, o_cause;
  logic [3:0]      o_be;
  logic            ev_branch, ev_mispredict, ev_jump, ev_load, ev_store, ev_fp;

  logic            x1_vec;
  logic [31:0]     vcmd_a, vcmd_b;
  rv32_ex #(.D (D), .VEC_EN (VEC_EN)) u_ex (
    .clk_i, .rst_ni (core_rst_n),
    .issue_i (iss), .ctl_i (iss_ctl), .fpu_op_i (iss_fpu_op), .pc_i (iss_pc), .insn_i (iss_insn),
    .a_i (iss_a), .b_i (iss_b), .c_i (iss_c), .imm_i (iss_imm), .target_i (iss_target),
    .pred_taken_i (iss_pred), .trap_i (iss_trap), .cause_i (iss_cause), .tval_i (iss_tval),
    .no_instret_i (iss_noinst),
    .valid_o (x1_valid), .free_o (x1_free), .flush_o (flush),
    .redirect_o (x1_redirect), .target_o (x1_target), .stop_o (ex_stop),
    .x1_rd_o (x1_rd), .x1_res_o (x1_res),
    .fwd_rd_i (fwd_rd), .fwd_val_i (fwd_val),
    .mtvec_i (mtvec), .mepc_i (mepc),
    .csr_trap_o (csr_trap), .csr_cause_o (csr_cause), .csr_epc_o (csr_epc),
    .csr_tval_o (csr_tval), .csr_mret_o (csr_mret),
    .mul_valid_o (mul_valid), .fma_valid_o (fma_valid), .fmisc_valid_o (fmisc_valid),
    .fdiv_start_o (fdiv_start), .fdiv_done_i (fdiv_done), .fdiv_result_i (fdiv_result),
    .fdiv_flags_i (fdiv_flags),
    .op_a_o (op_a), .op_b_o (op_b), .op_c_o (op_c), .ctl_o (x1_ctl), .fpu_op_o (x1_fpu_op),
    .lsu_valid_o (lsu_valid), .lsu_we_o (lsu_we), .lsu_addr_o (lsu_addr),
    .lsu_misaligned_i (lsu_misaligned), .lsu_fault_i (lsu_fault), .lsu_be_i (lsu_be),
    .lsu_wdata_i (lsu_bus_wdata),
    .vcmd_valid_o, .vcmd_ready_i (VEC_EN && vcmd_ready_i),
    .vdone_i (VEC_EN && vresp_valid_i), .vfault_i (vresp_fault_i), .vcause_i (vresp_cause_i),
    .vtval_i (vresp_data_i), .x1_vec_o (x1_vec), .vcmd_a_o (vcmd_a), .vcmd_b_o (vcmd_b),
    .out_valid_o (o_valid), .out_rd_o (o_rd), .out_res_o (o_res), .out_value_o (o_value),
    .out_flags_o (o_flags), .out_pc_o (o_pc), .out_insn_o (o_insn), .out_trap_o (o_trap),
    .out_cause_o (o_cause), .out_addr_o (o_addr), .out_mem_we_o (o_we), .out_mem_re_o (o_re),
    .out_mem_be_o (o_be), .out_fatal_o (o_fatal), .out_count_o (o_count),
    .ev_branch_o (ev_branch), .ev_mispredict_o (ev_mispredict), .ev_jump_o (ev_jump),
    .ev_load_o (ev_load), .ev_store_o (ev_store), .ev_fp_o (ev_fp)
  );

  ////////////////////////
  // Execution units    //
  ////////////////////////

  logic [31:0] ld_data, mul_result, fma_result, fmisc_result;
  logic [4:0]  fma_flags, fmisc_flags;
  logic        fma_vo, fmisc_vo, fdiv_busy;

  rv32_lsu #(.LATENCY (rv32_cfg_pkg::DMEM_LATENCY)) u_lsu (
    .clk_i,
    .valid_i (lsu_valid), .we_i (lsu_we), .addr_i (lsu_addr),
    .size_i (x1_ctl.mem_size), .uns_i (x1_ctl.mem_uns), .wdata_i (op_b),
    .misaligned_o (lsu_misaligned), .access_fault_o (lsu_fault),
    .be_o (lsu_be), .bus_wdata_o (lsu_bus_wdata),
    .itcm_req_o (lsu_ireq), .itcm_we_o (lsu_iwe), .itcm_addr_o (lsu_iaddr),
    .itcm_rdata_i (itcm_b_rdata),
    .dtcm_req_o (lsu_dreq), .dtcm_we_o (lsu_dwe), .dtcm_addr_o (lsu_daddr),
    .dtcm_rdata_i (dtcm_b_rdata),
    .ld_data_o (ld_data)
  );
  assign lsu_wdata = lsu_bus_wdata;

  rv32_mul #(.LATENCY (rv32_cfg_pkg::MUL_LATENCY)) u_mul (
    .clk_i,
    .valid_i (mul_valid), .op_i (x1_ctl.mul_op), .a_i (op_a), .b_i (op_b),
    .result_o (mul_result)
  );

  // The FPU exists only in configurations with the F extension (isa.f_extension = 1). Without
  // it mstatus.FS is hard-wired to Off, so every F instruction traps as illegal in ID and none
  // of the FPU's inputs is ever valid; its results are tied to zero.
  if (rv32_cfg_pkg::F_EXTENSION != 0) begin : g_fpu
    rv32_fpu_fma #(.LATENCY (rv32_cfg_pkg::FMA_LATENCY)) u_fma (
      .clk_i, .rst_ni (core_rst_n),
      .valid_i (fma_valid), .op_i (x1_fpu_op), .rm_i (x1_ctl.rm),
      .a_i (op_a), .b_i (op_b), .c_i (op_c),
      .valid_o (fma_vo), .result_o (fma_result), .flags_o (fma_flags)
    );

    rv32_fpu_misc #(.LATENCY (rv32_cfg_pkg::FMISC_LATENCY)) u_fmisc (
      .clk_i, .rst_ni (core_rst_n),
      .valid_i (fmisc_valid), .op_i (x1_fpu_op), .rm_i (x1_ctl.rm),
      .a_i (op_a), .b_i (op_b),
      .valid_o (fmisc_vo), .result_o (fmisc_result), .flags_o (fmisc_flags)
    );

    rv32_fpu_divsqrt #(.CYCLES (rv32_cfg_pkg::FDIVSQRT_CYCLES)) u_fdiv (
      .clk_i, .rst_ni (core_rst_n),
      .start_i (fdiv_start), .flush_i (1'b0), .op_i (x1_fpu_op), .rm_i (x1_ctl.rm),
      .a_i (op_a), .b_i (op_b),
      .busy_o (fdiv_busy), .done_o (fdiv_done), .result_o (fdiv_result), .flags_o (fdiv_flags)
    );
  end else begin : g_no_fpu
    assign fma_vo       = 1'b0;
    assign fma_result   = 32'd0;
    assign fma_flags    = 5'd0;
    assign fmisc_vo     = 1'b0;
    assign fmisc_result = 32'd0;
    assign fmisc_flags  = 5'd0;
    assign fdiv_busy    = 1'b0;
    assign fdiv_done    = 1'b0;
    assign fdiv_result  = 32'd0;
    assign fdiv_flags   = 5'd0;
    // The FPU's inputs have no reader without it.
    /* verilator lint_off UNUSEDSIGNAL */
    logic unused_fpu_in;
    assign unused_fpu_in = ^{fma_valid, fmisc_valid, fdiv_start, op_c, x1_fpu_op};
    /* verilator lint_on UNUSEDSIGNAL */
  end

  ////////////////////////
  // X2 .. WB           //
  ////////////////////////

  logic               p_empty, retire, retire_count, retire_fs_dirty;
  logic [4:0]         retire_flags;

  rv32_pipe #(.D (D)) u_pipe (
    .clk_i, .rst_ni (core_rst_n),
    .in_valid_i (o_valid), .in_rd_i (o_rd), .in_res_i (o_res), .in_value_i (o_value),
    .in_flags_i (o_flags), .in_pc_i (o_pc), .in_insn_i (o_insn), .in_trap_i (o_trap),
    .in_cause_i (o_cause), .in_addr_i (o_addr), .in_mem_we_i (o_we), .in_mem_re_i (o_re),
    .in_mem_be_i (o_be), .in_fatal_i (o_fatal), .in_count_i (o_count),
    .ld_data_i (ld_data), .mul_result_i (mul_result),
    .fma_result_i (fma_result), .fma_flags_i (fma_flags),
    .fmisc_result_i (fmisc_result), .fmisc_flags_i (fmisc_flags),
    .x1_rd_i (x1_rd), .x1_res_i (x1_res),
    .fwd_rd_o (fwd_rd), .fwd_val_o (fwd_val),
    .hz_rd_o (hz_rd), .hz_pend_o (hz_pend), .hz_cause_o (hz_cause),
    .empty_o (p_empty),
    .rf_we_o (rf_we), .rf_wa_o (rf_wa), .rf_wd_o (rf_wd),
    .retire_o (retire), .retire_count_o (retire_count), .retire_flags_o (retire_flags),
    .retire_fs_dirty_o (retire_fs_dirty),
    .fault_o (fault_wb), .fault_cause_o (fault_cause), .fault_pc_o (fault_pc),
    .fault_tval_o (fault_tval), .fault_insn_o (fault_insn),
    .trace_en_i,
    .trace_valid_o, .trace_pc_o, .trace_insn_o, .trace_rd_we_o, .trace_rd_fp_o, .trace_rd_o,
    .trace_rd_wdata_o, .trace_mem_we_o, .trace_mem_re_o, .trace_mem_addr_o,
    .trace_mem_wdata_o, .trace_mem_be_o, .trace_fflags_o, .trace_trap_o, .trace_cause_o,
    .trace_tval_o
  );

  assign pipe_empty = !x1_valid && p_empty;
  assign halt       = stopping_q && pipe_empty;

  ////////////////////////
  // CSR file           //
  ////////////////////////

  logic [1:0] vs;
  rv32_csr #(.VEC_EN (VEC_EN)) u_csr (
    .clk_i, .rst_ni (core_rst_n), .run_i (running),
    .addr_i (csr_addr), .we_i (csr_we), .do_i (csr_do), .op_i (csr_op), .wsrc_i (csr_wsrc),
    .rdata_o (csr_rdata), .illegal_o (csr_illegal),
    .trap_i (csr_trap), .cause_i (csr_cause), .epc_i (csr_epc), .tval_i (csr_tval),
    .mret_i (csr_mret),
    .retire_i (retire), .retire_count_i (retire_count), .fflags_i (retire_flags),
    .fs_dirty_i (retire_fs_dirty),
    .vs_dirty_i (iss && (iss_ctl.xop == rv32_pkg::XVec)),
    .ext_hit_i (vcsr_hit_i), .ext_illegal_i (vcsr_illegal_i), .ext_rdata_i (vcsr_rdata_i),
    .ext_we_o (vcsr_we_o), .ext_wdata_o (vcsr_wdata_o), .vs_o (vs),
    .fs_o (fs), .frm_o (frm), .mtvec_o (mtvec), .mepc_o (mepc)
  );

  ////////////////////////
  // Counter events     //
  ////////////////////////

  always_comb begin
    events = '0;
    events[rv32_pkg::CntInstret]      = retire;
    events[rv32_pkg::CntStallRawLoad] = st_raw_load;
    events[rv32_pkg::CntStallRawMul]  = st_raw_mul;
    events[rv32_pkg::CntStallRawFpu]  = st_raw_fpu;
    events[rv32_pkg::CntStallDivsqrt] = st_divsqrt;
    events[rv32_pkg::CntStallCsr]     = st_csr;
    events[rv32_pkg::CntStallFetch]   = st_fetch;
    events[rv32_pkg::CntBranches]     = ev_branch;
    events[rv32_pkg::CntMispredicts]  = ev_mispredict;
    events[rv32_pkg::CntJumps]        = ev_jump;
    events[rv32_pkg::CntLoads]        = ev_load;
    events[rv32_pkg::CntStores]       = ev_store;
    events[rv32_pkg::CntFpOps]        = ev_fp;
  end

  ////////////////////////
  // Vector port        //
  ////////////////////////

  // The ID-side vector decoder, the command queue and the backend are outside the core (coral);
  // rv32 (VEC_EN = 0) has none: the vector ports are idle and every vector encoding is illegal.
  assign vid_insn_o   = VEC_EN ? id_insn : 32'd0;
  assign vid_a_o      = VEC_EN ? rf_a : 32'd0;
  assign vid_b_o      = VEC_EN ? rf_b : 32'd0;
  assign vid_issue_o  = VEC_EN && iss;
  assign vid_vs_o     = vs;
  assign vid_x1_vec_o = x1_vec;
  assign vcmd_insn_o  = VEC_EN ? o_insn : 32'd0;
  assign vcmd_rs1_o   = VEC_EN ? vcmd_a : 32'd0;
  assign vcmd_rs2_o   = VEC_EN ? vcmd_b : 32'd0;
  assign vstall_o     = st_vec;
  assign vrst_no      = core_rst_n;

endmodule
