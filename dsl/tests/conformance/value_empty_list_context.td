// Empty lists [] take their element type from the context: field type,
// template argument type, operator operand and !if arms.
// tdc-json

class RegClass<list<string> names = [], list<int> costs = []> {
  list<string> Names = names;
  list<int> Costs = costs;
  list<list<int>> Groups = [[], costs];
  list<string> Either = !if(!empty(names), [], names);
  list<int> Cat = !listconcat([], costs, []);
}

def Empty : RegClass;
def Filled : RegClass<["a"], [1, 2]>;
def Mixed : RegClass<[], [5]>;

def Standalone {
  list<RegClass> RCs = [];
  list<dag> Dags = [];
  int N = !size(RCs);
}
