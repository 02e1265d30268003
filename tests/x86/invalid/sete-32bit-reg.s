# expect: invalid-register
# setcc writes an 8-bit register
sete %eax
