# expect: immediate-out-of-range
# the absolute target of ba is 26 bits signed
ba 0x2000000
