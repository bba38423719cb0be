# Helpers for the scripts that synthesise board tops (fpga/*/synth.sh, fpga/rv32/ice40/flow.sh);
# they source this file.

# kc_board_rtl ROOT: the board-side shared RTL (rtl/common/board_rtl.f, the list CMake builds the
# virtual boards from), as absolute paths on one line.
kc_board_rtl() {
  sed -e '/^$/d' -e "s|^|$1/rtl/common/|" "$1/rtl/common/board_rtl.f" | tr '\n' ' '
}

# kc_ascii_tag NAME: NAME as a board's CFG_TAG, in hex (ASCII, first character in bits 7:0).
kc_ascii_tag() {
  printf '%s' "$1" | od -An -tx1 | tr -d ' \n' | fold -w2 | tac | tr -d '\n'
}
