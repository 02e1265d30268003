# expect: immediate-out-of-range
# DS-form displacement: 32768 is out of range (max 32764)
ld 3, 32768(4)
