//! Patching a [`CompiledModule`]'s external calls once the code's address
//! and the callees' are known, as a JIT does instead of a linker. Each
//! target's call relocation is written as its ELF psABI defines it:
//!
//! - x86-64 `R_X86_64_PLT32`: the 32-bit displacement `S + A - P`;
//! - AArch64 `R_AARCH64_CALL26`: `bl`'s 26-bit word offset `(S + A - P) >> 2`;
//! - PowerPC64 `R_PPC64_REL24`: `bl`'s 24-bit word offset in bits 2-25;
//! - BPF `R_BPF_64_32` on a `call`: an external function is a helper, so
//!   `S` is its number, written as the immediate with src_reg 0.

use super::module::CompiledModule;
use super::select::SelectError;
use object::elf;

/// The module's code placed at `base`, each external call patched to the
/// address `resolve` gives its symbol (for BPF, the helper's number), or
/// an error naming a symbol that does not resolve or a callee out of a
/// call's reach.
pub fn link(
    module: &CompiledModule,
    machine: u16,
    little_endian: bool,
    base: u64,
    resolve: &dyn Fn(&str) -> Option<u64>,
) -> Result<Vec<u8>, SelectError> {
    let mut code = module.code.clone();
    for r in &module.relocations {
        let target = resolve(&r.symbol).ok_or_else(|| fail(format!("{} is not defined", r.symbol)))?;
        let at = usize::try_from(r.offset).ok().filter(|&o| o + 4 <= code.len());
        let at = at.ok_or_else(|| fail(format!("a relocation at {} is outside the code", r.offset)))?;
        let place = base.wrapping_add(r.offset);
        let distance = (target.wrapping_add(r.addend as u64)).wrapping_sub(place) as i64;
        let word = |code: &[u8]| -> u32 {
            let bytes: [u8; 4] = code[at..at + 4].try_into().unwrap_or_default();
            if little_endian {
                u32::from_le_bytes(bytes)
            } else {
                u32::from_be_bytes(bytes)
            }
        };
        let put = |code: &mut [u8], w: u32| {
            let bytes = if little_endian { w.to_le_bytes() } else { w.to_be_bytes() };
            code[at..at + 4].copy_from_slice(&bytes);
        };
        match (machine, r.r_type) {
            (elf::EM_X86_64, elf::R_X86_64_PLT32 | elf::R_X86_64_PC32) => {
                let d = i32::try_from(distance).map_err(|_| out_of_reach(&r.symbol, "2 GiB"))?;
                code[at..at + 4].copy_from_slice(&d.to_le_bytes());
            }
            (elf::EM_AARCH64, elf::R_AARCH64_CALL26 | elf::R_AARCH64_JUMP26) => {
                if distance % 4 != 0 || !(-(1 << 27)..(1 << 27)).contains(&distance) {
                    return Err(out_of_reach(&r.symbol, "128 MiB"));
                }
                let w = (word(&code) & 0xfc00_0000) | ((distance >> 2) as u32 & 0x03ff_ffff);
                put(&mut code, w);
            }
            (elf::EM_PPC64, elf::R_PPC64_REL24) => {
                if distance % 4 != 0 || !(-(1 << 25)..(1 << 25)).contains(&distance) {
                    return Err(out_of_reach(&r.symbol, "32 MiB"));
                }
                let w = (word(&code) & !0x03ff_fffc) | (distance as u32 & 0x03ff_fffc);
                put(&mut code, w);
            }
            (elf::EM_BPF, elf::R_BPF_64_32) => {
                // The relocation names the call: its first byte is the
                // opcode, src_reg the high half of the next, the immediate
                // the last four bytes.
                let call = Some(at).filter(|&c| c + 8 <= code.len() && code[c] == 0x85);
                let call = call.ok_or_else(|| fail(format!("the relocation of {} is not on a call", r.symbol)))?;
                let helper = i32::try_from(target).map_err(|_| fail(format!("helper {target} is out of range")))?;
                code[call + 1] &= 0x0f;
                code[call + 4..call + 8].copy_from_slice(&helper.to_le_bytes());
            }
            (m, t) => return Err(fail(format!("relocation type {t} of machine {m} is not a call tdc patches"))),
        }
    }
    Ok(code)
}

fn fail(message: String) -> SelectError {
    super::select::error(message, None)
}

fn out_of_reach(symbol: &str, reach: &str) -> SelectError {
    fail(format!("{symbol} is beyond a call's reach of {reach}"))
}
