// aie_bf16_mul: the product of two bf16 values rounded to fp32 — aie_fp_pkg::bf16_mul (documented
// there) as a module. Combinational; the unit testbench of the arithmetic (aie.arith.*) checks the
// function through it.
module aie_bf16_mul (
  input  logic [15:0] a_i,  // bf16 operand
  input  logic [15:0] b_i,  // bf16 operand
  output logic [31:0] p_o   // fp32(a * b)
);

  assign p_o = aie_fp_pkg::bf16_mul(a_i, b_i);

endmodule
