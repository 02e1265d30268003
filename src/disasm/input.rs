//! `llvm-mc --disassemble`'s input: numbers of 0 to 255 separated by
//! blanks or commas, `#` starting a comment to the end of the line, `[`
//! and `]` around a run of bytes that must decode whole. Everything else
//! is "invalid input token", which drops the bytes read so far in the run
//! and the rest of its line.

/// Bytes decoded together: all the bytes between brackets, or between
/// the start, a bracket and the end of the input.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ByteRun {
    /// The bytes.
    pub bytes: Vec<u8>,
    /// Where each byte was written in the source (byte offset).
    pub offsets: Vec<usize>,
    /// Inside brackets: decoding stops at the first invalid instruction.
    pub atomic: bool,
}

/// A message at a byte offset of the source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// Byte offset in the source.
    pub offset: usize,
    /// What is wrong.
    pub text: String,
}

/// Where the lines of a source start, to place many messages in it
/// without scanning it once for each.
pub struct Lines {
    starts: Vec<usize>,
}

impl Lines {
    /// The line starts of `source`.
    pub fn new(source: &str) -> Lines {
        let breaks = source.match_indices('\n').map(|(i, _)| i + 1);
        Lines { starts: std::iter::once(0).chain(breaks).collect() }
    }

    /// The 0-based line holding byte `offset` of `source`, and its bytes
    /// (without the line break).
    fn line_of(&self, source: &str, offset: usize) -> (usize, std::ops::Range<usize>) {
        let line = self.starts.partition_point(|&start| start <= offset).saturating_sub(1);
        let end = source[offset..].find('\n').map_or(source.len(), |i| offset + i);
        (line, self.starts[line]..end)
    }
}

impl Message {
    /// llvm's layout: `file:line:col: kind: text`, the source line and a
    /// caret under the column, tabs expanded to stops of 8 in both. With
    /// `quote` false, the first line alone.
    pub fn render(&self, file: &str, source: &str, lines: &Lines, kind: &str, quote: bool) -> String {
        let offset = self.offset.min(source.len());
        let (line_index, bytes) = lines.line_of(source, offset);
        let col = offset - bytes.start;
        let line = source[bytes].trim_end_matches('\r');
        let line_number = line_index + 1;
        let header = format!("{file}:{line_number}:{}: {kind}: {}\n", col + 1, self.text);
        if !quote {
            return header;
        }
        let mut text = String::new();
        let mut caret = String::new();
        let mut out_col = 0usize;
        for (i, c) in line.char_indices() {
            let mark = if i == col { '^' } else { ' ' };
            if c == '\t' {
                loop {
                    text.push(' ');
                    caret.push(mark);
                    out_col += 1;
                    if out_col % 8 == 0 {
                        break;
                    }
                }
            } else {
                text.push(c);
                caret.push(mark);
                out_col += 1;
            }
        }
        if col >= line.len() {
            caret.extend(std::iter::repeat_n(' ', col - line.len()));
            caret.push('^');
        }
        let caret = caret.trim_end();
        format!("{header}{text}\n{caret}\n")
    }

    /// Bytes of source a quoted rendering repeats (its line).
    pub fn quoted_len(&self, source: &str, lines: &Lines) -> usize {
        lines.line_of(source, self.offset.min(source.len())).1.len()
    }
}

/// The runs of bytes in `source`, and its errors.
pub fn parse(source: &str) -> (Vec<ByteRun>, Vec<Message>) {
    let s = source.as_bytes();
    let mut runs = Vec::new();
    let mut errors = Vec::new();
    let mut pos = 0usize;
    let mut atomic = false;
    let error = |errors: &mut Vec<Message>, offset: usize, text: &str| {
        errors.push(Message { offset, text: text.to_string() });
    };
    while skip_to_token(s, &mut pos) {
        match s[pos] {
            b'[' => {
                if atomic {
                    error(&mut errors, pos, "nested atomic blocks make no sense");
                }
                atomic = true;
                pos += 1;
                continue;
            }
            b']' => {
                if !atomic {
                    error(&mut errors, pos, "attempt to close atomic block without opening");
                }
                atomic = false;
                pos += 1;
                continue;
            }
            _ => {}
        }
        let mut run = ByteRun { atomic, ..ByteRun::default() };
        while skip_to_token(s, &mut pos) {
            if matches!(s[pos], b'[' | b']') {
                break;
            }
            let end = s[pos..].iter().position(|c| b" \t\n\r,#[]".contains(c)).map_or(s.len(), |i| pos + i);
            match parse_byte(&source[pos..end]) {
                Some(b) => {
                    run.bytes.push(b);
                    run.offsets.push(pos);
                    pos = end;
                }
                None => {
                    error(&mut errors, pos, "invalid input token");
                    pos = s[pos..].iter().position(|&c| c == b'\n').map_or(s.len(), |i| pos + i);
                    run.bytes.clear();
                    run.offsets.clear();
                }
            }
        }
        if !run.bytes.is_empty() {
            runs.push(run);
        }
    }
    if atomic {
        error(&mut errors, source.len(), "unclosed atomic block");
    }
    (runs, errors)
}

/// Steps over blanks, commas and comments; false at the end.
fn skip_to_token(s: &[u8], pos: &mut usize) -> bool {
    while *pos < s.len() {
        match s[*pos] {
            b' ' | b'\t' | b'\r' | b'\n' | b',' => *pos += 1,
            b'#' => *pos = s[*pos..].iter().position(|&c| c == b'\n').map_or(s.len(), |i| *pos + i),
            _ => return true,
        }
    }
    false
}

/// A number of 0 to 255 as llvm reads integers with radix 0: `0x` hex,
/// `0b` binary, `0o` or a leading zero octal, else decimal.
fn parse_byte(token: &str) -> Option<u8> {
    let lower = token.to_ascii_lowercase();
    let (digits, radix) = if let Some(rest) = lower.strip_prefix("0x") {
        (rest, 16)
    } else if let Some(rest) = lower.strip_prefix("0b") {
        (rest, 2)
    } else if let Some(rest) = token.strip_prefix("0o") {
        (rest, 8)
    } else if token.len() > 1 && token.starts_with('0') && token.as_bytes()[1].is_ascii_digit() {
        (&token[1..], 8)
    } else {
        (token, 10)
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    u8::try_from(u64::from_str_radix(digits, radix).ok()?).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_as_llvm_reads_them() {
        assert_eq!(parse_byte("0x95"), Some(0x95));
        assert_eq!(parse_byte("0X1f"), Some(0x1f));
        assert_eq!(parse_byte("0225"), Some(0x95));
        assert_eq!(parse_byte("0o17"), Some(15));
        assert_eq!(parse_byte("0b101"), Some(5));
        assert_eq!(parse_byte("255"), Some(255));
        assert_eq!(parse_byte("256"), None);
        assert_eq!(parse_byte("0x"), None);
        assert_eq!(parse_byte("-1"), None);
        assert_eq!(parse_byte("09"), None);
    }

    #[test]
    fn an_invalid_token_drops_its_run_so_far_and_its_line() {
        let (runs, errors) = parse("1 2 ; 3\n4 [5 6] 7 ]");
        assert_eq!(runs.len(), 3);
        assert_eq!(runs[0].bytes, [4]);
        assert_eq!((runs[1].bytes.as_slice(), runs[1].atomic), (&[5u8, 6][..], true));
        assert_eq!(runs[2].bytes, [7]);
        let offsets: Vec<usize> = errors.iter().map(|e| e.offset).collect();
        assert_eq!(offsets, [4, 18]);
    }

    #[test]
    fn messages_expand_tabs_like_llvm() {
        let m = Message { offset: 6, text: "x".into() };
        let source = "\t0x95\t0";
        let rendered = m.render("f", source, &Lines::new(source), "warning", true);
        assert_eq!(rendered, "f:1:7: warning: x\n        0x95    0\n                ^\n");
    }

    #[test]
    fn lines_place_offsets() {
        let source = "a\nbc\n\nd";
        let lines = Lines::new(source);
        let at = |offset| Message { offset, text: "x".into() }.render("f", source, &lines, "error", false);
        assert_eq!(at(0), "f:1:1: error: x\n");
        assert_eq!(at(4), "f:2:3: error: x\n");
        assert_eq!(at(5), "f:3:1: error: x\n");
        assert_eq!(at(6), "f:4:1: error: x\n");
    }
}
