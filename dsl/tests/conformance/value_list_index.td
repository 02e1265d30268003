// List element access l[i] on literals, fields, template args and nested
// lists, including indices computed with operators.
// tdc-json

class Sched<list<int> lat> {
  list<int> Latencies = lat;
  int First = lat[0];
  int Second = Latencies[1];
  int Last = lat[!sub(!size(lat), 1)];
}

def S : Sched<[3, 5, 7, 9]>;

def Lits {
  list<string> Names = ["zero", "one", "two"];
  string Lit = Names[1];
  string Computed = Names[!add(1, 1)];
  list<list<int>> Grid = [[1, 2], [3, 4]];
  int Cell = Grid[1][0];
  list<int> Row = Grid[0];
  int FromDef = S.Latencies[2];
}
