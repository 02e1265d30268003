// The prelude is `tdc.td`; `tdc-prelude.td` exists nowhere on the search path.

include "tdc-prelude.td"

def Toy : Target;
