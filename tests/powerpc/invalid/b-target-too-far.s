# expect: immediate-out-of-range
# the I-form displacement is 26 bits signed (max 0x1fffffc)
b 33554432
