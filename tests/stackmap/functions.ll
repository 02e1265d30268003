; Several functions: two global, one internal (its address relocates
; against the section), one without stack maps (no entry).
declare void @llvm.experimental.stackmap(i64, i32, ...)

define void @first(i64 %a) {
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 10, i32 0, i64 %a)
  ret void
}

define void @plain(i64 %a) {
  ret void
}

define internal void @hidden(i64 %a) {
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 11, i32 0, i64 %a, i64 1)
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 12, i32 0, i64 %a, i64 2)
  ret void
}

define void @last(i64 %a) {
  call void @hidden(i64 %a)
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 13, i32 0, i64 %a, i64 8589934592)
  ret void
}
