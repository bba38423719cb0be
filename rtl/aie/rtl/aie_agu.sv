// aie_agu: one address generation unit (load A, load B or store).
//
// The access uses the pointer's current value; the post-update (amode) gives the pointer's next
// value, written through a latency-1 channel:
//   0 [pN]            no update
//   1 [pN], #inc      pN + sext(aoff) * size (size 4 or 32 bytes)
//   2 [pN], mM        pN + mM                       (aoff[2:0] = M)
//   3 [pN], mM, %S    (pN & ~(S-1)) | ((pN + mM) & (S-1)), S = 2^(aoff[6:3] + 1)
// All arithmetic is modulo 2^16.
module aie_agu (
  input  logic [31:0] w_i,      // memory operation word (MEM format)
  input  logic        vec_i,    // 32-byte access (vld/vst), else 4-byte
  input  logic [15:0] p_i,      // the pointer p[w.p]
  input  logic [15:0] m_i,      // the modifier m[aoff[2:0]]
  output logic [15:0] addr_o,   // address of the access
  output logic        upd_o,    // the pointer is updated (amode != 0)
  output logic [2:0]  pidx_o,   // which pointer
  output logic [15:0] pnew_o    // its new value
);

  logic [1:0]  amode;
  logic [9:0]  aoff;
  logic [15:0] inc;    // amode 1 increment in bytes
  logic [15:0] mask;   // amode 3 buffer mask S - 1
  logic [15:0] sum_m;  // p + m

  assign amode  = w_i[16:15];
  assign aoff   = w_i[14:5];
  assign pidx_o = w_i[19:17];
  assign addr_o = p_i;
  assign upd_o  = (amode != 2'd0);
  assign inc    = vec_i ? {aoff[9], aoff, 5'd0} : {{4{aoff[9]}}, aoff, 2'd0};
  assign sum_m  = p_i + m_i;
  assign mask   = 16'((32'd1 << (32'(aoff[6:3]) + 32'd1)) - 32'd1);

  always_comb begin
    unique case (amode)
      2'd1:    pnew_o = p_i + inc;
      2'd2:    pnew_o = sum_m;
      2'd3:    pnew_o = (p_i & ~mask) | (sum_m & mask);
      default: pnew_o = p_i;
    endcase
  end

  logic unused;
  assign unused = ^{w_i[31:20], w_i[4:0]};

endmodule
