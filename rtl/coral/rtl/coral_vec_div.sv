// coral_vec_div: the iterative divider of the vector unit — one radix-2 restoring divider per
// element slot of a beat (LB bytes, SEW 8, 16 or 32), all slots in step, one quotient bit per
// cycle.
//
// The sequencer holds a divide beat for several cycles (cnt_i counts them from 0): cycle 0 loads
// each slot's |dividend| (left-aligned) and clears its partial remainder; cycles 1..SEW each
// perform one step; from cycle SEW+1 on res_o holds the beat's results (the operands a_i, b_i must
// stay unchanged over the beat: they give the divisor of each step and the signs of the results).
// Signed operations divide magnitudes and fix the signs at the end. RVV results: x / 0 = all ones,
// x % 0 = x; the signed overflow (most negative / -1) gives the dividend and remainder 0, which
// the magnitudes produce without a special case.
module coral_vec_div #(
  parameter int unsigned LB = 4                    // bytes per beat (4 * lanes)
) (
  input  logic            clk_i,                   // clock
  input  logic [5:0]      cnt_i,                   // cycle of the beat (0: load)
  input  logic            run_i,                   // a divide beat is running
  input  logic            sel_i,                   // the instruction is a divide (else res_o is unused)
  input  logic [1:0]      sew_i,                   // log2(SEW / 8)
  input  logic            signed_i,                // vdiv / vrem
  input  logic            rem_i,                   // vremu / vrem (else the quotient)
  input  logic [8*LB-1:0] a_i,                     // dividends (vs2 bytes of the beat)
  input  logic [8*LB-1:0] b_i,                     // divisors (vs1 bytes or the scalar)
  output logic [8*LB-1:0] res_o                    // results (valid from cycle SEW+1)
);

  ////////////////////////
  // Operands           //
  ////////////////////////

  logic [32*LB-1:0] a_pad, b_pad;
  assign a_pad = {{(24*LB){1'b0}}, a_i};
  assign b_pad = {{(24*LB){1'b0}}, b_i};

  ////////////////////////
  // Slots              //
  ////////////////////////

  // Each slot selects its operands with constant bounds: at SEW, its sign (signed operations) and
  // magnitude (below 2^SEW: the most negative value's is 2^(SEW-1)); then one restoring step, and
  // the signed result.
  logic [32*LB-1:0] quo_q, rem_q, quo_d, rem_d;
  logic [8*LB-1:0]  res_b, res_h, res_w;           // the result bytes at SEW 8, 16 and 32
  for (genvar k = 0; k < LB; k++) begin : g_slot
    logic [31:0] va, vb, ma, mb, q, rr, v;
    logic        na, nb, ge;
    logic [32:0] r;
    // Operand isolation: outside divides the slots hold zeros (their results are not read).
    always_comb begin
      va = 32'd0;
      vb = 32'd0;
      na = 1'b0;
      nb = 1'b0;
      ma = 32'd0;
      mb = 32'd0;
      if (sel_i) begin
      unique case (sew_i)
        2'd0: begin
          va = {24'd0, a_pad[8*k +: 8]};
          vb = {24'd0, b_pad[8*k +: 8]};
          na = signed_i && a_pad[8*k+7];
          nb = signed_i && b_pad[8*k+7];
          ma = na ? {24'd0, 8'(-va[7:0])} : va;
          mb = nb ? {24'd0, 8'(-vb[7:0])} : vb;
        end
        2'd1: begin
          va = {16'd0, a_pad[16*k +: 16]};
          vb = {16'd0, b_pad[16*k +: 16]};
          na = signed_i && a_pad[16*k+15];
          nb = signed_i && b_pad[16*k+15];
          ma = na ? {16'd0, 16'(-va[15:0])} : va;
          mb = nb ? {16'd0, 16'(-vb[15:0])} : vb;
        end
        default: begin
          va = a_pad[32*k +: 32];
          vb = b_pad[32*k +: 32];
          na = signed_i && a_pad[32*k+31];
          nb = signed_i && b_pad[32*k+31];
          ma = na ? -va : va;
          mb = nb ? -vb : vb;
        end
      endcase
      end
    end

    // One step: the partial remainder shifted by the next dividend bit, less the divisor if it fits.
    always_comb begin
      r  = 33'd0;
      ge = 1'b0;
      if (sel_i) begin
        r  = {rem_q[32*k +: 32], quo_q[32*k+31]};
        ge = r >= {1'b0, mb};
        if (ge) r = r - {1'b0, mb};
      end
    end
    assign quo_d[32*k +: 32] = (cnt_i == 6'd0) ? ma << (6'd32 - (6'd8 << sew_i))   // left-aligned dividend
                                               : {quo_q[32*k +: 31], ge};
    assign rem_d[32*k +: 32] = (cnt_i == 6'd0) ? 32'd0 : r[31:0];

    // Signs: the quotient is negative when the signs differ (not for a zero divisor: all ones), the
    // remainder has the dividend's sign.
    always_comb begin
      q  = 32'd0;
      rr = 32'd0;
      v  = 32'd0;
      if (sel_i) begin
        q  = quo_q[32*k +: 32];
        rr = rem_q[32*k +: 32];
        if ((na != nb) && (mb != 32'd0)) q = -q;
        if (na) rr = -rr;
        v = rem_i ? rr : q;
      end
    end
    assign res_b[8*k +: 8] = v[7:0];
    if (2 * k < LB) begin : g_half
      assign res_h[16*k +: 16] = v[15:0];
    end
    if (4 * k < LB) begin : g_word
      assign res_w[32*k +: 32] = v;
    end
  end

  always_ff @(posedge clk_i) begin
    if (run_i && (32'(cnt_i) <= (32'd8 << sew_i))) begin
      quo_q <= quo_d;
      rem_q <= rem_d;
    end
  end

  assign res_o = (sew_i == 2'd0) ? res_b : (sew_i == 2'd1) ? res_h : res_w;

endmodule
