// Output files written whole, temporary directories (kc/files.h).
#include "kc/files.h"

#include <stdlib.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <stdexcept>

namespace kc {

namespace fs = std::filesystem;

namespace {

void write_stream(const std::string& file, const std::string& path, std::string_view bytes) {
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  if (!out) throw std::runtime_error("cannot write " + path + ": " + std::strerror(errno));
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  out.flush();
  if (!out) throw std::runtime_error("cannot write " + path + ": " + std::strerror(errno));
}

}  // namespace

void write_file_atomic(const std::string& path, std::string_view bytes) {
  std::error_code ec;
  const fs::file_status st = fs::status(path, ec);
  if (fs::exists(st) && !fs::is_regular_file(st)) {
    if (fs::is_directory(st)) throw std::runtime_error("cannot write " + path + ": it is a directory");
    write_stream(path, path, bytes);   // a device or FIFO: never replace it
    return;
  }
  const std::string tmp = path + ".tmp." + std::to_string(::getpid());
  try {
    write_stream(tmp, path, bytes);
  } catch (...) {
    fs::remove(tmp, ec);
    throw;
  }
  fs::rename(tmp, path, ec);
  if (ec) {
    std::error_code ignored;
    fs::remove(tmp, ignored);
    throw std::runtime_error("cannot write " + path + ": " + ec.message());
  }
}

std::string make_temp_dir(const std::string& prefix) {
  std::string templ = (fs::temp_directory_path() / (prefix + "XXXXXX")).string();
  if (!::mkdtemp(templ.data())) throw std::runtime_error("cannot create a temporary directory " + templ);
  return templ;
}

}  // namespace kc
