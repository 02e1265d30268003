// defm inheriting from a multiclass plus plain classes: every generated def
// also gets the listed classes as superclasses, applied after the multiclass.
// tdc-json

class Inst<string asm> {
  string AsmString = asm;
  bit hasSideEffects = false;
  int Latency = 1;
}
class SideEffects {
  bit hasSideEffects = true;
}
class Sched<int lat> {
  int Latency = lat;
}

multiclass Atomic<string op> {
  def _W : Inst<op # ".w">;
  def _D : Inst<op # ".d">;
}

defm AMOADD : Atomic<"amoadd">, SideEffects, Sched<5>;
defm AMOSWAP : Atomic<"amoswap">, Sched<3>;
