# expect: immediate-out-of-range
# cmpwi compares with a signed 16-bit immediate
cmpwi 3, 32768
