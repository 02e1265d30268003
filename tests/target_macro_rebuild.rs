//! Editing a `.td` file that `tdc::target!` read, included ones too, makes
//! `cargo build` expand the macro again. A scratch crate (kept under
//! `target/tmp`, with its own target directory, so that later runs reuse
//! its compiled dependencies) expands a description that includes another
//! file and the prelude. The test checks that rustc's dep-info names every
//! file read, then edits and touches the description's files and watches
//! the program's output and cargo's freshness report.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::SystemTime;

#[test]
#[ignore = "builds a crate with a nested cargo (minutes on two cores); .ci/run runs it: cargo test --test NAME -- --ignored"]
fn editing_or_touching_an_included_description_rebuilds_the_crate() {
    let scratch = ScratchCrate::create();

    let first = scratch.build();
    assert_eq!(scratch.run(&first), "halt: [01, 00]");
    // Every file read is a dependency of the binary, the prelude too
    // (touching that one would rebuild tdc itself, so it is not touched).
    let prelude = Path::new(env!("CARGO_MANIFEST_DIR")).join("targets/include/tdc.td");
    let dependencies = scratch.binary_dependencies();
    for file in [scratch.dir.join("td/target.td"), scratch.dir.join("td/insts.td"), prelude] {
        let file = file.canonicalize().expect("the file exists").display().to_string().replace(' ', "\\ ");
        assert!(dependencies.contains(&file), "cargo does not know that the binary depends on {file}:\n{dependencies}");
    }
    // The control: nothing changed, so cargo must not rebuild; otherwise
    // the freshness checks below would prove nothing.
    assert!(scratch.build().fresh, "a second build with no change recompiled the crate");

    scratch.write("td/insts.td", &insts_td(0x02));
    let edited = scratch.build();
    assert!(!edited.fresh, "editing td/insts.td did not recompile the crate");
    assert_eq!(scratch.run(&edited), "halt: [02, 00]", "the program still has the old encoding");

    for file in ["td/insts.td", "td/target.td"] {
        scratch.touch(file);
        assert!(!scratch.build().fresh, "touching {file} did not recompile the crate");
    }
}

/// A binary crate depending on tdc by path, under `target/tmp`.
struct ScratchCrate {
    dir: PathBuf,
}

/// What `cargo build` said about the scratch binary.
struct Build {
    /// Cargo reused the previous build.
    fresh: bool,
    executable: PathBuf,
}

impl ScratchCrate {
    /// Writes the crate afresh (a previous run may have left edits).
    fn create() -> ScratchCrate {
        let tdc = Path::new(env!("CARGO_MANIFEST_DIR"));
        let scratch = ScratchCrate { dir: Path::new(env!("CARGO_TARGET_TMPDIR")).join("target-macro-rebuild") };
        let manifest = format!(
            "[package]\nname = \"scratch\"\nversion = \"0.0.0\"\nedition = \"2021\"\npublish = false\n\n\
             [dependencies]\ntdc = {{ path = {:?}, default-features = false }}\n\n\
             # Not part of the tdc workspace it sits in.\n[workspace]\n",
            tdc.display().to_string()
        );
        scratch.write("Cargo.toml", &manifest);
        // The same dependency versions as tdc's own build, and no registry look-up.
        let lock = std::fs::read_to_string(tdc.join("Cargo.lock")).expect("tdc's Cargo.lock");
        scratch.write("Cargo.lock", &lock);
        scratch.write("src/main.rs", &main_rs(&tdc.join("targets/include")));
        scratch.write("td/target.td", TARGET_TD);
        scratch.write("td/insts.td", &insts_td(0x01));
        scratch
    }

    fn write(&self, file: &str, text: &str) {
        let path = self.dir.join(file);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).unwrap_or_else(|e| panic!("creating {}: {e}", parent.display()));
        }
        std::fs::write(&path, text).unwrap_or_else(|e| panic!("writing {}: {e}", path.display()));
    }

    /// Sets the file's modification time to now, leaving its contents.
    fn touch(&self, file: &str) {
        let path = self.dir.join(file);
        let handle = std::fs::File::options()
            .append(true)
            .open(&path)
            .unwrap_or_else(|e| panic!("opening {}: {e}", path.display()));
        handle.set_modified(SystemTime::now()).unwrap_or_else(|e| panic!("touching {}: {e}", path.display()));
    }

    fn build(&self) -> Build {
        let output = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
            .args(["build", "--offline", "--message-format=json-render-diagnostics"])
            .current_dir(&self.dir)
            .env("CARGO_TARGET_DIR", self.dir.join("target"))
            .output()
            .expect("cargo runs");
        assert!(
            output.status.success(),
            "cargo build of the scratch crate failed:\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
        let stdout = String::from_utf8_lossy(&output.stdout);
        stdout
            .lines()
            .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
            .filter(|message| message["reason"] == "compiler-artifact" && message["target"]["name"] == "scratch")
            .find_map(|artifact| {
                let executable = artifact["executable"].as_str()?;
                Some(Build { fresh: artifact["fresh"] == true, executable: PathBuf::from(executable) })
            })
            .unwrap_or_else(|| panic!("cargo reported no scratch binary:\n{stdout}"))
    }

    /// The dep-info rustc wrote for the binary (the newest, if an older
    /// configuration left another): what cargo checks for changes.
    fn binary_dependencies(&self) -> String {
        let deps = self.dir.join("target/debug/deps");
        let entries = std::fs::read_dir(&deps).unwrap_or_else(|e| panic!("reading {}: {e}", deps.display()));
        let newest = entries
            .map(|entry| entry.expect("directory entry").path())
            .filter(|path| {
                let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
                name.starts_with("scratch-") && name.ends_with(".d")
            })
            .max_by_key(|path| std::fs::metadata(path).and_then(|m| m.modified()).ok())
            .expect("rustc wrote dep-info for the scratch binary");
        std::fs::read_to_string(&newest).unwrap_or_else(|e| panic!("reading {}: {e}", newest.display()))
    }

    fn run(&self, build: &Build) -> String {
        let output = Command::new(&build.executable).output().expect("the scratch binary runs");
        assert!(output.status.success(), "the scratch binary failed:\n{}", String::from_utf8_lossy(&output.stderr));
        String::from_utf8_lossy(&output.stdout).trim().to_string()
    }
}

/// The root description: the prelude, the instruction file, the target.
const TARGET_TD: &str = r#"include "tdc.td"
include "insts.td"

def ScratchInstrInfo : InstrInfo;
def Scratch : Target { let InstructionSet = ScratchInstrInfo; }
"#;

/// The included file: one instruction whose 16-bit word is `opcode`.
fn insts_td(opcode: u16) -> String {
    format!(
        "def HALT : Instruction {{\n  let OutOperandList = (outs);\n  let InOperandList = (ins);\n  \
         let AsmString = \"halt\";\n  let Size = 2;\n  field bits<16> Inst = {opcode:#06x};\n}}\n"
    )
}

/// Prints `halt: [bytes]` from the expanded tables.
fn main_rs(prelude_dir: &Path) -> String {
    format!(
        "tdc::target!(\"td/target.td\", include = {:?});\n\n\
         fn main() {{\n    \
             let assembly = tdc::asm::assemble(&TABLES, \"halt\", Default::default());\n    \
             for error in &assembly.errors {{\n        println!(\"error: {{}}\", error.message);\n    }}\n    \
             println!(\"halt: {{:02x?}}\", assembly.sections[0].data);\n\
         }}\n",
        prelude_dir.display().to_string()
    )
}
