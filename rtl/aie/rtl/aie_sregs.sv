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

  logic [31:0] r_q [32];
  logic [15:0] p_q [8];
  logic [15:0] m_q [8];

  always_ff @(posedge clk_i) begin
    if (!rst_ni || clear_i) begin
      for (int i = 0; i < 32; i++) r_q[i] <= '0;
      for (int i = 0; i < 8; i++) begin
        p_q[i] <= '0;
        m_q[i] <= '0;
      end
    end else begin
      for (int k = 0; k < int'(NRW); k++) begin
        if (rwe_i[k]) r_q[ridx_i[5*k +: 5]] <= rdat_i[32*k +: 32];
      end
      for (int k = 0; k < int'(NPW); k++) begin
        if (pwe_i[k]) p_q[pidx_i[3*k +: 3]] <= pdat_i[16*k +: 16];
      end
      for (int k = 0; k < int'(NMW); k++) begin
        if (mwe_i[k]) m_q[midx_i[3*k +: 3]] <= mdat_i[16*k +: 16];
      end
    end
  end

  always_comb begin
    for (int i = 0; i < 32; i++) r_o[32*i +: 32] = r_q[i];
    for (int i = 0; i < 8; i++) begin
      p_o[16*i +: 16] = p_q[i];
      m_o[16*i +: 16] = m_q[i];
    end
  end

endmodule
