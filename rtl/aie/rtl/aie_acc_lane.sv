// aie_acc_lane: one fp32 lane of the bf16 accumulation (vmac.bf16 / vmmac.bf16 as their results
// leave their channel): accumulator + lane, aie_fp_pkg::fp32_add. aie_tile instantiates it 32
// times (16 lanes of two channels); as a module of its own, synthesis maps it once
// (fpga/aie/synth.sh keeps the hierarchy).
//
// Combinational. Operand isolation: evaluated only with en_i (an accumulating result leaves);
// otherwise the lane is 0.
module aie_acc_lane (
  input  logic        en_i,   // an accumulating result leaves the channel
  input  logic [31:0] acc_i,  // the accumulator lane (fp32)
  input  logic [31:0] x_i,    // the result lane (fp32)
  output logic [31:0] s_o     // acc_i + x_i, rounded
);

  always_comb begin
    s_o = 32'd0;
    if (en_i) s_o = aie_fp_pkg::fp32_add(acc_i, x_i);
  end

endmodule
