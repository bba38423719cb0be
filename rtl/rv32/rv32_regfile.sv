// rv32_regfile: the integer and FP register files as one 64 x 32 array, three read ports, one
// write port. Without the F extension (FP = 0) only the 32 x registers exist: the f half and
// port C are left out (F instructions trap as illegal, so what they read is never used).
//
// RAM = 1 builds the array as block RAM with synchronous reads (an iCE40 EBR, SB_RAM40_4KNR):
// each read port registers its address and data on the falling clock edge, in the middle of the
// cycle whose rising edge launched the address (ID's instruction word, from the ITCM's register).
// What it returns is the same as the combinational read's (the array as written by the rising
// edges so far; WB's write of this cycle goes through the write-through path below), so the
// pipeline's timing does not change; ID has half a cycle for the rest of its work.
//
// Register identifiers are rv32_pkg's {is_f, index}: x0..x31 are 0..31, f0..f31 are 32..63.
// Entry 0 (x0) always reads zero and ignores writes. Reads are combinational (ID reads the
// sources of the instruction it issues); the single write port is WB's, and a read of the
// register WB writes in the same cycle returns the new value (write-through), so an instruction
// issuing while its producer is in WB needs no other forwarding. No reset: software initialises
// the registers it uses (the ABI startup), as with SRAM-based register files.
module rv32_regfile #(
  parameter bit FP  = 1'b1,       // 1: x and f registers (64 entries), 0: x only (32)
  parameter bit RAM = 1'b0        // 1: block RAM, read on the falling edge; 0: combinational read
) (
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

  localparam int unsigned N  = FP ? 64 : 32;
  localparam int unsigned AW = FP ? 6 : 5;

  logic [31:0] regs_q [N];

  always_ff @(posedge clk_i) begin
    if (we_i && (wa_i[AW-1:0] != '0) && (FP || !wa_i[5])) regs_q[wa_i[AW-1:0]] <= wd_i;
  end

  // Read with write-through; entry 0 is zero.
  function automatic logic [31:0] rd(input logic [5:0] a, input logic [31:0] stored,
                                     input logic we, input logic [5:0] wa, input logic [31:0] wd);
    if (a == 6'd0)            rd = 32'd0;
    else if (we && (wa == a)) rd = wd;
    else                      rd = stored;
  endfunction

  // The stored words of the read addresses (port C only with F).
  logic [31:0] sa, sb, sc;
  if (RAM) begin : g_ram_read
    always_ff @(negedge clk_i) begin
      sa <= regs_q[ra_i[AW-1:0]];
      sb <= regs_q[rb_i[AW-1:0]];
    end
  end else begin : g_comb_read
    assign sa = regs_q[ra_i[AW-1:0]];
    assign sb = regs_q[rb_i[AW-1:0]];
  end

  assign a_o = rd(ra_i, sa, we_i, wa_i, wd_i);
  assign b_o = rd(rb_i, sb, we_i, wa_i, wd_i);
  if (FP) begin : g_port_c
    if (RAM) begin : g_ram_read_c
      always_ff @(negedge clk_i) sc <= regs_q[rc_i[AW-1:0]];
    end else begin : g_comb_read_c
      assign sc = regs_q[rc_i[AW-1:0]];
    end
    assign c_o = rd(rc_i, sc, we_i, wa_i, wd_i);
  end else begin : g_no_port_c
    assign sc  = 32'd0;
    assign c_o = 32'd0;
    /* verilator lint_off UNUSEDSIGNAL */
    logic unused_rc;   // no rs3 without FMA instructions
    assign unused_rc = ^{rc_i, sc};
    /* verilator lint_on UNUSEDSIGNAL */
  end

endmodule
