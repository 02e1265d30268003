; INVALID: mmra on an add
define i32 @f(i32 %a) {
  %b = add i32 %a, 1, !mmra !0
  ret i32 %b
}
!0 = !{!"amdgpu-as", !"local"}
