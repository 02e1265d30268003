; a range on an odd-width integer
define i65 @f(ptr %p) {
  %v = load i65, ptr %p, align 8, !range !0
  ret i65 %v
}
!0 = !{i65 -5, i65 36893488147419103231}
