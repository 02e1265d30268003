// !getdagarg<Type>(dag, index-or-name): fetch an argument by position or
// by name; folded and unfolded.
// tdc-json

def ins;
class RegClass<string n> {
  string Name = n;
}
def GPR : RegClass<"gpr">;
def FPR : RegClass<"fpr">;

class Operands<dag d> {
  RegClass First = !getdagarg<RegClass>(d, 0);
  RegClass ByName = !getdagarg<RegClass>(d, "src");
}

def O : Operands<(ins GPR:$dst, FPR:$src)>;

def Folded {
  int ByIndex = !getdagarg<int>((ins 10, 20, 30), 2);
  int ByName = !getdagarg<int>((ins 10:$a, 20:$b), "b");
  string Str = !getdagarg<string>((ins "x":$s), "s");
  RegClass Rec = !getdagarg<RegClass>((ins GPR, FPR:$f), "f");
}
