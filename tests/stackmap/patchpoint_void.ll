; Void patch points: without a target (the bytes stay nops) and with a
; call target, an absolute address (llc would write a symbol's address as
; its own in-memory pointer on some targets, so goldens would change from
; run to run); arguments and live values recorded.
declare void @llvm.experimental.patchpoint.void(i64, i32, ptr, i32, ...)

define void @patch_void(i64 %a, i64 %b, i64 %c) {
entry:
  call void (i64, i32, ptr, i32, ...) @llvm.experimental.patchpoint.void(i64 20, i32 16, ptr null, i32 0, i64 %a)
  call void (i64, i32, ptr, i32, ...) @llvm.experimental.patchpoint.void(i64 21, i32 32, ptr inttoptr (i64 305419896 to ptr), i32 2, i64 %a, i64 %b, i64 %c)
  ret void
}
