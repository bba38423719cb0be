// rv32_regfile: the integer and FP register files as one 64 x 32 array, three read ports, one
// write port.
//
// Register identifiers are rv32_pkg's {is_f, index}: x0..x31 are 0..31, f0..f31 are 32..63.
// Entry 0 (x0) always reads zero and ignores writes. Reads are combinational (ID reads the
// sources of the instruction it issues); the single write port is WB's, and a read of the
// register WB writes in the same cycle returns the new value (write-through), so an instruction
// issuing while its producer is in WB needs no other forwarding. No reset: software initialises
// the registers it uses (the ABI startup), as with SRAM-based register files.
module rv32_regfile (
  input  logic        clk_i,      // clock
  // Read ports (ID)
  input  logic [5:0]  ra_i,       // read address A (rs1)
  input  logic [5:0]  rb_i,       // read address B (rs2)
  input  logic [5:0]  rc_i,       // read address C (rs3, FMA instructions)
  output logic [31:0] a_o,        // data A
  output logic [31:0] b_o,        // data B
  output logic [31:0] c_o,        // data C
  // Write port (WB)
  input  logic        we_i,       // write enable (ignored for entry 0)
  input  logic [5:0]  wa_i,       // write address
  input  logic [31:0] wd_i        // write data
);

  logic [31:0] regs_q [64];

  always_ff @(posedge clk_i) begin
    if (we_i && (wa_i != 6'd0)) regs_q[wa_i] <= wd_i;
  end

  // Read with write-through; entry 0 is zero.
  function automatic logic [31:0] rd(input logic [5:0] a, input logic [31:0] stored,
                                     input logic we, input logic [5:0] wa, input logic [31:0] wd);
    if (a == 6'd0)            rd = 32'd0;
    else if (we && (wa == a)) rd = wd;
    else                      rd = stored;
  endfunction

  assign a_o = rd(ra_i, regs_q[ra_i], we_i, wa_i, wd_i);
  assign b_o = rd(rb_i, regs_q[rb_i], we_i, wa_i, wd_i);
  assign c_o = rd(rc_i, regs_q[rc_i], we_i, wa_i, wd_i);

endmodule
