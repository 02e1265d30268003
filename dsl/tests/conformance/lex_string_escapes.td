// String literal escape sequences.
// tdc-json

class AsmStr<string s> {
  string Asm = s;
}

def Quote : AsmStr<"say \"hi\"">;
def Backslash : AsmStr<"a\\b">;
def Tab : AsmStr<"add\t$dst, $src">;
def Newline : AsmStr<"line1\nline2">;
def SingleQuote : AsmStr<"it\'s">;
def AllTogether : AsmStr<"\"\\\t\n\'">;
def Empty : AsmStr<"">;
def Dollar : AsmStr<"mov $rd, ${imm}">;
def HashInString : AsmStr<"# not a paste">;
def Utf8Bytes : AsmStr<"café">;
