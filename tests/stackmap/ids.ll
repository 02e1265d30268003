; Ids at the edges of 64 bits, repeated ids.
declare void @llvm.experimental.stackmap(i64, i32, ...)

define void @ids(i64 %a) {
entry:
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 0, i32 0, i64 %a)
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 -1, i32 0, i64 %a)
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 4294967296, i32 0)
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 0, i32 0, i64 %a)
  ret void
}
