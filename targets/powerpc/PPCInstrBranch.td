//===- PPCInstrBranch.td - PowerPC64 branches and CR logic for tdc --------===//
//
// Branches print according to the spelling the assembler matched, not only
// to their bits: `blr` and `bclr 20, 0` are one word, `beq 0, 8` and
// `bc 12, 2, 8` another, and llvm-mc prints each as it was written. So the
// spellings are instructions of their own, sharing encodings with the
// general forms in other decoder namespaces:
//   - bc/bca/bcl/bcla and bclr/bcctr take BO and BI as numbers, and print
//     through bt/bf/bdnzt/... for the BO values that have one;
//   - the BCC family holds the condition mnemonics (beq, bge+, bltlr, ...),
//     which write a CR field and always print it;
//   - the bdnz/bdz family and blr/bctr have BO fixed.
//
//===----------------------------------------------------------------------===//

//===-- Unconditional ------------------------------------------------------===//

def B   : IForm<18, 0, 0, (ins directbrtarget:$LI), "b $LI"> { let isBarrier = 1; }
def BA  : IForm<18, 1, 0, (ins absdirectbrtarget:$LI), "ba $LI"> { let isBarrier = 1; }
let isCall = 1, Defs = [LR] in {
  def BL  : IForm<18, 0, 1, (ins directbrtarget:$LI), "bl $LI">;
  def BLA : IForm<18, 1, 1, (ins absdirectbrtarget:$LI), "bla $LI">;
}

//===-- bc with BO and BI --------------------------------------------------===//

def BC   : BForm<16, 0, 0, (ins u5imm:$BO, crbitrc:$BI, condbrtarget:$BD), "bc $BO, $BI, $BD">;
def BCA  : BForm<16, 1, 0, (ins u5imm:$BO, crbitrc:$BI, abscondbrtarget:$BD), "bca $BO, $BI, $BD">;
let Defs = [LR] in {
  def BCL  : BForm<16, 0, 1, (ins u5imm:$BO, crbitrc:$BI, condbrtarget:$BD), "bcl $BO, $BI, $BD">;
  def BCLA : BForm<16, 1, 1, (ins u5imm:$BO, crbitrc:$BI, abscondbrtarget:$BD), "bcla $BO, $BI, $BD">;
}

let Uses = [LR] in
def BCLR   : XLForm_br<16, 0, (ins u5imm:$BO, crbitrc:$BI, u2imm:$BH), "bclr $BO, $BI, $BH">;
let Uses = [CTR] in
def BCCTR  : XLForm_br<528, 0, (ins u5imm:$BO, crbitrc:$BI, u2imm:$BH), "bcctr $BO, $BI, $BH">;
let Uses = [LR], Defs = [LR] in
def BCLRL  : XLForm_br<16, 1, (ins u5imm:$BO, crbitrc:$BI, u2imm:$BH), "bclrl $BO, $BI, $BH">;
let Uses = [CTR], Defs = [LR] in
def BCCTRL : XLForm_br<528, 1, (ins u5imm:$BO, crbitrc:$BI, u2imm:$BH), "bcctrl $BO, $BI, $BH">;

// Without BH (the hint 0) the target-register forms print with a tab.
foreach inst = [BCLR, BCCTR, BCLRL, BCCTRL] in
def : InstAlias<!tolower(!cast<string>(inst)) # "\t$BO, $BI", (inst u5imm:$BO, crbitrc:$BI, 0)>;

// bc for the BO values that have a name: "branch if true/false", with a
// hint, and the decrement-and-test forms that also test a bit.
defvar bc_names = ["bdnzf", "bdzf", "bf", "bf-", "bf+", "bdnzt", "bdzt", "bt", "bt-", "bt+"];
defvar bc_values = [0, 2, 4, 6, 7, 8, 10, 12, 14, 15];
foreach i = 0...9 in {
  defvar name = bc_names[i];
  defvar bo = bc_values[i];
  // bdnzt+ and the like do not exist.
  defvar base = !subst("+", "", !subst("-", "", name));
  defvar hint = !substr(name, !size(base));
  def : InstAlias<base # hint # "\t$BI, $BD", (BC bo, crbitrc:$BI, condbrtarget:$BD)>;
  def : InstAlias<base # "a" # hint # "\t$BI, $BD", (BCA bo, crbitrc:$BI, abscondbrtarget:$BD)>;
  def : InstAlias<base # "l" # hint # "\t$BI, $BD", (BCL bo, crbitrc:$BI, condbrtarget:$BD)>;
  def : InstAlias<base # "la" # hint # "\t$BI, $BD", (BCLA bo, crbitrc:$BI, abscondbrtarget:$BD)>;
  // btlr, bflrl, btctr, ...: accepted, printed as bclr/bcctr.
  def : InstAlias<base # "lr" # hint # " $BI", (BCLR bo, crbitrc:$BI, 0), 0>;
  def : InstAlias<base # "lrl" # hint # " $BI", (BCLRL bo, crbitrc:$BI, 0), 0>;
  if !or(!eq(bo, 4), !eq(bo, 6), !eq(bo, 7), !eq(bo, 12), !eq(bo, 14), !eq(bo, 15)) then {
    def : InstAlias<base # "ctr" # hint # " $BI", (BCCTR bo, crbitrc:$BI, 0), 0>;
    def : InstAlias<base # "ctrl" # hint # " $BI", (BCCTRL bo, crbitrc:$BI, 0), 0>;
  }
}

//===-- blr and bctr -------------------------------------------------------===//

let isReturn = 1, isBarrier = 1, Uses = [LR] in
def BLR : XLForm_br_fixed<16, 0, 20, "blr">, SpellingOf<"PPCSpelling">;
let Uses = [LR], Defs = [LR] in
def BLRL : XLForm_br_fixed<16, 1, 20, "blrl">, SpellingOf<"PPCSpelling">;
let isBarrier = 1, Uses = [CTR] in
def BCTR : XLForm_br_fixed<528, 0, 20, "bctr">, SpellingOf<"PPCSpelling">;
let isCall = 1, Uses = [CTR], Defs = [LR] in
def BCTRL : XLForm_br_fixed<528, 1, 20, "bctrl">, SpellingOf<"PPCSpelling">;

//===-- Decrement CTR and branch -------------------------------------------===//

// bdnz (BO 16) and bdz (BO 18); "+" and "-" set the hint bits (BO | 9 and
// BO | 8). Each spelling is its own instruction so that it prints back.
multiclass DecrementBranch<string name, bits<5> bo, string hint> {
  let Uses = [CTR], Defs = [CTR] in {
    def NAME   : BForm_fixed<bo, 0, 0, (ins condbrtarget:$BD), name # hint # " $BD">;
    def A      : BForm_fixed<bo, 1, 0, (ins abscondbrtarget:$BD), name # "a" # hint # " $BD">;
    def LR_    : XLForm_br_fixed<16, 0, bo, name # "lr" # hint> { let Uses = [CTR, LR]; }
  }
  let Uses = [CTR], Defs = [CTR, LR] in {
    def L      : BForm_fixed<bo, 0, 1, (ins condbrtarget:$BD), name # "l" # hint # " $BD">;
    def LA     : BForm_fixed<bo, 1, 1, (ins abscondbrtarget:$BD), name # "la" # hint # " $BD">;
    def LRL    : XLForm_br_fixed<16, 1, bo, name # "lrl" # hint> { let Uses = [CTR, LR]; }
  }
}

defm BDNZ  : DecrementBranch<"bdnz", 16, "">;
defm BDNZm : DecrementBranch<"bdnz", 24, "-">;
defm BDNZp : DecrementBranch<"bdnz", 25, "+">;
defm BDZ   : DecrementBranch<"bdz", 18, "">;
defm BDZm  : DecrementBranch<"bdz", 26, "-">;
defm BDZp  : DecrementBranch<"bdz", 27, "+">;

//===-- Conditional branch mnemonics ---------------------------------------===//

class CondBranch<bits<6> opcode, bit aa, bit lk, Operand target, string mnemonic>
    : BForm<opcode, aa, lk, (ins u5imm:$BO, crbitrc:$BI, target:$BD), mnemonic # " $BO, $BI, $BD">,
      SpellingOf<"PPCCondition"> {
  let isCodeGenOnly = 1;
}
class CondBranchReg<bits<10> xo, bit lk, string mnemonic>
    : XLForm_br<xo, lk, (ins u5imm:$BO, crbitrc:$BI), mnemonic # " $BO, $BI">, SpellingOf<"PPCCondition"> {
  let BH = 0;
  let isCodeGenOnly = 1;
}

// Their own syntax is bc's, for the BO values no mnemonic names.
def BCC   : CondBranch<16, 0, 0, condbrtarget, "bc">;
def BCCA  : CondBranch<16, 1, 0, abscondbrtarget, "bca">;
let Defs = [LR] in {
  def BCCL  : CondBranch<16, 0, 1, condbrtarget, "bcl">;
  def BCCLA : CondBranch<16, 1, 1, abscondbrtarget, "bcla">;
}
let Uses = [LR] in
def BCCLR   : CondBranchReg<16, 0, "bclr">;
let Uses = [CTR] in
def BCCCTR  : CondBranchReg<528, 0, "bcctr">;
let Uses = [LR], Defs = [LR] in
def BCCLRL  : CondBranchReg<16, 1, "bclrl">;
let Uses = [CTR], Defs = [LR] in
def BCCCTRL : CondBranchReg<528, 1, "bcctrl">;

// A condition: its name, the BO of "branch if the bit is true/false",
// the bit (as the operand whose class holds that bit of each field), cr0's
// bit for the forms without a field, the separator llvm-mc prints after
// the mnemonic, and whether the name prints (nl, ng, so and ns are
// synonyms of ge, le, un and nu).
class Condition<string n, bits<5> bo, RegisterOperand bit_operand, Register cr0_bit, string sep, int emit> {
  string Name = n;
  bits<5> BO = bo;
  RegisterOperand Field = bit_operand;
  Register Cr0Bit = cr0_bit;
  string Sep = sep;
  int Emit = emit;
}

def Cond_lt : Condition<"lt", 12, cond_lt, CR0LT, "\t", 1>;
def Cond_gt : Condition<"gt", 12, cond_gt, CR0GT, "\t", 1>;
def Cond_eq : Condition<"eq", 12, cond_eq, CR0EQ, "\t", 1>;
def Cond_ne : Condition<"ne", 4, cond_eq, CR0EQ, "\t", 1>;
def Cond_ge : Condition<"ge", 4, cond_lt, CR0LT, " ", 1>;
def Cond_le : Condition<"le", 4, cond_gt, CR0GT, " ", 1>;
def Cond_un : Condition<"un", 12, cond_un, CR0UN, " ", 1>;
def Cond_nu : Condition<"nu", 4, cond_un, CR0UN, " ", 1>;
def Cond_nl : Condition<"nl", 4, cond_lt, CR0LT, " ", 0>;
def Cond_ng : Condition<"ng", 4, cond_gt, CR0GT, " ", 0>;
def Cond_so : Condition<"so", 12, cond_un, CR0UN, " ", 0>;
def Cond_ns : Condition<"ns", 4, cond_un, CR0UN, " ", 0>;

// The hint suffixes: "-" sets BO's "at" bits to 0b10, "+" to 0b11.
defvar hint_suffixes = ["", "-", "+"];
defvar hint_bits = [0, 2, 3];

defvar conditions = [Cond_lt, Cond_gt, Cond_eq, Cond_ne, Cond_ge, Cond_le, Cond_un, Cond_nu, Cond_nl, Cond_ng, Cond_so, Cond_ns];

foreach c = conditions in {
  foreach h = 0...2 in {
    defvar hint = hint_suffixes[h];
    defvar bo = !or(c.BO, hint_bits[h]);
    defvar m = "b" # c.Name;
    def : InstAlias<m # hint # c.Sep # "$BI, $BD", (BCC bo, c.Field:$BI, condbrtarget:$BD), c.Emit>;
    def : InstAlias<m # "a" # hint # c.Sep # "$BI, $BD", (BCCA bo, c.Field:$BI, abscondbrtarget:$BD), c.Emit>;
    def : InstAlias<m # "l" # hint # c.Sep # "$BI, $BD", (BCCL bo, c.Field:$BI, condbrtarget:$BD), c.Emit>;
    def : InstAlias<m # "la" # hint # c.Sep # "$BI, $BD", (BCCLA bo, c.Field:$BI, abscondbrtarget:$BD), c.Emit>;
    def : InstAlias<m # "lr" # hint # c.Sep # "$BI", (BCCLR bo, c.Field:$BI), c.Emit>;
    def : InstAlias<m # "ctr" # hint # c.Sep # "$BI", (BCCCTR bo, c.Field:$BI), c.Emit>;
    def : InstAlias<m # "lrl" # hint # c.Sep # "$BI", (BCCLRL bo, c.Field:$BI), c.Emit>;
    def : InstAlias<m # "ctrl" # hint # c.Sep # "$BI", (BCCCTRL bo, c.Field:$BI), c.Emit>;
    // Without a field: cr0.
    def : InstAlias<m # hint # " $BD", (BCC bo, c.Cr0Bit, condbrtarget:$BD), 0>;
    def : InstAlias<m # "a" # hint # " $BD", (BCCA bo, c.Cr0Bit, abscondbrtarget:$BD), 0>;
    def : InstAlias<m # "l" # hint # " $BD", (BCCL bo, c.Cr0Bit, condbrtarget:$BD), 0>;
    def : InstAlias<m # "la" # hint # " $BD", (BCCLA bo, c.Cr0Bit, abscondbrtarget:$BD), 0>;
    def : InstAlias<m # "lr" # hint, (BCCLR bo, c.Cr0Bit), 0>;
    def : InstAlias<m # "ctr" # hint, (BCCCTR bo, c.Cr0Bit), 0>;
    def : InstAlias<m # "lrl" # hint, (BCCLRL bo, c.Cr0Bit), 0>;
    def : InstAlias<m # "ctrl" # hint, (BCCCTRL bo, c.Cr0Bit), 0>;
  }
}

//===-- Condition-register logic -------------------------------------------===//

class CRLogical<bits<10> xo, string mnemonic>
    : XLForm_cr<xo, (outs crbitrc:$BT), (ins crbitrc:$BA, crbitrc:$BB), mnemonic # " $BT, $BA, $BB">;

def CRAND  : CRLogical<257, "crand">;
def CRANDC : CRLogical<129, "crandc">;
def CREQV  : CRLogical<289, "creqv">;
def CRNAND : CRLogical<225, "crnand">;
def CRNOR  : CRLogical<33, "crnor">;
def CROR   : CRLogical<449, "cror">;
def CRORC  : CRLogical<417, "crorc">;
def CRXOR  : CRLogical<193, "crxor">;

def : InstAlias<"crset\t$BT", (CREQV crbitrc:$BT, crbitrc:$BT, crbitrc:$BT)>;
def : InstAlias<"crclr\t$BT", (CRXOR crbitrc:$BT, crbitrc:$BT, crbitrc:$BT)>;
def : InstAlias<"crmove\t$BT, $BA", (CROR crbitrc:$BT, crbitrc:$BA, crbitrc:$BA)>;
def : InstAlias<"crnot\t$BT, $BA", (CRNOR crbitrc:$BT, crbitrc:$BA, crbitrc:$BA)>;

// mcrf BF, BFA: opcode 19, BF 00 BFA 00 ..., XO 0.
def MCRF : PPCInst<19, (outs crrc:$BF), (ins crrc:$BFA), "mcrf $BF, $BFA"> {
  bits<3> BF;
  bits<3> BFA;
  let Inst{25-23} = BF;
  let Inst{22-21} = 0;
  let Inst{20-18} = BFA;
  let Inst{17-1} = 0;
  let Inst{0} = 0;
}
// mcrxrx BF: the XER's OV, OV32, CA and CA32 into a field.
def MCRXRX : PPCInst<31, (outs crrc:$BF), (ins), "mcrxrx $BF"> {
  bits<3> BF;
  let Inst{25-23} = BF;
  let Inst{22-11} = 0;
  let Inst{10-1} = 576;
  let Inst{0} = 0;
  let Uses = [XER];
}

//===-- bc with a hint ------------------------------------------------------===//

// bc+ BO, BI, target: the hint replaces BO's two low bits, and llvm-mc
// prints BO as written (and bca+ and bcla+ take a relative target, as in
// llvm-mc 19).
// llvm-mc 19 reads bca+'s target as bc+'s (and prints it `.+N`), but
// relocates a symbol as an absolute address (R_PPC64_ADDR14, even for a
// label of the same section); random tests name a symbol, as `.+N` is an
// address of its own in llvm-mc's objects.
def condbrtarget_aa : BranchTarget<16, 7> {
  let AlwaysRelocate = 1;
  let FixupKinds = [FixupKind<"fixup_ppc_brcond14abs">];
  let SampleMethod = "sample_symbol";
}
// The hint takes BO's low 2 bits: the encoding keeps BO{4-2} only.
def u5imm_hinted : PPCImm<i32, 0, 31> {
  let PartlyEncoded = 1;
}
class BCHinted<bit aa, bit lk, string hint, bits<2> at>
    : PPCInst<16, (outs), (ins u5imm_hinted:$BO, crbitrc:$BI, !if(aa, condbrtarget_aa, condbrtarget):$BD),
              "bc" # !if(lk, "l", "") # !if(aa, "a", "") # hint # "\t$BO, $BI, $BD">,
      SpellingOf<"PPCHint"> {
  bits<5> BO;
  bits<5> BI;
  bits<14> BD;
  let Inst{25-23} = BO{4-2};
  let Inst{22-21} = at;
  let Inst{20-16} = BI;
  let Inst{15-2} = BD;
  let Inst{1} = aa;
  let Inst{0} = lk;
  let isBranch = 1;
  let isTerminator = 1;
}
foreach h = [["p", "+"], ["m", "-"]] in {
  defvar at = !if(!eq(h[1], "+"), 3, 2);
  def BC # h[0] : BCHinted<0, 0, h[1], at>;
  def BCA # h[0] : BCHinted<1, 0, h[1], at>;
  def BCL # h[0] : BCHinted<0, 1, h[1], at>;
  def BCLA # h[0] : BCHinted<1, 1, h[1], at>;
}
