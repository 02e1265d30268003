//! The language server's driver: sessions of `tdc lsp` fed random edits
//! (mutated .td text), requests at random positions, params that do not
//! parse and malformed messages (bad headers, huge lengths, invalid JSON,
//! bodies that are not UTF-8). After each message a cheap request makes
//! the server catch up; the processor time it took since the last one is
//! the message's, and must stay under the limit. A session fails when the
//! server ends, leaves a request unanswered, goes over the time or memory
//! limit, or does not exit cleanly at the end.

use super::child::{CPU_LIMIT, MEMORY_LIMIT};
use super::mutate::{self, Rng};
use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// Messages in one session.
const SESSION_MESSAGES: usize = 12;

/// Wall-clock wait for a reply before the server counts as hung.
const REPLY_WAIT: Duration = Duration::from_secs(60);

const REQUESTS: &[&str] = &[
    "textDocument/hover",
    "textDocument/definition",
    "textDocument/references",
    "textDocument/completion",
    "textDocument/semanticTokens/full",
    "textDocument/foldingRange",
    "textDocument/documentSymbol",
    "workspace/symbol",
    "no/such/method",
];

/// A session's server: its input, and its messages read on a thread.
struct Server {
    child: Child,
    input: std::process::ChildStdin,
    replies: mpsc::Receiver<Value>,
    /// Everything sent, kept to save a failing session.
    sent: Vec<u8>,
}

impl Server {
    fn start(tdc: &Path) -> Server {
        let mut command = Command::new(tdc);
        // Its log goes to a file (truncated per session), not /dev/null,
        // which a shared machine once lost halfway through a run.
        let log = std::env::temp_dir().join(format!("tdc-fuzz-lsp-{}.log", std::process::id()));
        let log = std::fs::File::create(log).expect("a file for the server's log");
        command.arg("lsp").stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::from(log));
        unsafe {
            use std::os::unix::process::CommandExt;
            command.pre_exec(|| {
                let space = libc::rlimit { rlim_cur: 16 << 30, rlim_max: 16 << 30 };
                libc::setrlimit(libc::RLIMIT_AS, &space);
                let core = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
                libc::setrlimit(libc::RLIMIT_CORE, &core);
                Ok(())
            });
        }
        let mut child = command.spawn().expect("tdc lsp starts");
        let input = child.stdin.take().expect("stdin");
        let output = child.stdout.take().expect("stdout");
        let (tx, replies) = mpsc::channel();
        std::thread::spawn(move || {
            let mut output = BufReader::new(output);
            while let Some(message) = read_frame(&mut output) {
                if tx.send(message).is_err() {
                    break;
                }
            }
        });
        Server { child, input, replies, sent: Vec::new() }
    }

    fn send_raw(&mut self, bytes: &[u8]) -> Result<(), String> {
        self.sent.extend_from_slice(bytes);
        self.input
            .write_all(bytes)
            .and_then(|()| self.input.flush())
            .map_err(|e| format!("the server's input closed: {e}"))
    }

    fn send(&mut self, message: &Value) -> Result<(), String> {
        let body = message.to_string();
        self.send_raw(format!("Content-Length: {}\r\n\r\n{body}", body.len()).as_bytes())
    }

    /// Waits for the reply to request `id`.
    fn reply(&mut self, id: i64) -> Result<Value, String> {
        loop {
            match self.replies.recv_timeout(REPLY_WAIT) {
                Ok(m) if m["id"] == id => return Ok(m),
                Ok(_) => {}
                Err(mpsc::RecvTimeoutError::Timeout) => return Err(format!("no reply to request {id}: hung")),
                Err(mpsc::RecvTimeoutError::Disconnected) => return Err("the server ended".into()),
            }
        }
    }

    /// Sends a cheap request and waits for its reply. After malformed
    /// input a header may still wait for the body it announced (up to the
    /// transport's 64 MiB): line breaks are sent until it has one and the
    /// server answers again.
    fn catch_up(&mut self, id: &mut i64, uri: &str, malformed: bool) -> Result<(), String> {
        let first = *id + 1;
        let mut padding = 0usize;
        loop {
            *id += 1;
            self.send(&json!({"jsonrpc": "2.0", "id": *id, "method": "textDocument/foldingRange",
                "params": {"textDocument": {"uri": uri}}}))?;
            let wait = if malformed { Duration::from_secs(5) } else { REPLY_WAIT };
            loop {
                match self.replies.recv_timeout(wait) {
                    Ok(m) if m["id"].as_i64().is_some_and(|i| (first..=*id).contains(&i)) => return Ok(()),
                    Ok(_) => {}
                    Err(mpsc::RecvTimeoutError::Timeout) if malformed && padding < (65 << 20) => break,
                    Err(mpsc::RecvTimeoutError::Timeout) => return Err(format!("no reply to request {id}: hung")),
                    Err(mpsc::RecvTimeoutError::Disconnected) => return Err("the server ended".into()),
                }
            }
            let chunk = if padding == 0 { 4096 } else { 8 << 20 };
            padding += chunk;
            self.send_raw(&b"\r\n".repeat(chunk / 2))?;
        }
    }

    /// Processor time so far (user and system, all threads).
    fn cpu(&self) -> Duration {
        let stat = std::fs::read_to_string(format!("/proc/{}/stat", self.child.id())).unwrap_or_default();
        // Fields after the command name (in parentheses): utime is the
        // 14th field of the line, stime the 15th.
        let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
        let fields: Vec<&str> = after.split_whitespace().collect();
        let ticks = |i: usize| fields.get(i).and_then(|f| f.parse::<u64>().ok()).unwrap_or(0);
        let per_second = unsafe { libc::sysconf(libc::_SC_CLK_TCK) }.max(1) as u64;
        Duration::from_millis((ticks(11) + ticks(12)) * 1000 / per_second)
    }

    /// Peak resident set, bytes.
    fn peak_memory(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap_or_default();
        status
            .lines()
            .find_map(|l| l.strip_prefix("VmHWM:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
            .map_or(0, |kb| kb * 1024)
    }
}

fn read_frame(out: &mut impl BufRead) -> Option<Value> {
    let mut length = None;
    loop {
        let mut line = String::new();
        if out.read_line(&mut line).ok()? == 0 {
            return None;
        }
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        if let Some(n) = line.strip_prefix("Content-Length: ") {
            length = n.parse::<usize>().ok();
        }
    }
    let mut body = vec![0; length?];
    out.read_exact(&mut body).ok()?;
    serde_json::from_slice(&body).ok()
}

/// The seeds: small descriptions and standalone files.
pub fn seeds(root: &Path) -> Vec<Vec<u8>> {
    let mut out: Vec<Vec<u8>> = super::drivers::files(&root.join("dsl/tests/conformance"), &[".td"])
        .iter()
        .filter_map(|p| std::fs::read(p).ok())
        .collect();
    out.extend(std::fs::read(root.join("targets/bpf/BPF.td")));
    out
}

/// One session; `Ok` gives the most processor time one message took and
/// the server's peak memory, `Err` why it failed, with what was sent.
pub fn session(
    tdc: &Path,
    root: &Path,
    rng: &mut Rng,
    seeds: &[Vec<u8>],
) -> Result<(Duration, u64), (String, Vec<u8>)> {
    let mut server = Server::start(tdc);
    let result = drive(&mut server, root, rng, seeds);
    let _ = server.child.kill();
    let _ = server.child.wait();
    result.map_err(|why| (why, std::mem::take(&mut server.sent)))
}

fn drive(server: &mut Server, root: &Path, rng: &mut Rng, seeds: &[Vec<u8>]) -> Result<(Duration, u64), String> {
    let mut slowest = Duration::ZERO;
    let mut id = 0i64;
    let include = root.join("targets/include");
    let uri = format!("file://{}/fuzz-{}.td", root.join("targets/bpf").display(), rng.below(1000));
    id += 1;
    server.send(&json!({"jsonrpc": "2.0", "id": id, "method": "initialize", "params": {
        "capabilities": {}, "initializationOptions": {"includeDirs": [include]}}}))?;
    server.reply(id)?;
    server.send(&json!({"jsonrpc": "2.0", "method": "initialized", "params": {}}))?;
    let mut text = String::from_utf8_lossy(rng.pick(seeds).as_slice()).into_owned();
    let mut version = 1;
    server.send(&json!({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {
        "textDocument": {"uri": uri, "languageId": "tablegen", "version": version, "text": text}}}))?;
    let mut before = server.cpu();
    for _ in 0..SESSION_MESSAGES {
        let malformed = rng.chance(5);
        match if malformed { 9 } else { rng.below(8) } {
            0..=3 => {
                let mutated = mutate::text(rng, text.as_bytes(), &["{", "}", "(", "def ", "!foldl(", "\"", ";"], seeds);
                // The protocol carries text as JSON strings: what is not
                // UTF-8 arrives replaced.
                text = String::from_utf8_lossy(&mutated).into_owned();
                version += 1;
                server.send(&json!({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
                    "textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": text}]}}))?;
            }
            4..=6 => {
                let method = *rng.pick(REQUESTS);
                let (line, character) = (rng.size(1 << 20) as u64, rng.size(1 << 20) as u64);
                let params = if rng.chance(4) {
                    json!({"nonsense": [line, character]})
                } else {
                    json!({"textDocument": {"uri": uri}, "position": {"line": line, "character": character},
                        "context": {"includeDeclaration": true}, "query": text.get(..rng.below(8)).unwrap_or("")})
                };
                id += 1;
                server.send(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}))?;
                server.reply(id)?;
            }
            7 => {
                let method = *rng.pick(&["textDocument/didOpen", "textDocument/didChange", "textDocument/didClose"]);
                let params = rng.pick(&[json!(null), json!([]), json!({"textDocument": 5}), json!("x")]).clone();
                server.send(&json!({"jsonrpc": "2.0", "method": method, "params": params}))?;
            }
            _ => {
                let malformed: Vec<u8> = match rng.below(7) {
                    0 => format!("Content-Length: {}\r\n\r\n", rng.pick(mutate::HUGE_NUMBERS)).into_bytes(),
                    1 => b"Content-Length: 9\r\n\r\n{not json".to_vec(),
                    2 => [b"Content-Length: 4\r\n\r\n".as_slice(), b"\xff\xfe\x00\x80"].concat(),
                    3 => b"Garbage header line\r\n\r\n".to_vec(),
                    4 => {
                        let body = r#"{"jsonrpc":"2.0","id":"x","params":7}"#;
                        format!("Content-Length: {}\r\n\r\n{body}", body.len()).into_bytes()
                    }
                    5 => mutate::binary(rng, b"Content-Length: 2\r\n\r\n{}", &[]),
                    _ => vec![b'x'; rng.size(100_000)],
                };
                server.send_raw(&malformed)?;
                // A header may now wait for a body: a blank line ends it,
                // and a body it eats is why a reply may be missing below.
                server.send_raw(b"\r\n\r\n")?;
            }
        }
        // Catch up: the server answers in order.
        server.catch_up(&mut id, &uri, malformed)?;
        let now = server.cpu();
        let spent = now.saturating_sub(before);
        slowest = slowest.max(spent);
        if spent > CPU_LIMIT {
            return Err(format!("one message took {:.2} s of processor time", spent.as_secs_f64()));
        }
        before = now;
    }
    let peak = server.peak_memory();
    if peak > MEMORY_LIMIT {
        return Err(format!("over the memory limit: {} MiB resident", peak >> 20));
    }
    id += 1;
    server.send(&json!({"jsonrpc": "2.0", "id": id, "method": "shutdown"}))?;
    server.reply(id)?;
    server.send(&json!({"jsonrpc": "2.0", "method": "exit"}))?;
    for _ in 0..6000 {
        if let Some(status) = server.child.try_wait().map_err(|e| e.to_string())? {
            return if status.success() { Ok((slowest, peak)) } else { Err(format!("exit status {status}")) };
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    Err("no exit after `exit`".into())
}
