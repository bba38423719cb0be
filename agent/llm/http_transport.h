// Internal to kc_llm: the transport both providers share. One JSON POST over libcurl, retried
// with decorrelated-jitter backoff (honouring Retry-After) on 429, 408, 5xx, timeouts and
// network errors, with every failure classified as a ProviderError and the API key kept out of
// everything but the one request header that carries it.
#pragma once

#include <ctime>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "kc/llm.h"
#include "kc/llm_providers.h"

namespace kc::llm::detail {

// Where and how a provider talks: resolved once from ProviderOptions and the environment.
struct Endpoint {
  std::string provider;   // "openai" | "anthropic": the prefix of every message
  std::string url;        // the URL POSTed to, e.g. https://api.openai.com/v1/chat/completions
  std::string shown_url;  // `url` without user-info, query or fragment, for messages
  bool https = false;
  std::string key_env;               // the variable the key came from (named in auth errors)
  std::string key;                   // "" = no auth header (a plain-HTTP local server)
  std::string key_header;            // the header the key follows: "Authorization: Bearer " | "x-api-key: "
  std::vector<std::string> headers;  // further, non-secret headers ("anthropic-version: ...")
  std::string ca_bundle;             // "" = libcurl's default
};

// What each provider passes to resolve_endpoint.
struct EndpointDefaults {
  const char* provider;      // "openai"
  const char* key_env;       // "OPENAI_API_KEY"
  const char* base_url_env;  // "OPENAI_BASE_URL"
  const char* base_url;      // "https://api.openai.com/v1"
  const char* path;          // "/chat/completions"
  const char* key_header;    // "Authorization: Bearer "
};

// Base URL from the options, else the environment, else the default; key from the environment.
// Throws ProviderError: auth when an HTTPS endpoint has no key or the key holds a control
// character, bad_request for a base URL that is not http(s) or a CA bundle that does not exist.
Endpoint resolve_endpoint(const ProviderOptions& opts, const EndpointDefaults& d);

// One HTTP response as received (header names lower-case; the last value of a repeated header).
struct HttpResponse {
  long status = 0;
  std::map<std::string, std::string> headers;
  std::string body;
};

// The 2xx body of a successful POST and how it went.
struct PostResult {
  nlohmann::json body;
  int attempts = 1;
  double latency_seconds = 0;  // of the successful attempt
};

class Transport {
 public:
  Transport(Endpoint endpoint, const ProviderOptions& opts);

  // POSTs `json_body` to the endpoint, retrying as the options say; returns the parsed body of
  // the first 2xx answer. Throws ProviderError (message prefixed with the provider name and
  // free of the key) when the request fails for good or a 2xx body is not JSON.
  PostResult post(const std::string& json_body) const;

  // post() of `json_body`, the body read by `parse` (a provider's response format; its WireError,
  // a body not in that format, becomes a protocol ProviderError), attempts and latency filled in.
  CompletionResponse complete(const std::string& json_body,
                              const std::function<CompletionResponse(const nlohmann::json&)>& parse) const;

  // A ProviderError about this endpoint: "PROVIDER: MESSAGE (POST URL)", key removed.
  ProviderError error(ProviderError::Kind kind, const std::string& message, int http_status = 0) const;

  // `text` with every occurrence of the key replaced by "[redacted]" (keys shorter than 8
  // characters are not searched for: they would match ordinary text and cannot be secret).
  std::string scrub(std::string text) const;

  const Endpoint& endpoint() const { return ep_; }

 private:
  Endpoint ep_;
  ProviderOptions opts_;
};

// --- pieces exposed for unit tests ---------------------------------------------------------------

// The delay a response asks for, in seconds: `retry-after-ms` (OpenAI), else `retry-after` as
// delay-seconds or an HTTP-date (relative to `now`; a date in the past gives 0). nullopt when
// there is no usable header.
std::optional<double> retry_after_seconds(const std::map<std::string, std::string>& headers, std::time_t now);

// The provider's error text from an error body: "CODE_OR_TYPE: message" from OpenAI's
// {"error":{"message","type","code"}} and Anthropic's {"type":"error","error":{"type","message"}},
// the string of {"error":"..."} or {"message"|"detail":"..."} (local servers), else the start of
// the body with control characters replaced.
std::string error_summary(const std::string& body);

}  // namespace kc::llm::detail
