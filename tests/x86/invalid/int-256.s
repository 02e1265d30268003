# expect: immediate-out-of-range
# the interrupt vector is an 8-bit immediate
int $256
