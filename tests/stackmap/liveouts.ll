; Registers live across a patch point are its live-outs.
declare void @llvm.experimental.patchpoint.void(i64, i32, ptr, i32, ...)

define i64 @liveouts(i64 %a, i64 %b, i64 %c, i64 %d) {
entry:
  %x = mul i64 %a, %b
  %y = mul i64 %c, %d
  call void (i64, i32, ptr, i32, ...) @llvm.experimental.patchpoint.void(i64 50, i32 16, ptr null, i32 0)
  %z = add i64 %x, %y
  %w = add i64 %z, %a
  ret i64 %w
}
