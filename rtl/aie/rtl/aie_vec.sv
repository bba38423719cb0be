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
//
// The lanes of the MAC array and the bf16 ALU lanes are modules of their own (aie_vec_bmm_lane,
// aie_vec_imm_lane, aie_vec_emul_lane, aie_vec_bf16_lane): synthesis keeps the hierarchy and maps
// each once, where the same logic written inline would be mapped lane by lane.
module aie_vec (
  input  logic [31:0]   w_i,       // operation word (vec slot)
  input  logic          v_i,       // the slot holds an operation
  input  aie_isa_pkg::op_e op_i,   // that operation (aie_bundle_dec)
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
  always_comb begin  // the slot's operation (aie_bundle_dec), for an operation only
    op = aie_isa_pkg::OP_ILLEGAL;
    if (v_i) op = op_i;
  end
  assign ty = w_i[4:3];

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
    aie_vec_bf16_lane u_lane (
      .en_i  (enbf),
      .fn_i  (f),
      .sub_i (bsub),
      .a_i   (xa_i[16*i +: 16]),
      .b_i   (xb_i[16*i +: 16]),
      .r_o   (rbf[16*i +: 16])
    );
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
      logic [127:0] bcol;  // B[0..7][j]
      for (genvar k = 0; k < 8; k++) begin : g_k
        assign bcol[16*k +: 16] = xb_i[16*(4*k+j) +: 16];
      end
      aie_vec_bmm_lane u_lane (
        .en_i (en_bmm),
        .a_i  (xa_i[128*i +: 128]),  // A[i][0..7]: lanes 8i..8i+7
        .b_i  (bcol),
        .s_o  (bmm[32*(4*i+j) +: 32])
      );
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

  // Element-wise: lane i = wa lane i * wb lane i (int8) or xa lane i * xb lane i (int16). Matrix
  // product 4x8x8: lane 8i+j sums A[i][k] * B[k][j] over k, A[i][k] = wa lane 8i+k, B[k][j] = xb
  // lane 8k+j. Each lane is evaluated only for its operations.
  logic en_em, em16, en_imm;
  assign em16   = (op == aie_isa_pkg::OP_VMUL_I16) || (op == aie_isa_pkg::OP_VMAC_I16);
  assign en_em  = v_i && ((op == aie_isa_pkg::OP_VMUL_I8) || (op == aie_isa_pkg::OP_VMAC_I8) ||
                          (op == aie_isa_pkg::OP_VMUL_I16) || (op == aie_isa_pkg::OP_VMAC_I16));
  assign en_imm = v_i && ((op == aie_isa_pkg::OP_VMMUL_I8) || (op == aie_isa_pkg::OP_VMMAC_I8));
  logic [1023:0] em, imm;
  for (genvar i = 0; i < 32; i++) begin : g_em
    aie_vec_emul_lane u_lane (
      .en_i  (en_em),
      .w16_i (em16),
      .a8_i  (wa_i[8*i +: 8]),
      .b8_i  (wb_i[8*i +: 8]),
      .a16_i (xa_i[16*i +: 16]),
      .b16_i (xb_i[16*i +: 16]),
      .p_o   (em[32*i +: 32])
    );
  end
  for (genvar i = 0; i < 4; i++) begin : g_imm_i
    for (genvar j = 0; j < 8; j++) begin : g_imm_j
      logic [63:0] bcol;  // B[0..7][j]
      for (genvar k = 0; k < 8; k++) begin : g_k
        assign bcol[8*k +: 8] = xb_i[8*(8*k+j) +: 8];
      end
      aie_vec_imm_lane u_lane (
        .en_i (en_imm),
        .a_i  (wa_i[64*i +: 64]),  // A[i][0..7]: lanes 8i..8i+7
        .b_i  (bcol),
        .s_o  (imm[32*(8*i+j) +: 32])
      );
    end
  end

  always_comb begin
    emul_v_o  = 1'b0;
    mmul_v_o  = 1'b0;
    bemul_v_o = 1'b0;
    bmmul_v_o = 1'b0;
    acc_o     = 1'b0;
    prod_o    = '0;
    bprod_o   = '0;
    if (v_i) begin
      unique case (op)
        aie_isa_pkg::OP_VMUL_I8, aie_isa_pkg::OP_VMAC_I8, aie_isa_pkg::OP_VMUL_I16, aie_isa_pkg::OP_VMAC_I16: begin
          emul_v_o = 1'b1;
          acc_o    = (op == aie_isa_pkg::OP_VMAC_I8) || (op == aie_isa_pkg::OP_VMAC_I16);
          prod_o   = em;
        end
        aie_isa_pkg::OP_VMMUL_I8, aie_isa_pkg::OP_VMMAC_I8: begin
          mmul_v_o = 1'b1;
          acc_o    = (op == aie_isa_pkg::OP_VMMAC_I8);
          prod_o   = imm;
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
