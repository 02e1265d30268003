// !getdagop and its older spelling !getop: read a dag's operator, with an
// optional result type; folded and unfolded.
// tdc-json

class SDNode<string opc> {
  string Opcode = opc;
}
def add : SDNode<"ISD::ADD">;
def sub : SDNode<"ISD::SUB">;
def GPR;

class PatInfo<dag p> {
  SDNode Root = !getdagop<SDNode>(p);
  string RootOpcode = !getdagop<SDNode>(p).Opcode;
  SDNode OldSpelling = !getop<SDNode>(p);
}

def P : PatInfo<(add GPR:$a, GPR:$b)>;

def Folded {
  SDNode A = !getdagop<SDNode>((sub GPR, GPR));
  SDNode B = !getop<SDNode>((add));
  string C = !getdagop<SDNode>((sub 1)).Opcode;
}
