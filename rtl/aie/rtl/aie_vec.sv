// aie_vec: the vec slot — the vector ALU (class valu: lane-wise add, sub, min, max and compares
// on int8/16/32, min, max and compares on bf16, bitwise operations, select) and the integer
// multiplies of the MAC array (classes emul_int: 32 int8 or int16 lanes; mmul_i8: the 4x8x8 int8
// matrix product).
//
// Combinational, from the registers read in the issue cycle. For the MAC operations it gives the
// products (the matrix product's 32 sums of 8 products) and whether the accumulator is added; the
// accumulation itself happens where the result leaves its channel (aie_tile), which reads the
// accumulator then: that late read is the accumulator forward. Integer sums wrap modulo 2^32.
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
  // classes emul_int / mmul_i8
  output logic          emul_v_o,  // an element-wise integer multiply
  output logic          mmul_v_o,  // an int8 matrix multiply
  output logic          acc_o,     // the accumulator is added (vmac, vmmac)
  output logic [1023:0] prod_o     // 32 lanes of products or sums of products
);

  aie_isa_pkg::op_e op;
  logic [1:0] ty;
  assign op = aie_isa_pkg::decode(w_i);
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

  ///////////////////
  // Vector ALU    //
  ///////////////////

  always_comb begin
    logic [2:0] f;  // 0 add, 1 sub, 2 min, 3 max, 4 lt, 5 le, 6 eq
    logic [15:0] a16, b16;
    logic lt, eq, nan, z;
    alu_v_o = 1'b0;
    alu_o   = '0;
    f       = 3'd0;
    a16     = '0;
    b16     = '0;
    nan     = 1'b0;
    z       = 1'b0;
    lt      = 1'b0;
    eq      = 1'b0;
    unique case (w_i[30:25])
      6'd34: f = 3'd0;
      6'd35: f = 3'd1;
      6'd36: f = 3'd2;
      6'd37: f = 3'd3;
      6'd38: f = 3'd4;
      6'd39: f = 3'd5;
      6'd40: f = 3'd6;
      default: f = 3'd7;
    endcase
    if (v_i && (aie_isa_pkg::lat_class(op) == aie_isa_pkg::LC_VALU)) begin
      alu_v_o = 1'b1;
      if (op == aie_isa_pkg::OP_VAND) alu_o = xa_i & xb_i;
      else if (op == aie_isa_pkg::OP_VOR) alu_o = xa_i | xb_i;
      else if (op == aie_isa_pkg::OP_VXOR) alu_o = xa_i ^ xb_i;
      else if (op == aie_isa_pkg::OP_VSEL) alu_o = (xa_i & xc_i) | (xb_i & ~xc_i);
      else if (ty == aie_isa_pkg::TY_I8) begin
        for (int i = 0; i < 64; i++) begin
          unique case (f)
            3'd0: alu_o[8*i +: 8] = xa_i[8*i +: 8] + xb_i[8*i +: 8];
            3'd1: alu_o[8*i +: 8] = xa_i[8*i +: 8] - xb_i[8*i +: 8];
            3'd2: alu_o[8*i +: 8] = ($signed(xa_i[8*i +: 8]) < $signed(xb_i[8*i +: 8])) ? xa_i[8*i +: 8] : xb_i[8*i +: 8];
            3'd3: alu_o[8*i +: 8] = ($signed(xa_i[8*i +: 8]) > $signed(xb_i[8*i +: 8])) ? xa_i[8*i +: 8] : xb_i[8*i +: 8];
            3'd4: alu_o[8*i +: 8] = {8{$signed(xa_i[8*i +: 8]) < $signed(xb_i[8*i +: 8])}};
            3'd5: alu_o[8*i +: 8] = {8{$signed(xa_i[8*i +: 8]) <= $signed(xb_i[8*i +: 8])}};
            default: alu_o[8*i +: 8] = {8{xa_i[8*i +: 8] == xb_i[8*i +: 8]}};
          endcase
        end
      end else if (ty == aie_isa_pkg::TY_I16) begin
        for (int i = 0; i < 32; i++) begin
          unique case (f)
            3'd0: alu_o[16*i +: 16] = xa_i[16*i +: 16] + xb_i[16*i +: 16];
            3'd1: alu_o[16*i +: 16] = xa_i[16*i +: 16] - xb_i[16*i +: 16];
            3'd2: alu_o[16*i +: 16] = ($signed(xa_i[16*i +: 16]) < $signed(xb_i[16*i +: 16])) ? xa_i[16*i +: 16] : xb_i[16*i +: 16];
            3'd3: alu_o[16*i +: 16] = ($signed(xa_i[16*i +: 16]) > $signed(xb_i[16*i +: 16])) ? xa_i[16*i +: 16] : xb_i[16*i +: 16];
            3'd4: alu_o[16*i +: 16] = {16{$signed(xa_i[16*i +: 16]) < $signed(xb_i[16*i +: 16])}};
            3'd5: alu_o[16*i +: 16] = {16{$signed(xa_i[16*i +: 16]) <= $signed(xb_i[16*i +: 16])}};
            default: alu_o[16*i +: 16] = {16{xa_i[16*i +: 16] == xb_i[16*i +: 16]}};
          endcase
        end
      end else if (ty == aie_isa_pkg::TY_I32) begin
        for (int i = 0; i < 16; i++) begin
          unique case (f)
            3'd0: alu_o[32*i +: 32] = xa_i[32*i +: 32] + xb_i[32*i +: 32];
            3'd1: alu_o[32*i +: 32] = xa_i[32*i +: 32] - xb_i[32*i +: 32];
            3'd2: alu_o[32*i +: 32] = ($signed(xa_i[32*i +: 32]) < $signed(xb_i[32*i +: 32])) ? xa_i[32*i +: 32] : xb_i[32*i +: 32];
            3'd3: alu_o[32*i +: 32] = ($signed(xa_i[32*i +: 32]) > $signed(xb_i[32*i +: 32])) ? xa_i[32*i +: 32] : xb_i[32*i +: 32];
            3'd4: alu_o[32*i +: 32] = {32{$signed(xa_i[32*i +: 32]) < $signed(xb_i[32*i +: 32])}};
            3'd5: alu_o[32*i +: 32] = {32{$signed(xa_i[32*i +: 32]) <= $signed(xb_i[32*i +: 32])}};
            default: alu_o[32*i +: 32] = {32{xa_i[32*i +: 32] == xb_i[32*i +: 32]}};
          endcase
        end
      end else begin
        // bf16 (add and sub are not in RTL yet: aie_tile faults on them)
        for (int i = 0; i < 32; i++) begin
          a16 = xa_i[16*i +: 16];
          b16 = xb_i[16*i +: 16];
          nan = is_nan(a16) || is_nan(b16);
          z   = (a16[14:0] == 15'd0) && (b16[14:0] == 15'd0);
          lt  = !nan && !z && (key(a16) < key(b16));
          eq  = !nan && (z || (a16 == b16));
          unique case (f)
            3'd2: alu_o[16*i +: 16] = nan ? 16'h7FC0 : ((key(a16) <= key(b16)) ? a16 : b16);
            3'd3: alu_o[16*i +: 16] = nan ? 16'h7FC0 : ((key(a16) >= key(b16)) ? a16 : b16);
            3'd4: alu_o[16*i +: 16] = {16{lt}};
            3'd5: alu_o[16*i +: 16] = {16{lt || eq}};
            3'd6: alu_o[16*i +: 16] = {16{eq}};
            default: alu_o[16*i +: 16] = 16'd0;
          endcase
        end
      end
    end
  end

  /////////////////////////////
  // Integer multiplies      //
  /////////////////////////////

  always_comb begin
    logic [31:0] s;
    emul_v_o = 1'b0;
    mmul_v_o = 1'b0;
    acc_o    = 1'b0;
    prod_o   = '0;
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
        default: ;
      endcase
    end
  end

endmodule
