// rv32_mul: pipelined 32 x 32 multiplier for MUL, MULH, MULHSU and MULHU.
//
// Fully pipelined, one operation per cycle, no stall (the core's back end never stalls): the
// operands of an instruction in X1 enter in cycle t, its result is on result_o in cycle
// t + LATENCY, when the instruction is in stage X(1+LATENCY), from a register. LATENCY = 1
// multiplies in X1 and registers the product; LATENCY >= 2 registers the operands first (so
// that FPGA synthesis can absorb both register ranks into DSP blocks) and adds LATENCY - 2
// further output registers.
//
// Both operands are extended to 33 bits (sign or zero per operation), so one signed 33 x 33
// product serves all four operations.
module rv32_mul #(
  parameter int unsigned LATENCY = 2            // result delay in cycles (1..4)
) (
  input  logic        clk_i,                    // clock
  input  logic        valid_i,                  // an M multiply is in X1 (clock enable)
  input  logic [1:0]  op_i,                     // rv32_pkg::MUL_L / MUL_H / MUL_HSU / MUL_HU
  input  logic [31:0] a_i,                      // rs1
  input  logic [31:0] b_i,                      // rs2
  output logic [31:0] result_o                  // result, LATENCY cycles after valid_i
);

  localparam int unsigned NOUT = (LATENCY >= 2) ? LATENCY - 1 : 1;   // output register ranks

  ////////////////////////
  // Operand stage      //
  ////////////////////////

  logic [32:0] a_ext, b_ext;          // extended operands, at the multiplier's input
  logic        hi_sel;                // the high word is the result

  if (LATENCY >= 2) begin : g_in_reg
    logic [32:0] a_q, b_q;
    logic        hi_q;
    // Datapath registers: no reset (their value matters only LATENCY cycles after valid_i).
    always_ff @(posedge clk_i) begin
      if (valid_i) begin
        a_q  <= {(op_i != rv32_pkg::MUL_HU) & a_i[31], a_i};
        b_q  <= {(op_i == rv32_pkg::MUL_H) & b_i[31], b_i};
        hi_q <= (op_i != rv32_pkg::MUL_L);
      end
    end
    assign a_ext  = a_q;
    assign b_ext  = b_q;
    assign hi_sel = hi_q;
  end else begin : g_in_comb
    assign a_ext  = {(op_i != rv32_pkg::MUL_HU) & a_i[31], a_i};
    assign b_ext  = {(op_i == rv32_pkg::MUL_H) & b_i[31], b_i};
    assign hi_sel = (op_i != rv32_pkg::MUL_L);
  end

  ////////////////////////
  // Product and output //
  ////////////////////////

  logic [63:0] prod;           // low 64 bits of the 33 x 33 signed product
  logic [31:0] res;
  logic [31:0] out_q [NOUT];

  assign prod = 64'($signed(a_ext) * $signed(b_ext));
  assign res  = hi_sel ? prod[63:32] : prod[31:0];

  always_ff @(posedge clk_i) begin
    out_q[0] <= res;
    for (int i = 1; i < NOUT; i++) out_q[i] <= out_q[i-1];
  end

  assign result_o = out_q[NOUT-1];

endmodule
