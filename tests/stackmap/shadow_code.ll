; Shadows and the code after their points: one partly filled by the code
; and cut short by a call, one cut short by the next stack map, one that
; the code covers, one ended by the end of the block.
declare void @llvm.experimental.stackmap(i64, i32, ...)
declare void @ext(i64)

define i64 @shadow_code(i64 %a, i64 %b) {
entry:
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 1, i32 24, i64 %a)
  %x = add i64 %a, %b
  %y = mul i64 %x, %b
  call void @ext(i64 %y)
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 2, i32 16, i64 %y)
  %z = xor i64 %y, %a
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 3, i32 4, i64 %z)
  %w = sub i64 %z, %b
  %v = mul i64 %w, %w
  %u = add i64 %v, 7
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 4, i32 28, i64 %u)
  ret i64 %u
}
