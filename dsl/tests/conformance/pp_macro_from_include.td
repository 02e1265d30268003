// Macros defined in an included file are visible to the includer, and an
// include guard prevents a second inclusion from redefining its classes.
// tdc-json

include "inc/pp_macros.td"
include "inc/pp_macros.td"

#ifdef TARGET_HAS_MUL
def MUL : Op<"mul">;
#endif

#ifdef TARGET_HAS_DIV
def DIV : Op<"div">;
#endif

#ifdef PP_MACROS_TD
def GuardVisible : Op<"guard">;
#endif

#ifdef TARGET_HAS_REM
def REM : Op<"rem">;
#endif
