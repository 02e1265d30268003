//! Running llvm-mc: decoding many strings in one run (each in brackets,
//! decoded on its own), and assembling lines to their bytes.

use super::Outcome;
use std::io::Write;
use std::process::{Command, Stdio};

fn run(llvm_mc: &str, args: &[&str], input: String) -> Result<(String, String), String> {
    let mut child = Command::new(llvm_mc)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    let mut stdin = child.stdin.take().ok_or("no stdin")?;
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let output = child.wait_with_output().map_err(|e| e.to_string())?;
    writer.join().map_err(|_| "writer thread failed")?.map_err(|e| e.to_string())?;
    Ok((String::from_utf8_lossy(&output.stdout).into_owned(), String::from_utf8_lossy(&output.stderr).into_owned()))
}

/// The bytes as llvm-mc's input: `0x48 0x01`.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("0x{b:02x}")).collect::<Vec<_>>().join(" ")
}

/// An instruction after each string of a variable-length target, so that
/// each string's instructions are the lines before its text; no random
/// string decodes to it.
#[derive(Clone, Copy)]
pub struct Marker {
    /// Its bytes.
    pub bytes: &'static [u8],
    /// The start of llvm-mc's line for it.
    pub text: &'static str,
}

/// x86-64's marker: `leaq -559038737(%rip), %rax`.
pub const X86_MARKER: Marker =
    Marker { bytes: &[0x48, 0x8d, 0x05, 0xef, 0xbe, 0xad, 0xde], text: "\tleaq\t-559038737(%rip), %rax" };

/// Little-endian PowerPC64's (whose 8-byte prefixed strings may decode
/// to two words): `ori 31, 31, 48879`.
pub const PPC_MARKER: Marker = Marker { bytes: &[0xef, 0xbe, 0xff, 0x63], text: "\tori 31, 31, 48879" };

/// The llvm-mc to run, and how: its path, triple and options (`-mcpu`,
/// `-mattr`) for both decoding and assembling.
pub struct LlvmMc {
    pub path: String,
    pub triple: String,
    pub options: Vec<String>,
}

impl LlvmMc {
    pub fn args(&self, first: &str) -> Vec<String> {
        let mut args = vec![first.to_string(), format!("-triple={}", self.triple)];
        args.extend(self.options.iter().cloned());
        args
    }
}

/// llvm-mc's decoding of each string, in one run with each string in
/// brackets (decoded on its own up to the first invalid instruction): its
/// instructions' texts (lengths are left out: they follow from the texts
/// of what comes after). Each string of a fixed-width target is one
/// instruction or a warning; a variable-length target's strings are
/// followed by a marker instruction.
pub fn outcomes(llvm_mc: &LlvmMc, strings: &[Vec<u8>], marker: Option<Marker>) -> Result<Vec<Outcome>, String> {
    let variable = marker.is_some();
    let per = if variable { 2 } else { 1 };
    let mut input = String::new();
    for s in strings {
        input.push_str(&format!("[{}]\n", hex(s)));
        if let Some(m) = marker {
            input.push_str(&format!("[{}]\n", hex(m.bytes)));
        }
    }
    let args = llvm_mc.args("--disassemble");
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let (text, stderr) = run(&llvm_mc.path, &args, input)?;
    let mut invalid = vec![false; strings.len()];
    for line in stderr.lines().filter(|l| l.contains("warning: invalid instruction encoding")) {
        let n: usize = line.split(':').nth(1).and_then(|n| n.parse().ok()).ok_or("unreadable warning")?;
        match invalid.get_mut((n - 1) / per) {
            Some(slot) if (n - 1) % per == 0 => *slot = true,
            _ => return Err(format!("a warning at line {n}, a marker")),
        }
    }
    let mut lines = text.lines().skip_while(|l| l.trim() != ".text").skip(1);
    let mut out = Vec::with_capacity(strings.len());
    for bad in invalid {
        let mut o = Outcome { invalid: bad, ..Outcome::default() };
        if let Some(m) = marker {
            // Up to the marker.
            loop {
                let line = lines.next().ok_or("llvm-mc's output ended before a marker")?;
                if line.starts_with(m.text) {
                    break;
                }
                o.lines.push(line.to_string());
            }
        } else if !bad {
            o.lines.push(lines.next().ok_or("llvm-mc printed fewer instructions than expected")?.to_string());
        }
        out.push(o);
    }
    if lines.next().is_some() {
        return Err("llvm-mc printed more instructions than expected".into());
    }
    Ok(out)
}

/// llvm-mc's encoding of each line (`None` where it reports an error).
pub fn assemble(llvm_mc: &LlvmMc, lines: &[String]) -> Result<Vec<Option<Vec<u8>>>, String> {
    let input: String = lines.iter().map(|l| format!("{}\n", l.trim())).collect();
    let args = llvm_mc.args("-show-encoding");
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let (stdout, stderr) = run(&llvm_mc.path, &args, input)?;
    let failed: std::collections::BTreeSet<usize> = stderr
        .lines()
        .filter(|l| l.contains(": error:"))
        .filter_map(|l| l.split(':').nth(1).and_then(|n| n.parse::<usize>().ok()))
        .collect();
    let mut encodings = stdout.lines().filter_map(|l| {
        let (_, rest) = l.split_once("encoding: [")?;
        let rest = rest.split(']').next()?;
        let bytes: Option<Vec<u8>> = rest
            .split(',')
            .filter(|b| !b.is_empty())
            .map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).ok())
            .collect();
        Some(bytes.unwrap_or_default())
    });
    Ok((1..=lines.len()).map(|n| if failed.contains(&n) { None } else { encodings.next() }).collect())
}
