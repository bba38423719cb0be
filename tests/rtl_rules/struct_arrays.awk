# struct_arrays.awk: finds unpacked arrays whose element type is a packed struct or union.
#
# Yosys 0.23 keeps a single element of such an array (`p::s_t mem_q [3]` becomes one register,
# and whatever reads the other elements is optimised away), while Verilator simulates it right;
# the same array of plain vectors (`logic [$bits(p::s_t)-1:0] mem_q [3]`) is synthesised whole.
#
#   awk -f sv_lex.awk -f struct_arrays.awk pass=1 FILE... pass=2 FILE...
#
# Pass 1 reads every file and collects the names of packed struct and union typedefs, and of
# typedefs that rename one of them (`typedef p::s_t t_t;`). Pass 2 reports each declaration
#   T [packed dims] name [unpacked dims] ...
# with T such a name, plain or package-qualified (`pkg::T`), including the later names of a list
# (`T a_q, b_q [4];`, ANSI ports `input T a_i, b_i [2]`) and typedefs of array types. Names are
# matched without their scope, so the files passed together should not reuse a struct's name for
# another type. Writes one `FILE:LINE: message` per finding; the caller decides the exit status.
#
# The text is tokenised first by sv_lex.awk (comments and string literals dropped), so a
# declaration may span lines and a comment may mention the construct.

# ---- Pass 1: struct and union type names --------------------------------------------------------

function collect(    i, j, depth, base) {
  for (i = 1; i <= n; i++) {
    if (tok[i] != "typedef") continue
    j = i + 1
    if (tok[j] == "struct" || tok[j] == "union") {
      while (j <= n && tok[j] != "{") j++
      depth = 0
      for (; j <= n; j++) {
        if (tok[j] == "{") depth++
        else if (tok[j] == "}" && --depth == 0) break
      }
      if (is_ident(tok[j + 1])) is_struct[tok[j + 1]] = 1
    } else if (is_ident(tok[j]) && tok[j] != "enum") {
      # typedef BASE [dims] NAME ...: NAME is a struct type when BASE is one.
      base = base_name(tok[j])
      j = skip_dims(j + 1)
      if (is_ident(tok[j])) alias_of[tok[j]] = base
    }
  }
}

function resolve_aliases(    a, changed) {
  do {
    changed = 0
    for (a in alias_of) {
      if ((alias_of[a] in is_struct) && !(a in is_struct)) {
        is_struct[a] = 1
        changed = 1
      }
    }
  } while (changed)
  resolved = 1
}

# ---- Pass 2: declarations of unpacked arrays of those types -------------------------------------

function scan(    i, j, t) {
  if (!resolved) resolve_aliases()
  for (i = 1; i <= n; i++) {
    if (!is_ident(tok[i]) || !(base_name(tok[i]) in is_struct)) continue
    t = tok[i]
    j = skip_dims(i + 1)                   # packed dimensions of the element type
    # Declared names: NAME [unpacked dims] [= init] {, NAME ...}. A name followed by anything
    # else (a port direction, a type, `(`) ends the list.
    while (j <= n && is_ident(tok[j])) {
      if (tok[j + 1] == "[") {
        printf "%s:%d: unpacked array '%s' of packed struct/union '%s': Yosys 0.23 keeps one " \
               "element of it. Declare it as plain vectors, logic [$bits(s)-1:0] %s [...] with s " \
               "a '%s' signal (Yosys rejects $bits of a type), and read and write it through " \
               "'%s' signals\n", cur_file, tline[j], tok[j], t, tok[j], t, t
      } else if (tok[j + 1] != "," && tok[j + 1] != ";" && tok[j + 1] != "=" && tok[j + 1] != ")") {
        break
      }
      j = skip_dims(j + 1)
      if (tok[j] == "=") j = skip_expr(j + 1)
      if (tok[j] != ",") break
      j++
    }
  }
}
