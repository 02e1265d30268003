; Value-profile data on an indirect call (kind 0): 1600 calls in all,
; the two hottest callees by the hash of their names, with their counts.
call void %f(), !prof !1

!1 = !{!"VP", i32 0, i64 1600, i64 7651369219802541373, i64 1030, i64 -4377547752858689819, i64 410}
