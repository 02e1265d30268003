// A class may be forward-declared with `class A;` and defined later, which
// allows mutually referencing field types.
// tdc-json

class RegClass;

class Reg<string n> {
  string Name = n;
  RegClass Parent;
}

class RegClass {
  list<Reg> Members = [];
  int Count = !size(Members);
}

def GPR : RegClass;

def R0 : Reg<"r0"> {
  let Parent = GPR;
}

def R1 : Reg<"r1">;
