// expect: other: class RegRange calls !range with a step of 0, triggered by def EVENS.
class RegRange<int first, int last, int step> {
  list<int> Indices = !range(first, last, step);
}

def ODDS : RegRange<1, 16, 2>;
def EVENS : RegRange<0, 16, 0>;
