; Atomic operations, the use PC sections were made for: some expand into
; several instructions (a load-exclusive/store-exclusive loop), each
; carrying the node.
define i32 @rmw(ptr %p, i32 %v) !pcsections !0 {
  %a = atomicrmw add ptr %p, i32 %v seq_cst, !pcsections !1
  %b = atomicrmw xchg ptr %p, i32 %a monotonic, !pcsections !1
  %c = cmpxchg ptr %p, i32 %b, i32 %v acq_rel monotonic, !pcsections !2
  %d = extractvalue { i32, i1 } %c, 0
  %e = load atomic i32, ptr %p acquire, align 4, !pcsections !2
  %f = add i32 %d, %e
  store atomic i32 %f, ptr %p release, align 4, !pcsections !1
  ret i32 %f
}

!0 = !{!"atomics.fn!C", !10}
!1 = !{!"atomics", !10}
!2 = !{!"atomics", !11, !"atomics.fn!C", !11}
!10 = !{i8 1, i32 4}
!11 = !{i8 2, i32 8}
