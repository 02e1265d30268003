; reads: alloca with an address space and attachments
target datalayout = "A5"
define void @f() {
  %buf = alloca [16 x i8], align 16, addrspace(5), !annotation !0
  %n = alloca i32, i32 4, align 4, addrspace(5)
  ret void
}
!0 = !{!"stack buffer"}
