// Adjacent string literals are concatenated by the parser.
// tdc-json

class Insn<string asm> {
  string AsmString = asm;
}

def ADD : Insn<"add" "\t" "$rd, $rs1, $rs2">;
def SUB : Insn<"sub"
               "\t"
               "$rd, $rs1, $rs2">;

def Misc {
  string Two = "foo" "bar";
  string Three = "a" "" "c";
  string WithEscapes = "x\t" "\"y\"";
  list<string> L = ["p" "q", "r"];
}
