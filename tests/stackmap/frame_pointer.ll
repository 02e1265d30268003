; With a frame pointer, Direct and Indirect locations are relative to it.
declare void @llvm.experimental.stackmap(i64, i32, ...)
declare void @use(ptr)

define void @with_fp(i64 %a) "frame-pointer"="all" {
entry:
  %slot = alloca i64
  %pair = alloca [2 x i64]
  call void @use(ptr %slot)
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 140, i32 0, ptr %slot, ptr %pair, i64 %a)
  ret void
}
