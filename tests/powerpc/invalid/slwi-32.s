# expect: immediate-out-of-range
# slwi shift amount is 0..31
slwi 3, 4, 32
