# expect: other
# without a suffix %eax selects the 32-bit push, which 64-bit mode lacks
push %eax
