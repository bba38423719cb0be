// aie_vec_bf16_lane: one bf16 lane of the vector ALU (class valu on bf16). vadd/vsub.bf16 add the
// operands widened to fp32 (b's sign flipped by sub; aie_fp_pkg::fp32_add, subnormals kept) and
// round to bf16 (nearest even, NaN -> 0x7FC0), as kc_aie_num. min/max order -0 below +0 and give
// 0x7FC0 when an operand is NaN; the compares are IEEE (NaN false, -0 == +0, subnormals by value)
// and give all ones or zero. aie_vec instantiates it 32 times; synthesis maps it once
// (fpga/aie/synth.sh keeps the hierarchy).
//
// Combinational. Operand isolation: evaluated only with en_i; otherwise the lane is 0.
module aie_vec_bf16_lane (
  input  logic        en_i,   // a lane-wise bf16 ALU operation issues
  input  logic [2:0]  fn_i,   // 0 add, 1 sub, 2 min, 3 max, 4 lt, 5 le, 6 eq
  input  logic        sub_i,  // vsub.bf16 (flips b's sign in the add)
  input  logic [15:0] a_i,    // bf16 operand
  input  logic [15:0] b_i,    // bf16 operand
  output logic [15:0] r_o     // bf16 result
);

  function automatic logic is_nan(input logic [15:0] a);
    is_nan = (a[14:7] == 8'hFF) && (a[6:0] != 7'd0);
  endfunction
  // total order key: -0 below +0
  function automatic logic [15:0] key(input logic [15:0] a);
    key = a[15] ? (16'h7FFF - {1'b0, a[14:0]}) : (16'h8000 + {1'b0, a[14:0]});
  endfunction
  // fp32 -> bf16, nearest even, NaN -> 0x7FC0 (kc_aie_num::f32_to_bf16)
  function automatic logic [15:0] to_bf16(input logic [31:0] u);
    logic [31:0] t;
    t = u + 32'h7FFF + {31'd0, u[16]};
    if ((u[30:23] == 8'hFF) && (u[22:0] != 23'd0)) to_bf16 = 16'h7FC0;
    else to_bf16 = t[31:16];
  endfunction

  always_comb begin
    logic nan, z, lt, eq;
    nan = 1'b0;
    z   = 1'b0;
    lt  = 1'b0;
    eq  = 1'b0;
    r_o = 16'd0;
    if (en_i) begin
      nan = is_nan(a_i) || is_nan(b_i);
      z   = (a_i[14:0] == 15'd0) && (b_i[14:0] == 15'd0);
      lt  = !nan && !z && (key(a_i) < key(b_i));
      eq  = !nan && (z || (a_i == b_i));
      unique case (fn_i)
        3'd0, 3'd1: r_o = to_bf16(aie_fp_pkg::fp32_add({a_i, 16'd0}, {b_i[15] ^ sub_i, b_i[14:0], 16'd0}));
        3'd2:       r_o = nan ? 16'h7FC0 : ((key(a_i) <= key(b_i)) ? a_i : b_i);
        3'd3:       r_o = nan ? 16'h7FC0 : ((key(a_i) >= key(b_i)) ? a_i : b_i);
        3'd4:       r_o = {16{lt}};
        3'd5:       r_o = {16{lt || eq}};
        3'd6:       r_o = {16{eq}};
        default:    r_o = 16'd0;
      endcase
    end
  end

endmodule
