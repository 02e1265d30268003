//! `tdc-gen-crate TARGET FILE...`: each file assembled with the generated
//! tables of TARGET, reported as tests/support/assembly_report.rs words it.

use std::path::Path;
use std::process::ExitCode;

#[path = "../../support/assembly_report.rs"]
mod assembly_report;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some((target, files)) = args.split_first() else {
        eprintln!("usage: tdc-gen-crate TARGET FILE...");
        return ExitCode::FAILURE;
    };
    let Some(tables) = tdc_gen_crate::by_name(target) else {
        eprintln!("unknown target {target}");
        return ExitCode::FAILURE;
    };
    for file in files {
        match assembly_report::report(tables, Path::new(file)) {
            Ok(report) => print!("{report}"),
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}
