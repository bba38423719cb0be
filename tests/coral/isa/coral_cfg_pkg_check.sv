// coral_cfg_pkg_check: test wrapper that reads values of coral_cfg_pkg, so every generated
// configuration package can be linted (and parsed by Yosys) on its own.
module coral_cfg_pkg_check (
  output logic [31:0] dtcm_aw_o,       // coral_cfg_pkg::DTCM_AW (an rv32 value)
  output logic [31:0] vlen_o,          // coral_cfg_pkg::VLEN
  output logic [31:0] lanes_o,         // coral_cfg_pkg::VLANES
  output logic [31:0] vlenb_o,         // coral_cfg_pkg::VLENB (derived)
  output logic [31:0] lat_valu_o,      // coral_cfg_pkg::LAT_VALU (a vector latency class)
  output logic [31:0] lat_load_o       // coral_cfg_pkg::LAT_LOAD (an rv32 latency class)
);
  assign dtcm_aw_o  = coral_cfg_pkg::DTCM_AW;
  assign vlen_o     = coral_cfg_pkg::VLEN;
  assign lanes_o    = coral_cfg_pkg::VLANES;
  assign vlenb_o    = coral_cfg_pkg::VLENB;
  assign lat_valu_o = coral_cfg_pkg::LAT_VALU;
  assign lat_load_o = coral_cfg_pkg::LAT_LOAD;
endmodule
