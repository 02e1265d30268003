// dag operator names (op:$name), argument names, nested dags with names,
// and $name-only arguments.
// tdc-json

def set;
def add;
def load;
def GPR;
def imm;

class Pattern<dag src, dag dst> {
  dag Source = src;
  dag Result = dst;
}

def AddPat : Pattern<(set GPR:$dst, (add:$sum GPR:$a, imm:$b)),
                     (add $a, $b)>;
def LoadPat : Pattern<(load:$ld (add GPR:$base, imm:$off):$addr),
                      (load $base, $off)>;
def OnlyNames : Pattern<(set $x, $y, $z), (set)>;
def NamedOperatorOnly : Pattern<(add:$root), (add:$r GPR, GPR:$q)>;
