# expect: immediate-out-of-range
# 0xffffffff is not a sign-extended imm32 (it would be -1 only at 32 bits)
addq $0xffffffff, %rax
