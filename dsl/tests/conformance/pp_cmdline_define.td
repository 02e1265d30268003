// tdc-args: -D ENABLE_SIMD -D WIDTH128
// Macros defined on the command line with -D.
// tdc-json

class VecReg<int width> {
  int Width = width;
}

#ifdef ENABLE_SIMD
  #ifdef WIDTH128
def V0 : VecReg<128>;
  #else
def V0 : VecReg<64>;
  #endif
#endif

#ifndef ENABLE_FLOAT
def NoFloat;
#endif

#ifdef WIDTH128
#define DERIVED_FROM_CMDLINE
#endif

#ifdef DERIVED_FROM_CMDLINE
def DerivedMacroSeen;
#endif
