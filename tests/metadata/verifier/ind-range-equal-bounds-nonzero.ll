; INVALID: equal bounds that are not both the min or max value
define i8 @f(ptr %p) {
  %v = load i8, ptr %p, !range !{i8 7, i8 7}
  ret i8 %v
}
