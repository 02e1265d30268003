# expect: immediate-out-of-range
# cmpldi compares with an unsigned 16-bit immediate
cmpldi 3, 65536
