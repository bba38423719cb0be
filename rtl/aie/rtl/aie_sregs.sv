// aie_sregs: the scalar register files: r0..r31 (32 bits), p0..p7 and m0..m7 (16 bits).
//
// Reads are combinational (all registers are visible on flat ports). Each file has several
// write ports, one per result channel that can write it; the scoreboard orders writes of one
// register, and one bundle never writes a register twice, so no two ports write one register in
// one cycle (a higher-numbered port would win). All registers are zero after reset and after a
// clear (start of a run); the harness then sets the task ABI registers through write ports.
module aie_sregs #(
  parameter int unsigned NRW = 5,  // r write ports
  parameter int unsigned NPW = 4,  // p write ports
  parameter int unsigned NMW = 1   // m write ports
) (
  input  logic              clk_i,     // clock
  input  logic              rst_ni,    // active-low synchronous reset
  input  logic              clear_i,   // zero every register
  // r write ports (result channels)
  input  logic [NRW-1:0]    rwe_i,     // write enable
  input  logic [5*NRW-1:0]  ridx_i,    // register index
  input  logic [32*NRW-1:0] rdat_i,    // data
  // p write ports
  input  logic [NPW-1:0]    pwe_i,     // write enable
  input  logic [3*NPW-1:0]  pidx_i,    // register index
  input  logic [16*NPW-1:0] pdat_i,    // data
  // m write ports
  input  logic [NMW-1:0]    mwe_i,     // write enable
  input  logic [3*NMW-1:0]  midx_i,    // register index
  input  logic [16*NMW-1:0] mdat_i,    // data
  // State
  output logic [32*32-1:0]  r_o,       // r0..r31, r_k at [32k +: 32]
  output logic [8*16-1:0]   p_o,       // p0..p7
  output logic [8*16-1:0]   m_o        // m0..m7
);

  // One always_ff per register (flip-flops, no memory inference).
  logic [32*32-1:0] r_q;  // r_k at [32k +: 32]
  logic [8*16-1:0]  p_q;  // p_k at [16k +: 16]
  logic [8*16-1:0]  m_q;  // m_k at [16k +: 16]

  for (genvar i = 0; i < 32; i++) begin : g_r
    always_ff @(posedge clk_i) begin
      if (!rst_ni || clear_i) begin
        r_q[32*i +: 32] <= '0;
      end else begin
        for (int k = 0; k < NRW; k++) begin
          if (rwe_i[k] && (ridx_i[5*k +: 5] == 5'(i))) r_q[32*i +: 32] <= rdat_i[32*k +: 32];
        end
      end
    end
  end

  for (genvar i = 0; i < 8; i++) begin : g_pm
    always_ff @(posedge clk_i) begin
      if (!rst_ni || clear_i) begin
        p_q[16*i +: 16] <= '0;
        m_q[16*i +: 16] <= '0;
      end else begin
        for (int k = 0; k < NPW; k++) begin
          if (pwe_i[k] && (pidx_i[3*k +: 3] == 3'(i))) p_q[16*i +: 16] <= pdat_i[16*k +: 16];
        end
        for (int k = 0; k < NMW; k++) begin
          if (mwe_i[k] && (midx_i[3*k +: 3] == 3'(i))) m_q[16*i +: 16] <= mdat_i[16*k +: 16];
        end
      end
    end
  end

  assign r_o = r_q;
  assign p_o = p_q;
  assign m_o = m_q;

endmodule
