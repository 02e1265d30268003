// Template argument defaults that are records, anonymous records, lists of
// records and dags.
// tdc-json

def ins;
class Pred<string c> {
  string Cond = c;
}
def AlwaysTrue : Pred<"true">;
class RC;
def GPR : RC;

class Inst<Pred p = AlwaysTrue, list<Pred> extra = [AlwaysTrue],
           Pred inline = Pred<"inline">, dag ops = (ins GPR:$rs)> {
  Pred Predicate = p;
  list<Pred> Extra = extra;
  Pred Inline = inline;
  dag Ops = ops;
}

def HasX : Pred<"hasX()">;
def I0 : Inst;
def I1 : Inst<HasX>;
def I2 : Inst<HasX, [], Pred<"other">, (ins)>;
