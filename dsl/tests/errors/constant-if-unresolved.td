// expect: constant: the top-level `if` on line 10 tests Target.Is64Bit, which is unset (`?`) and cannot be resolved to a bit.
class TargetInfo {
  bit Is64Bit = ?;
  string Name = "toy";
}
def Target : TargetInfo;

class Register<string n> { string AsmName = n; }

if Target.Is64Bit then {
  def RIP : Register<"rip">;
}
