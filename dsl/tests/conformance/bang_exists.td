// !exists<Type>(name): whether a record of the given type exists, checked
// when the expression is resolved; folded and unfolded.
// tdc-json

class Feature;
class Reg;
def FeatureA : Feature;
def R0 : Reg;

class MaybeFeature<string n> {
  bit Exists = !exists<Feature>(n);
  bit ExistsAsReg = !exists<Reg>(n);
}

def M1 : MaybeFeature<"FeatureA">;
def M2 : MaybeFeature<"R0">;
def M3 : MaybeFeature<"Missing">;

def Folded {
  bit A = !exists<Feature>("FeatureA");
  bit B = !exists<Feature>("FeatureB");
  bit C = !exists<Reg>("FeatureA");
  bit LaterDef = !exists<Feature>("FeatureC");
}
def FeatureC : Feature;
