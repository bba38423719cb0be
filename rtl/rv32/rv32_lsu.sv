// rv32_lsu: load/store unit — address check, TCM data ports, load alignment and the
// configurable data-memory latency.
//
// A load or store is in X1 in cycle t. The unit checks its address combinationally:
//   misaligned  halfword at an odd address, word not on a 4-byte boundary (no hardware support)
//   access      outside the ITCM and the DTCM (the control block is host-only)
// and, if neither, sends the access to the ITCM or DTCM data port at the end of t. Stores write
// the SRAM at that edge, in program order, so any later load (issued after the store left X1)
// reads the new data: no store buffer, no ordering hazard, whatever the latency.
//
// Load data leaves the SRAM in t + 1, is aligned and extended there, and passes LATENCY - 1
// register stages, so it is on ld_data_o in cycle t + LATENCY, when the load is in stage
// X(1+LATENCY): the issue-to-use latency of a load is LATENCY (DMEM_LATENCY). The back end never
// stalls, so the delay line is simply LATENCY - 1 registers.
module rv32_lsu #(
  parameter int unsigned LATENCY = 1              // load-to-use cycles (1..8)
) (
  input  logic        clk_i,                      // clock
  // X1 access
  input  logic        valid_i,                    // a load or store is in X1
  input  logic        we_i,                       // 1: store
  input  logic [31:0] addr_i,                     // byte address (rs1 + imm)
  input  logic [1:0]  size_i,                     // 0 byte, 1 half, 2 word
  input  logic        uns_i,                      // zero-extend the loaded value
  input  logic [31:0] wdata_i,                    // store value (low bits)
  output logic        misaligned_o,               // address misaligned for the size
  output logic        access_fault_o,             // address outside both TCMs
  output logic [3:0]  be_o,                       // byte enables of the access
  output logic [31:0] bus_wdata_o,                // store value in its byte lanes (others 0)
  // ITCM data port (rv32_tcm port B, through the host mux)
  output logic        itcm_req_o,                 // access
  output logic        itcm_we_o,                  // write
  output logic [rv32_cfg_pkg::ITCM_AW-1:0] itcm_addr_o,   // word address
  input  logic [31:0] itcm_rdata_i,               // read data, the cycle after
  // DTCM data port
  output logic        dtcm_req_o,                     // access
  output logic        dtcm_we_o,                      // write
  output logic [rv32_cfg_pkg::DTCM_AW-1:0] dtcm_addr_o,  // word address
  input  logic [31:0] dtcm_rdata_i,                   // read data, the cycle after
  // Load result
  output logic [31:0] ld_data_o                   // loaded value, LATENCY cycles after X1
);

  localparam int unsigned IAW = rv32_cfg_pkg::ITCM_AW;
  localparam int unsigned DAW = rv32_cfg_pkg::DTCM_AW;
  localparam logic [31:0] ITCM_BASE = 32'(rv32_cfg_pkg::ITCM_BASE);
  localparam logic [31:0] DTCM_BASE = 32'(rv32_cfg_pkg::DTCM_BASE);

  ///////////////////////
  // Address check     //
  ///////////////////////

  logic        in_itcm, in_dtcm, go;
  logic [29:0] ioff, doff;     // word offsets into the memories (bases need not be size-aligned)

  assign ioff    = addr_i[31:2] - ITCM_BASE[31:2];
  assign doff    = addr_i[31:2] - DTCM_BASE[31:2];
  assign in_itcm = (ioff[29:IAW] == '0);
  assign in_dtcm = (doff[29:DAW] == '0);

  always_comb begin
    unique case (size_i)
      2'd0:    misaligned_o = 1'b0;
      2'd1:    misaligned_o = addr_i[0];
      default: misaligned_o = (addr_i[1:0] != 2'b00);
    endcase
  end
  assign access_fault_o = !in_itcm && !in_dtcm;
  assign go             = valid_i && !misaligned_o && !access_fault_o;

  ///////////////////////
  // Request           //
  ///////////////////////

  logic [3:0] be_size;
  always_comb begin
    unique case (size_i)
      2'd0:    be_size = 4'b0001;
      2'd1:    be_size = 4'b0011;
      default: be_size = 4'b1111;
    endcase
  end
  logic [31:0] lane_mask;
  assign be_o        = be_size << addr_i[1:0];
  assign lane_mask   = {{8{be_o[3]}}, {8{be_o[2]}}, {8{be_o[1]}}, {8{be_o[0]}}};
  assign bus_wdata_o = (wdata_i << {addr_i[1:0], 3'b000}) & lane_mask;

  assign itcm_req_o  = go && in_itcm;
  assign itcm_we_o   = we_i;
  assign itcm_addr_o = ioff[IAW-1:0];
  assign dtcm_req_o  = go && in_dtcm;
  assign dtcm_we_o   = we_i;
  assign dtcm_addr_o = doff[DAW-1:0];

  ///////////////////////
  // Load return       //
  ///////////////////////

  // What the next cycle's SRAM output means (registered with the request).
  logic       m_itcm_q, m_uns_q;
  logic [1:0] m_size_q, m_off_q;

  always_ff @(posedge clk_i) begin
    if (go && !we_i) begin
      m_itcm_q <= in_itcm;
      m_uns_q  <= uns_i;
      m_size_q <= size_i;
      m_off_q  <= addr_i[1:0];
    end
  end

  logic [31:0] raw, shifted, aligned;
  assign raw     = m_itcm_q ? itcm_rdata_i : dtcm_rdata_i;
  assign shifted = raw >> {m_off_q, 3'b000};

  always_comb begin
    unique case (m_size_q)
      2'd0:    aligned = m_uns_q ? {24'd0, shifted[7:0]}  : {{24{shifted[7]}}, shifted[7:0]};
      2'd1:    aligned = m_uns_q ? {16'd0, shifted[15:0]} : {{16{shifted[15]}}, shifted[15:0]};
      default: aligned = shifted;
    endcase
  end

  if (LATENCY >= 2) begin : g_delay
    logic [31:0] dly_q [LATENCY-1];
    always_ff @(posedge clk_i) begin
      dly_q[0] <= aligned;
      for (int i = 1; i < LATENCY - 1; i++) dly_q[i] <= dly_q[i-1];
    end
    assign ld_data_o = dly_q[LATENCY-2];
  end else begin : g_direct
    assign ld_data_o = aligned;
  end

endmodule
