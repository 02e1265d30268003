// Passing top-level asserts; they produce no records.
// tdc-json

defvar XLen = 32;
defvar Regs = ["x0", "x1", "x2"];

assert !eq(XLen, 32), "XLen must be 32";
assert !or(!eq(XLen, 32), !eq(XLen, 64)), "XLen must be 32 or 64";
assert !eq(!size(Regs), 3), "expected three registers, got " # !size(Regs);
assert !not(!empty(Regs)), "register list is empty";
assert true, "trivially true";
assert 1, "an int is accepted as a condition";

def Marker {
  int Len = XLen;
}
assert !eq(Marker.Len, 32), "Marker.Len";
