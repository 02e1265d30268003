//! Complex patterns' operand counts. A ComplexPattern declares how many
//! parts its Rust function makes; each instruction operand it fills in a
//! result takes that many slots. A count that disagrees with every
//! operand it fills is a mistake in the declaration, reported there; one
//! that disagrees with some is a mistake in those patterns, reported at
//! each. Complex patterns that name one function declare one count: the
//! function gives one number of parts (its result type says which, and
//! the Rust compiler holds it to that).

use super::super::reader::Reader;
use super::result_operands::ComplexUse;
use crate::diag::{codes, Diagnostic};
use std::collections::BTreeMap;

/// A ComplexPattern record as patterns use it.
struct Declared {
    operands: i64,
    function: String,
    count_span: crate::source::Span,
}

/// The errors about complex patterns' counts: each with the pattern it is
/// about (`None` for a declaration), and the patterns that cannot be
/// selected because of it.
pub(super) fn check(
    r: &mut Reader,
    used: &[String],
    uses: &[ComplexUse],
) -> (Vec<(Option<usize>, Diagnostic)>, Vec<usize>) {
    let mut declared: BTreeMap<&str, Declared> = BTreeMap::new();
    for name in used {
        let Some(id) = r.def_named(name) else { continue };
        let operands = r.int_or(id, "NumOperands", 1);
        let function = r.string_or_empty(id, "SelectFunc");
        declared.insert(name.as_str(), Declared { operands, function, count_span: r.field_span(id, "NumOperands") });
    }
    let mut out = Vec::new();
    let mut broken = Vec::new();
    let mut wrong_declarations = Vec::new();
    for (&name, d) in &declared {
        let mine: Vec<&ComplexUse> = uses.iter().filter(|u| u.record == name).collect();
        let wrong: Vec<&&ComplexUse> = mine.iter().filter(|u| u.slots as i64 != d.operands).collect();
        if wrong.is_empty() {
            continue;
        }
        broken.extend(mine.iter().map(|u| u.pattern));
        let slots = wrong[0].slots;
        let all_alike = wrong.len() == mine.len() && wrong.iter().all(|u| u.slots == slots);
        if all_alike {
            // The declaration is what is wrong.
            wrong_declarations.push(name);
            let msg = format!(
                "'{name}' is declared with {} operand{}, but the instruction operands it fills have {slots} slot{}",
                d.operands,
                plural(d.operands as usize),
                plural(slots)
            );
            let diag = Diagnostic::error(codes::PATTERN_COMPLEX_OPERANDS, msg)
                .at(d.count_span, format!("{} operand{}", d.operands, plural(d.operands as usize)))
                .with_label(wrong[0].span, format!("fills {}", wrong[0].operand))
                .with_note(format!(
                    "its function '{}' makes one part per slot; {} operand{} of {} pattern{} {} filled by it",
                    d.function,
                    wrong.len(),
                    plural(wrong.len()),
                    count_patterns(&wrong),
                    plural(count_patterns(&wrong)),
                    if wrong.len() == 1 { "is" } else { "are" }
                ))
                .with_help(format!("declare it with {slots} operand{}", plural(slots)));
            out.push((None, diag));
        } else {
            for u in wrong {
                let msg = format!(
                    "'{name}' makes {} part{}, but {} has {} slot{}",
                    d.operands,
                    plural(d.operands as usize),
                    u.operand,
                    u.slots,
                    plural(u.slots)
                );
                let diag = Diagnostic::error(codes::PATTERN_COMPLEX_OPERANDS, msg)
                    .at(
                        u.span,
                        format!(
                            "{} part{} for {} slot{}",
                            d.operands,
                            plural(d.operands as usize),
                            u.slots,
                            plural(u.slots)
                        ),
                    )
                    .with_label(
                        d.count_span,
                        format!("'{name}' declares {} operand{}", d.operands, plural(d.operands as usize)),
                    );
                out.push((Some(u.pattern), diag));
            }
        }
    }
    // One function, one count: among the declarations not already wrong.
    let mut by_function: BTreeMap<&str, Vec<(&str, &Declared)>> = BTreeMap::new();
    for (&name, d) in &declared {
        if !wrong_declarations.contains(&name) {
            by_function.entry(d.function.as_str()).or_default().push((name, d));
        }
    }
    for (function, decls) in by_function {
        // The first declared (in the source) sets the count.
        let mut decls = decls;
        decls.sort_by_key(|(_, d)| (d.count_span.file, d.count_span.start));
        let (first, first_decl) = decls[0];
        for &(name, d) in &decls[1..] {
            if d.operands == first_decl.operands {
                continue;
            }
            let msg = format!(
                "'{name}' declares {} operand{} for the function '{function}', which '{first}' declares with {}",
                d.operands,
                plural(d.operands as usize),
                first_decl.operands
            );
            let diag = Diagnostic::error(codes::PATTERN_COMPLEX_OPERANDS, msg)
                .at(d.count_span, format!("{} operand{}", d.operands, plural(d.operands as usize)))
                .with_label(first_decl.count_span, format!("{} here", first_decl.operands))
                .with_note(
                    "a complex pattern's function makes one number of parts (the length of the array it returns)",
                );
            out.push((None, diag));
            broken.extend(uses.iter().filter(|u| u.record == name).map(|u| u.pattern));
        }
    }
    broken.sort();
    broken.dedup();
    (out, broken)
}

fn count_patterns(uses: &[&&ComplexUse]) -> usize {
    let mut p: Vec<usize> = uses.iter().map(|u| u.pattern).collect();
    p.sort();
    p.dedup();
    p.len()
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}
