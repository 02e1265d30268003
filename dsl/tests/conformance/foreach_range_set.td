// foreach over a braced range list {1, 3-5, ...} mixing singles and ranges.
// tdc-json

class Lane<int idx> {
  int Index = idx;
}

foreach i = {1, 3-5} in
  def L # i : Lane<i>;

foreach i = {0...1, 8, 6-5} in
  def M # i : Lane<i>;

foreach i = {2} in
  def N # i : Lane<i>;
