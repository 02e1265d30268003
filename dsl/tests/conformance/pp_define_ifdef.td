// #define and #ifdef / #endif.
// tdc-json

#define HAS_FPU
#define HAS_VECTOR

class Feature<string n> {
  string Name = n;
}

#ifdef HAS_FPU
def FeatureFPU : Feature<"fpu">;
#endif

#ifdef HAS_VECTOR
def FeatureVector : Feature<"vector">;
#endif

#ifdef HAS_CRYPTO
def FeatureCrypto : Feature<"crypto">;
this text is never lexed as tokens (it is skipped)
#endif

#ifdef HAS_FPU
#ifdef HAS_VECTOR
def FeatureFPUVector : Feature<"fpu+vector">;
#endif
#endif
