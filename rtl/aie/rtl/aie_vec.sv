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
  always_comb begin  // the slot decoder (vec-slot operations only), for an operation only
    op = aie_isa_pkg::OP_ILLEGAL;
    if (v_i) op = aie_isa_pkg::decode_vec(w_i);
  end
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

  // One integer lane on operands sign-extended from the lane width W to 32 bits; the caller keeps
  // the low W bits of the result. Add and subtract wrap modulo 2^W; min, max and the compares are
  // signed; a compare gives all ones or zero.
  function automatic logic [31:0] int_lane(input logic [2:0] fn, input logic [31:0] a, input logic [31:0] b);
    logic lt;
    lt = $signed(a) < $signed(b);
    unique case (fn)
      3'd0:    int_lane = a + b;
      3'd1:    int_lane = a - b;
      3'd2:    int_lane = lt ? a : b;
      3'd3:    int_lane = ($signed(a) > $signed(b)) ? a : b;
      3'd4:    int_lane = {32{lt}};
      3'd5:    int_lane = {32{lt || (a == b)}};
      default: int_lane = {32{a == b}};
    endcase
  endfunction

  // One bf16 lane: vadd/vsub.bf16 add the operands widened to fp32 (b's sign flipped by sub) and
  // round to bf16; min, max and the compares as described above.
  function automatic logic [15:0] bf16_lane(input logic [2:0] fn, input logic sub, input logic [15:0] a16,
                                            input logic [15:0] b16);
    logic nan, z, lt, eq;
    nan = is_nan(a16) || is_nan(b16);
    z   = (a16[14:0] == 15'd0) && (b16[14:0] == 15'd0);
    lt  = !nan && !z && (key(a16) < key(b16));
    eq  = !nan && (z || (a16 == b16));
    unique case (fn)
      3'd0, 3'd1: bf16_lane = to_bf16(aie_fp_pkg::fp32_add({a16, 16'd0}, {b16[15] ^ sub, b16[14:0], 16'd0}));
      3'd2:       bf16_lane = nan ? 16'h7FC0 : ((key(a16) <= key(b16)) ? a16 : b16);
      3'd3:       bf16_lane = nan ? 16'h7FC0 : ((key(a16) >= key(b16)) ? a16 : b16);
      3'd4:       bf16_lane = {16{lt}};
      3'd5:       bf16_lane = {16{lt || eq}};
      3'd6:       bf16_lane = {16{eq}};
      default:    bf16_lane = 16'd0;
    endcase
  endfunction

  // Operand isolation for simulation: each lane is its own small process (Yosys' proc stays fast)
  // that evaluates its function only when the operation is a lane-wise one of its element type;
  // otherwise the lane is 0, as the unselected types were before the result multiplexer.
  logic bsub;                        // vsub.bf16
  logic lanes;                       // a lane-wise ALU operation (not a bitwise one or vsel)
  logic en8, en16, en32, enbf;       // ... of this element type
  logic [511:0] r8, r16, r32, rbf;   // the lanes of each type
  assign bsub  = (op == aie_isa_pkg::OP_VSUB_BF16);
  assign lanes = v_i && (aie_isa_pkg::lat_class(op) == aie_isa_pkg::LC_VALU) && (op != aie_isa_pkg::OP_VAND) &&
                 (op != aie_isa_pkg::OP_VOR) && (op != aie_isa_pkg::OP_VXOR) && (op != aie_isa_pkg::OP_VSEL);
  assign en8   = lanes && (ty == aie_isa_pkg::TY_I8);
  assign en16  = lanes && (ty == aie_isa_pkg::TY_I16);
  assign en32  = lanes && (ty == aie_isa_pkg::TY_I32);
  assign enbf  = lanes && (ty != aie_isa_pkg::TY_I8) && (ty != aie_isa_pkg::TY_I16) && (ty != aie_isa_pkg::TY_I32);
  for (genvar i = 0; i < 64; i++) begin : g_i8
    always_comb begin
      r8[8*i +: 8] = 8'd0;
      if (en8) r8[8*i +: 8] = 8'(int_lane(f, 32'($signed(xa_i[8*i +: 8])), 32'($signed(xb_i[8*i +: 8]))));
    end
  end
  for (genvar i = 0; i < 32; i++) begin : g_i16
    always_comb begin
      r16[16*i +: 16] = 16'd0;
      if (en16) r16[16*i +: 16] = 16'(int_lane(f, 32'($signed(xa_i[16*i +: 16])), 32'($signed(xb_i[16*i +: 16]))));
    end
  end
  for (genvar i = 0; i < 16; i++) begin : g_i32
    always_comb begin
      r32[32*i +: 32] = 32'd0;
      if (en32) r32[32*i +: 32] = int_lane(f, xa_i[32*i +: 32], xb_i[32*i +: 32]);
    end
  end
  for (genvar i = 0; i < 32; i++) begin : g_bf16
    always_comb begin
      rbf[16*i +: 16] = 16'd0;
      if (enbf) rbf[16*i +: 16] = bf16_lane(f, bsub, xa_i[16*i +: 16], xb_i[16*i +: 16]);
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
  // B[k][j] = xb lane 4k+j, as ((p0+p1)+(p2+p3))+((p4+p5)+(p6+p7)). Element-wise: lane i =
  // fp32(wa lane i * wb lane i), 16 lanes. Each lane is evaluated only for its operations.
  logic en_bmm, en_bem;
  assign en_bmm = v_i && ((op == aie_isa_pkg::OP_VMMUL_BF16) || (op == aie_isa_pkg::OP_VMMAC_BF16));
  assign en_bem = v_i && ((op == aie_isa_pkg::OP_VMUL_BF16) || (op == aie_isa_pkg::OP_VMAC_BF16));
  logic [511:0] bmm;  // lane 4i+j: [32(4i+j) +: 32]
  for (genvar i = 0; i < 4; i++) begin : g_bmm_i
    for (genvar j = 0; j < 4; j++) begin : g_bmm_j
      always_comb begin
        logic [8*32-1:0] p;  // product k: [32k +: 32]
        p = '0;
        bmm[32*(4*i+j) +: 32] = 32'd0;
        if (en_bmm) begin
          for (int k = 0; k < 8; k++)
            p[32*k +: 32] = aie_fp_pkg::bf16_mul(xa_i[16*(8*i+k) +: 16], xb_i[16*(4*k+j) +: 16]);
          bmm[32*(4*i+j) +: 32] = aie_fp_pkg::fp32_add(
              aie_fp_pkg::fp32_add(aie_fp_pkg::fp32_add(p[0 +: 32], p[32 +: 32]),
                                   aie_fp_pkg::fp32_add(p[64 +: 32], p[96 +: 32])),
              aie_fp_pkg::fp32_add(aie_fp_pkg::fp32_add(p[128 +: 32], p[160 +: 32]),
                                   aie_fp_pkg::fp32_add(p[192 +: 32], p[224 +: 32])));
        end
      end
    end
  end
  logic [511:0] bem;
  for (genvar i = 0; i < 16; i++) begin : g_bem
    always_comb begin
      bem[32*i +: 32] = 32'd0;
      if (en_bem) bem[32*i +: 32] = aie_fp_pkg::bf16_mul(wa_i[16*i +: 16], wb_i[16*i +: 16]);
    end
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
