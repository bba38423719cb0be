// The scripted HTTP/1.1 server of the provider tests (fake_llm_server.h), on POSIX sockets.
#include "fake_llm_server.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <stdexcept>

namespace kc::test {

namespace {

std::string lower(std::string s) {
  for (auto& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t");
  if (b == std::string::npos) return "";
  return s.substr(b, s.find_last_not_of(" \t") - b + 1);
}

const char* reason_phrase(int status) {
  switch (status) {
    case 200: return "OK";
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 408: return "Request Timeout";
    case 429: return "Too Many Requests";
    case 500: return "Internal Server Error";
    case 501: return "Not Implemented";
    case 502: return "Bad Gateway";
    case 503: return "Service Unavailable";
    case 529: return "Site Overloaded";
    default: return "Status";
  }
}

[[noreturn]] void fail(const std::string& what) {
  throw std::runtime_error("fake LLM server: " + what + ": " + std::strerror(errno));
}

// Writes all of `data`; false if the peer went away (MSG_NOSIGNAL: no SIGPIPE).
bool send_all(int fd, const std::string& data) {
  std::size_t done = 0;
  while (done < data.size()) {
    const ssize_t n = ::send(fd, data.data() + done, data.size() - done, MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += std::size_t(n);
  }
  return true;
}

std::string serialize(const ScriptedResponse& r) {
  std::string out = "HTTP/1.1 " + std::to_string(r.status) + " " + reason_phrase(r.status) + "\r\n";
  bool has_type = false;
  for (const auto& [name, value] : r.headers) {
    out += name + ": " + value + "\r\n";
    has_type = has_type || lower(name) == "content-type";
  }
  if (!has_type) out += "Content-Type: application/json\r\n";
  out += "Content-Length: " + std::to_string(r.body.size()) + "\r\n";
  if (r.close) out += "Connection: close\r\n";
  return out + "\r\n" + r.body;
}

}  // namespace

std::string RecordedRequest::header(const std::string& name) const {
  const auto it = headers.find(lower(name));
  return it == headers.end() ? "" : it->second;
}

FakeLlmServer::FakeLlmServer() {
  // The server is local: an http_proxy in the environment must not intercept the tests.
  ::setenv("NO_PROXY", "127.0.0.1,localhost", 1);
  ::setenv("no_proxy", "127.0.0.1,localhost", 1);

  listen_fd_ = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (listen_fd_ < 0) fail("socket");
  const int one = 1;
  ::setsockopt(listen_fd_, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  addr.sin_port = 0;  // ephemeral
  if (::bind(listen_fd_, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) fail("bind");
  if (::listen(listen_fd_, 16) != 0) fail("listen");
  socklen_t len = sizeof addr;
  if (::getsockname(listen_fd_, reinterpret_cast<sockaddr*>(&addr), &len) != 0) fail("getsockname");
  port_ = ntohs(addr.sin_port);
  if (::pipe2(wake_pipe_, O_CLOEXEC) != 0) fail("pipe");
  acceptor_ = std::thread([this] { accept_loop(); });
}

FakeLlmServer::~FakeLlmServer() {
  {
    // Under the lock, so a connection between its predicate check and its wait cannot miss it.
    std::lock_guard<std::mutex> lock(mu_);
    stopping_ = true;
  }
  stop_cv_.notify_all();
  const char byte = 0;
  [[maybe_unused]] const ssize_t n = ::write(wake_pipe_[1], &byte, 1);
  acceptor_.join();
  // Connection threads notice stopping_ within one poll interval (and stalls wake at once).
  std::vector<std::thread> threads;
  {
    std::lock_guard<std::mutex> lock(mu_);
    threads.swap(connections_);
  }
  for (auto& t : threads) t.join();
  ::close(listen_fd_);
  ::close(wake_pipe_[0]);
  ::close(wake_pipe_[1]);
}

std::string FakeLlmServer::base_url() const { return "http://127.0.0.1:" + std::to_string(port_) + "/v1"; }

void FakeLlmServer::push(ScriptedResponse r) {
  std::lock_guard<std::mutex> lock(mu_);
  script_.push_back(std::move(r));
}

std::vector<RecordedRequest> FakeLlmServer::requests() const {
  std::lock_guard<std::mutex> lock(mu_);
  return requests_;
}

std::size_t FakeLlmServer::pending() const {
  std::lock_guard<std::mutex> lock(mu_);
  return script_.size();
}

bool FakeLlmServer::pause(double seconds) {
  std::unique_lock<std::mutex> lock(mu_);
  return !stop_cv_.wait_for(lock, std::chrono::duration<double>(seconds), [this] { return stopping_.load(); });
}

void FakeLlmServer::accept_loop() {
  while (!stopping_) {
    pollfd fds[2] = {{listen_fd_, POLLIN, 0}, {wake_pipe_[0], POLLIN, 0}};
    if (::poll(fds, 2, -1) < 0) {
      if (errno == EINTR) continue;
      return;
    }
    if (fds[1].revents) return;
    if (!(fds[0].revents & POLLIN)) continue;
    const int fd = ::accept4(listen_fd_, nullptr, nullptr, SOCK_CLOEXEC);
    if (fd < 0) continue;
    std::lock_guard<std::mutex> lock(mu_);
    connections_.emplace_back([this, fd] { serve(fd); });
  }
}

void FakeLlmServer::serve(int fd) {
  struct Closer {
    int fd;
    ~Closer() { ::close(fd); }
  } closer{fd};
  std::string buf;
  // Appends what the client sent next; false on end of stream, error, or server stop.
  auto read_more = [&]() -> bool {
    while (!stopping_) {
      pollfd p{fd, POLLIN, 0};
      const int n = ::poll(&p, 1, 50);
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) return false;
      if (n == 0) continue;
      char tmp[16384];
      const ssize_t got = ::recv(fd, tmp, sizeof tmp, 0);
      if (got < 0 && errno == EINTR) continue;
      if (got <= 0) return false;
      buf.append(tmp, std::size_t(got));
      return true;
    }
    return false;
  };

  for (;;) {
    std::size_t head_end;
    while ((head_end = buf.find("\r\n\r\n")) == std::string::npos)
      if (!read_more()) return;
    RecordedRequest req;
    const std::string head = buf.substr(0, head_end);
    std::size_t line_end = head.find("\r\n");
    const std::string request_line = head.substr(0, line_end);
    const auto sp1 = request_line.find(' ');
    const auto sp2 = request_line.find(' ', sp1 + 1);
    req.method = request_line.substr(0, sp1);
    req.target = request_line.substr(sp1 + 1, sp2 - sp1 - 1);
    while (line_end != std::string::npos && line_end < head.size()) {
      const std::size_t start = line_end + 2;
      line_end = head.find("\r\n", start);
      const std::string line = head.substr(start, line_end == std::string::npos ? std::string::npos : line_end - start);
      const auto colon = line.find(':');
      if (colon != std::string::npos) req.headers[lower(trim(line.substr(0, colon)))] = trim(line.substr(colon + 1));
    }
    if (lower(req.header("transfer-encoding")).find("chunked") != std::string::npos) {
      send_all(fd,
               serialize(ScriptedResponse::json(501, R"({"error":"fake server: chunked bodies are not supported"})")));
      return;
    }
    const std::size_t length = req.has_header("content-length") ? std::stoul(req.header("content-length")) : 0;
    while (buf.size() < head_end + 4 + length)
      if (!read_more()) return;
    req.body = buf.substr(head_end + 4, length);
    buf.erase(0, head_end + 4 + length);

    ScriptedResponse resp;
    {
      std::lock_guard<std::mutex> lock(mu_);
      requests_.push_back(req);
      if (script_.empty()) {
        resp = ScriptedResponse::json(
            500, R"({"error":{"message":"fake server: no scripted response left","type":"test"}})");
      } else {
        resp = std::move(script_.front());
        script_.pop_front();
      }
    }
    if (resp.delay_seconds > 0 && !pause(resp.delay_seconds)) return;
    if (resp.drop) return;
    if (!send_all(fd, serialize(resp))) return;
    if (resp.close || lower(req.header("connection")) == "close") return;
  }
}

}  // namespace kc::test
