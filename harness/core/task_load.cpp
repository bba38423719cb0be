// Loading and validation of task specs (docs/tasks.md): every problem is reported as
// `file:line:col: error: ...`, all of them in one TaskError.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <set>
#include <sstream>
#include <tuple>

#include "kc/platform.h"
#include "kc/references.h"
#include "kc/task.h"
#include "kc/yaml_diag.h"
#include "task_internal.h"

#ifndef KC_SOURCE_TASKS_DIR
#error "KC_SOURCE_TASKS_DIR must name the source tree's tasks/ directory"
#endif

namespace kc {

using namespace task_detail;

namespace {

// "[4, 64]"
std::string shape_text(const std::vector<int64_t>& shape) {
  std::string s = "[";
  for (std::size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + "]";
}

// Visible configurations are exactly C1..C5; held-out ones are H1, H2, ... (at least H1, H2).
constexpr int kVisible = 5;
bool is_visible_name(const std::string& n) { return n.size() == 2 && n[0] == 'C' && n[1] >= '1' && n[1] <= '5'; }
bool is_held_out_name(const std::string& n) {
  return n.size() >= 2 && n[0] == 'H' && n[1] >= '1' && n[1] <= '9' &&
         std::all_of(n.begin() + 1, n.end(), [](char c) { return c >= '0' && c <= '9'; });
}
// Sort key: C1..C5, then H1, H2, ... numerically.
std::pair<int, long> config_order(const std::string& n) { return {n[0] == 'C' ? 0 : 1, std::atol(n.c_str() + 1)}; }

// One tensor region of a memory map in one configuration.
struct Region {
  std::string tensor;
  int64_t start, end;   // [start, end) in elements, output slack included
};

// The loader of one task.yaml. Keeps going after errors so that all of them are reported; the
// per-configuration checks run only when the schema was read without problems.
class Loader {
 public:
  explicit Loader(const std::string& path) : d_(path) { s_.file = path; }

  TaskSpec run() {
    const YAML::Node root = d_.load();
    if (root.IsDefined()) read(root);
    if (d_.ok()) check_configs();
    if (!d_.ok()) {
      std::ostringstream msg;
      d_.print(msg);
      std::string text = msg.str();
      if (!text.empty() && text.back() == '\n') text.pop_back();
      throw TaskError(text);
    }
    return s_;
  }

 private:
  // ---- schema -------------------------------------------------------------------------------

  void read(const YAML::Node& root) {
    if (!d_.check_keys(root,
                       {"id", "name", "level", "summary", "description", "math", "params", "tensors", "configs",
                        "tolerance", "reference", "platforms"},
                       {}, "the task")) {
      if (!root.IsMap()) return;
    }
    if (root["id"]) {
      if (auto v = d_.get_identifier(root["id"], "id")) s_.id = *v;
    }
    for (auto [key, field] : {std::pair{"name", &s_.name}, {"summary", &s_.summary}, {"description", &s_.description},
                              {"math", &s_.math}}) {
      if (!root[key]) continue;
      if (auto v = d_.get_string(root[key], key)) *field = *v;
    }
    if (root["level"]) {
      if (auto v = d_.get_uint(root["level"], "level", 3)) {
        if (*v < 1) d_.error(root["level"], "level must be 1, 2 or 3");
        s_.level = int(*v);
      }
    }
    if (root["params"]) read_params(root["params"]);
    if (root["tensors"]) read_tensors(root["tensors"]);
    if (root["configs"]) read_configs(root["configs"]);
    if (root["tolerance"]) read_tolerance(root["tolerance"]);
    if (root["reference"]) read_reference(root["reference"]);
    if (root["platforms"]) read_platforms(root["platforms"]);
  }

  void read_params(const YAML::Node& n) {
    if (!d_.expect_map(n, "params")) return;
    for (const auto& kv : n) {
      auto name = d_.get_identifier(kv.first, "param name");
      auto meaning = d_.get_string(kv.second, "the meaning of a param");
      if (!name || !meaning) continue;
      if (expr_reserved(*name)) {
        d_.error(kv.first, "param name '" + *name + "' is reserved in expressions (max, min, sqrt, exp, log, inf)");
      } else if (std::find(params_.begin(), params_.end(), *name) != params_.end()) {
        d_.error(kv.first, "duplicate param '" + *name + "'");
      } else {
        params_.push_back(*name);
        s_.params.emplace_back(*name, *meaning);
      }
    }
    if (params_.empty()) d_.error(n, "params must name at least one shape parameter");
  }

  // Parses the expression in scalar `n` (kind `kind`, identifiers `known`); returns its text, or
  // nullopt after recording every problem at its column.
  std::optional<std::string> expr(const YAML::Node& n, const std::string& what, Expr::Kind kind,
                                  const std::vector<std::string>& known) {
    if (!n.IsScalar() || n.Scalar().empty()) {
      d_.error(n, what + " must be an expression, not " + std::string(n.IsScalar() ? "empty" : yaml_type_name(n)));
      return std::nullopt;
    }
    Expr e;
    const auto errors = e.parse(n.Scalar(), known, kind);
    for (const auto& err : errors) d_.error_in_scalar(n, err.offset, what + ": " + err.message);
    if (!errors.empty()) return std::nullopt;
    return n.Scalar();
  }

  void read_tensors(const YAML::Node& n) {
    if (!d_.expect_seq(n, "tensors")) return;
    bool inputs = false, outputs = false;
    for (const auto& t : n) {
      const bool keys_ok = d_.check_keys(t, {"name", "role", "dtype", "shape"}, {"init"}, "a tensor");
      if (!t.IsMap()) continue;
      TensorSpec ts;
      if (t["name"]) {
        if (auto v = d_.get_identifier(t["name"], "tensor name")) ts.name = *v;
      }
      const std::string what = "tensor " + (ts.name.empty() ? std::string("?") : ts.name);
      if (!ts.name.empty() && s_.tensor(ts.name)) d_.error(t["name"], "duplicate tensor '" + ts.name + "'");
      if (t["role"]) {
        auto v = d_.get_string(t["role"], "role of " + what);
        if (v && *v == "input") ts.role = Role::input;
        else if (v && *v == "output") ts.role = Role::output;
        else if (v) d_.error(t["role"], "role of " + what + " must be input or output, not '" + *v + "'");
      }
      if (t["dtype"]) {
        auto v = d_.get_string(t["dtype"], "dtype of " + what);
        if (v && parse_dtype(*v)) ts.dtype = *parse_dtype(*v);
        else if (v) d_.error(t["dtype"], "unknown dtype '" + *v + "' of " + what + " (known: bf16, f32, i32, i16, i8, u8, u32, i64)");
      }
      std::vector<YAML::Node> dims;
      if (t["shape"] && d_.expect_seq(t["shape"], "shape of " + what)) {
        if (t["shape"].size() == 0) d_.error(t["shape"], "shape of " + what + " must have at least one dimension");
        for (const auto& dim : t["shape"]) {
          dims.push_back(dim);
          if (auto e = expr(dim, "shape of " + what, Expr::Kind::integer, params_)) ts.shape.push_back(*e);
        }
      }
      if (keys_ok && ts.role == Role::input && !t["init"]) d_.error(t, "input " + ts.name + " needs an 'init' distribution");
      if (ts.role == Role::output && t["init"]) d_.error(t["init"], "output " + ts.name + " cannot have an 'init'");
      if (ts.role == Role::input && t["init"]) {
        read_init(t["init"], what, ts.init);
        init_nodes_[ts.name] = t["init"];
      }
      (ts.role == Role::input ? inputs : outputs) = true;
      tensor_nodes_.push_back(t);
      shape_nodes_.push_back(dims);
      s_.tensors.push_back(std::move(ts));
    }
    if (!inputs || !outputs) d_.error(n, "tensors need at least one input and one output");
  }

  void read_init(const YAML::Node& n, const std::string& what, InitSpec& init) {
    if (!d_.expect_map(n, "init of " + what)) return;
    auto dist = n["dist"] ? d_.get_string(n["dist"], "dist of " + what) : std::nullopt;
    const char *a = "mean", *b = "std";
    if (!dist) {
      d_.check_keys(n, {"dist"}, {"mean", "std", "low", "high", "value"}, "init of " + what);
      return;
    }
    if (*dist == "normal") {
      init.dist = InitSpec::Dist::normal;
    } else if (*dist == "uniform") {
      init.dist = InitSpec::Dist::uniform;
      a = "low", b = "high";
    } else if (*dist == "const") {
      init.dist = InitSpec::Dist::constant;
      a = "value", b = nullptr;
    } else {
      d_.error(n["dist"], "unknown dist '" + *dist + "' of " + what + " (known: normal, uniform, const)");
      return;
    }
    if (b ? !d_.check_keys(n, {"dist", a, b}, {}, "init of " + what) : !d_.check_keys(n, {"dist", a}, {}, "init of " + what))
      return;
    if (auto e = expr(n[a], std::string(a) + " of " + what, Expr::Kind::real, params_)) init.a = *e;
    if (b) {
      if (auto e = expr(n[b], std::string(b) + " of " + what, Expr::Kind::real, params_)) init.b = *e;
    }
  }

  void read_configs(const YAML::Node& n) {
    if (!d_.expect_map(n, "configs")) return;
    for (const auto& kv : n) {
      auto name = d_.get_string(kv.first, "configuration name");
      if (!name) continue;
      if (!is_visible_name(*name) && !is_held_out_name(*name)) {
        d_.error(kv.first, "unknown configuration name '" + *name + "' (visible: C1..C5; held out: H1, H2, ...)");
        continue;
      }
      if (s_.config(*name)) {
        d_.error(kv.first, "duplicate configuration '" + *name + "'");
        continue;
      }
      TaskConfig cfg;
      cfg.name = *name;
      cfg.held_out = (*name)[0] == 'H';
      if (d_.check_keys(kv.second, params_, {}, "configuration " + *name)) {
        for (const auto& pv : kv.second) {
          const std::string p = pv.first.Scalar();
          auto v = d_.get_uint(pv.second, "param " + p + " of configuration " + *name, uint64_t(1) << 40);
          if (!v) continue;
          if (*v == 0) d_.error(pv.second, "param " + p + " of configuration " + *name + " must be positive");
          cfg.params[p] = int64_t(*v);
        }
      }
      config_nodes_[*name] = kv.second;
      s_.configs.push_back(std::move(cfg));
    }
    for (int i = 1; i <= kVisible; ++i)
      if (!s_.config("C" + std::to_string(i)))
        d_.error(n, "missing visible configuration 'C" + std::to_string(i) + "' (configs need exactly C1..C5 and at least H1, H2)");
    for (const char* h : {"H1", "H2"})
      if (!s_.config(h))
        d_.error(n, std::string("missing held-out configuration '") + h + "' (configs need exactly C1..C5 and at least H1, H2)");
    std::sort(s_.configs.begin(), s_.configs.end(),
              [](const TaskConfig& a, const TaskConfig& b) { return config_order(a.name) < config_order(b.name); });
  }

  void read_tolerance(const YAML::Node& n) { read_tolerance_into(n, s_.tolerance, "tolerance"); }

  void read_tolerance_into(const YAML::Node& n, Tolerance& tol, const std::string& what) {
    if (!d_.check_keys(n, {"atol", "rtol", "why"}, {}, what)) return;
    for (auto [key, field] : {std::pair{"atol", &tol.atol}, {"rtol", &tol.rtol}}) {
      auto text = expr(n[key], std::string(key) + " (a real expression without params)", Expr::Kind::real, {});
      if (!text) continue;
      ExprError err;
      auto v = eval_real(*text, {}, err);
      if (!v || *v < 0 || !std::isfinite(*v))
        d_.error(n[key], std::string(key) + " must be a finite number >= 0" + (v ? "" : ": " + err.message));
      else
        *field = *v;
    }
    if (auto why = d_.get_string(n["why"], what + " why")) {
      if (why->find_first_not_of(" \n\t") == std::string::npos) d_.error(n["why"], what + " why must explain the numbers");
      tol.why = *why;
    }
  }

  static std::string registered_references() {
    std::string known;
    for (const auto& r : reference_names()) known += (known.empty() ? "" : ", ") + r;
    return known;
  }

  void read_reference(const YAML::Node& n) {
    reference_node_ = n;
    auto name = d_.get_string(n, "reference");
    if (!name) return;
    s_.reference = *name;
    ref_ = find_reference(*name);
    if (ref_) return;
    d_.error(n, "unknown reference '" + *name + "' (registered: " + registered_references() + ")");
  }

  void read_platforms(const YAML::Node& n) {
    if (!d_.expect_map(n, "platforms")) return;
    if (n.size() == 0) d_.error(n, "platforms must have at least one platform section");
    for (const auto& kv : n) {
      auto name = d_.get_string(kv.first, "platform name");
      if (!name) continue;
      const Platform* platform = find_platform(*name);
      if (!platform) {
        std::string known;
        for (const auto& p : platform_names()) known += (known.empty() ? "" : ", ") + p;
        d_.error(kv.first, "unknown platform '" + *name + "' (known: " + known + ")");
        continue;
      }
      if (s_.platforms.count(*name)) {
        d_.error(kv.first, "duplicate platform '" + *name + "'");
        continue;
      }
      layouts_[*name] = platform->task_layout();
      read_platform(*name, kv.second);
    }
  }

  void read_platform(const std::string& name, const YAML::Node& n) {
    const std::string what = "platform " + name;
    const TaskLayout& layout = layouts_.at(name);
    PlatformSection sec;
    std::vector<std::string> required = {"roofline"},
                             optional = {"notes", "structural", "tensors", "tolerance", "reference", "description",
                                         "configs"};
    if (layout.memory_map) required.push_back("memory_map");
    if (layout.constant_slots > 0) optional.push_back("constants");
    if (layout.scratch) optional.push_back("scratch");
    if (!layout.memory_map && n.IsMap() && n["memory_map"])
      d_.error(n["memory_map"], "platform " + name + " places tensors at symbols its toolchain defines; a task "
                                "gives them no memory_map");
    if (!d_.check_keys(n, required, optional, what)) {
      if (!n.IsMap()) return;
    }
    PlatformNodes& nodes = platform_nodes_[name];
    if (layout.memory_map && n["memory_map"] && d_.expect_map(n["memory_map"], "memory_map of " + name)) {
      for (const auto& kv : n["memory_map"]) {
        const std::string t = kv.first.IsScalar() ? kv.first.Scalar() : "";
        if (!s_.tensor(t)) {
          d_.error(kv.first, "memory_map of " + name + " names '" + t + "', which is not a tensor of the task");
          continue;
        }
        if (sec.memory_map.count(t)) {
          d_.error(kv.first, "duplicate memory_map entry '" + t + "'");
          continue;
        }
        if (auto e = expr(kv.second, "address of " + t + " on " + name, Expr::Kind::integer, params_)) {
          sec.memory_map[t] = *e;
          nodes.address[t] = kv.second;
        }
      }
      for (const auto& t : s_.tensors)
        if (!has_key(n["memory_map"], t.name))
          d_.error(n["memory_map"], "tensor '" + t.name + "' has no address in the memory_map of " + name);
    }
    if (layout.constant_slots > 0 && n["constants"]) read_constants(n["constants"], name, sec, nodes);
    if (layout.scratch && n["scratch"]) read_scratch(n["scratch"], name, sec, nodes);
    if (n["roofline"]) read_roofline(n["roofline"], name, layout, sec, nodes);
    if (n["structural"]) read_structural(n["structural"], name, layout, sec);
    if (n["tensors"]) read_tensor_overrides(n["tensors"], name, sec, nodes);
    if (n["tolerance"]) {
      Tolerance t;
      read_tolerance_into(n["tolerance"], t, "tolerance of " + name);
      sec.tolerance = t;
    }
    if (n["reference"]) {
      nodes.reference = n["reference"];
      if (auto v = d_.get_string(n["reference"], "reference of " + name)) {
        sec.reference = *v;
        nodes.ref = find_reference(*v);
        if (!nodes.ref) d_.error(n["reference"], "unknown reference '" + *v + "' (registered: " + registered_references() + ")");
      }
    }
    if (n["description"]) {
      if (auto v = d_.get_string(n["description"], "description of " + name)) sec.description = *v;
    }
    if (n["notes"]) {
      if (auto v = d_.get_string(n["notes"], "notes of " + name)) sec.notes = *v;
    }
    if (n["configs"]) read_platform_configs(n["configs"], name, sec);
    s_.platforms[name] = std::move(sec);
  }

  // A platform's own shapes: for every configuration of the task, all params (same names).
  void read_platform_configs(const YAML::Node& n, const std::string& platform, PlatformSection& sec) {
    const std::string what = "configs of " + platform;
    if (!d_.expect_map(n, what)) return;
    for (const auto& kv : n) {
      auto name = d_.get_string(kv.first, "configuration name in " + what);
      if (!name) continue;
      if (!s_.config(*name)) {
        d_.error(kv.first, what + " names '" + *name + "', which is not a configuration of the task");
        continue;
      }
      TaskConfig cfg;
      cfg.name = *name;
      cfg.held_out = (*name)[0] == 'H';
      if (d_.check_keys(kv.second, params_, {}, "configuration " + *name + " of " + platform)) {
        for (const auto& pv : kv.second) {
          const std::string p = pv.first.Scalar();
          auto v = d_.get_uint(pv.second, "param " + p + " of configuration " + *name + " of " + platform,
                               uint64_t(1) << 40);
          if (!v) continue;
          if (*v == 0) d_.error(pv.second, "param " + p + " of configuration " + *name + " of " + platform + " must be positive");
          cfg.params[p] = int64_t(*v);
        }
      }
      platform_config_nodes_[platform][*name] = kv.second;
      sec.configs.push_back(std::move(cfg));
    }
    for (const TaskConfig& c : s_.configs) {
      bool found = false;
      for (const TaskConfig& o : sec.configs) found = found || o.name == c.name;
      if (!found) d_.error(n, what + " has no configuration '" + c.name + "' (it needs every configuration of the task)");
    }
  }

  // True if mapping `map` has the key `key` (whatever its value).
  static bool has_key(const YAML::Node& map, const std::string& key) {
    for (const auto& kv : map)
      if (kv.first.IsScalar() && kv.first.Scalar() == key) return true;
    return false;
  }

  struct PlatformNodes {
    std::map<std::string, YAML::Node> address, roofline;
    std::map<std::string, YAML::Node> init;   // tensor -> its overriding init mapping
    std::map<std::string, YAML::Node> layout; // tensor -> its `layout` scalar
    YAML::Node reference;
    const ReferenceDef* ref = nullptr;        // the overriding reference, if any
    std::vector<YAML::Node> constants;   // value node of each constant
    std::vector<YAML::Node> scratch;     // mapping of each scratch region
  };

  // The roofline work: exactly the platform's resource keys, integer expressions over the params.
  void read_roofline(const YAML::Node& r, const std::string& name, const TaskLayout& layout, PlatformSection& sec,
                     PlatformNodes& nodes) {
    std::vector<std::string> keys;
    for (const RooflineResource& res : layout.roofline) keys.push_back(res.key);
    if (!d_.check_keys(r, keys, {}, "roofline of " + name)) return;
    for (const std::string& key : keys) {
      if (auto e = expr(r[key], key + " of " + name, Expr::Kind::integer, params_)) {
        sec.roofline[key] = *e;
        nodes.roofline[key] = r[key];
      }
    }
  }

  // The platform's datatypes and input distributions: tensor -> {dtype, init} (both optional;
  // init for inputs only).
  void read_tensor_overrides(const YAML::Node& n, const std::string& name, PlatformSection& sec, PlatformNodes& nodes) {
    if (!d_.expect_map(n, "tensors of " + name)) return;
    for (const auto& kv : n) {
      const std::string t = kv.first.IsScalar() ? kv.first.Scalar() : "";
      const TensorSpec* ts = s_.tensor(t);
      if (!ts) {
        d_.error(kv.first, "tensors of " + name + " names '" + t + "', which is not a tensor of the task");
        continue;
      }
      const std::string what = "tensor " + t + " on " + name;
      const bool layouts = layouts_.at(name).block_layouts;
      std::vector<std::string> keys = {"dtype", "init"};
      if (layouts) keys.push_back("layout");
      const auto& spaces = layouts_.at(name).spaces;
      if (!spaces.empty()) keys.push_back("space");
      if (!d_.check_keys(kv.second, {}, keys, what)) continue;
      TensorOverride o;
      if (!spaces.empty() && kv.second["space"]) {
        auto v = d_.get_string(kv.second["space"], "space of " + what);
        if (v && layouts_.at(name).space(*v)) {
          o.space = *v;
        } else if (v) {
          std::string known;
          for (const auto& sp : spaces) known += (known.empty() ? "" : ", ") + sp.name;
          d_.error(kv.second["space"], "unknown space '" + *v + "' of " + what + " (known: " + known + ")");
        }
      }
      if (layouts && kv.second["layout"]) {
        auto v = d_.get_string(kv.second["layout"], "layout of " + what);
        if (v && parse_block_layout(*v)) {
          o.layout = *v;
          nodes.layout[t] = kv.second["layout"];
        } else if (v) {
          d_.error(kv.second["layout"], "unknown layout '" + *v + "' of " + what + " (known: blocks RxC, e.g. blocks 4x8)");
        }
      }
      if (kv.second["dtype"]) {
        auto v = d_.get_string(kv.second["dtype"], "dtype of " + what);
        if (v && parse_dtype(*v)) o.dtype = *parse_dtype(*v);
        else if (v) d_.error(kv.second["dtype"], "unknown dtype '" + *v + "' of " + what + " (known: bf16, f32, i32, i16, i8, u8, u32, i64)");
      }
      if (kv.second["init"]) {
        if (ts->role == Role::output) {
          d_.error(kv.second["init"], "output " + t + " cannot have an 'init'");
        } else {
          InitSpec init;
          read_init(kv.second["init"], what, init);
          o.init = init;
          nodes.init[t] = kv.second["init"];
        }
      }
      sec.tensors[t] = o;
    }
  }

  // Structural caps: a roofline resource key -> {rate: real expression over the platform's hardware
  // values and `peak`, why: text}.
  void read_structural(const YAML::Node& n, const std::string& name, const TaskLayout& layout, PlatformSection& sec) {
    if (!d_.expect_map(n, "structural of " + name)) return;
    std::vector<std::string> known = layout.hw_symbols;
    known.push_back("peak");
    for (const auto& kv : n) {
      const std::string key = kv.first.IsScalar() ? kv.first.Scalar() : "";
      const bool resource = std::any_of(layout.roofline.begin(), layout.roofline.end(),
                                        [&](const RooflineResource& r) { return r.key == key; });
      if (!resource) {
        std::string keys;
        for (const RooflineResource& r : layout.roofline) keys += (keys.empty() ? "" : ", ") + r.key;
        d_.error(kv.first, "structural of " + name + " names '" + key + "', which is not a roofline resource of " + name +
                               " (" + keys + ")");
        continue;
      }
      const std::string what = "structural " + key + " of " + name;
      if (!d_.check_keys(kv.second, {"rate", "why"}, {}, what)) continue;
      StructuralCap cap;
      if (auto e = expr(kv.second["rate"], "rate of " + what, Expr::Kind::real, known)) cap.rate = *e;
      else continue;
      if (auto v = d_.get_string(kv.second["why"], "why of " + what)) cap.why = *v;
      sec.structural[key] = cap;
    }
  }

  void read_scratch(const YAML::Node& n, const std::string& platform, PlatformSection& sec, PlatformNodes& nodes) {
    if (!d_.expect_seq(n, "scratch of " + platform)) return;
    for (const auto& r : n) {
      if (!d_.check_keys(r, {"name", "address", "elements"}, {}, "a scratch region of " + platform)) continue;
      auto name = d_.get_identifier(r["name"], "scratch region name");
      if (!name) continue;
      bool clash = s_.tensor(*name) != nullptr;
      for (const auto& other : sec.scratch) clash |= other.name == *name;
      if (clash) {
        d_.error(r["name"], "scratch region name '" + *name + "' is already a tensor or scratch region");
        continue;
      }
      auto address = expr(r["address"], "address of scratch " + *name, Expr::Kind::integer, params_);
      auto elements = expr(r["elements"], "elements of scratch " + *name, Expr::Kind::integer, params_);
      if (!address || !elements) continue;
      sec.scratch.push_back({*name, *address, *elements});
      nodes.scratch.push_back(r);
    }
  }

  void read_constants(const YAML::Node& n, const std::string& platform, PlatformSection& sec, PlatformNodes& nodes) {
    if (!d_.expect_seq(n, "constants of " + platform)) return;
    const TaskLayout& rule = layouts_.at(platform);
    const unsigned slots = rule.constant_slots;
    std::map<unsigned, std::string> used;   // slot -> constant name
    for (const auto& c : n) {
      if (!d_.check_keys(c, {"slot", "value", "name"}, {"count"}, "a constant of " + platform)) continue;
      PlatformConstant pc;
      auto name = d_.get_identifier(c["name"], "constant name");
      auto slot = d_.get_uint(c["slot"], "slot of a constant", slots - 1);
      auto count = c["count"] ? d_.get_uint(c["count"], "count of a constant", slots) : std::optional<uint64_t>(1);
      auto value = expr(c["value"], "value of constant " + (name ? *name : std::string("?")), Expr::Kind::real, params_);
      if (!name || !slot || !count || !value) continue;
      if (*count == 0 || *slot + *count > slots) {
        d_.error(c["count"] ? c["count"] : c["slot"], "constant " + *name + " must fill 1.." + std::to_string(slots) +
                     " words inside " + rule.constant_memory + " (" + std::to_string(slots) +
                     " words on the smallest " + platform + " configuration)");
        continue;
      }
      bool clash = false;
      for (const auto& other : sec.constants) clash |= other.name == *name;
      if (clash) {
        d_.error(c["name"], "duplicate constant name '" + *name + "'");
        continue;
      }
      for (uint64_t s = *slot; s < *slot + *count && !clash; ++s) {
        if (!used.count(unsigned(s))) continue;
        d_.error(c["slot"], "constant " + *name + " uses " + rule.constant_memory + " slot " + std::to_string(s) +
                                ", already used by " +
                                used[unsigned(s)]);
        clash = true;
      }
      if (clash) continue;
      for (uint64_t s = *slot; s < *slot + *count; ++s) used[unsigned(s)] = *name;
      pc.name = *name;
      pc.slot = unsigned(*slot);
      pc.count = unsigned(*count);
      pc.value = *value;
      sec.constants.push_back(pc);
      nodes.constants.push_back(c["value"]);
    }
  }

  // ---- checks over the configurations -------------------------------------------------------

  // Evaluates integer expression `text` of scalar `n` in `cfg`; errors are recorded at the column.
  std::optional<int64_t> int_at(const YAML::Node& n, const std::string& text, const TaskConfig& cfg,
                                const std::string& what) {
    ExprError err;
    auto v = eval_int(text, cfg.params, err);
    if (!v) d_.error_in_scalar(n, err.offset, what + " in configuration " + cfg.name + ": " + err.message);
    return v;
  }
  std::optional<double> real_at(const YAML::Node& n, const std::string& text, const TaskConfig& cfg,
                                const std::string& what) {
    ExprError err;
    auto v = eval_real(text, cfg.params, err);
    if (!v) d_.error_in_scalar(n, err.offset, what + " in configuration " + cfg.name + ": " + err.message);
    return v;
  }

  void check_configs() {
    check_reference_signature(ref_, reference_node_);
    for (const auto& [platform, nodes] : platform_nodes_)
      if (nodes.ref) check_reference_signature(nodes.ref, nodes.reference);
    if (!d_.ok()) return;
    std::map<std::string, std::vector<std::vector<int64_t>>> shapes;   // config -> tensor shapes
    std::map<std::string, int64_t> totals;                               // config -> elements of all tensors
    for (const auto& cfg : s_.configs) {
      auto sh = resolve_shapes(cfg);
      if (!sh) continue;
      check_reference_shapes(ref_, reference_node_, cfg, *sh);
      for (const auto& [platform, nodes] : platform_nodes_)
        if (nodes.ref) check_reference_shapes(nodes.ref, nodes.reference, cfg, *sh);
      check_inits(cfg);
      int64_t total = 0;
      for (const auto& s : *sh) {
        int64_t n = 1;
        for (int64_t d : s) n *= d;
        total += n;
      }
      for (const auto& [platform, sec] : s_.platforms) {
        const TaskConfig* own = nullptr;   // the platform's own shapes of this configuration
        for (const TaskConfig& c : sec.configs)
          if (c.name == cfg.name) own = &c;
        if (!own) {
          check_platform(platform, sec, cfg, *sh);
          continue;
        }
        auto own_sh = resolve_shapes(*own);
        if (!own_sh) continue;
        check_reference_shapes(platform_nodes_[platform].ref ? platform_nodes_[platform].ref : ref_,
                               platform_nodes_[platform].ref ? platform_nodes_[platform].reference : reference_node_,
                               *own, *own_sh);
        check_platform(platform, sec, *own, *own_sh);
      }
      shapes[cfg.name] = *sh;
      totals[cfg.name] = total;
    }
    if (!d_.ok()) return;
    check_growth(totals);
    check_held_out(shapes);
  }

  // Every param the reference reads is a param of the task; the inputs and outputs are the
  // reference's, by name and role.
  void check_reference_signature(const ReferenceDef* ref, const YAML::Node& node) {
    if (!ref) return;
    for (const auto& p : ref->params)
      if (std::find(params_.begin(), params_.end(), p) == params_.end())
        d_.error(node, "reference '" + ref->name + "' reads param '" + p + "', which the task does not declare");
    auto check = [&](const std::vector<RefTensor>& list, Role role, const char* kind) {
      for (const auto& rt : list) {
        const TensorSpec* t = s_.tensor(rt.name);
        if (!t || t->role != role)
          d_.error(node, "reference '" + ref->name + "' expects " + kind + " '" + rt.name +
                             "', which the task does not declare as an " + kind);
      }
    };
    check(ref->inputs, Role::input, "input");
    check(ref->outputs, Role::output, "output");
    for (std::size_t i = 0; i < s_.tensors.size(); ++i) {
      bool known = false;
      for (const auto* list : {&ref->inputs, &ref->outputs})
        for (const auto& rt : *list) known |= rt.name == s_.tensors[i].name;
      if (!known)
        d_.error(ref == ref_ ? tensor_nodes_[i]["name"] : node,
                 "tensor '" + s_.tensors[i].name + "' is not a tensor of reference '" + ref->name + "'");
    }
  }

  std::optional<std::vector<std::vector<int64_t>>> resolve_shapes(const TaskConfig& cfg) {
    std::vector<std::vector<int64_t>> out;
    bool ok = true;
    for (std::size_t i = 0; i < s_.tensors.size(); ++i) {
      std::vector<int64_t> shape;
      for (std::size_t k = 0; k < s_.tensors[i].shape.size(); ++k) {
        const YAML::Node& n = shape_nodes_[i][k];
        auto v = int_at(n, s_.tensors[i].shape[k], cfg, "shape of " + s_.tensors[i].name);
        if (v && *v < 1) {
          d_.error(n, "shape of " + s_.tensors[i].name + " in configuration " + cfg.name + ": dimension " +
                          std::to_string(k) + " is " + std::to_string(*v) + " (must be at least 1)");
          v.reset();
        }
        ok &= v.has_value();
        shape.push_back(v.value_or(0));
      }
      out.push_back(shape);
    }
    if (!ok) return std::nullopt;
    return out;
  }

  // The spec's shapes are the ones the reference computes with (so it never reads out of range).
  void check_reference_shapes(const ReferenceDef* ref, const YAML::Node& node, const TaskConfig& cfg,
                              const std::vector<std::vector<int64_t>>& shapes) {
    if (!ref) return;
    for (const auto* list : {&ref->inputs, &ref->outputs})
      for (const auto& rt : *list) {
        std::vector<int64_t> want;
        for (const auto& e : rt.shape) {
          ExprError err;
          auto v = eval_int(e, cfg.params, err);
          if (!v) throw std::logic_error("reference " + ref->name + " shape '" + e + "': " + err.message);
          want.push_back(*v);
        }
        for (std::size_t i = 0; i < s_.tensors.size(); ++i) {
          if (s_.tensors[i].name != rt.name || shapes[i] == want) continue;
          std::string exprs;
          for (const auto& e : rt.shape) exprs += (exprs.empty() ? "" : ", ") + e;
          d_.error(ref == ref_ ? tensor_nodes_[i]["shape"] : node, "shape of " + rt.name + " in configuration " + cfg.name + " is " +
                                                  shape_text(shapes[i]) + ", but reference '" + ref->name +
                                                  "' computes with [" + exprs + "] = " + shape_text(want));
        }
      }
  }

  // Init parameters evaluate; a normal's std is > 0 and a uniform's low < high.
  void check_inits(const TaskConfig& cfg) {
    for (const auto& t : s_.tensors) {
      auto it = init_nodes_.find(t.name);
      if (t.role == Role::input && it != init_nodes_.end()) check_init(t.init, it->second, "tensor " + t.name, cfg);
    }
    for (const auto& [platform, sec] : s_.platforms)
      for (const auto& [tensor, o] : sec.tensors) {
        const auto& nodes = platform_nodes_[platform].init;
        const auto it = nodes.find(tensor);
        if (o.init && it != nodes.end()) check_init(*o.init, it->second, "tensor " + tensor + " on " + platform, cfg);
      }
  }

  // One input distribution evaluates in configuration `cfg` to finite parameters in range.
  void check_init(const InitSpec& init, const YAML::Node& n, const std::string& what, const TaskConfig& cfg) {
    if (init.dist == InitSpec::Dist::constant) {
      real_at(n["value"], init.a, cfg, "value of " + what);
      return;
    }
    const bool normal = init.dist == InitSpec::Dist::normal;
    const char* ka = normal ? "mean" : "low";
    const char* kb = normal ? "std" : "high";
    auto a = real_at(n[ka], init.a, cfg, std::string(ka) + " of " + what);
    auto b = real_at(n[kb], init.b, cfg, std::string(kb) + " of " + what);
    if (!a || !b) return;
    if (!std::isfinite(*a) || !std::isfinite(*b) || (normal ? *b <= 0 : *a >= *b))
      d_.error(n, "init of " + what + " in configuration " + cfg.name +
                      (normal ? ": needs a finite mean and std > 0" : ": needs finite low < high"));
  }

  // Addresses evaluate, are aligned and inside the platform's memory; regions (outputs with
  // their slack) do not overlap; constants and roofline work evaluate.
  void check_platform(const std::string& platform, const PlatformSection& sec, const TaskConfig& cfg,
                      const std::vector<std::vector<int64_t>>& shapes) {
    const TaskLayout& rule = layouts_.at(platform);
    PlatformNodes& nodes = platform_nodes_[platform];
    std::vector<Region> regions;
    std::map<std::string, std::vector<Region>> space_regions;   // tensors placed in TaskLayout::spaces
    if (!rule.memory_map && rule.tensor_bytes_limit > 0) {
      int64_t bytes = 0;
      for (std::size_t i = 0; i < s_.tensors.size(); ++i) {
        int64_t elements = 1;
        for (int64_t d : shapes[i]) elements *= d;
        const auto o = sec.tensors.find(s_.tensors[i].name);
        const DType dt = o != sec.tensors.end() && o->second.dtype ? *o->second.dtype : s_.tensors[i].dtype;
        const int64_t b = elements * dtype_bytes(dt);
        bytes += (b + rule.align - 1) / rule.align * rule.align;
      }
      if (bytes > rule.tensor_bytes_limit)
        d_.error(platform_config_nodes_[platform].count(cfg.name) ? platform_config_nodes_[platform][cfg.name]
                                                                  : config_nodes_[cfg.name],
                 "configuration " + cfg.name + ": the tensors take " + std::to_string(bytes) +
                                              " bytes, more than the " + std::to_string(rule.tensor_bytes_limit) +
                                              " bytes of " + rule.memory + " a " + platform +
                                              " task may use on its smallest configuration");
    }
    for (std::size_t i = 0; i < s_.tensors.size() && rule.memory_map; ++i) {
      const TensorSpec& t = s_.tensors[i];
      const YAML::Node& n = nodes.address[t.name];
      auto a = int_at(n, sec.memory_map.at(t.name), cfg, "address of " + t.name + " on " + platform);
      if (!a) continue;
      int64_t elements = 1;
      for (int64_t d : shapes[i]) elements *= d;
      const auto o = sec.tensors.find(t.name);
      if (rule.byte_addresses)
        elements *= dtype_bytes(o != sec.tensors.end() && o->second.dtype ? *o->second.dtype : t.dtype);
      const int64_t end = *a + elements + (t.role == Role::output ? rule.output_slack : 0);
      const std::string space = o != sec.tensors.end() ? o->second.space : "";
      if (space.empty()) {
        check_region(rule, n, {t.name, *a, end}, platform, cfg, regions);
      } else {
        const TaskLayout::Space& sp = *rule.space(space);   // checked when the section was read
        TaskLayout in_space = rule;   // the same rules, that space's memory and limit
        in_space.memory = sp.memory;
        in_space.limit = sp.limit;
        check_region(in_space, n, {t.name, *a, end}, platform, cfg, space_regions[space]);
      }
    }
    for (std::size_t i = 0; i < s_.tensors.size(); ++i) {   // blocks divide the last two dimensions
      const auto o = sec.tensors.find(s_.tensors[i].name);
      if (o == sec.tensors.end() || o->second.layout.empty()) continue;
      const auto b = parse_block_layout(o->second.layout);
      const std::vector<int64_t>& sh = shapes[i];
      if (b && (sh.size() < 2 || sh[sh.size() - 2] % b->first != 0 || sh.back() % b->second != 0))
        d_.error(nodes.layout[s_.tensors[i].name],
                 "layout '" + o->second.layout + "' of " + s_.tensors[i].name + " on " + platform + " in configuration " +
                     cfg.name + ": the last two dimensions must be multiples of the block");
    }
    for (std::size_t i = 0; i < sec.scratch.size(); ++i) {
      const ScratchSpec& sc = sec.scratch[i];
      const YAML::Node& n = nodes.scratch[i];
      auto a = int_at(n["address"], sc.address, cfg, "address of scratch " + sc.name);
      auto e = int_at(n["elements"], sc.elements, cfg, "elements of scratch " + sc.name);
      if (a && e) check_region(rule, n["address"], {sc.name, *a, *a + *e}, platform, cfg, regions);
    }
    for (std::size_t i = 0; i < sec.constants.size(); ++i)
      real_at(nodes.constants[i], sec.constants[i].value, cfg, "value of constant " + sec.constants[i].name);
    for (const auto& [key, n] : nodes.roofline)
      int_at(n, n.Scalar(), cfg, key + " of " + platform);
  }

  // Region `r` (of the address in scalar `n`) is aligned, inside the platform's memory and
  // overlaps none of `regions`; then it joins them.
  void check_region(const TaskLayout& rule, const YAML::Node& n, const Region& r, const std::string& platform,
                    const TaskConfig& cfg, std::vector<Region>& regions) {
    const std::string where = " of " + r.tensor + " on " + platform + " in configuration " + cfg.name;
    const std::string unit = rule.byte_addresses ? "byte" : "element";
    if (r.start % rule.align != 0)
      d_.error(n, "address" + where + " is " + std::to_string(r.start) + ", not a multiple of " +
                      std::to_string(rule.align) + " " + unit + "s");
    if (r.end > rule.limit)
      d_.error(n, "region" + where + " ends at " + unit + " " + std::to_string(r.end) + ", beyond " +
                      std::to_string(rule.limit) + " (the smallest " + platform + " " + rule.memory + ")");
    for (const auto& o : regions)
      if (r.start < o.end && o.start < r.end)
        d_.error(n, "region" + where + " [" + std::to_string(r.start) + ", " + std::to_string(r.end) + ") overlaps " +
                        o.tensor + " [" + std::to_string(o.start) + ", " + std::to_string(o.end) +
                        ") (outputs include " + std::to_string(rule.output_slack) + " " + unit + "s of slack)");
    regions.push_back(r);
  }

  // C1 < C2 < ... < C5 by the total elements of all tensors.
  void check_growth(const std::map<std::string, int64_t>& totals) {
    for (int i = 2; i <= kVisible; ++i) {
      const std::string prev = "C" + std::to_string(i - 1), cur = "C" + std::to_string(i);
      if (totals.at(cur) > totals.at(prev)) continue;
      d_.error(config_nodes_[cur], "configuration " + cur + " (" + std::to_string(totals.at(cur)) +
                                       " elements in all tensors) must be larger than " + prev + " (" +
                                       std::to_string(totals.at(prev)) + "): visible configurations grow");
    }
  }

  // No held-out configuration has the tensor shapes of a visible one or of another held-out one.
  void check_held_out(const std::map<std::string, std::vector<std::vector<int64_t>>>& shapes) {
    for (const auto& h : s_.configs) {
      if (!h.held_out) continue;
      for (const auto& c : s_.configs) {
        if (c.name == h.name || (c.held_out && config_order(c.name) > config_order(h.name))) continue;
        if (shapes.at(c.name) != shapes.at(h.name)) continue;
        d_.error(config_nodes_[h.name], "held-out configuration " + h.name + " has the same shapes as " + c.name +
                                            " (held-out shapes must differ from every other configuration)");
      }
    }
  }

  YamlDiag d_;
  TaskSpec s_;
  std::vector<std::string> params_;
  std::vector<YAML::Node> tensor_nodes_;
  std::vector<std::vector<YAML::Node>> shape_nodes_;   // per tensor, per dimension
  std::map<std::string, YAML::Node> init_nodes_;       // tensor name -> its init mapping
  std::map<std::string, YAML::Node> config_nodes_;
  std::map<std::string, std::map<std::string, YAML::Node>> platform_config_nodes_;   // platform -> its configs
  std::map<std::string, PlatformNodes> platform_nodes_;
  std::map<std::string, TaskLayout> layouts_;          // platform -> its task_layout()
  YAML::Node reference_node_;
  const ReferenceDef* ref_ = nullptr;
};

}  // namespace

TaskSpec load_task(const std::string& path) { return Loader(path).run(); }

std::vector<TaskSpec> load_all_tasks(const std::string& tasks_dir) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (!fs::is_directory(tasks_dir, ec)) throw TaskError(tasks_dir + ": error: not a tasks directory");
  std::vector<TaskSpec> tasks;
  std::vector<std::string> errors;
  std::vector<fs::path> files;
  for (const auto& level : fs::directory_iterator(tasks_dir)) {
    const std::string ln = level.path().filename().string();
    if (!level.is_directory() || ln.size() < 2 || ln[0] != 'l' || !std::isdigit(static_cast<unsigned char>(ln[1]))) continue;
    for (const auto& task : fs::directory_iterator(level.path()))
      if (task.is_directory() && fs::exists(task.path() / "task.yaml")) files.push_back(task.path() / "task.yaml");
  }
  std::set<std::string> ids;
  for (const auto& f : files) {
    try {
      TaskSpec t = load_task(f.string());
      const std::string dir = f.parent_path().filename().string();
      const std::string level = f.parent_path().parent_path().filename().string();
      if (t.id != dir) errors.push_back(f.string() + ": error: id '" + t.id + "' differs from its directory '" + dir + "'");
      if (level != "l" + std::to_string(t.level))
        errors.push_back(f.string() + ": error: level " + std::to_string(t.level) + " task is in directory '" + level + "'");
      if (!ids.insert(t.id).second) errors.push_back(f.string() + ": error: duplicate task id '" + t.id + "'");
      tasks.push_back(std::move(t));
    } catch (const TaskError& e) {
      errors.push_back(e.what());
    }
  }
  if (!errors.empty()) {
    std::string all;
    for (const auto& e : errors) all += (all.empty() ? "" : "\n") + e;
    throw TaskError(all);
  }
  std::sort(tasks.begin(), tasks.end(),
            [](const TaskSpec& a, const TaskSpec& b) { return std::tie(a.level, a.id) < std::tie(b.level, b.id); });
  return tasks;
}

std::string default_tasks_dir() {
  const char* env = std::getenv("KC_TASKS_DIR");
  if (env && *env) return env;
  return KC_SOURCE_TASKS_DIR;
}

}  // namespace kc
