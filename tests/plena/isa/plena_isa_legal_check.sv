// plena_isa_legal_check: test wrapper around plena_isa_pkg::is_legal, so the decode function can
// be linted and verilated on its own and compared with the C++ decode() on many words.
module plena_isa_legal_check (
  input  logic [31:0] word_i,   // instruction word (driven by the C++ test)
  output logic        legal_o,  // plena_isa_pkg::is_legal(word_i)
  output logic [5:0]  opcode_o  // word_i[OPCODE_MSB:OPCODE_LSB], as the decoder extracts it
);
  assign legal_o  = plena_isa_pkg::is_legal(word_i);
  assign opcode_o = word_i[plena_isa_pkg::OPCODE_MSB:plena_isa_pkg::OPCODE_LSB];
endmodule
