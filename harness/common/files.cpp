// Output files written whole, temporary directories (kc/files.h).
#include "kc/files.h"

#include <fcntl.h>
#include <sys/file.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <algorithm>
#include <mutex>
#include <random>
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

// Writes all of `bytes` to `fd`; false (errno set) on failure.
bool write_all(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t n = ::write(fd, bytes.data(), bytes.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    bytes.remove_prefix(std::size_t(n));
  }
  return true;
}

// Eight random characters of [a-z0-9] for a temporary name nobody can predict.
std::string random_suffix() {
  static const char kChars[] = "abcdefghijklmnopqrstuvwxyz0123456789";
  std::random_device rd;
  std::string s;
  for (int i = 0; i < 8; ++i) s += kChars[rd() % (sizeof kChars - 1)];
  return s;
}

// A new file PATH.tmp.<random> created exclusively (O_CREAT|O_EXCL|O_NOFOLLOW: a file or link
// planted under that name makes the attempt fail, never redirects it). Returns the descriptor.
int create_temp_next_to(const std::string& path, std::string& tmp) {
  for (int attempt = 0; attempt < 100; ++attempt) {
    tmp = path + ".tmp." + random_suffix();
    const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (fd >= 0) return fd;
    if (errno != EEXIST) throw std::runtime_error("cannot write " + path + ": " + std::strerror(errno));
  }
  throw std::runtime_error("cannot write " + path + ": no free temporary name next to it");
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
  std::string tmp;
  const int fd = create_temp_next_to(path, tmp);
  const bool written = write_all(fd, bytes);
  const int err = errno;
  ::close(fd);
  if (!written) {
    ::unlink(tmp.c_str());
    throw std::runtime_error("cannot write " + path + ": " + std::strerror(err));
  }
  // rename() replaces `path` itself: a symbolic link there is replaced, never written through.
  if (::rename(tmp.c_str(), path.c_str()) != 0) {
    const int rerr = errno;
    ::unlink(tmp.c_str());
    throw std::runtime_error("cannot write " + path + ": " + std::strerror(rerr));
  }
}

BoundedText read_fd_bounded(int fd, std::size_t max_bytes) {
  BoundedText r;
  r.status = ReadStatus::ok;
  char buf[65536];
  for (;;) {
    const std::size_t want = std::min(sizeof buf, max_bytes + 1 - r.text.size());
    const ssize_t n = ::read(fd, buf, want);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      r.status = ReadStatus::refused;
      r.problem = std::strerror(errno);
      return r;
    }
    if (n == 0) return r;
    r.text.append(buf, std::size_t(n));
    if (r.text.size() > max_bytes) {
      r.status = ReadStatus::too_big;
      return r;
    }
  }
}

BoundedText read_file_bounded(const std::string& path, std::size_t max_bytes, bool no_symlink) {
  BoundedText r;
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | (no_symlink ? O_NOFOLLOW : 0));
  if (fd < 0) {
    const int err = errno;
    struct stat st {};
    if (err == ENOENT) return r;
    r.status = ReadStatus::refused;
    r.problem = no_symlink && (err == ELOOP || (::lstat(path.c_str(), &st) == 0 && S_ISLNK(st.st_mode)))
                    ? "it is a symbolic link"
                    : std::strerror(err);
    return r;
  }
  struct stat st {};
  if (::fstat(fd, &st) != 0 || S_ISDIR(st.st_mode) || (no_symlink && !S_ISREG(st.st_mode))) {
    r.status = ReadStatus::refused;
    r.problem = S_ISDIR(st.st_mode) ? "it is a directory" : "it is not a regular file";
    ::close(fd);
    return r;
  }
  // Blocking reads again (O_NONBLOCK only kept open() of a FIFO from waiting for a writer).
  ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
  r = read_fd_bounded(fd, max_bytes);
  ::close(fd);
  return r;
}

bool same_file(const std::string& a, const std::string& b) {
  std::error_code ec1, ec2;
  const fs::path ca = fs::weakly_canonical(a, ec1), cb = fs::weakly_canonical(b, ec2);
  if (!ec1 && !ec2 && ca == cb) return true;
  struct stat sa {}, sb {};
  return ::stat(a.c_str(), &sa) == 0 && ::stat(b.c_str(), &sb) == 0 && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

std::string bytes_text(std::size_t bytes) {
  if (bytes >= (1u << 20) && bytes % (1u << 20) == 0) return std::to_string(bytes >> 20) + " MiB";
  if (bytes >= 1024 && bytes % 1024 == 0) return std::to_string(bytes >> 10) + " KiB";
  return std::to_string(bytes) + " bytes";
}

std::string make_temp_dir(const std::string& prefix) {
  std::string templ = (fs::temp_directory_path() / (prefix + "XXXXXX")).string();
  if (!::mkdtemp(templ.data())) throw std::runtime_error("cannot create a temporary directory " + templ);
  return templ;
}

}  // namespace kc

namespace kc {

std::size_t sweep_abandoned_temp_dirs(const std::string& dir) {
  std::error_code ec;
  const fs::path root = dir.empty() ? fs::temp_directory_path(ec) : fs::path(dir);
  if (ec) return 0;
  std::size_t removed = 0;
  for (const auto& e : fs::directory_iterator(root, ec)) {
    const std::string p = e.path().string();
    struct stat st {};
    if (::lstat(p.c_str(), &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != ::getuid()) continue;
    if (::access((p + "/" + kTempDirMarker).c_str(), F_OK) != 0) continue;
    const int fd = ::open(p.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) continue;
    if (::flock(fd, LOCK_EX | LOCK_NB) == 0) {   // nobody holds it: the owner is gone
      std::error_code rm;
      fs::remove_all(p, rm);
      removed += !rm;
    }
    ::close(fd);
  }
  return removed;
}

TempDir::TempDir(const std::string& prefix) {
  static std::once_flag swept;
  std::call_once(swept, [] { sweep_abandoned_temp_dirs(); });
  path_ = make_temp_dir(prefix);
  lock_fd_ = ::open(path_.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (lock_fd_ >= 0 && ::flock(lock_fd_, LOCK_EX | LOCK_NB) == 0) {
    // Locked first, marked second: a marked directory is always a locked one while its owner lives.
    const int m = ::open((path_ + "/" + kTempDirMarker).c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (m >= 0) ::close(m);
  }
}

TempDir::~TempDir() {
  std::error_code ec;
  if (!keep_) fs::remove_all(path_, ec);
  else fs::remove(path_ + "/" + kTempDirMarker, ec);   // kept: no longer ours to sweep
  if (lock_fd_ >= 0) ::close(lock_fd_);
}

}  // namespace kc
