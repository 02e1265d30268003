# expect: invalid-register
# movsd (SSE2) takes no GPR
movsd %rax, %xmm0
