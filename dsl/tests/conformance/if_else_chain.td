// if/else chains with nested ifs in both branches, inside a foreach, and
// conditions computed from strings and lists.
// tdc-json

class Ext<string n> {
  string Name = n;
}

foreach ext = ["m", "a", "f", "d", "c", "v"] in {
  if !eq(ext, "m") then
    def Ext_M : Ext<"mul">;
  else if !eq(ext, "a") then
    def Ext_A : Ext<"atomic">;
  else if !not(!empty(!filter(x, ["f", "d"], !eq(x, ext)))) then {
    def Ext_ # !toupper(ext) : Ext<"float">;
    if !eq(ext, "d") then
      def Ext_D_implies_F : Ext<"f">;
  } else
    def Ext_Other_ # ext : Ext<ext>;
}
