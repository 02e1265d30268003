// expect: other: the def on line 6 is named by the int expression !add(Base, 1) instead of a string.
class Register<string n> { string AsmName = n; }

defvar Base = 4;
def R4 : Register<"r4">;
def !add(Base, 1) : Register<"r5">;
