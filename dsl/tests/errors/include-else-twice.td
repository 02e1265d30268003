// expect: include: the `#ifdef IS_64BIT` block has a second `#else` on line 9.
// tdc-args: -D IS_64BIT
class Register<string n, int w> { string AsmName = n; int Width = w; }

#ifdef IS_64BIT
def X0 : Register<"x0", 64>;
#else
def X0 : Register<"x0", 32>;
#else
def X0 : Register<"x0", 16>;
#endif
