# expect: immediate-out-of-range
# srawi shift amount is 0..31
srawi 3, 4, 32
