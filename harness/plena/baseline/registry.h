// Registration of baseline generators: each gen_<task>.cpp defines a generator and registers it
// with KC_PLENA_BASELINE(task_id, function). The library is an OBJECT library, so every
// generator's registration object is linked into every program that links it.
#pragma once

#include <string>

#include "builder.h"

namespace kc::plena::baseline {

// A generator writes the whole kernel through `a`.
using Generator = void (*)(Asm& a);

bool register_generator(const std::string& task_id, Generator g);

}  // namespace kc::plena::baseline

#define KC_PLENA_BASELINE(task_id, fn) \
  static const bool kc_plena_baseline_registered_##fn = ::kc::plena::baseline::register_generator(task_id, fn)
