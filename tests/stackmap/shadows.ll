; Stack maps with shadows of several sizes, back to back.
declare void @llvm.experimental.stackmap(i64, i32, ...)

define void @shadows(i64 %a) {
entry:
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 100, i32 4, i64 %a)
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 101, i32 8, i64 %a)
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 102, i32 16, i64 %a)
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 103, i32 0, i64 %a)
  ret void
}
