// aie_cfg_pkg_check: uses parameters of one configuration's aie_cfg_pkg so the package can be
// linted and parsed by Yosys on its own.
module aie_cfg_pkg_check (
  output logic [31:0] dm_bytes_o,
  output logic [31:0] lat_mmul_i8_o,
  output logic [31:0] ivl_mmul_bf16_o
);
  assign dm_bytes_o      = aie_cfg_pkg::DM_BYTES;
  assign lat_mmul_i8_o   = aie_cfg_pkg::LAT_MMUL_I8;
  assign ivl_mmul_bf16_o = aie_cfg_pkg::IVL_MMUL_BF16;
endmodule
