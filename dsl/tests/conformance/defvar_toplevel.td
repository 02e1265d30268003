// Top-level defvar of every basic type, used in later definitions.
// tdc-json

defvar XLen = 64;
defvar Namespace = "Toy";
defvar IsBigEndian = false;
defvar Enc = 0b1011;
defvar Widths = [8, 16, 32, XLen];
defvar Half = !div(XLen, 2);
// XLen on the right of # is parsed in name mode: it is the literal "XLen".
defvar Desc = Namespace # "/" # XLen;
defvar Desc2 = !strconcat(Namespace, "/", !cast<string>(XLen));

def ops;
defvar EmptyOps = (ops);

class Target {
  int PtrBits = XLen;
  string NS = Namespace;
  bit BigEndian = IsBigEndian;
  bits<4> Encoding = Enc;
  list<int> LegalWidths = Widths;
  int HalfBits = Half;
  string Description = Desc;
  string Description2 = Desc2;
  dag Operands = EmptyOps;
}

def ToyTarget : Target;
