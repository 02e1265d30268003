; Small constants (in the location) and large ones (in the pool, each
; value once): both edges of the 32-bit signed range.
declare void @llvm.experimental.stackmap(i64, i32, ...)

define void @constants() {
entry:
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 2, i32 0, i64 0, i64 -1, i32 -1, i8 7, i16 -300, i64 2147483647, i64 -2147483648)
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 3, i32 0, i64 2147483648, i64 -2147483649, i64 9223372036854775807, i64 -9223372036854775808, i64 2147483648, i64 4294967296)
  ret void
}
