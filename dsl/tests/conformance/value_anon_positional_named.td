// Anonymous class instantiations with positional and named arguments.
// tdc-json

class Operand<string type, int size = 32, string parser = "default",
              bit optional = false> {
  string Type = type;
  int Size = size;
  string ParserMethod = parser;
  bit IsOptional = optional;
}

def Ops {
  Operand Plain = Operand<"i32">;
  Operand Positional = Operand<"i64", 64>;
  Operand Named = Operand<"f32", parser = "parseFP">;
  Operand AllNamed = Operand<type = "f64", optional = true, size = 64>;
  Operand MixedNamed = Operand<"v4i32", 128, optional = 1>;
}

def NamedDef : Operand<size = 16, type = "i16">;
