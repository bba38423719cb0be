// rv32_fpu_pkg: operation codes and constants shared by the rv32 FPU units (rv32_fpu_fma,
// rv32_fpu_misc, rv32_fpu_divsqrt) and the core that drives them.
//
// One enum covers every FP operation; each unit documents which codes it accepts (any other code
// gives an unspecified result and flags on that unit, never an X or a hang). Rounding modes are
// passed as the 3-bit RISC-V rm encoding, already resolved by the core (rm = 7 replaced by frm):
// 0 RNE, 1 RTZ, 2 RDN, 3 RUP, 4 RMM; the reserved values 5..7 round like RNE.
// Flags use the fflags layout: {NV, DZ, OF, UF, NX} = flags[4:0].
package rv32_fpu_pkg;

  ///////////////////
  // FP operations //
  ///////////////////

  typedef enum logic [4:0] {
    // rv32_fpu_fma (fused datapath, one rounding)
    FPU_ADD      = 5'd0,   // a + b
    FPU_SUB      = 5'd1,   // a - b
    FPU_MUL      = 5'd2,   // a * b
    FPU_MADD     = 5'd3,   // a * b + c
    FPU_MSUB     = 5'd4,   // a * b - c
    FPU_NMSUB    = 5'd5,   // -(a * b) + c
    FPU_NMADD    = 5'd6,   // -(a * b) - c
    // rv32_fpu_misc
    FPU_MIN      = 5'd7,   // minimumNumber(a, b)
    FPU_MAX      = 5'd8,   // maximumNumber(a, b)
    FPU_EQ       = 5'd9,   // a == b (quiet), integer 0/1
    FPU_LT       = 5'd10,  // a < b (signalling), integer 0/1
    FPU_LE       = 5'd11,  // a <= b (signalling), integer 0/1
    FPU_CLASS    = 5'd12,  // 10-bit class mask of a
    FPU_SGNJ     = 5'd13,  // {b[31], a[30:0]}
    FPU_SGNJN    = 5'd14,  // {~b[31], a[30:0]}
    FPU_SGNJX    = 5'd15,  // {a[31] ^ b[31], a[30:0]}
    FPU_MV_X_W   = 5'd16,  // a (f register bits to x register)
    FPU_MV_W_X   = 5'd17,  // a (x register bits to f register)
    FPU_CVT_W_S  = 5'd18,  // float a -> int32
    FPU_CVT_WU_S = 5'd19,  // float a -> uint32
    FPU_CVT_S_W  = 5'd20,  // int32 a -> float
    FPU_CVT_S_WU = 5'd21,  // uint32 a -> float
    // rv32_fpu_divsqrt
    FPU_DIV      = 5'd22,  // a / b
    FPU_SQRT     = 5'd23   // sqrt(a)
  } fpu_op_e;

  //////////////////////
  // Rounding, flags  //
  //////////////////////

  localparam logic [2:0] RM_RNE = 3'd0;  // round to nearest, ties to even
  localparam logic [2:0] RM_RTZ = 3'd1;  // round towards zero
  localparam logic [2:0] RM_RDN = 3'd2;  // round down (towards -inf)
  localparam logic [2:0] RM_RUP = 3'd3;  // round up (towards +inf)
  localparam logic [2:0] RM_RMM = 3'd4;  // round to nearest, ties away from zero

  localparam int unsigned FLAG_NX = 0;   // inexact
  localparam int unsigned FLAG_UF = 1;   // underflow (tiny after rounding and inexact)
  localparam int unsigned FLAG_OF = 2;   // overflow
  localparam int unsigned FLAG_DZ = 3;   // divide by zero
  localparam int unsigned FLAG_NV = 4;   // invalid operation

  localparam logic [31:0] CANONICAL_NAN = 32'h7FC0_0000;

  // Rounding decision shared by every unit: increment the kept magnitude? `sign` is the sign of
  // the result, `lsb` the last kept bit, `guard` the first dropped bit, `sticky` the OR of the
  // rest.
  function automatic logic round_up(input logic [2:0] rm, input logic sign, input logic lsb,
                                    input logic guard, input logic sticky);
    unique case (rm)
      RM_RTZ:  round_up = 1'b0;
      RM_RDN:  round_up = sign & (guard | sticky);
      RM_RUP:  round_up = ~sign & (guard | sticky);
      RM_RMM:  round_up = guard;
      default: round_up = guard & (sticky | lsb);  // RNE and the reserved encodings
    endcase
  endfunction

  // The result of an overflow: infinity, or the largest finite number when rm rounds towards
  // zero for this sign.
  function automatic logic [31:0] overflow_result(input logic [2:0] rm, input logic sign);
    logic to_max;
    unique case (rm)
      RM_RTZ:  to_max = 1'b1;
      RM_RDN:  to_max = ~sign;
      RM_RUP:  to_max = sign;
      default: to_max = 1'b0;
    endcase
    overflow_result = to_max ? {sign, 31'h7F7F_FFFF} : {sign, 31'h7F80_0000};
  endfunction

  // Leading zeros of a 32-bit word, 0..32: a five-level normalisation tree (each level tests
  // the upper half of what is left and shifts it out when it is zero). The FPU's wider and
  // narrower counts are built from it.
  function automatic logic [5:0] lzc32(input logic [31:0] x);
    logic [31:0] v;
    logic [4:0]  n;
    v = x;
    n = 5'd0;
    if (v[31:16] == 16'd0) begin n[4] = 1'b1; v = {v[15:0], 16'd0}; end
    if (v[31:24] == 8'd0)  begin n[3] = 1'b1; v = {v[23:0], 8'd0};  end
    if (v[31:28] == 4'd0)  begin n[2] = 1'b1; v = {v[27:0], 4'd0};  end
    if (v[31:30] == 2'd0)  begin n[1] = 1'b1; v = {v[29:0], 2'd0};  end
    if (!v[31])            n[0] = 1'b1;
    lzc32 = (x == 32'd0) ? 6'd32 : {1'b0, n};
  endfunction

endpackage
