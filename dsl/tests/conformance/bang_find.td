// !find(str, sub[, start]): index of a substring or -1; folded and unfolded.
// tdc-json

class Split<string s> {
  int Dot = !find(s, ".");
  string Base = !substr(s, 0, !find(s, "."));
  int Second = !find(s, ".", !add(!find(s, "."), 1));
}

def VADD : Split<"vadd.vv.m1">;

def Folded {
  int A = !find("hello", "l");
  int B = !find("hello", "l", 3);
  int C = !find("hello", "z");
  int D = !find("hello", "");
  int E = !find("hello", "o", 5);
}
