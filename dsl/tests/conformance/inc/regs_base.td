// Helper: base register classes (included via -I inc or by relative path).
class Register<string n, int enc> {
  string AsmName = n;
  int HWEncoding = enc;
}
