; A patch point with a result, used afterwards, and live values after it.
declare i64 @llvm.experimental.patchpoint.i64(i64, i32, ptr, i32, ...)

define i64 @patch_i64(i64 %a, i64 %b) {
entry:
  %r = call i64 (i64, i32, ptr, i32, ...) @llvm.experimental.patchpoint.i64(i64 30, i32 40, ptr inttoptr (i64 4660 to ptr), i32 2, i64 %a, i64 %b, i64 %a, i64 99)
  %s = add i64 %r, %b
  %t = call i64 (i64, i32, ptr, i32, ...) @llvm.experimental.patchpoint.i64(i64 31, i32 40, ptr null, i32 1, i64 %s, i64 %a)
  %u = add i64 %t, %a
  ret i64 %u
}
