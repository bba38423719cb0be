// aie_fp32_pack: normalises and rounds an fp32 result (IEEE 754 binary32, round to nearest even,
// subnormals kept, overflow to infinity). The back end of aie_fp32_add and aie_bf16_mul.
//
// The value is sig_i * 2^(exp_i - 153): bit 26 of sig_i is the hidden bit of a normal result with
// biased exponent exp_i, bit 27 a carry above it, and bits 2:0 the guard, round and sticky bits
// (bit 0 is the OR of every bit below the guard: "jammed"). exp_i may be below 1 (the value is
// shifted right into the subnormal range, the lost bits jammed into the sticky bit) or above 254
// (a result that normalises to exponent 255 or more is an infinity). A zero sig_i gives a zero of
// sign sign_i. Combinational.
module aie_fp32_pack (
  input  logic               sign_i,  // sign of the result (also of a zero result)
  input  logic signed [10:0] exp_i,   // biased exponent of sig_i's bit 26
  input  logic [27:0]        sig_i,   // significand: carry, hidden bit, 23 fraction bits, G, R, S
  output logic [31:0]        res_o    // the rounded fp32 result
);

  // Leading zeros of a 27-bit value (27 when it is zero).
  function automatic logic [4:0] lzc27(input logic [26:0] v);
    lzc27 = 5'd27;
    for (int i = 0; i < 27; i++) begin
      if (v[i]) lzc27 = 5'(26 - i);
    end
  endfunction

  ///////////////////////////////////
  // Carry and subnormal alignment //
  ///////////////////////////////////

  logic signed [11:0] e1, e2, e3;  // exponent of bit 26 after each step
  logic [26:0]        s1, s2, s3;  // significand after each step (bit 26: hidden bit)
  logic [11:0]        rsh;         // right shift into the subnormal range
  logic [54:0]        wide;        // s1 and the bits shifted out of it
  logic [4:0]         lz;          // leading zeros of s2[26:0]
  logic [11:0]        lim;         // left shift that keeps the exponent >= 1
  logic [4:0]         lsh;         // left shift applied
  logic               up;          // round up
  logic [30:0]        mag;         // exponent field and fraction, rounded

  // a carry moves one place right, the lost bit into the sticky bit
  assign s1 = sig_i[27] ? {sig_i[27:2], sig_i[1] | sig_i[0]} : sig_i[26:0];
  assign e1 = 12'(exp_i) + (sig_i[27] ? 12'sd1 : 12'sd0);

  // below the smallest normal exponent: shift right to exponent 1
  assign rsh  = (e1 < 12'sd1) ? 12'(12'sd1 - e1) : 12'd0;
  assign wide = {s1, 28'd0} >> ((rsh > 12'd31) ? 6'd31 : 6'(rsh));
  assign s2   = {wide[54:29], wide[28] | (|wide[27:0])};
  assign e2   = (e1 < 12'sd1) ? 12'sd1 : e1;

  ///////////////////////////
  // Normalise and round   //
  ///////////////////////////

  // normalise left, not below exponent 1 (a result left with bit 26 clear is subnormal)
  assign lz  = lzc27(s2);
  assign lim = 12'(e2 - 12'sd1);
  assign lsh = (lim < 12'(lz)) ? 5'(lim) : lz;
  assign s3  = s2 << lsh;
  assign e3  = e2 - 12'(lsh);

  // round to nearest even on guard, round and sticky; a carry out of the fraction moves into the
  // exponent field (and to infinity from the largest finite value)
  assign up  = s3[2] && (s3[1] || s3[0] || s3[3]);
  assign mag = {(s3[26] ? e3[7:0] : 8'd0), s3[25:3]} + 31'(up);
  assign res_o = (e3 > 12'sd254) ? {sign_i, 8'hFF, 23'd0} : {sign_i, mag};

endmodule
