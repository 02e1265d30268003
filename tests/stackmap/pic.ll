; llc-flags: -relocation-model=pic
; Position-independent code, stack maps in two functions sharing constants.
declare void @llvm.experimental.stackmap(i64, i32, ...)

define void @pic_one(i64 %a) {
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 160, i32 0, i64 %a, i64 8589934593)
  ret void
}

define void @pic_two(i64 %a) {
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 161, i32 0, i64 8589934593, i64 %a, i64 -8589934593)
  ret void
}
