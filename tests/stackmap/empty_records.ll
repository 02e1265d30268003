; Records without locations (even location count: no padding after them).
declare void @llvm.experimental.stackmap(i64, i32, ...)
declare void @llvm.experimental.patchpoint.void(i64, i32, ptr, i32, ...)

define void @empty() {
entry:
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 90, i32 0)
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 91, i32 0)
  call void (i64, i32, ptr, i32, ...) @llvm.experimental.patchpoint.void(i64 92, i32 8, ptr null, i32 0)
  ret void
}
