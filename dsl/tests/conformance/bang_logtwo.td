// !logtwo: floor of base-2 logarithm, folded and unfolded.
// tdc-json

class Align<int bytes> {
  int Log = !logtwo(bytes);
}

def A16 : Align<16>;
def A24 : Align<24>;

def Folded {
  int One = !logtwo(1);
  int Two = !logtwo(2);
  int Big = !logtwo(0x100000000);
  int NotPow2 = !logtwo(1000);
}
