// coral_vec_unit: the decoupled vector backend — the command queue (VQUEUE_DEPTH entries), the
// sequencer and datapath (coral_vec_exec: LB = 4 * lanes bytes of elements per cycle, one element
// or one chunk of up to dtcm_port_bytes bytes per cycle on the vector memory port) and the register file (32 x VLEN), plus the
// activity counters.
//
// Commands come from the core's X1 stage (the instruction, its forwarded scalar operands) together
// with coral_vec_ctrl's snapshot of the vector state taken when the instruction issued. The unit
// executes them in order, one at a time (no chaining: a command starts when the previous one has
// written its last result).
module coral_vec_unit (
  input  logic                                  clk_i,          // clock
  input  logic                                  rst_ni,         // core reset (asynchronous, active low)
  // Commands
  input  logic                                  push_i,         // X1 hands a command over
  output logic                                  ready_o,        //   the queue takes it
  input  logic [31:0]                           insn_i,         //   instruction word
  input  logic [31:0]                           rs1_i,          //   x[rs1]
  input  logic [31:0]                           rs2_i,          //   x[rs2]
  input  logic [8:0]                            vtype_i,        //   {vill, vtype}
  input  logic [coral_cfg_pkg::VSTART_BITS:0]   vl_i,           //   vl
  input  logic [coral_cfg_pkg::VSTART_BITS-1:0] vstart_i,       //   vstart
  output logic                                  idle_o,         // queue empty, backend idle
  input  logic [1:0]                            vxrm_i,         // vxrm (coral_vec_ctrl)
  output logic                                  vxsat_set_o,    // a fixed-point result saturated
  // Register-file reads for the ID side and the tests
  input  logic [4:0]                            ctrl_ra_i,      // register read by coral_vec_ctrl
  output logic [coral_cfg_pkg::VLEN-1:0]        ctrl_rdata_o,   //   contents
  output logic [coral_cfg_pkg::VLEN-1:0]        v0_o,           // v0
  input  logic [4:0]                            dbg_ra_i,       // register read by the tests
  output logic [coral_cfg_pkg::VLEN-1:0]        dbg_rdata_o,    //   contents
  // Vector memory port (rv32_core)
  output logic                                  mem_req_o,      // block access
  output logic                                  mem_we_o,       //   write
  output logic [31:0]                           mem_addr_o,     //   byte address (word aligned)
  output logic [8*coral_cfg_pkg::VDTCM_PORT_BYTES-1:0] mem_wdata_o, // data (block lanes)
  output logic [coral_cfg_pkg::VDTCM_PORT_BYTES-1:0]   mem_be_o,    // byte enables
  input  logic                                  mem_gnt_i,      //   performed
  input  logic [8*coral_cfg_pkg::VDTCM_PORT_BYTES-1:0] mem_rdata_i, // read data (next cycle)
  // Completion record
  output logic                                  done_o,         // a command completed
  output logic                                  done_mem_o,     //   a load or store
  output logic                                  done_fault_o,   //   it faulted
  output logic                                  done_trim_o,    //   fault-only-first: vl trimmed
  output logic [4:0]                            done_cause_o,   //   mcause code
  output logic [31:0]                           done_tval_o,    //   mtval
  output logic [coral_cfg_pkg::VSTART_BITS-1:0] done_elem_o,    //   faulting element
  output logic [31:0]                           done_insn_o,    //   its word
  output logic [coral_cfg_pkg::VSTART_BITS:0]   done_vl_o,      //   vl
  output logic [8:0]                            done_vtype_o,   //   {vill, vtype}
  output logic                                  acc_valid_o,    // element access trace
  output logic                                  acc_store_o,    //   store
  output logic [31:0]                           acc_addr_o,     //   address
  output logic [2:0]                            acc_bytes_o,    //   bytes of one element
  output logic [$clog2(coral_cfg_pkg::VDTCM_PORT_BYTES):0] acc_elems_o, // elements (chunk)
  output logic [coral_cfg_pkg::VDTCM_PORT_BYTES-1:0]   acc_act_o,   //   active ones (bit j: element j)
  output logic [8*coral_cfg_pkg::VDTCM_PORT_BYTES-1:0] acc_data_o,  //   values, element j at byte j*bytes
  // Counters (cycles of the run; they clear with the core reset)
  input  logic                                  vstall_i,       // ID waited for the unit
  output logic [31:0]                           cnt_busy_o,     // cycles a command ran
  output logic [31:0]                           cnt_beats_o,    // ALU/compare beats
  output logic [31:0]                           cnt_elems_o,    // active elements in those beats
  output logic [31:0]                           cnt_qfull_o,    // cycles X1 waited: queue full
  output logic [31:0]                           cnt_port_o,     // cycles the memory port was used
  output logic [31:0]                           cnt_vstall_o    // cycles ID waited for the unit
);

  localparam int unsigned SB = coral_cfg_pkg::VSTART_BITS;
  localparam int unsigned W  = 32 + 32 + 32 + 9 + (SB + 1) + SB;

  ////////////////////////
  // Queue              //
  ////////////////////////

  logic         q_valid, q_pop, q_full;
  logic [W-1:0] q_head;
  coral_vec_queue #(.DEPTH (coral_cfg_pkg::VQUEUE_DEPTH), .W (W)) u_queue (
    .clk_i, .rst_ni,
    .push_i  (push_i && ready_o),
    .data_i  ({insn_i, rs1_i, rs2_i, vtype_i, vl_i, vstart_i}),
    .ready_o,
    .pop_i   (q_pop),
    .valid_o (q_valid),
    .head_o  (q_head),
    .full_o  (q_full)
  );

  logic [31:0]   h_insn, h_rs1, h_rs2;
  logic [8:0]    h_vtype;
  logic [SB:0]   h_vl;
  logic [SB-1:0] h_vstart;
  assign {h_insn, h_rs1, h_rs2, h_vtype, h_vl, h_vstart} = q_head;

  ////////////////////////
  // Backend            //
  ////////////////////////

  logic [4:0]                     ra, rb, rc, wa;
  logic [coral_cfg_pkg::VLEN-1:0] a, b, c, wd, wm, v0;
  logic                           we, busy, beat, mem_busy;
  logic [7:0]                     beat_elems;

  coral_vec_exec u_exec (
    .clk_i, .rst_ni,
    .vxrm_i, .vxsat_set_o,
    .cmd_valid_i (q_valid), .cmd_insn_i (h_insn), .cmd_rs1_i (h_rs1),
    .cmd_rs2_i (h_rs2), .cmd_vtype_i (h_vtype), .cmd_vl_i (h_vl), .cmd_vstart_i (h_vstart),
    .cmd_pop_o (q_pop), .busy_o (busy),
    .rf_ra_o (ra), .rf_a_i (a), .rf_rb_o (rb), .rf_b_i (b), .rf_rc_o (rc), .rf_c_i (c),
    .rf_v0_i (v0), .rf_we_o (we), .rf_wa_o (wa), .rf_wd_o (wd), .rf_wm_o (wm),
    .mem_req_o, .mem_we_o, .mem_addr_o, .mem_wdata_o, .mem_be_o, .mem_gnt_i, .mem_rdata_i,
    .done_o, .done_mem_o, .done_fault_o, .done_trim_o, .done_cause_o, .done_tval_o, .done_elem_o,
    .done_insn_o, .done_vl_o, .done_vtype_o,
    .acc_valid_o, .acc_store_o, .acc_addr_o, .acc_bytes_o, .acc_elems_o, .acc_act_o, .acc_data_o,
    .beat_o (beat), .beat_elems_o (beat_elems), .mem_busy_o (mem_busy)
  );

  coral_vec_vrf #(.VLEN (coral_cfg_pkg::VLEN)) u_vrf (
    .clk_i,
    .we_i (we), .wa_i (wa), .wd_i (wd), .wm_i (wm),
    .ra_i (ra), .a_o (a), .rb_i (rb), .b_o (b), .rc_i (rc), .c_o (c),
    .rd_i (ctrl_ra_i), .d_o (ctrl_rdata_o), .re_i (dbg_ra_i), .e_o (dbg_rdata_o),
    .v0_o (v0)
  );
  assign v0_o   = v0;
  assign idle_o = !q_valid && !busy;

  ////////////////////////
  // Counters           //
  ////////////////////////

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      cnt_busy_o   <= 32'd0;
      cnt_beats_o  <= 32'd0;
      cnt_elems_o  <= 32'd0;
      cnt_qfull_o  <= 32'd0;
      cnt_port_o   <= 32'd0;
      cnt_vstall_o <= 32'd0;
    end else begin
      if (busy)                       cnt_busy_o   <= cnt_busy_o + 32'd1;
      if (beat)                       cnt_beats_o  <= cnt_beats_o + 32'd1;
      if (beat)                       cnt_elems_o  <= cnt_elems_o + 32'(beat_elems);
      if (push_i && q_full)           cnt_qfull_o  <= cnt_qfull_o + 32'd1;
      if (mem_busy)                   cnt_port_o   <= cnt_port_o + 32'd1;
      if (vstall_i)                   cnt_vstall_o <= cnt_vstall_o + 32'd1;
    end
  end

endmodule
