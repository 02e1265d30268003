# expect: immediate-out-of-range
# pushq takes a sign-extended imm32
pushq $0x80000000
