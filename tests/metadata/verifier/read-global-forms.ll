; reads: globals with comdats, sections, thread_local, aliases
$cd = comdat any
@arr = internal unnamed_addr constant [3 x i8] c"ab\00", align 1
@tls = thread_local(initialexec) global i32 0, align 4
@cd = linkonce_odr global i32 1, comdat, section ".data.cd", !absolute_symbol !0
@al = alias i32, ptr @tls
@s = global { i32, ptr } { i32 1, ptr @arr }, align 8, !associated !1
!0 = !{i64 0, i64 100}
!1 = !{ptr @al}
