# expect: invalid-register
# a GPR where an XMM register is expected
addsd %eax, %xmm0
