#include "io.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include "kc/files.h"

namespace kc::cli {

std::optional<std::string> read_input(const std::string& path, std::string* error, std::size_t max_bytes,
                                      const std::string& what) {
  const BoundedText r = path == "-" ? read_fd_bounded(STDIN_FILENO, max_bytes) : read_file_bounded(path, max_bytes);
  switch (r.status) {
    case ReadStatus::ok: return r.text;
    case ReadStatus::missing: *error = "cannot read '" + path + "': No such file or directory"; break;
    case ReadStatus::refused: *error = "cannot read '" + input_name(path) + "': " + r.problem; break;
    case ReadStatus::too_big:
      *error = "'" + input_name(path) + "' has more than " + bytes_text(max_bytes) + ", the limit of " + what +
               " (reading stopped there)" + (what == "a kernel" ? "; use loops instead of unrolling" : "");
      break;
  }
  return std::nullopt;
}

bool write_output(const std::string& path, std::string_view bytes, std::string* error) {
  if (path == "-") {
    std::cout.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    std::cout.flush();
    if (!std::cout) *error = "cannot write to stdout";
    return static_cast<bool>(std::cout);
  }
  try {
    write_file_atomic(path, bytes);
  } catch (const std::exception& e) {
    *error = e.what();
    return false;
  }
  return true;
}

void remove_output(const std::string& path) {
  std::error_code ec;
  if (path != "-" && std::filesystem::is_regular_file(path, ec)) std::filesystem::remove(path, ec);
}

std::string input_name(const std::string& path) { return path == "-" ? "<stdin>" : path; }

}  // namespace kc::cli
