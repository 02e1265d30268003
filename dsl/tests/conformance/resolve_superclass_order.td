// Fields appear in the order they are first introduced: superclass fields
// in superclass order, then the record's own fields. Later superclasses
// override earlier values of the same field without moving it.
// tdc-json

class HasSize {
  int Size = 4;
  string Origin = "HasSize";
}
class HasName {
  string Name = "unnamed";
  string Origin = "HasName";
}
class HasFlags {
  bit Flag = false;
  int Size = 8;
}

def A : HasSize, HasName, HasFlags {
  int Own = 1;
}
def B : HasFlags, HasName, HasSize {
  int Own = 2;
}
def C : HasName, HasSize {
  let Origin = "C";
  int Extra = 3;
}
