// The platform-independent parts of kc/platform.h.
#include "kc/platform.h"

namespace kc {

bool Assembled::ok() const { return count_severity(diagnostics, Severity::error) == 0; }

}  // namespace kc
