// aie_dma: the tile's DMA unit — four channels between data memory and the L2 port.
//
// Channels 0 and 1 (in0, in1) copy L2 -> data memory, 2 and 3 (out0, out1) data memory -> L2.
// `dmacfg` writes a channel's shape (rows, row bytes, data-memory and L2 row strides); `dmastart`
// copies the shape and the two start addresses into the channel's transfer registers and makes it
// busy; the channel is idle again once every beat of the transfer is complete. A beat is 32 bytes:
// one 256-bit access to one bank group of data memory and one 256-bit request on the L2 port.
//
// Datapath. A transfer's address generator walks the rows and their beats in order. In-channels
// issue L2 read requests; each accepted read allocates an entry of the in-buffer (IN_DEPTH
// entries, in request order) holding its data-memory address, the L2 response (in order,
// L2_LATENCY cycles later on the L2 model) fills the oldest unfilled entry, and the oldest entry,
// once filled, is written to data memory. Out-channels read data memory (256 bits, the data
// arrives the next cycle) into the out-buffer (4 entries) and the oldest filled entry becomes an
// L2 write request. A beat completes when its data-memory write is done (in) or L2 accepted its
// write (out).
//
// Arbitration (fixed, one access per port per cycle): on the L2 port an out-buffer write first,
// else a read of in0, else of in1 (when the in-buffer has a free entry); on the data-memory port
// the in-buffer's write first, else a read of out0, else of out1 (when the out-buffer has a free
// entry). The data-memory request is granted by aie_lsu only in a cycle in which the core's
// accesses leave both banks of its group free (the core has priority); an ungranted request is a
// wait cycle (wait_o). The L2 request may change while L2 does not accept it (ready low); L2 takes
// the request present in the cycle it accepts.
//
// Start check (bad_o, for the tile's fault path): the dmastart in the issue stage faults when the
// shape is not made of 32-byte beats (row bytes, strides or an address not a multiple of 32, no
// rows, no bytes), when its last L2 byte lies at or beyond L2_BYTES, or its last data-memory byte
// at or beyond DM_BYTES.
module aie_dma (
  input  logic         clk_i,        // clock
  input  logic         rst_ni,       // active-low synchronous reset
  input  logic         clear_i,      // start of a run: every channel idle, shapes cleared
  // Issue stage (aie_tile)
  input  logic [1:0]   ch_i,         // channel of the scalar slot's DMA operation
  input  logic [31:0]  ra_i,         // its register operands
  input  logic [31:0]  rb_i,
  input  logic         cfg_i,        // a dmacfg issues
  input  logic         start_i,      // a dmastart issues (the channel is idle)
  output logic [3:0]   busy_o,       // channel c has a transfer in progress
  output logic         bad_o,        // a dmastart with these operands would fault
  output logic [255:0] shape_o,      // channel c's shape at [64c +: 64]: {l2 stride, dm stride, row bytes, rows}
  // Data-memory port (aie_lsu)
  output logic         dm_req_o,     // a 256-bit access this cycle
  output logic         dm_we_o,      // 1: write
  output logic [15:0]  dm_addr_o,    // byte address (32-byte aligned)
  output logic [255:0] dm_wdata_o,   // write data
  input  logic         dm_gnt_i,     // the access is performed this cycle
  input  logic [255:0] dm_rdata_i,   // read data, the cycle after a granted read
  // L2 port (the L2 model)
  output logic         l2_req_o,     // a request this cycle
  output logic         l2_we_o,      // 1: write
  output logic [31:0]  l2_addr_o,    // byte address (32-byte aligned)
  output logic [255:0] l2_wdata_o,   // write data
  input  logic         l2_ready_i,   // L2 accepts the request this cycle
  input  logic         l2_rvalid_i,  // a read response (in request order)
  input  logic [255:0] l2_rdata_i,   // its data
  // Counter events (aie_tile)
  output logic         beat_in_o,    // an in-beat was written to data memory this cycle
  output logic         beat_out_o,   // an out-beat was accepted by L2 this cycle
  output logic         wait_o        // a data-memory request was not granted this cycle
);

  localparam int unsigned IN_DEPTH = 1 << $clog2(aie_cfg_pkg::L2_LATENCY + 3);
  localparam int unsigned IAW      = $clog2(IN_DEPTH);
  localparam int unsigned OUT_DEPTH = 4;
  localparam int unsigned PW       = IAW + 1;  // beats of a channel in flight: at most IN_DEPTH

  ///////////////////////////////
  // Shapes and the start check //
  ///////////////////////////////

  logic [255:0] shape_q;  // {l2 stride, dm stride, row bytes, rows} per channel
  assign shape_o = shape_q;

  logic [15:0] s_rows, s_rowb, s_dstr, s_lstr;
  assign {s_lstr, s_dstr, s_rowb, s_rows} = shape_q[64*ch_i +: 64];

  logic [15:0] s_span;  // rows - 1
  assign s_span = s_rows - 16'd1;
  always_comb begin
    logic [32:0] l2_last, dm_last;  // one past the last byte of the transfer in each memory
    l2_last = 33'(ra_i) + 33'(32'(s_span) * 32'(s_lstr)) + 33'(s_rowb);
    dm_last = 33'(rb_i[15:0]) + 33'(32'(s_span) * 32'(s_dstr)) + 33'(s_rowb);
    bad_o = 1'b0;
    if (s_rows == 16'd0 || s_rowb == 16'd0) bad_o = 1'b1;
    if ((s_rowb[4:0] | s_dstr[4:0] | s_lstr[4:0] | ra_i[4:0] | rb_i[4:0]) != 5'd0) bad_o = 1'b1;
    if (l2_last > 33'(aie_cfg_pkg::L2_BYTES)) bad_o = 1'b1;
    if (dm_last > 33'(aie_cfg_pkg::DM_BYTES)) bad_o = 1'b1;
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni || clear_i) begin
      shape_q <= '0;
    end else if (cfg_i) begin
      shape_q[64*ch_i +: 64] <= {rb_i[31:16], rb_i[15:0], ra_i[31:16], ra_i[15:0]};
    end
  end

  /////////////////////////////////
  // Transfers: address generators //
  /////////////////////////////////

  logic [3:0]   act_q;     // channel busy
  logic [3:0]   gen_q;     // channel still has beats to issue
  logic [127:0] l2row_q;   // L2 address of the current row: [32c +: 32]
  logic [63:0]  dmrow_q;   // data-memory address of the current row: [16c +: 16]
  logic [63:0]  col_q;     // byte offset of the next beat in its row: [16c +: 16]
  logic [63:0]  left_q;    // rows left, the current one included: [16c +: 16]
  logic [191:0] tshape_q;  // the transfer's {l2 stride, dm stride, row bytes}: [48c +: 48]
  logic [4*PW-1:0] pend_q; // beats issued and not yet complete: [PW*c +: PW]

  logic [3:0] adv;   // channel c issues a beat this cycle
  logic [3:0] fin;   // a beat of channel c completes this cycle

  // The next beat of channel c: its L2 and data-memory addresses.
  function automatic logic [31:0] l2_of(input logic [127:0] rows, input logic [63:0] cols, input int c);
    l2_of = rows[32*c +: 32] + 32'(cols[16*c +: 16]);
  endfunction
  function automatic logic [15:0] dm_of(input logic [63:0] rows, input logic [63:0] cols, input int c);
    dm_of = rows[16*c +: 16] + cols[16*c +: 16];
  endfunction

  // Per channel: the next beat ends its row (lcol) / is the transfer's last (last); the next
  // pending count, generator and busy bits.
  logic [3:0]      lcol, last;
  logic [4*PW-1:0] pend_n;
  logic [3:0]      gen_n, act_n;
  always_comb begin
    for (int c = 0; c < 4; c++) begin
      lcol[c] = (col_q[16*c +: 16] + 16'd32 == tshape_q[48*c +: 16]);
      last[c] = lcol[c] && (left_q[16*c +: 16] == 16'd1);
      pend_n[PW*c +: PW] = pend_q[PW*c +: PW] + PW'(adv[c]) - PW'(fin[c]);
      gen_n[c] = gen_q[c] && !(adv[c] && last[c]);
      act_n[c] = act_q[c] && (gen_n[c] || (pend_n[PW*c +: PW] != '0));
      if (start_i && (32'(ch_i) == c)) begin
        gen_n[c] = 1'b1;
        act_n[c] = 1'b1;
      end
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni || clear_i) begin
      act_q  <= '0;
      gen_q  <= '0;
      pend_q <= '0;
    end else begin
      act_q  <= act_n;
      gen_q  <= gen_n;
      pend_q <= pend_n;
    end
  end

  always_ff @(posedge clk_i) begin
    for (int c = 0; c < 4; c++) begin
      if (start_i && (32'(ch_i) == c)) begin
        l2row_q[32*c +: 32]  <= ra_i;
        dmrow_q[16*c +: 16]  <= rb_i[15:0];
        col_q[16*c +: 16]    <= '0;
        left_q[16*c +: 16]   <= s_rows;
        tshape_q[48*c +: 48] <= {s_lstr, s_dstr, s_rowb};
      end else if (adv[c]) begin
        if (lcol[c]) begin
          col_q[16*c +: 16]   <= '0;
          left_q[16*c +: 16]  <= left_q[16*c +: 16] - 16'd1;
          l2row_q[32*c +: 32] <= l2row_q[32*c +: 32] + 32'(tshape_q[48*c+32 +: 16]);
          dmrow_q[16*c +: 16] <= dmrow_q[16*c +: 16] + tshape_q[48*c+16 +: 16];
        end else begin
          col_q[16*c +: 16] <= col_q[16*c +: 16] + 16'd32;
        end
      end
    end
  end

  assign busy_o = act_q;

  ///////////////
  // In-buffer //
  ///////////////

  logic [IN_DEPTH*256-1:0] ib_data_q;  // entry e's data: [256e +: 256]
  logic [IN_DEPTH*16-1:0]  ib_addr_q;  // its data-memory address
  logic [IN_DEPTH-1:0]     ib_ch_q;    // its channel (0: in0, 1: in1)
  logic [IAW:0]            ib_head_q, ib_fill_q, ib_tail_q;  // oldest, oldest unfilled, next free

  logic ib_full, ib_ready;  // no free entry; the oldest entry holds its data
  assign ib_full  = (ib_tail_q - ib_head_q) == (IAW + 1)'(IN_DEPTH);
  assign ib_ready = (ib_head_q != ib_fill_q);

  ////////////////
  // Out-buffer //
  ////////////////

  logic [OUT_DEPTH*256-1:0] ob_data_q;
  logic [OUT_DEPTH*32-1:0]  ob_addr_q;  // L2 address
  logic [OUT_DEPTH-1:0]     ob_ch_q;    // 0: out0, 1: out1
  logic [2:0]               ob_head_q, ob_fill_q, ob_tail_q;
  logic                     ob_rd_q;    // a data-memory read for the out-buffer was granted last cycle

  logic ob_full, ob_ready;
  assign ob_full  = (ob_tail_q - ob_head_q) == 3'(OUT_DEPTH);
  assign ob_ready = (ob_head_q != ob_fill_q);

  //////////////////
  // Arbitration  //
  //////////////////

  logic [1:0] l2_sel;  // 0 none, 1 out-buffer write, 2 in0 read, 3 in1 read
  logic [1:0] dm_sel;  // 0 none, 1 in-buffer write, 2 out0 read, 3 out1 read

  always_comb begin
    l2_sel = 2'd0;
    if (ob_ready) l2_sel = 2'd1;
    else if (!ib_full && gen_q[0]) l2_sel = 2'd2;
    else if (!ib_full && gen_q[1]) l2_sel = 2'd3;
    dm_sel = 2'd0;
    if (ib_ready) dm_sel = 2'd1;
    else if (!ob_full && gen_q[2]) dm_sel = 2'd2;
    else if (!ob_full && gen_q[3]) dm_sel = 2'd3;
  end

  always_comb begin
    int oh, ih;
    oh = 32'(ob_head_q[1:0]);
    ih = 32'(ib_head_q[IAW-1:0]);
    l2_req_o   = (l2_sel != 2'd0);
    l2_we_o    = (l2_sel == 2'd1);
    l2_addr_o  = (l2_sel == 2'd1) ? ob_addr_q[32*oh +: 32] : l2_of(l2row_q, col_q, (l2_sel == 2'd3) ? 1 : 0);
    l2_wdata_o = ob_data_q[256*oh +: 256];
    dm_req_o   = (dm_sel != 2'd0);
    dm_we_o    = (dm_sel == 2'd1);
    dm_addr_o  = (dm_sel == 2'd1) ? ib_addr_q[16*ih +: 16] : dm_of(dmrow_q, col_q, (dm_sel == 2'd3) ? 3 : 2);
    dm_wdata_o = ib_data_q[256*ih +: 256];
  end

  logic l2_acc, dm_acc;
  assign l2_acc = l2_req_o && l2_ready_i;
  assign dm_acc = dm_req_o && dm_gnt_i;

  assign adv = {dm_acc && (dm_sel == 2'd3), dm_acc && (dm_sel == 2'd2),
                l2_acc && (l2_sel == 2'd3), l2_acc && (l2_sel == 2'd2)};
  always_comb begin
    fin = '0;
    if (dm_acc && dm_sel == 2'd1) fin[{1'b0, ib_ch_q[ib_head_q[IAW-1:0]]}] = 1'b1;
    if (l2_acc && l2_sel == 2'd1) fin[{1'b1, ob_ch_q[ob_head_q[1:0]]}] = 1'b1;
  end

  assign beat_in_o  = dm_acc && (dm_sel == 2'd1);
  assign beat_out_o = l2_acc && (l2_sel == 2'd1);
  assign wait_o     = dm_req_o && !dm_gnt_i;

  ////////////////////
  // Buffer updates //
  ////////////////////

  always_ff @(posedge clk_i) begin
    if (!rst_ni || clear_i) begin
      ib_head_q <= '0;
      ib_fill_q <= '0;
      ib_tail_q <= '0;
      ob_head_q <= '0;
      ob_fill_q <= '0;
      ob_tail_q <= '0;
      ob_rd_q   <= 1'b0;
    end else begin
      if (l2_acc && l2_sel[1]) ib_tail_q <= ib_tail_q + (IAW + 1)'(1);
      if (l2_rvalid_i) ib_fill_q <= ib_fill_q + (IAW + 1)'(1);
      if (dm_acc && dm_sel == 2'd1) ib_head_q <= ib_head_q + (IAW + 1)'(1);
      if (dm_acc && dm_sel[1]) ob_tail_q <= ob_tail_q + 3'd1;
      if (ob_rd_q) ob_fill_q <= ob_fill_q + 3'd1;
      if (l2_acc && l2_sel == 2'd1) ob_head_q <= ob_head_q + 3'd1;
      ob_rd_q <= dm_acc && dm_sel[1];
    end
  end

  always_ff @(posedge clk_i) begin
    if (l2_acc && l2_sel[1]) begin
      ib_addr_q[16*ib_tail_q[IAW-1:0] +: 16] <= dm_of(dmrow_q, col_q, (l2_sel == 2'd3) ? 1 : 0);
      ib_ch_q[ib_tail_q[IAW-1:0]]            <= l2_sel[0];
    end
    if (l2_rvalid_i) ib_data_q[256*ib_fill_q[IAW-1:0] +: 256] <= l2_rdata_i;
    if (dm_acc && dm_sel[1]) begin
      ob_addr_q[32*ob_tail_q[1:0] +: 32] <= l2_of(l2row_q, col_q, (dm_sel == 2'd3) ? 3 : 2);
      ob_ch_q[ob_tail_q[1:0]]            <= dm_sel[0];
    end
    if (ob_rd_q) ob_data_q[256*ob_fill_q[1:0] +: 256] <= dm_rdata_i;
  end

endmodule
