//! Writes, from a layout file (tests/pcsections/layout.py's output), the
//! object tdc makes through its PC section and stack size API, or through
//! the directives: `pcsections_object TRIPLE LAYOUT OUT [--directives]`.
//! Used by scripts/pcsections-live.sh.

#[path = "../tests/support/pcsections_layout.rs"]
#[allow(dead_code)]
mod pcsections_layout;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [triple, layout, out, rest @ ..] = args.as_slice() else {
        eprintln!("usage: pcsections_object TRIPLE LAYOUT OUT [--directives]");
        std::process::exit(2);
    };
    let tables = tdc::targets::by_name(triple).unwrap_or_else(|| panic!("unknown target {triple}"));
    let layout = pcsections_layout::read_layout(&std::fs::read_to_string(layout).expect("layout file"));
    let (asm, object) = if rest.iter().any(|a| a == "--directives") {
        let nop_size = if triple == "x86_64" { 1 } else { 4 };
        tdc::asm::assemble_object(tables, &pcsections_layout::directive_source(&layout, nop_size), Default::default())
    } else {
        let source = pcsections_layout::filler_source(&layout);
        tdc::asm::assemble_object_with(tables, &source, Default::default(), |asm| {
            pcsections_layout::api_extend(tables, &layout, false, asm)
        })
    };
    match object {
        Some(bytes) => std::fs::write(out, bytes).expect("write the object"),
        None => {
            for e in &asm.errors {
                eprint!("{}", e.render("layout"));
            }
            std::process::exit(1);
        }
    }
}
