; reads: vector constants, shufflevector, zeroinitializer, poison, splat
define <4 x i32> @f(<4 x i32> %a, ptr %p) {
  %b = add <4 x i32> %a, <i32 1, i32 2, i32 3, i32 4>
  %s = shufflevector <4 x i32> %b, <4 x i32> poison, <4 x i32> zeroinitializer
  %m = load <4 x i32>, ptr %p, align 16, !range !0, !noundef !1
  %r = select <4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x i32> %s, <4 x i32> %m
  %e = extractelement <4 x i32> %r, i64 0
  %i = insertelement <4 x i32> %r, i32 %e, i32 3
  %sp = add <4 x i32> %i, splat (i32 7)
  ret <4 x i32> %sp
}
!0 = !{i32 0, i32 1000}
!1 = !{}
