; srcloc on inline asm call
define void @f() {
  call void asm sideeffect "nop", "~{dirflag},~{fpsr},~{flags}"() #0, !srcloc !0
  ret void
}
attributes #0 = { nounwind }
!0 = !{i64 12345}
