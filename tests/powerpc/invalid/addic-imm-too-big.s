# expect: immediate-out-of-range
# addic takes a signed 16-bit immediate
addic 3, 4, 32768
