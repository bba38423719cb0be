// rv32_div: iterative radix-2 divider for DIV, DIVU, REM and REMU.
//
// Timing (the contract of every blocking unit of the core, same as rv32_fpu_divsqrt): start_i
// high in cycle s (the instruction's first cycle in X1) -> done_o high in cycle s + CYCLES - 1
// with result_o valid in that cycle. The core holds the instruction in X1 until done_o, so the
// next instruction issues in cycle s + CYCLES - 1 and a dependent one reads the result from X2;
// with CYCLES = 34 the issue-to-use latency is 34.
//
//   cycle s          operands latched: |dividend| into Q, |divisor| into D, R = 0
//   cycles s+1..s+32 one restoring step each: {R, Q} <<= 1; if R >= D then R -= D, Q[0] = 1
//   cycles ...       idle padding up to s + CYCLES - 1 (none for CYCLES = 34)
//   cycle s+CYCLES-1 sign correction (combinational) and done_o
//
// RISC-V corner cases come out of the algorithm plus one rule: x / 0 gives an all-ones
// quotient and remainder x (the quotient is not negated for a negative x), and
// -2^31 / -1 gives quotient -2^31 and remainder 0 (|-2^31| = 2^31 fits the unsigned datapath).
module rv32_div #(
  parameter int unsigned CYCLES = 34            // start-to-done distance + 1 (>= 34)
) (
  input  logic        clk_i,                    // clock
  input  logic        rst_ni,                   // asynchronous active-low reset
  input  logic        start_i,                  // start a division (ignored while busy)
  input  logic [1:0]  op_i,                     // rv32_pkg::DIV_S / DIV_U / REM_S / REM_U
  input  logic [31:0] a_i,                      // dividend (rs1)
  input  logic [31:0] b_i,                      // divisor (rs2)
  output logic        done_o,                   // result_o is valid this cycle (one cycle)
  output logic [31:0] result_o                  // quotient or remainder
);

  localparam int unsigned STEPS = 32;
  localparam int unsigned CW    = $clog2(CYCLES);

  ///////////////////////
  // State             //
  ///////////////////////

  logic          busy_q;
  logic [CW-1:0] cyc_q;         // cycles since start (1 in the first step cycle)
  logic [31:0]   rem_q;         // partial remainder R (< D, fits 32 bits)
  logic [31:0]   quo_q;         // dividend shifting out / quotient shifting in (Q)
  logic [31:0]   dvs_q;         // |divisor| (D)
  logic          neg_q_q;       // negate the quotient at the end
  logic          neg_r_q;       // negate the remainder at the end
  logic          want_rem_q;    // REM / REMU

  logic          sgn, a_neg, b_neg;
  logic [32:0]   r_shift, r_trial;
  logic          step;

  assign sgn   = (op_i == rv32_pkg::DIV_S) || (op_i == rv32_pkg::REM_S);
  assign a_neg = sgn & a_i[31];
  assign b_neg = sgn & b_i[31];

  assign step    = busy_q && (cyc_q >= CW'(1)) && (cyc_q <= CW'(STEPS));
  assign r_shift = {rem_q, quo_q[31]};
  assign r_trial = r_shift - {1'b0, dvs_q};

  ///////////////////////
  // Iteration         //
  ///////////////////////

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      busy_q <= 1'b0;
      cyc_q  <= '0;
    end else if (start_i && !busy_q) begin
      busy_q <= 1'b1;
      cyc_q  <= CW'(1);
    end else if (busy_q) begin
      busy_q <= !done_o;
      cyc_q  <= cyc_q + CW'(1);
    end
  end

  // Datapath registers: no reset (meaningful only while busy).
  always_ff @(posedge clk_i) begin
    if (start_i && !busy_q) begin
      rem_q      <= '0;
      quo_q      <= a_neg ? (32'd0 - a_i) : a_i;
      dvs_q      <= b_neg ? (32'd0 - b_i) : b_i;
      neg_q_q    <= (a_neg != b_neg) && (b_i != 32'd0);
      neg_r_q    <= a_neg;
      want_rem_q <= op_i[1];
    end else if (step) begin
      if (!r_trial[32]) begin
        rem_q <= r_trial[31:0];
        quo_q <= {quo_q[30:0], 1'b1};
      end else begin
        rem_q <= r_shift[31:0];
        quo_q <= {quo_q[30:0], 1'b0};
      end
    end
  end

  ///////////////////////
  // Result            //
  ///////////////////////

  logic [31:0] quo, rem;
  assign quo = neg_q_q ? (32'd0 - quo_q) : quo_q;
  assign rem = neg_r_q ? (32'd0 - rem_q) : rem_q;

  assign done_o   = busy_q && (cyc_q == CW'(CYCLES - 1));
  assign result_o = want_rem_q ? rem : quo;

endmodule
