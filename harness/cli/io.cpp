#include "io.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include "kc/files.h"

namespace kc::cli {

std::optional<std::string> read_input(const std::string& path, std::string* error) {
  if (path == "-") {
    std::ostringstream ss;
    ss << std::cin.rdbuf();
    return ss.str();
  }
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    *error = "cannot read '" + path + "': it is a directory";
    return std::nullopt;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    *error = "cannot read '" + path + "': " + std::strerror(errno);
    return std::nullopt;
  }
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
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
