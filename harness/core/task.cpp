// Task instances: resolving a configuration, seeded inputs, fp64 references, tensor encodings.
#include "kc/task.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <random>

#include "kc/fp.h"
#include "kc/references.h"
#include "kc/sha256.h"
#include "task_internal.h"

namespace kc {

namespace task_detail {

std::vector<std::string> param_names(const TaskSpec& spec) {
  std::vector<std::string> names;
  for (const auto& p : spec.params) names.push_back(p.first);
  return names;
}

namespace {
std::vector<std::string> keys_of(const std::map<std::string, int64_t>& params) {
  std::vector<std::string> k;
  for (const auto& p : params) k.push_back(p.first);
  return k;
}
}  // namespace

std::optional<int64_t> eval_int(const std::string& text, const std::map<std::string, int64_t>& params, ExprError& err) {
  Expr e;
  auto errors = e.parse(text, keys_of(params), Expr::Kind::integer);
  if (!errors.empty()) {
    err = errors.front();
    return std::nullopt;
  }
  return e.eval(params, err);
}

std::optional<double> eval_real(const std::string& text, const std::map<std::string, int64_t>& params, ExprError& err) {
  Expr e;
  auto errors = e.parse(text, keys_of(params), Expr::Kind::real);
  if (!errors.empty()) {
    err = errors.front();
    return std::nullopt;
  }
  std::map<std::string, double> env;
  for (const auto& p : params) env[p.first] = double(p.second);
  return e.eval_real(env, err);
}

}  // namespace task_detail

using namespace task_detail;

// ---- dtypes -----------------------------------------------------------------------------------

const char* dtype_name(DType t) {
  switch (t) {
    case DType::bf16: return "bf16";
    case DType::f32: return "f32";
    case DType::i32: return "i32";
    case DType::i16: return "i16";
    case DType::i8: return "i8";
    case DType::u8: return "u8";
    case DType::u32: return "u32";
    case DType::i64: return "i64";
  }
  return "?";
}

unsigned dtype_bytes(DType t) {
  switch (t) {
    case DType::bf16: case DType::i16: return 2;
    case DType::f32: case DType::i32: case DType::u32: return 4;
    case DType::i64: return 8;
    case DType::i8: case DType::u8: return 1;
  }
  return 0;
}

std::optional<DType> parse_dtype(const std::string& name) {
  for (DType t : {DType::bf16, DType::f32, DType::i32, DType::i16, DType::i8, DType::u8, DType::u32, DType::i64})
    if (name == dtype_name(t)) return t;
  return std::nullopt;
}

namespace {

// The range of an integer dtype.
void int_range(DType t, double& lo, double& hi) {
  switch (t) {
    case DType::i32: lo = -2147483648.0; hi = 2147483647.0; break;
    case DType::i16: lo = -32768; hi = 32767; break;
    case DType::i8: lo = -128; hi = 127; break;
    case DType::u32: lo = 0; hi = 4294967295.0; break;
    case DType::i64: lo = -9007199254740992.0; hi = 9007199254740992.0; break;   // +-2^53: exact in a double
    default: lo = 0; hi = 255; break;   // u8
  }
}

}  // namespace

double round_to_dtype(double v, DType t) {
  switch (t) {
    case DType::bf16: return fp::bf16_to_double(fp::bf16_from_double(v));
    case DType::f32: return double(float(v));
    default: break;
  }
  if (std::isnan(v)) return 0;
  double lo, hi;
  int_range(t, lo, hi);
  return std::min(hi, std::max(lo, std::round(v)));   // std::round: half away from zero
}

// ---- instances --------------------------------------------------------------------------------

int64_t TensorInstance::elements() const {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  return n;
}

const TensorInstance* TaskInstance::tensor(const std::string& name) const {
  for (const auto& t : tensors)
    if (t.name == name) return &t;
  return nullptr;
}

int64_t TaskInstance::param(const std::string& name) const {
  auto it = config->params.find(name);
  if (it == config->params.end())
    throw TaskError(spec->file + ": error: task '" + spec->id + "' has no param '" + name + "'");
  return it->second;
}

const TaskConfig* TaskSpec::config(const std::string& name) const {
  for (const auto& c : configs)
    if (c.name == name) return &c;
  return nullptr;
}

const TensorSpec* TaskSpec::tensor(const std::string& name) const {
  for (const auto& t : tensors)
    if (t.name == name) return &t;
  return nullptr;
}

namespace {

// A TaskError "file: error: task T, configuration C: what: message".
[[noreturn]] void instance_error(const TaskSpec& spec, const TaskConfig& cfg, const std::string& what,
                                 const std::string& message) {
  throw TaskError(spec.file + ": error: task '" + spec.id + "', configuration " + cfg.name + ": " + what + ": " +
                  message);
}

int64_t need_int(const TaskSpec& spec, const TaskConfig& cfg, const std::string& text, const std::string& what) {
  ExprError err;
  auto v = eval_int(text, cfg.params, err);
  if (!v) instance_error(spec, cfg, what + " '" + text + "'", err.message);
  return *v;
}

double need_real(const TaskSpec& spec, const TaskConfig& cfg, const std::string& text, const std::string& what) {
  ExprError err;
  auto v = eval_real(text, cfg.params, err);
  if (!v) instance_error(spec, cfg, what + " '" + text + "'", err.message);
  return *v;
}

// Fills the platform view of `inst` from the spec's section for `platform`.
void instantiate_platform(const TaskSpec& spec, const TaskConfig& cfg, const std::string& platform,
                          TaskInstance& inst) {
  auto it = spec.platforms.find(platform);
  if (it == spec.platforms.end())
    throw TaskError(spec.file + ": error: task '" + spec.id + "' has no section for platform '" + platform + "'");
  const PlatformSection& sec = it->second;
  inst.platform = platform;
  for (const auto& [tensor, text] : sec.memory_map) inst.address[tensor] = need_int(spec, cfg, text, "address of " + tensor);
  std::map<unsigned, double> words;
  for (const auto& c : sec.constants) {
    const double v = need_real(spec, cfg, c.value, "constant " + c.name);
    for (unsigned i = 0; i < c.count; ++i) words[c.slot + i] = v;
    inst.constant_slot[c.name] = c.slot;
  }
  inst.constants.assign(words.begin(), words.end());
  for (const auto& sc : sec.scratch)
    inst.scratch.push_back({sc.name, need_int(spec, cfg, sc.address, "address of scratch " + sc.name),
                            need_int(spec, cfg, sc.elements, "elements of scratch " + sc.name)});
  for (const auto& [key, text] : sec.roofline) inst.roofline[key] = need_int(spec, cfg, text, "roofline " + key);
  inst.structural = sec.structural;
  for (TensorInstance& ti : inst.tensors) {
    const auto o = sec.tensors.find(ti.name);
    if (o == sec.tensors.end()) continue;
    if (o->second.dtype) ti.dtype = *o->second.dtype;
    if (o->second.init) ti.init = *o->second.init;
    ti.layout = o->second.layout;
    ti.space = o->second.space;
  }
  if (sec.tolerance) inst.tolerance = *sec.tolerance;
  if (!sec.reference.empty()) inst.reference = sec.reference;
  if (!sec.description.empty()) inst.description = sec.description;
}

}  // namespace

TaskInstance instantiate(const TaskSpec& spec, const TaskConfig& task_cfg, const std::string& platform) {
  const TaskConfig* own = &task_cfg;   // the platform's own shapes of this configuration, if it has them
  if (!platform.empty())
    if (const auto sec = spec.platforms.find(platform); sec != spec.platforms.end())
      for (const TaskConfig& c : sec->second.configs)
        if (c.name == task_cfg.name) own = &c;
  const TaskConfig& cfg = *own;
  TaskInstance inst;
  inst.spec = &spec;
  inst.config = &cfg;
  for (const auto& t : spec.tensors) {
    TensorInstance ti{t.name, t.role, t.dtype, {}, t.init};
    for (std::size_t i = 0; i < t.shape.size(); ++i) {
      const int64_t d = need_int(spec, cfg, t.shape[i], "shape of " + t.name);
      if (d < 1) instance_error(spec, cfg, "shape of " + t.name, "dimension " + std::to_string(i) + " is " + std::to_string(d));
      ti.shape.push_back(d);
    }
    inst.tensors.push_back(std::move(ti));
  }
  inst.tolerance = spec.tolerance;
  inst.reference = spec.reference;
  inst.description = spec.description;
  if (!platform.empty()) instantiate_platform(spec, cfg, platform, inst);
  return inst;
}

// ---- inputs -----------------------------------------------------------------------------------

namespace {

uint64_t splitmix64(uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

// A uniform double in [0, 1) from the top 53 bits of one generator output.
double unit(std::mt19937_64& g) { return double(g() >> 11) * 0x1p-53; }

// Draws `n` values of `init` (its parameters already evaluated as a, b).
std::vector<double> draw(InitSpec::Dist dist, double a, double b, int64_t n, std::mt19937_64& g) {
  std::vector<double> v(static_cast<std::size_t>(n));
  constexpr double kTwoPi = 6.283185307179586476925286766559;
  for (auto& x : v) {
    switch (dist) {
      case InitSpec::Dist::normal: {   // Box-Muller, cosine branch: two outputs per value
        const double u1 = double((g() >> 11) + 1) * 0x1p-53;   // (0, 1]
        const double u2 = unit(g);
        x = a + b * std::sqrt(-2.0 * std::log(u1)) * std::cos(kTwoPi * u2);
        break;
      }
      case InitSpec::Dist::uniform:
        x = a + (b - a) * unit(g);
        break;
      case InitSpec::Dist::constant:
        x = a;
        break;
    }
  }
  return v;
}

}  // namespace

std::string task_instance_hash(const TaskInstance& inst) {
  auto real = [](double v) {
    char buf[40];
    std::snprintf(buf, sizeof buf, "%.17g", v);
    return std::string(buf);
  };
  const char* dists[] = {"normal", "uniform", "constant"};
  std::string t = "kernelcraft-task-instance-v1\nplatform " + inst.platform + "\n";
  if (inst.spec) t += "task " + inst.spec->id + "\n";
  if (inst.config) {
    t += "config " + inst.config->name + "\n";
    for (const auto& [name, value] : inst.config->params) t += "param " + name + " " + std::to_string(value) + "\n";
  }
  for (const TensorInstance& x : inst.tensors) {
    t += "tensor " + x.name + " " + (x.role == Role::input ? "input" : "output") + " " + dtype_name(x.dtype) + " [";
    for (int64_t d : x.shape) t += std::to_string(d) + ",";
    t += "]";
    if (x.role == Role::input) t += std::string(" ") + dists[int(x.init.dist)] + "(" + x.init.a + "," + x.init.b + ")";
    if (!x.space.empty()) t += " space " + x.space;   // absent for the main memory: fingerprints stay as they were
    t += "\n";
  }
  for (const auto& [name, addr] : inst.address) t += "address " + name + " " + std::to_string(addr) + "\n";
  for (const auto& [slot, value] : inst.constants) t += "constant " + std::to_string(slot) + " " + real(value) + "\n";
  for (const auto& x : inst.scratch)
    t += "scratch " + x.name + " " + std::to_string(x.address) + " " + std::to_string(x.elements) + "\n";
  t += "reference " + inst.reference + "\n";
  return sha256_hex(t);
}

uint64_t tensor_seed(uint64_t seed, std::size_t index) { return splitmix64(splitmix64(seed) ^ (uint64_t(index) + 1)); }

std::vector<TensorData> generate_inputs(const TaskInstance& inst, uint64_t seed) {
  const TaskSpec& spec = *inst.spec;
  std::vector<TensorData> out;
  for (std::size_t i = 0; i < spec.tensors.size(); ++i) {
    const TensorInstance& ti = inst.tensors[i];
    if (ti.role != Role::input) continue;
    const double a = need_real(spec, *inst.config, ti.init.a, "init of " + ti.name);
    const double b = ti.init.dist == InitSpec::Dist::constant ? 0.0
                                                               : need_real(spec, *inst.config, ti.init.b, "init of " + ti.name);
    std::mt19937_64 g(tensor_seed(seed, i));
    TensorData td{ti.name, ti.dtype, ti.shape, draw(ti.init.dist, a, b, ti.elements(), g)};
    for (double& x : td.values) x = round_to_dtype(x, ti.dtype);
    out.push_back(std::move(td));
  }
  return out;
}

// ---- reference --------------------------------------------------------------------------------

std::vector<TensorData> reference(const TaskInstance& inst, const std::vector<TensorData>& inputs) {
  const TaskSpec& spec = *inst.spec;
  const ReferenceDef* def = find_reference(inst.reference);
  if (!def) throw TaskError(spec.file + ": error: unknown reference '" + inst.reference + "'");
  std::map<std::string, const std::vector<double>*> by_name;
  for (const auto& t : inputs) {
    const TensorInstance* ti = inst.tensor(t.name);
    if (!ti || ti->role != Role::input || int64_t(t.values.size()) != ti->elements())
      throw TaskError(spec.file + ": error: reference input '" + t.name + "' is not an input of task '" + spec.id +
                      "' of " + (ti ? std::to_string(ti->elements()) : std::string("?")) + " elements");
    by_name[t.name] = &t.values;
  }
  RefOutputs values = def->fn(RefArgs(inst.config->params, by_name));
  std::vector<TensorData> out;
  std::size_t k = 0;
  for (const auto& ti : inst.tensors) {
    if (ti.role != Role::output) continue;
    if (k >= values.size() || int64_t(values[k].size()) != ti.elements())
      throw TaskError(spec.file + ": error: reference '" + def->name + "' produced no " +
                      std::to_string(ti.elements()) + "-element output for " + ti.name);
    out.push_back({ti.name, ti.dtype, ti.shape, std::move(values[k++])});
  }
  return out;
}

// ---- encodings --------------------------------------------------------------------------------

namespace {

// The bit pattern of one value in dtype `t` (rounded to the dtype first), little-endian.
uint64_t to_bits(double v, DType t) {
  switch (t) {
    case DType::bf16: return fp::bf16_from_double(v);
    case DType::f32: return fp::f32_bits(float(v));
    default: return uint64_t(int64_t(round_to_dtype(v, t)));   // two's complement, truncated below
  }
}

// i64 values beyond +-2^53 are rounded to the nearest double (tasks keep their outputs inside).
double from_bits(uint64_t b, DType t) {
  switch (t) {
    case DType::bf16: return fp::bf16_to_double(uint16_t(b));
    case DType::f32: return double(fp::f32_from_bits(b));
    case DType::i32: return double(int32_t(b));
    case DType::i16: return double(int16_t(uint16_t(b)));
    case DType::i8: return double(int8_t(uint8_t(b)));
    case DType::u8: return double(uint8_t(b));
    case DType::u32: return double(uint32_t(b));
    case DType::i64: return double(int64_t(b));
  }
  return 0;
}

}  // namespace

std::vector<uint8_t> encode(const TensorData& t) {
  const unsigned w = dtype_bytes(t.dtype);
  std::vector<uint8_t> out(t.values.size() * w);
  for (std::size_t i = 0; i < t.values.size(); ++i) {
    const uint64_t b = to_bits(t.values[i], t.dtype);
    for (unsigned k = 0; k < w; ++k) out[i * w + k] = uint8_t(b >> (8 * k));
  }
  return out;
}

TensorData decode(const TensorInstance& t, const std::vector<uint8_t>& bytes) {
  const unsigned w = dtype_bytes(t.dtype);
  const int64_t n = t.elements();
  if (int64_t(bytes.size()) != n * w)
    throw std::invalid_argument("decode " + t.name + ": " + std::to_string(bytes.size()) + " bytes, expected " +
                                std::to_string(n * w) + " (" + std::to_string(n) + " " + dtype_name(t.dtype) +
                                " elements)");
  TensorData out{t.name, t.dtype, t.shape, std::vector<double>(std::size_t(n))};
  for (int64_t i = 0; i < n; ++i) {
    uint64_t b = 0;
    for (unsigned k = 0; k < w; ++k) b |= uint64_t(bytes[std::size_t(i * w + k)]) << (8 * k);
    out.values[std::size_t(i)] = from_bits(b, t.dtype);
  }
  return out;
}

std::optional<std::pair<int64_t, int64_t>> parse_block_layout(const std::string& layout) {
  long long r = 0, c = 0;
  char tail = 0;
  if (std::sscanf(layout.c_str(), "blocks %lldx%lld%c", &r, &c, &tail) != 2 || r < 1 || c < 1) return std::nullopt;
  if (layout != "blocks " + std::to_string(r) + "x" + std::to_string(c)) return std::nullopt;   // one spelling
  return std::make_pair(int64_t(r), int64_t(c));
}

std::vector<int64_t> layout_order(const TensorInstance& t) {
  std::vector<int64_t> order(std::size_t(t.elements()));
  if (t.layout.empty()) {
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = int64_t(i);
    return order;
  }
  const auto b = parse_block_layout(t.layout);
  if (!b) throw std::invalid_argument("tensor " + t.name + ": unknown layout '" + t.layout + "' (known: blocks RxC)");
  if (t.shape.size() < 2 || t.shape[t.shape.size() - 2] % b->first || t.shape.back() % b->second)
    throw std::invalid_argument("tensor " + t.name + ": layout '" + t.layout +
                                "' needs its last two dimensions to be multiples of the block");
  const int64_t rows = t.shape[t.shape.size() - 2], cols = t.shape.back(), R = b->first, C = b->second;
  const int64_t mats = t.elements() / (rows * cols);
  std::size_t i = 0;
  for (int64_t m = 0; m < mats; ++m)
    for (int64_t br = 0; br < rows / R; ++br)
      for (int64_t bc = 0; bc < cols / C; ++bc)
        for (int64_t r = 0; r < R; ++r)
          for (int64_t c = 0; c < C; ++c) order[i++] = m * rows * cols + (br * R + r) * cols + bc * C + c;
  return order;
}

}  // namespace kc
