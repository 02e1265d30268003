declare i32 @pers(...)
define void @f() prefix i32 123 personality ptr @pers !prof !0 {
  ret void
}
!0 = !{!"function_entry_count", i64 1}
