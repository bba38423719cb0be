# case_fcall.awk: finds case statements whose expression is a call of a function returning a
# user-defined type (an enum, struct or other typedef, plain or package-qualified).
#
# Yosys 0.23's Verilog frontend stops on an internal assertion (genrtlil.cc:1117, "range->type ==
# AST_RANGE") when it sizes such a case expression, e.g. `unique case (p::decode(w))` with
# `function automatic p::op_e decode(...)`; Verilator accepts it. Assigning the call to a signal of
# that type and casing on the signal is read by both.
#
#   awk -f sv_lex.awk -f case_fcall.awk pass=1 FILE... pass=2 FILE...
#
# Pass 1 collects the names of functions whose return type is not a built-in type (logic, bit,
# int, ...); pass 2 reports each `case`, `casez` or `casex` whose expression starts with a call
# of one of them. Names are matched without their scope. Writes one `FILE:LINE: message` per
# finding; the caller decides the exit status.

# ---- Pass 1: functions returning a user-defined type --------------------------------------------

function builtin_type(t) {
  return t ~ /^(logic|bit|reg|wire|int|integer|byte|shortint|longint|signed|unsigned|void|time)$/
}

function collect(    i, j) {
  for (i = 1; i <= n; i++) {
    if (tok[i] != "function") continue
    j = i + 1
    if (tok[j] == "automatic" || tok[j] == "static") j++
    if (!is_ident(tok[j]) || builtin_type(tok[j])) continue
    # function TYPE [dims] NAME (: TYPE is a user type (an implicit `function NAME (` is not).
    if (tok[j + 1] == "(") continue
    j = skip_dims(j + 1)
    if (is_ident(tok[j]) && tok[j + 1] == "(") user_fn[base_name(tok[j])] = 1
  }
}

# ---- Pass 2: case expressions calling them ------------------------------------------------------

function scan(    i) {
  for (i = 1; i + 3 <= n; i++) {
    if (tok[i] !~ /^case[zx]?$/ || tok[i + 1] != "(") continue
    if (is_ident(tok[i + 2]) && (base_name(tok[i + 2]) in user_fn) && tok[i + 3] == "(") {
      printf "%s:%d: case expression '%s(...)' calls a function returning a user-defined type: " \
             "Yosys 0.23 stops on an internal assertion (genrtlil.cc:1117). Assign the call to a " \
             "signal of that type and case on the signal\n", cur_file, tline[i], tok[i + 2]
    }
  }
}
