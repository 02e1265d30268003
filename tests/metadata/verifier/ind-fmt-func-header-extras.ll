; reads: prefix, prologue, gc, section, align, addrspace on functions
define void @f() addrspace(0) section ".text.hot" align 16 gc "shadow-stack" prefix i32 123 prologue i8 -112 !prof !0 !kcfi_type !1 {
  ret void
}
!0 = !{!"function_entry_count", i64 7}
!1 = !{i32 42}
