; reads: global attachments after section, comdat and align
$c = comdat any
@a = global i32 1, comdat($c)
@b = internal global i32 2, section "sec", comdat($c), align 8, !associated !0, !type !1
@x = external thread_local(localdynamic) addrspace(3) global i8, !absolute_symbol !2
!0 = !{ptr @a}
!1 = !{i64 0, !"int"}
!2 = !{i64 0, i64 4294967296}
