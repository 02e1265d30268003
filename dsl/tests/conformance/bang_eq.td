// !eq on ints, strings, bits, bits-vs-int, records and code; folded and
// unfolded.
// tdc-json

class Reg<string n> {
  string Name = n;
}
def R0 : Reg<"r0">;
def R1 : Reg<"r1">;

class IsZero<Reg r, string s, bits<4> b> {
  bit RegIsR0 = !eq(r, R0);
  bit NameIsR0 = !eq(r.Name, "r0");
  bit StrMatch = !eq(s, "zero");
  bit BitsMatch = !eq(b, 0b0000);
  bit BitsVsInt = !eq(b, 0);
}

def Z : IsZero<R0, "zero", 0>;
def NZ : IsZero<R1, "one", 0b0001>;

def Folded {
  bit Ints = !eq(3, 3);
  bit IntsNe = !eq(3, 4);
  bit Strings = !eq("abc", "abc");
  bit StringsNe = !eq("abc", "abd");
  bit Records = !eq(R0, R0);
  bit RecordsNe = !eq(R0, R1);
  bit Bits = !eq(0b1010, 0b1010);
  bit BitsNe = !eq(0b1010, 0b1011);
  bit BitVsInt = !eq(true, 1);
  bit CodeVsString = !eq([{x}], "x");
}
