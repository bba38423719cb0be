// coral_vec_vrf: the vector register file — 32 registers of VLEN bits, one write port with a bit
// mask (a beat of bytes, one element, or mask bits), five read ports and v0.
//
// Reads are combinational (the whole register); the write takes effect at the edge. The backend
// is the only writer; the ID-side controller and the test port only read.
module coral_vec_vrf #(
  parameter int unsigned VLEN = 128                // bits of a register
) (
  input  logic            clk_i,                   // clock
  input  logic            we_i,                    // write
  input  logic [4:0]      wa_i,                    //   register
  input  logic [VLEN-1:0] wd_i,                    //   data
  input  logic [VLEN-1:0] wm_i,                    //   bits written (1) / kept (0)
  input  logic [4:0]      ra_i,                    // read port a: register
  output logic [VLEN-1:0] a_o,                     //   contents
  input  logic [4:0]      rb_i,                    // read port b
  output logic [VLEN-1:0] b_o,                     //   contents
  input  logic [4:0]      rc_i,                    // read port c
  output logic [VLEN-1:0] c_o,                     //   contents
  input  logic [4:0]      rd_i,                    // read port d
  output logic [VLEN-1:0] d_o,                     //   contents
  input  logic [4:0]      re_i,                    // read port e
  output logic [VLEN-1:0] e_o,                     //   contents
  output logic [VLEN-1:0] v0_o                     // v0 (the mask)
);

  logic [VLEN-1:0] mem_q [32];

  // Architectural registers: no reset (the core's reset does not clear them; the ISS's reset
  // state is zero and the tests start from a fresh model, whose registers are zero).
  always_ff @(posedge clk_i) begin
    if (we_i) mem_q[wa_i] <= (mem_q[wa_i] & ~wm_i) | (wd_i & wm_i);
  end

  assign a_o  = mem_q[ra_i];
  assign b_o  = mem_q[rb_i];
  assign c_o  = mem_q[rc_i];
  assign d_o  = mem_q[rd_i];
  assign e_o  = mem_q[re_i];
  assign v0_o = mem_q[0];

endmodule
