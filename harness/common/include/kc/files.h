// Files: output written so that no reader ever sees half of it, and temporary directories.
#pragma once

#include <string>
#include <string_view>

namespace kc {

// Writes `bytes` to `path`: into a temporary file next to it (PATH.tmp.<8 random characters>,
// created with O_CREAT|O_EXCL|O_NOFOLLOW, so nothing planted under a guessed name can redirect the
// write), then renamed over it, so a reader sees the old file or the whole new one. A symbolic link
// at `path` to a regular file is replaced by the new file, never written through. A path that exists and is not a regular file
// (/dev/null, /dev/stdout, a FIFO) is written directly instead: renaming over it would replace a
// device with a regular file. Missing parent directories are not created. Throws
// std::runtime_error "cannot write PATH: REASON".
void write_file_atomic(const std::string& path, std::string_view bytes);

// Reading input of bounded size (a kernel is at most kMaxKernelBytes): `path` (or the open
// descriptor `fd`) read to its end, or until more than `max_bytes` arrived. `no_symlink` refuses a
// symbolic link at `path` (O_NOFOLLOW) and anything but a regular file (a FIFO would block, a
// device never end). Never throws.
enum class ReadStatus {
  ok,        // text holds the whole content
  missing,   // no such file
  too_big,   // more than max_bytes (text holds the first max_bytes + 1)
  refused,   // a directory, a symbolic link or special file under no_symlink, or unreadable (problem says)
};
struct BoundedText {
  ReadStatus status = ReadStatus::missing;
  std::string text;
  std::string problem;   // why, for refused ("it is a symbolic link", "Permission denied", ...)
};
BoundedText read_file_bounded(const std::string& path, std::size_t max_bytes, bool no_symlink = false);
BoundedText read_fd_bounded(int fd, std::size_t max_bytes);

// Whether two file names denote one file: the same path once resolved (".", "..", symbolic links),
// or the same inode (a hard link). Neither needs to exist.
bool same_file(const std::string& a, const std::string& b);

// "1 MiB", "512 KiB", "300 bytes": a byte limit as people read it.
std::string bytes_text(std::size_t bytes);

// A new directory <temporary directory>/PREFIXXXXXXX (mkdtemp); the caller removes it. Throws
// std::runtime_error when it cannot be created.
std::string make_temp_dir(const std::string& prefix);

// A temporary directory <temporary directory>/PREFIXXXXXXX that removes itself (with its content)
// when destroyed, on every exit path that runs destructors. For the paths that do not (SIGKILL, a
// second Ctrl-C), it is marked as owned by this process: it holds an flock on the directory for
// its lifetime and contains the file kTempDirMarker. The first TempDir of a process sweeps the
// temporary directory: every directory of this user with the marker whose lock is free (its owner
// died) is removed. Directories without the marker (other programs, older builds) are never
// touched. Throws std::runtime_error when the directory cannot be created.
class TempDir {
 public:
  explicit TempDir(const std::string& prefix);
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::string& path() const { return path_; }
  // Leaves the directory behind when destroyed (the caller keeps it).
  void keep() { keep_ = true; }

 private:
  std::string path_;
  int lock_fd_ = -1;
  bool keep_ = false;
};
inline constexpr const char* kTempDirMarker = ".kernelcraft-owned";

// The sweep the first TempDir runs (exposed for tests): removes the abandoned marked directories
// under `dir` (default: the temporary directory); returns how many.
std::size_t sweep_abandoned_temp_dirs(const std::string& dir = "");

}  // namespace kc
