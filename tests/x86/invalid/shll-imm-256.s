# expect: immediate-out-of-range
# the shift count is an 8-bit immediate
shll $256, %eax
