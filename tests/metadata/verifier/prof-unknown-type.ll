; documented: the profile types are branch_weights, function_entry_count and VP
define void @f(ptr %fp) {
  call void %fp(), !prof !1
  ret void
}
!1 = !{!"hotness", i32 3}
