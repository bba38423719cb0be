// aie_isa_decode_check: test wrapper around aie_isa_pkg (decode, the five slot decoders, the
// attribute functions and the non-linear tables), so the generated package can be linted, parsed
// by Yosys and verilated on its own, and compared with the C++ decode() of the generated tables.
module aie_isa_decode_check (
  input  logic [31:0] word_i,     // operation word (driven by the C++ test)
  output logic [6:0]  op_o,       // decode(word_i)
  output logic [2:0]  slot_o,     // aie_isa_pkg::slot_class(aie_isa_pkg::decode(word_i))
  output logic [3:0]  lat_o,      // aie_isa_pkg::lat_class(aie_isa_pkg::decode(word_i))
  output logic [9:0]  macs_o,     // aie_isa_pkg::macs_of(aie_isa_pkg::decode(word_i))
  output logic        last_o,     // aie_isa_pkg::is_last(word_i)
  output logic [6:0]  ld_o,       // aie_isa_pkg::decode_ld(word_i)
  output logic [6:0]  st_o,       // aie_isa_pkg::decode_st(word_i)
  output logic [6:0]  scl_o,      // aie_isa_pkg::decode_scl(word_i)
  output logic [6:0]  vec_o,      // aie_isa_pkg::decode_vec(word_i)
  output logic [6:0]  mv_o,       // aie_isa_pkg::decode_mv(word_i)
  output logic [31:0] exp2_o,     // aie_isa_pkg::exp2_table(word_i[4:0])
  output logic [31:0] rcp_o       // aie_isa_pkg::rcp_table(word_i[9:5])
);
  always_comb begin
    op_o   = aie_isa_pkg::decode(word_i);
    slot_o = aie_isa_pkg::slot_class(aie_isa_pkg::decode(word_i));
    lat_o  = aie_isa_pkg::lat_class(aie_isa_pkg::decode(word_i));
    macs_o = aie_isa_pkg::macs_of(aie_isa_pkg::decode(word_i));
    last_o = aie_isa_pkg::is_last(word_i);
    ld_o   = aie_isa_pkg::decode_ld(word_i);
    st_o   = aie_isa_pkg::decode_st(word_i);
    scl_o  = aie_isa_pkg::decode_scl(word_i);
    vec_o  = aie_isa_pkg::decode_vec(word_i);
    mv_o   = aie_isa_pkg::decode_mv(word_i);
    exp2_o = aie_isa_pkg::exp2_table(word_i[4:0]);
    rcp_o  = aie_isa_pkg::rcp_table(word_i[9:5]);
  end
endmodule
