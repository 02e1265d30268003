; Void patch points: without a target (the bytes stay nops) and with a
; call target; arguments and live values recorded.
declare void @llvm.experimental.patchpoint.void(i64, i32, ptr, i32, ...)
declare void @callee(i64, i64)

define void @patch_void(i64 %a, i64 %b, i64 %c) {
entry:
  call void (i64, i32, ptr, i32, ...) @llvm.experimental.patchpoint.void(i64 20, i32 16, ptr null, i32 0, i64 %a)
  call void (i64, i32, ptr, i32, ...) @llvm.experimental.patchpoint.void(i64 21, i32 32, ptr @callee, i32 2, i64 %a, i64 %b, i64 %c)
  ret void
}
