# expect: immediate-out-of-range
# sradi shift amount is 0..63
sradi 3, 4, 64
