// defvar inside a class body: local names computed from template args.
// tdc-json

class MemInst<string mnemonic, int size> {
  defvar bytes = !div(size, 8);
  defvar suffix = !if(!eq(bytes, 1), "b", !if(!eq(bytes, 2), "h", "w"));
  string AsmString = mnemonic # suffix # " $rd, $addr";
  int AccessBytes = bytes;
  int Align = bytes;
}

def LB : MemInst<"l", 8>;
def LH : MemInst<"l", 16>;
def LW : MemInst<"l", 32>;

def Standalone {
  defvar base = 100;
  int A = base;
  int B = !add(base, 1);
}
