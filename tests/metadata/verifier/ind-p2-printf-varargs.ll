; reads: a varargs call through a function type, string constants with escapes
@.str = private unnamed_addr constant [10 x i8] c"n=%d \22!\5C\0A\00", align 1
@fake = constant [11 x i8] c"!range !99\00"
define i32 @main() {
entry:
  %call = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 1), !prof !0
  ret i32 0
}
declare i32 @printf(ptr noundef, ...)
!0 = !{!"branch_weights", i32 1}
