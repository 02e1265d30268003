//! The rustdoc text of generated items and the labels of table rows,
//! built from the records. Text from the description always goes in a
//! code span, so that brackets or angle brackets in assembly syntax are
//! never read as links or HTML.

use crate::tables::Tables;
use tdc_schema::{RegClassInfo, RegisterInfo};

/// Classes with at most this many members list them all in their doc.
const LISTED_MEMBERS: usize = 8;

/// `text` as a Markdown code span: fenced by more backticks than any run
/// inside it, padded when it starts or ends with one, and on one line
/// (tabs and newlines become spaces: clippy rejects tabs in docs and a
/// line break would end the span).
pub fn code(text: &str) -> String {
    let flat: String = text.chars().map(|c| if c == '\t' || c == '\n' || c == '\r' { ' ' } else { c }).collect();
    let longest_run = flat.split(|c| c != '`').map(str::len).max().unwrap_or(0);
    let fence = "`".repeat(longest_run + 1);
    let pad = if flat.starts_with('`') || flat.ends_with('`') { " " } else { "" };
    format!("{fence}{pad}{flat}{pad}{fence}")
}

/// The instruction's assembly syntax, or a note that it has none.
fn syntax(asm_string: &str) -> String {
    if asm_string.trim().is_empty() {
        "no assembly syntax".to_string()
    } else {
        code(asm_string)
    }
}

/// An opcode constant: its record and its assembly syntax.
pub fn opcode(name: &str, asm_string: &str) -> String {
    format!(" {}: {}", code(name), syntax(asm_string))
}

/// A register constant: its assembly name, record and encoding.
pub fn register(reg: &RegisterInfo) -> String {
    format!(" {} (record {}, encoding {})", code(&reg.asm_name), code(&reg.name), reg.encoding)
}

/// A register class constant: its record and its members' assembly names
/// in allocation order, all of them for a small class, the first and last
/// for a large one.
pub fn class(class: &RegClassInfo, t: &Tables) -> String {
    let name = |r: &u16| t.registers.get(*r as usize).map_or_else(|| format!("#{r}"), |reg| code(&reg.asm_name));
    let members = &class.members;
    let listed = match members.as_slice() {
        [] => return format!(" {}: no registers", code(&class.name)),
        [only] => return format!(" {}: 1 register, {}", code(&class.name), name(only)),
        all if all.len() <= LISTED_MEMBERS => all.iter().map(name).collect::<Vec<_>>().join(", "),
        [first, .., last] => format!("{}, …, {}", name(first), name(last)),
    };
    format!(" {}: {} registers, {listed}", code(&class.name), members.len())
}

/// `n` and the noun, singular for one (`1 alias`, `3 aliases`).
pub fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

#[cfg(test)]
mod tests {
    use super::code;

    #[test]
    fn counts_take_the_singular_for_one() {
        assert_eq!(super::count(1, "alias", "aliases"), "1 alias");
        assert_eq!(super::count(0, "alias", "aliases"), "0 aliases");
        assert_eq!(super::count(2, "register class", "register classes"), "2 register classes");
    }

    #[test]
    fn code_spans_survive_backticks_and_tabs() {
        assert_eq!(code("add $dst, $src"), "`add $dst, $src`");
        assert_eq!(code("a`b"), "``a`b``");
        assert_eq!(code("`x"), "`` `x ``");
        assert_eq!(code("mov\t$a,\n$b"), "`mov $a, $b`");
    }
}
