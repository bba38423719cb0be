// Serial ports (termios) and the virtual board process.
#include <cerrno>
#include <climits>
#include <csignal>
#include <cstring>
#include <thread>

#include <fcntl.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

#include "kc/board.h"

namespace kc::board {

namespace {

using Clock = std::chrono::steady_clock;

int ms_until(Clock::time_point deadline) {
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
  return left <= 0 ? 0 : left > INT_MAX ? INT_MAX : int(left);
}

speed_t speed_of(unsigned baud) {
  switch (baud) {
    case 1200: return B1200;
    case 2400: return B2400;
    case 4800: return B4800;
    case 9600: return B9600;
    case 19200: return B19200;
    case 38400: return B38400;
    case 57600: return B57600;
    case 115200: return B115200;
    case 230400: return B230400;
    case 460800: return B460800;
    case 500000: return B500000;
    case 921600: return B921600;
    case 1000000: return B1000000;
    case 2000000: return B2000000;
    case 3000000: return B3000000;
    default:
      throw BoardError("--baud " + std::to_string(baud) +
                       ": not a rate this host's serial driver offers (1200, 2400, 4800, 9600, 19200, 38400, 57600, 115200, 230400, "
                       "460800, 500000, 921600, 1000000, 2000000, 3000000)");
  }
}

class SerialPort final : public Port {
 public:
  SerialPort(const std::string& dev, unsigned baud) : baud_(baud) {
    const speed_t sp = speed_of(baud);
    fd_ = ::open(dev.c_str(), O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
    if (fd_ < 0) throw BoardError("cannot open " + dev + ": " + std::strerror(errno));
    termios t{};
    if (tcgetattr(fd_, &t) != 0) {
      const std::string e = std::strerror(errno);
      ::close(fd_);
      throw BoardError(dev + " is not a serial port (" + e + ")");
    }
    cfmakeraw(&t);
    t.c_cflag &= ~tcflag_t(CSTOPB | PARENB | CRTSCTS | CSIZE);
    t.c_cflag |= CS8 | CLOCAL | CREAD;
    t.c_cc[VMIN] = 0;
    t.c_cc[VTIME] = 0;
    cfsetispeed(&t, sp);
    cfsetospeed(&t, sp);
    if (tcsetattr(fd_, TCSANOW, &t) != 0) {
      const std::string e = std::strerror(errno);
      ::close(fd_);
      throw BoardError("cannot configure " + dev + ": " + e);
    }
    tcflush(fd_, TCIOFLUSH);
  }
  ~SerialPort() override {
    if (fd_ >= 0) ::close(fd_);
  }
  void write(const uint8_t* data, std::size_t n) override {
    const auto deadline = Clock::now() + std::chrono::seconds(5);
    while (n > 0) {
      const ssize_t w = ::write(fd_, data, n);
      if (w > 0) {
        data += w;
        n -= std::size_t(w);
        continue;
      }
      if (w < 0 && errno != EAGAIN && errno != EINTR) throw BoardError(std::string("serial write: ") + std::strerror(errno));
      pollfd p{fd_, POLLOUT, 0};
      if (Clock::now() >= deadline || ::poll(&p, 1, ms_until(deadline)) == 0)
        throw BoardError("serial write: the port accepts no data (flow control stuck?)");
    }
  }
  std::size_t read(uint8_t* dst, std::size_t n, Clock::time_point deadline) override {
    for (;;) {
      const ssize_t r = ::read(fd_, dst, n);
      if (r > 0) return std::size_t(r);
      if (r < 0 && errno != EAGAIN && errno != EINTR && errno != EIO)
        throw BoardError(std::string("serial read: ") + std::strerror(errno));
      const int ms = ms_until(deadline);
      if (ms == 0) return 0;
      pollfd p{fd_, POLLIN, 0};
      const int rc = ::poll(&p, 1, ms);
      if (rc == 0) return 0;
      if (rc > 0 && (p.revents & (POLLHUP | POLLERR)) && !(p.revents & POLLIN)) {
        // The far end closed (a virtual board that exited): nothing will come.
        std::this_thread::sleep_for(std::chrono::milliseconds(std::min(ms, 10)));
      }
    }
  }
  unsigned baud() const override { return baud_; }

 private:
  int fd_ = -1;
  unsigned baud_;
};

}  // namespace

std::unique_ptr<Port> open_serial(const std::string& device, unsigned baud) {
  return std::make_unique<SerialPort>(device, baud);
}

std::string sibling_executable(const std::string& name, const std::string& env) {
  if (const char* e = std::getenv(env.c_str()); e && *e) return e;
  char buf[PATH_MAX];
  const ssize_t n = ::readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (n <= 0) return name;
  std::string self(buf, std::size_t(n));
  return self.substr(0, self.rfind('/') + 1) + name;
}

VirtualBoard::VirtualBoard(const std::string& exe, const std::vector<std::string>& args) {
  if (::access(exe.c_str(), X_OK) != 0)
    throw BoardError("the virtual board " + exe + " is not there (build it: cmake --build build --target " +
                     exe.substr(exe.rfind('/') + 1) + ")");
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) throw BoardError(std::string("pipe: ") + std::strerror(errno));
  std::vector<std::string> argv_s = {exe};
  argv_s.insert(argv_s.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& a : argv_s) argv.push_back(a.data());
  argv.push_back(nullptr);
  const pid_t parent = ::getpid();
  pid_ = ::fork();
  if (pid_ < 0) throw BoardError(std::string("fork: ") + std::strerror(errno));
  if (pid_ == 0) {
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);   // never outlive the host driver
    if (::getppid() != parent) ::_exit(127);
    ::dup2(fds[1], STDOUT_FILENO);
    ::execv(exe.c_str(), argv.data());
    ::_exit(127);
  }
  ::close(fds[1]);
  out_fd_ = fds[0];
  // The first line: "port /dev/pts/N".
  std::string line;
  const auto deadline = Clock::now() + std::chrono::seconds(20);
  while (line.find('\n') == std::string::npos) {
    pollfd p{out_fd_, POLLIN, 0};
    if (::poll(&p, 1, ms_until(deadline)) <= 0) break;
    char c[256];
    const ssize_t r = ::read(out_fd_, c, sizeof c);
    if (r <= 0) break;
    line.append(c, std::size_t(r));
  }
  line = line.substr(0, line.find('\n'));
  if (line.rfind("port ", 0) != 0) {
    this->~VirtualBoard();
    pid_ = -1;
    throw BoardError("the virtual board " + exe + " did not start (no 'port' line on its output)");
  }
  port_ = line.substr(5);
}

VirtualBoard::~VirtualBoard() {
  if (pid_ > 0) {
    ::kill(pid_, SIGTERM);
    int st = 0;
    for (int i = 0; i < 100 && ::waitpid(pid_, &st, WNOHANG) == 0; ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    if (::waitpid(pid_, &st, WNOHANG) == 0) {
      ::kill(pid_, SIGKILL);
      ::waitpid(pid_, &st, 0);
    }
    pid_ = -1;
  }
  if (out_fd_ >= 0) ::close(out_fd_);
  out_fd_ = -1;
}

}  // namespace kc::board
