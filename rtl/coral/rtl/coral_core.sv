// coral_core: the coral core — the rv32 core (rv32_core with VEC_EN = 1: RV32IMF + Zicsr +
// Zifencei + Zbb, in-order 4-stage pipeline, ITCM, DTCM, host port, control block, retirement
// trace) with the Zve32x vector unit: the ID-side decoder and vector CSRs (coral_vec_ctrl) and
// the decoupled backend (coral_vec_unit: command queue, sequencer, lanes, register file).
//
//   rv32_core ID ──word──► coral_vec_ctrl (legal? x operands, wait, vset*, scalar results, CSRs)
//   rv32_core X1 ──cmd───► coral_vec_unit queue ──► exec ──► VRF
//                                          exec ◄──► vector memory port (ITCM/DTCM port B,
//                                                    when the scalar LSU does not use it; DTCM:
//                                                    dtcm_port_bytes per access, banked DTCM)
//   exec completion (loads/stores) ──► X1 (release or trap), vstart (fault element)
//
// The ports are rv32_core's (host, run control, retirement trace) plus, for the tests, the vector
// unit's completion record, its element access trace, a register-file read port, the vector CSRs
// and the activity counters (docs/coral/vector-rtl.md).
module coral_core (
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
  // Retirement trace of the scalar pipeline (all zero while trace_en_i is low)
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
  // Vector unit: completion record of each vector instruction (in order)
  output logic        vdone_o,                   // a vector instruction completed in the unit
  output logic [31:0] vdone_insn_o,              //   its word
  output logic [31:0] vdone_vl_o,                //   vl after it
  output logic [31:0] vdone_vtype_o,             //   vtype after it
  output logic [31:0] vdone_vstart_o,            //   vstart after it (a fault: the element)
  output logic        vdone_trap_o,              //   it trapped (memory fault)
  output logic        vacc_valid_o,              // element access (in order)
  output logic        vacc_store_o,              //   store
  output logic [31:0] vacc_addr_o,               //   address
  output logic [2:0]  vacc_bytes_o,              //   bytes of one element
  output logic [$clog2(coral_cfg_pkg::VDTCM_PORT_BYTES):0] vacc_elems_o, // elements (a chunk: 1..dtcm_port_bytes)
  output logic [coral_cfg_pkg::VDTCM_PORT_BYTES-1:0]   vacc_act_o,   //   active ones (bit j: element j)
  output logic [8*coral_cfg_pkg::VDTCM_PORT_BYTES-1:0] vacc_data_o,  //   values, element j at byte j*bytes
  input  logic [4:0]  dbg_vreg_i,                // register-file read port: register
  output logic [coral_cfg_pkg::VLEN-1:0] dbg_vreg_o, //   its contents
  output logic [31:0] vl_o,                      // vector CSRs: vl
  output logic [31:0] vtype_o,                   //   vtype
  output logic [31:0] vstart_o,                  //   vstart
  output logic [31:0] vcsr_o,                    //   vcsr = {vxrm, vxsat}
  output logic        vidle_o,                   // the unit is idle (queue empty, backend idle)
  output logic [31:0] vcnt_busy_o,               // counters: cycles a vector command ran
  output logic [31:0] vcnt_beats_o,              //   ALU/compare beats
  output logic [31:0] vcnt_elems_o,              //   active elements in those beats
  output logic [31:0] vcnt_qfull_o,              //   cycles X1 waited for a full queue
  output logic [31:0] vcnt_port_o,               //   cycles the vector memory port was used
  output logic [31:0] vcnt_vstall_o              //   cycles ID waited for the vector unit
);

  localparam int unsigned SB = coral_cfg_pkg::VSTART_BITS;

  logic [31:0] vid_insn, vid_a, vid_b, vid_result, vcmd_insn, vcmd_rs1, vcmd_rs2;
  logic        vid_issue, vid_x1_vec, vid_vec, vid_illegal, vid_serial, vid_sync, vid_wait;
  logic [1:0]  vid_vs;
  logic [4:0]  vid_rs1, vid_rs2, vid_rd;
  logic        vcmd_valid, vcmd_ready, vcsr_hit, vcsr_illegal, vcsr_we, vstall;
  logic [31:0] vcsr_rdata, vcsr_wdata;
  localparam int unsigned PB = coral_cfg_pkg::VDTCM_PORT_BYTES;
  logic          vmem_req, vmem_we, vmem_gnt;
  logic [31:0]   vmem_addr;
  logic [8*PB-1:0] vmem_wdata, vmem_rdata;
  logic [PB-1:0] vmem_be;
  logic        done, done_mem, done_fault, done_trim, core_rst_n;
  logic [4:0]  done_cause;
  logic [31:0] done_tval, done_insn;
  logic [SB-1:0] done_elem;
  logic [SB:0]   done_vl;
  logic [8:0]    done_vtype;

  ////////////////////////
  // Scalar core        //
  ////////////////////////

  rv32_core #(.VEC_EN (1'b1), .VPORT_BYTES (PB)) u_core (
    .clk_i, .rst_ni,
    .host_req_i, .host_we_i, .host_addr_i, .host_wdata_i, .host_be_i, .host_rdata_o,
    .stop_i, .running_o, .halted_o, .fault_o,
    .trace_en_i, .trace_valid_o, .trace_pc_o, .trace_insn_o, .trace_rd_we_o, .trace_rd_fp_o,
    .trace_rd_o, .trace_rd_wdata_o, .trace_mem_we_o, .trace_mem_re_o, .trace_mem_addr_o,
    .trace_mem_wdata_o, .trace_mem_be_o, .trace_fflags_o, .trace_trap_o, .trace_cause_o,
    .trace_tval_o,
    .vid_insn_o (vid_insn), .vid_a_o (vid_a), .vid_b_o (vid_b), .vid_issue_o (vid_issue),
    .vid_vs_o (vid_vs), .vid_x1_vec_o (vid_x1_vec),
    .vid_vec_i (vid_vec), .vid_illegal_i (vid_illegal), .vid_rs1_i (vid_rs1),
    .vid_rs2_i (vid_rs2), .vid_rd_i (vid_rd), .vid_serial_i (vid_serial), .vid_sync_i (vid_sync),
    .vid_result_i (vid_result), .vid_wait_i (vid_wait),
    .vcmd_valid_o (vcmd_valid), .vcmd_ready_i (vcmd_ready), .vcmd_insn_o (vcmd_insn),
    .vcmd_rs1_o (vcmd_rs1), .vcmd_rs2_o (vcmd_rs2),
    .vresp_valid_i (done_mem), .vresp_fault_i (done_fault), .vresp_cause_i (done_cause),
    .vresp_data_i (done_tval),
    .vcsr_hit_i (vcsr_hit), .vcsr_illegal_i (vcsr_illegal), .vcsr_rdata_i (vcsr_rdata),
    .vcsr_we_o (vcsr_we), .vcsr_wdata_o (vcsr_wdata), .vstall_o (vstall),
    .vmem_req_i (vmem_req), .vmem_we_i (vmem_we), .vmem_addr_i (vmem_addr),
    .vmem_wdata_i (vmem_wdata), .vmem_be_i (vmem_be), .vmem_gnt_o (vmem_gnt),
    .vmem_rdata_o (vmem_rdata), .vrst_no (core_rst_n)
  );

  ////////////////////////
  // ID side            //
  ////////////////////////

  logic                           unit_idle;
  logic [4:0]                     ctrl_ra;
  logic [coral_cfg_pkg::VLEN-1:0] ctrl_rdata, v0;
  logic [8:0]                     snap_vtype;
  logic [SB:0]                    snap_vl, vl;
  logic [SB-1:0]                  snap_vstart, vstart;
  logic [1:0]                     vxrm;
  logic                           vxsat, vxsat_set;

  coral_vec_ctrl u_ctrl (
    .clk_i, .rst_ni (core_rst_n),
    .id_insn_i (vid_insn), .id_a_i (vid_a), .id_b_i (vid_b), .id_issue_i (vid_issue),
    .vs_i (vid_vs), .x1_vec_i (vid_x1_vec),
    .vec_o (vid_vec), .illegal_o (vid_illegal), .rs1_o (vid_rs1), .rs2_o (vid_rs2),
    .rd_o (vid_rd), .serial_o (vid_serial), .sync_o (vid_sync), .result_o (vid_result),
    .wait_o (vid_wait),
    .csr_hit_o (vcsr_hit), .csr_illegal_o (vcsr_illegal), .csr_rdata_o (vcsr_rdata),
    .csr_we_i (vcsr_we), .csr_wdata_i (vcsr_wdata),
    .unit_idle_i (unit_idle), .fault_i (done_fault), .fault_elem_i (done_elem),
    .vxsat_set_i (vxsat_set), .trim_i (done_trim), .trim_vl_i (done_vl),
    .rf_vs2_o (ctrl_ra), .rf_vs2_i (ctrl_rdata), .rf_v0_i (v0),
    .snap_vtype_o (snap_vtype), .snap_vl_o (snap_vl),
    .snap_vstart_o (snap_vstart),
    .vl_o (vl), .vtype_o, .vstart_o (vstart), .vxrm_o (vxrm), .vxsat_o (vxsat)
  );

  ////////////////////////
  // Backend            //
  ////////////////////////

  coral_vec_unit u_unit (
    .clk_i, .rst_ni (core_rst_n),
    .push_i (vcmd_valid), .ready_o (vcmd_ready), .insn_i (vcmd_insn), .rs1_i (vcmd_rs1),
    .rs2_i (vcmd_rs2), .vtype_i (snap_vtype), .vl_i (snap_vl),
    .vstart_i (snap_vstart), .idle_o (unit_idle), .vxrm_i (vxrm), .vxsat_set_o (vxsat_set),
    .ctrl_ra_i (ctrl_ra), .ctrl_rdata_o (ctrl_rdata), .v0_o (v0),
    .dbg_ra_i (dbg_vreg_i), .dbg_rdata_o (dbg_vreg_o),
    .mem_req_o (vmem_req), .mem_we_o (vmem_we), .mem_addr_o (vmem_addr),
    .mem_wdata_o (vmem_wdata), .mem_be_o (vmem_be), .mem_gnt_i (vmem_gnt),
    .mem_rdata_i (vmem_rdata),
    .done_o (done), .done_mem_o (done_mem), .done_fault_o (done_fault), .done_trim_o (done_trim),
    .done_cause_o (done_cause), .done_tval_o (done_tval), .done_elem_o (done_elem),
    .done_insn_o (done_insn), .done_vl_o (done_vl), .done_vtype_o (done_vtype),
    .acc_valid_o (vacc_valid_o), .acc_store_o (vacc_store_o), .acc_addr_o (vacc_addr_o),
    .acc_bytes_o (vacc_bytes_o), .acc_elems_o (vacc_elems_o), .acc_act_o (vacc_act_o),
    .acc_data_o (vacc_data_o),
    .vstall_i (vstall),
    .cnt_busy_o (vcnt_busy_o), .cnt_beats_o (vcnt_beats_o), .cnt_elems_o (vcnt_elems_o),
    .cnt_qfull_o (vcnt_qfull_o), .cnt_port_o (vcnt_port_o), .cnt_vstall_o (vcnt_vstall_o)
  );

  ////////////////////////
  // Test outputs       //
  ////////////////////////

  assign vdone_o        = done;
  assign vdone_insn_o   = done_insn;
  assign vdone_vl_o     = 32'(done_vl);
  assign vdone_vtype_o  = done_vtype[8] ? 32'h8000_0000 : {24'd0, done_vtype[7:0]};
  assign vdone_vstart_o = done_fault ? 32'(done_elem) : 32'd0;
  assign vdone_trap_o   = done_fault;
  assign vl_o           = 32'(vl);
  assign vstart_o       = 32'(vstart);
  assign vcsr_o         = {29'd0, vxrm, vxsat};
  assign vidle_o        = unit_idle && !vid_x1_vec;

endmodule
