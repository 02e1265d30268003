# expect: invalid-register
# movq moves an XMM register to a 64-bit GPR only
movq %xmm0, %eax
