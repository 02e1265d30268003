# expect: immediate-out-of-range
# -0x80000001 is below the sign-extended imm32 range
cmpq $-0x80000001, %rcx
