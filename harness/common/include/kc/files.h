// Files: output written so that no reader ever sees half of it, and temporary directories.
#pragma once

#include <string>
#include <string_view>

namespace kc {

// Writes `bytes` to `path`: into a temporary file next to it (PATH.tmp.PID), then renamed over it,
// so a reader sees the old file or the whole new one. A path that exists and is not a regular file
// (/dev/null, /dev/stdout, a FIFO) is written directly instead: renaming over it would replace a
// device with a regular file. Missing parent directories are not created. Throws
// std::runtime_error "cannot write PATH: REASON".
void write_file_atomic(const std::string& path, std::string_view bytes);

// A new directory <temporary directory>/PREFIXXXXXXX (mkdtemp); the caller removes it. Throws
// std::runtime_error when it cannot be created.
std::string make_temp_dir(const std::string& prefix);

}  // namespace kc
