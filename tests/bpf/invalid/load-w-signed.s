# expect: invalid-operand
# sign-extending loads only target 64-bit registers
w0 = *(s16 *)(r1 + 0)
