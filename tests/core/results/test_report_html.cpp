// The HTML report without a browser: its offline rules (CSP, nothing loaded from anywhere),
// escaping, links to kernels and transcripts, the chart elements, the tables-only page without
// the chart bundles, large kernels compressed in the page, and reading the bundles. tests/report/
// renders real pages in headless Chromium.
#include <zlib.h>

#include <cstring>

#include "kc/report_html.h"
#include "report_test_util.h"

using namespace kc;
using namespace kc::test;
using namespace kc::reporttest;
using nlohmann::json;

namespace {

// The text between the first `open` after `from` and the next `close`.
std::string between(const std::string& s, const std::string& open, const std::string& close, std::size_t from = 0) {
  const std::size_t a = s.find(open, from);
  if (a == std::string::npos) return "";
  const std::size_t b = s.find(close, a + open.size());
  return s.substr(a + open.size(), b == std::string::npos ? std::string::npos : b - a - open.size());
}

std::size_t count(const std::string& s, const std::string& part) {
  std::size_t n = 0;
  for (std::size_t i = s.find(part); i != std::string::npos; i = s.find(part, i + 1)) ++n;
  return n;
}

// A web folder holding stand-in bundles (each a comment) with their package.json files.
fs::path fake_web(const std::string& name, bool with_map) {
  const fs::path d = test_dir(name);
  for (const std::string p : {"vega", "vega-lite", "vega-embed"}) {
    write_file(d / "node_modules" / p / "build" / (p + ".min.js"),
               "/* " + p + " stand-in */var x=1;\n" + (with_map ? "//# sourceMappingURL=" + p + ".min.js.map\n" : ""));
    write_file(d / "node_modules" / p / "package.json", "{\"name\": \"" + p + "\", \"version\": \"9.8.7\", \"license\": \"BSD-3-Clause\"}");
  }
  return d;
}

// The text of gzip_base64's output.
std::string gunzip_base64(const std::string& b64) {
  std::string bytes;
  uint32_t acc = 0;
  int bits = 0;
  for (char c : b64) {
    const char* digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    const char* at = c ? std::strchr(digits, c) : nullptr;
    if (!at) continue;   // '=' padding
    acc = acc << 6 | uint32_t(at - digits);
    if ((bits += 6) >= 8) bytes += char(acc >> (bits -= 8) & 0xff);
  }
  z_stream z{};
  REQUIRE(inflateInit2(&z, 15 + 16) == Z_OK);
  std::string out(1 << 20, '\0');
  z.next_in = reinterpret_cast<Bytef*>(bytes.data());
  z.avail_in = uInt(bytes.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = uInt(out.size());
  CHECK(inflate(&z, Z_FINISH) == Z_STREAM_END);
  out.resize(z.total_out);
  inflateEnd(&z);
  return out;
}

}  // namespace

TEST_CASE("core.results.report.html.large_kernels_compressed") {
  const fs::path d = test_dir("report_html_large");
  ResultsDb db((d / "r.db").string());
  const int64_t run = db.begin_run({});
  std::string big;
  for (int i = 0; big.size() <= kHtmlPlainKernelBytes; ++i) big += "  addi x" + std::to_string(i % 32) + ", x0, " + std::to_string(i) + "  # <&>\n";
  EvaluationContext c;
  c.run_id = run;
  c.kernel_label = "big.S";
  c.kernel_text = big;
  db.insert_evaluation(synthetic_result("gemm", "C1", EvalStatus::pass, 1000), c);
  c.kernel_label = "small.S";
  c.kernel_text = "ret\n";
  db.insert_evaluation(synthetic_result("gemm", "C2", EvalStatus::pass, 1000), c);
  ReportQuery q;
  q.kernel_texts = true;
  const Report rep = build_report(db, q);
  const std::string page = render_report_html(rep, {});
  const std::string big_hash = cell(table(rep, "results"), 0, "kernel_hash");
  const std::string small_hash = cell(table(rep, "results"), 1, "kernel_hash");
  // The small kernel is plain text; the large one gzip + base64, unpacked by the page when opened.
  CHECK(page.find("<details class=\"kc-kernel\" id=\"kernel-" + small_hash + "\"><summary>") != std::string::npos);
  const std::string gz = between(page, "id=\"kernel-" + big_hash + "\" data-gzip=\"", "\"");
  REQUIRE(!gz.empty());
  CHECK(gz.size() < big.size() / 4);
  CHECK(gunzip_base64(gz) == big);
  CHECK(gunzip_base64(gzip_base64("")) == "");
  CHECK(gzip_base64("x").rfind("H4sI", 0) == 0);   // the gzip magic 1f 8b 08
}

TEST_CASE("core.results.report.html.tables_only_without_bundles") {
  const fs::path d = test_dir("report_html_plain");
  ResultsDb db((d / "r.db").string());
  fill_runs(db);
  ReportQuery q;
  q.kernel_texts = true;
  const Report rep = build_report(db, q);
  HtmlOptions o;
  o.bundles = load_chart_bundles((d / "no-web").string());
  REQUIRE(!o.bundles.ok());
  CHECK(o.bundles.problem.find((d / "no-web" / "node_modules" / "vega" / "build" / "vega.min.js").string() +
                               " is missing") != std::string::npos);
  CHECK(o.bundles.problem.find("scripts/install-deps.sh") != std::string::npos);
  const std::string page = render_report_html(rep, o);

  // Offline: the policy forbids every load from elsewhere, and nothing refers to another place.
  CHECK(page.find("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src 'unsafe-inline' "
                  "'unsafe-eval'; style-src 'unsafe-inline'; img-src data: blob:;") != std::string::npos);
  CHECK(page.find("http://") == std::string::npos);
  CHECK(page.find("https://") == std::string::npos);
  CHECK(page.find(" src=") == std::string::npos);
  CHECK(page.find("<link") == std::string::npos);

  // No charts, and the page says why; every table is there.
  CHECK(page.find("id=\"kc-status\" data-state=\"no-charts\"") != std::string::npos);
  CHECK(page.find("No charts: the chart bundles are not installed") != std::string::npos);
  CHECK(page.find("class=\"kc-plot\"") == std::string::npos);
  // One note per section with charts and data; the agent section has none.
  CHECK(count(page, "need the vega, vega-lite and vega-embed bundles") == 2);
  CHECK(between(page, "<section id=\"agents\">", "</section>").find("Nothing in this database") != std::string::npos);
  for (const std::string id : {"results", "tasks", "runs", "cycle_changes"})
    CHECK(page.find("<table data-table=\"" + id + "\">") != std::string::npos);
  CHECK(page.find("data-table=\"history\"") == std::string::npos);   // data only
  // Only the page's own scripts: the guard, the data and the filters.
  CHECK(count(page, "<script") == 3);
  CHECK(count(page, "</script>") == 3);

  // Kernels are embedded and the kernel cells link to them.
  const std::string hash = cell(table(rep, "results"), 0, "kernel_hash");
  CHECK(page.find("<details class=\"kc-kernel\" id=\"kernel-" + hash + "\">") != std::string::npos);
  CHECK(page.find("<td><a href=\"#kernel-" + hash + "\">baseline</a></td>") != std::string::npos);
  CHECK(between(page, "id=\"kernel-" + hash + "\">", "</details>").find("<pre>B1</pre>") != std::string::npos);

  // The data the filters read: every table, with the links.
  const json data = json::parse(between(page, "<script type=\"application/json\" id=\"kc-data\">", "</script>"));
  CHECK(data["results"].size() == 2);
  CHECK(data["history"].size() == 6);
  CHECK(data["results"][0]["kernel_href"] == "#kernel-" + hash);
  // Filters offer the platforms and levels of the rows.
  CHECK(page.find("<select name=\"platform\"><option value=\"\">all</option><option value=\"plena\">plena</option>") !=
        std::string::npos);
}

TEST_CASE("core.results.report.html.escaping") {
  const fs::path d = test_dir("report_html_escape");
  ResultsDb db((d / "r.db").string());
  const int64_t run = db.begin_run({});
  EvaluationContext c;
  c.run_id = run;
  c.kernel_label = "evil</script><b>x</b>";
  c.kernel_text = "; </script><script>alert(1)</script> & <!-- \xff\xfe\n";   // and invalid UTF-8
  db.insert_evaluation(synthetic_result("gemm", "C1", EvalStatus::pass, 1000), c);
  ReportQuery q;
  q.kernel_texts = true;
  const std::string page = render_report_html(build_report(db, q), {});
  // Nothing the data holds can close or open an element: three script elements, as written.
  CHECK(count(page, "</script>") == count(page, "<script"));
  CHECK(page.find("<b>x</b>") == std::string::npos);
  CHECK(page.find("<!--") == std::string::npos);
  CHECK(page.find("evil&lt;/script&gt;&lt;b&gt;x&lt;/b&gt;") != std::string::npos);
  CHECK(page.find("alert(1)&lt;/script&gt; &amp; &lt;!--") != std::string::npos);
  const std::string data = between(page, "id=\"kc-data\">", "</script>");
  CHECK(data.find("evil\\u003c/script\\u003e\\u003cb\\u003ex") != std::string::npos);
  CHECK(json::parse(data)["results"][0]["kernel"] == "evil</script><b>x</b>");

  CHECK(html_escape("a<b>&\"'") == "a&lt;b&gt;&amp;&quot;&#39;");
  CHECK(script_json(json{{"k", "</script>&"}}) == "{\"k\":\"\\u003c/script\\u003e\\u0026\"}");
}

TEST_CASE("core.results.report.html.charts_and_links") {
  const fs::path d = test_dir("report_html_charts");
  const fs::path web = fake_web("report_html_web", true);
  ChartBundles b = load_chart_bundles(web.string());
  REQUIRE(b.ok());
  REQUIRE(b.scripts.size() == 3);
  CHECK(b.scripts[1].package == "vega-lite");
  CHECK(b.scripts[1].version == "9.8.7");
  CHECK(b.scripts[1].license == "BSD-3-Clause");
  CHECK(b.scripts[0].text == "/* vega stand-in */var x=1;\n");   // the source-map line is dropped

  ResultsDb db((d / "r.db").string());
  fill_runs(db);
  ReportQuery q;
  q.kernel_texts = true;
  Report rep = build_report(db, q);
  // Episodes with transcripts under out/episodes; the page is written to out/.
  const std::string out = (d / "out").string();
  rep.tables.push_back(agent_tables({episode(7, "m", true, 1.5, out + "/episodes/run 1/transcript.jsonl")})[4]);
  rep.tables.push_back(fast_p_curve_table({episode(7, "m", true, 1.5)}));

  HtmlOptions o;
  o.bundles = b;
  o.output_dir = out;
  const std::string page = render_report_html(rep, o);
  CHECK(report_charts(rep) == std::vector<std::string>{"roofline", "baselines", "history", "speedup", "fast_p", "first_pass"});
  CHECK(page.find("id=\"kc-status\" data-state=\"pending\" data-charts=\"roofline baselines history speedup fast_p "
                  "first_pass\"") != std::string::npos);
  for (const std::string& id : report_charts(rep))
    CHECK(page.find("<div class=\"kc-plot\" data-chart=\"" + id + "\" data-state=\"pending\"></div>") != std::string::npos);
  // The bundles in load order, then the page's script; their licences in the footer.
  const std::size_t vega = page.find("/* vega stand-in */"), lite = page.find("/* vega-lite stand-in */"),
                    embed = page.find("/* vega-embed stand-in */"), own = page.find("KernelCraft HTML report, last script");
  CHECK(vega < lite);
  CHECK(lite < embed);
  CHECK(embed < own);
  CHECK(own != std::string::npos);
  CHECK(page.find("sourceMappingURL") == std::string::npos);
  CHECK(page.find("vega 9.8.7, vega-lite 9.8.7 and vega-embed 9.8.7 (BSD-3-Clause") != std::string::npos);

  // The transcript link is relative to the page, percent-encoded; the episode row is an anchor.
  CHECK(page.find("<a href=\"episodes/run%201/transcript.jsonl\" title=\"" + out +
                  "/episodes/run 1/transcript.jsonl\">transcript</a>") != std::string::npos);
  CHECK(page.find("<tr data-row=\"0\" id=\"episode-7\">") != std::string::npos);
  const json data = json::parse(between(page, "id=\"kc-data\">", "</script>"));
  CHECK(data["agent_episodes"][0]["episode_href"] == "#episode-7");
  CHECK(data["agent_episodes"][0]["transcript_href"] == "episodes/run%201/transcript.jsonl");
  CHECK(!data["agent_episodes"][0].contains("kernel_href"));   // its kernel text is not in this database

  // A bundle that could end the script element is refused.
  write_file(web / "node_modules" / "vega-embed" / "build" / "vega-embed.min.js", "var s='</SCRIPT>';");
  const ChartBundles bad = load_chart_bundles(web.string());
  CHECK(!bad.ok());
  CHECK(bad.problem.find("cannot be inlined") != std::string::npos);
}
