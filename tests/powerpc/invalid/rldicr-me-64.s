# expect: immediate-out-of-range
# rldicr ME is 0..63
rldicr 3, 4, 0, 64
