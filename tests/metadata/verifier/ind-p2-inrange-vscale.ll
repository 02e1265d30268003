; reads: inrange GEPs, scalable vectors with a range
@vt = constant { [4 x ptr] } zeroinitializer
@slot = global ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr] }, ptr @vt, i32 0, i32 0, i32 2)
define <vscale x 4 x i32> @f(ptr %p) {
  %v = load <vscale x 4 x i32>, ptr %p, align 16, !range !0
  ret <vscale x 4 x i32> %v
}
!0 = !{i32 0, i32 256}
