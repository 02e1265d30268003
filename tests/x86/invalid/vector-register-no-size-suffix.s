# expect: invalid-register
# vpand has no EVEX form: with vector registers alone no size suffix is
# tried, so this is not vpandq
vpand %xmm18, %xmm5, %xmm14
