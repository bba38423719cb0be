// The providers' transport (http_transport.h): libcurl POSTs, retries with backoff and
// Retry-After, error classification, and key hygiene.
#include "http_transport.h"
#include "wire_format.h"

#include <curl/curl.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <mutex>
#include <random>
#include <thread>

namespace kc::llm::detail {

using Kind = ProviderError::Kind;

namespace {

// A completion is kilobytes; a body this large is a misbehaving server or the wrong URL.
constexpr std::size_t kMaxResponseBytes = std::size_t(64) << 20;
// Retry-After is honoured up to max(this, backoff_max_seconds): a server asking for an hour
// (an exhausted daily quota) should not park an episode for an hour; five minutes is enough
// for any per-minute limit to reset.
constexpr double kRetryAfterCapFloor = 300;
// Keys shorter than this are not scrubbed from text (see Transport::scrub).
constexpr std::size_t kMinScrubbedKeyLength = 8;
const char kRedacted[] = "[redacted]";

// ---- small string helpers -----------------------------------------------------------------------

std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\r\n");
  if (b == std::string::npos) return "";
  return s.substr(b, s.find_last_not_of(" \t\r\n") - b + 1);
}

std::string lower(std::string s) {
  for (auto& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

bool starts_with_ci(const std::string& s, const std::string& prefix) {
  return s.size() >= prefix.size() && lower(s.substr(0, prefix.size())) == prefix;
}

// At most `n` characters of `s` on one line (control characters become spaces), "..." if cut.
std::string excerpt(const std::string& s, std::size_t n = 300) {
  std::string out = s.substr(0, n);
  for (auto& c : out)
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = ' ';
  return trim(out) + (s.size() > n ? "..." : "");
}

// "0.3 s", "2 s", "1.5 s".
std::string seconds_text(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g s", s);
  return buf;
}

// ---- libcurl ------------------------------------------------------------------------------------

// curl_global_init is not thread safe before 7.84 and must run once before any handle exists.
void curl_init_once() {
  static std::once_flag once;
  std::call_once(once, [] {
    const CURLcode rc = curl_global_init(CURL_GLOBAL_DEFAULT);
    if (rc != CURLE_OK)
      throw ProviderError(Kind::network, std::string("libcurl initialisation failed: ") + curl_easy_strerror(rc));
  });
}

struct CurlDeleter {
  void operator()(CURL* h) const { curl_easy_cleanup(h); }
};
struct SlistDeleter {
  void operator()(curl_slist* l) const { curl_slist_free_all(l); }
};

// A failure without an HTTP response (connection, timeout, TLS, ...).
struct TransportFailure {
  Kind kind;
  bool retryable;
  std::string message;
};

struct BodySink {
  std::string body;
  bool too_large = false;
};

size_t on_body(char* data, size_t size, size_t n, void* user) {
  auto* sink = static_cast<BodySink*>(user);
  const size_t len = size * n;
  if (sink->body.size() + len > kMaxResponseBytes) {
    sink->too_large = true;
    return 0;  // aborts the transfer with CURLE_WRITE_ERROR
  }
  sink->body.append(data, len);
  return len;
}

size_t on_header(char* data, size_t size, size_t n, void* user) {
  auto* headers = static_cast<std::map<std::string, std::string>*>(user);
  const size_t len = size * n;
  const std::string line(data, len);
  // A status line starts a new header block (after an interim 1xx response): forget the old one.
  if (line.rfind("HTTP/", 0) == 0) {
    headers->clear();
  } else if (const auto colon = line.find(':'); colon != std::string::npos) {
    (*headers)[lower(trim(line.substr(0, colon)))] = trim(line.substr(colon + 1));
  }
  return len;
}

TransportFailure classify(CURLcode rc, const std::string& detail, double timeout_seconds) {
  switch (rc) {
    case CURLE_OPERATION_TIMEDOUT:
      return {Kind::timeout, true,
              "no complete response within " + seconds_text(timeout_seconds) + " (" + detail + ")"};
    case CURLE_COULDNT_RESOLVE_HOST:
    case CURLE_COULDNT_RESOLVE_PROXY:
    case CURLE_COULDNT_CONNECT:
    case CURLE_SEND_ERROR:
    case CURLE_RECV_ERROR:
    case CURLE_GOT_NOTHING:
    case CURLE_PARTIAL_FILE:
    case CURLE_HTTP2:
    case CURLE_HTTP2_STREAM:
    case CURLE_SSL_CONNECT_ERROR:  // handshakes also fail when a connection is cut midway
      return {Kind::network, true, detail};
    case CURLE_PEER_FAILED_VERIFICATION:
    case CURLE_SSL_CACERT_BADFILE:
    case CURLE_SSL_CERTPROBLEM:
    case CURLE_SSL_ISSUER_ERROR:
      // Retrying cannot fix a certificate; verification is never switched off, so say how to fix it.
      return {Kind::network, false,
              detail +
                  " (TLS verification is always on: point $KC_CA_BUNDLE or ProviderOptions::ca_bundle at "
                  "the CA bundle that signs the server's certificate)"};
    case CURLE_UNSUPPORTED_PROTOCOL:
    case CURLE_URL_MALFORMAT: return {Kind::bad_request, false, detail};
    default: return {Kind::network, false, detail};
  }
}

// One POST. Returns the response, whatever its status; throws TransportFailure when there is none.
HttpResponse http_post(const Endpoint& ep, const std::vector<std::string>& headers, const std::string& body,
                       double timeout_seconds, double connect_timeout_seconds) {
  curl_init_once();
  std::unique_ptr<CURL, CurlDeleter> h(curl_easy_init());
  if (!h) throw TransportFailure{Kind::network, false, "libcurl could not create a handle"};
  curl_slist* raw_list = nullptr;
  for (const auto& line : headers) {
    curl_slist* next = curl_slist_append(raw_list, line.c_str());
    if (!next) {
      curl_slist_free_all(raw_list);
      throw TransportFailure{Kind::network, false, "libcurl: out of memory building the headers"};
    }
    raw_list = next;
  }
  std::unique_ptr<curl_slist, SlistDeleter> list(raw_list);

  HttpResponse resp;
  BodySink sink;
  char errbuf[CURL_ERROR_SIZE] = {0};
  CURL* c = h.get();
  curl_easy_setopt(c, CURLOPT_URL, ep.url.c_str());
  curl_easy_setopt(c, CURLOPT_PROTOCOLS_STR, "http,https");
  curl_easy_setopt(c, CURLOPT_POST, 1L);
  curl_easy_setopt(c, CURLOPT_POSTFIELDS, body.data());
  curl_easy_setopt(c, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.size()));
  curl_easy_setopt(c, CURLOPT_HTTPHEADER, list.get());
  curl_easy_setopt(c, CURLOPT_USERAGENT, "kernelcraft-agent/0.1 (libcurl)");
  // Timeouts are signal-free: the agent may run providers on several threads.
  curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(c, CURLOPT_TIMEOUT_MS, long(std::max(1.0, std::round(timeout_seconds * 1000))));
  curl_easy_setopt(c, CURLOPT_CONNECTTIMEOUT_MS,
                   long(std::max(1.0, std::round(std::min(connect_timeout_seconds, timeout_seconds) * 1000))));
  // A non-streaming completion keeps the connection silent for minutes; keepalive probes stop
  // NAT boxes and load balancers from dropping it.
  curl_easy_setopt(c, CURLOPT_TCP_KEEPALIVE, 1L);
  curl_easy_setopt(c, CURLOPT_TCP_KEEPIDLE, 30L);
  curl_easy_setopt(c, CURLOPT_TCP_KEEPINTVL, 15L);
  // Redirects are not followed: the API answers directly, and following one would resend the
  // key to wherever it points.
  curl_easy_setopt(c, CURLOPT_FOLLOWLOCATION, 0L);
  curl_easy_setopt(c, CURLOPT_ACCEPT_ENCODING, "");  // whatever libcurl can decode
  if (ep.https) {
    curl_easy_setopt(c, CURLOPT_SSL_VERIFYPEER, 1L);
    curl_easy_setopt(c, CURLOPT_SSL_VERIFYHOST, 2L);
    if (!ep.ca_bundle.empty()) curl_easy_setopt(c, CURLOPT_CAINFO, ep.ca_bundle.c_str());
  }
  curl_easy_setopt(c, CURLOPT_ERRORBUFFER, errbuf);
  curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, on_body);
  curl_easy_setopt(c, CURLOPT_WRITEDATA, &sink);
  curl_easy_setopt(c, CURLOPT_HEADERFUNCTION, on_header);
  curl_easy_setopt(c, CURLOPT_HEADERDATA, &resp.headers);

  const CURLcode rc = curl_easy_perform(c);
  if (rc != CURLE_OK) {
    if (sink.too_large)
      throw TransportFailure{Kind::protocol, false,
                             "the response is larger than " + std::to_string(kMaxResponseBytes >> 20) + " MiB"};
    throw classify(rc, errbuf[0] ? std::string(errbuf) : std::string(curl_easy_strerror(rc)), timeout_seconds);
  }
  curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &resp.status);
  resp.body = std::move(sink.body);
  return resp;
}

// ---- retries ------------------------------------------------------------------------------------

// Decorrelated jitter (each delay uniform in [initial, 3 x previous], capped at `max`): spreads
// the retries of many clients hitting one overloaded server, and never retries at once.
class Backoff {
 public:
  Backoff(double initial, double max) : initial_(std::max(0.0, initial)), max_(std::max(0.0, max)), prev_(initial_) {}
  double next() {
    thread_local std::mt19937_64 rng{std::random_device{}()};
    const double hi = std::max(initial_, prev_ * 3);
    const double d =
        std::min(max_, std::uniform_real_distribution<double>(initial_, std::nextafter(hi, HUGE_VAL))(rng));
    prev_ = std::max(d, initial_);
    return d;
  }

 private:
  double initial_, max_, prev_;
};

// Whether a status is worth retrying: 408, 429 and 5xx (Anthropic's 529 overloaded included),
// unless the server says otherwise with `x-should-retry` (the official OpenAI and Anthropic SDKs
// honour it too).
bool retryable_status(long status, const std::map<std::string, std::string>& headers) {
  if (const auto it = headers.find("x-should-retry"); it != headers.end()) {
    if (lower(it->second) == "true") return true;
    if (lower(it->second) == "false") return false;
  }
  return status == 408 || status == 429 || status >= 500;
}

Kind kind_of_status(long status) {
  if (status == 401 || status == 403) return Kind::auth;
  if (status == 408) return Kind::timeout;
  if (status == 429) return Kind::rate_limit;
  if (status >= 500) return Kind::server;
  if (status >= 300 && status < 400) return Kind::protocol;
  return Kind::bad_request;
}

// The id support staff ask for: OpenAI's x-request-id or Anthropic's request-id header, else
// the request_id Anthropic also puts in error bodies.
std::string request_id(const HttpResponse& r) {
  for (const char* name : {"x-request-id", "request-id"})
    if (const auto it = r.headers.find(name); it != r.headers.end() && !it->second.empty()) return it->second;
  const auto j = nlohmann::json::parse(r.body, nullptr, /*allow_exceptions=*/false);
  if (j.is_object())
    if (const auto it = j.find("request_id"); it != j.end() && it->is_string()) return it->get<std::string>();
  return "";
}

// What a user can do about a failed status, or "".
std::string hint(long status, const Endpoint& ep, const std::map<std::string, std::string>& headers) {
  if (status == 401 || status == 403)
    return ep.key.empty() ? "the server wants a key: set $" + ep.key_env
                          : "check the key in $" + ep.key_env + " and its access to this model";
  if (status == 404) return "check the model name and the base URL (it includes the version, e.g. .../v1)";
  if (status >= 300 && status < 400) {
    const auto it = headers.find("location");
    return "redirects are not followed" +
           (it != headers.end() ? "; use the target (" + it->second + ") as the base URL" : std::string());
  }
  return "";
}

std::string url_for_messages(const std::string& url) {
  std::string u = url.substr(0, url.find_first_of("?#"));
  const auto scheme_end = u.find("://");
  if (scheme_end != std::string::npos) {
    const auto host_start = scheme_end + 3;
    const auto at = u.find('@', host_start);
    if (at != std::string::npos && at < u.find('/', host_start)) u.erase(host_start, at + 1 - host_start);
  }
  return u;
}

std::string env(const char* name) {
  const char* v = std::getenv(name);
  return v ? v : "";
}

}  // namespace

// ---- endpoint -----------------------------------------------------------------------------------

Endpoint resolve_endpoint(const ProviderOptions& opts, const EndpointDefaults& d) {
  Endpoint ep;
  ep.provider = d.provider;
  std::string base = !opts.base_url.empty() ? opts.base_url : env(d.base_url_env);
  if (base.empty()) base = d.base_url;
  while (!base.empty() && base.back() == '/') base.pop_back();
  ep.https = starts_with_ci(base, "https://");
  if (!ep.https && !starts_with_ci(base, "http://"))
    throw ProviderError(Kind::bad_request, ep.provider + ": base URL '" + url_for_messages(base) +
                                               "' must start with https:// (or http:// for a local server)");
  ep.url = base + d.path;
  ep.shown_url = url_for_messages(ep.url);

  ep.key_env = !opts.api_key_env.empty() ? opts.api_key_env : d.key_env;
  ep.key = env(ep.key_env.c_str());
  if (ep.key.empty() && ep.https)
    throw ProviderError(Kind::auth, ep.provider + ": $" + ep.key_env + " is not set (API keys are read only from " +
                                        "the environment; a plain-http base URL may run without one)");
  // A newline in the key would end the header early and inject the rest as another header.
  for (const char ch : ep.key)
    if (static_cast<unsigned char>(ch) < 0x20 || ch == 0x7f)
      throw ProviderError(Kind::auth, ep.provider + ": $" + ep.key_env +
                                          " contains a control character (a stray newline?); it cannot go in a header");
  ep.key_header = d.key_header;

  ep.ca_bundle = !opts.ca_bundle.empty() ? opts.ca_bundle : env("KC_CA_BUNDLE");
  std::error_code ec;
  if (!ep.ca_bundle.empty() && !std::filesystem::is_regular_file(ep.ca_bundle, ec))
    throw ProviderError(Kind::bad_request, ep.provider + ": CA bundle '" + ep.ca_bundle +
                                               "' (from ProviderOptions::ca_bundle or $KC_CA_BUNDLE) is not a file");
  return ep;
}

// ---- transport ----------------------------------------------------------------------------------

Transport::Transport(Endpoint endpoint, const ProviderOptions& opts) : ep_(std::move(endpoint)), opts_(opts) {
  if (!(opts_.request_timeout_seconds > 0))
    throw ProviderError(Kind::bad_request, ep_.provider + ": the request timeout must be positive");
  if (!(opts_.connect_timeout_seconds > 0)) opts_.connect_timeout_seconds = opts_.request_timeout_seconds;
  opts_.max_retries = std::max(0, opts_.max_retries);
}

std::string Transport::scrub(std::string text) const {
  if (ep_.key.size() < kMinScrubbedKeyLength) return text;
  for (auto pos = text.find(ep_.key); pos != std::string::npos; pos = text.find(ep_.key, pos + sizeof kRedacted - 1))
    text.replace(pos, ep_.key.size(), kRedacted);
  return text;
}

ProviderError Transport::error(Kind kind, const std::string& message, int http_status) const {
  return ProviderError(kind, scrub(ep_.provider + ": " + message + " (POST " + ep_.shown_url + ")"), http_status);
}

CompletionResponse Transport::complete(const std::string& json_body,
                                       const std::function<CompletionResponse(const nlohmann::json&)>& parse) const {
  const PostResult r = post(json_body);
  CompletionResponse out;
  try {
    out = parse(r.body);
  } catch (const WireError& e) {
    throw error(ProviderError::Kind::protocol, e.what());
  }
  out.attempts = r.attempts;
  out.latency_seconds = r.latency_seconds;
  return out;
}

PostResult Transport::post(const std::string& json_body) const {
  std::vector<std::string> headers = {
      "Content-Type: application/json",
      "Accept: application/json",
      // libcurl sends "Expect: 100-continue" before a large body (over 1 MiB in 7.88, 1 KiB in
      // older versions) and then waits up to a second for a "100 Continue" that simple servers
      // never send. An empty value removes the header.
      "Expect:",
  };
  headers.insert(headers.end(), ep_.headers.begin(), ep_.headers.end());
  if (!ep_.key.empty()) headers.push_back(ep_.key_header + ep_.key);

  const int max_attempts = 1 + opts_.max_retries;
  const double retry_after_cap = std::max(kRetryAfterCapFloor, opts_.backoff_max_seconds);
  Backoff backoff(opts_.backoff_initial_seconds, opts_.backoff_max_seconds);
  for (int attempt = 1;; ++attempt) {
    const auto t0 = std::chrono::steady_clock::now();
    Kind kind = Kind::network;
    bool retryable = false;
    std::string reason;
    long status = 0;
    std::optional<double> asked_delay;
    try {
      HttpResponse r = http_post(ep_, headers, json_body, opts_.request_timeout_seconds, opts_.connect_timeout_seconds);
      status = r.status;
      if (status >= 200 && status < 300) {
        PostResult out;
        out.attempts = attempt;
        out.latency_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        // Scrubbed before parsing, so nothing built from the body can carry the key.
        const std::string body = scrub(std::move(r.body));
        out.body = nlohmann::json::parse(body, nullptr, /*allow_exceptions=*/false);
        if (out.body.is_discarded())
          throw error(Kind::protocol,
                      "HTTP " + std::to_string(status) + " but the body is not JSON: '" + excerpt(body) + "'",
                      int(status));
        return out;
      }
      kind = kind_of_status(status);
      retryable = retryable_status(status, r.headers);
      reason = "HTTP " + std::to_string(status) + " " + error_summary(r.body);
      if (const auto id = request_id(r); !id.empty()) reason += " [request id " + id + "]";
      if (const auto h = hint(status, ep_, r.headers); !h.empty()) reason += "; " + h;
      asked_delay = retry_after_seconds(r.headers, std::time(nullptr));
    } catch (const TransportFailure& f) {
      kind = f.kind;
      retryable = f.retryable;
      reason = f.message;
    }
    if (!retryable || attempt >= max_attempts) {
      if (attempt > 1) reason += "; gave up after " + std::to_string(attempt) + " attempts";
      throw error(kind, reason, int(status));
    }
    const double delay = asked_delay ? std::min(*asked_delay, retry_after_cap) : backoff.next();
    if (opts_.on_retry) opts_.on_retry(attempt, delay, scrub(reason));
    if (opts_.sleep)
      opts_.sleep(delay);
    else
      std::this_thread::sleep_for(std::chrono::duration<double>(delay));
  }
}

// ---- helpers ------------------------------------------------------------------------------------

std::optional<double> retry_after_seconds(const std::map<std::string, std::string>& headers, std::time_t now) {
  auto number = [](const std::string& s) -> std::optional<double> {
    if (s.empty() || !(std::isdigit(static_cast<unsigned char>(s[0])))) return std::nullopt;
    char* end = nullptr;
    const double v = std::strtod(s.c_str(), &end);
    if (*end != '\0' || !std::isfinite(v)) return std::nullopt;
    return v;
  };
  if (const auto it = headers.find("retry-after-ms"); it != headers.end())
    if (const auto ms = number(it->second)) return *ms / 1000;
  const auto it = headers.find("retry-after");
  if (it == headers.end()) return std::nullopt;
  if (const auto s = number(it->second)) return *s;
  // An HTTP-date ("Wed, 21 Oct 2026 07:28:00 GMT"); curl_getdate parses all three RFC 9110 forms.
  const std::time_t when = curl_getdate(it->second.c_str(), nullptr);
  if (when == -1) return std::nullopt;
  return std::max(0.0, std::difftime(when, now));
}

std::string error_summary(const std::string& body) {
  using nlohmann::json;
  const json j = json::parse(body, nullptr, /*allow_exceptions=*/false);
  auto text = [](const json& obj, const char* key) -> std::string {
    const auto it = obj.find(key);
    return it != obj.end() && it->is_string() ? it->get<std::string>() : "";
  };
  if (j.is_object()) {
    if (const auto e = j.find("error"); e != j.end()) {
      if (e->is_object()) {
        // OpenAI's `code` ("invalid_api_key") says more than its `type`; Anthropic has only `type`.
        std::string label = text(*e, "code");
        if (label.empty()) label = text(*e, "type");
        const std::string msg = text(*e, "message");
        if (!msg.empty()) return label.empty() ? msg : label + ": " + msg;
        if (!label.empty()) return label;
      } else if (e->is_string()) {
        return e->get<std::string>();
      }
    }
    for (const char* key : {"message", "detail"})
      if (const auto msg = text(j, key); !msg.empty()) return msg;
  }
  if (trim(body).empty()) return "(empty body)";
  return "'" + excerpt(body) + "'";
}

}  // namespace kc::llm::detail
