// expect: other: def SUB asks !getdagarg for argument index 2 of a dag that has only two arguments (0 and 1).
def ins;
class Register<string n> { string AsmName = n; }
def R0 : Register<"r0">;
def R1 : Register<"r1">;

class Inst<dag ops, int idx> {
  dag InOperandList = ops;
  Register Src = !getdagarg<Register>(ops, idx);
}

def ADD : Inst<(ins R0:$a, R1:$b), 1>;
def SUB : Inst<(ins R0:$a, R1:$b), 2>;
