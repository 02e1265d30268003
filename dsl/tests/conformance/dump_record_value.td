// `dump` of a record value prints the whole record, as --print-records
// shows it; strings print as they are.
// tdc-dumps

class C<int n> {
  int x = n;
  string s = "a";
  bits<3> b = { 1, 0, 1 };
}
def R : C<7>;
dump R;
def S {
  dump R;
}
defvar v = R;
dump v;
dump "text";
dump !repr(42);
dump !strconcat("x", !cast<string>(R));
