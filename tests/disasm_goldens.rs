//! `tdc disasm` against `llvm-mc 19 --disassemble` on byte-line files
//! (goldens from tests/disasm/regen-goldens.sh): for every
//! `tests/disasm/inputs/<target>/X.txt`, the listing must equal
//! `goldens/<target>/X.out` and the warnings `X.err`, with the target's
//! default features or those a first line `# mattr: LIST` names.

use std::path::Path;
use tdc::mc::features::FeatureBits;

#[test]
fn disasm_prints_what_llvm_mc_prints() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/disasm");
    let mut checked = 0;
    for dir in std::fs::read_dir(root.join("inputs")).unwrap() {
        let dir = dir.unwrap().path();
        let target = dir.file_name().unwrap().to_str().unwrap().to_string();
        let Some(tables) = tdc::targets::by_name(&target) else {
            println!("SKIPPED: tdc built without the {target} target");
            continue;
        };
        for input in std::fs::read_dir(&dir).unwrap() {
            let input = input.unwrap().path();
            let name = input.file_stem().unwrap().to_str().unwrap().to_string();
            let source = std::fs::read_to_string(&input).unwrap();
            let goldens = root.join("goldens").join(&target);
            let out = std::fs::read_to_string(goldens.join(format!("{name}.out"))).unwrap();
            let err = std::fs::read_to_string(goldens.join(format!("{name}.err"))).unwrap();
            let file = format!("{name}.txt");
            let mattr = source.lines().next().and_then(|l| l.strip_prefix("# mattr:")).unwrap_or("").trim();
            let (features, unknown) = FeatureBits::for_mattr(tables, &[mattr]);
            assert!(unknown.is_empty(), "{target}/{file}: {unknown:?}");
            let listing = tdc::disasm::bytes_listing(tables, &features, &file, &source);
            assert_eq!(listing.text, out, "{target}/{file}: the listing differs from llvm-mc's");
            assert_eq!(listing.messages, err, "{target}/{file}: the warnings differ from llvm-mc's");
            checked += 1;
        }
    }
    assert!(checked > 0, "no byte-line files were checked");
}
