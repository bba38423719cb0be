// plena_mac: one processing element of the matrix array (2 stages).
//
//   stage 1: p = a · w, the exact product of two bf16 values as fp32 (kc_fp32_mul_bf16)
//   stage 2: acc = acc + p in fp32 (kc_fp32_add, one rounding), when the product is valid
// The accumulator is architectural state (m_accum / v_accum): it holds its value between
// instructions, resets to +0, and is cleared to +0 by a write-out.
module plena_mac (
  input  logic        clk_i,   // clock
  input  logic        rst_ni,  // asynchronous active-low reset (accumulator = +0)
  input  logic        step_i,  // a and w are valid this cycle (one reduction step)
  input  logic        v1_i,    // the product register holds a valid product (step_i delayed)
  input  logic        clr_i,   // clear the accumulator (write-out), never together with v1_i
  input  logic [15:0] a_i,     // activation element (bf16)
  input  logic [15:0] w_i,     // weight element (bf16)
  output logic [31:0] acc_o    // accumulator (fp32)
);

  logic [31:0] prod, prod_q, sum, acc_q;

  kc_fp32_mul_bf16 u_mul (.a_i(a_i), .b_i(w_i), .y_o(prod));
  kc_fp32_add      u_add (.a_i(acc_q), .b_i(prod_q), .y_o(sum));

  always_ff @(posedge clk_i) begin
    if (step_i) prod_q <= prod;
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni)    acc_q <= '0;
    else if (clr_i) acc_q <= '0;
    else if (v1_i)  acc_q <= sum;
  end

  assign acc_o = acc_q;

endmodule
