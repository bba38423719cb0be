// Run bundle (run.json) and run result (result.json): strict reading, validation, writing.
#include "kc/run_bundle.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <set>
#include <iterator>
#include <sstream>

#include "kc/files.h"

namespace kc {
namespace {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;  // keeps key order (counters are written in register order)

}  // namespace

std::string escape_controls(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    const unsigned char u = static_cast<unsigned char>(c);
    if (u < 0x20 || u == 0x7f) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", u);
      out += buf;
    } else {
      out += c;
    }
  }
  return out;
}

BundleError::BundleError(const std::string& message) : std::runtime_error(escape_controls(message)) {}

BundleError unknown_config_error(const RunBundle& b, const std::string& platform,
                                 const std::vector<std::string>& known, const std::string& more) {
  std::string list;
  for (const std::string& k : known) list += (list.empty() ? "" : ", ") + k;
  return BundleError(b.source + ": config: unknown " + platform + " configuration \"" + b.config + "\" (known: " +
                     list + more + ")");
}

std::string bundle_input_file(const std::string& name) { return "in_" + name + ".bin"; }
std::string bundle_poison_file(const std::string& name) { return "poison_" + name + ".bin"; }
std::string bundle_output_file(const std::string& name) { return "out_" + name + ".bin"; }

std::vector<uint8_t> read_bundle_output(const std::string& dir, const std::string& name, std::size_t want_bytes) {
  const std::string path = dir + "/" + bundle_output_file(name);
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("the dump " + path + " of output " + name + " is missing");
  std::vector<uint8_t> bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  if (bytes.size() != want_bytes)
    throw std::runtime_error("the dump " + path + " of output " + name + " has " + std::to_string(bytes.size()) +
                             " bytes, expected " + std::to_string(want_bytes));
  return bytes;
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  return lines;
}

std::string trim_blanks(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return "";
  return s.substr(b, s.find_last_not_of(" \t\r") - b + 1);
}

namespace {

// ================================================================================================
// Strict JSON reading with messages that name the file and the JSON path
// ================================================================================================

// "a.b" / "a[3]" path building; the top level is the empty path.
std::string join(const std::string& path, const std::string& key) {
  return path.empty() ? key : path + "." + key;
}
std::string index(const std::string& path, std::size_t i) {
  return path + "[" + std::to_string(i) + "]";
}

// A JSON value as shown after "got": scalars as JSON text (shortened), containers by kind.
std::string describe(const Json& v) {
  if (v.is_object()) return "an object";
  if (v.is_array()) return "an array";
  std::string s = v.dump();
  if (s.size() > 40) s = s.substr(0, 37) + "...";
  return s;
}

// 1-based line and column of the 0-based byte offset `pos` in `text`.
std::pair<std::size_t, std::size_t> line_col(const std::string& text, std::size_t pos) {
  pos = std::min(pos, text.size());
  std::size_t line = 1, col = 1;
  for (std::size_t i = 0; i < pos; ++i) {
    if (text[i] == '\n') {
      ++line;
      col = 1;
    } else {
      ++col;
    }
  }
  return {line, col};
}

// Reads JSON documents of one file and turns every problem into a one-line BundleError.
class Reader {
 public:
  explicit Reader(std::string file) : file_(std::move(file)) {}

  const std::string& file() const { return file_; }

  [[noreturn]] void fail(const std::string& path, const std::string& msg) const {
    throw BundleError(file_ + ": " + (path.empty() ? "" : path + ": ") + msg);
  }

  // Parses `text`; a syntax error is reported as file:line:col, a duplicate key with its path.
  Json parse(const std::string& text) const {
    std::vector<Frame> stack;
    auto cb = [&](int, Json::parse_event_t ev, Json& parsed) {
      on_event(stack, ev, parsed);
      return true;
    };
    try {
      return Json::parse(text, cb);
    } catch (const Json::parse_error& e) {
      // nlohmann's byte is the 1-based position of the last character read.
      auto [line, col] = line_col(text, e.byte > 0 ? e.byte - 1 : 0);
      std::string what = e.what();
      auto at = what.find("column");
      auto colon = at == std::string::npos ? std::string::npos : what.find(": ", at);
      std::string detail = colon == std::string::npos ? what : what.substr(colon + 2);
      throw BundleError(file_ + ":" + std::to_string(line) + ":" + std::to_string(col) +
                        ": JSON syntax error: " + detail);
    } catch (const Json::out_of_range& e) {
      // A number too large for a double ("1e999"): nlohmann names the number, not its place, so
      // the place is that of the number's first occurrence in the text.
      std::string what = e.what();
      const auto bracket = what.find("] ");
      if (bracket != std::string::npos) what = what.substr(bracket + 2);
      std::string where;
      const auto q1 = what.find('\''), q2 = what.rfind('\'');
      if (q1 != std::string::npos && q2 > q1 + 1) {
        const auto at = text.find(what.substr(q1 + 1, q2 - q1 - 1));
        if (at != std::string::npos) {
          auto [line, col] = line_col(text, at);
          where = ":" + std::to_string(line) + ":" + std::to_string(col);
        }
      }
      throw BundleError(file_ + where + ": JSON syntax error: " + what);
    }
  }

  const Json& object(const Json& v, const std::string& path) const {
    if (!v.is_object()) fail(path, "expected an object, got " + describe(v));
    return v;
  }
  const Json& array(const Json& v, const std::string& path) const {
    if (!v.is_array()) fail(path, "expected an array, got " + describe(v));
    return v;
  }

  // Every key of object `v` must be in `required` or `optional`; every required key present.
  void check_keys(const Json& v, const std::string& path, std::initializer_list<const char*> required,
                  std::initializer_list<const char*> optional) const {
    object(v, path);
    for (auto it = v.begin(); it != v.end(); ++it) {
      auto known = [&](std::initializer_list<const char*> l) {
        return std::any_of(l.begin(), l.end(), [&](const char* k) { return it.key() == k; });
      };
      if (known(required) || known(optional)) continue;
      std::string allowed;
      for (auto l : {required, optional})
        for (const char* k : l) allowed += (allowed.empty() ? "" : ", ") + std::string(k);
      fail(path, "unknown key \"" + it.key() + "\" (allowed: " + allowed + ")");
    }
    for (const char* k : required)
      if (!v.contains(k)) fail(path, std::string("missing required key \"") + k + "\"");
  }

  std::string str(const Json& obj, const std::string& path, const char* key) const {
    const Json& v = obj.at(key);
    if (!v.is_string() || v.get_ref<const std::string&>().empty())
      fail(join(path, key), "expected a non-empty string, got " + describe(v));
    // A NUL would silently cut a file name (the system sees "a" of "a\u0000b").
    if (v.get_ref<const std::string&>().find('\0') != std::string::npos)
      fail(join(path, key), "the string " + describe(v) + " contains a NUL character");
    return v.get<std::string>();
  }

  uint64_t uint(const Json& obj, const std::string& path, const char* key) const {
    const Json& v = obj.at(key);
    if (!v.is_number_unsigned())
      fail(join(path, key), "expected a non-negative integer, got " + describe(v));
    return v.get<uint64_t>();
  }

  double number(const Json& obj, const std::string& path, const char* key) const {
    const Json& v = obj.at(key);
    if (!v.is_number()) fail(join(path, key), "expected a number, got " + describe(v));
    return v.get<double>();
  }

  // `key` must hold one of `allowed`.
  std::string choice(const Json& obj, const std::string& path, const char* key,
                     std::initializer_list<const char*> allowed) const {
    std::string s = str(obj, path, key);
    std::string list;
    for (const char* a : allowed) {
      if (s == a) return s;
      list += (list.empty() ? "\"" : ", \"") + std::string(a) + "\"";
    }
    fail(join(path, key), "unsupported value \"" + s + "\" (expected " + list + ")");
  }

 private:
  // Position in the document while parsing, for duplicate-key messages.
  struct Frame {
    bool is_array = false;
    std::size_t index = 0;        // arrays: element being read
    std::string key;              // objects: key being read
    std::set<std::string> keys;   // objects: keys seen
  };

  static std::string path_of(const std::vector<Frame>& stack) {
    std::string p;
    for (std::size_t i = 0; i + 1 < stack.size(); ++i)
      p = stack[i].is_array ? index(p, stack[i].index) : join(p, stack[i].key);
    return p;
  }

  void on_event(std::vector<Frame>& stack, Json::parse_event_t ev, const Json& parsed) const {
    auto element_done = [&] {
      if (!stack.empty() && stack.back().is_array) ++stack.back().index;
    };
    switch (ev) {
      case Json::parse_event_t::object_start:
      case Json::parse_event_t::array_start:
        stack.emplace_back();
        stack.back().is_array = ev == Json::parse_event_t::array_start;
        break;
      case Json::parse_event_t::key: {
        Frame& f = stack.back();
        f.key = parsed.get<std::string>();
        if (!f.keys.insert(f.key).second) fail(join(path_of(stack), f.key), "duplicate key");
        break;
      }
      case Json::parse_event_t::object_end:
      case Json::parse_event_t::array_end:
        stack.pop_back();
        element_done();
        break;
      case Json::parse_event_t::value: element_done(); break;
    }
  }

  std::string file_;
};

// Reads a whole file; nullopt with `err` set when it cannot be read.
std::optional<std::string> slurp(const std::string& path, std::string& err) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    err = std::strerror(errno);
    return std::nullopt;
  }
  std::ostringstream ss;
  ss << in.rdbuf();
  if (in.bad()) {
    err = "read error";
    return std::nullopt;
  }
  return ss.str();
}


// `name` resolved against the directory of `anchor` (absolute names stay as they are).
std::string resolve(const std::string& anchor, const std::string& name) {
  fs::path p(name);
  if (p.is_absolute()) return p.lexically_normal().string();
  std::error_code ec;
  fs::path base = fs::absolute(fs::path(anchor), ec).parent_path();
  return (base / p).lexically_normal().string();
}

// ================================================================================================
// run.json
// ================================================================================================

ProgramSpec read_program(const Reader& r, const Json& v, const std::string& anchor) {
  const std::string path = "program";
  r.check_keys(v, path, {"file"}, {"format"});
  ProgramSpec p;
  p.file = resolve(anchor, r.str(v, path, "file"));
  if (v.contains("format")) p.format = r.choice(v, path, "format", {"raw32", "elf"});
  return p;
}

// A place named by "symbol", or by "space" and "addr" (not both, not half of one).
void read_place(const Reader& r, const Json& v, const std::string& path, std::string& space, uint64_t& addr,
                std::string& symbol) {
  if (v.contains("symbol")) {
    if (v.contains("space") || v.contains("addr"))
      r.fail(path, "give either \"symbol\" or \"space\" and \"addr\", not both");
    symbol = r.str(v, path, "symbol");
    return;
  }
  for (const char* k : {"space", "addr"})
    if (!v.contains(k)) r.fail(path, std::string("missing required key \"") + k + "\" (or name a \"symbol\")");
  space = r.str(v, path, "space");
  addr = r.uint(v, path, "addr");
}

std::vector<PreloadSpec> read_preloads(const Reader& r, const Json& v, const std::string& anchor) {
  std::vector<PreloadSpec> out;
  r.array(v, "preload");
  for (std::size_t i = 0; i < v.size(); ++i) {
    const std::string path = index("preload", i);
    r.check_keys(v[i], path, {}, {"space", "addr", "file", "symbol"});
    if (!v[i].contains("file")) r.fail(path, "missing required key \"file\"");
    PreloadSpec p;
    read_place(r, v[i], path, p.space, p.addr, p.symbol);
    p.file = resolve(anchor, r.str(v[i], path, "file"));
    out.push_back(std::move(p));
  }
  return out;
}

std::vector<DumpSpec> read_dumps(const Reader& r, const Json& v, const std::string& anchor) {
  std::vector<DumpSpec> out;
  r.array(v, "dump");
  for (std::size_t i = 0; i < v.size(); ++i) {
    const std::string path = index("dump", i);
    r.check_keys(v[i], path, {}, {"space", "addr", "bytes", "file", "symbol"});
    if (!v[i].contains("file")) r.fail(path, "missing required key \"file\"");
    DumpSpec d;
    read_place(r, v[i], path, d.space, d.addr, d.symbol);
    if (d.symbol.empty() && !v[i].contains("bytes")) r.fail(path, "missing required key \"bytes\"");
    if (v[i].contains("bytes")) d.bytes = r.uint(v[i], path, "bytes");
    d.file = resolve(anchor, r.str(v[i], path, "file"));
    out.push_back(std::move(d));
  }
  return out;
}

TraceSpec read_trace(const Reader& r, const Json& v, const std::string& anchor) {
  const std::string path = "trace";
  r.check_keys(v, path, {"file", "from_cycle", "to_cycle"}, {"format"});
  TraceSpec t;
  if (v.contains("format")) t.format = r.choice(v, path, "format", {"fst"});
  t.file = resolve(anchor, r.str(v, path, "file"));
  t.from_cycle = r.uint(v, path, "from_cycle");
  t.to_cycle = r.uint(v, path, "to_cycle");
  if (t.to_cycle < t.from_cycle)
    r.fail(path, "to_cycle (" + std::to_string(t.to_cycle) + ") is before from_cycle (" +
                     std::to_string(t.from_cycle) + ")");
  return t;
}

// ---- validation helpers ------------------------------------------------------------------------

std::string hex(uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
  return buf;
}

// Size of an input file, or a BundleError naming the bundle path that refers to it.
uint64_t input_size(const Reader& r, const std::string& path, const std::string& file) {
  std::error_code ec;
  if (!fs::is_regular_file(file, ec)) {
    if (fs::exists(file, ec)) r.fail(path, "'" + file + "' is not a regular file");
    r.fail(path, "cannot read '" + file + "': no such file");
  }
  uint64_t n = fs::file_size(file, ec);
  if (ec) r.fail(path, "cannot read '" + file + "': " + ec.message());
  return n;
}

// The directory of an output file must exist, and the file must not be a directory.
void check_output(const Reader& r, const std::string& path, const std::string& file) {
  std::error_code ec;
  fs::path dir = fs::path(file).parent_path();
  if (!dir.empty() && !fs::is_directory(dir, ec))
    r.fail(path, "cannot write '" + file + "': directory '" + dir.string() + "' does not exist");
  const std::string name = fs::path(file).filename().string();
  if (name.empty() || name == "." || name == ".." || fs::is_directory(file, ec))
    r.fail(path, "cannot write '" + file + "': it names a directory, not a file");
}


const MemorySpace& space_of(const Reader& r, const MemoryLayout& layout, const std::string& path,
                            const std::string& name) {
  if (const MemorySpace* s = find_space(layout, name)) return *s;
  std::string list;
  for (const auto& s : layout.spaces) list += (list.empty() ? "" : ", ") + s.name;
  r.fail(path, "unknown space \"" + name + "\" (" + layout.platform + " spaces: " + list +
                   "; the program is loaded through \"program\")");
}

// [addr, addr + bytes / elem_bytes) must lie inside `s`; `bytes` a multiple of the element size.
void check_range(const Reader& r, const MemoryLayout& layout, const std::string& path,
                 const MemorySpace& s, uint64_t addr, uint64_t bytes, const std::string& what) {
  if (bytes % s.elem_bytes != 0)
    r.fail(path, what + " is " + std::to_string(bytes) + " bytes, not a multiple of the " +
                     std::to_string(s.elem_bytes) + "-byte elements of space \"" + s.name + "\"");
  const uint64_t n = bytes / s.elem_bytes;
  if (addr < s.base || addr - s.base > s.size || n > s.size - (addr - s.base)) {
    auto num = [&](uint64_t v) { return s.base ? hex(v) : std::to_string(v); };
    // The end is not computed when it would pass 2^64 (it would wrap to a small number).
    const std::string range = n > UINT64_MAX - addr ? "from " + num(addr) + ", " + std::to_string(n) +
                                                          " elements (past the end of the 64-bit address range),"
                                                    : num(addr) + ".." + num(addr + n) + " (exclusive)";
    r.fail(path, "addresses " + range + " exceed space \"" + s.name +
                     "\" of configuration '" + layout.config + "' (" + std::to_string(s.size) + " elements of " +
                     std::to_string(s.elem_bytes) + " bytes, addresses " + num(s.base) + ".." +
                     num(s.base + s.size - 1) + ")");
  }
}

// The spaces of `layout` with their address ranges, for messages: "itcm 0x0..0xffff, dtcm ...".
std::string space_list(const MemoryLayout& layout) {
  std::string list;
  for (const auto& sp : layout.spaces)
    list += (list.empty() ? "" : ", ") + sp.name + " " + hex(sp.base) + ".." + hex(sp.base + sp.size - 1);
  return list;
}

// Parses the ELF program of a bundle (a BundleError names program.file).
ElfImage load_program_elf(const Reader& r, const RunBundle& b, const MemoryLayout& layout) {
  try {
    return read_elf(b.program.file, layout.elf_machine);
  } catch (const ElfError& e) {
    r.fail("program.file", e.what());
  }
}

// Every loadable segment lies inside one space of the layout, and no two overlap (the later would
// silently overwrite the earlier one's bytes).
void check_elf_segments(const Reader& r, const ElfImage& elf, const MemoryLayout& layout) {
  for (std::size_t i = 0; i < elf.segments.size(); ++i) {
    const ElfSegment& seg = elf.segments[i];
    if (seg.mem_size == 0) continue;
    for (std::size_t k = 0; k < i; ++k) {
      const ElfSegment& o = elf.segments[k];
      if (o.mem_size == 0) continue;
      const uint64_t a0 = seg.vaddr, a1 = a0 + seg.mem_size, b0 = o.vaddr, b1 = b0 + o.mem_size;
      if (a0 < b1 && b0 < a1)
        r.fail("program.file", "segment " + std::to_string(i) + " (" + hex(a0) + ".." + hex(a1 - 1) +
                                   ") overlaps segment " + std::to_string(k) + " (" + hex(b0) + ".." + hex(b1 - 1) +
                                   "); each byte of memory is loaded from one segment");
    }
    const MemorySpace* sp = space_at(layout, seg.vaddr);
    const uint64_t end = uint64_t(seg.vaddr) + seg.mem_size;
    if (!sp || end > sp->base + uint64_t(sp->size) * sp->elem_bytes)
      r.fail("program.file", "segment " + std::to_string(i) + " (" + hex(seg.vaddr) + ".." + hex(end - 1) +
                                 ") does not lie inside one memory space of configuration '" + layout.config +
                                 "' (" + space_list(layout) + ")");
  }
}

std::vector<uint8_t> read_input(const Reader& r, const std::string& path, const std::string& file) {
  std::string err;
  auto text = slurp(file, err);
  if (!text) r.fail(path, "cannot read '" + file + "': " + err);
  return std::vector<uint8_t>(text->begin(), text->end());
}

// ================================================================================================
// result.json
// ================================================================================================

Json traffic_json(const MemoryTraffic& t) {
  Json j;
  j["read_bytes"] = t.read_bytes;
  j["write_bytes"] = t.write_bytes;
  j["read_requests"] = t.read_requests;
  j["write_requests"] = t.write_requests;
  j["busy_cycles"] = t.busy_cycles;
  return j;
}

MemoryTraffic read_traffic(const Reader& r, const Json& v, const std::string& path) {
  r.check_keys(v, path, {"read_bytes", "write_bytes", "read_requests", "write_requests", "busy_cycles"},
               {});
  MemoryTraffic t;
  t.read_bytes = r.uint(v, path, "read_bytes");
  t.write_bytes = r.uint(v, path, "write_bytes");
  t.read_requests = r.uint(v, path, "read_requests");
  t.write_requests = r.uint(v, path, "write_requests");
  t.busy_cycles = r.uint(v, path, "busy_cycles");
  return t;
}

FaultInfo read_fault(const Reader& r, const Json& v) {
  const std::string path = "fault";
  r.check_keys(v, path, {"kind", "pc", "message"}, {"address", "word"});
  FaultInfo f;
  f.kind = r.str(v, path, "kind");
  f.pc = r.uint(v, path, "pc");
  f.message = r.str(v, path, "message");
  if (v.contains("address")) f.address = r.uint(v, path, "address");
  if (v.contains("word")) {
    uint64_t w = r.uint(v, path, "word");
    if (w > 0xFFFFFFFFu) r.fail(join(path, "word"), "expected a 32-bit word, got " + std::to_string(w));
    f.word = uint32_t(w);
  }
  return f;
}

SimStats read_sim(const Reader& r, const Json& v) {
  const std::string path = "sim";
  r.check_keys(v, path,
               {"simulator", "quantum_cycles", "clocked_cycles", "wall_seconds", "cycles_per_second",
                "total_wall_seconds"},
               {"drain_cycles"});
  SimStats s;
  s.simulator = r.str(v, path, "simulator");
  s.quantum_cycles = r.uint(v, path, "quantum_cycles");
  s.clocked_cycles = r.uint(v, path, "clocked_cycles");
  s.wall_seconds = r.number(v, path, "wall_seconds");
  s.cycles_per_second = r.number(v, path, "cycles_per_second");
  s.total_wall_seconds = r.number(v, path, "total_wall_seconds");
  if (v.contains("drain_cycles")) s.drain_cycles = r.uint(v, path, "drain_cycles");
  return s;
}

}  // namespace

// ================================================================================================
// public functions
// ================================================================================================

RunBundle parse_run_bundle(const std::string& text, const std::string& path) {
  Reader r(path);
  const Json j = r.parse(text);
  if (!j.is_object()) r.fail("", "expected a JSON object at the top level, got " + describe(j));
  r.check_keys(j, "", {"platform", "config", "program", "max_cycles"}, {"preload", "dump", "trace", "max_wall_seconds"});
  RunBundle b;
  b.source = path;
  b.platform = r.str(j, "", "platform");
  b.config = r.str(j, "", "config");
  b.program = read_program(r, j.at("program"), path);
  b.max_cycles = r.uint(j, "", "max_cycles");
  if (b.max_cycles == 0) r.fail("max_cycles", "expected a positive cycle limit, got 0");
  if (j.contains("preload")) b.preload = read_preloads(r, j.at("preload"), path);
  if (j.contains("dump")) b.dump = read_dumps(r, j.at("dump"), path);
  if (j.contains("trace")) b.trace = read_trace(r, j.at("trace"), path);
  if (j.contains("max_wall_seconds")) {
    b.max_wall_seconds = r.number(j, "", "max_wall_seconds");
    if (!(b.max_wall_seconds > 0 && b.max_wall_seconds <= 1e7))
      r.fail("max_wall_seconds", "expected a number of seconds above 0 (at most 10000000), got " +
                                     describe(j.at("max_wall_seconds")));
  }
  return b;
}

RunBundle load_run_bundle(const std::string& path) {
  std::string err;
  auto text = slurp(path, err);
  if (!text) throw BundleError(path + ": cannot read the run bundle: " + err);
  return parse_run_bundle(*text, path);
}

void write_run_bundle(const std::string& path, const RunBundle& b) {
  Json j;
  j["platform"] = b.platform;
  j["config"] = b.config;
  j["program"] = {{"file", b.program.file}, {"format", b.program.format}};
  if (!b.preload.empty()) {
    j["preload"] = Json::array();
    for (const auto& p : b.preload)
      j["preload"].push_back(p.symbol.empty() ? Json{{"space", p.space}, {"addr", p.addr}, {"file", p.file}}
                                              : Json{{"symbol", p.symbol}, {"file", p.file}});
  }
  if (!b.dump.empty()) {
    j["dump"] = Json::array();
    for (const auto& d : b.dump) {
      Json e = d.symbol.empty() ? Json{{"space", d.space}, {"addr", d.addr}} : Json{{"symbol", d.symbol}};
      if (d.symbol.empty() || d.bytes) e["bytes"] = d.bytes;
      e["file"] = d.file;
      j["dump"].push_back(e);
    }
  }
  j["max_cycles"] = b.max_cycles;
  if (b.max_wall_seconds > 0) j["max_wall_seconds"] = b.max_wall_seconds;
  if (b.trace)
    j["trace"] = {{"format", b.trace->format},
                  {"file", b.trace->file},
                  {"from_cycle", b.trace->from_cycle},
                  {"to_cycle", b.trace->to_cycle}};
  write_file_atomic(path, j.dump(2) + "\n");
}

const MemorySpace* find_space(const MemoryLayout& layout, std::string_view name) {
  for (const auto& s : layout.spaces)
    if (s.name == name) return &s;
  return nullptr;
}

const MemorySpace* space_at(const MemoryLayout& layout, uint64_t addr) {
  for (const auto& s : layout.spaces)
    if (addr >= s.base && addr - s.base < s.size) return &s;
  return nullptr;
}

RunBundle resolve_symbols(const RunBundle& b, const ElfImage& elf, const MemoryLayout& layout) {
  Reader r(b.source.empty() ? std::string("run.json") : b.source);
  RunBundle out = b;
  auto place = [&](const std::string& path, const std::string& symbol, std::string& space, uint64_t& addr) {
    const ElfSymbol* sym = elf.symbol(symbol);
    if (!sym) r.fail(join(path, "symbol"), "the program defines no symbol \"" + symbol + "\"");
    const MemorySpace* sp = space_at(layout, sym->value);
    if (!sp)
      r.fail(join(path, "symbol"), "symbol \"" + symbol + "\" is at " + hex(sym->value) +
                                       ", outside every memory space (" + space_list(layout) + ")");
    space = sp->name;
    addr = sym->value;
    return sym->size;
  };
  for (std::size_t i = 0; i < out.preload.size(); ++i)
    if (!out.preload[i].symbol.empty())
      place(index("preload", i), out.preload[i].symbol, out.preload[i].space, out.preload[i].addr);
  for (std::size_t i = 0; i < out.dump.size(); ++i) {
    DumpSpec& d = out.dump[i];
    if (d.symbol.empty()) continue;
    const uint32_t size = place(index("dump", i), d.symbol, d.space, d.addr);
    if (d.bytes == 0) d.bytes = size;
    if (d.bytes == 0)
      r.fail(index("dump", i), "symbol \"" + d.symbol + "\" has no size in the program; give \"bytes\"");
  }
  return out;
}

namespace {

// Symbols resolved (the ELF read when there are any) and every check of validate_run_bundle.
RunBundle checked_bundle(const RunBundle& in, const MemoryLayout& layout, std::optional<ElfImage>* elf_out) {
  Reader r(in.source.empty() ? std::string("run.json") : in.source);
  if (in.platform != layout.platform)
    r.fail("platform", "bundle is for platform \"" + in.platform + "\", the configuration is for \"" +
                           layout.platform + "\"");
  if (in.config != layout.config)
    r.fail("config", "bundle names configuration \"" + in.config + "\", the layout is of \"" +
                         layout.config + "\"");
  const auto& formats = layout.program_formats;
  if (std::find(formats.begin(), formats.end(), in.program.format) == formats.end()) {
    std::string list;
    for (const auto& f : formats) list += (list.empty() ? "\"" : ", \"") + f + "\"";
    r.fail("program.format", "platform " + layout.platform + " loads " + list + " programs, not \"" +
                                 in.program.format + "\"");
  }
  const uint64_t prog_bytes = input_size(r, "program.file", in.program.file);
  RunBundle b = in;
  if (in.program.format == "raw32") {
    if (prog_bytes % 4 != 0)
      r.fail("program.file", "'" + in.program.file + "' has " + std::to_string(prog_bytes) +
                                 " bytes, not a whole number of 32-bit words (raw32)");
    if (prog_bytes / 4 > layout.program_words)
      r.fail("program.file", "'" + in.program.file + "' has " + std::to_string(prog_bytes / 4) +
                                 " instructions; the instruction memory of configuration '" + layout.config +
                                 "' holds " + std::to_string(layout.program_words));
    for (std::size_t i = 0; i < b.preload.size(); ++i)
      if (!b.preload[i].symbol.empty())
        r.fail(join(index("preload", i), "symbol"), "symbols need an ELF program (program.format \"elf\")");
    for (std::size_t i = 0; i < b.dump.size(); ++i)
      if (!b.dump[i].symbol.empty())
        r.fail(join(index("dump", i), "symbol"), "symbols need an ELF program (program.format \"elf\")");
  } else {
    ElfImage elf = load_program_elf(r, in, layout);
    check_elf_segments(r, elf, layout);
    b = resolve_symbols(in, elf, layout);
    if (elf_out) *elf_out = std::move(elf);
  }

  for (std::size_t i = 0; i < b.preload.size(); ++i) {
    const auto& p = b.preload[i];
    const std::string path = index("preload", i);
    const MemorySpace& s = space_of(r, layout, join(path, "space"), p.space);
    const uint64_t bytes = input_size(r, join(path, "file"), p.file);
    check_range(r, layout, path, s, p.addr, bytes, "file '" + p.file + "'");
  }
  // Files the run reads or writes that a dump (or the waveform) must not overwrite.
  std::vector<std::pair<std::string, std::string>> taken;   // (file, what it is)
  if (!in.source.empty()) {
    taken.emplace_back(in.source, "the run bundle itself");
    taken.emplace_back((fs::path(in.source).parent_path() / "result.json").string(), "result.json");
  }
  taken.emplace_back(b.program.file, "the program (program.file)");
  for (std::size_t i = 0; i < b.preload.size(); ++i)
    taken.emplace_back(b.preload[i].file, "the file of " + index("preload", i));
  auto check_distinct = [&](const std::string& path, const std::string& file, const std::string& what) {
    for (const auto& [f, name] : taken)
      if (same_file(file, f))
        r.fail(path, "'" + file + "' is " + name + ": the run would overwrite it; write the " + what + " elsewhere");
    taken.emplace_back(file, "the file of " + path.substr(0, path.rfind('.')));
  };
  for (std::size_t i = 0; i < b.dump.size(); ++i) {
    const auto& d = b.dump[i];
    const std::string path = index("dump", i);
    const MemorySpace& s = space_of(r, layout, join(path, "space"), d.space);
    check_range(r, layout, path, s, d.addr, d.bytes, "bytes");
    check_output(r, join(path, "file"), d.file);
    check_distinct(join(path, "file"), d.file, "dump");
  }
  if (b.trace) {
    check_output(r, "trace.file", b.trace->file);
    check_distinct("trace.file", b.trace->file, "waveform");
  }
  return b;
}

}  // namespace

void validate_run_bundle(const RunBundle& b, const MemoryLayout& layout) { checked_bundle(b, layout, nullptr); }

BundleInputs read_bundle_inputs(const RunBundle& b, const MemoryLayout& layout) {
  BundleInputs in;
  in.bundle = checked_bundle(b, layout, &in.elf);
  Reader r(b.source.empty() ? std::string("run.json") : b.source);
  if (b.program.format == "raw32") {
    const std::vector<uint8_t> prog = read_input(r, "program.file", b.program.file);
    in.program.resize(prog.size() / 4);
    for (std::size_t i = 0; i < in.program.size(); ++i)
      in.program[i] = uint32_t(prog[4 * i]) | uint32_t(prog[4 * i + 1]) << 8 | uint32_t(prog[4 * i + 2]) << 16 |
                      uint32_t(prog[4 * i + 3]) << 24;
  }
  for (std::size_t i = 0; i < in.bundle.preload.size(); ++i)
    in.preload_data.push_back(read_input(r, join(index("preload", i), "file"), in.bundle.preload[i].file));
  return in;
}

std::optional<uint64_t> find_counter(const RunResult& r, std::string_view name) {
  for (const auto& [n, v] : r.counters)
    if (n == name) return v;
  return std::nullopt;
}

void write_result_json(const std::string& path, const RunResult& r) {
  Json j;
  j["platform"] = r.platform;
  j["config"] = r.config;
  j["status"] = r.status;
  if (r.pc) j["pc"] = *r.pc;
  j["cycles"] = r.cycles;
  j["instructions"] = r.instructions;
  if (r.fault) {
    Json f;
    f["kind"] = r.fault->kind;
    f["pc"] = r.fault->pc;
    if (r.fault->address) f["address"] = *r.fault->address;
    if (r.fault->word) f["word"] = *r.fault->word;
    f["message"] = r.fault->message;
    j["fault"] = f;
  }
  j["counters"] = Json::object();
  for (const auto& [name, value] : r.counters) j["counters"][name] = value;
  j["memory"] = Json::object();
  for (const auto& [name, t] : r.memory) j["memory"][name] = traffic_json(t);
  j["sim"] = {{"simulator", r.sim.simulator},
              {"quantum_cycles", r.sim.quantum_cycles},
              {"clocked_cycles", r.sim.clocked_cycles},
              {"wall_seconds", r.sim.wall_seconds},
              {"cycles_per_second", r.sim.cycles_per_second},
              {"total_wall_seconds", r.sim.total_wall_seconds}};
  if (r.sim.drain_cycles) j["sim"]["drain_cycles"] = r.sim.drain_cycles;
  write_file_atomic(path, j.dump(2) + "\n");
}

RunResult load_result(const std::string& path) {
  std::string err;
  auto text = slurp(path, err);
  if (!text) throw BundleError(path + ": cannot read the result: " + err);
  Reader r(path);
  const Json j = r.parse(*text);
  if (!j.is_object()) r.fail("", "expected a JSON object at the top level, got " + describe(j));
  r.check_keys(j, "", {"platform", "config", "status", "cycles", "instructions", "counters", "memory", "sim"},
               {"pc", "fault"});
  RunResult res;
  res.platform = r.str(j, "", "platform");
  res.config = r.str(j, "", "config");
  res.status = r.choice(j, "", "status", {"halted", "fault", "illegal_instruction", "cycle_limit", "board_error"});
  if (j.contains("pc")) res.pc = r.uint(j, "", "pc");
  res.cycles = r.uint(j, "", "cycles");
  res.instructions = r.uint(j, "", "instructions");
  if (j.contains("fault")) res.fault = read_fault(r, j.at("fault"));
  // board_error (kernelcraft board run): the fault record carries the message.
  const bool needs_fault = res.status == "fault" || res.status == "illegal_instruction" || res.status == "board_error";
  if (needs_fault != res.fault.has_value())
    r.fail("fault", needs_fault ? "missing for status \"" + res.status + "\""
                                : "present although status is \"" + res.status + "\"");
  const Json& counters = r.object(j.at("counters"), "counters");
  for (auto it = counters.begin(); it != counters.end(); ++it)
    res.counters.emplace_back(it.key(), r.uint(counters, "counters", it.key().c_str()));
  const Json& memory = r.object(j.at("memory"), "memory");
  for (auto it = memory.begin(); it != memory.end(); ++it)
    res.memory.emplace_back(it.key(), read_traffic(r, it.value(), join("memory", it.key())));
  res.sim = read_sim(r, j.at("sim"));
  return res;
}

}  // namespace kc
