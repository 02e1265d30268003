; expect: E0800 at distinct
; Only numbered nodes can be distinct.
!0 = !{distinct !{}}
