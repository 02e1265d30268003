# expect: invalid-register
# an XMM register where a GPR is expected
addl %xmm0, %eax
