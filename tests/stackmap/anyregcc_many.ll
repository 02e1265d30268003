; anyregcc with constants and pointers among the arguments.
declare void @llvm.experimental.patchpoint.void(i64, i32, ptr, i32, ...)

define void @anyreg_many(ptr %p, i64 %a, i32 %b) {
entry:
  %x = load i64, ptr %p
  call anyregcc void (i64, i32, ptr, i32, ...) @llvm.experimental.patchpoint.void(i64 41, i32 20, ptr null, i32 3, ptr %p, i64 %x, i32 %b, i64 7, i64 12345678901234)
  store i64 %a, ptr %p
  ret void
}
