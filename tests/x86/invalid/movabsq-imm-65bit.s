# expect: immediate-out-of-range
# the value does not fit in 64 bits
movabsq $0x10000000000000000, %rax
