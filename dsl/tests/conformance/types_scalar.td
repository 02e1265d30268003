// Scalar types bit, int, string, code with values and unset values.
// tdc-json

class Scalars {
  bit B0 = 0;
  bit B1 = true;
  bit BUnset;
  bit BFromInt = 1;
  int I = -3;
  int IUnset;
  int IFromBit = true;
  string S = "str";
  string SUnset;
  code C = [{ c++ }];
  code CFromString = "promoted";
  code CUnset;
}

def Defaults : Scalars;
def Overridden : Scalars {
  let BUnset = false;
  let IUnset = 7;
  let SUnset = [{ code into string }];
  let CUnset = "string into code";
}
