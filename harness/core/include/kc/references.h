// The fp64 reference functions of the task suite (harness/core/references/, one file per task
// family), keyed by the `reference` name of a task spec.
//
// Each reference declares its signature: the params it reads and the names and shapes (integer
// expressions over those params) of its input and output tensors. The task loader checks a spec
// against it for every configuration, so a reference only ever sees inputs of the sizes it
// expects. References are straightforward loops in double on the exact (dtype-rounded) inputs;
// they are the ground truth and are tested against hand-computed cases.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace kc {

// What a reference function gets: the configuration's params and the input values by name.
class RefArgs {
 public:
  RefArgs(const std::map<std::string, int64_t>& params, std::map<std::string, const std::vector<double>*> inputs)
      : params_(params), inputs_(std::move(inputs)) {}
  // The value of a param; throws std::logic_error if the reference did not declare it.
  int64_t p(const std::string& name) const;
  // The values of an input (row-major); throws std::logic_error for an unknown input.
  const std::vector<double>& in(const std::string& name) const;

 private:
  const std::map<std::string, int64_t>& params_;
  std::map<std::string, const std::vector<double>*> inputs_;
};

// The outputs, in the order of ReferenceDef::outputs, each row-major.
using RefOutputs = std::vector<std::vector<double>>;
using ReferenceFn = RefOutputs (*)(const RefArgs&);

struct RefTensor {
  std::string name;
  std::vector<std::string> shape;   // integer expressions over ReferenceDef::params
};

struct ReferenceDef {
  std::string name;                  // the spec's `reference`
  std::vector<std::string> params;   // params the function reads
  std::vector<RefTensor> inputs, outputs;
  ReferenceFn fn = nullptr;
};

// The registered reference `name`, or nullptr.
const ReferenceDef* find_reference(const std::string& name);
// Every registered reference name, sorted.
std::vector<std::string> reference_names();

}  // namespace kc
