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

  // Slot k at SEW is negative (signed operations).
  function automatic logic neg(input logic [32*LB-1:0] beat, input int k, input logic [1:0] sew,
                               input logic sgn);
    unique case (sew)
      2'd0:    neg = sgn && beat[8*k+7];
      2'd1:    neg = sgn && beat[16*k+15];
      default: neg = sgn && beat[32*k+31];
    endcase
  endfunction

  // The magnitude of slot k at SEW (below 2^SEW: the most negative value's is 2^(SEW-1)).
  function automatic logic [31:0] mag(input logic [32*LB-1:0] beat, input int k,
                                      input logic [1:0] sew, input logic sgn);
    logic [31:0] v;
    logic        n;
    unique case (sew)
      2'd0:    begin v = {24'd0, beat[8*k +: 8]};   n = sgn && beat[8*k+7];   end
      2'd1:    begin v = {16'd0, beat[16*k +: 16]}; n = sgn && beat[16*k+15]; end
      default: begin v = beat[32*k +: 32];          n = sgn && beat[32*k+31]; end
    endcase
    if (n) begin
      unique case (sew)
        2'd0:    v = {24'd0, 8'(-v[7:0])};
        2'd1:    v = {16'd0, 16'(-v[15:0])};
        default: v = -v;
      endcase
    end
    mag = v;
  endfunction

  ////////////////////////
  // Steps              //
  ////////////////////////

  logic [32*LB-1:0] quo_q, rem_q, quo_d, rem_d;
  always_comb begin
    logic [31:0] ma, mb;
    logic [32:0] r;
    logic        ge;
    quo_d = quo_q;
    rem_d = rem_q;
    for (int k = 0; k < LB; k++) begin
      ma = mag(a_pad, k, sew_i, signed_i);
      mb = mag(b_pad, k, sew_i, signed_i);
      r  = {rem_q[32*k +: 32], quo_q[32*k+31]};
      ge = r >= {1'b0, mb};
      if (ge) r = r - {1'b0, mb};
      if (cnt_i == 6'd0) begin
        quo_d[32*k +: 32] = ma << (6'd32 - (6'd8 << sew_i));          // left-aligned dividend
        rem_d[32*k +: 32] = 32'd0;
      end else begin
        rem_d[32*k +: 32] = r[31:0];
        quo_d[32*k +: 32] = {quo_q[32*k +: 31], ge};
      end
    end
  end

  always_ff @(posedge clk_i) begin
    if (run_i && (32'(cnt_i) <= (32'd8 << sew_i))) begin
      quo_q <= quo_d;
      rem_q <= rem_d;
    end
  end

  ////////////////////////
  // Results            //
  ////////////////////////

  logic [32*LB-1:0] res_pad;
  always_comb begin
    logic        na, nb;
    logic [31:0] q, r, v;
    res_pad = '0;
    for (int k = 0; k < LB; k++) begin
      na = neg(a_pad, k, sew_i, signed_i);
      nb = neg(b_pad, k, sew_i, signed_i);
      q  = quo_q[32*k +: 32];
      r  = rem_q[32*k +: 32];
      // Signs: the quotient is negative when the signs differ (not for a zero divisor: all ones),
      // the remainder has the dividend's sign.
      if ((na != nb) && (mag(b_pad, k, sew_i, signed_i) != 32'd0)) q = -q;
      if (na) r = -r;
      v = rem_i ? r : q;
      unique case (sew_i)
        2'd0:    res_pad[8*k +: 8]   = v[7:0];
        2'd1:    if (2*k < LB) res_pad[16*k +: 16] = v[15:0];
        default: if (4*k < LB) res_pad[32*k +: 32] = v;
      endcase
    end
  end
  assign res_o = res_pad[8*LB-1:0];

endmodule
