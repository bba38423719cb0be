// aie_mv: the move slot — vector moves, broadcasts, lane extract/insert, shuffles, byte shifts,
// accumulator moves (class move); shift-round-saturate and fp32 -> bf16 (class srs); up-shift and
// bf16 -> fp32 (class ups).
//
// Combinational: from the slot word and the registers read in the issue cycle it forms one result
// per class; aie_tile delays each through its class's channel. A result names its register file
// (kind: 1 vector x, 2 scalar r, 3 accumulator cm), the index, the halves written and the data at
// the halves' own positions (bits 511:0 for x, 31:0 for r). Semantics: docs/isa/aie.md; the
// arithmetic (srs rounding, bf16 conversion) is that of kc_aie_num.
module aie_mv (
  input  logic [31:0]    w_i,      // operation word (mv slot)
  input  logic           v_i,      // the slot holds an operation
  input  aie_isa_pkg::op_e op_i,    // that operation (aie_bundle_dec)
  input  logic [511:0]   xa_i,     // x[a]
  input  logic [511:0]   xb_i,     // x[b]
  input  logic [511:0]   xd_i,     // x[d] (vins keeps the other lanes)
  input  logic [255:0]   wa_i,     // the 256-bit half named by a
  input  logic [1023:0]  ca_i,     // cm[a]
  input  logic [511:0]   ba_i,     // the accumulator half named by a (bm)
  input  logic [31:0]    ra_i,     // r[a]
  // class move
  output logic [1:0]     mv_kind_o,
  output logic [4:0]     mv_idx_o,
  output logic [1:0]     mv_hm_o,
  output logic [1023:0]  mv_dat_o,
  // class srs
  output logic [1:0]     srs_kind_o,
  output logic [4:0]     srs_idx_o,
  output logic [1:0]     srs_hm_o,
  output logic [1023:0]  srs_dat_o,
  // class ups
  output logic [1:0]     ups_kind_o,
  output logic [4:0]     ups_idx_o,
  output logic [1:0]     ups_hm_o,
  output logic [1023:0]  ups_dat_o
);

  localparam logic [1:0] K_NONE = 2'd0, K_X = 2'd1, K_R = 2'd2, K_C = 2'd3;

  aie_isa_pkg::op_e op;
  logic [4:0] d, sh;
  logic [1:0] rnd;
  logic [5:0] lane, off;
  logic [3:0] mode;
  always_comb begin  // the slot's operation (aie_bundle_dec), for an operation only
    op = aie_isa_pkg::OP_ILLEGAL;
    if (v_i) op = op_i;
  end
  assign d    = w_i[24:20];
  assign sh   = w_i[9:5];
  assign rnd  = w_i[2:1];
  assign lane = w_i[14:9];
  assign off  = w_i[9:4];
  assign mode = w_i[9:6];

  //////////////////////////////////
  // Shift-round-saturate (kc_aie_num::srs)
  //////////////////////////////////

  // x / 2^s rounded by r (0 floor, 1 up, 2 away, 3 even), before saturation
  function automatic logic signed [33:0] srs_q(input logic [31:0] x, input logic [4:0] s,
                                               input logic [1:0] r);
    logic signed [33:0] q;
    logic [31:0] mask, rem, half;
    logic        inc;
    q    = $signed({{2{x[31]}}, x}) >>> s;
    mask = (32'd1 << s) - 32'd1;
    rem  = x & mask;
    half = (s == 5'd0) ? 32'd0 : (32'd1 << (s - 5'd1));
    inc  = 1'b0;
    if (s != 5'd0) begin
      unique case (r)
        2'd1:    inc = (rem >= half);                                    // up
        2'd2:    inc = (rem > half) || ((rem == half) && !x[31]);        // away
        2'd3:    inc = (rem > half) || ((rem == half) && q[0]);          // even
        default: inc = 1'b0;                                             // floor
      endcase
    end
    srs_q = q + 34'(inc);
  endfunction

  // saturation to int8 / int16
  function automatic logic [7:0] sat8(input logic signed [33:0] q);
    if (q > 34'sd127) sat8 = 8'h7F;
    else if (q < -34'sd128) sat8 = 8'h80;
    else sat8 = q[7:0];
  endfunction
  function automatic logic [15:0] sat16(input logic signed [33:0] q);
    if (q > 34'sd32767) sat16 = 16'h7FFF;
    else if (q < -34'sd32768) sat16 = 16'h8000;
    else sat16 = q[15:0];
  endfunction

  // fp32 -> bf16, nearest even, NaN -> 0x7FC0 (kc_aie_num::f32_to_bf16)
  function automatic logic [15:0] to_bf16(input logic [31:0] u);
    logic [31:0] t;
    t = u + 32'h7FFF + {31'd0, u[16]};
    if ((u[30:23] == 8'hFF) && (u[22:0] != 23'd0)) to_bf16 = 16'h7FC0;
    else to_bf16 = t[31:16];
  endfunction

  //////////////////////////////////////
  // Lane-wise srs, conversions, ups  //
  //////////////////////////////////////

  // Every lane's result of each operation in its own small process, evaluated only for the
  // operations that use it (otherwise 0): the case below picks one set. The gating keeps the
  // logic the same in synthesis and lets a simulator skip the lanes of idle operations.
  logic en_srs, en_conv16, en_ups8, en_ups16, en_ins8, en_ins16, en_ins32, en_shuf, en_shift;
  assign en_srs    = v_i && ((op == aie_isa_pkg::OP_VSRS_I8) || (op == aie_isa_pkg::OP_VSRS_I16));
  assign en_conv16 = v_i && (op == aie_isa_pkg::OP_VCONV_BF16);
  assign en_ups8   = v_i && (op == aie_isa_pkg::OP_VUPS_I8);
  assign en_ups16  = v_i && (op == aie_isa_pkg::OP_VUPS_I16);
  assign en_ins8   = v_i && (op == aie_isa_pkg::OP_VINS_I8);
  assign en_ins16  = v_i && ((op == aie_isa_pkg::OP_VINS_I16) || (op == aie_isa_pkg::OP_VINS_BF16));
  assign en_ins32  = v_i && (op == aie_isa_pkg::OP_VINS_I32);
  assign en_shuf   = v_i && (op == aie_isa_pkg::OP_VSHUF);
  assign en_shift  = v_i && (op == aie_isa_pkg::OP_VSHIFT);
  logic [255:0]  srs8;    // vsrs.i8: 32 int8 lanes
  logic [511:0]  srs16;   // vsrs.i16: 32 int16 lanes
  logic [255:0]  conv16;  // vconv.bf16: 16 bf16 lanes
  logic [1023:0] ups8;    // vups.i8: 32 lanes
  logic [1023:0] ups16;   // vups.i16: 32 lanes
  logic [511:0]  convf;   // vconv.fp32: 16 fp32 lanes
  for (genvar i = 0; i < 32; i++) begin : g_lane32
    always_comb begin
      logic signed [33:0] q;
      q = '0;
      srs8[8*i +: 8]    = 8'd0;
      srs16[16*i +: 16] = 16'd0;
      if (en_srs) begin
        q = srs_q(ca_i[32*i +: 32], sh, rnd);
        srs8[8*i +: 8]    = sat8(q);
        srs16[16*i +: 16] = sat16(q);
      end
    end
    always_comb begin
      ups8[32*i +: 32] = 32'd0;
      if (en_ups8) ups8[32*i +: 32] = {{24{wa_i[8*i+7]}}, wa_i[8*i +: 8]} << sh;
    end
    always_comb begin
      ups16[32*i +: 32] = 32'd0;
      if (en_ups16) ups16[32*i +: 32] = {{16{xa_i[16*i+15]}}, xa_i[16*i +: 16]} << sh;
    end
  end
  for (genvar i = 0; i < 16; i++) begin : g_lane16
    always_comb begin
      conv16[16*i +: 16] = 16'd0;
      if (en_conv16) conv16[16*i +: 16] = to_bf16(ba_i[32*i +: 32]);
    end
    assign convf[32*i +: 32] = {wa_i[16*i +: 16], 16'd0};
  end

  //////////////////////////////
  // Lane extract and insert  //
  //////////////////////////////

  // vext: lane `lane` of xa, sign- or zero-extended; vins: xd with lane `lane` replaced by ra.
  logic [31:0]  ext8, ext16, ext32;
  logic [511:0] ins8, ins16, ins32;
  assign ext8  = {{24{xa_i[8*lane+7]}}, xa_i[8*lane +: 8]};
  assign ext16 = {{16{xa_i[16*lane[4:0]+15]}}, xa_i[16*lane[4:0] +: 16]};
  assign ext32 = xa_i[32*lane[3:0] +: 32];
  for (genvar i = 0; i < 64; i++) begin : g_ins8
    always_comb begin
      ins8[8*i +: 8] = 8'd0;
      if (en_ins8) ins8[8*i +: 8] = (lane == 6'(i)) ? ra_i[7:0] : xd_i[8*i +: 8];
    end
  end
  for (genvar i = 0; i < 32; i++) begin : g_ins16
    always_comb begin
      ins16[16*i +: 16] = 16'd0;
      if (en_ins16) ins16[16*i +: 16] = (lane[4:0] == 5'(i)) ? ra_i[15:0] : xd_i[16*i +: 16];
    end
  end
  for (genvar i = 0; i < 16; i++) begin : g_ins32
    always_comb begin
      ins32[32*i +: 32] = 32'd0;
      if (en_ins32) ins32[32*i +: 32] = (lane[3:0] == 4'(i)) ? ra_i : xd_i[32*i +: 32];
    end
  end
  // vshift: bytes off .. off+63 of {xb, xa}
  logic [1023:0] cat;
  logic [511:0]  shifted;
  assign cat     = {xb_i, xa_i};
  always_comb begin
    shifted = '0;
    if (en_shift) shifted = cat[8*off +: 512];
  end

  ///////////////
  // Shuffles  //
  ///////////////

  // Lane i of an E-bit-element shuffle of N = 512 / E lanes: zip (zlo/zhi, modes 0..5) takes
  // lane i/2 (+ N/2 for zhi) of xa for even i and of xb for odd i; unzip (ueven/uodd, modes
  // 6..11) takes lane 2(i mod N/2) (+ 1 for uodd) of xa for i < N/2 and of xb above.
  logic         zip;
  logic [511:0] o8, o16, o32, shuf;
  assign zip = (mode < 4'd6);
  for (genvar i = 0; i < 64; i++) begin : g_shuf8
    logic [7:0] z0, z1, u0, u1;  // zip lo / hi, unzip even / odd
    assign z0 = (i % 2 == 1) ? xb_i[8*(i/2) +: 8] : xa_i[8*(i/2) +: 8];
    assign z1 = (i % 2 == 1) ? xb_i[8*(i/2+32) +: 8] : xa_i[8*(i/2+32) +: 8];
    assign u0 = (i < 32) ? xa_i[8*(2*(i%32)) +: 8] : xb_i[8*(2*(i%32)) +: 8];
    assign u1 = (i < 32) ? xa_i[8*(2*(i%32)+1) +: 8] : xb_i[8*(2*(i%32)+1) +: 8];
    always_comb begin
      o8[8*i +: 8] = '0;
      if (en_shuf) o8[8*i +: 8] = zip ? (mode[0] ? z1 : z0) : (mode[0] ? u1 : u0);
    end
  end
  for (genvar i = 0; i < 32; i++) begin : g_shuf16
    logic [15:0] z0, z1, u0, u1;  // zip lo / hi, unzip even / odd
    assign z0 = (i % 2 == 1) ? xb_i[16*(i/2) +: 16] : xa_i[16*(i/2) +: 16];
    assign z1 = (i % 2 == 1) ? xb_i[16*(i/2+16) +: 16] : xa_i[16*(i/2+16) +: 16];
    assign u0 = (i < 16) ? xa_i[16*(2*(i%16)) +: 16] : xb_i[16*(2*(i%16)) +: 16];
    assign u1 = (i < 16) ? xa_i[16*(2*(i%16)+1) +: 16] : xb_i[16*(2*(i%16)+1) +: 16];
    always_comb begin
      o16[16*i +: 16] = '0;
      if (en_shuf) o16[16*i +: 16] = zip ? (mode[0] ? z1 : z0) : (mode[0] ? u1 : u0);
    end
  end
  for (genvar i = 0; i < 16; i++) begin : g_shuf32
    logic [31:0] z0, z1, u0, u1;  // zip lo / hi, unzip even / odd
    assign z0 = (i % 2 == 1) ? xb_i[32*(i/2) +: 32] : xa_i[32*(i/2) +: 32];
    assign z1 = (i % 2 == 1) ? xb_i[32*(i/2+8) +: 32] : xa_i[32*(i/2+8) +: 32];
    assign u0 = (i < 8) ? xa_i[32*(2*(i%8)) +: 32] : xb_i[32*(2*(i%8)) +: 32];
    assign u1 = (i < 8) ? xa_i[32*(2*(i%8)+1) +: 32] : xb_i[32*(2*(i%8)+1) +: 32];
    always_comb begin
      o32[32*i +: 32] = '0;
      if (en_shuf) o32[32*i +: 32] = zip ? (mode[0] ? z1 : z0) : (mode[0] ? u1 : u0);
    end
  end
  // element size by mode: zlo8 zhi8 zlo16 zhi16 zlo32 zhi32 ueven8 uodd8 ueven16 uodd16 ueven32 uodd32
  always_comb begin
    unique case (mode)
      4'd0, 4'd1, 4'd6, 4'd7: shuf = o8;
      4'd2, 4'd3, 4'd8, 4'd9: shuf = o16;
      default:                shuf = o32;
    endcase
  end

  ////////////////////////////
  // Results by class       //
  ////////////////////////////

  always_comb begin
    mv_kind_o  = K_NONE;
    mv_idx_o   = d;
    mv_hm_o    = 2'b11;
    mv_dat_o   = '0;
    srs_kind_o = K_NONE;
    srs_idx_o  = {1'b0, d[4:1]};
    srs_hm_o   = 2'b11;
    srs_dat_o  = '0;
    ups_kind_o = K_NONE;
    ups_idx_o  = d;
    ups_hm_o   = 2'b11;
    ups_dat_o  = '0;
    if (v_i) begin
      unique case (op)
        aie_isa_pkg::OP_VMOV: begin
          mv_kind_o = K_X;
          mv_dat_o[511:0] = xa_i;
        end
        aie_isa_pkg::OP_VBCST_I8: begin
          mv_kind_o = K_X;
          mv_dat_o[511:0] = {64{ra_i[7:0]}};
        end
        aie_isa_pkg::OP_VBCST_I16, aie_isa_pkg::OP_VBCST_BF16: begin
          mv_kind_o = K_X;
          mv_dat_o[511:0] = {32{ra_i[15:0]}};
        end
        aie_isa_pkg::OP_VBCST_I32: begin
          mv_kind_o = K_X;
          mv_dat_o[511:0] = {16{ra_i}};
        end
        aie_isa_pkg::OP_VEXT_I8: begin
          mv_kind_o = K_R;
          mv_dat_o[31:0] = ext8;
        end
        aie_isa_pkg::OP_VEXT_I16: begin
          mv_kind_o = K_R;
          mv_dat_o[31:0] = ext16;
        end
        aie_isa_pkg::OP_VEXT_BF16: begin
          mv_kind_o = K_R;
          mv_dat_o[31:0] = {16'd0, ext16[15:0]};
        end
        aie_isa_pkg::OP_VEXT_I32: begin
          mv_kind_o = K_R;
          mv_dat_o[31:0] = ext32;
        end
        aie_isa_pkg::OP_VINS_I8: begin
          mv_kind_o = K_X;
          mv_dat_o[511:0] = ins8;
        end
        aie_isa_pkg::OP_VINS_I16, aie_isa_pkg::OP_VINS_BF16: begin
          mv_kind_o = K_X;
          mv_dat_o[511:0] = ins16;
        end
        aie_isa_pkg::OP_VINS_I32: begin
          mv_kind_o = K_X;
          mv_dat_o[511:0] = ins32;
        end
        aie_isa_pkg::OP_VSHUF: begin
          mv_kind_o = K_X;
          mv_dat_o[511:0] = shuf;
        end
        aie_isa_pkg::OP_VSHIFT: begin
          mv_kind_o = K_X;
          mv_dat_o[511:0] = shifted;
        end
        aie_isa_pkg::OP_VMOVA: begin
          mv_kind_o = K_C;
          mv_dat_o  = ca_i;
        end
        aie_isa_pkg::OP_VSRS_I8: begin
          srs_kind_o = K_X;
          srs_hm_o   = d[0] ? 2'b10 : 2'b01;
          srs_dat_o[511:0] = {srs8, srs8};
        end
        aie_isa_pkg::OP_VSRS_I16: begin
          srs_kind_o = K_X;
          srs_idx_o  = d;
          srs_dat_o[511:0] = srs16;
        end
        aie_isa_pkg::OP_VCONV_BF16: begin
          srs_kind_o = K_X;
          srs_hm_o   = d[0] ? 2'b10 : 2'b01;
          srs_dat_o[511:0] = {conv16, conv16};
        end
        aie_isa_pkg::OP_VUPS_I8: begin
          ups_kind_o = K_C;
          ups_dat_o = ups8;
        end
        aie_isa_pkg::OP_VUPS_I16: begin
          ups_kind_o = K_C;
          ups_dat_o = ups16;
        end
        aie_isa_pkg::OP_VCONV_FP32: begin
          ups_kind_o = K_C;
          ups_idx_o  = {2'b00, d[3:1]};
          ups_hm_o   = d[0] ? 2'b10 : 2'b01;
          ups_dat_o = {convf, convf};
        end
        default: ;
      endcase
    end
  end

endmodule
