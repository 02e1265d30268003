// !foldl building strings: joining with separators and computing names.
// tdc-json

class Join<list<string> parts, string sep> {
  string Joined = !foldl("", parts, acc, p,
                         !if(!empty(acc), p, acc # sep # p));
}

def J : Join<["zba", "zbb", "zbs"], "_">;

def Folded {
  string Concat = !foldl("", ["a", "b", "c"], acc, s, acc # s);
  string Numbers = !foldl("n", [1, 2, 3], acc, i, !strconcat(acc, ":", !cast<string>(i)));
  string Empty = !foldl("init", []<string>, acc, s, acc # s);
}
