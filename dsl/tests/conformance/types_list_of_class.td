// list<Class> fields holding defs, subclass defs and anonymous records.
// tdc-json

class Predicate<string cond> {
  string CondString = cond;
}
class AssemblerPredicate<string cond, string feature> : Predicate<cond> {
  string Feature = feature;
}

def HasA : Predicate<"HasA()">;
def HasB : AssemblerPredicate<"HasB()", "FeatureB">;

class Inst<list<Predicate> preds = []> {
  list<Predicate> Predicates = preds;
  int NumPreds = !size(preds);
}

def I1 : Inst;
def I2 : Inst<[HasA]>;
def I3 : Inst<[HasA, HasB]>;
def I4 : Inst<[HasB, Predicate<"Inline()">]>;
