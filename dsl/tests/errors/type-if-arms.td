// expect: type: the !if in the Size initializer of class Inst has an int then-arm and a string else-arm.
class Inst<bit compressed> {
  bit IsCompressed = compressed;
  int Size = !if(compressed, 2, "four");
}

def CADD : Inst<1>;
