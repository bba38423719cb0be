// plena_mac_sva: the processing element's input contract (plena_mac.sv, port clr_i): a
// write-out never clears the accumulator in a cycle where a product is being accumulated. Only
// the Verilator test builds read this file (--assert); it is bound into every plena_mac.
module plena_mac_sva (
  input logic clk_i,   // clock (of the bound instance)
  input logic rst_ni,  // reset (of the bound instance)
  input logic clr_i,   // clear the accumulator
  input logic v1_i     // accumulate the product register
);

  a_clear_not_with_product: assert property (@(posedge clk_i) disable iff (!rst_ni) !(clr_i && v1_i))
    else $error("plena_mac: accumulator cleared while a product is accumulated");

endmodule

bind plena_mac plena_mac_sva u_sva (.*);
