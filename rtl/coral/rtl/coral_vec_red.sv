// coral_vec_red: one beat of a reduction — folds the active elements of a beat of vs2 (LB bytes,
// SEW 8, 16 or 32) into the running scalar, combinational.
//
// The slots are folded in element order, one after the other (an accumulate chain of LB / (SEW/8)
// steps, not a tree): acc = acc op vs2[k] for every slot k whose en_i bit is set. The running value
// has the result's width, SEW, or 2*SEW for vwredsumu/vwredsum (wide_i; the elements are zero- or
// sign-extended to it, sx_i), and is kept zero-extended in acc_i/acc_o. Operations: OP_ADD (vredsum,
// vwredsum*), OP_AND, OP_OR, OP_XOR, OP_MINU, OP_MIN, OP_MAXU, OP_MAX (coral_vec_pkg codes).
module coral_vec_red #(
  parameter int unsigned LB = 4                    // bytes per beat (4 * lanes)
) (
  input  logic [5:0]      op_i,                    // coral_vec_pkg::OP_* of the reduction
  input  logic [1:0]      sew_i,                   // log2(SEW / 8) of the vs2 elements
  input  logic            wide_i,                  // result is 2*SEW wide (vwredsum*)
  input  logic            sx_i,                    // elements are sign-extended (vwredsum)
  input  logic            sel_i,                   // the instruction is a reduction (else acc_o is unused)
  input  logic [8*LB-1:0] a_i,                     // vs2 bytes of the beat
  input  logic [LB-1:0]   en_i,                    // slot k is an active body element
  input  logic [31:0]     acc_i,                   // running value before the beat
  output logic [31:0]     acc_o                    // running value after the beat
);

  ////////////////////////
  // Element slots      //
  ////////////////////////

  // The beat padded so that every slot's select is in range at every SEW.
  logic [32*LB-1:0] a_pad;
  assign a_pad = {{(24*LB){1'b0}}, a_i};

  // Slot k zero-extended (SEW bits) and sign-extended (from SEW) to 32 bits, selected with
  // constant bounds per slot.
  logic [32*LB-1:0] sl_z, sl_s;                   // slot k: bits 32k +: 32
  for (genvar k = 0; k < LB; k++) begin : g_slot
    logic [31:0] z, x;
    // Operand isolation: outside reductions the slots hold zeros (the sum is not read).
    always_comb begin
      z = 32'd0;
      x = 32'd0;
      if (sel_i) begin
      unique case (sew_i)
        2'd0: begin
          z = {24'd0, a_pad[8*k +: 8]};
          x = {{24{a_pad[8*k+7]}}, a_pad[8*k +: 8]};
        end
        2'd1: begin
          z = {16'd0, a_pad[16*k +: 16]};
          x = {{16{a_pad[16*k+15]}}, a_pad[16*k +: 16]};
        end
        default: begin
          z = a_pad[32*k +: 32];
          x = a_pad[32*k +: 32];
        end
      endcase
      end
    end
    assign sl_z[32*k +: 32] = z;
    assign sl_s[32*k +: 32] = x;
  end

  ////////////////////////
  // Accumulate chain   //
  ////////////////////////

  logic [31:0] wmask;                              // bits of the running value
  always_comb begin
    unique case ({wide_i, sew_i})
      3'b000:        wmask = 32'h0000_00FF;
      3'b001, 3'b100: wmask = 32'h0000_FFFF;
      default:       wmask = 32'hFFFF_FFFF;
    endcase
  end

  always_comb begin
    logic [31:0]        x, z, acc, sacc;
    logic signed [32:0] cs_acc, cs_x;
    acc    = acc_i & wmask;
    x      = 32'd0;
    z      = 32'd0;
    sacc   = 32'd0;
    cs_acc = 33'sd0;
    cs_x   = 33'sd0;
    for (int k = 0; k < LB; k++) begin
      if (sel_i && en_i[k] && (k < (LB >> sew_i))) begin
        z = sl_z[32*k +: 32];
        x = (wide_i && sx_i) ? sl_s[32*k +: 32] : z;
        // The running value sign-extended from SEW (signed min/max: never wide).
        unique case (sew_i)
          2'd0:    sacc = {{24{acc[7]}}, acc[7:0]};
          2'd1:    sacc = {{16{acc[15]}}, acc[15:0]};
          default: sacc = acc;
        endcase
        cs_acc = $signed({sacc[31], sacc});
        cs_x   = $signed({sl_s[32*k+31], sl_s[32*k +: 32]});
        unique case (op_i)
          coral_vec_pkg::OP_AND:  acc = acc & x;
          coral_vec_pkg::OP_OR:   acc = acc | x;
          coral_vec_pkg::OP_XOR:  acc = acc ^ x;
          coral_vec_pkg::OP_MINU: acc = (x < acc) ? x : acc;
          coral_vec_pkg::OP_MAXU: acc = (x > acc) ? x : acc;
          coral_vec_pkg::OP_MIN:  acc = (cs_x < cs_acc) ? z : acc;
          coral_vec_pkg::OP_MAX:  acc = (cs_x > cs_acc) ? z : acc;
          default:                acc = (acc + x) & wmask;
        endcase
      end
    end
    acc_o = acc;
  end

endmodule
