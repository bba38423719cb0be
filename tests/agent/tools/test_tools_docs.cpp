// grep_docs over the generated ISA references (full and short form), section splitting, and the
// short reference itself. No simulator needed.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>

#include "tools_test_util.h"

using namespace kc;
using namespace kc::agent;
using namespace kc::toolstest;
using nlohmann::json;

namespace {

ToolBox make_box(const std::string& name, const std::string& doc = "") {
  ToolBoxOptions o = tool_options(name);
  o.isa_doc_path = doc;
  return ToolBox(plena_platform(), relu_task(), relu_c1(), o);
}

std::size_t count_of(const std::string& text, const std::string& part) {
  std::size_t n = 0;
  for (std::size_t p = text.find(part); p != std::string::npos; p = text.find(part, p + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("agent.tools.grep_docs.split_sections") {
  const auto s = split_sections("# Title\nintro\n## A\na1\n```text\n# not a heading\n```\n### B\nb1\n#nospace\n");
  REQUIRE(s.size() == 3);
  CHECK(s[0].heading == "# Title");
  CHECK(s[0].level == 1);
  CHECK(s[1].heading == "## A");
  CHECK(s[1].lines == std::vector<std::string>{"a1", "```text", "# not a heading", "```"});
  CHECK(s[2].heading == "### B");
  CHECK(s[2].level == 3);
  CHECK(s[2].lines == std::vector<std::string>{"b1", "#nospace"});
  // Text before the first heading is a section without a heading; nothing but blank lines is none.
  CHECK(split_sections("\n\n# H\n").size() == 1);
  const auto pre = split_sections("<!-- generated -->\n# H\n");
  REQUIRE(pre.size() == 2);
  CHECK(pre[0].heading.empty());
  CHECK(pre[0].lines == std::vector<std::string>{"<!-- generated -->"});
}

TEST_CASE("agent.tools.grep_docs.instruction_section") {
  ToolBox box = make_box("grep_instr");
  const ToolResult r = box.call("grep_docs", {{"pattern", "V_EXP_V"}});
  INFO(r.text);
  REQUIRE_FALSE(r.is_error);
  // The instruction's own section comes first, whole: format, operation, description, constraints, example.
  const std::size_t at = r.text.find("### V_EXP_V\n");
  REQUIRE(at != std::string::npos);
  CHECK(r.text.find("### ") == at);
  for (const char* part : {"**Format:** `V_EXP_V rd, rs1, rmask`", "**Operation:**", "**Description:**",
                           "**Constraints:**", "**Example:**", "V_EXP_V gp3, gp3, 0"})
    CHECK(contains(r.text, part));
  CHECK(r.data["shown_sections"] == kGrepDefaultSections);
  CHECK(r.data["truncated"] == true);
  CHECK(r.data["sections"][0] == "V_EXP_V");
  CHECK(contains(r.text, "(truncated: "));
  CHECK(r.data["regex"] == true);
  // Case-insensitive, and one section on request.
  const ToolResult one = box.call("grep_docs", {{"pattern", "v_exp_v"}, {"max_sections", 1}});
  CHECK(contains(one.text, "### V_EXP_V\n"));
  CHECK(one.data["shown_sections"] == 1);
  CHECK(count_of(one.text, "\n### ") == 1);
}

TEST_CASE("agent.tools.grep_docs.further_references") {
  // plena's micro-architecture notes are searched after the ISA reference, and say where they come from.
  ToolBox box = make_box("grep_further");
  REQUIRE(box.doc_paths().size() == 2);
  CHECK(box.doc_paths()[1] == plena_platform().reference_doc_paths().at(0));
  const ToolResult r = box.call("grep_docs", {{"pattern", "a reduction when f\\[fd\\] is\\s+written|scoreboard slots"}});
  INFO(r.text);
  REQUIRE_FALSE(r.is_error);
  CHECK(contains(r.text, "of plena.md and microarchitecture.md match"));
  CHECK(contains(r.text, "(from microarchitecture.md)\n## Scoreboard: sequential semantics with overlapped units\n"));
  CHECK(contains(r.text, "16 scoreboard slots"));
  bool listed = false;
  for (const auto& t : r.data["sections"]) listed |= t == "microarchitecture.md: Scoreboard: sequential semantics with overlapped units";
  CHECK(listed);
  CHECK(r.data["docs"].size() == 2);
  // A heading match in the ISA reference still comes first.
  const ToolResult m = box.call("grep_docs", {{"pattern", "M_MM_WO"}, {"max_sections", 10}});
  INFO(m.text);
  CHECK(m.data["sections"][0] == "M_MM_WO");
  // Nothing matches: the titles of both documents are listed.
  const ToolResult none = box.call("grep_docs", {{"pattern", "zzqqxx"}});
  CHECK(contains(none.text, "No section of plena.md and microarchitecture.md matches 'zzqqxx'"));
  CHECK(contains(none.text, "microarchitecture.md: Matrix unit"));
}

TEST_CASE("agent.tools.grep_docs.long_sections_show_matching_lines") {
  ToolBox box = make_box("grep_long");
  // The instruction summary table is long: only the matching row (with the table header) comes back.
  const ToolResult r = box.call("grep_docs", {{"pattern", "Element-wise e\\^x"}, {"max_sections", 10}});
  INFO(r.text);
  REQUIRE_FALSE(r.is_error);
  CHECK(contains(r.text, "## Instruction summary\n(1 of "));
  CHECK(contains(r.text, "| mnemonic | opcode | format | unit | assembly | summary |"));
  CHECK(contains(r.text, "[V_EXP_V](#v_exp_v)"));
  CHECK_FALSE(contains(r.text, "[M_MM](#m_mm)"));
}

TEST_CASE("agent.tools.grep_docs.regex_and_literal") {
  ToolBox box = make_box("grep_regex");
  const ToolResult re = box.call("grep_docs", {{"pattern", "^### (M_MM|M_TMM)$"}, {"max_sections", 5}});
  INFO(re.text);
  CHECK(re.data["matched_sections"] == 2);
  CHECK(re.data["sections"] == json::array({"M_MM", "M_TMM"}));
  CHECK(re.data["truncated"] == false);
  // Not a valid regular expression: searched for literally, with the reason.
  const ToolResult lit = box.call("grep_docs", {{"pattern", "V_ADD_VV("}});
  INFO(lit.text);
  CHECK_FALSE(lit.is_error);
  CHECK(lit.data["regex"] == false);
  CHECK(lit.data.contains("regex_error"));
  CHECK(contains(lit.text, "note: 'V_ADD_VV(' is not a valid regular expression ("));
  CHECK(contains(lit.text, "searched for it literally"));
  const ToolResult bracket = box.call("grep_docs", {{"pattern", "a[aN"}});
  CHECK_FALSE(bracket.is_error);
  CHECK(contains(bracket.text, "a[aN"));
}

TEST_CASE("agent.tools.grep_docs.no_match") {
  ToolBox box = make_box("grep_none");
  const ToolResult r = box.call("grep_docs", {{"pattern", "FLOATING_POINT_DIVIDE"}});
  INFO(r.text);
  CHECK_FALSE(r.is_error);
  CHECK(r.data["matched_sections"] == 0);
  CHECK(contains(r.text, "No section of plena.md and microarchitecture.md matches 'FLOATING_POINT_DIVIDE'. Sections: "));
  CHECK(contains(r.text, "M_MM, M_TMM"));
}

TEST_CASE("agent.tools.grep_docs.bounded") {
  ToolBox box = make_box("grep_bounded");
  const ToolResult r = box.call("grep_docs", {{"pattern", "."}, {"max_sections", kGrepMaxSections}});
  CHECK(r.text.size() < kGrepMaxChars + 2000);
  CHECK(r.data["truncated"] == true);
}

TEST_CASE("agent.tools.grep_docs.short_form") {
  const std::string short_doc = plena_platform().isa_short_doc_path();
  REQUIRE_FALSE(short_doc.empty());
  REQUIRE(std::filesystem::exists(short_doc));
  ToolBox box = make_box("grep_short", short_doc);
  CHECK(box.doc_path() == short_doc);
  const ToolResult r = box.call("grep_docs", {{"pattern", "V_EXP_V"}, {"max_sections", 1}});
  INFO(r.text);
  CHECK(contains(r.text, "section(s) of plena_short.md and microarchitecture.md match"));
  CHECK(contains(r.text, "### V_EXP_V\n\n`V_EXP_V rd, rs1, rmask` — "));
  CHECK(contains(r.text, "Constraints: "));
  CHECK_FALSE(contains(r.text, "**Example:**"));
  // The default is the full reference.
  CHECK(make_box("grep_full").doc_path() == plena_platform().isa_doc_path());
}

TEST_CASE("agent.tools.short_docs") {
  // docs/isa/plena_short.md: every instruction of the full reference, one compact entry each.
  const std::string full = read_text(plena_platform().isa_doc_path());
  const std::string brief = read_text(plena_platform().isa_short_doc_path());
  REQUIRE_FALSE(brief.empty());
  CHECK(brief.rfind("<!-- Generated by kc-gen from ", 0) == 0);
  std::size_t instructions = 0;
  for (const DocSection& s : split_sections(full)) {
    const bool instruction = std::any_of(s.lines.begin(), s.lines.end(),
                                         [](const std::string& l) { return l.rfind("**Format:**", 0) == 0; });
    if (s.level != 3 || !instruction) continue;
    ++instructions;
    INFO(s.heading);
    CHECK(contains(brief, s.heading + "\n"));
  }
  CHECK(instructions > 40);
  CHECK(count_of(brief, "\n### ") == instructions);
  for (const char* absent : {"**Example:**", "**Common mistakes:**", "**Latency class**", "match 0x"})
    CHECK_FALSE(contains(brief, absent));
  CHECK(brief.size() * 3 < full.size());
}
