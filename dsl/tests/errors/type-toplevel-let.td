// expect: type: the top-level `let Predicates = "HasMul"` assigns a string to the list<Predicate> field of MUL.
class Predicate<string c> {
  string Cond = c;
}
def HasMul : Predicate<"hasMul()">;

class Inst<string asm> {
  string AsmString = asm;
  list<Predicate> Predicates = [];
}

let Predicates = "HasMul" in
def MUL : Inst<"mul">;
