; llc-flags: -O0
; At -O0 values live in stack slots: Indirect locations everywhere.
declare void @llvm.experimental.stackmap(i64, i32, ...)
declare void @llvm.experimental.patchpoint.void(i64, i32, ptr, i32, ...)

define i64 @unoptimized(i64 %a, i32 %b) {
entry:
  %x = add i64 %a, 1
  %y = sext i32 %b to i64
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 130, i32 0, i64 %x, i64 %y, i32 %b)
  call void (i64, i32, ptr, i32, ...) @llvm.experimental.patchpoint.void(i64 131, i32 16, ptr null, i32 0, i64 %x, i64 3000000000)
  %z = add i64 %x, %y
  ret i64 %z
}
