// The HTML form of a report (docs/results.md, "The HTML report"): one self-contained offline page
// with the report's tables, its charts (Vega-Lite, drawn in the browser) and the text of every
// kernel the tables name.
//
// The page is another renderer of kc::Report: the tables are the same sections as the text, Markdown
// and JSON forms, and the charts are Vega-Lite specifications (harness/core/report_html/page.js)
// over the rows of those sections, which the page holds as JSON. The chart libraries (vega,
// vega-lite, vega-embed) are npm dependencies (web/package.json) installed by
// scripts/install-deps.sh; their browser bundles are inlined, so the page loads nothing: its
// Content-Security-Policy forbids every remote load. Without the bundles the page still has every
// table, and says why the charts are missing.
//
// The page reports its own state in #kc-status (data-state: "pending" while charts are drawn,
// "ok" when every chart rendered, "error" with the reason otherwise, "no-charts" without the
// bundles); scripts/check-report-html.sh reads it back from a headless browser.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "kc/report.h"

namespace kc {

// One inlined browser bundle.
struct ChartBundle {
  std::string package;   // npm package name ("vega")
  std::string version;   // from its package.json
  std::string license;   // from its package.json
  std::string path;      // the file read
  std::string text;      // the script, its sourceMappingURL line removed
};

// The bundles the charts need, or why they are not there.
struct ChartBundles {
  std::vector<ChartBundle> scripts;   // vega, vega-lite, vega-embed, in load order
  std::string problem;                // empty when every bundle was read
  bool ok() const { return problem.empty() && !scripts.empty(); }
};

// The folder holding package.json and node_modules/ of the chart libraries: $KC_WEB_DIR when set
// and non-empty, otherwise web/ of the source tree the program was built from.
std::string default_web_dir();

// Reads node_modules/{vega,vega-lite,vega-embed}/build/*.min.js under `web_dir` (default:
// default_web_dir()). A missing or unreadable file, or a bundle that could close the page's
// script element, is a problem that names the file and says how to install the bundles.
ChartBundles load_chart_bundles(const std::string& web_dir = "");

struct HtmlOptions {
  ChartBundles bundles;   // without them (or !ok()) the page has tables only, and a note
  // Directory the page is written to: links to transcripts are made relative to it (they are
  // files next to the results, too large to embed). Empty: the current directory.
  std::string output_dir;
};

// The whole page. With `o.bundles` not ok the page holds no script but its own (filters) and says
// in #kc-status and a note where the charts are that they need the bundles, and why they are missing.
std::string render_report_html(const Report& r, const HtmlOptions& o);

// Escapes & < > " ' for HTML text and attribute values.
std::string html_escape(const std::string& s);

// Kernel texts longer than this many bytes are stored gzip-compressed (base64) in the page and
// unpacked by its script when opened (DecompressionStream): baselines of large tasks run to
// hundreds of KB each and compress about tenfold.
constexpr std::size_t kHtmlPlainKernelBytes = 16 * 1024;

// gzip (RFC 1952) of `text`, base64-encoded.
std::string gzip_base64(const std::string& text);

// JSON for a <script type="application/json"> element: '<', '>' and '&' as \u escapes (so no text
// can close the element or open a comment), invalid UTF-8 replaced.
std::string script_json(const nlohmann::json& j);

// The charts the page draws for a report: ids of the charts whose data the report holds, in page
// order ("roofline", "baselines", "history", "success", "pass_at_k", "speedup", "fast_p",
// "first_pass", "cost").
std::vector<std::string> report_charts(const Report& r);

}  // namespace kc
