// Self-referencing: a record finding itself through NAME and !cast, and
// a class referring to records of the same class by name.
// tdc-json

class Node<string next> {
  string Self = NAME;
  string Next = next;
}

def A : Node<"B">;
def B : Node<"A">;

class Linked<string next> {
  Linked NextRec = !cast<Linked>(next);
  string NextName = !cast<string>(!cast<Linked>(next));
}

def L1 : Linked<"L1">;
def L2 : Linked<"L1">;

// A def with a body but no class still gets NAME through its class.
def Standalone : Node<"Standalone"> {
  string Me = Self;
}
