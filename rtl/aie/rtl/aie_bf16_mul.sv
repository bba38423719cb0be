// aie_bf16_mul: the product of two bf16 values rounded to fp32 (IEEE 754 round to nearest even,
// subnormals kept on both sides; canonical NaN 0x7FC00000 for a NaN operand and for inf * 0). The
// 8 x 8-bit significand product is exact; it is rounded only when it falls into the fp32
// subnormal range or overflows. Combinational; one lane of the bf16 MACs.
module aie_bf16_mul (
  input  logic [15:0] a_i,  // bf16 operand
  input  logic [15:0] b_i,  // bf16 operand
  output logic [31:0] p_o   // fp32(a * b)
);

  logic        a_nan, b_nan, a_inf, b_inf, a_zero, b_zero;
  logic [7:0]  ea, eb;        // exponents (subnormals: 1)
  logic [15:0] prod;          // exact significand product
  logic        sign;
  logic [31:0] packed_p;      // the rounded finite product

  assign a_nan  = (a_i[14:7] == 8'hFF) && (a_i[6:0] != 7'd0);
  assign b_nan  = (b_i[14:7] == 8'hFF) && (b_i[6:0] != 7'd0);
  assign a_inf  = (a_i[14:7] == 8'hFF) && (a_i[6:0] == 7'd0);
  assign b_inf  = (b_i[14:7] == 8'hFF) && (b_i[6:0] == 7'd0);
  assign a_zero = (a_i[14:0] == 15'd0);
  assign b_zero = (b_i[14:0] == 15'd0);
  assign sign   = a_i[15] ^ b_i[15];

  assign ea   = (a_i[14:7] == 8'd0) ? 8'd1 : a_i[14:7];
  assign eb   = (b_i[14:7] == 8'd0) ? 8'd1 : b_i[14:7];
  assign prod = {8'd0, a_i[14:7] != 8'd0, a_i[6:0]} * {8'd0, b_i[14:7] != 8'd0, b_i[6:0]};

  ///////////////////////
  // Round and result  //
  ///////////////////////

  // a * b = prod * 2^(ea + eb - 268) = (prod << 11) * 2^((ea + eb - 126) - 153)
  aie_fp32_pack u_pack (
    .sign_i (sign),
    .exp_i  (11'(ea) + 11'(eb) - 11'sd126),
    .sig_i  ({1'b0, prod, 11'd0}),
    .res_o  (packed_p)
  );

  always_comb begin
    if (a_nan || b_nan || (a_inf && b_zero) || (b_inf && a_zero)) p_o = 32'h7FC0_0000;
    else if (a_inf || b_inf) p_o = {sign, 8'hFF, 23'd0};
    else                     p_o = packed_p;
  end

endmodule
