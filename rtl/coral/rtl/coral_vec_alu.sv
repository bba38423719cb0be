// coral_vec_alu: one beat of the element ALU — LB bytes of elements (LB = 4 * lanes) per cycle,
// SEW 8, 16 or 32, combinational.
//
// Slot k (k < LB / (SEW/8)) takes element k of the beat: a from vs2, b from vs1 or the scalar
// operand (already replicated into every element of b_i), and its v0 bit (carry-in of vadc, vsbc,
// vmadc/vmsbc with v0; selector of vmerge). The result element k lands in the same bytes of
// res_o; a compare's result bit for slot k is cmp_o[k]. Which elements are written is decided by
// the sequencer (coral_vec_exec). The multiplier (one 33 x 33 signed product per slot) serves
// vmul, vmulh, vmulhu, vmulhsu and the multiply-adds (d = vd: vmacc d + b*a, vnmsac d - b*a,
// vmadd a + b*d, vnmsub a - b*d); vid.v writes the element index. Fixed point: saturating add and
// subtract, averaging add and subtract, vsmul (on the multiplier), the scaling shifts, and the
// clips (at 2*SEW in narrowing beats: the result is clipped to SEW = sew_i - 1), rounded by vxrm_i;
// sat_o[k] says slot k saturated (the sequencer sets vxsat for the active ones).
module coral_vec_alu #(
  parameter int unsigned LB = 4                    // bytes per beat (4 * lanes)
) (
  input  logic            sel_i,                   // the outputs are read this cycle (else they are unused)
  input  logic [5:0]      op_i,                    // coral_vec_pkg::OP_*
  input  logic [1:0]      sew_i,                   // log2(SEW / 8)
  input  logic [8*LB-1:0] a_i,                     // vs2 bytes of the beat
  input  logic [8*LB-1:0] b_i,                     // vs1 bytes (or the scalar, replicated)
  input  logic [LB-1:0]   v0_i,                    // v0 bit of slot k
  input  logic [8*LB-1:0] d_i,                     // vd bytes (multiply-add)
  input  logic [2:0]      ma_i,                    // coral_vec_pkg::MA_* (with OP_MUL)
  input  logic [31:0]     idx_i,                   // element index of slot 0 (vid.v)
  input  logic [1:0]      vxrm_i,                  // fixed-point rounding mode (vxrm)
  output logic [8*LB-1:0] res_o,                   // result bytes
  output logic [LB-1:0]   cmp_o,                   // compare / carry-out bit of slot k
  output logic [LB-1:0]   sat_o                    // slot k saturated (fixed point)
);

  ////////////////////////
  // Fixed-point helpers //
  ////////////////////////

  // The rounding increment of v >> d under vxrm rm (0 rnu, 1 rne, 2 rdn, 3 rod).
  function automatic logic rinc(input logic [63:0] v, input logic [5:0] d, input logic [1:0] rm);
    logic half, below, lsb;
    lsb   = ((v >> d) & 64'd1) != 64'd0;
    half  = (d != 6'd0) && ((v >> (d - 6'd1)) & 64'd1) != 64'd0;
    below = (d > 6'd1) && ((v & ((64'd1 << (d - 6'd1)) - 64'd1)) != 64'd0);
    unique case (rm)
      2'd0:    rinc = half;
      2'd1:    rinc = half && (below || lsb);
      2'd2:    rinc = 1'b0;
      default: rinc = !lsb && (half || below);
    endcase
  endfunction

  // Signed saturation of v to 8 << wl bits: {saturated, value}.
  // (Every caller's value fits in 34 signed bits, so 64 are exact.)
  function automatic logic [32:0] sclamp(input logic signed [63:0] v, input logic [1:0] wl);
    logic signed [63:0] mx, mn;
    unique case (wl)
      2'd0:    begin mx = 64'sd127;        mn = -64'sd128;        end
      2'd1:    begin mx = 64'sd32767;      mn = -64'sd32768;      end
      default: begin mx = 64'sd2147483647; mn = -64'sd2147483648; end
    endcase
    if (v > mx)      sclamp = {1'b1, 32'(mx)};
    else if (v < mn) sclamp = {1'b1, 32'(mn)};
    else             sclamp = {1'b0, 32'(v)};
  endfunction

  // One element: result (low SEW bits meaningful) and compare bit.
  function automatic logic [33:0] alu(input logic [5:0] op, input logic [1:0] sew,
                                      input logic [31:0] a, input logic [31:0] b, input logic c,
                                      input logic [31:0] d, input logic [2:0] ma,
                                      input logic [1:0] rm);
    logic signed [32:0] sa, sb;
    logic [32:0]        ua, ub, sum;
    logic [31:0]        dif;
    logic [4:0]         sh;
    logic [31:0]        r;
    logic               m, slt, ult;
    logic signed [63:0] px, py, prod;   // 33 x 33-bit signed operands: the low 64 bits are exact
    logic [31:0]        hi;
    logic               sat;
    logic [32:0]        cl;
    logic [63:0]        fv;                 // fixed point: the exact value before the shift
    logic [5:0]         fd;                 //   the shift
    logic [32:0]        fq;                 //   the rounded, shifted value
    logic [31:0]        umax, nmax;         // SEW and SEW/2 (clips) all-ones
    logic signed [31:0] smin;
    unique case (sew)
      2'd0: begin
        sa = $signed({{25{a[7]}}, a[7:0]});
        sb = $signed({{25{b[7]}}, b[7:0]});
        sh = {2'b0, b[2:0]};
      end
      2'd1: begin
        sa = $signed({{17{a[15]}}, a[15:0]});
        sb = $signed({{17{b[15]}}, b[15:0]});
        sh = {1'b0, b[3:0]};
      end
      default: begin
        sa = $signed({a[31], a});
        sb = $signed({b[31], b});
        sh = b[4:0];
      end
    endcase
    ua  = {1'b0, a};
    ub  = {1'b0, b};
    sum = ua + ub + {32'd0, c};
    dif = a - b - {31'd0, c};
    slt = sa < sb;
    ult = ua < ub;
    // Multiplier operands: signed or zero-extended SEW values. The product (and below, the
    // fixed-point value) is formed only for the operations that read it, so that a simulation
    // evaluates it only then; the hardware is the same multiplier either way.
    prod = 64'd0;
    if ((op == coral_vec_pkg::OP_MUL) || (op == coral_vec_pkg::OP_MULH) ||
        (op == coral_vec_pkg::OP_MULHU) || (op == coral_vec_pkg::OP_MULHSU) ||
        (op == coral_vec_pkg::OP_SMUL)) begin
      px = 64'($signed(ua));
      py = 64'($signed(ub));
      if ((op == coral_vec_pkg::OP_MULH) || (op == coral_vec_pkg::OP_MULHSU)) px = 64'(sa);
      if ((op == coral_vec_pkg::OP_MULH) || (op == coral_vec_pkg::OP_SMUL)) py = 64'(sb);
      if (op == coral_vec_pkg::OP_SMUL) px = 64'(sa);
      if ((ma == coral_vec_pkg::MA_MADD) || (ma == coral_vec_pkg::MA_NMSUB)) px = 64'($signed({1'b0, d}));
      prod = px * py;
    end
    unique case (sew)
      2'd0:    hi = 32'(prod[15:8]);
      2'd1:    hi = 32'(prod[31:16]);
      default: hi = prod[63:32];
    endcase
    unique case (sew)
      2'd0:    begin umax = 32'h0000_00FF; nmax = 32'h0000_000F; smin = -32'sd128;   end
      2'd1:    begin umax = 32'h0000_FFFF; nmax = 32'h0000_00FF; smin = -32'sd32768; end
      default: begin umax = 32'hFFFF_FFFF; nmax = 32'h0000_FFFF; smin = 32'sh8000_0000; end
    endcase
    // The exact value and the shift of the rounding operations.
    fv = 64'd0;
    fd = 6'd1;
    unique case (op)
      coral_vec_pkg::OP_AADDU: fv = 64'(ua) + 64'(ub);
      coral_vec_pkg::OP_AADD:  fv = 64'(sa) + 64'(sb);
      coral_vec_pkg::OP_ASUBU: fv = 64'($signed(ua)) - 64'($signed(ub));
      coral_vec_pkg::OP_ASUB:  fv = 64'(sa) - 64'(sb);
      coral_vec_pkg::OP_SMUL: begin
        fv = prod[63:0];
        fd = 6'((8 << sew) - 1);
      end
      coral_vec_pkg::OP_SSRL, coral_vec_pkg::OP_NCLIPU: begin fv = 64'(ua); fd = {1'b0, sh}; end
      coral_vec_pkg::OP_SSRA, coral_vec_pkg::OP_NCLIP:  begin fv = 64'(sa); fd = {1'b0, sh}; end
      default: ;
    endcase
    fq = 33'd0;
    if ((op >= coral_vec_pkg::OP_AADDU) && (op <= coral_vec_pkg::OP_NCLIP)) begin
      if ((op == coral_vec_pkg::OP_SMUL) || (op == coral_vec_pkg::OP_SSRA) ||
          (op == coral_vec_pkg::OP_NCLIP)) begin
        fq = 33'($signed(fv) >>> fd) + {32'd0, rinc(fv, fd, rm)};
      end else begin
        fq = 33'(fv >> fd) + {32'd0, rinc(fv, fd, rm)};
      end
    end
    r   = 32'd0;
    m   = 1'b0;
    sat = 1'b0;
    cl  = 33'd0;
    unique case (op)
      coral_vec_pkg::OP_ADD:   r = a + b;
      coral_vec_pkg::OP_SUB:   r = a - b;
      coral_vec_pkg::OP_RSUB:  r = b - a;
      coral_vec_pkg::OP_AND:   r = a & b;
      coral_vec_pkg::OP_OR:    r = a | b;
      coral_vec_pkg::OP_XOR:   r = a ^ b;
      coral_vec_pkg::OP_SLL:   r = a << sh;
      coral_vec_pkg::OP_SRL:   r = a >> sh;
      coral_vec_pkg::OP_SRA:   r = 32'(sa >>> sh);
      coral_vec_pkg::OP_MINU:  r = ult ? a : b;
      coral_vec_pkg::OP_MIN:   r = slt ? a : b;
      coral_vec_pkg::OP_MAXU:  r = ult ? b : a;
      coral_vec_pkg::OP_MAX:   r = slt ? b : a;
      coral_vec_pkg::OP_MERGE: r = c ? b : a;
      coral_vec_pkg::OP_MV:    r = b;
      coral_vec_pkg::OP_ADC:   r = sum[31:0];
      coral_vec_pkg::OP_SBC:   r = dif;
      coral_vec_pkg::OP_MSEQ:  m = ua == ub;
      coral_vec_pkg::OP_MSNE:  m = ua != ub;
      coral_vec_pkg::OP_MSLTU: m = ult;
      coral_vec_pkg::OP_MSLT:  m = slt;
      coral_vec_pkg::OP_MSLEU: m = ua <= ub;
      coral_vec_pkg::OP_MSLE:  m = sa <= sb;
      coral_vec_pkg::OP_MSGTU: m = ua > ub;
      coral_vec_pkg::OP_MSGT:  m = sa > sb;
      coral_vec_pkg::OP_MADC: begin
        unique case (sew)
          2'd0:    m = sum[8];
          2'd1:    m = sum[16];
          default: m = sum[32];
        endcase
      end
      coral_vec_pkg::OP_MSBC:  m = ua < (ub + {32'd0, c});
      coral_vec_pkg::OP_ID:    r = a;
      coral_vec_pkg::OP_MULH, coral_vec_pkg::OP_MULHU, coral_vec_pkg::OP_MULHSU: r = hi;
      coral_vec_pkg::OP_MUL: begin
        unique case (ma)
          coral_vec_pkg::MA_MACC:  r = d + prod[31:0];
          coral_vec_pkg::MA_NMSAC: r = d - prod[31:0];
          coral_vec_pkg::MA_MADD:  r = a + prod[31:0];
          coral_vec_pkg::MA_NMSUB: r = a - prod[31:0];
          default:                 r = prod[31:0];
        endcase
      end
      coral_vec_pkg::OP_SADDU: begin
        sat = (sum & {1'b1, ~umax}) != 33'd0;
        r   = sat ? umax : sum[31:0];
      end
      coral_vec_pkg::OP_SADD: begin
        cl = sclamp(64'(sa) + 64'(sb), sew);
        {sat, r} = cl;
      end
      coral_vec_pkg::OP_SSUBU: begin
        sat = ult;
        r   = ult ? 32'd0 : a - b;
      end
      coral_vec_pkg::OP_SSUB: begin
        cl = sclamp(64'(sa) - 64'(sb), sew);
        {sat, r} = cl;
      end
      coral_vec_pkg::OP_AADDU, coral_vec_pkg::OP_AADD, coral_vec_pkg::OP_ASUBU,
      coral_vec_pkg::OP_ASUB, coral_vec_pkg::OP_SSRL, coral_vec_pkg::OP_SSRA: r = fq[31:0];
      coral_vec_pkg::OP_SMUL: begin
        if ((sa == 33'(smin)) && (sb == 33'(smin))) begin
          sat = 1'b1;
          r   = umax >> 1;
        end else begin
          cl = sclamp(64'($signed(fq)), sew);
          {sat, r} = cl;
        end
      end
      coral_vec_pkg::OP_NCLIPU: begin
        sat = fq > {1'b0, nmax};
        r   = sat ? nmax : fq[31:0];
      end
      coral_vec_pkg::OP_NCLIP: begin
        cl = sclamp(64'($signed(fq)), sew - 2'd1);
        {sat, r} = cl;
      end
      default: ;
    endcase
    alu = {sat, m, r};
  endfunction

  // The beats padded to 4x their width, so that every slot's element select is in range at every
  // SEW (slot k of a beat of SEW 2^(3+s) bits has no element when k >= LB >> s: it reads zeros, and
  // the sequencer never enables it).
  logic [32*LB-1:0] a_pad, b_pad, d_pad;
  assign a_pad = {{(24*LB){1'b0}}, a_i};
  assign b_pad = {{(24*LB){1'b0}}, b_i};
  assign d_pad = {{(24*LB){1'b0}}, d_i};

  // One slot per element position; each selects its elements with constant bounds.
  logic [8*LB-1:0] res_b, res_h, res_w;            // the result bytes at SEW 8, 16 and 32
  for (genvar k = 0; k < LB; k++) begin : g_slot
    logic [31:0] ea, eb, ed;
    logic [33:0] o;
    // Operand isolation: unless the outputs are read (sel_i) and the slot has an element at this
    // SEW (k < LB >> SEW; the sequencer never enables the others), the slot holds zeros.
    always_comb begin
      ea = 32'd0;
      eb = 32'd0;
      ed = 32'd0;
      o  = 34'd0;
      if (sel_i && (32'(k) < (32'(LB) >> sew_i))) begin
      unique case (sew_i)
        2'd0: begin
          ea = {24'd0, a_pad[8*k +: 8]};
          eb = {24'd0, b_pad[8*k +: 8]};
          ed = {24'd0, d_pad[8*k +: 8]};
        end
        2'd1: begin
          ea = {16'd0, a_pad[16*k +: 16]};
          eb = {16'd0, b_pad[16*k +: 16]};
          ed = {16'd0, d_pad[16*k +: 16]};
        end
        default: begin
          ea = a_pad[32*k +: 32];
          eb = b_pad[32*k +: 32];
          ed = d_pad[32*k +: 32];
        end
      endcase
      if (op_i == coral_vec_pkg::OP_ID) ea = idx_i + 32'(k);
      o = alu(op_i, sew_i, ea, eb, v0_i[k], ed, ma_i, vxrm_i);
      end
    end
    assign cmp_o[k] = o[32];
    assign sat_o[k] = o[33];
    assign res_b[8*k +: 8] = o[7:0];
    if (2 * k < LB) begin : g_half
      assign res_h[16*k +: 16] = o[15:0];
    end
    if (4 * k < LB) begin : g_word
      assign res_w[32*k +: 32] = o[31:0];
    end
  end
  assign res_o = (sew_i == 2'd0) ? res_b : (sew_i == 2'd1) ? res_h : res_w;

endmodule
