// foreach ranges written with '...', including computed bounds.
// tdc-json

defvar NumRegs = 4;

class VReg<int n> {
  int Num = n;
}

foreach i = 0...3 in
  def V # i : VReg<i>;

foreach i = 10...8 in
  def W # i : VReg<i>;

foreach i = 0...!sub(NumRegs, 1) in
  def X # i : VReg<!mul(i, 10)>;

foreach i = !add(NumRegs, 1)...!mul(NumRegs, 2) in
  def Y # i : VReg<!sub(i, NumRegs)>;

foreach i = 5...5 in
  def Z # i : VReg<i>;
