// expect: limits: the literal -9223372036854775809 for Offset in def FARJMP is below the smallest 64-bit signed integer.
class Branch<int off> {
  int Offset = off;
}

def NEARJMP : Branch<-128>;
def FARJMP : Branch<-9223372036854775809>;
