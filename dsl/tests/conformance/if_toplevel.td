// Top-level if/then/else with single statements and blocks.
// tdc-json

defvar XLen = 64;
defvar HasCompressed = true;

class Feature<string n> {
  string Name = n;
}

if !eq(XLen, 64) then
  def Is64Bit : Feature<"64bit">;

if !eq(XLen, 32) then
  def Is32Bit : Feature<"32bit">;
else
  def Not32Bit : Feature<"not32">;

if HasCompressed then {
  def FeatureC : Feature<"c">;
  def FeatureZca : Feature<"zca">;
} else {
  def NoCompressed : Feature<"none">;
}

if !gt(XLen, 32) then {
  if HasCompressed then
    def Nested64C : Feature<"64c">;
}
