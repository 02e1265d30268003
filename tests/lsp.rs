//! `tdc lsp` driven over JSON-RPC as an editor drives it: initialize, open
//! and change documents, read the published diagnostics, shut down.

use lsp_server::{Message, Notification, Request, RequestId};
use serde_json::{json, Value};
use std::io::{BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

struct Client {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Client {
    fn start(initialization_options: Value) -> Client {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tdc"))
            .arg("lsp")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("tdc lsp starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        let mut c = Client { child, stdin, stdout };
        let params = json!({"processId": null, "rootUri": null, "capabilities": {}, "initializationOptions": initialization_options});
        c.send(Request::new(RequestId::from(1), "initialize".into(), params).into());
        match c.receive() {
            Message::Response(r) => assert!(r.result.is_some_and(|v| v["capabilities"]["textDocumentSync"] == 1)),
            other => panic!("expected the initialize response, got {other:?}"),
        }
        c.notify("initialized", json!({}));
        c
    }

    fn send(&mut self, m: Message) {
        m.write(&mut self.stdin).unwrap();
        self.stdin.flush().unwrap();
    }

    fn notify(&mut self, method: &str, params: Value) {
        self.send(Notification::new(method.into(), params).into());
    }

    fn receive(&mut self) -> Message {
        Message::read(&mut self.stdout).unwrap().expect("a message")
    }

    /// The next diagnostics published for `uri`.
    fn diagnostics_for(&mut self, uri: &str) -> Vec<Value> {
        loop {
            if let Message::Notification(n) = self.receive() {
                if n.method == "textDocument/publishDiagnostics" && n.params["uri"] == uri {
                    return n.params["diagnostics"].as_array().unwrap().clone();
                }
            }
        }
    }

    fn shutdown(mut self) {
        self.send(Request::new(RequestId::from(99), "shutdown".into(), Value::Null).into());
        loop {
            if let Message::Response(r) = self.receive() {
                assert_eq!(r.id, RequestId::from(99));
                break;
            }
        }
        self.notify("exit", Value::Null);
        assert!(self.child.wait().unwrap().success(), "tdc lsp exits cleanly");
    }
}

fn open(c: &mut Client, uri: &str, text: &str) {
    c.notify("textDocument/didOpen", json!({"textDocument": {"uri": uri, "languageId": "tablegen", "version": 1, "text": text}}));
}

fn change(c: &mut Client, uri: &str, version: i32, text: &str) {
    c.notify("textDocument/didChange", json!({"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": text}]}));
}

fn range_of(d: &Value) -> [u64; 4] {
    let r = &d["range"];
    [&r["start"]["line"], &r["start"]["character"], &r["end"]["line"], &r["end"]["character"]].map(|v| v.as_u64().unwrap())
}

#[test]
fn diagnostics_follow_every_edit() {
    let mut c = Client::start(json!({}));
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
    let include = Path::new(env!("CARGO_MANIFEST_DIR")).join("targets/include");
    let mut c = Client::start(json!({"includeDirs": [include]}));
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

impl Client {
    /// Sends a request and returns its result.
    fn request(&mut self, id: i32, method: &str, params: Value) -> Value {
        self.send(Request::new(RequestId::from(id), method.into(), params).into());
        loop {
            if let Message::Response(r) = self.receive() {
                assert_eq!(r.id, RequestId::from(id));
                assert!(r.error.is_none(), "{method}: {:?}", r.error);
                return r.result.unwrap_or(Value::Null);
            }
        }
    }
}

#[test]
fn definition_and_hover_resolve_classes_defs_and_includes() {
    let include = Path::new(env!("CARGO_MANIFEST_DIR")).join("targets/include");
    let mut c = Client::start(json!({"includeDirs": [include]}));
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
    c.shutdown();
}
