// Source with CRLF line endings and tab indentation.
// tdc-json

class Reg<string n> {
	string Name = n;
	code Desc = [{ line one
	line two }];
}

def R0 : Reg<"r0">;
/* block
   comment */
def R1 : Reg<"r1">	;
