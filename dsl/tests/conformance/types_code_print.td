// code is a flavour of string: the printed field type follows the value's
// literal form ([{ }] prints as code, "..." prints as string).
// tdc-json

class Pred<code c> {
  code CodeField = c;
  string StringField = c;
  code FromString = "quoted";
  list<code> Codes = [c, "q"];
}

def FromCode : Pred<[{ Subtarget->hasX() }]>;
def FromQuoted : Pred<"Subtarget->hasY()">;
def Concat {
  code A = [{ a }];
  code B = !strconcat([{ x }], [{ y }]);
  code C = A # [{ z }];
  string D = !strconcat("s", [{ c }]);
  bit Same = !eq([{ k }], "k");
}
