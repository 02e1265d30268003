// !cast between types: int/bits/bit to string, string to record, record
// to string, record to superclass, and unfolded casts in classes.
// tdc-json

class Reg<string n> {
  string Name = n;
}
class GPR<string n> : Reg<n>;
def X0 : GPR<"x0">;
def X1 : GPR<"x1">;

class Lookup<string recname, int num> {
  Reg Found = !cast<Reg>(recname);
  GPR FoundGPR = !cast<GPR>("X" # num);
  string NumStr = !cast<string>(num);
}

def L : Lookup<"X1", 0>;

def Folded {
  string IntToStr = !cast<string>(42);
  string NegToStr = !cast<string>(-5);
  string BitsToStr = !cast<string>(0b101);
  string BitToStr = !cast<string>(true);
  Reg StrToRec = !cast<Reg>("X0");
  string RecToStr = !cast<string>(X1);
  Reg Upcast = !cast<Reg>(X0);
  int BitsToInt = !cast<int>(0b0110);
  bits<4> IntToBits = !cast<bits<4>>(9);
  int BitToInt = !cast<int>(true);
  string StrToStr = !cast<string>("same");
}
