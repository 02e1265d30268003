; The range examples of the metadata kinds documentation: a load that
; yields 0 or 1; one that yields 255 (-1), 0 or 1 (a pair that wraps); a
; call yielding 0, 1, 3, 4 or 5 (two pairs); an invoke yielding -2, -1, 3,
; 4 or 5 (two pairs in signed order).
%a = load i8, ptr %x, align 1, !range !0
%b = load i8, ptr %y, align 1, !range !1
%c = call i8 @foo(), !range !2
%d = invoke i8 @bar() to label %cont unwind label %lpad, !range !3

!0 = !{ i8 0, i8 2 }
!1 = !{ i8 255, i8 2 }
!2 = !{ i8 0, i8 2, i8 3, i8 6 }
!3 = !{ i8 -2, i8 0, i8 3, i8 6 }
