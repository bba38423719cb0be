// aie_lsu: the data memory and its three access ports (load A, load B, store).
//
// DM_BANKS single-ported banks of 128-bit rows. Groups of two banks are interleaved every 16
// bytes and cover consecutive DM_GROUP_BYTES regions: bank = 2 * (addr / DM_GROUP_BYTES) +
// addr[4], row = (addr % DM_GROUP_BYTES) / 32. A 256-bit access uses both banks of its group, a
// 32-bit access one bank.
//
// Arbitration: a bundle whose accesses need one bank k > 1 times is held one extra cycle per
// extra access, summed over the banks (extra_o; the ISS counts the same cycles). The accesses
// of a bundle are spread over the cycles it spends in the memory stage: access j goes in phase
// "number of earlier accesses of the bundle (order lda, ldb, st) that share a bank with it", so
// no bank sees two accesses in one cycle and the loads read before the store writes. The tile
// issues the bundle in phase extra_o (the last); loads of earlier phases keep their data in a
// hold register, so ld*_data_o in the cycle after issue is always the bundle's load data.
//
// DMA port (aie_dma): one 256-bit access per cycle to one bank group. The core's accesses have
// priority: the DMA is granted (dma_gnt_o) only in a cycle in which the core's accesses of this
// phase leave both banks of its group free, so a DMA never stalls the core. Read data arrives the
// cycle after the grant (dma_rdata_o).
//
// Host port: while the tile is stopped the harness reads and writes 32-bit words; it has
// priority over the core ports and the DMA.
module aie_lsu (
  input  logic         clk_i,         // clock
  input  logic         rst_ni,        // active-low synchronous reset
  // Accesses of the bundle in the issue stage (0 lda, 1 ldb, 2 st; from aie_tile)
  input  logic [2:0]   av_i,          // access present
  input  logic [2:0]   avec_i,        // 256-bit access (else 32-bit)
  input  logic [47:0]  aaddr_i,       // byte addresses, 16 bits each
  input  logic [255:0] st_data_i,     // store data (32-bit stores: bits 31:0)
  input  logic         go_i,          // perform this phase's accesses (interlocks clear)
  input  logic [2:0]   phase_i,       // current phase of the bundle (0..extra_o)
  output logic [2:0]   extra_o,       // extra cycles of bank conflicts
  output logic         fault_o,       // an access is unaligned or outside data memory
  // Load data, the cycle after the bundle issued (to the load result channels)
  output logic [255:0] lda_data_o,    // load A: 256 bits, or the word in bits 31:0
  output logic [255:0] ldb_data_o,    // load B
  // Store trace (to the harness): the write performed this cycle
  output logic         st_fire_o,     // a store writes this cycle
  // DMA port (aie_dma)
  input  logic         dma_req_i,     // a 256-bit access this cycle
  input  logic         dma_we_i,      // 1: write
  input  logic [15:0]  dma_addr_i,    // byte address (32-byte aligned, inside data memory)
  input  logic [255:0] dma_wdata_i,   // write data
  output logic         dma_gnt_o,     // the access is performed this cycle
  output logic [255:0] dma_rdata_o,   // read data, the cycle after a granted read
  // Host port (harness; tile stopped)
  input  logic         host_en_i,     // access a word
  input  logic         host_we_i,     // 1: write
  input  logic [15:0]  host_addr_i,   // byte address (word aligned)
  input  logic [31:0]  host_wdata_i,  // write data
  output logic [31:0]  host_rdata_o   // read data, the cycle after a read
);

  localparam int unsigned NB   = aie_cfg_pkg::DM_BANKS;
  localparam int unsigned GB   = $clog2(aie_cfg_pkg::DM_GROUP_BYTES);  // group offset bits
  localparam int unsigned ROWS = aie_cfg_pkg::DM_GROUP_BYTES / 32;     // rows per bank
  localparam int unsigned RAW  = GB - 5;                               // row-address bits
  localparam int unsigned DAW  = aie_cfg_pkg::DM_AW;

  ////////////////////////////////////////
  // Bank use, faults, phases, extra    //
  ////////////////////////////////////////

  logic [3*NB-1:0]  use_m;  // banks used by access j: [NB*j +: NB]
  logic [3*3-1:0]   ph;     // phase of access j: [3j +: 3]
  logic [3*RAW-1:0] row;    // row of access j: [RAW*j +: RAW]

  function automatic logic [NB-1:0] banks_of(input logic [15:0] addr, input logic vec);
    logic [NB-1:0] m;
    int unsigned   g;
    g = 32'(addr) >> GB;
    m = '0;
    for (int b = 0; b < NB; b++) begin
      if ((32'(b) >> 1) == g && (vec || (b[0] == addr[4]))) m[b] = 1'b1;
    end
    banks_of = m;
  endfunction

  always_comb begin
    logic [15:0] a;
    int unsigned cnt;
    fault_o = 1'b0;
    for (int j = 0; j < 3; j++) begin
      a        = aaddr_i[16*j +: 16];
      use_m[NB*j +: NB] = av_i[j] ? banks_of(a, avec_i[j]) : '0;
      row[RAW*j +: RAW] = a[GB-1:5];
      if (av_i[j]) begin
        if (avec_i[j] ? (a[4:0] != 5'd0) : (a[1:0] != 2'd0)) fault_o = 1'b1;
        if (DAW < 16) begin
          if ((32'(a) >> DAW) != 0) fault_o = 1'b1;
        end
      end
    end
    ph[2:0] = 3'd0;
    ph[5:3] = ((use_m[0 +: NB] & use_m[NB +: NB]) != '0) ? 3'd1 : 3'd0;
    ph[8:6] = 3'(((use_m[0 +: NB] & use_m[2*NB +: NB]) != '0) ? 1 : 0) +
              3'(((use_m[NB +: NB] & use_m[2*NB +: NB]) != '0) ? 1 : 0);
    extra_o = 3'd0;
    for (int b = 0; b < NB; b++) begin
      cnt = 32'(use_m[b]) + 32'(use_m[NB + b]) + 32'(use_m[2*NB + b]);
      if (cnt > 1) extra_o = extra_o + 3'(cnt - 1);
    end
  end

  ////////////////////////
  // Bank ports         //
  ////////////////////////

  logic [NB-1:0]     b_en;     // bank b enabled: bit b
  logic [NB-1:0]     b_we;     // bank b writes
  logic [NB*RAW-1:0] b_addr;   // bank b row: [RAW*b +: RAW]
  logic [NB*128-1:0] b_wdata;  // bank b write data: [128b +: 128]
  logic [NB*16-1:0]  b_wbe;    // bank b byte enables: [16b +: 16]
  logic [NB*128-1:0] b_rdata;  // bank b read data

  logic [NB-1:0] host_m;  // the bank of the host word
  assign host_m = banks_of(host_addr_i, 1'b0);

  // The core ports' bank signals (c_*) depend on the tile's state only, the host port's on the
  // harness's inputs only; the multiplexer between them is all that a simulator re-evaluates
  // when the harness changes an input.
  logic [NB-1:0]     c_en, c_we;
  logic [NB*RAW-1:0] c_addr;
  logic [NB*128-1:0] c_wdata;
  logic [NB*16-1:0]  c_wbe;
  always_comb begin
    for (int b = 0; b < NB; b++) begin
      c_en[b]               = 1'b0;
      c_we[b]               = 1'b0;
      c_addr[RAW*b +: RAW]  = '0;
      c_wdata[128*b +: 128] = '0;
      c_wbe[16*b +: 16]     = '0;
      if (go_i && !fault_o) begin
        for (int j = 0; j < 3; j++) begin
          if (use_m[NB*j + b] && (ph[3*j +: 3] == phase_i)) begin
            c_en[b]              = 1'b1;
            c_addr[RAW*b +: RAW] = row[RAW*j +: RAW];
            if (j == 2) begin
              c_we[b] = 1'b1;
              if (avec_i[2]) begin
                c_wdata[128*b +: 128] = b[0] ? st_data_i[255:128] : st_data_i[127:0];
                c_wbe[16*b +: 16]     = 16'hFFFF;
              end else begin
                c_wdata[128*b +: 128] = {4{st_data_i[31:0]}};
                c_wbe[16*b +: 16]     = 16'hF << (4 * aaddr_i[32+3:32+2]);
              end
            end
          end
        end
      end
    end
  end

  // The DMA's group (both its banks: dma_m): granted when the core leaves them free this cycle.
  logic [NB-1:0] dma_m;
  assign dma_m     = banks_of(dma_addr_i, 1'b1);
  assign dma_gnt_o = dma_req_i && !host_en_i && ((c_en & dma_m) == '0);

  always_comb begin
    b_en    = c_en;
    b_we    = c_we;
    b_addr  = c_addr;
    b_wdata = c_wdata;
    b_wbe   = c_wbe;
    if (dma_gnt_o) begin
      for (int b = 0; b < NB; b++) begin
        if (dma_m[b]) begin
          b_en[b]               = 1'b1;
          b_we[b]               = dma_we_i;
          b_addr[RAW*b +: RAW]  = dma_addr_i[GB-1:5];
          b_wdata[128*b +: 128] = b[0] ? dma_wdata_i[255:128] : dma_wdata_i[127:0];
          b_wbe[16*b +: 16]     = 16'hFFFF;
        end
      end
    end
    if (host_en_i) begin
      for (int b = 0; b < NB; b++) begin
        b_en[b]               = host_m[b];
        b_we[b]               = host_m[b] && host_we_i;
        b_addr[RAW*b +: RAW]  = host_m[b] ? host_addr_i[GB-1:5] : '0;
        b_wdata[128*b +: 128] = host_m[b] ? {4{host_wdata_i}} : '0;
        b_wbe[16*b +: 16]     = host_m[b] ? (16'hF << (4 * host_addr_i[3:2])) : '0;
      end
    end
  end

  assign st_fire_o = !host_en_i && go_i && !fault_o && av_i[2] && (ph[8:6] == phase_i);

  for (genvar b = 0; b < NB; b++) begin : g_bank
    aie_dm_bank #(.ROWS(ROWS)) u_bank (
      .clk_i,
      .en_i    (b_en[b]),
      .we_i    (b_we[b]),
      .addr_i  (b_addr[RAW*b +: RAW]),
      .wdata_i (b_wdata[128*b +: 128]),
      .wbe_i   (b_wbe[16*b +: 16]),
      .rdata_o (b_rdata[128*b +: 128])
    );
  end

  ///////////////////////////////////////////
  // Load data: select, align, hold        //
  ///////////////////////////////////////////

  logic [1:0]   rd_q;        // load unit j read in the last cycle
  logic [31:0]  raddr_q;     // its address: [16j +: 16]
  logic [1:0]   rvec_q;      // its size
  logic [511:0] hold_q;      // the data of its last read: [256j +: 256]
  logic [511:0] now;         // its current data
  logic [15:0]  haddr_q;     // host read address

  always_comb begin
    int unsigned g;
    for (int j = 0; j < 2; j++) begin
      g = 32'(raddr_q[16*j +: 16]) >> GB;
      now[256*j +: 256] = hold_q[256*j +: 256];
      if (rd_q[j]) begin
        if (rvec_q[j]) begin
          now[256*j +: 256] = b_rdata[256*g +: 256];
        end else begin
          now[256*j +: 256] = {224'd0, b_rdata[128*(2*g + 32'(raddr_q[16*j+4])) + 32*32'(raddr_q[16*j+2 +: 2]) +: 32]};
        end
      end
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      rd_q <= '0;
    end else begin
      for (int j = 0; j < 2; j++) begin
        rd_q[j] <= !host_en_i && go_i && !fault_o && av_i[j] && (ph[3*j +: 3] == phase_i);
      end
    end
  end

  always_ff @(posedge clk_i) begin
    for (int j = 0; j < 2; j++) begin
      hold_q[256*j +: 256] <= now[256*j +: 256];
      if (!host_en_i && go_i && av_i[j] && (ph[3*j +: 3] == phase_i)) begin
        raddr_q[16*j +: 16] <= aaddr_i[16*j +: 16];
        rvec_q[j]           <= avec_i[j];
      end
    end
    if (host_en_i) haddr_q <= host_addr_i;
  end

  // DMA read data: both banks of the group read in the last cycle.
  logic [NB-1:0] dma_m_q;
  always_ff @(posedge clk_i) begin
    if (dma_gnt_o) dma_m_q <= dma_m;
  end
  always_comb begin
    dma_rdata_o = '0;
    for (int g = 0; g < NB / 2; g++) begin
      if (dma_m_q[2*g]) dma_rdata_o = b_rdata[256*g +: 256];
    end
  end

  assign lda_data_o = now[255:0];
  assign ldb_data_o = now[511:256];

  always_comb begin
    int unsigned hb;
    hb = 2 * (32'(haddr_q) >> GB) + 32'(haddr_q[4]);
    host_rdata_o = b_rdata[128*hb + 32*32'(haddr_q[3:2]) +: 32];
  end

endmodule
