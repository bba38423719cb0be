// aie_vec: the vec slot — the vector ALU (class valu: lane-wise add, sub, min, max and compares
// on int8/16/32 and bf16, bitwise operations, select) and the multiplies of the MAC array
// (classes emul_int: 32 int8 or int16 lanes; mmul_i8: the 4x8x8 int8 matrix product; emul_bf16:
// 16 bf16 lanes; mmul_bf16: the 4x8x4 bf16 matrix product with its pairwise fp32 adder tree).
//
// Combinational, from the registers read in the issue cycle. For the MAC operations it gives the
// products (the matrix product's 32 sums of 8 products) and whether the accumulator is added; the
// accumulation itself happens where the result leaves its channel (aie_tile), which reads the
// accumulator then: that late read is the accumulator forward. Integer sums wrap modulo 2^32.
// bf16 arithmetic as kc_aie_num: vadd/vsub.bf16 add the operands widened to fp32 (aie_fp32_add,
// subnormals kept) and round to bf16; a bf16 product is rounded to fp32 (aie_bf16_mul), and the
// matrix product sums the 8 products of a lane as ((p0+p1)+(p2+p3))+((p4+p5)+(p6+p7)).
// bf16 ordering as kc_aie_num: min/max with -0 < +0 and NaN -> 0x7FC0; compares IEEE (NaN false,
// -0 == +0, subnormals by value).
module aie_vec (
  input  logic [31:0]   w_i,       // operation word (vec slot)
  input  logic          v_i,       // the slot holds an operation
  input  logic [511:0]  xa_i,      // x[a]
  input  logic [511:0]  xb_i,      // x[b]
  input  logic [511:0]  xc_i,      // x[c] (vsel mask)
  input  logic [255:0]  wa_i,      // the half named by a
  input  logic [255:0]  wb_i,      // the half named by b
  // class valu
  output logic          alu_v_o,   // a vector ALU result
  output logic [511:0]  alu_o,     // its value
  // classes emul_int / mmul_i8 / emul_bf16 / mmul_bf16
  output logic          emul_v_o,  // an element-wise integer multiply
  output logic          mmul_v_o,  // an int8 matrix multiply
  output logic          bemul_v_o, // an element-wise bf16 multiply
  output logic          bmmul_v_o, // a bf16 matrix multiply
  output logic          acc_o,     // the accumulator is added (vmac, vmmac)
  output logic [1023:0] prod_o,    // integer: 32 lanes of products or sums of products
  output logic [511:0]  bprod_o    // bf16: 16 fp32 lanes of products or adder-tree sums
);

  aie_isa_pkg::op_e op;
  logic [1:0] ty;
  assign op = aie_isa_pkg::decode_vec(w_i);  // the slot decoder: vec-slot operations only
  assign ty = w_i[4:3];

  //////////////////////
  // bf16 comparisons //
  //////////////////////

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

  ///////////////////////////
  // bf16 add and subtract //
  ///////////////////////////

  // 32 lanes of fp32 xa + (-)xb on the widened operands; subtraction flips b's sign.
  logic          bsub;  // vsub.bf16
  logic [1023:0] bsum;  // lane i: the fp32 result [32i +: 32]
  assign bsub = (op == aie_isa_pkg::OP_VSUB_BF16);
  for (genvar i = 0; i < 32; i++) begin : g_badd
    aie_fp32_add u_add (
      .a_i ({xa_i[16*i +: 16], 16'd0}),
      .b_i ({xb_i[16*i+15] ^ bsub, xb_i[16*i +: 15], 16'd0}),
      .s_o (bsum[32*i +: 32])
    );
  end

  ///////////////////
  // Vector ALU    //
  ///////////////////

  // operation: 0 add, 1 sub, 2 min, 3 max, 4 lt, 5 le, 6 eq (7: not a lane-wise operation)
  logic [2:0] f;
  always_comb begin
    unique case (w_i[30:25])
      6'd34:   f = 3'd0;
      6'd35:   f = 3'd1;
      6'd36:   f = 3'd2;
      6'd37:   f = 3'd3;
      6'd38:   f = 3'd4;
      6'd39:   f = 3'd5;
      6'd40:   f = 3'd6;
      default: f = 3'd7;
    endcase
  end

  // Every lane of every element type, computed in parallel; the result picks one type.
  logic [511:0] r8, r16, r32, rbf;
  for (genvar i = 0; i < 64; i++) begin : g_i8
    aie_valu_lane #(.W(8)) u_lane (.f_i (f), .a_i (xa_i[8*i +: 8]), .b_i (xb_i[8*i +: 8]), .r_o (r8[8*i +: 8]));
  end
  for (genvar i = 0; i < 32; i++) begin : g_i16
    aie_valu_lane #(.W(16)) u_lane (.f_i (f), .a_i (xa_i[16*i +: 16]), .b_i (xb_i[16*i +: 16]), .r_o (r16[16*i +: 16]));
  end
  for (genvar i = 0; i < 16; i++) begin : g_i32
    aie_valu_lane #(.W(32)) u_lane (.f_i (f), .a_i (xa_i[32*i +: 32]), .b_i (xb_i[32*i +: 32]), .r_o (r32[32*i +: 32]));
  end
  for (genvar i = 0; i < 32; i++) begin : g_bf16
    logic [15:0] a16, b16;
    logic        nan, z, lt, eq;
    assign a16 = xa_i[16*i +: 16];
    assign b16 = xb_i[16*i +: 16];
    assign nan = is_nan(a16) || is_nan(b16);
    assign z   = (a16[14:0] == 15'd0) && (b16[14:0] == 15'd0);
    assign lt  = !nan && !z && (key(a16) < key(b16));
    assign eq  = !nan && (z || (a16 == b16));
    always_comb begin
      unique case (f)
        3'd0, 3'd1: rbf[16*i +: 16] = to_bf16(bsum[32*i +: 32]);
        3'd2:       rbf[16*i +: 16] = nan ? 16'h7FC0 : ((key(a16) <= key(b16)) ? a16 : b16);
        3'd3:       rbf[16*i +: 16] = nan ? 16'h7FC0 : ((key(a16) >= key(b16)) ? a16 : b16);
        3'd4:       rbf[16*i +: 16] = {16{lt}};
        3'd5:       rbf[16*i +: 16] = {16{lt || eq}};
        3'd6:       rbf[16*i +: 16] = {16{eq}};
        default:    rbf[16*i +: 16] = 16'd0;
      endcase
    end
  end

  always_comb begin
    alu_v_o = v_i && (aie_isa_pkg::lat_class(op) == aie_isa_pkg::LC_VALU);
    if (!alu_v_o) alu_o = '0;
    else if (op == aie_isa_pkg::OP_VAND) alu_o = xa_i & xb_i;
    else if (op == aie_isa_pkg::OP_VOR) alu_o = xa_i | xb_i;
    else if (op == aie_isa_pkg::OP_VXOR) alu_o = xa_i ^ xb_i;
    else if (op == aie_isa_pkg::OP_VSEL) alu_o = (xa_i & xc_i) | (xb_i & ~xc_i);
    else if (ty == aie_isa_pkg::TY_I8) alu_o = r8;
    else if (ty == aie_isa_pkg::TY_I16) alu_o = r16;
    else if (ty == aie_isa_pkg::TY_I32) alu_o = r32;
    else alu_o = rbf;
  end

  /////////////////////
  // bf16 multiplies //
  /////////////////////

  // Matrix product 4x8x4: lane 4i+j sums p_k = fp32(A[i][k] * B[k][j]), A[i][k] = xa lane 8i+k,
  // B[k][j] = xb lane 4k+j, as ((p0+p1)+(p2+p3))+((p4+p5)+(p6+p7)).
  logic [511:0] bmm;  // lane 4i+j: [32(4i+j) +: 32]
  for (genvar i = 0; i < 4; i++) begin : g_bmm_i
    for (genvar j = 0; j < 4; j++) begin : g_bmm_j
      logic [8*32-1:0] p;   // product k: [32k +: 32]
      logic [4*32-1:0] s1;  // p(2m) + p(2m+1)
      logic [2*32-1:0] s2;  // s1(2m) + s1(2m+1)
      for (genvar k = 0; k < 8; k++) begin : g_k
        aie_bf16_mul u_mul (
          .a_i (xa_i[16*(8*i+k) +: 16]),
          .b_i (xb_i[16*(4*k+j) +: 16]),
          .p_o (p[32*k +: 32])
        );
      end
      for (genvar m = 0; m < 4; m++) begin : g_s1
        aie_fp32_add u_add (.a_i (p[64*m +: 32]), .b_i (p[64*m+32 +: 32]), .s_o (s1[32*m +: 32]));
      end
      for (genvar m = 0; m < 2; m++) begin : g_s2
        aie_fp32_add u_add (.a_i (s1[64*m +: 32]), .b_i (s1[64*m+32 +: 32]), .s_o (s2[32*m +: 32]));
      end
      aie_fp32_add u_add (.a_i (s2[31:0]), .b_i (s2[63:32]), .s_o (bmm[32*(4*i+j) +: 32]));
    end
  end

  // Element-wise: lane i = fp32(wa lane i * wb lane i), 16 lanes.
  logic [511:0] bem;
  for (genvar i = 0; i < 16; i++) begin : g_bem
    aie_bf16_mul u_mul (.a_i (wa_i[16*i +: 16]), .b_i (wb_i[16*i +: 16]), .p_o (bem[32*i +: 32]));
  end

  /////////////////////////////
  // Integer multiplies      //
  /////////////////////////////

  always_comb begin
    logic [31:0] s;
    s         = '0;
    emul_v_o  = 1'b0;
    mmul_v_o  = 1'b0;
    bemul_v_o = 1'b0;
    bmmul_v_o = 1'b0;
    acc_o     = 1'b0;
    prod_o    = '0;
    bprod_o   = '0;
    if (v_i) begin
      unique case (op)
        aie_isa_pkg::OP_VMUL_I8, aie_isa_pkg::OP_VMAC_I8: begin
          emul_v_o = 1'b1;
          acc_o    = (op == aie_isa_pkg::OP_VMAC_I8);
          for (int i = 0; i < 32; i++)
            prod_o[32*i +: 32] = 32'($signed(wa_i[8*i +: 8]) * $signed(wb_i[8*i +: 8]));
        end
        aie_isa_pkg::OP_VMUL_I16, aie_isa_pkg::OP_VMAC_I16: begin
          emul_v_o = 1'b1;
          acc_o    = (op == aie_isa_pkg::OP_VMAC_I16);
          for (int i = 0; i < 32; i++)
            prod_o[32*i +: 32] = 32'($signed(xa_i[16*i +: 16]) * $signed(xb_i[16*i +: 16]));
        end
        aie_isa_pkg::OP_VMMUL_I8, aie_isa_pkg::OP_VMMAC_I8: begin
          mmul_v_o = 1'b1;
          acc_o    = (op == aie_isa_pkg::OP_VMMAC_I8);
          for (int i = 0; i < 4; i++) begin
            for (int j = 0; j < 8; j++) begin
              s = '0;
              for (int k = 0; k < 8; k++)
                s = s + 32'($signed(wa_i[8*(8*i+k) +: 8]) * $signed(xb_i[8*(8*k+j) +: 8]));
              prod_o[32*(8*i+j) +: 32] = s;
            end
          end
        end
        aie_isa_pkg::OP_VMUL_BF16, aie_isa_pkg::OP_VMAC_BF16: begin
          bemul_v_o = 1'b1;
          acc_o     = (op == aie_isa_pkg::OP_VMAC_BF16);
          bprod_o   = bem;
        end
        aie_isa_pkg::OP_VMMUL_BF16, aie_isa_pkg::OP_VMMAC_BF16: begin
          bmmul_v_o = 1'b1;
          acc_o     = (op == aie_isa_pkg::OP_VMMAC_BF16);
          bprod_o   = bmm;
        end
        default: ;
      endcase
    end
  end

endmodule
