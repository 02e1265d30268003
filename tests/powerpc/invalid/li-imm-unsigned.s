# expect: immediate-out-of-range
# li takes a signed 16-bit immediate; 0xffff is not accepted
li 3, 0xffff
