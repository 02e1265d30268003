// Multiple inheritance: a class and defs inheriting from several classes;
// the superclass list is flattened in order (each superclass brings its own
// ancestors first), and later classes override earlier field values.
// tdc-json

class Base {
  int Id = 0;
}
class Loads : Base {
  bit mayLoad = true;
}
class Stores {
  bit mayStore = true;
  int Id = 1;
}
class Atomic<int order> {
  int Ordering = order;
}
class AMO : Loads, Stores, Atomic<3> {
  let Id = 7;
}

def LR : Loads, Atomic<1>;
def SC : Stores, Atomic<2>, Loads;
def AMOADD : AMO;
def AMOSWAP : AMO {
  let Ordering = 5;
}
