// aie_bundle_dec: splits the fetch window into a bundle and decodes its slots.
//
// The bundle is the window's words up to and including the first with bit 31 set (1..6 words).
// Each word is classified by the slot decoders of aie_isa_pkg (decode_ld/st/scl/vec/mv); the
// first load word goes to load unit A, the second to load unit B. The operation the decoder of its
// slot class returned is the slot's operation for every unit (each slot's word is decoded once per
// cycle, not again by each unit that uses it). The words of a bundle must
// appear in slot order (lda, ldb, st, scl, vec, mv) with at most one per slot; anything else, a
// word no slot decoder knows, or a window without a bundle end is a fault.
//
// For the scoreboard the decoder also lists the registers the bundle reads and writes as
// resource masks (aie_sb: r0..31 = 0..31, p0..7 = 32..39, m0..7 = 40..47, the vector halves
// wl0, wh0, .. wh11 = 48..71, the accumulator halves bm0..bm15 = 72..87), the accumulator inputs
// of MAC operations (the forward rule), per slot the resources it writes and its latency class
// (a pointer post-update is scalar class, whatever its operation) and the classes the bundle
// occupies.
module aie_bundle_dec (
  input  logic [6*32-1:0] win_i,      // fetch window (aie_pm)
  // Bundle
  output logic [2:0]      len_o,      // words in the bundle (1..6)
  output logic            fault_o,    // malformed bundle (see above)
  // Slots: 0 lda, 1 ldb, 2 st, 3 scl, 4 vec, 5 mv
  output logic [5:0]      sv_o,       // slot holds an operation
  output logic [6*32-1:0] sw_o,       // slot words
  // The slots' operations (OP_ILLEGAL for an empty slot), decoded once here for every unit
  output aie_isa_pkg::op_e lda_op_o,  // slot 0 (aie_isa_pkg::decode_ld)
  output aie_isa_pkg::op_e ldb_op_o,  // slot 1 (decode_ld)
  output aie_isa_pkg::op_e st_op_o,   // slot 2 (decode_st)
  output aie_isa_pkg::op_e scl_op_o,  // slot 3 (decode_scl)
  output aie_isa_pkg::op_e vec_op_o,  // slot 4 (decode_vec)
  output aie_isa_pkg::op_e mv_op_o,   // slot 5 (decode_mv)
  // Scoreboard view
  output logic [87:0]     rd_o,       // resources read at issue
  output logic [87:0]     acc_o,      // accumulator halves read by a MAC (forward rule)
  output logic [3:0]      acc_cls_o,  // latency class of that MAC
  output logic [87:0]     wr_o,       // resources written
  output logic [6*88-1:0] swr_o,      // per slot s at [88s +: 88]: written with the slot's class
  output logic [6*88-1:0] spw_o,      // per slot: pointer post-update (scalar class)
  output logic [6*4-1:0]  scls_o,     // per slot at [4s +: 4]: latency class
  output logic [14:0]     cls_o       // latency classes the bundle occupies (issue interval)
);

  localparam int unsigned RP = 32;  // first pointer resource
  localparam int unsigned RM = 40;  // first modifier resource
  localparam int unsigned RW = 48;  // first vector-half resource
  localparam int unsigned RB = 72;  // first accumulator-half resource

  /////////////////////////////////
  // Bundle length, slot routing //
  /////////////////////////////////

  logic [5:0] inb;  // word i belongs to the bundle

  always_comb begin
    len_o = 3'd6;
    for (int i = 5; i >= 0; i--) begin
      if (win_i[32*i+31]) len_o = 3'(i + 1);
    end
    for (int i = 0; i < 6; i++) inb[i] = (3'(i) < len_o);
  end

  always_comb begin
    logic       have_a;       // load unit A already taken
    logic [2:0] last_slot;    // slot of the previous word
    logic       first;        // no word routed yet
    logic [2:0] slot;         // slot of word i
    logic       known;        // word i is an operation of some slot
    aie_isa_pkg::op_e o;      // its operation (by the decoder of its slot class)
    fault_o   = 1'b0;
    sv_o      = '0;
    sw_o      = '0;
    lda_op_o  = aie_isa_pkg::OP_ILLEGAL;
    ldb_op_o  = aie_isa_pkg::OP_ILLEGAL;
    st_op_o   = aie_isa_pkg::OP_ILLEGAL;
    scl_op_o  = aie_isa_pkg::OP_ILLEGAL;
    vec_op_o  = aie_isa_pkg::OP_ILLEGAL;
    mv_op_o   = aie_isa_pkg::OP_ILLEGAL;
    have_a    = 1'b0;
    last_slot = 3'd0;
    first     = 1'b1;
    // no bundle end inside the window
    if (!win_i[32*5+31] && !win_i[32*4+31] && !win_i[32*3+31] && !win_i[32*2+31] &&
        !win_i[32*1+31] && !win_i[31]) fault_o = 1'b1;
    for (int i = 0; i < 6; i++) begin
      slot  = 3'd0;
      known = 1'b1;
      o     = aie_isa_pkg::OP_ILLEGAL;
      // (only the bundle's words are classified: the window's others are the next bundle's; the
      // decoders are tried in slot order, each only when the ones before do not know the word)
      if (inb[i]) begin
        o = aie_isa_pkg::decode_ld(win_i[32*i +: 32]);
        if (o != aie_isa_pkg::OP_ILLEGAL) begin
          slot = have_a ? 3'd1 : 3'd0;
        end else begin
          o = aie_isa_pkg::decode_st(win_i[32*i +: 32]);
          if (o != aie_isa_pkg::OP_ILLEGAL) begin
            slot = 3'd2;
          end else begin
            o = aie_isa_pkg::decode_scl(win_i[32*i +: 32]);
            if (o != aie_isa_pkg::OP_ILLEGAL) begin
              slot = 3'd3;
            end else begin
              o = aie_isa_pkg::decode_vec(win_i[32*i +: 32]);
              if (o != aie_isa_pkg::OP_ILLEGAL) begin
                slot = 3'd4;
              end else begin
                o = aie_isa_pkg::decode_mv(win_i[32*i +: 32]);
                if (o != aie_isa_pkg::OP_ILLEGAL) slot = 3'd5;
                else known = 1'b0;
              end
            end
          end
        end
        if (!known || (!first && slot <= last_slot)) fault_o = 1'b1;
        if (known) begin
          sv_o[slot]          = 1'b1;
          sw_o[32*slot +: 32] = win_i[32*i +: 32];
          unique case (slot)
            3'd0:    lda_op_o = o;
            3'd1:    ldb_op_o = o;
            3'd2:    st_op_o  = o;
            3'd3:    scl_op_o = o;
            3'd4:    vec_op_o = o;
            default: mv_op_o  = o;
          endcase
          if (slot == 3'd0) have_a = 1'b1;
        end
        last_slot = slot;
        first     = 1'b0;
      end
    end
  end

  /////////////////////////////////
  // Resources read and written  //
  /////////////////////////////////

  // How an operation uses a register field: the kind of register it names (the resource
  // numbering above; a vector register x and an accumulator cm are two halves).
  localparam logic [2:0] K_NO = 3'd0, K_R = 3'd1, K_P = 3'd2, K_M = 3'd3, K_W = 3'd4, K_X = 3'd5,
                         K_BM = 3'd6, K_CM = 3'd7;

  // Resource mask of register i of kind k. p, m and bm (cm) take the low 3 (4, 3) bits of the
  // field; a resource number of 88 or more is none (an x pair from x20 up), while w24..w31 and
  // x12..x19 name accumulator-half resources, as the numbering gives. Each kind's mask is a shift
  // within its own range (at most 64 bits wide), placed at the range's first resource: a
  // simulator shifts a machine word, not the 88-bit vector.
  function automatic logic [87:0] mask_of(input logic [2:0] k, input logic [4:0] i);
    mask_of = '0;
    unique case (k)
      K_R:     mask_of[0 +: 32]  = 32'd1 << i;
      K_P:     mask_of[RP +: 8]  = 8'd1 << i[2:0];
      K_M:     mask_of[RM +: 8]  = 8'd1 << i[2:0];
      K_W:     mask_of[RW +: 40] = 40'(64'd1 << i);
      K_X:     mask_of[RW +: 40] = 40'(64'd3 << {i, 1'b0});
      K_BM:    mask_of[RB +: 16] = 16'd1 << i[3:0];
      K_CM:    mask_of[RB +: 16] = 16'd3 << {i[2:0], 1'b0};
      K_NO:    ;
    endcase
  endfunction

  // The operand kinds of an operation in slot s: {a read, b read, c read, d read, d written,
  // d is the accumulator a MAC adds to (the forward rule)}.
  function automatic logic [15:0] kinds_of(input aie_isa_pkg::op_e op, input int s);
    logic [2:0] ka, kb, kc, kdr, kdw;
    logic       acc;
    {ka, kb, kc, kdr, kdw, acc} = 16'd0;
    unique case (op)
      aie_isa_pkg::OP_ADD, aie_isa_pkg::OP_SUB, aie_isa_pkg::OP_AND_, aie_isa_pkg::OP_OR_,
      aie_isa_pkg::OP_XOR_, aie_isa_pkg::OP_SLL, aie_isa_pkg::OP_SRL, aie_isa_pkg::OP_SRA,
      aie_isa_pkg::OP_SLT, aie_isa_pkg::OP_SLTU, aie_isa_pkg::OP_MUL: {ka, kb, kdw} = {K_R, K_R, K_R};
      aie_isa_pkg::OP_ADDI, aie_isa_pkg::OP_ANDI, aie_isa_pkg::OP_ORI, aie_isa_pkg::OP_XORI,
      aie_isa_pkg::OP_SLLI, aie_isa_pkg::OP_SRLI, aie_isa_pkg::OP_SRAI: {ka, kdw} = {K_R, K_R};
      aie_isa_pkg::OP_MOVI:  kdw = K_R;
      aie_isa_pkg::OP_MOVHI: {kdr, kdw} = {K_R, K_R};
      aie_isa_pkg::OP_SETP:  {ka, kdw} = {K_R, K_P};
      aie_isa_pkg::OP_SETM:  {ka, kdw} = {K_R, K_M};
      aie_isa_pkg::OP_GETP:  {ka, kdw} = {K_P, K_R};
      aie_isa_pkg::OP_GETM:  {ka, kdw} = {K_M, K_R};
      aie_isa_pkg::OP_PADDI: {kdr, kdw} = {K_P, K_P};
      aie_isa_pkg::OP_MOVPI: kdw = K_P;
      aie_isa_pkg::OP_MOVMI: kdw = K_M;
      aie_isa_pkg::OP_BEQZ, aie_isa_pkg::OP_BNEZ, aie_isa_pkg::OP_LOOP: kdr = K_R;
      aie_isa_pkg::OP_DMACFG, aie_isa_pkg::OP_DMASTART: {ka, kb} = {K_R, K_R};
      aie_isa_pkg::OP_LD:  kdw = K_R;
      aie_isa_pkg::OP_VLD: kdw = K_W;
      aie_isa_pkg::OP_ST:  kdr = K_R;
      aie_isa_pkg::OP_VST: kdr = K_W;
      // MAC array
      aie_isa_pkg::OP_VMMUL_I8:   {ka, kb, kdw} = {K_W, K_X, K_CM};
      aie_isa_pkg::OP_VMMAC_I8:   {ka, kb, kdw, acc} = {K_W, K_X, K_CM, 1'b1};
      aie_isa_pkg::OP_VMMUL_BF16: {ka, kb, kdw} = {K_X, K_X, K_BM};
      aie_isa_pkg::OP_VMMAC_BF16: {ka, kb, kdw, acc} = {K_X, K_X, K_BM, 1'b1};
      aie_isa_pkg::OP_VMUL_I8:    {ka, kb, kdw} = {K_W, K_W, K_CM};
      aie_isa_pkg::OP_VMAC_I8:    {ka, kb, kdw, acc} = {K_W, K_W, K_CM, 1'b1};
      aie_isa_pkg::OP_VMUL_I16:   {ka, kb, kdw} = {K_X, K_X, K_CM};
      aie_isa_pkg::OP_VMAC_I16:   {ka, kb, kdw, acc} = {K_X, K_X, K_CM, 1'b1};
      aie_isa_pkg::OP_VMUL_BF16:  {ka, kb, kdw} = {K_W, K_W, K_BM};
      aie_isa_pkg::OP_VMAC_BF16:  {ka, kb, kdw, acc} = {K_W, K_W, K_BM, 1'b1};
      aie_isa_pkg::OP_VSEL: {ka, kb, kc, kdw} = {K_X, K_X, K_X, K_X};
      aie_isa_pkg::OP_VEXP2_BF16, aie_isa_pkg::OP_VRCP_BF16, aie_isa_pkg::OP_VRSQRT_BF16,
      aie_isa_pkg::OP_VMOV: {ka, kdw} = {K_X, K_X};
      aie_isa_pkg::OP_VBCST_I8, aie_isa_pkg::OP_VBCST_I16, aie_isa_pkg::OP_VBCST_I32,
      aie_isa_pkg::OP_VBCST_BF16: {ka, kdw} = {K_R, K_X};
      aie_isa_pkg::OP_VEXT_I8, aie_isa_pkg::OP_VEXT_I16, aie_isa_pkg::OP_VEXT_I32,
      aie_isa_pkg::OP_VEXT_BF16: {ka, kdw} = {K_X, K_R};
      aie_isa_pkg::OP_VINS_I8, aie_isa_pkg::OP_VINS_I16, aie_isa_pkg::OP_VINS_I32,
      aie_isa_pkg::OP_VINS_BF16: {ka, kdr, kdw} = {K_R, K_X, K_X};
      aie_isa_pkg::OP_VSRS_I8:    {ka, kdw} = {K_CM, K_W};
      aie_isa_pkg::OP_VSRS_I16:   {ka, kdw} = {K_CM, K_X};
      aie_isa_pkg::OP_VUPS_I8:    {ka, kdw} = {K_W, K_CM};
      aie_isa_pkg::OP_VUPS_I16:   {ka, kdw} = {K_X, K_CM};
      aie_isa_pkg::OP_VCONV_BF16: {ka, kdw} = {K_BM, K_W};
      aie_isa_pkg::OP_VCONV_FP32: {ka, kdw} = {K_W, K_BM};
      aie_isa_pkg::OP_VMOVA:      {ka, kdw} = {K_CM, K_CM};
      default: begin
        // the vector ALU and the pair operations (vadd .. vxor, vshuf, vshift): X a, X b -> X d
        if (s == 4 || op == aie_isa_pkg::OP_VSHUF || op == aie_isa_pkg::OP_VSHIFT)
          {ka, kb, kdw} = {K_X, K_X, K_X};
      end
    endcase
    kinds_of = {ka, kb, kc, kdr, kdw, acc};
  endfunction

  logic [6*88-1:0] srd;   // per slot s at [88s +: 88]: read
  logic [6*88-1:0] swr;   // per slot: written with the operation's class
  logic [6*88-1:0] spw;   // per slot: pointer post-update (scalar class)
  logic [6*88-1:0] sacc;  // per slot: accumulator halves a MAC reads
  logic [6*4-1:0]  scls;  // per slot at [4s +: 4]: latency class

  // Per slot s: the resources it reads (srd), writes (swr), post-updates (spw), the accumulator
  // halves a MAC reads (sacc) and its latency class (scls). Each slot's operation comes from the
  // decoder of its slot class (empty slots: word 0, OP_ILLEGAL).
  for (genvar s = 0; s < 6; s++) begin : g_slot
    logic [31:0] w;
    logic [4:0]  d, a, b, c;
    logic [2:0]  p;
    logic [1:0]  am;
    aie_isa_pkg::op_e op;
    assign w  = sw_o[32*s +: 32];
    assign d  = w[24:20];
    assign a  = w[19:15];
    assign b  = w[14:10];
    assign c  = w[9:5];
    assign p  = w[19:17];
    assign am = w[16:15];
    // the slot's operation, as routed (OP_ILLEGAL for an empty slot)
    if (s == 0) begin : g_lda
      assign op = lda_op_o;
    end else if (s == 1) begin : g_ldb
      assign op = ldb_op_o;
    end else if (s == 2) begin : g_st
      assign op = st_op_o;
    end else if (s == 3) begin : g_scl
      assign op = scl_op_o;
    end else if (s == 4) begin : g_vec
      assign op = vec_op_o;
    end else begin : g_mv
      assign op = mv_op_o;
    end
    assign scls[4*s +: 4] = 4'(aie_isa_pkg::lat_class(op));

    always_comb begin
      logic [2:0] ka, kb, kc, kdr, kdw;
      logic       acc;
      {ka, kb, kc, kdr, kdw, acc} = 16'd0;
      srd[88*s +: 88]  = '0;
      swr[88*s +: 88]  = '0;
      spw[88*s +: 88]  = '0;
      sacc[88*s +: 88] = '0;
      if (sv_o[s]) begin
        {ka, kb, kc, kdr, kdw, acc} = kinds_of(op, s);
        srd[88*s +: 88] = mask_of(ka, a) | mask_of(kb, b) | mask_of(kc, c) | mask_of(kdr, d);
        swr[88*s +: 88] = mask_of(kdw, d);
        if (acc) sacc[88*s +: 88] = swr[88*s +: 88];
        // memory operations: the pointer, the modifier, the post-update
        if (s <= 2) begin
          srd[88*s +: 88] = srd[88*s +: 88] | mask_of(K_P, {2'b00, p});
          if (am[1]) srd[88*s +: 88] = srd[88*s +: 88] | mask_of(K_M, w[9:5]);
          if (am != 2'd0) begin
            spw[88*s +: 88] = mask_of(K_P, {2'b00, p});
          end
        end
      end
    end
  end

  // Only a vec-slot MAC reads an accumulator.
  always_comb begin
    acc_o = '0;
    for (int s = 0; s < 6; s++) acc_o = acc_o | sacc[88*s +: 88];
    acc_cls_o = sv_o[4] ? scls[4*4 +: 4] : 4'(aie_isa_pkg::LC_SCALAR);
  end

  // The written resources go to the scoreboard slot by slot, with the slot's class (it resolves
  // two slots writing one resource: the later one's write counts).
  always_comb begin
    rd_o  = '0;
    wr_o  = '0;
    cls_o = '0;
    for (int s = 0; s < 6; s++) begin
      rd_o = rd_o | srd[88*s +: 88];
      wr_o = wr_o | swr[88*s +: 88] | spw[88*s +: 88];
      if (sv_o[s]) cls_o = cls_o | (15'd1 << scls[4*s +: 4]);
    end
  end
  assign swr_o  = swr;
  assign spw_o  = spw;
  assign scls_o = scls;

endmodule
