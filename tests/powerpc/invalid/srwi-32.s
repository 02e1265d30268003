# expect: immediate-out-of-range
# srwi shift amount is 0..31
srwi 3, 4, 32
