// aie_fp32_pack: normalises and rounds an fp32 result — aie_fp_pkg::fp32_pack (what the operands
// mean is documented there) as a module. Combinational.
module aie_fp32_pack (
  input  logic               sign_i,  // sign of the result (also of a zero result)
  input  logic signed [10:0] exp_i,   // biased exponent of sig_i's bit 26
  input  logic [27:0]        sig_i,   // significand: carry, hidden bit, 23 fraction bits, G, R, S
  output logic [31:0]        res_o    // the rounded fp32 result
);

  assign res_o = aie_fp_pkg::fp32_pack(sign_i, exp_i, sig_i);

endmodule
