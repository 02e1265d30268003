//! `tdc lsp` driven over JSON-RPC as an editor drives it: initialize, open
//! and change documents, read the published diagnostics, shut down.

#[path = "support/lsp_client.rs"]
mod lsp_client;

use lsp_client::{change, open, range_of, Client};
use serde_json::{json, Value};
use std::path::Path;

fn start(initialization_options: Value) -> Client {
    Client::start(Path::new(env!("CARGO_BIN_EXE_tdc")), initialization_options)
}

/// A server that finds `include "tdc.td"` (the target prelude).
fn start_with_prelude() -> Client {
    let include = Path::new(env!("CARGO_MANIFEST_DIR")).join("targets/include");
    start(json!({ "includeDirs": [include] }))
}

#[test]
fn diagnostics_follow_every_edit() {
    let mut c = start(json!({}));
    let uri = "file:///nonexistent/dir/a.td";
    // `é` is two bytes but one UTF-16 unit: ranges count UTF-16 units.
    open(&mut c, uri, "// first line\ndef X { string s = \"é\"; int a = undefined_thing; }\n");
    let diags = c.diagnostics_for(uri);
    assert_eq!(diags.len(), 1, "{diags:?}");
    assert_eq!(diags[0]["code"], "E0200");
    assert_eq!(diags[0]["source"], "tdc");
    assert_eq!(range_of(&diags[0]), [1, 32, 1, 47]);

    change(&mut c, uri, 2, "def X { int a = 1; }\n");
    assert!(c.diagnostics_for(uri).is_empty(), "fixed text has no diagnostics");

    change(&mut c, uri, 3, "def X { int a = 1 }\n");
    let diags = c.diagnostics_for(uri);
    assert!(diags.iter().all(|d| d["code"].as_str().unwrap().starts_with("E01")), "{diags:?}");
    c.shutdown();
}

#[test]
fn target_model_errors_come_with_the_cli_codes() {
    let mut c = start_with_prelude();
    let uri = "file:///nonexistent/dir/t.td";
    let text = "include \"tdc.td\"\n\
        def R0 : Register<\"r0\">;\n\
        def GPR : RegisterClass<\"T\", [i32], 32, (add R0)>;\n\
        def MOV : Instruction {\n  let OutOperandList = (outs GPR:$dst);\n  let InOperandList = (ins GPR:$src);\n  let AsmString = \"mov $dst, $srx\";\n}\n\
        def TInstrInfo : InstrInfo;\n\
        def T : Target { let InstructionSet = TInstrInfo; }\n";
    open(&mut c, uri, text);
    let diags = c.diagnostics_for(uri);
    let asm = diags.iter().find(|d| d["code"] == "E0604").unwrap_or_else(|| panic!("no E0604 in {diags:?}"));
    // `$srx` inside the string literal on line 6.
    assert_eq!(range_of(asm), [6, 29, 6, 33]);
    assert!(asm["message"].as_str().unwrap().contains("'$srx'"));
    c.shutdown();
}

#[test]
fn pattern_errors_come_at_their_dag_node() {
    let mut c = start_with_prelude();
    let uri = "file:///nonexistent/dir/p.td";
    let text = "include \"tdc.td\"\n\
        def R0 : Register<\"r0\">;\n\
        def F0 : Register<\"f0\">;\n\
        def GPR : RegisterClass<\"T\", [i32], 32, (add R0)>;\n\
        def FPR : RegisterClass<\"T\", [f32], 32, (add F0)>;\n\
        def MOV : Instruction {\n  let OutOperandList = (outs GPR:$dst);\n  let InOperandList = (ins GPR:$src);\n  let AsmString = \"mov $dst, $src\";\n}\n\
        def : Pat<(add GPR:$a, FPR:$b), (MOV GPR:$a)>;\n\
        def TInstrInfo : InstrInfo;\n\
        def T : Target { let InstructionSet = TInstrInfo; }\n";
    open(&mut c, uri, text);
    let diags = c.diagnostics_for(uri);
    let bad = diags.iter().find(|d| d["code"] == "E0702").unwrap_or_else(|| panic!("no E0702 in {diags:?}"));
    // `FPR:$b` on line 10.
    assert_eq!(range_of(bad), [10, 23, 10, 29]);
    assert_eq!(diags.len(), 1, "{diags:?}");
    c.shutdown();
}

#[test]
fn definition_hover_and_symbols() {
    let mut c = start_with_prelude();
    let uri = "file:///nonexistent/dir/n.td";
    let text = "include \"tdc.td\"\nclass Base<int n> { int value = n; }\ndef Thing : Base<7>;\ndef Other { int x = Thing.value; }\n";
    open(&mut c, uri, text);
    assert!(c.diagnostics_for(uri).is_empty());
    let at = |line: u32, character: u32| json!({"textDocument": {"uri": uri}, "position": {"line": line, "character": character}});

    // `Base` in `def Thing : Base<7>` goes to the class on line 1.
    let def = c.request(2, "textDocument/definition", at(2, 14));
    assert_eq!(def["uri"], uri);
    assert_eq!(def["range"]["start"]["line"], 1);
    // `Thing` in `Thing.value` goes to line 2.
    let def = c.request(3, "textDocument/definition", at(3, 22));
    assert_eq!(def["range"]["start"]["line"], 2);
    // The include string goes to the prelude.
    let def = c.request(4, "textDocument/definition", at(0, 11));
    assert!(def["uri"].as_str().unwrap().ends_with("/targets/include/tdc.td"), "{def}");
    // Hover shows the resolved record.
    let hover = c.request(5, "textDocument/hover", at(3, 23));
    let shown = hover["contents"]["value"].as_str().unwrap();
    assert!(shown.contains("def Thing {\t// Base") && shown.contains("int value = 7;"), "{shown}");
    // Nothing under the cursor: null.
    assert_eq!(c.request(6, "textDocument/hover", at(0, 0)), Value::Null);
    // The document's own classes and defs, in source order (not the prelude's).
    let symbols = c.request(7, "textDocument/documentSymbol", json!({"textDocument": {"uri": uri}}));
    let names: Vec<&str> = symbols.as_array().unwrap().iter().map(|s| s["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Base", "Thing", "Other"]);
    c.shutdown();
}

/// A document exercising every kind of name: class, template argument,
/// field, def, defvar, multiclass, foreach variable.
const NAMES: &str = "include \"tdc.td\"
class Base<int n> {
  int value = n;
  string tag = \"base\";
}
defvar Seven = 7;
def Thing : Base<Seven> {
  let tag = \"thing\";
}
multiclass Pair<int k> {
  def _a : Base<k>;
  def _b : Base<!add(k, 1)>;
}
defm P : Pair<3>;
foreach i = [1, 2] in
  def Loop#i : Base<i>;
def Other { int x = Thing.value; }
";

fn position(uri: &str, line: u32, character: u32) -> Value {
    json!({"textDocument": {"uri": uri}, "position": {"line": line, "character": character}})
}

fn lines_of(locations: &Value) -> Vec<u64> {
    locations.as_array().unwrap().iter().map(|l| l["range"]["start"]["line"].as_u64().unwrap()).collect()
}

#[test]
fn definition_of_fields_arguments_variables_and_multiclasses() {
    let mut c = start_with_prelude();
    let uri = "file:///nonexistent/dir/names.td";
    open(&mut c, uri, NAMES);
    assert!(c.diagnostics_for(uri).is_empty());
    let line_of = |v: Value| v["range"]["start"].clone();
    // `n` in `int value = n;` is the template argument on line 1.
    assert_eq!(
        line_of(c.request(2, "textDocument/definition", position(uri, 2, 14))),
        json!({"line": 1, "character": 15})
    );
    // `tag` in `let tag` is Base's field on line 3.
    assert_eq!(
        line_of(c.request(3, "textDocument/definition", position(uri, 7, 7))),
        json!({"line": 3, "character": 9})
    );
    // `Seven` (a defvar) on line 5.
    assert_eq!(
        line_of(c.request(4, "textDocument/definition", position(uri, 6, 19))),
        json!({"line": 5, "character": 7})
    );
    // `Pair` in `defm P : Pair<3>` is the multiclass on line 9.
    assert_eq!(
        line_of(c.request(5, "textDocument/definition", position(uri, 13, 10))),
        json!({"line": 9, "character": 11})
    );
    // `k` inside the multiclass is its template argument.
    assert_eq!(
        line_of(c.request(6, "textDocument/definition", position(uri, 11, 22))),
        json!({"line": 9, "character": 20})
    );
    // `i` in the foreach body is the loop variable.
    assert_eq!(
        line_of(c.request(7, "textDocument/definition", position(uri, 15, 20))),
        json!({"line": 14, "character": 8})
    );
    // `value` in `Thing.value` is Base's field.
    assert_eq!(
        line_of(c.request(8, "textDocument/definition", position(uri, 16, 28))),
        json!({"line": 2, "character": 6})
    );
    // `outs` in nothing: null. The prelude's classes are in the prelude file.
    assert_eq!(c.request(9, "textDocument/definition", position(uri, 5, 0)), Value::Null);
    c.shutdown();
}

#[test]
fn references_with_and_without_the_declaration() {
    let mut c = start_with_prelude();
    let uri = "file:///nonexistent/dir/refs.td";
    open(&mut c, uri, NAMES);
    c.diagnostics_for(uri);
    let refs = |c: &mut Client, id, line, character, with: bool| {
        let mut p = position(uri, line, character);
        p["context"] = json!({"includeDeclaration": with});
        c.request(id, "textDocument/references", p)
    };
    // Base: declared on line 1, used on lines 6, 10, 11, 15.
    assert_eq!(lines_of(&refs(&mut c, 2, 1, 7, true)), [1, 6, 10, 11, 15]);
    assert_eq!(lines_of(&refs(&mut c, 3, 6, 13, false)), [6, 10, 11, 15]);
    // The field `value`: declared on line 2, read through `Thing.value`.
    assert_eq!(lines_of(&refs(&mut c, 4, 2, 7, true)), [2, 16]);
    // The template argument `k`: twice in the multiclass body.
    assert_eq!(lines_of(&refs(&mut c, 5, 9, 20, false)), [10, 11]);
    c.shutdown();
}

#[test]
fn hover_shows_final_values_where_they_were_set_and_the_class_chain() {
    let mut c = start_with_prelude();
    let uri = "file:///nonexistent/dir/hover.td";
    open(&mut c, uri, NAMES);
    c.diagnostics_for(uri);
    let hover = c.request(2, "textDocument/hover", position(uri, 6, 6));
    let shown = hover["contents"]["value"].as_str().unwrap();
    assert!(shown.contains("def Thing {\t// Base"), "{shown}");
    // `value` came from the class (line 3), `tag` from the def's `let` (line 8).
    assert!(shown.contains("int value = 7;  // hover.td:3"), "{shown}");
    assert!(shown.contains("string tag = \"thing\";  // hover.td:8"), "{shown}");
    assert!(shown.contains("classes: `Base`"), "{shown}");
    // A template argument: its declaration and owner.
    let hover = c.request(3, "textDocument/hover", position(uri, 2, 14));
    let shown = hover["contents"]["value"].as_str().unwrap();
    assert!(shown.contains("template argument of `Base`, hover.td:2"), "{shown}");
    // A bang operator: its signature.
    let hover = c.request(4, "textDocument/hover", position(uri, 11, 18));
    assert!(hover["contents"]["value"].as_str().unwrap().contains("!add(a, b, ...): int"), "{hover}");
    c.shutdown();
}

#[test]
fn workspace_and_document_symbols() {
    let mut c = start_with_prelude();
    let uri = "file:///nonexistent/dir/sym.td";
    open(&mut c, uri, NAMES);
    c.diagnostics_for(uri);
    let found = c.request(2, "workspace/symbol", json!({"query": "thin"}));
    let names: Vec<&str> = found.as_array().unwrap().iter().map(|s| s["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Thing"]);
    // Classes of the prelude are found too, in the prelude file.
    let found = c.request(3, "workspace/symbol", json!({"query": "RegisterClass"}));
    let prelude = found.as_array().unwrap().iter().find(|s| s["name"] == "RegisterClass").expect("RegisterClass");
    assert!(prelude["location"]["uri"].as_str().unwrap().ends_with("targets/include/tdc.td"));
    // The document's records, with their fields and template arguments.
    let symbols = c.request(4, "textDocument/documentSymbol", json!({"textDocument": {"uri": uri}}));
    let base = &symbols[0];
    assert_eq!(base["name"], "Base");
    let children: Vec<&str> =
        base["children"].as_array().unwrap().iter().map(|s| s["name"].as_str().unwrap()).collect();
    assert_eq!(children, ["n", "value", "tag"]);
    c.shutdown();
}

#[test]
fn completion_of_bang_operators_fields_and_classes() {
    let mut c = start_with_prelude();
    let uri = "file:///nonexistent/dir/complete.td";
    open(&mut c, uri, NAMES);
    c.diagnostics_for(uri);
    let labels = |v: &Value| -> Vec<String> {
        v.as_array().unwrap().iter().map(|i| i["label"].as_str().unwrap().to_string()).collect()
    };
    // Half-typed bang operator (the text no longer parses).
    let typed = NAMES.replace("int x = Thing.value;", "int x = !fo");
    change(&mut c, uri, 2, &typed);
    c.diagnostics_for(uri);
    let items = c.request(2, "textDocument/completion", position(uri, 16, 23));
    let foldl = items.as_array().unwrap().iter().find(|i| i["label"] == "!foldl").expect("!foldl offered");
    assert_eq!(foldl["detail"], "!foldl(init, list, acc, var, expr)");
    assert_eq!(foldl["textEdit"]["range"]["start"], json!({"line": 16, "character": 20}));
    // Fields after `let` inside a def: the def's own and its classes'.
    let typed = NAMES.replace("  let tag = \"thing\";", "  let ");
    change(&mut c, uri, 3, &typed);
    c.diagnostics_for(uri);
    assert_eq!(labels(&c.request(3, "textDocument/completion", position(uri, 7, 6))), ["tag", "value"]);
    // Base classes after `:`: classes (the prelude's too), no defs.
    let typed = NAMES.replace("def Other { int x = Thing.value; }", "def Other : ");
    change(&mut c, uri, 4, &typed);
    c.diagnostics_for(uri);
    let got = labels(&c.request(4, "textDocument/completion", position(uri, 16, 12)));
    assert!(got.contains(&"Base".to_string()) && got.contains(&"Instruction".to_string()), "{got:?}");
    assert!(!got.contains(&"Thing".to_string()) && !got.contains(&"Pair".to_string()), "{got:?}");
    c.shutdown();
}

#[test]
fn semantic_tokens_and_folding_ranges() {
    let mut c = start_with_prelude();
    let uri = "file:///nonexistent/dir/tokens.td";
    open(&mut c, uri, NAMES);
    c.diagnostics_for(uri);
    let data = c.request(2, "textDocument/semanticTokens/full", json!({"textDocument": {"uri": uri}}));
    let data: Vec<u64> = data["data"].as_array().unwrap().iter().map(|v| v.as_u64().unwrap()).collect();
    // Decode to absolute (line, column, length, type, modifiers).
    let mut tokens = Vec::new();
    let (mut line, mut col) = (0, 0);
    for t in data.chunks(5) {
        if t[0] > 0 {
            col = 0;
        }
        line += t[0];
        col += t[1];
        tokens.push((line, col, t[2], t[3], t[4]));
    }
    let at = |l: u64, c: u64| tokens.iter().find(|t| t.0 == l && t.1 == c).map(|t| (t.2, t.3, t.4));
    // Legend order: keyword 0, type 1, ..., class 6, ..., type parameter 9, property 11.
    assert_eq!(at(1, 0), Some((5, 0, 0)), "`class` keyword");
    assert_eq!(at(1, 6), Some((4, 6, 1)), "`Base` declared (class, declaration)");
    assert_eq!(at(2, 14), Some((1, 9, 0)), "`n` used (template argument)");
    assert_eq!(at(7, 6), Some((3, 11, 0)), "`tag` in a let (field)");
    assert_eq!(at(11, 16), Some((4, 5, 0)), "`!add` (function)");
    let folds = c.request(3, "textDocument/foldingRange", json!({"textDocument": {"uri": uri}}));
    assert_eq!(fold_lines(&folds), [(1, 3), (6, 7), (9, 11)]);
    c.shutdown();
}

fn file_uri(path: &Path) -> String {
    format!("file://{}", path.display())
}

#[test]
fn an_edit_rechecks_the_files_that_include_it_with_the_unsaved_text() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().canonicalize().unwrap();
    std::fs::write(root.join("part.td"), "class P { int v = 1; }\n").unwrap();
    std::fs::write(root.join("main.td"), "include \"part.td\"\ndef X : P;\n").unwrap();
    let (part, main) = (file_uri(&root.join("part.td")), file_uri(&root.join("main.td")));
    let mut c = start(json!({}));
    open(&mut c, &main, "include \"part.td\"\ndef X : P;\n");
    assert!(c.diagnostics_for(&main).is_empty());
    open(&mut c, &part, "class P { int v = 1; }\n");
    assert!(c.diagnostics_for(&part).is_empty());
    // Renaming the class in the (unsaved) included file breaks the includer.
    change(&mut c, &part, 2, "class Q { int v = 1; }\n");
    assert!(c.diagnostics_for(&part).is_empty());
    let diags = c.diagnostics_for(&main);
    assert_eq!(diags.len(), 1, "{diags:?}");
    assert_eq!(diags[0]["code"], "E0201");
    assert_eq!(range_of(&diags[0]), [1, 8, 1, 9]);
    // Closing the edited file without saving: the disk version again.
    c.notify("textDocument/didClose", json!({"textDocument": {"uri": part}}));
    assert!(c.diagnostics_for(&main).is_empty());
    c.shutdown();
}

#[test]
fn include_directories_come_from_tdc_toml() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().canonicalize().unwrap();
    std::fs::create_dir(root.join("inc")).unwrap();
    std::fs::write(root.join("inc/lib.td"), "class L;\n").unwrap();
    std::fs::write(root.join("tdc.toml"), "include_dirs = [\"inc\"]\n").unwrap();
    let main = file_uri(&root.join("sub/main.td"));
    let mut c = Client::start_in(Path::new(env!("CARGO_BIN_EXE_tdc")), Some(&root), json!({}));
    open(&mut c, &main, "include \"lib.td\"\ndef X : L;\n");
    assert!(c.diagnostics_for(&main).is_empty());
    c.shutdown();

    // A broken project file is reported in the project file.
    std::fs::write(root.join("tdc.toml"), "include_dirs = \"inc\"\n").unwrap();
    let mut c = Client::start_in(Path::new(env!("CARGO_BIN_EXE_tdc")), Some(&root), json!({}));
    let diags = c.diagnostics_for(&file_uri(&root.join("tdc.toml")));
    assert_eq!(diags[0]["code"], "E0900");
    assert_eq!(range_of(&diags[0]), [0, 0, 0, 12]);
    open(&mut c, &main, "include \"lib.td\"\n");
    assert_eq!(c.diagnostics_for(&main)[0]["code"], "E0104");
    c.shutdown();
}

#[test]
fn an_included_file_is_checked_through_the_description_that_includes_it() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().canonicalize().unwrap();
    std::fs::create_dir_all(root.join("inc")).unwrap();
    std::fs::create_dir_all(root.join("t")).unwrap();
    std::fs::write(root.join("tdc.toml"), "include_dirs = [\"inc\"]\n").unwrap();
    std::fs::write(root.join("inc/lib.td"), "class L { int v = 1; }\n").unwrap();
    std::fs::write(root.join("t/Main.td"), "include \"lib.td\"\ninclude \"Part.td\"\ndef Z : P;\n").unwrap();
    let part_text = "// P needs L, which only Main.td brings in.\nclass P : L;\ndef Y : Undefined;\n";
    std::fs::write(root.join("t/Part.td"), part_text).unwrap();
    let part = file_uri(&root.join("t/Part.td"));
    let mut c = Client::start_in(Path::new(env!("CARGO_BIN_EXE_tdc")), Some(&root), json!({}));
    open(&mut c, &part, part_text);
    // Only the real error: `L` comes from the root's include.
    let diags = c.diagnostics_for(&part);
    assert_eq!(diags.len(), 1, "{diags:?}");
    assert_eq!(diags[0]["code"], "E0201");
    assert_eq!(range_of(&diags[0]), [2, 8, 2, 17]);
    // Navigation sees the root's names.
    let def = c.request(2, "textDocument/definition", position(&part, 1, 10));
    assert_eq!(def["uri"], file_uri(&root.join("inc/lib.td")));
    // Fixed in the buffer: nothing left, and the root's own def of `P` is fine.
    change(&mut c, &part, 2, "class P : L;\n");
    assert!(c.diagnostics_for(&part).is_empty());
    // An edit that makes the file a root of its own is evaluated alone.
    std::fs::write(root.join("t/Main.td"), "include \"lib.td\"\n").unwrap();
    c.notify("textDocument/didClose", json!({"textDocument": {"uri": part}}));
    let main = file_uri(&root.join("t/Main.td"));
    open(&mut c, &main, "include \"lib.td\"\n");
    assert!(c.diagnostics_for(&main).is_empty());
    open(&mut c, &part, "class P : L;\n");
    let diags = c.diagnostics_for(&part);
    assert_eq!(diags.len(), 1, "{diags:?}");
    assert_eq!(diags[0]["code"], "E0201", "alone, `L` is unknown: {diags:?}");
    c.shutdown();
}

/// A tree where `Part.td` is included by two descriptions that give its
/// class `L` different fields: through `A.td` it is fine, through `B.td`
/// its `let v` names no field.
fn two_roots(config: Option<&str>) -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().canonicalize().unwrap();
    std::fs::write(root.join("A.td"), "class L { int v = 1; }\ninclude \"Part.td\"\n").unwrap();
    std::fs::write(root.join("B.td"), "class L;\ninclude \"Part.td\"\n").unwrap();
    std::fs::write(root.join("Part.td"), "def Y : L { let v = 2; }\n").unwrap();
    if let Some(config) = config {
        std::fs::write(root.join("tdc.toml"), config).unwrap();
    }
    (dir, root)
}

/// The titles and arguments of the `tdc.evaluateThrough` actions offered.
fn root_switches(c: &mut Client, id: i32, uri: &str) -> Vec<(String, Value)> {
    let actions = quick_fixes(c, id, uri, &[]);
    actions
        .iter()
        .filter(|a| a["command"]["command"] == "tdc.evaluateThrough")
        .map(|a| (a["title"].as_str().unwrap().to_string(), a["command"]["arguments"].clone()))
        .collect()
}

#[test]
fn a_file_two_descriptions_include_offers_the_other_and_switches_to_it() {
    let (_dir, root) = two_roots(None);
    let part = file_uri(&root.join("Part.td"));
    let tdc = Path::new(env!("CARGO_BIN_EXE_tdc"));
    let mut c = Client::start_in(tdc, Some(&root), json!({}));
    open(&mut c, &part, "def Y : L { let v = 2; }\n");
    assert!(c.diagnostics_for(&part).is_empty(), "through A.td, the first by path");
    let switches = root_switches(&mut c, 2, &part);
    assert_eq!(switches.len(), 1, "{switches:?}");
    assert_eq!(switches[0].0, "Evaluate through B.td");
    let arguments = switches[0].1.clone();
    let (response, published) = c.published_until_answered(
        3,
        "workspace/executeCommand",
        json!({"command": "tdc.evaluateThrough", "arguments": arguments}),
    );
    assert!(response.error.is_none(), "{:?}", response.error);
    let diags = &published.iter().rfind(|(u, _)| *u == part).expect("published again").1;
    assert_eq!(diags.len(), 1, "{diags:?}");
    assert_eq!(range_of(&diags[0])[0], 0);
    // The choice stays over edits, and the other root is offered now.
    change(&mut c, &part, 2, "def Y : L { let v = 3; }\n");
    assert_eq!(c.diagnostics_for(&part).len(), 1);
    assert_eq!(root_switches(&mut c, 4, &part)[0].0, "Evaluate through A.td");
    // A command that cannot be carried out is an error, not a crash.
    let bad = c.request_response(5, "workspace/executeCommand", json!({"command": "tdc.evaluateThrough"}));
    assert!(bad.error.is_some());
    c.shutdown();
}

#[test]
fn roots_in_tdc_toml_come_first() {
    let (_dir, root) = two_roots(Some("roots = [\"B.td\"]\n"));
    let part = file_uri(&root.join("Part.td"));
    let mut c = Client::start_in(Path::new(env!("CARGO_BIN_EXE_tdc")), Some(&root), json!({}));
    open(&mut c, &part, "def Y : L { let v = 2; }\n");
    assert_eq!(c.diagnostics_for(&part).len(), 1, "through B.td, as tdc.toml says");
    assert_eq!(root_switches(&mut c, 2, &part)[0].0, "Evaluate through A.td");
    c.shutdown();
}

#[test]
fn mlirs_compilation_database_gives_roots_and_include_directories() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().canonicalize().unwrap();
    for d in ["include/base", "dialect", "build"] {
        std::fs::create_dir_all(root.join(d)).unwrap();
    }
    std::fs::write(root.join("include/base/OpBase.td"), "class Op { string name = \"\"; }\n").unwrap();
    let ops = "include \"OpBase.td\"\ninclude \"Parts.td\"\n";
    std::fs::write(root.join("dialect/Ops.td"), ops).unwrap();
    std::fs::write(root.join("dialect/Parts.td"), "def AddOp : Op { let name = \"add\"; }\n").unwrap();
    let database = format!(
        "--- !FileInfo:\n  filepath: \"{0}/dialect/Ops.td\"\n  includes: \"{0}/dialect;{0}/include/base\"\n",
        root.display()
    );
    std::fs::write(root.join("build/tablegen_compile_commands.yml"), database).unwrap();
    let mut c = Client::start_in(Path::new(env!("CARGO_BIN_EXE_tdc")), Some(&root), json!({}));
    // The file the build runs tblgen on finds OpBase.td through the database.
    let ops_uri = file_uri(&root.join("dialect/Ops.td"));
    open(&mut c, &ops_uri, ops);
    assert!(c.diagnostics_for(&ops_uri).is_empty());
    // A file it includes is evaluated through it, with its directories.
    let parts = file_uri(&root.join("dialect/Parts.td"));
    open(&mut c, &parts, "def AddOp : Op { let name = \"add\"; }\n");
    assert!(c.diagnostics_for(&parts).is_empty());
    change(&mut c, &parts, 2, "def AddOp : Op { let nam = \"add\"; }\n");
    assert_eq!(c.diagnostics_for(&parts).len(), 1);
    c.shutdown();
}

#[test]
fn an_edit_a_newer_waiting_edit_replaces_is_not_evaluated() {
    // A description slow enough to evaluate that the edits sent right
    // after it are waiting when its diagnostics are published.
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut text = std::fs::read_to_string(manifest.join("targets/bpf/BPF.td")).unwrap();
    for i in 0..3000 {
        text.push_str(&format!("def : InstAlias<\"copy{i} $d, $s\", (MOV_rr GPR:$d, GPR:$s)>;\n"));
    }
    let uri = file_uri(&manifest.join("targets/bpf/coalesced.td"));
    let mut c = start_with_prelude();
    open(&mut c, &uri, &text);
    let broken = text.replacen("(MOV_rr GPR:$d, GPR:$s)>;", "(MOV_rr GPR:$d)>;", 1);
    change(&mut c, &uri, 2, &broken);
    change(&mut c, &uri, 3, &broken);
    change(&mut c, &uri, 4, &text);
    let (_, published) =
        c.published_until_answered(2, "textDocument/documentSymbol", json!({"textDocument": {"uri": uri}}));
    let for_uri: Vec<&Vec<Value>> = published.iter().filter(|(u, _)| *u == uri).map(|(_, d)| d).collect();
    assert!(for_uri.iter().all(|d| d.is_empty()), "the broken texts were replaced before being evaluated");
    assert_eq!(for_uri.len(), 2, "the open and the last edit");
    c.shutdown();
}

#[test]
fn the_projects_own_included_files_open_without_configuration_or_false_errors() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut c = Client::start_in(Path::new(env!("CARGO_BIN_EXE_tdc")), Some(repo), json!({}));
    for file in ["targets/bpf/BPFSelection.td", "targets/bpf/BPF.td", "targets/include/tdc-dag.td"] {
        let path = repo.join(file).canonicalize().unwrap();
        let uri = file_uri(&path);
        open(&mut c, &uri, &std::fs::read_to_string(&path).unwrap());
        let diags = c.diagnostics_for(&uri);
        assert!(diags.is_empty(), "{file}: {diags:?}");
        c.notify("textDocument/didClose", json!({"textDocument": {"uri": uri}}));
    }
    c.shutdown();
}

/// A 16-bit target with one encoded instruction and a pattern.
const ENCODED: &str = "include \"tdc.td\"
def R0 : Register<\"r0\"> { let HWEncoding = 0; }
def R1 : Register<\"r1\"> { let HWEncoding = 1; }
def GPR : RegisterClass<\"T\", [i32], 32, (add R0, R1)>;
let Constraints = \"$dst = $src1\" in
def ADD : Instruction {
  let OutOperandList = (outs GPR:$dst);
  let InOperandList = (ins GPR:$src1, GPR:$src2);
  let AsmString = \"add $dst, $src2\";
  let Size = 2;
  let hasSideEffects = 0;
  field bits<16> Inst;
  bits<4> dst;
  bits<4> src2;
  let Inst{15-8} = 0x10;
  let Inst{7-4} = dst;
  let Inst{3-0} = src2;
}
def : Pat<(shl GPR:$a, (i32 1)), (ADD GPR:$a, GPR:$a)>;
def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
";

#[test]
fn hover_on_an_instruction_shows_its_encoding_layout() {
    let mut c = start_with_prelude();
    let uri = "file:///nonexistent/dir/enc.td";
    open(&mut c, uri, ENCODED);
    assert!(c.diagnostics_for(uri).is_empty());
    let hover = c.request(2, "textDocument/hover", position(uri, 5, 5));
    let shown = hover["contents"]["value"].as_str().unwrap();
    let layout = &shown[shown.find("**encoding**").unwrap_or_else(|| panic!("no encoding in {shown}"))..];
    assert_eq!(
        layout,
        "**encoding**, 16 bits\n\n| bits | from |\n|---|---|\n\
         | 15–8 | `00010000` |\n| 7–4 | `$dst{3–0}` |\n| 3–0 | `$src2{3–0}` |\n"
    );
    // A register is no instruction: no layout.
    let hover = c.request(3, "textDocument/hover", position(uri, 1, 5));
    assert!(!hover["contents"]["value"].as_str().unwrap().contains("**encoding**"), "{hover}");
    c.shutdown();
}

#[test]
fn inlay_hints_show_the_inferred_types_of_pattern_nodes() {
    let mut c = start_with_prelude();
    let uri = "file:///nonexistent/dir/hints.td";
    open(&mut c, uri, ENCODED);
    assert!(c.diagnostics_for(uri).is_empty());
    let whole = json!({"start": {"line": 0, "character": 0}, "end": {"line": 22, "character": 0}});
    let hints = c.request(2, "textDocument/inlayHint", json!({"textDocument": {"uri": uri}, "range": whole}));
    let shown: Vec<(u64, u64, &str)> = hints
        .as_array()
        .unwrap_or_else(|| panic!("{hints}"))
        .iter()
        .map(|h| {
            (
                h["position"]["line"].as_u64().unwrap(),
                h["position"]["character"].as_u64().unwrap(),
                h["label"].as_str().unwrap(),
            )
        })
        .collect();
    // `def : Pat<(shl GPR:$a, (i32 1)), (ADD GPR:$a, GPR:$a)>;` on line 18:
    // after `shl`, each `GPR:$a` and `ADD`; `(i32 1)` has its type written.
    assert_eq!(shown, [(18, 14, ":i32"), (18, 21, ":i32"), (18, 37, ":i32"), (18, 44, ":i32"), (18, 52, ":i32")]);
    // Only the range asked for.
    let line = json!({"start": {"line": 18, "character": 30}, "end": {"line": 18, "character": 60}});
    let hints = c.request(3, "textDocument/inlayHint", json!({"textDocument": {"uri": uri}, "range": line}));
    assert_eq!(hints.as_array().map(Vec::len), Some(3), "{hints}");
    c.shutdown();
}

#[test]
fn hover_on_an_x86_instruction_lists_its_bytes() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut c = Client::start_in(Path::new(env!("CARGO_BIN_EXE_tdc")), Some(repo), json!({}));
    let path = repo.join("targets/x86/X86InstrMisc.td").canonicalize().unwrap();
    let uri = file_uri(&path);
    let text = std::fs::read_to_string(&path).unwrap();
    let line = text.lines().position(|l| l.starts_with("def NOOP ")).expect("def NOOP") as u32;
    open(&mut c, &uri, &text);
    assert!(c.diagnostics_for(&uri).is_empty());
    let hover = c.request(2, "textDocument/hover", position(&uri, line, 5));
    let shown = hover["contents"]["value"].as_str().unwrap();
    assert!(shown.ends_with("**encoding**, in order\n\n- opcode `90`\n"), "{shown}");
    c.shutdown();
}

/// The quick fixes offered for the diagnostics published for `uri`.
fn quick_fixes(c: &mut Client, id: i32, uri: &str, diags: &[Value]) -> Vec<Value> {
    let whole = json!({"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}});
    let params = json!({"textDocument": {"uri": uri}, "range": whole, "context": {"diagnostics": diags}});
    c.request(id, "textDocument/codeAction", params).as_array().cloned().unwrap_or_default()
}

#[test]
fn code_actions_apply_a_diagnostics_suggested_name() {
    let mut c = start(json!({}));
    let uri = "file:///nonexistent/dir/fix.td";
    open(&mut c, uri, "defvar counter = 1;\ndef X { int a = countr; }\n");
    let diags = c.diagnostics_for(uri);
    let fixes = quick_fixes(&mut c, 2, uri, &diags);
    assert_eq!(fixes.len(), 1, "{fixes:?}");
    assert_eq!(fixes[0]["title"], "Change to 'counter'");
    let edit = &fixes[0]["edit"]["changes"][uri][0];
    assert_eq!(edit["newText"], "counter");
    assert_eq!(edit["range"], json!({"start": {"line": 1, "character": 16}, "end": {"line": 1, "character": 22}}));
    c.shutdown();
}

#[test]
fn code_actions_fix_a_misspelt_pattern_operand() {
    let mut c = start_with_prelude();
    let uri = "file:///nonexistent/dir/fixpat.td";
    let pattern = "  let Pattern = [(set GPR:$dst, (add GPR:$src1, GPR:$scr2))];\n";
    let text = ENCODED.replace("  let Size = 2;\n", &format!("{pattern}  let Size = 2;\n"));
    open(&mut c, uri, &text);
    let diags = c.diagnostics_for(uri);
    let fixes = quick_fixes(&mut c, 2, uri, &diags);
    assert_eq!(fixes.len(), 1, "{diags:?} {fixes:?}");
    let edit = &fixes[0]["edit"]["changes"][uri][0];
    assert_eq!(edit["newText"], "$src2");
    // `$scr2` on line 9.
    assert_eq!(edit["range"], json!({"start": {"line": 9, "character": 52}, "end": {"line": 9, "character": 57}}));
    c.shutdown();
}

/// The fuzzer's hang: a megabyte of `(` then `}`, where each `}` searched
/// the whole stack of open brackets for a `{`.
#[test]
fn folding_ranges_of_unmatched_brackets_come_back() {
    let mut c = start(json!({}));
    let uri = "file:///nonexistent/dir/brackets.td";
    let text = format!("{}\n{}\n({{\n}})\n", "(".repeat(100_000), "}".repeat(100_000));
    open(&mut c, uri, &text);
    let _ = c.diagnostics_for(uri);
    let ranges = c.request(2, "textDocument/foldingRange", json!({"textDocument": {"uri": uri}}));
    // Nothing folds: the `({` pair's closing line stays visible, so it
    // folds no line, and every other bracket is unmatched.
    assert_eq!(fold_lines(&ranges), [], "{ranges}");
    c.shutdown();
}

/// The (start line, end line) of each folding range of a response.
fn fold_lines(ranges: &Value) -> Vec<(u64, u64)> {
    let ranges = ranges.as_array().unwrap();
    ranges.iter().map(|r| (r["startLine"].as_u64().unwrap(), r["endLine"].as_u64().unwrap())).collect()
}

/// The codes and messages of what `tdc check` reports in a document's own
/// text (the prelude beside it), sorted.
fn checked_fresh(text: &str) -> Vec<(String, String)> {
    let options = tdc::dsl::Options {
        include_dirs: vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("targets/include")],
        ..Default::default()
    };
    let out = tdc::dsl::load_text("k.td", None, text, &options);
    let mut diags = out.diags.clone();
    if let Some(records) = out.records.as_ref().filter(|_| !out.has_errors()) {
        diags.extend(tdc::dsl::target::check(records, &out.db));
    }
    let in_document = |d: &&tdc::dsl::diag::Diagnostic| d.primary.as_ref().is_none_or(|l| l.span.file.0 == 0);
    let mut found: Vec<_> = diags.iter().filter(in_document).map(|d| (d.code.to_string(), d.message.clone())).collect();
    found.sort();
    found
}

#[test]
fn a_kept_target_model_reports_what_a_fresh_check_does() {
    // Each edit is at the end, so the server resumes there and keeps the
    // last target model when the records it reads are the same ones.
    let bad_asm = "def MOV : Instruction {\n  let OutOperandList = (outs GPR:$dst);\n  let InOperandList = (ins GPR:$src);\n  let AsmString = \"mov $dst, $srx\";\n}\n";
    let good_asm = bad_asm.replace("$srx", "$src");
    let bad_pattern = "def : Pat<(sra GPR:$a, (i32 1)), (ADD GPR:$b, GPR:$a)>;\n";
    let texts = [
        ENCODED.to_string(),
        format!("{ENCODED}def Helper;\n"),
        format!("{ENCODED}def Helper;\n{bad_asm}"),
        format!("{ENCODED}def Helper;\n{good_asm}"),
        format!("{ENCODED}def Helper;\n{good_asm}{bad_pattern}"),
        format!("{ENCODED}def Helper;\n{good_asm}{bad_pattern}def Helper2;\n"),
        format!("{ENCODED}def Helper;\n{good_asm}{bad_pattern}def Helper2 : NoSuchClass;\n"),
        format!("{ENCODED}def Helper;\n{good_asm}{bad_pattern}def Helper2;\n"),
        format!("{ENCODED}def Helper;\n{good_asm}def Helper2;\n"),
        format!("{ENCODED}def Helper;\n{good_asm}def Helper2;\ndef R9 : Register<\"r9\">;\n"),
    ];
    let mut c = start_with_prelude();
    let uri = "file:///nonexistent/dir/k.td";
    for (n, text) in texts.iter().enumerate() {
        if n == 0 {
            open(&mut c, uri, text);
        } else {
            change(&mut c, uri, n as i32 + 1, text);
        }
        let mut shown: Vec<(String, String)> = (c.diagnostics_for(uri).iter())
            .map(|d| (d["code"].as_str().unwrap_or("").to_string(), d["message"].as_str().unwrap_or("").to_string()))
            .collect();
        shown.sort();
        let fresh = checked_fresh(text);
        // The editor's message goes on with the labels and the help.
        let same = |(a, b): (&(String, String), &(String, String))| a.0 == b.0 && a.1.starts_with(&b.1);
        assert!(shown.len() == fresh.len() && shown.iter().zip(&fresh).all(same), "edit {n}: {shown:?} {fresh:?}");
        // The edits that make errors do make them: this is not a test of nothing.
        assert_eq!(!fresh.is_empty(), [2, 4, 5, 6, 7].contains(&n), "edit {n}: {fresh:?}");
    }
    c.shutdown();
}
