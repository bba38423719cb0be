// Task specifications (docs/tasks.md): loading, validation, evaluation of their expressions, and
// the seeded inputs and fp64 references of a configuration.
//
// A TaskSpec is immutable data loaded from tasks/l<level>/<id>/task.yaml. Everything a platform
// or the harness needs about one configuration is resolved by `instantiate()` into a TaskInstance
// (integer shapes and addresses, real constants); `generate_inputs()` draws the inputs of a seed
// and `reference()` computes the expected outputs in fp64 on exactly those (rounded) inputs.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace kc {

// i64 holds integers up to +-2^53 exactly (values are doubles): tasks keep 64-bit results there.
enum class DType { bf16, f32, i32, i16, i8, u8, u32, i64 };
const char* dtype_name(DType t);
unsigned dtype_bytes(DType t);

enum class Role { input, output };

// How an input's elements are drawn (real expressions over the params, kept as text).
struct InitSpec {
  enum class Dist { normal, uniform, constant } dist = Dist::normal;
  std::string a = "0";   // normal: mean, uniform: low, constant: value
  std::string b = "1";   // normal: std,  uniform: high
};

struct TensorSpec {
  std::string name;
  Role role = Role::input;
  DType dtype = DType::bf16;
  std::vector<std::string> shape;   // integer expressions over the params
  InitSpec init;                     // inputs only
};

struct TaskConfig {
  std::string name;                       // C1..C5, H1, H2, ...
  bool held_out = false;                  // H*
  std::map<std::string, int64_t> params;  // every param of the task
};

struct Tolerance {
  double atol = 0, rtol = 0;
  std::string why;
};

struct PlatformConstant {
  unsigned slot = 0;
  std::string value;   // real expression
  std::string name;
  unsigned count = 1;  // consecutive slots slot..slot+count-1 holding the same value
};

// HBM a kernel may use for intermediates (e.g. K and V on their way into MRAM). Not preloaded
// and not checked; it holds zeros at the start of a run (docs/tasks.md).
struct ScratchSpec {
  std::string name;
  std::string address, elements;   // integer expressions over the params
};

// A structural cap: on this task, a roofline resource cannot run at its peak rate whatever the
// kernel does (e.g. a matrix-vector product uses one row of a BLEN x BLEN array).
struct StructuralCap {
  std::string rate;   // real expression over the platform's hardware values and `peak`: the
                      // highest rate (work per cycle) any kernel of this task can reach
  std::string why;    // the structure that caps it, for prompts and reports
};

// A platform's own datatype and input distribution for one tensor (the task states the math; a
// platform may run it on other datatypes, e.g. int8 on an integer vector unit).
struct TensorOverride {
  std::optional<DType> dtype;
  std::optional<InitSpec> init;   // inputs only
  // How the platform stores the tensor in memory: "" = row-major; "blocks RxC" = the last two
  // dimensions cut into R x C blocks, the blocks in row-major order, each block row-major (the
  // tiled operands a matrix unit reads whole). Only where TaskLayout::block_layouts allows it.
  std::string layout;
  // The memory space the tensor's memory-map address is in: "" = the platform's main memory;
  // else one of TaskLayout::spaces (e.g. aie's "l2", reached through the tile's DMA).
  std::string space;
};

// What a task says for one platform. Which keys a section may hold is the platform's
// (Platform::task_layout): platforms whose tensors are ELF symbols have no memory map.
struct PlatformSection {
  std::map<std::string, std::string> memory_map;   // tensor -> integer expression (address)
  std::vector<PlatformConstant> constants;
  std::vector<ScratchSpec> scratch;
  std::map<std::string, std::string> roofline;     // resource key -> integer expression (work)
  std::map<std::string, StructuralCap> structural; // resource key -> its cap on this task (optional)
  std::string notes;
  // Optional: this platform's datatypes and input distributions, tolerance, reference function
  // and description (each defaults to the task's own).
  std::map<std::string, TensorOverride> tensors;
  std::optional<Tolerance> tolerance;
  std::string reference;
  std::string description;
  // Optional: this platform's own shapes, one entry per task configuration name (all params each),
  // for a platform whose memory the task's shapes do not fit; empty: the task's configurations.
  std::vector<TaskConfig> configs;
};

struct TaskSpec {
  std::string id, name, summary, description, math;
  int level = 1;
  std::vector<std::pair<std::string, std::string>> params;   // name, meaning (in order)
  std::vector<TensorSpec> tensors;
  std::vector<TaskConfig> configs;
  Tolerance tolerance;
  std::string reference;
  std::map<std::string, PlatformSection> platforms;
  std::string file;   // the task.yaml it came from

  const TaskConfig* config(const std::string& name) const;
  const TensorSpec* tensor(const std::string& name) const;
  bool supports(const std::string& platform) const { return platforms.count(platform) != 0; }
};

// A dtype by its spec name ("bf16", "f32", "i32", "i16", "i8", "u8", "u32", "i64"); nullopt for anything else.
std::optional<DType> parse_dtype(const std::string& name);
// The value of dtype `t` nearest to `v`: bf16 by kc::fp::bf16_from_double (RNE, FTZ, overflow to
// inf), f32 by the C++ double -> float conversion (RNE), integers rounded half away from zero and
// clamped to the type's range (NaN -> 0).
double round_to_dtype(double v, DType t);

// A task loading or validation problem: message(s) formatted `file:line:col: error: ...`.
class TaskError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Loads and validates one task.yaml (all problems in one TaskError, one `file:line:col: error:`
// line each). Checks the schema (strict keys, types), the expressions (identifiers are params),
// the configurations (C1..C5 growing, at least H1 and H2, held-out shapes new, params positive),
// the reference (registered; params, tensor names, roles and shapes match its signature), and for
// each platform section (a registered platform; the keys its task_layout allows) the memory map
// in every configuration (every tensor placed, aligned, regions with output slack not
// overlapping, inside the platform's memory), the constants and the roofline work.
TaskSpec load_task(const std::string& path);
// Every task under `tasks_dir` (tasks/l*/<id>/task.yaml), sorted by level then id.
std::vector<TaskSpec> load_all_tasks(const std::string& tasks_dir);
// The tasks directory of this checkout/installation (KC_TASKS_DIR or the source tree's tasks/).
std::string default_tasks_dir();

// ---- one configuration, resolved ------------------------------------------------------------

struct TensorInstance {
  std::string name;
  Role role;
  DType dtype;                  // the platform's, if it overrides the task's
  std::vector<int64_t> shape;
  InitSpec init;                // inputs: the distribution (the platform's, if it overrides it)
  std::string layout = {};      // the platform's memory layout (TensorOverride::layout); "" = row-major
  std::string space = {};       // the memory space of its address (TensorOverride::space); "" = main memory
  int64_t elements() const;
};

struct TaskInstance {
  const TaskSpec* spec = nullptr;
  const TaskConfig* config = nullptr;
  std::vector<TensorInstance> tensors;   // spec order
  // Platform view (present when instantiated for a platform):
  std::string platform;
  std::map<std::string, int64_t> address;        // tensor -> address (memory-map platforms; else empty)
  std::vector<std::pair<unsigned, double>> constants;   // FP_MEM slot -> value (one per word, slot order)
  std::map<std::string, unsigned> constant_slot;        // constant name -> its (first) FP_MEM slot
  struct Scratch {
    std::string name;
    int64_t address = 0, elements = 0;
  };
  std::vector<Scratch> scratch;                          // spec order
  std::map<std::string, int64_t> roofline;       // resource key -> least work (Platform::task_layout)
  std::map<std::string, StructuralCap> structural;   // the section's caps (evaluated per hardware)
  // The task's, or the platform section's where it overrides them:
  Tolerance tolerance;
  std::string reference;          // reference function name
  std::string description;

  const TensorInstance* tensor(const std::string& name) const;   // nullptr if absent
  int64_t param(const std::string& name) const;                   // throws TaskError if absent
};

// Resolves a configuration, and with a platform its section (throws TaskError with the spec's
// file for a bad expression or a platform the task does not support). The instance points into
// `spec` and `cfg`, which must outlive it.
// With a platform whose section has its own `configs`, the instance has that platform's
// configuration of the same name (inst.config points to it).
TaskInstance instantiate(const TaskSpec& spec, const TaskConfig& cfg, const std::string& platform = "");

// SHA-256 (hex) of what decides how a configuration runs on its platform: the platform, the
// configuration's name and parameters, every tensor (name, role, dtype, shape, input
// distribution), the memory map, constants, scratch regions and the reference function. A change
// of shape, placement or inputs changes it; prose, tolerance and roofline text do not. The
// regression reference key holds it (docs/results.md), so a result is never compared with one of
// another shape.
std::string task_instance_hash(const TaskInstance& inst);

// A tensor's values: exact values of its dtype (bf16 values etc. held as double).
struct TensorData {
  std::string name;
  DType dtype;
  std::vector<int64_t> shape;
  std::vector<double> values;   // row-major
};

// The seed of the generator of tensor `index` (spec order, counting every tensor) in a run with
// `seed`: splitmix64(splitmix64(seed) ^ (index + 1)) (docs/tasks.md).
uint64_t tensor_seed(uint64_t seed, std::size_t index);

// The inputs of one run (seeded, rounded to their dtypes), in spec order.
std::vector<TensorData> generate_inputs(const TaskInstance& inst, uint64_t seed);
// The fp64 expected outputs (the task's outputs, spec order) for those inputs (by name; throws
// TaskError for an input of the wrong size).
std::vector<TensorData> reference(const TaskInstance& inst, const std::vector<TensorData>& inputs);

// Encoding of a dtype in memory (little-endian raw bytes; encode rounds values the dtype cannot
// hold) and back (decode throws std::invalid_argument for a wrong byte count).
std::vector<uint8_t> encode(const TensorData& t);
TensorData decode(const TensorInstance& t, const std::vector<uint8_t>& bytes);

// "blocks RxC" -> {R, C} (R, C >= 1); nullopt for anything else (TensorOverride::layout).
std::optional<std::pair<int64_t, int64_t>> parse_block_layout(const std::string& layout);
// The memory order of tensor `t` under its layout: memory position i holds the row-major element
// order[i]. Row-major: the identity. Throws std::invalid_argument for a layout that is not
// "blocks RxC", or blocks that do not divide the last two dimensions.
std::vector<int64_t> layout_order(const TensorInstance& t);

}  // namespace kc
