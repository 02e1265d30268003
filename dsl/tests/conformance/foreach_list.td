// foreach over explicit lists of strings, ints, records and lists.
// tdc-json

class CondCode<string n, int v> {
  string Name = n;
  int Value = v;
}

foreach cc = ["EQ", "NE", "GT"] in
  def CC_ # cc : CondCode<cc, 0>;

foreach v = [3, 1, 2] in
  def Val # v : CondCode<"v", v>;

foreach r = [CC_EQ, CC_NE] in
  def Inv_ # r : CondCode<"inv_" # r.Name, !sub(1, r.Value)>;

foreach l = [[1, 2], [3]] in
  def ListSize # !size(l) : CondCode<"l", !foldl(0, l, a, b, !add(a, b))>;

defvar Empty = []<string>;
foreach e = Empty in
  def NeverCreated # e;
