// Tokens written without any optional whitespace.
// tdc-json
def ops;class Op<int a,string b>{int A=a;string B=b;list<int>L=[a,a];dag D=(ops a:$x,b);}
def X:Op<1,"x">{let A=2;let L=[3];}
def Y:Op<-1,"y">;defvar V=[1,2];def Z{list<int>W=V[0...1];bits<2>B={1,0};}
multiclass M<int n>{def _a:Op<n,"m">;}defm Q:M<+4>;
foreach i=0-1 in def F#i:Op<i,"f">;
let A=9 in def L:Op<0,"l">;
def N:Op<0b1,"n">{let D=(ops);let B="n"#"!";}
if 1 then def T;else def E;
defset list<Op>S={def U:Op<2,"u">;}
