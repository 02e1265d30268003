// if inside foreach, using the iterator in the condition.
// tdc-json

class Reg<int n, bit callee> {
  int Num = n;
  bit CalleeSaved = callee;
}

foreach i = 0-5 in {
  if !lt(i, 3) then
    def A # i : Reg<i, false>;
  else
    def S # i : Reg<i, true>;
  if !eq(!and(i, 1), 0) then {
    defvar half = !srl(i, 1);
    def Even # i : Reg<half, false>;
  }
}
