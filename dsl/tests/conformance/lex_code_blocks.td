// Code literals [{ ... }] are strings of type code.
// tdc-json

class Pattern<code pred> {
  code Predicate = pred;
  string AsString = pred;
}

def IsSmallImm : Pattern<[{ return Imm < 16; }]>;
def HasBraces : Pattern<[{ if (x) { y(); } }]>;
def HasBrackets : Pattern<[{ return V[0] == V[1]; }]>;
def HasQuotes : Pattern<[{ return "str" == S && 'c' == C; }]>;
def EmptyCode : Pattern<[{}]>;

def CodeFields {
  code Body = [{ N->getOpcode() }];
  code Backslashes = [{ \n \t \\ are not escapes here }];
  string Assigned = [{ plain }];
}
