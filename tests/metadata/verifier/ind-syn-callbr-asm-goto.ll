; reads: asm goto as clang emits it
define dso_local i32 @f(i32 noundef %x) {
entry:
  callbr void asm sideeffect "testl $0, $0; jne ${1:l}", "r,!i,~{dirflag},~{fpsr},~{flags}"(i32 %x) #1
          to label %asm.fallthrough [label %yes], !srcloc !1
asm.fallthrough:
  ret i32 0
yes:
  ret i32 1
}
attributes #1 = { nounwind }
!1 = !{i64 2147483719}
