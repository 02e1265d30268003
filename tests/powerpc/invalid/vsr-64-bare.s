# expect: invalid-register
# VSR numbers are 0..63
xxlor 64, 1, 2
