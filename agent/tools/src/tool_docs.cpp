// grep_docs: a case-insensitive regular-expression search over the ISA reference and the platform's
// further references (Platform::reference_doc_paths), answered with whole sections (markdown
// headings delimit them), sections whose heading matches (an instruction's own) first. Patterns come from
// models, so they are matched by RE2, whose time is linear in the text whatever the pattern
// (a backtracking engine such as std::regex takes exponential time on "(\w+\s?)*$").
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <optional>
#include <set>

#include <re2/re2.h>

#include "kc/agent_tools.h"
#include "tools_internal.h"

namespace kc::agent {

namespace fs = std::filesystem;
using nlohmann::json;
using detail::usage_error;

namespace {

constexpr std::size_t kShortSection = 40;      // longer sections without a heading match show matching lines only
constexpr std::size_t kMatchedLinesShown = 20;  // of such a long section
constexpr std::size_t kTitlesListed = 12;       // titles of matching sections not shown

bool starts_with(const std::string& s, const char* p) { return s.rfind(p, 0) == 0; }

std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// The heading text without its #s.
std::string title_of(const DocSection& s) {
  std::size_t i = 0;
  while (i < s.heading.size() && s.heading[i] == '#') ++i;
  while (i < s.heading.size() && s.heading[i] == ' ') ++i;
  return s.heading.empty() ? "(preamble)" : s.heading.substr(i);
}

// The section as text: heading and body without trailing blank lines.
std::vector<std::string> whole(const DocSection& s) {
  std::vector<std::string> lines;
  if (!s.heading.empty()) lines.push_back(s.heading);
  lines.insert(lines.end(), s.lines.begin(), s.lines.end());
  while (!lines.empty() && lines.back().find_first_not_of(" \t\r") == std::string::npos) lines.pop_back();
  return lines;
}

// A long section: heading, then the matching lines; a matching table row brings its table's header.
std::vector<std::string> excerpt(const DocSection& s, const std::vector<std::size_t>& hits) {
  std::vector<std::string> lines = {s.heading,
                                    "(" + std::to_string(hits.size()) + " of " + std::to_string(s.lines.size()) +
                                        " lines match; only those are shown)"};
  std::set<std::size_t> tables_headed;
  for (std::size_t k = 0; k < hits.size() && k < kMatchedLinesShown; ++k) {
    const std::size_t i = hits[k];
    if (starts_with(s.lines[i], "|")) {
      std::size_t top = i;
      while (top > 0 && starts_with(s.lines[top - 1], "|")) --top;
      if (top + 1 < i && tables_headed.insert(top).second) {
        lines.push_back(s.lines[top]);
        lines.push_back(s.lines[top + 1]);
      }
    }
    lines.push_back(s.lines[i]);
  }
  if (hits.size() > kMatchedLinesShown)
    lines.push_back("... " + std::to_string(hits.size() - kMatchedLinesShown) + " more matching lines");
  return lines;
}

}  // namespace

std::vector<DocSection> split_sections(const std::string& markdown) {
  std::vector<DocSection> out(1);
  bool fenced = false;
  std::size_t b = 0;
  while (b < markdown.size()) {
    std::size_t e = markdown.find('\n', b);
    if (e == std::string::npos) e = markdown.size();
    std::string line = markdown.substr(b, e - b);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    b = e + 1;
    if (starts_with(line, "```")) fenced = !fenced;
    std::size_t level = 0;
    while (level < line.size() && line[level] == '#') ++level;
    if (!fenced && level >= 1 && level <= 6 && level < line.size() && line[level] == ' ') {
      out.push_back(DocSection{line, int(level), {}});
      continue;
    }
    out.back().lines.push_back(line);
  }
  // A document that starts with a heading has no preamble worth a section (an HTML comment at most).
  if (out.size() > 1 && whole(out.front()).empty()) out.erase(out.begin());
  return out;
}

ToolResult ToolBox::grep_docs(const json& a) {
  const std::string pattern = a["pattern"].get<std::string>();
  if (pattern.find_first_not_of(" \t") == std::string::npos)
    return usage_error("grep_docs: 'pattern' is empty; give a mnemonic, a word or a regular expression.");
  if (pattern.size() > kGrepMaxPatternBytes)
    return usage_error("grep_docs: 'pattern' has " + std::to_string(pattern.size()) + " bytes; the limit is " +
                       std::to_string(kGrepMaxPatternBytes) + ". Search for a mnemonic, a word or a short expression.");
  const std::size_t max_sections =
      a.contains("max_sections") ? std::size_t(a["max_sections"].get<double>()) : std::size_t(kGrepDefaultSections);
  // Every section of every document, with the document's file name (the ISA reference's first).
  std::vector<DocSection> sections;
  std::vector<std::string> section_doc;
  std::string doc_names;
  for (std::size_t d = 0; d < doc_paths_.size(); ++d) {
    std::ifstream in(doc_paths_[d], std::ios::binary);
    if (!in) return usage_error("grep_docs: cannot read the reference " + doc_paths_[d]);
    const std::string name = fs::path(doc_paths_[d]).filename().string();
    for (DocSection& s : split_sections(std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()))) {
      sections.push_back(std::move(s));
      section_doc.push_back(name);
    }
    doc_names += (d == 0 ? "" : d + 1 == doc_paths_.size() ? " and " : ", ") + name;
  }
  const std::string& isa_name = section_doc.empty() ? doc_names : section_doc.front();
  // A section's title as listed, with its document when that is not the ISA reference.
  const auto listed = [&](std::size_t i) {
    return section_doc[i] == isa_name ? title_of(sections[i]) : section_doc[i] + ": " + title_of(sections[i]);
  };

  // An invalid regular expression (or one RE2 does not support: backreferences, lookaround) is
  // searched for literally: models often pass "V_ADD_VV(" or "a[0]" meaning the text itself.
  RE2::Options ro;
  ro.set_case_sensitive(false);
  ro.set_log_errors(false);
  ro.set_max_mem(8 << 20);
  const RE2 compiled(pattern, ro);
  const bool use_regex = compiled.ok();
  const std::string regex_error = use_regex ? "" : compiled.error();
  const std::string needle = lower(pattern);
  std::function<bool(const std::string&)> matches = [&](const std::string& line) {
    if (!use_regex) return lower(line).find(needle) != std::string::npos;
    return RE2::PartialMatch(line, compiled);
  };
  struct Hit {
    std::size_t index;
    const DocSection* section;
    bool heading;
    std::vector<std::size_t> lines;
  };
  std::vector<Hit> hits;
  for (std::size_t k = 0; k < sections.size(); ++k) {
    const DocSection& s = sections[k];
    if (stop_requested()) return detail::stopped_result("grep_docs", stop_, opts_.time_limit_seconds);
    Hit h{k, &s, !s.heading.empty() && matches(s.heading), {}};
    for (std::size_t i = 0; i < s.lines.size(); ++i)
      if (matches(s.lines[i])) h.lines.push_back(i);
    if (h.heading || !h.lines.empty()) hits.push_back(std::move(h));
  }
  // Sections named by the pattern (an instruction's own section) before those that mention it.
  std::stable_partition(hits.begin(), hits.end(), [](const Hit& h) { return h.heading; });

  ToolResult r;
  r.data = {{"pattern", pattern}, {"doc", doc_path_}, {"docs", doc_paths_}, {"regex", use_regex},
            {"matched_sections", hits.size()}};
  if (!regex_error.empty()) r.data["regex_error"] = regex_error;
  std::string text;
  if (!regex_error.empty())
    text += "note: '" + pattern + "' is not a valid regular expression (" + regex_error + "); searched for it literally.\n";
  if (hits.empty()) {
    std::string titles;
    for (std::size_t i = 0; i < sections.size(); ++i)
      if (sections[i].level >= 2) titles += (titles.empty() ? "" : ", ") + listed(i);
    if (titles.size() > 2500) titles = titles.substr(0, 2500) + ", ...";
    r.text = text + "No section of " + doc_names + " matches '" + pattern + "'. Sections: " + titles + ".\n";
    r.data["shown_sections"] = 0;
    r.data["truncated"] = false;
    return r;
  }
  std::string body;
  json shown = json::array();
  std::size_t n = 0;
  for (; n < hits.size() && n < max_sections; ++n) {
    const Hit& h = hits[n];
    const std::vector<std::string> lines =
        h.heading || h.section->lines.size() <= kShortSection ? whole(*h.section) : excerpt(*h.section, h.lines);
    std::string block = section_doc[h.index] == isa_name ? "" : "(from " + section_doc[h.index] + ")\n";
    for (const std::string& l : lines) block += l + "\n";
    if (n > 0 && body.size() + block.size() > kGrepMaxChars) break;
    if (block.size() > kGrepMaxChars) block = block.substr(0, kGrepMaxChars) + "\n... (section cut at " +
                                               std::to_string(kGrepMaxChars) + " characters)\n";
    body += (n ? "\n" : "") + block;
    shown.push_back(listed(h.index));
  }
  text += std::to_string(hits.size()) + " section(s) of " + doc_names + " match '" + pattern + "'; showing " +
          std::to_string(n) + ".\n\n" + body;
  if (n < hits.size()) {
    std::string rest;
    for (std::size_t i = n; i < hits.size() && i < n + kTitlesListed; ++i)
      rest += (rest.empty() ? "" : ", ") + listed(hits[i].index);
    if (hits.size() > n + kTitlesListed) rest += ", ...";
    text += "\n(truncated: " + std::to_string(hits.size() - n) + " more matching section(s): " + rest +
            ". Narrow the pattern or raise max_sections.)\n";
  }
  r.text = text;
  r.data["shown_sections"] = n;
  r.data["sections"] = shown;
  r.data["truncated"] = n < hits.size();
  return r;
}

}  // namespace kc::agent
