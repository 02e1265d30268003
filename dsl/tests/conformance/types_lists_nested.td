// Lists of scalars, lists of lists, lists of bits and lists of dags.
// tdc-json

def ops;
def reg;

class Tables {
  list<int> Ints = [1, 2, 3];
  list<string> Strs = ["a", "b"];
  list<bit> Bits = [0, 1, true];
  list<bits<4>> Nibbles = [0b0001, 15, {1, 0, 1, 0}];
  list<list<int>> Matrix = [[1, 0], [0, 1], []];
  list<list<list<string>>> Deep = [[["x"]], [[], ["y", "z"]]];
  list<dag> Dags = [(ops reg), (ops)];
  list<code> Codes = [[{ a }], "b"];
  list<int> Unset;
  list<int> Empty = [];
}

def T : Tables;
