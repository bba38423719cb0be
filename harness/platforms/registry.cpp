// The platform registry (kc/platform.h): one table of every platform. Built as its own library,
// kc_platforms, the one place that names the platforms: adding a platform is one line here and
// its library in CMakeLists.txt next to this file. An explicit table instead of self-registering
// static objects, which a static library would silently drop.
#include "kc/platform.h"
#include "kc/aie_platform.h"
#include "kc/coral_platform.h"
#include "kc/plena_platform.h"
#include "kc/rv32_platform.h"

namespace kc {

namespace {

// Every platform, in the order listings show them.
const std::vector<const Platform*>& table() {
  static const std::vector<const Platform*> platforms = {&plena::platform(), &rv32::platform(), &coral::platform(),
                                                       &aie::platform()};
  return platforms;
}

}  // namespace

const Platform* find_platform(const std::string& name) {
  for (const Platform* p : table())
    if (p->name() == name) return p;
  return nullptr;
}

std::vector<std::string> platform_names() {
  std::vector<std::string> names;
  for (const Platform* p : table()) names.push_back(p->name());
  return names;
}

}  // namespace kc
