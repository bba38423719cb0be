// rv32_cfg_pkg_check: test wrapper that reads values of rv32_cfg_pkg, so every generated
// configuration package can be linted (and parsed by Yosys) on its own.
module rv32_cfg_pkg_check (
  output logic [31:0] itcm_base_o,     // rv32_cfg_pkg::ITCM_BASE
  output logic [31:0] dtcm_aw_o,       // rv32_cfg_pkg::DTCM_AW
  output logic [31:0] lat_load_o,      // rv32_cfg_pkg::LAT_LOAD
  output logic [31:0] div_cycles_o,    // rv32_cfg_pkg::DIV_CYCLES
  output logic [31:0] fdivsqrt_o       // rv32_cfg_pkg::FDIVSQRT_CYCLES
);
  assign itcm_base_o  = rv32_cfg_pkg::ITCM_BASE;
  assign dtcm_aw_o    = rv32_cfg_pkg::DTCM_AW;
  assign lat_load_o   = rv32_cfg_pkg::LAT_LOAD;
  assign div_cycles_o = rv32_cfg_pkg::DIV_CYCLES;
  assign fdivsqrt_o   = rv32_cfg_pkg::FDIVSQRT_CYCLES;
endmodule
