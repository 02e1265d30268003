// expect: syntax: `!shiftleft` in the Encoding initializer of class Inst is not a known bang operator.
class Inst<int op> {
  int Opcode = op;
  int Encoding = !shiftleft(op, 4);
}

def ADD : Inst<3>;
