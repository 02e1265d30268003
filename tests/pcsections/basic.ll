; One section: a function's start and size, and one instruction.
@x = global i32 0

define void @f(i32 %v) !pcsections !0 {
  store volatile i32 %v, ptr @x, !pcsections !0
  ret void
}

!0 = !{!"pcs"}
