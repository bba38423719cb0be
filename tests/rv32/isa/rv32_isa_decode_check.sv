// rv32_isa_decode_check: test wrapper around rv32_isa_pkg::decode and its attribute functions, so
// the generated decode package can be linted, parsed by Yosys and verilated on its own, and its
// results compared with the C++ decode() of the generated tables on many words.
module rv32_isa_decode_check (
  input  logic [31:0] word_i,      // instruction word (driven by the C++ test)
  output logic [7:0]  insn_o,      // rv32_isa_pkg::decode(word_i)
  output logic [3:0]  unit_o,      // unit_of(decode(word_i))
  output logic [1:0]  rd_kind_o,   // rd_kind(...)
  output logic [1:0]  rs1_kind_o,  // rs1_kind(...)
  output logic [1:0]  rs2_kind_o,  // rs2_kind(...)
  output logic [1:0]  rs3_kind_o,  // rs3_kind(...)
  output logic [2:0]  imm_kind_o,  // imm_kind(...)
  output logic        has_rm_o,    // has_rm(...)
  output logic [2:0]  ext_o,       // ext_of(...)
  output logic [3:0]  lat_o,       // lat_of(...)
  output logic [31:0] imm_o,       // imm_value(imm_kind(...), word_i)
  output logic        csr_exists_o,  // csr_exists(word_i[31:20])
  output logic        csr_ro_o,      // csr_read_only(word_i[31:20])
  output logic        csr_fs_o       // csr_needs_fs(word_i[31:20])
);
  rv32_isa_pkg::insn_e     id;
  rv32_isa_pkg::imm_kind_e ik;

  always_comb begin
    id           = rv32_isa_pkg::decode(word_i);
    ik           = rv32_isa_pkg::imm_kind(id);
    insn_o       = id;
    unit_o       = rv32_isa_pkg::unit_of(id);
    rd_kind_o    = rv32_isa_pkg::rd_kind(id);
    rs1_kind_o   = rv32_isa_pkg::rs1_kind(id);
    rs2_kind_o   = rv32_isa_pkg::rs2_kind(id);
    rs3_kind_o   = rv32_isa_pkg::rs3_kind(id);
    imm_kind_o   = ik;
    has_rm_o     = rv32_isa_pkg::has_rm(id);
    ext_o        = rv32_isa_pkg::ext_of(id);
    lat_o        = rv32_isa_pkg::lat_of(id);
    imm_o        = rv32_isa_pkg::imm_value(ik, word_i);
    csr_exists_o = rv32_isa_pkg::csr_exists(word_i[31:20]);
    csr_ro_o     = rv32_isa_pkg::csr_read_only(word_i[31:20]);
    csr_fs_o     = rv32_isa_pkg::csr_needs_fs(word_i[31:20]);
  end
endmodule
