// expect: type: the Size initializer of class Inst applies !add to the string argument suffix.
class Inst<string suffix, int base> {
  string AsmSuffix = suffix;
  int Size = !add(suffix, base);
}

def ADDW : Inst<"w", 2>;
