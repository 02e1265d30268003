; A large frame: big Direct offsets and a big stack size.
declare void @llvm.experimental.stackmap(i64, i32, ...)
declare void @use(ptr, ptr)

define void @large_frame() {
entry:
  %big = alloca [70000 x i8], align 16
  %small = alloca i64
  call void @use(ptr %big, ptr %small)
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 120, i32 0, ptr %big, ptr %small)
  ret void
}
