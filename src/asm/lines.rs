//! The lines of a source text by number, found in constant time: errors
//! found after assembling (relocations, sizes, stack maps) quote their
//! line, and there may be one on every line.

/// Where each line of a text starts, found when a line is first asked
/// for: most texts assemble without an error to quote.
pub struct LineIndex<'a> {
    text: &'a str,
    starts: std::cell::OnceCell<Vec<usize>>,
}

impl<'a> LineIndex<'a> {
    /// The index of `text`.
    pub fn new(text: &'a str) -> LineIndex<'a> {
        LineIndex { text, starts: std::cell::OnceCell::new() }
    }

    /// Line `line` (1-based) without its line break, as `str::lines` gives
    /// it; empty past the end.
    pub fn line(&self, line: usize) -> &'a str {
        let starts = self
            .starts
            .get_or_init(|| std::iter::once(0).chain(self.text.match_indices('\n').map(|(i, _)| i + 1)).collect());
        let Some(&start) = starts.get(line.wrapping_sub(1)) else { return "" };
        match starts.get(line) {
            // A line break is "\n" or "\r\n".
            Some(&next) => {
                let text = &self.text[start..next - 1];
                text.strip_suffix('\r').unwrap_or(text)
            }
            None => &self.text[start..],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::LineIndex;

    #[test]
    fn lines_as_str_lines_gives_them() {
        for text in ["", "a", "a\n", "a\r\nb", "\n\nx\r\n", "one\ntwo\r\nthree\n", "x\r"] {
            let index = LineIndex::new(text);
            let expected: Vec<&str> = text.lines().collect();
            for (i, l) in expected.iter().enumerate() {
                assert_eq!(index.line(i + 1), *l, "{text:?} line {}", i + 1);
            }
            assert_eq!(index.line(expected.len() + 1), "");
            assert_eq!(index.line(0), "");
        }
    }
}
