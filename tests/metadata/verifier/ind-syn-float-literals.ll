; reads: float literals of every form
@h = global half 0xH3C00
@bf = global bfloat 0xR3F80
@f = global float 0x3FF0000000000000
@d = global double 1.250000e+00
@dn = global double -0.0
@x = global x86_fp80 0xK3FFF8000000000000000
@q = global fp128 0xL00000000000000003FFF000000000000
@pq = global ppc_fp128 0xM3FF00000000000000000000000000000
@e = global double 1.e+10
define float @g(float %a) {
  %r = fadd nnan ninf nsz float %a, 4.5, !fpmath !0
  %s = fmul reassoc float %r, 0x4010000000000000, !fpmath !0
  ret float %s
}
!0 = !{float 2.5e+00}
