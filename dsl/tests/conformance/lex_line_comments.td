// Line comments in every position a token can appear.
// tdc-json

class Reg<string n> { // trailing comment after a brace
  string AsmName = n; // trailing comment after a statement
  // a comment on its own line inside a body
  int Size = 32;
}

// A comment between two definitions.
def R0 : Reg<"r0">;   // comment after ';'
def R1 : Reg<"r1">    // comment before the semicolon
;
def R2 // comment between the name and the colon
  : Reg<"r2">;
// Comment containing tokens that must be ignored: def X; class Y { }
// Comment with a "string" and [{ code }] and /* block */ text.
def R3 : Reg<"r3"> {
  let Size = 64; //let Size = 16;
}
// final comment without trailing newline
// no newline at EOF