// aie_scalar: the scalar slot — 32-bit ALU, multiplier, pointer/modifier moves and control.
//
// Combinational: from the scalar-slot operation and its register operands (read by aie_tile in
// the issue cycle) it forms the result of each kind of operation. aie_tile sends ALU results
// through the LAT_SCALAR channel and products through the LAT_MUL channel (the multiply is
// computed here and delayed; MUL_LATENCY is the configured issue-to-use distance), and applies
// the control outputs in the issue cycle.
module aie_scalar (
  input  logic [31:0] w_i,        // operation word (scl slot)
  input  logic        v_i,        // the slot holds an operation
  input  aie_isa_pkg::op_e op_i,  // that operation (aie_bundle_dec)
  input  logic [31:0] ra_i,       // r[a]
  input  logic [31:0] rb_i,       // r[b]
  input  logic [31:0] rd_i,       // r[d] (movhi, branches, loop)
  input  logic [15:0] pa_i,       // p[a] (getp)
  input  logic [15:0] ma_i,       // m[a] (getm)
  input  logic [15:0] pd_i,       // p[d] (paddi)
  // r result
  output logic        rwe_o,      // writes r[d] through the scalar channel
  output logic        mwe_o,      // writes r[d] through the multiply channel
  output logic [4:0]  ridx_o,     // d
  output logic [31:0] rdat_o,     // result
  // p / m result
  output logic        pwe_o,      // writes p[d]
  output logic        mmwe_o,     // writes m[d]
  output logic [2:0]  pmidx_o,    // d
  output logic [15:0] pmdat_o,    // value
  // control
  output logic        br_o,       // taken jump or branch
  output logic [11:0] tgt_o,      // its target, or the loop's last bundle
  output logic        loop_o,     // sets up a zero-overhead loop
  output logic [31:0] lcnt_o,     // its iteration count
  output logic        ev_o,       // event marker
  output logic        ev_n_o,     // its number
  output logic        done_o      // halt
);

  logic [4:0]  d, a;
  logic [31:0] imm;   // sign-extended 12-bit immediate
  logic [4:0]  sh;    // shift amount of the register forms
  assign d   = w_i[24:20];
  assign a   = w_i[19:15];
  assign imm = {{20{w_i[11]}}, w_i[11:0]};
  assign sh  = rb_i[4:0];

  // The slot's operation (aie_bundle_dec), for an operation only.
  aie_isa_pkg::op_e op;
  always_comb begin
    op = aie_isa_pkg::OP_ILLEGAL;
    if (v_i) op = op_i;
  end

  logic unused;
  assign unused = ^{a, w_i[31:25]};

  always_comb begin
    rwe_o   = 1'b0;
    mwe_o   = 1'b0;
    ridx_o  = d;
    rdat_o  = '0;
    pwe_o   = 1'b0;
    mmwe_o  = 1'b0;
    pmidx_o = d[2:0];
    pmdat_o = '0;
    br_o    = 1'b0;
    tgt_o   = w_i[11:0];
    loop_o  = 1'b0;
    lcnt_o  = '0;
    ev_o    = 1'b0;
    ev_n_o  = w_i[0];
    done_o  = 1'b0;
    if (v_i) begin
      rwe_o = 1'b1;
      unique case (op)
        aie_isa_pkg::OP_ADD:  rdat_o = ra_i + rb_i;
        aie_isa_pkg::OP_SUB:  rdat_o = ra_i - rb_i;
        aie_isa_pkg::OP_AND_: rdat_o = ra_i & rb_i;
        aie_isa_pkg::OP_OR_:  rdat_o = ra_i | rb_i;
        aie_isa_pkg::OP_XOR_: rdat_o = ra_i ^ rb_i;
        aie_isa_pkg::OP_SLL:  rdat_o = ra_i << sh;
        aie_isa_pkg::OP_SRL:  rdat_o = ra_i >> sh;
        aie_isa_pkg::OP_SRA:  rdat_o = $unsigned($signed(ra_i) >>> sh);
        aie_isa_pkg::OP_SLT:  rdat_o = {31'd0, $signed(ra_i) < $signed(rb_i)};
        aie_isa_pkg::OP_SLTU: rdat_o = {31'd0, ra_i < rb_i};
        aie_isa_pkg::OP_MUL: begin
          rwe_o  = 1'b0;
          mwe_o  = 1'b1;
          rdat_o = ra_i * rb_i;
        end
        aie_isa_pkg::OP_ADDI: rdat_o = ra_i + imm;
        aie_isa_pkg::OP_ANDI: rdat_o = ra_i & imm;
        aie_isa_pkg::OP_ORI:  rdat_o = ra_i | imm;
        aie_isa_pkg::OP_XORI: rdat_o = ra_i ^ imm;
        aie_isa_pkg::OP_SLLI: rdat_o = ra_i << w_i[4:0];
        aie_isa_pkg::OP_SRLI: rdat_o = ra_i >> w_i[4:0];
        aie_isa_pkg::OP_SRAI: rdat_o = $unsigned($signed(ra_i) >>> w_i[4:0]);
        aie_isa_pkg::OP_MOVI: rdat_o = {{12{w_i[19]}}, w_i[19:0]};
        aie_isa_pkg::OP_MOVHI: rdat_o = {w_i[15:0], rd_i[15:0]};
        aie_isa_pkg::OP_GETP: rdat_o = {16'd0, pa_i};
        aie_isa_pkg::OP_GETM: rdat_o = {{16{ma_i[15]}}, ma_i};
        aie_isa_pkg::OP_SETP: begin
          rwe_o   = 1'b0;
          pwe_o   = 1'b1;
          pmdat_o = ra_i[15:0];
        end
        aie_isa_pkg::OP_SETM: begin
          rwe_o   = 1'b0;
          mmwe_o  = 1'b1;
          pmdat_o = ra_i[15:0];
        end
        aie_isa_pkg::OP_PADDI: begin
          rwe_o   = 1'b0;
          pwe_o   = 1'b1;
          pmdat_o = pd_i + w_i[15:0];
        end
        aie_isa_pkg::OP_MOVPI: begin
          rwe_o   = 1'b0;
          pwe_o   = 1'b1;
          pmdat_o = w_i[15:0];
        end
        aie_isa_pkg::OP_MOVMI: begin
          rwe_o   = 1'b0;
          mmwe_o  = 1'b1;
          pmdat_o = w_i[15:0];
        end
        aie_isa_pkg::OP_J: begin
          rwe_o = 1'b0;
          br_o  = 1'b1;
        end
        aie_isa_pkg::OP_BEQZ: begin
          rwe_o = 1'b0;
          br_o  = (rd_i == 32'd0);
        end
        aie_isa_pkg::OP_BNEZ: begin
          rwe_o = 1'b0;
          br_o  = (rd_i != 32'd0);
        end
        aie_isa_pkg::OP_LOOP: begin
          rwe_o  = 1'b0;
          loop_o = 1'b1;
          lcnt_o = rd_i;
        end
        aie_isa_pkg::OP_LOOPI: begin
          rwe_o  = 1'b0;
          loop_o = 1'b1;
          lcnt_o = {19'd0, w_i[24:12]};
        end
        aie_isa_pkg::OP_EVENT: begin
          rwe_o = 1'b0;
          ev_o  = 1'b1;
        end
        aie_isa_pkg::OP_DONE: begin
          rwe_o  = 1'b0;
          done_o = 1'b1;
        end
        default: rwe_o = 1'b0;  // nop
      endcase
    end
  end

endmodule
