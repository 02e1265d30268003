// Nested preprocessor conditionals, including nesting inside skipped regions.
// tdc-json

#define ARCH_64
#define HAS_ATOMICS

class Cfg<int ptrbits, bit atomics> {
  int PointerBits = ptrbits;
  bit Atomics = atomics;
}

#ifdef ARCH_64
  #ifdef HAS_ATOMICS
def Target : Cfg<64, 1>;
  #else
def Target : Cfg<64, 0>;
  #endif
#else
  #ifdef HAS_ATOMICS
def Target : Cfg<32, 1>;
  #else
def Target : Cfg<32, 0>;
  #endif
#endif

#ifdef NOT_DEFINED
  #ifdef ARCH_64
def ShouldNotExist1;
  #else
def ShouldNotExist2;
  #endif
#else
  #ifndef ARCH_64
def ShouldNotExist3;
  #else
    #ifdef HAS_ATOMICS
def DeeplyNested;
    #endif
  #endif
#endif
