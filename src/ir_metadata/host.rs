//! IR lines around the metadata: tdc does not parse LLVM IR, but reads from
//! each line the attachments it carries (`!range !0`, `declare !callback !1
//! ...`) and the few facts the validators compare nodes with: the integer
//! type a `load` or `call` produces, the successors of a terminator, the
//! parameters of a declared function.

use super::diag::Span;
use super::model::{Attachment, Host, MetadataModule};

/// Instructions and declarations whose attachments tdc checks against them.
const OPCODES: &[&str] = &[
    "load",
    "store",
    "call",
    "invoke",
    "callbr",
    "br",
    "switch",
    "indirectbr",
    "select",
    "declare",
    "define",
    "global",
    "constant",
    "ret",
    "alloca",
    "atomicrmw",
    "cmpxchg",
    "fadd",
    "fsub",
    "fmul",
    "fdiv",
    "frem",
    "fneg",
    "fptrunc",
    "fpext",
];

/// Scans `text[start..end]` (one line) and records its attachments.
pub fn scan_line(module: &mut MetadataModule, text: &str, start: usize, end: usize) {
    let line = &text[start..end];
    let words = words(line);
    let mut attachments = Vec::new();
    for (i, &(at, word)) in words.iter().enumerate() {
        let Some(kind) = word
            .strip_prefix('!')
            .filter(|k| k.bytes().next().is_some_and(|b| !b.is_ascii_digit() && b != b'"' && b != b'{'))
        else {
            continue;
        };
        let Some(&(node_at, node_word)) = words.get(i + 1) else { continue };
        let Some(number) =
            node_word.strip_prefix('!').filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
        else {
            continue;
        };
        let Ok(number) = number.parse::<u32>() else { continue };
        let span = |at: usize, len: usize| Span::new(start + at, start + at + len);
        attachments.push((kind.to_string(), span(at, word.len()), number, span(node_at, node_word.len())));
    }
    if attachments.is_empty() {
        return;
    }
    let host = describe(line, start, &words);
    let index = module.hosts.len();
    module.hosts.push(host);
    for (kind, kind_span, node, node_span) in attachments {
        module.attachments.push(Attachment { kind, kind_span, node, node_span, host: index });
    }
}

/// The words of a line outside strings and comments, with their offsets;
/// commas end words.
fn words(line: &str) -> Vec<(usize, &str)> {
    let bytes = line.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b';' => break,
            b' ' | b'\t' | b'\r' | b',' => i += 1,
            _ => {
                let start = i;
                while i < bytes.len() && !matches!(bytes[i], b' ' | b'\t' | b'\r' | b',' | b';') {
                    if bytes[i] == b'"' {
                        i += 1;
                        while i < bytes.len() && bytes[i] != b'"' {
                            i += 1;
                        }
                    }
                    i += 1;
                }
                let end = i.min(bytes.len());
                out.push((start, &line[start..end]));
            }
        }
    }
    out
}

fn int_bits(word: &str) -> Option<u32> {
    word.strip_prefix('i').filter(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))?.parse().ok()
}

fn describe(line: &str, start: usize, words: &[(usize, &str)]) -> Host {
    let span = |at: usize, len: usize| Span::new(start + at, start + at + len);
    let mut host = Host { span: span(0, line.trim_end().len()), ..Host::default() };
    let Some(op_index) = words.iter().position(|(_, w)| OPCODES.contains(w)) else { return host };
    let (op_at, op) = words[op_index];
    host.opcode = Some((op.to_string(), span(op_at, op.len())));
    let after = &words[op_index + 1..];
    match op {
        "load" => {
            let ty = after.iter().find(|(_, w)| !matches!(*w, "atomic" | "volatile"));
            if let Some(&(at, w)) = ty {
                host.value_type = int_bits(w).map(|b| (b, span(at, w.len())));
            }
        }
        "call" | "invoke" => {
            // Calling convention and return attributes come before the type.
            for &(at, w) in after {
                if let Some(b) = int_bits(w) {
                    host.value_type = Some((b, span(at, w.len())));
                    break;
                }
                if w.starts_with(['@', '%', '('])
                    || w.contains('(') && !w.starts_with("dereferenceable")
                    || w == "void"
                    || w == "ptr"
                {
                    break;
                }
            }
        }
        _ => {}
    }
    if matches!(op, "br" | "switch" | "indirectbr" | "invoke" | "callbr") {
        host.successors = Some(words.iter().filter(|(_, w)| *w == "label").count());
    }
    if matches!(op, "declare" | "define") {
        host.params = params(line);
    }
    host
}

/// The parameter count of `@name(...)` and whether it ends with `...`.
fn params(line: &str) -> Option<(usize, bool)> {
    let at = line.find('@')?;
    let open = at + line[at..].find('(')?;
    let bytes = line.as_bytes();
    let (mut depth, mut commas, mut i) = (0usize, 0usize, open + 1);
    let mut close = None;
    while i < bytes.len() {
        match bytes[i] {
            b'(' | b'[' | b'{' | b'<' => depth += 1,
            b')' | b']' | b'}' | b'>' if depth > 0 => depth -= 1,
            b')' => {
                close = Some(i);
                break;
            }
            b',' if depth == 0 => commas += 1,
            _ => {}
        }
        i += 1;
    }
    let inside = line[open + 1..close?].trim();
    if inside.is_empty() {
        return Some((0, false));
    }
    let variadic = inside.ends_with("...");
    let count = commas + 1 - usize::from(variadic);
    Some((count, variadic))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn host(line: &str) -> Host {
        let mut m = MetadataModule::default();
        scan_line(&mut m, line, 0, line.len());
        m.hosts.into_iter().next().expect("an attachment")
    }

    #[test]
    fn reads_types_successors_and_parameters() {
        assert_eq!(host("%a = load i8, ptr %x, align 1, !range !0").value_type.map(|t| t.0), Some(8));
        assert_eq!(host("%c = call i16 @foo(), !range !2").value_type.map(|t| t.0), Some(16));
        assert_eq!(host("%c = tail call fastcc zeroext i32 @foo(i32 1), !range !2").value_type.map(|t| t.0), Some(32));
        assert_eq!(host("br i1 %c, label %a, label %b, !prof !0").successors, Some(2));
        let h =
            host("declare !callback !1 dso_local i32 @pthread_create(i64*, %union.pthread_attr_t*, i8* (i8*)*, i8*)");
        assert_eq!(h.params, Some((4, false)));
        let h = host("declare !callback !0 dso_local void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...)");
        assert_eq!(h.params, Some((3, true)));
        assert_eq!(host("declare !callback !0 void @f()").params, Some((0, false)));
    }

    #[test]
    fn strings_and_comments_hide_attachments() {
        let mut m = MetadataModule::default();
        let line = "call void @f(metadata !\"x !range !0\") ; !prof !1";
        scan_line(&mut m, line, 0, line.len());
        assert!(m.attachments.is_empty());
    }
}
