// A preprocessor directive may follow a block comment at the start of a line.
// tdc-json

/* leading comment */ #define AFTER_COMMENT

/* another */ #ifdef AFTER_COMMENT
def DefinedAfterComment;
/* x */ #else
def NotDefined;
/* y */ #endif

/* multi
   line comment */ #ifndef MISSING
def MultiLineCommentBeforeDirective;
#endif   // trailing line comment after a directive

#ifdef AFTER_COMMENT /* trailing block comment */
def TrailingBlockComment;
#endif
