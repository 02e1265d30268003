// !and: bitwise and on ints and bits, folded and unfolded.
// tdc-json

class Mask<int v> {
  int Low = !and(v, 0xFF);
  int Three = !and(v, 0xF0, 0x30);
  bit BothSet = !and(!ne(v, 0), !eq(!and(v, 1), 1));
}

def M : Mask<0x1234>;
def Odd : Mask<3>;

def Folded {
  int A = !and(12, 10);
  int B = !and(-1, 255);
  bit C = !and(true, false);
  bit D = !and(1, 1, 1);
}
