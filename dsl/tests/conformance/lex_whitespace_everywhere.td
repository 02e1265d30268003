// Whitespace, comments and newlines between every token.
// tdc-json

class
  Reg
  <
    string /* type */ n
    ,
    int // width
    w
    =
    32
  >
{
  string
    Name
    =
    n
    ;
  int Width = w ;
}

def
  R0
  :
  Reg
  < "r0" >
  ;
def R1 : Reg < "r1" , 64 > { let Width = !add ( 64 , 1 ) ; }
