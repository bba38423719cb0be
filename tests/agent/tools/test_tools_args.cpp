// The tool schemas and every malformed call: unknown tools, arguments that are not an object,
// missing, mistyped, out-of-range and unknown arguments all give an error result naming the
// tool's parameters, never an exception. No simulator needed.
#include <catch2/catch.hpp>

#include "tools_test_util.h"

using namespace kc;
using namespace kc::agent;
using namespace kc::toolstest;
using nlohmann::json;

namespace {

ToolBox make_box(const std::string& name) { return ToolBox(plena_platform(), relu_task(), relu_c1(), tool_options(name)); }

// Calls `tool` with `args` and checks that it is an error result containing `part`.
void check_usage_error(ToolBox& box, const std::string& tool, const json& args, const std::string& part) {
  INFO(tool << " " << args.dump());
  ToolResult r;
  REQUIRE_NOTHROW(r = box.call(tool, args));
  CHECK(r.is_error);
  INFO(r.text);
  CHECK(contains(r.text, part));
  CHECK(r.data["error"] == r.text);
}

}  // namespace

TEST_CASE("agent.tools.specs") {
  const auto specs = ToolBox::specs();
  REQUIRE(specs.size() == 6);
  const char* names[] = {"write_code", "check_syntax", "run_evaluation", "view_output", "grep_docs", "get_inst_size"};
  for (std::size_t i = 0; i < specs.size(); ++i) {
    INFO(specs[i].name);
    CHECK(specs[i].name == names[i]);
    CHECK(specs[i].description.size() > 40);
    const json& p = specs[i].parameters;
    CHECK(p["type"] == "object");
    CHECK(p["additionalProperties"] == false);
    REQUIRE(p["properties"].is_object());
    REQUIRE(p["required"].is_array());
    for (const auto& [key, schema] : p["properties"].items()) {
      CHECK(schema.contains("type"));
      CHECK(schema.value("description", "").size() > 5);
    }
    for (const json& r : p["required"]) CHECK(p["properties"].contains(r.get<std::string>()));
  }
  CHECK(specs[0].parameters["required"] == json::array({"code"}));
  CHECK(specs[4].parameters["required"] == json::array({"pattern"}));
  CHECK(specs[3].parameters["properties"]["rows"]["minItems"] == 2);
  CHECK(specs[3].parameters["properties"]["rows"]["maxItems"] == 2);
}

TEST_CASE("agent.tools.args.unknown_tool") {
  ToolBox box = make_box("args_unknown");
  check_usage_error(box, "compile", json::object(),
                    "unknown tool 'compile'. The tools are: write_code, check_syntax, run_evaluation, view_output, "
                    "grep_docs, get_inst_size.");
  check_usage_error(box, "", json::object(), "unknown tool ''");
}

TEST_CASE("agent.tools.args.not_an_object") {
  ToolBox box = make_box("args_not_object");
  for (const char* tool : {"write_code", "check_syntax", "run_evaluation", "view_output", "grep_docs", "get_inst_size"}) {
    check_usage_error(box, tool, json(nullptr), std::string(tool) + ": arguments must be a JSON object, got null.");
    check_usage_error(box, tool, json::array({1, 2}), "got array");
    check_usage_error(box, tool, json("code"), "got string");
    check_usage_error(box, tool, json(3), "got integer");
  }
  check_usage_error(box, "write_code", json(nullptr), "Parameters of write_code: code (string, required).");
  check_usage_error(box, "check_syntax", json(nullptr), "check_syntax takes no arguments: call it with {}.");
}

TEST_CASE("agent.tools.args.missing_and_mistyped") {
  ToolBox box = make_box("args_missing");
  check_usage_error(box, "write_code", json::object(),
                    "write_code: missing required argument 'code'. Parameters of write_code: code (string, required).");
  check_usage_error(box, "write_code", {{"code", 5}}, "write_code: 'code' must be a string, got integer 5.");
  check_usage_error(box, "write_code", {{"code", nullptr}}, "'code' must be a string, got null");
  check_usage_error(box, "write_code", {{"code", json::array()}}, "'code' must be a string, got array");
  check_usage_error(box, "grep_docs", json::object(), "grep_docs: missing required argument 'pattern'.");
  check_usage_error(box, "grep_docs", {{"pattern", true}}, "'pattern' must be a string, got boolean true");
  check_usage_error(box, "grep_docs", {{"pattern", "x"}, {"max_sections", "3"}}, "'max_sections' must be an integer, got string");
  check_usage_error(box, "grep_docs", {{"pattern", "x"}, {"max_sections", 2.5}}, "'max_sections' must be an integer, got number 2.5");
  check_usage_error(box, "grep_docs", {{"pattern", "x"}, {"max_sections", 0}}, "'max_sections' must be at least 1, got 0");
  check_usage_error(box, "grep_docs", {{"pattern", "x"}, {"max_sections", 11}}, "'max_sections' must be at most 10, got 11");
  check_usage_error(box, "grep_docs", {{"pattern", "x"}, {"max_sections", 0}},
                    "Parameters of grep_docs: max_sections (integer 1..10, optional), pattern (string, required).");
  check_usage_error(box, "grep_docs", {{"pattern", "  "}}, "grep_docs: 'pattern' is empty");
  // An integral number is an integer (JSON Schema), as models sometimes send 2.0.
  const ToolResult ok = box.call("grep_docs", {{"pattern", "V_EXP_V"}, {"max_sections", 2.0}});
  CHECK_FALSE(ok.is_error);
  CHECK(ok.data["shown_sections"] == 2);
}

TEST_CASE("agent.tools.args.view_output_region") {
  ToolBox box = make_box("args_view");
  check_usage_error(box, "view_output", {{"rows", 3}}, "'rows' must be an array [first, last], got integer 3");
  check_usage_error(box, "view_output", {{"rows", json::array({1})}}, "'rows' must have 2 elements, got 1");
  check_usage_error(box, "view_output", {{"rows", {1, 2, 3}}}, "'rows' must have 2 elements, got 3");
  check_usage_error(box, "view_output", {{"rows", {-1, 2}}}, "'rows' elements must be at least 0, got -1");
  check_usage_error(box, "view_output", {{"columns", {"a", 2}}}, "'columns' must hold integers, got \"a\"");
  check_usage_error(box, "view_output", {{"max_rows", 0}}, "'max_rows' must be at least 1, got 0");
  check_usage_error(box, "view_output", {{"max_rows", 49}}, "'max_rows' must be at most 48, got 49");
  check_usage_error(box, "view_output", {{"output", 1}}, "'output' must be a string, got integer 1");
  check_usage_error(box, "view_output", {{"output", "Y"}, {"row", {0, 1}}},
                    "view_output: unknown argument 'row'. Parameters of view_output: columns ([first, last] of integers, "
                    "optional), max_rows (integer 1..48, optional), output (string, optional), rows ([first, last] of "
                    "integers, optional).");
  // Well-formed, but there is no evaluation yet.
  check_usage_error(box, "view_output", {{"rows", {0, 1}}}, "view_output: there is no evaluation yet; call run_evaluation first.");
}

TEST_CASE("agent.tools.args.extra_arguments") {
  ToolBox box = make_box("args_extra");
  check_usage_error(box, "write_code", {{"code", "x"}, {"path", "a.asm"}}, "write_code: unknown argument 'path'.");
  for (const char* tool : {"check_syntax", "run_evaluation", "get_inst_size"})
    check_usage_error(box, tool, {{"verbose", true}},
                      std::string(tool) + ": unknown argument 'verbose'. " + tool + " takes no arguments: call it with {}.");
  check_usage_error(box, "grep_docs", {{"pattern", "x"}, {"regex", true}}, "grep_docs: unknown argument 'regex'.");
}

TEST_CASE("agent.tools.args.nothing_written_yet") {
  ToolBox box = make_box("args_nothing");
  for (const char* tool : {"check_syntax", "run_evaluation", "get_inst_size"})
    check_usage_error(box, tool, json::object(), std::string(tool) + ": there is no kernel yet; call write_code first.");
  CHECK(box.evaluations() == 0);
  CHECK_FALSE(box.last_evaluation());
}

TEST_CASE("agent.tools.args.check_arguments") {
  const auto specs = ToolBox::specs();
  CHECK(check_arguments(specs[0], {{"code", ""}}).empty());
  CHECK(check_arguments(specs[3], json::object()).empty());
  CHECK(check_arguments(specs[3], {{"rows", {0, 3}}, {"columns", {4.0, 7}}, {"max_rows", 48}, {"output", "Y"}}).empty());
  CHECK_FALSE(check_arguments(specs[1], json::array()).empty());
}
