// #ifndef and #else branches.
// tdc-json

#define LITTLE_ENDIAN

class Endian<bit little> {
  bit IsLittle = little;
}

#ifndef LITTLE_ENDIAN
def DefaultEndian : Endian<false>;
#else
def DefaultEndian : Endian<true>;
#endif

#ifndef BIG_ENDIAN
def NoBigEndianMacro;
#else
def BigEndianMacro;
#endif

#ifdef BIG_ENDIAN
def TakesIfBranch;
#else
def TakesElseBranch;
#endif
