; Floating-point and vector values in their registers.
declare void @llvm.experimental.stackmap(i64, i32, ...)

define void @floats(double %a, float %b, <4 x i32> %v, <2 x double> %w) {
entry:
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 60, i32 0, double %a, float %b, <4 x i32> %v, <2 x double> %w)
  ret void
}
