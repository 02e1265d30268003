// Named and anonymous defs; anonymous defs are numbered in creation order.
// tdc-json

class Pred<string cond> {
  string CondString = cond;
}

def HasA : Pred<"HasA">;
def : Pred<"anon0">;
def : Pred<"anon1">;
def HasB : Pred<"HasB">;
def {
  string Note = "anonymous with a body";
}
def : Pred<"anon3"> {
  let CondString = "overridden";
}
