define void @f() {
  call void asm sideeffect "nop", ""(), !srcloc !0
  ret void
}
!0 = !{i64 1234}
