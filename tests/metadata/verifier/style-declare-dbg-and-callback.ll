declare !dbg !0 !callback !4 void @broker(ptr, ptr) #0
attributes #0 = { nounwind }
!0 = !DISubprogram(name: "broker", file: !1, spFlags: 0)
!1 = !DIFile(filename: "a.c", directory: "/")
!3 = !{i64 0, i64 1, i1 false}
!4 = !{!3}
