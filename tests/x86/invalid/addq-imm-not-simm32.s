# expect: immediate-out-of-range
# a 64-bit ALU immediate is a sign-extended imm32; 0x80000000 is not one
addq $0x80000000, %rax
