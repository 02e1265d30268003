# expect: immediate-out-of-range
# vspltisw takes a signed 5-bit immediate (-16..15)
vspltisw 1, 16
