// llvm-tblgen's general flags are accepted: unused template arguments are
// not reported with --no-warn-on-unused-template-args.
// tdc-args: --no-warn-on-unused-template-args --time-phases --write-if-changed

class C<int unused, int used> {
  int x = used;
}
def D : C<1, 2>;
