// plena_cfg_pkg_check: test wrapper that reads a few values of plena_cfg_pkg, so every generated
// configuration package can be linted (and parsed by Yosys) on its own.
module plena_cfg_pkg_check (
  output logic [31:0] mlen_o,         // plena_cfg_pkg::MLEN
  output logic [31:0] vram_aw_o,      // plena_cfg_pkg::VRAM_AW
  output logic [31:0] lat_vec_vv_o,   // plena_cfg_pkg::LAT_VEC_VV
  output logic [63:0] hbm_bytes_o,    // plena_cfg_pkg::HBM_BYTES
  output logic [63:0] config_name_o   // plena_cfg_pkg::CONFIG_NAME
);
  assign mlen_o        = plena_cfg_pkg::MLEN;
  assign vram_aw_o     = plena_cfg_pkg::VRAM_AW;
  assign lat_vec_vv_o  = plena_cfg_pkg::LAT_VEC_VV;
  assign hbm_bytes_o   = plena_cfg_pkg::HBM_BYTES;
  assign config_name_o = plena_cfg_pkg::CONFIG_NAME;
endmodule
