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
def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
