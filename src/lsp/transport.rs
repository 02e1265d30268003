//! The server's stdio transport: LSP base-protocol framing
//! (`Content-Length` headers, then a JSON body) that survives whatever
//! arrives. lsp-server's own transport ends the server on a bad header,
//! JSON that does not parse or a body that is not UTF-8, and allocates
//! whatever `Content-Length` says; here each of those is logged to
//! standard error, answered with a JSON-RPC error when a reply is due,
//! and reading goes on with the next message.
//!
//! Bounds: a header line of [`MAX_HEADER_LINE`] bytes (longer lines are
//! cut, keeping their end, where the next message's header may start), a
//! body of [`MAX_MESSAGE_BYTES`]; a larger `Content-Length` is reported
//! and ignored, and reading resumes at the next header.

use lsp_server::{Connection, Message};
use serde_json::{json, Value};
use std::io::{BufRead, Write};
use std::sync::{Arc, Mutex};

/// Bytes of one message body the server reads.
pub const MAX_MESSAGE_BYTES: usize = 64 << 20;

/// Bytes of one header line kept (the end of a longer line is kept).
pub const MAX_HEADER_LINE: usize = 8 << 10;

/// JSON-RPC: the body is not JSON (or not UTF-8).
const PARSE_ERROR: i32 = -32700;
/// JSON-RPC: JSON that is no request, response or notification.
const INVALID_REQUEST: i32 = -32600;

/// Standard output, shared by the writer thread and the reader's replies.
type Output = Arc<Mutex<std::io::Stdout>>;

/// Threads moving messages between stdio and a [`Connection`].
pub struct IoThreads {
    reader: std::thread::JoinHandle<()>,
    writer: std::thread::JoinHandle<()>,
}

impl IoThreads {
    /// Waits for the writer to send what the server sent; the reader ends
    /// with standard input, or with the process.
    pub fn join(self) {
        let _ = self.writer.join();
        // The reader may still wait on standard input: it is not joined.
        drop(self.reader);
    }
}

/// A connection over stdin and stdout with a robust reader.
pub fn stdio() -> (Connection, IoThreads) {
    let (server, client) = Connection::memory();
    let output: Output = Arc::new(Mutex::new(std::io::stdout()));
    let writer_output = output.clone();
    let outgoing = client.receiver;
    let writer = std::thread::spawn(move || {
        for message in outgoing {
            let Ok(mut value) = serde_json::to_value(&message) else { continue };
            // lsp-server's `Message` leaves out the `jsonrpc` field.
            if let Some(object) = value.as_object_mut() {
                object.insert("jsonrpc".into(), "2.0".into());
            }
            let body = value.to_string().into_bytes();
            if write_frame(&writer_output, &body).is_err() {
                break;
            }
        }
    });
    let incoming = client.sender;
    let reader = std::thread::spawn(move || {
        let stdin = std::io::stdin();
        let mut input = stdin.lock();
        read_messages(&mut input, &mut |message| incoming.send(message).is_ok(), &mut |reply| {
            let _ = write_frame(&output, reply.to_string().as_bytes());
        });
    });
    (server, IoThreads { reader, writer })
}

fn write_frame(output: &Output, body: &[u8]) -> std::io::Result<()> {
    let mut out = output.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    write!(out, "Content-Length: {}\r\n\r\n", body.len())?;
    out.write_all(body)?;
    out.flush()
}

/// Logs a problem with the input, as the server logs: to standard error.
fn log(message: &str) {
    eprintln!("tdc lsp: {message}");
}

/// Reads messages from `input` until it ends: each one that parses goes to
/// `deliver` (which returns false to stop), and each error that calls for
/// a reply goes to `reply` as a JSON-RPC error response.
pub fn read_messages(input: &mut dyn BufRead, deliver: &mut dyn FnMut(Message) -> bool, reply: &mut dyn FnMut(Value)) {
    loop {
        let Some(length) = read_headers(input) else { return };
        let Some(length) = length else { continue };
        let mut body = vec![0; length];
        if input.read_exact(&mut body).is_err() {
            log("the input ended inside a message");
            return;
        }
        let Ok(text) = std::str::from_utf8(&body) else {
            log("a message body is not UTF-8; answered with ParseError");
            reply(error_response(Value::Null, PARSE_ERROR, "the message body is not UTF-8"));
            continue;
        };
        let value: Value = match serde_json::from_str(text) {
            Ok(v) => v,
            Err(e) => {
                log(&format!("a message body is not JSON ({e}); answered with ParseError"));
                reply(error_response(Value::Null, PARSE_ERROR, &format!("the message body is not JSON: {e}")));
                continue;
            }
        };
        // A response has a result or an error: an id alone is no message
        // (it would read as a response to nothing, and get no reply).
        let parsed = if ["method", "result", "error"].iter().all(|k| value.get(k).is_none()) {
            Err("neither a method nor a result or error".to_string())
        } else {
            serde_json::from_value::<Message>(value.clone()).map_err(|e| e.to_string())
        };
        match parsed {
            Ok(message) => {
                if !deliver(message) {
                    return;
                }
            }
            Err(e) => {
                // A reply is due when it has an id (a request).
                let id = value.get("id").cloned().filter(|id| id.is_number() || id.is_string());
                log(&format!("a message is no request, response or notification ({e})"));
                if let Some(id) = id {
                    reply(error_response(id, INVALID_REQUEST, &format!("invalid request: {e}")));
                }
            }
        }
    }
}

/// A JSON-RPC error response.
fn error_response(id: Value, code: i32, message: &str) -> Value {
    json!({"jsonrpc": "2.0", "id": id, "error": {"code": code, "message": message}})
}

/// Reads a header block: `None` at the end of the input, `Some(None)` for
/// a block without a usable `Content-Length` (logged), else the length.
fn read_headers(input: &mut dyn BufRead) -> Option<Option<usize>> {
    let mut length: Option<Option<usize>> = None;
    loop {
        let line = read_line(input)?;
        let line = line.strip_suffix(b"\r").unwrap_or(&line);
        if line.is_empty() {
            match length {
                // Blank lines between messages are harmless.
                None => continue,
                Some(length) => return Some(length),
            }
        }
        // The header may follow garbage on the same line (a body sent
        // without a header, then the next message).
        let lower = line.to_ascii_lowercase();
        const NAME: &[u8] = b"content-length:";
        match lower.windows(NAME.len()).rposition(|w| w == NAME) {
            Some(at) => {
                if at > 0 {
                    log(&format!("{at} bytes before a Content-Length header ignored"));
                }
                let value = String::from_utf8_lossy(&line[at + NAME.len()..]).trim().to_string();
                length = Some(match value.parse::<u64>() {
                    Ok(n) if n <= MAX_MESSAGE_BYTES as u64 => Some(n as usize),
                    Ok(n) => {
                        log(&format!("Content-Length {n} is more than {MAX_MESSAGE_BYTES} bytes: message ignored"));
                        None
                    }
                    Err(_) => {
                        log(&format!("malformed Content-Length {:?}: message ignored", truncate(&value)));
                        None
                    }
                });
            }
            None if line.contains(&b':') => {
                if length.is_none() && !lower.starts_with(b"content-type:") {
                    log(&format!("unknown header {:?} ignored", truncate(&String::from_utf8_lossy(line))));
                }
            }
            None => log(&format!("malformed header {:?} ignored", truncate(&String::from_utf8_lossy(line)))),
        }
    }
}

/// At most 80 characters of `s`, for logs.
fn truncate(s: &str) -> String {
    match s.char_indices().nth(80) {
        Some((i, _)) => format!("{}...", &s[..i]),
        None => s.to_string(),
    }
}

/// One line up to `\n` (without it), keeping at most its last
/// [`MAX_HEADER_LINE`] bytes; `None` at the end of the input.
fn read_line(input: &mut dyn BufRead) -> Option<Vec<u8>> {
    let mut line = Vec::new();
    let mut any = false;
    loop {
        let buf = match input.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(_) => return None,
        };
        if buf.is_empty() {
            return any.then_some(line);
        }
        any = true;
        let (chunk, done) = match buf.iter().position(|&b| b == b'\n') {
            Some(i) => (&buf[..i], Some(i + 1)),
            None => (buf, None),
        };
        line.extend_from_slice(chunk);
        if line.len() > MAX_HEADER_LINE {
            line.drain(..line.len() - MAX_HEADER_LINE / 2);
        }
        let used = done.unwrap_or(buf.len());
        input.consume(used);
        if done.is_some() {
            return Some(line);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(input: &[u8]) -> (Vec<Message>, Vec<Value>) {
        let (mut messages, mut replies) = (Vec::new(), Vec::new());
        read_messages(
            &mut std::io::Cursor::new(input.to_vec()),
            &mut |m| {
                messages.push(m);
                true
            },
            &mut |r| replies.push(r),
        );
        (messages, replies)
    }

    fn frame(body: &str) -> String {
        format!("Content-Length: {}\r\n\r\n{body}", body.len())
    }

    const EXIT: &str = r#"{"jsonrpc":"2.0","method":"exit"}"#;

    #[test]
    fn each_malformed_message_is_skipped_and_the_next_one_read() {
        let cases: Vec<Vec<u8>> = vec![
            b"Content-Length: 1000000000000000000\r\n\r\n".to_vec(),
            b"Content-Length: lots\r\n\r\n".to_vec(),
            frame("{not json").into_bytes(),
            [b"Content-Length: 3\r\n\r\n".as_slice(), &[0xff, 0xfe, b'{']].concat(),
            b"garbage without a colon\r\n\r\n".to_vec(),
            frame(r#"{"id": 7}"#).into_bytes(),
            frame(r#"{"no": "id"}"#).into_bytes(),
            // A body without a header, then the next message on the same line.
            br#"{"jsonrpc":"2.0"}"#.to_vec(),
            vec![b'x'; 3 * MAX_HEADER_LINE],
            b"\n".to_vec(),
        ];
        for case in cases {
            let input = [case.as_slice(), frame(EXIT).as_bytes()].concat();
            let (messages, _) = run(&input);
            assert!(
                matches!(messages.last(), Some(Message::Notification(n)) if n.method == "exit"),
                "{:?}: {messages:?}",
                String::from_utf8_lossy(&case[..case.len().min(60)])
            );
        }
    }

    #[test]
    fn errors_get_replies_where_due() {
        let (_, replies) = run(frame("{not json").as_bytes());
        assert_eq!(replies[0]["error"]["code"], PARSE_ERROR);
        assert_eq!(replies[0]["id"], Value::Null);
        let (_, replies) = run(frame(r#"{"jsonrpc":"2.0","id":7,"params":1}"#).as_bytes());
        assert_eq!((replies[0]["id"].clone(), replies[0]["error"]["code"].clone()), (json!(7), json!(INVALID_REQUEST)));
        let (_, replies) = run(frame(r#"{"jsonrpc":"2.0","method":"x","params":{}}"#).as_bytes());
        assert!(replies.is_empty(), "a notification gets no reply");
    }

    #[test]
    fn truncated_input_ends_quietly() {
        for input in ["Content-Length: 10\r\n\r\n{", "Content-Length: 10\r\n", "Content-Le"] {
            let (messages, replies) = run(input.as_bytes());
            assert!(messages.is_empty() && replies.is_empty());
        }
    }
}
