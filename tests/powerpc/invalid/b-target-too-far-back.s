# expect: immediate-out-of-range
# the I-form displacement is 26 bits signed (min -0x2000000)
b (-33554436)
