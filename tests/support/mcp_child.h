// A client of `kernelcraft mcp` over pipes, for tests that run the MCP server as a child process
// (one JSON-RPC message per line on each side; stderr to a file). Header-only; needs Catch2,
// Boost.Process and nlohmann_json in the including target.
#pragma once

#include <utility>  // before Boost.Asio: 1.74's awaitable.hpp uses std::exchange without it
#include <boost/process.hpp>
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace kc::testsupport {

struct McpChild {
  boost::process::opstream in;
  boost::process::ipstream out;
  boost::process::child proc;
  McpChild(const std::string& exe, const std::vector<std::string>& args, const std::string& err_file)
      : proc(exe, boost::process::args(args), boost::process::std_in < in, boost::process::std_out > out,
             boost::process::std_err > err_file) {}
  void send(const std::string& line) {
    in << line << "\n";
    in.flush();
  }
  nlohmann::json receive() {
    std::string line;
    REQUIRE(std::getline(out, line));
    INFO(line);
    return nlohmann::json::parse(line);
  }
  int close_and_wait() {
    in.flush();
    in.pipe().close();
    proc.wait();
    return proc.exit_code();
  }
};

}  // namespace kc::testsupport
