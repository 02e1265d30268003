; reads: swiftcc, swiftself, linkonce_odr hidden globals with sections and llvm.used
@"\01l_entry_point" = private constant { i32, i32 } { i32 0, i32 1 }, section "__TEXT, __swift5_entry, regular, no_dead_strip", align 4
@llvm.used = appending global [1 x ptr] [ptr @"\01l_entry_point"], section "llvm.metadata"
define swiftcc void @"$s4main3fooyyF"(ptr swiftself %s) #0 {
entry:
  %v = load i8, ptr %s, align 1, !range !0, !noundef !1
  ret void
}
attributes #0 = { "frame-pointer"="non-leaf" }
!0 = !{i8 0, i8 2}
!1 = !{}
