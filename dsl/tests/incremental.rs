//! The editor's incremental parse gives the same syntax trees (every span,
//! every value) as a fresh parse: for every conformance file and built-in
//! target file, parsed once, then again from the cache after lines were
//! added above and below, into another buffer.

mod common;

use std::collections::HashMap;
use std::path::Path;
use tdc_dsl::source::FileId;
use tdc_dsl::syntax::incremental::ParseCache;
use tdc_dsl::syntax::parse_unit;

#[test]
fn cached_statements_equal_a_fresh_parse() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    common::td_files_under(&root.join("tests/conformance"), &mut files);
    common::td_files_under(&root.join("../targets"), &mut files);
    assert!(files.len() > 150, "{} files", files.len());
    let cache = ParseCache::default();
    let includes = HashMap::new();
    let mut parsed = 0;
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        let edited = format!("// an edit above\n{text}\n// and one below\n");
        for (file, text) in [(0, text.as_str()), (7, edited.as_str())] {
            let fresh = parse_unit(FileId(file), text, &includes);
            let cached = cache.parse(FileId(file), text, &includes);
            assert_eq!(format!("{cached:?}"), format!("{fresh:?}"), "{}", path.display());
            parsed += usize::from(fresh.is_ok());
        }
        cache.end_run();
    }
    // Most files parse without the preprocessor, and most of their
    // statements came from the cache the second time.
    assert!(parsed > 2 * files.len() * 3 / 4, "{parsed} of {} parses", 2 * files.len());
    assert!(cache.reused() > 1000, "{} chunks reused", cache.reused());
}
