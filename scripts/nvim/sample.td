// Fixture for scripts/lsp-neovim.sh: checked by a real LSP client (neovim).
// scripts/nvim/check.lua finds the lines below by their text, so keep the
// marked lines unique when editing this file.
include "tdc.td"

class Base<int n> {
  int value = n;
  string tag = "base";
}

def Thing : Base<7>;
def Other { int x = Thing.value; }

// Syntax error: the ';' after `1` is missing (check.lua adds it back).
def Broken { int a = 1 }

def R0 : Register<"r0">;
def GPR : RegisterClass<"T", [i32], 32, (add R0)>;
def MOV : Instruction {
  let OutOperandList = (outs GPR:$dst);
  let InOperandList = (ins GPR:$src);
  /* é→ */ let AsmString = "mov $dst, $srx";
}
def F0 : Register<"f0">;
def FPR : RegisterClass<"T", [f32], 32, (add F0)>;
// Pattern error, reported once the target model is sound: 'add' takes one
// type, and GPR holds i32 where FPR holds f32.
def : Pat<(add GPR:$a, FPR:$b), (MOV GPR:$a)>;
def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
