; Values of every integer width and a pointer, each in a register.
declare void @llvm.experimental.stackmap(i64, i32, ...)

define void @registers(i64 %a, i32 %b, i16 %c, i8 %d, i1 %e, ptr %p) {
entry:
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 1, i32 0, i64 %a, i32 %b, i16 %c, i8 %d, i1 %e, ptr %p)
  ret void
}
