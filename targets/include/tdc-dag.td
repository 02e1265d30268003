//===- tdc-dag.td - the selection DAG vocabulary of the tdc prelude -------===//
//
// Nodes of the selection DAG that patterns match (`Pat` and instructions'
// `Pattern` field), with type profiles that tdc's type inference reads;
// fragments that name a node shape, leaves with a predicate, transforms of
// a matched value, and complex patterns matched by a Rust function.
// Predicates and transforms are the names of Rust functions in the module
// that expands the target.
//
// Included by tdc.td; its names follow the vocabulary of LLVM's selection
// DAG so that patterns read the same.
//
//===----------------------------------------------------------------------===//

//===-- Type profiles ------------------------------------------------------===//

// A constraint on the type of value `OperandNum` of a node: results first,
// then operands, numbered from 0.
class SDTypeConstraint<int opnum> {
  int OperandNum = opnum;
}

// The value has type `vt`.
class SDTCisVT<int opnum, ValueType vt> : SDTypeConstraint<opnum> {
  ValueType VT = vt;
}
// The value is an integer, a floating-point value, a vector.
class SDTCisInt<int opnum> : SDTypeConstraint<opnum>;
class SDTCisFP<int opnum> : SDTypeConstraint<opnum>;
class SDTCisVec<int opnum> : SDTypeConstraint<opnum>;
// The value is a pointer (the target's PointerBits wide integer).
class SDTCisPtrTy<int opnum> : SDTypeConstraint<opnum>;
// The value has the type of value `other`.
class SDTCisSameAs<int opnum, int other> : SDTypeConstraint<opnum> {
  int OtherOperandNum = other;
}
// The value is a ValueType operand naming a type narrower than value
// `other` (sext_inreg's type operand).
class SDTCisVTSmallerThanOp<int opnum, int other> : SDTypeConstraint<opnum> {
  int OtherOperandNum = other;
}
// The value is of the same kind as value `big` and narrower.
class SDTCisOpSmallerThanOp<int small, int big> : SDTypeConstraint<small> {
  int BigOperandNum = big;
}

// How many results and operands a node has (-1 operands: any number),
// and what their types must be.
class SDTypeProfile<int numresults, int numoperands, list<SDTypeConstraint> constraints> {
  int NumResults = numresults;
  int NumOperands = numoperands;
  list<SDTypeConstraint> Constraints = constraints;
}

def SDTIntLeaf     : SDTypeProfile<1, 0, [SDTCisInt<0>]>;
def SDTFPLeaf      : SDTypeProfile<1, 0, [SDTCisFP<0>]>;
def SDTPtrLeaf     : SDTypeProfile<1, 0, [SDTCisPtrTy<0>]>;
def SDTOther       : SDTypeProfile<1, 0, [SDTCisVT<0, OtherVT>]>;
def SDTIntBinOp    : SDTypeProfile<1, 2, [SDTCisSameAs<0, 1>, SDTCisSameAs<0, 2>, SDTCisInt<0>]>;
def SDTIntShiftOp  : SDTypeProfile<1, 2, [SDTCisSameAs<0, 1>, SDTCisInt<0>, SDTCisInt<2>]>;
def SDTIntUnaryOp  : SDTypeProfile<1, 1, [SDTCisSameAs<0, 1>, SDTCisInt<0>]>;
def SDTIntExtendOp : SDTypeProfile<1, 1, [SDTCisInt<0>, SDTCisInt<1>, SDTCisOpSmallerThanOp<1, 0>]>;
def SDTIntTruncOp  : SDTypeProfile<1, 1, [SDTCisInt<0>, SDTCisInt<1>, SDTCisOpSmallerThanOp<0, 1>]>;
def SDTExtInreg    : SDTypeProfile<1, 2, [SDTCisSameAs<0, 1>, SDTCisInt<0>, SDTCisVTSmallerThanOp<2, 1>]>;
def SDTFPBinOp     : SDTypeProfile<1, 2, [SDTCisSameAs<0, 1>, SDTCisSameAs<0, 2>, SDTCisFP<0>]>;
def SDTFPUnaryOp   : SDTypeProfile<1, 1, [SDTCisSameAs<0, 1>, SDTCisFP<0>]>;
def SDTFPTernaryOp : SDTypeProfile<1, 3, [SDTCisSameAs<0, 1>, SDTCisSameAs<0, 2>, SDTCisSameAs<0, 3>, SDTCisFP<0>]>;
def SDTIntToFPOp   : SDTypeProfile<1, 1, [SDTCisFP<0>, SDTCisInt<1>]>;
def SDTFPToIntOp   : SDTypeProfile<1, 1, [SDTCisInt<0>, SDTCisFP<1>]>;
def SDTBitConvert  : SDTypeProfile<1, 1, []>;
// setcc: an integer result from two values of one type and a condition.
def SDTSetCC  : SDTypeProfile<1, 3, [SDTCisInt<0>, SDTCisSameAs<1, 2>, SDTCisVT<3, OtherVT>]>;
def SDTSelect : SDTypeProfile<1, 3, [SDTCisInt<1>, SDTCisSameAs<0, 2>, SDTCisSameAs<2, 3>]>;
def SDTLoad   : SDTypeProfile<1, 1, [SDTCisPtrTy<1>]>;
def SDTStore  : SDTypeProfile<0, 2, [SDTCisPtrTy<1>]>;
def SDTBr     : SDTypeProfile<0, 1, [SDTCisVT<0, OtherVT>]>;
def SDTBrcond : SDTypeProfile<0, 2, [SDTCisInt<0>, SDTCisVT<1, OtherVT>]>;
def SDTBrCC   : SDTypeProfile<0, 4, [SDTCisVT<0, OtherVT>, SDTCisSameAs<1, 2>, SDTCisVT<3, OtherVT>]>;
def SDTCall   : SDTypeProfile<0, -1, [SDTCisPtrTy<0>]>;
def SDTRet    : SDTypeProfile<0, -1, []>;

//===-- Nodes --------------------------------------------------------------===//

// A property of a node.
class SDNodeProperty;
def SDNPCommutative : SDNodeProperty;  // (op a, b) is (op b, a)
def SDNPAssociative : SDNodeProperty;  // (op (op a, b), c) is (op a, (op b, c))
def SDNPHasChain    : SDNodeProperty;  // ordered against other side effects
def SDNPOutGlue     : SDNodeProperty;  // glued to the node that uses it
def SDNPInGlue      : SDNodeProperty;  // glued to the node it uses
def SDNPOptInGlue   : SDNodeProperty;
def SDNPMayLoad     : SDNodeProperty;
def SDNPMayStore    : SDNodeProperty;
def SDNPSideEffect  : SDNodeProperty;
def SDNPMemOperand  : SDNodeProperty;  // carries a memory operand
def SDNPVariadic    : SDNodeProperty;

// A node of the selection DAG: its name in the runtime's DAG, its type
// profile and properties.
class SDNode<string opcode, SDTypeProfile typeprof, list<SDNodeProperty> props = []> {
  string Opcode = opcode;
  SDTypeProfile TypeProfile = typeprof;
  list<SDNodeProperty> Properties = props;
}

// Leaves.
def imm           : SDNode<"imm", SDTIntLeaf>;
def fpimm         : SDNode<"fpimm", SDTFPLeaf>;
def frameindex    : SDNode<"frameindex", SDTPtrLeaf>;
def globaladdr    : SDNode<"globaladdress", SDTPtrLeaf>;
def externalsym   : SDNode<"externalsymbol", SDTPtrLeaf>;
def bb            : SDNode<"basicblock", SDTOther>;
def cond          : SDNode<"condcode", SDTOther>;

// Integer arithmetic and logic. `add`, `sub`, `and`, `shl`, `trunc`,
// `rotl` and `rotr` also name the register-set operators of
// RegisterClass member lists.
def add  : SDNode<"add", SDTIntBinOp, [SDNPCommutative, SDNPAssociative]>;
def sub  : SDNode<"sub", SDTIntBinOp>;
def mul  : SDNode<"mul", SDTIntBinOp, [SDNPCommutative, SDNPAssociative]>;
def sdiv : SDNode<"sdiv", SDTIntBinOp>;
def udiv : SDNode<"udiv", SDTIntBinOp>;
def srem : SDNode<"srem", SDTIntBinOp>;
def urem : SDNode<"urem", SDTIntBinOp>;
def and  : SDNode<"and", SDTIntBinOp, [SDNPCommutative, SDNPAssociative]>;
def or   : SDNode<"or", SDTIntBinOp, [SDNPCommutative, SDNPAssociative]>;
def xor  : SDNode<"xor", SDTIntBinOp, [SDNPCommutative, SDNPAssociative]>;
def shl  : SDNode<"shl", SDTIntShiftOp>;
def srl  : SDNode<"srl", SDTIntShiftOp>;
def sra  : SDNode<"sra", SDTIntShiftOp>;
def rotl : SDNode<"rotl", SDTIntShiftOp>;
def rotr : SDNode<"rotr", SDTIntShiftOp>;
def ctlz  : SDNode<"ctlz", SDTIntUnaryOp>;
def cttz  : SDNode<"cttz", SDTIntUnaryOp>;
def ctpop : SDNode<"ctpop", SDTIntUnaryOp>;
def bswap : SDNode<"bswap", SDTIntUnaryOp>;
def sext   : SDNode<"sext", SDTIntExtendOp>;
def zext   : SDNode<"zext", SDTIntExtendOp>;
def anyext : SDNode<"anyext", SDTIntExtendOp>;
def trunc  : SDNode<"trunc", SDTIntTruncOp>;
def sext_inreg : SDNode<"sext_inreg", SDTExtInreg>;

// Floating point.
def fadd : SDNode<"fadd", SDTFPBinOp, [SDNPCommutative]>;
def fsub : SDNode<"fsub", SDTFPBinOp>;
def fmul : SDNode<"fmul", SDTFPBinOp, [SDNPCommutative]>;
def fdiv : SDNode<"fdiv", SDTFPBinOp>;
def fma  : SDNode<"fma", SDTFPTernaryOp, [SDNPCommutative]>;
def fneg : SDNode<"fneg", SDTFPUnaryOp>;
def sint_to_fp : SDNode<"sint_to_fp", SDTIntToFPOp>;
def fp_to_sint : SDNode<"fp_to_sint", SDTFPToIntOp>;
def bitconvert : SDNode<"bitconvert", SDTBitConvert>;

// Compare and select.
def setcc  : SDNode<"setcc", SDTSetCC>;
def select : SDNode<"select", SDTSelect>;

// Memory. The extension and truncation kinds are fragments below.
def load  : SDNode<"load", SDTLoad, [SDNPHasChain, SDNPMayLoad, SDNPMemOperand]>;
def store : SDNode<"store", SDTStore, [SDNPHasChain, SDNPMayStore, SDNPMemOperand]>;

// Control flow.
def br     : SDNode<"br", SDTBr, [SDNPHasChain]>;
def brcond : SDNode<"brcond", SDTBrcond, [SDNPHasChain]>;
def br_cc  : SDNode<"br_cc", SDTBrCC, [SDNPHasChain]>;
def call   : SDNode<"call", SDTCall, [SDNPHasChain, SDNPOutGlue, SDNPOptInGlue, SDNPVariadic]>;
def ret    : SDNode<"ret", SDTRet, [SDNPHasChain, SDNPOptInGlue, SDNPVariadic]>;

// Condition codes of setcc and br_cc; on the right, floats only, named for what a NaN gives.
class CondCode<string name> {
  string Name = name;
}
def SETEQ  : CondCode<"eq">;  def SETOEQ : CondCode<"oeq">;
def SETNE  : CondCode<"ne">;  def SETONE : CondCode<"one">;
def SETLT  : CondCode<"lt">;  def SETOLT : CondCode<"olt">;
def SETLE  : CondCode<"le">;  def SETOLE : CondCode<"ole">;
def SETGT  : CondCode<"gt">;  def SETOGT : CondCode<"ogt">;
def SETGE  : CondCode<"ge">;  def SETOGE : CondCode<"oge">;
def SETULT : CondCode<"ult">; def SETO   : CondCode<"ord">;
def SETULE : CondCode<"ule">; def SETUO  : CondCode<"uno">;
def SETUGT : CondCode<"ugt">; def SETUEQ : CondCode<"ueq">;
def SETUGE : CondCode<"uge">; def SETUNE : CondCode<"une">;

//===-- Fragments, leaves, transforms, complex patterns --------------------===//

// Placeholder for the operands of a fragment: `(ops node:$a, node:$b)`.
def node;
// In an instruction's Pattern field: `(set $dst, tree)` gives the
// instruction's results.
def set;
// In a result: `(COPY_TO_REGCLASS $x, GR32)` copies a value into a register
// of another class (a truncation or a widening the target does by a move).
def COPY_TO_REGCLASS;
// In a result: `(COPY_TO_REG (MOV32ri 0), EDX)` copies a value into a
// physical register, for a later instruction of the pattern that reads it
// implicitly (x86's division reads rdx). It gives no value. In the pattern
// to match, a physical register leaf says the same of the value found
// there: `(shl GR32:$a, (i8 CL))` copies the count into cl right before
// the first instruction of the result that reads cl.
def COPY_TO_REG;

// Turns a matched value into another value for the output (HI16, LO16):
// `Function` names a Rust function of the matched node's value.
class SDNodeXForm<SDNode opc, string fn> {
  SDNode Opcode = opc;
  string Function = fn;
}
def NOOP_SDNodeXForm : SDNodeXForm<imm, "">;

// Shapes with a name. Each dag in `Fragments` is one alternative; `ops`
// names the operands. `PredicateCode` names a Rust function that must
// accept the matched node.
class PatFrags<dag ops, list<dag> frags, string pred = "", SDNodeXForm xform = NOOP_SDNodeXForm> {
  dag Operands = ops;
  list<dag> Fragments = frags;
  string PredicateCode = pred;
  SDNodeXForm OperandTransform = xform;
  // Memory kinds a load or store fragment matches.
  bit IsLoad = 0;
  bit IsStore = 0;
  ValueType MemoryVT = ?;
  // For loads: "", "sext", "zext" or "anyext"; for stores: "" or "trunc".
  string ExtensionKind = "";
}
class PatFrag<dag ops, dag frag, string pred = "", SDNodeXForm xform = NOOP_SDNodeXForm>
    : PatFrags<ops, [frag], pred, xform>;
// A leaf with a predicate (`immSExt16`).
class PatLeaf<dag frag, string pred = "", SDNodeXForm xform = NOOP_SDNodeXForm>
    : PatFrag<(ops), frag, pred, xform>;
// An immediate of type `vt` whose value `pred` accepts.
class ImmLeaf<ValueType vt, string pred, SDNodeXForm xform = NOOP_SDNodeXForm>
    : PatFrag<(ops), (vt imm), pred, xform>;

// Loads and stores by memory type and extension.
class LoadFrag<ValueType mem, string ext>
    : PatFrag<(ops node:$ptr), (load node:$ptr)> {
  let IsLoad = 1;
  let MemoryVT = mem;
  let ExtensionKind = ext;
}
class StoreFrag<ValueType mem, string kind>
    : PatFrag<(ops node:$val, node:$ptr), (store node:$val, node:$ptr)> {
  let IsStore = 1;
  let MemoryVT = mem;
  let ExtensionKind = kind;
}
def sextloadi8   : LoadFrag<i8, "sext">;
def sextloadi16  : LoadFrag<i16, "sext">;
def sextloadi32  : LoadFrag<i32, "sext">;
def zextloadi8   : LoadFrag<i8, "zext">;
def zextloadi16  : LoadFrag<i16, "zext">;
def zextloadi32  : LoadFrag<i32, "zext">;
def extloadi8    : LoadFrag<i8, "anyext">;
def extloadi16   : LoadFrag<i16, "anyext">;
def extloadi32   : LoadFrag<i32, "anyext">;
def truncstorei8  : StoreFrag<i8, "trunc">;
def truncstorei16 : StoreFrag<i16, "trunc">;
def truncstorei32 : StoreFrag<i32, "trunc">;

// A value matched by a Rust function `fn` (an addressing mode), giving
// `numops` operands of an instruction.
class ComplexPattern<ValueType ty, int numops, string fn, list<SDNode> roots = [], int complexity = -1> {
  ValueType Ty = ty;
  int NumOperands = numops;
  string SelectFunc = fn;
  list<SDNode> RootNodes = roots;
  int Complexity = complexity;
}

//===-- Patterns -----------------------------------------------------------===//

// Selects `ResultInstrs` for a DAG that matches `PatternToMatch`.
class Pattern<dag match, list<dag> results> {
  dag PatternToMatch = match;
  list<dag> ResultInstrs = results;
  list<Predicate> Predicates = [];
  int AddedComplexity = 0;
}
class Pat<dag match, dag result> : Pattern<match, [result]>;

//===-- Lowering of selected functions -------------------------------------===//

// How a selected function receives its arguments and returns its result,
// which registers it must preserve, and which register classes hold the
// values of each type. One def per target.
class CallingConv {
  // Integer and pointer arguments, in order (full-width registers; a
  // narrower argument is in the register's sub-register of its class).
  list<Register> ArgumentRegisters = [];
  // The register of an integer result.
  Register ReturnRegister;
  // Registers a function must restore before it returns.
  list<Register> CalleeSaved = [];
  // The stack pointer, and registers never allocated (besides it).
  Register StackPointer;
  list<Register> Reserved = [];
  // The class of the values of each type: the first class here that holds
  // a type is its class. A type no class holds is widened before
  // selection.
  list<RegisterClass> ValueClasses = [];
  // Bytes a function's frame (saved registers and local area) may take;
  // 0 for no limit beyond the stack's.
  int StackLimit = 0;
  // Whether arguments past ArgumentRegisters go on the stack; without,
  // a call or function with more is an error.
  bit StackArguments = 1;
  // Floating-point arguments, in order, and the register of a
  // floating-point result (an f32 is in the register's part of its class).
  // Without them, floating-point values are passed as integers are.
  list<Register> FloatArgumentRegisters = [];
  Register FloatReturnRegister = ?;
  // Whether every argument takes the next slot of one sequence, whatever
  // its kind: an argument in a floating-point register leaves the integer
  // register of its position unused, and a stack argument's place is its
  // position past ArgumentRegisters (PowerPC64 ELFv2). Without, integer
  // and floating-point arguments count apart, and the stack takes those
  // past the registers in order.
  bit SharedArgumentSlots = 0;
}
