; Two scope domains, each named by a self-reference; three scopes in them;
; lists of scopes attached to loads and stores.
!0 = !{!0}
!1 = !{!1}

!2 = !{!2, !0}
!3 = !{!3, !0}
!4 = !{!4, !1}

!5 = !{!4}
!6 = !{!4, !3, !2}
!7 = !{!3}

%0 = load float, ptr %c, align 4, !alias.scope !5
store float %0, ptr %arrayidx.i, align 4, !noalias !5
%2 = load float, ptr %c, align 4, !alias.scope !5
store float %2, ptr %arrayidx.i2, align 4, !noalias !6
%3 = load float, ptr %c, align 4, !alias.scope !6
store float %0, ptr %arrayidx.i, align 4, !noalias !7
