// plena_red_tree: pipelined reduction of one beat (LANES bf16 values) to one fp32 value.
//
// A pairwise tree over adjacent lanes, ((x0 + x1) + (x2 + x3)) + ..., one register stage per level
// (RED_LEVELS = log2(LANES) stages). Sums are fp32 additions with one rounding each; maxima are
// exact (values stay bf16, carried in the upper half of the fp32 word). The order is part of the
// ISA (V_RED_SUM in docs/isa/plena.md) and the C++ model follows it.
//
// Storage: the registered levels 1..LEVELS live in one flat vector q_q; level l (l >= 1) holds
// LANES >> l values starting at value index LANES - 2·(LANES >> l).
module plena_red_tree #(
  parameter int unsigned LANES = 16   // power of two, >= 2
) (
  input  logic                clk_i,    // clock
  input  logic                max_i,    // 1: maximum, 0: sum (of the beat entering this cycle)
  input  logic [16*LANES-1:0] x_i,      // the beat: lane l in bits [16l +: 16]
  output logic [31:0]         y_o,      // its reduction, LEVELS cycles later
  output logic                max_o     // max_i of that beat
);

  localparam int unsigned LEVELS = $clog2(LANES);

  logic [32*LANES-1:0] in0;          // level 0: the input widened to fp32
  logic [32*LANES-1:0] nxt, q_q;     // levels 1..LEVELS: next and registered values
  logic [LEVELS-1:0]   max_q;         // max flag of the values held at level l+1

  for (genvar i = 0; i < LANES; i++) begin : g_in
    assign in0[32*i +: 32] = {x_i[16*i +: 16], 16'h0000};
  end

  for (genvar l = 0; l < LEVELS; l++) begin : g_level
    localparam int unsigned N   = LANES >> (l + 1);                      // nodes of this level
    localparam int unsigned SRC = (l == 0) ? 0 : LANES - 2 * (LANES >> l);
    localparam int unsigned DST = LANES - 2 * N;
    for (genvar i = 0; i < N; i++) begin : g_node
      logic [31:0] a, b, s;
      logic [15:0] m;
      logic        is_max;
      if (l == 0) begin : g_first
        assign a      = in0[32*(2*i) +: 32];
        assign b      = in0[32*(2*i+1) +: 32];
        assign is_max = max_i;
      end else begin : g_inner
        assign a      = q_q[32*(SRC+2*i) +: 32];
        assign b      = q_q[32*(SRC+2*i+1) +: 32];
        assign is_max = max_q[l-1];
      end
      kc_fp32_add    u_add (.a_i(a), .b_i(b), .y_o(s));
      kc_bf16_maxmin u_max (.a_i(a[31:16]), .b_i(b[31:16]), .max_i(1'b1), .y_o(m));
      assign nxt[32*(DST+i) +: 32] = is_max ? {m, 16'h0000} : s;
    end
  end
  assign nxt[32*LANES-1 -: 32] = '0;   // value index LANES-1 is unused

  always_ff @(posedge clk_i) begin
    q_q      <= nxt;
    max_q[0] <= max_i;
    for (int k = 1; k < LEVELS; k++) max_q[k] <= max_q[k-1];
  end

  assign y_o   = q_q[32*(LANES-2) +: 32];
  assign max_o = max_q[LEVELS-1];

endmodule
