// Block comments, including nesting.
// tdc-json

/* A plain block comment. */
class Operand<string ty> {
  string Type = /* inline */ ty;
}

/* Outer /* inner */ still in the outer comment: def Hidden; */
def GPR32Op : Operand<"i32">;

/*
 * Multi-line block comment
 *   /* with a nested
 *      /* two levels deep */
 *   */
 * def AlsoHidden : Operand<"f32">;
 */
def GPR64Op : Operand</* type */ "i64"/* after */>;

/**/ def EmptyCommentBefore : Operand<"i1">;
/* // a line comment marker inside a block comment */
def AfterSlashSlash : Operand<"i8">;
/* stars ** inside *** comments */
def Stars : Operand<"i16">;
