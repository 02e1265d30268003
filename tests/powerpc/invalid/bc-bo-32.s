# expect: immediate-out-of-range
# the BO field is 5 bits
bc 32, 5, 16
