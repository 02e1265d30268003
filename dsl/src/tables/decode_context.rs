//! Where an x86 instruction applies among the decoding contexts (see
//! `tdc_schema::decode::context`) and how it ranks there: the rules by
//! which llvm-mc's disassembler lets an instruction described with some
//! prefixes also decode under others (a plain instruction under a repeat
//! prefix it ignores, a 16-bit one under REX.W with 0x66), and which one
//! wins where several apply.
//!
//! An instruction's own context follows from its facts (0x66, 0x67, 0xF2,
//! 0xF3, REX.W); from there it reaches more specific contexts along the
//! edges below. An instruction that selects "no prefix" explicitly
//! (`ExplicitNoPrefix`, SSE's packed-single forms) does not reach the
//! contexts of the prefixes that select other instructions.
//!
//! 0x67 is placed as llvm-mc places its 32-bit-address forms: outside
//! 64-bit mode that is the default address size, so such a form (jecxz)
//! takes the context of its other prefixes, lowest in rank, and reaches
//! the 0x67 contexts from there; its twin with 64-bit addresses (jrcxz) is
//! a 64-bit-mode instruction that does not reach the 0x67 context next to
//! its own, but does reach those further on (66 67 E3 is jrcxz, with
//! `addr32` printed).

use tdc_schema::decode::context as ctx;

/// The contexts llvm-mc classifies 64-bit-mode instructions into, with
/// the ones of instructions that are not specific to 64-bit mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Node {
    Any,
    AnyOpsize,
    AnyXs,
    AnyXd,
    AnyXsOpsize,
    AnyXdOpsize,
    Plain,
    Opsize,
    Adsize,
    OpsizeAdsize,
    Xs,
    Xd,
    XsOpsize,
    XdOpsize,
    XsAdsize,
    XdAdsize,
    RexW,
    RexWXs,
    RexWXd,
    RexWOpsize,
    RexWAdsize,
}

/// How an edge treats the "no explicit prefix" flag of the instruction.
#[derive(Clone, Copy)]
enum Gate {
    /// Always taken; below it the flag counts again as unset.
    Always,
    /// Taken only without an explicit "no prefix"; the flag passes on.
    WithoutExplicit,
    /// Always taken; below it the flag counts as set.
    Explicit,
}

/// The contexts each context's instructions also apply in.
fn children(node: Node) -> &'static [(Node, Gate)] {
    use Gate::*;
    use Node::*;
    match node {
        Any => &[(Plain, Explicit), (AnyOpsize, WithoutExplicit), (AnyXd, WithoutExplicit), (AnyXs, WithoutExplicit)],
        Plain => {
            &[(RexW, Always), (Opsize, WithoutExplicit), (Adsize, Always), (Xd, WithoutExplicit), (Xs, WithoutExplicit)]
        }
        AnyOpsize => &[(Opsize, Always)],
        AnyXd => &[(Xd, Always)],
        AnyXs => &[(Xs, Always)],
        AnyXdOpsize => &[(XdOpsize, Always)],
        AnyXsOpsize => &[(XsOpsize, Always)],
        Adsize => &[(OpsizeAdsize, WithoutExplicit)],
        RexW => {
            &[(RexWXs, WithoutExplicit), (RexWXd, WithoutExplicit), (RexWOpsize, WithoutExplicit), (RexWAdsize, Always)]
        }
        Opsize => &[(RexWOpsize, Always), (OpsizeAdsize, Always), (RexWAdsize, Always)],
        Xd => &[(RexWXd, Always), (XdAdsize, Always)],
        Xs => &[(RexWXs, Always), (XsAdsize, Always)],
        _ => &[],
    }
}

/// The runtime context of a node, if it is one (the `Any*` nodes are not).
fn runtime(node: Node) -> Option<u8> {
    use Node::*;
    Some(match node {
        Plain => ctx::PLAIN,
        Opsize => ctx::OPSIZE,
        Adsize => ctx::ADSIZE,
        OpsizeAdsize => ctx::OPSIZE_ADSIZE,
        Xs => ctx::XS,
        Xd => ctx::XD,
        XsOpsize => ctx::XS_OPSIZE,
        XdOpsize => ctx::XD_OPSIZE,
        XsAdsize => ctx::XS_ADSIZE,
        XdAdsize => ctx::XD_ADSIZE,
        RexW => ctx::REX_W,
        RexWXs => ctx::REX_W_XS,
        RexWXd => ctx::REX_W_XD,
        RexWOpsize => ctx::REX_W_OPSIZE,
        RexWAdsize => ctx::REX_W_ADSIZE,
        _ => return None,
    })
}

/// How a node's instructions rank against others that apply.
fn rank(node: Node) -> u8 {
    use Node::*;
    match node {
        Any => 0,
        Plain => 1,
        AnyXs | AnyXd => 2,
        AnyOpsize | AnyXsOpsize | AnyXdOpsize | Opsize | Adsize | XsOpsize | XdOpsize => 3,
        OpsizeAdsize => 4,
        RexW => 5,
        Xs | Xd | RexWAdsize => 6,
        // The 32-bit address forms of a repeat-prefixed operation
        // (umonitor %esi, enqcmd) over its 64-bit form.
        RexWXs | RexWXd | XsAdsize | XdAdsize => 7,
        RexWOpsize => 8,
    }
}

/// An instruction's facts that place it.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Facts {
    pub op_size: bool,
    pub ad_size: bool,
    pub xs: bool,
    pub xd: bool,
    pub rex_w: bool,
    /// Only in 64-bit mode (REX.W or 0x67 imply it).
    pub mode64: bool,
    /// Selects "no prefix" explicitly (`ExplicitNoPrefix`).
    pub explicit_no_prefix: bool,
    /// VEX: Some(L).
    pub vex: Option<bool>,
    /// EVEX: its vector length.
    pub evex: Option<EvexFacts>,
    /// VEX.L and VEX.W that the processor ignores.
    pub ignores_l: bool,
    pub ignores_w: bool,
    /// After APX's REX2 prefix, whose W llvm-mc does not look at for the
    /// instructions only REX2 writes (pushp, popp, jmpabs).
    pub rex2: bool,
    /// The 64-bit-address form of an instruction that 0x67 turns into
    /// another (jrcxz, whose twin is jecxz).
    pub address_size_64: bool,
}

/// An EVEX instruction's vector length facts.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct EvexFacts {
    /// EVEX.L'L.
    pub ll: u8,
    /// Applies at every L'L (rounding control or `{sae}` there).
    pub any_length: bool,
}

/// The contexts (one bit each) an instruction with `facts` applies in,
/// and its rank.
pub(super) fn placement(f: &Facts) -> (u64, u8) {
    if let Some(e) = f.evex {
        return evex_placement(f, e);
    }
    if let Some(l) = f.vex {
        return vex_placement(f, l);
    }
    let own = own_node(f);
    let mut bits = 0u64;
    visit(own, f.explicit_no_prefix, f.address_size_64, &mut bits);
    // An instruction only REX2 writes ignores its W and an operand-size
    // prefix, as llvm-mc reads it (66 D5 00 50 is pushp %rax).
    if f.rex2 {
        bits |= 1 << ctx::PLAIN | 1 << ctx::REX_W | 1 << ctx::OPSIZE | 1 << ctx::OPSIZE_ADSIZE;
    }
    (bits, rank(own))
}

fn own_node(f: &Facts) -> Node {
    use Node::*;
    // (0x67 alone does not make a 64-bit-mode instruction: see above.)
    if f.mode64 || f.rex_w || f.address_size_64 {
        match f {
            Facts { rex_w: true, op_size: true, .. } => RexWOpsize,
            Facts { rex_w: true, ad_size: true, .. } => RexWAdsize,
            Facts { op_size: true, xd: true, .. } => XdOpsize,
            Facts { op_size: true, xs: true, .. } => XsOpsize,
            Facts { op_size: true, ad_size: true, .. } => OpsizeAdsize,
            Facts { op_size: true, .. } => Opsize,
            Facts { ad_size: true, xs: true, .. } => XsAdsize,
            Facts { ad_size: true, xd: true, .. } => XdAdsize,
            Facts { ad_size: true, .. } => Adsize,
            Facts { rex_w: true, xs: true, .. } => RexWXs,
            Facts { rex_w: true, xd: true, .. } => RexWXd,
            Facts { xd: true, .. } => Xd,
            Facts { xs: true, .. } => Xs,
            Facts { rex_w: true, .. } => RexW,
            _ => Plain,
        }
    } else {
        match f {
            Facts { op_size: true, xd: true, .. } => AnyXdOpsize,
            Facts { op_size: true, xs: true, .. } => AnyXsOpsize,
            Facts { op_size: true, .. } => AnyOpsize,
            Facts { xd: true, .. } => AnyXd,
            Facts { xs: true, .. } => AnyXs,
            _ => Any,
        }
    }
}

/// Marks `node`'s contexts and its descendants'; `own_64bit_address`
/// leaves out the 0x67 contexts that are `node`'s own children.
fn visit(node: Node, explicit: bool, own_64bit_address: bool, bits: &mut u64) {
    if let Some(c) = runtime(node) {
        *bits |= 1 << c;
    }
    for &(child, gate) in children(node) {
        if own_64bit_address && is_address_size(child) {
            continue;
        }
        match gate {
            Gate::Always => visit(child, false, false, bits),
            Gate::WithoutExplicit if !explicit => visit(child, explicit, false, bits),
            Gate::WithoutExplicit => {}
            Gate::Explicit => visit(child, true, false, bits),
        }
    }
}

/// The contexts with 0x67.
fn is_address_size(node: Node) -> bool {
    use Node::*;
    matches!(node, Adsize | OpsizeAdsize | XsAdsize | XdAdsize | RexWAdsize)
}

/// VEX instructions apply where their L, W and pp are (either L or W
/// where the processor ignores it); they rank by how much they ask.
fn vex_placement(f: &Facts, l: bool) -> (u64, u8) {
    let pp = mandatory(f);
    let mut bits = 0u64;
    for cl in [false, true] {
        for cw in [false, true] {
            if (cl == l || f.ignores_l) && (cw == f.rex_w || f.ignores_w) {
                bits |= 1 << ctx::vex(cl, cw, pp);
            }
        }
    }
    (bits, vex_rank(f, l))
}

/// VEX.pp (and EVEX.pp) of the mandatory prefix.
fn mandatory(f: &Facts) -> u8 {
    match (f.op_size, f.xs, f.xd) {
        (true, _, _) => 1,
        (_, true, _) => 2,
        (_, _, true) => 3,
        _ => 0,
    }
}

fn vex_rank(f: &Facts, l: bool) -> u8 {
    let pp = mandatory(f);
    1 + u8::from(pp != 0) + 2 * u8::from(f.rex_w) + 2 * u8::from(l) - u8::from(l && f.rex_w)
}

/// EVEX instructions apply where their L'L (3 reads as 2, 512 bits),
/// W and pp are, or at any L'L when it is not their vector length; they
/// rank as VEX instructions do.
fn evex_placement(f: &Facts, e: EvexFacts) -> (u64, u8) {
    let pp = mandatory(f);
    let mut bits = 0u64;
    for ll in 0..4u8 {
        let length = if ll == 3 { 2 } else { ll };
        for w in [false, true] {
            if (length == e.ll || f.ignores_l || e.any_length) && (w == f.rex_w || f.ignores_w) {
                bits |= 1 << ctx::evex(ll, w, pp);
            }
        }
    }
    (bits, vex_rank(f, e.ll != 0))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn contexts(f: Facts) -> Vec<u8> {
        let (bits, _) = placement(&f);
        (0..64).filter(|c| bits >> c & 1 != 0).collect()
    }

    #[test]
    fn a_plain_instruction_applies_everywhere_but_with_a_repeat_and_operand_size() {
        let all = contexts(Facts::default());
        assert!(!all.contains(&ctx::XS_OPSIZE) && !all.contains(&ctx::XD_OPSIZE));
        assert_eq!(all.len(), 13);
    }

    #[test]
    fn an_explicit_no_prefix_keeps_out_of_the_prefix_contexts() {
        let f = Facts { explicit_no_prefix: true, ..Facts::default() };
        let got = contexts(f);
        assert!(!got.contains(&ctx::XS) && !got.contains(&ctx::OPSIZE));
        assert!(got.contains(&ctx::REX_W_XS) && got.contains(&ctx::OPSIZE_ADSIZE));
    }

    #[test]
    fn a_32_bit_address_form_yields_to_its_twin_where_both_apply() {
        let jecxz = Facts { ad_size: true, ..Facts::default() };
        let jrcxz = Facts { address_size_64: true, ..Facts::default() };
        let (narrow, wide) = (contexts(jecxz), contexts(jrcxz));
        assert!(narrow.contains(&ctx::ADSIZE) && !wide.contains(&ctx::ADSIZE));
        assert!(narrow.contains(&ctx::OPSIZE_ADSIZE) && wide.contains(&ctx::OPSIZE_ADSIZE));
        assert!(placement(&jrcxz).1 > placement(&jecxz).1);
    }

    #[test]
    fn rex_w_with_operand_size_is_its_own() {
        let f = Facts { rex_w: true, op_size: true, ..Facts::default() };
        assert_eq!(contexts(f), vec![ctx::REX_W_OPSIZE]);
        assert_eq!(placement(&f).1, 8);
    }
}
