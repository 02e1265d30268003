; anyregcc: the result and every argument are in registers the code
; generator chooses, all recorded as locations.
declare i64 @llvm.experimental.patchpoint.i64(i64, i32, ptr, i32, ...)

define i64 @anyreg(i64 %a, i64 %b, i64 %c, i64 %d) {
entry:
  %r = call anyregcc i64 (i64, i32, ptr, i32, ...) @llvm.experimental.patchpoint.i64(i64 40, i32 15, ptr null, i32 4, i64 %a, i64 %b, i64 %c, i64 %d)
  %s = add i64 %r, %d
  ret i64 %s
}
