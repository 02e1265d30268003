// Template arguments with default values, overriding some of them.
// tdc-json

class RegisterClass<string ns, int size = 32, int align = size,
                    list<string> names = [], string desc = ns # "RC"> {
  string Namespace = ns;
  int Size = size;
  int Alignment = align;
  list<string> Names = names;
  string Description = desc;
}

def GPR : RegisterClass<"Toy">;
def GPR64 : RegisterClass<"Toy", 64>;
def GPRPair : RegisterClass<"Toy", 128, 64>;
def FPR : RegisterClass<"Toy", 32, 32, ["f0", "f1"]>;
def Custom : RegisterClass<"Toy", 16, 8, ["c0"], "custom">;
