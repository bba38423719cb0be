// aie_loop: the zero-overhead loop stack (LOOP_DEPTH frames of first bundle, last bundle and
// iterations left).
//
// `loop`/`loopi` push a frame {next bundle, target, count}. When a bundle that is the last of the
// innermost loop issues without a taken branch and without setting up a loop itself, the loop
// repeats (count - 1 > 0: the next bundle is the loop's first; no penalty) or ends (the frame is
// popped and the next enclosing loop with the same last bundle is checked the same way).
// Faults: count 0, nesting deeper than LOOP_DEPTH, a last bundle before the first.
module aie_loop #(
  parameter int unsigned DEPTH = 2,   // LOOP_DEPTH
  parameter int unsigned AW    = 12   // bundle-address bits
) (
  input  logic          clk_i,      // clock
  input  logic          rst_ni,     // active-low synchronous reset
  input  logic          clear_i,    // empty the stack (start of a run)
  input  logic          issue_i,    // the bundle issues (aie_tile)
  input  logic [AW-1:0] pc_i,       // its address
  input  logic [AW-1:0] seq_i,      // the address of the bundle after it
  input  logic          br_i,       // it takes a branch
  input  logic          setup_i,    // it sets up a loop
  input  logic [31:0]   cnt_i,      // the loop's count
  input  logic [11:0]   end_i,      // the loop's last bundle
  output logic          back_o,     // the bundle is a loop's last and the loop repeats
  output logic [AW-1:0] start_o,    // then the next bundle
  output logic          fault_o     // the set-up is illegal
);

  localparam int unsigned SW = $clog2(DEPTH + 1);  // stack-pointer bits
  localparam int unsigned KW = (DEPTH > 1) ? $clog2(DEPTH) : 1;  // frame-index bits

  logic [AW-1:0] start_q [DEPTH];
  logic [AW-1:0] end_q   [DEPTH];
  logic [31:0]   cnt_q   [DEPTH];
  logic [SW-1:0] sp_q;            // frames in use

  logic [SW-1:0] sp_pop;          // frames left after popping finished loops
  logic          dec;             // decrement the count of frame dec_k
  logic [KW-1:0] dec_k;

  always_comb begin
    logic walk;
    back_o  = 1'b0;
    start_o = '0;
    sp_pop  = sp_q;
    dec     = 1'b0;
    dec_k   = '0;
    walk    = !setup_i && !br_i;
    for (int k = DEPTH - 1; k >= 0; k--) begin
      if (walk && (32'(k) < 32'(sp_q))) begin
        if (end_q[k] == pc_i) begin
          if (cnt_q[k] > 32'd1) begin
            back_o  = 1'b1;
            start_o = start_q[k];
            dec     = 1'b1;
            dec_k   = KW'(k);
            walk    = 1'b0;
          end else begin
            sp_pop = SW'(k);
          end
        end else begin
          walk = 1'b0;
        end
      end
    end
    fault_o = setup_i && ((cnt_i == 32'd0) || (32'(sp_q) >= DEPTH) || (32'(end_i) < 32'(seq_i)) ||
                          ((32'(end_i) >> AW) != 0));
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni || clear_i) begin
      sp_q <= '0;
    end else if (issue_i) begin
      if (setup_i) begin
        start_q[KW'(sp_q)] <= seq_i;
        end_q[KW'(sp_q)]   <= AW'(end_i);
        cnt_q[KW'(sp_q)]   <= cnt_i;
        sp_q          <= sp_q + SW'(1);
      end else begin
        sp_q <= sp_pop;
        if (dec) cnt_q[dec_k] <= cnt_q[dec_k] - 32'd1;
      end
    end
  end

endmodule
