// aie_fp32_add: fp32 addition a + b — aie_fp_pkg::fp32_add (IEEE 754 binary32, round to nearest
// even, subnormals kept, canonical NaN; documented there) as a module. Subtraction is an addition
// with b's sign bit flipped by the user. Combinational; the unit testbench of the arithmetic
// (aie.arith.*) checks the function through it.
module aie_fp32_add (
  input  logic [31:0] a_i,  // fp32 operand
  input  logic [31:0] b_i,  // fp32 operand
  output logic [31:0] s_o   // a + b, rounded
);

  assign s_o = aie_fp_pkg::fp32_add(a_i, b_i);

endmodule
