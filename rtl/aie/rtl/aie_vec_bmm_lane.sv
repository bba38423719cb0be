// aie_vec_bmm_lane: one fp32 lane of the bf16 matrix product (vmmul.bf16 / vmmac.bf16): the sum of
// eight products p_k = fp32(a_k * b_k) (aie_fp_pkg::bf16_mul) as ((p0+p1)+(p2+p3))+((p4+p5)+(p6+p7))
// (aie_fp_pkg::fp32_add), the order kc_aie_num uses. aie_vec instantiates it 16 times; as a module
// of its own, synthesis maps it once for all of them (fpga/aie/synth.sh keeps the hierarchy).
//
// Combinational. Operand isolation: the products and sums are evaluated only with en_i; otherwise
// the lane is 0.
module aie_vec_bmm_lane (
  input  logic         en_i,  // a bf16 matrix product issues
  input  logic [127:0] a_i,   // a_0..a_7: bf16 k at [16k +: 16] (row i of A)
  input  logic [127:0] b_i,   // b_0..b_7: bf16 k at [16k +: 16] (column j of B)
  output logic [31:0]  s_o    // fp32 sum of the eight products
);

  always_comb begin
    logic [8*32-1:0] p;  // product k: [32k +: 32]
    p   = '0;
    s_o = 32'd0;
    if (en_i) begin
      for (int k = 0; k < 8; k++) p[32*k +: 32] = aie_fp_pkg::bf16_mul(a_i[16*k +: 16], b_i[16*k +: 16]);
      s_o = aie_fp_pkg::fp32_add(
          aie_fp_pkg::fp32_add(aie_fp_pkg::fp32_add(p[0 +: 32], p[32 +: 32]),
                               aie_fp_pkg::fp32_add(p[64 +: 32], p[96 +: 32])),
          aie_fp_pkg::fp32_add(aie_fp_pkg::fp32_add(p[128 +: 32], p[160 +: 32]),
                               aie_fp_pkg::fp32_add(p[192 +: 32], p[224 +: 32])));
    end
  end

endmodule
