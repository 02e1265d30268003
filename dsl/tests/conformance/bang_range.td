// !range with one, two and three arguments, descending ranges, empty
// ranges and a list argument; folded and unfolded.
// tdc-json

class Lanes<int n> {
  list<int> Idx = !range(n);
  list<int> FromOne = !range(1, n);
  list<int> Evens = !range(0, n, 2);
}

def L4 : Lanes<4>;

def Folded {
  list<int> One = !range(5);
  list<int> Two = !range(2, 6);
  list<int> Step = !range(0, 10, 3);
  list<int> Descending = !range(5, 0, -1);
  list<int> DescStep = !range(10, 1, -3);
  list<int> Empty = !range(0);
  list<int> EmptyBackwards = !range(3, 1);
  list<int> Negative = !range(-3, 0);
  list<int> OfList = !range(["a", "b", "c"]);
  list<int> OfEmptyList = !range([]<int>);
}
