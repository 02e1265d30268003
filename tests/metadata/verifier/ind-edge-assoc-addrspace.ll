@other = addrspace(1) global i32 0
@meta = global i32 0, !associated !0
!0 = !{ptr addrspace(1) @other}
