# sv_lex.awk: the SystemVerilog tokeniser and helpers the RTL rule checks share. Loaded before a
# rule file that defines collect() (pass 1) and scan() (pass 2):
#
#   awk -f sv_lex.awk -f RULE.awk pass=1 FILE... pass=2 FILE...
#
# Each file is read into tok[1..n] (with tline[i] its line) and handed to collect() or scan() at
# its end. Comments and string literals are dropped, so a construct may span lines and a comment
# may mention it.

# ---- Lexer --------------------------------------------------------------------------------------

function add(t) { n++; tok[n] = t; tline[n] = FNR }

FNR == 1 {
  if (n > 0) flush()
  cur_file = FILENAME
  cur_pass = pass
  n = 0
  in_block = 0
}

{
  s = $0
  while (s != "") {
    if (in_block) {                                   # inside /* ... */
      p = index(s, "*/")
      if (p == 0) break
      s = substr(s, p + 2)
      in_block = 0
      continue
    }
    if (match(s, /^[ \t\r\f]+/)) { s = substr(s, RLENGTH + 1); continue }
    two = substr(s, 1, 2)
    if (two == "//") break
    if (two == "/*") { in_block = 1; s = substr(s, 3); continue }
    if (substr(s, 1, 1) == "\"") {                    # string literal: dropped
      if (match(s, /^"([^"\\]|\\.)*"/)) s = substr(s, RLENGTH + 1)
      else s = ""
      continue
    }
    if (match(s, /^[A-Za-z_][A-Za-z0-9_$]*(::[A-Za-z_][A-Za-z0-9_$]*)*/) ||   # (pkg::)name
        match(s, /^[$`][A-Za-z_][A-Za-z0-9_$]*/) ||                          # $func, `directive
        match(s, /^[0-9]*'[sS]?[bBoOdDhH][0-9a-fA-FxXzZ_?]+/) ||             # based number
        match(s, /^[0-9][0-9_.]*/)) {
      add(substr(s, 1, RLENGTH))
      s = substr(s, RLENGTH + 1)
      continue
    }
    add(substr(s, 1, 1))                              # any other character is a token
    s = substr(s, 2)
  }
}

END { if (n > 0) flush() }

# ---- Helpers ------------------------------------------------------------------------------------

function is_ident(t) { return t ~ /^[A-Za-z_]/ }
function base_name(t) { sub(/.*::/, "", t); return t }

# Index after the bracketed groups starting at j ("[a:b] [c]" ...).
function skip_dims(j,    depth) {
  while (j <= n && tok[j] == "[") {
    depth = 0
    for (; j <= n; j++) {
      if (tok[j] == "[") depth++
      else if (tok[j] == "]" && --depth == 0) break
    }
    j++
  }
  return j
}

# Index of the `,`, `;` or closing `)` that ends the expression starting at j.
function skip_expr(j,    depth) {
  depth = 0
  for (; j <= n; j++) {
    if (tok[j] == "(" || tok[j] == "[" || tok[j] == "{") depth++
    else if (tok[j] == ")" || tok[j] == "]" || tok[j] == "}") {
      if (depth == 0) return j
      depth--
    } else if (depth == 0 && (tok[j] == "," || tok[j] == ";")) return j
  }
  return j
}

function flush() {
  if (cur_pass == 1) collect()
  else scan()
}
