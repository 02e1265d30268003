@a = addrspace(1) global i32 0
@x = global i32 0, !associated !0
!0 = !{ptr addrspacecast (ptr addrspace(1) @a to ptr)}
