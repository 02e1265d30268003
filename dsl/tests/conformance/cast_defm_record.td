// !cast to records created by defm, from a class body and from inside
// another multiclass using NAME.
// tdc-json

class Inst<string asm> {
  string AsmString = asm;
}

multiclass RegImm<string op> {
  def _rr : Inst<op # " rr">;
  def _ri : Inst<op # " ri">;
}
defm ADD : RegImm<"add">;
defm SUB : RegImm<"sub">;

class Alias<string target> {
  Inst Target = !cast<Inst>(target);
  string TargetAsm = !cast<Inst>(target).AsmString;
}
def ADD_alias : Alias<"ADD_rr">;

multiclass WithAlias<string op> {
  defm NAME : RegImm<op>;
  def _alias : Alias<NAME # "_ri">;
}
defm XOR : WithAlias<"xor">;

def Lookup {
  Inst ViaString = !cast<Inst>("SUB_" # "ri");
}
