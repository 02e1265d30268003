; INVALID: a node defined twice
!0 = !{i32 1}
!0 = !{i32 2}
