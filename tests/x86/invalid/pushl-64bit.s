# expect: other
# there is no 32-bit push in 64-bit mode
pushl %eax
