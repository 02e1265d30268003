# expect: immediate-out-of-range
# testq takes a sign-extended imm32
testq $0x80000000, %rax
