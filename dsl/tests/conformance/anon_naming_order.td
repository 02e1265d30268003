// Anonymous record numbering follows creation order across anonymous defs
// and anonymous class instantiations used as values.
// tdc-json

class Pred<string c> {
  string Cond = c;
}
class Inst<Pred p> {
  Pred Predicate = p;
}

def : Pred<"first">;
def I1 : Inst<Pred<"inline1">>;
def : Pred<"second">;
def I2 : Inst<Pred<"inline2">>;
def : Inst<Pred<"inline3">>;
def Holder {
  list<Pred> Preds = [Pred<"a">, Pred<"b">];
}
