//===- tdc.td - the tdc target-description prelude -------------------------===//
//
// Every target includes this file. It declares the classes tdc's target
// model reads: the target itself, registers and register classes, operands,
// instructions, aliases and predicates. Class and field names follow the
// vocabulary of LLVM target descriptions; fields marked "tdc:" are ours.
//
//===----------------------------------------------------------------------===//

//===-- Value types --------------------------------------------------------===//

// A machine value type: its width in bits and a stable number.
class ValueType<int size, int value> {
  int Size = size;
  int Value = value;
}

def OtherVT : ValueType<0, 1>;
def i1      : ValueType<1, 2>;
def i8      : ValueType<8, 3>;
def i16     : ValueType<16, 4>;
def i32     : ValueType<32, 5>;
def i64     : ValueType<64, 6>;
def i128    : ValueType<128, 7>;
def f16     : ValueType<16, 10>;
def f32     : ValueType<32, 11>;
def f64     : ValueType<64, 12>;
def f128    : ValueType<128, 14>;
def v8i8    : ValueType<64, 40>;
def v16i8   : ValueType<128, 41>;
def v4i16   : ValueType<64, 50>;
def v8i16   : ValueType<128, 51>;
def v2i32   : ValueType<64, 60>;
def v4i32   : ValueType<128, 61>;
def v2i64   : ValueType<128, 70>;
def v4f32   : ValueType<128, 80>;
def v2f64   : ValueType<128, 90>;
def untyped : ValueType<8, 255>;

//===-- Registers ----------------------------------------------------------===//

// Names a part of a register: `Size` bits starting at bit `Offset`.
class SubRegIndex<int size, int offset = 0> {
  string Namespace = "";
  int Size = size;
  int Offset = offset;
}

// A register. `AsmName` is how the assembler spells it; `HWEncoding` is the
// number placed in instruction fields.
class Register<string n, list<string> altNames = []> {
  string Namespace = "";
  string AsmName = n;
  list<string> AltNames = altNames;
  // Registers that overlap this one without being a sub-register.
  list<Register> Aliases = [];
  // Registers contained in this one, with the index naming each part.
  list<Register> SubRegs = [];
  list<SubRegIndex> SubRegIndices = [];
  bits<16> HWEncoding = 0;
  // DWARF register numbers, one per debug-info flavour.
  list<int> DwarfNumbers = [];
  int CostPerUse = 0;
  bit isArtificial = 0;
}

// A register made of smaller registers.
class RegisterWithSubRegs<string n, list<Register> subregs> : Register<n> {
  let SubRegs = subregs;
}

// Mixin setting the DWARF numbers.
class DwarfRegNum<list<int> Numbers> {
  list<int> DwarfNumbers = Numbers;
}

// The operators of register-set expressions in `MemberList`:
//   (add A, B, ...)        union, in order of first appearance
//   (sub A, B)             members of A not in B
//   (and A, B)             members of A also in B
//   (shl A, N)             A without its first N members
//   (trunc A, N)           the first N members of A
//   (rotl A, N) (rotr A, N) rotate A left or right by N
//   (decimate A, N)        every Nth member of A, starting with the first
//   (interleave A, B, ...) first of each, then second of each, ...
//   (sequence "R%u", F, L) the registers named R<F> .. R<L>
// (add, sub, and, shl, trunc, rotl and rotr are the selection DAG nodes of
// tdc-dag.td, included at the end of this file.)
def decimate;
def interleave;
def sequence;

// Anything an instruction operand list may name.
class DAGOperand {
  string OperandNamespace = "MCOI";
  // tdc: a Rust function that reads the operand back from the bits of its
  // fields, for the disassembler (the inverse of an EncoderMethod, or a
  // reading that rejects bits no operand of this kind encodes to); empty
  // for the generic reading: a register of the class with that encoding,
  // an immediate (scaled by Scale, sign-extended when DecodeSigned).
  string DecoderMethod = "";
  // tdc: integers the operand's Rust fragments (parser, printer, encoder,
  // samplers) read, meaning what those functions say they mean; one
  // fragment can so serve a family of operands (every vector
  // arrangement, say).
  list<int> FragmentArgs = [];
  // tdc: the set of NamedValue records the operand's Rust fragments look
  // names up in (empty: none). An immediate operand without a
  // ParserMethod reads a name of the set as its value, besides numbers of
  // its range, and prints a value by its first name: keyword operands,
  // and letter sets (a fence's `iorw`, one NamedValue per combination).
  string NamedValues = "";
  // tdc: what an assembly variant that writes operands bare writes after
  // the mnemonic for this operand (AArch64's Apple syntax: `4s` for
  // `add.4s v0, v1, v2`); an instruction class reads it to spell that
  // variant.
  string MnemonicSuffix = "";
}

// A set of registers that can hold values of the types in `RegTypes`.
class RegisterClass<string namespace, list<ValueType> regTypes, int alignment,
                    dag regList> : DAGOperand {
  string Namespace = namespace;
  list<ValueType> RegTypes = regTypes;
  int Size = 0;
  int Alignment = alignment;
  dag MemberList = regList;
  int CopyCost = 1;
  bit isAllocatable = 1;
}

//===-- Operands -----------------------------------------------------------===//

// The operand-list operators.
def ops;
def outs;
def ins;

// How the assembler recognises an operand.
class AsmOperandClass {
  string Name = ?;
  list<AsmOperandClass> SuperClasses = [];
  // tdc: a Rust function (in the module that expands the target) that
  // parses the operand; empty for the generic register/immediate parser.
  string ParserMethod = "";
  // Message given when an operand of this class does not fit.
  string DiagnosticString = "";
  // tdc: the range of values an immediate accepts.
  int MinValue = -9223372036854775808;
  int MaxValue = 9223372036854775807;
  // tdc: whether a symbol (label or external name) is accepted.
  bit AllowSymbol = 0;
}

def ImmAsmOperand : AsmOperandClass {
  let Name = "Imm";
}

// An immediate accepting `lo` .. `hi`.
class ImmRangeAsmOperand<int lo, int hi> : AsmOperandClass {
  let Name = "Imm" # !subst("-", "M", !cast<string>(lo)) # "_" #
             !subst("-", "M", !cast<string>(hi));
  let MinValue = lo;
  let MaxValue = hi;
  let DiagnosticString = "operand must be an immediate in the range [" #
                         lo # "," # hi # "]";
}


// tdc: a relocation operator written before a symbol (`:lo12:sym`), and the
// ELF relocation an operand gets for it. With `withSymbol` the relocation
// names the symbol itself even when it is local (GOT entries belong to a
// symbol), rather than its section plus an offset.
class RelocModifier<string name, int reloc, bit withSymbol = 0, bit threadLocal = 0> {
  string Name = name;
  int RelocType = reloc;
  bit RelocateWithSymbol = withSymbol;
  // The symbol is thread-local: the object types it STT_TLS.
  bit ThreadLocal = threadLocal;
  // Resolving in place. With Resolve, a symbol that is a local label of
  // the same section needs no relocation: the field takes Resolve, a value
  // of the Expansion language (see below) of `$distance`, the label's
  // distance from the instruction (RISC-V's %pcrel_hi takes
  // (sra (add $distance, 0x800), 12)). With DistanceOf as well, the symbol
  // labels an instruction whose operand has that operator, and `$distance`
  // is that operand's (RISC-V's %pcrel_lo(label) and the %pcrel_hi of the
  // auipc at the label); when that one relocates, so does this.
  dag Resolve = ?;
  string DistanceOf = "";
}

// tdc: how a `-show-encoding` listing shows a symbol in an operand of a
// fixed-width instruction, as llvm-mc does: the fixup kind's `Name`, and the
// instruction bits it covers (printed as its letter). `Modifier` names the
// relocation operator it is for ("": a plain symbol, and every operator
// without an entry of its own). The bits are `BitSize` bits from bit
// `BitOffset` of the fixup's first byte (the operand's relocation offset),
// counted in the target's byte order: from the low bit of each byte
// little-endian, from the high bit big-endian (llvm-mc's TargetOffset and
// TargetSize). -1: the bits of the operand's fields.
class FixupKind<string name, string modifier = "", int bitOffset = -1, int bitSize = -1> {
  string Name = name;
  string Modifier = modifier;
  int BitOffset = bitOffset;
  int BitSize = bitSize;
}

// An instruction operand that is not a plain register class.
class Operand<ValueType ty> : DAGOperand {
  ValueType Type = ty;
  // tdc: Rust function printing the operand; empty for the generic printer
  // (register name or decimal immediate).
  string PrintMethod = "";
  // tdc: Rust function turning the operand into its field value; empty
  // when the value goes into the fields as it is.
  string EncoderMethod = "";
  // tdc: without an EncoderMethod, the fields may take the bits of this
  // value of `$value` (the Expansion language, see above) rather than of
  // the value itself: RISC-V's `call` places a distance rounded to its
  // high 20 bits in one word and its low 12 in the next.
  dag EncodedValue = ?;
  // tdc: Rust function deciding whether an alias that uses this operand
  // may print for the operand's slot values (LLVM's MCOperandPredicate);
  // empty when any value the assembler accepts may.
  string PrintPredicate = "";
  // tdc: Rust function drawing one random operand of this kind that the
  // printer prints and the assembler accepts back (pushing its slot
  // values), for random instruction tests; empty for the generic one
  // (a register of the class, an immediate of the range). Needed when
  // ParserMethod is set, unless the operand is one register of a class.
  string SampleMethod = "";
  // tdc: Rust function drawing an operand of this kind's syntax that the
  // assembler must reject (out of range, not encodable), for negative
  // tests; empty when there is none beyond the generic ones (immediates
  // past their range, registers of another class).
  string InvalidSampleMethod = "";
  // OPERAND_IMMEDIATE, OPERAND_REGISTER, OPERAND_MEMORY or OPERAND_PCREL.
  string OperandType = "OPERAND_IMMEDIATE";
  // Sub-operands, for operands made of several MCInst operands.
  dag MIOperandInfo = (ops);
  AsmOperandClass ParserMatchClass = ImmAsmOperand;
  // tdc: for OPERAND_PCREL, the field holds
  //   (target - (address of the instruction + PCRelOffset)) >> PCRelShift
  int PCRelOffset = 0;
  int PCRelShift = 0;
  // tdc: the value counts in units of 2^Scale (AArch64 branch offsets are
  // in bytes, a multiple of 4, and their field holds offset >> 2): the
  // assembler requires a multiple, the encoder places value >> Scale.
  int Scale = 0;
  // tdc: the ELF relocation type written when the operand refers to a
  // symbol that the assembler cannot resolve; -1 when that is an error.
  int RelocType = -1;
  // tdc: the value depends on where the linker places the code (adrp's
  // page offset), so even a label of the same section gets a relocation.
  bit AlwaysRelocate = 0;
  // tdc: relocation operators the operand accepts before a symbol; the
  // operand's value is then left to the linker (always a relocation).
  list<RelocModifier> RelocModifiers = [];
  // tdc: instruction bits set when the operand names a symbol, whether the
  // assembler resolves it or writes a relocation.
  int SymbolInstBits = 0;
  // tdc: a relocation for the operand names the unit of this many bytes
  // of the instruction that holds the operand's field, rather than the
  // instruction's first byte (PowerPC's 16-bit immediates relocate the
  // halfword: its bytes 2-3 when big-endian, 0-1 when little-endian).
  int RelocUnitBytes = 0;
  // tdc: the fixup kinds a listing shows for a symbol in the operand
  // (FixupKind); without one, the operand's fields with no kind name. An
  // operand made of sub-operands may leave them to the one holding the symbol.
  list<FixupKind> FixupKinds = [];
  // tdc: in a variable-length (ModRMEncoded) instruction, the bytes the
  // operand takes after the opcode (an immediate or a relative target);
  // 0: the size of its Type.
  int EncodedBytes = 0;
  // tdc: whether the disassembler sign-extends the value from the highest
  // bit its fields hold. Left unset, it does when the assembler takes
  // negative values and either the range was given (MinValue) or the
  // fields fill the whole Type.
  bit DecodeSigned = ?;
  // tdc: the disassembler reads only values in the ParserMatchClass's
  // range (when it gives one); other bits are no operand of this kind and
  // the instruction does not decode. With DecodeOutOfRange, it reads any
  // value the fields hold (an assembler narrower than the encoding).
  bit DecodeOutOfRange = 0;
  // tdc: the encoding takes only part of the value, on purpose: the
  // assembler keeps the low bits of a wider range (PowerPC's addis takes
  // -65536..65535 into 16 bits, as llvm-mc does), or some bits are left to
  // other fields (the hint of PowerPC's bc+ replaces BO's low 2 bits).
  // Without it, a range wider than the encoded bits is error E0615, and
  // value bits that reach no encoding bit are E0617.
  bit PartlyEncoded = 0;
  // tdc: the operand is written in assembly but carries nothing the
  // encoding needs (the `#0.0` of a compare with zero). An operand of one
  // value (MinValue = MaxValue) needs no saying. Without either, an
  // operand that no encoding bit takes and that is tied to nothing is
  // error E0616.
  bit NotEncoded = 0;
}

// A register class used as an operand with its own printing or parsing.
class RegisterOperand<RegisterClass regclass, string pm = ""> : DAGOperand {
  RegisterClass RegClass = regclass;
  string PrintMethod = pm;
  AsmOperandClass ParserMatchClass = ?;
  // tdc: as Operand's SampleMethod; without one, any register of RegClass.
  string SampleMethod = "";
  // tdc: as Operand's InvalidSampleMethod; without one, a register of
  // another class.
  string InvalidSampleMethod = "";
  // tdc: the element size in bits of a vector register written with an
  // arrangement (z0.s: 32), for the checks after a prefix; 0: none.
  int ElementBits = 0;
}

//===-- Predicates ---------------------------------------------------------===//

def all_of;
def any_of;

// A condition on the subtarget. `AssemblerCondDag` names the features that
// must be on, as (all_of F, ...) or (any_of F, ...).
class Predicate<string cond> {
  string CondString = cond;
  bit AssemblerMatcherPredicate = 0;
  dag AssemblerCondDag = (all_of);
  string PredicateName = "";
}

// A subtarget feature that `-mattr` can switch on.
class SubtargetFeature<string n, string attr, string value, string desc,
                       list<SubtargetFeature> i = []> {
  string Name = n;
  string Attribute = attr;
  string Value = value;
  string Desc = desc;
  list<SubtargetFeature> Implies = i;
}

// Mixin making a Predicate one the assembler checks: an instruction that
// requires it is accepted only while the condition over features holds
// (`(all_of F, ...)` or `(any_of F, ...)`); `name` is how the
// missing-feature error calls it ("instruction requires: sve").
class AssemblerPredicate<dag cond, string name = ""> {
  bit AssemblerMatcherPredicate = 1;
  dag AssemblerCondDag = cond;
  string PredicateName = name;
}

// Mixin restricting an instruction to the given predicates.
class Requires<list<Predicate> preds> {
  list<Predicate> Predicates = preds;
}

// tdc: a name an operand may be written as, standing for a value (a
// system register, a barrier option, a prefetch operation): data that
// operands naming the set (their NamedValues) look names up in, and that
// their printers print values by. `Flags` mean what the set's fragments
// say (readable, writable, takes a register...). A name whose Predicates
// do not hold is unknown to the assembler and printed as a number.
class NamedValue<string set, string name, int value, int flags = 0> {
  string Set = set;
  string Name = name;
  int Value = value;
  int Flags = flags;
  list<Predicate> Predicates = [];
}

// tdc: a name the target's architecture directive (Target's
// ArchDirective, `.arch NAME`) accepts: the features it turns on, on top
// of the target's DefaultFeatures, in place of whatever was on before.
class ArchitectureName<string name, list<SubtargetFeature> features> {
  string Name = name;
  list<SubtargetFeature> Features = features;
}

// tdc: a name Target's ExtensionDirective (`.arch_extension NAME`, `noNAME`)
// and an architecture name's `+NAME` suffixes accept. Kept in the order
// written: errors that name extensions list them so (AArch64's sys ops).
class ExtensionName<string name, list<SubtargetFeature> features> {
  string Name = name;
  list<SubtargetFeature> Features = features;
}

//===-- Pseudo-instruction expansions ------------------------------------===//

def always;
def where;
def when;
def sext_bits;
def low_ones;
def equal;
def not_equal;
def less;
def greater;
def fits_signed;
def fits_unsigned;
def expansion_label;
def expand_again;

// tdc: one way to write a pseudo-instruction as real instructions. Of the
// Expansions whose Guard holds for the operands read, the assembler takes
// the one giving the fewest instructions (the first on a tie), as
// llvm-mc's expanders keep a candidate only when it is shorter.
// Values are dags evaluated on 64-bit integers while assembling:
//   $name               an operand of the pseudo-instruction, or a value
//                       Where names
//   (add a, b) (sub a, b) (and a, b) (or a, b) (xor a, b)
//                       wrapping arithmetic and bitwise operations
//   (shl a, n) (srl a, n) (sra a, n)
//                       shifts; by 64 or more: 0 (sra: the sign)
//   (cttz a) (ctlz a)   trailing or leading zero bits (64 for zero)
//   (sext_bits a, n)    the low n bits of a, sign-extended
//   (low_ones n)        a mask of the low n bits
//   (equal a, b) (not_equal a, b) (less a, b) (greater a, b)
//                       comparisons, signed: 1 or 0
//   (fits_signed a, n) (fits_unsigned a, n)
//                       whether a is an n-bit signed (unsigned) value
//   (all_of c, ...) (any_of c, ...)
//                       conditions combined
// A value that reads a symbol operand has none: the Guard then fails.
// Each step is an instruction dag, `(ADDI $rd, X0, $lo)`: its operands are
// registers, values, or an operand passed on as written (a symbol with its
// addend). A relocation operator applies to one: `(AUIPC $rd, (pcrel_hi
// $sym))`, where pcrel_hi is one of the step operand's RelocModifiers;
// `(pcrel_lo (expansion_label 0))` names a temporary label the assembler
// places at step 0, `.L` followed by LabelPrefix and a number. A step may
// name another pseudo-instruction, expanded in turn, or the
// pseudo-instruction itself as `(expand_again operands...)` (a def cannot
// name itself); `(when cond, step)` is a step taken only when cond holds.
class Expansion<dag guard, list<dag> steps, dag where = (where), string labelPrefix = "tmp"> {
  // (always), or a value: the expansion applies when it is not 0.
  dag Guard = guard;
  list<dag> Steps = steps;
  // Values named for the guard and the steps, in order, each as
  // `value:$name`; a value may use the names before it.
  dag Where = where;
  string LabelPrefix = labelPrefix;
}

//===-- Instructions -------------------------------------------------------===//

class Instruction {
  string Namespace = "";
  dag OutOperandList;
  dag InOperandList;
  // The assembly syntax: literal text with `$op` or `${op}` for an operand,
  // `${op:modifier}` to ask its printer for a variant, `{a|b}` for text
  // that differs between assembly variants, `$$` for a dollar sign.
  string AsmString = "";
  // tdc: a remark that a listing (`-show-encoding`) prints on a line of its
  // own after the instruction, written like AsmString; register operands
  // print without the register prefix. llvm-mc's x86 shuffle comments are
  // such remarks: "$dst = $src[0],zero" prints `xmm1 = xmm0[0],zero`.
  // Adjacent element lists of one register merge, as in llvm-mc's shuffle
  // masks: "$dst = $src[0],$dst[1]" with one register twice prints
  // `xmm1 = xmm1[0,1]`.
  string AsmComment = "";
  list<dag> Pattern = [];
  // "$a = $b" ties two operands; several are separated by commas.
  string Constraints = "";
  // tdc: register operands that must not overlap, as "$a != $b: message"
  // ($a.N for slot N of an operand of several, such as a memory operand's
  // index register)
  // (the message optional) separated by semicolons. The architecture leaves
  // such instructions unpredictable (the two destinations of a load pair, a
  // writeback base that is also loaded or stored), so the assembler rejects
  // them, with the message at $b, and random instruction tests avoid them.
  // A message that starts with "warning: " (x86's gathers) makes it a
  // warning at the statement instead: the instruction is assembled.
  string DistinctRegisters = "";
  string DisableEncoding = "";
  list<Register> Uses = [];
  list<Register> Defs = [];
  list<Predicate> Predicates = [];
  // Size in bytes; 0 for variable.
  int Size = 0;
  int AddedComplexity = 0;
  bit isReturn = 0;
  bit isBranch = 0;
  bit isIndirectBranch = 0;
  bit isCompare = 0;
  bit isMoveImm = 0;
  bit isMoveReg = 0;
  bit isBitcast = 0;
  bit isSelect = 0;
  bit isBarrier = 0;
  bit isCall = 0;
  bit isAdd = 0;
  bit isTrap = 0;
  bit canFoldAsLoad = 0;
  bit mayLoad = ?;
  bit mayStore = ?;
  bit mayRaiseFPException = 0;
  bit isConvertibleToThreeAddress = 0;
  bit isCommutable = 0;
  bit isTerminator = 0;
  bit isReMaterializable = 0;
  bit isPredicable = 0;
  bit hasDelaySlot = 0;
  bit usesCustomInserter = 0;
  bit hasSideEffects = ?;
  bit isCodeGenOnly = 0;
  bit isAsmParserOnly = 0;
  // tdc: llvm-mc's checks of an instruction against a prefix before it
  // (AArch64's movprfx): isPrefix, the prefix itself; isPrefixable, may
  // follow one, which then wrote its destination (operand 0); with neither,
  // an instruction may not follow a prefix, unless isPrefixExempt. The
  // element size checked is PrefixElementBits, or with -1 operand 0's
  // type's ElementBits (0: none, an unpredicated operation).
  bit isPrefix = 0;
  bit isPrefixable = 0;
  bit isPrefixExempt = 0;
  int PrefixElementBits = -1;
  bit isPseudo = 0;
  bit isNotDuplicable = 0;
  bit hasNoSchedulingInfo = 0;
  // tdc: the one assembly variant whose assembler reads this form (an
  // AsmWriter's Name); empty: every variant. Every variant prints it.
  string AsmVariantName = "";
  // Instructions in different decoder namespaces may share an encoding
  // (for example 32- and 64-bit register views of one operation).
  string DecoderNamespace = "";
  // tdc: the disassembler ranks instructions whose encodings overlap by
  // this first (higher first), then prefers the one whose fixed bits
  // include the other's, then, between equal encodings, the one whose
  // namespace comes first in the Target's DecoderNamespaces; any other
  // overlap is an error. An instruction may also declare
  //   field bits<N> DecodeIgnore = ...;
  // as wide as its Inst: bits set there are encoded as Inst says but not
  // read when decoding (bits the processor ignores): a fixed bit is not
  // checked, an operand bit reads as zero.
  int DecoderPriority = 0;
  // The disassembler decodes this instruction although it is
  // isCodeGenOnly (the assembler never chooses it): x86's second encodings
  // of register-to-register operations.
  bit ForceDisassemble = 0;
  // tdc: a pseudo-instruction the assembler reads and replaces by real
  // instructions (see Expansion below): loading any constant, a symbol's
  // address, a far call. Empty: the instruction is encoded as it is.
  list<Expansion> Expansions = [];
  // tdc: the instruction to use instead, with the operands in the same
  // places, when an operand naming a symbol does not fit this one's field
  // or needs a relocation (x86's rel8 jump grows to rel32; RISC-V's
  // conditional branch becomes the inverted branch over a jump). The
  // assembler writes this instruction in listings and grows it only in
  // objects, as llvm-mc.
  Instruction RelaxedForm = ?;
}

//===-- Variable-length encodings: prefixes, opcode, ModRM (x86) ---------===//

// tdc: an instruction that inherits ModRMEncoded has no `Inst` word; the
// encoder composes its bytes from these facts and its operands, in order:
// a segment-override prefix (from a memory operand's segment), 0x67 when
// a memory operand uses 32-bit address registers, the legacy Prefixes,
// REX (W from RexW; R, X, B from the registers' HWEncoding bit 3; present
// too when a register has HWEncoding bit 4) or VEX, the OpcodeBytes,
// ModRM, SIB and displacement as the Form places the operands, then each
// remaining operand in EncodedBytes little-endian bytes.
//
// Operands are taken in order (outputs first, tied inputs skipped):
//   RawFrm      no register operands; immediates only
//   AddRegFrm   the register is added to the last opcode byte
//   MRMDestReg  ModRM.rm = the first register, ModRM.reg = the next
//   MRMDestMem  ModRM.rm = the memory operand (first), ModRM.reg = a register
//   MRMSrcReg   ModRM.reg = the first register, ModRM.rm = the next
//   MRMSrcMem   ModRM.reg = the first register, ModRM.rm = the memory operand
//   MRMnr       ModRM.reg = n, ModRM.rm = the first register
//   MRMnm       ModRM.reg = n, ModRM.rm = the memory operand
//   MRMSrcReg4VOp3, MRMSrcMem4VOp3
//               ModRM.reg = the first register, ModRM.rm = the next (or
//               the memory operand), VEX.vvvv = the one after
//   MRMSrcRegOp4, MRMSrcMemOp4
//               ModRM.reg = the first register, VEX.vvvv = the next,
//               imm8[7:4] = the one after, ModRM.rm = the last register
//               (or the memory operand)
//   MRMr0       ModRM.reg = the register, ModRM.rm = 0 (mod 11)
//   MRMSrcMemFSIB, MRMDestMemFSIB
//               as MRMSrcMem and MRMDestMem, with a SIB byte even when
//               the address has no index (AMX's strided tile loads)
//   RawFrmString
//               no ModRM: the memory operands are a string instruction's
//               fixed addresses, (%rsi) and %es:(%rdi), of two slots each
//               (base, segment): 32-bit registers give 0x67 (all of them
//               32-bit or none), a segment its override prefix (none for
//               the default one, whose prefix is 0x3E)
// With VexVvvv, the register after ModRM.reg's goes into VEX.vvvv (in
// the Dest forms, the one after ModRM.rm's; in MRMnr and MRMnm, the
// first); in MRMSrcReg and MRMSrcMem a register after ModRM.rm's goes
// into imm8[7:4] (VEX's fourth register operand).
// The 2-byte VEX prefix (C5) has no VEX.X, VEX.B, VEX.W or map field, so
// it serves only map 0F without W; as llvm-mc does, the assembler swaps
// the VEX.vvvv and ModRM.rm registers of an `isCommutable` instruction
// when only the ModRM.rm one needs VEX.B, so that C5 applies.
// A memory operand has five slots: base, scale, index, displacement,
// segment (LLVM's x86 memory reference).
//
// What the encoder needs to know of a register is in its HWEncoding:
//   bits 2-0  its number in ModRM.reg, ModRM.rm, SIB or the opcode byte;
//   bit 3     the extension bit (REX.R, REX.X or REX.B; inverted in VEX);
//   bit 4     it exists only with a REX prefix;
//   bit 5     it cannot be used with a REX prefix;
//   bit 6     a 32-bit register: as a memory operand's base or index it
//             needs the address-size prefix 0x67;
//   bit 7     the instruction pointer: as a base, the address is relative
//             to the end of the instruction (ModRM.rm 101, no SIB);
//   bits 14-8 for a segment register, its segment-override prefix byte;
//   bit 15    the fifth bit of a general register's number (APX's R16-R31):
//             REX2's R4, X4 or B4, or EVEX's R4 (R'), X4, B4 or V4 (V').
class ModRMForm<int value> {
  int Value = value;
}
def RawFrm     : ModRMForm<0>;
def AddRegFrm  : ModRMForm<1>;
def MRMDestReg : ModRMForm<2>;
def MRMDestMem : ModRMForm<3>;
def MRMSrcReg  : ModRMForm<4>;
def MRMSrcMem  : ModRMForm<5>;
foreach n = 0...7 in {
  def MRM#n#r : ModRMForm<!add(8, n)>;
  def MRM#n#m : ModRMForm<!add(16, n)>;
}
def MRMSrcReg4VOp3 : ModRMForm<24>;
def MRMSrcMem4VOp3 : ModRMForm<25>;
def MRMSrcRegOp4   : ModRMForm<26>;
def MRMSrcMemOp4   : ModRMForm<27>;
def MRMr0          : ModRMForm<28>;
def MRMSrcMemFSIB  : ModRMForm<29>;
def MRMDestMemFSIB : ModRMForm<30>;
def RawFrmString   : ModRMForm<31>;

class ModRMEncoded {
  // Legacy prefixes in order: 0x66 (operand size), 0xF2 or 0xF3 (as
  // mandatory prefixes). With Vex, one of 0x66, 0xF3, 0xF2 becomes VEX.pp.
  list<int> Prefixes = [];
  // REX.W (VEX.W with Vex): a 64-bit operand size.
  bit RexW = 0;
  // The opcode, escape bytes included (0x0F, 0x0F 0x38, 0x0F 0x3A; with
  // Vex they become VEX.mmmmm).
  list<int> OpcodeBytes = [];
  ModRMForm Form = RawFrm;
  // A VEX prefix instead of legacy prefixes and REX; VexL: 256 bits.
  bit Vex = 0;
  bit VexL = 0;
  // A source register in VEX.vvvv.
  bit VexVvvv = 0;
  // tdc: with Vex, the XOP prefix (0x8F, always three bytes) of AMD's XOP,
  // TBM and LWP instructions: OpcodeBytes are the map (8, 9 or 10) and
  // the opcode.
  bit Xop = 0;
  // tdc: with Vex, an instruction llvm-mc takes only under `{vex}` (or
  // `{vex2}`, `{vex3}`), and lists with `{vex}`: its mnemonic alone
  // names the EVEX form (AVX-VNNI, AVX-IFMA).
  bit ExplicitVex = 0;
  // How a linker may relax a RIP-relative load of a GOT entry through
  // this instruction (the fixup kind of a plain symbol): 0 not at all;
  // 1 relaxable (R_X86_64_GOTPCRELX, or REX_GOTPCRELX with a REX prefix);
  // 2 a 64-bit mov load.
  int GotRelaxation = 0;
  // tdc: the processor does not look at ModRM.reg (setcc, the hinting
  // nops): the encoder writes the Form's digit, the disassembler takes
  // any.
  bit IgnoresModRMReg = 0;
  // tdc: the disassembler's view of prefixes it does not need. By default
  // an instruction without 0x66, 0xF2 or 0xF3 also decodes under those
  // prefixes where no instruction of its opcode takes them (they are then
  // its operand size or a repeat prefix it ignores, printed as llvm-mc
  // prints them); ExplicitNoPrefix: its lack of a prefix selects it (SSE's
  // packed-single forms), and another prefix makes it no instruction.
  // VexLIG, VexWIG: the processor ignores VEX.L or VEX.W (the manuals'
  // LIG and WIG): the disassembler takes either value. PrefixesIgnored:
  // the processor does not look at the Prefixes the encoder writes (VIA
  // PadLock's rep): the disassembler takes the opcode with or without.
  bit ExplicitNoPrefix = 0;
  bit PrefixesIgnored = 0;
  // tdc: an instruction only 64-bit mode has (rdpid's 64-bit form): the
  // disassembler ranks it as llvm-mc ranks such instructions, above the
  // REX.W forms of its opcode that do not take its prefix.
  bit Only64BitMode = 0;
  // tdc: an implicit memory address (string instructions, absolute
  // moves) that the description writes without an address size
  // (ImplicitAddress) or a segment (ImplicitSegment): the disassembler
  // leaves bytes with 0x67 or a segment override to forms the description
  // does not have (llvm-mc prints `(%esi)`, `%ds:(%rsi)`).
  bit ImplicitAddress = 0;
  // tdc: an opcode that ends in a whole ModRM byte (lfence, 0F AE E8): the
  // disassembler takes any ModRM.rm with its mod and reg.
  bit IgnoresModRMRm = 0;
  bit ImplicitSegment = 0;
  // tdc: an instruction that is the byte of a repeat prefix (0xF2, 0xF3)
  // read as TSX's lock-elision hint (xacquire, xrelease): the disassembler
  // takes it instead of the repeat prefix where llvm-mc does, before lock,
  // xchg, or 0xF3 before a store mov.
  bit LockElisionHint = 0;
  bit VexLIG = 0;
  bit VexWIG = 0;
  // tdc: the same operation with ModRM.reg and ModRM.rm exchanged (x86's
  // store-direction opcode of a register move). When only the ModRM.rm
  // register needs VEX.B, the assembler takes this form so that the
  // 2-byte VEX prefix applies, as llvm-mc does.
  Instruction ReversedForm = ?;
  // tdc: with isCommutable, commute for the 2-byte VEX prefix only when
  // the low three bits of the immediate are one of these (x86's vcmpps
  // swaps its sources for the symmetric predicates alone); empty: always.
  list<int> CommutableImmediates = [];
  // tdc: a byte after everything else, the opcode proper of 3DNow!
  // instructions (0x0F 0x0F ModRM ... suffix); -1: none.
  int OpcodeSuffix = -1;
  // tdc: a prefix written as an instruction of its own (`data16`, `rex64`,
  // a segment name): another instruction may follow it on the same line,
  // and is assembled and listed as the next statement.
  bit IsPrefix = 0;
  // tdc: EVEX (AVX-512) instead of legacy prefixes, REX or VEX: Prefixes
  // become EVEX.pp, the escape bytes (or OpcodeMap) EVEX.mmm, RexW EVEX.W,
  // VexVvvv and VexL as with VEX. A register's HWEncoding bit 4 is the
  // fifth bit of its number: EVEX.R' for ModRM.reg, EVEX.X for a ModRM.rm
  // register, EVEX.V' for VEX.vvvv or a vector index (VSIB).
  bit Evex = 0;
  // EVEX.L' (with VexL, EVEX.L'L): 512-bit vectors.
  bit EvexL2 = 0;
  // EVEX.b: a broadcast memory operand, or between registers embedded
  // rounding or {sae}.
  bit EvexB = 0;
  // EVEX.z: zeroing-masking (`{z}`).
  bit EvexZ = 0;
  // APX's REX2 prefix instead of REX: 0xD5, then M0 R4 X4 B4 W R3 X3 B3
  // (M0: the map, 0 or 1 for 0x0F). Here for the instructions only REX2
  // writes (pushp, popp, jmpabs).
  bit Rex2 = 0;
  // APX (EVEX map 4): NF, "no flags", EVEX.aaa's bit 2.
  bit EvexNF = 0;
  // tdc: with Evex, an instruction llvm-mc takes only under `{evex}`, and
  // lists with `{evex}`: its mnemonic alone names the legacy form (APX's
  // EVEX forms of legacy instructions).
  bit ExplicitEvex = 0;
  // tdc: with EvexNF, an instruction llvm-mc takes only under `{nf}`, and
  // lists with `{nf}` (APX's no-flags forms; cfcmov's NF is its own).
  bit ExplicitNF = 0;
  // APX's source condition code (ccmp, ctest), 0 to 15, in EVEX.V' and
  // EVEX.aaa; -1: none.
  int EvexSCC = -1;
  // APX's new data destination: EVEX.b (ND) set and the first register
  // operand, the destination, in EVEX.vvvv; the form places the rest.
  bit NewDataDest = 0;
  // EVEX's compressed displacement: a displacement that is a multiple of
  // Disp8Scale and at most 127 times it (at least -128 times) takes one
  // byte, holding displacement / Disp8Scale (the tuple type's N, a power
  // of two).
  int Disp8Scale = 1;
  // llvm-mc assembles this EVEX instruction's text as a VEX instruction
  // (or, for APX's EVEX forms of legacy instructions of maps 2 and 3, as
  // the legacy one) when every register is one VEX (or REX) can name and
  // `{evex}` is not written: the assembler takes this one only when EVEX
  // is needed.
  bit PrefersVex = 0;
  // The VEX/EVEX map when the opcode has no legacy escape bytes (EVEX maps
  // 4, 5 and 6); 0: from the escape bytes in OpcodeBytes.
  int OpcodeMap = 0;
}

// tdc: an operand of a ModRMEncoded instruction whose record (Operand or
// RegisterOperand) also inherits one of these is not placed by the Form:
// the opmask register of `{%k1}` goes into EVEX.aaa; a rounding-control
// operand (`{rn-sae}`, value 0-3) into EVEX.L'L, with EVEX.b set; a
// flags operand (APX's default flags value, `{dfv=of,cf}`, 0-15) into
// EVEX.vvvv as it is, not inverted.
class EvexOpmaskOperand;
class EvexRoundingOperand;
class EvexFlagsOperand;

// An alternative spelling that assembles to (and, when `EmitPriority` is
// positive, prints as) the instruction dag `Result`.
class InstAlias<string Asm, dag Result, int Emit = 1, string VariantName = ""> {
  string AsmString = Asm;
  dag ResultInst = Result;
  int EmitPriority = Emit;
  string AsmVariantName = VariantName;
  list<Predicate> Predicates = [];
}

// Another mnemonic for the same instructions, accepted by the assembler only.
// tdc: a `To` of two words stands for two statements, the first mnemonic
// alone and then the second with the operands (x86's `fstsw` is `wait`
// then `fnstsw`).
class MnemonicAlias<string From, string To, string VariantName = ""> {
  string FromMnemonic = From;
  string ToMnemonic = To;
  string AsmVariantName = VariantName;
  list<Predicate> Predicates = [];
}

//===-- The target ---------------------------------------------------------===//

class InstrInfo {
  bit guessInstructionProperties = 1;
}

class AsmParser {
  string AsmParserClassName = "AsmParser";
  int Variant = 0;
}

class AsmWriter {
  string AsmWriterClassName = "InstPrinter";
  int Variant = 0;
  // tdc: its name (x86's "intel"; `AsmVariantName` gives it), and for a
  // Variant other than 0 how it spells registers and immediates (the
  // Target's RegisterPrefix and ImmediatePrefix are variant 0's).
  string Name = "";
  string RegisterPrefix = "";
  string ImmediatePrefix = "";
  // tdc: an assembly string without `|` after its mnemonic has its
  // operands written for variant 0; this variant's are the same in the
  // reverse order, with variant 0's RegisterPrefix dropped from literal
  // registers (x86's Intel syntax against AT&T). A string with `|` groups
  // in its operands gives every variant's as written. Either way the
  // mnemonic may have groups (`mov{zbl|zx}`).
  bit ReverseOperands = 0;
  // tdc: in a variant whose memory operands may leave out their size
  // (x86's Intel `[rax]` for `dword ptr [rax]`), the mnemonics whose
  // memory operand then takes the pointer's size; for any other, two
  // instructions that read it at different sizes make it ambiguous.
  list<string> PointerSizedMnemonics = [];
  // tdc: whether the assembler reads this variant beside variant 0, with
  // no directive to switch: a statement variant 0 does not take is read
  // in this one (AArch64's Apple syntax, `add.4s v0, v1, v2`, which
  // llvm-mc's AArch64 parser takes beside the generic one).
  bit ReadBesideFirst = 0;
  // tdc: an operand that fits no form is reported at the statement's
  // start, not underlined, rather than at the operand (llvm-mc's Intel
  // parser).
  bit MismatchAtStatement = 0;
}

// A data directive of the target's own (`.xword 1` writes 8 bytes), beside
// the ones every target has (.byte, .short, .2byte, .long, .4byte, .int,
// .quad, .8byte, .value).
// tdc: the ELF relocation for a symbol in a variable-length
// (ModRMEncoded) instruction: the encoder's fixup kind (its name in
// llvm-mc's listings: FK_Data_4, FK_PCRel_1, reloc_riprel_4byte, ...) and
// the relocation operator written on the symbol ("" for none). Without an
// entry for an operator, its RelocModifier's RelocType applies.
class FixupRelocation<string kind, string modifier, int reloc> {
  string Kind = kind;
  string Modifier = modifier;
  int RelocType = reloc;
}

// tdc: a word written before an instruction on its line that changes how
// it is encoded (x86 `lock`, `rep`, `{disp32}`), kept with it and printed
// before it as `Print` (nothing when empty; several in the order of the
// Target's list). `MnemonicSuffix`, when set, is another spelling glued to
// the mnemonic (`jmp.d32`). The encoder writes `Byte` (-1: none) after
// any segment prefix, before 0x67 (or, with `AfterOperandSize`, after
// 0x66), and follows the `Hints`, a sum of:
//   1  a displacement of one byte, even when zero would need none;
//   2  a displacement of four bytes, and the RelaxedForm of a jump;
//   4  the three-byte VEX prefix;
//   8  a REX prefix, even when nothing needs one;
//   16 an EVEX instruction (`{evex}`): the assembler takes no other;
//   32 no EVEX instruction (`{vex}`); VEX instructions with ExplicitVex
//      are taken only then, and are written with `{vex}` whichever
//      prefix asked;
//   64 an EVEX instruction with ExplicitNF (`{nf}`) and no other; those
//      are taken only then. (EVEX instructions with ExplicitEvex are
//      taken only under 16.)
class AsmPrefix<string name, int byte, int hints = 0, string print = "", string suffix = ""> {
  string Name = name;
  int Byte = byte;
  bit AfterOperandSize = 0;
  int Hints = hints;
  string Print = print;
  string MnemonicSuffix = suffix;
}

// tdc: one nop instruction's bytes (see Target's NopSequences).
class NopSequence<list<int> bytes> {
  list<int> Bytes = bytes;
}

class DataDirective<string name, int size> {
  string Name = name;
  // 1, 2, 4 or 8 bytes.
  int Size = size;
}

// Exactly one record of this class describes the target.
class Target {
  InstrInfo InstructionSet;
  list<AsmParser> AssemblyParsers = [];
  list<AsmWriter> AssemblyWriters = [];
  // tdc: the ELF `e_machine` of objects for this target.
  int ElfMachine = 0;
  // tdc: "little" or "big"; instruction words are written in this order.
  string Endianness = "little";
  // tdc: how comments start in assembly ("#" and "//" are common).
  list<string> CommentStrings = ["#"];
  // tdc: comment markers that count only as the first non-blank text of a
  // line (AArch64's "#", which elsewhere starts an immediate). The listing
  // of `-show-encoding` uses the first of CommentStrings.
  list<string> LineCommentStrings = [];
  // tdc: punctuation that belongs to the mnemonic it follows, even after
  // spaces (PowerPC's branch hints: `bdnz -8` is `bdnz- 8`).
  list<string> MnemonicSuffixes = [];
  // tdc: suffixes the assembler appends to a mnemonic that matches nothing
  // as written (x86's operand sizes b, w, l, q): one that matches is used,
  // several are an "ambiguous instructions" error.
  list<string> SizeSuffixes = [];
  // tdc: register classes whose registers rule SizeSuffixes out for a
  // statement without a memory operand: llvm-mc's x86 parser never gives
  // an instruction on vector registers alone a size (`vpand %xmm18, ...`
  // is no `vpandq`).
  list<RegisterClass> SizeSuffixesNotWith = [];
  // tdc: the record-form suffix of mnemonics (PowerPC's "."): a mnemonic
  // that is known without it is an operand error at the suffix.
  string RecordFormSuffix = "";
  // tdc: llvm-mc's message for an unknown mnemonic ("{mnemonic}" in it is
  // the mnemonic as written, in lower case), and whether it adds "did you
  // mean" suggestions (mnemonics two insertions or deletions away).
  string UnknownMnemonicMessage = "";
  bit SuggestMnemonics = 0;
  // tdc: llvm-mc's x86 way of placing errors: an operand that fits no form
  // is reported at its start and underlined to its end (`^~~~`), and so
  // are an unknown mnemonic and a prefixed name that is no register
  // ("invalid register name"); text after an operand other than a comma
  // is "unexpected token in argument list".
  bit OperandRanges = 0;
  // tdc: llvm-mc's AArch64 way: "too few operands" underlines the whole
  // statement.
  bit TooFewOperandsRange = 0;
  // tdc: llvm-mc's error for an integer literal wider than 64 bits, at the
  // literal whatever the instruction (empty: "unexpected token" where an
  // operand expects a number).
  string BigLiteralMessage = "";
  // tdc: llvm-mc's error when the two writings of one register (a tied
  // operand, or an alias naming an operand twice) differ, placed at the
  // second; empty: "additional inst constraint not met" at the statement.
  string TiedOperandMessage = "";
  // tdc: llvm-mc's errors for an instruction after a prefix (see
  // Instruction's isPrefix), in this order: not allowed after one; writes
  // another destination; reads the destination again; unpredicated after a
  // predicated prefix; another predicate; another element size. Empty: no
  // such checks. A governing predicate is the first register operand of
  // one of PrefixPredicateClasses.
  list<string> PrefixMessages = [];
  list<RegisterClass> PrefixPredicateClasses = [];
  // tdc: text printed before immediates and accepted (optionally) before
  // them in assembly, like AArch64's "#".
  string ImmediatePrefix = "";
  // tdc: whether an immediate must be written with ImmediatePrefix (x86's
  // AT&T `$`: without it a number is a memory address).
  bit ImmediatePrefixRequired = 0;
  // tdc: text printed before register names and required before them in
  // assembly (x86's AT&T `%`); a name without it is a symbol.
  string RegisterPrefix = "";
  // tdc: whether registers and all literal syntax match regardless of
  // case (mnemonics always do).
  bit CaseInsensitiveAsm = 0;
  // tdc: relocation operators are written after the symbol (`sym@PLT`,
  // x86) instead of before it (`:lo12:sym`, AArch64).
  bit RelocModifierAfterSymbol = 0;
  // tdc: relocation operators are written as functions of the symbol
  // (`%hi(sym)`, `%pcrel_lo(label)`, RISC-V) instead of before it.
  bit RelocModifierAsFunction = 0;
  // tdc: ELF relocation types for `.short sym`, `.long sym` and `.quad sym`.
  int DataReloc16 = -1;
  int DataReloc32 = -1;
  int DataReloc64 = -1;
  // tdc: ELF relocation types for a 2-, 4- and 8-byte difference between a
  // symbol and a location of the section being written (`.word sym - .`).
  int DataPCRel16 = -1;
  int DataPCRel32 = -1;
  int DataPCRel64 = -1;
  // tdc: alignment of `.text` in a new object (llvm-mc's ELF default is 4).
  int TextAlignment = 4;
  // tdc: the bytes that pad code for `.p2align` (a padding that is not a
  // multiple of their number is an error, as in llvm-mc).
  list<int> NopBytes = [];
  // tdc: a `.p2align N, FILL` in code with this FILL pads with nops, as
  // if no FILL were given (llvm-mc's text alignment fill value).
  int TextAlignFillValue = 0;
  // tdc: code padding of any length, for targets with nops of many sizes
  // (x86): NopSequences[n-1] is the nop of n bytes. A longer padding is
  // cut into pieces of at most MaxNopLength bytes, each the longest
  // sequence with NopPrefix repeated before it to the piece's length.
  list<NopSequence> NopSequences = [];
  int MaxNopLength = 0;
  int NopPrefix = -1;
  // tdc: the width of a pointer, the type of addresses in patterns.
  int PointerBits = 64;
  // tdc: a code padding that is not a multiple of NopBytes starts with
  // zero bytes up to the next multiple (AArch64), or ends with them after
  // the nops (PowerPC), instead of being an error (BPF).
  bit NopPadStartsWithZeros = 0;
  bit NopPadEndsWithZeros = 0;
  // tdc: the target's own data directives.
  list<DataDirective> DataDirectives = [];
  // tdc: words before an instruction that change its encoding.
  list<AsmPrefix> AsmPrefixes = [];
  // tdc: relocations for the fixups of variable-length instructions.
  list<FixupRelocation> FixupRelocations = [];
  // tdc: relocations carry their addend (ELF RELA, `.rela` sections) and
  // the relocated field holds zero, instead of the addend written in place
  // (ELF REL).
  bit RelocationsWithAddend = 0;
  // tdc: relocations name a local symbol itself, never its section plus
  // an offset (RISC-V, whose linker relaxes code and must see each
  // target).
  bit RelocateWithSymbols = 0;
  // tdc: mapping symbols (local, no type) that mark where code and where
  // data start in a section, each time its contents change between the
  // two; empty when the target has none. Code is what instructions emit,
  // data what data and fill directives emit.
  string CodeMappingSymbol = "";
  string DataMappingSymbol = "";
  // tdc: stack maps and patch points (`.stackmap`, `.patchpoint`; see the
  // README's "Stack maps"). Whether the target has them at all.
  bit StackMaps = 0;
  // tdc: the nops that fill stack map shadows and patch points, as the
  // code generator writes them: PatchNops[n-1] is the nop of n bytes and a
  // longer padding is cut into the longest first. Empty: NopBytes repeated
  // (the padding must then be a multiple of their length).
  list<NopSequence> PatchNops = [];
  // tdc: where the nops of a shadow that the code after its point does not
  // fill go: 0 after that code (x86: a call in the shadow counts, and the
  // nops go before the call), 1 at the point itself (AArch64, PowerPC: a
  // call ends the shadow without counting).
  bit ShadowNopsAtPoint = 0;
  // tdc: instructions longer than this many bytes are a sequence of words
  // of this size, the most significant first, each stored in the target's
  // byte order (PowerPC's 8-byte prefixed instructions are two 4-byte
  // words, prefix first); 0: an encoding is stored as one unit.
  int InstructionWordBytes = 0;
  // tdc: in objects, an instruction longer than InstructionWordBytes may
  // not cross a boundary of this many bytes: one word of nops pads before
  // one that would, and a section holding one is aligned to it (llvm-mc's
  // PowerPC prefixed instructions and 64 bytes). 0: no such rule.
  int LongInstructionBoundary = 0;
  // tdc: a directive whose operand becomes the ELF header's e_flags
  // (PowerPC's `.abiversion 2`); empty: e_flags is 0.
  string ElfFlagsDirective = "";
  // tdc: a patch point's call to its target address, as assembly lines
  // assembled by the target's own tables. In them "{target}" is the whole
  // address, "{target:S:N}" bits S to S+N-1 of it as an unsigned number and
  // "{starget:S:N}" the same bits as a signed number.
  list<string> PatchPointCall = [];
  // tdc: the decoder namespaces of instructions the disassembler decodes
  // (pseudo, isCodeGenOnly and isAsmParserOnly instructions never are),
  // in order of preference between equal encodings; empty: the default
  // namespace "" alone.
  list<string> DecoderNamespaces = [];
  // tdc: architecture features. The features on when no `-mattr` or
  // directive says otherwise (llvm-mc's generic CPU for the target).
  list<SubtargetFeature> DefaultFeatures = [];
  // tdc: features on with the defaults only while nothing asks for others:
  // llvm-mc gives a generic CPU "+v8a" when no -mattr is given.
  list<SubtargetFeature> ImplicitFeatures = [];
  // tdc: the error for an instruction whose assembler predicates do not
  // hold; the missing predicates' PredicateNames follow, each after a
  // space, in the order of their record names (llvm-mc's AArch64 and x86
  // say "instruction requires:").
  string MissingFeatureMessage = "instruction requires:";
  // tdc: the directives that switch features while assembling
  // (ArchitectureName and ExtensionName records give their names); empty
  // when the target has none.
  string ArchDirective = "";
  string ExtensionDirective = "";
}

//===-- Selection patterns -------------------------------------------------===//

include "tdc-dag.td"
