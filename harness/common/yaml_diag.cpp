#include "kc/yaml_diag.h"

#include <cctype>
#include <set>
#include <sstream>

namespace kc {

namespace {

// The node's mark, or the null mark for a node that does not exist.
YAML::Mark mark_of(const YAML::Node& n) { return n.IsDefined() ? n.Mark() : YAML::Mark::null_mark(); }

// "a, b, c" of two key lists.
std::string join_keys(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  std::string out;
  for (const auto* list : {&a, &b}) {
    for (const auto& k : *list) {
      if (!out.empty()) out += ", ";
      out += k;
    }
  }
  return out;
}

bool contains(const std::vector<std::string>& list, const std::string& key) {
  for (const auto& k : list)
    if (key == k) return true;
  return false;
}

}  // namespace

std::string format_diag(const std::string& file, const YAML::Mark& mark, const std::string& severity,
                        const std::string& message) {
  std::ostringstream s;
  s << file;
  if (!mark.is_null()) s << ':' << mark.line + 1 << ':' << mark.column + 1;
  s << ": " << severity << ": " << message;
  return s.str();
}

const char* yaml_type_name(const YAML::Node& node) {
  if (!node.IsDefined()) return "missing";
  switch (node.Type()) {
    case YAML::NodeType::Map:
      return "a mapping";
    case YAML::NodeType::Sequence:
      return "a sequence";
    case YAML::NodeType::Scalar:
      return "a scalar";
    case YAML::NodeType::Null:
      return "null";
    default:
      return "undefined";
  }
}

std::optional<std::uint64_t> parse_uint_literal(const std::string& text) {
  int base = 10;
  std::size_t i = 0;
  if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
    base = 16;
    i = 2;
  }
  if (i >= text.size()) return std::nullopt;
  std::uint64_t v = 0;
  for (; i < text.size(); ++i) {
    const char c = text[i];
    unsigned d;
    if (c >= '0' && c <= '9')
      d = unsigned(c - '0');
    else if (base == 16 && std::isxdigit(static_cast<unsigned char>(c)))
      d = unsigned(std::tolower(c) - 'a' + 10);
    else
      return std::nullopt;
    if (v > (UINT64_MAX - d) / unsigned(base)) return std::nullopt;  // overflow
    v = v * unsigned(base) + d;
  }
  return v;
}

bool is_identifier(const std::string& text) {
  if (text.empty() || std::isdigit(static_cast<unsigned char>(text[0]))) return false;
  for (char c : text)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_')) return false;
  return true;
}

YAML::Node YamlDiag::load() {
  try {
    return YAML::LoadFile(file_);
  } catch (const YAML::BadFile&) {
    messages_.push_back(format_diag(file_, YAML::Mark::null_mark(), "error", "cannot open file"));
  } catch (const YAML::ParserException& e) {
    messages_.push_back(format_diag(file_, e.mark, "error", e.msg));
  }
  return YAML::Node(YAML::NodeType::Undefined);
}

void YamlDiag::error(const YAML::Node& at, const std::string& message) { error_at(mark_of(at), message); }

void YamlDiag::error_in_scalar(const YAML::Node& at, std::size_t col_offset, const std::string& message) {
  YAML::Mark m = mark_of(at);
  if (!m.is_null()) {
    // Quoted scalars ("..." / '...') carry the non-specific tag "!" and start at the quote.
    const bool quoted = at.IsScalar() && at.Tag() == "!";
    m.column += int(col_offset) + (quoted ? 1 : 0);
  }
  error_at(m, message);
}

void YamlDiag::error_at(const YAML::Mark& mark, const std::string& message) {
  messages_.push_back(format_diag(file_, mark, "error", message));
}

void YamlDiag::print(std::ostream& out) const {
  for (const auto& m : messages_) out << m << '\n';
}

bool YamlDiag::expect_map(const YAML::Node& n, const std::string& what) {
  if (n.IsMap()) return true;
  error(n, what + " must be a mapping, not " + yaml_type_name(n));
  return false;
}

bool YamlDiag::expect_seq(const YAML::Node& n, const std::string& what) {
  if (n.IsSequence()) return true;
  error(n, what + " must be a sequence, not " + yaml_type_name(n));
  return false;
}

bool YamlDiag::expect_scalar(const YAML::Node& n, const std::string& what) {
  if (n.IsScalar()) return true;
  error(n, what + " must be a scalar, not " + yaml_type_name(n));
  return false;
}

bool YamlDiag::check_keys(const YAML::Node& map, std::initializer_list<const char*> required,
                          std::initializer_list<const char*> optional, const std::string& what) {
  return check_keys(map, std::vector<std::string>(required.begin(), required.end()),
                    std::vector<std::string>(optional.begin(), optional.end()), what);
}

bool YamlDiag::check_keys(const YAML::Node& map, const std::vector<std::string>& required,
                          const std::vector<std::string>& optional, const std::string& what) {
  if (!expect_map(map, what)) return false;
  const std::size_t before = messages_.size();
  std::set<std::string> seen;
  for (const auto& kv : map) {
    if (!kv.first.IsScalar()) {
      error(kv.first, "keys of " + what + " must be scalars");
      continue;
    }
    const std::string key = kv.first.Scalar();
    if (!seen.insert(key).second) {
      error(kv.first, "duplicate key '" + key + "' in " + what);
    } else if (!contains(required, key) && !contains(optional, key)) {
      error(kv.first, "unknown key '" + key + "' in " + what + " (allowed: " + join_keys(required, optional) + ")");
    }
  }
  for (const auto& k : required)
    if (!seen.count(k)) error(map, "missing required key '" + k + "' in " + what);
  return messages_.size() == before;
}

std::optional<std::uint64_t> YamlDiag::get_uint(const YAML::Node& n, const std::string& what, std::uint64_t max) {
  if (!n.IsScalar()) {
    error(n, what + " must be a non-negative integer, not " + yaml_type_name(n));
    return std::nullopt;
  }
  const auto v = parse_uint_literal(n.Scalar());
  if (!v) {
    error(n, what + " must be a non-negative integer (decimal or 0x hex), not '" + n.Scalar() + "'");
    return std::nullopt;
  }
  if (*v > max) {
    error(n, what + " is " + n.Scalar() + ", above the maximum " + std::to_string(max));
    return std::nullopt;
  }
  return v;
}

std::optional<std::string> YamlDiag::get_string(const YAML::Node& n, const std::string& what) {
  if (!n.IsScalar()) {
    error(n, what + " must be a string, not " + yaml_type_name(n));
    return std::nullopt;
  }
  return n.Scalar();
}

std::optional<bool> YamlDiag::get_bool(const YAML::Node& n, const std::string& what) {
  if (n.IsScalar()) {
    if (n.Scalar() == "true") return true;
    if (n.Scalar() == "false") return false;
  }
  error(n, what + " must be true or false");
  return std::nullopt;
}

std::optional<std::vector<std::string>> YamlDiag::get_string_list(const YAML::Node& n, const std::string& what) {
  if (!expect_seq(n, what)) return std::nullopt;
  std::vector<std::string> out;
  bool good = true;
  for (const auto& item : n) {
    auto s = get_string(item, "each entry of " + what);
    if (s)
      out.push_back(*s);
    else
      good = false;
  }
  if (!good) return std::nullopt;
  return out;
}

std::optional<std::string> YamlDiag::get_identifier(const YAML::Node& n, const std::string& what) {
  auto s = get_string(n, what);
  if (!s) return std::nullopt;
  if (!is_identifier(*s)) {
    error(n, what + " '" + *s + "' is not an identifier (letters, digits, _; not starting with a digit)");
    return std::nullopt;
  }
  return s;
}

}  // namespace kc
