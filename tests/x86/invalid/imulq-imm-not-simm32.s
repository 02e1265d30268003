# expect: immediate-out-of-range
# three-operand imulq takes a sign-extended imm32
imulq $0x80000000, %rax, %rcx
