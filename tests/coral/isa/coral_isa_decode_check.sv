// coral_isa_decode_check: test wrapper around coral_isa_pkg::decode and its attribute functions
// (the rv32 ones and the vector ones), so the generated decode package of the whole coral ISA can be
// linted, parsed by Yosys and verilated on its own, and compared with the C++ decode() of the
// generated tables on many words.
module coral_isa_decode_check (
  input  logic [31:0] word_i,          // instruction word (driven by the C++ test)
  output logic [9:0]  insn_o,          // coral_isa_pkg::decode(word_i)
  output logic [4:0]  unit_o,          // unit_of(decode(word_i))
  output logic [1:0]  rd_kind_o,       // rd_kind(...)
  output logic [1:0]  rs1_kind_o,      // rs1_kind(...)
  output logic [1:0]  rs2_kind_o,      // rs2_kind(...)
  output logic [1:0]  rs3_kind_o,      // rs3_kind(...)
  output logic [3:0]  imm_kind_o,      // imm_kind(...)
  output logic        has_rm_o,        // has_rm(...)
  output logic [2:0]  ext_o,           // ext_of(...)
  output logic [4:0]  lat_o,           // lat_of(...)
  output logic [31:0] imm_o,           // imm_value(imm_kind(...), word_i)
  output logic        csr_exists_o,    // csr_exists(word_i[31:20])
  output logic        csr_ro_o,        // csr_read_only(word_i[31:20])
  output logic        csr_fs_o,        // csr_needs_fs(word_i[31:20])
  output logic        csr_vs_o,        // csr_needs_vs(word_i[31:20])
  output logic        is_vector_o,     // is_vector(...)
  output logic [3:0]  vd_eew_o,        // v_vd_eew(...)
  output logic [3:0]  vs1_eew_o,       // v_vs1_eew(...)
  output logic [3:0]  vs2_eew_o,       // v_vs2_eew(...)
  output logic [3:0]  vs3_eew_o,       // v_vs3_eew(...)
  output logic        vd_read_o,       // v_vd_read(...)
  output logic        maskable_o,      // v_maskable(...)
  output logic        v0_read_o,       // v_v0_read(...)
  output logic        vstart_zero_o,   // v_vstart_zero(...)
  output logic [2:0]  sew_ok_o,        // v_sew_ok(...)
  output logic [1:0]  no_overlap_o,    // v_no_overlap(...)
  output logic [2:0]  mem_o,           // v_mem(...)
  output logic        store_o,         // v_store(...)
  output logic [5:0]  mem_eew_o,       // v_mem_eew(...)
  output logic [3:0]  nf_o             // v_nf(...)
);
  coral_isa_pkg::insn_e     id;
  coral_isa_pkg::imm_kind_e ik;

  always_comb begin
    id            = coral_isa_pkg::decode(word_i);
    ik            = coral_isa_pkg::imm_kind(id);
    insn_o        = id;
    unit_o        = coral_isa_pkg::unit_of(id);
    rd_kind_o     = coral_isa_pkg::rd_kind(id);
    rs1_kind_o    = coral_isa_pkg::rs1_kind(id);
    rs2_kind_o    = coral_isa_pkg::rs2_kind(id);
    rs3_kind_o    = coral_isa_pkg::rs3_kind(id);
    imm_kind_o    = ik;
    has_rm_o      = coral_isa_pkg::has_rm(id);
    ext_o         = coral_isa_pkg::ext_of(id);
    lat_o         = coral_isa_pkg::lat_of(id);
    imm_o         = coral_isa_pkg::imm_value(ik, word_i);
    csr_exists_o  = coral_isa_pkg::csr_exists(word_i[31:20]);
    csr_ro_o      = coral_isa_pkg::csr_read_only(word_i[31:20]);
    csr_fs_o      = coral_isa_pkg::csr_needs_fs(word_i[31:20]);
    csr_vs_o      = coral_isa_pkg::csr_needs_vs(word_i[31:20]);
    is_vector_o   = coral_isa_pkg::is_vector(id);
    vd_eew_o      = coral_isa_pkg::v_vd_eew(id);
    vs1_eew_o     = coral_isa_pkg::v_vs1_eew(id);
    vs2_eew_o     = coral_isa_pkg::v_vs2_eew(id);
    vs3_eew_o     = coral_isa_pkg::v_vs3_eew(id);
    vd_read_o     = coral_isa_pkg::v_vd_read(id);
    maskable_o    = coral_isa_pkg::v_maskable(id);
    v0_read_o     = coral_isa_pkg::v_v0_read(id);
    vstart_zero_o = coral_isa_pkg::v_vstart_zero(id);
    sew_ok_o      = coral_isa_pkg::v_sew_ok(id);
    no_overlap_o  = coral_isa_pkg::v_no_overlap(id);
    mem_o         = coral_isa_pkg::v_mem(id);
    store_o       = coral_isa_pkg::v_store(id);
    mem_eew_o     = coral_isa_pkg::v_mem_eew(id);
    nf_o          = coral_isa_pkg::v_nf(id);
  end
endmodule
