//! The layout files of tests/pcsections/golden (what tdc is given to write
//! an object's PC sections and stack sizes) and the two ways tdc writes
//! them: the runtime API on filler code, and the assembler directives.
//! Shared by tests/pcsections.rs and examples/pcsections_object.rs.

use std::fmt::Write;
use tdc::pcsections::{directive, Builder, CodeModel};
use tdc::stack_sizes::StackSize;

/// A `.layout` file: what tdc is given.
#[derive(Default, Debug)]
pub struct Layout {
    pub code_model: String,
    /// Node id and its text in the directive syntax.
    pub nodes: Vec<(String, String)>,
    pub functions: Vec<Function>,
}

#[derive(Debug)]
pub struct Function {
    pub name: String,
    pub section: String,
    pub begin: u64,
    pub end: u64,
    pub node: Option<String>,
    pub instructions: Vec<(u64, String)>,
    pub stack_size: Option<u64>,
}

pub fn read_layout(text: &str) -> Layout {
    let mut layout = Layout::default();
    for line in text.lines() {
        let (word, rest) = line.split_once(' ').unwrap();
        match word {
            "code-model" => layout.code_model = rest.to_string(),
            "node" => {
                let (id, spec) = rest.split_once(' ').unwrap();
                layout.nodes.push((id.to_string(), spec.to_string()));
            }
            "function" => {
                let f: Vec<&str> = rest.split(' ').collect();
                layout.functions.push(Function {
                    name: f[0].to_string(),
                    section: f[1].to_string(),
                    begin: f[2].parse().unwrap(),
                    end: f[3].parse().unwrap(),
                    node: f.get(4).map(|s| s.to_string()),
                    instructions: Vec::new(),
                    stack_size: None,
                });
            }
            "inst" => {
                let (offset, node) = rest.split_once(' ').unwrap();
                layout.functions.last_mut().unwrap().instructions.push((offset.parse().unwrap(), node.to_string()));
            }
            "stack-size" => layout.functions.last_mut().unwrap().stack_size = Some(rest.parse().unwrap()),
            _ => panic!("unknown layout line {line:?}"),
        }
    }
    layout
}

fn spec<'a>(layout: &'a Layout, node: &str) -> &'a str {
    &layout.nodes.iter().find(|(id, _)| id == node).unwrap().1
}

/// The code sections in order of first use, each with its functions.
fn code_sections(layout: &Layout) -> Vec<(&str, Vec<&Function>)> {
    let mut out: Vec<(&str, Vec<&Function>)> = Vec::new();
    for f in &layout.functions {
        match out.iter_mut().find(|(s, _)| *s == f.section) {
            Some((_, fs)) => fs.push(f),
            None => out.push((&f.section, vec![f])),
        }
    }
    out
}

fn section_directive(name: &str) -> String {
    if name == ".text" {
        ".text\n".into()
    } else {
        format!(".section {name},\"ax\",@progbits\n")
    }
}

/// Filler code with the functions' symbols at their offsets.
pub fn filler_source(layout: &Layout) -> String {
    let mut s = String::new();
    for (section, functions) in code_sections(layout) {
        s.push_str(&section_directive(section));
        let mut at = 0;
        for f in functions {
            if f.begin > at {
                let _ = writeln!(s, "\t.zero {}", f.begin - at);
            }
            let _ = writeln!(s, "{}:\n\t.zero {}", f.name, f.end - f.begin);
            at = f.end;
        }
    }
    s
}

/// The same code written with the directives: each function opened and
/// closed, each attached instruction a `nop` (`nop_size` bytes).
pub fn directive_source(layout: &Layout, nop_size: u64) -> String {
    let mut s = format!(".pcsections_code_model {}\n", layout.code_model);
    for (section, functions) in code_sections(layout) {
        s.push_str(&section_directive(section));
        let mut at = 0;
        for f in functions {
            if f.begin > at {
                let _ = writeln!(s, "\t.zero {}", f.begin - at);
            }
            let _ = writeln!(s, "{}:", f.name);
            let opens = f.node.is_some() || !f.instructions.is_empty();
            if opens {
                let _ = writeln!(s, "\t.pcsections_function {}", f.node.as_deref().map_or("", |n| spec(layout, n)));
            }
            at = f.begin;
            let mut instructions = f.instructions.clone();
            instructions.sort_by_key(|(offset, _)| *offset);
            for (offset, node) in &instructions {
                if *offset > at {
                    let _ = writeln!(s, "\t.zero {}", offset - at);
                }
                let _ = writeln!(s, "\t.pcsections {}\n\tnop", spec(layout, node));
                at = offset + nop_size;
            }
            if f.end > at {
                let _ = writeln!(s, "\t.zero {}", f.end - at);
            }
            at = f.end;
            if opens {
                s.push_str("\t.pcsections_end\n");
            }
            if let Some(size) = f.stack_size {
                let _ = writeln!(s, "\t.stack_size {}, {size}", f.name);
            }
        }
    }
    s
}

/// The runtime API's additions for `layout`: its instructions in llc's
/// order, or in code order (`code_order`), as the directives give them.
pub fn api_extend(
    tables: &'static tdc::mc::TargetTables,
    layout: &Layout,
    code_order: bool,
    asm: &mut tdc::asm::Assembly,
) -> Result<(), tdc::error::Error> {
    let mut b = Builder::new(CodeModel::from_name(&layout.code_model).unwrap());
    let mut sizes = Vec::new();
    for f in &layout.functions {
        let attachment = f.node.as_deref().map(|n| directive::parse_spec(spec(layout, n)).unwrap());
        let attachment = attachment.map(|a| b.attachment(a));
        let id = b.function(&f.name, f.end - f.begin, attachment);
        let mut instructions = f.instructions.clone();
        if code_order {
            instructions.sort_by_key(|(offset, _)| *offset);
        }
        for (offset, node) in &instructions {
            let a = b.attachment(directive::parse_spec(spec(layout, node)).unwrap());
            b.instruction(id, offset - f.begin, a);
        }
        if let Some(size) = f.stack_size {
            sizes.push(StackSize::new(&f.name, size));
        }
    }
    tdc::pcsections::object::add_sections(tables, asm, &b)?;
    if !sizes.is_empty() {
        tdc::stack_sizes::add_section(tables, asm, &sizes)?;
    }
    Ok(())
}
