# expect: immediate-out-of-range
# there is no movabs to memory: a store takes a sign-extended imm32
movq $0x80000000, (%rax)
