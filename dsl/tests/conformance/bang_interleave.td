// !interleave over string and int lists, folded and unfolded.
// tdc-json

class Feature<list<string> implies> {
  string ImpliesStr = !interleave(implies, ",");
  string Quoted = "\"" # !interleave(implies, "\", \"") # "\"";
}

def FeatureV : Feature<["zve64d", "zvl128b"]>;
def FeatureNone : Feature<[]>;

def Folded {
  string Ints = !interleave([1, 2, 3], " + ");
  string Strs = !interleave(["a", "b"], "");
  string One = !interleave(["only"], ", ");
  string Empty = !interleave([]<string>, ", ");
  string Sep = !interleave(["x", "y"], !strconcat("-", "-"));
}
