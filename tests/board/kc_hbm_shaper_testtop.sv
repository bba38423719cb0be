// Test top of the HBM shaper: kc_hbm_shaper in front of its block RAM (kc_ram_1r1w), as a board top
// connects them, with 32-byte beats; the timing parameters come from the build (-G).
module kc_hbm_shaper_testtop #(
  parameter int unsigned LATENCY         = 3,
  parameter int unsigned BYTES_PER_CYCLE = 8,
  parameter int unsigned MAX_PENDING     = 12,
  parameter int unsigned READ_DEPTH      = 16
) (
  input  logic         clk_i,
  input  logic         rst_ni,
  input  logic         clear_i,
  input  logic         req_valid_i,
  output logic         req_ready_o,
  input  logic         req_write_i,
  input  logic [63:0]  req_addr_i,
  input  logic [255:0] req_wdata_i,
  input  logic [31:0]  req_wstrb_i,
  output logic         rvalid_o,
  input  logic         rready_i,
  output logic [255:0] rdata_o,
  output logic         bvalid_o,
  output logic         oob_o,
  output logic [63:0]  oob_addr_o,
  output logic         overflow_o,
  output logic [63:0]  read_bytes_o,
  output logic [63:0]  write_bytes_o,
  output logic [63:0]  read_requests_o,
  output logic [63:0]  write_requests_o,
  output logic [63:0]  busy_cycles_o
);
  localparam int unsigned WORDS = 64;   // 2 KiB of RAM: addresses beyond it are out of range

  logic         re, we;
  logic [5:0]   addr;
  logic [255:0] wdata, rdata;
  logic [31:0]  wstrb;

  kc_hbm_shaper #(
    .BEAT_BYTES(32), .LATENCY(LATENCY), .BYTES_PER_CYCLE(BYTES_PER_CYCLE),
    .MAX_PENDING(MAX_PENDING), .READ_DEPTH(READ_DEPTH), .MEM_WORDS(WORDS), .ADDR_W(64)
  ) u_shaper (
    .clk_i, .rst_ni, .clear_i, .req_valid_i, .req_ready_o, .req_write_i, .req_addr_i,
    .req_wdata_i, .req_wstrb_i, .rvalid_o, .rready_i, .rdata_o, .bvalid_o,
    .mem_re_o(re), .mem_we_o(we), .mem_addr_o(addr), .mem_wdata_o(wdata), .mem_wstrb_o(wstrb),
    .mem_rdata_i(rdata), .oob_o, .oob_addr_o, .overflow_o, .read_bytes_o, .write_bytes_o,
    .read_requests_o, .write_requests_o, .busy_cycles_o);

  kc_ram_1r1w #(.DEPTH(WORDS), .WIDTH(256), .EW(8)) u_ram (
    .clk_i, .re_i(re), .raddr_i(addr), .rdata_o(rdata),
    .we_i(we), .waddr_i(addr), .wdata_i(wdata), .wmask_i(wstrb));
endmodule
