//! A minimal LSP client for tests and benchmarks: spawns `tdc lsp` and
//! speaks JSON-RPC to it through lsp-server's message framing.
#![allow(dead_code)]

use lsp_server::{Message, Notification, Request, RequestId};
use serde_json::{json, Value};
use std::io::{BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

pub struct Client {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Client {
    pub fn start(tdc: &Path, initialization_options: Value) -> Client {
        Client::start_in(tdc, None, initialization_options)
    }

    /// A server for the workspace folder `root`.
    pub fn start_in(tdc: &Path, root: Option<&Path>, initialization_options: Value) -> Client {
        let mut child =
            Command::new(tdc).arg("lsp").stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().expect("tdc lsp starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        let mut c = Client { child, stdin, stdout };
        let root = root.map(|r| format!("file://{}", r.display()));
        let params = json!({"processId": null, "rootUri": root, "capabilities": {}, "initializationOptions": initialization_options});
        c.send(Request::new(RequestId::from(1), "initialize".into(), params).into());
        match c.receive() {
            Message::Response(r) => assert!(r.result.is_some_and(|v| v["capabilities"]["textDocumentSync"] == 1)),
            other => panic!("expected the initialize response, got {other:?}"),
        }
        c.notify("initialized", json!({}));
        c
    }

    /// The server's process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    pub fn send(&mut self, m: Message) {
        m.write(&mut self.stdin).unwrap();
        self.stdin.flush().unwrap();
    }

    pub fn notify(&mut self, method: &str, params: Value) {
        self.send(Notification::new(method.into(), params).into());
    }

    pub fn receive(&mut self) -> Message {
        Message::read(&mut self.stdout).unwrap().expect("a message")
    }

    /// The next diagnostics published for `uri`.
    pub fn diagnostics_for(&mut self, uri: &str) -> Vec<Value> {
        loop {
            if let Message::Notification(n) = self.receive() {
                if n.method == "textDocument/publishDiagnostics" && n.params["uri"] == uri {
                    return n.params["diagnostics"].as_array().unwrap().clone();
                }
            }
        }
    }

    pub fn shutdown(mut self) {
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

pub fn open(c: &mut Client, uri: &str, text: &str) {
    c.notify(
        "textDocument/didOpen",
        json!({"textDocument": {"uri": uri, "languageId": "tablegen", "version": 1, "text": text}}),
    );
}

pub fn change(c: &mut Client, uri: &str, version: i32, text: &str) {
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": text}]}),
    );
}

pub fn range_of(d: &Value) -> [u64; 4] {
    let r = &d["range"];
    [&r["start"]["line"], &r["start"]["character"], &r["end"]["line"], &r["end"]["character"]]
        .map(|v| v.as_u64().unwrap())
}

impl Client {
    /// Sends a request and returns its response (result or error).
    pub fn request_response(&mut self, id: i32, method: &str, params: Value) -> lsp_server::Response {
        self.send(Request::new(RequestId::from(id), method.into(), params).into());
        loop {
            if let Message::Response(r) = self.receive() {
                assert_eq!(r.id, RequestId::from(id));
                return r;
            }
        }
    }

    /// Sends a request and returns its response, with every diagnostics
    /// notification published before it, as (uri, diagnostics) in order:
    /// the server answers in order, so they are all it published for the
    /// messages sent before this one.
    pub fn published_until_answered(
        &mut self,
        id: i32,
        method: &str,
        params: Value,
    ) -> (lsp_server::Response, Vec<(String, Vec<Value>)>) {
        self.send(Request::new(RequestId::from(id), method.into(), params).into());
        let mut published = Vec::new();
        loop {
            match self.receive() {
                Message::Response(r) => {
                    assert_eq!(r.id, RequestId::from(id));
                    return (r, published);
                }
                Message::Notification(n) if n.method == "textDocument/publishDiagnostics" => {
                    let uri = n.params["uri"].as_str().unwrap_or_default().to_string();
                    published.push((uri, n.params["diagnostics"].as_array().cloned().unwrap_or_default()));
                }
                _ => {}
            }
        }
    }

    /// Sends a request and returns its result.
    pub fn request(&mut self, id: i32, method: &str, params: Value) -> Value {
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
