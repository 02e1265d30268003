// #define inside a skipped region has no effect; #define in a taken branch
// does. Directive names inside comments and strings are not directives.
// tdc-json

#ifdef NEVER
#define DEFINED_IN_SKIPPED
#else
#define DEFINED_IN_TAKEN
#endif

#ifdef DEFINED_IN_SKIPPED
def SkippedDefineLeaked;
#endif

#ifdef DEFINED_IN_TAKEN
def TakenDefineWorks;
#endif

// #define COMMENTED_OUT
#ifndef COMMENTED_OUT
def CommentDirectiveIgnored {
  string S = "#define IN_STRING";
}
#endif

#ifdef IN_STRING
def StringDirectiveLeaked;
#endif
