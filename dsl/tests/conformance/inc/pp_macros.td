// Helper: defines macros that affect the including file.
#ifndef PP_MACROS_TD
#define PP_MACROS_TD

#define TARGET_HAS_MUL
#define TARGET_HAS_DIV

class Op<string n> {
  string Name = n;
}

#endif
