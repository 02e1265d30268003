# expect: invalid-register
# r12 as an indirect call target
callx r12
