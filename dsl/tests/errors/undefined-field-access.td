// expect: undefined: the Encoding initializer in def MOV reads `R1.HWEncoding`, but Register has no field HWEncoding.
class Register<string n, bits<4> num> {
  string AsmName = n;
  bits<4> Num = num;
}
def R1 : Register<"r1", 1>;

class Inst {
  bits<8> Encoding;
}

def MOV : Inst {
  let Encoding{3-0} = R1.HWEncoding;
  let Encoding{7-4} = 0b0010;
}
