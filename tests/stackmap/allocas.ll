; Allocas passed directly: Direct locations, frame register plus offset.
declare void @llvm.experimental.stackmap(i64, i32, ...)
declare void @use(ptr, ptr, ptr)

define void @allocas() {
entry:
  %a = alloca i64
  %b = alloca [16 x i8], align 16
  %c = alloca i32
  call void @use(ptr %a, ptr %b, ptr %c)
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 4, i32 0, ptr %a, ptr %b, ptr %c)
  ret void
}
