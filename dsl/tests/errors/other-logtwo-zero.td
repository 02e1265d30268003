// expect: other: def EMPTY evaluates !logtwo(0) for its AlignShift field, which is undefined.
class Align<int bytes> {
  int Bytes = bytes;
  int AlignShift = !logtwo(bytes);
}

def WORD : Align<4>;
def EMPTY : Align<0>;
