// Values read from JSON that nobody checked: transcripts, provider responses, tool arguments.
//
// nlohmann's get<Integer>() converts a float with static_cast, which is undefined behaviour when
// the value does not fit (1e300 as int64_t), and wraps an unsigned value above the signed range.
// json_integer<T> returns the value only when T holds it exactly; json_field reads an optional
// field of an object through it.
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <type_traits>

#include <nlohmann/json.hpp>

namespace kc {

// `v` as a T when it is an integer T can hold: a JSON integer in T's range, or a float with an
// integral value in range (JSON Schema counts 3.0 as an integer). Otherwise nullopt.
template <class T>
std::optional<T> json_integer(const nlohmann::json& v) {
  static_assert(std::is_integral_v<T> && !std::is_same_v<T, bool>, "json_integer reads integers");
  using Lim = std::numeric_limits<T>;
  if (v.is_number_unsigned()) {
    const uint64_t u = v.get<uint64_t>();
    if (u > static_cast<uint64_t>(Lim::max())) return std::nullopt;
    return static_cast<T>(u);
  }
  if (v.is_number_integer()) {
    const int64_t i = v.get<int64_t>();
    if constexpr (std::is_signed_v<T>) {
      if (i < static_cast<int64_t>(Lim::min()) || i > static_cast<int64_t>(Lim::max())) return std::nullopt;
    } else {
      if (i < 0 || static_cast<uint64_t>(i) > static_cast<uint64_t>(Lim::max())) return std::nullopt;
    }
    return static_cast<T>(i);
  }
  if (v.is_number_float()) {
    const double d = v.get<double>();
    // Bounds as doubles: min() is a power of two (exact); max()+1 is one too, and the half-open
    // test keeps out the doubles that round up to it.
    const double lo = static_cast<double>(Lim::min());
    const double hi = std::ldexp(1.0, Lim::digits);
    if (!std::isfinite(d) || d != std::floor(d) || d < lo || d >= hi) return std::nullopt;
    return static_cast<T>(d);
  }
  return std::nullopt;
}

// j[key] as T, or `fallback` when it is absent or null (or `j` is not an object). A value of another
// type is std::runtime_error "<where>.<key>: wrong type"; for an integer T, one that T cannot hold
// exactly is "<where>.<key>: not an integer in range".
template <class T>
T json_field(const nlohmann::json& j, const char* key, const std::string& where, T fallback) {
  if (!j.contains(key) || j.at(key).is_null()) return fallback;
  if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
    if (const std::optional<T> v = json_integer<T>(j.at(key))) return *v;
    throw std::runtime_error(where + "." + key + ": not an integer in range");
  } else {
    try {
      return j.at(key).get<T>();
    } catch (const nlohmann::json::exception&) {
      throw std::runtime_error(where + "." + key + ": wrong type");
    }
  }
}

}  // namespace kc
