# expect: immediate-out-of-range
# the B-form displacement is 16 bits signed
beq 7, 32768
