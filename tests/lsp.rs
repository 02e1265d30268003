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
