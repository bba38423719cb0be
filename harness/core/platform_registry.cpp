// The platform registry (kc/platform.h): one table of every platform. Built as its own library,
// kc_platforms, which links each platform's library; the core links none, so a platform can use
// the core without a cycle. An explicit table instead of self-registering static objects, which
// a static library would silently drop.
#include "kc/platform.h"
#include "kc/plena_platform.h"

namespace kc {

namespace {

// Every platform; a new platform adds its line here (and its library in CMakeLists.txt).
const std::vector<const Platform*>& table() {
  static const std::vector<const Platform*> platforms = {&plena::platform()};
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
