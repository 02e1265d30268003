// The unset value ? and how it flows through fields, list elements, dag
// arguments, bits and operators that pass it through. (A def field that
// refers to a still-unset scalar field is an error, so only fold-safe uses
// appear here.)
// tdc-json

def ops;

class Inst {
  int Size = ?;
  bits<4> Enc = ?;
  bits<4> EncCopy = Enc;
  list<int> L = [?, 2];
  int FirstOfL = L[0];
  int NumL = !size(L);
  list<int> Appended = !listconcat(L, [3]);
  dag D = (ops ?, ?:$x);
  int DagArg = !getdagarg<int>(D, 0);
  dag Built = !dag(ops, L, ["a", "b"]);
  string Repr = !repr(L);
  int PickUnset = !if(true, ?, 3);
  string CastUnset = !cast<string>(?);
  bit TopBit = Enc{3};
}

def Unset : Inst;
def Set : Inst {
  let Size = 4;
  let Enc = 0b1001;
  let L = [7, 8];
}
def PartialBits : Inst {
  let Enc{1-0} = 0b10;
}
