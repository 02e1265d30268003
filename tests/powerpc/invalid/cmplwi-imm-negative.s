# expect: immediate-out-of-range
# cmplwi compares with an unsigned 16-bit immediate
cmplwi 3, -1
