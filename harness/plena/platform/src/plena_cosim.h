// plena's co-simulation support (kc/cosim.h), behind PlenaPlatform::cosim().
#pragma once

#include <string>
#include <vector>

#include "kc/cosim.h"

namespace kc::plena {

class PlenaCosim final : public CosimSupport {
 public:
  explicit PlenaCosim(std::vector<std::string> built) : built_(std::move(built)) {}
  std::vector<std::string> hw_configs() const override;
  std::vector<CosimVerdict> run(const std::string& hw, const std::vector<CosimProgram>& programs) const override;
  std::optional<FirstDivergence> locate(const std::string& hw, const CosimProgram& program,
                                        const std::optional<CosimTrace>& trace) const override;
  std::vector<uint32_t> simplify(uint32_t word) const override;
  std::string assembly(const std::vector<uint32_t>& words) const override;

 private:
  std::vector<std::string> built_;
};

}  // namespace kc::plena
