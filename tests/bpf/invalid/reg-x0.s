# expect: invalid-register
# x0 is not a BPF register
x0 = 1
