// plena_pkg: types shared by the units of the plena core.
//
// The configuration's parameters (VLEN, MLEN, ..., generated from rtl/plena/cfg/<name>.yaml into
// plena_cfg.svh) are included here, because a package cannot refer to another package's
// parameters in the SystemVerilog subset Yosys accepts; they are the same values as in
// plena_cfg_pkg. This package adds the micro-architectural types: micro-operations handed from
// the issue stage to the units, scoreboard ranges, and widths derived from the configuration.
package plena_pkg;

`include "plena_cfg.svh"

  ///////////////////////////
  // Derived configuration //
  ///////////////////////////

  localparam int unsigned ROW_BITS   = 16 * VLEN;                  // one VRAM row / MRAM row
  localparam int unsigned ROW_AW     = VRAM_ROW_AW;                // VRAM row address
  localparam int unsigned TILE_AW    = MRAM_TILE_AW;
  localparam int unsigned CB         = MLEN / BLEN;                // column blocks per row
  localparam int unsigned CB_AW      = (CB > 1) ? $clog2(CB) : 1;
  localparam int unsigned MBANK_WORDS = MRAM_TILES * CB;           // words per MRAM bank
  localparam int unsigned MBANK_AW   = $clog2(MBANK_WORDS);
  localparam int unsigned BEAT_AW    = (BEATS > 1) ? $clog2(BEATS) : 1;

  // HBM: element (bf16) addresses, byte addresses on the port.
  localparam int unsigned HBM_EAW    = HBM_AW;
  localparam int unsigned HBM_BAW    = HBM_EAW + 1;
  localparam int unsigned PORT_BITS  = 8 * PORT_BYTES;
  localparam int unsigned PORT_OFF_AW = $clog2(PORT_ELEMS);        // element offset within a beat

  // Scoreboard: ranges in rows (VRAM), tiles (MRAM) or elements (HBM); RW holds any of them.
  localparam int unsigned RW      = HBM_EAW;
  localparam int unsigned N_SLOTS = SB_SLOTS;      // queues.scoreboard_slots
  localparam int unsigned SLOT_AW = SB_SLOT_AW;

  ////////////////////
  // Debug port     //
  ////////////////////

  typedef enum logic [2:0] {
    DsImem   = 3'd0,   // 32-bit instruction words
    DsVram   = 3'd1,   // element address; a 32-bit access moves two bf16 elements (even address)
    DsMram   = 3'd2,   // element address; two bf16 elements (even address)
    DsFpmem  = 3'd3,   // one bf16 word in bits [15:0]
    DsIntmem = 3'd4,   // one 32-bit word
    DsRegs   = 3'd5    // registers and counters (read only), map below
  } dbg_space_e;

  // DsRegs map: 0..15 gp, 16..23 f, 32+2n / 33+2n a[n] low / high, 48 STRIDE, 49 SCALE,
  // 50 V_MASK, 64 + 2c / 65 + 2c counter c low / high (plena_isa_pkg::CNT_*, from the ISA table).

  ////////////////////
  // Scoreboard     //
  ////////////////////

  typedef enum logic [1:0] {
    SpNone = 2'd0,
    SpVram = 2'd1,   // rows
    SpMram = 2'd2,   // tiles
    SpHbm  = 2'd3    // elements
  } space_e;

  typedef struct packed {
    space_e        space;
    logic [RW-1:0] lo;   // first unit touched
    logic [RW-1:0] hi;   // last unit touched (inclusive)
  } range_t;

  // What an in-flight instruction touches: one written range and up to two read ranges.
  typedef struct packed {
    range_t w;
    range_t r1;
    range_t r2;
  } footprint_t;

  ////////////////////
  // Lane operations //
  ////////////////////

  typedef enum logic [3:0] {
    LAdd  = 4'd0,
    LSub  = 4'd1,
    LMul  = 4'd2,
    LMax  = 4'd3,
    LMin  = 4'd4,
    LExp  = 4'd5,
    LReci = 4'd6,
    LSqrt = 4'd7,
    LPass = 4'd8    // a unchanged (reductions)
  } lane_op_e;

  /////////////////////////
  // Unit micro-operations //
  /////////////////////////

  typedef enum logic [1:0] {
    RedNone = 2'd0,
    RedSum  = 2'd1,
    RedMax  = 2'd2
  } red_e;

  typedef struct packed {
    lane_op_e          op;       // lane operation (LPass for reductions)
    red_e              red;      // reduction kind, or RedNone for row results
    logic              vv;       // second operand is row rs2 (else the scalar)
    logic              swap;     // V_SUB_VF rorder = 1: scalar - row
    logic [ROW_AW-1:0] rd;       // destination row
    logic [ROW_AW-1:0] rs1;      // first source row
    logic [ROW_AW-1:0] rs2;      // second source row (vv)
    logic [15:0]       scalar;   // f[fs2], or f[fd] for reductions
    logic [HEADS-1:0]  heads;    // enabled heads (all ones when rmask = 0)
    logic [2:0]        fd;       // reduction destination register
    logic [SLOT_AW-1:0] slot;    // scoreboard slot to free at completion
  } vec_uop_t;

  typedef struct packed {
    lane_op_e    op;
    logic [15:0] a;
    logic [15:0] b;
    logic [2:0]  fd;
  } sfp_uop_t;

  typedef enum logic [2:0] {
    MMm   = 3'd0,   // M_MM
    MTmm  = 3'd1,   // M_TMM
    MMv   = 3'd2,   // M_MV
    MTmv  = 3'd3,   // M_TMV
    MMmWo = 3'd4,   // M_MM_WO
    MMvWo = 3'd5    // M_MV_WO
  } mat_op_e;

  typedef struct packed {
    mat_op_e             op;
    logic [ROW_AW-1:0]   vrow;    // A rows (multiply) or first destination row (write-out)
    logic [TILE_AW-1:0]  tile;    // MRAM tile
    logic [CB_AW-1:0]    cblk;    // column block (MM/MV), row block (TMM/TMV), or WO column block
    logic [ROW_AW-1:0]   stride;  // M_MM_WO: rows between destination rows
    logic [SLOT_AW-1:0]  slot;
  } mat_uop_t;

  typedef enum logic [1:0] {
    DPrefV = 2'd0,  // H_PREFETCH_V: HBM -> VRAM rows
    DPrefM = 2'd1,  // H_PREFETCH_M: HBM -> MRAM tile
    DStore = 2'd2   // H_STORE_V:    VRAM rows -> HBM
  } dma_op_e;

  typedef struct packed {
    dma_op_e             op;
    logic [HBM_EAW-1:0]  base;    // element address of the first row
    logic [HBM_EAW-1:0]  stride;  // elements between rows
    logic [ROW_AW-1:0]   vrow;    // first VRAM row
    logic [TILE_AW-1:0]  tile;    // MRAM tile
    logic [SLOT_AW-1:0]  slot;
  } dma_uop_t;

  ////////////////////////////
  // Decoded instruction    //
  ////////////////////////////

  // What plena_decode hands to the issue logic about the instruction in IR (its legality and
  // fault travel beside it): the unit it goes to, what it waits for, its operand values and
  // addresses, and its micro-operation. The micro-ops' slot fields are 0 here: plena_issue fills
  // in the scoreboard slot it allocates.
  typedef struct packed {
    logic [5:0]            opc;        // opcode
    logic [3:0]            rd;         // rd field: gp index; f / a index in bits [2:0]
    logic [31:0]           g_rd;       // gp[rd]
    logic [31:0]           g_rs1;      // gp[rs1]
    logic [31:0]           g_rs2;      // gp[rs2]
    logic [17:0]           imm18;      // 18-bit immediate
    logic [21:0]           imm22;      // 22-bit immediate
    logic [FP_MEM_AW-1:0]  fpm_addr;   // S_LD_FP / S_ST_FP / S_MAP_V_FP: FP_MEM word gp[rs1] + imm18
    logic [INT_MEM_AW-1:0] intm_addr;  // S_LD_INT / S_ST_INT: INT_MEM word gp[rs1] + imm18
    logic                  is_ldfp;    // S_LD_FP
    logic                  is_stfp;    // S_ST_FP
    logic                  is_ldint;   // S_LD_INT
    logic                  is_stint;   // S_ST_INT
    logic                  is_map;     // S_MAP_V_FP
    logic                  loop_take;  // C_LOOP_END: more iterations left, jump back
    logic [31:0]           loop_cnt;   // C_LOOP_END: counter value written back
    footprint_t            fp;         // scoreboard footprint (ranges it reads and writes)
    logic                  tracked;    // takes a scoreboard slot
    logic                  to_vec;     // goes to the vector unit (vu)
    logic                  to_mat;     // goes to the matrix unit (mu)
    logic                  to_dma;     // goes to the DMA engine (du)
    logic                  to_sfp;     // goes to the scalar FP unit (su)
    logic [7:0]            fneed;      // f registers that must have no write in flight
    logic                  fset;       // marks f[rd[2:0]] pending at issue
    vec_uop_t              vu;         // vector micro-op
    mat_uop_t              mu;         // matrix micro-op
    dma_uop_t              du;         // DMA micro-op
    sfp_uop_t              su;         // scalar FP micro-op
  } dec_t;

endpackage
