// expect: undefined: the top-level `let isBranch = 1` wraps def JMP, whose class Inst has no field isBranch.
class Inst<string asm> {
  string AsmString = asm;
  bit isTerminator = 0;
}

let isTerminator = 1, isBranch = 1 in
def JMP : Inst<"jmp">;
