//! The x86 decoder's short way, for the instructions most code is made
//! of: a legacy opcode after at most a segment override (fs or gs), one
//! of 0x66, 0xF3 and 0xF2 and a REX byte (no other prefix, EVEX, XOP or
//! REX2), or an opcode of VEX's maps 1-3 after a VEX prefix; with an
//! operand plan of registers, one general-purpose address and immediates.
//!
//! There the decoding context follows from the prefix and REX.W (VEX's L,
//! W and pp), and of the general decoder's rules after the choice only
//! two can apply (nop's and the 16-bit forms 0x66 asks for), so the
//! choice is worked out per opcode in advance, and each candidate's
//! operands are read from one record, its [`PlainPlan`]. It makes the
//! same instruction as the general decoder (`decode_modrm`), which tests
//! check over every opcode and ModRM byte; anything else, invalid bytes
//! included, it hands back, and the general decoder starts again from the
//! first byte. [`run`] decodes one instruction after another in a loop of
//! its own, for [`super::decode::Decoder`].

use super::decode_modrm::{applying, contexts, takes, Prefixes};
use super::decode_modrm_operands::Extension;
use super::decode_stream::Ahead;
use super::inst::{MCInst, MAX_SLOTS, NO_REGISTER};
use super::modrm::{LENGTH_LIMIT, REX2};
use tdc_schema::decode::{
    context, modrm_needs as needs, plain_flags, plan_flags as flags, ModRmCandidate, ModRmDecoder, ModRmPlan,
    ModRmPlans, PlainImmediate, PlainPlan, PlainRegister, RegisterPlan, SlotShape, LEGACY_CONTEXTS,
    NO_REGISTER as NONE, NO_SLOT, OPCODE_MAPS, VEX_MAPS,
};

const OPERAND_SIZE: u8 = 0x66;
const REP: u8 = 0xF3;
const REPNE: u8 = 0xF2;
const FS: u8 = 0x64;
const GS: u8 = 0x65;

/// Kinds of [`ModRmPlans::plain_choices`]: the general choice (the
/// context's candidate list tried in order; legacy opcodes only), ...
const BY_LIST: u32 = 0;
/// ... or the candidate by mod 11 and reg: the value is where its
/// choices start in [`ModRmPlans::plain_by_modrm`], whose cells agree on
/// the length's facts, which the choice holds too (from [`ENTRY_FACTS`]:
/// so the next instruction's start waits on one load, not two). There
/// are 16 choices, by mod 11 and reg; or, where they are the same for
/// each reg, 2, by mod 11 alone; or 1, where they are all the same (an
/// instruction without a ModRM byte): the key by mod 11 and reg shifted
/// right by the bits from [`KEY_SHIFT`] (0, 3 or 4), so that an
/// instruction's plan is in one place, not in 8 or 16 (fewer cache lines
/// read).
const BY_MODRM: u32 = 1;
const ENTRY_FACTS: u32 = 13;
const KEY_SHIFT: u32 = 18;
/// Where a choice's kind is (one bit).
const KIND: u32 = 21;
/// Where a choice by ModRM byte says which form ([`FORMS`]) its memory
/// cells (mod 00-10) read their operands with, and ...
const MEMORY_FORM: u32 = 22;
/// ... its register cells (mod 11), 4 bits each: so that the jump to the
/// form's code waits on the choice, not on the plan's load after it. A
/// form there is an index into [`FORMS`], or ...
const REGISTER_FORM: u32 = 26;
/// ... the plan's form (cells of more than one form, and choices by
/// list), or ...
const ASK_PLAN: u32 = 14;
/// ... none (cells without a candidate).
const NO_CELL_FORM: u32 = 15;
/// Set on a choice where an instruction of the opcode's own, without
/// prefixes, displaces a register-in-opcode form's register 0 (nop before
/// xchg): the general decoder's rule.
const OWN_FIRST: u32 = 1 << 31;
/// Set on opcode 0x90, which REX.B makes xchg with %r8: the general
/// decoder's rule.
const XCHG_UNDER_REX_B: u32 = 1 << 30;
/// A choice by list: its forms are the plans'.
const LISTED: u32 = BY_LIST << KIND | ASK_PLAN << MEMORY_FORM | ASK_PLAN << REGISTER_FORM;
/// The value of a choice.
const VALUE: u32 = (1 << ENTRY_FACTS) - 1;
/// No candidate.
const NO_CANDIDATE: u32 = u32::MAX;
/// A plan's [`PlainPlan::facts`]: the immediates' bytes (0-8) and ...
const IMMEDIATE_BYTES: u32 = 15;
/// ... whether a ModRM byte follows the opcode.
const MODRM_FOLLOWS: u32 = 16;
/// The [`PlainPlan::form`] of no candidate's plan.
const NO_FORM: u8 = u8::MAX;

/// Where the choices of VEX's maps start in [`ModRmPlans::plain_choices`]
/// (after the legacy maps').
const VEX_CHOICES: usize = OPCODE_MAPS * 256 * 8;
/// Where the choices of legacy opcodes after 0x66 that is not the last
/// prefix ([`operand_size_first`]) start, by REX.W (after VEX's).
const NOT_LAST_CHOICES: usize = VEX_CHOICES + 3 * 256 * 16;
/// The prefix of those choices for [`plain_context`]: 0x66, and no
/// mandatory prefix.
const NOT_LAST: usize = 4;

/// The bytes before the opcode: where its choice is in
/// [`ModRmPlans::plain_choices`] (which follows from the legacy prefix),
/// the REX byte (VEX's R, X, B and W as one) and VEX.vvvv (read back).
struct Head {
    choice: usize,
    rex: u8,
    vvvv: u8,
}

/// The tables the short way reads, of fixed sizes where it indexes them
/// on every instruction, so that no index is checked against a length
/// (made once per [`run`], and per call of [`decode`]).
struct Tables<'a> {
    d: &'a ModRmDecoder,
    plans: &'a ModRmPlans,
    choices: &'a [u32; CHOICES],
    classes: &'a [[u16; 32]; CLASSES],
    shapes: &'a [SlotShape; SHAPES],
    by_modrm: &'a [PlainPlan; BY_MODRM_CELLS],
    address_registers: &'a [u16; 32],
}

impl<'a> Tables<'a> {
    #[inline(always)]
    fn new(d: &'a ModRmDecoder, plans: &'a ModRmPlans) -> Option<Tables<'a>> {
        Some(Tables {
            d,
            plans,
            choices: plans.plain_choices.as_slice().try_into().ok()?,
            classes: plans.plain_classes.as_slice().try_into().ok()?,
            shapes: plans.plain_shapes.as_slice().try_into().ok()?,
            by_modrm: plans.plain_by_modrm.as_slice().try_into().ok()?,
            address_registers: d.address_registers.get(..32)?.try_into().ok()?,
        })
    }
}

/// [`ModRmPlans::plain_choices`]' length: a power of two (an index is
/// taken modulo it) past the legacy and VEX choices.
const CHOICES: usize = 1 << 15;
const _: () = assert!(NOT_LAST_CHOICES + OPCODE_MAPS * 256 * 2 <= CHOICES);
const _: () = assert!(FORMS.len() as u32 <= ASK_PLAN);
/// How far into [`ModRmPlans::plain_by_modrm`] a choice reaches (the
/// choices by ModRM byte past it are left to the general list), and its
/// length: a power of two.
const BY_MODRM_CELLS: usize = 1 << ENTRY_FACTS;
/// [`ModRmPlans::plain_classes`]' length: what a `u8` indexes (so that
/// no index is masked); the last class has no register, and the short
/// way reads the registers of the classes before it (a register of
/// another class has the last in its plan).
const CLASSES: usize = 256;
/// [`ModRmPlans::plain_shapes`]' length: what a `u8` indexes.
const SHAPES: usize = 256;

/// The instruction at the start of `bytes` when it is plain (see the
/// module), into `inst`: its length; `None` leaves it to the general
/// decoder.
#[inline(always)]
pub(super) fn decode(d: &ModRmDecoder, plans: &ModRmPlans, bytes: &[u8], inst: &mut MCInst) -> Option<usize> {
    decode_with(&Tables::new(d, plans)?, bytes, inst)
}

/// [`decode`] with its tables.
#[inline(always)]
fn decode_with(t: &Tables<'_>, bytes: &[u8], inst: &mut MCInst) -> Option<usize> {
    match bytes.first_chunk::<WINDOW>() {
        Some(window) => decode_window(t, window, inst),
        None => {
            // (The last bytes of a run: zeros after them, and an
            // instruction that reads into the zeros is cut short.)
            let mut padded = [0; WINDOW];
            padded.get_mut(..bytes.len())?.copy_from_slice(bytes);
            decode_window(t, &padded, inst).filter(|&length| length <= bytes.len())
        }
    }
}

/// How many bytes [`Window`] holds: more than an instruction's 15 and the
/// 8 that immediates are read as.
const WINDOW: usize = 32;

/// The bytes where an instruction starts, and how many of them are read:
/// a window of fixed size, so that a read is never out of bounds (an
/// instruction longer than 15 bytes is left to the general decoder).
struct Window<'a> {
    bytes: &'a [u8; WINDOW],
    at: usize,
}

impl Window<'_> {
    /// The next byte (always there: `Option` for `?` where the bytes end
    /// in [`decode_modrm`]'s reader).
    #[inline(always)]
    fn consume(&mut self) -> Option<u8> {
        let b = self.bytes[self.at % WINDOW];
        self.at += 1;
        Some(b)
    }

    #[inline(always)]
    fn peek(&self) -> Option<u8> {
        Some(self.bytes[self.at % WINDOW])
    }

    /// The 8 bytes from the next (fewer where an instruction is too long
    /// anyway), little-endian.
    #[inline(always)]
    fn word(&self) -> u64 {
        let at = self.at.min(WINDOW - 8);
        let mut word = [0; 8];
        word.copy_from_slice(&self.bytes[at..at + 8]);
        u64::from_le_bytes(word)
    }
}

/// [`decode`] in a window over the bytes.
#[inline(always)]
fn decode_window(t: &Tables<'_>, bytes: &[u8; WINDOW], inst: &mut MCInst) -> Option<usize> {
    let mut r = Window { bytes, at: 0 };
    let byte = r.consume()?;
    // (REX and a one-byte opcode, most instructions' first bytes, are
    // tested first; then one jump by the prefix: tested in turn, each
    // prefix's test is mispredicted often. The rest is compiled twice:
    // without a segment override and VEX.vvvv, most instructions, and
    // with them.)
    match byte {
        0x40..=0x4F => {
            let next = r.consume()?;
            let (map, opcode) = escaped(&mut r, next)?;
            after_head::<false>(t, r, unprefixed(map, opcode, byte), opcode, 0, inst)
        }
        opcode if OPCODES[opcode as usize] => after_head::<false>(t, r, unprefixed(0, opcode, 0), opcode, 0, inst),
        0x0F => {
            let (map, opcode) = escaped(&mut r, byte)?;
            after_head::<false>(t, r, unprefixed(map, opcode, 0), opcode, 0, inst)
        }
        FS | GS => {
            let next = r.consume()?;
            let (head, opcode) = if next & 0xFE == 0xC4 { vex(&mut r, next)? } else { legacy(&mut r, next)? };
            after_head::<true>(t, r, head, opcode, byte, inst)
        }
        0xC4 | 0xC5 => {
            let (head, opcode) = vex(&mut r, byte)?;
            after_head::<true>(t, r, head, opcode, 0, inst)
        }
        OPERAND_SIZE | REP | REPNE => match legacy(&mut r, byte) {
            Some((head, opcode)) => after_head::<false>(t, r, head, opcode, 0, inst),
            None => operand_size_first(t, bytes, inst),
        },
        _ => None,
    }
}

/// [`decode_window`] past the bytes before the opcode, `opcode` read
/// (`segment`: a segment override's byte, or 0); `SEGMENT_OR_VEX`: false
/// where there is no segment override and no VEX.vvvv.
#[inline(always)]
fn after_head<const SEGMENT_OR_VEX: bool>(
    t: &Tables<'_>,
    mut r: Window<'_>,
    head: Head,
    opcode: u8,
    segment: u8,
    inst: &mut MCInst,
) -> Option<usize> {
    let (head, segment) = match SEGMENT_OR_VEX {
        true => (head, segment),
        false => (Head { vvvv: 0, ..head }, 0),
    };
    let entry = t.choices[head.choice % CHOICES];
    // (The ModRM byte, if the instruction has one; read by `operands`.)
    let modrm = r.peek();
    let (plan, facts) = match entry >> KIND & 1 {
        BY_MODRM => {
            let key = (MODRM_KEYS[modrm? as usize] >> (entry >> KEY_SHIFT & 7)) as usize;
            (&t.by_modrm[((entry & VALUE) as usize + key) % BY_MODRM_CELLS], entry >> ENTRY_FACTS)
        }
        _ if head.choice < VEX_CHOICES => {
            let plan = listed(t.d, t.plans, head.choice, modrm)?;
            (plan, u32::from(plan.facts))
        }
        _ => return None,
    };
    let f = plan.flags;
    // nop, and xchg with register 0 or with REX.B, have rules of their
    // own; a segment override applies to an address; VEX.vvvv unused is
    // 1111. (A choice by ModRM byte holds only candidates the short way
    // reads, and none 0x66 asks a 16-bit form of that it lacks.)
    if (entry & (OWN_FIRST | XCHG_UNDER_REX_B) != 0 && nop_or_xchg(entry, f, opcode, head.rex))
        || (segment != 0 && (f & plain_flags::MEMORY == 0 || f & plain_flags::IMPLICIT_SEGMENT != 0))
        || (head.vvvv != 0 && plan.vvvv.slot == NO_SLOT)
    {
        return None;
    }
    let modrm = modrm.unwrap_or(0);
    let form = match entry >> (MEMORY_FORM + 4 * u32::from(modrm >= 0xC0)) & 15 {
        ASK_PLAN => plan.form,
        form => form as u8,
    };
    // (Code of its own for each common form: no test of an operand the
    // form has or lacks.)
    macro_rules! by_form {
        ($($n:literal)*) => {
            match form {
                $($n => operands::<{ FORMS[$n as usize] }>(t, plan, facts, &head, opcode, segment, &mut r, modrm, inst),)*
                0 => operands::<ANY>(t, plan, facts, &head, opcode, segment, &mut r, modrm, inst),
                _ => None,
            }
        };
    }
    by_form!(1 2 3 4 5 6 7 8 9 10 11 12 13)?;
    (r.at <= LENGTH_LIMIT).then_some(r.at)
}

/// Decodes plain instructions one after another from offset `at` of
/// `bytes` into `out`, until one is not plain (or the bytes end) or `out`
/// is full: how many, and the offset after them. (One loop around
/// [`decode`], which it inlines: no call per instruction.)
#[inline(never)]
pub(super) fn run(
    d: &ModRmDecoder,
    plans: &ModRmPlans,
    bytes: &[u8],
    mut at: usize,
    out: &mut [Ahead],
) -> (usize, usize) {
    let Some(t) = Tables::new(d, plans) else { return (0, at) };
    let mut n = 0;
    for ahead in out {
        let Some(rest) = bytes.get(at..) else { break };
        let Some(length) = decode_with(&t, rest, &mut ahead.inst) else { break };
        (ahead.start, ahead.length) = (at, length);
        at += length;
        n += 1;
    }
    (n, at)
}

/// Whether the general decoder's rules for nop and xchg (a choice's
/// [`OWN_FIRST`] and [`XCHG_UNDER_REX_B`]) refuse plan flags `f` after
/// `opcode` and REX byte `rex`.
#[cold]
fn nop_or_xchg(entry: u32, f: u8, opcode: u8, rex: u8) -> bool {
    let register_zero = f & plain_flags::OPCODE_REGISTER != 0 && opcode & 7 == 0 && rex & 1 == 0;
    (entry & OWN_FIRST != 0 && register_zero) || (entry & XCHG_UNDER_REX_B != 0 && rex & 1 != 0)
}

/// Padding's 0x66 before a segment override (`66 2e 0f 1f 84 ...`, with
/// more 0x66 bytes before it at times): 0x66 and segment overrides, the
/// 0x66 bytes first and at least one override, then a REX byte, escape
/// bytes and the opcode. Out of line: rare, and a second instance of
/// [`after_head`] in [`decode_window`] would crowd its registers.
#[inline(never)]
fn operand_size_first(t: &Tables<'_>, bytes: &[u8; WINDOW], inst: &mut MCInst) -> Option<usize> {
    let mut r = Window { bytes, at: 0 };
    let mut byte = r.consume()?;
    while byte == OPERAND_SIZE && r.at < LENGTH_LIMIT {
        byte = r.consume()?;
    }
    let mut segment = 0;
    while matches!(byte, 0x26 | 0x2E | 0x36 | 0x3E | FS | GS) && r.at < LENGTH_LIMIT {
        segment = byte;
        byte = r.consume()?;
    }
    if r.at < 3 || segment == 0 || !starts_plain(byte) {
        return None;
    }
    let mut rex = 0;
    if byte & 0xF0 == 0x40 {
        rex = byte;
        byte = r.consume()?;
    }
    let (map, opcode) = escaped(&mut r, byte)?;
    let choice = NOT_LAST_CHOICES + (map * 256 + opcode as usize) * 2 + usize::from(rex & 8 != 0);
    after_head::<true>(t, r, Head { choice, rex, vvvv: 0 }, opcode, segment, inst)
}

/// After `byte`, the first byte that is no segment override: at most one
/// of 0x66, 0xF3 and 0xF2, a REX byte, escape bytes and the opcode.
#[inline(always)]
fn legacy(r: &mut Window<'_>, mut byte: u8) -> Option<(Head, u8)> {
    let prefix = match byte {
        OPERAND_SIZE => 1,
        REP => 2,
        REPNE => 3,
        _ => 0,
    };
    if prefix != 0 {
        byte = r.consume()?;
    }
    if !starts_plain(byte) {
        return None;
    }
    let mut rex = 0;
    if byte & 0xF0 == 0x40 {
        rex = byte;
        byte = r.consume()?;
    }
    let (map, opcode) = match byte {
        0x0F => escaped(r, byte)?,
        // A repeat prefix there is no mandatory prefix.
        _ if prefix >= 2 => return None,
        opcode => (0, opcode),
    };
    let choice = legacy_choice(map * 256 + opcode as usize, prefix, rex & 8 != 0);
    Some((Head { choice, rex, vvvv: 0 }, opcode))
}

/// The bytes before `opcode` of `map` when they are at most a REX byte
/// (`rex`, or 0).
#[inline(always)]
fn unprefixed(map: usize, opcode: u8, rex: u8) -> Head {
    Head { choice: legacy_choice(map * 256 + opcode as usize, 0, rex & 8 != 0), rex, vvvv: 0 }
}

/// The opcode map and opcode from `byte` (read) on: an opcode of map 0,
/// or 0x0F and escape bytes before one of maps 1-3.
#[inline(always)]
fn escaped(r: &mut Window<'_>, byte: u8) -> Option<(usize, u8)> {
    Some(match byte {
        0x0F => match r.consume()? {
            0x38 => (2, r.consume()?),
            0x3A => (3, r.consume()?),
            // 3DNow!
            0x0F => return None,
            opcode => (1, opcode),
        },
        opcode => (0, opcode),
    })
}

/// After VEX's first byte `byte` (0xC4 or 0xC5): its other bytes and the
/// opcode.
#[inline(always)]
fn vex(r: &mut Window<'_>, byte: u8) -> Option<(Head, u8)> {
    // C5: R vvvv L pp; C4: R X B mmmmm, W vvvv L pp (R, X, B and vvvv
    // inverted).
    let p1 = r.consume()?;
    let (map, rxb, last, w) = if byte == 0xC5 {
        (1, !p1 >> 5 & 4, p1, 0)
    } else {
        let p2 = r.consume()?;
        (p1 & 0x1F, !p1 >> 5 & 7, p2, p2 >> 7)
    };
    if !(1..=3).contains(&map) {
        return None;
    }
    let opcode = r.consume()?;
    let choice = vex_choice(map as usize, opcode, (last & 4) << 1 | w << 2 | last & 3);
    Some((Head { choice, rex: 0x40 | w << 3 | rxb, vvvv: !last >> 3 & 0xF }, opcode))
}

/// The plan of the candidate the context's list gives ([`BY_LIST`]);
/// `modrm`: the byte after the opcode, if any.
fn listed<'a>(d: &ModRmDecoder, plans: &'a ModRmPlans, choice: usize, modrm: Option<u8>) -> Option<&'a PlainPlan> {
    let (bucket, prefix, rex_w) = (choice / 8, choice / 2 % 4, choice % 2 == 1);
    let at = bucket * LEGACY_CONTEXTS + plain_context(bucket / 256, bucket as u8, prefix, rex_w) as usize;
    let (&start, &[from, to]) = (d.index.get(bucket)?, plans.legacy_index.get(at..at + 2)?) else {
        return None;
    };
    let mut read = false;
    for &k in plans.legacy_lists.get(from as usize..to as usize)? {
        let k = start + u32::from(k);
        let c = d.candidates.get(k as usize)?;
        // (A candidate with a ModRM byte where the bytes end: the
        // general decoder says what that is.)
        let needs_modrm = c.needs & needs::MODRM != 0;
        if needs_modrm {
            modrm?;
        }
        if takes(c, modrm) {
            // (One without a ModRM byte after one with it: the general
            // decoder counts the byte it read.)
            let plan = plans.plain_plans.get(k as usize)?;
            return (needs_modrm || !read).then_some(plan).filter(|plan| reads(plan.flags, prefix == 1));
        }
        read |= needs_modrm;
    }
    None
}

/// Whether the short way reads a candidate of plan flags `f`, after 0x66
/// (`operand_size`) or not: a plain one, unless 0x66 asks for a 16-bit
/// form the description does not have.
fn reads(f: u8, operand_size: bool) -> bool {
    f & plain_flags::PLAIN != 0 && !(operand_size && f & plain_flags::NO_SIXTEEN_BIT_FORM != 0)
}

/// The short way's tables (see [`PlainTables`]): for each legacy opcode,
/// prefix and REX.W, and each VEX opcode and context, the context's
/// candidates tried on every ModRM byte, summed up where the choice
/// follows from mod 11 and reg alone (most opcodes); each candidate's
/// plan; and the classes' registers.
pub(super) fn choices(d: &ModRmDecoder, plans: &ModRmPlans) -> PlainTables {
    let mut shapes = Shapes::default();
    let plain_plans: Vec<PlainPlan> = d.candidates.iter().map(|c| plain_plan(plans, c, &mut shapes)).collect();
    let (mut entries, mut by_modrm) = (vec![LISTED; CHOICES], ByModRm::default());
    let by_candidate = &plain_plans;
    // (No candidate: a plan of no form, which the short way refuses.)
    let plan_of =
        |k: u32| by_candidate.get(k as usize).copied().unwrap_or(PlainPlan { form: NO_FORM, ..PlainPlan::default() });
    let plain =
        |operand_size: bool| move |k: u32| by_candidate.get(k as usize).is_some_and(|p| reads(p.flags, operand_size));
    let indexed = |bucket: usize, positions: &mut dyn Iterator<Item = usize>| {
        let start = d.index.get(bucket).copied().unwrap_or(0);
        let with_index = |k: usize| Some((start + k as u32, d.candidates.get(start as usize + k)?));
        positions.filter_map(with_index).collect::<Vec<(u32, &ModRmCandidate)>>()
    };
    for bucket in 0..OPCODE_MAPS * 256 {
        for (prefix, rex_w) in (0..=NOT_LAST).flat_map(|p| [(p, false), (p, true)]) {
            let at = bucket * LEGACY_CONTEXTS + plain_context(bucket / 256, bucket as u8, prefix, rex_w) as usize;
            let list = match plans.legacy_index.get(at..at + 2) {
                Some(&[from, to]) => plans.legacy_lists.get(from as usize..to as usize).unwrap_or(&[]),
                _ => &[],
            };
            let candidates = indexed(bucket, &mut list.iter().map(|&k| k as usize));
            let xchg = if bucket == 0x90 { XCHG_UNDER_REX_B } else { 0 };
            let operand_size = prefix == 1 || prefix == NOT_LAST;
            let entry = xchg | choice(&candidates, xchg != 0, &plain(operand_size), &plan_of, &mut by_modrm);
            match prefix {
                // (Only by ModRM byte: [`listed`] reads legacy choices.)
                NOT_LAST if entry >> KIND & 1 == BY_MODRM => {
                    entries[NOT_LAST_CHOICES + bucket * 2 + usize::from(rex_w)] = entry;
                }
                NOT_LAST => {}
                _ => entries[legacy_choice(bucket, prefix, rex_w)] = entry,
            }
        }
    }
    for map in 1..=3 {
        for opcode in 0..=255u8 {
            let bucket = (VEX_MAPS + map) * 256 + opcode as usize;
            let all = match (d.index.get(bucket), d.index.get(bucket + 1)) {
                (Some(&s), Some(&e)) => d.candidates.get(s as usize..e as usize).unwrap_or(&[]),
                _ => &[],
            };
            for fields in 0..16 {
                let candidates = indexed(bucket, &mut applying(all, context::VEX + fields));
                entries[vex_choice(map, opcode, fields)] =
                    choice(&candidates, false, &plain(false), &plan_of, &mut by_modrm);
            }
        }
    }
    // (Padded to the length a choice reaches, with cells of no form.)
    let mut by_modrm = by_modrm.tables;
    by_modrm.resize(BY_MODRM_CELLS, PlainPlan { form: NO_FORM, ..PlainPlan::default() });
    // (The classes past the last are read as it, which has no register.)
    let mut classes = vec![[NONE; 32]; CLASSES];
    for (to, from) in classes.iter_mut().zip(&plans.classes).take(CLASSES - 1) {
        to.copy_from_slice(&from.numbers[..32]);
    }
    let mut shapes = shapes.all;
    shapes.resize(SHAPES, MCInst::shape(0, []));
    (entries, by_modrm, plain_plans, classes, shapes)
}

/// What [`choices`] makes: [`ModRmPlans::plain_choices`],
/// [`ModRmPlans::plain_by_modrm`], [`ModRmPlans::plain_plans`],
/// [`ModRmPlans::plain_classes`] and [`ModRmPlans::plain_shapes`].
pub(super) type PlainTables = (Vec<u32>, Vec<PlainPlan>, Vec<PlainPlan>, Vec<[u16; 32]>, Vec<SlotShape>);

/// [`ModRmPlans::plain_shapes`] as it is made: each shape once.
#[derive(Default)]
struct Shapes {
    all: Vec<SlotShape>,
    at: std::collections::HashMap<SlotShape, u8>,
}

impl Shapes {
    /// Where `shape` is (added if new); `None` past [`SHAPES`].
    fn add(&mut self, shape: SlotShape) -> Option<u8> {
        if let Some(&at) = self.at.get(&shape) {
            return Some(at);
        }
        let at = u8::try_from(self.all.len()).ok()?;
        self.all.push(shape);
        self.at.insert(shape, at);
        Some(at)
    }
}

/// The [`ModRmPlans::plain_choices`] entry of the candidates that apply
/// in a context (with their indices, in order), its choices by ModRM byte
/// added to `by_modrm`. A choice made in advance is of a candidate the
/// short way reads in the context (`plain`), or none: the general decoder
/// reads the others. `nop`: the opcode is 0x90, where REX.B is left to the
/// general decoder ([`XCHG_UNDER_REX_B`]), so that without it nop's rule
/// ([`OWN_FIRST`]) is applied here.
fn choice(
    candidates: &[(u32, &ModRmCandidate)],
    nop: bool,
    plain: &dyn Fn(u32) -> bool,
    plan_of: &dyn Fn(u32) -> PlainPlan,
    by_modrm: &mut ByModRm,
) -> u32 {
    let prefixes = needs::P66 | needs::PF2 | needs::PF3 | needs::P67 | needs::REX_W;
    let own = candidates.iter().find(|(_, c)| c.needs & needs::OPCODE_REGISTER == 0);
    let in_opcode = candidates.iter().any(|(_, c)| c.needs & needs::OPCODE_REGISTER != 0);
    let own_first = if in_opcode && own.is_some_and(|(_, c)| c.needs & prefixes == 0) { OWN_FIRST } else { 0 };
    // (One without a ModRM byte after one with it: the general decoder
    // counts the byte it read.)
    let taker = |m: u8| match candidates.iter().position(|(_, c)| takes(c, Some(m))) {
        Some(at) if candidates[at].1.needs & needs::MODRM == 0 && at > 0 => NO_CANDIDATE,
        Some(at) => candidates[at].0,
        None => NO_CANDIDATE,
    };
    let table: [u32; 16] = std::array::from_fn(|key| taker((((key >> 3) * 0xC0) | ((key & 7) << 3)) as u8));
    // Candidates the short way does not read are left to the general
    // decoder, and so is a register cell (mod 11) whose bytes differ, as
    // xabort at C6 F8 does from the rest of reg 7, which is none. (The
    // others must agree: the list.)
    let read = |k: u32| if plain(k) { k } else { NO_CANDIDATE };
    let mut table = table.map(read);
    for m in 0..=255u8 {
        let key = modrm_key(m);
        match read(taker(m)) == table[key] {
            true => {}
            false if m >> 6 == 3 => table[key] = NO_CANDIDATE,
            false => return own_first | LISTED,
        }
    }
    if candidates.is_empty() {
        return own_first | LISTED;
    }
    let register_in_opcode = |k: u32| candidates.iter().any(|(j, c)| *j == k && c.needs & needs::OPCODE_REGISTER != 0);
    let (table, own_first) = match own {
        Some(&(own, _)) if nop && own_first != 0 => (table.map(|k| if register_in_opcode(k) { own } else { k }), 0),
        _ => (table, own_first),
    };
    let table = table.map(read);
    let (same, same_by_mod) = (table.iter().all(|&k| k == table[0]), table[..8] == [table[0]; 8]);
    let (shift, table) = match (same, same_by_mod && table[8..] == [table[8]; 8]) {
        (true, _) => (4, &table[..1]),
        (false, true) => (3, &[table[0], table[8]][..]),
        (false, false) => (0, &table[..]),
    };
    let cells: Vec<PlainPlan> = table.iter().map(|&k| plan_of(k)).collect();
    let mut facts = cells.iter().filter(|c| c.form != NO_FORM).map(|c| u32::from(c.facts));
    let first = facts.next().unwrap_or(0);
    // (Lengths that differ by ModRM byte, as test's immediate after 0xF6
    // does: the list.)
    if facts.any(|f| f != first) {
        return own_first | LISTED;
    }
    let (memory, register) = cells.split_at(cells.len() / 2);
    let forms = cell_form(if memory.is_empty() { register } else { memory }) << MEMORY_FORM
        | cell_form(register) << REGISTER_FORM;
    match by_modrm.add(table, &cells) {
        Some(at) => own_first | forms | BY_MODRM << KIND | shift << KEY_SHIFT | first << ENTRY_FACTS | at,
        None => own_first | LISTED,
    }
}

/// The form a choice holds for `cells` (see [`MEMORY_FORM`]): theirs
/// where they have one, none where none has a candidate, else the plan's.
fn cell_form(cells: &[PlainPlan]) -> u32 {
    let form = cells.first().map_or(NO_FORM, |c| c.form);
    match form {
        _ if cells.iter().any(|c| c.form != form) => ASK_PLAN,
        NO_FORM => NO_CELL_FORM,
        _ => u32::from(form).min(ASK_PLAN),
    }
}

/// An operand form: for each of a plan's operands, whether it has it
/// (and what), or [`ASK`]: read the plan. Its parts, two bits each:
/// ModRM.reg's register, ModRM.rm's operand, the opcode's register,
/// VEX.vvvv's register, how many immediates and how many tied slots.
const fn form(reg: u32, rm: u32, opcode_reg: u32, vvvv: u32, immediates: u32, copies: u32) -> u32 {
    reg | rm << 2 | opcode_reg << 4 | vvvv << 6 | immediates << 8 | copies << 10
}

/// A part of a form: the plan says.
const ASK: u32 = 3;
/// ModRM.rm's operand in a form: none, a register or an address.
const RM_NONE: u32 = 0;
const RM_REGISTER: u32 = 1;
const RM_MEMORY: u32 = 2;

/// The form of every plan.
const ANY: u32 = form(ASK, ASK, ASK, ASK, ASK, ASK);

/// The forms with code of their own (0: any other), the most common
/// first (in ten megabytes of a Linux system's libraries, these are 98%
/// of instructions).
const FORMS: [u32; 14] = [
    ANY,
    form(1, RM_MEMORY, 0, 0, 0, 0),
    form(1, RM_REGISTER, 0, 0, 0, 0),
    form(0, RM_NONE, 0, 0, 1, 0),
    form(1, RM_REGISTER, 0, 0, 0, 1),
    form(0, RM_NONE, 1, 0, 0, 0),
    form(0, RM_REGISTER, 0, 0, 1, 1),
    form(1, RM_REGISTER, 0, 1, 0, 0),
    form(0, RM_MEMORY, 0, 0, 0, 0),
    form(0, RM_NONE, 1, 0, 1, 0),
    form(0, RM_MEMORY, 0, 0, 1, 0),
    form(0, RM_NONE, 0, 0, 0, 0),
    form(1, RM_MEMORY, 0, 0, 0, 1),
    form(0, RM_REGISTER, 0, 0, 1, 0),
];

/// The form of `plan`, each part as [`operands::<ANY>`](operands) reads it.
fn form_of(plan: &PlainPlan) -> u32 {
    let has = |slot: u8| u32::from(slot != NO_SLOT);
    let rm = match (plan.flags & plain_flags::MEMORY != 0, plan.rm.slot != NO_SLOT) {
        (true, _) => RM_MEMORY,
        (false, true) => RM_REGISTER,
        (false, false) => RM_NONE,
    };
    // (A second immediate or copy is read only after a first.)
    let [first, second] = plan.immediates;
    let immediates = if first.slot == NO_SLOT { 0 } else { 1 + has(second.slot) };
    let [(first, _), (second, _)] = plan.copies;
    let copies = if first == NO_SLOT { 0 } else { 1 + has(second) };
    form(has(plan.reg.slot), rm, has(plan.opcode_reg.slot), has(plan.vvvv.slot), immediates, copies)
}

/// Part `shift` of form `f` (see [`form`]).
const fn part(f: u32, shift: u32) -> u32 {
    f >> shift & 3
}

/// [`ModRmPlans::plain_by_modrm`] as it is made: each table of 16 once.
#[derive(Default)]
struct ByModRm {
    tables: Vec<PlainPlan>,
    at: std::collections::HashMap<Vec<u32>, u32>,
}

impl ByModRm {
    /// Where the table of candidates `table` (with their plans `cells`)
    /// is (added if new); `None` past what a choice reaches.
    fn add(&mut self, table: &[u32], cells: &[PlainPlan]) -> Option<u32> {
        if let Some(&at) = self.at.get(table) {
            return Some(at);
        }
        let at = u32::try_from(self.tables.len()).ok().filter(|&at| at as usize + cells.len() <= BY_MODRM_CELLS)?;
        self.tables.extend_from_slice(cells);
        self.at.insert(table.to_vec(), at);
        Some(at)
    }
}

/// How the short way reads candidate `c` (not at all: no
/// [`plain_flags::PLAIN`]).
fn plain_plan(plans: &ModRmPlans, c: &ModRmCandidate, shapes: &mut Shapes) -> PlainPlan {
    let Some(plan) = plans.instructions.get(c.opcode as usize) else { return PlainPlan::default() };
    let (start, n) = (plan.trailing.0 as usize, plan.trailing.1 as usize);
    let trailing = plans.trailing.get(start..start + n).unwrap_or(&[]);
    let (start, n) = (plan.copies.0 as usize, plan.copies.1 as usize);
    let copies = plans.copies.get(start..start + n).unwrap_or(&[]);
    // Immediates as they are or sign-extended, in one 8-byte word.
    let immediates_plain = trailing.len() <= 2
        && trailing.iter().all(|t| !t.register && t.extend != 0 && t.bytes != 0)
        && trailing.iter().map(|t| t.bytes as usize).sum::<usize>() <= 8;
    let copies_plain = copies.len() <= 2 && copies.iter().all(|&(from, to)| from < plan.slots && to < plan.slots);
    let mut p = PlainPlan {
        opcode: c.opcode,
        prefixes: plan.explicit | if plan.flags & flags::EXPLICIT_VEX != 0 { plans.explicit_vex.1 } else { 0 },
        flags: 0,
        form: 0,
        facts: 0,
        reg: plain_class(plan.reg),
        rm: plain_class(plan.rm),
        opcode_reg: plain_class(plan.opcode_reg),
        vvvv: plain_class(plan.vvvv),
        shape: 0,
        immediates: [PlainImmediate::default(); 2],
        copies: [(NO_SLOT, NO_SLOT); 2],
    };
    // The slots that hold registers, and every slot it writes (below the
    // count: the short way writes values without testing it).
    let memory = plan.flags & flags::MEMORY != 0;
    let (at, fields) = (plan.rm.slot, [plan.reg, plan.rm, plan.opcode_reg, plan.vvvv]);
    let mut registers: Vec<u8> = fields.iter().map(|f| f.slot).filter(|&slot| slot != NO_SLOT).collect();
    if memory {
        registers.retain(|&slot| slot != at);
        registers.extend([at, at.saturating_add(2), at.saturating_add(4)]);
    }
    registers.extend(copies.iter().filter(|(from, _)| registers.contains(from)).map(|&(_, to)| to).collect::<Vec<_>>());
    let address = memory.then(|| at.saturating_add(4));
    let written = registers.iter().copied().chain(trailing.iter().map(|t| t.slot)).chain(address);
    let within = written.into_iter().all(|slot| slot < plan.slots);
    if is_plain(plan) && immediates_plain && copies_plain && plan.slots as usize <= MAX_SLOTS && within {
        if let Some(shape) = shapes.add(MCInst::shape(plan.slots, registers)) {
            p.flags |= plain_flags::PLAIN;
            p.shape = shape;
        }
    }
    for (to, t) in p.immediates.iter_mut().zip(trailing) {
        *to = PlainImmediate { slot: t.slot, bytes: t.bytes, signed: t.extend == 2 };
    }
    for (to, &copy) in p.copies.iter_mut().zip(copies) {
        *to = copy;
    }
    let facts = [
        (c.needs & needs::MODRM != 0, plain_flags::MODRM),
        (plan.flags & flags::MEMORY != 0, plain_flags::MEMORY),
        (c.needs & needs::OPCODE_REGISTER != 0, plain_flags::OPCODE_REGISTER),
        (c.needs & needs::WIDE != 0 && c.needs & (needs::P66 | needs::REX_W) == 0, plain_flags::NO_SIXTEEN_BIT_FORM),
        (c.needs & needs::IMPLICIT_SEGMENT != 0, plain_flags::IMPLICIT_SEGMENT),
    ];
    for (holds, flag) in facts {
        if holds {
            p.flags |= flag;
        }
    }
    let immediates: u32 = p.immediates.iter().map(|i| u32::from(i.bytes)).sum();
    let modrm = if p.flags & plain_flags::MODRM != 0 { MODRM_FOLLOWS } else { 0 };
    p.facts = (immediates.min(IMMEDIATE_BYTES) | modrm) as u8;
    p.form = FORMS.iter().position(|&f| f == form_of(&p)).unwrap_or(0) as u8;
    p
}

/// `field` with its class as an index into [`ModRmPlans::plain_classes`]:
/// the last where it has none, or one past those.
fn plain_class(field: RegisterPlan) -> PlainRegister {
    PlainRegister { slot: field.slot, class: field.class.min(CLASSES as u16 - 1) as u8 }
}

/// Where the choice of legacy opcode `bucket` after `prefix` (0: none,
/// 1: 0x66, 2: 0xF3, 3: 0xF2) and REX.W is in
/// [`ModRmPlans::plain_choices`].
fn legacy_choice(bucket: usize, prefix: usize, rex_w: bool) -> usize {
    (bucket * 4 + prefix) * 2 + usize::from(rex_w)
}

/// Where the choice of `opcode` of VEX map `map` (1-3) with VEX's
/// `fields` (`L << 3 | W << 2 | pp`, a context's offset from
/// [`context::VEX`]) is in [`ModRmPlans::plain_choices`].
fn vex_choice(map: usize, opcode: u8, fields: u8) -> usize {
    VEX_CHOICES + ((map - 1) * 256 + opcode as usize) * 16 + (fields & 15) as usize
}

/// The decoding context after `prefix` (see [`legacy_choice`]; or
/// [`NOT_LAST`]) and REX.W, by the general decoder's rule, from the prefix
/// facts those bytes leave: 0x66, 0xF3 and 0xF2 select the instruction
/// when they come last before an escape byte or REX; before a one-byte
/// opcode none does, and 0x66 is the operand size, which REX.W overrides.
fn plain_context(map: usize, opcode: u8, prefix: usize, rex_w: bool) -> u8 {
    let byte = [0, OPERAND_SIZE, REP, REPNE, OPERAND_SIZE][prefix];
    let p = Prefixes {
        op_size: byte == OPERAND_SIZE && !rex_w,
        op_size_byte: byte == OPERAND_SIZE,
        repeat: if byte == OPERAND_SIZE { 0 } else { byte },
        mandatory: if map == 0 || prefix == NOT_LAST { 0 } else { byte },
        ..Prefixes::default()
    };
    let ext = Extension { rex: if rex_w { 0x48 } else { 0 }, ..Extension::default() };
    contexts(&p, &ext, map, opcode).0
}

/// The key of a ModRM byte in a choice by mod 11 and reg.
const fn modrm_key(m: u8) -> usize {
    ((m >> 6 == 3) as usize) << 3 | (m >> 3 & 7) as usize
}

/// [`modrm_key`] of each byte (a table: one load).
const MODRM_KEYS: [u8; 256] = {
    let mut keys = [0; 256];
    let mut m = 0;
    while m < 256 {
        keys[m] = modrm_key(m as u8) as u8;
        m += 1;
    }
    keys
};

/// The bytes [`starts_plain`] but for REX and 0x0F: one-byte opcodes.
const OPCODES: [bool; 256] = {
    let mut opcodes = [false; 256];
    let mut b = 0;
    while b < 256 {
        opcodes[b] = starts_plain(b as u8) && b != 0x0F && b & 0xF0 != 0x40;
        b += 1;
    }
    opcodes
};

/// Whether an instruction may start with byte `b`, with no legacy prefix,
/// VEX, EVEX, XOP or REX2 before it (0x8F: XOP, or pop).
#[inline(always)]
const fn starts_plain(b: u8) -> bool {
    // (A table: the comparisons, as branches, are mispredicted often.)
    const NOT_PLAIN: [u8; 15] =
        [0xF0, 0xF2, 0xF3, 0x66, 0x67, 0x26, 0x2E, 0x36, 0x3E, 0x64, 0x65, 0x62, 0xC4, 0xC5, 0x8F];
    const PLAIN: [bool; 256] = {
        let mut plain = [true; 256];
        let mut i = 0;
        while i < NOT_PLAIN.len() {
            plain[NOT_PLAIN[i] as usize] = false;
            i += 1;
        }
        plain[REX2 as usize] = false;
        plain
    };
    PLAIN[b as usize]
}

/// Whether a plan has only the operands this module reads: no string
/// addresses, vector index, forced SIB byte, compressed displacement or
/// APX flags value, and every slot filled.
fn is_plain(plan: &ModRmPlan) -> bool {
    let wanted = flags::USABLE | flags::COMPLETE;
    plan.flags & (wanted | flags::VECTOR_INDEX | flags::FORCE_SIB) == wanted
        && plan.strings[0].slot == NO_SLOT
        && plan.flags_value == NO_SLOT
        && plan.disp8_shift == 0
}

/// Reads the operands of plain plan `plan` into `inst` (`modrm`: the
/// byte after the opcode, read here if the plan has a ModRM byte; `facts`:
/// the length's facts: [`IMMEDIATE_BYTES`] and [`MODRM_FOLLOWS`]); `None` (an operand the general
/// decoder must judge) leaves the rest to it. The immediates come from
/// one 8-byte word.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn operands<const FORM: u32>(
    t: &Tables<'_>,
    plan: &PlainPlan,
    facts: u32,
    head: &Head,
    opcode: u8,
    segment: u8,
    r: &mut Window<'_>,
    modrm: u8,
    inst: &mut MCInst,
) -> Option<()> {
    // (A plain plan fills every slot.)
    inst.reset_to_shape(plan.opcode, plan.prefixes, &t.shapes[plan.shape as usize]);
    let rex = head.rex;
    r.at += usize::from(facts & MODRM_FOLLOWS != 0);
    // Numbers 16-31 are the classes' registers under REX or VEX.
    let extended = (rex != 0) as u8 * 16;
    let has = |shift: u32, slot: u8| match part(FORM, shift) {
        ASK => slot != NO_SLOT,
        part => part != 0,
    };
    if has(0, plan.reg.slot) {
        register(t, &plan.reg, extended | modrm >> 3 & 7 | (rex >> 2 & 1) << 3, inst)?;
    }
    let memory = match part(FORM, 2) {
        ASK => plan.flags & plain_flags::MEMORY != 0,
        rm => rm == RM_MEMORY,
    };
    if memory {
        address(t, modrm, rex, segment, r, plan.rm.slot as usize, inst)?;
    } else if has(2, plan.rm.slot) {
        register(t, &plan.rm, extended | modrm & 7 | (rex & 1) << 3, inst)?;
    }
    if has(4, plan.opcode_reg.slot) {
        register(t, &plan.opcode_reg, extended | opcode & 7 | (rex & 1) << 3, inst)?;
    }
    if has(6, plan.vvvv.slot) {
        register(t, &plan.vvvv, extended | head.vvvv, inst)?;
    }
    let [first, second] = plan.immediates;
    let immediates = match part(FORM, 8) {
        ASK if first.slot == NO_SLOT => 0,
        ASK if second.slot == NO_SLOT => 1,
        ASK => 2,
        n => n,
    };
    if immediates != 0 {
        let word = r.word();
        r.at += (facts & IMMEDIATE_BYTES) as usize;
        immediate(first, word, inst);
        if immediates == 2 {
            immediate(second, word.checked_shr(8 * u32::from(first.bytes)).unwrap_or(0), inst);
        }
    }
    let [first, second] = plan.copies;
    let copies = match part(FORM, 10) {
        ASK if first.0 == NO_SLOT => 0,
        ASK if second.0 == NO_SLOT => 1,
        ASK => 2,
        n => n,
    };
    for &(from, to) in [first, second].iter().take(copies as usize) {
        inst.copy_slot(from as usize, to as usize);
    }
    Some(())
}

/// Writes the register of number `n` (below 32) of `field`'s class to
/// its slot; `None` where the class lacks it.
#[inline(always)]
fn register(t: &Tables<'_>, field: &PlainRegister, n: u8, inst: &mut MCInst) -> Option<()> {
    let reg = t.classes[field.class as usize % CLASSES][n as usize & 31];
    inst.set_value(field.slot as usize, reg.into());
    (reg != NONE).then_some(())
}

/// Writes immediate `imm` from the low bytes of `word`.
#[inline(always)]
fn immediate(imm: PlainImmediate, word: u64, inst: &mut MCInst) {
    // (Its bytes shifted to the top and back: 1-8 bytes, so 0-56 bits.)
    let shift = 64u32.wrapping_sub(8 * u32::from(imm.bytes)) & 63;
    let top = word << shift;
    let value = if imm.signed { (top as i64) >> shift } else { (top >> shift) as i64 };
    inst.set_immediate(imm.slot as usize, value);
}

/// A general-purpose address after ModRM byte `modrm` with no prefix but
/// REX (or VEX) and a segment override (or 0) (no address size or APX
/// bits; no vector index), into the five slots from `at`: the general
/// decoder's `memory` for that case. `None` where it finds a problem.
#[inline(always)]
fn address(
    t: &Tables<'_>,
    modrm: u8,
    rex: u8,
    segment: u8,
    r: &mut Window<'_>,
    at: usize,
    inst: &mut MCInst,
) -> Option<()> {
    let (mode, rm) = (modrm >> 6, modrm & 7);
    let d = t.d;
    let reg = |n: u8| Some(t.address_registers[n as usize & 31]).filter(|&reg| reg != NONE);
    let (rex_b, rex_x) = (rex & 1, rex >> 1 & 1);
    let (mut base, mut index, mut scale) = (NO_REGISTER, NO_REGISTER, 1);
    let mut disp_bytes = match mode {
        1 => 1,
        2 => 4,
        _ => 0,
    };
    if rm == 4 {
        let sib = r.consume()?;
        scale = 1 << (sib >> 6);
        let (index_number, base_number) = (sib >> 3 & 7 | rex_x << 3, sib & 7);
        // Index 100 is none; %riz where the SIB byte was not needed.
        if index_number == 4 {
            if !(scale == 1 && (base_number == 4 || (mode == 0 && base_number == 5))) {
                index = Some(d.no_index[0]).filter(|&riz| riz != NONE)?;
            }
        } else {
            index = reg(index_number)?;
        }
        if mode == 0 && base_number == 5 {
            disp_bytes = 4;
        } else {
            base = reg(base_number | rex_b << 3)?;
        }
    } else if mode == 0 && rm == 5 {
        base = d.instruction_pointers.first().copied().filter(|&ip| ip != NONE)?;
        disp_bytes = 4;
    } else {
        base = reg(rm | rex_b << 3)?;
    }
    let disp = match disp_bytes {
        1 => i32::from(r.consume()? as i8),
        4 => {
            let disp = r.word() as u32 as i32;
            r.at += 4;
            disp
        }
        _ => 0,
    };
    let segment = match segment {
        0 => NO_REGISTER,
        byte => d.segments.iter().find(|&&(b, _)| b == byte)?.1,
    };
    inst.set_values(at, [base.into(), scale, index.into(), disp, segment.into()]);
    Some(())
}

#[cfg(all(test, feature = "x86"))]
mod tests {
    use crate::mc::decode_modrm::{decode, decode_general};
    use crate::mc::MCInst;

    /// A fixed xorshift generator.
    fn generator() -> impl FnMut() -> u64 {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        }
    }

    /// Decodes `bytes` the short way (if it takes them) and the general
    /// way, and checks that they agree; whether the short way took them.
    fn compare(bytes: &[u8]) -> bool {
        let tables = crate::targets::by_name("x86_64").expect("the x86 target");
        let d = &tables.decoder.modrm;
        let (mut fast, mut general) = (MCInst::new(0), MCInst::new(0));
        let shortened = decode(tables, d, bytes, &mut fast);
        let plans = d.plans.get_or_init(|| crate::mc::decode_modrm_plan::derive(tables));
        let taken = super::decode(d, plans, bytes, &mut MCInst::new(0)).is_some();
        let expected = decode_general(tables, bytes, &mut general);
        assert_eq!(shortened, expected, "{bytes:02x?}");
        if expected.is_ok() {
            assert!(fast == general, "{bytes:02x?}: {fast:?} / {general:?}");
        }
        taken
    }

    /// Every opcode of the legacy maps with every ModRM byte, without a
    /// prefix and after 0x66, 0xF3 and 0xF2 (and 0x66 before a segment
    /// override, as padding has it), each with and without a segment
    /// override before them, without REX and under REX bytes drawn
    /// in turn, and bytes after them from a fixed generator (cut short at
    /// times): where the short way decodes, the general decoder makes the
    /// same instruction of the same length.
    #[test]
    fn plain_decoding_is_the_general_decoding() {
        let mut random = generator();
        // (Counted apart after padding's prefixes.)
        let (mut short, mut checked) = ([0usize; 2], [0usize; 2]);
        let escapes = [&[][..], &[0x0F], &[0x0F, 0x38], &[0x0F, 0x3A]];
        let prefixes: [&[u8]; 7] = [&[], &[0x66], &[0xF3], &[0xF2], &[0x66, 0x2E], &[0x66, 0x66, 0x3E], &[0x66, 0x65]];
        for (prefix, escape) in prefixes.into_iter().flat_map(|p| escapes.map(|e| (p, e))) {
            for opcode in 0..=255u8 {
                for modrm in 0..=255u8 {
                    let draw = random();
                    let rex = [None, Some(0x40 | (draw & 15) as u8)][(draw >> 4 & 1) as usize];
                    let segment = [None, None, Some(0x64), Some(0x65)][(draw >> 12 & 3) as usize];
                    let mut bytes: Vec<u8> = segment.into_iter().chain(prefix.iter().copied()).chain(rex).collect();
                    bytes.extend(escape.iter().copied().chain([opcode, modrm]));
                    bytes.extend(random().to_le_bytes());
                    bytes.truncate(bytes.len() - (draw >> 8 & 7) as usize);
                    let padding = usize::from(prefix.len() > 1);
                    checked[padding] += 1;
                    short[padding] += usize::from(compare(&bytes));
                }
            }
        }
        // The short way is taken often enough to be compared (about a
        // quarter: the rest are no instruction, or not plain, as a
        // segment override before no address is; after padding's prefixes,
        // only addresses).
        for ((short, checked), part) in short.into_iter().zip(checked).zip([5, 20]) {
            assert!(short * part > checked, "{short} of {checked} decoded the short way");
        }
    }

    /// The same for VEX: every opcode of maps 1-3 (and a map drawn at
    /// times, which may be none) with every ModRM byte, after two- and
    /// three-byte VEX prefixes of random fields.
    #[test]
    fn plain_vex_decoding_is_the_general_decoding() {
        let mut random = generator();
        let (mut short, mut checked) = (0usize, 0usize);
        for map in 1..=3u8 {
            for opcode in 0..=255u8 {
                for modrm in 0..=255u8 {
                    let draw = random();
                    let mut bytes = if draw & 1 == 0 && map == 1 {
                        vec![0xC5, (draw >> 8) as u8]
                    } else {
                        let map = if draw >> 1 & 15 == 0 { (draw >> 16) as u8 & 0x1F } else { map };
                        vec![0xC4, (draw >> 8) as u8 & 0xE0 | map, (draw >> 24) as u8]
                    };
                    if draw >> 5 & 7 == 0 {
                        bytes.insert(0, 0x64);
                    }
                    bytes.extend([opcode, modrm]);
                    bytes.extend(random().to_le_bytes());
                    bytes.truncate(bytes.len() - (draw >> 40 & 7) as usize);
                    checked += 1;
                    short += usize::from(compare(&bytes));
                }
            }
        }
        // (Most VEX opcodes are no instruction; many fields are wrong.)
        assert!(short * 20 > checked, "{short} of {checked} decoded the short way");
    }
}
