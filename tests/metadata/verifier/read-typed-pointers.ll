; reads: typed pointers and a function type in a call
declare i32 @printf(i8*, ...)
define i32 @f(i8* %fmt) {
  %r = call i32 (i8*, ...) @printf(i8* %fmt), !range !0
  ret i32 %r
}
!0 = !{i32 0, i32 1000}
