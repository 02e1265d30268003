; llc-flags: -code-model=large
; The large code model (patch point calls materialize a 64-bit target).
declare void @llvm.experimental.patchpoint.void(i64, i32, ptr, i32, ...)
declare void @llvm.experimental.stackmap(i64, i32, ...)

define void @large_model(i64 %a) {
entry:
  call void (i64, i32, ptr, i32, ...) @llvm.experimental.patchpoint.void(i64 150, i32 40, ptr inttoptr (i64 81985529216486895 to ptr), i32 1, i64 %a, i64 %a)
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 151, i32 0, i64 %a, i64 68719476736)
  ret void
}
