// --print-records lists classes and defs sorted by name (byte order, so
// uppercase before lowercase and R10 before R2), not in definition order.
// tdc-json

class zeta;
class Alpha;
class _under;
class Beta9;
class Beta10;

def r1 : zeta;
def R2 : Alpha;
def R10 : Alpha;
def _x : _under;
def 9lives : Beta9;
def Z9 : Beta10;
def a;
def B;
def AA;
def A_;
def A0;
