# expect: immediate-out-of-range
# sldi shift amount is 0..63
sldi 3, 4, 64
