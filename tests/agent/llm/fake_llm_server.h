// A real HTTP/1.1 server on 127.0.0.1 for the provider tests: it records every request (method,
// target, headers, body) and answers from a scripted queue (status, headers, body, an optional
// stall before answering, or a dropped connection). One thread accepts, one thread serves each
// connection; keep-alive and Connection: close are both honoured. Request bodies must carry
// Content-Length (libcurl sends it for a POST with a known size).
#pragma once

#include <atomic>
#include <condition_variable>
#include <deque>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace kc::test {

struct RecordedRequest {
  std::string method;                          // "POST"
  std::string target;                          // "/v1/chat/completions"
  std::map<std::string, std::string> headers;  // names lower-cased
  std::string body;

  bool has_header(const std::string& name) const { return headers.count(name) != 0; }
  std::string header(const std::string& name) const;  // "" when absent
  nlohmann::json json() const { return nlohmann::json::parse(body); }
};

struct ScriptedResponse {
  int status = 200;
  std::vector<std::pair<std::string, std::string>> headers;  // Content-Type defaults to application/json
  std::string body;
  double delay_seconds = 0;  // wait this long before answering (a stalled server)
  bool close = false;        // send Connection: close and close after answering
  bool drop = false;         // close the connection without answering

  static ScriptedResponse json(int status, std::string body) {
    ScriptedResponse r;
    r.status = status;
    r.body = std::move(body);
    return r;
  }
  ScriptedResponse& header(std::string name, std::string value) {
    headers.emplace_back(std::move(name), std::move(value));
    return *this;
  }
};

class FakeLlmServer {
 public:
  // Listens on an ephemeral port of 127.0.0.1. Also sets NO_PROXY so libcurl talks to it directly.
  FakeLlmServer();
  ~FakeLlmServer();
  FakeLlmServer(const FakeLlmServer&) = delete;
  FakeLlmServer& operator=(const FakeLlmServer&) = delete;

  int port() const { return port_; }
  // "http://127.0.0.1:PORT/v1", what the providers take as base URL.
  std::string base_url() const;

  // Appends a response to the script; requests are answered in arrival order. A request with
  // no scripted response left gets HTTP 500 saying so.
  void push(ScriptedResponse r);
  std::vector<RecordedRequest> requests() const;
  std::size_t pending() const;  // scripted responses not played yet

 private:
  void accept_loop();
  void serve(int fd);
  // Waits up to `seconds` or until the server stops; false if it stopped.
  bool pause(double seconds);

  int listen_fd_ = -1;
  int wake_pipe_[2] = {-1, -1};
  int port_ = 0;
  std::atomic<bool> stopping_{false};
  mutable std::mutex mu_;
  std::condition_variable stop_cv_;
  std::deque<ScriptedResponse> script_;
  std::vector<RecordedRequest> requests_;
  std::vector<std::thread> connections_;
  std::thread acceptor_;
};

}  // namespace kc::test
