# expect: immediate-out-of-range
# vsldoi shift is 0..15
vsldoi 1, 2, 3, 16
