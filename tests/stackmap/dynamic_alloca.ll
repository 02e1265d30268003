; A variable-sized frame: the stack size is recorded as all ones.
declare void @llvm.experimental.stackmap(i64, i32, ...)
declare void @use(ptr)

define void @dynamic(i64 %n) {
entry:
  %buf = alloca i8, i64 %n
  call void @use(ptr %buf)
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 110, i32 0, ptr %buf, i64 %n)
  ret void
}
