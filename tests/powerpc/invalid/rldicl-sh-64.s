# expect: immediate-out-of-range
# rldicl SH is 0..63
rldicl 3, 4, 64, 0
