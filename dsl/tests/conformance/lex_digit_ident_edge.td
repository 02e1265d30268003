// Lexer edge cases for tokens that begin with digits: a digit run followed
// by 'x' or 'b' is only a number when the next character is a valid digit
// for that base; otherwise the whole token is an identifier.
// tdc-json

class N<int v> {
  int V = v;
}

def 2bz : N<2>;      // 'b' followed by 'z' -> identifier
def 5xyz : N<5>;     // 'x' followed by 'y' -> identifier
def 9x_ : N<9>;      // 'x' followed by '_' -> identifier
def 7e : N<7>;       // letter after digits -> identifier
def 00abc : N<0>;    // leading zeros then letters -> identifier
def 1_000 : N<1000>; // underscore after digits -> identifier

def Numbers {
  int Hex = 0xA;
  int Bin = 0b11;
  list<N> Ids = [2bz, 5xyz, 9x_, 7e, 00abc, 1_000];
}
