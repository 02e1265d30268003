// Foreach iterators used at the start, middle and end of def names, and as
// whole names.
// tdc-json

class Named {
  string Self = NAME;
}

foreach s = ["ADD", "SUB"] in {
  def s : Named;
  def s # _rr : Named;
  def PRE_ # s : Named;
  def PRE_ # s # _POST : Named;
}

foreach i = 0-1 in
  foreach s = ["x", "y"] in
    def s # i # s : Named;
